"""Paying energy: energy cards of one kind are interchangeable, so payment is automatic.

RB: Energy Cards — an energy card is depleted only to pay for something; which card of a
kind is depleted cannot matter, so the engine picks the oldest renewed ones rather than
asking the player a question with no real choice.
"""

from __future__ import annotations

from reishi.games.bleach import ops
from reishi.games.bleach.carddef import CardDef, EnergyKind
from reishi.games.bleach.state import BleachState, Zone

Amounts = tuple[tuple[EnergyKind, int], ...]


def amounts_of(card: CardDef) -> Amounts:
    """A card's printed energy cost as (kind, count) pairs; () for no energy cost."""
    if card.cost is None:
        return ()
    return tuple((k, n) for k, n in card.cost.items() if n)


def renewed_energy(state: BleachState, seat: int, kind: EnergyKind) -> list[int]:
    """Renewed energy cards of one kind in a seat's energy row."""
    depleted = state.depleted
    defs = state.defs
    return [
        c for c in state.cards_in(seat, Zone.ENERGY) if not depleted[c] and defs[c].produces is kind
    ]


def can_pay_energy(state: BleachState, seat: int, amounts: Amounts) -> bool:
    """True if the seat has enough renewed energy of every kind."""
    if not amounts:
        return True
    return all(len(renewed_energy(state, seat, k)) >= n for k, n in amounts)


def pay_energy(state: BleachState, seat: int, amounts: Amounts, rule: str) -> None:
    """Deplete the energy (the caller has checked it can be paid)."""
    for kind, count in amounts:
        for card in renewed_energy(state, seat, kind)[:count]:
            ops.deplete(state, card, rule)


def describe_amounts(amounts: Amounts) -> str:
    """E.g. '1M 2B 1S'; '-' for no energy cost."""
    if not amounts:
        return "-"
    return " ".join(f"{n}{k.value[0].upper()}" for k, n in amounts)


def energy_available(state: BleachState, seat: int) -> list[int]:
    """Renewed energy in the seat's energy row, counted per kind (mind, body, spirit)."""
    counts = [0, 0, 0]
    depleted = state.depleted
    info = state.info
    for c in state.cards_in(seat, Zone.ENERGY):
        if not depleted[c]:
            counts[info[c].produces] += 1
    return counts


def affordable(available: list[int], cost: tuple[int, int, int]) -> bool:
    """True if renewed energy covers a (mind, body, spirit) cost."""
    return available[0] >= cost[0] and available[1] >= cost[1] and available[2] >= cost[2]
