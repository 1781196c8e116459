"""Packaging: the bundle's ICU trim keeps English, the root and pool tables and the supplemental
data, and leaves out other languages, code-page converters and break iterators; the .deb's Depends
come from every library the bundle links to; the version has one source."""
import importlib.util
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[1]


def packaging_script(name):
    spec = importlib.util.spec_from_file_location(name, ROOT / "packaging" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


trim_icu = packaging_script("trim_icu")
deb_depends = packaging_script("deb_depends")


@pytest.mark.parametrize("item", [
    "root.res", "pool.res", "res_index.res", "en.res", "en_US.res", "en_GB.res", "en_US_POSIX.res",
    "supplementalData.res", "zoneinfo64.res", "likelySubtags.res", "metadata.res", "plurals.res",
    "units.res", "icuver.res", "cnvalias.icu", "uemoji.icu", "nfkc.nrm",
    "coll/root.res", "coll/ucadata.icu", "coll/en.res", "curr/pool.res", "zone/en_GB.res", "translit/root.res",
])
def test_kept(item):
    assert not trim_icu.unwanted(item)


@pytest.mark.parametrize("item", [
    "de.res", "tr_TR.res", "zh_Hant_TW.res", "sr_Latn_BA.res", "fil.res", "enx.res",
    "coll/zh.res", "curr/fr.res", "zone/ja.res", "lang/de_CH.res",
    "ibm-37_P100-1995.cnv", "gb18030.cnv", "brkitr/word.brk", "brkitr/cjdict.dict", "brkitr/root.res",
])
def test_left_out(item):
    assert trim_icu.unwanted(item)

# What objdump -p, ldd and dpkg print on a Debian machine, cut down to the lines that matter.
OBJDUMP = {
    "gamenight": "  NEEDED               libdl.so.2\n  NEEDED               libc.so.6\n"
                 "Version References:\n  required from libc.so.6:\n"
                 "    0x09691a75 0x00 02 GLIBC_2.2.5\n",
    "libpython3.11.so.1.0": "  NEEDED               libm.so.6\n  NEEDED               libc.so.6\n"
                            "Version References:\n  required from libc.so.6:\n    0x06969194 0x00 05 GLIBC_2.14\n"
                            "    0x069691b5 0x00 04 GLIBC_2.35\n  required from libm.so.6:\n"
                            "    0x069691b4 0x00 03 GLIBC_2.29\n",
    "libQt6Core.so.6": "  NEEDED               libstdc++.so.6\n  NEEDED               libc.so.6\n"
                       "Version References:\n  required from libstdc++.so.6:\n    0x0297f870 0x00 03 GLIBCXX_3.4.30\n"
                       "    0x02297f89 0x00 02 GLIBCXX_3.4.9\n  required from libc.so.6:\n"
                       "    0x06969194 0x00 04 GLIBC_2.34\n",
    # the platform plugin the offscreen smoke test never loads
    "libqxcb.so": "  NEEDED               libQt6Core.so.6\n  NEEDED               libxcb-cursor.so.0\n"
                  "  NEEDED               libxkbcommon-x11.so.0\n  NEEDED               libxcb.so.1\n",
    "libqtexttospeech_speechd.so": "  NEEDED               libQt6Core.so.6\n  NEEDED               libspeechd.so.2\n",
}
FOUND = {"libc.so.6": "/lib/x86_64-linux-gnu/libc.so.6", "libdl.so.2": "/lib/x86_64-linux-gnu/libdl.so.2",
         "libm.so.6": "/lib/x86_64-linux-gnu/libm.so.6",
         "libstdc++.so.6": "/lib/x86_64-linux-gnu/libstdc++.so.6",
         "libxcb-cursor.so.0": "/lib/x86_64-linux-gnu/libxcb-cursor.so.0",
         "libxkbcommon-x11.so.0": "/lib/x86_64-linux-gnu/libxkbcommon-x11.so.0",
         "libxcb.so.1": "/lib/x86_64-linux-gnu/libxcb.so.1"}
OWNERS = {"libc.so.6": "libc6", "libdl.so.2": "libc6", "libm.so.6": "libc6", "libstdc++.so.6": "libstdc++6",
          "libxcb-cursor.so.0": "libxcb-cursor0", "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
          "libxcb.so.1": "libxcb1"}
CONTROL = {
    ("libc6", "symbols"): "libc.so.6 libc6 #MINVER#\n| libc6 (>> 2.36), libc6 (<< 2.37)\n"
                          " GLIBC_2.14@GLIBC_2.14 2.14\n GLIBC_2.2.5@GLIBC_2.2.5 2.2.5\n"
                          "libm.so.6 libc6 #MINVER#\n GLIBC_2.29@GLIBC_2.29 2.29\n",
    ("libc6", "shlibs"): "libc 6 libc6 (>= 2.36)\nlibdl 2 libc6 (>= 2.36)\n",
    ("libstdc++6", "symbols"): "libstdc++.so.6 libstdc++6 #MINVER#\n GLIBCXX_3.4.9@GLIBCXX_3.4.9 4.2.1\n"
                               " GLIBCXX_3.4.30@GLIBCXX_3.4.30 12\n GLIBCXX_3.4.31@GLIBCXX_3.4.31 13\n",
    ("libxcb-cursor0", "shlibs"): "libxcb-cursor 0 libxcb-cursor0 (>= 0.1.4)\n",
    ("libxcb1", "shlibs"): "libxcb 1 libxcb1 (>= 1.12)\nudeb: libxcb 1 libxcb1-udeb (>= 1.12)\n",
}
INSTALLED = {"libxkbcommon-x11-0": "1.5.0-1"}


def fake_machine(lacking=()):
    """A `run` answering objdump, ldd, dpkg -S and dpkg-query as a Debian machine without `lacking`."""
    def run(argv):
        name = Path(argv[-1]).name
        if argv[0] == "objdump":
            return OBJDUMP[name]
        if argv[0] == "ldd":
            libraries = deb_depends.needed_and_versions(OBJDUMP[name])[0]
            return "\tlinux-vdso.so.1 (0x00007ffd)\n" + "".join(
                f"\t{library} => not found\n" if library in lacking or library not in FOUND else
                f"\t{library} => {FOUND[library]} (0x00007f91)\n" for library in libraries)
        if argv[:2] == ["dpkg", "-S"]:
            return f"{OWNERS[name]}:amd64: /usr/lib/x86_64-linux-gnu/{name}\n"
        if argv[:2] == ["dpkg-query", "--control-show"]:
            return CONTROL.get((argv[2], argv[3]), "")
        if argv[:2] == ["dpkg-query", "-W"]:
            return INSTALLED[argv[-1]]
        raise AssertionError(f"unexpected command {argv}")
    return run


@pytest.fixture
def bundle(tmp_path):
    for path in ["gamenight", "_internal/libpython3.11.so.1.0", "_internal/PySide6/Qt/lib/libQt6Core.so.6",
                 "_internal/PySide6/Qt/plugins/platforms/libqxcb.so",
                 "_internal/PySide6/Qt/plugins/texttospeech/libqtexttospeech_speechd.so"]:
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_bytes(b"\x7fELF\x02\x01\x01")
    (tmp_path / "_internal/resources").mkdir()
    (tmp_path / "_internal/resources/theme.qss").write_text("QWidget {}")  # not ELF: never read
    return tmp_path


def test_depends_cover_every_library_the_bundle_links_to_with_minimum_versions(bundle):
    depends, recommends, lacking = deb_depends.compute(bundle, fake_machine(lacking={"libspeechd.so.2"}))
    assert depends == [
        # the highest GLIBC_ version asked (2.35, not in the symbols file, is libc6 2.35); libdl.so.2,
        # asked for no symbol version, does not raise it to libc6's shlibs version
        "libc6 (>= 2.35)",
        "libstdc++6 (>= 12)",  # GLIBCXX_3.4.30 in libstdc++6's symbols file
        "libxcb-cursor0 (>= 0.1.4)",  # shlibs; only the xcb plugin links to it
        "libxcb1 (>= 1.12)",
        "libxkbcommon-x11-0 (>= 1.5.0)",  # neither symbols nor shlibs: the installed version
    ]
    assert "speech-dispatcher" in recommends and "libspeechd2" in recommends
    assert lacking == ["libspeechd.so.2"]  # the speech plugin's library may be absent


def test_a_library_the_bundle_needs_and_this_machine_lacks_fails_the_build(bundle):
    with pytest.raises(SystemExit) as failure:
        deb_depends.compute(bundle, fake_machine(lacking={"libxkbcommon-x11.so.0", "libspeechd.so.2"}))
    message = str(failure.value)
    assert "libxkbcommon-x11.so.0 (used by _internal/PySide6/Qt/plugins/platforms/libqxcb.so)" in message
    assert "libspeechd" not in message


def test_ldd_lines_give_where_each_library_is_found():
    found = deb_depends.found_by_ldd("\tlinux-vdso.so.1 (0x00007ffd)\n\tlibxcb.so.1 => /lib/x86_64-linux-gnu/"
                                     "libxcb.so.1 (0x00007f91)\n\tlibfoo.so.2 => not found\n"
                                     "\t/lib64/ld-linux-x86-64.so.2 (0x00007f92)\n")
    assert found == {"libxcb.so.1": "/lib/x86_64-linux-gnu/libxcb.so.1", "libfoo.so.2": None,
                     "ld-linux-x86-64.so.2": "/lib64/ld-linux-x86-64.so.2"}


def test_the_version_has_one_source():
    """pyproject.toml takes the version from gamenight/__init__.py (what the build script and the
    About box show) instead of repeating it; hatchling, as `pip install` runs it, agrees."""
    from hatchling.metadata.core import ProjectMetadata
    from hatchling.plugin.manager import PluginManager

    import gamenight

    metadata = ProjectMetadata(str(ROOT), PluginManager())
    assert "version" not in metadata.config["project"] and metadata.config["project"]["dynamic"] == ["version"]
    assert metadata.hatch.version.config == {"path": "desktop/gamenight/__init__.py"}
    assert Path(gamenight.__file__).resolve() == (ROOT / "desktop/gamenight/__init__.py").resolve()
    assert metadata.version == gamenight.__version__


def test_the_package_copyright_file_gives_the_text_of_every_licence_it_names():
    """/usr/share/doc/gamenight/copyright (Debian's machine-readable format): each licence a Files
    paragraph names has its own paragraph with the text or the /usr/share/common-licenses file."""
    paragraphs = [dict(re.findall(r"^(\S+): ?(.*(?:\n .*)*)", block, re.M))
                  for block in (ROOT / "packaging/linux/copyright").read_text().split("\n\n")]
    assert paragraphs[0]["Format"] == "https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
    texts = {p["License"].split("\n")[0]: p["License"] for p in paragraphs if "Files" not in p and "License" in p}
    named = {name for p in paragraphs if "Files" in p for name in p["License"].split(" and ")}
    assert named == set(texts)
    assert all(len(text.splitlines()) > 3 for text in texts.values())
    assert "/usr/share/common-licenses/LGPL-3" in texts["LGPL-3"]
    files = " ".join(p["Files"] for p in paragraphs if "Files" in p)
    for bundled in ["PySide6", "libpython3", "libicu", "numpy", "openblas", "pyqtgraph", "libsqlite3"]:
        assert bundled in files
    game_night = paragraphs[1]
    assert (game_night["Files"], game_night["Copyright"], game_night["License"]) == (
        "*", "2026 Game Night contributors", "Expat")
    licence = (ROOT / "LICENSE").read_text()
    assert licence.startswith("MIT License\n\nCopyright (c) 2026 Game Night contributors\n")
    expat = [line[1:] if line != " ." else "" for line in texts["Expat"].splitlines()[1:]]
    assert "\n".join(expat) in licence
