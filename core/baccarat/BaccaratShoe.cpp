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

BaccaratShoe::BaccaratShoe(const BaccaratShoeRules &rules, Rng &rng, bool burnNow)
    : m_rules(rules)
    , m_rng(rng)
    , m_shoe(checkedDecks(rules.decks))
{
    m_shoe.shuffle(m_rng);
    if (!m_rules.shuffler)
        m_shoe.placeCutCard(m_rules.cardsBehindCutCard);
    if (burnNow)
        burn();
}

BaccaratShoe::BaccaratShoe(const BaccaratShoeRules &rules, Rng &rng, Shoe stacked)
    : m_rules(rules)
    , m_rng(rng)
    , m_shoe(std::move(stacked))
{
    if (!m_rules.shuffler && m_shoe.remaining() > m_rules.cardsBehindCutCard)
        m_shoe.placeCutCard(m_rules.cardsBehindCutCard);
}

Card BaccaratShoe::firstCard() const
{
    if (!m_burned.empty())
        return m_burned.front();
    const auto first = m_shoe.peek();
    if (!first)
        throw std::logic_error("the shoe is empty");
    return *first;
}

const std::vector<Card> &BaccaratShoe::burn()
{
    if (!m_burned.empty())
        throw std::logic_error("the shoe is already burnt");
    // §9 (and §20 δ(3) with a shuffler): turn the first card; its number is the
    // count of cards burned, the first included.
    m_burned = m_shoe.burn(static_cast<std::size_t>(firstCard().burnCount()));
    return m_burned;
}

void BaccaratShoe::beginCoup()
{
    if (m_finished)
        throw std::logic_error("the shoe is finished: its last coup has been played");
    if (m_rules.shuffler && m_shoe.remaining() < kCardsPerCoup) {
        // §20 δ(6): play goes on without a new burn; the machine takes the cards back.
        m_shoe = Shoe(m_rules.decks);
        m_shoe.shuffle(m_rng);
    }
    // §16: the cut card as the first card due for a coup: that coup is played and is the last.
    m_lastCoup = m_shoe.cutCardNext();
}

Card BaccaratShoe::draw()
{
    const Card c = m_shoe.draw();
    if (m_shoe.cutCardOut())
        m_lastCoup = true;   // §16: the cut card came out during the coup
    return c;
}

void BaccaratShoe::endCoup()
{
    ++m_coups;
    // §16; deux tableaux (§2): once the cut card is the next card, no further coup.
    if (m_lastCoup || (m_rules.noCoupOnceCutCardShows && m_shoe.cutCardNext())) {
        m_lastCoup = true;
        m_finished = true;
    }
}

CoupResult BaccaratShoe::playCoup(const Tableau &tableau, const OptionChoice &choose, bool firstCardExposed)
{
    beginCoup();
    CoupResult result;
    result.coup = dealCoup([this] { return draw(); }, tableau, choose);
    result.lastCoup = m_lastCoup;
    result.dummyHand = firstCardExposed;
    endCoup();
    return result;
}

} // namespace croupier
