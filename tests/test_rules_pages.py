"""Each game's rules page ships with the app, names every house rule, and opens in its own window;
the new-game dialog links to it and fits the screen however many seats it shows."""
import re
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QLabel, QWidget

from gamenight.app.new_game_dialog import NewGameDialog
from gamenight.app.rules_dialog import RulesDialog, rules_text, show_rules
from gamenight.core import registry
from gamenight.storage.settings import Settings

REPO = Path(__file__).resolve().parents[1]
GAMES = [info.id for info in registry.games()]
SECTIONS = ("The aim", "The equipment", "The deal", "A turn", "Scoring", "The end", "House rules",
            "How this app reads the rules")


def section(page: str, title: str) -> str:
    """The text under a `## title` heading, up to the next second-level heading."""
    match = re.search(rf"^## {re.escape(title)}\n(.*?)(?=^## |\Z)", page, re.M | re.S)
    assert match, f"no '## {title}' section"
    return match.group(1)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_has_a_page_with_the_players_sections(game_id):
    page = rules_text(game_id)
    assert page.startswith(f"# {registry.get(game_id).name}\n")
    headings = re.findall(r"^## (.+)$", page, re.M)
    for title in SECTIONS:
        assert any(heading.startswith(title) for heading in headings), f"{game_id}: no '{title}' section"
    assert section(page, "How this app reads the rules").strip()


def default_words(option) -> str:
    """How a page says an option's default: on/off, the number, the choice's label, built-in."""
    if option.kind == "bool":
        return "on" if option.default else "off"
    if option.kind == "choice":
        return str(dict(option.choices)[option.default]).lower()
    return "built-in" if option.kind == "file" else str(option.default)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_option_is_named_in_house_rules_with_its_default(game_id):
    house_rules = section(rules_text(game_id), "House rules")
    for option in registry.get(game_id).options:  # the English page names the English label
        entry = re.search(rf"\*\*{re.escape(str(option.label))}\*\* \(default: ([^)]*)\)", house_rules)
        assert entry, f"{game_id}: house rule '{option.label}' is not on the page with its default"
        assert default_words(option) in entry.group(1).lower(), f"{game_id}: '{option.label}': wrong default"


@pytest.mark.parametrize("game_id", GAMES)
def test_rules_dialog_shows_the_page_readably_and_fits_the_screen(game_id, qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)
    dialog = show_rules(parent, game_id)
    assert isinstance(dialog, RulesDialog) and dialog.isVisible() and not dialog.isModal()
    assert dialog.windowTitle() == f"Rules \u2014 {registry.get(game_id).name}"
    document = dialog.browser.document()
    first = document.firstBlock()
    assert first.blockFormat().headingLevel() == 1 and first.text() == registry.get(game_id).name
    assert dialog.browser.font().pixelSize() >= 12
    available = dialog.screen().availableGeometry()
    assert dialog.width() <= available.width() and dialog.height() <= available.height()
    assert show_rules(parent, game_id) is dialog  # asked again: the open window comes forward


def test_new_game_dialog_links_to_the_rules_and_writes_out_option_descriptions(qtbot):
    info = registry.get("okey")
    dialog = NewGameDialog(info, Settings())
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.rules_button.isVisible() and dialog.rules_button.text() == "Rules of Okey"
    dialog.rules_button.click()
    rules = dialog.findChild(RulesDialog, "rules-okey")
    assert rules is not None and rules.isVisible() and dialog.isVisible()
    for option in info.options:
        note = dialog.findChild(QLabel, f"description-{option.key}")
        assert note.text() == str(option.description) and note.isVisible() and note.wordWrap()
        assert note.font().pixelSize() >= 12
        assert note.height() >= note.heightForWidth(note.width())  # no wrapped line cut off


@pytest.mark.parametrize("game_id, players", [("pokeno", 24), ("goker", 10)])
def test_new_game_dialog_keeps_start_on_screen_with_many_seats(game_id, players, qtbot):
    dialog = NewGameDialog(registry.get(game_id), Settings())
    qtbot.addWidget(dialog)
    dialog.player_count.setValue(players)
    dialog.show()
    qtbot.waitExposed(dialog)
    available = dialog.screen().availableGeometry()
    assert dialog.height() <= available.height() and dialog.width() <= available.width()
    start = dialog.start_button
    assert start.isVisible()
    top_left = start.mapTo(dialog, QPoint(0, 0))
    assert dialog.rect().contains(top_left) and dialog.rect().contains(top_left + start.rect().bottomRight())
    last_seat = dialog.seat_rows[players - 1].name
    dialog.scroll_area.ensureWidgetVisible(last_seat)
    corner = last_seat.mapTo(dialog.scroll_area.viewport(), QPoint(0, 0))
    assert dialog.scroll_area.viewport().rect().contains(corner)  # the last seat is reached by scrolling
    last_seat.setText(dialog.seat_rows[0].name.text())
    dialog.accept()
    qtbot.waitUntil(lambda: dialog.error.isVisible() and dialog.error.height() > 0)
    assert "different name" in dialog.error.text()
    assert dialog.rect().contains(dialog.error.geometry()) and dialog.rect().contains(
        start.mapTo(dialog, start.rect().bottomRight()))


def test_the_bundle_spec_ships_the_whole_resources_folder():
    spec = (REPO / "packaging" / "gamenight.spec").read_text()
    assert 'datas=[(str(ROOT / "resources"), "resources")]' in spec


@pytest.mark.slow
def test_the_wheel_carries_every_rules_page(tmp_path):
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
                    "-w", str(tmp_path), str(REPO)], check=True)
    wheel = next(tmp_path.glob("gamenight-*.whl"))
    names = set(zipfile.ZipFile(wheel).namelist())
    for game_id in GAMES:
        assert f"gamenight/resources/rules/{game_id}.md" in names
