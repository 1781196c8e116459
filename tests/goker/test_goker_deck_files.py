"""A deck file a user chooses gets the limits of a saved game (size, nesting, no key twice), is
refused with a message in the new-game dialog, and a game's record keeps only the deck itself
(issue 24, "Files a user chooses")."""
import json

import pytest

from gamenight.core import registry
from gamenight.core.match import Match
from gamenight.core.records import GameRecord, RecordError, Seat
from gamenight.games.goker.deck import MAX_NAME_CHARS, DeckError, deck_file_value, generate_deck

DECK = generate_deck(7, "Club deck")
FOUR_MB = 4 * 1024 * 1024
"""The most a saved game may be (`storage.files.MAX_FILE_BYTES`)."""


def with_name(name: str) -> str:
    return DECK.to_json().replace('"name": "Club deck"', f'"name": {json.dumps(name)}')


def hostile_decks() -> dict[str, tuple[str, str]]:
    """file name -> (its text, the words the refusal must hold)."""
    text = DECK.to_json()
    return {
        "deep.json": ("[" * 100_000 + "]" * 100_000, "nested more than 64 levels deep"),
        "twice.json": (text.replace('"2C": [[', '"AS": ' + json.dumps(DECK.grids[next(iter(DECK.grids))].columns())
                                    + ',\n  "2C": [['), '"AS" is given twice'),
        "padded.json": (text + " " * FOUR_MB, "too big"),
        "long_name.json": (with_name("x" * FOUR_MB), "too big"),
        "name.json": (with_name("y" * (MAX_NAME_CHARS + 1)), f"{MAX_NAME_CHARS + 1} characters long"),
        "huge_number.json": (text.replace('"version": 1', '"version": 1' + "0" * 5000), "number too big"),
    }


@pytest.mark.parametrize("name", list(hostile_decks()))
def test_a_hostile_deck_file_is_refused_in_words(name):
    text, words = hostile_decks()[name]
    with pytest.raises(DeckError) as refused:
        deck_file_value(text)
    assert words in str(refused.value)
    with pytest.raises(ValueError, match=words.replace("(", r"\(")):
        registry.get("goker").resolve_options({"deck": text})


def test_the_record_keeps_the_deck_not_the_file():
    """Padding within the size limit and keys the deck does not use are left out of the record."""
    data = json.loads(DECK.to_json())
    data["notes"] = "z" * 100_000
    padded = json.dumps(data) + " " * (FOUR_MB - 200_000)
    match = Match.start("goker", [Seat("Ann"), Seat("Bob", "bot", "normal")], {"deck": padded}, seed=3)
    assert match.record.options["deck"] == DECK.to_json()
    assert len(match.record.dumps()) < 10_000
    assert match.state.deck == DECK
    again = Match.from_record(GameRecord.loads(match.record.dumps()))
    assert again.state.deck == DECK


def test_a_record_with_a_key_twice_is_refused_like_a_deck_file():
    text = Match.start("goker", [Seat("Ann"), Seat("Bob", "bot", "normal")], seed=3).record.dumps()
    with pytest.raises(RecordError, match='"seed" is given twice'):
        GameRecord.loads(text.replace('"seed": 3', '"seed": 3, "seed": 4'))


def test_the_new_game_dialog_says_why_a_deck_file_is_refused_and_keeps_the_choice(qtbot, tmp_path, capfd):
    from gamenight.app.new_game_dialog import NewGameDialog
    from gamenight.storage.settings import Settings

    dialog = NewGameDialog(registry.get("goker"), Settings())
    qtbot.addWidget(dialog)
    picker = dialog.option_widgets["deck"]
    good = tmp_path / "club.json"
    good.write_text(DECK.to_json() + " " * 100_000)
    picker.load(str(good))
    assert picker.label.text() == "club.json" and dialog.error.text() == ""
    for name, (text, words) in hostile_decks().items():
        path = tmp_path / name
        path.write_text(text)
        picker.load(str(path))
        assert dialog.error.text().startswith(f"{name} cannot be used: ") and words in dialog.error.text(), name
        assert picker.label.text() == "club.json" and dialog.request().options["deck"] == DECK.to_json()
    (tmp_path / "binary.json").write_bytes(b"\xff\xfe{")
    picker.load(str(tmp_path / "binary.json"))
    assert "binary.json cannot be used: it is not text" in dialog.error.text()
    picker.load(str(good))
    assert dialog.error.text() == ""
    dialog.accept()
    assert dialog.result() == 1
    assert "Traceback" not in capfd.readouterr().err
