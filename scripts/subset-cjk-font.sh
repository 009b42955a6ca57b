#!/usr/bin/env bash
# Makes assets/fonts/NotoSansSC-Subset.otf: Noto Sans CJK SC cut down to the characters the
# Chinese messages, the glossary, README.zh-CN.md, the code listings and the web page's own words use (plus
# printable ASCII), so the window,
# the web page and exported pictures draw Chinese on a machine without CJK fonts.
# Run it again after changing the Chinese messages (a test fails when a character is missing).
# Needs: Debian's fonts-noto-cjk (the source font) and fonttools from PyPI (pyftsubset).
set -euo pipefail
cd "$(dirname "$0")/.."
source_font=${CJK_SOURCE_FONT:-/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc}
if [ ! -f "$source_font" ]; then
  echo "no $source_font: apt-get install fonts-noto-cjk (or set CJK_SOURCE_FONT)" >&2
  exit 1
fi
command -v pyftsubset >/dev/null || pip install fonttools
text=$(mktemp)
trap 'rm -f "$text"' EXIT
for f in crates/teach/locales/zh/*.ftl crates/teach/locales/glossary.md README.zh-CN.md web/index.html crates/teach/listings/*/*; do [ -f "$f" ] && cat "$f"; done > "$text"
# Printable ASCII and the symbols the program writes, so SVG text set in this font alone reads.
printf '%s' ' !"#$%&'"'"'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\]^_`abcdefghijklmnopqrstuvwxyz{|}~' >> "$text"
printf '%s' '中文…—–−±∞≤≥≠×÷→←↑↓·αβ½¼¾、，。：；！？（）“”‘’《》【】' >> "$text"
# The no-break space that holds "α ≥ β" together on one line.
printf '\u00a0' >> "$text"
# Face 2 of the collection is Simplified Chinese (JP, KR, SC, TC, HK).
pyftsubset "$source_font" --font-number=2 --text-file="$text" \
  --layout-features='kern,liga,locl,vert' --no-hinting --desubroutinize \
  --name-IDs='*' --output-file=assets/fonts/NotoSansSC-Subset.otf
cp /usr/share/doc/fonts-noto-cjk/copyright assets/fonts/NotoSansSC-LICENSE.txt 2>/dev/null || true
ls -l assets/fonts/NotoSansSC-Subset.otf
