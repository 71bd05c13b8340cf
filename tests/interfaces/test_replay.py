"""Replay files: the format round-trips, replays reproduce the log, bad files say where."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, ClassVar

import fakegame
import pytest
from hypothesis import given
from hypothesis import strategies as st
from typer.testing import CliRunner

import reishi
from reishi.agents.random_agent import RandomAgent
from reishi.engine.errors import DataError
from reishi.engine.game import Game
from reishi.interfaces.cli.app import app
from reishi.interfaces.replay_file import (
    ReplayRecord,
    ReplayRecorder,
    RulesVersionWarning,
    load_replay,
    replay,
    save_replay,
)

GAME = fakegame.NAME
runner = CliRunner()


def _played(seed: int, decks: list[str | None] | None = None, **options: Any) -> ReplayRecorder:
    rules = reishi.get_rules(GAME)
    deck_objects = None
    if decks is not None:
        deck_objects = [
            rules.starter_decks()[i] if d is None else int(d) for i, d in enumerate(decks)
        ]
    game = reishi.new_game(GAME, decks=deck_objects, seed=seed, **options)
    recorder = ReplayRecorder(game, seed=seed, decks=decks, options=options)
    agent = RandomAgent(seed)
    while not game.is_over:
        recorder.apply(agent.choose(game.view(0), game.legal_actions()))
    return recorder


def _write(path: Path, data: object) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_replay_save_load_round_trip(tmp_path: Path) -> None:
    record = _played(3, decks=["4", None], bonus=2).record()
    path = tmp_path / "game.json"
    save_replay(record, path)
    loaded = load_replay(path)
    assert loaded == record
    assert loaded.source == str(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "reishi-replay" and data["format_version"] == 1
    assert data["decks"] == ["4", None]


def test_replay_reproduces_identical_log() -> None:
    recorder = _played(11)
    game = replay(recorder.record())
    assert game.log == recorder.game.log
    assert game.winner == recorder.game.winner
    assert game.is_over


def test_replay_with_embedded_decks_reproduces_log() -> None:
    recorder = _played(4, decks=["7", "2"])
    assert replay(recorder.record()).log == recorder.game.log


class _TextDeckRules(fakegame.CountdownRules):
    """Countdown rules that can also read a deck from text."""

    parsed: ClassVar[list[str]] = []

    def parse_deck(self, text: str) -> int:
        """A deck from its text."""
        self.parsed.append(text)
        return int(text)


def test_replay_prefers_parse_deck_when_rules_have_it() -> None:
    reishi.register_game("countdown-text", _TextDeckRules)
    game = reishi.new_game("countdown-text", decks=(5, 3), seed=1)
    record = ReplayRecorder(game, seed=1, decks=["5", None]).record()
    record.game = "countdown-text"
    replay(record)
    assert _TextDeckRules.parsed == ["5"]


def test_replay_action_that_no_longer_parses_names_its_index() -> None:
    record = _played(2).record()
    record.actions[1] = "take 7"
    with pytest.raises(DataError, match=r"action 1 'take 7' is not legal here") as info:
        replay(record)
    assert info.value.field == "actions[1]"


def test_replay_action_after_the_end_is_an_error() -> None:
    record = _played(2).record()
    record.actions.append("take 1")
    with pytest.raises(DataError, match="after the game ended"):
        replay(record)


def test_replay_rules_version_mismatch_warns_or_fails() -> None:
    record = _played(2).record()
    record.rules_version = "countdown-0"
    with pytest.warns(RulesVersionWarning, match="countdown-0"):
        replay(record)
    with pytest.raises(DataError, match="rules_version"):
        replay(record, strict_version=True)


def test_replay_ambiguous_notation_is_recorded_by_number() -> None:
    class Twins(fakegame.CountdownRules):
        def describe(self, state: Any, action: Any) -> str:
            return "take"  # both actions read the same

    reishi.register_game("twins", Twins)
    game = reishi.new_game("twins", seed=1)
    recorder = ReplayRecorder(game, seed=1)
    second = game.legal_actions()[1]
    recorder.apply(second)
    assert recorder.actions == ["2"]
    assert replay(recorder.record()).log == game.log


_json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(), inner, max_size=3),
    max_leaves=8,
)


@given(
    game=st.text(),
    rules_version=st.text(),
    seed=st.integers(),
    decks=st.none() | st.lists(st.none() | st.text(), max_size=3),
    options=st.dictionaries(st.text(), _json_values, max_size=4),
    actions=st.lists(st.text(), max_size=10),
)
def test_replay_json_round_trip(
    game: str,
    rules_version: str,
    seed: int,
    decks: list[str | None] | None,
    options: dict[str, Any],
    actions: list[str],
) -> None:
    record = ReplayRecord(
        game=game,
        rules_version=rules_version,
        seed=seed,
        decks=decks,
        options=options,
        actions=actions,
    )
    text = json.dumps(record.to_json())
    assert ReplayRecord.from_json(json.loads(text)) == record


def _valid() -> dict[str, Any]:
    return _played(1).record().to_json()


@pytest.mark.parametrize(
    ("change", "field", "message"),
    [
        ({"format": "chess-pgn"}, "format", "not a replay file"),
        ({"format_version": 2}, "format_version", "not supported"),
        ({"format_version": "1"}, "format_version", "integer"),
        ({"game": 5}, "game", "expected str"),
        ({"rules_version": None}, "rules_version", "expected str"),
        ({"seed": "42"}, "seed", "expected an integer, got a string"),
        ({"seed": True}, "seed", "got a boolean"),
        ({"decks": "starter"}, "decks", "list or null"),
        ({"decks": ["5", 3]}, "decks[1]", "deck text or null"),
        ({"options": []}, "options", "expected an object"),
        ({"actions": "take 1"}, "actions", "expected a list"),
        ({"actions": ["take 1", 2]}, "actions[1]", "expected a string"),
    ],
)
def test_replay_malformed_field_names_file_and_field(
    tmp_path: Path, change: dict[str, Any], field: str, message: str
) -> None:
    path = _write(tmp_path / "bad.json", {**_valid(), **change})
    with pytest.raises(DataError, match=message) as info:
        load_replay(path)
    assert info.value.field == field
    assert str(path) in str(info.value)
    assert f"[{field}]" in str(info.value)


def test_replay_malformed_json_and_missing_file(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "reishi-replay",\n', encoding="utf-8")
    with pytest.raises(DataError, match="invalid JSON") as info:
        load_replay(bad)
    assert info.value.line == 2
    with pytest.raises(DataError, match="expected a JSON object"):
        load_replay(_write(tmp_path / "list.json", [1, 2]))
    with pytest.raises(DataError, match="cannot read"):
        load_replay(tmp_path / "missing.json")


def _log_lines(game: Game, seat: int | None = None) -> list[str]:
    events = game.log if seat is None else game.log_for(seat)
    return [game.rules.describe_event(e) for e in events]


def test_replay_cli_prints_the_same_log_as_play(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    played = runner.invoke(
        app, ["play", GAME, "--p1", "random", "--p2", "random", "--seed", "8", "--log", str(path)]
    )
    assert played.exit_code == 0
    shown = runner.invoke(app, ["replay", str(path)])
    assert shown.exit_code == 0
    # Play prints a header line first and the save notice last; the rest is identical.
    assert shown.output.splitlines() == played.output.splitlines()[1:-1]
    assert shown.output.splitlines()[-1].startswith("Result: P")


def test_replay_cli_seat_shows_that_seats_log(tmp_path: Path) -> None:
    recorder = _played(6)
    path = tmp_path / "game.json"
    save_replay(recorder.record(), path)
    shown = runner.invoke(app, ["replay", str(path), "--seat", "2"])
    assert shown.exit_code == 0
    assert shown.output.splitlines()[:-1] == _log_lines(recorder.game, 1)
    assert "P1 was dealt secret ?." in shown.output


def test_replay_cli_step_continues_at_end_of_input(tmp_path: Path) -> None:
    recorder = _played(6)
    path = tmp_path / "game.json"
    save_replay(recorder.record(), path)
    shown = runner.invoke(app, ["replay", str(path), "--step"], input="\n\n")
    assert shown.exit_code == 0
    assert _log_lines(recorder.game)[-1] in shown.output
    assert "Result: P" in shown.output


def test_replay_cli_bad_file_exits_2(tmp_path: Path) -> None:
    path = _write(tmp_path / "bad.json", {**_valid(), "seed": "x"})
    shown = runner.invoke(app, ["replay", str(path)])
    assert shown.exit_code == 2
    assert "[seed]" in shown.output


def test_replay_bad_embedded_deck_names_the_field() -> None:
    record = _played(1, decks=["4", None]).record()
    record.decks = ["four", None]
    with pytest.raises(DataError, match=r"\[decks\[0\]\]: a deck is one non-negative integer"):
        replay(record)


def test_replay_reproduces_a_random_bleach_game(tmp_path: Path) -> None:
    if "bleach" not in reishi.game_names():
        pytest.skip("the Bleach rules are not registered in this build")
    game = reishi.new_game("bleach", seed=12)
    recorder = ReplayRecorder(game, seed=12)
    agent = RandomAgent(12)
    for _ in range(300):
        if game.is_over:
            break
        recorder.apply(agent.choose(None, game.legal_actions()))
    path = tmp_path / "bleach.json"
    save_replay(recorder.record(), path)
    assert replay(load_replay(path)).log == game.log
