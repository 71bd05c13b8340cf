"""``CardInfo``: what the rules ask of a title, read once from its compiled program."""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import field as dataclass_field

from reishi.games.dbz import effects as fx
from reishi.games.dbz.cards import Card, CardType

# Card types whose POWER is used by playing the card from the hand (DBZ RB: Card Types): a
# defending one is a defence, as a shield icon is.
_HAND_POWER_TYPES = frozenset({CardType.EVENT, CardType.PHYSICAL_COMBAT, CardType.ENERGY_COMBAT})


@dataclass(frozen=True, slots=True)
class CardInfo:
    """What the rules ask of a title, computed once."""

    card: Card
    program: tuple[fx.Effect, ...]
    immediate: tuple[fx.Effect, ...]  # top-level sentences other than the attack and HIT
    attack: fx.PhysicalAttack | fx.EnergyAttack | None
    hit: tuple[fx.Effect, ...]
    powers: tuple[fx.Power, ...]
    constants: tuple[fx.Effect, ...]
    instants: tuple[fx.InstantPower, ...]
    endurance: int
    banish_after: bool
    shuffle_after: bool
    named: str | None
    while_attached: tuple[fx.Effect, ...] = ()  # active while attached (DBZ CRD: Attached)
    also_continuous: bool = False  # DBZ CRD: C60, U71 — an Instant and Continuous Power
    restrictions: tuple[fx.Restriction, ...] = ()  # constant "cannot" effects (basics.restricted)
    sentences: tuple[tuple[str, fx.Effect], ...] = ()  # each sentence with its own record
    # Its "… as an action" card rules, read once: every action decision asks every card in
    # the hand, the discard pile and play for them (steps_late_actions.card_rule).
    card_rules: tuple[fx.HandAction, ...] = dataclass_field(init=False, default=())
    # "This attack costs -1 stage for each …": read whenever the attack is priced.
    own_costs: tuple[fx.CostPer, ...] = dataclass_field(init=False, default=())
    # The kinds of effect its constants can yield in play or attached, and whether they lend
    # another card's constants (basics.constants_of: most cards yield none, most kinds are rare).
    constant_kinds: tuple[type[fx.Effect], ...] = dataclass_field(init=False, default=())
    lends_constants: bool = dataclass_field(init=False, default=False)
    # The events its constant "When …" timings wait for (resolution: the sentence end).
    timing_events: tuple[str, ...] = dataclass_field(init=False, default=())
    # "After …, you may banish this card from your hand": asked of every hand card after every
    # sentence that raised an event (steps_vp_hand.offers).
    hand_responses: tuple[fx.HandResponse, ...] = dataclass_field(init=False, default=())
    # Whether any of its text ends combat: "Cards that end combat cannot be played or used"
    # (Blue Battle Drill) is asked of every card offered (basics.unusable, combat_steps).
    ends_combat: bool = dataclass_field(init=False, default=False)
    # Its "cannot" constants under conditions ("[CONSTANT]: While your MP is level 3 or lower,
    # players cannot Rejuvenate"), each with the conditions it holds under (basics.restricted).
    guarded_restrictions: tuple[tuple[tuple[str, ...], fx.Restriction], ...] = dataclass_field(
        init=False, default=()
    )

    def __post_init__(self) -> None:
        object.__setattr__(self, "card_rules", _card_rules(self.program))
        costs = tuple(e for e in self.program if isinstance(e, fx.CostPer))
        object.__setattr__(self, "own_costs", costs)
        kinds, lends = _constant_kinds((*self.constants, *self.while_attached))
        timings = tuple(
            listed.event
            for effect in (*self.constants, *self.while_attached)
            for listed in (
                effect.effects if isinstance(effect, fx.If | fx.HostGains) else (effect,)
            )
            if isinstance(listed, fx.Whenever)
        )
        object.__setattr__(self, "timing_events", timings)
        object.__setattr__(self, "constant_kinds", kinds)
        object.__setattr__(self, "lends_constants", lends)
        responses = tuple(e for e in self.program if isinstance(e, fx.HandResponse))
        object.__setattr__(self, "hand_responses", responses)
        ends = any(e == _END_COMBAT or _holds(e, _END_COMBAT) for e in self.program)
        object.__setattr__(self, "ends_combat", ends)
        guarded = tuple(
            found
            for effect in (*self.constants, *self.while_attached)
            if isinstance(effect, fx.If)
            for found in _guarded(effect, ())
        )
        object.__setattr__(self, "guarded_restrictions", guarded)

    def may_yield(self, kinds: tuple[type[fx.Effect], ...]) -> bool:
        """Whether its constants (in play or attached) can yield an effect of ``kinds``."""
        if self.lends_constants:
            return True  # another card's constants, which may be of any kind
        return any(issubclass(kind, kinds) for kind in self.constant_kinds)

    def sentence_of(self, effect: fx.Effect) -> str | None:
        """The card's sentence whose record is or holds ``effect`` (to name it in a prompt)."""
        for text, record in self.sentences:
            if record == effect or _holds(record, effect):
                return text
        return None

    @property
    def is_shield(self) -> bool:
        """A defence card from the hand (DBZ RB: How Attack and Defense Cards Work)."""
        return _defends(self.immediate)

    @property
    def defends_from_hand(self) -> bool:
        """Played from the hand to defend: a shield icon, or the defending POWER of an Event or
        a combat card ("POWER: Stops a physical attack", Namekian Catch, Blue Sweep)."""
        if self.is_shield:
            return True
        if self.card.type not in _HAND_POWER_TYPES:
            return False
        return any(self.power_defends(p) for p in self.powers)

    def power_attack(self, power: fx.Power) -> fx.PhysicalAttack | fx.EnergyAttack | None:
        """The attack a Power performs, if it performs one."""
        for effect in power.effects:
            if isinstance(effect, fx.PhysicalAttack | fx.EnergyAttack):
                return effect
        return None

    @staticmethod
    def power_defends(power: fx.Power) -> bool:
        """Whether a Power is a shield icon use (it stops or prevents)."""
        return _defends(power.effects)


_END_COMBAT = fx.EndCombat()


def _defends(effects: tuple[fx.Effect, ...]) -> bool:
    for effect in effects:
        if isinstance(effect, fx.Stops | fx.Prevent | fx.StopInstead):
            return True
        if isinstance(effect, fx.Optional) and _defends((effect.effect,)):
            return True
        if isinstance(effect, fx.Stipulation) and _defends((effect.effect,)):
            return True
    return False


def _holds(record: fx.Effect, wanted: fx.Effect) -> bool:
    for field in record.__struct_fields__:
        value = getattr(record, field)
        items = value if isinstance(value, tuple) else (value,)
        for item in items:
            if isinstance(item, fx.Effect) and (item == wanted or _holds(item, wanted)):
                return True
    return False


def _constant_kinds(
    constants: tuple[fx.Effect, ...],
) -> tuple[tuple[type[fx.Effect], ...], bool]:
    """The kinds ``basics.constants`` can list for these constants, and whether one lends."""
    kinds: dict[type[fx.Effect], None] = {}
    lends = False
    for effect in constants:
        # As basics.constants reads them: an If's effects while its condition holds, and the
        # "also use your Level N CONSTANT powers" of an MP, which lends the lower level's.
        if type(effect) is fx.AlsoUseLevel and effect.constants_only:
            lends = True
        for listed in effect.effects if isinstance(effect, fx.If | fx.HostGains) else (effect,):
            kinds[type(listed)] = None
    return tuple(kinds), lends


def _card_rules(program: tuple[fx.Effect, ...]) -> tuple[fx.HandAction, ...]:
    """The card's "… as an action" rules: in parenthesis, or in the Power whose text says
    "Attach to your MP. While attached as an action, you may banish this card to …"."""
    found: list[fx.HandAction] = []
    for effect in program:
        if isinstance(effect, fx.HandAction):
            found.append(effect)
        elif isinstance(effect, fx.Power | fx.Constant):
            found.extend(e for e in effect.effects if isinstance(e, fx.HandAction))
    return tuple(found)


def _guarded(
    effect: fx.Effect, conditions: tuple[str, ...]
) -> list[tuple[tuple[str, ...], fx.Restriction]]:
    """The restrictions inside ``If`` records, each with every condition around it."""
    if isinstance(effect, fx.Restriction):
        return [(conditions, effect)] if conditions else []
    if isinstance(effect, fx.If):
        inner = (*conditions, effect.condition)
        return [found for e in effect.effects for found in _guarded(e, inner)]
    return []
