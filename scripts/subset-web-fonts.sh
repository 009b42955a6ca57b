#!/usr/bin/env bash
# Makes assets/fonts/Ubuntu-Light-Web.ttf and assets/fonts/Hack-Web.ttf: egui's two fonts (the
# sentences' Ubuntu Light, the listings' Hack) cut to the characters a page of the web build
# writes, for the web module, which carries them (the desktop keeps egui's whole fonts).
# Both keep Basic Latin, Latin-1, Latin Extended-A, Greek, general punctuation and the
# replacement character, for names and labels a teacher types. Ubuntu Light keeps what it has
# of arrows, mathematical operators and shapes; Hack, which every family falls back on for
# symbols (fonts.rs), keeps of those only the ones a page writes: every character outside
# Latin and Greek in the crates' sources, the words and the listings but for Chinese characters
# (the Chinese font's); the command line's own code (src/) never runs on a page. The render
# test `web_fonts` checks that nothing a page writes is left out. Their layout tables (kerning, ligatures) are kept; their TrueType hinting programs are
# not (--no-hinting: half of each file): egui hints a font without them with skrifa's
# autohinter, as it hints the Chinese font (issue 44).
# Needs: fonttools from PyPI and the epaint_default_fonts crate in Cargo's cache.
set -euo pipefail
cd "$(dirname "$0")/.."
fonts=$(dirname "$(ls ~/.cargo/registry/src/*/epaint_default_fonts-0.37*/fonts/Hack-Regular.ttf | head -1)")
python3 -c 'import fontTools' 2>/dev/null || pip install fonttools
text="U+0020-007E,U+00A0-017F,U+0370-03FF,U+2000-206F,U+FFFD"
written=$(python3 - <<'PY'
import os
seen = set()
for root in ("crates",):
    for folder, _, files in os.walk(root):
        if "/tests" in folder:
            continue
        for name in files:
            if name.endswith((".rs", ".ftl", ".txt", ".py", ".c", ".java", ".php")):
                with open(os.path.join(folder, name), encoding="utf-8") as f:
                    seen.update(c for c in f.read() if ord(c) >= 0x2070 and not 0x2E80 <= ord(c) <= 0xFFEF)
print(",".join("U+%04X" % ord(c) for c in sorted(seen)))
PY
)
python3 -m fontTools.subset "$fonts/Ubuntu-Light.ttf" \
  --unicodes="$text,U+2190-21FF,U+2200-22FF,U+2300-23FF,U+2500-25FF" --layout-features='*' \
  --name-IDs='*' --notdef-outline --no-hinting --output-file=assets/fonts/Ubuntu-Light-Web.ttf
python3 -m fontTools.subset "$fonts/Hack-Regular.ttf" --unicodes="$text,$written" \
  --layout-features='*' --name-IDs='*' --notdef-outline --no-hinting \
  --output-file=assets/fonts/Hack-Web.ttf
cp "$fonts/UFL.txt" assets/fonts/Ubuntu-Light-LICENSE.txt
cp "$fonts/Hack-Regular.txt" assets/fonts/Hack-LICENSE.txt
ls -l assets/fonts/Ubuntu-Light-Web.ttf assets/fonts/Hack-Web.ttf
