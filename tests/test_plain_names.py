"""Player names are text, never markup: a seat named `<img src=x>` or `<b>Bo</b>` shows those
characters on every label, legend and dialog, and a CSV export never hands a spreadsheet a
formula. Names in sentences are isolated for text direction (FSI ... PDI)."""
import csv

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument, QTextDocumentFragment
from PySide6.QtWidgets import QMessageBox

from gamenight.core.match import Match
from gamenight.core.records import GameRecord, Seat
from gamenight.storage.history import HistoryStore, spreadsheet_safe
from gamenight.storage.history_csv import export_history_csv
from gamenight.table.names import name_button, name_html, name_text, possessive, win_title

IMG, BOLD = "<img src=x>", "<b>Bo</b>"


def shown(label) -> str:
    """What a label puts on screen, as plain text."""
    if label.textFormat() == Qt.TextFormat.PlainText:
        return label.text()
    document = QTextDocument()
    document.setHtml(label.text())
    return document.toPlainText()


def bots_game(game: str, seed: int = 3) -> Match:
    match = Match.start(game, [Seat(BOLD, "bot", "easy"), Seat(IMG, "bot", "easy")], seed=seed)
    match.play_out()
    return match


def test_the_helpers_escape_isolate_and_agree_with_you():
    assert name_text(BOLD) == "\u2068<b>Bo</b>\u2069"
    assert name_html(IMG) == "\u2068&lt;img src=x&gt;\u2069"
    assert win_title(["You"]) == "You win!" and win_title(["Ann"]) == "\u2068Ann\u2069 wins!"
    assert win_title(["You", "Ann"]).endswith(" win!")
    assert possessive("You") == "Your" and possessive("Ann") == "\u2068Ann\u2069's"
    assert name_button("R&D") == "\u2068R&&D\u2069"  # a lone & would underline the next letter


def test_goker_end_panel_and_reveal_show_names_as_typed(window, qtbot):
    match = bots_game("goker", seed=5)
    window.open_match(match)
    screen = window.screen_widget
    end = screen.end_panel  # the screen's end panel shows the game end and the level reveals
    assert IMG in shown(end.text) and BOLD in shown(end.text)
    assert shown(end.banner).startswith(f"\u2068{IMG}\u2069 wins!")  # seat 1 wins this seed
    screen.level_end.reveal(match.state.results[0], match.state.public_view().deck, 0)
    assert IMG in shown(end.text) and BOLD in shown(end.text)
    winner = match.seats[match.state.results[0].winner].name
    assert shown(end.banner) == f"\u2068{winner}\u2069 wins level 1!"


def test_goker_console_prompt_refusal_status_and_audience_are_plain(window, qtbot, monkeypatch):
    from gamenight.games.goker.ui.audience import AudienceWindow

    monkeypatch.setattr(AudienceWindow, "showFullScreen", AudienceWindow.show)
    match = Match.start("goker", [Seat(IMG), Seat(BOLD)], {"cards": "table", "draw": "app"}, seed=3)
    window.open_match(match)
    screen = window.screen_widget
    assert screen.prompt.textFormat() == Qt.TextFormat.PlainText
    guessing = match.seats[match.current_player].name
    assert shown(screen.prompt) == f"\u2068{guessing}\u2069: tap your guess for the next 5 balls on the board"
    screen.controller.refused.emit(f"it is not {BOLD}'s turn")
    assert screen.message.textFormat() == Qt.TextFormat.PlainText
    assert shown(screen.message) == f"it is not {BOLD}'s turn"
    screen.more.open_audience()
    qtbot.addWidget(screen.more.audience)
    audience = screen.more.audience
    assert audience.status.textFormat() == Qt.TextFormat.PlainText
    assert audience.winners.textFormat() == Qt.TextFormat.PlainText
    assert screen.status.textFormat() == Qt.TextFormat.PlainText


def test_pokeno_status_picker_and_winner_show_names_as_typed(window, qtbot):
    match = Match.start("pokeno", [Seat(BOLD), Seat(IMG, "bot", "easy")], seed=11)
    window.open_match(match)
    screen = window.screen_widget
    assert shown(screen.picker.prompt) == f"\u2068{BOLD}\u2069, choose your board"
    window.controller.act(match.state.legal_actions()[0], 0)
    qtbot.waitUntil(lambda: None not in match.state.board_of, timeout=5000)
    assert shown(screen.status).endswith(f"\u2068{BOLD}\u2069 calls")
    screen.controller.refused.emit(f"it is not {IMG}'s turn")
    assert f"it is not {IMG}'s turn" in shown(screen.message)
    finished = bots_game("pokeno", seed=11)
    window.open_match(Match.from_record(GameRecord.loads(finished.record.dumps())))
    winner = window.screen_widget.end_panel.text
    assert IMG in shown(winner) and BOLD in shown(winner)


def test_chart_legends_and_titles_show_names_as_typed(qtbot):
    from gamenight.app.charts import PlayerResultsChart, ScoreProgressionChart

    chart = ScoreProgressionChart()
    qtbot.addWidget(chart.widget)
    chart.show([BOLD, IMG], [(1, 2), (3, 4)])
    legend = QTextDocumentFragment.fromHtml(chart.widget.legend.text()).toPlainText()
    assert f"\u2068{BOLD}\u2069" in legend and f"\u2068{IMG}\u2069" in legend
    results = PlayerResultsChart()
    qtbot.addWidget(results.widget)
    results.show(BOLD, [])
    assert BOLD in results.plot.getPlotItem().titleLabel.item.toPlainText()
    assert BOLD in results.widget.message.text() and results.widget.message.textFormat() == Qt.TextFormat.PlainText


def test_the_resume_list_and_its_discard_question_are_plain(qtbot, tmp_path, monkeypatch):
    from gamenight.app.resume_dialog import ResumeDialog
    from gamenight.storage.autosave import AutosaveStore

    record = Match.start("pokeno", [Seat(IMG), Seat(BOLD)], seed=1).record
    autosaves = AutosaveStore(tmp_path)
    autosaves.save(record)
    dialog = ResumeDialog([record], autosaves)
    qtbot.addWidget(dialog)
    assert f"\u2068{IMG}\u2069, \u2068{BOLD}\u2069" in dialog.list.item(0).text()
    asked = []

    def answer(box):
        asked.append((box.textFormat(), box.text()))
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "exec", answer)
    dialog._discard()
    assert asked[0][0] == Qt.TextFormat.PlainText and IMG in asked[0][1] and dialog.list.count() == 1


@pytest.mark.parametrize("cell, written", [("=HYPERLINK(\"http://x\")", "'=HYPERLINK(\"http://x\")"),
                                           ("+Bo", "'+Bo"), ("-Bo", "'-Bo"), ("@Bo", "'@Bo"),
                                           ("-10", "-10"), ("+1.5", "+1.5"), ("Bo", "Bo"), (-10.0, -10.0), ("", "")])
def test_spreadsheet_safe_cells(cell, written):
    assert spreadsheet_safe(cell) == written


def test_the_history_list_isolates_names(qtbot, tmp_path):
    from gamenight.app.history_page import HistoryPage

    history, _ = HistoryStore.open(tmp_path / "history.sqlite")
    record = GameRecord("pokeno", {}, [Seat(IMG), Seat(BOLD)], seed=1)
    history.begin_game(record)
    history.finish_game(record, [3, 5], [2, 1])
    page = HistoryPage(history)
    qtbot.addWidget(page)
    assert page.table.item(0, 2).text() == f"\u2068{IMG}\u2069 3, \u2068{BOLD}\u2069 5"
    assert page.table.item(0, 3).text() == f"\u2068{BOLD}\u2069"


def test_history_csv_keeps_formula_names_as_text_and_scores_as_numbers(tmp_path):
    history, _ = HistoryStore.open(tmp_path / "history.sqlite")
    record = GameRecord("pokeno", {}, [Seat("=1+2"), Seat("@Bo"), Seat(BOLD)], seed=1)
    history.begin_game(record)
    history.finish_game(record, [-10, 5, 0], [3, 1, 2])
    path = tmp_path / "out.csv"
    export_history_csv(history, path, history.games())
    rows = list(csv.DictReader(path.open(encoding="utf-8")))
    assert [row["player"] for row in rows] == ["'=1+2", "'@Bo", BOLD]
    assert [row["score"] for row in rows] == ["-10.0", "5.0", "0.0"]


def test_goker_call_log_csv_goes_through_the_same_guard(window, qtbot, tmp_path):
    match = Match.start("goker", [Seat("Ann"), Seat("Bo")], {"cards": "table", "draw": "external"}, seed=3)
    window.open_match(match)
    screen = window.screen_widget
    match.record.log.append({"time": "=NOW()", "event": "-call", "call": -1, "ball": 7})  # an older record's
    match.record.log.append({"time": "@1", "event": "play", "index": 3, "action": {"kind": "ball", "number": 8}})
    path = tmp_path / "calls.csv"
    screen.more.export_call_log(str(path))
    assert path.read_text().splitlines()[1:] == ["'=NOW(),'-call,-1,B 7", "'@1,call,1,B 8"]


def test_okey_names_are_plain_text_on_the_table_and_the_round_panel():
    from gamenight.games.okey.rules import OkeyState
    from gamenight.games.okey.ui.round_panel import result_text
    from gamenight.games.okey.views import RoundEnd, RoundResult

    state = OkeyState({"start_points": 20, "gosterge": True, "okeys_pair": True, "colour_doubling": False,
                       "pairs": False})
    names = ["You", "<img src=x>", "Cy", "Di"]
    text = result_text(RoundResult(0, 1, RoundEnd.SETS_AND_RUNS, (2, 0, 2, 2)), names, state.scores(), True)
    assert "<img" not in text and "&lt;img src=x&gt;" in text


def test_lists_verbs_points_and_the_game_over_line_agree_with_the_names():
    from gamenight.table.names import as_object, game_over_text, names_list, points_text, subject

    assert names_list(["Ada"]) == "\u2068Ada\u2069"
    assert names_list(["Ada", "Bo", "Cy"]) == "\u2068Ada\u2069, \u2068Bo\u2069 and \u2068Cy\u2069"
    assert names_list([IMG, "Bo"], rich=True) == "\u2068&lt;img src=x&gt;\u2069 and \u2068Bo\u2069"
    assert subject("You", "plays", "play") == "\u2068You\u2069 play"
    assert subject("Ada", "plays", "play") == "\u2068Ada\u2069 plays"
    assert subject(["Ada", "Bo"], "wins", "win") == "\u2068Ada\u2069 and \u2068Bo\u2069 win"
    assert as_object("You") == "you" and as_object("Bo") == "\u2068Bo\u2069"
    assert [points_text(n) for n in (0, 1, -1, 2, 120, 2.5)] == ["0 pts", "1 pt", "-1 pt", "2 pts", "120 pts",
                                                                 "2.5 pts"]
    assert game_over_text(["You"]) == "Game over: You win."
    assert game_over_text(["Ada", "Bo", "Cy"]) == "Game over: \u2068Ada\u2069, \u2068Bo\u2069 and \u2068Cy\u2069 win."
    assert win_title(["Ada", "Bo", "Cy"]) == "\u2068Ada\u2069, \u2068Bo\u2069 and \u2068Cy\u2069 win!"


@pytest.mark.parametrize("game", ["goker", "pokeno", "okey", "jokers", "goodge"])
def test_the_header_names_the_winners_once_the_game_is_over(window, qtbot, game):
    from gamenight.table.names import game_over_text

    if game in ("okey", "jokers", "goodge"):  # four seats
        finished = Match.start(game, [Seat(name, "bot", "easy") for name in (BOLD, IMG, "Cy", "Di")], seed=5)
        finished.play_out()
    else:
        finished = bots_game(game, seed=5)
    window.open_match(Match.from_record(GameRecord.loads(finished.record.dumps())))
    screen = window.screen_widget
    winners = [finished.seats[seat].name for seat, place in enumerate(finished.state.placements()) if place == 1]
    assert screen.status.textFormat() == Qt.TextFormat.PlainText
    assert screen.status.text() == game_over_text(winners) and winners


def test_board_titles_and_pile_tooltips_show_names_as_typed(window, qtbot):
    for name in (IMG, BOLD):
        match = Match.start("pokeno", [Seat(name), Seat("Bo", "bot", "easy")], seed=11)
        window.open_match(match)
        window.controller.act(match.state.legal_actions()[0], 0)
        qtbot.waitUntil(lambda match=match: None not in match.state.board_of, timeout=5000)
        title = window.screen_widget.board_scenes[0].title
        document = QTextDocument()
        document.setHtml(title.toolTip())  # what the tooltip shows: Qt renders a tooltip that looks like markup
        assert document.toPlainText() == title.text() and name in document.toPlainText()
        assert "<img" not in document.toHtml().replace("&lt;img", "")

    match = Match.start("okey", [Seat(IMG), Seat(BOLD), Seat("Cy", "bot", "easy"), Seat("Di", "bot", "easy")], seed=3)
    window.open_match(match)
    screen = window.screen_widget
    qtbot.waitUntil(lambda: match.state.public_view().indicator is not None, timeout=5000)  # dealt
    qtbot.mouseClick(screen.pass_gate.open_button, Qt.MouseButton.LeftButton)
    for place in ("left", "self"):
        caption = screen.scene.stacks[place].caption
        document = QTextDocument()
        document.setHtml(screen.scene.stacks[place].toolTip())
        assert caption and document.toPlainText().startswith(caption)  # names as typed, no markup
    assert IMG in screen.scene.stacks["left"].caption or BOLD in screen.scene.stacks["left"].caption


def test_the_undo_question_shows_a_name_as_typed(qtbot, monkeypatch):
    from PySide6.QtWidgets import QWidget

    from gamenight.core.match import UndoStep
    from gamenight.table.undo_prompt import confirm_undo

    asked = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda parent, title, text: asked.append(text) or QMessageBox.StandardButton.Yes)
    parent = QWidget()
    qtbot.addWidget(parent)
    step = UndoStep(3, None, 1, f"Undo bid 50 for {BOLD}", 0)
    assert confirm_undo(parent, step, f"{name_text(BOLD)}'s move (bid 50)")
    document = QTextDocument()
    document.setHtml(asked[0])
    assert document.toPlainText() == f"Undo \u2068{BOLD}\u2069's move (bid 50)?"
    assert confirm_undo(parent, step) and len(asked) == 1  # one's own move, no round reopened: nothing asked
