"""A load test on loopback: many games at once, each seat a simulated client over a websocket.

``run`` starts ``reishi serve`` on a free loopback port over a fresh database, keeps ``games``
games going at once (a finished one is replaced by a new one, the games taken in turn from
every registered game), and has each seat's client choose a random legal action after
``think`` seconds. It stops by itself after ``duration`` seconds and reports the games
completed, the action latency (sending an action until the new state arrives), every error,
and the server's memory. Only 127.0.0.1 is ever contacted.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections import Counter
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from reishi.engine.errors import ReishiError
from reishi.interfaces.web.collector import batched_collection

HOST = "127.0.0.1"  # loopback only, by construction


@dataclass(slots=True)
class LoadReport:
    """What a load test measured."""

    games: int
    duration_s: float
    think_s: float
    games_started: int = 0
    games_completed: int = 0
    actions: int = 0
    latency_p50_ms: float = 0.0
    latency_p99_ms: float = 0.0
    latency_max_ms: float = 0.0
    errors: dict[str, int] = field(default_factory=dict)
    server_cpu_s: float = 0.0  # CPU time the server used during the test
    server_rss_mb: float = 0.0
    server_peak_rss_mb: float = 0.0
    per_game: dict[str, int] = field(default_factory=dict)  # completed, by game

    def to_json(self) -> str:
        """The report as one JSON object."""
        return json.dumps(asdict(self))

    def to_text(self) -> str:
        """The report in words."""
        errors = ", ".join(f"{k} x{v}" for k, v in self.errors.items()) or "none"
        done = ", ".join(f"{k} {v}" for k, v in self.per_game.items())
        return "\n".join(
            [
                f"{self.games} concurrent games for {self.duration_s:.0f} s, "
                f"clients thinking {self.think_s:g} s a move",
                f"games started {self.games_started}, completed {self.games_completed} ({done})",
                f"actions {self.actions}: latency p50 {self.latency_p50_ms:.1f} ms, "
                f"p99 {self.latency_p99_ms:.1f} ms, max {self.latency_max_ms:.1f} ms",
                f"errors: {errors}",
                f"server memory: {self.server_rss_mb:.0f} MB at the end, "
                f"peak {self.server_peak_rss_mb:.0f} MB; server CPU {self.server_cpu_s:.1f} s",
            ]
        )


class _Tally:
    def __init__(self) -> None:
        self.latencies: list[float] = []
        self.errors: Counter[str] = Counter()
        self.started = 0
        self.completed: Counter[str] = Counter()


def run(*, games: int, duration: float, think: float, seed: int = 0) -> LoadReport:
    """Serve on loopback, play ``games`` games at once for ``duration`` seconds, report."""
    with tempfile.TemporaryDirectory(prefix="reishi-load-") as folder:
        port = _free_port()
        server = _start_server(Path(folder) / "games.sqlite", port)
        try:
            with batched_collection():  # the clients' own pauses are not the server's latency
                tally = asyncio.run(_drive(port, games, duration, think, seed))
            rss, peak = _memory_mb(server.pid)
            cpu = _cpu_seconds(server.pid)
        finally:
            server.send_signal(signal.SIGTERM)
            try:
                server.wait(timeout=15)
            except subprocess.TimeoutExpired:
                server.kill()
    ordered = sorted(tally.latencies)
    return LoadReport(
        games=games,
        duration_s=duration,
        think_s=think,
        games_started=tally.started,
        games_completed=sum(tally.completed.values()),
        actions=len(ordered),
        latency_p50_ms=1000 * statistics.median(ordered) if ordered else 0.0,
        latency_p99_ms=1000 * ordered[int(0.99 * (len(ordered) - 1))] if ordered else 0.0,
        latency_max_ms=1000 * ordered[-1] if ordered else 0.0,
        errors=dict(tally.errors),
        server_cpu_s=cpu,
        server_rss_mb=rss,
        server_peak_rss_mb=peak,
        per_game=dict(sorted(tally.completed.items())),
    )


def _free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        port: int = s.getsockname()[1]
        return port


def _start_server(db: Path, port: int) -> subprocess.Popen[bytes]:
    script = Path(sys.executable).parent / "reishi"
    command = [str(script), "serve", "--host", HOST, "--port", str(port), "--db", str(db)]
    process = subprocess.Popen(
        [*command, "--computer-delay", "0"], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if process.poll() is not None:
            error = process.stderr.read().decode() if process.stderr else ""
            raise ReishiError(f"the server did not start: {error.strip()}")
        try:
            with urllib.request.urlopen(f"http://{HOST}:{port}/api/games", timeout=1):
                return process
        except OSError:
            time.sleep(0.1)
    process.kill()
    raise ReishiError("the server did not answer within 30 s")


def _memory_mb(pid: int) -> tuple[float, float]:
    """(resident, peak resident) memory of a process in MB, from /proc (0 where absent)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return 0.0, 0.0
    values = {
        line.split(":")[0]: int(line.split()[1]) / 1024
        for line in status.splitlines()
        if line.startswith(("VmRSS", "VmHWM"))
    }
    return values.get("VmRSS", 0.0), values.get("VmHWM", 0.0)


def _cpu_seconds(pid: int) -> float:
    """User plus system CPU seconds of a process so far, from /proc (0 where absent)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    # Fields 14 and 15 of stat (utime, stime), counted after the command's closing ")".
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def _drive(port: int, games: int, duration: float, think: float, seed: int) -> _Tally:
    tally = _Tally()
    # The games the server offers (its plugins), not those this process happens to know.
    listed = await asyncio.to_thread(_get, port, "/api/games")
    names = [g["name"] for g in listed["games"]]
    stop_at = time.monotonic() + duration
    rng = random.Random(seed)

    async def lane(lane_index: int) -> None:
        round_ = 0
        while time.monotonic() < stop_at:
            game = names[(lane_index + round_) % len(names)]
            round_ += 1
            await _one_game(port, game, think, stop_at, rng.randrange(1 << 30), tally)

    await asyncio.gather(*(lane(i) for i in range(games)))
    return tally


async def _one_game(
    port: int, game: str, think: float, stop_at: float, seed: int, tally: _Tally
) -> None:
    body = {"game": game, "seats": [{"kind": "you"}, {"kind": "friend"}], "seed": seed}
    try:
        created = await asyncio.to_thread(_post, port, "/api/games", body)
    except urllib.error.HTTPError as exc:
        tally.errors[f"create: HTTP {exc.code} {exc.read().decode(errors='replace')[:200]}"] += 1
        await asyncio.sleep(1)
        return
    except OSError as exc:
        tally.errors[f"create: {type(exc).__name__}"] += 1
        await asyncio.sleep(1)
        return
    tally.started += 1
    links = [s["link"] for s in created["seats"]]
    results = await asyncio.gather(
        *(_seat(port, link, think, stop_at, seed + i, tally) for i, link in enumerate(links))
    )
    if any(results):
        tally.completed[game] += 1


async def _seat(
    port: int, link: str, think: float, stop_at: float, seed: int, tally: _Tally
) -> bool:
    """Play one seat until the game ends (True) or time is up (False)."""
    rng = random.Random(seed)
    token = link.rsplit("/", 1)[-1]
    try:
        async with connect(f"ws://{HOST}:{port}/ws/{token}", max_size=8 << 20) as ws:
            return await _play(ws, rng, think, stop_at, tally)
    except (OSError, TimeoutError) as exc:
        tally.errors[f"connection: {type(exc).__name__}"] += 1
    except Exception as exc:  # a websocket failure of any kind is counted, not raised
        tally.errors[f"connection: {type(exc).__name__}"] += 1
    return False


async def _play(
    ws: ClientConnection, rng: random.Random, think: float, stop_at: float, tally: _Tally
) -> bool:
    sent_at: float | None = None
    sent_version = -1
    while True:
        remaining = stop_at - time.monotonic()
        if remaining <= 0:
            return False
        try:
            raw = await asyncio.wait_for(ws.recv(), timeout=remaining)
        except TimeoutError:
            return False
        message: dict[str, Any] = json.loads(raw)
        if message["type"] == "error":
            tally.errors[message["code"]] += 1
            sent_at = None
            continue
        if message["type"] != "state":
            continue
        if sent_at is not None and message["version"] > sent_version:
            tally.latencies.append(time.perf_counter() - sent_at)
            sent_at = None
        if message["is_over"]:
            return True
        if message["actions"] and sent_at is None:
            await asyncio.sleep(think * rng.uniform(0.5, 1.5))
            choice = rng.choice(message["actions"])
            sent_version = message["version"]
            sent_at = time.perf_counter()
            await ws.send(
                json.dumps(
                    {
                        "type": "act",
                        "version": sent_version,
                        "index": choice["index"],
                        "notation": choice["text"],
                    }
                )
            )


def _get(port: int, path: str) -> Any:
    with urllib.request.urlopen(f"http://{HOST}:{port}{path}", timeout=30) as response:
        return json.loads(response.read())


def _post(port: int, path: str, body: dict[str, Any]) -> Any:
    request = urllib.request.Request(
        f"http://{HOST}:{port}{path}",
        data=json.dumps(body).encode(),
        headers={"Content-Type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.loads(response.read())
