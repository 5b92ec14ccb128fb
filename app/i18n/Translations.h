#pragma once

#include <QString>
#include <QStringList>

namespace croupier {

/**
 * @brief The user-interface language of every Croupier executable (the app and
 * croupier-cli): which languages exist and which catalogue is installed.
 *
 * The catalogues are compiled from translations/croupier_<lang>.ts into the
 * resource ":/i18n/croupier_<lang>.qm" of the static library croupier_i18n, so
 * any executable that links croupier_i18n carries them.
 */
class Translations
{
public:
    /// "el" when the system locale is Greek, "en" otherwise.
    static QString systemLanguage();

    /// Replaces the installed Croupier catalogue (and, when the system has it,
    /// Qt's own one, so --help's standard options are translated too) with the
    /// one for @p lang and makes QLocale(lang) the default locale. Needs a
    /// QCoreApplication. Returns false, changing nothing, for a language that
    /// is not in available() or whose catalogue cannot be loaded.
    static bool install(const QString &lang);

    /// The languages Croupier is translated into: {"el", "en"}.
    static QStringList available();

    /// The language installed by the last successful install(), or an empty string.
    static QString current();

    /// The value of "--lang LANG" or "--lang=LANG" in @p arguments (as given by
    /// QCoreApplication::arguments()), or an empty string when there is none.
    /// Lets a main() install the catalogue before it builds its
    /// QCommandLineParser, so --help is printed in that language.
    static QString languageFromArguments(const QStringList &arguments);
};

} // namespace croupier
