"""Game Night: five table games with a caller console, bots and a score history."""

__version__ = "0.1.0"
