"""A saved game with many players reads whole in the resume list (Game -> Resume a saved game…):
its row wraps within the list, as tall as its lines, with no sideways scrolling (the first line
ran out of the list's right edge, cut, under a horizontal scroll bar)."""
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QStyle

from gamenight.app.resume_dialog import ResumeDialog
from gamenight.app.smoke import when_modal
from gamenight.core.records import Seat
from test_resume_list import played


def test_a_long_row_wraps_and_shows_whole(window, qtbot):
    names = [f"Player number {number}" for number in range(1, 13)]
    for record in (played("pokeno", [Seat(name) for name in names], calls=3),
                   played("goker", [Seat("Ann"), Seat("Bo")], calls=2)):
        window.context.autosaves.save(record)
    seen = {}

    def look(dialog: ResumeDialog) -> None:
        try:
            listed = dialog.list
            qtbot.wait(20)
            margin = listed.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, listed) + 1
            seen["sideways"] = listed.horizontalScrollBar().maximum()
            seen["rows"] = []
            for row in range(listed.count()):
                item, rect = listed.item(row), listed.visualItemRect(listed.item(row))
                wrapped = QRect(0, 0, rect.width() - 2 * margin, 1 << 20)  # where the style writes the text
                needed = listed.fontMetrics().boundingRect(wrapped, Qt.TextFlag.TextWordWrap, item.text()).height()
                seen["rows"].append((item.text(), rect.height() >= needed, listed.viewport().rect().contains(rect)))
        finally:
            dialog.reject()

    when_modal(ResumeDialog, look)
    window.resume_action.trigger()
    assert seen, "the resume list did not open"
    assert seen["sideways"] == 0
    long_row = next(row for row in seen["rows"] if "Player number 12" in row[0])
    assert long_row[1:] == (True, True), long_row[0]
    assert all(fits for _, fits, _ in seen["rows"])
