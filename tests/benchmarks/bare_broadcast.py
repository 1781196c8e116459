"""The reference for the phone-table benchmarks: a bare aiohttp WebSocket server, none of Game
Night's code, that answers every message by sending one text message to every client: a JSON
message of BYTES bytes, or the text in FILE (a real view, the same bytes as a phone receives).
Run: python bare_broadcast.py PORT BYTES|FILE (prints "ready" once listening on 127.0.0.1)."""
import asyncio
import sys
from pathlib import Path

from aiohttp import web


async def main(port: int, payload: str) -> None:
    clients: list[web.WebSocketResponse] = []

    async def socket(request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        clients.append(ws)
        async for _message in ws:
            for client in list(clients):
                await client.send_str(payload)
        clients.remove(ws)
        return ws

    app = web.Application()
    app.router.add_get("/ws", socket)
    runner = web.AppRunner(app, access_log=None)
    await runner.setup()
    await web.TCPSite(runner, "127.0.0.1", port).start()
    print("ready", flush=True)
    await asyncio.Event().wait()


if __name__ == "__main__":
    given = sys.argv[2]
    text = Path(given).read_text() if not given.isdigit() else \
        '{"type": "view", "pad": "' + "x" * max(0, int(given) - 30) + '"}'
    asyncio.run(main(int(sys.argv[1]), text))
