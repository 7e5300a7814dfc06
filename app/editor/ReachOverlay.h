#pragma once
// The reachability overlay: where the player's box can be (translucent green over the region
// boxes of collision/Reachability.h), the path to the selected target (the polyline of the feet
// in a platformer, so jump arcs show as arcs; of the centre top-down), every unreachable target
// ringed and crossed in red with a dashed line to the nearest reached position, the
// validation's explanations (best attempt, shortfall, obstacles) and tight jumps, and the ghost
// of the play preview. It only draws what ReachController hands it.

#include "collision/Reachability.h"
#include "model/LevelTypes.h"
#include "model/Validator.h"

#include <QGraphicsObject>
#include <QLineF>
#include <QPolygonF>

#include <map>
#include <optional>
#include <vector>

namespace ledge {

class ReachOverlay : public QGraphicsObject {
    Q_OBJECT

public:
    struct Target {
        ObjectId id = 0;
        bool reached = false;
        bool undecided = false; // not reached before the search hit its state budget
        QPolygonF path;   // reference points (feet or centre), one per step or polyline vertex
        QRectF shape;     // bounds of the target's shape
        QPointF nearest;  // unreached: the reached position that comes closest
    };

    explicit ReachOverlay(QGraphicsItem* parent = nullptr);

    // The answer to show; platformer decides where the player's box hangs from its reference.
    void setResult(const ReachResult& result, const ReachProblem& problem);
    void clearResult();
    bool hasResult() const { return mHasResult; }
    const std::vector<Target>& targets() const { return mTargets; }
    const std::vector<QRectF>& region() const { return mRegion; }
    int reachedCount() const;
    int unreachableCount() const;
    // The target whose path is drawn: the selected one, else the first reached one; null if none.
    const Target* pathTarget() const;
    void setSelectedTarget(ObjectId id);
    // Where an unreached target's marks are drawn (ring and cross), empty when it is reached.
    QRectF unreachableMark(ObjectId id) const;

    // What the validation says about the targets (docs/editor.md, "Why, fixes and margins"):
    // an unreachable target's best attempt is drawn (its last jump bold) with the shortfall as
    // a dimension line and the obstacles outlined; a tight target's path is drawn in amber
    // with the top of its highest jump marked. Only a report that describes the level as the
    // overlay shows it should be handed over.
    void setFindings(const ValidationReport& report);
    void clearFindings();
    const IssueWhy* why(ObjectId id) const;
    bool isTight(ObjectId id) const;
    // The shortfall drawn for an unreachable target, in level units, and its label.
    struct Dimension {
        QLineF line;
        QString label;
    };
    std::optional<Dimension> dimension(ObjectId id) const;
    // Where the highest jump of a tight target's path peaks (the mark drawn there), if any.
    std::optional<QPointF> tightMark(ObjectId id) const;

    // The play preview's ghost: the player's box at this reference point, or none.
    void setGhost(std::optional<QPointF> position);
    std::optional<QPointF> ghost() const { return mGhost; }
    // The player's box at a reference point.
    QRectF playerBox(QPointF reference) const;

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    struct Finding {
        std::optional<IssueWhy> why;     // unreachable, explained
        bool tight = false;              // reached, with a tight-jump warning
    };
    const Target* target(ObjectId id) const;
    static QRectF markOf(const Target& target);
    std::optional<Dimension> dimensionOf(const Target& target, const IssueWhy& why) const;
    std::optional<QPointF> tightMarkOf(const Target& target) const;
    void updateBounds();
    void paintExplanation(QPainter* painter, const Target& target, const IssueWhy& why) const;
    void paintTightMark(QPainter* painter, QPointF apex) const;
    // A label in screen pixels (whatever the zoom) beside a point of the level.
    static void paintLabel(QPainter* painter, QPointF at, const QString& text, const QColor& colour);

    bool mHasResult = false;
    bool mPlatformer = true;
    bool mSpawnBlocked = false;
    QPointF mSpawn;
    QSizeF mPlayer;
    std::vector<QRectF> mRegion;
    std::vector<Target> mTargets;
    ObjectId mSelected = 0;
    std::optional<QPointF> mGhost;
    std::map<ObjectId, Finding> mFindings;
    QRectF mBounds;
};

} // namespace ledge
