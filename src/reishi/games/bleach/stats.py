"""Continuous effects: current stats, traits and keywords, recomputed from what is in play.

Constant effects are never stored as numbers (ARCHITECTURE: constant effects recomputed);
floating stat changes are bound to a card's incarnation so they are forgotten when it
leaves play (ARD: Card Memory).
"""

from __future__ import annotations

from functools import cache

from reishi.engine.permissions import allowed
from reishi.games.bleach.abilities import ALL_STATS, Ability, StatBonus, TraitGrant
from reishi.games.bleach.carddef import CardType
from reishi.games.bleach.info import DEFENSIVE as DEFENSIVE
from reishi.games.bleach.info import SWIFT as SWIFT
from reishi.games.bleach.plural import refers_to, singular
from reishi.games.bleach.state import BleachState, Duration, Zone, zone_code

# Zones and card types read at every decision, as module names: an enum member read from
# its class costs about 0.15 us in Python 3.11.
_PARTY = Zone.PARTY
_CHARACTER_CARD = CardType.CHARACTER

CONSTANT_ZONES = (Zone.PARTY, Zone.GROUNDS, Zone.ATTACHED, Zone.GUARDIAN)


def abilities_of(state: BleachState, card: int) -> tuple[Ability, ...]:
    """The behaviour attached to a card's title (empty for vanilla cards)."""
    abilities: tuple[Ability, ...] = state.library.abilities(state.defs[card].title)
    return abilities


def constant_sources(state: BleachState) -> list[tuple[int, Ability]]:
    """Every constant effect in play with its card (the same for every card asked about)."""
    out: list[tuple[int, Ability]] = []
    info = state.info
    zones = state.zones
    for code in CONSTANT_ZONE_CODES:
        for c in zones[code]:
            constants = info[c].constants
            if constants:
                for ability in constants:
                    out.append((c, ability))
    return out


CONSTANT_ZONE_CODES = tuple(zone_code(seat, zone) for seat in (0, 1) for zone in CONSTANT_ZONES)
"""The zones constant effects work from, seat 0's first (the order constant_sources keeps)."""


def traits_of(state: BleachState, card: int) -> frozenset[str]:
    """Printed traits plus traits granted by the card's own constant effects."""
    facts = state.info[card]
    printed: frozenset[str] = facts.traits
    if not facts.grants_traits or not state.in_play(card):
        return printed
    granted: set[str] = set()
    for ability in abilities_of(state, card):
        for const in ability.constants:
            if isinstance(const, TraitGrant):
                granted |= _granted_traits(state, card, const)
    return printed | granted if granted else printed


def has_trait(state: BleachState, card: int, reference: str) -> bool:
    """True if the card has the trait ``reference`` names (plural or singular: RB: Plural Rule)."""
    return names_a_trait(reference, traits_of(state, card))


@cache
def names_a_trait(reference: str, traits: frozenset[str]) -> bool:
    """True if ``reference`` names one of ``traits`` (RB: Plural Rule).

    Cached: filters ask this for every card they scan, and a game has few distinct
    (reference, trait set) pairs.
    """
    if reference in traits or singular(reference) in traits:
        return True
    return any(refers_to(reference, t) for t in traits)


def _granted_traits(state: BleachState, card: int, grant: TraitGrant) -> set[str]:
    # ARD: Constant Effects (Ichigo - A New Incarnation): gains a trait while ALL other
    # characters in the party have it. Others' printed traits are used, so two such
    # cards cannot feed each other in a loop.
    others = [c for c in state.cards_in(state.controller[card], _PARTY) if c != card]
    if not others:
        return set()
    out: set[str] = set()
    for group in grant.groups:
        for trait in group:
            if all(trait in state.defs[o].traits for o in others):
                out.add(trait)
    return out


def keyword_total(state: BleachState, card: int, keyword: str) -> int:
    """Sum of a keyword's numbers, printed and granted (ARD: Defensive — they add up)."""
    total: int = (
        state.info[card].defensive
        if keyword == DEFENSIVE
        else state.defs[card].keyword_value(keyword)
    )
    if not state.floating:
        return total
    inc = state.incarnation[card]
    for f in state.floating:
        if (
            f.kind == "keyword"
            and f.target == card
            and f.incarnation == inc
            and f.data[0] == keyword
        ):
            total += int(f.data[1])
    return total


def has_keyword(state: BleachState, card: int, keyword: str) -> bool:
    """True if the card has the keyword, printed or granted."""
    if state.info[card].swift if keyword == SWIFT else state.defs[card].has_keyword(keyword):
        return True
    if not state.floating:
        return False
    inc = state.incarnation[card]
    return any(
        f.kind == "keyword" and f.target == card and f.incarnation == inc and f.data[0] == keyword
        for f in state.floating
    )


def stat_value(state: BleachState, card: int, stat: str) -> int | None:
    """Current value of a stat, or None if the card does not have it.

    ARD: Modifying Stats — a modifier to a stat the card lacks does not give it the stat.
    The value may be negative; comparisons treat it as 0 (RB: Zero and Negative Numbers).
    """
    return _stat_value(state, card, stat, constant_sources(state))


def _stat_value(
    state: BleachState, card: int, stat: str, sources: list[tuple[int, Ability]]
) -> int | None:
    base: int | None = state.defs[card].stats.get(stat)
    if base is None:
        return None
    total = base + keyword_total(state, card, DEFENSIVE)
    for source, ability in sources:
        for const in ability.constants:
            if isinstance(const, StatBonus) and (const.stats in (ALL_STATS, stat)):
                total += _bonus(state, source, const, card)
    inc = state.incarnation[card]
    for f in state.floating:
        if (
            f.kind == "stat"
            and f.target == card
            and f.incarnation == inc
            and f.data[0]
            in (
                ALL_STATS,
                stat,
            )
        ):
            total += int(f.data[1])
    return total


def _bonus(state: BleachState, source: int, const: StatBonus, card: int) -> int:
    seat = state.controller[source]
    if const.scope == "attached":
        if state.attached_to[source] != card:
            return 0
    elif const.scope == "others-with-trait":
        if card == source or state.zone_name(card) is not _PARTY:
            return 0
        if state.controller[card] != seat:
            return 0
        if const.trait is not None and not has_trait(state, card, const.trait):
            return 0
    elif const.scope == "party":
        if state.zone_name(card) is not _PARTY or state.controller[card] != seat:
            return 0
    else:
        return 0
    # ARD: Replacement Card Effects — "If that character is Ichigo, he gets +2 instead."
    if const.instead_name is not None and refers_to(const.instead_name, state.defs[card].name):
        return const.instead_amount
    return const.amount


def current_stats(
    state: BleachState, card: int, sources: list[tuple[int, Ability]] | None = None
) -> dict[str, int]:
    """Every stat the card has, with modifiers applied (``sources``: constant_sources).

    The same sums as ``stat_value`` for each stat, with each modifier found once.
    """
    if sources is None:
        sources = constant_sources(state)
    shift = keyword_total(state, card, DEFENSIVE)
    printed = state.defs[card].stats
    out = {stat: base + shift for stat, base in printed.items()} if shift else dict(printed)
    for source, ability in sources:
        for const in ability.constants:
            if isinstance(const, StatBonus) and (const.stats == ALL_STATS or const.stats in out):
                bonus = _bonus(state, source, const, card)
                if bonus:
                    _add(out, const.stats, bonus)
    if state.floating:
        inc = state.incarnation[card]
        for f in state.floating:
            if f.kind == "stat" and f.target == card and f.incarnation == inc:
                _add(out, f.data[0], int(f.data[1]))
    return out


CARD_CHANGING_FLOATS = frozenset({"stat", "keyword", "cant"})
"""The kinds of floating effect that change a card in play: its stats (a stat change, a
granted Defensive), its keywords, what it may do. The rest (a "used this turn" mark, an
attack limit, a trigger ...) leave the card as it was."""


def stat_bonuses(state: BleachState) -> list[tuple[int, StatBonus]]:
    """The constant stat modifiers in play with their cards (those of constant_sources)."""
    out: list[tuple[int, StatBonus]] = []
    info = state.info
    zones = state.zones
    for code in CONSTANT_ZONE_CODES:
        for c in zones[code]:
            bonuses = info[c].stat_bonuses
            if bonuses:
                for bonus in bonuses:
                    out.append((c, bonus))
    return out


def constant_stats(
    state: BleachState,
    card: int,
    bonuses: list[tuple[int, StatBonus]],
    changes: list[tuple[str, int]] | None = None,
) -> tuple[tuple[str, int], ...]:
    """``current_stats`` of a card whose only floating effects are ``changes`` (the stat and
    amount of each stat change of its current incarnation), as (stat, value) pairs in
    printed order: its printed stats, printed Defensive, the constant modifiers in play
    (``bonuses``: stat_bonuses) and those changes."""
    facts = state.info[card]
    shift: int = facts.defensive
    printed: tuple[tuple[str, int], ...] = facts.stats
    if not bonuses and not changes:
        if not shift:
            return printed
        return tuple((stat, base + shift) for stat, base in printed)
    out = {stat: base + shift for stat, base in printed}
    for source, const in bonuses:
        if const.stats == ALL_STATS or const.stats in out:
            bonus = _bonus(state, source, const, card)
            if bonus:
                _add(out, const.stats, bonus)
    if changes:
        for stat, amount in changes:
            _add(out, stat, amount)
    return tuple(out.items())


def _add(stats: dict[str, int], stat: str, amount: int) -> None:
    """Add ``amount`` to one stat the card has, or to all of them (ARD: Modifying Stats)."""
    if stat == ALL_STATS:
        for name in stats:
            stats[name] += amount
    elif stat in stats:
        stats[stat] += amount


def prohibited(state: BleachState, card: int, what: str) -> bool:
    """True if a "can't" effect forbids the card to do ``what`` (ARD: Can vs. Can't)."""
    if not state.floating:
        return False
    inc = state.incarnation[card]
    return any(
        f.kind == "cant" and f.target == card and f.incarnation == inc and f.data[0] == what
        for f in state.floating
    )


def can_use_deplete_effects(state: BleachState, card: int) -> bool:
    """RB: Using Character Cards — characters must have been in play since their
    controller's turn began (items, guardians and battlegrounds need not); Swift lifts it."""
    d = state.defs[card]
    if d.type is not _CHARACTER_CARD:
        return True
    return allowed(
        prohibited=prohibited(state, card, "deplete"),
        permitted=has_keyword(state, card, SWIFT),
        by_default=0 <= state.entered[card] < state.turn_started[state.controller[card]],
    )


def can_attack(state: BleachState, card: int) -> bool:
    """A renewed character of the active player, in play since the start of the turn."""
    if state.depleted[card] or state.zone_name(card) is not _PARTY:
        return False
    if state.controller[card] != state.active:
        return False
    return allowed(
        prohibited=prohibited(state, card, "attack"),
        permitted=has_keyword(state, card, SWIFT),
        by_default=0 <= state.entered[card] < state.turn,
    )


def expire_floating(state: BleachState, duration: Duration) -> list[int]:
    """Drop floating effects of one duration; returns the uids dropped."""
    gone = [f.uid for f in state.floating if f.duration is duration]
    if gone:
        state.floating = [f for f in state.floating if f.duration is not duration]
    return gone
