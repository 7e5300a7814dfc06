// A plugin of the right API version whose every call throws: the host must turn each
// exception into a message, never crash.

#include "plugins/sdk/PluginApi.h"

#include <QObject>

#include <stdexcept>

class ThrowingPlugin : public QObject, public ledge::ImporterInterface, public ledge::ExporterInterface,
                       public ledge::RulePluginInterface {
    Q_OBJECT
    Q_PLUGIN_METADATA(IID LEDGE_IMPORTER_IID)
    Q_INTERFACES(ledge::ImporterInterface ledge::ExporterInterface ledge::RulePluginInterface)

public:
    QString name() const override { return QStringLiteral("throwing"); }
    QString description() const override { return QStringLiteral("Throws on every call"); }
    QStringList suffixes() const override { return {QStringLiteral("boom")}; }
    bool canRead(const QString&, const QByteArray&) const override { throw std::runtime_error("canRead exploded"); }
    ledge::ImportResult read(const QByteArray&, const QString&) const override
    {
        throw std::runtime_error("read exploded");
    }
    ledge::ExportResult write(const ledge::Level&, const QString&) const override
    {
        throw std::runtime_error("write exploded");
    }
    QString code() const override { return QStringLiteral("throwing"); }
    std::vector<ledge::Issue> run(const ledge::Level&) const override { throw 42; }
};

#include "ThrowingPlugin.moc"
