#include "LevelClone.h"

namespace ledge {

std::unique_ptr<Level> cloneLevel(const Level& level)
{
    auto copy = std::make_unique<Level>();
    copy->setName(level.name());
    copy->setGrid(level.grid());
    copy->setPlayer(level.player());
    copy->setRules(level.rules());
    copy->setObjectTypes(level.objectTypes());
    copy->setExtra(level.extra());
    std::vector<std::pair<Cell, TileKind>> cells;
    for (int i = 0; i < level.layerCount(); ++i) {
        const LayerInfo& info = level.layerAt(i);
        copy->insertLayer(i, info);
        if (info.type == LayerType::Objects) {
            // Appending keeps each object's cached index valid: no renumbering later.
            for (ObjectId id : level.objectIds(info.id))
                copy->insertObject(info.id, *level.object(id));
            continue;
        }
        const TileGrid& grid = level.tiles(info.id);
        cells.clear();
        for (int r = 0; r < grid.rows; ++r)
            for (int c = 0; c < grid.columns; ++c)
                if (grid.at(c, r) != TileKind::Empty)
                    cells.push_back({Cell{c, r}, grid.at(c, r)});
        if (!cells.empty())
            copy->setTiles(info.id, cells);
    }
    return copy;
}

} // namespace ledge
