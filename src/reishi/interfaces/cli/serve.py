"""``reishi serve`` (play in the browser) and ``reishi loadtest`` (many games over websockets)."""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Annotated

import typer

from reishi.engine.errors import ReishiError
from reishi.interfaces.cli.simulate import console, fail

WS_MAX_SIZE = 4 * 1024 * 1024  # a larger frame is cut off by the protocol; smaller ones get
# a clear refusal from the server itself (protocol.MAX_MESSAGE)


def serve_command(
    host: Annotated[str, typer.Option("--host", help="Address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", min=0, max=65535, help="Port.")] = 8000,
    db: Annotated[
        Path, typer.Option("--db", help="SQLite file holding every game (created if missing).")
    ] = Path("reishi.sqlite"),
    computer_delay: Annotated[
        float,
        typer.Option("--computer-delay", min=0.0, help="Seconds a computer waits before acting."),
    ] = 0.3,
) -> None:
    """Serve the lobby and live games: open http://HOST:PORT/ in a browser."""
    # Loaded here so that every other command starts without the web stack.
    uvicorn = importlib.import_module("uvicorn")
    web = importlib.import_module("reishi.interfaces.web.app")
    try:
        app = web.create_app(db, computer_delay=computer_delay)
    except ReishiError as exc:
        raise fail(exc) from None
    console.print(f"Reishi on http://{host}:{port}/ — games kept in {db}")
    # No per-message compression: deflating every state message cost a sixth of the server's
    # CPU under load (profiled with 200 games), and CPU is what limits how many games one
    # server holds; the messages are a few tens of kilobytes.
    uvicorn.run(
        app,
        host=host,
        port=port,
        ws_max_size=WS_MAX_SIZE,
        ws_per_message_deflate=False,
        log_level="warning",
    )


def loadtest_command(
    games: Annotated[int, typer.Option("--games", min=1, help="Concurrent games.")] = 200,
    duration: Annotated[
        float, typer.Option("--duration", min=1.0, help="Stop after this many seconds.")
    ] = 60.0,
    think: Annotated[
        float, typer.Option("--think", min=0.0, help="Seconds a client waits before each move.")
    ] = 0.5,
    seed: Annotated[int, typer.Option("--seed", help="Seed of the clients' random moves.")] = 0,
    as_json: Annotated[bool, typer.Option("--json", help="Print the report as JSON.")] = False,
) -> None:
    """Start a server on loopback and play GAMES random-vs-random games on it over websockets."""
    loadtest = importlib.import_module("reishi.interfaces.web.loadtest")
    try:
        report = loadtest.run(games=games, duration=duration, think=think, seed=seed)
    except ReishiError as exc:
        raise fail(exc) from None
    if as_json:
        typer.echo(report.to_json())
    else:
        console.print(report.to_text())
    if report.errors:
        raise typer.Exit(1)


def register(app: typer.Typer) -> None:
    """Add the commands to the ``reishi`` app."""
    app.command("serve")(serve_command)
    app.command("loadtest")(loadtest_command)
