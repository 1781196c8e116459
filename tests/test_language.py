"""The app's language: the catalogues are current and complete, Preferences switch the language
with a game in progress, and the engines' `Words` are translated where they are shown."""
from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTranslator

from gamenight.core.words import Number, Words, sentences, words
from gamenight.table.language import chosen_language, install_language, translated, translated_in
from user_path import choose_language, play_on, start_seeded

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))
import translations  # noqa: E402


def test_the_catalogues_are_current_with_the_code_and_complete():
    done = subprocess.run([sys.executable, str(ROOT / "packaging" / "translations.py"), "--check"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_check_finds_an_unfinished_entry_and_a_translation_that_drops_a_blank():
    root = ET.fromstring("""<TS version="2.1" language="tr_TR"><context><name>GameTile</name>
        <message><source>Play</source><translation type="unfinished"></translation></message>
        <message><source>Start a new game of {game}</source><translation>Yeni oyun</translation></message>
        <message><source>Score history</source><translation>Skor geçmişi</translation></message>
        </context></TS>""")
    found = translations.problems(root, "tr")
    assert found == ["tr: unfinished: [GameTile] 'Play'",
                     "tr: blanks differ from the source's: [GameTile] 'Start a new game of {game}'"]


def test_a_sentence_with_a_count_becomes_a_plural_entry_and_keeps_its_forms():
    extracted = ET.fromstring("""<TS><context><name>okey</name>
        <message><source>%n tile(s) left</source><translation type="unfinished"/></message>
        <message><source>Take it</source><translation type="unfinished"/></message></context></TS>""")
    before = ET.fromstring("""<TS><context><name>okey</name><message numerus="yes"><source>%n tile(s) left</source>
        <translation><numerusform>%n tile left</numerusform><numerusform>%n tiles left</numerusform></translation>
        </message></context></TS>""")
    english = translations.merged(extracted, "en", translations.entries(before))
    (message,) = english.iter("message")  # English keeps only its plurals
    assert message.get("numerus") == "yes"
    assert [form.text for form in message.iter("numerusform")] == ["%n tile left", "%n tiles left"]
    assert translations.problems(english, "en") == []


def test_the_launcher_and_menus_open_in_turkish_when_it_is_chosen(qtbot, english_after):
    from gamenight.app.application import build_main_window, create_application
    from gamenight.app.context import AppContext

    create_application()
    context = AppContext.open()
    context.settings.language = "tr"
    window = build_main_window(context)
    qtbot.addWidget(window)
    assert window.launcher.heading.text() == "Bir oyun seçin"
    assert window.launcher.tiles["okey"].button.text() == "Oyna"
    assert [action.text() for action in window.menuBar().actions()] == ["&Oyun", "&Düzen", "&Görünüm", "&Yardım"]


def test_preferences_switch_the_language_and_the_game_in_progress_goes_on(window, qtbot, english_after):
    start_seeded(window, qtbot, "okey", {1: "easy", 2: "easy", 3: "easy"}, ["Ada", "Bo", "Cy", "Di"], seed=7)
    play_on(window, qtbot, 3)
    controller, before = window.controller, list(window.controller.match.record.actions)
    undo_enabled = window.undo_action.isEnabled()

    choose_language(window, qtbot, "tr")
    qtbot.waitUntil(lambda: window.menuBar().actions()[0].text() == "&Oyun", timeout=3000)  # Qt posts the change
    assert window.undo_action.isEnabled() == undo_enabled and window.rules_action.isEnabled()
    assert window.controller is controller, "the game in progress was not kept"
    assert controller.match.record.actions[:len(before)] == before  # bots may have moved on since
    assert window.stack.currentWidget() is window.screen_widget
    assert window.screen_widget.controller is controller
    window.show_launcher()
    assert window.launcher.heading.text() == "Bir oyun seçin"


def test_an_engines_words_are_translated_with_their_blanks_and_plural(tmp_path, qtbot):
    source = tmp_path / "probe_tr.ts"
    source.write_text("""<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS>
<TS version="2.1" language="tr_TR"><context><name>probe</name>
<message><source>Take {tile} from the discard pile</source><translation>{tile} taşını yerden al</translation></message>
<message><source>red {number}</source><translation>kırmızı {number}</translation></message>
<message numerus="yes"><source>%n tile(s) left</source><translation><numerusform>%n taş kaldı</numerusform>
</translation></message></context></TS>""", encoding="utf-8")
    subprocess.run([translations.tool("pyside6-lrelease"), "-silent", str(source), "-qm",
                    str(tmp_path / "probe_tr.qm")], check=True, timeout=60)
    tile = words("probe", "red {number}")(number=7)
    take = words("probe", "Take {tile} from the discard pile")(tile=tile)
    left = words("probe", "%n tile(s) left")(n=3)
    assert (str(take), str(left)) == ("Take red 7 from the discard pile", "3 tile(s) left")
    translator = QTranslator()
    assert translator.load(str(tmp_path / "probe_tr.qm"))
    QCoreApplication.installTranslator(translator)
    try:
        assert translated(take) == "kırmızı 7 taşını yerden al"
        assert translated(left) == "3 taş kaldı"
        assert translated("Ada") == "Ada"
    finally:
        QCoreApplication.removeTranslator(translator)
    assert translated(take) == "Take red 7 from the discard pile"


def test_words_are_values_a_view_can_carry():
    first = words("okey", "Take {tile}")(tile="x")
    assert first == Words("okey", "Take {tile}", (("tile", "x"),))
    assert hash(first) == hash(words("okey", "Take {tile}")(tile="x"))


def test_the_language_chosen_for_each_preference():
    assert chosen_language("tr") == "tr"
    assert chosen_language("en") == "en"
    assert chosen_language("system") in {"en", "tr"}


def test_words_read_in_a_phones_language_whatever_the_windows(qapp, english_after):
    """The host's window may be English and a phone Turkish, or the other way round."""
    tv = words("MainWindow", "&TV table\u2026")
    install_language("en")
    assert translated_in(tv, "tr") == "T&V masası\u2026" and translated(tv) == "&TV table\u2026"
    install_language("tr")
    assert translated_in(tv, "en") == "&TV table\u2026" and translated(tv) == "T&V masası\u2026"
    assert translated_in(tv, "xx") == "&TV table\u2026"  # a language the app does not speak
    assert translated_in("Ada", "tr") == "Ada"


def test_a_phones_counts_numbers_and_sentences_read_in_its_language(qapp, english_after):
    """A count takes the phone's plural form with the number in it, as the window's does; a number
    with a fraction is written the language's way; whole sentences joined are each translated."""
    left = words("OkeyKeys", "Okey: the stock, %n tile(s) left")
    install_language("tr")
    assert translated_in(left(n=1), "en") == "Okey: the stock, 1 tile left"
    assert translated_in(left(n=47), "en") == "Okey: the stock, 47 tiles left"
    assert translated_in(left(n=47), "tr") == translated(left(n=47)) == "Okey: orta, 47 taş kaldı"
    assert (translated_in(Number(9.46), "tr"), translated_in(Number(9.46), "en")) == ("9,5", "9.5")
    assert translated(Number(9.46)) == "9,5" and str(Number(9.46)) == "9.5"
    two = sentences(words("PhoneServer", "A hint is for your own turn."), left(n=2))
    assert str(two) == "A hint is for your own turn. Okey: the stock, 2 tile(s) left"
    assert translated_in(two, "tr") == "İpucu yalnızca kendi sıranızda alınır. Okey: orta, 2 taş kaldı"


def test_words_said_again_in_a_phones_language_are_read_from_the_catalogue_once(qapp, monkeypatch):
    """A phone table says the same words after every move: said once, then known; words equal but
    said differently (a blank 1, 1.0 or True) each as they are, and a blank no key can hold too."""
    from gamenight.table import language

    asked = []
    real = language._catalogue
    monkeypatch.setattr(language, "_catalogue", lambda code: type("Counted", (), {
        "translate": lambda _self, *args: asked.append(args) or real(code).translate(*args)})())
    language._said_in.cache_clear()
    took = words("okey", "took {tile}")
    assert [translated_in(took(tile="R5a"), "tr") for _ in range(3)] == [translated_in(took(tile="R5a"), "tr")] * 3
    assert len(asked) == 1
    blank = words("PhoneTable", "{piece} is not one of your pieces")
    assert [translated_in(blank(piece=value), "en") for value in (1, 1.0, True)] == [
        "1 is not one of your pieces", "1.0 is not one of your pieces", "True is not one of your pieces"]
    assert translated_in(blank(piece=[1, 2]), "en") == translated_in(blank(piece=[1, 2]), "en") == \
        "[1, 2] is not one of your pieces"
