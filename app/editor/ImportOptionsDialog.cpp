#include "ImportOptionsDialog.h"

#include "model/ImportProfile.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>

namespace ledge {

namespace {

// QSettings: folder -> "beside", "none" or "file:" + the profile's path.
const char* const kSettingsKey = "import/profileByFolder";

QString folderOf(const QString& mapPath)
{
    return QFileInfo(mapPath).absolutePath();
}

QString besidePath(const QString& mapPath)
{
    return QDir(folderOf(mapPath)).filePath(QLatin1String(ImportProfile::kBesideMapName));
}

} // namespace

ImportOptions rememberedImportOptions(const QString& mapPath)
{
    ImportOptions options;
    const QString stored = QSettings().value(QLatin1String(kSettingsKey)).toMap().value(folderOf(mapPath)).toString();
    if (stored == u"none")
        options.profileBesideMap = false;
    else if (stored.startsWith(u"file:"))
        options.profile = stored.mid(5);
    return options;
}

void rememberImportOptions(const QString& mapPath, const ImportOptions& options)
{
    QSettings settings;
    QVariantMap byFolder = settings.value(QLatin1String(kSettingsKey)).toMap();
    byFolder.insert(folderOf(mapPath), !options.profile.isEmpty() ? QStringLiteral("file:") + options.profile
                                       : options.profileBesideMap ? QStringLiteral("beside")
                                                                  : QStringLiteral("none"));
    settings.setValue(QLatin1String(kSettingsKey), byFolder);
}

ImportOptionsDialog::ImportOptionsDialog(const QString& mapPath, const ImportOptions& proposed, const QStringList& levels,
                                         bool profiles, QWidget* parent)
    : QDialog(parent), mMapPath(mapPath)
{
    setObjectName(QStringLiteral("importOptions"));
    setWindowTitle(tr("Import Options"));
    auto* form = new QFormLayout(this);
    form->addRow(new QLabel(tr("Importing %1").arg(QFileInfo(mapPath).fileName()), this));

    mProfile = new QComboBox(this);
    mProfile->setObjectName(QStringLiteral("profileChoice"));
    const QString beside = QLatin1String(ImportProfile::kBesideMapName);
    mProfile->addItem(QFileInfo::exists(besidePath(mapPath)) ? tr("%1 beside the map").arg(beside)
                                                             : tr("%1 beside the map (there is none)").arg(beside),
                      int(BesideMap));
    mProfile->addItem(tr("No profile (the importer's defaults)"), int(NoProfile));
    mProfile->addItem(tr("Another file"), int(OtherFile));
    mFile = new QLineEdit(this);
    mFile->setObjectName(QStringLiteral("profileFile"));
    mBrowse = new QPushButton(tr("Browse…"), this);
    auto* fileRow = new QHBoxLayout;
    fileRow->addWidget(mFile);
    fileRow->addWidget(mBrowse);
    if (profiles) {
        auto* hint = new QLabel(tr("An import profile states which layers, tiles and classes of the map collide."), this);
        hint->setWordWrap(true);
        form->addRow(hint);
        form->addRow(tr("Import profile:"), mProfile);
        form->addRow(tr("Profile file:"), fileRow);
    } else {
        mProfile->hide();
        mFile->hide();
        mBrowse->hide();
    }

    mLevel = new QComboBox(this);
    mLevel->setObjectName(QStringLiteral("level"));
    mLevel->addItems(levels);
    if (levels.size() >= 2)
        form->addRow(tr("%1 holds %n level(s). Level:", nullptr, int(levels.size())).arg(QFileInfo(mapPath).fileName()),
                     mLevel);
    else
        mLevel->hide();

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    mOk = buttons->button(QDialogButtonBox::Ok);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(mProfile, &QComboBox::currentIndexChanged, this, &ImportOptionsDialog::updateState);
    connect(mFile, &QLineEdit::textChanged, this, &ImportOptionsDialog::updateState);
    connect(mBrowse, &QPushButton::clicked, this, &ImportOptionsDialog::browse);

    setProfileChoice(!proposed.profile.isEmpty() ? OtherFile : proposed.profileBesideMap ? BesideMap : NoProfile,
                     proposed.profile);
    setLevel(proposed.level);
}

ImportOptionsDialog::ProfileChoice ImportOptionsDialog::profileChoice() const
{
    return ProfileChoice(mProfile->currentData().toInt());
}

void ImportOptionsDialog::setProfileChoice(ProfileChoice choice, const QString& file)
{
    mProfile->setCurrentIndex(mProfile->findData(int(choice)));
    if (!file.isEmpty())
        mFile->setText(file);
    updateState();
}

void ImportOptionsDialog::setLevel(const QString& level)
{
    const int at = mLevel->findText(level);
    if (at >= 0)
        mLevel->setCurrentIndex(at);
}

ImportOptions ImportOptionsDialog::options() const
{
    ImportOptions options;
    options.level = mLevel->count() >= 2 ? mLevel->currentText() : QString();
    options.profileBesideMap = profileChoice() == BesideMap;
    if (profileChoice() == OtherFile)
        options.profile = mFile->text().trimmed();
    return options;
}

void ImportOptionsDialog::updateState()
{
    const bool other = profileChoice() == OtherFile;
    mFile->setEnabled(other);
    mBrowse->setEnabled(other);
    mOk->setEnabled(!other || !mFile->text().trimmed().isEmpty());
}

void ImportOptionsDialog::browse()
{
    const QString start = mFile->text().isEmpty() ? folderOf(mMapPath) : mFile->text();
    const QString file = QFileDialog::getOpenFileName(this, tr("Import Profile"), start, tr("Import profiles (*.json)"));
    if (!file.isEmpty())
        mFile->setText(file);
}

} // namespace ledge
