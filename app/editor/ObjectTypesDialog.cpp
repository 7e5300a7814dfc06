#include "ObjectTypesDialog.h"

#include "Document.h"
#include "model/CommandText.h"
#include "model/Commands.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ledge {

namespace {
enum { NameColumn, TypeColumn, DefaultColumn };

QString defaultText(const FieldDef& f)
{
    const QVariant v = fieldValue(f.type, f.defaultValue);
    return f.type == FieldType::Bool ? (v.toBool() ? QStringLiteral("true") : QStringLiteral("false")) : v.toString();
}
} // namespace

ObjectTypesDialog::ObjectTypesDialog(Document* document, QWidget* parent)
    : QDialog(parent), mDocument(document), mEdited(document->level()->objectTypes())
{
    setObjectName(QStringLiteral("objectTypesDialog"));
    setWindowTitle(tr("Object Types"));
    auto* layout = new QVBoxLayout(this);
    auto* columns = new QHBoxLayout;
    auto* left = new QVBoxLayout;
    mTypes = new QListWidget(this);
    mTypes->setObjectName(QStringLiteral("typeList"));
    auto* addTypeButton = new QPushButton(tr("Add type"), this);
    addTypeButton->setObjectName(QStringLiteral("addType"));
    auto* removeTypeButton = new QPushButton(tr("Remove type"), this);
    removeTypeButton->setObjectName(QStringLiteral("removeType"));
    left->addWidget(new QLabel(tr("Types"), this));
    left->addWidget(mTypes);
    left->addWidget(addTypeButton);
    left->addWidget(removeTypeButton);
    auto* right = new QVBoxLayout;
    mFields = new QTableWidget(0, 3, this);
    mFields->setObjectName(QStringLiteral("fieldTable"));
    mFields->setHorizontalHeaderLabels({tr("Field"), tr("Kind"), tr("Default")});
    mFields->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    mFields->verticalHeader()->hide();
    auto* addFieldButton = new QPushButton(tr("Add field"), this);
    addFieldButton->setObjectName(QStringLiteral("addField"));
    auto* removeFieldButton = new QPushButton(tr("Remove field"), this);
    removeFieldButton->setObjectName(QStringLiteral("removeField"));
    right->addWidget(new QLabel(tr("Fields of the type, with the value new objects of it get"), this));
    right->addWidget(mFields);
    auto* fieldButtons = new QHBoxLayout;
    fieldButtons->addWidget(addFieldButton);
    fieldButtons->addWidget(removeFieldButton);
    fieldButtons->addStretch();
    right->addLayout(fieldButtons);
    columns->addLayout(left, 1);
    columns->addLayout(right, 3);
    layout->addLayout(columns);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        apply();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    for (const ObjectType& t : mEdited) {
        auto* item = new QListWidgetItem(t.name, mTypes);
        item->setFlags(item->flags() | Qt::ItemIsEditable);
    }
    connect(mTypes, &QListWidget::currentRowChanged, this, &ObjectTypesDialog::showType);
    connect(mTypes, &QListWidget::itemChanged, this, [this](QListWidgetItem* item) {
        const int row = mTypes->row(item);
        if (row >= 0 && row < int(mEdited.size()))
            mEdited[std::size_t(row)].name = item->text();
    });
    connect(addTypeButton, &QPushButton::clicked, this, [this] {
        QString name = tr("type");
        for (int i = 2; findType(types(), name); ++i)
            name = tr("type%1").arg(i);
        addType(name);
    });
    connect(removeTypeButton, &QPushButton::clicked, this, [this] {
        const int row = mTypes->currentRow();
        if (row < 0)
            return;
        mShown = -1;
        mEdited.erase(mEdited.begin() + row);
        delete mTypes->takeItem(row);
        showType(mTypes->currentRow());
    });
    connect(addFieldButton, &QPushButton::clicked, this, [this] {
        addField(tr("field%1").arg(mFields->rowCount() + 1), FieldType::String, QString());
    });
    connect(removeFieldButton, &QPushButton::clicked, this, [this] {
        if (mFields->currentRow() >= 0)
            mFields->removeRow(mFields->currentRow());
    });
    if (!mEdited.empty())
        mTypes->setCurrentRow(0);
    resize(640, 360);
}

void ObjectTypesDialog::addType(const QString& name)
{
    storeFields();
    mEdited.push_back({name, {}});
    auto* item = new QListWidgetItem(name, mTypes);
    item->setFlags(item->flags() | Qt::ItemIsEditable);
    mTypes->setCurrentItem(item);
}

void ObjectTypesDialog::addField(const QString& name, FieldType type, const QString& defaultText)
{
    if (mShown < 0)
        return;
    const int row = mFields->rowCount();
    mFields->insertRow(row);
    mFields->setItem(row, NameColumn, new QTableWidgetItem(name));
    auto* kind = new QComboBox(mFields);
    kind->addItem(tr("text"), int(FieldType::String));
    kind->addItem(tr("number"), int(FieldType::Number));
    kind->addItem(tr("true/false"), int(FieldType::Bool));
    kind->setCurrentIndex(kind->findData(int(type)));
    mFields->setCellWidget(row, TypeColumn, kind);
    mFields->setItem(row, DefaultColumn, new QTableWidgetItem(defaultText));
}

void ObjectTypesDialog::storeFields()
{
    if (mShown < 0 || mShown >= int(mEdited.size()))
        return;
    std::vector<FieldDef> fields;
    for (int row = 0; row < mFields->rowCount(); ++row) {
        const QTableWidgetItem* name = mFields->item(row, NameColumn);
        if (!name || name->text().trimmed().isEmpty())
            continue;
        FieldDef f;
        f.name = name->text().trimmed();
        if (auto* kind = qobject_cast<QComboBox*>(mFields->cellWidget(row, TypeColumn)))
            f.type = FieldType(kind->currentData().toInt());
        const QTableWidgetItem* value = mFields->item(row, DefaultColumn);
        f.defaultValue = fieldValue(f.type, value ? value->text() : QString());
        if (std::none_of(fields.begin(), fields.end(), [&](const FieldDef& g) { return g.name == f.name; }))
            fields.push_back(f);
    }
    mEdited[std::size_t(mShown)].fields = fields;
}

void ObjectTypesDialog::showType(int row)
{
    storeFields();
    mShown = row;
    mFields->setRowCount(0);
    if (row < 0 || row >= int(mEdited.size()))
        return;
    const std::vector<FieldDef> fields = mEdited[std::size_t(row)].fields;
    for (const FieldDef& f : fields)
        addField(f.name, f.type, defaultText(f));
}

std::vector<ObjectType> ObjectTypesDialog::types() const
{
    const_cast<ObjectTypesDialog*>(this)->storeFields();
    std::vector<ObjectType> out;
    for (const ObjectType& t : mEdited)
        if (!t.name.trimmed().isEmpty() && !findType(out, t.name))
            out.push_back(t);
    return out;
}

bool ObjectTypesDialog::apply()
{
    Level* level = mDocument->level();
    LevelSettings settings = settingsOf(*level);
    settings.types = types();
    if (settings.types == level->objectTypes())
        return false;
    auto* macro = new QUndoCommand(commandText("ledge::ObjectTypesDialog", QT_TRANSLATE_NOOP("ledge::ObjectTypesDialog", "Edit object types")));
    new ChangeSettingsCommand(level, settings, macro);
    // Objects of a type get the fields it gained, at their defaults; objects of a type that
    // is gone keep their values as plain properties.
    std::vector<LevelObject> before, after;
    level->forEachObject([&](const LayerInfo&, const LevelObject& o) {
        if (o.type.isEmpty())
            return;
        LevelObject changed = o;
        if (const ObjectType* t = findType(settings.types, o.type))
            changed.properties = withDefaults(*t, o.properties);
        else
            changed.type.clear();
        if (!(changed == o)) {
            before.push_back(o);
            after.push_back(changed);
        }
    });
    if (!after.empty())
        new ChangeObjectsCommand(level, before, after, QString(), 0, macro);
    mDocument->push(macro);
    return true;
}

} // namespace ledge
