"""Help -> How to play: a game's rules page cut to what a new player needs first (its opening,
the aim, a turn and the end), the keys its screen answers, and a button to the full rules."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialogButtonBox, QWidget

from gamenight.app.help_dialogs import game_key_rows
from gamenight.app.rules_dialog import RulesDialog, rules_text, show_rules, space_headings
from gamenight.app.theme import fit_for_touch
from gamenight.core import registry

translate = QCoreApplication.translate

FIRST_SECTIONS = ("The aim", "A turn", "The end")
"""The English rules page's sections (by the start of their heading) a new player reads first; a
translated page has the same sections in the same order, so the same places of it are kept."""


def _first_sections(game_id: str) -> set[int]:
    """The places (0, 1, 2... among the "## " sections) of FIRST_SECTIONS in the English page."""
    headings = [line[3:] for line in rules_text(game_id, "en").splitlines() if line.startswith("## ")]
    return {place for place, heading in enumerate(headings) if heading.startswith(FIRST_SECTIONS)}


def how_to_play_text(game_id: str) -> str:
    """The opening of the game's rules page (in the app's language) and its FIRST_SECTIONS (their
    subsections included), in the page's order, in Markdown."""
    kept, keep, place, wanted = [], True, -1, _first_sections(game_id)
    for line in rules_text(game_id).splitlines():
        if line.startswith("## "):
            place += 1
            keep = place in wanted
        if keep:
            kept.append(line)
    name = registry.get(game_id).name
    keys = [f"- **{keys}**: {what}" for game, keys, what in game_key_rows() if game == name]
    if keys:
        kept += ["", "## " + translate("HowToPlayDialog", "Keys"), "", *keys]
    return "\n".join(kept) + "\n"


class HowToPlayDialog(RulesDialog):
    """The rules window (non-modal, sized to the screen) showing the first sections only."""

    def __init__(self, game_id: str, parent: QWidget | None = None):
        super().__init__(game_id, parent)
        self.setObjectName(f"how-to-play-{game_id}")
        buttons = self.findChild(QDialogButtonBox)
        assert buttons is not None, "the rules dialog has its button row"
        self.full_rules = buttons.addButton("", QDialogButtonBox.ButtonRole.HelpRole)
        self.full_rules.clicked.connect(lambda: show_rules(parent or self, game_id))
        self.show_page()
        fit_for_touch(buttons)

    def show_page(self) -> None:
        """The first sections and the keys, in the app's language."""
        self.setWindowTitle(self.tr("How to play {game}").format(game=registry.get(self.game_id).name))
        self.browser.setMarkdown(how_to_play_text(self.game_id))
        space_headings(self.browser.document())
        if hasattr(self, "full_rules"):  # not yet made when the rules window first shows its page
            self.full_rules.setText(self.tr("Full rules"))


def show_how_to_play(parent: QWidget, game_id: str) -> HowToPlayDialog:
    """Open a game's How to play, or bring its already open window to the front."""
    dialog = parent.findChild(HowToPlayDialog, f"how-to-play-{game_id}") or HowToPlayDialog(game_id, parent)
    dialog.show()
    dialog.raise_()
    return dialog
