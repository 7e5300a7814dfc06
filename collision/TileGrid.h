#pragma once
// Tile layers (docs/file-format.md): a grid of cells, each empty or one collidable kind.

#include "collision/CollisionExport.h"
#include "Vec2.h"

#include <cstdint>
#include <vector>

namespace ledge {

enum class TileKind : char { Empty = '.', Solid = '#', OneWay = '=', Hazard = '^' };

struct Cell {
    int column = 0;
    int row = 0;
    friend bool operator==(const Cell&, const Cell&) = default;
    // Row first, then column: the order reports use.
    friend bool operator<(const Cell& a, const Cell& b)
    {
        return a.row != b.row ? a.row < b.row : a.column < b.column;
    }
};

struct TileGrid {
    int columns = 0;
    int rows = 0;
    double cellSize = 0.0;
    std::vector<TileKind> cells; // row-major, columns * rows

    TileKind at(int column, int row) const
    {
        return cells[static_cast<std::size_t>(row) * static_cast<std::size_t>(columns)
                     + static_cast<std::size_t>(column)];
    }
    Aabb cellBounds(int column, int row) const
    {
        return {column * cellSize, row * cellSize, (column + 1) * cellSize, (row + 1) * cellSize};
    }
};

// A rectangle of cells [column0, column1) x [row0, row1), all of one kind.
struct CellRect {
    int column0 = 0, row0 = 0, column1 = 0, row1 = 0;
    TileKind kind = TileKind::Solid;
    friend bool operator==(const CellRect&, const CellRect&) = default;
};

// Covers every non-empty cell exactly once with few rectangles of one kind each
// (greedy: grow runs along rows, then merge equal runs downwards).
LEDGE_COLLISION_EXPORT std::vector<CellRect> mergeCells(const TileGrid& grid);

} // namespace ledge
