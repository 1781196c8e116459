"""The Goodge screen driven with the mouse on a rigged deal: bid, exchange, trump, a round played
by clicks and drags to its end, the round-end panel and the next deal; the screen's kit parts, the
hint and the stash's cards tagged in the Goodge's hand."""
import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTextBrowser

from gamenight.app.rules_dialog import RulesDialog
from gamenight.core.match import Match
from gamenight.core.records import Seat
from gamenight.games.goodge.actions import Bid, NameTrump, Pass, Play
from gamenight.games.goodge.cards import SUITS
from gamenight.games.goodge.ui.screen import GoodgeScreen
from gamenight.games.goodge.views import Phase
from gamenight.table.screen import GameScreen

from .screen_helpers import cards, click_card, drag_card, raised_cards, rigged_match

BOTS = [Seat("Ann"), Seat("Bo", "bot", "normal"), Seat("Cy", "bot", "normal"), Seat("Di", "bot", "normal")]


def outbid(screen, qtbot, match) -> None:
    """Click the lowest bid whenever it is Ann's call, until the auction is over (Ann ends up the Goodge)."""
    while match.state.phase is Phase.BIDDING:
        qtbot.waitUntil(lambda: match.state.phase is not Phase.BIDDING or screen.my_turn(), timeout=5000)
        if match.state.phase is Phase.BIDDING:
            lowest = min((value for value in screen.choices.buttons if isinstance(value, Bid)),
                         key=lambda bid: bid.amount)
            qtbot.mouseClick(screen.choices.buttons[lowest], Qt.MouseButton.LeftButton)


def open_rigged(window, qtbot, seats=BOTS):
    match = rigged_match(seats)
    window.open_match(match)
    window.controller.bot_delay_ms = 0
    window.resize(1366, 768)
    qtbot.wait(30)
    return match, window.screen_widget


def test_a_rigged_round_bid_exchanged_trumped_and_played_by_the_mouse(window, qtbot):
    match, screen = open_rigged(window, qtbot)
    assert isinstance(screen, GoodgeScreen) and isinstance(screen, GameScreen)
    assert screen.status.text() == "Your call: bid or pass."
    offered = [Bid(amount) for amount in (50, 55, 60, 65, 70, 75, 100, 150, 250)] + [Pass()]
    assert list(screen.choices.buttons) == offered  # the next bids, jumps of 50 and 100, the highest
    qtbot.mouseClick(screen.choices.buttons[Bid(50)], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: screen.my_turn(), timeout=5000)
    assert screen.calls.text().splitlines()[:3] == ["Bidding:", "\u2068Ann\u2069: 50", "\u2068Bo\u2069: 55"]
    outbid(screen, qtbot, match)
    view = match.state.view(0)
    assert view.phase is Phase.PUT_BACK and view.goodge == 0 and len(screen.scene.cards) == 15
    assert f"Goodge: \u2068Ann\u2069, bid {view.high_bid}" in screen.scene.info_detail.text()

    for card in cards("2S 5D 5T"):
        click_card(screen, card)
    assert match.state.view(0).stash == tuple(cards("2S 5D 5T")) and len(screen.scene.cards) == 12
    assert window.undo_action.text() == "Undo put back the 5 of Stars"
    window.undo_action.trigger()  # undo until confirmed: the last card comes back to the hand
    assert match.state.view(0).stash == tuple(cards("2S 5D")) and len(screen.scene.cards) == 13
    click_card(screen, cards("5T")[0])

    assert match.state.phase is Phase.TRUMP and set(screen.choices.buttons) == {NameTrump(s) for s in range(5)}
    assert "\n3 in hand" in screen.choices.buttons[NameTrump(SUITS.index("Spades"))].text()
    qtbot.mouseClick(screen.choices.buttons[NameTrump(SUITS.index("Hearts"))], Qt.MouseButton.LeftButton)
    assert match.state.phase is Phase.PLAY and screen.scene.info.text() == "Trump: \u2665 Hearts"

    first = raised_cards(screen)
    assert len(first) == 12  # on lead every card may be played
    drag_card(screen, first[0], up=30)  # let go near the hand: nothing is played
    assert first[0] in match.state.view(0).hand and screen.scene.cards[first[0]].playable
    drag_card(screen, first[0])
    assert first[0] not in match.state.view(0).hand
    while not match.state.results:
        qtbot.waitUntil(lambda: bool(match.state.results) or screen.my_turn(), timeout=10000)
        if match.state.results:
            break
        legal = {action.card for action in match.state.legal_actions() if isinstance(action, Play)}
        assert set(raised_cards(screen)) == legal
        dimmed = [item.card for item in screen.scene.cards.values() if item.dimmed]
        assert not legal & set(dimmed)
        click_card(screen, raised_cards(screen)[0])

    result = match.state.results[0]
    assert screen.end_panel.isVisible() and screen.next_button.isVisible()
    assert f"bid of {result.bid}" in screen.end_panel.text.text()
    assert screen.sheet.total_texts() == [str(total) for total in match.state.totals]
    qtbot.wait(30)
    assert match.state.round is None  # the next deal waits for the players
    qtbot.mouseClick(screen.next_button, Qt.MouseButton.LeftButton)
    assert match.state.phase is Phase.BIDDING and not screen.end_panel.isVisible()


def test_the_rules_as_played_open_from_the_table(window, qtbot):
    _, screen = open_rigged(window, qtbot)
    qtbot.mouseClick(screen.rules_button, Qt.MouseButton.LeftButton)
    rules = screen.findChild(RulesDialog, "rules-goodge")
    assert rules is not None and rules.isVisible() and "Crown" in rules.findChild(QTextBrowser).toPlainText()
    rules.close()


def test_replay_this_deal_takes_back_the_round_to_the_first_decision(window, qtbot, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a[2]) or answers.pop(0))
    match, screen = open_rigged(window, qtbot)
    outbid(screen, qtbot, match)
    dealt = match.state.view(0).hand
    for card in cards("2S 5D 5T"):
        click_card(screen, card)
    qtbot.mouseClick(screen.choices.buttons[NameTrump(3)], Qt.MouseButton.LeftButton)
    while not match.state.results:
        qtbot.waitUntil(lambda: bool(match.state.results) or screen.my_turn(), timeout=10000)
        if not match.state.results:
            click_card(screen, raised_cards(screen)[0])
    assert screen.replay_button.isVisible()
    actions = list(match.record.actions)
    qtbot.mouseClick(screen.replay_button, Qt.MouseButton.LeftButton)  # "No": nothing changes
    assert match.record.actions == actions and "score history" in asked[0]
    qtbot.mouseClick(screen.replay_button, Qt.MouseButton.LeftButton)
    view = match.state.view(0)
    assert not match.state.results and view.phase is Phase.BIDDING and view.calls == ()
    assert set(view.hand) == set(dealt) - set(cards("2S 5D 5T")) and len(screen.scene.cards) == 12
    assert screen.status.text() == "Your call: bid or pass." and not screen.end_panel.isVisible()


def test_a_finished_game_shows_its_winner_and_the_whole_score_sheet(window, qtbot):
    seats = [Seat("Ann", "bot", "easy"), Seat("Bo", "bot", "easy"), Seat("Cy", "bot", "easy")]
    match = Match.start("goodge", seats, seed=4)
    match.play_out()
    assert match.is_over
    window.open_match(match)
    screen = window.screen_widget
    winner = [seat for seat, place in enumerate(match.state.placements()) if place == 1]
    assert screen.end_panel.isVisible() and not screen.next_button.isVisible()
    banner = screen.end_panel.banner.text()
    assert f"{seats[winner[0]].name}" in banner and "wins!" in banner and screen.end_panel.again_button.isVisible()
    assert screen.sheet.rowCount() == len(match.state.results) + 1
    assert screen.sheet.total_texts() == [str(total) for total in match.state.totals]
    assert screen.status.text() == f"Game over: \u2068{seats[winner[0]].name}\u2069 wins."  # the header names them


def hint_message(screen, qtbot, said: str = "Hint:") -> str:
    """The message once Hint is pressed and the message starts with `said`."""
    qtbot.mouseClick(screen.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: screen.message.text().startswith(said), timeout=20000)
    return screen.message.text()


def test_the_hint_gives_the_hard_bots_bid_and_card_with_its_chance_of_making_the_bid(window, qtbot):
    match, screen = open_rigged(window, qtbot)
    assert re.fullmatch(r"Hint: bid 50\. An estimated \d+% chance of making it\.", hint_message(screen, qtbot))
    outbid(screen, qtbot, match)
    for card in cards("2S 5D 5T"):
        click_card(screen, card)
    qtbot.mouseClick(screen.choices.buttons[NameTrump(SUITS.index("Hearts"))], Qt.MouseButton.LeftButton)
    bid = match.state.view(0).high_bid
    said = re.fullmatch(rf"Hint: play (the .+)\. An estimated (\d+)% chance of your bid of {bid} being made\.",
                        hint_message(screen, qtbot))
    assert said is not None and 0 <= int(said[2]) <= 100
    assert screen.hinted is not None and str(screen.hinted.name) == said[1] and screen.scene.cards[screen.hinted].marked


def test_the_goodges_hand_tags_the_cards_that_came_from_the_stash(window, qtbot):
    match, screen = open_rigged(window, qtbot)

    def tagged():
        return {card for card, item in screen.scene.cards.items() if item.from_stash}

    assert not tagged()  # bidding: the stash is face down
    outbid(screen, qtbot, match)
    assert tagged() == set(cards("2S 5D 5T"))
    for card in cards("5T 1S 1D"):
        click_card(screen, card)
    assert tagged() == set(cards("2S 5D"))  # the 5 of Stars went back
    qtbot.mouseClick(screen.choices.buttons[NameTrump(SUITS.index("Hearts"))], Qt.MouseButton.LeftButton)
    assert tagged() == set(cards("2S 5D"))  # still tagged while the round is played
    click_card(screen, cards("5D")[0])
    assert tagged() == set(cards("2S"))
