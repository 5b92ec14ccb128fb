#include "InputError.h"
#include "Rng.h"
#include "baccarat/BaccaratShoe.h"
#include "baccarat/Coup.h"

#include "TestCards.h"

#include <QtTest>

using namespace croupier;

namespace {
QStringList names(const std::vector<Card> &list)
{
    QStringList out;
    for (const Card c : list)
        out << QString::fromStdString(c.toString());
    return out;
}
bool neverDraw(Side, const Coup &) { return false; }
} // namespace

/// The coup: dealing order, legality, winner, pairs; and the shoe of art. 15.
class TestCoup : public QObject
{
    Q_OBJECT

private slots:
    // art. 15 §9: first card to Punto, second to Banco, again, then third cards.
    void dealsPuntoBancoPuntoBanco()
    {
        Shoe shoe = Shoe::stack(cards({"2S", "3H", "4D", "KC", "5S", "9D"}));
        const Coup coup = dealCoup(shoe, Tableau::puntoBanco(), neverDraw);
        // Punto 2+4 = 6 stands; Banco 3+K = 3 draws after a stand (manual §5) and takes 5S.
        QCOMPARE(names(coup.player), (QStringList{"2S", "4D"}));
        QCOMPARE(names(coup.banker), (QStringList{"3H", "KC", "5S"}));
        QCOMPARE(coup.playerTotal(), 6);
        QCOMPARE(coup.bankerTotal(), 8);
        QCOMPARE(coup.winner(), Winner::Banker);
    }

    void optionsAreAskedOnlyWhereTheTableauGivesThem()
    {
        // Chemin de fer: the player on 5 has the option (art. 15 §8 α).
        Shoe shoe = Shoe::stack(cards({"2S", "KH", "3D", "7C", "9S", "AD"}));
        int asked = 0;
        const Coup coup = dealCoup(shoe, Tableau::cheminDeFer(), [&](Side side, const Coup &) {
            ++asked;
            return side == Side::Player;
        });
        // Punto 5 chooses to draw (9S): 4. Banco 7 stands.
        QCOMPARE(asked, 1);
        QCOMPARE(names(coup.player), (QStringList{"2S", "3D", "9S"}));
        QCOMPARE(coup.banker.size(), std::size_t{2});
        QCOMPARE(coup.winner(), Winner::Banker);
    }

    void winnerAndPairs_data()
    {
        QTest::addColumn<QStringList>("player");
        QTest::addColumn<QStringList>("banker");
        QTest::addColumn<int>("winner");   // 0 Punto, 1 Banco, 2 Egalité
        QTest::addColumn<bool>("puntoPair");
        QTest::addColumn<bool>("bancoPair");
        QTest::newRow("natural 9 beats 7") << QStringList{"9S", "KH"} << QStringList{"7D", "KC"} << 0 << false << false;
        QTest::newRow("equal points are Egalité") << QStringList{"3S", "3H"} << QStringList{"2D", "4C"} << 2 << true
                                                   << false;
        QTest::newRow("ten and king are not a pair")
            << QStringList{"TS", "KH", "9C"} << QStringList{"QD", "7C"} << 0 << false << false;
        QTest::newRow("two kings are a pair") << QStringList{"AS", "4H", "TD"} << QStringList{"KC", "KD", "6H"} << 1
                                              << false << true;
        QTest::newRow("the third card makes no pair")
            << QStringList{"AS", "4H", "4D"} << QStringList{"KC", "2D", "2H"} << 0 << false << false;
    }
    void winnerAndPairs()
    {
        QFETCH(QStringList, player);
        QFETCH(QStringList, banker);
        QFETCH(int, winner);
        QFETCH(bool, puntoPair);
        QFETCH(bool, bancoPair);
        const Coup coup{cards(player), cards(banker)};
        QCOMPARE(static_cast<int>(coup.winner()), winner);
        QCOMPARE(coup.isPair(Side::Player), puntoPair);
        QCOMPARE(coup.isPair(Side::Banker), bancoPair);
    }

    void legalCoupsPass_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QStringList>("player");
        QTest::addColumn<QStringList>("banker");
        QTest::newRow("banco 3 vs punto 8 stands") << "pb" << QStringList{"AS", "AH", "8C"} << QStringList{"KS", "3D"};
        QTest::newRow("banco 7 stands after punto stands") << "pb" << QStringList{"3S", "3H"} << QStringList{"KS", "7D"};
        QTest::newRow("naturals turn over") << "pb" << QStringList{"8S", "KH"} << QStringList{"2C", "3D"};
        QTest::newRow("chemin de fer 5 may stand") << "cdf" << QStringList{"2S", "3H"} << QStringList{"KS", "7D"};
        QTest::newRow("chemin de fer 5 may draw") << "cdf" << QStringList{"2S", "3H", "9C"} << QStringList{"KS", "7D"};
        QTest::newRow("chemin de fer banco 3 vs 9 may stand")
            << "cdf" << QStringList{"AS", "AH", "9C"} << QStringList{"KS", "3D"};
        QTest::newRow("chemin de fer banco 3 vs 9 may draw")
            << "cdf" << QStringList{"AS", "AH", "9C"} << QStringList{"KS", "3D", "2C"};
    }
    void legalCoupsPass()
    {
        QFETCH(QString, game);
        QFETCH(QStringList, player);
        QFETCH(QStringList, banker);
        validateCoup(game == "pb" ? Tableau::puntoBanco() : Tableau::cheminDeFer(), Coup{cards(player), cards(banker)});
    }

    void illegalCoupsNameTheField_data()
    {
        QTest::addColumn<QStringList>("player");
        QTest::addColumn<QStringList>("banker");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("why");
        QTest::newRow("punto 3 must draw") << QStringList{"2S", "AH"} << QStringList{"KC", "7D"} << "player"
                                           << "must draw (art. 15 §10 α)";
        QTest::newRow("punto 6 takes no third card") << QStringList{"3S", "3H", "5D"} << QStringList{"KC", "7D"}
                                                     << "player[2]" << "must stand (art. 15 §10 β)";
        QTest::newRow("no third card after a natural") << QStringList{"8S", "KH"} << QStringList{"2C", "3D", "4H"}
                                                       << "banker[2]" << "there is a natural";
        QTest::newRow("banco 6 vs punto 2 takes no third card")
            << QStringList{"AS", "2H", "2C"} << QStringList{"3D", "3C", "4S"} << "banker[2]" << "§12 δ";
        QTest::newRow("banco 4 vs punto 2 must draw")
            << QStringList{"AS", "AH", "2C"} << QStringList{"KS", "4D"} << "banker" << "§11 γ";
        QTest::newRow("a hand of one card") << QStringList{"AS"} << QStringList{"KS", "4D"} << "player"
                                            << "2 or 3 cards";
        QTest::newRow("a hand of four cards") << QStringList{"AS", "AH", "2C"} << QStringList{"KS", "4D", "2C", "3C"}
                                              << "banker" << "2 or 3 cards";
    }
    void illegalCoupsNameTheField()
    {
        QFETCH(QStringList, player);
        QFETCH(QStringList, banker);
        QFETCH(QString, field);
        QFETCH(QString, why);
        try {
            validateCoup(Tableau::puntoBanco(), Coup{cards(player), cards(banker)});
            QFAIL("accepted an illegal coup");
        } catch (const InputError &e) {
            QCOMPARE(QString::fromStdString(e.field()), field);
            QVERIFY2(QString::fromStdString(e.reason()).contains(why), e.what());
        }
    }

    // art. 15 §9: the first card's number is the burn, the first card included.
    void newShoeBurnsByTheFirstCard_data()
    {
        QTest::addColumn<quint64>("seed");
        for (quint64 seed : {1u, 2u, 3u, 4u, 5u, 6u, 7u, 8u})
            QTest::addRow("seed %llu", static_cast<unsigned long long>(seed)) << seed;
    }
    void newShoeBurnsByTheFirstCard()
    {
        QFETCH(quint64, seed);
        Rng rng(seed), same(seed);
        Shoe reference(8);
        reference.shuffle(same);
        const BaccaratShoe shoe({8, false, 7}, rng);
        QCOMPARE(shoe.burnCard().toString(), reference.cards().front().toString());
        QCOMPARE(static_cast<int>(shoe.burned().size()), reference.cards().front().burnCount());
        QCOMPARE(shoe.cardsLeft(), 416 - shoe.burned().size());
    }

    void refusesDeckCountsOutsideArticle15_data()
    {
        QTest::addColumn<int>("decks");
        QTest::newRow("5 decks") << 5;
        QTest::newRow("9 decks") << 9;
        QTest::newRow("0 decks") << 0;
    }
    void refusesDeckCountsOutsideArticle15()
    {
        QFETCH(int, decks);
        Rng rng(1);
        QVERIFY_THROWS_EXCEPTION(InputError, BaccaratShoe({decks, false, 7}, rng));
    }

    // §8, §16: coups run until the cut card, seven cards from the end, shows; the
    // coup in which it shows (or which it starts) is the last.
    void shoeRunsToTheCutCard_data()
    {
        QTest::addColumn<int>("decks");
        QTest::addColumn<quint64>("seed");
        for (int decks : {6, 8})
            for (quint64 seed : {11u, 12u, 13u, 14u, 15u})
                QTest::addRow("%d decks, seed %llu", decks, static_cast<unsigned long long>(seed)) << decks << seed;
    }
    void shoeRunsToTheCutCard()
    {
        QFETCH(int, decks);
        QFETCH(quint64, seed);
        Rng rng(seed);
        BaccaratShoe shoe({decks, false, 7}, rng);
        std::size_t before = shoe.cardsLeft();
        while (!shoe.finished()) {
            const CoupResult r = shoe.playCoup(Tableau::puntoBanco(), neverDraw);
            if (r.lastCoup)
                QVERIFY2(before <= 7 + 5, "the last coup starts at or just before the cut card");
            else
                QVERIFY2(shoe.cardsLeft() >= 7, "no coup but the last passes the cut card");
            before = shoe.cardsLeft();
        }
        QVERIFY(shoe.cardsLeft() < 7);
        QVERIFY_THROWS_EXCEPTION(std::logic_error, shoe.playCoup(Tableau::puntoBanco(), neverDraw));
    }

    // §20: with a shuffler there is no cut card; coups follow each other.
    void shufflerNeverEndsTheShoe()
    {
        Rng rng(3);
        BaccaratShoe shoe({6, true, 7}, rng);
        for (int i = 0; i < 300; ++i)
            QVERIFY(!shoe.playCoup(Tableau::puntoBanco(), neverDraw).lastCoup);
        QVERIFY(!shoe.finished());
    }

    // §5: a coup whose first card is exposed is played, but no bets stand on it.
    void exposedFirstCardMakesADummyHand()
    {
        Rng rng(3);
        BaccaratShoe shoe({8, false, 7}, rng);
        QVERIFY(!shoe.playCoup(Tableau::puntoBanco(), neverDraw).dummyHand);
        const CoupResult r = shoe.playCoup(Tableau::puntoBanco(), neverDraw, true);
        QVERIFY(r.dummyHand);
        QVERIFY(r.coup.player.size() >= 2);
    }
};

QTEST_APPLESS_MAIN(TestCoup)
#include "tst_coup.moc"
