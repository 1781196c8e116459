"""The blank score sheet both bingo games print (`caller/printed_score_sheet.py`): the game's
title, a "Player" column a fifth of the page wide and the game's own columns after it, a row for
every player (spare rows for latecomers), landscape when the columns are many, and every header
and name made small enough to fit its cell. Read back with Qt's own PDF reader."""
from itertools import pairwise

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QImage, QPainter
from PySide6.QtPdf import QPdfDocument

from gamenight.caller.printed_score_sheet import NAME_SHARE, column_rects, draw_fitted
from gamenight.games.goker.ui.printing import print_score_sheet as goker_sheet
from gamenight.games.pokeno.ui.printing import print_score_sheet as pokeno_sheet


def read_back(path) -> tuple[list[str], bool]:
    """The sheet's words, and whether its page is landscape."""
    document = QPdfDocument()
    document.load(str(path))
    assert document.pageCount() == 1
    size = document.pagePointSize(0)
    return document.getAllText(0).text().split(), size.width() > size.height()


@pytest.mark.parametrize("game, rounds, headers, landscape", [
    ("goker", 3, ["G1", "G2", "G3", "Guesses", "Level", "Total"], True),
    ("pokeno", 5, ["Round", "5", "Caller", "\u00b110", "Total"], False),
    ("pokeno", 24, ["Round", "24", "Caller", "Total"], True),  # everyone calls once: many columns
])
def test_each_game_prints_its_columns_on_the_shared_sheet(game, rounds, headers, landscape, tmp_path, qapp):
    path = tmp_path / "sheet.pdf"
    names = ["Ann", "Bob", "Dominique-Alexandra"]
    (goker_sheet if game == "goker" else pokeno_sheet)(str(path), names, rounds)
    words, wide = read_back(path)
    title = "Goker" if game == "goker" else "Super Pokeno Bonus"
    assert " ".join(words).startswith(f"{title} \u2014 score sheet Player")
    assert set(headers) <= set(words) and set(names) <= set(words)
    assert wide == landscape


def test_the_names_take_a_fixed_share_and_the_games_columns_the_rest_by_weight():
    cells = column_rects(1000, [1, 1, 2], 50)
    assert [round(cell.width(), 3) for cell in cells] == [1000 * NAME_SHARE, 195, 195, 390]
    assert cells[0].left() == 0 and cells[-1].right() == pytest.approx(1000)
    assert all(a.right() == pytest.approx(b.left()) for a, b in pairwise(cells))


WRAPPED = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
ONE_LINE = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft


@pytest.mark.parametrize("text, flags", [("Round 24", WRAPPED), ("Dominique-Alexandra", ONE_LINE)])
def test_a_header_or_name_too_large_for_its_cell_is_made_smaller_until_it_fits(text, flags, qapp):
    image = QImage(400, 200, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    font = QFont("DejaVu Sans")
    font.setPixelSize(40)
    room = QRectF(0, 0, 90, 60)
    draw_fitted(painter, font, room, text, flags)
    used = painter.font()
    painter.end()
    needed = QFontMetricsF(used).boundingRect(room, flags, text)
    assert 1 < used.pixelSize() < 40
    assert needed.width() <= room.width() and needed.height() <= room.height()
    one_larger = QFont(used)
    one_larger.setPixelSize(used.pixelSize() + 1)
    larger = QFontMetricsF(one_larger).boundingRect(room, flags, text)
    assert larger.width() > room.width() or larger.height() > room.height()  # as large as fits
