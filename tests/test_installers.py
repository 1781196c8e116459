"""Installers: the AppStream metainfo software centres read, the Windows installer script and its
icon, and the desktop entry. (The AppImage itself is built and smoke-tested by build_linux.sh.)"""
import configparser
import re
import shutil
import subprocess
from pathlib import Path
from xml.etree import ElementTree

import pytest
from PySide6.QtGui import QImageReader

import gamenight
from test_packaging import packaging_script

changelog = packaging_script("changelog").changelog
ROOT = Path(__file__).parents[1]
LINUX = ROOT / "packaging" / "linux"
WINDOWS = ROOT / "packaging" / "windows"
METAINFO = LINUX / "invalid.gamenight.GameNight.metainfo.xml"


def test_metainfo_has_what_software_centres_need():
    component = ElementTree.parse(METAINFO).getroot()
    assert component.tag == "component" and component.get("type") == "desktop-application"
    assert METAINFO.name == component.findtext("id") + ".metainfo.xml"
    assert re.fullmatch(r"[a-z]+(\.[a-z]+)+\.[A-Za-z]+", component.findtext("id"))  # reverse domain name
    assert component.findtext("name") == "Game Night"
    assert component.findtext("metadata_license") == "CC0-1.0"
    assert component.findtext("project_license") == "MIT"  # as LICENSE and pyproject.toml say
    assert 20 < len(component.findtext("summary")) < 80
    assert len(component.findall("description/p")) >= 2
    listed = " ".join(item.text for item in component.findall("description/ul/li"))
    for game in ("Goker", "Super Pokeno Bonus", "Okey", "Jokers", "The Goodge Rules"):
        assert game in listed
    assert component.find("content_rating").get("type") == "oars-1.1"
    assert component.findtext("provides/binary") == "gamenight"


def test_metainfo_launches_the_desktop_entry_the_packages_install():
    component = ElementTree.parse(METAINFO).getroot()
    launchable = component.find("launchable")
    assert launchable.get("type") == "desktop-id"
    assert (LINUX / launchable.text).is_file()
    entry = desktop_entry()
    categories = [category.text for category in component.findall("categories/category")]
    assert categories == entry["Categories"].rstrip(";").split(";")


def test_metainfo_newest_release_is_the_version():
    releases = ElementTree.parse(METAINFO).getroot().findall("releases/release")
    assert releases[0].get("version") == gamenight.__version__
    assert re.fullmatch(r"\d{4}-\d\d-\d\d", releases[0].get("date"))


@pytest.mark.skipif(not shutil.which("appstreamcli"), reason="no appstreamcli (apt-get install appstream)")
def test_metainfo_passes_appstreamcli():
    result = subprocess.run(["appstreamcli", "validate", "--no-net", str(METAINFO)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(LINUX / "gamenight.desktop", encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_entry_runs_the_command_both_packages_put_on_the_path():
    entry = desktop_entry()
    # the .deb links /usr/bin/gamenight; an AppImage's desktop entry runs the AppImage itself
    assert entry["Exec"] == "gamenight" and entry["Icon"] == "gamenight" and entry["Type"] == "Application"


def iss_sections() -> dict[str, list[str]]:
    sections: dict[str, list[str]] = {}
    current = None
    for line in (WINDOWS / "gamenight.iss").read_text(encoding="utf-8").splitlines():
        if line.startswith("["):
            current = sections.setdefault(line.strip("[]"), [])
        elif current is not None and line and not line.startswith((";", "#")):
            current.append(line)
    return sections


def iss_setup() -> dict[str, str]:
    return dict(line.split("=", 1) for line in iss_sections()["Setup"])


def windows_path(relative: str) -> Path:
    return WINDOWS.joinpath(*relative.split("\\"))


def test_inno_setup_script_references_files_of_the_repository():
    setup = iss_setup()
    assert windows_path(setup["LicenseFile"]).resolve() == (ROOT / "LICENSE").resolve()
    assert windows_path(setup["SetupIconFile"]).resolve() == (WINDOWS / "gamenight.ico").resolve()
    assert windows_path(setup["OutputDir"]).resolve() == (ROOT / "packaging" / "dist").resolve()


def test_inno_setup_script_installs_what_the_spec_builds():
    """The files come from PyInstaller's output folder and the shortcuts run its executable."""
    spec = (ROOT / "packaging" / "gamenight.spec").read_text(encoding="utf-8")
    assert re.search(r'EXE\(.*name="gamenight"', spec) and re.search(r'COLLECT\(.*name="gamenight"\)', spec)
    sections = iss_sections()
    [files] = sections["Files"]
    source = re.search(r'Source: "([^"]+)"', files)[1]
    assert windows_path(source).parent.resolve() == (ROOT / "packaging" / "dist" / "gamenight").resolve()
    assert "recursesubdirs" in files
    assert all('Filename: "{app}\\gamenight.exe"' in line for line in sections["Icons"] + sections["Run"])
    assert iss_setup()["UninstallDisplayIcon"] == "{app}\\gamenight.exe"
    build = (WINDOWS / "build_windows.cmd").read_text(encoding="utf-8")
    assert "--distpath packaging\\dist" in build and "packaging\\gamenight.spec" in build


def test_inno_setup_version_comes_from_the_one_version_source():
    script = (WINDOWS / "gamenight.iss").read_text(encoding="utf-8")
    assert not re.search(r"\d+\.\d+\.\d+", script)  # no version written into the script
    setup = iss_setup()
    assert setup["AppVersion"] == "{#AppVersion}" and "{#AppVersion}" in setup["OutputBaseFilename"]
    assert re.search(r"^#ifndef AppVersion\n\s+#error .+\n#endif$", script, re.M)  # iscc stops without it
    build = (WINDOWS / "build_windows.cmd").read_text(encoding="utf-8")
    assert 'import gamenight; print(gamenight.__version__)' in build
    assert "/DAppVersion=%VERSION% packaging\\windows\\gamenight.iss" in build
    lines = (WINDOWS / "build_windows.cmd").read_bytes()
    assert b"\r\n" in lines and b"\n" not in lines.replace(b"\r\n", b"")  # cmd.exe wants CRLF lines


def test_windows_build_smoke_tests_the_windowed_bundle_through_its_report():
    build = (WINDOWS / "build_windows.cmd").read_text(encoding="utf-8")
    run = re.search(r"start \"\" /wait (\S+) --smoke-test --smoke-report (\S+)", build)
    assert run and run[1] == "packaging\\dist\\gamenight\\gamenight.exe"
    assert f"type {run[2]}" in build


def test_icon_file_holds_every_size_windows_asks_for(qapp):
    reader = QImageReader(str(WINDOWS / "gamenight.ico"))
    sides = []
    for index in range(reader.imageCount()):
        reader.jumpToImage(index)
        image = reader.read()
        assert image.width() == image.height()
        sides.append(image.width())
    assert sides == [16, 24, 32, 48, 64, 128, 256]


def test_icon_file_is_the_app_icon_rendered(qapp):
    """Each image matches the SVG rendered afresh (re-render with packaging/render_ico.py when the
    SVG changes); the bitmaps are stored bottom row first, so a flipped image would fail."""
    render_ico = packaging_script("render_ico")
    reader = QImageReader(str(WINDOWS / "gamenight.ico"))
    for index, fresh in enumerate(render_ico.render()):
        reader.jumpToImage(index)
        stored = reader.read()
        side = fresh.width()
        step = max(1, side // 16)
        differences = [sum(abs(a - b) for a, b in zip(stored.pixel(x, y).to_bytes(4, "big"),
                                                      fresh.pixel(x, y).to_bytes(4, "big"), strict=True))
                       for x in range(0, side, step) for y in range(0, side, step)]
        assert sum(differences) / len(differences) < 4, f"the {side} px icon differs from the SVG"


def test_debian_changelog_comes_from_the_metainfo_releases(tmp_path):
    text = changelog(METAINFO, "Game Night developers <dev@gamenight.invalid>")
    first, blank, note = text.splitlines()[:3]
    assert first == f"gamenight ({gamenight.__version__}) unstable; urgency=medium" and blank == ""
    assert note.startswith("  * First release: Goker, Super Pokeno Bonus")
    assert all(len(line) <= 80 for line in text.splitlines() if not line.startswith(" -- "))
    assert re.search(r"^ -- Game Night developers <dev@gamenight.invalid>  \w{3}, \d\d \w{3} \d{4} 00:00:00 \+0000$",
                     text, re.M)
    if shutil.which("dpkg-parsechangelog"):  # Debian's own reader agrees
        (tmp_path / "changelog").write_text(text)
        fields = subprocess.run(["dpkg-parsechangelog", "-l", str(tmp_path / "changelog")],
                                capture_output=True, text=True, check=True).stdout
        assert f"Version: {gamenight.__version__}\n" in fields and "Source: gamenight\n" in fields


def test_a_metainfo_without_releases_gives_no_changelog(tmp_path):
    bare = tmp_path / "bare.metainfo.xml"
    bare.write_text('<component type="desktop-application"><id>a.b.C</id></component>')
    with pytest.raises(SystemExit, match="lists no release"):
        changelog(bare, "someone <a@b.invalid>")


def test_the_installers_and_the_desktop_menu_speak_turkish_too():
    """The Linux menu entry and the software centre's page have Turkish words; the Windows
    installer offers Inno Setup's own Turkish beside English (chosen from the system's language)."""
    entry = desktop_entry()
    assert entry["GenericName[tr]"] == "Masa oyunları" and "botlarla" in entry["Comment[tr]"]
    assert "tombala" in entry["Keywords[tr]"].split(";")
    lang = "{http://www.w3.org/XML/1998/namespace}lang"
    component = ElementTree.parse(METAINFO).getroot()
    assert [summary.get(lang) for summary in component.findall("summary")] == [None, "tr"]
    assert any(paragraph.get(lang) == "tr" for paragraph in component.find("description").findall("p"))
    languages = iss_sections()["Languages"]
    assert 'Name: "english"; MessagesFile: "compiler:Default.isl"' in languages
    assert 'Name: "turkish"; MessagesFile: "compiler:Languages\\Turkish.isl"' in languages
