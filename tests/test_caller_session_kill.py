"""A caller's session survives kill -9 (issue 35): the app in a child process (tests/session_child.py)
plays a session from the Goker tile into the middle of Super Pokeno Bonus, its second game, and is
killed with SIGKILL; the app started again offers the session as one entry of the resume dialog
(its running game not listed apart), and Resume brings it back where it was: the same standings,
the game on the same step, its end leading on to the session's final standings. (A kill between
games: test_caller_session.py; a session played to its end there too.)"""
from __future__ import annotations

from pathlib import Path

from gamenight.table.language import translated
from killed_child import printed_then_killed
from session_play import click, resume_the_session, session_of
from user_path import killed_and_reopened

CHILD = Path(__file__).with_name("session_child.py")
CHILD_SECONDS = 120


def played_in_a_child_then_killed() -> dict:
    """The child's report once it is in its second game; then it is killed (SIGKILL)."""
    return printed_then_killed(CHILD, seconds=CHILD_SECONDS)


def test_a_session_killed_mid_game_comes_back_through_the_resume_dialog(qtbot):
    seen = played_in_a_child_then_killed()
    window = killed_and_reopened(qtbot)
    entries = resume_the_session(window)
    assert len(entries) == 1, entries  # the session, its running game not apart
    assert entries[0].startswith("Caller's session \u2014 "), entries[0]
    assert f"game 2 of 2: Super Pokeno Bonus, round {seen['round']}, call 3" in entries[0], entries[0]
    session = session_of(window)
    assert session.night.record.uid == seen["night"]
    match = window.controller.match
    assert match.record.match_id == seen["match"] and len(match.record.actions) == seen["actions"]
    assert [[standing.person.name, standing.points] for standing in session.summary().standings] == seen["standings"]
    assert translated(window.controller.after_game.text) == "Session: the final standings"  # its end leads on
    click(window.screen_widget.controls.primary)  # and it plays on from there
    assert len(match.record.actions) > seen["actions"]
