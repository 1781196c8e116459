"""A night's logic over its record (`NightRecord`, re-exported here): who is here, the program,
who sits in the next game, starting each game through the registry and `Match.start` like any new
game (its seats naming their people), and the standings, computed from each finished game's own
placements (`Match.from_record(r).state.placements()`), never stored: so an undone round that
reopens a game moves them too."""
from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, replace

from gamenight.core import registry
from gamenight.core.match import Match
from gamenight.core.playable import CannotPlay, playable_game
from gamenight.core.records import GameRecord, RecordError, Seat
from gamenight.core.words import Refusal, words
from gamenight.night.people import Person
from gamenight.night.program import Program, ProgramItem
from gamenight.night.record import PRESENCES, NightGame, NightPerson, NightRecord, NightRecordError
from gamenight.night.scoring import PLACEMENT, SCORINGS, game_points
from gamenight.night.seating import NightBot, Sitter, plan

__all__ = ["GameResult", "Night", "NightRecord", "NightRecordError", "NightRefused", "Standing", "check_playable"]

SEAT_KINDS = {"here": "human", "phone": "phone"}
A_GAME_RUNS = words("night", "a game of the night is still being played")
NOTHING_NEXT = words("night", "every game of the program has been played")
NOT_PRESENT = words("night", "{name} is away: only people who are here or on a phone sit in")
SEATED_TWICE = words("night", "{name} has two seats")
NOT_OF_THE_NIGHT = words("night", "someone who is not one of the night's people has a seat")
NOT_A_PHONE = words("night", "{name} does not play on a phone tonight")
TOO_MANY = words("night", "{game} takes at most {most} players")


def check_playable(record: NightRecord) -> None:
    """CannotPlay (a RecordError) unless this version has every game of the night's program and
    takes its house rules: a night a newer Game Night made is kept for it, not played here."""
    for item in record.program:
        try:
            playable_game(item.game).resolve_options(item.options)
        except CannotPlay:
            raise
        except ValueError as error:
            raise CannotPlay(error.reason if isinstance(error, Refusal) else str(error)) from None


class NightRefused(Refusal):
    """Something the night does not do now (`reason` says why); nothing changed."""


@dataclass(frozen=True)
class GameResult:
    """A finished game of the night: its program item, its seats and its own placements."""

    item: int
    game: str
    seats: tuple[Seat, ...]
    placements: tuple[int, ...]

    @property
    def winners(self) -> tuple[Seat, ...]:
        return tuple(seat for seat, place in zip(self.seats, self.placements, strict=True) if place == 1)


@dataclass(frozen=True)
class Standing:
    """A person's line in the night's standings; `place` is shared by people level on points and wins."""

    person: Person
    points: int
    played: int
    wins: int
    place: int


class Night:
    def __init__(self, record: NightRecord):
        self.record = record
        self._placements: dict[tuple[str, int], tuple[int, ...] | None] = {}

    @classmethod
    def new(cls, people: Sequence[tuple[Person, str]], program: Sequence[ProgramItem], scoring: str = PLACEMENT,
            bots: Sequence[NightBot] = (), seed: int | None = None) -> Night:
        """A night of `people` (each with their presence: "here", "phone" or "away"), checked as a
        saved one would be (NightRecordError says what is wrong); `seed`: its games' (see `start_game`)."""
        record = NightRecord([NightPerson(person, presence) for person, presence in people], list(program),
                             scoring, list(bots), seed=seed)
        return cls(NightRecord.from_json(record.to_json()))

    # -- people -----------------------------------------------------------------------------
    def person(self, uid: str) -> NightPerson:
        return next(person for person in self.record.people if person.uid == uid)

    @property
    def present(self) -> list[NightPerson]:
        return [person for person in self.record.people if person.presence != "away"]

    @property
    def phone_people(self) -> list[NightPerson]:
        return [person for person in self.record.people if person.presence == "phone"]

    def add_person(self, person: Person, presence: str = "here") -> None:
        """Someone who comes later in the night (checked as a saved night's people are)."""
        people = [*self.record.people, NightPerson(person, presence)]
        NightRecord.from_json({**self.record.to_json(), "people": [entry.to_json() for entry in people]})
        self.record.people.append(NightPerson(person, presence))

    def set_scoring(self, scoring: str) -> None:
        if scoring not in SCORINGS:
            raise ValueError(f"scoring is one of {SCORINGS}, not {scoring!r}")
        self.record.scoring = scoring

    def set_presence(self, uid: str, presence: str) -> None:
        if presence not in PRESENCES:
            raise ValueError(f"presence is one of {PRESENCES}, not {presence!r}")
        self.person(uid).presence = presence

    # -- the program ------------------------------------------------------------------------
    @property
    def program(self) -> Program:
        """The program, to change (`add`, `remove`, `move`): the games started stay where they are."""
        return Program(self.record.program, len(self.record.games))

    def running(self) -> NightGame | None:
        games = self.record.games
        return games[-1] if games and not games[-1].finished else None

    def next_item(self) -> int | None:
        """The program item the next game plays, None while a game runs or once all are played."""
        if self.running() is not None or len(self.record.games) >= len(self.record.program):
            return None
        return len(self.record.games)

    # -- who sits in ------------------------------------------------------------------------
    def plan_seats(self) -> list[Seat]:
        """The seats of the next game: the host's (`set_plan`), else the fair default."""
        item = self._next_or_refuse()
        if self.record.planned is not None:
            return [self._current(seat) for seat in self.record.planned]
        return self._plan(item, [person.uid for person in self.present])

    def seats_for(self, uids: Collection[str]) -> list[Seat]:
        """The next game's seats with the people `uids` sitting in and the others out, seated as
        the fair default seats them (round the table, the night's bots where seats are left, more
        up to the game's fewest). NightRefused for more people than the game takes."""
        item = self._next_or_refuse()
        info = registry.get(self.record.program[item].game)
        chosen = [person.uid for person in self.present if person.uid in uids]
        if len(chosen) > info.max_players:
            raise NightRefused(TOO_MANY(game=info.name, most=info.max_players))
        return self._plan(item, chosen)

    def _plan(self, item: int, uids: Sequence[str]) -> list[Seat]:
        info = registry.get(self.record.program[item].game)
        sitters = [Sitter(person.uid, person.person.name, SEAT_KINDS[person.presence]) for person in self.present
                   if person.uid in uids]
        played = [[seat.person for seat in game.seats] for game in self.record.games]
        return plan(sitters, self.record.bots, played, (info.min_players, info.max_players), info.bot_levels)

    def set_plan(self, seats: Sequence[Seat] | None) -> None:
        """The host's seats for the next game (None: back to the fair default), checked first."""
        if seats is not None:
            self._check_seats(seats)
            registry.get(self.record.program[self._next_or_refuse()].game).check_players(len(seats))
        self.record.planned = None if seats is None else list(seats)

    def start_game(self, seats: Sequence[Seat] | None = None, seed: int | None = None) -> GameRecord:
        """Start the next game of the program with `seats` (by default `plan_seats()`), through the
        registry and `Match.start` like any new game; its record is returned, its seats naming
        their people. Its `seed` is by default the night's seed plus the game's number (from 0),
        kept in the night's record so that a resumed night deals as it would have without the
        interruption; random for a night without a seed. Refused with NightRefused while a game
        runs or once all are played; an option or a seat the game does not take raises as for any
        new game."""
        item = self._next_or_refuse()
        chosen = [self._current(seat) for seat in (self.plan_seats() if seats is None else seats)]
        self._check_seats(chosen)
        program_item = self.record.program[item]
        if seed is None and self.record.seed is not None:
            seed = self.record.seed + item
        record = Match.start(program_item.game, chosen, program_item.options, seed).record
        self.record.games.append(NightGame(item, record.match_id, list(record.seats)))
        self.record.planned = None
        self.record.ready = []
        return record

    def game_finished(self, record: GameRecord) -> None:
        """Tell the night that one of its games ended (or that an undo took its end back)."""
        for game in self.record.games:
            if game.match_id == record.match_id:
                game.finished = record.finished

    def forget_game(self, match_id: str) -> None:
        """Drop the running game (its record is lost): its program item is next again."""
        running = self.running()
        if running is not None and running.match_id == match_id:
            self.record.games.pop()

    # -- ready for the next game ------------------------------------------------------------
    def set_ready(self, uid: str, ready: bool = True) -> None:
        """A phone person says they are ready for the next game (or takes it back)."""
        person = self.person(uid)
        if person.presence != "phone":
            raise NightRefused(NOT_A_PHONE(name=person.person.name))
        if self.next_item() is None:
            raise NightRefused(A_GAME_RUNS if self.running() is not None else NOTHING_NEXT)
        self.record.ready = [other for other in self.record.ready if other != uid] + ([uid] if ready else [])

    def all_ready(self) -> bool:
        """Whether every phone person has said they are ready (and there is somebody to say it)."""
        phones = {person.uid for person in self.phone_people}
        return bool(phones) and phones <= set(self.record.ready)

    def end(self) -> None:
        self.record.finished = True

    # -- standings --------------------------------------------------------------------------
    def results(self, records: Mapping[str, GameRecord]) -> list[GameResult]:
        """The night's finished games, in order, each from its own record (`records` by match id;
        a game whose record is missing, unfinished or unreadable counts for nothing)."""
        found = []
        for game in self.record.games:
            record = records.get(game.match_id)
            placements = self._placements_of(record) if record is not None else None
            if record is not None and placements is not None:
                found.append(GameResult(game.item, record.game, tuple(record.seats), placements))
        return found

    def standings(self, records: Mapping[str, GameRecord]) -> list[Standing]:
        """Every person of the night, best first: points, then games won, then the people's order."""
        return self._standings(self.results(records))

    def standings_after_each_game(self, records: Mapping[str, GameRecord]) -> list[list[Standing]]:
        """The standings after the first finished game, the first two, and so on (for the chart)."""
        results = self.results(records)
        return [self._standings(results[:count]) for count in range(1, len(results) + 1)]

    def champion(self, records: Mapping[str, GameRecord]) -> list[Person]:
        """Who leads the night (several when level on points and wins); nobody before a game ends."""
        results = self.results(records)
        return [standing.person for standing in self._standings(results) if standing.place == 1] if results else []

    def _standings(self, results: Sequence[GameResult]) -> list[Standing]:
        totals: dict[str, list[int]] = {person.uid: [0, 0, 0] for person in self.record.people}
        for result in results:
            for uid, points in game_points(self.record.scoring, result.seats, result.placements).items():
                if uid in totals:
                    totals[uid][0] += points
                    totals[uid][1] += 1
            for seat in result.winners:
                if seat.person in totals:
                    totals[seat.person][2] += 1
        order = sorted(self.record.people, key=lambda person: (-totals[person.uid][0], -totals[person.uid][2]))
        standings: list[Standing] = []
        for index, person in enumerate(order):
            points, played, wins = totals[person.uid]
            level = standings and (standings[-1].points, standings[-1].wins) == (points, wins)
            place = standings[-1].place if level else index + 1  # 1 + how many are ahead: the order is best first
            standings.append(Standing(person.person, points, played, wins, place))
        return standings

    def _placements_of(self, record: GameRecord) -> tuple[int, ...] | None:
        """The record's placements once its game is over (replayed once per length), else None."""
        if not record.finished:
            return None
        key = (record.match_id, len(record.actions))
        if key not in self._placements:
            try:
                match = Match.from_record(record)
            except (RecordError, ValueError):
                self._placements[key] = None
            else:
                self._placements[key] = match.state.placements() if match.is_over else None
        return self._placements[key]

    # -- checks -----------------------------------------------------------------------------
    def _next_or_refuse(self) -> int:
        item = self.next_item()
        if item is None:
            raise NightRefused(A_GAME_RUNS if self.running() is not None else NOTHING_NEXT)
        return item

    def _current(self, seat: Seat) -> Seat:
        """A person's seat with their name and seat kind as they are now."""
        if seat.person is None or seat.is_bot:
            return seat
        person = next((person for person in self.record.people if person.uid == seat.person), None)
        if person is None or person.presence == "away":
            return seat  # refused by the check
        return replace(seat, name=person.person.name, kind=SEAT_KINDS[person.presence], level=None)

    def _check_seats(self, seats: Sequence[Seat]) -> None:
        people = {person.uid: person for person in self.record.people}
        seen: set[str] = set()
        for seat in seats:
            if seat.person is None:
                continue
            person = people.get(seat.person)
            if person is None or seat.is_bot:
                raise NightRefused(NOT_OF_THE_NIGHT)
            if person.presence == "away":
                raise NightRefused(NOT_PRESENT(name=person.person.name))
            if seat.person in seen:
                raise NightRefused(SEATED_TWICE(name=person.person.name))
            seen.add(seat.person)
