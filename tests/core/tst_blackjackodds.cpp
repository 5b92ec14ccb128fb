#include "InputError.h"
#include "baccarat/BaccaratOdds.h"
#include "blackjack/BlackjackOdds.h"

#include <QtTest>

using namespace croupier;

namespace {
Rational fraction(long long p, long long q) { return Rational(p) / Rational(q); }

QString str(const Rational &r)
{
    return QString::fromStdString(numerator(r).str() + "/" + denominator(r).str());
}

std::size_t index(DealerResult r) { return static_cast<std::size_t>(r); }
} // namespace

/// The dealer's final-hand probabilities, exact: no hole card, standing on soft 17
/// (art. 14 §12 γ), for an infinite deck and for shoes of N decks.
class TestBlackjackOdds : public QObject
{
    Q_OBJECT

private slots:
    // The published infinite-deck figures for a dealer who stands on soft 17 (and
    // takes his second card after the players, so no peek).
    void publishedInfiniteDeckFigures()
    {
        const DealerOdds odds = DealerOdds::compute(std::nullopt);
        QVERIFY(!odds.decks);
        // Blackjack: ace then ten-value, or ten-value then ace: 2 · 1/13 · 4/13 = 8/169.
        QCOMPARE(str(odds.overall[index(DealerResult::Blackjack)]), QStringLiteral("8/169"));
        QCOMPARE(QString::fromStdString(decimalFixed(odds.overall[index(DealerResult::Blackjack)], 7)),
            QStringLiteral("0.0473373"));
        QCOMPARE(QString::fromStdString(decimalFixed(odds.overall[index(DealerResult::Bust)], 7)),
            QStringLiteral("0.2815928"));
    }

    void everyDistributionAddsUpToOneExactly_data()
    {
        QTest::addColumn<int>("decks"); // 0: an infinite deck
        QTest::newRow("infinite deck") << 0;
        QTest::newRow("one deck") << 1;
        QTest::newRow("four decks (art. 14 §1)") << 4;
        QTest::newRow("six decks (art. 14 §1)") << 6;
        QTest::newRow("eight decks") << 8;
    }
    void everyDistributionAddsUpToOneExactly()
    {
        QFETCH(int, decks);
        const DealerOdds odds = DealerOdds::compute(decks ? std::optional<int>(decks) : std::nullopt);
        Rational sum = 0;
        for (const Rational &p : odds.overall) {
            QVERIFY(p > 0);
            sum += p;
        }
        QCOMPARE(str(sum), QStringLiteral("1/1"));
        // And the whole is the average of the first cards: 4 of each of 13 ranks, 16 ten-values.
        for (std::size_t r = 0; r < kDealerResults; ++r) {
            Rational mixed = 0;
            for (std::size_t v = 0; v < 10; ++v)
                mixed += odds.byFirstCard[v][r] * Rational(v == 9 ? 4 : 1) / 13;
            QCOMPARE(str(mixed), str(odds.overall[r]));
        }
        for (const DealerDistribution &d : odds.byFirstCard) {
            Rational s = 0;
            for (const Rational &p : d)
                s += p;
            QCOMPARE(str(s), QStringLiteral("1/1"));
        }
    }

    // A blackjack needs an ace and a ten-value card as the first two cards, in
    // either order: 2 · (4N/52N) · (16N/(52N−1)), worked out by hand.
    void blackjackInAShoe_data()
    {
        QTest::addColumn<int>("decks");
        QTest::addColumn<QString>("fraction");
        QTest::newRow("one deck: 2·4·16/(52·51) = 32/663") << 1 << "32/663";
        QTest::newRow("four decks: 2·16·64/(208·207) = 128/2691") << 4 << "128/2691";
        QTest::newRow("six decks: 2·24·96/(312·311) = 192/4043") << 6 << "192/4043";
    }
    void blackjackInAShoe()
    {
        QFETCH(int, decks);
        QFETCH(QString, fraction);
        QCOMPARE(str(DealerOdds::compute(decks).overall[index(DealerResult::Blackjack)]), fraction);
    }

    // Given the first card: a ten-value card makes blackjack with an ace (1/13 infinite,
    // 24/311 from six decks), an ace with a ten-value card (4/13, 96/311); 2 to 9 never do.
    void blackjackGivenTheFirstCard()
    {
        const DealerOdds infinite = DealerOdds::compute(std::nullopt);
        QCOMPARE(str(infinite.byFirstCard[9][index(DealerResult::Blackjack)]), QStringLiteral("1/13"));
        QCOMPARE(str(infinite.byFirstCard[0][index(DealerResult::Blackjack)]), QStringLiteral("4/13"));
        const DealerOdds six = DealerOdds::compute(6);
        QCOMPARE(str(six.byFirstCard[9][index(DealerResult::Blackjack)]), QStringLiteral("24/311"));
        QCOMPARE(str(six.byFirstCard[0][index(DealerResult::Blackjack)]), QStringLiteral("96/311"));
        for (std::size_t v = 1; v <= 8; ++v)
            QCOMPARE(str(infinite.byFirstCard[v][index(DealerResult::Blackjack)]), QStringLiteral("0/1"));
    }

    // Bounds worked by hand for an infinite deck: with a ten up, a second ten-value
    // card alone makes 20 (4/13), so P(20 | ten) is more; a second ace makes a
    // blackjack, not a 21, so a ten makes 21 less often than a six does.
    void firstCardShapes()
    {
        const DealerOdds odds = DealerOdds::compute(std::nullopt);
        QVERIFY(odds.byFirstCard[9][index(DealerResult::Twenty)] > fraction(4, 13));
        QVERIFY(odds.byFirstCard[9][index(DealerResult::TwentyOne)]
            < odds.byFirstCard[5][index(DealerResult::TwentyOne)]);
        // A six up busts most often (published ENHC figure 42.3 %).
        QCOMPARE(QString::fromStdString(decimalFixed(odds.byFirstCard[5][index(DealerResult::Bust)], 3)),
            QStringLiteral("0.423"));
        for (std::size_t v = 0; v < 10; ++v)
            QVERIFY(odds.byFirstCard[v][index(DealerResult::Bust)]
                <= odds.byFirstCard[5][index(DealerResult::Bust)]);
    }

    // Standing on soft 17 (art. 14 §12 γ) against the H17 rule: the hitting dealer
    // turns some 17s into other results, busts more, and makes blackjack as often.
    void soft17RuleMatters()
    {
        const DealerOdds stand = DealerOdds::compute(std::nullopt, Soft17::Stand);
        const DealerOdds hit = DealerOdds::compute(std::nullopt, Soft17::Hit);
        QVERIFY(hit.overall[index(DealerResult::Seventeen)] < stand.overall[index(DealerResult::Seventeen)]);
        QVERIFY(hit.overall[index(DealerResult::Bust)] > stand.overall[index(DealerResult::Bust)]);
        QCOMPARE(str(hit.overall[index(DealerResult::Blackjack)]),
            str(stand.overall[index(DealerResult::Blackjack)]));
        // Given an ace up, a second card 6 alone makes the soft 17 he stands on: 1/13 at least.
        QVERIFY(stand.byFirstCard[0][index(DealerResult::Seventeen)] > fraction(1, 13));
    }

    void refusesDecks_data()
    {
        QTest::addColumn<int>("decks");
        QTest::newRow("no decks") << 0;
        QTest::newRow("nine decks") << 9;
        QTest::newRow("minus one") << -1;
    }
    void refusesDecks()
    {
        QFETCH(int, decks);
        try {
            DealerOdds::compute(decks);
            QFAIL("accepted");
        } catch (const InputError &e) {
            QCOMPARE(QString::fromStdString(e.field()), QStringLiteral("decks"));
        }
    }

    void resultNames()
    {
        QCOMPARE(QString::fromUtf8(dealerResultName(DealerResult::Seventeen).data()), QStringLiteral("17"));
        QCOMPARE(QString::fromUtf8(dealerResultName(DealerResult::TwentyOne).data()), QStringLiteral("21"));
        QCOMPARE(
            QString::fromUtf8(dealerResultName(DealerResult::Blackjack).data()), QStringLiteral("blackjack"));
        QCOMPARE(QString::fromUtf8(dealerResultName(DealerResult::Bust).data()), QStringLiteral("bust"));
    }
};

QTEST_APPLESS_MAIN(TestBlackjackOdds)
#include "tst_blackjackodds.moc"
