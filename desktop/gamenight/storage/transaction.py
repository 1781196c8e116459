"""One SQLite write transaction on a connection in autocommit mode: BEGIN IMMEDIATE ... COMMIT,
rolled back on any error without ever hiding that error."""
from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def transaction(db: sqlite3.Connection) -> Iterator[None]:
    """Commit what the block wrote, or roll it back and raise the error that stopped it (a nested
    use joins the outer transaction). A COMMIT that fails (a full disk, a lock) is rolled back
    too, so the transaction is never left open."""
    if db.in_transaction:
        yield
        return
    db.execute("BEGIN IMMEDIATE")
    try:
        yield
        db.execute("COMMIT")
    except BaseException:
        _roll_back(db)
        raise


def _roll_back(db: sqlite3.Connection) -> None:
    """SQLite may have rolled back by itself already (after a failed COMMIT on a full disk), so
    the ROLLBACK can fail in turn ("cannot rollback - no transaction is active"): that second
    error must not replace the first, which says the cause."""
    try:
        if db.in_transaction:
            db.execute("ROLLBACK")
    except sqlite3.Error:
        pass
