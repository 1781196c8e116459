"""Why the hard Jokers bot chose a play, in a player's words (the hint's reason).

What the play does is read off the board before and after it (marbles bumped, brought home or
out, marbles left within an opponent's reach, as the bots count reach); what the search found
is the number of plays it compared in its sampled deals.
"""
from __future__ import annotations

from gamenight.games.jokers.board import Board
from gamenight.games.jokers.track import MARBLES, is_home, is_start, team_of


def _count(number: int, one: str, many: str) -> str:
    return f"a {one}" if number == 1 else f"{number} {many}"


def effects(before: Board, after: Board, seat: int) -> list[str]:
    """What a play by `seat` changed on the board, in words: bumps, marbles home or out."""
    team = team_of(seat)
    bumped_rivals = bumped_own = home = out = 0
    for marble, (was, now) in enumerate(zip(before.where, after.where, strict=False)):
        ours = team_of(marble // MARBLES) == team
        if is_start(now) and not is_start(was):
            if ours:
                bumped_own += 1
            else:
                bumped_rivals += 1
        elif ours and is_home(now) and not is_home(was):
            home += 1
        elif ours and is_start(was) and not is_start(now):
            out += 1
    said = []
    if bumped_rivals:
        said.append(f"sends {_count(bumped_rivals, 'rival marble', 'rival marbles')} back to start")
    if home:
        said.append(f"brings {_count(home, 'marble', 'marbles')} home")
    if out:
        said.append(f"brings {_count(out, 'marble', 'marbles')} out of start")
    if bumped_own:
        said.append(f"sends {_count(bumped_own, 'marble', 'marbles')} of your team back to start")
    return said


def safety(exposed_before: int, exposed_after: int) -> str:
    """The change in the team's marbles that a rival's card could land on ("" when none are)."""
    if exposed_after < exposed_before:
        gone = exposed_before - exposed_after
        return f"takes {_count(gone, 'marble', 'marbles')} out of a rival's reach"
    if exposed_after:
        return f"leaves {_count(exposed_after, 'marble', 'marbles')} where a rival's card could land"
    return ""


def play_reason(said: list[str], compared: int, worlds: int) -> str:
    """The reason for a play: what it does (`effects` and `safety`), then what the search weighed."""
    does = f"It {', '.join(said[:-1])} and {said[-1]}. " if len(said) > 1 else (f"It {said[0]}. " if said else "")
    if compared <= 1:
        return does + "It is the only play you have."
    return (does + f"The search rated it best of {compared} plays, each followed by a round of play in "
            f"{worlds} sampled deals of the cards you cannot see.")


DISCARD_REASON = ("No card in your hand can move a marble; this is the card you will miss least "
                  "(jokers and the cards that bring marbles out are kept longest).")
