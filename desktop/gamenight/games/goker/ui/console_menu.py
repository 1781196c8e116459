"""The console's More menu: the audience window, spoken calls, the call log, deck files, the
validation of a card not in the deck, and printing. Each action works on the Goker screen's game."""
from __future__ import annotations

import csv
from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QMenu, QToolButton

from gamenight.caller.projector import BEHIND_MESSAGE, choose_screen
from gamenight.caller.speech import reason_text, shared_speaker
from gamenight.core.rng import new_seed
from gamenight.games.goker.deck import ball_name, generate_deck
from gamenight.games.goker.ui.audience import AudienceWindow
from gamenight.games.goker.ui.grid_entry import GridEntryDialog
from gamenight.games.goker.ui.printing import print_deck, print_score_sheet
from gamenight.storage.files import write_atomically
from gamenight.storage.history import spreadsheet_safe
from gamenight.table.language import translated
from gamenight.table.touch import touch_menu


class ConsoleMenu(QToolButton):
    def __init__(self, screen):
        super().__init__()
        self.game_screen = screen
        self.setText(self.tr("More"))
        self.setMinimumHeight(44)
        self.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = touch_menu(QMenu(self))
        menu.addAction(self.tr("Audience window on the projector\u2026"), lambda: self.open_audience())
        self.speak_action = menu.addAction(self.tr("Speak the calls"))
        self.speak_action.setCheckable(True)
        shared_speaker().changed.connect(self._show_speech)
        self._show_speech()
        menu.addAction(self.tr("Export the call log (CSV)\u2026"), self.export_call_log)
        menu.addAction(self.tr("Validate a card not in the deck\u2026"),
                       lambda: GridEntryDialog(screen.view(), screen).exec())
        menu.addAction(self.tr("Print the deck (PDF)\u2026"), self.print_deck)
        menu.addAction(self.tr("Save this game's deck as a deck file\u2026"), self.export_deck)
        menu.addAction(self.tr("Make a new random deck file\u2026"), self.new_deck_file)
        menu.addAction(self.tr("Print a score sheet (PDF)\u2026"), self.print_score_sheet)
        menu.setToolTipsVisible(True)  # why calls cannot be spoken, in full
        self.setMenu(menu)

    @property
    def audience(self) -> AudienceWindow | None:
        """The audience window, once opened (the screen's `audience`)."""
        window = self.game_screen.audience
        return window if isinstance(window, AudienceWindow) else None

    def export_call_log(self, path: str | None = None) -> None:
        path = path or QFileDialog.getSaveFileName(
            self.game_screen, self.tr("Export call log"), "goker-calls.csv", "CSV (*.csv)")[0]
        if not path:
            return
        with open(path, "w", newline="", encoding="utf-8") as handle:
            writer = csv.writer(handle)
            writer.writerow([self.tr("time"), self.tr("event"), self.tr("call"), self.tr("ball")])
            for cells in call_log_rows(self.game_screen.controller.match.record.log):
                writer.writerow([spreadsheet_safe(cell) for cell in cells])

    def print_deck(self, path: str | None = None) -> None:
        path = path or QFileDialog.getSaveFileName(
            self.game_screen, self.tr("Print the deck"), "goker-deck.pdf", "PDF (*.pdf)")[0]
        if path:
            print_deck(path, self.game_screen.view().deck)

    def export_deck(self, path: str | None = None) -> None:
        """The deck file a group edits to transcribe its physical deck, then chooses for a game."""
        path = path or QFileDialog.getSaveFileName(
            self.game_screen, self.tr("Save the deck"), "goker-deck.json", "JSON (*.json)")[0]
        if path:
            write_atomically(Path(path), self.game_screen.view().deck.to_json())

    def new_deck_file(self, path: str | None = None, seed: int | None = None) -> None:
        path = path or QFileDialog.getSaveFileName(
            self.game_screen, self.tr("New deck"), "goker-new-deck.json", "JSON (*.json)")[0]
        if path:
            seed = new_seed() if seed is None else seed
            write_atomically(Path(path), generate_deck(seed, f"Generated deck {seed}").to_json())

    def print_score_sheet(self, path: str | None = None) -> None:
        path = path or QFileDialog.getSaveFileName(
            self.game_screen, self.tr("Print a score sheet"), "goker-score-sheet.pdf", "PDF (*.pdf)")[0]
        if path:
            print_score_sheet(path, self.game_screen.names, self.game_screen.view().goker_rounds)

    def _show_speech(self) -> None:
        """"Speak the calls" is on by the preferences' sound setting where the system can speak;
        disabled, with the reason in its text, while the engine is checked and where it cannot."""
        speaker = shared_speaker()
        action = self.speak_action
        action.setEnabled(speaker.available)
        action.setChecked(speaker.available and self.game_screen.context.settings.sound)
        if speaker.checking:
            action.setText(self.tr("Speak the calls (checking the speech engine\u2026)"))
        elif speaker.available:
            action.setText(self.tr("Speak the calls"))
        else:
            action.setText(self.tr("Speak the calls (unavailable: {reason})").format(reason=reason_text(speaker)))
        action.setToolTip(translated(speaker.detail) or action.text())

    def open_audience(self, screen=None) -> None:
        """On the projector: the screen is asked for when there is more than one."""
        screen = screen or choose_screen(self.game_screen, self.tr("Audience window"))
        if screen is None:
            return
        audience = self.audience or AudienceWindow()
        self.game_screen.keep_audience(audience)  # it goes with the game
        if not audience.show_on(screen, self.game_screen):
            audience.note_behind(self.game_screen, BEHIND_MESSAGE)
        self.game_screen.refresh()


def call_log_rows(log: list[dict]) -> list[list]:
    """(time, "call" or "undo", call number, ball) for every ball the match logged (see
    `GameInfo.logged`), the call numbers counted as the calls came and went."""
    rows, calls = [], 0
    for entry in log:
        if "ball" in entry and "call" in entry:  # a record saved before the match kept the log
            rows.append([entry.get("time", ""), entry.get("event", ""), entry["call"], ball_name(entry["ball"])])
            continue
        action = entry.get("action")
        if not isinstance(action, dict) or action.get("kind") != "ball":
            continue
        if entry.get("event") == "play":
            calls += 1
            rows.append([entry.get("time", ""), "call", calls, ball_name(action["number"])])
        else:
            rows.append([entry.get("time", ""), "undo", calls, ball_name(action["number"])])
            calls -= 1
    return rows
