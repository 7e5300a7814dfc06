#pragma once
// The editor window: menus, the tool bar, the levels' tabs (DocumentTabs.h), the docks and the
// status bar, and the file commands (new, open, save, recent files, the modified marker). The
// docks, tools and actions work on the current tab's level.

#include "Retranslate.h"
#include "model/LevelTypes.h"
#include "plugins/sdk/ImporterInterface.h"

#include <QMainWindow>
#include <QMenu>
#include <QPointF>

#include <functional>
#include <map>
#include <memory>
#include <optional>

class QAction;
class QActionGroup;
class QComboBox;
class QLabel;
class QMenu;

namespace ledge {

class Document;
class DocumentTabs;
class EditorTab;
class ReachController;
class IssuesDock;
class LayersDock;
class OutlinerDock;
class LevelScene;
class LevelView;
class PluginManager;
class FileWatcher;
class Recovery;
class PropertiesDock;
class SettingsDock;
class Tool;
struct Issue;

enum class ToolId { Select, Box, Circle, Polygon, Slope, Tiles, Spawn, Goal, Pickup };

class MainWindow : public Retranslating<QMainWindow> {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // The current tab's level, canvas and view.
    Document* document() const { return mDocument; }
    LevelScene* scene() const { return mScene; }
    LevelView* view() const { return mView; }
    DocumentTabs* tabs() const { return mTabs; }
    IssuesDock* issuesDock() const { return mIssuesDock; }
    LayersDock* layersDock() const { return mLayersDock; }
    OutlinerDock* outlinerDock() const { return mOutlinerDock; }
    Tool* tool(ToolId id) const { return mTools.at(id); }
    Tool* currentTool() const;
    void setTool(ToolId id);
    QAction* action(const QString& objectName) const;

    // File operations without dialogs (the dialogs and tests call these). On failure they
    // return false and fill `error` with a message naming the file and field.
    // A .ledge file, or a map an importer reads (it then has no file until Save As; what the
    // importer could not represent goes to `warnings`). A level opens in a new tab (or in the
    // current one while that is an untouched untitled level); a file already open in a tab
    // makes that tab current.
    bool loadFile(const QString& path, QString* error = nullptr, QStringList* warnings = nullptr);
    bool saveFile(const QString& path, QString* error = nullptr);
    void newLevel(const QString& name, const GridSettings& grid, MovementMode mode);

    // The plugins (importers, exporters, rules), loaded on first use from the default folders
    // and the preferences' extra folders, without the disabled ones.
    PluginManager& plugins();
    // The export gate: validates (Validator and rule plugins) and, when there are errors, asks
    // whether to export anyway (a dialog named "exportGate" with the buttons "Cancel" and
    // "Export anyway"). Writes with the exporter named `exporterName` or the one for the
    // file's suffix (.ledge also without a plugin). True when the file was written.
    bool exportLevel(const QString& path, const QString& exporterName = {});
    // Opens a file of another format through its importer; warnings go to `warnings`. `level`
    // picks a level of a project file (LDtk) by name; empty: the first. The import profile is
    // the one remembered for the map's folder, else ledge-profile.json beside the map.
    bool importFile(const QString& path, QString* error = nullptr, QStringList* warnings = nullptr,
                    const QString& level = {});
    // The same with explicit options (profile, no profile, level). The status bar says which
    // profile applied. On failure (a bad profile: its file and JSON pointer) the open level is
    // left as it was.
    bool importFile(const QString& path, const ImportOptions& options, QString* error = nullptr,
                    QStringList* warnings = nullptr);
    // File > Import after the file is chosen: asks the import options (profile, level; see
    // ImportOptionsDialog), imports with them and remembers the profile choice for the map's
    // folder. False when cancelled (error left empty) or when the import failed.
    bool importWithOptions(const QString& path, QString* error = nullptr, QStringList* warnings = nullptr);
    // What asks the import options: by default the modal ImportOptionsDialog; tests set their
    // own. Gets the map, the proposed options, the project's levels (empty for a file of one
    // level) and whether the importer reads profiles; nullopt cancels the import.
    using ImportOptionsAsker = std::function<std::optional<ImportOptions>(
        const QString& path, const ImportOptions& proposed, const QStringList& levels, bool profiles)>;
    void setImportOptionsAsker(ImportOptionsAsker asker) { mImportOptionsAsker = std::move(asker); }
    // Applies the stored preferences that affect an open window (snapping, autosave).
    void applyPreferences();
    Recovery* recovery() const { return mRecovery; }
    FileWatcher* fileWatcher() const { return mWatcher; }
    // At start: offers the copies left by an editor that did not close cleanly; each one
    // restored opens in a tab, modified.
    void offerRecoveries();
    // The canvas's context menu at a point of the level: for the object there, the quick fixes
    // of its issues and of the issues whose fixes would move or remove it, each under the
    // issue's message; hovering a fix shows its ghost. Null when there is nothing to offer.
    std::unique_ptr<QMenu> canvasMenu(QPointF levelPos);

public slots:
    void openFile(const QString& path); // with an error dialog
    void jumpToIssue(const ledge::Issue& issue);

    // Sets every text again in the current language (on QEvent::LanguageChange).
    void retranslateUi() override;

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createTools();
    void createActions();
    void createMenus();
    void retranslateActions();
    void createToolBars();
    void createDocks();
    void createStatusBar();
    void updateTitle();
    void updateStatusIssues();
    void updateUndoTexts();
    void showCursorPosition(QPointF levelPos);
    void rebuildRecentMenu();
    void addRecentFile(const QString& path);
    bool save();
    bool saveAs();
    void newLevelDialog();
    void openDialog();
    void exportDialog();
    void importDialog();
    void preferencesDialog();
    void copy();
    void paste();
    // A new tab's wiring to the window (title, status bar, autosave, file watcher, rules).
    void setUpTab(EditorTab* tab);
    // Points the docks, tools and actions at the tab's level.
    void switchTo(EditorTab* tab);
    void updateSnapUi();
    void updateArtUi();
    // "2 pictures of the level's art not found, first: …", or empty.
    QString missingArtMessage() const;
    // Loads the file into the current tab (the file changed on disk).
    void reloadFile(const QString& path);
    void showShortcuts();
    void showAbout();
    void deleteRequested();
    void flipRequested();
    void reloadOffered(EditorTab* tab, const QString& path, bool exists);
    // Three-way merge of the document with the file on disk, the file as last saved being the
    // base; conflicts are resolved in a MergeDialog. One undo step. False when cancelled or failed.
    bool mergeTheirChanges(const QString& path);
    void showImportWarnings(const QString& path, const QStringList& warnings);

    DocumentTabs* mTabs;
    // The current tab's parts (switchTo()).
    Document* mDocument = nullptr;
    LevelScene* mScene = nullptr;
    LevelView* mView = nullptr;
    ReachController* mReach = nullptr;
    std::map<ToolId, Tool*> mTools;
    std::map<ToolId, QAction*> mToolActions;
    QActionGroup* mToolGroup = nullptr;
    IssuesDock* mIssuesDock = nullptr;
    LayersDock* mLayersDock = nullptr;
    OutlinerDock* mOutlinerDock = nullptr;
    PropertiesDock* mPropertiesDock = nullptr;
    SettingsDock* mSettingsDock = nullptr;
    QMenu* mRecentMenu = nullptr;
    QMenu* mViewMenu = nullptr;
    QComboBox* mRoleCombo = nullptr;
    QComboBox* mTileCombo = nullptr;
    QLabel* mPositionLabel = nullptr;
    QLabel* mZoomLabel = nullptr;
    QLabel* mIssuesLabel = nullptr;
    QLabel* mSnapLabel = nullptr;
    QPointF mCursor; // the last cursor position shown in the status bar
    bool mCursorSeen = false;
    std::shared_ptr<PluginManager> mPlugins; // shared with the document's rule runner
    ImportOptionsAsker mImportOptionsAsker;
    Recovery* mRecovery = nullptr;
    FileWatcher* mWatcher = nullptr;
};

} // namespace ledge
