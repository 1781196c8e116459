"""`GameScreen`: what every game's screen shares, so a screen keeps only what is its own.

It owns the seats and their names, the people among them and the one acting now; whose eyes the
screen is (`viewer`) and what that seat may see (`view()`, the engine's `view(viewer)`); the
pass-the-device gate of hot-seat play; the winners from the engine's `placements()`; the hint,
worked out by the strongest bot on the bot worker; animation durations that follow the
preferences (0 when animations are off); and the moments of play:

- one panel for round and game ends (`show_end`): a winner banner, the game's picture of what
  won, a short celebration, and the buttons for the next round (the game's own), a new game with
  the same players (`newMatch`), the round's log and the launcher (`leaveRequested`);
- messages on the message line and in a toast by the spot the user last tapped, both cleared
  by the next action that is accepted; a toast never covers what the screen lists in
  `keep_clear()` (the person's own cards, the trick, a caller's picker);
- what a bot did, for the kinds a game lists in `announced_kinds`, in a toast at the table's
  centre in the engine's report of it ("Bo bid 85."), and every move a screen reader may know of
  (table/move_news.py);
- the table's sounds (`sounds`, table/sounds.py), a refusal's too (`refuse`).

Given a `MirrorController` (table/mirror.py), a screen is only watched (the TV table): nobody plays
at it and it draws the public view.

A game's screen derives from it, builds its widgets, calls `install_overlays(area)` with the
widget the panels lie over, and implements `refresh()`, which draws the table from `view()`.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QLabel, QWidget

from gamenight.core.engine import SPECTATOR
from gamenight.core.match import Match
from gamenight.core.words import Text
from gamenight.table.accessible_table import announce
from gamenight.table.celebration import CELEBRATION_MS, Celebration
from gamenight.table.changes import Change, ChangeKind
from gamenight.table.language import translated
from gamenight.table.mirror import MirrorController
from gamenight.table.move_news import tell_of
from gamenight.table.names import game_over_text, round_title, table_names, whose_move, win_title
from gamenight.table.overlay import EndPanel, laid_over
from gamenight.table.pass_gate import PassGate
from gamenight.table.round_log import RoundLogDialog, round_log
from gamenight.table.sounds import TableSounds
from gamenight.table.toast import Taps, Toast, end_flash, flash_error

translate = QCoreApplication.translate


class GameScreen(QWidget):
    newMatch = Signal(object)  # a new Match with the same players and options, to be opened
    leaveRequested = Signal()  # back to the launcher (the match stays saved if unfinished)

    hint_reason: Text = ""
    """Why the last hint's action, in the bot's words (`Bot.advise`): `show_hint` says it too."""
    hidden_information = True
    """Seats hide things from each other (cards, tiles): with two or more people at one machine
    the pass gate hides the table between their turns."""
    pass_what = "cards"
    """What the pass gate's button shows: "show my cards", "show my rack"."""
    public_kinds: tuple[type, ...] = ()
    """The kinds of action the whole table sees (the round log lists only these)."""
    announced_kinds: tuple[type, ...] = ()
    """The kinds of a bot's action announced in a toast at the table's centre."""
    side_width: tuple[int, float, int] | None = None
    """A column beside the table (`self.side`) that grows with the window: its least width in
    pixels, its share of the screen's width, its most."""
    tv_hides_side = False
    """The TV table leaves out the side column (`self.side`) when it holds only the person's controls,
    the messages and the scores, which the TV's band shows; a column holding part of the table (Goker's
    ball, Pokeno's called card) stays."""
    message_folds = False
    """The message line takes no room while it is empty (a screen short of room sets it)."""

    def __init__(self, controller, context, parent: QWidget | None = None):
        super().__init__(parent)
        self.controller = controller
        self.context = context
        match = controller.match
        self.watching = isinstance(controller, MirrorController)
        """Only shown (the TV table): nobody plays here, and it draws the public view."""
        people = [seat for seat, info in enumerate(match.seats) if info.kind == "human"]
        self.humans = [] if self.watching else people
        """The people at this machine (not the bots, nor the players on their own phones)."""
        self.names = table_names([seat.name for seat in match.seats], self.humans)
        phones = any(info.is_phone for info in match.seats)
        hosts_viewer = people[0] if people else SPECTATOR if phones else 0
        self.viewer = SPECTATOR if self.watching else hosts_viewer
        """Whose eyes the table shows: a person here; with nobody here but phones at the table, the
        public view (the window is the table's TV and shows no hand); a bots-only game, seat 0."""
        self.hosts_viewer = hosts_viewer
        """The seat the host's screen shows first (`viewer` there): a watched screen seats the
        players round it (`seat_at_bottom`)."""
        self.least_text_px = 0
        """The least size of the screen's words, in pixels: 0 (each its own size) but on the TV,
        which raises it for the room to read (app/tv_text.py); a screen that writes sizes into its
        rich text keeps them at least this."""
        self.unlocked = not self.gated
        self.speed_factor = context.settings.animation_factor
        self.message = QLabel()
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setWordWrap(True)
        self.message.setVisible(not self.message_folds)
        self.last_change: Change | None = None
        """What the controller last reported (the action, its actor, a round ended): `refresh`
        reads it to animate what happened instead of diffing the table."""
        self.pass_gate: PassGate | None = None
        self.end_panel: EndPanel | None = None
        self.celebration: Celebration | None = None
        self.toast: Toast | None = None
        self.taps: Taps | None = None
        self._celebrated: tuple[int, bool] | None = None
        self.flashed: list[QWidget] = []
        self.audience: QWidget | None = None
        """The audience (projector) window this screen opened, if any (`keep_audience`)."""
        self.sounds = TableSounds(self)
        controller.changed.connect(self._changed)
        controller.gameOver.connect(self.refresh)
        controller.refused.connect(self._refused)
        controller.hintReady.connect(self._hint_ready)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        side = getattr(self, "side", None)
        if self.side_width is not None and side is not None:
            least, share, most = self.side_width
            side.setFixedWidth(max(least, min(most, int(self.width() * share))))

    def take_over(self, old: GameScreen) -> None:
        """Show what `old` showed, in its place: the same match's screen built again in a new language
        (a screen's words are set as it is built). Who is looking (a pass gate open or not) and the
        audience window pass on; the table is drawn from the view as when a match opens, so nothing
        animates or is announced again. A screen adds what it keeps that the view does not say."""
        self.viewer, self.unlocked = old.viewer, old.unlocked
        if old.audience is not None:
            for closes in (old.audience.close, old.audience.deleteLater):
                old.destroyed.disconnect(closes)
            self.keep_audience(old.audience)
            old.audience = None
        rounds = len(self.state.completed_rounds())
        self._changed(Change(ChangeKind.OPENED, rounds_before=rounds, rounds_after=rounds))

    def keep_audience(self, window: QWidget) -> None:
        """`window` shows this screen's table to an audience (a projector): it closes with the
        screen, and the screen that takes this one's place takes it over."""
        if window is self.audience:
            return
        self.audience = window
        self.destroyed.connect(window.close)
        self.destroyed.connect(window.deleteLater)

    # -- who is looking --------------------------------------------------------------------------
    @property
    def gated(self) -> bool:
        """True when the pass gate guards this table (hidden information, several people)."""
        return self.hidden_information and len(self.humans) > 1

    @property
    def seat_at_bottom(self) -> int:
        """The seat drawn at the bottom of the table, the others round from it: the viewer's (seat 0
        for the public view); on a watched screen (the TV) the one the host's screen first shows, so
        that every player sits where the host's table shows them (it does not turn with hot-seat
        play)."""
        seat = self.hosts_viewer if self.watching else self.viewer
        return max(seat, 0)

    @property
    def state(self):
        return self.controller.state

    def view(self) -> Any:
        """What the viewer's seat may see: everything a screen draws comes from here."""
        state = self.controller.state
        return state.public_view() if self.viewer == SPECTATOR else state.view(self.viewer)

    def person_at_table(self) -> int | None:
        """The person at the machine now: the one to act, else the one who last took the device."""
        acting = self.acting_human()
        return acting if acting is not None else (self.viewer if self.humans else None)

    def others_move(self, step) -> str:
        """"Bo's move (bid 50)" when the undo `step` takes back the move of a person other than
        the one at the machine now (hot-seat), so undo asks first; "" otherwise."""
        if len(self.humans) < 2 or step.actor not in self.humans or step.actor == self.person_at_table():
            return ""
        return whose_move(self.names[step.actor], translated(self.state.describe(step.action)))

    def acting_human(self) -> int | None:
        seat = self.controller.match.current_player
        return seat if seat in self.humans else None

    def my_turn(self) -> bool:
        """The viewer is to act, and the table is showing (not behind the pass gate)."""
        return self.acting_human() == self.viewer and self.unlocked

    def duration(self, base_ms: int) -> int:
        return int(base_ms / self.speed_factor) if self.speed_factor else 0

    # -- the parts every screen has --------------------------------------------------------------
    def install_overlays(self, area: QWidget) -> None:
        """The pass gate, the end panel, the celebration and the toast, laid over `area` (the
        table), whose taps are noted to show a message by the tapped spot."""
        self.pass_gate = PassGate(area, self, self.pass_what)
        self.pass_gate.opened.connect(self._gate_opened)
        self.end_panel = EndPanel(area, self)
        self.end_panel.again_button.clicked.connect(self.play_again)
        self.end_panel.log_button.clicked.connect(self.show_round_log)
        self.end_panel.launcher_button.clicked.connect(self.leaveRequested)
        self.celebration = Celebration(area, self)
        self.toast = Toast(area, self)
        self.taps = Taps(area)

    def show_message(self, text: str) -> None:
        """On the message line, and in a toast by the spot the user just tapped (else centred);
        said by a screen reader too."""
        self.message.setText(text)
        announce(self, text)
        self._fold_message()
        if self.toast is not None and self.taps is not None:
            self.toast.show_text(text, self.taps.recent(), avoid=self._clear_of_toast())
            QTimer.singleShot(0, self.toast, self._keep_toast_clear)  # once a table just shown is laid out

    def refuse(self, text: str) -> None:
        """Say why what the user did was not taken (`show_message`), with the refusal's sound."""
        self.show_message(text)
        self.sounds.refused()

    def flash(self, widget: QWidget) -> None:
        """A red flash on the entry the user just made that was refused (a card called twice),
        gone after a moment or at the next accepted action."""
        flash_error(widget)
        self.flashed.append(widget)

    def announce(self, text: str) -> None:
        """A toast at the table's centre, where the user looks (what a bot did), said by a
        screen reader too."""
        announce(self, text, rich=True)
        if self.toast is not None:
            self.toast.show_text(text, announcing=True, avoid=self._clear_of_toast())
            QTimer.singleShot(0, self.toast, self._keep_toast_clear)

    def keep_clear(self) -> list[QRect]:
        """The places, in this screen's coordinates, no message may cover: the person's own cards
        or rack, the trick, a caller's picker (`table/keep_clear.py` measures them)."""
        return []

    def _clear_of_toast(self) -> list[QRect]:
        assert self.toast is not None
        parent = laid_over(self.toast)
        return [QRect(parent.mapFrom(self, rect.topLeft()), rect.size()) for rect in self.keep_clear()]

    def _keep_toast_clear(self) -> None:
        """Move a toast showing off what the table now shows where it lies."""
        if self.toast is not None and self.toast.isVisible():
            self.toast.keep_clear_of(self._clear_of_toast())

    # -- round and game ends ---------------------------------------------------------------------
    def show_end(self, html: str, picture: QPixmap | None = None, *, banner: str | None = None,
                 celebrate: bool = True, beside: bool = False) -> None:
        """The end panel for the round just ended or the game: `banner` (rich text) defaults to
        the engine's round winners, or the game's winners once it is over; the celebration plays
        once for a new end (not when a resumed match shows it again) unless animations are off;
        `beside`: the picture right of the message rather than under it."""
        assert self.end_panel is not None and self.celebration is not None
        over = self.controller.match.is_over
        if banner is None:
            banner = self.winners_title() if over else self.round_title()
        after = getattr(self.controller, "after_game", None)
        self.end_panel.show_end(banner, html, picture, over=over, beside=beside,
                                again=translated(after.text) if after is not None else None)
        key = (len(self.state.completed_rounds()), over)
        fresh = self.last_change is not None and self.last_change.kind is ChangeKind.ACTION
        if celebrate and key != self._celebrated:
            self._celebrated = key
            if fresh:
                self.celebration.start(self.duration(CELEBRATION_MS))
                self.sounds.won(over)
        self.celebration.raise_()
        self.end_panel.raise_()  # the confetti falls round the panel, not over its words

    def hide_end(self) -> None:
        assert self.end_panel is not None and self.celebration is not None
        self.end_panel.hide()
        self.celebration.stop()

    def round_title(self) -> str:
        """"Ann wins the round!" for the engine's winners of the last finished round."""
        winners = self.state.round_winners()
        seats = winners[-1] if winners else ()
        return round_title([self.names[seat] for seat in seats])

    def round_log_lines(self) -> list[str]:
        return round_log(self.controller.match, self.public_kinds, self.names)

    def show_round_log(self) -> None:
        RoundLogDialog(self.round_log_lines(), self).exec()

    def play_again(self) -> None:
        """A new game with the same players and options (a fresh deal), or what the game's owner
        offers after it (`AfterGame`: back to the night...)."""
        after = getattr(self.controller, "after_game", None)
        if after is not None:
            after.go()
            return
        record = self.controller.match.record
        self.newMatch.emit(Match.start(record.game, list(record.seats), dict(record.options)))

    def request_hint(self) -> None:
        if not self.my_turn():
            self.show_message(translate("GameScreen", "A hint is for your own turn."))
            return
        self.show_message(translate("GameScreen", "Thinking of a hint\u2026"))
        self.controller.request_hint(self.viewer)

    def show_hint(self, action) -> None:
        """Say the hint in the engine's words, then why (`hint_reason`, the bot's own words);
        screens may also mark it on the table."""
        move = translated(self.state.describe(action))
        if self.hint_reason:
            self.show_message(translate("GameScreen", "Hint: {move}. {reason}").format(
                move=move, reason=translated(self.hint_reason)))
        else:
            self.show_message(translate("GameScreen", "Hint: {move}.").format(move=move))

    def winners(self) -> list[int]:
        """The seats placed first, from the engine."""
        return [seat for seat, place in enumerate(self.state.placements()) if place == 1]

    def winners_title(self) -> str:
        return win_title([self.names[seat] for seat in self.winners()])

    def game_over_text(self) -> str:
        """The status line once the game is over, naming the winners: "Game over: Ann wins."."""
        return game_over_text([self.names[seat] for seat in self.winners()])

    def refresh(self) -> None:
        """Draw the table from `view()`."""
        raise NotImplementedError

    # -- plumbing ------------------------------------------------------------------------------
    def _changed(self, change: Change | None = None) -> None:
        self.last_change = change
        self.message.clear()
        self._fold_message()
        if self.toast is not None and (not self.toast.announcing or change is None or change.actor in self.humans):
            self.toast.clear_toast()  # a message goes with any accepted action, a bot's news with the user's
        for widget in self.flashed:
            end_flash(widget)
        self.flashed.clear()
        self.check_gate()
        self.sounds.change(change)
        self.refresh()
        self._keep_toast_clear()  # the table changed under a bot's news
        tell_of(self, change)  # a bot's news, a screen reader's line

    def _fold_message(self) -> None:
        if self.message_folds:
            self.message.setVisible(bool(self.message.text()))

    def check_gate(self) -> None:
        """Hide the table when the turn has gone to another person at this machine."""
        if not self.gated or self.pass_gate is None:
            return
        acting = self.acting_human()
        if acting is not None and (acting != self.viewer or not self.unlocked):
            self.unlocked = False
            self.pass_gate.ask(acting, self.names[acting])
        elif self.unlocked:
            self.pass_gate.hide()

    def _gate_opened(self, seat: int) -> None:
        self.viewer = seat
        self.unlocked = True
        self.refresh()

    def _refused(self, reason: Text) -> None:
        self.refuse(translated(reason))

    def _hint_ready(self, seat: int, action, reason: Text) -> None:
        if seat == self.viewer and self.my_turn():
            self.hint_reason = reason
            self.show_hint(action)

