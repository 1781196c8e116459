"""The garbage collector does not run while a bot thinks on a worker thread (a collection then was
seen to crash the process), and runs again once the last bot is done."""
import gc
import threading

import pytest
from PySide6.QtCore import QThreadPool

from gamenight.app.match_controller import _BotRelay, _BotTask


@pytest.fixture
def collector_on():
    """The collector on, as in the app (the tests run it between tests only)."""
    gc.enable()
    yield
    gc.disable()


def think(decide, relay, count: int) -> list[_BotTask]:
    return [_BotTask(decide, None, [str(n)], None, 1, relay) for n in range(count)]


def test_the_collector_waits_while_bots_think_and_runs_again_after(qapp, qtbot, collector_on):
    assert gc.isenabled()
    release = threading.Event()
    seen = []

    def decide(view, legal, rng):
        seen.append(gc.isenabled())
        release.wait(10)
        return legal[0]

    relay = _BotRelay()
    answers = []
    relay.done.connect(lambda answer, generation, seconds: answers.append(answer))
    first, second = think(decide, relay, 2)
    assert not gc.isenabled()
    QThreadPool.globalInstance().start(first)
    QThreadPool.globalInstance().start(second)
    qtbot.waitUntil(lambda: len(seen) == 2, timeout=5000)
    assert seen == [False, False] and not gc.isenabled()
    release.set()
    qtbot.waitUntil(lambda: len(answers) == 2, timeout=5000)
    assert QThreadPool.globalInstance().waitForDone(5000)
    assert gc.isenabled()


def test_a_collector_switched_off_outside_stays_off_after_the_bots(qapp, qtbot):
    gc.disable()
    relay = _BotRelay()
    answers = []
    relay.done.connect(lambda answer, generation, seconds: answers.append(answer))
    [task] = think(lambda view, legal, rng: legal[0], relay, 1)
    QThreadPool.globalInstance().start(task)
    qtbot.waitUntil(lambda: len(answers) == 1, timeout=5000)
    assert QThreadPool.globalInstance().waitForDone(5000)
    assert not gc.isenabled()
