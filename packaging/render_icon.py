"""Render the app icon to PNG at the sizes a Linux desktop looks for (hicolor theme layout)."""
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication

from gamenight.app.art import svg_pixmap


def main(target: Path) -> None:
    app = QGuiApplication([])  # noqa: F841  (pixmaps need an application)
    for side in (48, 128, 256):
        folder = target / f"{side}x{side}" / "apps"
        folder.mkdir(parents=True, exist_ok=True)
        if not svg_pixmap("icons/gamenight.svg", QSize(side, side)).save(str(folder / "gamenight.png")):
            raise SystemExit(f"could not write the {side} px icon")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
