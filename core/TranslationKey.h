#pragma once

/**
 * @file
 * Marks an English rule text of core's tables as a translation key, without Qt.
 *
 * core is Qt-free and untranslated: a rule table holds its English text once,
 * wrapped in CROUPIER_TRANSLATE_NOOP(context, text), which is the text itself.
 * lupdate reads core's tables with the alias
 * `-tr-function-alias QT_TRANSLATE_NOOP+=CROUPIER_TRANSLATE_NOOP`
 * (translations/CMakeLists.txt), so the .ts files keep the Greek of that very
 * text, and the app shows it with QCoreApplication::translate(context, text).
 * No second copy of the text is typed in app/ for lupdate to see.
 */
#define CROUPIER_TRANSLATE_NOOP(context, text) text
