"""Errors the engine raises; each says what is wrong and where."""

from __future__ import annotations


class ReishiError(Exception):
    """Base of every error Reishi raises on purpose."""


class IllegalActionError(ReishiError):
    """An action that is not legal now; the state is left unchanged."""

    def __init__(self, action: object, reason: str) -> None:
        super().__init__(f"illegal action {action!r}: {reason}")
        self.action = action
        self.reason = reason


class GameOverError(IllegalActionError):
    """An action was offered to a game that has already ended."""


class DataError(ReishiError):
    """A card, deck, scenario or replay file is malformed or breaks a rule."""

    def __init__(self, path: str, message: str, line: int | None = None, field: str | None = None):
        where = path if line is None else f"{path}:{line}"
        if field:
            where += f" [{field}]"
        super().__init__(f"{where}: {message}")
        self.path = path
        self.line = line
        self.field = field
        self.message = message


class DeckError(DataError):
    """A deck breaks a construction rule; carries every violation, not just the first."""

    def __init__(self, path: str, violations: list[str]):
        super().__init__(path, "; ".join(violations))
        self.violations = violations


class UnknownGameError(ReishiError):
    """No game is registered under that name."""
