"""One seat of the new-game dialog: its name, who plays it (a person here, a bot at a level, or a
player on their own phone) and, for partners, its team.

A person's seat offers the people the history knows as the name is typed (`people_completer`),
and shows the colour and symbol of the person the name is, or says a new person will be added."""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtWidgets import QComboBox, QGridLayout, QHBoxLayout, QLabel, QLineEdit

from gamenight.app.people_completer import PeopleCompleter
from gamenight.app.person_look import badge, look_words
from gamenight.core.records import Seat
from gamenight.night.people import Person, name_key
from gamenight.table.names import YOU, shown_name

translate = QCoreApplication.translate
LEVEL_NAMES: dict[str, str] = {
    "easy": str(QT_TRANSLATE_NOOP("SeatRow", "Easy")), "normal": str(QT_TRANSLATE_NOOP("SeatRow", "Normal")),
    "hard": str(QT_TRANSLATE_NOOP("SeatRow", "Hard"))}
"""The bot levels' names (a game's levels are among these)."""
SEAT_KINDS = (("human", QT_TRANSLATE_NOOP("SeatRow", "Human")), ("bot", QT_TRANSLATE_NOOP("SeatRow", "Bot")),
              ("phone", QT_TRANSLATE_NOOP("SeatRow", "Phone")))


class SeatRow:
    def __init__(self, grid: QGridLayout, row: int, levels: tuple[str, ...], name: str, bot: bool,
                 people: Sequence[Person] = (), kinds: Sequence[tuple[str, str]] = ()):
        """`kinds`: who may play the seat, as (kind, its words), in place of a person here, a bot
        and a phone (a night's people may also be away)."""
        self.number = row
        self.label = QLabel(translate("SeatRow", "Seat {number}").format(number=row))
        self.name = QLineEdit(shown_name(name))  # the seat "You" in the app's language
        self.name.setMaxLength(24)
        self.people = {name_key(shown_name(person.name)): person for person in people}
        if people:
            self.name.setCompleter(PeopleCompleter(people, self.name))
        self.look = QLabel()
        """The person's colour and symbol, or "new" for a name that is no one's yet."""
        self.look.setObjectName("seat-look")
        self.kind = QComboBox()
        offered = kinds or [(kind, translate("SeatRow", str(text))) for kind, text in SEAT_KINDS]
        for kind, text in offered:
            if kind != "bot" or levels:
                self.kind.addItem(text, kind)
        phone = self.kind.findData("phone")
        if phone >= 0:
            self.kind.setItemData(phone, translate("SeatRow", "A player at the table, on their own phone's browser"),
                                  Qt.ItemDataRole.ToolTipRole)
        self.level = QComboBox()
        for level in levels:
            self.level.addItem(translate("SeatRow", LEVEL_NAMES[level]) if level in LEVEL_NAMES else level, level)
        if "normal" in levels:
            self.level.setCurrentIndex(levels.index("normal"))
        self.level.setPlaceholderText("\u2014")  # shown, disabled, for a person
        self._bot_level = self.level.currentIndex()
        """The level a bot in this seat plays at, kept while the seat is a person's."""
        self.kind.setCurrentIndex(self.kind.findData("bot") if bot and levels else 0)
        self.kind.currentIndexChanged.connect(self._sync)
        self.team = QLabel()
        self.given_for_you = ""
        """The name given to this seat in place of "You" when a second person sat down."""
        name_cell = QHBoxLayout()
        name_cell.addWidget(self.name, 1)
        name_cell.addWidget(self.look)
        # as wide as its widest content, so the name box keeps its width whatever it shows
        self.look.setMinimumWidth(max(self.look.fontMetrics().horizontalAdvance(translate("SeatRow", "new")),
                                      self.name.sizeHint().height()))
        grid.addWidget(self.label, row, 0)
        grid.addLayout(name_cell, row, 1)
        for column, widget in enumerate((self.kind, self.level, self.team), start=2):
            grid.addWidget(widget, row, column)
        self.name.textChanged.connect(self._show_look)
        self._sync()

    def _sync(self) -> None:
        """A bot's level box shows its level; a person's is disabled and blank (a dash)."""
        bot = self.kind.currentData() == "bot"
        if not bot and self.level.currentIndex() >= 0:
            self._bot_level = self.level.currentIndex()
        self.level.setCurrentIndex(self._bot_level if bot else -1)
        self.level.setEnabled(bot)
        self._show_look()

    def person(self) -> Person | None:
        """The known person the typed name is (a bot's seat is no one's)."""
        if self.kind.currentData() == "bot":
            return None
        return self.people.get(name_key(self.name.text()))

    def _show_look(self) -> None:
        person, typed = self.person(), self.name.text().strip()
        if person is not None:
            size = self.name.sizeHint().height() - 4
            self.look.setPixmap(badge(person.colour, person.symbol, size, self.look.devicePixelRatioF()))
            self.look.setToolTip(look_words(person))
            self.look.setAccessibleName(look_words(person))
        elif typed and self.kind.currentData() != "bot":
            self.look.setText(translate("SeatRow", "new"))
            self.look.setToolTip(translate("SeatRow", "No one is called this yet: a new person of this name is "
                                                      "added when the game starts."))
            self.look.setAccessibleName(self.look.toolTip())
        else:
            self.look.clear()
            self.look.setToolTip("")
            self.look.setAccessibleName("")
    def _level_index(self) -> int:
        return self.level.currentIndex() if self.kind.currentData() == "bot" else self._bot_level

    def set_visible(self, visible: bool) -> None:
        for widget in (self.label, self.name, self.look, self.kind, self.level, self.team):
            widget.setVisible(visible)

    def values(self) -> tuple[str, int, int]:
        return self.name.text(), self.kind.currentIndex(), self._level_index()

    def set_values(self, values: tuple[str, int, int]) -> None:
        name, kind, level = values
        self.name.setText(name)
        self.kind.setCurrentIndex(kind)
        self._bot_level = level
        self._sync()

    def is_person(self) -> bool:
        return self.kind.currentData() == "human"

    def typed_name(self) -> str:
        """The name typed, the language's word for "You" read back as the stored "You"."""
        name = self.name.text().strip()
        return YOU if name == shown_name(YOU) else name

    def seat(self) -> Seat:
        """The seat as typed; a person's is found or added in the history when the game starts."""
        kind = self.kind.currentData()
        level = self.level.currentData() if kind == "bot" else None
        return Seat(self.typed_name() or self.label.text(), kind, level)
