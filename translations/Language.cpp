#include "Language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

#include <memory>

namespace ledge {

namespace {

struct Installed {
    QString language = QStringLiteral("en");
    std::unique_ptr<QTranslator> ledge;
    std::unique_ptr<QTranslator> qt;
};

Installed& installed()
{
    static Installed state;
    return state;
}

// The shipped language that best serves a locale: pt_BR for any Portuguese, else by language.
QString bestMatch(const QLocale& locale)
{
    const QStringList shipped = availableLanguages();
    const QString name = locale.name(); // "pt_BR", "fr_CA", ...
    if (shipped.contains(name))
        return name;
    const QString language = name.section(u'_', 0, 0);
    if (language == u"pt")
        return QStringLiteral("pt_BR");
    return shipped.contains(language) ? language : QStringLiteral("en");
}

} // namespace

QStringList availableLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("fr"), QStringLiteral("pt_BR"), QStringLiteral("de"),
            QStringLiteral("es")};
}

QString nativeLanguageName(const QString& language)
{
    if (language == u"en")
        return QStringLiteral("English");
    QString name = QLocale(language).nativeLanguageName();
    if (language == u"pt_BR")
        name = QStringLiteral("Português (Brasil)");
    return name.isEmpty() ? language : name.left(1).toUpper() + name.mid(1);
}

QString setLanguage(const QString& language)
{
    const QLocale asked = language.isEmpty() ? QLocale::system() : QLocale(language);
    const QString chosen = bestMatch(asked);
    Installed& state = installed();
    if (state.ledge)
        QCoreApplication::removeTranslator(state.ledge.get());
    if (state.qt)
        QCoreApplication::removeTranslator(state.qt.get());
    state.ledge.reset();
    state.qt.reset();
    state.language = chosen;
    // Numbers and dates follow the region asked for when its language is the one chosen
    // (fr_CH writes 1 234,5 differently from fr_FR).
    QLocale::setDefault(asked.language() == QLocale(chosen).language() ? asked : QLocale(chosen));
    // English has a translation too: its plural forms.
    auto ledge = std::make_unique<QTranslator>();
    if (ledge->load(QStringLiteral("ledge_") + chosen, QStringLiteral(":/i18n"))) {
        QCoreApplication::installTranslator(ledge.get());
        state.ledge = std::move(ledge);
    }
    if (chosen != u"en") {
        auto qt = std::make_unique<QTranslator>();
        if (qt->load(QStringLiteral("qtbase_") + chosen, QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
            QCoreApplication::installTranslator(qt.get());
            state.qt = std::move(qt);
        }
    }
    return chosen;
}

QString currentLanguage()
{
    return installed().language;
}

} // namespace ledge
