#pragma once
// The overlay of live overlaps: for every overlapping pair, the shared region hatched red and
// the push-out arrow from the contact point; for objects in tile cells, those cells. It follows
// LiveOverlaps incrementally: only the entries of an object that changed are recomputed (found
// through a per-object list, not a scan), and painting looks up the entries meeting the
// exposed rectangle in a spatial index. Far out with many overlaps in view it paints from the
// scene's tile cache, where regions a few pixels large become red dots without arrows.

#include "TileCache.h"
#include "collision/SpatialIndex.h"
#include "model/LevelTypes.h"

#include <QGraphicsItem>
#include <QList>
#include <QPainterPath>

#include <map>
#include <unordered_map>
#include <vector>

namespace ledge {

class Document;

class OverlapItem : public QGraphicsItem {
public:
    // The overlay's owner id in the tile cache (layers use their positive ids).
    static constexpr qint64 kCacheOwner = -1;
    static constexpr double kCacheEntries = 1000;

    OverlapItem(const Document* document, TileCache* cache);

    // Everything may have changed (a new level, a layer or settings change).
    void rebuildAll();
    // Recomputes the entries that involve these objects.
    void updateObjects(const QList<ObjectId>& ids);

    int pairCount() const { return int(mPairs.size()); }
    // Entries (pairs and tile-cell regions) visited by painting since the last reset.
    long long paintVisits() const { return mPaintVisits; }
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    struct Entry {
        ObjectId a = 0;      // the pair (a < b), or the object in tile cells (b == 0)
        ObjectId b = 0;
        QPainterPath cells;  // tile cells (before clipping to the object's shape)
        QRectF area;         // the region's bounds (of the shapes' bounds' intersection)
        QRectF bounds;       // area, contact point and push vector
        // The exact region (a path intersection, slow): built when first drawn large enough,
        // so opening a level with thousands of overlaps does not compute them all.
        mutable bool regionValid = false;
        mutable QPainterPath region;
        QPointF point;       // contact point
        QPointF push;        // push-out vector of the lower id (normal * depth)
    };
    void addPair(ObjectId a, ObjectId b);
    void dropObject(ObjectId id);
    void addTiles(ObjectId id);
    EntryId store(Entry entry);
    void release(EntryId slot);
    void draw(QPainter* painter, const QRectF& rect, double scale);
    const QPainterPath& regionOf(const Entry& e) const;

    const Document* mDocument;
    TileCache* mCache;
    std::vector<Entry> mEntries; // by slot
    std::vector<EntryId> mFree;
    SpatialIndex mIndex;         // slot -> bounds
    std::map<std::pair<ObjectId, ObjectId>, EntryId> mPairs;
    std::unordered_map<ObjectId, EntryId> mTileCells;
    std::unordered_map<ObjectId, std::vector<ObjectId>> mPartners; // both directions
    QRectF mExtent;
    long long mPaintVisits = 0;
};

} // namespace ledge
