"""No seat's view, and not the public view, carries anything another seat hides: over many
seeded games of every game, through every phase (deals, bidding, the stash, level ends, round
ends, the game's end), the JSON of each view holds none of the hidden items. The hidden items are
found from the full state (other hands and racks, cards played face down, the stash, the stock's
order), never from the view; and a leak planted in a view is caught."""
import pytest

from gamenight.core import codec
from gamenight.core.engine import SPECTATOR
from gamenight.core.seat_messages import public_message, seat_message
from leak_check import hidden_items, leaked
from played import PLAYED_GAMES, played

PLAYERS = {"goker": (3, 10), "pokeno": (2, 6), "okey": (4, 4), "jokers": (4, 4), "goodge": (3, 4)}


@pytest.mark.parametrize("game_id", PLAYED_GAMES)
def test_no_view_carries_another_seats_hidden_items(game_id):
    views = hidden_seen = rounds_ended = 0
    for seed, players in enumerate(PLAYERS[game_id] * 2):
        for step, match in enumerate(played(game_id, seed, players=players, max_steps=1200)):
            if step % 3 and not match.is_over:
                continue
            state, info = match.state, match.info
            for seat in range(players):
                assert not leaked(game_id, seat_message(info, state, seat), state, seat), (seed, seat)
                hidden_seen += bool(hidden_items(game_id, state, seat))
            assert not leaked(game_id, public_message(info, state), state, SPECTATOR)
            views += players + 1
        rounds_ended += len(state.completed_rounds())
    assert views > 500 and rounds_ended >= 2
    assert hidden_seen or game_id == "pokeno"


def test_a_planted_leak_is_caught(monkeypatch):
    """The check is not blind: a view that shows the next seat's rack in place of the own
    discards is found out."""
    from dataclasses import replace

    from gamenight.games.okey.rules import OkeyState

    honest = OkeyState.view

    def leaky(self, player):
        view = honest(self, player)
        if self.round is None:
            return view
        return replace(view, own_discards=tuple(self.round.racks[(player + 1) % 4]))

    monkeypatch.setattr(OkeyState, "view", leaky)
    for match in played("okey", 1, max_steps=40):
        if match.state.round is not None and match.current_player >= 0:
            assert leaked("okey", seat_message(match.info, match.state, 0), match.state, 0)
            return
    raise AssertionError("no round was dealt")


def test_the_public_view_has_no_hand_rack_or_stash():
    for game_id in PLAYED_GAMES:
        *_, match = played(game_id, 4, max_steps=120)  # the match as it ends
        public = codec.encode(match.state.public_view())
        assert public["seat"] == SPECTATOR
        for field in ("hand", "rack", "stash", "own_discards", "left_discards"):
            assert public.get(field) in (None, [], (), {}), (game_id, field)
