"""Soul Deck scenario files: a position, actions in text notation, and what must hold.

The shape follows the Bleach scenario files (``sources``, ``actions`` with optional
``expect_illegal``, ``[[expect]]`` tables); positions name Soul Deck zones. Actions are
written as the terminal shows them, with or without the ``#id`` of each card, and may
start with the seat that must take them (``"p2: block Renji with Grimmjow"``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

import msgspec

from reishi.engine.actions import Action
from reishi.engine.errors import DataError, IllegalActionError
from reishi.engine.events import iter_log
from reishi.engine.game import Game
from reishi.games.soul_deck.actions import (
    DeclareAttacker,
    DeclareBlocker,
    PlayCard,
    PlayEnergy,
    UseAbility,
)
from reishi.games.soul_deck.decks import check_deck, parse_deck
from reishi.games.soul_deck.flow import advance
from reishi.games.soul_deck.ops import ready_energy, stat
from reishi.games.soul_deck.rules import SoulDeckRules, default_kit
from reishi.games.soul_deck.state import SoulDeckState, Zone, zone_code

Seat = Literal["p1", "p2"]
SEATS = {"p1": 0, "p2": 1}
Phase = Literal["mulligan", "start", "main1", "combat", "main2", "end"]


class CardSpec(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """A card (or ``count`` copies) with its state in play."""

    title: str
    count: int = 1
    exhausted: bool = False
    damage: int = 0
    new: bool = False  # entered play this turn
    equipment: list[str] = []  # Equipment attached to this character


Entry = str | CardSpec


class PlayerSpec(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """One player's zones; lists name cards by title."""

    life: int = 30
    deck: list[Entry] = []  # TOP card first
    hand: list[Entry] = []
    characters: list[Entry] = []  # slot order
    support: list[Entry] = []
    field: list[Entry] = []
    burial: list[Entry] = []


class PositionSpec(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """Both players, the turn, the active player and the phase to start in."""

    p1: PlayerSpec = msgspec.field(default_factory=PlayerSpec)
    p2: PlayerSpec = msgspec.field(default_factory=PlayerSpec)
    turn: int = 3
    active: Seat = "p1"
    phase: Phase = "main1"
    energy_played: bool = False


class ActionSpec(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """An action that, with ``expect_illegal``, must be refused for a reason containing it."""

    do: str
    expect_illegal: str | None = None


class PlayerExpect(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """What must hold for one player."""

    life: int | None = None
    hand: list[str] | None = None  # any order
    deck: list[str] | None = None  # top first
    characters: list[str] | None = None  # slot order
    support: list[str] | None = None
    field: list[str] | None = None
    burial: list[str] | None = None  # oldest first
    counts: dict[str, int] = {}
    exhausted: list[str] = []
    ready: list[str] = []
    damage: dict[str, int] = {}
    stats: dict[str, dict[str, int]] = {}
    ready_energy: dict[str, int] | None = None  # colour letter -> ready sources


class Expect(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """Checks made after ``after`` actions (default: after the last one)."""

    after: int | None = None
    p1: PlayerExpect | None = None
    p2: PlayerExpect | None = None
    over: bool | None = None
    winner: Literal["p1", "p2", "none"] | None = None
    end_reason: str | None = None
    decision: Literal["p1", "p2", "none"] | None = None
    decision_kind: str | None = None
    phase: str | None = None
    stack: list[str] | None = None  # titles, bottom first
    legal: list[str] = []
    not_legal: list[str] = []
    events: list[dict[str, Any]] = []
    events_in_order: bool = False
    absent_events: list[dict[str, Any]] = []


class DeckCheck(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """A deck text and the construction-rule violations it must have (none: legal)."""

    text: str
    violations: list[str] = []  # each a piece of one violation's message, in order


class Scenario(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """A whole scenario file."""

    title: str
    position: PositionSpec = msgspec.field(default_factory=PositionSpec)
    deck: list[DeckCheck] = []
    game: Literal["soul-deck"] = "soul-deck"
    description: str = ""
    sources: list[str] = []
    seed: int = 0
    options: dict[str, Any] = {}
    actions: list[str | ActionSpec] = []
    expect: list[Expect] = []


ZONE_FIELDS = {
    "deck": Zone.DECK,
    "hand": Zone.HAND,
    "characters": Zone.CHARACTERS,
    "support": Zone.SUPPORT,
    "field": Zone.FIELD,
    "burial": Zone.BURIAL,
}


def load_scenario(path: Path) -> Scenario:
    """Read and decode a scenario file; DataError names the file and the reason."""
    try:
        return msgspec.toml.decode(path.read_bytes(), type=Scenario)
    except (msgspec.DecodeError, OSError) as exc:
        raise DataError(str(path), f"malformed scenario: {exc}") from None


# --- positions ---------------------------------------------------------------------------
def new_position_game(
    spec: PositionSpec, seed: int = 0, options: dict[str, Any] | None = None
) -> Game:
    """A game at the written position, advanced to its first decision."""
    rules = SoulDeckRules()
    state = SoulDeckState(seed)
    state.options = dict(options or {})
    active = SEATS[spec.active]
    state.active = active
    state.turn = spec.turn
    state.first_player = active if spec.turn % 2 == 1 else 1 - active
    state.energy_played = spec.energy_played
    state.mulligans = [0, 0] if spec.phase == "mulligan" else [9, 9]
    for seat, player in enumerate((spec.p1, spec.p2)):
        state.life[seat] = player.life
        for field, zone in ZONE_FIELDS.items():
            entries: list[Entry] = getattr(player, field)
            # Decks are written top first; the zone list keeps the top last.
            ordered = list(reversed(entries)) if zone is Zone.DECK else entries
            for entry in ordered:
                card_spec = entry if isinstance(entry, CardSpec) else CardSpec(title=entry)
                for _ in range(card_spec.count):
                    _add(state, rules, seat, zone, card_spec, spec.turn)
    frames: dict[str, list[tuple[Any, ...]]] = {
        "mulligan": [("turn",), ("mulligan", 1 - active), ("mulligan", active)],
        "start": [("turn",)],
        "main1": [("end",), ("main", 2), ("combat",), ("main", 1)],
        "combat": [("end",), ("main", 2), ("combat",)],
        "main2": [("end",), ("main", 2)],
        "end": [("end",)],
    }
    if spec.phase in ("start", "mulligan"):
        state.turn -= 1 if spec.phase == "start" else spec.turn
        if spec.phase == "start":
            state.active = active
    state.phase = {"main2": "Main 2", "main1": "Main 1"}.get(spec.phase, "")
    state.frames = list(frames[spec.phase])
    advance(state)
    return Game(rules, state)


def _add(
    state: SoulDeckState, rules: SoulDeckRules, seat: int, zone: Zone, spec: CardSpec, turn: int
) -> int:
    info = rules.kit.info(spec.title)
    card = state.new_card(info.defn, seat, zone_code(seat, zone))
    state.info.append(info)
    state.damage.append(spec.damage)
    if zone in (Zone.CHARACTERS, Zone.SUPPORT, Zone.FIELD):
        state.exhausted[card] = spec.exhausted
        state.entered[card] = turn if spec.new else max(0, turn - 1)
    for title in spec.equipment:
        eq = _add(state, rules, seat, Zone.SUPPORT, CardSpec(title=title), turn)
        state.attached_to[eq] = card
    return card


# --- running -----------------------------------------------------------------------------
@dataclass
class ScenarioResult:
    """Passed, or the first difference and the log."""

    path: str
    title: str
    passed: bool
    failure: str = ""
    log: tuple[str, ...] = ()


class _MismatchError(Exception):
    pass


def run_file(path: Path) -> ScenarioResult:
    """Load and run one scenario file."""
    try:
        scenario = load_scenario(path)
    except DataError as exc:
        return ScenarioResult(str(path), path.name, False, str(exc))
    return run_scenario(scenario, str(path))


def run_scenario(scenario: Scenario, path: str = "<scenario>") -> ScenarioResult:
    """Build the position, apply every action and check every expectation."""
    game = new_position_game(scenario.position, scenario.seed, scenario.options)
    try:
        for number, check in enumerate(scenario.deck, 1):
            _check_deck(check, number)
        _check(game, scenario, 0)
        for index, entry in enumerate(scenario.actions, 1):
            _act(game, entry, index)
            _check(game, scenario, index)
        for exp in scenario.expect:
            if exp.after is None:
                _expect(game, exp, len(scenario.actions))
    except _MismatchError as exc:
        log = tuple(game.rules.describe_event(e) for e in game.log)
        return ScenarioResult(path, scenario.title, False, str(exc), log)
    return ScenarioResult(path, scenario.title, True)


def _check_deck(check: DeckCheck, number: int) -> None:
    found = check_deck(parse_deck(check.text, f"<deck {number}>"), default_kit().library)
    matched = len(found) == len(check.violations) and all(
        want.lower() in have.lower() for want, have in zip(check.violations, found, strict=True)
    )
    if not matched:
        raise _MismatchError(
            f"deck {number}: expected violations {check.violations!r}, got {found!r}"
        )


def _check(game: Game, scenario: Scenario, index: int) -> None:
    for exp in scenario.expect:
        if exp.after == index:
            _expect(game, exp, index)


def _state(game: Game) -> SoulDeckState:
    state = game.state
    assert isinstance(state, SoulDeckState)
    return state


def _bare(text: str) -> str:
    return " ".join(re.sub(r"\s*#\d+", "", text).split()).lower()


def _written(want: str, described: str) -> bool:
    """True if the words of ``want`` appear in order in ``described`` (titles may be cut)."""
    words = iter(_bare(described).split())
    return all(any(w == d for d in words) for w in _bare(want).split())


def find_action(game: Game, text: str) -> Action | None:
    """The legal action written ``text``: ids optional, titles may be shortened."""
    want = _bare(text)
    legal = [(game.describe(a), a) for a in game.legal_actions()]
    for candidates in (
        [(d, a) for d, a in legal if _bare(d) == want or d.lower() == text.strip().lower()],
        [(d, a) for d, a in legal if _bare(d).startswith(want)],
        [(d, a) for d, a in legal if _written(want, d)],
    ):
        if candidates:
            # Several matches: the shortest description is the closest ("Ichigo Kurosaki"
            # rather than "Ichigo Kurosaki - Zangetsu").
            return min(candidates, key=lambda pair: len(pair[0]))[1]
    return None


def build_action(state: SoulDeckState, text: str, seat: int) -> Action | None:
    """An action written ``text`` that need not be legal (for refusals)."""
    want = _bare(text)

    def find(zones: tuple[tuple[int, Zone], ...], name: str) -> int:
        for s, z in zones:
            for card in state.cards_in(s, z):
                if state.defs[card].title.lower().startswith(name.strip()):
                    return card
        return -1

    own = ((seat, Zone.CHARACTERS), (1 - seat, Zone.CHARACTERS))
    theirs = ((1 - seat, Zone.CHARACTERS), (seat, Zone.CHARACTERS))
    hand = ((seat, Zone.HAND),)
    if m := re.fullmatch(r"energy (.+)", want):
        card = find(hand, m.group(1))
        return PlayEnergy(card=card) if card >= 0 else None
    if m := re.fullmatch(r"play (.+?)(?: tributing (.+?))?(?: on (.+))?", want):
        card = find(hand, m.group(1))
        tributes = tuple(find(own, t) for t in (m.group(2) or "").split(" and ") if t)
        target = find(own if m.group(3) is None else theirs, m.group(3)) if m.group(3) else -1
        if m.group(3) and target < 0:
            target = find(own, m.group(3))
        return PlayCard(card=card, tributes=tributes, target=target) if card >= 0 else None
    if m := re.fullmatch(r"attack with (.+)", want):
        card = find(own, m.group(1))
        return DeclareAttacker(card=card) if card >= 0 else None
    if m := re.fullmatch(r"block (.+) with (.+)", want):
        attacker, blocker = find(theirs, m.group(1)), find(own, m.group(2))
        return (
            DeclareBlocker(blocker=blocker, attacker=attacker)
            if min(attacker, blocker) >= 0
            else None
        )
    if m := re.fullmatch(r"(blut vene|blut arterie) (.+)", want):
        card = find(own, m.group(2))
        return UseAbility(card=card, ability=m.group(1).title()) if card >= 0 else None
    return None


def _act(game: Game, entry: str | ActionSpec, index: int) -> None:
    do = entry if isinstance(entry, str) else entry.do
    refused = None if isinstance(entry, str) else entry.expect_illegal
    m = re.match(r"^\s*(p[12])\s*:\s*(.*)$", do)
    text = m.group(2) if m else do
    where = f"action {index} ({do!r})"
    if game.is_over:
        raise _MismatchError(f"{where}: the game is already over")
    seat = game.current_player
    assert seat is not None
    if m and SEATS[m.group(1)] != seat:
        raise _MismatchError(f"{where}: expected {m.group(1)} to decide, but p{seat + 1} decides")
    if refused is not None:
        # Written as meant, legal or not; only then as the closest legal action.
        action = build_action(_state(game), text, seat) or find_action(game, text)
        if action is None:
            raise _MismatchError(f"{where}: names no action")
        before = _snapshot(game)
        try:
            game.apply(action)
        except IllegalActionError as exc:
            if refused.lower() not in exc.reason.lower():
                raise _MismatchError(
                    f"{where}: refused for {exc.reason!r}, not {refused!r}"
                ) from None
            if _snapshot(game) != before:
                raise _MismatchError(f"{where}: refused, but the state changed") from None
            return
        raise _MismatchError(f"{where}: expected a refusal ({refused!r}), but it was accepted")
    action = find_action(game, text)
    if action is None:
        legal = "; ".join(game.describe(a) for a in game.legal_actions()[:15])
        raise _MismatchError(f"{where}: not a legal action now (legal: {legal})")
    game.apply(action)


def _snapshot(game: Game) -> tuple[Any, ...]:
    s = _state(game)
    return (
        [z[:] for z in s.zones],
        s.exhausted[:],
        s.life[:],
        s.damage[:],
        s.stack[:],
        s.floating[:],
        s.decision,
        s.frames[:],
        s.log_head,
    )


def _seat(seat: int | None) -> str:
    return "none" if seat is None else f"p{seat + 1}"


def _expect(game: Game, exp: Expect, index: int) -> None:
    s = _state(game)
    at = f"after action {index}"

    def differ(what: str, expected: object, actual: object) -> _MismatchError:
        return _MismatchError(f"{at}: {what}: expected {expected!r}, got {actual!r}")

    if exp.over is not None and s.is_over != exp.over:
        raise differ("game over", exp.over, s.is_over)
    if exp.winner is not None and _seat(s.winner) != exp.winner:
        raise differ("winner", exp.winner, _seat(s.winner))
    if exp.end_reason is not None and s.end_reason != exp.end_reason:
        raise differ("end reason", exp.end_reason, s.end_reason)
    if exp.decision is not None and _seat(game.current_player) != exp.decision:
        raise differ("decision", exp.decision, _seat(game.current_player))
    kind = s.decision.kind if s.decision is not None else "none"
    if exp.decision_kind is not None and kind != exp.decision_kind:
        raise differ("decision kind", exp.decision_kind, kind)
    if exp.phase is not None and s.phase != exp.phase:
        raise differ("phase", exp.phase, s.phase)
    if exp.stack is not None:
        stack = [s.defs[item.source].title for item in s.stack]
        if stack != exp.stack:
            raise differ("stack", exp.stack, stack)
    for name in ("p1", "p2"):
        player = getattr(exp, name)
        if player is not None:
            _expect_player(s, SEATS[name], name, player, differ)
    legal = [game.describe(a) for a in game.legal_actions()]
    for text in exp.legal:
        if not any(_written(text, d) for d in legal):
            raise _MismatchError(f"{at}: {text!r} is not legal (legal: {'; '.join(legal[:15])})")
    for text in exp.not_legal:
        if any(_written(text, d) for d in legal):
            raise _MismatchError(f"{at}: {text!r} is legal but must not be")
    events = list(iter_log(s.log_head))
    position = 0
    for pattern in exp.events:
        start = position if exp.events_in_order else 0
        found = next((n for n in range(start, len(events)) if _matches(s, events[n], pattern)), -1)
        if found < 0:
            order = " after the previous one" if exp.events_in_order else ""
            raise _MismatchError(f"{at}: no event matches {pattern!r}{order}")
        position = found + 1
    for pattern in exp.absent_events:
        if any(_matches(s, e, pattern) for e in events):
            raise _MismatchError(f"{at}: an event matches {pattern!r} but must not")


def _matches(state: SoulDeckState, event: Any, pattern: dict[str, Any]) -> bool:
    if type(event).__struct_config__.tag != pattern.get("tag"):
        return False
    fields = msgspec.structs.asdict(event)
    for key, want in pattern.items():
        if key == "tag":
            continue
        have = fields.get(key)
        if isinstance(want, str) and isinstance(have, int):
            if key in ("seat", "winner"):
                if SEATS.get(want, -2) != have:
                    return False
                continue
            if not (0 <= have < len(state.defs) and state.defs[have].title == want):
                return False
            continue
        if isinstance(have, tuple):
            have = list(have)
        if have != want:
            return False
    return True


def _expect_player(
    state: SoulDeckState, seat: int, name: str, exp: PlayerExpect, differ: Any
) -> None:
    if exp.life is not None and state.life[seat] != exp.life:
        raise differ(f"{name} life", exp.life, state.life[seat])
    for field, zone in ZONE_FIELDS.items():
        cards = state.cards_in(seat, zone)
        titles = [state.defs[c].title for c in (reversed(cards) if zone is Zone.DECK else cards)]
        wanted: list[str] | None = getattr(exp, field)
        if wanted is not None:
            same = sorted(wanted) == sorted(titles) if field == "hand" else wanted == titles
            if not same:
                raise differ(f"{name} {field}", wanted, titles)
        if field in exp.counts and exp.counts[field] != len(cards):
            raise differ(f"{name} {field} count", exp.counts[field], len(cards))
    in_play = [
        c for z in (Zone.CHARACTERS, Zone.SUPPORT, Zone.FIELD) for c in state.cards_in(seat, z)
    ]

    def card(title: str) -> int:
        for c in in_play:
            if state.defs[c].title == title:
                return c
        raise differ(f"{name} in play", title, [state.defs[c].title for c in in_play])

    for title in exp.exhausted:
        if not state.exhausted[card(title)]:
            raise differ(f"{name} {title} exhausted", True, False)
    for title in exp.ready:
        if state.exhausted[card(title)]:
            raise differ(f"{name} {title} ready", True, False)
    for title, amount in exp.damage.items():
        if state.damage[card(title)] != amount:
            raise differ(f"{name} {title} damage", amount, state.damage[card(title)])
    if exp.ready_energy is not None:
        counts = dict(zip("WBUG", ready_energy(state, seat), strict=True))
        actual_ready = {c: n for c, n in counts.items() if n}
        if actual_ready != exp.ready_energy:
            raise differ(f"{name} ready energy", exp.ready_energy, actual_ready)
    for title, stats in exp.stats.items():
        actual = {k: stat(state, card(title), k) for k in stats}
        if actual != stats:
            raise differ(f"{name} {title} stats", stats, actual)
