"""Okey's four colours for colour-blind players: the inks stay apart under simulated protanopia,
deuteranopia and tritanopia (Machado 2009, CIEDE2000), on the desktop and the phone alike, and
each colour's tile carries its own shape under the number, legible at the smallest tile drawn."""
import re
import unicodedata
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from tests.okey.colour_vision import VISIONS, ciede2000, closest_pair, contrast_ratio, lab, seen_as
from tests.okey.tile_pixels import centred, difference, extent, ink_cover, row_runs

from gamenight.games.okey.tiles import COLOURS, LETTERS, MARKS, SHAPES, Tile
from gamenight.games.okey.ui.tile_art import FACE, INK_HEX, TILE_RATIO, paint_tile

PHONE_CSS = Path(__file__).resolve().parents[2] / "resources" / "phone" / "phone.css"
LEAST_DIFFERENCE = 20.0  # CIEDE2000: colours this far apart are told apart at a glance
OLD_INKS = ("#c62828", "#1b1b1b", "#1565c0", "#b26a00")  # red, black, blue, yellow until November 2026
SMALLEST_TILE_PX = 30  # the table's tiles are drawn about 36 px wide at 1366x768, the round's end's 34 or more
LEAST_SHAPE_PX = 8  # the glyphs drawn before were 7 px across there


def named(inks) -> dict[str, str]:
    return dict(zip(COLOURS, inks, strict=True))


def phone_inks() -> tuple[str, ...]:
    css = PHONE_CSS.read_text(encoding="utf-8")
    return tuple(re.search(rf"\.tile\.{letter} \{{ color: (#[0-9a-f]{{6}}); \}}", css).group(1) for letter in LETTERS)


def test_the_ciede2000_difference_matches_sharma_wu_dalal_published_pairs():
    assert ciede2000((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485)) == pytest.approx(2.0425, abs=1e-4)
    assert ciede2000((50.0, 2.5, 0.0), (73.0, 25.0, -18.0)) == pytest.approx(27.1492, abs=1e-4)
    assert ciede2000((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387)) == pytest.approx(1.2644, abs=1e-4)


def test_the_simulations_merge_each_kind_of_colour_blindness_confusion_colours():
    """A light red and a green run together for protan eyes, a red and a green for deutan eyes,
    a crimson and a scarlet (apart only on the blue-yellow axis) for tritan eyes; for typical eyes
    no pair does."""
    for vision, first, second in (("protanopia", "#ff4040", "#008040"), ("deuteranopia", "#c00000", "#008000"),
                                  ("tritanopia", "#a00040", "#a02000")):
        merged = ciede2000(lab(seen_as(first, vision)), lab(seen_as(second, vision)))
        typical = ciede2000(lab(seen_as(first, "typical")), lab(seen_as(second, "typical")))
        assert merged < 3 and typical > 15, (vision, merged, typical)


@pytest.mark.parametrize("vision", list(VISIONS))
def test_the_four_inks_stay_apart_for_every_kind_of_colour_vision(vision):
    nearest, first, second = closest_pair(named(INK_HEX), vision)
    assert nearest >= LEAST_DIFFERENCE, f"{vision}: {first} and {second} are only {nearest:.1f} apart"


def test_the_old_inks_ran_red_and_yellow_together_for_colour_blind_eyes():
    """What the palette test catches: the inks before this palette fail it for all three."""
    for vision in ("protanopia", "deuteranopia", "tritanopia"):
        nearest, first, second = closest_pair(named(OLD_INKS), vision)
        assert (first, second) == ("red", "yellow") and nearest < LEAST_DIFFERENCE, vision


def test_every_ink_reads_on_the_ivory_face():
    for ink in INK_HEX:
        assert contrast_ratio(ink, FACE.name()) >= 3.0, ink  # WCAG's least for large bold text


def test_the_phone_page_tints_its_tiles_with_the_desktop_inks():
    assert phone_inks() == INK_HEX


def tile_image(colour: int, width: int, okey: bool = False) -> QImage:
    height = round(width * TILE_RATIO)
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor("#2f5d46"))
    painter = QPainter(image)
    paint_tile(painter, QRectF(0, 0, width, height), Tile(colour, 8), (colour, 8) if okey else None)
    painter.end()
    inset = max(2, width // 10)  # inside the tile's rounded edge
    return image.copy(inset, inset, width - 2 * inset, height - 2 * inset)


def shape_cover(colour: int, width: int) -> list[list[bool]]:
    """The ink under the number of a tile of `colour` drawn `width` pixels wide; asserts that the
    number and the shape are apart (a clear row between them)."""
    cover = ink_cover(tile_image(colour, width), INK_HEX[colour], FACE.name())
    runs = row_runs(cover)
    assert len(runs) == 2, f"{COLOURS[colour]}: the number and the shape touch, or one is missing: {runs}"
    first, last = runs[1]
    return [row if first <= y <= last else [False] * len(row) for y, row in enumerate(cover)]


@pytest.mark.parametrize("width", [SMALLEST_TILE_PX, 44, 50])
def test_each_colour_paints_its_own_shape_apart_from_the_number(qapp, width):
    shapes = {COLOURS[colour]: shape_cover(colour, width) for colour in range(4)}
    for name, cover in shapes.items():
        assert min(extent(cover)) >= LEAST_SHAPE_PX, (name, extent(cover))
    outlines = {name: centred(cover, width) for name, cover in shapes.items()}
    names = list(outlines)
    for i, first in enumerate(names):
        for second in names[i + 1:]:
            assert difference(outlines[first], outlines[second]) >= 0.2, (first, second, width)


def test_the_okeys_star_lies_under_the_shape_apart_from_it(qapp):
    for colour in range(4):
        plain, okey = tile_image(colour, SMALLEST_TILE_PX), tile_image(colour, SMALLEST_TILE_PX, okey=True)
        shape_rows = row_runs(ink_cover(plain, INK_HEX[colour], FACE.name()))[-1]
        star_rows = [y for y in range(plain.height())
                     if any(plain.pixel(x, y) != okey.pixel(x, y) for x in range(plain.width()))]
        assert star_rows and min(star_rows) > shape_rows[1], (COLOURS[colour], shape_rows, star_rows)


def test_the_drawn_shapes_are_the_ones_the_words_name():
    """Tooltips and move words name a tile with its shape as a character ("red 5 \u25c6")."""
    for shape, mark in zip(SHAPES, MARKS, strict=True):
        assert shape.upper() in unicodedata.name(mark), (shape, mark)
