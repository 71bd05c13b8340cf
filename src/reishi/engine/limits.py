"""Limits on everything Reishi reads, checked before anything is allocated for it.

No file a user hands Reishi can use up the machine's memory or time: each kind of file has a
size limit, checked against the file's size and again while reading (a device or a growing
file has no honest size), and each count in a file (copies of a card, actions, cards of a
position) has a limit checked before a list is built from it. The figures are far above
anything real (docs/reliability.md lists them) and every refusal names the file and the limit.
"""

from __future__ import annotations

import os
from pathlib import Path

from reishi.engine.errors import DataError

KIB = 1 << 10
MIB = 1 << 20

MAX_DECK_BYTES = 256 * KIB  # a deck file (a real one is under 4 KiB)
MAX_DECK_CARDS = 1_000  # cards in one deck, and copies on one line (real decks: under 100)
MAX_CARD_FILE_BYTES = 16 * MIB  # a card file in TOML
MAX_SET_FILE_BYTES = 32 * MIB  # an OCTGN set XML file (the largest real one is 400 KiB)
MAX_SET_FILES = 1_000  # set files in one import
MAX_STORE_BYTES = 256 * MIB  # an imported card store
MAX_SCENARIO_BYTES = 4 * MIB  # a scenario file
MAX_POSITION_CARDS = 2_000  # cards in a scenario position, counting every ``count``
MAX_POSITION_TURN = 10_000  # the turn a scenario position is set in
MAX_REPLAY_BYTES = 64 * MIB  # a replay file
MAX_REPLAY_ACTIONS = 1_000_000  # actions in a replay
MAX_HEADER_BYTES = 1 * MIB  # run.json, tournament.json, fuzz.json
MAX_RECORD_BYTES = 1 * MIB  # one line of a results.jsonl


def read_bytes(path: Path | str, limit: int, what: str) -> bytes:
    """The bytes of ``path``; DataError naming the file when it is larger than ``limit``."""
    file = Path(path)
    try:
        with file.open("rb") as handle:
            size = os.fstat(handle.fileno()).st_size
            if size > limit:
                raise DataError(str(file), too_large(what, size, limit))
            data = handle.read(limit + 1)
    except OSError as exc:
        raise DataError(str(file), f"cannot read {what}: {exc.strerror or exc}") from None
    if len(data) > limit:
        raise DataError(str(file), too_large(what, None, limit))
    return data


def read_text(path: Path | str, limit: int, what: str) -> str:
    """The UTF-8 text of ``path`` (a leading BOM dropped); DataError if too large or not text."""
    data = read_bytes(path, limit, what)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise DataError(str(path), f"{what} is not UTF-8 text (byte {exc.start})") from None


def too_large(what: str, size: int | None, limit: int) -> str:
    """The message for a file over its limit."""
    found = "more" if size is None else f"{size:,} bytes"
    return f"{what} too large ({found}; the limit is {limit:,} bytes)"


def check_count(count: int, limit: int, what: str, path: str, line: int | None = None) -> None:
    """DataError naming the file (and line) when ``count`` is over ``limit``."""
    if count > limit:
        raise DataError(path, f"{what}: {count:,} is more than the limit of {limit:,}", line)
