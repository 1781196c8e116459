"""The reference for bench_phones.py: a bare aiohttp WebSocket server, none of Game Night's code,
that answers every message by sending one text message of a given size to every client.
Run: python bare_broadcast.py PORT BYTES (prints "ready" once listening on 127.0.0.1)."""
import asyncio
import sys

from aiohttp import web


async def main(port: int, size: int) -> None:
    clients: list[web.WebSocketResponse] = []
    payload = '{"type": "view", "pad": "' + "x" * max(0, size - 30) + '"}'

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
    asyncio.run(main(int(sys.argv[1]), int(sys.argv[2])))
