// A plugin built for a future API version: its metadata IID says "/99". The host must refuse
// it from the metadata alone, before any of its code runs.

#include <QObject>
#include <QtPlugin>

class WrongApiPlugin : public QObject {
    Q_OBJECT
    Q_PLUGIN_METADATA(IID "org.ledge.Importer/99")
};

#include "WrongApiPlugin.moc"
