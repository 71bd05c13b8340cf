"""Per-title facts the rules need, computed once from the compiled program and shared.

A card is playable only if its text compiles *and* every record of its program has an
interpreter step (``executable_problem``); decks refuse any other card and name the
phrase, so nothing pretends to work.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz import honesty
from reishi.games.dbz.attack_start import known_attacks_which
from reishi.games.dbz.basics import HOST_SILENT, HOST_TITLE_SILENT
from reishi.games.dbz.cardinfo import CardInfo
from reishi.games.dbz.cards import PERSONALITY_TYPES, Card, CardType
from reishi.games.dbz.compiler import NOT_EXECUTABLE as NOT_EXECUTABLE
from reishi.games.dbz.compiler import CompileResult, compile_card, compiled_text, sentence_records
from reishi.games.dbz.conditions import (
    is_known_condition,
    is_known_event,
    is_known_what,
    is_known_x,
)
from reishi.games.dbz.decks import named_after
from reishi.games.dbz.flow import has_step
from reishi.games.dbz.instants import known_trigger
from reishi.games.dbz.library import CardPool
from reishi.games.dbz.moves import ATTACHES
from reishi.games.dbz.steps_dende_balls import cancel_problem
from reishi.games.dbz.steps_vp_costs import cost_payable_kind

KNOWN_DESTINATIONS = frozenset(
    {
        "place into play",
        "place into play attached",
        "place into your hand",
        "rejuvenate",
        "discard",
        "banish",
        "play",
        "place on top of your life deck",
        "destroy",
        "set aside until the end of combat",
        "place into play under your opponent's control",
        "place into play at its highest power stage",
        "place on top of your discard pile",
        "place on top or bottom of your life deck",
        "place on top of your life deck or discard pile",
        "place at the bottom of your life deck",
    }
)
KNOWN_PROPERTIES = frozenset(
    {
        "cannot be prevented",
        "cannot be modified",
        "cannot be modified by your effects",
        "is banished",
        "cannot be stopped",
        "cannot be redirected",
        "deals critical damage",
        "endurance cannot be used",  # phrases_mpe_traits
        "deals no damage",  # phrases_mpe_attacks
        "deals its life card damage as stages",  # phrases_mpe_attacks
        "has its player's damage modifiers doubled",  # phrases_ven_attacks
    }
)
KNOWN_ATTACKS_PROPERTIES = frozenset(
    {
        ("your first styled attack each turn", "cannot be stopped"),
        ("your first copied attack each combat", "cannot be stopped"),
        ("the first attack each player performs", "cannot be modified"),
        ("your opponent's first physical attack each combat", "cannot be modified"),
    }
)
KNOWN_RESTRICTIONS = frozenset(
    {
        "perform attacks",
        "perform physical attacks",
        "perform energy attacks",
        "gain stages",
        "gain anger",
        "play events",
        "play non-styled cards",
        "play styled cards",
        "allies act",
        "have dragon balls captured",
        "use endurance",
        "use endurance on styled attacks",  # phrases_early_more (attacks: the damage step)
        "use critical damage effects",
        "lower own anger 1 less",  # phrases_mpe_anger (resolution._ex_lower_anger)
        "have anger lowered by more than 1",  # phrases_mpe_anger (stages.change_anger)
        "play events that stop attacks",  # phrases_mpe_attacks (attacks.shield_options)
        # The wider pool's "cannot" effects (phrases_pool), each read where it applies.
        "declare combat",
        "skip combat",
        "rejuvenate",
        "stop attacks",
        "use setups",
        "use drills",
        "end combat",
        "play or use cards that end combat",  # phrases_pool (basics.unusable, combat_steps)
        "be made to raise anger",  # phrases_pool (resolution._raise_anger)
        "search life decks",
        "banish from discard piles",
        "advance levels by effects",
        "lower levels by effects",
        "lower opponent's level",
        "use dragon ball effects",
        "dragon balls lose all effects",
        "allies with constant powers lose all effects",
        HOST_SILENT,  # phrases_attached (basics.silenced_hosts)
        HOST_TITLE_SILENT,
        "use non-styled cards",
        "play dragon balls",
        "enter play allies",
        "enter play during combat",
        "redirect damage to allies",
        "allies attack",
        "exceed 5 stages",
        "have anger lowered",
        "have anger lowered by crits",
        "gain more than 1 anger from each effect",  # phrases_limits
        "use non-styled endurance",
        "have allies discarded by crits",
        "win by mppv",
        "use constant powers",
        "use constant drill effects",  # phrases_mpset2_damage (basics.constants)
        "use setups as first action",
        "act other than attack",
        "gain anger except from combat cards",  # phrases_ev_attacks (stages.change_anger)
        "stop attacks except with cards played from the hand",  # phrases_ev_attacks (attacks)
        "use setups without an attack from hand this turn",  # phrases_ex3_limits (basics)
        "use setups without a styled attack from hand this combat",  # phrases_ex3_limits
    }
)
_GAIN_WHICH = re.compile(
    r"^(?:all of )?your (?:(\w+) style |(?:(?:physical|energy|styled|non-styled|named) )*)attacks$"
    r"|^your (?:physical|energy) combat attacks$"
    r"|^your first (?:(?:physical|energy|styled|non-styled) )*attack each combat$"
    r"|^your first played attack each combat$"
    r"|^your attacks with '\w+' in the title$"
)
_AT_STAGES = re.compile(r"^place into play at \d+ stages above 0$")
_ATTACK_WORDS = frozenset({"styled", "non-styled", "physical", "energy", "named"})
_SPECIAL_WHAT = frozenset({"this card", "top card", "bottom card"})
_MPPV_RULES = frozenset(
    {
        "always",
        "use this card",
        "advance a personality level with this card",
        "raise your anger with this card",
    }
)


def executable_problem(effect: fx.Effect) -> str | None:
    """Why a compiled record cannot run yet (naming it), or None when every part can."""
    match effect:
        case fx.Power(effects=inner) | fx.Constant(effects=inner) | fx.Hit(effects=inner):
            return _first_problem(inner)
        case fx.IfYouDo(effects=inner) | fx.IfNotDone(effects=inner) | fx.Sequence(effects=inner):
            return _first_problem(inner)
        case fx.HostGains(effects=inner):
            return _first_problem(inner)
        case fx.Choice(options=inner):
            return _first_problem(inner)
        case fx.OpponentChoice(options=inner):
            return _first_problem(inner)
        case (
            fx.PlaceDelayed(effects=inner)
            | fx.FromHand(effects=inner)
            | fx.DelayedForThat(effects=inner)
        ):
            return _first_problem(inner)
        case fx.PlayCost(cost=cost):
            return None if cost_payable_kind(cost) else f"the cost '{type(cost).__name__}'"
        case fx.HandResponse(event=event, effects=inner):
            return _first_problem(inner) if is_known_event(event) else f"the timing '{event}'"
        case fx.HandAction(condition=condition, effects=inner):
            # Card rules "(If C, you may banish this card from … as an action to E)".
            if condition and not is_known_condition(condition):
                return f"the condition 'if {condition}'"
            return _first_problem(inner)
        case fx.If(condition=condition, effects=inner):
            if not is_known_condition(condition):
                return f"the condition 'if {condition}'"
            return _first_problem(inner)
        case fx.ForX(x=x, effect=inner):
            if not is_known_x(x):
                return f"X = {x or '(undefined)'}"
            return executable_problem(inner)
        case fx.InstantPower(trigger=trigger, effects=inner):
            if not known_trigger(trigger):
                return f"the timing '{trigger}'"
            return _first_problem(inner)
        case fx.Optional(effect=inner):
            return executable_problem(inner)
        case fx.Stipulation(cost=cost, effect=inner):
            return executable_problem(cost) or executable_problem(inner)
        case fx.Whenever(event=event, effects=inner):
            if not is_known_event(event):
                return f"the timing 'whenever {event}'"
            return _first_problem(inner)
        case fx.PhysicalAttack(damage=damage) | fx.EnergyAttack(damage=damage):
            if damage is None and isinstance(effect, fx.EnergyAttack):
                return "an energy attack without a DAMAGE line"
            if isinstance(damage, fx.VariableDamage) and not is_known_x(damage.x):
                return f"X = {damage.x}"
            uses_x = isinstance(damage, fx.Combined) and (damage.stages_x or damage.life_x)
            if uses_x and isinstance(damage, fx.Combined) and not is_known_x(damage.x):
                return f"X = {damage.x or '(undefined)'}"
            return None
        case fx.PerformAttack(damage=fx.VariableDamage(x=x)) if not is_known_x(x):
            return f"X = {x or '(undefined)'}"  # "… to perform an attack dealing 1+X stages"
        case fx.AttacksGain(which=which, effects=inner):
            if not _GAIN_WHICH.match(which):
                return f"'{which}'"
            return _first_problem(inner)
        case fx.AttacksProperty(which=which, property=prop):
            if (which, prop) not in KNOWN_ATTACKS_PROPERTIES and not (
                known_attacks_which(which) and prop in KNOWN_PROPERTIES
            ):
                return f"'{which} {prop}'"
            return None
        case fx.AttackProperty(property=prop):
            barred = prop.split(" barred by ")
            if len(barred) == 2 and barred[0] in ("stop", "prevent") and is_known_what(barred[1]):
                return None
            return None if prop in KNOWN_PROPERTIES else f"'this attack {prop}'"
        case fx.CaptureDragonBall(what=what):
            return None if is_known_what(what) else f"capturing '{what}'"
        case fx.Search(what=what, to=to):
            if to not in KNOWN_DESTINATIONS and not _AT_STAGES.match(to):
                return f"searching to '{to}'"
            if not ATTACHES.match(what) and not is_known_what(what):
                return f"searching for '{what}'"
            return None
        case fx.RejuvenateChosen(what=what) | fx.MoveFromDiscard(what=what):
            if what not in _SPECIAL_WHAT and not is_known_what(what):
                return f"choosing '{what}'"
            return None
        case fx.Restriction(what=what):
            return None if what in KNOWN_RESTRICTIONS else f"'cannot {what}'"
        case fx.AttachTo(target=target, what=what):
            if target == fx.HOST_CARD:
                return None if is_known_what(what) else f"attach to a {what}"
            return None if target in ("your mp", "your opponent's mp") else f"attach to {target}"
        case fx.CannotWinByMppv(condition=condition):
            if condition in _MPPV_RULES:
                return None
            return f"'cannot win by MPPV if {condition}'"
        case fx.AttacksHave(property=prop) if not _known_attacks_have(prop):
            return f"attacks that '{prop}'"
        case fx.AttacksHave(kind=kind) | fx.NextAttackGains(kind=kind):
            if isinstance(effect, fx.AttacksHave) and kind == fx.IF_BY_ALLY:
                return None if effect.duration == "next attack" else f"attacks '{kind}'"
            # "title:sword": attacks with "Sword" in the title; "performer:android": attacks
            # performed by personalities with Android in the title (attack_start.attack_is).
            titled = (fx.TITLED, fx.PERFORMER_TITLED)
            if any(w not in _ATTACK_WORDS and not w.startswith(titled) for w in kind.split()):
                return f"attacks described as '{kind}'"
            if isinstance(effect, fx.NextAttackGains):
                return _first_problem(effect.effects)
            return None
        case fx.CostModifier(kind=kind):
            if any(word not in _ATTACK_WORDS - {"named"} for word in kind.split()):
                return f"attacks described as '{kind}'"
            return None
        case fx.UseOnlyIf(condition=condition):
            return None if is_known_condition(condition) else f"'use only if {condition}'"
        case fx.MoveCards(what=what) | fx.UseDragonBall(what=what):
            if isinstance(effect, fx.MoveCards) and effect.source == "play":
                what = what.removeprefix(fx.OTHER_PREFIX)  # "one of your other Allies" (pool_steps)
            return None if not what or is_known_what(what) else f"cards described as '{what}'"
        case fx.AttacksGainThisCombat(which=which, effects=inner):
            return executable_problem(fx.AttacksGain(which, inner))  # read like the constant
        case fx.NameAndBanishCopies():
            return f"'{type(effect).__name__}' effects"
    # Every record needs an interpreter step (flow.py merges the steps of every part).
    return None if has_step(effect) else f"'{type(effect).__name__}' effects"


def _known_attacks_have(prop: str) -> bool:
    barred = prop.removeprefix("stop barred by ")
    return prop in KNOWN_PROPERTIES or (barred != prop and is_known_what(barred))


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
    problem = (
        _first_problem(result.program)
        or honesty.problem(card, result)
        or power_stages_problem(card)
        or cancel_problem(result.program)
    )
    if problem is None:
        return result
    return CompileResult(result.title, (), (problem + NOT_EXECUTABLE,), result.ruled_text)


def power_stages_problem(card: Card) -> str | None:
    """Why a personality has no power stages to play with (the data's are unreadable), or None.

    DBZ RB: Card Types — a personality has 11 power stages (0 to 10); a card whose stages the
    data does not give is refused rather than played at power level 0 (nothing is guessed).
    """
    if card.type not in PERSONALITY_TYPES or len(card.power_stages) == 11:
        return None
    unreadable = [c for c in card.corrections if c.startswith("power stages") and "unreadable" in c]
    reason = unreadable[0] if unreadable else "none given"
    return f"the power stages in the data are unreadable ({reason})"


class DbzKit:
    """The card pool plus per-title facts, shared by every state of a game."""

    def __init__(self, pool: CardPool) -> None:
        self.pool = pool
        self._info: dict[str, CardInfo] = {}
        # Per card id: whether its text waits for the start or end of a turn, a step or
        # combat (turn_steps), asked for every card of every new game.
        self.watches_edges: dict[str, bool] = {}
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
        attached: list[fx.Effect] = []
        endurance = card.endurance
        banish = shuffle = considered_named = also_continuous = False
        for effect in program:
            match effect:
                case fx.PhysicalAttack() | fx.EnergyAttack() if attack is None:
                    attack = effect
                case fx.Hit(effects=inner):
                    hit = inner
                    banish = banish or fx.BanishAfterUse() in inner
                    shuffle = shuffle or fx.ShuffleAfterUse() in inner
                case fx.Power(effects=inner):
                    run, held = fx.while_attached(inner)
                    # "POWER: Attach to your MP. While attached, …": the Power attaches the
                    # card; what follows holds while it stays attached, not for one combat.
                    powers.append(fx.Power(tuple(run)) if held else effect)
                    attached.extend(held)
                    # "POWER: … Shuffle this card into your Life Deck after use." is a card rule.
                    banish = banish or fx.BanishAfterUse() in inner
                    shuffle = shuffle or fx.ShuffleAfterUse() in inner
                case fx.Constant(effects=inner):
                    # "Your Allies may make actions … and they cannot be discarded": two statics.
                    for item in inner:
                        if isinstance(item, fx.Power):
                            powers.append(item)  # "[CONSTANT]: Once per turn as an action, …"
                            continue
                        constants.extend(item.effects if isinstance(item, fx.Sequence) else (item,))
                case fx.InstantPower():
                    instants.append(effect)
                case fx.Endurance(amount=amount):
                    endurance = max(endurance, amount)
                case fx.EnduranceForEffects() | fx.TitleForEffects():
                    pass  # a card rule, read by its owner's effects (conditions.effect_endurance)
                case fx.BanishAfterUse():
                    banish = True
                case fx.ShuffleAfterUse():
                    shuffle = True
                case fx.LimitPerDeck() | fx.HeroesOnly() | fx.VillainsOnly() | fx.Reprint():
                    pass
                case fx.ConsideredNamed():
                    considered_named = True
                case fx.AlsoContinuous():
                    also_continuous = True
                case fx.UseOnlyIf() | fx.ConsideredStyled(scope="this card") | fx.PlayCost():
                    pass  # card rules, read where they apply
                case (
                    fx.ActsRegardless()
                    | fx.OnlyOneAttached()
                    | fx.AttachRefused()
                    | fx.OncePerGame()
                    | fx.OncePerAttack()
                    | fx.HandAction()
                    | fx.HandResponse()
                    | fx.PlayCost()
                ):
                    pass  # card rules, read where they apply
                case fx.CannotWinByMppv(condition=condition) if condition != "always":
                    pass  # a card rule, checked when the card is used (``moves.mark_used``)
                case fx.Optional(effect=fx.StopInstead() as dual):
                    immediate.append(dual)  # the choice is made by defending with the card
                case fx.Whenever() if card.type in PERSONALITY_TYPES:
                    # An MP's or Ally's unlabelled "Whenever …" (Piccolo - Composed) and card
                    # rules "(When this card enters play, …)" wait in play like a constant.
                    constants.append(effect)
                case _:
                    immediate.append(effect)
        run, held = fx.while_attached(tuple(immediate))
        immediate = run
        attached.extend(held)
        if card.type in (CardType.MASTERY, CardType.DRILL) and immediate:
            # Unlabelled text of a card that stays in play is constantly active (DBZ RB: Card
            # Types — Drills); ruled texts such as Namekian Knowledge Mastery's have no label.
            constants.extend(immediate)
            immediate = []
        elif card.type in honesty.STAYS_IN_PLAY and attack is None:
            # A personality's or Setup's "Whenever …" and "(You cannot win by MPPV)" are active
            # while it is in play, as a constant is (DBZ CRD: Timing — Special timings).
            kept = [e for e in immediate if isinstance(e, fx.Whenever) or type(e) in fx.STANDING]
            constants.extend(kept)
            immediate = [e for e in immediate if e not in kept]
        # "[CONSTANT]: At the end of combat, …": a timing of a card in play, every combat.
        constants = [
            fx.Whenever("the end of combat", e.effects) if isinstance(e, fx.PlaceDelayed) else e
            for e in constants
        ]
        return CardInfo(
            card,
            program,
            tuple(immediate),
            attack,
            hit,
            honesty.action_first(powers),
            tuple(constants),
            tuple(instants),
            endurance,
            banish,
            shuffle,
            # DBZ CRD: The Movie Collection U79 — it takes on the name of your MP.
            named_after(card, self.pool) or ("your MP" if considered_named else None),
            tuple(attached),
            also_continuous,
            tuple(e for e in (*constants, *attached) if isinstance(e, fx.Restriction)),
            tuple(
                (text, record)
                for text, record in sentence_records(compiled_text(card))
                if record is not None
            ),
        )
