#include "InputError.h"
#include "blackjack/BlackjackPayout.h"

#include "TestCards.h"

#include <QtTest>

using namespace croupier;

namespace {

BlackjackRules rulesWithChip(const QString &chip)
{
    BlackjackRules r;
    r.chipUnit = Money::parseCanonical(chip.toStdString());
    return r;
}
} // namespace

/// One blackjack bet settled: main (a double included), insurance, even money;
/// the payout rounded down to the chip unit. Every expected value worked out by
/// hand from art. 14 and RULINGS.md.
class TestBlackjackPayout : public QObject
{
    Q_OBJECT

private slots:
    void settles_data()
    {
        QTest::addColumn<QString>("bet");
        QTest::addColumn<QString>("stake");
        QTest::addColumn<QString>("chip");
        QTest::addColumn<QStringList>("player");
        QTest::addColumn<bool>("fromSplit");
        QTest::addColumn<QStringList>("dealer");
        QTest::addColumn<QString>("outcome");
        QTest::addColumn<QString>("paid");
        auto row
            = [](const char *name, const char *bet, const char *stake, const char *chip, QStringList player,
                  bool split, QStringList dealer, const char *outcome, const char *paid) {
                  QTest::newRow(name) << bet << stake << chip << player << split << dealer << outcome << paid;
              };
        // §12 β: blackjack 3:2; rounding down to the chip (RULINGS.md).
        row("blackjack 10 is paid 15 against a dealer 19", "main", "10", "1", {"AS", "KH"}, false,
            {"TD", "9H"}, "win", "15");
        row("blackjack on an odd stake: 3:2 on 5 is 7.5, paid 7 at chip 1", "main", "5", "1", {"AS", "KH"},
            false, {"9C", "8D"}, "win", "7");
        row("3:2 on 5 at chip 0.5 is paid 7.5", "main", "5", "0.5", {"AS", "KH"}, false, {"9C", "8D"}, "win",
            "7.5");
        row("3:2 on 25 at chip 5 is 37.5, paid 35", "main", "25", "5", {"KS", "AH"}, false, {"9C", "8D"},
            "win", "35");
        row("3:2 on 7.3 at chip 0.1 is 10.95, paid 10.9", "main", "7.3", "0.1", {"AS", "QH"}, false,
            {"9C", "8D"}, "win", "10.9");
        row("3:2 on 15 at chip 0.25 is 22.5", "main", "15", "0.25", {"AS", "JH"}, false, {"9C", "8D"}, "win",
            "22.5");
        row("blackjack against a dealer 6 is paid at once, on his one card", "main", "10", "1", {"AS", "KH"},
            false, {"6D"}, "win", "15");
        row("blackjack against a dealer 2 is paid at once", "main", "10", "1", {"AS", "KH"}, false, {"2D"},
            "win", "15");
        row("blackjack pushes with a dealer blackjack", "main", "10", "1", {"AS", "KH"}, false, {"AD", "QC"},
            "push", "0");
        row("blackjack pushes with a dealer ten then ace", "main", "10", "1", {"AS", "KH"}, false,
            {"TD", "AC"}, "push", "0");
        row("blackjack beats a dealer 21 on three cards", "main", "10", "1", {"KS", "AH"}, false,
            {"7D", "7C", "7H"}, "win", "15");
        row("blackjack against a dealer ace that did not make one is paid 3:2", "main", "10", "1",
            {"AS", "KH"}, false, {"AD", "6C"}, "win", "15");
        // §12 δ: blackjack beats any other 21; a dealer blackjack beats everything else.
        row("21 on three cards loses to a dealer blackjack", "main", "10", "1", {"7S", "7H", "7D"}, false,
            {"AS", "KD"}, "lose", "0");
        row("21 on three cards pushes with a dealer 21 on three", "main", "10", "1", {"7S", "7H", "7D"},
            false, {"5S", "6D", "KH"}, "push", "0");
        // §14: 21 after a split is no blackjack and is paid the stake only.
        row("21 after a split pays 1:1", "main", "10", "1", {"AS", "KH"}, true, {"9D", "9C"}, "win", "10");
        row("21 after a split loses to a dealer blackjack", "main", "10", "1", {"AS", "KH"}, true,
            {"KD", "AC"}, "lose", "0");
        row("21 after a split pushes with a dealer 21 on three cards", "main", "10", "1", {"KS", "AH"}, true,
            {"6D", "5C", "KH"}, "push", "0");
        row("split ace and a six: soft 17 pushes with 17", "main", "10", "1", {"AS", "6H"}, true,
            {"TD", "7C"}, "push", "0");
        // §15: a double; the stake is everything on the box.
        row("doubled 6 5 9 is 20 and wins the whole 20", "main", "20", "1", {"6S", "5H", "9D"}, false,
            {"TD", "9H"}, "win", "20");
        row("doubled hand lost to a dealer blackjack, double and all (no hole card)", "main", "20", "1",
            {"6S", "5H", "9D"}, false, {"AD", "KH"}, "lose", "0");
        row("doubled after a split, 11 and a ten beat 20", "main", "20", "1", {"8S", "3H", "KD"}, true,
            {"TD", "QH"}, "win", "20");
        // §12 α: a bust is collected at once, whatever the dealer does after.
        row("a bust is collected on the dealer's first card", "main", "10", "1", {"TS", "6H", "8D"}, false,
            {"6C"}, "lose", "0");
        row("a bust loses even when the dealer busts after", "main", "10", "1", {"TS", "6H", "8D"}, false,
            {"TC", "6D", "9S"}, "lose", "0");
        // §12 δ: the dealer's total.
        row("a dealer bust pays a standing 12", "main", "10", "1", {"TS", "2H"}, false, {"TC", "6D", "9S"},
            "win", "10");
        row("18 against 18 is a push", "main", "10", "1", {"TS", "8H"}, false, {"9C", "9D"}, "push", "0");
        row("17 loses to 18", "main", "10", "1", {"TS", "7H"}, false, {"9C", "9D"}, "lose", "0");
        row("soft 19, ace and eight, beats 18", "main", "10", "1", {"AS", "8H"}, false, {"TD", "8C"}, "win",
            "10");
        row("several aces: ace ace nine is a soft 21 and beats 20", "main", "10", "1", {"AS", "AH", "9D"},
            false, {"TD", "QC"}, "win", "10");
        row("18 loses to the dealer's soft 19 on three cards", "main", "10", "1", {"TS", "8H"}, false,
            {"AS", "AD", "7C"}, "lose", "0");
        row("19 beats the dealer's soft 17", "main", "10", "1", {"TS", "9H"}, false, {"AS", "6D"}, "win",
            "10");
        row("1:1 on 12.5 at chip 1 is paid 12", "main", "12.5", "1", {"TS", "9H"}, false, {"TD", "8C"}, "win",
            "12");
        row("1:1 on 7.35 at chip 0.25 is paid 7.25", "main", "7.35", "0.25", {"TS", "9H"}, false,
            {"TD", "8C"}, "win", "7.25");
        // §13: insurance 2:1 on the dealer's blackjack.
        row("insurance 5 is paid 10 when the dealer's ace makes blackjack", "insurance", "5", "1",
            {"TS", "9H"}, false, {"AS", "KD"}, "win", "10");
        row("insurance is collected when the dealer stands on soft 17", "insurance", "5", "1", {"TS", "9H"},
            false, {"AS", "6D"}, "lose", "0");
        row("insurance is collected when the dealer's ace busts", "insurance", "5", "1", {"TS", "9H"}, false,
            {"AS", "5D", "TC", "9H"}, "lose", "0");
        row("insurance 2.5 at chip 1 is paid 5", "insurance", "2.5", "1", {"TS", "9H"}, false, {"AS", "QD"},
            "win", "5");
        row("insurance 3.3 at chip 0.5 is 6.6, paid 6.5", "insurance", "3.3", "0.5", {"TS", "9H", "2C"},
            false, {"AS", "QD"}, "win", "6.5");
        // §12 β: even money, 1:1 at once, whatever the dealer makes after.
        row("even money on 10 is paid 10 at once", "even-money", "10", "1", {"AS", "KH"}, false, {"AD"},
            "win", "10");
        row("even money is paid even if the dealer then makes blackjack", "even-money", "10", "1",
            {"AS", "KH"}, false, {"AD", "TC"}, "win", "10");
        row("even money on 7.5 at chip 1 is paid 7", "even-money", "7.5", "1", {"QS", "AH"}, false,
            {"AD", "6C"}, "win", "7");
    }
    void settles()
    {
        QFETCH(QString, bet);
        QFETCH(QString, stake);
        QFETCH(QString, chip);
        QFETCH(QStringList, player);
        QFETCH(bool, fromSplit);
        QFETCH(QStringList, dealer);
        QFETCH(QString, outcome);
        QFETCH(QString, paid);
        const BlackjackSettlement s = settleBlackjackBet(*blackjackBetFromName(bet.toStdString()),
            Money::parseCanonical(stake.toStdString()), BlackjackHand(cards(player), fromSplit),
            cards(dealer), rulesWithChip(chip));
        QCOMPARE(QString::fromUtf8(outcomeName(s.outcome).data()), outcome);
        QCOMPARE(QString::fromStdString(s.paid.toString()), paid);
        QVERIFY(!s.rule.empty());
        blackjackRule(s.rule); // names a rule of the table
    }

    void refuses_data()
    {
        QTest::addColumn<QString>("bet");
        QTest::addColumn<QString>("stake");
        QTest::addColumn<QString>("chip");
        QTest::addColumn<QStringList>("player");
        QTest::addColumn<bool>("fromSplit");
        QTest::addColumn<QStringList>("dealer");
        QTest::addColumn<QString>("field");
        auto row = [](const char *name, const char *bet, const char *stake, const char *chip,
                       QStringList player, bool split, QStringList dealer, const char *field) {
            QTest::newRow(name) << bet << stake << chip << player << split << dealer << field;
        };
        row("a zero stake", "main", "0", "1", {"TS", "9H"}, false, {"TD", "8C"}, "stake");
        row("a zero chip", "main", "10", "0", {"TS", "9H"}, false, {"TD", "8C"}, "chip_unit");
        row("insurance against a dealer king", "insurance", "5", "1", {"TS", "9H"}, false, {"KD", "AC"},
            "dealer[0]");
        row("insurance before the dealer's second card", "insurance", "5", "1", {"TS", "9H"}, false, {"AD"},
            "dealer");
        row("even money without a blackjack", "even-money", "10", "1", {"TS", "9H"}, false, {"AD"}, "player");
        row("even money on a 21 after a split", "even-money", "10", "1", {"AS", "KH"}, true, {"AD"},
            "player");
        row("even money against a dealer ten", "even-money", "10", "1", {"AS", "KH"}, false, {"TD"},
            "dealer[0]");
        row("a dealer card after he stood on 17", "main", "10", "1", {"TS", "9H"}, false, {"TD", "7C", "5H"},
            "dealer[2]");
        row("a dealer who has not finished", "main", "10", "1", {"TS", "9H"}, false, {"TD", "5C"}, "dealer");
        row("a dealer with one card when the player stood", "main", "10", "1", {"TS", "9H"}, false, {"TD"},
            "dealer");
        row("a blackjack against a dealer ace with no second card", "main", "10", "1", {"AS", "KH"}, false,
            {"AD"}, "dealer");
        row("a player card after 21", "main", "10", "1", {"7S", "7H", "7D", "2C"}, false, {"TD", "8C"},
            "player[3]");
        row("a split ace with two more cards", "main", "10", "1", {"AS", "5H", "4D"}, true, {"TD", "8C"},
            "player[2]");
        row("a player hand of one card", "main", "10", "1", {"AS"}, false, {"TD", "8C"}, "player");
        row("no dealer cards", "main", "10", "1", {"TS", "9H"}, false, {}, "dealer");
    }
    void refuses()
    {
        QFETCH(QString, bet);
        QFETCH(QString, stake);
        QFETCH(QString, chip);
        QFETCH(QStringList, player);
        QFETCH(bool, fromSplit);
        QFETCH(QStringList, dealer);
        QFETCH(QString, field);
        try {
            settleBlackjackBet(*blackjackBetFromName(bet.toStdString()),
                Money::parseCanonical(stake.toStdString()), BlackjackHand(cards(player), fromSplit),
                cards(dealer), rulesWithChip(chip));
            QFAIL("settled");
        } catch (const InputError &e) {
            QCOMPARE(QString::fromStdString(e.field()), field);
        }
    }

    void betNames()
    {
        for (const BlackjackBet b : {BlackjackBet::Main, BlackjackBet::Insurance, BlackjackBet::EvenMoney})
            QVERIFY(blackjackBetFromName(betName(b)) == b);
        QCOMPARE(QString::fromUtf8(betName(BlackjackBet::EvenMoney).data()), QStringLiteral("even-money"));
        QVERIFY(!blackjackBetFromName("side"));
    }
};

QTEST_APPLESS_MAIN(TestBlackjackPayout)
#include "tst_blackjackpayout.moc"
