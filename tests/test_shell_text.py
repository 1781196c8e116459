"""No text under 12 px on the shell's own screens at 1366x768 and 1920x1080: the launcher, the score
history (both tabs, with finished games, the charts' axis, title and share text included) and the
dialogs a user opens from the menus, measured from the fonts Qt resolves."""
from __future__ import annotations

import pytest
from PySide6.QtGui import QFont, QFontInfo

from gamenight.app.help_dialogs import ShortcutsDialog
from gamenight.app.how_to_play import HowToPlayDialog
from gamenight.app.new_game_dialog import NewGameDialog
from gamenight.app.preferences import PreferencesDialog
from gamenight.app.resume_dialog import ResumeDialog
from gamenight.core import registry
from gamenight.core.records import GameRecord, Seat
from gamenight.storage.settings import Settings
from test_resume_list import saved_games
from test_text_sizes import SIZES, SMALLEST_PX, small_widget_text


def finished_games(history, count: int = 3) -> None:
    for number in range(count):
        record = GameRecord("pokeno", {}, [Seat("Ann"), Seat("Bob")], seed=number,
                            created=f"2026-01-0{number + 1}T10:00:00")
        history.begin_game(record)
        history.set_rounds(record.match_id, [(5, 1), (2, 3 + number)])
        history.finish_game(record, [7, 4 + number], [1, 2])


def chart_text_px(chart) -> list[tuple[str, int]]:
    """(what, pixels) for a chart's tick text, axis labels, title and share labels."""
    plot = chart.plot
    found = [("ticks", QFontInfo(plot.getAxis(name).style["tickFont"] or plot.font()).pixelSize())
             for name in ("left", "bottom")]
    found += [(f"{name} label", QFontInfo(plot.getAxis(name).label.font()).pixelSize()) for name in ("left", "bottom")]
    title = plot.getPlotItem().titleLabel
    title_font = QFont(plot.font())
    title_font.setPointSizeF(float(title.opts["size"].removesuffix("pt")))
    found.append(("title", QFontInfo(title_font).pixelSize()))
    found += [(label.textItem.toPlainText(), QFontInfo(label.textItem.font()).pixelSize())
              for label in getattr(chart, "labels", [])]
    return found


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_the_launcher_and_the_history_have_no_text_under_12_px(window, qtbot, size):
    finished_games(window.context.history)
    window.resize(*size)
    window.show_launcher()
    qtbot.wait(50)
    assert not small_widget_text(window)
    window.show_history()
    page = window.history_page
    page.player_filter.setCurrentIndex(page.player_filter.findData("Ann"))
    for tab in range(page.tabs.count()):
        page.tabs.setCurrentIndex(tab)
        qtbot.wait(50)
        assert not small_widget_text(window), page.tabs.tabText(tab)
    charts = (page.progression, page.results_chart, page.share_chart)
    assert not any(chart.widget.showing_message() for chart in charts)
    small = [f"{what}: {px} px" for chart in charts for what, px in chart_text_px(chart) if px < SMALLEST_PX]
    assert not small


def test_the_shell_dialogs_have_no_text_under_12_px(window, qtbot, tmp_path):
    autosaves, history, records = saved_games(tmp_path, 2)
    dialogs = [PreferencesDialog(Settings(), window), ShortcutsDialog(window), HowToPlayDialog("goker", window),
               ResumeDialog(records, autosaves, window, history)]
    dialogs += [NewGameDialog(info, Settings(), window) for info in registry.games() if info.built]
    for dialog in dialogs:
        dialog.show()
        qtbot.waitExposed(dialog)
        assert not small_widget_text(dialog), dialog.windowTitle()
        dialog.close()
