"""People's colours and symbols: twelve colours and sixteen symbols, each symbol drawn by the
fonts the app has (a glyph they lack would be a blank box), new people getting a colour and a
symbol nobody has while there are; names told apart case aside and the Turkish i's alike."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter
from PySide6.QtWidgets import QApplication

from gamenight.night.people import (
    COLOUR_NAMES,
    COLOUR_VALUES,
    COLOURS,
    SYMBOL_GLYPHS,
    SYMBOL_NAMES,
    SYMBOLS,
    first_free,
    first_free_look,
    name_key,
)


def drawn(text: str) -> QImage:
    picture = QImage(48, 48, QImage.Format.Format_ARGB32)
    picture.fill(Qt.GlobalColor.white)
    painter = QPainter(picture)
    font = QFont(QApplication.font())
    font.setPixelSize(32)
    painter.setFont(font)
    painter.drawText(picture.rect(), Qt.AlignmentFlag.AlignCenter, text)
    painter.end()
    return picture


def test_the_palette_and_the_symbols_are_named_and_distinct():
    assert len(COLOURS) == len(set(COLOURS)) == 12 and len(SYMBOLS) == len(set(SYMBOLS)) == 16
    assert set(COLOUR_VALUES) == set(COLOUR_NAMES) == set(COLOURS)
    assert set(SYMBOL_GLYPHS) == set(SYMBOL_NAMES) == set(SYMBOLS)
    assert len({QColor(value).name() for value in COLOUR_VALUES.values()}) == 12


def test_every_symbol_is_drawn_by_the_apps_fonts(qapp):
    missing = drawn("\U0010fffd")  # a character no font has: the box drawn for a missing glyph
    pictures = {symbol: drawn(glyph) for symbol, glyph in SYMBOL_GLYPHS.items()}
    assert [symbol for symbol, picture in pictures.items() if picture == missing] == []
    assert len({picture.bits().tobytes() for picture in pictures.values()}) == len(SYMBOLS)


def test_new_people_get_a_colour_and_a_symbol_nobody_has_while_there_are():
    looks: list[tuple[str, str]] = []
    for _ in range(len(COLOURS) * len(SYMBOLS)):
        looks.append(first_free_look(looks))
    assert looks[:12] == list(zip(COLOURS, SYMBOLS, strict=False))
    assert len({colour for colour, _ in looks[:12]}) == 12 and len({symbol for _, symbol in looks[:16]}) == 16
    assert len(set(looks)) == len(looks)  # every pair once before any comes again
    assert first_free_look(looks) == (COLOURS[0], SYMBOLS[0])
    assert first_free(("a", "b", "c"), ["a", "c", "a"]) == "b" and first_free(("a", "b"), ["a", "b", "a"]) == "b"


def test_names_are_told_apart_case_aside_and_the_turkish_is_alike():
    assert name_key("Ilgaz") == name_key("ılgaz") == name_key("İLGAZ") == name_key(" ilgaz ")
    assert name_key("Ann") == name_key("ANN") and name_key("Ann") != name_key("Anne")
