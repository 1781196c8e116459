"""The History's People and Nights tabs, from where the user starts (the launcher's Score history
button): each person's figures as the games that made them give them, renaming (a name taken is
refused in words), merging after a confirmation that says what will happen, a new colour; the
nights with their champions and games; in English and in Turkish."""
from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import Qt

from gamenight.app.person_dialogs import MergeDialog, RenameDialog
from gamenight.app.smoke import when_modal
from gamenight.core.records import Seat
from gamenight.night.people import COLOURS
from gamenight.storage import paths
from gamenight.storage.history import HistoryStore
from gamenight.storage.nights import NightsStore
from gamenight.storage.people import PeopleStore
from gamenight.table.names import name_text
from test_hot_seat_names import shown
from test_person_stats import expected_results, expected_tally, play
from user_path import start_the_app


def seeded() -> list:
    """Goker and Pokeno games of Ann, Anne (Ann typed another way), Bob and Cy, kept as the app keeps
    them; Anne never played Ann."""
    history, _ = HistoryStore.open(paths.history_path())
    people = PeopleStore(history)
    matches = [play(history, "goker", people.seated([Seat("Ann"), Seat("Bob"), Seat("Cy")]), seed)
               for seed in (1, 2, 3)]
    matches.append(play(history, "pokeno", people.seated([Seat("Ann"), Seat("Bob")]), 4))
    matches.append(play(history, "goker", people.seated([Seat("Anne"), Seat("Cy"), Seat("Bot 1", "bot", "easy")]), 5))
    history.close()
    return matches


def open_tab(window, qtbot, name: str):
    """Click the launcher's Score history button, then the tab called `name`; the history page."""
    qtbot.mouseClick(window.launcher.history_button, Qt.MouseButton.LeftButton)
    page = window.history_page
    bar = page.tabs.tabBar()
    index = next(index for index in range(bar.count()) if bar.tabText(index).replace("&", "") == name)
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
    assert page.tabs.currentIndex() == index
    return page


def click_person(qtbot, tab, name: str) -> None:
    item = tab.list.findItems(name, Qt.MatchFlag.MatchExactly)[0]
    qtbot.mouseClick(tab.list.viewport(), Qt.MouseButton.LeftButton, pos=tab.list.visualItemRect(item).center())
    assert tab.page.name.text() == name


def cells(table) -> list[list[str]]:
    return [[table.item(row, column).text() for column in range(table.columnCount())]
            for row in range(table.rowCount())]


def test_a_persons_page_shows_the_figures_their_games_give(qtbot):
    matches = seeded()
    window = start_the_app(qtbot)
    page = open_tab(window, qtbot, "People")
    tab = page.people_tab
    assert tab.shown_names() == ["Ann", "Anne", "Bob", "Cy"]
    assert not page.game_filter.isVisible() and not page.export_button.isVisible()
    click_person(qtbot, tab, "Cy")
    cy = PeopleStore(window.context.history).named("Cy")
    results = expected_results(matches, cy.uid)
    played, won, average, streak = expected_tally(results)
    shown = {key: label.text() for key, label in tab.page.figures.items()}
    assert shown == {"played": str(played), "won": str(won), "share": f"{round(100 * won / played)}%",
                     "place": f"{round(average, 1):g}", "streak": str(streak), "nights": "0 of 0"}
    goker = [result for result in results if result[0] == "goker"]
    assert cells(tab.page.per_game)[0][:3] == ["Goker", str(len(goker)), str(sum(r[1] == 1 for r in goker))]
    assert cells(tab.page.per_game)[-1][:3] == ["All games", str(played), str(won)]
    rivals = {row[0]: row[1:] for row in cells(tab.page.head_to_head)}
    for other in ("Ann", "Anne", "Bob"):
        uid = PeopleStore(window.context.history).named(other).uid
        together = [(m.state.placements()[a], m.state.placements()[b]) for m in matches
                    for a, b in itertools.permutations(range(len(m.seats)), 2)
                    if m.seats[a].person == cy.uid and m.seats[b].person == uid]
        assert rivals[other] == [str(len(together)), str(sum(x < y for x, y in together)),
                                 str(sum(x > y for x, y in together)), str(sum(x == y for x, y in together))]
    assert tab.page.share_chart.heights == [pytest.approx(100 * won / played)]  # Cy played only Goker
    xs, ys = tab.page.places_chart.series["goker"].getData()
    assert list(xs) == list(range(1, played + 1)) and list(ys) == [place for _, place, _ in results]


def test_renaming_refuses_a_name_taken_and_every_game_shows_the_new_one(qtbot):
    seeded()
    window = start_the_app(qtbot)
    tab = open_tab(window, qtbot, "People").people_tab
    click_person(qtbot, tab, "Ann")
    said = []

    def rename(dialog: RenameDialog) -> None:
        dialog.name.setText("bob")
        qtbot.mouseClick(dialog.rename_button, Qt.MouseButton.LeftButton)
        said.append(dialog.error.text())
        assert dialog.isVisible()  # refused: still open, nothing changed
        dialog.name.setText("Annie")
        qtbot.mouseClick(dialog.rename_button, Qt.MouseButton.LeftButton)

    when_modal(RenameDialog, rename)
    qtbot.mouseClick(tab.page.rename_button, Qt.MouseButton.LeftButton)
    assert said == ["Bob is already the name of someone else. Choose another name, or merge the two people if they "
                    "are one."]
    assert tab.shown_names() == ["Anne", "Annie", "Bob", "Cy"] and tab.page.name.text() == "Annie"
    games = window.history_page
    assert [row.names for row in games.rows if "Annie" in row.names] and not [r for r in games.rows if "Ann" in r.names]


def test_merging_says_what_will_happen_refuses_two_who_played_each_other_and_moves_every_game(qtbot):
    seeded()
    window = start_the_app(qtbot)
    tab = open_tab(window, qtbot, "People").people_tab
    click_person(qtbot, tab, "Anne")
    said = {}

    def merge(dialog: MergeDialog) -> None:
        dialog.target.setCurrentIndex(dialog.target.findText("Cy"))
        qtbot.mouseClick(dialog.merge_button, Qt.MouseButton.LeftButton)  # Anne played Cy: refused
        said["refused"] = dialog.error.text()
        dialog.target.setCurrentIndex(dialog.target.findText("Ann"))
        said["what"] = dialog.what_happens.text()
        qtbot.mouseClick(dialog.merge_button, Qt.MouseButton.LeftButton)

    when_modal(MergeDialog, merge)
    qtbot.mouseClick(tab.page.merge_button, Qt.MouseButton.LeftButton)
    assert said["refused"] == ("Anne and Cy played in the same game (1 game), so they are two people: they cannot "
                               "be merged.")
    assert said["what"] == (
        "{anne} and {ann} become one person, {ann}: the 1 game {anne} played and any night {anne} won count as "
        "{ann}'s. {anne} leaves the list of people; a game or a seat that says {anne} finds {ann} from now on. "
        "Nothing else changes: every game keeps its seats, scores and places. This cannot be undone."
    ).format(anne=name_text("Anne"), ann=name_text("Ann"))
    assert tab.shown_names() == ["Ann", "Bob", "Cy"] and tab.page.name.text() == "Ann"
    assert tab.page.figures["played"].text() == "5"  # Ann's four games and Anne's one
    assert window.history_page.rows[0].names == ("Ann", "Cy", "Bot 1")  # the games follow


def test_a_new_colour_is_chosen_from_the_list(qtbot):
    seeded()
    window = start_the_app(qtbot)
    tab = open_tab(window, qtbot, "People").people_tab
    click_person(qtbot, tab, "Bob")
    bob = PeopleStore(window.context.history).named("Bob")
    tab.page.colour.setFocus()
    qtbot.keyClick(tab.page.colour, Qt.Key.Key_Down)  # the next colour of the palette
    changed = PeopleStore(window.context.history).named("Bob")
    assert changed.colour == COLOURS[COLOURS.index(bob.colour) + 1] and changed.symbol == bob.symbol
    assert tab.page.badge.toolTip() == "green circle" and tab.page.name.text() == "Bob"  # sky blue before


def test_the_people_tab_in_turkish(qtbot):
    seeded()
    window = start_the_app(qtbot, "tr")
    tab = open_tab(window, qtbot, "Kişiler").people_tab
    click_person(qtbot, tab, "Anne")
    captions = [label.text() for label in tab.page.findChildren(type(tab.page.name)) if label.text() in (
        "oynanan oyun", "kazanılan oyun", "kazanma oranı", "ortalama derece", "en uzun seri", "kazanılan gece")]
    assert len(captions) == 6 and tab.page.figures["share"].text().startswith("%")
    said = {}

    def merge(dialog: MergeDialog) -> None:
        dialog.target.setCurrentIndex(dialog.target.findText("Cy"))
        qtbot.mouseClick(dialog.merge_button, Qt.MouseButton.LeftButton)
        said["refused"] = dialog.error.text()
        said["title"] = dialog.windowTitle()
        dialog.reject()

    when_modal(MergeDialog, merge)
    qtbot.mouseClick(tab.page.merge_button, Qt.MouseButton.LeftButton)
    assert said["refused"] == "Anne ve Cy aynı oyunda oynadı (1 oyun), yani iki ayrı kişiler: birleştirilemezler."
    assert said["title"] == f"{name_text('Anne')} adlı kişiyi biriyle birleştir"
    assert tab.shown_names() == ["Ann", "Anne", "Bob", "Cy"]


def test_the_nights_tab_lists_each_night_with_its_champion_and_its_games(qtbot):
    matches = seeded()
    history, _ = HistoryStore.open(paths.history_path())
    ann = PeopleStore(history).named("Ann")
    NightsStore(history).finish_night("night", "2026-05-01T19:00:00+00:00", "{}",
                                      [match.record.match_id for match in matches[:2]], [ann.uid])
    history.close()
    window = start_the_app(qtbot)
    tab = open_tab(window, qtbot, "Nights").nights_tab
    assert tab.tree.topLevelItemCount() == 1
    night = tab.tree.topLevelItem(0)
    assert [night.text(column) for column in (1, 2, 4)] == ["2 games", name_text("Ann"), "finished"]
    assert [night.child(index).text(1) for index in range(night.childCount())] == ["Goker", "Goker"]


def test_the_nights_tab_says_why_it_is_empty_in_turkish(qtbot):
    window = start_the_app(qtbot, "tr")
    tab = open_tab(window, qtbot, "Geceler").nights_tab
    assert tab.stack.currentWidget() is tab.empty and tab.empty.text().startswith("Henüz gece yok.")


def test_a_name_that_looks_like_markup_shows_as_typed_on_the_page_and_in_the_dialogs(qtbot):
    history, _ = HistoryStore.open(paths.history_path())
    people = PeopleStore(history)
    play(history, "goker", people.seated([Seat("<b>Bo</b>"), Seat("Cy")]), 1)
    people.add_person("<img src=x>")
    history.close()
    window = start_the_app(qtbot)
    tab = open_tab(window, qtbot, "People").people_tab
    assert tab.shown_names() == ["<b>Bo</b>", "<img src=x>", "Cy"]
    click_person(qtbot, tab, "<b>Bo</b>")
    assert tab.page.name.textFormat() == Qt.TextFormat.PlainText
    said = []

    def look(dialog) -> None:
        labels = [dialog.note] if isinstance(dialog, RenameDialog) else [dialog.target_label, dialog.what_happens]
        said.extend((label.textFormat(), label.text()) for label in labels)
        dialog.reject()

    for kind, button in ((RenameDialog, tab.page.rename_button), (MergeDialog, tab.page.merge_button)):
        when_modal(kind, look)
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert [text_format for text_format, _ in said] == [Qt.TextFormat.PlainText] * 3
    assert all(name_text("<b>Bo</b>") in text for _, text in said)


def test_a_colour_the_history_cannot_take_now_is_said_and_nothing_changes(qtbot, monkeypatch):
    import sqlite3

    from PySide6.QtWidgets import QMessageBox

    seeded()
    window = start_the_app(qtbot)
    tab = open_tab(window, qtbot, "People").people_tab
    click_person(qtbot, tab, "Bob")
    bob = PeopleStore(window.context.history).named("Bob")
    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *rest: said.append(text))
    locker = sqlite3.connect(paths.history_path(), isolation_level=None)
    locker.execute("BEGIN IMMEDIATE")
    try:
        tab.page.colour.setFocus()
        qtbot.keyClick(tab.page.colour, Qt.Key.Key_Down)
    finally:
        locker.execute("ROLLBACK")
        locker.close()
    assert [shown(text) for text in said] == [
        f"{name_text('Bob')} was not changed: the score history is locked by another program."]
    assert PeopleStore(window.context.history).named("Bob") == bob
    assert tab.page.colour.currentData() == bob.colour  # the list shows the colour kept
