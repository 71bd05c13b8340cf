"""Small drivers for the web server tests: start a game, play it out, check the store."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient

from reishi.interfaces.replay_file import replay
from reishi.interfaces.web.live import Hub

GAMES = ("bleach", "dbz", "soul-deck")
DECKS = Path(__file__).resolve().parents[3] / "src" / "reishi" / "games"


def hub_of(client: TestClient) -> Hub:
    """The app's hub, for checks the page cannot make."""
    hub: Hub = client.app.state.hub_box[0]  # type: ignore[attr-defined]
    return hub


def start(client: TestClient, game: str, seats: list[dict[str, str]], **extra: Any) -> Any:
    """Create a game through the lobby API; the response's JSON."""
    response = client.post("/api/games", json={"game": game, "seats": seats, **extra})
    assert response.status_code == 200, response.text
    return response.json()


def token(link: str) -> str:
    """The token at the end of a /play/ or /watch/ link."""
    return link.rsplit("/", 1)[-1]


def next_state(ws: Any) -> dict[str, Any]:
    """The next state message (errors fail the test)."""
    message = ws.receive_json()
    assert message["type"] == "state", message
    return message


def play_out(
    ws: Any, seed: int = 0, limit: int = 3000, first: dict[str, Any] | None = None
) -> tuple[dict[str, Any], int]:
    """Answer every decision of this seat at random until the game ends; (last state, moves).

    ``first`` is a state already read from ``ws``, to be answered before reading on.
    """
    rng = random.Random(seed)
    moves = 0
    while True:
        state, first = (first, None) if first is not None else (next_state(ws), None)
        if state["is_over"]:
            return state, moves
        if state["actions"]:
            choice = rng.choice(state["actions"])
            ws.send_json(
                {
                    "type": "act",
                    "version": state["version"],
                    "index": choice["index"],
                    "notation": choice["text"],
                }
            )
            moves += 1
            assert moves < limit, "the game did not end"


def wait_for(ws: Any, predicate: Any) -> dict[str, Any]:
    """Read state messages until one satisfies ``predicate``."""
    for _ in range(10_000):
        state = next_state(ws)
        if predicate(state):
            return state
    raise AssertionError("no such state came")


def assert_intact(client: TestClient, game_id: str) -> None:
    """The stored game replays to exactly the live one: nothing lost, nothing corrupted."""
    hub = hub_of(client)
    live = hub.load(game_id)
    stored = hub.store.load(game_id)
    assert stored is not None
    assert stored.actions == live.stored.actions
    assert hub.store.action_count(game_id) == live.version
    rebuilt = replay(live.record(stored.actions))
    for seat in range(rebuilt.rules.seats):
        assert rebuilt.view(seat) == live.game.view(seat)
