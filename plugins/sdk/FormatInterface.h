#pragma once
// Plugin SDK: what the importer and the exporter of a file format both say of it
// (ImporterInterface.h, ExporterInterface.h derive from it). Not an interface a plugin declares
// on its own: it has no IID. A plugin that both reads and writes a format gives one name(),
// description() and suffixes(), which serve both.
//
// These were once declared in each interface, in this order: as the base of both they keep the
// same places in the virtual tables, so plugins built against the older headers still load.

#include <QString>
#include <QStringList>

namespace ledge {

class FormatInterface {
public:
    virtual ~FormatInterface() = default;

    // Short identifier, used by `ledge-cli export --format NAME` and in listings (`ledge-cli
    // formats`): "tmx".
    virtual QString name() const = 0;
    // For people: "Tiled map (TMX)".
    virtual QString description() const = 0;
    // File name suffixes without the dot, lower case ("tmx"); an exporter writes the first
    // when it has the choice.
    virtual QStringList suffixes() const = 0;
};

} // namespace ledge
