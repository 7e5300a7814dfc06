#include "LdtkImport.h"

#include "LdtkArt.h"

#include "model/JsonLocator.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace ledge::ldtk {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(LdtkFormat)
};

// Bounds that keep a hostile file from asking for absurd amounts of memory.
constexpr double kMaxLevelPixels = 1e7;     // per side
constexpr qint64 kMaxCells = 64LL << 20;    // columns x rows of one grid
constexpr int kEllipsePoints = 32;          // an entity drawn as an oval

// A parsed JSON text with the name of its file, for messages that name the place.
struct Source {
    QString fileName;
    QByteArray text;
    QJsonObject root;
};

// "file (line 12): /levels/0/pxWid: expected a number".
QString placeMessage(const Source& source, const QString& pointer, const QString& what)
{
    const TextPosition at = locateJsonPointer(source.text, pointer);
    const QString file = source.fileName.isEmpty() ? QString() : source.fileName;
    if (at.line > 0)
        return Text::tr("%1 line %2: %3: %4").arg(file).arg(at.line).arg(pointer, what).trimmed();
    return Text::tr("%1: %2: %3").arg(file, pointer, what).trimmed();
}

std::optional<Source> parse(const QByteArray& data, const QString& fileName, QString* error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const TextPosition at = positionOfOffset(data, parseError.offset);
        *error = Text::tr("%1 line %2: not JSON: %3")
                     .arg(fileName)
                     .arg(at.line)
                     .arg(parseError.errorString());
        return std::nullopt;
    }
    if (!doc.isObject()) {
        *error = Text::tr("%1: not an LDtk project (the top level is not a JSON object)").arg(fileName);
        return std::nullopt;
    }
    return Source{fileName, data, doc.object()};
}

// A level of the project and where it is in the file.
struct LevelRef {
    QJsonObject level;
    QString pointer; // "/levels/2" or "/worlds/0/levels/2"
};

std::vector<LevelRef> projectLevels(const QJsonObject& root)
{
    std::vector<LevelRef> out;
    const QJsonArray worlds = root.value(QStringLiteral("worlds")).toArray();
    if (!worlds.isEmpty()) {
        for (qsizetype w = 0; w < worlds.size(); ++w) {
            const QJsonArray levels = worlds[w].toObject().value(QStringLiteral("levels")).toArray();
            for (qsizetype i = 0; i < levels.size(); ++i)
                out.push_back({levels[i].toObject(), QStringLiteral("/worlds/%1/levels/%2").arg(w).arg(i)});
        }
        return out;
    }
    const QJsonArray levels = root.value(QStringLiteral("levels")).toArray();
    for (qsizetype i = 0; i < levels.size(); ++i)
        out.push_back({levels[i].toObject(), QStringLiteral("/levels/%1").arg(i)});
    return out;
}

bool isProject(const QJsonObject& root)
{
    return root.value(QStringLiteral("defs")).isObject()
           && (root.value(QStringLiteral("levels")).isArray() || root.value(QStringLiteral("worlds")).isArray());
}

QString notAProject(const QString& fileName)
{
    return Text::tr("%1: not an LDtk project (no \"defs\" and \"levels\")").arg(fileName);
}

// Converts one level; the first error stops it.
class Converter {
public:
    Converter(const Source& project, const ImportProfile* profile) : mProject(project), mProfile(profile) {}

    ImportResult run(const LevelRef& ref)
    {
        ImportResult result;
        const Source* source = &mProject;
        QString base = ref.pointer;
        QJsonObject levelJson = ref.level;
        std::optional<Source> external;
        const QJsonValue rel = levelJson.value(QStringLiteral("externalRelPath"));
        if (rel.isString() && !rel.toString().isEmpty() && !levelJson.value(QStringLiteral("layerInstances")).isArray()) {
            if (mProject.fileName.isEmpty()) {
                result.error = placeMessage(mProject, base + QStringLiteral("/externalRelPath"),
                                            Text::tr("an external level needs the project's file name"));
                return result;
            }
            const QString path = QFileInfo(mProject.fileName).dir().filePath(rel.toString());
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly)) {
                result.error = placeMessage(mProject, base + QStringLiteral("/externalRelPath"),
                                            Text::tr("cannot read the external level %1: %2").arg(path, file.errorString()));
                return result;
            }
            QString error;
            external = parse(file.readAll(), path, &error);
            if (!external) {
                result.error = error;
                return result;
            }
            source = &*external;
            base.clear();
            levelJson = external->root;
        }
        mSource = source;
        mLevel = std::make_unique<Level>();
        if (!convertLevel(levelJson, base)) {
            result.error = mError;
            return result;
        }
        result.level = std::move(mLevel);
        result.warnings = mWarnings;
        return result;
    }

private:
    bool fail(const QString& pointer, const QString& what)
    {
        if (mError.isEmpty())
            mError = placeMessage(*mSource, pointer, what);
        return false;
    }

    bool number(const QJsonObject& o, const QString& key, const QString& at, double& out)
    {
        const QJsonValue v = o.value(key);
        if (!v.isDouble() || !std::isfinite(v.toDouble()))
            return fail(at + u'/' + key, Text::tr("expected a number"));
        out = v.toDouble();
        return true;
    }

    bool integer(const QJsonObject& o, const QString& key, const QString& at, qint64 lo, qint64 hi, qint64& out)
    {
        double d = 0;
        if (!number(o, key, at, d))
            return false;
        if (d != std::floor(d) || d < double(lo) || d > double(hi))
            return fail(at + u'/' + key, Text::tr("expected a whole number from %1 to %2").arg(lo).arg(hi));
        out = qint64(d);
        return true;
    }

    // The grid size of the level: its first IntGrid layer's (LDtk lists the top layer first),
    // else the project default.
    double cellSizeFor(const QJsonArray& layers) const
    {
        for (const QJsonValue& l : layers) {
            const QJsonObject layer = l.toObject();
            if (layer.value(QStringLiteral("__type")).toString() == u"IntGrid") {
                const double g = layer.value(QStringLiteral("__gridSize")).toDouble();
                if (g >= 1 && g <= 4096)
                    return g;
            }
        }
        const double g = mProject.root.value(QStringLiteral("defaultGridSize")).toDouble();
        return g >= 1 && g <= 4096 ? g : 16;
    }

    // A uid or value read where a bad one only means "none": a whole number of at most 2^53
    // as an integer, anything else (NaN, infinity, a fraction, a string) `fallback`. A double
    // outside qint64 cast as it is would be undefined behaviour (the fuzzer found one).
    static qint64 wholeOr(const QJsonValue& v, qint64 fallback)
    {
        const double d = v.toDouble(std::nan(""));
        constexpr double kMost = 9007199254740992.0; // 2^53
        return std::isfinite(d) && d == std::floor(d) && std::abs(d) <= kMost ? qint64(d) : fallback;
    }

    // Whether the entity definition `uid` is drawn as an ellipse (renderMode "Ellipse").
    bool isEllipse(qint64 uid) const
    {
        const QJsonArray defs = mProject.root.value(QStringLiteral("defs")).toObject().value(QStringLiteral("entities")).toArray();
        for (const QJsonValue& d : defs)
            if (d.toObject().value(QStringLiteral("uid")).toDouble() == double(uid))
                return d.toObject().value(QStringLiteral("renderMode")).toString() == u"Ellipse";
        return false;
    }

    QJsonObject layerDef(qint64 uid) const
    {
        const QJsonArray defs = mProject.root.value(QStringLiteral("defs")).toObject().value(QStringLiteral("layers")).toArray();
        for (const QJsonValue& d : defs)
            if (d.toObject().value(QStringLiteral("uid")).toDouble() == double(uid))
                return d.toObject();
        return {};
    }

    bool convertLevel(const QJsonObject& json, const QString& at)
    {
        const QJsonValue identifier = json.value(QStringLiteral("identifier"));
        if (!identifier.isString())
            return fail(at + QStringLiteral("/identifier"), Text::tr("expected a string"));
        double pxWid = 0, pxHei = 0;
        if (!number(json, QStringLiteral("pxWid"), at, pxWid) || !number(json, QStringLiteral("pxHei"), at, pxHei))
            return false;
        if (pxWid < 0 || pxHei < 0 || pxWid > kMaxLevelPixels || pxHei > kMaxLevelPixels)
            return fail(at + QStringLiteral("/pxWid"), Text::tr("level size out of range"));
        const QJsonValue layersValue = json.value(QStringLiteral("layerInstances"));
        if (!layersValue.isArray())
            return fail(at + QStringLiteral("/layerInstances"), Text::tr("expected an array"));
        const QJsonArray layers = layersValue.toArray();

        mCellSize = cellSizeFor(layers);
        GridSettings grid;
        grid.cellSize = mCellSize;
        // At least one cell each way: a .ledge level is never empty.
        grid.columns = std::max(1, int(std::ceil(pxWid / mCellSize)));
        grid.rows = std::max(1, int(std::ceil(pxHei / mCellSize)));
        if (qint64(grid.columns) * grid.rows > kMaxCells)
            return fail(at + QStringLiteral("/pxWid"), Text::tr("level too large for its grid size"));
        mLevel->setName(identifier.toString());
        mLevel->setGrid(grid);

        // Where the level sits in its world, kept so an export can put it back.
        QJsonObject properties;
        for (const char* key : {"worldX", "worldY"})
            if (json.value(QLatin1String(key)).isDouble())
                properties.insert(QStringLiteral("ldtk.") + QLatin1String(key), json.value(QLatin1String(key)));
        if (json.value(QStringLiteral("iid")).isString())
            properties.insert(QStringLiteral("ldtk.iid"), json.value(QStringLiteral("iid")));
        QJsonObject extra;
        extra.insert(QStringLiteral("properties"), properties);
        mLevel->setExtra(extra);

        // LDtk lists the top layer first; Ledge draws the first layer at the bottom.
        for (qsizetype i = layers.size() - 1; i >= 0; --i) {
            const QString pointer = at + QStringLiteral("/layerInstances/%1").arg(i);
            if (!layers[i].isObject())
                return fail(pointer, Text::tr("expected an object"));
            if (!convertLayer(layers[i].toObject(), pointer))
                return false;
        }
        setLevelArt(*mLevel, levelArtOf(mProject.root, json, mProject.fileName));
        return true;
    }

    bool convertLayer(const QJsonObject& layer, const QString& at)
    {
        const QString name = layer.value(QStringLiteral("__identifier")).toString();
        const QString type = layer.value(QStringLiteral("__type")).toString();
        if (layerRule(mProfile, name) == ImportProfile::LayerRule::Ignore)
            return true;
        if (type == u"IntGrid")
            return convertIntGrid(layer, at, name);
        if (type == u"Entities")
            return convertEntities(layer, at, name);
        if (type == u"Tiles" || type == u"AutoLayer")
            return true; // pictures only: the level's art (levelArtOf)
        return fail(at + QStringLiteral("/__type"), Text::tr("unknown layer type '%1'").arg(type));
    }

    LayerInfo newLayer(const QString& name, LayerType type, bool visible)
    {
        LayerInfo info;
        info.id = mLevel->nextLayerId();
        info.name = name;
        info.type = type;
        info.visible = visible;
        mLevel->insertLayer(mLevel->layerCount(), info);
        return info;
    }

    bool convertIntGrid(const QJsonObject& layer, const QString& at, const QString& name)
    {
        qint64 cWid = 0, cHei = 0, defUid = 0;
        double gridSize = 0, offsetX = 0, offsetY = 0;
        if (!integer(layer, QStringLiteral("__cWid"), at, 0, kMaxCells, cWid)
            || !integer(layer, QStringLiteral("__cHei"), at, 0, kMaxCells, cHei)
            || !number(layer, QStringLiteral("__gridSize"), at, gridSize)
            || !integer(layer, QStringLiteral("layerDefUid"), at, -(1LL << 53), 1LL << 53, defUid))
            return false;
        if (cWid * cHei > kMaxCells)
            return fail(at + QStringLiteral("/__cWid"), Text::tr("layer too large"));
        if (!(gridSize > 0))
            return fail(at + QStringLiteral("/__gridSize"), Text::tr("expected a size above 0"));
        offsetX = layer.value(QStringLiteral("__pxTotalOffsetX")).toDouble();
        offsetY = layer.value(QStringLiteral("__pxTotalOffsetY")).toDouble();
        const QJsonValue csvValue = layer.value(QStringLiteral("intGridCsv"));
        if (!csvValue.isArray())
            return fail(at + QStringLiteral("/intGridCsv"), Text::tr("expected an array"));
        const QJsonArray csv = csvValue.toArray();
        if (csv.size() != cWid * cHei)
            return fail(at + QStringLiteral("/intGridCsv"),
                        Text::tr("expected %1 values (__cWid x __cHei), found %2").arg(cWid * cHei).arg(csv.size()));

        // The value names: identifier and group, from the layer's definition.
        const QJsonObject def = layerDef(defUid);
        QHash<qint64, QString> groups;
        for (const QJsonValue& g : def.value(QStringLiteral("intGridValuesGroups")).toArray())
            groups.insert(wholeOr(g.toObject().value(QStringLiteral("uid")), -1),
                          g.toObject().value(QStringLiteral("identifier")).toString());
        QHash<qint64, CellRole> roles;
        const bool collideLayer = layerRule(mProfile, name) == ImportProfile::LayerRule::Collide;
        for (const QJsonValue& v : def.value(QStringLiteral("intGridValues")).toArray()) {
            const QJsonObject value = v.toObject();
            const qint64 number = wholeOr(value.value(QStringLiteral("value")), 0);
            const QString group = groups.value(wholeOr(value.value(QStringLiteral("groupUid")), -1));
            roles.insert(number, intGridRole(mProfile, name, int(number), value.value(QStringLiteral("identifier")).toString(),
                                             group, collideLayer));
        }
        auto roleOf = [&](qint64 value) -> CellRole {
            const auto it = roles.constFind(value);
            if (it != roles.constEnd())
                return *it;
            // A value the definitions do not list (or no definition at all): by number only.
            CellRole r = intGridRole(mProfile, name, int(value), QString(), QString(), collideLayer);
            roles.insert(value, r);
            return r;
        };

        std::vector<std::pair<Cell, TileKind>> cells;
        for (qint64 i = 0; i < csv.size(); ++i) {
            const QJsonValue v = csv[i];
            if (!v.isDouble() || v.toDouble() != std::floor(v.toDouble()) || std::abs(v.toDouble()) > 2147483647.0)
                return fail(at + QStringLiteral("/intGridCsv/%1").arg(i), Text::tr("expected a whole number"));
            const qint64 value = qint64(v.toDouble());
            if (value == 0)
                continue;
            if (const CellRole r = roleOf(value))
                cells.push_back({Cell{int(i % cWid), int(i / cWid)}, *r});
        }
        if (cells.empty()) {
            mWarnings << Text::tr("layer '%1' skipped: none of its IntGrid values collides "
                                  "(name them, or map them with \"intGrid\" in an import profile)").arg(name);
            return true;
        }
        const bool visible = layer.value(QStringLiteral("visible")).toBool(true);
        const bool onGrid = gridSize == mCellSize && offsetX == 0 && offsetY == 0
                            && cWid <= mLevel->grid().columns && cHei <= mLevel->grid().rows;
        if (onGrid) {
            const LayerInfo info = newLayer(name, LayerType::Tiles, visible);
            mLevel->setTiles(info.id, cells);
            return true;
        }
        // Off the level's grid: one box per horizontal run of one kind.
        const LayerInfo info = newLayer(name, LayerType::Objects, visible);
        std::vector<LevelObject> objects;
        for (std::size_t i = 0; i < cells.size();) {
            std::size_t j = i + 1;
            while (j < cells.size() && cells[j].first.row == cells[i].first.row
                   && cells[j].first.column == cells[j - 1].first.column + 1 && cells[j].second == cells[i].second)
                ++j;
            LevelObject o;
            o.id = mNextId++;
            o.role = cells[i].second == TileKind::Hazard ? Role::Hazard
                     : cells[i].second == TileKind::OneWay ? Role::OneWay : Role::Solid;
            o.shape = Box{offsetX + cells[i].first.column * gridSize, offsetY + cells[i].first.row * gridSize,
                          double(j - i) * gridSize, gridSize};
            objects.push_back(std::move(o));
            i = j;
        }
        mLevel->insertObjects(info.id, std::move(objects));
        return true;
    }

    bool convertEntities(const QJsonObject& layer, const QString& at, const QString& name)
    {
        const QJsonValue entitiesValue = layer.value(QStringLiteral("entityInstances"));
        if (!entitiesValue.isArray())
            return fail(at + QStringLiteral("/entityInstances"), Text::tr("expected an array"));
        const double offsetX = layer.value(QStringLiteral("__pxTotalOffsetX")).toDouble();
        const double offsetY = layer.value(QStringLiteral("__pxTotalOffsetY")).toDouble();
        const QJsonArray entities = entitiesValue.toArray();
        std::vector<LevelObject> objects;
        for (qsizetype i = 0; i < entities.size(); ++i) {
            const QString pointer = at + QStringLiteral("/entityInstances/%1").arg(i);
            const QJsonObject e = entities[i].toObject();
            const QString identifier = e.value(QStringLiteral("__identifier")).toString();
            const QJsonArray px = e.value(QStringLiteral("px")).toArray();
            if (px.size() != 2 || !px[0].isDouble() || !px[1].isDouble())
                return fail(pointer + QStringLiteral("/px"), Text::tr("expected two numbers"));
            double w = 0, h = 0;
            if (!number(e, QStringLiteral("width"), pointer, w) || !number(e, QStringLiteral("height"), pointer, h))
                return false;
            const QJsonArray pivot = e.value(QStringLiteral("__pivot")).toArray();
            const double pivotX = pivot.size() == 2 ? pivot[0].toDouble() : 0;
            const double pivotY = pivot.size() == 2 ? pivot[1].toDouble() : 0;
            const double x = offsetX + px[0].toDouble(), y = offsetY + px[1].toDouble();
            if (!std::isfinite(x) || !std::isfinite(y) || !std::isfinite(pivotX) || !std::isfinite(pivotY))
                return fail(pointer + QStringLiteral("/px"), Text::tr("expected finite numbers"));

            LevelObject o;
            o.id = mNextId++;
            o.name = identifier;
            const std::optional<Role> role = entityRole(mProfile, identifier);
            o.role = role.value_or(Role::Trigger);
            if (o.role == Role::Trigger)
                o.properties.insert(QStringLiteral("class"), identifier);
            // The box of the entity: its point is at `pivot` (0..1 of its size) inside it.
            const Box box{x - pivotX * w, y - pivotY * h, w, h};
            if (o.role == Role::Spawn || ((w <= 0 || h <= 0) && allowsPoint(o.role)))
                o.shape = Point{x, y};
            else if (w <= 0 || h <= 0) {
                mWarnings << Text::tr("entity %1 '%2' skipped: it has no size").arg(i).arg(identifier);
                continue;
            } else if (isEllipse(wholeOr(e.value(QStringLiteral("defUid")), -1))) {
                // Drawn as an ellipse in LDtk: a circle when round, else a polygon around it.
                const double cx = box.x + w / 2, cy = box.y + h / 2;
                if (w == h) {
                    o.shape = Circle{cx, cy, w / 2};
                } else {
                    Polygon ring;
                    for (int k = 0; k < kEllipsePoints; ++k) {
                        const double a = 2 * std::numbers::pi * k / kEllipsePoints;
                        ring.points.push_back({cx + w / 2 * std::cos(a), cy + h / 2 * std::sin(a)});
                    }
                    o.shape = std::move(ring);
                }
            } else
                o.shape = box;
            for (const QJsonValue& f : e.value(QStringLiteral("fieldInstances")).toArray()) {
                const QJsonObject field = f.toObject();
                const QJsonValue value = field.value(QStringLiteral("__value"));
                if (value.isString() || value.isDouble() || value.isBool())
                    o.properties.insert(field.value(QStringLiteral("__identifier")).toString(), value.toVariant());
            }
            objects.push_back(std::move(o));
        }
        if (objects.empty())
            return true;
        const LayerInfo info = newLayer(name, LayerType::Objects, layer.value(QStringLiteral("visible")).toBool(true));
        mLevel->insertObjects(info.id, std::move(objects));
        return true;
    }

    const Source& mProject;
    const ImportProfile* mProfile; // null: the defaults
    const Source* mSource = nullptr;
    std::unique_ptr<Level> mLevel;
    double mCellSize = 16;
    ObjectId mNextId = 1;
    QString mError;
    QStringList mWarnings;
};

} // namespace

QStringList levelNames(const QByteArray& data, const QString& fileName, QString* error)
{
    QString reason;
    const std::optional<Source> source = parse(data, fileName, &reason);
    QStringList names;
    if (source && !isProject(source->root))
        reason = notAProject(fileName);
    else if (source)
        for (const LevelRef& ref : projectLevels(source->root))
            names << ref.level.value(QStringLiteral("identifier")).toString();
    if (error)
        *error = reason;
    return names;
}

ImportResult importLevel(const QByteArray& data, const QString& fileName, const QString& level, const ImportProfile* profile)
{
    ImportResult result;
    const std::optional<Source> source = parse(data, fileName, &result.error);
    if (!source)
        return result;
    if (!isProject(source->root)) {
        result.error = notAProject(fileName);
        return result;
    }
    const std::vector<LevelRef> levels = projectLevels(source->root);
    if (levels.empty()) {
        result.error = Text::tr("%1: the project has no level").arg(fileName);
        return result;
    }
    const LevelRef* chosen = level.isEmpty() ? &levels.front() : nullptr;
    for (Qt::CaseSensitivity cs : {Qt::CaseSensitive, Qt::CaseInsensitive})
        for (const LevelRef& ref : levels)
            if (!chosen && ref.level.value(QStringLiteral("identifier")).toString().compare(level, cs) == 0)
                chosen = &ref;
    if (!chosen) {
        QStringList names;
        for (const LevelRef& ref : levels)
            names << ref.level.value(QStringLiteral("identifier")).toString();
        result.error = Text::tr("%1: no level named '%2' (its levels: %3)")
                           .arg(fileName, level, names.join(QStringLiteral(", ")));
        return result;
    }
    return Converter(*source, profile).run(*chosen);
}

} // namespace ledge::ldtk
