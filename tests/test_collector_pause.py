"""The garbage collector does not run while a bot thinks on a worker thread (a collection then was
seen to crash the process), and runs again once the last bot is done."""
import gc
import threading

from PySide6.QtCore import QThreadPool

from gamenight.app.match_controller import _BotRelay, _BotTask


def test_the_collector_waits_while_bots_think_and_runs_again_after(qapp, qtbot):
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
    first, second = _BotTask(decide, None, ["a"], None, 1, relay), _BotTask(decide, None, ["b"], None, 1, relay)
    assert not gc.isenabled()
    QThreadPool.globalInstance().start(first)
    QThreadPool.globalInstance().start(second)
    qtbot.waitUntil(lambda: len(seen) == 2, timeout=5000)
    assert seen == [False, False] and not gc.isenabled()
    release.set()
    qtbot.waitUntil(lambda: len(answers) == 2, timeout=5000)
    assert QThreadPool.globalInstance().waitForDone(5000)
    assert gc.isenabled()
