"""A person's look on screen: their symbol drawn in black or white on a badge of their colour
(whichever reads better on it, so a yellow reads as well as a blue), with the colour's and
symbol's names for a tooltip or a screen reader: no one is known by colour alone."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QWidget

from gamenight.night.people import COLOUR_NAMES, GLYPHS, HEX, SYMBOL_NAMES, Person
from gamenight.table.language import translated


def badge(colour: str, symbol: str, pixels: int, device_ratio: float = 1.0) -> QPixmap:
    """The symbol on a rounded square of the colour, `pixels` wide (sharp at `device_ratio`)."""
    picture = QPixmap(round(pixels * device_ratio), round(pixels * device_ratio))
    picture.setDevicePixelRatio(device_ratio)
    picture.fill(Qt.GlobalColor.transparent)
    fill = QColor(HEX.get(colour, "#7F7F7F"))
    painter = QPainter(picture)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(fill)
    area = QRectF(0, 0, pixels, pixels)
    painter.drawRoundedRect(area, pixels * 0.2, pixels * 0.2)
    font = QFont()
    font.setPixelSize(max(1, round(pixels * 0.7)))
    painter.setFont(font)
    painter.setPen(ink_on(fill))
    painter.drawText(area, Qt.AlignmentFlag.AlignCenter, GLYPHS.get(symbol, ""))
    painter.end()
    return picture


def ink_on(fill: QColor) -> QColor:
    """Black or white, whichever reads better on `fill` (WCAG contrast: black on a colour whose
    relative luminance is above 0.179, where black's contrast passes white's)."""
    def linear(channel: float) -> float:
        return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4

    luminance = 0.2126 * linear(fill.redF()) + 0.7152 * linear(fill.greenF()) + 0.0722 * linear(fill.blueF())
    return QColor("#000000") if luminance > 0.179 else QColor("#FFFFFF")


def person_icon(person: Person, pixels: int = 20, widget: QWidget | None = None) -> QIcon:
    ratio = widget.devicePixelRatioF() if widget is not None else 1.0
    return QIcon(badge(person.colour, person.symbol, pixels, ratio))


def colour_name(colour: str) -> str:
    return translated(COLOUR_NAMES[colour]) if colour in COLOUR_NAMES else colour


def symbol_name(symbol: str) -> str:
    return translated(SYMBOL_NAMES[symbol]) if symbol in SYMBOL_NAMES else symbol


def look_words(person: Person) -> str:
    """"blue star": the look in words, for a tooltip or a screen reader."""
    return QCoreApplication.translate("PersonLook", "{colour} {symbol}").format(
        colour=colour_name(person.colour), symbol=symbol_name(person.symbol))
