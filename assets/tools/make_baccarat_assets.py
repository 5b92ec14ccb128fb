#!/usr/bin/env python3
"""Writes the felt of the baccarat free-play table (layouts/baccarat-felt.svg): the
table's outline, rail and felt only, as plain SVG paths (no fonts). The card boxes,
seats and printing are drawn by qml/Tables/BaccaratFreePlay.qml, because they
change with the game (Punto Banco, chemin de fer, deux tableaux) and the words
must be translated. Run from assets/:

    python3 tools/make_baccarat_assets.py

The output is committed; this script is how it was made (assets/LICENSES.md)."""

import os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

OUTLINE = "M40 40 L960 40 L960 330 C960 560 760 620 500 620 C240 620 40 560 40 330 Z"

SVG = f"""
<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="640" viewBox="0 0 1000 640">
  <!-- The baccarat free-play felt, dealer at the top: outline, rail and felt. -->
  <defs><radialGradient id="felt" cx="500" cy="280" r="560" gradientUnits="userSpaceOnUse">
  <stop offset="0" stop-color="#1b8050"/><stop offset="0.7" stop-color="#0f5b36"/><stop offset="1" stop-color="#0a4428"/>
</radialGradient></defs>
  <path d="{OUTLINE}" fill="url(#felt)" stroke="#3a2414" stroke-width="22"/>
  <path d="{OUTLINE}" fill="none" stroke="#6b4a2a" stroke-width="6"/>
  <path d="M80 380 C250 500 750 500 920 380" fill="none" stroke="#f6ecd2" stroke-opacity="0.35" stroke-width="2"/>
</svg>
"""

path = os.path.join(ROOT, "layouts", "baccarat-felt.svg")
with open(path, "w", encoding="utf-8") as f:
    f.write(SVG.strip() + "\n")
