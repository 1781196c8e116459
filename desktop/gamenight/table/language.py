"""The app's language: Qt's translators for it, and `Words` from the engines in it.

The catalogues are `resources/translations/gamenight_<language>.qm`, built from the `.ts` files by
`packaging/translations.py`. English has one too: it holds only the plural forms, so a count reads
"1 tile" and "2 tiles" where the source says "%n tile(s)". Qt's own words (the buttons of a
standard dialog) come from its `qtbase_<language>.qm`.
"""
from __future__ import annotations

import re
from functools import cache, lru_cache
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTranslator

from gamenight.core.words import LANGUAGES, Number, Words
from gamenight.resources import resources_dir

PSEUDO = "pseudo"
"""A developer's language: every sentence 40% longer and accented, to find text that would be cut
in a longer language (see `PseudoTranslator`)."""
_ACCENTED = str.maketrans("AEIOUCGSaeioucgsnyz", "ÂÉÎÖÜÇĞŞâéîöüçğşñÿž")
_KEPT = re.compile(r"(\{\w+\}|%n|&\w|<[^>]*>)")
"""What a pseudo-translation keeps as it is: blanks, the count, shortcut letters and markup."""

_installed: list[QTranslator] = []
_current: list[str | None] = [None]
"""The language installed, if any (English is spoken before any)."""


class PseudoTranslator(QTranslator):
    """Translates every sentence to itself accented and 40% longer ("Play" -> "[Plâÿ~~]")."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        if not source:
            return source
        parts = _KEPT.split(source)
        accented = "".join(part if _KEPT.fullmatch(part) else part.translate(_ACCENTED) for part in parts)
        return f"[{accented}{'~' * max(1, round(len(source) * 0.4) - 2)}]"

    def isEmpty(self) -> bool:
        return False


def chosen_language(preference: str) -> str:
    """The language to use for the Preferences' `preference`: the desktop's when it is "system"
    (English when the app does not speak the desktop's language)."""
    if preference in LANGUAGES:
        return preference
    for name in QLocale.system().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def install_language(preference: str) -> str:
    """Put the app in the language `preference` chooses (or the pseudo-language) and return its
    code; Qt then tells every window (QEvent.LanguageChange). A missing catalogue leaves the English
    source words."""
    wanted = PSEUDO if preference == PSEUDO else chosen_language(preference)
    if wanted == _current[0]:
        return wanted  # nothing to change: no window is told to translate itself again
    for translator in _installed:
        QCoreApplication.removeTranslator(translator)
    _installed.clear()
    if preference == PSEUDO:
        _installed.append(PseudoTranslator())
        QCoreApplication.installTranslator(_installed[0])
        _current[0] = PSEUDO
        _tell_windows_now()
        return PSEUDO
    language = chosen_language(preference)
    catalogues = [(str(resources_dir() / "translations"), f"gamenight_{language}")]
    if language != "en":
        catalogues.append((QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath), f"qtbase_{language}"))
    for folder, name in catalogues:
        translator = QTranslator()
        if translator.load(name, folder):
            QCoreApplication.installTranslator(translator)
            _installed.append(translator)
    QLocale.setDefault(QLocale(language))
    _current[0] = language
    _tell_windows_now()
    return language


def _tell_windows_now() -> None:
    """Deliver the LanguageChange events Qt posts to the windows at once: the change is over when
    `install_language` returns (a window rebuilt later would surprise whoever holds its parts)."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)


def current_language() -> str:
    """The code of the language the app speaks now (or PSEUDO)."""
    return _current[0] or "en"


def translated(item: Any) -> str:
    """`item` in the app's language: `Words` are translated (their blanks too); anything else is
    shown as it is (a player's name, a whole number); a `Number` is written the language's way."""
    if isinstance(item, Number):
        return QLocale().toString(float(item.value), "f", item.places)
    if not isinstance(item, Words):
        return str(item)
    count = item.count
    sentence = QCoreApplication.translate(item.context, item.text, None, -1 if count is None else count)
    return item.fill(sentence, translated)


@cache
def _catalogue(language: str) -> QTranslator | None:
    """Our catalogue of `language`, loaded once (the phone host speaks each phone's language)."""
    translator = QTranslator()
    return translator if translator.load(f"gamenight_{language}", str(resources_dir() / "translations")) else None


def translated_in(item: Any, language: str) -> str:
    """`item` in `language` (a code of LANGUAGES), whatever the app's own language: for a phone that
    reads another language than the host's window. Unknown languages read English. Said once each:
    a phone table says the same words (a move's, the events) after every move, to every phone."""
    if not isinstance(item, (Words, Number)):
        return str(item)
    try:
        return _said_in(item, language, _blank_types(item))
    except TypeError:  # a blank that cannot be a key (a list): said afresh
        return _saying_in(item, language)


def _blank_types(item: Words | Number) -> tuple[type, ...]:
    """What tells apart words that are equal but said differently (a blank 1, 1.0 or True)."""
    return tuple(type(value) for _, value in item.blanks) if isinstance(item, Words) else ()


@lru_cache(maxsize=8192)
def _said_in(item: Words | Number, language: str, _types: tuple[type, ...]) -> str:
    return _saying_in(item, language)


def _saying_in(item: Any, language: str) -> str:
    if isinstance(item, Number):
        return QLocale(language if language in LANGUAGES else "en").toString(float(item.value), "f", item.places)
    if not isinstance(item, Words):
        return str(item)
    catalogue = _catalogue(language if language in LANGUAGES else "en")
    count = item.count
    sentence = catalogue.translate(item.context, item.text, None, -1 if count is None else count) if catalogue else ""
    sentence = sentence or item.text  # English, or a sentence the catalogue lacks
    if count is not None:  # a translator picks the plural form but leaves its %n (QCoreApplication fills it)
        sentence = sentence.replace("%n", str(count))
    return item.fill(sentence, lambda blank: translated_in(blank, language))
