"""The main window on a real screen: fitted to it, its size remembered, F11 back to the state
before, the title following the page."""
from PySide6.QtCore import Qt

from gamenight.app.application import build_main_window
from gamenight.app.context import AppContext
from user_path import killed_and_reopened, seats, start_from_launcher


def test_the_window_fits_the_screen_and_remembers_its_size(window, qtbot):
    area = window.screen().availableGeometry()
    assert window.width() <= area.width() and window.height() <= area.height()
    size = (window.minimumWidth(), window.minimumHeight() + 30)
    assert size != (window.width(), window.height())
    window.resize(*size)
    window.close()
    again = build_main_window(AppContext.open())
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == size


def test_f11_returns_to_the_state_before_full_screen(window, qtbot):
    window.showMaximized()
    qtbot.keyClick(window, Qt.Key.Key_F11)
    assert window.isFullScreen()
    qtbot.keyClick(window, Qt.Key.Key_F11)
    assert not window.isFullScreen() and window.windowState() & Qt.WindowState.WindowMaximized


def test_the_title_follows_the_page(window, qtbot):
    assert window.windowTitle() == "Game Night"
    start_from_launcher(window, qtbot, "pokeno", lambda dialog: seats(dialog, 2, {1: "easy"}))
    assert window.windowTitle() == "Super Pokeno Bonus \u2014 Game Night"
    window.show_history()
    assert window.windowTitle() == "Score history \u2014 Game Night"
    window.show_launcher()
    assert window.windowTitle() == "Game Night"
    killed_and_reopened(qtbot)


def test_help_shows_the_rules_of_the_game_in_play(window, qtbot):
    from gamenight.app.rules_dialog import RulesDialog

    assert not window.rules_action.isEnabled()
    start_from_launcher(window, qtbot, "pokeno", lambda dialog: seats(dialog, 2, {1: "easy"}))
    window.rules_action.trigger()
    shown = [dialog for dialog in window.findChildren(RulesDialog) if dialog.isVisible()]
    assert len(shown) == 1 and "Super Pokeno Bonus" in shown[0].windowTitle()
    window.close_match()
    assert not window.rules_action.isEnabled()


def test_a_locked_history_is_said_when_it_is_opened_and_shown_once_it_is_free(window, qtbot, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from gamenight.storage.history import HistoryStore, HistoryUnavailable

    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: said.append(text))
    real = HistoryStore.games

    def locked(self, *args, **kwargs):
        raise HistoryUnavailable("the score history is locked by another program")

    monkeypatch.setattr(HistoryStore, "games", locked)
    window.show_history()
    assert said and "locked by another program" in said[0]
    assert window.stack.currentWidget() is window.launcher
    monkeypatch.setattr(HistoryStore, "games", real)
    window.show_history()
    assert window.stack.currentWidget() is window.history_page
