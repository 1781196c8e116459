"""The game side of a phone table, with no network in it: the match, who plays at each seat, what
each seat's screen is sent, and the actions phones send, checked by the engine. It is used from
one thread at a time: the server's loop (with a lock) when it hosts alone, the Qt thread when the
desktop hosts (net/desktop.py hands every call over to it).

A view message adds to the seat's message (core/seat_messages.py) the players' names and the
latest events: what happened at the table, in the engine's reports with the players' names ("Ada
took the discard.", "The 9 of Diamonds was called."), only for the actions everyone sees (a
face-down card or a card put back is told to nobody). Every move is heard, whoever made it: a
phone, a bot, a person at the desktop, the draw.

Every message is built in the language of the phone it goes to: the events are kept as words
(one whole translatable sentence each) and put in that language when sent. A phone reads every
seat by a name: the desktop's "You" (the one person at the host's machine) is "Player N" there,
and what that seat did is told of "Player N", since "You" on a phone is its own player.

A seat's view message also names what its phone plays for the table's last move (`sounds`): the
seat's own move's sound and its win of the round or the game; the phone chimes its own turn and
sounds a refusal by itself. The others' moves are the TV's to sound, for the room.

The host also keeps each seat's arrangement of its own pieces (Okey's rack), as its phone last
sent it, so a phone that opens the seat's link in another browser finds the rack as it was."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from gamenight.core import codec
from gamenight.core.actions import Action
from gamenight.core.engine import CHANCE
from gamenight.core.match import Match, UndoStep
from gamenight.core.reports import Report, named
from gamenight.core.seat_messages import RefusedAction, public_message, read_action, seat_message
from gamenight.core.words import Text, words
from gamenight.net.phone_language import TOOK_BACK, sayer
from gamenight.net.save_beside import Save
from gamenight.sound.catalogue import GAME_WON, REFUSED, ROUND_WON, TURN
from gamenight.table.names import is_you

EVENTS_SENT = 12
"""How many of the latest events a view message carries."""
ARRANGED_PLACES = 32
"""The most places an arrangement may have (Okey's rack: two rows of nine, with its 15 tiles)."""
PLAYER = words("Names", "Player {number}")
NOT_AN_ARRANGEMENT = words("PhoneTable", "an arrangement is a list of at most {places} places, each a piece or empty")
NOT_YOURS = words("PhoneTable", "{piece} is not one of your pieces")
TWICE = words("PhoneTable", "{piece} is in the arrangement twice")
_UNDO, _PUBLIC, _DECORATIONS, _SOUND_SET = "undo step", "public message", "decorations", "sound set"
"""Keys of what a broadcast's memo keeps besides the written parts (see `view_message`)."""


def once(memo: dict | None, key: str, make: Callable[[], Any]) -> Any:
    """`make()`, made once a memo (one broadcast in one language: see `TableHost.view_message`)."""
    if memo is None:
        return make()
    if key not in memo:
        memo[key] = make()
    return memo[key]


class TableHost:
    def __init__(self, match: Match, phone_seats: set[int], save: Save | None = None, *,
                 play: Callable[[Action, int], None] | None = None, undo: Callable[[], None] | None = None):
        """`play(action, seat)` and `undo()` make a phone's move and take one back: by default
        here, saved with `save` by the server that sends their views (`take_save`); the desktop
        passes its match controller's, which save and show
        the move on its screens."""
        self.match = match
        self.phone_seats = set(phone_seats)
        self.names = [seat.name for seat in match.seats]
        self.arrangements: dict[int, tuple[int, list[str | None]]] = {}
        """Each seat's arrangement of its pieces, with the round it was made in (finished rounds then)."""
        self.events: list[Text] = []
        """What happened, latest last, in words."""
        self.event_count = 0
        self._last: tuple[int, str, int, bool] | None = None
        """The last move heard: the game's length after it, its kind, its actor, and whether it ended a round."""
        self._save = save
        self._unsaved = False
        """A change was made here since the last save (`take_save`)."""
        self._play = play or self._play_here
        self._undo = undo or self._undo_here
        match.observers.append(self._heard)

    # -- what is sent ------------------------------------------------------------------------
    def view_message(self, seat: int, memo: dict | None = None, language: str = "en") -> dict[str, Any]:
        """`seat`'s message in `language` (its phone's); `memo`: shared by the messages sent after
        one change, in one language (see `codec.encode`): what every seat's message has in common
        (the names, the events, the last move that may be taken back) is then worked out once."""
        say = sayer(language)
        message = self._decorated(seat_message(self.match.info, self.match.state, seat, memo, say=say), language, memo)
        message["can_undo"] = self._undo_refusal(seat, once(memo, _UNDO, self.match.undo_step)) is None
        message["sounds"] = self.sounds_for(seat)
        message["sound_set"] = once(memo, _SOUND_SET, lambda: sorted(
            {TURN, REFUSED, ROUND_WON, GAME_WON, *self.match.info.sounds.values()}))
        kept = self.arrangements.get(seat)
        if kept is not None and kept[0] == self._round():
            message["arrangement"] = list(kept[1])
        return message

    def seated(self) -> set[int] | None:
        """The seats: a phone of none of them (the spectators' link) watches, sent the one public
        message all who watch share (see `NightHost.seated`)."""
        return set(range(len(self.names)))

    def sounds_for(self, seat: int) -> list[str]:
        """What `seat`'s phone plays for the table's last move, made just now: its own move's sound,
        and the round's or the game's if the seat won it."""
        last, match = self._last, self.match
        if last is None or last[0] != len(match.record.actions):
            return []  # an undo since, or no move yet
        _, kind, actor, round_ended = last
        sounds = [match.info.sounds[kind]] if actor == seat and kind in match.info.sounds else []
        if round_ended and match.is_over:
            sounds += [GAME_WON] if match.state.placements()[seat] == 1 else []
        elif round_ended:
            winners = match.state.round_winners()
            sounds += [ROUND_WON] if winners and seat in winners[-1] else []
        return sounds

    def public_view_message(self, language: str = "en", memo: dict | None = None) -> dict[str, Any]:
        """The spectators' message in `language`; with a `memo`, built once for all who read it."""
        public = once(memo, _PUBLIC, lambda: self._decorated(
            public_message(self.match.info, self.match.state, say=sayer(language), memo=memo), language, memo))
        return dict(public)

    def _decorated(self, message: dict[str, Any], language: str, memo: dict | None = None) -> dict[str, Any]:
        return {"type": "view", **message, **once(memo, _DECORATIONS, lambda: self._decorations(language))}

    def _decorations(self, language: str) -> dict[str, Any]:
        """What a view message adds for a phone, the same for every seat."""
        say = sayer(language)
        return {"title": self.match.info.name, "names": [say(self._named(seat)) for seat in range(len(self.names))],
                "version": len(self.match.record.actions), "language": language,
                "events": [say(event) for event in self.events[-EVENTS_SENT:]], "event_count": self.event_count}

    def _named(self, seat: int) -> Text:
        """The seat's name on a phone: the desktop's "You" is "Player N" there."""
        name = self.names[seat]
        return PLAYER(number=seat + 1) if is_you(name) else name

    def _phone_name_of(self, seat: int) -> tuple[Text, bool]:
        """How a report names `seat` on a phone (core/reports.py's `NameOf`): by its phone name,
        never as the second person (the seat a phone calls "you" is the phone's own)."""
        return self._named(seat), False

    # -- what is received --------------------------------------------------------------------
    def act(self, seat: int, data: Any) -> None:
        """Take the action `seat` sent (JSON data), or raise RefusedAction with the reason; a
        refused action changes nothing."""
        if self.match.seats[seat].is_bot:
            raise RefusedAction(words("PhoneTable", "a bot is playing your seat for now: ask the host to give it back"))
        action = read_action(self.match.info, self.match.state, seat, data)
        self._play(action, seat)

    def undo_refusal(self, seat: int) -> Text | None:
        """Why `seat` may not take back its last move now, or None: a phone takes back only its own
        last move, and only until the next player has moved."""
        return self._undo_refusal(seat, self.match.undo_step())

    def _undo_refusal(self, seat: int, step: UndoStep | None) -> Text | None:
        if step is None or step.actor != seat:
            return words("PhoneTable", "you have no move to take back")
        if self.match.last_mover() != seat:
            return words("PhoneTable", "the next player has already played")
        return None

    def moment(self) -> tuple[object, int]:
        """The game's state and length: another state (an undo replays a new one) or length means
        that the game moved."""
        return self.match.state, len(self.match.record.actions)

    def hint_request(self, seat: int) -> tuple[int, tuple] | None:
        """What the strongest bot reads to advise `seat` now, with the game's version (the record's
        length) to check its advice against; None when it is not `seat`'s turn."""
        match = self.match
        return (len(match.record.actions), match.hint_decision(seat)) if match.current_player == seat else None

    def hint_move(self, version: int, action: Action) -> Text | None:
        """The words of an advised move, None if the game moved on since `version`."""
        return self.match.describe(action) if len(self.match.record.actions) == version else None

    def ready(self, seat: int, ready: Any) -> None:
        """Ready for a night's next game: a table of one game has none (see net/night_host.py)."""
        raise RefusedAction(words("PhoneTable", "this table plays one game: there is no next game to be ready for"))

    def undo(self, seat: int) -> None:
        """Take back `seat`'s last move, or raise RefusedAction with the reason."""
        reason = self.undo_refusal(seat)
        if reason is not None:
            raise RefusedAction(reason)
        self._undo()
        self._tell(named(TOOK_BACK.of(seat), self._phone_name_of))

    def arrange(self, seat: int, places: Any, version: Any = None) -> None:
        """Keep `seat`'s arrangement of its own pieces (JSON data: a list of piece codes, null for an
        empty place), or raise RefusedAction with the reason: a list of at most `ARRANGED_PLACES`
        places holding only pieces of the seat's own, each once. One made from an older view (its
        `version` below the game's) whose pieces are no longer all the seat's (the round ended
        meanwhile) is dropped: it was right when it was made."""
        if not isinstance(places, list) or len(places) > ARRANGED_PLACES or \
                not all(place is None or isinstance(place, str) for place in places):
            raise RefusedAction(NOT_AN_ARRANGEMENT(places=ARRANGED_PLACES))
        own = {codec.encode(piece) for piece in self.match.state.arranged_pieces(seat)}
        pieces = [place for place in places if place is not None]
        twice = next((place for index, place in enumerate(pieces) if place in pieces[:index]), None)
        if twice is not None:
            raise RefusedAction(TWICE(piece=twice[:8]))
        foreign = next((place for place in pieces if place not in own), None)
        if foreign is not None:
            older = isinstance(version, int) and not isinstance(version, bool) and \
                version < len(self.match.record.actions)
            if older:
                return
            raise RefusedAction(NOT_YOURS(piece=foreign[:8]))
        self.arrangements[seat] = (self._round(), list(places))

    def _round(self) -> int:
        """The round in play, as the number of rounds finished."""
        return len(self.match.state.completed_rounds())

    def rename(self, seat: int, name: str) -> None:
        """A seat's name, from its phone or changed by the host: on every screen and in the history."""
        self.names[seat] = name
        self.match.record.seats[seat] = replace(self.match.record.seats[seat], name=name)

    def give_to_bot(self, seat: int, level: str) -> None:
        """A bot plays the phone's seat (a player who left); `take_back` gives it to the phone again."""
        self.match.record.seats[seat] = replace(self.match.record.seats[seat], kind="bot", level=level)

    def take_back(self, seat: int) -> None:
        self.match.record.seats[seat] = replace(self.match.record.seats[seat], kind="phone", level=None)

    # -- the table's own moves, when it hosts alone -------------------------------------------
    def automatic_step(self) -> bool:
        """One bot move or seeded chance step, if one is due (False when a phone or person must act,
        or the game is over)."""
        match = self.match
        reaction = match.bot_reaction()
        if reaction is not None:
            seat, action = reaction
            self._play_here(action, seat)
            return True
        player = match.current_player
        if player == CHANCE and match.chance_is_automatic():
            self._play_here(match.draw_chance(), None)
            return True
        if player >= 0 and match.seats[player].is_bot:
            bot, legal, rng, view = match.bot_decision()
            self._play_here(bot.choose(view, legal, rng), player)
            return True
        return False

    def take_save(self) -> Save | None:
        """The save of the changes made here since the last one (a move, an undo), or None: the
        server writes its quick half before it builds the change's views, and its rest beside
        (net/save_beside.py), so no phone is told of a move that a kill could lose."""
        save, self._unsaved = (self._save if self._unsaved else None), False
        return save

    def _play_here(self, action: Action, seat: int | None) -> None:
        self.match.apply(action, seat)
        self._unsaved = self._save is not None

    def _undo_here(self) -> None:
        self.match.undo()
        self._unsaved = self._save is not None

    def _heard(self, action: Action, actor: int, told: Report) -> None:
        self._last = (len(self.match.record.actions), action.kind, actor, self.match.ended_a_round())
        if isinstance(action, self.match.info.public_kinds):
            self._tell(named(told, self._phone_name_of))

    def _tell(self, said: Text) -> None:
        self.events = [*self.events[-(EVENTS_SENT * 4):], said]
        self.event_count += 1
