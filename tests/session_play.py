"""A caller's session driven as a caller drives it: the Goker tile, the new-game dialog with "A
session of several games" ticked and Super Pokeno Bonus added (with its house rules), Start; then
each game played by taps on its console (the flashboard, the card picker, the draw button, the
board picker), and the end panel's session button; after a kill, the session chosen in the resume
dialog. Used by the session's tests, the child
process killed mid-session and the screenshots."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from gamenight.app.house_rules import set_option_value
from gamenight.app.new_game_dialog import NewGameDialog
from gamenight.app.night_program import ProgramEditor
from gamenight.app.resume_dialog import ResumeDialog
from gamenight.app.session_flow import CallerSession
from gamenight.app.smoke import when_modal
from user_path import seats

SHORT_GOKER = {"cards": "table", "level1": 5, "level2": 10, "level3": 15, "grace_seconds": 0}
"""A Goker game of three short levels, with the players' own cards at the table."""


def click(widget) -> None:
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton)


def add_game(editor: ProgramEditor, game: str, options: dict) -> None:
    """`game` chosen and added at the program's end, then its house rules set below the list."""
    editor.game_choice.setCurrentIndex(editor.game_choice.findData(game))
    click(editor.add_button)
    for key, value in options.items():
        set_option_value(editor.rules.widgets[key], value)


def fill_session(names: list[str], added: list[tuple[str, dict]], goker: dict | None = None,
                 scoring: str | None = None, bots: dict[int, str] | None = None,
                 then: Callable[[NewGameDialog], None] | None = None) -> Callable[[NewGameDialog], None]:
    """What the caller fills in Goker's new-game dialog: the players (people, and `bots`: seat ->
    level), Goker's house rules, the session ticked and each game of `added` added with its house
    rules; `then(dialog)` once it is filled."""
    def fill(dialog: NewGameDialog) -> None:
        seats(dialog, len(names), bots or {}, names)
        for key, value in (SHORT_GOKER if goker is None else goker).items():
            set_option_value(dialog.option_widgets[key], value)
        box = dialog.session_box
        box.setChecked(True)
        for game, options in added:
            add_game(box.editor, game, options)
        if scoring is not None:
            box.scoring.setCurrentIndex(box.scoring.findData(scoring))
        if then is not None:
            then(dialog)
    return fill


def resume_the_session(window) -> list[str]:
    """Game -> Resume, the session's entry chosen, Resume pressed; every entry's text."""
    entries = []

    def choose(dialog: ResumeDialog) -> None:
        entries.extend(dialog.list.item(row).text() for row in range(dialog.list.count()))
        row = next(row for row, text in enumerate(entries) if text.startswith("Caller's session"))
        dialog.list.setCurrentRow(row)
        click(dialog.resume_button)

    when_modal(ResumeDialog, choose)
    window.resume_action.trigger()
    assert entries, "the resume dialog did not open"
    return entries


def session_of(window) -> CallerSession:
    sessions = window.findChildren(CallerSession)
    assert len(sessions) == 1, sessions
    return sessions[0]


def play_goker(window, wait: Callable[[Callable[[], bool]], None], until: Callable[[], bool] | None = None) -> None:
    """The console's Goker game, by taps, to its end (or `until()`): each player's guess on the
    flashboard, the draw button, and each player's card picked by suit and rank and played."""
    match = window.controller.match
    screen = window.screen_widget
    done = until or (lambda: match.is_over)
    for _ in range(3000):
        if done():
            return
        state = match.state
        if state.current_player >= 0 and match.seats[state.current_player].is_bot:
            wait(lambda: match.is_over or match.current_player < 0 or not match.seats[match.current_player].is_bot)
        elif state.phase == "guess":
            taken = set(state.marked) | set(state.round.guesses.values())
            click(screen.board.buttons[next(n for n in range(75, 0, -1) if n not in taken)])
        elif state.phase == "draw":
            click(screen.controls.primary)
        elif state.phase == "play":
            card = state.legal_actions()[0].card
            for button in screen.picker.button_for(card):
                click(button)
            click(screen.play_button)
        else:  # the deal, the coin that closes a round
            wait(lambda: match.state.phase not in ("deal", "flip"))
        while screen.goker_prompt.seats:
            click(next(iter(screen.goker_prompt.buttons.values())))
    raise AssertionError("the Goker game did not end")


def play_pokeno(window, wait: Callable[[Callable[[], bool]], None], until: Callable[[], bool] | None = None) -> None:
    """The console's Super Pokeno Bonus game, by taps: each player's board, then the draw button
    through every round (it also starts the next round) to the end (or `until()`)."""
    match = window.controller.match
    screen = window.screen_widget
    while None in match.state.board_of:
        seat = match.state.board_of.index(None)
        click(screen.picker.number_buttons[screen.view().free_boards[0]])
        click(screen.picker.take_button)
        wait(lambda seat=seat: match.state.board_of[seat] is not None)
    done = until or (lambda: match.is_over)
    for _ in range(3000):
        if done():
            return
        click(screen.controls.primary)
    raise AssertionError("the Super Pokeno Bonus game did not end")


def session_between_games(window, names: list[str], games: list[str], played: int) -> CallerSession:
    """A session of `names` at the console playing `games` (short house rules) with its first
    `played` games over, its page on the window: as after the end panel's session button."""
    from night.nights import night_of, play_to_the_end

    night = night_of(names, games, presence="here")
    night.record.session = True
    records = {}
    for number in range(played):
        match = play_to_the_end(night.start_game(seed=number + 1))
        night.game_finished(match.record)
        records[match.record.match_id] = match.record
    session = CallerSession.take_over(window, night, records)
    session.show_page()
    return session
