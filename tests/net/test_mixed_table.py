"""A mixed table: a person at the computer, a player on a phone and bots in one game. The window
shows the person's own rack; the phone gets its own seat's view only, and both play their turns."""
import queue
import threading

from tests.net.test_desktop_host import free_port, phone_plays
from tests.test_view_leaks import leaked

from gamenight.app.match_controller import MatchController
from gamenight.core.match import Match
from gamenight.core.records import Seat
from gamenight.net.desktop import PhoneTable
from gamenight.storage.keeper import MatchKeeper


def test_a_person_here_a_phone_and_bots_play_one_game(qtbot):
    seats = [Seat("Ann"), Seat("Phone 1", "phone"), Seat("Bo", "bot", "easy"), Seat("Cy", "bot", "easy")]
    match = Match.start("okey", seats, seed=12)
    controller = MatchController(match, MatchKeeper(match, None, None), bot_delay_ms=0)
    table = PhoneTable(controller, "127.0.0.1", free_port(), pace=0)
    table.start()
    try:
        controller.start()
        results: queue.Queue = queue.Queue()
        threading.Thread(target=phone_plays, args=(table.link(1), 6, results), daemon=True).start()
        ann_moves = 0
        while results.empty():
            if match.current_player == 0:  # Ann plays at the computer, as her screen would
                assert controller.act(match.state.legal_actions()[0], 0)
                ann_moves += 1
            qtbot.wait(10)
        outcome = results.get()
        assert not isinstance(outcome, Exception), outcome
        moves, last, errors = outcome
        assert moves == 6 and errors == [] and ann_moves >= 3
        fresh = table.host.view_message(1)
        assert last["you"] == 1
        assert not leaked("okey", fresh, match.state, 1)  # nothing of Ann's rack, nor the bots'
        assert fresh["view"]["rack"] == [tile.code for tile in match.state.view(1).rack]
    finally:
        table.stop()
