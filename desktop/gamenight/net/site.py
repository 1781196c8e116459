"""Where the phone table listens: the first free port from the one asked for."""
from __future__ import annotations

from aiohttp import web

from gamenight.net.server import PhoneServer


async def start_site(server: PhoneServer, address: str, port: int, tries: int = 20) -> tuple[web.AppRunner, int]:
    """Listen on `address` at `port`, or the next free port after it; returns the runner and the port."""
    runner = web.AppRunner(server.application(), access_log=None)
    await runner.setup()
    for candidate in range(port, port + tries):
        site = web.TCPSite(runner, address, candidate)
        try:
            await site.start()
        except OSError:
            continue
        return runner, candidate
    await runner.cleanup()
    raise OSError(f"no free port from {port} to {port + tries - 1} on {address}")

