"""What the first window does not do at start-up (issue 24: start-up against an empty window)."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QFont, QFontInfo
from PySide6.QtWidgets import QWidget

from gamenight.app import launcher
from gamenight.core import registry
from test_startup_reference import modules_imported_by

BENCHMARKS = Path(__file__).parent / "benchmarks"


def counted_fonts(monkeypatch) -> list[QFont]:
    """Every QFont the launcher makes from now on (sizing text is the costly part of fitting)."""
    made: list[QFont] = []

    class CountedFont(QFont):
        def __init__(self, *args):
            super().__init__(*args)
            made.append(self)

    monkeypatch.setattr(launcher, "QFont", CountedFont)
    return made


def test_tiles_that_do_not_fit_at_their_own_size_are_not_tried_larger(qtbot, monkeypatch):
    """On a 1366x768 screen the pictures shrink to fit; the text is then left at its size instead of
    being tried one step larger (and set back) on every tile."""
    page = launcher.LauncherPage(registry.games())
    qtbot.addWidget(page)
    page.resize(1180, 660)
    fonts_made = counted_fonts(monkeypatch)
    page.fit_tiles()
    tile = page.tiles["okey"]
    assert tile.scale == 1.0 and tile.picture_scale < 1.0
    assert fonts_made == []
    page.resize(1900, 1040)  # room to grow: the text grows with the pictures
    page.fit_tiles()
    assert tile.scale > 1.0 and len(fonts_made) >= 4 * len(page.tiles)


def test_fitting_the_pictures_to_the_page_leaves_the_text_alone(qtbot, monkeypatch):
    """Shrinking a tile's picture step by step (a small screen) sizes no font again: the launcher
    tries up to eight picture sizes, and re-sizing the text of every tile each time cost about a
    tenth of start-up."""
    page = launcher.LauncherPage(registry.games())
    qtbot.addWidget(page)
    tile = page.tiles["okey"]
    fonts_made = counted_fonts(monkeypatch)
    title_points = tile.title.font().pointSizeF()
    for picture_scale in (0.95, 0.9, 0.85):
        tile.set_scale(tile.scale, picture_scale)
        assert tile.picture.width() == round(launcher.PICTURE_SIZE.width() * picture_scale)
    assert fonts_made == []
    tile.set_scale(1.2, 0.85)
    assert len(fonts_made) == 4
    assert tile.title.font().pointSizeF() == title_points * 1.2


def test_the_first_window_loads_no_game_machinery(tmp_path):
    """The launcher lists the games from their declarations: no engine, bot, action or screen
    module is imported before the main window's first paint (the start-up benchmark's probe), nor
    asyncio (only the phone table and `gamenight serve` run a loop: importing it, with ssl and
    the rest, took 8 MB and about a tenth of start-up)."""
    modules, printed = modules_imported_by(BENCHMARKS / "startup_probe.py", tmp_path)
    assert printed.split() == ["painted"]
    assert "gamenight.core.registry" in modules and "gamenight.games.okey" in modules
    machinery = {"gamenight.core.actions", "gamenight.core.bots", "gamenight.core.engine", "gamenight.core.match"}
    assert not machinery & modules
    assert not {name for name in modules if name.startswith("gamenight.games.") and name.count(".") > 2}
    assert "gamenight.core.stop_requests" in modules and "asyncio" not in modules


def test_the_first_window_has_no_style_sheet_and_the_save_banner_is_red_when_shown(window):
    """A style sheet makes Qt parse it and wrap the style (memory at start-up): the save banner,
    hidden unless a save fails, gets its red look when it is first shown."""
    assert not [widget for widget in window.findChildren(QWidget) if widget.styleSheet()]
    window._show_save_problem("Not saved: the disk is full. Retrying.")
    banner = window.save_banner
    assert banner.isVisible()
    picture = banner.grab().toImage()
    assert picture.pixelColor(3, 3).name() == "#b71c1c"
    assert QFontInfo(banner.font()).pixelSize() == 15 and QFontInfo(banner.font()).bold()
    window._show_save_problem("")
    assert not banner.isVisible()
