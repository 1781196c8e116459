"""Test setup: Qt runs offscreen and every user folder points into a temporary directory."""
from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ.setdefault("QT_QUICK_BACKEND", "software")
sys.path.insert(0, str(Path(__file__).parent))

import pytest  # noqa: E402

from gamenight.core import registry  # noqa: E402


@pytest.fixture(autouse=True)
def user_dirs(tmp_path, monkeypatch):
    """Fresh XDG data and config folders for every test, so nothing touches the real ones."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    return tmp_path


@pytest.fixture
def pig():
    """The test dice game, registered for the duration of a test."""
    from toygame import PIG

    registry.register(PIG)
    yield PIG
    registry.unregister(PIG.id)


@pytest.fixture
def window(qtbot):
    """The real main window, shown and active (window shortcuts such as Space need that), with
    animations off so tests need not wait for them."""
    from gamenight.app.application import build_main_window, create_application
    from gamenight.app.context import AppContext

    create_application()
    context = AppContext.open()
    context.settings.animation_speed = "off"
    main = build_main_window(context)
    qtbot.addWidget(main)
    main.show()
    main.activateWindow()
    qtbot.waitUntil(main.isActiveWindow, timeout=3000)
    yield main
    main.close_match()
