#include "ObjectTypes.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QSet>

#include <cmath>

namespace ledge {

namespace {
struct Text {
    Q_DECLARE_TR_FUNCTIONS(LevelFile)
};
} // namespace

QString fieldTypeName(FieldType t)
{
    switch (t) {
    case FieldType::Bool: return QStringLiteral("bool");
    case FieldType::Number: return QStringLiteral("number");
    case FieldType::String: return QStringLiteral("string");
    }
    return {};
}

std::optional<FieldType> fieldTypeFromName(QStringView name)
{
    for (FieldType t : {FieldType::Bool, FieldType::Number, FieldType::String})
        if (name == fieldTypeName(t))
            return t;
    return std::nullopt;
}

QVariant fieldValue(FieldType type, const QVariant& value)
{
    switch (type) {
    case FieldType::Bool:
        if (value.typeId() == QMetaType::Bool)
            return value;
        return value.toString() == QLatin1String("true");
    case FieldType::Number: {
        bool ok = false;
        const double d = value.toDouble(&ok);
        return ok && std::isfinite(d) ? d : 0.0;
    }
    case FieldType::String: return value.toString();
    }
    return value;
}

namespace {

// Reads the member "name" of the entry at `at` into `name`: a non-empty string that is not in
// `seen` (it is added). `twice` says that a name is repeated, %1 the name. The error, if any.
std::optional<TypesError> takeUniqueName(const QJsonObject& o, const QString& at, QSet<QString>& seen,
                                         const QString& twice, QString& name)
{
    const QJsonValue v = o.value(QLatin1String("name"));
    if (!v.isString() || v.toString().isEmpty())
        return TypesError{at + QStringLiteral("/name"), Text::tr("expected a non-empty string")};
    name = v.toString();
    if (seen.contains(name))
        return TypesError{at + QStringLiteral("/name"), twice.arg(name)};
    seen.insert(name);
    return std::nullopt;
}

} // namespace

std::optional<std::vector<ObjectType>> objectTypesFromJson(const QJsonValue& value, TypesError* error)
{
    const auto fail = [&](const QString& pointer, const QString& reason) {
        if (error)
            *error = {pointer, reason};
        return std::nullopt;
    };
    if (!value.isArray())
        return fail(QString(), Text::tr("expected an array"));
    std::vector<ObjectType> types;
    QSet<QString> typeNames;
    const QJsonArray array = value.toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString at = QStringLiteral("/%1").arg(i);
        if (!array[i].isObject())
            return fail(at, Text::tr("expected an object"));
        const QJsonObject t = array[i].toObject();
        ObjectType type;
        if (const auto e = takeUniqueName(t, at, typeNames, Text::tr("the type \"%1\" is defined twice"), type.name))
            return fail(e->pointer, e->reason);
        const QJsonValue fields = t.value(QLatin1String("fields"));
        if (!fields.isUndefined() && !fields.isArray())
            return fail(at + QStringLiteral("/fields"), Text::tr("expected an array"));
        QSet<QString> fieldNames;
        const QJsonArray fieldArray = fields.toArray();
        for (qsizetype j = 0; j < fieldArray.size(); ++j) {
            const QString fat = at + QStringLiteral("/fields/%1").arg(j);
            if (!fieldArray[j].isObject())
                return fail(fat, Text::tr("expected an object"));
            const QJsonObject f = fieldArray[j].toObject();
            FieldDef field;
            if (const auto e = takeUniqueName(f, fat, fieldNames, Text::tr("the field \"%1\" is defined twice"), field.name))
                return fail(e->pointer, e->reason);
            const std::optional<FieldType> kind = fieldTypeFromName(f.value(QLatin1String("type")).toString());
            if (!kind)
                return fail(fat + QStringLiteral("/type"),
                            Text::tr("unknown value \"%1\"; expected one of: %2").arg(f.value(QLatin1String("type")).toString(), QStringLiteral("bool, number, string")));
            field.type = *kind;
            const QJsonValue d = f.value(QLatin1String("default"));
            const bool fits = d.isUndefined() || (field.type == FieldType::Bool && d.isBool())
                              || (field.type == FieldType::Number && d.isDouble()) || (field.type == FieldType::String && d.isString());
            if (!fits)
                return fail(fat + QStringLiteral("/default"), Text::tr("expected a default of type %1").arg(fieldTypeName(field.type)));
            field.defaultValue = d.isUndefined() ? fieldValue(field.type, QVariant()) : d.toVariant();
            if (field.type == FieldType::Number)
                field.defaultValue = d.toDouble();
            type.fields.push_back(std::move(field));
        }
        types.push_back(std::move(type));
    }
    return types;
}

QJsonArray objectTypesToJson(const std::vector<ObjectType>& types)
{
    QJsonArray out;
    for (const ObjectType& t : types) {
        QJsonArray fields;
        for (const FieldDef& f : t.fields)
            fields.append(QJsonObject{{QStringLiteral("name"), f.name},
                                      {QStringLiteral("type"), fieldTypeName(f.type)},
                                      {QStringLiteral("default"), QJsonValue::fromVariant(fieldValue(f.type, f.defaultValue))}});
        out.append(QJsonObject{{QStringLiteral("name"), t.name}, {QStringLiteral("fields"), fields}});
    }
    return out;
}

const ObjectType* findType(const std::vector<ObjectType>& types, const QString& name)
{
    for (const ObjectType& t : types)
        if (t.name == name)
            return &t;
    return nullptr;
}

QVariantMap withDefaults(const ObjectType& type, QVariantMap properties)
{
    for (const FieldDef& f : type.fields)
        if (!properties.contains(f.name))
            properties.insert(f.name, fieldValue(f.type, f.defaultValue));
    return properties;
}

} // namespace ledge
