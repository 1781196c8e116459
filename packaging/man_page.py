"""The gamenight(6) manual page, written at build time from the command line's own parser
(gamenight.cli), so every command and option the program takes is in it, with its own help text,
and the page cannot drift from the program. Section 6, games, as Debian's policy puts the manual
pages of games (the command is /usr/games/gamenight); build_linux.sh installs it as
/usr/share/man/man6/gamenight.6.gz. Its date is the newest release's in the AppStream metainfo,
so a build of the same release makes the same page.

Run: python packaging/man_page.py METAINFO  (prints the page, roff with the man macros)
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path
from xml.etree import ElementTree

DESCRIPTION = (
    "With no command, Game Night opens its window: a launcher of five table games (Goker, Super Pokeno "
    "Bonus, Okey, Jokers and The Goodge Rules) for players at one computer, bots and phones, with a "
    "caller's console for the games called aloud, saved games to resume and a score history. The "
    "commands below run without a window.")
FILES = (
    ("~/.local/share/gamenight/history.sqlite3", "the score history"),
    ("~/.local/share/gamenight/autosave/", "the games in progress, one game record (JSON) each"),
    ("~/.config/gamenight/settings.json", "the preferences"),
)
"""Where the app keeps its files on Linux (docs/guide/files.md, Where your files are: platformdirs' user folders)."""
ENVIRONMENT = (
    ("LANGUAGE, LC_ALL, LC_MESSAGES, LANG", "the desktop's language: the window speaks Turkish on a Turkish "
                                            "desktop and English otherwise, unless its preferences choose"),
    ("QT_QPA_PLATFORM", "Qt's display back-end: xcb (X11), wayland, or offscreen (no screen; --smoke-test uses "
                        "it unless this says otherwise)"),
)


def roff(text: str) -> str:
    """Text as roff reads it literally: backslashes and hyphens escaped, no line taken for a request."""
    escaped = text.replace("\\", "\\e").replace("-", "\\-")
    return "\n".join(f"\\&{line}" if line.startswith((".", "'")) else line for line in escaped.splitlines())


def _usage(parser: argparse.ArgumentParser) -> str:
    return " ".join(parser.format_usage().removeprefix("usage:").split())


def _help(parser: argparse.ArgumentParser, action: argparse.Action) -> str:
    return parser._get_formatter()._expand_help(action) if action.help else ""


def _options(parser: argparse.ArgumentParser) -> list[str]:
    """Each shown argument of the parser as a tagged paragraph: how it is written, as its --help
    writes it (-h, --help; --games GAMES; game), and its help."""
    formatter = parser._get_formatter()
    lines = []
    for action in parser._actions:
        if action.help == argparse.SUPPRESS or isinstance(action, argparse._SubParsersAction):
            continue
        lines += [".TP", f"\\fB{roff(formatter._format_action_invocation(action))}\\fR", roff(_help(parser, action))]
    return lines


def commands(parser: argparse.ArgumentParser) -> dict[str, tuple[argparse.ArgumentParser, str]]:
    """The parser's commands: name -> (its parser, its one-line help)."""
    found: dict[str, tuple[argparse.ArgumentParser, str]] = {}
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            helps = {choice.dest: choice.help or "" for choice in action._choices_actions}
            found.update((name, (sub, helps.get(name, ""))) for name, sub in action.choices.items())
    return found


def newest_release_date(metainfo: Path) -> str:
    release = ElementTree.parse(metainfo).getroot().find("releases/release")
    if release is None or not release.get("date"):
        raise SystemExit(f"{metainfo} lists no release with a date")
    return release.get("date", "")


def man_page(parser: argparse.ArgumentParser, version: str, date: str) -> str:
    lines = [
        f'.TH GAMENIGHT 6 "{date}" "Game Night {roff(version)}" "Games"',
        ".SH NAME",
        "gamenight \\- five table games with a caller console, bots and a score history",
        ".SH SYNOPSIS",
        f".B {roff(_usage(parser))}",
    ]
    for sub, _ in commands(parser).values():
        lines += [".br", f".B {roff(_usage(sub))}"]
    lines += [".SH DESCRIPTION", roff(parser.description or ""), ".PP", roff(DESCRIPTION),
              ".SH OPTIONS", *_options(parser), ".SH COMMANDS"]
    for name, (sub, summary) in commands(parser).items():
        lines += [f".SS {roff(name)}", roff(f"{summary[:1].upper()}{summary[1:]}."), ".PP",
                  f"\\fB{roff(_usage(sub))}\\fR", *_options(sub)]
    lines += [".SH FILES"]
    for path, what in FILES:
        lines += [".TP", f"\\fI{roff(path)}\\fR", roff(what)]
    lines += [".SH ENVIRONMENT"]
    for variable, what in ENVIRONMENT:
        lines += [".TP", f"\\fB{roff(variable)}\\fR", roff(what)]
    lines += [".SH SEE ALSO",
              "The README of Game Night; the rules of each game are in its window (Help, Rules of each game)."]
    return "\n".join(lines) + "\n"


def main() -> None:
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    from gamenight import __version__
    from gamenight.cli import _parser

    sys.stdout.write(man_page(_parser(), __version__, newest_release_date(Path(sys.argv[1]))))


if __name__ == "__main__":
    main()
