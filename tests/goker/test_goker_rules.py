import random

import pytest

from gamenight.core import registry
from gamenight.core.cards import Card
from gamenight.core.engine import CHANCE, TERMINAL, IllegalAction
from gamenight.core.match import Match
from gamenight.core.records import GameRecord, Seat
from gamenight.games.goker.options import check_options
from gamenight.games.goker.rules import (
    Ball,
    CallGoker,
    CoinFlip,
    Deal,
    GokerState,
    Guess,
    PlayCard,
    rapid_marks,
)

DEFAULTS = dict(deck="", level1=25, level2=40, level3=55, rapid_start=False, draw="app", cards="app", wilds=0,
                guess_points=25, grace_seconds=5)


def new_state(players=3, **options):
    return GokerState({**DEFAULTS, **options}, players)


def dealt(players=3, **options):
    state = new_state(players, **options)
    cards = [Card.from_index(i) for i in range(3 * players)]
    state.apply(Deal(tuple(cards)))
    return state


def guesses(state, *numbers):
    for number in numbers:
        state.apply(Guess(number))


def balls(state, *numbers):
    for number in numbers:
        state.apply(Ball(number))


def test_deal_gives_three_cards_each():
    state = dealt(players=4)
    assert [len(hand) for hand in state.hands] == [3, 3, 3, 3]
    assert state.current_player == 1  # left of the dealer guesses first


def test_guess_order_starts_left_of_the_dealer_and_moves_each_round():
    state = dealt()
    assert state.current_player == 1
    guesses(state, 5, 6, 7)
    assert state.round.guesses == {1: 5, 2: 6, 0: 7}
    balls(state, 70, 71, 72, 73, 74)
    state.apply(CoinFlip())
    assert state.current_player == 2


def test_guess_rules_refuse_called_and_repeated_numbers():
    state = dealt()
    guesses(state, 10)
    with pytest.raises(IllegalAction, match="B 10 is already guessed this round"):
        state.apply(Guess(10))
    with pytest.raises(IllegalAction, match="1 to 75"):
        state.apply(Guess(76))
    with pytest.raises(IllegalAction, match="every player guesses first"):
        state.apply(Ball(3))
    guesses(state, 11, 12)
    balls(state, 40)
    with pytest.raises(IllegalAction, match="before a round's first ball"):
        state.apply(Guess(13))
    balls(state, 41, 42, 43, 44)
    state.apply(CoinFlip())
    with pytest.raises(IllegalAction, match="N 40 is already called"):
        state.apply(Guess(40))


def test_a_hit_opens_a_goker_window_until_another_players_hit():
    state = dealt()
    guesses(state, 10, 20, 30)  # seats 1, 2, 0
    balls(state, 10)
    assert state.out_of_turn_actions(1) == [CallGoker(1)]
    balls(state, 50)  # no hit: still open
    assert state.out_of_turn_actions(1) == [CallGoker(1)]
    balls(state, 20)  # seat 2's hit closes seat 1's window
    assert state.out_of_turn_actions(1) == [] and state.out_of_turn_actions(2) == [CallGoker(2)]
    with pytest.raises(IllegalAction, match="window closed"):
        state.apply(CallGoker(1))
    state.apply(CallGoker(2))
    assert state.guess_points == [0, 0, 25]
    with pytest.raises(IllegalAction, match="already called"):
        state.apply(CallGoker(2))


def test_a_fifth_ball_hit_can_be_called_until_the_coin_flip():
    state = dealt()
    guesses(state, 1, 2, 3)
    balls(state, 70, 71, 72, 73, 3)
    assert state.phase == "flip" and state.out_of_turn_actions(0) == [CallGoker(0)]
    state.apply(CallGoker(0))
    state.apply(CoinFlip())
    assert state.guess_points == [25, 0, 0]
    guesses(state, 4, 5, 6)
    balls(state, 60, 61, 62, 63, 6)
    state.apply(CoinFlip())  # too late
    assert state.out_of_turn_actions(state.round.first_guesser) == []
    with pytest.raises(IllegalAction):
        state.apply(CallGoker(1))


def test_a_goker_call_by_a_human_goes_through_the_match_out_of_turn():
    match = Match.start("goker", [Seat("A"), Seat("B"), Seat("C")], seed=4)
    match.advance()  # the deal
    for number in (1, 2, 3):
        match.apply(Guess(number), seat=match.current_player)
    match.apply(Ball(2))
    match.apply(CallGoker(2), seat=2)
    assert match.state.guess_points == [0, 0, 25]
    with pytest.raises(IllegalAction):
        match.apply(CallGoker(1), seat=2)
    match.undo()  # the call is the human's last action
    assert match.state.guess_points == [0, 0, 0] and match.state.out_of_turn_actions(2)


@pytest.mark.parametrize("first,marked", [(37, {7, 17, 27, 37, 47, 57, 67}), (5, {5, 15, 25, 35, 45, 55, 65, 75}),
                                          (10, {10, 20, 30, 40, 50, 60, 70}), (61, {1, 11, 21, 31, 41, 51, 61, 71})])
def test_rapid_start_marks_the_last_digit(first, marked):
    assert rapid_marks(first) == marked
    state = dealt(rapid_start=True)
    guesses(state, 17, 2, 3)
    balls(state, first)
    assert state.marked == marked and len(state.balls) == 1
    with pytest.raises(IllegalAction, match="marked by the Rapid Start"):
        state.apply(Ball(sorted(marked - {first})[0]))
    # a guess marked by the first ball is a hit of round 1
    assert (state.out_of_turn_actions(1) == [CallGoker(1)]) == (17 in marked)


def test_rapid_start_only_on_the_first_ball():
    state = dealt(rapid_start=True)
    guesses(state, 1, 2, 3)
    balls(state, 10, 11)
    assert state.marked == rapid_marks(10) | {11}


def play_level(state, rng, level_end):
    while len(state.balls) < level_end or state.phase != "play":
        if state.phase == "guess":
            state.apply(rng.choice(state.legal_actions()))
        else:
            state.apply(state.sample_chance(rng))


def test_levels_end_after_calls_25_40_55_and_cards_are_played_face_down():
    state = dealt()
    rng = random.Random(1)
    for level, end in enumerate((25, 40, 55), start=1):
        play_level(state, rng, end)
        assert len(state.balls) == end and state.level == level
        for seat in (1, 2, 0):
            assert state.current_player == seat
            state.apply(PlayCard(state.hands[seat][0]))
    assert state.current_player == TERMINAL
    assert [len(hand) for hand in state.hands] == [0, 0, 0]
    assert [len(r.calls) for r in state.rounds] == [5] * 11  # 5 + 3 + 3 Goker rounds


def test_custom_levels_are_checked():
    check_options({**DEFAULTS, "level1": 15, "level2": 30, "level3": 70})
    with pytest.raises(ValueError, match="must rise"):
        check_options({**DEFAULTS, "level1": 30, "level2": 30})
    with pytest.raises(ValueError, match="Rapid Start"):
        check_options({**DEFAULTS, "rapid_start": True, "level3": 70})
    state = dealt(level1=10, level2=20, level3=75)
    play_level(state, random.Random(2), 10)
    assert len(state.balls) == 10 and state.phase == "play"


def test_level_scores_and_guess_points_add_up():
    state = dealt()
    rng = random.Random(5)
    while state.current_player != TERMINAL:
        if state.current_player == CHANCE:
            state.apply(state.sample_chance(rng))
        else:
            state.apply(rng.choice(state.legal_actions()))
        for seat in range(3):
            for action in state.out_of_turn_actions(seat):
                state.apply(action)
    assert len(state.results) == 3
    level = [sum(r.points[s] for r in state.results) for s in range(3)]
    assert list(state.scores()) == [level[s] + state.guess_points[s] for s in range(3)]
    assert [sum(col) for col in zip(*state.completed_rounds(), strict=True)] == list(state.scores())
    assert [len(items) for items in [state.what_if()]] == [6]
    for _level_no, card, pattern in state.what_if():
        assert pattern == state.pattern_of(card)


def test_physical_cards_are_entered_when_played():
    state = new_state(cards="table", wilds=1)
    assert state.phase == "guess"
    rng = random.Random(3)
    play_level(state, rng, 25)
    state.apply(PlayCard(Card.parse("QS")))
    with pytest.raises(IllegalAction, match="already played"):
        state.apply(PlayCard(Card.parse("QS")))
    state.apply(PlayCard(Card(0, None, 1)))
    with pytest.raises(IllegalAction):
        state.apply(PlayCard(Card(0, None, 2)))  # only one wild in this deck
    state.apply(PlayCard(Card.parse("2C")))
    result = state.results[0]
    assert [p.card.code for p in result.played] == ["2C", "QS", "JK1"]


def test_validate_shows_pattern_and_points_now():
    state = dealt()
    card = state.hands[0][0]
    grid = state.deck.grid(card)
    guesses(state, 70, 71, 72)
    for number in grid.numbers[0]:  # complete the top row: line hard way
        state.apply(Ball(number))
    pattern, points = state.validate(card)
    assert pattern.rank >= 3 and points == pattern.points * (5 if card.rank >= 11 else 4)


def test_seeded_bot_games_replay_exactly():
    for seed in range(40):
        levels = ["easy", "normal", "hard"][seed % 3:] + ["easy", "normal", "hard"][:seed % 3]
        match = Match.start("goker", [Seat(f"B{i}", "bot", level) for i, level in enumerate(levels)],
                            {"rapid_start": seed % 2 == 0, "wilds": seed % 3}, seed=seed)
        match.play_out()
        assert match.is_over
        again = Match.from_record(GameRecord.loads(match.record.dumps()))
        assert again.state.scores() == match.state.scores()


def test_bots_see_only_their_own_hand():
    state = dealt()
    view = state.view(0)
    assert set(view.hand) == set(state.hands[0])
    assert not set(state.hands[1]) & view.seen_cards


def test_a_game_can_use_a_deck_file_and_replays_with_it():
    GAME = registry.get("goker")
    from gamenight.games.goker.deck import generate_deck

    text = generate_deck(11, "Club deck").to_json()
    options = GAME.resolve_options({"deck": text})
    state = GokerState(options, 2)
    assert state.deck.name == "Club deck" and state.deck.grids == generate_deck(11, "x").grids
    assert state.view(0).deck is state.deck
    match = Match.start("goker", [Seat("A", "bot", "hard"), Seat("B", "bot", "normal")], {"deck": text}, seed=2)
    match.play_out()
    again = Match.from_record(GameRecord.loads(match.record.dumps()))
    assert again.state.deck.name == "Club deck" and again.state.scores() == match.state.scores()


def test_a_damaged_deck_file_is_refused_when_the_game_is_set_up():
    import json

    GAME = registry.get("goker")
    from gamenight.games.goker.deck import generate_deck

    data = json.loads(generate_deck(11, "Club deck").to_json())
    data["cards"]["5H"][4][0] = 60
    with pytest.raises(ValueError, match="card 5H: column O, row 1: 60 is outside 61-75"):
        GAME.resolve_options({"deck": json.dumps(data)})


def test_goker_rounds_in_a_game():
    assert new_state().view(0).goker_rounds == 11  # 5 + 3 + 3
    assert new_state(level1=10, level2=20, level3=75).view(0).goker_rounds == 15
