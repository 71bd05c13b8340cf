"""The built sdist and wheel carry every game's cards and decks, and a fresh install plays.

Slow (a build and a fresh venv with its dependencies), so ``make test`` leaves it out and
``make wheel-check`` (run by CI) runs it: ``pytest -m wheel tests/packaging``.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tarfile
import tomllib
import zipfile
from configparser import ConfigParser
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
VERSION = PROJECT["version"]
ENTRY_POINTS = PROJECT["entry-points"]
# Every game's shipped data (cards, starter decks), as paths inside the package.
DATA = sorted(
    path.relative_to(ROOT / "src").as_posix()
    for path in (ROOT / "src" / "reishi" / "games").glob("*/data/**/*")
    if path.is_file()
)
# The browser page is served from the package itself.
WEB_PAGE = sorted(
    path.relative_to(ROOT / "src").as_posix()
    for path in (ROOT / "src" / "reishi" / "interfaces" / "web" / "static").glob("*")
)

pytestmark = pytest.mark.wheel


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The sdist and, built from it, the wheel (so the sdist must be complete too)."""
    out = tmp_path_factory.mktemp("dist")
    done = subprocess.run(
        [sys.executable, "-m", "build", "--outdir", str(out), str(ROOT)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    return out


@pytest.fixture(scope="module")
def wheel(dist: Path) -> Path:
    """The built wheel."""
    return next(dist.glob(f"reishi-{VERSION}-*.whl"))


@pytest.fixture(scope="module")
def venv(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh venv outside the checkout with the wheel (and its dependencies) installed."""
    where = tmp_path_factory.mktemp("venv")
    assert ROOT not in where.parents
    subprocess.run([sys.executable, "-m", "venv", str(where)], check=True, timeout=300)
    done = subprocess.run(
        [where / "bin" / "python", "-m", "pip", "install", "-q", str(wheel)],
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return where


def test_wheel_holds_every_games_data_and_the_entry_points(wheel: Path) -> None:
    """Cards and decks of every game, the type marker, and every declared entry point."""
    assert DATA, "no game data found under src/reishi/games/*/data"
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        declared = archive.read(f"reishi-{VERSION}.dist-info/entry_points.txt").decode()
    assert [name for name in DATA if name not in names] == []
    assert WEB_PAGE and [name for name in WEB_PAGE if name not in names] == []
    assert "reishi/py.typed" in names
    parsed = ConfigParser(delimiters=("=",))
    parsed.optionxform = str  # type: ignore[assignment,method-assign]  # keep names' case
    parsed.read_string(declared)
    for group, entries in ENTRY_POINTS.items():
        assert dict(parsed[group]) == entries, group
    assert dict(parsed["console_scripts"]) == PROJECT["scripts"]


def test_sdist_holds_every_games_data(dist: Path) -> None:
    """The source distribution carries the same data files."""
    with tarfile.open(next(dist.glob(f"reishi-{VERSION}.tar.gz"))) as archive:
        names = set(archive.getnames())
    assert [n for n in DATA if f"reishi-{VERSION}/src/{n}" not in names] == []


@pytest.mark.parametrize("game", sorted(ENTRY_POINTS["reishi.games"]))
def test_fresh_install_plays_every_game(venv: Path, game: str, tmp_path: Path) -> None:
    """``reishi play GAME --p1 random --p2 random`` from the wheel, outside the checkout."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    shared = ROOT.parent / "shared"
    env.setdefault("REISHI_DATA", str(shared / "data"))
    env.setdefault("REISHI_RULES", str(shared / "rules"))
    where = subprocess.run(
        [venv / "bin" / "python", "-c", "import reishi; print(reishi.__file__)"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    assert Path(where.stdout.strip()).is_relative_to(venv)
    played = subprocess.run(
        [venv / "bin" / "reishi", "play", game, "--p1", "random", "--p2", "random", "--seed", "1"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert played.returncode == 0, played.stdout[-2000:] + played.stderr[-2000:]
    result = [line for line in played.stdout.splitlines() if line.startswith("Result:")]
    assert result and "unfinished" not in result[-1], played.stdout[-2000:]
    print(f"{game}: {result[-1]}")
