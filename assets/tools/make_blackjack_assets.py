#!/usr/bin/env python3
"""Makes the blackjack table's layout (assets/layouts/blackjack.svg).

A 7-box blackjack table seen from above, dealer at the top (art. 14 §11: the
layout's boxes; §12 α: box 1, dealt first, is the dealer's leftmost, so the
viewer's rightmost). The felt is 1000 x 640 design units like the other
layouts (Tables/BlackjackTable.qml scales it); the printed words are laid on by
QML so they are translated: this file draws only lines and shapes, no fonts.
Made for Croupier, CC0-1.0. Run from the repository's root:
    python3 assets/tools/make_blackjack_assets.py
"""
import math
import os

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")

# The box centres along the curve, box 1 (the dealer's left) first: shared with
# BlackjackTable.qml / BlackjackFreePlay.qml (their `boxCentres`).
CX, CY, RX, RY = 500, 200, 385, 330
ANGLES = [30 + i * 20 for i in range(7)]  # box 1 at 30 deg (right), box 7 at 150 deg (left)


def box_centre(i):
    a = math.radians(ANGLES[i])
    return CX + RX * math.cos(a), CY + RY * math.sin(a)


LINE = 'fill="none" stroke="#f6ecd2" stroke-opacity="0.8" stroke-width="3"'
FAINT = 'fill="none" stroke="#f6ecd2" stroke-opacity="0.45" stroke-width="2"'
GOLD = 'fill="none" stroke="#d9b45a" stroke-opacity="0.85" stroke-width="3"'


def boxes():
    out = []
    for i in range(7):
        x, y = box_centre(i)
        rot = ANGLES[i] - 90
        # The box: a rounded rectangle for the cards, its betting circle towards the player.
        out.append(
            f'<g transform="translate({x:.1f} {y:.1f}) rotate({rot:.1f})">'
            f'<rect x="-52" y="-62" width="104" height="124" rx="14" {LINE}/>'
            f'<circle cx="0" cy="34" r="22" {GOLD}/>'
            "</g>")
    return "\n  ".join(out)


def arc(rx, ry, a0, a1, attrs):
    x0, y0 = CX + rx * math.cos(math.radians(a0)), CY + ry * math.sin(math.radians(a0))
    x1, y1 = CX + rx * math.cos(math.radians(a1)), CY + ry * math.sin(math.radians(a1))
    # From the left to the right through the bottom (the players' side): sweep 0.
    return f'<path d="M{x0:.1f} {y0:.1f} A{rx} {ry} 0 0 0 {x1:.1f} {y1:.1f}" {attrs}/>'


def chip_tray():
    # The chip tray in front of the dealer: ten tubes.
    tubes = "".join(
        f'<rect x="{372 + k * 26}" y="52" width="22" height="46" rx="10" fill="#06281a" fill-opacity="0.55" '
        'stroke="#6b4a2a" stroke-width="2"/>' for k in range(10))
    return (f'<rect x="362" y="46" width="276" height="58" rx="8" fill="#2a1a0e" stroke="#6b4a2a" stroke-width="4"/>'
            + tubes)


FELT = """<defs><radialGradient id="felt" cx="500" cy="260" r="560" gradientUnits="userSpaceOnUse">
  <stop offset="0" stop-color="#1b8050"/><stop offset="0.7" stop-color="#0f5b36"/><stop offset="1" stop-color="#0a4428"/>
</radialGradient></defs>"""

TABLE = ('<path d="M40 40 L960 40 L960 250 C960 520 760 625 500 625 C240 625 40 520 40 250 Z" '
         'fill="url(#felt)" stroke="#3a2414" stroke-width="22"/>'
         '<path d="M40 40 L960 40 L960 250 C960 520 760 625 500 625 C240 625 40 520 40 250 Z" '
         'fill="none" stroke="#6b4a2a" stroke-width="6"/>')

svg = f"""<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="640" viewBox="0 0 1000 640">
  <!-- A blackjack table seen from above, dealer at the top (art. 14): the chip
       tray and the dealer's place, the sabot (dealer's left) and discard holder
       (dealer's right) places, the printed arcs (BLACKJACK PAYS 3 TO 2, the
       dealer's rule), the insurance band, seven boxes along the curve. -->
  {FELT}
  {TABLE}
  {chip_tray()}
  <rect x="400" y="125" width="200" height="95" rx="12" {FAINT} stroke-dasharray="8 6"/>
  <rect x="820" y="60" width="110" height="150" rx="10" {FAINT} stroke-dasharray="6 6"/>
  <rect x="70" y="60" width="110" height="150" rx="10" {FAINT} stroke-dasharray="6 6"/>
  {arc(250, 150, 150, 30, FAINT)}
  {arc(300, 205, 160, 20, GOLD)}
  {arc(300, 245, 160, 20, GOLD)}
  {boxes()}
</svg>
"""

os.makedirs(os.path.join(ROOT, "layouts"), exist_ok=True)
with open(os.path.join(ROOT, "layouts", "blackjack.svg"), "w", encoding="utf-8") as f:
    f.write(svg)

if __name__ == "__main__":
    for i in range(7):
        x, y = box_centre(i)
        print(f"box {i + 1}: {x:.1f}, {y:.1f}")
