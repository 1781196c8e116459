"""For the TV's tests: a night's games played to a point, and a stand-in for the night's phone table
with what the TV reads of it (as agreed in the night's UI interface: `night`, `host.phone_seats`,
`keys.code`, `address`, `port`, `link(i)`, `spectator_link`, `presence(i)`, `presenceChanged`,
where `i` is a person's place in the night's people). Its phones join when a test says so."""
from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from tests.night.nights import night_of, play_to_the_end

from gamenight.core.records import GameRecord
from gamenight.net.connection import SeatPresence
from gamenight.net.night_host import NightHost, night_keys
from gamenight.net.serve import join_link
from gamenight.night.night import Night

NAMES = ["Ada", "Bo", "Cy", "Di", "Ed", "Fay"]
PROGRAM = ["goker", "okey", "pokeno", "goodge"]


def night_played(games: int, names=NAMES, program=PROGRAM, presence: str = "phone") -> tuple[Night, dict]:
    """A night of `names` playing `program`, its first `games` games played to their end (by the
    bots of the first level, from each seat's own view); the records by match id."""
    night = night_of(names, program, presence)
    records: dict[str, GameRecord] = {}
    for _ in range(games):
        match = play_to_the_end(night.start_game(seed=len(night.record.games) + 1))
        records[match.record.match_id] = match.record
        night.game_finished(match.record)
    return night, records


class NightPhones(QObject):
    presenceChanged = Signal()

    def __init__(self, night: Night, records: dict[str, GameRecord]):
        super().__init__()
        self.night = night
        self.host = NightHost(night, records)
        self.keys = night_keys(night)
        self.address, self.port = "127.0.0.1", 8765
        self.present: dict[int, SeatPresence] = {}

    def link(self, person: int) -> str:
        return join_link(self.address, self.port, self.keys.tokens[person])

    @property
    def spectator_link(self) -> str:
        return join_link(self.address, self.port, self.keys.spectator)

    def presence(self, person: int) -> SeatPresence:
        return self.present.get(person, SeatPresence())

    def join(self, person: int) -> None:
        """The person's phone joins the night."""
        self.present[person] = SeatPresence(joined=True, ever=True)
        self.presenceChanged.emit()
