#pragma once
// File > Import's options: which import profile says what collides in the map (the
// ledge-profile.json beside it, another file, or none: the importer's defaults) and, for a
// project file holding several levels (LDtk), which level. The profile choice is remembered per
// map folder (QSettings), so File > Open of a map from that folder applies it too.

#include "plugins/sdk/ImporterInterface.h"

#include <QDialog>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace ledge {

// The profile choice remembered for maps in the folder of `mapPath`, as ImportOptions (profile,
// profileBesideMap; level empty). Without one: the profile beside the map, when there is one.
ImportOptions rememberedImportOptions(const QString& mapPath);
// Remembers options.profile and options.profileBesideMap for the folder of `mapPath`.
void rememberImportOptions(const QString& mapPath, const ImportOptions& options);

class ImportOptionsDialog : public QDialog {
    Q_OBJECT

public:
    enum ProfileChoice { BesideMap, NoProfile, OtherFile };

    // `levels`: the project's levels (a list is shown when there are two or more); `profiles`:
    // whether the importer reads import profiles (else only the level is asked).
    ImportOptionsDialog(const QString& mapPath, const ImportOptions& proposed, const QStringList& levels, bool profiles,
                        QWidget* parent = nullptr);

    ImportOptions options() const;
    ProfileChoice profileChoice() const;
    void setProfileChoice(ProfileChoice choice, const QString& file = {});
    void setLevel(const QString& level);

private:
    void updateState();
    void browse();

    QString mMapPath;
    QComboBox* mProfile = nullptr;
    QLineEdit* mFile = nullptr;
    QPushButton* mBrowse = nullptr;
    QComboBox* mLevel = nullptr;
    QPushButton* mOk = nullptr;
};

} // namespace ledge
