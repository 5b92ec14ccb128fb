#pragma once

// A craps scene as the craps tests write it: "bet SEAT NAME STAKE [COME_POINT] [on]"
// places a bet (on: called working), "roll A B" throws and settles a roll as expected.
#include "Money.h"
#include "craps/CrapsBet.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

struct CrapsScriptLine
{
    bool roll = false;
    int seat = 1;
    croupier::CrapsBet bet = croupier::CrapsBet::Pass;
    croupier::Money stake;
    std::optional<int> comePoint;
    bool working = false;
    int die1 = 1;
    int die2 = 1;
};

inline std::vector<CrapsScriptLine> parseCrapsScript(const QString &script)
{
    std::vector<CrapsScriptLine> lines;
    for (const QString &text : script.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const QStringList w = text.simplified().split(QLatin1Char(' '));
        CrapsScriptLine line;
        if (w[0] == QLatin1String("roll")) {
            line.roll = true;
            line.die1 = w[1].toInt();
            line.die2 = w[2].toInt();
        } else {
            line.seat = w[1].toInt();
            line.bet = croupier::parseCrapsBet(w[2].toStdString());
            line.stake = croupier::Money::parseCanonical(w[3].toStdString());
            for (int i = 4; i < w.size(); ++i) {
                if (w[i] == QLatin1String("on"))
                    line.working = true;
                else
                    line.comePoint = w[i].toInt();
            }
        }
        lines.push_back(line);
    }
    return lines;
}
