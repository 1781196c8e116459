"""A tile's shape read back from its pixels: which pixels the ink covers (coverage judged against
the ivory face, so that shapes of different inks compare), and how much two shapes differ."""
from __future__ import annotations

from PySide6.QtGui import QColor, QImage


def ink_cover(image: QImage, ink: str, face: str) -> list[list[bool]]:
    """Rows of booleans: True where a pixel is at least half-way from `face` to `ink`."""
    ink_rgb, face_rgb = QColor(ink).getRgb()[:3], QColor(face).getRgb()[:3]
    span = sum((i - f) ** 2 for i, f in zip(ink_rgb, face_rgb, strict=True))
    rows = []
    for y in range(image.height()):
        row = []
        for x in range(image.width()):
            pixel = image.pixelColor(x, y).getRgb()[:3]
            toward = sum((p - f) * (i - f) for p, f, i in zip(pixel, face_rgb, ink_rgb, strict=True)) / span
            off_line = sum((p - f - toward * (i - f)) ** 2 for p, f, i in zip(pixel, face_rgb, ink_rgb, strict=True))
            near_line = off_line < 0.1 * span
            row.append(toward >= 0.5 and near_line)
        rows.append(row)
    return rows


def row_runs(cover: list[list[bool]]) -> list[tuple[int, int]]:
    """The runs of consecutive rows that hold ink: [(first row, last row), ...] top to bottom."""
    runs: list[tuple[int, int]] = []
    for y, row in enumerate(cover):
        if any(row):
            if runs and runs[-1][1] == y - 1:
                runs[-1] = (runs[-1][0], y)
            else:
                runs.append((y, y))
    return runs


def extent(cover: list[list[bool]]) -> tuple[int, int]:
    """(width, height) in pixels of the box round the covered pixels."""
    xs = [x for row in cover for x, on in enumerate(row) if on]
    ys = [y for y, row in enumerate(cover) if any(row)]
    return (max(xs) - min(xs) + 1, max(ys) - min(ys) + 1) if xs else (0, 0)


def centred(cover: list[list[bool]], size: int) -> set[tuple[int, int]]:
    """The covered pixels as offsets from the centre of their box, within `size` of it."""
    points = [(x, y) for y, row in enumerate(cover) for x, on in enumerate(row) if on]
    if not points:
        return set()
    cx = (min(x for x, _ in points) + max(x for x, _ in points)) // 2
    cy = (min(y for _, y in points) + max(y for _, y in points)) // 2
    return {(x - cx, y - cy) for x, y in points if abs(x - cx) <= size and abs(y - cy) <= size}


def difference(first: set[tuple[int, int]], second: set[tuple[int, int]]) -> float:
    """The share of the pixels covered by either shape that only one of them covers (0 to 1)."""
    union = first | second
    return len(first ^ second) / len(union) if union else 0.0
