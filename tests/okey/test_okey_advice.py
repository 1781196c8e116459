"""The hard Okey bot's hint reasons on set-up positions: each figure is the one the bot weighed
(read in English as a player reads them, counts in their plural forms)."""
import random
import re

from gamenight.games.okey.advice import OKEY_FINISH_REASON, SHOW_REASON, completing, holding
from gamenight.games.okey.bots import PAIRS_FROM, PAIRS_WEIGHT, HardOkeyBot, unseen_tiles
from gamenight.games.okey.futures import NEVER, first_win
from gamenight.games.okey.rules import Discard, DrawStock, ShowIndicator, TakeDiscard
from gamenight.games.okey.tiles import Tile
from gamenight.table.language import translated_in

from .test_okey_rules import rigged, tiles

WIN = "R1a R2a R3a K7a B7a Y7a B10a B11a B12a B13a Y2a Y3a Y4a Y5a"
TWELVE = "R1a R2a R3a K7a B7a Y7a B10a B11a B12a Y2a Y3a Y4a"  # 12 tiles in sets and runs


def advise(state, seed=0):
    seat = state.current_player
    return HardOkeyBot(seat).advise(state.view(seat), state.legal_actions(), random.Random(seed))


def english(text) -> str:
    return translated_in(text, "en")


def test_a_discard_names_the_tiles_kept_the_completing_tiles_and_the_futures():
    state = rigged(TWELVE + " K12a R9b Y12b")  # the indicator is R4: the okey is the red 5
    view = state.view(1)
    advice = advise(state)
    assert advice.action == Discard(Tile.parse("R9b"))
    assert advice.action == HardOkeyBot(1).choose(view, state.legal_actions(), random.Random(0))
    rest = tiles(TWELVE + " K12a Y12b")
    unseen = unseen_tiles(view)
    # a 12 set (the red 12s, the other blue 12), the blue 9 (B9-B11 frees B12 for the set), the okeys
    outs = [tile for tile in unseen if first_win(rest, [tile], view.okey, True) == 1]
    assert sorted(tile.code for tile in outs) == ["B12b", "B9a", "B9b", "R12a", "R12b", "R5a", "R5b"]
    assert completing(rest, unseen, view.okey, True) == 7
    _, futures = HardOkeyBot(1).decide(view, state.legal_actions(), random.Random(0))
    won = sum(first_win(rest, future, view.okey, True) < NEVER for future in futures)
    assert english(advice.reason).startswith("It keeps 12 tiles in sets and runs; 7 of the 90 tiles you have not seen "
                                    "would complete your hand; ")
    assert f"in {won} of {len(futures)} sampled futures" in english(advice.reason)


def test_a_discard_far_from_a_win_says_no_tile_completes_it_yet():
    state = rigged("R1a R2a R3a K7a B7a Y7a B10a B11a Y2a Y3a K12a R9b Y12b B4a K5b")
    advice = advise(state)
    assert isinstance(advice.action, Discard)
    assert "no single tile completes your hand yet" in english(advice.reason)


def test_taking_the_left_discard_that_wins_and_drawing_instead():
    state = rigged(WIN + " K13a")
    state.apply(Discard(Tile.parse("K13a")))
    state.round.racks[2] = tiles("K11a K12a R6a R7a R8a R9a Y9a Y10a Y11a B2a B3a B4a B5a Y1b")
    advice = advise(state)
    assert advice.action == TakeDiscard()
    assert english(advice.reason) == "The black 13 \u25cf completes your hand: 14 tiles in sets and runs."
    state.round.racks[2] = tiles("K1b K2b R6a R7a R8a R9a Y9a Y10a Y11a B2a B3a B4a B5a Y1b")
    advice = advise(state)
    assert advice.action == DrawStock()
    assert re.fullmatch("The black 13 \u25cf would make it 11 tiles in sets and runs, worth 11; a stock draw is "
                        r"worth \d+\.\d on average\.", english(advice.reason))
    # in Turkish, the same figures in a whole Turkish sentence, the average with a decimal comma
    assert re.fullmatch("Elinizde siyah 13 \u25cf taşıyla per ve serilerde 11 taş olurdu, değeri 11; ortadan "
                        r"çekilen bir taşın değeri ortalama \d+,\d\.", translated_in(advice.reason, "tr"))


def test_finishing_and_showing_the_twin_say_what_they_score():
    assert advise(rigged(WIN + " R5a")).reason == OKEY_FINISH_REASON  # R5 is the okey
    assert english(advise(rigged(WIN + " K13a")).reason) == "The 14 tiles left win the round."
    shown = advise(rigged("R4b " + WIN))  # R4b is the indicator's twin
    assert shown.action == ShowIndicator(1) and shown.reason == SHOW_REASON


def test_a_hand_counted_by_pairs_is_said_in_pairs():
    okey = (0, 5)
    pairs = tiles("R1a R1b K3a K3b B5a B5b Y7a Y7b R9a R9b K11a B13a Y2a")
    assert english(holding(pairs, okey, True, PAIRS_FROM, PAIRS_WEIGHT)) == "5 pairs"
    assert english(holding(tiles(TWELVE), okey, True, PAIRS_FROM, PAIRS_WEIGHT)) == "12 tiles in sets and runs"
