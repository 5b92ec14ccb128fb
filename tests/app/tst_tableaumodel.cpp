#include "TableauModel.h"
#include "i18n/Translations.h"

#include <QAbstractItemModelTester>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QtTest>

using namespace croupier;

namespace {
bool hasGreek(const QString &s)
{
    for (const QChar c : s)
        if (c.unicode() >= 0x0370 && c.unicode() <= 0x03FF)
            return true;
    return false;
}

QVariant cellData(const TableauModel &model, const QString &section, int total, int third, int role)
{
    return model.data(model.index(model.rowOf(section, total, third)), role);
}
} // namespace

/// The rules page's tableau: core's Tableau, cell by cell, with RuleText's "why".
class TestTableauModel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(Translations::install("en")); }

    void isAValidModel_data()
    {
        QTest::addColumn<QString>("game");
        for (const char *g : {"punto-banco", "punto-banco-no-commission", "punto-banco-super-six", "chemin-de-fer",
                              "deux-tableaux"})
            QTest::newRow(g) << g;
    }
    void isAValidModel()
    {
        QFETCH(QString, game);
        TableauModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setGame(game);
        QCOMPARE(model.game(), game);
        QVERIFY(!QTest::currentTestFailed());
    }

    // 8 Punto cells, the 8 × 10 Banco grid, 8 "Punto stood" cells, in that order.
    void hasOneRowPerCell_data() { isAValidModel_data(); }
    void hasOneRowPerCell()
    {
        QFETCH(QString, game);
        TableauModel model;
        model.setGame(game);
        QCOMPARE(model.rowCount(), 96);
        QCOMPARE(model.count(), 96);
        QMap<QString, int> perSection;
        for (int row = 0; row < model.rowCount(); ++row) {
            const QModelIndex i = model.index(row);
            const QString section = i.data(TableauModel::SectionRole).toString();
            ++perSection[section];
            const int total = i.data(TableauModel::TotalRole).toInt();
            const int third = i.data(TableauModel::ThirdCardRole).toInt();
            QVERIFY(total >= 0 && total <= 7);
            QCOMPARE(third >= 0, section == QLatin1String("banker"));
            QCOMPARE(model.rowOf(section, total, third), row);
            QVERIFY(QStringList({"draw", "stand", "option"}).contains(i.data(TableauModel::RuleRole).toString()));
            const QString source = i.data(TableauModel::SourceRole).toString();
            QVERIFY(!source.isEmpty());
            // The explanation quotes the cell's own paragraph.
            QVERIFY2(i.data(TableauModel::ExplanationRole).toString().contains(source),
                     qPrintable(i.data(TableauModel::ExplanationRole).toString()));
        }
        QCOMPARE(perSection.value("player"), 8);
        QCOMPARE(perSection.value("banker"), 80);
        QCOMPARE(perSection.value("bankerAfterStand"), 8);
        QCOMPARE(model.rowOf("banker", 8, 0), -1);
        QCOMPARE(model.rowOf("banker", 3, 10), -1);
        QCOMPARE(model.rowOf("dealer", 3, 1), -1);
    }

    // RULINGS.md, "Punto Banco tableau", "Chemin de fer", "Deux tableaux".
    void knownCells_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("section");
        QTest::addColumn<int>("total");
        QTest::addColumn<int>("third");
        QTest::addColumn<QString>("rule");
        QTest::addColumn<QString>("source");
        QTest::newRow("punto banco: punto 5 draws") << "punto-banco" << "player" << 5 << -1 << "draw" << "art. 15 §10 α";
        QTest::newRow("punto banco: punto 6 stands") << "punto-banco" << "player" << 6 << -1 << "stand" << "art. 15 §10 β";
        QTest::newRow("punto banco: banco 3 vs punto 8 stands")
            << "punto-banco" << "banker" << 3 << 8 << "stand" << "art. 15 §12 α";
        QTest::newRow("punto banco: banco 3 vs punto 9 draws")
            << "punto-banco" << "banker" << 3 << 9 << "draw" << "art. 15 §11 β";
        QTest::newRow("punto banco: banco 6 vs punto 6 draws")
            << "punto-banco" << "banker" << 6 << 6 << "draw" << "art. 15 §11 ε";
        QTest::newRow("punto banco: banco 6 vs punto 5 stands")
            << "punto-banco" << "banker" << 6 << 5 << "stand" << "art. 15 §12 δ";
        QTest::newRow("punto banco: banco 7 vs punto 6 stands")
            << "punto-banco" << "banker" << 7 << 6 << "stand" << "art. 15 §11";
        QTest::newRow("punto banco: banco 7 after punto stands stands")
            << "punto-banco" << "bankerAfterStand" << 7 << -1 << "stand" << "manual §5";
        QTest::newRow("punto banco: banco 5 after punto stands draws")
            << "punto-banco" << "bankerAfterStand" << 5 << -1 << "draw" << "manual §5";
        QTest::newRow("super six shares the tableau: banco 3 vs punto 8 stands")
            << "punto-banco-super-six" << "banker" << 3 << 8 << "stand" << "art. 15 §12 α";
        QTest::newRow("chemin de fer: player 5 has the option")
            << "chemin-de-fer" << "player" << 5 << -1 << "option" << "art. 15 §8 α";
        QTest::newRow("chemin de fer: banker 3 vs 9 has the option")
            << "chemin-de-fer" << "banker" << 3 << 9 << "option" << "art. 15 §8 δ";
        QTest::newRow("chemin de fer: banker 5 vs 4 has the option")
            << "chemin-de-fer" << "banker" << 5 << 4 << "option" << "art. 15 §8 δ";
        QTest::newRow("chemin de fer: banker 3 vs 8 stands")
            << "chemin-de-fer" << "banker" << 3 << 8 << "stand" << "art. 15 §8 γ";
        QTest::newRow("chemin de fer: banker 6 after the player stands stands")
            << "chemin-de-fer" << "bankerAfterStand" << 6 << -1 << "stand" << "art. 15 §8 ζ";
        QTest::newRow("deux tableaux: punter 5 has the option")
            << "deux-tableaux" << "player" << 5 << -1 << "option" << "art. 15 §8 α";
        QTest::newRow("deux tableaux: punter 4 draws") << "deux-tableaux" << "player" << 4 << -1 << "draw" << "art. 15 §8 α";
    }
    void knownCells()
    {
        QFETCH(QString, game);
        QFETCH(QString, section);
        QFETCH(int, total);
        QFETCH(int, third);
        QFETCH(QString, rule);
        QFETCH(QString, source);
        TableauModel model;
        model.setGame(game);
        QCOMPARE(cellData(model, section, total, third, TableauModel::RuleRole).toString(), rule);
        QCOMPARE(cellData(model, section, total, third, TableauModel::SourceRole).toString(), source);
        QVERIFY(cellData(model, section, total, third, TableauModel::ExplanationRole).toString().contains(source));
    }

    // RULINGS.md: the deux-tableaux banker draws or stands at his discretion.
    void deuxTableauxBankerAlwaysHasTheOption()
    {
        TableauModel model;
        model.setGame("deux-tableaux");
        QVERIFY(model.hasOptions());
        for (int row = TableauModel::playerRows; row < model.rowCount(); ++row)
            QCOMPARE(model.index(row).data(TableauModel::RuleRole).toString(), QStringLiteral("option"));
    }

    void optionsOnlyOutsidePuntoBanco()
    {
        TableauModel model;
        QVERIFY(!model.hasOptions());
        model.setGame("chemin-de-fer");
        QVERIFY(model.hasOptions());
    }

    void naturalRuleQuotesItsParagraph()
    {
        TableauModel model;
        QVERIFY(model.naturalRule().contains("art. 15 §12"));
        QVERIFY(model.naturalRule().contains("natural"));
        model.setGame("chemin-de-fer");
        QVERIFY(model.naturalRule().contains("art. 15 §8 α"));
    }

    void switchingGameResetsTheModel()
    {
        TableauModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy aboutToReset(&model, &QAbstractItemModel::modelAboutToBeReset);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy gameChanged(&model, &TableauModel::gameChanged);

        model.setGame("chemin-de-fer");
        QCOMPARE(aboutToReset.size(), 1);
        QCOMPARE(reset.size(), 1);
        QCOMPARE(gameChanged.size(), 1);
        QCOMPARE(cellData(model, "banker", 3, 9, TableauModel::RuleRole).toString(), QStringLiteral("option"));

        model.setGame("chemin-de-fer");   // the same game: nothing happens
        QCOMPARE(reset.size(), 1);
        QCOMPARE(gameChanged.size(), 1);

        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("\"craps\" is not a baccarat game"));
        model.setGame("craps");
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("\"no-such-game\" is not a baccarat game"));
        model.setGame("no-such-game");
        QCOMPARE(model.game(), QStringLiteral("chemin-de-fer"));
        QCOMPARE(reset.size(), 1);

        model.setGame("punto-banco");
        QCOMPARE(reset.size(), 2);
        QCOMPARE(cellData(model, "banker", 3, 9, TableauModel::RuleRole).toString(), QStringLiteral("draw"));
    }

    // The explanations follow a language switch live, with dataChanged().
    void explanationsFollowTheLanguage()
    {
        TableauModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy texts(&model, &TableauModel::textsChanged);
        const QString english = cellData(model, "banker", 3, 8, TableauModel::ExplanationRole).toString();
        QVERIFY2(english.startsWith("Banco with 3"), qPrintable(english));

        QVERIFY(Translations::install("el"));
        QVERIFY(!changed.isEmpty());
        const QList<QVariant> last = changed.constLast();
        QCOMPARE(last.at(0).toModelIndex().row(), 0);
        QCOMPARE(last.at(1).toModelIndex().row(), 95);
        QVERIFY(last.at(2).value<QList<int>>().contains(TableauModel::ExplanationRole));
        QVERIFY(!texts.isEmpty());
        const QString greek = cellData(model, "banker", 3, 8, TableauModel::ExplanationRole).toString();
        QVERIFY2(hasGreek(greek), qPrintable(greek));
        // The reference in Greek too (issue 17): no "art." on a Greek page.
        QVERIFY2(greek.contains(QStringLiteral("άρθρο 15 §12 α")), qPrintable(greek));
        QVERIFY(hasGreek(model.naturalRule()));

        QVERIFY(Translations::install("en"));
        QCOMPARE(cellData(model, "banker", 3, 8, TableauModel::ExplanationRole).toString(), english);
    }
};

QTEST_GUILESS_MAIN(TestTableauModel)
#include "tst_tableaumodel.moc"
