"""The phone page's own files, as the table serves them: by their bare names only (nothing else
on the disk, no listing), the page in the host's language for a phone whose own it does not speak,
the table's sounds under /sounds/ (resources/sounds, fetched by the page after it is shown), and
every answer with the headers that keep the page to the table's own address."""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from aiohttp import web

SECURITY_HEADERS = {
    "Content-Security-Policy": ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
                                "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
}
PAGE_TYPES = {".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".svg": "image/svg+xml",
              ".png": "image/png", ".ico": "image/x-icon"}


class PageFiles:
    def __init__(self, page_dir: Path, host_language: Callable[[], str]):
        """`host_language()`: the language written into the page (`<html lang=...>`)."""
        self._files = {path.name: path for path in page_dir.iterdir() if path.is_file() and path.suffix in PAGE_TYPES}
        sounds = page_dir.parent / "sounds"
        self._sounds = {path.name: path for path in sounds.glob("*.wav") if path.is_file()} if sounds.is_dir() else {}
        self._host_language = host_language

    async def serve(self, request: web.Request) -> web.StreamResponse:
        name = request.match_info.get("name", "index.html")
        path = self._files.get(name)
        if path is None:
            raise web.HTTPNotFound(text="Not found")
        body = path.read_bytes()
        if name == "index.html":  # the host's language, for a phone whose own the page does not speak
            body = body.replace(b'<html lang="en">', f'<html lang="{self._host_language()}">'.encode(), 1)
        return web.Response(body=body, content_type=PAGE_TYPES[path.suffix], charset="utf-8")

    async def serve_sound(self, request: web.Request) -> web.StreamResponse:
        path = self._sounds.get(request.match_info.get("name", ""))
        if path is None:
            raise web.HTTPNotFound(text="Not found")
        return web.Response(body=path.read_bytes(), content_type="audio/wav")


async def secure(_request: web.Request, response: web.StreamResponse) -> None:
    """Every answer's security headers (aiohttp's `on_response_prepare`)."""
    response.headers.update(SECURITY_HEADERS)
