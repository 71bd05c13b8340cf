"""Per-title facts the rules need, computed once from the compiled program and shared.

A card is playable only if its text compiles *and* every record of its program has an
interpreter step (``executable_problem``); decks refuse any other card and name the
phrase, so nothing pretends to work.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from reishi.games.dbz import effects as fx
from reishi.games.dbz.cards import Card, CardType
from reishi.games.dbz.compiler import CompileResult, compile_card
from reishi.games.dbz.decks import named_after
from reishi.games.dbz.library import CardPool

# Contextual timings the engine watches for (DBZ CRD: Timing — Special timings).
KNOWN_EVENTS = frozenset(
    {
        "you rejuvenate a saiyan style card",
        "you use a critical damage effect",
        "you advance a personality level",
        "you lower a personality level",
        "a card is discarded from a hand this combat",
        "a drill leaves play this turn",
        "you banish cards from your discard pile",
        "this attack is performed from your discard pile",
        "you stop an attack",
        "a dragon ball enters play",
    }
)
KNOWN_X = frozenset({"the number of cards in your opponent's hand", "your current anger level"})
KNOWN_TRIGGERS = frozenset({"use when entering combat"})
KNOWN_DESTINATIONS = frozenset(
    {"place into play", "place into your hand", "rejuvenate", "discard", "banish"}
)
KNOWN_PROPERTIES = frozenset(
    {"cannot be prevented", "cannot be modified", "is banished", "cannot be stopped"}
)
_GAIN_WHICH = re.compile(r"^(?:all of )?your (?:(\w+) style |(physical|energy|styled) )?attacks$")
_WHAT = re.compile(
    r"^(?:(styled|named|freestyle) )?(drill|setup|ally|dragon ball|event|physical combat|"
    r"energy combat|attack|card with endurance|card)s?(?: card)?$",
    re.IGNORECASE,
)


def executable_problem(effect: fx.Effect) -> str | None:
    """Why a compiled record cannot run yet (naming it), or None when every part can."""
    match effect:
        case fx.Power(effects=inner) | fx.Constant(effects=inner) | fx.Hit(effects=inner):
            return _first_problem(inner)
        case fx.IfYouDo(effects=inner) | fx.Sequence(effects=inner):
            return _first_problem(inner)
        case fx.InstantPower(trigger=trigger, effects=inner):
            if trigger.lower() not in KNOWN_TRIGGERS:
                return f"the timing '{trigger}'"
            return _first_problem(inner)
        case fx.Optional(effect=inner):
            return executable_problem(inner)
        case fx.Stipulation(cost=cost, effect=inner):
            return executable_problem(cost) or executable_problem(inner)
        case fx.Whenever(event=event, effects=inner):
            if event not in KNOWN_EVENTS:
                return f"the timing 'whenever {event}'"
            return _first_problem(inner)
        case fx.PhysicalAttack(damage=damage) | fx.EnergyAttack(damage=damage):
            if damage is None and isinstance(effect, fx.EnergyAttack):
                return "an energy attack without a DAMAGE line"
            if isinstance(damage, fx.VariableDamage) and damage.x not in KNOWN_X:
                return f"X = {damage.x}"
            return None
        case fx.AttacksGain(which=which, effects=inner):
            if not _GAIN_WHICH.match(which):
                return f"'{which}'"
            return _first_problem(inner)
        case fx.AttacksProperty(which=which, property=prop):
            if which != "your first styled attack each turn" or prop != "cannot be stopped":
                return f"'{which} {prop}'"
            return None
        case fx.AttackProperty(property=prop):
            return None if prop in KNOWN_PROPERTIES else f"'this attack {prop}'"
        case fx.Search(what=what, to=to):
            if to not in KNOWN_DESTINATIONS:
                return f"searching to '{to}'"
            if not _WHAT.match(what):
                return f"searching for '{what}'"
            return None
        case fx.CannotWinByMppv(condition=condition):
            return None if condition == "always" else f"'cannot win by MPPV if {condition}'"
        case fx.NameAndBanishCopies() | fx.RearrangeTop() | fx.AttachTo():
            return f"'{type(effect).__name__}' effects"
    return None


def _first_problem(effects: tuple[fx.Effect, ...]) -> str | None:
    for inner in effects:
        problem = executable_problem(inner)
        if problem is not None:
            return problem
    return None


def compile_for_play(card: Card) -> CompileResult:
    """Compile a card and also refuse it when a compiled part cannot be executed yet."""
    result = compile_card(card)
    if not result.is_complete:
        return result
    problem = _first_problem(result.program)
    if problem is None:
        return result
    return CompileResult(
        result.title, (), (f"{problem} (compiled, not executable yet)",), result.ruled_text
    )


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

    @property
    def is_shield(self) -> bool:
        """A defence card from the hand (DBZ RB: How Attack and Defense Cards Work)."""
        return _defends(self.immediate)

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


def _defends(effects: tuple[fx.Effect, ...]) -> bool:
    for effect in effects:
        if isinstance(effect, fx.Stops | fx.Prevent):
            return True
        if isinstance(effect, fx.Optional) and _defends((effect.effect,)):
            return True
        if isinstance(effect, fx.Stipulation) and _defends((effect.effect,)):
            return True
    return False


class DbzKit:
    """The card pool plus per-title facts, shared by every state of a game."""

    def __init__(self, pool: CardPool) -> None:
        self.pool = pool
        self._info: dict[str, CardInfo] = {}
        self._results: dict[str, CompileResult] = {}

    def result(self, card: Card) -> CompileResult:
        """The compile-and-execute result of a card (cached)."""
        found = self._results.get(card.id)
        if found is None:
            found = compile_for_play(card)
            self._results[card.id] = found
        return found

    def info(self, card: Card) -> CardInfo:
        """The facts of a card (cached by id)."""
        found = self._info.get(card.id)
        if found is None:
            found = self._build(card)
            self._info[card.id] = found
        return found

    def _build(self, card: Card) -> CardInfo:
        program = self.result(card).program
        immediate: list[fx.Effect] = []
        attack: fx.PhysicalAttack | fx.EnergyAttack | None = None
        hit: tuple[fx.Effect, ...] = ()
        powers: list[fx.Power] = []
        constants: list[fx.Effect] = []
        instants: list[fx.InstantPower] = []
        endurance = card.endurance
        banish = shuffle = False
        for effect in program:
            match effect:
                case fx.PhysicalAttack() | fx.EnergyAttack() if attack is None:
                    attack = effect
                case fx.Hit(effects=inner):
                    hit = inner
                case fx.Power():
                    powers.append(effect)
                case fx.Constant(effects=inner):
                    constants.extend(inner)
                case fx.InstantPower():
                    instants.append(effect)
                case fx.Endurance(amount=amount):
                    endurance = max(endurance, amount)
                case fx.BanishAfterUse():
                    banish = True
                case fx.ShuffleAfterUse():
                    shuffle = True
                case fx.LimitPerDeck() | fx.HeroesOnly() | fx.VillainsOnly() | fx.Reprint():
                    pass
                case _:
                    immediate.append(effect)
        if card.type is CardType.DRAGON_BALL and not immediate and not constants:
            immediate = []
        return CardInfo(
            card,
            program,
            tuple(immediate),
            attack,
            hit,
            tuple(powers),
            tuple(constants),
            tuple(instants),
            endurance,
            banish,
            shuffle,
            named_after(card, self.pool),
        )
