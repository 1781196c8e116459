"""Shrink the ICU data library that Qt brings into the bundle (32 MB) to what an app in English and
Turkish uses (about 5 MB).

Qt needs ICU for collation, case mapping, time-zone names and locale data; the library holds that
for every language, plus code-page converters and break-iterator dictionaries that Qt does not
use (Qt breaks text with its own tables). The data package is pulled out of libicudata, the items
of other languages, the converters and the break iterators are removed with ICU's `icupkg`, and
what is left is assembled back into a library of the same name and symbol with `gcc`.

Needs: icupkg (Debian: icu-devtools), gcc, readelf.
Run: python packaging/trim_icu.py BUNDLE_DIR
"""
from __future__ import annotations

import re
import subprocess
import sys
import tempfile
from pathlib import Path

SPOKEN = re.compile(r"en(_(US|GB|001|150|US_POSIX|CA|AU|IE|NZ|IN))?|tr(_TR)?")
"""The locales of the languages the app speaks (gamenight.core.words.LANGUAGES): Turkish needs its
own case mapping (the dotted and the dotless i), collation, and number and date formats."""
KEPT_IN_EVERY_TREE = {"root", "pool", "res_index"}
LOCALE = re.compile(r"[a-z]{2,3}(_[A-Za-z0-9]+)*")


def unwanted(item: str) -> bool:
    """Items left out: converters, break iterators, and locales other than English and Turkish (the
    supplemental tables at the top level, such as zoneinfo64 or likelySubtags, stay)."""
    *trees, name = item.split("/")
    if name.endswith(".cnv") or trees[:1] == ["brkitr"]:
        return True
    if not name.endswith(".res"):
        return False
    stem = name[:-len(".res")]
    if stem in KEPT_IN_EVERY_TREE or SPOKEN.fullmatch(stem):
        return False
    return bool(trees) or bool(LOCALE.fullmatch(stem))


def data_symbol(library: Path) -> tuple[str, int, int]:
    """(name, file offset, size) of the icudtNN_dat symbol holding the data package."""
    symbols = subprocess.run(["readelf", "-W", "--dyn-syms", str(library)], check=True, capture_output=True,
                             text=True).stdout
    match = re.search(r"^\s*\d+:\s+([0-9a-f]+)\s+(\S+)\s+OBJECT\s+GLOBAL\s+\S+\s+\S+\s+(icudt\d+_dat)$", symbols, re.M)
    if not match:
        raise SystemExit(f"{library}: no icudt*_dat symbol")
    address, size, name = int(match[1], 16), int(match[2], 0), match[3]  # readelf prints big sizes in hex
    sections = subprocess.run(["readelf", "-W", "-S", str(library)], check=True, capture_output=True,
                              text=True).stdout
    for line in sections.splitlines():
        fields = re.match(r"\s*\[\s*\d+\]\s+(\S+)\s+\S+\s+([0-9a-f]+)\s+([0-9a-f]+)\s+([0-9a-f]+)", line)
        if fields:
            start, offset, length = (int(fields[n], 16) for n in (2, 3, 4))
            if start <= address < start + length:
                return name, offset + address - start, size
    raise SystemExit(f"{library}: {name} lies in no section")


def trim(library: Path) -> tuple[int, int]:
    """Rewrite `library` in place; returns its size before and after."""
    before = library.stat().st_size
    name, offset, size = data_symbol(library)
    package = name.replace("_dat", "l")  # icudt73l: the little-endian package's tree prefix
    with tempfile.TemporaryDirectory() as scratch:
        work = Path(scratch)
        full, small = work / f"{package}.dat", work / "small" / f"{package}.dat"
        small.parent.mkdir()
        with library.open("rb") as source:
            source.seek(offset)
            full.write_bytes(source.read(size))
        items = subprocess.run(["icupkg", "-l", str(full)], check=True, capture_output=True, text=True).stdout.split()
        (work / "drop.txt").write_text("".join(f"{item}\n" for item in items if unwanted(item)))
        subprocess.run(["icupkg", "-r", str(work / "drop.txt"), str(full), str(small)], check=True)
        (work / "data.S").write_text(
            "    .section .rodata\n"
            f"    .globl {name}\n"
            f"    .type {name}, @object\n"
            "    .balign 16\n"
            f"{name}:\n"
            f'    .incbin "{small}"\n'
            f"    .size {name}, . - {name}\n"
            '    .section .note.GNU-stack,"",@progbits\n')
        built = work / library.name
        subprocess.run(["gcc", "-shared", "-nostdlib", f"-Wl,-soname,{library.name}", "-o", str(built),
                        str(work / "data.S")], check=True)
        library.write_bytes(built.read_bytes())
    return before, library.stat().st_size


def main() -> None:
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    libraries = sorted(Path(sys.argv[1]).glob("**/libicudata.so.*"))
    if not libraries:
        raise SystemExit(f"no libicudata in {sys.argv[1]}")
    for library in libraries:
        before, after = trim(library)
        print(f"{library.name}: {before / 1e6:.1f} MB -> {after / 1e6:.1f} MB")


if __name__ == "__main__":
    main()
