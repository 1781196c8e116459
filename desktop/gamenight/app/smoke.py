"""`gamenight --smoke-test`: start the real UI offscreen (in throw-away user folders), open every
built game with bots and let them play some moves, render every screen and check that each
rendering has content. Exit 0, or 1 with the reason. Used by CI and on a packaged bundle."""
from __future__ import annotations

import os
import sys
import tempfile
import time
import traceback
from pathlib import Path

MOVES_PER_GAME = 12


def run_smoke_test(screenshots: str | None = None) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix="gamenight-smoke-") as scratch:
        try:
            rendered = _run(Path(scratch), Path(screenshots) if screenshots else None)
        except Exception as error:  # the reason must reach the person or script that ran us
            traceback.print_exc()
            print(f"smoke test FAILED: {error}", file=sys.stderr)
            return 1
    print(f"smoke test passed: {len(rendered)} screens rendered ({', '.join(rendered)})")
    return 0


def _run(scratch: Path, screenshots: Path | None) -> list[str]:
    from PySide6.QtWidgets import QApplication

    from gamenight.app.application import build_main_window, create_application
    from gamenight.app.context import AppContext
    from gamenight.app.help_dialogs import ShortcutsDialog
    from gamenight.app.new_game_dialog import NewGameDialog
    from gamenight.app.preferences import PreferencesDialog
    from gamenight.core import registry
    from gamenight.core.engine import CHANCE
    from gamenight.core.match import Match
    from gamenight.core.records import Seat

    app = create_application()
    context = AppContext.open(scratch / "data", scratch / "config")
    window = build_main_window(context)
    window.show()
    rendered: list[str] = []

    def shot(name: str, widget) -> None:
        app.processEvents()
        image = widget.grab().toImage()
        if image.isNull() or image.width() < 50 or image.height() < 50:
            raise RuntimeError(f"{name}: nothing was rendered")
        if len({image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}) < 3:
            raise RuntimeError(f"{name}: the rendering is blank")
        if screenshots is not None:
            screenshots.mkdir(parents=True, exist_ok=True)
            image.save(str(screenshots / f"{name}.png"))
        rendered.append(name)

    shot("launcher", window)
    for info in registry.games():
        if not info.built:
            continue
        shot(f"new-game-{info.id}", NewGameDialog(info, context.settings, window))
        level = info.bot_levels[0]
        seats = [Seat(f"Bot {n + 1}", "bot", level) for n in range(info.default_players or info.min_players)]
        window.open_match(Match.start(info.id, seats, seed=1))
        window.controller.bot_delay_ms = 0
        deadline = time.monotonic() + 20
        match = window.controller.match
        while len(match.record.actions) < MOVES_PER_GAME and not match.is_over:
            if time.monotonic() > deadline:
                raise RuntimeError(f"{info.name}: the bots made no progress")
            if match.current_player == CHANCE and match.chance_is_automatic():
                window.controller.draw()  # screens that draw on a tap wait for one
            app.processEvents()
            time.sleep(0.005)
        shot(f"game-{info.id}", window)
        window.close_match()
        window.show_launcher()
    window.show_history()
    shot("history", window)
    window.history_page.tabs.setCurrentIndex(1)
    shot("history-charts", window)
    shot("preferences", PreferencesDialog(context.settings, window))
    shot("shortcuts", ShortcutsDialog(window))
    window.close()
    context.history.close()
    QApplication.processEvents()
    return rendered
