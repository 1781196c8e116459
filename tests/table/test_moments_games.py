"""Moments in the five games: each round or game end on the shared end panel with the game's
picture of what won, the round log without hidden cards or tiles, bots' moves announced, and a
card entered twice flashing red on the caller's entry board."""
import dataclasses
import re

from PySide6.QtCore import Qt

from gamenight.core.match import Match
from gamenight.core.records import Seat
from gamenight.games.pokeno.rules import Dice
from gamenight.games.pokeno.views import Phase
from gamenight.table.toast import flashing


def to_first_round_end(match):
    """Bots play until the first round is over (or the game, for a game of one round)."""
    while not match.state.completed_rounds() and not match.is_over:
        assert match.advance() is not None


def opened_before_the_last_move(window, match):
    """The match opened one move before the end it reached, which its bot then plays again."""
    record = dataclasses.replace(match.record, actions=match.record.actions[:-1], user_draws=[], log=[])
    window.open_match(Match.from_record(record))
    window.controller.bot_delay_ms = 0
    return window.screen_widget


def bots(game, names, level="normal", seed=1):
    return Match.start(game, [Seat(name, "bot", level) for name in names], seed=seed)


def test_okey_round_end_draws_the_winning_hand_and_logs_only_what_the_table_saw(window, qtbot):
    match = bots("okey", ["Ann", "Bo", "Cy", "Di"])
    to_first_round_end(match)
    result = match.state.results[-1]
    screen = opened_before_the_last_move(window, match)
    panel = screen.end_panel
    qtbot.waitUntil(panel.isVisible, timeout=5000)
    winner = match.seats[result.winner].name
    assert f"{winner}\u2069 wins the round!" in panel.banner.text()
    assert not panel.picture.isHidden() and not panel.picture.pixmap().isNull()
    assert screen.next_button.isVisible() and panel.log_button.isVisible() and panel.launcher_button.isVisible()
    assert not panel.again_button.isVisible()  # the game goes on
    lines = screen.round_log_lines()
    assert lines[-1].startswith(f"\u2068{winner}\u2069 finished with the ")
    assert not any("dealt" in line for line in lines)  # the racks dealt are nobody else's business
    draws = [line for line in lines if " drew " in line]
    assert draws and all(re.fullmatch(r"\u2068\w+\u2069 drew a tile from the stock\.", line) for line in draws)


def test_okey_announces_a_bots_take_of_the_discard(window, qtbot):
    match = bots("okey", ["Ann", "Bo", "Cy", "Di"])
    window.open_match(match)
    window.controller.bot_delay_ms = 0
    screen = window.screen_widget
    seen = []
    window.controller.changed.connect(lambda change: seen.append(screen.toast.text())
                                      if type(change.action).__name__ == "TakeDiscard" else None)
    qtbot.waitUntil(lambda: bool(seen or match.state.completed_rounds()), timeout=20000)
    assert seen and re.fullmatch(r"\u2068\w+\u2069 took the (red|black|blue|yellow) \d+ . from the discards\.", seen[0])


def test_goodge_round_end_shows_the_stash_and_its_log_keeps_the_stash_hidden(window, qtbot):
    match = Match.start("goodge", [Seat("Ann"), Seat("Bo", "bot", "easy"), Seat("Cy", "bot", "easy")], seed=4)
    while not match.state.results:
        if match.advance() is None:
            match.apply(match.state.legal_actions()[0])  # Ann's move, any legal one
    window.open_match(match)
    screen = window.screen_widget
    panel = screen.end_panel
    assert panel.isVisible() and not panel.picture.isHidden() and screen.next_button.isVisible()
    assert panel.buttons.indexOf(screen.next_button) == 0  # the game's own buttons first
    lines = screen.round_log_lines()
    assert lines and not any("stash" in line for line in lines)
    assert any(re.fullmatch(r"\u2068\w+\u2069 (bid \d+|passed)\.", line) for line in lines)


def test_jokers_game_end_draws_the_finished_board(window, qtbot):
    match = bots("jokers", ["Ann", "Bo", "Cy", "Di"])
    match.play_out()
    assert match.is_over
    window.open_match(match)
    panel = window.screen_widget.end_panel
    assert panel.isVisible() and panel.again_button.isVisible()
    assert panel.banner.text() == window.screen_widget.winners_title()
    assert not panel.picture.isHidden() and panel.picture.pixmap().width() > 100


def test_pokeno_round_end_draws_the_winning_board(window, qtbot):
    match = Match.start("pokeno", [Seat("Bo", "bot", "easy"), Seat("Cy", "bot", "easy")], seed=11)
    window.open_match(match)
    window.controller.bot_delay_ms = 0
    screen = window.screen_widget
    qtbot.waitUntil(lambda: match.state.view(0).phase is not Phase.CHOOSING, timeout=5000)
    while not match.state.completed_rounds():
        screen.controls.primary.click()
    panel = screen.end_panel
    assert panel.isVisible() and screen.next_round.isVisible()
    assert not panel.picture.isHidden() and panel.picture.pixmap().height() >= 100
    winners = match.state.round_winners()[-1]
    assert all(match.seats[seat].name in panel.banner.text() for seat in winners)


def test_pokeno_a_card_called_twice_flashes_red_until_the_next_call(window, qtbot):
    match = Match.start("pokeno", [Seat("Op"), Seat("Bo", "bot", "easy")], {"draw": "external"}, seed=11)
    window.open_match(match)
    window.controller.bot_delay_ms = 0
    screen = window.screen_widget
    window.controller.act(match.state.legal_actions()[0], 0)
    qtbot.waitUntil(lambda: None not in match.state.board_of, timeout=5000)
    for total in (6, 4, 6, 2):  # a roll, then the procedure's steps: cards are called
        step = match.state.pending_step()
        assert window.controller.enter_chance(Dice((total - min(6, total - 1), min(6, total - 1))) if step.dice == 2
                                              else Dice((total,)))
    assert match.state.view(0).phase is Phase.CALLING
    buttons = list(screen.called.buttons.values())
    qtbot.mouseClick(buttons[0], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(buttons[0], Qt.MouseButton.LeftButton)  # called already
    assert flashing(buttons[0]) and "already" in screen.message.text()
    qtbot.mouseClick(buttons[1], Qt.MouseButton.LeftButton)
    assert not flashing(buttons[0]) and len(match.state.view(0).round.drawn) == 2


def test_jokers_says_a_bots_play_on_the_board_in_the_move_logs_words(window, qtbot):
    match = bots("jokers", ["Ann", "Bo", "Cy", "Di"], level="easy")
    window.open_match(match)
    screen = window.screen_widget
    qtbot.waitUntil(screen.toast.isVisible, timeout=10000)
    said = screen.toast.text()
    assert said in screen.round_log_lines() and re.match(r"\u2068(\w+)\u2069 ", said).group(1) in screen.names
    assert screen.board_view.geometry().contains(screen.toast.geometry())
