"""The Jokers screen played by clicks on a rigged position (a split, a joker, refused clicks
with the engine's reasons, the way to a hovered hole, the move log and trails), the end panel
of a won game, hints on the board, and what a hot-seat screen can reach of other hands."""
from __future__ import annotations

from PySide6.QtCore import Qt

from gamenight.core.match import Match
from gamenight.core.records import Seat
from gamenight.games.jokers.actions import JokerMove, Move, Split
from gamenight.games.jokers.deck import ALL_CARDS
from gamenight.games.jokers.position import build_position
from gamenight.games.jokers.track import home_hole, is_track, start_hole
from gamenight.games.jokers.ui.geometry import hole_point
from gamenight.games.jokers.ui.screen import JokersScreen
from gamenight.table.names import name_text, win_title
from gamenight.table.screen import GameScreen

from .board_clicks import click_card, click_hole, hover_hole

BOTS = [Seat("Ada"), Seat("Bo", "bot", "easy"), Seat("Cy", "bot", "easy"), Seat("Di", "bot", "easy")]


def open_position(window, position, seats=BOTS):
    """The screen on a match whose state is the built position (its record is not replayed)."""
    match = Match.start("jokers", seats, seed=3)
    match.state = position
    window.open_match(match)
    window.controller.bot_delay_ms = 0
    return match, window.screen_widget


def test_a_split_then_a_joker_played_by_clicks_with_refusals_explained(window, qtbot):
    position = build_position({0: [12, 30], 1: [33, 50], 2: [44], 3: [5]}, {0: "7H JK1 5C 2C 3C 4C"}, turn=0)
    match, screen = open_position(window, position)
    assert isinstance(screen, JokersScreen) and isinstance(screen, GameScreen)
    assert screen.status.text() == "Your turn: pick a card."

    click_hole(screen, 5)  # a marble before any card
    assert screen.message.text() == "Pick a card from your hand first."
    seven = click_card(screen, "7H")
    assert screen.scene.marble_on(12).glow and screen.scene.marble_on(30).glow
    assert not screen.scene.marble_on(33).glow
    click_hole(screen, 33)  # Bo's marble: the engine says why not
    assert screen.message.text() == "The 7\u2665 cannot move that marble: you have no marble on 33."
    click_hole(screen, 12)
    assert {target.hole: target.label for target in screen.scene.targets} == {
        13: "+1", 14: "+2", 15: "+3", 16: "+4", 17: "+5", 18: "+6", 19: "+7"}
    hover_hole(screen, 16)
    assert screen.scene.way.path().elementCount() == 5  # 12, 13, 14, 15, 16
    click_hole(screen, 16)  # the first part: 4 forward; the marble waits there for the second
    assert screen.scene.marble_on(16) is not None and screen.scene.marble_on(12) is None
    assert screen.status.text() == "7\u2665: the first marble moved +4; now pick the second marble, to move +3."
    assert match.record.actions == [] and screen.scene.way.path().elementCount() == 5  # the first part's way
    click_hole(screen, 30)
    assert [target.hole for target in screen.scene.targets] == [33]
    click_hole(screen, 33)
    assert match.state.board.holes_of(0)[:2] == (16, 33) and match.state.board.holes_of(1)[0] == start_hole(1, 0)
    assert Split(seven, 12, 4, 30, 3) == match.state.public[0]
    assert screen.log.item(0).text() == (f"{name_text('Ada')} split 7\u2665 between two marbles. The first marble went "
                                         f"4 holes forward. The second marble went 3 holes forward. "
                                         f"{name_text('Bo')}'s marble went back to start.")
    assert [path[0] for path in screen.trails[0]] == [12, 30]

    qtbot.waitUntil(lambda: match.current_player == 0, timeout=10000)
    assert screen.log.count() == 4 and screen.status.text() == "Your turn: pick a card."
    five = click_card(screen, "5C")
    click_hole(screen, 16)
    click_hole(screen, 40)  # not a marked hole: nothing happens but words
    assert screen.message.text() == "Pick a glowing marble, then one of the marked holes."
    joker = click_card(screen, "JK1")
    assert screen.hand.fan.items[joker].marked and not screen.hand.fan.items[five].marked
    click_hole(screen, 16)
    targets = {target.hole for target in screen.scene.targets}
    others = [hole for seat in (1, 2, 3) for hole in match.state.board.holes_of(seat) if is_track(hole)]
    assert targets == set(others) - {33} or targets == set(others)
    target = sorted(targets)[0]
    click_hole(screen, target)
    assert match.state.public[4] == JokerMove(joker, 16, target)
    assert match.state.board.holes_of(0)[0] == target


def test_a_card_with_no_move_and_a_discard_turn_say_why(window, qtbot):
    position = build_position({}, {0: "2C 3C 4C 5C 6C 7C"}, turn=0)
    match, screen = open_position(window, position)
    click_card(screen, "2C")
    assert screen.status.text() == "No card can be played: pick one to discard."
    assert screen.discard_button.isEnabled() and match.record.actions == []
    qtbot.mouseClick(screen.discard_button, Qt.MouseButton.LeftButton)
    assert match.state.counts[0] == 1
    assert screen.log.item(0).text() == (
        f"{name_text('Ada')} discarded 2\u2663: 1 of the 6 discards that bring a marble out.")

    position = build_position({0: [12]}, {0: "9S 5C 2C 3C 4C 6C"}, turn=0)
    match, screen = open_position(window, position)
    click_card(screen, "9S")
    assert screen.message.text() == "The 9\u2660 has no move: the 9 must move two marbles."
    assert screen.status.text() == "Your turn: pick a card."


def test_the_hand_is_a_fan_with_the_drawn_card_tagged_new_and_cards_without_a_move_dimmed(window, qtbot):
    position = build_position({0: [12]}, {0: "9S 5C 2C 3C 4C 6C"}, turn=0, drawn="4C")
    match, screen = open_position(window, position)
    items = {card.partition(".")[0]: item for card, item in screen.hand.fan.items.items()}
    assert [card.partition(".")[0] for card in screen.hand.fan.order] == ["9S", "5C", "2C", "3C", "4C", "6C"]
    assert [code for code, item in items.items() if item.tag] == ["4C"]
    assert screen.hand.accessibleDescription() == "9\u2660, 5\u2663, 2\u2663, 3\u2663, 4\u2663, 6\u2663"
    assert items["9S"].dimmed and not items["5C"].dimmed and items["9S"].playable  # still clicked to hear why
    assert len({item.y() for item in items.values()}) == 1
    click_card(screen, "5C")
    assert items["5C"].marked and items["5C"].y() < items["2C"].y() == items["9S"].y()
    assert screen.scene.marble_on(12).picked and match.record.actions == []


def test_the_last_marble_home_ends_the_game_with_the_end_panel(window, qtbot):
    mine = [home_hole(0, k) for k in range(1, 5)] + [2]
    position = build_position({0: mine, 2: [home_hole(2, k) for k in range(5)]}, {0: "2C 9S 9H 9D 9C 8S"}, turn=0)
    match, screen = open_position(window, position)
    click_card(screen, "2C")  # one marble can move: it is picked at once
    assert screen.scene.marble_on(2).picked
    click_hole(screen, home_hole(0, 0))
    assert match.is_over and screen.end_panel.isVisible()
    title = win_title(["Ada", "Cy"])
    assert screen.end_panel.banner.text() == title
    assert screen.status.text() == "Game over: \u2068Ada\u2069 and \u2068Cy\u2069 win."
    qtbot.mouseClick(screen.end_panel.buttons.itemAt(0).widget(), Qt.MouseButton.LeftButton)
    assert not screen.end_panel.isVisible()


def test_a_hint_marks_the_strongest_bots_play_on_the_board(window, qtbot):
    position = build_position({0: [12]}, {0: "5C 2S 3S 4S 6S 10S"}, turn=0)
    _match, screen = open_position(window, position)
    qtbot.mouseClick(screen.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: screen.message.text().startswith("Hint: "), timeout=10000)
    assert screen.hinted is not None and isinstance(screen.hinted, Move)
    assert screen.scene.marble_on(12).hinted and screen.picker.card == screen.hinted.card
    assert screen.scene.way.path().elementCount() >= 2


def test_hot_seat_screen_reaches_only_the_viewers_cards(window, qtbot):
    people = [Seat("Ada"), Seat("Bo"), Seat("Cy"), Seat("Di")]
    position = build_position({0: [12]}, {0: "5C 2S 3S 4S 6S 10S", 1: "KH KD KS KC JH"}, turn=0)
    match, screen = open_position(window, position, people)
    assert screen.gated and screen.pass_gate.isVisible() and not screen.hand.fan.items
    qtbot.mouseClick(screen.pass_gate.open_button, Qt.MouseButton.LeftButton)
    view = screen.view()
    assert screen.viewer == 0 and set(screen.hand.fan.items) == set(view.hand) == set(match.state.hands[0])
    others = {card for seat in (1, 2, 3) for card in match.state.hands[seat]} | set(match.state.stock)
    reachable = {value for value in _flatten(vars(view)) if value in ALL_CARDS}
    assert reachable and not reachable & others
    click_card(screen, "5C")
    click_hole(screen, 17)
    qtbot.waitUntil(lambda: screen.pass_gate.isVisible(), timeout=3000)
    assert not screen.hand.fan.items  # Bo's cards wait for Bo
    qtbot.mouseClick(screen.pass_gate.open_button, Qt.MouseButton.LeftButton)
    assert screen.viewer == 1 and set(screen.hand.fan.items) == set(match.state.hands[1])
    marble = screen.scene.marbles[(0, 0)]  # Ada's marble, now seen from Bo's side
    assert marble.hole == 17 and marble.pos() == marble.corner(hole_point(17, 1)) != marble.corner(hole_point(17, 0))


def _flatten(values):
    for value in values.values() if isinstance(values, dict) else values:
        if isinstance(value, (tuple, list)):
            yield from _flatten(value)
        else:
            yield value


def test_marbles_travel_hole_by_hole_and_a_bumped_one_flies_home_after(window, qtbot):
    window.context.settings.animation_speed = "normal"
    position = build_position({0: [12], 1: [17]}, {0: "5C 2S 3S 4S 6S 10S"}, turn=0)
    _match, screen = open_position(window, position, [Seat("Ada")] + [Seat(n, "bot", "easy") for n in "BCD"])
    window.controller.bot_delay_ms = 5000  # the bots wait: only this move is on the board
    click_card(screen, "5C")
    click_hole(screen, 17)
    mover, bumped = screen.scene.marbles[(0, 0)], screen.scene.marbles[(1, 0)]
    assert mover.moving and mover._motion.animationCount() == 5  # 13, 14, 15, 16, 17: one leg per hole
    assert not bumped.moving  # it waits for the mover to arrive
    qtbot.waitUntil(lambda: bumped.moving, timeout=3000)
    assert not mover.moving and mover.pos() == mover.corner(hole_point(17, 0))
    qtbot.waitUntil(lambda: not bumped.moving, timeout=3000)
    assert bumped.pos() == bumped.corner(hole_point(start_hole(1, 0), 0))


def test_a_marble_the_picked_card_cannot_move_gets_the_engines_reason(window, qtbot):
    position = build_position({0: [12, 30]}, {0: "5H 9S 2C 3C 4C 6C"}, turn=0)
    match, screen = open_position(window, position)
    click_card(screen, "5H")
    click_hole(screen, start_hole(0, 2))  # a marble in start: a 5 cannot bring it out
    assert screen.message.text() == ("The 5\u2665 cannot move that marble: only an ace, jack, queen or king "
                                     "brings a marble out.")
    assert match.record.actions == []

    position = build_position({}, {0: "2C 3C 4C 5C 6C 7C"}, turn=0)  # no play: a card to discard is picked
    match, screen = open_position(window, position)
    click_card(screen, "2C")
    click_hole(screen, start_hole(0, 0))
    assert screen.message.text() == ("The 2\u2663 cannot move that marble: only an ace, jack, queen or king "
                                     "brings a marble out.")


def test_each_badges_team_mark_is_split_between_its_teams_marble_colours(window, qtbot):
    from PySide6.QtGui import QColor, QImage, QPainter

    from gamenight.games.jokers.track import team_of, team_seats
    from gamenight.games.jokers.ui.geometry import SEAT_COLOURS

    _match, screen = open_position(window, build_position({}, {}, turn=0))
    for seat, badge in enumerate(screen.scene.badges):
        rect = badge.boundingRect()
        image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_ARGB32)
        image.fill(QColor("#000000"))
        painter = QPainter(image)
        badge.paint(painter, None)
        painter.end()
        first, second = team_seats(team_of(seat))
        assert seat in (first, second)
        assert image.pixelColor(13, 17) == QColor(SEAT_COLOURS[first])  # the left half of the dot
        assert image.pixelColor(21, 17) == QColor(SEAT_COLOURS[second])  # the right half


def test_the_move_log_agrees_with_you():
    from gamenight.core.reports import named
    from gamenight.games.jokers.actions import ChooseFirst
    from gamenight.table.language import translated_in
    from gamenight.table.names import seat_names

    def said(state, action) -> str:
        return translated_in(named(state.report(action), seat_names(["You", "Bo", "Cy", "Di"])), "en")

    position = build_position({0: [12], 1: [8]}, {1: "4C 2C 3C 5C 6C"}, turn=1)
    assert said(position, ChooseFirst(0)) == "You were drawn to play first."
    assert said(position, ChooseFirst(1)) == "\u2068Bo\u2069 was drawn to play first."
    bump = Move(next(card for card in position.hands[1] if card.startswith("4C")), 8)  # lands on your 12
    assert position.illegal_reason(bump) is None
    assert said(position, bump) == ("\u2068Bo\u2069 moved a marble 4 holes forward with 4\u2663. "
                                   "Your marble went back to start.")
