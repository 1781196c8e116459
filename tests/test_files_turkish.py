"""Why a file cannot be used, in Turkish where the player reads it (issue 28): a deck file chosen in
the new-game dialog, a saved game from a newer Game Night, a settings file that is not JSON, a grid
typed in by hand, Pokeno's boards; and the new-game dialog's numbered seats past the default names.
The exceptions' own text stays English (logs, the CLI)."""
from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QLocale

from gamenight.app.application import build_main_window, create_application
from gamenight.app.context import AppContext
from gamenight.app.new_game_dialog import NewGameDialog
from gamenight.app.smoke import when_modal
from gamenight.core.datafiles import json_problem
from gamenight.core.match import Match
from gamenight.core.records import RECORD_VERSION, Seat
from gamenight.core.words import Words
from gamenight.games.goker.deck import generate_deck
from gamenight.games.pokeno.boards import BoardError, boards_from_json, boards_to_json, generate_boards
from gamenight.storage import paths
from gamenight.table.language import translated
from test_storage_turkish import start_in_turkish

DECK = generate_deck(7, "Club deck").to_json()


@pytest.fixture
def warnings(monkeypatch):
    """The texts of the warning boxes the app shows (instead of showing them)."""
    from PySide6.QtWidgets import QMessageBox

    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *rest: said.append(text))
    return said


def in_new_game_dialog(window, game_id: str, look):
    """What `look(dialog)` returns, in the new-game dialog opened from `game_id`'s tile (then cancelled)."""
    seen = []

    def act(dialog: NewGameDialog) -> None:
        seen.append(look(dialog))
        dialog.reject()

    when_modal(NewGameDialog, act)
    window.launcher.tiles[game_id].button.click()
    assert seen, "the new-game dialog did not open"
    return seen[0]


def without(card: str) -> str:
    data = json.loads(DECK)
    del data["cards"][card]
    return json.dumps(data)


@pytest.mark.parametrize("text, said", [
    (DECK.replace('"2C": [[', '"2C": [[99, '), "2C kartı: B sütununa 5 sayı gerekli"),
    (DECK.replace('"version": 1,', '"version": 1'), "bozuk: geçerli JSON değil, 1. satırda virgül eksik"),
    (DECK.replace('"version": 1', '"version": 2'),
     "2. sürüm, daha yeni bir Game Night ile yapılmış; bu Game Night en fazla 1. sürümü okuyabiliyor"),
    ('{"format": "gamenight-record"}', "bir Goker deste dosyası değil"),
    (without("KD"), "destede 1 kart eksik: KD"),
    ("[" * 100 + "]" * 100, "bozuk: 64 düzeyden daha derin iç içe geçmiş"),
], ids=["short-column", "no-comma", "newer", "not-a-deck", "missing-card", "deep"])
def test_a_damaged_deck_file_chosen_in_the_new_game_dialog_says_why_in_turkish(window, qtbot, tmp_path, turkish,
                                                                              text, said):
    (tmp_path / "deste.json").write_text(text)

    def choose(dialog: NewGameDialog) -> str:
        dialog.option_widgets["deck"].load(str(tmp_path / "deste.json"))
        return dialog.error.text()

    assert in_new_game_dialog(window, "goker", choose) == f"deste.json kullanılamıyor: {said}"


def test_the_new_game_dialog_numbers_the_seats_past_the_default_names_in_turkish(window, qtbot, turkish):
    names = window.context.settings.default_names

    def thirteen(dialog: NewGameDialog) -> list[str]:
        dialog.player_count.setValue(len(names) + 1)
        return [row.name.text() for row in dialog.seat_rows[: len(names) + 1]]

    shown = in_new_game_dialog(window, "pokeno", thirteen)  # Pokeno seats up to 24
    assert len(names) == 12 and shown[1:] == [*names[1:], "Oyuncu 13"]
    assert shown[0] == "Siz"  # the default name "You" is the language's word


def test_a_saved_game_from_a_newer_game_night_says_so_in_turkish_at_start(qtbot, turkish, warnings):
    record = Match.start("goker", [Seat("Ann"), Seat("Bob", "bot", "normal")], seed=3).record.to_json()
    record["record_version"] = RECORD_VERSION + 1
    paths.autosave_dir().mkdir(parents=True)
    (paths.autosave_dir() / "newer.json").write_text(json.dumps(record))
    start_in_turkish(qtbot)
    kept = next(paths.autosave_dir().glob("newer.json.damaged-*")).name
    assert warnings == [f"Kayıtlı bir oyun okunamadı ({RECORD_VERSION + 1}. sürüm, daha yeni bir Game Night ile "
                        f"yapılmış; bu Game Night en fazla {RECORD_VERSION}. sürümü okuyabiliyor). Dosya {kept} "
                        f"adıyla saklandı."]


@pytest.mark.parametrize("content, said", [
    (b'{"theme": "dark",}', "bozuk: geçerli JSON değil, 1. satırda çift tırnak içinde bir ad eksik"),
    (b'{"theme": "dark", "theme": "light"}', 'bozuk: "theme" iki kez verilmiş'),
    (b"\xff\xfe{", "bozuk, metin değil"),
], ids=["no-name", "twice", "not-text"])
def test_a_settings_file_that_cannot_be_read_says_why_in_turkish_at_start(qtbot, turkish, warnings, monkeypatch,
                                                                       content, said):
    paths.config_dir().mkdir(parents=True)
    paths.settings_path().write_bytes(content)
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("tr_TR")))  # defaults speak Turkish
    create_application()
    window = build_main_window(AppContext.open())
    qtbot.addWidget(window)
    window.after_start()
    kept = next(paths.config_dir().glob("settings.json.damaged-*")).name
    assert warnings == [f"Ayar dosyanız okunamadı ({said}); varsayılan ayarlar kullanılıyor. Eski dosya {kept} "
                        "adıyla saklandı."]


def test_a_grid_typed_in_by_hand_is_checked_in_turkish(qtbot, turkish):
    from gamenight.games.goker.ui.grid_entry import GridEntryDialog

    match = Match.start("goker", [Seat("Ann"), Seat("Bob")], {"cards": "table", "draw": "external"}, seed=3)
    dialog = GridEntryDialog(match.state.public_view())
    qtbot.addWidget(dialog)
    dialog.fill([[2, 3, 1, 4, 5], [17, 18, 16, 19, 17], [31, 32, 0, 34, 35], [47, 48, 46, 49, 50],
                 [62, 63, 61, 64, 65]])
    assert dialog.error.text() == "I sütunu, 5. satır: 17, I sütununda iki kez geçiyor"
    dialog.boxes[1][4].setValue(5)
    assert dialog.error.text() == "I sütunu, 5. satır: 5, 16-30 aralığının dışında"


@pytest.mark.parametrize("damage, said, english", [
    (lambda d: d["boards"][1].__setitem__(3, d["boards"][1][0]), "tahta 2: {card} iki kez geçiyor (ikincisi 1. "
     "satır, 4. sütunda)", "board 2: {card} appears twice (second time at row 1, column 4)"),
    (lambda d: d["boards"][0].pop(), "tahta 1: 25 değil, 24 kart var", "board 1: has 24 cards, not 25"),
    (lambda d: d["boards"][0].__setitem__(0, "ZZ"), "tahta 1: kart kodu değil: 'ZZ'", "board 1: not a card code: 'ZZ'"),
    (lambda d: d.update(format="x"), "bir Pokeno tahta dosyası değil", "it is not a Pokeno board file"),
    (lambda d: d.update(boards=[]), "hiç tahta içermiyor", "it holds no boards"),
], ids=["card-twice", "short", "not-a-card", "other-format", "empty"])
def test_a_bad_pokeno_board_file_says_why_in_turkish(turkish, damage, said, english):
    """No screen chooses a board file (the boards are built in): the reason a damaged one gives."""
    data = json.loads(boards_to_json(generate_boards(2, seed=5), 5))
    card = data["boards"][1][0]
    damage(data)
    with pytest.raises(BoardError) as refused:
        boards_from_json(json.dumps(data))
    assert translated(refused.value.reason) == said.format(card=card)
    assert str(refused.value) == english.format(card=card)


@pytest.mark.parametrize("text", ['{"a" 1}', '{"a": 1 "b": 2}', "[1,]", "{,}", '"abc', '"a\x01"', '"\\q"', '"\\u12"',
                                  "1 2", ""])
def test_every_json_syntax_problem_is_said_in_turkish(turkish, text):
    """The json module's own messages (English) never reach a Turkish reason."""
    with pytest.raises(json.JSONDecodeError) as problem:
        json.loads(text)
    reason = json_problem(problem.value.msg)
    assert isinstance(reason, Words) and translated(reason) != str(reason)


def test_a_saved_game_whose_moves_do_not_replay_gives_the_rules_reason_in_turkish_at_start(qtbot, turkish,
                                                                                          warnings):
    """The engine's own reason, carried as Words from the replay to the notice, with the move's number."""
    match = Match.start("okey", [Seat("Ann")] + [Seat(name, "bot", "easy") for name in ("Bo", "Cy", "Di")], seed=3)
    match.apply(match.draw_chance())  # the deal
    record = match.record.to_json()
    wrong = {"kind": "finish", "tile": match.state.view(match.current_player).rack[0].code}
    reason = match.state.illegal_reason(match.info.codec.decode(wrong))
    assert isinstance(reason, Words)
    record["actions"].append(wrong)
    paths.autosave_dir().mkdir(parents=True)
    (paths.autosave_dir() / "bad.json").write_text(json.dumps(record))
    start_in_turkish(qtbot)
    [said] = warnings
    assert f"(yeniden oynatılamıyor: 1. hamle: {translated(reason)})" in said and said.startswith("Kayıtlı bir oyun")
    assert "action" not in said
