"""Qt screens of Goker: the caller console and solo play."""
