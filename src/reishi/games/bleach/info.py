"""Per-title facts derived once from a card's data and behaviour, shared by every state.

Legal-action generation runs at every decision, so what it asks of a card (its energy
cost as numbers, its activated effects, its triggers) is computed once per title here
rather than re-derived from the definition each time.
"""

from __future__ import annotations

from dataclasses import dataclass

from reishi.games.bleach.abilities import (
    Ability,
    AbilityKind,
    QueueTarget,
    StatBonus,
    TraitGrant,
    Trigger,
)
from reishi.games.bleach.carddef import CardDef, CardType, EnergyKind, field_label

SWIFT = "Swift"  # our name for the keyword whose ARD heading was lost (docs/games/bleach.md)
DEFENSIVE = "Defensive"

ENERGY_INDEX = {EnergyKind.MIND: 0, EnergyKind.BODY: 1, EnergyKind.SPIRIT: 2}


@dataclass(frozen=True, slots=True)
class TitleInfo:
    """What the rules need to know quickly about one title."""

    cost: tuple[int, int, int]  # mind, body, spirit (RB: Energy Cost)
    is_event: bool
    is_character: bool
    play: Ability | None  # an event's effect
    activated: tuple[tuple[int, Ability], ...]  # (index in the behaviour, ability)
    # For each activated effect: the (mind, body, spirit) of each of its energy costs and
    # whether it can be used only in a battle (every target in one, or its condition) —
    # enough to rule most effects out without building actions (legal.can_use refuses an
    # effect any one energy cost of which is not covered).
    activated_quick: tuple[tuple[tuple[tuple[int, int, int], ...], bool], ...]
    # Both of the above per effect, (index, ability, energy costs, needs a battle): what a
    # priority window reads for every card in play, in one tuple.
    activated_checks: tuple[tuple[int, Ability, tuple[tuple[int, int, int], ...], bool], ...]
    triggers: frozenset[Trigger]
    has_constants: bool
    constants: tuple[Ability, ...]  # its constant effects, in the behaviour's order
    stat_bonuses: tuple[StatBonus, ...]  # the stat modifiers among them, in the same order
    modifies_costs: bool  # has a constant cost modifier (ARD: No Energy Cost, RB: Energy Cost)
    produces: int  # energy index for energy cards, -1 otherwise
    # An event whose every target must be in a battle, or whose condition holds only during
    # one (conditions.InBattle): it cannot be played before a battle begins.
    play_needs_battle: bool
    play_needs_queue: bool  # an event that chooses an effect on the queue (cancel effects)
    reads_queue: bool  # its event or an activated effect chooses an effect on the queue
    # A test of its event or activated effects (condition, cost, target) may read more than
    # a response usually does (state.py: What a response reads).
    reads_widely: bool
    traits: frozenset[str]  # as printed
    stats: tuple[tuple[str, int], ...]  # as printed, in the card's order
    grants_traits: bool  # has a constant effect that can give the card more traits
    provisional_fields: tuple[str, ...]  # the project's own numbers, traits and text, labelled
    # ARD: Uniqueness Rule — "type:name" for a unique card (Bankai events aside), else None
    unique_key: str | None
    defensive: int  # printed Defensive numbers, summed (ARD: Defensive — they add up)
    swift: bool  # prints Swift (stats.SWIFT)


def title_info(card: CardDef, abilities: tuple[Ability, ...]) -> TitleInfo:
    """Derive the facts for one title."""
    cost = [0, 0, 0]
    for kind, n in (card.cost or {}).items():
        cost[ENERGY_INDEX[kind]] += n
    play = next((a for a in abilities if a.kind is AbilityKind.PLAY), None)
    activated = tuple((i, a) for i, a in enumerate(abilities) if a.kind is AbilityKind.ACTIVATED)
    quick = tuple(
        (_energy_costs(a), _needs_battle(a) or _condition_needs_battle(a)) for _, a in activated
    )
    return TitleInfo(
        cost=(cost[0], cost[1], cost[2]),
        is_event=card.type is CardType.EVENT,
        is_character=card.type is CardType.CHARACTER,
        play=play,
        activated=activated,
        activated_quick=quick,
        activated_checks=tuple(
            (index, ability, energy, needs_battle)
            for (index, ability), (energy, needs_battle) in zip(activated, quick, strict=True)
        ),
        triggers=frozenset(a.trigger for a in abilities if a.trigger is not None),
        has_constants=any(a.kind is AbilityKind.CONSTANT for a in abilities),
        constants=tuple(a for a in abilities if a.kind is AbilityKind.CONSTANT),
        stat_bonuses=tuple(
            c
            for a in abilities
            if a.kind is AbilityKind.CONSTANT
            for c in a.constants
            if isinstance(c, StatBonus)
        ),
        modifies_costs=any(
            type(c).__name__ == "CostModifier" for a in abilities for c in a.constants
        ),
        produces=ENERGY_INDEX[card.produces] if card.produces is not None else -1,
        # A Bankai event's own condition and targets are not what it plays (legal.play_ability).
        play_needs_battle=play is not None
        and (_needs_battle(play) or (not card.bankai_for and _condition_needs_battle(play))),
        # Bankai events put their attaching on the queue instead (legal.play_ability).
        reads_widely=any(
            _reads_widely(a)
            for a in abilities
            if a.kind in (AbilityKind.PLAY, AbilityKind.ACTIVATED)
        ),
        reads_queue=any(
            isinstance(t, QueueTarget)
            for a in abilities
            if a.kind in (AbilityKind.PLAY, AbilityKind.ACTIVATED)
            for t in a.targets
        ),
        play_needs_queue=play is not None
        and not card.bankai_for
        and any(isinstance(t, QueueTarget) for t in play.targets),
        traits=frozenset(card.traits),
        stats=tuple(card.stats.items()),
        grants_traits=any(isinstance(c, TraitGrant) for a in abilities for c in a.constants),
        provisional_fields=tuple(field_label(f) for f in card.provisional_fields),
        unique_key=f"{card.type.value}:{card.name}"
        if card.is_unique and not card.bankai_for
        else None,
        defensive=card.keyword_value(DEFENSIVE),
        swift=card.has_keyword(SWIFT),
    )


def _reads_widely(ability: Ability) -> bool:
    condition = ability.condition
    return (
        (condition is not None and condition.reads_widely())
        or any(c.reads_widely() for c in ability.costs)
        or any(t.reads_widely() for t in ability.targets)
    )


def _energy_costs(ability: Ability) -> tuple[tuple[int, int, int], ...]:
    out: list[tuple[int, int, int]] = []
    for cost in ability.costs:
        amounts = cost.energy()
        if amounts:
            triple = [0, 0, 0]
            for kind, n in amounts:
                triple[ENERGY_INDEX[kind]] += n
            out.append((triple[0], triple[1], triple[2]))
    return tuple(out)


def _needs_battle(ability: Ability) -> bool:
    return bool(ability.targets) and all(t.needs_battle() for t in ability.targets)


def _condition_needs_battle(ability: Ability) -> bool:
    return ability.condition is not None and ability.condition.needs_battle()
