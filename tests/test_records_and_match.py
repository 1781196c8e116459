import json
from dataclasses import replace

import pytest

from gamenight.core import registry
from gamenight.core.actions import ActionCodec
from gamenight.core.engine import CHANCE, IllegalAction
from gamenight.core.match import Match, ReplayError
from gamenight.core.records import RECORD_VERSION, GameRecord, RecordError, Seat

BOTS = [Seat("A", "bot", "normal"), Seat("B", "bot", "easy")]


def test_match_plays_to_the_end_and_replays_exactly(pig):
    match = Match.start("pig", BOTS, seed=7)
    match.play_out()
    assert match.is_over and match.record.finished
    text = match.record.dumps()
    again = Match.from_record(GameRecord.loads(text))
    assert again.state.scores() == match.state.scores()
    assert again.state.completed_rounds() == match.state.completed_rounds()
    assert json.loads(again.record.dumps()) == json.loads(text)


def test_a_record_is_written_a_line_a_field_however_long_its_game(pig):
    """A record is written after every move: a line a field (the actions on one), by json's C
    encoder, not indented item by item (written in Python, several times slower in a long game)."""
    match = Match.start("pig", BOTS, seed=7)
    match.play_out()
    text = match.record.dumps()
    assert len(match.record.actions) > 20
    fields = match.record.to_json()
    assert len(text.splitlines()) == len(fields) + 2  # the braces
    assert json.loads(text) == fields
    assert GameRecord.loads(text) == match.record


def test_same_seed_same_game_different_seed_different_game(pig):
    def actions(seed):
        match = Match.start("pig", BOTS, seed=seed)
        match.play_out()
        return match.record.actions

    assert actions(11) == actions(11)
    assert actions(11) != actions(12)


def test_illegal_action_is_refused_and_changes_nothing(pig):
    from toygame import Die, Hold

    match = Match.start("pig", [Seat("Me"), Seat("Bot", "bot", "easy")], seed=1)
    before = (match.record.dumps(), match.state.scores(), match.current_player)
    with pytest.raises(IllegalAction, match="not a legal move"):
        match.apply(Die(3))
    assert (match.record.dumps(), match.state.scores(), match.current_player) == before
    match.apply(Hold(), seat=0)
    with pytest.raises(IllegalAction, match="not Me's turn"):
        match.apply(Hold(), seat=0)  # the bot's turn now


def test_a_die_entered_by_hand_is_checked(pig):
    from toygame import Die, Roll

    match = Match.start("pig", [Seat("Me"), Seat("Bot", "bot", "easy")], seed=1)
    match.apply(Roll())
    assert match.current_player == CHANCE
    with pytest.raises(IllegalAction, match="not a possible outcome"):
        match.apply(Die(7))
    match.apply(Die(5))
    assert match.state.turn_total == 5


def test_undo_takes_back_the_last_human_action_and_what_followed(pig):
    from toygame import Hold, Roll

    match = Match.start("pig", [Seat("Me"), Seat("Bot", "bot", "normal")], seed=5)
    match.apply(Roll())
    match.play_out()  # the die, then (if we still have the turn) nothing more
    while match.current_player == 0 and match.state.turn_total < 6:
        match.apply(Roll())
        match.play_out()
    snapshot = list(match.record.actions)
    match.apply(Hold())
    match.play_out()
    assert match.can_undo()
    match.undo()
    assert match.record.actions == snapshot
    assert match.current_player == 0
    # playing the same move again draws the same dice: undo cannot re-roll
    match.apply(Hold())
    match.play_out()
    redo = list(match.record.actions)
    match.undo()
    match.apply(Hold())
    match.play_out()
    assert match.record.actions == redo


def test_undo_with_nothing_to_undo_is_refused(pig):
    match = Match.start("pig", [Seat("Me"), Seat("Bot", "bot", "easy")], seed=5)
    assert not match.can_undo()
    with pytest.raises(IllegalAction, match="nothing of yours"):
        match.undo()


def test_record_with_an_illegal_action_names_its_index(pig):
    match = Match.start("pig", BOTS, seed=3)
    match.play_out()
    data = match.record.to_json()
    if data["actions"][1]["kind"] == "roll":
        data["actions"].insert(2, {"kind": "hold"})
    else:
        data["actions"].insert(1, {"kind": "die", "value": 3})
    with pytest.raises(ReplayError) as error:
        Match.from_record(GameRecord.from_json(data))
    assert error.value.index in (1, 2)


@pytest.mark.parametrize(
    "mutate,message",
    [
        (lambda d: d.update(record_version=RECORD_VERSION + 1), "newer Game Night"),
        (lambda d: d.update(format="something"), "not a game saved by Game Night"),
        (lambda d: d.pop("seats"), "no 'seats'"),
        (lambda d: d.update(seats=[{"name": "x", "kind": "alien"}]), "bad seat"),
        (lambda d: d.update(seed="abc"), "'seed' has the wrong type"),
        (lambda d: d["actions"].append({"kind": "fly"}), "unknown action kind"),
        (lambda d: d["actions"].append({"kind": "die", "value": "six"}), "expected a whole number"),
        (lambda d: d.update(options={"target": 3}), "outside"),
        (lambda d: d.update(options={"speed": 3}), "unknown option"),
        (lambda d: d.update(game="chess"), "has no game 'chess'"),
    ],
)
def test_damaged_records_are_refused_clearly(pig, mutate, message):
    match = Match.start("pig", BOTS, seed=3)
    match.advance()
    data = match.record.to_json()
    mutate(data)
    with pytest.raises(RecordError, match=message):
        Match.from_record(GameRecord.from_json(data))


def test_not_json_is_a_clear_error():
    with pytest.raises(RecordError, match="damaged"):
        GameRecord.loads('{"format": "gamenight-record", ')


def test_codec_refuses_duplicate_kinds_and_extra_fields():
    from toygame import Die, Hold

    with pytest.raises(ValueError):
        ActionCodec(Hold, Hold)
    codec = ActionCodec(Die)
    assert codec.decode({"kind": "die", "value": 4}) == Die(4)
    with pytest.raises(ValueError, match="unexpected fields"):
        codec.decode({"kind": "die", "value": 4, "extra": 1})


def test_start_checks_players_and_levels(pig):
    with pytest.raises(ValueError, match="2-4 players"):
        Match.start("pig", [Seat("A")])
    with pytest.raises(ValueError, match="no bot level 'hard'"):
        Match.start("pig", [Seat("A"), Seat("B", "bot", "hard")])


def test_unbuilt_game_cannot_start(pig):
    registry.register(replace(pig, id="unbuilt", new_state=None, codec=None))  # a game without an engine
    try:
        with pytest.raises(RecordError, match="not built yet"):
            Match.start("unbuilt", [Seat("A")] * 2)
    finally:
        registry.unregister("unbuilt")


def test_a_game_logs_the_plays_and_undos_of_the_kinds_it_names_with_the_record():
    match = Match.start("goker", [Seat("Ann"), Seat("Bob"), Seat("Cy")],
                        {"cards": "table", "draw": "external"}, seed=3)
    from gamenight.games.goker.rules import Ball, Guess

    for number, seat in ((10, 1), (11, 2), (12, 0)):
        match.apply(Guess(number), seat)
    match.apply(Ball(40), by_user=True)
    match.apply(Ball(41), by_user=True)
    match.undo("ball")
    events = [(entry["event"], entry["action"]["number"]) for entry in match.record.log]
    assert events == [("play", 40), ("play", 41), ("undo", 41)]  # guesses are not logged
    assert all(entry["time"] for entry in match.record.log)


def test_replay_steps_report_each_action_as_it_was_taken_and_where_rounds_end():
    """The one replay loop (saves, undo, the round log and the resume list use it): each step's
    report is the engine's on the table before the action, and a round ends exactly where the
    count of finished rounds grows."""
    from gamenight.core.match import Replay

    match = Match.start("okey", [Seat("Bot", "bot", "easy")] * 4, seed=11)
    while len(match.state.completed_rounds()) < 2:
        match.advance()
    replay = Replay(match.info, match.record, reports=True)
    fresh = match.info.new_state(match.info.resolve_options(match.record.options), 4)
    ends = []
    for step in replay:
        assert step.report == fresh.report(step.action) and step.actor == fresh.actor_of(step.action)
        fresh.apply(step.action)
        assert step.rounds_after == len(fresh.completed_rounds())
        if step.ended_round:
            ends.append(step.index)
    assert len(ends) == 2 and ends[-1] == len(match.record.actions) - 1
    assert replay.state.view(0) == match.state.view(0)


def test_a_record_written_after_every_move_and_undo_is_what_json_writes_of_it_whole():
    """`dumps` writes each action once and reuses its text at the next save: through moves, undos
    (the last actions taken away, as `Match.undo` does) and new moves after them, it gives exactly
    what json writes of the whole record."""
    match = Match.start("okey", [Seat(name, "bot", "easy") for name in ("A", "B", "C", "D")], seed=6)
    record = match.record

    def whole() -> str:
        fields = (f"{json.dumps(name)}: {json.dumps(value)}" for name, value in record.to_json().items())
        return "{\n" + ",\n".join(fields) + "\n}\n"

    for _ in range(30):
        match.advance()
        assert record.dumps() == whole()
    taken = record.actions[-4:]
    del record.actions[-4:]  # an undo
    assert record.dumps() == whole()
    record.actions.extend(dict(action) for action in reversed(taken))  # new moves, new objects
    assert record.dumps() == whole()
    record.actions[-1] = {"kind": "other"}
    assert record.dumps() == whole()
    again = GameRecord.loads(record.dumps())
    assert again.dumps() == record.dumps()
