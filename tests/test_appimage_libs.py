"""The AppImage carries the libraries the .deb takes from the distribution, except those every
desktop has or that must be the system's own, and the plugin-only ones; a host library's own
needs are never followed."""
from pathlib import Path

import pytest

from test_packaging import packaging_script

appimage_libs = packaging_script("appimage_libs")

# library -> the libraries it names as NEEDED (bundle files by their file name)
NEEDS = {
    "gamenight": ["libc.so.6"],
    "libQt6Gui.so.6": ["libxkbcommon.so.0", "libfontconfig.so.1", "libstdc++.so.6", "libicuuc.so.73", "libc.so.6"],
    "libqxcb.so": ["libxcb-cursor.so.0", "libxkbcommon-x11.so.0", "libxcb.so.1", "libX11.so.6"],
    "libqtexttospeech_speechd.so": ["libspeechd.so.2"],
    "libicuuc.so.73": ["libc.so.6"],
    "libxcb-cursor.so.0": ["libxcb-render.so.0", "libxcb-image.so.0", "libxcb.so.1"],
    "libxcb-image.so.0": ["libxcb-util.so.1", "libxcb.so.1"],
    "libxkbcommon-x11.so.0": ["libxkbcommon.so.0", "libxcb-xkb.so.1", "libxcb.so.1"],
    "libfontconfig.so.1": ["libexpat.so.1", "libfreetype.so.6"],
    "libspeechd.so.2": ["libglib-2.0.so.0"],
}
PACKAGES = {"libxcb-cursor.so.0": "libxcb-cursor0", "libxcb-render.so.0": "libxcb-render0",
            "libxcb-image.so.0": "libxcb-image0", "libxcb-util.so.1": "libxcb-util1",
            "libxkbcommon.so.0": "libxkbcommon0", "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
            "libxcb-xkb.so.1": "libxcb-xkb1"}


def all_needs(library, seen=None):
    seen = set() if seen is None else seen
    for needed in NEEDS.get(library, []):
        if needed not in seen:
            seen.add(needed)
            all_needs(needed, seen)
    return seen


def fake_machine(system: Path, lacking=(), asked=None):
    """objdump, ldd (every library, as ldd lists them) and dpkg -S of a machine whose libraries
    are files in `system`; `asked` collects the libraries objdump was run on."""
    def run(argv):
        name = Path(argv[-1]).name
        if argv[0] == "objdump":
            if asked is not None:
                asked.append(name)
            return "".join(f"  NEEDED               {library}\n" for library in NEEDS.get(name, []))
        if argv[0] == "ldd":
            return "".join(f"\t{library} => not found\n" if library in lacking else
                           f"\t{library} => {system / library} (0x00007f91)\n" for library in sorted(all_needs(name)))
        if argv[:2] == ["dpkg", "-S"]:
            return f"{PACKAGES[name]}:amd64: /usr{argv[-1].lstrip('*')}\n"
        raise AssertionError(f"unexpected command {argv}")
    return run


@pytest.fixture
def machine(tmp_path):
    appdir = tmp_path / "AppDir"
    bundle = appdir / "usr/lib/gamenight"
    for path in ["gamenight", "_internal/libicuuc.so.73", "_internal/PySide6/Qt/lib/libQt6Gui.so.6",
                 "_internal/PySide6/Qt/plugins/platforms/libqxcb.so",
                 "_internal/PySide6/Qt/plugins/texttospeech/libqtexttospeech_speechd.so"]:
        (bundle / path).parent.mkdir(parents=True, exist_ok=True)
        (bundle / path).write_bytes(b"\x7fELF\x02\x01\x01")
    system = tmp_path / "system"
    system.mkdir()
    for library in PACKAGES:
        (system / f"{library}.1.2").write_bytes(b"\x7fELF" + library.encode())
        (system / library).symlink_to(f"{library}.1.2")  # the soname is a link to the real file
    docs = tmp_path / "doc"
    for package in PACKAGES.values():
        (docs / package).mkdir(parents=True, exist_ok=True)
        (docs / package / "copyright").write_text(f"licence of {package}")
    return appdir, bundle, system, docs


def test_the_appimage_carries_what_the_deb_depends_on_and_a_desktop_may_lack(machine):
    _appdir, bundle, system, _docs = machine
    asked = []
    copies = appimage_libs.libraries_to_copy(bundle, fake_machine(system, asked=asked))
    assert list(copies) == ["libxcb-cursor.so.0", "libxcb-image.so.0", "libxcb-render.so.0", "libxcb-util.so.1",
                            "libxcb-xkb.so.1", "libxkbcommon-x11.so.0", "libxkbcommon.so.0"]
    assert copies["libxcb-util.so.1"] == str(system / "libxcb-util.so.1")  # needed through libxcb-image only
    # the C and C++ runtimes, X11's core, fonts and the speech plugin's library are the system's;
    # what fontconfig and libspeechd need is never looked at
    assert not {"libfontconfig.so.1", "libspeechd.so.2", "libxcb.so.1", "libstdc++.so.6"} & set(asked)


def test_copied_libraries_sit_beside_the_bundles_own_with_their_licences(machine):
    appdir, bundle, system, docs = machine
    copied = appimage_libs.copy_into(appdir, bundle, fake_machine(system), docs)
    assert "libxkbcommon.so.0" in copied
    for library in copied:
        copy = bundle / "_internal" / library
        assert not copy.is_symlink() and copy.read_bytes() == b"\x7fELF" + library.encode()
        package = PACKAGES[library]
        assert (appdir / "usr/share/doc" / package / "copyright").read_text() == f"licence of {package}"


def test_a_library_this_machine_lacks_stops_the_build(machine):
    _appdir, bundle, system, _docs = machine
    with pytest.raises(SystemExit) as failure:
        appimage_libs.libraries_to_copy(bundle, fake_machine(system, lacking={"libxcb-util.so.1"}))
    assert str(failure.value) == ("libxcb-util.so.1 (needed by libxcb-image.so.0) is not on this machine: "
                                  "install its package, build again")


@pytest.mark.parametrize("library", ["libc.so.6", "ld-linux-x86-64.so.2", "libstdc++.so.6", "libGL.so.1",
                                     "libEGL.so.1", "libX11.so.6", "libxcb.so.1", "libfontconfig.so.1",
                                     "libglib-2.0.so.0", "libdbus-1.so.3", "libwayland-client.so.0",
                                     "libpulse.so.0", "libnss_files.so.2"])
def test_system_libraries_stay_out(library):
    assert not appimage_libs.carried_by_appimage(library)


@pytest.mark.parametrize("library", ["libxcb-cursor.so.0", "libxcb-xkb.so.1", "libxkbcommon.so.0",
                                     "libgssapi_krb5.so.2", "libpng16.so.16", "libmagic.so.1"])
def test_libraries_a_desktop_may_lack_go_in(library):
    assert appimage_libs.carried_by_appimage(library)


def test_ldd_lines_give_where_each_library_is_found():
    found = appimage_libs.found_by_ldd("\tlinux-vdso.so.1 (0x00007ffd)\n\tlibxcb.so.1 => /lib/x86_64-linux-gnu/"
                                       "libxcb.so.1 (0x00007f91)\n\tlibfoo.so.2 => not found\n"
                                       "\t/lib64/ld-linux-x86-64.so.2 (0x00007f92)\n")
    assert found == {"libxcb.so.1": "/lib/x86_64-linux-gnu/libxcb.so.1", "libfoo.so.2": None,
                     "ld-linux-x86-64.so.2": "/lib64/ld-linux-x86-64.so.2"}
