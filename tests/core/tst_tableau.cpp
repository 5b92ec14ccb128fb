#include "baccarat/Tableau.h"

#include <QtTest>

using namespace croupier;

Q_DECLARE_METATYPE(croupier::DrawRule)

namespace {
// The expectations restate RULINGS.md's sentences as predicates; they do not read
// the engine's table.

/// "Player (Punto): 0–5 draws, 6–7 stands."
DrawRule puntoBancoPlayer(int p) { return p <= 5 ? DrawRule::Draw : DrawRule::Stand; }

/// "0–2 draws; 3 draws unless it is 8; 4 draws on 2–7; 5 draws on 4–7; 6 draws on 6–7; 7 stands."
DrawRule puntoBancoBanker(int b, int v)
{
    const bool draws = b <= 2 || (b == 3 && v != 8) || (b == 4 && v >= 2 && v <= 7) || (b == 5 && v >= 4 && v <= 7)
                       || (b == 6 && (v == 6 || v == 7));
    return draws ? DrawRule::Draw : DrawRule::Stand;
}

/// "Banker when Player stood: 0–5 draws, 6–7 stands."
DrawRule bankerAfterStand(int b) { return b <= 5 ? DrawRule::Draw : DrawRule::Stand; }

/// Chemin de fer player: "0–4 draws; 5 is the player's option; 6–7 stands."
DrawRule cheminPlayer(int p) { return p <= 4 ? DrawRule::Draw : p == 5 ? DrawRule::Option : DrawRule::Stand; }

/// "3 draws on 0–7, stands on 8, option on 9; 4 draws on 2–7, stands on 0, 1, 8, 9;
/// 5 draws on 5–7, option on 4, stands on 0–3, 8, 9; 6 draws on 6–7, stands
/// otherwise; 0–2 always draws; 7 stands."
DrawRule cheminBanker(int b, int v)
{
    if (b <= 2)
        return DrawRule::Draw;
    if (b == 3)
        return v <= 7 ? DrawRule::Draw : v == 8 ? DrawRule::Stand : DrawRule::Option;
    if (b == 4)
        return v >= 2 && v <= 7 ? DrawRule::Draw : DrawRule::Stand;
    if (b == 5)
        return v >= 5 && v <= 7 ? DrawRule::Draw : v == 4 ? DrawRule::Option : DrawRule::Stand;
    if (b == 6)
        return v == 6 || v == 7 ? DrawRule::Draw : DrawRule::Stand;
    return DrawRule::Stand;
}

const char *verb(DrawRule r) { return r == DrawRule::Draw ? "draws" : r == DrawRule::Stand ? "stands" : "has the option"; }

void addCells(const char *game, DrawRule (*player)(int), DrawRule (*banker)(int, int), DrawRule (*afterStand)(int))
{
    for (int p = 0; p <= 7; ++p)
        QTest::addRow("%s: punto %d %s", game, p, verb(player(p))) << QString(game) << 0 << p << -1 << player(p);
    for (int b = 0; b <= 7; ++b)
        for (int v = 0; v <= 9; ++v)
            QTest::addRow("%s: banco %d vs punto %d %s", game, b, v, verb(banker(b, v)))
                << QString(game) << 1 << b << v << banker(b, v);
    for (int b = 0; b <= 7; ++b)
        QTest::addRow("%s: banco %d after punto stands %s", game, b, verb(afterStand(b)))
            << QString(game) << 1 << b << -1 << afterStand(b);
}

const Tableau &tableauOf(const QString &game)
{
    return game == "chemin de fer" ? Tableau::cheminDeFer()
           : game == "deux tableaux" ? Tableau::deuxTableaux()
                                     : Tableau::puntoBanco();
}
} // namespace

/// Every cell of every baccarat tableau (art. 15 §8, §10–12; manual §5; RULINGS.md).
class TestTableau : public QObject
{
    Q_OBJECT

private slots:
    void everyCell_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("side");      // 0 Punto, 1 Banco
        QTest::addColumn<int>("total");
        QTest::addColumn<int>("third");     // Punto's third card value, -1 when he stood
        QTest::addColumn<DrawRule>("rule");
        addCells("punto banco", puntoBancoPlayer, puntoBancoBanker, bankerAfterStand);
        addCells("chemin de fer", cheminPlayer, cheminBanker, bankerAfterStand);
        // Deux tableaux: punters follow the chemin-de-fer player; the banker draws
        // or stands at his discretion (RULINGS.md, "Deux tableaux").
        addCells(
            "deux tableaux", cheminPlayer, [](int, int) { return DrawRule::Option; },
            [](int) { return DrawRule::Option; });
    }
    void everyCell()
    {
        QFETCH(QString, game);
        QFETCH(int, side);
        QFETCH(int, total);
        QFETCH(int, third);
        QFETCH(DrawRule, rule);
        const Tableau &t = tableauOf(game);
        const TableauCell cell = side == 0 ? t.player(total)
                                           : t.banker(total, third < 0 ? std::nullopt : std::optional<int>(third));
        QCOMPARE(cell.rule, rule);
        QVERIFY2(cell.source.starts_with("art. 15") || cell.source == "manual §5",
                 "every cell quotes its paragraph");
    }

    // The paragraphs quoted for a few cells a trainee will read most often.
    void citesItsParagraph_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("banker");
        QTest::addColumn<int>("third");
        QTest::addColumn<QString>("source");
        QTest::newRow("banco 3 vs punto 8 stands by §12 α") << "punto banco" << 3 << 8 << "art. 15 §12 α";
        QTest::newRow("banco 3 vs punto 9 draws by §11 β") << "punto banco" << 3 << 9 << "art. 15 §11 β";
        QTest::newRow("banco 6 vs punto 7 draws by §11 ε") << "punto banco" << 6 << 7 << "art. 15 §11 ε";
        QTest::newRow("chemin de fer banco 5 vs 4 is the option of §8 δ") << "chemin de fer" << 5 << 4 << "art. 15 §8 δ";
        QTest::newRow("chemin de fer banco 6 after a stand by §8 ζ") << "chemin de fer" << 6 << -1 << "art. 15 §8 ζ";
    }
    void citesItsParagraph()
    {
        QFETCH(QString, game);
        QFETCH(int, banker);
        QFETCH(int, third);
        QFETCH(QString, source);
        const TableauCell cell = tableauOf(game).banker(banker, third < 0 ? std::nullopt : std::optional<int>(third));
        QCOMPARE(QString::fromUtf8(cell.source.data(), static_cast<int>(cell.source.size())), source);
    }

    void naturalsAreEightAndNine_data()
    {
        QTest::addColumn<int>("total");
        QTest::addColumn<bool>("natural");
        for (int t = 0; t <= 9; ++t)
            QTest::addRow("two-card %d is %s", t, t >= 8 ? "a natural" : "not a natural") << t << (t >= 8);
    }
    void naturalsAreEightAndNine()
    {
        QFETCH(int, total);
        QFETCH(bool, natural);
        QCOMPARE(Tableau::isNatural(total), natural);
    }

    void gamesShareTheirTableau()
    {
        QCOMPARE(&Tableau::of(Game::PuntoBanco), &Tableau::puntoBanco());
        QCOMPARE(&Tableau::of(Game::PuntoBancoNoCommission), &Tableau::puntoBanco());
        QCOMPARE(&Tableau::of(Game::PuntoBancoSuperSix), &Tableau::puntoBanco());
        QCOMPARE(&Tableau::of(Game::CheminDeFer), &Tableau::cheminDeFer());
        QCOMPARE(&Tableau::of(Game::DeuxTableaux), &Tableau::deuxTableaux());
    }
};

QTEST_APPLESS_MAIN(TestTableau)
#include "tst_tableau.moc"
