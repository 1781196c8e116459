"""What a Jokers play did, told to the table once played ("Di moved a marble 11 holes forward with
J♥.", "Bo's marble went back to start.").

The board numbers no hole, so a report never names one: it says how far a marble went and which
way, whose marble it was, and where a marble sent away went (its start, its home entrance). A play
is told in whole sentences, one after the other: what the player did, then, for a split, where
each marble went, then each marble sent away."""
from __future__ import annotations

from gamenight.core.reports import About, Report
from gamenight.core.words import sentences, words
from gamenight.games.jokers.actions import ChooseFirst, ComeOut, Discard, JokerMove, Move, Shuffle, Split
from gamenight.games.jokers.board import Board
from gamenight.games.jokers.deck import ALL_CARDS
from gamenight.games.jokers.moves import controlled, discard_count, part_moves, travels
from gamenight.games.jokers.track import MARBLES, is_home, is_start
from gamenight.games.jokers.words import card_words

PLAYS_FIRST = About(words("jokers", "{player} was drawn to play first."),
                    words("jokers", "You were drawn to play first."))
CAME_OUT = (About(words("jokers", "{player} brought a marble out with {card}."),
                  words("jokers", "You brought a marble out with {card}.")),
            About(words("jokers", "{player} brought their partner's marble out with {card}."),
                  words("jokers", "You brought your partner's marble out with {card}.")))
"""Own marble, partner's marble."""
MOVED = {  # (own marble?, which way) -> the sentence
    (True, "forward"): About(words("jokers", "{player} moved a marble %n hole(s) forward with {card}."),
                             words("jokers", "You moved a marble %n hole(s) forward with {card}.")),
    (True, "home"): About(words("jokers", "{player} moved a marble %n hole(s) forward into home with {card}."),
                          words("jokers", "You moved a marble %n hole(s) forward into home with {card}.")),
    (True, "back"): About(words("jokers", "{player} moved a marble %n hole(s) back with {card}."),
                          words("jokers", "You moved a marble %n hole(s) back with {card}.")),
    (False, "forward"): About(
        words("jokers", "{player} moved their partner's marble %n hole(s) forward with {card}."),
        words("jokers", "You moved your partner's marble %n hole(s) forward with {card}.")),
    (False, "home"): About(
        words("jokers", "{player} moved their partner's marble %n hole(s) forward into home with {card}."),
        words("jokers", "You moved your partner's marble %n hole(s) forward into home with {card}.")),
    (False, "back"): About(words("jokers", "{player} moved their partner's marble %n hole(s) back with {card}."),
                           words("jokers", "You moved your partner's marble %n hole(s) back with {card}.")),
}
JUMPED = (About(words("jokers", "{player} moved a marble onto another player's marble with a joker."),
                words("jokers", "You moved a marble onto another player's marble with a joker.")),
          About(words("jokers", "{player} moved their partner's marble onto another player's marble with a joker."),
                words("jokers", "You moved your partner's marble onto another player's marble with a joker.")))
"""A joker's jump: own marble, partner's marble."""
SPLIT = About(words("jokers", "{player} split {card} between two marbles."),
              words("jokers", "You split {card} between two marbles."))
PART = {  # (first part?, which way) -> the sentence about the player's own marble
    (True, "forward"): words("jokers", "The first marble went %n hole(s) forward."),
    (True, "home"): words("jokers", "The first marble went %n hole(s) forward into home."),
    (True, "back"): words("jokers", "The first marble went %n hole(s) back."),
    (False, "forward"): words("jokers", "The second marble went %n hole(s) forward."),
    (False, "home"): words("jokers", "The second marble went %n hole(s) forward into home."),
    (False, "back"): words("jokers", "The second marble went %n hole(s) back."),
}
PARTNERS_PART = {  # which way -> the sentence about a part that moved the partner's marble
    "forward": About(words("jokers", "{player}'s marble went %n hole(s) forward."),
                     words("jokers", "Your marble went %n hole(s) forward.")),
    "home": About(words("jokers", "{player}'s marble went %n hole(s) forward into home."),
                  words("jokers", "Your marble went %n hole(s) forward into home.")),
    "back": About(words("jokers", "{player}'s marble went %n hole(s) back."),
                  words("jokers", "Your marble went %n hole(s) back.")),
}
SENT_TO_START = About(words("jokers", "{player}'s marble went back to start."),
                      words("jokers", "Your marble went back to start."))
SENT_TO_ENTRANCE = About(words("jokers", "{player}'s marble went back to its home entrance."),
                         words("jokers", "Your marble went back to its home entrance."))
DISCARDED = About(words("jokers", "{player} discarded {card}: no card could move."),
                  words("jokers", "You discarded {card}: no card could move."))
COUNTED = About(words("jokers", "{player} discarded {card}: {count} of the 6 discards that bring a marble out."),
                words("jokers", "You discarded {card}: {count} of the 6 discards that bring a marble out."))


def report_play(board: Board, turn: int, counts, action) -> Report:
    """What `action` by `turn` did on `board` (with the seats' six-card `counts`), asked before it is
    played: a screen that drew the board before the play tells it in the same words after it."""
    if isinstance(action, ChooseFirst):
        return PLAYS_FIRST.of(action.seat)
    if isinstance(action, Shuffle):
        if len(action.order) == len(ALL_CARDS):  # a refill never holds the cards in hand
            return words("jokers", "The cards were shuffled and dealt, 5 each.")
        return words("jokers", "The discards were shuffled into a new stock.")
    card = card_words(action.card)
    if isinstance(action, Discard):
        count = discard_count(board, turn, counts)
        return DISCARDED.of(turn, card=card) if count is None else COUNTED.of(turn, card=card, count=count)
    own = controlled(board, turn) == turn
    walked, sent = _marbles(board, turn, action)
    if isinstance(action, ComeOut):
        said: Report = CAME_OUT[not own].of(turn, card=card)
    elif isinstance(action, JokerMove):
        said = JUMPED[not own].of(turn)
    elif isinstance(action, Move):
        _, way, steps = walked[0]
        said = MOVED[(own, way)].of(turn, card=card, n=steps)
    else:
        assert isinstance(action, Split)
        said = sentences(SPLIT.of(turn, card=card), *(
            PART[(index == 0, way)](n=steps) if owner == turn else PARTNERS_PART[way].of(owner, n=steps)
            for index, (owner, way, steps) in enumerate(walked)))
    return sentences(said, *sent)


def _marbles(board: Board, turn: int, action) -> tuple[list[tuple[int, str, int]], list[About]]:
    """The marbles a play walks, as (owner, which way, holes), and the sentences about those it sends away."""
    steps = iter(steps for _, steps in part_moves(board, turn, action))
    walked, sent = [], []
    for moved, hole, path, bumped in travels(board, turn, action):
        owner = moved // MARBLES
        if bumped:
            sent.append((SENT_TO_START if is_start(path[-1]) else SENT_TO_ENTRANCE).of(owner))
            continue
        step = next(steps)
        way = "back" if step < 0 else "home" if is_home(path[-1]) and not is_home(hole) else "forward"
        walked.append((owner, way, abs(step)))
    return walked, sent

