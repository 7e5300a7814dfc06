#pragma once
// The editor's preferences, kept in QSettings, and the dialog that edits them (Edit >
// Preferences). Keys:
//   ui/language              "" = the system's language, else a locale name Ledge ships
//   newLevel/cellSize, newLevel/columns, newLevel/rows, newLevel/mode ("platformer"|"topdown")
//   editor/snap, editor/snapSubdivisions (1, 2, 4 or 8)
//   editor/autosaveSeconds   0 = no autosave
//   plugins/paths            extra plugin folders, searched after the default ones
//   plugins/disabled         plugin file names not loaded (PluginManager's own key)

#include "Retranslate.h"
#include "model/LevelTypes.h"

#include <QDialog>
#include <QStringList>

class QCheckBox;
class QComboBox;
class QListWidget;
class QSpinBox;
class QTableWidget;

namespace ledge {

class PluginManager;

struct EditorPreferences {
    QString language;
    GridSettings grid;
    MovementMode mode = MovementMode::Platformer;
    bool snap = true;
    int snapSubdivisions = 2; // as Document
    int autosaveSeconds = 60;
    QStringList pluginPaths;

    static EditorPreferences load();
    void save() const;
};

class PreferencesDialog : public Retranslating<QDialog> {
    Q_OBJECT

public:
    // `plugins` (may be null) lists the plugins found, with their status, for the enable boxes.
    explicit PreferencesDialog(const PluginManager* plugins, QWidget* parent = nullptr);

    // What the dialog shows now.
    EditorPreferences preferences() const;
    void setPreferences(const EditorPreferences& preferences);
    // The plugin file names whose box is unchecked.
    QStringList disabledPlugins() const;
    // Writes the shown preferences and the disabled plugins to QSettings.
    void apply();

    void retranslateUi() override;

private:
    void fillPlugins();

    const PluginManager* mPlugins;
    QComboBox* mLanguage;
    QSpinBox* mCellSize;
    QSpinBox* mColumns;
    QSpinBox* mRows;
    QComboBox* mMode;
    QCheckBox* mSnap;
    QComboBox* mSubdivisions;
    QSpinBox* mAutosave;
    QListWidget* mPluginPaths;
    QTableWidget* mPluginTable;
};

} // namespace ledge
