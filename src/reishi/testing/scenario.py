"""Scenario files: a position, actions in text notation, and what must hold afterwards.

The format is described in docs/scenarios.md. ``parse_scenario`` checks a file's shape and
raises :class:`ScenarioError` (naming the file, line and field) for anything malformed;
``run_scenario`` builds the position, plays the actions and reports the first difference
between what the file expects and what the engine did.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

import msgspec

from reishi.engine.errors import DataError, IllegalActionError
from reishi.engine.events import Event, iter_log
from reishi.engine.game import Game
from reishi.games.bleach.position import SEATS, PositionSpec
from reishi.games.bleach.state import BleachState

SeatOrNone = Literal["p1", "p2", "none"]
ZONE_FIELDS = (
    "deck",
    "hand",
    "side",
    "energy",
    "party",
    "grounds",
    "attached",
    "discard",
    "removed",
)
UNORDERED_ZONES = frozenset({"hand", "side"})


class ScenarioError(DataError):
    """A scenario file is malformed or describes an impossible position."""


class ActionSpec(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """One action; with ``expect_illegal`` it must be refused for a reason containing it."""

    do: str
    expect_illegal: str | None = None


ActionEntry = str | ActionSpec


class PlayerExpect(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """What must hold for one player: power, zone contents, depleted cards, stats, traits."""

    power: int | None = None
    deck: list[str] | None = None  # top first
    hand: list[str] | None = None  # any order
    side: list[str] | None = None  # any order
    energy: list[str] | None = None
    party: list[str] | None = None
    grounds: list[str] | None = None
    attached: list[str] | None = None
    discard: list[str] | None = None  # oldest first
    removed: list[str] | None = None  # oldest first
    counts: dict[str, int] = {}  # zone -> number of cards
    depleted: list[str] = []  # every card in play with this title is depleted
    renewed: list[str] = []  # every card in play with this title is renewed
    stats: dict[str, dict[str, int]] = {}  # title -> stat -> current value
    traits: dict[str, list[str]] = {}  # title -> every trait it has now


class Expect(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """Checks made after ``after`` actions (default: after the last one)."""

    after: int | None = None
    p1: PlayerExpect | None = None
    p2: PlayerExpect | None = None
    queue: list[str] | None = None  # bottom first, top LAST
    over: bool | None = None
    winner: SeatOrNone | None = None
    end_reason: str | None = None
    decision: SeatOrNone | None = None  # whose decision it is ("none" when the game is over)
    decision_kind: str | None = None
    step: str | None = None
    legal: list[str] = []
    not_legal: list[str] = []
    events: list[dict[str, Any]] = []
    events_in_order: bool = False
    absent_events: list[dict[str, Any]] = []


class Scenario(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """A whole scenario file."""

    title: str
    position: PositionSpec
    description: str = ""
    game: Literal["bleach"] = "bleach"
    sources: list[str] = []
    seed: int = 0
    options: dict[str, Any] = {}
    card: list[dict[str, Any]] = []
    actions: list[ActionEntry] = []
    expect: list[Expect] = []


# --- parsing ---------------------------------------------------------------------------------
_TOML_LINE = re.compile(r"\(at line (\d+), column \d+\)")
_PATH_PART = re.compile(r"\.([^.\[]+)|\[(\d+)\]")


def parse_scenario(text: str, path: str = "<scenario>") -> Scenario:
    """Decode and check a scenario's text; ScenarioError names the file, line and field."""
    try:
        scenario = msgspec.toml.decode(text, type=Scenario)
    except msgspec.ValidationError as exc:
        reason, _, at = str(exc).partition(" - at ")
        where = at.strip().strip("`")
        key, _, container = where.partition("` in `")
        if container:
            where, reason = container, f"{reason} (key {key!r})"
        dotted = where.removeprefix("$").lstrip(".")
        missing = re.search(r"missing required field `([^`]*)`", reason)
        unknown = re.search(r"unknown field `([^`]*)`", reason)
        hit = missing or unknown
        named = hit.group(1) if hit is not None else ""
        field_name = ".".join(p for p in (dotted, named) if p) or None
        raise ScenarioError(path, reason, line=locate(text, field_name), field=field_name) from None
    except msgspec.DecodeError as exc:
        message = str(exc)
        m = _TOML_LINE.search(message)
        reason = _TOML_LINE.sub("", message).strip()
        raise ScenarioError(
            path, f"invalid TOML: {reason}", line=int(m.group(1)) if m else None
        ) from None
    except (RecursionError, UnicodeError) as exc:
        raise ScenarioError(path, f"invalid TOML: {type(exc).__name__}") from None
    _validate(scenario, text, path)
    return scenario


def _validate(scenario: Scenario, text: str, path: str) -> None:
    """Checks msgspec's types cannot express."""

    def fail(message: str, where: str) -> ScenarioError:
        return ScenarioError(path, message, line=locate(text, where), field=where)

    if not scenario.title.strip():
        raise fail("a scenario needs a title", "title")
    for i, entry in enumerate(scenario.actions):
        do = entry if isinstance(entry, str) else entry.do
        if not _split_seat(do)[1].strip():
            raise fail("an empty action", f"actions[{i}]")
    for i, exp in enumerate(scenario.expect):
        if exp.after is not None and not 0 <= exp.after <= len(scenario.actions):
            raise fail(
                f"after = {exp.after}: there are {len(scenario.actions)} actions",
                f"expect[{i}].after",
            )
        for name in ("events", "absent_events"):
            for j, spec in enumerate(getattr(exp, name)):
                if not isinstance(spec.get("tag"), str):
                    raise fail(
                        'an event pattern needs a tag, e.g. tag = "power-changed"',
                        f"expect[{i}].{name}[{j}]",
                    )
        for seat in ("p1", "p2"):
            player: PlayerExpect | None = getattr(exp, seat)
            for zone in player.counts if player is not None else ():
                if zone not in ZONE_FIELDS:
                    raise fail(
                        f"unknown zone {zone!r} (known: {', '.join(ZONE_FIELDS)})",
                        f"expect[{i}].{seat}.counts",
                    )
    for i, raw in enumerate(scenario.card):
        if not isinstance(raw.get("title"), str):
            raise fail("a scenario card needs a title", f"card[{i}]")


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
            keys.append(str(part))  # nested keys follow the array's table
            keys = [k for k in keys if not k.isdigit()]
            continue
        keys.append(part)
        dotted_keys = re.escape(".".join(keys))
        pattern = re.compile(
            rf"^\s*\[\[?\s*{dotted_keys}\s*\]\]?|^\s*{re.escape(part)}\s*=|[{{,]\s*{re.escape(part)}\s*="
        )
        for n in range(line, len(lines)):
            if pattern.search(lines[n]):
                line = found = n
                break
    return None if found is None else found + 1


def load_scenario(path: Path) -> Scenario:
    """Read and parse a scenario file."""
    try:
        text = path.read_bytes().decode("utf-8")
    except OSError as exc:
        raise ScenarioError(str(path), f"cannot read: {exc.strerror or exc}") from None
    except UnicodeDecodeError as exc:
        raise ScenarioError(str(path), f"not UTF-8 text (byte {exc.start})") from None
    return parse_scenario(text, str(path))


def scenario_files(paths: Iterable[Path]) -> list[Path]:
    """The files named, and every ``*.toml`` under the folders named, sorted."""
    out: list[Path] = []
    for p in paths:
        out.extend(sorted(p.rglob("*.toml")) if p.is_dir() else [p])
    return out


# --- running ---------------------------------------------------------------------------------
@dataclass
class ScenarioResult:
    """The outcome of one scenario: passed, or the first difference and where it was seen."""

    path: str
    title: str
    passed: bool
    failure: str = ""
    action_index: int | None = None  # actions applied when the difference was seen
    log: list[str] = field(default_factory=list)


class _MismatchError(Exception):
    def __init__(self, message: str, index: int | None) -> None:
        super().__init__(message)
        self.index = index


def start_game(scenario: Scenario, path: str, text: str | None = None) -> Game:
    """The game at the scenario's position; ScenarioError if the position is impossible."""
    from reishi.games.bleach.position import new_position_game

    try:
        return new_position_game(
            scenario.position, scenario.card, scenario.seed, scenario.options, path
        )
    except ScenarioError:
        raise
    except DataError as exc:
        line = locate(text, exc.field) if text is not None else exc.line
        raise ScenarioError(path, exc.message, line=line, field=exc.field) from None


def run_file(path: Path) -> ScenarioResult:
    """Load and run one scenario file; malformed files fail with the parse error."""
    try:
        text = path.read_bytes().decode("utf-8")
        scenario = parse_scenario(text, str(path))
    except (OSError, UnicodeDecodeError) as exc:
        return ScenarioResult(str(path), path.name, False, f"cannot read: {exc}")
    except ScenarioError as exc:
        return ScenarioResult(str(path), path.name, False, str(exc))
    return run_scenario(scenario, str(path), text)


def run_scenario(
    scenario: Scenario, path: str = "<scenario>", text: str | None = None
) -> ScenarioResult:
    """Build the position, apply every action and check every expectation."""
    result = ScenarioResult(path, scenario.title, passed=True)
    try:
        game = start_game(scenario, path, text)
    except ScenarioError as exc:
        return ScenarioResult(path, scenario.title, False, str(exc))
    try:
        _check_all(game, scenario, 0)
        for index, entry in enumerate(scenario.actions, 1):
            _act(game, entry, index)
            _check_all(game, scenario, index)
        for exp in scenario.expect:
            if exp.after is None:
                _expect(game, exp, len(scenario.actions))
    except _MismatchError as exc:
        result.passed = False
        result.failure = str(exc)
        result.action_index = exc.index
    result.log = log_lines(game)
    return result


def log_lines(game: Game) -> list[str]:
    """Every event of the game so far as a readable line."""
    return [game.rules.describe_event(e) for e in iter_log(_bs(game).log_head)]


def _check_all(game: Game, scenario: Scenario, index: int) -> None:
    for exp in scenario.expect:
        if exp.after == index:
            _expect(game, exp, index)


def _split_seat(text: str) -> tuple[str | None, str]:
    m = re.match(r"^\s*(p[12])\s*:\s*(.*)$", text, re.IGNORECASE)
    return (m.group(1).lower(), m.group(2)) if m else (None, text)


def _act(game: Game, entry: ActionEntry, index: int) -> None:
    do = entry if isinstance(entry, str) else entry.do
    refused = None if isinstance(entry, str) else entry.expect_illegal
    seat_name, text = _split_seat(do)
    where = f"action {index} ({do!r})"
    if game.is_over:
        raise _MismatchError(f"{where}: the game is already over", index - 1)
    seat = game.current_player
    if seat_name is not None and seat != SEATS[seat_name]:
        raise _MismatchError(
            f"{where}: expected {seat_name} to decide, but {_seat(seat)} decides", index - 1
        )
    assert seat is not None
    action = _resolve(game, text, seat)
    if refused is not None:
        before = _snapshot(game)
        if action is None:
            raise _MismatchError(f"{where}: names no action (no such card?)", index - 1)
        try:
            game.apply(action)
        except IllegalActionError as exc:
            if refused.lower() not in exc.reason.lower():
                raise _MismatchError(
                    f"{where}: refused as expected, but the reason {exc.reason!r} "
                    f"does not contain {refused!r}",
                    index - 1,
                ) from None
            if _snapshot(game) != before:
                raise _MismatchError(f"{where}: refused, but the state changed", index) from None
            return
        raise _MismatchError(
            f"{where}: expected a refusal ({refused!r}), but it was accepted", index
        )
    if action is None:
        legal = "; ".join(game.describe(a) for a in game.legal_actions()[:12])
        raise _MismatchError(f"{where}: not a legal action now (legal: {legal})", index - 1)
    try:
        game.apply(action)
    except IllegalActionError as exc:
        raise _MismatchError(f"{where}: refused: {exc.reason}", index - 1) from None


def _resolve(game: Game, text: str, seat: int) -> Any:
    """The action written as ``text``: a legal one if it names one, else as written."""
    from reishi.games.bleach.position import parse_notation

    try:
        return game.parse(text)
    except IllegalActionError:
        return parse_notation(_bs(game), text, seat)


def _snapshot(game: Game) -> tuple[Any, ...]:
    s = _bs(game)
    battle = s.battle
    return (
        [z[:] for z in s.zones],
        s.depleted[:],
        s.power[:],
        [q.uid for q in s.queue],
        s.floating[:],
        s.decision,
        s.frames[:],
        s.log_head,
        s.is_over,
        None if battle is None else tuple(getattr(battle, n) for n in type(battle).__slots__),
    )


def _bs(game: Game) -> BleachState:
    state = game.state
    assert isinstance(state, BleachState)
    return state


def _seat(seat: int | None) -> str:
    return "nobody" if seat is None else f"p{seat + 1}"


# --- expectations ------------------------------------------------------------------------------
def _expect(game: Game, exp: Expect, index: int) -> None:
    s = _bs(game)
    at = f"after action {index}" if index else "at the start"

    def differ(what: str, expected: Any, actual: Any) -> _MismatchError:
        return _MismatchError(f"{at}: {what}: expected {expected!r}, got {actual!r}", index)

    if exp.over is not None and s.is_over != exp.over:
        raise differ("game over", exp.over, s.is_over)
    if exp.winner is not None:
        winner = "none" if s.winner is None else _seat(s.winner)
        if winner != exp.winner:
            raise differ("winner", exp.winner, winner)
    if exp.end_reason is not None and s.end_reason != exp.end_reason:
        raise differ("end reason", exp.end_reason, s.end_reason)
    if exp.decision is not None:
        who = "none" if game.current_player is None else _seat(game.current_player)
        if who != exp.decision:
            raise differ("decision", exp.decision, who)
    if exp.decision_kind is not None:
        kind = s.decision.kind if s.decision is not None else "none"
        if kind != exp.decision_kind:
            raise differ("decision kind", exp.decision_kind, kind)
    if exp.step is not None and s.step != exp.step:
        raise differ("step", exp.step, s.step)
    for seat_name in ("p1", "p2"):
        player: PlayerExpect | None = getattr(exp, seat_name)
        if player is not None:
            _expect_player(game, SEATS[seat_name], seat_name, player, differ)
    if exp.queue is not None:
        actual = [_queue_text(game, item) for item in s.queue]
        if len(actual) != len(exp.queue) or not all(
            a == e or a.split(": ", 1)[0] == e or a.startswith(e)
            for a, e in zip(actual, exp.queue, strict=False)
        ):
            raise differ("queue (top last)", exp.queue, actual)
    legal_texts = [game.describe(a) for a in game.legal_actions()]
    for text in exp.legal:
        if not _is_written(text, legal_texts):
            raise _MismatchError(
                f"{at}: {text!r} is not legal (legal: {'; '.join(legal_texts[:12])})", index
            )
    for text in exp.not_legal:
        if _is_written(text, legal_texts):
            raise _MismatchError(f"{at}: {text!r} is legal but must not be", index)
    events = list(iter_log(s.log_head))
    _expect_events(game, events, exp, at, index)


def _is_written(text: str, legal: list[str]) -> bool:
    """True if a legal action is written ``text``, ignoring ``#id`` when the text omits it."""
    want = " ".join(text.split()).lower()
    for written in legal:
        full = written.lower()
        bare = re.sub(r" #\d+", "", full)
        if want in (full, bare) or full.startswith(want) or bare.startswith(want):
            return True
    return False


def _queue_text(game: Game, item: Any) -> str:
    from reishi.games.bleach.queue_steps import describe_item

    title = _bs(game).defs[item.source].title if item.source >= 0 else "effect"
    return f"{title}: {describe_item(_bs(game), item)}"


def _titles(game: Game, cards: list[int]) -> list[str]:
    return [_bs(game).defs[c].title for c in cards]


def _expect_player(game: Game, seat: int, name: str, exp: PlayerExpect, differ: Any) -> None:
    from reishi.games.bleach.state import Zone
    from reishi.games.bleach.stats import stat_value, traits_of

    s = _bs(game)
    if exp.power is not None and s.power[seat] != exp.power:
        raise differ(f"{name} power", exp.power, s.power[seat])
    zones = {
        "deck": Zone.DECK,
        "hand": Zone.HAND,
        "side": Zone.SIDE,
        "energy": Zone.ENERGY,
        "party": Zone.PARTY,
        "grounds": Zone.GROUNDS,
        "attached": Zone.ATTACHED,
        "discard": Zone.DISCARD,
        "removed": Zone.REMOVED,
    }
    for zone_name, zone in zones.items():
        wanted: list[str] | None = getattr(exp, zone_name)
        cards = s.cards_in(seat, zone)
        actual = _titles(game, list(reversed(cards)) if zone is Zone.DECK else cards)
        if wanted is not None:
            ok = (
                sorted(wanted) == sorted(actual)
                if zone_name in UNORDERED_ZONES
                else wanted == actual
            )
            if not ok:
                raise differ(f"{name} {zone_name}", wanted, actual)
        count = exp.counts.get(zone_name)
        if count is not None and count != len(cards):
            raise differ(f"{name} {zone_name} count", count, len(cards))
    in_play = [
        c
        for z in (Zone.ENERGY, Zone.PARTY, Zone.GROUNDS, Zone.ATTACHED, Zone.GUARDIAN)
        for c in s.cards_in(seat, z)
    ]
    for wanted_state, titles in ((True, exp.depleted), (False, exp.renewed)):
        for title in titles:
            matching = [c for c in in_play if s.defs[c].title == title]
            if not matching:
                raise differ(f"{name} in play", title, _titles(game, in_play))
            wrong = [c for c in matching if s.depleted[c] != wanted_state]
            if wrong:
                word = "depleted" if wanted_state else "renewed"
                raise differ(f"{name} {title} {word}", True, False)
    for title, stats in exp.stats.items():
        card = _in_play_card(game, in_play, title, name, differ)
        actual_stats = {stat: stat_value(s, card, stat) for stat in stats}
        if actual_stats != stats:
            raise differ(f"{name} {title} stats", stats, actual_stats)
    for title, traits in exp.traits.items():
        card = _in_play_card(game, in_play, title, name, differ)
        actual_traits = sorted(traits_of(s, card))
        if actual_traits != sorted(traits):
            raise differ(f"{name} {title} traits", sorted(traits), actual_traits)


def _in_play_card(game: Game, in_play: list[int], title: str, name: str, differ: Any) -> int:
    for card in in_play:
        if _bs(game).defs[card].title == title:
            return card
    raise differ(f"{name} in play", title, _titles(game, in_play))


def event_matches(game: Game, event: Event, pattern: dict[str, Any]) -> bool:
    """True if ``event`` has the pattern's tag and every other field it names.

    A string compared with a seat field matches ``p1``/``p2``; a string compared with a
    card-id field matches that card's title.
    """
    info = msgspec.structs.asdict(event)
    if type(event).__struct_config__.tag != pattern.get("tag"):
        return False
    for key, want in pattern.items():
        if key == "tag":
            continue
        if key not in info:
            return False
        have = info[key]
        if isinstance(want, str) and isinstance(have, int) and not isinstance(have, bool):
            if want in SEATS and key in (
                "seat",
                "winner",
                "owner",
                "chooser",
                "first",
                "flip_winner",
            ):
                if SEATS[want] != have:
                    return False
                continue
            defs = _bs(game).defs
            if not (0 <= have < len(defs) and defs[have].title == want):
                return False
            continue
        if isinstance(have, tuple):
            have = list(have)
        if have != want:
            return False
    return True


def _expect_events(game: Game, events: list[Event], exp: Expect, at: str, index: int) -> None:
    position = 0
    for pattern in exp.events:
        start = position if exp.events_in_order else 0
        for n in range(start, len(events)):
            if event_matches(game, events[n], pattern):
                position = n + 1
                break
        else:
            order = " after the previous one" if exp.events_in_order and start else ""
            raise _MismatchError(f"{at}: no event matches {pattern!r}{order}", index)
    for pattern in exp.absent_events:
        for event in events:
            if event_matches(game, event, pattern):
                raise _MismatchError(
                    f"{at}: an event matches {pattern!r} but must not: "
                    f"{game.rules.describe_event(event)}",
                    index,
                )
