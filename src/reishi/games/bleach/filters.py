"""Which cards an effect may pick: card filters and card targets (RB: Choosing Rule).

Filters read traits through ``stats`` (granted traits count), so they sit above it;
``abilities`` holds only the interface a target implements.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from reishi.engine.records import rebuilt_from_fields
from reishi.games.bleach.abilities import TargetSpec
from reishi.games.bleach.carddef import CardType
from reishi.games.bleach.state import PRIVATE_ZONES, ZONE_COUNT, BleachState, Zone
from reishi.games.bleach.stats import has_trait


@dataclass(frozen=True, slots=True)
class CardFilter:
    """Which cards a target or cost may pick; ``side`` is relative to the choosing seat."""

    zones: tuple[Zone, ...] = (Zone.PARTY,)
    side: str = "any"  # "any", "you", "opponent"
    card_type: CardType | None = None
    trait: str | None = None
    all_traits: tuple[str, ...] = ()  # every one required ("an Evil Human")
    card_types: tuple[CardType, ...] = ()  # any one of these types
    depleted: bool | None = None
    in_battle: bool = False
    other_than_source: bool = False
    max_energy_cost: int | None = None  # RB: Energy Cost — the PRINTED sum, never modified

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled by its fields (rebuilt_from_fields)."""
        return rebuilt_from_fields(self)

    def candidates(self, state: BleachState, seat: int, source: int) -> list[int]:
        """Every card matching the filter, in zone order."""
        if self.in_battle:  # only two cards can be in a battle: skip scanning the zones
            b = state.battle
            # ARD: Battle — a battle officially starts in Phase C step 3; before that no
            # character is "in battle".
            if b is None or not b.started:
                return []
            fighters = (b.attacker, b.defender) if b.defender >= 0 else (b.attacker,)
            return [c for c in fighters if self.matches(state, seat, source, c)]
        seats = (
            (seat,) if self.side == "you" else (1 - seat,) if self.side == "opponent" else (0, 1)
        )
        out: list[int] = []
        for s in seats:
            for z in self.zones:
                for c in state.cards_in(s, z):
                    if self.fits(state, source, c):
                        out.append(c)
        return out

    def any_match(self, state: BleachState, seat: int, source: int, excluded: int = -1) -> bool:
        """True if some card other than ``excluded`` matches: ``candidates`` without the list.

        Legal-action checks only ask whether a target or a discard exists, at every window.
        """
        if self.in_battle:
            return any(c != excluded for c in self.candidates(state, seat, source))
        seats = (
            (seat,) if self.side == "you" else (1 - seat,) if self.side == "opponent" else (0, 1)
        )
        for s in seats:
            for z in self.zones:
                for c in state.cards_in(s, z):
                    if c != excluded and self.fits(state, source, c):
                        return True
        return False

    def reads_widely(self) -> bool:
        """True if it scans the other seat's deck, hand, side deck or energy row (a filter
        reads only zones, flags, printed data, traits and a battle once begun)."""
        return self.side != "you" and any(z in PRIVATE_ZONES for z in self.zones)

    def matches(self, state: BleachState, seat: int, source: int, card: int) -> bool:
        """True if ``card`` passes every test of the filter (zone and side included)."""
        if state.zone_name(card) not in self.zones:
            return False
        holder = state.zone[card] // ZONE_COUNT
        if (self.side == "you" and holder != seat) or (self.side == "opponent" and holder == seat):
            return False
        return self.fits(state, source, card)

    def fits(self, state: BleachState, source: int, card: int) -> bool:
        """Every test but zone and side, for a card already found in a zone the filter scans."""
        d = state.defs[card]
        if self.card_type is not None and d.type is not self.card_type:
            return False
        if self.depleted is not None and state.depleted[card] != self.depleted:
            return False
        if self.other_than_source and card == source:
            return False
        if self.max_energy_cost is not None and d.energy_cost > self.max_energy_cost:
            return False
        if self.in_battle:
            b = state.battle
            if b is None or not b.started or card not in (b.attacker, b.defender):
                return False
        if self.card_types and d.type not in self.card_types:
            return False
        if self.trait is None and not self.all_traits:
            return True
        if self.trait is not None and not has_trait(state, card, self.trait):
            return False
        return all(has_trait(state, card, t) for t in self.all_traits)


CHARACTERS_IN_PLAY = CardFilter(card_type=CardType.CHARACTER)
CHARACTERS_IN_BATTLE = CardFilter(card_type=CardType.CHARACTER, in_battle=True)


@dataclass(frozen=True, slots=True)
class Target(TargetSpec):
    """RB: Choosing Rule — a card chosen when the effect is used; checked again on resolution."""

    filter: CardFilter
    prompt: str

    def options(self, state: BleachState, seat: int, source: int) -> list[int]:
        """Cards that may be chosen now."""
        return self.filter.candidates(state, seat, source)

    def exists(self, state: BleachState, seat: int, source: int) -> bool:
        """True if there is at least one card to choose."""
        return self.filter.any_match(state, seat, source)

    def still_valid(self, state: BleachState, seat: int, source: int, chosen: int) -> bool:
        """A chosen card that no longer fits is not affected (RB: Do What You Can Rule)."""
        return self.filter.matches(state, seat, source, chosen)

    def needs_battle(self) -> bool:
        """True when the filter only looks at the characters in battle."""
        return self.filter.in_battle

    def reads_widely(self) -> bool:
        """Whatever its filter scans."""
        return self.filter.reads_widely()
