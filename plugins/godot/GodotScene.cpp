#include "GodotScene.h"

#include "model/LevelFile.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

namespace ledge::godot {

namespace {

QString num(double v)
{
    return QString::number(v, 'g', QLocale::FloatingPointShortest);
}

QString vec(double x, double y)
{
    return QStringLiteral("Vector2(%1, %2)").arg(num(x), num(y));
}

QString quoted(const QString& s)
{
    QString out = s;
    out.replace(u'\\', QStringLiteral("\\\\")).replace(u'"', QStringLiteral("\\\"")).replace(u'\n', QStringLiteral("\\n"));
    return u'"' + out + u'"';
}

// Godot node names may not contain . : @ / " %; empty names get a fallback.
QString nodeName(const QString& wanted, const QString& fallback)
{
    QString out = wanted.isEmpty() ? fallback : wanted;
    for (QChar& c : out)
        if (QStringLiteral(".:@/\"%").contains(c))
            c = u'_';
    return out;
}

// Metadata keys are identifiers.
QString metaKey(const QString& key)
{
    QString out;
    for (QChar c : key)
        out += c.isLetterOrNumber() || c == u'_' ? c : u'_';
    if (out.isEmpty() || out.front().isDigit())
        out.prepend(u'_');
    return out;
}

QString value(const QVariant& v)
{
    switch (v.typeId()) {
    case QMetaType::Bool: return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QMetaType::Int:
    case QMetaType::LongLong:
    case QMetaType::UInt:
    case QMetaType::ULongLong: return QString::number(v.toLongLong());
    case QMetaType::Double:
    case QMetaType::Float: return num(v.toDouble());
    default: return quoted(v.toString());
    }
}

// The level's name, grid, player, rules and unknown members, as one line of .ledge JSON.
QString settingsJson(const Level& level)
{
    return QString::fromUtf8(QJsonDocument(settingsJsonObject(level)).toJson(QJsonDocument::Compact));
}

class Writer {
public:
    QByteArray run(const Level& level)
    {
        const QString root = nodeName(level.name(), QStringLiteral("Level"));
        node(root, QStringLiteral("Node2D"), QString());
        line(QStringLiteral("metadata/ledge_settings = %1").arg(quoted(settingsJson(level))));
        for (int i = 0; i < level.layerCount(); ++i) {
            const LayerInfo& info = level.layerAt(i);
            const QString layerNode = uniqueChild(QStringLiteral("."), nodeName(info.name, QStringLiteral("Layer%1").arg(info.id)));
            node(layerNode, QStringLiteral("Node2D"), QStringLiteral("."));
            if (!info.visible)
                line(QStringLiteral("visible = false"));
            line(QStringLiteral("metadata/ledge_layer_id = %1").arg(info.id));
            line(QStringLiteral("metadata/ledge_name = %1").arg(quoted(info.name)));
            if (info.locked)
                line(QStringLiteral("metadata/ledge_locked = true"));
            if (info.type == LayerType::Tiles)
                line(QStringLiteral("metadata/ledge_layer_type = \"tiles\""));
            if (!info.collides)
                line(QStringLiteral("metadata/ledge_collides = false"));
            if (info.type == LayerType::Tiles)
                tiles(level.tiles(info.id), layerNode);
            else
                for (ObjectId id : level.objectIds(info.id))
                    if (const LevelObject* o = level.object(id))
                        object(*o, layerNode);
        }
        QString head = QStringLiteral("[gd_scene load_steps=%1 format=3]\n\n").arg(mResources + 1);
        return (head + mSubResources + mNodes).toUtf8();
    }

private:
    void line(const QString& text) { mNodes += text + u'\n'; }

    void node(const QString& name, const QString& type, const QString& parent)
    {
        if (!mNodes.isEmpty())
            mNodes += u'\n';
        mNodes += QStringLiteral("[node name=%1 type=\"%2\"").arg(quoted(name), type);
        if (!parent.isNull())
            mNodes += QStringLiteral(" parent=%1").arg(quoted(parent));
        mNodes += QStringLiteral("]\n");
    }

    // Sibling names must be unique in Godot.
    QString uniqueChild(const QString& parent, const QString& name)
    {
        QString candidate = name;
        for (int n = 2; mUsed.contains(parent + u'/' + candidate); ++n)
            candidate = name + QString::number(n);
        mUsed.insert(parent + u'/' + candidate);
        return candidate;
    }

    QString resource(const QString& type, const QString& body)
    {
        const QString id = QStringLiteral("%1_%2").arg(type).arg(++mResources);
        mSubResources += QStringLiteral("[sub_resource type=\"%1\" id=\"%2\"]\n%3\n\n").arg(type, id, body);
        return id;
    }

    void shapeNode(const QString& parentPath, const QString& resourceId, bool oneWay, QPointF at = {})
    {
        node(uniqueChild(parentPath, QStringLiteral("CollisionShape2D")), QStringLiteral("CollisionShape2D"), parentPath);
        if (!at.isNull())
            line(QStringLiteral("position = %1").arg(vec(at.x(), at.y())));
        line(QStringLiteral("shape = SubResource(\"%1\")").arg(resourceId));
        if (oneWay)
            line(QStringLiteral("one_way_collision = true"));
    }

    void object(const LevelObject& o, const QString& layerNode)
    {
        const QString name = uniqueChild(layerNode, nodeName(o.name, roleName(o.role)) + QStringLiteral("_%1").arg(o.id));
        const QString path = layerNode + u'/' + name;
        const bool isMarker = shapeType(o.shape) == ShapeType::Point;
        const bool blocks = o.role == Role::Solid || o.role == Role::OneWay;
        const QString type = isMarker ? QStringLiteral("Marker2D") : blocks ? QStringLiteral("StaticBody2D") : QStringLiteral("Area2D");
        node(name, type, layerNode);
        const Aabb b = bounds(o.shape);
        const bool centred = shapeType(o.shape) == ShapeType::Box || shapeType(o.shape) == ShapeType::Circle;
        const Vec2 origin = isMarker ? Vec2{b.minX, b.minY} : centred ? b.centre() : Vec2{b.minX, b.minY};
        line(QStringLiteral("position = %1").arg(vec(origin.x, origin.y)));
        line(QStringLiteral("metadata/ledge_id = %1").arg(o.id));
        line(QStringLiteral("metadata/ledge_role = %1").arg(quoted(roleName(o.role))));
        if (!o.name.isEmpty())
            line(QStringLiteral("metadata/ledge_name = %1").arg(quoted(o.name)));
        if (const Slope* slope = std::get_if<Slope>(&o.shape)) {
            line(QStringLiteral("metadata/ledge_shape = \"slope\""));
            line(QStringLiteral("metadata/ledge_rise = %1").arg(quoted(riseName(slope->rise))));
            line(QStringLiteral("metadata/ledge_ceiling = %1").arg(slope->ceiling ? QStringLiteral("true") : QStringLiteral("false")));
        }
        // Metadata keys are identifiers: a key that had to change is restored from ledge_keys.
        QJsonObject renamed;
        for (auto it = o.properties.cbegin(); it != o.properties.cend(); ++it) {
            const QString key = metaKey(it.key());
            if (key != it.key())
                renamed.insert(key, it.key());
            line(QStringLiteral("metadata/%1 = %2").arg(key, value(it.value())));
        }
        if (!renamed.isEmpty())
            line(QStringLiteral("metadata/ledge_keys = %1")
                     .arg(quoted(QString::fromUtf8(QJsonDocument(renamed).toJson(QJsonDocument::Compact)))));
        if (isMarker)
            return;
        const bool oneWay = o.role == Role::OneWay;
        std::visit(
            [&](const auto& s) {
                using T = std::decay_t<decltype(s)>;
                if constexpr (std::is_same_v<T, Box>) {
                    shapeNode(path, resource(QStringLiteral("RectangleShape2D"), QStringLiteral("size = %1").arg(vec(s.w, s.h))), oneWay);
                } else if constexpr (std::is_same_v<T, Circle>) {
                    shapeNode(path, resource(QStringLiteral("CircleShape2D"), QStringLiteral("radius = %1").arg(num(s.r))), oneWay);
                } else if constexpr (std::is_same_v<T, Polygon> || std::is_same_v<T, Slope>) {
                    std::vector<Vec2> points;
                    if constexpr (std::is_same_v<T, Slope>) {
                        const auto t = slopeTriangle(s);
                        points.assign(t.begin(), t.end());
                    } else {
                        points = s.points;
                    }
                    QStringList coords;
                    for (const Vec2& p : points)
                        coords << num(p.x - origin.x) << num(p.y - origin.y);
                    node(uniqueChild(path, QStringLiteral("CollisionPolygon2D")), QStringLiteral("CollisionPolygon2D"), path);
                    line(QStringLiteral("polygon = PackedVector2Array(%1)").arg(coords.join(QStringLiteral(", "))));
                    if (oneWay)
                        line(QStringLiteral("one_way_collision = true"));
                }
            },
            o.shape);
    }

    void tiles(const TileGrid& grid, const QString& layerNode)
    {
        const std::vector<CellRect> rects = mergeCells(grid);
        for (TileKind kind : {TileKind::Solid, TileKind::OneWay, TileKind::Hazard}) {
            bool started = false;
            QString body;
            for (const CellRect& r : rects) {
                if (r.kind != kind)
                    continue;
                if (!started) {
                    started = true;
                    const QString name = kind == TileKind::Solid ? QStringLiteral("SolidTiles")
                                       : kind == TileKind::OneWay ? QStringLiteral("OneWayTiles")
                                                                  : QStringLiteral("HazardTiles");
                    body = layerNode + u'/' + uniqueChild(layerNode, name);
                    node(body.section(u'/', -1), kind == TileKind::Hazard ? QStringLiteral("Area2D") : QStringLiteral("StaticBody2D"), layerNode);
                    line(QStringLiteral("metadata/ledge_role = %1")
                             .arg(quoted(kind == TileKind::Solid ? QStringLiteral("solid")
                                         : kind == TileKind::OneWay ? QStringLiteral("oneway") : QStringLiteral("hazard"))));
                }
                const double w = (r.column1 - r.column0) * grid.cellSize, h = (r.row1 - r.row0) * grid.cellSize;
                const QString id = resource(QStringLiteral("RectangleShape2D"), QStringLiteral("size = %1").arg(vec(w, h)));
                shapeNode(body, id, kind == TileKind::OneWay,
                          QPointF(r.column0 * grid.cellSize + w / 2, r.row0 * grid.cellSize + h / 2));
            }
        }
    }

    QString mSubResources;
    QString mNodes;
    int mResources = 0;
    QSet<QString> mUsed;
};

} // namespace

QByteArray writeScene(const Level& level)
{
    return Writer().run(level);
}

} // namespace ledge::godot
