import random

import pytest
from hypothesis import given, settings, strategies as st

from gamenight.core.cards import Card
from gamenight.core.engine import CHANCE, TERMINAL, IllegalAction
from gamenight.core.match import Match
from gamenight.core.records import Seat
from gamenight.games.pokeno.hands import Hand
from gamenight.games.pokeno.roll import Step
from gamenight.games.pokeno.rules import ChooseBoard, Dice, Draw, PokenoState


def new_state(players=3, **options):
    state = PokenoState({"draw": "app", "everyone_calls": False, **options}, players)
    for seat in range(players):
        state.apply(ChooseBoard(seat + 1))
    return state


def roll(state, *totals):
    """Apply dice whose totals are given (two dice for base/add, one for bonus/multiplier)."""
    for total in totals:
        step = state.pending_step()
        if step.dice == 2:
            state.apply(Dice((total - min(6, total - 1), min(6, total - 1))))
        else:
            state.apply(Dice((total,)))


def draw_cards(state, count, rng=None):
    rng = rng or random.Random(0)
    for _ in range(count):
        state.apply(state.sample_chance(rng))


# -- the seed's three worked examples, verbatim -------------------------------------------------
def test_example_1_four_then_eleven_then_5_then_3():
    """1st roll total is 4; 2nd roll total is 11; 3rd roll 5: 4th roll 3. Draw 21 cards; bonus
    hand is flush, which will score 75 instead of 25."""
    state = new_state()
    roll(state, 4, 11, 5, 3)
    live = state.round
    assert live.cards_to_draw == 21 and live.bonus == Hand.FLUSH and live.multiplier == 3
    assert live.bonus.points * live.multiplier == 75
    assert live.caller_points == 0 and state.pending_step() is None


def test_example_2_twelve_then_seven_nine_one_four():
    """1st roll is 12, repeat 1st roll 7; 2nd roll is 9; 3rd roll 1, 4th roll 4. The caller scores
    10 points and is going to draw 39 cards (30 + 9), the bonus hand is a pair, scoring 20."""
    state = new_state()
    roll(state, 12, 7, 9, 1, 4)
    live = state.round
    assert live.caller_points == 10 and live.cards_to_draw == 39
    assert live.bonus == Hand.PAIR and live.bonus.points * live.multiplier == 20
    assert state.scores() == (10, 0, 0)


def test_example_3_twelve_twelve_eleven():
    """1st roll 12, repeat 12, repeat 11. The player scores 10 points (10 + 10 - 10) and passes
    the dice to the left, for the next player to roll."""
    state = new_state()
    roll(state, 12, 12, 11)
    assert state.scores() == (10, 0, 0)
    assert state.round.void and state.counted == 0
    assert state.next_caller() == 1
    roll(state, 6)
    assert state.round.caller == 1


# -- the roll procedure ---------------------------------------------------------------------------
@pytest.mark.parametrize("total,base",
                         [(2, 20), (3, 20), (4, 20), (5, 30), (6, 30), (7, 30), (8, 40), (9, 40), (10, 40)])
def test_base_roll(total, base):
    state = new_state()
    roll(state, total)
    assert state.round.base == base and state.round.step == Step.ADD


@pytest.mark.parametrize("total,add", [(2, 2), (5, 5), (9, 9), (10, 0), (11, 1)])
def test_add_roll(total, add):
    state = new_state()
    roll(state, 7, total)
    assert state.round.cards_to_draw == 30 + add


def test_twelve_on_the_add_roll_wins_ten_and_rolls_again():
    state = new_state()
    roll(state, 8, 12, 12, 3)
    assert state.round.caller_points == 20 and state.round.cards_to_draw == 43


@pytest.mark.parametrize("die,hand", list(enumerate([Hand.PAIR, Hand.TWO_PAIR, Hand.THREE_OF_A_KIND, Hand.STRAIGHT,
                                                Hand.FLUSH, Hand.FULL_HOUSE], start=1)))
def test_bonus_die(die, hand):
    state = new_state()
    roll(state, 7, 5, die, 2)
    assert state.round.bonus == hand and state.round.multiplier == 2


def test_round_log_says_each_step_in_words():
    state = new_state()
    roll(state, 12, 4, 11, 5, 3)
    assert [str(line) for line in state.round.log] == [
        "Base roll 12: the caller wins 10 and rolls again", "Base roll 4 \u2192 20 cards",
        "Add roll 11 \u2192 +1: draw 21 cards", "Bonus die 5 \u2192 flush is the bonus hand",
        "Multiplier die 3 \u2192 a flush scores 75 instead of 25"]


# -- drawing and scoring ---------------------------------------------------------------------------
def test_the_round_scores_when_the_last_card_is_drawn():
    state = new_state()
    roll(state, 2, 10, 1, 1)  # 20 cards
    draw_cards(state, 19)
    assert not state.round.board_points
    draw_cards(state, 1)
    assert len(state.round.drawn) == 20 and state.counted == 1
    for seat in range(3):
        assert state.round.board_points[seat] == sum(line.points for line in state.line_scores(seat))


def test_line_scores_use_the_bonus_multiplier():
    state = new_state(players=2)
    board = state.board_for(0)
    roll(state, 2, 10, 1, 5)  # bonus pair x5
    row = board.line_cards(0)
    state.apply(Draw(row[0]))
    assert state.line_scores(0)[0].covered == 1 and state.line_scores(0)[0].hand is None
    # cover a full row that is not a pair: its hand scores plain points
    for card in row[1:]:
        state.apply(Draw(card))
    line = state.line_scores(0)[0]
    assert line.covered == 5 and line.hand is not None
    assert line.points == line.hand.points * (5 if line.hand == Hand.PAIR else 1)


def test_each_round_uses_a_fresh_deck():
    state = new_state(players=2)
    roll(state, 2, 10, 1, 1)
    draw_cards(state, 20)
    first = list(state.round.drawn)
    roll(state, 2, 10, 1, 1)
    state.apply(Draw(first[0]))  # called last round: fine in a new round
    assert state.round.drawn == [first[0]] and state.round.caller == 1


def test_five_counted_rounds_with_the_caller_passing_clockwise():
    state = new_state(players=3)
    callers = []
    rng = random.Random(2)
    while state.current_player != TERMINAL:
        if state.pending_step() == Step.BASE and (not state.rounds or state.rounds[-1].finished):
            callers.append(state.next_caller())
        state.apply(state.sample_chance(rng))
    counted = [r for r in state.rounds if not r.void]
    assert len(counted) == 5
    assert [r.caller for r in state.rounds] == [n % 3 for n in range(len(state.rounds))]


def test_void_rounds_do_not_count():
    state = new_state(players=2)
    roll(state, 11)
    roll(state, 11)
    assert state.counted == 0 and state.scores() == (-10, -10) and state.counted_round_number() == 1
    roll(state, 2, 10, 1, 1)
    draw_cards(state, 20)
    assert state.counted == 1 and state.counted_round_number() == 1


def test_everyone_calls_once_with_more_than_five_players():
    assert new_state(players=7, everyone_calls=True).rounds_to_play == 7
    assert new_state(players=7).rounds_to_play == 5
    assert new_state(players=4, everyone_calls=True).rounds_to_play == 5


def test_final_ranking_shares_ties():
    state = new_state(players=3)
    roll(state, 12, 11)  # seat 0 calls: +10 -10, void
    roll(state, 12)      # seat 1 calls: +10
    assert state.scores() == (0, 10, 0) and state.placements() == (2, 1, 2)


# -- refusals (what an operator may mistype) ---------------------------------------------------------
def test_refusals_explain_and_change_nothing():
    state = new_state(players=2)
    snapshot = state.clone()
    for action, message in [
        (Dice((7, 1)), "a die shows 1 to 6, not 7"),
        (Dice((3,)), "expected 2 dice"),
        (Draw(Card.parse("AS")), "roll the dice first"),
        (ChooseBoard(5), "every seat already has a board"),
    ]:
        with pytest.raises(IllegalAction, match=message):
            state.apply(action)
    roll(state, 5, 5, 1, 1)
    state.apply(Draw(Card.parse("KS")))
    with pytest.raises(IllegalAction, match="K\u2660 was already called \\(call 1\\)"):
        state.apply(Draw(Card.parse("KS")))
    with pytest.raises(IllegalAction, match="the dice are done"):
        state.apply(Dice((1, 1)))
    assert snapshot.scores() == state.scores()
    assert state.round.drawn == [Card.parse("KS")]


def test_boards_are_chosen_once_each():
    state = PokenoState({"draw": "app", "everyone_calls": False}, 2)
    assert state.current_player == 0
    state.apply(ChooseBoard(7))
    with pytest.raises(IllegalAction, match="board 7 is already taken"):
        state.apply(ChooseBoard(7))
    with pytest.raises(IllegalAction, match="no board 13"):
        state.apply(ChooseBoard(13))
    with pytest.raises(IllegalAction, match="pick a board first"):
        state.apply(Dice((1, 1)))
    state.apply(ChooseBoard(1))
    assert state.current_player == CHANCE and state.board_of == [7, 1]


# -- whole games ----------------------------------------------------------------------------------
def play(seed, players):
    match = Match.start("pokeno", [Seat(f"B{n}", "bot", "easy") for n in range(players)], seed=seed)
    match.play_out()
    return match


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6), st.integers(2, 14))
def test_totals_are_the_sum_of_rounds_plus_caller_bonuses(seed, players):
    state = play(seed, players).state
    boards = [sum(r.board_points[s] for r in state.rounds if r.board_points) for s in range(players)]
    bonuses = [sum(r.caller_points for r in state.rounds if r.caller == s) for s in range(players)]
    assert list(state.scores()) == [b + c for b, c in zip(boards, bonuses, strict=True)]
    assert [sum(col) for col in zip(*state.completed_rounds(), strict=True)] == list(state.scores())
    assert sum(1 for r in state.rounds if not r.void) == 5
    for r in state.rounds:
        assert r.void or 20 <= len(r.drawn) == r.cards_to_draw <= 49
        assert len(set(r.drawn)) == len(r.drawn)


def test_seeded_fuzzing_of_many_games_replays_exactly():
    from gamenight.core.records import GameRecord

    for seed in range(150):
        match = play(seed, 2 + seed % 11)
        assert match.is_over
        again = Match.from_record(GameRecord.loads(match.record.dumps()))
        assert again.state.scores() == match.state.scores()


def test_external_draw_is_never_drawn_by_the_app():
    match = Match.start("pokeno", [Seat("Op"), Seat("B", "bot", "easy")], {"draw": "external"}, seed=1)
    match.apply(ChooseBoard(3), seat=0)
    match.play_out()  # the bot picks its board; then the live caller must enter the dice
    assert match.current_player == CHANCE and not match.chance_is_automatic()
    match.apply(Dice((2, 2)))
    assert match.state.round.base == 20


def test_undo_takes_back_typed_entries_one_by_one():
    match = Match.start("pokeno", [Seat("Op"), Seat("B", "bot", "easy")], {"draw": "external"}, seed=1)
    match.apply(ChooseBoard(3), seat=0)
    match.play_out()
    for values in [(2, 2), (3, 4), (5,), (2,)]:
        match.apply(Dice(values), by_user=True)
    match.apply(Draw(Card.parse("QH")), by_user=True)
    match.apply(Draw(Card.parse("2C")), by_user=True)
    assert match.undo_step().action == Draw(Card.parse("2C"))
    match.undo()
    assert match.state.round.drawn == [Card.parse("QH")]
    match.undo()
    match.undo()
    assert match.state.round.multiplier is None and match.state.round.bonus == Hand.FLUSH


def test_undo_does_not_redraw_the_apps_own_draw():
    match = Match.start("pokeno", [Seat("Me"), Seat("B", "bot", "easy")], seed=1)
    match.apply(ChooseBoard(3), seat=0)
    match.play_out()
    assert match.is_over
    match.undo()  # only the board choice is the human's: the whole draw goes with it
    assert match.current_player == 0 and match.record.actions == []


def test_no_diagonals():
    state = new_state(players=2)
    roll(state, 2, 10, 1, 1)
    board = state.board_for(0)
    diagonal = [board.cards[i * 6] for i in range(5)]
    for card in diagonal:
        state.apply(Draw(card))
    assert all(line.covered == 1 and line.points == 0 for line in state.line_scores(0))


def test_a_resumed_game_draws_exactly_what_it_would_have():
    from gamenight.core.records import GameRecord

    match = Match.start("pokeno", [Seat("A", "bot", "easy"), Seat("B", "bot", "easy")], seed=77)
    for _ in range(40):
        match.advance()
    saved = match.record.dumps()
    match.play_out()
    resumed = Match.from_record(GameRecord.loads(saved))
    resumed.play_out()
    assert resumed.record.actions == match.record.actions
