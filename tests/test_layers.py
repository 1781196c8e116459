"""The layers import downward only: the app shell reaches a game's code only through the
registry's loading (`core/registry.py`: screens and help pages by their "module:name"), and the
shared kits (`table/`, `caller/`) import neither the app shell nor a game; a night (`night/`) is
Qt-free and sits below the app: it imports no Qt, no app, table kit, phone table, storage or game;
the sound service (`sound/`) sits below the tables that ask it for sounds."""
import ast
from pathlib import Path

import pytest

import gamenight

PACKAGE = Path(gamenight.__file__).parent
FORBIDDEN = {"app": ("gamenight.games",), "table": ("gamenight.app", "gamenight.games"),
             "caller": ("gamenight.app", "gamenight.games"),
             "night": ("PySide6", "pyqtgraph", "gamenight.app", "gamenight.table", "gamenight.net",
                       "gamenight.storage", "gamenight.games", "gamenight.caller"),
             "sound": ("gamenight.app", "gamenight.table", "gamenight.net", "gamenight.storage", "gamenight.games",
                       "gamenight.caller")}


def named_modules(source: str) -> list[str]:
    """Every module the source imports (at its top or inside a function), and every string that
    names a gamenight module (what `importlib.import_module` would be handed)."""
    names: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.append(node.module)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.startswith("gamenight."):
            names.append(node.value.partition(":")[0])
    return names


def imports_up(package: str) -> list[str]:
    return [f"{path.relative_to(PACKAGE)}: {name}" for path in sorted((PACKAGE / package).rglob("*.py"))
            for name in named_modules(path.read_text(encoding="utf-8"))
            if name.startswith(FORBIDDEN[package])]


def test_the_app_shell_imports_no_game_package():
    assert imports_up("app") == []


def test_the_table_kit_and_the_caller_pieces_import_neither_the_app_nor_a_game():
    assert imports_up("table") == [] and imports_up("caller") == []


def test_the_night_imports_no_qt_nor_the_app_the_table_kit_the_phone_table_storage_or_a_game():
    assert imports_up("night") == []


def test_the_sound_service_sits_below_the_tables_that_ask_it():
    """sound/ (the sounds, their worker, the player) imports no app, table kit, phone table, storage,
    caller piece or game: they ask it for sounds, never the other way round."""
    assert imports_up("sound") == []


def test_the_check_sees_an_import_inside_a_function_and_a_module_named_by_a_string():
    source = ("import os\n"
              "def show(parent):\n"
              "    from gamenight.games.goker.ui.pattern_reference import show_pattern_reference\n"
              "    importlib.import_module('gamenight.games.okey.engine')\n")
    assert named_modules(source) == ["os", "gamenight.games.goker.ui.pattern_reference", "gamenight.games.okey.engine"]


def package_imports(package: str) -> dict[str, set[str]]:
    """Each module of `gamenight.<package>` -> the modules of that package it imports (anywhere in
    it, a type-only import too: an arrow is an arrow; `from gamenight.<package> import module` too)."""
    modules = {f"gamenight.{package}.{path.stem}": path for path in sorted((PACKAGE / package).glob("*.py"))}
    graph = {}
    for module, path in modules.items():
        names = named_modules(path.read_text(encoding="utf-8"))
        names += [f"{node.module}.{alias.name}" for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
                  if isinstance(node, ast.ImportFrom) and node.module for alias in node.names]
        graph[module] = {name for name in names if name in modules}
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Every import that leads back to its own module (directly or through others), as the path
    from the module round to itself."""
    found = []
    for start in sorted(graph):
        paths = [[start, name] for name in sorted(graph[start])]
        seen = set()
        while paths:
            path = paths.pop()
            if path[-1] == start:
                found.append(path)
            elif path[-1] not in seen:
                seen.add(path[-1])
                paths += [[*path, name] for name in sorted(graph.get(path[-1], ()))]
    return found


@pytest.mark.parametrize("package", ["storage", "table"])
def test_no_module_of_the_storage_or_the_table_kit_imports_one_that_imports_it_back(package):
    """The score history's CSV export and totals import `history`: it must not import them back;
    the table kit's scene focus imports the accessibility it feeds, which reads it through protocols."""
    assert circles(package_imports(package)) == []


def test_the_package_graph_has_the_arrows_of_every_kind_of_import():
    graph = package_imports("table")
    assert "gamenight.table.accessible_table" in graph["gamenight.table.scene_focus"]  # from ... import name
    assert "gamenight.table.language" in graph["gamenight.table.screen"]


def test_the_circle_check_finds_a_circle_through_a_third_module():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert circles(graph) == [["a", "b", "c", "a"], ["b", "c", "a", "b"], ["c", "a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []
