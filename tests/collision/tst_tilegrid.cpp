// mergeCells: every non-empty cell covered exactly once, by a rectangle of its own kind, with
// few rectangles.

#include "collision/TileGrid.h"

#include <QtTest>

#include <random>

using namespace ledge;

namespace {

TileGrid gridFrom(const QStringList& rows, double cellSize = 32.0)
{
    TileGrid g;
    g.rows = int(rows.size());
    g.columns = rows.isEmpty() ? 0 : int(rows.first().size());
    g.cellSize = cellSize;
    for (const QString& row : rows)
        for (QChar c : row)
            g.cells.push_back(TileKind(c.toLatin1()));
    return g;
}

TileGrid randomGrid(unsigned seed, int columns, int rows, int emptyWeight)
{
    std::mt19937 rng(seed);
    std::uniform_int_distribution<int> pick(0, emptyWeight + 2);
    const TileKind kinds[] = {TileKind::Solid, TileKind::OneWay, TileKind::Hazard};
    TileGrid g{columns, rows, 16.0, {}};
    for (int i = 0; i < columns * rows; ++i) {
        const int k = pick(rng);
        g.cells.push_back(k < emptyWeight ? TileKind::Empty : kinds[k - emptyWeight]);
    }
    return g;
}

// Empty when the rectangles cover every non-empty cell exactly once with its kind, stay
// inside the grid and cover no empty cell; otherwise what went wrong.
QString coverProblem(const TileGrid& g, const std::vector<CellRect>& rects)
{
    std::vector<int> covered(g.cells.size(), 0);
    for (const CellRect& r : rects) {
        if (r.column0 < 0 || r.row0 < 0 || r.column1 > g.columns || r.row1 > g.rows
            || r.column0 >= r.column1 || r.row0 >= r.row1)
            return QStringLiteral("bad rectangle %1,%2-%3,%4").arg(r.column0).arg(r.row0).arg(r.column1).arg(r.row1);
        for (int y = r.row0; y < r.row1; ++y)
            for (int x = r.column0; x < r.column1; ++x) {
                if (g.at(x, y) != r.kind)
                    return QStringLiteral("cell %1,%2 has another kind").arg(x).arg(y);
                ++covered[std::size_t(y) * std::size_t(g.columns) + std::size_t(x)];
            }
    }
    for (int y = 0; y < g.rows; ++y)
        for (int x = 0; x < g.columns; ++x) {
            const int n = covered[std::size_t(y) * std::size_t(g.columns) + std::size_t(x)];
            if (g.at(x, y) != TileKind::Empty && n != 1)
                return QStringLiteral("cell %1,%2 covered %3 times").arg(x).arg(y).arg(n);
        }
    return {};
}

// Maximal same-kind runs along rows: the rectangles can never be more than these.
int runCount(const TileGrid& g)
{
    int runs = 0;
    for (int y = 0; y < g.rows; ++y)
        for (int x = 0; x < g.columns; ++x)
            if (g.at(x, y) != TileKind::Empty && (x == 0 || g.at(x - 1, y) != g.at(x, y)))
                ++runs;
    return runs;
}

} // namespace

class TestTileGrid : public QObject {
    Q_OBJECT

private slots:
    void namedGrids_data();
    void namedGrids();
    void randomGrids_data();
    void randomGrids();
    void cellBounds();
};

void TestTileGrid::namedGrids_data()
{
    QTest::addColumn<QStringList>("rows");
    QTest::addColumn<int>("rectangles");
    QTest::newRow("no cells") << QStringList{} << 0;
    QTest::newRow("all empty") << QStringList{"....", "...."} << 0;
    QTest::newRow("one cell") << QStringList{"...", ".#.", "..."} << 1;
    QTest::newRow("full block") << QStringList{"####", "####", "####"} << 1;
    QTest::newRow("floor and wall") << QStringList{"#...", "#...", "####"} << 2;
    QTest::newRow("kinds side by side") << QStringList{"##==^^", "##==^^"} << 3;
    QTest::newRow("kinds stacked") << QStringList{"====", "####", "^^^^"} << 3;
    QTest::newRow("checkerboard") << QStringList{"#=#", "=#=", "#=#"} << 9;
    QTest::newRow("column") << QStringList{".#.", ".#.", ".#.", ".#."} << 1;
    QTest::newRow("hole in a block") << QStringList{"###", "#.#", "###"} << 4;
    QTest::newRow("run splits below") << QStringList{"####", "##..", "####"} << 3;
    QTest::newRow("single row") << QStringList{"#.#.##=="} << 4;
}

void TestTileGrid::namedGrids()
{
    QFETCH(QStringList, rows);
    QFETCH(int, rectangles);
    const TileGrid g = gridFrom(rows);
    const std::vector<CellRect> rects = mergeCells(g);
    QCOMPARE(coverProblem(g, rects), QString());
    QCOMPARE(int(rects.size()), rectangles);
}

void TestTileGrid::randomGrids_data()
{
    QTest::addColumn<unsigned>("seed");
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("emptyWeight");
    QTest::newRow("sparse 40x30") << 1u << 40 << 30 << 12;
    QTest::newRow("dense 40x30") << 2u << 40 << 30 << 1;
    QTest::newRow("half 64x24") << 3u << 64 << 24 << 3;
    QTest::newRow("one column") << 4u << 1 << 50 << 2;
    QTest::newRow("one row") << 5u << 50 << 1 << 2;
    QTest::newRow("solid only") << 6u << 30 << 30 << 0;
}

void TestTileGrid::randomGrids()
{
    QFETCH(unsigned, seed);
    QFETCH(int, columns);
    QFETCH(int, rows);
    QFETCH(int, emptyWeight);
    const TileGrid g = randomGrid(seed, columns, rows, emptyWeight);
    const std::vector<CellRect> rects = mergeCells(g);
    QCOMPARE(coverProblem(g, rects), QString());
    QVERIFY(int(rects.size()) <= runCount(g));
    // Sorted by row, then column.
    QVERIFY(std::is_sorted(rects.begin(), rects.end(), [](const CellRect& a, const CellRect& b) {
        return a.row0 != b.row0 ? a.row0 < b.row0 : a.column0 < b.column0;
    }));
}

void TestTileGrid::cellBounds()
{
    const TileGrid g = gridFrom({"..", ".#"}, 32.0);
    QCOMPARE(g.cellBounds(1, 1), (Aabb{32, 32, 64, 64}));
    QCOMPARE(g.at(1, 1), TileKind::Solid);
    // A malformed grid (too few cells) reads the missing cells as empty.
    TileGrid shortGrid = g;
    shortGrid.cells.resize(2);
    shortGrid.cells[0] = TileKind::Hazard;
    const std::vector<CellRect> rects = mergeCells(shortGrid);
    QCOMPARE(rects.size(), std::size_t(1));
    QCOMPARE(rects[0], (CellRect{0, 0, 1, 1, TileKind::Hazard}));
}

QTEST_APPLESS_MAIN(TestTileGrid)
#include "tst_tilegrid.moc"
