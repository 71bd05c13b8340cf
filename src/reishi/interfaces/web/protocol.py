"""The messages a page sends over its websocket, checked strictly, and the rate limit.

A message is a JSON object whose ``type`` says what it is. Anything else (not JSON, not an
object, an unknown type, a missing or extra field, too large, too many too fast) is answered
with an error message naming what was wrong, and changes nothing.
"""

from __future__ import annotations

import time
from typing import Any

import msgspec

MAX_MESSAGE = 16_384  # bytes; the largest real message (an action's notation) is far smaller
RATE = 10.0  # messages a second, sustained: faster than anyone clicks
BURST = 20  # messages allowed at once after a quiet spell


class Act(msgspec.Struct, forbid_unknown_fields=True):
    """Take the legal action at ``index``, written ``notation``, at game version ``version``."""

    version: int
    index: int
    notation: str


class TakeBack(msgspec.Struct, forbid_unknown_fields=True):
    """Undo this seat's last decision (against the computer only)."""

    version: int


class ReplayStep(msgspec.Struct, forbid_unknown_fields=True):
    """Show the finished game as it stood after its first ``at`` actions."""

    at: int


class Ping(msgspec.Struct, forbid_unknown_fields=True):
    """Keep the connection alive; answered with a pong."""


Message = Act | TakeBack | ReplayStep | Ping
KINDS: dict[str, type[Message]] = {
    "act": Act,
    "take_back": TakeBack,
    "replay": ReplayStep,
    "ping": Ping,
}


class BadMessageError(Exception):
    """A message that cannot be read; ``code`` is stable, the text says why."""

    def __init__(self, code: str, reason: str) -> None:
        super().__init__(reason)
        self.code = code
        self.reason = reason


def read_message(text: str | bytes) -> Message:
    """The checked message in ``text``; BadMessageError says exactly what is wrong."""
    if len(text) > MAX_MESSAGE:
        raise BadMessageError(
            "too-large", f"message of {len(text):,} bytes refused: at most {MAX_MESSAGE:,}"
        )
    try:
        raw: Any = msgspec.json.decode(text)
    except msgspec.DecodeError:
        raise BadMessageError("bad-json", "the message is not valid JSON") from None
    if not isinstance(raw, dict):
        raise BadMessageError("bad-message", "a message is a JSON object with a 'type'")
    kind = raw.pop("type", None)
    if not isinstance(kind, str) or kind not in KINDS:
        shown = repr(kind)[:40]
        raise BadMessageError(
            "unknown-type", f"unknown message type {shown} (known: {', '.join(KINDS)})"
        )
    try:
        return msgspec.convert(raw, KINDS[kind])
    except msgspec.ValidationError as exc:
        raise BadMessageError("bad-message", f"bad {kind} message: {str(exc)[:120]}") from None


class RateLimit:
    """A token bucket: ``rate`` messages a second on average, ``burst`` at once."""

    __slots__ = ("burst", "last", "rate", "tokens")

    def __init__(self, rate: float = RATE, burst: int = BURST) -> None:
        self.rate = rate
        self.burst = float(burst)
        self.tokens = float(burst)
        self.last = time.monotonic()

    def allow(self) -> bool:
        """Spend one token if there is one."""
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False
