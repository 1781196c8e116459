"""The secrets of one table: a token per seat (in the seat's join link, 128 bits from `secrets`),
one for spectators, and a four-letter table code. New for every match; a seat can be given a new
token, and the old one stops at once. Tokens are compared in constant time."""
from __future__ import annotations

import hmac
import secrets
import string

TOKEN_BYTES = 18  # 144 bits
CODE_LETTERS = "".join(letter for letter in string.ascii_uppercase if letter not in "IO")  # no 1/I, 0/O mix-ups


class TableKeys:
    def __init__(self, seats: int, tokens: list[str] | None = None, code: str | None = None):
        self.tokens = list(tokens) if tokens is not None else [secrets.token_urlsafe(TOKEN_BYTES) for _ in range(seats)]
        if len(self.tokens) != seats:
            raise ValueError("one token a seat")
        self.spectator = secrets.token_urlsafe(TOKEN_BYTES)
        self.code = code or "".join(secrets.choice(CODE_LETTERS) for _ in range(4))

    def seat_of(self, token: object) -> int | None:
        """The seat whose token this is, or None. Every token is compared, in constant time."""
        found = None
        for seat, own in enumerate(self.tokens):
            if _same(token, own):
                found = seat
        return found

    def is_spectator(self, token: object) -> bool:
        return _same(token, self.spectator)

    def reissue(self, seat: int) -> str:
        """A new token for `seat`; the old one no longer opens it."""
        self.tokens[seat] = secrets.token_urlsafe(TOKEN_BYTES)
        return self.tokens[seat]


def _same(token: object, own: str) -> bool:
    """Constant-time equality of a token sent by a phone (any JSON value) with one of ours."""
    return isinstance(token, str) and len(token) <= 64 and hmac.compare_digest(token.encode(), own.encode())
