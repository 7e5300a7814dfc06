#pragma once
// What the reachability overlay's tests start from: the real editor window shown offscreen, its
// reachability controller, and whether the overlay drew a target as reached.

#include "MainWindow.h"
#include "ReachController.h"
#include "ReachOverlay.h"

#include <QTest>

#include <memory>

namespace ledge::test {

struct OverlayWindow {
    std::unique_ptr<MainWindow> window;
    ReachController* reach = nullptr;

    // A new window, shown; false when it or its controller is missing.
    bool open()
    {
        window = std::make_unique<MainWindow>();
        window->show();
        if (!QTest::qWaitForWindowExposed(window.get()))
            return false;
        reach = window->findChild<ReachController*>(QStringLiteral("reachController"));
        return reach != nullptr;
    }
};

inline bool overlayReached(const ReachOverlay* overlay, ObjectId id)
{
    for (const ReachOverlay::Target& t : overlay->targets())
        if (t.id == id)
            return t.reached;
    return false;
}

} // namespace ledge::test
