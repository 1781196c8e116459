"""Copy into the AppImage's bundle the libraries the .deb takes from the distribution.

The bundle leaves out common desktop libraries (gamenight.spec's SYSTEM list) because the .deb
depends on their packages. An AppImage has no dependencies, so it carries them, except those every
Linux desktop has or that must be the running system's own (HOST_PROVIDED): the C library, the C++
runtime, graphics drivers, X11's core libraries, fonts, GLib and D-Bus. What a host library needs
is the host's business, so the walk stops there. Libraries only plugins use (speech, Wayland: see
deb_depends.OPTIONAL) stay out as in the .deb: those plugins load only where the system has them.
Each copied library's Debian copyright file goes to usr/share/doc/<package>/ in the AppDir.

Run: python packaging/appimage_libs.py APPDIR BUNDLE_IN_APPDIR  (prints what it copied)
"""
from __future__ import annotations

import importlib.util
import re
import shutil
import sys
from pathlib import Path

_spec = importlib.util.spec_from_file_location("deb_depends", Path(__file__).with_name("deb_depends.py"))
deb_depends = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(deb_depends)

HOST_PROVIDED = re.compile(
    r"(ld-linux.*|lib(c|m|dl|pthread|rt|resolv|util|mvec|anl|nsl|BrokenLocale|thread_db)\.so\..*|libnss_.*"
    r"|libstdc\+\+\.so\..*|libgcc_s\.so\..*"
    r"|lib(GL|GLX|EGL|GLESv2|OpenGL|GLdispatch|drm|gbm|vulkan)\.so\..*"
    r"|lib(X11|X11-xcb|xcb|Xext|Xrender|Xau|Xdmcp|ICE|SM)\.so\..*"
    r"|lib(fontconfig|freetype|harfbuzz|expat|z)\.so\..*"
    r"|lib(glib|gobject|gio|gmodule|gthread)-2\.0\.so\..*|libdbus-1\.so\..*|libasound\.so\..*)"
)


def found_by_ldd(ldd: str) -> dict[str, str | None]:
    """From `ldd`: library name -> the path this machine loads it from (None: not found)."""
    found = {Path(path).name: path for path in re.findall(r"^\s*(/\S+) \(0x[0-9a-f]+\)$", ldd, re.M)}
    for name, target in re.findall(r"^\s*(\S+) => (.*?)(?: \(0x[0-9a-f]+\))?$", ldd, re.M):
        found[name] = None if target == "not found" else target
    return found


def owning_package(path: str, run: deb_depends.Run) -> str:
    """The Debian package holding the library (by name under its directory: /lib is /usr/lib on
    merged-/usr systems, and dpkg knows only one of the two)."""
    library = Path(path)
    for line in run(["dpkg", "-S", f"*/{library.parent.name}/{library.name}"]).splitlines():
        package, _, owned = line.partition(": ")
        if owned.endswith(f"/{library.parent.name}/{library.name}"):
            return package.split(":")[0]
    raise SystemExit(f"No installed package holds {path}; install it from a Debian package and build again.")


def carried_by_appimage(library: str) -> bool:
    return not HOST_PROVIDED.fullmatch(library) and library not in deb_depends.OPTIONAL


def libraries_to_copy(bundle: Path, run: deb_depends.Run = deb_depends.run_command) -> dict[str, str]:
    """Library name -> where this machine has it, for every library the bundle needs, directly or
    through another copied one, that it does not carry and an AppImage must. Raises SystemExit
    naming a needed library this machine lacks."""
    carried = {path.name for path in bundle.rglob("*")}
    where: dict[str, str | None] = {}
    pending: list[tuple[str, str]] = []  # (library, the file that needs it)
    for path in deb_depends.elf_files(bundle):
        needed = deb_depends.needed_and_versions(run(["objdump", "-p", str(path)]))[0]
        outside = [library for library in needed if library not in carried and carried_by_appimage(library)]
        if outside:
            _learn(where, run(["ldd", str(path)]))
            pending += [(library, str(path.relative_to(bundle))) for library in outside]
    copies: dict[str, str] = {}
    while pending:
        library, user = pending.pop()
        if library in copies or library in carried or not carried_by_appimage(library):
            continue
        found = where.get(library)
        if found is None:
            raise SystemExit(f"{library} (needed by {user}) is not on this machine: install its package, build again")
        copies[library] = found
        pending += [(needed, library) for needed in deb_depends.needed_and_versions(run(["objdump", "-p", found]))[0]]
        _learn(where, run(["ldd", found]))
    return dict(sorted(copies.items()))


def _learn(where: dict[str, str | None], ldd: str) -> None:
    """Add where `ldd` found each library, keeping what is known already."""
    for name, found in found_by_ldd(ldd).items():
        if where.get(name) is None:
            where[name] = found


def copy_into(appdir: Path, bundle: Path, run: deb_depends.Run = deb_depends.run_command,
              docs: Path = Path("/usr/share/doc")) -> list[str]:
    """Copy the libraries beside the bundle's own (PyInstaller's bootloader puts _internal on the
    library path) and their packages' copyright files from `docs`; returns the libraries' names."""
    copies = libraries_to_copy(bundle, run)
    for library, found in copies.items():
        shutil.copyfile(Path(found).resolve(), bundle / "_internal" / library)
        package = owning_package(found, run)
        notice = docs / package / "copyright"
        if notice.is_file():
            (appdir / "usr/share/doc" / package).mkdir(parents=True, exist_ok=True)
            shutil.copyfile(notice, appdir / "usr/share/doc" / package / "copyright")
    return list(copies)


def main() -> None:
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    print(" ".join(copy_into(Path(sys.argv[1]), Path(sys.argv[2]))))


if __name__ == "__main__":
    main()
