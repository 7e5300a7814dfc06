#include "ReachAnalysis.h"

#include "JumpEnvelope.h"
#include "Overlap.h"
#include "PlatformerReach.h"
#include "SealedTargets.h"

#include <algorithm>
#include <cmath>
#include <future>
#include <limits>
#include <map>
#include <numeric>
#include <thread>
#include <utility>

namespace ledge {

PlayerParams scaledPlayer(const PlayerParams& player, Ability ability, double factor)
{
    PlayerParams p = player;
    switch (ability) {
    case Ability::JumpHeight: p.jumpHeight *= factor; break;
    case Ability::RunSpeed: p.runSpeed *= factor; break;
    case Ability::Width: p.width *= factor; break;
    case Ability::Height: p.height *= factor; break;
    case Ability::Size:
        p.width *= factor;
        p.height *= factor;
        break;
    }
    return p;
}

namespace {

// One flight of a platformer route: from the last position the player stood at (or the spawn)
// to where it stands next (none: the route ends in the air), and how far above its start it
// lands, or for the last flight, where the route ends (somewhere along the last step).
struct Flight {
    std::size_t from = 0;
    std::optional<std::size_t> to;
    double rise = 0;
    bool jumped = false; // started by a jump, not a walk off an edge
};

// The flights of `path`, a route of `world`'s player from `spawn`; none when the path does not
// replay as that player's. Walks, climbs along a floor included, are not flights.
std::optional<std::vector<Flight>> flightsOf(const MovementWorld& world, Vec2 spawn, const std::vector<PathStep>& path)
{
    if (path.empty())
        return std::nullopt;
    PlayerState s = world.spawnState(spawn);
    if (!(s.position == path[0].position))
        return std::nullopt;
    std::vector<Flight> out;
    std::size_t stood = 0;
    double stoodY = s.position.y;
    for (std::size_t k = 1; k < path.size(); ++k) {
        const bool jumps = s.standing && (path[k].input & Input::Jump);
        const bool flying = !s.standing;
        s = world.step(s, path[k].input).state;
        if (!(s.position == path[k].position))
            return std::nullopt;
        if (!flying && !s.standing)
            out.push_back({stood, std::nullopt, 0, jumps});
        if (flying && s.standing && !out.empty() && !out.back().to) {
            out.back().to = k;
            out.back().rise = stoodY - s.position.y;
        }
        if (s.standing) {
            stood = k;
            stoodY = s.position.y;
        }
    }
    if (!s.standing && !out.empty() && !out.back().to && path.size() >= 2)
        out.back().rise = stoodY - std::max(path[path.size() - 2].position.y, path.back().position.y);
    return out;
}

// The feet of `player` never rise more than this above where it last stood (JumpEnvelope).
double ownRise(const PlayerParams& player, const MovementWorld& world)
{
    const JumpEnvelope e = jumpEnvelope(player, world.space().floorTangentValue(), world.bounds());
    return e.bounded ? e.rise : std::numeric_limits<double>::infinity();
}

// How far a probe with a slower run (finer cells) may grow its bound: by this factor, or up to
// this many states, whichever allows more.
constexpr double kFinerTimes = 8;
constexpr double kFinerStates = 4'000'000;

} // namespace

ReachProbe::ReachProbe(const ReachProblem& problem, std::size_t maxStates, const std::atomic<bool>* cancel)
    : mProblem(problem), mMaxStates(maxStates), mCancel(cancel)
{
}

std::size_t ReachProbe::budgetAfter(const ReachProblem& problem, const ReachResult& verdict)
{
    // A verdict that went on lean at its limit: the probes keep their nodes, so that limit.
    const std::size_t cells =
        verdict.leanFrom > 0 ? verdict.leanFrom
                             : verdict.statesExplored - verdict.exactStatesExplored - verdict.lastChanceStates;
    return std::max(cells, quickStates(problem));
}

ReachResult ReachProbe::search(const ReachProblem& changed, const std::vector<std::size_t>& targets, bool paths,
                               bool lookedAt, bool climbAtOnce)
{
    if (mCancelled || targets.empty())
        return {};
    ReachProblem p = changed;
    p.targets.clear();
    for (std::size_t t : targets)
        p.targets.push_back(changed.targets[t]);
    // Platformer paths come with the early stop; top-down ones only from the full sweep.
    p.stopWhenAllReached = !paths || p.player.platformer;
    p.maxStates = mMaxStates;
    p.leanPastLimit = false; // a probe stops at its bound (the verdict may have gone on)
    if (p.player.platformer && mMaxStates > 0) {
        // A slower run has finer cells (quantumFor), so more states for the same ground: the
        // bound grows with them, or a slower player would miss for want of states alone. For
        // memory's sake, by at most 8 times or up to 4 million states (160 MB), whichever is
        // more: on a big level a probe with a small share of the run can stop short, and its
        // margin come out high.
        const PlatformerQuantum mine = quantumFor(mProblem), theirs = quantumFor(p);
        const double finer = std::max({mine.airX / theirs.airX, mine.groundX / theirs.groundX,
                                       mine.airY / theirs.airY, mine.vy / theirs.vy});
        const double bound = static_cast<double>(mMaxStates);
        if (finer > 1)
            p.maxStates = static_cast<std::size_t>(bound * std::min(finer, std::max(kFinerTimes, kFinerStates / bound)));
    }
    p.exhaustive = false; // a probe that misses counts as not reaching (see the class)
    if (!mClimbFor.empty()
        && std::none_of(targets.begin(), targets.end(), [&](std::size_t t) { return t < mClimbFor.size() && mClimbFor[t]; }))
        p.climbAfter = 0;
    else if (climbAtOnce && p.climbAfter > 0)
        p.climbAfter = 1;
    p.attempts = lookedAt;
    ReachResult r = solveReachability(p, mCancel);
    ++mSearches;
    if (r.cancelled)
        mCancelled = true;
    return r;
}

std::vector<bool> ReachProbe::climbingTargets(const ReachProblem& problem, const ReachResult& verdict)
{
    std::vector<bool> out(problem.targets.size(), false);
    for (std::size_t i = 0; i < out.size() && i < verdict.targets.size(); ++i) {
        const TargetResult& t = verdict.targets[i];
        if (t.reached) {
            out[i] = t.climbed;
            continue;
        }
        const Vec2 gap = gapBetween(playerBounds(problem.player, t.nearest), bounds(problem.targets[i].shape));
        out[i] = std::hypot(gap.x, gap.y) > problem.player.jumpHeight;
    }
    return out;
}

std::vector<bool> ReachProbe::reaches(const ReachProblem& changed, const std::vector<std::size_t>& targets,
                                      std::optional<Aabb>* lookedAtToLimit, bool climbAtOnce)
{
    const ReachResult r = search(changed, targets, false, lookedAtToLimit != nullptr, climbAtOnce);
    if (lookedAtToLimit)
        *lookedAtToLimit = r.cancelled ? std::nullopt : r.lookedAtToLimit;
    std::vector<bool> out(targets.size(), false);
    if (!r.cancelled && r.targets.size() == targets.size())
        for (std::size_t i = 0; i < targets.size(); ++i)
            out[i] = r.targets[i].reached;
    return out;
}

ReachResult ReachProbe::solve(const ReachProblem& changed, const std::vector<std::size_t>& targets)
{
    return search(changed, targets, true);
}

ReachProblem ReachProbe::withAbility(Ability ability, double factor) const
{
    ReachProblem p = mProblem;
    p.player = scaledPlayer(mProblem.player, ability, factor);
    // A seal is the solids' and the box's alone (SealedTargets.h): a jump or a run speed keeps
    // every target as sealed or open as the verdict found it, and these probes are asked for
    // open targets (the why leaves sealed ones out, the margins ask reached ones).
    p.sealCheck = mProblem.sealCheck && ability != Ability::JumpHeight && ability != Ability::RunSpeed;
    return p;
}

std::vector<std::optional<int>> ReachProbe::smallestSteps(const std::vector<std::size_t>& targets, Ability ability,
                                                          int lo, int hi,
                                                          const std::function<double(int)>& factorOf, bool hiKnown,
                                                          std::vector<std::vector<PathStep>>* paths)
{
    const std::size_t n = targets.size();
    std::vector<std::optional<int>> out(n);
    std::vector<int> low(n, lo - 1), high(n, hi); // low: not known to reach; high: reaches
    std::vector<bool> open(n, true);
    if (paths)
        paths->assign(n, {});
    // One search of the candidate k for some targets (indices into `targets`): which of them
    // it reaches, with their paths when the caller keeps them.
    struct Answer {
        std::vector<bool> hit;
        std::vector<std::vector<PathStep>> paths;
    };
    const auto tryStep = [&](int k, const std::vector<std::size_t>& group) {
        std::vector<std::size_t> which;
        for (std::size_t i : group)
            which.push_back(targets[i]);
        ReachResult r = search(withAbility(ability, factorOf(k)), which, false);
        Answer a{std::vector<bool>(group.size(), false), std::vector<std::vector<PathStep>>(group.size())};
        if (r.cancelled || r.targets.size() != group.size())
            return a;
        for (std::size_t g = 0; g < group.size(); ++g) {
            a.hit[g] = r.targets[g].reached;
            if (a.hit[g] && paths)
                a.paths[g] = std::move(r.targets[g].path);
        }
        return a;
    };
    const auto record = [&](int k, const std::vector<std::size_t>& group, Answer a) {
        for (std::size_t g = 0; g < group.size(); ++g) {
            (a.hit[g] ? high : low)[group[g]] = k;
            if (a.hit[g] && paths)
                (*paths)[group[g]] = std::move(a.paths[g]);
        }
    };
    if (!hiKnown) {
        std::vector<std::size_t> all(n);
        std::iota(all.begin(), all.end(), std::size_t(0));
        Answer atHi = tryStep(hi, all);
        for (std::size_t i = 0; i < n; ++i)
            open[i] = atHi.hit[i];
        record(hi, all, std::move(atHi));
    }
    for (;;) {
        std::map<int, std::vector<std::size_t>> byMid; // candidate k -> the targets that try it
        for (std::size_t i = 0; i < n; ++i)
            if (open[i] && high[i] - low[i] > 1)
                byMid[low[i] + (high[i] - low[i]) / 2].push_back(i);
        if (byMid.empty() || mCancelled)
            break;
        // The round's candidates are independent searches of a read-only problem: they run on
        // as many threads as there are cores, a batch at a time.
        const std::vector<std::pair<int, std::vector<std::size_t>>> round(byMid.begin(), byMid.end());
        const std::size_t threads = std::max(1u, std::thread::hardware_concurrency());
        for (std::size_t first = 0; first < round.size(); first += threads) {
            const std::size_t last = std::min(round.size(), first + threads);
            std::vector<std::future<Answer>> answers;
            for (std::size_t r = first; r < last; ++r)
                answers.push_back(std::async(r + 1 == last ? std::launch::deferred : std::launch::async,
                                             [&tryStep, &step = round[r]] { return tryStep(step.first, step.second); }));
            for (std::size_t r = first; r < last; ++r)
                record(round[r].first, round[r].second, answers[r - first].get());
        }
    }
    for (std::size_t i = 0; i < n; ++i)
        if (open[i] && !mCancelled)
            out[i] = high[i];
    return out;
}

Aabb playerBounds(const PlayerParams& player, Vec2 p)
{
    const double hw = player.width * 0.5;
    if (player.platformer)
        return {p.x - hw, p.y - player.height, p.x + hw, p.y};
    const double hh = player.height * 0.5;
    return {p.x - hw, p.y - hh, p.x + hw, p.y + hh};
}

namespace {

Shape boxShape(const Aabb& b) { return Box{b.minX, b.minY, b.width(), b.height()}; }

bool blocksTheWay(const Body& b) { return b.kind != BodyKind::OneWay; }

} // namespace

std::vector<std::size_t> bodiesInTheWay(const ReachProblem& problem, const std::vector<PathStep>& path)
{
    std::vector<std::size_t> out;
    const PlayerParams& player = problem.player;
    const double stride = std::max(0.5, std::min(player.width, player.height) * 0.25);
    auto visit = [&](Vec2 p) {
        const Aabb box = playerBounds(player, p);
        const Shape shape = boxShape(box);
        for (std::size_t i = 0; i < problem.bodies.size(); ++i) {
            const Body& b = problem.bodies[i];
            if (!blocksTheWay(b) || std::find(out.begin(), out.end(), i) != out.end())
                continue;
            if (bounds(b.shape).overlapsInterior(box) && overlaps(shape, b.shape))
                out.push_back(i);
        }
    };
    for (std::size_t k = 0; k < path.size(); ++k) {
        if (k == 0) {
            visit(path[0].position);
            continue;
        }
        const Vec2 a = path[k - 1].position, b = path[k].position;
        const double length = std::hypot(b.x - a.x, b.y - a.y);
        const int parts = std::max(1, int(std::ceil(length / stride)));
        for (int s = 1; s <= parts; ++s) {
            const double f = double(s) / parts;
            visit({a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f});
        }
    }
    return out;
}

std::optional<std::size_t> bodyUnderFeet(const ReachProblem& problem, Vec2 feet)
{
    // What lies in the thin band just under the feet.
    const double hw = problem.player.width * 0.5;
    const Aabb band{feet.x - hw, feet.y - 1e-6, feet.x + hw, feet.y + 0.5};
    for (std::size_t i = 0; i < problem.bodies.size(); ++i) {
        const Body& b = problem.bodies[i];
        if (b.kind != BodyKind::Hazard && bounds(b.shape).overlapsInterior(band) && overlaps(boxShape(band), b.shape))
            return i;
    }
    return std::nullopt;
}

std::optional<JumpTooHigh> firstJumpTooHigh(const ReachProblem& problem, const PlayerParams& higher,
                                            const std::vector<PathStep>& path)
{
    if (!higher.platformer)
        return std::nullopt;
    const MovementWorld world(problem.bounds, problem.bodies, problem.tiles, higher);
    const double own = ownRise(problem.player, world);
    const auto flights = flightsOf(world, problem.spawn, path);
    if (!flights)
        return std::nullopt; // not a route of `higher`: name nothing rather than guess
    // A flight higher than it needs to be does not count: the higher jump's route need not use
    // all of it.
    for (auto f = flights->begin(); f != flights->end(); ++f)
        if (f->rise > own)
            return JumpTooHigh{f->from, f->to, std::none_of(f + 1, flights->end(), [](const Flight& g) { return g.jumped; })};
    return std::nullopt;
}

namespace {

// Which of the targets `asked` of a changed level are still walled in (SealedTargets.h), as
// far as a look that costs less than a search can tell: the windows around them, and on a
// level of a few thousand shapes the whole level's sweep too. A seal the windows cannot see
// is left to the search (false here).
std::vector<bool> stillSealed(const ReachProblem& changed, const std::vector<std::size_t>& asked,
                              const std::atomic<bool>* cancel)
{
    constexpr std::size_t kWholeSweepShapes = 4096;
    std::vector<bool> only(changed.targets.size(), false);
    for (std::size_t t : asked)
        only[t] = true;
    const SealedTargets sealed = findSealedTargets(changed, cancel, &only, true,
                                                  sweepShapes(changed) <= kWholeSweepShapes ? SealScope::WholeLevel : SealScope::Windows);
    std::vector<bool> out(asked.size(), false);
    if (!sealed.cancelled)
        for (std::size_t k = 0; k < asked.size(); ++k)
            out[k] = sealed.sealed[asked[k]];
    return out;
}

// Tries the causes in turn on the targets not explained yet (mOpen); each cause that reaches
// a target fills in its Shortfall and takes it out of mOpen.
class Explainer {
public:
    Explainer(ReachProbe& probe, const std::vector<std::size_t>& unreached, const std::vector<Vec2>& nearest,
              const std::vector<bool>& sealed, bool hazardsMatter)
        : mProbe(probe), mProblem(probe.problem()), mUnreached(unreached), mNearest(nearest), mSealed(sealed),
          mHazardsMatter(hazardsMatter), mOut(unreached.size())
    {
        for (std::size_t i = 0; i < unreached.size(); ++i)
            mOpen.push_back(i);
    }

    std::vector<Shortfall> run()
    {
        const PlayerParams& player = mProblem.player;
        const auto higherJump = [&](int k) { return (player.jumpHeight + k) / player.jumpHeight; };
        const int jumpHi = int(std::ceil(player.jumpHeight));
        // The causes are tried in turn, each on the targets the ones before left. But hazards
        // seldom explain anything: the highest jump's search starts beside theirs, for the same
        // targets, and is searched again only when they did explain some.
        const bool jumpToo = player.platformer && player.jumpHeight > 0;
        const std::vector<std::size_t> jumpAsked = jumpToo ? openIndices(false) : std::vector<std::size_t>{};
        std::future<Asked> jumpAtHighest;
        if (jumpToo)
            jumpAtHighest = std::async(std::launch::async, [&] {
                return searchAtHighest(jumpAsked, Ability::JumpHeight, jumpHi, higherJump);
            });
        hazards();
        if (player.platformer) {
            const auto lowerBox = [](int k) { return (100 - k) / 100.0; }; // k: hundredths taken off
            const auto fasterRun = [&](int k) { return (player.runSpeed + k) / player.runSpeed; };
            // The jump explains exactly the targets its highest candidate reaches; its bisection
            // then only measures by how much. So the causes after it ask the same targets
            // whatever the bisection finds: they run beside it, on another core.
            std::future<void> jumpMeasured;
            if (jumpToo) {
                Asked jump = jumpAtHighest.get();
                if (openIndices(false) != jumpAsked)
                    jump = searchAtHighest(openIndices(false), Ability::JumpHeight, jumpHi, higherJump);
                takeOut(jump);
                if (!jump.indices.empty())
                    jumpMeasured = std::async(std::launch::async, [this, jump = std::move(jump), higherJump, jumpHi]() mutable {
                        measure(std::move(jump), Ability::JumpHeight, 1, jumpHi, higherJump);
                    });
            }
            byAbility(Ability::Height, 1, 99, lowerBox);
            if (player.runSpeed > 0)
                byAbility(Ability::RunSpeed, 1, int(std::ceil(player.runSpeed)), fasterRun);
            if (jumpMeasured.valid())
                jumpMeasured.get();
        } else {
            // A gap between walls left and right needs a narrower box, a gap between walls above
            // and below a lower one; a diagonal one both.
            for (Ability a : {Ability::Width, Ability::Height, Ability::Size})
                byAbility(a, 1, 99, [](int k) { return (100 - k) / 100.0; }); // k: hundredths taken off
        }
        // No cause found: walled in when even the full-size box, flying, cannot get there
        // (a smaller player that fits through was tried above); else how close it gets.
        std::vector<std::size_t> still;
        for (std::size_t i : mOpen) {
            if (!mSealed[mUnreached[i]]) {
                still.push_back(i);
                continue;
            }
            mOut[i].kind = Shortfall::Kind::Sealed;
            const Burial burial = burialOf(mProblem, mUnreached[i]);
            mOut[i].inside = burial.buried;
            if (burial.body)
                mOut[i].bodies = {*burial.body};
        }
        mOpen = std::move(still);
        for (std::size_t i : mOpen) {
            const Vec2 gap = gapBetween(playerBounds(player, mNearest[mUnreached[i]]),
                                        bounds(mProblem.targets[mUnreached[i]].shape));
            mOut[i].amount = std::ceil(std::hypot(gap.x, gap.y));
        }
        return mOut;
    }

private:
    // The open entries (indices into mUnreached), without the sealed targets unless a
    // smaller box is what is asked: the seal (SealedTargets.h) is a question of the solids and
    // the box alone, so no jump, speed or hazard change can open it.
    std::vector<std::size_t> openIndices(bool sealedToo) const
    {
        std::vector<std::size_t> out;
        for (std::size_t i : mOpen)
            if (sealedToo || !mSealed[mUnreached[i]])
                out.push_back(i);
        return out;
    }
    std::vector<std::size_t> targetsOf(const std::vector<std::size_t>& indices) const
    {
        std::vector<std::size_t> out;
        for (std::size_t i : indices)
            out.push_back(mUnreached[i]);
        return out;
    }

    void hazards()
    {
        ReachProblem safe = mProblem;
        std::erase_if(safe.bodies, [](const Body& b) { return b.kind == BodyKind::Hazard; });
        const bool anyHazard = safe.bodies.size() != mProblem.bodies.size()
                               || std::any_of(mProblem.tiles.begin(), mProblem.tiles.end(), [](const TileGrid& g) {
                                      return std::find(g.cells.begin(), g.cells.end(), TileKind::Hazard) != g.cells.end();
                                  });
        // A sealed target stays sealed without hazards (the seal is the solids' alone).
        const std::vector<std::size_t> asked = openIndices(false);
        if (asked.empty() || !anyHazard || !mHazardsMatter)
            return;
        for (TileGrid& g : safe.tiles)
            std::replace(g.cells.begin(), g.cells.end(), TileKind::Hazard, TileKind::Empty);
        safe.sealCheck = false; // the targets asked are open, with or without hazards
        const std::vector<std::size_t> targets = targetsOf(asked);
        const ReachResult r = mProbe.solve(safe, targets);
        std::vector<std::size_t> still;
        for (std::size_t i : mOpen)
            if (std::find(asked.begin(), asked.end(), i) == asked.end())
                still.push_back(i);
        for (std::size_t k = 0; k < asked.size(); ++k) {
            if (!r.targets.empty() && r.targets[k].reached) {
                Shortfall& s = mOut[asked[k]];
                s.kind = Shortfall::Kind::Hazard;
                for (std::size_t b : bodiesInTheWay(mProblem, r.targets[k].path))
                    if (mProblem.bodies[b].kind == BodyKind::Hazard && s.bodies.size() < 2)
                        s.bodies.push_back(b);
            } else {
                still.push_back(asked[k]);
            }
        }
        std::sort(still.begin(), still.end());
        mOpen = std::move(still);
    }

    // The targets a cause explains: those still open that the search with the most of it (hi)
    // reaches, with those searches' paths. They leave mOpen at once; measure() then finds by how
    // little they are reached.
    struct Asked {
        std::vector<std::size_t> indices; // into mUnreached
        std::vector<std::vector<PathStep>> paths;
    };
    Asked askAtHighest(Ability ability, int hi, const std::function<double(int)>& factorOf)
    {
        const bool smallerBox = ability == Ability::Width || ability == Ability::Height || ability == Ability::Size;
        Asked out = searchAtHighest(openIndices(smallerBox), ability, hi, factorOf);
        takeOut(out);
        return out;
    }
    // The search of askAtHighest for the open entries `asked`, alone: it reads no member that
    // changes, so it may run beside another cause's.
    Asked searchAtHighest(const std::vector<std::size_t>& asked, Ability ability, int hi,
                          const std::function<double(int)>& factorOf) const
    {
        Asked out;
        if (asked.empty() || mProbe.cancelled())
            return out;
        // Platformer paths come with the search that stops at the last target; a top-down one
        // would have to sweep the whole level for them, so it asks for none.
        const ReachProblem changed = mProbe.withAbility(ability, factorOf(hi));
        // Only a smaller box asks walled-in targets (openIndices). One the smallest box is
        // walled out of too needs no search: the search would build its own world of the
        // whole level and run to its bound for it.
        std::vector<std::size_t> walled;
        for (std::size_t i : asked)
            if (mSealed[mUnreached[i]])
                walled.push_back(i);
        const std::vector<bool> still =
            walled.empty() ? std::vector<bool>{} : stillSealed(changed, targetsOf(walled), mProbe.cancelFlag());
        std::vector<std::size_t> searched;
        std::size_t w = 0; // walled lists asked's walled-in entries in order
        for (std::size_t i : asked)
            if (!mSealed[mUnreached[i]] || !still[w++])
                searched.push_back(i);
        if (searched.empty())
            return out;
        ReachResult r;
        if (mProblem.player.platformer) {
            r = mProbe.solve(changed, targetsOf(searched));
        } else {
            const std::vector<bool> hit = mProbe.reaches(changed, targetsOf(searched));
            r.targets.resize(hit.size());
            for (std::size_t k = 0; k < hit.size(); ++k)
                r.targets[k].reached = hit[k];
        }
        if (r.cancelled || r.targets.size() != searched.size())
            return out;
        for (std::size_t k = 0; k < searched.size(); ++k)
            if (r.targets[k].reached) {
                out.indices.push_back(searched[k]);
                out.paths.push_back(std::move(r.targets[k].path));
            }
        return out;
    }
    void takeOut(const Asked& explained)
    {
        std::erase_if(mOpen, [&](std::size_t i) {
            return std::find(explained.indices.begin(), explained.indices.end(), i) != explained.indices.end();
        });
    }

    void byAbility(Ability ability, int lo, int hi, const std::function<double(int)>& factorOf)
    {
        measure(askAtHighest(ability, hi, factorOf), ability, lo, hi, factorOf);
    }

    // Fills in the shortfalls of the targets `asked` explains. Reads mProblem and writes only
    // their entries of mOut: it may run beside askAtHighest and byAbility for other causes.
    void measure(Asked asked, Ability ability, int lo, int hi, const std::function<double(int)>& factorOf)
    {
        if (asked.indices.empty())
            return;
        const std::vector<std::size_t> targets = targetsOf(asked.indices);
        std::vector<std::vector<PathStep>> paths;
        const std::vector<std::optional<int>> steps =
            mProbe.smallestSteps(targets, ability, lo, hi, factorOf, true, &paths);
        const PlayerParams& player = mProblem.player;
        for (std::size_t k = 0; k < targets.size(); ++k) {
            Shortfall& s = mOut[asked.indices[k]];
            const std::size_t target = targets[k];
            // A cancelled bisection still leaves the target explained by this cause, at hi.
            const int step = steps[k].value_or(hi);
            // The path of the search that confirmed the step (platformer): the bisection's, or
            // when no smaller step reached, the one at hi. Else one more search.
            std::vector<PathStep> path = std::move(paths[k].empty() ? asked.paths[k] : paths[k]);
            if (path.empty()) {
                const ReachResult r = mProbe.solve(mProbe.withAbility(ability, factorOf(step)), {target});
                if (!r.targets.empty())
                    path = r.targets[0].path;
            }
            switch (ability) {
            case Ability::JumpHeight: {
                s.kind = Shortfall::Kind::JumpHeight;
                s.amount = step;
                // The ledge named is where the route first jumps higher than the player can,
                // not where it jumps last: on a long climb they differ, and the last ledge may
                // be one the player never gets to.
                const auto jump = firstJumpTooHigh(mProblem, scaledPlayer(player, ability, factorOf(step)), path);
                if (!jump)
                    break;
                if (const auto ledge = bodyUnderFeet(mProblem, path[jump->takeOff].position)) {
                    s.bodies.push_back(*ledge);
                    if (jump->landing)
                        if (const auto onto = bodyUnderFeet(mProblem, path[*jump->landing].position); onto && *onto != *ledge)
                            s.bodies.push_back(*onto);
                }
                const Aabb near = playerBounds(player, mNearest[target]);
                s.above = jump->last && bounds(mProblem.targets[target].shape).maxY <= near.minY;
                break;
            }
            case Ability::RunSpeed:
                s.kind = Shortfall::Kind::RunSpeed;
                s.amount = step;
                break;
            case Ability::Width:
            case Ability::Height:
            case Ability::Size: {
                const double share = factorOf(step);
                s.kind = player.platformer ? Shortfall::Kind::Tunnel : Shortfall::Kind::Narrow;
                const double size = ability == Ability::Width    ? player.width
                                    : ability == Ability::Height ? player.height
                                                                 : std::min(player.width, player.height);
                s.amount = std::ceil(size * (1 - share) - 1e-9);
                std::vector<std::size_t> walls = bodiesInTheWay(mProblem, path);
                if (walls.size() > 2)
                    walls.erase(walls.begin() + 2, walls.end());
                s.bodies = std::move(walls);
                break;
            }
            }
        }
    }

    ReachProbe& mProbe;
    const ReachProblem& mProblem;
    const std::vector<std::size_t>& mUnreached;
    const std::vector<Vec2>& mNearest;
    const std::vector<bool>& mSealed;
    const bool mHazardsMatter;
    std::vector<Shortfall> mOut;
    std::vector<std::size_t> mOpen; // indices into mUnreached not explained yet
};

} // namespace

std::vector<Shortfall> explainUnreached(ReachProbe& probe, const std::vector<std::size_t>& unreached,
                                        const std::vector<Vec2>& nearest, const std::vector<bool>& sealed,
                                        bool hazardsMatter)
{
    return Explainer(probe, unreached, nearest, sealed, hazardsMatter).run();
}

ReachProblem applied(const ReachProblem& problem, const ReachEdit& edit)
{
    ReachProblem p = problem;
    switch (edit.kind) {
    case ReachEdit::Kind::Move: p.bodies[edit.body].shape = translated(p.bodies[edit.body].shape, edit.delta); break;
    case ReachEdit::Kind::Add: p.bodies.push_back({-1, edit.shape, BodyKind::Solid}); break;
    case ReachEdit::Kind::Remove: p.bodies.erase(p.bodies.begin() + std::ptrdiff_t(edit.body)); break;
    }
    return p;
}

namespace {

class FixFinder {
public:
    FixFinder(ReachProbe& probe, const FixRequest& request)
        : mProbe(probe), mRequest(request), mBase(probe.problem()), mGrid(request.grid > 0 ? request.grid : 16)
    {
        if (mBase.player.platformer)
            for (std::size_t k = 0; k < request.reached.size() && k < request.reachedPaths.size(); ++k)
                mPathBoxes.push_back(pathBoxes(request.reachedPaths[k]));
        mTarget = bounds(mBase.targets[request.target].shape);
        const Aabb near = playerBounds(mBase.player, request.nearest);
        const double reach = 2 * mGrid + std::max(mBase.player.jumpHeight, mBase.player.height);
        const Aabb area = near.united(mTarget);
        const Aabb zone{area.minX - reach, area.minY - reach, area.maxX + reach, area.maxY + reach};
        // The objects around the way from the nearest position to the target, closest to the
        // target first; tiles are not objects and are never edited.
        std::vector<std::pair<double, std::size_t>> around;
        const Vec2 c = mTarget.centre();
        for (std::size_t i = 0; i < mBase.bodies.size(); ++i) {
            const Aabb b = bounds(mBase.bodies[i].shape);
            if (b.overlapsInterior(zone))
                around.push_back({distance2(b, c), i});
        }
        std::sort(around.begin(), around.end());
        for (const auto& [d, i] : around)
            if (mAround.size() < 4)
                mAround.push_back(i);
        // The local look starts from the states of the best attempt within another reach of
        // that zone: around where the player came closest, where an edit near the way acts.
        mLookWindow = {zone.minX - reach, zone.minY - reach, zone.maxX + reach, zone.maxY + reach};
    }

    std::vector<ReachEdit> run()
    {
        std::vector<ReachEdit> fixes;
        const int budget = mRequest.maxSearches;
        if (auto e = firstThatWorks(moves(), mProbe.searches() + budget / 2))
            fixes.push_back(*e);
        if (mBase.player.platformer)
            if (auto e = firstThatWorks(steps(), mProbe.searches() + budget / 4))
                fixes.push_back(*e);
        if (auto e = firstThatWorks(removals(), mProbe.searches() + budget / 4))
            fixes.push_back(*e);
        return fixes;
    }

private:
    static double distance2(const Aabb& b, Vec2 c)
    {
        const double dx = std::max({b.minX - c.x, 0.0, c.x - b.maxX});
        const double dy = std::max({b.minY - c.y, 0.0, c.y - b.maxY});
        return dx * dx + dy * dy;
    }

    // The shortfall rounded up to whole grid cells (at least one).
    double cells(double amount) const { return std::max(1.0, std::ceil(amount / mGrid - 1e-9)) * mGrid; }

    // The body the target rests on or floats just above: lowering it lowers the goal's ledge.
    std::optional<std::size_t> under() const
    {
        const Aabb band{mTarget.minX, mTarget.maxY, mTarget.maxX, mTarget.maxY + mBase.player.height};
        std::optional<std::size_t> best;
        double top = 0;
        for (std::size_t i = 0; i < mBase.bodies.size(); ++i) {
            const Aabb b = bounds(mBase.bodies[i].shape);
            if (mBase.bodies[i].kind != BodyKind::Hazard && b.intersects(band) && b.minY >= mTarget.maxY
                && (!best || b.minY < top)) {
                best = i;
                top = b.minY;
            }
        }
        return best;
    }

    std::vector<ReachEdit> moves() const
    {
        std::vector<ReachEdit> out;
        const Shortfall& why = mRequest.why;
        auto move = [&](std::size_t b, double dx, double dy) { out.push_back({ReachEdit::Kind::Move, b, {dx, dy}, {}}); };
        const double d = cells(why.amount);
        switch (why.kind) {
        case Shortfall::Kind::JumpHeight:
            // Raise the ledge the jump is made from, or lower the one it lands on (the
            // target's, when that jump ends at the target), by the shortfall.
            if (!why.bodies.empty())
                move(why.bodies[0], 0, -d);
            if (why.bodies.size() > 1)
                move(why.bodies[1], 0, d);
            if (const auto u = under())
                move(*u, 0, d);
            break;
        case Shortfall::Kind::Tunnel:
        case Shortfall::Kind::Narrow:
            // Open the way by the shortfall: each wall away from the other.
            for (std::size_t b : why.bodies) {
                const Vec2 wc = bounds(mBase.bodies[b].shape).centre();
                const Vec2 n = mRequest.nearest;
                if (why.kind == Shortfall::Kind::Tunnel) {
                    move(b, 0, wc.y < n.y ? -d : d);
                } else {
                    move(b, 0, wc.y < n.y ? -d : d);
                    move(b, wc.x < n.x ? -d : d, 0);
                }
            }
            break;
        case Shortfall::Kind::RunSpeed:
            // Bring the far side one or two cells closer.
            if (const auto u = under())
                for (double k : {1.0, 2.0})
                    move(*u, mTarget.centre().x > mRequest.nearest.x ? -k * mGrid : k * mGrid, 0);
            break;
        default: break;
        }
        // Then one cell in each direction for the objects around the way.
        for (std::size_t b : mAround)
            for (Vec2 v : {Vec2{0, -mGrid}, Vec2{0, mGrid}, Vec2{-mGrid, 0}, Vec2{mGrid, 0}})
                move(b, v.x, v.y);
        return out;
    }

    // One grid-aligned step platform (two cells by one) between the nearest position and the
    // target: its top half way up, or level with the nearest position a little closer.
    std::vector<ReachEdit> steps() const
    {
        std::vector<ReachEdit> out;
        const Vec2 a = mRequest.nearest;
        const Vec2 goal{mTarget.centre().x, mTarget.maxY};
        if (mRequest.why.kind == Shortfall::Kind::JumpHeight) {
            // The jump falls short at its top: a step just under that top is one the jump
            // lands on, and the next jump starts that much higher. Centred there, or two cells
            // to either side so that the jump onto it can pass beside it.
            const double top = std::ceil(a.y / mGrid - 1e-9) * mGrid;
            for (double k : {0.0, -2.0, 2.0})
                out.push_back({ReachEdit::Kind::Add, 0, {}, Box{std::round(a.x / mGrid) * mGrid - mGrid + k * mGrid, top, 2 * mGrid, mGrid}});
        }
        // Right under the target, so that standing on it touches the target.
        const double underTop = std::ceil((mTarget.maxY + mBase.player.height * 0.5) / mGrid) * mGrid;
        out.push_back({ReachEdit::Kind::Add, 0, {}, Box{std::round(goal.x / mGrid) * mGrid - mGrid, underTop, 2 * mGrid, mGrid}});
        for (const auto& [f, up] : {std::pair{0.5, 0}, std::pair{0.5, 1}, std::pair{0.25, 0}, std::pair{0.75, 0}}) {
            const Vec2 p{a.x + (goal.x - a.x) * f, a.y + (goal.y - a.y) * f};
            const double top = std::round(p.y / mGrid) * mGrid - up * mGrid;
            const double left = std::round(p.x / mGrid) * mGrid - mGrid;
            out.push_back({ReachEdit::Kind::Add, 0, {}, Box{left, top, 2 * mGrid, mGrid}});
        }
        return out;
    }

    std::vector<ReachEdit> removals() const
    {
        std::vector<ReachEdit> out;
        std::vector<std::size_t> order = mRequest.why.bodies; // the hazard crossed, the walls
        if (mRequest.why.kind == Shortfall::Kind::JumpHeight)
            order.clear(); // the ledge is needed
        // Hazards around the way first: "every way in crosses hazard #20" is the common cause.
        for (bool hazards : {true, false})
            for (std::size_t b : mAround)
                if ((mBase.bodies[b].kind == BodyKind::Hazard) == hazards)
                    order.push_back(b);
        for (std::size_t b : order)
            if (std::none_of(out.begin(), out.end(), [&](const ReachEdit& e) { return e.body == b; }))
                out.push_back({ReachEdit::Kind::Remove, b, {}, {}});
        return out;
    }

    std::optional<ReachEdit> firstThatWorks(const std::vector<ReachEdit>& candidates, int searchLimit)
    {
        std::vector<ReachEdit> tried;
        for (const ReachEdit& e : candidates) {
            if (mProbe.searches() >= searchLimit || mProbe.cancelled())
                break;
            const bool seen = std::any_of(tried.begin(), tried.end(), [&](const ReachEdit& t) {
                return t.kind == e.kind && t.body == e.body && t.delta == e.delta && t.shape == e.shape;
            });
            if (seen || !fitsCleanly(e) || outOfSight(e) || missedAsBefore(e))
                continue;
            tried.push_back(e);
            const ReachProblem edited = applied(mBase, e);
            if (staysSealed(edited) || !looksReachable(edited))
                continue;
            std::optional<Aabb> looked;
            const std::vector<std::size_t> asked = mustSearch(e);
            // A walled-in target's verdict stopped at the seal, often right after the spawn: the
            // breadth-first states the search would take before its climber sets out retrace the
            // verdict's own, and leave the climber too few of the probe's states to get there.
            const bool climbAtOnce = mRequest.why.kind == Shortfall::Kind::Sealed;
            const std::vector<bool> hit =
                mProbe.reaches(edited, asked, mRequest.reuseMisses ? &looked : nullptr, climbAtOnce);
            if (std::all_of(hit.begin(), hit.end(), [](bool b) { return b; }))
                return e;
            const Aabb changed = changedFeet(e);
            if (looked && !changed.intersects(*looked))
                mMisses.push_back({*looked, shapesAfter(e), asked});
        }
        return std::nullopt;
    }

    // A search of a candidate that missed at its limit, having looked only within `lookedAt`
    // (ReachResult::lookedAtToLimit), which its own edit is outside of. Another candidate whose
    // edit is outside it too, with as many shapes (the search pauses for the seal check at a
    // number of states that follows them), is the same level wherever that search looked: its
    // search takes the same states to the same limit and misses too, or proves a target
    // unreachable on the way (sealed or out of reach), which misses as well. On a big level a
    // goal walled in at the far end has each wall's removal searched to the limit: the first
    // search now answers for the others.
    struct Miss {
        Aabb lookedAt;
        std::size_t shapes = 0;
        std::vector<std::size_t> asked; // the targets searched for, ascending
    };
    std::vector<Miss> mMisses;
    // sweepShapes of the edited level.
    std::size_t shapesAfter(const ReachEdit& e) const
    {
        const std::size_t shapes = sweepShapes(mBase);
        return e.kind == ReachEdit::Kind::Add ? shapes + 1 : e.kind == ReachEdit::Kind::Remove ? shapes - 1 : shapes;
    }

    bool missedAsBefore(const ReachEdit& e) const
    {
        if (mMisses.empty())
            return false;
        const Aabb changed = changedFeet(e);
        const std::size_t shapes = shapesAfter(e);
        // Asked for at least the same targets: a search for fewer may reach them all.
        const std::vector<std::size_t> asked = mustSearch(e);
        return std::any_of(mMisses.begin(), mMisses.end(), [&](const Miss& m) {
            return m.shapes == shapes && !changed.intersects(m.lookedAt)
                   && std::includes(asked.begin(), asked.end(), m.asked.begin(), m.asked.end());
        });
    }

    // The boxes within which a path's steps look for shapes: each run of kPathRun steps, its
    // positions' bounds grown by stepReach. A step's outcome depends only on the shapes that
    // meet the segments it sweeps, and those lie within stepReach of the position it starts
    // from (docs/movement.md "Why, fixes and margins"); an edit whose changedFeet misses every
    // box leaves each step of the path as it was, in the same order of shapes.
    static constexpr std::size_t kPathRun = 32;
    std::vector<Aabb> pathBoxes(const std::vector<PathStep>& path) const
    {
        std::vector<Aabb> out;
        const Vec2 look = stepReach(mBase.player, mBase.bounds);
        for (std::size_t i = 0; i < path.size(); i += kPathRun) {
            Aabb b{path[i].position.x, path[i].position.y, path[i].position.x, path[i].position.y};
            for (std::size_t j = i + 1; j < std::min(path.size(), i + kPathRun); ++j)
                b = b.united({path[j].position.x, path[j].position.y, path[j].position.x, path[j].position.y});
            out.push_back({b.minX - look.x, b.minY - look.y, b.maxX + look.x, b.maxY + look.y});
        }
        return out;
    }

    // The targets a candidate's search must reach, ascending: the one asked about, and every
    // reached one whose path the edit may change (none known: all of them).
    std::vector<std::size_t> mustSearch(const ReachEdit& e) const
    {
        std::vector<std::size_t> out{mRequest.target};
        const Aabb changed = changedFeet(e);
        for (std::size_t k = 0; k < mRequest.reached.size(); ++k) {
            const bool kept = k < mPathBoxes.size() && !mPathBoxes[k].empty()
                              && std::none_of(mPathBoxes[k].begin(), mPathBoxes[k].end(),
                                              [&](const Aabb& b) { return b.intersects(changed); });
            if (!kept)
                out.push_back(mRequest.reached[k]);
        }
        std::sort(out.begin(), out.end());
        return out;
    }

    // A target walled in that the edit leaves walled in (stillSealed): no search needed to
    // drop the candidate. Only a walled-in target asks.
    bool staysSealed(const ReachProblem& edited) const
    {
        if (mRequest.why.kind != Shortfall::Kind::Sealed)
            return false;
        return stillSealed(edited, {mRequest.target}, mProbe.cancelFlag())[0];
    }

    // The local look (platformerReachesAlong): the search from the best attempt's states near
    // the target, in the edited level, bounded to a small share of a search from the spawn.
    // Most candidates open nothing, and the look says so for a fraction of a whole search; one
    // the look reaches the target with is then searched from the spawn as before (what is
    // offered is confirmed that way). A route the look misses (one that leaves its window
    // far behind, or needs more states) loses that candidate, never offers a wrong one. A
    // walled-in target has no look: the verdict stops once the seal is proven, often far from
    // it, so its best attempt says nothing about the way in (and staysSealed has already
    // dropped every candidate that leaves the pocket shut).
    bool looksReachable(const ReachProblem& edited) const
    {
        if (!edited.player.platformer || mRequest.attempt.size() < 2 || mProbe.maxStates() < kLookWhenSearchesTake
            || mRequest.why.kind == Shortfall::Kind::Sealed)
            return true;
        ReachProblem look = edited;
        look.maxStates = kLookStates;
        look.targets = {edited.targets[mRequest.target]};
        const std::vector<bool> hit =
            platformerReachesAlong(std::move(look), mRequest.attempt, mLookWindow, mProbe.cancelFlag());
        return !hit.empty() && hit[0];
    }
    // Looked at first only where a search from the spawn may take four times the look's
    // states: on a smaller level the look would save little, and could miss what it finds.
    static constexpr std::size_t kLookStates = 40'000;
    static constexpr std::size_t kLookWhenSearchesTake = 4 * kLookStates;

    // The edit changes the level only where no step of the verdict's breadth-first search
    // looked: searched from the spawn, the edited level gives it the same states to its end,
    // and it misses the target again.
    bool outOfSight(const ReachEdit& e) const { return mRequest.lookedAt && !changedFeet(e).intersects(*mRequest.lookedAt); }

    // The feet positions whose box touches what the edit changes (what the search's shapes are
    // inflated to), a unit wider for the outward rounding of those shapes.
    Aabb changedFeet(const ReachEdit& e) const
    {
        Aabb changed;
        switch (e.kind) {
        case ReachEdit::Kind::Move: {
            const Aabb before = bounds(mBase.bodies[e.body].shape);
            changed = before.united(bounds(translated(mBase.bodies[e.body].shape, e.delta)));
            break;
        }
        case ReachEdit::Kind::Remove: changed = bounds(mBase.bodies[e.body].shape); break;
        case ReachEdit::Kind::Add: changed = bounds(e.shape); break;
        }
        const PlayerParams& p = mBase.player;
        return {changed.minX - p.width * 0.5 - 1, changed.minY - 1, changed.maxX + p.width * 0.5 + 1,
                changed.maxY + p.height + 1};
    }

    // A moved or added shape stays inside the level and overlaps nothing it did not before.
    bool fitsCleanly(const ReachEdit& e) const
    {
        if (e.kind == ReachEdit::Kind::Remove)
            return true;
        const Shape shape = e.kind == ReachEdit::Kind::Move ? translated(mBase.bodies[e.body].shape, e.delta) : e.shape;
        const Aabb box = bounds(shape);
        if (!mBase.bounds.contains(box))
            return false;
        for (std::size_t i = 0; i < mBase.bodies.size(); ++i) {
            if (e.kind == ReachEdit::Kind::Move && i == e.body)
                continue;
            const Shape& other = mBase.bodies[i].shape;
            if (bounds(other).overlapsInterior(box) && overlaps(shape, other))
                return false;
        }
        for (const Aabb& clear : mRequest.keepClear)
            if (clear.overlapsInterior(box) && overlaps(shape, boxShape(clear)))
                return false;
        for (const TileGrid& tiles : mBase.tiles) {
            if (tiles.cellSize <= 0)
                continue;
            const int c0 = std::max(0, int(std::floor(box.minX / tiles.cellSize)));
            const int r0 = std::max(0, int(std::floor(box.minY / tiles.cellSize)));
            const int c1 = std::min(tiles.columns - 1, int(std::floor(box.maxX / tiles.cellSize)));
            const int r1 = std::min(tiles.rows - 1, int(std::floor(box.maxY / tiles.cellSize)));
            for (int r = r0; r <= r1; ++r)
                for (int c = c0; c <= c1; ++c)
                    if (tiles.at(c, r) != TileKind::Empty && tiles.cellBounds(c, r).overlapsInterior(box)
                        && overlaps(shape, boxShape(tiles.cellBounds(c, r))))
                        return false;
        }
        return true;
    }

    ReachProbe& mProbe;
    const FixRequest& mRequest;
    const ReachProblem& mBase;
    double mGrid;
    Aabb mTarget;
    std::vector<std::vector<Aabb>> mPathBoxes; // per reached target with a path: pathBoxes
    std::vector<std::size_t> mAround; // at most four bodies around the way, closest first
    Aabb mLookWindow;                 // the local look starts from the attempt's states in it
};


} // namespace

std::vector<ReachEdit> findFixes(ReachProbe& probe, const FixRequest& request)
{
    return FixFinder(probe, request).run();
}

} // namespace ledge
