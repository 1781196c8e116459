"""What every caller's projector (audience) window shares: it opens on the screen the caller
chooses, full screen there, and never covers the console: on the console's own screen it opens
as an ordinary window on the right, wholly on that screen, behind the console, which keeps the
front and the keyboard. F11 or its Full screen button fills the screen it is on (one screen
mirrored to a projector); Esc leaves full screen, and in a window Esc or a double-click closes it.
Its text grows with the window, in proportion to a 1920x1080 picture (`HALL`), and in a window
narrower than the picture as its pictures do (`text_scale`)."""
from __future__ import annotations

import math
from dataclasses import astuple, dataclass

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QMargins,
    QObject,
    QRect,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import (
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QMainWindow,
    QSizePolicy,
    QStatusBar,
    QToolButton,
    QWidget,
)

from gamenight.core.words import Text, words
from gamenight.table.fonts import bold_font
from gamenight.table.language import translated

translate = QCoreApplication.translate

WINDOWED_SHARE = 0.5
"""On the console's screen the window takes this share of the screen's width, at its right."""
PICTURE = QSize(1920, 1080)
"""The projector picture the windows' sizes are drawn for; other sizes scale (`picture_scale`)."""
MIN_TEXT_PX = 12
BUTTON_PX = 16
KEEP_ON_SCREEN_MS = 300
"""A window manager adds the window's frame after it shows: then the frame is checked."""


def picture_scale(size: QSize) -> float:
    """How large a window of `size` draws its picture, 1 for a 1920x1080 one."""
    return min(size.width() / PICTURE.width(), size.height() / PICTURE.height())


def text_scale(size: QSize) -> float:
    """How large a window of `size` draws its words, 1 for a 1920x1080 one. Lines wrap, so a window
    narrower than the picture does not shrink its words to its width, as its picture would be:
    they take the mean of its width's and height's scales, and grow with the window as the ball,
    the card and the board's tiles do (a window on half a laptop's screen: "Call 8" at 15 px, not
    12). A window as wide as the picture or wider: its height's scale, the picture's."""
    wide, tall = size.width() / PICTURE.width(), size.height() / PICTURE.height()
    return math.sqrt(tall * min(wide, tall))


@dataclass(frozen=True)
class HallSizes:
    """The least sizes, in pixels, that a hall reads from about 10 m off a picture 2.5 m wide,
    on a 1920x1080 projector. A smaller projector's picture is as wide with fewer pixels, so
    its least sizes are these in proportion (`for_screen`: 768/1080 of them at 1366x768)."""
    last_call: float = 300.0  # the last ball or card, tall
    board_number: float = 40.0  # every number on the flashboard or the 52-card board
    previous_call: float = 60.0  # each of the five balls before the last
    standings: float = 36.0  # the leaders' standings

    def for_screen(self, size: QSize) -> HallSizes:
        return HallSizes(*(value * picture_scale(size) for value in astuple(self)))


HALL = HallSizes()


def scaled_px(base_px: float, scale: float) -> int:
    """A text size drawn for a 1920x1080 picture, at `scale`; never under 12 px."""
    return max(MIN_TEXT_PX, round(base_px * scale))


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
    labels = [translate("Projector", "{screen} \u2014 the console's screen").format(screen=screen_label(screen))
              if screen is own else screen_label(screen) for screen in others]
    choice, ok = QInputDialog.getItem(console, title, translate("Projector", "Show it on:"), labels, 0, False)
    return others[labels.index(choice)] if ok else None


BEHIND_MESSAGE = words("Projector", "The audience window is open behind this one: drag it to the "
                       "projector's screen, or press Full screen (F11) on it for a mirrored screen.")
"""Said by a console whose audience window lies behind it (`ProjectorWindow.note_behind`)."""


def status_bar_of(widget: QWidget) -> QStatusBar | None:
    """The status bar of `widget`'s main window, where the app says what is not a refusal."""
    window = widget.window()
    return window.statusBar() if isinstance(window, QMainWindow) else None


class BehindNote(QObject):
    """A note on a console's status bar that a projector window lies behind the console, taken back
    when the window says it is out of date; a child of the bar, so a bar gone first takes it along."""

    def __init__(self, bar: QStatusBar, text: Text):
        super().__init__(bar)
        self.text = text
        self.shown = translated(text)
        bar.showMessage(self.shown)

    def showing(self) -> QStatusBar | None:
        """The bar, while it shows this note (not another message since)."""
        bar = self.parent()
        return bar if isinstance(bar, QStatusBar) and bar.currentMessage() == self.shown else None

    def take_back(self) -> None:
        if (bar := self.showing()) is not None:
            bar.clearMessage()
        self.deleteLater()

    def event(self, event) -> bool:
        """A new language (the bar passes it on to its children): the note, while shown, said in it."""
        if event.type() == QEvent.Type.LanguageChange and (bar := self.showing()) is not None:
            self.shown = translated(self.text)
            bar.showMessage(self.shown)
        return super().event(event)


def covers_console(screen: QScreen | None, console: QWidget) -> bool:
    """Whether full screen on `screen` would cover the console (it is the console's screen)."""
    return screen is None or screen == console.screen()


def frame_margins(window: QWidget) -> QMargins:
    """The window manager's frame around `window` (nothing before it has shown)."""
    inner, outer = window.geometry(), window.frameGeometry()
    return QMargins(inner.left() - outer.left(), inner.top() - outer.top(),
                    outer.right() - inner.right(), outer.bottom() - inner.bottom())


def window_rect(area: QRect, frame: QMargins, minimum: QSize, share: float = WINDOWED_SHARE) -> QRect:
    """Where a window goes (its own rect, inside its `frame`) so that the frame lies wholly in
    `area`, at its right: `share` of the area's width or the window's `minimum` width, as tall
    as the area."""
    inner = area.marginsRemoved(frame)
    width = max(round(area.width() * share) - frame.left() - frame.right(), minimum.width())
    width = min(width, inner.width())
    return QRect(inner.right() - width + 1, inner.top(), width, inner.height())


class CrowdLines(QLabel):
    """Lines after the ones a projector shows in full size (the standings after the leaders): as
    large as `beside`'s text where they fit the height left, smaller for a crowd, never under
    12 px. Measured from the laid-out text (names may bring in fonts with taller lines)."""

    def __init__(self, beside: QLabel):
        super().__init__()
        self.beside = beside
        self.setTextFormat(Qt.TextFormat.PlainText)  # names, shown as typed
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)  # sized to fit, in `fit`

    def setText(self, text: str) -> None:
        super().setText(text)
        self.fit()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit()

    def fit(self) -> None:
        for pixels in range(self.beside.font().pixelSize(), MIN_TEXT_PX - 1, -1):
            self.setFont(bold_font(self, pixels))
            if self.heightForWidth(self.width()) <= self.height():
                return


class ProjectorWindow(QWidget):
    noteOutdated = Signal()
    """The window closed or fills a screen: a console's note that it lies behind is out of date."""
    windowed_share = WINDOWED_SHARE
    """Out of full screen, the window takes this share of its screen's width."""

    def __init__(self, title: Text, style: str = "background:#102027; color:white;"):
        """`title`: the window's, in words (named again in a new language)."""
        super().__init__(None, Qt.WindowType.Window)
        self.title = title
        self.setWindowTitle(translated(title))
        self.setStyleSheet(style)
        self.scaled_texts: list[tuple[QLabel, float]] = []
        self.window_frame = QMargins()
        self.placed = QRect()
        self.full_screen_button = QToolButton()
        self.full_screen_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay with the window
        self.full_screen_button.setFont(bold_font(self, BUTTON_PX))
        self.full_screen_button.setStyleSheet(
            "QToolButton{background:#263238;color:#eceff1;border:1px solid #607d8b;border-radius:6px;"
            "padding:4px 10px;}")
        self.full_screen_button.clicked.connect(self.toggle_full_screen)
        self._name_button()
        self.resize(1280, 720)

    def text_line(self, base_px: float) -> QLabel:
        """A bold, plain-text (names show as typed), word-wrapped label whose size is `base_px`
        on a 1920x1080 picture, and in proportion on others."""
        label = QLabel()
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setWordWrap(True)
        label.setFont(bold_font(self, scaled_px(base_px, self.scale())))
        self.scaled_texts.append((label, base_px))
        return label

    def header(self, label: QLabel) -> QHBoxLayout:
        """`label` with the full-screen button at its right."""
        row = QHBoxLayout()
        row.addWidget(label, 1)
        row.addWidget(self.full_screen_button, 0, Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignRight)
        return row

    def scale(self) -> float:
        return text_scale(self.size())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.resize_texts()

    def resize_texts(self) -> None:
        """Every `text_line`, and what `rescale` sizes, at the window's scale now."""
        scale = self.scale()
        for label, base_px in self.scaled_texts:
            label.setFont(bold_font(self, scaled_px(base_px, scale)))
        self.rescale(scale)

    def rescale(self, scale: float) -> None:
        """Size what is not a `text_line` for a picture at `scale`."""

    def show_on(self, screen: QScreen | None, console: QWidget) -> bool:
        """Full screen on `screen` when it is not the console's (True). Else an ordinary window
        on the right part of the console's screen, behind the console, which keeps the front and
        the keyboard (False: the console should say where the window went)."""
        if screen is not None and not covers_console(screen, console):
            self._show_full_screen(screen)
            return True
        self._show_windowed(screen or console.screen(), frame_margins(console.window()))
        console.window().raise_()
        console.window().activateWindow()
        return False

    def note_behind(self, console: QWidget, text: Text) -> None:
        """Say `text` on the console's status bar (news, not a refusal: never in the refusals' red)
        while this window is open behind it; the note goes with the window, or once the window
        fills a screen."""
        bar = status_bar_of(console)
        if bar is not None:
            self.noteOutdated.connect(BehindNote(bar, text).take_back)

    def hideEvent(self, event) -> None:
        super().hideEvent(event)
        self.noteOutdated.emit()

    def toggle_full_screen(self) -> None:
        """F11 or the button: fill the screen the window is on, or back to a window on it."""
        if self.isFullScreen():
            self._show_windowed(self.screen())
            return
        self._show_full_screen(self.screen())
        self.raise_()
        self.activateWindow()

    def _show_full_screen(self, screen: QScreen) -> None:
        """Full screen on `screen`; placed on it first, so that it leaves full screen there."""
        self._known_frame()
        self.setScreen(screen)
        if not self.isFullScreen():
            self.setGeometry(window_rect(screen.availableGeometry(), self.window_frame, self.minimumSizeHint(),
                                         self.windowed_share))
        self.showFullScreen()

    def _known_frame(self) -> QMargins:
        """The frame the window manager gave this window when last seen as a window."""
        if self.isVisible() and not self.isFullScreen() and not frame_margins(self).isNull():
            self.window_frame = frame_margins(self)
        return self.window_frame

    def _show_windowed(self, screen: QScreen, frame_guess: QMargins | None = None) -> None:
        """A window on the right of `screen`, its frame on the screen: the frame this window had,
        else `frame_guess` (the console's); checked again once the window manager has framed it."""
        frame = self._known_frame()
        if frame.isNull() and frame_guess is not None:
            frame = frame_guess
        self.setScreen(screen)
        if self.isFullScreen():
            self.showNormal()
        self.placed = window_rect(screen.availableGeometry(), frame, self.minimumSizeHint(), self.windowed_share)
        self.setGeometry(self.placed)
        self.showNormal()
        QTimer.singleShot(KEEP_ON_SCREEN_MS, self.keep_on_screen)

    def keep_on_screen(self) -> None:
        """Once framed, a window placed here whose frame sticks out of its screen's free area
        moves (and shrinks) into it; one resized since (by the caller) stays as it is."""
        if not self.isVisible() or self.isFullScreen() or self.size() != self.placed.size():
            return
        area = self.screen().availableGeometry()
        if not area.contains(self.frameGeometry()):
            self.setGeometry(window_rect(area, self._known_frame(), self.minimumSizeHint(), self.windowed_share))

    def changeEvent(self, event) -> None:
        """A new state names the full-screen button for it; a new language names the window too
        (what it shows is drawn again by the screen it mirrors, which is built again)."""
        super().changeEvent(event)
        if event.type() in (QEvent.Type.WindowStateChange, QEvent.Type.LanguageChange):
            self._name_button()
        if event.type() == QEvent.Type.WindowStateChange and self.isFullScreen():
            self.noteOutdated.emit()
        if event.type() == QEvent.Type.LanguageChange:
            self.setWindowTitle(translated(self.title))

    def _name_button(self) -> None:
        full = self.isFullScreen()
        self.full_screen_button.setText(translate("Projector", "Leave full screen (F11)") if full else
                                        translate("Projector", "Full screen (F11)"))
        self.full_screen_button.setToolTip(translate("Projector", "Back to a window: F11 or Esc") if full else
                                           translate("Projector", "Fill this screen, for one screen mirrored to a "
                                                                  "projector: F11"))

    def keyPressEvent(self, event) -> None:
        if event.key() == Qt.Key.Key_F11:
            self.toggle_full_screen()
        elif event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self._show_windowed(self.screen())
        elif event.key() == Qt.Key.Key_Escape:
            self.close()
        else:
            super().keyPressEvent(event)

    def mouseDoubleClickEvent(self, event) -> None:
        self.close()
