"""Words that are translated where they are shown, for code that must not use Qt (the engines).

`words("okey", "Take {tile} from the discard pile")` marks a sentence for extraction:
`pyside6-lupdate` reads the call as Qt's `QT_TRANSLATE_NOOP(context, text)` (see
`packaging/translations.py`), so it takes exactly those two string literals. Calling the result
fills its blanks: `TAKE(tile=tile)`. A blank may hold other `Words` (a tile's name), which are
translated first; `n` is the count a sentence with `%n` takes its plural form from.

`str()` gives the English sentence with no translator (tests, logs); the screens and the phone host
translate through `gamenight.table.language.translated`.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, TypeVar

LANGUAGES = {"en": "English", "tr": "Türkçe"}
"""The languages the app speaks, each named in itself."""
COUNT = "n"
"""The blank that carries a plural's count: Qt puts it where the sentence says `%n`."""


@dataclass(frozen=True)
class Words:
    context: str
    """Where the sentence belongs (a game's id, or a screen's name): translators see it grouped so."""
    text: str
    """The English sentence, with `{name}` blanks and `%n` for a count."""
    blanks: tuple[tuple[str, Any], ...] = ()

    def __call__(self, **blanks: Any) -> Words:
        return Words(self.context, self.text, (*self.blanks, *sorted(blanks.items())))

    @property
    def count(self) -> int | None:
        value = dict(self.blanks).get(COUNT)
        return value if isinstance(value, int) else None

    def fill(self, sentence: str, word: Any) -> str:
        """`sentence` (this one, or its translation) with the blanks filled, each by `word(value)`."""
        values = {name: word(value) for name, value in self.blanks if name != COUNT}
        return sentence.format_map(values)

    def __str__(self) -> str:
        count = self.count
        english = self.text if count is None else self.text.replace("%n", str(count))
        return self.fill(english, str)


@dataclass(frozen=True)
class Number:
    """A number with a fraction for a blank, written where it is shown by the reader's language
    ("9.5", Turkish "9,5"); `str()` gives the English. A whole number is a blank's plain int."""

    value: float
    places: int = 1
    """Digits after the decimal point."""

    def __str__(self) -> str:
        return f"{self.value:.{self.places}f}"


Text = str | Words
"""What an engine says (a move's words, a refusal's reason): `Words` to be translated where they
are shown, or a plain string (a name, or words not marked for translation yet)."""


def words(context: str, text: str) -> Words:
    """Mark `text` for translation in `context` (two literals: lupdate reads this call)."""
    return Words(context, text)


class Refusal(ValueError):
    """Something the app refuses (a file's content, an option's value), with `reason` saying why in
    words translated where they are shown; the exception's own text is the English (logs, the CLI)."""

    def __init__(self, reason: Text):
        super().__init__(str(reason))
        self.reason = reason


Said = TypeVar("Said")
"""Whole sentences: `Text`, or a report about a seat (core/reports.py)."""
AND_THEN = words("Sentences", "{first} {second}")
"""Two whole sentences, one after the other (a language that sets no space between sentences
translates the space away): what `sentences` joins with."""


def sentences(first: Said, *more: Said) -> Said | Words:
    """Whole sentences said one after the other, each translated on its own: a reason told in
    several sentences (or a report, core/reports.py), never one sentence built from pieces."""
    return AND_THEN(first=first, second=sentences(*more)) if more else first
