"""An agent that cannot play a game is refused up front by every command, and --help says
which agents play which game."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from typer.testing import CliRunner

from reishi.agents.registry import agents_help, register_agent
from reishi.engine import plugins
from reishi.interfaces.cli.app import app
from toygame.greedy import GreedyAgent
from toygame.rules import ToyRules

runner = CliRunner()


@pytest.fixture(autouse=True)
def other_games_own_agent() -> Iterator[None]:
    plugins.register(plugins.Group.GAMES, "other", ToyRules)
    register_agent("other:greedy", GreedyAgent)  # a player of another game only
    yield
    plugins.unregister(plugins.Group.AGENTS, "other:greedy")
    plugins.unregister(plugins.Group.GAMES, "other")


def _refused(args: list[str]) -> str:
    result = runner.invoke(app, args)
    assert result.exit_code != 0
    assert "Traceback" not in result.output
    return result.output


@pytest.mark.parametrize(
    "args",
    [
        ["play", "toy", "--p1", "other:greedy", "--p2", "random"],
        ["simulate", "toy", "--agents", "other:greedy,random", "--games", "2"],
        ["tournament", "--game", "toy", "--agents", "other:greedy,random", "--games", "1"],
    ],
    ids=["play", "simulate", "tournament"],
)
def test_every_command_refuses_another_games_agent_before_playing(
    args: list[str], tmp_path: Path
) -> None:
    out = ["--out", str(tmp_path / "run")] if args[0] != "play" else []
    output = _refused([*args, *out])
    assert "plays other only, not toy" in output and "agents for toy:" in output
    assert not (tmp_path / "run").exists()  # refused before any folder is made


def test_help_lists_the_agents_of_each_game() -> None:
    text = agents_help()
    assert "toy: greedy" in text and "other: greedy" in text and "random" in text
    for command in (["play", "--help"], ["simulate", "--help"], ["tournament", "--help"]):
        result = runner.invoke(app, command, env={"COLUMNS": "400"})
        assert "toy: greedy" in " ".join(result.output.split()), command
