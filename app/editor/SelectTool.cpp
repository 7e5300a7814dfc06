#include "SelectTool.h"

#include "Document.h"
#include "model/CommandText.h"
#include "LevelScene.h"
#include "LevelView.h"
#include "Style.h"
#include "model/Commands.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

namespace ledge {

namespace {
constexpr double kHandlePx = 4.5; // half size of a handle on screen
constexpr int kDragThresholdPx = 3;
} // namespace

std::optional<LevelObject> SelectTool::singleSelection() const
{
    const QList<ObjectId> ids = scene()->selectedIds();
    if (ids.size() != 1)
        return std::nullopt;
    if (const LevelObject* o = mDocument->level()->object(ids.first()))
        return *o;
    return std::nullopt;
}

std::optional<Handle> SelectTool::handleAt(QPointF pos) const
{
    const auto object = singleSelection();
    if (!object)
        return std::nullopt;
    const double reach = (kHandlePx + 2) * pixelSize();
    for (const Handle& h : handlesOf(object->shape))
        if (std::abs(h.pos.x() - pos.x()) <= reach && std::abs(h.pos.y() - pos.y()) <= reach)
            return h;
    return std::nullopt;
}

void SelectTool::mousePressed(QMouseEvent* event, QPointF pos)
{
    if (event->button() != Qt::LeftButton)
        return;
    mPressPos = mCurrentPos = pos;
    mPressScreen = event->position().toPoint();
    mAdditive = event->modifiers() & (Qt::ShiftModifier | Qt::ControlModifier);
    mOriginals.clear();

    if (!mAdditive) {
        if (auto h = handleAt(pos)) {
            mHandle = *h;
            mOriginals = {*singleSelection()};
            mVertex.reset();
            if (h->kind == HandleKind::Vertex)
                mVertex = {{mOriginals.front().id, h->index}};
            mSession = nextEditSession();
            mMode = Mode::Resizing;
            updateOverlay();
            return;
        }
    }
    mVertex.reset();
    const ObjectId hit = scene()->objectAt(pos);
    if (!hit) {
        if (!mAdditive)
            scene()->setSelectedIds({});
        mMode = Mode::RubberBand;
        updateOverlay();
        return;
    }
    QList<ObjectId> selection = scene()->selectedIds();
    if (mAdditive) {
        if (selection.contains(hit))
            selection.removeAll(hit);
        else
            selection.append(hit);
        scene()->setSelectedIds(selection);
    } else if (!selection.contains(hit)) {
        scene()->setSelectedIds({hit});
    }
    for (ObjectId id : scene()->selectedIds())
        if (const LevelObject* o = mDocument->level()->object(id))
            mOriginals.push_back(*o);
    mMode = mOriginals.empty() ? Mode::Idle : Mode::Pending;
    updateOverlay();
}

void SelectTool::mouseMoved(QMouseEvent* event, QPointF pos)
{
    mCurrentPos = pos;
    Level* level = mDocument->level();
    switch (mMode) {
    case Mode::Idle: {
        mHoverHandle = handleAt(pos).has_value();
        const ObjectId hover = mHoverHandle ? 0 : scene()->objectAt(pos);
        mHoverObject = hover != 0;
        if (hover != mHoverId) {
            mHoverId = hover;
            updateOverlay();
        }
        return;
    }
    case Mode::Pending:
        if ((event->position().toPoint() - mPressScreen).manhattanLength() < kDragThresholdPx)
            return;
        mSession = nextEditSession();
        mMode = Mode::Moving;
        [[fallthrough]];
    case Mode::Moving: {
        // Snap the first object's top-left corner; every selected object moves by the same delta.
        const Aabb b0 = bounds(mOriginals.front().shape);
        const QPointF corner(b0.minX, b0.minY);
        const QPointF delta = mDocument->snap(corner + (pos - mPressPos)) - corner;
        std::vector<LevelObject> moved = mOriginals;
        for (LevelObject& o : moved)
            o.shape = translated(o.shape, toVec(delta));
        mDocument->push(new ChangeObjectsCommand(level, mOriginals, moved,
                                                 commandText("ledge::SelectTool", QT_TRANSLATE_N_NOOP("ledge::SelectTool", "Move %n object(s)"), int(moved.size())),
                                                 mSession));
        break;
    }
    case Mode::Resizing: {
        LevelObject changed = mOriginals.front();
        changed.shape = dragHandle(changed.shape, mHandle.index, mDocument->snap(pos));
        const QString text = mHandle.kind == HandleKind::Vertex ? commandText("ledge::SelectTool", QT_TRANSLATE_NOOP("ledge::SelectTool", "Move vertex")) : commandText("ledge::SelectTool", QT_TRANSLATE_NOOP("ledge::SelectTool", "Resize"));
        mDocument->push(new ChangeObjectsCommand(level, mOriginals, {changed}, text, mSession));
        break;
    }
    case Mode::RubberBand: updateOverlay(); break;
    }
}

void SelectTool::mouseReleased(QMouseEvent* event, QPointF pos)
{
    if (event->button() != Qt::LeftButton)
        return;
    if (mMode == Mode::RubberBand) {
        const QRectF band = rectFromCorners(mPressPos, pos);
        QList<ObjectId> selection = mAdditive ? scene()->selectedIds() : QList<ObjectId>{};
        if (band.width() > 0 || band.height() > 0)
            for (ObjectId id : scene()->objectsIn(band))
                if (!selection.contains(id))
                    selection.append(id);
        scene()->setSelectedIds(selection);
    }
    mMode = Mode::Idle;
    mOriginals.clear();
    updateOverlay();
}

void SelectTool::mouseDoubleClicked(QMouseEvent*, QPointF pos)
{
    const auto object = singleSelection();
    if (!object)
        return;
    const auto* poly = std::get_if<Polygon>(&object->shape);
    if (!poly)
        return;
    const int edge = nearestEdge(*poly, pos, (kHandlePx + 2) * pixelSize());
    if (edge < 0)
        return;
    LevelObject changed = *object;
    auto& pts = std::get<Polygon>(changed.shape).points;
    pts.insert(pts.begin() + edge + 1, toVec(mDocument->snap(pos)));
    mDocument->push(new ChangeObjectsCommand(mDocument->level(), {*object}, {changed}, commandText("ledge::SelectTool", QT_TRANSLATE_NOOP("ledge::SelectTool", "Insert vertex"))));
    mVertex = {{changed.id, edge + 1}};
    mMode = Mode::Idle;
    updateOverlay();
}

bool SelectTool::deleteSelectedVertex()
{
    if (!mVertex)
        return false;
    const LevelObject* o = mDocument->level()->object(mVertex->first);
    const auto* poly = o ? std::get_if<Polygon>(&o->shape) : nullptr;
    if (!poly || mVertex->second >= int(poly->points.size())) {
        mVertex.reset();
        return false;
    }
    if (poly->points.size() <= 3) {
        emit statusMessage(tr("A polygon keeps at least three vertices"));
        return true;
    }
    LevelObject changed = *o;
    auto& pts = std::get<Polygon>(changed.shape).points;
    pts.erase(pts.begin() + mVertex->second);
    mDocument->push(new ChangeObjectsCommand(mDocument->level(), {*o}, {changed}, commandText("ledge::SelectTool", QT_TRANSLATE_NOOP("ledge::SelectTool", "Delete vertex"))));
    mVertex.reset();
    updateOverlay();
    return true;
}

void SelectTool::nudge(QPointF delta)
{
    std::vector<LevelObject> before;
    for (ObjectId id : scene()->selectedIds())
        if (const LevelObject* o = mDocument->level()->object(id))
            before.push_back(*o);
    if (before.empty())
        return;
    std::vector<LevelObject> after = before;
    for (LevelObject& o : after)
        o.shape = translated(o.shape, toVec(delta));
    mDocument->push(new ChangeObjectsCommand(mDocument->level(), before, after,
                                             commandText("ledge::SelectTool", QT_TRANSLATE_N_NOOP("ledge::SelectTool", "Nudge %n object(s)"), int(after.size()))));
}

bool SelectTool::keyPressed(QKeyEvent* event)
{
    const double step = (event->modifiers() & Qt::ShiftModifier) ? mDocument->level()->grid().cellSize : 1.0;
    switch (event->key()) {
    case Qt::Key_Left: nudge({-step, 0}); return true;
    case Qt::Key_Right: nudge({step, 0}); return true;
    case Qt::Key_Up: nudge({0, -step}); return true;
    case Qt::Key_Down: nudge({0, step}); return true;
    case Qt::Key_Escape:
        if (mMode == Mode::Moving || mMode == Mode::Resizing) {
            // Cancel the drag: put the originals back (the merged step becomes obsolete).
            std::vector<LevelObject> now;
            for (const LevelObject& o : mOriginals)
                now.push_back(*mDocument->level()->object(o.id));
            mDocument->push(new ChangeObjectsCommand(mDocument->level(), now, mOriginals, QString(), mSession));
            mMode = Mode::Idle;
        } else {
            scene()->setSelectedIds({});
            mVertex.reset();
        }
        updateOverlay();
        return true;
    default: return false;
    }
}

void SelectTool::deactivate()
{
    mMode = Mode::Idle;
    mVertex.reset();
    mHoverId = 0;
}

void SelectTool::hoverLeft()
{
    mHoverId = 0;
    updateOverlay();
}

QCursor SelectTool::cursor() const
{
    if (mMode == Mode::Moving)
        return Qt::SizeAllCursor;
    if (mMode == Mode::Resizing || mHoverHandle)
        return Qt::PointingHandCursor;
    if (mHoverObject)
        return Qt::SizeAllCursor;
    return Qt::ArrowCursor;
}

void SelectTool::paintOverlay(QPainter* painter, const QRectF&)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const double px = pixelSize();
    if (mMode == Mode::RubberBand) {
        const QRectF band = rectFromCorners(mPressPos, mCurrentPos);
        style::setSelectionLook(*painter, 1);
        painter->drawRect(band);
    }
    // The object a click would pick: a light outline.
    const QList<ObjectId> ids = scene()->selectedIds();
    if (mHoverId && mMode == Mode::Idle && !ids.contains(mHoverId)) {
        if (const LevelObject* o = mDocument->level()->object(mHoverId)) {
            QColor c = style::accent;
            c.setAlpha(150);
            QPen pen(c, 2);
            pen.setCosmetic(true);
            painter->setPen(pen);
            painter->setBrush(Qt::NoBrush);
            if (std::holds_alternative<Point>(o->shape))
                painter->drawRect(scene()->hitShape(mHoverId).boundingRect());
            else
                painter->drawPath(shapePath(o->shape));
        }
    }
    // Bounding frame of a multiple selection.
    if (ids.size() > 1) {
        QRectF frame;
        for (ObjectId id : ids)
            if (const LevelObject* o = mDocument->level()->object(id))
                frame |= toQt(bounds(o->shape));
        QPen pen(style::accent, 1, Qt::DashLine);
        pen.setCosmetic(true);
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(frame);
    }
    const auto object = singleSelection();
    if (!object)
        return;
    QPen pen(style::accent, 1.3);
    pen.setCosmetic(true);
    painter->setPen(pen);
    const double h = kHandlePx * px;
    for (const Handle& handle : handlesOf(object->shape)) {
        const bool selectedVertex = mVertex && mVertex->first == object->id && mVertex->second == handle.index;
        painter->setBrush(selectedVertex ? style::accent : QColor(Qt::white));
        if (handle.kind == HandleKind::Vertex || handle.kind == HandleKind::Radius)
            painter->drawEllipse(handle.pos, h, h);
        else
            painter->drawRect(QRectF(handle.pos.x() - h, handle.pos.y() - h, 2 * h, 2 * h));
    }
}

} // namespace ledge
