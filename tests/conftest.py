"""Test setup: Qt runs offscreen, speech speaks to no one, sound plays to no one, and every user folder points into
a temporary directory."""
from __future__ import annotations

import gc
import os
import sys
import tempfile
from pathlib import Path

os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ.setdefault("QT_QUICK_BACKEND", "software")
os.environ["LANGUAGE"] = "en"  # the app follows the desktop's language; the tests read English unless they choose
# Speech never reaches the machine's speech service (a hung speech-dispatcher froze the tests): its
# client library (in the speech worker, and in every process the tests start) looks only at this
# socket, where nothing listens, and starts no service of its own. A test that wants a service fakes one.
_NO_SPEECH = Path(tempfile.gettempdir()) / f"gamenight-tests-no-speech-{os.getpid()}"  # never created
os.environ["SPEECHD_ADDRESS"] = f"unix_socket:{_NO_SPEECH / 'speechd.sock'}"
os.environ["SPEECHD_CMD"] = str(_NO_SPEECH / "speech-dispatcher")
# Sound likewise: PulseAudio's client library in the sound worker looks only at this socket, where nothing
# listens, and starts no server of its own. A test that wants to hear what a table asks uses `heard`.
os.environ["PULSE_SERVER"] = f"unix:{_NO_SPEECH / 'pulse' / 'native'}"
sys.path.insert(0, str(Path(__file__).parent))

import pytest  # noqa: E402

EXIT_STATUS = pytest.StashKey[int]()

from gamenight.core import registry  # noqa: E402


@pytest.fixture(scope="session", autouse=True)
def workers_done_before_exit():
    """Bots and hints think on Qt's worker threads; a game closed at a test's end may leave one
    thinking. Python must not be torn down under a thread still running its code (that crashes the
    interpreter at exit), so the session waits for them, bounded."""
    yield
    if "PySide6.QtCore" in sys.modules:
        from PySide6.QtCore import QThreadPool

        QThreadPool.globalInstance().waitForDone(30_000)


@pytest.fixture(autouse=True)
def user_dirs(tmp_path, monkeypatch):
    """Fresh XDG data and config folders for every test, so nothing touches the real ones."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    return tmp_path


@pytest.fixture
def heard(monkeypatch):
    """The sounds the tables ask for, in order, in place of the app's sound player (tests/fake_sound.py)."""
    from fake_sound import RecordingSink
    from gamenight.sound import player

    sink = RecordingSink()
    monkeypatch.setattr(player, "_shared", sink)
    return sink


@pytest.fixture
def pig():
    """The test dice game, registered for the duration of a test."""
    from toygame import PIG

    registry.register(PIG)
    yield PIG
    registry.unregister(PIG.id)


@pytest.fixture(autouse=True)
def english(qapp):
    """The app's English catalogue installed, as the app installs it at its start (it turns
    "%n player(s)" into "4 players"): a test of words alone does not depend on an earlier test's
    (three failed when run alone)."""
    from gamenight.table.language import install_language

    install_language("en")


@pytest.fixture
def turkish(qapp):
    """The app in Turkish for the test, English again after it."""
    from gamenight.table.language import install_language

    install_language("tr")
    yield
    install_language("en")


@pytest.fixture
def english_after():
    """English again after the test, whatever language it chose."""
    from gamenight.table.language import install_language

    yield
    install_language("en")


@pytest.fixture
def window_speaking(window, qtbot):
    """`window_speaking(language)`: the main window once it speaks `language` (its launcher
    retranslated), until the test ends; English again after it."""
    from gamenight.table.language import install_language

    def speaking(language: str):
        english = window.launcher.heading.text()
        install_language(language)
        qtbot.waitUntil(lambda: window.launcher.heading.text() != english, timeout=3000)
        return window

    yield speaking
    install_language("en")


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


def pytest_configure(config):
    """Python's cyclic garbage collector runs between tests, never in the middle of one: full runs
    crashed a few times with a segfault inside Qt's event handling (a paint, a language change, a
    wait), in tests that pass when run again; a collection freeing wrappers while Qt
    delivered events is the likeliest cause (the app pauses it while bots think for that reason).
    After each test's teardown the young garbage is collected, and all of it every
    FULL_COLLECTION_EVERY tests (a full collection after each test made the suite 75% slower)."""
    gc.disable()


FULL_COLLECTION_EVERY = 25
_torn_down = [0]


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_teardown(item, nextitem):
    yield
    _torn_down[0] += 1
    gc.collect(2 if _torn_down[0] % FULL_COLLECTION_EVERY == 0 else 1)


def pytest_sessionfinish(session, exitstatus):
    session.config.stash[EXIT_STATUS] = int(exitstatus)


def pytest_unconfigure(config):
    """Leave without the interpreter's teardown once every result is reported: after a thousand
    windows opened and closed in one process, PySide6 may crash while Python frees its wrappers
    at exit (exit status 139 after every test passed). The tests' own status is what counts."""
    status = config.stash.get(EXIT_STATUS, None)
    if status is not None and "PySide6.QtCore" in sys.modules:
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(status)
