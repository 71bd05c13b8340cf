"""``reishi play``: unattended games, the non-terminal guard, and human seats fed by a pipe."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import fakegame
import pytest
from typer.testing import CliRunner

import reishi
from reishi.interfaces.cli import play as play_module
from reishi.interfaces.cli.app import app

GAME = fakegame.NAME
HERE = Path(__file__).resolve().parent
runner = CliRunner()


def _play(*args: str, input: str | None = None) -> tuple[int, str]:
    result = runner.invoke(app, ["play", GAME, *args], input=input)
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, result.output


def test_play_computer_vs_computer_completes_with_result() -> None:
    code, out = _play("--p1", "random", "--p2", "random", "--seed", "5")
    assert code == 0
    assert "The pile was made with" in out
    assert "took the last token and won." in out
    assert "Result: P" in out and "wins" in out


def test_play_computer_vs_computer_is_seeded() -> None:
    first = _play("--p1", "random", "--p2", "random", "--seed", "9")
    second = _play("--p1", "random", "--p2", "random", "--seed", "9")
    assert first == second


def test_play_computer_log_shows_every_seats_hidden_events() -> None:
    # With no human at the table there is nobody to hide anything from.
    _, out = _play("--p1", "random", "--p2", "random", "--seed", "5")
    assert "secret ?" not in out


def test_play_human_seat_without_terminal_exits_2() -> None:
    code, out = _play("--p2", "random", "--seed", "1")
    assert code == 2
    assert "P1 is a human seat but standard input is not a terminal" in out


def test_play_human_seat_without_terminal_never_hangs_in_a_real_process() -> None:
    script = (
        "import sys; sys.path.insert(0, sys.argv[1]); import fakegame; "
        "from reishi.interfaces.cli.app import main; sys.argv = sys.argv[1:2] + sys.argv[2:]; "
        "main()"
    )
    done = subprocess.run(
        [sys.executable, "-c", script, str(HERE), "play", GAME, "--p2", "human"],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    assert "P1 and P2 are human seats" in done.stderr


def test_play_human_driven_through_pipe_plays_to_the_end() -> None:
    # "take 1" is legal on every turn, whatever the computer takes.
    code, out = _play("--p2", "random", "--seed", "5", "--allow-piped-input", input="take 1\n" * 20)
    assert code == 0
    assert "1. take 1" in out
    assert "P1> " in out
    assert "Result: P" in out


def test_play_human_sees_only_own_secret() -> None:
    _, out = _play("--p2", "random", "--seed", "5", "--allow-piped-input", input="1\n" * 20)
    assert "P2 was dealt secret ?." in out
    assert "P1 was dealt secret ?." not in out


def test_play_bad_input_is_rejected_with_reason_and_asked_again() -> None:
    answers = "take\nfoo\n7\n" + "take 1\n" * 20
    code, out = _play("--p2", "random", "--seed", "5", "--allow-piped-input", input=answers)
    assert code == 0
    assert "'take': ambiguous, could be: take 1; take 2" in out
    assert "'foo': no legal action is written that way" in out
    assert "'7': there are 2 legal actions, not 7" in out
    assert "Result: P" in out


def test_play_human_commands_help_log_board() -> None:
    answers = "help\nlog\nboard\nactions\n" + "take 1\n" * 20
    code, out = _play("--p2", "random", "--seed", "5", "--allow-piped-input", input=answers)
    assert code == 0
    assert "log [N]" in out  # help text
    assert out.count("CountdownView(") >= 2  # board drawn again on request


def test_play_quit_saves_the_replay(tmp_path: Path) -> None:
    log = tmp_path / "game.json"
    code, out = _play(
        "--p2",
        "random",
        "--seed",
        "5",
        "--allow-piped-input",
        "--log",
        str(log),
        input="take 1\nquit\n",
    )
    assert code == 0
    assert "Game abandoned." in out
    data = json.loads(log.read_text(encoding="utf-8"))
    assert data["actions"][0] == "take 1"
    assert len(data["actions"]) == 2  # the human's move and the computer's reply


def test_play_input_ending_early_exits_1(tmp_path: Path) -> None:
    code, out = _play("--p2", "random", "--seed", "5", "--allow-piped-input", input="")
    assert code == 1
    assert "Input ended before the game did." in out


def test_play_two_humans_hot_seat_hides_each_secret() -> None:
    # Each turn: Enter to take the terminal, then a move.
    answers = "\ntake 1\n" * 20
    code, out = _play(
        "--p1", "human", "--p2", "human", "--seed", "5", "--allow-piped-input", input=answers
    )
    assert code == 0
    assert "Pass the terminal to P2" in out
    assert "Result: P" in out
    assert "P1 was dealt secret 44." in out
    assert "P2 was dealt secret ?." in out  # P1's first screen


def test_play_max_decisions_stops_an_unfinished_game() -> None:
    code, out = _play("--p1", "random", "--p2", "random", "--seed", "5", "--max-decisions", "1")
    assert code == 0
    assert "Stopped after 1 decisions" in out


def test_play_deck_files_and_options_are_used(tmp_path: Path) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text("10\n", encoding="utf-8")
    log = tmp_path / "game.json"
    code, out = _play(
        "--p1",
        "random",
        "--p2",
        "random",
        "--seed",
        "5",
        "--deck1",
        str(deck),
        "-o",
        "bonus=100",
        "--log",
        str(log),
    )
    assert code == 0
    data = json.loads(log.read_text(encoding="utf-8"))
    assert data["decks"] == ["10\n", None]
    assert data["options"] == {"bonus": 100}
    assert "made with 11" in out  # 10 + 3 (starter) + 0..2 + 100


def test_play_bad_deck_file_exits_2(tmp_path: Path) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text("lots\n", encoding="utf-8")
    code, out = _play("--p1", "random", "--p2", "random", "--deck1", str(deck))
    assert code == 2
    assert "a deck is one non-negative integer" in out


def test_play_unknown_game_and_agent_exit_2() -> None:
    result = runner.invoke(app, ["play", "no-such-game", "--p1", "random", "--p2", "random"])
    assert result.exit_code == 2
    assert "unknown game 'no-such-game'" in result.output
    code, out = _play("--p1", "grandmaster", "--p2", "random")
    assert code == 2
    assert "unknown agent 'grandmaster'" in out


def test_play_help_describes_every_option() -> None:
    result = runner.invoke(app, ["play", "--help"])
    assert result.exit_code == 0
    for option in ("--p1", "--p2", "--deck1", "--deck2", "--seed", "--log", "--max-decisions"):
        assert option in result.output


def test_play_ctrl_c_saves_the_replay_and_exits_130(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    answers = iter(["take 1"])

    def read_line(console: object) -> Callable[[str], str | None]:
        def read(prompt: str) -> str | None:
            for answer in answers:
                return answer
            raise KeyboardInterrupt

        return read

    monkeypatch.setattr(play_module, "console_read_line", read_line)
    log = tmp_path / "game.json"
    code, out = _play("--p2", "random", "--seed", "5", "--allow-piped-input", "--log", str(log))
    assert code == 130
    assert "Interrupted." in out
    assert json.loads(log.read_text(encoding="utf-8"))["actions"][0] == "take 1"


def test_play_bleach_computer_vs_computer_runs() -> None:
    if "bleach" not in reishi.game_names():
        pytest.skip("the Bleach rules are not registered in this build")
    result = runner.invoke(
        app,
        [
            "play",
            "bleach",
            "--p1",
            "random",
            "--p2",
            "random",
            "--seed",
            "2",
            "--max-decisions",
            "300",
        ],
    )
    assert result.exit_code == 0, result.output
    assert "Result:" in result.output or "Stopped after 300 decisions" in result.output


@pytest.mark.parametrize("where", ["missing/x.json", "afile/x.json", "."])
def test_an_unwritable_log_is_refused_before_the_first_move(tmp_path: Path, where: str) -> None:
    (tmp_path / "afile").write_text("a file, not a folder")
    code, out = _play("--p1", "random", "--p2", "random", "--log", str(tmp_path / where))
    assert code != 0
    assert "cannot save the replay to" in out
    assert "The pile was made with" not in out and "Result:" not in out


def test_an_unknown_game_option_is_refused_before_the_game(tmp_path: Path) -> None:
    code, out = _play("--p1", "random", "--p2", "random", "-o", "nonsense=1")
    assert code != 0 and "unknown option(s) for" in out and "nonsense" in out and "bonus" in out
    assert "Result:" not in out


def test_a_replay_with_an_unknown_option_is_refused_naming_the_file(tmp_path: Path) -> None:
    log = tmp_path / "game.json"
    assert _play("--p1", "random", "--p2", "random", "--log", str(log))[0] == 0
    data = json.loads(log.read_text())
    data["options"] = {"bogus": 1}
    log.write_text(json.dumps(data))
    result = runner.invoke(app, ["replay", str(log)])
    assert result.exit_code != 0
    assert f"{log} [options]: unknown option(s) for {GAME}: bogus" in result.output
