"""Where each tile sits on a player's rack, and the "Arrange runs" / "Arrange pairs" / "Sort by
colour" / "Sort by number" buttons.

The rack has two rows of 16 slots, numbered 0-15 on the top row and 16-31 below. Gaps are
allowed; the order is the player's own and is not part of the game (the engine only knows which
tiles a rack holds). Arranging groups the tiles and keeps the player's order where it can: groups
are laid out in the order of their leftmost tile, loose tiles keep their order after them.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence

from gamenight.games.okey.hand import WILD, best_arrangement, count_faces
from gamenight.games.okey.tiles import Tile, face

ROW = 16
SLOTS = 2 * ROW


class RackLayout:
    def __init__(self) -> None:
        self.slots: dict[Tile, int] = {}

    def tile_at(self, slot: int) -> Tile | None:
        return next((tile for tile, at in self.slots.items() if at == slot), None)

    def sync(self, tiles: Iterable[Tile]) -> list[Tile]:
        """Follow the rack's content: forget tiles that left it, put new ones in the first free
        slots (after the last used one where there is room). Returns the new tiles."""
        tiles = list(tiles)
        for gone in set(self.slots) - set(tiles):
            del self.slots[gone]
        new = [tile for tile in tiles if tile not in self.slots]
        for tile in new:
            self.slots[tile] = self._free_slot()
        return new

    def _free_slot(self) -> int:
        used = set(self.slots.values())
        after = max(used, default=-1) + 1
        for slot in list(range(after, SLOTS)) + list(range(after)):
            if slot not in used:
                return slot
        raise ValueError("the rack is full")

    def move(self, tile: Tile, slot: int) -> None:
        """Put `tile` in `slot`; a tile already there swaps into the moved tile's old slot."""
        if not 0 <= slot < SLOTS:
            raise ValueError(f"no slot {slot} on the rack")
        other = self.tile_at(slot)
        if other is not None and other != tile:
            self.slots[other] = self.slots[tile]
        self.slots[tile] = slot

    def slot_codes(self) -> list[str | None]:
        """The rack as the tile code in each slot (None for a gap): plain JSON, for saving."""
        codes: list[str | None] = [None] * SLOTS
        for tile, slot in self.slots.items():
            codes[slot] = tile.code
        return codes

    @classmethod
    def from_slot_codes(cls, codes: object, rack: Iterable[Tile]) -> RackLayout | None:
        """A saved arrangement (see `slot_codes`) laid over `rack`: tiles that left the rack
        since, unreadable or repeated entries are dropped; tiles not in it take free slots.
        None when no saved tile is on the rack (a stale save: arrange afresh)."""
        layout = cls()
        rack = list(rack)
        for slot, code in enumerate(codes[:SLOTS] if isinstance(codes, list) else []):
            try:
                tile = Tile.parse(code) if isinstance(code, str) else None
            except ValueError:
                continue
            if tile in rack and tile not in layout.slots:
                layout.slots[tile] = slot
        if not layout.slots:
            return None
        layout.sync(rack)
        return layout

    def ordered(self) -> list[Tile]:
        return sorted(self.slots, key=self.slots.__getitem__)

    def lay_out(self, groups: Sequence[Sequence[Tile]], loose: Sequence[Tile]) -> None:
        """Place the groups left to right with an empty slot between them, never splitting a
        group across the two rows when it fits on one; the loose tiles follow."""
        slots: dict[Tile, int] = {}
        position = 0
        for group in list(groups) + ([loose] if loose else []):
            room = ROW - position % ROW
            if len(group) > room and len(group) <= ROW and position % ROW:
                position += room
            for tile in group:
                slots[tile] = min(position, SLOTS - 1)
                position += 1
            position += 1
        if position - 1 > SLOTS:  # too many gaps: pack the rack without them
            packed = [tile for group in [*groups, loose] for tile in group]
            slots = {tile: index for index, tile in enumerate(packed)}
        self.slots = slots

    def arrange_runs(self, okey: tuple[int, int]) -> None:
        groups, loose = melds_of(self.ordered(), okey)
        self.lay_out(self._in_player_order(groups), loose)

    def arrange_pairs(self, okey: tuple[int, int]) -> None:
        groups, loose = pairs_of(self.ordered(), okey)
        self.lay_out(self._in_player_order(groups), loose)

    def sort_by_colour(self, okey: tuple[int, int]) -> None:
        """As the mobile apps sort: one group per colour, numbers rising (a false joker at the
        okey's place), the okeys last."""
        faces = self._faces(okey)
        groups = [sorted((tile for tile, (colour, _) in faces.items() if colour == wanted),
                         key=lambda tile: (faces[tile], tile)) for wanted in range(4)]
        self.lay_out([group for group in groups if group], self._okeys(okey))

    def sort_by_number(self, okey: tuple[int, int]) -> None:
        """Every tile by number, then colour, in one line; the okeys last."""
        faces = self._faces(okey)
        ordered = sorted(faces, key=lambda tile: (faces[tile][1], faces[tile][0], tile))
        self.lay_out([ordered] if ordered else [], self._okeys(okey))

    def _faces(self, okey: tuple[int, int]) -> dict[Tile, tuple[int, int]]:
        """What each tile that is not an okey stands for."""
        return {tile: stands for tile in self.ordered() if (stands := face(tile, okey)) is not None}

    def _okeys(self, okey: tuple[int, int]) -> list[Tile]:
        return [tile for tile in self.ordered() if face(tile, okey) is None]

    def _in_player_order(self, groups: list[list[Tile]]) -> list[list[Tile]]:
        return sorted(groups, key=lambda group: min(self.slots[tile] for tile in group))


def melds_of(tiles: Sequence[Tile], okey: tuple[int, int]) -> tuple[list[list[Tile]], list[Tile]]:
    """The tiles grouped as the solver's best sets and runs (okeys where they stand in), and
    the tiles left over, in the given order."""
    counts, wilds = count_faces(tiles, okey)
    _, melds = best_arrangement(counts, wilds)
    left = list(tiles)
    groups = []
    for meld in melds:
        group = []
        for wanted in meld:
            group.append(_take(left, okey, None if wanted is WILD else (wanted[0], (wanted[1] - 1) % 13 + 1)))
        groups.append(group)
    return groups, left


def pairs_of(tiles: Sequence[Tile], okey: tuple[int, int]) -> tuple[list[list[Tile]], list[Tile]]:
    """Identical faces paired; each okey pairs with a single (or with the other okey)."""
    left = list(tiles)
    okeys = [tile for tile in left if face(tile, okey) is None]
    left = [tile for tile in left if tile not in okeys]
    groups = []
    singles = []
    for tile in list(left):
        if tile not in left:
            continue
        left.remove(tile)
        twin = next((other for other in left if face(other, okey) == face(tile, okey)), None)
        if twin is not None:
            left.remove(twin)
            groups.append([tile, twin])
        else:
            singles.append(tile)
    while okeys and singles:
        groups.append([singles.pop(0), okeys.pop()])
    if len(okeys) == 2:
        groups.append(okeys)
        okeys = []
    return groups, singles + okeys


def _take(tiles: list[Tile], okey: tuple[int, int], wanted: tuple[int, int] | None) -> Tile:
    tile = next(tile for tile in tiles if face(tile, okey) == wanted)
    tiles.remove(tile)
    return tile
