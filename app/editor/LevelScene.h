#pragma once
// The canvas scene: one ObjectItem per object, one TileLayerItem per tile layer and the overlap
// overlay, kept in step with the Level's signals. It also owns the selection of objects.

#include "model/LevelTypes.h"

#include <QGraphicsScene>
#include <QList>

#include <unordered_map>

namespace ledge {

class Document;
class ObjectItem;
class OverlapItem;
class TileLayerItem;

class LevelScene : public QGraphicsScene {
    Q_OBJECT

public:
    explicit LevelScene(Document* document, QObject* parent = nullptr);

    Document* document() const { return mDocument; }
    ObjectItem* itemFor(ObjectId id) const;
    OverlapItem* overlapItem() const { return mOverlay; }

    // Selected object ids, in drawing order.
    QList<ObjectId> selectedIds() const;
    void setSelectedIds(const QList<ObjectId>& ids);
    // The topmost selectable object under pos (within `tolerance` level units for markers).
    ObjectId objectAt(QPointF pos) const;
    // Selectable objects whose shape meets the rectangle.
    QList<ObjectId> objectsIn(const QRectF& rect) const;
    bool isSelectable(ObjectId id) const;

private:
    void rebuild();
    void addObject(ObjectId id);
    void removeObject(ObjectId id);
    void addLayer(LayerId id);
    void removeLayer(LayerId id);
    void updateLayerState(LayerId id);
    void restack();
    void updateSceneRect();
    void onOverlapsChanged(const QList<ObjectId>& affected);
    void onValidated();

    Document* mDocument;
    std::unordered_map<ObjectId, ObjectItem*> mObjects;
    std::unordered_map<LayerId, TileLayerItem*> mTileLayers;
    OverlapItem* mOverlay = nullptr;
};

} // namespace ledge
