"""A stop signal raised inside the worker pool's locks would hang the run's clean-up."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from reishi.sim import interrupts
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
                os.write(write, _signal_state().encode())
                time.sleep(30)
                os._exit(0)
            except BaseException:
                os._exit(3)
        os.close(write)
        # Once in seven runs of the suite the child outlived SIGTERM. What it reports
        # before the signal (its handler, deferral and signal mask) says which part failed.
        state = os.read(read, 200).decode()
        os.kill(pid, signal.SIGTERM)
        status = _wait(pid, 10)
        assert status is not None, f"the child outlived SIGTERM; before it: {state}"
        assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 3, state
        assert state == "handler _interrupt, deferral depth 0, blocked False"


def _signal_state() -> str:
    handler = signal.getsignal(signal.SIGTERM)
    blocked = signal.SIGTERM in signal.pthread_sigmask(signal.SIG_BLOCK, [])
    name = getattr(handler, "__qualname__", repr(handler))
    return f"handler {name}, deferral depth {interrupts._deferral.depth}, blocked {blocked}"


def _wait(pid: int, seconds: float) -> int | None:
    """The exit status of ``pid`` within ``seconds``; else it is killed and None returned."""
    ends = time.monotonic() + seconds
    while time.monotonic() < ends:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            return status
        time.sleep(0.01)
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    return None
