"""Whether every record of a card's program is read where it stands: a sentence that compiles
into a record the rules never consult does not count as running.

Where a record stands decides what runs it. Sentences that are resolved (an attack's
immediate and HIT effects, a Power, an Instant Power, a timing's effects, a played Dragon
Ball) need an interpreter step that does something; effects that stay active while the card
is in play (``[CONSTANT]``, a Drill's or Mastery's unlabelled text, a card while attached) are
read by the rules only for the record types listed in ``STATIC``; card rules (parenthesis
text) are read where they apply. The unlabelled text of a Setup, Ally, Main Personality or
Event is never resolved (DBZ RB: Card Types), so it must be card rules or nothing.
"""

from __future__ import annotations

from collections.abc import Callable

from reishi.games.dbz import effects as fx
from reishi.games.dbz.cards import CardType

Doer = Callable[[fx.Effect], bool]  # whether resolving a record has an effect (flow.py)

# Records the rules read from the constants of cards in play (``basics.constants``).
STATIC: frozenset[type] = frozenset(
    {
        fx.AttacksGain,
        fx.AttacksProperty,
        fx.ConsideredStyled,
        fx.AttacksHave,
        fx.CostModifier,
        fx.AttackModifier,
        fx.CannotBeCaptured,
        fx.Protected,
        fx.HandRevealed,
        fx.CannotGainStages,
        fx.CannotWinByMppv,
        fx.DrillsKept,
        fx.PurModifier,
        fx.HandSizeBonus,
        fx.RandomDiscards,
        fx.AlliesActFreely,
        fx.AlliesNotDiscarded,
        fx.Restriction,
        fx.AngerToLevel,
        fx.CritThreshold,
        fx.AtValue,
        fx.OthersUncapturable,
        fx.EnduranceGrant,
    }
)

# Card rules: read where they apply (deck building, after use, damage, levels, defending).
CARD_RULES: frozenset[type] = frozenset(
    {
        fx.Endurance,
        fx.BanishAfterUse,
        fx.ShuffleAfterUse,
        fx.LimitPerDeck,
        fx.HeroesOnly,
        fx.VillainsOnly,
        fx.Reprint,
        fx.ConsideredNamed,
        fx.AlsoContinuous,
        fx.UseOnlyIf,
        fx.NotDiscardedOnLevel,
        fx.CannotGainStages,
        fx.StopInstead,
        fx.ActsRegardless,
        fx.OnlyOneAttached,
        fx.OncePerGame,
        fx.HandAction,
    }
)
# Card rules read from anywhere in the text, a Power or a HIT too (``kit.DbzKit._build``).
AFTER_USE: frozenset[type] = frozenset({fx.BanishAfterUse, fx.ShuffleAfterUse})

# Unlabelled text of these types is resolved (played, used as an attack or a defence).
_RESOLVED_TOP = frozenset({CardType.PHYSICAL_COMBAT, CardType.ENERGY_COMBAT, CardType.DRAGON_BALL})
# Cards that stay in play: their unlabelled text is active while they are (DBZ RB: Card Types).
STAYS_IN_PLAY = frozenset(
    {CardType.DRILL, CardType.MASTERY, CardType.MAIN_PERSONALITY, CardType.ALLY, CardType.SETUP}
)


def top_context(card_type: CardType, program: tuple[fx.Effect, ...]) -> str:
    """How a card's unlabelled sentences are read: "resolved", "static" or "" (never)."""
    if any(isinstance(e, fx.PhysicalAttack | fx.EnergyAttack) for e in program):
        return "resolved"  # an attack card, whatever its printed type (played from the hand)
    if card_type in _RESOLVED_TOP:
        return "resolved"
    if card_type is CardType.EVENT:
        # An Event without a POWER is only ever played as a defence (DBZ RB: Defense Cards).
        return "resolved" if any(_defence(e) for e in program) else ""
    return "static" if card_type in STAYS_IN_PLAY else ""


def _defence(effect: fx.Effect) -> bool:
    inner = effect.effect if isinstance(effect, fx.Optional | fx.Stipulation) else effect
    return isinstance(inner, fx.Stops | fx.Prevent | fx.StopInstead)


def dead_record(
    card_type: CardType, program: tuple[fx.Effect, ...], does_something: Doer
) -> str | None:
    """The first record of ``program`` that nothing reads where it stands, named; else None.

    ``does_something`` says whether a resolved record's interpreter step has an effect.
    """
    attached = any(isinstance(e, fx.AttachTo) for e in program)
    top = top_context(card_type, program)
    for effect in program:
        if type(effect) in CARD_RULES or _card_rule(effect):
            problem = _inside_card_rule(effect, does_something)
        elif isinstance(effect, fx.Power | fx.InstantPower | fx.Hit):
            problem = _all(effect.effects, "resolved", does_something)
        elif isinstance(effect, fx.Constant):
            problem = _all(effect.effects, "static", does_something)
        elif isinstance(effect, fx.PhysicalAttack | fx.EnergyAttack):
            problem = None
        elif attached and (
            isinstance(effect, fx.AttacksProperty | fx.Whenever | fx.If) or type(effect) in STATIC
        ):
            problem = _check(effect, "static", does_something)  # active while attached
        elif top:
            problem = _check(effect, top, does_something)
            if problem is not None and top == "static":
                problem = problem.replace("a constant effect", f"the text of a {card_type.value}")
        else:
            problem = _name(effect) + f" in the unlabelled text of a {card_type.value}"
        if problem is not None:
            return problem
    return None


def _card_rule(effect: fx.Effect) -> bool:
    if isinstance(effect, fx.FromHand):
        return True  # "If this card is discarded from your hand …": its own timing
    if isinstance(effect, fx.CannotWinByMppv):
        return effect.condition != "always"
    if isinstance(effect, fx.ConsideredStyled):
        return effect.scope == "this card"
    return isinstance(effect, fx.Optional) and isinstance(effect.effect, fx.StopInstead)


def _inside_card_rule(effect: fx.Effect, does_something: Doer) -> str | None:
    if isinstance(effect, fx.FromHand | fx.HandAction):
        return _all(effect.effects, "resolved", does_something)
    return None


def _all(effects: tuple[fx.Effect, ...], where: str, does_something: Doer) -> str | None:
    for effect in effects:
        problem = _check(effect, where, does_something)
        if problem is not None:
            return problem
    return None


def _check(effect: fx.Effect, where: str, does_something: Doer) -> str | None:
    """Whether ``effect`` runs ``where`` it stands ("resolved" or "static")."""
    if type(effect) in AFTER_USE:
        return None
    if isinstance(effect, fx.Power) and where == "static":
        return _all(effect.effects, "resolved", does_something)  # used as an action (kit)
    if isinstance(effect, fx.If) and where == "static":
        return _all(effect.effects, where, does_something)  # checked as it is read
    if isinstance(effect, fx.Whenever | fx.PlaceDelayed):
        # Its effects are resolved when the timing comes (a constant "At the end of combat, …"
        # is read as a timing of every combat: kit.DbzKit._build).
        return _all(effect.effects, "resolved", does_something)
    if where == "static":
        if isinstance(effect, fx.Sequence):
            return _all(effect.effects, "static", does_something)
        if isinstance(effect, fx.ForX) and isinstance(effect.effect, fx.AttackModifier):
            return None
        if type(effect) in STATIC:
            return None
        return _name(effect) + " in a constant effect (nothing reads it while in play)"
    match effect:
        case fx.Sequence(effects=inner) | fx.IfYouDo(effects=inner) | fx.Choice(options=inner):
            return _all(inner, where, does_something)
        case fx.If(effects=inner) | fx.PlaceDelayed(effects=inner) | fx.Hit(effects=inner):
            return _all(inner, where, does_something)
        case fx.Optional(effect=inner) | fx.ForX(effect=inner):
            return _check(inner, where, does_something)
        case fx.Stipulation(cost=cost, effect=inner):
            return _check(cost, where, does_something) or _check(inner, where, does_something)
        case fx.NextAttackGains(effects=inner):
            return _all(inner, where, does_something)
        case fx.OpponentMayUse(effects=inner):
            return _all(inner, where, does_something)
    if isinstance(effect, fx.PhysicalAttack | fx.EnergyAttack):
        return None  # a Power's attack: performed by the Power (combat_steps.use_power)
    if does_something(effect):
        return None
    return _name(effect) + " resolved as a sentence (its step does nothing)"


def _name(effect: fx.Effect) -> str:
    return f"'{type(effect).__name__}'"
