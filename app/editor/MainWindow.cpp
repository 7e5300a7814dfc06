#include "MainWindow.h"

#include "Document.h"
#include "ArtItem.h"
#include "DocumentTabs.h"
#include "ObjectClipboard.h"
#include "Icons.h"
#include "ImportOptionsDialog.h"
#include "IssuesDock.h"
#include "LayersDock.h"
#include "LevelScene.h"
#include "LevelView.h"
#include "MergeDialog.h"
#include "MarkerTool.h"
#include "NewLevelDialog.h"
#include "ObjectOps.h"
#include "ObjectTypesDialog.h"
#include "OutlinerDock.h"
#include "PolygonTool.h"
#include "FileWatcher.h"
#include "Preferences.h"
#include "Recovery.h"
#include "PropertiesDock.h"
#include "ReachController.h"
#include "Retranslate.h"
#include "SelectTool.h"
#include "SettingsDock.h"
#include "Style.h"
#include "ShapeGeometry.h"
#include "ShapeTool.h"
#include "TileTool.h"
#include "model/CommandText.h"
#include "model/ImportProfile.h"
#include "model/LevelFile.h"
#include "model/LevelMerge.h"
#include "model/LevelSync.h"
#include "model/Validator.h"
#include "plugins/host/PluginManager.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTableWidget>
#include <QToolBar>
#include <QUndoGroup>
#include <QUndoView>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace ledge {

namespace {
constexpr int kMaxRecent = 8;
const QString kFileFilter = QT_TRANSLATE_NOOP("ledge::MainWindow", "Ledge levels (*.ledge);;All files (*)");
} // namespace

MainWindow::MainWindow(QWidget* parent) : Retranslating(parent), mTabs(new DocumentTabs(this))
{
    setObjectName(QStringLiteral("MainWindow"));
    setCentralWidget(mTabs);
    setDockNestingEnabled(true);
    // The first tab: the window's parts are made for its level, then follow the current tab.
    plugins(); // the tabs' rule runners share the plugins
    connect(mTabs, &DocumentTabs::tabCreated, this, &MainWindow::setUpTab);
    const EditorTab* first = mTabs->createTab();
    mDocument = first->document();
    mScene = first->scene();
    mView = first->view();
    mRecovery = first->recovery();
    mWatcher = first->fileWatcher();
    mTabs->setSaver([this](EditorTab* tab) {
        mTabs->setCurrent(tab);
        return save();
    });
    createTools();
    createActions();
    createDocks();
    createMenus();
    createToolBars();
    createStatusBar();
    updateUndoTexts();
    // Reachability overlay and play preview (ReachController.h): View menu and tool bar actions.
    mReach = new ReachController(mDocument, mScene, mView, this);
    mReach->addTo(mViewMenu, findChild<QToolBar*>(QStringLiteral("mainToolBar")));
    connect(mReach, &ReachController::statusMessage, this,
            [this](const QString& m) { statusBar()->showMessage(m, 8000); });
    connect(mTabs, &DocumentTabs::currentTabChanged, this, &MainWindow::switchTo);
    setTool(ToolId::Select);
    updateTitle();
    updateStatusIssues();
    resize(1440, 900);
}

MainWindow::~MainWindow()
{
    // A field still being typed in commits when it loses the focus. Let it lose it now, while
    // the level it writes to exists: closing the window would take the focus away only after
    // the tabs, and their documents, are gone.
    if (QWidget* focused = QApplication::focusWidget(); focused && isAncestorOf(focused))
        focused->clearFocus();
    // The tabs' views, scenes and documents go while the docks still exist, and nothing of them
    // may reach a window already half destroyed.
    disconnect(mTabs, nullptr, this, nullptr);
    disconnect(mTabs->undoGroup(), nullptr, this, nullptr);
    for (EditorTab* tab : mTabs->tabs()) {
        disconnect(tab->document(), nullptr, this, nullptr);
        disconnect(tab->document()->undoStack(), nullptr, this, nullptr);
        disconnect(tab->view(), nullptr, this, nullptr);
    }
    mTabs->tearDown();
}

void MainWindow::setUpTab(EditorTab* tab)
{
    Document* doc = tab->document();
    const auto ifCurrent = [this, tab](auto f) {
        return [this, tab, f] {
            if (mTabs->current() == tab)
                f();
        };
    };
    connect(doc->undoStack(), &QUndoStack::cleanChanged, this, ifCurrent([this] { updateTitle(); }));
    connect(doc, &Document::filePathChanged, this, ifCurrent([this] { updateTitle(); }));
    connect(doc, &Document::validated, this, ifCurrent([this] { updateStatusIssues(); }));
    connect(doc, &Document::snapChanged, this, ifCurrent([this] { updateSnapUi(); }));
    connect(doc, &Document::levelReplaced, this, ifCurrent([this] {
        updateArtUi();
        // Said once, when a level is opened or reloaded, not at every switch of tabs.
        if (const QString missing = missingArtMessage(); !missing.isEmpty())
            statusBar()->showMessage(missing, 10000);
    }));
    LevelView* view = tab->view();
    connect(view, &LevelView::cursorMoved, this, [this, tab](QPointF p) {
        if (mTabs->current() == tab)
            showCursorPosition(p);
    });
    connect(view, &LevelView::zoomChanged, this, [this, tab](double z) {
        if (mTabs->current() == tab && mZoomLabel)
            mZoomLabel->setText(tr("Zoom %1%").arg(int(std::round(z * 100))));
    });
    connect(view, &LevelView::canvasMenuRequested, this, [this, tab](QPointF p, QPoint global) {
        if (mTabs->current() != tab)
            return;
        if (const std::unique_ptr<QMenu> menu = canvasMenu(p))
            menu->exec(global);
    });
    // A file changed on disk asks about its own tab's level.
    connect(tab->fileWatcher(), &FileWatcher::changedOnDisk, this,
            [this, tab](const QString& path, bool exists) { reloadOffered(tab, path, exists); });
    // The rule plugins' findings are listed live, like the built-in checks.
    doc->setRuleRunner([manager = mPlugins](const Level& level) { return manager->runRules(level); });
    const EditorPreferences prefs = EditorPreferences::load();
    doc->setSnapEnabled(prefs.snap);
    doc->setSnapSubdivisions(prefs.snapSubdivisions);
    tab->recovery()->setInterval(std::chrono::seconds(prefs.autosaveSeconds));
}

void MainWindow::switchTo(EditorTab* tab)
{
    // The tool stays the same and works on the new level.
    Tool* tool = mView->tool();
    mView->setTool(nullptr);
    mDocument = tab->document();
    mScene = tab->scene();
    mView = tab->view();
    mRecovery = tab->recovery();
    mWatcher = tab->fileWatcher();
    for (auto& [id, t] : mTools)
        t->setTarget(mDocument, mView);
    mView->setTool(tool);
    mLayersDock->setDocument(mDocument);
    mPropertiesDock->setDocument(mDocument, mScene);
    mSettingsDock->setDocument(mDocument);
    mIssuesDock->setDocument(mDocument);
    mOutlinerDock->setDocument(mDocument, mScene);
    mReach->setDocument(mDocument, mScene, mView);
    updateArtUi();
    mCursorSeen = false; // the cursor was over another canvas
    if (mRoleCombo)
        mRoleCombo->setCurrentIndex(std::max(0, mRoleCombo->findData(int(mDocument->newShapeRole()))));
    mZoomLabel->setText(tr("Zoom %1%").arg(int(std::round(mView->zoom() * 100))));
    updateSnapUi();
    updateUndoTexts();
    updateStatusIssues();
    updateTitle();
}

QAction* MainWindow::action(const QString& objectName) const
{
    return findChild<QAction*>(objectName);
}

Tool* MainWindow::currentTool() const
{
    return mView->tool();
}

void MainWindow::createTools()
{
    mTools[ToolId::Select] = new SelectTool(mDocument, mView, this);
    mTools[ToolId::Box] = new ShapeTool(ShapeTool::Kind::Box, mDocument, mView, this);
    mTools[ToolId::Circle] = new ShapeTool(ShapeTool::Kind::Circle, mDocument, mView, this);
    mTools[ToolId::Polygon] = new PolygonTool(mDocument, mView, this);
    mTools[ToolId::Slope] = new ShapeTool(ShapeTool::Kind::Slope, mDocument, mView, this);
    mTools[ToolId::Tiles] = new TileTool(mDocument, mView, this);
    mTools[ToolId::Spawn] = new MarkerTool(Role::Spawn, mDocument, mView, this);
    mTools[ToolId::Goal] = new MarkerTool(Role::Goal, mDocument, mView, this);
    mTools[ToolId::Pickup] = new MarkerTool(Role::Pickup, mDocument, mView, this);
    for (auto& [id, tool] : mTools)
        connect(tool, &Tool::statusMessage, this, [this](const QString& m) { statusBar()->showMessage(m, 4000); });
}

void MainWindow::setTool(ToolId id)
{
    mView->setTool(mTools.at(id));
    if (auto it = mToolActions.find(id); it != mToolActions.end())
        it->second->setChecked(true);
    // The eraser is a mode of the tile brush: it is off (and not highlighted) under other tools.
    if (QAction* eraser = action(QStringLiteral("actionEraser")); eraser && id != ToolId::Tiles)
        eraser->setChecked(false);
}

void MainWindow::createActions()
{
    auto make = [this](const QString& name, const char* source, const QKeySequence& key = {},
                       const QIcon& icon = {}) {
        auto* a = new QAction(icon, QString(), this);
        a->setObjectName(name);
        if (source)
            trTag(a, "ledge::MainWindow", source);
        if (!key.isEmpty())
            a->setShortcut(key);
        addAction(a);
        return a;
    };
    // File
    connect(make("actionNew", QT_TR_NOOP("&New…"), QKeySequence::New), &QAction::triggered, this, &MainWindow::newLevelDialog);
    connect(make("actionOpen", QT_TR_NOOP("&Open…"), QKeySequence::Open), &QAction::triggered, this, &MainWindow::openDialog);
    connect(make("actionSave", QT_TR_NOOP("&Save"), QKeySequence::Save), &QAction::triggered, this, &MainWindow::save);
    connect(make("actionSaveAs", QT_TR_NOOP("Save &As…"), QKeySequence::SaveAs), &QAction::triggered, this, &MainWindow::saveAs);
    connect(make("actionImport", QT_TR_NOOP("&Import…"), QKeySequence(Qt::CTRL | Qt::Key_I)), &QAction::triggered, this, &MainWindow::importDialog);
    connect(make("actionExport", QT_TR_NOOP("&Export…"), QKeySequence(Qt::CTRL | Qt::Key_E)), &QAction::triggered, this, &MainWindow::exportDialog);
    connect(make("actionQuit", QT_TR_NOOP("&Quit"), QKeySequence::Quit), &QAction::triggered, this, &QWidget::close);

    // Edit
    // Undo and redo: the menu says what they undo ("Undo Move spawn"), the tool bar shows an
    // icon of a fixed size; both follow a language switch (updateUndoTexts()).
    QAction* undo = make("actionUndo", nullptr, QKeySequence::Undo, icons::icon(icons::Glyph::Undo));
    QAction* redo = make("actionRedo", nullptr, QKeySequence::Redo, icons::icon(icons::Glyph::Redo));
    redo->setShortcuts({QKeySequence::Redo, QKeySequence(Qt::CTRL | Qt::Key_Y)});
    // They act on the current tab's undo stack (the group's active one).
    QUndoGroup* stack = mTabs->undoGroup();
    connect(undo, &QAction::triggered, stack, &QUndoGroup::undo);
    connect(redo, &QAction::triggered, stack, &QUndoGroup::redo);
    connect(stack, &QUndoGroup::canUndoChanged, undo, &QAction::setEnabled);
    connect(stack, &QUndoGroup::canRedoChanged, redo, &QAction::setEnabled);
    connect(stack, &QUndoGroup::undoTextChanged, this, &MainWindow::updateUndoTexts);
    connect(stack, &QUndoGroup::redoTextChanged, this, &MainWindow::updateUndoTexts);
    undo->setEnabled(stack->canUndo());
    redo->setEnabled(stack->canRedo());
    connect(make("actionCut", QT_TR_NOOP("Cu&t"), QKeySequence::Cut), &QAction::triggered, this, [this] {
        copy();
        ops::deleteObjects(*mDocument, mScene->selectedIds());
    });
    connect(make("actionCopy", QT_TR_NOOP("&Copy"), QKeySequence::Copy), &QAction::triggered, this, &MainWindow::copy);
    connect(make("actionPaste", QT_TR_NOOP("&Paste"), QKeySequence::Paste), &QAction::triggered, this, &MainWindow::paste);
    connect(make("actionDuplicate", QT_TR_NOOP("D&uplicate"), QKeySequence(Qt::CTRL | Qt::Key_D)), &QAction::triggered, this, [this] {
        const QList<ObjectId> ids = mScene->selectedIds();
        mScene->setSelectedIds(ops::duplicate(*mDocument, ids, ops::freeOffset(*mDocument, ids)));
    });
    connect(make("actionDelete", QT_TR_NOOP("&Delete"), QKeySequence::Delete), &QAction::triggered, this, &MainWindow::deleteRequested);
    connect(make("actionSelectAll", QT_TR_NOOP("Select &All"), QKeySequence::SelectAll), &QAction::triggered, this, [this] {
        mScene->setSelectedIds(mScene->objectsIn(mScene->sceneRect()));
    });
    connect(make("actionFlip", QT_TR_NOOP("&Flip Slope"), QKeySequence(Qt::Key_F)), &QAction::triggered, this, &MainWindow::flipRequested);
    connect(make("actionObjectTypes", QT_TR_NOOP("Object &Types…")), &QAction::triggered, this, [this] {
        ObjectTypesDialog dialog(mDocument, this);
        dialog.exec();
    });
    connect(make("actionPreferences", QT_TR_NOOP("P&references…"), QKeySequence::Preferences), &QAction::triggered, this, &MainWindow::preferencesDialog);

    // View
    connect(make("actionZoomIn", QT_TR_NOOP("Zoom &In"), QKeySequence(Qt::Key_Plus)), &QAction::triggered, this, [this] { mView->zoomIn(); });
    action("actionZoomIn")->setShortcuts({QKeySequence(Qt::Key_Plus), QKeySequence(Qt::Key_Equal), QKeySequence::ZoomIn});
    connect(make("actionZoomOut", QT_TR_NOOP("Zoom &Out"), QKeySequence(Qt::Key_Minus)), &QAction::triggered, this, [this] { mView->zoomOut(); });
    action("actionZoomOut")->setShortcuts({QKeySequence(Qt::Key_Minus), QKeySequence::ZoomOut});
    connect(make("actionFit", QT_TR_NOOP("&Fit to Level"), QKeySequence(Qt::CTRL | Qt::Key_0), icons::icon(icons::Glyph::Fit)),
            &QAction::triggered, this, [this] { mView->fitToLevel(); });
    QAction* art = make("actionShowArt", QT_TR_NOOP("Show &Art"));
    art->setCheckable(true);
    art->setChecked(true);
    trTag(art, "ledge::MainWindow", QT_TR_NOOP("The pictures the level came with from Tiled or LDtk, dimmed under the collision"),
          TrField::ToolTip);
    connect(art, &QAction::toggled, this, [this](bool on) { mScene->setArtVisible(on); });
    QAction* snap = make("actionSnap", QT_TR_NOOP("&Snap to Grid"), QKeySequence(Qt::Key_G), icons::icon(icons::Glyph::Snap));
    snap->setCheckable(true);
    snap->setChecked(mDocument->snapEnabled());
    connect(snap, &QAction::toggled, this, [this](bool on) { mDocument->setSnapEnabled(on); });
    auto* subdivisions = new QActionGroup(this);
    for (int n : {1, 2, 4, 8}) {
        QAction* a = make(QStringLiteral("actionSubdivide%1").arg(n), nullptr); // text: retranslateUi()
        a->setCheckable(true);
        a->setChecked(n == mDocument->snapSubdivisions());
        a->setActionGroup(subdivisions);
        connect(a, &QAction::triggered, this, [this, n] { mDocument->setSnapSubdivisions(n); });
    }

    // Tools
    mToolGroup = new QActionGroup(this);
    struct ToolDef { ToolId id; const char* name; const char* text; QKeySequence key; icons::Glyph glyph; };
    const ToolDef defs[] = {
        {ToolId::Select, "toolSelect", QT_TR_NOOP("Select"), QKeySequence(Qt::Key_S), icons::Glyph::Select},
        {ToolId::Box, "toolBox", QT_TR_NOOP("Box"), QKeySequence(Qt::Key_R), icons::Glyph::Box},
        {ToolId::Circle, "toolCircle", QT_TR_NOOP("Circle"), QKeySequence(Qt::Key_E), icons::Glyph::Circle},
        {ToolId::Polygon, "toolPolygon", QT_TR_NOOP("Polygon"), QKeySequence(Qt::Key_P), icons::Glyph::Polygon},
        {ToolId::Slope, "toolSlope", QT_TR_NOOP("Slope"), QKeySequence(Qt::Key_L), icons::Glyph::Slope},
        {ToolId::Tiles, "toolTiles", QT_TR_NOOP("Tile Brush"), QKeySequence(Qt::Key_T), icons::Glyph::TileBrush},
        {ToolId::Spawn, "toolSpawn", QT_TR_NOOP("Spawn"), QKeySequence(Qt::Key_1), icons::Glyph::Spawn},
        {ToolId::Goal, "toolGoal", QT_TR_NOOP("Goal"), QKeySequence(Qt::Key_2), icons::Glyph::Goal},
        {ToolId::Pickup, "toolPickup", QT_TR_NOOP("Pickup"), QKeySequence(Qt::Key_3), icons::Glyph::Pickup},
    };
    for (const ToolDef& d : defs) {
        QAction* a = make(QString::fromLatin1(d.name), d.text, d.key, icons::icon(d.glyph));
        a->setCheckable(true);
        a->setActionGroup(mToolGroup);
        const ToolId id = d.id;
        connect(a, &QAction::triggered, this, [this, id] { setTool(id); });
        mToolActions[id] = a;
    }
    QAction* eraser = make("actionEraser", QT_TR_NOOP("Eraser"), QKeySequence(Qt::Key_X), icons::icon(icons::Glyph::Eraser));
    eraser->setCheckable(true);
    trTag(eraser, "ledge::MainWindow", QT_TR_NOOP("Eraser for the tile brush (X); the right button always erases"), TrField::ToolTip);
    connect(eraser, &QAction::toggled, this, [this](bool on) {
        static_cast<TileTool*>(mTools.at(ToolId::Tiles))->setEraser(on);
        if (on)
            setTool(ToolId::Tiles);
    });

    retranslateActions();

    // Help
    connect(make("actionShortcuts", QT_TR_NOOP("&Keyboard Shortcuts"), QKeySequence(Qt::Key_F1)), &QAction::triggered, this, &MainWindow::showShortcuts);
    connect(make("actionAbout", QT_TR_NOOP("&About Ledge")), &QAction::triggered, this, &MainWindow::showAbout);
}

void MainWindow::retranslateActions()
{
    for (int n : {1, 2, 4, 8})
        if (QAction* a = action(QStringLiteral("actionSubdivide%1").arg(n)))
            a->setText(n == 1 ? tr("Whole Cells") : tr("1/%1 Cell").arg(n));
    for (auto& [id, a] : mToolActions)
        a->setToolTip(tr("%1 (%2)").arg(a->text(), a->shortcut().toString(QKeySequence::NativeText)));
}

void MainWindow::retranslateUi()
{
    // Docks and dialogs retranslate themselves on their own LanguageChange event.
    retranslateTagged(this, "ledge::MainWindow");
    retranslateActions();
    // The history's texts, the menu's undo/redo texts and the issues' messages.
    for (EditorTab* tab : mTabs->tabs())
        retranslateCommands(*tab->document()->undoStack());
    if (auto* history = findChild<QUndoView*>(QStringLiteral("historyView"))) {
        history->setEmptyLabel(tr("<opened>"));
        history->setGroup(nullptr); // the view has no other way to learn the texts changed
        history->setGroup(mTabs->undoGroup());
    }
    retranslateTagged(this, "ledge::DocumentTabs");
    updateUndoTexts();
    for (EditorTab* tab : mTabs->tabs())
        tab->document()->revalidate();
    if (mPositionLabel)
        showCursorPosition(mCursor);
    if (mTileCombo) {
        mTileCombo->setItemText(0, tr("Solid #"));
        mTileCombo->setItemText(1, tr("One-way ="));
        mTileCombo->setItemText(2, tr("Hazard ^"));
    }
    if (mRoleCombo)
        for (int i = 0; i < mRoleCombo->count(); ++i)
            mRoleCombo->setItemText(i, style::roleLabel(Role(mRoleCombo->itemData(i).toInt())));
    updateSnapUi();
    if (mIssuesLabel)
        updateStatusIssues();
    updateTitle();
}

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(QString());
    file->setObjectName("menuFile");
    trTag(file, "ledge::MainWindow", QT_TR_NOOP("&File"));
    file->addAction(action("actionNew"));
    file->addAction(action("actionOpen"));
    mRecentMenu = file->addMenu(QString());
    trTag(mRecentMenu, "ledge::MainWindow", QT_TR_NOOP("Open &Recent"));
    rebuildRecentMenu();
    file->addSeparator();
    file->addAction(action("actionSave"));
    file->addAction(action("actionSaveAs"));
    file->addAction(action("actionCloseTab"));
    file->addSeparator();
    file->addAction(action("actionImport"));
    file->addAction(action("actionExport"));
    file->addSeparator();
    file->addAction(action("actionQuit"));

    QMenu* edit = menuBar()->addMenu(QString());
    edit->setObjectName("menuEdit");
    trTag(edit, "ledge::MainWindow", QT_TR_NOOP("&Edit"));
    edit->addAction(action("actionUndo"));
    edit->addAction(action("actionRedo"));
    edit->addSeparator();
    for (const char* name : {"actionCut", "actionCopy", "actionPaste", "actionDuplicate", "actionDelete"})
        edit->addAction(action(QString::fromLatin1(name)));
    edit->addSeparator();
    edit->addAction(action("actionSelectAll"));
    edit->addAction(action("actionFlip"));
    edit->addSeparator();
    edit->addAction(action("actionObjectTypes"));
    edit->addAction(action("actionPreferences"));

    mViewMenu = menuBar()->addMenu(QString());
    mViewMenu->setObjectName("menuView");
    trTag(mViewMenu, "ledge::MainWindow", QT_TR_NOOP("&View"));
    mViewMenu->addAction(action("actionZoomIn"));
    mViewMenu->addAction(action("actionZoomOut"));
    mViewMenu->addAction(action("actionFit"));
    mViewMenu->addAction(action("actionShowArt"));
    mViewMenu->addSeparator();
    mViewMenu->addAction(action("actionNextTab"));
    mViewMenu->addAction(action("actionPreviousTab"));
    mViewMenu->addSeparator();
    mViewMenu->addAction(action("actionSnap"));
    QMenu* sub = mViewMenu->addMenu(QString());
    trTag(sub, "ledge::MainWindow", QT_TR_NOOP("Snap Subdivisions"));
    for (int n : {1, 2, 4, 8})
        sub->addAction(action(QStringLiteral("actionSubdivide%1").arg(n)));
    mViewMenu->addSeparator();
    for (QDockWidget* dock : findChildren<QDockWidget*>())
        mViewMenu->addAction(dock->toggleViewAction());

    QMenu* tools = menuBar()->addMenu(QString());
    tools->setObjectName("menuTools");
    trTag(tools, "ledge::MainWindow", QT_TR_NOOP("&Tools"));
    for (QAction* a : mToolGroup->actions())
        tools->addAction(a);
    tools->addAction(action("actionEraser"));

    QMenu* help = menuBar()->addMenu(QString());
    help->setObjectName("menuHelp");
    trTag(help, "ledge::MainWindow", QT_TR_NOOP("&Help"));
    help->addAction(action("actionShortcuts"));
    help->addAction(action("actionAbout"));
}

void MainWindow::createToolBars()
{
    QToolBar* main = addToolBar(QString());
    trTag(main, "ledge::MainWindow", QT_TR_NOOP("Main"));
    main->setObjectName("mainToolBar");
    main->setIconSize(QSize(22, 22));
    main->setMovable(false);
    main->addAction(action("actionUndo"));
    main->addAction(action("actionRedo"));
    main->addSeparator();
    for (QAction* a : mToolGroup->actions())
        main->addAction(a);
    main->addAction(action("actionEraser"));
    main->addSeparator();

    auto* rolesLabel = new QLabel(main);
    trTag(rolesLabel, "ledge::MainWindow", QT_TR_NOOP(" New shapes: "));
    main->addWidget(rolesLabel);
    mRoleCombo = new QComboBox(main);
    mRoleCombo->setObjectName("roleCombo");
    mRoleCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents); // grows with a longer language
    for (Role r : {Role::Solid, Role::OneWay, Role::Hazard, Role::Trigger, Role::Goal, Role::Pickup})
        mRoleCombo->addItem(style::roleLabel(r), int(r));
    connect(mRoleCombo, &QComboBox::activated, this,
            [this] { mDocument->setNewShapeRole(Role(mRoleCombo->currentData().toInt())); });
    main->addWidget(mRoleCombo);

    auto* tilesLabel = new QLabel(main);
    trTag(tilesLabel, "ledge::MainWindow", QT_TR_NOOP("  Tiles: "));
    main->addWidget(tilesLabel);
    mTileCombo = new QComboBox(main);
    mTileCombo->setObjectName("tileCombo");
    mTileCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    mTileCombo->addItem(tr("Solid #"), int(TileKind::Solid));
    mTileCombo->addItem(tr("One-way ="), int(TileKind::OneWay));
    mTileCombo->addItem(tr("Hazard ^"), int(TileKind::Hazard));
    connect(mTileCombo, &QComboBox::activated, this, [this] {
        static_cast<TileTool*>(mTools.at(ToolId::Tiles))->setKind(TileKind(char(mTileCombo->currentData().toInt())));
        setTool(ToolId::Tiles);
    });
    main->addWidget(mTileCombo);
    main->addSeparator();
    main->addAction(action("actionSnap"));
    main->addAction(action("actionFit"));
}

void MainWindow::createDocks()
{
    mLayersDock = new LayersDock(mDocument, this);
    mPropertiesDock = new PropertiesDock(mDocument, mScene, this);
    mSettingsDock = new SettingsDock(mDocument, this);
    mIssuesDock = new IssuesDock(mDocument, this);
    auto* history = new QDockWidget(this);
    trTag(history, "ledge::MainWindow", QT_TR_NOOP("History"));
    history->setObjectName("HistoryDock");
    auto* undoView = new QUndoView(mTabs->undoGroup(), history); // the current tab's history
    undoView->setObjectName(QStringLiteral("historyView"));
    undoView->setEmptyLabel(tr("<opened>"));
    history->setWidget(undoView);

    addDockWidget(Qt::RightDockWidgetArea, mLayersDock);
    addDockWidget(Qt::RightDockWidgetArea, mPropertiesDock);
    tabifyDockWidget(mLayersDock, history);
    // The Objects list (outliner) beside Layers and History.
    mOutlinerDock = new OutlinerDock(mDocument, mScene, this);
    tabifyDockWidget(mLayersDock, mOutlinerDock);
    connect(mOutlinerDock, &OutlinerDock::jumpRequested, this, [this](const QList<ObjectId>& ids) {
        Issue focus;
        focus.objects.assign(ids.begin(), ids.end());
        jumpToIssue(focus);
    });
    tabifyDockWidget(mPropertiesDock, mSettingsDock);
    mLayersDock->raise();
    mPropertiesDock->raise();
    addDockWidget(Qt::BottomDockWidgetArea, mIssuesDock);
    resizeDocks({mLayersDock, mPropertiesDock}, {260, 420}, Qt::Vertical);
    resizeDocks({mLayersDock}, {330}, Qt::Horizontal);
    resizeDocks({mIssuesDock}, {170}, Qt::Vertical);

    connect(mIssuesDock, &IssuesDock::issueActivated, this, &MainWindow::jumpToIssue);
    connect(mIssuesDock, &IssuesDock::fixHovered, this,
            [this](const std::optional<IssueFix>& fix) { mScene->previewFix(fix); });
    connect(mIssuesDock, &IssuesDock::statusMessage, this, [this](const QString& m) { statusBar()->showMessage(m, 5000); });
}

void MainWindow::createStatusBar()
{
    mPositionLabel = new QLabel(this);
    mZoomLabel = new QLabel(this);
    mSnapLabel = new QLabel(this);
    mIssuesLabel = new QLabel(this);
    for (QLabel* l : {mPositionLabel, mSnapLabel, mZoomLabel, mIssuesLabel}) {
        l->setContentsMargins(8, 0, 8, 0);
        statusBar()->addPermanentWidget(l);
    }
    mPositionLabel->setMinimumWidth(230);
    mSnapLabel->setText(tr("Snap: 1/%1 cell").arg(mDocument->snapSubdivisions()));
    mZoomLabel->setText(tr("Zoom %1%").arg(100));
}

void MainWindow::showCursorPosition(QPointF p)
{
    mCursor = p;
    mCursorSeen = true;
    const double cell = mDocument->level()->grid().cellSize;
    mPositionLabel->setText(tr("%1, %2 px   cell %3, %4")
                                .arg(std::round(p.x() * 10) / 10)
                                .arg(std::round(p.y() * 10) / 10)
                                .arg(int(std::floor(p.x() / cell)))
                                .arg(int(std::floor(p.y() / cell))));
}

void MainWindow::updateArtUi()
{
    // One choice for every tab; the action is there for levels that have art.
    QAction* art = action(QStringLiteral("actionShowArt"));
    if (!art)
        return;
    mScene->setArtVisible(art->isChecked());
    art->setEnabled(mScene->artItem() != nullptr);
}

QString MainWindow::missingArtMessage() const
{
    const ArtItem* item = mScene->artItem();
    if (!item)
        return {};
    // Pictures moved or never copied with the map: said once; the rest of the art still shows.
    QStringList missing;
    const LevelArt& art = item->art();
    for (int i = 0; i < art.pictures.size(); ++i)
        if (!QFileInfo::exists(art.picturePath(i)))
            missing << QDir::toNativeSeparators(art.picturePath(i));
    if (missing.isEmpty())
        return {};
    return tr("%n picture(s) of the level's art not found, first: %1", nullptr, int(missing.size())).arg(missing.first());
}

void MainWindow::updateSnapUi()
{
    if (QAction* snap = action(QStringLiteral("actionSnap")))
        snap->setChecked(mDocument->snapEnabled());
    if (QAction* a = action(QStringLiteral("actionSubdivide%1").arg(mDocument->snapSubdivisions())))
        a->setChecked(true);
    mView->viewport()->update();
    if (mSnapLabel)
        mSnapLabel->setText(mDocument->snapEnabled() ? tr("Snap: 1/%1 cell").arg(mDocument->snapSubdivisions()) : tr("Snap: off"));
}

void MainWindow::updateUndoTexts()
{
    const QUndoGroup* stack = mTabs->undoGroup(); // the current tab's stack
    QAction* undo = action(QStringLiteral("actionUndo"));
    QAction* redo = action(QStringLiteral("actionRedo"));
    if (!undo || !redo)
        return;
    undo->setText(stack->undoText().isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(stack->undoText()));
    redo->setText(stack->redoText().isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(stack->redoText()));
    // The tool bar shows the icon only; its tip says what would be undone.
    undo->setIconText(tr("Undo"));
    redo->setIconText(tr("Redo"));
    undo->setToolTip(undo->text().remove(QLatin1Char('&')));
    redo->setToolTip(redo->text().remove(QLatin1Char('&')));
}

void MainWindow::updateStatusIssues()
{
    const ValidationReport& r = mDocument->report();
    const int errors = r.errorCount();
    const int warnings = r.warningCount();
    if (!errors && !warnings) {
        mIssuesLabel->setText(tr("✔ valid"));
        mIssuesLabel->setStyleSheet(QStringLiteral("color: #1b7a4a;"));
    } else {
        mIssuesLabel->setText(tr("Errors: %1 · Warnings: %2").arg(errors).arg(warnings));
        mIssuesLabel->setStyleSheet(errors ? QStringLiteral("color: #c0392b; font-weight: bold;")
                                           : QStringLiteral("color: #a86b00;"));
    }
}

void MainWindow::updateTitle()
{
    setWindowModified(!mDocument->undoStack()->isClean());
    setWindowTitle(tr("%1[*] — Ledge").arg(mDocument->displayName()));
}

// --- files

bool MainWindow::loadFile(const QString& path, QString* error, QStringList* warnings)
{
    if (EditorTab* open = mTabs->find(path)) {
        mTabs->setCurrent(open);
        return true;
    }
    // Any map an importer reads opens through it (as File > Import does); a file that is
    // neither is said to be no level, not reported as broken JSON.
    const QFileInfo info(path);
    if (info.suffix().compare(QStringLiteral("ledge"), Qt::CaseInsensitive) != 0 && info.isFile()) {
        if (plugins().importerFor(path))
            return importFile(path, error, warnings);
        if (error) {
            QStringList suffixes{QStringLiteral(".ledge")};
            for (const auto& p : plugins().importers())
                for (const QString& suffix : p.object->suffixes())
                    if (!suffixes.contains(QLatin1Char('.') + suffix))
                        suffixes << QLatin1Char('.') + suffix;
            *error = tr("%1 is not a level: Ledge opens its own levels and the maps its importers read (%2).")
                         .arg(info.fileName(), suffixes.join(QStringLiteral(", ")));
        }
        return false;
    }
    LoadResult result = loadLevel(path);
    if (!result) {
        if (error)
            *error = result.error.toString();
        return false;
    }
    mTabs->tabForNewLevel()->document()->setLevel(std::move(result.level), path);
    addRecentFile(path);
    return true;
}

bool MainWindow::saveFile(const QString& path, QString* error)
{
    const SaveResult result = saveLevel(*mDocument->level(), path);
    if (!result.ok) {
        if (error)
            *error = result.message;
        return false;
    }
    mDocument->setFilePath(path);
    mDocument->undoStack()->setClean();
    mRecovery->setOriginalPath(path);
    mRecovery->documentSaved();
    if (mWatcher->path() == path)
        mWatcher->noteSaved();
    else
        mWatcher->setPath(path);
    addRecentFile(path);
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), 3000);
    return true;
}

void MainWindow::newLevel(const QString& name, const GridSettings& grid, MovementMode mode)
{
    auto level = Document::makeEmptyLevel();
    level->setName(name);
    level->setGrid(grid);
    PlayerSettings player;
    player.mode = mode;
    level->setPlayer(player);
    mTabs->tabForNewLevel()->document()->setLevel(std::move(level));
}

void MainWindow::openFile(const QString& path)
{
    QString error;
    QStringList warnings;
    if (!loadFile(path, &error, &warnings)) {
        QMessageBox box(QMessageBox::Critical, tr("Cannot open level"), tr("The level could not be opened:\n\n%1").arg(error),
                        QMessageBox::Ok, this);
        box.setObjectName(QStringLiteral("openError"));
        box.exec();
        return;
    }
    showImportWarnings(path, warnings);
}

void MainWindow::showImportWarnings(const QString& path, const QStringList& warnings)
{
    if (warnings.isEmpty())
        return;
    QMessageBox box(QMessageBox::Warning, tr("Import warnings"),
                    tr("%n thing(s) of %1 could not be imported exactly.", nullptr, int(warnings.size()))
                        .arg(QFileInfo(path).fileName()),
                    QMessageBox::Ok, this);
    box.setDetailedText(warnings.join(QLatin1Char('\n')));
    box.exec();
}

void MainWindow::newLevelDialog()
{
    NewLevelDialog dialog(this);
    const EditorPreferences prefs = EditorPreferences::load();
    dialog.setDefaults(prefs.grid, prefs.mode);
    if (dialog.exec() == QDialog::Accepted)
        newLevel(dialog.levelName(), dialog.grid(), dialog.mode());
}

void MainWindow::openDialog()
{
    // Levels and every map an importer reads.
    QStringList globs{QStringLiteral("*.ledge")};
    for (const auto& p : plugins().importers())
        for (const QString& suffix : p.object->suffixes())
            if (!globs.contains(QStringLiteral("*.") + suffix))
                globs << QStringLiteral("*.") + suffix;
    const QString filter = tr("Levels and maps (%1)").arg(globs.join(QLatin1Char(' '))) + QStringLiteral(";;")
        + tr(kFileFilter.toUtf8().constData());
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Level"), QFileInfo(mDocument->filePath()).path(), filter);
    if (!path.isEmpty())
        openFile(path);
}

bool MainWindow::save()
{
    if (mDocument->filePath().isEmpty())
        return saveAs();
    QString error;
    if (!saveFile(mDocument->filePath(), &error)) {
        QMessageBox::critical(this, tr("Cannot save level"), error);
        return false;
    }
    return true;
}

bool MainWindow::saveAs()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save Level As"), mDocument->filePath(), tr(kFileFilter.toUtf8().constData()));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".ledge");
    QString error;
    if (!saveFile(path, &error)) {
        QMessageBox::critical(this, tr("Cannot save level"), error);
        return false;
    }
    return true;
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    // Every modified level is asked about (DocumentTabs::maybeSaveAll()).
    if (mTabs->maybeSaveAll()) {
        mTabs->cleanCloseAll();
        event->accept();
    } else
        event->ignore();
}

void MainWindow::addRecentFile(const QString& path)
{
    QSettings settings;
    QStringList files = settings.value("recentFiles").toStringList();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > kMaxRecent)
        files.removeLast();
    settings.setValue("recentFiles", files);
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu()
{
    if (!mRecentMenu)
        return;
    mRecentMenu->clear();
    const QStringList files = QSettings().value("recentFiles").toStringList();
    for (const QString& f : files) {
        mRecentMenu->addAction(QFileInfo(f).fileName(), this, [this, f] { openFile(f); })->setToolTip(f);
    }
    mRecentMenu->setEnabled(!files.isEmpty());
}

// --- edit

void MainWindow::copy()
{
    clipboard::copyObjects(*mDocument, mScene->selectedIds());
}

void MainWindow::paste()
{
    // At the cursor (its last place on this tab's canvas, while that is in view), else in the
    // middle of the view: the centre of what is pasted goes there, snapped. The objects may
    // come from another tab or another Ledge window (ObjectClipboard.h).
    const QRectF visible = mView->mapToScene(mView->viewport()->rect()).boundingRect();
    const QPointF target = mCursorSeen && visible.contains(mCursor) ? mCursor : visible.center();
    const QList<ObjectId> ids = clipboard::pasteObjects(*mDocument, target);
    if (!ids.isEmpty())
        mScene->setSelectedIds(ids);
}

void MainWindow::deleteRequested()
{
    if (currentTool() == mTools.at(ToolId::Select)
        && static_cast<SelectTool*>(mTools.at(ToolId::Select))->deleteSelectedVertex())
        return;
    ops::deleteObjects(*mDocument, mScene->selectedIds());
}

void MainWindow::flipRequested()
{
    if (currentTool() == mTools.at(ToolId::Slope)) {
        static_cast<ShapeTool*>(mTools.at(ToolId::Slope))->flipRise();
        return;
    }
    ops::flipSlopes(*mDocument, mScene->selectedIds());
}

void MainWindow::jumpToIssue(const Issue& issue)
{
    QList<ObjectId> ids(issue.objects.begin(), issue.objects.end());
    mScene->setSelectedIds(ids);
    QRectF focus = toQt(issue.focus);
    if (focus.isNull()) {
        for (ObjectId id : ids)
            if (const LevelObject* o = mDocument->level()->object(id))
                focus |= toQt(bounds(o->shape));
    }
    const double cell = mDocument->level()->grid().cellSize;
    if (!focus.isNull() || !ids.isEmpty())
        mView->centreOn(focus.adjusted(-cell, -cell, cell, cell));
}

std::unique_ptr<QMenu> MainWindow::canvasMenu(QPointF levelPos)
{
    const ObjectId id = mScene->objectAt(levelPos);
    if (id == 0)
        return nullptr;
    auto menu = std::make_unique<QMenu>(this);
    menu->setObjectName(QStringLiteral("canvasMenu"));
    for (const Issue& issue : mDocument->report().issues) {
        const bool about = std::binary_search(issue.objects.begin(), issue.objects.end(), id);
        const bool movedByFix = std::any_of(issue.fixes.begin(), issue.fixes.end(), [id](const IssueFix& f) {
            return f.kind != IssueFix::Kind::Add && f.object == id;
        });
        if (!about && !movedByFix)
            continue;
        const QString title = menu->fontMetrics().elidedText(issue.message, Qt::ElideRight, 640);
        QAction* heading = menu->addSection(title);
        if (!mIssuesDock->addFixes(menu.get(), issue)) {
            menu->removeAction(heading);
            continue;
        }
        // A section's title does not widen the menu by itself.
        menu->setMinimumWidth(std::max(menu->minimumWidth(), menu->fontMetrics().horizontalAdvance(title) + 48));
    }
    if (menu->actions().isEmpty())
        return nullptr;
    return menu;
}

// --- help

void MainWindow::showShortcuts()
{
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Keyboard Shortcuts"));
    auto* layout = new QVBoxLayout(&dialog);
    auto* table = new QTableWidget(&dialog);
    table->setColumnCount(2);
    table->setHorizontalHeaderLabels({tr("Action"), tr("Shortcut")});
    table->verticalHeader()->hide();
    table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    QList<QPair<QString, QString>> rows;
    for (QAction* a : actions())
        if (!a->shortcut().isEmpty())
            rows.append({a->text().remove(QLatin1Char('&')).remove(QStringLiteral("…")),
                         a->shortcut().toString(QKeySequence::NativeText)});
    rows.append({tr("Pan"), tr("Middle button or Space+drag")});
    rows.append({tr("Zoom at cursor"), tr("Ctrl+wheel")});
    rows.append({tr("Nudge selection 1 px / 1 cell"), tr("Arrows / Shift+arrows")});
    rows.append({tr("Add to selection"), tr("Shift+click or Ctrl+click")});
    rows.append({tr("Insert polygon vertex"), tr("Double-click an edge")});
    rows.append({tr("Close polygon / drop last vertex / cancel"), tr("Enter or double-click / Backspace / Esc")});
    rows.append({tr("Erase tiles"), tr("Right button")});
    table->setRowCount(int(rows.size()));
    for (int i = 0; i < rows.size(); ++i) {
        table->setItem(i, 0, new QTableWidgetItem(rows[i].first));
        table->setItem(i, 1, new QTableWidgetItem(rows[i].second));
    }
    layout->addWidget(table);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    dialog.resize(520, 600);
    dialog.exec();
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Ledge"),
                       tr("<h3>Ledge %1</h3><p>A level editor for 2D games: draw shapes and tiles on a grid, "
                          "see every overlap while you drag, and prove every goal reachable.</p>")
                           .arg(QCoreApplication::applicationVersion()));
}

// --- plugins, import, export, preferences

PluginManager& MainWindow::plugins()
{
    if (!mPlugins) {
        mPlugins = std::make_shared<PluginManager>();
        mPlugins->setSearchPaths(PluginManager::defaultSearchPaths() + EditorPreferences::load().pluginPaths);
        mPlugins->setDisabled(PluginManager::disabledInSettings());
        mPlugins->load();
    }
    return *mPlugins;
}

void MainWindow::applyPreferences()
{
    const EditorPreferences prefs = EditorPreferences::load();
    for (EditorTab* tab : mTabs->tabs()) {
        tab->document()->setSnapEnabled(prefs.snap);
        tab->document()->setSnapSubdivisions(prefs.snapSubdivisions);
        tab->recovery()->setInterval(std::chrono::seconds(prefs.autosaveSeconds));
    }
    if (QAction* a = action(QStringLiteral("actionSubdivide%1").arg(prefs.snapSubdivisions)))
        a->setChecked(true);
}

void MainWindow::preferencesDialog()
{
    PreferencesDialog dialog(&plugins(), this);
    if (dialog.exec() == QDialog::Accepted)
        applyPreferences();
}

bool MainWindow::importFile(const QString& path, QString* error, QStringList* warnings, const QString& level)
{
    ImportOptions options = rememberedImportOptions(path);
    options.level = level;
    return importFile(path, options, error, warnings);
}

bool MainWindow::importFile(const QString& path, const ImportOptions& options, QString* error, QStringList* warnings)
{
    ImporterInterface* importer = plugins().importerFor(path);
    if (!importer) {
        if (error)
            *error = tr("No importer reads %1.").arg(QFileInfo(path).fileName());
        return false;
    }
    ImportResult result = plugins().read(*importer, path, options);
    if (warnings)
        *warnings = result.warnings;
    if (!result) {
        if (error)
            *error = result.error;
        return false;
    }
    // An imported level has no .ledge file yet: Save asks where to put it.
    mTabs->tabForNewLevel()->document()->setLevel(std::move(result.level));
    // Which profile said what collides: a different one gives a different level.
    if (plugins().takesOptions(*importer)) {
        const QString name = QFileInfo(path).fileName();
        const QString beside = QFileInfo(path).absoluteDir().filePath(QLatin1String(ImportProfile::kBesideMapName));
        QString said;
        if (!options.profile.isEmpty())
            said = tr("Imported %1 with the import profile %2").arg(name, QDir::toNativeSeparators(options.profile));
        else if (options.profileBesideMap && QFileInfo::exists(beside))
            said = tr("Imported %1 with the import profile %2 beside it").arg(name, QLatin1String(ImportProfile::kBesideMapName));
        else
            said = tr("Imported %1 without an import profile").arg(name);
        if (const QString missing = missingArtMessage(); !missing.isEmpty())
            said += QStringLiteral(" · ") + missing;
        statusBar()->showMessage(said, 10000);
    }
    return true;
}

bool MainWindow::importWithOptions(const QString& path, QString* error, QStringList* warnings)
{
    ImporterInterface* importer = plugins().importerFor(path);
    if (!importer)
        return importFile(path, ImportOptions(), error, warnings); // explains
    const ProjectImporterInterface* project = plugins().projectImporter(importer);
    QStringList levels;
    if (project) {
        levels = PluginManager::levelNames(*project, path, nullptr);
        if (levels.size() < 2)
            levels.clear(); // one level, or an error the import itself reports
    }
    const bool profiles = plugins().takesOptions(*importer);
    const ImportOptions proposed = rememberedImportOptions(path);
    std::optional<ImportOptions> chosen = proposed;
    if (profiles || !levels.isEmpty()) {
        if (mImportOptionsAsker) {
            chosen = mImportOptionsAsker(path, proposed, levels, profiles);
        } else {
            ImportOptionsDialog dialog(path, proposed, levels, profiles, this);
            chosen = dialog.exec() == QDialog::Accepted ? std::optional<ImportOptions>(dialog.options()) : std::nullopt;
        }
    }
    if (!chosen)
        return false;
    if (!importFile(path, *chosen, error, warnings))
        return false;
    if (profiles)
        rememberImportOptions(path, *chosen);
    return true;
}

void MainWindow::importDialog()
{
    QStringList filters;
    QStringList all;
    for (const auto& p : plugins().importers()) {
        QStringList globs;
        for (const QString& suffix : p.object->suffixes())
            globs << QStringLiteral("*.") + suffix;
        all << globs;
        filters << tr("%1 (%2)").arg(p.object->description(), globs.join(QLatin1Char(' ')));
    }
    if (filters.isEmpty()) {
        QMessageBox::information(this, tr("Import"), tr("No importer plugin is loaded."));
        return;
    }
    filters.prepend(tr("All supported formats (%1)").arg(all.join(QLatin1Char(' '))));
    const QString path = QFileDialog::getOpenFileName(this, tr("Import Level"), QString(), filters.join(QStringLiteral(";;")));
    if (path.isEmpty())
        return;
    QString error;
    QStringList warnings;
    if (!importWithOptions(path, &error, &warnings)) {
        if (!error.isEmpty())
            QMessageBox::critical(this, tr("Cannot import level"), tr("The file could not be imported:\n\n%1").arg(error));
        return;
    }
    showImportWarnings(path, warnings);
}

bool MainWindow::exportLevel(const QString& path, const QString& exporterName)
{
    const Level& level = *mDocument->level();
    // The extension typed wins, as in ledge-cli export: the named exporter only writes files
    // whose suffix no exporter claims.
    ExporterInterface* exporter = plugins().exporterFor(path);
    if (!exporter && !exporterName.isEmpty())
        exporter = plugins().exporterFor(path, exporterName);
    const bool ledgeFile = QFileInfo(path).suffix().compare(QStringLiteral("ledge"), Qt::CaseInsensitive) == 0;
    if (!exporter && !(exporterName.isEmpty() && ledgeFile)) {
        QMessageBox::critical(this, tr("Cannot export level"), tr("No exporter writes %1.").arg(QFileInfo(path).fileName()));
        return false;
    }

    // The gate, as in ledge-cli export: the Validator and the rule plugins.
    QStringList ruleErrors;
    const ValidationReport report = plugins().validate(level, &ruleErrors);
    if (report.errorCount() > 0) {
        QStringList lines;
        for (const Issue& issue : report.issues)
            if (issue.severity == Severity::Error)
                lines << issue.message;
        lines << ruleErrors;
        QMessageBox box(QMessageBox::Warning, tr("The level has errors"),
                        tr("The level has %n error(s). Export it anyway?", nullptr, report.errorCount()),
                        QMessageBox::NoButton, this);
        box.setObjectName(QStringLiteral("exportGate"));
        box.setDetailedText(lines.join(QLatin1Char('\n')));
        box.setInformativeText(lines.mid(0, 10).join(QLatin1Char('\n')));
        QPushButton* cancel = box.addButton(tr("Cancel"), QMessageBox::RejectRole);
        cancel->setObjectName(QStringLiteral("cancel"));
        QPushButton* anyway = box.addButton(tr("Export anyway"), QMessageBox::AcceptRole);
        anyway->setObjectName(QStringLiteral("exportAnyway"));
        box.setDefaultButton(cancel);
        box.exec();
        if (box.clickedButton() != anyway)
            return false;
    }

    QStringList warnings;
    QString failure;
    if (exporter) {
        const ExportResult written = PluginManager::write(*exporter, level, path);
        warnings = written.warnings;
        if (!written.ok)
            failure = written.message;
    } else {
        const SaveResult saved = saveLevel(level, path);
        if (!saved.ok)
            failure = saved.message;
    }
    if (!failure.isEmpty()) {
        QMessageBox::critical(this, tr("Cannot export level"), failure);
        return false;
    }
    if (!warnings.isEmpty()) {
        QMessageBox box(QMessageBox::Warning, tr("Export warnings"),
                        tr("%n thing(s) could not be exported exactly.", nullptr, int(warnings.size())),
                        QMessageBox::Ok, this);
        box.setDetailedText(warnings.join(QLatin1Char('\n')));
        box.exec();
    }
    statusBar()->showMessage(tr("Exported %1").arg(QFileInfo(path).fileName()), 3000);
    return true;
}

void MainWindow::exportDialog()
{
    QStringList filters;
    QList<QString> names;
    QList<QStringList> suffixes;
    for (const auto& p : plugins().exporters()) {
        QStringList globs;
        for (const QString& suffix : p.object->suffixes())
            globs << QStringLiteral("*.") + suffix;
        filters << tr("%1 (%2)").arg(p.object->description(), globs.join(QLatin1Char(' ')));
        names << p.object->name();
        suffixes << p.object->suffixes();
    }
    if (filters.isEmpty()) {
        QMessageBox::information(this, tr("Export"), tr("No exporter plugin is loaded."));
        return;
    }
    QFileDialog dialog(this, tr("Export Level"), QFileInfo(mDocument->filePath()).path());
    dialog.setObjectName(QStringLiteral("exportDialog"));
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setOption(QFileDialog::DontUseNativeDialog); // the type box must follow the name
    dialog.setNameFilters(filters);
    // The type box follows the extension typed, so what the box says is what gets written.
    if (auto* name = dialog.findChild<QLineEdit*>(QStringLiteral("fileNameEdit"))) {
        connect(name, &QLineEdit::textChanged, &dialog, [&, name](const QString& text) {
            const QString suffix = QFileInfo(text).suffix();
            for (qsizetype i = 0; i < suffixes.size(); ++i)
                if (suffixes[i].contains(suffix, Qt::CaseInsensitive) && dialog.selectedNameFilter() != filters[i]) {
                    dialog.selectNameFilter(filters[i]);
                    name->setText(text); // selecting a filter may rewrite the name
                    return;
                }
        });
    }
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return;
    QString path = dialog.selectedFiles().constFirst();
    const qsizetype index = filters.indexOf(dialog.selectedNameFilter());
    const QString name = index >= 0 ? names[index] : QString();
    if (QFileInfo(path).suffix().isEmpty() && index >= 0 && !suffixes[index].isEmpty())
        path += QLatin1Char('.') + suffixes[index].constFirst();
    exportLevel(path, name);
}

void MainWindow::reloadOffered(EditorTab* tab, const QString& path, bool exists)
{
    if (path != tab->document()->filePath())
        return;
    mTabs->setCurrent(tab); // the question is about the level in view
    if (!exists) {
        statusBar()->showMessage(tr("%1 was removed from the disk").arg(QFileInfo(path).fileName()), 5000);
        return;
    }
    if (mDocument->undoStack()->isClean()) {
        QMessageBox box(QMessageBox::Question, tr("File changed on disk"),
                        tr("%1 was changed by another program. Reload it?").arg(QFileInfo(path).fileName()),
                        QMessageBox::Yes | QMessageBox::No, this);
        box.setObjectName(QStringLiteral("reloadQuestion"));
        if (box.exec() == QMessageBox::Yes)
            reloadFile(path);
        return;
    }
    // Unsaved edits: merge the two (docs/teams.md), take the file, or keep the edits.
    QMessageBox box(QMessageBox::Question, tr("File changed on disk"),
                    tr("%1 was changed by another program while you have unsaved changes.").arg(QFileInfo(path).fileName()),
                    QMessageBox::NoButton, this);
    box.setObjectName(QStringLiteral("reloadQuestion"));
    box.setInformativeText(tr("Merge their changes into yours, reload the file and lose your changes, or keep yours."));
    QPushButton* merge = box.addButton(tr("Merge their changes"), QMessageBox::AcceptRole);
    QPushButton* reload = box.addButton(tr("Reload"), QMessageBox::DestructiveRole);
    QPushButton* keep = box.addButton(tr("Keep mine"), QMessageBox::RejectRole);
    merge->setObjectName(QStringLiteral("mergeTheirs"));
    reload->setObjectName(QStringLiteral("reload"));
    keep->setObjectName(QStringLiteral("keepMine"));
    box.setDefaultButton(merge);
    box.exec();
    if (box.clickedButton() == merge)
        mergeTheirChanges(path);
    else if (box.clickedButton() == reload)
        reloadFile(path);
}

void MainWindow::reloadFile(const QString& path)
{
    LoadResult result = loadLevel(path);
    if (!result) {
        QMessageBox box(QMessageBox::Critical, tr("Cannot open level"),
                        tr("The level could not be opened:\n\n%1").arg(result.error.toString()), QMessageBox::Ok, this);
        box.setObjectName(QStringLiteral("openError"));
        box.exec();
        return;
    }
    mDocument->setLevel(std::move(result.level), path);
}

bool MainWindow::mergeTheirChanges(const QString& path)
{
    QFile file(path);
    const QByteArray theirBytes = file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    const LoadResult base = readLevel(mWatcher->baseContents(), path);
    const LoadResult theirs = readLevel(theirBytes, path);
    QString failure = !theirs ? theirs.error.toString()
        : !base ? tr("the file as last saved cannot be read again: %1").arg(base.error.toString())
                : QString();
    MergeResult merged;
    if (failure.isEmpty()) {
        merged = mergeLevels(*base.level, *mDocument->level(), *theirs.level);
        if (!merged.conflicts.empty()) {
            MergeDialog dialog(merged.conflicts, this);
            if (dialog.exec() != QDialog::Accepted)
                return false;
            merged = mergeLevels(*base.level, *mDocument->level(), *theirs.level, dialog.resolutions());
        }
        failure = merged.error;
    }
    if (!failure.isEmpty() || !merged.level) {
        QMessageBox::critical(this, tr("Cannot merge"), failure);
        return false;
    }
    mDocument->push(new ReplaceLevelCommand(mDocument->level(), std::move(merged.level), tr("Merge their changes")));
    mWatcher->setBaseContents(theirBytes);
    statusBar()->showMessage(tr("Merged the changes to %1").arg(QFileInfo(path).fileName()), 5000);
    return true;
}

void MainWindow::offerRecoveries()
{
    const QList<RecoveryEntry> entries = Recovery::pendingRecoveries();
    for (const RecoveryEntry& entry : entries) {
        const QString what = entry.originalPath.isEmpty() ? entry.name : QFileInfo(entry.originalPath).fileName();
        QMessageBox box(QMessageBox::Question, tr("Recover unsaved work"),
                        tr("Ledge did not close cleanly. Unsaved changes to %1 from %2 were kept. Restore them?")
                            .arg(what, QLocale().toString(entry.savedAt.toLocalTime(), QLocale::ShortFormat)),
                        QMessageBox::Yes | QMessageBox::Discard | QMessageBox::Ignore, this);
        const int answer = box.exec();
        if (answer == QMessageBox::Discard) {
            Recovery::discard(entry);
        } else if (answer == QMessageBox::Yes) {
            LoadResult restored = Recovery::restore(entry);
            if (!restored) {
                QMessageBox::critical(this, tr("Cannot restore"), restored.error.toString());
                continue;
            }
            EditorTab* tab = mTabs->tabForNewLevel();
            tab->document()->setLevel(std::move(restored.level), entry.originalPath);
            Recovery::discard(entry); // the open document gets its own copy from now on
            tab->recovery()->markModified();
        }
    }
}

} // namespace ledge
