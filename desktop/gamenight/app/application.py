"""Creating the QApplication and the main window."""
from __future__ import annotations

import os
import sys

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from gamenight import __version__
from gamenight.app.context import AppContext
from gamenight.app.single_instance import SingleInstance, bring_forward
from gamenight.app.stop_signals import StopOnSignals
from gamenight.app.theme import apply_theme
from gamenight.storage import paths


def create_application(argv: list[str] | None = None) -> QApplication:
    if QApplication.instance() is None:
        QApplication.setHighDpiScaleFactorRoundingPolicy(Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
    running = QApplication.instance()
    app = running if isinstance(running, QApplication) else QApplication(argv if argv is not None else sys.argv[:1])
    app.setApplicationName("Game Night")
    app.setApplicationVersion(__version__)
    app.setOrganizationName("gamenight")
    app.setDesktopFileName("gamenight")
    return app


def build_main_window(context: AppContext):
    from gamenight.app.main_window import MainWindow
    from gamenight.table.language import install_language

    install_language(context.settings.language)
    app = QApplication.instance()
    assert isinstance(app, QApplication), "create_application made it"
    apply_theme(app, context.settings.theme)
    return MainWindow(context)


def missing_display() -> str | None:
    """On Linux, a clear reason when there is no screen to open a window on (Qt would abort)."""
    if not sys.platform.startswith("linux") or os.environ.get("QT_QPA_PLATFORM"):
        return None
    if os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):
        return None
    return ("Game Night needs a screen, and this session has none (DISPLAY and WAYLAND_DISPLAY are unset). "
            "Start it from a desktop session, or on a headless machine run it under xvfb-run; "
            "`gamenight --smoke-test` checks the install without a screen.")


def run_app() -> int:
    reason = missing_display()
    if reason:
        print(reason, file=sys.stderr)
        return 2
    app = create_application()
    instance = SingleInstance(paths.data_dir())
    if not instance.acquire():
        return _already_running(instance)
    window = None

    def stop() -> None:
        """As Quit does (see `stop_signals`), leaving any dialog open at the time."""
        if window is not None:
            window.close()
        app.exit(0)

    signals = StopOnSignals(stop)  # before the window: a signal while it is built ends the app once it is up
    context = None
    try:
        context = AppContext.open()
        window = build_main_window(context)
        instance.raise_requested.connect(lambda: bring_forward(window))
        window.show()
        window.schedule_after_start()
        return app.exec()
    finally:
        signals.close()
        if context is not None:
            context.history.close()  # the history's write-ahead log goes into its file
        instance.release()


def _already_running(instance: SingleInstance) -> int:
    """A second launch: bring the first copy's window forward (exit 0), or say who holds the lock (exit 1)."""
    if instance.ask_running_copy_to_raise():
        print("Game Night is already running; its window was brought forward.")
        return 0
    message = f"Game Night is already running (another copy holds {instance.lock_path})."
    print(message, file=sys.stderr)
    from PySide6.QtWidgets import QMessageBox

    QMessageBox.information(None, "Game Night", message)
    return 1
