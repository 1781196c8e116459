"""The table's sounds: made from code (recipes.py, make.py), chosen for each game's events
(catalogue.py), played by a worker process that owns the audio device (worker.py), asked for by
the screens through one player (player.py) that never makes the window wait."""
