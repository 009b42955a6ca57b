#!/usr/bin/env bash
# Makes assets/fonts/Ubuntu-Light-Web.ttf and assets/fonts/Hack-Web.ttf: egui's two fonts (the
# sentences' Ubuntu Light, the listings' Hack) cut to the characters a page of the web build
# writes, for the web module, which carries them (the desktop keeps egui's whole fonts): Basic
# Latin, Latin-1, Latin Extended-A, Greek, punctuation, arrows, mathematical operators, box
# drawing, blocks and geometric shapes, and the replacement character. Their layout tables
# (kerning, ligatures) are kept; their TrueType hinting programs are not (--no-hinting: half
# of each file, 170 KB of the module): egui hints a font without them with skrifa's
# autohinter, as it hints the Chinese font (issue 44).
# Needs: fonttools from PyPI and the epaint_default_fonts crate in Cargo's cache.
set -euo pipefail
cd "$(dirname "$0")/.."
fonts=$(dirname "$(ls ~/.cargo/registry/src/*/epaint_default_fonts-0.37*/fonts/Hack-Regular.ttf | head -1)")
python3 -c 'import fontTools' 2>/dev/null || pip install fonttools
ranges="U+0020-007E,U+00A0-017F,U+0370-03FF,U+2000-206F,U+2190-21FF,U+2200-22FF,U+2300-23FF,U+2500-25FF,U+FFFD"
for pair in "Ubuntu-Light:Ubuntu-Light-Web" "Hack-Regular:Hack-Web"; do
  python3 -m fontTools.subset "$fonts/${pair%%:*}.ttf" --unicodes="$ranges" --layout-features='*' \
    --name-IDs='*' --notdef-outline --no-hinting --output-file="assets/fonts/${pair##*:}.ttf"
done
cp "$fonts/UFL.txt" assets/fonts/Ubuntu-Light-LICENSE.txt
cp "$fonts/Hack-Regular.txt" assets/fonts/Hack-LICENSE.txt
ls -l assets/fonts/Ubuntu-Light-Web.ttf assets/fonts/Hack-Web.ttf
