#pragma once
// The play preview: a ghost of the player's box walks a found path at the fixed step of the
// movement model (60 steps per second). Platformer paths already hold one position per step;
// top-down polylines are sampled at runSpeed / 60 units per step. Esc on the canvas stops it.

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QPolygonF>
#include <QTimer>

#include <vector>

namespace ledge {

class ReachOverlay;

class PlayPreview : public QObject {
    Q_OBJECT

public:
    explicit PlayPreview(QObject* parent = nullptr);

    void setOverlay(ReachOverlay* overlay);
    // Starts from the first position; stepLength > 0 samples the path as a polyline.
    void play(const QPolygonF& path, double stepLength = 0.0);
    void stop(); // hides the ghost
    bool isPlaying() const { return mTimer.isActive(); }
    int stepCount() const { return int(mSteps.size()); }
    int currentStep() const { return mStep; }

    // Per-step positions of a polyline walked at `step` units per step (first and last kept).
    static std::vector<QPointF> sample(const QPolygonF& polyline, double step);

signals:
    void started();
    void finished(); // reached the end of the path; the ghost stays there until stop()
    void stopped();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void tick();

    QPointer<ReachOverlay> mOverlay;
    QTimer mTimer;
    QElapsedTimer mClock;
    std::vector<QPointF> mSteps;
    int mStep = -1;
};

} // namespace ledge
