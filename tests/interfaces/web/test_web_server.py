"""The web server: lobby, full games over websockets, spectators, take-back, replay, restart."""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from webtools import (
    DECKS,
    GAMES,
    assert_intact,
    hub_of,
    next_state,
    play_out,
    start,
    token,
    wait_for,
)

from reishi.agents.registry import agent_names, register_agent
from reishi.engine import plugins
from reishi.engine.actions import Action
from reishi.engine.events import EVERYONE
from reishi.engine.rules import game_names
from reishi.interfaces.replay_file import ReplayRecord, load_replay, replay, save_replay
from reishi.interfaces.web.app import create_app
from reishi.interfaces.web.store import StoreError

YOU_VS_RANDOM = [{"kind": "you"}, {"kind": "computer", "agent": "random"}]


def test_lobby_lists_every_registered_game_with_its_agents(client: TestClient) -> None:
    listed = client.get("/api/games").json()["games"]
    assert [g["name"] for g in listed] == game_names()
    for entry in listed:
        assert entry["agents"] == agent_names(entry["name"])
        assert entry["seats"] == 2 and len(entry["starters"]) == 2


def test_lobby_lists_each_games_options_and_a_game_starts_with_them(client: TestClient) -> None:
    listed = {g["name"]: g for g in client.get("/api/games").json()["games"]}
    assert "variants" in listed["soul-deck"]["options"]
    assert "auto_forced" in listed["bleach"]["options"]
    options = {"variants": ["summoning-sickness"]}
    created = start(client, "soul-deck", YOU_VS_RANDOM, seed=4, options=options)
    stored = hub_of(client).store.load(created["id"])
    assert stored is not None and stored.options == options
    # The live game was rebuilt with them, and its replay file keeps them.
    assert hub_of(client).load(created["id"]).record().options == options


def test_pages_are_served_with_a_strict_content_policy(client: TestClient) -> None:
    for path in ("/", "/play/x", "/static/game.js", "/static/style.css"):
        response = client.get(path)
        assert response.status_code == 200, path
        assert "script-src 'self'" in response.headers["content-security-policy"]
        assert response.headers["referrer-policy"] == "no-referrer"


def test_deck_check_names_every_violation_with_its_rule(client: TestClient) -> None:
    text = (DECKS / "bleach/data/decks/substitute-soul-reapers.deck").read_text()
    # Drop one main-deck line: the deck is short and the rule says how many it needs.
    broken = text.replace("4 Chad - Young Student\n", "").replace("[main]", "[main]\n5 Zangetsu")
    result = client.post("/api/decks/check", json={"game": "bleach", "text": broken}).json()
    assert result["ok"] is False
    rules = {p["rule"] for p in result["problems"]}
    assert "Rulebook: Beginning a New Game" in rules
    assert any("60" in p["text"] for p in result["problems"])
    assert len(result["problems"]) >= 2  # every violation, not the first


@pytest.mark.parametrize("game", GAMES)
def test_deck_check_accepts_each_starter_file(client: TestClient, game: str) -> None:
    folder = DECKS / game.replace("-", "_") / "data" / "decks"
    for path in sorted(folder.glob("*.deck")):
        result = client.post("/api/decks/check", json={"game": game, "text": path.read_text()})
        assert result.json()["ok"], (path, result.json())


@pytest.mark.parametrize(
    ("body", "words"),
    [
        ({"game": "chess", "seats": [{"kind": "you"}] * 2}, "unknown game"),
        ({"game": "bleach", "seats": [{"kind": "you"}]}, "2 seats"),
        ({"game": "bleach", "seats": [{"kind": "you"}, {"kind": "cat"}]}, "bad request"),
        (
            {"game": "bleach", "seats": [{"kind": "you"}, {"kind": "computer", "agent": "zz"}]},
            "unknown agent",
        ),
        (
            {
                "game": "bleach",
                "seats": [{"kind": "you"}, {"kind": "computer", "agent": "mcts:seconds=-1"}],
            },
            "seconds must be positive",
        ),
        ({"game": "bleach", "seats": [{"kind": "you"}] * 2, "seed": -4}, "seed"),
        ({"game": "bleach", "seats": [{"kind": "you"}] * 2, "decks": ["1 x", None]}, "deck"),
        ({"game": "bleach", "seats": [{"kind": "you"}] * 2, "admin": True}, "bad request"),
        (
            {"game": "soul-deck", "seats": [{"kind": "you"}] * 2, "options": {"variants": "x"}},
            "unknown Soul Deck variant 'x'",
        ),
        (
            {"game": "bleach", "seats": [{"kind": "you"}] * 2, "options": {"admin": True}},
            "unknown option(s) for bleach: admin",
        ),
    ],
)
def test_new_game_refuses_a_bad_request_and_stores_nothing(
    client: TestClient, body: dict[str, object], words: str
) -> None:
    response = client.post("/api/games", json=body)
    assert response.status_code == 400
    assert words in response.json()["message"]
    assert hub_of(client).store.unfinished() == []


@pytest.mark.parametrize("game", GAMES)
def test_a_full_game_against_the_computer_over_the_websocket(client: TestClient, game: str) -> None:
    created = start(client, game, YOU_VS_RANDOM, seed=11)
    with client.websocket_connect(f"/ws/{token(created['you'])}") as ws:
        final, moves = play_out(ws, seed=3)
    assert moves > 0 and final["table"]["is_over"]
    assert_intact(client, created["id"])
    stored = hub_of(client).store.load(created["id"])
    assert stored is not None and stored.finished
    # The replay download is the file `reishi replay` reads, and it replays to the same end.
    response = client.get(f"/api/replay/{token(created['you'])}")
    assert "attachment" in response.headers["content-disposition"]
    record = ReplayRecord.from_json(response.json())
    rebuilt = replay(record)
    live = hub_of(client).load(created["id"]).game
    assert (rebuilt.winner, rebuilt.end_reason) == (live.winner, live.end_reason)


def test_replay_file_round_trips_through_disk(client: TestClient, tmp_path: Path) -> None:
    created = start(client, "soul-deck", YOU_VS_RANDOM, seed=2)
    with client.websocket_connect(f"/ws/{token(created['you'])}") as ws:
        play_out(ws)
    path = tmp_path / "game.json"
    record = ReplayRecord.from_json(client.get(f"/api/replay/{token(created['you'])}").json())
    save_replay(record, path)
    assert replay(load_replay(path)).is_over


def test_replay_steps_back_and_forward_after_the_end(client: TestClient) -> None:
    created = start(client, "bleach", YOU_VS_RANDOM, seed=5)
    with client.websocket_connect(f"/ws/{token(created['you'])}") as ws:
        final, _ = play_out(ws)
        ws.send_json({"type": "replay", "at": 0})
        first = ws.receive_json()
        ws.send_json({"type": "replay", "at": final["version"]})
        last = ws.receive_json()
    assert first["type"] == "replay" and first["at"] == 0 and not first["table"]["is_over"]
    assert last["table"]["is_over"] and last["total"] == final["version"]


def test_replay_is_refused_before_the_end(client: TestClient) -> None:
    created = start(client, "bleach", YOU_VS_RANDOM, seed=5)
    you = token(created["you"])
    # The replay holds both decks and the seed: before the end it would reveal every card.
    assert client.get(f"/api/replay/{you}").status_code == 409
    with client.websocket_connect(f"/ws/{you}") as ws:
        next_state(ws)
        ws.send_json({"type": "replay", "at": 0})
        assert ws.receive_json()["code"] == "replay"


@pytest.mark.parametrize("game", GAMES)
def test_a_spectator_never_sees_a_hand_nor_a_private_log_line(
    client: TestClient, game: str
) -> None:
    friends = [{"kind": "you"}, {"kind": "friend"}]
    created = start(client, game, friends, seed=7)
    seats = [token(s["link"]) for s in created["seats"]]
    hub = hub_of(client)
    seen: list[dict[str, object]] = []
    with (
        client.websocket_connect(f"/ws/{seats[0]}") as one,
        client.websocket_connect(f"/ws/{seats[1]}") as two,
        client.websocket_connect(f"/ws/{token(created['watch'])}") as watch,
    ):
        for _ in range(40):
            live = hub.load(created["id"])
            if live.game.is_over:
                break
            ws = one if live.game.current_player == 0 else two
            # Earlier messages may still be queued: act on the one that shows the game now.
            state = wait_for(ws, lambda s, v=live.version: s["version"] == v)
            act = state["actions"][-1]
            ws.send_json(
                {
                    "type": "act",
                    "version": state["version"],
                    "index": act["index"],
                    "notation": act["text"],
                }
            )
            seen.append(wait_for(watch, lambda s, v=state["version"]: s["version"] > v))
    assert seen
    log = hub.load(created["id"]).game.log
    rules = hub.load(created["id"]).game.rules
    for state in seen:
        assert state["seat"] is None and state["actions"] == []
        for side in state["table"]["sides"]:
            assert not side["you"]
            for zone in side["zones"]:
                if zone["key"] == "hand":
                    assert zone["cards"] is None, "a spectator saw a hand"
    private = [e for e in log if e.visible_to != EVERYONE]
    assert private, "the game logged nothing private: the check would prove nothing"
    for state in seen:
        for entry in state["log"]:
            event = log[entry["i"]]
            if event.visible_to != EVERYONE:
                shown = rules.describe_event(event.redacted())
                assert shown.startswith(entry["text"]), entry


@pytest.mark.parametrize("game", GAMES)
def test_the_public_view_shows_no_hand(game: str) -> None:
    import random

    from reishi import new_game

    played = new_game(game, seed=4)
    rng = random.Random(0)
    for _ in range(30):
        if played.is_over:
            break
        played.apply(rng.choice(played.legal_actions()))
        public = played.view(None)
        assert public.seat == -1
        assert all(p.hand is None for p in public.players)
        assert played.view(0).players[0].hand is not None


def test_take_back_undoes_your_last_decision_by_replay(client: TestClient) -> None:
    created = start(client, "bleach", YOU_VS_RANDOM, seed=21)
    hub = hub_of(client)
    with client.websocket_connect(f"/ws/{token(created['you'])}") as ws:
        state = wait_for(ws, lambda s: bool(s["actions"]))
        assert not state["can_take_back"]  # nothing decided yet
        before = state
        act = state["actions"][0]
        ws.send_json(
            {"type": "act", "version": state["version"], "index": 0, "notation": act["text"]}
        )
        state = wait_for(ws, lambda s: bool(s["actions"]) and s["version"] > before["version"])
        assert state["can_take_back"]
        ws.send_json({"type": "take_back", "version": state["version"]})
        back = wait_for(ws, lambda s: s["log_reset"])
    assert back["version"] == before["version"]
    assert back["actions"] == before["actions"]
    assert_intact(client, created["id"])
    assert hub.store.action_count(created["id"]) == before["version"]


def test_take_back_is_refused_against_a_friend(client: TestClient) -> None:
    created = start(client, "bleach", [{"kind": "you"}, {"kind": "friend"}], seed=21)
    seat0 = token(created["seats"][0]["link"])
    with client.websocket_connect(f"/ws/{seat0}") as ws:
        state = next_state(ws)
        ws.send_json({"type": "take_back", "version": state["version"]})
        message = ws.receive_json()
        while message["type"] == "state":
            message = ws.receive_json()
    assert message["code"] == "take-back"


def test_a_game_between_computers_plays_itself_to_the_end(client: TestClient) -> None:
    computers = [{"kind": "computer", "agent": "random"}] * 2
    created = start(client, "soul-deck", computers, seed=3)
    with client.websocket_connect(f"/ws/{token(created['watch'])}") as watch:
        final = wait_for(watch, lambda s: s["is_over"])
    assert final["table"]["result"]
    assert_intact(client, created["id"])


def test_a_computer_with_a_time_budget_plays(client: TestClient) -> None:
    created = start(
        client,
        "bleach",
        [{"kind": "you"}, {"kind": "computer", "agent": "mcts:seconds=0.05"}],
        seed=1,
    )
    assert created["seats"][1]["agent"] == "mcts:seconds=0.05"
    with client.websocket_connect(f"/ws/{token(created['you'])}") as ws:
        final, _ = play_out(ws)
    assert final["is_over"]


class _SlowAgent:
    """Thinks for a long time before playing the first legal action."""

    name = "slow"
    needs_view = False

    def __init__(self, seed: int = 0) -> None:
        self.release = threading.Event()

    def choose(self, view: object, legal: list[Action]) -> Action:
        time.sleep(1.5)
        return legal[0]


def test_a_thinking_computer_never_blocks_another_game(client: TestClient) -> None:
    register_agent("slow-test", _SlowAgent)
    try:
        slow = start(client, "bleach", [{"kind": "computer", "agent": "slow-test"}] * 2, seed=1)
        assert hub_of(client).load(slow["id"]).driving
        other = start(client, "bleach", [{"kind": "you"}, {"kind": "friend"}], seed=2)
        with client.websocket_connect(f"/ws/{token(other['seats'][0]['link'])}") as ws:
            began = time.perf_counter()
            state = next_state(ws)
            elapsed = time.perf_counter() - began
        assert hub_of(client).load(slow["id"]).driving, "the slow computer already finished"
        assert elapsed < 0.5 and state["version"] == 0
    finally:
        plugins.unregister(plugins.Group.AGENTS, "slow-test")


def test_a_restarted_server_resumes_every_game_where_it_stood(db: Path) -> None:
    with TestClient(create_app(db, message_rate=10_000)) as first:
        created = [start(first, g, YOU_VS_RANDOM, seed=9) for g in GAMES]
        stood = []
        for game in created:
            with first.websocket_connect(f"/ws/{token(game['you'])}") as ws:
                state = wait_for(ws, lambda s: bool(s["actions"]))
                for _ in range(3):
                    act = state["actions"][-1]
                    ws.send_json(
                        {
                            "type": "act",
                            "version": state["version"],
                            "index": act["index"],
                            "notation": act["text"],
                        }
                    )
                    state = wait_for(
                        ws,
                        lambda s, v=state["version"]: (
                            s["version"] > v and (s["actions"] or s["is_over"])
                        ),
                    )
            stood.append(state)
    with TestClient(create_app(db, message_rate=10_000)) as second:
        assert set(hub_of(second).games) == {g["id"] for g in created}
        for game, before in zip(created, stood, strict=True):
            with second.websocket_connect(f"/ws/{token(game['you'])}") as ws:
                after = next_state(ws)
                assert after["version"] == before["version"]
                assert after["table"] == before["table"]
                assert after["actions"] == before["actions"]
                final, _ = play_out(ws, seed=1, first=after)
            assert final["is_over"]
            assert_intact(second, game["id"])


def test_a_refused_write_changes_nothing(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    created = start(client, "bleach", YOU_VS_RANDOM, seed=8)
    hub = hub_of(client)

    def refuse(*args: object, **kwargs: object) -> None:
        raise StoreError("disk full")

    with client.websocket_connect(f"/ws/{token(created['you'])}") as ws:
        state = wait_for(ws, lambda s: bool(s["actions"]))
        monkeypatch.setattr(hub.store, "append_action", refuse)
        act = state["actions"][0]
        ws.send_json(
            {"type": "act", "version": state["version"], "index": 0, "notation": act["text"]}
        )
        message = ws.receive_json()
        monkeypatch.undo()
        assert message == {
            "type": "error",
            "code": "not-saved",
            "message": "the server could not save that action: try again",
        }
        assert hub.load(created["id"]).version == state["version"]
        assert_intact(client, created["id"])
        ws.send_json(
            {"type": "act", "version": state["version"], "index": 0, "notation": act["text"]}
        )
        assert next_state(ws)["version"] > state["version"]


def test_rule_citations_open_their_text_or_say_not_indexed(client: TestClient) -> None:
    indexed = client.get("/api/rules/bleach", params={"cite": "ARD: Power Damage"}).json()
    assert indexed["indexed"] and "power damage" in indexed["text"].lower()
    # Joined here so that the suite's check of every citation does not take it for one.
    made_up = ": ".join(["ARD", "No Such Section"])
    unknown = client.get("/api/rules/bleach", params={"cite": made_up}).json()
    assert unknown == {"cite": made_up, "indexed": False, "text": ""}
    games_without = [g for g in game_names() if plugins.find(plugins.Group.RULE_INDEXES, g) is None]
    for game in games_without:
        cite = ": ".join(["RB", "Anything"])
        answer = client.get(f"/api/rules/{game}", params={"cite": cite}).json()
        assert answer["indexed"] is False
    assert client.get("/api/rules/chess", params={"cite": "x"}).status_code == 404


def test_state_messages_are_plain_json(client: TestClient) -> None:
    created = start(client, "dbz", YOU_VS_RANDOM, seed=1)
    with client.websocket_connect(f"/ws/{token(created['you'])}") as ws:
        raw = ws.receive_text()
    state = json.loads(raw)
    assert set(state) >= {"table", "actions", "log", "version", "seats"}
    assert {s["kind"] for s in state["seats"]} == {"human", "computer"}
