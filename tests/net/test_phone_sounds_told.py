"""What each phone is told to play (a view message's `sounds`): its own move's sound as the move is
made, never another seat's; its win of a round or the game; nothing when a view is sent again
after an undo; and `sound_set`, every sound the table may ask of it (fetched after first paint)."""
import pytest

from gamenight.core.engine import CHANCE
from gamenight.core.match import Match
from gamenight.core.records import Seat
from gamenight.net.host import TableHost
from played import PLAYED_GAMES, played


@pytest.mark.parametrize("game", PLAYED_GAMES)
def test_each_phone_is_told_its_own_moves_and_wins_only(game):
    games = played(game, seed=4, max_steps=2500)
    match = next(games)
    host = TableHost(match, set(range(len(match.seats))))
    sounds = match.info.sounds
    wins = 0
    for match in games:
        actor = match.last_actor
        kind = match.record.actions[-1]["kind"]
        for seat in range(len(match.seats)):
            message = host.view_message(seat)
            told = message["sounds"]
            own = [sounds[kind]] if actor == seat and kind in sounds else []
            assert told[:len(own)] == own and set(told[len(own):]) <= {"round_won", "game_won"}, (seat, told)
            if "round_won" in told:
                assert match.ended_a_round() and seat in match.state.round_winners()[-1]
                wins += 1
            if "game_won" in told:
                assert match.is_over and match.state.placements()[seat] == 1
                wins += 1
            assert set(told) <= set(message["sound_set"])
        assert actor == CHANCE or actor >= 0
    assert wins >= 1


def test_a_view_sent_again_after_an_undo_tells_no_sound():
    seats = [Seat("Ada", "phone"), *(Seat(name, "bot", "easy") for name in ("Bo", "Cy", "Di"))]
    match = Match.start("okey", seats, seed=4)
    host = TableHost(match, {0})
    while not (match.last_actor == 0 and match.record.actions[-1]["kind"] == "discard"):
        if match.current_player == 0:
            match.apply(next(action for action in match.state.legal_actions()
                             if action.kind in ("draw_stock", "discard")), 0)
        else:
            match.advance()
    assert host.view_message(0)["sounds"] == ["tile_clack"] and host.view_message(1)["sounds"] == []
    match.undo()
    assert host.view_message(0)["sounds"] == []
