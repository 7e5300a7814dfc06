#pragma once
// Undo commands that mutate a Level (docs/architecture.md, "How data flows": tool -> command -> Level).
// Every edit of the editor goes through one of these, so QUndoStack can undo and redo it.
//
// Interactive edits merge: commands created with the same non-zero `session` number (one per
// mouse drag or paint stroke) collapse into a single undo step.

#include "model/ModelExport.h"
#include "Level.h"

#include <QUndoCommand>

#include <map>
#include <vector>

namespace ledge {

namespace CommandId {
inline constexpr int ChangeObjects = 0x4c01;
inline constexpr int SetTiles = 0x4c02;
} // namespace CommandId

// A fresh number for a drag or a stroke (never 0).
LEDGE_MODEL_EXPORT int nextEditSession();

// An object and where it sits: its layer and its index in the layer's drawing order (-1: on
// top), as Level::insertObject() takes them. What adding an object puts into the level and
// removing it takes out.
struct PlacedObject {
    LayerId layer = 0;
    LevelObject object;
    int index = -1;
};

class LEDGE_MODEL_EXPORT AddObjectCommand : public QUndoCommand {
public:
    AddObjectCommand(Level* level, LayerId layer, const LevelObject& object, int index = -1,
                     QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    Level* mLevel;
    PlacedObject mPlaced;
};

// Undone, the object comes back where it was.
class LEDGE_MODEL_EXPORT RemoveObjectCommand : public QUndoCommand {
public:
    RemoveObjectCommand(Level* level, ObjectId id, QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    Level* mLevel;
    PlacedObject mPlaced; // layer 0 when there was no such object
};

// Replaces objects (same ids) by new versions: move, resize, rename, role, properties.
class LEDGE_MODEL_EXPORT ChangeObjectsCommand : public QUndoCommand {
public:
    ChangeObjectsCommand(Level* level, std::vector<LevelObject> before,
                         std::vector<LevelObject> after, const QString& text, int session = 0,
                         QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;
    int id() const override { return mSession ? CommandId::ChangeObjects : -1; }
    bool mergeWith(const QUndoCommand* other) override;

private:
    Level* mLevel;
    std::vector<LevelObject> mBefore;
    std::vector<LevelObject> mAfter;
    int mSession;
};

// Sets tile cells; a stroke (one session) is one step, remembering each cell's first value.
class LEDGE_MODEL_EXPORT SetTilesCommand : public QUndoCommand {
public:
    SetTilesCommand(Level* level, LayerId layer, const std::vector<Cell>& cells, TileKind kind,
                    int session = 0, QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;
    int id() const override { return mSession ? CommandId::SetTiles : -1; }
    bool mergeWith(const QUndoCommand* other) override;

private:
    void apply(bool after);

    Level* mLevel;
    LayerId mLayer;
    // cell (row-major key) -> (before, after)
    std::map<std::pair<int, int>, std::pair<TileKind, TileKind>> mCells;
    int mSession;
};

class LEDGE_MODEL_EXPORT AddLayerCommand : public QUndoCommand {
public:
    AddLayerCommand(Level* level, int index, const LayerInfo& info, QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    Level* mLevel;
    int mIndex;
    LayerInfo mInfo;
};

// Removes a layer; undo restores it with its objects or cells.
class LEDGE_MODEL_EXPORT RemoveLayerCommand : public QUndoCommand {
public:
    RemoveLayerCommand(Level* level, LayerId id, QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    Level* mLevel;
    int mIndex = 0;
    LayerInfo mInfo;
    std::vector<LevelObject> mObjects;
    TileGrid mTiles;
};

class LEDGE_MODEL_EXPORT MoveLayerCommand : public QUndoCommand {
public:
    MoveLayerCommand(Level* level, LayerId id, int toIndex, QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    Level* mLevel;
    LayerId mId;
    int mFrom;
    int mTo;
};

// Name, visibility, lock, collides of a layer.
class LEDGE_MODEL_EXPORT ChangeLayerCommand : public QUndoCommand {
public:
    ChangeLayerCommand(Level* level, const LayerInfo& after, QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    Level* mLevel;
    LayerInfo mBefore;
    LayerInfo mAfter;
};

// Document settings: name, grid, player and rules together.
struct LevelSettings {
    QString name;
    GridSettings grid;
    PlayerSettings player;
    RuleSettings rules;
    std::vector<ObjectType> types;
    friend bool operator==(const LevelSettings&, const LevelSettings&) = default;
};
LEDGE_MODEL_EXPORT LevelSettings settingsOf(const Level& level);

class LEDGE_MODEL_EXPORT ChangeSettingsCommand : public QUndoCommand {
public:
    ChangeSettingsCommand(Level* level, const LevelSettings& after, QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    void apply(const LevelSettings& s);

    Level* mLevel;
    LevelSettings mBefore;
    LevelSettings mAfter;
    // Tile grids before a resize, so undo restores cells the smaller grid dropped.
    std::vector<std::pair<LayerId, TileGrid>> mTilesBefore;
};

} // namespace ledge
