"""Small builders that keep card scripts short and readable."""

from __future__ import annotations

from reishi.games.bleach.abilities import (
    ALL_STATS,
    Ability,
    AbilityKind,
    Condition,
    Cost,
    Step,
    TargetSpec,
)
from reishi.games.bleach.carddef import CardType, EnergyKind
from reishi.games.bleach.costs import EnergyCost
from reishi.games.bleach.filters import CHARACTERS_IN_BATTLE, CHARACTERS_IN_PLAY, CardFilter, Target
from reishi.games.bleach.state import Duration, Zone
from reishi.games.bleach.steps import ModifyStat

MIND, BODY, SPIRIT = EnergyKind.MIND, EnergyKind.BODY, EnergyKind.SPIRIT


def energy(mind: int = 0, body: int = 0, spirit: int = 0) -> EnergyCost:
    """An energy cost."""
    return EnergyCost(
        amounts=tuple((k, n) for k, n in ((MIND, mind), (BODY, body), (SPIRIT, spirit)) if n)
    )


def activated(
    text: str,
    *steps: Step,
    costs: tuple[Cost, ...] = (),
    targets: tuple[Target, ...] = (),
    once_per_turn: bool = False,
    condition: Condition | None = None,
) -> Ability:
    """An activated effect: costs before the colon, steps after it."""
    return Ability(
        kind=AbilityKind.ACTIVATED,
        text=text,
        costs=costs,
        targets=targets,
        steps=steps,
        once_per_turn=once_per_turn,
        condition=condition,
    )


def event(
    text: str,
    *steps: Step,
    targets: tuple[TargetSpec, ...] = (),
    condition: Condition | None = None,
    remove_after_use: bool = False,
) -> Ability:
    """The effect an event puts on the queue."""
    return Ability(
        kind=AbilityKind.PLAY,
        text=text,
        targets=targets,
        steps=steps,
        condition=condition,
        remove_after_use=remove_after_use,
    )


def pick(flt: CardFilter, prompt: str) -> tuple[Target, ...]:
    """One target."""
    return (Target(filter=flt, prompt=prompt),)


IN_BATTLE = pick(CHARACTERS_IN_BATTLE, "Choose a character in battle")
IN_PLAY = pick(CHARACTERS_IN_PLAY, "Choose a character in play")
DEPLETED_IN_PLAY = pick(
    CardFilter(card_type=CardType.CHARACTER, depleted=True), "Choose a depleted character in play"
)
RENEWED_IN_PLAY = pick(
    CardFilter(card_type=CardType.CHARACTER, depleted=False), "Choose a renewed character in play"
)
OWN_DISCARD = pick(
    CardFilter(zones=(Zone.DISCARD,), side="you"), "Choose a card in your discard pile"
)


def gets(amount: int, stat: str = ALL_STATS, this_turn: bool = False) -> ModifyStat:
    """The first target gets +N; without "this turn" it lasts while in play (ARD: Card Memory)."""
    return ModifyStat(
        slot=0,
        amount=amount,
        stats=stat,
        duration=Duration.END_OF_TURN if this_turn else Duration.WHILE_IN_PLAY,
    )
