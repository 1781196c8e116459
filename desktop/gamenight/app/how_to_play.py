"""Help -> How to play: a game's rules page cut to what a new player needs first (its opening,
the aim, a turn and the end), the keys its screen answers, and a button to the full rules."""
from __future__ import annotations

from PySide6.QtWidgets import QDialogButtonBox, QWidget

from gamenight.app.help_dialogs import game_keys
from gamenight.app.rules_dialog import RulesDialog, rules_text, show_rules, space_headings
from gamenight.app.theme import fit_for_touch
from gamenight.core import registry

FIRST_SECTIONS = ("The aim", "A turn", "The end")
"""The rules page's sections (by the start of their heading) a new player reads first."""


def how_to_play_text(game_id: str) -> str:
    """The opening of the game's rules page and its FIRST_SECTIONS (their subsections included),
    in the page's order, in Markdown."""
    kept, keep = [], True
    for line in rules_text(game_id).splitlines():
        if line.startswith("## "):
            keep = line[3:].startswith(FIRST_SECTIONS)
        if keep:
            kept.append(line)
    name = registry.get(game_id).name
    keys = [f"- **{keys}**: {what.removeprefix(name + ': ')}" for keys, what in game_keys()
            if what.startswith(name + ": ")]
    if keys:
        kept += ["", "## Keys", "", *keys]
    return "\n".join(kept) + "\n"


class HowToPlayDialog(RulesDialog):
    """The rules window (non-modal, sized to the screen) showing the first sections only."""

    def __init__(self, game_id: str, parent: QWidget | None = None):
        super().__init__(game_id, parent)
        self.setObjectName(f"how-to-play-{game_id}")
        self.setWindowTitle(f"How to play {registry.get(game_id).name}")
        self.browser.setMarkdown(how_to_play_text(game_id))
        space_headings(self.browser.document())
        buttons = self.findChild(QDialogButtonBox)
        assert buttons is not None, "the rules dialog has its button row"
        self.full_rules = buttons.addButton("Full rules", QDialogButtonBox.ButtonRole.HelpRole)
        self.full_rules.clicked.connect(lambda: show_rules(parent or self, game_id))
        fit_for_touch(buttons)


def show_how_to_play(parent: QWidget, game_id: str) -> HowToPlayDialog:
    """Open a game's How to play, or bring its already open window to the front."""
    dialog = parent.findChild(HowToPlayDialog, f"how-to-play-{game_id}") or HowToPlayDialog(game_id, parent)
    dialog.show()
    dialog.raise_()
    return dialog
