"""A whole night of several games, seeded, played to its end by bots in the people's seats: every
game of the program in order with fair seats, the standings from the games, the champion; the
night read back from its JSON at any point goes on the same; the same seeds play the same night."""
from tests.night.nights import night_of, play_to_the_end

from gamenight.core.match import Match
from gamenight.night.night import Night
from gamenight.night.record import NightRecord
from gamenight.night.scoring import game_points

PEOPLE = ["Ada", "Bo", "Cy", "Di", "Ed", "Fa"]
PROGRAM = ["goker", "okey", "pokeno", "goodge", "okey"]


def whole_night(seed: int, reread: bool = False):
    night = night_of(PEOPLE, PROGRAM)
    records = {}
    while night.next_item() is not None:
        record = night.start_game(seed=seed + len(night.record.games))
        if reread:  # as after a restart: the night and its running game from their JSON
            night = Night(NightRecord.loads(night.record.dumps()))
        match = play_to_the_end(record)
        records[match.record.match_id] = match.record
        night.game_finished(match.record)
    night.end()
    return night, records


def test_a_seeded_night_of_five_games_is_played_to_its_end():
    night, records = whole_night(seed=11)
    games = night.record.games
    assert [records[game.match_id].game for game in games] == PROGRAM and all(game.finished for game in games)
    assert night.record.finished and night.next_item() is None
    sizes = [len({seat.person for seat in game.seats if seat.person}) for game in games]
    assert sizes == [6, 4, 6, 4, 4]
    played = {name: sum(any(seat.name == name for seat in game.seats) for game in games) for name in PEOPLE}
    assert max(played.values()) - min(played.values()) <= 1  # everyone played 4 or 5 of the 5
    expected = dict.fromkeys((person.uid for person in night.record.people), 0)
    for game in games:
        for uid, points in game_points("placement", game.seats,
                                       Match.from_record(records[game.match_id]).state.placements()).items():
            expected[uid] += points
    standings = night.standings(records)
    assert {line.person.uid: line.points for line in standings} == expected
    assert [line.points for line in standings] == sorted(expected.values(), reverse=True)
    assert night.champion(records) and all(line.points == standings[0].points for line in standings
                                           if line.person in night.champion(records))
    assert len(night.standings_after_each_game(records)) == 5


def test_the_same_seeds_play_the_same_night_and_a_reread_night_goes_on_the_same():
    first, first_records = whole_night(seed=3)
    again, again_records = whole_night(seed=3, reread=True)

    def played(night, records):
        return [(records[game.match_id].game, [seat.name for seat in game.seats], records[game.match_id].actions)
                for game in night.record.games]

    assert played(first, first_records) == played(again, again_records)
    assert ([(line.person.name, line.points) for line in first.standings(first_records)]
            == [(line.person.name, line.points) for line in again.standings(again_records)])


def test_a_night_runs_without_qt():
    """The night is Qt-free: a night of every game played in a fresh interpreter loads no Qt."""
    import subprocess
    import sys
    from pathlib import Path

    script = ("import sys\n"
              "from tests.night.nights import night_of, play_to_the_end\n"
              "night = night_of(['Ada', 'Bo', 'Cy', 'Di'], ['goker', 'okey', 'pokeno', 'jokers', 'goodge'])\n"
              "while night.next_item() is not None:\n"
              "    night.game_finished(play_to_the_end(night.start_game(seed=1)).record)\n"
              "print(sorted(name for name in sys.modules if name.startswith(('PySide6', 'pyqtgraph'))))\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120,
                          cwd=Path(__file__).parents[2])
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"
