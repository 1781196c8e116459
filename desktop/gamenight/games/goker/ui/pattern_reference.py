"""The Goker pattern reference: the ten patterns, lowest first, each drawn as a small grid (one of
its masks, from the engine's pattern table) with its name, its points and how many ways a card
can show it. Opened from Help and from the Goker screen; it stays open beside the table."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QGridLayout, QLabel, QVBoxLayout, QWidget

from gamenight.games.goker.patterns import CENTRE, Pattern, patterns
from gamenight.table.fonts import bold_font
from gamenight.table.language import translated

GRID_PX = 96
TEXT_PX = 14
COLUMNS = 5
FILLED = QColor("#d81b60")
FREE_CELL = QColor("#ffd54f")


def example_mask(pattern: Pattern) -> int:
    """The mask drawn for a pattern: one through the free centre where there is one, so that an
    any-way pattern shows it may use the centre (a hard-way one has none)."""
    return next((mask for mask in pattern.masks if mask & (1 << CENTRE)), pattern.masks[0])


def ways_text(pattern: Pattern) -> str:
    ways = len(pattern.masks)
    if ways == 1:
        return QCoreApplication.translate("PatternReference", "one way")
    return QCoreApplication.translate("PatternReference", "any of {ways} ways").format(ways=ways)


class PatternGrid(QWidget):
    """A 5x5 grid with the cells of `mask` filled; the free centre is starred, filled or not."""

    def __init__(self, mask: int, parent: QWidget | None = None):
        super().__init__(parent)
        self.pattern_mask = mask  # (not `mask`: that is QWidget's own method)
        self.setFixedSize(GRID_PX, GRID_PX)

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        cell = (GRID_PX - 2) / 5
        for index in range(25):
            rect = QRectF(1 + index % 5 * cell, 1 + index // 5 * cell, cell, cell)
            painter.setPen(QPen(QColor("#90a4ae"), 1))
            painter.setBrush(FILLED if self.pattern_mask & (1 << index) else QColor("#fafafa"))
            painter.drawRect(rect)
            if index == CENTRE:
                painter.setPen(QColor("white") if self.pattern_mask & (1 << index) else FREE_CELL.darker(160))
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "\u2605")


class PatternReference(QDialog):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Goker patterns"))
        self.setModal(False)
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr("A card scores its highest pattern, times its multiplier. \u2605 is the free centre; "
                               "the hard-way patterns leave it out."))
        intro.setWordWrap(True)
        intro.setFont(bold_font(self, TEXT_PX))
        layout.addWidget(intro)
        grid = QGridLayout()
        grid.setHorizontalSpacing(22)
        grid.setVerticalSpacing(14)
        self.entries: list[tuple[Pattern, PatternGrid, QLabel]] = []
        for index, pattern in enumerate(patterns()):
            row, column = divmod(index, COLUMNS)
            drawing = PatternGrid(example_mask(pattern))
            grid.addWidget(drawing, row * 2, column, Qt.AlignmentFlag.AlignHCenter)
            caption = QLabel(self.tr("<b>{rank}. {pattern}</b><br>{points} points<br>{ways}").format(
                rank=pattern.rank, pattern=translated(pattern.title), points=pattern.points, ways=ways_text(pattern)))
            caption.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
            font = caption.font()
            font.setPixelSize(TEXT_PX)
            caption.setFont(font)
            grid.addWidget(caption, row * 2 + 1, column)
            self.entries.append((pattern, drawing, caption))
        layout.addLayout(grid)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)


def show_pattern_reference(parent: QWidget) -> PatternReference:
    """Open the reference (one per parent window: asked again, it comes to the front)."""
    dialog = parent.window().findChild(PatternReference)
    if dialog is None:
        dialog = PatternReference(parent.window())
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    return dialog
