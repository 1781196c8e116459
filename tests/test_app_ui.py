"""The Qt shell driven through real widgets (offscreen)."""
import itertools
import sys
import threading

import pytest
from PySide6.QtCore import Qt, QThreadPool
from PySide6.QtWidgets import QCheckBox, QComboBox, QMessageBox, QSpinBox

from gamenight.app.application import build_main_window, create_application
from gamenight.app.context import AppContext
from gamenight.app.new_game_dialog import NewGameDialog
from gamenight.core.match import Match
from gamenight.core.records import Seat
from gamenight.storage import paths


@pytest.fixture
def window(qtbot, monkeypatch):
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: warnings.append(text))
    monkeypatch.setattr(QMessageBox, "information", lambda parent, title, text, *a: warnings.append(text))
    create_application()
    main = build_main_window(AppContext.open())
    qtbot.addWidget(main)
    main.show()
    main.warnings = warnings
    yield main
    main.close_match()


def test_launcher_lists_the_five_games_and_unbuilt_ones_cannot_start(window):
    tiles = window.launcher.tiles
    assert list(tiles)[:5] == ["goker", "pokeno", "okey", "jokers", "goodge"]
    for game_id in ("goker", "pokeno", "okey", "jokers", "goodge"):
        tile = tiles[game_id]
        if not tile.info.built:
            assert not tile.button.isEnabled() and tile.button.text() == "Not built yet"
        assert not tile.picture.pixmap().isNull()


@pytest.mark.parametrize("size", [(1366, 705), (1366, 768), (1920, 1017)],
                         ids=lambda size: f"{size[0]}x{size[1]}")
def test_launcher_tiles_fit_the_window_with_nothing_overlapping(window, qtbot, size):
    """On a laptop the window is the screen less its panel and title bar (1366x705): the pictures
    shrink before a tile's parts are squeezed onto each other."""
    window.resize(*size)
    window.show_launcher()
    qtbot.wait(50)
    page = window.launcher
    for tile in page.tiles.values():
        parts = [tile.picture, tile.title, tile.blurb, tile.players, tile.button]
        for upper, lower in itertools.pairwise(parts):
            assert upper.geometry().bottom() < lower.geometry().top(), (tile.info.id, upper, lower)
        assert tile.button.geometry().bottom() < tile.height()
        assert tile.picture.pixmap().height() <= tile.picture.height()
        bottom = tile.mapTo(page, tile.rect().bottomLeft()).y()
        assert bottom < page.resume_button.mapTo(page, page.resume_button.rect().topLeft()).y()
    assert page.resume_button.mapTo(window, page.resume_button.rect().bottomLeft()).y() < window.height()


def test_built_game_tile_is_playable(pig, qtbot, monkeypatch):
    create_application()
    main = build_main_window(AppContext.open())
    qtbot.addWidget(main)
    tile = main.launcher.tiles["pig"]
    assert tile.button.isEnabled() and tile.button.text() == "Play"
    opened = []
    monkeypatch.setattr(main, "new_game", opened.append)
    main.launcher.play.disconnect()
    main.launcher.play.connect(main.new_game)
    qtbot.mouseClick(tile.button, Qt.MouseButton.LeftButton)
    assert opened == ["pig"]


def test_new_game_dialog_is_built_from_the_declaration(pig, qtbot):
    from gamenight.storage.settings import Settings

    dialog = NewGameDialog(pig, Settings(default_names=["Ann", "Bob", "Cy"]))
    qtbot.addWidget(dialog)
    target = dialog.option_widgets["target"]
    assert isinstance(target, QSpinBox) and (target.minimum(), target.maximum(), target.singleStep()) == (10, 100, 5)
    assert isinstance(dialog.option_widgets["fast"], QCheckBox)
    colour = dialog.option_widgets["colour"]
    assert isinstance(colour, QComboBox) and [colour.itemText(i) for i in range(colour.count())] == ["Red", "Blue"]
    assert dialog.player_count.minimum() == 2 and dialog.player_count.maximum() == 4
    target.setValue(35)
    dialog.option_widgets["fast"].setChecked(True)
    colour.setCurrentIndex(1)
    dialog.player_count.setValue(3)
    dialog.seat_rows[2].kind.setCurrentIndex(1)
    dialog.seat_rows[2].level.setCurrentIndex(0)
    dialog.seed.setText("1234")
    request = dialog.request()
    assert request.options == {"target": 35, "fast": True, "colour": "blue"}
    assert request.seats == [Seat("Ann", "human"), Seat("Bob", "bot", "normal"), Seat("Cy", "bot", "easy")]
    assert request.seed == 1234
    assert not dialog.seat_rows[3].name.isVisibleTo(dialog)
    dialog.seat_rows[1].name.setText("Ann")
    dialog.accept()
    assert "different name" in dialog.error.text() and dialog.result() == 0


def play_bot_game(window, qtbot, seed):
    match = Match.start("pig", [Seat("Ann", "bot", "normal"), Seat("Bob", "bot", "easy")], seed=seed)
    window.open_match(match)
    window.controller.bot_delay_ms = 0
    qtbot.waitUntil(lambda: match.is_over, timeout=10000)
    return match


def test_bots_play_a_whole_game_through_the_window_and_it_lands_in_history(pig, window, qtbot):
    match = play_bot_game(window, qtbot, seed=4)
    assert window.context.autosaves.unfinished().records == []
    rows = window.context.history.games()
    assert len(rows) == 1 and rows[0].finished
    assert list(rows[0].scores) == list(match.state.scores())


def test_history_view_renders_charts_from_stored_games(pig, window, qtbot):
    matches = [play_bot_game(window, qtbot, seed) for seed in (1, 2, 3)]
    window.show_history()
    page = window.history_page
    assert page.table.rowCount() == 3
    newest = matches[-1]
    page.table.selectRow(0)
    rounds = newest.state.completed_rounds()
    assert page.rounds_table.rowCount() == len(rounds) + 1
    assert page.rounds_table.item(len(rounds), 0).text() == f"{newest.state.scores()[0]:g}"
    _, ys = page.progression.curves[1].getData()
    assert list(ys) == list(__import__("itertools").accumulate(r[1] for r in rounds))
    page.player_filter.setCurrentIndex(page.player_filter.findData("Ann"))
    _xs, ys = page.results_chart.scores.getData()
    assert list(ys) == [m.state.scores()[0] for m in matches]
    wins = sum(m.state.placements()[0] == 1 for m in matches)
    assert page.share_chart.heights == [pytest.approx(100 * wins / 3)]
    image = page.grab().toImage()
    assert not image.isNull() and image.width() > 400


def test_history_csv_export(pig, window, qtbot, tmp_path):
    play_bot_game(window, qtbot, 5)
    window.show_history()
    out = tmp_path / "out.csv"
    window.history_page.export_csv(str(out))
    assert len(out.read_text().splitlines()) == 3


def test_a_killed_game_is_offered_and_resumes_at_the_same_point(pig, window, qtbot):
    from toygame import Roll

    match = Match.start("pig", [Seat("Me"), Seat("Bot", "bot", "normal")], seed=8)
    window.open_match(match)
    window.controller.act(Roll(), 0)
    window.controller.act(Roll(), 0) if match.current_player == 0 else None
    actions = list(match.record.actions)
    assert actions and window.context.autosaves.unfinished().records
    # a new start-up, as after a crash: a fresh context and window on the same folders
    again = build_main_window(AppContext.open())
    qtbot.addWidget(again)
    records = again.resumable()
    assert [r.match_id for r in records] == [match.record.match_id]
    again.resume(records[0])
    assert again.controller.match.record.actions == actions
    assert again.controller.state.scores() == match.state.scores()
    assert again.controller.state.turn_total == match.state.turn_total
    again.close_match()


def test_undo_from_the_menu_takes_back_the_move(pig, window, qtbot):
    from toygame import Hold

    match = Match.start("pig", [Seat("Me"), Seat("Bot", "bot", "normal")], seed=8)
    window.open_match(match)
    window.controller.bot_delay_ms = 60_000  # keep the bot from answering during the test
    assert not window.undo_action.isEnabled()
    qtbot.mouseClick(window.screen_widget.hold, Qt.MouseButton.LeftButton)
    assert match.current_player == 1 and window.undo_action.isEnabled()
    window.undo_action.trigger()
    assert window.controller.match.current_player == 0 and window.controller.match.record.actions == []
    saved = window.context.autosaves.unfinished().records[0]
    assert saved.actions == []
    assert Hold  # the move can be made again
    qtbot.mouseClick(window.screen_widget.hold, Qt.MouseButton.LeftButton)
    assert window.controller.match.current_player == 1


def test_illegal_input_is_refused_with_a_message(pig, window, qtbot):
    from toygame import Die

    match = Match.start("pig", [Seat("Me"), Seat("Bot", "bot", "normal")], seed=8)
    window.open_match(match)
    with qtbot.waitSignal(window.controller.refused) as refused:
        assert not window.controller.act(Die(3), 0)
    assert "not a legal move" in str(refused.args[0])
    assert match.record.actions == []
    assert "not a legal move" in window.statusBar().currentMessage()


def test_a_refusal_is_said_in_the_app_language(pig, window, qtbot, turkish):
    """The engine's reason reaches the status bar and the table as Words, translated there."""
    from toygame import Die

    match = Match.start("pig", [Seat("Me"), Seat("Bot", "bot", "normal")], seed=8)
    window.open_match(match)
    assert not window.controller.act(Die(3), 0)
    assert window.statusBar().currentMessage() == "bu şu an geçerli bir hamle değil"
    assert window.screen_widget.message.text() == "bu şu an geçerli bir hamle değil"


def test_damaged_history_is_reported_at_start(window, qtbot):
    window.context.history.close()
    paths.history_path().write_bytes(b"garbage" * 200)
    again = build_main_window(AppContext.open())
    qtbot.addWidget(again)
    again.after_start()
    assert any("could not be read" in text and "kept as" in text for text in window.warnings)


def test_preferences_are_saved_and_the_theme_applied(window, qtbot, monkeypatch):
    from PySide6.QtWidgets import QApplication

    from gamenight.app import main_window as module
    from gamenight.app.preferences import PreferencesDialog
    from gamenight.storage.settings import load_settings

    def fake_exec(dialog):
        dialog.theme.setCurrentIndex(dialog.theme.findData("dark"))
        dialog.names.setText("Zoe, Yan")
        return True

    monkeypatch.setattr(PreferencesDialog, "exec", fake_exec)
    window.edit_preferences()
    settings, _ = load_settings(paths.settings_path())
    assert settings.theme == "dark" and settings.default_names == ["Zoe", "Yan"]
    assert QApplication.instance().palette().window().color().lightness() < 80
    window.context.save_settings(type(settings)())
    module.apply_theme(QApplication.instance(), "light")


def test_launcher_buttons_open_history_and_resume(window, qtbot):
    qtbot.mouseClick(window.launcher.resume_button, Qt.MouseButton.LeftButton)
    assert window.warnings[-1] == "There is no unfinished game to resume."
    qtbot.mouseClick(window.launcher.history_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.history_page
    assert window.history_page.empty_note.isVisibleTo(window.history_page)


def test_a_bot_answer_after_the_match_is_closed_is_dropped(pig, window, qtbot, monkeypatch):
    """Closing a game (and the history) while a bot thinks: its late answer changes nothing and
    writes nothing (it used to be applied and fail on the closed database)."""
    from toygame import HoldAtBot

    thinking, release = threading.Event(), threading.Event()
    original = HoldAtBot.choose

    def slow_choose(self, view, legal, rng):
        thinking.set()
        release.wait(5)
        return original(self, view, legal, rng)

    monkeypatch.setattr(HoldAtBot, "choose", slow_choose)
    errors = []
    monkeypatch.setattr(sys, "excepthook", lambda *exc: errors.append(exc))
    match = Match.start("pig", [Seat("Ann", "bot", "normal"), Seat("Bob", "bot", "normal")], seed=3)
    window.open_match(match)
    window.controller.bot_delay_ms = 0
    qtbot.waitUntil(thinking.is_set, timeout=5000)
    moves = len(match.record.actions)
    release.set()
    QThreadPool.globalInstance().waitForDone(5000)  # the answer is on its way to the UI thread
    window.close_match()
    window.context.history.close()
    qtbot.wait(50)
    assert len(match.record.actions) == moves
    assert errors == []
