"""The AppImage's word that it could not use its cache folder, for a window at start-up.

Where FUSE is not usable, the AppImage (packaging/appimage/runtime.c) unpacks the app into a cache
folder; when that folder cannot be written (read-only, disk full) it runs the app from a temporary
folder instead and puts the reason in GAMENIGHT_APPIMAGE_CACHE_PROBLEM, so the user hears of it
in a window rather than only on a terminal nobody sees.
"""
from __future__ import annotations

import os
from collections.abc import Mapping

from gamenight.core.words import Words, words

CACHE_PROBLEM_VARIABLE = "GAMENIGHT_APPIMAGE_CACHE_PROBLEM"


CACHE_PROBLEM = words("AppImageNotice", "Game Night could not unpack itself into its cache folder ({problem}), so it runs from a temporary folder this time, removed when it closes, and each start takes a few seconds longer. Free some disk space or make the folder writable to start quickly again.")  # noqa: E501


def cache_problem_notice(environment: Mapping[str, str] = os.environ) -> Words | None:
    """The start-up notice for the AppImage's cache problem, if it reported one (in words translated
    when the window shows it: the language is chosen after the notices are gathered)."""
    problem = environment.get(CACHE_PROBLEM_VARIABLE, "").strip()
    if not problem:
        return None
    return CACHE_PROBLEM(problem=problem)
