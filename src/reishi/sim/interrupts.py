"""Stop signals and Ctrl-C become KeyboardInterrupt, raised only where unwinding is safe.

Python raises KeyboardInterrupt from a signal handler at whatever line the main thread is
on. Inside ``concurrent.futures`` or a ``threading.Condition`` that line may hold a lock, so
the exception leaves the lock taken and the run hangs on its way out. Code that must not be
torn (waiting on workers, writing a record) runs under :func:`interrupts_deferred`: a signal
that arrives there is remembered and raised as it ends.
"""

from __future__ import annotations

import os
import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager

STOP_SIGNALS = tuple(
    getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name)
)


class _Deferral:
    """How deep the main thread is in deferred sections, and the signal held back meanwhile."""

    def __init__(self) -> None:
        self.depth = 0
        self.pending: str | None = None


_deferral = _Deferral()


def _forget_in_child() -> None:
    # A worker is forked inside a deferred section (the pool starts its processes from
    # submit()); left as it was, the child would hold back SIGTERM until it set its own
    # handlers, and a worker terminated in that moment would never end.
    _deferral.depth = 0
    _deferral.pending = None


os.register_at_fork(after_in_child=_forget_in_child)


def _interrupt(signum: int, frame: object) -> None:
    name = signal.Signals(signum).name
    if _deferral.depth:
        _deferral.pending = name  # raised when the deferred section ends
        return
    raise KeyboardInterrupt(name)


@contextmanager
def stop_on_signals() -> Iterator[None]:
    """SIGTERM, SIGHUP and Ctrl-C stop a run alike: finished work kept, workers ended.

    Workers ignore SIGINT (the parent decides) and end when their parent is gone.
    """
    if threading.current_thread() is not threading.main_thread():
        yield  # only the main thread can take signals
        return
    # A signal already ignored stays ignored: ``nohup`` ignores SIGHUP so a run outlives
    # its terminal. SIGINT is taken over only from Python's own handler.
    wanted = [sig for sig in STOP_SIGNALS if signal.getsignal(sig) is not signal.SIG_IGN]
    if signal.getsignal(signal.SIGINT) is signal.default_int_handler:
        wanted.append(signal.SIGINT)
    previous = {sig: signal.signal(sig, _interrupt) for sig in wanted}
    try:
        yield
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)


@contextmanager
def interrupts_deferred() -> Iterator[None]:
    """Hold back a stop signal until the block ends, then raise it as KeyboardInterrupt.

    Keep the block short: a blocking call inside it should wait with a timeout, or the
    interrupt waits with it.
    """
    _deferral.depth += 1
    held = None
    try:
        yield
    finally:
        _deferral.depth -= 1
        if not _deferral.depth:
            # Taken even when the block failed, so it never surfaces in a later block.
            held, _deferral.pending = _deferral.pending, None
    if held is not None:
        raise KeyboardInterrupt(held)
