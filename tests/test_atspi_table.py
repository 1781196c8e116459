"""A screen reader's view of every game's table: Game Night runs on an X server (Xvfb) with Qt's
AT-SPI bridge on, in a D-Bus session of its own (dbus-run-session, at-spi2-core's bus), and
pyatspi, the library screen readers such as Orca use, reads the accessibility tree from another
process. One app run per language visits the five games in turn, each reached as a keyboard user
reaches it (its launcher tile, the new-game dialog, Pokeno's board taken by keys, Tab to the
table, an arrow): the item the keys are on is the one focused thing on screen, named as the app
names it, and every item of that table is in the tree, in the app's language. Skipped on a
machine without these tools, except in CI (CI=true), where they are installed and the test must run."""
import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

HERE = Path(__file__).parent / "atspi"
TOOLS = ("Xvfb", "dbus-run-session")
GAMES = ("okey", "goker", "pokeno", "jokers", "goodge")
ROLE = {"okey": "list item", "goker": "table cell", "pokeno": "table cell", "jokers": "list item",
        "goodge": "list item"}
"""The role each game gives the items of the view the keys reach first (a rack's tiles, a card's
numbers, a board's cards, a hand's cards)."""
PREFIX = {"okey": "Okey: ", "goker": "Goker: ", "pokeno": "Pokeno: ", "jokers": "Jokers: ", "goodge": "Goodge: "}
LEAST = {"okey": 15, "goker": 26, "pokeno": 35, "jokers": 5, "goodge": 12}
"""A table's items at least: a rack and the stock; a card's 25 numbers and its face; a board's 25
cards and 10 lines; a hand of Jokers; a hand of the Goodge Rules."""
SESSION_S = 150


def missing() -> list[str]:
    absent = [tool for tool in TOOLS if shutil.which(tool) is None]
    if not Path("/usr/libexec/at-spi-bus-launcher").exists():
        absent.append("at-spi2-core")
    if not Path("/usr/bin/python3").exists() or subprocess.run(
            ["/usr/bin/python3", "-c", "import pyatspi"], capture_output=True, timeout=30).returncode:
        absent.append("python3-pyatspi")
    return absent


@pytest.fixture(scope="module")
def x_server():
    """A private X server on a free display, 1366x768."""
    absent = missing()
    if absent:
        if os.environ.get("CI"):
            pytest.fail(f"CI must install {', '.join(absent)}")
        pytest.skip(f"not installed here: {', '.join(absent)}")
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1366x768x24", "-nolisten", "tcp"],
                              pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as displays:
        number = displays.readline().strip()
    assert number, "Xvfb started no display"
    yield f":{number}"
    server.terminate()
    server.wait(timeout=20)


@pytest.fixture(scope="module")
def tables(x_server, tmp_path_factory):
    """`tables(language)`: each game's record from one app run in that language (run once)."""
    runs: dict[str, dict[str, dict]] = {}

    def read(language: str) -> dict[str, dict]:
        if language not in runs:
            home = tmp_path_factory.mktemp(f"atspi-{language}")
            env = dict(os.environ, DISPLAY=x_server, LANGUAGE=language, XDG_DATA_HOME=str(home / "data"),
                       XDG_CONFIG_HOME=str(home / "config"))
            env.pop("QT_QPA_PLATFORM", None)
            began = time.monotonic()
            done = subprocess.run(["dbus-run-session", "--", sys.executable, str(HERE / "session.py"), *GAMES],
                                  env=env, timeout=SESSION_S, stdout=subprocess.PIPE, text=True)
            print(f"AT-SPI session in {language}: {time.monotonic() - began:.1f} s")
            records = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
            runs[language] = {record["game"]: record for record in records}
        return runs[language]

    return read


def on_screen(record: dict) -> list[dict]:
    return [node for node in record["nodes"] if node["showing"]]


@pytest.mark.parametrize("language", ["en", "tr"])
@pytest.mark.parametrize("game", GAMES)
def test_pyatspi_reads_the_table_the_keys_reached(tables, game, language):
    record = tables(language).get(game)
    assert record is not None and "error" not in record, f"{game}: {record}"
    assert record["found"], f"pyatspi did not find {record['app']['app focus']!r} in the tree"
    focus, stops = record["app"]["app focus"], record["app"]["stops"]
    nodes = on_screen(record)
    focused = [node for node in nodes if node["focused"] and node["role"] not in ("panel", "filler")]
    assert focused == [{"role": ROLE[game], "name": focus, "focused": True, "showing": True}]
    names = {node["name"] for node in nodes}
    assert len(stops) >= LEAST[game] and all(name.startswith(PREFIX[game]) for name in stops)
    assert [name for name in stops if name not in names] == []
    assert {"role": "panel", "name": record["app"]["view"], "focused": True, "showing": True} in nodes


def test_the_tables_speak_the_apps_language(tables):
    """The same seeded tables in English and in Turkish: each item the keys reached is named in
    the app's language (the names differ), as the app itself names it."""
    english, turkish = tables("en"), tables("tr")
    for game in GAMES:
        assert english[game]["app"]["app focus"] != turkish[game]["app"]["app focus"], game
    assert ", ıstakada " in turkish["okey"]["app"]["app focus"]


def test_the_okey_tables_stock_and_buttons(tables):
    record = tables("en")["okey"]
    nodes = on_screen(record)
    tiles = [node for node in nodes if node["role"] == "list item" and node["name"].startswith("Okey: ")]
    assert len(tiles) == 14 and all(re.search(r", rack slot \d+$", node["name"]) for node in tiles)
    assert any(node["role"] == "push button" and re.fullmatch(r"Okey: the stock, \d+ tiles left", node["name"])
               for node in nodes)
    buttons = {node["name"] for node in nodes if node["role"] == "push button"}
    assert {"Hint", "Sort by colour", "Arrange runs"} <= buttons
