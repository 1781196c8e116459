"""Child process for bench_startup: starts the app as `gamenight` does, prints one line at the
main window's first paint with its resident memory, then quits. With the argument `empty` it shows
an empty PySide6 main window instead: the reference the app's start-up is measured against."""
import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QObject, QTimer  # noqa: E402

from gamenight.app.application import build_main_window, create_application  # noqa: E402
from gamenight.app.context import AppContext  # noqa: E402


def resident_mb() -> float:
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


class FirstPaint(QObject):
    def __init__(self, app):
        super().__init__()
        self.app = app
        self.seen = False

    def eventFilter(self, watched, event):
        if event.type() == QEvent.Paint and not self.seen:
            self.seen = True
            print("painted", flush=True)
            QTimer.singleShot(200, self.report)
        return False

    def report(self):
        print(f"rss {resident_mb():.1f}", flush=True)
        self.app.quit()


if sys.argv[1:] == ["empty"]:
    from PySide6.QtWidgets import QApplication, QMainWindow

    app = QApplication(sys.argv)
    window = QMainWindow()
    probe = FirstPaint(app)
    window.installEventFilter(probe)
    window.show()
else:
    app = create_application()
    window = build_main_window(AppContext.open())
    probe = FirstPaint(app)
    window.installEventFilter(probe)
    window.show()
    window.schedule_after_start()
app.exec()
