#pragma once
// Finds and loads Ledge plugins (docs/architecture.md: every format and extra rule is a plugin).
//
// Search order: the built-in folder (<executable dir>/plugins), the per-user folder
// (QStandardPaths::AppDataLocation + "/plugins"), then each folder of LEDGE_PLUGIN_PATH
// (colon-separated). Each candidate file is vetted from its metadata before any of its code
// runs: a file that is not a Qt plugin, a plugin for another program, or one built against
// another Ledge API version is listed with the reason and skipped. A plugin named in the
// QSettings list "plugins/disabled" (by file name) is listed as disabled and not loaded.
// Calls into plugins go through the wrappers below, which turn a thrown exception into an
// error message instead of a crash.

#include "model/Validator.h"
#include "plugins/sdk/PluginApi.h"

#include <QPluginLoader>
#include <QStringList>

#include <memory>
#include <vector>

namespace ledge {

struct PluginInfo {
    enum class Status {
        Loaded,          // in use
        Disabled,        // named in plugins/disabled
        WrongApiVersion, // a Ledge plugin for another API version
        NotAPlugin,      // no Qt plugin metadata, or a plugin for another program
        LoadFailed,      // the library or its instance could not be loaded
        Duplicate,       // same file name already loaded from an earlier folder
    };
    QString file;          // absolute path
    QString iid;           // from the metadata, empty when there is none
    Status status = Status::NotAPlugin;
    QString reason;        // translated, empty when loaded
    QStringList importers; // names this plugin provides
    QStringList exporters;
    QStringList rules;
};

QString pluginStatusName(PluginInfo::Status status); // "loaded", "disabled", ... (untranslated)

template <typename Interface> struct Provided {
    Interface* object = nullptr;
    QString file; // the plugin's file
    bool options = false; // importers: the metadata says "importOptions": true
};

// What a guarded call into a plugin produced.
struct RuleResult {
    std::vector<Issue> issues;
    QString error; // non-empty when the rule threw
};

class PluginManager {
public:
    PluginManager();
    ~PluginManager();
    PluginManager(const PluginManager&) = delete;
    PluginManager& operator=(const PluginManager&) = delete;

    // The folders load() searches by default, in order, existing or not.
    static QStringList defaultSearchPaths();
    // The file names in QSettings "plugins/disabled".
    static QStringList disabledInSettings();
    static void setDisabledInSettings(const QString& fileName, bool disabled);

    void setSearchPaths(const QStringList& folders) { mSearchPaths = folders; }
    QStringList searchPaths() const { return mSearchPaths; }
    void setDisabled(const QStringList& fileNames) { mDisabled = fileNames; }

    // Loads every plugin of the search paths once; later calls do nothing.
    void load();
    // Vets and loads one file (also for files outside the search paths). The reference is
    // valid until the next call that loads.
    const PluginInfo& loadFile(const QString& path);

    const std::vector<PluginInfo>& plugins() const { return mPlugins; }
    const std::vector<Provided<ImporterInterface>>& importers() const { return mImporters; }
    const std::vector<Provided<ExporterInterface>>& exporters() const { return mExporters; }
    const std::vector<Provided<RulePluginInterface>>& rules() const { return mRules; }

    // The importer that claims the file: first one whose suffix matches and canRead() agrees,
    // else the first one whose canRead() agrees. Null when none does.
    ImporterInterface* importerFor(const QString& path) const;
    // By name when given, else by the file's suffix. Null when none matches.
    ExporterInterface* exporterFor(const QString& path, const QString& name = {}) const;
    // Whether the importer's metadata says it takes ImportOptions (an import profile).
    bool takesOptions(const ImporterInterface& importer) const;
    // The same plugin's ProjectImporterInterface (files with several levels), or null.
    ProjectImporterInterface* projectImporter(const ImporterInterface* importer) const;

    // Guarded calls: an exception thrown by the plugin becomes an error message.
    static ImportResult read(const ImporterInterface& importer, const QString& path);
    // With options, for importers whose metadata says they take them; others get read() (or
    // readLevel() for options.level of a project importer).
    ImportResult read(const ImporterInterface& importer, const QString& path, const ImportOptions& options) const;
    // One level of a project file, by name; levelNames() lists them (empty with *error set).
    static ImportResult readLevel(const ProjectImporterInterface& importer, const QString& path, const QString& level);
    static QStringList levelNames(const ProjectImporterInterface& importer, const QString& path, QString* error);
    static ExportResult write(const ExporterInterface& exporter, const Level& level, const QString& path);
    static RuleResult run(const RulePluginInterface& rule, const Level& level);

    // Every loaded rule plugin run on the level, severities taken from the level's rules
    // (rules.<code>), rules set to "off" left out. A rule that throws adds its message to
    // `errors` (when given) and contributes nothing.
    std::vector<Issue> runRules(const Level& level, QStringList* errors = nullptr) const;
    // The whole validation both faces use (the export gate, `ledge-cli validate`): the
    // Validator's report plus every rule's findings, sorted as reports are.
    // `options` as the Validator takes them; a run stopped by options.cancel sets *cancelled and
    // skips the rules (its report is incomplete and must be dropped).
    ValidationReport validate(const Level& level, QStringList* errors = nullptr, const ValidationOptions& options = {},
                              bool* cancelled = nullptr) const;

private:
    PluginInfo& add(PluginInfo info);

    QStringList mSearchPaths;
    QStringList mDisabled;
    bool mLoaded = false;
    std::vector<PluginInfo> mPlugins;
    // Loaded plugins stay loaded for the life of the program: objects they created (a Level
    // from an importer) may outlive the manager, and their code must stay mapped.
    std::vector<std::unique_ptr<QPluginLoader>> mLoaders;
    std::vector<Provided<ImporterInterface>> mImporters;
    std::vector<std::pair<const ImporterInterface*, ProjectImporterInterface*>> mProjectImporters;
    std::vector<Provided<ExporterInterface>> mExporters;
    std::vector<Provided<RulePluginInterface>> mRules;
};

} // namespace ledge
