#include "LevelDiff.h"

#include "JsonWriter.h"
#include "LevelFile.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <map>
#include <unordered_map>
#include <unordered_set>

namespace ledge {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(LevelDiff)
};

const QString kPropertiesPrefix = QStringLiteral("properties.");

QString number(double v) { return QString::number(v, 'g', 17); }

QString shapeText(const Shape& shape)
{
    return std::visit(
        [](const auto& s) -> QString {
            using T = std::decay_t<decltype(s)>;
            if constexpr (std::is_same_v<T, Box>)
                return QStringLiteral("box %1,%2 %3x%4").arg(number(s.x), number(s.y), number(s.w), number(s.h));
            else if constexpr (std::is_same_v<T, Circle>)
                return QStringLiteral("circle %1,%2 r%3").arg(number(s.x), number(s.y), number(s.r));
            else if constexpr (std::is_same_v<T, Point>)
                return QStringLiteral("point %1,%2").arg(number(s.x), number(s.y));
            else if constexpr (std::is_same_v<T, Slope>)
                return QStringLiteral("slope %1,%2 %3x%4 %5%6")
                    .arg(number(s.x), number(s.y), number(s.w), number(s.h), riseName(s.rise),
                         s.ceiling ? QStringLiteral(" ceiling") : QString());
            else {
                QStringList points;
                for (const Vec2& p : s.points)
                    points << QStringLiteral("%1,%2").arg(number(p.x), number(p.y));
                return QStringLiteral("polygon ") + points.join(u' ');
            }
        },
        shape);
}

// Keys of both maps, each once, sorted.
template <typename Map> QStringList unionKeys(const Map& a, const Map& b)
{
    QStringList keys = a.keys();
    for (const QString& k : b.keys())
        if (!a.contains(k))
            keys << k;
    keys.sort();
    return keys;
}

void addExtraDifferences(QStringList& fields, const QJsonObject& a, const QJsonObject& b)
{
    for (const QString& k : unionKeys(a, b))
        if (a.value(k) != b.value(k))
            fields << k;
}

// Ids of `level`'s objects layer in order, keeping those for which keep(id) holds.
template <typename Keep>
std::vector<qint64> filteredOrder(const std::vector<ObjectId>& order, Keep&& keep)
{
    std::vector<qint64> out;
    out.reserve(order.size());
    for (ObjectId id : order)
        if (keep(id))
            out.push_back(id);
    return out;
}

std::vector<LayerId> layerIds(const Level& level)
{
    std::vector<LayerId> ids;
    for (int i = 0; i < level.layerCount(); ++i)
        ids.push_back(level.layerAt(i).id);
    return ids;
}

} // namespace

bool LevelDiff::isEmpty() const
{
    return added.empty() && removed.empty() && changed.empty() && cells.empty()
        && layersAdded.empty() && layersRemoved.empty() && layersChanged.empty()
        && settings.isEmpty();
}

QStringList objectFieldDifferences(const LevelObject& a, const LevelObject& b)
{
    QStringList fields;
    if (a.name != b.name)
        fields << QStringLiteral("name");
    if (a.role != b.role)
        fields << QStringLiteral("role");
    if (a.shape != b.shape || a.shapeExtra != b.shapeExtra)
        fields << QStringLiteral("shape");
    if (a.properties != b.properties)
        for (const QString& k : unionKeys(a.properties, b.properties))
            if (a.properties.contains(k) != b.properties.contains(k) || a.properties.value(k) != b.properties.value(k))
                fields << kPropertiesPrefix + k;
    addExtraDifferences(fields, a.extra, b.extra);
    return fields;
}

QStringList layerFieldDifferences(const LayerInfo& a, const LayerInfo& b)
{
    QStringList fields;
    if (a.name != b.name)
        fields << QStringLiteral("name");
    if (a.type != b.type)
        fields << QStringLiteral("type");
    if (a.visible != b.visible)
        fields << QStringLiteral("visible");
    if (a.locked != b.locked)
        fields << QStringLiteral("locked");
    if (a.collides != b.collides)
        fields << QStringLiteral("collides");
    addExtraDifferences(fields, a.extra, b.extra);
    return fields;
}

QString jsonValueText(const QJsonValue& v)
{
    if (v.isUndefined())
        return {};
    if (v.isString())
        return v.toString();
    return QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact)).mid(1).chopped(1);
}

QString objectFieldText(const LevelObject& o, const QString& field)
{
    if (field == u"name")
        return o.name;
    if (field == u"role")
        return roleName(o.role);
    if (field == u"shape")
        return shapeText(o.shape);
    if (field.startsWith(kPropertiesPrefix)) {
        const QString key = field.mid(kPropertiesPrefix.size());
        return o.properties.contains(key) ? jsonValueText(QJsonValue::fromVariant(o.properties.value(key))) : QString();
    }
    return jsonValueText(o.extra.value(field));
}

QString layerFieldText(const LayerInfo& l, const QString& field)
{
    auto yesNo = [](bool b) { return b ? QStringLiteral("true") : QStringLiteral("false"); };
    if (field == u"name")
        return l.name;
    if (field == u"type")
        return layerTypeName(l.type);
    if (field == u"visible")
        return yesNo(l.visible);
    if (field == u"locked")
        return yesNo(l.locked);
    if (field == u"collides")
        return yesNo(l.collides);
    return jsonValueText(l.extra.value(field));
}

QJsonObject flatSettings(const Level& level)
{
    const QJsonObject root = settingsJsonObject(level);
    QJsonObject flat;
    for (auto it = root.begin(); it != root.end(); ++it) {
        const QString& key = it.key();
        if (key == u"format" || key == u"version" || key == u"layers")
            continue;
        if (key == u"grid" || key == u"player" || key == u"rules") {
            const QJsonObject inner = it.value().toObject();
            for (auto m = inner.begin(); m != inner.end(); ++m)
                flat.insert(key + u'.' + m.key(), m.value());
        } else {
            flat.insert(key, it.value());
        }
    }
    return flat;
}

std::vector<bool> movedInOrder(const std::vector<qint64>& before, const std::vector<qint64>& order)
{
    std::unordered_map<qint64, int> position;
    position.reserve(before.size());
    for (std::size_t i = 0; i < before.size(); ++i)
        position.emplace(before[i], int(i));
    // Longest increasing subsequence of the old positions, built from the right: heads[k] is
    // the largest old position that starts an increasing run of length k + 1 to the right of
    // the current element (decreasing in k). Scanning leftwards and replacing on ties keeps
    // the leftmost elements among equally long runs.
    std::vector<int> old(order.size(), -1);
    for (std::size_t i = 0; i < order.size(); ++i)
        if (const auto it = position.find(order[i]); it != position.end())
            old[i] = it->second;
    std::vector<int> heads;       // old positions
    std::vector<std::size_t> headAt; // index in `order` of each head
    std::vector<std::ptrdiff_t> next(order.size(), -1);
    for (std::size_t i = order.size(); i-- > 0;) {
        const int v = old[i];
        if (v < 0)
            continue;
        // First k with heads[k] <= v (heads decreasing).
        const auto it = std::lower_bound(heads.begin(), heads.end(), v, std::greater<int>());
        const std::size_t k = std::size_t(it - heads.begin());
        next[i] = k > 0 ? std::ptrdiff_t(headAt[k - 1]) : -1;
        if (k == heads.size()) {
            heads.push_back(v);
            headAt.push_back(i);
        } else {
            heads[k] = v;
            headAt[k] = i;
        }
    }
    std::vector<bool> moved(order.size(), false);
    for (std::size_t i = 0; i < order.size(); ++i)
        moved[i] = old[i] >= 0;
    if (!heads.empty())
        for (std::ptrdiff_t i = std::ptrdiff_t(headAt.back()); i >= 0; i = next[std::size_t(i)])
            moved[std::size_t(i)] = false;
    return moved;
}

LevelDiff diffLevels(const Level& a, const Level& b)
{
    LevelDiff diff;
    std::map<ObjectId, QStringList> changed;
    a.forEachObject([&](const LayerInfo& layer, const LevelObject& o) {
        const LevelObject* other = b.object(o.id);
        if (!other) {
            diff.removed.push_back(o.id);
            return;
        }
        QStringList fields = objectFieldDifferences(o, *other);
        if (b.layerOf(o.id) != layer.id)
            fields << QStringLiteral("layer");
        if (!fields.isEmpty())
            changed[o.id] = fields;
    });
    b.forEachObject([&](const LayerInfo&, const LevelObject& o) {
        if (!a.object(o.id))
            diff.added.push_back(o.id);
    });
    // Order: among the objects that stay in a layer, those that left the longest run of
    // unchanged relative order.
    for (int i = 0; i < b.layerCount(); ++i) {
        const LayerId id = b.layerAt(i).id;
        if (b.layerAt(i).type != LayerType::Objects || !a.layer(id))
            continue;
        const auto staysIn = [&](const Level& other) {
            return [&other, id](ObjectId o) { return other.layerOf(o) == id; };
        };
        const std::vector<qint64> before = filteredOrder(a.objectIds(id), staysIn(b));
        const std::vector<qint64> after = filteredOrder(b.objectIds(id), staysIn(a));
        const std::vector<bool> moved = movedInOrder(before, after);
        for (std::size_t k = 0; k < after.size(); ++k)
            if (moved[k])
                changed[after[k]] << QStringLiteral("order");
    }
    std::sort(diff.added.begin(), diff.added.end());
    std::sort(diff.removed.begin(), diff.removed.end());
    for (auto& [id, fields] : changed)
        diff.changed.push_back({id, fields});

    // Layers.
    std::map<LayerId, QStringList> layersChanged;
    for (int i = 0; i < a.layerCount(); ++i) {
        const LayerInfo& info = a.layerAt(i);
        const LayerInfo* other = b.layer(info.id);
        if (!other) {
            diff.layersRemoved.push_back(info.id);
            continue;
        }
        if (QStringList fields = layerFieldDifferences(info, *other); !fields.isEmpty())
            layersChanged[info.id] = fields;
        if (info.type != LayerType::Tiles || other->type != LayerType::Tiles)
            continue;
        const TileGrid& ta = a.tiles(info.id);
        const TileGrid& tb = b.tiles(info.id);
        CellChanges cells{info.id, {}};
        const int rows = std::max(ta.rows, tb.rows), columns = std::max(ta.columns, tb.columns);
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < columns; ++c)
                if (a.tile(info.id, c, r) != b.tile(info.id, c, r))
                    cells.cells.push_back({c, r});
        if (!cells.cells.empty())
            diff.cells.push_back(std::move(cells));
    }
    for (int i = 0; i < b.layerCount(); ++i)
        if (!a.layer(b.layerAt(i).id))
            diff.layersAdded.push_back(b.layerAt(i).id);
    {
        std::vector<qint64> before, after;
        for (LayerId id : layerIds(a))
            if (b.layer(id))
                before.push_back(id);
        for (LayerId id : layerIds(b))
            if (a.layer(id))
                after.push_back(id);
        const std::vector<bool> moved = movedInOrder(before, after);
        for (std::size_t k = 0; k < after.size(); ++k)
            if (moved[k])
                layersChanged[after[k]] << QStringLiteral("order");
    }
    std::sort(diff.layersAdded.begin(), diff.layersAdded.end());
    std::sort(diff.layersRemoved.begin(), diff.layersRemoved.end());
    for (auto& [id, fields] : layersChanged)
        diff.layersChanged.push_back({id, fields});
    std::sort(diff.cells.begin(), diff.cells.end(),
              [](const CellChanges& x, const CellChanges& y) { return x.layer < y.layer; });

    const QJsonObject sa = flatSettings(a), sb = flatSettings(b);
    for (const QString& k : unionKeys(sa, sb))
        if (sa.value(k) != sb.value(k))
            diff.settings << k;
    return diff;
}

QByteArray diffJson(const LevelDiff& diff)
{
    JsonWriter w;
    auto ids = [&w](const char* key, const auto& list) {
        w.key(key);
        w.beginArray(true);
        for (qint64 id : list)
            w.integer(id);
        w.endArray();
    };
    auto strings = [&w](const QStringList& list) {
        w.beginArray(true);
        for (const QString& s : list)
            w.string(s);
        w.endArray();
    };
    auto changes = [&](const char* key, const auto& list) {
        w.key(key);
        w.beginArray();
        for (const auto& change : list) {
            w.beginObject(true);
            w.key("id");
            w.integer(change.id);
            w.key("fields");
            strings(change.fields);
            w.endObject();
        }
        w.endArray();
    };
    w.beginObject();
    ids("added", diff.added);
    ids("removed", diff.removed);
    changes("changed", diff.changed);
    w.key("cells");
    w.beginArray();
    for (const CellChanges& layer : diff.cells) {
        w.beginObject(true);
        w.key("layer");
        w.integer(layer.layer);
        w.key("cells");
        w.beginArray();
        for (const Cell& c : layer.cells) {
            w.beginArray();
            w.integer(c.column);
            w.integer(c.row);
            w.endArray();
        }
        w.endArray();
        w.endObject();
    }
    w.endArray();
    w.key("layers");
    w.beginObject();
    ids("added", diff.layersAdded);
    ids("removed", diff.layersRemoved);
    changes("changed", diff.layersChanged);
    w.endObject();
    w.key("settings");
    strings(diff.settings);
    w.endObject();
    return w.finish();
}

QString columnRanges(const std::vector<int>& columns)
{
    QStringList parts;
    for (std::size_t i = 0; i < columns.size();) {
        std::size_t j = i;
        while (j + 1 < columns.size() && columns[j + 1] == columns[j] + 1)
            ++j;
        parts << (i == j ? QString::number(columns[i])
                         : QStringLiteral("%1-%2").arg(columns[i]).arg(columns[j]));
        i = j + 1;
    }
    return parts.join(QStringLiteral(", "));
}

QString diffText(const LevelDiff& diff, const Level& a, const Level& b)
{
    QString text;
    auto line = [&text](const QString& s) { text += s + u'\n'; };
    auto describe = [](const LevelObject& o) {
        QString s = roleName(o.role) + u' ' + shapeTypeName(shapeType(o.shape));
        if (!o.name.isEmpty())
            s += QStringLiteral(" \"%1\"").arg(o.name);
        return s;
    };
    for (ObjectId id : diff.added)
        line(Text::tr("+ object %1: %2 in layer %3").arg(id).arg(describe(*b.object(id))).arg(b.layerOf(id)));
    for (ObjectId id : diff.removed)
        line(Text::tr("- object %1: %2 in layer %3").arg(id).arg(describe(*a.object(id))).arg(a.layerOf(id)));
    for (const ObjectChange& c : diff.changed)
        line(Text::tr("~ object %1: %2").arg(c.id).arg(c.fields.join(QStringLiteral(", "))));
    for (LayerId id : diff.layersAdded)
        line(Text::tr("+ layer %1 \"%2\"").arg(id).arg(b.layer(id)->name));
    for (LayerId id : diff.layersRemoved)
        line(Text::tr("- layer %1 \"%2\"").arg(id).arg(a.layer(id)->name));
    for (const LayerChange& c : diff.layersChanged)
        line(Text::tr("~ layer %1: %2").arg(c.id).arg(c.fields.join(QStringLiteral(", "))));
    for (const CellChanges& layer : diff.cells) {
        // Rows with the same changed columns in a row are one range of rows.
        std::vector<std::pair<int, std::vector<int>>> rows;
        for (const Cell& c : layer.cells) {
            if (rows.empty() || rows.back().first != c.row)
                rows.push_back({c.row, {}});
            rows.back().second.push_back(c.column);
        }
        for (std::size_t i = 0; i < rows.size();) {
            std::size_t j = i;
            while (j + 1 < rows.size() && rows[j + 1].first == rows[j].first + 1 && rows[j + 1].second == rows[i].second)
                ++j;
            const QString rowText = i == j ? QString::number(rows[i].first)
                                           : QStringLiteral("%1-%2").arg(rows[i].first).arg(rows[j].first);
            line(Text::tr("~ tiles of layer %1: rows %2, columns %3")
                     .arg(layer.layer)
                     .arg(rowText, columnRanges(rows[i].second)));
            i = j + 1;
        }
    }
    if (!diff.settings.isEmpty())
        line(Text::tr("~ settings: %1").arg(diff.settings.join(QStringLiteral(", "))));
    return text;
}

} // namespace ledge
