"""The score history catching up at start-up. A game played while another program held the
history (and left, or the app closed or killed, before the lock went) is still in the autosave
folder: its rounds, and its result if it was finished, are written from there."""
from __future__ import annotations

from collections.abc import Sequence

from gamenight.core import registry
from gamenight.core.match import Match
from gamenight.core.records import GameRecord, RecordError
from gamenight.storage.autosave import AutosaveStore
from gamenight.storage.errors import SaveFailed
from gamenight.storage.history import HistoryStore
from gamenight.storage.keeper import MatchKeeper


def catch_up_history(autosaves: AutosaveStore, history: HistoryStore,
                     records: Sequence[GameRecord] | None = None) -> list[tuple[GameRecord, SaveFailed]]:
    """Bring the history up to date with `records` (by default every record in `autosaves`,
    finished ones included); a finished game's file is removed once the history has it. Returns
    the records still behind and why: call again with them (every write is idempotent)."""
    if records is None:
        scan = autosaves.unfinished()
        records = [*scan.finished, *scan.records]
    behind = []
    for record in records:
        if not _is_built(record.game):
            continue
        try:
            match = Match.from_record(record)
        except RecordError:  # the scan has reported it already
            continue
        try:
            MatchKeeper(match, autosaves, history).catch_up()
        except SaveFailed as failure:
            behind.append((record, failure))
    return behind


def _is_built(game_id: str) -> bool:
    try:
        return registry.get(game_id).built
    except KeyError:
        return False
