"""The resume offer at start-up: games left unfinished (after a crash, a kill, a quit or a Leave).

Each game is listed with its mode (solo, caller console...), how far it got (round and call) and
when it was started and last played. A saved game this version cannot play (made by a newer Game
Night, a bot level it does not know...) is listed with the reason and cannot be chosen; its file
stays. Several can be discarded at once: their files go to the autosave trash and the score
history marks them abandoned.

A night is one entry (`describe_night`): its people, how far the program got, the game being
played; resumed, it opens with its running game. Discarding it moves its file and its running
game's to the trash."""
from __future__ import annotations

import datetime as _dt
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QRect, QSize, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from gamenight.app.theme import fit_for_touch, touch_px
from gamenight.core import registry
from gamenight.core.match import Replay
from gamenight.core.records import GameRecord
from gamenight.night.record import NightRecord
from gamenight.storage.autosave import AutosaveStore, Unplayable
from gamenight.storage.errors import SaveFailed
from gamenight.storage.history import HistoryStore
from gamenight.storage.night_saves import NightStore
from gamenight.table.language import translated
from gamenight.table.locale_text import local_time
from gamenight.table.names import name_text

translate = QCoreApplication.translate

RECORD_ROLE = Qt.ItemDataRole.UserRole
PLAYABLE_ROLE = Qt.ItemDataRole.UserRole + 1
RUNNING_ROLE = Qt.ItemDataRole.UserRole + 2
"""A night's running game (its record), discarded with it."""
CALL_KINDS = ("ball", "draw")
"""The chance steps that are calls: Goker's balls and Super Pokeno Bonus's called cards."""
ROW_PADDING = 6


def mode_text(record: GameRecord) -> str:
    """Solo (one person against bots), the caller console (several people at the table, the app
    or a live caller drawing), hot-seat, or bots only."""
    people = sum(not seat.is_bot for seat in record.seats)
    if record.options.get("draw") == "external":
        return translate("ResumeDialog", "caller console, live caller")
    if people == 1:
        return translate("ResumeDialog", "solo")
    if people == 0:
        return translate("ResumeDialog", "bots only")
    has_draw = any(option.key == "draw" for option in registry.get(record.game).options)
    if has_draw:
        return translate("ResumeDialog", "caller console")
    return translate("ResumeDialog", "hot-seat, %n player(s)", None, people)


def progress_text(record: GameRecord) -> str:
    """The round in play and, in a called game, the calls made in it ("round 2, call 14")."""
    replay = Replay(registry.get(record.game), record)
    calls = 0
    for step in replay:
        calls = 0 if step.ended_round else calls + (step.action.kind in CALL_KINDS)
    state = replay.state
    round_number = len(state.completed_rounds()) + 1
    if calls:
        return translate("ResumeDialog", "round {round}, call {call}").format(round=round_number, call=calls)
    return translate("ResumeDialog", "round {round}").format(round=round_number)


def describe(record: GameRecord, last_played: _dt.datetime | None = None) -> str:
    name = registry.get(record.game).name
    players = ", ".join(name_text(seat.name) for seat in record.seats)
    started = local_time(record.created)
    when = (translate("ResumeDialog", "last played {last}, started {started}").format(
                last=local_time(last_played), started=started) if last_played else
            translate("ResumeDialog", "started {started}").format(started=started))
    return f"{name} \u2014 {players}\n{mode_text(record)} \u00b7 {progress_text(record)} \u00b7 {when}"


def describe_night(night: NightRecord, running: GameRecord | None) -> str:
    """A night: its people, the game being played (how far) or the next one, and when it began."""
    people = ", ".join(name_text(person.person.name) for person in night.people if person.presence != "away")
    count = len(night.program)
    if running is not None:
        where = translate("ResumeDialog", "game {number} of {count}: {game}, {progress}").format(
            number=len(night.games), count=count, game=registry.get(running.game).name,
            progress=progress_text(running))
    elif len(night.games) < count:
        where = translate("ResumeDialog", "{done} of {count} games played, next: {game}").format(
            done=len(night.games), count=count, game=registry.get(night.program[len(night.games)].game).name)
    else:
        where = translate("ResumeDialog", "every game played")
    started = translate("ResumeDialog", "started {started}").format(started=local_time(night.created))
    kind = translate("ResumeDialog", "Caller's session") if night.session else translate("ResumeDialog", "Game night")
    return f"{kind} \u2014 {people}\n{where} \u00b7 {started}"


def describe_unplayable(unplayable: Unplayable) -> str:
    """A game this version cannot play: its game (by its id when this version has no such game),
    players, why it cannot be resumed, and when it was started."""
    record = unplayable.record
    try:
        name = registry.get(record.game).name
    except KeyError:
        name = record.game
    players = ", ".join(name_text(seat.name) for seat in record.seats)
    why = translate("ResumeDialog", "cannot be resumed: {reason}").format(reason=translated(unplayable.reason))
    started = translate("ResumeDialog", "started {started}").format(started=local_time(record.created))
    return f"{name} \u2014 {players}\n{why}\n{started}"


class ResumeDialog(QDialog):
    def __init__(self, records: list[GameRecord], autosaves: AutosaveStore, parent: QWidget | None = None,
                 history: HistoryStore | None = None, unplayable: Sequence[Unplayable] = (),
                 nights: Sequence[tuple[NightRecord, GameRecord | None]] = (), nights_store: NightStore | None = None):
        """`nights`: the unfinished nights, each with its running game's record (None between
        games); `nights_store` the store that read them (to discard one)."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Resume a game"))
        self.autosaves = autosaves
        self.history = history
        self.nights_store = nights_store
        self.chosen: GameRecord | NightRecord | None = None
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("These games were not finished. Pick one to carry on where it stopped, "
                                        "or select several (Ctrl or Shift) to discard them.")))
        self.list = QListWidget()
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.list.setAlternatingRowColors(True)
        self.list.setWordWrap(True)  # a long row (many players) wraps within the list: nothing is cut off
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.viewport().installEventFilter(self)  # its rows are measured again at each width
        for night, running in nights:
            self._add(describe_night(night, running), night, playable=True, running=running)
        for record in records:
            self._add(describe(record, self._last_played(record)), record, playable=True)
        for game in unplayable:
            self._add(describe_unplayable(game), game.record, playable=False)
        self.list.setCurrentRow(0)
        self.list.itemDoubleClicked.connect(lambda _: self.accept())
        layout.addWidget(self.list)
        buttons = QDialogButtonBox()
        self.resume_button = buttons.addButton(self.tr("Resume"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.discard_button = QPushButton(self.tr("Discard\u2026"))
        buttons.addButton(self.discard_button, QDialogButtonBox.ButtonRole.DestructiveRole)
        buttons.addButton(self.tr("Later"), QDialogButtonBox.ButtonRole.RejectRole)
        self.discard_button.clicked.connect(lambda: self._discard())
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.list.itemSelectionChanged.connect(self._sync_buttons)
        layout.addWidget(buttons)
        self._sync_buttons()
        fit_for_touch(self)
        self.resize(720, 360)

    def _add(self, text: str, record: GameRecord | NightRecord, playable: bool,
             running: GameRecord | None = None) -> None:
        item = QListWidgetItem(text)
        item.setData(RECORD_ROLE, record)
        item.setData(PLAYABLE_ROLE, playable)
        item.setData(RUNNING_ROLE, running)
        item.setSizeHint(self._row_size(text))
        if not playable:
            font = item.font()
            font.setItalic(True)
            item.setFont(font)
        self.list.addItem(item)

    def _row_size(self, text: str) -> QSize:
        """Room for every line of a game's text as it wraps at the list's width, with a margin above
        and below (the style's own estimate leaves none, and cuts the second line off), and at least
        a fingertip tall."""
        width = max(1, self.list.viewport().width() - 2 * ROW_PADDING - 2 * self._text_margin())
        wrapped = self.list.fontMetrics().boundingRect(QRect(0, 0, width, 1 << 20), Qt.TextFlag.TextWordWrap, text)
        return QSize(width, max(wrapped.height() + 2 * ROW_PADDING, touch_px(self)))

    def _text_margin(self) -> int:
        """The room the style leaves between a row's edge and its text, on each side."""
        style = self.list.style()
        return style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self.list) + 1

    def eventFilter(self, watched, event) -> bool:
        if watched is self.list.viewport() and event.type() == QEvent.Type.Resize:
            for row in range(self.list.count()):
                item = self.list.item(row)
                item.setSizeHint(self._row_size(item.text()))
        return False

    def _last_played(self, record: GameRecord) -> _dt.datetime | None:
        path = self.autosaves.path_for(record.match_id)
        try:
            return _dt.datetime.fromtimestamp(path.stat().st_mtime, _dt.timezone.utc) if path else None
        except OSError:
            return None

    def _sync_buttons(self) -> None:
        chosen = len(self.list.selectedItems())
        self.resume_button.setEnabled(chosen == 1 and self.list.selectedItems()[0].data(PLAYABLE_ROLE))
        self.discard_button.setEnabled(chosen > 0)
        self.discard_button.setText(self.tr("Discard\u2026") if chosen < 2 else
                                    self.tr("Discard %n game(s)\u2026", None, chosen))

    def _discard(self, confirmed: bool = False) -> None:
        """Discard every selected game after one question; a file that cannot be moved stays listed."""
        items = self.list.selectedItems()
        if not items or not (confirmed or self._confirm_discard([item.text() for item in items])):
            return
        problems = []
        for item in items:
            record, running = item.data(RECORD_ROLE), item.data(RUNNING_ROLE)
            try:
                if isinstance(record, NightRecord) and self.nights_store is not None:
                    self.nights_store.discard(record.uid)
                match_id = running.match_id if running is not None else getattr(record, "match_id", None)
                if match_id is not None:
                    self.autosaves.discard(match_id)
            except SaveFailed as failure:
                problems.append(self.tr("A game could not be discarded: {reason}.").format(
                    reason=translated(failure.reason)))
                continue
            self.list.takeItem(self.list.row(item))
            try:
                if self.history is not None and match_id is not None:
                    self.history.abandon_game(match_id)
            except SaveFailed as failure:
                problems.append(self.tr("A discarded game could not be marked abandoned in the history: {reason}.")
                                .format(reason=translated(failure.reason)))
        if problems:
            QMessageBox.warning(self, self.tr("Discard games"), "\n".join(dict.fromkeys(problems)))
        if self.list.count() == 0:
            self.reject()

    def _confirm_discard(self, described: list[str]) -> bool:
        text = (self.tr("Discard %n saved game(s)? The files go to the autosave trash folder and the score history "
                        "marks the games abandoned.", None, len(described)) + "\n\n" + "\n\n".join(described))
        buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Discard games"), text, buttons, self)
        box.setTextFormat(Qt.TextFormat.PlainText)  # player names are shown as typed, never as markup
        return box.exec() == QMessageBox.StandardButton.Yes

    def accept(self) -> None:
        item = self.list.currentItem()
        if item is not None and item.data(PLAYABLE_ROLE) and len(self.list.selectedItems()) <= 1:
            self.chosen = item.data(RECORD_ROLE)
            super().accept()
