"""The reference for bench_startup: an empty PySide6 main window, shown, and gone at its first
paint. It imports nothing of Game Night (tests/test_startup_reference.py checks), so the app's
start-up is measured against what any PySide6 program pays."""
import sys

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow


class FirstPaint(QObject):
    """Prints `painted` at the window's first paint event and ends the event loop."""

    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            print("painted", flush=True)
            QTimer.singleShot(0, QApplication.quit)
        return False


app = QApplication(sys.argv[:1])
window = QMainWindow()
first_paint = FirstPaint()
window.installEventFilter(first_paint)
window.show()
sys.exit(app.exec())
