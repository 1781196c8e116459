"""A Goker game's options checked when it starts, and what they set: each level's last call and
the deck."""
from __future__ import annotations

from gamenight.games.goker.deck import Deck, deck_from_json, default_deck


def level_ends(options: dict) -> tuple[int, int, int]:
    return (options["level1"], options["level2"], options["level3"])


RAPID_START_LAST_CALL = 65
"""A Rapid Start first ball can take up to 7 more numbers out of the draw: 68 balls remain."""


def check_options(options: dict) -> None:
    ends = level_ends(options)
    if not ends[0] < ends[1] < ends[2]:
        raise ValueError(f"level ends must rise: {ends[0]}, {ends[1]}, {ends[2]} do not")
    if options["rapid_start"] and ends[2] > RAPID_START_LAST_CALL:
        raise ValueError(f"with Rapid Start the last level ends by call {RAPID_START_LAST_CALL} at the latest")


def game_deck(options: dict) -> Deck:
    """The deck a game uses: the built-in one, or the deck file chosen for it (kept in the record,
    so the game replays anywhere; the "deck" option's `deck_file_value` refused a damaged one)."""
    return deck_from_json(options["deck"]) if options["deck"] else default_deck()
