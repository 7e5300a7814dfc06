#include "Validator.h"

#include "LevelReach.h"
#include "LiveOverlaps.h"
#include "collision/ReachAnalysis.h"
#include "collision/SealedTargets.h"
#include "collision/Validity.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <array>
#include <charconv>
#include <compare>
#include <future>
#include <map>
#include <set>

namespace ledge {

namespace {

// The translation context of the messages; lupdate reads it from here too.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Validator)
};

// A translated message with place markers, split once where its arguments go: fill() gives
// exactly what pattern.arg(a1, a2, ...) gives (one pass, arguments not scanned again), with a
// few appends instead of a scan of the pattern. A dense level has tens of thousands of
// overlap messages, each naming two objects.
class MessagePattern {
public:
    MessagePattern() = default;
    explicit MessagePattern(const QString& pattern, int arguments) : mPattern(pattern)
    {
        // Each argument becomes one private-use character that the pattern itself lacks.
        QStringList markers;
        for (int k = 0; k < arguments; ++k) {
            const QChar marker(char16_t(kFirstMarker + k));
            if (pattern.contains(marker))
                return; // fill() falls back on arg()
            markers << QString(marker);
        }
        const QString marked = arguments == 2 ? pattern.arg(markers[0], markers[1])
                                              : pattern.arg(markers[0], markers[1], markers[2]);
        QString literal;
        for (const QChar c : marked) {
            const int k = c.unicode() - kFirstMarker;
            if (k < 0 || k >= arguments) {
                literal += c;
                continue;
            }
            mPieces.push_back({literal, k});
            literal.clear();
        }
        mPieces.push_back({literal, -1});
        mSplit = true;
    }

    QString fill(QStringView a1, QStringView a2) const
    {
        QString out;
        appendTo(out, a1, a2);
        return out;
    }
    // Appends the filled pattern to `out`.
    void appendTo(QString& out, QStringView a1, QStringView a2) const
    {
        if (!mSplit)
            out += mPattern.arg(a1, a2);
        else
            join(out, {a1, a2});
    }
    void appendTo(QString& out, QStringView a1, QStringView a2, QStringView a3) const
    {
        if (!mSplit)
            out += mPattern.arg(a1, a2, a3);
        else
            join(out, {a1, a2, a3});
    }

private:
    static constexpr int kFirstMarker = 0xE000;
    struct Piece {
        QString literal; // then argument `argument` (none: -1)
        int argument;
    };

    void join(QString& out, std::initializer_list<QStringView> args) const
    {
        const QStringView* a = args.begin();
        qsizetype size = out.size();
        for (const Piece& p : mPieces)
            size += p.literal.size() + (p.argument < 0 ? 0 : a[p.argument].size());
        out.reserve(size);
        for (const Piece& p : mPieces) {
            out += p.literal;
            if (p.argument >= 0)
                out += a[p.argument];
        }
    }

    QString mPattern;
    std::vector<Piece> mPieces;
    bool mSplit = false;
};

// The words that name an object in a message, looked up once per validation run: a dense level
// has tens of thousands of overlap messages, and each lookup goes through the translators.
struct ObjectWords {
    std::array<QString, 7> role;    // "Solid", by Role
    std::array<QString, 7> roleMid; // "solid": the form that follows a verb ("overlaps solid #40"),
                                    // which translators write as their language wants
    MessagePattern plain;           // "%1 #%2"
    MessagePattern named;           // "%1 #%2 '%3'"

    static ObjectWords current()
    {
        ObjectWords w;
        w.role = {Text::tr("Solid"), Text::tr("One-way platform"), Text::tr("Hazard"),
                  Text::tr("Trigger"), Text::tr("Spawn"), Text::tr("Goal"), Text::tr("Pickup")};
        w.roleMid = {Text::tr("solid", "role in the middle of a sentence"),
                     Text::tr("one-way platform", "role in the middle of a sentence"),
                     Text::tr("hazard", "role in the middle of a sentence"),
                     Text::tr("trigger", "role in the middle of a sentence"),
                     Text::tr("spawn", "role in the middle of a sentence"),
                     Text::tr("goal", "role in the middle of a sentence"),
                     Text::tr("pickup", "role in the middle of a sentence")};
        w.plain = MessagePattern(Text::tr("%1 #%2"), 2);
        w.named = MessagePattern(Text::tr("%1 #%2 '%3'"), 3);
        return w;
    }
};

// Appends "Solid #12 'crate'" / "Goal #7" to `out`; `midSentence` gives the form that follows
// a verb. Written in place, the id too: a dense level names tens of thousands of objects.
void describeObjectTo(QString& out, const LevelObject& o, bool midSentence, const ObjectWords& words)
{
    const QString& role = (midSentence ? words.roleMid : words.role)[std::size_t(o.role)];
    // The id's decimal digits, as QString::number writes them.
    char digits[24];
    const auto end = std::to_chars(digits, digits + sizeof digits, qlonglong(o.id)).ptr;
    char16_t wide[24];
    const std::size_t n = std::size_t(end - digits);
    std::copy(digits, end, wide);
    const QStringView id(wide, qsizetype(n));
    if (o.name.isEmpty())
        words.plain.appendTo(out, role, id);
    else
        words.named.appendTo(out, role, id, o.name);
}

QString describeObject(const LevelObject& o, bool midSentence, const ObjectWords& words)
{
    QString out;
    describeObjectTo(out, o, midSentence, words);
    return out;
}

QString describeObject(const LevelObject& o, bool midSentence = false)
{
    return describeObject(o, midSentence, ObjectWords::current());
}

QString cellList(const std::vector<Cell>& cells)
{
    QStringList parts;
    const std::size_t shown = std::min<std::size_t>(cells.size(), 4);
    for (std::size_t i = 0; i < shown; ++i)
        parts << QStringLiteral("(%1, %2)").arg(cells[i].column).arg(cells[i].row);
    QString text = parts.join(QStringLiteral(", "));
    if (cells.size() > shown)
        text += QCoreApplication::translate("Validator", " and %n more", nullptr,
                                            int(cells.size() - shown));
    return text;
}

// The built-in codes in report order (docs/cli.md); any other code ranks after them.
constexpr const char* kCodeOrder[] = {IssueCode::InvalidShape, IssueCode::SpawnMissing,
                                      IssueCode::SpawnMultiple, IssueCode::SpawnBlocked,
                                      IssueCode::Overlap, IssueCode::OutOfBounds,
                                      IssueCode::TargetUnreachable, IssueCode::TightJump};

int codeRank(const QString& code)
{
    for (int i = 0; i < int(std::size(kCodeOrder)); ++i)
        if (code == QLatin1String(kCodeOrder[i]))
            return i;
    return int(std::size(kCodeOrder));
}

Aabb cellsBounds(const std::vector<Cell>& cells, double cellSize)
{
    Aabb box{cells.front().column * cellSize, cells.front().row * cellSize,
             (cells.front().column + 1) * cellSize, (cells.front().row + 1) * cellSize};
    for (const Cell& c : cells)
        box = box.united({c.column * cellSize, c.row * cellSize, (c.column + 1) * cellSize,
                          (c.row + 1) * cellSize});
    return box;
}

// The player's box standing at a spawn point (feet in platformer mode, centre in top-down).
Box playerBoxAt(const PlayerSettings& player, Vec2 at)
{
    if (player.mode == MovementMode::Platformer)
        return {at.x - player.width / 2, at.y - player.height, player.width, player.height};
    return {at.x - player.width / 2, at.y - player.height / 2, player.width, player.height};
}

Vec2 anchorOf(const Shape& shape, MovementMode mode)
{
    if (const Point* p = std::get_if<Point>(&shape))
        return {p->x, p->y};
    const Aabb b = bounds(shape);
    return mode == MovementMode::Platformer ? Vec2{(b.minX + b.maxX) / 2, b.maxY} : b.centre();
}

// Searches the fixes of one level may spend on candidates, all targets together.
constexpr int kFixSearchesPerLevel = 64;

class Run {
public:
    Run(const Level& level, const ValidationOptions& options) : mLevel(level), mOptions(options) {}
    bool cancelled() const { return mCancelled; }

    ValidationReport report()
    {
        QElapsedTimer timer;
        timer.start();
        if (mOptions.checks) {
            gatherObjects();
            checkShapes();
            checkBounds();
            checkOverlaps();
            checkSpawn();
        }
        mReport.timings.overlapMs = double(timer.nsecsElapsed()) / 1e6;
        timer.restart();
        if (mOptions.reachability)
            checkReachability();
        mReport.timings.reachMs = double(timer.nsecsElapsed()) / 1e6;
        sortIssues(mReport.issues);
        return std::move(mReport);
    }

private:
    Issue* add(Severity severity, const char* code, QString message, std::vector<ObjectId> objects,
               Aabb focus, std::vector<Cell> cells = {}, LayerId tileLayer = 0)
    {
        if (severity == Severity::Off)
            return nullptr;
        std::sort(objects.begin(), objects.end());
        std::sort(cells.begin(), cells.end());
        mReport.issues.push_back({severity, codeText(code), std::move(message), std::move(objects),
                                  std::move(cells), tileLayer, focus, std::nullopt, {}, std::nullopt});
        return &mReport.issues.back();
    }

    // One shared QString per issue code (the codes are IssueCode's constants).
    const QString& codeText(const char* code)
    {
        for (const auto& [key, text] : mCodes)
            if (key == code)
                return text;
        return mCodes.emplace_back(code, QString::fromLatin1(code)).second;
    }

    // Objects of layers that collide: `collides: false` takes a layer out of validation.
    template <typename F> void forEachValidated(F&& f) const
    {
        mLevel.forEachObject([&](const LayerInfo& layer, const LevelObject& o) {
            if (layer.collides)
                f(o);
        });
    }

    // Every validated object with its shape's soundness and (sound shapes) its bounds,
    // computed once for all the checks.
    void gatherObjects()
    {
        mChecked.reserve(std::size_t(mLevel.objectCount()));
        forEachValidated([&](const LevelObject& o) {
            const ShapeProblem problem = checkShape(o.shape);
            mChecked.push_back({&o, problem, problem == ShapeProblem::None ? bounds(o.shape) : Aabb{}, o.role,
                                shapeType(o.shape)});
        });
    }

    void checkShapes()
    {
        for (const Checked& c : mChecked) {
            if (c.problem == ShapeProblem::None)
                continue;
            const LevelObject* o = c.object;
            add(Severity::Error, IssueCode::InvalidShape,
                Text::tr("%1 has an invalid shape: %2").arg(describeObject(*o, false, mWords), describeShapeProblem(c.problem)),
                {o->id}, safeBounds(o->shape));
        }
    }

    void checkBounds()
    {
        const Aabb level = mLevel.bounds();
        const QString outside = Text::tr("%1 lies outside the level");
        for (const Checked& c : mChecked) {
            if (c.problem != ShapeProblem::None || level.contains(c.bounds))
                continue;
            add(mLevel.rules().outOfBounds, IssueCode::OutOfBounds,
                outside.arg(describeObject(*c.object, false, mWords)), {c.object->id}, c.bounds);
        }
    }

    // The overlaps of the sound collidable objects and the tile layers that collide, found
    // straight from the gathered objects, keyed by their index in mChecked: a one-shot run
    // needs none of a collision world's editing state (LiveOverlaps'), nor copies of the shapes.
    OverlapSet computeOverlaps() const
    {
        std::vector<ShapeRef> objects;
        objects.reserve(mChecked.size());
        for (std::size_t i = 0; i < mChecked.size(); ++i) {
            const Checked& c = mChecked[i];
            if (c.problem == ShapeProblem::None && isCollidable(c.role) && c.type != ShapeType::Point)
                objects.push_back({WorldKey(i), &c.object->shape, c.bounds});
        }
        std::vector<TileLayerRef> layers;
        for (int i = 0; i < mLevel.layerCount(); ++i) {
            const LayerInfo& info = mLevel.layerAt(i);
            if (info.type == LayerType::Tiles && info.collides)
                layers.push_back({info.id, &mLevel.tiles(info.id)});
        }
        return overlapsAmong(objects, layers);
    }

    void checkOverlaps()
    {
        const Severity severity = mLevel.rules().overlap;
        if (severity == Severity::Off)
            return;
        // The live overlaps are keyed by object id, the one-shot pass by index in mChecked.
        const bool live = mOptions.overlaps != nullptr;
        const OverlapSet overlaps = live ? mOptions.overlaps->all() : computeOverlaps();
        const auto objectOf = [&](WorldKey key) {
            return live ? mLevel.object(key) : mChecked[std::size_t(key)].object;
        };
        const auto boundsOf = [&](WorldKey key) {
            return live ? bounds(mLevel.object(key)->shape) : mChecked[std::size_t(key)].bounds;
        };
        mReport.issues.reserve(mReport.issues.size() + overlaps.objects.size() + overlaps.tiles.size()
                               + overlaps.layers.size());
        const MessagePattern overlapsText(Text::tr("%1 overlaps %2"), 2);
        QString nameA; // reused: each message is the only string a pair allocates
        QString nameB;
        for (const ObjectPair& p : overlaps.objects) {
            const LevelObject* a = objectOf(p.a);
            const LevelObject* b = objectOf(p.b);
            nameA.resize(0);
            nameB.resize(0);
            describeObjectTo(nameA, *a, false, mWords);
            describeObjectTo(nameB, *b, true, mWords);
            add(severity, IssueCode::Overlap, overlapsText.fill(nameA, nameB), {a->id, b->id},
                boundsOf(p.a).united(boundsOf(p.b)));
        }
        // One issue per object with all the tile cells it overlaps, whatever their layer.
        std::map<WorldKey, std::pair<LayerId, std::set<Cell>>> tileCells;
        for (const TileOverlap& t : overlaps.tiles) {
            auto& entry = tileCells[t.object];
            if (entry.first == 0)
                entry.first = t.layer;
            entry.second.insert(t.cells.begin(), t.cells.end());
        }
        const double cellSize = mLevel.grid().cellSize;
        for (const auto& [key, entry] : tileCells) {
            const LevelObject* o = objectOf(key);
            std::vector<Cell> cells(entry.second.begin(), entry.second.end());
            add(severity, IssueCode::Overlap,
                Text::tr("%1 overlaps %n solid tile(s) at %2", nullptr, int(cells.size()))
                    .arg(describeObject(*o, false, mWords), cellList(cells)),
                {o->id},
                boundsOf(key), cells, entry.first);
        }
        for (const LayerOverlap& l : overlaps.layers) {
            const LayerInfo* a = mLevel.layer(l.layerA);
            const LayerInfo* b = mLevel.layer(l.layerB);
            add(severity, IssueCode::Overlap,
                Text::tr("Tile layers '%1' and '%2' both fill %3")
                    .arg(a ? a->name : QString(), b ? b->name : QString(), cellList(l.cells)),
                {}, cellsBounds(l.cells, cellSize), l.cells, l.layerA);
        }
    }

    void checkSpawn()
    {
        std::vector<const Checked*> spawns;
        for (const Checked& c : mChecked)
            if (c.role == Role::Spawn)
                spawns.push_back(&c);
        if (spawns.empty()) {
            add(Severity::Error, IssueCode::SpawnMissing,
                Text::tr("The level has no spawn: place one with the spawn tool"), {}, mLevel.bounds());
            return;
        }
        if (spawns.size() > 1) {
            std::vector<ObjectId> ids;
            Aabb focus = bounds(spawns.front()->object->shape);
            for (const Checked* s : spawns) {
                ids.push_back(s->object->id);
                focus = focus.united(bounds(s->object->shape));
            }
            add(Severity::Error, IssueCode::SpawnMultiple,
                QCoreApplication::translate("Validator", "The level has %n spawns; it needs exactly one",
                                            nullptr, int(spawns.size())),
                ids, focus);
            return;
        }
        if (spawns.front()->problem != ShapeProblem::None)
            return;
        const LevelObject& spawn = *spawns.front()->object;
        const PlayerSettings& player = mLevel.player();
        const Shape playerBox = playerBoxAt(player, anchorOf(spawn.shape, player.mode));
        std::vector<ObjectId> blockers;
        // Interiors that overlap have bounds whose interiors overlap: the bounds, at hand,
        // rule out nearly every solid before the exact test.
        const Aabb playerBounds = bounds(playerBox);
        for (const Checked& c : mChecked)
            if (c.role == Role::Solid && c.problem == ShapeProblem::None && c.bounds.overlapsInterior(playerBounds)
                && overlaps(playerBox, c.object->shape))
                blockers.push_back(c.object->id);
        std::vector<Cell> cells = solidCellsUnder(bounds(playerBox));
        if (!blockers.empty() || !cells.empty()) {
            blockers.insert(blockers.begin(), spawn.id);
            add(Severity::Error, IssueCode::SpawnBlocked,
                Text::tr("The player does not fit at %1: its box overlaps a solid").arg(describeObject(spawn, true)),
                blockers, bounds(playerBox), cells);
        }
    }

    void checkReachability()
    {
        const LevelObject* spawn = singleSpawn(mLevel);
        if (!spawn)
            return;
        ReachProblem problem = reachProblem(mLevel, *spawn);
        problem.stopWhenAllReached = true;
        problem.maxStates = mOptions.maxReachStates;
        if (problem.maxStates == 0 && !mOptions.leanReach) {
            // No limit (ledge-cli): the search keeps the states its paths are made of up to
            // keepStatesUpTo, then goes on lean to decide the rest, its memory following the
            // level's area rather than its states (ReachProblem::leanPastLimit).
            problem.maxStates = mOptions.keepStatesUpTo;
            problem.leanPastLimit = problem.maxStates > 0;
        }
        problem.lean = mOptions.leanReach;
        problem.scoutAfter = mOptions.scoutAfter;
        problem.climbAfter = mOptions.climbAfter;
        // The best attempts are drawn when asked for, and always guide the fixes' search.
        problem.attempts = mOptions.explain && !problem.lean;
        const ReachResult result = solveReachability(problem, mOptions.cancel);
        // The explanation's own searches draw nothing and set their own bounds: the problem
        // they start from is the level's, as before the verdict's settings.
        problem.attempts = false;
        problem.maxStates = mOptions.maxReachStates;
        problem.leanPastLimit = false;
        if (result.cancelled) {
            mCancelled = true;
            return;
        }

        ReachabilitySummary summary;
        summary.mode = mLevel.player().mode;
        summary.spawn = spawn->id;
        std::vector<std::size_t> unreached; // indices into result.targets
        for (std::size_t i = 0; i < result.targets.size(); ++i) {
            const TargetResult& target = result.targets[i];
            if (!target.decided() && result.truncated) {
                summary.undecided.push_back(target.key);
                const LevelObject* o = mLevel.object(target.key);
                add(Severity::Warning, IssueCode::ReachUndecided,
                    Text::tr("%1 was not reached before the search stopped at its limit of %L2 states")
                        .arg(describeObject(*o))
                        .arg(qulonglong(mOptions.maxReachStates)),
                    {o->id}, bounds(o->shape));
                continue;
            }
            (target.reached ? summary.reached : summary.unreachable).push_back(target.key);
            if (!target.reached)
                unreached.push_back(i);
        }
        std::vector<Explanation> why;
        if (mOptions.explain && !result.truncated
            && (mOptions.explainUpTo == 0 || result.statesExplored <= mOptions.explainUpTo)) {
            why = explain(problem, result, unreached, summary);
            if (mCancelled)
                return;
        }
        for (std::size_t k = 0; k < unreached.size(); ++k) {
            const LevelObject* o = mLevel.object(result.targets[unreached[k]].key);
            const QString message = k < why.size() ? why[k].message
                                                   : Text::tr("%1 cannot be reached from the spawn").arg(describeObject(*o));
            if (Issue* issue = add(mLevel.rules().unreachable, IssueCode::TargetUnreachable, message, {o->id},
                                   bounds(o->shape));
                issue && k < why.size()) {
                issue->nearest = why[k].nearest;
                issue->fixes = why[k].fixes;
                issue->why = std::move(why[k].why);
            }
        }
        std::sort(summary.reached.begin(), summary.reached.end());
        std::sort(summary.unreachable.begin(), summary.unreachable.end());
        std::sort(summary.undecided.begin(), summary.undecided.end());
        mReport.reachability = std::move(summary);
    }

    struct Explanation {
        QString message;
        Vec2 nearest;
        std::vector<IssueFix> fixes;
        IssueWhy why;
    };

    // Margins of the reached targets (platformer), and for each unreached one (in the order of
    // `unreached`) why, where the player comes closest, and the fixes.
    std::vector<Explanation> explain(const ReachProblem& problem, const ReachResult& result,
                                     const std::vector<std::size_t>& unreached, ReachabilitySummary& summary)
    {
        // Every search here is bounded to the verdict's own cell searches (ReachProbe::budgetAfter):
        // a changed problem that takes longer counts as not reaching (a margin or a cause is then
        // never understated, a fix never offered unproven).
        const std::size_t bound = ReachProbe::budgetAfter(problem, result);
        ReachProbe probe(problem, mOptions.maxReachStates ? std::min(bound, mOptions.maxReachStates) : bound,
                         mOptions.cancel);
        if (problem.player.platformer)
            probe.climbFor(ReachProbe::climbingTargets(problem, result));
        std::vector<std::size_t> reached;
        for (std::size_t i = 0; i < result.targets.size(); ++i)
            if (result.targets[i].reached)
                reached.push_back(i);
        // A target reached only after the verdict went lean took more states than the probes
        // may, and one the scout reached first (ReachProblem::scoutAfter) may need its coarser
        // cells, which the probes do not search with: their margins would come out as 100%, so
        // they get none. The probes climb as the verdict does: a target the climber reached
        // first is measured. (A fix must still keep them reached: where an edit leaves their
        // paths as they were, their paths confirm it (FixRequest::reachedPaths); elsewhere a
        // bounded search may not, and drops the edit.) The targets the breadth-first search
        // reached are measured without the climber (ReachProbe::climbingTargets): a slower
        // player's search goes past climbAfter states (its cells are finer) and reaches them
        // anyway, and the climber beside it only added its nodes (platformer.ledge's margins:
        // a quarter more time).
        std::vector<std::size_t> measured;
        for (std::size_t i : reached) {
            const TargetResult& t = result.targets[i];
            if ((result.leanFrom == 0 || !t.path.empty()) && (!t.scouted || t.climbed))
                measured.push_back(i);
        }
        if (mOptions.margins && problem.player.platformer && !measured.empty())
            measureMargins(probe, measured, summary);

        std::vector<Explanation> out;
        if (unreached.empty() || probe.cancelled()) {
            mCancelled = probe.cancelled();
            return out;
        }
        if (result.spawnBlocked) {
            // The spawn-blocked error says why; no change elsewhere helps before that one.
            IssueWhy spawnBlocked;
            spawnBlocked.cause = IssueWhy::Cause::SpawnBlocked;
            for (std::size_t i : unreached)
                out.push_back({Text::tr("%1 cannot be reached: the player does not fit at the spawn")
                                   .arg(describeObject(*mLevel.object(result.targets[i].key))),
                               problem.spawn, {}, spawnBlocked});
            return out;
        }
        std::vector<Vec2> nearest;
        std::vector<bool> sealed;
        for (const TargetResult& t : result.targets) {
            nearest.push_back(t.nearest);
            sealed.push_back(t.sealed);
        }
        if (!problem.player.platformer) {
            // The verdict's sweep stops early and keeps no positions: one more for them.
            ReachProblem full = problem;
            full.stopWhenAllReached = false;
            const ReachResult r = solveReachability(full, mOptions.cancel);
            if (r.cancelled) {
                mCancelled = true;
                return out;
            }
            for (std::size_t i = 0; i < r.targets.size(); ++i)
                nearest[i] = r.targets[i].nearest;
        }
        if (std::any_of(unreached.begin(), unreached.end(), [&](std::size_t i) { return !sealed[i]; })) {
            // The verdict checks for seals only after a long search; the why always does.
            std::vector<bool> open(problem.targets.size(), false);
            for (std::size_t i : unreached)
                open[i] = !sealed[i];
            const SealedTargets walled = findSealedTargets(problem, mOptions.cancel, &open);
            if (walled.cancelled) {
                mCancelled = true;
                return out;
            }
            for (std::size_t i : unreached)
                sealed[i] = sealed[i] || walled.sealed[i];
        }
        const std::vector<Shortfall> shortfalls = explainUnreached(probe, unreached, nearest, sealed, result.hazardsMatter);
        if (probe.cancelled()) {
            mCancelled = true;
            return out;
        }
        const int fixSearchesUpTo = probe.searches() + kFixSearchesPerLevel;

        std::vector<std::vector<PathStep>> reachedPaths;
        for (std::size_t i : reached)
            reachedPaths.push_back(result.targets[i].path);
        std::vector<Aabb> keepClear;
        keepClear.push_back(bounds(Shape(playerBoxAt(mLevel.player(), problem.spawn))));
        for (const ReachTarget& t : problem.targets)
            keepClear.push_back(bounds(t.shape));
        for (std::size_t k = 0; k < unreached.size(); ++k) {
            const std::size_t target = unreached[k];
            const Shortfall& s = shortfalls[k];
            Explanation e;
            e.nearest = nearest[target];
            e.message = describeShortfall(*mLevel.object(result.targets[target].key), s, problem);
            e.why = issueWhy(s, problem);
            if (mOptions.attempts)
                bestAttempt(probe, result.targets[target], nearest[target], e.why);
            FixRequest request;
            request.target = target;
            request.reached = reached;
            request.reachedPaths = reachedPaths;
            request.nearest = nearest[target];
            request.why = s;
            request.grid = mLevel.grid().cellSize;
            request.keepClear = keepClear;
            request.attempt = result.targets[target].attempt;
            request.lookedAt = result.lookedAt;
            // A level with many unreachable targets gets its fixes for the first ones only:
            // each failed candidate is a whole search.
            // With no cause found (the target is simply far from anything reached), one small
            // edit does not bring it in reach: no candidate is worth a whole search.
            if (probe.searches() < fixSearchesUpTo && s.kind != Shortfall::Kind::Distance)
                for (const ReachEdit& edit : findFixes(probe, request))
                    e.fixes.push_back(issueFix(edit, problem));
            if (probe.cancelled()) {
                mCancelled = true;
                return {};
            }
            out.push_back(std::move(e));
        }
        return out;
    }

    void measureMargins(ReachProbe& probe, const std::vector<std::size_t>& reached, ReachabilitySummary& summary)
    {
        const auto hundredths = [](int k) { return k / 100.0; };
        // The two bisections are independent: the jump's runs beside the run speed's.
        auto jumpLater = std::async(std::launch::async, [&] {
            return probe.smallestSteps(reached, Ability::JumpHeight, 0, 100, hundredths, true);
        });
        const auto run = probe.smallestSteps(reached, Ability::RunSpeed, 0, 100, hundredths, true);
        const auto jump = jumpLater.get();
        if (probe.cancelled())
            return;
        const RuleSettings& rules = mLevel.rules();
        for (std::size_t k = 0; k < reached.size(); ++k) {
            const ObjectId id = probe.problem().targets[reached[k]].key;
            const ReachMargin margin{jump[k].value_or(100) / 100.0, run[k].value_or(100) / 100.0};
            summary.margins[id] = margin;
            const bool tightJump = margin.jumpHeight > rules.tightJumpShare;
            const bool tightRun = margin.runSpeed > rules.tightJumpShare;
            if (!tightJump && !tightRun)
                continue;
            const LevelObject* o = mLevel.object(id);
            const QString what = tightJump && tightRun
                                     ? Text::tr("%1 needs %2% of the player's jump height and %3% of its run speed: only a perfect player gets there")
                                           .arg(describeObject(*o))
                                           .arg(qRound(margin.jumpHeight * 100))
                                           .arg(qRound(margin.runSpeed * 100))
                                 : tightJump ? Text::tr("%1 needs %2% of the player's jump height: only a perfect jump gets there")
                                                   .arg(describeObject(*o))
                                                   .arg(qRound(margin.jumpHeight * 100))
                                             : Text::tr("%1 needs %2% of the player's run speed: only a perfect run gets there")
                                                   .arg(describeObject(*o))
                                                   .arg(qRound(margin.runSpeed * 100));
            add(rules.tightJump, IssueCode::TightJump, what, {id}, bounds(o->shape));
        }
    }

    QString bodyName(const ReachProblem& problem, std::size_t body) const
    {
        const LevelObject* o = mLevel.object(problem.bodies[body].key);
        return o ? describeObject(*o, true) : QStringLiteral("#%1").arg(problem.bodies[body].key);
    }

    QString describeShortfall(const LevelObject& target, const Shortfall& s, const ReachProblem& problem) const
    {
        const QString name = describeObject(target);
        const QString mid = describeObject(target, true); // "goal #31", after "to"
        const auto units = [](double v) { return QString::number(v, 'g', 10); };
        switch (s.kind) {
        case Shortfall::Kind::Sealed:
            if (s.inside && s.bodies.empty())
                return Text::tr("%1 is inside solid tiles: the player cannot touch it").arg(name);
            if (s.inside)
                return Text::tr("%1 is inside %2: the player cannot touch it").arg(name, bodyName(problem, s.bodies.front()));
            return Text::tr("%1 is walled in: no way leads to it from the spawn").arg(name);
        case Shortfall::Kind::Hazard:
            if (s.bodies.empty())
                return Text::tr("Every way to %1 crosses a hazard").arg(mid);
            return Text::tr("Every way to %1 crosses %2").arg(mid, bodyName(problem, s.bodies.front()));
        case Shortfall::Kind::JumpHeight:
            if (s.above) {
                if (s.bodies.empty())
                    return Text::tr("%1 is %2 units above the highest jump").arg(name, units(s.amount));
                return Text::tr("%1 is %2 units above the highest jump from %3")
                    .arg(name, units(s.amount), bodyName(problem, s.bodies.front()));
            }
            if (s.bodies.empty())
                return Text::tr("%1 needs a jump %2 units higher than the player's").arg(name, units(s.amount));
            return Text::tr("%1 needs a jump %2 units higher than the player's, from %3")
                .arg(name, units(s.amount), bodyName(problem, s.bodies.front()));
        case Shortfall::Kind::Tunnel:
        case Shortfall::Kind::Narrow: {
            const bool tunnel = s.kind == Shortfall::Kind::Tunnel;
            if (s.bodies.size() >= 2)
                return (tunnel ? Text::tr("The way to %1 between %2 and %3 is %4 units lower than the player")
                               : Text::tr("The way to %1 between %2 and %3 is %4 units narrower than the player"))
                    .arg(mid, bodyName(problem, s.bodies[0]), bodyName(problem, s.bodies[1]), units(s.amount));
            if (s.bodies.size() == 1)
                return (tunnel ? Text::tr("The way to %1 past %2 is %3 units lower than the player")
                               : Text::tr("The way to %1 past %2 is %3 units narrower than the player"))
                    .arg(mid, bodyName(problem, s.bodies[0]), units(s.amount));
            return (tunnel ? Text::tr("The way to %1 is %2 units lower than the player")
                           : Text::tr("The way to %1 is %2 units narrower than the player"))
                .arg(mid, units(s.amount));
        }
        case Shortfall::Kind::RunSpeed:
            return Text::tr("%1 is beyond the longest jump: it needs a run %2 units per second faster")
                .arg(name, units(s.amount));
        case Shortfall::Kind::Distance:
            break;
        }
        return Text::tr("%1 cannot be reached from the spawn: the closest the player gets is %2 units away")
            .arg(name, units(s.amount));
    }

    static IssueWhy issueWhy(const Shortfall& s, const ReachProblem& problem)
    {
        IssueWhy why;
        switch (s.kind) {
        case Shortfall::Kind::Sealed: why.cause = IssueWhy::Cause::Sealed; break;
        case Shortfall::Kind::Hazard: why.cause = IssueWhy::Cause::Hazard; break;
        case Shortfall::Kind::JumpHeight: why.cause = IssueWhy::Cause::JumpHeight; break;
        case Shortfall::Kind::Tunnel: why.cause = IssueWhy::Cause::Tunnel; break;
        case Shortfall::Kind::Narrow: why.cause = IssueWhy::Cause::Narrow; break;
        case Shortfall::Kind::RunSpeed: why.cause = IssueWhy::Cause::RunSpeed; break;
        case Shortfall::Kind::Distance: why.cause = IssueWhy::Cause::Distance; break;
        }
        why.amount = s.amount;
        why.above = s.above;
        for (std::size_t b : s.bodies)
            why.obstacles.push_back(bounds(problem.bodies[b].shape));
        return why;
    }

    // The player's positions from the spawn to where it comes closest to an unreached target.
    // A platformer verdict replayed them already; top-down, one more search finds a way to a
    // sliver of space at `nearest` and ends the polyline there.
    static void bestAttempt(ReachProbe& probe, const TargetResult& target, Vec2 nearest, IssueWhy& why)
    {
        if (probe.problem().player.platformer) {
            // The last jump starts where the last run of steps holding jump begins.
            const std::vector<PathStep>& steps = target.attempt;
            std::size_t k = steps.size();
            while (k > 0 && !(steps[k - 1].input & Input::Jump))
                --k;
            while (k > 0 && (steps[k - 1].input & Input::Jump))
                --k;
            why.takeOff = k > 0 ? k - 1 : 0;
            for (const PathStep& step : steps)
                why.attempt.push_back(step.position);
            return;
        }
        ReachProblem toNearest = probe.problem();
        toNearest.targets = {ReachTarget{target.key, Box{nearest.x - 0.5, nearest.y - 0.5, 1, 1}}};
        const ReachResult r = probe.solve(toNearest, {0});
        if (r.targets.empty() || !r.targets[0].reached)
            return;
        for (const PathStep& step : r.targets[0].path)
            why.attempt.push_back(step.position);
        why.attempt.push_back(nearest);
    }

    static IssueFix issueFix(const ReachEdit& edit, const ReachProblem& problem)
    {
        IssueFix f;
        switch (edit.kind) {
        case ReachEdit::Kind::Move:
            f.kind = IssueFix::Kind::Move;
            f.object = problem.bodies[edit.body].key;
            f.dx = edit.delta.x;
            f.dy = edit.delta.y;
            break;
        case ReachEdit::Kind::Add:
            f.kind = IssueFix::Kind::Add;
            f.role = Role::Solid;
            f.shape = edit.shape;
            break;
        case ReachEdit::Kind::Remove:
            f.kind = IssueFix::Kind::Remove;
            f.object = problem.bodies[edit.body].key;
            break;
        }
        return f;
    }

    std::vector<Cell> solidCellsUnder(const Aabb& box) const
    {
        std::vector<Cell> cells;
        const GridSettings& grid = mLevel.grid();
        for (int i = 0; i < mLevel.layerCount(); ++i) {
            const LayerInfo& info = mLevel.layerAt(i);
            if (info.type != LayerType::Tiles || !info.collides)
                continue;
            const TileGrid& tiles = mLevel.tiles(info.id);
            const int c0 = std::max(0, int(std::floor(box.minX / grid.cellSize)));
            const int r0 = std::max(0, int(std::floor(box.minY / grid.cellSize)));
            const int c1 = std::min(tiles.columns - 1, int(std::floor(box.maxX / grid.cellSize)));
            const int r1 = std::min(tiles.rows - 1, int(std::floor(box.maxY / grid.cellSize)));
            for (int r = r0; r <= r1; ++r)
                for (int c = c0; c <= c1; ++c)
                    if (tiles.at(c, r) == TileKind::Solid && tiles.cellBounds(c, r).overlapsInterior(box))
                        cells.push_back({c, r});
        }
        return cells;
    }

    static Aabb safeBounds(const Shape& shape)
    {
        const Aabb b = bounds(shape);
        const bool finite = std::isfinite(b.minX) && std::isfinite(b.minY) && std::isfinite(b.maxX)
                            && std::isfinite(b.maxY);
        return finite ? b : Aabb{};
    }

    struct Checked {
        const LevelObject* object;
        ShapeProblem problem;
        Aabb bounds; // of a sound shape (problem None), else empty
        // Copied beside the bounds, so that the passes over every object stay in this array.
        Role role;
        ShapeType type;
    };

    const Level& mLevel;
    const ValidationOptions& mOptions;
    bool mCancelled = false;
    std::vector<Checked> mChecked; // the validated objects, in level order (checks only)
    const ObjectWords mWords = ObjectWords::current();
    std::vector<std::pair<const char*, QString>> mCodes; // see codeText
    ValidationReport mReport;
};

} // namespace

QString describeShapeProblem(ShapeProblem p)
{
    switch (p) {
    case ShapeProblem::None: break;
    case ShapeProblem::NotFinite: return Text::tr("a coordinate is not a finite number");
    case ShapeProblem::NonPositiveSize: return Text::tr("its size is zero or negative");
    case ShapeProblem::TooFewPoints: return Text::tr("a polygon needs at least 3 points");
    case ShapeProblem::ZeroArea: return Text::tr("the polygon has no area");
    case ShapeProblem::SelfIntersecting: return Text::tr("the polygon crosses itself");
    }
    return {};
}

void sortIssues(std::vector<Issue>& issues)
{
    // Sorted through small keys, then moved into place: comparing and swapping whole issues
    // costs more than the rest of a dense level's checks, and so does reaching into tens of
    // thousands of issues scattered in memory. A key holds what decides nearly every
    // comparison: the code's rank (one built-in code per rank) and up to two objects.
    constexpr int kOtherCodes = int(std::size(kCodeOrder));
    struct Key {
        int severity;
        int rank;
        std::size_t objectCount; // the objects are all in `head` when at most 2
        std::array<ObjectId, 2> head;
        const Issue* issue;
    };
    std::vector<Key> keys;
    keys.reserve(issues.size());
    for (const Issue& issue : issues) {
        Key k{int(issue.severity), codeRank(issue.code), issue.objects.size(), {0, 0}, &issue};
        std::copy_n(issue.objects.begin(), std::min<std::size_t>(2, issue.objects.size()), k.head.begin());
        keys.push_back(k);
    }
    std::stable_sort(keys.begin(), keys.end(), [](const Key& ka, const Key& kb) {
        if (ka.severity != kb.severity)
            return ka.severity > kb.severity;
        if (ka.rank != kb.rank)
            return ka.rank < kb.rank;
        const Issue& a = *ka.issue;
        const Issue& b = *kb.issue;
        if (ka.rank == kOtherCodes && a.code != b.code)
            return a.code < b.code;
        // The objects in the order of std::vector's comparison.
        const std::strong_ordering objects =
            ka.objectCount <= 2 && kb.objectCount <= 2
                ? std::lexicographical_compare_three_way(ka.head.begin(), ka.head.begin() + ka.objectCount,
                                                         kb.head.begin(), kb.head.begin() + kb.objectCount)
                : a.objects <=> b.objects;
        if (objects != 0)
            return objects < 0;
        return a.cells < b.cells;
    });
    std::vector<Issue> sorted;
    sorted.reserve(issues.size());
    for (const Key& key : keys)
        sorted.push_back(std::move(*const_cast<Issue*>(key.issue)));
    issues = std::move(sorted);
}

int ValidationReport::errorCount() const
{
    return int(std::count_if(issues.begin(), issues.end(),
                             [](const Issue& i) { return i.severity == Severity::Error; }));
}

int ValidationReport::warningCount() const
{
    return int(std::count_if(issues.begin(), issues.end(),
                             [](const Issue& i) { return i.severity == Severity::Warning; }));
}

ValidationReport Validator::run() const
{
    Run run(mLevel, mOptions);
    ValidationReport report = run.report();
    mCancelled = run.cancelled();
    return report;
}

} // namespace ledge
