#include "Retranslate.h"

#include <QAbstractButton>
#include <QAction>
#include <QCoreApplication>
#include <QDockWidget>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QMenu>

namespace ledge {

namespace {

// One dynamic property per field holds "context\nsource".
const char* propertyName(TrField field)
{
    return field == TrField::Text ? "_ledge_trText" : "_ledge_trToolTip";
}

void apply(QObject* object, TrField field, const QString& text)
{
    if (field == TrField::ToolTip) {
        if (auto* a = qobject_cast<QAction*>(object))
            a->setToolTip(text);
        else if (auto* w = qobject_cast<QWidget*>(object))
            w->setToolTip(text);
        return;
    }
    if (auto* a = qobject_cast<QAction*>(object))
        a->setText(text);
    else if (auto* m = qobject_cast<QMenu*>(object))
        m->setTitle(text);
    else if (auto* g = qobject_cast<QGroupBox*>(object))
        g->setTitle(text);
    else if (auto* b = qobject_cast<QAbstractButton*>(object))
        b->setText(text);
    else if (auto* l = qobject_cast<QLabel*>(object))
        l->setText(text);
    else if (auto* w = qobject_cast<QWidget*>(object))
        w->setWindowTitle(text);
}

void retranslateOne(QObject* object, const QByteArray& context)
{
    for (TrField field : {TrField::Text, TrField::ToolTip}) {
        const QByteArray tag = object->property(propertyName(field)).toByteArray();
        const qsizetype cut = tag.indexOf('\n');
        if (cut < 0 || tag.left(cut) != context)
            continue;
        const QByteArray source = tag.mid(cut + 1);
        apply(object, field, QCoreApplication::translate(context.constData(), source.constData()));
    }
}

} // namespace

void trTag(QObject* object, const char* context, const char* source, TrField field)
{
    if (!object)
        return;
    object->setProperty(propertyName(field), QByteArray(context) + '\n' + QByteArray(source));
    apply(object, field, QCoreApplication::translate(context, source));
}

void addTaggedRow(QFormLayout* form, QWidget* field, const char* context, const char* source)
{
    auto* label = new QLabel(field->parentWidget());
    trTag(label, context, source);
    form->addRow(label, field);
}

void retranslateTagged(QObject* root, const char* context)
{
    const QByteArray ctx(context);
    retranslateOne(root, ctx);
    for (QObject* child : root->findChildren<QObject*>())
        retranslateOne(child, ctx);
}

} // namespace ledge
