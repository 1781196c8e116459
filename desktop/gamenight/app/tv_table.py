"""The TV table (View -> TV table…, Ctrl+T): the host's match shown large for a TV or projector
in a window of its own, with every player's name, whose turn it is, what just happened in words,
and the join codes while phone seats are open (tv_band.py).

The table is drawn by the game's own screen class, given a `MirrorController`: it sees as a
spectator (the public view, nobody's hand), redraws on every change as the host's screen does,
takes no action, speaks nothing (the host's window says the calls) and shows no control (they are
hidden as they appear). It opens like the caller's projector windows (`ProjectorWindow`): on
another screen when there is one, full screen there; with one screen, full screen on it (a
laptop mirrored to a TV). F11 and its button switch full screen; Esc leaves it, then closes."""
from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QHBoxLayout, QLayout, QVBoxLayout, QWidget

from gamenight.app.tv_band import TvBand
from gamenight.app.tv_text import raise_text, room_px
from gamenight.caller.projector import ProjectorWindow, choose_screen, picture_scale
from gamenight.core.words import words
from gamenight.table.changes import Change, ChangeKind
from gamenight.table.mirror import MirrorController, hide_controls
from gamenight.table.screen import GameScreen

BAND_SHARE = (0.22, 0.26)
"""The side band's share of the window's width: without join codes, and with them."""
WINDOWED_SHARE = 0.77
"""Out of full screen the TV table takes this share of its screen's width (its words keep the
screen's sizes, so a window needs room for them)."""
TV_STYLE = "background:#102027; color:white;"
BEHIND_CONSOLE = words("TvTable", "The TV table is open behind this window: drag it to the TV's screen, or press Full screen (F11) on it for a mirrored screen.")  # noqa: E501


class TvTable(ProjectorWindow):
    windowed_share = WINDOWED_SHARE

    def __init__(self, controller, context, table=None):
        """`controller`: the host's MatchController; `context`: the app's; `table`: the match's
        PhoneTable, or None when no phone may join (no join codes then)."""
        match = controller.match
        super().__init__(words("TvTable", "{game} \u2014 TV table")(game=match.info.name), TV_STYLE)
        self.mirror = MirrorController(controller, self)
        self.mirror.changed.connect(self.raise_text)  # before the screen draws a change: its tables fit the sizes
        self.raise_later = QTimer(self, singleShot=True, interval=0)
        """Words a change or a new size gave their screen's own size again are raised once it is drawn."""
        self.raise_later.timeout.connect(self.raise_text)
        self.silent = replace(context, settings=replace(context.settings, sound=False))
        self.table_screen = self._new_table_screen()
        self.heading = self.text_line(34)
        self._name_heading()
        self.band = TvBand(controller, table, self.text_line)
        column = QVBoxLayout(self)
        column.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)  # a least size would end full screen
        column.addLayout(self.header(self.heading))
        self.row = QHBoxLayout()
        self.row.addWidget(self.table_screen, 1)
        self.row.addWidget(self.band)
        column.addLayout(self.row, 1)
        self.mirror.changed.connect(self.hide_controls)
        self.mirror.changed.connect(self.raise_later.start)
        self.raise_text()
        rounds = len(match.state.completed_rounds())
        self.mirror.changed.emit(Change(ChangeKind.OPENED, rounds_before=rounds, rounds_after=rounds))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # F11 and Esc come here, never to the game's screen
        self.setAttribute(Qt.WidgetAttribute.WA_QuitOnClose, False)  # the app quits with its main window

    def _new_table_screen(self) -> GameScreen:
        """The game's screen, only watched: no tap reaches it."""
        screen = self.mirror.match.info.load_screen()(self.mirror, self.silent)
        screen.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        if screen.tv_hides_side:  # the table takes the room: its column's news is in the band
            screen.side.hide()
        return screen

    def changeEvent(self, event) -> None:
        """A new language: the heading and the band say it, and the table is built again in it,
        showing what it showed (as the host's own screen is)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._name_heading()
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
        self.heading.setText(self.tr("{game} \u00b7 the table").format(game=self.mirror.match.info.name))

    def hide_controls(self, _change=None) -> None:
        """No control of the game's screen shows, nor takes the keys (F11 and Esc are the TV's)."""
        hide_controls(self.table_screen, self)
        for widget in self.findChildren(QWidget):
            widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def scale(self) -> float:
        """The TV's words are sized for the screen it is on, not for its window: the room reads
        them from as far away either way."""
        return picture_scale(self.screen().size())

    def raise_text(self, _change=None) -> None:
        """The game screen's words at least the size the room reads (tv_text.py)."""
        least = room_px(self.screen().size())
        self.table_screen.least_text_px = least
        raise_text(self.table_screen, least)

    def rescale(self, scale: float) -> None:
        self.band.setFixedWidth(round(self.width() * BAND_SHARE[self.band.join_codes is not None]))
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
        """Close for good (the match closes): the band stops hearing the match."""
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

