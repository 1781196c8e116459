"""The score history's People tab: everyone who has played, in the language's alphabetical order,
each with their colour and symbol; the one chosen has their page beside the list."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QStackedWidget, QWidget

from gamenight.app.person_look import look_words, person_icon
from gamenight.app.person_page import PersonPage
from gamenight.night.people import Person
from gamenight.storage.history import HistoryStore
from gamenight.storage.people import PeopleStore
from gamenight.storage.person_stats import PersonStatsReader
from gamenight.table.locale_text import sorted_names
from gamenight.table.names import shown_name

UID_ROLE = Qt.ItemDataRole.UserRole
LIST_WIDTH = 220


class PeopleTab(QWidget):
    changed = Signal()
    """Someone was renamed, merged or given another look (the list shows it already)."""

    def __init__(self, history: HistoryStore, game_names: dict[str, str], parent: QWidget | None = None):
        super().__init__(parent)
        self.store = PeopleStore(history)
        self.reader = PersonStatsReader(history)
        self.people: list[Person] = []
        layout = QHBoxLayout(self)
        self.list = QListWidget()
        self.list.setFixedWidth(LIST_WIDTH)
        self.list.setAccessibleName(self.tr("People"))
        layout.addWidget(self.list)
        self.stack = QStackedWidget()
        self.page = PersonPage(self.store, game_names)
        self.empty = QLabel(self.tr("No people yet. Everyone who plays a game here or on a phone is added to this "
                                    "list, with a colour and a symbol of their own."),
                            wordWrap=True, alignment=Qt.AlignmentFlag.AlignCenter)
        self.stack.addWidget(self.page)
        self.stack.addWidget(self.empty)
        layout.addWidget(self.stack, 1)
        self.list.currentItemChanged.connect(lambda item, _: self._show(item))
        self.page.changed.connect(self._person_changed)

    def refresh(self, chosen: str | None = None) -> None:
        """Read the people again, keeping `chosen` (a uid), else the one chosen before, on screen."""
        current = self.list.currentItem()
        chosen = chosen or (current.data(UID_ROLE) if current is not None else None)
        self.people = self.store.people()
        by_name = {shown_name(person.name): person for person in self.people}
        self.list.blockSignals(True)
        self.list.clear()
        for name in sorted_names(by_name):
            person = by_name[name]
            item = QListWidgetItem(person_icon(person, 20, self), name)
            item.setData(UID_ROLE, person.uid)
            item.setToolTip(look_words(person))
            self.list.addItem(item)
            if person.uid == chosen:
                self.list.setCurrentItem(item)
        if self.list.currentItem() is None and self.list.count():
            self.list.setCurrentRow(0)
        self.list.blockSignals(False)
        self._show(self.list.currentItem())

    def _person_changed(self, uid: str) -> None:
        self.refresh(uid)
        self.changed.emit()

    def shown_names(self) -> list[str]:
        return [self.list.item(row).text() for row in range(self.list.count())]

    def choose(self, name: str) -> None:
        """Show the page of the person listed as `name`."""
        found = self.list.findItems(name, Qt.MatchFlag.MatchExactly)
        if not found:
            raise LookupError(f"no one called {name!r} in the list")
        self.list.setCurrentItem(found[0])

    def _show(self, item: QListWidgetItem | None) -> None:
        stats = self.reader.stats(item.data(UID_ROLE)) if item is not None else None
        if stats is None:
            self.stack.setCurrentWidget(self.empty)
            return
        self.page.show_person(stats, [person for person in self.people if person.uid != stats.person.uid])
        self.stack.setCurrentWidget(self.page)
