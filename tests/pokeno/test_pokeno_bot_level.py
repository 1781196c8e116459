"""Pokeno's bots play one way (choosing a board is all a bot does, at random: there is one level),
so its new-game dialog offers no bot level: a seat set to Bot shows no level box and the column
has no heading (it offered a level box whose one choice changed nothing). Games whose bots have
levels still offer them, and a saved Pokeno game with its bots' level resumes as before."""
from PySide6.QtCore import Qt

from gamenight.app.new_game_dialog import NewGameDialog
from gamenight.app.smoke import when_modal
from gamenight.core import registry
from user_path import killed_and_reopened, resume_through_dialog, seats, start_from_launcher


def level_column(dialog: NewGameDialog) -> tuple[bool, bool]:
    """(the Bot level heading shows, the second seat's level box shows) once that seat is a bot."""
    row = dialog.seat_rows[1]
    row.kind.setCurrentIndex(row.kind.findData("bot"))
    heading = next(label for label in dialog.findChildren(type(row.label)) if label.text() == "<b>Bot level</b>")
    return heading.isVisibleTo(dialog), row.level.isVisibleTo(dialog)


def test_pokeno_offers_no_bot_level_and_okey_still_does(window, qtbot):
    assert registry.get("pokeno").bot_levels == ("easy",)  # one way to play: nothing to choose
    shown = {}
    for game_id in ("pokeno", "okey"):
        when_modal(NewGameDialog, lambda dialog, game_id=game_id: (shown.update({game_id: level_column(dialog)}),
                                                                    dialog.reject()))
        qtbot.mouseClick(window.launcher.tiles[game_id].button, Qt.MouseButton.LeftButton)
    assert shown == {"pokeno": (False, False), "okey": (True, True)}


def a_bot_in_the_second_seat(dialog: NewGameDialog) -> None:
    """Two players, the second a bot: its Who set to Bot, and nothing else to choose."""
    seats(dialog, 2, {}, ["You", "Bo"])
    dialog.seat_rows[1].kind.setCurrentIndex(dialog.seat_rows[1].kind.findData("bot"))


def test_a_pokeno_bot_plays_its_one_way_and_a_saved_game_resumes(window, qtbot):
    match = start_from_launcher(window, qtbot, "pokeno", a_bot_in_the_second_seat)
    assert (match.seats[1].kind, match.seats[1].level) == ("bot", "easy")
    screen = window.screen_widget
    qtbot.mouseClick(screen.picker.number_buttons[4], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(screen.picker.take_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: None not in match.state.board_of, timeout=5000)  # the bot chose its board
    again = killed_and_reopened(qtbot)
    resumed = resume_through_dialog(again, qtbot)
    assert resumed.record.actions == match.record.actions and resumed.seats[1].level == "easy"
    again.close_match()
