"""Choosing a board: the free boards as big buttons, a preview of the one picked, and Take."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from gamenight.games.pokeno.boards import Board
from gamenight.games.pokeno.ui.board_scene import BoardScene, BoardView
from gamenight.table.fonts import bold_font
from gamenight.table.names import is_you, name_text
from gamenight.table.touch import touch_px


class BoardPicker(QWidget):
    boardTaken = Signal(int)

    def __init__(self, boards: list[Board], parent: QWidget | None = None):
        super().__init__(parent)
        self.boards = {board.number: board for board in boards}
        layout = QHBoxLayout(self)
        left = QVBoxLayout()
        self.prompt = QLabel()
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)  # holds a player's name, shown as typed
        self.prompt.setFont(bold_font(self, 22))
        self.prompt.setWordWrap(True)
        left.addWidget(self.prompt)
        grid = QGridLayout()
        self.number_buttons: dict[int, QPushButton] = {}
        for index, number in enumerate(self.boards):
            button = QPushButton(self.tr("Board {number}").format(number=number))
            button.setMinimumSize(96, max(56, touch_px(self)))
            button.setMaximumHeight(88)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
            button.setFont(bold_font(self, 17))
            button.setCheckable(True)
            button.clicked.connect(lambda _=False, n=number: self.preview(n))
            grid.addWidget(button, index // 3, index % 3)
            self.number_buttons[number] = button
        left.addLayout(grid, 1)
        self.chosen = 0
        self.take_button = QPushButton()
        self.take_button.setMinimumHeight(max(56, touch_px(self)))
        self.take_button.setFont(bold_font(self, 18))
        self.take_button.clicked.connect(lambda: self.boardTaken.emit(self.chosen))
        left.addWidget(self.take_button)
        hint = QLabel(self.tr("Each line is labelled with the hand it makes when all five of its cards are "
                              "called, at its base points. The bonus hand of a round scores more."))
        hint.setWordWrap(True)
        hint.setStyleSheet("font-size:15px;")
        left.addWidget(hint)
        left.addStretch(0)
        layout.addLayout(left, 1)
        self.view_holder = QVBoxLayout()
        layout.addLayout(self.view_holder, 2)
        self.view: BoardView | None = None
        self.chosen = 0

    def ask(self, who: str, free: tuple[int, ...], can_take: bool) -> None:
        if can_take:
            prompt = self.tr("{player}, choose your board")
        else:
            prompt = self.tr("You are choosing a board\u2026") if is_you(who) else \
                self.tr("{player} is choosing a board\u2026")
        self.prompt.setText(prompt.format(player=name_text(who)))
        for number, button in self.number_buttons.items():
            button.setEnabled(can_take and number in free)
        if free and self.chosen not in free:
            self.preview(free[0])
        self.take_button.setEnabled(can_take)

    def preview(self, number: int) -> None:
        self.chosen = number
        for other, button in self.number_buttons.items():
            button.setChecked(other == number)
        if self.view is not None:
            self.view_holder.removeWidget(self.view)
            self.view.hide()  # gone at once, not only when the deferred delete runs
            self.view.deleteLater()
        scene = BoardScene(self.boards[number], self.tr("Board {number}").format(number=number))
        scene.show_full_hands()
        self.view = BoardView(scene)
        self.view_holder.addWidget(self.view)
        self.take_button.setText(self.tr("Take board {number}").format(number=number))
        self.take_button.setFocus(Qt.FocusReason.OtherFocusReason)
