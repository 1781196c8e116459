"""The called board both bingo games share (`caller/called_board.py`): Goker's 75 balls and
Pokeno's 52 cards on one board, which lights what was called, outlines the last call, hands a
console's taps on as what the tile shows, shows only on a projector, and grows its labels with
its tiles without cutting them."""
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF

from gamenight.caller.called_board import LAST_OUTLINE, BoardFace, CalledBoard
from gamenight.core.cards import Card
from gamenight.games.goker.ui.flashboard import FlashBoard
from gamenight.games.pokeno.ui.called_board import CardBoard

CALLS = {"goker": [12, 40, 75], "pokeno": [Card.parse("QH"), Card.parse("10D"), Card.parse("2C")]}


def board_of(game: str, interactive: bool = True) -> CalledBoard:
    return FlashBoard(interactive) if game == "goker" else CardBoard(interactive)


@pytest.mark.parametrize("game", ["goker", "pokeno"])
def test_the_board_lights_what_was_called_and_outlines_only_the_last(game, qtbot):
    board = board_of(game)
    qtbot.addWidget(board)
    unlit = {item: button.styleSheet() for item, button in board.buttons.items()}
    called = CALLS[game]
    board.show_called(called)
    changed = {item for item, button in board.buttons.items() if button.styleSheet() != unlit[item]}
    assert changed == set(called)
    assert [item for item, button in board.buttons.items() if LAST_OUTLINE in button.styleSheet()] == [called[-1]]
    assert {item for item, button in board.buttons.items() if button.toolTip().endswith(": called")} == set(called)
    board.show_called(called[:1])  # an undone call goes dark again
    assert {item for item, button in board.buttons.items() if button.styleSheet() != unlit[item]} == {called[0]}


@pytest.mark.parametrize("game", ["goker", "pokeno"])
def test_a_console_tile_hands_on_what_it_shows_and_a_projector_tile_only_shows(game, qtbot):
    console, projector = board_of(game), board_of(game, interactive=False)
    for board in (console, projector):
        qtbot.addWidget(board)
        board.resize(1200, 400)
        board.show()
    tapped = []
    console.tapped.connect(tapped.append)
    projector.tapped.connect(tapped.append)
    item = CALLS[game][1]
    qtbot.mouseClick(console.buttons[item], Qt.MouseButton.LeftButton)
    assert tapped == [item]
    assert console.buttons[item].accessibleName() in (f"N {item}", getattr(item, "name", None))
    assert projector.buttons[item].testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)


@pytest.mark.parametrize("game", ["goker", "pokeno"])
def test_the_labels_grow_with_the_tiles_and_stay_inside_them(game, qtbot):
    board = board_of(game, interactive=False)
    qtbot.addWidget(board)
    board.show()
    sizes = []
    for width, height in ((400, 200), (1400, 700)):
        board.resize(width, height)
        qtbot.waitUntil(lambda least=width // 20: board.buttons[CALLS[game][0]].width() > least, timeout=2000)
        sizes.append(board.label_px())
        for tile in board.buttons.values():
            metrics, lines = QFontMetricsF(tile.font()), tile.text().split("\n")
            assert max(map(metrics.horizontalAdvance, lines)) <= tile.width(), tile.text()
            assert metrics.lineSpacing() * len(lines) <= tile.height(), tile.text()
    assert sizes[1] >= 2 * sizes[0] and sizes[0] >= 12


class DiceBoard(CalledBoard):
    """A third game's board: six faces of a die in two rows, headed by nothing."""

    def __init__(self):
        super().__init__(BoardFace([[1, 2, 3], [4, 5, 6]], label=str, name=lambda face: f"a {face}"))

    def tile_style(self, item, called: bool) -> str:
        return f"background:{'black' if called else 'white'};border:{LAST_OUTLINE if item == self.last else 'none'};"


def test_a_game_gives_only_its_items_names_and_colours(qtbot):
    board = DiceBoard()
    qtbot.addWidget(board)
    assert list(board.buttons) == [1, 2, 3, 4, 5, 6] and board.heads == []
    assert board.buttons[4].text() == "4" and board.buttons[4].accessibleName() == "a 4"
    board.show_called([6, 2])
    assert "black" in board.buttons[6].styleSheet() and "black" in board.buttons[2].styleSheet()
    assert LAST_OUTLINE in board.buttons[2].styleSheet() and "white" in board.buttons[1].styleSheet()
