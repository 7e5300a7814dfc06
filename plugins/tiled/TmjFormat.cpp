// Tiled's JSON encoding (.tmj, .json, and .tsj tilesets) <-> tiled::Map.

#include "TiledMap.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <limits>

namespace ledge::tiled {

namespace {

// The translation context of these messages; lupdate reads it from here too.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(TiledFormat)
};

Properties readProperties(const QJsonObject& owner)
{
    Properties properties;
    const QJsonValue value = owner.value(QLatin1String("properties"));
    if (value.isArray()) {
        for (const QJsonValue& v : value.toArray()) {
            const QJsonObject o = v.toObject();
            Property p;
            p.name = o.value(QLatin1String("name")).toString();
            p.type = o.value(QLatin1String("type")).toString(QStringLiteral("string"));
            const QJsonValue raw = o.value(QLatin1String("value"));
            if (p.type == u"int" || p.type == u"object")
                p.value = raw.toInteger();
            else if (p.type == u"float")
                p.value = raw.toDouble();
            else if (p.type == u"bool")
                p.value = raw.toBool();
            else if (p.type == u"class")
                p.value = QVariant();
            else
                p.value = raw.toString();
            properties << p;
        }
    } else if (value.isObject()) {
        // Before Tiled 1.2: {"name": value} with the types in "propertytypes".
        const QJsonObject types = owner.value(QLatin1String("propertytypes")).toObject();
        const QJsonObject map = value.toObject();
        for (auto it = map.begin(); it != map.end(); ++it) {
            Property p;
            p.name = it.key();
            p.type = types.value(it.key()).toString(QStringLiteral("string"));
            p.value = it.value().toVariant();
            properties << p;
        }
    }
    return properties;
}

// Tiled 1.9+ names an object's or a tile's class "class", older versions "type".
QString readClass(const QJsonObject& j)
{
    return j.contains(QLatin1String("class")) ? j.value(QLatin1String("class")).toString()
                                              : j.value(QLatin1String("type")).toString();
}

// The picture of an image layer, a tileset or a tile (insertImage writes it).
Image readImage(const QJsonObject& j)
{
    return Image{j.value(QLatin1String("image")).toString(), j.value(QLatin1String("imagewidth")).toInt(),
                 j.value(QLatin1String("imageheight")).toInt()};
}

Object readObject(const QJsonObject& j)
{
    Object o;
    o.id = j.value(QLatin1String("id")).toInt();
    o.name = j.value(QLatin1String("name")).toString();
    o.cls = readClass(j);
    o.x = j.value(QLatin1String("x")).toDouble();
    o.y = j.value(QLatin1String("y")).toDouble();
    o.width = j.value(QLatin1String("width")).toDouble();
    o.height = j.value(QLatin1String("height")).toDouble();
    o.rotation = j.value(QLatin1String("rotation")).toDouble();
    o.visible = j.value(QLatin1String("visible")).toBool(true);
    o.properties = readProperties(j);
    const auto has = [&](const char* name) { return j.contains(QLatin1String(name)); };
    o.given |= Object::givenMembers(has);
    for (const char* shape : {"ellipse", "point", "text", "polygon", "polyline"})
        if (has(shape))
            o.given |= Object::GivenShape;
    o.gid = std::uint32_t(j.value(QLatin1String("gid")).toInteger());
    o.templatePath = j.value(QLatin1String("template")).toString();
    if (j.contains(QLatin1String("template")))
        o.kind = Object::Kind::Template;
    else if (j.contains(QLatin1String("gid")))
        o.kind = Object::Kind::Tile;
    else if (j.value(QLatin1String("ellipse")).toBool())
        o.kind = Object::Kind::Ellipse;
    else if (j.value(QLatin1String("point")).toBool())
        o.kind = Object::Kind::Point;
    else if (j.contains(QLatin1String("text"))) {
        o.kind = Object::Kind::Text;
        o.text = j.value(QLatin1String("text")).toObject().toVariantMap();
    }
    else if (j.contains(QLatin1String("polygon")) || j.contains(QLatin1String("polyline"))) {
        const bool polygon = j.contains(QLatin1String("polygon"));
        o.kind = polygon ? Object::Kind::Polygon : Object::Kind::Polyline;
        for (const QJsonValue& v : j.value(polygon ? QLatin1String("polygon") : QLatin1String("polyline")).toArray()) {
            const QJsonObject p = v.toObject();
            o.points << QPointF(p.value(QLatin1String("x")).toDouble(), p.value(QLatin1String("y")).toDouble());
        }
    }
    return o;
}

Layer readLayer(const QJsonObject& j, const Map& map)
{
    Layer layer;
    const QString type = j.value(QLatin1String("type")).toString();
    layer.type = type == u"tilelayer"     ? Layer::Type::Tiles
               : type == u"imagelayer"    ? Layer::Type::Image
               : type == u"group"         ? Layer::Type::Group
                                          : Layer::Type::Objects;
    layer.id = j.value(QLatin1String("id")).toInt();
    layer.name = j.value(QLatin1String("name")).toString();
    layer.visible = j.value(QLatin1String("visible")).toBool(true);
    layer.locked = j.value(QLatin1String("locked")).toBool(false);
    layer.properties = readProperties(j);
    layer.width = j.value(QLatin1String("width")).toInt(map.width);
    layer.height = j.value(QLatin1String("height")).toInt(map.height);
    layer.offsetX = j.value(QLatin1String("offsetx")).toDouble();
    layer.offsetY = j.value(QLatin1String("offsety")).toDouble();
    layer.opacity = j.value(QLatin1String("opacity")).toDouble(1);
    for (const char* member : kKeptLayerMembers)
        if (j.contains(QLatin1String(member)))
            layer.kept.insert(QLatin1String(member), j.value(QLatin1String(member)).toVariant());
    if (layer.type == Layer::Type::Image)
        layer.image = readImage(j);
    if (layer.type == Layer::Type::Objects) {
        for (const QJsonValue& v : j.value(QLatin1String("objects")).toArray())
            layer.objects << readObject(v.toObject());
    } else if (layer.type == Layer::Type::Group) {
        for (const QJsonValue& v : j.value(QLatin1String("layers")).toArray())
            layer.layers << readLayer(v.toObject(), map);
    } else if (layer.type == Layer::Type::Tiles) {
        // In 64 bits: width * height can overflow an int (fuzz-regressions/fuzz_tiled_tmj).
        const int count = int(std::clamp<qint64>(qint64(layer.width) * layer.height,
                                                 std::numeric_limits<int>::min(),
                                                 std::numeric_limits<int>::max()));
        const QJsonValue data = j.value(QLatin1String("data"));
        if (j.contains(QLatin1String("chunks"))) {
            const QString compression = j.value(QLatin1String("compression")).toString();
            for (const QJsonValue& cv : j.value(QLatin1String("chunks")).toArray()) {
                const QJsonObject c = cv.toObject();
                Chunk chunk;
                // Bounded so that sums of positions and sizes never overflow (a hostile file).
                chunk.x = std::clamp(c.value(QLatin1String("x")).toInt(), -(1 << 24), 1 << 24);
                chunk.y = std::clamp(c.value(QLatin1String("y")).toInt(), -(1 << 24), 1 << 24);
                chunk.width = std::clamp(c.value(QLatin1String("width")).toInt(), 0, 4096);
                chunk.height = std::clamp(c.value(QLatin1String("height")).toInt(), 0, 4096);
                const int cells = chunk.width * chunk.height;
                const QJsonValue cd = c.value(QLatin1String("data"));
                if (cd.isArray()) {
                    for (const QJsonValue& v : cd.toArray())
                        chunk.gids.push_back(std::uint32_t(v.toInteger()));
                    if (int(chunk.gids.size()) != cells)
                        layer.dataProblem = Text::tr("a chunk has %1 cells, expected %2").arg(chunk.gids.size()).arg(cells);
                } else {
                    decodeBase64Tiles(cd.toString().toLatin1(), compression, cells, chunk.gids, layer.dataProblem);
                }
                if (!layer.dataProblem.isEmpty()) {
                    layer.chunks.clear();
                    break;
                }
                layer.chunks << chunk;
            }
        } else if (data.isArray()) {
            for (const QJsonValue& v : data.toArray())
                layer.gids.push_back(std::uint32_t(v.toInteger()));
            if (int(layer.gids.size()) != count)
                layer.dataProblem = Text::tr("the layer has %1 cells, expected %2").arg(layer.gids.size()).arg(count);
        } else if (data.isString()) {
            decodeBase64Tiles(data.toString().toLatin1(), j.value(QLatin1String("compression")).toString(), count,
                              layer.gids, layer.dataProblem);
        } else {
            layer.dataProblem = Text::tr("the layer has no tile data");
        }
        if (!layer.dataProblem.isEmpty())
            layer.gids.clear();
    }
    return layer;
}

Tileset readTileset(const QJsonObject& t)
{
    Tileset tileset;
    tileset.firstGid = t.value(QLatin1String("firstgid")).toInt(1);
    tileset.source = t.value(QLatin1String("source")).toString();
    tileset.name = t.value(QLatin1String("name")).toString();
    for (const IntMember<Tileset>& m : kTilesetInts)
        tileset.*m.member = t.value(QLatin1String(m.name)).toInt(m.fallback);
    if (t.contains(QLatin1String("image")))
        tileset.image = readImage(t);
    const QJsonObject offset = t.value(QLatin1String("tileoffset")).toObject();
    tileset.tileOffsetX = offset.value(QLatin1String("x")).toInt();
    tileset.tileOffsetY = offset.value(QLatin1String("y")).toInt();
    for (const QJsonValue& tv : t.value(QLatin1String("tiles")).toArray()) {
        const QJsonObject tile = tv.toObject();
        const int id = tile.value(QLatin1String("id")).toInt();
        const Properties properties = readProperties(tile);
        if (!properties.isEmpty())
            tileset.tileProperties[id] = properties;
        const QString cls = readClass(tile);
        if (!cls.isEmpty())
            tileset.tileClasses[id] = cls;
        if (tile.contains(QLatin1String("image")))
            tileset.tileImages[id] = readImage(tile);
        if (tile.contains(QLatin1String("objectgroup"))) {
            QList<Object>& shapes = tileset.tileShapes[id];
            for (const QJsonValue& ov : tile.value(QLatin1String("objectgroup")).toObject().value(QLatin1String("objects")).toArray())
                shapes << readObject(ov.toObject());
        }
    }
    return tileset;
}

// Every item of `items` written by `write`, in order.
template <typename T, typename Write>
QJsonArray writeArray(const QList<T>& items, Write write)
{
    QJsonArray array;
    for (const T& item : items)
        array << write(item);
    return array;
}

QJsonArray writeProperties(const Properties& properties)
{
    QJsonArray array;
    for (const Property& p : properties) {
        QJsonObject o;
        o.insert(QStringLiteral("name"), p.name);
        o.insert(QStringLiteral("type"), p.type);
        if (p.type == u"bool")
            o.insert(QStringLiteral("value"), p.value.toBool());
        else if (p.type == u"int" || p.type == u"object")
            o.insert(QStringLiteral("value"), p.value.toLongLong());
        else if (p.type == u"float")
            o.insert(QStringLiteral("value"), p.value.toDouble());
        else
            o.insert(QStringLiteral("value"), p.value.toString());
        array << o;
    }
    return array;
}

void insertProperties(QJsonObject& owner, const Properties& properties)
{
    if (!properties.isEmpty())
        owner.insert(QStringLiteral("properties"), writeProperties(properties));
}

QJsonObject writeObject(const Object& o)
{
    QJsonObject jo;
    jo.insert(QStringLiteral("id"), o.id);
    if (o.kind == Object::Kind::Template) {
        // An instance states only what it overrides.
        jo.insert(QStringLiteral("template"), o.templatePath);
        if (o.given & Object::GivenName)
            jo.insert(QStringLiteral("name"), o.name);
        if (o.given & Object::GivenClass)
            jo.insert(QStringLiteral("type"), o.cls);
        if (o.given & Object::GivenSize) {
            jo.insert(QStringLiteral("width"), o.width);
            jo.insert(QStringLiteral("height"), o.height);
        }
        if (o.given & Object::GivenRotation)
            jo.insert(QStringLiteral("rotation"), o.rotation);
        if (o.given & Object::GivenVisible)
            jo.insert(QStringLiteral("visible"), o.visible);
        if (o.given & Object::GivenGid)
            jo.insert(QStringLiteral("gid"), qint64(o.gid));
        jo.insert(QStringLiteral("x"), o.x);
        jo.insert(QStringLiteral("y"), o.y);
        insertProperties(jo, o.properties);
        return jo;
    }
    jo.insert(QStringLiteral("name"), o.name);
    jo.insert(QStringLiteral("type"), o.cls); // the class; Tiled 1.9 alone calls it "class"
    jo.insert(QStringLiteral("x"), o.x);
    jo.insert(QStringLiteral("y"), o.y);
    jo.insert(QStringLiteral("width"), o.width);
    jo.insert(QStringLiteral("height"), o.height);
    jo.insert(QStringLiteral("rotation"), o.rotation);
    jo.insert(QStringLiteral("visible"), o.visible);
    if (o.kind == Object::Kind::Tile)
        jo.insert(QStringLiteral("gid"), qint64(o.gid));
    else if (o.kind == Object::Kind::Ellipse)
        jo.insert(QStringLiteral("ellipse"), true);
    else if (o.kind == Object::Kind::Point)
        jo.insert(QStringLiteral("point"), true);
    else if (o.kind == Object::Kind::Text)
        jo.insert(QStringLiteral("text"), QJsonObject::fromVariantMap(o.text));
    else if (o.kind == Object::Kind::Polygon || o.kind == Object::Kind::Polyline) {
        QJsonArray points;
        for (const QPointF& p : o.points)
            points << QJsonObject{{QStringLiteral("x"), p.x()}, {QStringLiteral("y"), p.y()}};
        jo.insert(o.kind == Object::Kind::Polygon ? QStringLiteral("polygon") : QStringLiteral("polyline"), points);
    }
    insertProperties(jo, o.properties);
    return jo;
}

QJsonObject writeLayer(const Layer& layer)
{
    QJsonObject j;
    j.insert(QStringLiteral("id"), layer.id);
    j.insert(QStringLiteral("name"), layer.name);
    j.insert(QStringLiteral("visible"), layer.visible);
    j.insert(QStringLiteral("opacity"), layer.opacity);
    j.insert(QStringLiteral("x"), 0);
    j.insert(QStringLiteral("y"), 0);
    if (layer.offsetX != 0)
        j.insert(QStringLiteral("offsetx"), layer.offsetX);
    if (layer.offsetY != 0)
        j.insert(QStringLiteral("offsety"), layer.offsetY);
    if (layer.locked)
        j.insert(QStringLiteral("locked"), true);
    for (auto it = layer.kept.cbegin(); it != layer.kept.cend(); ++it)
        j.insert(it.key(), QJsonValue::fromVariant(it.value()));
    insertProperties(j, layer.properties);
    switch (layer.type) {
    case Layer::Type::Tiles: {
        j.insert(QStringLiteral("type"), QStringLiteral("tilelayer"));
        j.insert(QStringLiteral("width"), layer.width);
        j.insert(QStringLiteral("height"), layer.height);
        if (!layer.chunks.isEmpty()) {
            QJsonArray chunks;
            for (const Chunk& c : layer.chunks) {
                QJsonArray data;
                for (std::uint32_t gid : c.gids)
                    data << qint64(gid);
                chunks << QJsonObject{{QStringLiteral("x"), c.x}, {QStringLiteral("y"), c.y},
                                      {QStringLiteral("width"), c.width}, {QStringLiteral("height"), c.height},
                                      {QStringLiteral("data"), data}};
            }
            j.insert(QStringLiteral("chunks"), chunks);
            return j;
        }
        QJsonArray data;
        for (std::uint32_t gid : layer.gids)
            data << qint64(gid);
        j.insert(QStringLiteral("data"), data);
        return j;
    }
    case Layer::Type::Image:
        j.insert(QStringLiteral("type"), QStringLiteral("imagelayer"));
        j.insert(QStringLiteral("image"), layer.image.source);
        if (layer.image.width > 0) {
            j.insert(QStringLiteral("imagewidth"), layer.image.width);
            j.insert(QStringLiteral("imageheight"), layer.image.height);
        }
        return j;
    case Layer::Type::Group: {
        j.insert(QStringLiteral("type"), QStringLiteral("group"));
        j.insert(QStringLiteral("layers"), writeArray(layer.layers, writeLayer));
        return j;
    }
    case Layer::Type::Objects:
        break;
    }
    j.insert(QStringLiteral("type"), QStringLiteral("objectgroup"));
    j.insert(QStringLiteral("draworder"), QStringLiteral("topdown"));
    j.insert(QStringLiteral("objects"), writeArray(layer.objects, writeObject));
    return j;
}

void insertImage(QJsonObject& j, const Image& image)
{
    j.insert(QStringLiteral("image"), image.source);
    j.insert(QStringLiteral("imagewidth"), image.width);
    j.insert(QStringLiteral("imageheight"), image.height);
}

QJsonObject writeTileset(const Tileset& t)
{
    QJsonObject jt;
    jt.insert(QStringLiteral("firstgid"), t.firstGid);
    if (!t.source.isEmpty()) {
        jt.insert(QStringLiteral("source"), t.source); // external tilesets stay references
        return jt;
    }
    jt.insert(QStringLiteral("name"), t.name);
    for (const IntMember<Tileset>& m : kTilesetInts)
        jt.insert(QLatin1String(m.name), t.*m.member);
    if (!t.image.isNull())
        insertImage(jt, t.image);
    if (t.tileOffsetX != 0 || t.tileOffsetY != 0)
        jt.insert(QStringLiteral("tileoffset"), QJsonObject{{QStringLiteral("x"), t.tileOffsetX}, {QStringLiteral("y"), t.tileOffsetY}});
    jt.insert(QStringLiteral("grid"), QJsonObject{{QStringLiteral("orientation"), QStringLiteral("orthogonal")},
                                                  {QStringLiteral("width"), 1},
                                                  {QStringLiteral("height"), 1}});
    QList<int> ids = t.tileProperties.keys() + t.tileShapes.keys() + t.tileClasses.keys() + t.tileImages.keys();
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    QJsonArray tiles;
    for (int id : ids) {
        QJsonObject tile{{QStringLiteral("id"), id}};
        if (t.tileClasses.contains(id))
            tile.insert(QStringLiteral("type"), t.tileClasses.value(id));
        if (t.tileImages.contains(id))
            insertImage(tile, t.tileImages.value(id));
        insertProperties(tile, t.tileProperties.value(id));
        if (t.tileShapes.contains(id)) {
            tile.insert(QStringLiteral("objectgroup"),
                        QJsonObject{{QStringLiteral("type"), QStringLiteral("objectgroup")},
                                    {QStringLiteral("draworder"), QStringLiteral("index")},
                                    {QStringLiteral("objects"), writeArray(t.tileShapes.value(id), writeObject)}});
        }
        tiles << tile;
    }
    jt.insert(QStringLiteral("tiles"), tiles);
    return jt;
}

} // namespace

ParseResult parseTmj(const QByteArray& data, const QString& fileName)
{
    Q_UNUSED(fileName);
    ParseResult result;
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &error);
    if (error.error != QJsonParseError::NoError) {
        result.error = Text::tr("offset %1: %2").arg(error.offset).arg(error.errorString());
        return result;
    }
    const QJsonObject j = doc.object();
    if (!doc.isObject() || (j.contains(QLatin1String("type")) && j.value(QLatin1String("type")).toString() != u"map")
        || (!j.contains(QLatin1String("layers")) && !j.contains(QLatin1String("tilesets")))) {
        result.error = Text::tr("not a Tiled map: no \"layers\"");
        return result;
    }
    Map& map = result.map;
    map.orientation = j.value(QLatin1String("orientation")).toString(QStringLiteral("orthogonal"));
    map.renderOrder = j.value(QLatin1String("renderorder")).toString(QStringLiteral("right-down"));
    map.backgroundColor = j.value(QLatin1String("backgroundcolor")).toString();
    for (const IntMember<Map>& m : kMapInts)
        map.*m.member = j.value(QLatin1String(m.name)).toInt(m.fallback);
    map.infinite = j.value(QLatin1String("infinite")).toBool();
    map.properties = readProperties(j);
    for (const QJsonValue& v : j.value(QLatin1String("tilesets")).toArray())
        map.tilesets << readTileset(v.toObject());
    for (const QJsonValue& v : j.value(QLatin1String("layers")).toArray())
        map.layers << readLayer(v.toObject(), map);
    result.ok = true;
    return result;
}

bool parseTemplateJson(const QByteArray& data, Template& out)
{
    const QJsonDocument doc = QJsonDocument::fromJson(data);
    const QJsonObject j = doc.object();
    if (!j.value(QLatin1String("object")).isObject())
        return false;
    out.object = readObject(j.value(QLatin1String("object")).toObject());
    if (j.value(QLatin1String("tileset")).isObject()) {
        out.hasTileset = true;
        out.tileset = readTileset(j.value(QLatin1String("tileset")).toObject());
    }
    return true;
}

QByteArray writeTmj(const Map& map)
{
    QJsonObject j;
    j.insert(QStringLiteral("type"), QStringLiteral("map"));
    j.insert(QStringLiteral("version"), QStringLiteral("1.8"));
    j.insert(QStringLiteral("tiledversion"), QStringLiteral("1.8.2"));
    j.insert(QStringLiteral("orientation"), map.orientation);
    j.insert(QStringLiteral("renderorder"), map.renderOrder);
    if (!map.backgroundColor.isEmpty())
        j.insert(QStringLiteral("backgroundcolor"), map.backgroundColor);
    for (const IntMember<Map>& m : kMapInts)
        j.insert(QLatin1String(m.name), map.*m.member);
    j.insert(QStringLiteral("infinite"), map.infinite);
    j.insert(QStringLiteral("compressionlevel"), -1);
    insertProperties(j, map.properties);
    j.insert(QStringLiteral("tilesets"), writeArray(map.tilesets, writeTileset));
    j.insert(QStringLiteral("layers"), writeArray(map.layers, writeLayer));
    return QJsonDocument(j).toJson(QJsonDocument::Indented);
}

} // namespace ledge::tiled
