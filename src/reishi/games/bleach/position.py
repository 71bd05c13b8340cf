"""Build a Bleach game at any position from a written description (docs/scenarios.md).

A position names every card of both players in every zone, whose turn it is, the turn
number and the step to start at; scenario files use it to set up a ruling in one table.
Cards a scenario defines itself join the shipped library through :class:`ScenarioKit`;
``scenario_hooks.py`` plugs all of it into the scenario runner.
Errors are :class:`~reishi.engine.errors.DataError` whose ``field`` is the dotted path of
the offending entry (e.g. ``position.p1.party[2]``), so the caller can name the line.
"""

from __future__ import annotations

import re
from typing import Any, Literal

import msgspec

from reishi.engine.actions import Action, PassPriority
from reishi.engine.errors import DataError
from reishi.games.bleach.abilities import Ability
from reishi.games.bleach.actions import (
    Boost,
    DeclareAttack,
    Defend,
    DrawCard,
    KeepHand,
    Mulligan,
    NoDefense,
    PassMainStep,
    PlayCard,
    PlayEnergy,
    UseEffect,
)
from reishi.games.bleach.carddef import CardDef, CardType
from reishi.games.bleach.effect_text import effect_abilities
from reishi.games.bleach.flow import advance
from reishi.games.bleach.kit import CardKit, default_kit
from reishi.games.bleach.library import CardLibrary, _card_problem, load_library
from reishi.games.bleach.state import BleachState, Zone, zone_code

Seat = Literal["p1", "p2"]
Step = Literal["mulligan", "resource", "main", "end"]
SEATS: dict[str, int] = {"p1": 0, "p2": 1}


class CardSpec(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """One card (or ``count`` copies) in a zone, with its state in play."""

    title: str
    count: int = 1
    depleted: bool = False
    in_play_since_turn_start: bool = True  # false: it entered play this turn
    attached: list[str] = []  # items under a character (party entries only)
    owner: Seat | None = None  # another owner than the seat holding it (cards in play only)


CardEntry = str | CardSpec


class PlayerSpec(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """Every zone of one player; zone lists name cards by title."""

    guardian: str
    power: int | None = None  # default: the guardian's printed power
    guardian_depleted: bool = False
    guardian_attached: list[str] = []  # Bankai events attached to the guardian
    deck: list[CardEntry] = []  # TOP card first
    hand: list[CardEntry] = []
    side: list[CardEntry] = []
    energy: list[CardEntry] = []
    party: list[CardEntry] = []
    grounds: list[CardEntry] = []
    discard: list[CardEntry] = []  # oldest first: the last is the top of the pile
    removed: list[CardEntry] = []  # oldest first


class PositionSpec(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """Both players, the turn number, the active player and the step to start at."""

    p1: PlayerSpec
    p2: PlayerSpec
    turn: int = 3
    active: Seat = "p1"
    step: Step = "main"
    first_player: Seat | None = None  # default: whoever's turn 1 was, given turn and active


# --- cards a scenario defines ------------------------------------------------------------
SCENARIO_NOTE = "scenario card: every field is the scenario's own"
_BEHAVIOUR_FIELDS = ("behaviour", "effects")


class ScenarioKit(CardKit):
    """The shipped cards plus a scenario's own cards and their behaviour."""

    __slots__ = ("_extra",)

    def __init__(self, library: CardLibrary, extra: dict[str, tuple[Ability, ...]]) -> None:
        super().__init__(library)
        self._extra = extra

    def abilities(self, title: str) -> tuple[Ability, ...]:
        """A scenario card's behaviour, else the shipped behaviour of the title."""
        found = self._extra.get(title)
        return found if found is not None else super().abilities(title)


def build_kit(cards: list[dict[str, Any]], path: str) -> CardKit:
    """The kit for a scenario: the shipped library plus its ``[[card]]`` tables."""
    if not cards:
        return default_kit()
    base = load_library()
    kit_cards: list[CardDef] = list(base)
    titles = set(base.titles())
    plan: list[tuple[CardDef, str | None, list[str], str]] = []
    for index, raw in enumerate(cards):
        where = f"card[{index}]"
        fields = dict(raw)
        behaviour = fields.pop("behaviour", None)
        effects = fields.pop("effects", [])
        for name in ("sample", "provisional", "provisional_note"):
            if name in fields:
                raise DataError(
                    path, f"{name} is set automatically for scenario cards", field=f"{where}.{name}"
                )
        fields.update(sample=True, provisional=True, provisional_note=SCENARIO_NOTE)
        try:
            card = msgspec.convert(fields, CardDef, strict=True)
        except msgspec.ValidationError as exc:
            reason, _, at = str(exc).partition(" - at ")
            sub = at.strip().strip("`").removeprefix("$").lstrip(".")
            raise DataError(path, reason, field=f"{where}.{sub}" if sub else where) from None
        problem = _card_problem(card)
        if problem is not None:
            raise DataError(
                path, f"card {card.title!r}: {problem[1]}", field=f"{where}.{problem[0]}"
            )
        if card.title in titles:
            raise DataError(
                path, f"a card titled {card.title!r} already exists", field=f"{where}.title"
            )
        if behaviour is not None and not isinstance(behaviour, str):
            raise DataError(path, "behaviour must be a card title", field=f"{where}.behaviour")
        if not isinstance(effects, list) or not all(isinstance(e, str) for e in effects):
            raise DataError(path, "effects must be a list of strings", field=f"{where}.effects")
        if behaviour is not None and effects:
            raise DataError(path, "give behaviour or effects, not both", field=f"{where}.behaviour")
        if behaviour is None and not effects and _has_rules_text(card.text):
            # A card is never played without its text (docs/scenarios.md): say how it works.
            raise DataError(
                path,
                f"card {card.title!r} has text but neither behaviour nor effects, "
                "so its text would not execute",
                field=f"{where}.text",
            )
        titles.add(card.title)
        kit_cards.append(card)
        plan.append((card, behaviour, effects, where))
    library = CardLibrary(kit_cards, base.sources)
    kit = ScenarioKit(library, {})
    extra: dict[str, tuple[Ability, ...]] = {}
    for card, behaviour, effects, where in plan:
        if behaviour is not None:
            if behaviour not in library:
                raise DataError(
                    path,
                    f"behaviour: no card is titled {behaviour!r}{library.suggest(behaviour)}",
                    field=f"{where}.behaviour",
                )
            extra[card.title] = kit.abilities(behaviour)
        else:
            extra[card.title] = effect_abilities(effects, card.type, path, None, f"{where}.effects")
    kit._extra.update(extra)
    return kit


def _has_rules_text(text: str) -> bool:
    """Text other than card rules in parentheses (those the rules apply themselves)."""
    stripped = text.strip()
    return bool(stripped) and not (stripped.startswith("(") and stripped.endswith(")"))


# --- the position ---------------------------------------------------------------------------
_IN_PLAY_FIELDS = ("energy", "party", "grounds")
_ZONE_OF_FIELD = {
    "deck": Zone.DECK,
    "hand": Zone.HAND,
    "side": Zone.SIDE,
    "energy": Zone.ENERGY,
    "party": Zone.PARTY,
    "grounds": Zone.GROUNDS,
    "discard": Zone.DISCARD,
    "removed": Zone.REMOVED,
}
_TYPE_OF_FIELD = {
    "energy": CardType.ENERGY,
    "party": CardType.CHARACTER,
    "grounds": CardType.BATTLEGROUND,
}


class _Builder:
    """Creates the cards of a position in a fixed order, so card ids are stable."""

    def __init__(self, state: BleachState, kit: CardKit, spec: PositionSpec, path: str) -> None:
        self.state = state
        self.kit = kit
        self.spec = spec
        self.path = path

    def fail(self, message: str, field: str) -> DataError:
        return DataError(self.path, message, field=field)

    def definition(self, title: str, field: str) -> CardDef:
        if title not in self.kit.library:
            raise self.fail(f"no card is titled {title!r}{self.kit.library.suggest(title)}", field)
        return self.kit.get(title)

    def entered(self, seat: int, since_start: bool) -> int:
        # RB: Using Character Cards — "in play at the start of your turn" means it entered
        # before its controller's latest turn began.
        if not since_start:
            return self.spec.turn
        return max(0, self.state.turn_started[seat] - 1)

    def player(self, seat: int, spec: PlayerSpec) -> None:
        state = self.state
        base = f"position.p{seat + 1}"
        guardian = self.definition(spec.guardian, f"{base}.guardian")
        if guardian.type is not CardType.GUARDIAN:
            raise self.fail(
                f"{spec.guardian!r} is a {guardian.type}, not a guardian", f"{base}.guardian"
            )
        gid = state.new_card(guardian, seat, zone_code(seat, Zone.GUARDIAN))
        state.depleted[gid] = spec.guardian_depleted
        state.entered[gid] = 0
        power = spec.power if spec.power is not None else guardian.power or 0
        if power < 0:
            raise self.fail("power cannot be negative", f"{base}.power")
        state.power[seat] = power
        for index, title in enumerate(spec.guardian_attached):
            field = f"{base}.guardian_attached[{index}]"
            defn = self.definition(title, field)
            if defn.bankai_for is None:
                raise self.fail(f"{title!r} is not a Bankai event", field)
            self.attach(defn, seat, seat, gid)
        for name in ("deck", "hand", "side", "energy", "party", "grounds", "discard", "removed"):
            entries: list[CardEntry] = getattr(spec, name)
            order = list(enumerate(entries))
            if name == "deck":
                order.reverse()  # listed top first; zone lists keep the top last
            for index, entry in order:
                self.entry(seat, name, index, entry)

    def entry(self, seat: int, name: str, index: int, entry: CardEntry) -> None:
        state = self.state
        field = f"position.p{seat + 1}.{name}[{index}]"
        card = CardSpec(title=entry) if isinstance(entry, str) else entry
        if card.count < 1:
            raise self.fail("count must be at least 1", f"{field}.count")
        defn = self.definition(
            card.title, f"{field}.title" if isinstance(entry, CardSpec) else field
        )
        wanted = _TYPE_OF_FIELD.get(name)
        if wanted is not None and defn.type is not wanted:
            raise self.fail(f"{card.title!r} is a {defn.type}; {name} holds {wanted} cards", field)
        in_play = name in _IN_PLAY_FIELDS
        if not in_play:
            if card.depleted or card.attached or card.owner is not None:
                raise self.fail(
                    f"depleted, attached and owner apply to cards in play, not {name}", field
                )
            if not card.in_play_since_turn_start:
                raise self.fail(
                    f"in_play_since_turn_start applies to cards in play, not {name}", field
                )
        if card.attached and name != "party":
            raise self.fail("only characters have attached items", f"{field}.attached")
        owner = SEATS[card.owner] if card.owner is not None else seat
        for _ in range(card.count):
            cid = state.new_card(defn, owner, zone_code(seat, _ZONE_OF_FIELD[name]))
            if in_play:
                state.controller[cid] = seat
                state.depleted[cid] = card.depleted
                state.entered[cid] = self.entered(seat, card.in_play_since_turn_start)
            for a_index, title in enumerate(card.attached):
                a_field = f"{field}.attached[{a_index}]"
                item = self.definition(title, a_field)
                if item.type is not CardType.ITEM:
                    raise self.fail(f"{title!r} is a {item.type}; only items attach", a_field)
                self.attach(item, seat, seat, cid)

    def attach(self, defn: CardDef, owner: int, seat: int, host: int) -> None:
        state = self.state
        cid = state.new_card(defn, owner, zone_code(seat, Zone.ATTACHED))
        state.attached_to[cid] = host
        state.entered[cid] = state.entered[host]


def build_state(
    spec: PositionSpec, kit: CardKit, seed: int, options: dict[str, Any], path: str
) -> BleachState:
    """A Bleach state at the described position, advanced to its first decision."""
    if spec.turn < 1:
        raise DataError(path, "turn must be at least 1", field="position.turn")
    state = BleachState(seed, kit)
    state.options = dict(options)
    active = SEATS[spec.active]
    turn = spec.turn
    first = (
        SEATS[spec.first_player]
        if spec.first_player is not None
        else (active if turn % 2 == 1 else 1 - active)
    )
    # Turns alternate from the first player's turn 1 (RB: How a Turn Works).
    if (turn % 2 == 1) != (active == first):
        raise DataError(
            path,
            f"turn {turn} cannot be p{active + 1}'s when p{first + 1} took turn 1",
            field="position.active",
        )
    if spec.step == "mulligan" and turn != 1:
        raise DataError(
            path, "the mulligan happens before turn 1: use turn = 1", field="position.step"
        )
    state.first_player = state.flip_winner = first
    state.active = active
    state.turn = turn
    state.turn_started[active] = turn
    state.turn_started[1 - active] = turn - 1
    builder = _Builder(state, kit, spec, path)
    builder.player(0, spec.p1)
    builder.player(1, spec.p2)
    info = getattr(kit, "info", None)
    if info is not None and hasattr(state, "info"):
        state.set_info([info(d) for d in state.defs])  # per-title facts, as new_state does
    _set_step(state, spec.step, turn, active, first)
    advance(state)
    return state


def _set_step(state: BleachState, step: str, turn: int, active: int, first: int) -> None:
    """Put the turn procedure's frames where ``step`` begins (see ``turn_steps.h_start_turn``)."""
    state.mulligan_used = [True, True]
    if step == "mulligan":
        state.mulligan_used = [False, False]
        state.turn = 0
        state.turn_started = [0, 0]
        state.frames = [("start_turn",), ("mulligan", 1 - first), ("mulligan", first)]
        return
    if step == "resource":
        # h_start_turn counts the turn, notes when it started and pushes the whole turn.
        state.turn = turn - 1
        state.turn_started[active] = turn - 1
        state.frames = [("start_turn",)]
        return
    end_frames: list[tuple[Any, ...]] = [("end_turn",), ("window", "End step"), ("end_begin",)]
    if step == "main":
        state.step = "main"
        state.phase = "Main step"
        state.frames = [*end_frames, ("main",)]
    else:
        state.step = "end"
        state.phase = "End step"
        state.frames = end_frames


# --- actions written in notation, legal or not -----------------------------------------------
_REF = re.compile(r"^(?P<title>.*?)(?:\s*#(?P<id>\d+))?$")
_VERB_ZONES: dict[str, tuple[Zone, ...]] = {
    "play": (Zone.HAND,),
    "boost": (Zone.HAND,),
    "energy": (Zone.SIDE,),
    "defend": (Zone.PARTY,),
    "attack": (Zone.PARTY,),
    "use": (Zone.PARTY, Zone.GROUNDS, Zone.ATTACHED, Zone.GUARDIAN),
}
_PLAIN: dict[str, Action] = {
    "pass": PassPriority(),
    "end main step": PassMainStep(),
    "keep": KeepHand(),
    "mulligan": Mulligan(),
    "draw": DrawCard(),
    "no defense": NoDefense(),
}


def find_card(state: BleachState, ref: str, seat: int, zones: tuple[Zone, ...]) -> int | None:
    """A card written as ``Title #id`` or a title prefix: the seat's zones first, then anywhere."""
    m = _REF.match(ref.strip())
    if m is None:
        return None
    if m.group("id") is not None:
        cid = int(m.group("id"))
        return cid if 0 <= cid < len(state.defs) else None
    wanted = m.group("title").strip().lower()
    if not wanted:
        return None
    places = [(seat, z) for z in zones] + [(s, z) for s in (seat, 1 - seat) for z in Zone]
    for holder, zone in places:
        for card in reversed(state.cards_in(holder, zone)):
            if state.defs[card].title.lower().startswith(wanted):
                return card
    return None


def parse_notation(state: BleachState, text: str, seat: int) -> Action | None:
    """The action ``text`` writes for ``seat``, legal or not (None if it names nothing)."""
    words = " ".join(text.strip().split())
    plain = _PLAIN.get(words.lower())
    if plain is not None:
        return plain
    verb, _, rest = words.partition(" ")
    verb = verb.lower()
    zones = _VERB_ZONES.get(verb)
    if zones is None or not rest:
        return None
    if verb == "attack":
        ref, _, stat = rest.rpartition(" ")
        card = find_card(state, ref, seat, zones)
        return None if card is None else DeclareAttack(card=card, stat=stat.upper())
    if verb == "use":
        m = re.match(r"^(.*?)\s+effect\s+(\d+)$", rest, re.IGNORECASE)
        if m is None:
            return None
        card = find_card(state, m.group(1), seat, zones)
        index = int(m.group(2)) - 1
        return None if card is None or index < 0 else UseEffect(card=card, ability=index)
    card = find_card(state, rest, seat, zones)
    if card is None:
        return None
    maker: dict[str, type[PlayCard] | type[Boost] | type[PlayEnergy] | type[Defend]] = {
        "play": PlayCard,
        "boost": Boost,
        "energy": PlayEnergy,
        "defend": Defend,
    }
    return maker[verb](card=card)
