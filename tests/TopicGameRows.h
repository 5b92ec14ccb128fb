#pragma once

#include "bank/TopicRegistry.h"

#include <QtTest>

/// Adds columns "topic" and "game" and one row for every registered topic and
/// every game it is asked for: the tests that must hold for the whole bank.
///
/// The chip topics (issue 16) are asked at every game but their scenarios, answers
/// and words read no game; only an exam's profile (applyProfile) differs by game.
/// Their rows are one game of each family, Punto Banco, craps and blackjack (the
/// seven cost the sanitizer build about two minutes, the helper measured).
inline void addTopicGameRows()
{
    using namespace croupier;
    QTest::addColumn<QString>("topic");
    QTest::addColumn<QString>("game");
    for (const Topic *t : TopicRegistry::builtin().topics())
        for (const Game g : t->games()) {
            if (t->name().starts_with("chips.") && g != Game::PuntoBanco && g != Game::Craps && g != Game::Blackjack)
                continue;
            QTest::addRow("%s for %s", std::string(t->name()).c_str(), std::string(gameName(g)).c_str())
                << QString::fromStdString(std::string(t->name())) << QString::fromStdString(std::string(gameName(g)));
        }
}
