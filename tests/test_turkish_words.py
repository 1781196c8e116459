"""The Turkish words agree with themselves, in the app's catalogue, on the phone page and in the rules
pages alike:
one form of address (the polite "siz": no "sen", no informal ending, and a sentence that speaks to
"you" says so in the polite form), one word for each thing of a game (Goodge's stash is "dip", never
"zula"; a bid is "ihale", never "teklif"; a round is "tur" and a trick "el", never both "el"), no
entry left as its English (a bot's level), and no garbled first dealer ("İlk 1. oyuncu dağıtır")."""
from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET

import pytest

from gamenight.core.reports import named
from gamenight.games.goodge.actions import FirstDealer
from gamenight.games.goodge.rules import GoodgeState
from gamenight.resources import resources_dir
from gamenight.table.language import translated_in

CATALOGUE = resources_dir() / "translations" / "gamenight_tr.ts"
PHONE_PAGE = resources_dir() / "phone"
RULES_PAGES = sorted((resources_dir() / "rules").glob("*.tr.md"))


def catalogue() -> list[tuple[str, str, str]]:
    """(context, English source, Turkish) for every form of every entry of the app's catalogue."""
    found = []
    for context in ET.parse(CATALOGUE).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            forms = [form.text or "" for form in translation.iter("numerusform")] or [translation.text or ""]
            found += [(name, message.findtext("source", ""), form) for form in forms]
    return found


def phone_words() -> list[tuple[str, str, str]]:
    """("phone", English, Turkish) for every entry of the phone page's Turkish tables: words.js's,
    and those the page's other scripts add (night.js's `GN.addWords`)."""
    literal = r'"((?:[^"\\]|\\.)*)"'
    found = []
    for script in sorted(PHONE_PAGE.glob("*.js")):
        text = script.read_text(encoding="utf-8")
        for start in (match.end() for match in re.finditer(r"\btr: \{", text)):
            table = text[start:_closing_brace(text, start)]
            found += [("phone", json.loads(f'"{english}"'), json.loads(f'"{turkish}"'))
                      for english, turkish in re.findall(rf"{literal}:\s*{literal}", table)]
    return found


def _closing_brace(text: str, start: int) -> int:
    """Where the object literal opened just before `start` closes (braces inside strings skipped)."""
    depth, index = 1, start
    while depth:
        char = text[index]
        if char == '"':
            index = re.compile(r'"(?:[^"\\]|\\.)*"').match(text, index).end()
            continue
        depth += {"{": 1, "}": -1}.get(char, 0)
        index += 1
    return index


def test_the_phone_tables_are_all_read():
    scripts = {script.name for script in PHONE_PAGE.glob("*.js") if "tr: {" in script.read_text(encoding="utf-8")}
    assert {"words.js", "night.js"} <= scripts
    english = {entry[1] for entry in phone_words()}
    assert {"Standings", "Your turn"} <= english or {"Standings"} <= english


ENTRIES = catalogue() + phone_words()


def lower(text: str) -> str:
    """Turkish small letters (I -> ı, İ -> i)."""
    return text.replace("I", "ı").replace("İ", "i").lower()


def turkish_words(text: str) -> list[str]:
    return re.findall(r"[a-zçğıöşü]+", lower(re.sub(r"\{\w+\}|%n", " ", text)))


INFORMAL_WORDS = {"sen", "sana", "seni", "senin", "sende", "senden", "sence", "seninle", "kendin"}
INFORMAL_ENDING = re.compile(r"(yorsun|yorsan|[ıiuü]rs[ıiuü]n|[ae]rs[ıiuü]n|[ae]rsen|[ıiuü]rsan"
                             r"|m[ae]l[ıi]s[ıi]n|[ae]c[ae]ks[ıi]n|bilirsin|m[ıiuü]s[ıiuü]n)$")
"""Endings of the second person singular: -iyorsun, -ırsın, -ırsan, -malısın, -acaksın, -ebilirsin,
-mısın. (An informal past, "kazandın", or possessive, "kartın", looks like a genitive: the sentences
that speak to "you" are checked for the polite form instead.)"""
POLITE = re.compile(r"(s[ıiuü]n[ıiuü]z|[ıiuü]n[ıiuü]z|n[ıiuü]z|[ıiuü]n\b|siz\w*|l[ae]r[ıi]n|y[ıiuü]n\b)")
"""A polite "you" somewhere in a sentence: -sınız, -ınız, siz..., an imperative -in/-yin (-ler of
"you" the plural is fine too)."""
SPEAKS_TO_YOU = re.compile(r"\b(you|your|yours|yourself)\b", re.IGNORECASE)


def informal_words(text: str) -> list[str]:
    return [word for word in turkish_words(text) if word in INFORMAL_WORDS or INFORMAL_ENDING.search(word)]


def test_every_sentence_speaks_to_you_in_the_polite_form():
    informal = [f"[{context}] {english!r} -> {turkish!r}: {informal_words(turkish)}"
                for context, english, turkish in ENTRIES if informal_words(turkish)]
    assert not informal, "\n".join(informal)
    unspoken = [f"[{context}] {english!r} -> {turkish!r}" for context, english, turkish in ENTRIES
                if SPEAKS_TO_YOU.search(english) and not POLITE.search(lower(turkish))]
    assert not unspoken, "\n".join(unspoken)


@pytest.mark.parametrize("page", RULES_PAGES, ids=lambda page: page.name)
def test_the_rules_pages_speak_to_you_in_the_polite_form(page):
    lines = page.read_text(encoding="utf-8").splitlines()
    assert not [(number, line) for number, line in enumerate(lines, 1) if informal_words(line)]


def test_the_check_finds_the_informal_you():
    assert informal_words("Sıra sende değil.") == ["sende"]
    assert informal_words("Tahtanı seçiyorsun…") == ["seçiyorsun"]
    assert informal_words("Şimdi oynayabilirsin") == ["oynayabilirsin"]
    assert informal_words("Oyuna devam edin; sonra gidin.") == []
    assert not POLITE.search(lower("{player}, tahtanı seç")) and POLITE.search(lower("{player}, tahtanızı seçin"))


GOODGE = ("goodge", "GoodgeScreen", "GoodgeTable", "GoodgeKeys")
EL = re.compile(r"\bel(?:i|e|de|den|in|ler\w*|le|in\w*|imiz\w*)?\b")
"""The word "el" (a trick, or a hand of cards) in any of its forms."""


def goodge_entries() -> list[tuple[str, str, str]]:
    return [entry for entry in ENTRIES if entry[0] in GOODGE or (entry[0] == "phone" and _goodge_phrase(entry[1]))]


def _goodge_phrase(english: str) -> bool:
    return bool(re.search(r"\b(stash|bids?|Goodge|tricks?)\b", english))


def said(english: str) -> str:
    """An English sentence without its blanks (a "{round}" blank is no word "round")."""
    return re.sub(r"\{\w+\}", " ", english)


def test_the_goodge_stash_is_dip_and_a_bid_is_ihale_everywhere():
    stash = [(english, turkish) for _, english, turkish in ENTRIES if re.search(r"\bstash\b", said(english), re.I)]
    assert stash and all(re.search(r"\bdi[pb]", lower(turkish)) for _, turkish in stash), stash
    assert not [turkish for *_, turkish in ENTRIES if "zula" in lower(turkish)]
    bids = [(english, turkish) for _, english, turkish in goodge_entries() if re.search(r"\bbid", said(english), re.I)]
    assert bids and all("ihale" in lower(turkish) for _, turkish in bids), bids
    assert not [turkish for *_, turkish in ENTRIES if "teklif" in lower(turkish)]


def test_a_round_is_tur_and_a_trick_el():
    rounds = [(context, english, turkish) for context, english, turkish in ENTRIES
              if re.search(r"\brounds?\b", said(english), re.I) and not re.search(r"\b(hand|trick)s?\b", english, re.I)]
    wrong = [entry for entry in rounds if "tur" not in lower(entry[2]) or EL.search(lower(entry[2]))]
    assert rounds and not wrong, "\n".join(map(repr, wrong))
    tricks = [(english, turkish) for _, english, turkish in ENTRIES if re.search(r"\btricks?\b", said(english), re.I)]
    assert tricks and all(EL.search(lower(turkish)) and "tur" not in lower(turkish) for _, turkish in tricks), tricks


KEPT_AS_THEY_ARE = {"game", "night", "goker", "super", "pokeno", "bonus", "okey", "jokers", "the", "goodge", "rules",
                    "enter", "esc", "tab", "shift", "backspace", "ctrl", "bot", "joker"}
"""Names (the app's, the games'), key names, and the words Turkish shares with English (bot, joker)."""


def english_words(text: str) -> list[str]:
    """The plain Latin words of three letters or more (not "4x4", not "gösterge")."""
    return [word for word in re.findall(r"\w{3,}", lower(said(text))) if word.isascii() and word.isalpha()]


def test_no_entry_is_left_in_english():
    same = [f"[{context}] {english!r}" for context, english, turkish in ENTRIES
            if turkish == english and set(english_words(english)) - KEPT_AS_THEY_ARE]
    assert not same, "\n".join(same)


@pytest.mark.parametrize("seat", [0, 2])
def test_the_first_dealer_is_said_whole(seat):
    """Not "İlk 1. oyuncu dağıtır" (first the 1st player deals): the drawn dealer, named."""
    state = GoodgeState({"target": 500, "one_high": False}, 3)
    action = FirstDealer(seat)
    names = ["Ada", "Bo", "Cem"]
    assert translated_in(named(state.report(action), lambda s: (names[s], False)), "tr") == \
        f"Kurada ilk dağıtan {names[seat]} çıktı."
    assert translated_in(state.describe(action), "tr") == f"ilk dağıtan: {seat + 1}. oyuncu"
    assert not [turkish for *_, turkish in ENTRIES if re.search(r"\bilk \{\w+\}\. oyuncu", lower(turkish))]
