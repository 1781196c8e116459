"""What the end panel says at a round's end and at the game's end, from the view (names escaped),
and the winners' boards as they lie, each line's hand and points marked, for its picture."""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QPixmap

from gamenight.games.pokeno.ui.board_scene import BoardScene
from gamenight.games.pokeno.views import PokenoView, RoundView
from gamenight.table.language import translated
from gamenight.table.names import is_you, name_html
from gamenight.table.overlay import scenes_picture

translate = QCoreApplication.translate
ROW = "<tr><td>{place}</td><td>{name}</td><td align='right'>&nbsp;&nbsp;{points}</td></tr>"


DETAIL_PX = 17
TABLE_PX = 18


def round_end_html(view: PokenoView, names: Sequence[str], least_px: int = 0) -> str:
    """The round just ended: its points per player (the caller starred), its bonus hand; no word
    under `least_px` (the TV's size, `GameScreen.least_text_px`)."""
    played = view.round
    assert played is not None  # a round has ended
    if played.void:
        title = translate("PokenoRoundEnd", "Round void")
        detail = translate("PokenoRoundEnd", "{player} called. {roll}.").format(
            player=name_html(names[played.caller]), roll=translated(played.log[-1]))
    else:
        title = translate("PokenoRoundEnd", "Round {number} of {rounds} is over").format(
            number=played.number, rounds=view.rounds_to_play)
        detail = _bonus_words(played)
    rows = "".join(ROW.format(place="", name=name_html(names[seat]) + (" \u2605" if seat == played.caller else ""),
                              points=f"{points:+g}" if points else "0")
                   for seat, points in enumerate(played.points))
    return (f"<h2>{title}</h2><p style='font-size:{max(DETAIL_PX, least_px)}px'>{detail}</p>"
            f"<table style='font-size:{max(TABLE_PX, least_px)}px' align='center'>{rows}</table>"
            f"<p>{_next_caller(names[view.caller])}</p>")


def _next_caller(name: str) -> str:
    sentence = translate("PokenoRoundEnd", "\u2605 called this round. Next: {player} call.") if is_you(name) else \
        translate("PokenoRoundEnd", "\u2605 called this round. Next: {player} calls.")
    return sentence.format(player=name_html(name))


def game_end_html(view: PokenoView, names: Sequence[str], placements: Sequence[int], least_px: int = 0) -> str:
    """Every player's place and total (the winners are the panel's banner), none under `least_px`."""
    order = sorted(range(len(names)), key=lambda seat: (placements[seat], seat))
    rows = "".join(ROW.format(place=f"{placements[seat]}.&nbsp;", name=name_html(names[seat]),
                              points=f"{view.scores[seat]:g}") for seat in order)
    title = translate("PokenoRoundEnd", "Final totals")
    return f"<h2>{title}</h2><table style='font-size:{max(TABLE_PX, least_px)}px' align='center'>{rows}</table>"


def _bonus_words(played: RoundView) -> str:
    if played.bonus is None:
        return ""
    if played.multiplier:
        return translate("PokenoRoundEnd", "{cards} cards called \u00b7 bonus hand: {hand} \u00d7{times}").format(
            cards=played.cards_to_draw, hand=translated(played.bonus.named), times=played.multiplier)
    return translate("PokenoRoundEnd", "{cards} cards called \u00b7 bonus hand: {hand}").format(
        cards=played.cards_to_draw, hand=translated(played.bonus.named))


def winning_boards(scenes: Sequence[BoardScene], seats: Sequence[int], screen_height: int) -> QPixmap | None:
    """The boards of `seats` (the engine's winners) side by side, a third of the screen high."""
    if not scenes or not seats:
        return None
    return scenes_picture([scenes[seat] for seat in seats[:3]], max(200, screen_height // 3))
