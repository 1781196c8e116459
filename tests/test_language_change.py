"""A language change never blanks a table: at every phase of every game (round and level ends,
the cards of a Goker level still turning over, game ends), with the TV table and a console's
projector window open, View -> Preferences -> Türkçe leaves every screen whole (the same widgets
and table items showing, the same numbers in its score tables, every line that said something
still saying something) and in Turkish (no word of the catalogue's English sentences left on the
game's screen, its menus, the TV or the projector); English again brings it all back, with no
Turkish word left. Each game starts where a user starts it: its tile in the launcher, or, for the
late phases, the resume dialog with the seeded game saved there."""
from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import cache

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QLabel,
    QScrollBar,
    QTableWidget,
    QWidget,
)

from gamenight.core.engine import CHANCE
from gamenight.core.match import Match
from gamenight.core.records import Seat
from gamenight.games.goker.ui.bingo_card import CELL, TOP
from gamenight.games.goodge.actions import Bid
from gamenight.games.goodge.views import Phase as GoodgePhase
from gamenight.games.pokeno.views import Phase as PokenoPhase
from gamenight.resources import resources_dir
from gamenight.table.screen import GameScreen
from gamenight.table.toast import Toast
from goodge.screen_helpers import rigged_match
from jokers.board_clicks import click_in_hand
from scene_clicks import send
from test_tables_fit import choose
from test_untranslated_text import big_screens, english_on, without_names
from user_path import button_named, choose_language, play_on, resume_through_dialog, seats, start_from_launcher

WORD = re.compile(r"\w{4,}")


def words_in(text: str | None) -> set[str]:
    """The words of four letters or more of a catalogue's sentence (not its blanks or markup)."""
    return {word.lower() for word in WORD.findall(re.sub(r"\{\w+\}|<[^>]+>|&\w+;|%n", " ", text or ""))}


@cache
def one_language_words() -> tuple[frozenset[str], frozenset[str]]:
    """(English words, Turkish words) of the Turkish catalogue that only that language's sentences
    have: "discard" is English only, "taşı" Turkish only, "Okey" both."""
    english: set[str] = set()
    turkish: set[str] = set()
    for message in ET.parse(resources_dir() / "translations" / "gamenight_tr.ts").getroot().iter("message"):
        english |= words_in(message.findtext("source"))
        translation = message.find("translation")
        for form in [translation, *translation.iter("numerusform")] if translation is not None else []:
            turkish |= words_in(form.text)
    return frozenset(english - turkish), frozenset(turkish - english)


def word_of(language: int) -> Callable[[str], str | None]:
    """A check for `english_on`: the first word of `text` only the language (0 English, 1 Turkish) has."""
    def first(text: str) -> str | None:
        own = one_language_words()[language]
        return next((word for word in WORD.findall(without_names(text)) if word.lower() in own), None)
    return first


ENGLISH, TURKISH = word_of(0), word_of(1)


def digits(text: str) -> str:
    """A score as a number, whatever the language's separators ("1.250" and "1,250" alike)."""
    return re.sub(r"[^\d\-\u2212]", "", text)


def whole(root: QWidget) -> dict:
    """What `root` shows, in no language: how many widgets of each kind show something and how
    many show nothing (and how many are enabled, checked), each table view's items by kind and its
    texts that say something, and the numbers in its tables. The message line and a toast (a
    passing word, gone with the next change) are left out, and so are scroll bars (longer words
    may need one)."""
    passing = {screen.message for screen in [root, *root.findChildren(GameScreen)] if isinstance(screen, GameScreen)}
    shown = [widget for widget in root.findChildren(QWidget)
             if widget.isVisibleTo(root) and widget not in passing and not isinstance(widget, (Toast, QScrollBar))
             and not widget.objectName().startswith("qt_scrollarea")]
    kinds = Counter((type(widget).__name__, bool(widget.text()) if isinstance(widget, (QLabel, QAbstractButton))
                     else None, widget.isEnabled(), isinstance(widget, QAbstractButton) and widget.isChecked())
                    for widget in shown)
    scenes = []
    for view in (widget for widget in shown if isinstance(widget, QGraphicsView) and widget.scene() is not None):
        items = [item for item in view.scene().items() if item.isVisible()]
        texts = [item.toPlainText() if isinstance(item, QGraphicsTextItem) else item.text() for item in items
                 if isinstance(item, (QGraphicsTextItem, QGraphicsSimpleTextItem))]
        scenes.append((sorted(Counter(type(item).__name__ for item in items).items()), sum(map(bool, texts))))
    numbers = [[digits(table.item(row, column).text()) for row in range(table.rowCount())
                for column in range(table.columnCount()) if table.item(row, column) is not None]
               for table in shown if isinstance(table, QTableWidget)]
    return {"widgets": sorted(kinds.items(), key=str), "scenes": scenes, "numbers": numbers}


def screens(window, opened: list[QWidget]) -> dict[str, QWidget]:
    return {"the game's screen": window.screen_widget, **{type(shown).__name__: shown for shown in opened}}


def differences(before: dict, after: dict) -> list[str]:
    return [f"{name}, {part}: {before[name][part]} -> {after[name][part]}"
            for name in before for part in before[name] if before[name][part] != after[name][part]]


def words_left(window, opened: list[QWidget], check: Callable[[str], str | None]) -> list[str]:
    found = english_on(window, menus=True, left=check)
    for shown in opened:
        found += [f"{type(shown).__name__}: {line}" for line in english_on(shown, left=check)]
    return found


# -- reaching each phase -----------------------------------------------------------------------------
def people_moves(match: Match, rng: random.Random):
    """A person's move as an easy bot would make it."""
    player = match.current_player
    bot = match.info.bots["easy"](player)
    return bot.choose(match.state.view(player), match.state.legal_actions(), rng)


def top_bid(match: Match, rng: random.Random):
    """The highest bid where there is one to make (the rigged Goodge hand takes the stash), else an easy bot's move."""
    bids = [action for action in match.state.legal_actions() if isinstance(action, Bid)]
    return max(bids, key=lambda bid: bid.amount) if bids else people_moves(match, rng)


@dataclass(frozen=True)
class Phase:
    """A phase of a game and how a user gets there: from the game's tile, playing until `reached`,
    or (`saved`) through the resume dialog with the seeded game played until `reached` saved."""

    game: str
    reached: Callable[[Match], bool]
    saved: bool = False
    options: dict = field(default_factory=dict)
    players: tuple[str, ...] = ("Ann", "Bo", "Cy", "Di")
    bots: tuple[int, ...] = (1, 2, 3)
    last_on_screen: bool = False
    """Saved one move before `reached`, which the move made on screen (or a bot's) then reaches:
    a finished game is not offered by the resume dialog, and a level's cards turn over on screen."""
    animated: bool = False
    """With animations (Goker's coin spinning, a level's cards turning over, for ever here)."""
    person: Callable = people_moves
    rigged: bool = False
    then: Callable | None = None
    """What the user does on screen once there, `then(window, qtbot)`: a choice the change keeps."""
    kept: Callable[[GameScreen], tuple] | None = None
    """What the game's screen keeps that its view does not say, never more after a change than
    before (a countdown goes on, the cards go on turning over)."""


def level_ended(match: Match) -> bool:
    return bool(match.state.completed_rounds())


def coin_left(screen) -> tuple:
    return not screen.coin.spinning, screen.coin.remaining()


def own_daubs(screen) -> tuple:
    return not screen.daubs, screen.auto_daub.isChecked()


def cards_face_down(screen) -> tuple:
    return not screen.level_end.turning, screen.level_end.shown


def open_the_gate(window, qtbot) -> None:
    """The person whose turn it is takes the device: the pass gate opens the table to them."""
    gate = window.screen_widget.pass_gate
    qtbot.waitUntil(gate.isVisible, timeout=5000)
    qtbot.mouseClick(gate.open_button, Qt.MouseButton.LeftButton)
    assert window.screen_widget.unlocked and window.screen_widget.viewer == 1


def pick_a_card(window, qtbot) -> None:
    """The caller picks a card to play on the console's card picker."""
    screen = window.screen_widget
    card = sorted(screen.view().playable, key=str)[0]
    for button in screen.picker.button_for(card):
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert screen.selected_card == card


def pick_a_jokers_card(window, qtbot) -> None:
    """The person picks a card of their hand to play (or to discard)."""
    screen = window.screen_widget
    picker = screen.picker
    click_in_hand(screen, picker.discards[0] if picker.discards else sorted(picker.playable())[0])
    assert picker.card is not None or screen.discard_pick is not None


def daub_by_hand(window, qtbot) -> None:
    """"Daub for me" off, and the first number of the first card daubed by a click."""
    screen = window.screen_widget
    qtbot.mouseClick(screen.auto_daub, Qt.MouseButton.LeftButton)
    view = screen.card_views[0]
    cell = view.item.mapToScene(QPointF(8 + CELL / 2, TOP + CELL / 2))
    send(view, QEvent.Type.MouseButtonPress, cell)
    send(view, QEvent.Type.MouseButtonRelease, cell, Qt.MouseButton.NoButton)
    assert not screen.auto_daub.isChecked() and screen.daubs


def see_the_board(window, qtbot) -> None:
    """The game end panel put away to look at the board."""
    qtbot.mouseClick(button_named(window.screen_widget.end_panel, "See the board"), Qt.MouseButton.LeftButton)
    assert not window.screen_widget.end_panel.isVisible()


def person_to_play(phase) -> Callable[[Match], bool]:
    return lambda match: match.state.view(0).phase is phase and match.current_player == 0


def goker_phase(name: str) -> Callable[[Match], bool]:
    return lambda match: match.state.phase == name


def goodge(phase_name: str) -> Callable[[Match], bool]:
    return person_to_play(GoodgePhase[phase_name])


def round_ended_waiting(match: Match) -> bool:
    return bool(match.state.completed_rounds()) and match.current_player == CHANCE and not match.is_over


def over(match: Match) -> bool:
    return match.is_over


def pokeno(phase_name: str) -> Callable[[Match], bool]:
    return lambda match: match.state.public_view().phase is PokenoPhase[phase_name]


GOKER = {"options": {"cards": "table"}, "players": ("Ann", "Bo", "Cy"), "bots": ()}
POKENO = {"options": {"draw": "external"}, "players": ("Ann", "Bo"), "bots": (1,)}
PHASES = {
    "goker guess": Phase("goker", goker_phase("guess"), **GOKER),
    "goker draw": Phase("goker", goker_phase("draw"), **GOKER),
    "goker coin": Phase("goker", goker_phase("flip"), saved=True, animated=True, kept=coin_left,
                        **(GOKER | {"options": {"cards": "table", "grace_seconds": 30}})),
    "goker a card picked": Phase("goker", goker_phase("play"), saved=True, then=pick_a_card, **GOKER),
    "goker level end, cards turning": Phase("goker", level_ended, saved=True, last_on_screen=True, animated=True,
                                            kept=cards_face_down, **GOKER),
    "goker level panel": Phase("goker", level_ended, saved=True, last_on_screen=True, **GOKER),
    "goker game end": Phase("goker", over, saved=True, last_on_screen=True, **GOKER),
    "goker solo, daubed by hand": Phase("goker", goker_phase("draw"), players=("Ann", "Bo", "Cy"), bots=(1, 2),
                                        then=daub_by_hand, kept=own_daubs),
    "pokeno choose boards": Phase("pokeno", pokeno("CHOOSING"), **POKENO),
    "pokeno roll": Phase("pokeno", pokeno("ROLLING"), **POKENO),
    "pokeno call": Phase("pokeno", pokeno("CALLING"), **POKENO),
    "pokeno round end": Phase("pokeno", pokeno("ROUND_OVER"), saved=True, **POKENO),
    "pokeno game end": Phase("pokeno", over, saved=True, last_on_screen=True, **POKENO),
    "okey play": Phase("okey", lambda match: match.current_player == 0),
    "okey round end": Phase("okey", round_ended_waiting, saved=True),
    "okey hot seat, the second person's rack": Phase("okey", lambda match: match.current_player == 1, bots=(2, 3),
                                                     then=open_the_gate),
    "jokers play": Phase("jokers", lambda match: match.current_player == 0),
    "jokers a card picked": Phase("jokers", lambda match: match.current_player == 0, then=pick_a_jokers_card),
    "jokers game end": Phase("jokers", over, saved=True, last_on_screen=True),
    "jokers game end, the board seen": Phase("jokers", over, saved=True, last_on_screen=True, then=see_the_board),
    "goodge bidding": Phase("goodge", goodge("BIDDING")),
    "goodge put back": Phase("goodge", goodge("PUT_BACK"), saved=True, rigged=True, person=top_bid),
    "goodge trump": Phase("goodge", goodge("TRUMP"), saved=True, rigged=True, person=top_bid),
    "goodge play": Phase("goodge", goodge("PLAY"), saved=True),
    "goodge round end": Phase("goodge", round_ended_waiting, saved=True),
    "goodge game end": Phase("goodge", over, saved=True, last_on_screen=True),
}
SEED = 7
REVEAL_FOR_EVER_MS = 600_000
"""How slowly a Goker level's cards turn over in the test: the first is still face down at its end."""


def played_to(phase: Phase) -> Match:
    """The seeded game of `phase`, played by the bots and, for the people, by `phase.person`."""
    table = [Seat(name) if seat not in phase.bots else Seat(name, "bot", "easy")
             for seat, name in enumerate(phase.players)]
    match = rigged_match(table) if phase.rigged else Match.start(phase.game, table, phase.options, SEED)
    rng = random.Random(SEED)
    for _ in range(5000):
        if phase.reached(match):
            return match
        if match.advance() is None:
            person = match.current_player
            if person == CHANCE:
                match.apply(rng.choice(match.state.legal_actions()))
            else:
                match.apply(phase.person(match, rng), person)
    raise AssertionError(f"{phase.game}: the phase was not reached")


def reach(window, qtbot, phase: Phase) -> None:
    """`phase` on screen, the way a user gets there."""
    if phase.saved:
        record = played_to(phase).record
        if phase.last_on_screen:
            record = replace(record, actions=record.actions[:-1], finished=False)
        window.context.autosaves.save(record)
        resume_through_dialog(window, qtbot)
    else:
        def fill(dialog) -> None:
            seats(dialog, len(phase.players), {seat: "easy" for seat in phase.bots}, list(phase.players))
            choose(dialog, phase.options)
            dialog.seed.setText(str(SEED))

        start_from_launcher(window, qtbot, phase.game, fill)
    match = window.controller.match
    play_on(window, qtbot, 500, until=lambda: phase.reached(match))
    assert phase.reached(match)
    if phase.then:
        phase.then(window, qtbot)
    qtbot.wait(50)


@pytest.mark.parametrize("name", list(PHASES))
def test_a_language_change_leaves_every_screen_whole_and_in_the_new_language(window, qtbot, monkeypatch, english_after,
                                                                            name):
    phase = PHASES[name]
    if phase.animated:
        window.context.settings.animation_speed = "normal"
        monkeypatch.setattr("gamenight.games.goker.ui.screen.REVEAL_MS", REVEAL_FOR_EVER_MS)
    reach(window, qtbot, phase)
    match = window.controller.match
    actions = list(match.record.actions)
    opened = big_screens(window, qtbot)
    qtbot.wait(50)
    before = {screen: whole(shown) for screen, shown in screens(window, opened).items()}
    kept = phase.kept(window.screen_widget) if phase.kept else ()
    assert words_left(window, opened, ENGLISH), "the check finds the English it should"
    for language, other in (("tr", ENGLISH), ("en", TURKISH)):
        choose_language(window, qtbot, language)
        qtbot.wait(50)
        after = {screen: whole(shown) for screen, shown in screens(window, opened).items()}
        assert not differences(before, after), f"{name}, in {language}:\n" + "\n".join(differences(before, after))
        left = words_left(window, opened, other)
        assert not left, f"{name}, in {language}:\n" + "\n".join(left)
        assert all(shown.isVisible() for shown in opened)
        if phase.kept:
            assert phase.kept(window.screen_widget) <= kept, f"{name}, in {language}"
    assert match.record.actions == actions and window.controller.match is match


def test_a_language_change_keeps_the_auto_draw_drawing(window, qtbot, english_after):
    """The caller's Auto draw goes on in the new language, on the table built again."""
    reach(window, qtbot, Phase("pokeno", pokeno("ROLLING"), players=("Ann", "Bo"), bots=(1,)))
    match = window.controller.match
    qtbot.mouseClick(window.screen_widget.controls.auto, Qt.MouseButton.LeftButton)
    choose_language(window, qtbot, "tr")
    controls = window.screen_widget.controls
    assert controls.auto.isChecked() and controls.auto.text() == "Duraklat"
    drawn = len(match.record.actions)
    qtbot.waitUntil(lambda: len(match.record.actions) > drawn, timeout=5000)
