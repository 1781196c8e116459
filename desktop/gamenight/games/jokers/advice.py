"""Why the hard Jokers bot chose a play, in a player's words (the hint's reason).

What the play does is read off the board before and after it (marbles bumped, brought home or
out, marbles left within an opponent's reach, as the bots count reach); what the search found
is the number of plays it compared in its sampled deals. Each is a whole sentence for the
translator, its count through `%n`; the reason is those sentences one after the other.
"""
from __future__ import annotations

from gamenight.core.words import Text, Words, sentences, words
from gamenight.games.jokers.board import Board
from gamenight.games.jokers.track import MARBLES, is_home, is_start, team_of

SENDS_RIVALS_BACK = words("jokers", "It sends %n rival marble(s) back to start.")
BRINGS_HOME = words("jokers", "It brings %n marble(s) home.")
BRINGS_OUT = words("jokers", "It brings %n marble(s) out of start.")
SENDS_OWN_BACK = words("jokers", "It sends %n marble(s) of your team back to start.")
TAKES_OUT_OF_REACH = words("jokers", "It takes %n marble(s) out of a rival's reach.")
LEAVES_IN_REACH = words("jokers", "It leaves %n marble(s) where a rival's card could land.")
ONLY_PLAY = words("jokers", "It is the only play you have.")
SEARCHED = words("jokers", "The search rated it best of {plays} plays, each followed by a round of play in "
                           "{deals} sampled deals of the cards you cannot see.")
DISCARD_REASON = words("jokers", "No card in your hand can move a marble; this is the card you will miss least "
                                 "(jokers and the cards that bring marbles out are kept longest).")


def effects(before: Board, after: Board, seat: int) -> list[Words]:
    """What a play by `seat` changed on the board, a sentence each: bumps, marbles home or out."""
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
    counted = ((SENDS_RIVALS_BACK, bumped_rivals), (BRINGS_HOME, home), (BRINGS_OUT, out),
               (SENDS_OWN_BACK, bumped_own))
    return [sentence(n=count) for sentence, count in counted if count]


def safety(exposed_before: int, exposed_after: int) -> Words | None:
    """The change in the team's marbles that a rival's card could land on (None when none are)."""
    if exposed_after < exposed_before:
        return TAKES_OUT_OF_REACH(n=exposed_before - exposed_after)
    if exposed_after:
        return LEAVES_IN_REACH(n=exposed_after)
    return None


def play_reason(said: list[Words], compared: int, worlds: int) -> Text:
    """The reason for a play: what it does (`effects` and `safety`), then what the search weighed."""
    weighed = ONLY_PLAY if compared <= 1 else SEARCHED(plays=compared, deals=worlds)
    return sentences(*said, weighed)
