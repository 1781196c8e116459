"""What a screen with no rules (the phone page) needs to draw Jokers: the board's shape in every
view, and for every play offered, each marble it moves with its path; both read from the engine,
checked here against the engine's own board after the play, and said in the engine's words."""
from gamenight.core import codec
from gamenight.core.seat_messages import seat_message
from gamenight.games.jokers.actions import Discard, Move, Split
from gamenight.games.jokers.track import HOLES, TRACK, come_out_hole, entrance, home_hole, start_hole
from played import played


def test_every_view_carries_the_boards_shape_and_every_marble_stands_on_one_of_its_holes():
    for match in played("jokers", 3, max_steps=150):
        view = codec.encode(match.state.view(0))
        shape = view["track"]
        assert shape["holes"] == TRACK
        for seat, holes in enumerate(shape["seats"]):
            assert holes["come_out"] == come_out_hole(seat) and holes["entrance"] == entrance(seat)
            assert holes["home"] == [home_hole(seat, i) for i in range(5)]
            assert holes["start"] == [start_hole(seat, k) for k in range(5)]
        drawn = set(range(TRACK)).union(*(set(h["home"]) | set(h["start"]) for h in shape["seats"]))
        assert drawn == set(range(HOLES))
        assert all(hole in drawn for marbles in view["marbles"] for hole in marbles)


def test_each_play_offered_shows_the_marbles_it_moves_where_the_engine_puts_them():
    splits = bumps = 0
    for match in played("jokers", 5, max_steps=400):
        state, seat = match.state, match.current_player
        if seat < 0:
            continue
        for offer in seat_message(match.info, state, seat)["actions"]:
            action = match.info.codec.decode(offer["action"])
            if isinstance(action, Discard):
                assert "shows" not in offer
                continue
            before = [hole for marbles in state.view(seat).marbles for hole in marbles]
            after_state = state.clone()
            after_state.apply(action)
            after = {hole for marbles in after_state.view(seat).marbles for hole in marbles}
            travels = offer["shows"]
            assert travels and all(travel["marble"] in before for travel in travels)
            assert travels[-1]["path"][-1] in after  # the last marble moved stands where its path ends
            assert all(travel["path"][-1] in after for travel in travels if travel["bumped"])
            walking = [travel for travel in travels if not travel["bumped"]]
            said = offer["words"].split(": ", 1)[1]  # the play's words after its card
            if isinstance(action, (Move, Split)):  # the parts in the same words as the whole play
                assert ", ".join(travel["words"] for travel in walking) == said
            assert all(travel["words"].startswith(travel["who"]) for travel in travels)
            for travel in travels:
                if travel["bumped"]:
                    landing = travel["path"][-1]
                    assert travel["words"].endswith("goes back to start" if landing >= TRACK else f"goes to {landing}")
            splits += isinstance(action, Split) and len(walking) == 2
            bumps += any(travel["bumped"] for travel in travels)
    assert splits and bumps
