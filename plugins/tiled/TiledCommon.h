#pragma once
// Helpers the Tiled import and export share (internal to the Tiled plugins).

#include "TiledMap.h"
#include "model/LevelTypes.h"

#include <QCoreApplication>

#include <optional>

namespace ledge::tiled {

// The translation context of these messages; lupdate reads it from here too.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(TiledFormat)
};

// "object 12 'crate'" or "object 12" (the name of an object in a warning).
inline QString describe(const Object& o)
{
    return o.name.isEmpty() ? Text::tr("object %1").arg(o.id) : Text::tr("object %1 '%2'").arg(o.id).arg(o.name);
}

inline QString describeLayer(const Layer& l)
{
    return l.id > 0 ? Text::tr("layer %1 '%2'").arg(l.id).arg(l.name) : Text::tr("layer '%1'").arg(l.name);
}

inline constexpr TileKind kKinds[] = {TileKind::Solid, TileKind::OneWay, TileKind::Hazard};

inline QString kindName(TileKind k)
{
    switch (k) {
    case TileKind::Solid: return QStringLiteral("solid");
    case TileKind::OneWay: return QStringLiteral("oneway");
    case TileKind::Hazard: return QStringLiteral("hazard");
    case TileKind::Empty: break;
    }
    return QStringLiteral("empty");
}

inline std::optional<TileKind> kindFromName(const QString& name)
{
    for (TileKind k : kKinds)
        if (name.compare(kindName(k), Qt::CaseInsensitive) == 0)
            return k;
    return std::nullopt;
}

inline Property property(const QString& name, const QVariant& value)
{
    Property p;
    p.name = name;
    p.value = value;
    switch (value.typeId()) {
    case QMetaType::Bool: p.type = QStringLiteral("bool"); break;
    case QMetaType::Int:
    case QMetaType::LongLong:
    case QMetaType::UInt:
    case QMetaType::ULongLong: p.type = QStringLiteral("int"); break;
    case QMetaType::Double:
    case QMetaType::Float: p.type = QStringLiteral("float"); break;
    default: p.type = QStringLiteral("string"); p.value = value.toString(); break;
    }
    return p;
}

inline QVariant propertyValue(const Property& p)
{
    if (p.type == u"int" || p.type == u"object")
        return p.value.toLongLong();
    if (p.type == u"float")
        return p.value.toDouble();
    if (p.type == u"bool")
        return p.value.toBool();
    return p.value.toString();
}

// The map properties that carry Ledge's settings.
inline const QString kPrefix = QStringLiteral("ledge.");

} // namespace ledge::tiled
