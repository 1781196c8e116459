"""The Goker screen's status line and prompt, in words (plain text: names are isolated, never markup)."""
from __future__ import annotations

from gamenight.app.names import name_text, possessive
from gamenight.games.goker.deck import ball_name
from gamenight.games.goker.rules import GokerState


def status_text(state: GokerState) -> str:
    if state.phase == "over":
        return "Game over"
    text = f"Call {len(state.balls)} \u2014 level {state.level} ends at {state.level_end}"
    if state.phase == "guess":
        return f"Level {state.level}, Goker round {state.round.number + 1}: guesses \u2014 " + text
    if state.phase == "flip":
        return "Coin flip: last chance to call GOKER \u2014 " + text
    if state.phase == "play":
        return f"Level {state.level} ends: play a card face down"
    return text


def prompt_text(state: GokerState, names: list[str], seat: int | None, *, solo: bool, external: bool,
                humans: list[int], hand_seat: int | None) -> str:
    """What the acting human (`seat`, None when no human is to act) is asked to do now."""
    phase = state.phase
    if phase == "guess" and seat is not None:
        return f"{name_text(names[seat])}: tap your guess for the next 5 balls on the board"
    if phase == "draw" and external:
        return "Tap each number as the caller calls it"
    if phase == "play" and seat is not None:
        return (f"{name_text(names[seat])}: choose the card to play for level {state.level}"
                + ("" if solo else " (pick it by rank and suit)"))
    if phase == "play":
        return "Waiting for the bots to play their cards\u2026"
    if not solo:
        return "Validate any card: pick it by rank and suit"
    if humans:
        return "Your cards" if len(humans) == 1 else f"{possessive(names[hand_seat])} cards"
    return ""


def undo_question(number: int, later: int) -> str:
    """The console's question before taking back ball `number` and the `later` entries after it."""
    after = f" and the {later} entries after it" if later > 1 else " and the entry after it" if later else ""
    return f"Take back {ball_name(number)}{after}?"
