"""The start-up benchmark's reference is a bare PySide6 window: it must not pay for the app's
imports (issue 24: a reference that imported the app made the app look 1.5 times faster)."""
from __future__ import annotations

import ast
import importlib.util
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


def _imported_modules(script: Path, tmp_path: Path) -> tuple[set[str], str]:
    """Every module the script imports when run as the benchmark runs it (with the app importable),
    from Python's own -X importtime log, and what it printed."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_CONFIG_HOME=str(tmp_path / "config"), PYTHONPATH=str(_bench().SOURCE))
    done = subprocess.run([sys.executable, "-X", "importtime", str(script)], capture_output=True, text=True,
                          env=env, cwd=tmp_path, timeout=60)
    assert done.returncode == 0, done.stderr
    modules = {line.split("|")[-1].strip() for line in done.stderr.splitlines() if line.startswith("import time:")}
    return modules, done.stdout


def test_the_reference_imports_nothing_of_the_app(tmp_path):
    modules, printed = _imported_modules(_bench().REFERENCE, tmp_path)
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
    modules, printed = _imported_modules(_bench().PROBE, tmp_path)
    assert printed.split() == ["painted"]
    assert {"gamenight.app.main_window", "gamenight.app.launcher"} <= modules
