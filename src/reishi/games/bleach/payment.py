"""Paying energy: energy cards of one kind are interchangeable, so payment is automatic.

RB: Energy Cards — an energy card is depleted only to pay for something; which card of a
kind is depleted cannot matter, so the engine picks the oldest renewed ones rather than
asking the player a question with no real choice.
"""

from __future__ import annotations

from reishi.games.bleach import ops
from reishi.games.bleach.abilities import CostModifier
from reishi.games.bleach.carddef import ENERGY_KINDS, CardDef, EnergyKind
from reishi.games.bleach.info import ENERGY_INDEX
from reishi.games.bleach.state import ZONE_COUNT, BleachState, Zone, zone_code
from reishi.games.bleach.stats import abilities_of

# Zones and card types read at every decision, as module names: an enum member read from
# its class costs about 0.15 us in Python 3.11.
_ENERGY = Zone.ENERGY

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
        c for c in state.cards_in(seat, _ENERGY) if not depleted[c] and defs[c].produces is kind
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
    for c in state.zones[seat * ZONE_COUNT + _ENERGY]:
        if not depleted[c]:
            counts[info[c].produces] += 1
    return counts


def affordable(available: list[int], cost: tuple[int, int, int]) -> bool:
    """True if renewed energy covers a (mind, body, spirit) cost."""
    return available[0] >= cost[0] and available[1] >= cost[1] and available[2] >= cost[2]


def effective_cost(state: BleachState, seat: int, card: int) -> tuple[tuple[int, int, int], int]:
    """The cost to pay now and the uid of a "no energy cost" effect it uses (or -1).

    ARD: No Energy Cost — "no energy cost" removes the energy icons, so nothing can modify
    it afterwards; otherwise cost modifiers of the player's constant effects apply. The
    card's *energy cost* (RB: Energy Cost) stays its printed sum either way.
    """
    info = state.info[card]
    card_type = state.defs[card].type
    for f in state.floating:
        if f.kind == "no-cost" and f.seat == seat and f.data[0] is card_type:
            return (0, 0, 0), f.uid
    if not state.costs_modifiable:
        return info.cost, -1  # no card in the game has a cost modifier
    cost = list(info.cost)
    facts = state.info
    for zone in COST_SOURCE_ZONES:
        for source in state.cards_in(seat, zone):
            source_facts = facts[source]
            if not (source_facts.has_constants and source_facts.modifies_costs):
                continue  # no constant cost modifier here
            for ability in abilities_of(state, source):
                for const in ability.constants:
                    if isinstance(const, CostModifier) and const.card_type is card_type:
                        index = ENERGY_INDEX[const.kind]
                        cost[index] = max(0, cost[index] - const.amount)
    return (cost[0], cost[1], cost[2]), -1


def pay_triple(state: BleachState, seat: int, cost: tuple[int, int, int], rule: str) -> None:
    """Deplete energy for a (mind, body, spirit) cost."""
    # A kind with nothing to pay depletes nothing: it is left out rather than looked for.
    amounts = tuple((kind, n) for kind, n in zip(ENERGY_KINDS, cost, strict=True) if n)
    if amounts:
        pay_energy(state, seat, amounts, rule)


def cost_effects_possible(state: BleachState, seat: int) -> bool:
    """Cheap test: could any effect change what ``seat`` pays to play a card now?"""
    for f in state.floating:
        if f.kind == "no-cost" and f.seat == seat:
            return True
    if not state.costs_modifiable:
        return False
    info = state.info
    zones = state.zones
    for code in COST_SOURCE_CODES[seat]:
        for c in zones[code]:
            if info[c].modifies_costs:
                return True
    return False


COST_SOURCE_ZONES = (Zone.GROUNDS, Zone.PARTY, Zone.ATTACHED, Zone.GUARDIAN)
COST_SOURCE_CODES = tuple(
    tuple(zone_code(seat, zone) for zone in COST_SOURCE_ZONES) for seat in (0, 1)
)
"""Per seat: the engine zones of COST_SOURCE_ZONES, in the same order."""
