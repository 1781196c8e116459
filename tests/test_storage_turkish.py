"""Storage's words in Turkish where the user reads them: the notices at start-up when a damaged
score history, saved game or settings file was moved aside, the banner of a save that fails, and
the reasons other windows give (a refused file, an export, the leave question). The system's own
text for an error the app has no words for (SQLite's detail) stays as the system gives it."""
from __future__ import annotations

import errno
import os

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QMessageBox

from gamenight.app.application import build_main_window, create_application
from gamenight.app.context import AppContext
from gamenight.core import registry
from gamenight.storage import autosave, errors, paths
from gamenight.storage.settings import Settings
from gamenight.table.language import translated
from test_save_causes import play_a_round_failing_both
from test_save_failures import goker_solo
from user_path import start_the_app


@pytest.fixture
def warnings(monkeypatch):
    """The texts of the warning boxes the app shows (instead of showing them)."""
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *rest: said.append(text))
    return said


def start_in_turkish(qtbot):
    """The app started as a Turkish player starts it: the Preferences say Turkish."""
    return start_the_app(qtbot, "tr")


@pytest.mark.parametrize("damage, why, said", [
    (lambda path: path.write_bytes(b"garbage" * 200), "damaged", "Skor geçmişiniz okunamadı (file is not a database)."),
    (lambda path: path.mkdir(), "not-a-file", "Skor geçmişiniz bir veritabanı dosyası değil, bir klasördü."),
], ids=["garbage", "folder"])
def test_a_damaged_history_moved_aside_is_said_in_turkish_at_start(qtbot, turkish, warnings, damage, why, said):
    paths.data_dir().mkdir(parents=True)
    damage(paths.history_path())
    start_in_turkish(qtbot)
    kept = next(paths.data_dir().glob(f"history.sqlite3.{why}-*")).name
    assert warnings == [f"{said} Dosya {kept} adıyla saklandı; yeni, boş bir geçmiş başlatıldı."]  # SQLite's words kept


def test_a_damaged_saved_game_moved_aside_is_said_in_turkish_at_start(qtbot, turkish, warnings):
    paths.autosave_dir().mkdir(parents=True)
    (paths.autosave_dir() / "broken.json").write_bytes(b"\xff\xfe{")
    os.symlink("/dev/zero", paths.autosave_dir() / "zero.json")
    start_in_turkish(qtbot)
    broken = next(paths.autosave_dir().glob("broken.json.damaged-*")).name
    zero = next(paths.autosave_dir().glob("zero.json.damaged-*")).name
    assert warnings == [f"Kayıtlı bir oyun okunamadı (bozuk, metin değil). Dosya {broken} adıyla saklandı.",
                        f"Kayıtlı bir oyun okunamadı (bir dosya değil, bir bağlantı). Dosya {zero} adıyla saklandı."]


def test_a_settings_file_that_cannot_be_read_is_said_in_turkish_at_start(qtbot, turkish, warnings, monkeypatch):
    paths.config_dir().mkdir(parents=True)
    paths.settings_path().write_text('{"theme": 5}')
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("tr_TR")))  # a Turkish desktop: the
    create_application()  # default settings (language "system") then speak Turkish
    window = build_main_window(AppContext.open())
    qtbot.addWidget(window)
    window.after_start()
    kept = next(paths.config_dir().glob("settings.json.damaged-*")).name
    assert warnings == [f"Ayar dosyanız okunamadı ('theme' ayarının türü yanlış); varsayılan ayarlar kullanılıyor. "
                        f"Eski dosya {kept} adıyla saklandı."]


def fail_autosaves(monkeypatch, code: int, text: str) -> None:
    def failing(path, content):
        raise OSError(code, text)

    monkeypatch.setattr(autosave, "write_atomically", failing)


def guess(window, qtbot, match) -> None:
    """Guess 71 in Goker (the bots guess after): an action, so the game is saved."""
    qtbot.mouseClick(window.screen_widget.board.buttons[70], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: match.state.phase == "draw", timeout=3000)


def test_a_full_disk_shows_the_turkish_banner(window, qtbot, turkish, monkeypatch):
    match = goker_solo(window, qtbot)
    fail_autosaves(monkeypatch, errno.ENOSPC, "No space left on device")
    guess(window, qtbot, match)
    assert window.save_banner.isVisible()
    assert window.save_banner.text() == ("Kaydedilemedi: disk dolu. Game Night denemeyi sürdürüyor; oynamaya devam "
                                         "edebilirsiniz.")


def test_when_the_game_and_the_history_both_fail_the_turkish_banner_names_both(pig, window, qtbot, turkish,
                                                                                monkeypatch):
    play_a_round_failing_both(window, monkeypatch)
    assert window.save_banner.text() == ("Kaydedilemedi: oyun (veri klasörü salt okunur) ve skor geçmişi (disk dolu)."
                                         " Game Night denemeyi sürdürüyor; oynamaya devam edebilirsiniz.")


def test_a_refused_deck_file_says_why_in_turkish(qtbot, tmp_path, turkish):
    from gamenight.app.new_game_dialog import NewGameDialog

    dialog = NewGameDialog(registry.get("goker"), Settings())
    qtbot.addWidget(dialog)
    os.symlink("/dev/zero", tmp_path / "zero.json")
    dialog.option_widgets["deck"].load(str(tmp_path / "zero.json"))
    assert dialog.error.text() == "zero.json kullanılamıyor: bir dosya değil, bir bağlantı"


def test_an_export_that_cannot_be_written_says_why_in_turkish(qtbot, tmp_path, turkish, warnings):
    from gamenight.app.history_page import HistoryPage
    from gamenight.storage.history import HistoryStore

    history, _ = HistoryStore.open(tmp_path / "h.sqlite3")
    page = HistoryPage(history)
    qtbot.addWidget(page)
    (tmp_path / "out.csv").mkdir()
    page.export_csv(str(tmp_path / "out.csv"))
    assert warnings == ["Geçmiş dışa aktarılamadı: dosyanın yerinde bir klasör var."]


def test_leaving_an_unsaved_game_gives_the_reason_in_turkish(window, qtbot, turkish, monkeypatch):
    from gamenight.app.leave_prompt import LeaveGamePrompt

    match = goker_solo(window, qtbot)
    fail_autosaves(monkeypatch, errno.EDQUOT, "Disk quota exceeded")
    guess(window, qtbot, match)
    asked = []
    monkeypatch.setattr(LeaveGamePrompt, "leave_chosen", lambda prompt: asked.append(prompt.text()))  # Stay
    assert not window.leave_game() and window.controller is not None
    assert "Son hamleler KAYDEDİLMEDİ (disk kotası doldu)" in asked[0]


def test_every_reason_storage_gives_has_turkish_words(turkish):
    reasons = {*errors._ERRNO_REASONS.values(), *(reason for _, reason in errors._SQLITE_REASONS),
               *errors._SQLITE_CODES.values()}
    assert all(translated(reason) != str(reason) for reason in reasons)
    assert translated(errors.reason_for(OSError(errno.ENODEV, "No such device"))) == "No such device"  # the system's


def test_a_saved_game_that_cannot_be_discarded_says_why_in_turkish(qtbot, tmp_path, turkish, warnings, monkeypatch):
    from gamenight.app.resume_dialog import ResumeDialog
    from test_resume_list import saved_games

    autosaves, history, records = saved_games(tmp_path, 1)
    dialog = ResumeDialog(records, autosaves, history=history)
    qtbot.addWidget(dialog)

    def refused(path, trash, keep):
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(autosave, "move_to_trash", refused)
    dialog.list.item(0).setSelected(True)
    dialog._discard(confirmed=True)
    assert warnings == ["Bir oyun silinemedi: erişim izni yok."] and dialog.list.count() == 1
