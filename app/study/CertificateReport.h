#pragma once

#include "study/Certificate.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QString>

namespace croupier {

/**
 * @brief The certificate's words and its printed page (issue 19, item 4): the level's
 * name, each criterion in words, and a PDF in Greek or English with the trainee's record.
 */
class CertificateReport
{
    Q_DECLARE_TR_FUNCTIONS(CertificateReport)

public:
    static QString levelName(CertificateLevel level);
    /// A criterion in words with its figures ("Every rule step mastered: 7 of 9").
    static QString criterionText(const Criterion &criterion);
    /// The game's name as the app shows it.
    static QString gameName(Game game);

    /**
     * Writes the certificate of @p trainee at @p standing's game to @p path as a PDF in
     * @p language ("el" or "en"), dated @p at. False with @p error naming the file.
     */
    static bool write(const QString &path, const QString &language, const QString &trainee,
                      const GameStanding &standing, const CertificateResult &result, const QDateTime &at,
                      QString *error);
};

} // namespace croupier
