"""Build a DBZ game at any position from a written description (docs/scenarios.md).

A position names each player's Main Personality set, level, stages and anger and every
card by zone, whose turn it is and the step to start at. Every card placed must compile
and execute (``kit.executable_problem``): a card the engine cannot run is refused with its
name, never played without its text. Cards a scenario defines itself are written as card
text for the compiler, or pick the printing of a title the position uses.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any, Literal

import msgspec

from reishi.engine.actions import Action
from reishi.engine.errors import DataError
from reishi.engine.limits import MAX_POSITION_CARDS, MAX_POSITION_TURN
from reishi.games.dbz.actions import Defend, PlayCard, UsePower
from reishi.games.dbz.basics import MAX_STAGE
from reishi.games.dbz.cards import Alignment, Card, CardType, Style, short_number
from reishi.games.dbz.flow import advance
from reishi.games.dbz.invariants import invariant_violations
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.library import CardPool
from reishi.games.dbz.octgn import loose_key
from reishi.games.dbz.state import DbzState, Zone, zone_code
from reishi.games.dbz.turn_steps import turn_frames

Seat = Literal["p1", "p2"]
Step = Literal["combat", "planning", "draw"]
SEATS = {"p1": 0, "p2": 1}
# Zones a position lists by title (besides the MP set, the Mastery and the Life Deck), in
# the order their cards are created, so card ids are stable.
LIST_ZONES = {
    "hand": Zone.HAND,
    "discard": Zone.DISCARD,
    "banished": Zone.BANISHED,
    "drills": Zone.DRILLS,
    "setups": Zone.SETUPS,
    "allies": Zone.ALLIES,
    "dragon_balls": Zone.DRAGON_BALLS,
    "attached": Zone.ATTACHED,
}
DEFAULT_ALLY_STAGE = 3
MAX_ANGER = 4  # five anger advances a level at once (DBZ RB: Anger)
MAX_LEVEL = 4  # an MP set has levels 1 to 4 (DBZ RB: Making a Deck)
# The card types each zone of play holds (DBZ RB: Card Types; Game Zones): a position with a
# combat card as the Mastery or an Event among the Drills is one no game can reach.
ZONE_TYPES: dict[Zone, frozenset[CardType]] = {
    Zone.MP: frozenset({CardType.MAIN_PERSONALITY}),
    Zone.MP_SET: frozenset({CardType.MAIN_PERSONALITY}),
    Zone.MASTERY: frozenset({CardType.MASTERY}),
    Zone.DRILLS: frozenset({CardType.DRILL}),
    Zone.SETUPS: frozenset({CardType.SETUP}),
    Zone.ALLIES: frozenset({CardType.ALLY}),
    Zone.DRAGON_BALLS: frozenset({CardType.DRAGON_BALL}),
}


class PlayerSpec(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """One player: the MP set (one card per level), its state and every zone by title."""

    mp: list[str]  # every level of the MP set; the one at ``level`` is in play
    level: int = 1
    stage: int = 5  # power stages above zero, for every MP level
    anger: int = 0
    mastery: str | None = None
    life: list[str] = []  # the Life Deck, TOP card first
    hand: list[str] = []
    discard: list[str] = []  # bottom first: the last is the top
    banished: list[str] = []
    drills: list[str] = []
    setups: list[str] = []
    allies: list[str | tuple[str, int]] = []  # a title, or [title, stages above zero]
    dragon_balls: list[str] = []
    attached: list[str] = []  # on the MP the card's text names (yours or your opponent's)


class PositionSpec(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """Both players, the turn number, the active player and the step to start at."""

    p1: PlayerSpec
    p2: PlayerSpec
    turn: int = 3
    active: Seat = "p1"
    step: Step = "combat"  # combat: the active player's first Action; planning; draw


class CardSpec(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """A scenario's own card (``type`` and ``text``), or the printing of a title to use."""

    title: str
    type: CardType | None = None
    text: str | None = None
    style: Style = Style.FREESTYLE
    level: int | None = None
    pur: int | None = None
    power_stages: list[int] = []
    alignment: Alignment = Alignment.NONE
    endurance: int = 0
    traits: list[str] = []
    set_name: str | None = None  # a printing: its set ...
    number: str | None = None  # ... and its number ("R138")


# --- cards a scenario defines ------------------------------------------------------------
def build_kit(base: DbzKit, cards: Sequence[Mapping[str, Any]], path: str) -> DbzKit:
    """The card pool with the scenario's own cards and chosen printings."""
    if not cards:
        return base
    extra: list[Card] = []
    chosen: dict[str, Card] = {}  # loose title -> the printing to use
    for index, raw in enumerate(cards):
        where = f"card[{index}]"
        try:
            spec = msgspec.convert(dict(raw), CardSpec, strict=True)
        except msgspec.ValidationError as exc:
            reason, _, at = str(exc).partition(" - at ")
            sub = at.strip().strip("`").removeprefix("$").lstrip(".")
            raise DataError(path, reason, field=f"{where}.{sub}" if sub else where) from None
        if spec.type is None and spec.text is None:
            printing = _printing(base.pool, spec, path, where)
            chosen[loose_key(printing.title)] = printing
        else:
            extra.append(_own_card(base, spec, index, path, where))
    kept = [c for c in base.pool if chosen.get(loose_key(c.title), c) is c]
    kit = DbzKit(CardPool([*kept, *extra]))
    for index, card in enumerate(extra):
        _check_executable(kit, card, path, f"card[{index}].text")
    return kit


def _printing(pool: CardPool, spec: CardSpec, path: str, where: str) -> Card:
    if spec.set_name is None and spec.number is None:
        raise DataError(
            path,
            "a scenario card gives type and text (its own card) or set_name/number (a printing)",
            field=where,
        )
    printings = pool.printings(spec.title)
    if not printings:
        raise DataError(path, f"no card is titled {spec.title!r}", field=f"{where}.title")
    found = [
        c
        for c in printings
        if (spec.set_name is None or c.set_name.lower() == spec.set_name.lower())
        and (spec.number is None or c.short_number == short_number(spec.number))
    ]
    if len(found) != 1:
        known = "; ".join(f"{c.set_name} {c.short_number}" for c in printings)
        what = "no" if not found else "more than one"
        raise DataError(
            path, f"{what} printing of {spec.title!r} matches (printings: {known})", field=where
        )
    return found[0]


def _own_card(base: DbzKit, spec: CardSpec, index: int, path: str, where: str) -> Card:
    if spec.type is None or spec.text is None:
        raise DataError(path, "a scenario's own card needs both type and text", field=where)
    if base.pool.printings(spec.title):
        raise DataError(
            path, f"a card titled {spec.title!r} already exists", field=f"{where}.title"
        )
    name, _, sub_name = spec.title.partition(" - ")
    return Card(
        id=f"scenario-{index + 1}",
        title=spec.title,
        name=name,
        sub_name=sub_name or None,
        type=spec.type,
        style=spec.style,
        set_name="Scenario",
        number=f"S{index + 1}",
        level=spec.level,
        pur=spec.pur,
        power_stages=tuple(spec.power_stages),
        alignment=spec.alignment,
        endurance=spec.endurance,
        text=spec.text,
        traits=tuple(spec.traits),
    )


def _check_executable(kit: DbzKit, card: Card, path: str, field: str) -> None:
    """Refuse a card whose text does not compile or cannot be executed yet, naming it."""
    result = kit.result(card)
    if not result.is_complete:
        raise DataError(
            path,
            f"{card.title!r} cannot be used: its text does not execute "
            f"(first problem: {result.unknown_phrases[0]})",
            field=field,
        )


# --- the position ---------------------------------------------------------------------------
class _Builder:
    """Creates the cards of a position in a fixed order, so card ids are stable."""

    def __init__(self, state: DbzState, kit: DbzKit, path: str) -> None:
        self.state = state
        self.kit = kit
        self.path = path

    def add(self, seat: int, title: str, zone: Zone, field: str) -> int:
        if len(self.state.defs) >= MAX_POSITION_CARDS:
            raise DataError(
                self.path, f"a position holds at most {MAX_POSITION_CARDS:,} cards", field=field
            )
        card = self.kit.pool.find(title)
        if card is None:
            raise DataError(self.path, f"no card is titled {title!r}", field=field)
        _check_executable(self.kit, card, self.path, field)
        kinds = ZONE_TYPES.get(zone)
        if kinds is not None and card.type not in kinds:
            names = " or ".join(sorted(k.value for k in kinds))
            raise DataError(
                self.path, f"{card.title!r} is a {card.type.value}, not a {names}", field=field
            )
        state = self.state
        cid = state.new_card(card, seat, zone_code(seat, zone))
        state.stage.append(0)
        state.used_turn.append(-1)
        return cid

    def check_range(self, field: str, value: int, low: int, high: int, rule: str) -> None:
        """Refuse a number outside what the rules allow, naming the field."""
        if not low <= value <= high:
            raise DataError(self.path, f"{value} is not from {low} to {high} ({rule})", field=field)

    def player(self, seat: int, spec: PlayerSpec) -> list[int]:
        """Lay out one player; returns the attached cards still to be put on an MP."""
        state = self.state
        base = f"position.p{seat + 1}"
        self.check_range(f"{base}.level", spec.level, 1, MAX_LEVEL, "DBZ RB: Making a Deck")
        self.check_range(
            f"{base}.stage", spec.stage, 0, MAX_STAGE, "DBZ RB: Glossary — Power Stages"
        )
        self.check_range(f"{base}.anger", spec.anger, 0, MAX_ANGER, "DBZ RB: Anger")
        for index, title in enumerate(spec.mp):
            field = f"{base}.mp[{index}]"
            card = self.kit.pool.find(title)
            level = card.level if card is not None else None
            cid = self.add(seat, title, Zone.MP if level == spec.level else Zone.MP_SET, field)
            state.stage[cid] = spec.stage
        if len(state.cards_in(seat, Zone.MP)) != 1:
            raise DataError(
                self.path, f"mp must list one card of level {spec.level}", field=f"{base}.mp"
            )
        if spec.mastery is not None:
            self.add(seat, spec.mastery, Zone.MASTERY, f"{base}.mastery")
        for index in reversed(range(len(spec.life))):  # written top first
            self.add(seat, spec.life[index], Zone.LIFE, f"{base}.life[{index}]")
        attached: list[int] = []
        for name, zone in LIST_ZONES.items():
            entries: list[str | tuple[str, int]] = getattr(spec, name)
            for index, entry in enumerate(entries):
                title, stage = (entry, DEFAULT_ALLY_STAGE) if isinstance(entry, str) else entry
                cid = self.add(seat, title, zone, f"{base}.{name}[{index}]")
                if zone is Zone.ALLIES:
                    where = f"{base}.{name}[{index}]"
                    self.check_range(where, stage, 0, MAX_STAGE, "DBZ RB: Glossary — Power Stages")
                    state.stage[cid] = stage
                if zone is Zone.ATTACHED:
                    attached.append(cid)
        state.anger[seat] = spec.anger
        return attached


def build_state(
    spec: PositionSpec, kit: DbzKit, seed: int, options: dict[str, Any], path: str
) -> DbzState:
    """A DBZ state at the written position, advanced to its first decision."""
    if not 1 <= spec.turn <= MAX_POSITION_TURN:
        raise DataError(
            path, f"turn must be from 1 to {MAX_POSITION_TURN:,}", field="position.turn"
        )
    state = DbzState(seed, kit)
    state.options = dict(options)
    builder = _Builder(state, kit, path)
    attached = [(seat, builder.player(seat, p)) for seat, p in ((0, spec.p1), (1, spec.p2))]
    for seat, cards in attached:
        for cid in cards:
            # An attached card sits on the MP its text names (DBZ RB: Glossary — Attached Cards).
            text = state.defs[cid].text.lower()
            target = 1 - seat if "attach to your opponent's mp" in text else seat
            state.attached_to[cid] = state.mp(target)
    problems = invariant_violations(state)
    if problems:
        raise DataError(path, f"no game can reach this position: {problems[0]}", field="position")
    active = SEATS[spec.active]
    state.active = active
    state.turn = spec.turn
    state.first_player = active if spec.turn % 2 == 1 else 1 - active
    # The rest of the turn, its end included ("at the end of each turn"): the step the
    # position starts at and every step after it; the edges before it have passed.
    frames = turn_frames(active)
    if spec.step == "combat":
        state.in_combat = state.combat_declared = True
        state.initiator = active
        state.step = "combat"
        frames = frames[: frames.index(("combat_choice", active))]
        frames += [("combat_end",), ("combat_action", active)]
    else:
        first = ("draw" if spec.step == "draw" else "planning", active)
        frames = frames[: next(i for i, f in enumerate(frames) if f[:2] == first) + 1]
    state.frames = frames
    advance(state)
    return state


# --- actions written in notation, legal or not -----------------------------------------------
_IN_PLAY_ORDER = (Zone.MP, Zone.ALLIES, Zone.MASTERY, Zone.DRILLS, Zone.SETUPS, Zone.DRAGON_BALLS)


def written_action(state: DbzState, text: str, seat: int) -> Action | None:
    """``play``, ``use`` or ``defend with`` a card, written as meant, legal or not."""
    m = re.fullmatch(r"(play|use|defend with|defend)\s+(.+)", " ".join(text.split()), re.I)
    if m is None:
        return None
    verb, name = m.group(1).lower(), m.group(2).lower()

    def find(zones: tuple[Zone, ...], written: str) -> int:
        # "Red Knee Lift", "Red Knee Lift #14" or "#14": the id is optional (docs/scenarios.md).
        named = re.fullmatch(r"(.*?)\s*#(\d+)", written)
        for zone in zones:
            for card in state.cards_in(seat, zone):
                if named is not None:
                    if card == int(named.group(2)) and state.defs[card].title.lower().startswith(
                        named.group(1)
                    ):
                        return card
                elif state.defs[card].title.lower().startswith(written):
                    return card
        return -1

    if verb == "play":
        # "play Red Knee Lift by Tenshinhan - Returned": the personality performing the attack.
        performed = re.fullmatch(r"(.+?)\s+by\s+(.+)", name)
        if performed is None:
            card = find((Zone.HAND,), name)
            return PlayCard(card=card) if card >= 0 else None
        card = find((Zone.HAND,), performed.group(1))
        by = find((Zone.MP, Zone.ALLIES), performed.group(2))
        if card < 0 or by < 0:
            return None
        return PlayCard(card=card, by=-1 if by == state.mp(seat) else by)
    if verb == "use":
        card = find((*_IN_PLAY_ORDER, Zone.ATTACHED), name)
        return UsePower(card=card) if card >= 0 else None
    card = find((Zone.HAND, *_IN_PLAY_ORDER), name)
    return Defend(card=card) if card >= 0 else None
