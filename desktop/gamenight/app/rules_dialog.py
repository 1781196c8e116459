"""A game's rules page in a window of its own, so the rules stay open beside the table while
playing: resources/rules/<game_id>.<language>.md in the app's language when there is one, else the
English resources/rules/<game_id>.md. A change of language shows the page again in the new one."""
from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QFont, QTextCursor, QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from gamenight.core import registry
from gamenight.resources import resource_path, resources_dir
from gamenight.table.language import current_language

TEXT_PIXELS = 15
HEADING_SPACE = 12
DOCUMENT_MARGIN = 14
PREFERRED_SIZE = (760, 720)
SCREEN_MARGIN = 80
"""Room left around the dialog for the window frame and the desktop's panels."""


def space_headings(document: QTextDocument) -> None:
    """Leave room above and below headings (the Markdown reader sets them tight against the text)."""
    cursor = QTextCursor(document)
    block = document.begin()
    while block.isValid():
        if block.blockFormat().headingLevel():
            cursor.setPosition(block.position())
            spaced = block.blockFormat()
            spaced.setTopMargin(HEADING_SPACE)
            spaced.setBottomMargin(HEADING_SPACE // 2)
            cursor.setBlockFormat(spaced)
        block = block.next()


def rules_text(game_id: str, language: str = "") -> str:
    """The Markdown rules page of a game in `language` (default: the app's), else in English."""
    page = resources_dir() / "rules" / f"{game_id}.{language or current_language()}.md"
    if not page.is_file():
        page = resource_path(f"rules/{game_id}.md")
    return page.read_text(encoding="utf-8")


class RulesDialog(QDialog):
    """Non-modal and resizable; sized to fit the screen it opens on."""

    def __init__(self, game_id: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.game_id = game_id
        self.setObjectName(f"rules-{game_id}")
        self.setModal(False)
        self.setSizeGripEnabled(True)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        font = QFont(self.browser.font())
        font.setPixelSize(TEXT_PIXELS)
        self.browser.setFont(font)
        self.browser.document().setDefaultFont(font)
        self.browser.document().setDocumentMargin(DOCUMENT_MARGIN)
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        available = (parent.screen() if parent is not None else self.screen()).availableGeometry()
        self.resize(min(PREFERRED_SIZE[0], available.width() - SCREEN_MARGIN),
                    min(PREFERRED_SIZE[1], available.height() - SCREEN_MARGIN))
        self.show_page()

    def show_page(self) -> None:
        """The title and page in the app's language."""
        self.setWindowTitle(self.tr("Rules \u2014 {game}").format(game=registry.get(self.game_id).name))
        self.browser.setMarkdown(rules_text(self.game_id))
        space_headings(self.browser.document())

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.show_page()


def show_rules(parent: QWidget, game_id: str) -> RulesDialog:
    """Open the rules of a game, or bring its already open window to the front."""
    dialog = parent.findChild(RulesDialog, f"rules-{game_id}")
    if dialog is None:
        dialog = RulesDialog(game_id, parent)
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    return dialog
