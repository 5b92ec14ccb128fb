#!/usr/bin/env python3
"""Marks every unfinished message of croupier_en.ts as translated by its own
source text (Croupier's source strings are English).

    cmake --build build/dev --target update_translations   # lupdate
    python3 translations/fill_english.py                    # English done
    linguist translations/croupier_el.ts                    # Greek by hand

Only the <translation> elements of unfinished messages change, so the rest of
the file stays as lupdate wrote it.
"""
import pathlib
import re
import sys

ts = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).with_name("croupier_en.ts"))
text = ts.read_text(encoding="utf-8")


def finish(match: re.Match) -> str:
    message = match.group(0)
    if 'type="unfinished"' not in message or "<numerusform" in message:
        return message
    source = re.search(r"<source>(.*?)</source>", message, re.S).group(1)
    return re.sub(r'<translation type="unfinished">.*?</translation>|<translation type="unfinished"/>',
                  lambda _: "<translation>" + source + "</translation>", message, flags=re.S)


filled = re.sub(r"<message>.*?</message>", finish, text, flags=re.S)
ts.write_text(filled, encoding="utf-8")
unfinished = 'type="unfinished"'
left = filled.count(unfinished)
print(f"{ts}: {text.count(unfinished) - left} filled, {left} left (plural forms need Linguist)")
