"""The few things the table's sounds are made of, in plain Python (no Qt, no numpy), so that the
same code makes the same samples everywhere: decaying partials for struck wood, ivory, glass and
bars (modal synthesis), filtered noise for paper, felt and a roll, and a seeded `random.Random`
where a sound wants irregularity (a dice rattle, a riffle).

A sound is a list of floats at `RATE`, peak under 1; `finish` takes the DC out, fades both ends
and scales it to its level."""
from __future__ import annotations

import math
import random
from collections.abc import Sequence

RATE = 22050
"""Samples per second: a table's sounds have nothing above 8 kHz worth the bytes."""
FADE_IN_S = 0.001
FADE_OUT_S = 0.012
FADE_OUT_SHARE = 0.2
"""A sound fades out over its last fifth (at least FADE_OUT_S): a ringing note dies away, never cut."""


def silence(seconds: float) -> list[float]:
    return [0.0] * round(seconds * RATE)


def partials(modes: Sequence[tuple[float, float, float]], seconds: float, attack_s: float = 0.0005) -> list[float]:
    """Struck modes: each (frequency Hz, amplitude, decay time in seconds to 1/e), started together
    after a short attack (a soft mallet has a longer one)."""
    count = round(seconds * RATE)
    out = [0.0] * count
    for frequency, amplitude, decay in modes:
        if frequency >= RATE / 2:
            continue
        step = 2 * math.pi * frequency / RATE
        fall = math.exp(-1 / (decay * RATE))
        level = amplitude
        for index in range(count):
            out[index] += level * math.sin(step * index)
            level *= fall
            if level < 1e-5:
                break
    return envelope_attack(out, attack_s)


def envelope_attack(samples: list[float], attack_s: float) -> list[float]:
    ramp = max(1, round(attack_s * RATE))
    return [value * min(1.0, index / ramp) for index, value in enumerate(samples)]


def noise(seconds: float, rng: random.Random) -> list[float]:
    return [rng.uniform(-1.0, 1.0) for _ in range(round(seconds * RATE))]


def shaped(samples: list[float], attack_s: float, decay_s: float, hold_s: float = 0.0) -> list[float]:
    """Under an envelope: a linear rise over `attack_s`, level for `hold_s`, then an exponential
    fall (to 1/e every `decay_s`)."""
    out = []
    rise, hold = max(1, round(attack_s * RATE)), round(hold_s * RATE)
    fall = math.exp(-1 / (decay_s * RATE))
    level = 1.0
    for index, value in enumerate(samples):
        if index < rise:
            out.append(value * index / rise)
        elif index < rise + hold:
            out.append(value)
        else:
            level *= fall
            out.append(value * level)
    return out


def biquad(samples: list[float], kind: str, frequency: float, q: float = 0.707) -> list[float]:
    """A second-order filter (the Audio EQ Cookbook's): "low", "high" or "band" (constant peak)."""
    w0 = 2 * math.pi * frequency / RATE
    cos_w, alpha = math.cos(w0), math.sin(w0) / (2 * q)
    if kind == "low":
        b = ((1 - cos_w) / 2, 1 - cos_w, (1 - cos_w) / 2)
    elif kind == "high":
        b = ((1 + cos_w) / 2, -(1 + cos_w), (1 + cos_w) / 2)
    elif kind == "band":
        b = (alpha, 0.0, -alpha)
    else:
        raise ValueError(f"no filter {kind!r}")
    a0, a1, a2 = 1 + alpha, -2 * cos_w, 1 - alpha
    b0, b1, b2 = (value / a0 for value in b)
    a1, a2 = a1 / a0, a2 / a0
    out, x1, x2, y1, y2 = [], 0.0, 0.0, 0.0, 0.0
    for x in samples:
        y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        out.append(y)
        x2, x1, y2, y1 = x1, x, y1, y
    return out


def band_noise(seconds: float, low: float, high: float, rng: random.Random) -> list[float]:
    """Noise between two frequencies (two filters each side, for a gentler slope)."""
    samples = noise(seconds, rng)
    for _ in range(2):
        samples = biquad(biquad(samples, "high", low), "low", high)
    return samples


def mix(length_s: float, *parts: tuple[float, float, list[float]]) -> list[float]:
    """Parts laid on one track: each (start in seconds, gain, samples)."""
    out = silence(length_s)
    for start, gain, samples in parts:
        offset = round(start * RATE)
        for index, value in enumerate(samples[:max(0, len(out) - offset)]):
            out[offset + index] += gain * value
    return out


def peak(samples: Sequence[float]) -> float:
    return max((abs(value) for value in samples), default=0.0)


def finish(samples: list[float], level: float) -> list[float]:
    """Ready to ship: no DC (a gentle high-pass at 30 Hz), a 1 ms fade in and a fade out over the last
    fifth (a half cosine), and the peak scaled to `level` (0..1)."""
    samples = biquad(samples, "high", 30.0)
    count = len(samples)
    fade_in, fade_out = round(FADE_IN_S * RATE), max(round(FADE_OUT_S * RATE), round(count * FADE_OUT_SHARE))
    for index in range(min(fade_in, count)):
        samples[index] *= index / fade_in
    for index in range(min(fade_out, count)):
        samples[count - 1 - index] *= 0.5 - 0.5 * math.cos(math.pi * index / fade_out)
    top = peak(samples) or 1.0
    return [value * level / top for value in samples]


def pcm16(samples: Sequence[float]) -> bytes:
    """Little-endian signed 16-bit samples."""
    return b"".join(max(-32767, min(32767, round(value * 32767))).to_bytes(2, "little", signed=True)
                    for value in samples)
