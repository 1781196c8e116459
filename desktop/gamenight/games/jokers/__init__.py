"""Jokers (Texas Good Sam marbles): a partnership race of marbles round a wooden board, moved
by cards."""
from gamenight.core.registry import built_game
from gamenight.core.seats import partners_opposite
from gamenight.core.words import words

GAME = built_game(
    "jokers", "Jokers",
    words("jokers", "A partnership marble race with cards (Texas Good Sam rules)."),
    players=(4, 4, 4), screen_class="JokersScreen",
    teams=lambda options, players: partners_opposite(players),
    sounds={"choose_first": "card_turn", "shuffle": "cards_deal", "come_out": "card_snap", "move": "card_snap",
            "split": "card_snap", "joker": "card_snap", "discard": "card_snap"},
)
