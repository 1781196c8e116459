"""The night at the desktop: Game -> New night… (or a night resumed) to its end, in the main window.

Between games the window shows the night page (app/night_page.py); each game of the program is
started through the night core (`Night.start_game`, its seats naming their people) and played as
any game is, in the window's match controller and the game's screen, with the night's band above
it (app/night_bar.py). When a game ends the night records it, the history links it to the night,
and its end offers "Back to the night". The night is saved after every change (its own file
beside the saved games: storage/night_saves.py), so a kill brings it back whole, its running
game, its phone links and its standings (computed again from the games' records) with it. Phone
people keep one link for the night (net/desktop_night.py); the TV shows the standings between
games and the game with the band during one. At the night's end, the night's end page.

Only one night is open at a time; while it is, the window's "home" is the night page."""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtWidgets import QMessageBox, QVBoxLayout

from gamenight.app.night_page import NightPage
from gamenight.core.match import Match
from gamenight.core.records import GameRecord
from gamenight.core.words import Refusal, words
from gamenight.night.night import Night
from gamenight.night.record import NightRecord, NightRecordError
from gamenight.storage.errors import SaveFailed
from gamenight.storage.night_saves import NightStore
from gamenight.table.after_game import AfterGame
from gamenight.table.changes import Change, ChangeKind
from gamenight.table.language import translated

if TYPE_CHECKING:
    from gamenight.app.main_window import MainWindow
    from gamenight.app.tv_table import TvTable
    from gamenight.net.desktop_night import NightPhoneTable

translate = QCoreApplication.translate
BACK_TO_THE_NIGHT = words("NightController", "Back to the night")


class NightController(QObject):
    def __init__(self, window: MainWindow, night: Night, records: dict[str, GameRecord], store: NightStore):
        """`records`: the night's games by match id (the standings are computed from them)."""
        super().__init__(window)
        self.window, self.night, self.records, self.store = window, night, records, store
        self.table: NightPhoneTable | None = None
        self.tv: TvTable | None = None
        self.page = NightPage()
        window.stack.addWidget(self.page)
        page = self.page
        for signal, slot in ((page.startNext, self.start_next), (page.backToGame, self.back_to_game),
                             (page.endNight, self.end_night), (page.leaveNight, self.leave),
                             (page.showPhones, window.phones.show_join_screen), (page.seatsChosen, self.choose_seats),
                             (page.fairSeats, self.fair_seats), (page.programChanged, self.program_changed)):
            signal.connect(slot)
        from gamenight.app.night_bar import NightBar

        self.bar = NightBar()
        self.bar.nightRequested.connect(self.show_page)
        self.bar.hide()
        central = window.centralWidget()
        column = central.layout() if central is not None else None
        assert isinstance(column, QVBoxLayout), "the main window's central column"
        column.insertWidget(1, self.bar)  # under the save banner, over the stack
        window.stack.currentChanged.connect(self._page_changed)
        self.ready_check = QTimer(self, singleShot=True, interval=0)
        """Starts the next game once every phone person is ready (after their Ready is told)."""
        self.ready_check.timeout.connect(self._start_if_all_ready)

    # -- opening -----------------------------------------------------------------------------
    @classmethod
    def new_night(cls, window: MainWindow) -> NightController | None:
        """Game -> New night…: the dialog, then the night page (None if cancelled or refused)."""
        from gamenight.app.new_night_dialog import NewNightDialog
        from gamenight.app.seat_people import known_people, night_people

        history = window.context.history
        dialog = NewNightDialog(window, people=known_people(history))
        if not dialog.exec():
            return None
        request = dialog.request()
        people = night_people(history, [name for name, _ in request.people])
        presences = [presence for _, presence in request.people]
        try:
            night = Night.new(list(zip(people, presences, strict=True)), request.program, request.scoring, request.bots)
        except NightRecordError as error:  # two names that are one person in the history, say
            QMessageBox.warning(window, translate("NightController", "New night"), translate(
                "NightController", "The night cannot start: {reason}").format(reason=translated(error.reason)))
            return None
        controller = cls(window, night, {}, NightStore(window.context.autosaves.folder))
        controller.open(None)
        return controller

    @classmethod
    def resume(cls, window: MainWindow, record: NightRecord) -> NightController | None:
        """A saved night again, with its finished games (for the standings) and its running game
        where it was (started again if its file is gone). The night or game on screen is left
        first (a game going on only if the host says so: else None)."""
        from gamenight.storage.night_saves import games_of

        if window.night is not None:
            window.night.leave()
        elif not window.leave_game():
            return None
        context = window.context
        scan = context.autosaves.unfinished(context.history.holds_end_of)
        records, running = games_of(record, [*scan.records, *scan.finished], context.history)
        night = Night(record)
        game = night.running()
        if game is not None and running is None:
            night.forget_game(game.match_id)
        controller = cls(window, night, records, NightStore(context.autosaves.folder))
        controller.open(running)
        return controller

    def open(self, running: GameRecord | None) -> None:
        self.window.night = self
        self.window.sync_menus()  # View -> TV table… is there between games too
        self.save()
        if self.night.phone_people:
            self._open_phones()
        if running is not None:
            self._play(Match.from_record(running))
        else:
            self.show_page()

    def _open_phones(self) -> None:
        from gamenight.app.phone_hosting import network_reason
        from gamenight.net.desktop_night import NightPhoneTable
        from gamenight.net.serve import default_address

        table = NightPhoneTable(self.night, self.records, default_address(), self.window.context.settings.phone_port,
                                self.save)
        try:
            table.start()
        except (OSError, TimeoutError) as error:
            table.stop()
            QMessageBox.warning(self.window, translate("NightController", "Phones cannot join"), translate(
                "NightController", "The night could not be opened to phones: {error}. It is saved; resume it to "
                                   "try again.").format(error=translated(network_reason(error))))
            return
        self.table = table
        table.readyChanged.connect(self._ready_changed)
        self.window.phones.open_night(table)

    # -- saving and showing ------------------------------------------------------------------
    def save(self) -> None:
        try:
            self.store.save(self.night.record)
        except SaveFailed as failure:
            self.window.statusBar().showMessage(translate(
                "NightController", "The night could not be saved: {reason}. Game Night tries again at the next "
                                   "change.").format(reason=translated(failure.reason)), 10_000)

    def keep_in_history(self, champions: list[str] | None = None) -> None:
        """The night in the score history with its games (a game not there yet is linked next
        time); with `champions` (uids), finished. A history that cannot be written now waits."""
        from gamenight.storage.nights import NightsStore

        NightsStore(self.window.context.history).keep(self.night.record, champions)

    def changed(self) -> None:
        """After every change of the night: saved, and drawn everywhere (page, band, phones, TV)."""
        self.save()
        self.page.show_night(self.night, self.records, phones=self.table is not None)
        self.bar.show_night(self.night, self.records)
        if self.table is not None:
            self.table.night_changed()
        self._show_on_tv()

    def game_open(self) -> bool:
        """Whether the window shows the night's latest game (running or just ended)."""
        controller, games = self.window.controller, self.night.record.games
        return controller is not None and bool(games) and controller.match.record.match_id == games[-1].match_id

    def owns(self, match: Match) -> bool:
        return any(game.match_id == match.record.match_id for game in self.night.record.games)

    def show_page(self) -> None:
        """The night page, or the night's end once every game is played."""
        night = self.night
        if night.record.games and night.running() is None and night.next_item() is None:
            self.end_night()
            return
        self.changed()
        self.window.stack.setCurrentWidget(self.page)

    def _page_changed(self, _index: int) -> None:
        screen = self.window.screen_widget
        self.bar.setVisible(screen is not None and self.window.stack.currentWidget() is screen and self.game_open())
        if self.bar.isVisible():
            self.bar.show_night(self.night, self.records)
        self._show_on_tv()

    # -- the games ---------------------------------------------------------------------------
    def start_next(self) -> None:
        if self.night.next_item() is None:
            return
        if self.window.controller is not None:
            self.window.close_match()  # the last game's end
        try:
            record = self.night.start_game()
        except (Refusal, ValueError) as error:  # seats or house rules the game does not take
            QMessageBox.warning(self.window, translate("NightController", "Start next game"),
                                translated(getattr(error, "reason", str(error))))
            return
        self._play(Match.from_record(record))

    def _play(self, match: Match) -> None:
        """Open the night's game in the window (saved there before the night names it)."""
        window = self.window
        window.open_match(match)
        controller = window.controller
        assert controller is not None, "open_match opened it"
        self.records[match.record.match_id] = controller.match.record
        controller.after_game = AfterGame(BACK_TO_THE_NIGHT, self.show_page)
        controller.gameOver.connect(self.game_over)
        controller.changed.connect(self._game_changed)
        self.changed()
        self.keep_in_history()
        self._page_changed(0)

    def back_to_game(self) -> None:
        running = self.night.running()
        if running is None:
            return
        if self.game_open() and self.window.screen_widget is not None:
            self.window.stack.setCurrentWidget(self.window.screen_widget)
            return
        record = self.records.get(running.match_id)
        if record is not None:
            self._play(Match.from_record(record))

    def game_over(self) -> None:
        controller, running = self.window.controller, self.night.running()
        if controller is None or running is None or running.match_id != controller.match.record.match_id:
            return  # told already (a finished game opens with gameOver too)
        self.night.game_finished(controller.match.record)
        self.changed()
        self.keep_in_history()

    def _game_changed(self, change: Change) -> None:
        """An undo that reopens a finished game: the night has it running again."""
        controller = self.window.controller
        if change.kind is ChangeKind.UNDONE and controller is not None and self.owns(controller.match):
            game = self.night.record.games[-1]
            if game.match_id == controller.match.record.match_id and game.finished != controller.match.is_over:
                self.night.game_finished(controller.match.record)
                self.changed()

    # -- what the host changes between games -------------------------------------------------
    def choose_seats(self, uids: set[str]) -> None:
        try:
            self.night.set_plan(self.night.seats_for(uids))
        except (Refusal, ValueError) as error:
            self.window.statusBar().showMessage(translated(getattr(error, "reason", str(error))), 8000)
        self.changed()

    def fair_seats(self) -> None:
        self.night.set_plan(None)
        self.changed()

    def program_changed(self) -> None:
        """The next game's seats chosen by the host stay while that game takes them."""
        planned = self.night.record.planned
        if planned is not None:
            try:
                self.night.set_plan(planned)
            except (Refusal, ValueError):
                self.night.set_plan(None)
        self.changed()

    def _ready_changed(self) -> None:
        self.changed()
        self.ready_check.start()

    def _start_if_all_ready(self) -> None:
        if self.night.all_ready() and self.night.next_item() is not None and self.window.night is self:
            self.start_next()

    # -- the TV ------------------------------------------------------------------------------
    def show_tv(self) -> None:
        """View -> TV table…: the night on the TV, from game to game."""
        from gamenight.app.tv_table import TvTable

        if self.tv is None:
            self.tv = TvTable(None, self.window.context, self.table)
        self._show_on_tv()
        said = self.tv.show_for(self.window)
        if said:
            self.window.statusBar().showMessage(said, 10_000)

    def _show_on_tv(self) -> None:
        """The game while it runs, and after its end until the host leaves its end panel; else the night."""
        if self.tv is None:
            return
        window = self.window
        ended_on_screen = window.stack.currentWidget() is window.screen_widget
        if self.game_open() and (self.night.running() is not None or ended_on_screen):
            self.tv.show_game(self.window.controller, self.night, self.records)
        else:
            self.tv.show_night(self.night, self.records)

    # -- leaving and ending ------------------------------------------------------------------
    def leave(self) -> None:
        """Leave the night for now: it stays saved, and Resume offers it."""
        if self.window.controller is not None:
            self.window.close_match()
        self._close()
        self.window.show_launcher()

    def end_night(self) -> None:
        """The night's end (every game played, or the host ends it): the history keeps it with its
        champions, and the night's end page shows. An unfinished game is discarded, once confirmed."""
        running = self.night.running()
        if running is not None and not self._discard(running.match_id):
            return
        if self.window.controller is not None:
            self.window.close_match()
        self.night.end()
        self.save()
        self.keep_in_history([person.uid for person in self.night.champion(self.records)])
        self._close()
        self._show_end()

    def _discard(self, match_id: str) -> bool:
        """Ask, then drop the unfinished game: its file to the trash, abandoned in the history."""
        context = self.window.context
        answer = QMessageBox.question(self.window, translate("NightController", "End the night"), translate(
            "NightController", "The game being played is not finished: it does not count, and it is discarded. "
                               "End the night now?"))
        if answer != QMessageBox.StandardButton.Yes:
            return False
        if self.window.controller is not None:
            self.window.close_match()
        self.night.forget_game(match_id)
        self.records.pop(match_id, None)
        try:
            context.autosaves.discard(match_id)
            context.history.abandon_game(match_id)
        except SaveFailed:
            pass  # a file left behind is offered by Resume, as any unfinished game
        return True

    def _show_end(self) -> None:
        from gamenight.app.night_end import NightEndPage

        window, end = self.window, NightEndPage()
        window.stack.addWidget(end)
        end.show_night(self.night, self.records)
        window.stack.setCurrentWidget(end)

        def closed() -> None:
            window.stack.removeWidget(end)
            end.deleteLater()
            window.show_launcher()

        end.closed.connect(closed)

    def _close(self) -> None:
        """The night leaves the window: its phones, TV, page and band."""
        window = self.window
        window.stack.currentChanged.disconnect(self._page_changed)
        window.phones.end_night()
        self.table = None
        if self.tv is not None:
            self.tv.release()
            self.tv = None
        window.stack.removeWidget(self.page)
        self.page.deleteLater()
        self.bar.hide()
        self.bar.deleteLater()
        window.night = None
        window.sync_menus()
        self.deleteLater()
