"""Screenshots of every game's screens, taken the way a user gets there, for docs/screenshots/.

For each game: the new-game dialog, the table in play, the table at the first round's end, the
TV table (View -> TV table…) at both moments, and the caller's projector window where the game has
one (and Goodge's bidding, Goker's console taking a guess); plus the launcher, Game -> Phones at
the table… with no game, the score history and the
resume list; then (`shell_tour`) the history's charts after a few bots-only games of each kind,
Preferences, How to play and the launcher in the dark theme. The human seat's moves are the
normal bot's, entered through the controller as the screen would enter a click; bots play on
their own.

Run on a display of the size wanted (a window manager is needed for a maximised window):
  xvfb-run -a -s "-screen 0 1366x768x24" sh -c "openbox & python docs/make_screenshots.py 1366x768"
  xvfb-run -a -s "-screen 0 1920x1080x24" sh -c "openbox & python docs/make_screenshots.py 1920x1080"
Each run writes docs/screenshots/<size>/*.png and prints one line per picture. Options after
the size: `--only WORD` writes only the pictures whose names hold WORD, `--games ID ...` plays
only those games (the projector windows alone: `--only projector --games goker pokeno`), and
`--language tr` takes them with the app in Turkish, into docs/screenshots/tr/ (at 1366x768);
`--people` takes only the History's People and Nights tabs and the seats' type-ahead.

A projector window is shot full screen (its Full screen button pressed, what the hall sees on a
projector of the display's size) as <game>-projector.png, and as it opens beside the console
(the right half of the console's screen) as <game>-projector-window.png. The TV table is shot in
play as a window (its button pressed: <game>-tv-window.png), at the round's end full screen as it
opens on one screen (<game>-tv-round-end.png), and over Goker's caller's console both ways
(goker-tv-console.png, goker-tv-console-window.png).
"""
from __future__ import annotations

import argparse
import os
import random
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

SCRATCH = tempfile.mkdtemp(prefix="gamenight-shots-")
os.environ["XDG_DATA_HOME"] = f"{SCRATCH}/data"  # never the user's own history
os.environ["XDG_CONFIG_HOME"] = f"{SCRATCH}/config"

from PySide6.QtCore import Qt, QTimer  # noqa: E402
from PySide6.QtGui import QGuiApplication  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QDialog, QPushButton, QWidget  # noqa: E402

from gamenight.app.application import build_main_window, create_application  # noqa: E402
from gamenight.app.context import AppContext  # noqa: E402
from gamenight.app.new_game_dialog import NewGameDialog  # noqa: E402
from gamenight.app.theme import apply_theme  # noqa: E402
from gamenight.core import registry  # noqa: E402
from gamenight.core.engine import CHANCE  # noqa: E402

PLAYERS = {"goker": 3, "pokeno": 3, "okey": 4, "jokers": 4, "goodge": 4}
STEP_LIMIT = 4000


def wait(app: QApplication, ms: int) -> None:
    end = time.monotonic() + ms / 1000
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.005)


class Shooter:
    def __init__(self, out: Path, only: str = "", language: str = "en"):
        """`only`: a part of the names of the pictures to write (all when empty); `language`: the
        app's (a code of Preferences' Language)."""
        self.app = create_application()
        self.out = out
        self.only = only
        out.mkdir(parents=True, exist_ok=True)
        context = AppContext.open()
        context.settings.animation_speed = "off"
        context.settings.language = language
        self.window = build_main_window(context)
        self.window.showMaximized()
        wait(self.app, 600)

    def shot(self, name: str, widget: QWidget | None = None) -> None:
        """The whole screen, or only `widget`'s window when it is a separate one (a projector)."""
        if self.only not in name:
            return
        wait(self.app, 250)
        if widget is not None and widget.window() is not self.window:
            picture = widget.window().grab()
        else:
            picture = QGuiApplication.primaryScreen().grabWindow(0)
        picture.save(str(self.out / f"{name}.png"))
        print(f"{self.out / name}.png", flush=True)

    def start(self, game_id: str) -> None:
        """Tile, dialog (one human, normal bots, a fixed seed: shot), Start."""
        def fill(dialog: NewGameDialog) -> None:
            dialog.player_count.setValue(PLAYERS[game_id])
            for index, row in enumerate(dialog.seat_rows[:PLAYERS[game_id]]):
                row.kind.setCurrentIndex(row.kind.findData("human" if index == 0 else "bot"))
                if index:
                    row.level.setCurrentIndex(max(0, row.level.findData("normal")))
            dialog.seed.setText("7")
            wait(self.app, 100)
            self.shot(f"{game_id}-new-game")

        self.start_from_tile(game_id, fill)

    def start_from_tile(self, game_id: str, fill) -> None:
        """Click the game's tile, `fill` the dialog that opens, press Start; bots then play at once."""
        def fill_and_start(dialog: NewGameDialog) -> None:
            fill(dialog)
            start = dialog.start_button
            QTest.mouseClick(start, Qt.LeftButton)

        self.window.show_launcher()
        QTimer.singleShot(200, lambda: fill_and_start(QApplication.activeModalWidget()))
        QTest.mouseClick(self.window.launcher.tiles[game_id].button, Qt.LeftButton)
        self.window.controller.bot_delay_ms = 0

    def play(self, until, steps: int | None = None) -> None:
        """Let the game run, the human seat playing as a normal bot, until `until()` holds (or
        `steps` of the human's moves and draws have been made)."""
        controller = self.window.controller
        match = controller.match
        rng = random.Random(1)
        moves = 0
        for _ in range(STEP_LIMIT):
            if until() or (steps is not None and moves >= steps) or match.is_over:
                return
            self._close_gates()
            player = match.current_player
            if player == CHANCE:
                controller.draw()
                moves += 1  # a draw moves the table on as much as a move does
            elif player >= 0 and not match.seats[player].is_bot:
                bot = match.info.bots.get("normal", next(iter(match.info.bots.values())))(player)
                controller.act(bot.choose(match.state.view(player), match.state.legal_actions(), rng), player)
                moves += 1
            wait(self.app, 20)

    def _close_gates(self) -> None:
        """Press through a pass-the-device gate or an end panel's next-round button if one shows."""
        screen = self.window.screen_widget
        gate = getattr(screen, "gate", None)
        if gate is not None and gate.isVisible():
            buttons = [b for b in gate.findChildren(QPushButton) if b.isVisible()]
            if buttons:
                QTest.mouseClick(buttons[0], Qt.LeftButton)

    def game(self, game_id: str) -> None:
        self.start(game_id)
        match = self.window.controller.match
        if game_id == "goodge":  # the bid buttons, with the jumps' and the highest bid's words
            self.play(lambda: match.current_player == 0 and match.state.view(0).phase.name == "BIDDING")
            self.shot("goodge-bidding")
        self.play(lambda: False, steps=6)
        self.shot(f"{game_id}-table")
        self.tv(f"{game_id}-tv", full=False)
        self.play(lambda: len(match.state.completed_rounds()) >= 1)
        wait(self.app, 400)
        self.shot(f"{game_id}-round-end")
        self.tv(f"{game_id}-tv-round-end", window=False)
        self.projector(game_id)
        self.window.close_match()

    def projector(self, game_id: str) -> None:
        """The caller's audience window, where the game's screen offers one (Pokeno's from its
        table; Goker's from its caller's console, started for it: physical cards, app draw)."""
        if game_id == "goker":
            self.goker_console()
            return
        opener = getattr(self.window.screen_widget, "open_projector", None)
        if opener is not None:
            self.shoot_projector(game_id, opener())

    def goker_console(self) -> None:
        def fill(dialog: NewGameDialog) -> None:
            dialog.player_count.setValue(3)
            cards = dialog.option_widgets["cards"]
            cards.setCurrentIndex(cards.findData("table"))
            dialog.seed.setText("7")

        self.window.close_match()
        self.start_from_tile("goker", fill)
        match = self.window.controller.match
        self.play(lambda: match.state.phase == "guess" and match.current_player == 0)
        self.shot("goker-console-guess")  # the board framed as it takes your guess
        self.play(lambda: len(match.state.balls) >= 12)  # the guesses entered, then twelve balls
        self.shot("goker-console")
        self.tv("goker-tv-console")
        menu = self.window.screen_widget.more
        menu.open_audience()
        self.shoot_projector("goker", menu.audience)

    def tv(self, name: str, full: bool = True, window: bool = True) -> None:
        """The TV table (View -> TV table…): `full`, full screen on the display as it opens (`name`);
        `window`, then as a window once its Full screen button is pressed (`name`-window); closed after."""
        if self.only not in name:
            return
        self.window.tv_action.trigger()
        tv = self.window.phones.tv_table
        wait(self.app, 600)
        if full:
            self.shot(name, tv)
        if window:
            QTest.mouseClick(tv.full_screen_button, Qt.LeftButton)
            wait(self.app, 600)
            self.shot(f"{name}-window", tv)
        tv.close()

    def shoot_projector(self, game_id: str, window: QWidget | None) -> None:
        """As it opens beside the console, then full screen (its button pressed)."""
        if window is None:
            return
        wait(self.app, 600)
        self.shot(f"{game_id}-projector-window", window)
        QTest.mouseClick(window.full_screen_button, Qt.LeftButton)
        wait(self.app, 600)
        self.shot(f"{game_id}-projector", window)
        window.close()

    def shell(self) -> None:
        self.window.show_launcher()
        self.shot("launcher")
        shoot_modal(self, "phones", self.window.phones.show_join_screen)  # with no game: how phones join
        self.window.show_history()
        self.shot("history")
        self.window.show_launcher()
        self.start("okey")  # a game to resume: left unfinished
        self.play(lambda: False, steps=2)
        self.window.close_match()
        QTimer.singleShot(300, self._shoot_resume)
        self.window.offer_resume()

    def _shoot_resume(self) -> None:
        dialog = QApplication.activeModalWidget()
        self.shot("resume")
        if isinstance(dialog, QDialog):
            dialog.reject()


FINISHED_GAMES = {"goker": 3, "pokeno": 2, "jokers": 2, "goodge": 2, "okey": 2}
"""Bots-only games played to the end before the history's charts are shot."""
SHORT_GAME_OPTIONS = {"okey": {"start_points": 5}}
"""House rules that keep a game short enough for a screenshot run (20 points last 30-odd hands, 5 a handful)."""


def play_bots_only(shooter: Shooter, game_id: str, seed: int) -> None:
    """Tile, dialog (every seat a normal bot), Start, and the bots play the game to its end."""
    def fill(dialog: NewGameDialog) -> None:
        dialog.player_count.setValue(PLAYERS[game_id])
        for row in dialog.seat_rows[:PLAYERS[game_id]]:
            row.kind.setCurrentIndex(row.kind.findData("bot"))
            row.level.setCurrentIndex(max(0, row.level.findData("normal")))
        for key, value in SHORT_GAME_OPTIONS.get(game_id, {}).items():
            dialog.option_widgets[key].setValue(value)
        dialog.seed.setText(str(seed))

    shooter.start_from_tile(game_id, fill)
    match = shooter.window.controller.match
    end = time.monotonic() + 600
    while not match.is_over and time.monotonic() < end:
        shooter._close_gates()
        if match.current_player == CHANCE:
            shooter.window.controller.draw()
        wait(shooter.app, 5)
    shooter.window.close_match()


def shoot_modal(shooter: Shooter, name: str, opener) -> None:
    """Open a modal dialog with `opener`, shoot the screen, and cancel it."""
    def shoot_and_close() -> None:
        dialog = QApplication.activeModalWidget()
        shooter.shot(name)
        if isinstance(dialog, QDialog):
            dialog.reject()

    QTimer.singleShot(300, shoot_and_close)
    opener()


def shell_tour(shooter: Shooter) -> None:
    """The history's games and charts tabs once games are finished, Preferences, How to play, and
    the launcher and charts in the dark theme."""
    built = {info.id for info in registry.games() if info.built}
    for game_id, count in FINISHED_GAMES.items():
        for seed in range(count) if game_id in built else ():
            play_bots_only(shooter, game_id, seed)
    window = shooter.window
    window.show_history()
    page = window.history_page
    page.player_filter.setCurrentIndex(min(1, page.player_filter.count() - 1))  # the first named player
    shooter.shot("history-games")
    page.tabs.setCurrentIndex(1)
    shooter.shot("history-charts")
    window.show_launcher()
    shoot_modal(shooter, "preferences", window.edit_preferences)
    window.show_how_to_play("goker")
    how_to_play = next(w for w in QApplication.topLevelWidgets() if w.objectName() == "how-to-play-goker")
    shooter.shot("how-to-play")
    how_to_play.close()
    apply_theme(shooter.app, "dark")
    shooter.shot("launcher-dark")
    window.show_history()
    shooter.shot("history-charts-dark")
    window.show_launcher()
    apply_theme(shooter.app, window.context.settings.theme)


PEOPLE = ("Ada", "Bo", "Cy", "Deniz")


def seed_people_games(history) -> list:
    """Games among four people (and a bot), played by bots and kept as the app keeps a game, so
    the People tab has figures to show; three of them make a night. A screenshot run only: the
    figures themselves are tested against the games in tests/test_person_stats.py."""
    from gamenight.core.match import Match
    from gamenight.core.records import Seat
    from gamenight.storage.keeper import MatchKeeper
    from gamenight.storage.nights import NightsStore
    from gamenight.storage.people import PeopleStore

    people = PeopleStore(history)
    plays = [("goker", PEOPLE[:3], {}), ("pokeno", PEOPLE, {}), ("okey", PEOPLE, {"start_points": 5}),
             ("goker", PEOPLE, {}), ("goker", PEOPLE[1:], {}), ("pokeno", PEOPLE[:3], {}),
             ("goker", (*PEOPLE[:2], "Bot 1"), {}), ("okey", PEOPLE, {"start_points": 5}), ("goker", PEOPLE, {})]
    matches = []
    for seed, (game, names, options) in enumerate(plays):
        seats = people.seated([Seat(name, "bot", "easy") if name.startswith("Bot") else Seat(name) for name in names])
        match = Match.start(game, [Seat(seat.name, "bot", "easy") for seat in seats], options, seed=seed)
        match.play_out()
        match.record.seats = seats
        MatchKeeper(match, None, history).after_change()
        matches.append(match)
    night = matches[-3:]
    champion = night[-1].record.seats[night[-1].state.placements().index(1)].person
    NightsStore(history).finish_night("screenshots", night[0].record.created, "{}",
                                      [match.record.match_id for match in night], [champion])
    return matches


def people_tour(shooter: Shooter) -> None:
    """The History's People tab (a person's page, the merge dialog) and Nights tab, and a seat
    of the new-game dialog offering people as a name is typed."""
    window = shooter.window
    seed_people_games(window.context.history)
    window.show_launcher()
    QTest.mouseClick(window.launcher.history_button, Qt.LeftButton)
    page = window.history_page
    page.tabs.setCurrentWidget(page.people_tab)
    page.people_tab.choose("Ada")
    shooter.shot("history-people")
    shoot_modal(shooter, "history-people-merge", page.people_tab.page.merge)
    page.tabs.setCurrentWidget(page.nights_tab)
    shooter.shot("history-nights")
    page.tabs.setCurrentIndex(0)
    window.show_launcher()

    def type_a_name(dialog: NewGameDialog) -> None:
        row = dialog.seat_rows[1]
        row.kind.setCurrentIndex(row.kind.findData("human"))
        dialog.activateWindow()
        wait(shooter.app, 200)
        QTest.mouseClick(row.name, Qt.LeftButton)
        row.name.selectAll()
        QTest.keyClick(row.name, Qt.Key_Backspace)
        QTest.keyClicks(row.name, "d")
        wait(shooter.app, 300)
        shooter.shot("new-game-people")
        row.name.completer().popup().hide()
        dialog.reject()

    QTimer.singleShot(300, lambda: type_a_name(QApplication.activeModalWidget()))
    window.new_game("goker")


def take_one_tour(description: str, tour: Callable[[Shooter], None]) -> None:
    """The command line of a script that takes one tour of screens (a night's, a caller's session)."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("size", nargs="?", default="screen", help="the folder's name, e.g. 1366x768")
    parser.add_argument("--language", default="en", help="the app's language (tr: the pictures go to screenshots/tr/)")
    args = parser.parse_args()
    tour(Shooter(Path(__file__).parent / "screenshots" / ("tr" if args.language == "tr" else args.size), "",
                 args.language))
    QApplication.instance().quit()


def main() -> None:
    parser = argparse.ArgumentParser(description="Screenshots of every screen, for docs/screenshots/.")
    parser.add_argument("size", nargs="?", default="screen", help="the folder's name, e.g. 1366x768")
    parser.add_argument("--only", default="", help="write only the pictures whose names hold this")
    parser.add_argument("--games", nargs="*", help="play only these games (and skip the launcher's tour)")
    parser.add_argument("--language", default="en", help="the app's language (tr: the pictures go to screenshots/tr/)")
    parser.add_argument("--people", action="store_true", help="only the people: History's People and Nights tabs")
    args = parser.parse_args()
    folder = Path(__file__).parent / "screenshots" / ("tr" if args.language == "tr" else args.size)
    shooter = Shooter(folder, args.only, args.language)
    if args.people:
        people_tour(shooter)
        return
    for info in registry.games():
        if info.built and (args.games is None or info.id in args.games):
            shooter.game(info.id)
    if args.games is None:
        shooter.shell()
        shell_tour(shooter)
        people_tour(shooter)


if __name__ == "__main__":
    main()
