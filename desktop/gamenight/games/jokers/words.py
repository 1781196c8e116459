"""Player-facing words for Jokers actions ("7\u2665 split: marble on 12 forward 4, marble on 30 forward 3")."""
from __future__ import annotations

from gamenight.games.jokers.actions import ChooseFirst, ComeOut, Discard, JokerMove, Move, Shuffle, Split
from gamenight.games.jokers.board import Board
from gamenight.games.jokers.deck import ALL_CARDS, is_card, label, value_of
from gamenight.games.jokers.moves import controlled, part_moves
from gamenight.games.jokers.track import MARBLES, hole_name, is_start, partner


def _card(card: str) -> str:
    return label(card) if is_card(card) else card


def _marble(board: Board, turn: int, hole: int) -> str:
    marble = board.marble_at(hole)
    whose = "partner's marble" if marble >= 0 and marble // MARBLES != turn else "marble"
    return f"{whose} from start" if is_start(hole) else f"{whose} on {hole_name(hole)}"


def _part(board: Board, turn: int, hole: int, steps: int) -> str:
    return f"{_marble(board, turn, hole)} {'forward' if steps > 0 else 'back'} {abs(steps)}"


def describe_action(state, action) -> str:
    """What `action` does, said to the table before it is applied to `state`."""
    return describe_play(state.board, state.turn, state.counts, action)


def describe_play(board: Board, turn: int, counts, action) -> str:
    """What `action` by `turn` does on `board` (with the seats' six-card `counts`): a screen
    that drew the board before the play says it in the same words after it."""
    if isinstance(action, ChooseFirst):
        return f"seat {action.seat + 1} plays first"
    if isinstance(action, Shuffle):
        if len(action.order) == len(ALL_CARDS):  # a refill never holds the cards in hand
            return "the cards are shuffled and dealt, 5 each"
        return "the discards are shuffled into a new stock"
    card = _card(action.card)
    if isinstance(action, ComeOut):
        whose = "a marble" if controlled(board, turn) == turn else "a partner's marble"
        return f"{card}: bring {whose} out"
    if isinstance(action, Move):
        value = value_of(action.card) if is_card(action.card) else 0
        return f"{card}: {_part(board, turn, action.marble, -8 if value == 8 else value)}"
    if isinstance(action, Split):
        return (f"{card} split: {_part(board, turn, action.first, action.first_steps)}, "
                f"{_part(board, turn, action.second, action.second_steps)}")
    if isinstance(action, JokerMove):
        return f"{card}: {_marble(board, turn, action.marble)} jumps to {hole_name(action.target)}"
    if isinstance(action, Discard):
        owner = controlled(board, turn)
        if not board.on_track(owner) and board.first_in_start(owner) >= 0:
            count = min(counts[turn] + 1, 6)
            return f"discard {card}: count {count} of 6"
        return f"discard {card}: no move this turn"
    return repr(action)


def travel_words(board: Board, turn: int, action, travels) -> list[tuple[str, str]]:
    """For each marble a legal play by `turn` moves (`moves.travels` of it), in order: the marble,
    and what it does, in words: ("partner's marble on 69", "partner's marble on 69 back 8"),
    ("marble from start", "marble from start jumps to 63"), ("an opponent's marble on 63",
    "an opponent's marble on 63 goes back to start")."""
    steps = iter(steps for _, steps in part_moves(board, turn, action))
    said = []
    for moved, hole, path, bumped in travels:
        owner = moved // MARBLES
        place = "from start" if is_start(hole) else f"on {hole_name(hole)}"
        if bumped:
            whose = "your" if owner == turn else "the partner's" if owner == partner(turn) else "an opponent's"
            marble = f"{whose} marble {place}"
            landing = path[-1]
            goes = "back to start" if is_start(landing) else f"to {hole_name(landing)}"
            said.append((marble, f"{marble} goes {goes}"))
            continue
        marble = ("marble " if owner == turn else "partner's marble ") + place
        step = next(steps)
        if step:
            said.append((marble, f"{marble} {'forward' if step > 0 else 'back'} {abs(step)}"))
        elif isinstance(action, JokerMove):
            said.append((marble, f"{marble} jumps to {hole_name(action.target)}"))
        else:
            said.append((marble, f"{marble} comes out"))
    return said
