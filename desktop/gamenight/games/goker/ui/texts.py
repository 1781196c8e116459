"""The Goker screen's status line and prompt, in words (plain text: names are isolated, never markup)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gamenight.games.goker.deck import ball_name
from gamenight.games.goker.views import GokerPhase, GokerView, LevelResult, RoundView
from gamenight.table.names import is_you, name_text

translate = QCoreApplication.translate


def status_text(view: GokerView, revealing: LevelResult | None = None, game_over: str = "") -> str:
    """The status line; while a level's cards turn over (`revealing`), it speaks of that level;
    `game_over` once the game is over (the screen's words naming the winners)."""
    if revealing is not None:
        return translate("GokerTexts", "Level {level} ended at call {call}: the cards turn over").format(
            level=revealing.level, call=view.level_ends[revealing.level - 1])
    if view.phase == GokerPhase.OVER:
        return game_over or translate("GokerTexts", "Game over")
    text = translate("GokerTexts", "Call {call} \u2014 level {level} ends at {end}").format(
        call=view.calls, level=view.level, end=view.level_end)
    if view.phase == GokerPhase.GUESS and view.round is not None:
        return translate("GokerTexts", "Level {level}, Goker round {round}: guesses \u2014 {status}").format(
            level=view.level, round=view.round.number + 1, status=text)
    if view.phase == GokerPhase.FLIP and view.round is not None:
        if view.round.open:  # a guess drawn and not called yet: the flip is its last chance
            return translate("GokerTexts", "Coin flip: last chance to call GOKER \u2014 {status}").format(status=text)
        return translate("GokerTexts", "Coin flip: Goker round {round} ends \u2014 {status}").format(
            round=view.round.number + 1, status=text)
    if view.phase == GokerPhase.PLAY:
        return translate("GokerTexts", "Level {level} ends: play a card face down").format(level=view.level)
    return text


def prompt_text(view: GokerView, names: list[str], seat: int | None, *, solo: bool, external: bool,
                humans: list[int], hand_seat: int | None) -> str:
    """What the acting human (`seat`, None when no human is to act) is asked to do now."""
    phase = view.phase
    if phase == GokerPhase.GUESS and seat is not None:
        return translate("GokerTexts", "{player}: tap your guess for the next 5 balls on the board").format(
            player=name_text(names[seat]))
    if phase == GokerPhase.DRAW and external:
        return translate("GokerTexts", "Tap each number as the caller calls it")
    if phase == GokerPhase.PLAY and seat is not None:
        choose = translate("GokerTexts", "{player}: choose the card to play for level {level}") if solo else \
            translate("GokerTexts", "{player}: choose the card to play for level {level} (pick it by rank and suit)")
        return choose.format(player=name_text(names[seat]), level=view.level)
    if phase == GokerPhase.PLAY:
        return translate("GokerTexts", "Waiting for the bots to play their cards\u2026")
    if not solo:
        return translate("GokerTexts", "Validate any card: pick it by rank and suit")
    if humans and hand_seat is not None:
        if len(humans) == 1 or is_you(names[hand_seat]):
            return translate("GokerTexts", "Your cards")
        return translate("GokerTexts", "{player}'s cards").format(player=name_text(names[hand_seat]))
    if len(humans) > 1:
        return translate("GokerTexts", "The cards stay face down while the balls are drawn")
    return ""


def undo_question(number: int, later: int) -> str:
    """The console's question before taking back ball `number` and the `later` entries after it."""
    if later > 1:
        question = translate("GokerTexts", "Take back {ball} and the {later} entries after it?")
    else:
        question = translate("GokerTexts", "Take back {ball} and the entry after it?") if later else \
            translate("GokerTexts", "Take back {ball}?")
    return question.format(ball=ball_name(number), later=later)


def level_line(view: GokerView, revealing: LevelResult | None = None) -> str:
    """The projector's headline: the level and the call it ends at."""
    if revealing is not None:
        return translate("GokerTexts", "Level {level} ended at call {call}").format(
            level=revealing.level, call=view.level_ends[revealing.level - 1])
    if view.phase == GokerPhase.OVER:
        return translate("GokerTexts", "Game over")
    return translate("GokerTexts", "Level {level} \u2014 ends at call {call}").format(
        level=view.level, call=view.level_end)


def call_line(view: GokerView) -> str:
    """The projector's second line: the call count and what the table waits for."""
    if view.phase == GokerPhase.GUESS and view.round is not None:
        return translate("GokerTexts", "Call {call} \u2014 guesses for Goker round {round}").format(
            call=view.calls, round=view.round.number + 1)
    if view.phase == GokerPhase.FLIP and view.round is not None:
        if view.round.open:
            return translate("GokerTexts", "Call {call} \u2014 coin flip: last chance to call GOKER").format(
                call=view.calls)
        return translate("GokerTexts", "Call {call} \u2014 coin flip: Goker round {round} ends").format(
            call=view.calls, round=view.round.number + 1)
    if view.phase == GokerPhase.PLAY:
        return translate("GokerTexts", "Call {call} \u2014 cards are played face down").format(call=view.calls)
    return translate("GokerTexts", "Call {call}").format(call=view.calls)


def round_line(view: GokerView, names: list[str]) -> str:
    """The current Goker round's guesses, each marked as the guess sheet marks it, then who passed."""
    current = view.round
    if current is None or not current.guesses:
        return ""
    guesses = [f"{name_text(names[seat])} {ball_name(number)}{guess_mark(current, seat)}"
               for seat, number in current.guesses.items()]
    passes = [pass_text(names[seat]) for seat in sorted(current.passed)]
    return translate("GokerTexts", "Goker round {round}: {guesses}").format(
        round=current.number + 1, guesses="  \u00b7  ".join(guesses + passes))


def pass_text(name: str) -> str:
    """A seat that passed its guess (RULINGS: too few numbers to guess)."""
    if is_you(name):
        return translate("GokerTexts", "You pass: no number left to guess")
    return translate("GokerTexts", "{player} passes: no number left to guess").format(player=name_text(name))


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
    return "   ".join(translate("GokerTexts", "Level {level}: {player} {points} p").format(
        level=result.level, player=name_text(names[result.winner]), points=result.points.get(result.winner, 0))
        for result in view.results if result.winner is not None and result.level != hidden_level)
