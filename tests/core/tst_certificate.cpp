#include "study/Certificate.h"

#include <QtTest>

using namespace croupier;

/**
 * certify (core/study/Certificate.h): the levels trainee, foundation, dealer and
 * table-ready at one game, each expectation worked from the header's criteria. The
 * records are written "topic:level:state:inTime" per step, state m (mastered), r
 * (waiting for its re-check) or l (learning), inTime t or f.
 */
namespace {
GameStanding standing(Game game, const QString &steps, int retention, int spotErrors, int spotDetected)
{
    GameStanding g;
    g.game = game;
    for (const QString &s : steps.split(' ', Qt::SkipEmptyParts)) {
        const QStringList p = s.split(':');
        const MasteryState state = p[2] == "m" ? MasteryState::Mastered : p[2] == "r" ? MasteryState::Recheck
                                                                                       : MasteryState::Learning;
        g.steps.push_back({p[0].toStdString(), p[1].toInt(), state, game, p[3] == "t"});
    }
    g.retentionPercent = retention;
    g.cellsMet = 10;
    g.spotErrors = spotErrors;
    g.spotDetected = spotDetected;
    return g;
}

// Blackjack's curriculum steps (core/study/STUDY.md, steps 42–51): 5 rules steps of level 1.
QString blackjack(char rules1, char rulesHigher, char incident, char time)
{
    const auto step = [&](const char *topic, int level, char state) {
        return QStringLiteral("%1:%2:%3:%4 ").arg(topic).arg(level).arg(QChar(state)).arg(QChar(time));
    };
    return step("blackjack.total", 1, rules1) + step("blackjack.dealer", 1, rules1) + step("blackjack.step", 1, rules1)
           + step("blackjack.payout", 1, rules1) + step("blackjack.payout", 2, rulesHigher)
           + step("blackjack.payout", 3, rulesHigher) + step("blackjack.round", 1, rules1)
           + step("blackjack.round", 2, rulesHigher) + step("blackjack.round", 3, rulesHigher)
           + step("blackjack.incident", 1, incident);
}
} // namespace

class TestCertificate : public QObject
{
    Q_OBJECT

private slots:
    void levels_data()
    {
        QTest::addColumn<int>("game");
        QTest::addColumn<QString>("steps");
        QTest::addColumn<int>("retention");
        QTest::addColumn<int>("spotErrors");
        QTest::addColumn<int>("spotDetected");
        QTest::addColumn<int>("level");
        const int bj = int(Game::Blackjack);
        QTest::newRow("nothing mastered: trainee") << bj << blackjack('l', 'l', 'l', 'f') << 0 << 0 << 0 << 0;
        // A step waiting for its re-check is not mastered yet.
        QTest::newRow("level 1 waiting for its re-check: trainee") << bj << blackjack('r', 'l', 'l', 't') << 95 << 0 << 0 << 0;
        QTest::newRow("level 1 mastered: foundation") << bj << blackjack('m', 'l', 'l', 'f') << 50 << 0 << 0 << 1;
        QTest::newRow("every rules step, retention 84 %: foundation") << bj << blackjack('m', 'm', 'l', 'f') << 84 << 0 << 0 << 1;
        // Blackjack has no chips step: the rules and the retention make a dealer.
        QTest::newRow("every rules step, retention 85 %: dealer") << bj << blackjack('m', 'm', 'l', 'f') << 85 << 0 << 0 << 2;
        QTest::newRow("everything, 16 of 20 errors spotted: table-ready") << bj << blackjack('m', 'm', 'm', 't') << 90 << 20 << 16 << 3;
        QTest::newRow("everything but slow: dealer") << bj << blackjack('m', 'm', 'm', 'f') << 95 << 20 << 20 << 2;
        QTest::newRow("everything, retention 89 %: dealer") << bj << blackjack('m', 'm', 'm', 't') << 89 << 20 << 20 << 2;
        QTest::newRow("everything, 19 errors watched: dealer") << bj << blackjack('m', 'm', 'm', 't') << 95 << 19 << 19 << 2;
        QTest::newRow("everything, 15 of 20 spotted: dealer") << bj << blackjack('m', 'm', 'm', 't') << 95 << 20 << 15 << 2;
        QTest::newRow("the incident not mastered: dealer") << bj << blackjack('m', 'm', 'r', 't') << 95 << 20 << 20 << 2;
        // Punto Banco has chips steps: without them no dealer, whatever the rest.
        QTest::newRow("punto banco without its chips: foundation")
            << int(Game::PuntoBanco) << "baccarat.total:1:m:t baccarat.payout:2:m:t chips.pay:1:l:t" << 95 << 20 << 20 << 1;
        QTest::newRow("punto banco with its chips: dealer")
            << int(Game::PuntoBanco) << "baccarat.total:1:m:t baccarat.payout:2:m:t chips.pay:1:m:f" << 95 << 20 << 20 << 2;
        QTest::newRow("no step at all: trainee") << int(Game::Craps) << "" << 100 << 20 << 20 << 0;
    }
    void levels()
    {
        QFETCH(int, game);
        QFETCH(QString, steps);
        QFETCH(int, retention);
        QFETCH(int, spotErrors);
        QFETCH(int, spotDetected);
        QFETCH(int, level);
        const CertificateResult r = certify(standing(Game(game), steps, retention, spotErrors, spotDetected));
        QCOMPARE(int(r.level), level);
        QCOMPARE(r.criteria.size(), std::size_t(3));
    }

    // The criteria say how far the trainee is: blackjack's 5 rules steps of level 1,
    // 9 rules steps, no chips criterion, 1 incident step, 10 steps in time.
    void criteriaCount()
    {
        const CertificateResult r = certify(standing(Game::Blackjack, blackjack('m', 'l', 'l', 'f'), 70, 4, 3));
        QCOMPARE(r.criteria[0].front().key, std::string("rules-level-1"));
        QCOMPARE(r.criteria[0].front().have, 5);
        QCOMPARE(r.criteria[0].front().need, 5);
        QCOMPARE(r.criteria[1].size(), std::size_t(2));   // rules, retention
        QCOMPARE(r.criteria[1][0].have, 5);
        QCOMPARE(r.criteria[1][0].need, 9);
        QCOMPARE(r.criteria[2][0].key, std::string("incidents"));
        QCOMPARE(r.criteria[2][1].key, std::string("speed"));
        QCOMPARE(r.criteria[2][1].need, 10);
        QCOMPARE(r.criteria[2][4].have, 75);             // 3 of 4 detected
    }

    void stepKinds_data()
    {
        QTest::addColumn<QString>("topic");
        QTest::addColumn<int>("kind");
        QTest::newRow("a total") << "baccarat.total" << int(StepKind::Rules);
        QTest::newRow("craps maxima are arithmetic") << "craps.maximum" << int(StepKind::Rules);
        QTest::newRow("paying in chips") << "chips.pay" << int(StepKind::Chips);
        QTest::newRow("craps' proper units") << "chips.units" << int(StepKind::Chips);
        QTest::newRow("an incident") << "blackjack.incident" << int(StepKind::Incidents);
        QTest::newRow("a bet over the limit") << "baccarat.limit" << int(StepKind::Incidents);
        QTest::newRow("the cut card") << "baccarat.procedure" << int(StepKind::Incidents);
    }
    void stepKinds()
    {
        QFETCH(QString, topic);
        QFETCH(int, kind);
        QCOMPARE(int(stepKindOf(topic.toStdString())), kind);
    }
};

QTEST_APPLESS_MAIN(TestCertificate)
#include "tst_certificate.moc"
