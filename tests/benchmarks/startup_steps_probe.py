"""The child process of startup_steps.py: starts the app as startup_probe.py does, with each step
of its start timed (CPU milliseconds and resident MB), and prints the steps at the main window's
first paint. Imports nothing before it starts counting but what Python itself loads."""
import functools
import time


def resident_mb() -> float:
    with open("/proc/self/status") as status:
        return next(int(line.split()[1]) / 1024 for line in status if line.startswith("VmRSS:"))


class Steps:
    """Collects (step, CPU ms, MB) from one point to the next."""

    def __init__(self):
        self.rows: list[tuple[str, float, float]] = [("Python itself, started", 1000 * time.process_time(),
                                                       resident_mb())]
        self.last = (time.process_time(), resident_mb())

    def mark(self, step: str) -> None:
        now = (time.process_time(), resident_mb())
        self.rows.append((step, 1000 * (now[0] - self.last[0]), now[1] - self.last[1]))
        self.last = now

    def around(self, owner, name: str, step: str, before: str = "(between steps)") -> None:
        """Time each call of owner.name as `step`, and what ran since the last mark as `before`."""
        call = getattr(owner, name)

        @functools.wraps(call)
        def timed(*args, **kwargs):
            self.mark(before)
            result = call(*args, **kwargs)
            self.mark(step)
            return result

        setattr(owner, name, timed)


def child() -> None:
    steps = Steps()
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication
    steps.mark("PySide6 QtCore, QtGui, QtWidgets (the reference imports these too)")
    from PySide6.QtCore import Qt  # noqa: F401
    steps.mark("the Qt namespace: 93 enums made on first use of Qt.*")
    import PySide6.QtNetwork
    import PySide6.QtSvg  # noqa: F401
    steps.mark("Qt Network (single instance) and Qt SVG (pictures)")
    import csv  # noqa: F401
    import dataclasses  # noqa: F401
    import datetime  # noqa: F401
    import sqlite3  # noqa: F401

    import platformdirs  # noqa: F401
    steps.mark("standard library modules and platformdirs")
    from gamenight.app import application, launcher, main_window
    steps.mark("Game Night's modules, and the Qt classes they name")
    steps.around(application, "create_application", "QApplication")
    steps.around(application.SingleInstance, "acquire", "single-instance lock and local server")
    steps.around(application.AppContext, "open", "settings read, score history opened")
    steps.around(application, "apply_theme", "Fusion style and palette")
    steps.around(launcher.LauncherPage, "__init__", "launcher: five tiles built (first text laid out)",
                 before="main window: icon, size, central widgets")
    steps.around(main_window.MainWindow, "_build_menus", "menus")
    steps.around(launcher.LauncherPage, "fit_tiles", "launcher fitted to the window, five pictures drawn")

    class FirstPaint(QObject):
        def eventFilter(self, watched, event):
            if event.type() == QEvent.Type.Paint:
                watched.removeEventFilter(self)
                steps.mark("window shown: polished, laid out, first paint")
                QTimer.singleShot(0, QApplication.quit)
            return False

    first_paint = FirstPaint()
    build = application.build_main_window

    def build_watched_window(context):
        window = build(context)
        window.installEventFilter(first_paint)
        return window

    application.build_main_window = build_watched_window
    application.run_app()
    print(repr(steps.rows))



child()
