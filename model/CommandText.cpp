#include "CommandText.h"

#include <QCoreApplication>
#include <QHash>
#include <QMutex>
#include <QUndoStack>

namespace ledge {

namespace {
struct Recipe {
    const char* context = nullptr;
    const char* source = nullptr;
    int n = -1;
    QStringList args;

    QString make() const
    {
        QString text = QCoreApplication::translate(context, source, nullptr, n);
        for (const QString& a : args)
            text = text.arg(a);
        return text;
    }
};

// Text -> how it was made. Texts are values, so a deleted command leaves nothing dangling; two
// recipes giving the same text give the same text in every language as well, as far as it
// matters here.
struct Registry {
    QMutex mutex;
    QHash<QString, Recipe> recipes;
};

Registry& registry()
{
    static Registry r;
    return r;
}
} // namespace

QString commandText(const char* context, const char* source, int n, const QStringList& args)
{
    const Recipe recipe{context, source, n, args};
    QString text = recipe.make();
    Registry& r = registry();
    const QMutexLocker lock(&r.mutex);
    r.recipes.insert(text, recipe);
    return text;
}

void retranslateCommands(QUndoStack& stack)
{
    Registry& r = registry();
    for (int i = 0; i < stack.count(); ++i) {
        auto* command = const_cast<QUndoCommand*>(stack.command(i));
        Recipe recipe;
        {
            const QMutexLocker lock(&r.mutex);
            auto it = r.recipes.constFind(command->text());
            if (it == r.recipes.constEnd())
                continue;
            recipe = *it;
        }
        command->setText(commandText(recipe.context, recipe.source, recipe.n, recipe.args));
    }
}

} // namespace ledge
