"""What the new-game dialog asked for, started: one game opened on the main window, or a caller's
session of several games (`app/session_flow.py`, loaded only for one), its first game opened."""
from __future__ import annotations

from gamenight.app.new_game_dialog import NewGameRequest
from gamenight.app.seat_people import seat_people
from gamenight.core.match import Match


def start_requested(window, game_id: str, request: NewGameRequest) -> Match:
    """The match now on `window` for `request` (the first of a session's)."""
    if request.program:
        from gamenight.app.session_flow import start_session

        return start_session(window, request.seats, request.program, request.scoring, request.seed)
    match = Match.start(game_id, seat_people(window.context.history, request.seats), request.options, request.seed)
    window.open_match(match)
    return match
