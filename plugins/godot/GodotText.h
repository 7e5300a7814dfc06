#pragma once
// The text of Godot 4 resources and scenes (.tscn, .tres): sections "[tag key=value ...]"
// followed by "key = value" lines, values in Godot's variant syntax (numbers, strings,
// true/false/null, Vector2(1, 2), PackedVector2Array(...), SubResource("id"), [arrays],
// { "dictionaries": ... }, &"StringName", ^"NodePath"). Values may span lines.

#include <QString>

#include <optional>
#include <utility>
#include <vector>

namespace ledge::godot {

struct Value {
    enum class Kind { Null, Bool, Number, String, Call, Array, Dict, Word };
    Kind kind = Kind::Null;
    bool boolean = false;
    double number = 0;
    bool integer = false; // a number written without fraction or exponent
    QString text;         // String: the text; Call: the constructor's name; Word: the word
    std::vector<Value> items; // Call: arguments; Array: elements
    std::vector<Value> keys, values; // Dict: parallel (a pair of an incomplete type is not allowed)

    bool isNumber() const { return kind == Kind::Number; }
    bool isCall(const char* name) const { return kind == Kind::Call && text == QLatin1String(name); }
    // The numbers of a Call or Array whose items are all numbers; nullopt otherwise.
    std::optional<std::vector<double>> numbers() const;
};

struct Section {
    QString tag; // "gd_scene", "ext_resource", "sub_resource", "node", "connection", ...
    int line = 0;
    std::vector<std::pair<QString, Value>> attributes; // inside the brackets
    std::vector<std::pair<QString, Value>> properties; // the lines after it

    const Value* attribute(const QString& key) const;
    const Value* property(const QString& key) const;
};

struct ParsedText {
    std::vector<Section> sections;
    QString error; // "line 12: expected ']'" when the text is malformed
    bool ok() const { return error.isEmpty(); }
};

// Never throws; nesting deeper than 64 levels is an error, not a stack overflow.
ParsedText parseText(const QString& text);

} // namespace ledge::godot
