"""One table's sounds (`TableSounds`): what the table asks to hear, let through by its choice, and
played by the app's one player (sound/player.py), which never makes the window wait.

- A move sounds when its screen shows it: the game's sound for the action's kind
  (`GameInfo.sounds`) as the change is drawn, or, for the kinds a screen animates (its
  `animated_sounds`, a set of kinds), when its animation reaches the moment (`cue`). A bot's move
  sounds as a person's; an action the table does not see (a card played face down) sounds only
  for the person here who made it.
- Your turn (a person at this machine), a refusal, and a round or game won (with its celebration).
- The choice: sounds on or off, the volume, and "only my turn and wins" (Preferences); the
  caller's console (a screen whose `console` is true: cards at the table, a live caller) keeps a
  choice of its own; M at the table switches the table's choice, said on its message line.
- A TV table open on a match sounds its public events for the room; the host's own screen of
  that match then keeps to its person's turn and refusals, so nothing is heard twice."""
from __future__ import annotations

import weakref
from dataclasses import replace

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QKeySequence, QShortcut

from gamenight.core.engine import CHANCE
from gamenight.sound.catalogue import GAME_WON, REFUSED, ROUND_WON, TURN, TURNS_AND_WINS
from gamenight.sound.player import gain_for, shared_player
from gamenight.storage.errors import SaveFailed
from gamenight.table.changes import ChangeKind

translate = QCoreApplication.translate
_tables: weakref.WeakSet[TableSounds] = weakref.WeakSet()


class TableSounds(QObject):
    def __init__(self, screen):
        super().__init__(screen)
        self.screen = screen
        self.sounds = screen.controller.match.info.sounds
        screen.controller.turnStarted.connect(self._turn)
        self._turn_of: int | None = None  # whose turn it was at the last turnStarted
        QShortcut(QKeySequence(Qt.Key.Key_M), screen, self.switch, context=Qt.ShortcutContext.WindowShortcut)
        _tables.add(self)

    # -- the choice ------------------------------------------------------------------------------
    @property
    def console(self) -> bool:
        return getattr(self.screen, "console", False)

    @property
    def on(self) -> bool:
        settings = self.screen.context.settings
        return settings.console_sounds if self.console else settings.table_sounds

    def switch(self) -> None:
        """M at the table: its choice switched and kept (in the settings file), said on the message line."""
        if self.screen.watching:
            return
        context = self.screen.context
        settings = replace(context.settings, **{"console_sounds" if self.console else "table_sounds": not self.on})
        try:
            context.save_settings(settings)
        except SaveFailed:  # not kept for the next start, but switched all the same
            context.settings = settings.validated()
        self.screen.show_message(translate("TableSounds", "Sounds on (M switches them off).") if self.on
                                 else translate("TableSounds", "Sounds off (M switches them on)."))

    # -- what is heard ---------------------------------------------------------------------------
    def play(self, name: str, *, public: bool = True) -> None:
        """Ask for the sound `name` if this table's choice lets it through. `public`: heard by the
        whole room (a move, a win), which a TV table open on the match sounds in this one's place."""
        settings = self.screen.context.settings
        if not self.on or (settings.only_turns_and_wins and name not in TURNS_AND_WINS):
            return
        if public and not self.screen.watching and self._a_tv_sounds_it():
            return
        shared_player().play(name, gain_for(settings.sound_volume))

    def cue(self, action) -> None:
        """A screen's animation reached the moment its action shows (a card lands): its sound."""
        name = self.sounds.get(action.kind)
        if name:
            self.play(name)

    def cue_when_landed(self, piece, action) -> None:
        """The action's sound once `piece` (a PieceItem on its way) lands; at once if it is not moving."""
        if piece is None or not piece.moving:
            self.cue(action)
            return

        def landed() -> None:
            piece.arrived.disconnect(landed)
            self.cue(action)

        piece.arrived.connect(landed)

    def change(self, change) -> None:
        """A change drawn: an action's sound, unless the screen's animation cues it later."""
        if change is None or change.kind is not ChangeKind.ACTION:
            return
        action, actor = change.action, change.actor
        if action is None or action.kind in getattr(self.screen, "animated_sounds", ()):
            return
        name = self.sounds.get(action.kind)
        if name is None:
            return
        seen = isinstance(action, self.screen.controller.match.info.public_kinds) or actor == CHANCE
        if seen:
            self.play(name)
        elif actor in self.screen.humans:
            self.play(name, public=False)

    def won(self, over: bool) -> None:
        """A round or the game won: its celebration starts."""
        self.play(GAME_WON if over else ROUND_WON)

    def refused(self) -> None:
        if not self.screen.watching:
            self.play(REFUSED, public=False)

    def _turn(self, seat: int) -> None:
        """A person here whose turn begins (not one going on after their draw, nor after an undo)."""
        began, self._turn_of = seat != self._turn_of, seat
        if began and seat in self.screen.humans and not self.screen.controller.match.is_over:
            self.play(TURN, public=False)

    def _a_tv_sounds_it(self) -> bool:
        """A TV table shows this match and sounds it. A table whose screen is gone (a TV's screen built
        again in a new language, its Python side not yet collected) sounds nothing."""
        match = self.screen.controller.match
        return any(shiboken6.isValid(table) and table.screen.watching and table.screen.controller.match is match
                   and table.screen.isVisible() for table in list(_tables) if table is not self)
