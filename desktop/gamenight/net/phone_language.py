"""Each phone's language: which one a phone reads (the one its hello asks for, when the app speaks
it, else the host's), and the host's words put in it. Every message a phone gets is built in its
own language, whatever the host's window speaks: `translated_in` reads our catalogue of that
language (Qt's QTranslator, which needs no display, so `gamenight serve` speaks it too)."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QLocale

from gamenight.core.reports import About
from gamenight.core.words import LANGUAGES, Text, words
from gamenight.table.language import chosen_language, translated_in

TOOK_BACK = About(words("PhoneTable", "{player} took a move back."), words("PhoneTable", "You took a move back."))
HINT = words("PhoneTable", "{move}: {reason}")
"""A hint's move and the bot's reason for it."""


def host_language() -> str:
    """The host's language: the one the app put Qt's default locale in (`install_language`), or for
    `gamenight serve` the first of the system's languages the app speaks (else English)."""
    code = QLocale().name().split("_")[0]
    return code if code in LANGUAGES else chosen_language("system")


def phone_language(asked: Any, host: str) -> str:
    """The language a phone reads: the one its hello names, if the app speaks it, else the host's."""
    return asked if isinstance(asked, str) and asked in LANGUAGES else host


def sayer(language: str):
    """What puts an engine's or the host's words in `language` (for `seat_message(say=...)`)."""
    return lambda text: translated_in(text, language)


def sentence(text: Text, language: str) -> str:
    """`text` in `language` as a sentence: capitalised by the language's rules (Turkish "i" -> "İ"),
    with a full stop unless it ends with one."""
    said = translated_in(text, language).strip()
    said = QLocale(language).toUpper(said[:1]) + said[1:]
    return said + ("" if said.endswith((".", "!", "?")) else ".")
