#include "PluginManager.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLibrary>
#include <QSettings>
#include <QStandardPaths>

#include <exception>

namespace ledge {

namespace {

// The translation context of these messages; lupdate reads it from here too.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(PluginManager)
};

const QString kDisabledKey = QStringLiteral("plugins/disabled");

// Runs f(); an exception escaping the plugin becomes a message naming what was called.
template <typename F> QString guarded(const QString& what, F&& f)
{
    try {
        f();
        return {};
    } catch (const std::exception& e) {
        return Text::tr("%1 threw an exception: %2").arg(what, QString::fromLocal8Bit(e.what()));
    } catch (...) {
        return Text::tr("%1 threw an unknown exception").arg(what);
    }
}

// What an importer call gives back: the exception it threw as the error, or an error when it
// returned neither a level nor a reason.
ImportResult importOutcome(ImportResult result, const QString& thrown)
{
    if (!thrown.isEmpty()) {
        result = ImportResult();
        result.error = thrown;
    } else if (!result.level && result.error.isEmpty()) {
        result.error = Text::tr("the importer returned no level");
    }
    return result;
}

bool matchesSuffix(const QStringList& suffixes, const QString& path)
{
    const QString suffix = QFileInfo(path).suffix();
    for (const QString& s : suffixes)
        if (suffix.compare(s, Qt::CaseInsensitive) == 0)
            return true;
    return false;
}

} // namespace

QString pluginStatusName(PluginInfo::Status status)
{
    switch (status) {
    case PluginInfo::Status::Loaded: return QStringLiteral("loaded");
    case PluginInfo::Status::Disabled: return QStringLiteral("disabled");
    case PluginInfo::Status::WrongApiVersion: return QStringLiteral("wrong-api-version");
    case PluginInfo::Status::NotAPlugin: return QStringLiteral("not-a-plugin");
    case PluginInfo::Status::LoadFailed: return QStringLiteral("load-failed");
    case PluginInfo::Status::Duplicate: return QStringLiteral("duplicate");
    }
    return {};
}

PluginManager::PluginManager() : mSearchPaths(defaultSearchPaths()), mDisabled(disabledInSettings()) {}

PluginManager::~PluginManager() = default;

QStringList PluginManager::defaultSearchPaths()
{
    QStringList paths;
    paths << QCoreApplication::applicationDirPath() + QStringLiteral("/plugins");
    const QString user = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (!user.isEmpty())
        paths << user + QStringLiteral("/plugins");
    const QString env = qEnvironmentVariable("LEDGE_PLUGIN_PATH");
    for (const QString& folder : env.split(u':', Qt::SkipEmptyParts))
        paths << folder;
    return paths;
}

QStringList PluginManager::disabledInSettings()
{
    return QSettings().value(kDisabledKey).toStringList();
}

void PluginManager::setDisabledInSettings(const QString& fileName, bool disabled)
{
    QSettings settings;
    QStringList list = settings.value(kDisabledKey).toStringList();
    list.removeAll(fileName);
    if (disabled)
        list << fileName;
    settings.setValue(kDisabledKey, list);
}

void PluginManager::load()
{
    if (mLoaded)
        return;
    mLoaded = true;
    for (const QString& folder : std::as_const(mSearchPaths)) {
        const QDir dir(folder);
        if (!dir.exists())
            continue;
        const QStringList files = dir.entryList(QDir::Files | QDir::Readable, QDir::Name);
        for (const QString& name : files) {
            const QString path = dir.absoluteFilePath(name);
            if (QLibrary::isLibrary(path))
                loadFile(path);
        }
    }
}

PluginInfo& PluginManager::add(PluginInfo info)
{
    mPlugins.push_back(std::move(info));
    return mPlugins.back();
}

const PluginInfo& PluginManager::loadFile(const QString& path)
{
    PluginInfo info;
    info.file = QFileInfo(path).absoluteFilePath();
    const QString fileName = QFileInfo(path).fileName();

    for (const PluginInfo& earlier : mPlugins) {
        if (earlier.status == PluginInfo::Status::Loaded && QFileInfo(earlier.file).fileName() == fileName) {
            info.status = PluginInfo::Status::Duplicate;
            info.reason = Text::tr("a plugin of the same file name is already loaded from %1").arg(earlier.file);
            return add(std::move(info));
        }
    }

    // Vet from the metadata first: reading it runs none of the plugin's code.
    auto loader = std::make_unique<QPluginLoader>(info.file);
    const QJsonObject meta = loader->metaData();
    info.iid = meta.value(QLatin1String("IID")).toString();
    if (info.iid.isEmpty()) {
        info.status = PluginInfo::Status::NotAPlugin;
        info.reason = Text::tr("not a Qt plugin (no plugin metadata)");
        return add(std::move(info));
    }
    if (!info.iid.startsWith(QLatin1String(kPluginIidPrefix))) {
        info.status = PluginInfo::Status::NotAPlugin;
        info.reason = Text::tr("not a Ledge plugin (interface %1)").arg(info.iid);
        return add(std::move(info));
    }
    const QString version = info.iid.section(u'/', -1);
    if (!info.iid.contains(u'/') || version != QString::number(kPluginApiVersion)) {
        info.status = PluginInfo::Status::WrongApiVersion;
        info.reason = Text::tr("built for plugin API version %1, this program supports version %2")
                          .arg(info.iid.contains(u'/') ? version : Text::tr("(none)"))
                          .arg(kPluginApiVersion);
        return add(std::move(info));
    }
    if (mDisabled.contains(fileName)) {
        info.status = PluginInfo::Status::Disabled;
        info.reason = Text::tr("disabled in the settings");
        return add(std::move(info));
    }

    QObject* instance = nullptr;
    const QString thrown = guarded(fileName, [&] { instance = loader->instance(); });
    if (!instance) {
        info.status = PluginInfo::Status::LoadFailed;
        info.reason = thrown.isEmpty() ? loader->errorString() : thrown;
        return add(std::move(info));
    }
    auto* importer = qobject_cast<ImporterInterface*>(instance);
    auto* exporter = qobject_cast<ExporterInterface*>(instance);
    auto* rule = qobject_cast<RulePluginInterface*>(instance);
    if (!importer && !exporter && !rule) {
        info.status = PluginInfo::Status::LoadFailed;
        info.reason = Text::tr("implements no Ledge interface of API version %1").arg(kPluginApiVersion);
        return add(std::move(info));
    }
    // The names come from plugin code, so they are guarded too.
    const QString nameError = guarded(fileName, [&] {
        if (importer)
            info.importers << importer->name();
        if (exporter)
            info.exporters << exporter->name();
        if (rule)
            info.rules << rule->code();
    });
    if (!nameError.isEmpty()) {
        info.status = PluginInfo::Status::LoadFailed;
        info.reason = nameError;
        return add(std::move(info));
    }
    info.status = PluginInfo::Status::Loaded;
    if (importer)
        mImporters.push_back({importer, info.file,
                              meta.value(QLatin1String("MetaData")).toObject().value(QLatin1String("importOptions")).toBool()});
    if (auto* project = qobject_cast<ProjectImporterInterface*>(instance); importer && project)
        mProjectImporters.emplace_back(importer, project);
    if (exporter)
        mExporters.push_back({exporter, info.file});
    if (rule)
        mRules.push_back({rule, info.file});
    mLoaders.push_back(std::move(loader));
    return add(std::move(info));
}

ImporterInterface* PluginManager::importerFor(const QString& path) const
{
    QByteArray head;
    QFile file(path);
    if (file.open(QIODevice::ReadOnly))
        head = file.read(4096);
    auto claims = [&](const ImporterInterface* importer) {
        bool yes = false;
        guarded(QString(), [&] { yes = importer->canRead(path, head); });
        return yes;
    };
    for (const auto& p : mImporters) {
        bool suffixMatches = false;
        guarded(QString(), [&] { suffixMatches = matchesSuffix(p.object->suffixes(), path); });
        if (suffixMatches && claims(p.object))
            return p.object;
    }
    for (const auto& p : mImporters)
        if (claims(p.object))
            return p.object;
    return nullptr;
}

ExporterInterface* PluginManager::exporterFor(const QString& path, const QString& name) const
{
    for (const auto& p : mExporters) {
        bool match = false;
        guarded(QString(), [&] {
            match = name.isEmpty() ? matchesSuffix(p.object->suffixes(), path)
                                   : p.object->name().compare(name, Qt::CaseInsensitive) == 0;
        });
        if (match)
            return p.object;
    }
    return nullptr;
}

bool PluginManager::takesOptions(const ImporterInterface& importer) const
{
    for (const auto& p : mImporters)
        if (p.object == &importer)
            return p.options;
    return false;
}

ProjectImporterInterface* PluginManager::projectImporter(const ImporterInterface* importer) const
{
    for (const auto& [plain, project] : mProjectImporters)
        if (plain == importer)
            return project;
    return nullptr;
}

ImportResult PluginManager::readLevel(const ProjectImporterInterface& importer, const QString& path, const QString& level)
{
    ImportResult result;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        result.error = file.errorString();
        return result;
    }
    const QByteArray data = file.readAll();
    const QString error = guarded(Text::tr("The importer"), [&] { result = importer.readLevel(data, path, level); });
    return importOutcome(std::move(result), error);
}

QStringList PluginManager::levelNames(const ProjectImporterInterface& importer, const QString& path, QString* error)
{
    QStringList names;
    QString reason;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        reason = file.errorString();
    } else {
        const QByteArray data = file.readAll();
        const QString thrown = guarded(Text::tr("The importer"), [&] { names = importer.levelNames(data, path, &reason); });
        if (!thrown.isEmpty()) {
            names.clear();
            reason = thrown;
        }
    }
    if (error)
        *error = reason;
    return names;
}

ImportResult PluginManager::read(const ImporterInterface& importer, const QString& path)
{
    ImportResult result;
    const QString error = guarded(Text::tr("The importer"), [&] { result = importer.readFile(path); });
    return importOutcome(std::move(result), error);
}

ImportResult PluginManager::read(const ImporterInterface& importer, const QString& path,
                                 const ImportOptions& options) const
{
    if (!takesOptions(importer)) {
        // A project importer without options still picks its level.
        if (const ProjectImporterInterface* project = projectImporter(&importer); project && !options.level.isEmpty())
            return readLevel(*project, path, options.level);
        return read(importer, path);
    }
    ImportResult result;
    const QString error = guarded(Text::tr("The importer"), [&] {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            result.error = file.errorString();
        else
            result = importer.readWithOptions(file.readAll(), path, options);
    });
    return importOutcome(std::move(result), error);
}

ExportResult PluginManager::write(const ExporterInterface& exporter, const Level& level, const QString& path)
{
    ExportResult result;
    const QString error = guarded(Text::tr("The exporter"), [&] { result = exporter.write(level, path); });
    if (!error.isEmpty()) {
        result = ExportResult();
        result.message = error;
    }
    return result;
}

RuleResult PluginManager::run(const RulePluginInterface& rule, const Level& level)
{
    RuleResult result;
    result.error = guarded(Text::tr("The rule"), [&] { result.issues = rule.run(level); });
    if (!result.error.isEmpty())
        result.issues.clear();
    return result;
}

std::vector<Issue> PluginManager::runRules(const Level& level, QStringList* errors) const
{
    std::vector<Issue> all;
    for (const auto& p : mRules) {
        QString code;
        Severity severity = Severity::Warning;
        const QString metaError = guarded(Text::tr("The rule"), [&] {
            code = p.object->code();
            severity = p.object->defaultSeverity();
        });
        if (!metaError.isEmpty()) {
            if (errors)
                *errors << metaError;
            continue;
        }
        const QJsonValue configured = level.rules().extra.value(code);
        if (configured.isString())
            severity = severityFromName(configured.toString()).value_or(severity);
        if (severity == Severity::Off)
            continue;
        RuleResult result = run(*p.object, level);
        if (!result.error.isEmpty() && errors)
            *errors << result.error;
        for (Issue& issue : result.issues) {
            issue.severity = severity;
            if (issue.code.isEmpty())
                issue.code = code;
            all.push_back(std::move(issue));
        }
    }
    return all;
}

ValidationReport PluginManager::validate(const Level& level, QStringList* errors, const ValidationOptions& options,
                                         bool* cancelled) const
{
    const Validator validator(level, options);
    ValidationReport report = validator.run();
    if (cancelled)
        *cancelled = validator.cancelled();
    if (validator.cancelled())
        return report;
    for (Issue& issue : runRules(level, errors))
        report.issues.push_back(std::move(issue));
    sortIssues(report.issues);
    return report;
}

} // namespace ledge
