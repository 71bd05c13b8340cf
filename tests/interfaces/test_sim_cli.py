"""The simulate, report, bench and tournament commands, driven against the toy game."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import typer
from typer.main import get_command
from typer.testing import CliRunner

import toygame
from reishi.interfaces.cli import bench, simulate, tournament

runner = CliRunner()


@pytest.fixture(autouse=True)
def toy_game() -> str:
    """The toy game from tests/toygame, registered."""
    toygame.register()
    return "toy"


@pytest.fixture
def app() -> typer.Typer:
    """A command app holding only the commands under test."""
    app = typer.Typer(pretty_exceptions_enable=False)
    for module in (simulate, bench, tournament):
        module.register(app)
    return app


def _fails_with_one_line(result: object, text: str) -> None:
    assert getattr(result, "exit_code", 0) != 0
    output = getattr(result, "output", "")
    assert "Traceback" not in output
    lines = [line for line in output.splitlines() if line.strip()]
    errors = [line for line in lines if line.startswith("error:")]
    assert len(errors) == 1 and text in errors[0], output


def test_sim_cli_every_command_and_option_has_help(app: typer.Typer) -> None:
    group = get_command(app)
    commands = group.commands  # type: ignore[attr-defined]
    assert set(commands) == {"simulate", "report", "bench", "tournament"}
    for name, command in commands.items():
        assert command.help, name
        for param in command.params:
            assert getattr(param, "help", None), f"{name} {param.name}"


def test_sim_cli_simulate_then_report(app: typer.Typer, tmp_path: Path) -> None:
    out = tmp_path / "run"
    args = ["simulate", "toy", "--games", "20", "--workers", "2", "--seed", "3", "--out", str(out)]
    result = runner.invoke(app, [*args, "--agents", "random,toy:greedy"])
    assert result.exit_code == 0, result.output
    assert "Agent toy:greedy wins" in result.output and "20 games played" in result.output
    assert len((out / "results.jsonl").read_text().splitlines()) == 20

    again = runner.invoke(app, [*args, "--agents", "random,toy:greedy", "--resume"])
    assert again.exit_code == 0 and "0 games played" in again.output

    report = runner.invoke(app, ["report", str(out)])
    assert report.exit_code == 0, report.output
    assert (out / "report.html").is_file()


def test_sim_cli_mirror_and_capped_games_are_reported_as_such(
    app: typer.Typer, tmp_path: Path
) -> None:
    out = tmp_path / "run"
    args = ["simulate", "toy", "--games", "6", "--seed", "3", "--out", str(out)]
    result = runner.invoke(app, [*args, "--agents", "random,random", "--max-decisions", "1"])
    assert result.exit_code == 0, result.output
    assert "Agent random wins" not in result.output  # both seats: a rate would say nothing
    assert "random in every seat" in result.output
    rows = {
        cells[0]: cells[1]
        for line in result.output.splitlines()
        if len(cells := [c.strip() for c in line.strip("│ ").split("│")]) == 2
    }
    assert rows["Draws"] == "0" and rows["Stopped by the decision cap"] == "6"


def test_sim_cli_simulate_deck_files(app: typer.Typer, tmp_path: Path) -> None:
    deck = tmp_path / "ones.deck"
    deck.write_text(",".join(["1"] * 20))
    out = tmp_path / "run"
    result = runner.invoke(
        app, ["simulate", "toy", "--deck1", str(deck), "--games", "4", "--out", str(out)]
    )
    assert result.exit_code == 0, result.output
    assert json.loads((out / "run.json").read_text())["decks"][0]["text"] == deck.read_text()


def test_sim_cli_errors_are_one_line(app: typer.Typer, tmp_path: Path) -> None:
    out = ["--out", str(tmp_path / "x")]
    _fails_with_one_line(runner.invoke(app, ["simulate", "nogame", *out]), "unknown game")
    bad_agent = runner.invoke(app, ["simulate", "toy", "--agents", "random,zzz", *out])
    _fails_with_one_line(bad_agent, "unknown agent 'zzz'")
    foreign = tmp_path / "foreign"
    foreign.mkdir()
    (foreign / "a.txt").write_text("x")
    _fails_with_one_line(
        runner.invoke(app, ["simulate", "toy", "--out", str(foreign), "--resume"]), "run.json"
    )
    _fails_with_one_line(runner.invoke(app, ["report", str(foreign)]), "not a results folder")
    missing = runner.invoke(app, ["simulate", "toy", "--deck1", str(tmp_path / "none"), *out])
    _fails_with_one_line(missing, "none")
    _fails_with_one_line(runner.invoke(app, ["bench", "--game", "nogame"]), "unknown game")
    _fails_with_one_line(
        runner.invoke(app, ["bench", "--game", "toy", "--workers", "a,b"]), "--workers"
    )
    _fails_with_one_line(
        runner.invoke(app, ["tournament", "--game", "toy", "--agents", "random"]), "two agents"
    )


def test_sim_cli_bench_json(app: typer.Typer) -> None:
    result = runner.invoke(
        app, ["bench", "--game", "toy", "--games", "5", "--json", "--workers", "2"]
    )
    assert result.exit_code == 0, result.output
    (figures,) = json.loads(result.stdout)
    assert figures["game"] == "toy" and figures["games_per_second"] > 0
    assert [s["workers"] for s in figures["scaling"]] == [1, 2]
    table = runner.invoke(app, ["bench", "--game", "toy", "--games", "5"])
    assert table.exit_code == 0 and "clone" in table.output


def test_sim_cli_bench_times_fuzzed_games(app: typer.Typer) -> None:
    """``--fuzz`` adds reishi fuzz's games per CPU second, after half as many uncounted."""
    result = runner.invoke(app, ["bench", "--game", "toy", "--games", "4", "--fuzz", "--json"])
    assert result.exit_code == 0, result.output
    _, fuzzed = json.loads(result.stdout)
    assert (fuzzed["game"], fuzzed["games"], fuzzed["warm_up"]) == ("toy", 4, 2)
    assert fuzzed["games_per_second"] > 0 and fuzzed["decisions_per_second"] > 0
    assert fuzzed["violations"] == 0
    table = runner.invoke(app, ["bench", "--game", "toy", "--games", "4", "--fuzz"])
    assert table.exit_code == 0 and "reishi fuzz's games" in table.output


def test_sim_cli_tournament_prints_elo(app: typer.Typer) -> None:
    result = runner.invoke(
        app,
        ["tournament", "--game", "toy", "--agents", "random,toy:greedy", "--games", "20",
         "--workers", "1"],
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    assert "Elo" in result.output
    elo_rows = result.output.split("Elo (")[1].splitlines()
    first = next(line for line in elo_rows if "│ 1 " in line or line.strip().startswith("1 "))
    assert "toy:greedy" in first


def test_sim_cli_tournament_streams_resumes_and_prints_head_to_head(
    app: typer.Typer, tmp_path: Path
) -> None:
    out = tmp_path / "t"
    args = ["tournament", "--game", "toy", "--agents", "random,toy:greedy", "--games", "6",
            "--workers", "1", "--out", str(out)]  # fmt: skip
    first = runner.invoke(app, args)
    assert first.exit_code == 0, first.output
    assert "Head to head" in first.output and "95 % interval (Wilson)" in first.output
    again = runner.invoke(app, args)
    _fails_with_one_line(again, "already holds a tournament")
    resumed = runner.invoke(app, [*args, "--resume"])
    assert resumed.exit_code == 0, resumed.output
    assert resumed.output.split("Head to head")[1] == first.output.split("Head to head")[1]
    lonely = runner.invoke(app, ["tournament", "--game", "toy", "--resume"])
    _fails_with_one_line(lonely, "--resume needs --out")
    standings = runner.invoke(app, ["tournament", "--out", str(out), "--standings"])
    assert standings.exit_code == 0, standings.output
    assert "Standings so far: toy, 12 of 12 games" in standings.output
    assert standings.output.split("Head to head")[1] == first.output.split("Head to head")[1]
    nothing = runner.invoke(app, ["tournament", "--out", str(tmp_path), "--standings"])
    _fails_with_one_line(nothing, "not a tournament folder")


def test_replay_one_game_of_a_simulation_folder(tmp_path: Path) -> None:
    """Any game of a run can be replayed alone (`reishi replay DIR --game N`)."""
    from reishi.interfaces.cli.app import app as reishi_app
    from reishi.sim.rerun import rerun_game
    from reishi.sim.runner import read_run, simulate

    out = tmp_path / "run"
    simulate("bleach", None, ["random", "random"], 6, 9, 1, out)
    _, records = read_run(out)
    for record in records:
        game, stored = rerun_game(out, record.index)
        assert game.winner == record.winner
        assert stored["end_reason"] == game.state.end_reason  # type: ignore[attr-defined]
    result = CliRunner().invoke(reishi_app, ["replay", str(out), "--game", "3"])
    assert result.exit_code == 0, result.output
    assert "Result:" in result.output
    missing = CliRunner().invoke(reishi_app, ["replay", str(out)])
    assert missing.exit_code == 2


@pytest.mark.parametrize(
    "args",
    [
        ["simulate", "toy", "--workers", "1000"],
        ["tournament", "--game", "toy", "--agents", "random,random", "--workers", "1000"],
        ["bench", "--game", "toy", "--workers", "1000000"],
    ],
)
def test_sim_cli_refuses_more_workers_than_the_machine_takes(
    app: typer.Typer, tmp_path: Path, args: list[str]
) -> None:
    out = tmp_path / "x"
    extra = [] if args[0] == "bench" else ["--out", str(out)]
    _fails_with_one_line(runner.invoke(app, [*args, *extra]), "workers must be from 1 to")
    assert not out.exists()
