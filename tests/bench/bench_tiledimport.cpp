// A 1024 x 1024-tile Tiled map whose tiles carry collision shapes (Tiled's collision editor):
// open (parse the TMX and build the level: whole-cell shapes become cells, the others objects)
// and validate (overlaps and reachability), beside the same map read the old way, every used
// tile a whole solid cell (a tileset without shapes, the layer named Collision).
//   terrain  ground of whole-cell tiles under a rolling surface of slope and half tiles,
//            one-way platforms above it: the shape of most platformer maps
//   dense    a quarter of all cells are tiles with a partial shape (a rock): the worst case
// Usage: bench_tiledimport [repeats]   (default 3; CPU and wall time, medians)

#include "BenchTiming.h"
#include "TiledConvert.h"
#include "TiledMap.h"
#include "model/LevelArt.h"
#include "model/Validator.h"

#include <QCoreApplication>
#include <QRandomGenerator>

#include <algorithm>
#include <cstdio>

namespace {

constexpr int kSide = 1024;
constexpr int kTile = 16;

// gids: 1 whole block, 2 slope up, 3 slope down, 4 half block, 5 one-way plank, 6 rock.
QByteArray tileset(bool shapes)
{
    if (!shapes)
        return R"(<tileset firstgid="1" name="plain" tilewidth="16" tileheight="16" tilecount="6" columns="6"/>)";
    // With a picture: the open includes describing the art (a grid of a million cells).
    return R"(<tileset firstgid="1" name="shaped" tilewidth="16" tileheight="16" tilecount="6" columns="6">
  <image source="tiles.png" width="96" height="16"/>
  <tile id="0"><objectgroup><object id="1" x="0" y="0" width="16" height="16"/></objectgroup></tile>
  <tile id="1"><objectgroup><object id="1" x="0" y="0"><polygon points="0,16 16,0 16,16"/></object></objectgroup></tile>
  <tile id="2"><objectgroup><object id="1" x="0" y="0"><polygon points="0,0 16,16 0,16"/></object></objectgroup></tile>
  <tile id="3"><objectgroup><object id="1" x="0" y="8" width="16" height="8"/></objectgroup></tile>
  <tile id="4" type="oneway"><objectgroup><object id="1" x="0" y="0" width="16" height="4"/></objectgroup></tile>
  <tile id="5"><objectgroup><object id="1" x="2" y="3"><polygon points="0,10 5,0 12,2 12,12"/></object></objectgroup></tile>
 </tileset>)";
}

QByteArray makeMap(bool shapes, bool dense)
{
    std::vector<std::uint32_t> gids(std::size_t(kSide) * kSide, 0);
    QRandomGenerator random(11);
    int height = kSide / 2;
    std::vector<int> surface(kSide);
    for (int c = 0; c < kSide; ++c) {
        const int step = int(random.bounded(3)) - 1; // -1, 0, +1 rows
        const int next = std::clamp(height + step, kSide / 4, kSide - 8);
        for (int r = next + 1; r < kSide; ++r)
            gids[std::size_t(r) * kSide + c] = 1;
        gids[std::size_t(next) * kSide + c] = next < height ? 2 : next > height ? 3 : 4;
        height = next;
        surface[std::size_t(c)] = next;
        if (c % 24 == 0 && c + 6 < kSide)
            for (int k = 0; k < 6; ++k)
                gids[std::size_t(height - 6) * kSide + c + k] = 5;
    }
    if (dense)
        for (std::uint32_t& g : gids)
            if (random.bounded(4) == 0)
                g = 6;
    QByteArray csv;
    csv.reserve(qsizetype(gids.size()) * 2);
    for (std::size_t i = 0; i < gids.size(); ++i) {
        csv += QByteArray::number(gids[i]);
        csv += i + 1 < gids.size() ? "," : "";
        if ((i + 1) % kSide == 0)
            csv += '\n';
    }
    const QByteArray layerName = shapes ? "Terrain" : "Collision";
    return R"(<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" width="1024" height="1024" tilewidth="16" tileheight="16" infinite="0">
 <properties><property name="ledge.player.mode" value="platformer"/></properties>
 )" + tileset(shapes) + R"(
 <layer id="1" name=")" + layerName + R"(" width="1024" height="1024"><data encoding="csv">
)" + csv + R"(</data></layer>
 <objectgroup id="2" name="Markers">
  <object id="1" type="spawn" x="40" y=")" + QByteArray::number(surface[2] * kTile - 24) + R"("><point/></object>
  <object id="2" type="goal" x="480" y=")" + QByteArray::number(surface[30] * kTile - 48) + R"(" width="16" height="16"/>
 </objectgroup>
</map>
)";
}

void row(const char* name, bool shapes, bool dense, int repeats)
{
    const QByteArray tmx = makeMap(shapes, dense);
    std::unique_ptr<ledge::Level> level;
    const ledge::bench::Timing open = ledge::bench::measure(repeats, [&] {
        const ledge::tiled::ParseResult parsed = ledge::tiled::parseTmx(tmx, QString());
        level = std::move(ledge::tiled::toLevel(parsed.map, QString()).level);
    });
    int cells = 0;
    for (int i = 0; i < level->layerCount(); ++i)
        if (level->layerAt(i).type == ledge::LayerType::Tiles)
            for (ledge::TileKind k : level->tiles(level->layerAt(i).id).cells)
                cells += k != ledge::TileKind::Empty;
    ledge::ValidationReport report;
    const ledge::bench::Timing validate = ledge::bench::measure(repeats, [&] { report = ledge::Validator(*level).run(); });
    // What the editor does first on opening it: reading the art back from the level.
    std::size_t artCells = 0;
    const ledge::bench::Timing art = ledge::bench::measure(repeats, [&] {
        const ledge::LevelArt read = ledge::levelArt(*level);
        artCells = 0;
        for (const ledge::ArtLayer& l : read.layers)
            artCells += std::size_t(std::count_if(l.grid.cells.begin(), l.grid.cells.end(), [](std::uint32_t v) { return v != 0; }));
    });
    std::printf("%-28s %8.1f MB  cells %8d  objects %7d   open %7.0f ms CPU %7.0f ms wall   validate %7.0f ms CPU %7.0f ms wall  (%d errors)"
                "   art %zu cells, read %4.0f ms CPU\n",
                name, double(tmx.size()) / 1e6, cells, level->objectCount(), open.cpuMs, open.wallMs, validate.cpuMs,
                validate.wallMs, report.errorCount(), artCells, art.cpuMs);
    std::fflush(stdout);
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const int repeats = argc > 1 ? std::max(1, std::atoi(argv[1])) : 3;
    row("terrain, tile shapes", true, false, repeats);
    row("terrain, whole cells (old)", false, false, repeats);
    row("dense, tile shapes", true, true, repeats);
    row("dense, whole cells (old)", false, true, repeats);
    std::printf("peak RSS %ld MB\n", ledge::bench::peakRssMb());
    return 0;
}
