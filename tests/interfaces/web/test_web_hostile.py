"""Bad input and hostile clients: each gets a clear error, learns nothing, changes nothing."""

from __future__ import annotations

import secrets
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect
from webtools import DECKS, assert_intact, hub_of, next_state, start, token, wait_for

from reishi.interfaces.web.app import create_app

FRIENDS = [{"kind": "you"}, {"kind": "friend"}]


@pytest.fixture
def strict(db: Path) -> Iterator[TestClient]:
    """The app with its real rate limit (10 messages a second)."""
    with TestClient(create_app(db)) as c:
        yield c


def first_error(ws: Any) -> dict[str, Any]:
    """The next error message, skipping state messages."""
    while True:
        message = ws.receive_json()
        if message["type"] == "error":
            return message


def opened(client: TestClient, seed: int = 3) -> tuple[dict[str, Any], list[str]]:
    created = start(client, "bleach", FRIENDS, seed=seed)
    return created, [token(s["link"]) for s in created["seats"]]


def still_answers(ws: Any) -> None:
    """The connection survived: a ping is still answered."""
    ws.send_json({"type": "ping"})
    while (message := ws.receive_json())["type"] == "state":
        pass
    assert message == {"type": "pong"}


@pytest.mark.parametrize(
    ("raw", "code"),
    [
        ("{not json", "bad-json"),
        ("", "bad-json"),
        ("[1, 2]", "bad-message"),
        ('"act"', "bad-message"),
        ('{"type": "become-admin"}', "unknown-type"),
        ('{"no": "type"}', "unknown-type"),
        ('{"type": "act", "version": "0", "index": 0, "notation": "x"}', "bad-message"),
        ('{"type": "act", "version": 0}', "bad-message"),
    ],
)
def test_malformed_messages_are_refused_and_change_nothing(
    client: TestClient, raw: str, code: str
) -> None:
    created, seats = opened(client)
    with client.websocket_connect(f"/ws/{seats[1]}") as ws:
        next_state(ws)
        ws.send_text(raw)
        error = first_error(ws)
        assert error["code"] == code and error["message"]
        still_answers(ws)
    assert hub_of(client).load(created["id"]).version == 0
    assert_intact(client, created["id"])


def test_a_one_megabyte_message_is_refused(client: TestClient) -> None:
    created, seats = opened(client)
    with client.websocket_connect(f"/ws/{seats[1]}") as ws:
        next_state(ws)
        ws.send_text('{"type": "ping", "pad": "' + "x" * (1 << 20) + '"}')
        error = first_error(ws)
        assert error["code"] == "too-large" and "16,384" in error["message"]
        still_answers(ws)
    assert_intact(client, created["id"])


def _current(client: TestClient, created: dict[str, Any]) -> int:
    current = hub_of(client).load(created["id"]).game.current_player
    assert current is not None
    return current


def test_an_action_out_of_turn_is_refused(client: TestClient) -> None:
    created, seats = opened(client)
    waiting = 1 - _current(client, created)
    with client.websocket_connect(f"/ws/{seats[waiting]}") as ws:
        state = next_state(ws)
        assert state["actions"] == []  # the waiting seat is offered nothing
        ws.send_json({"type": "act", "version": 0, "index": 0, "notation": "first p1"})
        error = first_error(ws)
    assert error["code"] == "not-your-turn"
    assert set(error) == {"type", "code", "message"}
    assert hub_of(client).load(created["id"]).version == 0
    assert_intact(client, created["id"])


def test_an_action_for_the_other_seat_with_your_token_is_refused(client: TestClient) -> None:
    created, seats = opened(client)
    deciding = _current(client, created)
    with (
        client.websocket_connect(f"/ws/{seats[deciding]}") as theirs,
        client.websocket_connect(f"/ws/{seats[1 - deciding]}") as mine,
    ):
        offered = next_state(theirs)["actions"][0]
        next_state(mine)
        # Their exact action, sent with my token: the seat comes from the token, never the message.
        mine.send_json(
            {"type": "act", "version": 0, "index": offered["index"], "notation": offered["text"]}
        )
        assert first_error(mine)["code"] == "not-your-turn"
        mine.send_json({"type": "act", "version": 0, "index": 0, "notation": "x", "seat": deciding})
        error = first_error(mine)
        assert error["code"] == "bad-message" and "seat" in error["message"]
    assert hub_of(client).load(created["id"]).version == 0
    assert_intact(client, created["id"])


def test_a_wrong_index_or_notation_is_refused(client: TestClient) -> None:
    created, seats = opened(client)
    deciding = _current(client, created)
    with client.websocket_connect(f"/ws/{seats[deciding]}") as ws:
        offered = next_state(ws)["actions"]
        ws.send_json({"type": "act", "version": 0, "index": len(offered), "notation": "x"})
        assert first_error(ws)["code"] == "illegal"
        ws.send_json({"type": "act", "version": 0, "index": -1, "notation": "x"})
        assert first_error(ws)["code"] == "illegal"
        ws.send_json({"type": "act", "version": 0, "index": 0, "notation": offered[1]["text"]})
        assert first_error(ws)["code"] == "stale"
    assert hub_of(client).load(created["id"]).version == 0
    assert_intact(client, created["id"])


@pytest.mark.parametrize(
    "guess",
    [
        "",  # replaced by a fresh well-formed token (ids must match across test workers)
        "a" * 32,
        "short",
        "x" * 500,
        "..%2e%2e",
        "<script>alert(1)",
    ],
)
def test_a_guessed_token_opens_nothing(client: TestClient, guess: str) -> None:
    opened(client)
    guess = guess or secrets.token_urlsafe(24)
    with client.websocket_connect(f"/ws/{guess}") as ws:
        message = ws.receive_json()
        assert message == {
            "type": "error",
            "code": "unknown-link",
            "message": "this link opens no game",
        }
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_json()
    assert closed.value.code == 4404
    assert client.get(f"/api/replay/{guess}").status_code == 404


def test_a_path_that_is_no_token_is_not_even_accepted(client: TestClient) -> None:
    with pytest.raises(WebSocketDisconnect), client.websocket_connect("/ws/../../etc/passwd"):
        pass


def test_a_stale_token_from_another_server_opens_nothing(db: Path, tmp_path: Path) -> None:
    with TestClient(create_app(tmp_path / "other.sqlite")) as other:
        _, seats = opened(other)
    with TestClient(create_app(db)) as client, client.websocket_connect(f"/ws/{seats[0]}") as ws:
        assert ws.receive_json()["code"] == "unknown-link"


def test_a_replayed_message_is_applied_once(client: TestClient) -> None:
    created, seats = opened(client)
    deciding = _current(client, created)
    with client.websocket_connect(f"/ws/{seats[deciding]}") as ws:
        offered = next_state(ws)["actions"][0]
        message = {
            "type": "act",
            "version": 0,
            "index": offered["index"],
            "notation": offered["text"],
        }
        ws.send_json(message)
        ws.send_json(message)
        ws.send_json(message)
        errors = [first_error(ws), first_error(ws)]
    assert [e["code"] for e in errors] == ["stale", "stale"]
    assert hub_of(client).load(created["id"]).version == 1
    assert hub_of(client).store.action_count(created["id"]) == 1
    assert_intact(client, created["id"])


def test_a_spectator_cannot_act(client: TestClient) -> None:
    created, _ = opened(client)
    with client.websocket_connect(f"/ws/{token(created['watch'])}") as ws:
        assert next_state(ws)["actions"] == []
        ws.send_json({"type": "act", "version": 0, "index": 0, "notation": "first p1"})
        assert first_error(ws)["code"] == "spectator"
        ws.send_json({"type": "take_back", "version": 0})
        assert first_error(ws)["code"] == "take-back"
    assert_intact(client, created["id"])


def test_script_in_a_deck_name_and_titles_stays_text(client: TestClient) -> None:
    starter = (DECKS / "bleach/data/decks/substitute-soul-reapers.deck").read_text()
    named = starter.replace("name: Substitute Soul Reapers", "name: <script>alert(1)</script>")
    check = client.post("/api/decks/check", json={"game": "bleach", "text": named}).json()
    assert check == {"ok": True, "name": "<script>alert(1)</script>", "problems": []}
    titled = named.replace("4 Chad - Young Student", '4 <img src=x onerror="alert(2)">')
    bad = client.post("/api/decks/check", json={"game": "bleach", "text": titled}).json()
    assert not bad["ok"]
    assert any('<img src=x onerror="alert(2)">' in p["text"] for p in bad["problems"])
    refused = client.post(
        "/api/games", json={"game": "bleach", "seats": FRIENDS, "decks": [titled, None]}
    )
    assert refused.status_code == 400 and "P1's deck" in refused.json()["message"]
    # The server passes names on as data; the page writes them with textContent only.
    created = start(client, "bleach", FRIENDS, decks=[named, None], seed=1)
    with client.websocket_connect(f"/ws/{token(created['watch'])}") as ws:
        state = next_state(ws)
    assert state["seats"][0]["deck"] == "<script>alert(1)</script>"
    page = (Path(__file__).resolve().parents[3] / "src/reishi/interfaces/web/static").glob("*.js")
    for script in page:
        assert "innerHTML" not in script.read_text(), script


def test_a_hundred_messages_a_second_are_rate_limited(strict: TestClient) -> None:
    created, seats = opened(strict)
    deciding = _current(strict, created)
    with strict.websocket_connect(f"/ws/{seats[deciding]}") as ws:
        offered = next_state(ws)["actions"][0]
        act = {"type": "act", "version": 0, "index": offered["index"], "notation": offered["text"]}
        for _ in range(100):
            ws.send_json(act)
        # Every message is answered: 99 refusals and the state after the one accepted action.
        errors: list[dict[str, Any]] = []
        states: list[dict[str, Any]] = []
        while len(errors) < 99:
            message = ws.receive_json()
            (errors if message["type"] == "error" else states).append(message)
        if not any(s["version"] == 1 for s in states):
            states.append(wait_for(ws, lambda s: s["version"] == 1))
    codes = [e["code"] for e in errors]
    assert codes.count("rate-limited") >= 70
    assert set(codes) <= {"rate-limited", "stale"}
    assert hub_of(strict).load(created["id"]).version == 1
    assert_intact(strict, created["id"])


def test_an_oversized_request_body_is_refused(client: TestClient) -> None:
    response = client.post(
        "/api/decks/check", content=b'{"game": "bleach", "text": "' + b"x" * 600_000 + b'"}'
    )
    assert response.status_code == 413
    assert client.post("/api/games", content=b"{oops").json()["error"] == "bad-json"
