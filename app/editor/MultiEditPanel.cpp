#include "MultiEditPanel.h"

#include "Document.h"
#include "ObjectOps.h"
#include "Retranslate.h"
#include "Style.h"
#include "model/CommandText.h"
#include "model/Commands.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include <cmath>

namespace ledge {

namespace {
constexpr Role kRoles[] = {Role::Solid, Role::OneWay, Role::Hazard, Role::Trigger,
                           Role::Spawn, Role::Goal,   Role::Pickup};
constexpr char kContext[] = "ledge::MultiEditPanel";

// A property value typed as the file stores it: boolean, number or string.
QVariant typedValue(const QString& text)
{
    if (text == QLatin1String("true") || text == QLatin1String("false"))
        return text == QLatin1String("true");
    bool ok = false;
    const double d = text.toDouble(&ok);
    return ok && std::isfinite(d) ? QVariant(d) : QVariant(text);
}
} // namespace

MultiEditPanel::MultiEditPanel(Document* document, QWidget* parent) : Retranslating(parent), mDocument(document)
{
    setObjectName(QStringLiteral("multiEdit"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* form = new QFormLayout;
    mRole = new QComboBox(this);
    mRole->setObjectName(QStringLiteral("multiRole"));
    mLayer = new QComboBox(this);
    mLayer->setObjectName(QStringLiteral("multiLayer"));
    mName = new QLineEdit(this);
    mName->setObjectName(QStringLiteral("multiName"));
    addTaggedRow(form, mRole, kContext, QT_TR_NOOP("Role"));
    addTaggedRow(form, mLayer, kContext, QT_TR_NOOP("Layer"));
    addTaggedRow(form, mName, kContext, QT_TR_NOOP("Name"));
    // A custom property set on all of them.
    auto* property = new QWidget(this);
    auto* propertyRow = new QHBoxLayout(property);
    propertyRow->setContentsMargins(0, 0, 0, 0);
    mKey = new QLineEdit(property);
    mKey->setObjectName(QStringLiteral("multiKey"));
    mValue = new QLineEdit(property);
    mValue->setObjectName(QStringLiteral("multiValue"));
    auto* setProperty = new QPushButton(property);
    setProperty->setObjectName(QStringLiteral("multiSetProperty"));
    trTag(setProperty, kContext, QT_TR_NOOP("Set"));
    propertyRow->addWidget(mKey);
    propertyRow->addWidget(mValue);
    propertyRow->addWidget(setProperty);
    addTaggedRow(form, property, kContext, QT_TR_NOOP("Property"));
    // Move by an offset.
    auto* move = new QWidget(this);
    auto* moveRow = new QHBoxLayout(move);
    moveRow->setContentsMargins(0, 0, 0, 0);
    mDx = new QDoubleSpinBox(move);
    mDy = new QDoubleSpinBox(move);
    mDx->setObjectName(QStringLiteral("multiDx"));
    mDy->setObjectName(QStringLiteral("multiDy"));
    for (QDoubleSpinBox* spin : {mDx, mDy}) {
        spin->setRange(-1e6, 1e6);
        spin->setDecimals(3);
        moveRow->addWidget(spin);
    }
    auto* moveButton = new QPushButton(move);
    moveButton->setObjectName(QStringLiteral("multiMove"));
    trTag(moveButton, kContext, QT_TR_NOOP("Move"));
    moveRow->addWidget(moveButton);
    addTaggedRow(form, move, kContext, QT_TR_NOOP("Move by"));
    layout->addLayout(form);

    // Align and distribute.
    auto* arrange = new QGridLayout;
    struct ButtonDef { const char* name; const char* text; };
    const ButtonDef aligns[] = {{"alignLeft", QT_TR_NOOP("Left")},   {"alignCentreX", QT_TR_NOOP("Centre")},
                                {"alignRight", QT_TR_NOOP("Right")}, {"alignTop", QT_TR_NOOP("Top")},
                                {"alignCentreY", QT_TR_NOOP("Middle")}, {"alignBottom", QT_TR_NOOP("Bottom")}};
    auto* alignLabel = new QLabel(this);
    trTag(alignLabel, kContext, QT_TR_NOOP("Align"));
    arrange->addWidget(alignLabel, 0, 0, 1, 3);
    for (int i = 0; i < 6; ++i) {
        auto* b = new QPushButton(this);
        b->setObjectName(QString::fromLatin1(aligns[i].name));
        trTag(b, kContext, aligns[i].text);
        arrange->addWidget(b, 1 + i / 3, i % 3);
        connect(b, &QPushButton::clicked, this, [this, i] {
            ops::align(*mDocument, mIds, ops::Align(i));
        });
    }
    auto* distributeLabel = new QLabel(this);
    trTag(distributeLabel, kContext, QT_TR_NOOP("Distribute"));
    arrange->addWidget(distributeLabel, 3, 0, 1, 3);
    auto* across = new QPushButton(this);
    across->setObjectName(QStringLiteral("distributeX"));
    trTag(across, kContext, QT_TR_NOOP("Across"));
    auto* down = new QPushButton(this);
    down->setObjectName(QStringLiteral("distributeY"));
    trTag(down, kContext, QT_TR_NOOP("Down"));
    arrange->addWidget(across, 4, 0);
    arrange->addWidget(down, 4, 1);
    layout->addLayout(arrange);
    connect(across, &QPushButton::clicked, this, [this] { ops::distribute(*mDocument, mIds, Qt::Horizontal); });
    connect(down, &QPushButton::clicked, this, [this] { ops::distribute(*mDocument, mIds, Qt::Vertical); });

    connect(mRole, &QComboBox::activated, this, [this] {
        const QVariant data = mRole->currentData();
        if (!data.isValid())
            return; // "mixed"
        changeAll(commandText(kContext, QT_TRANSLATE_NOOP("ledge::MultiEditPanel", "Change role")),
                  [&](LevelObject& o) { o.role = Role(data.toInt()); });
    });
    connect(mLayer, &QComboBox::activated, this, [this] {
        const QVariant data = mLayer->currentData();
        if (data.isValid())
            ops::moveToLayer(*mDocument, mIds, data.toLongLong());
    });
    connect(mName, &QLineEdit::editingFinished, this, [this] {
        if (mLoading || !mName->isModified())
            return;
        mName->setModified(false);
        const QString name = mName->text();
        changeAll(commandText(kContext, QT_TRANSLATE_NOOP("ledge::MultiEditPanel", "Rename objects")),
                  [&](LevelObject& o) { o.name = name; });
    });
    connect(setProperty, &QPushButton::clicked, this, [this] {
        const QString key = mKey->text().trimmed();
        if (key.isEmpty())
            return;
        const QVariant value = typedValue(mValue->text());
        changeAll(commandText(kContext, QT_TRANSLATE_NOOP("ledge::MultiEditPanel", "Set property")),
                  [&](LevelObject& o) { o.properties.insert(key, value); });
    });
    connect(moveButton, &QPushButton::clicked, this, [this] {
        const Vec2 d{mDx->value(), mDy->value()};
        if (d.x == 0 && d.y == 0)
            return;
        changeAll(commandText(kContext, QT_TRANSLATE_NOOP("ledge::MultiEditPanel", "Move objects")),
                  [&](LevelObject& o) { o.shape = translated(o.shape, d); });
    });
    retranslateUi();
}

template <typename F> void MultiEditPanel::changeAll(const QString& text, F change)
{
    std::vector<LevelObject> before, after;
    for (ObjectId id : std::as_const(mIds))
        if (const LevelObject* o = mDocument->level()->object(id)) {
            LevelObject changed = *o;
            change(changed);
            if (changed == *o)
                continue;
            before.push_back(*o);
            after.push_back(std::move(changed));
        }
    if (!after.empty())
        mDocument->push(new ChangeObjectsCommand(mDocument->level(), before, after, text));
    load();
}

void MultiEditPanel::setObjects(const QList<ObjectId>& ids)
{
    mIds = ids;
    load();
}

void MultiEditPanel::load()
{
    const Level& level = *mDocument->level();
    std::vector<const LevelObject*> objects;
    for (ObjectId id : std::as_const(mIds))
        if (const LevelObject* o = level.object(id))
            objects.push_back(o);
    if (objects.empty())
        return;
    mLoading = true;
    const auto same = [&](auto get) {
        for (const LevelObject* o : objects)
            if (get(*o) != get(*objects.front()))
                return false;
        return true;
    };
    const QString mixed = tr("(mixed)");
    mRole->clear();
    const bool oneRole = same([](const LevelObject& o) { return o.role; });
    if (!oneRole)
        mRole->addItem(mixed);
    for (Role r : kRoles)
        mRole->addItem(style::roleLabel(r), int(r));
    mRole->setCurrentIndex(oneRole ? mRole->findData(int(objects.front()->role)) : 0);
    mLayer->clear();
    const bool oneLayer = same([&](const LevelObject& o) { return level.layerOf(o.id); });
    if (!oneLayer)
        mLayer->addItem(mixed);
    for (int i = level.layerCount() - 1; i >= 0; --i)
        if (level.layerAt(i).type == LayerType::Objects)
            mLayer->addItem(level.layerAt(i).name, QVariant::fromValue<qlonglong>(level.layerAt(i).id));
    mLayer->setCurrentIndex(oneLayer ? mLayer->findData(QVariant::fromValue<qlonglong>(level.layerOf(objects.front()->id))) : 0);
    const bool oneName = same([](const LevelObject& o) { return o.name; });
    mName->setText(oneName ? objects.front()->name : QString());
    mName->setPlaceholderText(oneName ? QString() : mixed);
    mName->setModified(false);
    mLoading = false;
}

void MultiEditPanel::retranslateUi()
{
    retranslateTagged(this, kContext);
    mKey->setPlaceholderText(tr("key"));
    mValue->setPlaceholderText(tr("value"));
    mDx->setPrefix(tr("x "));
    mDy->setPrefix(tr("y "));
    load();
}

} // namespace ledge
