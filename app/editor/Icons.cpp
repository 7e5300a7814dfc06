#include "Icons.h"

#include "Style.h"

#include <QPainterPath>
#include <QPixmap>

namespace ledge::icons {

void drawMarker(QPainter& p, Role role, const QRectF& r)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const QColor fill = style::roleFill(role);
    const QColor outline = style::roleOutline(role);
    const double s = std::min(r.width(), r.height());
    QPen pen(outline, s * 0.07);
    pen.setJoinStyle(Qt::RoundJoin);
    p.setPen(pen);
    if (role == Role::Spawn) {
        // A figure: head and body, standing on the rect's bottom centre.
        const QPointF c = r.center();
        p.setBrush(fill);
        p.drawEllipse(QPointF(c.x(), r.top() + s * 0.22), s * 0.17, s * 0.17);
        QPainterPath body;
        body.moveTo(c.x() - s * 0.26, r.bottom());
        body.lineTo(c.x() - s * 0.2, r.top() + s * 0.5);
        body.quadTo(c.x(), r.top() + s * 0.38, c.x() + s * 0.2, r.top() + s * 0.5);
        body.lineTo(c.x() + s * 0.26, r.bottom());
        body.closeSubpath();
        p.drawPath(body);
    } else if (role == Role::Goal) {
        // A flag on a pole whose foot is the rect's bottom left quarter.
        const double x = r.left() + s * 0.25;
        p.drawLine(QPointF(x, r.bottom()), QPointF(x, r.top() + s * 0.05));
        QPainterPath flag;
        flag.moveTo(x, r.top() + s * 0.08);
        flag.lineTo(r.right() - s * 0.08, r.top() + s * 0.28);
        flag.lineTo(x, r.top() + s * 0.5);
        flag.closeSubpath();
        QColor f = fill;
        f.setAlpha(255);
        p.setBrush(f);
        p.drawPath(flag);
    } else if (role == Role::Pickup) {
        // A gem: a diamond with a facet line.
        const QPointF c = r.center();
        const double h = s * 0.45;
        QPolygonF gem{{c.x(), c.y() - h}, {c.x() + h * 0.8, c.y()}, {c.x(), c.y() + h},
                      {c.x() - h * 0.8, c.y()}};
        p.setBrush(fill);
        p.drawPolygon(gem);
        p.drawLine(QPointF(c.x() - h * 0.8, c.y()), QPointF(c.x() + h * 0.8, c.y()));
    }
    p.restore();
}

namespace {
QPixmap render(Glyph g, int size)
{
    QPixmap pm(size, size);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.scale(size / 24.0, size / 24.0);
    const QColor ink(0x3a, 0x40, 0x4a);
    QPen pen(ink, 1.6);
    pen.setJoinStyle(Qt::RoundJoin);
    pen.setCapStyle(Qt::RoundCap);
    p.setPen(pen);
    const QColor slate = style::roleFill(Role::Solid);
    switch (g) {
    case Glyph::Select: {
        QPolygonF arrow{{6, 3}, {6, 19}, {10, 15}, {13, 21}, {15.5, 20}, {12.5, 14}, {18, 14}};
        p.setBrush(Qt::white);
        p.drawPolygon(arrow);
        break;
    }
    case Glyph::Box:
    case Glyph::Circle:
    case Glyph::Polygon:
    case Glyph::Slope:
        // The shape tools: the shape each one draws, filled like a solid.
        p.setBrush(slate);
        if (g == Glyph::Box)
            p.drawRect(QRectF(4, 6, 16, 12));
        else if (g == Glyph::Circle)
            p.drawEllipse(QRectF(4, 4, 16, 16));
        else if (g == Glyph::Polygon)
            p.drawPolygon(QPolygonF{{4, 19}, {7, 6}, {14, 10}, {20, 4}, {19, 19}});
        else
            p.drawPolygon(QPolygonF{{3, 20}, {21, 5}, {21, 20}});
        break;
    case Glyph::TileBrush:
        p.setBrush(style::tileFill(TileKind::Solid));
        for (int i = 0; i < 3; ++i)
            p.drawRect(QRectF(3 + i * 6, 13, 6, 6));
        p.drawRect(QRectF(9, 7, 6, 6));
        break;
    case Glyph::Eraser: {
        p.setBrush(QColor(0xf2, 0x9c, 0xa3));
        p.translate(12, 12);
        p.rotate(-40);
        p.drawRoundedRect(QRectF(-8, -4.5, 16, 9), 2, 2);
        p.setBrush(Qt::white);
        p.drawRoundedRect(QRectF(-8, -4.5, 6, 9), 2, 2);
        break;
    }
    case Glyph::Spawn: drawMarker(p, Role::Spawn, QRectF(3, 2, 18, 20)); break;
    case Glyph::Goal: drawMarker(p, Role::Goal, QRectF(3, 2, 20, 20)); break;
    case Glyph::Pickup: drawMarker(p, Role::Pickup, QRectF(2, 2, 20, 20)); break;
    case Glyph::Error: {
        p.setPen(Qt::NoPen);
        p.setBrush(style::overlapRed);
        p.drawEllipse(QRectF(2, 2, 20, 20));
        p.setPen(QPen(Qt::white, 2.6, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QPointF(12, 7), QPointF(12, 13.5));
        p.drawPoint(QPointF(12, 17.5));
        break;
    }
    case Glyph::Warning: {
        p.setPen(QPen(QColor(0xc7, 0x8a, 0x00), 1.2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.setBrush(QColor(0xf5, 0xb7, 0x00));
        p.drawPolygon(QPolygonF{{12, 2.5}, {22, 20.5}, {2, 20.5}});
        p.setPen(QPen(QColor(0x30, 0x24, 0x00), 2.4, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QPointF(12, 9), QPointF(12, 14));
        p.drawPoint(QPointF(12, 17.5));
        break;
    }
    case Glyph::Snap:
        p.setPen(QPen(ink, 1));
        for (int i = 0; i < 4; ++i) {
            p.drawLine(QPointF(4 + i * 5.3, 3), QPointF(4 + i * 5.3, 21));
            p.drawLine(QPointF(3, 4 + i * 5.3), QPointF(21, 4 + i * 5.3));
        }
        p.setPen(Qt::NoPen);
        p.setBrush(style::accent);
        p.drawEllipse(QPointF(9.3, 9.3), 3, 3);
        break;
    case Glyph::Fit:
        p.drawPolyline(QPolygonF{{3, 8}, {3, 3}, {8, 3}});
        p.drawPolyline(QPolygonF{{16, 3}, {21, 3}, {21, 8}});
        p.drawPolyline(QPolygonF{{21, 16}, {21, 21}, {16, 21}});
        p.drawPolyline(QPolygonF{{8, 21}, {3, 21}, {3, 16}});
        p.setBrush(slate);
        p.drawRect(QRectF(7, 7, 10, 10));
        break;
    case Glyph::LayerObjects:
        p.setBrush(slate);
        p.drawEllipse(QRectF(3, 9, 9, 9));
        p.drawRect(QRectF(11, 5, 10, 8));
        break;
    case Glyph::LayerTiles:
        p.setBrush(style::tileFill(TileKind::Solid));
        p.drawRect(QRectF(3, 3, 8, 8));
        p.drawRect(QRectF(13, 13, 8, 8));
        p.setBrush(Qt::NoBrush);
        p.drawRect(QRectF(13, 3, 8, 8));
        p.drawRect(QRectF(3, 13, 8, 8));
        break;
    case Glyph::Eye:
        p.drawEllipse(QRectF(2.5, 7, 19, 10));
        p.setBrush(ink);
        p.drawEllipse(QPointF(12, 12), 3, 3);
        break;
    case Glyph::Lock:
        p.setBrush(Qt::NoBrush);
        p.drawArc(QRectF(7, 3, 10, 12), 0, 180 * 16);
        p.drawLine(QPointF(7, 9), QPointF(7, 11));
        p.drawLine(QPointF(17, 9), QPointF(17, 11));
        p.setBrush(QColor(0xe0, 0xa8, 0x30));
        p.drawRoundedRect(QRectF(5, 11, 14, 10), 2, 2);
        break;
    case Glyph::Undo:
    case Glyph::Redo: {
        // A hooked arrow turning back (undo) or forward (redo, the mirror image).
        if (g == Glyph::Redo) {
            p.translate(24, 0);
            p.scale(-1, 1);
        }
        QPainterPath hook;
        hook.moveTo(6, 10);
        hook.lineTo(15, 10);
        hook.arcTo(QRectF(10, 10, 10, 10), 90, -180);
        hook.lineTo(9, 20);
        p.drawPath(hook);
        p.drawPolyline(QPolygonF{{10, 5}, {5, 10}, {10, 15}});
        break;
    }
    case Glyph::Reach: {
        // A jump arc from a start dot to a ringed target: what the player can reach.
        p.setBrush(style::roleFill(Role::Spawn));
        p.drawEllipse(QPointF(5, 19), 2.5, 2.5);
        p.setBrush(Qt::NoBrush);
        QPen dashed = p.pen();
        dashed.setStyle(Qt::DotLine);
        p.setPen(dashed);
        QPainterPath arc;
        arc.moveTo(6, 17);
        arc.quadTo(10, 2, 17, 9);
        p.drawPath(arc);
        p.setPen(pen);
        p.drawEllipse(QPointF(18, 11), 3.5, 3.5);
        p.drawLine(QPointF(2, 22), QPointF(22, 22));
        break;
    }
    case Glyph::Collides:
        // Two solid blocks meeting, the contact hatched red: what validation checks.
        p.setBrush(slate);
        p.drawRect(QRectF(3, 9, 10, 12));
        p.drawRect(QRectF(11, 3, 10, 12));
        p.fillRect(QRectF(11, 9, 2, 6), style::overlapRed);
        break;
    case Glyph::PlayPath:
        // A play triangle on a dotted path.
        p.setBrush(style::roleFill(Role::Spawn));
        p.drawPolygon(QPolygonF{{8, 5}, {19, 12}, {8, 19}});
        p.drawPoint(QPointF(3, 12));
        p.drawPoint(QPointF(21, 21));
        break;
    }
    return pm;
}
} // namespace

QIcon icon(Glyph glyph)
{
    QIcon out;
    for (int size : {16, 24, 32, 48})
        out.addPixmap(render(glyph, size));
    return out;
}

} // namespace ledge::icons
