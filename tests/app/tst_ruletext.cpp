#include "baccarat/Tableau.h"
#include "bank/TopicRegistry.h"
#include "i18n/Translations.h"
#include "text/PromptText.h"
#include "text/RuleText.h"

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
        QVERIFY2(greek.contains(article), qPrintable(greek));
        QVERIFY2(hasGreek(greek), qPrintable(greek));
        QVERIFY(greek != english);
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
