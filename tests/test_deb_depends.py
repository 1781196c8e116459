"""The .deb's Depends come from Debian's own dpkg-shlibdeps run on every ELF file of the bundle
except the optional plugins: minimum versions from the packages' symbols files (glib 2.12.0 for
g_free, not the 2.74.6 installed here, so the package installs on Ubuntu 22.04), the bundle's own
libraries needing no package; Wayland is recommended and speech only suggested (issue 24)."""
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from test_packaging import packaging_script

deb_depends = packaging_script("deb_depends")

# file of the stand-in bundle -> the libraries it names as NEEDED
NEEDS = {
    "gamenight": ["libc.so.6"],
    "_internal/PySide6/Qt/lib/libQt6Core.so.6": ["libstdc++.so.6", "libglib-2.0.so.0", "libc.so.6"],
    "_internal/PySide6/Qt/lib/libQt6Multimedia.so.6": ["libQt6Core.so.6", "libpulse.so.0"],
    "_internal/PySide6/Qt/lib/libQt6WaylandClient.so.6": ["libQt6Core.so.6", "libwayland-client.so.0"],
    "_internal/PySide6/Qt/plugins/platforms/libqxcb.so": ["libQt6Core.so.6", "libxcb-cursor.so.0"],
    "_internal/PySide6/Qt/plugins/platforms/libqwayland-generic.so": ["libQt6WaylandClient.so.6"],
    "_internal/PySide6/Qt/plugins/texttospeech/libqtexttospeech_speechd.so": ["libQt6Multimedia.so.6",
                                                                              "libspeechd.so.2"],
}


def staged(tmp_path: Path) -> Path:
    """Where build_linux.sh puts the bundle: in the package's staging tree, DEBIAN/ beside usr/."""
    (tmp_path / "stage/DEBIAN").mkdir(parents=True)
    return tmp_path / "stage/usr/lib/gamenight"


@pytest.fixture
def bundle(tmp_path):
    tmp_path = staged(tmp_path)
    for path in NEEDS:
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_bytes(b"\x7fELF\x02\x01\x01")
    (tmp_path / "_internal/resources").mkdir()
    (tmp_path / "_internal/resources/theme.qss").write_text("QWidget {}")  # not ELF: never read
    return tmp_path


def objdump(bundle: Path):
    def run(argv):
        assert argv[:2] == ["objdump", "-p"], argv
        path = Path(argv[2])
        needed = NEEDS[str(path.relative_to(bundle))]
        own = f"  SONAME               {path.name}\n" if "/lib/" in argv[2] else ""
        return own + "".join(f"  NEEDED               {library}\n" for library in needed)
    return run


def test_dpkg_shlibdeps_reads_every_file_but_the_optional_plugins_and_gives_the_depends(bundle):
    asked = []

    def shlibdeps(files, folders, shlibs_local):
        asked.append(([str(path.relative_to(bundle)) for path in files], folders, shlibs_local))
        return "libc6 (>= 2.34), libglib2.0-0 (>= 2.12.0), libxcb-cursor0 (>= 0.1.1)"

    depends, _recommends, _suggests = deb_depends.compute(bundle, objdump(bundle), shlibdeps)
    assert depends == ["libc6 (>= 2.34)", "libglib2.0-0 (>= 2.12.0)", "libxcb-cursor0 (>= 0.1.1)"]
    (files, folders, shlibs_local), = asked
    # the xcb plugin the offscreen smoke test never loads counts; the speech and Wayland plugins and
    # the Qt libraries only they use do not
    assert files == ["_internal/PySide6/Qt/lib/libQt6Core.so.6", "_internal/PySide6/Qt/plugins/platforms/libqxcb.so",
                     "gamenight"]
    assert folders == [bundle / "_internal/PySide6/Qt/lib", bundle / "_internal/PySide6/Qt/plugins/platforms",
                       bundle / "_internal/PySide6/Qt/plugins/texttospeech"]
    # the libraries the bundle carries need no package
    assert shlibs_local == "libQt6Core 6\nlibQt6Multimedia 6\nlibQt6WaylandClient 6\n"


def test_carried_libraries_are_named_as_dpkg_shlibdeps_splits_them():
    assert deb_depends.private_shlibs({"libzstd.so.1", "libpython3.11.so.1.0", "libscipy_openblas64_-6bb31eeb.so",
                                       "libqxcb.so"}) == (
        "libpython3.11 1.0\nlibscipy_openblas64_ 6bb31eeb\nlibzstd 1\n")  # (a plugin has no version to split)


def test_a_bundle_outside_a_staging_tree_is_refused(tmp_path):
    with pytest.raises(SystemExit) as failure:
        deb_depends.compute(tmp_path, objdump(tmp_path), lambda *arguments: "libc6")
    assert "is not in a package's staging tree (no DEBIAN folder above it)" in str(failure.value)


def test_speech_is_only_suggested_and_wayland_and_the_sound_library_recommended(bundle):
    """The tables' sounds play through libpulse-simple (libpulse0), loaded only when there is sound to
    play: recommended; the app runs silent without it."""
    depends, recommends, suggests = deb_depends.compute(bundle, objdump(bundle), lambda *arguments: "libc6")
    assert recommends == ["libpulse0", "libwayland-client0", "libwayland-cursor0", "libwayland-egl1"]
    assert suggests == ["libspeechd2", "speech-dispatcher"]
    assert not any("speech" in entry or "pulse" in entry for entry in depends)


NEEDS_TOOLS = [tool for tool in ("gcc", "dpkg-shlibdeps", "dpkg-query") if not shutil.which(tool)]
GLIB = Path("/usr/lib/x86_64-linux-gnu/libglib-2.0.so.0")
ZSTD = Path("/usr/lib/x86_64-linux-gnu/libzstd.so.1")
real_tools = pytest.mark.skipif(
    (bool(NEEDS_TOOLS) or not GLIB.exists() or not ZSTD.exists()) and not os.environ.get("CI"),
    reason="needs gcc, dpkg-shlibdeps (apt-get install dpkg-dev), libglib2.0-0 and libzstd1")


def compile_bundle(folder: Path) -> Path:
    """A real bundle: a program calling g_free from the system's GLib, a function of a library the
    bundle carries itself (_internal/libprivate.so.1) and one of the bundle's own copy of a library
    the system has too (_internal/libzstd.so.1)."""
    (folder / "_internal").mkdir(parents=True)
    (folder / "private.c").write_text("int private_answer(void) { return 42; }\n")
    subprocess.run(["gcc", "-shared", "-fPIC", "-Wl,-soname,libprivate.so.1", "-o",
                    str(folder / "_internal/libprivate.so.1"), str(folder / "private.c")], check=True)
    shutil.copyfile(ZSTD, folder / "_internal/libzstd.so.1")
    (folder / "main.c").write_text(
        "void g_free(void *); int private_answer(void); unsigned ZSTD_versionNumber(void);\n"
        "int main(void) { g_free(0); return private_answer() + ZSTD_versionNumber() < 1; }\n")
    subprocess.run(["gcc", "-o", str(folder / "gamenight"), str(folder / "main.c"), str(GLIB),
                    str(folder / "_internal/libprivate.so.1"), str(folder / "_internal/libzstd.so.1")], check=True)
    for source in folder.glob("*.c"):
        source.unlink()
    return folder


def symbols_file_minimum(package: str, symbol: str) -> str:
    symbols = subprocess.run(["dpkg-query", "--control-show", package, "symbols"], capture_output=True,
                             text=True, check=True).stdout
    return re.search(rf"^ {re.escape(symbol)}@\S+ (\S+)", symbols, re.M)[1]


@real_tools
def test_the_glib_minimum_is_what_its_symbols_file_says_for_the_symbols_used(tmp_path):
    depends, _, _ = deb_depends.compute(compile_bundle(staged(tmp_path)))
    glib = [entry for entry in depends if entry.startswith("libglib2.0-0 ")]
    assert glib == [f"libglib2.0-0 (>= {symbols_file_minimum('libglib2.0-0', 'g_free')})"]
    installed = subprocess.run(["dpkg-query", "-W", "-f", "${Version}", "libglib2.0-0"], capture_output=True,
                               text=True, check=True).stdout
    assert f"(>= {installed.split('-')[0]})" not in glib[0]  # the minimum, not what this machine has
    assert any(entry.startswith("libc6 (>= ") for entry in depends)
    # the bundle carries these: not even the system's libzstd1, which has a copy too, is asked for
    assert not any("private" in entry or "zstd" in entry for entry in depends)


@real_tools
def test_a_library_this_machine_lacks_stops_the_build_naming_it(tmp_path):
    bundle = compile_bundle(staged(tmp_path))
    (bundle / "_internal/libprivate.so.1").unlink()
    with pytest.raises(SystemExit) as failure:
        deb_depends.compute(bundle)
    assert "cannot find library libprivate.so.1 needed by" in str(failure.value)
    assert "install the packages of the libraries it names" in str(failure.value)
