"""The Goker screen's status line and prompt, in words (plain text: names are isolated, never markup)."""
from __future__ import annotations

from gamenight.games.goker.deck import ball_name
from gamenight.games.goker.views import GokerPhase, GokerView, LevelResult, RoundView
from gamenight.table.names import name_text, possessive, verb


def status_text(view: GokerView, revealing: LevelResult | None = None, game_over: str = "Game over") -> str:
    """The status line; while a level's cards turn over (`revealing`), it speaks of that level;
    `game_over` once the game is over (the screen's words naming the winners)."""
    if revealing is not None:
        return f"Level {revealing.level} ended at call {view.level_ends[revealing.level - 1]}: the cards turn over"
    if view.phase == GokerPhase.OVER:
        return game_over
    text = f"Call {view.calls} \u2014 level {view.level} ends at {view.level_end}"
    if view.phase == GokerPhase.GUESS and view.round is not None:
        return f"Level {view.level}, Goker round {view.round.number + 1}: guesses \u2014 " + text
    if view.phase == GokerPhase.FLIP:
        return "Coin flip: last chance to call GOKER \u2014 " + text
    if view.phase == GokerPhase.PLAY:
        return f"Level {view.level} ends: play a card face down"
    return text


def prompt_text(view: GokerView, names: list[str], seat: int | None, *, solo: bool, external: bool,
                humans: list[int], hand_seat: int | None) -> str:
    """What the acting human (`seat`, None when no human is to act) is asked to do now."""
    phase = view.phase
    if phase == GokerPhase.GUESS and seat is not None:
        return f"{name_text(names[seat])}: tap your guess for the next 5 balls on the board"
    if phase == GokerPhase.DRAW and external:
        return "Tap each number as the caller calls it"
    if phase == GokerPhase.PLAY and seat is not None:
        return (f"{name_text(names[seat])}: choose the card to play for level {view.level}"
                + ("" if solo else " (pick it by rank and suit)"))
    if phase == GokerPhase.PLAY:
        return "Waiting for the bots to play their cards\u2026"
    if not solo:
        return "Validate any card: pick it by rank and suit"
    if humans and hand_seat is not None:
        return "Your cards" if len(humans) == 1 else f"{possessive(names[hand_seat])} cards"
    if len(humans) > 1:
        return "The cards stay face down while the balls are drawn"
    return ""


def undo_question(number: int, later: int) -> str:
    """The console's question before taking back ball `number` and the `later` entries after it."""
    after = f" and the {later} entries after it" if later > 1 else " and the entry after it" if later else ""
    return f"Take back {ball_name(number)}{after}?"


def level_line(view: GokerView, revealing: LevelResult | None = None) -> str:
    """The projector's headline: the level and the call it ends at."""
    if revealing is not None:
        return f"Level {revealing.level} ended at call {view.level_ends[revealing.level - 1]}"
    if view.phase == GokerPhase.OVER:
        return "Game over"
    return f"Level {view.level} \u2014 ends at call {view.level_end}"


def call_line(view: GokerView) -> str:
    """The projector's second line: the call count and what the table waits for."""
    if view.phase == GokerPhase.GUESS and view.round is not None:
        return f"Call {view.calls} \u2014 guesses for Goker round {view.round.number + 1}"
    if view.phase == GokerPhase.FLIP:
        return f"Call {view.calls} \u2014 coin flip: last chance to call GOKER"
    if view.phase == GokerPhase.PLAY:
        return f"Call {view.calls} \u2014 cards are played face down"
    return f"Call {view.calls}"


def round_line(view: GokerView, names: list[str]) -> str:
    """The current Goker round's guesses, each marked as the guess sheet marks it, then who passed."""
    current = view.round
    if current is None or not current.guesses:
        return ""
    guesses = [f"{name_text(names[seat])} {ball_name(number)}{guess_mark(current, seat)}"
               for seat, number in current.guesses.items()]
    passes = [pass_text(names[seat]) for seat in sorted(current.passed)]
    return f"Goker round {current.number + 1}: " + "  \u00b7  ".join(guesses + passes)


def pass_text(name: str) -> str:
    """A seat that passed its guess (RULINGS: too few numbers to guess)."""
    return f"{name_text(name)} {verb(name, 'passes', 'pass')}: no number left to guess"


def guess_mark(current: RoundView, seat: int) -> str:
    """\u2714 GOKER called, GOKER? may call now, \u2717 drawn but not called in time, nothing otherwise."""
    if seat in current.claimed:
        return " \u2714"
    if seat in current.open:
        return " GOKER?"
    return " \u2717" if seat in current.hits else ""


def winners_line(view: GokerView, names: list[str], hidden_level: int | None = None) -> str:
    """Each ended level's winner with the points the level gave them (not `hidden_level`, whose
    cards are still turning over)."""
    return "   ".join(f"Level {result.level}: {name_text(names[result.winner])} "
                      f"{result.points.get(result.winner, 0)} p"
                      for result in view.results if result.winner is not None and result.level != hidden_level)
