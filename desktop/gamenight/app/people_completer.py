"""Type-ahead over the people the history knows, for a seat's name: the people whose names start
with what is typed, case aside and the Turkish dotted and dotless i alike ("il" offers "Ilgaz",
"ılgaz" and "İlknur"), each with their colour and symbol."""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QCompleter, QWidget

from gamenight.app.person_look import look_words, person_icon
from gamenight.night.people import Person, name_key
from gamenight.table.locale_text import sorted_names
from gamenight.table.names import shown_name

KEY_ROLE = Qt.ItemDataRole.UserRole + 1
"""Each entry's name as `name_key` has it: what the typed text is matched against."""
PERSON_ROLE = Qt.ItemDataRole.UserRole + 2


class PeopleCompleter(QCompleter):
    def __init__(self, people: Sequence[Person], parent: QWidget | None = None):
        super().__init__(parent)
        model = QStandardItemModel(self)
        by_name = {shown_name(person.name): person for person in people}
        for name in sorted_names(by_name):
            item = QStandardItem(person_icon(by_name[name], 20), name)
            item.setData(name_key(name), KEY_ROLE)
            item.setData(by_name[name], PERSON_ROLE)
            item.setToolTip(look_words(by_name[name]))
            model.appendRow(item)
        self.setModel(model)
        self.setCompletionRole(KEY_ROLE)
        self.setCaseSensitivity(Qt.CaseSensitivity.CaseSensitive)  # both sides are keys already
        self.setFilterMode(Qt.MatchFlag.MatchStartsWith)
        self.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)

    def splitPath(self, path: str) -> list[str]:
        return [name_key(path)]

    def pathFromIndex(self, index: QModelIndex | QPersistentModelIndex) -> str:
        return str(index.data(Qt.ItemDataRole.DisplayRole))
