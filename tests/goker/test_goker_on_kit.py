"""Goker on the table kit: what each view may reach, the phase enum, the pass gate of hot-seat
solo play (none at the console), the end panel's winners from placements, and text sizes."""
import dataclasses

from PySide6.QtCore import Qt

from gamenight.core import registry
from gamenight.core.cards import Card
from gamenight.core.match import Match
from gamenight.core.records import Seat
from gamenight.games.goker.deck import Deck
from gamenight.games.goker.rules import Deal, GokerState, Guess
from gamenight.games.goker.views import SPECTATOR, GokerPhase
from gamenight.table.screen import GameScreen

GAME = registry.get("goker")


def dealt(cards="app"):
    state = GokerState(GAME.resolve_options({"cards": cards}), 3)
    if cards == "app":
        state.apply(Deal(tuple(Card.from_index(i) for i in range(9))))
    return state


def reachable_cards(value) -> set[Card]:
    """Every card a view holds anywhere in its fields, but the deck (every card's grid, public)."""
    if isinstance(value, Deck):
        return set()
    if isinstance(value, Card):
        return {value}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return set().union(*(reachable_cards(getattr(value, f.name)) for f in dataclasses.fields(value)))
    if isinstance(value, dict):
        return reachable_cards(list(value.keys())) | reachable_cards(list(value.values()))
    if isinstance(value, (list, tuple, set, frozenset)):
        return set().union(set(), *(reachable_cards(item) for item in value))
    return set()


def to_the_level_end(state):
    while state.phase != GokerPhase.PLAY:
        if state.phase == GokerPhase.GUESS:
            state.apply(state.legal_actions()[0])
        else:
            state.apply(state.legal_actions()[0] if state.phase == GokerPhase.FLIP else state.legal_actions()[-1])


def test_a_view_reaches_no_other_seats_hidden_cards():
    state = dealt()
    to_the_level_end(state)
    acting = state.current_player
    for seat in range(3):
        others = {card for other in range(3) if other != seat for card in state.hands[other]}
        assert not reachable_cards(state.view(seat)) & others
        assert set(state.view(seat).playable) == (set(state.hands[seat]) if seat == acting else set())
    public = state.public_view()
    assert public.seat == SPECTATOR and public.hand == () and public.playable == ()
    assert not reachable_cards(public) & {card for hand in state.hands for card in hand}


def test_the_public_view_of_physical_cards_offers_every_unplayed_card():
    state = dealt("table")
    to_the_level_end(state)
    assert len(state.public_view().playable) == 52 and state.public_view().hand == ()


def test_phases_are_an_enum_that_still_compares_as_text():
    state = dealt()
    assert state.phase is GokerPhase.GUESS and state.phase == "guess" and state.view(0).phase == "guess"
    state.apply(Guess(7))
    assert state.view(0).round.guesses == {1: 7} and state.view(0).rounds[-1].number == 0


def test_rapid_start_marks_come_from_the_engine():
    state = GokerState(GAME.resolve_options({"cards": "table", "rapid_start": True}), 2)
    for number in (1, 2):
        state.apply(Guess(number))
    state.apply(state.legal_actions()[36])  # N 37 (numbers 1 and 2 are guessed, not called)
    view = state.public_view()
    assert view.balls == (37,) and view.rapid_marks == frozenset({7, 17, 27, 47, 57, 67})


def hot_seat(window, qtbot):
    match = Match.start("goker", [Seat("Ann"), Seat("Bob"), Seat("Bo", "bot", "easy")], seed=4)
    window.open_match(match)
    window.controller.bot_delay_ms = 0
    qtbot.waitUntil(lambda: match.state.phase != "deal", timeout=3000)
    return match, window.screen_widget


def test_hot_seat_solo_gates_each_persons_cards(window, qtbot):
    match, screen = hot_seat(window, qtbot)
    assert isinstance(screen, GameScreen) and screen.gated and screen.hidden_information
    guesser = match.state.current_player  # seat 1 guesses first: Bob
    assert screen.pass_gate.isVisible() and match.seats[guesser].name in screen.pass_gate.text.text()
    assert all(view.item.card is None and view.item.empty == "face down" for view in screen.card_views)
    qtbot.mouseClick(screen.board.buttons[70], Qt.MouseButton.LeftButton)  # the table is not Bob's yet: no guess
    assert match.state.round.guesses == {}
    qtbot.mouseClick(screen.pass_gate.open_button, Qt.MouseButton.LeftButton)
    assert [view.item.card for view in screen.card_views] == match.state.hands[guesser]
    qtbot.mouseClick(screen.board.buttons[70], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: match.state.current_player != 2, timeout=3000)  # the bot guesses
    assert screen.pass_gate.isVisible() and "Ann" in screen.pass_gate.text.text()
    qtbot.mouseClick(screen.pass_gate.open_button, Qt.MouseButton.LeftButton)
    assert [view.item.card for view in screen.card_views] == match.state.hands[0]
    qtbot.mouseClick(screen.board.buttons[71], Qt.MouseButton.LeftButton)
    assert match.state.phase == "draw" and not screen.unlocked  # the draw is public: cards face down
    assert all(view.item.card is None for view in screen.card_views)


def test_the_console_has_no_gate_and_draws_the_public_view(window, qtbot):
    match = Match.start("goker", [Seat("Ann"), Seat("Bob"), Seat("Cy")], {"cards": "table"}, seed=3)
    window.open_match(match)
    screen = window.screen_widget
    assert not screen.gated and screen.unlocked and screen.view().seat == SPECTATOR
    assert not screen.pass_gate.isVisible()
    assert screen.card_views[0].item.empty == "Pick a card to validate it"


def test_the_end_panel_names_the_winners_from_placements(window, qtbot, monkeypatch):
    match = Match.start("goker", [Seat("Ann", "bot", "easy"), Seat("Bob", "bot", "easy")], seed=3)
    match.play_out()
    last = max(range(2), key=lambda seat: (-match.state.scores()[seat], seat))  # placed last by score
    monkeypatch.setattr(GokerState, "placements", lambda self: tuple(1 if s == last else 2 for s in range(2)))
    window.open_match(match)
    screen = window.screen_widget
    assert screen.end_panel.isVisible() and screen.level_end.game_over
    assert f"{match.seats[last].name}\u2069 wins" in screen.end_panel.banner.text()


def test_text_is_large_enough_on_the_console_and_the_projector(window, qtbot, monkeypatch):
    from PySide6.QtWidgets import QLabel

    from gamenight.games.goker.ui.audience import AudienceWindow

    monkeypatch.setattr(AudienceWindow, "showFullScreen", AudienceWindow.show)
    match = Match.start("goker", [Seat("Ann"), Seat("Bob")], {"cards": "table"}, seed=3)
    window.open_match(match)
    screen = window.screen_widget
    legend = next(label for label in screen.findChildren(QLabel) if "missed" in label.text())
    assert legend.font().pixelSize() >= 12
    screen.more.open_audience()
    audience = screen.more.audience
    qtbot.addWidget(audience)
    audience.resize(1920, 1080)
    qtbot.waitUntil(lambda: audience.board.buttons[1].height() > 100, timeout=2000)
    board = audience.board
    assert min(board.buttons[1].font().pixelSize(), board.heads[0].font().pixelSize(),
               audience.recent.letter_px()) >= 24
    assert screen.ball.recent_letter_px() >= 12  # the console's recent balls
    assert board.geometry().right() < audience.width() - 16  # clear of the right edge


def test_the_level_end_shows_once_per_change_and_goes_with_its_undo(window, qtbot):
    from gamenight.games.goker.rules import Ball, PlayCard

    match = Match.start("goker", [Seat("Ann"), Seat("Bob")], {"cards": "table", "draw": "external", "level1": 5,
                                                             "level2": 10, "level3": 15, "grace_seconds": 0}, seed=3)
    window.open_match(match)
    screen, controller = window.screen_widget, window.controller
    for seat, number in ((1, 70), (0, 71)):
        controller.act(Guess(number), seat)
    for number in range(1, 6):
        controller.enter_chance(Ball(number))
    qtbot.waitUntil(lambda: match.state.phase == "play", timeout=3000)
    for card in ("AS", "KH"):
        controller.act(PlayCard(Card.parse(card)), match.state.current_player)
    assert screen.end_panel.isVisible() and screen.level_end.result.level == 1
    controller.act(Guess(72), match.state.current_player)  # level 2 begins under the panel
    assert screen.end_panel.isVisible() and screen.status.text().startswith("Level 1 ended at call 5")
    controller.undo()
    assert screen.end_panel.isVisible()  # a guess undone: level 1 is still over
    controller.undo()  # the last card played: level 1 is open again
    assert match.state.phase == "play" and not screen.end_panel.isVisible()
    assert screen.status.text() == "Level 1 ends: play a card face down"
    controller.act(PlayCard(Card.parse("KH")), match.state.current_player)
    screen.level_end.close()
    screen.refresh()  # a redraw is no new level end
    assert not screen.end_panel.isVisible()
