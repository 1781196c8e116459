"""The TV table (View -> TV table…, Ctrl+T): the host's match shown large for a TV or projector
in a window of its own, with every player's name, whose turn it is, what just happened in words,
and the join codes while phone seats are open (tv_band.py).

The table is drawn by the game's own screen class, given a `MirrorController`: it sees as a
spectator (the public view, nobody's hand), redraws on every change as the host's screen does,
takes no action, speaks nothing (the host's window says the calls) and shows no control (they are
hidden as they appear). It opens like the caller's projector windows (`ProjectorWindow`): on
another screen when there is one, full screen there; with one screen, full screen on it (a
laptop mirrored to a TV). F11 and its button switch full screen; Esc leaves it, then closes.

For a night (app/night_standings.py) one TV table stays open all evening: between games it shows
the night's standings large (`show_night`), with the join codes of the people whose phones have not
joined; each game of the night shows as a single game's does, with a band of the standings over it
(`show_game`)."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QHBoxLayout, QLayout, QVBoxLayout, QWidget

from gamenight.app.night_standings import StandingsBand, StandingsView
from gamenight.app.tv_band import TvBand
from gamenight.app.tv_text import raise_text, room_px
from gamenight.caller.projector import ProjectorWindow, choose_screen, picture_scale, scaled_px
from gamenight.core.records import GameRecord
from gamenight.core.words import words
from gamenight.night.night import Night
from gamenight.table.changes import Change, ChangeKind
from gamenight.table.mirror import MirrorController, hide_controls
from gamenight.table.screen import GameScreen

if TYPE_CHECKING:
    from gamenight.app.tv_join_codes import JoinCodes

BAND_SHARE = (0.22, 0.26)
"""The side band's share of the window's width: without join codes, and with them."""
WINDOWED_SHARE = 0.77
"""Out of full screen the TV table takes this share of its screen's width (its words keep the
screen's sizes, so a window needs room for them)."""
TV_STYLE = "background:#102027; color:white;"
STANDINGS_BAND_PX = 28
"""The night's standings over a game, on a 1920x1080 screen."""
STANDINGS_BAND_STYLE = ("StandingsBand{background:#1c313a; border-radius:6px;}"
                        "StandingsBand QLabel{background:transparent;}")  # its words on the band, not on the TV's
NIGHT_TITLE = words("TvTable", "Game night \u2014 TV table")
BEHIND_CONSOLE = words("TvTable", "The TV table is open behind this window: drag it to the TV's screen, or press Full screen (F11) on it for a mirrored screen.")  # noqa: E501


class TvTable(ProjectorWindow):
    windowed_share = WINDOWED_SHARE

    def __init__(self, controller, context, table=None):
        """`controller`: the host's MatchController, or None for a night's TV made between its games
        (`show_night`); `context`: the app's; `table`: the match's or the night's PhoneTable, or None
        when no phone may join (no join codes then)."""
        title = (words("TvTable", "{game} \u2014 TV table")(game=controller.match.info.name)
                 if controller is not None else NIGHT_TITLE)
        super().__init__(title, TV_STYLE)
        self.table = table
        self.silent = replace(context, settings=replace(context.settings, sound=False))
        self.controller = self.mirror = self.table_screen = self.band = None
        """The game shown, while one shows: its controller, the mirror of it, its screen and side band."""
        self.night: Night | None = None
        self.records: Mapping[str, GameRecord] = {}
        self.standings: StandingsView | None = None
        """The night's standings, while they fill the TV between its games."""
        self.codes: JoinCodes | None = None
        """The join codes beside them, while the night is open to phones."""
        self.standings_band: StandingsBand | None = None
        """The night's standings over its running game."""
        self.raise_later = QTimer(self, singleShot=True, interval=0)
        """Words a change or a new size gave their screen's own size again are raised once it is drawn."""
        self.raise_later.timeout.connect(self.raise_text)
        self.heading = self.text_line(34)
        self.column = QVBoxLayout(self)
        self.column.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)  # a least size would end full screen
        self.column.addLayout(self.header(self.heading))
        self.row = QHBoxLayout()
        self.column.addLayout(self.row, 1)
        if controller is not None:
            self._show_match(controller)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # F11 and Esc come here, never to the game's screen
        self.setAttribute(Qt.WidgetAttribute.WA_QuitOnClose, False)  # the app quits with its main window

    # -- a game -----------------------------------------------------------------------------
    def _show_match(self, controller) -> None:
        """`controller`'s game shown as the room sees it, with its side band."""
        self.controller = controller
        self.mirror = MirrorController(controller, self)
        self.mirror.changed.connect(self.raise_text)  # before the screen draws a change: its tables fit the sizes
        self.table_screen = self._new_table_screen()
        self.band = TvBand(controller, self.table, self.text_line)
        self.game_column = QVBoxLayout()
        """The game's screen, under the night's standings during a night (`show_game`)."""
        self.game_column.addWidget(self.table_screen, 1)
        self.row.addLayout(self.game_column, 1)
        self.row.addWidget(self.band)
        self._name_heading()
        self.mirror.changed.connect(self.hide_controls)
        self.mirror.changed.connect(self.raise_later.start)
        self.rescale(self.scale())
        self.raise_text()
        rounds = len(controller.match.state.completed_rounds())
        self.mirror.changed.emit(Change(ChangeKind.OPENED, rounds_before=rounds, rounds_after=rounds))

    def _drop_match(self) -> None:
        if self.controller is None:
            return
        self.band.close_events()
        self._drop(*[part for part in (self.standings_band, self.table_screen, self.band, self.mirror)
                     if part is not None])
        self.row.removeItem(self.game_column)
        self.controller = self.mirror = self.table_screen = self.band = self.standings_band = None

    def _drop(self, *parts) -> None:
        """Take `parts` off the TV for good (and their words off the list `resize_texts` sizes)."""
        for part in parts:
            if isinstance(part, QWidget):
                self.scaled_texts = [(label, px) for label, px in self.scaled_texts if not part.isAncestorOf(label)]
                part.hide()
            part.setParent(None)
            part.deleteLater()

    # -- a night ----------------------------------------------------------------------------
    def show_night(self, night: Night, records: Mapping[str, GameRecord]) -> None:
        """Between a night's games: its standings, program and next seats fill the TV (a game shown
        before is dropped), with the join codes of those whose phones have not joined. Called again
        on every change between games."""
        self.night, self.records = night, records
        self._drop_match()
        if self.standings is None:
            self.standings = StandingsView()
            self.row.addWidget(self.standings, 1)
            if self.table is not None:
                from gamenight.app.tv_join_codes import JoinCodes  # segno loads with a phone table only

                self.codes = JoinCodes(self.table, self.text_line)
                self.row.addWidget(self.codes)
        self.standings.set_scale(self.scale())
        self.standings.show_night(night, records)
        self._name_heading()
        self.rescale(self.scale())

    def show_game(self, controller, night: Night, records: Mapping[str, GameRecord]) -> None:
        """A game of the night: its table as a single game's shows, with the night's standings in a
        band over it. Called again for the same game, only the band is drawn again."""
        self.night, self.records = night, records
        if controller is not self.controller:
            self._drop_match()
            if self.standings is not None:
                self._drop(*[part for part in (self.standings, self.codes) if part is not None])
                self.standings = self.codes = None
            self._show_match(controller)
        if self.standings_band is None:  # over the game's screen, leaving the side band its height for the codes
            self.standings_band = StandingsBand()
            self.standings_band.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
            self.standings_band.setStyleSheet(STANDINGS_BAND_STYLE)
            self.game_column.insertWidget(0, self.standings_band)
        self.standings_band.set_text_px(scaled_px(STANDINGS_BAND_PX, self.scale()))
        self.standings_band.show_night(night, records)

    def _new_table_screen(self) -> GameScreen:
        """The game's screen, only watched: no tap reaches it."""
        screen = self.mirror.match.info.load_screen()(self.mirror, self.silent)
        screen.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        if screen.tv_hides_side:  # the table takes the room: its column's news is in the band
            screen.side.hide()
        return screen

    def changeEvent(self, event) -> None:
        """A new language: the heading and the band say it, and the table is built again in it,
        showing what it showed (as the host's own screen is); the night's standings draw themselves."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._name_heading()
            if self.table_screen is not None:
                self._rebuild_table_screen()
            if self.codes is not None:
                self.codes.retranslate()

    def _rebuild_table_screen(self) -> None:
        old, self.table_screen = self.table_screen, self._new_table_screen()
        self.row.replaceWidget(old, self.table_screen)
        self.row.activate()  # the new screen in its place, shown and without its controls
        self.table_screen.show()  # before it draws: its panels fit the table it shows
        self.hide_controls()
        self.raise_text()  # as before a change is drawn, and again once it is
        self.table_screen.take_over(old)
        self.raise_later.start()
        old.deleteLater()
        self.hide_controls()  # any control made as it drew
        self.band.retranslate()

    def _name_heading(self) -> None:
        if self.mirror is not None:
            self.heading.setText(self.tr("{game} \u00b7 the table").format(game=self.mirror.match.info.name))
        elif self.standings is not None:
            self.heading.setText(self.standings.title())

    def hide_controls(self, _change=None) -> None:
        """No control of the game's screen shows, nor takes the keys (F11 and Esc are the TV's)."""
        if self.table_screen is not None:
            hide_controls(self.table_screen, self)
        for widget in self.findChildren(QWidget):
            widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def scale(self) -> float:
        """The TV's words are sized for the screen it is on, not for its window: the room reads
        them from as far away either way."""
        return picture_scale(self.screen().size())

    def raise_text(self, _change=None) -> None:
        """The game screen's words at least the size the room reads (tv_text.py)."""
        if self.table_screen is None:
            return
        least = room_px(self.screen().size())
        self.table_screen.least_text_px = least
        raise_text(self.table_screen, least)

    def rescale(self, scale: float) -> None:
        if self.band is not None:
            self.band.setFixedWidth(round(self.width() * BAND_SHARE[self.band.join_codes is not None]))
        if self.codes is not None:
            self.codes.setFixedWidth(round(self.width() * BAND_SHARE[True]))
        if self.standings is not None:
            self.standings.set_scale(scale)
        if self.standings_band is not None:
            self.standings_band.set_text_px(scaled_px(STANDINGS_BAND_PX, scale))
        self.raise_later.start()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        handle = self.windowHandle()
        if handle is not None and not handle.property("followsItsScreen"):
            handle.setProperty("followsItsScreen", True)
            handle.screenChanged.connect(self.screen_changed)

    def screen_changed(self, _screen) -> None:
        """Moved to another screen: the words take that screen's sizes."""
        self.resize_texts()

    def release(self) -> None:
        """Close for good (the match or the night closes): the band stops hearing the match."""
        if self.band is not None:
            self.band.close_events()
        self.close()
        self.deleteLater()

    def show_for(self, console: QWidget) -> str:
        """Open on another screen than `console`'s (asked for when there are several), full screen
        there; with one screen, full screen on it. What the console should say ("" for nothing);
        a window behind the console is noted on it while it is (`note_behind`)."""
        if len(QGuiApplication.screens()) < 2:
            self.setScreen(console.screen())
            self.toggle_full_screen()
            return ""
        screen = choose_screen(console, self.tr("TV table"))
        if screen is None:
            return self.tr("The TV table was not opened.")
        if not self.show_on(screen, console):
            self.note_behind(console, BEHIND_CONSOLE)
        return ""

