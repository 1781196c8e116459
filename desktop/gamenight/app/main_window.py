"""The main window: launcher, game screens and the history in one stack, with the menus.

What the first paint does not need (dialogs, the match machinery, help pages) is imported when it
is first used: start-up is measured against an empty PySide6 window."""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QMainWindow, QMenu, QMessageBox, QStackedWidget, QVBoxLayout, QWidget

from gamenight.app.art import app_icon
from gamenight.app.context import AppContext
from gamenight.app.launcher import LauncherPage
from gamenight.app.main_menus import build_menus, name_menus
from gamenight.app.phone_hosting import PhoneHosting
from gamenight.app.theme import apply_theme
from gamenight.core import registry
from gamenight.core.records import GameRecord
from gamenight.core.words import Text
from gamenight.storage.errors import SaveFailed
from gamenight.storage.history import HistoryUnavailable
from gamenight.table.language import translated

if TYPE_CHECKING:
    from gamenight.app.history_catch_up import HistoryCatchUp
    from gamenight.app.history_page import HistoryPage
    from gamenight.app.match_controller import MatchController
    from gamenight.app.night_controller import NightController
    from gamenight.core.match import Match
    from gamenight.night.record import NightRecord
    from gamenight.table.screen import GameScreen

DEFAULT_SIZE = (1180, 820)
MINIMUM_SIZE = (900, 600)
BANNER_STYLE = ("#saveBanner { background: COLOUR; color: white; padding: 8px 12px; font-size: 15px;"
                " font-weight: bold; }")


class MainWindow(QMainWindow):
    resume_action: QAction
    phones_action: QAction
    undo_action: QAction
    tv_action: QAction
    rules_action: QAction  # these follow the game on screen; all are made by `build_menus`
    menu_words: list[tuple[QAction | QMenu, Text]]

    def __init__(self, context: AppContext):
        super().__init__()
        self.context = context
        self.closed = False
        """Closed for good: a language change no longer rebuilds it."""
        self.history_page: HistoryPage | None = None
        self._catch_up: HistoryCatchUp | None = None
        self.screen_widget: GameScreen | None = None
        self.controller: MatchController | None = None
        self.night: NightController | None = None
        """The night being played (its page is the window's home while it is), None without one."""
        self.phones = PhoneHosting(self)
        self.setWindowTitle(self.tr("Game Night"))
        self.setWindowIcon(app_icon())
        self._restore_geometry()
        self._state_before_full_screen = Qt.WindowState.WindowNoState
        self.stack = QStackedWidget()
        self.save_banner = QLabel()
        self.save_banner.setObjectName("saveBanner")
        self.save_banner.setWordWrap(True)
        self.save_banner.hide()  # styled when first shown: a style sheet costs start-up memory
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.save_banner)
        layout.addWidget(self.stack, 1)
        self.setCentralWidget(central)
        self.stack.currentChanged.connect(self._sync_title)
        self.launcher = LauncherPage(registry.games())
        self.launcher.play.connect(self.new_game)
        self.launcher.history.connect(self.show_history)
        self.launcher.resume.connect(self.offer_resume)
        self.stack.addWidget(self.launcher)
        build_menus(self)

    # -- menus and language --------------------------------------------------------------------
    def sync_menus(self) -> None:
        """Enable and name the menu items that follow the game on screen."""
        self.phones_action.setStatusTip(self.phones.menu_tip())  # always there: without a table it says why
        self.rules_action.setEnabled(self.controller is not None)
        self.tv_action.setEnabled(self.controller is not None)
        self._sync_undo()

    def changeEvent(self, event) -> None:
        """A new language: menus and launcher renamed, the game's screen built again showing the same."""
        if event.type() == QEvent.Type.LanguageChange and not self.closed:  # a closed window is left as it is
            name_menus(self)
            self.launcher.retranslate()
            if (old := self.screen_widget) is not None:
                self._show_screen(self.stack.currentWidget() is old, replacing=old)
            self._sync_title()
        super().changeEvent(event)

    def show_how_to_play(self, game_id: str) -> None:
        from gamenight.app.how_to_play import show_how_to_play

        show_how_to_play(self, game_id)

    def show_rules(self, game_id: str) -> None:
        from gamenight.app.rules_dialog import show_rules

        show_rules(self, game_id)

    def show_shortcuts(self) -> None:
        from gamenight.app.help_dialogs import ShortcutsDialog

        ShortcutsDialog(self).exec()

    def show_about(self) -> None:
        from gamenight.app.help_dialogs import show_about

        show_about(self)

    # -- pages -------------------------------------------------------------------------------
    def show_launcher(self) -> None:
        self.stack.setCurrentWidget(self.launcher)

    def leave_game(self) -> bool:
        """Ctrl+N: back to the launcher. A game in progress on screen is left only once the
        player says Leave; it is closed then (autosaved, it is offered by Resume)."""
        on_screen = self.screen_widget is not None and self.stack.currentWidget() is self.screen_widget
        if on_screen and self.controller is not None and not self.controller.match.is_over:
            from gamenight.app.leave_prompt import LeaveGamePrompt

            failure = self.controller.keeper.game_failure  # the history catches up from the autosave
            prompt = LeaveGamePrompt(self.controller.match.info.name, translated(failure.reason) if failure else None,
                                     self)
            if not prompt.leave_chosen():
                return False
        if on_screen:
            self.close_match()
        self.show_launcher()
        return True

    def show_history(self) -> None:
        try:
            if self.history_page is None:
                from gamenight.app.history_page import HistoryPage  # pyqtgraph loads on first use

                self.history_page = HistoryPage(self.context.history)
                self.history_page.back.connect(self.show_launcher)
                self.stack.addWidget(self.history_page)
            else:
                self.history_page.refresh()
        except HistoryUnavailable as error:
            QMessageBox.warning(self, self.tr("Score history"), self.tr(
                "The score history cannot be shown now: {reason}. Games are still kept as they are played; "
                "try again in a moment.").format(reason=translated(error.reason)))
            return
        self.stack.setCurrentWidget(self.history_page)
        self._show_late_notice()

    def _show_late_notice(self) -> None:
        """A history that was locked at start-up and turned out damaged once free says so once."""
        notice = self.context.history.late_notice
        if notice:
            self.context.history.late_notice = None
            QMessageBox.warning(self, self.tr("Game Night"), translated(notice))

    def toggle_full_screen(self) -> None:
        """F11: full screen, and back to the state before it (maximized or not)."""
        if self.isFullScreen():
            self.setWindowState(self._state_before_full_screen)
        else:
            self._state_before_full_screen = self.windowState() & ~Qt.WindowState.WindowFullScreen
            self.showFullScreen()

    def _restore_geometry(self) -> None:
        """The last size and place (and maximized state) if it was saved, else fitted to the
        screen: never larger than the screen's available area."""
        area = self.screen().availableGeometry()
        self.setMinimumSize(min(MINIMUM_SIZE[0], area.width()), min(MINIMUM_SIZE[1], area.height()))
        saved = self.context.settings.window_geometry
        if saved and self.restoreGeometry(QByteArray.fromBase64(saved.encode("ascii"))):
            return
        width = min(DEFAULT_SIZE[0], area.width() - 40)
        height = min(DEFAULT_SIZE[1], area.height() - 60)
        self.resize(max(width, self.minimumWidth()), max(height, self.minimumHeight()))
        self.move(area.center() - self.rect().center())

    def closeEvent(self, event) -> None:
        self.closed = True
        if self.isFullScreen():
            self.setWindowState(self._state_before_full_screen)
        geometry = bytes(self.saveGeometry().toBase64().data()).decode("ascii")
        if geometry != self.context.settings.window_geometry:
            self.context.settings.window_geometry = geometry
            self._save_settings(self.context.settings)
        super().closeEvent(event)

    def edit_preferences(self) -> None:
        from gamenight.app.preferences import PreferencesDialog

        dialog = PreferencesDialog(self.context.settings, self)
        language = self.context.settings.language
        if dialog.exec():
            settings = dialog.settings()
            settings.window_geometry = self.context.settings.window_geometry
            self._save_settings(settings)
            apply_theme(self._app(), self.context.settings.theme)
            if self.context.settings.language != language:
                from gamenight.table.language import install_language

                install_language(self.context.settings.language)  # Qt then sends LanguageChange
            if self.controller is not None:  # the bots' pause follows the animation speed at once
                from gamenight.app.match_controller import bot_pause_ms

                self.controller.bot_delay_ms = bot_pause_ms(self.context.settings.animation_factor)

    def _save_settings(self, settings) -> None:
        try:
            self.context.save_settings(settings)
        except SaveFailed as error:
            QMessageBox.warning(self, self.tr("Preferences"),
                                self.tr("Your preferences were not saved: {reason}. They apply until Game Night "
                                        "closes.").format(reason=translated(error.reason)))

    @staticmethod
    def _app():
        from PySide6.QtWidgets import QApplication

        return QApplication.instance()

    # -- games -------------------------------------------------------------------------------
    def new_game(self, game_id: str) -> Match | None:
        from gamenight.app.game_start import start_requested
        from gamenight.app.new_game_dialog import NewGameDialog
        from gamenight.app.seat_people import known_people

        info = registry.get(game_id)
        if not info.built:
            QMessageBox.information(self, info.name, self.tr("{game} is not built yet.").format(game=info.name))
            return None
        dialog = NewGameDialog(info, self.context.settings, self, people=known_people(self.context.history))
        if not dialog.exec():
            return None
        return start_requested(self, game_id, dialog.request())  # one game, or a caller's session of several

    def open_match(self, match: Match) -> None:
        """Show the game's screen for a started or resumed match."""
        from gamenight.app.match_controller import MatchController, bot_pause_ms
        from gamenight.storage.keeper import MatchKeeper

        keeper = MatchKeeper(match, self.context.autosaves, self.context.history)
        self.close_match()
        self.history_catch_up.drop(match.record.match_id)
        self.controller = MatchController(match, keeper, parent=self,
                                          bot_delay_ms=bot_pause_ms(self.context.settings.animation_factor))
        self.controller.refused.connect(lambda reason: self.statusBar().showMessage(translated(reason), 6000))
        self.controller.changed.connect(self._sync_undo)
        self.controller.saveProblem.connect(self._show_save_problem)
        self._show_screen()
        self.phones.open(self.controller, self.context.settings.phone_port)
        self.sync_menus()
        self.controller.start()

    def _show_screen(self, on_top: bool = True, replacing: GameScreen | None = None) -> None:
        """The game's screen for the controller's match, in place of `replacing` (showing what it showed)."""
        assert self.controller is not None, "a match is open"
        self.screen_widget = self.controller.match.info.load_screen()(self.controller, self.context)
        self.screen_widget.newMatch.connect(self.open_match)  # an end panel's "new game, same players"
        self.screen_widget.leaveRequested.connect(self.leave_game)  # asks first if the game goes on
        self.stack.addWidget(self.screen_widget)
        self.screen_widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # keys (Space) go to the game at once
        if on_top:
            self.stack.setCurrentWidget(self.screen_widget)
            self.screen_widget.setFocus(Qt.FocusReason.OtherFocusReason)
            self.activateWindow()
        if replacing is not None:
            self.screen_widget.take_over(replacing)
            self._drop_screen(replacing)
        self._sync_title()

    def _drop_screen(self, screen: GameScreen | None = None) -> None:
        if (screen := screen or self.screen_widget) is not None:
            self.stack.removeWidget(screen)
            screen.deleteLater()
            self.screen_widget = None if screen is self.screen_widget else self.screen_widget

    def close_match(self) -> None:
        self.phones.close()
        self._drop_screen()
        if self.controller is not None:
            if self.controller.keeper.history_failure is not None:  # the history takes it once free
                self.history_catch_up.add([self.controller.keeper])
            self.controller.close()
            self.controller.deleteLater()
            self.controller = None
        self._sync_title()
        self._show_save_problem("")
        self.sync_menus()

    def undo(self) -> None:
        """Ctrl+Z: take back the one step the Edit menu names; ask first when that reopens a
        finished round whose scores are already in the history, or is another person's move."""
        from gamenight.table.undo_prompt import confirm_undo

        if self.controller is None or self.screen_widget is None:
            return
        step = self.controller.undo_step()
        if step is not None and confirm_undo(self, step, self.screen_widget.others_move(step)):
            self.controller.undo()

    def _sync_undo(self) -> None:
        step = self.controller.undo_step() if self.controller is not None else None
        self.undo_action.setEnabled(step is not None)
        self.undo_action.setText(translated(step.says) if step is not None else self.tr("&Undo"))

    def show_rules_of_this_game(self) -> None:
        if self.controller is not None:
            self.show_rules(self.controller.match.record.game)

    def _show_save_problem(self, text: str) -> None:
        if text:
            from gamenight.app.match_controller import CAUGHT_UP, CAUGHT_UP_WORDS

            colour = "#1b5e20" if text == CAUGHT_UP else "#b71c1c"  # good news in green
            self.save_banner.setStyleSheet(BANNER_STYLE.replace("COLOUR", colour))
            text = translated(CAUGHT_UP_WORDS) if text == CAUGHT_UP else text
        self.save_banner.setText(text)
        self.save_banner.setVisible(bool(text))

    def _sync_title(self) -> None:
        page = self.stack.currentWidget()
        if page is self.screen_widget and self.controller is not None:
            title = self.controller.match.info.name
        elif page is not None and page is self.history_page:
            title = self.tr("Score history")
        else:
            title = ""
        self.setWindowTitle(self.tr("{page} \u2014 Game Night").format(page=title) if title else self.tr("Game Night"))

    # -- start-up ----------------------------------------------------------------------------
    def after_start(self) -> None:
        """Once the window is up: show notices (files moved aside), then offer to resume."""
        for notice in self.context.notices:
            QMessageBox.warning(self, self.tr("Game Night"), translated(notice))
        self.context.notices.clear()
        self.offer_resume(quiet=True)

    @property
    def history_catch_up(self) -> HistoryCatchUp:
        if self._catch_up is None:
            from gamenight.app.history_catch_up import HistoryCatchUp

            self._catch_up = HistoryCatchUp(self.context.autosaves, self.context.history, self)
        return self._catch_up

    def resumable(self) -> list[GameRecord]:
        """The saved games Resume offers (a night's aside: its night is offered)."""
        from gamenight.app.resume_offer import saved

        return saved(self)[0].records

    def offer_resume(self, quiet: bool = False) -> None:
        from gamenight.app.resume_offer import offer_resume

        offer_resume(self, quiet)

    def resume(self, record: GameRecord) -> None:
        from gamenight.app.resume_offer import resume

        resume(self, record)

    def resume_night(self, record: NightRecord) -> None:
        from gamenight.app.night_controller import NightController

        NightController.resume(self, record)

    def schedule_after_start(self) -> None:
        QTimer.singleShot(0, self.after_start)

