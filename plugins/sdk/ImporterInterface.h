#pragma once
// Plugin SDK: a file format Ledge can open. API version 1 (see LEDGE_IMPORTER_IID).
//
// An importer turns the bytes of a file into a Level. It never throws on bad input: it
// returns an error message instead, and a warning for each thing of the source that Ledge
// could not represent, naming it (object id and name) so a designer can find it.

#include "FormatInterface.h"
#include "model/Level.h"

#include <QFile>
#include <QStringList>
#include <QtPlugin>

#include <memory>

namespace ledge {

struct ImportResult {
    std::unique_ptr<Level> level; // null when the file could not be read
    QString error;                // translated reason when level is null
    QStringList warnings;         // translated, one per thing skipped or changed

    explicit operator bool() const { return level != nullptr; }
};

// What a caller may ask of an import besides the file (ledge-cli --profile, --level).
struct ImportOptions {
    QString profile; // an import profile file; empty: the importer's own lookup (e.g. beside the map)
    QString level;   // for files holding many levels: which one (empty: the first)
    // false: no profile unless `profile` names one (the editor's "no profile" choice); true: an
    // empty `profile` means ledge-profile.json beside the map when there is one.
    bool profileBesideMap = true;
};

class ImporterInterface : public FormatInterface {
public:
    ~ImporterInterface() override = default;

    // Whether this importer understands the file; `head` holds its first bytes (up to 4 KiB).
    virtual bool canRead(const QString& fileName, const QByteArray& head) const = 0;
    // Reads a whole file. fileName locates messages and relative references (may be empty).
    virtual ImportResult read(const QByteArray& data, const QString& fileName) const = 0;

    // Convenience: opens path and calls read().
    ImportResult readFile(const QString& path) const
    {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            ImportResult failed;
            failed.error = file.errorString();
            return failed;
        }
        return read(file.readAll(), path);
    }

    // read() with options. A plugin that honours options overrides this and says so in its
    // metadata JSON with "importOptions": true; the host calls it only on such plugins (a
    // plugin built before this member existed has no such entry in its table).
    virtual ImportResult readWithOptions(const QByteArray& data, const QString& fileName,
                                         const ImportOptions& options) const
    {
        Q_UNUSED(options);
        return read(data, fileName);
    }
};

} // namespace ledge

// The IID carries the API version: a plugin built against another version is refused.
#define LEDGE_IMPORTER_IID "org.ledge.Importer/1"
Q_DECLARE_INTERFACE(ledge::ImporterInterface, LEDGE_IMPORTER_IID)
