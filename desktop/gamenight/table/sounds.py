"""One table's sounds (`TableSounds`): what the table asks to hear, let through by its choice, and
played by the app's one player (sound/player.py), which never makes the window wait.

- A move sounds when its screen shows it: the game's sound for the action's kind
  (`GameInfo.sounds`) as the change is drawn, or, for the kinds a screen animates
  (`GameScreen.animated_sounds`), when its animation reaches the moment (`cue`). A bot's move
  sounds as a person's; an action the table does not see (a card played face down) sounds only
  for the person here who made it.
- Your turn (a person at this machine), a refusal, and a round or game won (with its celebration).
- The choice: sounds on or off, the volume, and "only my turn and wins" (Preferences); the
  caller's console keeps a choice of its own; M at the table switches the table's choice.
- A TV table open on a match sounds its public events for the room; the host's own screen of
  that match then keeps to its person's turn and refusals, so nothing is heard twice."""
from __future__ import annotations

import weakref
from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QObject

from gamenight.core.engine import CHANCE
from gamenight.sound.catalogue import REFUSED, TURN, TURNS_AND_WINS
from gamenight.sound.player import gain_for, shared_player
from gamenight.storage.errors import SaveFailed

translate = QCoreApplication.translate
_tables: weakref.WeakSet[TableSounds] = weakref.WeakSet()


class TableSounds(QObject):
    def __init__(self, screen):
        super().__init__(screen)
        self.screen = screen
        self.sounds = screen.controller.match.info.sounds
        screen.controller.turnStarted.connect(self._turn)
        self._turn_of: int | None = None  # whose turn it was at the last turnStarted
        _tables.add(self)

    # -- the choice ------------------------------------------------------------------------------
    @property
    def on(self) -> bool:
        settings = self.screen.context.settings
        return settings.console_sounds if self.screen.console else settings.table_sounds

    def switch(self) -> bool:
        """M at the table: its choice switched, and kept (in the settings file). Returns the new choice."""
        context = self.screen.context
        field = "console_sounds" if self.screen.console else "table_sounds"
        settings = replace(context.settings, **{field: not self.on})
        try:
            context.save_settings(settings)
        except SaveFailed:  # not kept for the next start, but switched all the same
            context.settings = settings.validated()
        return self.on

    def switch_words(self) -> str:
        return (translate("TableSounds", "Sounds on (M switches them off).") if self.on
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
        """A change drawn: the action's sound, unless the screen's animation cues it later."""
        action, actor = change.action, change.actor
        if action is None or action.kind in self.screen.animated_sounds:
            return
        name = self.sounds.get(action.kind)
        if name is None:
            return
        seen = isinstance(action, self.screen.controller.match.info.public_kinds) or actor == CHANCE
        if seen:
            self.play(name)
        elif actor in self.screen.humans:
            self.play(name, public=False)

    def refused(self) -> None:
        if not self.screen.watching:
            self.play(REFUSED, public=False)

    def _turn(self, seat: int) -> None:
        """A person here whose turn begins (not one going on after their draw, nor after an undo)."""
        began, self._turn_of = seat != self._turn_of, seat
        if began and seat in self.screen.humans and not self.screen.controller.match.is_over:
            self.play(TURN, public=False)

    def _a_tv_sounds_it(self) -> bool:
        match = self.screen.controller.match
        return any(table.screen.watching and table.screen.controller.match is match and table.screen.isVisible()
                   for table in list(_tables) if table is not self)
