from gamenight.games.goker.patterns import (
    COLUMNS,
    DIAGONALS,
    FREE,
    FULL,
    ROWS,
    best_pattern,
    build_pattern_table,
    cell,
    patterns,
)
from gamenight.resources import resource_path


def mask(*cells):
    value = 0
    for row, column in cells:
        value |= cell(row, column)
    return value


def rank(marked):
    found = best_pattern(marked)
    return found.rank if found else 0


def test_the_table_file_is_the_generator_output_with_the_rulings_points():
    import json

    data = json.loads(resource_path("goker/patterns.json").read_text())
    assert data["patterns"] == build_pattern_table()
    assert [(p.rank, p.points) for p in patterns()] == [(1, 10), (2, 20), (3, 30), (4, 40), (5, 50), (6, 60), (7, 75),
                                                         (8, 75), (9, 90), (10, 100)]
    assert [len(p.masks) for p in patterns()] == [12, 12, 8, 66, 9, 28, 6, 4, 1, 1]


def test_goker_spot_is_a_2x2_block_not_through_the_centre():
    assert rank(mask((0, 0), (0, 1), (1, 0), (1, 1))) == 1
    assert rank(mask((0, 0), (0, 1), (1, 0))) == 0                    # near miss
    assert rank(mask((1, 1), (1, 2), (2, 1))) == 0                    # with the free centre: not a spot


def test_line_any_way_uses_the_free_centre_and_diagonals():
    assert rank(ROWS[2] & ~FREE) == 2                                 # the middle row, helped by the G-SPACE
    assert rank(DIAGONALS[0] & ~FREE) == 2
    assert rank(DIAGONALS[1] & ~FREE) == 2
    assert rank(ROWS[2] & ~FREE & ~cell(2, 0)) == 0


def test_line_hard_way_is_a_row_or_column_off_the_centre():
    assert rank(ROWS[0]) == 3 and rank(COLUMNS[4]) == 3
    assert rank(COLUMNS[2] & ~FREE) == 2                              # through the centre: any way only


def test_two_lines_any_way_and_hard_way():
    assert rank((ROWS[2] | COLUMNS[2]) & ~FREE) == 4
    assert rank(ROWS[2] | DIAGONALS[0]) == 4
    assert rank(ROWS[0] | COLUMNS[0]) == 6
    assert rank(ROWS[0] | ROWS[4]) == 6
    assert rank(ROWS[0] | ROWS[2]) == 4                               # one of them through the centre


def test_goker_9_is_any_3x3_block():
    block = mask(*((r, c) for r in range(2, 5) for c in range(2, 5)))
    assert rank(block) == 5
    assert rank(block & ~cell(4, 4)) < 5


def test_half_goker_straight_and_diagonal():
    assert rank(ROWS[0] | ROWS[1] | ROWS[2]) == 7
    assert rank(COLUMNS[2] | COLUMNS[3] | COLUMNS[4]) == 7
    lower = mask(*((r, c) for r in range(5) for c in range(5) if r >= c))
    assert rank(lower) == 8                                           # diagonal beats horizontal and vertical
    assert rank(lower & ~cell(4, 0)) < 8
    upper_anti = mask(*((r, c) for r in range(5) for c in range(5) if r + c <= 4))
    assert rank(upper_anti) == 8


def test_4x4_is_the_four_corner_blocks_and_full_is_all():
    corners = mask(*((r, c) for r in (0, 1, 3, 4) for c in (0, 1, 3, 4)))
    assert rank(corners) == 9
    assert rank(corners & ~cell(0, 0)) < 9
    assert rank(FULL & ~FREE) == 10
    assert rank(FULL & ~cell(0, 0)) == 8  # the corner blocks break; a diagonal half stands


def test_nothing_marked_is_no_pattern():
    assert best_pattern(0) is None
