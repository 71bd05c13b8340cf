"""Which code a run played with: the source checkout's commit, so results name their engine."""

from __future__ import annotations

import subprocess
from functools import cache
from pathlib import Path

import reishi
from reishi.compiled import build_description, loaded_compiled

UNKNOWN = "unknown"


@cache
def code_version() -> str:
    """``<package version>+<commit>`` (``-dirty`` with uncommitted changes) and the build.

    The build is named only when compiled modules are loaded (`` (mypyc: N of M hot modules
    compiled)``): the two builds behave alike by design, but a figure says which one ran.

    A run's figures belong to the code that played them: a run resumed after the engine
    changed records the new commit on its later lines, so the two never mix unseen. Outside
    a git checkout (an installed wheel) only the package version is known.
    """
    return _source_version() + _build_suffix()


def _build_suffix() -> str:
    return f" ({build_description()})" if loaded_compiled() else ""


def _source_version() -> str:
    source = Path(reishi.__file__).resolve().parent
    try:
        done = subprocess.run(
            ["git", "-C", str(source), "describe", "--always", "--dirty", "--abbrev=12"],
            capture_output=True,
            text=True,
            timeout=10,
            check=False,
        )
    except (OSError, subprocess.SubprocessError):
        return reishi.__version__
    commit = done.stdout.strip()
    if done.returncode != 0 or not commit:
        return reishi.__version__
    return f"{reishi.__version__}+{commit}"
