"""Typed effect records that compiled DBZ card text is made of (data only; no rules here).

Every record is a frozen, tagged msgspec Struct, so a program round-trips through JSON.
Players are named from the card's controller: ``you``, ``opponent`` or ``any`` (a player).
"""

from __future__ import annotations

from enum import StrEnum

import msgspec


class Who(StrEnum):
    """Which player an effect speaks of, seen from the card's controller."""

    YOU = "you"
    OPPONENT = "opponent"
    ANY = "any"
    EACH = "each"


class Unit(StrEnum):
    """DBZ RB: Damage Summary — damage is power stages or Life Cards."""

    STAGES = "stages"
    LIFE_CARDS = "life cards"


class Effect(msgspec.Struct, frozen=True, tag=True):
    """Base of every compiled record."""


# --- damage amounts -----------------------------------------------------------------------


class Damage(msgspec.Struct, frozen=True, tag=True):
    """Base of the damage amounts an attack's ``DAMAGE:`` line can name."""


class AtPlus(Damage, frozen=True):
    """DBZ RB: Attack Table — the AT value plus ``bonus`` of ``unit`` ("AT +3 stages")."""

    bonus: int = 0
    unit: Unit = Unit.STAGES


class Stages(Damage, frozen=True):
    """A fixed number of power stages of damage."""

    amount: int


class LifeCards(Damage, frozen=True):
    """A fixed number of Life Cards of damage."""

    amount: int


class StagesAndLifeCards(Damage, frozen=True):
    """Both: DBZ CRD: Damage — the stages are taken first."""

    stages: int
    life_cards: int


# --- card rules (parenthesis text; DBZ RB: Glossary — Parenthesis Text) --------------------


class BanishAfterUse(Effect, frozen=True):
    """The card is banished instead of discarded after use."""


class ShuffleAfterUse(Effect, frozen=True):
    """The card is shuffled into its owner's Life Deck after use."""


class LimitPerDeck(Effect, frozen=True):
    """At most ``count`` copies in a deck."""

    count: int


class HeroesOnly(Effect, frozen=True):
    """Only a Hero MP's deck may include this card."""


class VillainsOnly(Effect, frozen=True):
    """Only a Villain MP's deck may include this card."""


class Endurance(Effect, frozen=True):
    """DBZ RB: When Taking Damage — banish while discarded as damage to prevent ``amount``."""

    amount: int


class EnduranceForEffects(Effect, frozen=True):
    """Card rule: "This card's Endurance is considered to be ``amount`` for your card effects"
    (its owner's effects read it; damage still uses the printed Endurance)."""

    amount: int


class TitleForEffects(Effect, frozen=True):
    """Card rule: "This card is considered to have "``word``" in the title for your card
    effects" (its owner's effects read the word in its title: conditions.title_has)."""

    word: str


class Reprint(Effect, frozen=True):
    """A printing marker with no game effect ("Most Recent Printing")."""


# --- blocks ---------------------------------------------------------------------------------


class Power(Effect, frozen=True):
    """A ``POWER:`` used as an action (once per turn on personalities and Masteries)."""

    effects: tuple[Effect, ...]


class Constant(Effect, frozen=True):
    """The constant icon: active while the card is in play (DBZ RB: Icons)."""

    effects: tuple[Effect, ...]


class InstantPower(Effect, frozen=True):
    """The timing icon: ``trigger`` says when it may be used (DBZ RB: Icons)."""

    trigger: str
    effects: tuple[Effect, ...]


class Hit(Effect, frozen=True):
    """Effects that happen only after the attack deals damage (DBZ RB: Effects)."""

    effects: tuple[Effect, ...]


class IfYouDo(Effect, frozen=True):
    """Effects that happen only if the previous optional step was taken."""

    effects: tuple[Effect, ...]


class IfNotDone(Effect, frozen=True):
    """ "If you do not, …", "If he or she does not, …": ``effects`` only if the optional step
    before (the player's own or the one his opponent was offered) was not done."""

    effects: tuple[Effect, ...]


class Optional(Effect, frozen=True):
    """ "You may …": the controller chooses whether the effect happens."""

    effect: Effect


# --- attacks and defence --------------------------------------------------------------------


class PhysicalAttack(Effect, frozen=True):
    """Performs a physical attack; ``damage`` comes from its DAMAGE line."""

    damage: Damage | None = None
    cost_stages: int = 0


class EnergyAttack(Effect, frozen=True):
    """Performs an energy attack costing ``cost_stages`` (DBZ RB: How Attack Cards Work)."""

    damage: Damage | None = None
    cost_stages: int = 0


class Stops(Effect, frozen=True):
    """Stops an attack of ``kind``: "physical", "energy" or "physical or energy"."""

    kind: str


class Prevent(Effect, frozen=True):
    """Prevents some (or, with ``all_damage``, all) damage of an attack."""

    stages: int = 0
    life_cards: int = 0
    all_damage: bool = False
    kind: str = ""  # "from an energy attack": only an attack of that kind ("" any)


class AttackModifier(Effect, frozen=True):
    """Attacks of ``whose`` deal ``stages``/``life_cards`` more (or less) damage."""

    whose: Who
    stages: int = 0
    life_cards: int = 0
    duration: str = "while in play"  # or "this combat", "next attack", "this attack"
    kind: str = ""  # "", "physical", "energy" or "styled": which attacks it modifies
    condition: str = ""  # "raise your anger": only attacks that raise anger as they are played
    by: str = (
        ""  # who performs them: "this personality", "mp", "allies", "that ally" or a title word
    )


class AttackProperty(Effect, frozen=True):
    """A property of this attack ("cannot be stopped", "damage is banished", …)."""

    property: str


class StaysInPlay(Effect, frozen=True):
    """This attack stays in play to be used a second time this combat."""


# --- one-shot effects -----------------------------------------------------------------------


class RaiseAnger(Effect, frozen=True):
    """Raise a player's anger ``levels`` (DBZ RB: Anger)."""

    levels: int
    who: Who = Who.YOU


class LowerAnger(Effect, frozen=True):
    """Lower a player's anger ``levels`` (it cannot go below zero; DBZ RB: Anger)."""

    levels: int
    who: Who = Who.OPPONENT


class LowerAnyAnger(Effect, frozen=True):
    """ "Lower your anger any amount": the player picks 1 up to the anger they have (DBZ RB:
    Anger, which never goes below zero); X counts it. Declining is the sentence's "may"."""


class RaiseOrLowerAnger(Effect, frozen=True):
    """Raise or lower a player's anger ``levels``: ``who``'s, or a chosen player's (ANY)."""

    levels: int
    who: Who = Who.ANY


class GainStages(Effect, frozen=True):
    """A personality gains stages (DBZ CRD: General — Gaining/losing stages)."""

    amount: int
    who: Who = Who.YOU


class LoseStages(Effect, frozen=True):
    """A personality loses stages; below zero they come from the Life Deck (DBZ CRD)."""

    amount: int
    who: Who = Who.OPPONENT
    floor: bool = False  # "to a minimum of 0": nothing is discarded from the Life Deck


class DrawCards(Effect, frozen=True):
    """A player draws ``count`` cards from the top of the Life Deck."""

    count: int
    who: Who = Who.YOU


class DrawFromDiscard(Effect, frozen=True):
    """Draw the top or bottom card of your discard pile."""

    position: str


class Rejuvenate(Effect, frozen=True):
    """Rejuvenate ``count`` cards, one at a time (DBZ CRD: General — Rejuvenation)."""

    count: int


class DestroyTopOfLifeDeck(Effect, frozen=True):
    """Destroy the top ``count`` cards of a Life Deck (not damage; DBZ CRD: Gaining/losing)."""

    count: int
    who: Who = Who.OPPONENT
    up_to: bool = False


class BanishTopOfLifeDeck(Effect, frozen=True):
    """Banish the top ``count`` cards of a Life Deck."""

    count: int
    who: Who = Who.OPPONENT


class BanishFromDiscard(Effect, frozen=True):
    """Banish ``count`` cards of a discard pile (from ``position``: top, bottom or any)."""

    count: int
    who: Who = Who.OPPONENT
    position: str = "any"


class DiscardFromHand(Effect, frozen=True):
    """A player discards ``count`` cards from his or her hand."""

    count: int
    who: Who = Who.YOU
    what: str = ""  # "a Dragon Ball": only such a card may be discarded


class Remove(Effect, frozen=True):
    """Destroy or banish (``how``) cards in play of the given kinds."""

    how: str
    kinds: tuple[str, ...]
    count: int = 1
    whose: Who = Who.ANY
    excluding: str = ""  # 'a Drill not named "Combination Drill"': that title is not chosen
    up_to: bool = False  # "destroy up to 2 …": the chooser may stop after any card


class Search(Effect, frozen=True):
    """Search ``zones`` for ``count`` cards matching ``what`` and move them to ``to``."""

    zones: tuple[str, ...]
    what: str
    to: str
    count: int = 1
    who: Who = Who.YOU
    depth: int = 0  # "the top N cards of your discard pile": only those are searched
    up_to: bool = False  # "for up to N …": the searcher may stop after any card (CRD: S8 Goku)


class NameAndBanishCopies(Effect, frozen=True):
    """Name card(s) and banish copies from the opponent's Life Deck (Scout Maneuver kind)."""

    kinds: tuple[str, ...]
    names: int = 1
    all_copies: bool = True


class AttachTo(Effect, frozen=True):
    """The card attaches to ``target`` (DBZ RB: Glossary — Attached Cards): "your mp", "your
    opponent's mp", or ``HOST_CARD``, a card in play of ``whose`` fitting ``what`` ("Attach to
    one of your opponent's Drills": OPPONENT, "drill"), chosen by the attaching player."""

    target: str
    whose: Who = Who.ANY
    what: str = ""


HOST_CARD = "card"  # AttachTo.target: a card in play, not a personality


class HostGains(Effect, frozen=True):
    """ "While attached, that Dragon Ball gains "…"" (Namekian Hunt): text the card it is
    attached to holds, active while that card has its effects (basics.constants)."""

    effects: tuple[Effect, ...]


class SkipNextAction(Effect, frozen=True):
    """A player skips his or her next action this combat."""

    who: Who = Who.OPPONENT


class EndCombat(Effect, frozen=True):
    """End combat."""


class UseCriticalDamage(Effect, frozen=True):
    """Use a critical damage effect (DBZ RB: Critical Damage)."""


class LookAtHand(Effect, frozen=True):
    """Look at a player's hand (and, with ``choose``, choose a card in it)."""

    who: Who = Who.OPPONENT
    choose: bool = False


class ShuffleChosenIntoLifeDeck(Effect, frozen=True):
    """The chosen card is shuffled into its owner's Life Deck."""


class DiscardChosen(Effect, frozen=True):
    """The chosen card is discarded."""


class ChangeLevel(Effect, frozen=True):
    """Advance (positive) or lower (negative) an MP's level (DBZ RB: Anger)."""

    levels: int
    who: Who = Who.YOU


class PurModifier(Effect, frozen=True):
    """Your MP's Power Up Rating is modified by ``amount``."""

    amount: int


class CannotWinByMppv(Effect, frozen=True):
    """MPPV is denied when ``condition`` holds (DBZ RB: Gameplay — MPPV)."""

    condition: str


class RearrangeTop(Effect, frozen=True):
    """Look at the top (``bottom``: the bottom) ``count`` cards of a ``pile`` and put them
    back in any order."""

    count: int
    who: Who = Who.YOU
    pile: str = "life deck"  # or "discard pile" ("Rearrange the top 5 cards of …")
    bottom: bool = False  # "Look at the bottom 5 cards of your discard pile" (Namekian Catch)


class AttacksGain(Effect, frozen=True):
    """Attacks of ``which`` gain the quoted ``effects`` ("Your attacks gain "HIT: …"")."""

    which: str
    effects: tuple[Effect, ...]


class AttacksProperty(Effect, frozen=True):
    """A property of some of your attacks ("your first Styled attack each turn …")."""

    which: str
    property: str


class Whenever(Effect, frozen=True):
    """A contextual-timing effect (DBZ CRD: Timing — Special timings): on ``event``, do."""

    event: str
    effects: tuple[Effect, ...]
    once: bool = False  # "The next time …": it happens once, then ends
    until: str = ""  # as an immediate effect: "" (this combat), "turn" or "next turn"
    limit: str = ""  # "Once per turn/combat when …": "turn" or "combat"


class Stipulation(Effect, frozen=True):
    """ "Do A to do B": B happens only if A is done (DBZ CRD: Effects with stipulations)."""

    cost: Effect
    effect: Effect


class Sequence(Effect, frozen=True):
    """Steps done in order within one sentence ("draw a card and then discard a card")."""

    effects: tuple[Effect, ...]


class VariableDamage(Damage, frozen=True):
    """``base`` plus (or minus) X of ``unit``; X is defined by the card's "X = …" sentence."""

    base: int
    sign: int
    unit: Unit
    x: str = ""


class Combined(Damage, frozen=True):
    """Any sum of fixed, AT and X terms per unit ("AT +3 stages and +2 life cards").

    ``*_at`` counts how many times the AT value is added; ``*_x`` is the sign of X (or 0).
    """

    stages: int = 0
    stages_at: int = 0
    stages_x: int = 0
    life_cards: int = 0
    life_at: int = 0
    life_x: int = 0
    x: str = ""


# --- conditions, naming, X and the wider grammar --------------------------------------------


class If(Effect, frozen=True):
    """ "If <condition>, …": checked when the sentence resolves (DBZ CRD: Special timings)."""

    condition: str
    effects: tuple[Effect, ...]


class FromHand(Effect, frozen=True):
    """Card rules of a card in the hand: "If this card is discarded from your hand …, E".

    ``instead`` marks a replacement ("you may banish it instead to …").
    """

    event: str
    effects: tuple[Effect, ...]
    instead: bool = False


class HandResponse(Effect, frozen=True):
    """Card rules of a card in the hand: "After ``event``, you may banish this card from your hand
    to E": offered to its owner after the sentence raising the event (``how``: "banish")."""

    event: str
    effects: tuple[Effect, ...]
    how: str = "banish"


class PlayCost(Effect, frozen=True):
    """Card rules: "You must ``cost`` to play this card": paid when it is played, as an attack's
    stage cost is (DBZ CRD: Timing — Attack sequence 1; DBZ CRD: Effects with stipulations)."""

    cost: Effect


class AtNextAction(Effect, frozen=True):
    """ "At the beginning of the next action this combat, E": E happens when the next Action of
    the combat (``whose``: "any", "you" for "your next action", "opponent" for "your
    opponent's next action") begins; ``card``: "that card" of E, kept from when it was made."""

    effects: tuple[Effect, ...]
    whose: str = "any"
    card: int = -1


class ForX(Effect, frozen=True):
    """``effect``'s numeric ``field`` is X, defined by the card's "X = …" sentence."""

    field: str
    effect: Effect
    x: str = ""


class NameCard(Effect, frozen=True):
    """DBZ RB: Glossary — "Naming" a card: one exact title of ``kinds`` (never a Dragon Ball)."""

    kinds: tuple[str, ...] = ()
    count: int = 1
    different: bool = True  # "Name 2 cards" may name one title twice (DBZ CRD: C14)


class SearchNamed(Effect, frozen=True):
    """Search a Life Deck for copies of the named card(s) and ``to`` ("banish"/"discard")."""

    who: Who = Who.OPPONENT
    all_copies: bool = True
    to: str = "banish"


class ShuffleNamedFromHand(Effect, frozen=True):
    """ "Your opponent shuffles a copy of that card from his hand into his Life Deck" (Black
    Daze, after "Name a card"): one card of ``who``'s hand the name names."""

    who: Who = Who.OPPONENT


class ChooseInPlay(Effect, frozen=True):
    """ "Choose up to two Setups in play" (Black Swerve): up to ``count`` cards of ``kind`` in
    play, either player's; their titles are then "the named cards" a later search reads
    (SearchNamed, "one copy of each")."""

    kind: str
    count: int
    up_to: bool = True  # none to ``count``: the chooser may stop after any card


class RejuvenateChosen(Effect, frozen=True):
    """Choose ``count`` cards matching ``what`` in your discard pile and Rejuvenate them."""

    count: int
    what: str = "card"


class MoveFromDiscard(Effect, frozen=True):
    """Choose ``count`` cards matching ``what`` in a discard pile and move them ``to``."""

    count: int
    what: str
    to: str  # "top of life deck", "hand", "banish"
    who: Who = Who.YOU


class BanishFromHand(Effect, frozen=True):
    """Banish ``count`` cards of your choice from your hand."""

    count: int = 1


class ShuffleIntoLifeDeck(Effect, frozen=True):
    """Shuffle a card in play of ``kinds`` (whose: controller) into its owner's Life Deck."""

    kinds: tuple[str, ...]
    whose: Who = Who.YOU
    to_hand: bool = False  # "return … to its owner's hand" instead


class Restriction(Effect, frozen=True):
    """A player cannot do ``what`` for ``duration`` ("cannot perform physical attacks")."""

    who: Who
    what: str
    duration: str = "combat"


class StopAllAttacks(Effect, frozen=True):
    """Stops every attack (of ``kind``, if given) of the opponent for the rest of combat."""

    kind: str = ""


class CannotBeCaptured(Effect, frozen=True):
    """Your only Dragon Ball cannot be captured by a critical damage effect."""


class NotDiscardedOnLevel(Effect, frozen=True):
    """This Drill is not discarded when its controller advances a level."""


class DrillsKeptFromThisLevel(Effect, frozen=True):
    """A personality level's card rule: your Drills stay when you advance from this level."""


class LoseEffects(Effect, frozen=True):
    """Cards of ``kinds`` lose all effects until the end of combat (Isolation)."""

    kinds: tuple[str, ...]


class ForceCritical(Effect, frozen=True):
    """Your other attacks this combat are considered to deal critical damage."""


class BanishThis(Effect, frozen=True):
    """The card whose text this is is banished."""


class ShuffleThis(Effect, frozen=True):
    """The card whose text this is is shuffled into its owner's Life Deck."""


class RaiseToHighest(Effect, frozen=True):
    """A personality is raised to its highest power stage."""

    who: Who = Who.YOU


class SetAnger(Effect, frozen=True):
    """Set a player's anger to ``level`` ("lower your opponent's anger to 0")."""

    level: int
    who: Who = Who.OPPONENT


class DrawFromLifeBottom(Effect, frozen=True):
    """Draw the bottom card of your Life Deck."""


class RevealHand(Effect, frozen=True):
    """A player reveals his or her hand."""

    who: Who = Who.YOU


class DiscardRandom(Effect, frozen=True):
    """A player discards a random card from his or her hand."""

    who: Who = Who.OPPONENT


class ReturnThatAttack(Effect, frozen=True):
    """Move the card of the attack being defended against, if it is ``kind``: to a hand
    (Black Delay) or banished (Black Adaptation); it is "that card" of the next sentence."""

    kind: str
    to: str = "hand"  # or "banish"


class PlaceDelayed(Effect, frozen=True):
    """At the end of combat, do ``effects`` (DBZ CRD: Timing — Combat: still during combat)."""

    effects: tuple[Effect, ...]


class DelayedForThat(Effect, frozen=True):
    """ "If that Ally is in play at the end of combat, banish it": ``effects`` at the end of
    combat, where "that Ally" is still the card the card's earlier sentence put into play."""

    effects: tuple[Effect, ...]


class Recall(Effect, frozen=True):
    """Make ``card`` "that card" again (a delayed sentence's referent, DelayedForThat)."""

    card: int


class StopInstead(Effect, frozen=True):
    """ "You may play this card to stop a ``kind`` attack instead of as an attack".

    ``how``: "play" (the card is discarded after, as any played card) or "banish" ("You may
    banish this card from your hand to stop …").
    """

    kind: str
    how: str = "play"
    condition: str = ""  # "If C, you may …": offered only while C holds


class StopNextAttack(Effect, frozen=True):
    """Stops the next ``kind`` attack the opponent performs this combat (``next_action``: only
    if he performs it in his next action; ``armed``: that action has begun)."""

    kind: str = ""
    next_action: bool = False
    armed: bool = False


class PreventNextAttack(Effect, frozen=True):
    """Prevent all damage from the next ``kind`` attack ("non-styled", "physical", "" any) the
    opponent performs this combat: floating until that attack begins, then bound to it."""

    kind: str = ""


class CaptureDragonBall(Effect, frozen=True):
    """Capture an opponent's Dragon Ball matching ``what`` (DBZ RB: Critical Damage — capture)."""

    what: str = "dragon ball"


class HandRevealed(Effect, frozen=True):
    """A player plays with the hand revealed (``until``: "" while active, or "next turn")."""

    who: Who = Who.OPPONENT
    until: str = ""


class CannotGainStages(Effect, frozen=True):
    """This personality cannot gain stages."""


class Choice(Effect, frozen=True):
    """ "A or B": the controller chooses one of ``options`` (``labels``: their words)."""

    options: tuple[Effect, ...]
    labels: tuple[str, ...] = ()


class PayStages(Effect, frozen=True):
    """Your MP pays ``amount`` stages; nothing is paid (and the step fails) without them."""

    amount: int


class PlaceThis(Effect, frozen=True):
    """The card whose text this is moves ``to`` "play", "top of life deck" (or bottom), "hand"
    or "rejuvenate" ("Rejuvenate this card after use")."""

    to: str


class HandToLifeDeck(Effect, frozen=True):
    """Place ``count`` cards from your hand on the ``position`` of your Life Deck."""

    count: int = 1
    position: str = "bottom"


class Protected(Effect, frozen=True):
    """The opponent's effects cannot do ``what`` to you ("lower your anger")."""

    what: str


# AttacksHave's kind for "If your next attack this combat is performed by an Ally, it …".
IF_BY_ALLY = "if performed by an ally"


class AttacksHave(Effect, frozen=True):
    """Your attacks of ``kind`` have ``property`` ("cannot be stopped") for ``duration``.

    ``duration`` is "this combat", "next attack" (the next one only), ``NEXT_SUCCESSFUL`` (each
    attack until one succeeds) or "while in play".
    """

    property: str
    kind: str = ""  # words such as "styled", "non-styled", "physical", "named"
    duration: str = "this combat"
    either: bool = False  # every player's attacks ("Damage from attacks performed by …")


# AttacksHave's kind word for "Your attacks with "Sword" in the title …": "title:sword".
TITLED = "title:"
# … and for "attacks performed by personalities with Android in the title": "performer:android".
PERFORMER_TITLED = "performer:"
NO_AT_BASE = "no at base damage"  # AttackModifier.condition: "attacks that do not have AT base …"
NEXT_SUCCESSFUL = "next successful attack"  # AttacksHave: spent by the attack that succeeds


class NextSuccessfulGains(Effect, frozen=True):
    """ "Your next successful attack this combat gains 'HIT: E'": every attack of its player
    carries the HIT until one succeeds, which spends it (attack_start, attacks)."""

    effects: tuple[Effect, ...]


class NextAttackGains(Effect, frozen=True):
    """Your next attack (of ``kind``) this combat gains ``effects`` (a HIT block or sentences)."""

    effects: tuple[Effect, ...]
    kind: str = ""


class PreventAttacks(Effect, frozen=True):
    """Prevent damage from the opponent's attacks this combat (or only the ``next_only``)."""

    stages: int = 0
    life_cards: int = 0
    next_only: bool = False


class ConsideredNamed(Effect, frozen=True):
    """The card takes on the name of your MP (DBZ CRD: U79 Black Back Strike)."""


# --- copies, the top of a Life Deck, costs and responses --------------------------------------

# MoveCards.what of "one of your other Allies you control …" from play: the card whose effect it
# is never among them (pool_steps.candidates).
OTHER_PREFIX = "other "

# CopyAttack.which of "If you do, perform a copy of that attack" after a card rule that moved an
# attack card ("banish a Styled physical attack from your discard pile"): the card it moved.
MOVED_ATTACK = "the attack card just moved"


class CopyAttack(Effect, frozen=True):
    """Perform a copy of an attack (DBZ CRD: Individual Card Rulings — U66, S144, S18)."""

    which: str  # "that attack" (the one being defended), "last opponent attack" or MOVED_ATTACK
    when: str = "now"  # or "next action"
    bonus_stages: int = 0  # "That attack deals an additional +2 stages of damage"


class RevealTop(Effect, frozen=True):
    """Reveal (or only look at) the top ``count`` cards of a Life Deck; they stay there."""

    count: int
    who: Who = Who.YOU
    look: bool = False  # "Look at": seen by the player only


class LookedToBottom(Effect, frozen=True):
    """ "… and place any number of them on the top or bottom of your Life Deck" (Android 18 -
    Prepared): of the cards just looked at, the player sends any to the bottom, one at a time,
    and (``rearrange_top``) puts the others back on top in any order."""

    rearrange_top: bool = False


class MoveLooked(Effect, frozen=True):
    """Put the card the latest look or reveal saw at the ``to`` of its Life Deck."""

    to: str = "bottom"


class RandomDiscards(Effect, frozen=True):
    """The opponent's discards from the hand are chosen at random (Black Targeting Drill)."""


class CostPer(Effect, frozen=True):
    """ "This attack costs -1 stage for each Dragon Ball in play": a card rule changing its own
    cost by ``amount`` stages for each of ``x`` (attack_start.attack_cost)."""

    amount: int
    x: str


class CostModifier(Effect, frozen=True):
    """Attacks of ``whose`` that fit ``kind`` cost ``amount`` more (or fewer) stages."""

    whose: Who
    amount: int
    kind: str = ""  # words such as "physical", "styled energy", "non-styled"
    duration: str = "while in play"  # or "this combat"
    minimum: int = 0


class AlliesActFreely(Effect, frozen=True):
    """Your Allies (with ``which`` in the title) may act regardless of the MP's stages."""

    which: str = ""


class AlliesNotDiscarded(Effect, frozen=True):
    """Your Allies (``which``) cannot be discarded; destroying or banishing still works."""

    which: str = ""


class CancelThatCard(Effect, frozen=True):
    """Cancel the effects of the Event being played (Heroic Energy Sphere)."""


class PlaceLater(Effect, frozen=True):
    """Place a card into play at the end of combat (Orange Searching Maneuver, Orange Nudge);
    ``from_banished``: "At the end of combat, place that card into play under its owner's
    control from the Banished Zone" (Black Destructive Beam), only if it is still there."""

    card: int = -1
    from_banished: bool = False
    every: bool = False  # "Banish up to 3 of your Drills and return them to play …": each one


class PayAnyStages(Effect, frozen=True):
    """The MP (or the performer) may pay any number of stages; X counts them."""


class OpponentMayUse(Effect, frozen=True):
    """Your opponent may then use ``effects`` himself (Combination Drill)."""

    effects: tuple[Effect, ...]


class HandSizeBonus(Effect, frozen=True):
    """DBZ RB: Gameplay — 4. Discard Step: keep ``amount`` more cards."""

    amount: int


class AlsoContinuous(Effect, frozen=True):
    """The Instant Power is also a Continuous Power: mandatory, and Allies may use it always."""


class ConsideredStyled(Effect, frozen=True):
    """Attacks count as Styled: "this card", your attacks "while in play" or "this combat"."""

    scope: str = "this card"


class DrillsKept(Effect, frozen=True):
    """Your Drills are not discarded when changing levels (this combat, or while in play)."""


class UseOnlyIf(Effect, frozen=True):
    """Card rules: the card may be used only while ``condition`` holds."""

    condition: str


# --- moving cards between zones, choosing cards, and the wider pool ---------------------------


# MoveCards' source for "those cards" chosen in a discard pile and still there ("Choose 4 cards
# in your discard pile. Banish 2 of those cards and shuffle the remaining …").
THOSE_IN_DISCARD = "those cards in the discard pile"
# MoveCards' source for "Reveal up to 2 Drills from your hand and shuffle them into your Life
# Deck": the cards the sentence before took, still in the hand.
THOSE_IN_HAND = "those cards in the hand"


class MoveCards(Effect, frozen=True):
    """Move cards matching ``what`` from a ``source`` zone ``to`` another (one family).

    ``source``: "play" (non-personality, non-Mastery cards in play), "discard pile",
    "banished zone" or "hand"; ``whose``: whose zone (in play: who controls the cards);
    ``pick``: "exactly" (that many, or as many as there are), "up to" (the chooser may stop),
    "all", "random", "top" or "bottom" (of an ordered pile); ``to``: "destroy", "discard",
    "banish", "hand", "life deck" (shuffled in), "top of life deck", "bottom of life deck",
    "rejuvenate", "play" (placed into play under ``under``'s control), "top of discard pile",
    "reveal" or "choose" (only remembered as "those cards"); ``chooser``: who picks.
    """

    source: str
    to: str
    what: str = ""
    count: int = 1
    pick: str = "exactly"
    whose: Who = Who.YOU
    chooser: Who = Who.YOU
    under: Who = Who.YOU


class MoveChosen(Effect, frozen=True):
    """Move "that card" / "those cards" (the latest chosen or moved cards) ``to`` a zone.

    ``to`` as in MoveCards; ``rest`` moves the cards the latest reveal saw that were not taken
    ("the remaining cards").
    """

    to: str
    rest: bool = False
    under: Who = Who.YOU
    # "Return that card to its owner's hand from the Banished Zone" (Black Flashback): only a
    # card still banished, into its owner's hand.
    from_banished: bool = False


class LoseStagesAll(Effect, frozen=True):
    """Every personality of ``which`` ("personalities" or "allies") of ``who`` loses stages."""

    amount: int
    who: Who = Who.OPPONENT
    which: str = "personalities"
    floor: bool = False
    titled: str = ""  # "all personalities with Android in the title": the word, lower case


class ChosenStages(Effect, frozen=True):
    """ "That personality gains/loses N stages", "raise that Ally to its highest power stage"."""

    amount: int  # negative: loses; MAX_STAGES with ``highest``
    highest: bool = False


class SetStage(Effect, frozen=True):
    """Set a Main Personality's power stage: "Set your MP's power level to 0"."""

    stage: int
    who: Who = Who.YOU


class SetStagesAll(Effect, frozen=True):
    """ "Set all personalities to 5 stages above 0": every MP and Ally in play, both players'."""

    stage: int


class SetLevel(Effect, frozen=True):
    """ "Advance or lower your MP to level 2": the MP becomes that level."""

    level: int
    who: Who = Who.YOU


class SwapAnger(Effect, frozen=True):
    """ "Switch anger levels with your opponent"."""


class SkipActions(Effect, frozen=True):
    """A player passes (or skips) their next ``count`` actions this combat (or the first)."""

    count: int = 1
    who: Who = Who.OPPONENT


class AngerToLevel(Effect, frozen=True):
    """Anger needed to advance a level: ``delta`` more (or fewer), or exactly ``needed``."""

    who: Who = Who.YOU
    delta: int = 0
    needed: int = 0
    minimum: int = 1  # "(to a minimum of 4)": the change never brings the need below it


class ActsRegardless(Effect, frozen=True):
    """Card rules of an Ally: its Power may be used regardless of the MP's power stage.

    ``mps``: only while the MP has one of these names ("" for always).
    """

    mps: tuple[str, ...] = ()


class OnlyOneAttached(Effect, frozen=True):
    """Card rules: "You may only have one X attached" (a second copy does not attach)."""


class AttachRefused(Effect, frozen=True):
    """Card rules: the card does not attach while ``condition`` is ``when``, and is banished
    instead if ``banish`` ("This card cannot be attached unless C": ``when`` False; "If C and
    this card would attach to your MP, banish it instead": ``when`` True, ``banish``)."""

    condition: str
    when: bool
    banish: bool = False


class ChosenActs(Effect, frozen=True):
    """ "That Ally can make actions regardless of your MP's power stage this combat"."""


class ModifierInstead(Effect, frozen=True):
    """ "(Your physical attacks deal +1 stage of damage this combat.) If C, they deal +3 stages
    instead": the floating damage modifier its card made this combat now deals these amounts."""

    stages: int = 0
    life_cards: int = 0


class AlliesActThisCombat(Effect, frozen=True):
    """ "For the remainder of combat your Allies can make actions regardless of your MP's power
    stage": a floating permission of its player's Allies (basics.ally_may_act)."""


class UseDragonBall(Effect, frozen=True):
    """Use the immediate effects of a Dragon Ball in play (``whose``: who controls it)."""

    whose: Who = Who.ANY
    user: Who = Who.YOU
    what: str = "dragon ball"


class TwoCriticals(Effect, frozen=True):
    """ "If you deal critical damage with this attack, you may use 2 critical effects"."""


class CritThreshold(Effect, frozen=True):
    """Life Cards an attack of ``who`` must deal for critical damage: ``life``, or 5 + ``delta``."""

    who: Who = Who.OPPONENT
    life: int = 0
    delta: int = 0


class AtValue(Effect, frozen=True):
    """ "Your AT damage is considered to be 4 for your Styled attacks": AT of those attacks."""

    value: int
    kind: str = ""
    whose: Who = Who.YOU


class OncePerGame(Effect, frozen=True):
    """Card rules: the card's Power may be used once per game (the game remembers the use)."""


class OncePerAttack(Effect, frozen=True):
    """Card rules: "You may use this Power more than once per turn but only once per attack"."""


class OthersUncapturable(Effect, frozen=True):
    """ "Your other Dragon Balls cannot be captured" (a constant of a Dragon Ball)."""


class EnduranceGrant(Effect, frozen=True):
    """Cards (matching ``what``) in a Life Deck without Endurance have Endurance ``amount``."""

    amount: int
    who: Who = Who.YOU  # whose Life Deck: "your", or EACH for "all Life Decks"
    what: str = ""


class EnduranceIncrease(Effect, frozen=True):
    """ "Your Styled cards with Endurance have their Endurance increased by X" (Piccolo -
    Revitalized): a card of its player's, matching ``what``, that has Endurance when taken as
    damage has ``amount`` more (attacks.endurance_increase)."""

    amount: int
    what: str = ""


class HandAction(Effect, frozen=True):
    """Card rules: "you may play this card from your hand as an action to E" (``limit``)."""

    effects: tuple[Effect, ...]
    limit: str = ""  # "game": once per game; "turn": once per turn
    how: str = "play"  # "discard" / "banish": "you may discard this card from your hand to E"
    # "If C, you may banish this card …": offered only while C holds; "" when unconditioned.
    condition: str = ""
    # Where the card is when it is used: "hand", or "discard pile" ("If this card is in your
    # discard pile, you may banish it as an action to E"); ``how`` "rejuvenate" places it at
    # the bottom of the Life Deck, "" leaves it where it is (the effect moves it).
    zone: str = "hand"
    # When it is used: "" as an action in combat; "planning step" ("You may discard this card
    # from your hand during the Planning Step").
    step: str = ""


class PlaceRevealed(Effect, frozen=True):
    """Place the card the sentence before revealed into play under ``under``'s control ("If the
    revealed card was a Setup or Drill, you may place it into play under your control")."""

    under: Who = Who.YOU


class HandCardAction(Effect, frozen=True):
    """A constant: "As an action during combat, you may banish an Ally with "Cell Jr." in the
    title from your hand to E": each such hand card is offered as an action (``how``: "banish"
    or "discard"), moved so, then E (combat_steps._hand_action)."""

    how: str
    what: str
    effects: tuple[Effect, ...]


class DoubleRecycle(Effect, frozen=True):
    """A constant: "The first time during combat one of your effects shuffles or Rejuvenates
    cards from your discard pile into your Life Deck, double that amount" (steps_mpset_recycle)."""


class SearchInstead(Effect, frozen=True):
    """A constant: "The first time each turn when your opponent uses an effect to search a
    Life Deck or discard pile for 1 card, you may search and choose that card instead of your
    opponent" (steps_mpset_search)."""


class HitIfStopped(Effect, frozen=True):
    """ "If stopped, use this attack's HIT effects": the attack's HIT effects are used when it
    is stopped too (attacks: the HIT step), though it is not a successful attack."""


class ThatAttackGains(Effect, frozen=True):
    """ "Make that attack gain 'If stopped, use this attack's HIT effects' and 'Banish after
    use.'": the attack in progress has those texts until it ends (steps_mpset)."""

    effects: tuple[Effect, ...]


class PlayMoved(Effect, frozen=True):
    """ "If a Dragon Ball is banished in this way, you may play it": the card of ``what`` the
    sentence before moved (``last_moved``) is played from where it went (steps_mpset)."""

    what: str


class PerformAttack(Effect, frozen=True):
    """An effect performs an attack: "perform a non-Styled physical attack dealing AT +2
    stages" (``styled``: "", "styled" or "non-styled", whatever the card's own style)."""

    kind: str
    damage: Damage
    styled: str = ""


class MillBonus(Effect, frozen=True):
    """Your effects that ``how`` ("destroy", "banish") cards from the top of your opponent's
    Life Deck move ``amount`` more; ``effects`` follow each time ("… and Rejuvenate 2")."""

    amount: int
    how: tuple[str, ...] = ("destroy",)
    duration: str = "while in play"  # or "this combat"
    effects: tuple[Effect, ...] = ()


class MillShield(Effect, frozen=True):
    """ "The first time each turn an opponent's card effect would destroy or banish cards from
    the top of your Life Deck, reduce that amount to 0" (Lookout Drill; moves.mill)."""


class ConsideredHigher(Effect, frozen=True):
    """Your MP is considered to have a higher power level than the defending personality for
    your card effects (``duration``: "while in play" or "this combat")."""

    duration: str = "while in play"


class NextActionStays(Effect, frozen=True):
    """ "If your next action is a Styled attack, it stays in play to be used a second time this
    combat" (``kind``: words such as "styled")."""

    kind: str = ""


class NamedUnplayable(Effect, frozen=True):
    """ "Your opponent cannot play that card for the remainder of combat": the card just named."""


class AmongTop(Effect, frozen=True):
    """ "Look at the top ``count`` cards of your discard pile and banish any amount of them":
    the player picks any number of those cards, each going ``to`` (as in MoveCards)."""

    count: int
    to: str = "banish"


class DestroyThis(Effect, frozen=True):
    """ "Destroy this card": from play to its owner's discard pile."""


class ReturnThis(Effect, frozen=True):
    """ "Return this card to your hand": from play to its owner's hand."""


class Unless(Effect, frozen=True):
    """ "A unless you B": the player may do ``instead`` (B, a discard from the hand) if he
    can; else ``effect`` (A) happens."""

    effect: Effect
    instead: Effect
    words: tuple[str, str] = ("", "")


class LifeDamageBanished(Effect, frozen=True):
    """Life card damage from attacks (``whose``: YOU or ANY) is banished, not discarded."""

    whose: Who = Who.YOU
    duration: str = "while in play"  # or "this combat"
    kind: str = ""  # "physical" / "energy": only attacks of that kind
    by: str = ""  # "this personality": only attacks the card holding it performs


class StopFromHand(Effect, frozen=True):
    """A constant "[Once per combat,] you may discard (Rejuvenate, banish) ``what`` from your
    hand to stop ``kind`` attack": offered when defending (steps_as_stop)."""

    how: str  # "discard", "rejuvenate" or "banish"
    what: str
    kind: str = "physical or energy"
    once_per_combat: bool = False


class BanishNamedSet(Effect, frozen=True):
    """ "Banish Android 14 and Android 15 if they are under your control and/or in discard
    pile": one card of each personality ``names`` from play (yours) or your discard pile, all
    of them or none (steps_as_named)."""

    names: tuple[str, ...]


class BaseDamageInstead(Effect, frozen=True):
    """ "This attack's base damage is 7 stages instead" (or "… 2 times the AT"): the attack in
    progress deals ``damage`` in place of its DAMAGE line (steps_as_attack)."""

    damage: Damage


class AngerAmount(Effect, frozen=True):
    """A constant changing how much a player's anger moves: "Whenever your anger would be
    lowered by any amount, it's lowered by 1 instead" (``how`` "1"), "Whenever you raise your
    anger during combat, that amount is doubled" (``how`` "double"; stages.change_anger)."""

    change: str  # "lower", "raise" or "either"
    how: str  # "1", "double" or "plus 1" (one level more)
    by_you: bool = False  # only your own effects' changes ("you raise your anger")
    in_combat: bool = False
    # The opponent's anger moving, not your own (read from the constants of the other seat):
    # by your card effects (``by_you``, Blue Smug Punch: "your card effects that raise or
    # lower your opponent's anger have that amount increased by 1") or by his own (``by_them``,
    # Red Glare: "whenever your opponent raises his anger, change that amount to 1").
    opponents: bool = False
    by_them: bool = False


class AlsoUseLevel(Effect, frozen=True):
    """A Main Personality's constant "You may also use your Level N Powers" (or "… Level N
    CONSTANT powers"): that level of the MP set lends its Powers, or its Constant Powers, as
    though it were the MP (basics.power_cards, basics.constants)."""

    level: int
    constants_only: bool = False


class ModifiersDoubled(Effect, frozen=True):
    """ "Your damage modifiers are doubled": every "+"/"-" damage effect of its player counts
    twice (DBZ CRD: Damage — Modifiers; attacks.attack_damage)."""


class ModifiedOnlyBy(Effect, frozen=True):
    """ "Damage from attacks can only be modified by the effects of Physical Combat or Energy
    Combat cards" (Ox King - Naming Genius: ``by`` "combat cards", every attack); "(Damage from
    your non-Styled attacks can only be modified by this card's effect.)" (Vegeta - Experienced:
    ``by`` "this card", ``kind`` "non-styled", its player's attacks only): any other "+"/"-"
    effect, the "+N" printed beside an attack's damage included, does not apply
    (attacks.attack_damage; DBZ CRD: Damage — Modifiers)."""

    by: str
    kind: str = ""
    yours: bool = False


class MillBanished(Effect, frozen=True):
    """ "Whenever an effect during combat destroys non-Dragon Ball cards from the top of a Life
    Deck, they are banished instead" (Black Remembrance Drill: ``combat_only``), or "… one of
    your effects destroys … from the top of your opponent's Life Deck …" (Namekian Whack while
    attached: ``own``): such cards go to the Banished Zone (moves.mill)."""

    own: bool = False
    combat_only: bool = False


class NonAtStagesDoubled(Effect, frozen=True):
    """ "Your attacks that do not have AT base damage have their power stage damage doubled"
    (Saiyan Clench, while attached): the stages such an attack of its player deals, modifiers
    included, count twice (attacks.attack_damage)."""


class DragonBallsNotAttached(Effect, frozen=True):
    """Card rules "(Your Dragon Balls are not considered attached cards for effects.)": a
    Dragon Ball attached to the MP stays in its player's Dragon Ball zone, controlled and in
    play, and no "attached card" effect sees it (steps_dende_balls)."""


class AttachDragonBall(Effect, frozen=True):
    """ "Attach a Dragon Ball you control to your MP": a Dragon Ball the player controls,
    not yet attached, is marked attached to the MP (steps_dende_balls)."""


class AttachedBallsUncapturable(Effect, frozen=True):
    """ "Dragon Balls attached to your MP cannot be captured" (a constant of the MP)."""


class CancelThatEffect(Effect, frozen=True):
    """ "Cancel that effect." after an Instant Power's "Use when … would be captured": the
    capture waiting for the Instant Power does not happen (steps_dende_balls)."""


class CaptureQuietly(Effect, frozen=True):
    """ "Capture a Dragon Ball without using its immediate effects": a capture whose "use its
    effects?" is not asked; an attack remembers the Dragon Ball for "that Dragon Ball"."""

    what: str = "dragon ball"


class UseThatDragonBall(Effect, frozen=True):
    """ "Use that Dragon Ball's immediate effects": the Dragon Ball the attack captured."""


class OpponentGainsThatBall(Effect, frozen=True):
    """ "Your opponent gains control of that Dragon Ball": the one the sentence before used."""


class RevealInsteadOfDiscard(Effect, frozen=True):
    """ "The first time each combat one of your card effects requires you to discard 1 card from
    your hand, you may reveal that card instead" (a constant, ``first_each_combat``) or "The next
    time one of your effects requires you to discard a card from your hand this combat, you may
    reveal it instead" (floating for the combat); ``by_you``: only your own effects' discards
    (steps_ev_reveal)."""

    by_you: bool = True
    first_each_combat: bool = False
    instead: bool = True  # a replacement offered to the player, who may decline it ("you may")


# Records that hold while their card is in play and are read where the rules need them (an
# attack's damage, a cost, the hand size…), as opposed to one-shot effects that resolve.
STANDING: frozenset[type[Effect]] = frozenset(
    {
        RevealInsteadOfDiscard,
        HandCardAction,
        SearchInstead,
        DoubleRecycle,
        AttackModifier,
        CostModifier,
        AttacksGain,
        AttacksProperty,
        AttacksHave,
        HandRevealed,
        Protected,
        PurModifier,
        HandSizeBonus,
        CannotWinByMppv,
        RandomDiscards,
        CannotBeCaptured,
        DrillsKept,
        ConsideredStyled,
        AlliesActFreely,
        AlliesNotDiscarded,
        CannotGainStages,
        Restriction,
        AngerToLevel,
        CritThreshold,
        AtValue,
        OthersUncapturable,
        EnduranceGrant,
        LifeDamageBanished,
        MillBonus,
        ConsideredHigher,
        AlsoUseLevel,
        StopFromHand,
        AngerAmount,
        ModifiersDoubled,
        NonAtStagesDoubled,
        MillBanished,
        MillShield,
        ModifiedOnlyBy,
        EnduranceIncrease,
        DragonBallsNotAttached,
        AttachedBallsUncapturable,
    }
)


def is_standing(effect: Effect) -> bool:
    """Whether a record holds while in play (a ``Whenever`` waits for its event) or resolves."""
    if isinstance(effect, Whenever) or type(effect) in STANDING:
        return True
    if isinstance(effect, ForX):
        return is_standing(effect.effect)
    if isinstance(effect, Sequence | If | HostGains):
        return all(is_standing(inner) for inner in effect.effects)
    return False


def while_attached(effects: tuple[Effect, ...]) -> tuple[list[Effect], list[Effect]]:
    """Split a text that attaches its card into what resolves and what holds while attached.

    DBZ RB: Glossary — Attached Cards: "While attached" text is always active while the card is
    attached. The sentences after "Attach to …" that stand while in play (a modifier, a
    "cannot", a "Whenever", an "If") are that text; a sentence before it (Ensnared's "If your
    opponent controls no Drills, this attack deals +4 stages") resolves with the card. A
    sentence of several such clauses is listed clause by clause, as constants are.
    """
    at = next((i for i, e in enumerate(effects) if isinstance(e, AttachTo)), None)
    if at is None:
        return list(effects), []
    run, held = list(effects[: at + 1]), list[Effect]()
    for effect in effects[at + 1 :]:
        if isinstance(effect, Sequence) and all(_holds_attached(e) for e in effect.effects):
            held.extend(effect.effects)
        elif _holds_attached(effect):
            held.append(effect)
        else:
            run.append(effect)
    return run, held


def _holds_attached(effect: Effect) -> bool:
    return (
        isinstance(effect, AttacksProperty | Whenever | If | HostGains) or type(effect) in STANDING
    )


# --- a Life Deck's order and its bottom card (phrases_piles, pile_steps) ----------------------


class ShuffleLifeDeck(Effect, frozen=True):
    """ "Shuffle your Life Deck": its order is made random again."""

    who: Who = Who.YOU


class RevealBottom(Effect, frozen=True):
    """ "Reveal the bottom card of your Life Deck": it stays there, as "the revealed card"."""

    who: Who = Who.YOU


class PlaceRemainingInOrder(Effect, frozen=True):
    """ "Place the remaining cards at the bottom of your Life Deck in any order": the player
    places the revealed cards not taken one at a time, so he chooses their order."""

    to: str  # "bottom of life deck" or "top of life deck"


class TopOfLifeDeckBonus(Effect, frozen=True):
    """ "Your effects that destroy cards from the top of your opponent's Life Deck are increased
    by 1" for ``duration`` (moves.mill adds ``amount`` to each such effect)."""

    amount: int
    how: str = "destroy"
    duration: str = "combat"


class DeckMayInclude(Effect, frozen=True):
    """A personality's card rule: "Your Life Deck may include non-Personality cards that are
    'Heroes only'" — the Life Deck may hold such cards of the other alignment (decks.py)."""

    alignment: str  # "Hero" or "Villain"


class DeckCopies(Effect, frozen=True):
    """A personality's card rule: "Your Life Deck may include up to 3 copies of each Ally with
    "Cell Jr." in the title" — the one-copy limit raised for those cards (decks.py)."""

    kind: str  # "ally", "drill", …: the card type the permission is for
    title_has: str  # the words the title must contain
    copies: int


class PlaceDiscarded(Effect, frozen=True):
    """ "… you may place it into play": the card the player's discard before put into the
    discard pile (Blue Taming Technique; phrases_found)."""


class NotSearchable(Effect, frozen=True):
    """A card rule: "You may not search for Android 18's Toss with this card's effect" — this
    card's searches pass over cards of that title (resolution._ex_search)."""

    title: str  # lower case


class DeckExcludes(Effect, frozen=True):
    """A personality's card rule: "Your Life Deck cannot include cards that perform energy
    attacks" — such cards make the deck illegal (decks.py)."""

    attacks: str  # "energy" or "physical"


class DrawBottomRevealed(Effect, frozen=True):
    """ "Draw the bottom card of your Life Deck and reveal it": drawn and shown to both players;
    it is "that card" of the next sentence (steps_mpe)."""


class ChosenLoseEffects(Effect, frozen=True):
    """ "Those cards lose all effects until the end of combat": the cards just chosen (``cards``,
    filled in as it resolves) have no constant effects nor Powers this combat (steps_mpe)."""

    cards: tuple[int, ...] = ()


class CardStaysInPlay(Effect, frozen=True):
    """ "This card stays in play to be used a second time this combat" on a card that stops an
    attack: it stays in play after this defense and may defend once more (steps_early_stays)."""


class AttacksGainThisCombat(Effect, frozen=True):
    """ "All other attacks you perform this combat gain 'HIT: Rejuvenate 1.'": the seat's attacks
    of ``which`` (as fx.AttacksGain reads it) gain ``effects`` until combat ends; with
    ``others``, not an attack of the card that made it (steps_early_gain)."""

    which: str
    effects: tuple[Effect, ...]
    others: bool = False


class OpponentChoosesFromHand(Effect, frozen=True):
    """ "Your opponent looks at your hand and chooses a card": the opponent sees the player's
    hand and chooses one card in it, "that card" of the next sentence (steps_early_hand)."""


class OpponentChoice(Effect, frozen=True):
    """ "Your opponent pays 5 stages or discards a card from his hand": the opponent chooses one
    of ``options`` he can do, each read as his own (``labels``: their words; steps_early_hand)."""

    options: tuple[Effect, ...]
    labels: tuple[str, ...] = ()


class PowerLevelConsidered(Effect, frozen=True):
    """ "Your power level is considered to be 1,000,000 this combat": the player's MP has that
    power level for every rule and effect until ``until`` ends; with ``above_zero``, only while
    its own power level is above 0 (steps_early_power)."""

    value: int
    until: str = "combat"
    above_zero: bool = False


class StaysForUses(Effect, frozen=True):
    """ "This attack stays in play to be used a second and third time this combat": the attack
    card stays in play after each use until it has been used ``times`` times this combat
    (steps_early_stays)."""

    times: int


class AllyMayPerform(Effect, frozen=True):
    """Card rules of an attack: "An Ally you control may perform this attack regardless of your
    MP's power stage" (combat_steps offers it to every Ally you control)."""


class AfterUseThis(Effect, frozen=True):
    """ "If you do, banish this card after use", "If C, discard after use instead": where the
    card whose text this is goes after its use (``to``: "banish" or "discard"), decided as the
    sentence resolves (steps_mov_use; moves.finish_card reads it)."""

    to: str
    of_attack: bool = False  # "If that attack was a Named card, it … is banished after use"


class PlayFromHand(Effect, frozen=True):
    """ "You may play a Drill from your hand": ``count`` cards of ``what`` played from the hand,
    as from the hand in the Planning Step (a played Dragon Ball uses its effects; DBZ CRD:
    General — Playing vs placing) (steps_mov_use)."""

    what: str
    count: int = 1


class OnlyOneInPlay(Effect, frozen=True):
    """Card rules of a Drill: "You may only have one copy of ``name`` in play" (a second copy
    does not enter play under your control; moves.drill_refusal)."""

    name: str


class OneUsePerTurn(Effect, frozen=True):
    """Card rules: "You may only use one ``name`` per turn" (a player who used one card of that
    title this turn cannot use another; basics.unusable, instants)."""

    name: str


class PreventNextAction(Effect, frozen=True):
    """ "Prevent all damage from your opponent's attacks in his next action this combat": the
    attacks the opponent performs in his next action deal no damage (``armed``: that action has
    begun; combat_steps, attack_start)."""

    all_damage: bool = True
    armed: bool = False
