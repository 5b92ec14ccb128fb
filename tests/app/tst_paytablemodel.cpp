#include "FeltPays.h"
#include "PayTableModel.h"
#include "i18n/Translations.h"

#include <QAbstractItemModelTester>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QtTest>

using namespace croupier;

namespace {
/// The row of @p bet, or -1.
int rowOf(const PayTableModel &model, const QString &bet)
{
    for (int row = 0; row < model.rowCount(); ++row)
        if (model.index(row).data(PayTableModel::BetRole).toString() == bet)
            return row;
    return -1;
}

QString rowData(const PayTableModel &model, const QString &bet, int role)
{
    return model.index(rowOf(model, bet)).data(role).toString();
}
} // namespace

/// The rules page's pay tables: core's PayTable and the cagnotte, bet by bet.
class TestPayTableModel : public QObject
{
    Q_OBJECT

private slots:
    // What the felts print (FeltPays), worked from the paragraphs: art. 15 §14 α
    // Punto 1:1, §14 β Banco even money less 5 % (0.95:1), §14 γ Egalité 8:1;
    // RULINGS ("Baccarat variants"): No Commission and Super Six pay Banco 1:1 (a
    // win with 6 pays half), Super Six's side bet 12:1 on two cards, 20:1 on three;
    // pairs 11:1; art. 14 §12 β blackjack 3 to 2, §13 insurance 2 to 1.
    void feltPrintsTheEnginesPayments_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("bet");
        QTest::addColumn<QString>("printed");
        QTest::newRow("§14 α Punto pays 1:1") << "punto-banco" << "player" << "1:1";
        QTest::newRow("§14 β Banco pays 0.95:1 with commission") << "punto-banco" << "banker" << "0.95:1";
        QTest::newRow("§14 γ Egalité pays 8:1") << "punto-banco" << "tie" << "8:1";
        QTest::newRow("pairs pay 11:1") << "punto-banco" << "banker-pair" << "11:1";
        QTest::newRow("no commission: Banco 1:1") << "punto-banco-no-commission" << "banker" << "1:1";
        QTest::newRow("Super Six: Banco 1:1") << "punto-banco-super-six" << "banker" << "1:1";
        QTest::newRow("Super Six side bet 12:1 / 20:1") << "punto-banco-super-six" << "super-six" << "12:1 / 20:1";
        QTest::newRow("no Super Six bet at Punto Banco") << "punto-banco" << "super-six" << "";
        QTest::newRow("not a baccarat game") << "craps" << "player" << "";
        QTest::newRow("unknown bet") << "punto-banco" << "dragon" << "";
    }
    void feltPrintsTheEnginesPayments()
    {
        QFETCH(QString, game);
        QFETCH(QString, bet);
        QFETCH(QString, printed);
        QCOMPARE(FeltPays().baccarat(game, bet), printed);
    }
    // The box for the house's share is printed only where the house keeps one.
    void feltPrintsAHouseBoxOnlyWhereTheHouseKeepsAShare_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<bool>("box");
        QTest::newRow("§14 β Punto Banco keeps 5 % of a winning Banco bet") << "punto-banco" << true;
        QTest::newRow("guide: No Commission keeps none") << "punto-banco-no-commission" << false;
        QTest::newRow("guide: Super Six keeps none") << "punto-banco-super-six" << false;
        QTest::newRow("§7 chemin de fer keeps the cagnotte") << "chemin-de-fer" << true;
        QTest::newRow("§7 names no cagnotte at deux tableaux") << "deux-tableaux" << false;
        QTest::newRow("not a baccarat game") << "craps" << false;
        QTest::newRow("unknown game") << "roulette" << false;
    }
    void feltPrintsAHouseBoxOnlyWhereTheHouseKeepsAShare()
    {
        QFETCH(QString, game);
        QFETCH(bool, box);
        QCOMPARE(FeltPays().baccaratHouseBox(game), box);
    }
    void feltPrintsBlackjackPayments()
    {
        const FeltPays pays;
        QCOMPARE(pays.blackjack("blackjack"), (QVariantList{3, 2}));
        QCOMPARE(pays.blackjack("insurance"), (QVariantList{2, 1}));
        // §12 β: even money is paid «τη μίζα του επί μία φορά», once the stake.
        QCOMPARE(pays.blackjack("even_money"), (QVariantList{1, 1}));
        QVERIFY(pays.blackjack("surrender").isEmpty());
    }

    void initTestCase() { QVERIFY(Translations::install("en")); }

    // RULINGS.md, "Payouts, commission and rounding"; art. 15 §7 for the cagnotte.
    void paysByTheRules_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QStringList>("bets");
        QTest::addColumn<QString>("bet");
        QTest::addColumn<QString>("pays");
        QTest::addColumn<QString>("source");
        const QStringList punto{"player", "banker", "tie", "player-pair", "banker-pair"};
        QTest::newRow("punto banco: banco pays 95:100")
            << "punto-banco" << punto << "banker" << "95:100" << "art. 15 §14; manual §1";
        QTest::newRow("punto banco: punto pays 1:1") << "punto-banco" << punto << "player" << "1:1" << "art. 15 §14; manual §1";
        QTest::newRow("punto banco: egalité pays 8:1") << "punto-banco" << punto << "tie" << "8:1" << "art. 15 §14; manual §1";
        QTest::newRow("punto banco: a pair pays 11:1")
            << "punto-banco" << punto << "banker-pair" << "11:1" << "art. 15 §14; manual §1";
        QTest::newRow("no commission: a banco 6 pays 1:2")
            << "punto-banco-no-commission" << punto << "banker" << "1:1, 1:2 with a Banco 6"
            << "guide, No Commission Baccarat";
        QTest::newRow("super six: 12:1 on two cards, 20:1 on three")
            << "punto-banco-super-six" << (QStringList(punto) << "super-six") << "super-six"
            << "12:1 on two cards, 20:1 on three" << "guide, Super 6 / Fortune Six";
        QTest::newRow("chemin de fer: the cagnotte is 5 %")
            << "chemin-de-fer" << QStringList{"cagnotte"} << "cagnotte" << "5 %" << "art. 15 §7";
    }
    void paysByTheRules()
    {
        QFETCH(QString, game);
        QFETCH(QStringList, bets);
        QFETCH(QString, bet);
        QFETCH(QString, pays);
        QFETCH(QString, source);
        PayTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setGame(game);
        QStringList rows;
        for (int row = 0; row < model.rowCount(); ++row) {
            rows << model.index(row).data(PayTableModel::BetRole).toString();
            QVERIFY(!model.index(row).data(PayTableModel::NameRole).toString().isEmpty());
            QVERIFY(!model.index(row).data(PayTableModel::NoteRole).toString().isEmpty());
        }
        QCOMPARE(rows, bets);
        QCOMPARE(model.count(), bets.size());
        QCOMPARE(rowData(model, bet, PayTableModel::PaysRole), pays);
        QCOMPARE(rowData(model, bet, PayTableModel::SourceRole), source);
        // Every row of these tables has one source, which the table states once.
        QCOMPARE(model.source(), source);
        QVERIFY(model.remark().isEmpty());
    }

    void commissionIsStatedOnBanco()
    {
        PayTableModel model;
        QVERIFY(rowData(model, "banker", PayTableModel::NoteRole).contains("5 % commission"));
        model.setGame("punto-banco-no-commission");
        QVERIFY(rowData(model, "banker", PayTableModel::NoteRole).startsWith("No commission"));
    }

    // The regulation gives deux tableaux no pay table: no rows, and a remark that says so.
    void deuxTableauxHasNoPayTable()
    {
        PayTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setGame("deux-tableaux");
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.source(), QString());
        QVERIFY(model.remark().contains("settled against the banker on its own"));
    }

    void switchingGameResetsTheModel()
    {
        PayTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy gameChanged(&model, &PayTableModel::gameChanged);
        model.setGame("punto-banco-super-six");
        QCOMPARE(reset.size(), 1);
        QCOMPARE(gameChanged.size(), 1);
        QCOMPARE(model.rowCount(), 6);
        model.setGame("punto-banco-super-six");
        QCOMPARE(reset.size(), 1);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("\"blackjack\" is not a baccarat game"));
        model.setGame("blackjack");
        QCOMPARE(model.game(), QStringLiteral("punto-banco-super-six"));
        model.setGame("chemin-de-fer");
        QCOMPARE(reset.size(), 2);
        QCOMPARE(model.rowCount(), 1);
    }

    void textsFollowTheLanguage()
    {
        PayTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setGame("chemin-de-fer");
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QCOMPARE(rowData(model, "cagnotte", PayTableModel::NameRole), QStringLiteral("Cagnotte"));
        QVERIFY(Translations::install("el"));
        QVERIFY(!changed.isEmpty());
        QCOMPARE(rowData(model, "cagnotte", PayTableModel::NameRole), QStringLiteral("Γκανιότα"));
        // The reference in Greek too (issue 17).
        QCOMPARE(rowData(model, "cagnotte", PayTableModel::SourceRole), QStringLiteral("άρθρο 15 §7"));
        model.setGame("punto-banco");
        QCOMPARE(rowData(model, "tie", PayTableModel::NameRole), QStringLiteral("Egalité (ισοπαλία)"));
        QVERIFY(Translations::install("en"));
        QCOMPARE(rowData(model, "tie", PayTableModel::NameRole), QStringLiteral("Egalité"));
    }
};

QTEST_GUILESS_MAIN(TestPayTableModel)
#include "tst_paytablemodel.moc"
