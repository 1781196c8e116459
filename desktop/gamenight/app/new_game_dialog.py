"""The new-game dialog, generated from what a game declares: seats (a person here, a bot with a
level, or a phone, and a name offering the people the history knows: `seat_row`, `seat_names`),
house rules (one widget per option), and an optional seed to replay a deal."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gamenight.app.house_rules import DESCRIPTION_WIDTH, DescriptionLabel, HouseRules, option_value
from gamenight.app.rules_dialog import SCREEN_MARGIN, show_rules
from gamenight.app.seat_names import name_people, names_problem
from gamenight.app.seat_row import SeatRow
from gamenight.app.theme import error_colour, fit_for_touch
from gamenight.core.records import Seat
from gamenight.core.registry import GameInfo
from gamenight.night.people import Person
from gamenight.night.program import ProgramItem
from gamenight.night.scoring import PLACEMENT
from gamenight.storage.settings import Settings
from gamenight.table.language import translated

translate = QCoreApplication.translate


@dataclass
class NewGameRequest:
    seats: list[Seat]
    options: dict[str, Any]
    seed: int | None
    program: list[ProgramItem] = field(default_factory=list)
    """A caller's session of these games (the first one this), or [] for one game."""
    scoring: str = PLACEMENT


class NewGameDialog(QDialog):
    """Seats, house rules and seed scroll together; the error line and the Start, Cancel and rules
    buttons stay in view below them, so a long table of seats never pushes Start off the screen."""

    def __init__(self, info: GameInfo, settings: Settings, parent: QWidget | None = None,
                 people: Sequence[Person] = ()):
        """`people`: whom the seats' names offer as they are typed (the history's people)."""
        super().__init__(parent)
        self.info = info
        # (not `scroll`: that is QWidget's own method); holds the content once it is built
        self.scroll_area = QScrollArea()
        self.setWindowTitle(self.tr("New game of {game}").format(game=info.name))
        self.error = QLabel()  # under the scrolled content; a chosen file's refusal is said here too
        self.error.setWordWrap(True)
        content = QWidget()
        content_layout = QVBoxLayout(content)
        content_layout.addWidget(self._seats_box(settings, people))
        self.option_widgets: dict[str, QWidget] = {}
        if info.options:
            content_layout.addWidget(self._rules_box())
        self.session_box = _session_box(info, self.player_count)
        if self.session_box is not None:
            content_layout.addWidget(self.session_box)
            self.session_box.toggled.connect(self._session_toggled)
        content_layout.addLayout(self._seed_form())
        self._sync_teams()
        content_layout.addStretch(1)
        self.scroll_area.setWidget(content)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

        layout = QVBoxLayout(self)
        layout.addWidget(self.scroll_area, 1)
        self.error.setStyleSheet(f"color: {error_colour(self.palette())}")
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.start_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.start_button.setText(self.tr("Start"))
        self.rules_button = buttons.addButton(self.tr("Rules of {game}").format(game=info.name),
                                              QDialogButtonBox.ButtonRole.HelpRole)
        self.rules_button.setToolTip(
            self.tr("Open the rules of {game} in a window of their own").format(game=info.name))
        self.rules_button.clicked.connect(lambda: show_rules(self, info.id))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        fit_for_touch(self)

    def showEvent(self, event) -> None:
        """Sized when first shown, once every control has its touch size and style: measured in
        `__init__`, the seats' rows still had their plain height, and Jokers' dialog opened with its
        seed and the partners button under a scroll bar, the button cut at its edge."""
        if not event.spontaneous():
            content = self.scroll_area.widget()
            assert content is not None, "built in __init__"
            self._fit_screen(content)
        super().showEvent(event)

    def _seats_box(self, settings: Settings, people: Sequence[Person]) -> QGroupBox:
        info = self.info
        seats_box = QGroupBox(self.tr("Players"))
        seats_layout = QVBoxLayout(seats_box)
        count_form = QFormLayout()
        self.player_count = QSpinBox()
        self.player_count.setRange(info.min_players, info.max_players)
        self.player_count.setValue(info.default_players or info.min_players)
        self.player_count.setEnabled(info.min_players != info.max_players)
        count_form.addRow(self.tr("Number of players"), self.player_count)
        seats_layout.addLayout(count_form)
        grid = QGridLayout()
        titles = [QLabel(f"<b>{title}</b>") for title in ("", self.tr("Name"), self.tr("Who"), self.tr("Bot level"))]
        for column, title in enumerate(titles):
            grid.addWidget(title, 0, column)
        self.levels_offered = len(info.bot_levels) > 1
        """A game whose bots play one way (Pokeno's: a board is all a bot chooses) offers no level."""
        titles[3].setVisible(self.levels_offered)
        self.team_title = QLabel("<b>" + self.tr("Team") + "</b>")  # (lupdate reads no call inside an f-string)
        grid.addWidget(self.team_title, 0, 4)
        self.seat_rows = [SeatRow(grid, seat + 1, info.bot_levels, translated(settings.name_for_seat(seat)),
                                 bot=seat > 0, people=people)
                          for seat in range(info.max_players)]
        seats_layout.addLayout(grid)
        self.phones_note = DescriptionLabel(self.tr(
            "Who: Phone seats a player on their own phone; they join by the link or QR code shown once the "
            "game starts."), "phones", DESCRIPTION_WIDTH)
        seats_layout.addWidget(self.phones_note)
        self.partners_button = QPushButton(self.tr("Change partners"))
        self.partners_button.setToolTip(self.tr("Seat another player opposite the first one (partners sit opposite)"))
        self.partners_button.clicked.connect(self.change_partners)
        self._partner_swaps = 0
        seats_layout.addWidget(self.partners_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.player_count.valueChanged.connect(self._show_seats)
        self.player_count.valueChanged.connect(self._sync_teams)
        for signal in (self.player_count.valueChanged, *(row.kind.currentIndexChanged for row in self.seat_rows)):
            signal.connect(lambda: name_people(self.seat_rows[: self.player_count.value()]))
        self._show_seats(self.player_count.value())
        name_people(self.seat_rows[: self.player_count.value()])
        return seats_box

    def _rules_box(self) -> HouseRules:
        rules = HouseRules(self.info, self.tr("House rules"), two_columns=True)
        self.option_widgets = rules.widgets
        rules.refused.connect(self.error.setText)
        rules.changed.connect(self.error.clear)
        rules.changed.connect(self._sync_teams)
        return rules

    def _seed_form(self) -> QFormLayout:
        seed_form = QFormLayout()
        self.seed = QLineEdit()
        self.seed.setPlaceholderText(self.tr("random"))
        self.seed.setValidator(QRegularExpressionValidator(r"\d{0,15}"))
        self.seed.setToolTip(self.tr("Type the seed of an earlier game to play the same deal and draws again."))
        seed_form.addRow(self.tr("Seed (optional)"), self.seed)
        return seed_form

    def _session_toggled(self, ticked: bool) -> None:
        """The session's program shown (the dialog grown for it, scrolled to it) or put away."""
        content = self.scroll_area.widget()
        assert content is not None and self.session_box is not None, "built in __init__"
        content.adjustSize()
        self._fit_screen(content)
        if ticked:
            self.scroll_area.verticalScrollBar().setValue(self.session_box.y())

    def _fit_screen(self, content: QWidget) -> None:
        """Open as large as the content wants, but never larger than the screen's free area."""
        screen = (self.parentWidget() or self).screen().availableGeometry()
        layout = self.layout()
        assert layout is not None, "built in __init__"
        margins = layout.contentsMargins()
        width = max(self.sizeHint().width(), content.sizeHint().width() + margins.left() + margins.right()
                    + self.scroll_area.verticalScrollBar().sizeHint().width())
        height = content.sizeHint().height() + self.sizeHint().height() - self.scroll_area.sizeHint().height()
        self.resize(min(width, screen.width() - SCREEN_MARGIN), min(height, screen.height() - SCREEN_MARGIN))
        if self.isVisible():  # grown for more seats: still wholly on the screen
            frame = self.frameGeometry()
            frame.moveBottom(min(frame.bottom(), screen.bottom()))
            frame.moveTop(max(frame.top(), screen.top()))
            self.move(frame.topLeft())

    def teams(self) -> tuple[tuple[int, ...], ...]:
        """The partners the game would be played with, as chosen now (() when all play alone)."""
        try:
            return self.info.partners(self.request().options, self.player_count.value())
        except ValueError:
            return ()

    def _sync_teams(self) -> None:
        """Show each seat's team, and the button that changes partners, when the game has teams."""
        if not hasattr(self, "seat_rows") or len(self.option_widgets) < len(self.info.options):
            return
        teams = self.teams()
        self.team_title.setVisible(bool(teams))
        self.partners_button.setVisible(bool(teams))
        for seat, row in enumerate(self.seat_rows):
            team = next((index for index, members in enumerate(teams) if seat in members), None)
            row.team.setText("" if team is None else self.tr("Team {letter}").format(letter="ABCDEFGH"[team]))

    def change_partners(self) -> None:
        """Give the first player another partner: the players of two neighbouring seats swap
        (seats 2 and 3, then 3 and 4, ...), so pressing again goes through every choice."""
        count = self.player_count.value()
        if count < 4:
            return
        first = 1 + self._partner_swaps % (count - 2)
        self._partner_swaps += 1
        rows = self.seat_rows
        upper, lower = rows[first].values(), rows[first + 1].values()
        rows[first].set_values(lower)
        rows[first + 1].set_values(upper)

    def _show_seats(self, count: int) -> None:
        for index, row in enumerate(self.seat_rows):
            row.set_visible(index < count)
            row.level.setVisible(index < count and self.levels_offered)
        content = self.scroll_area.widget()
        if content is not None:  # a count chosen in the open dialog: fit the seats shown now
            self._fit_screen(content)

    def request(self) -> NewGameRequest:
        seats = [row.seat() for row in self.seat_rows[: self.player_count.value()]]
        options = {option.key: option_value(self.option_widgets[option.key]) for option in self.info.options}
        seed = int(self.seed.text()) if self.seed.text() else None
        if self.session_box is None:
            return NewGameRequest(seats, options, seed)
        return NewGameRequest(seats, options, seed, self.session_box.chosen_program(options),
                              self.session_box.chosen_scoring())

    def done(self, result: int) -> None:
        """Closed, the dialog goes once its answer is read (at the event loop's next turn): left
        in the window, its seat rows' lists stayed in the accessibility tree, read as focused."""
        super().done(result)
        self.deleteLater()

    def accept(self) -> None:
        request = self.request()
        problem = names_problem(self.seat_rows[: self.player_count.value()])
        problem = problem or (self.session_box.problem(request.seats) if self.session_box is not None else "")
        if problem:
            self.error.setText(problem)
            return
        try:
            self.info.resolve_options(request.options)
        except ValueError as error:  # a Refusal (OptionRefused, a DeckError) says why in words
            self.error.setText(translated(getattr(error, "reason", str(error))))
            return
        super().accept()


def _session_box(info: GameInfo, player_count: QSpinBox):
    """The box for a caller's session of several games, for a game a caller's console runs."""
    from gamenight.app.session_box import SessionBox, has_console

    if not has_console(info):
        return None
    box = SessionBox(info)
    box.set_players(player_count.value())
    player_count.valueChanged.connect(box.set_players)
    return box
