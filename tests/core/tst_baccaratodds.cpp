#include "InputError.h"
#include "baccarat/BaccaratOdds.h"

#include <QtTest>

#include <array>
#include <optional>

using namespace croupier;

namespace {

using Count = std::uint64_t;

Game game(const QString &name) { return *gameFromName(name.toStdString()); }
BaccaratBet bet(const QString &name) { return *baccaratBetFromName(name.toStdString()); }
Rational fraction(Count numerator, Count denominator)
{
    return Rational(boost::multiprecision::cpp_int(numerator), boost::multiprecision::cpp_int(denominator));
}
Rational whole(Count n) { return Rational(boost::multiprecision::cpp_int(n)); }

Count countNamed(const BaccaratCounts &c, const QString &what)
{
    if (what == "orderings") return c.orderings;
    if (what == "banker") return c.bankerWins;
    if (what == "player") return c.playerWins;
    if (what == "tie") return c.ties;
    if (what == "player pairs") return c.playerPairs;
    if (what == "banker pairs") return c.bankerPairs;
    qFatal("no count named %s", qPrintable(what));
}

/**
 * The slow, obvious count the fast one must equal: every ordering of six cards,
 * RANK by rank (13 ranks of 4N cards, so pairs and values come out of the same
 * walk), each coup played out by the words of RULINGS.md rather than through
 * Tableau, and every card counted whether the coup used it or not.
 */
BaccaratCounts dealEverySixCards(int decks)
{
    // Ranks A 2 … 9 T J Q K; T J Q K are worth 0 (art. 15 §13).
    const auto value = [](int rank) { return rank < 9 ? rank + 1 : 0; };
    const auto bancoDraws = [](int banco, std::optional<int> puntoThird) {
        if (!puntoThird)
            return banco <= 5;   // Punto stood: 0–5 draws, 6–7 stands (manual §5)
        const int t = *puntoThird;
        switch (banco) {
        case 0: case 1: case 2: return true;
        case 3: return t != 8;
        case 4: return t >= 2 && t <= 7;
        case 5: return t >= 4 && t <= 7;
        case 6: return t == 6 || t == 7;
        default: return false;
        }
    };

    BaccaratCounts c;
    c.decks = decks;
    std::array<Count, 13> left{};
    left.fill(4 * Count(decks));
    std::array<int, 6> rank{};
    const auto play = [&](Count ways) {
        c.orderings += ways;
        if (rank[0] == rank[2])
            c.playerPairs += ways;
        if (rank[1] == rank[3])
            c.bankerPairs += ways;
        int punto = (value(rank[0]) + value(rank[2])) % 10;
        int banco = (value(rank[1]) + value(rank[3])) % 10;
        int next = 4;
        bool bancoDrew = false;
        if (punto < 8 && banco < 8) {
            std::optional<int> puntoThird;
            if (punto <= 5) {
                puntoThird = value(rank[next++]);
                punto = (punto + *puntoThird) % 10;
            }
            if (bancoDraws(banco, puntoThird)) {
                banco = (banco + value(rank[next])) % 10;
                bancoDrew = true;
            }
        }
        if (banco > punto) {
            c.bankerWins += ways;
            if (banco == 6)
                (bancoDrew ? c.bankerSixThreeCards : c.bankerSixTwoCards) += ways;
        } else if (punto > banco) {
            c.playerWins += ways;
        } else {
            c.ties += ways;
        }
    };
    const auto deal = [&](auto &&self, int position, Count ways) -> void {
        if (position == 6)
            return play(ways);
        for (int r = 0; r < 13; ++r) {
            if (left[r] == 0)
                continue;
            rank[position] = r;
            const Count w = ways * left[r]--;
            self(self, position + 1, w);
            ++left[r];
        }
    };
    deal(deal, 0, 1);
    return c;
}

} // namespace

/// The exact Punto Banco odds: the published figures, the closed forms, and a plain
/// enumeration of every six-card ordering.
class TestBaccaratOdds : public QObject
{
    Q_OBJECT

private slots:
    void publishedCounts_data()
    {
        QTest::addColumn<int>("decks");
        QTest::addColumn<QString>("what");
        QTest::addColumn<qulonglong>("expected");
        // Wizard of Odds, "Baccarat", 8-deck combinations table.
        QTest::newRow("8 decks: 4,998,398,275,503,360 orderings") << 8 << "orderings" << 4'998'398'275'503'360ULL;
        QTest::newRow("8 decks: Banco wins 2,292,252,566,437,888") << 8 << "banker" << 2'292'252'566'437'888ULL;
        QTest::newRow("8 decks: Punto wins 2,230,518,282,592,256") << 8 << "player" << 2'230'518'282'592'256ULL;
        QTest::newRow("8 decks: Egalité 475,627,426,473,216") << 8 << "tie" << 475'627'426'473'216ULL;
        // Six distinct cards in order from 6 × 52 = 312, worked out by hand.
        QTest::newRow("6 decks: orderings are 312·311·310·309·308·307")
            << 6 << "orderings" << qulonglong(312ULL * 311 * 310 * 309 * 308 * 307);
    }
    void publishedCounts()
    {
        QFETCH(int, decks);
        QFETCH(QString, what);
        QFETCH(qulonglong, expected);
        QCOMPARE(qulonglong(countNamed(BaccaratOdds::count(decks), what)), expected);
    }

    void publishedEdges_data()
    {
        QTest::addColumn<int>("decks");
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("bet");
        QTest::addColumn<int>("places");
        QTest::addColumn<QString>("percent");
        // Wizard of Odds to 4 decimals of a percent at 8 decks; the widely quoted
        // 2-decimal figures at 6 decks.
        QTest::newRow("8 decks: Banco at 95:100 keeps 1.0579 %") << 8 << "punto-banco" << "banker" << 4 << "1.0579";
        QTest::newRow("8 decks: Punto at 1:1 keeps 1.2351 %") << 8 << "punto-banco" << "player" << 4 << "1.2351";
        QTest::newRow("8 decks: Egalité at 8:1 keeps 14.3596 %") << 8 << "punto-banco" << "tie" << 4 << "14.3596";
        QTest::newRow("8 decks: a pair at 11:1 keeps 10.3614 %") << 8 << "punto-banco" << "player-pair" << 4 << "10.3614";
        QTest::newRow("8 decks: No Commission Banco (6 pays 1:2) keeps 1.46 %")
            << 8 << "punto-banco-no-commission" << "banker" << 2 << "1.46";
        QTest::newRow("6 decks: Banco at 95:100 keeps 1.06 %") << 6 << "punto-banco" << "banker" << 2 << "1.06";
        QTest::newRow("6 decks: Punto at 1:1 keeps 1.24 %") << 6 << "punto-banco" << "player" << 2 << "1.24";
        QTest::newRow("6 decks: Egalité at 8:1 keeps 14.44 %") << 6 << "punto-banco" << "tie" << 2 << "14.44";
    }
    void publishedEdges()
    {
        QFETCH(int, decks);
        QFETCH(QString, game);
        QFETCH(QString, bet);
        QFETCH(int, places);
        QFETCH(QString, percent);
        const Rational edge = BaccaratOdds(decks).houseEdge(::bet(bet), ::game(game));
        QCOMPARE(QString::fromStdString(decimalFixed(edge * 100, places)), percent);
    }

    void outcomesCoverEveryOrdering_data()
    {
        QTest::addColumn<int>("decks");
        for (int n = BaccaratOdds::minDecks; n <= BaccaratOdds::maxDecks; ++n)
            QTest::addRow("%d deck(s): Banco + Punto + Egalité = 52N·…·(52N−5)", n) << n;
    }
    void outcomesCoverEveryOrdering()
    {
        QFETCH(int, decks);
        const BaccaratCounts c = BaccaratOdds::count(decks);
        Count orderings = 1;
        for (int i = 0; i < 6; ++i)
            orderings *= Count(52 * decks - i);
        QCOMPARE(c.orderings, orderings);
        QCOMPARE(c.bankerWins + c.playerWins + c.ties, c.orderings);
        QVERIFY(c.bankerSixTwoCards + c.bankerSixThreeCards < c.bankerWins);
    }

    void pairsMatchTheClosedForm_data()
    {
        QTest::addColumn<int>("decks");
        QTest::addColumn<QString>("side");
        // Whatever Punto's first card is, his second (the third card dealt) is one of
        // the 52N − 1 others, 4N − 1 of which share its rank; the card Banco takes
        // between them is as likely to be any of them. The same holds for Banco.
        for (int n = BaccaratOdds::minDecks; n <= BaccaratOdds::maxDecks; ++n) {
            QTest::addRow("%d deck(s): Punto pair is (4N−1)/(52N−1)", n) << n << "player pairs";
            QTest::addRow("%d deck(s): Banco pair is (4N−1)/(52N−1)", n) << n << "banker pairs";
        }
    }
    void pairsMatchTheClosedForm()
    {
        QFETCH(int, decks);
        QFETCH(QString, side);
        const BaccaratCounts c = BaccaratOdds::count(decks);
        QCOMPARE(fraction(countNamed(c, side), c.orderings), fraction(4 * decks - 1, 52 * decks - 1));
    }

    void matchesDealingEverySixCards_data()
    {
        QTest::addColumn<int>("decks");
        QTest::newRow("1 deck: a value can run out of the shoe") << 1;
        QTest::newRow("8 decks: the published shoe") << 8;
    }
    void matchesDealingEverySixCards()
    {
        QFETCH(int, decks);
        const BaccaratCounts slow = dealEverySixCards(decks);
        const BaccaratCounts fast = BaccaratOdds::count(decks);
        QCOMPARE(fast.orderings, slow.orderings);
        QCOMPARE(fast.bankerWins, slow.bankerWins);
        QCOMPARE(fast.playerWins, slow.playerWins);
        QCOMPARE(fast.ties, slow.ties);
        QCOMPARE(fast.playerPairs, slow.playerPairs);
        QCOMPARE(fast.bankerPairs, slow.bankerPairs);
        QCOMPARE(fast.bankerSixTwoCards, slow.bankerSixTwoCards);
        QCOMPARE(fast.bankerSixThreeCards, slow.bankerSixThreeCards);
    }

    void edgesFollowThePayTable_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("bet");
        // Each formula written out with the guide's and art. 15 §14's payouts, so a
        // wrong PayTable or a wrong use of it shows here.
        QTest::newRow("Punto 1:1: (B − P)/T") << "punto-banco" << "player";
        QTest::newRow("Banco 95:100: (P − 0.95·B)/T") << "punto-banco" << "banker";
        QTest::newRow("No Commission Banco 1:1, a 6 at 1:2: (P − (B−B6) − B6/2)/T")
            << "punto-banco-no-commission" << "banker";
        QTest::newRow("Super Six table Banco as No Commission") << "punto-banco-super-six" << "banker";
        QTest::newRow("Egalité 8:1: (T − 9·ties)/T") << "punto-banco" << "tie";
        QTest::newRow("Punto pair 11:1: (T − 12·pairs)/T") << "punto-banco" << "player-pair";
        QTest::newRow("Banco pair 11:1: (T − 12·pairs)/T") << "punto-banco-no-commission" << "banker-pair";
        QTest::newRow("Super Six 12:1 and 20:1: (T − 13·S2 − 21·S3)/T") << "punto-banco-super-six" << "super-six";
    }
    void edgesFollowThePayTable()
    {
        QFETCH(QString, game);
        QFETCH(QString, bet);
        const BaccaratOdds odds(8);
        const BaccaratCounts &c = odds.counts();
        const Rational T = whole(c.orderings), B = whole(c.bankerWins), P = whole(c.playerWins);
        const Rational B6 = whole(c.bankerSixTwoCards + c.bankerSixThreeCards);
        Rational expected;
        if (bet == "player")
            expected = (B - P) / T;
        else if (bet == "banker" && game == "punto-banco")
            expected = (P - fraction(95, 100) * B) / T;
        else if (bet == "banker")
            expected = (P - (B - B6) - B6 / 2) / T;
        else if (bet == "tie")
            expected = (T - 9 * whole(c.ties)) / T;
        else if (bet == "player-pair")
            expected = (T - 12 * whole(c.playerPairs)) / T;
        else if (bet == "banker-pair")
            expected = (T - 12 * whole(c.bankerPairs)) / T;
        else
            expected = (T - 13 * whole(c.bankerSixTwoCards) - 21 * whole(c.bankerSixThreeCards)) / T;
        QCOMPARE(odds.houseEdge(::bet(bet), ::game(game)), expected);
    }

    void betsOfEachGame_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QStringList>("bets");
        const QStringList main{"banker", "player", "tie", "player-pair", "banker-pair"};
        QTest::newRow("punto-banco: the five bets of art. 15 §14") << "punto-banco" << main;
        QTest::newRow("no commission: the same five") << "punto-banco-no-commission" << main;
        QTest::newRow("super six: the five and the Super Six") << "punto-banco-super-six"
                                                              << (QStringList(main) << "super-six");
    }
    void betsOfEachGame()
    {
        QFETCH(QString, game);
        QFETCH(QStringList, bets);
        QStringList names;
        for (const BaccaratBet b : BaccaratOdds::betsOf(::game(game)))
            names << QString::fromUtf8(betName(b).data(), qsizetype(betName(b).size()));
        QCOMPARE(names, bets);
    }

    void refusesDeckCounts_data()
    {
        QTest::addColumn<int>("decks");
        QTest::newRow("0 decks: no shoe") << 0;
        QTest::newRow("9 decks: more than any baccarat shoe") << 9;
        QTest::newRow("-1 decks") << -1;
    }
    void refusesDeckCounts()
    {
        QFETCH(int, decks);
        try {
            BaccaratOdds::count(decks);
            QFAIL("accepted the deck count");
        } catch (const InputError &e) {
            QCOMPARE(QString::fromStdString(e.field()), QString("decks"));
        }
    }

    void refusesGamesWithoutFixedOdds_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("bet");
        QTest::addColumn<QString>("field");
        QTest::newRow("chemin-de-fer: the player's 5 is his option (art. 15 §8)") << "chemin-de-fer" << "banker" << "game";
        QTest::newRow("deux-tableaux: the banker draws at his discretion") << "deux-tableaux" << "player" << "game";
        QTest::newRow("craps is not baccarat") << "craps" << "tie" << "game";
        QTest::newRow("super six is not offered at punto-banco") << "punto-banco" << "super-six" << "bet";
        QTest::newRow("super six is not offered at no commission") << "punto-banco-no-commission" << "super-six" << "bet";
    }
    void refusesGamesWithoutFixedOdds()
    {
        QFETCH(QString, game);
        QFETCH(QString, bet);
        QFETCH(QString, field);
        const BaccaratOdds odds(1);
        try {
            odds.houseEdge(::bet(bet), ::game(game));
            QFAIL("gave an edge");
        } catch (const InputError &e) {
            QCOMPARE(QString::fromStdString(e.field()), field);
        }
    }

    void writesDecimals_data()
    {
        QTest::addColumn<qlonglong>("numerator");
        QTest::addColumn<qlonglong>("denominator");
        QTest::addColumn<int>("significant");   // 0: fixed places instead
        QTest::addColumn<int>("places");
        QTest::addColumn<QString>("text");
        QTest::newRow("1/3 to 4 significant digits") << 1LL << 3LL << 4 << 0 << "0.3333";
        QTest::newRow("2/3 rounds up") << 2LL << 3LL << 4 << 0 << "0.6667";
        QTest::newRow("1/8 keeps its trailing zero") << 1LL << 8LL << 4 << 0 << "0.1250";
        QTest::newRow("1/16 to 2 digits rounds half away from zero") << 1LL << 16LL << 2 << 0 << "0.063";
        QTest::newRow("-1/16 to 2 digits rounds half away from zero too") << -1LL << 16LL << 2 << 0 << "-0.063";
        QTest::newRow("0.99999 to 3 digits carries to 1.00") << 99999LL << 100000LL << 3 << 0 << "1.00";
        QTest::newRow("12345 to 3 digits") << 12345LL << 1LL << 3 << 0 << "12300";
        QTest::newRow("zero") << 0LL << 5LL << 4 << 0 << "0";
        QTest::newRow("1/3 to 2 places") << 1LL << 3LL << 0 << 2 << "0.33";
        QTest::newRow("5/1000 to 2 places rounds up") << 5LL << 1000LL << 0 << 2 << "0.01";
        QTest::newRow("-1/1000 to 2 places is zero, unsigned") << -1LL << 1000LL << 0 << 2 << "0.00";
        QTest::newRow("7/2 to 0 places") << 7LL << 2LL << 0 << 0 << "4";
    }
    void writesDecimals()
    {
        QFETCH(qlonglong, numerator);
        QFETCH(qlonglong, denominator);
        QFETCH(int, significant);
        QFETCH(int, places);
        QFETCH(QString, text);
        const Rational value{boost::multiprecision::cpp_int(numerator), boost::multiprecision::cpp_int(denominator)};
        const std::string got = significant ? decimalSignificant(value, significant) : decimalFixed(value, places);
        QCOMPARE(QString::fromStdString(got), text);
    }
};

QTEST_APPLESS_MAIN(TestBaccaratOdds)
#include "tst_baccaratodds.moc"
