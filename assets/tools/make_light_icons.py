#!/usr/bin/env python3
"""The light theme's icons: assets/icons/light/NAME.svg from assets/icons/NAME.svg.

The icons are drawn for the dark theme: gold (#d9b45a) strokes and cream (#f6ecd2)
marks on dark felt. On the light theme's cream panels those fade (issue 17: "the light
theme's icons are barely visible"), so the light set draws the gold as Theme.highlight's
dark gold (#7a5810, 6.0:1 on the light panel) and the cream marks of the line icons as
the light theme's text green (#10261a); a card's cream face stays white paper.

  python3 assets/tools/make_light_icons.py          # write assets/icons/light/
  python3 assets/tools/make_light_icons.py --check  # exit 1 if a light icon is stale
"""
import pathlib
import re
import sys

ICONS = pathlib.Path(__file__).resolve().parent.parent / "icons"


def light(svg: str) -> str:
    svg = svg.replace("#d9b45a", "#7a5810")
    # A cream fill of a shape with a stroke is a card's face (paper): white. A cream
    # mark (a dot, a line, a tick: a cream fill without a stroke, or a cream stroke) is
    # ink on the panel: the light text colour; in white it vanished on the cream panel
    # (the exam sheet's tick, the free-play chip's edge marks). A dashed cream ring is a
    # chip's edge spots, drawn on the chip's own dark colour: white.
    def cream(m):
        tag = m.group(0)
        if 'stroke="#f6ecd2"' in tag:
            paper = "stroke-dasharray" in tag
        else:
            paper = "stroke=" in tag and 'stroke="none"' not in tag
        return tag.replace("#f6ecd2", "#ffffff" if paper else "#10261a")
    return re.sub(r"<[^>]*#f6ecd2[^>]*>", cream, svg)


def main() -> int:
    check = "--check" in sys.argv[1:]
    out = ICONS / "light"
    out.mkdir(exist_ok=True)
    stale = []
    for src in sorted(ICONS.glob("*.svg")):
        want = light(src.read_text(encoding="utf-8"))
        dst = out / src.name
        if check:
            if not dst.exists() or dst.read_text(encoding="utf-8") != want:
                stale.append(dst.name)
        else:
            dst.write_text(want, encoding="utf-8")
    if stale:
        print("light icons out of date (run assets/tools/make_light_icons.py):", ", ".join(stale))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
