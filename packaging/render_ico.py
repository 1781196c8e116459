"""Render the app icon as a Windows .ico (the installer's, the Start menu's and the executable's).

Sizes 16 to 48 px are 32-bit bitmaps, which every Windows version and Inno Setup read; 256 px is a
PNG, as Windows Vista and later store large icons. Run: python packaging/render_ico.py FILE.ico
"""
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QSize
from PySide6.QtGui import QGuiApplication, QImage

from gamenight.app.art import svg_pixmap

SIDES = (16, 24, 32, 48, 64, 128, 256)
PNG_FROM = 256  # sides from this one up are stored as PNG


def bitmap_entry(image: QImage) -> bytes:
    """An icon image in the .ico's bitmap form: a BITMAPINFOHEADER of twice the height (colour rows
    then mask rows), the BGRA rows bottom to top, and an all-clear AND mask (alpha does the work)."""
    side = image.width()
    argb = image.convertToFormat(QImage.Format.Format_ARGB32)  # B, G, R, A in memory on x86
    top_down = bytes(argb.constBits())
    pixels = b"".join(top_down[row * argb.bytesPerLine():][: side * 4] for row in reversed(range(side)))
    mask_row = ((side + 31) // 32) * 4
    header = struct.pack("<IiiHHIIiiII", 40, side, side * 2, 1, 32, 0, len(pixels) + mask_row * side, 0, 0, 0, 0)
    return header + pixels + bytes(mask_row * side)


def png_entry(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise SystemExit("could not encode the icon as PNG")
    return bytes(data.data())


def ico_bytes(images: list[QImage]) -> bytes:
    """ICONDIR, one ICONDIRENTRY per image (a side of 256 is written as 0), then the images."""
    entries = [png_entry(image) if image.width() >= PNG_FROM else bitmap_entry(image) for image in images]
    offset = 6 + 16 * len(images)
    directory = struct.pack("<HHH", 0, 1, len(images))
    for image, entry in zip(images, entries, strict=True):
        side = image.width() % 256
        directory += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(entry), offset)
        offset += len(entry)
    return directory + b"".join(entries)


def render(sides=SIDES) -> list[QImage]:
    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841  (pixmaps need an application)
    return [svg_pixmap("icons/gamenight.svg", QSize(side, side)).toImage() for side in sides]


def main(target: Path) -> None:
    target.write_bytes(ico_bytes(render()))


if __name__ == "__main__":
    main(Path(sys.argv[1]))
