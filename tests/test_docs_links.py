"""The README and every page under docs/ link only to what is there (issue 34): a relative link
names a file or folder of the repository, an #anchor names a heading of the page it points to,
and a picture is a picture file that exists. Links to the web are not followed (tests never use
the network); code blocks and inline code are not links."""
from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import unquote

ROOT = Path(__file__).resolve().parent.parent
PICTURES = {".png", ".svg", ".jpg", ".jpeg", ".gif", ".webp"}

FENCE = re.compile(r"^\s*(```|~~~)")
INLINE_CODE = re.compile(r"(`+)(?:(?!\1).)+?\1")
LINK = re.compile(r"(!?)\[((?:[^\[\]]|\[[^\[\]]*\])*)\]\(\s*<?([^()\s<>]*(?:\([^()\s]*\))?[^()\s<>]*)>?"
                  r"(?:\s+\"[^\"]*\")?\s*\)")
DEFINITION = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)")
HTML_PICTURE = re.compile(r"<img\s[^>]*\bsrc=[\"']([^\"']+)[\"']", re.I)
HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
WEB = re.compile(r"^([a-z][a-z0-9+.-]*:|//)", re.I)


def pages(root: Path = ROOT) -> list[Path]:
    """The README and every Markdown page under docs/."""
    return [root / "README.md", *sorted((root / "docs").rglob("*.md"))]


def prose(text: str):
    """(line number, line) of the text outside fenced code blocks, inline code blanked."""
    fenced = False
    for number, line in enumerate(text.splitlines(), 1):
        if FENCE.match(line):
            fenced = not fenced
            continue
        if not fenced:
            yield number, INLINE_CODE.sub(lambda code: " " * len(code.group()), line)


def slug(heading: str) -> str:
    """The anchor GitHub gives a heading: its words lower-cased, punctuation dropped, spaces as hyphens."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link's words, not its target
    text = re.sub(r"[*_`]|<[^>]+>", "", text).strip().lower()
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def anchors(page: Path) -> set[str]:
    """Every anchor the page's headings make; a repeated heading gets -1, -2, ... as on GitHub."""
    made: dict[str, int] = {}
    found = set()
    fenced = False
    for line in page.read_text(encoding="utf-8").splitlines():
        if FENCE.match(line):
            fenced = not fenced
            continue
        heading = None if fenced else HEADING.match(line)
        if heading:
            base = slug(heading.group(2))
            count = made.get(base, 0)
            made[base] = count + 1
            found.add(base if count == 0 else f"{base}-{count}")
    return found


def targets(page: Path):
    """(line number, target, is a picture) of every link and picture in the page's prose."""
    for number, line in prose(page.read_text(encoding="utf-8")):
        for match in LINK.finditer(line):
            yield number, match.group(3), match.group(1) == "!"
            for inner in LINK.finditer(match.group(2)):  # a picture inside a link's words
                yield number, inner.group(3), inner.group(1) == "!"
        for match in HTML_PICTURE.finditer(line):
            yield number, match.group(1), True
        definition = DEFINITION.match(line)
        if definition:
            yield number, definition.group(1), False


def broken_links(page: Path, root: Path = ROOT) -> list[str]:
    """What is wrong with the page's relative links and pictures, one line each."""
    problems = []
    for number, target, picture in targets(page):
        where = f"{page.relative_to(root)}:{number}: {target}"
        if not target:
            problems.append(f"{where}: an empty link")
            continue
        if WEB.match(target):
            continue
        path, _, anchor = target.partition("#")
        named = (page.parent / unquote(path)).resolve() if path else page.resolve()
        if not named.is_relative_to(root.resolve()):
            problems.append(f"{where}: leaves the repository")
        elif not named.exists():
            problems.append(f"{where}: no such file")
        elif picture and not (named.is_file() and named.suffix.lower() in PICTURES):
            problems.append(f"{where}: not a picture")
        elif anchor and named.suffix != ".md":
            problems.append(f"{where}: an anchor on something that is not a page")
        elif anchor and unquote(anchor) not in anchors(named):
            problems.append(f"{where}: no heading makes #{anchor}")
    return problems


def test_the_readme_and_every_docs_page_link_only_to_what_is_there():
    found = pages()
    assert ROOT / "docs" / "guide" / "index.md" in found and ROOT / "docs" / "figures.md" in found
    problems = [problem for page in found for problem in broken_links(page)]
    assert problems == []


def test_a_broken_link_a_missing_anchor_and_a_missing_picture_are_found(tmp_path):
    (tmp_path / "docs" / "shots").mkdir(parents=True)
    (tmp_path / "docs" / "shots" / "table.png").write_bytes(b"\x89PNG\r\n\x1a\n")
    (tmp_path / "docs" / "guide.md").write_text(
        "# The guide\n\n## What's new? *Phones*\n\n## Setup\n\n## Setup\n", encoding="utf-8")
    readme = tmp_path / "README.md"
    readme.write_text("\n".join([
        "# Game Night",
        "[fine](docs/guide.md) [fine too](docs/guide.md#whats-new-phones) [again](docs/guide.md#setup-1)",
        "![fine](docs/shots/table.png) [a folder](docs/shots/) [here](#game-night) [web](https://example.org/x)",
        "[gone](docs/gone.md) [no anchor](docs/guide.md#setup-2) [no anchor here](#nowhere)",
        "![gone](docs/shots/chair.png) ![a page, not a picture](docs/guide.md) <img src=\"docs/shots/x.png\">",
        "[outside](../elsewhere/DESIGN.md) [anchored file](docs/shots/table.png#top)",
        "[![a badge](docs/shots/badge.png)](docs/guide.md) `[in code](docs/missing.md)`",
        "```", "[in a block](docs/missing.md)", "```",
        "[ref]: docs/unknown.md",
    ]) + "\n", encoding="utf-8")
    assert broken_links(readme, tmp_path) == [
        "README.md:4: docs/gone.md: no such file",
        "README.md:4: docs/guide.md#setup-2: no heading makes #setup-2",
        "README.md:4: #nowhere: no heading makes #nowhere",
        "README.md:5: docs/shots/chair.png: no such file",
        "README.md:5: docs/guide.md: not a picture",
        "README.md:5: docs/shots/x.png: no such file",
        "README.md:6: ../elsewhere/DESIGN.md: leaves the repository",
        "README.md:6: docs/shots/table.png#top: an anchor on something that is not a page",
        "README.md:7: docs/shots/badge.png: no such file",
        "README.md:11: docs/unknown.md: no such file",
    ]
    assert pages(tmp_path) == [readme, tmp_path / "docs" / "guide.md"]
    assert broken_links(tmp_path / "docs" / "guide.md", tmp_path) == []


def test_the_figures_the_readme_quotes_are_the_figures_pages():
    """The README quotes a few headline figures; each is the one docs/figures.md gives (a figure
    measured again changes there first, and the README must follow)."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("\n## Figures\n", 1)[1].split("\n## ", 1)[0]
    quoted = re.findall(r"\*\*([^*]+)\*\*", section)
    assert len(quoted) >= 3
    figures = (ROOT / "docs" / "figures.md").read_text(encoding="utf-8")
    assert [figure for figure in quoted if figure not in figures] == []
