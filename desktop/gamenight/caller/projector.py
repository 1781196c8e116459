"""What every caller's projector (audience) window shares: it opens on the screen the caller
chooses, full screen there, and never covers the console: on the console's own screen it opens
as an ordinary window on the right, behind the console, which keeps the front and the keyboard.
Esc or a double-click closes it."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QInputDialog, QWidget

WINDOWED_SHARE = 0.5
"""On the console's screen the window takes this share of the screen's width, at its right."""


def screen_label(screen: QScreen) -> str:
    size = screen.geometry()
    return f"{screen.name()} ({size.width()}\u00d7{size.height()})"


def choose_screen(console: QWidget, title: str) -> QScreen | None:
    """The screen for the projector window: asked for when there is more than one, a screen
    other than the console's offered first. None when the caller cancels."""
    screens = QGuiApplication.screens()
    if len(screens) < 2:
        return screens[0] if screens else None
    own = QWidget.screen(console)
    others = [screen for screen in screens if screen is not own] + [screen for screen in screens if screen is own]
    labels = [screen_label(screen) + (" \u2014 the console's screen" if screen is own else "") for screen in others]
    choice, ok = QInputDialog.getItem(console, title, "Show it on:", labels, 0, False)
    return others[labels.index(choice)] if ok else None


BEHIND_MESSAGE = ("The audience window is open behind this one: drag it to the projector's screen, "
                  "or choose that screen when one is connected.")


def covers_console(screen: QScreen | None, console: QWidget) -> bool:
    """Whether full screen on `screen` would cover the console (it is the console's screen)."""
    return screen is None or screen == console.screen()


class ProjectorWindow(QWidget):
    def __init__(self, title: str, style: str = "background:#102027; color:white;"):
        super().__init__(None, Qt.Window)
        self.setWindowTitle(title)
        self.setStyleSheet(style)
        self.resize(1280, 720)

    def show_on(self, screen: QScreen | None, console: QWidget) -> bool:
        """Full screen on `screen` when it is not the console's (True). Else an ordinary window
        on the right part of the console's screen, behind the console, which keeps the front and
        the keyboard (False: the console should say where the window went)."""
        if not covers_console(screen, console):
            self.setScreen(screen)
            self.move(screen.geometry().topLeft())
            self.showFullScreen()
            return True
        area = (screen or console.screen()).availableGeometry()
        width = min(area.width(), max(int(area.width() * WINDOWED_SHARE), self.minimumSizeHint().width()))
        self.setScreen(screen or console.screen())
        self.setGeometry(area.right() - width + 1, area.top(), width, area.height())
        self.showNormal()
        console.window().raise_()
        console.window().activateWindow()
        return False

    def keyPressEvent(self, event) -> None:
        if event.key() == Qt.Key_Escape:
            self.close()
            return
        super().keyPressEvent(event)

    def mouseDoubleClickEvent(self, event) -> None:
        self.close()
