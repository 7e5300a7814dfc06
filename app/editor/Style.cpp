#include "Style.h"

#include <QCoreApplication>
#include <QPainter>

namespace ledge::style {

namespace {
// The translation context of the role labels; lupdate reads it from here too.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Style)
};
} // namespace

QString roleLabel(Role role)
{
    switch (role) {
    case Role::Solid: return Text::tr("Solid");
    case Role::OneWay: return Text::tr("One-way");
    case Role::Hazard: return Text::tr("Hazard");
    case Role::Trigger: return Text::tr("Trigger");
    case Role::Spawn: return Text::tr("Spawn");
    case Role::Goal: return Text::tr("Goal");
    case Role::Pickup: return Text::tr("Pickup");
    }
    return roleName(role);
}

QPen cosmeticPen(const QColor& colour, double width, Qt::PenStyle penStyle)
{
    QPen pen(colour, width, penStyle, Qt::RoundCap, Qt::RoundJoin);
    pen.setCosmetic(true);
    return pen;
}

void setSelectionLook(QPainter& painter, double width)
{
    QPen pen(accent, width);
    pen.setCosmetic(true);
    painter.setPen(pen);
    QColor fill = accent;
    fill.setAlpha(40);
    painter.setBrush(fill);
}

} // namespace ledge::style
