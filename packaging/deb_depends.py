"""Work out the .deb's Depends, Recommends and Suggests: Debian's own dpkg-shlibdeps on the bundle.

dpkg-shlibdeps reads every ELF file of the bundle (so plugins the offscreen smoke test never loads,
such as the xcb platform plugin, count too) and gives each library's package the minimum version the
package's symbols file says for the symbols the bundle uses (libglib2.0-0 (>= 2.12.0) for g_free,
not the version installed here), so older releases that have those symbols can install the .deb.
The bundle must already sit in the package's staging tree (a folder with DEBIAN/ above it), as
dpkg-shlibdeps wants: the libraries it carries are found there with -l, and a shlibs.local says
they need no package (even where the system has another copy of one). A library the bundle needs
and this machine lacks stops the build, naming it.

The plugins whose libraries are optional (OPTIONAL: speech, Wayland) and the Qt libraries only they
use are left out of that run: Qt loads a plugin only where the system has its libraries, so the
.deb does not depend on them. It recommends the Wayland ones, and only suggests the speech ones:
apt installs recommended packages by default, and a speech service that stops answering used to
hang the app's spoken calls (issue 24), so speech is the user's choice.

Run: python packaging/deb_depends.py STAGE/usr/lib/gamenight  (prints the control file's Depends,
Recommends and Suggests lines)
"""
from __future__ import annotations

import re
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Callable

# Library -> the package that has it, for libraries only optional plugins use.
WAYLAND = {
    "libwayland-client.so.0": "libwayland-client0",
    "libwayland-cursor.so.0": "libwayland-cursor0",
    "libwayland-egl.so.1": "libwayland-egl1",
}
SPEECH = {  # Qt's Speech Dispatcher plugin, and PulseAudio through the Qt Multimedia it pulls in
    "libspeechd.so.2": "libspeechd2",
    "libpulse.so.0": "libpulse0",
}
OPTIONAL = WAYLAND | SPEECH
# The speech engine itself: without the service, libspeechd has nobody to talk to.
SPEECH_ENGINE = "speech-dispatcher"
SOUND = "libpulse0"
"""The tables' sounds: the sound worker loads libpulse-simple through ctypes (sound/pulse.py), so no
link names it; without it the app plays no sound and says so."""

Run = Callable[[list], str]
Shlibdeps = Callable[[list, list, str], str]


def run_command(argv: list) -> str:
    """stdout of a command; a failing command gives what it printed (ldd fails on static files)."""
    return subprocess.run(argv, capture_output=True, text=True).stdout


def needed_and_versions(objdump: str) -> tuple[list[str], dict[str, set[str]]]:
    """From `objdump -p`: the NEEDED libraries, and the symbol versions required of each."""
    needed = re.findall(r"^\s*NEEDED\s+(\S+)$", objdump, re.M)
    versions: dict[str, set[str]] = {}
    library = None
    for line in objdump.partition("Version References:")[2].splitlines():
        required = re.match(r"\s*required from (\S+):$", line)
        if required:
            library = required[1]
            continue
        version = re.match(r"\s*0x[0-9a-f]+\s+0x[0-9a-f]+\s+\d+\s+(\S+)$", line)
        if version and library:
            versions.setdefault(library, set()).add(version[1])
    return needed, versions


def is_elf(path: Path) -> bool:
    if not path.is_file() or path.is_symlink():
        return False
    with path.open("rb") as file:
        return file.read(4) == b"\x7fELF"


def elf_files(bundle: Path) -> list[Path]:
    return sorted(path for path in bundle.rglob("*") if is_elf(path))


def soname(objdump: str) -> str | None:
    """From `objdump -p`: the library's SONAME, if it has one."""
    found = re.search(r"^\s*SONAME\s+(\S+)$", objdump, re.M)
    return found[1] if found else None


def private_shlibs(sonames: set[str]) -> str:
    """shlibs.local lines saying that the bundle's own libraries need no package: an empty
    dependency. Without them dpkg-shlibdeps, finding no package for a copy the bundle carries,
    would go on to the system's copy of the same library and depend on its package."""
    lines = set()
    for name in sonames:  # dpkg-shlibdeps splits libfoo.so.1 and libfoo-1.so alike
        entry = re.fullmatch(r"(.+)\.so\.(.+)", name) or re.fullmatch(r"(.+)-(\d.*)\.so", name)
        if entry:
            lines.add(f"{entry[1]} {entry[2]}\n")
    return "".join(sorted(lines))


def optional_users(needs: dict[Path, set[str]]) -> set[Path]:
    """The files that need an OPTIONAL library, directly or through another such file of the
    bundle (Qt Multimedia, which only the speech plugin loads, needs PulseAudio's)."""
    files = list(needs)
    optional_names = set(OPTIONAL)
    users: set[Path] = set()
    while True:
        found = {path for path in files if needs[path] & optional_names} - users
        if not found:
            return users
        users |= found
        optional_names |= {path.name for path in found}


def run_shlibdeps(files: list, library_folders: list, shlibs_local: str) -> str:
    """dpkg-shlibdeps' Depends for the files, finding the bundle's own libraries in the folders.
    (It reads debian/control and debian/shlibs.local: they go in a scratch folder.)"""
    with tempfile.TemporaryDirectory() as scratch:
        (Path(scratch) / "debian").mkdir()
        control = "Source: gamenight\n\nPackage: gamenight\nArchitecture: any\n"
        (Path(scratch) / "debian" / "control").write_text(control)
        (Path(scratch) / "debian" / "shlibs.local").write_text(shlibs_local)
        result = subprocess.run(["dpkg-shlibdeps", "-O", *[f"-l{folder}" for folder in library_folders],
                                 *[f"-e{path}" for path in files]], cwd=scratch, capture_output=True, text=True)
    if result.returncode != 0:
        errors = [line for line in result.stderr.splitlines() if "error" in line]
        raise SystemExit("dpkg-shlibdeps cannot work out the Depends: install the packages of the libraries it "
                         "names (apt-file search NAME finds them) and build again:\n" + "\n".join(errors))
    return result.stdout.strip().partition("shlibs:Depends=")[2]


def compute(bundle: Path, run: Run = run_command, shlibdeps: Shlibdeps = run_shlibdeps
            ) -> tuple[list[str], list[str], list[str]]:
    """(Depends, Recommends, Suggests) entries for the bundle's package."""
    if not any((folder / "DEBIAN").is_dir() for folder in bundle.resolve().parents):
        raise SystemExit(f"{bundle} is not in a package's staging tree (no DEBIAN folder above it)")
    dumps = {path: run(["objdump", "-p", str(path)]) for path in elf_files(bundle)}
    needs = {path: set(needed_and_versions(dump)[0]) for path, dump in dumps.items()}
    optional = optional_users(needs)
    checked = [path for path in dumps if path not in optional]
    folders = sorted({path.parent for path in dumps if ".so" in path.name})
    carried = private_shlibs({name for name in map(soname, dumps.values()) if name})
    depends = [entry.strip() for entry in shlibdeps(checked, folders, carried).split(",") if entry.strip()]
    recommends = sorted(set(WAYLAND.values()) | {SOUND})
    suggests = sorted((set(SPEECH.values()) | {SPEECH_ENGINE}) - {SOUND})
    return depends, recommends, suggests


def main() -> None:
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    depends, recommends, suggests = compute(Path(sys.argv[1]))
    print(f"Depends: {', '.join(depends)}")
    print(f"Recommends: {', '.join(recommends)}")
    print(f"Suggests: {', '.join(suggests)}")


if __name__ == "__main__":
    main()
