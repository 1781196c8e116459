"""What a game's screen tells of a move once the table shows it: a bot's action of the kinds the
game lists in `announced_kinds`, in a toast at the table's centre in the engine's report of it
("Bo bid 85."); and to a screen reader every move it may know of (out of `GameScreen`, which keeps
its hooks)."""
from __future__ import annotations

from gamenight.table.accessible_table import announce
from gamenight.table.changes import Change, ChangeKind
from gamenight.table.round_log import event_line


def tell_of(screen, change: Change | None) -> None:
    """A bot's news in its toast, then the move for a screen reader (`screen`: a `GameScreen`)."""
    if change is None or change.kind is not ChangeKind.ACTION:
        return
    seat, action = change.actor, change.action
    if seat is not None and 0 <= seat < len(screen.names) and seat not in screen.humans \
            and isinstance(action, screen.announced_kinds):
        screen.announce(event_line(screen.names, change.report))
    _tell_screen_reader(screen, change)


def _tell_screen_reader(screen, change: Change) -> None:
    """Every move a screen reader may know of: the people's own, the others' public ones (a bot's
    news in `announced_kinds` is told with its toast), and a round's end."""
    seat, action = change.actor, change.action
    if seat is not None and 0 <= seat < len(screen.names) and action is not None:
        toasted = seat not in screen.humans and isinstance(action, screen.announced_kinds)
        if seat in screen.humans or (isinstance(action, screen.public_kinds) and not toasted):
            announce(screen, event_line(screen.names, change.report))
    if change.round_ended:
        announce(screen, screen.winners_title() if screen.controller.match.is_over else screen.round_title(),
                 rich=True)
