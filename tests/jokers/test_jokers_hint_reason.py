"""Pressing Hint on the Jokers screen shows the strongest bot's play and why, worked out on the bot worker."""
from PySide6.QtCore import Qt

from gamenight.core.rng import step_rng
from gamenight.games.jokers.bots import HardJokersBot
from gamenight.games.jokers.position import build_position

from .test_jokers_screen import open_position


def test_the_hint_says_what_the_play_does_and_what_the_search_compared(window, qtbot):
    position = build_position({0: [20], 1: [10], 2: [50]}, {0: "4C 6H"}, turn=0)
    match, screen = open_position(window, position)
    qtbot.mouseClick(screen.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: screen.message.text().startswith("Hint: "), timeout=10000)
    rng = step_rng(match.record.match_id, "hint", 0, len(match.record.actions))
    advice = HardJokersBot(0).advise(position.view(0), position.legal_actions(), rng)
    assert screen.hinted == advice.action
    assert screen.message.text() == f"Hint: {match.state.describe(advice.action)}. {advice.reason}"
    assert advice.reason.endswith("The search rated it best of 2 plays, each followed by a round of play in "
                                  "10 sampled deals of the cards you cannot see.")
    assert screen.scene.marble_on(20).hinted
