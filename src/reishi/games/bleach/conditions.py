"""Conditions of abilities: tests of the game from a seat's and a source card's view.

ARD: Costs — a conditional cost or a "use only while" test; a conditional effect whose
condition fails on resolution does nothing (RB: Do What You Can Rule).
"""

from __future__ import annotations

from dataclasses import dataclass

from reishi.games.bleach.abilities import Condition
from reishi.games.bleach.state import BleachState, Zone
from reishi.games.bleach.stats import has_trait, names_a_trait, traits_of


@dataclass(frozen=True, slots=True)
class PartyAll(Condition):
    """Every character in the seat's party has ``trait`` ("all ... are Wholes")."""

    trait: str
    text: str = ""

    def holds(self, state: BleachState, seat: int, source: int) -> bool:
        """True when no character in the party lacks the trait."""
        return all(has_trait(state, c, self.trait) for c in state.cards_in(seat, Zone.PARTY))

    def describe(self) -> str:
        """The condition in words."""
        return self.text or f"all the characters in your party are {self.trait}"

    def reads_widely(self) -> bool:
        """Only the seat's own party."""
        return False


@dataclass(frozen=True, slots=True)
class PartyCount(Condition):
    """The seat's party has at least ``count`` characters with ``trait``."""

    trait: str
    count: int
    text: str = ""

    def holds(self, state: BleachState, seat: int, source: int) -> bool:
        """True when enough party members have the trait."""
        party = state.cards_in(seat, Zone.PARTY)
        if len(party) < self.count:
            return False  # too few characters, whatever their traits
        wanted = self.count
        if wanted <= 0:
            return True
        trait = self.trait
        info = state.info
        # has_trait written out, stopping at the count: an event's condition asked at most
        # priority windows (a party member's own grants only if its title has any).
        for c in party:
            facts = info[c]
            if names_a_trait(trait, traits_of(state, c) if facts.grants_traits else facts.traits):
                wanted -= 1
                if wanted <= 0:
                    return True
        return False

    def describe(self) -> str:
        """The condition in words."""
        return self.text or f"your party has {self.count} or more {self.trait} characters"

    def reads_widely(self) -> bool:
        """Only the seat's own party."""
        return False


@dataclass(frozen=True, slots=True)
class InBattle(Condition):
    """A battle is in progress (ARD: Battle — battles start in Phase C step 3)."""

    text: str = "during a battle"

    def holds(self, state: BleachState, seat: int, source: int) -> bool:
        """True from Phase C.3 until the battle ends."""
        return state.battle is not None and state.battle.started and not state.battle.locked

    def needs_battle(self) -> bool:
        """Never holds before a battle begins."""
        return True

    def reads_widely(self) -> bool:
        """Only the battle."""
        return False
