#include "CertificateReport.h"

#include "drill/DrillCatalog.h"
#include "exam/ReportPdf.h"

#include <QBuffer>
#include <QLocale>

#include <optional>

namespace croupier {

QString CertificateReport::levelName(CertificateLevel level)
{
    switch (level) {
    case CertificateLevel::Trainee:
        //: A certificate's level: the first, before any criterion is met.
        return tr("Trainee");
    case CertificateLevel::Foundation:
        //: A certificate's level: the rules of level 1 mastered.
        return tr("Foundation");
    case CertificateLevel::Dealer:
        //: A certificate's level: every rule and the chips mastered, well retained.
        return tr("Dealer");
    case CertificateLevel::TableReady:
        //: A certificate's level: everything, in time, the incidents, spotting errors.
        return tr("Table-ready");
    }
    return {};
}

QString CertificateReport::criterionText(const Criterion &c)
{
    if (c.key == "rules-level-1")
        //: A certificate's criterion. %1 steps mastered, %2 how many there are.
        return tr("Every rules step of level 1 mastered: %1 of %2").arg(c.have).arg(c.need);
    if (c.key == "rules")
        //: A certificate's criterion. %1 steps mastered, %2 how many there are.
        return tr("Every rules step mastered: %1 of %2").arg(c.have).arg(c.need);
    if (c.key == "chips")
        //: A certificate's criterion. %1 steps mastered, %2 how many there are.
        return tr("Every chips step mastered: %1 of %2").arg(c.have).arg(c.need);
    if (c.key == "incidents")
        //: A certificate's criterion: the regulation's procedures and incidents. %1 of %2 steps.
        return tr("Every incident and procedure step mastered: %1 of %2").arg(c.have).arg(c.need);
    if (c.key == "speed")
        //: A certificate's criterion: the target times as set, whatever the practice time limits. %1 of %2 steps.
        return tr("Steps answered within their target time: %1 of %2").arg(c.have).arg(c.need);
    if (c.key == "retention")
        //: A certificate's criterion: the schedule's mean chance now of recalling the game's cells. %1 and %2 per cent.
        return tr("Retention %1 %, at least %2 %").arg(c.have).arg(c.need);
    if (c.key == "protection-rounds")
        //: A certificate's criterion. %1 rounds with a dealer's error watched, %2 the least.
        return tr("Spot the error: %1 rounds with an error watched, at least %2").arg(c.have).arg(c.need);
    if (c.key == "protection")
        //: A certificate's criterion. %1 and %2 per cent.
        return tr("Spot the error: %1 % of the errors stopped, at least %2 %").arg(c.have).arg(c.need);
    return QString::fromStdString(c.key);
}

QString CertificateReport::gameName(Game game)
{
    switch (game) {
    case Game::CheminDeFer: return QCoreApplication::translate("GameListModel", "Chemin de fer");
    case Game::DeuxTableaux: return QCoreApplication::translate("GameListModel", "Deux tableaux");
    case Game::Craps: return QCoreApplication::translate("GameListModel", "Craps");
    case Game::Blackjack: return QCoreApplication::translate("GameListModel", "Blackjack");
    default: return QCoreApplication::translate("GameListModel", "Punto Banco");
    }
}

bool CertificateReport::write(const QString &path, const QString &language, const QString &trainee,
                              const GameStanding &standing, const CertificateResult &result, const QDateTime &at,
                              QString *error)
{
    std::optional<reportpdf::ScopedLanguage> scoped(std::in_place, language);
    const QLocale locale(language == QLatin1String("el") ? QLocale::Greek : QLocale::English);
    const auto esc = [](const QString &s) { return s.toHtmlEscaped(); };
    //: The certificate's title. %1 the game.
    const QString title = tr("Croupier certificate: %1").arg(gameName(standing.game));
    QList<reportpdf::Block> blocks;
    QString head = QStringLiteral("<h1>%1</h1>").arg(esc(title));
    //: On the certificate. %1 the trainee's name, %2 the level reached.
    head += QStringLiteral("<p style='font-size:13pt'>%1</p>")
                .arg(tr("%1 has reached the level <b>%2</b>.").arg(esc(trainee), esc(levelName(result.level))));
    //: On the certificate: its date, 24-hour time in Greek. %1 the date and time.
    head += QStringLiteral("<p>%1</p>").arg(esc(tr("Issued %1").arg(locale.toString(at.toLocalTime(), QStringLiteral("dd/MM/yyyy HH:mm")))));
    //: On the certificate: what it is, and what it is not.
    head += QStringLiteral("<p class='muted'>%1</p>")
                .arg(esc(tr("A record of self-study on this computer, read from the trainee's answers. It is not an exam result: "
                            "the school's exams are signed by the instructor.")));
    blocks.append({head});

    // The levels and their criteria.
    QString levels;
    for (std::size_t i = 0; i < result.criteria.size(); ++i) {
        const auto level = CertificateLevel(i + 1);
        const bool reached = int(result.level) >= int(level);
        levels += QStringLiteral("<h2>%1 %2</h2><table width='100%'>")
                      .arg(reached ? QStringLiteral("✓") : QStringLiteral("○"), esc(levelName(level)));
        for (const Criterion &c : result.criteria[i])
            levels += QStringLiteral("<tr><td>%1</td><td>%2</td></tr>")
                          .arg(esc(criterionText(c)),
                               //: A criterion met / not yet met, in words (not by colour alone).
                               c.met() ? esc(tr("met")) : esc(tr("not yet")));
        levels += QStringLiteral("</table>");
    }
    blocks.append({levels});

    // The steps: the record behind the criteria.
    DrillCatalog catalog;
    //: Heading of the certificate's list of curriculum steps.
    QString steps = QStringLiteral("<h2>%1</h2><table width='100%'><tr><th>%2</th><th>%3</th><th>%4</th></tr>")
                        .arg(esc(tr("The curriculum's steps")),
                             //: Column heading: a step's topic and level.
                             esc(tr("Step")),
                             //: Column heading: mastered, waiting for its re-check, or being learnt.
                             esc(tr("State")),
                             //: Column heading: answered within the target time.
                             esc(tr("In time")));
    for (const StepStanding &s : standing.steps) {
        const QString state = s.state == MasteryState::Mastered ? tr("mastered")
                              : s.state == MasteryState::Recheck ? tr("re-check due")
                                                                 : tr("being learnt");
        QString name = catalog.title(QString::fromStdString(s.topic));
        if (s.game == Game::PuntoBancoNoCommission)
            //: A step of the no-commission pay table on Punto Banco's certificate. %1 the topic.
            name = tr("%1, no commission").arg(name);
        else if (s.game == Game::PuntoBancoSuperSix)
            //: A step of the Super Six pay table on Punto Banco's certificate. %1 the topic.
            name = tr("%1, Super Six").arg(name);
        //: A step on the certificate. %1 the topic's title, %2 its level.
        steps += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td></tr>")
                     .arg(esc(tr("%1, level %2").arg(name).arg(s.level)),
                          esc(state), esc(s.inTime ? tr("yes") : tr("no")));
    }
    steps += QStringLiteral("</table>");
    blocks.append({steps});

    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    //: The certificate's footer. %1 the trainee.
    const bool painted = reportpdf::paintBlocks(&buffer, title, tr("Croupier · %1").arg(trainee), blocks);
    scoped.reset();
    if (!painted) {
        if (error)
            //: %1 the file
            *error = tr("%1: the PDF could not be made").arg(path);
        return false;
    }
    return reportpdf::saveBytes(buffer.data(), path, error);
}

} // namespace croupier
