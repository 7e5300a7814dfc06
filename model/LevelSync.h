#pragma once
// Makes a level equal to another one through the ordinary mutations, touching only what
// differs, so that views and the live overlaps follow incrementally: the editor's "Merge their
// changes" applies a merged level this way, as one undo step.

#include "model/ModelExport.h"
#include "LevelClone.h"

#include <QUndoCommand>

#include <memory>

namespace ledge {

// Afterwards writeLevel(level) == writeLevel(to). Objects that keep their layer and relative
// order are not moved; only those outside the longest run of unchanged order are.
LEDGE_MODEL_EXPORT void syncLevel(Level& level, const Level& to);

// Replaces the whole content of a level by another one; undo brings the previous one back.
class LEDGE_MODEL_EXPORT ReplaceLevelCommand : public QUndoCommand {
public:
    ReplaceLevelCommand(Level* level, std::unique_ptr<Level> after, const QString& text,
                        QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    Level* mLevel;
    std::unique_ptr<Level> mBefore;
    std::unique_ptr<Level> mAfter;
};

} // namespace ledge
