#include "SettingsDock.h"
#include "Retranslate.h"

#include "Document.h"
#include "model/Commands.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLineEdit>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

namespace ledge {

SettingsDock::SettingsDock(Document* document, QWidget* parent)
    : DocumentDock(document, nullptr, "ledge::SettingsDock", QT_TR_NOOP("Level Settings"), parent)
{
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    auto* box = new QWidget(scroll);
    auto* layout = new QVBoxLayout(box);

    // A titled group of labelled fields; titles and labels are QT_TR_NOOP sources, tagged.
    const auto addGroup = [&](const char* title, std::initializer_list<std::pair<const char*, QWidget*>> rows) {
        auto* group = new QGroupBox(box);
        trTag(group, "ledge::SettingsDock", title);
        auto* form = new QFormLayout(group);
        for (const auto& [label, field] : rows)
            addTaggedRow(form, field, "ledge::SettingsDock", label);
        layout->addWidget(group);
    };

    mName = new QLineEdit(this);
    mCellSize = number(1, 1024, tr(" px"));
    mColumns = new QSpinBox(this);
    mColumns->setRange(1, 10000);
    mRows = new QSpinBox(this);
    mRows->setRange(1, 10000);
    addGroup(QT_TR_NOOP("Level"), {{QT_TR_NOOP("Name"), mName},
                                   {QT_TR_NOOP("Cell size"), mCellSize},
                                   {QT_TR_NOOP("Columns"), mColumns},
                                   {QT_TR_NOOP("Rows"), mRows}});

    mMode = new QComboBox(this);
    mMode->addItem(tr("Platformer"), int(MovementMode::Platformer));
    mMode->addItem(tr("Top-down"), int(MovementMode::TopDown));
    mWidth = number(1, 4096, tr(" px"));
    mHeight = number(1, 4096, tr(" px"));
    mRunSpeed = number(0, 100000, tr(" px/s"));
    mJumpHeight = number(0, 100000, tr(" px"));
    mGravity = number(0, 1000000, tr(" px/s²"));
    mMaxFall = number(0, 1000000, tr(" px/s"));
    mMaxFloorAngle = number(0, 89, tr("°"));
    addGroup(QT_TR_NOOP("Player movement"), {{QT_TR_NOOP("Mode"), mMode},
                                             {QT_TR_NOOP("Width"), mWidth},
                                             {QT_TR_NOOP("Height"), mHeight},
                                             {QT_TR_NOOP("Run speed"), mRunSpeed},
                                             {QT_TR_NOOP("Jump height"), mJumpHeight},
                                             {QT_TR_NOOP("Gravity"), mGravity},
                                             {QT_TR_NOOP("Max fall speed"), mMaxFall},
                                             {QT_TR_NOOP("Max floor angle"), mMaxFloorAngle}});

    mOverlap = severity();
    mOutOfBounds = severity();
    mUnreachable = severity();
    addGroup(QT_TR_NOOP("Rules"), {{QT_TR_NOOP("Overlap"), mOverlap},
                                   {QT_TR_NOOP("Out of bounds"), mOutOfBounds},
                                   {QT_TR_NOOP("Unreachable target"), mUnreachable}});
    layout->addStretch();
    scroll->setWidget(box);
    setWidget(scroll);

    connect(mName, &QLineEdit::editingFinished, this, &SettingsDock::apply);
    connect(mColumns, &QSpinBox::valueChanged, this, &SettingsDock::apply);
    connect(mRows, &QSpinBox::valueChanged, this, &SettingsDock::apply);
    mColumns->setKeyboardTracking(false);
    mRows->setKeyboardTracking(false);
    connect(mMode, &QComboBox::activated, this, &SettingsDock::apply);
    for (QComboBox* c : {mOverlap, mOutOfBounds, mUnreachable})
        connect(c, &QComboBox::activated, this, &SettingsDock::apply);
    bindDocument();
}

void SettingsDock::setDocument(Document* document)
{
    if (followDocument(document))
        bindDocument();
}

void SettingsDock::bindDocument()
{
    onEachLevel([this] {
        connect(mDocument->level(), &Level::settingsChanged, this, &SettingsDock::load);
        load();
    });
}

QDoubleSpinBox* SettingsDock::number(double min, double max, const QString& suffix)
{
    auto* spin = new QDoubleSpinBox(this);
    spin->setRange(min, max);
    spin->setDecimals(2);
    spin->setSuffix(suffix);
    spin->setKeyboardTracking(false);
    connect(spin, &QDoubleSpinBox::valueChanged, this, &SettingsDock::apply);
    return spin;
}

QComboBox* SettingsDock::severity()
{
    auto* combo = new QComboBox(this);
    combo->addItem(tr("Error"), int(Severity::Error));
    combo->addItem(tr("Warning"), int(Severity::Warning));
    combo->addItem(tr("Off"), int(Severity::Off));
    return combo;
}

void SettingsDock::load()
{
    mLoading = true;
    const LevelSettings s = settingsOf(*mDocument->level());
    mName->setText(s.name);
    mCellSize->setValue(s.grid.cellSize);
    mColumns->setValue(s.grid.columns);
    mRows->setValue(s.grid.rows);
    mMode->setCurrentIndex(mMode->findData(int(s.player.mode)));
    mWidth->setValue(s.player.width);
    mHeight->setValue(s.player.height);
    mRunSpeed->setValue(s.player.runSpeed);
    mJumpHeight->setValue(s.player.jumpHeight);
    mGravity->setValue(s.player.gravity);
    mMaxFall->setValue(s.player.maxFallSpeed);
    mMaxFloorAngle->setValue(s.player.maxFloorAngle);
    mOverlap->setCurrentIndex(mOverlap->findData(int(s.rules.overlap)));
    mOutOfBounds->setCurrentIndex(mOutOfBounds->findData(int(s.rules.outOfBounds)));
    mUnreachable->setCurrentIndex(mUnreachable->findData(int(s.rules.unreachable)));
    mLoading = false;
}

void SettingsDock::apply()
{
    if (mLoading)
        return;
    const LevelSettings before = settingsOf(*mDocument->level());
    LevelSettings s = before;
    // A value the box shows rounded keeps its exact stored value.
    auto pick = [](const QDoubleSpinBox* spin, double old) {
        return QString::number(old, 'f', spin->decimals()).toDouble() == spin->value() ? old : spin->value();
    };
    s.name = mName->text();
    s.grid.cellSize = pick(mCellSize, s.grid.cellSize);
    s.grid.columns = mColumns->value();
    s.grid.rows = mRows->value();
    s.player.mode = MovementMode(mMode->currentData().toInt());
    s.player.width = pick(mWidth, s.player.width);
    s.player.height = pick(mHeight, s.player.height);
    s.player.runSpeed = pick(mRunSpeed, s.player.runSpeed);
    s.player.jumpHeight = pick(mJumpHeight, s.player.jumpHeight);
    s.player.gravity = pick(mGravity, s.player.gravity);
    s.player.maxFallSpeed = pick(mMaxFall, s.player.maxFallSpeed);
    s.player.maxFloorAngle = pick(mMaxFloorAngle, s.player.maxFloorAngle);
    s.rules.overlap = Severity(mOverlap->currentData().toInt());
    s.rules.outOfBounds = Severity(mOutOfBounds->currentData().toInt());
    s.rules.unreachable = Severity(mUnreachable->currentData().toInt());
    if (s == before)
        return;
    mDocument->push(new ChangeSettingsCommand(mDocument->level(), s));
}

void SettingsDock::retranslateUi()
{
    retranslateTagged(this, "ledge::SettingsDock");
    // Combo items and unit suffixes are not tagged: set them again here.
    mMode->setItemText(mMode->findData(int(MovementMode::Platformer)), tr("Platformer"));
    mMode->setItemText(mMode->findData(int(MovementMode::TopDown)), tr("Top-down"));
    for (QComboBox* combo : findChildren<QComboBox*>()) {
        if (combo == mMode)
            continue;
        for (Severity s : {Severity::Error, Severity::Warning, Severity::Off})
            if (const int i = combo->findData(int(s)); i >= 0)
                combo->setItemText(i, s == Severity::Error ? tr("Error") : s == Severity::Warning ? tr("Warning") : tr("Off"));
    }
    for (QDoubleSpinBox* spin : {mCellSize, mWidth, mHeight, mJumpHeight})
        spin->setSuffix(tr(" px"));
    for (QDoubleSpinBox* spin : {mRunSpeed, mMaxFall})
        spin->setSuffix(tr(" px/s"));
    mGravity->setSuffix(tr(" px/s²"));
}

} // namespace ledge
