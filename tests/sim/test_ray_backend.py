"""The Ray backend gives exactly the records of a local run (skipped without the Ray extra)."""

from __future__ import annotations

import sys
from collections.abc import Iterator

import pytest

from reishi.engine.errors import ReishiError
from reishi.sim.ray_backend import RayBackend, RayUnavailableError
from reishi.sim.runner import new_named_backend, simulate

try:
    import ray
except ImportError:
    ray = None

needs_ray = pytest.mark.skipif(ray is None, reason="Ray extra not installed")

GAMES = 20


@pytest.fixture(scope="module")
def local_ray() -> Iterator[None]:
    """A small local Ray instance for this module, shut down afterwards."""
    assert ray is not None
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        yield
    finally:
        ray.shutdown()


@needs_ray
def test_ray_run_matches_local_run(local_ray: None) -> None:
    """20 random-vs-random Bleach games: the same records over Ray as in one process."""
    local = simulate("bleach", None, ["random", "random"], GAMES, seed=3, workers=1)
    backend = RayBackend()
    try:
        remote = simulate(
            "bleach", None, ["random", "random"], GAMES, seed=3, workers=2, backend=backend
        )
    finally:
        backend.close()
    assert ray.is_initialized()  # the backend leaves a caller's instance running
    assert remote.records == local.records
    assert len(remote.records) == GAMES and remote.played == GAMES


def test_missing_ray_says_how_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without Ray the backend names the extra to install instead of an import traceback."""
    monkeypatch.setitem(sys.modules, "ray", None)
    with pytest.raises(RayUnavailableError, match=r"reishi\[ray\]"):
        RayBackend()


def test_backend_names_are_checked() -> None:
    """Only local and ray exist, and an address makes sense only for ray."""
    with pytest.raises(ReishiError, match="unknown backend 'dask'"):
        new_named_backend("dask", 2)
    with pytest.raises(ReishiError, match="--address applies only"):
        new_named_backend("local", 2, "10.0.0.1:6379")
