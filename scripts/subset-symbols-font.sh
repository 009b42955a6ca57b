#!/usr/bin/env bash
# Makes assets/fonts/Symbols-Subset.ttf: the arrows and shapes the program writes that the
# sentences' font (Ubuntu Light, egui's) has not, cut from Hack (egui's monospace font) and
# named "Gametree Symbols", with nothing else in it. PNG and GIF pictures fall back to it for
# those characters only: a fallback font that also had letters would take a whole line of
# text (resvg keeps the fallback for every glyph when it has them all), so a listing's
# "best ← max(best, v)" turned monospace.
# Needs: fonttools from PyPI and the epaint_default_fonts crate in Cargo's cache.
set -euo pipefail
cd "$(dirname "$0")/.."
source_font=$(ls ~/.cargo/registry/src/*/epaint_default_fonts-0.37*/fonts/Hack-Regular.ttf | head -1)
python3 -c 'import fontTools' 2>/dev/null || pip install fonttools
python3 - "$source_font" assets/fonts/Symbols-Subset.ttf <<'PY'
import sys
from fontTools import subset
from fontTools.ttLib import TTFont
font = TTFont(sys.argv[1])
options = subset.Options()
options.hinting = False
options.name_IDs = ['*']
subsetter = subset.Subsetter(options)
subsetter.populate(text='←→↑↓↪′≡▎■▶▼◀')
subsetter.subset(font)
for record in font['name'].names:
    if record.nameID in (1, 16):
        record.string = 'Gametree Symbols'
    elif record.nameID == 4:
        record.string = 'Gametree Symbols Regular'
    elif record.nameID == 6:
        record.string = 'GametreeSymbols-Regular'
font.save(sys.argv[2])
PY
cp "$(dirname "$source_font")/Hack-Regular.txt" assets/fonts/Symbols-LICENSE.txt
ls -l assets/fonts/Symbols-Subset.ttf
