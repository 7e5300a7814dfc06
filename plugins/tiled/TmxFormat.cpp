// Tiled's XML encoding (.tmx, .tsx) <-> tiled::Map.

#include "TiledMap.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QXmlStreamReader>
#include <QXmlStreamWriter>

#include <algorithm>
#include <limits>

namespace ledge::tiled {

namespace {

// The translation context of these messages; lupdate reads it from here too.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(TiledFormat)
};

QString number(double v)
{
    return QString::number(v, 'g', QLocale::FloatingPointShortest);
}

double attrDouble(const QXmlStreamAttributes& a, QLatin1String name, double fallback = 0)
{
    bool ok = false;
    const double v = a.value(name).toDouble(&ok);
    return ok ? v : fallback;
}

int attrInt(const QXmlStreamAttributes& a, QLatin1String name, int fallback = 0)
{
    bool ok = false;
    const int v = a.value(name).toInt(&ok);
    return ok ? v : fallback;
}

// Tiled 1.9+ names an object's or a tile's class "class", older versions "type".
QString attrClass(const QXmlStreamAttributes& a)
{
    return a.hasAttribute(QLatin1String("class")) ? a.value(QLatin1String("class")).toString()
                                                  : a.value(QLatin1String("type")).toString();
}

QVariant typedValue(const QString& type, const QString& text)
{
    if (type == u"int" || type == u"object")
        return text.toLongLong();
    if (type == u"float")
        return text.toDouble();
    if (type == u"bool")
        return text == u"true" || text == u"1";
    return text;
}

class Reader {
public:
    Reader(const QByteArray& data, const QString& fileName) : mXml(data), mFileName(fileName) {}

    ParseResult parse()
    {
        ParseResult result;
        if (!mXml.readNextStartElement() || mXml.name() != u"map") {
            result.error = mXml.hasError() ? errorText() : Text::tr("not a Tiled map: no <map> element");
            return result;
        }
        readMap(result.map);
        if (mXml.hasError()) {
            result.error = errorText();
            return result;
        }
        result.ok = true;
        result.warnings = mWarnings;
        return result;
    }

    bool parseTileset(Tileset& tileset)
    {
        if (!mXml.readNextStartElement() || mXml.name() != u"tileset")
            return false;
        readTileset(tileset);
        return !mXml.hasError();
    }

    bool parseTemplate(Template& out)
    {
        if (!mXml.readNextStartElement() || mXml.name() != u"template")
            return false;
        bool hasObject = false;
        while (mXml.readNextStartElement()) {
            if (mXml.name() == u"tileset") {
                out.hasTileset = true;
                readTileset(out.tileset);
            } else if (mXml.name() == u"object") {
                out.object = readObject();
                hasObject = true;
            } else {
                mXml.skipCurrentElement();
            }
        }
        return hasObject && !mXml.hasError();
    }

private:
    QString errorText() const
    {
        return Text::tr("line %1, column %2: %3").arg(mXml.lineNumber()).arg(mXml.columnNumber()).arg(mXml.errorString());
    }

    void readMap(Map& map)
    {
        const QXmlStreamAttributes a = mXml.attributes();
        map.orientation = a.value(QLatin1String("orientation")).toString();
        if (a.hasAttribute(QLatin1String("renderorder")))
            map.renderOrder = a.value(QLatin1String("renderorder")).toString();
        map.backgroundColor = a.value(QLatin1String("backgroundcolor")).toString();
        for (const IntMember<Map>& m : kMapInts)
            map.*m.member = attrInt(a, QLatin1String(m.name), m.fallback);
        map.infinite = attrInt(a, QLatin1String("infinite")) != 0;
        while (mXml.readNextStartElement()) {
            if (mXml.name() == u"properties")
                map.properties = readProperties();
            else if (mXml.name() == u"tileset") {
                Tileset tileset;
                readTileset(tileset);
                map.tilesets << tileset;
            } else if (!readLayer(map.layers, map)) {
                mXml.skipCurrentElement();
            }
        }
    }

    // Reads a layer-like element into `layers`; false when the element is no layer.
    bool readLayer(QList<Layer>& layers, const Map& map)
    {
        Layer layer;
        if (mXml.name() == u"objectgroup")
            layer.type = Layer::Type::Objects;
        else if (mXml.name() == u"layer")
            layer.type = Layer::Type::Tiles;
        else if (mXml.name() == u"imagelayer")
            layer.type = Layer::Type::Image;
        else if (mXml.name() == u"group")
            layer.type = Layer::Type::Group;
        else
            return false;
        // Groups nest by recursion here and in the mapping: bound the depth so a hostile file
        // cannot overflow the stack (tests/data/fuzz-regressions/fuzz_tiled_tmx).
        if (layer.type == Layer::Type::Group && mGroupDepth >= kMaxGroupDepth) {
            mXml.raiseError(Text::tr("groups nested more than %1 deep").arg(kMaxGroupDepth));
            return true;
        }
        const int depth = mGroupDepth;
        if (layer.type == Layer::Type::Group)
            ++mGroupDepth;
        const QXmlStreamAttributes a = mXml.attributes();
        layer.id = attrInt(a, QLatin1String("id"));
        layer.name = a.value(QLatin1String("name")).toString();
        layer.visible = attrInt(a, QLatin1String("visible"), 1) != 0;
        layer.locked = attrInt(a, QLatin1String("locked"), 0) != 0;
        layer.width = attrInt(a, QLatin1String("width"), map.width);
        layer.height = attrInt(a, QLatin1String("height"), map.height);
        layer.offsetX = attrDouble(a, QLatin1String("offsetx"));
        layer.offsetY = attrDouble(a, QLatin1String("offsety"));
        layer.opacity = attrDouble(a, QLatin1String("opacity"), 1);
        for (const char* member : kKeptLayerMembers) {
            const QLatin1String name(member);
            if (!a.hasAttribute(name))
                continue;
            const QString text = a.value(name).toString();
            if (name.startsWith(QLatin1String("repeat")))
                layer.kept.insert(name, text == u"1" || text == u"true");
            else if (name.startsWith(QLatin1String("parallax")) || name == u"x" || name == u"y")
                layer.kept.insert(name, text.toDouble());
            else
                layer.kept.insert(name, text);
        }
        while (mXml.readNextStartElement()) {
            if (mXml.name() == u"properties")
                layer.properties = readProperties();
            else if (mXml.name() == u"image" && layer.type == Layer::Type::Image)
                layer.image = readImage();
            else if (mXml.name() == u"object" && layer.type == Layer::Type::Objects)
                layer.objects << readObject();
            else if (mXml.name() == u"data" && layer.type == Layer::Type::Tiles)
                readData(layer);
            else if (layer.type != Layer::Type::Group || !readLayer(layer.layers, map))
                mXml.skipCurrentElement();
        }
        mGroupDepth = depth;
        layers << layer;
        return true;
    }

    void readData(Layer& layer)
    {
        const QXmlStreamAttributes a = mXml.attributes();
        const QString encoding = a.value(QLatin1String("encoding")).toString();
        const QString compression = a.value(QLatin1String("compression")).toString();
        // In 64 bits: width * height can overflow an int (fuzz-regressions/fuzz_tiled_tmx).
        const int count = int(std::clamp<qint64>(qint64(layer.width) * layer.height,
                                                 std::numeric_limits<int>::min(),
                                                 std::numeric_limits<int>::max()));
        if (encoding == u"csv" || encoding == u"base64") {
            QString text;
            while (!mXml.atEnd()) {
                const QXmlStreamReader::TokenType t = mXml.readNext();
                if (t == QXmlStreamReader::Characters)
                    text += mXml.text();
                else if (t == QXmlStreamReader::StartElement) {
                    if (mXml.name() == u"chunk")
                        readChunk(layer, encoding, compression); // an infinite map
                    else
                        mXml.skipCurrentElement();
                } else if (t == QXmlStreamReader::EndElement)
                    break;
            }
            if (!layer.chunks.isEmpty() || !layer.dataProblem.isEmpty())
                return;
            if (encoding == u"csv") {
                const QStringList parts = text.split(u',', Qt::SkipEmptyParts);
                for (const QString& part : parts)
                    layer.gids.push_back(part.trimmed().toUInt());
                if (int(layer.gids.size()) != count)
                    layer.dataProblem = Text::tr("the layer has %1 cells, expected %2").arg(layer.gids.size()).arg(count);
            } else {
                decodeBase64Tiles(text.trimmed().toLatin1(), compression, count, layer.gids, layer.dataProblem);
            }
        } else {
            // No encoding: one <tile gid=".."/> per cell (the oldest form).
            while (mXml.readNextStartElement()) {
                if (mXml.name() == u"tile")
                    layer.gids.push_back(mXml.attributes().value(QLatin1String("gid")).toUInt());
                else
                    layer.dataProblem = Text::tr("the tiles of an infinite map (chunks) are not supported");
                mXml.skipCurrentElement();
            }
            if (layer.dataProblem.isEmpty() && int(layer.gids.size()) != count)
                layer.dataProblem = Text::tr("the layer has %1 cells, expected %2").arg(layer.gids.size()).arg(count);
        }
        if (!layer.dataProblem.isEmpty())
            layer.gids.clear();
    }

    // One <chunk> of an infinite map's layer, in the layer's encoding.
    void readChunk(Layer& layer, const QString& encoding, const QString& compression)
    {
        const QXmlStreamAttributes a = mXml.attributes();
        Chunk chunk;
        // Bounded so that sums of positions and sizes never overflow (a hostile file).
        chunk.x = std::clamp(attrInt(a, QLatin1String("x")), -(1 << 24), 1 << 24);
        chunk.y = std::clamp(attrInt(a, QLatin1String("y")), -(1 << 24), 1 << 24);
        chunk.width = std::clamp(attrInt(a, QLatin1String("width")), 0, 4096);
        chunk.height = std::clamp(attrInt(a, QLatin1String("height")), 0, 4096);
        const int count = chunk.width * chunk.height;
        const QString text = mXml.readElementText(QXmlStreamReader::SkipChildElements);
        QString problem;
        if (encoding == u"csv") {
            for (const QString& part : text.split(u',', Qt::SkipEmptyParts))
                chunk.gids.push_back(part.trimmed().toUInt());
            if (int(chunk.gids.size()) != count)
                problem = Text::tr("a chunk has %1 cells, expected %2").arg(chunk.gids.size()).arg(count);
        } else {
            decodeBase64Tiles(text.trimmed().toLatin1(), compression, count, chunk.gids, problem);
        }
        if (!problem.isEmpty()) {
            layer.dataProblem = problem;
            layer.chunks.clear();
            return;
        }
        layer.chunks << chunk;
    }

    Image readImage()
    {
        const QXmlStreamAttributes a = mXml.attributes();
        Image image{a.value(QLatin1String("source")).toString(), attrInt(a, QLatin1String("width")),
                    attrInt(a, QLatin1String("height"))};
        mXml.skipCurrentElement();
        return image;
    }

    Object readObject()
    {
        Object o;
        const QXmlStreamAttributes a = mXml.attributes();
        o.id = attrInt(a, QLatin1String("id"));
        o.name = a.value(QLatin1String("name")).toString();
        o.cls = attrClass(a);
        o.x = attrDouble(a, QLatin1String("x"));
        o.y = attrDouble(a, QLatin1String("y"));
        o.width = attrDouble(a, QLatin1String("width"));
        o.height = attrDouble(a, QLatin1String("height"));
        o.rotation = attrDouble(a, QLatin1String("rotation"));
        o.visible = attrInt(a, QLatin1String("visible"), 1) != 0;
        o.given |= Object::givenMembers([&](const char* name) { return a.hasAttribute(QLatin1String(name)); });
        if (a.hasAttribute(QLatin1String("gid"))) {
            o.kind = Object::Kind::Tile;
            o.gid = a.value(QLatin1String("gid")).toUInt();
        }
        if (a.hasAttribute(QLatin1String("template"))) {
            o.kind = Object::Kind::Template;
            o.templatePath = a.value(QLatin1String("template")).toString();
        }
        while (mXml.readNextStartElement()) {
            const QStringView n = mXml.name();
            if (n == u"properties") {
                o.properties = readProperties();
                continue;
            }
            if (o.kind != Object::Kind::Template)
                o.given |= Object::GivenShape;
            if (o.kind == Object::Kind::Template)
                ; // an instance's own shape is the template's
            else if (n == u"ellipse")
                o.kind = Object::Kind::Ellipse;
            else if (n == u"point")
                o.kind = Object::Kind::Point;
            else if (n == u"text") {
                o.kind = Object::Kind::Text;
                for (const QXmlStreamAttribute& attr : mXml.attributes()) {
                    const QString v = attr.value().toString();
                    const QString k = attr.name().toString();
                    if (k == u"pixelsize")
                        o.text.insert(k, v.toInt());
                    else if (k == u"wrap" || k == u"bold" || k == u"italic" || k == u"underline" || k == u"strikeout" || k == u"kerning")
                        o.text.insert(k, v == u"1" || v == u"true");
                    else
                        o.text.insert(k, v);
                }
                o.text.insert(QStringLiteral("text"), mXml.readElementText(QXmlStreamReader::SkipChildElements));
                continue;
            }
            else if (n == u"polygon" || n == u"polyline") {
                o.kind = n == u"polygon" ? Object::Kind::Polygon : Object::Kind::Polyline;
                const QStringList pairs = mXml.attributes().value(QLatin1String("points")).toString()
                                              .split(u' ', Qt::SkipEmptyParts);
                for (const QString& pair : pairs)
                    o.points << QPointF(pair.section(u',', 0, 0).toDouble(), pair.section(u',', 1, 1).toDouble());
            }
            mXml.skipCurrentElement();
        }
        return o;
    }

    Properties readProperties()
    {
        Properties properties;
        while (mXml.readNextStartElement()) {
            if (mXml.name() != u"property") {
                mXml.skipCurrentElement();
                continue;
            }
            const QXmlStreamAttributes a = mXml.attributes();
            Property p;
            p.name = a.value(QLatin1String("name")).toString();
            if (a.hasAttribute(QLatin1String("type")))
                p.type = a.value(QLatin1String("type")).toString();
            QString text = a.value(QLatin1String("value")).toString();
            const bool hasValue = a.hasAttribute(QLatin1String("value"));
            if (p.type == u"class") {
                mXml.skipCurrentElement(); // nested members: Ledge has no structured values
            } else {
                const QString body = mXml.readElementText(QXmlStreamReader::SkipChildElements);
                if (!hasValue)
                    text = body; // multi-line strings are stored as the element's text
            }
            p.value = typedValue(p.type, text);
            properties << p;
        }
        return properties;
    }

    void readTileset(Tileset& tileset)
    {
        const QXmlStreamAttributes a = mXml.attributes();
        if (a.hasAttribute(QLatin1String("firstgid")))
            tileset.firstGid = attrInt(a, QLatin1String("firstgid"), 1);
        if (a.hasAttribute(QLatin1String("source")))
            tileset.source = a.value(QLatin1String("source")).toString();
        tileset.name = a.value(QLatin1String("name")).toString();
        for (const IntMember<Tileset>& m : kTilesetInts)
            tileset.*m.member = attrInt(a, QLatin1String(m.name), m.fallback);
        while (mXml.readNextStartElement()) {
            if (mXml.name() == u"tile") {
                const QXmlStreamAttributes ta = mXml.attributes();
                const int id = attrInt(ta, QLatin1String("id"));
                const QString cls = attrClass(ta);
                if (!cls.isEmpty())
                    tileset.tileClasses[id] = cls;
                while (mXml.readNextStartElement()) {
                    if (mXml.name() == u"properties")
                        tileset.tileProperties[id] = readProperties();
                    else if (mXml.name() == u"image")
                        tileset.tileImages[id] = readImage();
                    else if (mXml.name() == u"objectgroup") {
                        QList<Object>& shapes = tileset.tileShapes[id];
                        while (mXml.readNextStartElement()) {
                            if (mXml.name() == u"object")
                                shapes << readObject();
                            else
                                mXml.skipCurrentElement();
                        }
                    } else
                        mXml.skipCurrentElement();
                }
            } else if (mXml.name() == u"image") {
                tileset.image = readImage();
            } else if (mXml.name() == u"tileoffset") {
                tileset.tileOffsetX = attrInt(mXml.attributes(), QLatin1String("x"));
                tileset.tileOffsetY = attrInt(mXml.attributes(), QLatin1String("y"));
                mXml.skipCurrentElement();
            } else {
                mXml.skipCurrentElement();
            }
        }
    }

    static constexpr int kMaxGroupDepth = 256;
    int mGroupDepth = 0;
    QXmlStreamReader mXml;
    QString mFileName;
    QStringList mWarnings;
};

void writeProperties(QXmlStreamWriter& xml, const Properties& properties)
{
    if (properties.isEmpty())
        return;
    xml.writeStartElement(QStringLiteral("properties"));
    for (const Property& p : properties) {
        xml.writeStartElement(QStringLiteral("property"));
        xml.writeAttribute(QStringLiteral("name"), p.name);
        if (p.type != u"string")
            xml.writeAttribute(QStringLiteral("type"), p.type);
        QString text;
        if (p.type == u"bool")
            text = p.value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
        else if (p.type == u"float")
            text = number(p.value.toDouble());
        else
            text = p.value.toString();
        xml.writeAttribute(QStringLiteral("value"), text);
        xml.writeEndElement();
    }
    xml.writeEndElement();
}

void writeObject(QXmlStreamWriter& xml, const Object& o)
{
    xml.writeStartElement(QStringLiteral("object"));
    xml.writeAttribute(QStringLiteral("id"), QString::number(o.id));
    const bool instance = o.kind == Object::Kind::Template;
    if (instance)
        xml.writeAttribute(QStringLiteral("template"), o.templatePath);
    if (!o.name.isEmpty() && (!instance || (o.given & Object::GivenName)))
        xml.writeAttribute(QStringLiteral("name"), o.name);
    if (!o.cls.isEmpty() && (!instance || (o.given & Object::GivenClass))) {
        // "type" for Tiled before 1.9 (and again since 1.10), "class" for 1.9.
        xml.writeAttribute(QStringLiteral("type"), o.cls);
        xml.writeAttribute(QStringLiteral("class"), o.cls);
    }
    if (o.kind == Object::Kind::Tile || (instance && (o.given & Object::GivenGid)))
        xml.writeAttribute(QStringLiteral("gid"), QString::number(o.gid));
    xml.writeAttribute(QStringLiteral("x"), number(o.x));
    xml.writeAttribute(QStringLiteral("y"), number(o.y));
    const bool sized = o.kind == Object::Kind::Rectangle || o.kind == Object::Kind::Ellipse
        || o.kind == Object::Kind::Tile || o.kind == Object::Kind::Text;
    if ((sized && !instance) || (instance && (o.given & Object::GivenSize))) {
        xml.writeAttribute(QStringLiteral("width"), number(o.width));
        xml.writeAttribute(QStringLiteral("height"), number(o.height));
    }
    if (o.rotation != 0 || (instance && (o.given & Object::GivenRotation)))
        xml.writeAttribute(QStringLiteral("rotation"), number(o.rotation));
    if (!o.visible)
        xml.writeAttribute(QStringLiteral("visible"), QStringLiteral("0"));
    writeProperties(xml, o.properties);
    if (!instance) {
        if (o.kind == Object::Kind::Ellipse)
            xml.writeEmptyElement(QStringLiteral("ellipse"));
        else if (o.kind == Object::Kind::Point)
            xml.writeEmptyElement(QStringLiteral("point"));
        else if (o.kind == Object::Kind::Text) {
            xml.writeStartElement(QStringLiteral("text"));
            for (auto it = o.text.cbegin(); it != o.text.cend(); ++it)
                if (it.key() != u"text")
                    xml.writeAttribute(it.key(), it.value().typeId() == QMetaType::Bool
                                                     ? (it.value().toBool() ? QStringLiteral("1") : QStringLiteral("0"))
                                                     : it.value().toString());
            xml.writeCharacters(o.text.value(QStringLiteral("text")).toString());
            xml.writeEndElement();
        }
        else if (o.kind == Object::Kind::Polygon || o.kind == Object::Kind::Polyline) {
            QStringList pairs;
            for (const QPointF& p : o.points)
                pairs << number(p.x()) + u',' + number(p.y());
            xml.writeEmptyElement(o.kind == Object::Kind::Polygon ? QStringLiteral("polygon") : QStringLiteral("polyline"));
            xml.writeAttribute(QStringLiteral("points"), pairs.join(u' '));
        }
    }
    xml.writeEndElement();
}

QString csvOf(const std::vector<std::uint32_t>& gids, int width)
{
    QString csv = QStringLiteral("\n");
    for (std::size_t i = 0; i < gids.size(); ++i) {
        csv += QString::number(gids[i]);
        if (i + 1 < gids.size())
            csv += u',';
        if (width > 0 && (i + 1) % std::size_t(width) == 0)
            csv += u'\n';
    }
    return csv;
}

void writeImage(QXmlStreamWriter& xml, const Image& image)
{
    xml.writeEmptyElement(QStringLiteral("image"));
    xml.writeAttribute(QStringLiteral("source"), image.source);
    if (image.width > 0) {
        xml.writeAttribute(QStringLiteral("width"), QString::number(image.width));
        xml.writeAttribute(QStringLiteral("height"), QString::number(image.height));
    }
}

void writeLayer(QXmlStreamWriter& xml, const Layer& layer)
{
    static const QString kElement[] = {QStringLiteral("objectgroup"), QStringLiteral("layer"),
                                       QStringLiteral("imagelayer"), QStringLiteral("group")};
    xml.writeStartElement(kElement[int(layer.type)]);
    if (layer.id > 0)
        xml.writeAttribute(QStringLiteral("id"), QString::number(layer.id));
    xml.writeAttribute(QStringLiteral("name"), layer.name);
    if (layer.type == Layer::Type::Tiles) {
        xml.writeAttribute(QStringLiteral("width"), QString::number(layer.width));
        xml.writeAttribute(QStringLiteral("height"), QString::number(layer.height));
    }
    if (!layer.visible)
        xml.writeAttribute(QStringLiteral("visible"), QStringLiteral("0"));
    if (layer.locked)
        xml.writeAttribute(QStringLiteral("locked"), QStringLiteral("1"));
    if (layer.opacity != 1)
        xml.writeAttribute(QStringLiteral("opacity"), number(layer.opacity));
    if (layer.offsetX != 0)
        xml.writeAttribute(QStringLiteral("offsetx"), number(layer.offsetX));
    if (layer.offsetY != 0)
        xml.writeAttribute(QStringLiteral("offsety"), number(layer.offsetY));
    for (auto it = layer.kept.cbegin(); it != layer.kept.cend(); ++it)
        xml.writeAttribute(it.key(), it.value().typeId() == QMetaType::Bool ? (it.value().toBool() ? QStringLiteral("1") : QStringLiteral("0"))
                                     : it.value().typeId() == QMetaType::Double ? number(it.value().toDouble())
                                                                                 : it.value().toString());
    writeProperties(xml, layer.properties);
    switch (layer.type) {
    case Layer::Type::Tiles:
        xml.writeStartElement(QStringLiteral("data"));
        xml.writeAttribute(QStringLiteral("encoding"), QStringLiteral("csv"));
        if (layer.chunks.isEmpty()) {
            xml.writeCharacters(csvOf(layer.gids, layer.width));
        } else {
            for (const Chunk& c : layer.chunks) {
                xml.writeStartElement(QStringLiteral("chunk"));
                xml.writeAttribute(QStringLiteral("x"), QString::number(c.x));
                xml.writeAttribute(QStringLiteral("y"), QString::number(c.y));
                xml.writeAttribute(QStringLiteral("width"), QString::number(c.width));
                xml.writeAttribute(QStringLiteral("height"), QString::number(c.height));
                xml.writeCharacters(csvOf(c.gids, c.width));
                xml.writeEndElement();
            }
        }
        xml.writeEndElement();
        break;
    case Layer::Type::Image:
        if (!layer.image.isNull())
            writeImage(xml, layer.image);
        break;
    case Layer::Type::Group:
        for (const Layer& child : layer.layers)
            writeLayer(xml, child);
        break;
    case Layer::Type::Objects:
        for (const Object& o : layer.objects)
            writeObject(xml, o);
        break;
    }
    xml.writeEndElement();
}

void writeTileset(QXmlStreamWriter& xml, const Tileset& t)
{
    xml.writeStartElement(QStringLiteral("tileset"));
    xml.writeAttribute(QStringLiteral("firstgid"), QString::number(t.firstGid));
    if (!t.source.isEmpty()) {
        xml.writeAttribute(QStringLiteral("source"), t.source); // external tilesets stay references
        xml.writeEndElement();
        return;
    }
    xml.writeAttribute(QStringLiteral("name"), t.name);
    xml.writeAttribute(QStringLiteral("tilewidth"), QString::number(t.tileWidth));
    xml.writeAttribute(QStringLiteral("tileheight"), QString::number(t.tileHeight));
    if (t.spacing != 0)
        xml.writeAttribute(QStringLiteral("spacing"), QString::number(t.spacing));
    if (t.margin != 0)
        xml.writeAttribute(QStringLiteral("margin"), QString::number(t.margin));
    xml.writeAttribute(QStringLiteral("tilecount"), QString::number(t.tileCount));
    xml.writeAttribute(QStringLiteral("columns"), QString::number(t.columns));
    if (t.tileOffsetX != 0 || t.tileOffsetY != 0) {
        xml.writeEmptyElement(QStringLiteral("tileoffset"));
        xml.writeAttribute(QStringLiteral("x"), QString::number(t.tileOffsetX));
        xml.writeAttribute(QStringLiteral("y"), QString::number(t.tileOffsetY));
    }
    xml.writeEmptyElement(QStringLiteral("grid"));
    xml.writeAttribute(QStringLiteral("orientation"), QStringLiteral("orthogonal"));
    xml.writeAttribute(QStringLiteral("width"), QStringLiteral("1"));
    xml.writeAttribute(QStringLiteral("height"), QStringLiteral("1"));
    if (!t.image.isNull())
        writeImage(xml, t.image);
    QList<int> ids = t.tileProperties.keys() + t.tileShapes.keys() + t.tileClasses.keys() + t.tileImages.keys();
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    for (int id : ids) {
        xml.writeStartElement(QStringLiteral("tile"));
        xml.writeAttribute(QStringLiteral("id"), QString::number(id));
        if (t.tileClasses.contains(id))
            xml.writeAttribute(QStringLiteral("type"), t.tileClasses.value(id));
        writeProperties(xml, t.tileProperties.value(id));
        if (t.tileImages.contains(id))
            writeImage(xml, t.tileImages.value(id));
        if (t.tileShapes.contains(id)) {
            xml.writeStartElement(QStringLiteral("objectgroup"));
            xml.writeAttribute(QStringLiteral("draworder"), QStringLiteral("index"));
            for (const Object& o : t.tileShapes.value(id))
                writeObject(xml, o);
            xml.writeEndElement();
        }
        xml.writeEndElement();
    }
    xml.writeEndElement();
}

} // namespace

ParseResult parseTmx(const QByteArray& data, const QString& fileName)
{
    return Reader(data, fileName).parse();
}

bool parseExternalTileset(const QString& path, Tileset& tileset)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QByteArray data = file.readAll();
    if (QFileInfo(path).suffix().compare(u"tsx", Qt::CaseInsensitive) == 0)
        return Reader(data, path).parseTileset(tileset);
    // JSON tileset (.tsj, .json): a map's "tilesets" entry on its own.
    ParseResult wrapped = parseTmj("{\"type\":\"map\",\"tilesets\":[" + data + "]}", path);
    if (!wrapped.ok || wrapped.map.tilesets.isEmpty())
        return false;
    const int firstGid = tileset.firstGid;
    tileset = wrapped.map.tilesets.constFirst();
    tileset.firstGid = firstGid;
    return true;
}

bool parseTemplate(const QString& path, Template& out)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QByteArray data = file.read(16 << 20);
    if (QFileInfo(path).suffix().compare(u"tx", Qt::CaseInsensitive) == 0)
        return Reader(data, path).parseTemplate(out);
    return parseTemplateJson(data, out);
}

QByteArray writeTmx(const Map& map)
{
    QByteArray out;
    QXmlStreamWriter xml(&out);
    xml.setAutoFormatting(true);
    xml.setAutoFormattingIndent(1);
    xml.writeStartDocument();
    xml.writeStartElement(QStringLiteral("map"));
    xml.writeAttribute(QStringLiteral("version"), QStringLiteral("1.8"));
    xml.writeAttribute(QStringLiteral("tiledversion"), QStringLiteral("1.8.2"));
    xml.writeAttribute(QStringLiteral("orientation"), map.orientation);
    xml.writeAttribute(QStringLiteral("renderorder"), map.renderOrder);
    xml.writeAttribute(QStringLiteral("width"), QString::number(map.width));
    xml.writeAttribute(QStringLiteral("height"), QString::number(map.height));
    xml.writeAttribute(QStringLiteral("tilewidth"), QString::number(map.tileWidth));
    xml.writeAttribute(QStringLiteral("tileheight"), QString::number(map.tileHeight));
    xml.writeAttribute(QStringLiteral("infinite"), map.infinite ? QStringLiteral("1") : QStringLiteral("0"));
    if (!map.backgroundColor.isEmpty())
        xml.writeAttribute(QStringLiteral("backgroundcolor"), map.backgroundColor);
    xml.writeAttribute(QStringLiteral("nextlayerid"), QString::number(map.nextLayerId));
    xml.writeAttribute(QStringLiteral("nextobjectid"), QString::number(map.nextObjectId));
    writeProperties(xml, map.properties);
    for (const Tileset& t : map.tilesets)
        writeTileset(xml, t);
    for (const Layer& layer : map.layers)
        writeLayer(xml, layer);
    xml.writeEndElement();
    xml.writeEndDocument();
    return out;
}

} // namespace ledge::tiled
