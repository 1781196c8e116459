"""Player-facing words for Jokers actions ("7\u2665 split: marble on 12 forward 4, marble on 30 forward 3").

Every sentence is whole (`Words`, translated where shown); a marble is a noun phrase of its own
per owner and place ("partner's marble on 46", "marble from start"), never glued from pieces."""
from __future__ import annotations

from gamenight.core.cards import JOKER_WORDS
from gamenight.core.words import Text, Words, words
from gamenight.games.jokers.actions import ChooseFirst, ComeOut, Discard, JokerMove, Move, Shuffle, Split
from gamenight.games.jokers.board import Board
from gamenight.games.jokers.deck import ALL_CARDS, is_card, label, value_of
from gamenight.games.jokers.moves import controlled, discard_count, part_moves
from gamenight.games.jokers.track import MARBLES, hole_name, is_start, partner

_ON = {  # whose marble -> (in start, on a hole)
    "mine": (words("jokers", "marble from start"), words("jokers", "marble on {hole}")),
    "partner": (words("jokers", "partner's marble from start"), words("jokers", "partner's marble on {hole}")),
    "your": (words("jokers", "your marble from start"), words("jokers", "your marble on {hole}")),
    "the partner": (words("jokers", "the partner's marble from start"),
                    words("jokers", "the partner's marble on {hole}")),
    "opponent": (words("jokers", "an opponent's marble from start"),
                 words("jokers", "an opponent's marble on {hole}")),
}
FORWARD = words("jokers", "{marble} forward {steps}")
BACK = words("jokers", "{marble} back {steps}")
JUMPS = words("jokers", "{marble} jumps to {hole}")
COMES_OUT = words("jokers", "{marble} comes out")
GOES_BACK_TO_START = words("jokers", "{marble} goes back to start")
GOES_TO = words("jokers", "{marble} goes to {hole}")


def card_words(card: str) -> Text:
    """A card as a player reads it: "7\u2665", or "Joker" in the player's language."""
    if not is_card(card):
        return card
    return JOKER_WORDS if value_of(card) == 0 else label(card)


def marble_words(whose: str, hole: int) -> Words:
    """The marble on `hole` of `whose` (a key of `_ON`): "partner's marble on 46"."""
    in_start, on_hole = _ON[whose]
    return in_start if is_start(hole) else on_hole(hole=hole_name(hole))


def _marble(board: Board, turn: int, hole: int) -> Words:
    marble = board.marble_at(hole)
    return marble_words("partner" if marble >= 0 and marble // MARBLES != turn else "mine", hole)


def _part(board: Board, turn: int, hole: int, steps: int) -> Words:
    return (FORWARD if steps > 0 else BACK)(marble=_marble(board, turn, hole), steps=abs(steps))


def describe_action(state, action) -> Text:
    """What `action` does, said to the table before it is applied to `state`."""
    return describe_play(state.board, state.turn, state.counts, action)


def describe_play(board: Board, turn: int, counts, action) -> Text:
    """What `action` by `turn` does on `board` (with the seats' six-card `counts`): a screen
    that drew the board before the play says it in the same words after it."""
    if isinstance(action, ChooseFirst):
        return words("jokers", "seat {seat} plays first")(seat=action.seat + 1)
    if isinstance(action, Shuffle):
        if len(action.order) == len(ALL_CARDS):  # a refill never holds the cards in hand
            return words("jokers", "the cards are shuffled and dealt, 5 each")
        return words("jokers", "the discards are shuffled into a new stock")
    card = card_words(action.card)
    if isinstance(action, ComeOut):
        if controlled(board, turn) == turn:
            return words("jokers", "{card}: bring a marble out")(card=card)
        return words("jokers", "{card}: bring a partner's marble out")(card=card)
    if isinstance(action, Move):
        value = value_of(action.card) if is_card(action.card) else 0
        return words("jokers", "{card}: {part}")(card=card, part=_part(board, turn, action.marble,
                                                                        -8 if value == 8 else value))
    if isinstance(action, Split):
        return words("jokers", "{card} split: {first}, {second}")(
            card=card, first=_part(board, turn, action.first, action.first_steps),
            second=_part(board, turn, action.second, action.second_steps))
    if isinstance(action, JokerMove):
        return words("jokers", "{card}: {part}")(card=card, part=JUMPS(
            marble=_marble(board, turn, action.marble), hole=hole_name(action.target)))
    if isinstance(action, Discard):
        count = discard_count(board, turn, counts)
        if count is None:
            return words("jokers", "discard {card}: no move this turn")(card=card)
        return words("jokers", "discard {card}: {count} of the 6 discards that bring a marble out")(
            card=card, count=count)
    return repr(action)


def travel_words(board: Board, turn: int, action, travels) -> list[tuple[Words, Words]]:
    """For each marble a legal play by `turn` moves (`moves.travels` of it), in order: the marble,
    and what it does, in words: ("partner's marble on 69", "partner's marble on 69 back 8"),
    ("marble from start", "marble from start jumps to 63"), ("an opponent's marble on 63",
    "an opponent's marble on 63 goes back to start")."""
    steps = iter(steps for _, steps in part_moves(board, turn, action))
    said = []
    for moved, hole, path, bumped in travels:
        owner = moved // MARBLES
        if bumped:
            whose = "your" if owner == turn else "the partner" if owner == partner(turn) else "opponent"
            marble = marble_words(whose, hole)
            landing = path[-1]
            goes = GOES_BACK_TO_START(marble=marble) if is_start(landing) else GOES_TO(
                marble=marble, hole=hole_name(landing))
            said.append((marble, goes))
            continue
        marble = marble_words("mine" if owner == turn else "partner", hole)
        step = next(steps)
        if step:
            said.append((marble, (FORWARD if step > 0 else BACK)(marble=marble, steps=abs(step))))
        elif isinstance(action, JokerMove):
            said.append((marble, JUMPS(marble=marble, hole=hole_name(action.target))))
        else:
            said.append((marble, COMES_OUT(marble=marble)))
    return said
