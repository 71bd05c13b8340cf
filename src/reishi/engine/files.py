"""Writing files whole: a temporary file beside the target, then an atomic rename.

A reader (or a crash, Ctrl-C or a full disk) never sees half a file: the target holds
either its old content or the new one. ``check_writable`` lets a command find out before
any work is done that its output cannot be written.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path


def write_atomic(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` whole (temporary file in the same folder, then rename)."""
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def check_writable(path: Path) -> str | None:
    """Why ``path`` cannot be written (one line), or None: its folder takes a new file."""
    if path.is_dir():
        return f"{path} is a folder"
    folder = path.parent
    if not folder.is_dir():
        return f"no folder {folder}" if not folder.exists() else f"{folder} is not a folder"
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    except OSError as exc:
        return f"cannot write in {folder}: {exc.strerror or exc}"
    os.close(fd)
    os.unlink(tmp)
    if path.exists() and not os.access(path, os.W_OK):
        return f"{path} is not writable"
    return None
