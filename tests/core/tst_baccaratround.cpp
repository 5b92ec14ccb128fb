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

/// @p step is refused with @p reason, @p args and @p source, and the round is unchanged.
void expectRefusal(BaccaratRound &round, const DealerStep &step, const QString &reason, const QStringList &args,
                   const QString &source)
{
    const DealerStep before = round.expected();
    const auto r = round.apply(step);
    QVERIFY(r);
    QCOMPARE(QString::fromStdString(r->reason), reason);
    QStringList got;
    for (const auto &a : r->args)
        got << QString::fromStdString(a);
    QCOMPARE(got, args);
    QCOMPARE(QString::fromStdString(r->source), source);
    QCOMPARE(round.expected(), before);
}

/// Performs the opening steps @p steps ("action|target|value|source"), each the one expected;
/// then the burn is due (art. 15 §9).
void performOpening(BaccaratRound &round, const QStringList &steps)
{
    for (const QString &line : steps) {
        const QStringList f = line.split('|');
        const DealerStep want{f[0].toStdString(), f[1].toStdString(), f[2].toStdString(), f[3].toStdString()};
        QVERIFY(round.opening());
        QCOMPARE(round.expected(), want);
        QVERIFY(!round.apply({want.action, want.target, want.value, {}}));
    }
    QVERIFY(!round.opening());
    QCOMPARE(QString::fromStdString(round.expected().action), QStringLiteral("burn"));
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

    // The opening of the table's first shoe (art. 15 §6–8), then the burn (§9). Worked from
    // the paragraphs: §6 the cards are counted (§1: 6 to 8 decks of 52: 6 × 52 = 312,
    // 8 × 52 = 416) and shuffled; §7 the first seated player on the dealer's right cuts:
    // seat 1 (the seats count from the dealer's right, §9); §8 the cut card with exactly
    // seven cards behind it; deux tableaux §2: before the last ten; §20 δ(2): no cut card in
    // the machine. Art. 15 numbers its parts apart (the first part's §6 is chemin de fer's
    // minimum stake): chemin de fer and deux tableaux open as the Punto Banco part's §6–8
    // say, by analogy, and their sources say so.
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
        const QString analogy = ", applied by analogy";
        QTest::newRow("chemin de fer: the same opening, Punto Banco §6–8 by analogy")
            << "chemin-de-fer" << 6 << false
            << QStringList{"count||312|art. 15 Punto Banco §6" + analogy, "shuffle|||art. 15 Punto Banco §6" + analogy,
                           "cut|1||art. 15 Punto Banco §7" + analogy, "cut-card||7|art. 15 Punto Banco §8" + analogy};
        QTest::newRow("deux tableaux: the cut card before the last ten")
            << "deux-tableaux" << 7 << false
            << QStringList{"count||364|art. 15 §2 (deux tableaux); Punto Banco §6" + analogy,
                           "shuffle|||art. 15 Punto Banco §6" + analogy, "cut|1||art. 15 Punto Banco §7" + analogy,
                           "cut-card||10|art. 15 §2 (deux tableaux)"};
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
        performOpening(round, steps);
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

    // A later shoe (art. 15 §16: after the last coup the croupier "επαναλαμβάνει εξ' αρχής
    // την διαδικασία ανακατέματος των τραπουλόχαρτων της παραγράφου 6"): the shuffle, not
    // the count, which §6 makes obligatory "κατά το άνοιγμα και το κλείσιμο του τραπεζιού"
    // only. Chemin de fer by analogy (its part keeps its decks: "μπορούν να
    // χρησιμοποιούνται επανειλημμένως", §2). Deux tableaux takes new cards for every shoe
    // (its §2: "υποχρεωτικά νέα τραπουλόχαρτα σε κάθε παρτίδα (SEQUENCE)"): they are
    // counted at every shoe. A whole seeded shoe is played to its "new-shoe" (§16).
    void laterShoeOpening_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QStringList>("steps");   // action|target|value|source, then the burn
        const QString analogy = ", applied by analogy";
        QTest::newRow("punto banco, shoe 2: no count, the shuffle first (§6, §16)")
            << "punto-banco"
            << QStringList{"shuffle|||art. 15 §6", "cut|1||art. 15 §7", "cut-card||7|art. 15 §8"};
        QTest::newRow("chemin de fer, shoe 2: no count (§6, §16 by analogy)")
            << "chemin-de-fer"
            << QStringList{"shuffle|||art. 15 Punto Banco §6" + analogy, "cut|1||art. 15 Punto Banco §7" + analogy,
                           "cut-card||7|art. 15 Punto Banco §8" + analogy};
        QTest::newRow("deux tableaux, shoe 2: the new cards counted (§2)")
            << "deux-tableaux"
            << QStringList{"count||312|art. 15 §2 (deux tableaux); Punto Banco §6" + analogy,
                           "shuffle|||art. 15 Punto Banco §6" + analogy, "cut|1||art. 15 Punto Banco §7" + analogy,
                           "cut-card||10|art. 15 §2 (deux tableaux)"};
    }
    void laterShoeOpening()
    {
        QFETCH(QString, game);
        QFETCH(QStringList, steps);
        BaccaratRound round(BaccaratProfile::of(::game(game)), 3);
        run(round, [](const DealerStep &s) { return s.action == "new-shoe"; });
        QCOMPARE(round.shoeNumber(), 1);
        QVERIFY(!round.apply(round.expected()));
        QCOMPARE(round.shoeNumber(), 2);
        if (steps.front().startsWith("shuffle")) {
            // A count here is out of turn: refused with the paragraph of the step due, the shuffle's.
            expectRefusal(round, {"count", {}, "312", {}}, "opening-order", {"count", "shuffle"},
                          steps.front().section('|', 3));
        }
        performOpening(round, steps);
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
        expectRefusal(round, {action.toStdString(), target.toStdString(), value.toStdString(), {}}, reason, args, source);
    }

    // check-play requires the opening in the record of a shoe's first coup and checks its
    // values (art. 15 §6–8; deux tableaux §2): a tampered first line of the shoe is flagged,
    // naming the field. At shoe 2 (worked as in laterShoeOpening_data: §6, §16; deux
    // tableaux §2) a count added before the shuffle is flagged at Punto Banco and chemin de
    // fer, naming the paragraphs; at deux tableaux the count is due and its removal flagged.
    void checkFlagsAWrongOpening_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("shoe");
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("problem");
        QTest::newRow("no count") << "punto-banco" << 1 << "\"action\": \"count\"" << "\"action\": \"deal\""
                                  << "steps: no \"count\" step";
        QTest::newRow("300 cards counted") << "punto-banco" << 1 << "\"value\": \"312\"" << "\"value\": \"300\""
                                           << ".value: \"300\" is not the cards of 6 to 8 whole decks";
        QTest::newRow("cut by seat 2") << "punto-banco" << 1 << "\"action\": \"cut\", \"target\": \"1\""
                                       << "\"action\": \"cut\", \"target\": \"2\"" << ".target: the first seated player";
        QTest::newRow("no cut card") << "punto-banco" << 1 << "\"action\": \"cut-card\"" << "\"action\": \"deal\""
                                     << "steps: no \"cut-card\" step";
        QTest::newRow("the cut card 8 from the end") << "chemin-de-fer" << 1 << "\"value\": \"7\", \"source\": \"art. 15 Punto"
                                                     << "\"value\": \"8\", \"source\": \"art. 15 Punto"
                                                     << ".value: exactly seven cards lie behind the cut card (art. 15 "
                                                        "Punto Banco §8, applied by analogy)";
        QTest::newRow("chemin de fer: no count at the opening") << "chemin-de-fer" << 1 << "\"action\": \"count\""
                                                                << "\"action\": \"deal\""
                                                                << "steps: no \"count\" step in the shoe's opening, before "
                                                                   "the burn (art. 15 Punto Banco §6, applied by analogy)";
        QTest::newRow("deux tableaux: 7 from the end") << "deux-tableaux" << 1 << "\"value\": \"10\", \"source\": \"art. 15 §2"
                                                       << "\"value\": \"7\", \"source\": \"art. 15 §2"
                                                       << ".value: the cut card goes before the last ten cards";
        const QString shuffle = "{\"action\": \"shuffle\"";
        const QString count = "{\"action\": \"count\", \"target\": null, \"amount\": null, \"value\": \"312\", "
                              "\"source\": \"art. 15 §6\"}, ";
        QTest::newRow("punto banco, shoe 2: a count is not due") << "punto-banco" << 2 << shuffle << count + shuffle
            << ": shoe 2 is not the table's first: the cards are counted at its opening and closing, and a new "
               "shoe starts with the shuffle (art. 15 §6, §16)";
        QTest::newRow("chemin de fer, shoe 2: a count is not due") << "chemin-de-fer" << 2 << shuffle << count + shuffle
            << "(art. 15 Punto Banco §6, §16, applied by analogy)";
        QTest::newRow("deux tableaux, shoe 2: the new cards' count is due") << "deux-tableaux" << 2
            << "\"action\": \"count\"" << "\"action\": \"deal\""
            << "steps: no \"count\" step in the shoe's opening, before the burn (art. 15 §2 (deux tableaux); "
               "Punto Banco §6, applied by analogy)";
    }
    void checkFlagsAWrongOpening()
    {
        QFETCH(QString, game);
        QFETCH(int, shoe);
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, problem);
        PlayOptions o;
        o.game = ::game(game);
        o.seed = 1;
        o.rounds = shoe == 1 ? 1 : 200;
        std::string line;   // the shoe's first coup
        playRounds(o, [&](const JsonValue &record) {
            if (line.empty() && record.find("shoe")->text() == std::to_string(shoe))
                line = record.dump();
        });
        QVERIFY(!line.empty());
        const auto asWritten = checkPlayRecord(parseJson(line));
        QVERIFY2(asWritten.empty(), asWritten.empty() ? "" : asWritten.front().c_str());
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

    // The seats a table has and the handover its dealer makes, as the app draws and keys
    // them: §18 names MINI (7 seats) and MIDI (9); the big table's 12 and chemin de fer's and
    // deux tableaux's 9 are house settings. The sabot passes at Punto Banco (§9, §15), the
    // bank at chemin de fer (RULINGS' convention); deux tableaux's bank is the house's.
    void seatsAndHandover_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("table");
        QTest::addColumn<int>("seats");
        QTest::addColumn<QString>("handover");
        QTest::newRow("Punto Banco, mini (§18 β)") << "punto-banco" << "mini" << 7 << "pass-sabot";
        QTest::newRow("No Commission, midi (§18 β)") << "punto-banco-no-commission" << "midi" << 9 << "pass-sabot";
        QTest::newRow("Super Six, big table (§18 α)") << "punto-banco-super-six" << "big" << 12 << "pass-sabot";
        QTest::newRow("chemin de fer (RULINGS)") << "chemin-de-fer" << "mini" << 9 << "pass-bank";
        QTest::newRow("deux tableaux: no handover") << "deux-tableaux" << "mini" << 9 << "";
    }
    void seatsAndHandover()
    {
        QFETCH(QString, game);
        QFETCH(QString, table);
        QFETCH(int, seats);
        QFETCH(QString, handover);
        BaccaratProfile p = BaccaratProfile::of(::game(game));
        p.table = *tableFromName(table.toStdString());
        BaccaratRound round(p, 3);
        QCOMPARE(round.seats(), seats);
        QCOMPARE(QString::fromStdString(std::string(round.handoverAction())), handover);
    }

    // High rollers (PunterStakes::HighRollers, a house scenario for a crowded layout): every
    // seat stakes Punto and Banco (a player and one betting behind him), each within the
    // table maximum (§19: 500) and no more than 37.50 under it.
    void highRollersFillEverySeat_data()
    {
        QTest::addColumn<QString>("table");
        QTest::addColumn<int>("seats");
        QTest::newRow("mini, 7 seats") << "mini" << 7;
        QTest::newRow("big table, 12 seats") << "big" << 12;
    }
    void highRollersFillEverySeat()
    {
        QFETCH(QString, table);
        QFETCH(int, seats);
        BaccaratProfile p = BaccaratProfile::of(Game::PuntoBanco);
        p.table = *tableFromName(table.toStdString());
        BaccaratRound round(p, 11);
        round.setPunterStakes(PunterStakes::HighRollers);
        run(round, [&](const DealerStep &) { return round.phase() == BaccaratRound::Phase::Bets; });
        QCOMPARE(int(round.bets().size()), 2 * seats);
        for (int seat = 1; seat <= seats; ++seat) {
            const BaccaratRound::Bet &a = round.bets()[std::size_t(2 * seat - 2)];
            const BaccaratRound::Bet &b = round.bets()[std::size_t(2 * seat - 1)];
            QCOMPARE(a.seat, seat);
            QCOMPARE(b.seat, seat);
            QVERIFY((a.bet == BaccaratBet::Player && b.bet == BaccaratBet::Banker)
                    || (a.bet == BaccaratBet::Banker && b.bet == BaccaratBet::Player));
        }
        for (int row = 0; row < int(round.bets().size()); ++row) {
            const BaccaratRound::Bet &bet = round.bets()[std::size_t(row)];
            const auto maximum = round.maximumOf(row);
            QVERIFY(maximum);
            QVERIFY2(bet.stake <= maximum->first && maximum->first - bet.stake <= Money::parseCanonical("37.5"),
                     bet.stake.toString().c_str());
        }
    }

    // Who holds the sabot (art. 15 §9, §15, §18). Cards after a burn of one (the ace):
    // Punto, Banco, Punto, Banco; then twenty 5s, so the cut card (seven from the end)
    // is far off and the coup is not the shoe's last (§16).
    void sabot_data()
    {
        QTest::addColumn<QString>("table");
        QTest::addColumn<QStringList>("deal");
        QTest::addColumn<QString>("holder");   // the record's sabot ("" none)
        QTest::addColumn<QString>("passTo");   // pass-sabot once the coup is settled ("" none)
        // §9: after the burn the croupier hands the sabot to seat 1. Punto 4+4 = 8 against
        // Banco 2+3 = 5: both stand (§12: a natural, no third card), Punto wins; §15: the
        // croupier takes the sabot from seat 1 and gives it to seat 2.
        QTest::newRow("big table: Punto wins, the sabot passes from seat 1 to seat 2 (§15)")
            << "big" << QStringList{"4H", "2H", "4D", "3H"} << "1" << "2";
        // Punto 2+4 = 6, Banco 4+5 = 9 natural: Banco wins; §15: seat 1 keeps the sabot.
        QTest::newRow("big table: Banco wins, the sabot stays with seat 1 (§15)")
            << "big" << QStringList{"2H", "4H", "4D", "5D"} << "1" << "";
        // Punto 4+4 = 8, Banco 5+3 = 8: Egalité; §15 passes it only on a Punto win: it stays.
        QTest::newRow("big table: Egalité, the sabot stays (§15, product reading)")
            << "big" << QStringList{"4H", "5H", "4D", "3D"} << "1" << "";
        // §18 β: at the MINI (7 seats) and MIDI (9 seats) tables the croupier deals: no handover.
        QTest::newRow("mini table: Punto wins, the croupier keeps the sabot (§18 β)")
            << "mini" << QStringList{"4H", "2H", "4D", "3H"} << "" << "";
        QTest::newRow("midi table: Punto wins, the croupier keeps the sabot (§18 β)")
            << "midi" << QStringList{"4H", "2H", "4D", "3H"} << "" << "";
    }
    // During a coup (Banco's win not yet known) a handover is not "the sabot stays" (§15):
    // it is simply not the step now, refused with the paragraph of the step due.
    void sabotIsNotPassedDuringACoup()
    {
        BaccaratProfile p = BaccaratProfile::of(Game::PuntoBanco);
        p.table = BaccaratTable::Big;
        BaccaratRound round(p, 1);
        QStringList shoe{"AS", "2H", "4H", "4D", "5D"};
        for (int i = 0; i < 20; ++i)
            shoe << "5S";
        round.loadStackedShoe(cards(shoe));
        round.setScriptedBets({{3, BaccaratBet::Player, Money::fromInteger(10)}});
        run(round, [&round](const DealerStep &) { return round.phase() == BaccaratRound::Phase::Coup; });
        const DealerStep due = round.expected();
        const auto r = round.apply({"pass-sabot", "2", {}, {}});
        QVERIFY(r);
        QCOMPARE(QString::fromStdString(r->reason), QStringLiteral("not-now"));
        QCOMPARE(r->source, due.source);
    }

    void sabot()
    {
        QFETCH(QString, table);
        QFETCH(QStringList, deal);
        QFETCH(QString, holder);
        QFETCH(QString, passTo);
        BaccaratProfile p = BaccaratProfile::of(Game::PuntoBanco);
        p.table = *tableFromName(table.toStdString());
        BaccaratRound round(p, 1);
        QStringList shoe = QStringList{"AS"} + deal;
        for (int i = 0; i < 20; ++i)
            shoe << "5S";
        round.loadStackedShoe(cards(shoe));
        round.setScriptedBets({{3, BaccaratBet::Player, Money::fromInteger(10)}});
        run(round, [&round](const DealerStep &) { return round.coupNumber() == 1 && round.phase() == BaccaratRound::Phase::Bets; });
        const auto coup = round.takeFinishedCoup();
        QVERIFY(coup);
        QCOMPARE(coup->sabot ? QString::number(*coup->sabot) : QString(), holder);
        // The steps: burn, (pass-sabot to seat 1, §9), deal, ... winner, settlement, (pass-sabot, §15).
        QStringList passes, calls;
        for (const DealerStep &s : coup->steps) {
            if (s.action == "pass-sabot")
                passes << QString::fromStdString(s.target + "|" + s.source);
            if (s.action == "draw" || s.action == "stand") {
                calls << QString::fromStdString(s.value);
                // §18 α(2): the holder is told; the call's own paragraph stays first.
                QCOMPARE(QString::fromStdString(s.source).endsWith(QStringLiteral("; §18 α(2)")), !holder.isEmpty());
            }
        }
        QStringList wantPasses;
        if (!holder.isEmpty())
            wantPasses << QStringLiteral("1|art. 15 §9");
        if (!passTo.isEmpty())
            wantPasses << passTo + QStringLiteral("|art. 15 §15; §18 α(6)");
        QCOMPARE(passes, wantPasses);
        QCOMPARE(calls, (QStringList{holder, holder}));   // Punto's and Banco's calls name the holder
        QCOMPARE(coup->steps.back().action == "pass-sabot", !passTo.isEmpty());   // the coup's last step (§18 α(5)–(6))
        // The next coup: the new holder draws; the sabot is not handed again before the deal.
        QCOMPARE(round.sabotHolder() ? QString::number(*round.sabotHolder()) : QString(),
                 passTo.isEmpty() ? holder : passTo);
        QCOMPARE(QString::fromStdString(round.expected().action), QStringLiteral("deal"));
    }

    // A wrong handover is refused with its paragraph and changes nothing. "stop" runs the
    // expected steps until that step is due in that coup (coups finished before it).
    void sabotRefusals_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("table");
        QTest::addColumn<QStringList>("deal");
        QTest::addColumn<QString>("stop");
        QTest::addColumn<int>("coups");
        QTest::addColumn<QString>("action");
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("reason");
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("source");
        const QStringList puntoWins{"4H", "2H", "4D", "3H"};   // 8 against 5
        const QStringList bancoWins{"2H", "4H", "4D", "5D"};   // 6 against 9
        QTest::newRow("after the burn the sabot goes to seat 1, not seat 3 (§9)")
            << "punto-banco" << "big" << puntoWins << "pass-sabot" << 0 << "pass-sabot" << "3" << "" << "sabot-seat"
            << QStringList{"3", "1", ""} << "art. 15 §9";
        QTest::newRow("no deal before the sabot is handed (§9)")
            << "punto-banco" << "big" << puntoWins << "pass-sabot" << 0 << "deal" << "" << "" << "sabot-pending"
            << QStringList{"1"} << "art. 15 §9";
        QTest::newRow("after Punto's win seat 1 passes to seat 2, not seat 3 (§15)")
            << "punto-banco" << "big" << puntoWins << "pass-sabot" << 1 << "pass-sabot" << "3" << "" << "sabot-seat"
            << QStringList{"3", "2", "1"} << "art. 15 §15; §18 α(6)";
        QTest::newRow("after Banco's win the sabot stays with seat 1 (§15)")
            << "punto-banco" << "big" << bancoWins << "deal" << 1 << "pass-sabot" << "2" << "" << "sabot-stays"
            << QStringList{"1"} << "art. 15 §15";
        QTest::newRow("the croupier tells the holder, seat 1, not seat 4 (§18 α(2))")
            << "punto-banco" << "big" << puntoWins << "stand" << 1 << "stand" << "player" << "4" << "sabot-holder"
            << QStringList{"4", "1"} << "art. 15 §18 α(2)";
        QTest::newRow("mini table: no player holds the sabot (§18 β)")
            << "punto-banco" << "mini" << puntoWins << "deal" << 0 << "pass-sabot" << "1" << "" << "sabot-croupier"
            << QStringList{"mini"} << "art. 15 §18 β";
    }
    void sabotRefusals()
    {
        QFETCH(QString, game);
        QFETCH(QString, table);
        QFETCH(QStringList, deal);
        QFETCH(QString, stop);
        QFETCH(int, coups);
        QFETCH(QString, action);
        QFETCH(QString, target);
        QFETCH(QString, value);
        QFETCH(QString, reason);
        QFETCH(QStringList, args);
        QFETCH(QString, source);
        BaccaratProfile p = BaccaratProfile::of(::game(game));
        p.table = *tableFromName(table.toStdString());
        BaccaratRound round(p, 1);
        QStringList shoe = QStringList{"AS"} + deal;
        for (int i = 0; i < 20; ++i)
            shoe << "5S";
        round.loadStackedShoe(cards(shoe));
        round.setScriptedBets({{3, BaccaratBet::Player, Money::fromInteger(10)}});
        // The stop step, due once the round has dealt that many coups.
        run(round, [&](const DealerStep &s) { return s.action == stop.toStdString() && round.coupNumber() >= coups; });
        expectRefusal(round, {action.toStdString(), target.toStdString(), value.toStdString(), {}}, reason, args, source);
    }

    // Chemin de fer (RULINGS, "Chemin de fer", a convention): the banker who loses the coup
    // passes the bank to the player on his right; a banker who wins keeps it.
    void bankPasses()
    {
        BaccaratRound round(BaccaratProfile::of(Game::CheminDeFer), 1);
        // Punto 4+4 = 8 against the bank's 2+3 = 5: the punter wins, the banker lost.
        QStringList shoe{"AS", "4H", "2H", "4D", "3H"};
        for (int i = 0; i < 20; ++i)
            shoe << "5S";
        round.loadStackedShoe(cards(shoe));
        round.setScriptedBank(Money::fromInteger(100));
        const int banker = round.bankerSeat();
        const int other = banker == 2 ? 3 : 2;
        round.setScriptedBets({{other, BaccaratBet::Player, Money::fromInteger(10)}});
        run(round, [](const DealerStep &s) { return s.action == "pass-bank"; });
        // Seats 1 to 9 from the croupier's right: the next on the banker's right is banker + 1 (after 9, 1).
        const std::string next = std::to_string(banker == 9 ? 1 : banker + 1);
        QCOMPARE(round.expected(), (DealerStep{"pass-bank", next, {}, "RULINGS, chemin de fer (convention)"}));
        const std::string wrong = std::to_string(banker == 9 ? 2 : banker == 8 ? 1 : banker + 2);
        auto r = round.apply({"pass-bank", wrong, {}, {}});
        QVERIFY(r);
        QCOMPARE(QString::fromStdString(r->reason), QStringLiteral("bank-seat"));
        QCOMPARE(QString::fromStdString(r->source), QStringLiteral("RULINGS, chemin de fer (convention)"));
        r = round.apply({"deal", {}, {}, {}});
        QVERIFY(r);
        QCOMPARE(QString::fromStdString(r->reason), QStringLiteral("bank-pending"));
        QVERIFY(!round.apply({"pass-bank", next, {}, {}}));
        QCOMPARE(round.bankerSeat(), std::stoi(next));
        // The second coup: the 5s, Punto 5+5 = 0 and the bank 5+5 = 0 draw (§8), 5 each: a tie, the bank stays.
        run(round, [&round](const DealerStep &) { return round.coupNumber() == 2 && round.phase() == BaccaratRound::Phase::Bets; });
        QCOMPARE(round.bankerSeat(), std::stoi(next));
        r = round.apply({"pass-bank", std::to_string(std::stoi(next) % 9 + 1), {}, {}});
        QVERIFY(r);
        QCOMPARE(QString::fromStdString(r->reason), QStringLiteral("bank-stays"));
    }

    // Chemin de fer (RULINGS, the same convention): a banker who wins may give the bank up; the
    // bank then passes to the player on his right as after a loss, once the coup is settled
    // (the cagnotte taken first, §7), and the new banker puts up a bank of his own.
    void bankGivenUp()
    {
        BaccaratRound round(BaccaratProfile::of(Game::CheminDeFer), 1);
        run(round, [&round](const DealerStep &) { return round.bankGivenUp(); });
        const int banker = round.bankerSeat();
        const std::string next = std::to_string(banker % 9 + 1);
        // The banker won: the cagnotte is still due, then the handover.
        run(round, [](const DealerStep &s) { return s.action == "pass-bank"; });
        QCOMPARE(round.expected(), (DealerStep{"pass-bank", next, {}, "RULINGS, chemin de fer (convention)"}));
        QVERIFY(round.bankGivenUp());
        auto r = round.apply({"deal", {}, {}, {}});
        QVERIFY(r);
        QCOMPARE(QString::fromStdString(r->reason), QStringLiteral("bank-pending"));
        QVERIFY(!round.apply({"pass-bank", next, {}, {}}));
        QCOMPARE(round.bankerSeat(), std::stoi(next));
        QVERIFY(!round.bankGivenUp());

        // A record's bank_given_up that is not true or false is malformed, naming the field.
        PlayOptions o;
        o.game = Game::CheminDeFer;
        o.seed = 1;
        o.rounds = 1;
        std::string line;
        playRounds(o, [&](const JsonValue &record) { line = record.dump(); });
        line.replace(line.rfind("\"last_coup\": "), 13, "\"bank_given_up\": \"yes\", \"last_coup\": ");
        try {
            checkPlayRecord(parseJson(line));
            QFAIL("bank_given_up \"yes\" was read");
        } catch (const InputError &e) {
            QCOMPARE(QString::fromStdString(e.field()), QStringLiteral("bank_given_up"));
        }
    }

    // check-play: big-table records carry table and sabot and pass (seed 1, with and without
    // incidents); a tampered record is flagged, naming the field and the paragraph.
    void checkSabotRecords_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("table");
        QTest::addColumn<QString>("kind");      // which record to tamper, and how
        QTest::addColumn<QString>("problem");
        QTest::newRow("no pass after Punto's win") << "punto-banco" << "big" << "drop-pass" << "no \"pass-sabot\" after Punto's win";
        QTest::newRow("the sabot passed two seats on") << "punto-banco" << "big" << "skip-seat" << ".target: after Punto's win the sabot goes to seat";
        QTest::newRow("a pass after Banco's win") << "punto-banco" << "big" << "pass-on-banco" << "after Banco's win the sabot stays";
        QTest::newRow("a call naming another seat") << "punto-banco" << "big" << "call-seat" << "(art. 15 §18 α(2))";
        QTest::newRow("a pass at the mini table") << "punto-banco" << "" << "pass-at-mini" << "the croupier deals; no player holds the sabot (art. 15 §18 β)";
        QTest::newRow("chemin de fer: no pass-bank after the banker lost") << "chemin-de-fer" << "" << "drop-bank" << "no \"pass-bank\"";
        QTest::newRow("chemin de fer: a pass-bank after the banker won") << "chemin-de-fer" << "" << "bank-on-win" << "did not lose the coup nor give the bank up: the bank stays";
        QTest::newRow("chemin de fer: no pass-bank after the bank was given up") << "chemin-de-fer" << "" << "drop-given-up" << "gave the bank up and the bank goes to seat";
        QTest::newRow("chemin de fer: a losing banker said to give up") << "chemin-de-fer" << "" << "given-up-on-loss" << "only a winning banker gives the bank up";
    }
    void checkSabotRecords()
    {
        QFETCH(QString, game);
        QFETCH(QString, table);
        QFETCH(QString, kind);
        QFETCH(QString, problem);
        for (const double incidents : {0.0, 0.3}) {
            PlayOptions o;
            o.game = ::game(game);
            o.seed = 1;
            o.rounds = 200;
            o.incidents = incidents;
            o.table = table.toStdString();
            std::vector<std::string> lines;
            playRounds(o, [&](const JsonValue &record) { lines.push_back(record.dump()); });
            for (const std::string &l : lines) {
                const auto problems = checkPlayRecord(parseJson(l));
                QVERIFY2(problems.empty(), (problems.empty() ? l : problems.front() + "\n" + l).c_str());
            }
            if (incidents > 0)
                continue;
            const auto has = [](const std::string &l, const std::string &s) { return l.find(s) != std::string::npos; };
            const std::string bankPass = "\"action\": \"pass-bank\"";
            const std::string sabotPass = "\"action\": \"pass-sabot\", \"target\": \"";
            const std::string punto = "\"action\": \"winner\", \"target\": \"player\", \"amount\": null, \"value\": \"";
            std::string line;
            for (const std::string &l : lines) {
                const bool puntoWon = has(l, punto + "player\"");
                const bool bancoWon = has(l, punto + "banker\"");
                const bool mid = !has(l, "\"action\": \"burn\"") && has(l, "\"last_coup\": false");
                if (((kind == "drop-pass" || kind == "skip-seat") && puntoWon && mid && has(l, "§18 α(6)"))
                    || (kind == "pass-on-banco" && bancoWon && mid && has(l, "\"action\": \"collect\""))
                    || (kind == "bank-on-win" && bancoWon && mid && has(l, "\"action\": \"collect\"") && !has(l, "bank_given_up"))
                    || (kind == "drop-given-up" && has(l, "\"bank_given_up\": true"))
                    || (kind == "given-up-on-loss" && has(l, bankPass) && !has(l, "bank_given_up"))
                    || (kind == "call-seat" && has(l, "\"action\": \"stand\", \"target\": \"banker\""))
                    || (kind == "pass-at-mini" && has(l, "\"action\": \"deal\""))
                    || (kind == "drop-bank" && has(l, bankPass))) {
                    line = l;
                    break;
                }
            }
            QVERIFY2(!line.empty(), kind.toLocal8Bit().constData());
            const auto replaceLast = [&line](const std::string &from, const std::string &to) {
                const auto at = line.rfind(from);
                QVERIFY(at != std::string::npos);
                line.replace(at, from.size(), to);
            };
            if (kind == "drop-pass")
                replaceLast("\"action\": \"pass-sabot\"", "\"action\": \"last-coup\"");
            else if (kind == "skip-seat") {
                // Seat S passes to S + 1; here to S + 2 (the target's digits, +1).
                const auto at = line.rfind(sabotPass) + sabotPass.size();
                const auto end = line.find('"', at);
                const int t = std::stoi(line.substr(at, end - at));
                line.replace(at, end - at, std::to_string(t % 12 + 1));
            } else if (kind == "pass-on-banco")
                replaceLast("\"action\": \"collect\"", "\"action\": \"pass-sabot\"");
            else if (kind == "bank-on-win")
                replaceLast("\"action\": \"collect\"", "\"action\": \"pass-bank\"");
            else if (kind == "call-seat")
                replaceLast("\"action\": \"stand\", \"target\": \"banker\", \"amount\": null, \"value\": \"",
                            "\"action\": \"stand\", \"target\": \"banker\", \"amount\": null, \"value\": \"1");
            else if (kind == "pass-at-mini")
                replaceLast("\"action\": \"deal\"", "\"action\": \"pass-sabot\"");
            else if (kind == "drop-bank" || kind == "drop-given-up")
                replaceLast(bankPass, "\"action\": \"last-coup\"");
            else if (kind == "given-up-on-loss")
                replaceLast("\"last_coup\": ", "\"bank_given_up\": true, \"last_coup\": ");
            const auto problems = checkPlayRecord(parseJson(line));
            QVERIFY2(std::any_of(problems.begin(), problems.end(),
                                 [&](const std::string &p) { return QString::fromStdString(p).contains(problem); }),
                     (problems.empty() ? line : problems.front()).c_str());
        }
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
