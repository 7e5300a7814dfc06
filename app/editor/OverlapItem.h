#pragma once
// The overlay of live overlaps: for every overlapping pair, the shared region hatched red and
// the push-out arrow from the contact point; for objects in tile cells, those cells. It follows
// LiveOverlaps incrementally: only the pairs of an object that changed are recomputed.

#include "model/LevelTypes.h"

#include <QGraphicsItem>
#include <QList>
#include <QPainterPath>

#include <map>
#include <vector>

namespace ledge {

class Document;

class OverlapItem : public QGraphicsItem {
public:
    explicit OverlapItem(const Document* document);

    // Everything may have changed (a new level, a layer or settings change).
    void rebuildAll();
    // Recomputes the entries that involve these objects.
    void updateObjects(const QList<ObjectId>& ids);

    int pairCount() const { return int(mPairs.size()); }
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    struct PairEntry {
        QPainterPath region;
        QPointF point;   // contact point
        QPointF push;    // push-out vector of the lower id (normal * depth)
    };
    void addPair(ObjectId a, ObjectId b);
    void dropObject(ObjectId id);
    void addTiles(ObjectId id);

    const Document* mDocument;
    std::map<std::pair<ObjectId, ObjectId>, PairEntry> mPairs;
    std::map<ObjectId, QPainterPath> mTileCells;
};

} // namespace ledge
