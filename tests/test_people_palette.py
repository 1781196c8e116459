"""People's colours and symbols: twelve colours and sixteen symbols, each symbol drawn by the
fonts the app has (a glyph they lack would be a blank box), new people getting a colour and a
symbol nobody has while there are; names told apart case aside and the Turkish i's alike."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter
from PySide6.QtWidgets import QApplication

from gamenight.night.people import COLOUR_NAMES, COLOURS, GLYPHS, HEX, SYMBOL_NAMES, SYMBOLS, name_key, next_look


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
    assert set(HEX) == set(COLOUR_NAMES) == set(COLOURS)
    assert set(GLYPHS) == set(SYMBOL_NAMES) == set(SYMBOLS)
    assert len({QColor(value).name() for value in HEX.values()}) == 12


def test_every_symbol_is_drawn_by_the_apps_fonts(qapp):
    missing = drawn("\U0010fffd")  # a character no font has: the box drawn for a missing glyph
    pictures = {symbol: drawn(glyph) for symbol, glyph in GLYPHS.items()}
    assert [symbol for symbol, picture in pictures.items() if picture == missing] == []
    assert len({picture.bits().tobytes() for picture in pictures.values()}) == len(SYMBOLS)


def test_new_people_get_a_colour_and_a_symbol_nobody_has_while_there_are():
    looks: list[tuple[str, str]] = []
    for _ in range(len(COLOURS) * len(SYMBOLS)):
        looks.append(next_look(looks))
    assert looks[:12] == list(zip(COLOURS, SYMBOLS, strict=False))
    assert len({colour for colour, _ in looks[:12]}) == 12 and len({symbol for _, symbol in looks[:16]}) == 16
    assert len(set(looks)) == len(looks)  # every pair once before any comes again
    assert next_look(looks) == (COLOURS[0], SYMBOLS[0])  # all taken: the first again
    assert next_look([looks[0], looks[2]]) == looks[1]  # a look freed (a merge) is given again first


def test_names_are_told_apart_case_aside_and_the_turkish_is_alike():
    assert name_key("Ilgaz") == name_key("ılgaz") == name_key("İLGAZ") == name_key(" ilgaz ")
    assert name_key("Ann") == name_key("ANN") and name_key("Ann") != name_key("Anne")


def test_a_badges_symbol_is_drawn_in_the_ink_that_reads_best_on_its_colour(qapp):
    from gamenight.app.person_look import ink_on

    def contrast(one: QColor, other: QColor) -> float:
        def luminance(colour: QColor) -> float:
            def linear(c: float) -> float:
                return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
            return 0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF()) + 0.0722 * linear(colour.blueF())
        high, low = sorted((luminance(one), luminance(other)), reverse=True)
        return (high + 0.05) / (low + 0.05)

    for colour, value in HEX.items():
        fill = QColor(value)
        chosen = ink_on(fill)
        other = QColor("#FFFFFF") if chosen == QColor("#000000") else QColor("#000000")
        assert contrast(fill, chosen) >= contrast(fill, other), colour
        assert contrast(fill, chosen) >= 4.5, colour  # every badge's symbol reads as normal text would
