"""Creating the QApplication and the main window."""
from __future__ import annotations

import sys

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from gamenight import __version__
from gamenight.app.context import AppContext
from gamenight.app.theme import apply_theme


def create_application(argv: list[str] | None = None) -> QApplication:
    if QApplication.instance() is None:
        QApplication.setHighDpiScaleFactorRoundingPolicy(Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
    app = QApplication.instance() or QApplication(argv if argv is not None else sys.argv[:1])
    app.setApplicationName("Game Night")
    app.setApplicationVersion(__version__)
    app.setOrganizationName("gamenight")
    app.setDesktopFileName("gamenight")
    return app


def build_main_window(context: AppContext):
    from gamenight.app.main_window import MainWindow

    apply_theme(QApplication.instance(), context.settings.theme)
    return MainWindow(context)


def run_app() -> int:
    app = create_application()
    window = build_main_window(AppContext.open())
    window.show()
    window.schedule_after_start()
    return app.exec()
