"""The table kit on its own: pieces that move along paths and turn over, layouts, the overlay and
pass gate, the choice panel, the score sheet and card faces of any deck."""
import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene, QWidget

from gamenight.table.card_painter import CardFace, paint_face
from gamenight.table.choice_panel import ChoicePanel
from gamenight.table.layouts import Spread, fan_positions, pile_positions, seat_ring, trick_positions
from gamenight.table.overlay import OverlayPanel
from gamenight.table.pass_gate import PassGate
from gamenight.table.pieces import RAISED_Z, PieceItem
from gamenight.table.score_sheet import ScoreSheet


class Chip(PieceItem):
    def paint_piece(self, painter, rect):
        painter.fillRect(rect, QColor("red" if self.face_up else "blue"))


def test_a_piece_travels_every_point_of_its_path_raised_and_lands_where_it_rests(qtbot):
    scene = QGraphicsScene()
    chip = Chip(20, 20)
    scene.addItem(chip)
    chip.setZValue(3)
    seen = []
    chip.xChanged.connect(lambda: seen.append(chip.pos()))
    chip.yChanged.connect(lambda: seen.append(chip.pos()))
    path = [QPointF(100, 0), QPointF(100, 100), QPointF(0, 100)]
    chip.animate(path, ms=150)
    assert chip.moving and chip.zValue() == RAISED_Z
    with qtbot.waitSignal(chip.arrived, timeout=2000):
        pass
    assert chip.pos() == QPointF(0, 100) and chip.zValue() == 3 and not chip.moving
    assert any(point.x() == 100 and 0 < point.y() < 100 for point in seen)  # down the middle leg
    assert not any(0 < point.x() < 100 and 0 < point.y() < 100 for point in seen)  # never across the square
    chip.animate(QPointF(5, 5), z=7, ms=0)  # animations off: at once
    assert chip.pos() == QPointF(5, 5) and chip.zValue() == 7


def test_a_piece_turns_over_and_a_stopped_move_ends_at_its_destination(qtbot):
    chip = Chip(20, 20, face_up=False)
    chip.flip(True, ms=0)
    assert chip.face_up
    chip.flip(False, ms=60)
    qtbot.waitUntil(lambda: not chip.face_up, timeout=2000)
    chip.animate([QPointF(50, 0), QPointF(50, 50)], ms=5000)
    chip.stop()
    assert chip.pos() == QPointF(50, 50)


def test_layouts_place_piles_fans_seats_and_tricks():
    assert pile_positions(QPointF(0, 0), 3, Spread.RIGHT, 10) == [QPointF(0, 0), QPointF(10, 0), QPointF(20, 0)]
    squared = pile_positions(QPointF(0, 0), 5, Spread.DOWN, 10, shown=2)
    assert squared[:4] == [QPointF(0, 0)] * 4 and squared[4] == QPointF(0, 10)
    fan = fan_positions(QPointF(500, 300), 6, 80, 400, raised=frozenset({2}))
    assert len(fan) == 6 and fan[2][0].y() < fan[1][0].y()
    assert fan[-1][0].x() + 80 - fan[0][0].x() <= 400
    for players in range(2, 11):
        ring = seat_ring(players, QRectF(0, 0, 800, 600), viewer=players - 1)
        assert max(ring, key=lambda point: point.y()) == ring[players - 1]  # the viewer sits at the bottom
    with pytest.raises(ValueError):
        seat_ring(11, QRectF(0, 0, 10, 10))
    trick = trick_positions(4, QPointF(400, 300), 60, 84)
    assert len(set((p.x(), p.y()) for p in trick)) == 4


def test_the_overlay_sits_inside_its_area_and_the_pass_gate_opens_for_its_seat(qtbot):
    parent = QWidget()
    parent.resize(900, 700)
    qtbot.addWidget(parent)
    area = QWidget(parent)
    area.setGeometry(50, 40, 700, 500)
    panel = OverlayPanel(area, parent)
    panel.show_message("<h2>Round over</h2>")
    assert QRectF(area.geometry()).contains(QRectF(panel.geometry()))
    gate = PassGate(area, parent, "rack")
    gate.ask(2, "<b>Bo</b>")
    assert "&lt;b&gt;Bo&lt;/b&gt;" in gate.text.text() and "show my rack" in gate.open_button.text()
    with qtbot.waitSignal(gate.opened) as opened:
        qtbot.mouseClick(gate.open_button, Qt.MouseButton.LeftButton)
    assert opened.args == [2] and not gate.isVisible()


def test_the_choice_panel_offers_big_buttons_and_says_which_was_chosen(qtbot):
    panel = ChoicePanel(columns=3)
    qtbot.addWidget(panel)
    panel.offer("Your bid", [(85, "85"), (90, "90"), (None, "Pass")], notes={85: "52% to make"})
    assert all(button.minimumHeight() >= 52 for button in panel.buttons.values())
    with qtbot.waitSignal(panel.chosen) as chosen:
        qtbot.mouseClick(panel.buttons[None], Qt.MouseButton.LeftButton)
    assert chosen.args == [None]


def test_the_score_sheet_shows_every_round_and_the_totals(qtbot):
    sheet = ScoreSheet(["Ann", "Bo"])
    qtbot.addWidget(sheet)
    sheet.show_rounds([(10, -5), (20, 5)])
    assert sheet.rowCount() == 3 and sheet.total_texts() == ["30", "0"]
    sheet.show_rounds([(10, -5)], totals=(35, 0))
    assert sheet.total_texts() == ["35", "0"]


def test_any_deck_is_painted_face_and_back():
    def colours(face):
        image = QImage(70, 98, QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        paint_face(painter, QRectF(0, 0, 70, 98), face)
        painter.end()
        return {image.pixel(x, y) for x in range(0, 70, 3) for y in range(0, 98, 3)}

    crown = colours(CardFace("C", "\u265b", "#b8860b"))
    back = colours(None)
    assert QColor("#b8860b").rgb() in crown or len(crown) > 3
    assert crown != back
