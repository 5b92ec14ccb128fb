#include "Words.h"

#include "Money.h"

#include <cstring>

namespace croupier {

Words Words::say(const char *context, const char *english, std::vector<Words> args)
{
    Words w;
    w.kind = Kind::Sentence;
    w.context = context;
    w.text = english;
    w.args = std::move(args);
    return w;
}

Words Words::literal(std::string text)
{
    Words w;
    w.text = std::move(text);
    return w;
}

Words Words::number(long long n) { return literal(std::to_string(n)); }

Words Words::amount(const Money &m)
{
    Words w;
    w.kind = Kind::Amount;
    w.text = m.toString();
    return w;
}

Words Words::list(std::vector<Words> items, std::string joiner)
{
    Words w;
    w.kind = Kind::List;
    w.text = std::move(joiner);
    w.args = std::move(items);
    return w;
}

bool operator==(const Words &a, const Words &b)
{
    return a.kind == b.kind && std::strcmp(a.context, b.context) == 0 && a.text == b.text && a.args == b.args;
}

} // namespace croupier
