#include "PropertiesDock.h"
#include "Retranslate.h"
#include "model/CommandText.h"

#include <QEvent>

#include "Document.h"
#include "LevelScene.h"
#include "MultiEditPanel.h"
#include "Style.h"
#include "model/Commands.h"
#include "model/Validator.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace ledge {

namespace {
constexpr Role kRoles[] = {Role::Solid, Role::OneWay, Role::Hazard, Role::Trigger,
                           Role::Spawn, Role::Goal,   Role::Pickup};

QString shapeTitle(const Shape& s)
{
    switch (shapeType(s)) {
    case ShapeType::Box: return PropertiesDock::tr("Box");
    case ShapeType::Circle: return PropertiesDock::tr("Circle");
    case ShapeType::Polygon: return PropertiesDock::tr("Polygon");
    case ShapeType::Slope: return PropertiesDock::tr("Slope");
    case ShapeType::Point: return PropertiesDock::tr("Point");
    }
    return {};
}

// A property value typed as the file stores it: boolean, number or string.
QVariant parseValue(const QString& text)
{
    if (text == QLatin1String("true"))
        return true;
    if (text == QLatin1String("false"))
        return false;
    bool ok = false;
    const double d = text.toDouble(&ok);
    if (ok && std::isfinite(d))
        return d;
    return text;
}

QString formatCoordinate(double v)
{
    return QString::number(v, 'g', 12);
}

// The spin box value, or the exact old value when the box still shows it rounded.
double keepExact(const QDoubleSpinBox* spin, double old)
{
    const double shown = QString::number(old, 'f', spin->decimals()).toDouble();
    return spin->value() == shown ? old : spin->value();
}
} // namespace

PropertiesDock::PropertiesDock(Document* document, LevelScene* scene, QWidget* parent)
    : DocumentDock(document, scene, "ledge::PropertiesDock", QT_TR_NOOP("Properties"), parent)
{
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    auto* box = new QWidget(scroll);
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(6, 6, 6, 6);
    mHeader = new QLabel(box);
    QFont bold = mHeader->font();
    bold.setBold(true);
    mHeader->setFont(bold);
    layout->addWidget(mHeader);

    mForm = new QWidget(box);
    auto* formLayout = new QVBoxLayout(mForm);
    formLayout->setContentsMargins(0, 0, 0, 0);
    mGeometry = new QFormLayout;
    mName = new QLineEdit(mForm);
    mRole = new QComboBox(mForm);
    for (Role r : kRoles)
        mRole->addItem(style::roleLabel(r), int(r));
    addTaggedRow(mGeometry, mName, "ledge::PropertiesDock", QT_TR_NOOP("Name"));
    addTaggedRow(mGeometry, mRole, "ledge::PropertiesDock", QT_TR_NOOP("Role"));
    // The custom type (Edit > Object Types): choosing one adds its fields at their defaults.
    mType = new QComboBox(mForm);
    mType->setObjectName(QStringLiteral("propType"));
    addTaggedRow(mGeometry, mType, "ledge::PropertiesDock", QT_TR_NOOP("Type"));
    mX = addNumber(QT_TR_NOOP("X"));
    mY = addNumber(QT_TR_NOOP("Y"));
    mW = addNumber(QT_TR_NOOP("Width"));
    mH = addNumber(QT_TR_NOOP("Height"));
    mR = addNumber(QT_TR_NOOP("Radius"));
    // Names for tests and style sheets.
    mName->setObjectName(QStringLiteral("propName"));
    mX->setObjectName(QStringLiteral("propX"));
    mY->setObjectName(QStringLiteral("propY"));
    mW->setObjectName(QStringLiteral("propW"));
    mH->setObjectName(QStringLiteral("propH"));
    mR->setObjectName(QStringLiteral("propR"));
    for (QDoubleSpinBox* spin : {mX, mY, mW, mH, mR})
        errorLabel(spin)->setObjectName(spin->objectName() + QStringLiteral("Error"));
    mName->installEventFilter(this);
    connect(mName, &QLineEdit::textEdited, this, [this] { mTyping = true; });
    mRise = new QComboBox(mForm);
    mRise->addItem(tr("Rises right"), int(Rise::Right));
    mRise->addItem(tr("Rises left"), int(Rise::Left));
    addTaggedRow(mGeometry, mRise, "ledge::PropertiesDock", QT_TR_NOOP("Surface"));
    mCeiling = new QCheckBox(mForm);
    trTag(mCeiling, "ledge::PropertiesDock", QT_TR_NOOP("Ceiling (solid above)"));
    mGeometry->addRow(QString(), mCeiling);
    mPoints = new QTableWidget(0, 2);
    mPoints->setHorizontalHeaderLabels({tr("X"), tr("Y")});
    mPoints->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    mPoints->setMinimumHeight(120);
    mPoints->setObjectName(QStringLiteral("propPoints"));
    addTaggedRow(mGeometry, withErrorLabel(mPoints), "ledge::PropertiesDock", QT_TR_NOOP("Vertices"));
    formLayout->addLayout(mGeometry);

    auto* customLabel = new QLabel(mForm);
    trTag(customLabel, "ledge::PropertiesDock", QT_TR_NOOP("Custom properties"));
    formLayout->addWidget(customLabel);
    mProperties = new QTableWidget(0, 2, mForm);
    mProperties->setHorizontalHeaderLabels({tr("Key"), tr("Value")});
    mProperties->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    mProperties->verticalHeader()->hide();
    mProperties->setMinimumHeight(110);
    formLayout->addWidget(mProperties);
    auto* propButtons = new QHBoxLayout;
    auto* add = new QPushButton(mForm);
    trTag(add, "ledge::PropertiesDock", QT_TR_NOOP("Add"));
    auto* remove = new QPushButton(mForm);
    trTag(remove, "ledge::PropertiesDock", QT_TR_NOOP("Remove"));
    propButtons->addWidget(add);
    propButtons->addWidget(remove);
    propButtons->addStretch();
    formLayout->addLayout(propButtons);
    layout->addWidget(mForm);
    mMulti = new MultiEditPanel(document, box);
    mMulti->hide();
    layout->addWidget(mMulti);
    layout->addStretch();
    scroll->setWidget(box);
    setWidget(scroll);

    connect(mName, &QLineEdit::editingFinished, this, &PropertiesDock::apply);
    connect(mRole, &QComboBox::activated, this, &PropertiesDock::apply);
    connect(mType, &QComboBox::activated, this, [this] {
        const LevelObject* o = mDocument->level()->object(mId);
        if (!o)
            return;
        LevelObject after = *o;
        after.type = mType->currentData().toString();
        if (const ObjectType* t = findType(mDocument->level()->objectTypes(), after.type))
            after.properties = withDefaults(*t, after.properties);
        if (!(after == *o))
            mDocument->push(new ChangeObjectsCommand(mDocument->level(), {*o}, {after},
                                                     commandText("ledge::PropertiesDock", QT_TRANSLATE_NOOP("ledge::PropertiesDock", "Set type"))));
    });
    connect(mRise, &QComboBox::activated, this, &PropertiesDock::apply);
    connect(mCeiling, &QCheckBox::toggled, this, &PropertiesDock::apply);
    connect(mPoints, &QTableWidget::itemChanged, this, &PropertiesDock::apply);
    connect(mProperties, &QTableWidget::itemChanged, this, &PropertiesDock::apply);
    connect(add, &QPushButton::clicked, this, [this] {
        LevelObject o = *mDocument->level()->object(mId);
        QString key = tr("key");
        for (int i = 2; o.properties.contains(key); ++i)
            key = tr("key%1").arg(i);
        LevelObject after = o;
        after.properties.insert(key, QString());
        mDocument->push(new ChangeObjectsCommand(mDocument->level(), {o}, {after}, commandText("ledge::PropertiesDock", QT_TRANSLATE_NOOP("ledge::PropertiesDock", "Add property"))));
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        const int row = mProperties->currentRow();
        if (row < 0 || !mProperties->item(row, 0))
            return;
        LevelObject o = *mDocument->level()->object(mId);
        LevelObject after = o;
        after.properties.remove(mProperties->item(row, 0)->text());
        mDocument->push(new ChangeObjectsCommand(mDocument->level(), {o}, {after}, commandText("ledge::PropertiesDock", QT_TRANSLATE_NOOP("ledge::PropertiesDock", "Remove property"))));
    });
    bindDocument();
}

void PropertiesDock::setDocument(Document* document, LevelScene* scene)
{
    if (!followDocument(document, scene))
        return;
    mMulti->setDocument(document);
    bindDocument();
    selectionChanged();
}

void PropertiesDock::bindDocument()
{
    connect(mScene, &QGraphicsScene::selectionChanged, this, &PropertiesDock::selectionChanged);
    onEachLevel([this] {
        watchLevel();
        setObject(0);
    });
}

void PropertiesDock::selectionChanged()
{
    const QList<ObjectId> ids = mScene->selectedIds();
    setObject(ids.size() == 1 ? ids.first() : 0);
    // Several objects: the fields they share, align and distribute (MultiEditPanel).
    mMulti->setVisible(ids.size() > 1);
    if (ids.size() > 1) {
        mHeader->setText(tr("%n objects selected", nullptr, int(ids.size())));
        mMulti->setObjects(ids);
    }
}

QDoubleSpinBox* PropertiesDock::addNumber(const char* label)
{
    auto* spin = new QDoubleSpinBox;
    spin->setRange(-1e7, 1e7);
    spin->setDecimals(3);
    spin->setKeyboardTracking(false); // apply on Enter, focus out or a step, not per keystroke
    addTaggedRow(mGeometry, withErrorLabel(spin), "ledge::PropertiesDock", label);
    connect(spin, &QDoubleSpinBox::valueChanged, this, &PropertiesDock::apply);
    // Typing in the box (keyboard tracking off: no signal of the spin box itself says so).
    if (auto* edit = spin->findChild<QLineEdit*>())
        connect(edit, &QLineEdit::textEdited, this, [this] { mTyping = true; });
    spin->installEventFilter(this);
    return spin;
}

QWidget* PropertiesDock::withErrorLabel(QWidget* field)
{
    // The field with the reason it was refused right under it (hidden while there is none).
    auto* row = new QWidget(mForm);
    auto* layout = new QVBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(1);
    field->setParent(row);
    layout->addWidget(field);
    auto* error = new QLabel(row);
    error->setObjectName(field->objectName().isEmpty() ? QStringLiteral("fieldError") : field->objectName() + QStringLiteral("Error"));
    error->setWordWrap(true);
    QPalette palette = error->palette();
    palette.setColor(QPalette::WindowText, style::overlapRed);
    error->setPalette(palette);
    error->hide();
    layout->addWidget(error);
    mErrors[field] = error;
    return row;
}

QLabel* PropertiesDock::errorLabel(const QWidget* field) const
{
    auto it = mErrors.find(const_cast<QWidget*>(field));
    return it == mErrors.end() ? nullptr : it->second;
}

void PropertiesDock::showError(QWidget* field, const QString& reason)
{
    for (auto& [f, label] : mErrors) {
        const bool here = f == field && !reason.isEmpty();
        label->setText(here ? reason : QString());
        label->setVisible(here);
    }
}

bool PropertiesDock::eventFilter(QObject* watched, QEvent* event)
{
    // Ctrl+Z right after a committed edit undoes the level, not the field's own text: the field
    // only keeps the key while it holds typing that is not applied yet.
    if (event->type() == QEvent::ShortcutOverride && !mTyping) {
        auto* key = static_cast<QKeyEvent*>(event);
        if (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo)) {
            event->ignore();
            return true;
        }
    }
    return QDockWidget::eventFilter(watched, event);
}

void PropertiesDock::watchLevel()
{
    connect(mDocument->level(), &Level::settingsChanged, this, [this] {
        if (mId)
            load(); // the list of types may have changed
    });
    connect(mDocument->level(), &Level::objectChanged, this, [this](ObjectId id) {
        if (id == mId)
            load();
    });
    connect(mDocument->level(), &Level::objectRemoved, this, [this](ObjectId id) {
        if (id == mId)
            setObject(0);
    });
}

void PropertiesDock::setObject(ObjectId id)
{
    mId = id;
    load();
}

void PropertiesDock::load()
{
    const LevelObject* o = mDocument->level()->object(mId);
    mForm->setVisible(o != nullptr);
    if (!o) {
        mHeader->setText(tr("No selection"));
        return;
    }
    mLoading = true;
    mTyping = false;
    showError(nullptr, {});
    mHeader->setText(tr("%1 #%2").arg(shapeTitle(o->shape)).arg(o->id));
    mName->setText(o->name);
    mRole->setCurrentIndex(mRole->findData(int(o->role)));
    mType->clear();
    mType->addItem(tr("(none)"), QString());
    for (const ObjectType& t : mDocument->level()->objectTypes())
        mType->addItem(t.name, t.name);
    mType->setCurrentIndex(std::max(0, mType->findData(o->type)));
    const ShapeType type = shapeType(o->shape);
    auto show = [&](QWidget* w, bool on) { mGeometry->setRowVisible(mErrors.count(w) ? w->parentWidget() : w, on); };
    const bool rect = type == ShapeType::Box || type == ShapeType::Slope;
    show(mX, type != ShapeType::Polygon);
    show(mY, type != ShapeType::Polygon);
    show(mW, rect);
    show(mH, rect);
    show(mR, type == ShapeType::Circle);
    show(mRise, type == ShapeType::Slope);
    show(mCeiling, type == ShapeType::Slope);
    show(mPoints, type == ShapeType::Polygon);
    std::visit([&](const auto& s) {
        using T = std::decay_t<decltype(s)>;
        if constexpr (!std::is_same_v<T, Polygon>) {
            mX->setValue(s.x);
            mY->setValue(s.y);
        }
        if constexpr (std::is_same_v<T, Box> || std::is_same_v<T, Slope>) {
            mW->setValue(s.w);
            mH->setValue(s.h);
        }
        if constexpr (std::is_same_v<T, Circle>)
            mR->setValue(s.r);
        if constexpr (std::is_same_v<T, Slope>) {
            mRise->setCurrentIndex(mRise->findData(int(s.rise)));
            mCeiling->setChecked(s.ceiling);
        }
        if constexpr (std::is_same_v<T, Polygon>) {
            mPoints->setRowCount(int(s.points.size()));
            for (int i = 0; i < int(s.points.size()); ++i) {
                mPoints->setItem(i, 0, new QTableWidgetItem(formatCoordinate(s.points[std::size_t(i)].x)));
                mPoints->setItem(i, 1, new QTableWidgetItem(formatCoordinate(s.points[std::size_t(i)].y)));
            }
        }
    }, o->shape);
    mProperties->setRowCount(int(o->properties.size()));
    int row = 0;
    for (auto it = o->properties.begin(); it != o->properties.end(); ++it, ++row) {
        mProperties->setItem(row, 0, new QTableWidgetItem(it.key()));
        mProperties->setItem(row, 1, new QTableWidgetItem(it.value().toString()));
    }
    mLoading = false;
}

void PropertiesDock::apply()
{
    if (mLoading)
        return;
    const LevelObject* current = mDocument->level()->object(mId);
    if (!current)
        return;
    LevelObject o = *current;
    o.name = mName->text();
    o.role = Role(mRole->currentData().toInt());
    std::visit([&](auto& s) {
        using T = std::decay_t<decltype(s)>;
        if constexpr (!std::is_same_v<T, Polygon>) {
            s.x = keepExact(mX, s.x);
            s.y = keepExact(mY, s.y);
        }
        if constexpr (std::is_same_v<T, Box> || std::is_same_v<T, Slope>) {
            s.w = keepExact(mW, s.w);
            s.h = keepExact(mH, s.h);
        }
        if constexpr (std::is_same_v<T, Circle>)
            s.r = keepExact(mR, s.r);
        if constexpr (std::is_same_v<T, Slope>) {
            s.rise = Rise(mRise->currentData().toInt());
            s.ceiling = mCeiling->isChecked();
        }
        if constexpr (std::is_same_v<T, Polygon>) {
            for (int i = 0; i < mPoints->rowCount() && i < int(s.points.size()); ++i) {
                bool okX = false, okY = false;
                const double x = mPoints->item(i, 0) ? mPoints->item(i, 0)->text().toDouble(&okX) : 0;
                const double y = mPoints->item(i, 1) ? mPoints->item(i, 1)->text().toDouble(&okY) : 0;
                Vec2& p = s.points[std::size_t(i)];
                if (okX && okY && (formatCoordinate(p.x) != mPoints->item(i, 0)->text()
                                   || formatCoordinate(p.y) != mPoints->item(i, 1)->text()))
                    p = {x, y};
            }
        }
    }, o.shape);
    QVariantMap props;
    for (int row = 0; row < mProperties->rowCount(); ++row) {
        const QTableWidgetItem* key = mProperties->item(row, 0);
        const QTableWidgetItem* value = mProperties->item(row, 1);
        if (key && !key->text().isEmpty()) {
            // Keep the stored type when the text did not change (e.g. "10" stays a number).
            const QVariant old = current->properties.value(key->text());
            const QString text = value ? value->text() : QString();
            props.insert(key->text(), old.isValid() && old.toString() == text ? old : parseValue(text));
        }
    }
    o.properties = props;
    if (o == *current) {
        mTyping = false;
        showError(nullptr, {});
        return;
    }
    // Refuse what validation would call an invalid shape, saying why beside the field.
    if (const ShapeProblem problem = checkShape(o.shape); problem != ShapeProblem::None) {
        showError(fieldAtFault(*current, o), describeShapeProblem(problem));
        return;
    }
    mTyping = false;
    showError(nullptr, {});
    mDocument->push(new ChangeObjectsCommand(mDocument->level(), {*current}, {o}, commandText("ledge::PropertiesDock", QT_TRANSLATE_NOOP("ledge::PropertiesDock", "Edit properties"))));
}

QWidget* PropertiesDock::fieldAtFault(const LevelObject& before, const LevelObject& after) const
{
    if (std::holds_alternative<Polygon>(after.shape))
        return mPoints;
    const Aabb a = bounds(before.shape);
    const Aabb b = bounds(after.shape);
    if (const auto* c = std::get_if<Circle>(&after.shape))
        return !(c->r > 0) ? mR : (a.minX != b.minX ? mX : mY);
    if (a.width() != b.width())
        return mW;
    if (a.height() != b.height())
        return mH;
    return a.minX != b.minX ? mX : mY;
}

void PropertiesDock::retranslateUi()
{
    retranslateTagged(this, "ledge::PropertiesDock");
    // Item texts and headers are not widgets of their own: set them again here.
    for (int i = 0; i < mRole->count(); ++i)
        mRole->setItemText(i, style::roleLabel(Role(mRole->itemData(i).toInt())));
    mRise->setItemText(mRise->findData(int(Rise::Right)), tr("Rises right"));
    mRise->setItemText(mRise->findData(int(Rise::Left)), tr("Rises left"));
    mPoints->setHorizontalHeaderLabels({tr("X"), tr("Y")});
    mProperties->setHorizontalHeaderLabels({tr("Key"), tr("Value")});
    const QList<ObjectId> ids = mScene->selectedIds();
    if (ids.size() > 1)
        mHeader->setText(tr("%n objects selected", nullptr, int(ids.size())));
    else
        load();
}

} // namespace ledge
