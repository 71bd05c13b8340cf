"""Simulation over a Ray cluster (optional extra ``reishi[ray]``), behind the ``Backend`` protocol.

Tasks are the same top-level functions the process pool runs, wrapped with ``ray.remote``;
``ray.wait`` hands results back in completion order. A run's records depend only on its
seeds, so a Ray run gives exactly the records a local run gives. Workers on other hosts
need the same Reishi installed, and deck files at the same absolute paths (the starter
decks ship with the package).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Iterator
from typing import Any, TypeVar

from reishi.engine.errors import ReishiError

T = TypeVar("T")
R = TypeVar("R")

INSTALL_HINT = "install the Ray extra: pip install 'reishi[ray]'"


class RayUnavailableError(ReishiError):
    """Ray is not installed, or the cluster cannot be reached."""


def import_ray() -> Any:
    """The ``ray`` module, or RayUnavailableError saying how to install it."""
    try:
        import ray
    except ImportError:
        raise RayUnavailableError(f"the Ray backend needs Ray; {INSTALL_HINT}") from None
    return ray


class RayBackend:
    """Runs tasks on Ray: a running instance, the cluster at ``address``, or a local one."""

    def __init__(
        self, address: str | None = None, workers: int | None = None, window: int | None = None
    ) -> None:
        self._ray = import_ray()
        # Shut down only an instance this backend started; a caller's own stays up.
        self._owned = not self._ray.is_initialized()
        if self._owned:
            try:
                self._ray.init(
                    address=address,
                    num_cpus=None if address else workers,
                    include_dashboard=False,
                    log_to_driver=False,
                )
            except (ConnectionError, RuntimeError, ValueError) as exc:
                where = address or "a local instance"
                raise RayUnavailableError(f"cannot start Ray on {where}: {exc}") from None
        cpus = int(self._ray.cluster_resources().get("CPU", 1))
        # Two tasks per CPU keeps the cluster busy while bounding what Ctrl-C must cancel.
        self.window = window or 2 * max(1, cpus)
        self._pending: list[Any] = []

    def describe(self) -> str:
        """Where the tasks run: the cluster's live nodes and their CPUs."""
        nodes = [node for node in self._ray.nodes() if node.get("Alive")]
        cpus = int(self._ray.cluster_resources().get("CPU", 0))
        return f"Ray cluster: {len(nodes)} node(s), {cpus} CPU(s)"

    def map_unordered(self, fn: Callable[[T], R], items: Iterable[T]) -> Iterator[R]:
        """Results of ``fn(item)`` in completion order; remaining tasks are cancelled on exit."""
        ray = self._ray
        task = ray.remote(fn)
        source = iter(items)
        self._pending = [task.remote(x) for x in itertools.islice(source, self.window)]
        try:
            while self._pending:
                done, self._pending = ray.wait(self._pending, num_returns=1)
                for item in itertools.islice(source, len(done)):
                    self._pending.append(task.remote(item))
                for ref in done:
                    yield ray.get(ref)
        finally:
            self._cancel()

    def _cancel(self) -> None:
        for ref in self._pending:
            self._ray.cancel(ref, force=True)
        self._pending = []

    def close(self) -> None:
        """Cancel what is still queued and stop the Ray instance if this backend started it."""
        self._cancel()
        if self._owned and self._ray.is_initialized():
            self._ray.shutdown()
        self._owned = False
