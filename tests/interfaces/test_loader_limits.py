"""Huge counts and huge files are refused with one line naming the file, before allocating.

Each test bounds the time and the memory the refusal may take (tracemalloc's peak), so a
loader that builds a list from a count, or reads a whole file, before judging it fails.
"""

from __future__ import annotations

import json
import time
import tracemalloc
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from typer.testing import CliRunner

from reishi.engine.decktext import read_deck_file
from reishi.engine.errors import DataError, ReishiError
from reishi.engine.limits import MAX_DECK_BYTES, MAX_REPLAY_ACTIONS, MAX_SCENARIO_BYTES
from reishi.engine.rules import get_rules
from reishi.interfaces.cli.app import app
from reishi.interfaces.replay_file import load_replay
from reishi.sim.runner import ResultsFolderError, read_run
from reishi.testing.scenario import run_file

runner = CliRunner()
HUGE = "999999999999"
PEAK_BYTES = 20 << 20  # a refusal allocates far less than this
SECONDS = 10.0


@contextmanager
def bounded() -> Iterator[None]:
    """Fail if the block takes more than SECONDS or allocates more than PEAK_BYTES."""
    tracemalloc.start()
    started = time.perf_counter()
    try:
        yield
    finally:
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
    assert time.perf_counter() - started < SECONDS
    assert peak < PEAK_BYTES, f"peak {peak:,} bytes"


def _refused(call: Callable[[], object], *words: str) -> str:
    with bounded(), pytest.raises(ReishiError) as caught:
        call()
    message = str(caught.value)
    assert "\n" not in message
    for word in words:
        assert word in message, message
    return message


DECKS = {
    "bleach": f"game: bleach\nname: x\n[guardian]\n1 Ichigo Kurosaki\n[main]\n{HUGE} Zangetsu\n",
    "dbz": f"game: dbz\nname: x\n[main]\n{HUGE} Saiyan Wrist Block\n",
    "soul-deck": f"game: soul-deck\nname: x\n[main]\n{HUGE} Soul Reaper Energy\n",
}


@pytest.mark.parametrize("game", sorted(DECKS))
def test_a_huge_count_in_a_deck_is_refused_before_it_is_built(game: str, tmp_path: Path) -> None:
    deck = tmp_path / "huge.deck"
    deck.write_text(DECKS[game])
    get_rules(game).starter_decks()  # the card data loads outside the bounds
    _refused(lambda: get_rules(game).load_deck(deck), str(deck), ":6" if game == "bleach" else ":4")
    with bounded():
        result = runner.invoke(app, ["deck", "check", str(deck)])
    assert result.exit_code != 0 and "Traceback" not in result.output
    assert "at most 1,000 cards" in result.output
    with bounded():
        result = runner.invoke(app, ["play", game, "--deck1", str(deck), "--p1", "random"])
    assert result.exit_code != 0 and "Traceback" not in result.output
    assert "at most 1,000 cards" in result.output


@pytest.mark.parametrize("game", sorted(DECKS))
def test_a_huge_deck_file_is_refused_before_it_is_read(game: str, tmp_path: Path) -> None:
    deck = tmp_path / "big.deck"
    with deck.open("wb") as file:
        file.write(DECKS[game].encode())
        file.truncate(50 << 20)  # 50 MB, mostly a hole: cheap to make
    _refused(lambda: get_rules(game).load_deck(deck), str(deck), "too large")


@pytest.mark.parametrize("game", sorted(DECKS))
def test_a_binary_deck_file_is_one_line(game: str, tmp_path: Path) -> None:
    deck = tmp_path / "binary.deck"
    deck.write_bytes(bytes(range(256)) * 4)
    result = runner.invoke(app, ["play", game, "--deck1", str(deck), "--p1", "random"])
    assert result.exit_code != 0 and "Traceback" not in result.output
    assert str(deck) in result.output.replace("\n", "") and "UTF-8" in result.output


def test_deck_size_limit_is_the_documented_one(tmp_path: Path) -> None:
    deck = tmp_path / "edge.deck"
    deck.write_bytes(b"#" * (MAX_DECK_BYTES + 1))
    _refused(lambda: read_deck_file(deck), "too large")


def test_a_huge_count_in_a_scenario_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "huge.toml"
    path.write_text(
        'title = "t"\ngame = "bleach"\n[position.p1]\nguardian = "Ichigo Kurosaki"\n'
        'deck = [{ title = "Zangetsu", count = 100000000 }]\n'
        '[position.p2]\nguardian = "Ichigo Kurosaki"\n'
    )
    with bounded():
        result = run_file(path)
    assert not result.passed and "at most 2,000 cards" in result.failure
    assert f"{path}:5" in result.failure


def test_a_huge_scenario_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "big.toml"
    with path.open("wb") as file:
        file.write(b'title = "t"\n')
        file.truncate(MAX_SCENARIO_BYTES + 1)
    with bounded():
        result = run_file(path)
    assert not result.passed and "too large" in result.failure


def test_a_replay_with_too_many_actions_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "long.replay.json"
    record = {
        "format": "reishi-replay",
        "format_version": 1,
        "game": "toy",
        "rules_version": "toy-1",
        "seed": 0,
        "decks": None,
        "options": {},
        "actions": ["pass"] * (MAX_REPLAY_ACTIONS + 1),
    }
    path.write_text(json.dumps(record))
    with pytest.raises(DataError, match=r"\[actions\]: 1,000,001 actions, more than the limit"):
        load_replay(path)


def test_a_huge_replay_file_is_refused_before_it_is_read(tmp_path: Path) -> None:
    path = tmp_path / "big.replay.json"
    with path.open("wb") as file:
        file.truncate(200 << 20)
    _refused(lambda: load_replay(path), str(path), "too large")


def test_a_huge_run_header_is_refused(tmp_path: Path) -> None:
    (tmp_path / "run.json").write_bytes(b" " * (2 << 20))
    with bounded(), pytest.raises(ResultsFolderError, match="too large"):
        read_run(tmp_path)
