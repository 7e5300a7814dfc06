#include "LdtkPlugin.h"

#include "LdtkExport.h"
#include "LdtkImport.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

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
    // The project's import profile, ledge-profile.json beside it, when there is one.
    ldtk::LdtkMapping mapping;
    if (!fileName.isEmpty()) {
        QString error;
        const std::optional<ldtk::LdtkMapping> read =
            ldtk::readLdtkMapping(QFileInfo(fileName).dir().filePath(QStringLiteral("ledge-profile.json")), &error);
        if (!read) {
            ImportResult failed;
            failed.error = error;
            return failed;
        }
        mapping = *read;
    }
    return ldtk::importLevel(data, fileName, level, mapping);
}

ExportResult LdtkPlugin::write(const Level& level, const QString& path) const
{
    ExportResult result;
    const QByteArray bytes = ldtk::writeProject(level, &result.warnings);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        result.message = file.errorString();
        return result;
    }
    result.ok = true;
    return result;
}

} // namespace ledge
