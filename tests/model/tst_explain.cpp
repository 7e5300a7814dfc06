// Why a target is unreachable, the fixes offered for it, and the margins of reached targets
// (docs/movement.md, "Why, fixes and margins"). Hand-made levels check each cause is named;
// seeded random levels check every offered fix against the promises of docs/cli.md by applying
// it to the level and validating again, and against the independent exhaustive search of
// tests/collision/PlatformerReference (before: the target is unreachable; after: it and every
// reached target are reached, or the oracle stopped at its limit); margins are checked against searches at the margin and
// one hundredth below it.

#include "tests/collision/PlatformerReference.h"
#include "tests/common/CliProcess.h"
#include "tests/common/PlayerAsked.h"
#include "tests/common/TestLevels.h"
#include "model/LevelClone.h"
#include "model/LevelFile.h"
#include "model/LevelReach.h"
#include "model/Validator.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <functional>
#include <map>
#include <set>

using namespace ledge;
using test::object;

namespace {

constexpr LayerId kObjects = 1;

// 960 x 640 units (60 x 40 cells of 16), a floor along the bottom, the spawn on its left.
std::unique_ptr<Level> floorLevel(MovementMode mode = MovementMode::Platformer)
{
    auto level = test::makeLevel(60, 40, 16, {test::objectsLayer(kObjects, QStringLiteral("Objects"))});
    PlayerSettings player = level->player();
    player.mode = mode;
    level->setPlayer(player);
    if (mode == MovementMode::Platformer)
        level->insertObject(kObjects, object(1, Role::Solid, Box{0, 600, 960, 40}, QStringLiteral("floor")));
    level->insertObject(kObjects, object(100, Role::Spawn, Point{100, mode == MovementMode::Platformer ? 600.0 : 300.0}));
    return level;
}

ValidationReport validate(const Level& level, bool explain = true,
                          const std::function<void(ValidationOptions&)>& tweak = {})
{
    ValidationOptions options;
    options.explain = explain;
    options.margins = explain;
    if (tweak)
        tweak(options);
    return Validator(level, options).run();
}

const Issue* issueFor(const ValidationReport& report, const char* code, ObjectId id)
{
    for (const Issue& issue : report.issues)
        if (issue.code == QLatin1String(code) && issue.objects == std::vector<ObjectId>{id})
            return &issue;
    return nullptr;
}

// Beside `all` (every margin measured), `other` measures `atOnce`'s margins as before and leaves
// out `late`'s, with no tight-jump warning for it.
void marginsLeftOut(const ValidationReport& all, const ValidationReport& other, ObjectId atOnce, ObjectId late)
{
    QVERIFY(other.reachability->margins.count(atOnce));
    QCOMPARE(other.reachability->margins.at(atOnce).jumpHeight, all.reachability->margins.at(atOnce).jumpHeight);
    QVERIFY(all.reachability->margins.count(late));
    QVERIFY(!other.reachability->margins.count(late));
    QVERIFY(!issueFor(other, IssueCode::TightJump, late));
}

bool reached(const ValidationReport& report, ObjectId id)
{
    const auto& r = report.reachability->reached;
    return std::find(r.begin(), r.end(), id) != r.end();
}

// The fix applied as docs/cli.md says: `add` goes into the first objects layer that collides.
void applyFix(Level& level, const IssueFix& fix)
{
    switch (fix.kind) {
    case IssueFix::Kind::Move: {
        LevelObject o = *level.object(fix.object);
        o.shape = translated(o.shape, {fix.dx, fix.dy});
        level.setObject(o);
        break;
    }
    case IssueFix::Kind::Add:
        for (int i = 0; i < level.layerCount(); ++i) {
            const LayerInfo& layer = level.layerAt(i);
            if (layer.type == LayerType::Objects && layer.collides) {
                level.insertObject(layer.id, object(level.nextObjectId(), fix.role, fix.shape));
                break;
            }
        }
        break;
    case IssueFix::Kind::Remove: level.removeObject(fix.object); break;
    }
}

std::set<std::vector<ObjectId>> issuesOf(const ValidationReport& report, const char* code)
{
    std::set<std::vector<ObjectId>> out;
    for (const Issue& issue : report.issues)
        if (issue.code == QLatin1String(code))
            out.insert(issue.objects);
    return out;
}

// A random platformer level, 640 x 400: the floor, some platforms, maybe hazards on the
// floor, goals and pickups in the air or on platforms, some out of reach.
std::unique_ptr<Level> randomLevel(quint32 seed)
{
    QRandomGenerator rng(seed);
    auto level = test::makeLevel(40, 25, 16, {test::objectsLayer(kObjects, QStringLiteral("Objects"))});
    level->insertObject(kObjects, object(1, Role::Solid, Box{0, 368, 640, 32}, QStringLiteral("floor")));
    level->insertObject(kObjects, object(100, Role::Spawn, Point{40, 368}));
    std::vector<Aabb> taken{{0, 368, 640, 400}, {16, 320, 64, 368}};
    ObjectId id = 2;
    auto place = [&](Role role, const Box& b) {
        const Aabb box{b.x, b.y, b.x + b.w, b.y + b.h};
        for (const Aabb& t : taken)
            if (t.overlapsInterior(box))
                return;
        taken.push_back(box);
        level->insertObject(kObjects, object(id++, role, b));
    };
    const int platforms = 2 + rng.bounded(4);
    for (int i = 0; i < platforms; ++i)
        place(Role::Solid, Box{16.0 * rng.bounded(6, 36), 16.0 * rng.bounded(12, 21), 16.0 * rng.bounded(2, 8), 16});
    const int hazards = rng.bounded(3);
    for (int i = 0; i < hazards; ++i)
        place(Role::Hazard, Box{16.0 * rng.bounded(6, 34), 360, 16.0 * rng.bounded(2, 10), 8});
    id = 50;
    for (int i = 0; i < 3; ++i) {
        const Point p{8.0 + 16.0 * rng.bounded(4, 38), 8.0 + 16.0 * rng.bounded(8, 22)};
        bool inside = false;
        for (const Aabb& t : taken)
            inside = inside || (p.x >= t.minX && p.x <= t.maxX && p.y >= t.minY && p.y <= t.maxY);
        if (!inside)
            level->insertObject(kObjects, object(id++, i % 2 ? Role::Pickup : Role::Goal, p));
    }
    return level;
}

// The independent oracle (tests/collision/PlatformerReference.h): every input at every step,
// exact states, touches by the narrow phase. Per target of the level's problem (keyed by id):
// 1 reached, 0 proven unreachable (the search ran to the end), -1 undecided (it hit its limit).
std::map<ObjectId, int> oracleVerdicts(const Level& level)
{
    std::map<ObjectId, int> out;
    const LevelObject* spawn = singleSpawn(level);
    if (!spawn)
        return out;
    const ReachProblem problem = reachProblem(level, *spawn);
    const reference::ExhaustiveAnswer answer = reference::solvePlatformerExhaustive(problem, 300'000);
    for (std::size_t i = 0; i < problem.targets.size(); ++i)
        out[problem.targets[i].key] = answer.reached[i] ? 1 : answer.complete ? 0 : -1;
    return out;
}

} // namespace

class TestExplain : public QObject {
    Q_OBJECT

private slots:
    void causeIsNamed_data()
    {
        QTest::addColumn<QString>("level");
        QTest::addColumn<QString>("phrase");
        QTest::addColumn<bool>("fixable");
        QTest::newRow("ledge too high") << "high" << "units above the highest jump" << true;
        // A cliff 130 high, then a goal 70 above the plateau (a short hop from it): the jump too
        // high is the one up the cliff, from the floor, not the last one (from the plateau).
        QTest::newRow("cliff before the goal") << "cliff" << "units higher than the player's, from solid #1 'floor'" << true;
        QTest::newRow("tunnel too low") << "tunnel" << "units lower than the player" << true;
        QTest::newRow("hazard in the way") << "hazard" << "crosses hazard #2" << true;
        QTest::newRow("walled in") << "sealed" << "is walled in" << false;
        // Inside a solid, next to the level's bottom edge, and inside a block of solid tiles.
        QTest::newRow("inside a solid") << "buried"
                                        << "is inside solid #1 'floor': the player cannot touch it" << false;
        QTest::newRow("inside solid tiles") << "tiles"
                                            << "is inside solid tiles: the player cannot touch it" << false;
        QTest::newRow("top-down gap too narrow") << "narrow" << "is 24 units narrower than the player" << true; // 40 high, 16 between
    }

    // Each hand-made level has one unreachable goal (#50) with one cause; the message names it,
    // `nearest` is where the player got, and a fixable level gets a fix that works.
    void causeIsNamed()
    {
        QFETCH(QString, level);
        QFETCH(QString, phrase);
        QFETCH(bool, fixable);
        std::unique_ptr<Level> l;
        if (level == u"high") {
            l = floorLevel();
            l->insertObject(kObjects, object(2, Role::Solid, Box{400, 480, 160, 16}, QStringLiteral("ledge")));
            l->insertObject(kObjects, object(50, Role::Goal, Point{480, 470}));
        } else if (level == u"cliff") {
            l = floorLevel();
            l->insertObject(kObjects, object(2, Role::Solid, Box{300, 470, 500, 130}, QStringLiteral("plateau")));
            l->insertObject(kObjects, object(50, Role::Goal, Point{600, 400}));
        } else if (level == u"tunnel") {
            l = floorLevel();
            l->insertObject(kObjects, object(2, Role::Solid, Box{320, 0, 320, 570}, QStringLiteral("roof")));
            l->insertObject(kObjects, object(50, Role::Goal, Point{800, 590}));
        } else if (level == u"hazard") {
            l = floorLevel();
            l->insertObject(kObjects, object(2, Role::Hazard, Box{300, 590, 400, 10}));
            l->insertObject(kObjects, object(50, Role::Goal, Point{800, 590}));
        } else if (level == u"sealed") {
            l = floorLevel();
            for (const Box& b : {Box{736, 240, 128, 16}, Box{736, 352, 128, 16}, Box{736, 256, 16, 96}, Box{848, 256, 16, 96}})
                l->insertObject(kObjects, object(l->nextObjectId(), Role::Solid, b));
            l->insertObject(kObjects, object(50, Role::Goal, Point{800, 300}));
        } else if (level == u"buried") {
            l = floorLevel();
            l->insertObject(kObjects, object(50, Role::Goal, Point{480, 620}));
        } else if (level == u"tiles") {
            l = floorLevel();
            l->insertLayer(1, test::tilesLayer(7, QStringLiteral("Tiles")));
            for (int r = 20; r < 23; ++r) // x 640-688, y 320-368
                for (int c = 40; c < 43; ++c)
                    l->setTile(7, c, r, TileKind::Solid);
            l->insertObject(kObjects, object(50, Role::Goal, Point{664, 344}));
        } else {
            l = floorLevel(MovementMode::TopDown);
            l->insertObject(kObjects, object(2, Role::Solid, Box{400, 0, 32, 300}));
            l->insertObject(kObjects, object(3, Role::Solid, Box{400, 316, 32, 308}));
            l->insertObject(kObjects, object(50, Role::Goal, Point{800, 300}));
        }
        const ValidationReport report = validate(*l);
        QVERIFY(report.reachability);
        QCOMPARE(report.reachability->unreachable, std::vector<ObjectId>{50});
        const Issue* issue = issueFor(report, IssueCode::TargetUnreachable, 50);
        QVERIFY(issue);
        QVERIFY2(issue->message.contains(phrase), qPrintable(issue->message));
        QVERIFY(issue->nearest);
        QVERIFY(l->bounds().minX <= issue->nearest->x && issue->nearest->x <= l->bounds().maxX);
        QCOMPARE(!issue->fixes.empty(), fixable);
        for (const IssueFix& fix : issue->fixes) {
            auto fixed = cloneLevel(*l);
            applyFix(*fixed, fix);
            QVERIFY2(reached(validate(*fixed, false), 50), qPrintable(issue->message));
        }
    }

    // Every fix offered on seeded random levels keeps the three promises of docs/cli.md: alone it
    // makes the target reachable, every reached target stays reached, and it brings no new
    // overlap, no object out of the level and no blocked spawn; it never touches the spawn or a
    // target.
    void offeredFixesKeepTheirPromises()
    {
        // LEDGE_EXPLAIN_LEVELS sets how many (the sanitizer build runs fewer).
        const int levels = qEnvironmentVariableIntValue("LEDGE_EXPLAIN_LEVELS") > 0
                               ? qEnvironmentVariableIntValue("LEDGE_EXPLAIN_LEVELS")
                               : 24;
        int checked = 0, unreachable = 0, explained = 0, confirmed = 0;
        PlayerSettings asked;
        const bool otherPlayer = test::playerAsked(asked); // the seven fields; the rest as the levels have them
        for (int seed = 1; seed <= levels; ++seed) {
            const auto level = randomLevel(quint32(seed));
            if (otherPlayer) {
                PlayerSettings player = level->player();
                test::playerAsked(player);
                level->setPlayer(player);
            }
            const ValidationReport before = validate(*level);
            QVERIFY(before.reachability);
            const std::map<ObjectId, int> oracleBefore = oracleVerdicts(*level);
            for (const Issue& issue : before.issues) {
                if (issue.code != QLatin1String(IssueCode::TargetUnreachable))
                    continue;
                ++unreachable;
                QVERIFY(issue.nearest);
                // The verdict the explanation rests on: no input sequence reaches it.
                QVERIFY2(oracleBefore.at(issue.objects.front()) != 1, qPrintable(QStringLiteral("seed %1").arg(seed)));
                explained += !issue.message.contains(QStringLiteral("cannot be reached from the spawn"));
                const ObjectId target = issue.objects.front();
                for (const IssueFix& fix : issue.fixes) {
                    const QString where = QStringLiteral("seed %1, target #%2, fix kind %3 object %4")
                                              .arg(seed).arg(target).arg(int(fix.kind)).arg(fix.object);
                    if (fix.kind != IssueFix::Kind::Add) {
                        const Role role = level->object(fix.object)->role;
                        QVERIFY2(role == Role::Solid || role == Role::OneWay || role == Role::Hazard, qPrintable(where));
                    }
                    auto fixed = cloneLevel(*level);
                    applyFix(*fixed, fix);
                    const ValidationReport after = validate(*fixed, false);
                    QVERIFY2(reached(after, target), qPrintable(where));
                    for (ObjectId id : before.reachability->reached)
                        QVERIFY2(reached(after, id), qPrintable(where));
                    for (const char* code : {IssueCode::Overlap, IssueCode::OutOfBounds, IssueCode::SpawnBlocked}) {
                        const auto was = issuesOf(before, code), is = issuesOf(after, code);
                        QVERIFY2(std::includes(was.begin(), was.end(), is.begin(), is.end()), qPrintable(where));
                    }
                    // The oracle never contradicts the fix: the target and every reached one are
                    // reached, or its search stopped at its limit before deciding.
                    const std::map<ObjectId, int> oracleAfter = oracleVerdicts(*fixed);
                    QVERIFY2(oracleAfter.at(target) != 0, qPrintable(where));
                    for (ObjectId id : before.reachability->reached)
                        QVERIFY2(oracleAfter.at(id) != 0, qPrintable(where));
                    confirmed += oracleAfter.at(target) == 1;
                    ++checked;
                }
            }
        }
        qInfo("%d unreachable targets on %d levels, %d explained by a cause, %d fixes applied and checked, "
              "%d of them confirmed by the exhaustive oracle",
              unreachable, levels, explained, checked, confirmed);
        QVERIFY(unreachable > 0 && checked > 0); // the promises were put to the test
        QVERIFY(confirmed > 0);
        QVERIFY(explained * 2 >= unreachable);
        if (levels >= 24 && !otherPlayer) { // the default run: 18 unreachable targets, 13 fixes
            QVERIFY(unreachable >= levels / 2);
            QVERIFY(checked >= levels / 4);
        }
    }

    // A margin is a share that still reaches the target, and one hundredth less does not (a
    // plain ledge: more jump never loses it).
    void marginsAreTheSmallestShare()
    {
        auto level = floorLevel();
        level->insertObject(kObjects, object(2, Role::Solid, Box{400, 520, 160, 16}));
        level->insertObject(kObjects, object(50, Role::Goal, Point{480, 510}));
        const ValidationReport report = validate(*level);
        QVERIFY(report.reachability && report.reachability->margins.count(50));
        const ReachMargin m = report.reachability->margins.at(50);
        QVERIFY2(m.jumpHeight > 0.5 && m.jumpHeight < 0.95, qPrintable(QString::number(m.jumpHeight)));
        QVERIFY(m.runSpeed > 0 && m.runSpeed <= 1);
        const auto reachedWith = [&](double jumpShare, double runShare) {
            auto changed = cloneLevel(*level);
            PlayerSettings p = changed->player();
            p.jumpHeight *= jumpShare;
            p.runSpeed *= runShare;
            changed->setPlayer(p);
            return reached(validate(*changed, false), 50);
        };
        QVERIFY(reachedWith(m.jumpHeight, 1));
        QVERIFY(!reachedWith(m.jumpHeight - 0.01, 1));
        QVERIFY(reachedWith(1, m.runSpeed));
        QVERIFY(!reachedWith(1, m.runSpeed - 0.01));
        QVERIFY(!issueFor(report, IssueCode::TightJump, 50));
    }

    // Without a state budget (ledge-cli), the verdict keeps its states up to keepStatesUpTo,
    // then goes on lean: the same verdicts and the same issues as keeping them all, the why
    // of an unreachable target with a nearest position, and no margins for a target reached
    // only past that point (its probes would stop at the kept states and call it 100%).
    void verdictPastTheKeptStates()
    {
        auto level = floorLevel();
        level->insertObject(kObjects, object(2, Role::Solid, Box{400, 520, 160, 16}, QStringLiteral("ledge")));
        level->insertObject(kObjects, object(3, Role::Solid, Box{600, 200, 96, 96}, QStringLiteral("block")));
        level->insertObject(kObjects, object(50, Role::Goal, Point{120, 590}));     // by the spawn
        level->insertObject(kObjects, object(51, Role::Pickup, Point{940, 590}));   // the far end
        level->insertObject(kObjects, object(52, Role::Pickup, Point{648, 248}));   // inside the block
        level->insertObject(kObjects, object(53, Role::Pickup, Point{480, 370}));   // high over the ledge
        const auto run = [&](std::size_t kept) {
            return validate(*level, true, [&](ValidationOptions& o) { o.keepStatesUpTo = kept; });
        };
        const ValidationReport all = run(0), lean = run(300);
        QVERIFY(all.reachability && lean.reachability);
        QCOMPARE(lean.reachability->reached, all.reachability->reached);
        QCOMPARE(lean.reachability->unreachable, all.reachability->unreachable);
        QCOMPARE(lean.reachability->unreachable, (std::vector<ObjectId>{52, 53}));
        QCOMPARE(issuesOf(lean, IssueCode::TargetUnreachable), issuesOf(all, IssueCode::TargetUnreachable));
        for (ObjectId id : {52, 53}) {
            const Issue* issue = issueFor(lean, IssueCode::TargetUnreachable, id);
            QVERIFY(issue && issue->nearest);
            QVERIFY(level->bounds().contains(*issue->nearest));
            QVERIFY2(issue->nearest->x > 150, "a position the search got to, not the spawn");
        }
        // Reached at once: its margins are measured as before. The far pickup, reached only
        // after the kept states, gets none, and no tight-jump warning.
        marginsLeftOut(all, lean, 50, 51);
    }

    // A target the verdict's scout or climber reaches first (ReachProblem::scoutAfter,
    // climbAfter) is reached with a path all the same, but gets no margins and no tight-jump
    // warning: the probes search with the verdict's cells, not the scout's nor the climber's
    // whole moves, and could miss it within their bound and call it 100%. The targets reached
    // before the helper set out are measured as before.
    // A target the scout reached first gets no margins (the probes have no scout); one the
    // climber reached first does (they climb too), no higher than without the climber.
    void marginsOfHelpedTargets_data()
    {
        QTest::addColumn<bool>("climber");
        QTest::newRow("scout") << false;
        QTest::newRow("climber") << true;
    }
    void marginsOfHelpedTargets()
    {
        QFETCH(bool, climber);
        auto level = floorLevel();
        level->insertObject(kObjects, object(50, Role::Goal, Point{120, 590}));   // by the spawn
        level->insertObject(kObjects, object(51, Role::Pickup, Point{940, 590})); // the far end
        const auto run = [&](std::size_t after) {
            return validate(*level, true, [&](ValidationOptions& o) {
                o.scoutAfter = climber ? 0 : after;
                o.climbAfter = climber ? after : 0;
            });
        };
        const ValidationReport plain = run(0), helped = run(200);
        QVERIFY(plain.reachability && helped.reachability);
        QCOMPARE(helped.reachability->reached, plain.reachability->reached);
        QCOMPARE(helped.reachability->reached, (std::vector<ObjectId>{50, 51}));
        if (!climber) {
            marginsLeftOut(plain, helped, 50, 51); // the scout reaches the far pickup first
            return;
        }
        const auto& measured = helped.reachability->margins;
        const auto& before = plain.reachability->margins;
        QVERIFY(measured.count(50) && measured.count(51));
        QCOMPARE(measured.at(50).jumpHeight, before.at(50).jumpHeight);
        QCOMPARE(measured.at(50).runSpeed, before.at(50).runSpeed);
        QVERIFY(measured.at(51).jumpHeight <= before.at(51).jumpHeight);
        QVERIFY(measured.at(51).runSpeed <= before.at(51).runSpeed);
    }

    // The highest ledge the player still makes is a tight jump; rules set its severity and share.
    void tightJumpIsFlagged()
    {
        std::unique_ptr<Level> best;
        for (int rise = 110; rise >= 90 && !best; --rise) {
            auto level = floorLevel();
            level->insertObject(kObjects, object(2, Role::Solid, Box{400, 600.0 - rise, 160, 16}));
            level->insertObject(kObjects, object(50, Role::Goal, Point{480, 600.0 - rise - 4}));
            if (reached(validate(*level, false), 50))
                best = std::move(level);
        }
        QVERIFY(best);
        ValidationReport report = validate(*best);
        QVERIFY(report.reachability->margins.at(50).jumpHeight > 0.95);
        const Issue* tight = issueFor(report, IssueCode::TightJump, 50);
        QVERIFY(tight);
        QCOMPARE(tight->severity, Severity::Warning);
        QVERIFY(tight->message.contains(QStringLiteral("jump height")));

        RuleSettings rules = best->rules();
        rules.tightJump = Severity::Error;
        best->setRules(rules);
        QCOMPARE(issueFor(validate(*best), IssueCode::TightJump, 50)->severity, Severity::Error);
        rules.tightJumpShare = 1;
        best->setRules(rules);
        QVERIFY(!issueFor(validate(*best), IssueCode::TightJump, 50));
        rules.tightJump = Severity::Off;
        rules.tightJumpShare = 0;
        best->setRules(rules);
        QVERIFY(!issueFor(validate(*best), IssueCode::TightJump, 50));
    }

    // The two rules are written only when set, read back, and a share outside 0..1 is refused
    // with its place named.
    void tightJumpRulesInTheFile()
    {
        auto level = floorLevel();
        QVERIFY(!writeLevel(*level).contains("tightJump"));
        RuleSettings rules = level->rules();
        rules.tightJump = Severity::Error;
        rules.tightJumpShare = 0.9;
        level->setRules(rules);
        const QByteArray bytes = writeLevel(*level);
        QVERIFY(bytes.contains("\"tightJump\": \"error\""));
        const LoadResult back = readLevel(bytes);
        QVERIFY2(back.level, qPrintable(back.error.toString()));
        QCOMPARE(back.level->rules(), rules);
        QByteArray bad = bytes;
        bad.replace("\"tightJumpShare\": 0.9", "\"tightJumpShare\": 1.5");
        const LoadResult refused = readLevel(bad, QStringLiteral("bad.ledge"));
        QVERIFY(!refused.level);
        QVERIFY2(refused.error.pointer == QStringLiteral("/rules/tightJumpShare"), qPrintable(refused.error.toString()));
    }

    // ledge-cli's JSON report carries nearest and fixes, and with --margins the margins
    // (docs/cli.md); without it, no margins.
    void cliReportCarriesThem()
    {
        auto level = floorLevel();
        level->insertObject(kObjects, object(2, Role::Solid, Box{400, 480, 160, 16}));
        level->insertObject(kObjects, object(50, Role::Goal, Point{480, 470}));
        level->insertObject(kObjects, object(51, Role::Pickup, Point{200, 590}));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("level.ledge"));
        QVERIFY(saveLevel(*level, path).ok);
        const test::CliRun run = test::runCliProcess({QStringLiteral("validate"), path, QStringLiteral("--format"),
                                                      QStringLiteral("json"), QStringLiteral("--margins")});
        QCOMPARE(run.exitCode, 1);
        const QJsonObject report = QJsonDocument::fromJson(run.out).object();
        const QJsonArray issues = report.value(QLatin1String("issues")).toArray();
        QJsonObject unreachable;
        for (const QJsonValue& v : issues)
            if (v.toObject().value(QLatin1String("code")) == QLatin1String("target-unreachable"))
                unreachable = v.toObject();
        QVERIFY2(!unreachable.isEmpty(), run.out.constData());
        QVERIFY(unreachable.value(QLatin1String("nearest")).toObject().contains(QLatin1String("x")));
        const QJsonArray fixes = unreachable.value(QLatin1String("fixes")).toArray();
        QVERIFY(!fixes.isEmpty());
        const QStringList kinds{QStringLiteral("move"), QStringLiteral("add"), QStringLiteral("remove")};
        for (const QJsonValue& f : fixes)
            QVERIFY(kinds.contains(f.toObject().value(QLatin1String("kind")).toString()));
        const QJsonObject margins = report.value(QLatin1String("reachability")).toObject().value(QLatin1String("margins")).toObject();
        QVERIFY2(margins.contains(QLatin1String("51")), run.out.constData());
        QVERIFY(margins.value(QLatin1String("51")).toObject().value(QLatin1String("jumpHeight")).toDouble() <= 1.0);
        const test::CliRun plain = test::runCliProcess({QStringLiteral("validate"), path, QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(plain.exitCode, 1);
        QVERIFY(!QJsonDocument::fromJson(plain.out).object().value(QLatin1String("reachability")).toObject().contains(QLatin1String("margins")));
        QVERIFY(plain.out.contains("\"fixes\""));
    }

    // Every unreachable target of the shipped examples explains itself.
    void examplesExplainThemselves()
    {
        const QStringList files{QStringLiteral("problems/problems.ledge"), QStringLiteral("platformer.ledge"),
                                QStringLiteral("topdown.ledge")};
        for (const QString& file : files) {
            const LoadResult loaded = loadLevel(QStringLiteral(LEDGE_EXAMPLES "/") + file);
            QVERIFY2(loaded.level, qPrintable(loaded.error.toString()));
            const ValidationReport report = validate(*loaded.level);
            for (const Issue& issue : report.issues)
                if (issue.code == QLatin1String(IssueCode::TargetUnreachable)) {
                    QVERIFY2(issue.nearest, qPrintable(file));
                    QVERIFY2(!issue.message.contains(QStringLiteral("cannot be reached from the spawn")), qPrintable(issue.message));
                }
        }
    }
};

QTEST_MAIN(TestExplain)
#include "tst_explain.moc"
