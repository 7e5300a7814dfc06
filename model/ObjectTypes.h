#pragma once
// Custom object types (as LDtk's entity definitions and Tiled's custom types): a named type
// with typed fields and their defaults, kept in the level file's optional "types" member.
// An object of a type names it in its own optional "type" member and holds its field values
// in its properties, so every exporter writes them as properties.

#include "model/ModelExport.h"

#include <QJsonArray>
#include <QString>
#include <QVariant>
#include <QVariantMap>

#include <optional>
#include <vector>

namespace ledge {

enum class FieldType { Bool, Number, String };
LEDGE_MODEL_EXPORT QString fieldTypeName(FieldType t); // "bool", "number", "string" as in the file
LEDGE_MODEL_EXPORT std::optional<FieldType> fieldTypeFromName(QStringView name);

struct FieldDef {
    QString name;
    FieldType type = FieldType::String;
    QVariant defaultValue; // bool, double or QString as the type says
    friend bool operator==(const FieldDef&, const FieldDef&) = default;
};

struct ObjectType {
    QString name;
    std::vector<FieldDef> fields;
    friend bool operator==(const ObjectType&, const ObjectType&) = default;
};

// The file's "types" array; nullopt with `error` (untranslated member path relative to the
// array, e.g. "/1/fields/0/default", then a translated reason) when it is malformed.
struct TypesError {
    QString pointer; // relative to "/types"
    QString reason;  // translated
};
LEDGE_MODEL_EXPORT std::optional<std::vector<ObjectType>> objectTypesFromJson(const QJsonValue& value, TypesError* error);
LEDGE_MODEL_EXPORT QJsonArray objectTypesToJson(const std::vector<ObjectType>& types);

// The type named `name`, or null.
LEDGE_MODEL_EXPORT const ObjectType* findType(const std::vector<ObjectType>& types, const QString& name);
// `properties` with every field of `type` it lacks set to the field's default.
LEDGE_MODEL_EXPORT QVariantMap withDefaults(const ObjectType& type, QVariantMap properties);
// A field value typed as the field says: "true"/"false", a number, or the text.
LEDGE_MODEL_EXPORT QVariant fieldValue(FieldType type, const QVariant& value);

} // namespace ledge
