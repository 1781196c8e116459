"""The Goodge screen's words: the order of the hand, the status line, the badges' detail, the hint
and the round-end panel, all from the viewer's view and the engine's results."""
from __future__ import annotations

from collections.abc import Sequence

from gamenight.games.goodge.cards import Card
from gamenight.games.goodge.tricks import power, suit_of
from gamenight.games.goodge.ui.cards import CROWN_SIGN, SUIT_SIGNS, suit_label
from gamenight.games.goodge.views import GoodgeView, Phase, RoundResult
from gamenight.table.names import name_html, name_text


def hand_order(hand: Sequence[Card], trump: int | None, one_high: bool) -> list[Card]:
    """By suit and rank, low to high; once trump is named its cards (the Crown last, highest) come first."""
    def key(card: Card) -> tuple[int, int, int]:
        suit = suit_of(card, trump) if trump is not None else card.suit
        return (0 if suit == trump else 1, suit, power(card, one_high))
    return sorted(hand, key=key)


def headline(view: GoodgeView, names: Sequence[str]) -> tuple[str, str]:
    """The corner's two lines: trump, and the Goodge with the bid (or the high bid so far)."""
    if view.phase not in (Phase.BIDDING, Phase.PUT_BACK, Phase.TRUMP, Phase.PLAY):
        return "", ""
    trump = f"Trump: {suit_label(view.trump)}" if view.trump is not None else "Trump: not named yet"
    if view.goodge is not None:
        detail = f"The Goodge: {name_text(names[view.goodge])}, bid {view.high_bid}"
    elif view.high_bidder is not None:
        detail = f"High bid: {view.high_bid} by {name_text(names[view.high_bidder])}"
    else:
        detail = "No bid yet" if view.phase is Phase.BIDDING else ""
    return trump, detail


def status(view: GoodgeView, names: Sequence[str], mine: bool) -> str:
    phase, turn = view.phase, view.current_player
    if phase in (Phase.FIRST_DEALER, Phase.DEAL):
        return "The round is over." if view.results else "Dealing the cards\u2026"
    if not mine:
        doing = {Phase.BIDDING: "bidding", Phase.PUT_BACK: "taking the stash", Phase.TRUMP: "naming trump",
                 Phase.PLAY: "playing"}[phase]
        return f"{name_text(names[turn])}: {doing}\u2026"
    if phase is Phase.BIDDING:
        return "Your call: bid or pass."
    if phase is Phase.PUT_BACK:
        return (f"You are the Goodge: click a card to put it back into the stash ({view.stash_count} of 3 "
                "put back; Ctrl+Z takes one back).")
    if phase is Phase.TRUMP:
        return "Name trump."
    return "Your turn: click a raised card or drag it onto the table."


def calls_text(view: GoodgeView, names: Sequence[str]) -> str:
    """The auction so far, one call per line."""
    return "\n".join(f"{name_text(names[seat])}: {'pass' if amount is None else amount}"
                     for seat, amount in view.calls)


def badge_detail(view: GoodgeView, seat: int) -> str:
    parts = []
    if view.dealer == seat:
        parts.append("dealer")
    if view.goodge == seat:
        parts.append(f"Goodge {view.high_bid}")
    elif view.phase is Phase.BIDDING:
        said = [amount for who, amount in view.calls if who == seat]
        if said:
            parts.append("passed" if said[-1] is None else f"bid {said[-1]}")
    if view.phase in (Phase.PUT_BACK, Phase.TRUMP, Phase.PLAY):
        parts.append(f"took {view.captured[seat]}")  # the totals stand in the score sheet meanwhile
    else:
        parts.append(f"total {view.totals[seat]}")
    return " \u00b7 ".join(parts)


def card_text(card: Card) -> str:
    return CROWN_SIGN if card.is_crown else f"{card.rank}{SUIT_SIGNS[card.suit]}"


def round_html(result: RoundResult, names: Sequence[str], totals: Sequence[int], number: int) -> str:
    """The round-end panel: the bid made or not, the stash revealed and each seat's points."""
    goodge = name_html(names[result.goodge])
    verdict = "made" if result.made else "went down on"
    stash = " ".join(card_text(card) for card in result.stash)
    rows = "".join(
        f"<tr><td>{name_html(names[seat])}</td><td align=right>{result.captured[seat]}</td>"
        f"<td align=right>{result.tricks_taken[seat]}</td><td align=right><b>{result.points[seat]:+d}</b></td>"
        f"<td align=right>{totals[seat]}</td></tr>" for seat in range(len(names)))
    claim = (f"<p>{name_html(names[result.claimed_by])} claimed the remaining tricks.</p>"
             if result.claimed_by is not None else "")
    return (f"<h2>Round {number}: {goodge} {verdict} the bid of {result.bid}</h2>"
            f"<p>Trump was {suit_label(result.trump)}. The stash ({stash}) went to "
            f"{name_html(names[result.last_winner])} with the last trick.</p>{claim}"
            "<table cellspacing=6 align=center><tr><th></th><th>Taken</th><th>Tricks</th><th>Round</th>"
            f"<th>Total</th></tr>{rows}</table>")
