"""Hosting alone (`gamenight serve`, a night with no window), a change is saved in two halves: the
quick one on the event loop, before the change's views are built (the game's record where a kill -9
cannot lose it: storage/keeper.py's `write_now`), so no phone is told of a move that a kill could
lose; and the rest (the history, the record forced to the disk and put in place) in a worker
thread once the views are sent, so that it neither delays them nor competes with their building
for the interpreter. The rest reads the game, so nothing changes the game until it has ended:
every change waits for `SaveBeside.settled` first."""
from __future__ import annotations

import asyncio
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from gamenight.storage.keeper import MatchKeeper

Rest = Callable[[], None]
Save = Callable[[], Rest]
"""A change's save: its quick half, run on the loop, which gives the rest, for a worker thread."""


def keeper_save(keeper: MatchKeeper) -> Save:
    """`keeper`'s save in two halves; a failed write is said on stderr and tried again after the
    next move (the keeper retries everything)."""
    from gamenight.storage.errors import SaveFailed

    def rest() -> None:
        try:
            keeper.after_change()
        except SaveFailed as failure:
            print(f"Could not save: {failure} (retried after the next move)", file=sys.stderr)

    def save() -> Rest:
        keeper.write_now()
        return rest
    return save


class SaveBeside:
    """The table's saves: each change's quick half written at once, its rest in a worker thread
    once the change's views are sent (`start`), so it takes none of their time."""

    def __init__(self) -> None:
        self._unstarted: Rest | None = None
        self._rest: asyncio.Future | None = None

    async def written_now(self, take_save: Callable[[], Save | None]) -> bool:
        """Once the last change's rest is written, the quick half of a change's save that no
        broadcast has taken yet written now (the caller holds the lock). False when there is none."""
        await self.settled()  # the last change's rest: it reads the game, and writes the same files
        save = take_save()
        if save is None:
            return False
        self._unstarted = save()
        return True

    async def saved(self, take_save: Callable[[], Save | None]) -> None:
        """A change's save that no broadcast has taken yet written whole now, both halves (the
        caller holds the lock, and reads the game then: a hello's whole view, a hint)."""
        if await self.written_now(take_save):
            await self.settled()

    def start(self) -> None:
        """The rest of the last change's save begun in a worker thread, if it is not yet."""
        if self._unstarted is not None:
            self._rest = asyncio.get_running_loop().run_in_executor(None, self._unstarted)
            self._unstarted = None

    async def settled(self) -> None:
        """The last change's rest written, even if this task is cancelled meanwhile (then the cancel
        goes on): the game may change once it has."""
        self.start()
        rest = self._rest
        if rest is None:
            return
        cancelled = False
        while not rest.done():
            try:
                await asyncio.shield(rest)
            except asyncio.CancelledError:
                cancelled = True
        self._rest = None
        if cancelled:
            raise asyncio.CancelledError
        rest.result()
