#include "ReachOverlay.h"

#include "ShapeGeometry.h"
#include "Style.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace ledge {

namespace {
const QColor kRegionFill(46, 160, 90, 56);
const QColor kRegionEdge(46, 160, 90, 110);
const QColor kPath(20, 120, 200);
const QColor kUnreached(205, 40, 40);
const QColor kGhost(40, 170, 90);
const QColor kTight(225, 135, 20);
const QColor kAttempt(225, 95, 30);

using style::cosmeticPen;

// The closest points of two rectangles along one axis: where the gap between [a0, a1] and
// [b0, b1] begins and ends, or the middle of their overlap twice.
std::pair<double, double> closestAlong(double a0, double a1, double b0, double b1)
{
    if (a1 < b0)
        return {a1, b0};
    if (b1 < a0)
        return {a0, b1};
    const double mid = (std::max(a0, b0) + std::min(a1, b1)) / 2;
    return {mid, mid};
}
} // namespace

ReachOverlay::ReachOverlay(QGraphicsItem* parent) : QGraphicsObject(parent)
{
    setObjectName(QStringLiteral("reachOverlay"));
    // Above the objects, below the overlap highlights (OverlapItem is at 1e9).
    setZValue(5e8);
    setAcceptedMouseButtons(Qt::NoButton);
    setAcceptHoverEvents(false);
}

void ReachOverlay::setResult(const ReachResult& result, const ReachProblem& problem)
{
    prepareGeometryChange();
    mHasResult = true;
    mPlatformer = problem.player.platformer;
    mSpawnBlocked = result.spawnBlocked;
    mSpawn = toQt(problem.spawn);
    mPlayer = QSizeF(problem.player.width, problem.player.height);
    mRegion.clear();
    mRegion.reserve(result.region.size());
    for (const Aabb& b : result.region)
        mRegion.push_back(toQt(b));
    mTargets.clear();
    for (std::size_t i = 0; i < result.targets.size() && i < problem.targets.size(); ++i) {
        const TargetResult& r = result.targets[i];
        Target t;
        t.id = ObjectId(r.key);
        t.reached = r.reached;
        t.undecided = result.truncated && !r.decided();
        t.path.reserve(qsizetype(r.path.size()));
        for (const PathStep& s : r.path)
            t.path.append(toQt(s.position));
        t.shape = toQt(bounds(problem.targets[i].shape));
        t.nearest = toQt(r.nearest);
        mTargets.push_back(std::move(t));
    }
    updateBounds();
    update();
}

void ReachOverlay::clearResult()
{
    prepareGeometryChange();
    mHasResult = false;
    mRegion.clear();
    mTargets.clear();
    mGhost.reset();
    updateBounds();
    update();
}

int ReachOverlay::reachedCount() const
{
    return int(std::count_if(mTargets.begin(), mTargets.end(), [](const Target& t) { return t.reached; }));
}

int ReachOverlay::unreachableCount() const
{
    return int(std::count_if(mTargets.begin(), mTargets.end(),
                             [](const Target& t) { return !t.reached && !t.undecided; }));
}

const ReachOverlay::Target* ReachOverlay::pathTarget() const
{
    for (const Target& t : mTargets)
        if (t.id == mSelected && t.reached)
            return &t;
    for (const Target& t : mTargets)
        if (t.reached)
            return &t;
    return nullptr;
}

void ReachOverlay::setSelectedTarget(ObjectId id)
{
    if (id == mSelected)
        return;
    mSelected = id;
    update();
}

QRectF ReachOverlay::unreachableMark(ObjectId id) const
{
    const Target* t = target(id);
    return t ? markOf(*t) : QRectF();
}

QRectF ReachOverlay::markOf(const Target& t)
{
    if (t.reached || t.undecided)
        return {};
    // A ring a little larger than the target (a point target gets a fixed size).
    const double r = std::max(18.0, 0.5 * std::hypot(t.shape.width(), t.shape.height()) + 6.0);
    const QPointF c = t.shape.center();
    return QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r);
}

QRectF ReachOverlay::playerBox(QPointF p) const
{
    const double w = mPlayer.width();
    const double h = mPlayer.height();
    // Platformer: the reference is the feet (bottom centre); top-down: the centre.
    return mPlatformer ? QRectF(p.x() - w / 2, p.y() - h, w, h) : QRectF(p.x() - w / 2, p.y() - h / 2, w, h);
}

void ReachOverlay::setFindings(const ValidationReport& report)
{
    prepareGeometryChange();
    mFindings.clear();
    for (const Issue& issue : report.issues) {
        if (issue.objects.empty())
            continue;
        if (issue.code == QLatin1String(IssueCode::TargetUnreachable)) {
            mFindings[issue.objects.front()].why = issue.why;
        } else if (issue.code == QLatin1String(IssueCode::TightJump)) {
            mFindings[issue.objects.front()].tight = true;
        }
    }
    updateBounds();
    update();
}

void ReachOverlay::clearFindings()
{
    if (mFindings.empty())
        return;
    prepareGeometryChange();
    mFindings.clear();
    updateBounds();
    update();
}

const IssueWhy* ReachOverlay::why(ObjectId id) const
{
    const auto it = mFindings.find(id);
    return it != mFindings.end() && it->second.why ? &*it->second.why : nullptr;
}

bool ReachOverlay::isTight(ObjectId id) const
{
    const auto it = mFindings.find(id);
    return it != mFindings.end() && it->second.tight;
}

const ReachOverlay::Target* ReachOverlay::target(ObjectId id) const
{
    for (const Target& t : mTargets)
        if (t.id == id)
            return &t;
    return nullptr;
}

std::optional<ReachOverlay::Dimension> ReachOverlay::dimension(ObjectId id) const
{
    const Target* t = target(id);
    const IssueWhy* w = why(id);
    return t && w ? dimensionOf(*t, *w) : std::nullopt;
}

std::optional<ReachOverlay::Dimension> ReachOverlay::dimensionOf(const Target& t, const IssueWhy& w) const
{
    if (t.reached || t.undecided || mSpawnBlocked)
        return std::nullopt;
    const QPointF near = w.attempt.empty() ? t.nearest : toQt(w.attempt.back());
    const QRectF box = playerBox(near);
    const QString units = QString::number(w.amount, 'g', 10);
    // The closest points of the player's box at its nearest and the target's bounds: the line
    // between them is as long as the gap the message gives.
    const auto [boxX, targetX] = closestAlong(box.left(), box.right(), t.shape.left(), t.shape.right());
    const auto [boxY, targetY] = closestAlong(box.top(), box.bottom(), t.shape.top(), t.shape.bottom());
    switch (w.cause) {
    case IssueWhy::Cause::JumpHeight:
        // Up from the top of the player's box at the top of the jump, beside the line that
        // links the ring to that box.
        return Dimension{QLineF(box.right() + 6, box.top(), box.right() + 6, box.top() - w.amount),
                         tr("%1 units higher").arg(units)};
    case IssueWhy::Cause::Tunnel:
        return Dimension{QLineF(box.right() + 4, box.top(), box.right() + 4, box.top() + w.amount),
                         tr("%1 units too tall").arg(units)};
    case IssueWhy::Cause::Narrow:
        return Dimension{QLineF(box.left(), box.top() - 4, box.left() + w.amount, box.top() - 4),
                         tr("%1 units too wide").arg(units)};
    case IssueWhy::Cause::RunSpeed:
        // Across the gap still to jump, at the height of the player's middle.
        return Dimension{QLineF(boxX, box.center().y(), targetX, box.center().y()),
                         tr("%1 units/s faster").arg(units)};
    case IssueWhy::Cause::Distance:
        return Dimension{QLineF(boxX, boxY, targetX, targetY), tr("%1 units away").arg(units)};
    case IssueWhy::Cause::SpawnBlocked:
    case IssueWhy::Cause::Sealed:
    case IssueWhy::Cause::Hazard:
        break;
    }
    return std::nullopt;
}

std::optional<QPointF> ReachOverlay::tightMark(ObjectId id) const
{
    const Target* t = target(id);
    return t ? tightMarkOf(*t) : std::nullopt;
}

std::optional<QPointF> ReachOverlay::tightMarkOf(const Target& t) const
{
    if (!t.reached || !isTight(t.id) || t.path.size() < 2)
        return std::nullopt;
    // The top of the highest jump: in a platformer, the lowest y of the feet; top-down paths
    // have no jumps, so the end of the path stands for the hard part.
    if (!mPlatformer)
        return t.path.back();
    const auto top = std::min_element(t.path.begin(), t.path.end(),
                                      [](const QPointF& a, const QPointF& b) { return a.y() < b.y(); });
    return *top;
}

void ReachOverlay::setGhost(std::optional<QPointF> position)
{
    if (position == mGhost)
        return;
    prepareGeometryChange();
    mGhost = position;
    updateBounds();
    update();
}

void ReachOverlay::updateBounds()
{
    QRectF b;
    for (const QRectF& r : mRegion)
        b |= r;
    for (const Target& t : mTargets) {
        b |= t.path.boundingRect();
        b |= markOf(t);
        b |= playerBox(t.nearest);
        b |= t.shape;
        const IssueWhy* w = why(t.id);
        if (!w)
            continue;
        for (const Vec2& p : w->attempt)
            b |= playerBox(toQt(p));
        for (const Aabb& o : w->obstacles)
            b |= toQt(o);
        if (const auto d = dimensionOf(t, *w))
            b |= QRectF(d->line.p1(), d->line.p2()).normalized();
    }
    if (mGhost)
        b |= playerBox(*mGhost);
    // Room for cosmetic pens at any zoom-out down to a few percent.
    mBounds = b.isNull() ? QRectF() : b.adjusted(-64, -64, 64, 64);
}

QRectF ReachOverlay::boundingRect() const
{
    return mBounds;
}

void ReachOverlay::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    if (!mHasResult && !mGhost)
        return;
    painter->setRenderHint(QPainter::Antialiasing, true);

    // Region: one path of the merged boxes so that overlapping edges do not darken.
    if (!mRegion.empty()) {
        QPainterPath region;
        region.setFillRule(Qt::WindingFill);
        for (const QRectF& r : mRegion)
            region.addRect(r);
        painter->setPen(Qt::NoPen);
        painter->setBrush(kRegionFill);
        painter->drawPath(region.simplified());
    }

    // The path to the selected (or first reached) target, with its start and end marked;
    // amber when only a perfect player makes it.
    if (const Target* t = pathTarget(); t && t->path.size() > 1) {
        const QColor colour = isTight(t->id) ? kTight : kPath;
        painter->setBrush(Qt::NoBrush);
        painter->setPen(cosmeticPen(QColor(255, 255, 255, 200), 5));
        painter->drawPolyline(t->path);
        painter->setPen(cosmeticPen(colour, 2.5));
        painter->drawPolyline(t->path);
        painter->setBrush(colour);
        painter->setPen(cosmeticPen(Qt::white, 1));
        const double dot = 4;
        painter->drawEllipse(t->path.front(), dot, dot);
        painter->drawEllipse(t->path.back(), dot, dot);
    }

    // Unreachable targets: ring, cross, dashed line to the nearest reached position, where
    // the player's box is drawn dashed with a dot on its reference point.
    for (const Target& t : mTargets) {
        if (const auto apex = tightMarkOf(t))
            paintTightMark(painter, *apex);
        if (t.reached || t.undecided)
            continue;
        if (const IssueWhy* w = why(t.id); w && !mSpawnBlocked)
            paintExplanation(painter, t, *w);
        const QRectF ring = markOf(t);
        const QPointF c = ring.center();
        const double r = ring.width() / 2;
        painter->setBrush(Qt::NoBrush);
        if (!mSpawnBlocked) {
            painter->setPen(cosmeticPen(kUnreached, 1.5, Qt::DashLine));
            const QPointF d = t.nearest - c;
            const double len = std::hypot(d.x(), d.y());
            if (len > r)
                painter->drawLine(c + d * (r / len), t.nearest);
            painter->setPen(cosmeticPen(kUnreached, 1.2, Qt::DotLine));
            painter->drawRect(playerBox(t.nearest));
            painter->setPen(cosmeticPen(Qt::white, 1));
            painter->setBrush(kUnreached);
            painter->drawEllipse(t.nearest, 3.5, 3.5);
            painter->setBrush(Qt::NoBrush);
        }
        painter->setPen(cosmeticPen(kUnreached, 3));
        painter->drawEllipse(ring);
        const double k = r * 0.5;
        painter->drawLine(c + QPointF(-k, -k), c + QPointF(k, k));
        painter->drawLine(c + QPointF(-k, k), c + QPointF(k, -k));
    }

    if (mGhost) {
        QColor fill = kGhost;
        fill.setAlpha(120);
        painter->setBrush(fill);
        painter->setPen(cosmeticPen(kGhost.darker(140), 2));
        painter->drawRect(playerBox(*mGhost));
    }
}

void ReachOverlay::paintExplanation(QPainter* painter, const Target& target, const IssueWhy& why) const
{
    painter->save();
    painter->setBrush(Qt::NoBrush);
    // The obstacles named by the message: the ledge jumped from, the way's walls, the hazards.
    painter->setPen(cosmeticPen(kAttempt, 2, Qt::DashDotLine));
    for (const Aabb& o : why.obstacles)
        painter->drawRect(toQt(o));
    // The best attempt: its last jump, the arc that comes closest (the way to where it starts
    // is the search's, hops and all: drawn, it would only add noise).
    if (why.attempt.size() > 1) {
        QPolygonF arc;
        for (std::size_t i = std::min(why.takeOff, why.attempt.size() - 2); i < why.attempt.size(); ++i)
            arc.append(toQt(why.attempt[i]));
        painter->setPen(cosmeticPen(QColor(255, 255, 255, 200), 4.5));
        painter->drawPolyline(arc);
        painter->setPen(cosmeticPen(kAttempt, 2.2));
        painter->drawPolyline(arc);
    }
    // The shortfall, as a dimension line with a tick at each end.
    if (const auto d = dimensionOf(target, why)) {
        painter->setPen(cosmeticPen(kUnreached, 1.6));
        painter->drawLine(d->line);
        const QTransform toScreen = painter->worldTransform();
        const QLineF screen = toScreen.map(d->line);
        if (screen.length() > 0) {
            QLineF tick = screen.normalVector();
            tick.setLength(5);
            const QPointF n = tick.p2() - tick.p1();
            painter->save();
            painter->resetTransform();
            painter->setPen(cosmeticPen(kUnreached, 1.6));
            painter->drawLine(screen.p1() - n, screen.p1() + n);
            painter->drawLine(screen.p2() - n, screen.p2() + n);
            painter->restore();
        }
        paintLabel(painter, d->line.center(), d->label, kUnreached);
    }
    painter->restore();
}

void ReachOverlay::paintTightMark(QPainter* painter, QPointF apex) const
{
    // A small amber triangle above the top of the jump, the same size at every zoom.
    const QPointF at = painter->worldTransform().map(apex);
    painter->save();
    painter->resetTransform();
    const QPointF tip = at - QPointF(0, 6);
    const QPolygonF triangle{tip, tip + QPointF(-7, -12), tip + QPointF(7, -12)};
    painter->setPen(cosmeticPen(Qt::white, 1.2));
    painter->setBrush(kTight);
    painter->drawPolygon(triangle);
    painter->restore();
    paintLabel(painter, apex, tr("tight"), kTight);
}

void ReachOverlay::paintLabel(QPainter* painter, QPointF at, const QString& text, const QColor& colour)
{
    const QPointF screen = painter->worldTransform().map(at);
    painter->save();
    painter->resetTransform();
    QFont font = painter->font();
    font.setPointSizeF(8.5);
    font.setBold(true);
    painter->setFont(font);
    const QFontMetricsF metrics(font);
    QRectF box(0, 0, metrics.horizontalAdvance(text) + 8, metrics.height() + 2);
    box.moveCenter(screen + QPointF(box.width() / 2 + 10, -box.height() / 2 - 8));
    painter->setPen(QPen(colour, 1));
    painter->setBrush(QColor(255, 255, 255, 230));
    painter->drawRoundedRect(box, 3, 3);
    painter->setPen(colour.darker(120));
    painter->drawText(box, Qt::AlignCenter, text);
    painter->restore();
}

} // namespace ledge
