#pragma once
// The canvas item of one objects layer. It paints the layer's objects that meet the exposed
// rectangle, found through the scene's spatial index and drawn in layer order, each from its
// cached geometry and state (role colours, overlap, issue severity, selection, markers, the
// spawn's player box). Objects a few pixels large are drawn as filled rectangles; when the
// visible part holds thousands of objects the layer paints from the scene's tile cache and
// draws the (small) selection live on top.

#include "LevelScene.h"

#include <QGraphicsItem>

#include <optional>

namespace ledge {

class Level;

class ObjectLayerItem : public QGraphicsItem {
public:
    enum { Type = UserType + 3 };
    // Below this size on screen (device pixels) an object is drawn as its filled bounds.
    static constexpr double kTinyPx = 3.0;
    // Far enough out, with this many objects estimated in view, the layer paints from tiles.
    static constexpr double kMaxCacheZoom = 0.5;
    static constexpr double kCacheObjects = 2000;

    ObjectLayerItem(LevelScene* scene, LayerId layer);
    int type() const override { return Type; }
    LayerId layerId() const { return mLayer; }

    // Makes sure the item's bounds cover r (objects may lie outside the level).
    void growExtent(const QRectF& r);
    void resetExtent();
    // Would a paint at this zoom over this rectangle use the tile cache?
    bool usesCache(double zoom, const QRectF& visible) const;

    QRectF boundingRect() const override { return mExtent; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    // Paints one object as the canvas shows it; px is one device pixel in level units.
    static void paintObject(QPainter* painter, const Level& level, const LevelObject& object,
                            const LevelScene::ObjectEntry& entry, const QPainterPath& path, bool selected,
                            double px);

private:
    // The layer's objects meeting rect, in drawing order (optionally without the live ones).
    void drawObjects(QPainter* painter, const QRectF& rect, double scale, bool skipLive) const;
    void drawLive(QPainter* painter, const QRectF& rect, double scale) const;

    LevelScene* mScene;
    LayerId mLayer;
    QRectF mExtent;
};

// What part of the level a paint call really has to cover: the exposed rectangle, within the
// painter's device and clip (the exposed rectangle is the whole item when rendering).
QRectF visibleRect(const QPainter* painter, const QRectF& exposed);

// What a layer item's paint() covers: the painter's zoom (device pixels per level unit) and the
// part of the item's `extent` in view. Nullopt when there is nothing to paint.
struct PaintArea {
    double zoom;
    QRectF visible;
};
std::optional<PaintArea> paintArea(const QPainter* painter, const QRectF& exposed, const QRectF& extent);

} // namespace ledge
