#include "ReachOverlay.h"

#include "ShapeGeometry.h"

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

QPen cosmeticPen(const QColor& colour, double width, Qt::PenStyle style = Qt::SolidLine)
{
    QPen pen(colour, width, style, Qt::RoundCap, Qt::RoundJoin);
    pen.setCosmetic(true);
    return pen;
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
        t.undecided = result.truncated && !r.reached && !r.sealed;
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
    for (const Target& t : mTargets) {
        if (t.id != id || t.reached || t.undecided)
            continue;
        // A ring a little larger than the target (a point target gets a fixed size).
        const double r = std::max(18.0, 0.5 * std::hypot(t.shape.width(), t.shape.height()) + 6.0);
        const QPointF c = t.shape.center();
        return QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r);
    }
    return {};
}

QRectF ReachOverlay::playerBox(QPointF p) const
{
    const double w = mPlayer.width();
    const double h = mPlayer.height();
    // Platformer: the reference is the feet (bottom centre); top-down: the centre.
    return mPlatformer ? QRectF(p.x() - w / 2, p.y() - h, w, h) : QRectF(p.x() - w / 2, p.y() - h / 2, w, h);
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
        b |= unreachableMark(t.id);
        b |= playerBox(t.nearest);
        b |= t.shape;
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

    // The path to the selected (or first reached) target, with its start and end marked.
    if (const Target* t = pathTarget(); t && t->path.size() > 1) {
        painter->setBrush(Qt::NoBrush);
        painter->setPen(cosmeticPen(QColor(255, 255, 255, 200), 5));
        painter->drawPolyline(t->path);
        painter->setPen(cosmeticPen(kPath, 2.5));
        painter->drawPolyline(t->path);
        painter->setBrush(kPath);
        painter->setPen(cosmeticPen(Qt::white, 1));
        const double dot = 4;
        painter->drawEllipse(t->path.front(), dot, dot);
        painter->drawEllipse(t->path.back(), dot, dot);
    }

    // Unreachable targets: ring, cross, dashed line to the nearest reached position, where
    // the player's box is drawn dashed with a dot on its reference point.
    for (const Target& t : mTargets) {
        if (t.reached || t.undecided)
            continue;
        const QRectF ring = unreachableMark(t.id);
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

} // namespace ledge
