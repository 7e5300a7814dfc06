#pragma once
// The level document. It owns layers, objects and tile cells and emits a signal for every
// change, so views, the live collision world and the validator follow it incrementally.
// Mutations go through undo commands (Commands.h) in the editor; the reader and tests may
// call them directly.
//
// Bad input never asserts: a mutation naming an unknown layer or object id, a layer of the
// wrong type, a cell outside the grid or an id already in use is a no-op without a signal.
// A mutation that changes nothing emits nothing. Signals are emitted after the state changed,
// except the *AboutToBeRemoved ones, emitted while the item still exists.

#include "model/ModelExport.h"
#include "LevelTypes.h"
#include "ObjectTypes.h"

#include <QObject>
#include <QRect>

#include <unordered_map>

namespace ledge {

class LEDGE_MODEL_EXPORT Level : public QObject {
    Q_OBJECT

public:
    explicit Level(QObject* parent = nullptr);
    ~Level() override;

    // --- document settings
    QString name() const { return mName; }
    void setName(const QString& name);
    const GridSettings& grid() const { return mGrid; }
    // Resizes tile layers, keeping the cells that still fit (new cells empty). Emits
    // settingsChanged, then tilesChanged over the whole grid of each tile layer when the
    // columns, rows or cell size changed. Negative columns or rows count as 0 for tile layers.
    void setGrid(const GridSettings& grid);
    const PlayerSettings& player() const { return mPlayer; }
    void setPlayer(const PlayerSettings& player);
    const RuleSettings& rules() const { return mRules; }
    void setRules(const RuleSettings& rules);
    // Custom object types (ObjectTypes.h), the file's optional "types".
    const std::vector<ObjectType>& objectTypes() const { return mTypes; }
    void setObjectTypes(const std::vector<ObjectType>& types);
    const QJsonObject& extra() const { return mExtra; } // unknown top-level members
    void setExtra(const QJsonObject& extra) { mExtra = extra; }
    Aabb bounds() const { return mGrid.bounds(); }

    // --- layers, bottom first
    int layerCount() const { return int(mLayers.size()); }
    const LayerInfo& layerAt(int index) const { return mLayers[std::size_t(index)].info; }
    int layerIndex(LayerId id) const; // -1 when absent
    const LayerInfo* layer(LayerId id) const;
    // One more than the largest layer id this level has ever held (never reused).
    LayerId nextLayerId() const;
    // Empty layer (tiles all '.') at index, clamped to [0, layerCount()]. No-op when
    // info.id <= 0 or already used.
    void insertLayer(int index, const LayerInfo& info);
    // With its objects: each object is removed first, top first, with its own
    // objectAboutToBeRemoved/objectRemoved; then layerAboutToBeRemoved, layerRemoved.
    void removeLayer(LayerId id);
    // toIndex is clamped to [0, layerCount() - 1]; emits layerMoved when the index changed.
    void moveLayer(LayerId id, int toIndex);
    // Replaces name, visible, locked, collides and extra; the id and type cannot change
    // (the given ones are ignored). Emits layerChanged when something changed.
    void setLayerInfo(LayerId id, const LayerInfo& info);

    // --- objects
    // Ids in drawing order (first = bottom) of an objects layer; empty for any other id.
    const std::vector<ObjectId>& objectIds(LayerId layer) const;
    const LevelObject* object(ObjectId id) const; // nullptr when absent
    LayerId layerOf(ObjectId id) const;           // 0 when absent
    int objectCount() const { return int(mObjects.size()); }
    // One more than the largest object id this level has ever held (never reused).
    ObjectId nextObjectId() const { return mMaxObjectId + 1; }
    // Inserts at index in the layer's order (-1 or past the end = on top). The id must be
    // positive and new and the layer an objects layer; otherwise nothing happens.
    void insertObject(LayerId layer, const LevelObject& object, int index = -1);
    // Puts objects on top of the layer in the given order, moving them in: exactly what
    // insertObject(layer, o) for each in turn does (the same no-ops for a bad layer or id, one
    // objectInserted per inserted object, emitted right after that object is in place), with
    // the id tables grown once instead of by rehashing, for the reader's 100,000-object layers.
    void insertObjects(LayerId layer, std::vector<LevelObject>&& objects);
    void removeObject(ObjectId id);
    void setObject(const LevelObject& object); // same id; replaces name, role, shape, ...
    // Index in its layer's order, -1 when absent. O(1) after appends; the first call after an
    // insertion below the top or a removal renumbers that layer once.
    int objectIndex(ObjectId id) const;

    // --- tiles (tiles layers only)
    TileKind tile(LayerId layer, int column, int row) const; // Empty outside the grid
    const TileGrid& tiles(LayerId layer) const; // an empty grid for any other id
    void setTile(LayerId layer, int column, int row, TileKind kind);
    // Sets many cells at once and emits one tilesChanged with the bounding rectangle of the
    // cells that actually changed (none: no signal). Cells outside the grid are skipped.
    void setTiles(LayerId layer, const std::vector<std::pair<Cell, TileKind>>& cells);

    // Every object, in layer order then drawing order.
    template <typename F> void forEachObject(F&& f) const
    {
        for (const auto& l : mLayers)
            for (ObjectId id : l.objects)
                f(l.info, mObjects.at(id));
    }

signals:
    void settingsChanged(); // name, grid, player or rules
    void layerInserted(ledge::LayerId id);
    void layerAboutToBeRemoved(ledge::LayerId id);
    void layerRemoved(ledge::LayerId id);
    void layerMoved(ledge::LayerId id);
    void layerChanged(ledge::LayerId id);
    void objectInserted(ledge::ObjectId id);
    void objectAboutToBeRemoved(ledge::ObjectId id);
    void objectRemoved(ledge::ObjectId id);
    void objectChanged(ledge::ObjectId id);
    // Cells of a tile layer changed inside this rectangle (x = column, y = row).
    void tilesChanged(ledge::LayerId layer, QRect cells);

private:
    struct LayerData {
        LayerInfo info;
        std::vector<ObjectId> objects; // objects layers
        TileGrid tiles;                // tiles layers
        // Place::index is right for every object of this layer whose cached index is below
        // this mark. An insertion or removal at index i lowers the mark to i (only objects
        // above i moved); appending to a fully fresh layer raises it. objectIndex() renumbers
        // from the mark up, once, when asked about an object above it. So removals from the
        // top down (a multiple delete) and appends never renumber.
        mutable std::size_t freshBelow = 0;
    };
    // Where an object is: its layer, and its index in the layer's order (see freshBelow).
    struct Place {
        LayerId layer = 0;
        mutable int index = 0;
    };
    LayerData* findData(LayerId id); // nullptr when absent
    const LayerData* findData(LayerId id) const;
    static void resizeTiles(TileGrid& tiles, const GridSettings& grid);

    QString mName;
    GridSettings mGrid;
    PlayerSettings mPlayer;
    RuleSettings mRules;
    std::vector<ObjectType> mTypes;
    QJsonObject mExtra;
    std::vector<LayerData> mLayers;
    std::unordered_map<ObjectId, LevelObject> mObjects;
    std::unordered_map<ObjectId, Place> mPlaces;
    ObjectId mMaxObjectId = 0;
    LayerId mMaxLayerId = 0;
};

} // namespace ledge
