"""What a seat may not see, read from the full state, and whether a message shows any of it: the
leak check of the views (test_view_leaks.py) and of every message a phone table sends
(tests/net/watched.py)."""
import json

HISTORY = {"okey": {"results"}, "goodge": {"results"}, "goker": {"deck"}}
"""View fields that list the items of rounds already over (the same tiles and cards are dealt
again in the next round) or the deck everyone knows (Goker's grids, keyed by every card)."""


def hidden_items(game_id, state, seat):
    """The codes of what `seat` (or SPECTATOR) may not see now, read from the full state."""
    others = [other for other in range(state.num_players) if other != seat]
    if game_id == "okey":
        from gamenight.games.okey.worlds import known_on_rack

        current = state.round
        if current is None:
            return set()
        hidden = {tile.code for tile in current.stock}
        for other in others:
            known = set(known_on_rack(current, other))
            hidden |= {tile.code for tile in current.racks[other] if tile not in known}
        return hidden
    if game_id == "jokers":
        return set(state.stock) | {card for other in others for card in state.hands[other]}
    if game_id == "goodge":
        current = state.round
        if current is None:
            return set()
        hidden = {card.code for other in others for card in current.hands[other]}
        return hidden | ({card.code for card in current.stash} if seat != current.goodge else set())
    if game_id == "goker":
        hands = {card.code for other in others for card in state.hands[other]}
        return hands | {card.code for other, card in state.playing.items() if other != seat}
    if game_id == "pokeno":
        return set()  # boards, dice and called cards are all public; the draw is made when called
    raise AssertionError(game_id)


def texts_in(data, skip=frozenset()):
    """Every text in the JSON data (keys and values), leaving out the top-level fields in `skip`."""
    if isinstance(data, dict):
        found = set()
        for key, value in data.items():
            if key not in skip:
                found |= {key} | texts_in(value)
        return found
    if isinstance(data, list):
        return set().union(*(texts_in(item) for item in data)) if data else set()
    return {data} if isinstance(data, str) else set()


def leaked(game_id, message, state, seat):
    view = json.loads(json.dumps(message))["view"]
    return texts_in(view, HISTORY.get(game_id, frozenset())) & hidden_items(game_id, state, seat)
