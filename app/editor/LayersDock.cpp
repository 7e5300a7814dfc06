#include "LayersDock.h"
#include "Retranslate.h"

#include "Document.h"
#include "Icons.h"
#include "model/Commands.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace ledge {

LayersDock::LayersDock(Document* document, QWidget* parent)
    : DocumentDock(document, nullptr, "ledge::LayersDock", QT_TR_NOOP("Layers"), parent)
{
    auto* box = new QWidget(this);
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(4, 4, 4, 4);
    mTree = new QTreeWidget(box);
    mTree->setRootIsDecorated(false);
    mTree->setColumnCount(4);
    // The three check box columns have icons for headers, so they stay narrow in every
    // language; their tool tips say what they are.
    mTree->headerItem()->setIcon(VisibleColumn, icons::icon(icons::Glyph::Eye));
    mTree->headerItem()->setIcon(LockedColumn, icons::icon(icons::Glyph::Lock));
    mTree->headerItem()->setIcon(CollidesColumn, icons::icon(icons::Glyph::Collides));
    setHeaderTexts();
    mTree->header()->setStretchLastSection(false);
    mTree->header()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
    for (int c : {VisibleColumn, LockedColumn, CollidesColumn})
        mTree->header()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    mTree->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    layout->addWidget(mTree);

    auto* buttons = new QHBoxLayout;
    auto button = [&](const QIcon& icon, const QString& text, const QString& tip, auto slot) {
        auto* b = new QToolButton(box);
        b->setIcon(icon);
        b->setText(text);
        b->setToolTip(tip);
        b->setAutoRaise(true);
        b->setToolButtonStyle(icon.isNull() ? Qt::ToolButtonTextOnly : Qt::ToolButtonIconOnly);
        connect(b, &QToolButton::clicked, this, slot);
        buttons->addWidget(b);
    };
    button(icons::icon(icons::Glyph::LayerObjects), tr("Objects"), tr("Add an objects layer"),
           [this] { addLayer(LayerType::Objects); });
    button(icons::icon(icons::Glyph::LayerTiles), tr("Tiles"), tr("Add a tiles layer"),
           [this] { addLayer(LayerType::Tiles); });
    button({}, QStringLiteral("▲"), tr("Raise layer"), [this] { moveCurrentLayer(+1); });
    button({}, QStringLiteral("▼"), tr("Lower layer"), [this] { moveCurrentLayer(-1); });
    button({}, QStringLiteral("✕"), tr("Delete layer"), [this] { removeCurrentLayer(); });
    buttons->addStretch();
    layout->addLayout(buttons);
    setWidget(box);

    connect(mTree, &QTreeWidget::itemChanged, this, &LayersDock::onItemChanged);
    connect(mTree, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
        if (item && !mUpdating)
            mDocument->setCurrentLayer(item->data(NameColumn, Qt::UserRole).toLongLong());
    });
    bindDocument();
}

void LayersDock::setDocument(Document* document)
{
    if (followDocument(document))
        bindDocument();
}

void LayersDock::bindDocument()
{
    connect(mDocument, &Document::currentLayerChanged, this, &LayersDock::rebuild);
    onEachLevel([this] {
        watchLevel();
        rebuild();
    });
}

void LayersDock::watchLevel()
{
    Level* level = mDocument->level();
    for (auto signal : {&Level::layerInserted, &Level::layerRemoved, &Level::layerMoved, &Level::layerChanged})
        connect(level, signal, this, &LayersDock::rebuild);
}

void LayersDock::rebuild()
{
    mUpdating = true;
    mTree->clear();
    const Level& level = *mDocument->level();
    for (int i = level.layerCount() - 1; i >= 0; --i) {
        const LayerInfo& info = level.layerAt(i);
        auto* item = new QTreeWidgetItem(mTree);
        item->setText(NameColumn, info.name.isEmpty() ? tr("(unnamed)") : info.name);
        item->setIcon(NameColumn, icons::icon(info.type == LayerType::Tiles ? icons::Glyph::LayerTiles
                                                                            : icons::Glyph::LayerObjects));
        item->setData(NameColumn, Qt::UserRole, QVariant::fromValue<qlonglong>(info.id));
        item->setFlags(item->flags() | Qt::ItemIsEditable | Qt::ItemIsUserCheckable);
        item->setCheckState(VisibleColumn, info.visible ? Qt::Checked : Qt::Unchecked);
        item->setCheckState(LockedColumn, info.locked ? Qt::Checked : Qt::Unchecked);
        item->setCheckState(CollidesColumn, info.collides ? Qt::Checked : Qt::Unchecked);
        if (info.id == mDocument->currentLayer())
            mTree->setCurrentItem(item);
    }
    mUpdating = false;
}

void LayersDock::onItemChanged(QTreeWidgetItem* item, int column)
{
    if (mUpdating)
        return;
    const LayerId id = item->data(NameColumn, Qt::UserRole).toLongLong();
    const LayerInfo* current = mDocument->level()->layer(id);
    if (!current)
        return;
    LayerInfo info = *current;
    switch (column) {
    case NameColumn: info.name = item->text(NameColumn); break;
    case VisibleColumn: info.visible = item->checkState(column) == Qt::Checked; break;
    case LockedColumn: info.locked = item->checkState(column) == Qt::Checked; break;
    case CollidesColumn: info.collides = item->checkState(column) == Qt::Checked; break;
    }
    if (info == *current)
        return;
    // Rebuilding inside itemChanged would delete the item under the editor: defer it.
    QMetaObject::invokeMethod(this, [this, info] {
        mDocument->push(new ChangeLayerCommand(mDocument->level(), info));
    }, Qt::QueuedConnection);
}

void LayersDock::addLayer(LayerType type)
{
    Level* level = mDocument->level();
    LayerInfo info;
    info.id = level->nextLayerId();
    info.type = type;
    info.name = type == LayerType::Tiles ? tr("Tiles %1").arg(info.id) : tr("Objects %1").arg(info.id);
    const int index = std::max(0, level->layerIndex(mDocument->currentLayer()) + 1);
    mDocument->push(new AddLayerCommand(level, std::min(index, level->layerCount()), info));
    mDocument->setCurrentLayer(info.id);
}

void LayersDock::removeCurrentLayer()
{
    const LayerId id = mDocument->currentLayer();
    if (mDocument->level()->layer(id))
        mDocument->push(new RemoveLayerCommand(mDocument->level(), id));
}

void LayersDock::moveCurrentLayer(int delta)
{
    Level* level = mDocument->level();
    const LayerId id = mDocument->currentLayer();
    const int from = level->layerIndex(id);
    const int to = from + delta;
    if (from < 0 || to < 0 || to >= level->layerCount())
        return;
    mDocument->push(new MoveLayerCommand(level, id, to));
}

void LayersDock::retranslateUi()
{
    retranslateTagged(this, "ledge::LayersDock");
    setHeaderTexts();
}

void LayersDock::setHeaderTexts()
{
    QTreeWidgetItem* header = mTree->headerItem();
    header->setText(NameColumn, tr("Layer"));
    for (int c : {VisibleColumn, LockedColumn, CollidesColumn})
        header->setText(c, QString()); // icons only
    header->setToolTip(VisibleColumn, tr("Visible"));
    header->setToolTip(LockedColumn, tr("Locked"));
    header->setToolTip(CollidesColumn, tr("Collides: takes part in validation"));
}

} // namespace ledge
