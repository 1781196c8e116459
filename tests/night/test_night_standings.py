"""The night's standings come from each finished game's own placements, never stored: a game's end
taken back by an undo leaves them, and they follow the game when it ends again."""
from tests.night.nights import night_of, play_to_the_end

from gamenight.core.match import Match
from gamenight.night.scoring import WINS, game_points


def table(standings) -> list[tuple[str, int, int, int, int]]:
    return [(line.person.name, line.points, line.played, line.wins, line.place) for line in standings]


def test_standings_follow_a_games_end_taken_back_by_an_undo(pig):
    night = night_of(["Ada", "Bo"], ["pig", "pig"], presence="here")
    match = play_to_the_end(night.start_game(seed=4))
    records = {match.record.match_id: match.record}
    night.game_finished(match.record)
    winner = next(seat.name for seat, place in zip(match.seats, match.state.placements(), strict=True) if place == 1)
    loser = ({"Ada", "Bo"} - {winner}).pop()
    assert table(night.standings(records)) == [(winner, 3, 1, 1, 1), (loser, 1, 1, 0, 2)]
    match.undo()  # the winning hold taken back: the game is on again
    night.game_finished(match.record)
    assert not match.is_over and night.running() is not None and night.next_item() is None
    assert table(night.standings(records)) == [("Ada", 0, 0, 0, 1), ("Bo", 0, 0, 0, 1)]
    assert night.champion(records) == []
    match = play_to_the_end(match.record)
    records = {match.record.match_id: match.record}
    night.game_finished(match.record)
    assert [line.points for line in night.standings(records)] == [3, 1] and night.next_item() == 1


def test_standings_add_up_each_games_points_and_chart_the_night_game_by_game():
    night = night_of(["Ada", "Bo", "Cy", "Di", "Ed", "Fa"], ["goker", "okey", "pokeno"])
    records, points = {}, {person.uid: 0 for person in night.record.people}
    for seed in (1, 2, 3):
        match = play_to_the_end(night.start_game(seed=seed))
        records[match.record.match_id] = match.record
        night.game_finished(match.record)
        for uid, gained in game_points("placement", match.seats, match.state.placements()).items():
            points[uid] += gained
        after = night.standings_after_each_game(records)
        assert len(after) == seed
        assert {line.person.uid: line.points for line in after[-1]} == points
    standings = night.standings(records)
    assert [line.points for line in standings] == sorted(points.values(), reverse=True)
    assert sum(line.played for line in standings) == 6 + 4 + 6
    assert night.champion(records) == [line.person for line in standings if line.place == 1]
    fresh = night_of(["Ada", "Bo", "Cy", "Di", "Ed", "Fa"], ["goker"])
    fresh.record = night.record
    assert table(fresh.standings(records)) == table(standings)  # from the records alone, in another Night


def test_a_game_whose_record_is_missing_or_unfinished_counts_for_nothing():
    night = night_of(["Ada", "Bo", "Cy"], ["goker", "goker"])
    first = play_to_the_end(night.start_game(seed=1))
    night.game_finished(first.record)
    running = night.start_game(seed=2)
    assert all(line.points == 0 for line in night.standings({running.match_id: running}))
    gained = game_points("placement", first.seats, first.state.placements())
    assert {line.person.uid: line.points for line in night.standings({first.record.match_id: first.record})} == gained


def test_wins_scoring_counts_games_won_and_level_leaders_share_the_top():
    night = night_of(["Ada", "Bo", "Cy", "Di"], ["okey", "okey"], scoring=WINS)
    records = {}
    for seed in (1, 2):
        match = play_to_the_end(night.start_game(seed=seed))
        records[match.record.match_id] = match.record
        night.game_finished(match.record)
    wins = {person.uid: 0 for person in night.record.people}
    for record in records.values():
        for seat, place in zip(record.seats, Match.from_record(record).state.placements(), strict=True):
            wins[seat.person] += place == 1
    standings = night.standings(records)
    assert {line.person.uid: (line.points, line.wins) for line in standings} == {uid: (n, n) for uid, n in wins.items()}
    best = max(wins.values())
    assert {person.uid for person in night.champion(records)} == {uid for uid, n in wins.items() if n == best}
