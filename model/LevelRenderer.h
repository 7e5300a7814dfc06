#pragma once
// Draws a level into a QImage with QPainter (QtGui only, no widgets): for the PNG exporter,
// `ledge-cli render`, thumbnails. Optional overlays: issues (overlapping objects outlined red
// with the overlap region itself shaded) and reachability (reached targets tinted green,
// unreachable ones red). A level with art (LevelArt.h) is drawn over it, as the editor shows it.

#include "model/ModelExport.h"
#include "Palette.h"
#include "ShapePath.h"
#include "Validator.h"

#include <QColor>
#include <QImage>
#include <QPainterPath>

namespace ledge {

struct RenderOptions {
    double scale = 1.0;       // image pixels per level unit
    bool issues = false;      // overlay: overlaps and other issues
    bool reachability = false; // overlay: targets tinted by reachability
    bool art = true;          // the level's art (from Tiled or LDtk) under the collision, as on the canvas
    QString levelFile;        // where the level was read from: its art's pictures may be beside it
    QColor background = palette::levelArea; // as on the canvas
    // Neither side of the image grows beyond this; the scale shrinks to fit.
    int maxSide = 8192;
};

// Image pixels per level unit that renderLevel uses: options.scale, shrunk to fit maxSide.
LEDGE_MODEL_EXPORT double renderScale(const Level& level, const RenderOptions& options);

// `report` supplies the overlays; when null and an overlay is wanted, the level is validated.
LEDGE_MODEL_EXPORT QImage renderLevel(const Level& level, const RenderOptions& options = {},
                                      const ValidationReport* report = nullptr);

} // namespace ledge
