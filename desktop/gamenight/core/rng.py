"""Seeded randomness.

Every random step of a match draws from its own generator, derived from the match seed and the
step's position (`step_rng(seed, "chance", 17)`). A resumed or replayed match therefore continues
with exactly the draws it would have had, without storing generator state, and undoing a move
cannot re-roll the dice.
"""
from __future__ import annotations

import random
import secrets


def new_seed() -> int:
    """A fresh seed for a match nobody asked to reproduce."""
    return secrets.randbits(48)


def step_rng(seed: int | str, *labels: object) -> random.Random:
    """A generator for one step, stable across runs and platforms (string seeds hash with SHA-512)."""
    return random.Random("/".join(str(part) for part in (seed, *labels)))
