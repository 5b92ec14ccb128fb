#include "Topic.h"

#include "InputError.h"
#include "Rng.h"

#include <algorithm>
#include <cstdio>
#include <numeric>

namespace croupier {

bool Topic::supports(Game game) const
{
    const auto &g = games();
    return std::find(g.begin(), g.end(), game) != g.end();
}

void Topic::validateAnswer(Game game, const JsonValue &answer) const
{
    for (const AnswerField &f : answerFields(game)) {
        switch (f.kind) {
        case AnswerField::Kind::Integer: field::integer(answer, f.name, f.low, f.high); break;
        case AnswerField::Kind::OptionalInteger:
            if (!field::require(answer, f.name).isNull())
                field::integer(answer, f.name, f.low, f.high);
            break;
        case AnswerField::Kind::Boolean: field::boolean(answer, f.name); break;
        case AnswerField::Kind::Choice: field::oneOf(answer, f.name, f.choices); break;
        case AnswerField::Kind::Money: field::money(answer, f.name); break;
        }
    }
}

bool Topic::matches(Game game, const JsonValue &expected, const JsonValue &answer) const
{
    for (const AnswerField &f : answerFields(game)) {
        const JsonValue &want = field::require(expected, f.name);
        const JsonValue &got = field::require(answer, f.name);
        switch (f.kind) {
        case AnswerField::Kind::Money:
            if (field::money(expected, f.name) != field::money(answer, f.name))
                return false;
            break;
        case AnswerField::Kind::Integer:
        case AnswerField::Kind::OptionalInteger:
            if (want.isNull() != got.isNull())
                return false;
            if (!want.isNull()
                && field::integer(expected, f.name, f.low, f.high) != field::integer(answer, f.name, f.low, f.high))
                return false;
            break;
        case AnswerField::Kind::Boolean:
        case AnswerField::Kind::Choice:
            if (want != got)
                return false;
            break;
        }
    }
    return true;
}

void generateQuestions(const Topic &topic, Game game, std::size_t count, std::uint64_t seed, int level,
                       const std::function<void(Question &, const Prompt &)> &sink)
{
    if (!topic.supports(game))
        throw InputError("game", std::string(gameName(game)) + " has no " + std::string(topic.name()) + " questions");
    if (level < kMinLevel || level > kMaxLevel)
        throw InputError("level", "must be from 1 to 3, not " + std::to_string(level));
    Rng rng(seed);
    const std::size_t cells = topic.cellCount(game);
    std::vector<std::size_t> order(cells);
    char id[32];
    for (std::size_t i = 0; i < count; ++i) {
        const std::size_t inBlock = i % cells;
        if (inBlock == 0) {
            // A fresh shuffled pass over every cell.
            std::iota(order.begin(), order.end(), std::size_t{0});
            for (std::size_t k = cells - 1; k > 0; --k)
                std::swap(order[k], order[rng.below(k + 1)]);
        }
        Question q;
        std::snprintf(id, sizeof id, "%.*s-%06zu", static_cast<int>(topic.idPrefix().size()), topic.idPrefix().data(),
                      i + 1);
        q.id = id;
        q.topic = std::string(topic.name());
        q.game = game;
        q.scenario = topic.makeScenario(game, order[inBlock], rng, level);
        q.answer = topic.solve(game, q.scenario);
        sink(q, topic.prompt(game, q.scenario));
    }
}

} // namespace croupier
