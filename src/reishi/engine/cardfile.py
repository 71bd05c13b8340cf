"""Card files: TOML lists of ``[[card]]`` tables decoded with msgspec, and errors that name
the file, the line and the field (msgspec reports paths like ``$.card[3].cost``; these
helpers find the line that sets that field)."""

from __future__ import annotations

import re
from typing import TypeVar

import msgspec

from reishi.engine.errors import DataError

T = TypeVar("T")

_CARD_HEADER = re.compile(r"^\s*\[\[\s*card\s*\]\]")
_CARD_PATH = re.compile(r"^\$\.card\[(\d+)\](.*)$")
_TOML_LINE = re.compile(r"\(at line (\d+), column \d+\)")
_UNKNOWN_FIELD = re.compile(r"unknown field `([^`]*)`")
_MISSING_FIELD = re.compile(r"missing required field `([^`]*)`")


def decode_cards(text: str, path: str, file_type: type[T]) -> T:
    """Decode a card file's text into ``file_type``; every failure is a DataError."""
    try:
        return msgspec.toml.decode(text, type=file_type)
    except msgspec.ValidationError as exc:
        raise validation_error(text, path, str(exc)) from None
    except msgspec.DecodeError as exc:
        message = str(exc)
        match = _TOML_LINE.search(message)
        line = int(match.group(1)) if match else None
        reason = _TOML_LINE.sub("", message).strip()
        raise DataError(path, f"invalid TOML: {reason}", line=line) from None
    except RecursionError:
        # The TOML reader recurses per nested array or table; no card nests that deep.
        raise DataError(path, "invalid TOML: arrays or tables nested too deeply") from None


def validation_error(text: str, path: str, message: str) -> DataError:
    """Turn msgspec's "reason - at `$.card[3].cost`" into file, line, field and reason."""
    reason, _, at = message.partition(" - at ")
    location = at.strip().strip("`")
    # msgspec says "at `key` in `$.card[0].cost`" for a bad dictionary key.
    key_of, _, container = location.partition("` in `")
    if container:
        location = container
        reason = f"{reason} (a key of the table)"
    match = _CARD_PATH.match(location)
    extra = _UNKNOWN_FIELD.search(reason) or _MISSING_FIELD.search(reason)
    if match is None:
        field = extra.group(1) if extra else (location.removeprefix("$.") or None)
        return DataError(path, reason, line=None, field=field)
    index = int(match.group(1))
    rest = match.group(2).lstrip(".")
    field = re.sub(r"\[[^\]]*\]", "", rest).strip(".") or (extra.group(1) if extra else "")
    if key_of and container and not field:
        field = key_of
    line = field_line(text, header_lines(text), index, field.split(".", 1)[0] or None)
    return DataError(path, reason, line=line, field=field or None)


def header_lines(text: str) -> list[int]:
    """1-based line numbers of every ``[[card]]`` header, in order."""
    return [n for n, line in enumerate(text.splitlines(), 1) if _CARD_HEADER.match(line)]


def field_line(text: str, headers: list[int], index: int, field: str | None) -> int | None:
    """The line where card ``index`` sets ``field`` (else its header line, if found)."""
    if index >= len(headers):
        return None  # e.g. cards written as an inline array: no header to point at
    start = headers[index]
    if field is None:
        return start
    end = headers[index + 1] if index + 1 < len(headers) else None
    lines = text.splitlines()[start : (end - 1) if end else None]
    pattern = re.compile(rf"^\s*(?:{re.escape(field)}\s*=|\[\s*card\.{re.escape(field)}\s*\])")
    for offset, line in enumerate(lines, start + 1):
        if pattern.match(line):
            return offset
    return start
