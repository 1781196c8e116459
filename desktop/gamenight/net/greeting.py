"""Who a new connection is: its first message (read apart: net/waiting.py) must be a hello with a
seat's token, the spectators' token, or the table code and a seat's number; an address's hellos are
counted (net/hello_limits.py) and its wrong codes too. A hello refused is told why, in its language,
and changes nothing; nothing of the game is sent before a hello is taken."""
from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Any

from aiohttp import WSMsgType, web

from gamenight.core.engine import SPECTATOR
from gamenight.core.words import Refusal, words
from gamenight.net.hello_limits import turn_away
from gamenight.net.message_reader import player_name, read_message
from gamenight.net.phone_language import phone_language

if TYPE_CHECKING:
    from gamenight.net.server import PhoneServer

NOT_A_SEAT = words("PhoneServer",
                   "This link does not open a seat at this table (it may be old: ask the host for a new one).")
HELLO_FIRST = words("PhoneServer", "The first message must be a hello with the seat's link.")
TABLE_FULL = words("PhoneServer", "The table is full: there is no room for another spectator.")
CODES_LOCKED = words("PhoneServer", "Too many wrong codes from this phone: wait a minute, or scan the QR code.")


class Greeting:
    """A table's greeting of its new connections."""

    def __init__(self, server: PhoneServer):
        self.server = server

    async def seat_of(self, socket: web.WebSocketResponse, address: str) -> tuple[int, str] | None:
        """The seat the first message opens (SPECTATOR for the spectators' token) and the language the
        phone reads, or None once it is told why not, in its hello's language. No game data before."""
        message = await self.server.waiting.first_message(socket, address, self.server.host_language())
        if message is None or message.type not in (WSMsgType.TEXT, WSMsgType.BINARY):
            return None  # sent away (and told why), or gone
        language = self.server.host_language()
        try:
            data = read_message(message.data, self.server.limits.message_depth)
            if not isinstance(data, dict) or data.get("type") != "hello":
                raise Refusal(HELLO_FIRST)
            language = phone_language(data.get("language"), language)
            self.server.hellos.count(address)  # past its address's limit, refused before its key is looked at
            seat = await self._opened(data, socket, address)
        except Refusal as refusal:
            await turn_away(socket, refusal, language)
            return None
        return seat, language

    async def _opened(self, hello: dict, socket: web.WebSocketResponse, address: str) -> int:
        """The seat a hello's token (or table code) opens, SPECTATOR for the spectators' token;
        Refusal for any other."""
        token = hello.get("token")
        if "code" in hello:
            token = self._by_code(hello.get("code"), hello.get("seat"), address)
            with contextlib.suppress(ConnectionError, RuntimeError):
                await socket.send_json({"type": "token", "token": token})
        seat = self.server.keys.seat_of(token)
        if seat is not None and seat in self.server.host.phone_seats:
            name = player_name(hello.get("name"))
            if name and not self.server.presence[seat].ever:
                await self.server.at_table(lambda: self.server.host.rename(seat, name))
            return seat
        if not self.server.keys.is_spectator(token):
            raise Refusal(NOT_A_SEAT)
        spectators = sum(connection.seat == SPECTATOR for connection in self.server.connections)
        if spectators >= self.server.limits.connections - len(self.server.host.phone_seats):
            raise Refusal(TABLE_FULL)
        return SPECTATOR

    def _by_code(self, code: Any, seat_number: Any, address: str) -> str:
        """The token of the seat a phone named by its number with the table code; Refusal if the
        code is wrong, the seat is not a phone's or its phone has joined before (then only its link
        opens it). An address that sent too many wrong codes waits a minute (others do not)."""
        if self.server.hellos.codes.locked(address):
            raise Refusal(CODES_LOCKED)
        if not self.server.keys.code_matches(code):
            self.server.hellos.codes.failed(address)
            raise Refusal(words("PhoneServer", "That is not this table's code."))
        seat = seat_number - 1 if isinstance(seat_number, int) and not isinstance(seat_number, bool) else -1
        if seat not in self.server.host.phone_seats:
            raise Refusal(words("PhoneServer", "That seat is not played from a phone at this table."))
        if self.server.presence[seat].ever:
            raise Refusal(words("PhoneServer", "That seat has joined already: ask the host for its link."))
        return self.server.keys.tokens[seat]
