"""How each of the table's sounds is made (`RECIPES`: name -> what it is and how it is made).

Warm rather than bright: struck wood and ivory are a few decaying partials with a short noise
click, paper and felt are shaped noise, a chime is a soft-mallet bar (a marimba's tuned partials)
and nothing is a bare sine beep. Events stay short (at most 0.6 s); only the wins ring longer.
Every irregular sound draws from its own seeded `random.Random`, so the files come out the same
byte for byte each time they are made (`python -m gamenight.sound.make`)."""
from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from gamenight.sound.synth import band_noise, biquad, finish, mix, noise, partials, shaped

EVENT_LEVEL = 0.5
"""Peak of a move's sound (-6 dBFS). A chime rings longer, so its peak is lower for the same loudness."""
CHIME_LEVEL = 0.4


def note(name: str) -> float:
    """A note's frequency in Hz ("C5", "A4", "F#5"), equal temperament from A4 = 440."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}[name[0]]
    sharp = 1 if name[1] == "#" else 0
    octave = int(name[1 + sharp:])
    return 440.0 * 2 ** ((steps + sharp + 12 * (octave - 4)) / 12)


def bar(frequency: float, seconds: float, decay: float = 0.35) -> list[float]:
    """A soft mallet on a tuned wooden bar: the fundamental, its fourth harmonic and a faint tenth."""
    return partials([(frequency, 1.0, decay), (4 * frequency, 0.18, decay / 4), (9.9 * frequency, 0.04, decay / 9)],
                    seconds, attack_s=0.004)


def knock(frequency: float, seconds: float, decay: float, rng: random.Random, click: float = 0.3,
          click_band: tuple[float, float] = (1500.0, 5000.0)) -> list[float]:
    """A struck block (wood, bakelite, a marble): a free bar's inharmonic modes and a click of noise."""
    body = partials([(frequency, 1.0, decay), (2.76 * frequency, 0.45, decay * 0.55),
                     (5.40 * frequency, 0.22, decay * 0.35), (8.93 * frequency, 0.1, decay * 0.22)], seconds)
    tick = shaped(band_noise(0.012, *click_band, rng), 0.0003, 0.0025)
    return mix(seconds, (0.0, 1.0, body), (0.0, click, tick))


def paper(seconds: float, rng: random.Random, low: float = 1200.0, high: float = 5200.0,
          decay: float = 0.018) -> list[float]:
    """A card's edge or face on felt: a quick burst of band noise with a little felt thump."""
    snap = shaped(band_noise(seconds, low, high, rng), 0.0008, decay)
    thump = shaped(biquad(noise(seconds, rng), "low", 260.0), 0.001, 0.02)
    return mix(seconds, (0.0, 1.0, snap), (0.0, 0.8, thump))


# -- the sounds ---------------------------------------------------------------------------------

def your_turn() -> list[float]:
    return finish(mix(0.6, (0.0, 0.8, bar(note("E5"), 0.45)), (0.13, 1.0, bar(note("A5"), 0.47))), 0.34)


def refused() -> list[float]:
    rng = random.Random(7)
    return finish(mix(0.3, (0.0, 1.0, knock(233.0, 0.12, 0.035, rng, click=0.15)),
                      (0.11, 0.8, knock(196.0, 0.15, 0.04, rng, click=0.12))), 0.42)


def round_won() -> list[float]:
    notes = ("C5", "E5", "G5")
    return finish(mix(0.9, *((0.11 * index, 0.75 + 0.1 * index, bar(note(name), 0.9 - 0.11 * index, 0.4))
                             for index, name in enumerate(notes))), CHIME_LEVEL)


def game_won() -> list[float]:
    notes = ("C5", "E5", "G5", "C6", "G5", "C6")
    starts = (0.0, 0.1, 0.2, 0.3, 0.48, 0.6)
    parts = [(start, 0.8, bar(note(name), 1.3 - start, 0.45 if index < 5 else 0.6))
             for index, (start, name) in enumerate(zip(starts, notes, strict=True))]
    parts.append((0.6, 0.45, bar(note("E5"), 0.7, 0.6)))  # the last C major chord, rung together
    return finish(mix(1.3, *parts), CHIME_LEVEL)


def tile_draw() -> list[float]:
    """A tile slid off the stock and set on the rack."""
    rng = random.Random(11)
    slide = shaped(band_noise(0.09, 700.0, 3200.0, rng), 0.03, 0.03, 0.02)
    return finish(mix(0.22, (0.0, 0.35, slide), (0.085, 1.0, knock(1650.0, 0.12, 0.018, rng, click=0.35))), 0.4)


def tile_clack() -> list[float]:
    """A tile put down on the table (a discard)."""
    rng = random.Random(12)
    return finish(mix(0.2, (0.0, 1.0, knock(1900.0, 0.16, 0.022, rng, click=0.45)),
                      (0.0, 0.5, knock(420.0, 0.1, 0.015, rng, click=0.0))), EVENT_LEVEL)


def tile_show() -> list[float]:
    """A tile tapped twice on the table (the indicator's twin shown)."""
    rng = random.Random(13)
    return finish(mix(0.3, (0.0, 0.8, knock(2000.0, 0.12, 0.018, rng, click=0.4)),
                      (0.12, 1.0, knock(2000.0, 0.15, 0.02, rng, click=0.4))), EVENT_LEVEL)


def tile_slam() -> list[float]:
    """The finishing tile put down hard on the indicator."""
    rng = random.Random(14)
    return finish(mix(0.4, (0.0, 1.0, knock(1500.0, 0.3, 0.03, rng, click=0.6)),
                      (0.0, 1.2, knock(140.0, 0.35, 0.06, rng, click=0.0))), 0.6)


def cards_deal() -> list[float]:
    """A riffle of cards dealt round the table."""
    rng = random.Random(21)
    starts, start = [], 0.0
    for _ in range(7):
        starts.append(start)
        start += rng.uniform(0.045, 0.07)
    return finish(mix(0.55, *((at, rng.uniform(0.6, 1.0), paper(0.06, rng, decay=0.012)) for at in starts)), 0.42)


def card_snap() -> list[float]:
    """A card put down on the felt (played, laid on a pile)."""
    rng = random.Random(22)
    return finish(paper(0.14, rng, low=900.0, high=4200.0, decay=0.022), EVENT_LEVEL)


def cards_gather() -> list[float]:
    """A trick swept together off the felt."""
    rng = random.Random(23)
    sweep = shaped(band_noise(0.34, 500.0, 2800.0, rng), 0.12, 0.07, 0.08)
    return finish(mix(0.42, (0.0, 1.0, sweep), (0.3, 0.8, paper(0.1, rng, decay=0.015))), 0.4)


def wood_knock() -> list[float]:
    """A knuckle on the wooden table's edge (a bid, a call)."""
    rng = random.Random(24)
    return finish(knock(520.0, 0.16, 0.04, rng, click=0.2, click_band=(800.0, 3000.0)), EVENT_LEVEL)


def felt_tap() -> list[float]:
    """Two soft taps on the felt (a pass)."""
    rng = random.Random(25)

    def tap() -> list[float]:
        thud = shaped(biquad(noise(0.08, rng), "low", 380.0), 0.002, 0.018)
        return mix(0.08, (0.0, 1.0, thud), (0.0, 0.35, partials([(118.0, 1.0, 0.03)], 0.08, 0.002)))

    return finish(mix(0.25, (0.0, 1.0, tap()), (0.1, 0.85, tap())), 0.42)


def marble_step() -> list[float]:
    """A marble dropping into the next hole of the board."""
    rng = random.Random(31)
    return finish(mix(0.1, (0.0, 1.0, knock(1250.0, 0.1, 0.012, rng, click=0.25)),
                      (0.0, 0.4, knock(330.0, 0.06, 0.01, rng, click=0.0))), 0.36)


def marble_bump() -> list[float]:
    """A marble knocked out by another and rolling back home."""
    rng = random.Random(32)
    hit = partials([(2650.0, 1.0, 0.04), (6100.0, 0.5, 0.02), (3900.0, 0.3, 0.03)], 0.15)
    roll = shaped(band_noise(0.4, 150.0, 900.0, rng), 0.05, 0.12, 0.12)
    return finish(mix(0.5, (0.0, 1.0, hit), (0.0, 0.6, knock(900.0, 0.1, 0.015, rng)), (0.04, 0.7, roll)), 0.55)


def marble_jump() -> list[float]:
    """A joker's jump: the marble lifted, swept over the board and set down."""
    rng = random.Random(33)
    lift = shaped(band_noise(0.22, 600.0, 2400.0, rng), 0.12, 0.04, 0.03)
    return finish(mix(0.36, (0.0, 0.4, lift), (0.21, 1.0, knock(1150.0, 0.14, 0.02, rng, click=0.3))), EVENT_LEVEL)


def team_home() -> list[float]:
    """A team's last marble home: it settles, and two notes ring."""
    rng = random.Random(34)
    settle = [(0.0, 1.0), (0.07, 0.6), (0.12, 0.35)]
    parts = [(at, gain, knock(1250.0, 0.07, 0.012, rng, click=0.25)) for at, gain in settle]
    parts += [(0.18, 0.9, bar(note("G5"), 0.6, 0.35)), (0.3, 1.0, bar(note("C6"), 0.5, 0.4))]
    return finish(mix(0.8, *parts), CHIME_LEVEL)


def dice_roll() -> list[float]:
    """Two dice rattling on the table: a few random clacks of wood on wood and on the board."""
    rng = random.Random(41)
    parts, at = [], 0.0
    for index in range(8):
        at += rng.uniform(0.025, 0.07) * (1 + index * 0.12)
        parts.append((at, (1.0 - index * 0.09) * rng.uniform(0.6, 1.0),
                      knock(rng.uniform(900.0, 1600.0), 0.08, rng.uniform(0.008, 0.016), rng, click=0.5)))
    return finish(mix(0.6, *parts), 0.45)


def card_turn() -> list[float]:
    """A card turned face up: its edge lifts, swishes over and lands."""
    rng = random.Random(42)
    swish = shaped(band_noise(0.1, 1500.0, 5000.0, rng), 0.05, 0.02)
    return finish(mix(0.22, (0.0, 0.5, paper(0.04, rng, decay=0.006)), (0.02, 0.4, swish),
                      (0.1, 1.0, paper(0.1, rng, low=800.0, high=3600.0, decay=0.016))), 0.42)


def chip_drop() -> list[float]:
    """A chip dropped on a board: a clack and two little bounces."""
    rng = random.Random(43)
    bounces = ((0.0, 1.0), (0.065, 0.4), (0.105, 0.16))
    return finish(mix(0.24, *((at, gain, knock(1350.0, 0.09, 0.012, rng, click=0.35)) for at, gain in bounces)),
                  EVENT_LEVEL)


def ball_drop() -> list[float]:
    """A ball dropping out of the cage into the tray: a pitched knock, two bounces, a short roll."""
    rng = random.Random(51)
    bounces = ((0.0, 1.0), (0.14, 0.45), (0.23, 0.2))
    parts = [(at, gain, knock(620.0, 0.2, 0.04, rng, click=0.25)) for at, gain in bounces]
    parts.append((0.24, 0.3, shaped(band_noise(0.3, 200.0, 1100.0, rng), 0.03, 0.08, 0.05)))
    return finish(mix(0.6, *parts), EVENT_LEVEL)


def guess_hit() -> list[float]:
    """A guess drawn: two bright bar notes, a fifth apart."""
    return finish(mix(0.55, (0.0, 0.8, bar(note("A5"), 0.4, 0.25)), (0.09, 1.0, bar(note("E6"), 0.46, 0.3))),
                  CHIME_LEVEL)


def coin_flip() -> list[float]:
    """A coin flicked up (a ringing metal ping, shimmering as it spins) and caught."""
    rng = random.Random(52)
    ping = partials([(2110.0, 1.0, 0.25), (4890.0, 0.45, 0.12), (8100.0, 0.15, 0.06), (3370.0, 0.3, 0.18)], 0.5)
    shimmer = [value * (0.75 + 0.25 * ((index // 900) % 2)) for index, value in enumerate(ping)]
    return finish(mix(0.6, (0.0, 1.0, shimmer), (0.5, 0.7, paper(0.08, rng, low=400.0, high=2000.0))), 0.4)


@dataclass(frozen=True)
class Recipe:
    what: str
    """What the sound is, in the words of the user guide's Sound page (docs/guide/sound.md)."""
    make: Callable[[], list[float]]


RECIPES: dict[str, Recipe] = {
    "turn": Recipe("your turn: two soft notes on a wooden bar", your_turn),
    "refused": Recipe("a refusal: two low knocks, the second lower", refused),
    "round_won": Recipe("a round won: three rising bar notes", round_won),
    "game_won": Recipe("a game won: a rising arpeggio ending on a chord", game_won),
    "tile_draw": Recipe("a tile slid off the stock onto the rack", tile_draw),
    "tile_clack": Recipe("a tile put down on the table", tile_clack),
    "tile_show": Recipe("a tile tapped twice on the table", tile_show),
    "tile_slam": Recipe("a tile put down hard", tile_slam),
    "cards_deal": Recipe("a riffle of cards dealt", cards_deal),
    "card_snap": Recipe("a card put down on the felt", card_snap),
    "cards_gather": Recipe("a trick swept off the felt", cards_gather),
    "wood_knock": Recipe("a knuckle on the table's wooden edge", wood_knock),
    "felt_tap": Recipe("two soft taps on the felt", felt_tap),
    "marble_step": Recipe("a marble dropping into a hole", marble_step),
    "marble_bump": Recipe("a marble struck and rolling home", marble_bump),
    "marble_jump": Recipe("a marble lifted over the board and set down", marble_jump),
    "team_home": Recipe("a last marble settling home, and two notes", team_home),
    "dice": Recipe("two dice rattling on the table", dice_roll),
    "card_turn": Recipe("a card turned face up", card_turn),
    "chip_drop": Recipe("a chip dropped on a board, bouncing twice", chip_drop),
    "ball_drop": Recipe("a ball dropping into the tray", ball_drop),
    "guess_hit": Recipe("two bright bar notes", guess_hit),
    "coin_flip": Recipe("a coin flicked, ringing, and caught", coin_flip),
}
