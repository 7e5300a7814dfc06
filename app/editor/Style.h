#pragma once
// The editor's palette: one place for the colours of roles, tiles, overlaps and the canvas.

#include "model/LevelTypes.h"

#include <QBrush>
#include <QColor>
#include <QString>

namespace ledge::style {

inline const QColor canvasOutside{0x25, 0x27, 0x2b};
inline const QColor levelArea{0xf5, 0xf6, 0xf8};
inline const QColor gridMajor{0xd5, 0xd9, 0xdf};
inline const QColor gridMinor{0xe8, 0xea, 0xee};
inline const QColor levelBorder{0x5c, 0x63, 0x70};
inline const QColor accent{0x2f, 0x81, 0xf7};
inline const QColor overlapRed{0xe0, 0x31, 0x31};

// The role's name for people ("One-way"), translated; files use roleName() ("oneway").
QString roleLabel(Role role);
QColor roleFill(Role role);
QColor roleOutline(Role role);
QColor tileFill(TileKind kind);
// Diagonal orange/red stripes for hazards (a texture in level units).
QBrush hazardBrush();
// Red hatching for overlap regions.
QBrush overlapBrush();

} // namespace ledge::style
