"""Hosting alone (`gamenight serve`, a night with no window), a change's save is written in a worker
thread while the change's views are built on the event loop, and no view leaves before the save is
written: no phone is told of a move that a kill -9 could lose. The save reads the game, so the
table's lock is held until it ends, even when the task is cancelled meanwhile (a stop)."""
from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import TypeVar

Built = TypeVar("Built")
Save = Callable[[], None]


async def built_beside(lock: asyncio.Lock, take_save: Callable[[], Save | None],
                       build: Callable[[], Built]) -> Built | None:
    """Under `lock`: the change's save (`take_save()`) written in a worker thread while `build()`
    runs here; what it built, once the save is written. None when there is nothing to save."""
    async with lock:
        save = take_save()
        if save is None:
            return None
        saving = asyncio.get_running_loop().run_in_executor(None, save)
        try:
            return build()
        finally:
            await _finished(saving)


async def written_now(take_save: Callable[[], Save | None]) -> None:
    """A change's save that its views' broadcast has not taken yet, written now (the caller holds
    the lock): nothing read from the game then (a hello's whole view, a hint) tells of a move that
    is not saved."""
    save = take_save()
    if save is not None:
        await _finished(asyncio.get_running_loop().run_in_executor(None, save))


async def _finished(saving: asyncio.Future) -> None:
    """Wait for a save written in a worker thread to end, even if this task is cancelled meanwhile;
    then the cancel goes on."""
    cancelled = False
    while not saving.done():
        try:
            await asyncio.shield(saving)
        except asyncio.CancelledError:
            cancelled = True
    if cancelled:
        raise asyncio.CancelledError
    saving.result()
