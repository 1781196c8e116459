"""The game registry: stable string ids, and what each game declares about itself.

Each game package (`gamenight.games.<id>`) exports `GAME`, a `GameInfo`: the small declaration
the launcher needs (name, picture, players, house rules, help pages). Its engine and bots live in
a module the declaration names (`engine`), imported by `get` on first use, and its Qt screen and
help pages only when opened, so the launcher and the command line start fast, and the app shell
reaches a game's code only through here.
"""
from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from gamenight.core.options import Option, OptionRefused, resolve_options
from gamenight.core.words import Text, Words, words

if TYPE_CHECKING:  # only named here: the launcher lists the games without loading the engine machinery
    from gamenight.core.actions import Action, ActionCodec
    from gamenight.core.bots import Bot
    from gamenight.core.engine import GameState
    from gamenight.core.seats import Teams

PLAYERS = words("GameInfo", "%n player(s)")
PLAYERS_RANGE = words("GameInfo", "{fewest}-{most} players")
TAKES = words("GameInfo", "{game} takes {players}, not {count}")

GAME_IDS = ("goker", "pokeno", "okey", "jokers", "goodge")
"""Stable ids, in launcher order. Records and the history refer to games by these."""


def load(target: str) -> Any:
    """What a "module:name" declaration names, its module imported now."""
    module_name, _, name = target.partition(":")
    return getattr(importlib.import_module(module_name), name)


@dataclass(frozen=True)
class HelpPage:
    """A page of a game's own in the Help menu, beside its rules (Goker's pattern reference)."""

    menu_text: Text
    """The Help menu entry, with its & key (`words(game_id, ...)`, translated there)."""
    opener: str
    """"module:function" that opens the page over a parent window, imported only when asked for."""

    def open(self, parent: Any) -> Any:
        return load(self.opener)(parent)


@dataclass(frozen=True)
class GameInfo:
    id: str
    name: str
    """The game's name, the same in every language."""
    blurb: Text
    """A line on the launcher: `words(game_id, ...)`, translated there."""
    min_players: int
    max_players: int
    picture: str = ""
    """Path of the launcher picture inside resources/."""
    built: bool = False
    """True once the game has its screens; until then the launcher shows it as not built yet
    and it cannot be started from the app (an engine alone can already be simulated)."""
    options: tuple[Option, ...] = ()
    options_check: Callable[[dict[str, Any]], None] | None = None
    """Checks that involve several options at once; raises ValueError with the reason."""
    engine: str = ""
    """Module holding the engine: `NEW_STATE`, `CODEC`, `BOTS` and, if any, `OPTIONS_CHECK`;
    `get` loads it into the fields below (a test's game may give them directly instead)."""
    new_state: Callable[[dict[str, Any], int], GameState] | None = None
    """(resolved options, number of players) -> the initial state."""
    codec: ActionCodec | None = None
    bots: Mapping[str, Callable[[int], Bot]] = field(default_factory=dict)
    """level -> factory(seat)."""
    screen: str = ""
    """"module:Class" of the Qt screen, imported only when the game is opened."""
    default_players: int = 0
    logged: tuple[str, ...] = ()
    """Action kinds whose every play and undo the match logs with the time, in the record (a
    caller's call log): written with the action, before the autosave."""
    public_kinds: tuple[type[Action], ...] = ()
    """The action classes every seat sees taken, in the engine's words (a discard, a bid); the
    others (a card played face down, a card put back into the stash) are told to nobody but
    their actor. Loaded with the engine, from its `PUBLIC_KINDS`."""
    sounds: Mapping[str, str] = field(default_factory=dict)
    """An action's kind -> the sound its move makes (a name in sound/recipes.py): played as the
    table shows the move, on the desktop and on the phone of the player who made it."""
    teams: Callable[[dict[str, Any], int], Teams] | None = None
    """(resolved options, number of players) -> the teams of partners, or () when everyone plays
    alone; the new-game dialog shows them and lets the players change partners."""
    help_pages: tuple[HelpPage, ...] = ()

    def partners(self, options: dict[str, Any], players: int) -> Teams:
        return self.teams(self.resolve_options(options), players) if self.teams is not None else ()

    @property
    def has_engine(self) -> bool:
        return bool(self.engine) or self.new_state is not None

    @property
    def players_text(self) -> Words:
        if self.min_players == self.max_players:
            return PLAYERS(n=self.min_players)
        return PLAYERS_RANGE(fewest=self.min_players, most=self.max_players)

    @property
    def bot_levels(self) -> tuple[str, ...]:
        return tuple(self.bots)

    def resolve_options(self, given: dict[str, Any] | None) -> dict[str, Any]:
        options = resolve_options(self.options, given)
        if self.options_check is not None:
            self.options_check(options)
        return options

    def check_players(self, count: int) -> None:
        if not self.min_players <= count <= self.max_players:
            raise OptionRefused(TAKES(game=self.name, players=self.players_text, count=count))

    def load_screen(self) -> type:
        return load(self.screen)


def built_game(game_id: str, name: str, blurb: Text, players: tuple[int, int, int], screen_class: str,
               **more: Any) -> GameInfo:
    """The declaration of a built game laid out like the five: its launcher picture is
    `games/<id>.svg`, its engine module `gamenight.games.<id>.engine` and its screen
    `gamenight.games.<id>.ui.screen:<screen_class>`. `players` is (fewest, most, default);
    `more` takes the other `GameInfo` fields (options, teams, logged)."""
    fewest, most, default = players
    return GameInfo(id=game_id, name=name, blurb=blurb, min_players=fewest, max_players=most,
                    default_players=default, picture=f"games/{game_id}.svg", built=True,
                    engine=f"gamenight.games.{game_id}.engine",
                    screen=f"gamenight.games.{game_id}.ui.screen:{screen_class}", **more)


def live_caller_option(description: Text, app_label: Text, caller_label: Text) -> Option:
    """The "draw" house rule of the games a live caller may run: "app" (the app draws) or
    "external" (someone calls aloud and the operator enters what was called)."""
    return Option("draw", words("Option", "Draw"), "choice", "app", description,
                  choices=(("app", app_label), ("external", caller_label)))


_extra: dict[str, GameInfo] = {}


_loaded: dict[str, GameInfo] = {}


def games() -> list[GameInfo]:
    """Every game's declaration, built or not, in launcher order (then any registered by tests or
    plugins). Engines are not loaded: use `get` for a game to be played."""
    found = [_declaration(game_id) for game_id in GAME_IDS]
    return found + list(_extra.values())


def get(game_id: str) -> GameInfo:
    """A game ready to play: its declaration with the engine and bots loaded."""
    if game_id in _extra:
        return _extra[game_id]
    if game_id not in GAME_IDS:
        raise KeyError(f"no game with id {game_id!r} (known: {', '.join(GAME_IDS)})")
    if game_id not in _loaded:
        _loaded[game_id] = _with_engine(_declaration(game_id))
    return _loaded[game_id]


def _declaration(game_id: str) -> GameInfo:
    return importlib.import_module(f"gamenight.games.{game_id}").GAME


def _with_engine(info: GameInfo) -> GameInfo:
    if not info.engine or info.new_state is not None:
        return info
    module = importlib.import_module(info.engine)
    return replace(info, new_state=module.NEW_STATE, codec=module.CODEC, bots=module.BOTS,
                   options_check=getattr(module, "OPTIONS_CHECK", info.options_check),
                   public_kinds=getattr(module, "PUBLIC_KINDS", info.public_kinds))


def register(info: GameInfo) -> None:
    """Add a game outside the five (tests use this for a small game of their own)."""
    if info.id in GAME_IDS:
        raise ValueError(f"{info.id!r} is one of the built-in games")
    _extra[info.id] = info


def unregister(game_id: str) -> None:
    _extra.pop(game_id, None)
