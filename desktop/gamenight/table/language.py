"""The app's language: Qt's translators for it, and `Words` from the engines in it.

The catalogues are `resources/translations/gamenight_<language>.qm`, built from the `.ts` files by
`packaging/translations.py`. English has one too: it holds only the plural forms, so a count reads
"1 tile" and "2 tiles" where the source says "%n tile(s)". Qt's own words (the buttons of a
standard dialog) come from its `qtbase_<language>.qm`.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from gamenight.core.words import LANGUAGES, Words
from gamenight.resources import resources_dir

_installed: list[QTranslator] = []


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
    """Put the app in the language `preference` chooses and return its code; Qt then tells every
    window (QEvent.LanguageChange). A missing catalogue leaves the English source words."""
    language = chosen_language(preference)
    for translator in _installed:
        QCoreApplication.removeTranslator(translator)
    _installed.clear()
    catalogues = [(resources_dir() / "translations", f"gamenight_{language}")]
    if language != "en":
        catalogues.append((QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath), f"qtbase_{language}"))
    for folder, name in catalogues:
        translator = QTranslator()
        if translator.load(name, str(folder)):
            QCoreApplication.installTranslator(translator)
            _installed.append(translator)
    QLocale.setDefault(QLocale(language))
    return language


def translated(item: Any) -> str:
    """`item` in the app's language: `Words` are translated (their blanks too); anything else is
    shown as it is (a player's name, a number)."""
    if not isinstance(item, Words):
        return str(item)
    count = item.count
    sentence = QCoreApplication.translate(item.context, item.text, None, -1 if count is None else count)
    return item.fill(sentence, translated)
