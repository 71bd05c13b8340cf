"""The scenario file format shared by every game, and its parser (docs/scenarios.md).

``parse_scenario`` decodes a file, finds its game through the plugins, hands the game's own
tables (``[position]``, ``[expect.p1]``, the game's keys of ``[[expect]]``) to the game's
scenario hooks, and raises :class:`ScenarioError` naming the file, line and field for
anything malformed. It never raises anything else, whatever the text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Literal

import msgspec

from reishi.engine import plugins
from reishi.engine.errors import DataError, ReishiError
from reishi.engine.rules import GameRules, get_rules
from reishi.engine.scenario_hooks import ScenarioHooks, scenario_hooks

Seat = Literal["p1", "p2"]
SeatOrNone = Literal["p1", "p2", "none"]
SEATS: dict[str, int] = {"p1": 0, "p2": 1}


class ScenarioError(DataError):
    """A scenario file is malformed or describes an impossible position."""


class ActionSpec(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """One action; with ``expect_illegal`` the rules must refuse it for a reason containing it."""

    do: str
    expect_illegal: str | None = None


ActionEntry = str | ActionSpec


class ViewCheck(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """What ``seat`` sees of ``zone`` ("p1.hand"): its count, its titles, or that it is hidden."""

    seat: Seat
    zone: str
    count: int | None = None
    titles: list[str] | None = None  # in any order
    hidden: bool | None = None  # true: the seat sees the count only


class StateCount(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """Exactly ``count`` of ``seat``'s cards in play titled ``title`` are in ``state``."""

    seat: Seat
    title: str
    state: str
    count: int
    of: int | None = None  # and the seat has exactly this many cards so titled in play


class EventCount(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """Exactly ``count`` events of the log so far match ``event``."""

    event: dict[str, Any]
    count: int


class Expect(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """The checks every game supports in an [[expect]] (the game adds its own keys)."""

    after: int | None = None  # default: after the last action
    over: bool | None = None
    winner: SeatOrNone | None = None
    end_reason: str | None = None
    decision: SeatOrNone | None = None  # whose decision it is ("none" when the game is over)
    decision_kind: str | None = None
    legal: list[str] = []
    not_legal: list[str] = []
    events: list[dict[str, Any]] = []
    events_in_order: bool = False
    absent_events: list[dict[str, Any]] = []
    event_counts: list[EventCount] = []
    view: list[ViewCheck] = []
    card_states: list[StateCount] = []
    order_changed: list[str] = []  # "p1.deck": its order differs from the start's
    order_kept: list[str] = []
    p1: dict[str, Any] | None = None  # decoded by the game (its player_expect_type)
    p2: dict[str, Any] | None = None


class DeckCheck(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """A deck text and the construction rules it breaks, in order (none: a legal deck)."""

    text: str
    violations: list[str] = []  # each a piece of one violation's message


class ScenarioFile(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """A whole scenario file as written; the game's tables are still raw."""

    title: str
    game: str
    description: str = ""
    sources: list[str] = []
    seed: int = 0
    options: dict[str, Any] = {}
    actions: list[ActionEntry] = []
    card: list[dict[str, Any]] = []
    position: dict[str, Any] = {}
    expect: list[dict[str, Any]] = []
    deck_check: list[DeckCheck] = []


_SHARED_EXPECT_KEYS = frozenset(Expect.__struct_fields__)


@dataclass(frozen=True, slots=True)
class Check:
    """One [[expect]] table: the shared checks, the game's own, and each player's."""

    shared: Expect
    own: Any  # the game's expect_type
    players: tuple[Any | None, Any | None]  # the game's player_expect_type, p1 then p2


@dataclass(frozen=True, slots=True)
class Scenario:
    """A parsed scenario: the file, its game, its position and its checks."""

    path: str
    text: str
    file: ScenarioFile
    rules: GameRules
    hooks: ScenarioHooks
    position: Any  # the game's position_type
    checks: tuple[Check, ...]

    @property
    def title(self) -> str:
        """The one-line title."""
        return self.file.title


# --- parsing ---------------------------------------------------------------------------------
_TOML_LINE = re.compile(r"\(at line (\d+), column \d+\)")
_PATH_PART = re.compile(r"\.([^.\[]+)|\[(\d+)\]")


def parse_scenario(text: str, path: str = "<scenario>") -> Scenario:
    """Decode and check a scenario's text; ScenarioError names the file, line and field."""
    try:
        raw = msgspec.toml.decode(text, type=ScenarioFile)
    except msgspec.ValidationError as exc:
        reason, field = _explain(exc)
        raise ScenarioError(path, reason, line=locate(text, field), field=field) from None
    except msgspec.DecodeError as exc:
        message = str(exc)
        m = _TOML_LINE.search(message)
        reason = _TOML_LINE.sub("", message).strip()
        raise ScenarioError(
            path, f"invalid TOML: {reason}", line=int(m.group(1)) if m else None
        ) from None
    except (RecursionError, UnicodeError, ValueError, OverflowError) as exc:
        raise ScenarioError(path, f"invalid TOML: {type(exc).__name__}") from None
    return _Parser(raw, text, path).scenario()


def _explain(exc: msgspec.ValidationError, prefix: str = "") -> tuple[str, str | None]:
    """msgspec's message as (reason, dotted field) with the field under ``prefix``."""
    reason, _, at = str(exc).partition(" - at ")
    where = at.strip().strip("`")
    key, _, container = where.partition("` in `")
    if container:
        where, reason = container, f"{reason} (key {key!r})"
    dotted = where.removeprefix("$").lstrip(".")
    named = re.search(r"(?:missing required|unknown) field `([^`]*)`", reason)
    parts = (prefix, dotted, named.group(1) if named is not None else "")
    field = ".".join(p for p in parts if p).replace(".[", "[")
    return reason, field or None


class _Parser:
    """Turns a decoded file into a Scenario, failing at the first malformed entry."""

    def __init__(self, raw: ScenarioFile, text: str, path: str) -> None:
        self.raw = raw
        self.text = text
        self.path = path

    def fail(self, message: str, field: str | None) -> ScenarioError:
        return ScenarioError(self.path, message, line=locate(self.text, field), field=field)

    def convert(self, value: Any, kind: type[Any], field: str) -> Any:
        """``value`` as ``kind``; a mismatch is reported at ``field`` and below."""
        try:
            return msgspec.convert(value, kind, strict=True)
        except msgspec.ValidationError as exc:
            reason, where = _explain(exc, field)
            raise self.fail(reason, where) from None

    def scenario(self) -> Scenario:
        raw = self.raw
        if not raw.title.strip():
            raise self.fail("a scenario needs a title", "title")
        rules, hooks = self.game()
        self.check_sources()
        for i, entry in enumerate(raw.actions):
            do = entry if isinstance(entry, str) else entry.do
            if not split_seat(do)[1].strip():
                raise self.fail("an empty action", f"actions[{i}]")
        for i, card in enumerate(raw.card):
            if not isinstance(card.get("title"), str):
                raise self.fail("a scenario card needs a title", f"card[{i}]")
        position = self.convert(raw.position, hooks.position_type, "position")
        checks = tuple(self.check(i, table, hooks) for i, table in enumerate(raw.expect))
        return Scenario(self.path, self.text, raw, rules, hooks, position, checks)

    def game(self) -> tuple[GameRules, ScenarioHooks]:
        try:
            rules = get_rules(self.raw.game)
            return rules, scenario_hooks(rules)
        except ReishiError as exc:  # unknown game, a plugin that cannot load, no hooks
            raise self.fail(str(exc), "game") from None

    def check_sources(self) -> None:
        known = _citations(self.raw.game)
        for i, cite in enumerate(self.raw.sources):
            if not cite.strip():
                raise self.fail("an empty citation", f"sources[{i}]")
            if known is not None and cite not in known:
                raise self.fail(
                    f"{cite!r} is not a section of the {self.raw.game} rule index "
                    f"(see `reishi rules {self.raw.game}`)",
                    f"sources[{i}]",
                )

    def check(self, index: int, table: dict[str, Any], hooks: ScenarioHooks) -> Check:
        where = f"expect[{index}]"
        shared_part = {k: v for k, v in table.items() if k in _SHARED_EXPECT_KEYS}
        own_part = {k: v for k, v in table.items() if k not in _SHARED_EXPECT_KEYS}
        shared: Expect = self.convert(shared_part, Expect, where)
        own = self.convert(own_part, hooks.expect_type, where)
        players = tuple(
            None if raw is None else self.convert(raw, hooks.player_expect_type, f"{where}.{seat}")
            for seat, raw in (("p1", shared.p1), ("p2", shared.p2))
        )
        self.check_shared(shared, where, hooks)
        return Check(shared, own, (players[0], players[1]))

    def check_shared(self, exp: Expect, where: str, hooks: ScenarioHooks) -> None:
        actions = len(self.raw.actions)
        if exp.after is not None and not 0 <= exp.after <= actions:
            raise self.fail(f"after = {exp.after}: there are {actions} actions", f"{where}.after")
        for name in ("events", "absent_events"):
            for j, pattern in enumerate(getattr(exp, name)):
                self.check_pattern(pattern, f"{where}.{name}[{j}]")
        for j, counted in enumerate(exp.event_counts):
            self.check_pattern(counted.event, f"{where}.event_counts[{j}].event")
            if counted.count < 0:
                raise self.fail("a count cannot be negative", f"{where}.event_counts[{j}].count")
        for j, seen in enumerate(exp.view):
            self.check_zone(seen.zone, f"{where}.view[{j}].zone", hooks)
            if seen.count is None and seen.titles is None and seen.hidden is None:
                raise self.fail(
                    "say what the seat sees: count, titles or hidden", f"{where}.view[{j}]"
                )
        for j, state in enumerate(exp.card_states):
            if state.state not in hooks.card_states:
                known = ", ".join(hooks.card_states) or "none"
                raise self.fail(
                    f"unknown card state {state.state!r} (known: {known})",
                    f"{where}.card_states[{j}].state",
                )
            if state.count < 0 or (state.of is not None and state.of < state.count):
                raise self.fail(
                    "count must be at least 0 and at most 'of'", f"{where}.card_states[{j}]"
                )
        for name in ("order_changed", "order_kept"):
            for j, zone in enumerate(getattr(exp, name)):
                self.check_zone(zone, f"{where}.{name}[{j}]", hooks)

    def check_pattern(self, pattern: dict[str, Any], field: str) -> None:
        if not isinstance(pattern.get("tag"), str):
            raise self.fail('an event pattern needs a tag, e.g. tag = "card-drawn"', field)

    def check_zone(self, zone: str, field: str, hooks: ScenarioHooks) -> None:
        seat, _, name = zone.partition(".")
        if seat not in SEATS or name not in hooks.zones:
            raise self.fail(
                f"zone {zone!r} is not written p1.<zone> or p2.<zone> with a zone of "
                f"{self.raw.game} ({', '.join(hooks.zones)})",
                field,
            )


@cache
def _citations(game: str) -> frozenset[str] | None:
    """The sections of ``game``'s rule index, or None when it registers no index."""
    build = plugins.find(plugins.Group.RULE_INDEXES, game)
    return None if build is None else frozenset(build().cites)


def split_seat(text: str) -> tuple[str | None, str]:
    """``"p1: pass"`` as ("p1", "pass"); text with no seat prefix as (None, text)."""
    m = re.match(r"^\s*(p[12])\s*:\s*(.*)$", text, re.IGNORECASE | re.DOTALL)
    return (m.group(1).lower(), m.group(2)) if m else (None, text)


def locate(text: str, dotted: str | None) -> int | None:
    """Best-effort line (1-based) of a field written as ``a.b[2].c`` in a TOML text."""
    if not dotted:
        return None
    lines = text.splitlines()
    parts: list[str | int] = []
    for m in _PATH_PART.finditer("." + dotted):
        parts.append(m.group(1) if m.group(1) is not None else int(m.group(2)))
    line = 0
    keys: list[str] = []
    found: int | None = None
    for part in parts:
        if isinstance(part, int):
            header = re.compile(rf"^\s*\[\[\s*{re.escape('.'.join(keys))}\s*\]\]")
            hits = [n for n, t in enumerate(lines) if header.match(t)]
            if part < len(hits):
                line = found = hits[part]
            continue
        keys.append(part)
        dotted_keys = re.escape(".".join(keys))
        quoted = re.escape(part)
        pattern = re.compile(
            rf"^\s*\[\[?\s*{dotted_keys}\s*\]\]?|^\s*\"?{quoted}\"?\s*=|[{{,]\s*\"?{quoted}\"?\s*="
        )
        for n in range(line, len(lines)):
            if pattern.search(lines[n]):
                line = found = n
                break
    return None if found is None else found + 1


def load_scenario(path: Path) -> Scenario:
    """Read and parse a scenario file."""
    return parse_scenario(read_text(path), str(path))


def read_text(path: Path) -> str:
    """A scenario file's text; ScenarioError if it cannot be read or is not UTF-8."""
    try:
        return path.read_bytes().decode("utf-8")
    except OSError as exc:
        raise ScenarioError(str(path), f"cannot read: {exc.strerror or exc}") from None
    except UnicodeDecodeError as exc:
        raise ScenarioError(str(path), f"not UTF-8 text (byte {exc.start})") from None


def scenario_files(paths: Iterable[Path]) -> list[Path]:
    """The files named, and every ``*.toml`` under the folders named, sorted."""
    out: list[Path] = []
    for p in paths:
        out.extend(sorted(p.rglob("*.toml")) if p.is_dir() else [p])
    return out
