"""A bot that raises on the bot worker never leaves the table waiting: the game goes on with the
first legal move and the table says why; a hint whose bot raises says so instead of hanging."""
from gamenight.app.match_controller import MatchController
from gamenight.core.match import Match
from gamenight.core.records import Seat
from gamenight.storage.keeper import MatchKeeper
from toygame import HoldAtBot


def test_a_bot_that_raises_makes_the_first_legal_move_and_the_table_says_so(pig, qtbot, monkeypatch):
    def broken(self, view, legal, rng):
        raise IndexError("list index out of range")

    monkeypatch.setattr(HoldAtBot, "choose", broken)
    match = Match.start("pig", [Seat("Me"), Seat("Bo", "bot", "normal")], seed=2)
    controller = MatchController(match, MatchKeeper(match, None, None), bot_delay_ms=0)
    said = []
    controller.refused.connect(said.append)
    controller.start()
    while match.current_player != 1:
        if match.current_player == 0:
            controller.act(match.state.legal_actions()[-1], 0)  # hold: the turn passes to the bot
        qtbot.wait(5)
    before = len(match.record.actions)
    qtbot.waitUntil(lambda: len(match.record.actions) > before and bool(said), timeout=5000)
    assert "Bo (a bot) could not decide (IndexError: list index out of range)" in str(said[0])


def test_a_hint_whose_bot_raises_says_so(pig, qtbot, monkeypatch):
    from toygame import PIG

    def broken(self, view, legal, rng):
        raise RuntimeError("no idea")

    for bot in PIG.bots.values():
        monkeypatch.setattr(bot, "advise", broken)
    match = Match.start("pig", [Seat("Me"), Seat("Bo", "bot", "easy")], seed=2)
    controller = MatchController(match, MatchKeeper(match, None, None), bot_delay_ms=0)
    said = []
    controller.refused.connect(said.append)
    controller.start()
    qtbot.waitUntil(lambda: match.current_player == 0, timeout=5000)
    controller.request_hint(0)
    qtbot.waitUntil(lambda: bool(said), timeout=5000)
    assert str(said[0]) == "no hint this time: the bot could not decide (RuntimeError: no idea)"
