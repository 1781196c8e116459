"""Pressing Hint on the Okey screen shows the hard bot's move and why, worked out on the bot worker,
in the app's language. The futures it samples follow the match's id (new at each run): on this rack
the hint is the red 9 most times, another discard in a few, each said with its own reason."""
import re

from PySide6.QtCore import Qt

from gamenight.core.records import Seat
from gamenight.core.rng import step_rng
from gamenight.games.okey.bots import HardOkeyBot
from gamenight.table.language import translated

from .test_okey_screen import rigged_match

SEATS = [Seat("Easy 0", "bot", "easy"), Seat("Ann"), Seat("Easy 2", "bot", "easy"), Seat("Easy 3", "bot", "easy")]


def hint(window, qtbot, said: str):
    """The hint asked on a rigged rack, once the message says `said` ("Hint:"), with the hard
    bot's advice worked out again here from the same seed."""
    match = rigged_match("R1a R2a R3a K7a B7a Y7a B10a B11a B12a Y2a Y3a Y4a K12a R9b Y12b", SEATS)
    window.open_match(match)
    screen = window.screen_widget
    qtbot.mouseClick(screen.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: screen.message.text().startswith(said), timeout=10000)
    state = match.state
    rng = step_rng(match.record.match_id, "hint", 1, len(match.record.actions))
    return screen, state, HardOkeyBot(1).advise(state.view(1), state.legal_actions(), rng)


def test_the_hint_says_what_the_discard_keeps_and_how_near_it_is_to_a_win(window, qtbot):
    screen, state, advice = hint(window, qtbot, "Hint:")
    assert screen.message.text() == f"Hint: {state.describe(advice.action)}. {translated(advice.reason)}"
    said = re.escape(f"Hint: {state.describe(advice.action)}.")  # mostly "discard the red 9 \u25c6"
    assert re.fullmatch(said + r" It keeps \d+ tiles in sets and runs; (\d+ of the 90 tiles you have not seen would "
                        r"complete your hand|no single tile completes your hand yet); it could win within 8 draws in "
                        r"\d+ of 24 sampled futures \(after \d+ draws on average\)\.", screen.message.text())
    assert screen.scene.tiles[advice.action.tile].highlight


def test_the_hint_and_its_reason_read_turkish(window, qtbot, turkish):
    screen, state, advice = hint(window, qtbot, "İpucu:")
    assert screen.message.text() == f"İpucu: {translated(state.describe(advice.action))}. {translated(advice.reason)}"
    said = re.escape(f"İpucu: {translated(state.describe(advice.action))}.")  # mostly "kırmızı 9 \u25c6 taşını at"
    assert re.fullmatch(said + r" Elinizde per ve serilerde \d+ taş kalıyor; (görmediğiniz 90 taştan \d+ tanesi "
                        r"elinizi tamamlar|eliniz henüz tek bir taşla tamamlanmıyor); rastgele denenen 24 gidişattan "
                        r"\d+ tanesinde eliniz 8 çekiş içinde bitebilir \(ortalama \d+ çekişte\)\.",
                        screen.message.text())
