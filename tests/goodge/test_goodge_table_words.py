"""The Goodge table says what a player would otherwise guess, started from the launcher: the bid
buttons that jump past the next few bids say so, the highest says it ends the bidding, and each
bid's tip says what it does and commits to, in the engine's words (105, 155 and 250 stood there
with no word of why); every card of the trick in progress carries its player's name on the side
toward that player (who played which card was hard to tell)."""
import math

from PySide6.QtCore import QPointF

from gamenight.core.engine import CHANCE
from gamenight.games.goodge.actions import Bid
from gamenight.games.goodge.bidding import MAX_BID, bid_note, bid_why
from gamenight.games.goodge.ui.table_scene import NameTag
from gamenight.games.goodge.views import Phase
from gamenight.table.language import translated
from user_path import BOT_TURN_MS, play_on, seats, start_from_launcher

ME = 0


def start(window, qtbot):
    def fill(dialog) -> None:
        seats(dialog, 4, {1: "easy", 2: "easy", 3: "easy"})
        dialog.seed.setText("7")

    return start_from_launcher(window, qtbot, "goodge", fill)


def on_my_turn_when(window, qtbot, wanted) -> None:
    """Play on (my moves the easy bot's) until it is my turn and `wanted()` holds."""
    match = window.controller.match
    for _ in range(400):
        qtbot.waitUntil(lambda: match.is_over or match.current_player in (ME, CHANCE), timeout=BOT_TURN_MS)
        if match.current_player == ME and wanted():
            return
        play_on(window, qtbot, 1)
    raise AssertionError("never came to pass")


def test_the_engine_says_what_a_jump_and_the_highest_bid_do():
    assert bid_note(60, 60) is None and translated(bid_note(105, 55)) == "jump"
    assert translated(bid_note(MAX_BID, 55)) == "ends the bidding"
    assert translated(bid_why(155, 55)).startswith("Any bid above the high bid may be made: 155 jumps over 55")
    assert "the bidding ends at once" in translated(bid_why(MAX_BID, 55))
    assert translated(bid_why(60, 60)) == "The Goodge must take 60 points or lose 60."


def test_the_bid_buttons_say_why_they_jump(window, qtbot):
    match = start(window, qtbot)
    on_my_turn_when(window, qtbot, lambda: match.state.view(ME).phase is Phase.BIDDING)
    screen = window.screen_widget
    buttons = {value.amount: button for value, button in screen.choices.buttons.items() if isinstance(value, Bid)}
    lowest = min(buttons)
    consecutive, jumps = sorted(buttons)[:6], sorted(buttons)[6:]
    assert jumps == [lowest + 50, lowest + 100, MAX_BID]  # the buttons past the next few bids
    assert all(buttons[amount].text() == str(amount) for amount in consecutive)
    assert [buttons[amount].text() for amount in jumps] == \
        [f"{lowest + 50}\njump", f"{lowest + 100}\njump", f"{MAX_BID}\nends the bidding"]
    for amount, button in buttons.items():
        assert button.toolTip() == translated(bid_why(amount, lowest)) and button.accessibleDescription()
    assert "so the others must bid above" in buttons[lowest + 50].toolTip()


def test_each_card_of_the_trick_names_its_player_toward_their_seat(window, qtbot):
    window.resize(1366, 738)  # maximised on a 1366x768 screen
    match = start(window, qtbot)
    on_my_turn_when(window, qtbot, lambda: match.state.view(ME).phase is Phase.PLAY
                    and len(match.state.view(ME).trick) >= 2)
    qtbot.wait(50)
    screen, view = window.screen_widget, match.state.view(ME)
    scene = screen.scene
    tags = scene.name_tags()
    assert len(tags) == len(view.trick)
    for index, card in enumerate(view.trick):
        seat = (view.leader + index) % view.num_players
        item = scene.cards[card]
        [tag] = [child for child in item.childItems() if isinstance(child, NameTag)]
        assert tag.name == match.seats[seat].name
        badge = scene.badges[seat].sceneBoundingRect().center()
        card_centre, tag_centre = item.sceneBoundingRect().center(), tag.sceneBoundingRect().center()
        assert distance(tag_centre, badge) < distance(card_centre, badge)  # on the side toward its player
        others = [scene.cards[other].sceneBoundingRect() for other in view.trick if other != card]
        assert not any(tag.sceneBoundingRect().intersects(rect) for rect in others)  # not under another card
        assert tag.font.pixelSize() * screen.table.transform().m11() >= 12  # read at 12 px or more


def distance(one: QPointF, other: QPointF) -> float:
    return math.hypot(one.x() - other.x(), one.y() - other.y())
