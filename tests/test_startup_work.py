"""What the first window does not do at start-up (issue 24: start-up against an empty window)."""
from __future__ import annotations

from PySide6.QtGui import QFont

from gamenight.app import launcher
from gamenight.core import registry


def test_fitting_the_pictures_to_the_page_leaves_the_text_alone(qtbot, monkeypatch):
    """Shrinking a tile's picture step by step (a small screen) sizes no font again: the launcher
    tries up to eight picture sizes, and re-sizing the text of every tile each time cost about a
    tenth of start-up."""
    page = launcher.LauncherPage(registry.games())
    qtbot.addWidget(page)
    tile = page.tiles["okey"]
    fonts_made = []

    class CountedFont(QFont):
        def __init__(self, *args):
            super().__init__(*args)
            fonts_made.append(self)

    monkeypatch.setattr(launcher, "QFont", CountedFont)
    title_points = tile.title.font().pointSizeF()
    for picture_scale in (0.95, 0.9, 0.85):
        tile.set_scale(tile.scale, picture_scale)
        assert tile.picture.width() == round(launcher.PICTURE_SIZE.width() * picture_scale)
    assert fonts_made == []
    tile.set_scale(1.2, 0.85)
    assert len(fonts_made) == 4
    assert tile.title.font().pointSizeF() == title_points * 1.2
