// A complete Ledge plugin: writes one line per object, "id,role,x,y,w,h" of its bounds.
#include <plugins/sdk/PluginApi.h>

#include <QObject>
#include <QSaveFile>

class CsvExporter : public QObject, public ledge::ExporterInterface {
    Q_OBJECT
    Q_PLUGIN_METADATA(IID LEDGE_EXPORTER_IID)
    Q_INTERFACES(ledge::ExporterInterface)

public:
    QString name() const override { return QStringLiteral("csv"); }
    QString description() const override { return tr("Object bounds as CSV"); }
    QStringList suffixes() const override { return {QStringLiteral("csv")}; }

    ledge::ExportResult write(const ledge::Level& level, const QString& path) const override
    {
        QByteArray text = "id,role,x,y,w,h\n";
        level.forEachObject([&](const ledge::LayerInfo&, const ledge::LevelObject& o) {
            const ledge::Aabb b = ledge::bounds(o.shape);
            text += QStringLiteral("%1,%2,%3,%4,%5,%6\n")
                        .arg(o.id).arg(ledge::roleName(o.role))
                        .arg(b.minX).arg(b.minY).arg(b.width()).arg(b.height()).toUtf8();
        });
        QSaveFile file(path); // atomic: the old file survives any failure
        if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size() || !file.commit())
            return {false, file.errorString(), {}};
        return {true, {}, {}};
    }
};

#include "CsvExporter.moc"
