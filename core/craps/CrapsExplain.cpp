#include "CrapsExplain.h"

#include "InputError.h"
#include "bank/Question.h"
#include "craps/CrapsMaxima.h"
#include "craps/CrapsRules.h"
#include "craps/CrapsSettlement.h"

#include <string>

namespace croupier {

namespace {

Words say(const char *english, std::vector<Words> args = {})
{
    return Words::say("Explain", english, std::move(args));
}

/// The bet's rule: core's English text, the key of its translation in "CrapsRules".
Words ruleOf(CrapsBet bet) { return Words::say("CrapsRules", crapsRule(bet).english.data()); }

Words ratio(const Ratio &r) { return Words::literal(r.toString()); }

/// "6 (3-3)": a roll's total and its two dice.
Words rollWords(DiceRoll d)
{
    return Words::literal(
        std::to_string(d.total()) + " (" + std::to_string(d.first) + "-" + std::to_string(d.second) + ")");
}

std::optional<int> optionalNumber(const JsonValue &object, std::string_view key)
{
    const JsonValue *v = object.find(key);
    if (!v || v->isNull())
        return std::nullopt;
    return field::integer(object, key, 2, 12);
}

bool working(const JsonValue &object)
{
    return object.find("working") ? field::boolean(object, "working") : false;
}

DiceRoll dice(const JsonValue &scenario)
{
    const JsonValue &v = field::require(scenario, "dice");
    if (!v.isArray() || v.items().size() != 2)
        throw InputError("dice", "must be two dice");
    return DiceRoll::of(std::stoi(v.items()[0].text()), std::stoi(v.items()[1].text()));
}

Explanation roll(const JsonValue &s)
{
    const CrapsBet bet = parseCrapsBet(field::string(s, "bet"));
    const CrapsBetRule &rule = crapsRule(bet);
    const Money stake = field::money(s, "stake");
    const Money chip = field::money(s, "chip_unit");
    const CrapsBetState state {optionalNumber(s, "point"), optionalNumber(s, "bet_point"), working(s)};
    const DiceRoll d = dice(s);
    const CrapsDecision decision = decideCrapsBet(bet, state, d);
    const CrapsSettlement result = settleCrapsBet(bet, stake, chip, state, d);
    const Words label = Words::literal(std::string(rule.label));
    Explanation e;
    e.source = std::string(rule.source);
    switch (result.outcome) {
    case CrapsOutcome::Off:
        //: craps.roll. %1 the bet (PLACE 6 (RIGHT BET)), %2 the roll ("6 (3-3)"). The regulation: «Αδρανής
        //: (OFF) στη ρίψη COME OUT, εκτός αν ζητηθεί διαφορετικά από τον παίκτη».
        e.sentences.push_back(
            say(CROUPIER_TRANSLATE_NOOP("Explain",
                    "The puck is OFF: this is a come-out roll. %1 is off on the come-out unless the player "
                    "calls it working, so the %2 does nothing to it."),
                {label, rollWords(d)}));
        e.source = std::string(kOffOnComeOutSource);
        return e;
    case CrapsOutcome::Push:
        //: craps.roll: DON'T WIN or DON'T COME on its first roll. %1 the bet. The regulation: «φέρνει
        //: ισοπαλία».
        e.sentences.push_back(
            say(CROUPIER_TRANSLATE_NOOP("Explain",
                    "A 12 on the first roll of %1 is a push: nothing is paid and nothing is taken."),
                {label}));
        break;
    case CrapsOutcome::Win:
        //: craps.roll. %1 the bet, %2 the roll ("6 (3-3)"), %3 the ratio ("7:6"), %4 the stake, %5 the
        //: payout.
        e.sentences.push_back(say(
            CROUPIER_TRANSLATE_NOOP("Explain", "%1 wins on a %2 and pays %3: %4 pays %5."),
            {label, rollWords(d), ratio(decision.pays), Words::amount(stake), Words::amount(result.paid)}));
        if (Rational(result.exact) != result.paid.value())
            //: craps.roll: a payout off the chip unit. %1 the table's smallest chip. RULINGS: always rounded
            //: down.
            e.sentences.push_back(say(CROUPIER_TRANSLATE_NOOP("Explain",
                                          "The exact win is not a whole number of chips of %1: it is rounded "
                                          "down, in the player's favour."),
                {Words::amount(chip)}));
        break;
    case CrapsOutcome::Lose:
        if (rule.decider == CrapsDecider::Hardway && d.total() == rule.number)
            //: craps.roll: a hardway lost to its number made without doubles. %1 the bet, %2 the roll.
            e.sentences.push_back(say(CROUPIER_TRANSLATE_NOOP("Explain",
                                          "%1 loses: the %2 is made the easy way, not with doubles. The "
                                          "dealer collects the stake."),
                {label, rollWords(d)}));
        else
            //: craps.roll. %1 the bet, %2 the roll ("7 (3-4)").
            e.sentences.push_back(
                say(CROUPIER_TRANSLATE_NOOP("Explain", "%1 loses on a %2: the dealer collects the stake."),
                    {label, rollWords(d)}));
        break;
    case CrapsOutcome::Stay:
        if (result.movesTo && (bet == CrapsBet::Pass || bet == CrapsBet::DontPass))
            //: craps.roll: a come-out 4, 5, 6, 8, 9 or 10. %1 the total, %2 the bet. The puck: ON, on the
            //: point's box.
            e.sentences.push_back(
                say(CROUPIER_TRANSLATE_NOOP("Explain",
                        "A %1 on the come-out becomes the POINT: the puck goes ON the %1, and %2 stays "
                        "until the point or a 7 decides it."),
                    {Words::number(d.total()), label}));
        else if (result.movesTo && bet == CrapsBet::Come)
            //: craps.roll: COME's first roll. %1 the roll, %2 its number.
            e.sentences.push_back(say(CROUPIER_TRANSLATE_NOOP("Explain",
                                          "A %1 on the first roll of COME: the bet travels to the box of %2 "
                                          "and plays on that number."),
                {rollWords(d), Words::number(*result.movesTo)}));
        else if (result.movesTo)
            //: craps.roll: DON'T COME's first roll. %1 the roll, %2 its number. The regulation: «πίσω από το
            //: πλαίσιο».
            e.sentences.push_back(say(
                CROUPIER_TRANSLATE_NOOP("Explain",
                    "A %1 on the first roll of DON'T COME: the bet travels behind the box of %2 and plays "
                    "against that number."),
                {rollWords(d), Words::number(*result.movesTo)}));
        else
            //: craps.roll: a roll that does not decide the bet. %1 the roll, %2 the bet.
            e.sentences.push_back(
                say(CROUPIER_TRANSLATE_NOOP("Explain", "A %1 does not decide %2: it stays where it is."),
                    {rollWords(d), label}));
        break;
    }
    // The bet's rule, where the sentence above does not already say all of it.
    if (result.outcome == CrapsOutcome::Lose || (result.outcome == CrapsOutcome::Stay && !result.movesTo))
        e.sentences.push_back(ruleOf(bet));
    return e;
}

/// "#2 FIELD: 5": a seat's bet and its stake.
Words betWords(const CrapsLayoutBet &b)
{
    std::string name(crapsRule(b.bet).label);
    if (b.betPoint && (b.bet == CrapsBet::Come || b.bet == CrapsBet::DontCome))
        name += " " + std::to_string(*b.betPoint);
    return Words::list(
        {Words::literal("#" + std::to_string(b.seat) + " " + name + ": "), Words::amount(b.stake)}, "");
}

Explanation layout(const JsonValue &s)
{
    const std::optional<int> point = optionalNumber(s, "point");
    const Money chip = field::money(s, "chip_unit");
    const DiceRoll d = dice(s);
    std::vector<CrapsLayoutBet> bets;
    const JsonValue &list = field::require(s, "bets");
    for (const JsonValue &b : list.items()) {
        CrapsLayoutBet lb;
        lb.seat = field::integer(b, "seat", 1, 99);
        lb.bet = parseCrapsBet(field::string(b, "bet"));
        lb.stake = field::money(b, "stake");
        lb.betPoint = optionalNumber(b, "bet_point");
        lb.working = working(b);
        bets.push_back(lb);
    }
    const CrapsLayoutSettlement r = settleCrapsLayout(point, bets, chip, d);
    std::vector<Words> collected, paid, returned;
    for (const CrapsSettlementStep &step : r.steps) {
        using A = CrapsSettlementStep::Action;
        if (step.action == A::Collect)
            collected.push_back(betWords(step.bet));
        else if (step.action == A::Pay)
            paid.push_back(Words::list({betWords(step.bet), Words::amount(step.settlement.paid)}, " → "));
        else if (step.action == A::Return)
            returned.push_back(betWords(step.bet));
    }
    Explanation e;
    e.source = "art. 16 §10";
    //: craps.layout. %1 the roll ("7 (3-4)").
    e.sentences.push_back(say(CROUPIER_TRANSLATE_NOOP("Explain", "The dice show %1."), {rollWords(d)}));
    if (collected.empty())
        //: craps.layout: no bet lost.
        e.sentences.push_back(say(CROUPIER_TRANSLATE_NOOP("Explain", "No bet loses: nothing is collected.")));
    else
        //: craps.layout. %1 the total, %2 the losing bets ("#1 WIN: 10, #2 FIELD: 5"). Collected first (art.
        //: 16 §2).
        e.sentences.push_back(say(CROUPIER_TRANSLATE_NOOP("Explain", "Collected first, %1: %2."),
            {Words::amount(r.collected), Words::list(std::move(collected), ", ")}));
    if (paid.empty())
        //: craps.layout: no bet won.
        e.sentences.push_back(say(CROUPIER_TRANSLATE_NOOP("Explain", "No bet wins: nothing is paid.")));
    else
        //: craps.layout. %1 the total paid, %2 each winning bet with its payout ("#3 PLACE 6 (RIGHT BET): 12
        //: → 14").
        e.sentences.push_back(say(CROUPIER_TRANSLATE_NOOP("Explain", "Paid %1: %2."),
            {Words::amount(r.paid), Words::list(std::move(paid), ", ")}));
    if (!returned.empty())
        //: craps.layout: odds that were off go back when their come bet is decided. %1 the bets.
        e.sentences.push_back(
            say(CROUPIER_TRANSLATE_NOOP(
                    "Explain", "Odds that were off go back to the player, neither paid nor collected: %1."),
                {Words::list(std::move(returned), ", ")}));
    if (r.sevenOut)
        //: craps.layout. The regulation: the dice pass to the next player clockwise (art. 16 §7).
        e.sentences.push_back(say(CROUPIER_TRANSLATE_NOOP("Explain",
            "A 7 with the point on is a seven-out: the puck goes OFF and the dice pass to the next "
            "player.")));
    else if (r.pointAfter && r.pointAfter != point)
        //: craps.layout. %1 the new point.
        e.sentences.push_back(
            say(CROUPIER_TRANSLATE_NOOP("Explain", "The %1 becomes the POINT: the puck goes ON the %1."),
                {Words::number(*r.pointAfter)}));
    else if (r.pointAfter)
        //: craps.layout. %1 the point.
        e.sentences.push_back(
            say(CROUPIER_TRANSLATE_NOOP("Explain", "The POINT stays %1."), {Words::number(*r.pointAfter)}));
    else if (point)
        //: craps.layout. %1 the point just made.
        e.sentences.push_back(
            say(CROUPIER_TRANSLATE_NOOP("Explain", "The POINT %1 is made: the puck goes OFF."),
                {Words::number(*point)}));
    else
        //: craps.layout: a come-out 2, 3, 7, 11 or 12.
        e.sentences.push_back(
            say(CROUPIER_TRANSLATE_NOOP("Explain", "No point is set: the puck stays OFF.")));
    return e;
}

Explanation maximum(const JsonValue &s, const JsonValue &expected)
{
    const CrapsBet bet = parseCrapsBet(field::string(s, "bet"));
    const CrapsBetRule &rule = crapsRule(bet);
    const bool isOdds = flatBetOf(bet).has_value();
    const std::optional<int> point = isOdds ? optionalNumber(s, "point") : std::nullopt;
    const CrapsTableLimits limits {
        field::money(s, "table_min"), field::money(s, "table_max"), field::money(s, "chip_unit")};
    const CrapsMaximumRule maxRule = crapsMaximumRule(
        bet, point ? point : (rule.number ? std::optional<int>(rule.number) : std::nullopt));
    const Money answer = expected.find("maximum")
        ? field::money(expected, "maximum")
        : crapsMaximumBet(
            bet, limits, point, isOdds ? std::optional<Money>(field::money(s, "flat_bet")) : std::nullopt);
    const Words label = Words::literal(std::string(rule.label));
    const Words percent = Words::number(maxRule.share.pays() * 100 / maxRule.share.per());
    Words text;
    if (maxRule.basis == CrapsMaximumBasis::FlatBet) {
        const Money flat = field::money(s, "flat_bet");
        //: craps.maximum: odds. %1 the odds bet, %2 the share in percent, %3 the flat bet, %4 the point, %5
        //: the answer.
        text = say(
            CROUPIER_TRANSLATE_NOOP("Explain",
                "%1 is measured on the flat bet it stands behind: %2% of %3 on the point %4, so at most %5."),
            {label, percent, Words::amount(flat), Words::number(point.value_or(0)), Words::amount(answer)});
    } else if (rule.multiple) {
        // art. 16 §3, second paragraph: the win up to three times the simple chances' largest win.
        const Ratio pays = rule.decider == CrapsDecider::OneRoll ? rule.paysOn(bet == CrapsBet::AnySeven ? 7
                                   : bet == CrapsBet::Yo11                                               ? 11
                                   : bet == CrapsBet::Craps3                                             ? 3
                                   : bet == CrapsBet::Craps12                                            ? 12
                                                                                                         : 2)
                                                                 : rule.paysOn(rule.number);
        //: craps.maximum: a multiple chance. %1 the bet, %2 the table maximum, %3 its ratio ("7:1"), %4 the
        //: answer. The regulation: «πολλαπλές τύχες», the win at most three times that of the simple chances.
        text = say(
            CROUPIER_TRANSLATE_NOOP("Explain",
                "%1 is a multiple chance: its win may be at most three times the largest win of a simple "
                "chance (the table maximum %2), so the stake is at most 3 × %2 divided by its pay %3, "
                "rounded down to the chip: %4."),
            {label, Words::amount(limits.maximum), ratio(pays), Words::amount(answer)});
    } else if (maxRule.share == Ratio {1, 1}) {
        //: craps.maximum. %1 the bet, %2 the table maximum.
        text = say(CROUPIER_TRANSLATE_NOOP("Explain", "%1 takes at most the table maximum: %2."),
            {label, Words::amount(answer)});
    } else {
        //: craps.maximum: place bets. %1 the bet, %2 the share in percent, %3 the table maximum, %4 the
        //: answer.
        text = say(CROUPIER_TRANSLATE_NOOP("Explain",
                       "%1 takes at most %2% of the table maximum %3, rounded down to the chip: %4."),
            {label, percent, Words::amount(limits.maximum), Words::amount(answer)});
    }
    return {{text}, std::string(maxRule.source)};
}

/// craps.incident: the step the round expected, in words, with its paragraph.
Explanation incident(const JsonValue &s, const DealerStep &step)
{
    const std::string situation = field::string(s, "situation");
    auto betLabel = [&](std::string_view key) {
        return Words::literal(std::string(crapsRule(parseCrapsBet(field::string(s, key), key)).label));
    };
    const std::string &a = step.action;
    Words text;
    if (a == "no-roll") {
        text = field::string(s, "cause") == "off-table"
            //: craps.incident: a voided throw (art. 16 §8, «Ρίψη άκυρη» / No Roll).
            ? say(CROUPIER_TRANSLATE_NOOP("Explain",
                  "A die that leaves the table makes the throw irregular: the stickman calls No Roll. The throw "
                  "decides nothing: no bet is settled and the puck stays where it is."))
            //: craps.incident: a voided throw (art. 16 §8): a die on its edge, against the chips or the rack.
            : say(CROUPIER_TRANSLATE_NOOP("Explain",
                  "Dice that stop against the chip bank or a player's rack, or on an edge, are no valid throw: "
                  "the stickman calls No Roll. The throw decides nothing: no bet is settled and the puck stays "
                  "where it is."));
    } else if (a == "offer-dice") {
        //: craps.incident: after No Roll for a die off the table (art. 16 §8: two of five dice).
        text = say(CROUPIER_TRANSLATE_NOOP("Explain",
            "The die that left the table is changed: the stickman offers the shooter five dice, he takes two and "
            "the other three go back to the bowl."));
    } else if (a == "refuse-bet") {
        //: craps.incident: %1 the bet a player tries while the dice are offered (art. 16 §8).
        text = say(CROUPIER_TRANSLATE_NOOP("Explain",
                       "While the stickman offers the dice to the shooter no bet may be placed: the chips on %1 "
                       "are refused."),
            {betLabel("bet_tried")});
    } else if (a == "roll" && situation == "no-roll-called") {
        //: craps.incident: No Roll for a cocked die; both dice are still on the table.
        text = say(CROUPIER_TRANSLATE_NOOP("Explain",
            "Both dice are still on the table, so no die is changed: the shooter throws the same dice again."));
    } else if (a == "roll" && situation == "dice-offered") {
        //: craps.incident: the shooter has chosen his two dice and nobody bets (art. 16 §8).
        text = say(CROUPIER_TRANSLATE_NOOP("Explain",
            "The shooter has taken two of the five dice and nobody tries to bet: he throws."));
    } else if (a == "roll") {
        //: craps.incident: the new shooter has a bet on WIN or DON'T WIN (art. 16 §9).
        text = say(CROUPIER_TRANSLATE_NOOP("Explain",
            "The new shooter has his bet on WIN or DON'T WIN, as the shooter must: he throws."));
    } else if (a == "ask-line-bet") {
        //: craps.incident: the new shooter has no bet on WIN or DON'T WIN (art. 16 §9).
        text = say(CROUPIER_TRANSLATE_NOOP("Explain",
            "The shooter must have a bet on WIN or DON'T WIN before he throws; other bets do not count. The "
            "dice wait until he places one."));
    } else if (a == "pass-dice") {
        //: craps.incident: a player declines the dice (art. 16 §7).
        text = say(CROUPIER_TRANSLATE_NOOP("Explain",
            "A player may decline his turn with the dice: they go on to the next player, clockwise."));
    } else if (a == "take-down") {
        //: craps.incident: %1 the bet. Only WIN and COME cannot be taken down (art. 16 §10 α).
        text = say(CROUPIER_TRANSLATE_NOOP("Explain",
                       "%1 is neither WIN nor COME and has no odds behind it: the player may take it down, and the "
                       "dealer hands it back."),
            {betLabel("bet")});
    } else if (a == "refuse-take-down") {
        const CrapsBet bet = parseCrapsBet(field::string(s, "bet"));
        text = bet == CrapsBet::Pass || bet == CrapsBet::Come
            //: craps.incident: the regulation: «δεν μπορούν να αποσυρθούν … μέχρι να κερδίσουν ή να χάσουν».
            ? say(CROUPIER_TRANSLATE_NOOP("Explain",
                  "Bets on WIN and COME cannot be withdrawn: they play until they win or lose. The dealer "
                  "refuses."))
            //: craps.incident: %1 DON'T WIN or DON'T COME with its odds behind it.
            : say(CROUPIER_TRANSLATE_NOOP("Explain",
                      "%1 has its odds behind it: the odds come down first, then the bet may. The dealer "
                      "refuses."),
                {betLabel("bet")});
    } else {
        return {};
    }
    return {{text}, step.source};
}

/// The engine has answered the scenario, so it is valid; a scenario that is not
/// gets the pay table's general word.
template<typename F> Explanation orGeneral(F explain)
{
    try {
        return explain();
    } catch (const InputError &) { }
    return {
        {say(CROUPIER_TRANSLATE_NOOP("Explain", "The craps pay table decides this bet."))}, "art. 16 §10"};
}

} // namespace

Explanation explainCrapsRoll(const JsonValue &scenario)
{
    return orGeneral([&] { return roll(scenario); });
}

Explanation explainCrapsLayout(const JsonValue &scenario)
{
    return orGeneral([&] { return layout(scenario); });
}

Explanation explainCrapsMaximum(const JsonValue &scenario, const JsonValue &expected)
{
    return orGeneral([&] { return maximum(scenario, expected); });
}

Explanation explainCrapsIncident(const JsonValue &scenario, const DealerStep &step)
{
    if (step.empty())
        return {};
    try {
        return incident(scenario, step);
    } catch (const InputError &) {
        return {};
    }
}

} // namespace croupier
