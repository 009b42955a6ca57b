#!/usr/bin/env python3
"""Check that wasm-opt kept a wasm-bindgen module's exports intact.

    check_wasm_exports.py BEFORE.wasm AFTER.wasm

Compares every export's name, kind and (for tables) element type. Exits 0 when they match,
1 (with the difference on stderr) when they don't or a file cannot be read.

Why: Debian's binaryen 108 rewrites wasm-bindgen 0.2.130 output so that the export
`__wbindgen_externrefs` points at the funcref table instead of the externref table. The page
then dies in `__wbindgen_init_externref_table` with "WebAssembly.Table.set(): Argument 1 is
invalid for table: function-typed object must be null ..." even though wasm-opt reported success.
"""

import sys

KINDS = {0: "func", 1: "table", 2: "memory", 3: "global", 4: "tag"}
REFTYPES = {0x70: "funcref", 0x6F: "externref"}


class Reader:
    def __init__(self, data, pos=0, end=None):
        self.data, self.pos = data, pos
        self.end = len(data) if end is None else end

    def byte(self):
        if self.pos >= self.end:
            raise ValueError("unexpected end of section")
        b = self.data[self.pos]
        self.pos += 1
        return b

    def uleb(self):
        result = shift = 0
        while True:
            b = self.byte()
            result |= (b & 0x7F) << shift
            shift += 7
            if not b & 0x80:
                return result

    def name(self):
        n = self.uleb()
        s = self.data[self.pos:self.pos + n].decode("utf-8")
        self.pos += n
        return s

    def reftype(self):
        b = self.byte()
        if b in REFTYPES:
            return REFTYPES[b]
        if b in (0x63, 0x64):  # (ref null ht) / (ref ht): heap type as a signed LEB
            ht = self.byte()
            if ht & 0x80:
                raise ValueError("indexed heap types are not handled")
            return {0x70: "funcref", 0x6F: "externref"}.get(ht, f"ref-0x{ht:02x}")
        return f"ref-0x{b:02x}"

    def limits(self):
        flags = self.byte()
        self.uleb()
        if flags & 1:
            self.uleb()


def exports_of(path):
    data = open(path, "rb").read()
    if data[:4] != b"\0asm":
        raise ValueError(f"{path} is not a wasm module")
    r = Reader(data, 8)
    tables = []  # element type per table index (imports first)
    exports = []
    while r.pos < len(data):
        section_id = r.byte()
        size = r.uleb()
        s = Reader(data, r.pos, r.pos + size)
        if section_id == 2:  # imports
            for _ in range(s.uleb()):
                s.name()
                s.name()
                kind = s.byte()
                if kind == 0:
                    s.uleb()
                elif kind == 1:
                    tables.append(s.reftype())
                    s.limits()
                elif kind == 2:
                    s.limits()
                elif kind == 3:
                    s.reftype() if data[s.pos] in (0x63, 0x64) else s.byte()
                    s.byte()
                elif kind == 4:
                    s.byte()
                    s.uleb()
                else:
                    raise ValueError(f"unknown import kind {kind}")
        elif section_id == 4:  # tables
            for _ in range(s.uleb()):
                if data[s.pos] == 0x40:
                    raise ValueError("tables with initialisers are not handled")
                tables.append(s.reftype())
                s.limits()
        elif section_id == 7:  # exports
            for _ in range(s.uleb()):
                name = s.name()
                kind = KINDS.get(s.byte(), "?")
                index = s.uleb()
                exports.append((name, kind, index))
        r.pos += size
    described = {}
    for name, kind, index in exports:
        if kind == "table":
            described[name] = f"table of {tables[index] if index < len(tables) else '?'}"
        else:
            described[name] = kind
    return described


def main():
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    try:
        before, after = exports_of(sys.argv[1]), exports_of(sys.argv[2])
    except (OSError, ValueError, UnicodeDecodeError) as e:
        print(f"check_wasm_exports: cannot check: {e}", file=sys.stderr)
        return 1
    bad = [
        f"  {name}: {before.get(name, 'missing')} -> {after.get(name, 'missing')}"
        for name in sorted(set(before) | set(after))
        if before.get(name) != after.get(name)
    ]
    if bad:
        print("check_wasm_exports: wasm-opt changed the module's exports:", file=sys.stderr)
        print("\n".join(bad), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
