#pragma once
// Plugin SDK: an importer whose files hold several levels (an LDtk project). API version 1
// (see LEDGE_PROJECT_IMPORTER_IID).
//
// A plugin implements it beside ImporterInterface, on the same object; the host finds it with
// qobject_cast. ImporterInterface::read() keeps importing the project's first level, so a host
// that does not know this interface still works. Like read(), these never throw on bad input.

#include "ImporterInterface.h"

namespace ledge {

class ProjectImporterInterface {
public:
    virtual ~ProjectImporterInterface() = default;

    // The names of the project's levels in order; the first is the one read() imports. Empty
    // with *error set (translated, naming the place) when the file cannot be read.
    virtual QStringList levelNames(const QByteArray& data, const QString& fileName, QString* error) const = 0;
    // Reads the level named `level` (its identifier; matched case-insensitively when no level
    // has exactly that name). An unknown name is an error that names it and lists the levels.
    virtual ImportResult readLevel(const QByteArray& data, const QString& fileName, const QString& level) const = 0;
};

} // namespace ledge

#define LEDGE_PROJECT_IMPORTER_IID "org.ledge.ProjectImporter/1"
Q_DECLARE_INTERFACE(ledge::ProjectImporterInterface, LEDGE_PROJECT_IMPORTER_IID)
