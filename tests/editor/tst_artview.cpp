// The editor draws a level's art (from Tiled or LDtk) dimmed under the collision view: on
// opening a map, at every zoom (its pictures come from a cache per level of detail), switched
// off and on from the View menu, and a missing picture is said in the status bar.

#include "ArtItem.h"
#include "Document.h"
#include "DocumentTabs.h"
#include "LevelScene.h"
#include "LevelView.h"
#include "MainWindow.h"
#include "ObjectLayerItem.h"
#include "TileLayerItem.h"

#include <QAction>
#include <QFile>
#include <QPainter>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace ledge;

namespace {

// The scene drawn over `area` (level units) into a picture `scale` pixels per unit.
QImage renderScene(LevelScene& scene, const QRectF& area, double scale)
{
    QImage out((area.size() * scale).toSize(), QImage::Format_ARGB32);
    out.fill(Qt::white);
    QPainter p(&out);
    scene.render(&p, QRectF(QPointF(), QSizeF(out.size())), area);
    return out;
}

// How blue a pixel is: the example's sky is, the editor's level area is not.
int blueness(QRgb c)
{
    return qBlue(c) - qRed(c);
}

} // namespace

class TestArtView : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("LedgeTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_artview"));
        QSettings().clear();
    }

    void mapArtIsDrawnUnderTheCollision()
    {
        MainWindow window;
        QString error;
        QVERIFY2(window.importFile(QStringLiteral(LEDGE_EXAMPLES "/tiled/cave.tmx"), &error), qPrintable(error));
        LevelScene* scene = window.scene();
        ArtItem* art = scene->artItem();
        QVERIFY(art);
        QVERIFY(art->isVisible());
        QCOMPARE(art->opacity(), ArtItem::kDimmedOpacity);
        // Under every layer; the collision layers translucent over it.
        const Level& level = *window.document()->level();
        for (int i = 0; i < level.layerCount(); ++i) {
            const LayerId id = level.layerAt(i).id;
            QGraphicsItem* item = scene->tileLayerItem(id) ? static_cast<QGraphicsItem*>(scene->tileLayerItem(id))
                                                            : scene->objectLayerItem(id);
            QVERIFY(item);
            QVERIFY(item->zValue() > art->zValue());
            QCOMPARE(item->opacity(), LevelScene::kCollisionOverArtOpacity);
        }
        QAction* show = window.action(QStringLiteral("actionShowArt"));
        QVERIFY(show && show->isEnabled() && show->isChecked());

        // The sky at (100, 100) is blue at full size and far out (other levels of detail).
        const QRectF sky(96, 96, 8, 8);
        for (double scale : {1.0, 0.25, 0.03}) {
            const QImage got = renderScene(*scene, QRectF(0, 0, 1280, 480), scale);
            const QRgb c = got.pixel(int(100 * scale), int(100 * scale));
            QVERIFY2(blueness(c) > 40, qPrintable(QStringLiteral("scale %1: %2").arg(scale).arg(QColor(c).name())));
        }
        // Zoomed in, a grass tile's green shows through the translucent solid cells.
        const QImage close = renderScene(*scene, QRectF(64, 384, 32, 32), 4);
        const QRgb grass = close.pixel(64, 8);
        QVERIFY2(qGreen(grass) > qRed(grass) + 20, qPrintable(QColor(grass).name()));

        // Off: no art, the collision opaque again, the sky the level area's own colour.
        show->trigger();
        QVERIFY(!art->isVisible());
        QCOMPARE(scene->tileLayerItem(level.layerAt(0).id)->opacity(), 1.0);
        QVERIFY(blueness(renderScene(*scene, sky, 1).pixel(4, 4)) < 10);
        show->trigger();
        QVERIFY(art->isVisible());
        QVERIFY(blueness(renderScene(*scene, sky, 1).pixel(4, 4)) > 40);
    }

    // The choice holds for every tab: a level without art leaves the action disabled, and
    // the map's tab keeps the art off when switched back to.
    void choiceHoldsAcrossTabs()
    {
        MainWindow window;
        QString error;
        QVERIFY2(window.importFile(QStringLiteral(LEDGE_EXAMPLES "/tiled/cave.tmx"), &error), qPrintable(error));
        LevelScene* mapScene = window.scene();
        QAction* show = window.action(QStringLiteral("actionShowArt"));
        show->trigger();
        QVERIFY(!mapScene->artItem()->isVisible());
        QVERIFY2(window.loadFile(QStringLiteral(LEDGE_EXAMPLES "/platformer.ledge"), &error), qPrintable(error));
        QVERIFY(window.scene() != mapScene);
        QVERIFY(!window.scene()->artItem());
        QVERIFY(!show->isEnabled());
        window.tabs()->setCurrent(window.tabs()->tab(0));
        QCOMPARE(window.scene(), mapScene);
        QVERIFY(show->isEnabled());
        QVERIFY(!mapScene->artItem()->isVisible());
    }

    void missingPictureIsSaid()
    {
        QTemporaryDir dir;
        // The example map without its pictures beside it.
        QVERIFY(QFile::copy(QStringLiteral(LEDGE_EXAMPLES "/tiled/cave.tmx"), dir.filePath(QStringLiteral("cave.tmx"))));
        MainWindow window;
        QString error;
        QVERIFY2(window.importFile(dir.filePath(QStringLiteral("cave.tmx")), &error), qPrintable(error));
        QVERIFY(window.scene()->artItem());
        const QString message = window.statusBar()->currentMessage();
        QVERIFY2(message.contains(QStringLiteral("of the level's art not found, first:")) && message.contains(QStringLiteral("cave-")), qPrintable(message));
        // Drawing without them does not fail: the collision is all there is.
        renderScene(*window.scene(), QRectF(0, 0, 1280, 480), 0.5);
        QCOMPARE(window.scene()->artItem()->missingPictures().size(), 2);
    }
};

QTEST_MAIN(TestArtView)
#include "tst_artview.moc"
