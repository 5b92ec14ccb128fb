#!/usr/bin/env python3
"""Writes the craps layout of Croupier (assets/layouts/craps.svg) as plain SVG:
boxes, lines and dice pips only, no fonts; the words are laid on by QML
(qml/Tables/CrapsLayout.qml) so they are translated. Run from assets/:

    python3 tools/make_craps_assets.py

One side of a craps table (art. 16) seen from above, the dealer at the top,
the players along the rail at the bottom, in design units of 1000 x 640 (the
same coordinates as CrapsLayout.qml):
  - the dealer's chip bank along the top;
  - the DON'T COME bar and the six boxes 4 5 SIX 8 NINE 10, each with a strip for
    place wrong (lay) and DON'T COME bets at the top, the number, a strip for place
    (right) bets and one for COME bets that have travelled;
  - COME, FIELD (2 and 12 ringed: they pay double), the DON'T WIN bar with its 12,
    the WIN line; BIG 6 / BIG 8, UNDER 7 / OVER 7 at the left;
  - the centre bets at the right: BIG RED, the four hardways, 2, 3, 11, 12, HORN,
    ANY CRAPS, each box showing its dice;
  - the rail with the dice's landing area.
The output is committed; this script is how it was made (assets/LICENSES.md)."""

import os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

LINE = 'fill="none" stroke="#f6ecd2" stroke-opacity="0.85" stroke-width="3"'
THIN = 'fill="none" stroke="#f6ecd2" stroke-opacity="0.55" stroke-width="2"'
RED = 'fill="#a3211d" fill-opacity="0.55"'

BOX_X = [130 + 95 * i for i in range(6)]  # the six number boxes, 95 wide


def pips(n):
    """The pip positions of a die face, in a unit square."""
    c, a, b = 0.5, 0.25, 0.75
    return {1: [(c, c)], 2: [(a, a), (b, b)], 3: [(a, a), (c, c), (b, b)],
            4: [(a, a), (b, a), (a, b), (b, b)], 5: [(a, a), (b, a), (c, c), (a, b), (b, b)],
            6: [(a, a), (b, a), (a, c), (b, c), (a, b), (b, b)]}[n]


def die(x, y, s, n):
    out = [f'<rect x="{x}" y="{y}" width="{s}" height="{s}" rx="{s * 0.18:.1f}" fill="#f7f3ea" stroke="#7a1515" stroke-width="1"/>']
    for px, py in pips(n):
        out.append(f'<circle cx="{x + px * s:.1f}" cy="{y + py * s:.1f}" r="{s * 0.09:.1f}" fill="#a3211d"/>')
    return "".join(out)


def dice_pair(cx, cy, a, b, s=18):
    return die(cx - s - 2, cy - s / 2, s, a) + die(cx + 2, cy - s / 2, s, b)


parts = []
# The felt and the rail.
parts.append('''<defs><radialGradient id="felt" cx="420" cy="300" r="640" gradientUnits="userSpaceOnUse">
  <stop offset="0" stop-color="#1b8050"/><stop offset="0.7" stop-color="#0f5b36"/><stop offset="1" stop-color="#0a4428"/>
</radialGradient>
<linearGradient id="wood" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="#6b4a2a"/><stop offset="1" stop-color="#3e2814"/></linearGradient></defs>''')
parts.append('<rect x="0" y="0" width="1000" height="640" rx="30" fill="url(#wood)"/>')
parts.append('<rect x="10" y="10" width="980" height="620" rx="24" fill="url(#felt)"/>')
# The dealer's chip bank is no printing: CrapsLayout.qml draws it filled with the house's
# chips (a drill), or the free-play table puts its rack there (issue 17).
# The DON'T COME bar and the number boxes.
parts.append(f'<rect x="20" y="60" width="110" height="170" {LINE}/>')
for x in BOX_X:
    parts.append(f'<rect x="{x}" y="60" width="95" height="170" {LINE}/>')
    parts.append(f'<path d="M{x} 92 L{x + 95} 92" {THIN}/>')
    parts.append(f'<path d="M{x} 150 L{x + 95} 150" {THIN}/>')
    parts.append(f'<path d="M{x} 190 L{x + 95} 190" {THIN} stroke-dasharray="5 4"/>')
# COME, FIELD, DON'T WIN bar, WIN.
parts.append(f'<rect x="130" y="240" width="570" height="60" {LINE}/>')
parts.append(f'<rect x="130" y="308" width="570" height="70" {LINE}/>')
for cx in (175, 655):
    parts.append(f'<circle cx="{cx}" cy="330" r="15" {LINE}/>')
parts.append(f'<rect x="130" y="386" width="570" height="34" {LINE}/>')
parts.append(f'<rect x="130" y="428" width="570" height="60" rx="6" {LINE}/>')
# BIG 6 / BIG 8 (one box, split on the diagonal), UNDER 7 / OVER 7.
parts.append(f'<rect x="20" y="240" width="100" height="92" {LINE}/>')
parts.append(f'<path d="M20 332 L120 240" {THIN}/>')
parts.append(f'<rect x="20" y="340" width="100" height="72" {LINE}/>')
parts.append(f'<rect x="20" y="416" width="100" height="72" {LINE}/>')
# The centre bets.
parts.append(f'<rect x="715" y="60" width="270" height="428" rx="10" {LINE}/>')
parts.append(f'<rect x="725" y="68" width="250" height="42" rx="6" {RED}/>')
# The hardways and the one-roll bets, 52 high, with a gap between them where HARD WAYS is
# printed on the dashed line that parts them (the line broken for the words, issue 17).
hard = [(730, 118, 3, 3), (855, 118, 5, 5), (730, 174, 4, 4), (855, 174, 2, 2)]
craps = [(730, 250, 1, 2), (855, 250, 1, 1), (730, 306, 6, 6), (855, 306, 5, 6)]
for x, y, a, b in hard + craps:
    parts.append(f'<rect x="{x}" y="{y}" width="120" height="52" rx="6" {THIN}/>')
    parts.append(dice_pair(x + 30, y + 26, a, b, 16))
parts.append(f'<path d="M725 238 L800 238" {THIN} stroke-dasharray="5 4"/>')
parts.append(f'<path d="M905 238 L975 238" {THIN} stroke-dasharray="5 4"/>')
parts.append(f'<rect x="730" y="364" width="245" height="52" rx="6" {THIN}/>')
parts.append(f'<rect x="730" y="424" width="245" height="56" rx="6" {THIN}/>')
# The rail: the players' places and the dice's landing area.
parts.append('<path d="M20 500 L980 500" stroke="#f1d98c" stroke-opacity="0.35" stroke-width="2"/>')
parts.append('<rect x="330" y="520" width="340" height="80" rx="40" fill="#000" fill-opacity="0.10"/>')

svg = ('<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="640" viewBox="0 0 1000 640">\n'
       '  <!-- The craps layout (art. 16) from above; made by tools/make_craps_assets.py. -->\n  '
       + "\n  ".join(parts) + "\n</svg>\n")
path = os.path.join(ROOT, "layouts", "craps.svg")
with open(path, "w", encoding="utf-8") as f:
    f.write(svg)
