"""Bleach TCG legal actions: what each seat may do at each kind of decision, and why not.

Legal-action generation runs at every decision, so it leans on per-title facts
(info.py) and counts renewed energy once per check. Every refusal of ``apply`` gets a
specific reason from ``refusals.why_illegal``, which mirrors these tests.
"""

from __future__ import annotations

from reishi.engine import caches
from reishi.engine.actions import Action, Choose, PassPriority
from reishi.games.bleach.abilities import Ability, AbilityKind
from reishi.games.bleach.actions import (
    Boost,
    ChooseFirstPlayer,
    DeclareAttack,
    Defend,
    DrawCard,
    KeepHand,
    Mulligan,
    NoDefense,
    PassMainStep,
    PlayCard,
    PlayEnergy,
    UseEffect,
)
from reishi.games.bleach.carddef import CardType
from reishi.games.bleach.costs import EnergyCost
from reishi.games.bleach.info import ENERGY_INDEX
from reishi.games.bleach.moves import bankai_slot_free
from reishi.games.bleach.payment import (
    affordable,
    cost_effects_possible,
    effective_cost,
    energy_available,
)
from reishi.games.bleach.state import ZONE_COUNT, BleachState, Decision, Zone
from reishi.games.bleach.stats import (
    can_attack,
)
from reishi.games.bleach.steps import AttachBankai

BANKAI_ABILITY = Ability(
    kind=AbilityKind.PLAY, text="Attach to the named guardian", steps=(AttachBankai(),)
)

# Zones and card types read at every decision, as module names: an enum member read from
# its class costs about 0.15 us in Python 3.11.
_ATTACHED, _GROUNDS, _HAND, _PARTY, _SIDE = (
    Zone.ATTACHED,
    Zone.GROUNDS,
    Zone.HAND,
    Zone.PARTY,
    Zone.SIDE,
)
_ENERGY_CARD, _GUARDIAN_CARD, _ITEM_CARD = CardType.ENERGY, CardType.GUARDIAN, CardType.ITEM


def play_ability(state: BleachState, card: int) -> Ability:
    """The effect an event puts on the queue (Bankai events: attaching themselves)."""
    if state.defs[card].bankai_for:
        return BANKAI_ABILITY
    play: Ability | None = state.info[card].play
    return play if play is not None else NO_EFFECT


NO_EFFECT = Ability(kind=AbilityKind.PLAY, text="(no effect)")


def defenders(state: BleachState) -> list[int]:
    """RB: Defending Against an Attack — renewed characters with the attacking stat."""
    b = state.battle
    if b is None:
        return []
    seat = 1 - state.active
    return [
        c
        for c in state.cards_in(seat, _PARTY)
        if not state.depleted[c] and b.att_stat in state.defs[c].stats
    ]


# --- legal actions --------------------------------------------------------------------------
def compute_legal(state: BleachState) -> list[Action]:
    """Every legal answer to the pending decision, in a stable order."""
    d: Decision = state.decision
    return LEGAL[d.kind](state, d)


def l_first(state: BleachState, d: Decision) -> list[Action]:
    """Either seat may be named."""
    return [ChooseFirstPlayer(seat=0), ChooseFirstPlayer(seat=1)]


def l_mulligan(state: BleachState, d: Decision) -> list[Action]:
    """Keep or mulligan."""
    return [KeepHand(), Mulligan()]


def l_resource(state: BleachState, d: Decision) -> list[Action]:
    """Draw, or one energy card per distinct title in the side deck."""
    out: list[Action] = [DrawCard()]
    seen: set[str] = set()
    for card in state.cards_in(d.seat, _SIDE):
        defn = state.defs[card]
        if defn.type is _ENERGY_CARD and defn.title not in seen:
            seen.add(defn.title)
            out.append(PlayEnergy(card=card))
    return out


def l_main(state: BleachState, d: Decision) -> list[Action]:
    """Phase A, B, C and effects usable with priority."""
    seat = d.seat
    out: list[Action] = [PassMainStep()]
    available = energy_available(state, seat)
    vary = cost_effects_possible(state, seat)
    seen: set[str] = set()
    defs = state.defs
    info = state.info
    for card in state.cards_in(seat, _HAND):
        title = defs[card].title
        if title in seen:
            continue
        if can_play(state, seat, card, True, available, vary):
            seen.add(title)
            out.append(PlayCard(card=card))
        elif not info[card].is_event:
            # Whether a character, item or battleground can be played reads its title
            # (cost, type, uniqueness), never which copy it is: one refusal refuses all.
            seen.add(title)
    effects = usable_effects(state, seat, available, quick=True)
    if caches.CHECK:  # the pre-tests must only rule out what the full tests refuse
        fresh = usable_effects(state, seat, available)
        if fresh != effects:
            raise caches.stale("bleach usable effects", effects, fresh)
    out.extend(effects)
    if state.attack_count < attack_limit(state, seat):
        for card in state.cards_in(seat, _PARTY):
            if can_attack(state, card):
                for stat in defs[card].stats:
                    out.append(DeclareAttack(card=card, stat=stat))
    return out


def l_priority(state: BleachState, d: Decision) -> list[Action]:
    """Pass, play an event, or use an activated effect."""
    out: list[Action] = [PASS]
    out.extend(instant_actions(state, d.seat))
    return out


def instant_actions(state: BleachState, seat: int) -> list[Action]:
    """What ``seat`` could do but pass in the open priority window (kept while it holds).

    ARD: Priority and the Queue — a pass, a window opening or an action's own record
    changes nothing a response depends on, so the answer is kept in ``state.instants``
    while no other event concerning the seat has been recorded since it was found
    (``state.changes``, counted per seat by BleachState.record: a change to the other
    seat's hand, deck or energy row does not concern it unless a card of the game looks
    there), across windows and answers too. Clones start without it.
    ``REISHI_CHECK_CACHES=1`` recomputes each use.
    """
    kept = state.instants[seat]
    changes = state.changes[seat]
    at_queue = state.instants_queue[seat]
    if (
        kept is None
        or state.instants_at[seat] != changes
        or (at_queue >= 0 and at_queue != state.queue_changes)
    ):
        kept, reads_queue = _respond_options(state, seat)
        state.instants[seat] = kept
        state.instants_at[seat] = changes
        state.instants_queue[seat] = state.queue_changes if reads_queue else -1
    if caches.CHECK:  # the full tests, without the kept answer or the cheap ones
        fresh = _instant_actions(state, seat)
        if fresh != kept:
            raise caches.stale("bleach instant actions", kept, fresh)
    return kept


PASS = PassPriority()


def _respond_options(state: BleachState, seat: int) -> tuple[list[Action], bool]:
    """``_instant_actions`` in one pass that rules most cards out before the full tests.

    Most windows offer nothing, so each card is first put to tests cheaper than the
    full ones and implied by them: an event whose every target must be in a battle
    outside a battle (ARD: Battle), an event that cancels an effect while the queue is
    empty, an event whose printed cost is not covered while no effect can change it, an
    effect one of whose energy costs is not covered (RB: How to Play a Card — the energy
    cost must be paid). Renewed energy is counted only once something could use it. Also
    says whether the answer could depend on the queue (a card that can choose an effect on
    it was looked at).
    """
    out: list[Action] = []
    info = state.info
    zones = state.zones
    base = seat * ZONE_COUNT
    b = state.battle
    no_battle = b is None or not b.started
    no_queue = not state.queue
    available: list[int] | None = None
    vary = False
    seen: set[str] | None = None  # made once an event passes its cheap tests (few windows)
    reads_queue = False
    for card in zones[base + _HAND]:
        i = info[card]
        if i.reads_queue:
            reads_queue = True
        if (
            not i.is_event
            or (i.play_needs_battle and no_battle)
            or (i.play_needs_queue and no_queue)
        ):
            continue
        if available is None:
            available = energy_available(state, seat)
            vary = cost_effects_possible(state, seat)
        if not vary and not affordable(available, i.cost):
            continue  # RB: How to Play a Card — the energy cost must be paid
        title = state.defs[card].title
        if seen is None:
            seen = set()
        elif title in seen:
            continue
        if can_play(state, seat, card, False, available, vary):
            seen.add(title)
            out.append(PlayCard(card=card))
    for zone in EFFECT_ZONES:
        for card in zones[base + zone]:
            i = info[card]
            if not i.activated:
                continue
            if i.reads_queue:
                reads_queue = True
            for index, ability, energy, needs_battle in i.activated_checks:
                if needs_battle and no_battle:
                    continue
                if available is None:
                    available = energy_available(state, seat)
                if energy and not _covered(available, energy):
                    continue
                if can_use(state, seat, card, index, ability, available, True):
                    out.append(UseEffect(card=card, ability=index))
    return out, reads_queue


def _covered(available: list[int], costs: tuple[tuple[int, int, int], ...]) -> bool:
    """True if renewed energy covers each of the (mind, body, spirit) costs on its own."""
    for cost in costs:
        if available[0] < cost[0] or available[1] < cost[1] or available[2] < cost[2]:
            return False
    return True


EFFECT_ZONES = (Zone.PARTY, Zone.GROUNDS, Zone.ATTACHED, Zone.GUARDIAN)
"""Where activated effects are used from, in the order they are offered (usable_effects)."""


def _instant_actions(
    state: BleachState, seat: int, available: list[int] | None = None
) -> list[Action]:
    out: list[Action] = []
    if available is None:
        available = energy_available(state, seat)
    vary: bool | None = None
    seen: set[str] = set()
    info = state.info
    for card in state.cards_in(seat, _HAND):
        if not info[card].is_event:
            continue
        if vary is None:
            vary = cost_effects_possible(state, seat)
        title = state.defs[card].title
        if title not in seen and can_play(state, seat, card, False, available, vary):
            seen.add(title)
            out.append(PlayCard(card=card))
    out.extend(usable_effects(state, seat, available))
    return out


def l_battle(state: BleachState, d: Decision) -> list[Action]:
    """Pass, boost, play an event, or use an effect."""
    seat = d.seat
    out: list[Action] = [PassPriority()]
    b = state.battle
    if b is not None:
        fighter = b.attacker if seat == state.active else b.defender
        stat = b.att_stat if seat == state.active else b.def_stat
        if fighter >= 0:
            seen: set[str] = set()
            for card in state.cards_in(seat, _HAND):
                boost = state.defs[card].boost
                if boost is not None and boost.stat == stat and state.defs[card].title not in seen:
                    seen.add(state.defs[card].title)
                    out.append(Boost(card=card))
    out.extend(instant_actions(state, seat))  # the answer a priority window keeps, if it holds
    return out


def l_defend(state: BleachState, d: Decision) -> list[Action]:
    """No defense, or any eligible defender."""
    out: list[Action] = [NoDefense()]
    out.extend(Defend(card=c) for c in defenders(state))
    return out


def l_choose(state: BleachState, d: Decision) -> list[Action]:
    """One per option, plus "nothing" when optional."""
    count = len(d.options) + (1 if d.optional else 0)
    return [Choose(index=i) for i in range(count)]


def attack_limit(state: BleachState, seat: int) -> int:
    """How many attacks ``seat`` may still declare in total this turn (The Perfect Plan)."""
    limit = 1_000_000
    for f in state.floating:
        if f.kind == "attack-limit" and f.seat == seat:
            limit = min(limit, int(f.data[0]))
    return limit


def can_play(
    state: BleachState,
    seat: int,
    card: int,
    main: bool,
    available: list[int] | None = None,
    costs_vary: bool | None = None,
) -> bool:
    """RB: How to Play a Card — timing, uniqueness, targets and cost all allow it."""
    info = state.info[card]
    if available is None:
        available = energy_available(state, seat)
    cost = info.cost
    if costs_vary is None:
        costs_vary = cost_effects_possible(state, seat)
    # RB: How to Play a Card — the energy cost must be paid: the printed cost at once, a
    # cost an effect may change after the cheaper tests of an event (all must hold).
    if not costs_vary and (
        available[0] < cost[0] or available[1] < cost[1] or available[2] < cost[2]
    ):
        return False
    defn = state.defs[card]
    if info.is_event:
        if defn.bankai_for:  # play_ability written out: asked at most priority windows
            if not bankai_slot_free(state, seat, card):
                return False
            ability = BANKAI_ABILITY
        else:
            play = info.play
            ability = play if play is not None else NO_EFFECT
        if ability.condition is not None and not ability.condition.holds(state, seat, card):
            return False
        if costs_vary and not affordable(available, effective_cost(state, seat, card)[0]):
            return False
        return all(t.exists(state, seat, card) for t in ability.targets)
    if costs_vary and not affordable(available, effective_cost(state, seat, card)[0]):
        return False
    kind = defn.type
    if not main or kind is _ENERGY_CARD or kind is _GUARDIAN_CARD:
        return False
    if defn.is_unique:
        for zone in (_PARTY, _GROUNDS, _ATTACHED):
            for other in state.cards_in(seat, zone):
                if state.defs[other].title == defn.title:
                    return False  # ARD: Uniqueness Rule — same TITLE cannot be played
    # RB: How the Cards Work — Item Cards: you must have a character to attach to.
    return kind is not _ITEM_CARD or bool(state.cards_in(seat, _PARTY))


def usable_effects(
    state: BleachState, seat: int, available: list[int] | None = None, quick: bool = False
) -> list[Action]:
    """Activated effects the seat may use now (ARD: Activated Effect).

    ``quick`` first rules out, as _respond_options does, an effect one of whose energy
    costs is not covered or whose every target must be in a battle outside one (l_main
    compares with the answer found without them in check mode).
    """
    out: list[Action] = []
    info = state.info
    b = state.battle
    no_battle = b is None or not b.started
    for zone in EFFECT_ZONES:
        for card in state.cards_in(seat, zone):
            i = info[card]
            activated = i.activated
            if not activated:
                continue
            if available is None:
                available = energy_available(state, seat)
            for index, ability, energy, needs_battle in i.activated_checks:
                if quick and (
                    (needs_battle and no_battle) or (energy and not _covered(available, energy))
                ):
                    continue
                if can_use(state, seat, card, index, ability, available):
                    out.append(UseEffect(card=card, ability=index))
    return out


def can_use(
    state: BleachState,
    seat: int,
    card: int,
    index: int,
    ability: Ability,
    available: list[int] | None = None,
    energy_covered: bool = False,
) -> bool:
    """Costs payable, condition met, targets available, not used up this turn.

    ``energy_covered``: the caller has found each energy cost covered by ``available``
    (the effect's ``activated_checks`` triples, as _respond_options tests them).
    """
    if state.controller[card] != seat:
        return False
    if ability.once_per_turn and used_this_turn(state, card, index):
        return False
    # Energy first: it is the cheapest test and the one that fails most often.
    for cost in () if energy_covered else ability.costs:
        if isinstance(cost, EnergyCost):
            if available is None:
                available = energy_available(state, seat)
            if not affordable(available, energy_triple(cost)):
                return False
    if ability.condition is not None and not ability.condition.holds(state, seat, card):
        return False
    for cost in ability.costs:
        if not isinstance(cost, EnergyCost) and not cost.can_pay(state, seat, card):
            return False
    return all(t.exists(state, seat, card) for t in ability.targets)


def energy_triple(cost: EnergyCost) -> tuple[int, int, int]:
    """An energy cost as (mind, body, spirit)."""
    triple = [0, 0, 0]
    for kind, n in cost.amounts:
        triple[ENERGY_INDEX[kind]] += n
    return (triple[0], triple[1], triple[2])


def used_this_turn(state: BleachState, card: int, index: int) -> bool:
    """Whether this incarnation of ``card`` used its effect ``index`` this turn."""
    inc = state.incarnation[card]
    return any(
        f.kind == "used" and f.target == card and f.incarnation == inc and f.data[0] == index
        for f in state.floating
    )


LEGAL = {
    "first": l_first,
    "mulligan": l_mulligan,
    "resource": l_resource,
    "main": l_main,
    "priority": l_priority,
    "order": l_choose,
    "choose": l_choose,
    "unique": l_choose,
    "target": l_choose,
    "cost": l_choose,
    "defend": l_defend,
    "battle": l_battle,
}
