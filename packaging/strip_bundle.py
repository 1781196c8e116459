"""Strip the bundle's ELF files that still carry a symbol table or debug information.

Some wheels on PyPI ship extension modules built with debug information (aiohttp's parser, writer
and websocket modules, frozenlist, multidict, propcache: about 9 MB), some Pythons an unstripped
libpython and extension modules, and trim_icu.py assembles a new ICU data library: lintian fails a
package over any of them (unstripped-binary-or-object). Each such file is stripped of what is not
needed to load and link it (`strip --strip-unneeded`: its dynamic symbols stay), whichever package
it came from, so a new dependency's unstripped library is stripped too. NumPy's libraries are left
alone: strip breaks the page alignment auditwheel gave them (lintian-overrides says so).

Needs: binutils (readelf, strip). Run: python packaging/strip_bundle.py BUNDLE  (prints what it stripped)
"""
from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

_spec = importlib.util.spec_from_file_location("deb_depends", Path(__file__).with_name("deb_depends.py"))
deb_depends = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(deb_depends)

LEFT_ALONE = ("numpy", "numpy.libs")
"""Folders of the bundle's _internal whose libraries are never stripped (see above)."""


def unstripped(path: Path) -> bool:
    """Whether the ELF file has a symbol table or debug sections (what `file` calls "not stripped")."""
    sections = subprocess.run(["readelf", "-S", "-W", str(path)], capture_output=True, text=True, check=True).stdout
    return any(name == ".symtab" or name.startswith((".debug_", ".zdebug_")) for name in _section_names(sections))


def _section_names(readelf: str) -> list[str]:
    return [line.split("]", 1)[1].split()[0] for line in readelf.splitlines()
            if line.lstrip().startswith("[") and "]" in line and line.split("]", 1)[1].split()]


def left_alone(bundle: Path, path: Path) -> bool:
    parts = path.relative_to(bundle).parts
    return len(parts) > 1 and parts[0] == "_internal" and parts[1] in LEFT_ALONE


def strip_bundle(bundle: Path) -> list[tuple[Path, int]]:
    """Strips every unstripped ELF file of the bundle but NumPy's: (file, bytes saved) for each."""
    stripped = []
    for path in deb_depends.elf_files(bundle):
        if left_alone(bundle, path) or not unstripped(path):
            continue
        before = path.stat().st_size
        subprocess.run(["strip", "--strip-unneeded", str(path)], check=True)
        stripped.append((path, before - path.stat().st_size))
    return stripped


def main() -> None:
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    bundle = Path(sys.argv[1])
    stripped = strip_bundle(bundle)
    for path, saved in stripped:
        print(f"stripped {path.relative_to(bundle)} ({saved / 1e6:.1f} MB less)")
    print(f"strip_bundle.py: {len(stripped)} stripped, {sum(saved for _, saved in stripped) / 1e6:.1f} MB less")


if __name__ == "__main__":
    main()
