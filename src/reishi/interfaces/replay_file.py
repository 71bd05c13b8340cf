"""The replay file: a game is fully determined by (rules version, decks, seed, actions).

A replay is JSON::

    {"format": "reishi-replay", "format_version": 1, "game": "<game name>",
     "rules_version": "...", "seed": 42, "decks": ["<deck text>", "<deck text>"] | null,
     "options": {...}, "actions": ["<text notation>", ...]}

``decks`` null means every seat used its starter deck; a single null entry means that seat
did. Actions are stored in the same text notation the terminal accepts and are re-parsed
against the legal actions on replay, so a file can never smuggle in an illegal action.
"""

from __future__ import annotations

import json
import tempfile
import warnings
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from reishi.engine.actions import Action
from reishi.engine.errors import DataError, IllegalActionError
from reishi.engine.game import Game, new_game
from reishi.engine.rules import GameRules, get_rules

FORMAT = "reishi-replay"
FORMAT_VERSION = 1
_DEFAULT_SOURCE = "<replay>"


class RulesVersionWarning(UserWarning):
    """A replay was recorded under a different rules version than the one installed."""


@dataclass(slots=True, kw_only=True)
class ReplayRecord:
    """One recorded game: everything needed to reproduce it exactly."""

    game: str
    rules_version: str
    seed: int
    decks: list[str | None] | None = None
    options: dict[str, Any] = field(default_factory=dict)
    actions: list[str] = field(default_factory=list)
    # Where the record came from, for error messages; never written to the file.
    source: str = field(default=_DEFAULT_SOURCE, compare=False)

    def to_json(self) -> dict[str, Any]:
        """The record as the JSON object of the file format."""
        return {
            "format": FORMAT,
            "format_version": FORMAT_VERSION,
            "game": self.game,
            "rules_version": self.rules_version,
            "seed": self.seed,
            "decks": None if self.decks is None else list(self.decks),
            "options": dict(self.options),
            "actions": list(self.actions),
        }

    @classmethod
    def from_json(cls, data: object, source: str = _DEFAULT_SOURCE) -> ReplayRecord:
        """Validate a decoded JSON value; DataError names the source and the bad field."""
        if not isinstance(data, dict):
            raise DataError(source, f"expected a JSON object, got {_json_type(data)}")
        fmt = data.get("format")
        if fmt != FORMAT:
            raise DataError(source, f"not a replay file (format is {fmt!r})", field="format")
        version = data.get("format_version")
        if type(version) is not int:
            raise DataError(source, "expected an integer", field="format_version")
        if version != FORMAT_VERSION:
            raise DataError(
                source,
                f"format version {version} is not supported (this build reads {FORMAT_VERSION})",
                field="format_version",
            )
        game = _require(data, "game", str, source)
        rules_version = _require(data, "rules_version", str, source)
        # bool is a subclass of int, and `true` is never a seed.
        seed = data.get("seed")
        if type(seed) is not int:
            raise DataError(source, f"expected an integer, got {_json_type(seed)}", field="seed")
        decks = _decks(data.get("decks"), source)
        options = data.get("options", {})
        if not isinstance(options, dict):
            raise DataError(
                source, f"expected an object, got {_json_type(options)}", field="options"
            )
        actions = data.get("actions")
        if not isinstance(actions, list):
            raise DataError(source, f"expected a list, got {_json_type(actions)}", field="actions")
        for i, text in enumerate(actions):
            if not isinstance(text, str):
                raise DataError(
                    source, f"expected a string, got {_json_type(text)}", field=f"actions[{i}]"
                )
        return cls(
            game=game,
            rules_version=rules_version,
            seed=seed,
            decks=decks,
            options=dict(options),
            actions=list(actions),
            source=source,
        )


def _json_type(value: object) -> str:
    if value is None:
        return "null"
    return {
        bool: "a boolean",
        int: "an integer",
        float: "a number",
        str: "a string",
        list: "a list",
        dict: "an object",
    }.get(type(value), type(value).__name__)


def _require(data: dict[str, Any], key: str, kind: type, source: str) -> Any:
    value = data.get(key)
    if not isinstance(value, kind):
        raise DataError(source, f"expected {kind.__name__}, got {_json_type(value)}", field=key)
    return value


def _decks(value: object, source: str) -> list[str | None] | None:
    if value is None:
        return None
    if not isinstance(value, list):
        raise DataError(source, f"expected a list or null, got {_json_type(value)}", field="decks")
    for i, deck in enumerate(value):
        if deck is not None and not isinstance(deck, str):
            raise DataError(
                source, f"expected deck text or null, got {_json_type(deck)}", field=f"decks[{i}]"
            )
    return list(value)


def save_replay(record: ReplayRecord, path: Path) -> None:
    """Write ``record`` to ``path`` as UTF-8 JSON (indented: one action per line diffs well)."""
    text = json.dumps(record.to_json(), ensure_ascii=False, indent=1)
    path.write_text(text + "\n", encoding="utf-8")


def load_replay(path: Path) -> ReplayRecord:
    """Read a replay file; a malformed one raises DataError naming the file and field."""
    source = str(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise DataError(source, f"cannot read: {exc.strerror or exc}") from exc
    except UnicodeDecodeError as exc:
        raise DataError(source, "not UTF-8 text") from exc
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise DataError(source, f"invalid JSON: {exc.msg}", line=exc.lineno) from exc
    return ReplayRecord.from_json(data, source)


def record_from_game(
    game: Game,
    *,
    seed: int,
    actions: Sequence[str],
    decks: Sequence[str | None] | None = None,
    options: Mapping[str, Any] | None = None,
) -> ReplayRecord:
    """The replay of ``game``, given what it was started with and the notations applied."""
    return ReplayRecord(
        game=game.rules.name,
        rules_version=game.rules.version,
        seed=seed,
        decks=None if decks is None or all(d is None for d in decks) else list(decks),
        options=dict(options or {}),
        actions=list(actions),
    )


def notation_for(game: Game, action: Action) -> str:
    """Text that ``game.parse`` maps back to exactly ``action`` at this decision point."""
    text = game.describe(action)
    try:
        if game.parse(text) == action:
            return text
    except IllegalActionError:
        pass
    # Two legal actions can read the same (two copies of one card); their number is exact.
    return str(game.legal_actions().index(action) + 1)


class ReplayRecorder:
    """Applies actions to a game while recording their notation for the replay file."""

    __slots__ = ("actions", "decks", "game", "options", "seed")

    def __init__(
        self,
        game: Game,
        *,
        seed: int,
        decks: Sequence[str | None] | None = None,
        options: Mapping[str, Any] | None = None,
    ) -> None:
        self.game = game
        self.seed = seed
        self.decks = None if decks is None else list(decks)
        self.options = dict(options or {})
        self.actions: list[str] = []

    def apply(self, action: Action) -> None:
        """Apply ``action`` (raising IllegalActionError, nothing recorded) and record it."""
        # The notation must be taken before applying: it depends on the decision point.
        text = notation_for(self.game, action)
        self.game.apply(action)
        self.actions.append(text)

    def record(self) -> ReplayRecord:
        """The replay of everything applied so far."""
        return record_from_game(
            self.game, seed=self.seed, actions=self.actions, decks=self.decks, options=self.options
        )


def decks_from_texts(
    rules: GameRules, texts: Sequence[str | None], source: str = _DEFAULT_SOURCE
) -> tuple[Any, ...]:
    """Deck objects from embedded deck texts; None entries take that seat's starter deck."""
    starters = rules.starter_decks()
    decks: list[Any] = []
    for seat, text in enumerate(texts):
        if text is None:
            if seat >= len(starters):
                raise DataError(source, f"no starter deck for seat {seat + 1}", field="decks")
            decks.append(starters[seat])
        else:
            decks.append(_deck_from_text(rules, text, f"{source} [decks[{seat}]]"))
    return tuple(decks)


def _deck_from_text(rules: GameRules, text: str, where: str) -> Any:
    try:
        parse_deck = getattr(rules, "parse_deck", None)
        if callable(parse_deck):
            return parse_deck(text)
        # Rules without a text parser only read files: hand them one. The suffix is guessed
        # from the content because a loader may choose its format by the file's extension.
        suffix = ".json" if text.lstrip().startswith(("{", "[")) else ".deck"
        with tempfile.TemporaryDirectory(prefix="reishi-deck-") as folder:
            path = Path(folder) / f"replay{suffix}"
            path.write_text(text, encoding="utf-8")
            return rules.load_deck(path)
    except DataError as exc:
        # A parser's "<deck>" or temporary path means nothing to the user: name the field.
        line = f" line {exc.line}:" if exc.line is not None else ""
        raise DataError(where, f"{line} {exc.message}".strip()) from exc


def check_rules_version(record: ReplayRecord, rules: GameRules, *, strict: bool = False) -> None:
    """Warn (or with ``strict`` raise DataError) when the replay's rules version differs."""
    if record.rules_version == rules.version:
        return
    message = (
        f"recorded with {record.game} rules {record.rules_version}, but {rules.version} is "
        "installed: the replay may diverge"
    )
    if strict:
        raise DataError(record.source, message, field="rules_version")
    warnings.warn(f"{record.source}: {message}", RulesVersionWarning, stacklevel=3)


def start_game(record: ReplayRecord, *, strict_version: bool = False) -> Game:
    """The game the record starts from, before any action."""
    rules = get_rules(record.game)
    check_rules_version(record, rules, strict=strict_version)
    decks = None if record.decks is None else decks_from_texts(rules, record.decks, record.source)
    return new_game(record.game, decks=decks, seed=record.seed, **record.options)


def replay(record: ReplayRecord, *, strict_version: bool = False) -> Game:
    """Re-apply every recorded action; one that no longer parses raises DataError with its index."""
    game = start_game(record, strict_version=strict_version)
    for index, text in enumerate(record.actions):
        apply_notation(game, record, index, text)
    return game


def apply_notation(game: Game, record: ReplayRecord, index: int, text: str) -> None:
    """Parse action ``index`` of ``record`` against the legal actions now and apply it."""
    where = f"actions[{index}]"
    if game.is_over:
        raise DataError(
            record.source, f"action {index} {text!r} comes after the game ended", field=where
        )
    try:
        action = game.parse(text)
        game.apply(action)
    except IllegalActionError as exc:
        raise DataError(
            record.source, f"action {index} {text!r} is not legal here: {exc.reason}", field=where
        ) from exc
