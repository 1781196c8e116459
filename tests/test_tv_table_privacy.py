"""The TV table never shows anything hidden: through seeded games of every game with hidden cards or
tiles, after every change, nothing the TV window draws (its labels, buttons and tooltips, its
scenes' text and the cards and tiles its scenes hold, face up or down) is any seat's hidden item
(`hidden_items` of the view-leak test, from the full state, for a spectator). The collector is not
blind: on the host's own screen, which shows a person's rack, it finds that rack."""
from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QLabel,
    QWidget,
)
from tests.test_tv_table import moves_on, open_tv, start_bots
from tests.test_view_leaks import hidden_items

from gamenight.core.engine import SPECTATOR
from user_path import seats, start_from_launcher

MOVES = {"jokers": 60, "okey": 60, "goodge": 60, "goker": 40}
PIECE_FIELDS = ("card", "tile", "code")


def words_of(text: str) -> set[str]:
    return {word.strip(".") for word in re.findall(r"[A-Za-z0-9.]+", text)} | {text}


def piece_code(value) -> str:
    return str(getattr(value, "code", value))


def drawn_texts(root: QWidget) -> set[str]:
    """Every word `root` draws or holds: widget texts and tooltips, scene text, and the code of
    every card or tile a scene item holds."""
    found: set[str] = set()
    for widget in [root, *root.findChildren(QWidget)]:
        texts = [widget.toolTip(), widget.accessibleName()]
        if isinstance(widget, (QLabel, QAbstractButton)):
            texts.append(widget.text())
        for text in texts:
            found |= words_of(text) if text else set()
        if isinstance(widget, QGraphicsView) and widget.scene() is not None:
            for item in widget.scene().items():
                if isinstance(item, QGraphicsSimpleTextItem):
                    found |= words_of(item.text())
                elif isinstance(item, QGraphicsTextItem):
                    found |= words_of(item.toPlainText())
                found |= words_of(item.toolTip()) if item.toolTip() else set()
                found |= {piece_code(getattr(item, field)) for field in PIECE_FIELDS
                          if getattr(item, field, None) is not None and not callable(getattr(item, field))}
    return found


@pytest.mark.parametrize("game_id", list(MOVES))
def test_the_tv_shows_no_hidden_item_through_a_seeded_game(window, qtbot, game_id):
    match = start_bots(window, qtbot, game_id, seed=11)
    tv = open_tv(window, qtbot)
    checks, hidden_seen = [], 0

    def check(_change=None) -> None:
        nonlocal hidden_seen
        hidden = hidden_items(game_id, match.state, SPECTATOR)
        hidden_seen += bool(hidden)
        shown = drawn_texts(tv)
        checks.append(len(shown))
        assert not shown & hidden, (game_id, len(match.record.actions), sorted(shown & hidden)[:5])

    window.controller.changed.connect(check)  # after the TV has drawn the change
    check()
    moves_on(window, qtbot, MOVES[game_id])
    window.controller.changed.disconnect(check)
    assert len(checks) >= 20 and hidden_seen >= 10
    window.close_match()


def test_the_collector_finds_a_rack_on_the_hosts_screen(window, qtbot):
    def fill(dialog):
        seats(dialog, 4, {1: "easy", 2: "easy", 3: "easy"}, ["Ann", "Bo", "Cy", "Di"])
        dialog.seed.setText("5")

    match = start_from_launcher(window, qtbot, "okey", fill)
    qtbot.waitUntil(lambda: match.state.round is not None and bool(match.state.round.racks[0]), timeout=10_000)
    qtbot.wait(50)
    own_rack = {tile.code for tile in match.state.round.racks[0]}
    assert own_rack & hidden_items("okey", match.state, SPECTATOR)
    assert drawn_texts(window.screen_widget) & own_rack & hidden_items("okey", match.state, SPECTATOR)
    tv = open_tv(window, qtbot)
    assert not drawn_texts(tv) & hidden_items("okey", match.state, SPECTATOR)
    window.close_match()
