"""Whether all of a card's text runs: every sentence has a record that runs, every quantity kept.

A compiled program can hide text: a one-shot sentence left in a ``[CONSTANT]`` block where
nothing ever resolves it, a sentence on a card type whose loose text is never used, or
"up to" compiled into a forced count. ``problem`` names the first such sentence, so a card
counts as executable only when all of its text runs (``kit.compile_for_play``).

Where a record runs depends on where it stands (DBZ RB: Icons; Card Types):
- a POWER, an Instant Power, a HIT, an Event's or attack's text, a played Dragon Ball's
  text: resolved, so each record needs an interpreter step that does something;
- a ``[CONSTANT]`` block, and the loose text of cards that stay in play (Drills, Masteries):
  read while in play, so each record must be one the rules read (``effects.STANDING``), a
  ``Whenever`` (its effects then resolve), or an ``If`` over such records;
- card rules ("Banish after use", "ENDURANCE 1", "(Limit 1 per deck)") wherever they stand.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import msgspec

from reishi.games.dbz import effects as fx
from reishi.games.dbz.cardinfo import CardInfo
from reishi.games.dbz.cards import Card, CardType
from reishi.games.dbz.compiler import (
    CompileResult,
    compiled_text,
    parse_damage,
    sentence_records,
)
from reishi.games.dbz.flow import does_something

# Card rules read from the program wherever they stand (kit.DbzKit._build, moves, stages).
CARD_RULES: frozenset[type[fx.Effect]] = frozenset(
    {
        fx.Endurance,
        fx.EnduranceForEffects,
        fx.TitleForEffects,
        fx.BanishAfterUse,
        fx.ShuffleAfterUse,
        fx.PlayCost,
        fx.LimitPerDeck,
        fx.HeroesOnly,
        fx.VillainsOnly,
        fx.Reprint,
        fx.ConsideredNamed,
        fx.AlsoContinuous,
        fx.UseOnlyIf,
        fx.ConsideredStyled,
        fx.CannotWinByMppv,
        fx.NotDiscardedOnLevel,
        fx.DrillsKeptFromThisLevel,
        fx.DeckMayInclude,
        fx.CannotGainStages,
        fx.AttachTo,
        fx.PhysicalAttack,
        fx.EnergyAttack,
        fx.ActsRegardless,
        fx.OnlyOneAttached,
        fx.AttachRefused,
        fx.OncePerGame,
        fx.OncePerAttack,
        fx.DeckCopies,
        fx.DeckExcludes,
        fx.NotSearchable,
        fx.AllyMayPerform,
        fx.CostPer,
        fx.OnlyOneInPlay,
        fx.OneUsePerTurn,
    }
)
# Card types whose loose (unlabelled) text resolves when the card is played.
_RESOLVED_TYPES = frozenset(
    {CardType.PHYSICAL_COMBAT, CardType.ENERGY_COMBAT, CardType.DRAGON_BALL}
)
# Card types whose loose text holds while in play (kit.DbzKit._build).
_STAYING_TYPES = frozenset({CardType.DRILL, CardType.MASTERY})
# Cards that stay in play: their loose timings and standing records wait there (DBZ RB: Card
# Types); the rest of a Setup's, Ally's or personality's loose text is never resolved.
STAYS_IN_PLAY = frozenset(
    {CardType.DRILL, CardType.MASTERY, CardType.MAIN_PERSONALITY, CardType.ALLY, CardType.SETUP}
)
# Card types whose [CONSTANT] blocks are read (basics.in_play_cards).
_CONSTANT_TYPES = frozenset(
    {
        CardType.MAIN_PERSONALITY,
        CardType.MASTERY,
        CardType.DRILL,
        CardType.ALLY,
        CardType.DRAGON_BALL,
        CardType.SETUP,
    }
)
# Card types whose first POWER may be used (basics.power_cards; an Event's or a defence
# card's from the hand: combat_steps, attacks).
_POWER_TYPES = frozenset(
    {
        CardType.PHYSICAL_COMBAT,
        CardType.ENERGY_COMBAT,
        CardType.MAIN_PERSONALITY,
        CardType.MASTERY,
        CardType.DRILL,
        CardType.SETUP,
        CardType.ALLY,
        CardType.EVENT,
    }
)
QUANTITY_WORDS = ("up to", "may", "each", "all", "any")
# Cards played in combat, whose play costs combat_steps pays (a defence or a Setup's is not).
_PLAYED_IN_COMBAT = frozenset({CardType.PHYSICAL_COMBAT, CardType.ENERGY_COMBAT, CardType.EVENT})


def problem(card: Card, result: CompileResult) -> str | None:
    """The first sentence of a compiled card whose text does not all run, or None."""
    keys = {key for record in running_records(card, result.program) for key in _keys(record)}
    for sentence, record in sentence_records(compiled_text(card)):
        if record is not None and _key(record) not in keys:
            return f"'{sentence}' has no record that runs"
        for word in QUANTITY_WORDS:
            if re.search(rf"\b{word}\b", sentence, re.IGNORECASE) and not keeps(
                word, sentence, worded_record(sentence, record)
            ):
                return f"'{word}' in '{sentence}' has no counterpart in its record"
    return None


def running_records(card: Card, program: tuple[fx.Effect, ...]) -> Iterator[fx.Effect]:
    """Every record of the program (nested ones too) that runs where it stands."""
    attached = any(isinstance(e, fx.AttachTo) for e in program) or any(
        # "POWER: Attach to your MP. … [CONSTANT]: …": an Event's constant, read while attached
        isinstance(e, fx.Power) and any(isinstance(i, fx.AttachTo) for i in e.effects)
        for e in program
    )
    attack = any(isinstance(e, fx.PhysicalAttack | fx.EnergyAttack) for e in program)
    loose = _loose_context(card.type, program)
    top_powers = [e for e in program if isinstance(e, fx.Power)]
    ordered = action_first(top_powers)
    used = ordered[:2] if ordered[:1] != tuple(top_powers[:1]) else ordered[:1]
    for effect in program:
        if isinstance(effect, fx.Constant):
            if card.type in _CONSTANT_TYPES or attached:
                yield effect
                for inner in effect.effects:
                    yield from _standing(inner)
        elif isinstance(effect, fx.Power):
            # Only a card's first POWER is ever used as an action (combat_steps:
            # ``facts.powers[0]``), and its first defending one when defending (attacks).
            if any(effect is p for p in used) and card.type in _POWER_TYPES:
                yield from _power(effect)
        elif isinstance(effect, fx.InstantPower) or (isinstance(effect, fx.Hit) and attack):
            yield effect
            for inner in effect.effects:
                yield from _resolved(inner)
        elif type(effect) in CARD_RULES or _dual_use(effect):
            yield effect
        elif isinstance(effect, fx.FromHand):
            yield from _from_hand(effect)
        elif isinstance(effect, fx.PlayCost):
            if card.type in _PLAYED_IN_COMBAT:
                yield effect  # paid when it is played in combat (combat_steps.play_in_combat)
                yield from _resolved(effect.cost)
        elif isinstance(effect, fx.HandAction | fx.HandResponse):
            yield effect  # from the hand: as an action, or after a timing
            for inner in effect.effects:
                yield from _resolved(inner)
        elif (
            # DBZ CRD: General — Attached Cards: "while attached" text is always active (its
            # standing records too: kit.DbzKit._build reads them while attached).
            (
                attached
                and isinstance(effect, fx.AttacksProperty | fx.If | fx.Whenever | fx.HostGains)
            )
            or (attached and _static(effect))
            or loose == "drill"
            or (loose == "standing" and (isinstance(effect, fx.Whenever) or _static(effect)))
        ):
            yield from _standing(effect)  # kit.DbzKit._build: read while in play
        elif loose == "resolved":
            yield from _resolved(effect)


def action_first(powers: list[fx.Power]) -> tuple[fx.Power, ...]:
    """A card's POWERs, the one used as an action first (kit.DbzKit._build: CardInfo.powers).

    Android 20 - Master Planner: "POWER: Destroy … to prevent all damage from an energy attack.
    POWER: Shuffle a non-Styled Drill …": the first defends (used when defending, attacks), so
    the second is the one its card offers as an action (DBZ RB: The Combat Step — Use a Power).
    """
    defends = CardInfo.power_defends
    if len(powers) > 1 and defends(powers[0]) and not defends(powers[1]):
        return (powers[1], powers[0], *powers[2:])
    return tuple(powers)


def _loose_context(card_type: CardType, program: tuple[fx.Effect, ...]) -> str:
    """How a card's unlabelled sentences run: "resolved", "standing" or "" (never)."""
    if any(isinstance(e, fx.PhysicalAttack | fx.EnergyAttack) for e in program):
        return "resolved"  # an attack card, whatever its printed type (played from the hand)
    if card_type in _RESOLVED_TYPES:
        return "resolved"
    if card_type is CardType.EVENT:
        # An Event without a POWER is only ever played as a defence (DBZ RB: Defense Cards).
        return "resolved" if any(_defence(e) for e in program) else ""
    if card_type in _STAYING_TYPES:
        return "drill"
    return "standing" if card_type in STAYS_IN_PLAY else ""


def _static(effect: fx.Effect) -> bool:
    return type(effect) in fx.STANDING


def _defence(effect: fx.Effect) -> bool:
    inner = effect.effect if isinstance(effect, fx.Optional | fx.Stipulation) else effect
    return isinstance(inner, fx.Stops | fx.Prevent | fx.StopInstead)


def _power(power: fx.Power) -> Iterator[fx.Effect]:
    yield power
    attack = any(isinstance(e, fx.PhysicalAttack | fx.EnergyAttack) for e in power.effects)
    run, held = fx.while_attached(power.effects)
    for inner in run:
        if isinstance(inner, fx.Hit) and not attack:
            continue  # a HIT without an attack never happens
        yield from _resolved(inner)
    for inner in power.effects:
        # "POWER: Attach to your MP. While attached, …": held while attached (kit: the card's
        # while-attached text), a sentence of several clauses by each of them.
        if inner not in run:
            yield inner
    for inner in held:
        yield from _standing(inner)


def _dual_use(effect: fx.Effect) -> bool:
    """Card rules "(You may play this card to stop …)": read by defending with the card."""
    return isinstance(effect, fx.Optional) and isinstance(effect.effect, fx.StopInstead)


def _from_hand(effect: fx.FromHand) -> Iterator[fx.Effect]:
    # Card rules "If this card is discarded …": a replacement ("instead") is offered only when
    # the card is discarded (moves.discard_by_effect); the others run after the sentence.
    # A Rejuvenation's replacement is offered when the card is Rejuvenated (moves.rejuvenated).
    if effect.instead and "discarded" not in effect.event and "rejuvenated" not in effect.event:
        return
    yield effect
    for inner in effect.effects:
        yield from _resolved(inner)


def _standing(effect: fx.Effect) -> Iterator[fx.Effect]:
    if isinstance(effect, fx.Power):
        yield from _power(effect)  # "[CONSTANT]: Once per turn as an action, …" (kit)
    elif isinstance(effect, fx.Whenever | fx.PlaceDelayed):
        # A constant "At the end of combat, …" is a timing of every combat (kit).
        yield effect
        for inner in effect.effects:
            yield from _resolved(inner)
    elif isinstance(effect, fx.Sequence | fx.If | fx.HostGains):
        if all(fx.is_standing(inner) for inner in effect.effects):
            yield effect
            for inner in effect.effects:
                yield from _standing(inner)
    elif isinstance(effect, fx.ForX):
        if type(effect.effect) in fx.STANDING:
            yield effect
            yield effect.effect
    elif type(effect) in fx.STANDING:
        yield effect
        for inner in _children(effect):
            yield from _resolved(inner)


def _resolved(effect: fx.Effect) -> Iterator[fx.Effect]:
    children = list(_children(effect))
    kind = type(effect)
    if not children:
        if kind in CARD_RULES or does_something(effect):
            yield effect
        return  # else resolving it does nothing
    inner = [record for child in children for record in _resolved(child)]
    if inner:
        # A block runs when something inside it does: "If …, you may <a card rule>" does not.
        yield effect
        yield from inner


def _children(effect: fx.Effect) -> Iterator[fx.Effect]:
    for field in msgspec.structs.fields(effect):
        value = getattr(effect, field.name)
        if isinstance(value, fx.Effect):
            yield value
        elif isinstance(value, tuple):
            yield from (item for item in value if isinstance(item, fx.Effect))


def _keys(effect: fx.Effect) -> Iterator[fx.Effect]:
    """The record's key, and for a timing the keys of its first sentences alone: later
    sentences of one paragraph join the timing's effects ("If you do, …", compiler._add)."""
    key = _key(effect)
    yield key
    if isinstance(key, fx.Whenever):
        for cut in range(1, len(key.effects)):
            yield msgspec.structs.replace(key, effects=key.effects[:cut])
    if isinstance(key, fx.FromHand) and key.instead and key.effects:
        # "(…, you may banish it instead. If you do, E.)": the first sentence alone has no E.
        yield msgspec.structs.replace(key, effects=())
    if isinstance(key, fx.HandAction) and key.effects:
        # "(You may discard this card … during the Planning Step. If you do, E.)": the first
        # sentence alone is the rule's cost, E its effect (compiler._rule_if_you_do).
        yield msgspec.structs.replace(key, effects=())
        for cut in range(1, len(key.effects)):
            # "(… as an action to E. If you do, F.)": the first sentence alone is the rule with E.
            yield msgspec.structs.replace(key, effects=key.effects[:cut])


def _key(effect: fx.Effect) -> fx.Effect:
    """The record as a sentence compiles alone: X undefined, no DAMAGE line, no copy bonus."""
    changes: dict[str, object] = {}
    for field in msgspec.structs.fields(effect):
        value = getattr(effect, field.name)
        if isinstance(value, fx.Effect):
            changes[field.name] = _key(value)
        elif isinstance(value, tuple) and value and isinstance(value[0], fx.Effect):
            changes[field.name] = tuple(_key(v) for v in value)
    if isinstance(effect, fx.ForX):
        changes["x"] = ""
    if isinstance(effect, fx.PhysicalAttack | fx.EnergyAttack):
        changes["damage"] = None
    if isinstance(effect, fx.PerformAttack) and isinstance(effect.damage, fx.VariableDamage):
        # "… to perform an attack dealing 1+X stages": its X is the next sentence's.
        changes["damage"] = msgspec.structs.replace(effect.damage, x="")
    if isinstance(effect, fx.CopyAttack):
        changes["bonus_stages"] = 0
    if isinstance(effect, fx.OpponentMayUse):
        changes["effects"] = ()
    return msgspec.structs.replace(effect, **changes) if changes else effect


# --- quantity words ----------------------------------------------------------------------------

# Records whose meaning holds the word by themselves, each with the phrase it stands for.
_INHERENT: dict[str, dict[type[fx.Effect], str]] = {
    "may": {
        fx.Optional: "you may …: the player is asked",
        fx.OpponentMayUse: "your opponent may then use …: the opponent is asked",
        fx.PayAnyStages: "may pay any number of stages: paying 0 is offered",
        fx.Restriction: "may not …: a restriction",
        fx.AlliesActFreely: "Allies may make actions regardless …: a permission",
        fx.ActsRegardless: "you may use this Power regardless …: a permission",
        fx.ChosenActs: "that Ally may make actions regardless …: a permission",
        fx.OncePerGame: "may only be used once per game: a limit",
        fx.OncePerAttack: "may use this … more than once per turn but only once per attack",
        fx.OnlyOneAttached: "you may only have one … attached: a limit",
        fx.HandAction: "you may play this card from your hand as an action: offered",
        fx.HandResponse: "after …, you may banish this card from your hand to …: offered",
        fx.TwoCriticals: "you may use 2 critical damage effects: each one is offered",
        fx.DeckMayInclude: "your Life Deck may include …: a permission of deck building",
        fx.AlsoUseLevel: "you may also use your Level N Powers: that level's Power is offered",
        fx.StopFromHand: "you may discard … from your hand to stop …: offered when defending",
        fx.DeckCopies: "your Life Deck may include up to N copies …: a permission of deck building",
        fx.HandCardAction: "as an action, you may banish … from your hand to …: offered",
        fx.SearchInstead: "you may search and choose that card instead …: offered",
        fx.AllyMayPerform: "an Ally may perform this attack regardless …: a permission",
        fx.OnlyOneInPlay: "you may only have one copy … in play: a limit",
        fx.OneUsePerTurn: "you may only use one … per turn: a limit",
        fx.NotSearchable: "you may not search for … with this card's effect: a limit",
        fx.LookedToBottom: "you may place any of those cards …: none is offered too",
    },
    "up to": {
        fx.DeckCopies: "may include up to N copies: any number to N is legal (decks.py)",
    },
    "each": {
        fx.DeckCopies: "up to N copies of each Ally with …: counted per title (decks.py)",
        fx.SearchInstead: "the first time each turn …: offered once a turn (turn_log)",
        fx.CostPer: "costs -1 stage for each …: its X counts them (attack_start.attack_cost)",
        fx.RevealInsteadOfDiscard: "the first time each combat …: once a combat (combat_log)",
        fx.MillShield: "the first time each turn …: once a turn (turn_log)",
    },
    "all": {
        fx.LoseEffects: "lose all effects: every effect of those cards is ignored",
        fx.ChosenLoseEffects: "those cards lose all effects: every effect of each is ignored",
        fx.LoseStagesAll: "all of the personalities lose stages: every one of them does",
        fx.SetStagesAll: "set all personalities to N stages: every MP and Ally in play",
        fx.PreventNextAttack: "prevent all damage from the next attack: its stages and cards",
    },
    "any": {
        fx.RearrangeTop: "put them back in any order: the player orders them",
        fx.LookedToBottom: "place any number of them …: each one is offered, none too",
        fx.AmongTop: "banish any amount of them: any number of those cards, none offered",
        fx.PlaceRemainingInOrder: "the remaining cards in any order: placed one at a time",
        fx.PayAnyStages: "any number of stages: every amount is offered",
        fx.AngerAmount: "lowered by any amount: every lowering is changed",
    },
}
# Records that apply to every attack they describe ("all of your attacks deal +1 stage").
_EVERY_ATTACK: frozenset[type[fx.Effect]] = frozenset(
    {
        fx.AttackModifier,
        fx.CostModifier,
        fx.AttacksGain,
        fx.AttacksGainThisCombat,
        fx.AttacksHave,
        fx.AttacksProperty,
        fx.ConsideredStyled,
        fx.ForceCritical,
        fx.PreventAttacks,
        fx.PreventNextAction,  # "all damage from your opponent's attacks in his next action"
        fx.StopAllAttacks,
    }
)


def worded_record(sentence: str, record: fx.Effect | None) -> fx.Effect | None:
    """The record whose fields keep the sentence's words: a DAMAGE line, which completes the
    attack before it (no record of its own), keeps them in its amount ("+4 stages for each
    copy of …": an X)."""
    if record is None and re.match(r"^damage\b", sentence, re.IGNORECASE):
        damage = parse_damage(sentence)
        return fx.PhysicalAttack(damage) if damage is not None else None
    return record


# "Use when your opponent uses a card effect to draw any number of cards": an Instant Power's
# timing (a label, no record of its own) whose event is every such draw.
_ANY_DRAW_TIMING = re.compile(
    r"^use (?:when|after) your opponent uses a card effect to draw any number of cards$",
    re.IGNORECASE,
)


def keeps(word: str, sentence: str, record: fx.Effect | None) -> bool:
    """Whether the sentence's record has a counterpart for the quantity word it contains."""
    if record is None and word == "any" and _ANY_DRAW_TIMING.search(sentence):
        return True  # the timing answers a draw of however many cards (conditions_mov)
    if record is None:
        return False
    nodes = list(_walk(record))
    types = {type(node) for node in nodes}
    if any(t in _INHERENT.get(word, {}) for t in types):
        return True
    words = " ".join(_words(node) for node in nodes)
    picks = {getattr(node, "pick", "") for node in nodes}  # MoveCards: "up to", "all", …
    if word == "up to":
        if any(isinstance(n, fx.Optional) and isinstance(n.effect, fx.Choice) for n in nodes):
            return True  # "raise your anger up to 2 levels": none, 1 or 2 (phrases_pool)
        return any(getattr(node, "up_to", False) for node in nodes) or "up to" in picks
    if word == "may":
        if isinstance(record, fx.Power):
            return True  # "Once per turn as an action, you may …": a Power is used by choice
        if isinstance(record, fx.Choice) and re.search(r"\bor you may\b", sentence, re.I):
            return True  # "A or you may B": the player chooses B, or A (phrases_as_cards)
        if any(isinstance(n, fx.UseDragonBall) and n.user is fx.Who.OPPONENT for n in nodes):
            return True  # "your opponent may use …": he may use none (pool_steps)
        return any(getattr(node, "instead", False) for node in nodes)  # offered (moves)
    if word == "each":
        if re.search(r"^each time\b", sentence, re.IGNORECASE):
            # "Each time you take damage in a combat, …": a timing answered every time.
            return any(isinstance(n, fx.Whenever) and not n.limit and not n.once for n in nodes)
        if re.search(r"\beach player(?:'s| draws\b)", sentence, re.IGNORECASE):
            whos = {getattr(node, f, None) for node in nodes for f in ("who", "whose")}
            return fx.Who.EACH in whos or {fx.Who.YOU, fx.Who.OPPONENT} <= whos
        if re.search(r"\bfor each\b", sentence, re.IGNORECASE):
            # "for each card destroyed": X counts them (a ForX, or a DAMAGE line's own X)
            return fx.ForX in types or any(
                getattr(getattr(n, "damage", None), "x", "") for n in nodes
            )
        if re.search(r"\bcopy of each(?: card)?\b", sentence, re.IGNORECASE):
            return any(isinstance(n, fx.SearchNamed) and not n.all_copies for n in nodes)
        span = re.search(r"\bthe first time\b.*\beach (combat|turn)\b", sentence, re.IGNORECASE)
        if span is not None:
            # "The first time … each combat": a timing used once in every combat (its limit).
            limit = span.group(1).lower()
            return any(isinstance(n, fx.Whenever) and n.limit == limit for n in nodes)
        return bool(re.search(r"\beach\b", words))
    if word == "all":
        if re.search(r"\ball\b[\w' ]*\battacks\b", sentence, re.IGNORECASE):
            # "AT damage is considered to be 4 for all physical attacks": both players'.
            every_at = any(isinstance(n, fx.AtValue) and n.whose is fx.Who.ANY for n in nodes)
            return bool(types & _EVERY_ATTACK) or every_at
        if any(isinstance(n, fx.Remove) and n.count >= 99 for n in nodes):
            return True  # "destroy all Setups"
        if re.search(r"\bdragon balls lose all immediate effects\b", sentence, re.IGNORECASE):
            # None of them is used, by any player: the restriction bars every use (moves,
            # pool_steps, steps_dende_balls read "use dragon ball effects").
            return any(
                isinstance(n, fx.Restriction) and n.what == "use dragon ball effects" for n in nodes
            )
        if re.search(r"\ball life decks\b", sentence, re.IGNORECASE):
            # "Cards in all Life Decks …": both players' Life Decks, the record's "each".
            return any(getattr(n, "who", None) is fx.Who.EACH for n in nodes)
        flags = ("all_copies", "all_damage")  # "all copies", "prevent all damage"
        if any(getattr(node, flag, False) for node in nodes for flag in flags):
            return True
        return bool(re.search(r"\ball\b", words))
    # "any": a player of either side, any card of a pile, or the word kept in a description.
    if re.search(r"\banger (?:by )?any amount\b", sentence, re.IGNORECASE):
        # "lower your anger any amount": every amount up to the anger is offered (DBZ RB: Anger).
        return fx.LowerAnyAnger in types
    if re.search(r"\bany (?:amount|number) of\b|\bany of\b", sentence, re.IGNORECASE):
        return "up to" in picks  # the chooser takes as many as they like
    if re.search(r"\bany combat\b", sentence, re.IGNORECASE):
        return fx.Whenever in types  # "at the end of any combat": every combat's timing
    if re.search(r"\bbanish(?:es)? any\b", sentence, re.IGNORECASE):
        return "all" in picks  # "banishes any Setups or Drills in it": every one there is
    if re.search(r"\bfor any\b", sentence, re.IGNORECASE):
        return fx.Search in types  # "search … for any Ally": one card that matches
    whos = {getattr(node, f, None) for node in nodes for f in ("who", "whose")}
    return fx.Who.ANY in whos or bool(re.search(r"\bany\b", words))


def _walk(effect: fx.Effect) -> Iterator[fx.Effect]:
    yield effect
    for inner in _children(effect):
        yield from _walk(inner)


def _words(effect: fx.Effect) -> str:
    """The descriptions a record keeps as written ("the first attack each player performs")."""
    return " ".join(
        value.lower()
        for field in msgspec.structs.fields(effect)
        if isinstance(value := getattr(effect, field.name), str)
    )
