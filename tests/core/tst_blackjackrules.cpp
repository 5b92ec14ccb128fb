#include "InputError.h"
#include "blackjack/BlackjackRules.h"

#include <QtTest>
#include <set>

using namespace croupier;

/// The blackjack table's rules as data: art. 14's defaults, what the house may
/// change, what it may not, and every rule's source and wording.
class TestBlackjackRules : public QObject
{
    Q_OBJECT

    /// The default rules with one change, written "name=value".
    static BlackjackRules change_(const QString &change)
    {
        BlackjackRules r;
        const QString name = change.section('=', 0, 0);
        const QString value = change.section('=', 1);
        if (name == "decks")
            r.decks = value.toInt();
        else if (name == "maximum_multiple")
            r.maximumMultiple = value.toInt();
        else if (name == "equal_rank")
            r.splitPairs = SplitPairs::EqualRank;
        else if (name == "max_splits")
            r.maxSplits = value.toInt();
        else if (name == "max_standing_bettors")
            r.maxStandingBettors = value.toInt();
        else if (name == "burn_cards")
            r.burnCards = value.toInt();
        else if (name == "cards_behind_cut_card")
            r.cardsBehindCutCard = value.toInt();
        else if (name == "double_max_total")
            r.doubleMaxTotal = value.toInt();
        else if (name == "chip") {
            r.chipUnit = Money::parseCanonical(value.toStdString());
            r.minimumBet = Money::parseCanonical("2.5");
        } else if (name == "minimum")
            r.minimumBet = Money::parseCanonical(value.toStdString());
        else
            qFatal("unknown change %s", qPrintable(change));
        return r;
    }

private slots:
    // Each default, read off art. 14 by hand.
    void defaultsAreArticle14()
    {
        const BlackjackRules r;
        QVERIFY(r.decks >= 4 && r.decks <= 6); // §1: 4-6 decks
        QCOMPARE(BlackjackRules::minDecks, 4);
        QCOMPARE(BlackjackRules::maxDecks, 6);
        QCOMPARE(r.burnCards, 5); // §6: the first five cards
        QCOMPARE(r.cardsBehindCutCard, 52); // §4: about one full deck
        QVERIFY(r.soft17 == Soft17::Stand); // §12 γ
        QVERIFY(r.blackjackPays == Ratio(3, 2)); // §12 β
        QVERIFY(r.winPays == Ratio(1, 1)); // §12 δ
        QVERIFY(r.evenMoneyPays == Ratio(1, 1)); // §12 β: "επί μία φορά"
        QVERIFY(r.insurancePays == Ratio(2, 1)); // §13: "2 προς 1"
        QVERIFY(r.insuranceLimit == Ratio(1, 2)); // §13: "μέχρι και το μισό (50%)"
        QVERIFY(r.splitPairs == SplitPairs::EqualValue); // §14: "όμοια (ίδιας αξίας)"
        QCOMPARE(r.maxSplits, 2); // §14: the split and the "2ο SPLIT"
        QCOMPARE(r.doubleMaxTotal, 11); // §15: "μέχρι και 11"
        QVERIFY(r.doubleAfterSplit); // §15
        QCOMPARE(r.maxStandingBettors, 2); // §11: "μέχρι δύο (2) το πολύ"
        QCOMPARE(r.maximumMultiple, 100); // §16: 50, 100 or 200
        QCOMPARE(r.maximumBet(), Money::fromInteger(1000));
        r.validate();
    }

    void houseOptionsAreAccepted_data()
    {
        QTest::addColumn<QString>("change");
        QTest::newRow("four decks (§1)") << "decks=4";
        QTest::newRow("maximum 50 times the minimum (§16)") << "maximum_multiple=50";
        QTest::newRow("maximum 200 times the minimum (§16)") << "maximum_multiple=200";
        QTest::newRow("splits of identical cards only (§14)") << "equal_rank";
        QTest::newRow("no re-split (§14: the house may limit the pairs)") << "max_splits=1";
        QTest::newRow("no standing players") << "max_standing_bettors=0";
        QTest::newRow("a 0.5 chip and a minimum of 2.5") << "chip=0.5";
        // §4 "όσο περίπου μία πλήρης τράπουλα": 52 is one deck; 77 is a deck and 25 cards,
        // nearer one deck than two.
        QTest::newRow("one deck behind the cut card (§4)") << "cards_behind_cut_card=52";
        QTest::newRow("77 behind the cut card, nearer one deck than two (§4)") << "cards_behind_cut_card=77";
    }
    void houseOptionsAreAccepted()
    {
        QFETCH(QString, change);
        change_(change).validate();
    }

    void refusals_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("field");
        QTest::newRow("three decks (§1: 4 to 6)") << "decks=3"
                                                  << "decks";
        QTest::newRow("eight decks (§1: 4 to 6)") << "decks=8"
                                                  << "decks";
        QTest::newRow("four burned cards (§6: five)") << "burn_cards=4"
                                                      << "burn_cards";
        QTest::newRow("maximum 150 times the minimum (§16)") << "maximum_multiple=150"
                                                             << "maximum_multiple";
        QTest::newRow("three splits (§14: one re-split)") << "max_splits=3"
                                                          << "max_splits";
        QTest::newRow("doubling on 12 (§15: up to 11)") << "double_max_total=12"
                                                        << "double_max_total";
        QTest::newRow("three standing players (§11: two)") << "max_standing_bettors=3"
                                                           << "max_standing_bettors";
        // 51 is under a deck; 78 is a deck and a half, as near two decks as one (§4).
        QTest::newRow("51 behind the cut card (§4: about one deck)") << "cards_behind_cut_card=51"
                                                                     << "cards_behind_cut_card";
        QTest::newRow("78 behind the cut card (§4: about one deck)") << "cards_behind_cut_card=78"
                                                                     << "cards_behind_cut_card";
        QTest::newRow("a zero chip") << "chip=0"
                                     << "chip_unit";
        QTest::newRow("a minimum off the chip (§16: bets in chips)") << "minimum=10.5"
                                                                     << "minimum_bet";
    }
    void refusals()
    {
        QFETCH(QString, change);
        QFETCH(QString, field);
        try {
            change_(change).validate();
            QFAIL("accepted");
        } catch (const InputError &e) {
            QCOMPARE(QString::fromStdString(e.field()), field);
        }
    }

    // Every rule the product explains has its source, the regulation's Greek and English.
    void everyRuleHasSourceAndWords()
    {
        std::set<std::string_view> keys;
        for (const BlackjackRule &r : blackjackRules()) {
            QVERIFY2(keys.insert(r.key).second, std::string(r.key).c_str());
            QVERIFY2(r.source.starts_with("art. 14 §") || r.source.starts_with("RULINGS"),
                std::string(r.key).c_str());
            QVERIFY(!r.greek.empty());
            QVERIFY(!r.english.empty());
            QVERIFY(r.english.back() == '.');
        }
        QVERIFY(keys.size() >= 25);
    }

    // The keys the settlements name (BlackjackSettlement::rule) all exist, with the paragraph they cite.
    void settlementRulesExist_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("source");
        QTest::newRow("a bust is collected at once") << "bust-collected"
                                                     << "art. 14 §12 α";
        QTest::newRow("a blackjack against 2 to 9 is paid at once") << "blackjack-paid-at-once"
                                                                    << "art. 14 §12 β";
        QTest::newRow("blackjack pays 3:2") << "blackjack-pays-3-2"
                                            << "art. 14 §12 β";
        QTest::newRow("even money") << "even-money"
                                    << "art. 14 §12 β";
        QTest::newRow("the dealer stands on soft 17") << "dealer-stands-soft-17"
                                                      << "art. 14 §12 γ";
        QTest::newRow("payment from the dealer's right to left") << "settlement-order"
                                                                 << "art. 14 §12 δ";
        QTest::newRow("higher total wins") << "settlement"
                                           << "art. 14 §12 δ";
        QTest::newRow("blackjack beats 21") << "blackjack-beats-21"
                                            << "art. 14 §12 δ";
        QTest::newRow("insurance 2:1") << "insurance"
                                       << "art. 14 §13";
        QTest::newRow("split aces one card each") << "split-aces"
                                                  << "art. 14 §14";
        QTest::newRow("21 after a split is no blackjack") << "split-21-not-blackjack"
                                                          << "art. 14 §14";
        QTest::newRow("double on 11 or less") << "double"
                                              << "art. 14 §15";
        QTest::newRow("exposed cards offered on") << "exposed-cards-offered"
                                                  << "art. 14 §7";
        QTest::newRow("up to two standing players") << "standing-bettors"
                                                    << "art. 14 §11";
        QTest::newRow("table maximum") << "table-limits"
                                       << "art. 14 §16";
    }
    void settlementRulesExist()
    {
        QFETCH(QString, key);
        QFETCH(QString, source);
        QCOMPARE(QString::fromUtf8(blackjackRule(key.toStdString()).source.data(),
                     qsizetype(blackjackRule(key.toStdString()).source.size())),
            source);
    }
};

QTEST_APPLESS_MAIN(TestBlackjackRules)
#include "tst_blackjackrules.moc"
