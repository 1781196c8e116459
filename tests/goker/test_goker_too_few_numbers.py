"""RULINGS, Goker, "Too few numbers to guess": a player whose turn to guess comes when no uncalled,
unguessed number is left passes that Goker round, and the game never waits for a guess that
cannot be made (issue 24: six players and the last level ending at call 75 used to stop at call
70 for good, the bot dying with an IndexError)."""
import random
import shutil
from pathlib import Path

import pytest

from gamenight.core import registry
from gamenight.core.engine import CHANCE, IllegalAction
from gamenight.core.match import Match
from gamenight.core.records import GameRecord, Seat
from gamenight.games.goker.options import RAPID_START_LAST_CALL
from gamenight.games.goker.rules import Guess
from gamenight.games.goker.views import GokerPhase
from gamenight.storage.autosave import AutosaveStore

STUCK = Path(__file__).parent / "records" / "stuck_sixth_guesser.json"
"""Saved by the code before the ruling (bots: Ann, Bo, Cy, Di, Ed, Flo; the levels end after calls
65, 70 and 75): call 70 is out, five players have guessed and Cy, sixth, has no number left."""


def latest_level_ends(rapid_start: bool) -> dict:
    """The largest level ends the new-game dialog allows (with Rapid Start the last ends by 65)."""
    last = RAPID_START_LAST_CALL if rapid_start else next(
        option.maximum for option in registry.get("goker").options if option.key == "level3")
    return {"level1": last - 10, "level2": last - 5, "level3": last, "rapid_start": rapid_start}


def bots(players: int) -> list[Seat]:
    return [Seat(f"P{seat + 1}", "bot", ("easy", "normal")[seat % 2]) for seat in range(players)]


def marked_before(view, round_number: int) -> set[int]:
    """The numbers out of the draw when a round's guesses began: its first 5 x n balls, and the
    Rapid Start marks once the first ball is out."""
    balls = set(view.balls[:5 * round_number])
    return balls | set(view.rapid_marks) if balls else balls


@pytest.mark.parametrize("rapid_start", [False, True], ids=["plain", "rapid-start"])
def test_every_player_count_with_the_latest_level_ends_plays_to_the_end(rapid_start):
    passes = {}
    for players in range(2, 11):
        match = Match.start("goker", bots(players), latest_level_ends(rapid_start), seed=players)
        match.play_out(max_steps=5000)
        assert match.is_over, f"{players} players"
        view = match.state.public_view()
        for played in view.rounds:
            left = 75 - len(marked_before(view, played.number))
            assert len(played.guesses) == min(players, left), f"{players} players, round {played.number + 1}"
            assert played.passed == frozenset(range(players)) - set(played.guesses)
        passes[players] = sum(len(played.passed) for played in view.rounds)
        again = Match.from_record(GameRecord.loads(match.record.dumps()))
        assert again.state.scores() == match.state.scores()
    assert passes[10] > 0 and passes[2] == passes[5] == 0
    if not rapid_start:  # the last round begins after call 70: five numbers for six guessers
        assert passes[6] == 1 and passes[10] == 5


def play_to_the_last_round(players: int = 6):
    """Six bots, levels ending after calls 65, 70 and 75, played up to the guesses of the last
    Goker round (call 70 out: five balls left)."""
    match = Match.start("goker", bots(players), latest_level_ends(False), seed=11)
    while not (len(match.state.balls) == 70 and match.state.phase == GokerPhase.GUESS):
        match.advance()
    return match


def test_the_sixth_guesser_passes_and_the_round_is_played_with_five_guesses():
    match = play_to_the_last_round()
    state = match.state
    first = state.round.first_guesser
    for _ in range(5):
        match.advance()
    sixth = (first + 5) % 6
    assert len(state.round.guesses) == 5 and sixth not in state.round.guesses
    assert state.phase == GokerPhase.DRAW and state.current_player == CHANCE
    assert state.public_view().round.passed == {sixth}
    with pytest.raises(IllegalAction, match="no number is left to guess"):
        state.apply(Guess(next(n for n in range(1, 76) if n not in state.marked)))
    points_before = list(state.guess_points)
    match.play_out()
    assert match.is_over
    last = state.public_view().rounds[-1]
    assert set(last.hits) == set(last.guesses) and sixth not in last.hits  # the five numbers left all fell
    assert state.guess_points[sixth] == points_before[sixth]


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_a_save_stuck_at_the_sixth_guesser_resumes_and_plays_on(tmp_path, level):
    folder = tmp_path / "autosave"
    folder.mkdir()
    shutil.copy(STUCK, folder / STUCK.name)
    scan = AutosaveStore(folder).unfinished()
    assert scan.notices == [] and len(scan.records) == 1
    record = scan.records[0]
    record.seats = [Seat(seat.name, "bot", level) for seat in record.seats]  # every bot level plays it out
    match = Match.from_record(record)
    cy = [seat.name for seat in match.seats].index("Cy")
    assert len(match.state.balls) == 70 and match.state.current_player == CHANCE
    assert match.state.public_view().round.passed == {cy}
    match.play_out(max_steps=1000)
    assert match.is_over and len(match.state.balls) == 75


def test_no_seat_is_ever_asked_for_a_guess_it_cannot_make():
    """Random guesses (not only the bots'), every player count, the latest level ends."""
    for players in range(6, 11):
        for rapid_start in (False, True):
            info = registry.get("goker")
            state = info.new_state(info.resolve_options(latest_level_ends(rapid_start)), players)
            rng = random.Random(players)
            while not state.is_over:
                legal = state.legal_actions()
                assert state.current_player == CHANCE or legal, f"{players} players: {state.phase} with no action"
                state.apply(state.sample_chance(rng) if state.current_player == CHANCE else rng.choice(legal))


def test_the_guess_sheet_and_the_projector_say_who_passed(qtbot):
    from gamenight.games.goker.ui.sheets import GuessSheet
    from gamenight.games.goker.ui.texts import round_line

    match = Match.from_record(GameRecord.loads(STUCK.read_text()))
    names = [seat.name for seat in match.seats]
    view = match.state.public_view()
    sheet = GuessSheet(names)
    qtbot.addWidget(sheet.widget)
    sheet.show_state(view)
    last = sheet.widget.columnCount() - 1
    cells = [sheet.widget.item(seat, last) for seat in range(6)]
    assert [cell.text() for cell in cells].count("pass") == 1 and cells[names.index("Cy")].text() == "pass"
    assert cells[names.index("Cy")].toolTip() == "\u2068Cy\u2069 passes: no number left to guess"
    line = round_line(view, names)
    assert line.endswith("\u2068Cy\u2069 passes: no number left to guess") and line.count("passes") == 1
