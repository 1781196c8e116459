"""The Turkish rules pages of The Goodge Rules and Jokers are whole pages: the same headings, in
the same order and levels, and the same tables (row for row) as the English page, in Turkish."""
import re
from pathlib import Path

import pytest

RULES = Path(__file__).resolve().parents[1] / "resources" / "rules"


def shape(page: str) -> list[str]:
    """The page's skeleton: each heading's level, each table row's cell count, each list item."""
    marks = []
    for line in page.splitlines():
        if line.startswith("#"):
            marks.append(line.split(" ")[0])
        elif line.strip().startswith("|"):
            marks.append(f"row{line.count('|')}")
        elif line.startswith("- "):
            marks.append("item")
    return marks


@pytest.mark.parametrize(("game", "heading"), [("goodge", "## Amaç"), ("jokers", "## Amaç")])
def test_the_turkish_page_has_the_english_pages_shape_in_turkish(game, heading):
    english = (RULES / f"{game}.md").read_text(encoding="utf-8")
    turkish = (RULES / f"{game}.tr.md").read_text(encoding="utf-8")
    assert shape(turkish) == shape(english)
    assert heading in turkish.splitlines() and turkish.splitlines()[0] == english.splitlines()[0]
    assert not re.search(r"^## (The aim|Scoring|House rules)$", turkish, re.M)
