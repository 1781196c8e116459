"""A night's phone table at the desktop: one server for the whole evening (`NightHost`), each
phone person's link opening their own "seat" (their index among the night's people) for every
game. `play(controller)` hands the phones the window's game as it opens (each phone follows its
person into their seat, or watches); `play(None)` when the window puts it away, and between games
the phones show the night. The keys and the port live in the night's record (`night_keys`), so
after a restart the same links open the same people's places."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal

from gamenight.core.records import GameRecord
from gamenight.net.desktop import HostedTable
from gamenight.net.host import TableHost
from gamenight.net.night_host import NightHost, night_keys
from gamenight.night.night import Night


class NightPhoneTable(HostedTable):
    readyChanged = Signal()
    """A phone said Ready for the next game, or took it back (on the Qt thread)."""

    def __init__(self, night: Night, records: dict[str, GameRecord], address: str, port: int,
                 save_night: Callable[[], None], pace: float = 0.6):
        """`records`: the night's games by match id, shared with the window's night (the
        standings are computed from them); `save_night()` writes the night's record."""
        keys = night_keys(night)
        saved = (night.record.phones or {}).get("port")
        host = NightHost(night, records, changed=lambda: self.readyChanged.emit())
        super().__init__(host, keys, address, saved if isinstance(saved, int) and saved >= 1024 else port, pace)
        self.night = night
        self.save_night = save_night

    @property
    def match(self):
        """The game the phones play now, None between games."""
        return self.host.game.match if self.host.game is not None else None

    def start(self) -> None:
        super().start()
        self.night.record.phones = {**(self.night.record.phones or {}), "port": self.port}
        self.save_night()

    def stop(self) -> None:
        self.play(None)
        super().stop()

    def play(self, controller) -> None:
        """The window's game for the phones (its match controller), or None: none for now."""
        if self.controller is not None:
            self.controller.changed.disconnect(self._changed)
        self.controller = controller
        if controller is None:
            self.host.play(None)
        else:
            match = controller.match
            phones = {seat for seat, info in enumerate(match.seats) if info.is_phone}
            self.host.play(TableHost(match, phones, play=self._play, undo=self._undo))
            controller.changed.connect(self._changed)
        self._changed()

    def night_changed(self) -> None:
        """The night changed (a game ended, the program or the next seats): every phone is told."""
        self._changed()

    # -- for the join screen -----------------------------------------------------------------
    def seat_in_game(self, person: int) -> int | None:
        return self.host.seat_of(person)

    def played_by_bot(self, person: int) -> bool:
        seat = self.seat_in_game(person)
        return seat is not None and self.match is not None and self.match.seats[seat].is_bot

    def give_to_bot(self, person: int, level: str) -> None:
        """A bot plays the person's seat in the running game for a while (their phone is gone)."""
        seat = self.seat_in_game(person)
        if seat is not None and self.host.game is not None and self.controller is not None:
            self.host.game.give_to_bot(seat, level)
            self.controller.seats_changed()
            self._changed()

    def take_back(self, person: int) -> None:
        seat = self.seat_in_game(person)
        if seat is not None and self.host.game is not None and self.controller is not None:
            self.host.game.take_back(seat)
            self.controller.seats_changed()
            self._changed()

    def new_link(self, person: int) -> str:
        """A new secret for the person: the old link stops at once (a phone on it is told)."""
        self._reissue(person)
        phones = self.night.record.phones
        assert phones is not None, "night_keys made them"
        phones["tokens"][self.night.record.people[person].uid] = self.keys.tokens[person]
        self.save_night()
        return self.link(person)
