"""The score history's tables, as each schema version writes them.

Schema 1 knew players only as names. Schema 2 (people and nights) makes a player row a person (a
`uid`, a colour, a symbol, a phone language) or a bot's name (no uid); a person merged into
another keeps their row as an alias (`merged_into`), so a record naming the old uid still finds
who they became. Names are unique among people and among bots' names, not between the two: a bot
may be called Ann while Ann plays. A night is a row of `nights` (its record is the night's own
JSON), its games point at it, and its champions are in `night_champions`.
"""
from __future__ import annotations

SCHEMA_VERSION = 2

GAME_TABLES = """
CREATE TABLE seats (
    game_id    INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL,
    player_id  INTEGER NOT NULL REFERENCES players(id),
    kind       TEXT NOT NULL,
    level      TEXT,
    score      REAL,
    placement  INTEGER,
    PRIMARY KEY (game_id, seat)
);
CREATE TABLE rounds (
    game_id  INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    round    INTEGER NOT NULL,
    seat     INTEGER NOT NULL,
    points   REAL NOT NULL,
    PRIMARY KEY (game_id, round, seat)
);
CREATE INDEX games_by_game ON games(game, started);
CREATE INDEX seats_by_player ON seats(player_id);
"""

SCHEMA_1 = """
CREATE TABLE players (
    id    INTEGER PRIMARY KEY,
    name  TEXT NOT NULL UNIQUE
);
CREATE TABLE games (
    id        INTEGER PRIMARY KEY,
    match_id  TEXT NOT NULL UNIQUE,
    game      TEXT NOT NULL,
    started   TEXT NOT NULL,
    finished  TEXT,
    options   TEXT NOT NULL,
    record    TEXT NOT NULL
);
""" + GAME_TABLES
"""As Game Night wrote it before people and nights: what a file of schema 1 is checked against."""

PLAYERS_TABLE = """
CREATE TABLE players (
    id           INTEGER PRIMARY KEY,
    name         TEXT NOT NULL,
    uid          TEXT UNIQUE,
    colour       TEXT,
    symbol       TEXT,
    language     TEXT NOT NULL DEFAULT '',
    merged_into  INTEGER REFERENCES players(id)
)"""
"""A person has a uid, a colour and a symbol; a bot's name has none of them."""

PLAYERS_INDEXES = """
CREATE UNIQUE INDEX people_by_name ON players(name) WHERE uid IS NOT NULL AND merged_into IS NULL;
CREATE UNIQUE INDEX bots_by_name ON players(name) WHERE uid IS NULL;
"""

NIGHT_TABLES = """
CREATE TABLE nights (
    id        INTEGER PRIMARY KEY,
    uid       TEXT NOT NULL UNIQUE,
    started   TEXT NOT NULL,
    finished  TEXT,
    record    TEXT NOT NULL
);
CREATE TABLE night_champions (
    night_id   INTEGER NOT NULL REFERENCES nights(id) ON DELETE CASCADE,
    player_id  INTEGER NOT NULL REFERENCES players(id),
    PRIMARY KEY (night_id, player_id)
);
"""

SCHEMA = PLAYERS_TABLE + ";" + PLAYERS_INDEXES + NIGHT_TABLES + """
CREATE TABLE games (
    id        INTEGER PRIMARY KEY,
    match_id  TEXT NOT NULL UNIQUE,
    game      TEXT NOT NULL,
    started   TEXT NOT NULL,
    finished  TEXT,
    options   TEXT NOT NULL,
    record    TEXT NOT NULL,
    night_id  INTEGER REFERENCES nights(id)
);
""" + GAME_TABLES

SCHEMAS = {1: SCHEMA_1, 2: SCHEMA}

REQUIRED_TABLES = {1: {"players", "games", "seats", "rounds"},
                   2: {"players", "games", "seats", "rounds", "nights", "night_champions"}}

ABANDONED_TABLE = """
CREATE TABLE IF NOT EXISTS abandoned (
    game_id  INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    at       TEXT NOT NULL
)"""
"""Games discarded unfinished. Added to older files when they are opened: a Game Night without it
reads the file as before (no schema version change)."""

VOID_ROUNDS_TABLE = """
CREATE TABLE IF NOT EXISTS void_rounds (
    game_id  INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    round    INTEGER NOT NULL,
    PRIMARY KEY (game_id, round)
)"""
"""Rounds whose points stand but that do not count as rounds (a Super Pokeno Bonus base roll of
11), by their index in `rounds`. Added like `abandoned`: older files and versions are unaffected."""
