"""What a phone is told besides its view's bare data, each from the engine and in the phone's
language: the engine's words inside a view (Okey's okey named, a Goker pattern's title, a Pokeno
roll), every seat by a name (never the desktop's "You"), why a dimmed card cannot be played (the
same engine call the desktop makes), the teams, each round's winners; and the rack's order a seat's
phone sent, kept by the host for the seat, with every hostile arrangement refused."""
import pytest
from tests.net.phones import run, table

from gamenight.core import codec
from gamenight.core.match import Match
from gamenight.core.records import Seat
from gamenight.core.seat_messages import RefusedAction
from gamenight.games.goodge.actions import Play
from gamenight.games.jokers.actions import ComeOut, Move
from gamenight.games.jokers.moves import controlled
from gamenight.games.jokers.track import is_track
from gamenight.net.host import ARRANGED_PLACES, TableHost
from gamenight.net.phone_language import sayer
from gamenight.net.serve import parse_seats, start_match
from played import played


def hosted(game_id: str, seats: str, seed: int) -> TableHost:
    match = start_match(game_id, parse_seats(seats, game_id), seed)
    return TableHost(match, {seat for seat, info in enumerate(match.seats) if info.is_phone})


def play_until(host: TableHost, done, steps: int = 3000) -> None:
    """Bots and phones alike play the first move offered (bots as bots), until `done(host)`."""
    for _ in range(steps):
        if done(host):
            return
        if not host.automatic_step():
            seat = host.match.current_player
            host.act(seat, host.view_message(seat)["actions"][0]["action"])
    raise AssertionError("never got there")


def test_the_engines_words_in_a_view_reach_each_phone_in_its_language():
    okey = hosted("okey", "phone,phone,bot,bot", seed=3)
    play_until(okey, lambda host: host.match.state.round is not None)
    okey_face = okey.match.state.round.okey
    colour = ("red", "black", "blue", "yellow")[okey_face[0]]
    english = okey.view_message(0, language="en")["view"]["okey_name"]
    turkish = okey.view_message(1, language="tr")["view"]["okey_name"]
    assert english.startswith(f"{colour} {okey_face[1]} ")
    assert turkish.startswith(f"{('kırmızı', 'siyah', 'mavi', 'sarı')[okey_face[0]]} {okey_face[1]} ")
    assert okey.public_view_message("tr")["view"]["okey_name"] == turkish  # a spectator's too

    pokeno = hosted("pokeno", "phone,bot", seed=2)
    play_until(pokeno, lambda host: any(r.log for r in host.match.state.view(0).rounds))
    rolled = pokeno.view_message(0, language="tr")["view"]["rounds"][-1]["log"]
    english_log = pokeno.view_message(0, language="en")["view"]["rounds"][-1]["log"]
    assert rolled and rolled != english_log and all(line.strip() for line in rolled)


def test_a_goker_card_to_play_shows_its_best_pattern_and_points_in_the_phones_language():
    goker = hosted("goker", "phone,bot:easy,bot:easy", seed=3)

    def level_end_with_a_pattern(host: TableHost) -> bool:
        view = host.match.state.view(0)
        return view.current_player == 0 and bool(view.playable) and any(view.validate(c)[0] for c in view.hand)

    play_until(goker, level_end_with_a_pattern)
    view = goker.match.state.view(0)
    for language in ("en", "tr"):
        plays = [a for a in goker.view_message(0, language=language)["actions"] if a["action"]["kind"] == "play_card"]
        assert len(plays) == len(view.hand) >= 1
        for offer in plays:
            card = codec.read(offer["action"]["card"], type(view.hand[0]))
            pattern, points = view.validate(card)  # what the desktop writes under the card
            said = sayer(language)(pattern.title) if pattern else None
            assert offer["shows"] == {"pattern": said, "points": points}
    patterned = [a["shows"] for a in goker.view_message(0, language="tr")["actions"] if a["shows"]["pattern"]]
    english = [a["shows"] for a in goker.view_message(0, language="en")["actions"] if a["shows"]["pattern"]]
    assert patterned and patterned != english


def test_phones_read_every_seat_by_a_name_never_the_desktops_you():
    match = Match.start("okey", [Seat("You"), Seat("Phone 1", "phone"), Seat("Bot 1", "bot", "easy"),
                                 Seat("Bot 2", "bot", "easy")], seed=4)
    host = TableHost(match, {1})
    play_until(host, lambda h: h.match.current_player == 0)
    offer = host.view_message(0)["actions"][0]["action"]
    match.apply(match.info.codec.decode(offer), 0)  # the person at the desktop moves
    for language, player in (("en", "Player 1"), ("tr", "1. oyuncu")):
        message = host.view_message(1, language=language)
        assert message["names"] == [player, "Phone 1", "Bot 1", "Bot 2"]
        told = message["events"][-1]  # of "Player 1" in the third person, not "You showed ..."
        assert told.startswith(f"{player} ") and told.endswith(".")
        assert not any("You" in event for event in message["events"])
        assert host.public_view_message(language)["names"][0] == player
    assert host.names[0] == "You" and match.seats[0].name == "You"  # the desktop still says "You"


@pytest.mark.parametrize("game_id", ["goodge", "jokers"])
def test_a_card_that_cannot_be_played_comes_with_the_engines_reason(game_id):
    """The reason is the one the desktop gives for a dimmed card (Goodge: `illegal_reason(Play(card))`,
    Jokers: the card moving the first marble on the track), in the phone's language; a card that can
    be played, a seat not to act and a spectator get none."""
    for match in played(game_id, seed=5, max_steps=600):
        seat = match.current_player
        dimmed = match.state.unplayable() if seat >= 0 else {}
        if dimmed:
            break
    else:
        raise AssertionError("no dimmed card in the game")
    host = TableHost(match, set(range(4)))
    english, turkish = host.view_message(seat, language="en"), host.view_message(seat, language="tr")
    playable = {a["action"]["card"] for a in english["actions"] if "card" in a["action"]}
    hand = [codec.encode(card) for card in match.state.view(seat).hand]
    assert set(english["why_not"]) == set(hand) - playable and english["why_not"]
    state = match.state
    for code, reason in english["why_not"].items():
        if game_id == "goodge":
            asked = Play(codec.read(code, type(state.view(seat).hand[0])))
        else:
            track = [hole for hole in state.board.holes_of(controlled(state.board, seat)) if is_track(hole)]
            asked = Move(code, track[0]) if track else ComeOut(code)
        assert reason == str(state.illegal_reason(asked))
        assert turkish["why_not"][code] and turkish["why_not"][code] != reason
    other = (seat + 1) % 4
    assert host.view_message(other)["why_not"] == {} and "why_not" not in host.public_view_message()


def test_each_seats_team_and_each_rounds_winners_are_told():
    jokers = hosted("jokers", "phone,bot:easy,bot:easy,bot:easy", seed=2)
    assert jokers.view_message(0)["teams"] == [0, 1, 0, 1]
    pokeno = hosted("pokeno", "phone,bot,bot", seed=2)
    play_until(pokeno, lambda host: len(host.match.state.completed_rounds()) >= 2)
    told = pokeno.view_message(0)["round_winners"]
    assert told == [list(winners) for winners in pokeno.match.state.round_winners()] and any(told)
    assert pokeno.public_view_message()["round_winners"] == told


def okey_dealt() -> TableHost:
    host = hosted("okey", "phone,phone,bot,bot", seed=3)
    play_until(host, lambda h: h.match.state.round is not None)
    return host


def test_the_host_keeps_a_seats_rack_order_and_refuses_any_other():
    host = okey_dealt()
    rack = [codec.encode(tile) for tile in host.match.state.view(0).rack]
    other = [codec.encode(tile) for tile in host.match.state.view(1).rack]
    assert "arrangement" not in host.view_message(0)
    order = [None, *reversed(rack), None]
    host.arrange(0, order)
    assert host.view_message(0)["arrangement"] == order
    assert "arrangement" not in host.view_message(1) and "arrangement" not in host.public_view_message()
    for hostile, refusal in ((None, "an arrangement is a list"), ("R1a", "an arrangement is a list"),
                             ([None] * (ARRANGED_PLACES + 1), "an arrangement is a list"),
                             ([rack[0], 7], "an arrangement is a list"), ([rack[0], {"x": 1}], "an arrangement"),
                             ([other[0]], f"{other[0]} is not one of your pieces"),
                             (["Z9z" * 50], "Z9zZ9zZ9 is not one of your pieces"),
                             ([rack[0], rack[0]], f"{rack[0]} is in the arrangement twice")):
        with pytest.raises(RefusedAction) as refused:
            host.arrange(0, hostile)
        assert str(refused.value).startswith(refusal)
        assert host.view_message(0)["arrangement"] == order  # nothing changed
    with pytest.raises(RefusedAction):
        host.arrange(1, rack[:1])  # seat 0's tile is not seat 1's
    now = len(host.match.record.actions)
    with pytest.raises(RefusedAction):
        host.arrange(0, [other[0]], now)  # made from the view of now: refused
    with pytest.raises(RefusedAction):
        host.arrange(0, [rack[0], rack[0]], now - 1)  # twice is never an arrangement
    host.arrange(0, [other[0]], now - 1)  # from an older view (the round may have ended since): dropped
    assert host.view_message(0)["arrangement"] == order
    pokeno = hosted("pokeno", "phone,bot", seed=2)
    with pytest.raises(RefusedAction):
        pokeno.arrange(0, ["QH"])  # a game whose screens keep no order takes none


def test_another_browser_on_the_seats_link_gets_the_rack_order_back():
    async def scenario():
        async with table("okey", "phone,bot,bot,bot", seed=3) as t:
            ada = await t.phone(t.keys.tokens[0], "Ada")
            view = await ada.until(lambda d: d["type"] == "view" and d["view"]["rack"])
            order = list(reversed(view["view"]["rack"]))
            await ada.send({"type": "arrange", "pieces": order})
            await ada.send({"type": "arrange", "pieces": ["nonsense"]})
            error = await ada.until(lambda d: d["type"] == "error")
            assert error["reason"] == "Nonsense is not one of your pieces."  # and the order is kept
            spectator = await t.phone(t.keys.spectator, "Cy")
            await spectator.until(lambda d: d["type"] == "view")
            await spectator.send({"type": "arrange", "pieces": []})
            assert (await spectator.until(lambda d: d["type"] == "error"))["reason"]
            again = await t.phone(t.keys.tokens[0], "Ada")  # the link opened in another browser
            view = await again.until(lambda d: d["type"] == "view")
            rack = view["view"]["rack"]
            assert view["arrangement"] == order and sorted(rack) == sorted(code for code in order if code)
    run(scenario())


def test_a_new_round_starts_from_the_engines_order_again():
    host = okey_dealt()
    rack = [codec.encode(tile) for tile in host.match.state.view(0).rack]
    host.arrange(0, list(reversed(rack)))
    play_until(host, lambda h: len(h.match.state.completed_rounds()) == 1 and h.match.state.round is not None)
    assert "arrangement" not in host.view_message(0)
