"""Screens read views: in the Qt packages (every game's ui/, the table kit, the caller's pieces,
the app shell) a game's state is touched only through the engine contract (`core/engine.py`:
view, public_view, legal_actions, illegal_reason, describe, scores...), never through a game's own
internals (a phase, a deck, the marked numbers), so the desktop draws exactly what a phone is sent."""
import re
from pathlib import Path

import gamenight
from gamenight.core.engine import GameState

PACKAGE = Path(gamenight.__file__).parent
QT_PACKAGES = [*sorted(PACKAGE.glob("games/*/ui")), PACKAGE / "table", PACKAGE / "caller", PACKAGE / "app"]
CONTRACT = {name for name in dir(GameState) if not name.startswith("_")}
READ = re.compile(r"\bstate\.([a-z_][a-z0-9_]*)")


def internal_reads(source: str) -> list[str]:
    return [name for name in READ.findall(source) if name not in CONTRACT]


def test_no_screen_reads_a_games_internals():
    found = [f"{path.relative_to(PACKAGE)}: state.{name}"
             for package in QT_PACKAGES for path in sorted(package.rglob("*.py"))
             for name in internal_reads(path.read_text(encoding="utf-8"))]
    assert found == []


def test_the_check_sees_an_internal_read():
    assert internal_reads("phase = self.state.phase\nview = self.state.view(0)") == ["phase"]
    assert internal_reads("self.controller.state.deck.to_json()") == ["deck"]
