"""SIGTERM and SIGHUP end a run's workers and leave its folder resumable (real processes)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from reishi.sim.fuzzing import read_fuzz_run
from reishi.sim.runner import RESULTS_FILE, read_run

TESTS = Path(__file__).resolve().parents[1]
# The toy game lives in tests/; the child registers it, then runs the reishi command.
MAIN = "import toygame; from reishi.interfaces.cli.app import main; main()"


def _children(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rpartition(")")[2].split()[1]) == pid:
                found.append(int(entry.name))
    return found


def _alive(pid: int) -> bool:
    try:
        stat = (Path("/proc") / str(pid) / "stat").read_text()
    except OSError:
        return False
    return stat.rpartition(")")[2].split()[0] != "Z"


def _hangup_as_default() -> None:
    """SIGHUP back to its default in the child: the suite may itself run under ``nohup``.

    A run started under ``nohup`` rightly keeps ignoring SIGHUP (sim.runner); the runs under
    test must see it as a closed terminal delivers it, whatever the suite inherited.
    """
    signal.signal(signal.SIGHUP, signal.SIG_DFL)


def _start(args: list[str], out: Path) -> subprocess.Popen[bytes]:
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(TESTS), os.environ.get("PYTHONPATH", "")]),
    }
    process = subprocess.Popen(
        [sys.executable, "-c", MAIN, *args],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        preexec_fn=_hangup_as_default,
    )
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        written = out.exists() and any(r.stat().st_size for r in out.rglob(RESULTS_FILE))
        if written and len(_children(process.pid)) >= 2:
            return process
        if process.poll() is not None:
            raise AssertionError(process.stderr.read().decode() if process.stderr else "ended")
        time.sleep(0.1)
    process.kill()
    raise AssertionError("the run wrote nothing within a minute")


def _gone(pids: list[int], seconds: float = 10) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if not any(_alive(pid) for pid in pids):
            return True
        time.sleep(0.1)
    return False


RUNS = {
    "simulate": ["simulate", "toy", "--games", "2000000", "--workers", "2"],
    "tournament": ["tournament", "--game", "toy", "--games", "1000000", "--workers", "2"],
    "fuzz": ["fuzz", "toy", "--games", "2000000", "--workers", "2", "--probe-every", "1000"],
}


@pytest.mark.parametrize(
    ("command", "sig"),
    [(command, signal.SIGTERM) for command in sorted(RUNS)] + [("simulate", signal.SIGHUP)],
    ids=lambda value: value if isinstance(value, str) else signal.Signals(value).name,
)
def test_a_signal_ends_the_workers_and_leaves_the_folder_resumable(
    command: str, sig: signal.Signals, tmp_path: Path
) -> None:
    out = tmp_path / "run"
    process = _start([*RUNS[command], "--out", str(out)], out)
    workers = _children(process.pid)
    process.send_signal(sig)
    _, err = process.communicate(timeout=60)
    assert process.returncode == 130, err.decode()
    assert "--resume" in err.decode() and "Traceback" not in err.decode()
    assert _gone(workers), "worker processes outlived the run"
    for results in out.rglob(RESULTS_FILE):
        data = results.read_bytes()
        assert not data or data.endswith(b"\n")  # no torn line: the folder resumes
    if command == "fuzz":
        assert read_fuzz_run(out)[1]
    elif command == "simulate":
        assert read_run(out)[1]


def test_workers_end_when_their_parent_is_killed(tmp_path: Path) -> None:
    out = tmp_path / "run"
    process = _start([*RUNS["simulate"], "--out", str(out)], out)
    workers = _children(process.pid)
    process.kill()  # SIGKILL: no handler runs, the workers are orphaned
    process.communicate(timeout=60)
    assert _gone(workers), "orphaned workers kept running"


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGHUP], ids=lambda s: s.name)
def test_a_signal_ends_play_as_ctrl_c_does_and_the_replay_is_saved(
    tmp_path: Path, sig: signal.Signals
) -> None:
    log = tmp_path / "game.json"
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(TESTS), os.environ.get("PYTHONPATH", "")]),
    }
    args = ["play", "toy", "--p1", "human", "--p2", "random", "--allow-piped-input"]
    process = subprocess.Popen(
        [sys.executable, "-c", MAIN, *args, "--log", str(log)],
        env=env,
        stdin=subprocess.PIPE,  # kept open and empty: the human seat waits for a move
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        preexec_fn=_hangup_as_default,
    )
    assert process.stdout is not None
    deadline = time.monotonic() + 60
    seen = b""
    while b"toy" not in seen and time.monotonic() < deadline:
        seen += process.stdout.read1(4096)  # the header line: the game has started
    time.sleep(1.0)
    process.send_signal(sig)
    try:
        process.wait(timeout=30)
    finally:
        process.kill()
    assert process.returncode not in (0, -sig), process.stderr.read() if process.stderr else ""
    assert log.exists() and '"actions"' in log.read_text()
