"""The AppImage runs the app from a temporary folder when its cache folder cannot be written, and
says why in GAMENIGHT_APPIMAGE_CACHE_PROBLEM (tests/test_appimage_runtime.py checks that side); the
app says it in a window once it is up."""
from PySide6.QtWidgets import QMessageBox

from gamenight.app.appimage_notice import CACHE_PROBLEM_VARIABLE
from gamenight.app.application import build_main_window, create_application
from gamenight.app.context import AppContext

PROBLEM = "cannot write /home/ana/.cache/gamenight-appimage: Read-only file system"


def test_the_appimage_cache_problem_is_said_in_a_window_at_start(qtbot, monkeypatch):
    monkeypatch.setenv(CACHE_PROBLEM_VARIABLE, PROBLEM)
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append((parent, title, text)))
    create_application()
    window = build_main_window(AppContext.open())
    qtbot.addWidget(window)
    window.show()
    window.after_start()
    ((parent, title, text),) = [entry for entry in shown if PROBLEM in entry[2]]
    assert parent is window and title == "Game Night"
    assert "runs from a temporary folder this time" in text and "Free some disk space" in text


def test_no_problem_no_notice(monkeypatch):
    monkeypatch.delenv(CACHE_PROBLEM_VARIABLE, raising=False)
    assert AppContext.open().notices == []
    monkeypatch.setenv(CACHE_PROBLEM_VARIABLE, "  ")
    assert AppContext.open().notices == []
