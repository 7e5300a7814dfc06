#pragma once
// Which language the UI speaks. Ledge's own strings come from the embedded ledge_<lang>.qm,
// Qt's (file dialogs, message boxes) from Qt's qtbase_<lang>.qm beside Qt.

#include <QLocale>
#include <QString>
#include <QStringList>

namespace ledge {

// The languages Ledge ships, as locale names: "en", "fr", "pt_BR", "de", "es".
QStringList availableLanguages();

// The language's own name for itself ("Français", "Português (Brasil)").
QString nativeLanguageName(const QString& language);

// Replaces the installed translators with those of `language` ("" = the system's language;
// anything Ledge does not ship falls back to English). Qt then sends every widget a
// LanguageChange event, so open windows retranslate at once. The default QLocale becomes the
// locale asked for when it speaks the chosen language (fr_CA stays fr_CA), else the chosen
// language's: numbers shown to a person follow it, files and JSON never do. Returns the
// language chosen.
QString setLanguage(const QString& language);

// The language last set ("en" before any call).
QString currentLanguage();

} // namespace ledge
