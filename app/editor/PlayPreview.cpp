#include "PlayPreview.h"

#include "ReachOverlay.h"
#include "collision/Movement.h"

#include <QKeyEvent>

#include <cmath>

namespace ledge {

PlayPreview::PlayPreview(QObject* parent) : QObject(parent)
{
    setObjectName(QStringLiteral("playPreview"));
    mTimer.setTimerType(Qt::PreciseTimer);
    mTimer.setInterval(int(std::lround(kStepSeconds * 1000)));
    connect(&mTimer, &QTimer::timeout, this, &PlayPreview::tick);
}

void PlayPreview::setOverlay(ReachOverlay* overlay)
{
    if (mOverlay == overlay)
        return;
    stop();
    mOverlay = overlay;
}

std::vector<QPointF> PlayPreview::sample(const QPolygonF& polyline, double step)
{
    std::vector<QPointF> out;
    if (polyline.isEmpty())
        return out;
    out.push_back(polyline.front());
    // Walk the segments keeping the distance left over from the previous one.
    double carry = 0.0;
    for (qsizetype i = 1; i < polyline.size(); ++i) {
        const QPointF a = polyline[i - 1];
        const QPointF d = polyline[i] - a;
        const double len = std::hypot(d.x(), d.y());
        double s = step - carry;
        for (; s <= len; s += step)
            out.push_back(a + d * (s / len));
        carry = len - (s - step);
    }
    if (out.back() != polyline.back())
        out.push_back(polyline.back());
    return out;
}

void PlayPreview::play(const QPolygonF& path, double stepLength)
{
    stop();
    if (!mOverlay || path.isEmpty())
        return;
    if (stepLength > 0)
        mSteps = sample(path, stepLength);
    else
        mSteps.assign(path.begin(), path.end());
    mStep = 0;
    mOverlay->setGhost(mSteps.front());
    mClock.start();
    mTimer.start();
    emit started();
}

void PlayPreview::tick()
{
    if (!mOverlay || mSteps.empty()) {
        stop();
        return;
    }
    // The step follows the clock, so a late timer skips frames instead of slowing down.
    const auto due = qsizetype(mClock.elapsed() / (kStepSeconds * 1000));
    mStep = int(std::min<qsizetype>(std::max<qsizetype>(due, mStep), qsizetype(mSteps.size()) - 1));
    mOverlay->setGhost(mSteps[std::size_t(mStep)]);
    if (mStep + 1 >= int(mSteps.size())) {
        mTimer.stop();
        emit finished();
    }
}

void PlayPreview::stop()
{
    const bool wasActive = mTimer.isActive() || mStep >= 0;
    mTimer.stop();
    mSteps.clear();
    mStep = -1;
    if (mOverlay)
        mOverlay->setGhost(std::nullopt);
    if (wasActive)
        emit stopped();
}

bool PlayPreview::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::KeyPress && mStep >= 0
        && static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape) {
        stop();
        return true;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace ledge
