"""The resume offer (Game -> Resume, and once the window is up): the saved games and nights to
carry on, in one dialog. A night is one entry: its running game is not listed apart, nor are
its finished games still waiting for the history. The history also catches up with every
saved game not on screen."""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from gamenight.core.records import GameRecord, RecordError
from gamenight.night.record import NightRecord
from gamenight.storage.autosave import Scan, unbuilt_apart
from gamenight.table.language import translated

if TYPE_CHECKING:
    from gamenight.app.main_window import MainWindow
    from gamenight.storage.night_saves import NightStore

translate = QCoreApplication.translate
SavedNight = tuple[NightRecord, GameRecord | None]
"""A night to resume, with its running game's saved record (None between games)."""


def night_store(window: MainWindow) -> NightStore:
    from gamenight.storage.night_saves import NightStore

    return NightStore(window.context.autosaves.folder)


def saved(window: MainWindow) -> tuple[Scan, list[SavedNight]]:
    """The autosave folder's games (to resume, or that this version cannot play) and its unfinished
    nights (not the one on screen); a night's games are left out of the games (they are resumed
    with their night)."""
    context = window.context
    scan = context.autosaves.unfinished(context.history.holds_end_of)
    context.notices.extend(scan.notices)
    playing = window.controller.match.record.match_id if window.controller is not None else None
    behind = [record for record in [*scan.finished, *scan.records] if record.match_id != playing]
    if behind:  # the catch-up machinery loads only when there is something to catch up
        window.history_catch_up.add_records(behind)
    nights = saved_nights(window, scan)
    of_nights = {game.match_id for night, _ in nights for game in night.games}
    if window.night is not None:
        of_nights.update(game.match_id for game in window.night.night.record.games)
    scan.records = [record for record in scan.records if record.match_id not in of_nights]
    return unbuilt_apart(scan), nights


def saved_games(window: MainWindow) -> Scan:
    return saved(window)[0]


def saved_nights(window: MainWindow, scan: Scan) -> list[SavedNight]:
    """The unfinished nights of the autosave folder (not the one on screen), each with its running
    game's record as `scan` (the saved games) has it."""
    from gamenight.storage.night_saves import games_of

    found = night_store(window).scan()
    window.context.notices.extend(found.notices)
    shown = window.night.night.record.uid if window.night is not None else None
    saved_records = [*scan.records, *scan.finished]
    return [(night, games_of(night, saved_records, None)[1]) for night in found.nights if night.uid != shown]


def offer_resume(window: MainWindow, quiet: bool = False) -> None:
    context = window.context
    scan, nights = saved(window)
    for notice in context.notices:
        QMessageBox.warning(window, translate("MainWindow", "Game Night"), translated(notice))
    context.notices.clear()
    if not scan.records and not scan.unplayable and not nights:
        if not quiet:
            QMessageBox.information(window, translate("MainWindow", "Resume"),
                                    translate("MainWindow", "There is no unfinished game to resume."))
        return
    from gamenight.app.resume_dialog import ResumeDialog

    dialog = ResumeDialog(scan.records, context.autosaves, window, context.history, scan.unplayable, nights=nights,
                          nights_store=night_store(window))
    if dialog.exec() and dialog.chosen is not None:
        if isinstance(dialog.chosen, NightRecord) and dialog.chosen.session:  # a caller's session, at the console
            from gamenight.app.session_flow import resume_session

            resume_session(window, dialog.chosen)
        elif isinstance(dialog.chosen, NightRecord):
            window.resume_night(dialog.chosen)
        else:
            resume(window, dialog.chosen)


def resume(window: MainWindow, record: GameRecord) -> None:
    from gamenight.core.match import Match

    try:
        match = Match.from_record(record)
    except RecordError as error:
        QMessageBox.warning(window, translate("MainWindow", "Resume"),
                            translate("MainWindow", "This saved game cannot be resumed: {error}").format(
                                error=translated(error.reason)))
        return
    window.open_match(match)
