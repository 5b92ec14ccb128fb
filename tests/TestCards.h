#pragma once

#include "Card.h"
#include "blackjack/BlackjackRound.h"

#include <QStringList>

#include <vector>

/// Cards from their names ("TS", "AH"), for test tables.
inline std::vector<croupier::Card> cards(const QStringList &list)
{
    std::vector<croupier::Card> out;
    for (const QString &c : list)
        out.push_back(croupier::Card::parse(c.toStdString()));
    return out;
}

/// A blackjack shoe stacked for a test, first card first: five cards the burn of
/// art. 14 §6 puts out of play unseen, then @p list.
inline std::vector<croupier::Card> blackjackShoeAfterBurn(const QStringList &list)
{
    std::vector<croupier::Card> out = cards({"2C", "3C", "4C", "5C", "6C"});
    for (const croupier::Card c : cards(list))
        out.push_back(c);
    return out;
}

/// One seated player's bet per box, boxes numbered from 1 in order.
inline std::vector<croupier::BlackjackBox> boxesOf(const QList<int> &bets)
{
    std::vector<croupier::BlackjackBox> boxes;
    for (qsizetype i = 0; i < bets.size(); ++i)
        boxes.push_back({int(i) + 1, {croupier::Money::fromInteger(bets[i])}});
    return boxes;
}
