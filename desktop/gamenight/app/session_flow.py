"""A caller's session in the main window: a hall's players through several Goker and Super Pokeno
Bonus games at the console, one after the other. The session is a night (`night/`): its people
are the console's players, all seated in every game, its program the games chosen in the
new-game dialog, its standings computed from each game's own placements; it is saved beside the
games after every change (`NightStore`), so a kill brings it back through the resume offer, and
kept in the score history's nights.

Each game is played on its console as any game is; its end panel's "New game, same players" button
becomes "Session: standings and game 2 of 5", which closes the game and shows the session's page
(`caller/session_page.py`) with "Start game 2 of 5", and, where the game's audience window was,
the session's projector (`caller/session_projector.py`); starting the next game gives the
projector's place back to that game's audience window. The session stays in charge while its
page or its game is on screen; leaving them for anything else puts it away (saved: Resume
brings it back)."""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QFileDialog, QWidget

from gamenight.app.seat_people import known_people, seat_people
from gamenight.caller.projector import BEHIND_MESSAGE, choose_screen
from gamenight.caller.session_page import SessionPage
from gamenight.caller.session_projector import SessionProjector
from gamenight.caller.session_report import print_session_report
from gamenight.caller.session_summary import SessionSummary, summarise
from gamenight.core.match import Match
from gamenight.core.records import GameRecord, Seat
from gamenight.core.words import Text, words
from gamenight.night.night import Night
from gamenight.night.people import Person, new_uid, next_look
from gamenight.night.program import ProgramItem
from gamenight.night.record import NightRecord
from gamenight.night.seating import NightBot
from gamenight.storage.errors import SaveFailed
from gamenight.storage.night_saves import NightStore, games_of
from gamenight.storage.nights import NightsStore
from gamenight.table.after_game import AfterGame
from gamenight.table.language import translated

translate = QCoreApplication.translate
NEXT_GAME = words("Session", "Session: standings and game {number} of {count}")
LAST_GAME = words("Session", "Session: the final standings")
NOT_SAVED = words("Session", "The session could not be saved ({reason}); it is tried again at its next change.")


def session_people(history, seats: Sequence[Seat]) -> tuple[list[Person], list[NightBot]]:
    """The session's people (each seat of a person, found in the history or added to it as a new
    game's seats are; made here while the history cannot be used) and its bots."""
    placed = seat_people(history, list(seats))
    known = {person.uid: person for person in known_people(history)}
    people: list[Person] = []
    bots: list[NightBot] = []
    for seat in placed:
        if seat.is_bot:
            bots.append(NightBot(seat.name, seat.level))
            continue
        person = known.get(seat.person or "")
        if person is None:
            person = Person(new_uid(), seat.name, *next_look((other.colour, other.symbol) for other in people))
        people.append(person)
    return people, bots


def start_session(window, seats: Sequence[Seat], program: Sequence[ProgramItem], scoring: str,
                  seed: int | None) -> Match:
    """A new session of `program` for `seats`, its first game opened on the console."""
    people, bots = session_people(window.context.history, seats)
    night = Night.new([(person, "here") for person in people], program, scoring, bots, seed)
    night.record.session = True
    return CallerSession.take_over(window, night, {}).start_next()


def resume_session(window, record: NightRecord) -> None:
    """The saved session `record` again: its running game where it was, else its page."""
    autosaves = window.context.autosaves
    scan = autosaves.unfinished(window.context.history.holds_end_of)
    records, running = games_of(record, [*scan.records, *scan.finished], window.context.history)
    night = Night(record)
    game = night.running()
    if game is not None and running is None:  # its file is gone: that game is next again
        night.forget_game(game.match_id)
    session = CallerSession.take_over(window, night, records)
    if running is not None:
        session.play(Match.from_record(running))
    else:
        session.show_page()


class CallerSession(QObject):
    def __init__(self, window, night: Night, records: dict[str, GameRecord]):
        super().__init__(window)
        self.window = window
        self.night = night
        self.records = records
        self.store = NightStore(window.context.autosaves.folder)
        self.page: SessionPage | None = None
        self.projector: SessionProjector | None = None
        self.controller = None
        self._switching = False
        window.stack.currentChanged.connect(self._page_changed)

    @classmethod
    def take_over(cls, window, night: Night, records: dict[str, GameRecord]) -> CallerSession:
        """The window's session from now on (one it had before is put away first)."""
        for old in window.findChildren(CallerSession):
            old.put_away()
        return cls(window, night, records)

    def summary(self) -> SessionSummary:
        return summarise(self.night, self.records)

    # -- the games ---------------------------------------------------------------------------
    def start_next(self) -> Match:
        """The program's next game, started with everyone seated (dealt from the session's seed,
        the one typed in the new-game dialog, if any), on the console."""
        record = self.night.start_game()
        match = Match.from_record(record)
        self.play(match)
        return match

    def play(self, match: Match) -> None:
        """Open the session's game `match` on the console (its audience window where the session's
        projector was), saved before the session names it."""
        place = _placement(self.projector)
        if self.projector is not None:
            self.projector.close()
        self.records[match.record.match_id] = match.record
        self._switching = True
        try:
            self.window.open_match(match)
        finally:
            self._switching = False
        self.controller = controller = self.window.controller
        controller.after_game = AfterGame(self._after_text(), self.between_games)
        controller.changed.connect(self._game_changed)
        self.save()
        if place is not None:
            _show_where(self.window.screen_widget.open_audience(place[0]), place)

    def _after_text(self) -> Text:
        games = len(self.night.record.games)
        count = len(self.night.record.program)
        return LAST_GAME if games >= count else NEXT_GAME(number=games + 1, count=count)

    def _game_changed(self) -> None:
        """A game that ended, or was opened again by an undo: the session follows it."""
        match = self.controller.match if self.controller is not None else None
        running = self.night.record.games[-1] if self.night.record.games else None
        if match is None or running is None or running.match_id != match.record.match_id:
            return
        if running.finished != match.is_over:
            self.night.game_finished(match.record)
            self.save()

    def between_games(self) -> None:
        """The end panel's button: the game closes, the session's page (and projector) show."""
        screen = self.window.screen_widget
        place = _placement(screen.audience if screen is not None else None)
        self._switching = True
        try:
            self.window.close_match()
        finally:
            self._switching = False
        self.controller = None
        self.show_page()
        if place is not None:
            self.open_projector(place[0], place[1])

    # -- the page between games ---------------------------------------------------------------
    def show_page(self) -> None:
        summary = self.summary()
        if summary.over and not self.night.record.finished:
            self.night.end()
            self.save(champions=[person.uid for person in self.night.champion(self.records)])
        if self.page is None:
            self.page = SessionPage()
            self.page.startNext.connect(self.start_next)
            self.page.projectorRequested.connect(lambda: self.open_projector())
            self.page.reportRequested.connect(lambda: self.print_report())
            self.page.leaveRequested.connect(self.window.show_launcher)
            self.window.stack.addWidget(self.page)
        self.page.show_session(summary)
        self.window.stack.setCurrentWidget(self.page)
        if self.projector is not None and self.projector.isVisible():
            self.projector.show_session(summary)

    def open_projector(self, screen=None, full: bool = False) -> SessionProjector | None:
        """The session's projector on `screen` (asked for when there are several), `full` screen."""
        console = self.page or self.window
        screen = screen or choose_screen(console, translate("Session", "Projector window"))
        if screen is None:
            return None
        self.projector = self.projector or SessionProjector()
        self.projector.show_session(self.summary())
        _show_where(self.projector, (screen, full), console)
        return self.projector

    def print_report(self, path: str | None = None) -> None:
        path = path or QFileDialog.getSaveFileName(self.page, translate("Session", "Print the session report"),
                                                   "session-report.pdf", "PDF (*.pdf)")[0]
        if path:
            print_session_report(path, self.summary(), self.night.record.created)

    # -- keeping it ----------------------------------------------------------------------------
    def save(self, champions: Sequence[str] | None = None) -> None:
        """The session's file, then the score history's night (linking the games it holds)."""
        record = self.night.record
        try:
            self.store.save(record)
        except SaveFailed as failure:
            self.window.statusBar().showMessage(translated(NOT_SAVED(reason=failure.reason)))
        NightsStore(self.window.context.history).keep(record, champions)

    def _page_changed(self, _index: int) -> None:
        """Anything but the session's page or game on screen puts the session away."""
        current = self.window.stack.currentWidget()
        ours = current is self.page or (self.controller is not None and self.window.controller is self.controller
                                        and current is self.window.screen_widget)
        if not self._switching and not ours:
            self.put_away()

    def put_away(self) -> None:
        """Stop following the window: the projector closes, the page goes (all is saved)."""
        self.window.stack.currentChanged.disconnect(self._page_changed)
        if self.projector is not None:
            self.projector.close()
            self.projector.deleteLater()
        if self.page is not None:
            self.window.stack.removeWidget(self.page)
            self.page.deleteLater()
        if self.controller is not None:
            self.controller.after_game = None
        self.deleteLater()


def _placement(window: QWidget | None) -> tuple | None:
    """(its screen, full screen or not) of a projector window that shows, else None."""
    return (window.screen(), window.isFullScreen()) if window is not None and window.isVisible() else None


def _show_where(window, place: tuple, console: QWidget | None = None) -> None:
    """`window` (a projector) on the screen of `place`, full screen if it was."""
    if window is None:
        return
    screen, full = place
    if console is not None and not window.show_on(screen, console):
        window.note_behind(console, BEHIND_MESSAGE)
    if full and not window.isFullScreen():
        window.toggle_full_screen()
