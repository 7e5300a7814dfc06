#include "GodotImport.h"

#include "GodotText.h"
#include "model/LevelFile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTransform>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace ledge::godot {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(GodotFormat)
};

// v as an int within [lo, hi], clamped before the conversion: a scene may hold coordinates
// far beyond any int's cell (fuzz_godot_tscn found a size of 3e98); NaN gives lo.
int clampedIndex(double v, int lo, int hi)
{
    if (!(v == v))
        return lo;
    return int(std::clamp(v, double(lo), double(hi)));
}

constexpr int kCirclePoints = 32;
constexpr const char* kTransformKeys[] = {"transform", "position", "rotation", "scale", "skew"};
constexpr int kCapPoints = 8; // per half circle of a capsule

bool containsAny(const QString& text, std::initializer_list<const char*> words)
{
    for (const char* w : words)
        if (text.contains(QLatin1String(w), Qt::CaseInsensitive))
            return true;
    return false;
}

// The same words as the LDtk defaults: markers and areas by their names.
std::optional<Role> roleByName(const QString& name, bool area)
{
    if (area && containsAny(name, {"spike", "lava", "death", "hazard", "kill"}))
        return Role::Hazard;
    if (!area && containsAny(name, {"player", "start", "spawn"}))
        return Role::Spawn;
    if (containsAny(name, {"goal", "exit", "finish"}))
        return Role::Goal;
    if (containsAny(name, {"coin", "gem", "pickup", "collectible"}))
        return Role::Pickup;
    return std::nullopt;
}

struct Node {
    // The path for people: the root by its name.
    QString shown() const { return path == u"." ? name : path; }
    const Section* section = nullptr;
    QString name;
    QString type;   // empty for an instance
    QString path;   // "." for the root, "A/B" below it
    QString parent; // path of the parent, empty for the root
    QTransform global;
    int index = 0;
};

// Godot's Node2D transform: x axis (cos r, sin r) * sx, y axis (-sin(r + skew), cos(r + skew)) * sy,
// origin at position. QTransform maps p to (m11 x + m21 y + dx, m12 x + m22 y + dy).
std::optional<QTransform> localTransform(const Section& s, QString* bad)
{
    if (const Value* t = s.property(QStringLiteral("transform"))) {
        const auto n = t->numbers();
        if (!t->isCall("Transform2D") || !n || n->size() != 6) {
            *bad = QStringLiteral("transform");
            return std::nullopt;
        }
        return QTransform((*n)[0], (*n)[1], (*n)[2], (*n)[3], (*n)[4], (*n)[5]);
    }
    double px = 0, py = 0, rotation = 0, sx = 1, sy = 1, skew = 0;
    if (const Value* p = s.property(QStringLiteral("position"))) {
        const auto n = p->numbers();
        if (!p->isCall("Vector2") || !n || n->size() != 2) {
            *bad = QStringLiteral("position");
            return std::nullopt;
        }
        px = (*n)[0];
        py = (*n)[1];
    }
    if (const Value* r = s.property(QStringLiteral("rotation"))) {
        if (!r->isNumber()) {
            *bad = QStringLiteral("rotation");
            return std::nullopt;
        }
        rotation = r->number;
    }
    if (const Value* k = s.property(QStringLiteral("skew"))) {
        if (!k->isNumber()) {
            *bad = QStringLiteral("skew");
            return std::nullopt;
        }
        skew = k->number;
    }
    if (const Value* c = s.property(QStringLiteral("scale"))) {
        const auto n = c->numbers();
        if (!c->isCall("Vector2") || !n || n->size() != 2) {
            *bad = QStringLiteral("scale");
            return std::nullopt;
        }
        sx = (*n)[0];
        sy = (*n)[1];
    }
    if (!std::isfinite(px) || !std::isfinite(py) || !std::isfinite(rotation) || !std::isfinite(sx) || !std::isfinite(sy)
        || !std::isfinite(skew)) {
        *bad = QStringLiteral("position");
        return std::nullopt;
    }
    // Exact for the common case: no rotation, no skew.
    if (rotation == 0 && skew == 0)
        return QTransform(sx, 0, 0, sy, px, py);
    return QTransform(std::cos(rotation) * sx, std::sin(rotation) * sx, -std::sin(rotation + skew) * sy,
                      std::cos(rotation + skew) * sy, px, py);
}

Vec2 apply(const QTransform& t, double x, double y)
{
    return {t.m11() * x + t.m21() * y + t.dx(), t.m12() * x + t.m22() * y + t.dy()};
}

bool axisAligned(const QTransform& t) { return t.m12() == 0 && t.m21() == 0; }

// A rotation and a uniform scale (possibly mirrored): circles stay circles.
std::optional<double> uniformScale(const QTransform& t)
{
    const double a = std::hypot(t.m11(), t.m12()), b = std::hypot(t.m21(), t.m22());
    const double dot = t.m11() * t.m21() + t.m12() * t.m22();
    if (std::abs(a - b) <= 1e-9 * std::max(a, b) && std::abs(dot) <= 1e-9 * a * b)
        return a;
    return std::nullopt;
}

Polygon transformed(const QTransform& t, const std::vector<Vec2>& local)
{
    Polygon p;
    p.points.reserve(local.size());
    for (const Vec2& v : local)
        p.points.push_back(apply(t, v.x, v.y));
    return p;
}

std::optional<Vec2> vector2(const Value* v)
{
    if (!v || !v->isCall("Vector2"))
        return std::nullopt;
    const auto n = v->numbers();
    if (!n || n->size() != 2 || !std::isfinite((*n)[0]) || !std::isfinite((*n)[1]))
        return std::nullopt;
    return Vec2{(*n)[0], (*n)[1]};
}

std::optional<std::vector<Vec2>> points(const Value* v)
{
    if (!v)
        return std::nullopt;
    const auto n = v->numbers();
    if (!n || n->size() % 2 != 0)
        return std::nullopt;
    std::vector<Vec2> out;
    for (std::size_t i = 0; i + 1 < n->size(); i += 2) {
        if (!std::isfinite((*n)[i]) || !std::isfinite((*n)[i + 1]))
            return std::nullopt;
        out.push_back({(*n)[i], (*n)[i + 1]});
    }
    return out;
}

QVariant variant(const Value& v)
{
    switch (v.kind) {
    case Value::Kind::Bool: return v.boolean;
    case Value::Kind::Number:
        if (v.integer && std::abs(v.number) < 9007199254740992.0)
            return qlonglong(v.number);
        return v.number;
    case Value::Kind::String: return v.text;
    default: return {};
    }
}

// What a collision node becomes before ids and layers are known.
struct Found {
    LevelObject object;
    ObjectId wantedId = 0;
    QString layerKey; // the node path of its layer
    bool tiles = false;
};

struct LayerPlan {
    LayerInfo info;
    QString key;
};

// How a scene instanced by another one sits in it: the instance node's name, the global
// transform of its parent, the instance node's own properties (they override the instanced
// root's), and the scene files already open above it (a scene cannot contain itself).
struct InstanceContext {
    QString name;
    QTransform parentGlobal;
    const Section* overrides = nullptr;
    QStringList chain;
};

constexpr int kMaxInstanceDepth = 8;

// The file a "res://" path names: relative to the folder holding project.godot, found by
// walking up from the scene. Empty when there is no such project.
QString resolveResource(const QString& sceneFile, const QString& resPath)
{
    if (sceneFile.isEmpty() || !resPath.startsWith(u"res://"))
        return {};
    QDir dir = QFileInfo(sceneFile).absoluteDir();
    for (int up = 0; up < 32; ++up) {
        if (dir.exists(QStringLiteral("project.godot")))
            return dir.filePath(resPath.mid(6));
        if (!dir.cdUp())
            break;
    }
    return {};
}

class SceneReader {
public:
    explicit SceneReader(const QString& fileName, std::optional<InstanceContext> instance = std::nullopt)
        : mFileName(fileName), mInstance(std::move(instance))
    {
    }

    ImportResult run(const QByteArray& data)
    {
        ImportResult result;
        if (!collect(data)) {
            result.error = mError;
            return result;
        }
        result.level = build();
        if (!result.level) {
            result.error = mError;
            return result;
        }
        result.warnings = mWarnings;
        return result;
    }

    // Parses the scene and finds its objects (mFound) and warnings; false with mError set.
    bool collect(const QByteArray& data)
    {
        mParsed = parseText(QString::fromUtf8(data));
        const ParsedText& parsed = mParsed;
        if (!parsed.ok()) {
            mError = parsed.error;
            return false;
        }
        if (parsed.sections.empty() || parsed.sections.front().tag != u"gd_scene") {
            mError = Text::tr("line 1: not a Godot scene (it does not start with [gd_scene ...])");
            return false;
        }
        const Value* format = parsed.sections.front().attribute(QStringLiteral("format"));
        if (!format || !format->isNumber() || format->number != 3) {
            mError = Text::tr("line 1: Ledge reads Godot 4 text scenes (format=3); this one has format=%1")
                         .arg(format && format->isNumber() ? QString::number(format->number) : QStringLiteral("?"));
            return false;
        }
        for (const Section& s : parsed.sections) {
            if (s.tag == u"ext_resource") {
                const Value* id = s.attribute(QStringLiteral("id"));
                const Value* path = s.attribute(QStringLiteral("path"));
                if (id)
                    mExternal.insert(idText(*id), path ? path->text : QString());
            } else if (s.tag == u"sub_resource") {
                if (const Value* id = s.attribute(QStringLiteral("id")))
                    mSub.insert(idText(*id), &s);
            } else if (s.tag == u"node") {
                if (!addNode(s))
                    return false;
            }
        }
        if (mNodes.empty()) {
            mError = Text::tr("the scene has no node");
            return false;
        }
        for (Node& n : mNodes)
            if (!visit(n))
                return false;
        return true;
    }

private:
    static QString idText(const Value& v)
    {
        return v.kind == Value::Kind::Number ? QString::number(v.number) : v.text;
    }

    bool fail(int line, const QString& why)
    {
        mError = Text::tr("line %1: %2").arg(line).arg(why);
        return false;
    }

    bool addNode(const Section& s)
    {
        Node n;
        n.section = &s;
        n.index = int(mNodes.size());
        const Value* name = s.attribute(QStringLiteral("name"));
        if (!name || name->kind != Value::Kind::String || name->text.isEmpty())
            return fail(s.line, Text::tr("a node without a name"));
        n.name = name->text;
        if (const Value* type = s.attribute(QStringLiteral("type")))
            n.type = type->text;
        const Value* parent = s.attribute(QStringLiteral("parent"));
        if (!parent) {
            if (!mNodes.empty())
                return fail(s.line, Text::tr("node '%1' has no parent, but the scene already has a root").arg(n.name));
            n.path = QStringLiteral(".");
        } else {
            n.parent = parent->text;
            n.path = n.parent == u"." ? n.name : n.parent + u'/' + n.name;
            if (!mByPath.contains(n.parent))
                return fail(s.line, Text::tr("node '%1': its parent '%2' is not defined before it").arg(n.name, n.parent));
        }
        if (mByPath.contains(n.path))
            return fail(s.line, Text::tr("node '%1' is defined twice").arg(n.shown()));
        QString bad;
        // The root of an instanced scene: named and placed by the instance node when it says so.
        const bool instanceRoot = n.parent.isEmpty() && mInstance;
        const bool overridden = instanceRoot && mInstance->overrides
                                && std::any_of(std::begin(kTransformKeys), std::end(kTransformKeys),
                                               [&](const char* k) { return mInstance->overrides->property(QLatin1String(k)); });
        const std::optional<QTransform> local = localTransform(overridden ? *mInstance->overrides : s, &bad);
        if (!local)
            return fail(s.line, Text::tr("node '%1': '%2' is not a valid value").arg(n.shown(), bad));
        if (instanceRoot) {
            n.name = mInstance->name;
            n.global = *local * mInstance->parentGlobal;
        } else if (n.parent.isEmpty()) {
            n.global = *local;
        } else {
            const Node& p = mNodes[std::size_t(mByPath.value(n.parent))];
            // A plain Node does not pass its parent's transform on.
            n.global = p.type == u"Node" ? *local : *local * p.global;
        }
        mByPath.insert(n.path, n.index);
        mNodes.push_back(std::move(n));
        return true;
    }

    const Node* parentOf(const Node& n) const
    {
        const auto it = mByPath.constFind(n.parent);
        return it == mByPath.constEnd() ? nullptr : &mNodes[std::size_t(*it)];
    }

    // The node that stands for a layer: the nearest ancestor (or self) with ledge_layer_id, else
    // the top-level child of the root the node is under, else the root.
    QString layerKeyOf(const Node& n)
    {
        for (const Node* a = &n; a; a = parentOf(*a))
            if (a->section->property(QStringLiteral("metadata/ledge_layer_id")))
                return a->path;
        const Node* top = &n;
        while (top->parent != u"." && !top->parent.isEmpty())
            top = parentOf(*top);
        // A body or marker right under the root is an object of the root's layer, not a layer.
        if (isBody(top->type) || top->type == u"Marker2D" || top->type == u"CharacterBody2D")
            return QStringLiteral(".");
        return top->path;
    }

    void warnScript(const Node& n)
    {
        if (const Value* script = n.section->property(QStringLiteral("script"))) {
            const QString path = script->items.empty() ? QString() : mExternal.value(idText(script->items.front()));
            mWarnings << Text::tr("node '%1' has a script (%2): what it does is not imported").arg(n.shown(), path);
        }
    }

    // An instanced scene: read from its file (found from the project's project.godot) and its
    // objects placed where the instance node puts it; named in a warning when it cannot be.
    void instantiate(const Node& n, const Value& instance)
    {
        const QString path = instance.items.empty() ? QString() : mExternal.value(idText(instance.items.front()));
        const QString file = resolveResource(mFileName, path);
        QStringList chain = mInstance ? mInstance->chain : QStringList{QFileInfo(mFileName).absoluteFilePath()};
        QFile f(file);
        if (file.isEmpty() || !f.open(QIODevice::ReadOnly)) {
            mWarnings << Text::tr("node '%1' is an instance of %2: the scene file is not found, so it is not imported")
                             .arg(n.shown(), path);
            return;
        }
        const QString absolute = QFileInfo(file).absoluteFilePath();
        if (chain.contains(absolute) || chain.size() > kMaxInstanceDepth) {
            mWarnings << Text::tr("node '%1' is an instance of %2, which contains itself: not imported").arg(n.shown(), path);
            return;
        }
        chain << absolute;
        const Node* parent = parentOf(n);
        SceneReader child(file, InstanceContext{n.name, parent ? parent->global : QTransform(), n.section, chain});
        if (!child.collect(f.readAll())) {
            mWarnings << Text::tr("node '%1' is an instance of %2, which cannot be read: %3").arg(n.shown(), path, child.mError);
            return;
        }
        const QString layer = layerKeyOf(n);
        for (Found& found : child.mFound) {
            found.layerKey = layer;
            found.wantedId = 0; // ids of another scene mean nothing here
            mFound.push_back(std::move(found));
        }
        for (const QString& w : std::as_const(child.mWarnings))
            mWarnings << Text::tr("in '%1' (%2): %3").arg(n.shown(), path, w);
    }

    bool visit(const Node& n)
    {
        warnScript(n);
        if (const Value* instance = n.section->attribute(QStringLiteral("instance"))) {
            instantiate(n, *instance);
            return true;
        }
        const QString& type = n.type;
        if (type == u"TileMap" || type == u"TileMapLayer") {
            mWarnings << Text::tr("node '%1' (%2) skipped: tile map layers are not imported (their collision is in the "
                                  "tile set)").arg(n.shown(), type);
            return true;
        }
        if (type == u"RigidBody2D" || type == u"CharacterBody2D") {
            // The player's body marks the spawn; other moving bodies are not level geometry.
            if (type == u"CharacterBody2D" && roleByName(n.name, false) == Role::Spawn) {
                addMarker(n, Role::Spawn);
                return true;
            }
            mWarnings << Text::tr("body '%1' (%2) skipped: a moving body is not level geometry").arg(n.shown(), type);
            return true;
        }
        if (type == u"Marker2D") {
            std::optional<Role> role = metadataRole(n);
            if (!role)
                role = roleByName(n.name, false);
            if (!role || !allowsPoint(*role)) {
                mWarnings << Text::tr("marker '%1' skipped: its name says neither spawn, goal nor pickup").arg(n.shown());
                return true;
            }
            addMarker(n, *role);
            return true;
        }
        if (type == u"CollisionShape2D" || type == u"CollisionPolygon2D") {
            const Node* body = parentOf(n);
            if (!body || !isBody(body->type))
                return true; // under a moving body or not under a body: the body's own warning says it
            return addShape(n, *body);
        }
        return true;
    }

    static bool isBody(const QString& type)
    {
        return type == u"StaticBody2D" || type == u"AnimatableBody2D" || type == u"Area2D";
    }

    std::optional<Role> metadataRole(const Node& n) const
    {
        if (const Value* r = n.section->property(QStringLiteral("metadata/ledge_role")))
            return roleFromName(r->text);
        return std::nullopt;
    }

    // Properties from the node's metadata (ledge_* are Ledge's own), keys restored from ledge_keys.
    QVariantMap properties(const Node& n) const
    {
        QVariantMap out;
        QJsonObject keys;
        if (const Value* k = n.section->property(QStringLiteral("metadata/ledge_keys")))
            keys = QJsonDocument::fromJson(k->text.toUtf8()).object();
        for (const auto& [key, value] : n.section->properties) {
            if (!key.startsWith(u"metadata/") || key.startsWith(u"metadata/ledge_"))
                continue;
            const QVariant v = variant(value);
            if (!v.isValid())
                continue;
            const QString name = key.mid(9);
            out.insert(keys.value(name).toString(name), v);
        }
        return out;
    }

    void begin(Found& f, const Node& owner, Role role)
    {
        f.object.role = role;
        if (const Value* id = owner.section->property(QStringLiteral("metadata/ledge_id")); id && id->isNumber())
            f.wantedId = ObjectId(id->number);
        if (const Value* name = owner.section->property(QStringLiteral("metadata/ledge_name")))
            f.object.name = name->text;
        else if (!owner.section->property(QStringLiteral("metadata/ledge_id")))
            f.object.name = owner.name;
        f.object.properties = properties(owner);
        f.layerKey = layerKeyOf(owner);
    }

    void addMarker(const Node& n, Role role)
    {
        Found f;
        begin(f, n, role);
        const Vec2 at = apply(n.global, 0, 0);
        f.object.shape = Point{at.x, at.y};
        mFound.push_back(std::move(f));
    }

    bool addShape(const Node& n, const Node& body)
    {
        if (const Value* d = n.section->property(QStringLiteral("disabled")); d && d->boolean) {
            mWarnings << Text::tr("shape '%1' skipped: it is disabled").arg(n.shown());
            return true;
        }
        Role role = body.type == u"Area2D" ? roleByName(body.name, true).value_or(Role::Trigger) : Role::Solid;
        const std::optional<Role> meta = metadataRole(body);
        if (meta)
            role = *meta;
        const Value* oneWay = n.section->property(QStringLiteral("one_way_collision"));
        if (!meta && role == Role::Solid && oneWay && oneWay->boolean)
            role = Role::OneWay;

        Found f;
        begin(f, body, role);
        // A second shape of the same body is a new object; the first keeps the body's id.
        if (mBodiesSeen.contains(body.path))
            f.wantedId = 0;
        mBodiesSeen.insert(body.path);
        const QTransform& t = n.global;

        if (n.type == u"CollisionPolygon2D") {
            const auto local = points(n.section->property(QStringLiteral("polygon")));
            if (!local || local->size() < 3) {
                mWarnings << Text::tr("shape '%1' skipped: its polygon has fewer than 3 points").arg(n.shown());
                return true;
            }
            if (const Value* mode = n.section->property(QStringLiteral("build_mode")); mode && mode->number == 1)
                mWarnings << Text::tr("shape '%1': a polygon of segments, imported as a solid polygon").arg(n.shown());
            f.object.shape = transformed(t, *local);
            slopeFromMetadata(f, body);
            mFound.push_back(std::move(f));
            return true;
        }
        const Value* shapeRef = n.section->property(QStringLiteral("shape"));
        if (!shapeRef || !shapeRef->isCall("SubResource") || shapeRef->items.empty()) {
            mWarnings << Text::tr("shape '%1' skipped: its shape is not in the scene (an external resource or none)").arg(n.shown());
            return true;
        }
        const Section* shape = mSub.value(idText(shapeRef->items.front()));
        if (!shape) {
            mWarnings << Text::tr("shape '%1' skipped: its shape resource '%2' is not defined").arg(n.shown(), idText(shapeRef->items.front()));
            return true;
        }
        const QString kind = shape->attribute(QStringLiteral("type")) ? shape->attribute(QStringLiteral("type"))->text : QString();
        if (kind == u"RectangleShape2D") {
            const Vec2 size = vector2(shape->property(QStringLiteral("size"))).value_or(Vec2{20, 20});
            const double hw = size.x / 2, hh = size.y / 2;
            if (axisAligned(t)) {
                const Vec2 a = apply(t, -hw, -hh), b = apply(t, hw, hh);
                f.object.shape = Box{std::min(a.x, b.x), std::min(a.y, b.y), std::abs(b.x - a.x), std::abs(b.y - a.y)};
            } else {
                f.object.shape = transformed(t, {{-hw, -hh}, {hw, -hh}, {hw, hh}, {-hw, hh}});
            }
        } else if (kind == u"CircleShape2D") {
            const Value* r = shape->property(QStringLiteral("radius"));
            const double radius = r && r->isNumber() ? r->number : 10;
            if (const std::optional<double> s = uniformScale(t)) {
                const Vec2 c = apply(t, 0, 0);
                f.object.shape = Circle{c.x, c.y, radius * *s};
            } else {
                std::vector<Vec2> ring;
                for (int i = 0; i < kCirclePoints; ++i) {
                    const double a = 2 * std::numbers::pi * i / kCirclePoints;
                    ring.push_back({radius * std::cos(a), radius * std::sin(a)});
                }
                f.object.shape = transformed(t, ring);
                mWarnings << Text::tr("shape '%1': a circle scaled unevenly, imported as a %2-point polygon").arg(n.shown()).arg(kCirclePoints);
            }
        } else if (kind == u"CapsuleShape2D") {
            const Value* r = shape->property(QStringLiteral("radius"));
            const Value* h = shape->property(QStringLiteral("height"));
            const double radius = r && r->isNumber() ? r->number : 10;
            const double height = h && h->isNumber() ? h->number : 30;
            // Two half circles joined by straight sides; the caps' centres are height/2 - radius
            // above and below the middle.
            const double half = std::max(0.0, height / 2 - radius);
            std::vector<Vec2> outline;
            for (int i = 0; i <= kCapPoints; ++i) {
                const double a = std::numbers::pi * i / kCapPoints; // 0..pi, the bottom cap
                outline.push_back({radius * std::cos(a), half + radius * std::sin(a)});
            }
            for (int i = 0; i <= kCapPoints; ++i) {
                const double a = std::numbers::pi + std::numbers::pi * i / kCapPoints; // the top cap
                outline.push_back({radius * std::cos(a), -half + radius * std::sin(a)});
            }
            f.object.shape = transformed(t, outline);
        } else if (kind == u"ConvexPolygonShape2D") {
            const auto local = points(shape->property(QStringLiteral("points")));
            if (!local || local->size() < 3) {
                mWarnings << Text::tr("shape '%1' skipped: its polygon has fewer than 3 points").arg(n.shown());
                return true;
            }
            f.object.shape = transformed(t, *local);
        } else {
            mWarnings << Text::tr("shape '%1' skipped: Ledge does not import %2").arg(n.shown(), kind);
            return true;
        }
        mFound.push_back(std::move(f));
        return true;
    }

    // Ledge's own slopes travel as triangles with metadata/ledge_shape = "slope".
    static void slopeFromMetadata(Found& f, const Node& body)
    {
        const Value* shape = body.section->property(QStringLiteral("metadata/ledge_shape"));
        const Polygon* p = std::get_if<Polygon>(&f.object.shape);
        if (!shape || shape->text != u"slope" || !p || p->points.size() != 3)
            return;
        const Aabb b = bounds(f.object.shape);
        Slope s{b.minX, b.minY, b.width(), b.height(), Rise::Right, false};
        if (const Value* rise = body.section->property(QStringLiteral("metadata/ledge_rise")))
            s.rise = riseFromName(rise->text).value_or(Rise::Right);
        if (const Value* ceiling = body.section->property(QStringLiteral("metadata/ledge_ceiling")))
            s.ceiling = ceiling->boolean;
        f.object.shape = s;
    }

    std::unique_ptr<Level> build()
    {
        auto level = std::make_unique<Level>();
        const Node& root = mNodes.front();
        level->setName(root.name);
        // Ledge's own settings, when the scene came from Ledge.
        bool ownSettings = false;
        if (const Value* settings = root.section->property(QStringLiteral("metadata/ledge_settings"))) {
            QJsonObject json = QJsonDocument::fromJson(settings->text.toUtf8()).object();
            json.insert(QStringLiteral("layers"), QJsonArray());
            LoadResult read = readLevel(QJsonDocument(json).toJson(QJsonDocument::Compact));
            if (read) {
                level->setName(read.level->name());
                level->setGrid(read.level->grid());
                level->setPlayer(read.level->player());
                level->setRules(read.level->rules());
                level->setExtra(read.level->extra());
                ownSettings = true;
            } else {
                mWarnings << Text::tr("metadata/ledge_settings of the root not understood: %1").arg(read.error.toString());
            }
        }

        // Layers, in the order they first hold something (a Ledge layer node: its own order).
        std::vector<LayerPlan> layers;
        QHash<QString, int> layerIndex;
        QSet<LayerId> usedLayerIds;
        auto layerFor = [&](const QString& key) -> int {
            if (const auto it = layerIndex.constFind(key); it != layerIndex.constEnd())
                return *it;
            const Node& n = mNodes[std::size_t(mByPath.value(key))];
            LayerPlan plan;
            plan.key = key;
            plan.info.name = n.name;
            if (const Value* v = n.section->property(QStringLiteral("metadata/ledge_name")))
                plan.info.name = v->text;
            if (const Value* v = n.section->property(QStringLiteral("metadata/ledge_layer_id")); v && v->isNumber()
                && v->number >= 1 && v->number <= double(kLedgeMaxId) && !usedLayerIds.contains(LayerId(v->number)))
                plan.info.id = LayerId(v->number);
            if (const Value* v = n.section->property(QStringLiteral("visible")))
                plan.info.visible = v->boolean;
            if (const Value* v = n.section->property(QStringLiteral("metadata/ledge_locked")))
                plan.info.locked = v->boolean;
            if (const Value* v = n.section->property(QStringLiteral("metadata/ledge_collides")))
                plan.info.collides = v->boolean;
            if (const Value* v = n.section->property(QStringLiteral("metadata/ledge_layer_type")); v && v->text == u"tiles")
                plan.info.type = LayerType::Tiles;
            if (plan.info.id)
                usedLayerIds.insert(plan.info.id);
            layerIndex.insert(key, int(layers.size()));
            layers.push_back(plan);
            return int(layers.size()) - 1;
        };
        // Ledge's layer nodes exist even when empty.
        for (const Node& n : mNodes)
            if (n.section->property(QStringLiteral("metadata/ledge_layer_id")))
                layerFor(n.path);
        for (const Found& f : mFound)
            layerFor(f.layerKey);
        LayerId nextLayer = 1;
        for (LayerPlan& l : layers) {
            if (l.info.id == 0) {
                while (usedLayerIds.contains(nextLayer))
                    ++nextLayer;
                l.info.id = nextLayer;
                usedLayerIds.insert(nextLayer);
            }
        }

        // A scene of another origin may reach left of or above 0: move it into the level.
        Aabb all{0, 0, 0, 0};
        bool any = false;
        for (const Found& f : mFound) {
            const Aabb b = bounds(f.object.shape);
            all = any ? Aabb{std::min(all.minX, b.minX), std::min(all.minY, b.minY), std::max(all.maxX, b.maxX),
                             std::max(all.maxY, b.maxY)}
                      : b;
            any = true;
        }
        Vec2 shift{0, 0};
        if (!ownSettings && any && (all.minX < 0 || all.minY < 0)) {
            shift = {all.minX < 0 ? -all.minX : 0, all.minY < 0 ? -all.minY : 0};
            mWarnings << Text::tr("the scene extends left of or above its origin: moved by (%1, %2) into the level")
                             .arg(shift.x)
                             .arg(shift.y);
        }
        if (!ownSettings) {
            GridSettings grid = level->grid();
            grid.columns = clampedIndex(std::ceil((all.maxX + shift.x) / grid.cellSize), 1, kLedgeMaxGridSide);
            grid.rows = clampedIndex(std::ceil((all.maxY + shift.y) / grid.cellSize), 1, kLedgeMaxGridSide);
            level->setGrid(grid);
        }
        for (std::size_t i = 0; i < layers.size(); ++i)
            level->insertLayer(int(i), layers[i].info);

        // Ids: the scene's where they are valid and unique, new ones above them for the rest.
        QSet<ObjectId> used;
        ObjectId maxId = 0;
        for (Found& f : mFound) {
            if (f.wantedId >= 1 && f.wantedId <= kLedgeMaxId && !used.contains(f.wantedId))
                used.insert(f.wantedId);
            else
                f.wantedId = 0;
            maxId = std::max(maxId, f.wantedId);
        }
        const GridSettings& grid = level->grid();
        for (Found& f : mFound) {
            const LayerPlan& plan = layers[std::size_t(layerFor(f.layerKey))];
            if (plan.info.type == LayerType::Tiles) {
                // Ledge's tile bodies: each rectangle covers whole cells of one kind.
                const Aabb b = bounds(f.object.shape);
                const TileKind kind = f.object.role == Role::Hazard ? TileKind::Hazard
                                      : f.object.role == Role::OneWay ? TileKind::OneWay : TileKind::Solid;
                std::vector<std::pair<Cell, TileKind>> cells;
                const int c0 = clampedIndex(std::floor(b.minX / grid.cellSize + 0.5), 0, grid.columns);
                const int r0 = clampedIndex(std::floor(b.minY / grid.cellSize + 0.5), 0, grid.rows);
                const int c1 = clampedIndex(std::floor(b.maxX / grid.cellSize + 0.5), 0, grid.columns);
                const int r1 = clampedIndex(std::floor(b.maxY / grid.cellSize + 0.5), 0, grid.rows);
                for (int r = r0; r < r1; ++r)
                    for (int c = c0; c < c1; ++c)
                        cells.push_back({Cell{c, r}, kind});
                level->setTiles(plan.info.id, cells);
                continue;
            }
            LevelObject o = std::move(f.object);
            o.id = f.wantedId ? f.wantedId : ++maxId;
            if (shift.x != 0 || shift.y != 0)
                o.shape = translated(o.shape, shift);
            level->insertObject(plan.info.id, o);
        }
        return level;
    }

    QString mFileName;
    std::optional<InstanceContext> mInstance;
    ParsedText mParsed;
    QString mError;
    QStringList mWarnings;
    QHash<QString, QString> mExternal;      // ext_resource id -> path
    QHash<QString, const Section*> mSub;    // sub_resource id -> section
    std::vector<Node> mNodes;
    QHash<QString, int> mByPath;
    std::vector<Found> mFound;
    QSet<QString> mBodiesSeen;
};

} // namespace

ImportResult readScene(const QByteArray& data, const QString& fileName)
{
    return SceneReader(fileName).run(data);
}

} // namespace ledge::godot
