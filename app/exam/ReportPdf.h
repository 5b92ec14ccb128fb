#pragma once

#include <QList>
#include <QString>
#include <QTranslator>

class QIODevice;

namespace croupier::reportpdf {

// The printed reports' machinery (exam sheets and results, issue 8; the self-study
// certificate, issue 19): HTML blocks laid out on A4 pages with a footer.

/**
 * Puts the catalogue of @p language in front of the installed ones while a report
 * is written, so its headings and AnswerText's labels are in the language asked
 * for, whatever the program speaks; removed again when the report is done.
 * English is the source language, but its catalogue is installed too: it must hide
 * a Greek catalogue the program may have installed.
 */
class ScopedLanguage
{
public:
    explicit ScopedLanguage(const QString &language);
    ~ScopedLanguage();
    ScopedLanguage(const ScopedLanguage &) = delete;
    ScopedLanguage &operator=(const ScopedLanguage &) = delete;

private:
    QTranslator m_translator;
    bool m_installed = false;
};

/// A block of HTML kept whole on one page.
struct Block
{
    QString html;
    bool newPage = false; ///< start on a fresh page (a trainee's page)
};

/// Lays the blocks out on A4 pages and paints them with @p footer and "Page N of M" at
/// the foot. False when the PDF cannot be made.
bool paintBlocks(QIODevice *device, const QString &title, const QString &footer, const QList<Block> &blocks);

/// Writes @p bytes to @p path atomically; false with @p error naming the file.
bool saveBytes(const QByteArray &bytes, const QString &path, QString *error);

} // namespace croupier::reportpdf
