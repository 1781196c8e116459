"""Partners in the new-game dialog: shown for games with teams, and changed by swapping seats."""
from gamenight.app.new_game_dialog import NewGameDialog
from gamenight.core import registry
from gamenight.storage.settings import Settings


def names(dialog):
    return [row.name.text() for row in dialog.seat_rows[:dialog.player_count.value()]]


def test_okey_pairs_shows_teams_and_partners_can_be_changed(qtbot):
    dialog = NewGameDialog(registry.get("okey"), Settings(default_names=["Ann", "Bob", "Cy", "Di"]))
    qtbot.addWidget(dialog)
    assert not dialog.partners_button.isVisibleTo(dialog) and dialog.teams() == ()
    dialog.option_widgets["pairs"].setChecked(True)
    assert dialog.teams() == ((0, 2), (1, 3))
    assert dialog.partners_button.isVisibleTo(dialog)
    assert [row.team.text() for row in dialog.seat_rows] == ["Team A", "Team B", "Team A", "Team B"]
    partners_of_ann = set()
    for _ in range(3):
        partners_of_ann.add(names(dialog)[2])
        dialog.partners_button.click()
    assert partners_of_ann == {"Bob", "Cy", "Di"} and names(dialog)[0] == "Ann"
    request = dialog.request()
    assert [seat.name for seat in request.seats] == names(dialog)


def test_a_swap_moves_the_whole_seat(qtbot):
    dialog = NewGameDialog(registry.get("okey"), Settings(default_names=["Ann", "Bob", "Cy", "Di"]))
    qtbot.addWidget(dialog)
    dialog.option_widgets["pairs"].setChecked(True)
    dialog.seat_rows[1].kind.setCurrentIndex(dialog.seat_rows[1].kind.findData("human"))
    dialog.partners_button.click()
    seats = dialog.request().seats
    assert seats[2].name == "Bob" and not seats[2].is_bot and seats[1].name == "Cy" and seats[1].is_bot
