"""Build a Soul Deck game at any position from a written description (docs/scenarios.md).

A position names every card of both players by zone, their life, the turn, the active
player and the phase to start in. Cards a scenario defines itself join the shipped library.
Errors are DataError whose ``field`` is the dotted path of the entry (``position.p1.hand[2]``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any, Literal

import msgspec

from reishi.engine.actions import Action
from reishi.engine.errors import DataError
from reishi.games.soul_deck.actions import (
    DeclareAttacker,
    DeclareBlocker,
    PlayCard,
    PlayEnergy,
    UseAbility,
)
from reishi.games.soul_deck.carddef import CardDef
from reishi.games.soul_deck.flow import advance
from reishi.games.soul_deck.kit import CardKit
from reishi.games.soul_deck.library import CardLibrary, card_problem
from reishi.games.soul_deck.state import SoulDeckState, Zone, zone_code

Seat = Literal["p1", "p2"]
SEATS = {"p1": 0, "p2": 1}
Phase = Literal["mulligan", "start", "main1", "combat", "main2", "end"]
ZONE_FIELDS = {
    "deck": Zone.DECK,
    "hand": Zone.HAND,
    "characters": Zone.CHARACTERS,
    "support": Zone.SUPPORT,
    "field": Zone.FIELD,
    "burial": Zone.BURIAL,
}
IN_PLAY_ZONES = (Zone.CHARACTERS, Zone.SUPPORT, Zone.FIELD)


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


# --- cards a scenario defines ------------------------------------------------------------
SCENARIO_NOTE = "scenario card: every field is the scenario's own"


def build_kit(base: CardKit, cards: Sequence[Mapping[str, Any]], path: str) -> CardKit:
    """The shipped cards plus a scenario's ``[[card]]`` tables (fields of a card file)."""
    if not cards:
        return base
    extra: list[CardDef] = []
    titles = set(base.library.titles())
    for index, raw in enumerate(cards):
        where = f"card[{index}]"
        fields = dict(raw)
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
        problem = card_problem(card)
        if problem is not None:
            raise DataError(
                path, f"card {card.title!r}: {problem[1]}", field=f"{where}.{problem[0]}"
            )
        if card.title in titles:
            raise DataError(
                path, f"a card titled {card.title!r} already exists", field=f"{where}.title"
            )
        if card.text.strip() and not (card.effects or card.upkeep or card.bonus or card.keywords):
            # Never play a card without its text: the text is only what the data does.
            raise DataError(
                path,
                f"card {card.title!r} has text but no effects, upkeep, bonus or keywords, "
                "so its text would not execute",
                field=f"{where}.text",
            )
        titles.add(card.title)
        extra.append(card)
    return CardKit(CardLibrary([*base.library, *extra]))


# --- the position ---------------------------------------------------------------------------
def build_state(
    spec: PositionSpec, kit: CardKit, seed: int, options: dict[str, Any], path: str
) -> SoulDeckState:
    """A Soul Deck state at the written position, advanced to its first decision."""
    if spec.turn < 1:
        raise DataError(path, "turn must be at least 1", field="position.turn")
    state = SoulDeckState(seed)
    state.options = dict(options)
    active = SEATS[spec.active]
    state.active = active
    state.turn = spec.turn
    state.first_player = active if spec.turn % 2 == 1 else 1 - active
    state.energy_played = spec.energy_played
    state.mulligans = [0, 0] if spec.phase == "mulligan" else [9, 9]
    for seat, player in enumerate((spec.p1, spec.p2)):
        state.life[seat] = player.life
        for name, zone in ZONE_FIELDS.items():
            entries: list[Entry] = getattr(player, name)
            # Decks are written top first; the zone list keeps the top last.
            order = list(enumerate(entries))
            for index, entry in reversed(order) if zone is Zone.DECK else order:
                card = entry if isinstance(entry, CardSpec) else CardSpec(title=entry)
                field = f"position.p{seat + 1}.{name}[{index}]"
                if card.count < 1:
                    raise DataError(path, "count must be at least 1", field=f"{field}.count")
                for _ in range(card.count):
                    _add(state, kit, seat, zone, card, spec.turn, (path, field))
    frames: dict[str, list[tuple[Any, ...]]] = {
        "mulligan": [("turn",), ("mulligan", 1 - active), ("mulligan", active)],
        "start": [("turn",)],
        "main1": [("end",), ("main", 2), ("combat",), ("main", 1)],
        "combat": [("end",), ("main", 2), ("combat",)],
        "main2": [("end",), ("main", 2)],
        "end": [("end",)],
    }
    if spec.phase in ("start", "mulligan"):
        # The turn frame counts the turn itself (SD: TURN PHASES).
        state.turn -= 1 if spec.phase == "start" else spec.turn
    state.phase = {"main2": "Main 2", "main1": "Main 1"}.get(spec.phase, "")
    state.frames = list(frames[spec.phase])
    advance(state)
    return state


def _add(
    state: SoulDeckState,
    kit: CardKit,
    seat: int,
    zone: Zone,
    spec: CardSpec,
    turn: int,
    where: tuple[str, str],
) -> int:
    path, field = where
    if spec.title not in kit.library:
        raise DataError(path, f"no card is titled {spec.title!r}", field=field)
    info = kit.info(spec.title)
    card = state.new_card(info.defn, seat, zone_code(seat, zone))
    state.info.append(info)
    state.damage.append(spec.damage)
    if zone in IN_PLAY_ZONES:
        state.exhausted[card] = spec.exhausted
        state.entered[card] = turn if spec.new else max(0, turn - 1)
    elif spec.exhausted or spec.damage or spec.new or spec.equipment:
        raise DataError(path, "exhausted, damage, new and equipment apply in play", field=field)
    for index, title in enumerate(spec.equipment):
        eq_field = f"{field}.equipment[{index}]"
        eq = _add(state, kit, seat, Zone.SUPPORT, CardSpec(title=title), turn, (path, eq_field))
        state.attached_to[eq] = card
    return card


# --- actions written in notation, legal or not -----------------------------------------------
def written_action(state: SoulDeckState, text: str, seat: int) -> Action | None:
    """An action written ``text`` that need not be legal (to ask the rules why not)."""
    want = " ".join(re.sub(r"\s*#\d+", "", text).split()).lower()

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
        target = find(theirs, m.group(3)) if m.group(3) else -1
        if m.group(3) and target < 0:
            target = find(own, m.group(3))
        return PlayCard(card=card, tributes=tributes, target=target) if card >= 0 else None
    if m := re.fullmatch(r"attack with (.+)", want):
        card = find(own, m.group(1))
        return DeclareAttacker(card=card) if card >= 0 else None
    if m := re.fullmatch(r"block (.+) with (.+)", want):
        attacker, blocker = find(theirs, m.group(1)), find(own, m.group(2))
        if min(attacker, blocker) < 0:
            return None
        return DeclareBlocker(blocker=blocker, attacker=attacker)
    if m := re.fullmatch(r"(blut vene|blut arterie) (.+)", want):
        card = find(own, m.group(2))
        return UseAbility(card=card, ability=m.group(1).title()) if card >= 0 else None
    return None
