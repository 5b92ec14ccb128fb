#include "InputError.h"
#include "baccarat/BaccaratRound.h"
#include "bank/Game.h"
#include "bank/Json.h"
#include "play/Play.h"

#include "TestCards.h"

#include <QtTest>

using namespace croupier;

namespace {
Game game(const QString &name) { return *gameFromName(name.toStdString()); }

/// Applies the expected step until @p stop says so (or a refusal, which fails).
template<typename Stop>
void run(BaccaratRound &round, Stop stop, int guard = 10000)
{
    while (guard-- > 0 && !stop(round.expected())) {
        const DealerStep s = round.expected();
        const auto refusal = round.apply(s);
        QVERIFY2(!refusal, refusal ? (s.action + " refused: " + refusal->reason).c_str() : "");
    }
    QVERIFY(guard > 0);
}

/// The rows of the layout, by seat and tableau, for scripted bets.
std::vector<LayoutBet> twoTableauBets()
{
    // Deux tableaux scripts name tableau 2 with BaccaratBet::Banker (BaccaratRound::setScriptedBets).
    return {{2, BaccaratBet::Player, Money::fromInteger(10)}, {3, BaccaratBet::Banker, Money::fromInteger(20)}};
}
} // namespace

/// BaccaratRound: the table's steps, the deux tableaux naturals, the shoe's end, refusals.
class TestBaccaratRound : public QObject
{
    Q_OBJECT

private slots:
    // Deux tableaux (art. 15 §8 α: "8,9 γυρίζει το φύλλο"; §12, last sentence; RULINGS,
    // "Deux tableaux"). Cards in dealing order after a burn of one (the ace): tableau 1,
    // tableau 2, bank, twice; then the third cards as called.
    void deuxTableauxNaturals_data()
    {
        QTest::addColumn<QStringList>("shoe");
        QTest::addColumn<QString>("bankCall");       // the bank's call on its two cards
        QTest::addColumn<QString>("winner1");        // tableau 1 against the bank
        QTest::addColumn<QString>("winner2");
        QTest::addColumn<QString>("paid1");          // tableau 1's stake of 10, paid 1:1 when it wins
        // T1 4+4 = 8 natural; T2 2+K = 2 draws 5 = 7; bank 3+2 = 5, its option, draws 4 = 9.
        // T1 turns over and meets the bank's first two cards (5): it wins. T2 (7) meets 9: the bank.
        QTest::newRow("a natural tableau is settled against the bank's first two cards")
            << QStringList{"AS", "4H", "2C", "3D", "4S", "KC", "2D", "5H", "4C"} << "option" << "player" << "banker" << "10";
        // T1 4+5 = 9, T2 3+5 = 8: both natural; bank 2+K = 2 would draw, but no one is left to play against.
        QTest::newRow("both tableaux natural: the bank does not draw")
            << QStringList{"AS", "4H", "3C", "2D", "5S", "5D", "KC", "9H"} << "stand" << "player" << "player" << "10";
        // Bank 9+K = 9 natural: turned over, no one draws (§8 α); T1 4+3 = 7 and T2 K+K = 0 both lose.
        QTest::newRow("a bank natural: no one draws")
            << QStringList{"AS", "4H", "KC", "9D", "3S", "KD", "KH", "5H"} << "stand" << "banker" << "banker" << "0";
        // No natural anywhere: T1 2+3 = 5 (option, takes none), T2 K+6 = 6 stands, bank 7 stands (at its discretion: option).
        QTest::newRow("no natural: the bank plays at its discretion")
            << QStringList{"AS", "2H", "KC", "4D", "3S", "6D", "3H", "9H", "9C"} << "option" << "banker" << "banker" << "0";
    }
    void deuxTableauxNaturals()
    {
        QFETCH(QStringList, shoe);
        QFETCH(QString, bankCall);
        QFETCH(QString, winner1);
        QFETCH(QString, winner2);
        QFETCH(QString, paid1);
        BaccaratRound round(BaccaratProfile::of(Game::DeuxTableaux), 1);
        // A stacked shoe long enough that the cut card (ten from the end) stays away.
        QStringList padded = shoe;
        for (int i = 0; i < 20; ++i)
            padded << "KS";
        round.loadStackedShoe(cards(padded));
        round.setScriptedBets(twoTableauBets());
        round.setScriptedBank(Money::fromInteger(300));
        round.setHolderChoice(true);   // the bank, at an option, draws; a tableau on 5 too
        if (bankCall == "option" && shoe.size() == 9 && shoe[1] == "2H")
            round.setHolderChoice(false);
        run(round, [](const DealerStep &s) { return s.action == "winner" || (s.target == "banker" && s.action != "point"); });
        if (round.expected().target == "banker") {
            QCOMPARE(QString::fromStdString(round.expected().action), bankCall);
            run(round, [](const DealerStep &s) { return s.action == "winner"; });
        } else {
            QCOMPARE(QStringLiteral("stand"), bankCall);   // the bank was never asked: it stands
        }
        QCOMPARE(QString::fromStdString(round.expected().target), QStringLiteral("player"));
        QCOMPARE(QString::fromStdString(round.expected().value), winner1);
        QVERIFY(!round.apply(round.expected()));
        QCOMPARE(QString::fromStdString(round.expected().target), QStringLiteral("player2"));
        QCOMPARE(QString::fromStdString(round.expected().value), winner2);
        run(round, [](const DealerStep &s) { return s.action == "deal"; });
        const auto record = round.takeFinishedCoup();
        QVERIFY(record);
        Money paid;
        for (const auto &s : record->settlement)
            if (record->bets[std::size_t(s.row)].tableau == 1 && !record->bets[std::size_t(s.row)].bank)
                paid = s.paid;
        QCOMPARE(QString::fromStdString(paid.toString()), paid1);
    }

    // The cut card (art. 15 §8: seven cards behind it; §16: the coup in which it shows
    // is the last; deux tableaux §2: ten cards, and no coup once it shows).
    void shoeEndsAtTheCutCard_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("behind");
        for (const char *g : {"punto-banco", "punto-banco-no-commission", "punto-banco-super-six", "chemin-de-fer"})
            QTest::newRow(g) << g << 7;
        QTest::newRow("deux-tableaux") << "deux-tableaux" << 10;
    }
    void shoeEndsAtTheCutCard()
    {
        QFETCH(QString, game);
        QFETCH(int, behind);
        for (std::uint64_t seed : {1u, 2u, 3u, 77u}) {
            BaccaratRound round(BaccaratProfile::of(::game(game)), seed);
            run(round, [](const DealerStep &s) { return s.action == "new-shoe"; }, 100000);
            QVERIFY(round.lastCoup());
            QVERIFY2(round.cardsLeft() <= std::size_t(behind), qPrintable(QString::number(round.cardsLeft())));
            // Deux tableaux: the coup that ended with the cut card next was the last.
            QVERIFY(round.coupNumber() > 30);
        }
    }

    void sameSeedSameTable()
    {
        BaccaratRound a(BaccaratProfile::of(Game::PuntoBancoSuperSix), 42), b(BaccaratProfile::of(Game::PuntoBancoSuperSix), 42);
        for (int i = 0; i < 500; ++i) {
            QCOMPARE(a.expected(), b.expected());
            QVERIFY(!a.apply(a.expected()));
            QVERIFY(!b.apply(b.expected()));
            QCOMPARE(a.takeEvents(), b.takeEvents());
        }
    }

    // Super Six is dealt: the simulated punters bet it (guide, Super Six).
    void superSixIsBet()
    {
        BaccaratRound round(BaccaratProfile::of(Game::PuntoBancoSuperSix), 5);
        bool seen = false;
        for (int i = 0; i < 3000 && !seen; ++i) {
            for (const auto &b : round.bets())
                seen = seen || b.bet == BaccaratBet::SuperSix;
            QVERIFY(!round.apply(round.expected()));
        }
        QVERIFY(seen);
    }

    // The opening of a shoe (art. 15 §6–8), then the burn (§9). Worked from the paragraphs:
    // §6 the cards are counted (§1: 6 to 8 decks of 52: 6 × 52 = 312, 8 × 52 = 416) and
    // shuffled; §7 the first seated player on the dealer's right cuts: seat 1 (the seats
    // count from the dealer's right, §9); §8 the cut card with exactly seven cards behind
    // it; deux tableaux §2: before the last ten; §20 δ(2): no cut card in the machine.
    void opening_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("decks");
        QTest::addColumn<bool>("shuffler");
        QTest::addColumn<QStringList>("steps");   // action|target|value|source, then the burn
        const QString count6 = "count||312|art. 15 §6", shuffle = "shuffle|||art. 15 §6", cut = "cut|1||art. 15 §7";
        QTest::newRow("punto banco, six decks: 312 counted, cut card 7 from the end")
            << "punto-banco" << 6 << false << QStringList{count6, shuffle, cut, "cut-card||7|art. 15 §8"};
        QTest::newRow("eight decks: 416 counted")
            << "punto-banco" << 8 << false << QStringList{"count||416|art. 15 §6", shuffle, cut, "cut-card||7|art. 15 §8"};
        QTest::newRow("chemin de fer: the same opening")
            << "chemin-de-fer" << 6 << false << QStringList{count6, shuffle, cut, "cut-card||7|art. 15 §8"};
        QTest::newRow("deux tableaux: the cut card before the last ten")
            << "deux-tableaux" << 7 << false
            << QStringList{"count||364|art. 15 §6", shuffle, cut, "cut-card||10|art. 15 §2 (deux tableaux)"};
        QTest::newRow("at the shuffling machine: no cut card")
            << "punto-banco" << 6 << true << QStringList{count6, shuffle, cut};
    }
    void opening()
    {
        QFETCH(QString, game);
        QFETCH(int, decks);
        QFETCH(bool, shuffler);
        QFETCH(QStringList, steps);
        BaccaratProfile p = BaccaratProfile::of(::game(game));
        p.decks = decks;
        p.shuffler = shuffler;
        BaccaratRound round(p, 3);
        for (const QString &line : steps) {
            const QStringList f = line.split('|');
            const DealerStep want{f[0].toStdString(), f[1].toStdString(), f[2].toStdString(), f[3].toStdString()};
            QVERIFY(round.opening());
            QCOMPARE(round.expected(), want);
            QVERIFY(!round.apply({want.action, want.target, want.value, {}}));
        }
        QVERIFY(!round.opening());
        QCOMPARE(QString::fromStdString(round.expected().action), QStringLiteral("burn"));
        QVERIFY(!round.apply(round.expected()));
        run(round, [](const DealerStep &s) { return s.action == "deal"; });
        QVERIFY(!round.apply(round.expected()));
        run(round, [&round](const DealerStep &) { return round.coupNumber() == 1 && round.phase() == BaccaratRound::Phase::Bets; });
        const auto coup = round.takeFinishedCoup();
        QVERIFY(coup);
        // The first coup's record has the opening, then the burn, in the dealer's order.
        QVERIFY(coup->steps.size() > std::size_t(steps.size()));
        for (qsizetype i = 0; i < steps.size(); ++i)
            QCOMPARE(QString::fromStdString(coup->steps[std::size_t(i)].action), steps[i].section('|', 0, 0));
        QCOMPARE(QString::fromStdString(coup->steps[std::size_t(steps.size())].action), QStringLiteral("burn"));
    }

    // A wrong opening step is refused with its paragraph and changes nothing (the
    // values worked as in opening_data).
    void openingRefusals_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("done");       // right opening steps performed first
        QTest::addColumn<QString>("action");
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("reason");
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("source");
        QTest::newRow("the burn before the count") << "punto-banco" << 0 << "burn" << "" << "7" << "opening-order"
                                                   << QStringList{"burn", "count"} << "art. 15 §6";
        QTest::newRow("the cut before the shuffle") << "punto-banco" << 1 << "cut" << "1" << "" << "opening-order"
                                                    << QStringList{"cut", "shuffle"} << "art. 15 §6";
        QTest::newRow("six decks are 312 cards, not 310") << "punto-banco" << 0 << "count" << "" << "310" << "count-wrong"
                                                          << QStringList{"6", "312"} << "art. 15 §6";
        QTest::newRow("seat 3 does not cut") << "punto-banco" << 2 << "cut" << "3" << "" << "cut-seat"
                                             << QStringList{"3", "1"} << "art. 15 §7";
        QTest::newRow("eight cards behind the cut card") << "punto-banco" << 3 << "cut-card" << "" << "8"
                                                         << "cut-card-wrong" << QStringList{"8", "7"} << "art. 15 §8";
        QTest::newRow("deux tableaux: seven behind the cut card") << "deux-tableaux" << 3 << "cut-card" << "" << "7"
                                                                  << "cut-card-wrong" << QStringList{"7", "10"}
                                                                  << "art. 15 §2 (deux tableaux)";
        QTest::newRow("no deal while the shoe is opened") << "punto-banco" << 3 << "deal" << "" << "" << "not-now"
                                                          << QStringList{} << "art. 15 §8";
    }
    void openingRefusals()
    {
        QFETCH(QString, game);
        QFETCH(int, done);
        QFETCH(QString, action);
        QFETCH(QString, target);
        QFETCH(QString, value);
        QFETCH(QString, reason);
        QFETCH(QStringList, args);
        QFETCH(QString, source);
        BaccaratRound round(BaccaratProfile::of(::game(game)), 5);
        for (int i = 0; i < done; ++i)
            QVERIFY(!round.apply(round.expected()));
        const DealerStep before = round.expected();
        const auto r = round.apply({action.toStdString(), target.toStdString(), value.toStdString(), {}});
        QVERIFY(r);
        QCOMPARE(QString::fromStdString(r->reason), reason);
        QStringList got;
        for (const auto &a : r->args)
            got << QString::fromStdString(a);
        QCOMPARE(got, args);
        QCOMPARE(QString::fromStdString(r->source), source);
        QCOMPARE(round.expected(), before);
    }

    // check-play requires the opening in the record of a shoe's first coup and checks its
    // values (art. 15 §6–8; deux tableaux §2): a tampered first line is flagged, naming the field.
    void checkFlagsAWrongOpening_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("problem");
        QTest::newRow("no count") << "punto-banco" << "\"action\": \"count\"" << "\"action\": \"deal\""
                                  << "steps: no \"count\" step";
        QTest::newRow("300 cards counted") << "punto-banco" << "\"value\": \"312\"" << "\"value\": \"300\""
                                           << ".value: \"300\" is not the cards of 6 to 8 whole decks";
        QTest::newRow("cut by seat 2") << "punto-banco" << "\"action\": \"cut\", \"target\": \"1\""
                                       << "\"action\": \"cut\", \"target\": \"2\"" << ".target: the first seated player";
        QTest::newRow("no cut card") << "punto-banco" << "\"action\": \"cut-card\"" << "\"action\": \"deal\""
                                     << "steps: no \"cut-card\" step";
        QTest::newRow("the cut card 8 from the end") << "chemin-de-fer" << "\"value\": \"7\", \"source\": \"art. 15 §8\""
                                                     << "\"value\": \"8\", \"source\": \"art. 15 §8\""
                                                     << ".value: exactly seven cards lie behind the cut card";
        QTest::newRow("deux tableaux: 7 from the end") << "deux-tableaux" << "\"value\": \"10\", \"source\": \"art. 15 §2"
                                                       << "\"value\": \"7\", \"source\": \"art. 15 §2"
                                                       << ".value: the cut card goes before the last ten cards";
    }
    void checkFlagsAWrongOpening()
    {
        QFETCH(QString, game);
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, problem);
        PlayOptions o;
        o.game = ::game(game);
        o.seed = 1;
        o.rounds = 1;
        std::string line;
        playRounds(o, [&](const JsonValue &record) { line = record.dump(); });
        QVERIFY(checkPlayRecord(parseJson(line)).empty());
        const std::string f = from.toStdString();   // bytes: "§" is two in UTF-8
        const auto at = line.find(f);
        QVERIFY2(at != std::string::npos, line.c_str());
        line.replace(at, f.size(), to.toStdString());
        const auto problems = checkPlayRecord(parseJson(line));
        QVERIFY(!problems.empty());
        QVERIFY2(std::any_of(problems.begin(), problems.end(),
                             [&](const std::string &p) { return QString::fromStdString(p).contains(problem); }),
                 problems.front().c_str());
    }

    void refusals_data()
    {
        QTest::addColumn<QString>("step");     // the wrong step
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("reason");
        QTest::addColumn<QString>("source");
        // First card 7: seven cards burned, itself included (art. 15 §9), not eight.
        QTest::newRow("burn counts the first card itself") << "burn" << "8" << "burn-wrong" << "art. 15 §9";
        QTest::newRow("no card before the bets (deal during the burn)") << "deal" << "" << "not-now" << "art. 15 §9";
    }
    void refusals()
    {
        QFETCH(QString, step);
        QFETCH(QString, value);
        QFETCH(QString, reason);
        QFETCH(QString, source);
        BaccaratRound round(BaccaratProfile::of(Game::PuntoBanco), 1);
        round.loadStackedShoe(cards({"7S", "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "KH"}));
        const auto r = round.apply({step.toStdString(), {}, value.toStdString()});
        QVERIFY(r);
        QCOMPARE(QString::fromStdString(r->reason), reason);
        QCOMPARE(QString::fromStdString(r->source), source);
        QCOMPARE(QString::fromStdString(round.expected().action), QStringLiteral("burn"));
    }

    // art. 15 §14: losing bets are collected first, then the winners paid, the
    // commission taken from a winning Banco bet before it is paid.
    void settlementOrder()
    {
        BaccaratRound round(BaccaratProfile::of(Game::PuntoBanco), 1);
        // Burn 1 (A); Punto 2+3 = 5 draws K = 5; Banco 9+K = 9 natural? No: 9+K is 9, a natural: no draw.
        QStringList shoe{"AS", "2H", "9D", "3C", "KC"};
        for (int i = 0; i < 20; ++i)
            shoe << "5S";
        round.loadStackedShoe(cards(shoe));
        round.setScriptedBets({{1, BaccaratBet::Player, Money::fromInteger(10)},
                               {2, BaccaratBet::Banker, Money::fromInteger(15)}});
        run(round, [](const DealerStep &s) { return s.action == "collect" || s.action == "commission"; });
        // Paying seat 2 before seat 1's losing Punto bet is collected: refused.
        auto r = round.apply({"pay", "1", "14.25"});
        QVERIFY(r);
        QCOMPARE(QString::fromStdString(r->reason), QStringLiteral("collect-first"));
        QVERIFY(!round.apply({"collect", "0"}));
        // The commission before the payment (§14 β): 5 % of 15 = 0.75, rounded down to the 0.5 chip: 0.5.
        r = round.apply({"pay", "1", "14.5"});
        QVERIFY(r);
        QCOMPARE(QString::fromStdString(r->reason), QStringLiteral("commission-first"));
        r = round.apply({"commission", "1", "0.75"});
        QVERIFY(r);
        QCOMPARE(QString::fromStdString(r->reason), QStringLiteral("commission-wrong"));
        QVERIFY(!round.apply({"commission", "1", "0.5"}));
        QVERIFY(!round.apply({"pay", "1", "14.5"}));
        QCOMPARE(QString::fromStdString(round.box().toString()), QStringLiteral("0.5"));
    }

    void profileLimits_data()
    {
        QTest::addColumn<QString>("minimum");
        QTest::addColumn<QString>("maximum");
        QTest::addColumn<QString>("error");    // the field refused, "" for none
        QTest::addColumn<QString>("tieMaximum");
        // §19: 100× to 400× the minimum; Egalité one eighth, rounded down to the 0.5 chip.
        QTest::newRow("100 times the minimum") << "5" << "500" << "" << "62.5";
        QTest::newRow("400 times the minimum") << "5" << "2000" << "" << "250";
        QTest::newRow("below 100 times") << "5" << "495" << "maximum" << "";
        QTest::newRow("above 400 times") << "5" << "2005" << "maximum" << "";
        QTest::newRow("one eighth rounded down to the chip") << "10" << "1010" << "" << "126";
    }
    void profileLimits()
    {
        QFETCH(QString, minimum);
        QFETCH(QString, maximum);
        QFETCH(QString, error);
        QFETCH(QString, tieMaximum);
        BaccaratProfile p = BaccaratProfile::of(Game::PuntoBanco);
        p.limits = {Money::parseCanonical(minimum.toStdString()), Money::parseCanonical(maximum.toStdString())};
        try {
            p.validate();
            QVERIFY(error.isEmpty());
            QCOMPARE(QString::fromStdString(p.tieMaximum().toString()), tieMaximum);
        } catch (const InputError &e) {
            QCOMPARE(QString::fromStdString(e.field()), error);
        }
    }
};

QTEST_GUILESS_MAIN(TestBaccaratRound)
#include "tst_baccaratround.moc"
