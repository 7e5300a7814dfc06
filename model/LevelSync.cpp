#include "LevelSync.h"

#include "LevelDiff.h"

#include <unordered_set>

namespace ledge {

void syncLevel(Level& level, const Level& to)
{
    level.setName(to.name());
    level.setGrid(to.grid());
    level.setPlayer(to.player());
    level.setRules(to.rules());
    level.setExtra(to.extra());

    // Layers: removed (also when their type changed), added, described, ordered.
    std::vector<LayerId> gone;
    for (int i = 0; i < level.layerCount(); ++i) {
        const LayerInfo& info = level.layerAt(i);
        const LayerInfo* target = to.layer(info.id);
        if (!target || target->type != info.type)
            gone.push_back(info.id);
    }
    for (LayerId id : gone)
        level.removeLayer(id);
    for (int i = 0; i < to.layerCount(); ++i) {
        const LayerInfo& info = to.layerAt(i);
        if (!level.layer(info.id))
            level.insertLayer(i, info);
        else
            level.setLayerInfo(info.id, info);
    }
    for (int i = 0; i < to.layerCount(); ++i)
        if (level.layerAt(i).id != to.layerAt(i).id)
            level.moveLayer(to.layerAt(i).id, i);

    // Objects gone or in another layer leave first.
    std::vector<ObjectId> leaving;
    level.forEachObject([&](const LayerInfo& layer, const LevelObject& o) {
        if (to.layerOf(o.id) != layer.id)
            leaving.push_back(o.id);
    });
    for (auto it = leaving.rbegin(); it != leaving.rend(); ++it)
        level.removeObject(*it);
    std::vector<std::pair<Cell, TileKind>> cells;
    for (int i = 0; i < to.layerCount(); ++i) {
        const LayerInfo& info = to.layerAt(i);
        if (info.type == LayerType::Tiles) {
            const TileGrid& want = to.tiles(info.id);
            cells.clear();
            for (int r = 0; r < want.rows; ++r)
                for (int c = 0; c < want.columns; ++c)
                    if (level.tile(info.id, c, r) != want.at(c, r))
                        cells.push_back({Cell{c, r}, want.at(c, r)});
            if (!cells.empty())
                level.setTiles(info.id, cells);
            continue;
        }
        // Those out of the longest run of kept order leave too; then everything missing is
        // inserted at its index, which is right once all before it are in place.
        const std::vector<ObjectId>& target = to.objectIds(info.id);
        std::vector<qint64> current = level.objectIds(info.id), wanted;
        const std::unordered_set<qint64> present(current.begin(), current.end());
        for (ObjectId id : target)
            if (present.count(id))
                wanted.push_back(id);
        const std::vector<bool> moved = movedInOrder(current, wanted);
        for (std::size_t k = wanted.size(); k-- > 0;)
            if (moved[k])
                level.removeObject(wanted[k]);
        for (std::size_t k = 0; k < target.size(); ++k) {
            const LevelObject& o = *to.object(target[k]);
            if (level.object(o.id))
                level.setObject(o);
            else
                level.insertObject(info.id, o, int(k));
        }
    }
}

ReplaceLevelCommand::ReplaceLevelCommand(Level* level, std::unique_ptr<Level> after, const QString& text,
                                         QUndoCommand* parent)
    : QUndoCommand(text, parent), mLevel(level), mBefore(cloneLevel(*level)), mAfter(std::move(after))
{
}

void ReplaceLevelCommand::redo() { syncLevel(*mLevel, *mAfter); }

void ReplaceLevelCommand::undo() { syncLevel(*mLevel, *mBefore); }

} // namespace ledge
