"""Seats pick people from the launcher on: typing the start of a known name offers that person
(case aside, the Turkish i's alike), picking them shows their colour and symbol, and Start gives
the game's seat that person; a new name becomes a new person at Start; bots are not people."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from gamenight.app.new_game_dialog import NewGameDialog
from gamenight.storage import paths
from gamenight.storage.history import HistoryStore
from gamenight.storage.people import PeopleStore
from user_path import start_from_launcher, start_the_app


def known_people(*names: str):
    history, _ = HistoryStore.open(paths.history_path())
    people = [PeopleStore(history).add_person(name) for name in names]
    history.close()
    return people


def type_text(box, text: str) -> None:
    """Type `text` key by key as a keyboard would (Turkish letters too)."""
    for letter in text:
        QTest.sendKeyEvent(QTest.KeyAction.Click, box, Qt.Key.Key_unknown, letter, Qt.KeyboardModifier.NoModifier)


def offered(dialog: NewGameDialog, row: int) -> list[str]:
    completer = dialog.seat_rows[row].name.completer()
    model = completer.completionModel()
    return [model.index(index, 0).data() for index in range(model.rowCount())] if completer.popup().isVisible() else []


def type_and_pick(qtbot, dialog: NewGameDialog, row: int, typed: str, pick: str) -> list[str]:
    """Clear the seat's name, type `typed`, and click `pick` in the list that opens; what the list
    offered."""
    box = dialog.seat_rows[row].name
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=2000)
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton)
    assert box.hasFocus()
    box.selectAll()
    qtbot.keyClick(box, Qt.Key.Key_Backspace)
    type_text(box, typed)
    popup = box.completer().popup()
    qtbot.waitUntil(popup.isVisible, timeout=2000)
    shown = offered(dialog, row)
    place = popup.visualRect(popup.model().index(shown.index(pick), 0)).center()
    qtbot.mouseClick(popup.viewport(), Qt.MouseButton.LeftButton, pos=place)
    return shown


def test_a_known_person_is_picked_by_typing_and_a_new_name_becomes_a_person(qtbot):
    ilgaz, _, _ = known_people("Ilgaz", "Ann", "İlknur")
    window = start_the_app(qtbot)
    seen = {}

    def fill(dialog: NewGameDialog) -> None:
        dialog.player_count.setValue(3)
        rows = dialog.seat_rows
        rows[1].kind.setCurrentIndex(rows[1].kind.findData("human"))
        seen["offered"] = type_and_pick(qtbot, dialog, 0, "ıl", "Ilgaz")
        seen["picked"] = (rows[0].name.text(), rows[0].look.pixmap().isNull(), rows[0].look.toolTip())
        rows[1].name.setFocus()
        rows[1].name.selectAll()
        type_text(rows[1].name, "Zed")
        seen["new"] = rows[1].look.text()
        rows[2].kind.setCurrentIndex(rows[2].kind.findData("bot"))
        rows[2].name.setText("Ann")  # a bot may have a person's name: it is still a bot
        seen["bot"] = (rows[2].look.text(), rows[2].look.pixmap().isNull())

    match = start_from_launcher(window, qtbot, "goker", fill)
    assert seen["offered"] == ["Ilgaz", "İlknur"]  # sorted as the language sorts them
    assert seen["picked"] == ("Ilgaz", False, "orange star") and seen["new"] == "new" and seen["bot"] == ("", True)
    people = PeopleStore(window.context.history)
    zed = people.named("Zed")
    assert [(seat.name, seat.kind, seat.person) for seat in match.record.seats] == [
        ("Ilgaz", "human", ilgaz.uid), ("Zed", "human", zed.uid), ("Ann", "bot", None)]
    assert [person.name for person in people.people()] == ["Ilgaz", "Ann", "İlknur", "Zed"]
    assert zed.colour != ilgaz.colour and zed.symbol != ilgaz.symbol


def test_a_name_typed_in_other_letters_is_the_same_person_at_start(qtbot):
    (ilgaz,) = known_people("Ilgaz")
    window = start_the_app(qtbot)

    def fill(dialog: NewGameDialog) -> None:
        dialog.player_count.setValue(2)
        dialog.seat_rows[0].name.setText("ılgaz")
        assert dialog.seat_rows[0].look.toolTip() == "orange star"

    match = start_from_launcher(window, qtbot, "goker", fill)
    assert (match.record.seats[0].name, match.record.seats[0].person) == ("Ilgaz", ilgaz.uid)
    assert [person.name for person in PeopleStore(window.context.history).people()] == ["Ilgaz"]


def test_the_seats_offer_people_in_turkish(qtbot):
    known_people("Ilgaz", "Can")
    window = start_the_app(qtbot, "tr")
    seen = {}

    def fill(dialog: NewGameDialog) -> None:
        seen["offered"] = type_and_pick(qtbot, dialog, 0, "İ", "Ilgaz")
        dialog.seat_rows[1].kind.setCurrentIndex(dialog.seat_rows[1].kind.findData("human"))
        dialog.seat_rows[1].name.setText("Deniz")
        seen["new"] = (dialog.seat_rows[1].look.text(), dialog.seat_rows[1].look.toolTip())
        seen["look"] = dialog.seat_rows[0].look.toolTip()

    match = start_from_launcher(window, qtbot, "goker", fill)
    assert seen["offered"] == ["Ilgaz"] and seen["look"] == "turuncu yıldız"
    assert seen["new"] == ("yeni", "Henüz bu adda kimse yok: oyun başladığında bu adla yeni bir kişi eklenir.")
    assert [seat.person is not None for seat in match.record.seats] == [True, True, False]  # the third, a bot
