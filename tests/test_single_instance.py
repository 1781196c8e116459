"""Two copies of the app: the first owns the data folder, the second brings it forward and exits."""
import signal
import subprocess
import sys
import textwrap
import time

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtNetwork import QLocalServer
from PySide6.QtWidgets import QMessageBox, QWidget

from gamenight.app import application
from gamenight.app.application import create_application
from gamenight.app.single_instance import LOCK_NAME, SingleInstance, bring_forward
from gamenight.storage import paths


@pytest.fixture
def first(tmp_path):
    create_application()
    instance = SingleInstance(tmp_path / "data")
    assert instance.acquire() and instance.unguarded is None
    yield instance
    instance.release()


def test_a_second_copy_is_refused_and_brings_the_first_forward(first, tmp_path, qtbot):
    second = SingleInstance(tmp_path / "data")
    assert not second.acquire()
    with qtbot.waitSignal(first.raise_requested, timeout=3000):
        assert second.ask_running_copy_to_raise()


def test_a_released_lock_can_be_taken_by_the_next_copy(first, tmp_path):
    first.release()
    second = SingleInstance(tmp_path / "data")
    assert second.acquire()
    second.release()


def test_a_first_copy_that_does_not_answer_is_reported(first, tmp_path):
    first._server.close()  # alive and holding the lock, but deaf
    second = SingleInstance(tmp_path / "data")
    assert not second.acquire()
    assert not second.ask_running_copy_to_raise(timeout_ms=500)


def test_a_copy_that_accepts_but_never_answers_is_given_up_on(first, tmp_path):
    first._server.close()
    deaf = QLocalServer()
    assert deaf.listen(first.name)  # takes the call, says nothing
    second = SingleInstance(tmp_path / "data")
    started = time.monotonic()
    assert not second.ask_running_copy_to_raise(timeout_ms=300)
    assert 0.25 < time.monotonic() - started < 3
    deaf.close()


CRASHER = textwrap.dedent(
    """
    import os, signal, sys
    from PySide6.QtCore import QLockFile
    lock = QLockFile(sys.argv[1])
    assert lock.tryLock(0)
    os.kill(os.getpid(), signal.SIGKILL)
    """
)


def test_a_lock_left_by_a_crashed_copy_is_taken_over(tmp_path):
    create_application()
    (tmp_path / "data").mkdir()
    lock_path = tmp_path / "data" / LOCK_NAME
    result = subprocess.run([sys.executable, "-c", CRASHER, str(lock_path)], capture_output=True)
    assert result.returncode == -signal.SIGKILL and lock_path.exists()
    instance = SingleInstance(tmp_path / "data")
    assert instance.acquire()
    instance.release()


def test_an_unwritable_data_folder_runs_unguarded(tmp_path):
    create_application()
    (tmp_path / "data").write_text("a file where the folder should be")
    instance = SingleInstance(tmp_path / "data")
    assert instance.acquire() and instance.unguarded


def test_bring_forward_restores_a_minimized_window(qtbot):
    window = QWidget()
    qtbot.addWidget(window)
    window.showMinimized()
    bring_forward(window)
    assert not window.isMinimized() and window.isVisible()


def test_run_app_exits_when_another_copy_runs(capsys):
    create_application()
    running = SingleInstance(paths.data_dir())
    assert running.acquire()
    asked = []
    running.raise_requested.connect(lambda: asked.append(True))
    try:
        assert application.run_app() == 0 and asked == [True]
        assert "Game Night is already running; its window was brought forward." in capsys.readouterr().out
    finally:
        running.release()


def test_run_app_says_who_holds_the_lock_when_the_first_copy_is_silent(capsys):
    app = create_application()
    running = SingleInstance(paths.data_dir())
    assert running.acquire()
    running._server.close()
    shown = []

    def read_and_close_the_message():
        box = app.activeModalWidget()
        if isinstance(box, QMessageBox):
            shown.append(box.text())
            box.accept()
        else:
            QTimer.singleShot(20, read_and_close_the_message)

    QTimer.singleShot(20, read_and_close_the_message)
    try:
        assert application.run_app() == 1
    finally:
        running.release()
    expected = f"Game Night is already running (another copy holds {paths.data_dir() / LOCK_NAME})."
    assert shown == [expected] and expected in capsys.readouterr().err
