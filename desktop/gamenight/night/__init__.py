"""A night: the same people through several games in one evening (issue 35). Qt-free and
deterministic, above matches and below the app: no game knows of it, and it imports neither the
app, the table kit, the phone table nor storage."""
