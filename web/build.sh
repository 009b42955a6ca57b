#!/usr/bin/env bash
# Build the web (wasm32) version of gametree into web/dist/:
#   web/dist/index.html, web/dist/gametree.js, web/dist/gametree_bg.wasm, and beside each
#   file a server may send compressed its precompressed copies (.gz, and .br when the
#   `brotli` command is there), for a server that chooses them by Accept-Encoding.
# Serve it with e.g.:  python3 -m http.server --bind 127.0.0.1 --directory web/dist 8080
#
# Needs: rustup, cargo; installs wasm-bindgen-cli (matching Cargo.lock) when missing.
# Optional: wasm-opt (Debian package `binaryen`) to shrink the .wasm; `brotli` (Debian package
# `brotli`, or Python's `brotli` module) for the .br copies.
set -euo pipefail

# Run from the repository root, wherever we are called from.
cd "$(dirname "${BASH_SOURCE[0]}")/.."

CRATE=gametree_app                   # the app crate (crates/app) -> target/.../gametree_app.wasm
OUT_NAME=gametree                    # index.html imports ./gametree.js (+ gametree_bg.wasm)
TARGET=wasm32-unknown-unknown
OUT_DIR=web/dist
TARGET_DIR=${CARGO_TARGET_DIR:-target}

# 1. The wasm32 target.
if command -v rustup >/dev/null 2>&1; then
  if ! rustup target list --installed | grep -qx "$TARGET"; then
    rustup target add "$TARGET"
  fi
else
  echo "note: rustup not found; assuming the $TARGET standard library is installed" >&2
fi

# 2. wasm-bindgen CLI at exactly the version of the wasm-bindgen crate in Cargo.lock
#    (the CLI refuses to process a .wasm made by a different wasm-bindgen version).
WB_VERSION=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
if [ -z "$WB_VERSION" ]; then
  echo "error: no wasm-bindgen package in Cargo.lock (is it a dependency for $TARGET?)" >&2
  exit 1
fi
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$WB_VERSION" ]; then
  echo "installing wasm-bindgen-cli $WB_VERSION ..." >&2
  # No --locked: one of the CLI's locked dependencies is not in the registry here.
  cargo install wasm-bindgen-cli --version "$WB_VERSION"
fi

# 3. Compile the app crate (its wasm32 entry is crates/app/src/web.rs) to a wasm module (a cdylib for this build only, so native builds do
#    not link one), small: optimised for size, one codegen unit, link-time optimisation, and
#    an 8 MB stack for the deepest searches (the web has no threads to give them their own).
#    The crates are compiled at opt-level s; the app crate, in whose compilation the whole
#    program is optimised again once linked (fat LTO), at z (WEB_LTO_OPT_LEVEL): 224 KB
#    smaller than s there (issue 44). Every crate at z was larger (docs/measured.md).
#    The panics' file names are written short: a crate's sources as `name-version/src/…`, ours
#    from the repository's root, not the paths of this machine's Cargo cache and checkout.
#    (17 KB of the module; changing RUSTFLAGS rebuilds every crate once.)
REMAP=""
for src in "${CARGO_HOME:-$HOME/.cargo}"/registry/src/*/; do
  if [ -d "$src" ]; then REMAP="$REMAP --remap-path-prefix=$src="; fi
done
REMAP="$REMAP --remap-path-prefix=$PWD/="
#    WebAssembly's 128-bit vectors (simd128): egui's rasteriser (vello_cpu, through
#    fearless_simd) then has one vector path instead of a scalar copy of every vector operation:
#    183 KB smaller (65 KB gzipped; the browser test's times about the same). Every browser
#    since Chrome/Edge 91, Firefox 89 and Safari 16.4 runs it; the page tells an older one why
#    it cannot (index.html).
RUSTFLAGS="${RUSTFLAGS:+$RUSTFLAGS }-C target-feature=+simd128$REMAP" \
CARGO_PROFILE_RELEASE_OPT_LEVEL=${WEB_OPT_LEVEL:-s} \
CARGO_PROFILE_RELEASE_LTO=${WEB_LTO:-true} \
CARGO_PROFILE_RELEASE_CODEGEN_UNITS=1 \
  cargo rustc -p gametree-app --release --target "$TARGET" --lib --crate-type cdylib \
  -- -C link-arg=-zstack-size=8388608 -C opt-level="${WEB_LTO_OPT_LEVEL:-z}"

WASM_IN="$TARGET_DIR/$TARGET/release/$CRATE.wasm"
if [ ! -f "$WASM_IN" ]; then
  echo "error: $WASM_IN was not produced" >&2
  exit 1
fi

# 4. JS glue + wasm for `<script type="module">` (index.html imports ./gametree.js).
rm -rf "$OUT_DIR"
mkdir -p "$OUT_DIR"
wasm-bindgen --target web --no-typescript --out-dir "$OUT_DIR" --out-name "$OUT_NAME" "$WASM_IN"
WASM_OUT="$OUT_DIR/${OUT_NAME}_bg.wasm"

# 5. Shrink it with binaryen's wasm-opt (WASM_OPT=/path/to/wasm-opt picks one). Debian's
#    binaryen 108 rewrites wasm-bindgen 0.2.130's exports wrongly (the page then fails to
#    load), so its output is checked and refused; binaryen from the npm registry (version 132)
#    works and is installed under ~/.cache when npm is there. Without either, the module is
#    kept as it is (larger, still correct).
BINARYEN_NPM="${XDG_CACHE_HOME:-$HOME/.cache}/gametree/binaryen"
if [ -z "${WASM_OPT:-}" ]; then
  if [ ! -x "$BINARYEN_NPM/node_modules/.bin/wasm-opt" ] && command -v npm >/dev/null 2>&1; then
    echo "installing binaryen 132 from the npm registry into $BINARYEN_NPM ..." >&2
    npm install --silent --no-audit --no-fund --prefix "$BINARYEN_NPM" binaryen@132 >&2 || true
  fi
  if [ -x "$BINARYEN_NPM/node_modules/.bin/wasm-opt" ]; then
    WASM_OPT="$BINARYEN_NPM/node_modules/.bin/wasm-opt"
  else
    WASM_OPT=wasm-opt
  fi
fi
if command -v "$WASM_OPT" >/dev/null 2>&1; then
  # Flags: the wasm features rustc emits by default; binaryen does not assume them all.
  # -Oz, binaryen's whole-program type flow (--gufa), -Oz again: 9 KB smaller than -Oz alone.
  if "$WASM_OPT" -Oz --gufa -Oz --enable-simd \
      --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
      --enable-mutable-globals --enable-reference-types --enable-multivalue \
      -o "$WASM_OUT.opt" "$WASM_OUT" \
    && python3 web/check_wasm_exports.py "$WASM_OUT" "$WASM_OUT.opt"; then
    mv "$WASM_OUT.opt" "$WASM_OUT"
  else
    rm -f "$WASM_OUT.opt"
    echo "WARNING: $("$WASM_OPT" --version 2>/dev/null) failed or broke the module; keeping the unoptimised $WASM_OUT" >&2
  fi
else
  echo "note: no wasm-opt (binaryen) found; keeping the unoptimised $WASM_OUT" >&2
fi

# 6. The page (told the module's size, for its download's progress), the Chinese font (its own
#    words, loading and errors, use it before the app runs) and the app's words.
size=$(stat -c %s "$WASM_OUT")
sed "s|<meta name=\"gametree-module-bytes\" content=\"0\">|<meta name=\"gametree-module-bytes\" content=\"$size\">|" \
  web/index.html >"$OUT_DIR/index.html"
grep -q "content=\"$size\"" "$OUT_DIR/index.html" || { echo "error: index.html lost its module-size line" >&2; exit 1; }
cp web/embed-example.html web/worker.js assets/fonts/NotoSansSC-Subset.otf "$OUT_DIR/"
# The app's words, which the module does not carry (crates/teach/src/i18n): for each language
# every message file of locales/<language>/ joined into one, each ending its line.
for lang in en zh; do
  for f in crates/teach/locales/$lang/*.ftl; do cat "$f"; echo; done >"$OUT_DIR/$lang.ftl"
done

# 7. Precompressed copies beside each file, byte for byte the same once decoded: FILE.gz
#    (gzip -9) and FILE.br (brotli at its best), so a server sends each once compressed, not
#    compressing it again for every student (docs/web.md, "Serving it").
brotli_file() {
  if command -v brotli >/dev/null 2>&1; then
    brotli -q 11 -f -o "$1.br" "$1"
  elif python3 -c "import brotli" 2>/dev/null; then
    python3 -c 'import brotli, sys; d = open(sys.argv[1], "rb").read(); open(sys.argv[1] + ".br", "wb").write(brotli.compress(d, quality=11))' "$1"
  else
    return 1
  fi
}
no_brotli=0
for f in "$OUT_DIR"/*.wasm "$OUT_DIR"/*.js "$OUT_DIR"/*.html "$OUT_DIR"/*.otf "$OUT_DIR"/*.ftl; do
  gzip -9 -n -k -f "$f"
  brotli_file "$f" || no_brotli=1
done
if [ "$no_brotli" = 1 ]; then
  echo "note: no brotli (Debian package \`brotli\`, or pip's \`brotli\`); only .gz copies were written" >&2
fi

# 8. Sizes.
gz=$(stat -c %s "$WASM_OUT.gz")
br=$([ -f "$WASM_OUT.br" ] && stat -c %s "$WASM_OUT.br" || echo 0)
echo "built $OUT_DIR/: $(basename "$WASM_OUT") $((size / 1024)) KiB ($size bytes), gzipped $((gz / 1024)) KiB ($gz bytes), brotli $((br / 1024)) KiB ($br bytes)"
echo "serve: python3 -m http.server --bind 127.0.0.1 --directory $OUT_DIR 8080"
