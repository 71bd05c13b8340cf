"""A two-node Ray cluster on loopback plays exactly the records of a local run.

Two ``ray start`` processes (a head and a worker node, one CPU each) with token
authentication, as Ray 2.59+ asks of a cluster, and ``reishi simulate --backend ray
--address`` against them. Skipped without the Ray extra; CI installs it.
"""

from __future__ import annotations

import os
import secrets
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from reishi.sim.runner import read_run, simulate

try:
    import ray
except ImportError:
    ray = None

RAY = Path(sys.executable).parent / "ray"
GAMES = 20


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def _ray_status(address: str, env: dict[str, str]) -> str:
    done = subprocess.run(
        [str(RAY), "status", "--address", address], env=env, capture_output=True, text=True
    )
    return done.stdout


@pytest.fixture
def two_nodes() -> Iterator[tuple[str, dict[str, str]]]:
    """A head and a worker node on 127.0.0.1; both stopped (and only they) afterwards."""
    env = {**os.environ, "RAY_AUTH_MODE": "token", "RAY_AUTH_TOKEN": secrets.token_hex(32)}
    address = f"127.0.0.1:{_free_port()}"
    # Ray's sockets live under its temporary folder and a socket path is at most 107 bytes.
    temp_dir = tempfile.mkdtemp(prefix="ray-", dir="/tmp")
    node = ["--num-cpus", "1", "--node-ip-address", "127.0.0.1", "--disable-usage-stats"]
    # --block keeps each node in a process of ours: ending it stops that node's processes
    # and nothing else (``ray stop`` would stop every Ray on the machine).
    head = subprocess.Popen(
        [str(RAY), "start", "--head", "--port", address.split(":")[1], *node, "--block",
         "--include-dashboard=false", "--temp-dir", temp_dir],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    nodes = [head]
    try:
        deadline = time.monotonic() + 90
        while "1 node_" not in _ray_status(address, env):
            assert head.poll() is None and time.monotonic() < deadline, "the head did not start"
            time.sleep(1)
        worker = subprocess.Popen(
            [str(RAY), "start", "--address", address, *node, "--block"],
            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )  # fmt: skip
        nodes.append(worker)
        while _ray_status(address, env).count(" node_") < 2:
            assert worker.poll() is None and time.monotonic() < deadline, "no second node"
            time.sleep(1)
        yield address, env
    finally:
        for process in reversed(nodes):
            process.terminate()
        for process in nodes:
            try:
                process.wait(timeout=60)
            except subprocess.TimeoutExpired:
                process.kill()
        shutil.rmtree(temp_dir, ignore_errors=True)


@pytest.mark.skipif(ray is None, reason="Ray extra not installed")
def test_a_two_node_cluster_plays_the_records_of_a_local_run(
    two_nodes: tuple[str, dict[str, str]], tmp_path: Path
) -> None:
    address, env = two_nodes
    out = tmp_path / "run"
    args = ["simulate", "bleach", "--games", str(GAMES), "--seed", "3", "--workers", "2"]
    done = subprocess.run(
        [str(RAY.parent / "reishi"), *args, "--backend", "ray", "--address", address,
         "--out", str(out)],
        env=env, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "Ray cluster: 2 node(s), 2 CPU(s)" in done.stdout
    local = simulate("bleach", None, ["random", "random"], GAMES, seed=3, workers=1)
    assert read_run(out)[1] == local.records
