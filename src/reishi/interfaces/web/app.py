"""The web server: pages, the lobby's JSON API and one websocket per open game page.

``create_app(db)`` builds the FastAPI application; ``reishi serve`` runs it with uvicorn.
On start it rebuilds every unfinished game from the store by replay and lets the computer
seats go on, so a server that was killed resumes every game where it stood.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager, suppress
from importlib.resources import files
from pathlib import Path
from typing import Any, TypeVar

import msgspec
from fastapi import FastAPI, Request, WebSocket, WebSocketDisconnect
from fastapi.responses import FileResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles

from reishi.engine import plugins
from reishi.engine.datapaths import rules_dir
from reishi.engine.errors import ReishiError
from reishi.engine.rules import game_names
from reishi.interfaces.web.collector import batched_collection
from reishi.interfaces.web.connection import Connection
from reishi.interfaces.web.live import Hub, RefusedError
from reishi.interfaces.web.lobby import (
    DeckCheck,
    NewGame,
    catalogue,
    check_deck,
    new_stored_game,
)
from reishi.interfaces.web.protocol import RATE, RateLimit
from reishi.interfaces.web.store import GameStore

log = logging.getLogger("reishi.web")

STATIC = Path(str(files("reishi.interfaces.web") / "static"))
MAX_BODY = 512_000  # bytes of a lobby request: two deck texts and a little more
# The page loads only its own files and talks only to its own server; inline scripts never
# run, so even text that slipped through unescaped could not act. No referrer: a private
# link must not leak to another site.
SECURITY_HEADERS = {
    "Content-Security-Policy": (
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'"
    ),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
}

UNKNOWN_LINK = {"type": "error", "code": "unknown-link", "message": "this link opens no game"}

T = TypeVar("T")


def create_app(
    db: str | Path, *, computer_delay: float = 0.0, message_rate: float = RATE
) -> FastAPI:
    """The server's application over the game database at ``db``.

    ``computer_delay`` is how long a computer seat waits before it acts, so a person can follow;
    ``message_rate`` is how many messages a second one page may send (twice that at once).
    """
    hub_box: list[Hub] = []

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        hub = Hub(GameStore(db), computer_delay=computer_delay)
        hub_box.append(hub)
        resumed = hub.resume_all()
        log.info("resumed %d unfinished game(s) from %s", resumed, db)
        with batched_collection():  # the collector's pauses would stall every game at once
            hub.kick_all()
            try:
                yield
            finally:
                hub.close()

    app = FastAPI(title="Reishi", lifespan=lifespan, docs_url=None, redoc_url=None)
    app.state.hub_box = hub_box

    def hub() -> Hub:
        return hub_box[0]

    @app.middleware("http")
    async def guard(
        request: Request, call_next: Callable[[Request], Awaitable[Response]]
    ) -> Response:
        length = request.headers.get("content-length", "0")
        if not length.isdigit() or int(length) > MAX_BODY:
            return _error(413, "too-large", f"a request body is at most {MAX_BODY:,} bytes")
        response = await call_next(request)
        response.headers.update(SECURITY_HEADERS)
        return response

    app.mount("/static", StaticFiles(directory=STATIC), name="static")

    @app.get("/")
    async def lobby_page() -> FileResponse:
        return FileResponse(STATIC / "lobby.html")

    @app.get("/play/{token}")
    async def play_page(token: str) -> FileResponse:
        return FileResponse(STATIC / "game.html")

    @app.get("/watch/{token}")
    async def watch_page(token: str) -> FileResponse:
        return FileResponse(STATIC / "game.html")

    @app.get("/api/games")
    async def games() -> dict[str, Any]:
        return {"games": catalogue()}

    @app.post("/api/decks/check")
    async def deck_check(request: Request) -> Response:
        try:
            body = _decode(await request.body(), DeckCheck)
            return JSONResponse(check_deck(body))
        except RefusedError as exc:
            return _error(400, exc.code, exc.reason)

    @app.post("/api/games")
    async def start(request: Request) -> Response:
        try:
            body = _decode(await request.body(), NewGame)
            stored = new_stored_game(body)
            hub().store.create(stored)
            live = hub().load(stored.id)
        except RefusedError as exc:
            return _error(400, exc.code, exc.reason)
        except ReishiError as exc:
            return _error(400, "bad-request", str(exc))
        hub().kick(live)
        seats = [
            {"seat": s.seat, "kind": s.kind, "agent": s.agent, "link": _link("play", s.token)}
            for s in stored.seats
        ]
        you = next(
            (
                _link("play", s.token)
                for s, c in zip(stored.seats, body.seats, strict=True)
                if c.kind == "you"
            ),
            None,
        )
        return JSONResponse(
            {
                "id": stored.id,
                "seed": stored.seed,
                "seats": seats,
                "you": you,
                "watch": _link("watch", stored.watch_token),
            }
        )

    @app.get("/api/rules/{game}")
    async def rule_text(game: str, cite: str) -> Response:
        if game not in game_names():
            return _error(404, "unknown-game", "no such game")
        factory = plugins.find(plugins.Group.RULE_INDEXES, game)
        if factory is None:
            return JSONResponse({"cite": cite, "indexed": False, "text": ""})
        index = factory()
        try:
            text = index.read_text(rules_dir(), cite)
        except KeyError:
            return JSONResponse({"cite": cite, "indexed": False, "text": ""})
        except (ReishiError, OSError) as exc:
            return _error(503, "no-documents", f"the rule documents cannot be read: {exc}")
        return JSONResponse({"cite": cite, "indexed": True, "text": text})

    @app.get("/api/replay/{token}")
    async def replay_file(token: str) -> Response:
        found = _open(hub(), token)
        if found is None:
            return _error(404, "unknown-link", "this link opens no game")
        live, _ = found
        if not live.game.is_over:
            return _error(409, "not-over", "the replay opens once the game is over")
        name = f"reishi-{live.stored.game}-{live.id}.json"
        return JSONResponse(
            live.record().to_json(),
            headers={"Content-Disposition": f'attachment; filename="{name}"'},
        )

    @app.websocket("/ws/{token}")
    async def socket(ws: WebSocket, token: str) -> None:
        await ws.accept()
        found = _open(hub(), token)
        if found is None:
            # The same answer for every bad token: nothing tells a guess it came close.
            await ws.send_json(UNKNOWN_LINK)
            await ws.close(code=4404)
            return
        live, seat = found
        conn = Connection(ws, hub(), live, seat, RateLimit(message_rate, int(2 * message_rate)))
        live.watchers.add(conn)
        live.notify()  # the others see who is connected
        writer = asyncio.get_running_loop().create_task(conn.write())
        try:
            while True:
                message = await ws.receive()
                if message["type"] == "websocket.disconnect":
                    break
                text = message.get("text")
                conn.handle(text if text is not None else message.get("bytes") or b"")
        except WebSocketDisconnect:
            pass
        finally:
            live.watchers.discard(conn)
            writer.cancel()
            with suppress(BaseException):
                await writer
            live.notify()
            hub().release(live)

    return app


def _open(hub: Hub, token: str) -> tuple[Any, int | None] | None:
    # A token is 32 URL-safe characters; anything else is not looked up at all.
    if not 16 <= len(token) <= 64 or not all(c.isalnum() or c in "-_" for c in token):
        return None
    try:
        return hub.open(token)
    except ReishiError as exc:
        log.warning("a link's game cannot be opened: %s", exc)
        return None


def _link(kind: str, token: str) -> str | None:
    return f"/{kind}/{token}" if token else None


def _decode(body: bytes, kind: type[T]) -> T:
    if len(body) > MAX_BODY:  # a body sent without its length is measured here
        raise RefusedError("too-large", f"a request body is at most {MAX_BODY:,} bytes")
    try:
        return msgspec.json.decode(body, type=kind)
    except msgspec.ValidationError as exc:
        raise RefusedError("bad-request", f"bad request: {exc}") from None
    except msgspec.DecodeError:
        raise RefusedError("bad-json", "the request is not valid JSON") from None


def _error(status: int, code: str, message: str) -> JSONResponse:
    return JSONResponse({"error": code, "message": message}, status_code=status)
