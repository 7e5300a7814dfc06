#pragma once
// LEDGE_EXACT_PLAYER="width,height,runSpeed,jumpHeight,gravity,maxFallSpeed,maxFloorAngle": when
// set, the player of the random-level comparisons with the exhaustive reference
// (tst_platformerexact, tst_explain), to put any player to them by hand (docs/architecture.md,
// "Tests"). tst_platformerexact's rows name their players in the same form.

#include <QString>
#include <QStringList>
#include <QtGlobal>

namespace ledge::test {

// Sets the seven fields of `player` (a PlayerParams or a PlayerSettings) from `fields`,
// "width,height,runSpeed,jumpHeight,gravity,maxFallSpeed,maxFloorAngle"; `what` names them in
// the message of a field that is not a number. False, leaving it alone, when there are not seven.
template <typename Player>
bool playerFrom(const QString& fields, Player& player, const char* what)
{
    const QStringList v = fields.split(QLatin1Char(','));
    if (v.size() != 7)
        return false;
    double* targets[] = {&player.width,   &player.height,       &player.runSpeed,     &player.jumpHeight,
                         &player.gravity, &player.maxFallSpeed, &player.maxFloorAngle};
    for (int i = 0; i < 7; ++i) {
        bool ok = false;
        *targets[i] = v[i].toDouble(&ok);
        if (!ok)
            qFatal("%s: field %d is not a number", what, i + 1);
    }
    return true;
}

// The same from LEDGE_EXACT_PLAYER; false, leaving `player` alone, when it is not set.
template <typename Player>
bool playerAsked(Player& player)
{
    return playerFrom(qEnvironmentVariable("LEDGE_EXACT_PLAYER"), player, "LEDGE_EXACT_PLAYER");
}

} // namespace ledge::test
