"""Where the parts of the Goker table go (the screen's layout, apart from what it does): the bar
over the table; the flashboard, what to do now (with the button that plays the chosen card) and
the cards or the card picker; and a side column as narrow as the sheets allow, so the board's
fifteen columns and the three cards keep their room at the smallest window."""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QCheckBox, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from gamenight.caller.draw_controls import DrawControls
from gamenight.games.goker.ui.ball import BigBall
from gamenight.games.goker.ui.bingo_card import BingoCardView
from gamenight.games.goker.ui.card_picker import CardPicker
from gamenight.games.goker.ui.coin import GokerCoin
from gamenight.games.goker.ui.console_menu import ConsoleMenu
from gamenight.games.goker.ui.flashboard import FlashBoard
from gamenight.games.goker.ui.pattern_reference import show_pattern_reference
from gamenight.games.goker.ui.sheets import sheets_column
from gamenight.table.fonts import bold_font
from gamenight.table.screen import GameScreen

translate = QCoreApplication.translate

SIDE_WIDTH = (280, 0.2, 400)
"""The side column's width: (least, share of the screen's width, most)."""
COIN_PX = 64
TV_BALL_PX = 140
"""The least width of the ball on the TV, where the sheets beside it need their words' width."""


class GokerTableLayout(GameScreen):
    """Builds the widgets of `GokerScreen` (its subclass) and places them."""

    side_width: tuple[int, float, int] | None = SIDE_WIDTH  # the ball and sheets beside the board grow first

    if TYPE_CHECKING:  # GokerScreen's own, which the widgets built here are wired to
        external: bool
        solo: bool

        def primary_action(self) -> None: ...
        def tap_number(self, number: int) -> None: ...
        def undo_last_call(self) -> None: ...
        def card_clicked(self, index: int) -> None: ...
        def daub(self, index: int, cell: int) -> None: ...
        def pick_card(self, card) -> None: ...
        def play_selected(self) -> None: ...
        def _coin_landed(self) -> None: ...

    def _build(self) -> None:
        outer = QVBoxLayout(self)
        outer.setContentsMargins(9, 4, 9, 4)
        outer.addLayout(self._build_bar())
        body = QGridLayout()  # the cards area sits in it directly: the panels over it share its parent
        self.board = FlashBoard(interactive=not self.watching)  # the TV's tiles are no touch targets
        self.board.tapped.connect(self.tap_number)
        body.addWidget(self.board, 0, 0)
        body.addLayout(self._build_prompt_row(), 1, 0)
        if self.watching:
            self._place_for_the_room(body)
        else:
            body.addWidget(self._build_cards(), 2, 0)
            body.addWidget(self._build_side(), 0, 1, 3, 1)
            body.setRowStretch(0, 2)  # a larger screen gives the board its share, not only the cards
            body.setRowStretch(2, 3)
        body.setColumnStretch(0, 1)
        outer.addLayout(body, 1)

    def _place_for_the_room(self, body: QGridLayout) -> None:
        """The TV's Goker table (a watched screen, where nobody holds or validates a card): the board
        across the whole width, as the audience window has it, and under it the last ball with the
        five before it beside the guess and score sheets, in the sizes the room reads; a level's end
        lies over all of it."""
        self.side_width = None  # the sheets' row takes the width of the board
        side = self._build_side(across=True)
        side_row = side.layout()
        assert isinstance(side_row, QHBoxLayout)
        side_row.addLayout(self._cards_row())  # never shown here: nobody holds or picks a card
        for widget in [*self.card_views, *([] if self.solo else [self.picker])]:
            widget.hide()
        body.addWidget(side, 2, 0)
        self.cards_area: QWidget = self  # a level's end lies over the whole table, large for the room
        body.setRowStretch(0, 3)
        body.setRowStretch(2, 2)

    def _build_bar(self) -> QHBoxLayout:
        bar = QHBoxLayout()
        self.status = QLabel()
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setFont(bold_font(self, 19))
        self.status.setWordWrap(True)  # two lines on a narrow window rather than cut
        bar.addWidget(self.status, 1)
        self.controls = DrawControls(translate("GokerTableLayout", "Draw"), (10, 100, 40))
        self.controls.step.connect(self.primary_action)
        bar.addWidget(self.controls)
        self.undo_button = QPushButton(translate("GokerTableLayout", "Undo last call"))
        self.undo_button.setMinimumHeight(44)
        self.undo_button.clicked.connect(self.undo_last_call)
        bar.addWidget(self.undo_button)
        self.patterns_button = QPushButton(translate("GokerTableLayout", "Patterns"))
        self.patterns_button.setToolTip(translate("GokerTableLayout", "The Goker patterns and their points"))
        self.patterns_button.clicked.connect(lambda: show_pattern_reference(self))
        bar.addWidget(self.patterns_button)
        self.more = ConsoleMenu(self)
        bar.addWidget(self.more)
        self.controls.setVisible(not self.external)
        self.undo_button.setVisible(self.external)
        return bar

    def _build_side(self, across: bool = False) -> QWidget:
        """The last ball and the five before it over the coin (while it spins), the typed number,
        the message and the sheets: a column as narrow as the sheets allow, so the board's
        fifteen columns and the three cards keep their room beside it; `across` (the TV): the
        ball and the two sheets side by side in a row, under the board."""
        side = QVBoxLayout()
        side.setContentsMargins(0, 0, 0, 0)
        self.ball = BigBall()
        side.addWidget(self.ball, 1)
        self.coin = GokerCoin(height=COIN_PX)
        self.coin.landed.connect(self._coin_landed)
        self.coin.hide()
        side.addWidget(self.coin)
        self.typed = ""
        self.typed_label = QLabel()
        self.typed_label.setFont(bold_font(self, 18))
        self.typed_label.hide()
        side.addWidget(self.typed_label)
        self.message.setStyleSheet("color:#d32f2f;font-weight:bold;")
        side.addWidget(self.message)
        sheets, self.guess_sheet, self.score_sheet = sheets_column(self.names, across)
        self.side = QWidget()
        if across:
            self.ball.setMinimumWidth(TV_BALL_PX)
            row = QHBoxLayout(self.side)
            row.setContentsMargins(0, 0, 0, 0)
            row.addLayout(side, 2)
            row.addWidget(sheets, 5)
            return self.side
        side.addWidget(sheets)
        self.side.setLayout(side)
        self.side.setFixedWidth(SIDE_WIDTH[0])
        return self.side

    def _build_cards(self) -> QWidget:
        self.cards_area = QWidget()  # what the pass gate and the end panel cover
        cards = QVBoxLayout(self.cards_area)
        cards.setContentsMargins(0, 0, 0, 0)
        cards.addLayout(self._cards_row(), 1)
        return self.cards_area

    def _cards_row(self) -> QHBoxLayout:
        """The three cards (solo), or the card picker and the card it shows (console)."""
        cards_row = QHBoxLayout()
        self.card_views: list[BingoCardView] = []
        if self.solo:
            for index in range(3):
                view = BingoCardView()
                view.clicked.connect(lambda index=index: self.card_clicked(index))
                view.item.cellClicked.connect(lambda cell, index=index: self.daub(index, cell))
                self.card_views.append(view)
                cards_row.addWidget(view)
        else:
            self.picker = CardPicker(self.view().wilds)
            self.picker.picked.connect(self.pick_card)
            cards_row.addWidget(self.picker, 3, Qt.AlignmentFlag.AlignTop)
            view = BingoCardView()
            view.setMinimumWidth(220)
            self.card_views.append(view)
            cards_row.addWidget(view, 2)
        return cards_row

    def _build_prompt_row(self) -> QHBoxLayout:
        """What to do now, and beside it the button that plays the chosen card (and, solo, the
        choice to daub by hand): one row over the cards."""
        row = QHBoxLayout()
        self.prompt = QLabel()
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)  # names are shown as typed, never as markup
        self.prompt.setFont(bold_font(self, 17))
        self.prompt.setWordWrap(True)
        self.prompt.setVisible(not self.watching)  # what the person at the desk is to do: not the room's
        row.addWidget(self.prompt, 1)
        self.play_button = QPushButton()
        self.play_button.setMinimumHeight(44)
        self.play_button.clicked.connect(self.play_selected)
        row.addWidget(self.play_button)
        self.auto_daub = QCheckBox(translate("GokerTableLayout", "Daub for me"))
        self.auto_daub.setChecked(True)
        self.auto_daub.setToolTip(translate(
            "GokerTableLayout", "Off: tap the numbers on your cards yourself. Validation always uses every call."))
        self.auto_daub.toggled.connect(lambda _: self.refresh())
        row.addWidget(self.auto_daub)
        self.auto_daub.setVisible(self.solo)
        return row
