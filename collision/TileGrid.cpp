#include "TileGrid.h"

#include <algorithm>

namespace ledge {

// Greedy merge: each row is cut into maximal runs of one kind; a run continues the rectangle
// open above it when that rectangle has exactly the same columns and kind, otherwise the
// rectangle is closed and the run opens a new one. Every non-empty cell lies in exactly one
// run, and every run in exactly one rectangle, so the cover is exact.
std::vector<CellRect> mergeCells(const TileGrid& grid)
{
    std::vector<CellRect> done;
    if (grid.columns <= 0 || grid.rows <= 0)
        return done;
    const auto columns = static_cast<std::size_t>(grid.columns);
    // A short cell array (a malformed grid) reads as empty cells.
    auto kindAt = [&](int column, int row) {
        const std::size_t i = static_cast<std::size_t>(row) * columns + static_cast<std::size_t>(column);
        return i < grid.cells.size() ? grid.cells[i] : TileKind::Empty;
    };

    std::vector<CellRect> open; // rectangles reaching the previous row, sorted by column0
    std::vector<CellRect> next;
    for (int row = 0; row < grid.rows; ++row) {
        next.clear();
        std::size_t o = 0;
        int column = 0;
        while (column < grid.columns) {
            const TileKind kind = kindAt(column, row);
            if (kind == TileKind::Empty) {
                ++column;
                continue;
            }
            int end = column + 1;
            while (end < grid.columns && kindAt(end, row) == kind)
                ++end;
            // Close the open rectangles that start left of this run: nothing below continues them.
            while (o < open.size() && open[o].column0 < column)
                done.push_back(open[o++]);
            if (o < open.size() && open[o].column0 == column && open[o].column1 == end
                && open[o].kind == kind) {
                CellRect r = open[o++];
                r.row1 = row + 1;
                next.push_back(r);
            } else {
                next.push_back({column, row, end, row + 1, kind});
            }
            column = end;
        }
        while (o < open.size())
            done.push_back(open[o++]);
        open.swap(next);
    }
    done.insert(done.end(), open.begin(), open.end());
    std::sort(done.begin(), done.end(), [](const CellRect& a, const CellRect& b) {
        return a.row0 != b.row0 ? a.row0 < b.row0 : a.column0 < b.column0;
    });
    return done;
}

} // namespace ledge
