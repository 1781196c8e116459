"""The phone page's own words: every sentence the page puts through `GN.t` has its Turkish in
resources/phone/words.js (or beside them, in night.js), with the same {blanks}; a table of words
the page looks up by an English name (a colour, a suit, a round's end) is complete too."""
import json
import re

from gamenight.resources import resources_dir

PAGE = resources_dir() / "phone"
STRING = r'"((?:[^"\\]|\\.)*)"'
BLANK = re.compile(r"\{(\w+)\}")


def js_string(literal: str) -> str:
    return json.loads(f'"{literal}"')


def turkish() -> dict[str, str]:
    """The Turkish of words.js, and of the parts of the page that keep their own words (night.js,
    through `GN.addWords`)."""
    found = {}
    for script in ("words.js", "night.js"):
        table = PAGE.joinpath(script).read_text(encoding="utf-8").split("tr: {", 1)[1].split("\n    },", 1)[0]
        pairs = re.findall(STRING + r":\s*" + STRING, table)
        found.update({js_string(english): js_string(said) for english, said in pairs})
    return found


def asked_for() -> set[str]:
    """The English the page translates: GN.t's literal sentences, and the words of its tables."""
    sentences: set[str] = set()
    for script in PAGE.glob("*.js"):
        if script.name == "words.js":
            continue
        text = script.read_text(encoding="utf-8")
        for call in re.finditer(r"GN\.t\(([^;]*)", text):
            found = (js_string(s) for s in re.findall(STRING, call.group(1).split(", {")[0]))
            sentences.update(s for s in found if re.search("[a-z]", s))  # not a code compared ("CR") nor a " "
    page = PAGE.joinpath("index.html").read_text(encoding="utf-8")
    sentences.update(re.findall(r"data-t>([^<]+)<", page))
    sentences.update(re.findall(r'(?:aria-label|title)="([^"]+)"', page))
    return sentences


# the names the page turns into words at run time (the host's codes, lower-cased)
LOOKED_UP = ["red {number}", "black {number}", "blue {number}", "yellow {number}", "{rank} of spades",
             "{rank} of hearts", "{rank} of diamonds", "{rank} of clubs", "Spades", "Diamonds", "Stars", "Hearts",
             "Clubs", "sets and runs", "okey finish", "seven pairs", "seven pairs okey", "stock out", "gosterge",
             "pair", "two pair", "three of a kind", "straight", "flush", "full house", "four of a kind",
             "straight flush"]


def test_every_sentence_of_the_page_has_its_turkish_with_the_same_blanks():
    table = turkish()
    wanted = asked_for() | set(LOOKED_UP)
    assert len(wanted) > 80  # the reading of the page found its sentences
    missing = sorted(wanted - set(table))
    assert missing == []
    differing = [english for english in wanted
                 if sorted(BLANK.findall(english)) != sorted(BLANK.findall(table[english]))]
    assert differing == []


def test_the_page_chooses_its_words_with_no_eval():
    words = PAGE.joinpath("words.js").read_text(encoding="utf-8")
    assert "eval(" not in words and "new Function" not in words and "innerHTML" not in words
    assert '<script src="words.js"></script>\n<script src="cards.js">' in PAGE.joinpath("index.html").read_text()
