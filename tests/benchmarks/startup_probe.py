"""The app's side of bench_startup: starts Game Night as the `gamenight` command does (its
`run_app`, single-instance lock included), prints `painted` at the main window's first paint and
quits there. The reference it is measured against is startup_reference.py, which imports nothing
of the app."""
import sys

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

from gamenight.app import application


class FirstPaint(QObject):
    """Prints `painted` at the watched window's first paint event and ends the event loop."""

    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            print("painted", flush=True)
            QTimer.singleShot(0, QApplication.quit)
        return False


first_paint = FirstPaint()
build_main_window = application.build_main_window


def build_watched_window(context):
    """`run_app`'s own window, watched for its first paint (a filter on the whole app would call
    Python for every event of every object and slow what it measures)."""
    window = build_main_window(context)
    window.installEventFilter(first_paint)
    return window


application.build_main_window = build_watched_window
sys.exit(application.run_app())
