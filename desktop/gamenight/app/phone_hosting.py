"""The main window's phone table: opened when a game with phone seats opens (new or resumed), its
join screen shown, and closed with the game. The server and its imports (aiohttp, segno) load only
here, so a game without phones, and the app's start-up, never pay for them. The TV table
(app/tv_table.py), which shows the phone table's join codes, opens and closes here too.

Game -> Phones at the table… is always there to choose: with no phone table open it says why (no
game, a game without phone seats, a table that could not be opened) and how to get one."""
from __future__ import annotations

import errno
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from gamenight.core.words import Text, words
from gamenight.table.language import translated

translate = QCoreApplication.translate
NETWORK_REASONS = {
    errno.EADDRNOTAVAIL: words("PhoneHosting", "this computer has no such network address (is it still connected?)"),
    errno.EADDRINUSE: words("PhoneHosting", "another program holds the port"),
    errno.EACCES: words("PhoneHosting", "the system does not allow this port (choose one above 1024 in Preferences)"),
    errno.ENETUNREACH: words("PhoneHosting", "there is no network"),
}
SYSTEM_SAID = words("PhoneHosting", "the system said: {detail}")
TIMED_OUT = words("PhoneHosting", "the table's server did not start in time")


def network_reason(error: OSError | TimeoutError) -> Text:
    """Why the table could not be opened to phones, in words translated where shown."""
    if isinstance(error, TimeoutError):
        return TIMED_OUT
    return NETWORK_REASONS.get(error.errno or 0) or SYSTEM_SAID(detail=error.strerror or str(error))


if TYPE_CHECKING:
    from gamenight.app.join_screen import JoinScreen
    from gamenight.app.tv_table import TvTable
    from gamenight.net.desktop import PhoneTable  # (aiohttp loads only when a table opens)


class PhoneHosting:
    def __init__(self, parent: QWidget):
        self.parent = parent
        self.table: PhoneTable | None = None
        self.join_screen: JoinScreen | None = None
        self.controller = None
        self.tv_table: TvTable | None = None
        self.refusal: Text | None = None
        """Why the open game's phone table could not be opened (the network's reason), if so."""

    def open(self, controller, port: int) -> None:
        """Open `controller`'s game to phones if it has phone seats, and show the join screen; a
        port that cannot be opened is said in a window, and the phones' seats wait."""
        self.close()
        self.controller = controller
        if not any(seat.is_phone for seat in controller.match.seats):
            return
        from gamenight.net.desktop import PhoneTable
        from gamenight.net.serve import default_address

        table = PhoneTable(controller, default_address(), port)
        try:
            table.start()
        except (OSError, TimeoutError) as error:
            table.stop()
            self.refusal = network_reason(error)
            QMessageBox.warning(self.parent, translate("PhoneHosting", "Phones cannot join"), self.why_no_phones())
            return
        self.table = table
        self.show_join_screen()

    def show_join_screen(self) -> None:
        """Game -> Phones at the table…: the join screen, or why there is none and how to get one."""
        if self.table is None:
            QMessageBox.information(self.parent, translate("PhoneHosting", "Phones at the table"), self.why_no_phones())
            return
        from gamenight.app.join_screen import JoinScreen

        if self.join_screen is None:
            self.join_screen = JoinScreen(self.table, self.parent)
        self.join_screen.show()
        self.join_screen.raise_()

    def menu_tip(self) -> str:
        """The status tip of Game -> Phones at the table…, which is there to choose with or without a table."""
        if self.table is not None:
            return translate("PhoneHosting", "Show each phone seat's link and QR code")
        return translate("PhoneHosting", "Why no phone can join now, and how players join from their phones")

    def why_no_phones(self) -> str:
        """Why no phone can join now, and what to do for phones to join."""
        if self.refusal is not None:
            return translate("PhoneHosting", "The table could not be opened to phones: {error}. "
                             "The game is saved; resume it to try again.").format(error=translated(self.refusal))
        how = translate("PhoneHosting", "Players can join from their own phones, on the same Wi-Fi as this "
                        "computer: in the new-game dialog, set Who to Phone for their seats. Once the game starts, "
                        "a window shows each phone seat's link and QR code to join by.")
        if self.controller is None:
            return how
        return translate("PhoneHosting", "This game has no phone seats: everyone plays here or is a bot. {how}").format(
            how=how)

    def show_tv_table(self) -> None:
        """View -> TV table…: the match shown large for a TV or projector, in a window of its own."""
        if self.controller is None:
            return
        from gamenight.app.tv_table import TvTable

        if self.tv_table is None:
            self.tv_table = TvTable(self.controller, self.parent.context, self.table)
        said = self.tv_table.show_for(self.parent)
        if said:
            self.parent.statusBar().showMessage(said, 10_000)

    def close(self) -> None:
        self.controller = None
        self.refusal = None
        if self.tv_table is not None:
            self.tv_table.release()
            self.tv_table = None
        if self.join_screen is not None:
            self.join_screen.close()
            self.join_screen.deleteLater()
            self.join_screen = None
        if self.table is not None:
            self.table.stop()
            self.table = None
