"""Numbers, moments, case and order in the app's language (Qt's default locale, which
`install_language` sets): a date reads "Sun 22 Nov 2026 18:05" in English and "22 Kas 2026 Paz
18:05" in Turkish, "i" upper-cases to "İ" in Turkish, and names sort as the language sorts them
("Çiğdem" between "Can" and "Deniz", not after "Zeynep")."""
from __future__ import annotations

import datetime as _dt
from collections.abc import Callable, Iterable
from functools import cmp_to_key

from PySide6.QtCore import QCollator, QCoreApplication, QDate, QDateTime, QLocale, Qt, QTime

translate = QCoreApplication.translate


def local_time(moment: _dt.datetime | str, pattern: str = "") -> str:
    """A moment in local time in the language's words (or Qt's date `pattern`, the language's
    own); an ISO text that is not one is shown as it is. A moment without a zone is local time."""
    try:
        when = moment if isinstance(moment, _dt.datetime) else _dt.datetime.fromisoformat(moment)
    except ValueError:
        return str(moment)
    if when.tzinfo is not None:
        when = when.astimezone()
    shown = QDateTime(QDate(when.year, when.month, when.day), QTime(when.hour, when.minute, when.second))
    # the pattern is the language's: Qt fills in its day and month names
    return QLocale().toString(shown, pattern or translate("LocalTime", "ddd d MMM yyyy HH:mm"))


def number_text(value: float) -> str:
    """A score or count with the language's decimal sign and no trailing zeros ("2.5", "2,5", "-3")."""
    locale = QLocale()
    locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)
    if float(value).is_integer():
        return locale.toString(int(value))
    return locale.toString(float(value), "g", 12)


def upper(text: str) -> str:
    """`text` in capitals by the language's rules (Turkish "istanbul" -> "İSTANBUL")."""
    return QLocale().toUpper(text)


def lower(text: str) -> str:
    """`text` in small letters by the language's rules (Turkish "I" -> "\u0131", dotless)."""
    return QLocale().toLower(text)


def sorted_names(names: Iterable[str], shown: Callable[[str], str] = str) -> list[str]:
    """`names` in the language's alphabetical order of how they are `shown`, case aside."""
    collator = QCollator(QLocale())
    collator.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    order = cmp_to_key(collator.compare)
    return sorted(names, key=lambda name: order(shown(name)))
