"""The parts of an effect's cost (ARD: Costs): energy, depleting or removing the source,
discarding from hand. They read payment and stats, so they sit above those modules.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from reishi.games.bleach.abilities import Cost
from reishi.games.bleach.carddef import EnergyKind
from reishi.games.bleach.filters import CardFilter
from reishi.games.bleach.payment import can_pay_energy
from reishi.games.bleach.state import BleachState, Zone
from reishi.games.bleach.stats import can_use_deplete_effects


@dataclass(frozen=True, slots=True)
class EnergyCost(Cost):
    """Deplete renewed energy cards of the listed kinds."""

    amounts: tuple[tuple[EnergyKind, int], ...]

    def can_pay(self, state: BleachState, seat: int, source: int) -> bool:
        """Enough renewed energy of each kind."""
        return can_pay_energy(state, seat, self.amounts)

    def describe(self) -> str:
        """E.g. '1 mind, 2 body energy'."""
        return ", ".join(f"{n} {k.value}" for k, n in self.amounts if n) + " energy"

    def energy(self) -> tuple[tuple[EnergyKind, int], ...]:
        """The energy of each kind to pay."""
        return self.amounts

    def reads_widely(self) -> bool:
        """Only the payer's own energy row."""
        return False


@dataclass(frozen=True, slots=True)
class DepleteSelf(Cost):
    """Deplete the source (characters only if in play since their controller's turn began)."""

    def can_pay(self, state: BleachState, seat: int, source: int) -> bool:
        """Renewed, and for characters in play since the start of the turn (or Swift)."""
        return not state.depleted[source] and can_use_deplete_effects(state, source)

    def reads_widely(self) -> bool:
        """Only the source card."""
        return False

    def describe(self) -> str:
        """As printed."""
        return "Deplete this card"


@dataclass(frozen=True, slots=True)
class RemoveSelf(Cost):
    """Remove the source from the game."""

    def can_pay(self, state: BleachState, seat: int, source: int) -> bool:
        """Always payable while the source is in play."""
        return state.in_play(source)

    def reads_widely(self) -> bool:
        """Only the source card."""
        return False

    def describe(self) -> str:
        """As printed."""
        return "Remove this card from the game"


@dataclass(frozen=True, slots=True)
class DiscardFromHand(Cost):
    """Discard a matching card from hand (not the card being played)."""

    filter: CardFilter = field(default_factory=lambda: CardFilter(zones=(Zone.HAND,), side="you"))
    text: str = "Discard a card from your hand"

    def can_pay(self, state: BleachState, seat: int, source: int) -> bool:
        """At least one matching card in hand."""
        return self.filter.any_match(state, seat, source, excluded=source)

    def choices(self, state: BleachState, seat: int, source: int) -> list[int]:
        """Matching cards in hand other than the source."""
        return [c for c in self.filter.candidates(state, seat, source) if c != source]

    def reads_widely(self) -> bool:
        """Whatever its filter scans."""
        return self.filter.reads_widely()

    def describe(self) -> str:
        """As printed."""
        return self.text
