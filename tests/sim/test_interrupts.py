"""A stop signal raised inside the worker pool's locks would hang the run's clean-up."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from reishi.sim.interrupts import interrupts_deferred, stop_on_signals


def _echo(value: int) -> int:
    return value


def test_a_signal_inside_a_deferred_block_is_raised_as_it_ends() -> None:
    with stop_on_signals():
        reached_end_of_block = False
        with pytest.raises(KeyboardInterrupt, match="SIGTERM"), interrupts_deferred():
            os.kill(os.getpid(), signal.SIGTERM)
            time.sleep(0.01)  # the handler has run: the block goes on
            reached_end_of_block = True
        assert reached_end_of_block


def test_a_signal_outside_a_deferred_block_interrupts_at_once() -> None:
    with stop_on_signals(), pytest.raises(KeyboardInterrupt, match="SIGTERM"):
        os.kill(os.getpid(), signal.SIGTERM)
        time.sleep(5)


def test_a_held_signal_does_not_leak_into_a_later_block() -> None:
    with stop_on_signals():
        with pytest.raises(ValueError), interrupts_deferred():
            os.kill(os.getpid(), signal.SIGTERM)
            time.sleep(0.01)
            raise ValueError("the block failed on its own")
        with interrupts_deferred():
            pass  # nothing is raised here


_STRESS = """
import random, signal, sys, time
from reishi.sim.interrupts import stop_on_signals
from reishi.sim.runner import ProcessPoolBackend


def echo(value):
    return value


rng = random.Random(7)
with stop_on_signals():
    signal.signal(signal.SIGALRM, signal.getsignal(signal.SIGTERM))
    for _ in range(100):
        backend = ProcessPoolBackend(2)
        assert sorted(backend.map_unordered(echo, range(4))) == [0, 1, 2, 3]
        started = time.monotonic()
        try:
            signal.setitimer(signal.ITIMER_REAL, rng.uniform(0.001, 0.03))
            for _ in backend.map_unordered(echo, range(10**9)):
                pass
        except KeyboardInterrupt:
            pass
        else:
            sys.exit("the pool ran a billion tasks without being interrupted")
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
        backend.close()
        if time.monotonic() - started > 60:
            sys.exit("an interrupted pool took over a minute to shut down")
print("ok")
"""


def test_interrupts_at_random_moments_always_leave_a_pool_that_shuts_down(
    tmp_path: Path,
) -> None:
    # Before deferral one run in about a hundred left a futures lock held (and hung, or
    # raised "release unlocked lock"): 100 runs at random instants catch a regression most
    # times. In a process of its own: an interrupt that escapes (the very fault looked for)
    # then fails this test instead of ending the test session's worker.
    script = tmp_path / "stress.py"
    script.write_text(_STRESS)
    done = subprocess.run(
        [sys.executable, str(script)], capture_output=True, text=True, timeout=600, check=False
    )
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr[-2000:]


def test_a_forked_child_starts_outside_its_parents_deferred_section() -> None:
    with stop_on_signals(), interrupts_deferred():
        read, write = os.pipe()
        pid = os.fork()
        if pid == 0:  # the child: SIGTERM must interrupt it at once, not be held back
            try:
                os.close(read)
                os.write(write, b"ready")
                time.sleep(30)
                os._exit(0)
            except BaseException:
                os._exit(3)
        os.close(write)
        assert os.read(read, 5) == b"ready"
        os.kill(pid, signal.SIGTERM)
        started = time.monotonic()
        _, status = os.waitpid(pid, 0)
        assert time.monotonic() - started < 10
        assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 3
