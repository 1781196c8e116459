"""The phone table: the desktop (or `gamenight serve`) hosts a game and each player's phone joins
its own seat through a browser. `keys` holds the seats' secrets, `limits` what one connection may
send, `host` the game side (no network), `server` the aiohttp page and WebSockets (no rules)."""
