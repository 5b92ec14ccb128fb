#include "BaccaratShoe.h"

#include "InputError.h"
#include "Rng.h"

#include <stdexcept>
#include <string>

namespace croupier {

namespace {
int checkedDecks(int decks)
{
    if (decks < 6 || decks > 8)
        throw InputError("decks", "baccarat is played with 6 to 8 decks (art. 15 §1), not " + std::to_string(decks));
    return decks;
}

/// A coup needs at most six cards.
constexpr std::size_t kCardsPerCoup = 6;
} // namespace

BaccaratShoe::BaccaratShoe(const BaccaratShoeRules &rules, Rng &rng)
    : m_rules(rules)
    , m_rng(rng)
    , m_shoe(checkedDecks(rules.decks))
{
    m_shoe.shuffle(m_rng);
    if (!m_rules.shuffler)
        m_shoe.placeCutCard(m_rules.cardsBehindCutCard);
    // §9 (and §20 δ(3) with a shuffler): turn the first card; its number is the
    // count of cards burned, the first included.
    const Card first = *m_shoe.peek();
    m_burned = m_shoe.burn(static_cast<std::size_t>(first.burnCount()));
}

CoupResult BaccaratShoe::playCoup(const Tableau &tableau, const OptionChoice &choose, bool firstCardExposed)
{
    if (m_finished)
        throw std::logic_error("the shoe is finished: its last coup has been played");
    CoupResult result;
    if (m_rules.shuffler && m_shoe.remaining() < kCardsPerCoup) {
        // §20 δ(6): play goes on without a new burn; the machine takes the cards back.
        m_shoe = Shoe(m_rules.decks);
        m_shoe.shuffle(m_rng);
    }
    // §16: the cut card as the first card due for a coup: that coup is played and is the last.
    const bool cutCardFirst = m_shoe.cutCardNext();
    result.coup = dealCoup(m_shoe, tableau, choose);
    result.lastCoup = cutCardFirst || m_shoe.cutCardOut();
    result.dummyHand = firstCardExposed;
    m_finished = result.lastCoup;
    ++m_coups;
    return result;
}

} // namespace croupier
