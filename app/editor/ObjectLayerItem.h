#pragma once
// The canvas item of one objects layer. It paints the layer's objects that meet the exposed
// rectangle, found through the scene's spatial index and drawn in layer order, each from its
// cached geometry and state (role colours, overlap, issue severity, selection, markers, the
// spawn's player box). Objects a few pixels large are drawn as filled rectangles; when the
// visible part holds thousands of objects the layer paints from the scene's tile cache and
// draws the (small) selection live on top.

#include "LayerItem.h"
#include "LevelScene.h"

namespace ledge {

class Level;

class ObjectLayerItem : public LayerItem {
public:
    enum { Type = UserType + 3 };
    // At this zoom (device pixels per level unit) or further out, with many objects estimated in
    // view, the layer paints from tiles; so does the overlap item.
    static constexpr double kMaxCacheZoom = 0.5;

    ObjectLayerItem(LevelScene* scene, LayerId layer);
    int type() const override { return Type; }

    // Makes sure the item's bounds cover r (objects may lie outside the level).
    void growExtent(const QRectF& r);
    void resetExtent();
    // Would a paint at this zoom over this rectangle use the tile cache?
    bool usesCache(double zoom, const QRectF& visible) const;

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
};

} // namespace ledge
