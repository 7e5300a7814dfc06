#include "LdtkExport.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUuid>

#include <algorithm>
#include <cmath>
#include <limits>

namespace ledge::ldtk {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(LdtkFormat)
};

// The cell holding coordinate v, as LDtk's integer; a coordinate beyond any int's cell (a
// hostile or generated file may hold one) is pinned to the nearest int rather than converted
// with undefined behaviour (found by fuzz_ldtk).
int cellIndex(double v, double cellSize)
{
    const double c = std::floor(v / cellSize);
    if (!(c == c))
        return 0;
    return int(std::clamp(c, double(std::numeric_limits<int>::min()), double(std::numeric_limits<int>::max())));
}

constexpr int kIntGridLayerUid = 1;
constexpr int kEntityLayerUid = 2;

// Entity definitions: identifier, uid, colour.
struct EntityKind {
    const char* identifier;
    int uid;
    const char* color;
    Role role;
};
constexpr EntityKind kEntities[] = {
    {"Spawn", 10, "#3BA5E0", Role::Spawn},
    {"Goal", 11, "#41C461", Role::Goal},
    {"Pickup", 12, "#E8C547", Role::Pickup},
    {"Trigger", 13, "#9A9A9A", Role::Trigger},
};

// Stable iids, so the same level always writes the same file.
QString iid(const QString& what)
{
    static const QUuid ns(QStringLiteral("{6b1c7f0e-8a55-4a57-9d3e-1c2f0d8c4e21}"));
    return QUuid::createUuidV5(ns, what).toString(QUuid::WithoutBraces);
}

QJsonObject header()
{
    return {{QStringLiteral("fileType"), QStringLiteral("LDtk Project JSON")},
            {QStringLiteral("app"), QStringLiteral("LDtk")},
            {QStringLiteral("doc"), QStringLiteral("https://ldtk.io/json")},
            {QStringLiteral("schema"), QStringLiteral("https://ldtk.io/files/JSON_SCHEMA.json")},
            {QStringLiteral("appAuthor"), QStringLiteral("Ledge")},
            {QStringLiteral("appVersion"), QStringLiteral("1.5.3")},
            {QStringLiteral("url"), QStringLiteral("https://ldtk.io")}};
}

QJsonObject layerDef(const char* type, const char* identifier, int uid, int gridSize, QJsonArray values)
{
    return {{QStringLiteral("__type"), QLatin1String(type)},
            {QStringLiteral("identifier"), QLatin1String(identifier)},
            {QStringLiteral("type"), QLatin1String(type)},
            {QStringLiteral("uid"), uid},
            {QStringLiteral("doc"), QJsonValue()},
            {QStringLiteral("uiColor"), QJsonValue()},
            {QStringLiteral("gridSize"), gridSize},
            {QStringLiteral("guideGridWid"), 0},
            {QStringLiteral("guideGridHei"), 0},
            {QStringLiteral("displayOpacity"), 1},
            {QStringLiteral("inactiveOpacity"), 1},
            {QStringLiteral("hideInList"), false},
            {QStringLiteral("hideFieldsWhenInactive"), true},
            {QStringLiteral("canSelectWhenInactive"), true},
            {QStringLiteral("renderInWorldView"), true},
            {QStringLiteral("pxOffsetX"), 0},
            {QStringLiteral("pxOffsetY"), 0},
            {QStringLiteral("parallaxFactorX"), 0},
            {QStringLiteral("parallaxFactorY"), 0},
            {QStringLiteral("parallaxScaling"), true},
            {QStringLiteral("requiredTags"), QJsonArray()},
            {QStringLiteral("excludedTags"), QJsonArray()},
            {QStringLiteral("autoTilesKilledByOtherLayerUid"), QJsonValue()},
            {QStringLiteral("uiFilterTags"), QJsonArray()},
            {QStringLiteral("useAsyncRender"), false},
            {QStringLiteral("intGridValues"), values},
            {QStringLiteral("intGridValuesGroups"), QJsonArray()},
            {QStringLiteral("autoRuleGroups"), QJsonArray()},
            {QStringLiteral("autoSourceLayerDefUid"), QJsonValue()},
            {QStringLiteral("tilesetDefUid"), QJsonValue()},
            {QStringLiteral("tilePivotX"), 0},
            {QStringLiteral("tilePivotY"), 0},
            {QStringLiteral("biomeFieldUid"), QJsonValue()}};
}

QJsonObject intGridValue(int value, const char* identifier, const char* color)
{
    return {{QStringLiteral("value"), value},
            {QStringLiteral("identifier"), QLatin1String(identifier)},
            {QStringLiteral("color"), QLatin1String(color)},
            {QStringLiteral("tile"), QJsonValue()},
            {QStringLiteral("groupUid"), 0}};
}

QJsonObject entityDef(const EntityKind& kind, int gridSize)
{
    const bool spawn = kind.role == Role::Spawn;
    return {{QStringLiteral("identifier"), QLatin1String(kind.identifier)},
            {QStringLiteral("uid"), kind.uid},
            {QStringLiteral("tags"), QJsonArray()},
            {QStringLiteral("exportToToc"), false},
            {QStringLiteral("allowOutOfBounds"), false},
            {QStringLiteral("doc"), QJsonValue()},
            {QStringLiteral("width"), gridSize},
            {QStringLiteral("height"), gridSize},
            {QStringLiteral("resizableX"), !spawn},
            {QStringLiteral("resizableY"), !spawn},
            {QStringLiteral("minWidth"), QJsonValue()},
            {QStringLiteral("maxWidth"), QJsonValue()},
            {QStringLiteral("minHeight"), QJsonValue()},
            {QStringLiteral("maxHeight"), QJsonValue()},
            {QStringLiteral("keepAspectRatio"), false},
            {QStringLiteral("tileOpacity"), 1},
            {QStringLiteral("fillOpacity"), 0.4},
            {QStringLiteral("lineOpacity"), 1},
            {QStringLiteral("hollow"), false},
            {QStringLiteral("color"), QLatin1String(kind.color)},
            {QStringLiteral("renderMode"), QStringLiteral("Rectangle")},
            {QStringLiteral("showName"), true},
            {QStringLiteral("tilesetId"), QJsonValue()},
            {QStringLiteral("tileRenderMode"), QStringLiteral("FitInside")},
            {QStringLiteral("tileRect"), QJsonValue()},
            {QStringLiteral("uiTileRect"), QJsonValue()},
            {QStringLiteral("nineSliceBorders"), QJsonArray()},
            {QStringLiteral("maxCount"), spawn ? 1 : 0},
            {QStringLiteral("limitScope"), QStringLiteral("PerLevel")},
            {QStringLiteral("limitBehavior"), QStringLiteral("MoveLastOne")},
            {QStringLiteral("pivotX"), spawn ? 0.5 : 0},
            {QStringLiteral("pivotY"), spawn ? 1 : 0},
            {QStringLiteral("fieldDefs"), QJsonArray()}};
}

// LDtk identifiers: a letter first, then letters, digits and '_'.
QString identifierFor(const QString& name)
{
    QString out;
    for (QChar c : name)
        out += (c.isLetterOrNumber() && c.unicode() < 128) || c == u'_' ? c : u'_';
    if (out.isEmpty() || !out.front().isLetter())
        out.prepend(QStringLiteral("Level_"));
    return out;
}

QString describe(const LevelObject& o)
{
    return o.name.isEmpty() ? Text::tr("object %1").arg(o.id) : Text::tr("object %1 '%2'").arg(o.id).arg(o.name);
}

} // namespace

QByteArray writeProject(const Level& level, QStringList* warnings)
{
    const GridSettings& grid = level.grid();
    const int gridSize = std::max(1, int(std::lround(grid.cellSize)));
    if (gridSize != grid.cellSize && warnings)
        *warnings << Text::tr("cell size %1 rounded to %2: LDtk grids are whole pixels").arg(grid.cellSize).arg(gridSize);
    const int columns = std::max(0, grid.columns), rows = std::max(0, grid.rows);
    const QString levelId = identifierFor(level.name());

    // IntGrid: 1 solid, 2 oneway, 3 hazard; where two sources meet, hazard wins over one-way
    // over solid (as on import).
    std::vector<int> cells(std::size_t(columns) * std::size_t(rows), 0);
    auto mark = [&](int column, int row, int value) {
        if (column < 0 || row < 0 || column >= columns || row >= rows)
            return;
        int& cell = cells[std::size_t(row) * std::size_t(columns) + std::size_t(column)];
        cell = std::max(cell, value);
    };
    auto valueOf = [](Role r) { return r == Role::Hazard ? 3 : r == Role::OneWay ? 2 : 1; };

    QJsonArray entities;
    const QJsonObject properties = level.extra().value(QStringLiteral("properties")).toObject();
    const double worldX = properties.value(QStringLiteral("ldtk.worldX")).toDouble();
    const double worldY = properties.value(QStringLiteral("ldtk.worldY")).toDouble();
    int entityIndex = 0;

    for (int i = 0; i < level.layerCount(); ++i) {
        const LayerInfo& layer = level.layerAt(i);
        if (layer.type == LayerType::Tiles) {
            if (!layer.collides)
                continue;
            for (int r = 0; r < rows; ++r)
                for (int c = 0; c < columns; ++c) {
                    const TileKind k = level.tile(layer.id, c, r);
                    if (k != TileKind::Empty)
                        mark(c, r, k == TileKind::Hazard ? 3 : k == TileKind::OneWay ? 2 : 1);
                }
            continue;
        }
        for (ObjectId id : level.objectIds(layer.id)) {
            const LevelObject* o = level.object(id);
            if (!o)
                continue;
            if (isCollidable(o->role)) {
                if (!layer.collides)
                    continue;
                // A box that covers whole cells becomes those cells, exactly.
                const Box* b = std::get_if<Box>(&o->shape);
                const double cs = grid.cellSize;
                const bool onGrid = b && b->w > 0 && b->h > 0 && std::fmod(b->x, cs) == 0 && std::fmod(b->y, cs) == 0
                                    && std::fmod(b->w, cs) == 0 && std::fmod(b->h, cs) == 0;
                if (!onGrid) {
                    if (warnings)
                        *warnings << Text::tr("%1 (%2) left out: LDtk IntGrid holds whole cells only")
                                         .arg(describe(*o), shapeTypeName(shapeType(o->shape)));
                    continue;
                }
                // Pinned like entity cells: a box far off the grid covers none of its cells.
                const int c0 = cellIndex(b->x, cs), r0 = cellIndex(b->y, cs);
                const int c1 = cellIndex(b->x + b->w, cs), r1 = cellIndex(b->y + b->h, cs);
                for (int r = std::max(0, r0); r < std::min(rows, r1); ++r)
                    for (int c = std::max(0, c0); c < std::min(columns, c1); ++c)
                        mark(c, r, valueOf(o->role));
                continue;
            }
            const EntityKind* kind = &kEntities[3]; // every other role is one of the four
            for (const EntityKind& k : kEntities)
                if (k.role == o->role)
                    kind = &k;
            const Aabb bounds = ledge::bounds(o->shape);
            const bool point = shapeType(o->shape) == ShapeType::Point;
            double x = bounds.minX, y = bounds.minY, w = bounds.width(), h = bounds.height();
            if (!point && shapeType(o->shape) != ShapeType::Box && warnings)
                *warnings << Text::tr("%1 (%2) written as its bounding box").arg(describe(*o), shapeTypeName(shapeType(o->shape)));
            if (point && o->role != Role::Spawn) {
                // A point target becomes a cell-sized entity centred on it.
                if (warnings)
                    *warnings << Text::tr("%1: a point, written as a %2 x %2 entity centred on it").arg(describe(*o)).arg(gridSize);
                x -= gridSize / 2.0;
                y -= gridSize / 2.0;
                w = h = gridSize;
            }
            if (o->role == Role::Spawn)
                w = h = gridSize;
            const double pivotX = o->role == Role::Spawn ? 0.5 : 0, pivotY = o->role == Role::Spawn ? 1 : 0;
            QJsonObject e;
            e.insert(QStringLiteral("__identifier"), QLatin1String(kind->identifier));
            e.insert(QStringLiteral("__grid"), QJsonArray{cellIndex(x, grid.cellSize), cellIndex(y, grid.cellSize)});
            e.insert(QStringLiteral("__pivot"), QJsonArray{pivotX, pivotY});
            e.insert(QStringLiteral("__tags"), QJsonArray());
            e.insert(QStringLiteral("__tile"), QJsonValue());
            e.insert(QStringLiteral("__smartColor"), QLatin1String(kind->color));
            e.insert(QStringLiteral("__worldX"), worldX + x);
            e.insert(QStringLiteral("__worldY"), worldY + y);
            e.insert(QStringLiteral("iid"), iid(levelId + QStringLiteral("/entity/%1").arg(entityIndex++)));
            e.insert(QStringLiteral("width"), w);
            e.insert(QStringLiteral("height"), h);
            e.insert(QStringLiteral("defUid"), kind->uid);
            e.insert(QStringLiteral("px"), QJsonArray{x, y});
            e.insert(QStringLiteral("fieldInstances"), QJsonArray());
            entities.append(e);
        }
    }

    QJsonArray csv;
    for (int v : cells)
        csv.append(v);
    auto layerInstance = [&](const char* type, const char* identifier, int uid, int cWid, int cHei) {
        return QJsonObject{{QStringLiteral("__identifier"), QLatin1String(identifier)},
                           {QStringLiteral("__type"), QLatin1String(type)},
                           {QStringLiteral("__cWid"), cWid},
                           {QStringLiteral("__cHei"), cHei},
                           {QStringLiteral("__gridSize"), gridSize},
                           {QStringLiteral("__opacity"), 1},
                           {QStringLiteral("__pxTotalOffsetX"), 0},
                           {QStringLiteral("__pxTotalOffsetY"), 0},
                           {QStringLiteral("__tilesetDefUid"), QJsonValue()},
                           {QStringLiteral("__tilesetRelPath"), QJsonValue()},
                           {QStringLiteral("iid"), iid(levelId + u'/' + QLatin1String(identifier))},
                           {QStringLiteral("levelId"), 0},
                           {QStringLiteral("layerDefUid"), uid},
                           {QStringLiteral("pxOffsetX"), 0},
                           {QStringLiteral("pxOffsetY"), 0},
                           {QStringLiteral("visible"), true},
                           {QStringLiteral("optionalRules"), QJsonArray()},
                           {QStringLiteral("intGridCsv"), QJsonArray()},
                           {QStringLiteral("autoLayerTiles"), QJsonArray()},
                           {QStringLiteral("seed"), 0},
                           {QStringLiteral("overrideTilesetUid"), QJsonValue()},
                           {QStringLiteral("gridTiles"), QJsonArray()},
                           {QStringLiteral("entityInstances"), QJsonArray()}};
    };
    QJsonObject entityLayer = layerInstance("Entities", "Entities", kEntityLayerUid, columns, rows);
    entityLayer.insert(QStringLiteral("entityInstances"), entities);
    QJsonObject intGridLayer = layerInstance("IntGrid", "Collisions", kIntGridLayerUid, columns, rows);
    intGridLayer.insert(QStringLiteral("intGridCsv"), csv);

    QJsonObject levelJson{{QStringLiteral("identifier"), levelId},
                          {QStringLiteral("iid"), iid(levelId)},
                          {QStringLiteral("uid"), 0},
                          {QStringLiteral("worldX"), worldX},
                          {QStringLiteral("worldY"), worldY},
                          {QStringLiteral("worldDepth"), 0},
                          {QStringLiteral("pxWid"), columns * gridSize},
                          {QStringLiteral("pxHei"), rows * gridSize},
                          {QStringLiteral("__bgColor"), QStringLiteral("#40465B")},
                          {QStringLiteral("bgColor"), QJsonValue()},
                          {QStringLiteral("useAutoIdentifier"), false},
                          {QStringLiteral("bgRelPath"), QJsonValue()},
                          {QStringLiteral("bgPos"), QJsonValue()},
                          {QStringLiteral("bgPivotX"), 0.5},
                          {QStringLiteral("bgPivotY"), 0.5},
                          {QStringLiteral("__smartColor"), QStringLiteral("#ADADB5")},
                          {QStringLiteral("__bgPos"), QJsonValue()},
                          {QStringLiteral("externalRelPath"), QJsonValue()},
                          {QStringLiteral("fieldInstances"), QJsonArray()},
                          {QStringLiteral("layerInstances"), QJsonArray{entityLayer, intGridLayer}},
                          {QStringLiteral("__neighbours"), QJsonArray()}};

    QJsonArray entityDefs;
    for (const EntityKind& k : kEntities)
        entityDefs.append(entityDef(k, gridSize));
    const QJsonObject defs{
        {QStringLiteral("layers"),
         QJsonArray{layerDef("Entities", "Entities", kEntityLayerUid, gridSize, {}),
                    layerDef("IntGrid", "Collisions", kIntGridLayerUid, gridSize,
                             QJsonArray{intGridValue(1, "solid", "#000000"), intGridValue(2, "oneway", "#4A7BD8"),
                                        intGridValue(3, "hazard", "#D84A4A")})}},
        {QStringLiteral("entities"), entityDefs},
        {QStringLiteral("tilesets"), QJsonArray()},
        {QStringLiteral("enums"), QJsonArray()},
        {QStringLiteral("externalEnums"), QJsonArray()},
        {QStringLiteral("levelFields"), QJsonArray()}};

    const QJsonObject project{{QStringLiteral("__header__"), header()},
                              {QStringLiteral("iid"), iid(QStringLiteral("project/") + levelId)},
                              {QStringLiteral("jsonVersion"), QStringLiteral("1.5.3")},
                              {QStringLiteral("appBuildId"), 473703},
                              {QStringLiteral("nextUid"), 100},
                              {QStringLiteral("identifierStyle"), QStringLiteral("Capitalize")},
                              {QStringLiteral("toc"), QJsonArray()},
                              {QStringLiteral("worldLayout"), QStringLiteral("Free")},
                              {QStringLiteral("worldGridWidth"), columns * gridSize},
                              {QStringLiteral("worldGridHeight"), rows * gridSize},
                              {QStringLiteral("defaultLevelWidth"), columns * gridSize},
                              {QStringLiteral("defaultLevelHeight"), rows * gridSize},
                              {QStringLiteral("defaultPivotX"), 0},
                              {QStringLiteral("defaultPivotY"), 0},
                              {QStringLiteral("defaultGridSize"), gridSize},
                              {QStringLiteral("defaultEntityWidth"), gridSize},
                              {QStringLiteral("defaultEntityHeight"), gridSize},
                              {QStringLiteral("bgColor"), QStringLiteral("#40465B")},
                              {QStringLiteral("defaultLevelBgColor"), QStringLiteral("#696A79")},
                              {QStringLiteral("minifyJson"), false},
                              {QStringLiteral("externalLevels"), false},
                              {QStringLiteral("exportTiled"), false},
                              {QStringLiteral("simplifiedExport"), false},
                              {QStringLiteral("imageExportMode"), QStringLiteral("None")},
                              {QStringLiteral("exportLevelBg"), true},
                              {QStringLiteral("pngFilePattern"), QJsonValue()},
                              {QStringLiteral("backupOnSave"), false},
                              {QStringLiteral("backupLimit"), 10},
                              {QStringLiteral("backupRelPath"), QJsonValue()},
                              {QStringLiteral("levelNamePattern"), QStringLiteral("Level_%idx")},
                              {QStringLiteral("tutorialDesc"), QJsonValue()},
                              {QStringLiteral("customCommands"), QJsonArray()},
                              {QStringLiteral("flags"), QJsonArray()},
                              {QStringLiteral("defs"), defs},
                              {QStringLiteral("levels"), QJsonArray{levelJson}},
                              {QStringLiteral("worlds"), QJsonArray()},
                              {QStringLiteral("dummyWorldIid"), iid(QStringLiteral("world"))}};
    return QJsonDocument(project).toJson(QJsonDocument::Indented);
}

} // namespace ledge::ldtk
