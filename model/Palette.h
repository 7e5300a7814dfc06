#pragma once
// Ledge's palette, one for every picture of a level: the editor's canvas and the renderer
// (PNG export, `ledge-cli render`) take their colours from here (QtGui only, no widgets).

#include "model/ModelExport.h"
#include "LevelTypes.h"

#include <QBrush>
#include <QColor>

namespace ledge::palette {

inline const QColor levelArea{0xf5, 0xf6, 0xf8};
inline const QColor gridMajor{0xd5, 0xd9, 0xdf};
inline const QColor gridMinor{0xe8, 0xea, 0xee};
inline const QColor levelBorder{0x5c, 0x63, 0x70};
inline const QColor overlapRed{0xe0, 0x31, 0x31};
// A level's art (pictures from Tiled or LDtk) is drawn dimmed, and the collision over it
// translucent, so both read at once: on the canvas and in rendered pictures.
inline constexpr double artOpacity = 0.75;
inline constexpr double collisionOverArtOpacity = 0.5;

LEDGE_MODEL_EXPORT QColor roleFill(Role role);
LEDGE_MODEL_EXPORT QColor roleOutline(Role role);
LEDGE_MODEL_EXPORT QColor tileFill(TileKind kind);
// Diagonal orange/red stripes for hazards (a texture in level units).
LEDGE_MODEL_EXPORT QBrush hazardBrush();
// Red hatching for overlap regions.
LEDGE_MODEL_EXPORT QBrush overlapBrush();

} // namespace ledge::palette
