"""The Goodge Rules engine, as ruled in RULINGS.md, for 3 or 4 seats.

Play goes clockwise, to seat s + 1. The first dealer is drawn by chance (`FirstDealer`), later
dealers move clockwise; each round is dealt by one chance step (`Deal`). Bidding starts left of
the dealer (see bidding.py). The Goodge takes the stash into hand, puts three cards back one at
a time, names trump and leads. Tricks follow tricks.py; the last trick's winner also takes the
stash. A player on lead may `Claim` the remaining tricks when tricks.claim_is_proven holds.
"""
from __future__ import annotations

import random
from typing import Any

from gamenight.core.actions import Action
from gamenight.core.engine import CHANCE, SPECTATOR, TERMINAL, GameState
from gamenight.core.reports import Report
from gamenight.core.words import Text, words
from gamenight.games.goodge.actions import (
    Bid,
    Claim,
    Deal,
    FirstDealer,
    NameTrump,
    Pass,
    Play,
    PutBack,
    action_words,
    reports,
)
from gamenight.games.goodge.bidding import Auction
from gamenight.games.goodge.cards import SUITS, Card, deck, points_of
from gamenight.games.goodge.dealing import share_out
from gamenight.games.goodge.tricks import claim_is_proven, follow_reason, may_hold, playable, trick_winner, voids
from gamenight.games.goodge.views import GoodgeView, Phase, RoundResult, TakenTrick

HAND_SIZE = {3: 16, 4: 12}
NOT_NOW = words("goodge", "it may not be played now")
STASH_SIZE = 3

_EXPECTED = {
    Phase.FIRST_DEALER: ((FirstDealer,), words("goodge", "the first dealer is drawn")),
    Phase.DEAL: ((Deal,), words("goodge", "the cards are dealt")),
    Phase.BIDDING: ((Bid, Pass), words("goodge", "bid or pass")),
    Phase.PUT_BACK: ((PutBack,), words("goodge", "put a card back into the stash")),
    Phase.TRUMP: ((NameTrump,), words("goodge", "name the trump suit")),
    Phase.PLAY: ((Play, Claim), words("goodge", "play a card")),
}


def _known(value: int | None, what: str) -> int:
    """`value`, which the phase guarantees is set by now (`what` names it, for the message)."""
    assert value is not None, f"{what} is not set yet"
    return value


class Round:
    """One deal, from bidding to the last trick."""

    def __init__(self, dealer: int, hands: list[list[Card]], stash: list[Card]):
        num_players = len(hands)
        self.dealer = dealer
        self.hands = hands
        self.stash = stash
        self.stash_dealt = tuple(stash)
        """The stash as dealt: the cards the Goodge takes into hand (seen by the Goodge alone)."""
        self.auction = Auction(num_players, (dealer + 1) % num_players)
        self.goodge: int | None = None
        self.trump: int | None = None
        self.leader: int | None = None
        self.trick: list[Card] = []
        self.tricks: list[tuple[int, tuple[Card, ...]]] = []
        self.taken = [0] * num_players
        self.captured = [0] * num_players

    def clone(self) -> Round:
        other = Round.__new__(Round)
        other.__dict__.update(self.__dict__)
        other.hands = [list(hand) for hand in self.hands]
        other.stash, other.trick, other.tricks = list(self.stash), list(self.trick), list(self.tricks)
        other.auction = self.auction.clone()
        other.taken, other.captured = list(self.taken), list(self.captured)
        return other

    @property
    def turn(self) -> int:
        return (_known(self.leader, "the leader") + len(self.trick)) % len(self.hands)

    def shown_voids(self) -> list[set[int]]:
        """The suits each seat has shown it lacks; none before trump is named (no card is played yet)."""
        if self.trump is None or self.leader is None:
            return [set() for _ in self.hands]
        return voids([*self.tricks, (self.leader, self.trick)], len(self.hands), self.trump)


class GoodgeState(GameState[GoodgeView]):
    def __init__(self, options: dict, num_players: int = 4):
        if num_players not in HAND_SIZE:
            raise ValueError("The Goodge Rules is for 3 or 4 players")
        self.num_players = num_players
        self.options = options
        self.one_high: bool = options["one_high"]
        self.target: int = options["target"]
        self.totals = [0] * num_players
        self.results: list[RoundResult] = []
        self.dealer: int | None = None
        self.round: Round | None = None
        self.last_trick: TakenTrick | None = None
        self.over = False

    def clone(self) -> GoodgeState:
        other = GoodgeState.__new__(GoodgeState)
        other.__dict__.update(self.__dict__)
        other.totals, other.results = list(self.totals), list(self.results)
        other.round = None if self.round is None else self.round.clone()
        return other

    # -- phases ------------------------------------------------------------------------------
    @property
    def phase(self) -> Phase:
        current = self.round
        if self.over:
            return Phase.OVER
        if self.dealer is None:
            return Phase.FIRST_DEALER
        if current is None:
            return Phase.DEAL
        if current.goodge is None:
            return Phase.BIDDING
        if current.trump is None:
            return Phase.PUT_BACK if len(current.stash) < STASH_SIZE else Phase.TRUMP
        return Phase.PLAY

    def _round(self) -> Round:
        """The round being played, which every phase from bidding to the last trick has."""
        assert self.round is not None, "no round is dealt"
        return self.round

    @property
    def current_player(self) -> int:
        phase = self.phase
        if phase is Phase.OVER:
            return TERMINAL
        if phase in (Phase.FIRST_DEALER, Phase.DEAL):
            return CHANCE
        current = self._round()
        if phase is Phase.BIDDING:
            return current.auction.turn
        if phase is Phase.PLAY:
            return current.turn
        return _known(current.goodge, "the Goodge")

    # -- actions -----------------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase is Phase.FIRST_DEALER:
            return [FirstDealer(seat) for seat in range(self.num_players)]
        if phase in (Phase.DEAL, Phase.OVER):
            return []  # a deal's outcomes are too many to list: see sample_chance
        current = self._round()
        if phase is Phase.BIDDING:
            auction = current.auction
            passing: list[Action] = [] if auction.must_bid() else [Pass()]
            return passing + [Bid(amount) for amount in auction.bids()]
        if phase is Phase.PUT_BACK:
            return [PutBack(card) for card in sorted(current.hands[_known(current.goodge, "the Goodge")])]
        if phase is Phase.TRUMP:
            return [NameTrump(suit) for suit in range(len(SUITS))]
        seat = current.turn
        lead = current.trick[0] if current.trick else None
        trump = _known(current.trump, "trump")
        actions: list[Action] = [Play(card) for card in playable(current.hands[seat], lead, trump)]
        if lead is None and self._claim_proven(seat):
            actions.append(Claim())
        return actions

    def sample_chance(self, rng: random.Random) -> Action:
        phase = self.phase
        if phase is Phase.FIRST_DEALER:
            return FirstDealer(rng.randrange(self.num_players))
        if phase is Phase.DEAL:
            cards = deck()
            rng.shuffle(cards)
            return Deal(tuple(cards))
        raise ValueError("no random event is due")

    def illegal_reason(self, action: Action) -> Text | None:
        phase = self.phase
        if phase is Phase.OVER:
            return words("goodge", "the game is over")
        kinds, expected = _EXPECTED[phase]
        if not isinstance(action, kinds):
            return words("goodge", "not now: {expected}")(expected=expected)
        if isinstance(action, FirstDealer):
            return None if 0 <= action.seat < self.num_players else words("goodge", "seats are numbered 1 to {seats}")(
                seats=self.num_players)
        if isinstance(action, Deal):
            return None if sorted(action.order) == deck() else words("goodge", "a deal uses all 51 cards once")
        current = self._round()
        if isinstance(action, Bid):
            return current.auction.bid_reason(action.amount)
        if isinstance(action, Pass):
            return current.auction.pass_reason()
        if isinstance(action, NameTrump):
            return None if 0 <= action.suit < len(SUITS) else words(
                "goodge", "trump is one of Spades, Diamonds, Stars, Hearts, Clubs")
        seat = self.current_player
        if isinstance(action, Claim):
            if current.trick:
                return words("goodge", "you may claim only when you lead")
            return None if self._claim_proven(seat) else (
                words("goodge", "the claim is not sure: a card you have not seen could still take a trick"))
        if isinstance(action, (PutBack, Play)) and action.card not in current.hands[seat]:
            return words("goodge", "you do not hold {card}")(card=action.card.name)
        if isinstance(action, Play):
            return follow_reason(current.hands[seat], action.card, current.trick[0] if current.trick else None,
                                 _known(current.trump, "trump"))
        return None

    def unplayable(self) -> dict[Card, Text]:
        """In play (or while the Goodge puts cards back), each card of the hand that may not be
        played now, with the rule's reason."""
        if self.phase not in (Phase.PLAY, Phase.PUT_BACK):
            return {}
        move = PutBack if self.phase is Phase.PUT_BACK else Play
        legal = {action.card for action in self.legal_actions() if isinstance(action, move)}
        hand = self._round().hands[self.current_player]
        return {card: self.illegal_reason(move(card)) or NOT_NOW for card in hand if legal and card not in legal}

    def _apply(self, action: Action) -> None:
        if isinstance(action, FirstDealer):
            self.dealer = action.seat
            return
        if isinstance(action, Deal):
            self._deal(action.order)
            return
        current = self._round()
        if isinstance(action, (Bid, Pass)):
            if isinstance(action, Bid):
                current.auction.bid(action.amount)
            else:
                current.auction.pass_()
            if current.auction.done:
                goodge = _known(current.auction.high_bidder, "the high bidder")
                current.goodge = goodge
                current.hands[goodge] += current.stash
                current.stash = []
        elif isinstance(action, PutBack):
            current.hands[_known(current.goodge, "the Goodge")].remove(action.card)
            current.stash.append(action.card)
        elif isinstance(action, NameTrump):
            current.trump, current.leader = action.suit, current.goodge
        elif isinstance(action, Play):
            current.hands[current.turn].remove(action.card)
            current.trick.append(action.card)
            if len(current.trick) == self.num_players:
                self._finish_trick()
        elif isinstance(action, Claim):
            self._claim()

    def _deal(self, order: tuple[Card, ...]) -> None:
        size, dealer = HAND_SIZE[self.num_players], _known(self.dealer, "the dealer")
        hands: list[list[Card]] = [[] for _ in range(self.num_players)]
        for offset in range(self.num_players):
            seat = (dealer + 1 + offset) % self.num_players
            hands[seat] = sorted(order[offset * size:(offset + 1) * size])
        self.round = Round(dealer, hands, list(order[self.num_players * size:]))
        self.last_trick = None

    def _finish_trick(self) -> None:
        current = self._round()
        leader, trump = _known(current.leader, "the leader"), _known(current.trump, "trump")
        winner = (leader + trick_winner(current.trick, trump, self.one_high)) % self.num_players
        current.taken[winner] += 1
        current.captured[winner] += points_of(current.trick)
        current.tricks.append((leader, tuple(current.trick)))
        self.last_trick = TakenTrick(leader, tuple(current.trick), winner)
        current.trick, current.leader = [], winner
        if not current.hands[winner]:
            self._end_round(winner)

    def _claim_proven(self, seat: int) -> bool:
        current = self._round()
        others = [card for other, hand in enumerate(current.hands) if other != seat for card in hand]
        if seat != current.goodge:
            others += current.stash
        return claim_is_proven(current.hands[seat], others, _known(current.trump, "trump"), self.one_high)

    def _claim(self) -> None:
        """The leader takes every card still in hand, one trick per card of theirs."""
        current = self._round()
        seat = _known(current.leader, "the leader")
        current.taken[seat] += len(current.hands[seat])
        current.captured[seat] += sum(points_of(hand) for hand in current.hands)
        current.hands = [[] for _ in current.hands]
        self.last_trick = None  # the rest went by the claim, not by a trick
        self._end_round(seat, claimed=True)

    def _end_round(self, last_winner: int, claimed: bool = False) -> None:
        current = self._round()
        current.captured[last_winner] += points_of(current.stash)
        goodge, bid = _known(current.goodge, "the Goodge"), _known(current.auction.high_bid, "the high bid")
        made = current.captured[goodge] >= bid
        points = tuple(-bid if seat == goodge and not made else current.captured[seat]
                       for seat in range(self.num_players))
        trump = _known(current.trump, "trump")
        self.results.append(RoundResult(current.dealer, goodge, bid, trump, tuple(current.stash), last_winner,
                                        tuple(current.captured), points, tuple(current.taken),
                                        last_winner if claimed else None))
        self.totals = [total + gained for total, gained in zip(self.totals, points, strict=False)]
        self.round = None
        self.dealer = (_known(self.dealer, "the dealer") + 1) % self.num_players
        best = max(self.totals)
        self.over = best >= self.target and self.totals.count(best) == 1

    # -- scores and views ----------------------------------------------------------------------
    def scores(self) -> tuple[int, ...]:
        return tuple(self.totals)

    def completed_rounds(self) -> list[tuple[int, ...]]:
        return [result.points for result in self.results]

    def coming_chance(self) -> Text:
        if self.phase is Phase.FIRST_DEALER:
            return words("goodge", "The first dealer is drawn next.")
        return words("goodge", "Round {number} is dealt next.")(number=len(self.results) + 1)

    def describe(self, action: Action) -> Text:
        return action_words(action)

    def report(self, action: Action) -> Report:
        return reports(action, self.actor_of(action))

    def view(self, player: int) -> GoodgeView:
        current, none = self.round, (0,) * self.num_players
        common: dict[str, Any] = dict(seat=player, num_players=self.num_players, phase=self.phase,
                                      current_player=self.current_player, dealer=self.dealer,
                                      totals=tuple(self.totals), target=self.target, one_high=self.one_high,
                                      results=tuple(self.results), last_trick=self.last_trick)
        if current is None:
            return GoodgeView(**common, hand=(), hand_counts=none, stash=None, stash_count=0, stash_dealt=None,
                              calls=(), passed=(False,) * self.num_players, high_bid=None, high_bidder=None,
                              goodge=None, trump=None, leader=None, trick=(), tricks=(), tricks_taken=none,
                              captured=none)
        auction = current.auction
        hand = tuple(sorted(current.hands[player])) if player != SPECTATOR else ()
        return GoodgeView(
            **common, hand=hand, hand_counts=tuple(map(len, current.hands)),
            stash=tuple(current.stash) if player == current.goodge else None, stash_count=len(current.stash),
            stash_dealt=current.stash_dealt if player == current.goodge else None,
            calls=tuple(auction.calls), passed=tuple(auction.passed), high_bid=auction.high_bid,
            high_bidder=auction.high_bidder, goodge=current.goodge, trump=current.trump, leader=current.leader,
            trick=tuple(current.trick), tricks=tuple(current.tricks), tricks_taken=tuple(current.taken),
            captured=tuple(current.captured))

    def public_view(self) -> GoodgeView:
        """The auction, the tricks and the scores, with no hand and no stash."""
        return self.view(SPECTATOR)

    def information_key(self, player: int) -> GoodgeView:
        """Equal for two states exactly when `player` cannot tell them apart (the view is hashable)."""
        return self.view(player)

    def sample_world(self, player: int, rng: random.Random) -> GoodgeState:
        """A full state agreeing with `player`'s view: the cards the player has not seen are
        shared out again among the other hands (and the stash while the player may not see it),
        keeping every hand's size and every void revealed by not following suit."""
        world = self.clone()
        current = world.round
        if current is None:
            return world
        holders = [seat for seat in range(self.num_players) if seat != player]
        stash_hidden = player != current.goodge
        sizes = [len(current.hands[seat]) for seat in holders] + ([len(current.stash)] if stash_hidden else [])
        cards = [card for seat in holders for card in current.hands[seat]] + (current.stash if stash_hidden else [])
        trump, shown = current.trump, current.shown_voids()
        stash_index = len(holders)
        allowed = [[index for index, seat in enumerate(holders) if trump is None or may_hold(card, shown[seat], trump)]
                   + ([stash_index] if stash_hidden else []) for card in cards]
        placed = share_out(allowed, sizes, rng)
        for index, seat in enumerate(holders):
            current.hands[seat] = sorted(card for card, holder in zip(cards, placed, strict=False) if holder == index)
        if stash_hidden:
            current.stash = [card for card, holder in zip(cards, placed, strict=False) if holder == stash_index]
            if current.goodge is None:
                current.stash_dealt = tuple(current.stash)
        return world
