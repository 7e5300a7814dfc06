#pragma once
// Plugin SDK: a file format Ledge can write. API version 1 (see LEDGE_EXPORTER_IID).
//
// write() must be atomic: write to a QSaveFile and commit, so a failure leaves the previous
// file byte-for-byte intact. It never throws on a level it cannot represent fully: it writes
// what it can and returns a warning for each thing left out.

#include "FormatInterface.h"
#include "model/Level.h"

#include <QSaveFile>
#include <QStringList>
#include <QtPlugin>

namespace ledge {

struct ExportResult {
    bool ok = false;
    QString message;      // translated reason when !ok
    QStringList warnings; // translated, one per thing left out or changed
};

class ExporterInterface : public FormatInterface {
public:
    ~ExporterInterface() override = default;

    virtual ExportResult write(const Level& level, const QString& path) const = 0;
};

// The end of most write()s: `bytes` saved to `path` through a QSaveFile, so a failure leaves the
// previous file intact. The result is ok, or carries the file's error; either way with `warnings`.
inline ExportResult saveExport(const QByteArray& bytes, const QString& path, const QStringList& warnings = {})
{
    ExportResult result;
    result.warnings = warnings;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        result.message = file.errorString();
        return result;
    }
    result.ok = true;
    return result;
}

} // namespace ledge

#define LEDGE_EXPORTER_IID "org.ledge.Exporter/1"
Q_DECLARE_INTERFACE(ledge::ExporterInterface, LEDGE_EXPORTER_IID)
