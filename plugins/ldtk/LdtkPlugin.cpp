#include "LdtkPlugin.h"

#include "LdtkExport.h"
#include "LdtkImport.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace ledge {

QString LdtkPlugin::description() const
{
    return QCoreApplication::translate("LdtkPlugin", "LDtk project");
}

bool LdtkPlugin::canRead(const QString& fileName, const QByteArray& head) const
{
    if (QFileInfo(fileName).suffix().compare(u"ldtk", Qt::CaseInsensitive) == 0)
        return true;
    return head.trimmed().startsWith('{') && head.contains("\"LDtk Project JSON\"");
}

ImportResult LdtkPlugin::read(const QByteArray& data, const QString& fileName) const
{
    return readLevel(data, fileName, QString());
}

QStringList LdtkPlugin::levelNames(const QByteArray& data, const QString& fileName, QString* error) const
{
    return ldtk::levelNames(data, fileName, error);
}

ImportResult LdtkPlugin::readLevel(const QByteArray& data, const QString& fileName, const QString& level) const
{
    ImportOptions options;
    options.level = level;
    return readWithOptions(data, fileName, options);
}

ImportResult LdtkPlugin::readWithOptions(const QByteArray& data, const QString& fileName, const ImportOptions& options) const
{
    // The import profile: the one named, else ledge-profile.json beside the project when there is one.
    LoadError profileError;
    const std::optional<ImportProfile> profile =
        ImportProfile::forMap(fileName, options.profile, profileError, options.profileBesideMap);
    if (!profile && !profileError.message.isEmpty()) {
        ImportResult failed;
        failed.error = QCoreApplication::translate("LdtkFormat", "import profile %1").arg(profileError.toString());
        return failed;
    }
    return ldtk::importLevel(data, fileName, options.level, profile ? &*profile : nullptr);
}

ExportResult LdtkPlugin::write(const Level& level, const QString& path) const
{
    QStringList warnings;
    const QByteArray bytes = ldtk::writeProject(level, &warnings);
    return saveExport(bytes, path, warnings);
}

} // namespace ledge
