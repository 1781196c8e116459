"""The bar above the Pokeno table: the round in words, the draw controls (app draw) or the undo
of the last entry (a live caller), and a More menu (the projector window, printing). Only what
can be used now is shown."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFileDialog, QHBoxLayout, QLabel, QMenu, QPushButton, QToolButton, QWidget

from gamenight.caller.draw_controls import DrawControls
from gamenight.games.pokeno.ui.printing import print_boards, print_score_sheet
from gamenight.games.pokeno.views import Phase, PokenoView
from gamenight.table.fonts import bold_font
from gamenight.table.language import translated
from gamenight.table.names import is_you, name_text, plain_markup
from gamenight.table.touch import touch_menu, touch_px
from gamenight.table.undo_prompt import confirm_undo

translate = QCoreApplication.translate
UNDO_WIDTH = 300  # fixed, so a long "Undo ..." never shifts the bar


class TopBar(QWidget):
    def __init__(self, screen, external: bool):
        super().__init__(screen)
        self.game_screen = screen
        self.external = external
        bar = QHBoxLayout(self)
        bar.setContentsMargins(0, 0, 0, 0)
        self.status = QLabel()
        self.status.setTextFormat(Qt.TextFormat.PlainText)  # names are shown as typed, never as markup
        self.status.setFont(bold_font(self, 18))
        self.status.setWordWrap(True)  # two lines on a narrow window rather than cut
        bar.addWidget(self.status, 1)
        self.controls = DrawControls(self.tr("Roll the dice"), (2, 30, 10))
        bar.addWidget(self.controls)
        self.undo_entry = QPushButton(self.tr("Undo last entry"))
        self.undo_entry.setMinimumHeight(max(48, touch_px(self)))
        self.undo_entry.setFixedWidth(UNDO_WIDTH)
        self.undo_entry.clicked.connect(self.undo_last_entry)
        bar.addWidget(self.undo_entry)
        self.more = QToolButton()
        self.more.setText(self.tr("More"))
        self.more.setMinimumSize(touch_px(self) * 2, max(48, touch_px(self)))
        self.more.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = touch_menu(QMenu(self.more))
        menu.addAction(self.tr("Projector window for the audience\u2026"), lambda: screen.open_projector())
        menu.addSeparator()
        menu.addAction(self.tr("Print the boards as PDF\u2026"), self.print_boards)
        menu.addAction(self.tr("Print a blank score sheet as PDF\u2026"), self.print_score_sheet)
        self.more.setMenu(menu)
        bar.addWidget(self.more)
        self.view: PokenoView | None = None

    def show_status(self, view: PokenoView, names: list[str]) -> None:
        """The round in words (the screen holds it back while the dice tumble); the winners once
        the game is over."""
        over = view.phase is Phase.GAME_OVER
        self.status.setText(self.game_screen.game_over_text() if over else status_text(view, names))

    def show_view(self, view: PokenoView, controller) -> None:
        self.view = view
        choosing = view.phase is Phase.CHOOSING
        self.controls.setVisible(not self.external and not choosing)
        step = controller.undo_step() if self.external else None
        self.undo_entry.setVisible(step is not None)
        if step is not None:
            metrics, says = self.undo_entry.fontMetrics(), translated(step.says)
            elided = metrics.elidedText(says, Qt.TextElideMode.ElideRight, UNDO_WIDTH - 24)
            self.undo_entry.setText(elided.replace("&", "&&"))
            self.undo_entry.setToolTip(plain_markup(says))
        if not self.external:
            self.controls.set_ready(*self._draw_state(view))

    @staticmethod
    def _draw_state(view: PokenoView) -> tuple[bool, bool, str]:
        """Whether the app may draw, whether Auto draw may run on (it pauses at a round's end),
        and what the button says."""
        if view.phase in (Phase.CHOOSING, Phase.GAME_OVER):
            return False, False, translate("TopBar", "Roll the dice")
        if view.phase is Phase.CALLING:
            return True, True, translate("TopBar", "Draw a card")
        if view.phase is Phase.ROUND_OVER:
            return True, False, translate("TopBar", "Roll for the next round")
        played = view.round
        if played is None or played.finished or played.step is None:
            return True, True, translate("TopBar", "Roll the dice")
        return True, True, translate("TopBar", "Roll the {step}").format(step=translated(played.step.named))

    def undo_last_entry(self) -> None:
        controller = self.game_screen.controller
        step = controller.undo_step()
        if step is not None and confirm_undo(self.game_screen, step, self.game_screen.others_move(step)):
            controller.undo()

    def print_boards(self, path: str | None = None) -> None:
        path = path or QFileDialog.getSaveFileName(self, self.tr("Print boards"), "pokeno-boards.pdf", "PDF (*.pdf)")[0]
        view = self.view or self.game_screen.view()
        if path:
            chosen = None not in view.board_of
            print_boards(path, [view.board(seat) for seat in range(len(view.board_of))] if chosen
                         else list(view.boards))

    def print_score_sheet(self, path: str | None = None) -> None:
        path = path or QFileDialog.getSaveFileName(
            self, self.tr("Print score sheet"), "pokeno-score-sheet.pdf", "PDF (*.pdf)")[0]
        if path:
            view = self.view or self.game_screen.view()
            print_score_sheet(path, self.game_screen.names, view.rounds_to_play)


def status_text(view: PokenoView, names: list[str]) -> str:
    """The round in words: its number, who calls, how many cards and the bonus hand."""
    if view.phase is Phase.CHOOSING:
        return translate("TopBar", "Choosing boards")
    if view.phase is Phase.GAME_OVER:
        return translate("TopBar", "Game over")
    name = names[view.caller]
    calls = (translate("TopBar", "{player} call") if is_you(name) else
             translate("TopBar", "{player} calls")).format(player=name_text(name))
    number, played = view.round_number, view.round
    if view.phase is Phase.ROUND_OVER and played is not None:  # nothing of the last call is current
        over = translate("TopBar", "Round {number} void \u2014 roll again").format(number=number) if played.void \
            else translate("TopBar", "Round {number} over \u2014 roll for round {next}").format(number=number,
                                                                                                 next=number + 1)
        return f"{over} \u00b7 {calls}"
    parts = [translate("TopBar", "Round {number} of {rounds}").format(number=number, rounds=view.rounds_to_play),
             calls]
    if played is not None and not played.finished:
        if played.cards_to_draw:
            parts.append(translate("TopBar", "{cards} cards").format(cards=played.cards_to_draw))
        if played.bonus:
            hand = translated(played.bonus.named)
            parts.append(translate("TopBar", "bonus: {hand} \u00d7{times}").format(hand=hand, times=played.multiplier)
                         if played.multiplier else translate("TopBar", "bonus: {hand}").format(hand=hand))
    return " \u00b7 ".join(parts)
