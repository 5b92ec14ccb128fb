#pragma once

#include "bank/TopicRegistry.h"

#include <QtTest>

/// Adds columns "topic" and "game" and one row for every registered topic and
/// every game it is asked for: the tests that must hold for the whole bank.
inline void addTopicGameRows()
{
    using namespace croupier;
    QTest::addColumn<QString>("topic");
    QTest::addColumn<QString>("game");
    for (const Topic *t : TopicRegistry::builtin().topics())
        for (const Game g : t->games())
            QTest::addRow("%s for %s", std::string(t->name()).c_str(), std::string(gameName(g)).c_str())
                << QString::fromStdString(std::string(t->name())) << QString::fromStdString(std::string(gameName(g)));
}
