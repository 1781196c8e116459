"""`gamenight --smoke-test`: start the real UI offscreen (in throw-away user folders), open every
built game the way a user does (its launcher tile, the new-game dialog with every seat a bot,
Start), let the bots play some moves (pressing the screen's Draw button where it waits for
one, as a caller would), render every screen and check that each rendering has content.
Exit 0, or 1 with the reason (also written to a file with --smoke-report); a run not over within
its time limit fails too, never hangs. It speaks to no one: the machine's speech service plays no
part. Used by CI and on packaged builds."""
from __future__ import annotations

import faulthandler
import os
import shutil
import sys
import tempfile
import threading
import time
import traceback
from collections.abc import Callable
from pathlib import Path

MOVES_PER_GAME = 12
SMOKE_LIMIT_S = 180.0  # a whole run takes well under a minute
HARD_STOP_GRACE_S = 10.0


def when_modal(kind: type, act: Callable, tries: int = 300) -> None:
    """Run `act(dialog)` once a modal dialog of `kind` is up (the click that opens it blocks
    until it closes), polling the event loop for up to about three seconds."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    def poll(left: int) -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, kind):
            act(dialog)
        elif left:
            QTimer.singleShot(10, lambda: poll(left - 1))

    QTimer.singleShot(0, lambda: poll(tries))


def run_smoke_test(screenshots: str | None = None, report: str | None = None, limit: float = SMOKE_LIMIT_S) -> int:
    """Exit status 0 (passed) or 1 (failed, with the reason), also written to `report` if given:
    a windowed build has no console to print to unless it was started from one. Past `limit`
    seconds the process exits with status 1 (see `_arm_time_limit`)."""
    attach_console()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    try:  # a report that says only this tells that the run crashed or was stopped before it could finish
        _write_report(report, f"smoke test started and did not finish (it crashed, or was stopped at its "
                              f"time limit of {limit:g} s)\n")
    except OSError as error:
        print(f"error: cannot write the smoke report {report}: {error.strerror}", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory(prefix="gamenight-smoke-") as scratch:
        watchdog = _arm_time_limit(limit, report, Path(scratch))
        try:
            rendered = _run(Path(scratch), Path(screenshots) if screenshots else None)
        except Exception as error:  # the reason must reach the person or script that ran us
            traceback.print_exc()
            print(f"smoke test FAILED: {error}", file=sys.stderr)
            _write_report(report, f"smoke test FAILED: {error}\n\n{traceback.format_exc()}")
            return 1
        finally:
            watchdog.cancel()
            faulthandler.cancel_dump_traceback_later()
    passed = f"smoke test passed: {len(rendered)} screens rendered ({', '.join(rendered)})"
    print(passed)
    _write_report(report, passed + "\n")
    return 0


def _arm_time_limit(limit: float, report: str | None, scratch: Path) -> threading.Timer:
    """Past `limit` seconds, a watchdog thread says that the run failed, shows where it was stuck,
    writes the report, removes the scratch folder and exits with status 1. A UI thread stuck inside
    a C call that holds Python's GIL (as QTextToSpeech did on a hung speech-dispatcher) keeps that
    thread from running: faulthandler's own C thread then prints every thread's stack and exits
    with status 1 a little later."""
    # a windowed build may have no stderr at all; kept open for the rest of the process
    errors = sys.stderr or open(os.devnull, "w")  # noqa: SIM115 -- lives as long as the process, never closed

    def expire() -> None:
        message = f"smoke test FAILED: not finished within its time limit of {limit:g} s"
        try:
            print(message, file=errors, flush=True)
            faulthandler.dump_traceback(file=errors)
            _write_report(report, message + "\n")
            shutil.rmtree(scratch, ignore_errors=True)
        finally:
            os._exit(1)

    watchdog = threading.Timer(limit, expire)
    watchdog.daemon = True
    watchdog.start()
    faulthandler.dump_traceback_later(limit + HARD_STOP_GRACE_S, exit=True, file=errors)
    return watchdog


def attach_console() -> None:
    """A windowed Windows build starts with no console (sys.stdout is None); started from a
    command prompt, it prints there too."""
    if sys.platform != "win32" or sys.stdout is not None:
        return
    import ctypes

    if ctypes.windll.kernel32.AttachConsole(-1):  # -1: the console of the parent process
        sys.stdout = sys.stderr = open("CONOUT$", "w", encoding="utf-8")  # noqa: SIM115 -- the process's own streams


def _write_report(report: str | None, text: str) -> None:
    if report is not None:
        Path(report).write_text(text, encoding="utf-8")


def _run(scratch: Path, screenshots: Path | None) -> list[str]:
    from PySide6.QtWidgets import QApplication

    from gamenight.app.application import build_main_window, create_application
    from gamenight.app.context import AppContext
    from gamenight.app.help_dialogs import ShortcutsDialog
    from gamenight.app.preferences import PreferencesDialog
    from gamenight.caller.speech import switch_off_speech
    from gamenight.core import registry

    app = create_application()
    switch_off_speech("the smoke test speaks to no one")
    context = AppContext.open(scratch / "data", scratch / "config")
    window = build_main_window(context)
    window.show()
    shots = _Shots(app, screenshots)
    shots.take("launcher", window)
    for info in registry.games():
        if info.built:
            _play_a_little(app, window, info, shots)
    window.show_history()
    shots.take("history", window)
    window.history_page.tabs.setCurrentIndex(1)
    shots.take("history-charts", window)
    shots.take("preferences", PreferencesDialog(context.settings, window))
    shots.take("shortcuts", ShortcutsDialog(window))
    window.close()
    context.history.close()
    QApplication.processEvents()
    return shots.rendered


class _Shots:
    """Renders widgets, checks each rendering has content, and keeps them if asked."""

    def __init__(self, app, folder: Path | None):
        self.app = app
        self.folder = folder
        self.rendered: list[str] = []

    def take(self, name: str, widget) -> None:
        self.app.processEvents()
        image = widget.grab().toImage()
        if image.isNull() or image.width() < 50 or image.height() < 50:
            raise RuntimeError(f"{name}: nothing was rendered")
        if len({image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}) < 3:
            raise RuntimeError(f"{name}: the rendering is blank")
        if self.folder is not None:
            self.folder.mkdir(parents=True, exist_ok=True)
            image.save(str(self.folder / f"{name}.png"))
        self.rendered.append(name)


def _play_a_little(app, window, info, shots: _Shots) -> None:
    """Open the game through its tile and the new-game dialog with every seat a bot, let it run
    for some moves (pressing the screen's Draw button where it waits for one) and render it."""
    from gamenight.app.new_game_dialog import NewGameDialog
    from gamenight.core.engine import CHANCE

    def all_bots(dialog: NewGameDialog) -> None:
        shots.take(f"new-game-{info.id}", dialog)
        for row in dialog.seat_rows:
            row.kind.setCurrentIndex(row.kind.findData("bot"))
        dialog.seed.setText("1")
        dialog.accept()

    when_modal(NewGameDialog, all_bots)
    window.launcher.tiles[info.id].button.click()
    if window.controller is None:
        raise RuntimeError(f"{info.name}: Start did not open the game")
    window.controller.bot_delay_ms = 0
    deadline = time.monotonic() + 20
    match = window.controller.match
    draw = getattr(getattr(window.screen_widget, "controls", None), "primary", None)
    while len(match.record.actions) < MOVES_PER_GAME and not match.is_over:
        if time.monotonic() > deadline:
            raise RuntimeError(f"{info.name}: the game made no progress")
        if match.current_player == CHANCE and draw is not None and draw.isVisible() and draw.isEnabled():
            draw.click()  # the caller's Draw button
        app.processEvents()
        time.sleep(0.005)
    shots.take(f"game-{info.id}", window)
    window.close_match()
    window.show_launcher()
