#pragma once

#include "Card.h"

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
