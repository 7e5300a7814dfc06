#pragma once
// Undo command texts that follow a language switch. A command's text is translated once, when
// the command is made; commandText() also remembers how it was made (context, source, count,
// arguments) under the text it gave, so retranslateCommands() can make each text of a stack
// again in the language now installed. Callers mark the source with QT_TRANSLATE_NOOP (or
// QT_TRANSLATE_N_NOOP for counts) so lupdate files it under the same context.

#include "model/ModelExport.h"

#include <QString>
#include <QStringList>

class QUndoStack;

namespace ledge {

// The translation of `source` in `context` (with the plural form for `n` when n >= 0), the
// arguments filled in with QString::arg in order.
LEDGE_MODEL_EXPORT QString commandText(const char* context, const char* source, int n = -1, const QStringList& args = {});

// Sets the text of every command of `stack` made by commandText() again in the current
// language (QUndoStack has no signal for this: views of the stack must repaint themselves).
LEDGE_MODEL_EXPORT void retranslateCommands(QUndoStack& stack);

} // namespace ledge
