"""The engine contract on the Goodge: random play to the end, replay, clone, sampled worlds,
refusals that change nothing, the action codec, and points conserved."""
import random

import pytest
from hypothesis import given, settings, strategies as st

from gamenight.core import registry
from gamenight.core.engine import CHANCE, IllegalAction
from gamenight.core.match import Match
from gamenight.core.records import GameRecord, Seat
from gamenight.games.goodge.actions import CODEC, Bid, Claim, Deal, FirstDealer, NameTrump, Play
from gamenight.games.goodge.cards import DECK_POINTS, Card, deck, points_of
from gamenight.games.goodge.tricks import may_hold, voids
from gamenight.games.goodge.views import Phase

from .tables import new_state, play_out, random_action

GAME = registry.get("goodge")


def points_in_play(state):
    current = state.round
    held = sum(points_of(hand) for hand in current.hands)
    return held + points_of(current.trick) + points_of(current.stash) + sum(current.captured)


@pytest.mark.parametrize("players", [3, 4])
def test_random_legal_play_ends_every_game(players):
    for seed in range(50):
        state = play_out(new_state(players, one_high=seed % 2 == 1), random.Random(seed))
        best = max(state.totals)
        assert best >= 500 and state.totals.count(best) == 1 and state.placements().count(1) == 1
        assert all(sum(result.captured) == DECK_POINTS for result in state.results)
        assert [sum(column) for column in zip(*state.completed_rounds(), strict=True)] == state.totals
        assert len(state.round_winners()) == len(state.results)


def test_replaying_a_record_rebuilds_the_same_game():
    match = Match.start("goodge", [Seat(f"Bot {i}", "bot", "normal" if i % 2 else "easy") for i in range(4)],
                        seed=11)
    match.play_out()
    assert match.is_over
    again = Match.from_record(GameRecord.loads(match.record.dumps()))
    assert again.state.totals == match.state.totals and again.state.results == match.state.results
    assert again.state.view(2) == match.state.view(2)


def positions(players, seed, every=7):
    """States met along a random game, every few steps."""
    rng = random.Random(seed)
    state = new_state(players)
    step = 0
    while not state.is_over and step < 400:
        if step % every == 0 and state.current_player != CHANCE:
            yield state
        state.apply(random_action(state, rng))
        step += 1


@pytest.mark.parametrize("players", [3, 4])
def test_a_sampled_world_looks_the_same_to_the_player_and_keeps_the_voids(players):
    checked = 0
    for state in positions(players, seed=players):
        player = state.current_player
        world = state.sample_world(player, random.Random(checked))
        assert world.view(player) == state.view(player)
        assert world.information_key(player) == state.information_key(player)
        current = world.round
        every = [c for hand in current.hands for c in hand] + current.stash + list(current.trick)
        every += [c for _, trick in current.tricks for c in trick]
        assert len(every) == 51 and set(every) == set(deck())
        if current.trump is not None:
            shown = voids([*current.tricks, (current.leader, current.trick)], players, current.trump)
            assert all(may_hold(c, shown[seat], current.trump) for seat in range(players) for c in current.hands[seat])
        checked += 1
    assert checked > 20


def test_sampled_worlds_differ_for_the_player_only_in_what_it_cannot_see():
    state = next(s for s in positions(4, seed=5) if s.phase is Phase.PLAY and s.round.tricks)
    player = state.current_player
    worlds = [state.sample_world(player, random.Random(seed)) for seed in range(8)]
    assert all(world.round.hands[player] == state.round.hands[player] for world in worlds)
    assert len({tuple(map(tuple, world.round.hands)) for world in worlds}) > 1
    if player != state.round.goodge:
        assert any(world.round.stash != state.round.stash for world in worlds)
    else:
        assert all(world.round.stash == state.round.stash for world in worlds)


def test_a_clone_is_independent():
    state = next(s for s in positions(4, seed=3) if s.phase is Phase.PLAY)
    before = state.view(0), state.view(1), list(state.round.hands[1]), list(state.totals)
    copy = state.clone()
    play_out(copy, random.Random(1))
    assert copy.is_over and (state.view(0), state.view(1), state.round.hands[1], state.totals) == before


def test_an_illegal_action_changes_nothing():
    for state in positions(4, seed=8, every=3):
        keys = [state.information_key(seat) for seat in range(4)]
        hands = [list(hand) for hand in state.round.hands] if state.round else None
        for action in (Bid(7), Bid(300), NameTrump(9), Play(Card(0, 1)), FirstDealer(9), Deal(())):
            if state.illegal_reason(action) is None:
                continue
            with pytest.raises(IllegalAction):
                state.apply(action)
        assert [state.information_key(seat) for seat in range(4)] == keys
        assert (None if state.round is None else state.round.hands) == hands


def test_the_codec_round_trips_every_legal_action_and_refuses_bad_values():
    for state in positions(3, seed=2, every=1):
        for action in state.legal_actions():
            assert CODEC.decode(CODEC.encode(action)) == action and state.describe(action)
    with pytest.raises(ValueError, match="not a Goodge card code"):
        CODEC.decode({"kind": "play", "card": "11H"})
    out_of_range = CODEC.decode({"kind": "first_dealer", "seat": 7})
    assert str(new_state(4).illegal_reason(out_of_range)) == "seats are numbered 1 to 4"


def test_describe_speaks_the_players_words():
    state = new_state(4)
    words = [str(state.describe(action)) for action in
             (Bid(85), CODEC.decode({"kind": "pass"}), CODEC.decode({"kind": "put_back", "card": "7T"}),
              NameTrump(3), Play(Card.parse("CR")), CODEC.decode({"kind": "claim"}))]
    assert words == ["bid 85", "pass", "put back the 7 of Stars", "trump: Hearts", "play the Crown",
                     "claim the remaining tricks"]


def test_game_info_declares_the_options():
    assert GAME.resolve_options({}) == {"one_high": False, "target": 500}
    assert GAME.resolve_options({"target": 1000, "one_high": True})["target"] == 1000
    with pytest.raises(ValueError):
        GAME.resolve_options({"target": 750})
    assert GAME.default_players == 4 and GAME.built and set(GAME.bots) == {"easy", "normal", "hard"}
    assert GAME.load_screen().__name__ == "GoodgeScreen"


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from([3, 4]))
def test_points_are_conserved_at_every_step(seed, players):
    rng = random.Random(seed)
    state = new_state(players)
    for _ in range(300):
        if state.is_over:
            break
        if state.round is not None:
            assert points_in_play(state) == DECK_POINTS
        rounds = len(state.results)
        state.apply(random_action(state, rng))
        if len(state.results) > rounds:
            assert sum(state.results[-1].captured) == DECK_POINTS


def claimer_card(state, seat):
    """The claimer's play order behind the proof: trumps from the top, then anything."""
    trump, hand = state.round.trump, state.round.hands[seat]
    legal = [action.card for action in state.legal_actions() if isinstance(action, Play)]
    trumps = [c for c in legal if c.is_crown or c.suit == trump]
    return Play(max(trumps, key=lambda c: (c.is_crown, c.rank)) if trumps and len(hand) == len(legal) else legal[0])


def test_every_granted_claim_holds_in_sampled_worlds():
    """Wherever a claim is offered in random games, playing on instead in worlds sampled from the
    claimer's view (others playing at random) gives the claimer every trick."""
    checked = 0
    for seed in range(60):
        rng = random.Random(seed)
        state = new_state(3 + seed % 2, one_high=seed % 3 == 0)
        while not state.is_over and checked < 150:
            if state.current_player >= 0 and Claim() in state.legal_actions():
                seat, tricks = state.current_player, len(state.round.hands[state.current_player])
                for world_seed in range(3):
                    world = state.sample_world(seat, random.Random(world_seed))
                    taken = world.round.taken[seat]
                    while world.round is not None:
                        world.apply(claimer_card(world, seat) if world.current_player == seat
                                    else rng.choice([a for a in world.legal_actions() if isinstance(a, Play)]))
                    assert world.results[-1].tricks_taken[seat] == taken + tricks
                    checked += 1
            state.apply(random_action(state, rng))
    assert checked >= 30
