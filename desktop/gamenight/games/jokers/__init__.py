"""Jokers (Texas Good Sam marbles): a partnership race of marbles round a wooden board, moved
by cards."""
from gamenight.core.registry import GameInfo
from gamenight.core.seats import partners_opposite

GAME = GameInfo(
    id="jokers",
    name="Jokers",
    blurb="A partnership marble race with cards (Texas Good Sam rules).",
    min_players=4,
    max_players=4,
    default_players=4,
    picture="games/jokers.svg",
    built=True,
    engine="gamenight.games.jokers.engine",
    screen="gamenight.games.jokers.ui.screen:JokersScreen",
    teams=lambda options, players: partners_opposite(players),
)
