"""The start-up benchmark's reference is a bare PySide6 window: it must not pay for the app's
imports (issue 24: a reference that imported the app made the app look 1.5 times faster)."""
from __future__ import annotations

import ast
import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

BENCH_FILE = Path(__file__).parent / "benchmarks" / "bench_startup.py"


def _bench():
    spec = importlib.util.spec_from_file_location("bench_startup", BENCH_FILE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


WATCH = """
import atexit, json, runpy, sys
atexit.register(lambda: open(sys.argv[2], "w").write(json.dumps(sorted(sys.modules))))
runpy.run_path(sys.argv[1], run_name="__main__")
"""
"""Runs a script as its own main module and writes every module loaded by the time it exits."""


def modules_imported_by(script: Path, tmp_path: Path) -> tuple[set[str], str]:
    """Every module loaded when the script has run as the benchmark runs it (with the app
    importable), and what it printed."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_CONFIG_HOME=str(tmp_path / "config"), PYTHONPATH=str(_bench().SOURCE))
    listing = tmp_path / "modules.json"
    done = subprocess.run([sys.executable, "-c", WATCH, str(script), str(listing)], capture_output=True, text=True,
                          env=env, cwd=tmp_path, timeout=60)
    assert done.returncode == 0, done.stderr
    return set(json.loads(listing.read_text())), done.stdout


def test_the_reference_imports_nothing_of_the_app(tmp_path):
    modules, printed = modules_imported_by(_bench().REFERENCE, tmp_path)
    assert printed.split() == ["painted"]
    assert "PySide6.QtWidgets" in modules
    assert not {name for name in modules if name.split(".")[0] == "gamenight"}


def test_the_reference_names_no_module_of_the_app():
    tree = ast.parse(_bench().REFERENCE.read_text())
    names = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
    names |= {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module}
    assert {name.split(".")[0] for name in names} <= {"sys", "PySide6"}


def test_the_probe_starts_the_app_itself(tmp_path):
    """The other side of the comparison: the probe runs the app's own start and paints its window."""
    modules, printed = modules_imported_by(_bench().PROBE, tmp_path)
    assert printed.split() == ["painted"]
    assert {"gamenight.app.main_window", "gamenight.app.launcher"} <= modules
