"""What crosses the wire between the host and one seat's screen (a phone, a client): the seat's
view with the actions it may take now and their words, and an action sent back, read through the
same checks as a click. A client needs no rules: it shows the actions it is offered and sends
one back.

A view message:
    {"format": 1, "game": "okey", "seat": 2, "turn": 2, "over": false,
     "view": {...the seat's view...},
     "actions": [{"action": {"kind": "discard", "tile": "R7a"}, "words": "discard the red 7"}, ...]}
An action may also carry "shows": what a screen may draw of it (the game's `shows`). Besides,
"why_not" (each piece in hand no action plays now, by its code, with the engine's reason),
"teams" (each seat's team) and "round_winners" (each finished round's winners).
The public message is the same with "seat": -1 (`SPECTATOR`), no actions and no "why_not".
"""
from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from gamenight.core import codec
from gamenight.core.actions import Action
from gamenight.core.codec import CodecError
from gamenight.core.engine import CHANCE, GAME_OVER, SPECTATOR, GameState, IllegalAction
from gamenight.core.registry import GameInfo
from gamenight.core.words import Text, Words, words

NOT_A_MOVE = words("SeatMessages", "that is not a move of {game}: {error}")


class RefusedAction(IllegalAction):
    """An action a seat sent (as JSON) that is not taken: one the rules refuse, or one that is not
    an action of the game at all; `reason` says why in the player's words."""


def seat_actions(state: GameState, seat: int) -> list[Action]:
    """What `seat` may do now: its legal actions on its turn, and its out-of-turn ones (a GOKER call)."""
    if state.is_over or seat < 0:
        return []
    actions = list(state.legal_actions()) if state.current_player == seat else []
    return actions + [action for action in state.out_of_turn_actions(seat) if action not in actions]


def seat_message(info: GameInfo, state: GameState, seat: int, memo: dict | None = None,
                 say: Callable[[Text], str] = str) -> dict[str, Any]:
    """The whole of what `seat` may see and do now, as JSON data (`memo`: see `codec.encode`, one
    for one `say`); `say` puts the engine's words in the seat's language (English by default)."""
    message = _message(info, state, seat, state.view(seat), memo, say)
    message["actions"] = [_offer(state, action, say, memo) for action in seat_actions(state, seat)]
    unplayable = state.unplayable() if seat == state.current_player else {}
    message["why_not"] = {codec.encode(piece): say(reason) for piece, reason in unplayable.items()}
    return message


def _offer(state: GameState, action: Action, say: Callable[[Text], str], memo: dict | None = None) -> dict[str, Any]:
    """One action offered: its JSON, its words, and what a screen may draw of it (`shows`), if anything."""
    offer = {"action": action.to_json(), "words": say(state.describe(action))}
    shown = state.shows(action)
    if shown is not None:
        offer["shows"] = codec.encode(_said(shown, say), memo)
    return offer


def _said(value: Any, say: Callable[[Text], str]) -> Any:
    """`value` (what an action shows) with every `Words` in it put in the seat's language: the
    same object where it holds none (so a memo knows it again)."""
    if isinstance(value, Words):
        return say(value)
    if isinstance(value, (tuple, list)):
        items = [_said(item, say) for item in value]
        return value if all(new is old for new, old in zip(items, value, strict=True)) else type(value)(items)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changed = {field.name: _said(getattr(value, field.name), say) for field in dataclasses.fields(value)
                   if field.init}
        same = all(changed[name] is getattr(value, name) for name in changed)
        return value if same else dataclasses.replace(value, **changed)
    return value


def public_message(info: GameInfo, state: GameState, say: Callable[[Text], str] = str,
                   memo: dict | None = None) -> dict[str, Any]:
    """What a spectator, the TV or a projector may see, as JSON data (its words put in a language
    by `say`; `memo`: see `codec.encode`)."""
    return _message(info, state, SPECTATOR, state.public_view(), memo, say)


def _message(info: GameInfo, state: GameState, seat: int, view: Any, memo: dict | None,
             say: Callable[[Text], str]) -> dict[str, Any]:
    return {"format": codec.FORMAT, "game": info.id, "seat": seat, "turn": state.current_player,
            "over": state.is_over, "view": codec.encode(view, memo, say),
            "teams": [state.team_of(other) for other in range(state.num_players)],
            "round_winners": [list(winners) for winners in state.round_winners()]}


def read_action(info: GameInfo, state: GameState, seat: int, data: Any) -> Action:
    """The action `seat` sent as JSON data, if it may take it now; otherwise RefusedAction with the
    reason in words. Nothing changes either way: the caller applies what this returns."""
    assert info.codec is not None  # a game with a table has an engine
    try:
        action = info.codec.decode(data)
    except (CodecError, ValueError, TypeError) as error:
        raise RefusedAction(NOT_A_MOVE(game=info.name, error=str(error))) from None
    if action in seat_actions(state, seat):
        return action
    if state.is_over:
        raise RefusedAction(GAME_OVER)
    turn = state.current_player
    if turn != seat and action not in state.out_of_turn_actions(seat):
        # an action naming its own seat (Goker's GOKER call) is one a seat may take out of turn: the
        # engine says why not now ("its window closed"); any other waits for the seat's turn
        reason = state.illegal_reason(action) if getattr(action, "seat", None) == seat else None
        raise RefusedAction(reason or (words("SeatMessages", "the cards or dice decide now, not a player")
                                       if turn == CHANCE else words("SeatMessages", "it is not your turn")))
    raise RefusedAction(state.illegal_reason(action) or words("SeatMessages", "that move is not allowed now"))
