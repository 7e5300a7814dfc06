#pragma once
// The canvas scene. No item per object: each objects layer is one ObjectLayerItem that paints
// the layer's objects meeting the exposed rectangle, found through a spatial index over every
// object's painted bounds (collision/SpatialIndex.h), from per-object cached geometry. Tile
// layers are TileLayerItems and the overlaps one OverlapItem. Far out, the items paint from a
// shared cache of raster tiles (TileCache) that edits invalidate only where they touched.
// The scene follows the Level's signals incrementally and owns the selection (a set of ids);
// hit testing goes through the index, then the exact shape.

#include "TileCache.h"
#include "collision/SpatialIndex.h"
#include "model/Issue.h"
#include "model/LevelTypes.h"
#include "model/Palette.h"

#include <QGraphicsScene>
#include <QList>
#include <QPainterPath>

#include <optional>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace ledge {

class ArtItem;
class Document;
class FixPreviewItem;
class ObjectLayerItem;
class OverlapItem;
class TileLayerItem;

class LevelScene : public QGraphicsScene {
    Q_OBJECT

public:
    // What the scene keeps per object: its painted bounds (the index key), the geometry the
    // painters and hit tests use, and its state.
    struct ObjectEntry {
        ObjectId id = 0;
        LayerId layer = 0;
        QRectF bounds;     // everything painting may touch, in level units (no pen margin)
        QRectF hitRect;    // markers: the clickable marker rectangle; shapes: the path's bounds
        bool isPoint = false;
        bool overlapping = false;
        Severity severity = Severity::Off;
        mutable bool pathValid = false;
        mutable QPainterPath path; // built on first use
    };

    explicit LevelScene(Document* document, QObject* parent = nullptr);
    ~LevelScene() override;

    Document* document() const { return mDocument; }
    OverlapItem* overlapItem() const { return mOverlay; }
    // Shows the ghost of a quick fix (while its menu entry is hovered), or hides it.
    void previewFix(const std::optional<IssueFix>& fix);
    // The ghost's item; null until a fix was first previewed on this level.
    const FixPreviewItem* fixPreview() const { return mFixPreview; }
    // The item that paints an objects layer, or a tile layer's item (nullptr when absent).
    ObjectLayerItem* objectLayerItem(LayerId layer) const;
    TileLayerItem* tileLayerItem(LayerId layer) const;
    // The level's art under the collision view (nullptr when the level has none). While it
    // shows, the collision layers are a little translucent so the art shows through them.
    ArtItem* artItem() const { return mArt; }
    void setArtVisible(bool visible);
    bool artVisible() const { return mArtVisible; }
    static constexpr double kCollisionOverArtOpacity = palette::collisionOverArtOpacity;

    // Selected object ids, in drawing order.
    QList<ObjectId> selectedIds() const;
    void setSelectedIds(const QList<ObjectId>& ids);
    bool isSelected(ObjectId id) const { return mSelection.count(id) > 0; }
    // The topmost selectable object under pos (for markers: within their marker rectangle).
    ObjectId objectAt(QPointF pos) const;
    // Selectable objects whose shape meets the rectangle, in drawing order.
    QList<ObjectId> objectsIn(const QRectF& rect) const;
    bool isSelectable(ObjectId id) const;

    // Per-object state the canvas shows.
    bool hasObject(ObjectId id) const { return mSlots.count(id) > 0; }
    bool isOverlapping(ObjectId id) const;
    Severity issueSeverity(ObjectId id) const;
    // What a click hits: the shape's outline, or a marker's rectangle (empty when absent).
    QPainterPath hitShape(ObjectId id) const;

    // For the layer items.
    const ObjectEntry* entry(ObjectId id) const;
    const QPainterPath& pathOf(const ObjectEntry& e) const;
    // Calls visit(const ObjectEntry&) for every object of the layer whose painted bounds meet
    // rect (each layer has its own index: a sparse layer's paint never walks a dense one).
    template <class Visit> void forEachIn(LayerId layer, const QRectF& rect, Visit&& visit) const
    {
        auto it = mIndexes.find(layer);
        if (rect.isEmpty() || it == mIndexes.end())
            return;
        it->second.query(Aabb{rect.left(), rect.top(), rect.right(), rect.bottom()},
                         [&](EntryId slot) { visit(mEntries[slot]); });
    }
    // The same over every layer.
    template <class Visit> void forEachIn(const QRectF& rect, Visit&& visit) const
    {
        for (const auto& [layer, index] : mIndexes)
            forEachIn(layer, rect, visit);
    }
    // Objects drawn live on top of cached tiles instead of inside them (a small selection,
    // so dragging never waits for tiles).
    bool isLive(ObjectId id) const;
    // Whether far-out paints use the tile cache: when they would be costly (Auto), or for
    // tests and benchmarks always or never.
    enum class CacheMode { Auto, Always, Never };
    void setCacheMode(CacheMode mode);
    CacheMode cacheMode() const { return mCacheMode; }
    TileCache& tileCache() { return mTileCache; }
    const TileCache& tileCache() const { return mTileCache; }
    // Objects (of all layers) visited by the layer items' painting since the last reset:
    // what a paint costs, for tests and benchmarks.
    long long paintVisits() const { return mPaintVisits; }
    void countPaintVisits(long long n) const { mPaintVisits += n; }
    void resetPaintVisits() { mPaintVisits = 0; }

    // Largest selection drawn live over the tile cache; a larger one is baked into it.
    static constexpr int kMaxLiveSelection = 512;
    // Room for cosmetic pens (outlines, selection) around painted bounds, in device pixels.
    static constexpr double kPenMarginPx = 4.0;

private:
    void rebuild();
    void addObject(ObjectId id);
    void removeObject(ObjectId id);
    void changeObject(ObjectId id);
    void addLayer(LayerId id);
    void removeLayer(LayerId id);
    void updateLayerState(LayerId id);
    void restack();
    void updateSceneRect();
    void onOverlapsChanged(const QList<ObjectId>& affected);
    void onValidated();
    void onSettingsChanged();
    // Fills e's bounds from the object; false when the object is gone.
    bool computeEntry(ObjectEntry& e) const;
    // Repaints (and drops the cached tiles of) an object's painted area.
    void touch(const ObjectEntry& e, const QRectF& bounds);
    double pixelSize() const; // level units per device pixel in the most zoomed-in view
    // Drops selected ids that are gone or no longer selectable; emits when that changed.
    void pruneSelection();
    // The collision layers' opacity: translucent over visible art.
    double collisionOpacity() const;

    Document* mDocument;
    std::vector<ObjectEntry> mEntries;                 // by slot
    std::unordered_map<ObjectId, EntryId> mSlots;      // object -> slot
    std::vector<EntryId> mFreeSlots;
    std::unordered_map<LayerId, SpatialIndex> mIndexes; // per layer: slot -> painted bounds
    std::unordered_map<LayerId, ObjectLayerItem*> mObjectLayers;
    std::unordered_map<LayerId, TileLayerItem*> mTileLayers;
    OverlapItem* mOverlay = nullptr;
    FixPreviewItem* mFixPreview = nullptr; // owned by the scene
    ArtItem* mArt = nullptr;               // owned by the scene
    bool mArtVisible = true;
    std::unordered_set<ObjectId> mSelection;
    TileCache mTileCache;
    CacheMode mCacheMode = CacheMode::Auto;
    mutable long long mPaintVisits = 0;
    bool mRebuilding = false; // everything repaints anyway: no per-object updates
};

} // namespace ledge
