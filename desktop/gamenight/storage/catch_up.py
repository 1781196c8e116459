"""The score history catching up. A game played while another program held the history (and
left, or the app closed or killed, before the lock went) is still in the autosave folder: its
rounds, and its result if it was finished, are written from there."""
from __future__ import annotations

from collections.abc import Iterable, Sequence

from gamenight.core import registry
from gamenight.core.match import Match
from gamenight.core.records import GameRecord, RecordError
from gamenight.storage.autosave import AutosaveStore
from gamenight.storage.errors import SaveFailed
from gamenight.storage.history import HistoryStore
from gamenight.storage.keeper import MatchKeeper


def catch_up_history(autosaves: AutosaveStore, history: HistoryStore,
                     records: Sequence[GameRecord] | None = None) -> list[MatchKeeper]:
    """Bring the history up to date with `records` (by default every record in `autosaves`,
    finished ones included); a finished game's file is removed once the history has it. Returns
    the keepers of the games still behind (`history_failure` says why): see `retry`."""
    if records is None:
        scan = autosaves.unfinished()
        records = [*scan.finished, *scan.records]
    return retry(keepers_for(records, autosaves, history))


def keepers_for(records: Iterable[GameRecord], autosaves: AutosaveStore, history: HistoryStore) -> list[MatchKeeper]:
    """A keeper for each record of a game this version plays (the others are skipped: the scan
    of the autosave folder reports what cannot be replayed)."""
    keepers = []
    for record in records:
        try:
            if registry.get(record.game).built:
                keepers.append(MatchKeeper(Match.from_record(record), autosaves, history))
        except (KeyError, RecordError):
            continue
    return keepers


def retry(keepers: Sequence[MatchKeeper]) -> list[MatchKeeper]:
    """Write each game's history (`MatchKeeper.catch_up`); the keepers still behind. The first
    failure ends the round (the history refuses the others too), so a lock costs one short wait."""
    for index, keeper in enumerate(keepers):
        try:
            keeper.catch_up()
        except SaveFailed:
            return list(keepers[index:])
    return []
