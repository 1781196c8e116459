"""Super Pokeno Bonus figures: scoring speed, headless rounds per second, animation frame times.

Run: python tests/benchmarks/bench_pokeno.py
"""
import os
import random
import statistics
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from gamenight.core.cards import standard_deck
from gamenight.games.pokeno.rules import ChooseBoard, Dice, Draw, PokenoState

REPEATS = 7


def state_after_49_cards(seed: int) -> PokenoState:
    state = PokenoState({"draw": "app", "everyone_calls": False}, 12)
    for seat in range(12):
        state.apply(ChooseBoard(seat + 1))
    for values in [(5, 5), (4, 5), (3,), (2,)]:  # 40 + 9 = 49 cards, bonus trips x2
        state.apply(Dice(values))
    deck = standard_deck()
    random.Random(seed).shuffle(deck)
    for card in deck[:48]:
        state.apply(Draw(card))
    return state


def bench_scoring() -> None:
    """Every line of 12 boards after a 49-card draw (as the screen and the round end do)."""
    samples = []
    for seed in range(REPEATS):
        state = state_after_49_cards(seed)
        loops = 200
        started = time.perf_counter()
        for _ in range(loops):
            for seat in range(12):
                state.line_scores(seat)
        samples.append((time.perf_counter() - started) / loops)
    print(f"score all 120 lines of 12 boards after 49 cards: median {statistics.median(samples) * 1000:.3f} ms "
          f"(min {min(samples) * 1000:.3f}, max {max(samples) * 1000:.3f}, {REPEATS} runs of 200)")


def bench_rounds() -> None:
    """Whole headless rounds: roll, draw, score, with 12 boards."""
    rates = []
    for run in range(REPEATS):
        rng = random.Random(run)
        state = PokenoState({"draw": "app", "everyone_calls": False}, 12)
        for seat in range(12):
            state.apply(ChooseBoard(seat + 1))
        rounds = 0
        started = time.perf_counter()
        while time.perf_counter() - started < 1.0:
            while state.current_player != -2:
                state.apply(state.sample_chance(rng))
            rounds += len(state.rounds)
            state = PokenoState({"draw": "app", "everyone_calls": False}, 12)
            for seat in range(12):
                state.apply(ChooseBoard(seat + 1))
        rates.append(rounds / (time.perf_counter() - started))
    print(f"headless rounds with 12 boards: median {statistics.median(rates):.0f} rounds/s "
          f"(min {min(rates):.0f}, max {max(rates):.0f}, {REPEATS} runs of 1 s)")


def bench_frames() -> None:
    """Frame times of the dice roll and of a card draw (card turn-over plus chips on 4 boards),
    at the real window size, offscreen: the time between animation frames and the time to paint
    each frame."""
    import tempfile

    from frames import measure, report
    from PySide6.QtCore import QElapsedTimer
    from PySide6.QtWidgets import QApplication

    from gamenight.app.application import build_main_window, create_application
    from gamenight.app.context import AppContext
    from gamenight.core.match import Match
    from gamenight.core.records import Seat
    from gamenight.games.pokeno.ui.screen import CARD_MS

    scratch = tempfile.mkdtemp()
    app = create_application()
    context = AppContext.open(f"{scratch}/data", f"{scratch}/config")
    window = build_main_window(context)
    window.resize(1280, 860)
    window.show()
    match = Match.start("pokeno", [Seat(f"B{n}", "bot", "easy") for n in range(4)], seed=3)
    window.open_match(match)
    window.controller.bot_delay_ms = 0
    while None in match.state.board_of:
        app.processEvents()
    screen = window.screen_widget

    dice_runs = [measure(app, lambda: screen.dice.show_roll((6, 3), "Base roll 9", 900), [screen.dice],
                         screen.dice.animation.valueChanged,
                         lambda: screen.dice.animation.state() == screen.dice.animation.State.Running)
                 for _ in range(REPEATS)]
    report("dice roll animation", dice_runs)
    window.controller.draw()
    while match.state.pending_step() is not None:
        window.controller.draw()
    views = [screen.drawn.view.viewport()] + [view.viewport() for view in screen.board_views]
    card_runs = []
    for _ in range(REPEATS):
        def draw_one():
            screen.speed_factor = 1.0
            window.controller.draw()
        deadline = QElapsedTimer()
        deadline.start()
        # the card turns over with the kit's PieceItem flip: its scene changes once per frame
        card_runs.append(measure(app, draw_one, views, screen.drawn.scene.changed,
                                 lambda deadline=deadline: deadline.elapsed() < CARD_MS + 40))
    report("card draw animation (card + chips on 4 boards)", card_runs)
    window.close_match()
    QApplication.processEvents()


if __name__ == "__main__":
    bench_scoring()
    bench_rounds()
    if "--no-frames" not in sys.argv:
        bench_frames()
