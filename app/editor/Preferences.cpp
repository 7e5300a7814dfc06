#include "Preferences.h"

#include "Retranslate.h"
#include "plugins/host/PluginManager.h"
#include "translations/Language.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace ledge {

namespace {
constexpr const char* kContext = "ledge::PreferencesDialog";
const int kSubdivisions[] = {1, 2, 4, 8};
} // namespace

EditorPreferences EditorPreferences::load()
{
    const QSettings s;
    EditorPreferences p;
    p.language = s.value("ui/language").toString();
    p.grid.cellSize = qBound(1.0, s.value("newLevel/cellSize", p.grid.cellSize).toDouble(), 1024.0);
    p.grid.columns = qBound(1, s.value("newLevel/columns", p.grid.columns).toInt(), 10000);
    p.grid.rows = qBound(1, s.value("newLevel/rows", p.grid.rows).toInt(), 10000);
    p.mode = s.value("newLevel/mode").toString() == u"topdown" ? MovementMode::TopDown : MovementMode::Platformer;
    p.snap = s.value("editor/snap", p.snap).toBool();
    const int sub = s.value("editor/snapSubdivisions", p.snapSubdivisions).toInt();
    p.snapSubdivisions = std::find(std::begin(kSubdivisions), std::end(kSubdivisions), sub) != std::end(kSubdivisions) ? sub : EditorPreferences().snapSubdivisions;
    p.autosaveSeconds = qMax(0, s.value("editor/autosaveSeconds", p.autosaveSeconds).toInt());
    p.pluginPaths = s.value("plugins/paths").toStringList();
    return p;
}

void EditorPreferences::save() const
{
    QSettings s;
    s.setValue("ui/language", language);
    s.setValue("newLevel/cellSize", grid.cellSize);
    s.setValue("newLevel/columns", grid.columns);
    s.setValue("newLevel/rows", grid.rows);
    s.setValue("newLevel/mode", mode == MovementMode::TopDown ? QStringLiteral("topdown") : QStringLiteral("platformer"));
    s.setValue("editor/snap", snap);
    s.setValue("editor/snapSubdivisions", snapSubdivisions);
    s.setValue("editor/autosaveSeconds", autosaveSeconds);
    s.setValue("plugins/paths", pluginPaths);
}

PreferencesDialog::PreferencesDialog(const PluginManager* plugins, QWidget* parent)
    : Retranslating(parent), mPlugins(plugins)
{
    setObjectName(QStringLiteral("PreferencesDialog"));
    trTag(this, kContext, QT_TR_NOOP("Preferences"));
    auto* layout = new QVBoxLayout(this);
    auto* tabs = new QTabWidget(this);
    layout->addWidget(tabs);

    // General: language, new levels, snapping, autosave.
    auto* general = new QWidget(tabs);
    auto* form = new QFormLayout(general);
    auto row = [form](const char* label, QWidget* field) {
        addTaggedRow(form, field, kContext, label);
    };
    mLanguage = new QComboBox(general);
    mLanguage->setObjectName(QStringLiteral("languageCombo"));
    mLanguage->addItem(QString(), QString()); // "System", text set in retranslateUi()
    for (const QString& lang : availableLanguages())
        mLanguage->addItem(nativeLanguageName(lang), lang);
    row(QT_TR_NOOP("Language"), mLanguage);
    // Applied at once: the dialog itself retranslates.
    connect(mLanguage, &QComboBox::activated, this, [this] { setLanguage(mLanguage->currentData().toString()); });

    mCellSize = new QSpinBox(general);
    mCellSize->setRange(1, 1024);
    mColumns = new QSpinBox(general);
    mColumns->setRange(1, 10000);
    mRows = new QSpinBox(general);
    mRows->setRange(1, 10000);
    mMode = new QComboBox(general);
    mMode->addItem(QString(), int(MovementMode::Platformer));
    mMode->addItem(QString(), int(MovementMode::TopDown));
    row(QT_TR_NOOP("New level cell size"), mCellSize);
    row(QT_TR_NOOP("New level columns"), mColumns);
    row(QT_TR_NOOP("New level rows"), mRows);
    row(QT_TR_NOOP("New level movement"), mMode);

    mSnap = new QCheckBox(general);
    trTag(mSnap, kContext, QT_TR_NOOP("Snap to the grid"));
    form->addRow(QString(), mSnap);
    mSubdivisions = new QComboBox(general);
    for (int n : kSubdivisions)
        mSubdivisions->addItem(QString(), n);
    row(QT_TR_NOOP("Snap subdivisions"), mSubdivisions);
    mAutosave = new QSpinBox(general);
    mAutosave->setRange(0, 3600);
    row(QT_TR_NOOP("Autosave every (0 = never)"), mAutosave);
    tabs->addTab(general, QString());

    // Plugins: extra folders and one enable box per plugin found.
    auto* pluginsTab = new QWidget(tabs);
    auto* pluginsLayout = new QVBoxLayout(pluginsTab);
    auto* folders = new QGroupBox(pluginsTab);
    trTag(folders, kContext, QT_TR_NOOP("Extra plugin folders (used from the next start)"));
    auto* foldersLayout = new QHBoxLayout(folders);
    mPluginPaths = new QListWidget(folders);
    foldersLayout->addWidget(mPluginPaths);
    auto* folderButtons = new QVBoxLayout;
    auto* add = new QPushButton(folders);
    trTag(add, kContext, QT_TR_NOOP("Add…"));
    auto* remove = new QPushButton(folders);
    trTag(remove, kContext, QT_TR_NOOP("Remove"));
    folderButtons->addWidget(add);
    folderButtons->addWidget(remove);
    folderButtons->addStretch();
    foldersLayout->addLayout(folderButtons);
    connect(add, &QPushButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Plugin Folder"));
        if (!dir.isEmpty())
            mPluginPaths->addItem(dir);
    });
    connect(remove, &QPushButton::clicked, this, [this] { delete mPluginPaths->currentItem(); });
    pluginsLayout->addWidget(folders);
    mPluginTable = new QTableWidget(pluginsTab);
    mPluginTable->setObjectName(QStringLiteral("pluginTable"));
    mPluginTable->setColumnCount(3);
    mPluginTable->verticalHeader()->hide();
    mPluginTable->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    mPluginTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    pluginsLayout->addWidget(mPluginTable);
    tabs->addTab(pluginsTab, QString());
    fillPlugins();

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        apply();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, [this] {
        // The language was tried at once: Cancel goes back to the stored one.
        const QString stored = EditorPreferences::load().language;
        if (mLanguage->currentData().toString() != stored)
            setLanguage(stored);
        reject();
    });

    setPreferences(EditorPreferences::load());
    retranslateUi();
    resize(560, 480);
}

void PreferencesDialog::fillPlugins()
{
    if (!mPlugins)
        return;
    const QStringList disabled = PluginManager::disabledInSettings();
    const auto& list = mPlugins->plugins();
    mPluginTable->setRowCount(int(list.size()));
    for (int i = 0; i < int(list.size()); ++i) {
        const PluginInfo& info = list[size_t(i)];
        const QString name = QFileInfo(info.file).fileName();
        auto* item = new QTableWidgetItem(name);
        item->setToolTip(info.file);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(disabled.contains(name) ? Qt::Unchecked : Qt::Checked);
        mPluginTable->setItem(i, 0, item);
        mPluginTable->setItem(i, 1, new QTableWidgetItem(pluginStatusName(info.status)));
        QStringList provides = info.importers + info.exporters + info.rules;
        mPluginTable->setItem(i, 2, new QTableWidgetItem(info.reason.isEmpty() ? provides.join(QStringLiteral(", ")) : info.reason));
    }
}

EditorPreferences PreferencesDialog::preferences() const
{
    EditorPreferences p;
    p.language = mLanguage->currentData().toString();
    p.grid.cellSize = mCellSize->value();
    p.grid.columns = mColumns->value();
    p.grid.rows = mRows->value();
    p.mode = MovementMode(mMode->currentData().toInt());
    p.snap = mSnap->isChecked();
    p.snapSubdivisions = mSubdivisions->currentData().toInt();
    p.autosaveSeconds = mAutosave->value();
    for (int i = 0; i < mPluginPaths->count(); ++i)
        p.pluginPaths << mPluginPaths->item(i)->text();
    return p;
}

void PreferencesDialog::setPreferences(const EditorPreferences& p)
{
    mLanguage->setCurrentIndex(qMax(0, mLanguage->findData(p.language)));
    mCellSize->setValue(int(p.grid.cellSize));
    mColumns->setValue(p.grid.columns);
    mRows->setValue(p.grid.rows);
    mMode->setCurrentIndex(qMax(0, mMode->findData(int(p.mode))));
    mSnap->setChecked(p.snap);
    mSubdivisions->setCurrentIndex(qMax(0, mSubdivisions->findData(p.snapSubdivisions)));
    mAutosave->setValue(p.autosaveSeconds);
    mPluginPaths->clear();
    mPluginPaths->addItems(p.pluginPaths);
}

QStringList PreferencesDialog::disabledPlugins() const
{
    QStringList names;
    for (int i = 0; i < mPluginTable->rowCount(); ++i)
        if (const QTableWidgetItem* item = mPluginTable->item(i, 0); item && item->checkState() == Qt::Unchecked)
            names << item->text();
    return names;
}

void PreferencesDialog::apply()
{
    preferences().save();
    const QStringList disabled = disabledPlugins();
    for (int i = 0; i < mPluginTable->rowCount(); ++i) {
        const QString name = mPluginTable->item(i, 0)->text();
        PluginManager::setDisabledInSettings(name, disabled.contains(name));
    }
}

void PreferencesDialog::retranslateUi()
{
    retranslateTagged(this, kContext);
    mLanguage->setItemText(0, tr("System"));
    mMode->setItemText(0, tr("Platformer"));
    mMode->setItemText(1, tr("Top-down"));
    for (int i = 0; i < mSubdivisions->count(); ++i) {
        const int n = mSubdivisions->itemData(i).toInt();
        mSubdivisions->setItemText(i, n == 1 ? tr("Whole cells") : tr("1/%1 cell").arg(n));
    }
    mCellSize->setSuffix(tr(" px"));
    mAutosave->setSuffix(tr(" s"));
    if (auto* tabs = findChild<QTabWidget*>()) {
        tabs->setTabText(0, tr("General"));
        tabs->setTabText(1, tr("Plugins"));
    }
    mPluginTable->setHorizontalHeaderLabels({tr("Plugin"), tr("Status"), tr("Provides / reason")});
}

} // namespace ledge
