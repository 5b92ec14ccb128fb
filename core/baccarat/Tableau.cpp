#include "Tableau.h"

namespace croupier {

namespace {

constexpr TableauCell draw(std::string_view source) { return {DrawRule::Draw, source}; }
constexpr TableauCell stand(std::string_view source) { return {DrawRule::Stand, source}; }
constexpr TableauCell option(std::string_view source) { return {DrawRule::Option, source}; }

/// One row of a banker table: what the banker does against each third card 0–9.
/// @p rules is ten letters, D(raw), S(tand) or O(ption), for third cards 0 to 9.
constexpr std::array<TableauCell, 10> row(const char (&rules)[11], std::string_view drawSource,
                                          std::string_view standSource, std::string_view optionSource = {})
{
    std::array<TableauCell, 10> out{};
    for (std::size_t v = 0; v < 10; ++v)
        out[v] = rules[v] == 'D' ? draw(drawSource) : rules[v] == 'S' ? stand(standSource) : option(optionSource);
    return out;
}

// Punto Banco: art. 15 §10-12, the Punto Banco manual §5 and the variants guide's
// "Πίνακας Παιχνιδιού" agree. Third card values:   0123456789
constexpr Tableau kPuntoBanco{
    {draw("art. 15 §10 α"), draw("art. 15 §10 α"), draw("art. 15 §10 α"), draw("art. 15 §10 α"),
     draw("art. 15 §10 α"), draw("art. 15 §10 α"), stand("art. 15 §10 β"), stand("art. 15 §10 β")},
    {{
        row("DDDDDDDDDD", "art. 15 §11 α", "art. 15 §11 α"),
        row("DDDDDDDDDD", "art. 15 §11 α", "art. 15 §11 α"),
        row("DDDDDDDDDD", "art. 15 §11 α", "art. 15 §11 α"),
        row("DDDDDDDDSD", "art. 15 §11 β", "art. 15 §12 α"),
        row("SSDDDDDDSS", "art. 15 §11 γ", "art. 15 §12 β"),
        row("SSSSDDDDSS", "art. 15 §11 δ", "art. 15 §12 γ"),
        row("SSSSSSDDSS", "art. 15 §11 ε", "art. 15 §12 δ"),
        row("SSSSSSSSSS", "art. 15 §11", "art. 15 §11"),
    }},
    // Punto stood: Banco draws on 0-5, stands on 6-7 (Punto Banco manual §5).
    {draw("manual §5"), draw("manual §5"), draw("manual §5"), draw("manual §5"), draw("manual §5"),
     draw("manual §5"), stand("manual §5"), stand("manual §5")},
    "art. 15 §12"};

// The chemin-de-fer player (and each deux-tableaux punter): 0-4 draw, 5 is his
// option ("ή τραβά ή δεν τραβά"), 6-7 stand (art. 15 §8 α).
constexpr Tableau::PlayerColumn kPunterRule{
    draw("art. 15 §8 α"), draw("art. 15 §8 α"), draw("art. 15 §8 α"), draw("art. 15 §8 α"), draw("art. 15 §8 α"),
    option("art. 15 §8 α"), stand("art. 15 §8 α"), stand("art. 15 §8 α")};

// Chemin de fer: art. 15 §8 as RULINGS.md reads it.     0123456789
constexpr Tableau kCheminDeFer{
    kPunterRule,
    {{
        row("DDDDDDDDDD", "art. 15 §8 στ", "art. 15 §8 στ"),
        row("DDDDDDDDDD", "art. 15 §8 στ", "art. 15 §8 στ"),
        row("DDDDDDDDDD", "art. 15 §8 στ", "art. 15 §8 στ"),
        row("DDDDDDDDSO", "art. 15 §8 β", "art. 15 §8 γ", "art. 15 §8 δ"),
        row("SSDDDDDDSS", "art. 15 §8 β", "art. 15 §8 γ"),
        row("SSSSODDDSS", "art. 15 §8 β", "art. 15 §8 γ", "art. 15 §8 δ"),
        row("SSSSSSDDSS", "art. 15 §8 β", "art. 15 §8 γ"),
        row("SSSSSSSSSS", "art. 15 §8 β", "art. 15 §8 β"),
    }},
    // Punto stood: 5 must draw (§8 η), 0-4 draw with it; 6 must stand (§8 ζ, read
    // as "μένει υποχρεωτικά", RULINGS.md), and 7 stands (§8 β).
    {draw("art. 15 §8 η"), draw("art. 15 §8 η"), draw("art. 15 §8 η"), draw("art. 15 §8 η"), draw("art. 15 §8 η"),
     draw("art. 15 §8 η"), stand("art. 15 §8 ζ"), stand("art. 15 §8 β")},
    "art. 15 §8 α"};

// Deux tableaux: the regulation gives no table; each punter tableau follows the
// chemin-de-fer player rule and the banker draws or stands at his discretion
// (RULINGS.md, "Deux tableaux").
// The section's title, "Μπακαράς με δύο ταμπλώ", in English words (the app translates
// them back, WordsText::referenceWords): a reference is written in English.
constexpr std::string_view kDeuxSource = "art. 15, two-tableaux baccarat";
constexpr Tableau kDeuxTableaux{
    kPunterRule,
    {{
        row("OOOOOOOOOO", kDeuxSource, kDeuxSource, kDeuxSource),
        row("OOOOOOOOOO", kDeuxSource, kDeuxSource, kDeuxSource),
        row("OOOOOOOOOO", kDeuxSource, kDeuxSource, kDeuxSource),
        row("OOOOOOOOOO", kDeuxSource, kDeuxSource, kDeuxSource),
        row("OOOOOOOOOO", kDeuxSource, kDeuxSource, kDeuxSource),
        row("OOOOOOOOOO", kDeuxSource, kDeuxSource, kDeuxSource),
        row("OOOOOOOOOO", kDeuxSource, kDeuxSource, kDeuxSource),
        row("OOOOOOOOOO", kDeuxSource, kDeuxSource, kDeuxSource),
    }},
    {option(kDeuxSource), option(kDeuxSource), option(kDeuxSource), option(kDeuxSource), option(kDeuxSource),
     option(kDeuxSource), option(kDeuxSource), option(kDeuxSource)},
    "art. 15 §8 α"};

} // namespace

const Tableau &Tableau::puntoBanco() { return kPuntoBanco; }
const Tableau &Tableau::cheminDeFer() { return kCheminDeFer; }
const Tableau &Tableau::deuxTableaux() { return kDeuxTableaux; }

const Tableau &Tableau::of(Game game)
{
    switch (game) {
    case Game::CheminDeFer: return kCheminDeFer;
    case Game::DeuxTableaux: return kDeuxTableaux;
    default: return kPuntoBanco;
    }
}

} // namespace croupier
