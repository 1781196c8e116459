"""Pressing Hint on the Jokers screen shows the strongest bot's play and why, worked out on the bot
worker, in the app's language: each thing the play does is a whole sentence of its own."""
from PySide6.QtCore import Qt

from gamenight.core.rng import step_rng
from gamenight.games.jokers.bots import HardJokersBot
from gamenight.games.jokers.position import build_position
from gamenight.table.language import translated

from .test_jokers_screen import open_position


def hint(window, qtbot, position, said: str):
    """The hint asked on `position`, once the message says `said` ("Hint: "), with the hard bot's
    advice worked out again here from the same seed."""
    match, screen = open_position(window, position)
    qtbot.mouseClick(screen.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: screen.message.text().startswith(said), timeout=10000)
    rng = step_rng(match.record.match_id, "hint", 0, len(match.record.actions))
    return match, screen, HardJokersBot(0).advise(position.view(0), position.legal_actions(), rng)


def test_the_hint_says_what_the_play_does_and_what_the_search_compared(window, qtbot):
    position = build_position({0: [20], 1: [10], 2: [50]}, {0: "4C 6H"}, turn=0)
    match, screen, advice = hint(window, qtbot, position, "Hint: ")
    assert screen.hinted == advice.action
    assert screen.message.text() == f"Hint: {match.state.describe(advice.action)}. {translated(advice.reason)}"
    assert translated(advice.reason).endswith("The search rated it best of 2 plays, each followed by a round of "
                                              "play in 10 sampled deals of the cards you cannot see.")
    assert screen.scene.marble_on(20).hinted


def test_a_hint_with_two_effects_reads_as_whole_turkish_sentences(window, qtbot, turkish):
    position = build_position({0: [20], 1: [10, 25], 2: [50]}, {0: "5C 6H"}, turn=0)
    match, screen, advice = hint(window, qtbot, position, "İpucu: ")
    move = translated(match.state.describe(advice.action))
    assert screen.message.text() == (
        f"İpucu: {move}. 1 rakip bilyeyi başlangıca geri gönderir. 1 bilyeyi rakiplerin ulaşamayacağı yere götürür. "
        "Arama bunu 2 hamle arasında en iyi buldu; her hamle, göremediğiniz kartların rastgele 10 dağılımında bir tur "
        "oyunla sürdürüldü.")
    assert screen.scene.marble_on(20).hinted
