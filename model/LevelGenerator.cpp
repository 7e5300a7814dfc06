#include "LevelGenerator.h"

#include <cmath>
#include <random>

namespace ledge {

namespace {

// Every shape lives in its own slot of the lattice; shapes stay inside their slot unless they
// are chosen to overlap, so the overlap share is what the options say.
constexpr double kSlot = 96;
constexpr double kCell = 32;

Shape shapeInSlot(std::mt19937& rng, double x, double y, bool overlapNeighbour)
{
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    // Sizes in whole pixels: levels are drawn on a grid, and exact coordinates keep touching
    // shapes touching.
    auto px = [&](double lo, double hi) { return std::floor(lo + unit(rng) * (hi - lo)); };
    const double grow = overlapNeighbour ? kSlot * 0.5 : 0.0;
    const double kind = unit(rng);
    if (kind < 0.5) {
        const double w = px(16, 72), h = px(16, 72);
        return Box{x + px(0, kSlot - w - 8), y + px(0, kSlot - h - 8), w + grow, h};
    }
    if (kind < 0.65) {
        const double r = px(8, 36);
        return Circle{x + r + px(0, kSlot - 2 * r - 8) + grow, y + r + px(0, kSlot - 2 * r - 8), r};
    }
    if (kind < 0.8) {
        const double w = px(16, 72), h = px(16, 72);
        return Slope{x + px(0, kSlot - w - 8), y + px(0, kSlot - h - 8), w + grow, h,
                     unit(rng) < 0.5 ? Rise::Left : Rise::Right, unit(rng) < 0.2};
    }
    // A convex or concave pentagon inside the slot.
    const double w = px(32, 80) + grow, h = px(32, 80);
    const double ox = x + px(0, std::max(1.0, kSlot - w - 8 + grow)), oy = y + px(0, kSlot - h - 8);
    const double notch = unit(rng) < 0.5 ? h * 0.75 : h * 0.25; // below the top edge: concave
    return Polygon{{{ox, oy + h}, {ox, oy}, {ox + w * 0.5, oy + notch}, {ox + w, oy}, {ox + w, oy + h}}};
}

LevelObject makeObject(ObjectId id, Role role, Shape shape, QString name = {})
{
    LevelObject o;
    o.id = id;
    o.role = role;
    o.shape = std::move(shape);
    o.name = std::move(name);
    return o;
}

} // namespace

std::unique_ptr<Level> generateLevel(const GeneratorOptions& options)
{
    auto level = std::make_unique<Level>();
    std::mt19937 rng(options.seed);
    std::uniform_real_distribution<double> unit(0.0, 1.0);

    const int perRow = std::max(1, int(std::ceil(std::sqrt(double(std::max(options.shapes, 1))))));
    const int slotRows = (std::max(options.shapes, 1) + perRow - 1) / perRow;
    GridSettings grid;
    grid.cellSize = kCell;
    grid.columns = int(std::ceil(perRow * kSlot / kCell)) + 2;
    grid.rows = int(std::ceil(slotRows * kSlot / kCell)) + 4;
    level->setGrid(grid);
    level->setName(QStringLiteral("Generated (%1 shapes, seed %2)").arg(options.shapes).arg(options.seed));
    PlayerSettings player;
    player.mode = options.mode;
    if (options.mode == MovementMode::TopDown)
        player.height = player.width;
    level->setPlayer(player);

    level->insertLayer(0, LayerInfo{1, QStringLiteral("Solids"), LayerType::Objects, true, false, true, {}});
    level->insertLayer(1, LayerInfo{2, QStringLiteral("Markers"), LayerType::Objects, true, false, true, {}});
    ObjectId next = 1;
    const double width = grid.columns * kCell, height = grid.rows * kCell;
    level->insertObject(1, makeObject(next++, Role::Solid, Box{0, height - kCell, width, kCell},
                                      QStringLiteral("floor")));
    // Shapes start two cells down, so the top rows stay free for the spawn.
    for (int i = 0; i < options.shapes; ++i) {
        const double x = (i % perRow) * kSlot, y = 2 * kCell + (i / perRow) * kSlot;
        const bool overlap = unit(rng) < options.overlapShare;
        const Role role = unit(rng) < 0.9 ? Role::Solid : (unit(rng) < 0.5 ? Role::OneWay : Role::Hazard);
        level->insertObject(1, makeObject(next++, role, shapeInSlot(rng, x, y, overlap)));
    }
    // Both spawns stand in the free band between the last lattice row (which ends 72 units
    // above the bottom) and the floor: the platformer's feet on the floor, the top-down
    // player's box (centred on the point) 8 units above it. The top rows are no place for a
    // top-down spawn: with --tiles, row 0 is solid and row 1 has one-way tiles.
    level->insertObject(2, makeObject(next++, Role::Spawn,
                                      options.mode == MovementMode::Platformer
                                          ? Shape(Point{32, height - kCell})
                                          : Shape(Point{32, height - kCell - 8 - player.height / 2})));
    for (int i = 0; i < options.targets; ++i) {
        const double x = 48 + unit(rng) * (width - 96);
        level->insertObject(2, makeObject(next++, i % 2 ? Role::Pickup : Role::Goal,
                                          Point{std::floor(x), height - kCell - 8}));
    }
    if (options.tiles) {
        level->insertLayer(1, LayerInfo{3, QStringLiteral("Tiles"), LayerType::Tiles, true, false, true, {}});
        std::vector<std::pair<Cell, TileKind>> cells;
        for (int c = 0; c < grid.columns; ++c)
            cells.push_back({{c, 0}, TileKind::Solid});
        for (int i = 0; i < grid.columns * grid.rows / 50; ++i)
            cells.push_back({{int(rng() % unsigned(grid.columns)), 1}, TileKind::OneWay});
        level->setTiles(3, cells);
    }
    return level;
}

} // namespace ledge
