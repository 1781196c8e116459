"""gamenight(6), the .deb's manual page (lintian's no-manual-page, issue 33): packaging/man_page.py
writes it from the command line's own parser, so every command and option of `gamenight` is in it
with its help, and a command or option added later is in the next build's page; man reads it
without a warning (lintian runs man's own check)."""
import argparse
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

import gamenight
from gamenight.cli import _parser
from test_packaging import packaging_script

man_page = packaging_script("man_page")
ROOT = Path(__file__).parents[1]
METAINFO = ROOT / "packaging/linux/invalid.gamenight.GameNight.metainfo.xml"
needs_man = pytest.mark.skipif(not shutil.which("man") and not os.environ.get("CI"), reason="needs man (man-db)")


def rendered(page: str, tmp_path: Path) -> tuple[str, str]:
    """The page as man shows it (plain text, neither justified nor hyphenated), and man's warnings."""
    source = tmp_path / "gamenight.6"
    source.write_text(page)
    shown = subprocess.run(["man", "--nj", "--nh", "--warnings", "-E", "UTF-8", "-l", "-Tutf8", str(source)],
                           capture_output=True, text=True, env=dict(os.environ, LC_ALL="C.UTF-8"), timeout=60)
    assert shown.returncode == 0, shown.stderr
    return re.sub(r".\x08", "", shown.stdout), shown.stderr


def options(parser: argparse.ArgumentParser) -> list[str]:
    return [flag for action in parser._actions if action.help != argparse.SUPPRESS for flag in action.option_strings]


def tags(part: str) -> set[str]:
    """The options and arguments a part of the shown page describes: the first word of each item
    of each tag ("-h, --help", "--games GAMES", "game   game id ...")."""
    return {item.split()[0] for line in re.findall(r"^ {7}(\S.*)$", part, re.M) for item in line.split(", ")}


@needs_man
def test_every_command_and_option_of_gamenight_is_in_the_page_with_its_help(tmp_path):
    parser = _parser()
    text, warnings = rendered(man_page.man_page(parser, gamenight.__version__, "2026-11-22"), tmp_path)
    assert warnings == ""
    assert text.startswith("GAMENIGHT(6)") and f"Game Night {gamenight.__version__}" in text
    flags = options(parser)
    assert {"--version", "--smoke-test", "--smoke-report", "--smoke-limit"} <= set(flags)
    assert "--speech-worker" not in text  # the app's own, hidden from --help too
    assert set(flags) <= tags(text.split("\nCOMMANDS\n")[0].split("\nOPTIONS\n")[1])
    commands = man_page.commands(parser)
    assert list(commands) == ["sim", "replay", "view", "serve"]
    commands_part = text.split("\nCOMMANDS\n")[1].split("\nFILES\n")[0]
    sections = dict(re.findall(r"^   (\w+)\n(.*?)(?=^   \w+\n|\Z)", commands_part, re.M | re.S))
    assert list(sections) == list(commands)
    for name, (sub, summary) in commands.items():
        assert summary[1:] in " ".join(sections[name].split()) and f"gamenight {name} [-h]" in sections[name]
        for action in sub._actions:
            assert set(action.option_strings or [action.dest]) <= tags(sections[name]), (name, action)
            if action.help:
                assert " ".join(action.help.split()[:4]) in " ".join(sections[name].split()), (name, action.help)


@needs_man
def test_a_command_or_option_added_to_gamenight_is_in_the_next_page(tmp_path):
    parser = _parser()
    parser.add_argument("--fullscreen", action="store_true", help="open the window full screen")
    added = man_page.commands(parser)["sim"][0]
    added.add_argument("--bots-only-tonight", metavar="N", help="a new option of a command")
    subcommands = next(action for action in parser._actions if isinstance(action, argparse._SubParsersAction))
    tournament = subcommands.add_parser("tournament", help="a knock-out of bots")
    tournament.add_argument("--rounds", type=int, help="rounds to play")
    text, _ = rendered(man_page.man_page(parser, "9.9", "2027-01-01"), tmp_path)
    assert re.search(r"^\s+--fullscreen\n\s+open the window full screen", text, re.M)
    assert re.search(r"^\s+--bots-only-tonight N\n\s+a new option of a command", text, re.M)
    assert re.search(r"^   tournament\n\s+A knock-out of bots\.", text, re.M) and "gamenight tournament [-h]" in text


def test_the_page_is_dated_by_the_newest_release_and_roff_reads_it_literally():
    assert man_page.newest_release_date(METAINFO) == re.search(r'<release version="[^"]+" date="([^"]+)"',
                                                               METAINFO.read_text())[1]
    assert man_page.roff("--seat S\n.not a request\n'nor this\\") == "\\-\\-seat S\n\\&.not a request\n\\&'nor this\\e"
