"""Which code a run played with: the source checkout's commit, so results name their engine."""

from __future__ import annotations

import subprocess
from functools import cache
from pathlib import Path

import reishi

UNKNOWN = "unknown"


@cache
def code_version() -> str:
    """``<package version>+<commit>`` (``-dirty`` with uncommitted changes), or the version.

    A run's figures belong to the code that played them: a run resumed after the engine
    changed records the new commit on its later lines, so the two never mix unseen. Outside
    a git checkout (an installed wheel) only the package version is known.
    """
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
