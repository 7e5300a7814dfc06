#include "OutlinerDock.h"

#include "Document.h"
#include "Icons.h"
#include "LevelScene.h"
#include "Retranslate.h"
#include "Style.h"
#include "model/CommandText.h"
#include "model/Commands.h"

#include <QHeaderView>
#include <QLineEdit>
#include <QShortcut>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace ledge {

namespace {
enum Column { NameColumn, KindColumn };
constexpr int kIdRole = Qt::UserRole;
constexpr int kIsLayerRole = Qt::UserRole + 1;

QString shapeWord(const Shape& s)
{
    switch (shapeType(s)) {
    case ShapeType::Box: return OutlinerDock::tr("box");
    case ShapeType::Circle: return OutlinerDock::tr("circle");
    case ShapeType::Polygon: return OutlinerDock::tr("polygon");
    case ShapeType::Slope: return OutlinerDock::tr("slope");
    case ShapeType::Point: return OutlinerDock::tr("marker");
    }
    return {};
}
} // namespace

OutlinerDock::OutlinerDock(Document* document, LevelScene* scene, QWidget* parent)
    : DocumentDock(document, scene, "ledge::OutlinerDock", QT_TR_NOOP("Objects"), parent)
{
    auto* box = new QWidget(this);
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(4, 4, 4, 4);
    mSearch = new QLineEdit(box);
    mSearch->setObjectName(QStringLiteral("outlinerSearch"));
    mSearch->setClearButtonEnabled(true);
    mTree = new QTreeWidget(box);
    mTree->setObjectName(QStringLiteral("outlinerTree"));
    mTree->setColumnCount(2);
    mTree->setSelectionMode(QAbstractItemView::ExtendedSelection);
    // Only the name is edited (F2 or a double-click), whichever column was clicked.
    mTree->setEditTriggers(QAbstractItemView::NoEditTriggers);
    auto* rename = new QShortcut(QKeySequence(Qt::Key_F2), mTree, nullptr, nullptr, Qt::WidgetShortcut);
    connect(rename, &QShortcut::activated, this, [this] {
        if (QTreeWidgetItem* item = mTree->currentItem(); item && (item->flags() & Qt::ItemIsEditable))
            mTree->editItem(item, NameColumn);
    });
    connect(mTree, &QTreeWidget::itemDoubleClicked, this, [this](QTreeWidgetItem* item) {
        if (item->flags() & Qt::ItemIsEditable)
            mTree->editItem(item, NameColumn);
    });
    mTree->setUniformRowHeights(true);
    mTree->header()->setStretchLastSection(false);
    mTree->header()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
    mTree->header()->setSectionResizeMode(KindColumn, QHeaderView::ResizeToContents);
    layout->addWidget(mSearch);
    layout->addWidget(mTree);
    setWidget(box);
    retranslateUi();

    mRebuildTimer.setSingleShot(true);
    mRebuildTimer.setInterval(150);
    connect(&mRebuildTimer, &QTimer::timeout, this, &OutlinerDock::rebuild);
    connect(mSearch, &QLineEdit::textChanged, this, &OutlinerDock::applyFilter);
    connect(mTree, &QTreeWidget::itemSelectionChanged, this, &OutlinerDock::selectionFromTree);
    connect(mTree, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem* item) {
        if (item->data(NameColumn, kIsLayerRole).toBool())
            return;
        emit jumpRequested(mScene->selectedIds());
    });
    connect(mTree, &QTreeWidget::itemChanged, this, &OutlinerDock::renamed);
    bindDocument();
}

void OutlinerDock::setDocument(Document* document, LevelScene* scene)
{
    if (!followDocument(document, scene))
        return;
    mRebuildTimer.stop();
    bindDocument();
    selectionFromScene();
}

void OutlinerDock::bindDocument()
{
    connect(mScene, &QGraphicsScene::selectionChanged, this, &OutlinerDock::selectionFromScene);
    onEachLevel([this] {
        Level* level = mDocument->level();
        for (auto signal : {&Level::layerInserted, &Level::layerRemoved, &Level::layerMoved, &Level::layerChanged,
                            &Level::objectInserted, &Level::objectRemoved, &Level::objectChanged})
            connect(level, signal, this, &OutlinerDock::scheduleRebuild);
        rebuild();
    });
}

void OutlinerDock::scheduleRebuild()
{
    mRebuildTimer.start();
}

void OutlinerDock::rebuild()
{
    mRebuildTimer.stop();
    const Level& level = *mDocument->level();
    mSyncing = true;
    mTree->clear();
    // Top layer first, as in the Layers dock.
    for (int i = level.layerCount() - 1; i >= 0; --i) {
        const LayerInfo& info = level.layerAt(i);
        if (info.type != LayerType::Objects)
            continue;
        auto* layerItem = new QTreeWidgetItem(mTree);
        layerItem->setText(NameColumn, info.name);
        layerItem->setIcon(NameColumn, icons::icon(icons::Glyph::LayerObjects));
        layerItem->setData(NameColumn, kIsLayerRole, true);
        layerItem->setFlags(Qt::ItemIsEnabled);
        QFont bold = layerItem->font(NameColumn);
        bold.setBold(true);
        layerItem->setFont(NameColumn, bold);
        for (ObjectId id : level.objectIds(info.id)) {
            const LevelObject* o = level.object(id);
            if (!o)
                continue;
            auto* item = new QTreeWidgetItem(layerItem);
            item->setText(NameColumn, o->name);
            item->setText(KindColumn, tr("#%1 %2 %3").arg(id).arg(style::roleLabel(o->role), shapeWord(o->shape)));
            item->setData(NameColumn, kIdRole, QVariant::fromValue<qlonglong>(id));
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable);
        }
        layerItem->setExpanded(true);
    }
    mSyncing = false;
    applyFilter();
    selectionFromScene();
}

QTreeWidgetItem* OutlinerDock::itemOf(ObjectId id) const
{
    for (int i = 0; i < mTree->topLevelItemCount(); ++i) {
        QTreeWidgetItem* layer = mTree->topLevelItem(i);
        for (int j = 0; j < layer->childCount(); ++j)
            if (layer->child(j)->data(NameColumn, kIdRole).toLongLong() == id)
                return layer->child(j);
    }
    return nullptr;
}

void OutlinerDock::applyFilter()
{
    // Matches the name, the "#id", the role and the shape, ignoring case.
    const QString needle = mSearch->text().trimmed();
    for (int i = 0; i < mTree->topLevelItemCount(); ++i) {
        QTreeWidgetItem* layer = mTree->topLevelItem(i);
        int shown = 0;
        for (int j = 0; j < layer->childCount(); ++j) {
            QTreeWidgetItem* item = layer->child(j);
            const bool match = needle.isEmpty() || item->text(NameColumn).contains(needle, Qt::CaseInsensitive)
                               || item->text(KindColumn).contains(needle, Qt::CaseInsensitive);
            item->setHidden(!match);
            shown += match;
        }
        layer->setHidden(shown == 0 && !needle.isEmpty());
    }
}

void OutlinerDock::selectionFromTree()
{
    if (mSyncing)
        return;
    QList<ObjectId> ids;
    for (QTreeWidgetItem* item : mTree->selectedItems())
        if (!item->data(NameColumn, kIsLayerRole).toBool())
            ids.append(item->data(NameColumn, kIdRole).toLongLong());
    mSyncing = true;
    mScene->setSelectedIds(ids);
    mSyncing = false;
}

void OutlinerDock::selectionFromScene()
{
    if (mSyncing)
        return;
    mSyncing = true;
    mTree->clearSelection();
    QTreeWidgetItem* last = nullptr;
    for (ObjectId id : mScene->selectedIds())
        if (QTreeWidgetItem* item = itemOf(id)) {
            item->setSelected(true);
            last = item;
        }
    if (last)
        mTree->scrollToItem(last);
    mSyncing = false;
}

void OutlinerDock::renamed(QTreeWidgetItem* item, int column)
{
    if (mSyncing || column != NameColumn || item->data(NameColumn, kIsLayerRole).toBool())
        return;
    const ObjectId id = item->data(NameColumn, kIdRole).toLongLong();
    const LevelObject* o = mDocument->level()->object(id);
    if (!o || o->name == item->text(NameColumn))
        return;
    LevelObject after = *o;
    after.name = item->text(NameColumn);
    mDocument->push(new ChangeObjectsCommand(mDocument->level(), {*o}, {after},
                                             commandText("ledge::OutlinerDock", QT_TRANSLATE_NOOP("ledge::OutlinerDock", "Rename object"))));
}

void OutlinerDock::retranslateUi()
{
    retranslateTagged(this, "ledge::OutlinerDock");
    mSearch->setPlaceholderText(tr("Search by name, #id, role or shape"));
    mTree->setHeaderLabels({tr("Name"), tr("Object")});
    if (mTree->topLevelItemCount() > 0)
        rebuild();
}

} // namespace ledge
