#include "LevelMerge.h"

#include "LevelDiff.h"
#include "LevelFile.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <functional>
#include <optional>
#include <unordered_map>
#include <unordered_set>

namespace ledge {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(LevelMerge)
};

const QString kPropertiesPrefix = QStringLiteral("properties.");
const QString kRemoved = QStringLiteral("removed");
const QString kOrder = QStringLiteral("order");
const QString kLayer = QStringLiteral("layer");

// Who decides where an element goes in its list: nobody moved it, or one side placed it
// (added it, moved it, moved it into this list).
enum class Placed { Stable, Ours, Theirs };

Placed placedBy(MergeSide side) { return side == MergeSide::Ours ? Placed::Ours : Placed::Theirs; }

// The planned elements (layers or objects, by id) that nobody placed yet are placed by the side
// that moved them in their list. Returns those both sides moved, ascending: the caller decides.
template <typename Planned>
std::vector<qint64> placeByMover(Planned& planned, const std::unordered_set<qint64>& movedOurs,
                                 const std::unordered_set<qint64>& movedTheirs)
{
    std::vector<qint64> twice;
    for (auto& [id, p] : planned) {
        if (p.placed != Placed::Stable)
            continue;
        const bool o = movedOurs.count(id), t = movedTheirs.count(id);
        if (o && t)
            twice.push_back(id);
        else
            p.placed = o ? Placed::Ours : t ? Placed::Theirs : Placed::Stable;
    }
    std::sort(twice.begin(), twice.end());
    return twice;
}

// Whether the element `id` stays where it was in its list: planned, placed by nobody, moved by
// neither side (the anchors of what both moved).
template <typename Planned>
bool staysPut(const Planned& planned, const std::unordered_set<qint64>& movedOurs,
              const std::unordered_set<qint64>& movedTheirs, qint64 id)
{
    const auto it = planned.find(id);
    return it != planned.end() && it->second.placed == Placed::Stable && !movedOurs.count(id) && !movedTheirs.count(id);
}

// The side whose value the merge takes; nullopt: both changed it differently, a conflict.
template <typename T> std::optional<MergeSide> pick(const T& base, const T& ours, const T& theirs)
{
    if (ours == theirs || theirs == base)
        return MergeSide::Ours;
    if (ours == base)
        return MergeSide::Theirs;
    return std::nullopt;
}

void setObjectField(LevelObject& to, const LevelObject& from, const QString& field)
{
    if (field == u"name")
        to.name = from.name;
    else if (field == u"role")
        to.role = from.role;
    else if (field == u"shape") {
        to.shape = from.shape;
        to.shapeExtra = from.shapeExtra;
    } else if (field.startsWith(kPropertiesPrefix)) {
        const QString key = field.mid(kPropertiesPrefix.size());
        if (from.properties.contains(key))
            to.properties.insert(key, from.properties.value(key));
        else
            to.properties.remove(key);
    } else if (from.extra.contains(field))
        to.extra.insert(field, from.extra.value(field));
    else
        to.extra.remove(field);
}

void setLayerField(LayerInfo& to, const LayerInfo& from, const QString& field)
{
    if (field == u"name")
        to.name = from.name;
    else if (field == u"type")
        to.type = from.type;
    else if (field == u"visible")
        to.visible = from.visible;
    else if (field == u"locked")
        to.locked = from.locked;
    else if (field == u"collides")
        to.collides = from.collides;
    else if (from.extra.contains(field))
        to.extra.insert(field, from.extra.value(field));
    else
        to.extra.remove(field);
}

// One side as the merge reads it: its level, except that layers it removed but the merge
// keeps (a removal lost to a change on the other side) read as they are in BASE.
struct SideView {
    const Level* level = nullptr;
    const Level* base = nullptr;
    std::unordered_set<LayerId> restored;

    const LevelObject* object(ObjectId id, LayerId* layer) const
    {
        if (const LevelObject* o = level->object(id)) {
            *layer = level->layerOf(id);
            return o;
        }
        if (!restored.empty()) {
            const LayerId inBase = base->layerOf(id);
            if (restored.count(inBase)) {
                *layer = inBase;
                return base->object(id);
            }
        }
        return nullptr;
    }
    const Level& source(LayerId id) const { return restored.count(id) ? *base : *level; }
    const LayerInfo* layer(LayerId id) const { return source(id).layer(id); }
    const std::vector<ObjectId>& order(LayerId id) const { return source(id).objectIds(id); }
    const TileGrid* tiles(LayerId id) const
    {
        const LayerInfo* info = layer(id);
        return info && info->type == LayerType::Tiles ? &source(id).tiles(id) : nullptr;
    }
};

TileKind tileOf(const TileGrid* g, int c, int r)
{
    return g && c < g->columns && r < g->rows ? g->at(c, r) : TileKind::Empty;
}

// The nearest element before `x` in `list` for which stable() holds; 0 when none.
qint64 anchorBefore(const std::vector<qint64>& list, qint64 x, const std::function<bool(qint64)>& stable)
{
    const auto at = std::find(list.begin(), list.end(), x);
    for (auto it = at; it != list.begin();) {
        --it;
        if (stable(*it))
            return *it;
    }
    return 0;
}

// The merged order of one list (a layer's objects, or the layers). `placed` says, for each
// element of the merged list, who placed it, and nullopt for anything not in it. OURS' order
// of what OURS did not lose to THEIRS is the skeleton; each element THEIRS placed goes after
// its nearest stable predecessor in THEIRS and after the elements OURS placed right behind
// that predecessor, in THEIRS' order. Elements of the merged list missing from both lists
// (none, normally) go last.
std::vector<qint64> mergeOrder(const std::vector<qint64>& ours, const std::vector<qint64>& theirs,
                               const std::function<std::optional<Placed>(qint64)>& placed)
{
    std::vector<qint64> skeleton;
    std::vector<Placed> skeletonPlaced;
    std::unordered_map<qint64, std::size_t> at;
    for (qint64 x : ours) {
        const std::optional<Placed> p = placed(x);
        if (!p || *p == Placed::Theirs)
            continue;
        at.emplace(x, skeleton.size());
        skeleton.push_back(x);
        skeletonPlaced.push_back(*p);
    }
    std::vector<std::vector<qint64>> before(skeleton.size() + 1); // inserted before skeleton[i]
    std::ptrdiff_t anchor = -1;
    for (qint64 x : theirs) {
        const std::optional<Placed> p = placed(x);
        if (!p)
            continue;
        if (*p == Placed::Stable) {
            if (const auto it = at.find(x); it != at.end())
                anchor = std::ptrdiff_t(it->second);
            continue;
        }
        if (*p != Placed::Theirs || at.count(x))
            continue;
        std::size_t slot = std::size_t(anchor + 1);
        while (slot < skeleton.size() && skeletonPlaced[slot] == Placed::Ours)
            ++slot;
        before[slot].push_back(x);
        at.emplace(x, skeleton.size() + 1); // marks it placed
    }
    std::vector<qint64> merged;
    merged.reserve(at.size());
    for (std::size_t i = 0; i <= skeleton.size(); ++i) {
        merged.insert(merged.end(), before[i].begin(), before[i].end());
        if (i < skeleton.size())
            merged.push_back(skeleton[i]);
    }
    return merged;
}

std::vector<qint64> layerOrder(const SideView& side)
{
    std::vector<qint64> ids;
    for (int i = 0; i < side.level->layerCount(); ++i)
        ids.push_back(side.level->layerAt(i).id);
    return ids;
}

class Merger {
public:
    Merger(const Level& base, const Level& ours, const Level& theirs, const MergeResolutions& resolutions)
        : mBase(base), mResolutions(resolutions)
    {
        mOurs.level = &ours;
        mOurs.base = &base;
        mTheirs.level = &theirs;
        mTheirs.base = &base;
        mNextObjectId = std::max({base.nextObjectId(), ours.nextObjectId(), theirs.nextObjectId()});
        mNextLayerId = std::max({base.nextLayerId(), ours.nextLayerId(), theirs.nextLayerId()});
    }

    MergeResult run()
    {
        mergeSettings();
        mergeLayers();
        mergeObjects();
        if (mResult.error.isEmpty())
            build(); // merges the cells too, so it runs with conflicts left

        return std::move(mResult);
    }

private:
    struct PlannedLayer {
        LayerInfo info;       // with its merged id
        LayerId oursId = 0;   // its id in OURS, 0: not there
        LayerId theirsId = 0; // its id in THEIRS (differs when renumbered), 0: not there
        Placed placed = Placed::Stable;
    };
    struct PlannedObject {
        LevelObject object; // with its merged id
        LayerId layer = 0;  // merged layer id
        Placed placed = Placed::Stable;
    };

    // The side chosen for a conflict, or nullopt after recording it as unresolved.
    std::optional<MergeSide> resolve(MergeConflict conflict)
    {
        if (const auto it = mResolutions.find(conflict.key()); it != mResolutions.end())
            return it->second;
        mResult.conflicts.push_back(std::move(conflict));
        return std::nullopt;
    }

    void mergeSettings();
    void mergeLayers();
    bool layerTouched(const SideView& side, LayerId id) const;
    void mergeObjects();
    void planBaseObject(const LevelObject& b, LayerId baseLayer);
    QString sideText(const SideView& side, ObjectId id) const;
    LayerId theirsLayer(LayerId theirsId) const
    {
        const auto it = mTheirsLayerIds.find(theirsId);
        return it == mTheirsLayerIds.end() ? theirsId : it->second;
    }
    ObjectId theirsObject(ObjectId theirsId) const
    {
        const auto it = mTheirsObjectIds.find(theirsId);
        return it == mTheirsObjectIds.end() ? theirsId : it->second;
    }
    void build();

    const Level& mBase;
    SideView mOurs;
    SideView mTheirs;
    const MergeResolutions& mResolutions;
    MergeResult mResult;
    std::unique_ptr<Level> mSettings; // a level with the merged settings and no layers
    ObjectId mNextObjectId = 1;
    LayerId mNextLayerId = 1;
    std::unordered_map<LayerId, LayerId> mTheirsLayerIds;   // renumbered: THEIRS' -> merged
    std::unordered_map<ObjectId, ObjectId> mTheirsObjectIds; // renumbered: THEIRS' -> merged
    std::vector<PlannedLayer> mLayers;                      // in merged order
    std::unordered_map<ObjectId, PlannedObject> mObjects;
    std::unordered_set<ObjectId> mMovedOurs;   // moved in their layer's order by OURS
    std::unordered_set<ObjectId> mMovedTheirs; // ... by THEIRS
};

void Merger::mergeSettings()
{
    const QJsonObject b = flatSettings(mBase), o = flatSettings(*mOurs.level), t = flatSettings(*mTheirs.level);
    QStringList keys = b.keys() + o.keys() + t.keys();
    keys.removeDuplicates();
    keys.sort();
    QJsonObject root{{QStringLiteral("format"), QStringLiteral("ledge-level")},
                     {QStringLiteral("version"), kLedgeFormatVersion},
                     {QStringLiteral("layers"), QJsonArray()}};
    for (const QString& key : keys) {
        std::optional<MergeSide> side = pick(b.value(key), o.value(key), t.value(key));
        if (!side)
            side = resolve({MergeConflict::Kind::Setting, 0, key, {}, jsonValueText(b.value(key)),
                            jsonValueText(o.value(key)), jsonValueText(t.value(key))});
        const QJsonValue v = side == MergeSide::Theirs ? t.value(key) : o.value(key);
        if (v.isUndefined())
            continue;
        const qsizetype dot = key.indexOf(u'.');
        const QString group = key.left(dot);
        if (dot > 0 && (group == u"grid" || group == u"player" || group == u"rules")) {
            QJsonObject inner = root.value(group).toObject();
            inner.insert(key.mid(dot + 1), v);
            root.insert(group, inner);
        } else {
            root.insert(key, v);
        }
    }
    // The reader checks the combination (a grid whose extent overflows, say) as for a file.
    LoadResult settings = readLevel(QJsonDocument(root).toJson(QJsonDocument::Compact));
    if (!settings) {
        mResult.error = Text::tr("the merged settings do not form a valid level: %1").arg(settings.error.toString());
        mSettings = std::make_unique<Level>();
        mSettings->setGrid(mOurs.level->grid());
        return;
    }
    mSettings = std::move(settings.level);
}

// Whether `side` changed layer `id` of BASE: its description, its cells, or objects in it.
bool Merger::layerTouched(const SideView& side, LayerId id) const
{
    const LayerInfo* info = side.level->layer(id);
    const LayerInfo* base = mBase.layer(id);
    if (!info || !base || !layerFieldDifferences(*base, *info).isEmpty())
        return true;
    if (info->type == LayerType::Tiles) {
        const TileGrid& a = mBase.tiles(id);
        const TileGrid& b = side.level->tiles(id);
        return a.columns != b.columns || a.rows != b.rows || a.cells != b.cells;
    }
    for (ObjectId o : side.level->objectIds(id)) {
        const LevelObject* before = mBase.object(o);
        if (!before || mBase.layerOf(o) != id || !(*before == *side.level->object(o)))
            return true;
    }
    return false;
}

void Merger::mergeLayers()
{
    std::unordered_map<LayerId, PlannedLayer> planned;
    // Layers of BASE: kept, removed, or a removal in conflict with a change.
    for (int i = 0; i < mBase.layerCount(); ++i) {
        const LayerInfo& b = mBase.layerAt(i);
        const LayerInfo* o = mOurs.level->layer(b.id);
        const LayerInfo* t = mTheirs.level->layer(b.id);
        if (!o && !t)
            continue;
        if (!o || !t) {
            SideView& remover = o ? mTheirs : mOurs;
            const SideView& keeper = o ? mOurs : mTheirs;
            if (!layerTouched(keeper, b.id))
                continue; // removed
            const QString changed = Text::tr("changed"), removed = Text::tr("removed");
            std::optional<MergeSide> side =
                resolve({MergeConflict::Kind::Layer, b.id, kRemoved, {}, b.name, o ? changed : removed,
                         t ? changed : removed});
            const MergeSide keeperSide = o ? MergeSide::Ours : MergeSide::Theirs;
            if (side && *side != keeperSide)
                continue; // the removal wins
            remover.restored.insert(b.id); // it reads as in BASE there
            planned[b.id] = {*keeper.layer(b.id), b.id, b.id, placedBy(keeperSide)};
            continue;
        }
        LayerInfo merged = b;
        const QStringList ourFields = layerFieldDifferences(b, *o);
        const QStringList theirFields = layerFieldDifferences(b, *t);
        const QStringList disagree = layerFieldDifferences(*o, *t);
        for (const QString& f : ourFields)
            setLayerField(merged, *o, f);
        for (const QString& f : theirFields) {
            if (!ourFields.contains(f) || !disagree.contains(f)) {
                setLayerField(merged, *t, f);
                continue;
            }
            if (resolve({MergeConflict::Kind::Layer, b.id, f, {}, layerFieldText(b, f), layerFieldText(*o, f),
                         layerFieldText(*t, f)})
                == MergeSide::Theirs)
                setLayerField(merged, *t, f);
        }
        planned[b.id] = {merged, b.id, b.id, Placed::Stable};
    }
    // Layers added on either side; the same id added differently on both: THEIRS' renumbered.
    for (int i = 0; i < mOurs.level->layerCount(); ++i) {
        const LayerInfo& o = mOurs.level->layerAt(i);
        if (!mBase.layer(o.id))
            planned[o.id] = {o, o.id, 0, Placed::Ours};
    }
    for (int i = 0; i < mTheirs.level->layerCount(); ++i) {
        const LayerInfo& t = mTheirs.level->layerAt(i);
        if (mBase.layer(t.id))
            continue;
        const LayerInfo* o = mOurs.level->layer(t.id);
        if (o && *o == t) {
            planned[t.id].theirsId = t.id;
            continue;
        }
        LayerInfo info = t;
        if (o) {
            info.id = mNextLayerId++;
            mTheirsLayerIds[t.id] = info.id;
            mResult.renumberedLayers.push_back({t.id, info.id});
        }
        planned[info.id] = {info, 0, t.id, Placed::Theirs};
    }

    // Order of the layers that stayed: who moved them.
    std::vector<qint64> baseOrder;
    for (int i = 0; i < mBase.layerCount(); ++i)
        if (planned.count(mBase.layerAt(i).id))
            baseOrder.push_back(mBase.layerAt(i).id);
    auto moved = [&](const SideView& side) {
        std::vector<qint64> order;
        for (qint64 id : layerOrder(side))
            if (mBase.layer(id) && planned.count(id))
                order.push_back(id);
        const std::vector<bool> flags = movedInOrder(baseOrder, order);
        std::unordered_set<qint64> set;
        for (std::size_t i = 0; i < order.size(); ++i)
            if (flags[i])
                set.insert(order[i]);
        return std::make_pair(order, set);
    };
    // Named pairs, not structured bindings: lambdas below use them (clang 14 cannot capture those).
    const auto ours = moved(mOurs);
    const auto theirs = moved(mTheirs);
    const auto& oursOrder = ours.first;
    const auto& movedOurs = ours.second;
    const auto& theirsOrder = theirs.first;
    const auto& movedTheirs = theirs.second;
    const std::vector<qint64> twice = placeByMover(planned, movedOurs, movedTheirs);
    const auto stable = [&](qint64 id) { return staysPut(planned, movedOurs, movedTheirs, id); };
    for (qint64 id : twice) {
        const qint64 a = anchorBefore(oursOrder, id, stable), b = anchorBefore(theirsOrder, id, stable);
        std::optional<MergeSide> side = MergeSide::Ours;
        if (a != b)
            side = resolve({MergeConflict::Kind::Layer, id, kOrder, {}, {},
                            Text::tr("above layer %1").arg(a), Text::tr("above layer %1").arg(b)});
        planned[id].placed = placedBy(side.value_or(MergeSide::Ours));
    }
    std::vector<qint64> theirsIds;
    for (qint64 id : layerOrder(mTheirs))
        theirsIds.push_back(theirsLayer(id));
    const std::vector<qint64> order = mergeOrder(layerOrder(mOurs), theirsIds, [&](qint64 id) -> std::optional<Placed> {
        const auto it = planned.find(id);
        return it == planned.end() ? std::nullopt : std::optional<Placed>(it->second.placed);
    });
    std::unordered_set<qint64> emitted;
    for (qint64 id : order)
        if (emitted.insert(id).second)
            mLayers.push_back(planned[id]);
    std::vector<qint64> rest;
    for (auto& [id, layer] : planned)
        if (!emitted.count(id))
            rest.push_back(id);
    std::sort(rest.begin(), rest.end());
    for (qint64 id : rest)
        mLayers.push_back(planned[id]);
}

QString Merger::sideText(const SideView& side, ObjectId id) const
{
    LayerId layer = 0;
    const LevelObject* o = side.object(id, &layer);
    if (!o)
        return Text::tr("removed");
    QStringList fields = objectFieldDifferences(*mBase.object(id), *o);
    if (layer != mBase.layerOf(id))
        fields << kLayer;
    return Text::tr("changed: %1").arg(fields.join(QStringLiteral(", ")));
}

void Merger::planBaseObject(const LevelObject& b, LayerId baseLayer)
{
    LayerId ol = 0, tl = 0;
    const LevelObject* o = mOurs.object(b.id, &ol);
    const LevelObject* t = mTheirs.object(b.id, &tl);
    tl = theirsLayer(tl);
    if (!o && !t)
        return;
    if (!o || !t) {
        const LevelObject* kept = o ? o : t;
        const LayerId keptLayer = o ? ol : tl;
        if (*kept == b && keptLayer == baseLayer)
            return; // removed on one side, at most moved in the order on the other
        const MergeSide keeper = o ? MergeSide::Ours : MergeSide::Theirs;
        const std::optional<MergeSide> side =
            resolve({MergeConflict::Kind::Object, b.id, kRemoved, {}, {}, sideText(mOurs, b.id), sideText(mTheirs, b.id)});
        if (side && *side != keeper)
            return;
        mObjects[b.id] = {*kept, keptLayer, placedBy(keeper)};
        return;
    }
    PlannedObject planned{b, baseLayer, Placed::Stable};
    if (!(*o == b) || !(*t == b)) {
        const QStringList ourFields = objectFieldDifferences(b, *o);
        const QStringList theirFields = objectFieldDifferences(b, *t);
        for (const QString& f : ourFields)
            setObjectField(planned.object, *o, f);
        if (!theirFields.isEmpty()) {
            const QStringList disagree = ourFields.isEmpty() ? QStringList() : objectFieldDifferences(*o, *t);
            for (const QString& f : theirFields) {
                if (!ourFields.contains(f) || !disagree.contains(f)) {
                    setObjectField(planned.object, *t, f);
                    continue;
                }
                if (resolve({MergeConflict::Kind::Object, b.id, f, {}, objectFieldText(b, f),
                             objectFieldText(*o, f), objectFieldText(*t, f)})
                    == MergeSide::Theirs)
                    setObjectField(planned.object, *t, f);
            }
        }
    }
    // Its layer: a move into another layer places it there (on top, where that side put it).
    if (const std::optional<MergeSide> side = pick(baseLayer, ol, tl)) {
        planned.layer = *side == MergeSide::Ours ? ol : tl;
        if (planned.layer != baseLayer)
            planned.placed = placedBy(*side);
    } else {
        const std::optional<MergeSide> chosen =
            resolve({MergeConflict::Kind::Object, b.id, kLayer, {}, QString::number(baseLayer), QString::number(ol),
                     QString::number(tl)});
        planned.layer = chosen == MergeSide::Theirs ? tl : ol;
        planned.placed = placedBy(chosen.value_or(MergeSide::Ours));
    }
    mObjects[b.id] = std::move(planned);
}

void Merger::mergeObjects()
{
    // Who moved what within a layer both sides still hold, before anything is planned.
    for (int i = 0; i < mBase.layerCount(); ++i) {
        const LayerInfo& info = mBase.layerAt(i);
        if (info.type != LayerType::Objects)
            continue;
        const std::vector<ObjectId>& before = mBase.objectIds(info.id);
        for (const SideView* side : {&mOurs, &mTheirs}) {
            if (!side->layer(info.id))
                continue;
            LayerId layer = 0;
            std::vector<qint64> kept, order;
            for (ObjectId id : before)
                if (side->object(id, &layer) && layer == info.id)
                    kept.push_back(id);
            for (ObjectId id : side->order(info.id))
                if (mBase.layerOf(id) == info.id)
                    order.push_back(id);
            const std::vector<bool> moved = movedInOrder(kept, order);
            auto& set = side == &mOurs ? mMovedOurs : mMovedTheirs;
            for (std::size_t k = 0; k < order.size(); ++k)
                if (moved[k])
                    set.insert(order[k]);
        }
    }
    mObjects.reserve(std::size_t(std::max({mBase.objectCount(), mOurs.level->objectCount(), mTheirs.level->objectCount()})));
    mBase.forEachObject([&](const LayerInfo& layer, const LevelObject& b) { planBaseObject(b, layer.id); });
    mOurs.level->forEachObject([&](const LayerInfo& layer, const LevelObject& o) {
        if (!mBase.object(o.id))
            mObjects[o.id] = {o, layer.id, Placed::Ours};
    });
    mTheirs.level->forEachObject([&](const LayerInfo& layer, const LevelObject& t) {
        if (mBase.object(t.id))
            return;
        const LayerId merged = theirsLayer(layer.id);
        if (const LevelObject* o = mOurs.level->object(t.id)) {
            if (*o == t && mOurs.level->layerOf(t.id) == merged)
                return; // added alike on both sides: once
            LevelObject renumbered = t;
            renumbered.id = mNextObjectId++;
            mTheirsObjectIds[t.id] = renumbered.id;
            mResult.renumbered.push_back({t.id, renumbered.id});
            mObjects[renumbered.id] = {std::move(renumbered), merged, Placed::Theirs};
            return;
        }
        mObjects[t.id] = {t, merged, Placed::Theirs};
    });
    // Order within layers for the objects that stayed: who moved them.
    const std::vector<ObjectId> twice = placeByMover(mObjects, mMovedOurs, mMovedTheirs);
    const auto stable = [&](qint64 id) { return staysPut(mObjects, mMovedOurs, mMovedTheirs, id); };
    for (ObjectId id : twice) {
        const LayerId layer = mObjects[id].layer;
        const qint64 a = anchorBefore(mOurs.order(layer), id, stable);
        const qint64 b = anchorBefore(mTheirs.order(layer), id, stable);
        std::optional<MergeSide> side = MergeSide::Ours;
        if (a != b)
            side = resolve({MergeConflict::Kind::Object, id, kOrder, {}, {},
                            a ? Text::tr("above object %1").arg(a) : Text::tr("at the bottom"),
                            b ? Text::tr("above object %1").arg(b) : Text::tr("at the bottom")});
        mObjects[id].placed = placedBy(side.value_or(MergeSide::Ours));
    }
}

void Merger::build()
{
    auto level = std::make_unique<Level>();
    level->setName(mSettings->name());
    level->setGrid(mSettings->grid());
    level->setPlayer(mSettings->player());
    level->setRules(mSettings->rules());
    level->setExtra(mSettings->extra());
    std::unordered_map<LayerId, std::vector<ObjectId>> byLayer;
    for (const auto& [id, planned] : mObjects)
        byLayer[planned.layer].push_back(id);
    std::vector<std::pair<Cell, TileKind>> cells;
    for (const PlannedLayer& planned : mLayers) {
        const LayerId id = planned.info.id;
        level->insertLayer(level->layerCount(), planned.info);
        if (planned.info.type == LayerType::Tiles) {
            // Cell by cell, over the merged grid; a side without the layer has it empty.
            const TileGrid* b = mBase.layer(id) && mBase.layer(id)->type == LayerType::Tiles ? &mBase.tiles(id) : nullptr;
            const TileGrid* o = planned.oursId ? mOurs.tiles(planned.oursId) : nullptr;
            const TileGrid* t = planned.theirsId ? mTheirs.tiles(planned.theirsId) : nullptr;
            const GridSettings& grid = level->grid();
            cells.clear();
            for (int r = 0; r < grid.rows; ++r)
                for (int c = 0; c < grid.columns; ++c) {
                    const TileKind kb = tileOf(b, c, r), ko = tileOf(o, c, r), kt = tileOf(t, c, r);
                    std::optional<MergeSide> side = pick(kb, ko, kt);
                    if (!side)
                        side = resolve({MergeConflict::Kind::Cell, id, {}, Cell{c, r}, QString(tileKindChar(kb)),
                                        QString(tileKindChar(ko)), QString(tileKindChar(kt))});
                    const TileKind k = side == MergeSide::Theirs ? kt : ko;
                    if (k != TileKind::Empty)
                        cells.push_back({Cell{c, r}, k});
                }
            level->setTiles(id, cells);
            continue;
        }
        std::vector<ObjectId>& members = byLayer[id];
        const std::unordered_set<ObjectId> inLayer(members.begin(), members.end());
        std::vector<qint64> ours, theirs;
        if (planned.oursId)
            ours = mOurs.order(planned.oursId);
        if (planned.theirsId)
            for (ObjectId t : mTheirs.order(planned.theirsId))
                theirs.push_back(theirsObject(t));
        std::vector<qint64> order = mergeOrder(ours, theirs, [&](qint64 x) -> std::optional<Placed> {
            if (!inLayer.count(x))
                return std::nullopt;
            return mObjects.at(x).placed;
        });
        if (order.size() < members.size()) {
            const std::unordered_set<qint64> placed(order.begin(), order.end());
            std::sort(members.begin(), members.end());
            for (ObjectId x : members)
                if (!placed.count(x))
                    order.push_back(x);
        }
        std::vector<LevelObject> objects;
        objects.reserve(order.size());
        for (qint64 x : order)
            objects.push_back(std::move(mObjects.at(x).object));
        level->insertObjects(id, std::move(objects));
    }
    if (!mResult.conflicts.empty())
        return; // cell conflicts
    mResult.level = std::move(level);
}

} // namespace

QString MergeConflict::key() const
{
    switch (kind) {
    case Kind::Setting: return QStringLiteral("settings/") + field;
    case Kind::Layer: return QStringLiteral("layer/%1/%2").arg(id).arg(field);
    case Kind::Object: return QStringLiteral("object/%1/%2").arg(id).arg(field);
    case Kind::Cell: return QStringLiteral("cell/%1/%2,%3").arg(id).arg(cell.column).arg(cell.row);
    }
    return {};
}

QString MergeConflict::describe() const
{
    const QString b = base.isEmpty() ? QStringLiteral("-") : base;
    switch (kind) {
    case Kind::Setting: return Text::tr("setting %1: ours %2, theirs %3 (base %4)").arg(field, ours, theirs, b);
    case Kind::Layer:
        return Text::tr("layer %1, %2: ours %3, theirs %4 (base %5)").arg(QString::number(id), field, ours, theirs, b);
    case Kind::Object:
        return Text::tr("object %1, %2: ours %3, theirs %4 (base %5)").arg(QString::number(id), field, ours, theirs, b);
    case Kind::Cell:
        return Text::tr("tiles of layer %1, column %2, row %3: ours %4, theirs %5 (base %6)")
            .arg(QString::number(id), QString::number(cell.column), QString::number(cell.row), ours, theirs, b);
    }
    return {};
}

MergeResult mergeLevels(const Level& base, const Level& ours, const Level& theirs, const MergeResolutions& resolutions)
{
    return Merger(base, ours, theirs, resolutions).run();
}

} // namespace ledge
