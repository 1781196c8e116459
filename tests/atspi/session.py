"""Inside the D-Bus session (`dbus-run-session -- python session.py GAME...`): one app run with
Qt's AT-SPI bridge on (`table_app.py`) shows each game's table in turn; for each, once the app
says where its keys are, the probe (pyatspi, the system's python3) waits for that name in the
app's accessibility tree and reads the whole tree. Prints one JSON line a game: the app's report,
whether the probe found the name, the tree's nodes, the probe's seconds. Every wait is bounded."""
import json
import os
import select
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).parent
APP_S = 60 + 30 * len(sys.argv[1:])  # the app quits by itself after this
READY_S = 45  # a game opened from the launcher and its table reached by keys
PROBE_S = 20  # the name in the tree, read by pyatspi


def app_line(app: subprocess.Popen, seconds: float) -> str:
    """The app's next line on stdout ("" if none comes in time or it ended)."""
    assert app.stdout is not None
    if select.select([app.stdout], [], [], seconds)[0]:
        return app.stdout.readline()
    return ""


def probe(name: str) -> tuple[bool, list[dict], float]:
    began = time.monotonic()
    done = subprocess.run(["/usr/bin/python3", str(HERE / "probe.py"), str(PROBE_S), name], env=env,
                          timeout=PROBE_S + 30, stdout=subprocess.PIPE, text=True)
    nodes = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    return done.returncode == 0, nodes, round(time.monotonic() - began, 2)


env = dict(os.environ, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_QPA_PLATFORM="xcb")
app = subprocess.Popen([sys.executable, str(HERE / "table_app.py"), str(APP_S), *sys.argv[1:]], env=env,
                       stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
assert app.stdin is not None
try:
    for game in sys.argv[1:]:
        line = app_line(app, READY_S)
        if not line:
            status = app.poll()
            print(json.dumps({"game": game, "error": f"the app ended (status {status})" if status is not None
                              else f"the app did not reach the table within {READY_S} s"}))
            break
        report = json.loads(line)
        if "error" in report:
            print(json.dumps(report), flush=True)
        else:
            found, nodes, seconds = probe(report["app focus"])
            print(json.dumps({"game": game, "app": report, "found": found, "nodes": nodes, "seconds": seconds}),
                  flush=True)
        app.stdin.write("next\n")
        app.stdin.flush()
finally:
    app.stdin.close()
    try:
        app.wait(timeout=20)
    except subprocess.TimeoutExpired:
        app.terminate()
        app.wait(timeout=20)
