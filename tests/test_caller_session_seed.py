"""A caller's session with a seed typed in the new-game dialog deals every game from it, a kill or
not: started from the Goker tile (three Goker games of three short levels, the last one dealt by
the app) with seed 4242, played into its second game, the window abandoned as after a kill and the
session resumed through the resume dialog; once the second game ends, the third is dealt as in the
session never interrupted, whose game N is dealt with the typed seed + N - 1 (so a deal can be
played again)."""
from __future__ import annotations

from gamenight.core.match import Match
from session_play import SHORT_GOKER, click, fill_session, play_goker, resume_the_session, session_of
from user_path import killed_and_reopened, start_from_launcher

SEED = 4242


def test_a_seeded_session_resumed_after_a_kill_deals_its_next_game_as_without_the_kill(window, qtbot):
    wait = lambda done: qtbot.waitUntil(done, timeout=5000)  # noqa: E731
    typed = fill_session(["Ann", "Bob"], [("goker", SHORT_GOKER), ("goker", {**SHORT_GOKER, "cards": "app"})],
                         then=lambda dialog: dialog.seed.setText(str(SEED)))
    first = start_from_launcher(window, qtbot, "goker", typed)
    assert first.record.seed == SEED
    play_goker(window, wait)
    click(window.screen_widget.end_panel.again_button)
    click(session_of(window).page.start_button)
    second = window.controller.match
    assert second.record.seed == SEED + 1
    play_goker(window, wait, until=lambda: len(second.record.actions) >= 3)
    played = len(second.record.actions)

    window = killed_and_reopened(qtbot)  # killed in the second game
    resume_the_session(window)
    resumed = window.controller.match
    assert resumed.record.match_id == second.record.match_id and len(resumed.record.actions) == played
    play_goker(window, wait)
    click(window.screen_widget.end_panel.again_button)
    click(session_of(window).page.start_button)
    third = window.controller.match
    wait(lambda: len(third.record.actions) > 0)  # its deal, drawn from its seed

    uninterrupted = Match.start("goker", third.seats, third.record.options, SEED + 2)
    uninterrupted.apply(uninterrupted.draw_chance())
    assert third.record.seed == SEED + 2
    assert third.record.actions[:1] == uninterrupted.record.actions  # the same deal
