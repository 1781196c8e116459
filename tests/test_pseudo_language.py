"""Longer words fit: with the pseudo-language installed (every sentence accented and 40% longer,
Qt's own words too), and in Turkish, the launcher, the Preferences, the score history, every
new-game dialog and every table, played a few moves from the launcher, show no cut or overlapping
text, table headings included, in the default window on a 1366x768 screen (measured as
tests/test_tables_fit.py measures)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from gamenight.app.new_game_dialog import NewGameDialog
from gamenight.app.preferences import PreferencesDialog
from gamenight.core.records import GameRecord, Seat
from gamenight.table.language import PSEUDO, install_language
from layout_fit import unfit
from test_tables_fit import MOVES, choose, tables
from user_path import play_on, start_from_launcher

SIZE = (1180, 708)
"""The default window on a 1366x768 screen."""


@pytest.fixture(params=[PSEUDO, "tr"])
def pseudo_window(window_speaking, request):
    """The window in the pseudo-language, then in Turkish (its long words)."""
    window = window_speaking(request.param)
    window.resize(*SIZE)
    return window


def test_the_pseudo_language_lengthens_and_accents_every_sentence_and_keeps_blanks_and_shortcuts(qapp):
    install_language(PSEUDO)
    try:
        said = QCoreApplication.translate("GameTile", "Start a new game of {game}")
        menu = QCoreApplication.translate("MainWindow", "&Resume a saved game\u2026")
    finally:
        install_language("en")
    assert said.startswith("[Ştârt") and "{game}" in said and len(said) >= 1.35 * len("Start a new game of {game}")
    assert menu.startswith("[&Ré")


def test_the_launcher_and_preferences_fit(pseudo_window, qtbot):
    window = pseudo_window
    qtbot.wait(50)
    assert window.size().toTuple() == SIZE
    assert not unfit(window), "\n".join(unfit(window)[:15])
    dialog = PreferencesDialog(window.context.settings, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.wait(50)
    assert dialog.windowTitle() != "Preferences"
    assert not unfit(dialog), "\n".join(unfit(dialog)[:15])


def test_the_score_history_fits(pseudo_window, qtbot):
    """The games' list and a chosen game's rounds, players' names and round names as headings."""
    window = pseudo_window
    history = window.context.history
    for number, names in enumerate([["Zeynep", "Deniz", "Çiğdem"], ["You", "Ilgaz", "Can", "Bo"]]):
        record = GameRecord("pokeno", {}, [Seat(name) for name in names], seed=number,
                            created=f"2026-03-0{number + 1}T18:05:00")
        history.begin_game(record)
        history.set_rounds(record.match_id, [tuple(range(len(names))), tuple(range(10, 10 + len(names)))])
    window.show_history()
    page = window.history_page
    page.table.selectRow(0)
    qtbot.waitUntil(lambda: page.rounds_table.columnCount() > 0, timeout=3000)
    qtbot.wait(50)
    assert not unfit(window), "\n".join(unfit(window)[:15])


@pytest.mark.parametrize("table", list(tables()))
def test_every_new_game_dialog_and_table_fits(pseudo_window, qtbot, table):
    window = pseudo_window
    game_id, options = tables()[table]
    seen: list[str] = []

    def fill(dialog: NewGameDialog) -> None:
        choose(dialog, options)
        qtbot.wait(50)  # laid out
        seen.extend(unfit(dialog))

    window.statusBar().showMessage("wait for the bot to move")
    start_from_launcher(window, qtbot, game_id, fill)
    assert not seen, f"{table}'s new-game dialog:\n" + "\n".join(seen[:15])
    play_on(window, qtbot, MOVES)
    qtbot.wait(50)
    assert window.size().toTuple() == SIZE
    problems = unfit(window)
    assert not problems, f"{table}:\n" + "\n".join(problems[:15])
