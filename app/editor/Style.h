#pragma once
// The editor's colours: the level's palette (model/Palette.h, shared with the renderer) and
// the editor's own chrome (outside the level, the accent of selections).

#include "model/LevelTypes.h"
#include "model/Palette.h"

#include <QBrush>
#include <QColor>
#include <QPen>
#include <QString>

class QPainter;

namespace ledge::style {

inline const QColor canvasOutside{0x25, 0x27, 0x2b};
using palette::gridMajor;
using palette::gridMinor;
using palette::levelArea;
using palette::levelBorder;
using palette::overlapRed;
inline const QColor accent{0x2f, 0x81, 0xf7};

// The role's name for people ("One-way"), translated; files use roleName() ("oneway").
QString roleLabel(Role role);
using palette::hazardBrush;
using palette::overlapBrush;
using palette::roleFill;
using palette::roleOutline;
using palette::tileFill;

// A pen as wide in screen pixels at every zoom, with round ends: the overlays' lines.
QPen cosmeticPen(const QColor& colour, double width, Qt::PenStyle penStyle = Qt::SolidLine);

// What is selected, or being selected, is drawn in the accent: an outline `width` screen pixels
// wide and a light fill.
void setSelectionLook(QPainter& painter, double width);

} // namespace ledge::style
