"""``reishi play`` offers what a game's rules add: table commands and matches, for any game."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import fakegame
import pytest
from typer.testing import CliRunner

import reishi
from reishi.engine.errors import ReishiError
from reishi.engine.extensions import (
    Apply,
    SupportsMatch,
    SupportsTableCommands,
    TableCommand,
)
from reishi.engine.game import Game
from reishi.interfaces.cli.app import app

NAME = "countdown-plus"
runner = CliRunner()


def grab(game: Game, seat: int, argument: str, apply: Apply) -> str:
    """Take N tokens, as many times as the argument says (``grab N``)."""
    if not argument.strip().isdigit():
        raise ReishiError("usage: grab N")
    apply(game.parse(f"take {argument.strip()}"))  # an illegal N raises with the reason
    return f"{fakegame.NAME}: grabbed {argument.strip()}"


class BestOfThree:
    """The first seat to win two games wins the match."""

    def __init__(self, decks: Sequence[Any], seed: int) -> None:
        self.decks, self.seed = decks, seed
        self.results: list[int | None] = []
        self.current: Game | None = None
        self.game_seed = seed
        self.game_options: dict[str, Any] = {}

    def _settle(self) -> None:
        if self.current is not None and self.current.is_over:
            self.results.append(self.current.winner)
            self.current = None

    @property
    def wins(self) -> tuple[int, int]:
        self._settle()
        return (self.results.count(0), self.results.count(1))

    @property
    def is_over(self) -> bool:
        return max(self.wins) >= 2

    @property
    def winner(self) -> int | None:
        a, b = self.wins
        return None if not self.is_over else 0 if a > b else 1

    def next_game(self) -> Game:
        self._settle()
        self.game_seed = self.seed + len(self.results)
        self.current = reishi.new_game(NAME, decks=self.decks, seed=self.game_seed)
        return self.current


class CountdownPlus(fakegame.CountdownRules):
    """Countdown with one table command and best-of-three matches."""

    name = NAME
    match_rule = "first to two wins"

    def table_commands(self) -> Sequence[TableCommand]:
        return (TableCommand("grab", "grab N", "take N tokens at once", grab),)

    def new_match(
        self, decks: Sequence[Any] | None, seed: int, options: Mapping[str, Any]
    ) -> BestOfThree:
        return BestOfThree(decks or self.starter_decks(), seed)


reishi.register_game(NAME, CountdownPlus)


def _play(game: str, *args: str, input: str | None = None) -> tuple[int, str]:
    result = runner.invoke(app, ["play", game, *args], input=input)
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, result.output


def test_the_rules_object_declares_its_extensions() -> None:
    rules = reishi.get_rules(NAME)
    assert isinstance(rules, SupportsTableCommands) and isinstance(rules, SupportsMatch)
    plain = reishi.get_rules(fakegame.NAME)
    assert not isinstance(plain, SupportsTableCommands) and not isinstance(plain, SupportsMatch)


def test_table_command_is_listed_applied_and_recorded(tmp_path: Path) -> None:
    log = tmp_path / "game.json"
    answers = "help\ngrab x\ngrab 3\ngrab 2\nquit\n"
    code, out = _play(
        NAME,
        "--p2",
        "random",
        "--seed",
        "5",
        "--allow-piped-input",
        "--log",
        str(log),
        input=answers,
    )
    assert code == 0, out
    assert "grab N" in out and "take N tokens at once" in out  # in the help text
    assert "usage: grab N" in out
    assert "✗ grab: no legal action is written that way" in out
    assert "countdown: grabbed 2" in out and "P1 took 2" in out
    assert json.loads(log.read_text(encoding="utf-8"))["actions"][0] == "take 2"


def test_a_game_without_commands_has_none() -> None:
    code, out = _play(
        fakegame.NAME,
        "--p2",
        "random",
        "--seed",
        "5",
        "--allow-piped-input",
        input="help\ngrab 2\nquit\n",
    )
    assert code == 0
    assert "grab N" not in out
    assert "'grab 2': no legal action is written that way" in out


def test_match_plays_until_a_seat_wins_twice_with_a_replay_per_game(tmp_path: Path) -> None:
    log = tmp_path / "match.json"
    code, out = _play(
        NAME, "--p1", "random", "--p2", "random", "--seed", "4", "--match", "--log", str(log)
    )
    assert code == 0, out
    assert "Match: first to two wins" in out
    assert "=== Game 1 · wins 0–0 ===" in out
    assert "Match won by P" in out
    games = out.count("=== Game ")
    assert 2 <= games <= 3
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        f"match-game{n}.json" for n in range(1, games + 1)
    ]


def test_match_is_refused_for_a_game_without_match_rules() -> None:
    code, out = _play(fakegame.NAME, "--p1", "random", "--p2", "random", "--match")
    assert code == 2
    assert "has no match rules" in out


@pytest.mark.rule("ARD: Deciding Who Goes First")
def test_bleach_match_and_loop_come_from_the_bleach_rules() -> None:
    if "bleach" not in reishi.game_names():
        pytest.skip("the Bleach rules are not registered in this build")
    code, out = _play("bleach", "--p1", "random", "--p2", "random", "--seed", "3", "--match")
    assert code == 0, out
    assert "ARD: Deciding Who Goes First" in out and "Match " in out
    rules = reishi.get_rules("bleach")
    assert isinstance(rules, SupportsTableCommands)
    assert [c.usage for c in rules.table_commands()] == ["loop N"]


def test_card_command_shows_a_card_of_the_board_in_full() -> None:
    if "bleach" not in reishi.game_names():
        pytest.skip("the Bleach rules are not registered in this build")
    answers = "card #0\ncard no such card\nquit\n"
    code, out = _play(
        "bleach", "--p2", "random", "--seed", "3", "--allow-piped-input", input=answers
    )
    assert code == 0, out
    assert "│ Ichigo Kurosaki #0 †provisional [sample]" in out  # the card in its own panel
    assert "no card 'no such card' on the table you see" in out
    plain = _play(
        fakegame.NAME,
        "--p2",
        "random",
        "--seed",
        "5",
        "--allow-piped-input",
        input="card 1\nquit\n",
    )[1]
    assert "this game draws no cards on its board" in plain
