#include "Commands.h"

#include <QCoreApplication>
#include "CommandText.h"

#include <algorithm>
#include <atomic>

namespace ledge {

namespace {
// The translation context of the undo texts; lupdate reads it from here too.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Commands)
};

// Writes every cell of `saved` that differs from the layer's current cells.
void restoreTiles(Level* level, LayerId layer, const TileGrid& saved)
{
    const TileGrid& now = level->tiles(layer);
    std::vector<std::pair<Cell, TileKind>> cells;
    const int columns = std::min(now.columns, saved.columns);
    const int rows = std::min(now.rows, saved.rows);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < columns; ++c)
            if (now.at(c, r) != saved.at(c, r))
                cells.push_back({Cell{c, r}, saved.at(c, r)});
    if (!cells.empty())
        level->setTiles(layer, cells);
}
} // namespace

int nextEditSession()
{
    static std::atomic<int> counter{0};
    return ++counter;
}

// --- objects

AddObjectCommand::AddObjectCommand(Level* level, LayerId layer, const LevelObject& object,
                                   int index, QUndoCommand* parent)
    : QUndoCommand(parent), mLevel(level), mPlaced{layer, object, index}
{
    setText(commandText("Commands", QT_TRANSLATE_NOOP("Commands", "Add %1"), -1, {roleName(object.role)}));
}

void AddObjectCommand::redo()
{
    mLevel->insertObject(mPlaced.layer, mPlaced.object, mPlaced.index);
}

void AddObjectCommand::undo()
{
    mLevel->removeObject(mPlaced.object.id);
}

RemoveObjectCommand::RemoveObjectCommand(Level* level, ObjectId id, QUndoCommand* parent)
    : QUndoCommand(parent), mLevel(level)
{
    if (const LevelObject* o = level->object(id))
        mPlaced = {level->layerOf(id), *o, level->objectIndex(id)};
    setText(commandText("Commands", QT_TRANSLATE_NOOP("Commands", "Delete %1"), -1, {roleName(mPlaced.object.role)}));
}

void RemoveObjectCommand::redo()
{
    // The index as it is now: earlier removals of the same macro may have moved the object.
    if (const int index = mLevel->objectIndex(mPlaced.object.id); index >= 0)
        mPlaced.index = index;
    mLevel->removeObject(mPlaced.object.id);
}

void RemoveObjectCommand::undo()
{
    mLevel->insertObject(mPlaced.layer, mPlaced.object, mPlaced.index);
}

ChangeObjectsCommand::ChangeObjectsCommand(Level* level, std::vector<LevelObject> before,
                                           std::vector<LevelObject> after, const QString& text,
                                           int session, QUndoCommand* parent)
    : QUndoCommand(text, parent), mLevel(level), mBefore(std::move(before)),
      mAfter(std::move(after)), mSession(session)
{
}

void ChangeObjectsCommand::redo()
{
    for (const LevelObject& o : mAfter)
        mLevel->setObject(o);
}

void ChangeObjectsCommand::undo()
{
    for (auto it = mBefore.rbegin(); it != mBefore.rend(); ++it)
        mLevel->setObject(*it);
}

bool ChangeObjectsCommand::mergeWith(const QUndoCommand* other)
{
    const auto* o = static_cast<const ChangeObjectsCommand*>(other);
    if (o->mSession != mSession || o->mAfter.size() != mAfter.size())
        return false;
    for (std::size_t i = 0; i < mAfter.size(); ++i)
        if (o->mAfter[i].id != mAfter[i].id)
            return false;
    mAfter = o->mAfter;
    // A drag that ends where it started leaves nothing to undo.
    setObsolete(mAfter == mBefore);
    return true;
}

// --- tiles

SetTilesCommand::SetTilesCommand(Level* level, LayerId layer, const std::vector<Cell>& cells,
                                 TileKind kind, int session, QUndoCommand* parent)
    : QUndoCommand(parent), mLevel(level), mLayer(layer), mSession(session)
{
    for (const Cell& c : cells)
        mCells[{c.row, c.column}] = {level->tile(layer, c.column, c.row), kind};
    setText(kind == TileKind::Empty ? commandText("Commands", QT_TRANSLATE_NOOP("Commands", "Erase tiles")) : commandText("Commands", QT_TRANSLATE_NOOP("Commands", "Paint tiles")));
}

void SetTilesCommand::apply(bool after)
{
    std::vector<std::pair<Cell, TileKind>> cells;
    cells.reserve(mCells.size());
    for (const auto& [key, kinds] : mCells)
        cells.push_back({Cell{key.second, key.first}, after ? kinds.second : kinds.first});
    mLevel->setTiles(mLayer, cells);
}

void SetTilesCommand::redo()
{
    apply(true);
}

void SetTilesCommand::undo()
{
    apply(false);
}

bool SetTilesCommand::mergeWith(const QUndoCommand* other)
{
    const auto* o = static_cast<const SetTilesCommand*>(other);
    if (o->mSession != mSession || o->mLayer != mLayer)
        return false;
    for (const auto& [key, kinds] : o->mCells) {
        auto it = mCells.find(key);
        if (it == mCells.end())
            mCells.emplace(key, kinds);
        else
            it->second.second = kinds.second; // keep the value before the stroke
    }
    return true;
}

// --- layers

AddLayerCommand::AddLayerCommand(Level* level, int index, const LayerInfo& info,
                                 QUndoCommand* parent)
    : QUndoCommand(commandText("Commands", QT_TRANSLATE_NOOP("Commands", "Add layer")), parent), mLevel(level), mIndex(index), mInfo(info)
{
}

void AddLayerCommand::redo()
{
    mLevel->insertLayer(mIndex, mInfo);
}

void AddLayerCommand::undo()
{
    mLevel->removeLayer(mInfo.id);
}

RemoveLayerCommand::RemoveLayerCommand(Level* level, LayerId id, QUndoCommand* parent)
    : QUndoCommand(commandText("Commands", QT_TRANSLATE_NOOP("Commands", "Delete layer")), parent), mLevel(level)
{
    mIndex = level->layerIndex(id);
    if (const LayerInfo* info = level->layer(id)) {
        mInfo = *info;
        if (info->type == LayerType::Objects) {
            for (ObjectId o : level->objectIds(id))
                mObjects.push_back(*level->object(o));
        } else {
            mTiles = level->tiles(id);
        }
    }
}

void RemoveLayerCommand::redo()
{
    mLevel->removeLayer(mInfo.id);
}

void RemoveLayerCommand::undo()
{
    mLevel->insertLayer(mIndex, mInfo);
    for (const LevelObject& o : mObjects)
        mLevel->insertObject(mInfo.id, o);
    if (mInfo.type == LayerType::Tiles)
        restoreTiles(mLevel, mInfo.id, mTiles);
}

MoveLayerCommand::MoveLayerCommand(Level* level, LayerId id, int toIndex, QUndoCommand* parent)
    : QUndoCommand(commandText("Commands", QT_TRANSLATE_NOOP("Commands", "Move layer")), parent), mLevel(level), mId(id),
      mFrom(level->layerIndex(id)), mTo(toIndex)
{
}

void MoveLayerCommand::redo()
{
    mLevel->moveLayer(mId, mTo);
}

void MoveLayerCommand::undo()
{
    mLevel->moveLayer(mId, mFrom);
}

ChangeLayerCommand::ChangeLayerCommand(Level* level, const LayerInfo& after, QUndoCommand* parent)
    : QUndoCommand(commandText("Commands", QT_TRANSLATE_NOOP("Commands", "Change layer")), parent), mLevel(level), mAfter(after)
{
    if (const LayerInfo* info = level->layer(after.id))
        mBefore = *info;
}

void ChangeLayerCommand::redo()
{
    mLevel->setLayerInfo(mAfter.id, mAfter);
}

void ChangeLayerCommand::undo()
{
    mLevel->setLayerInfo(mBefore.id, mBefore);
}

// --- settings

LevelSettings settingsOf(const Level& level)
{
    return {level.name(), level.grid(), level.player(), level.rules(), level.objectTypes()};
}

ChangeSettingsCommand::ChangeSettingsCommand(Level* level, const LevelSettings& after,
                                             QUndoCommand* parent)
    : QUndoCommand(commandText("Commands", QT_TRANSLATE_NOOP("Commands", "Change level settings")), parent), mLevel(level),
      mBefore(settingsOf(*level)), mAfter(after)
{
    const GridSettings& g = mBefore.grid;
    if (g.columns != after.grid.columns || g.rows != after.grid.rows) {
        for (int i = 0; i < level->layerCount(); ++i) {
            const LayerInfo& info = level->layerAt(i);
            if (info.type == LayerType::Tiles)
                mTilesBefore.push_back({info.id, level->tiles(info.id)});
        }
    }
}

void ChangeSettingsCommand::apply(const LevelSettings& s)
{
    const LevelSettings now = settingsOf(*mLevel);
    if (now.name != s.name)
        mLevel->setName(s.name);
    if (now.grid != s.grid)
        mLevel->setGrid(s.grid);
    if (now.player != s.player)
        mLevel->setPlayer(s.player);
    if (now.rules != s.rules)
        mLevel->setRules(s.rules);
    if (now.types != s.types)
        mLevel->setObjectTypes(s.types);
}

void ChangeSettingsCommand::redo()
{
    apply(mAfter);
}

void ChangeSettingsCommand::undo()
{
    apply(mBefore);
    for (const auto& [layer, grid] : mTilesBefore)
        if (mLevel->layer(layer))
            restoreTiles(mLevel, layer, grid);
}

} // namespace ledge
