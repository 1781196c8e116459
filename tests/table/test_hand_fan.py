"""The kit's hand fan on its own: layout, sorting, raising and dimming, a marked card, playing by a
click or a drag up (a short drag puts the card back), animations, cards leaving and joining, the
"new" tag and the pick mode (a click picks any card, nothing is played or dragged)."""
import itertools

import pytest
from PySide6.QtCore import QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from gamenight.table.card_painter import CardFace
from gamenight.table.hand_fan import DRAG_PLAYS, TAG, FanCard, HandFan, face_painter
from gamenight.table.layouts import fan_positions
from scene_clicks import grip, send

CENTRE = QPointF(400, 300)
W, H = 60, 84


def paint_plain(painter, rect, card, face_up):
    painter.fillRect(rect, QColor("white" if face_up else "navy"))


@pytest.fixture
def table(qtbot):
    scene = QGraphicsScene(0, 0, 800, 500)
    view = QGraphicsView(scene)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.resize(820, 520)
    qtbot.addWidget(view)
    view.show()
    fan = HandFan(scene, paint_plain, W, H, CENTRE, 500, lift=20)
    played = []
    fan.played.connect(played.append)
    return view, fan, played






def drag(view, item, up: float) -> None:
    start = grip(item)
    send(view, QEvent.Type.MouseButtonPress, start)
    for step in range(1, 5):
        send(view, QEvent.Type.MouseMove, start - QPointF(0, up * step / 4))
    send(view, QEvent.Type.MouseButtonRelease, start - QPointF(0, up), Qt.MouseButton.NoButton)


def test_the_fan_lies_where_fan_positions_says_and_an_arc_turns_the_cards(table):
    view, fan, _ = table
    fan.show(["a", "b", "c", "d"])
    places = fan_positions(CENTRE, 4, W, 500)
    assert [fan.items[card].pos() for card in "abcd"] == [point for point, _ in places]
    assert [fan.items[card].zValue() for card in "abcd"] == [10, 11, 12, 13]  # each covers the last
    assert all(item.scene() is view.scene() and item.rotation() == 0 for item in fan.items.values())
    fan.arc = 12
    fan.show(["a", "b", "c", "d"])
    angles = [fan.items[card].rotation() for card in "abcd"]
    assert angles == [angle for _, angle in fan_positions(CENTRE, 4, W, 500, 12)]
    assert angles[0] == -12 and angles[-1] == 12


def test_the_fan_sorts_by_the_games_key(table):
    _, fan, _ = table
    fan.key = lambda card: (card[-1], int(card[:-1]))  # by suit, then rank
    fan.show(["10S", "2H", "3S", "9H"])
    assert fan.order == ["2H", "9H", "3S", "10S"]
    xs = [fan.items[card].x() for card in fan.order]
    assert xs == sorted(xs) and len(set(xs)) == 4


def test_legal_cards_stand_raised_the_others_dimmed_and_the_selected_one_marked(table):
    _, fan, _ = table
    fan.show(["a", "b", "c"], legal={"b"}, selected="c")
    a, b, c = (fan.items[card] for card in "abc")
    assert b.playable and not b.dimmed and b.y() == a.y() - 20
    assert a.dimmed and c.dimmed and not a.playable and not c.playable
    assert c.marked and not a.marked and not b.marked
    fan.show(["a", "b", "c"])  # nothing to play now: no card dimmed or raised
    assert not any(item.dimmed or item.playable for item in fan.items.values())
    assert len({item.y() for item in fan.items.values()}) == 1
    fan.show(["a", "b", "c"], legal={"a", "b"}, face_up=False)  # face down: nothing may be played
    assert not any(item.playable or item.face_up for item in fan.items.values())


def painted(item) -> QImage:
    """The card item painted alone, with a 4-pixel margin round it."""
    image = QImage(W + 8, H + 8, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.translate(4, 4)
    item.paint_piece(painter, QRectF(0, 0, W, H))
    painter.end()
    return image


def test_a_dimmed_card_is_painted_darker_and_a_marked_one_ringed(table):
    _, fan, _ = table
    fan.show(["a", "b"], legal={"a"}, selected="a")

    def centre_and_edge(item):
        image = painted(item)
        return image.pixelColor(W // 2 + 4, H // 2 + 4), image.pixelColor(2, H // 2 + 4)

    (lit, ring), (dark, no_ring) = centre_and_edge(fan.items["a"]), centre_and_edge(fan.items["b"])
    assert lit == QColor("white") and dark.lightness() < 200
    assert ring.alpha() > 0 and no_ring.alpha() == 0


def test_the_new_card_is_tagged_in_its_uncovered_corner_until_it_is_no_longer_new(table):
    _, fan, _ = table
    fan.show(["a", "b", "c"], new="a")
    assert [fan.items[card].tag for card in "abc"] == ["new", "", ""]
    corner = (4 + int(W * 0.25), 4 + H - int(W * 0.31))  # bottom left: the tag, above its word
    assert painted(fan.items["a"]).pixelColor(*corner) == TAG
    assert painted(fan.items["b"]).pixelColor(*corner) == QColor("white")
    fan.show(["a", "b", "c"])
    assert fan.items["a"].tag == ""


def test_in_pick_mode_a_click_picks_any_card_and_the_picked_one_stands_raised(table):
    view, _, _ = table
    fan = HandFan(view.scene(), paint_plain, W, H, QPointF(400, 100), 500, lift=20, picks=True)
    picked, played = [], []
    fan.picked.connect(picked.append)
    fan.played.connect(played.append)
    fan.show(["a", "b", "c"], legal={"b"})
    a, b, c = (fan.items[card] for card in "abc")
    assert a.dimmed and c.dimmed and not b.dimmed and a.playable and c.playable
    assert a.y() == b.y() == c.y()  # no card is raised until one is picked
    for card in "cab":
        point = grip(fan.items[card])
        send(view, QEvent.Type.MouseButtonPress, point)
        send(view, QEvent.Type.MouseButtonRelease, point, Qt.MouseButton.NoButton)
    assert picked == ["c", "a", "b"] and played == []
    fan.show(["a", "b", "c"], legal={"b"}, selected="c")
    assert c.marked and c.y() == a.y() - 20 and b.y() == a.y()
    home = a.pos()
    drag(view, a, up=DRAG_PLAYS + 40)  # a card is not dragged out of a hand it is only picked from
    assert a.pos() == home and played == [] and picked[-1] == "a"


def test_a_click_plays_a_legal_card_and_a_dimmed_card_does_not_play(table):
    view, fan, played = table
    fan.show(["a", "b", "c"], legal={"b"})
    for card in "abc":
        point = grip(fan.items[card])
        send(view, QEvent.Type.MouseButtonPress, point)
        send(view, QEvent.Type.MouseButtonRelease, point, Qt.MouseButton.NoButton)
    assert played == ["b"]


def test_a_drag_up_past_the_threshold_plays_and_a_short_drag_puts_the_card_back(table):
    view, fan, played = table
    fan.show(["a", "b", "c"], legal={"a", "b", "c"})
    home = fan.items["b"].pos()
    drag(view, fan.items["b"], up=DRAG_PLAYS / 2)
    assert played == [] and fan.items["b"].pos() == home and fan.items["b"].zValue() == 11
    drag(view, fan.items["b"], up=DRAG_PLAYS + 40)
    assert played == ["b"]


def test_animations_off_place_cards_at_once_and_on_they_travel_from_where_they_enter(table, qtbot):
    _, fan, _ = table
    fan.show(["a", "b"], enter_from=QPointF(0, 0), ms=0)
    assert not fan.items["a"].moving and fan.items["a"].pos() == fan_positions(CENTRE, 2, W, 500)[0][0]
    fan.show(["a", "b", "c"], enter_from=QPointF(0, 0), ms=120)
    new = fan.items["c"]
    assert new.moving and new.pos() == QPointF(0, 0)
    with qtbot.waitSignal(new.arrived, timeout=2000):
        pass
    assert new.pos() == fan_positions(CENTRE, 3, W, 500)[2][0] and new.zValue() == 12


def test_a_card_taken_leaves_the_hand_but_not_the_table_and_can_be_adopted_back(table):
    view, fan, played = table
    fan.show(["a", "b", "c"], legal={"a", "b", "c"}, selected="b")
    taken = fan.take("b")
    assert isinstance(taken, FanCard) and taken.scene() is view.scene()
    assert not taken.playable and not taken.marked and taken.on_play is None and fan.order == ["a", "c"]
    fan.show(["a", "c"])
    assert taken.scene() is view.scene()  # still on the table: the game moves it
    fan.adopt(taken)
    fan.show(["a", "b", "c"], legal={"b"})
    point = grip(taken)
    send(view, QEvent.Type.MouseButtonPress, point)
    send(view, QEvent.Type.MouseButtonRelease, point, Qt.MouseButton.NoButton)
    assert played == ["b"]
    dropped = fan.items["a"]
    fan.show(["b", "c"])
    assert dropped.scene() is None and "a" not in fan.items  # gone from the hand: gone from the table


def test_face_painter_paints_a_deck_from_its_card_faces(table):
    paint = face_painter(lambda card: CardFace(card, "\u2605", "#c62828"))
    images = []
    for face_up in (True, False):
        image = QImage(W, H, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        paint(painter, QRectF(0, 0, W, H), "7", face_up)
        painter.end()
        images.append(image)
    face, back = images
    assert QColor(face.pixel(W // 2, H // 6)).lightness() > 200  # the pale face
    assert QColor(back.pixel(W // 2, H // 2)).blue() > QColor(back.pixel(W // 2, H // 2)).red()  # the blue back


def test_a_spacing_above_one_leaves_gaps_between_cards_while_the_width_allows(table):
    view, _, _ = table
    fan = HandFan(view.scene(), paint_plain, W, H, QPointF(400, 100), 500, spacing=1.25)
    fan.show(["a", "b", "c"])
    xs = [fan.items[card].x() for card in "abc"]
    assert [b - a for a, b in itertools.pairwise(xs)] == [W * 1.25] * 2 and xs[0] + (xs[-1] + W - xs[0]) / 2 == 400
    fan.show(list("abcdefghij"))  # too many for the gaps: they close up to fit the width
    xs = [fan.items[card].x() for card in "abcdefghij"]
    assert xs[-1] + W - xs[0] == pytest.approx(500) and xs[1] - xs[0] < W
