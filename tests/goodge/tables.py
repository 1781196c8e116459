"""Set-up helpers for the Goodge tests: rigged deals, a quick auction, a random policy."""
import random

from gamenight.core.engine import CHANCE
from gamenight.games.goodge.actions import Bid, Deal, FirstDealer, NameTrump, Pass, PutBack
from gamenight.games.goodge.cards import SUITS, Card, deck
from gamenight.games.goodge.rules import HAND_SIZE, GoodgeState

OPTIONS = dict(one_high=False, target=500)


def cards(codes: str) -> list[Card]:
    return [Card.parse(code) for code in codes.split()]


def new_state(players=4, **options) -> GoodgeState:
    return GoodgeState({**OPTIONS, **options}, players)


def rigged(hands=None, stash="", dealer=0, players=4, **options) -> GoodgeState:
    """A dealt state: `hands` maps seats to card codes (the rest of each hand and the stash are
    filled from the unused cards in deck order)."""
    state = new_state(players, **options)
    state.apply(FirstDealer(dealer))
    fixed = {seat: cards(codes) for seat, codes in (hands or {}).items()}
    fixed_stash = cards(stash)
    spare = [card for card in deck() if card not in fixed_stash and all(card not in hand for hand in fixed.values())]
    order = []
    for offset in range(players):
        seat = (dealer + 1 + offset) % players
        hand = fixed.get(seat, [])
        missing = HAND_SIZE[players] - len(hand)
        order += hand + spare[:missing]
        spare = spare[missing:]
    state.apply(Deal(tuple(order + fixed_stash + spare)))
    return state


def auction_to(state: GoodgeState, goodge: int, bid: int) -> None:
    """`goodge` bids `bid` at its first turn; everyone else passes."""
    while state.round.goodge is None:
        state.apply(Bid(bid) if state.current_player == goodge else Pass())


def ready_to_play(state: GoodgeState, goodge: int, bid: int, trump: str, put_back: str = "") -> GoodgeState:
    """Auction, exchange (putting back `put_back`, by default the stash as dealt) and trump."""
    stash = list(state.round.stash)
    auction_to(state, goodge, bid)
    for card in cards(put_back) if put_back else stash:
        state.apply(PutBack(card))
    state.apply(NameTrump(SUITS.index(trump)))
    return state


def random_action(state: GoodgeState, rng: random.Random):
    """A random legal action, bids kept to the least raise (uniform bids sit at 250 and no game
    ever reaches the target), chance drawn from `rng`."""
    if state.current_player == CHANCE:
        return state.sample_chance(rng)
    legal = state.legal_actions()
    bids = [action for action in legal if isinstance(action, Bid)]
    return rng.choice([action for action in legal if not isinstance(action, Bid)] + bids[:1])


def play_out(state: GoodgeState, rng: random.Random, max_steps=100_000) -> GoodgeState:
    for _ in range(max_steps):
        if state.is_over:
            return state
        state.apply(random_action(state, rng))
    raise AssertionError("the game did not end")
