"""A person's figures (per game and overall: played, won, win share, average placement, best
winning streak; nights played and won; head to head) checked against the games that made them:
each expected figure is worked out here from the matches' own placements."""
from __future__ import annotations

import itertools

import pytest

from gamenight.core.match import Match
from gamenight.core.records import Seat
from gamenight.storage import paths
from gamenight.storage.history import HistoryStore
from gamenight.storage.keeper import MatchKeeper
from gamenight.storage.nights import NightsStore
from gamenight.storage.people import PeopleStore
from gamenight.storage.person_stats import PersonStatsReader, Result, tally

PEOPLE = ("Ann", "Bob", "Cy", "Di")


@pytest.fixture
def history():
    store, _ = HistoryStore.open(paths.history_path())
    yield store
    store.close()


def play(history: HistoryStore, game: str, seats: list[Seat], seed: int, options=None, finish=True) -> Match:
    """A game its bots play (to its end, or one round), entered with these seats as the app enters them."""
    match = Match.start(game, [Seat(seat.name, "bot", "easy") for seat in seats], options, seed=seed)
    for _ in range(100_000):
        if match.is_over or (not finish and match.state.completed_rounds()) or match.advance() is None:
            break
    assert match.is_over == finish
    match.record.seats = list(seats)  # the seats the history enters (the bots played them)
    MatchKeeper(match, None, history).after_change()
    return match


def a_season(history: HistoryStore) -> list[Match]:
    """Goker, Okey and Pokeno games among four people and some bots (Okey's ties included), plus a
    game left after a round and one abandoned: those two count for nothing."""
    people = PeopleStore(history)
    matches = []
    for seed in range(10):
        names = list(itertools.islice(itertools.cycle(PEOPLE), seed, seed + 2 + seed % 3))
        seats = people.seated([Seat(name) for name in names]) + [Seat("Bot 1", "bot", "easy")] * (seed % 2)
        matches.append(play(history, "goker", seats, seed))
    for seed in range(3):
        seats = people.seated([Seat(name) for name in PEOPLE])
        matches.append(play(history, "okey", seats, seed, {"start_points": 5}))
    for seed in range(3):
        seats = people.seated([Seat("Ann"), Seat("Di", "phone"), Seat("Bob")])
        matches.append(play(history, "pokeno", seats, seed))
    play(history, "goker", people.seated([Seat("Ann"), Seat("Bob")]), 40, finish=False)
    left = play(history, "goker", people.seated([Seat("Ann"), Seat("Cy")]), 41, finish=False)
    history.abandon_game(left.record.match_id)
    return matches


def expected_results(matches: list[Match], uid: str) -> list[tuple[str, int, int]]:
    """(game, placement, seats) of each finished game the person played, in the order played."""
    return [(match.record.game, match.state.placements()[seat], len(match.seats))
            for match in matches for seat, info in enumerate(match.seats) if info.person == uid]


def expected_tally(results: list[tuple[str, int, int]]) -> tuple[int, int, float | None, int]:
    placements = [place for _, place, _ in results]
    streaks = [len(list(run)) for won, run in itertools.groupby(place == 1 for place in placements) if won]
    return (len(placements), placements.count(1), sum(placements) / len(placements) if placements else None,
            max(streaks, default=0))


def figures(stats_tally) -> tuple[int, int, float | None, int]:
    return stats_tally.played, stats_tally.won, stats_tally.average_placement, stats_tally.best_streak


def test_every_figure_is_the_one_the_games_give(history):
    matches = a_season(history)
    people = PeopleStore(history)
    reader = PersonStatsReader(history)
    for name in PEOPLE:
        person = people.named(name)
        stats = reader.stats(person.uid)
        results = expected_results(matches, person.uid)
        assert [(r.game, r.placement, r.players) for r in stats.results] == results
        assert figures(stats.overall) == pytest.approx(expected_tally(results))
        assert stats.overall.win_share == pytest.approx(expected_tally(results)[1] / len(results))
        games = sorted({game for game, _, _ in results})
        assert list(stats.per_game) == games
        for game in games:
            assert figures(stats.per_game[game]) == pytest.approx(
                expected_tally([result for result in results if result[0] == game])), (name, game)
        for rival in stats.head_to_head:
            together = [(match.state.placements()[mine], match.state.placements()[theirs])
                        for match in matches
                        for mine, theirs in itertools.permutations(range(len(match.seats)), 2)
                        if match.seats[mine].person == person.uid and match.seats[theirs].person == rival.other.uid]
            assert (rival.games, rival.ahead, rival.behind, rival.level) == (
                len(together), sum(a < b for a, b in together), sum(a > b for a, b in together),
                sum(a == b for a, b in together)), (name, rival.other.name)
        assert sorted(rival.other.name for rival in stats.head_to_head) == sorted(set(PEOPLE) - {name})
        assert stats.nights_played == stats.nights_won == 0


def test_the_season_has_wins_ties_and_streaks_worth_checking(history):
    """The figures above are worth something only if the games give them: a tie for first (Okey),
    a streak longer than one, and someone who never won a game."""
    matches = a_season(history)
    assert any(match.state.placements().count(1) > 1 for match in matches)
    streaks = [expected_tally(expected_results(matches, PeopleStore(history).named(n).uid))[3] for n in PEOPLE]
    assert max(streaks) >= 2


def test_a_tally_counts_the_longest_run_of_wins():
    results = [Result(n, "goker", "", place, 3) for n, place in enumerate([1, 1, 2, 1, 1, 1, 3, 1])]
    assert (tally(results).best_streak, tally(results).won, tally(results).average_placement) == (3, 6, 11 / 8)
    assert tally([]).win_share is None and tally([]).average_placement is None


def test_nights_won_and_played_come_from_the_nights_and_follow_a_merge(history):
    people = PeopleStore(history)
    nights = NightsStore(history)
    first = [play(history, "goker", people.seated([Seat("Ann"), Seat("Bob")]), seed) for seed in (1, 2)]
    nights.finish_night("n1", "2026-05-01T19:00:00+00:00", "{}", [m.record.match_id for m in first],
                        [people.named("Ann").uid])
    second = play(history, "goker", people.seated([Seat("Annie"), Seat("Bob")]), 3)
    nights.finish_night("n2", "2026-05-02T19:00:00+00:00", "{}", [second.record.match_id],
                        [people.named("Annie").uid, people.named("Bob").uid])
    running = play(history, "goker", people.seated([Seat("Cy"), Seat("Bob")]), 4)
    nights.save_night("n3", "2026-05-03T19:00:00+00:00", "{}", [running.record.match_id])  # not over: not counted
    reader = PersonStatsReader(history)
    assert [(reader.stats(people.named(n).uid).nights_played, reader.stats(people.named(n).uid).nights_won)
            for n in ("Ann", "Annie", "Bob", "Cy")] == [(1, 1), (1, 1), (2, 1), (0, 0)]
    people.merge(people.named("Annie").uid, people.named("Ann").uid)
    ann = reader.stats(people.named("Ann").uid)
    assert (ann.nights_played, ann.nights_won, ann.overall.played) == (2, 2, 3)
