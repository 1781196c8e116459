"""The phone table of a night: one server for the whole evening, where a phone's "seat" is a
person (their place in the night's list of people), joined once with the person's own link. The
host maps each person to their seat in the running game (a `TableHost` per game), to the spectator
view while they sit a game out, and between games to the night's message: the standings, the
program (what is done, running and next, with each game's winners), the person's next place, and
who is Ready. During a game every view carries a small `night` field with the standings.

Nothing in a night message is hidden from anyone: names, looks, points, the program and who sits
where. Names come from the night's people; a phone's hello does not rename anyone."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from gamenight.core import registry
from gamenight.core.actions import Action
from gamenight.core.engine import SPECTATOR
from gamenight.core.records import GameRecord
from gamenight.core.seat_messages import RefusedAction
from gamenight.core.words import Text, words
from gamenight.net.host import TableHost, once
from gamenight.net.keys import TableKeys
from gamenight.net.save_beside import Save
from gamenight.net.wire import Lasting
from gamenight.night.night import Night, NightRefused, Standing
from gamenight.night.people import HEX

WATCHING = words("PhoneTable", "you sit this game out: you are watching it")
BETWEEN_GAMES = words("PhoneTable", "no game is being played now")
NOT_TRUE_OR_FALSE = words("PhoneTable", "'ready' is true or false")
_BAND, _BETWEEN, _WATCHED = "night band", "between games", "watched view"
"""The keys of the standings, of the night's message and of the view of those who watch in a
broadcast's memo: built once for every phone."""


def night_keys(night: Night) -> TableKeys:
    """The night's keys for the phone table: a token per person, one for spectators and the table
    code, made once and kept in the night's record (so every link works all night and after a
    restart); a person added since gets a token of their own."""
    people = night.record.people
    keys = TableKeys(len(people))
    saved = night.record.phones
    if saved is not None:
        tokens = saved["tokens"]
        keys.tokens = [tokens.get(person.uid, token) for person, token in zip(people, keys.tokens, strict=True)]
        keys.spectator, keys.code = saved["spectator"], saved["code"]
    night.record.phones = {"tokens": {person.uid: token for person, token in zip(people, keys.tokens, strict=True)},
                           "spectator": keys.spectator, "code": keys.code, "port": (saved or {}).get("port")}
    return keys


class NightHost:
    def __init__(self, night: Night, records: dict[str, GameRecord], *, changed: Callable[[], None] | None = None):
        """`records`: the night's games by match id (the finished ones and the running one), which
        the standings are computed from; `changed()` is called after a phone's Ready (to save the
        night and see whether the next game may start)."""
        self.night = night
        self.records = records
        self.game: TableHost | None = None
        """The running game's host (or the last game's, once it is over)."""
        self._changed = changed
        self._band_made: tuple[tuple, dict[str, Any]] | None = None
        """The last band made, with what it was made from."""

    # -- the game being played ---------------------------------------------------------------
    def play(self, game: TableHost | None) -> None:
        """The next game's host: every phone follows its person into it (None: the host put the
        running game away for now, and the phones show the night until it is back)."""
        self.game = game
        if game is not None:
            self.records[game.match.record.match_id] = game.match.record

    @property
    def match(self):
        assert self.game is not None, "the night has started no game yet"
        return self.game.match

    def moment(self) -> tuple[object, int]:
        return self.game.moment() if self.game is not None else (None, 0)

    @property
    def names(self) -> list[str]:
        """The people's names by their index: a person is a phone's "seat" at a night's table."""
        return [person.person.name for person in self.night.record.people]

    @property
    def phone_seats(self) -> set[int]:
        return {index for index, person in enumerate(self.night.record.people) if person.presence == "phone"}

    def seat_of(self, person: int) -> int | None:
        """The person's seat in the running game; None when they sit it out or no game runs."""
        if self.game is None or self.night.running() is None:
            return None
        uid = self.night.record.people[person].uid
        return next((seat for seat, info in enumerate(self.game.match.seats) if info.person == uid), None)

    def seated(self) -> set[int] | None:
        """The people playing the running game: everyone else watches it, sent the one message all
        who watch share. None between games: each person's message (the night's) is their own."""
        if not self._playing():
            return None
        assert self.game is not None
        uids = {info.person for info in self.game.match.seats}
        return {index for index, person in enumerate(self.night.record.people) if person.uid in uids}

    def _playing(self) -> bool:
        return self.game is not None and self.night.running() is not None

    # -- what is sent ------------------------------------------------------------------------
    def view_message(self, person: int, memo: dict | None = None, language: str = "en") -> dict[str, Any]:
        """The person's seat's view in the running game (the spectators' when they sit it out, with
        `you` -1), with the `night` band; between games the night's message. With no `memo` (a
        whole view) the band names the person; a broadcast's views leave the name out, the phone
        has it (docs/protocol.md), and so everyone watching is sent one message, written once."""
        seat = self.seat_of(person)
        if not self._playing():
            return self.night_message(person, memo)
        assert self.game is not None
        name = self.night.record.people[person].person.name
        if seat is None:
            return self._watched(memo, name, language)
        message = self.game.view_message(seat, memo, language)
        message["you"] = seat
        message["night"] = self._band_of(memo, name)
        return message

    def public_view_message(self, language: str = "en", memo: dict | None = None) -> dict[str, Any]:
        if not self._playing():
            return self.night_message(None, memo)
        return self._watched(memo, None, language)

    def _watched(self, memo: dict | None, person: str | None, language: str) -> dict[str, Any]:
        """The spectators' view with the band: the one message of a broadcast for all who watch, or
        the whole view of `person` (None: the spectators' link)."""
        game = self.game
        assert game is not None
        if memo is not None:
            return once(memo, _WATCHED, lambda: {**game.public_view_message(language, memo), "you": SPECTATOR,
                                                "night": self._band_of(memo, person)})
        return {**game.public_view_message(language), "you": SPECTATOR, "night": self._band_of(memo, person)}

    def _band_of(self, memo: dict | None, person: str | None) -> dict[str, Any]:
        """The band as `person`'s phone is sent it: naming them in a whole view (no `memo`), not in a
        broadcast's (the phone has the name from its first view: docs/protocol.md)."""
        band = once(memo, _BAND, self._band_now)
        return band if memo is not None else {**band, "person": person}

    def _band_now(self) -> dict[str, Any]:
        """The band, made again only when what it shows may have changed (a game's result, someone's
        look, presence or Ready): it stays the same through a game's moves."""
        record = self.night.record
        shown = (self.night.results(self.records), [(person.person, person.presence) for person in record.people],
                 list(record.ready), record.scoring, len(record.games), len(record.program))
        if self._band_made is None or self._band_made[0] != shown:
            self._band_made = (shown, Lasting(number=len(record.games), games=len(record.program),
                                              standings=self._standings()))
        return self._band_made[1]

    def _standings(self) -> list[dict[str, Any]]:
        ready = set(self.night.record.ready)
        presence = {person.uid: person.presence for person in self.night.record.people}
        return [_line(line, presence[line.person.uid], line.person.uid in ready)
                for line in self.night.standings(self.records)]

    def night_message(self, person: int | None, memo: dict | None = None) -> dict[str, Any]:
        """Between games: the standings, the program, the next game with who plays it, and who is Ready."""
        record = self.night.record
        shared, seats = once(memo, _BETWEEN, self._between)
        uid = record.people[person].uid if person is not None else None
        you = next((seat for seat, info in enumerate(seats) if uid is not None and info.person == uid), None)
        message = {"type": "night", "you": SPECTATOR if person is None else person,
                   "person": record.people[person].person.name if person is not None else None, **shared}
        if message["next"] is not None:
            message["next"] = {**message["next"], "seat": you}
        return message

    def _between(self) -> tuple[dict[str, Any], list]:
        """The night's message as every phone has it, and the next game's seats."""
        night, record = self.night, self.night.record
        item = night.next_item()
        seats = night.plan_seats() if item is not None else []
        return {"standings": self._standings(), "program": self._program(),
                "next": None if item is None else {"number": item + 1, "game": record.program[item].game,
                                                   "title": registry.get(record.program[item].game).name,
                                                   "players": [seat.name for seat in seats], "seat": None},
                "ready": [night.person(uid).person.name for uid in record.ready], "over": item is None}, seats

    def _program(self) -> list[dict[str, Any]]:
        night, record = self.night, self.night.record
        results = {result.item: result for result in night.results(self.records)}
        running = night.running()
        program = []
        for index, item in enumerate(record.program):
            done = index in results
            state = ("done" if done else "running" if running is not None and running.item == index
                     else "next" if index == night.next_item() else "played" if index < len(record.games) else "later")
            program.append({"game": item.game, "title": registry.get(item.game).name, "state": state,
                            "winners": [seat.name for seat in results[index].winners] if done else []})
        return program

    # -- what is received --------------------------------------------------------------------
    def act(self, person: int, data: Any) -> None:
        game, seat = self._game_for(person)
        game.act(seat, data)

    def undo(self, person: int) -> None:
        game, seat = self._game_for(person)
        game.undo(seat)

    def arrange(self, person: int, places: Any, version: Any = None) -> None:
        game, seat = self._game_for(person)
        game.arrange(seat, places, version)

    def hint_request(self, person: int) -> tuple[int, tuple] | None:
        seat = self.seat_of(person)
        return self.game.hint_request(seat) if self.game is not None and seat is not None else None

    def hint_move(self, version: int, action: Action) -> Text | None:
        return self.game.hint_move(version, action) if self.game is not None else None

    def ready(self, person: int, ready: Any) -> None:
        """The person is ready for the next game (`ready` false takes it back)."""
        if not isinstance(ready, bool):
            raise RefusedAction(NOT_TRUE_OR_FALSE)
        try:
            self.night.set_ready(self.night.record.people[person].uid, ready)
        except NightRefused as refusal:
            raise RefusedAction(refusal.reason) from None
        if self._changed is not None:
            self._changed()

    def rename(self, person: int, name: str) -> None:
        """Names come from the night's people: a phone's name changes nobody's."""

    def take_save(self) -> Save | None:
        return self.game.take_save() if self.game is not None else None

    def automatic_step(self) -> bool:
        return self.game.automatic_step() if self._playing() and self.game is not None else False

    def _game_for(self, person: int) -> tuple[TableHost, int]:
        """The running game's host and the person's seat in it, or RefusedAction saying why not."""
        seat = self.seat_of(person)
        if self.game is None or not self._playing():
            raise RefusedAction(BETWEEN_GAMES)
        if seat is None:
            raise RefusedAction(WATCHING)
        return self.game, seat


def _line(line: Standing, presence: str, ready: bool) -> dict[str, Any]:
    person = line.person
    return {"name": person.name, "colour": person.colour, "rgb": HEX[person.colour], "symbol": person.symbol,
            "glyph": person.glyph, "points": line.points, "played": line.played, "wins": line.wins,
            "place": line.place, "phone": presence == "phone", "ready": ready}
