// Small levels built in code, shared by the tests: a grid, layers in order, objects.
#pragma once

#include "model/Level.h"

#include <initializer_list>
#include <memory>

namespace ledge::test {

inline LayerInfo objectsLayer(LayerId id, const QString& name = {})
{
    LayerInfo l;
    l.id = id;
    l.name = name;
    l.type = LayerType::Objects;
    return l;
}

inline LayerInfo tilesLayer(LayerId id, const QString& name = {})
{
    LayerInfo l = objectsLayer(id, name);
    l.type = LayerType::Tiles;
    return l;
}

inline LevelObject object(ObjectId id, Role role, Shape shape, const QString& name = {})
{
    LevelObject o;
    o.id = id;
    o.name = name;
    o.role = role;
    o.shape = std::move(shape);
    return o;
}

// A level of columns x rows cells of cellSize units with these layers, bottom first, no objects.
inline std::unique_ptr<Level> makeLevel(int columns, int rows, double cellSize,
                                        std::initializer_list<LayerInfo> layers)
{
    auto level = std::make_unique<Level>();
    GridSettings grid;
    grid.cellSize = cellSize;
    grid.columns = columns;
    grid.rows = rows;
    level->setGrid(grid);
    int index = 0;
    for (const LayerInfo& layer : layers)
        level->insertLayer(index++, layer);
    return level;
}

} // namespace ledge::test
