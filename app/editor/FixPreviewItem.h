#pragma once
// The ghost of a quick fix while its menu entry is hovered (docs/editor.md, "Why, fixes and
// margins"): a moved object's outline where it would go, with an arrow from where it is; an
// added step drawn where it would stand; a removed object crossed out. Nothing in the level
// changes until the fix is chosen.

#include "model/Issue.h"

#include <QGraphicsItem>
#include <QPainterPath>

#include <optional>

namespace ledge {

class Level;

class FixPreviewItem : public QGraphicsItem {
public:
    FixPreviewItem();

    // Shows the fix as it would change `level`, or nothing.
    void show(const Level& level, const std::optional<IssueFix>& fix);
    const std::optional<IssueFix>& fix() const { return mFix; }
    // Where the fix's shape would be after it (empty for a removal or when nothing is shown).
    QRectF afterBounds() const { return mAfter.boundingRect(); }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    std::optional<IssueFix> mFix;
    QPainterPath mBefore; // the object as it is (move, remove)
    QPainterPath mAfter;  // the object moved, or the step added
};

} // namespace ledge
