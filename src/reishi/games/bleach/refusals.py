"""Why an action is refused: one specific reason with the rule it breaks.

The legal-action tests in ``legal.py`` are on the hot path and only answer yes or no; the
reasons here run only when ``apply`` refuses an action, and test the same things in the
same order, so the first failed test is the one named.
"""

from __future__ import annotations

from reishi.engine.actions import Action
from reishi.games.bleach.abilities import Ability
from reishi.games.bleach.actions import Boost, DeclareAttack, Defend, PlayCard, UseEffect
from reishi.games.bleach.carddef import CardType
from reishi.games.bleach.costs import DepleteSelf, EnergyCost
from reishi.games.bleach.legal import attack_limit, energy_triple, play_ability, used_this_turn
from reishi.games.bleach.ops import guardian_of
from reishi.games.bleach.payment import affordable, effective_cost, energy_available
from reishi.games.bleach.state import BleachState, Decision, Zone
from reishi.games.bleach.stats import can_attack, prohibited

_EFFECT_TIMING = frozenset({"main", "priority", "battle"})
"""Decisions in which the deciding seat has priority (ARD: Priority and the Queue)."""


def why_illegal(state: BleachState, action: Action) -> str:
    """A specific reason an action is not legal now."""
    d: Decision | None = state.decision
    if d is None:
        return "no decision is pending"
    if isinstance(action, DeclareAttack):
        return _why_not_attack(state, d, action)
    if isinstance(action, Boost):
        return _why_not_boost(state, d, action)
    if isinstance(action, PlayCard):
        return why_not_played(state, d, action.card)
    if isinstance(action, UseEffect):
        return why_not_used(state, d, action.card, action.ability)
    if isinstance(action, Defend):
        return "a defender must be a renewed character of yours with the attacking stat"
    return f"not a legal answer to the pending {d.kind} decision"


def _why_not_attack(state: BleachState, d: Decision, action: DeclareAttack) -> str:
    card = action.card
    if d.kind != "main":
        return "attacks are declared only in the active player's Main step"
    if not 0 <= card < len(state.defs) or state.zone_name(card) is not Zone.PARTY:
        return "the attacker must be a character in your party"
    if state.controller[card] != d.seat:
        return "you do not control that character"
    if state.depleted[card]:
        return "a depleted character cannot attack (RB: Deplete)"
    if not can_attack(state, card) and prohibited(state, card, "attack"):
        return "an effect says it can't attack this turn (ARD: Can vs. Can't)"
    if not can_attack(state, card):
        return "it was not in play at the start of your turn (RB: Using Character Cards)"
    if action.stat not in state.defs[card].stats:
        return f"it has no {action.stat} stat (RB: How Do You Win a Battle?)"
    if state.attack_count >= attack_limit(state, d.seat):
        return "no more attacks are allowed this turn"
    return f"not a legal answer to the pending {d.kind} decision"


def _why_not_boost(state: BleachState, d: Decision, action: Boost) -> str:
    if d.kind != "battle":
        return (
            "boosting is a battle action, taken in turn once the queue is empty, not a "
            "response in a priority window (ARD: Sequence — Phase C.3 Battle)"
        )
    if not 0 <= action.card < len(state.defs):
        return "no such card"
    boost = state.defs[action.card].boost
    if boost is None:
        return "that card has no boost value"
    return f"its boost ({boost.stat}) does not match your stat in battle (RB: Boosting)"


def why_not_played(state: BleachState, d: Decision, card: int) -> str:
    """Why ``card`` cannot be played now; mirrors ``legal.can_play`` test by test."""
    if (
        not 0 <= card < len(state.defs)
        or state.zone_name(card) is not Zone.HAND
        or state.owner[card] != d.seat
    ):
        return "that card is not in your hand"
    defn = state.defs[card]
    seat = d.seat
    if defn.type is CardType.ENERGY:
        return "energy cards are put into play in the Resource step (RB: 1. The Resource Step)"
    if defn.type is CardType.GUARDIAN:
        return "a guardian starts the game in play and is never played (RB: Guardian Cards)"
    if d.kind not in _EFFECT_TIMING:
        return f"no card is played at a {d.kind} decision (RB: How to Play a Card)"
    if defn.type is not CardType.EVENT and d.kind != "main":
        return (
            f"a {defn.type.value} is played only in your Main step; outside it only events "
            "(RB: 2. The Main Step)"
        )
    if not affordable(energy_available(state, seat), effective_cost(state, seat, card)[0]):
        return "you cannot pay its energy cost: not enough renewed energy (RB: How to Play a Card)"
    if defn.type is CardType.EVENT:
        return _why_not_event(state, seat, card)
    if defn.is_unique:
        for zone in (Zone.PARTY, Zone.GROUNDS, Zone.ATTACHED):
            if any(state.defs[o].title == defn.title for o in state.cards_in(seat, zone)):
                return f"you already control a card titled {defn.title!r} (ARD: Uniqueness Rule)"
    if defn.type is CardType.ITEM and not state.cards_in(seat, Zone.PARTY):
        return (
            "an item attaches to a character of yours, and your party is empty "
            "(RB: How the Cards Work — Item Cards)"
        )
    return f"not a legal answer to the pending {d.kind} decision"


def _why_not_event(state: BleachState, seat: int, card: int) -> str:
    defn = state.defs[card]
    ability = play_ability(state, card)
    if defn.bankai_for:
        guardian = state.defs[guardian_of(state, seat)]
        if defn.bankai_for not in guardian.characters:
            return (
                f"your guardian does not represent {defn.bankai_for}, so it has no place "
                "for this Bankai (ARD: Bankai Events)"
            )
        return f"your guardian already holds a Bankai of {defn.bankai_for} (ARD: Bankai Events)"
    if ability.condition is not None and not ability.condition.holds(state, seat, card):
        return f"its condition is not met: {_condition_text(ability)} (ARD: Costs)"
    for target in ability.targets:
        if not target.exists(state, seat, card):
            return f"it has no legal target ({target.prompt.lower()}) (RB: Choosing Rule)"
    return "it cannot be played now"


def why_not_used(state: BleachState, d: Decision, card: int, index: int) -> str:
    """Why activated effect ``index`` of ``card`` cannot be used; mirrors ``legal.can_use``."""
    seat = d.seat
    if not 0 <= card < len(state.defs) or not state.in_play(card):
        return "that card is not in play"
    if state.controller[card] != seat:
        return "you do not control that card (ARD: Controlling Cards)"
    ability = _activated(state, card, index)
    if ability is None:
        return f"{state.defs[card].title} has no activated effect {index + 1}"
    if d.kind not in _EFFECT_TIMING:
        return (
            "activated effects are used only when you have priority, not at a "
            f"{d.kind} decision (ARD: Activated Effect)"
        )
    if ability.once_per_turn and used_this_turn(state, card, index):
        return "it was already used this turn, and its text allows once per turn"
    available = energy_available(state, seat)
    for cost in ability.costs:
        if isinstance(cost, EnergyCost) and not affordable(available, energy_triple(cost)):
            return (
                f"you cannot pay its cost {cost.describe()!r}: not enough renewed energy "
                "(ARD: Costs)"
            )
    if ability.condition is not None and not ability.condition.holds(state, seat, card):
        return f"its condition is not met: {_condition_text(ability)} (ARD: Costs)"
    for cost in ability.costs:
        if isinstance(cost, EnergyCost) or cost.can_pay(state, seat, card):
            continue
        if isinstance(cost, DepleteSelf):
            return _why_not_deplete(state, card)
        return f"you cannot pay its cost {cost.describe()!r} (ARD: Costs)"
    for target in ability.targets:
        if not target.exists(state, seat, card):
            return f"it has no legal target ({target.prompt.lower()}) (RB: Choosing Rule)"
    return "it cannot be used now"


def _why_not_deplete(state: BleachState, card: int) -> str:
    if state.depleted[card]:
        return "its cost is to deplete it, and it is already depleted (RB: Depleting a Card)"
    if prohibited(state, card, "deplete"):
        return "an effect says it can't be depleted (ARD: Can vs. Can't)"
    return (
        "a character may deplete for its effects only if it was in play at the start of your "
        "turn (RB: Using Character Cards)"
    )


def _activated(state: BleachState, card: int, index: int) -> Ability | None:
    activated: tuple[tuple[int, Ability], ...] = state.info[card].activated
    return next((ability for i, ability in activated if i == index), None)


def _condition_text(ability: Ability) -> str:
    return ability.condition.describe() if ability.condition is not None else "its condition"
