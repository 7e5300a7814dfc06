#pragma once
// LEDGE_EXACT_PLAYER="width,height,runSpeed,jumpHeight,gravity,maxFallSpeed,maxFloorAngle": when
// set, the player of the random-level comparisons with the exhaustive reference
// (tst_platformerexact, tst_explain), to put any player to them by hand (docs/architecture.md,
// "Tests").

#include <QString>
#include <QStringList>
#include <QtGlobal>

namespace ledge::test {

// Sets the seven fields of `player` (a PlayerParams or a PlayerSettings) from LEDGE_EXACT_PLAYER;
// false, leaving it alone, when the variable is not set.
template <typename Player>
bool playerAsked(Player& player)
{
    const QStringList v = qEnvironmentVariable("LEDGE_EXACT_PLAYER").split(QLatin1Char(','));
    if (v.size() != 7)
        return false;
    double* fields[] = {&player.width,   &player.height,       &player.runSpeed,     &player.jumpHeight,
                        &player.gravity, &player.maxFallSpeed, &player.maxFloorAngle};
    for (int i = 0; i < 7; ++i) {
        bool ok = false;
        *fields[i] = v[i].toDouble(&ok);
        if (!ok)
            qFatal("LEDGE_EXACT_PLAYER: field %d is not a number", i + 1);
    }
    return true;
}

} // namespace ledge::test
