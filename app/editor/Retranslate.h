#pragma once
// Switching the language at run time: a widget's texts are set once through tr() when it is
// built, so each translatable text also remembers its untranslated source and context here.
// On QEvent::LanguageChange the widget calls retranslateTagged(this, context), which sets every
// remembered text again through QCoreApplication::translate in the new language.
//
// The strings stay visible to lupdate: callers write QT_TR_NOOP("...") (or tr("...") for the
// first, immediate text) in their own class, so the context is the class's.

#include <QEvent>

class QFormLayout;
class QObject;
class QWidget;

namespace ledge {

enum class TrField {
    Text,    // QAction/QAbstractButton/QLabel text, QMenu/QGroupBox title, other widgets' window title
    ToolTip, // tool tip
};

// Remembers `source` (a string literal: only the pointer is kept) of `context` for `field` of
// `object`, and sets the field to its translation now.
void trTag(QObject* object, const char* context, const char* source, TrField field = TrField::Text);

// Adds a row to `form` whose label is the tagged translation of `source` (QFormLayout makes no
// label for an empty text, so the label is made here).
void addTaggedRow(QFormLayout* form, QWidget* field, const char* context, const char* source);

// Sets again every tagged text of `root` and its descendants whose context is `context`.
void retranslateTagged(QObject* root, const char* context);

// A widget of class Base (QDockWidget, QDialog...) whose retranslateUi() runs on every
// QEvent::LanguageChange it receives, before Base handles the event.
template <typename Base>
class Retranslating : public Base {
public:
    using Base::Base;
    // Sets the texts again in the current language.
    virtual void retranslateUi() = 0;

protected:
    void changeEvent(QEvent* event) override
    {
        if (event->type() == QEvent::LanguageChange)
            retranslateUi();
        Base::changeEvent(event);
    }
};

} // namespace ledge
