"""The Goodge screen's words: the order of the hand, the status line, the badges' detail, the hint
and the round-end panel, all from the viewer's view and the engine's results."""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from gamenight.games.goodge.cards import Card
from gamenight.games.goodge.tricks import power, suit_of
from gamenight.games.goodge.ui.cards import CROWN_SIGN, SUIT_SIGNS, suit_label
from gamenight.games.goodge.views import GoodgeView, Phase, RoundResult
from gamenight.table.names import is_you, name_html, name_text

translate = QCoreApplication.translate


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
    trump = (translate("GoodgeTable", "Trump: {suit}").format(suit=suit_label(view.trump)) if view.trump is not None
             else translate("GoodgeTable", "Trump: not named yet"))
    if view.goodge is not None:
        detail = translate("GoodgeTable", "The Goodge: {player}, bid {bid}").format(
            player=name_text(names[view.goodge]), bid=view.high_bid)
    elif view.high_bidder is not None:
        detail = translate("GoodgeTable", "High bid: {bid} by {player}").format(
            bid=view.high_bid, player=name_text(names[view.high_bidder]))
    else:
        detail = translate("GoodgeTable", "No bid yet") if view.phase is Phase.BIDDING else ""
    return trump, detail


def status(view: GoodgeView, names: Sequence[str], mine: bool) -> str:
    phase, turn = view.phase, view.current_player
    if phase in (Phase.FIRST_DEALER, Phase.DEAL):
        return (translate("GoodgeTable", "The round is over.") if view.results
                else translate("GoodgeTable", "Dealing the cards\u2026"))
    if not mine:
        doing = {Phase.BIDDING: translate("GoodgeTable", "{player}: bidding\u2026"),
                 Phase.PUT_BACK: translate("GoodgeTable", "{player}: taking the stash\u2026"),
                 Phase.TRUMP: translate("GoodgeTable", "{player}: naming trump\u2026"),
                 Phase.PLAY: translate("GoodgeTable", "{player}: playing\u2026")}[phase]
        return doing.format(player=name_text(names[turn]))
    if phase is Phase.BIDDING:
        return translate("GoodgeTable", "Your call: bid or pass.")
    if phase is Phase.PUT_BACK:
        return translate("GoodgeTable", "You are the Goodge: click a card to put it back into the stash "
                         "({count} of 3 put back; Ctrl+Z takes one back).").format(count=view.stash_count)
    if phase is Phase.TRUMP:
        return translate("GoodgeTable", "Name trump.")
    return translate("GoodgeTable", "Your turn: click a raised card or drag it onto the table.")


def calls_text(view: GoodgeView, names: Sequence[str]) -> str:
    """The auction so far, one call per line."""
    return "\n".join((translate("GoodgeTable", "{player}: pass") if amount is None
                      else translate("GoodgeTable", "{player}: {bid}")).format(
                         player=name_text(names[seat]), bid=amount)
                     for seat, amount in view.calls)


def badge_detail(view: GoodgeView, seat: int) -> str:
    parts = []
    if view.dealer == seat:
        parts.append(translate("GoodgeTable", "dealer"))
    if view.goodge == seat:
        parts.append(translate("GoodgeTable", "Goodge {bid}").format(bid=view.high_bid))
    elif view.phase is Phase.BIDDING:
        said = [amount for who, amount in view.calls if who == seat]
        if said:
            parts.append(translate("GoodgeTable", "passed") if said[-1] is None
                         else translate("GoodgeTable", "bid {bid}").format(bid=said[-1]))
    if view.phase in (Phase.PUT_BACK, Phase.TRUMP, Phase.PLAY):
        # the totals stand in the score sheet meanwhile
        parts.append(translate("GoodgeTable", "took {points}").format(points=view.captured[seat]))
    else:
        parts.append(translate("GoodgeTable", "total {points}").format(points=view.totals[seat]))
    return " \u00b7 ".join(parts)


def card_text(card: Card) -> str:
    return CROWN_SIGN if card.is_crown else f"{card.rank}{SUIT_SIGNS[card.suit]}"


def round_html(result: RoundResult, names: Sequence[str], totals: Sequence[int], number: int) -> str:
    """The round-end panel: the bid made or not, the stash revealed and each seat's points."""
    goodge = name_html(names[result.goodge])
    stash = " ".join(card_text(card) for card in result.stash)
    rows = "".join(
        f"<tr><td>{name_html(names[seat])}</td><td align=right>{result.captured[seat]}</td>"
        f"<td align=right>{result.tricks_taken[seat]}</td><td align=right><b>{result.points[seat]:+d}</b></td>"
        f"<td align=right>{totals[seat]}</td></tr>" for seat in range(len(names)))
    claim = "" if result.claimed_by is None else "<p>" + (
        translate("GoodgeTable", "You claimed the remaining tricks.") if is_you(names[result.claimed_by]) else
        translate("GoodgeTable", "{player} claimed the remaining tricks.")).format(
            player=name_html(names[result.claimed_by])) + "</p>"
    you = is_you(names[result.goodge])
    verdict = ((translate("GoodgeTable", "Round {number}: you made your bid of {bid}") if you
                else translate("GoodgeTable", "Round {number}: {player} made the bid of {bid}")) if result.made
               else translate("GoodgeTable", "Round {number}: you went down on your bid of {bid}") if you
               else translate("GoodgeTable", "Round {number}: {player} went down on the bid of {bid}"))
    trump = (translate("GoodgeTable", "Trump was {suit}. The stash ({cards}) went to you with the last trick.")
             if is_you(names[result.last_winner]) else
             translate("GoodgeTable", "Trump was {suit}. The stash ({cards}) went to {player} with the last trick."))
    headings = "".join(f"<th>{heading}</th>" for heading in (
        translate("GoodgeTable", "Taken"), translate("GoodgeTable", "Tricks"),
        translate("GoodgeTable", "Round"), translate("GoodgeTable", "Total")))
    said = trump.format(suit=suit_label(result.trump), cards=stash, player=name_html(names[result.last_winner]))
    return (f"<h2>{verdict.format(number=number, player=goodge, bid=result.bid)}</h2><p>{said}</p>"
            f"{claim}<table cellspacing=6 align=center><tr><th></th>{headings}</tr>{rows}</table>")
