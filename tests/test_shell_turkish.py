"""The shell, the table kit and the games' declarations in Turkish: the launcher, the new-game
dialog's house rules, the resume list, the score history (dates, order of names, CSV), the
shortcuts list, the rules windows and the kit's sentences; Turkish case mapping and collation."""
from __future__ import annotations

import csv
import os

import pytest
from PySide6.QtWidgets import QLabel

from gamenight.app.help_dialogs import ShortcutsDialog
from gamenight.app.history_page import HistoryPage
from gamenight.app.how_to_play import HowToPlayDialog
from gamenight.app.new_game_dialog import NewGameDialog
from gamenight.app.resume_dialog import ResumeDialog
from gamenight.app.rules_dialog import RulesDialog
from gamenight.core import registry
from gamenight.core.options import OptionRefused
from gamenight.core.records import GameRecord, Seat
from gamenight.storage.history import HistoryStore
from gamenight.table.language import install_language, translated
from gamenight.table.locale_text import local_time, lower, sorted_names, upper
from gamenight.table.names import game_over_text, name_text, round_title, win_title
from gamenight.table.pass_gate import PassGate
from test_resume_list import saved_games


def test_the_launcher_says_each_game_and_its_players_in_turkish(window, qtbot, turkish):
    tiles = window.launcher.tiles
    qtbot.waitUntil(lambda: tiles["okey"].players.text() == "4 oyuncu", timeout=2000)
    assert tiles["okey"].blurb.text() == "Türk taş oyunu: per ve seri dizin, göstergeye göre elinizi bitirin."
    assert tiles["okey"].players.text() == "4 oyuncu" and tiles["goker"].players.text() == "2-10 oyuncu"
    install_language("en")  # back to English: the tiles follow
    qtbot.waitUntil(lambda: tiles["okey"].players.text() == "4 players", timeout=2000)


def test_the_new_game_dialog_names_the_house_rules_in_turkish(qtbot, turkish):
    from gamenight.storage.settings import Settings

    dialog = NewGameDialog(registry.get("okey"), Settings())
    qtbot.addWidget(dialog)
    labels = {label.text() for label in dialog.findChildren(QLabel)}
    assert {"Başlangıç puanı", "Gösterge", "Eşli", "Renk katlaması"} <= labels
    assert dialog.findChild(QLabel, "description-pairs").text() == "Eşler karşılıklı oturur ve puanlarını paylaşır."
    assert dialog.seat_rows[0].name.text() == "Siz" and dialog.request().seats[0].name == "You"  # kept as data
    with pytest.raises(OptionRefused) as refused:
        registry.get("okey").resolve_options({"start_points": 99})
    assert translated(refused.value.reason) == "Başlangıç puanı: 99, 5-21 aralığının dışında"
    assert str(refused.value) == "Start points: 99 is outside 5-21"  # the English, for logs and the CLI


def test_the_resume_list_reads_in_turkish_with_a_turkish_date(qtbot, tmp_path, turkish):
    autosaves, history, records = saved_games(tmp_path, 1)
    os.utime(autosaves.path_for(records[0].match_id), (1_700_000_000, 1_700_000_000))  # 14 Nov 2023 (a Tuesday)
    dialog = ResumeDialog(records, autosaves, history=history)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Bir oyuna devam et" and dialog.resume_button.text() == "Devam et"
    text = dialog.list.item(0).text()
    assert "çekiliş konsolu \u00b7 1. tur, 1. çekiliş \u00b7 son oynanış " in text
    assert "Kas 2023 Sal" in text and "başlangıç " in text
    dialog.list.selectAll()
    assert dialog.discard_button.text() == "Sil\u2026"


def stored(tmp_path, names_by_game):
    history, _ = HistoryStore.open(tmp_path / "history.sqlite")
    for number, names in enumerate(names_by_game):
        record = GameRecord("pokeno", {}, [Seat(name) for name in names], seed=number,
                            created=f"2026-03-0{number + 1}T18:05:00")
        history.begin_game(record)
        history.set_rounds(record.match_id, [tuple(range(len(names)))])
    return history


def test_the_history_shows_turkish_dates_sorts_names_the_turkish_way_and_exports_turkish_csv(qtbot, tmp_path,
                                                                                            turkish):
    history = stored(tmp_path, [["Zeynep", "Deniz"], ["Çiğdem", "Can"], ["You", "Ilgaz"]])
    page = HistoryPage(history)
    qtbot.addWidget(page)
    headers = [page.table.horizontalHeaderItem(column).text() for column in range(page.table.columnCount())]
    assert headers == ["Tarih", "Oyun", "Oyuncular ve puanlar", "Kazanan", "Durum"]
    assert page.table.item(0, 0).text() == "3 Mar 2026 Sal 18:05" and page.table.item(0, 4).text() == "sürüyor"
    players = [page.player_filter.itemText(index) for index in range(page.player_filter.count())]
    assert players == ["Tüm oyuncular", "Can", "Çiğdem", "Deniz", "Ilgaz", "Siz", "Zeynep"]  # "You" is "Siz"
    assert "(sürüyor: 1 turdan sonraki toplamlar)" in page.table.item(0, 2).text()
    path = tmp_path / "history.csv"
    page.export_csv(str(path))
    with open(path, encoding="utf-8") as handle:
        rows = list(csv.reader(handle))
    assert rows[0][:6] == ["oyun_no", "oyun", "başlangıç", "bitiş", "durum", "koltuk"] and rows[0][-1] == "tur_1"
    assert rows[1][2] == "03.03.2026 18:05" and rows[1][4] == "sürüyor"


def test_names_sort_and_change_case_by_the_language(turkish):
    assert sorted_names(["Deniz", "Zeynep", "Çiğdem", "Can", "Ömer", "Ilgaz", "İpek"]) == \
        ["Can", "Çiğdem", "Deniz", "Ilgaz", "İpek", "Ömer", "Zeynep"]
    assert upper("istanbul ılık") == "İSTANBUL ILIK" and lower("IRMAK İZ") == "ırmak iz"
    install_language("en")
    assert upper("istanbul") == "ISTANBUL"
    assert local_time("2026-03-03T18:05:00") == "Tue 3 Mar 2026 18:05"


def test_the_shortcuts_list_reads_in_turkish(window, qtbot, turkish):
    dialog = ShortcutsDialog(window)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Klavye kısayolları"
    commands = [what for _, what in dialog.shortcuts]
    assert "Skor geçmişi" in commands and "Okey: masada odağı taşı" in commands


def test_the_kit_says_its_sentences_in_turkish(qtbot, turkish):
    from PySide6.QtWidgets import QWidget

    area = QWidget()
    qtbot.addWidget(area)
    gate = PassGate(area, what="rack")
    gate.ask(1, "Ada")
    assert gate.open_button.text() == "Ben \u2068Ada\u2069: ıstakamı göster"
    assert win_title(["You"]) == "Siz kazandınız!"
    assert win_title(["Ada", "Bo"]) == "\u2068Ada\u2069 ve \u2068Bo\u2069 kazandı!"
    assert round_title([]) == "Bu turu kimse kazanmadı"
    assert game_over_text(["Ada"]) == "Oyun bitti: \u2068Ada\u2069 kazandı."
    assert name_text("You") == "\u2068Siz\u2069"  # the stored seat name stays "You"


@pytest.fixture
def rules_pages(tmp_path, monkeypatch):
    """A resources folder with an English and a Turkish page of Okey (same sections, in order)."""
    from gamenight.app import rules_dialog

    folder = tmp_path / "resources"
    (folder / "rules").mkdir(parents=True)
    (folder / "rules" / "okey.md").write_text("# Okey\n\nTiles.\n\n## The aim\n\nWin.\n\n## Setup\n\nDeal.\n\n"
                                              "## A turn\n\nDraw, discard.\n", encoding="utf-8")
    (folder / "rules" / "okey.tr.md").write_text("# Okey\n\nTaşlar.\n\n## Amaç\n\nKazan.\n\n## Hazırlık\n\nDağıt.\n\n"
                                                 "## Bir tur\n\nÇek, at.\n", encoding="utf-8")
    monkeypatch.setattr(rules_dialog, "resources_dir", lambda: folder)
    monkeypatch.setattr(rules_dialog, "resource_path", lambda relative: folder / relative)


def test_the_rules_windows_load_the_page_of_the_language_and_follow_a_change(qtbot, rules_pages, turkish):
    rules = RulesDialog("okey")
    qtbot.addWidget(rules)
    assert rules.windowTitle() == "Kurallar \u2014 Okey" and "Kazan." in rules.browser.toPlainText()
    how = HowToPlayDialog("okey")
    qtbot.addWidget(how)
    shown = how.browser.toPlainText()
    assert "Amaç" in shown and "Bir tur" in shown and "Hazırlık" not in shown  # the same sections by place
    assert how.full_rules.text() == "Tüm kurallar"
    install_language("en")
    qtbot.waitUntil(lambda: rules.windowTitle() == "Rules \u2014 Okey", timeout=2000)
    assert "Win." in rules.browser.toPlainText()
    assert "The aim" in how.browser.toPlainText() and how.full_rules.text() == "Full rules"


def test_a_language_change_renames_the_menus_in_place(window, qtbot):
    """The same menus and items, with new words and the same keys: nothing is deleted and rebuilt."""
    from PySide6.QtWidgets import QMenu

    before = [item for item, _ in window.menu_words]
    keys = [item.shortcut().toString() for item in before if not isinstance(item, QMenu)]
    install_language("tr")
    try:
        assert [item for item, _ in window.menu_words] == before
        assert [item.title() for item in window.menuBar().findChildren(QMenu) if item in before][:4] == \
            ["&Oyun", "&Düzen", "&Görünüm", "&Yardım"]
        assert window.undo_action.text() == "&Geri al" and window.undo_action in before
        assert [item.shortcut().toString() for item in before if not isinstance(item, QMenu)] == keys
    finally:
        install_language("en")
    assert window.undo_action.text() == "&Undo"


def test_a_game_not_built_yet_says_so_in_turkish(window, qtbot, pig, turkish):
    from dataclasses import replace

    from PySide6.QtWidgets import QMessageBox

    from gamenight.app.smoke import when_modal

    registry.register(replace(pig, id="unbuilt", built=False))
    said = []
    try:
        when_modal(QMessageBox, lambda box: (said.append(box.text()), box.accept()))
        assert window.new_game("unbuilt") is None
    finally:
        registry.unregister("unbuilt")
    assert said == ["Pig henüz hazır değil."]
