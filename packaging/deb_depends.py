"""Work out the .deb's Depends and Recommends from what every ELF file in the bundle links to.

Every shared object and executable in the bundle is read with `objdump -p` (the libraries it names
as NEEDED and the symbol versions it asks of each) and `ldd` (where this machine finds them), so
plugins the smoke test never loads (the xcb platform plugin, run offscreen) count like the rest.
A library the bundle does not carry belongs to the Debian package `dpkg -S` names, and each package
gets a minimum version the way dpkg-shlibdeps works it out:
- from the symbol versions the bundle asks of its libraries (GLIBC_2.34, GLIBCXX_3.4.30...), each
  looked up in the package's symbols file; a GLIBC_x.y missing there means libc6 x.y itself. These
  are exact, so they decide alone: a library of the same package asked for no symbol version
  (libdl.so.2 of libc6, linked but hardly used) adds nothing;
- else from the package's shlibs entry for each library (`libxcb 1 libxcb1 (>= 1.12)`);
- else the version installed here, without its Debian revision (known to work with the bundle).
A library this machine lacks fails the build, except those in PLUGIN_ONLY: only plugins (speech,
Wayland) use them, the .deb recommends their packages whatever this machine has, and the plugins
load only where they are present.

Run: python packaging/deb_depends.py BUNDLE_DIR  (prints the control file's Depends and Recommends)
"""
from __future__ import annotations

import re
import subprocess
import sys
from collections import defaultdict
from pathlib import Path
from typing import Callable

# Library -> the package recommended for it. The bundle never carries these, and a Depends on them
# would pull a sound server or a Wayland stack onto machines that do not want one.
PLUGIN_ONLY = {
    "libpulse.so.0": "libpulse0",
    "libspeechd.so.2": "libspeechd2",
    "libwayland-client.so.0": "libwayland-client0",
    "libwayland-cursor.so.0": "libwayland-cursor0",
    "libwayland-egl.so.1": "libwayland-egl1",
}
# The speech engine itself: without the service, libspeechd has nobody to talk to.
ALSO_RECOMMENDED = ("speech-dispatcher",)

Run = Callable[[list], str]


def run_command(argv: list) -> str:
    """stdout of a command; a failing command gives what it printed (ldd fails on static files)."""
    return subprocess.run(argv, capture_output=True, text=True).stdout


def needed_and_versions(objdump: str) -> tuple[list[str], dict[str, set[str]]]:
    """From `objdump -p`: the NEEDED libraries, and the symbol versions required of each."""
    needed = re.findall(r"^\s*NEEDED\s+(\S+)$", objdump, re.M)
    versions: dict[str, set[str]] = defaultdict(set)
    library = None
    for line in objdump.partition("Version References:")[2].splitlines():
        required = re.match(r"\s*required from (\S+):$", line)
        if required:
            library = required[1]
            continue
        version = re.match(r"\s*0x[0-9a-f]+\s+0x[0-9a-f]+\s+\d+\s+(\S+)$", line)
        if version and library:
            versions[library].add(version[1])
    return needed, versions


def found_by_ldd(ldd: str) -> dict[str, str | None]:
    """From `ldd`: library name -> the path this machine loads it from (None: not found)."""
    found = {Path(path).name: path for path in re.findall(r"^\s*(/\S+) \(0x[0-9a-f]+\)$", ldd, re.M)}
    for name, target in re.findall(r"^\s*(\S+) => (.*?)(?: \(0x[0-9a-f]+\))?$", ldd, re.M):
        found[name] = None if target == "not found" else target
    return found


def version_key(version: str) -> list:
    """Orders the plain dotted versions that minimums are (2.34 < 2.35 < 10.2)."""
    return [(0, int(part)) if part.isdigit() else (1, part) for part in re.findall(r"\d+|[a-z]+", version)]


def owning_package(path: str, run: Run) -> str:
    """The Debian package holding the library (by name under its directory: /lib is /usr/lib on
    merged-/usr systems, and dpkg knows only one of the two)."""
    library = Path(path)
    for line in run(["dpkg", "-S", f"*/{library.parent.name}/{library.name}"]).splitlines():
        package, _, owned = line.partition(": ")
        if owned.endswith(f"/{library.parent.name}/{library.name}"):
            return package.split(":")[0]
    raise SystemExit(f"No installed package holds {path}; install it from a Debian package and build again.")


def symbols_minimum(package: str, library: str, tags: set[str], run: Run) -> str | None:
    """The highest version the package's symbols file gives for the symbol versions asked of
    `library` (entries such as ` GLIBCXX_3.4.30@GLIBCXX_3.4.30 12` under its `libstdc++.so.6` line)."""
    listed, in_section = {}, False
    for line in run(["dpkg-query", "--control-show", package, "symbols"]).splitlines():
        if line and not line[0].isspace() and line[0] not in "|*#":
            in_section = line.split()[0] == library
            continue
        entry = line.split()
        if in_section and len(entry) >= 2:
            symbol, _, node = entry[0].partition("@")
            if symbol == node:
                listed[node] = entry[1]
    minimums = [listed.get(tag) or tag[len("GLIBC_"):] for tag in tags if tag in listed or tag.startswith("GLIBC_")]
    return max(minimums, key=version_key) if minimums else None


def shlibs_minimum(package: str, library: str, run: Run) -> str | None:
    """The package's shlibs entry for the library: `libxcb 1 libxcb1 (>= 1.12)` gives 1.12."""
    match = re.fullmatch(r"(.+?)\.so\.(\S+)", library) or re.fullmatch(r"(.+?)-(\d[\d.]*)\.so", library)
    if not match:
        return None
    for line in run(["dpkg-query", "--control-show", package, "shlibs"]).splitlines():
        entry = re.fullmatch(r"(\S+) (\S+) \S+ \(>= (\S+)\)", line.strip())
        if entry and (entry[1], entry[2]) == (match[1], match[2]):
            return entry[3]
    return None


def installed_minimum(package: str, run: Run) -> str:
    version = run(["dpkg-query", "-W", "-f", "${Version}", package]).strip()
    return re.sub(r"-[^-]*$", "", version) or "0"


def is_elf(path: Path) -> bool:
    if not path.is_file() or path.is_symlink():
        return False
    with path.open("rb") as file:
        return file.read(4) == b"\x7fELF"


def elf_files(bundle: Path) -> list[Path]:
    return sorted(path for path in bundle.rglob("*") if is_elf(path))


def minimum_versions(found: dict[str, str], tags: dict[str, set[str]], run: Run) -> list[str]:
    """Depends entries for the packages holding the `found` libraries (name -> path here)."""
    by_symbols: dict[str, list[str]] = defaultdict(list)
    by_package: dict[str, list[str]] = defaultdict(list)
    for library, path in sorted(found.items()):
        package = owning_package(path, run)
        minimum = symbols_minimum(package, library, tags[library], run) if tags[library] else None
        if minimum:
            by_symbols[package].append(minimum)
        else:
            by_package[package].append(shlibs_minimum(package, library, run) or installed_minimum(package, run))
    return [f"{package} (>= {max(by_symbols.get(package) or minimums, key=version_key)})"
            for package, minimums in sorted((by_package | by_symbols).items())]


def compute(bundle: Path, run: Run = run_command) -> tuple[list[str], list[str], list[str]]:
    """(Depends entries, Recommends entries, plugin-only libraries this machine lacks). Raises
    SystemExit naming every library the bundle needs that this machine does not have."""
    files = elf_files(bundle)
    carried = {path.name for path in bundle.rglob("*")}
    users: dict[str, list[str]] = defaultdict(list)
    tags: dict[str, set[str]] = defaultdict(set)
    where: dict[str, str | None] = {}
    for path in files:
        needed, versions = needed_and_versions(run(["objdump", "-p", str(path)]))
        outside = [library for library in needed if library not in carried]
        if not outside:
            continue
        found = found_by_ldd(run(["ldd", str(path)]))
        for library in outside:
            users[library].append(str(path.relative_to(bundle)))
            tags[library] |= versions.get(library, set())
            where[library] = where.get(library) or found.get(library)
    missing = sorted(library for library in users if where[library] is None and library not in PLUGIN_ONLY)
    if missing:
        raise SystemExit("The bundle needs libraries this machine does not have; install their packages "
                         "(apt-file search NAME finds them) and build again:\n" + "\n".join(
                             f"  {library} (used by {', '.join(users[library][:3])})" for library in missing))
    depends = minimum_versions({library: where[library] for library in users
                                if library not in PLUGIN_ONLY and where[library]}, tags, run)
    recommends = sorted(set(PLUGIN_ONLY.values()) | set(ALSO_RECOMMENDED))
    lacking = sorted(library for library in users if where[library] is None)
    return depends, recommends, lacking


def main() -> None:
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    depends, recommends, lacking = compute(Path(sys.argv[1]))
    if lacking:
        print(f"not on this machine, used only by plugins when present: {' '.join(lacking)}", file=sys.stderr)
    print(f"Depends: {', '.join(depends)}")
    print(f"Recommends: {', '.join(recommends)}")


if __name__ == "__main__":
    main()
