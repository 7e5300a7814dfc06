#pragma once
// The level document. It owns layers, objects and tile cells and emits a signal for every
// change, so views, the live collision world and the validator follow it incrementally.
// Mutations go through undo commands (Commands.h) in the editor; the reader and tests may
// call them directly.

#include "LevelTypes.h"

#include <QObject>
#include <QRect>

#include <unordered_map>

namespace ledge {

class Level : public QObject {
    Q_OBJECT

public:
    explicit Level(QObject* parent = nullptr);
    ~Level() override;

    // --- document settings
    QString name() const { return mName; }
    void setName(const QString& name);
    const GridSettings& grid() const { return mGrid; }
    void setGrid(const GridSettings& grid); // resizes tile layers (new cells empty)
    const PlayerSettings& player() const { return mPlayer; }
    void setPlayer(const PlayerSettings& player);
    const RuleSettings& rules() const { return mRules; }
    void setRules(const RuleSettings& rules);
    const QJsonObject& extra() const { return mExtra; } // unknown top-level members
    void setExtra(const QJsonObject& extra) { mExtra = extra; }
    Aabb bounds() const { return mGrid.bounds(); }

    // --- layers, bottom first
    int layerCount() const { return int(mLayers.size()); }
    const LayerInfo& layerAt(int index) const { return mLayers[std::size_t(index)].info; }
    int layerIndex(LayerId id) const; // -1 when absent
    const LayerInfo* layer(LayerId id) const;
    LayerId nextLayerId() const;
    void insertLayer(int index, const LayerInfo& info); // empty layer (tiles all '.')
    void removeLayer(LayerId id);                       // with its objects
    void moveLayer(LayerId id, int toIndex);
    void setLayerInfo(LayerId id, const LayerInfo& info); // type cannot change

    // --- objects
    // Ids in drawing order (first = bottom) of an objects layer.
    const std::vector<ObjectId>& objectIds(LayerId layer) const;
    const LevelObject* object(ObjectId id) const; // nullptr when absent
    LayerId layerOf(ObjectId id) const;           // 0 when absent
    int objectCount() const { return int(mObjects.size()); }
    ObjectId nextObjectId() const { return mMaxObjectId + 1; }
    // Inserts at index in the layer's order (-1 = on top). The id must be new.
    void insertObject(LayerId layer, const LevelObject& object, int index = -1);
    void removeObject(ObjectId id);
    void setObject(const LevelObject& object); // same id; replaces name, role, shape, ...
    int objectIndex(ObjectId id) const;        // index in its layer's order

    // --- tiles (tiles layers only)
    TileKind tile(LayerId layer, int column, int row) const;
    const TileGrid& tiles(LayerId layer) const;
    void setTile(LayerId layer, int column, int row, TileKind kind);
    // Sets many cells at once and emits one tilesChanged with their bounding rectangle.
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
    };
    LayerData& data(LayerId id);
    const LayerData& data(LayerId id) const;

    QString mName;
    GridSettings mGrid;
    PlayerSettings mPlayer;
    RuleSettings mRules;
    QJsonObject mExtra;
    std::vector<LayerData> mLayers;
    std::unordered_map<ObjectId, LevelObject> mObjects;
    std::unordered_map<ObjectId, LayerId> mLayerOfObject;
    ObjectId mMaxObjectId = 0;
};

} // namespace ledge
