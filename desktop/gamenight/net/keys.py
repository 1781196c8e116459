"""The secrets of one table: a token per seat (in the seat's join link, 128 bits from `secrets`),
one for spectators, and a four-letter table code. New for every match; a seat can be given a new
token, and the old one stops at once. Tokens are compared in constant time."""
from __future__ import annotations

import hmac
import secrets
import string
from typing import Any

from gamenight.core.playable import check_phone_table

TOKEN_BYTES = 18  # 144 bits
CODE_LETTERS = "".join(letter for letter in string.ascii_uppercase if letter not in "IO")  # no 1/I, 0/O mix-ups


class TableKeys:
    def __init__(self, seats: int):
        self.tokens = [secrets.token_urlsafe(TOKEN_BYTES) for _ in range(seats)]
        self.spectator = secrets.token_urlsafe(TOKEN_BYTES)
        self.code = "".join(secrets.choice(CODE_LETTERS) for _ in range(4))

    def to_json(self) -> dict[str, Any]:
        return {"tokens": list(self.tokens), "spectator": self.spectator, "code": self.code}

    @classmethod
    def from_json(cls, data: Any, seats: int) -> TableKeys:
        """The keys a saved game kept (so every phone's link works again after a restart); keys
        of another form are refused with CannotPlay (a ValueError), as when the game was read."""
        check_phone_table(data, seats)
        keys = cls(0)
        keys.tokens, keys.spectator, keys.code = list(data["tokens"]), data["spectator"], data["code"]
        return keys

    def seat_of(self, token: object) -> int | None:
        """The seat whose token this is, or None. Every token is compared, in constant time."""
        found = None
        for seat, own in enumerate(self.tokens):
            if _same(token, own):
                found = seat
        return found

    def is_spectator(self, token: object) -> bool:
        return _same(token, self.spectator)

    def code_matches(self, code: object) -> bool:
        return isinstance(code, str) and _same(code.strip().upper(), self.code)

    def reissue(self, seat: int) -> str:
        """A new token for `seat`; the old one no longer opens it."""
        self.tokens[seat] = secrets.token_urlsafe(TOKEN_BYTES)
        return self.tokens[seat]


def _same(token: object, own: str) -> bool:
    """Constant-time equality of a token sent by a phone (any JSON value) with one of ours."""
    return isinstance(token, str) and len(token) <= 64 and hmac.compare_digest(token.encode(), own.encode())
