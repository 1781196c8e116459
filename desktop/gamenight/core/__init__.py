"""Qt-free building blocks shared by every game: cards, dice, randomness, the engine contract,
game records, matches, bots and the game registry."""
