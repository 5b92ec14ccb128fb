#!/usr/bin/env python3
"""Writes the table assets of Croupier (cards, chips, dice, puck, sabot, discard
holder) as plain SVG paths: no fonts, no bitmaps. Run from assets/:

    python3 tools/make_assets.py

The output is committed; this script is how it was made (assets/LICENSES.md)."""

import math
import os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def write(rel, text):
    path = os.path.join(ROOT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text.strip() + "\n")


# --- Suits: one path each, drawn in a 100 x 100 box ---
SUITS = {
    "S": ("#1b1b1b", "M50 6 C62 26 92 40 92 62 C92 77 80 86 67 86 C60 86 55 83 52 79 "
                     "C53 88 57 94 64 96 L36 96 C43 94 47 88 48 79 C45 83 40 86 33 86 "
                     "C20 86 8 77 8 62 C8 40 38 26 50 6 Z"),
    "H": ("#c0262d", "M50 92 C34 76 6 58 6 34 C6 19 17 8 31 8 C40 8 47 13 50 21 "
                     "C53 13 60 8 69 8 C83 8 94 19 94 34 C94 58 66 76 50 92 Z"),
    "D": ("#c0262d", "M50 4 L86 50 L50 96 L14 50 Z"),
    "C": ("#1b1b1b", "M50 8 C63 8 72 18 72 30 C72 36 70 41 66 45 C70 43 73 42 77 42 "
                     "C89 42 96 52 96 63 C96 75 87 84 75 84 C66 84 58 79 54 71 "
                     "C55 83 59 91 66 96 L34 96 C41 91 45 83 46 71 C42 79 34 84 25 84 "
                     "C13 84 4 75 4 63 C4 52 11 42 23 42 C27 42 30 43 34 45 "
                     "C30 41 28 36 28 30 C28 18 37 8 50 8 Z"),
}
for suit, (colour, path) in SUITS.items():
    write(f"cards/suit-{suit}.svg", f"""
<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">
  <path d="{path}" fill="{colour}"/>
</svg>""")

# --- Card face and back: 250 x 350 (poker size, 63 x 88 mm) ---
write("cards/face.svg", """
<svg xmlns="http://www.w3.org/2000/svg" width="250" height="350" viewBox="0 0 250 350">
  <!-- A blank card face: the rank and the suit are laid on it by PlayingCard.qml. -->
  <rect x="2" y="2" width="246" height="346" rx="18" fill="#fdfbf4" stroke="#b9b2a0" stroke-width="3"/>
  <rect x="12" y="12" width="226" height="326" rx="12" fill="none" stroke="#efe8d6" stroke-width="2"/>
</svg>""")
# --- Court figures: a king (crown, beard, sword), a queen (tiara, long hair, flower),
# a jack (cap with a feather, halberd), each drawn once in the top half of the frame and
# turned about the centre into the bottom half, as court cards are printed. The suit is
# laid on by PlayingCard.qml, beside the figure. The face is face.svg's, with a gold frame.
SKIN, LINE, GOLD = "#f3d3b0", "#5a3b22", "#e0b13a"
COURTS = {
    "K": {
        "robe": "#1f4e9c", "trim": "#b8232f",
        "hair": '<path d="M106 108 C106 132 144 132 144 108 C140 124 110 124 106 108 Z" fill="#8a5a2b"/>'
                '<path d="M112 118 Q125 126 138 118" stroke="#6b4420" stroke-width="2" fill="none"/>',
        "head": f'<path d="M103 94 L103 70 L113 81 L125 63 L137 81 L147 70 L147 94 Z" fill="{GOLD}" '
                f'stroke="{LINE}" stroke-width="2" stroke-linejoin="round"/>'
                '<rect x="103" y="88" width="44" height="7" fill="#b8232f" stroke="#5a3b22" stroke-width="1.5"/>'
                '<circle cx="125" cy="76" r="3.5" fill="#b8232f"/>',
        "attribute": '<path d="M168 174 L168 118" stroke="#9aa4ad" stroke-width="5"/>'
                     f'<path d="M159 126 L177 126" stroke="{GOLD}" stroke-width="5" stroke-linecap="round"/>'
                     f'<circle cx="168" cy="116" r="4" fill="{GOLD}"/>',
    },
    "Q": {
        "robe": "#b8232f", "trim": "#1f4e9c",
        "hair": '<path d="M104 104 C100 130 102 146 110 150 L114 112 Z M146 104 C150 130 148 146 140 150 L136 112 Z" '
                'fill="#d7a34a" stroke="#8a6a1c" stroke-width="1.5"/>',
        "head": f'<path d="M106 92 Q125 70 144 92 Z" fill="{GOLD}" stroke="{LINE}" stroke-width="2"/>'
                '<circle cx="125" cy="80" r="4" fill="#1f4e9c"/>'
                '<circle cx="114" cy="87" r="2.5" fill="#b8232f"/><circle cx="136" cy="87" r="2.5" fill="#b8232f"/>',
        "attribute": '<path d="M82 174 L86 140" stroke="#2f7a3c" stroke-width="3"/>'
                     '<circle cx="86" cy="136" r="8" fill="#b8232f" stroke="#5a1014" stroke-width="1.5"/>'
                     f'<circle cx="86" cy="136" r="3" fill="{GOLD}"/>',
    },
    "J": {
        "robe": "#2c6e49", "trim": GOLD,
        "hair": '<path d="M106 100 C104 114 106 122 110 126 L112 104 Z M144 100 C146 114 144 122 140 126 L138 104 Z" '
                'fill="#6b4420"/>',
        "head": '<path d="M103 95 C101 78 149 72 150 92 Z" fill="#b8232f" stroke="#5a3b22" stroke-width="2"/>'
                f'<path d="M102 94 L150 92" stroke="{GOLD}" stroke-width="4" stroke-linecap="round"/>'
                '<path d="M144 84 C156 70 168 68 176 64 C168 76 158 82 146 88 Z" fill="#f4f1e8" stroke="#8a8a8a" stroke-width="1.5"/>',
        "attribute": '<path d="M82 174 L82 112" stroke="#7a5230" stroke-width="4"/>'
                     '<path d="M82 112 L72 124 L82 130 L92 124 Z" fill="#9aa4ad" stroke="#5a5a5a" stroke-width="1.5"/>',
    },
}
for rank, c in COURTS.items():
    half = (
        c["attribute"] +
        f'<path d="M66 175 C66 152 84 140 104 136 L146 136 C166 140 184 152 184 175 Z" fill="{c["robe"]}" '
        f'stroke="{LINE}" stroke-width="2"/>'
        f'<path d="M100 137 L125 162 L150 137" fill="none" stroke="{c["trim"]}" stroke-width="6" stroke-linejoin="round"/>'
        f'<path d="M100 137 L125 162 L150 137" fill="none" stroke="{GOLD}" stroke-width="2" stroke-linejoin="round"/>'
        f'<rect x="117" y="122" width="16" height="15" fill="{SKIN}"/>'
        f'<ellipse cx="125" cy="108" rx="18" ry="20" fill="{SKIN}" stroke="{LINE}" stroke-width="2"/>'
        '<circle cx="118" cy="105" r="2.2" fill="#2a2a2a"/><circle cx="132" cy="105" r="2.2" fill="#2a2a2a"/>'
        '<path d="M125 107 L123 114 L126 114" fill="none" stroke="#8a5a3c" stroke-width="1.5"/>'
        '<path d="M119 119 Q125 122 131 119" fill="none" stroke="#a0404a" stroke-width="2"/>' +
        c["hair"] + c["head"])
    write(f"cards/court-{rank}.svg", f"""
<svg xmlns="http://www.w3.org/2000/svg" width="250" height="350" viewBox="0 0 250 350">
  <!-- The face of a court card, {rank}: the framed figure twice, head to foot (the index and
       the suit are laid on by PlayingCard.qml). -->
  <rect x="2" y="2" width="246" height="346" rx="18" fill="#fdfbf4" stroke="#b9b2a0" stroke-width="3"/>
  <defs><clipPath id="panel"><rect x="48" y="62" width="154" height="226" rx="10"/></clipPath></defs>
  <rect x="48" y="62" width="154" height="226" rx="10" fill="#f7eccb"/>
  <g clip-path="url(#panel)">
    <g>{half}</g>
    <g transform="rotate(180 125 175)">{half}</g>
  </g>
  <path d="M52 175 L198 175" stroke="#c59a3c" stroke-width="2"/>
  <rect x="48" y="62" width="154" height="226" rx="10" fill="none" stroke="#c59a3c" stroke-width="5"/>
  <rect x="58" y="72" width="134" height="206" rx="6" fill="none" stroke="#c59a3c" stroke-width="2"/>
</svg>""")

lattice = "".join(
    f'<path d="M{x} 20 L{x + 210} 330" stroke="#f1d98c" stroke-opacity="0.35" stroke-width="3"/>'
    f'<path d="M{x + 210} 20 L{x} 330" stroke="#f1d98c" stroke-opacity="0.35" stroke-width="3"/>'
    for x in range(-190, 230, 30))
write("cards/back.svg", f"""
<svg xmlns="http://www.w3.org/2000/svg" width="250" height="350" viewBox="0 0 250 350">
  <!-- The back of every card: claret with a gold lattice, the same for all decks. -->
  <defs><clipPath id="inner"><rect x="20" y="20" width="210" height="310" rx="10"/></clipPath></defs>
  <rect x="2" y="2" width="246" height="346" rx="18" fill="#fdfbf4" stroke="#b9b2a0" stroke-width="3"/>
  <rect x="20" y="20" width="210" height="310" rx="10" fill="#7a1f33"/>
  <g clip-path="url(#inner)">{lattice}</g>
  <rect x="20" y="20" width="210" height="310" rx="10" fill="none" stroke="#d9b45a" stroke-width="4"/>
  <circle cx="125" cy="175" r="34" fill="#7a1f33" stroke="#d9b45a" stroke-width="4"/>
  <path d="M125 152 L146 175 L125 198 L104 175 Z" fill="#d9b45a"/>
</svg>""")

# --- Chips: the table's denominations, each its own colours ---
CHIPS = {
    # value: (body, stripes, centre)
    # A question's table may have chips below the house's smallest (a craps drill's 0.25 and
    # 0.10, issue 17): bright orange and turquoise, dark-striped, apart from every other chip.
    "0.1": ("#26b3c4", "#0d3b4f", "#5cccd8"),
    "0.25": ("#e8741c", "#3a2410", "#f59445"),
    "0.5": ("#e9e4d6", "#6b8fb5", "#f8f5ec"),
    "1": ("#f4f1e8", "#1f5f9e", "#ffffff"),
    "5": ("#b8232f", "#f4f1e8", "#d9434e"),
    "10": ("#1f5f9e", "#f4f1e8", "#3f7fbe"),
    "25": ("#1d7a45", "#f4f1e8", "#2f9a5e"),
    "100": ("#1e1e1e", "#d9b45a", "#3a3a3a"),
    "500": ("#5b2a86", "#f1d98c", "#7a47a6"),
    "1000": ("#d9a520", "#5a3b00", "#f1c84a"),
}
for value, (body, stripe, centre) in CHIPS.items():
    stripes = ""
    for i in range(8):
        a = i * math.pi / 4
        x1, y1 = 50 + 46 * math.cos(a - 0.14), 50 + 46 * math.sin(a - 0.14)
        x2, y2 = 50 + 46 * math.cos(a + 0.14), 50 + 46 * math.sin(a + 0.14)
        x3, y3 = 50 + 34 * math.cos(a + 0.12), 50 + 34 * math.sin(a + 0.12)
        x4, y4 = 50 + 34 * math.cos(a - 0.12), 50 + 34 * math.sin(a - 0.12)
        stripes += (f'<path d="M{x1:.1f} {y1:.1f} A46 46 0 0 1 {x2:.1f} {y2:.1f} '
                    f'L{x3:.1f} {y3:.1f} A34 34 0 0 0 {x4:.1f} {y4:.1f} Z" fill="{stripe}"/>')
    write(f"chips/chip-{value}.svg", f"""
<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">
  <!-- A chip of {value}: the value is written on it by Chip.qml. -->
  <circle cx="50" cy="50" r="47" fill="{body}" stroke="#00000055" stroke-width="2"/>
  {stripes}
  <circle cx="50" cy="50" r="31" fill="{centre}" stroke="{stripe}" stroke-width="2.5" stroke-dasharray="4 3"/>
</svg>""")

# --- Dice: pips in a 100 x 100 die ---
PIPS = {
    1: [(50, 50)],
    2: [(28, 28), (72, 72)],
    3: [(28, 28), (50, 50), (72, 72)],
    4: [(28, 28), (72, 28), (28, 72), (72, 72)],
    5: [(28, 28), (72, 28), (50, 50), (28, 72), (72, 72)],
    6: [(28, 26), (72, 26), (28, 50), (72, 50), (28, 74), (72, 74)],
}
for n, pips in PIPS.items():
    dots = "".join(f'<circle cx="{x}" cy="{y}" r="8.5" fill="#fbf7ee"/>' for x, y in pips)
    write(f"dice/die-{n}.svg", f"""
<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">
  <!-- A casino die, translucent red, showing {n}. -->
  <rect x="3" y="3" width="94" height="94" rx="14" fill="#b3122a" stroke="#6d0a18" stroke-width="3"/>
  <rect x="9" y="9" width="82" height="82" rx="10" fill="#c8213a" fill-opacity="0.6"/>
  {dots}
</svg>""")

# --- The craps puck: black "OFF", white "ON" (the words are drawn by Puck.qml) ---
write("table/puck-on.svg", """
<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">
  <!-- The puck, white side up: a point is on (art. 16). -->
  <circle cx="50" cy="50" r="46" fill="#f7f5ef" stroke="#1e1e1e" stroke-width="4"/>
  <circle cx="50" cy="50" r="38" fill="none" stroke="#1e1e1e" stroke-width="2"/>
</svg>""")
write("table/puck-off.svg", """
<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">
  <!-- The puck, black side up: come-out roll. -->
  <circle cx="50" cy="50" r="46" fill="#1e1e1e" stroke="#f7f5ef" stroke-width="4"/>
  <circle cx="50" cy="50" r="38" fill="none" stroke="#f7f5ef" stroke-width="2"/>
</svg>""")

# --- Sabot (the card shoe) and discard holder, seen from above ---
write("table/sabot.svg", """
<svg xmlns="http://www.w3.org/2000/svg" width="200" height="300" viewBox="0 0 200 300">
  <!-- The sabot (διανομέας) seen from above: cards slide out of the mouth at the bottom. -->
  <path d="M20 10 L180 10 L190 250 L10 250 Z" fill="#3a2414" stroke="#1e1208" stroke-width="4"/>
  <path d="M34 24 L166 24 L172 236 L28 236 Z" fill="#5a3a22"/>
  <rect x="40" y="40" width="120" height="170" rx="8" fill="#7a1f33" stroke="#d9b45a" stroke-width="3"/>
  <path d="M10 250 L190 250 L170 290 L30 290 Z" fill="#2a1a0e" stroke="#1e1208" stroke-width="4"/>
  <path d="M50 262 L150 262 L144 280 L56 280 Z" fill="#0b0b0b"/>
</svg>""")
write("table/discard.svg", """
<svg xmlns="http://www.w3.org/2000/svg" width="200" height="260" viewBox="0 0 200 260">
  <!-- The discard holder (Discard Holder): the burned and played cards go here. -->
  <rect x="8" y="8" width="184" height="244" rx="12" fill="#1c2a22" fill-opacity="0.55" stroke="#d9b45a" stroke-opacity="0.7" stroke-width="4"/>
  <rect x="30" y="30" width="140" height="200" rx="10" fill="none" stroke="#d9b45a" stroke-opacity="0.35" stroke-width="3" stroke-dasharray="10 8"/>
</svg>""")

# --- Layouts: the felt and its printed lines; the words are laid on by the tables
# (Tables/*.qml), so they are translated. 1000 x 640 design units. ---
def rounded_table(fill_id):
    # Flat on the dealer's side (top), a wide curve on the players' side.
    return (f'<path d="M40 40 L960 40 L960 330 C960 560 760 620 500 620 C240 620 40 560 40 330 Z" '
            f'fill="url(#{fill_id})" stroke="#3a2414" stroke-width="22"/>'
            '<path d="M40 40 L960 40 L960 330 C960 560 760 620 500 620 C240 620 40 560 40 330 Z" '
            'fill="none" stroke="#6b4a2a" stroke-width="6"/>')

FELT = """<defs><radialGradient id="felt" cx="500" cy="280" r="560" gradientUnits="userSpaceOnUse">
  <stop offset="0" stop-color="#1b8050"/><stop offset="0.7" stop-color="#0f5b36"/><stop offset="1" stop-color="#0a4428"/>
</radialGradient></defs>"""

LINE = 'fill="none" stroke="#f6ecd2" stroke-opacity="0.8" stroke-width="3"'
write("layouts/baccarat.svg", f"""
<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="640" viewBox="0 0 1000 640">
  <!-- A Punto Banco table seen from above, dealer at the top: the two card boxes
       (Punto left, Banco right), the bet boxes along the players' curve. The
       commission box is baccarat-house-box.svg, laid on only where the house
       keeps a commission (none at No Commission and Super Six). -->
  {FELT}
  {rounded_table("felt")}
  <rect x="235" y="150" width="240" height="175" rx="14" {LINE}/>
  <rect x="525" y="150" width="240" height="175" rx="14" {LINE}/>
  <path d="M100 370 C290 450 710 450 900 370" {LINE}/>
  <path d="M135 490 C310 585 690 585 865 490" {LINE}/>
  <path d="M390 430 L380 556" {LINE}/>
  <path d="M610 430 L620 556" {LINE}/>
  <path d="M240 410 L222 532" {LINE}/>
  <path d="M760 410 L778 532" {LINE}/>
</svg>""")

# The commission box of the Punto Banco layout, alone: the drill lays it on the felt at
# 68, 68 (design units) only where the house keeps a share (art. 15 §14 β;
# BaccaratProfile::hasHouseBox), so No Commission and Super Six print none.
write("layouts/baccarat-house-box.svg", f"""
<svg xmlns="http://www.w3.org/2000/svg" width="124" height="94" viewBox="68 68 124 94">
  <rect x="70" y="70" width="120" height="90" rx="10" {LINE} stroke-dasharray="8 6"/>
</svg>""")

# Chemin de fer and deux tableaux: no bet boxes; the punters' seats, numbered
# from the croupier's right (the numbers are laid on by the table), and the
# banker's place.
seats = ""
for i in range(9):
    # Along the players' curve, from the right-hand end round to the left.
    t = i / 8
    angle = math.pi * (0.1 + 0.8 * t)
    cx = 500 + 420 * math.cos(angle)
    cy = 330 + 230 * math.sin(angle)
    seats += f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="30" {LINE}/>'
write("layouts/chemin-de-fer.svg", f"""
<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="640" viewBox="0 0 1000 640">
  <!-- A chemin de fer (or deux tableaux) table seen from above, croupier at the
       top: the two card boxes, the cagnotte box, the punters' nine seats. -->
  {FELT}
  {rounded_table("felt")}
  <rect x="235" y="150" width="240" height="175" rx="14" {LINE}/>
  <rect x="525" y="150" width="240" height="175" rx="14" {LINE}/>
  <rect x="70" y="70" width="120" height="90" rx="10" {LINE} stroke-dasharray="8 6"/>
  {seats}
</svg>""")
