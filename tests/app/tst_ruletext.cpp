#include "baccarat/Tableau.h"
#include "Rng.h"
#include "bank/Json.h"
#include "bank/TopicRegistry.h"
#include "i18n/Translations.h"
#include "text/PromptText.h"
#include "text/RuleText.h"
#include "text/WordsText.h"

#include "TopicGameRows.h"

#include "TestText.h"

#include <QtTest>

using namespace croupier;

/// What the trainee reads: every prompt and every tableau cell's "why", in Greek and English.
class TestRuleText : public QObject
{
    Q_OBJECT

private slots:
    void everyCellIsExplainedInBothLanguages_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("side");
        QTest::addColumn<int>("total");
        QTest::addColumn<int>("third");
        for (const char *g : {"punto-banco", "chemin-de-fer", "deux-tableaux"}) {
            for (int p = 0; p <= 7; ++p)
                QTest::addRow("%s: punto %d", g, p) << g << 0 << p << -1;
            for (int b = 0; b <= 7; ++b) {
                for (int v = 0; v <= 9; ++v)
                    QTest::addRow("%s: banco %d vs punto %d", g, b, v) << g << 1 << b << v;
                QTest::addRow("%s: banco %d after punto stands", g, b) << g << 1 << b << -1;
            }
        }
    }
    void everyCellIsExplainedInBothLanguages()
    {
        QFETCH(QString, game);
        QFETCH(int, side);
        QFETCH(int, total);
        QFETCH(int, third);
        const Game g = *gameFromName(game.toStdString());
        const Side s = side == 0 ? Side::Player : Side::Banker;
        const std::optional<int> v = third < 0 ? std::nullopt : std::optional<int>(third);
        const TableauCell cell = s == Side::Player ? Tableau::of(g).player(total) : Tableau::of(g).banker(total, v);
        const QString article = QString::fromUtf8(cell.source.data(), qsizetype(cell.source.size()));

        QVERIFY(Translations::install("en"));
        const QString english = RuleText::drawExplanation(g, s, total, v, false);
        QVERIFY(Translations::install("el"));
        const QString greek = RuleText::drawExplanation(g, s, total, v, false);
        QVERIFY2(english.contains(article), qPrintable(english));
        // No Greek word on an English page (issue 17: deux tableaux's reference was the
        // section's Greek title); a paragraph's letters ("§10 α", "§8 στ") are the regulation's own.
        static const QRegularExpression greekWord(QStringLiteral("[\\x{0370}-\\x{03FF}]{3,}"));
        QVERIFY2(!english.contains(greekWord), qPrintable(english));
        // The reference in the reader's language (issue 17): "άρθρο 15 §10 α" in Greek.
        QString greekArticle = article;
        greekArticle.replace(QStringLiteral("art."), QStringLiteral("άρθρο"));
        greekArticle.replace(QStringLiteral("manual"), QStringLiteral("εγχειρίδιο"));
        greekArticle.replace(QStringLiteral("two-tableaux baccarat"), QStringLiteral("Μπακαράς με δύο ταμπλώ"));
        QVERIFY2(greek.contains(greekArticle), qPrintable(greek));
        QVERIFY2(!greek.contains(QStringLiteral("art.")), qPrintable(greek));
        QVERIFY2(hasGreek(greek), qPrintable(greek));
        QVERIFY(greek != english);
    }

    // A list of clauses ("Practise “Totals” next, above all: Two cards totalling 6; …")
    // is joined by the ano teleia in Greek: ";" is the Greek question mark, and the study
    // summary asked "Δύο φύλλα με άθροισμα 6; Τρία φύλλα με άθροισμα 8;".
    void clausesInTheReadersLanguage()
    {
        const QStringList items{QStringLiteral("one"), QStringLiteral("two"), QStringLiteral("three")};
        QVERIFY(Translations::install("en"));
        QCOMPARE(WordsText::clauses(items), QStringLiteral("one; two; three"));
        QVERIFY(Translations::install("el"));
        QCOMPARE(WordsText::clauses(items), QStringLiteral("one· two· three"));
        // A core list joined by "; " (the chips' "chip by chip") reads the same way.
        const Words list = Words::list({Words::literal("a"), Words::literal("b")}, "; ");
        QCOMPARE(WordsText::text(list, MoneyLocale::English), QStringLiteral("a· b"));
        QVERIFY(Translations::install("en"));
        QCOMPARE(WordsText::text(list, MoneyLocale::English), QStringLiteral("a; b"));
    }

    void explanationsSayTheRow_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("banker");
        QTest::addColumn<int>("third");
        QTest::addColumn<QString>("english");
        QTest::newRow("banco 3 vs punto 8 stands")
            << "punto-banco" << 3 << 8
            << "Banco with 3 draws when the third card is 0, 1, 2, 3, 4, 5, 6, 7 or 9 and stands when it is 8 "
               "(art. 15 §12 α).";
        QTest::newRow("banco 6 vs punto 6 draws")
            << "punto-banco" << 6 << 6
            << "Banco with 6 draws when the third card is 6 or 7 and stands when it is 0, 1, 2, 3, 4, 5, 8 or 9 "
               "(art. 15 §11 ε).";
        QTest::newRow("chemin de fer banker 5 vs 4 has the option")
            << "chemin-de-fer" << 5 << 4
            << "The banker with 5 draws when the third card is 5, 6 or 7, may draw or stand when it is 4, and "
               "stands when it is 0, 1, 2, 3, 8 or 9 (art. 15 §8 δ).";
        QTest::newRow("banco 2 always draws")
            << "punto-banco" << 2 << 9 << "Banco with 2 always draws, whatever the third card (art. 15 §11 α).";
    }
    void explanationsSayTheRow()
    {
        QFETCH(QString, game);
        QFETCH(int, banker);
        QFETCH(int, third);
        QFETCH(QString, english);
        QVERIFY(Translations::install("en"));
        QCOMPARE(RuleText::drawExplanation(*gameFromName(game.toStdString()), Side::Banker, banker, third, false),
                 english);
    }

    void naturalIsExplained()
    {
        QVERIFY(Translations::install("en"));
        QVERIFY(RuleText::drawExplanation(Game::PuntoBanco, Side::Banker, 3, std::nullopt, true).contains("natural"));
    }

    // Every prompt key a topic can produce has a sentence in both languages.
    void everyTopicHasItsPrompts_data()
    {
        addTopicGameRows();
    }
    void everyTopicHasItsPrompts()
    {
        QFETCH(QString, topic);
        QFETCH(QString, game);
        const Topic *t = TopicRegistry::builtin().find(topic.toStdString());
        const PromptText english("en"), greek("el");
        generateQuestions(*t, *gameFromName(game.toStdString()), 2 * t->cellCount(*gameFromName(game.toStdString())),
                          5, kMaxLevel, [&](Question &, const Prompt &p) {
                              QVERIFY2(PromptText::knows(p.key), p.key.c_str());
                              const QString en = english.format(p), el = greek.format(p);
                              QVERIFY2(!en.contains('%') && !el.contains('%'), qPrintable(en + " / " + el));
                              QVERIFY2(hasGreek(el), qPrintable(el));
                          });
    }

    // Every rule cell of every topic at every game it is asked for has a heat-map key
    // (Topic::cellKey), read back by the topic as the same key, and words the app knows:
    // no summary falls back to "question type N" (issue 17).
    void everyCellHasAKeyAndWords_data()
    {
        addTopicGameRows();
    }
    void everyCellHasAKeyAndWords()
    {
        QFETCH(QString, topic);
        QFETCH(QString, game);
        const Topic *t = TopicRegistry::builtin().find(topic.toStdString());
        const Game g = *gameFromName(game.toStdString());
        const PromptText english("en");
        static const QRegularExpression unfilled(QStringLiteral("%\\d"));
        Rng rng(17);
        for (std::size_t cell = 0; cell < t->cellCount(g); ++cell) {
            const int level = kMinLevel + int(cell % std::size_t(kMaxLevel - kMinLevel + 1));
            const JsonValue scenario = t->makeScenario(g, cell, rng, level);
            const std::optional<CellKey> key = t->cellKey(g, scenario);
            const QByteArray where = topic.toUtf8() + " cell " + QByteArray::number(qulonglong(cell)) + ": "
                                     + QByteArray::fromStdString(key ? key->text() : std::string("no key"));
            QVERIFY2(key, where.constData());
            QVERIFY2(t->readCellKey(key->text()) == key, where.constData());
            const Prompt words = t->cellWords(g, *key);
            QVERIFY2(PromptText::knows(words), where.constData());
            const QString en = english.format(words);
            QVERIFY2(!en.isEmpty() && !en.contains(unfilled), qPrintable(en));
        }
    }

    // A known scenario's cell in English words, worked out from the rules by hand.
    void cellWordsInEnglish_data()
    {
        QTest::addColumn<QString>("topic");
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("english");
        // The tableau's cells in each table's names for the hands (issue 17): Punto and Banco
        // at Punto Banco (art. 15 §13); the player and the banker at chemin de fer (ο παίκτης,
        // ο πάγκος); a tableau and the bank at deux tableaux. 3 + 2 = 5 draws a 4.
        QTest::newRow("banco 5 against a 4 at punto banco")
            << "baccarat.draw" << "punto-banco" << R"({"hand": "banker", "player": ["3S", "2H", "4D"], "banker": ["KC", "5D"]})"
            << "banker:5:4" << "Banco 5 against a third card 4";
        QTest::newRow("the banker's 5 against a 4 at chemin de fer")
            << "baccarat.draw" << "chemin-de-fer" << R"({"hand": "banker", "player": ["3S", "2H", "4D"], "banker": ["KC", "5D"]})"
            << "banker:5:4" << "Banker 5 against a third card 4";
        // K + 7 = 7: the player stands; the banker's 2 + 3 = 5.
        QTest::newRow("the banker's 5 after the player stood at chemin de fer")
            << "baccarat.draw" << "chemin-de-fer" << R"({"hand": "banker", "player": ["KS", "7H"], "banker": ["2C", "3D"]})"
            << "banker:5:x" << "Banker 5, the player stood";
        QTest::newRow("the player's 3 at chemin de fer")
            << "baccarat.draw" << "chemin-de-fer" << R"({"hand": "player", "player": ["KS", "3H"], "banker": ["2C", "3D"]})"
            << "player:3" << "Player 3";
        // 2 + 2 = 4 draws a 4; the bank's K + 6 = 6.
        QTest::newRow("the bank's 6 against a 4 at deux tableaux")
            << "baccarat.draw" << "deux-tableaux" << R"({"hand": "banker", "player": ["2S", "2H", "4D"], "banker": ["KC", "6D"]})"
            << "banker:6:4" << "Bank 6 against a third card 4";
        QTest::newRow("the bank's 5 after the tableau stood at deux tableaux")
            << "baccarat.draw" << "deux-tableaux" << R"({"hand": "banker", "player": ["KS", "7H"], "banker": ["2C", "3D"]})"
            << "banker:5:x" << "Bank 5, the tableau stood";
        QTest::newRow("a tableau's 3 at deux tableaux")
            << "baccarat.draw" << "deux-tableaux" << R"({"hand": "player", "player": ["KS", "3H"], "banker": ["2C", "3D"]})"
            << "player:3" << "Tableau 3";
        // 7 + 8 + K = 15: the point is 5 (art. 15 §13).
        QTest::newRow("baccarat total on three cards")
            << "baccarat.total" << "punto-banco" << R"({"cards": ["7H", "8S", "KD"]})" << "3:5" << "Three cards making 5";
        QTest::newRow("baccarat total on two cards")
            << "baccarat.total" << "chemin-de-fer" << R"({"cards": ["9C", "QH"]})" << "2:9" << "Two cards making 9";
        // Punto 3 + 2 = 5 draws a 4; Banco K + 5 = 5 draws on a 4 and takes a 2.
        QTest::newRow("coup with a third card")
            << "baccarat.coup" << "punto-banco" << R"({"player": ["3S", "2H", "4D"], "banker": ["KC", "5D", "2S"]})"
            << "5:5:4" << "Punto 5 against Banco 5, third card 4";
        // Punto's natural 9: nobody draws.
        QTest::newRow("coup on a natural")
            << "baccarat.coup" << "punto-banco" << R"({"player": ["9S", "KH"], "banker": ["3C", "4D"]})"
            << "9:7:x" << "Punto 9 against Banco 7, Punto on two cards";
        // Punto 2 + 3 = 5 draws a king (0): 5; Banco 4 + 2 = 6 stands on a 0 and wins.
        QTest::newRow("banco wins with 6 on two cards at no commission")
            << "baccarat.payout" << "punto-banco-no-commission"
            << R"({"bet": "banker", "stake": "10", "chip_unit": "1", "player": ["2S", "3H", "KD"], "banker": ["4C", "2D"]})"
            << "banker:banker-6-two" << "Banco bet, Banco wins with 6 on two cards";
        // 8 8 is Punto's pair; 16 counts 6 and stands against Banco's natural 9.
        QTest::newRow("punto pair comes")
            << "baccarat.payout" << "punto-banco"
            << R"({"bet": "player-pair", "stake": "5", "chip_unit": "1", "player": ["8S", "8H"], "banker": ["2C", "7D"]})"
            << "player-pair:paired" << "Punto pair bet, the pair came";
        QTest::newRow("egalite bet on a tie")
            << "baccarat.payout" << "punto-banco"
            << R"({"bet": "tie", "stake": "5", "chip_unit": "1", "player": ["9S", "KH"], "banker": ["4C", "5D"]})"
            << "tie:tie" << "Egalité bet, Egalité";
        // 5 % of 30 is 1.5: between chips of 1.
        QTest::newRow("cagnotte between chips")
            << "baccarat.cagnotte" << "chemin-de-fer" << R"({"banker_win": "30", "chip_unit": "1"})" << "1:between"
            << "Chips of 1, the 5 % between two chips";
        // 5 % of 10 is 0.5: one chip of 0.5.
        QTest::newRow("cagnotte on a whole chip")
            << "baccarat.cagnotte" << "chemin-de-fer" << R"({"banker_win": "10", "chip_unit": "0.5"})" << "0.5:whole"
            << "Chips of 0.50, the 5 % on whole chips";
        // 5 % of 8 is 0.4: under a chip of 1.
        QTest::newRow("cagnotte under a chip")
            << "baccarat.cagnotte" << "chemin-de-fer" << R"({"banker_win": "8", "chip_unit": "1"})" << "1:under"
            << "Chips of 1, the 5 % under one chip";
        QTest::newRow("burn a queen")
            << "baccarat.burn" << "deux-tableaux" << R"({"first": "QH"})" << "Q" << "First card Q";
        QTest::newRow("burn a seven")
            << "baccarat.burn" << "punto-banco" << R"({"first": "7D"})" << "7" << "First card 7";
        // 600 over a table maximum of 500 (100 × the minimum of 5, §19).
        QTest::newRow("punto over the table maximum")
            << "baccarat.limit" << "punto-banco"
            << R"({"bet": "player", "offered": "600", "minimum": "5", "maximum": "500", "chip_unit": "1"})"
            << "player:table:over" << "Punto over the table maximum";
        QTest::newRow("layout on a hard 8, point 6")
            << "craps.layout" << "craps" << R"({"point": 6, "chip_unit": "1", "dice": [4, 4], "bets": []})"
            << "6:8-hard" << "Point 6, hard 8";
        QTest::newRow("layout on a come-out 7")
            << "craps.layout" << "craps" << R"({"point": null, "chip_unit": "1", "dice": [3, 4], "bets": []})"
            << "come-out:7" << "Come-out roll, 7";
        QTest::newRow("maximum of WIN ODDS on 4")
            << "craps.maximum" << "craps"
            << R"({"bet": "pass-odds", "table_min": "5", "table_max": "1000", "chip_unit": "1", "point": 4, "flat_bet": "10"})"
            << "pass-odds:4" << "Maximum on WIN ODDS, point 4";
        QTest::newRow("maximum of the field")
            << "craps.maximum" << "craps"
            << R"({"bet": "field", "table_min": "5", "table_max": "1000", "chip_unit": "1"})" << "field"
            << "Maximum on FIELD";
        // A 6: the ace counts 11.
        QTest::newRow("a soft 17") << "blackjack.total" << "blackjack" << R"({"cards": ["AS", "6H"]})" << "2:7:1"
                                   << "2 cards, soft 17";
        // A A 9: one ace 11, one 1.
        QTest::newRow("a soft 21 with two aces")
            << "blackjack.total" << "blackjack" << R"({"cards": ["AS", "AD", "9C"]})" << "3:11:2"
            << "3 cards, soft 21 with two aces or more";
        QTest::newRow("a bust") << "blackjack.total" << "blackjack" << R"({"cards": ["KS", "6H", "9D"]})" << "3:25:0"
                                << "3 cards, bust at 25";
        QTest::newRow("a blackjack") << "blackjack.total" << "blackjack" << R"({"cards": ["AS", "KD"]})" << "2:11:1"
                                     << "Blackjack";
        QTest::newRow("dealer's soft 17") << "blackjack.dealer" << "blackjack" << R"({"dealer": ["AS", "6H"]})"
                                          << "2:7:1" << "Dealer: 2 cards, soft 17";
        // T 6 A: the ace must count 1, so a hard 17.
        QTest::newRow("dealer's hard 17 with an ace")
            << "blackjack.dealer" << "blackjack" << R"({"dealer": ["TS", "6H", "AD"]})" << "3:17:1"
            << "Dealer: 3 cards, hard 17 with an ace";
        // 15 is three chips of 5.
        QTest::newRow("blackjack against a first card alone")
            << "blackjack.payout" << "blackjack"
            << R"({"bet": "main", "stake": "15", "chip_unit": "5", "player": ["AS", "KD"], "from_split": false, "dealer": ["7C"]})"
            << "main:blackjack:one-card:odd" << "A blackjack against the dealer's first card alone, an odd number of chips";
        QTest::newRow("insurance against a blackjack")
            << "blackjack.payout" << "blackjack"
            << R"({"bet": "insurance", "stake": "5", "chip_unit": "1", "player": ["TS", "9H"], "from_split": false, "dealer": ["AS", "KD"]})"
            << "insurance:any:blackjack:odd" << "Insurance against the dealer's blackjack, an odd number of chips";
        QTest::newRow("a split hand off the chip")
            << "blackjack.payout" << "blackjack"
            << R"({"bet": "main", "stake": "10.5", "chip_unit": "1", "player": ["8S", "3H", "9D"], "from_split": true, "dealer": ["TC", "7D"]})"
            << "main:split:17:off" << "A split hand against the dealer's 17, a stake off the chip";
        QTest::newRow("round on the dealer's soft 17")
            << "blackjack.round" << "blackjack"
            << R"({"chip_unit": "1", "dealer": ["AS", "6H"], "boxes": [{"bet": "10", "hands": [{"cards": ["TS", "9H"]}]}]})"
            << "17:ace" << "Dealer's first card an ace, ending on 17";
        QTest::newRow("round on the dealer's bust")
            << "blackjack.round" << "blackjack"
            << R"({"chip_unit": "1", "dealer": ["6S", "TH", "9D"], "boxes": [{"bet": "10", "hands": [{"cards": ["TS", "9H"]}]}]})"
            << "bust:other" << "Dealer's first card not an ace, ending on bust";
        QTest::newRow("a ten showing, a blackjack box")
            << "blackjack.step" << "blackjack" << R"({"dealer": ["TS"], "player": ["AS", "KH"], "insurance_offered": false})"
            << "first:ten:blackjack" << "Dealer's first card a ten-value card: a box with a blackjack";
        QTest::newRow("the dealer's soft 17 step")
            << "blackjack.step" << "blackjack" << R"({"dealer": ["AS", "6D"]})" << "hand:soft-17"
            << "Dealer's hand: soft 17";
        QTest::newRow("an ace showing before insurance")
            << "blackjack.step" << "blackjack" << R"({"dealer": ["AD"], "player": ["9S", "7H"]})" << "insurance:live"
            << "Ace showing, before insurance: a box below 21";
        QTest::newRow("the cut card once the round is settled")
            << "blackjack.incident" << "blackjack" << R"({"situation": "last-coup", "when": "settled"})"
            << "cut-settled" << "Cut card, the round settled";
        // 1500 on a maximum of 100 × 10 = 1000: brought down to it (§16).
        QTest::newRow("a bet over the maximum")
            << "blackjack.incident" << "blackjack"
            << R"({"situation": "over-limit", "chip_unit": "1", "minimum": "10", "maximum": "1000", "stake": "1500"})"
            << "over-maximum" << "A bet over the maximum";
    }
    void cellWordsInEnglish()
    {
        QFETCH(QString, topic);
        QFETCH(QString, game);
        QFETCH(QString, scenario);
        QFETCH(QString, key);
        QFETCH(QString, english);
        const Topic *t = TopicRegistry::builtin().find(topic.toStdString());
        const std::optional<CellKey> cell = t->cellKey(*gameFromName(game.toStdString()), parseJson(scenario.toStdString()));
        QVERIFY(cell);
        QCOMPARE(QString::fromStdString(cell->text()), key);
        QCOMPARE(PromptText("en").format(t->cellWords(*gameFromName(game.toStdString()), *cell)), english);
    }

    // Amounts in prompts follow the reader's locale: a decimal comma in Greek.
    void promptAmountsFollowTheLocale()
    {
        const Prompt p{"baccarat.cagnotte", {{"1234.5", true}, {"0.5", true}}};
        QVERIFY2(PromptText("en").format(p).contains("1,234.50"), qPrintable(PromptText("en").format(p)));
        QVERIFY2(PromptText("el").format(p).contains("1.234,50"), qPrintable(PromptText("el").format(p)));
    }
};

QTEST_GUILESS_MAIN(TestRuleText)
#include "tst_ruletext.moc"
