"""The Bleach TCG procedure: setup, turns, priority windows, the queue and Phase C.

The procedure is a stack of small immutable frames (tuples) in the state. ``advance``
runs the top frame until a decision is needed; ``dispatch`` applies a decision's answer
to the frame that asked. Nothing is held in Python call stacks across decisions, so a
state can be cloned or saved at any decision (ARCHITECTURE: Effects are programs).

Rule references: "ARD: The Sequence of Play and Priority Windows" (each window below
opens where that list says), "ARD: Queue Stages" (the six stages of a queue).
"""

from __future__ import annotations

from typing import Any

from reishi.engine import driver
from reishi.engine.actions import Action, Choose, PassPriority
from reishi.engine.queue import Duration, ItemKind, QueueItem
from reishi.games.bleach import events as ev
from reishi.games.bleach import ops
from reishi.games.bleach.abilities import (
    Ability,
    AbilityKind,
    AnyTarget,
    CardFilter,
    DepleteSelf,
    DiscardFromHand,
    EnergyCost,
    QueueTarget,
    RemoveSelf,
    Step,
    Target,
    Trigger,
)
from reishi.games.bleach.actions import (
    Boost,
    ChooseFirstPlayer,
    DeclareAttack,
    Defend,
    DrawCard,
    KeepHand,
    NoDefense,
    PassMainStep,
    PlayCard,
    PlayEnergy,
    UseEffect,
)
from reishi.games.bleach.carddef import CardType
from reishi.games.bleach.event_text import who
from reishi.games.bleach.legal import (
    can_respond,
    compute_legal,
    play_ability,
    target_options,
    why_illegal,
)
from reishi.games.bleach.payment import (
    effective_cost,
    pay_energy,
    pay_triple,
)
from reishi.games.bleach.state import Battle, BleachState, Decision, Zone, zone_code
from reishi.games.bleach.stats import (
    abilities_of,
    can_attack,
    expire_floating,
    stat_value,
)
from reishi.games.bleach.steps import ApplyBoost
from reishi.games.bleach.triggers import fire

SEQ = "ARD: The Sequence of Play and Priority Windows"
STAGES = "ARD: Queue Stages"
PHASE_C = "ARD: Sequence — Phase C Attack"
HAND_SIZE = 5

BOOST_ABILITY = Ability(kind=AbilityKind.PLAY, text="Boost", steps=(ApplyBoost(),))

Frame = tuple[Any, ...]


# --- the driver --------------------------------------------------------------------------
def advance(state: BleachState) -> None:
    """Run the procedure until a player must decide or the game ends."""
    driver.advance(state, PROCEDURE)


def apply_action(state: BleachState, action: Action) -> None:
    """Check ``action`` against the legal actions (state untouched if illegal), then advance."""
    driver.apply_action(state, PROCEDURE, action)


def dispatch(state: BleachState, action: Action, automatic: bool) -> None:
    """Apply one legal answer to the pending decision."""
    decision: Decision = state.decision
    state.decision = None
    state.legal_cache = None
    # Forced answers are already visible through the events they cause (PriorityPassed
    # marks them automatic), so only real choices are logged as ActionTaken.
    if not automatic:
        from reishi.games.bleach.notation import describe_action

        state.record(
            ev.ActionTaken(
                seat=decision.seat,
                text=describe_action(state, action, decision),
                automatic=automatic,
                visible_to=decision.seat if decision.kind in PRIVATE_DECISIONS else -1,
            )
        )
    ANSWERS[decision.kind](state, decision, action, automatic)


PRIVATE_DECISIONS = frozenset({"mulligan", "choose", "cost"})


def push(state: BleachState, *frames: Frame) -> None:
    """Push frames so that the LAST one given runs first."""
    state.frames.extend(frames)


def pop(state: BleachState) -> Frame:
    """Remove the top frame."""
    return state.frames.pop()


def decide(state: BleachState, kind: str, seat: int, prompt: str, **kw: Any) -> None:
    """Set the pending decision."""
    state.decision = Decision(kind=kind, seat=seat, prompt=prompt, **kw)


# --- setup ---------------------------------------------------------------------------------
def h_choose_first(state: BleachState, frame: Frame) -> None:
    """ARD: Deciding Who Goes First — flip, then the winner (or last game's loser) chooses."""
    chooser = state.options.get("first_chooser")
    if chooser is None:
        chooser = state.rng.below(2)
    state.flip_winner = int(chooser)
    guardians = tuple(ops.title(state, ops.guardian_of(state, s)) for s in (0, 1))
    state.record(
        ev.GameStarted(guardians=guardians, flip_winner=int(chooser), rule="RB: Setting Up")
    )
    decide(state, "first", int(chooser), "Choose who takes the first turn")


def a_first(state: BleachState, d: Decision, action: Action, automatic: bool) -> None:
    """The chooser named the first player."""
    assert isinstance(action, ChooseFirstPlayer)
    state.first_player = action.seat
    state.active = action.seat
    state.record(
        ev.FirstPlayerChosen(chooser=d.seat, first=action.seat, rule="ARD: Deciding Who Goes First")
    )
    pop(state)


def h_deal(state: BleachState, frame: Frame) -> None:
    """RB: Setting Up — shuffle, then both players draw five cards."""
    pop(state)
    for seat in (state.first_player, 1 - state.first_player):
        ops.shuffle_deck(state, seat, "RB: Setting Up")
    for seat in (state.first_player, 1 - state.first_player):
        _draw_hand(state, seat)
    push(state, ("mulligan", 1 - state.first_player), ("mulligan", state.first_player))


def _draw_hand(state: BleachState, seat: int) -> None:
    deck = state.cards_in(seat, Zone.DECK)
    hand_zone = zone_code(seat, Zone.HAND)
    drawn = []
    for _ in range(min(HAND_SIZE, len(deck))):
        card = deck[-1]
        state.place(card, hand_zone)
        drawn.append(card)
    state.record(
        ev.HandDrawn(
            seat=seat, count=len(drawn), cards=tuple(drawn), rule="RB: Setting Up", visible_to=seat
        )
    )


def h_mulligan(state: BleachState, frame: Frame) -> None:
    """RB: Setting Up — one mulligan per game: hand to the bottom, draw five more."""
    seat = frame[1]
    if state.mulligan_used[seat]:
        pop(state)
        return
    decide(state, "mulligan", seat, "Keep this hand, or put it on the bottom and draw five?")


def a_mulligan(state: BleachState, d: Decision, action: Action, automatic: bool) -> None:
    """Keep, or mulligan once."""
    pop(state)
    if isinstance(action, KeepHand):
        state.record(ev.HandKept(seat=d.seat, rule="RB: Setting Up"))
        return
    state.mulligan_used[d.seat] = True
    deck_zone = zone_code(d.seat, Zone.DECK)
    for card in list(state.cards_in(d.seat, Zone.HAND)):
        state.place(card, deck_zone, bottom=True)
    state.record(ev.Mulliganed(seat=d.seat, rule="RB: Setting Up"))
    _draw_hand(state, d.seat)


# --- the turn ------------------------------------------------------------------------------
def h_start_turn(state: BleachState, frame: Frame) -> None:
    """A new turn: the three steps and their windows, pushed in order."""
    pop(state)
    state.turn += 1
    state.turn_started[state.active] = state.turn
    state.attack_count = 0
    state.step = "resource"
    state.record(ev.TurnBegan(turn=state.turn, seat=state.active, rule="RB: How a Turn Works"))
    push(
        state,
        ("end_turn",),
        ("window", "End step"),
        ("end_begin",),
        ("main",),
        ("window", "Main step began"),
        ("main_begin",),
        ("window", "Resource Phase 4"),
        ("resource", 4),
        ("window", "Resource Phase 3"),
        ("resource", 3),
        ("window", "Resource Phase 2: drew"),
        ("draw_phase",),
        ("window", "Resource Phase 1: renewed"),
        ("renew",),
    )


def h_renew(state: BleachState, frame: Frame) -> None:
    """Resource Phase 1: renew all depleted cards; start-of-turn effects trigger."""
    pop(state)
    seat = state.active
    state.phase = "Resource Phase 1"
    renewed = []
    for zone in (Zone.ENERGY, Zone.PARTY, Zone.GROUNDS, Zone.ATTACHED, Zone.GUARDIAN):
        for card in state.cards_in(seat, zone):
            if state.depleted[card]:
                state.depleted[card] = False
                renewed.append(card)
    state.record(ev.CardsRenewed(seat=seat, cards=tuple(renewed), rule="RB: 1. The Resource Step"))
    fire(state, Trigger.TURN_START)


def h_draw_phase(state: BleachState, frame: Frame) -> None:
    """Resource Phase 2: draw — skipped on the first player's first turn."""
    pop(state)
    state.phase = "Resource Phase 2"
    if state.turn == 1:
        return  # ARD: Deciding Who Goes First
    ops.draw(state, state.active, 1, "RB: 1. The Resource Step")


def h_resource(state: BleachState, frame: Frame) -> None:
    """Resource Phases 3 and 4: draw a card or play an energy card from the side deck."""
    state.phase = f"Resource Phase {frame[1]}"
    decide(state, "resource", state.active, "Draw a card or play an energy card")


def a_resource(state: BleachState, d: Decision, action: Action, automatic: bool) -> None:
    """Draw, or put the chosen energy into the energy row."""
    pop(state)
    if isinstance(action, DrawCard):
        ops.draw(state, d.seat, 1, "RB: 1. The Resource Step")
        return
    assert isinstance(action, PlayEnergy)
    state.place(action.card, zone_code(d.seat, Zone.ENERGY))
    state.entered[action.card] = state.turn
    state.depleted[action.card] = False
    state.record(
        ev.EnergyPlayed(
            seat=d.seat,
            card=action.card,
            title=ops.title(state, action.card),
            rule="RB: 1. The Resource Step",
        )
    )


def h_main_begin(state: BleachState, frame: Frame) -> None:
    """Step 2 Main begins; start-of-Main effects trigger."""
    pop(state)
    state.step = "main"
    state.phase = "Main step"
    fire(state, Trigger.MAIN_START)


def h_main(state: BleachState, frame: Frame) -> None:
    """Main step: the active player declares Pass, Play a card or Attack."""
    state.phase = "Main step: declare"
    decide(state, "main", state.active, "Pass the Main step, play a card, use an effect or attack")


def a_main(state: BleachState, d: Decision, action: Action, automatic: bool) -> None:
    """Phase A, B or C, or using an effect (which opens its own window)."""
    seat = d.seat
    if isinstance(action, PassMainStep):
        pop(state)
        state.record(ev.MainStepPassed(seat=seat, rule=SEQ))
        fire(state, Trigger.MAIN_END)
        push(state, ("window", "Main step ended"))
        return
    if isinstance(action, DeclareAttack):
        _begin_attack(state, action)
        return
    if isinstance(action, PlayCard):
        kind = state.defs[action.card].type
        if kind is CardType.EVENT:
            push(state, ("window", "Event played"))
            push(state, _declare_play(state, seat, action.card))
        else:
            push(state, ("declare", kind.value, seat, action.card, None, (), ()))
        return
    assert isinstance(action, UseEffect)
    push(state, ("window", "Effect used"))
    push(state, _declare_use(state, seat, action))


def h_end_begin(state: BleachState, frame: Frame) -> None:
    """Step 3 End begins."""
    pop(state)
    state.step = "end"
    state.phase = "End step"


def h_end_turn(state: BleachState, frame: Frame) -> None:
    """The turn ends: "this turn" effects end; the other player becomes active."""
    pop(state)
    expire_floating(state, Duration.END_OF_TURN)
    state.active = 1 - state.active
    push(state, ("start_turn",))


# --- priority windows and the queue --------------------------------------------------------
def h_window(state: BleachState, frame: Frame) -> None:
    """A priority window (ARD: Queue Stages 1–6)."""
    if len(frame) == 2:  # first time here: note it opened
        state.frames[-1] = (frame[0], frame[1], True)
        state.window = frame[1]
        state.record(ev.WindowOpened(label=frame[1], rule=SEQ))
    # Stages 1–2: triggered effects enter the queue, active player's first.
    for seat in (state.active, 1 - state.active):
        pending = state.pending[seat]
        if pending:
            if len(pending) == 1:
                _enqueue_trigger(state, seat, pending.pop(0))
            else:
                labels = [p[3] for p in pending]
                decide(
                    state,
                    "order",
                    seat,
                    "Choose the next of your triggered effects to put on the queue",
                    options=tuple(range(len(pending))),
                    labels=tuple(labels),
                    of="values",
                )
            return
    if state.prio < 0:
        state.prio = state.active  # stage 3: the active player has priority first
        state.passes = 0
        if not state.queue and state.options.get("auto_forced", True) and _quiet(state):
            # Neither seat can do anything but pass: the window closes after two forced
            # passes, logged as such, without building two decisions.
            for seat in (state.active, 1 - state.active):
                state.record(ev.PriorityPassed(seat=seat, automatic=True, rule=STAGES))
            state.prio = -1
            pop(state)
            state.window = ""
            return
    decide(state, "priority", state.prio, f"Priority ({state.window}): respond or pass")


def _quiet(state: BleachState) -> bool:
    # Exact, not just cheap: a window where neither seat can respond closes here instead of
    # building two decisions that would each be answered by a forced pass.
    return not can_respond(state, state.active) and not can_respond(state, 1 - state.active)


def a_order(state: BleachState, d: Decision, action: Action, automatic: bool) -> None:
    """The seat picked which of its triggers goes on the queue next."""
    assert isinstance(action, Choose)
    _enqueue_trigger(state, d.seat, state.pending[d.seat].pop(action.index))


def _enqueue_trigger(state: BleachState, seat: int, pending: tuple[Any, ...]) -> None:
    source, ability, subject, _title = pending
    if ability.targets:
        push(state, ("declare", "triggered", seat, source, ability, (), ()))
        return
    _add_to_queue(state, ItemKind.TRIGGERED, seat, source, ability, (), (subject,))


def _add_to_queue(
    state: BleachState,
    kind: ItemKind,
    seat: int,
    source: int,
    ability: Ability,
    targets: tuple[int, ...],
    data: tuple[Any, ...] = (),
) -> None:
    item = QueueItem(
        uid=state.uid(),
        kind=kind,
        controller=seat,
        source=source,
        ability=ability,
        targets=targets,
        data=data,
    )
    state.queue.append(item)
    state.passes = 0
    title = state.defs[source].title if source >= 0 else _floating_title(ability)
    state.record(
        ev.QueueItemAdded(
            uid=item.uid,
            seat=seat,
            kind=kind_label(kind),
            source=title,
            description=describe_item(state, item),
            rule=STAGES,
        )
    )


def _floating_title(ability: Ability) -> str:
    return ability.text.split(":")[0] if ability.text else "floating effect"


def a_priority(state: BleachState, d: Decision, action: Action, automatic: bool) -> None:
    """Stages 3–6: act (keep priority) or pass; two passes in a row resolve or close."""
    seat = d.seat
    if isinstance(action, PassPriority):
        state.record(ev.PriorityPassed(seat=seat, automatic=automatic, rule=STAGES))
        state.passes += 1
        if state.passes < 2:
            state.prio = 1 - seat
            return
        state.passes = 0
        state.prio = -1
        if state.queue:
            item = state.queue.pop()
            push(state, ("resolve", item, 0, ()))  # stage 6, then back to stage 1
            return
        pop(state)  # the window closes with an empty queue
        state.window = ""
        return
    state.prio = seat  # the acting player keeps priority (ARD: Priority and the Queue)
    if isinstance(action, PlayCard):
        push(state, _declare_play(state, seat, action.card))
    else:
        assert isinstance(action, UseEffect)
        push(state, _declare_use(state, seat, action))


def h_resolve(state: BleachState, frame: Frame) -> None:
    """Stage 6: the top item resolves completely; no new queue opens in the middle."""
    _, item, pc, answers = frame
    ability: Ability = item.ability
    # A conditional effect does nothing if its condition no longer holds (RB: Do What You
    # Can Rule excepts conditional effects).
    condition = ability.condition if pc == 0 and not answers else None
    failed = condition is not None and not condition.holds(state, item.controller, item.source)
    if failed and item.kind is not ItemKind.MECHANIC:
        state.record(
            ev.EffectFizzled(
                source=_item_title(state, item),
                reason="its condition is not met",
                rule="ARD: Costs",
            )
        )
        pc = len(ability.steps)
    steps: tuple[Step, ...] = ability.steps
    while pc < len(steps):
        done = steps[pc].run(state, item, answers)
        if state.is_over:
            return
        if not done:
            state.frames[-1] = ("resolve", item, pc, answers)
            return
        pc += 1
        answers = ()
    pop(state)
    # ARD: Parenthesis Text — "(Remove from the game after use.)"
    used_event = ability.remove_after_use and item.kind is ItemKind.EVENT
    if used_event and state.zone_name(item.source) is Zone.DISCARD:
        ops.move_to_pile(state, item.source, Zone.REMOVED, "ARD: Parenthesis Text")
    state.record(ev.QueueItemResolved(uid=item.uid, source=_item_title(state, item), rule=STAGES))
    _check_uniqueness(state)


def a_effect_choice(state: BleachState, d: Decision, action: Action, automatic: bool) -> None:
    """A choice in the middle of resolving: stored, then the same step runs again."""
    assert isinstance(action, Choose)
    _, item, pc, answers = state.frames[-1]
    value = d.options[action.index] if action.index < len(d.options) else -1
    state.frames[-1] = ("resolve", item, pc, (*answers, value))


def _item_title(state: BleachState, item: QueueItem) -> str:
    return state.defs[item.source].title if item.source >= 0 else _floating_title(item.ability)


# --- declaring: targets, costs, payment ---------------------------------------------------
def _declare_play(state: BleachState, seat: int, card: int) -> Frame:
    return ("declare", "event", seat, card, play_ability(state, card), (), ())


def _declare_use(state: BleachState, seat: int, action: UseEffect) -> Frame:
    ability = abilities_of(state, action.card)[action.ability]
    return ("declare", "activated", seat, action.card, ability, (), (), action.ability)


def _target_specs(kind: str, ability: Ability | None) -> tuple[AnyTarget, ...]:
    if kind == "item":
        return (ITEM_HOST,)
    return ability.targets if ability is not None else ()


ITEM_HOST = Target(
    filter=CardFilter(side="you", card_type=CardType.CHARACTER),
    prompt="Choose a character in your party to attach the item to",
)


def h_declare(state: BleachState, frame: Frame) -> None:
    """Choose targets, then cost choices, then pay, then put on the queue or into play."""
    kind, seat, card, ability, targets, chosen = frame[1:7]
    specs = _target_specs(kind, ability)
    if len(targets) < len(specs):
        spec = specs[len(targets)]
        options = target_options(state, seat, card, spec)
        if not options:  # it was legal when declared; a target vanished while choosing
            pop(state)
            state.record(
                ev.EffectFizzled(
                    source=ops.title(state, card),
                    reason="no legal target",
                    rule="RB: Choosing Rule",
                )
            )
            return
        labels = [_option_label(state, spec, o) for o in options]
        decide(
            state,
            "target",
            seat,
            spec.prompt,
            options=tuple(options),
            labels=tuple(labels),
            of="queue" if isinstance(spec, QueueTarget) else "cards",
        )
        return
    costs = ability.costs if (ability is not None and kind == "activated") else ()
    choosers = [c for c in costs if c.choices(state, seat, card) is not None]
    if len(chosen) < len(choosers):
        cost = choosers[len(chosen)]
        options = cost.choices(state, seat, card) or []
        labels = [ops.title(state, o) for o in options]
        decide(
            state,
            "cost",
            seat,
            f"Pay the cost: {cost.describe()}",
            options=tuple(options),
            labels=tuple(labels),
        )
        return
    pop(state)
    _pay_and_place(state, frame, kind, seat, card, ability, targets, chosen)


def _option_label(state: BleachState, spec: AnyTarget, option: int) -> str:
    if isinstance(spec, QueueTarget):
        for item in state.queue:
            if item.uid == option:
                return f"{_item_title(state, item)}: {describe_item(state, item)}"
        return "?"
    return ops.title(state, option)


def a_target(state: BleachState, d: Decision, action: Action, automatic: bool) -> None:
    """A target was chosen for the effect being declared."""
    assert isinstance(action, Choose)
    frame = state.frames[-1]
    state.frames[-1] = (*frame[:5], (*frame[5], d.options[action.index]), *frame[6:])


def a_cost(state: BleachState, d: Decision, action: Action, automatic: bool) -> None:
    """A card was chosen to pay part of a cost."""
    assert isinstance(action, Choose)
    frame = state.frames[-1]
    state.frames[-1] = (*frame[:6], (*frame[6], d.options[action.index]), *frame[7:])


def _pay_and_place(
    state: BleachState,
    frame: Frame,
    kind: str,
    seat: int,
    card: int,
    ability: Ability | None,
    targets: tuple[int, ...],
    chosen: tuple[int, ...],
) -> None:
    title = ops.title(state, card)
    paid: list[str] = []
    if kind == "activated":
        assert ability is not None
        picks = iter(chosen)
        for cost in ability.costs:
            if isinstance(cost, EnergyCost):
                pay_energy(state, seat, cost.amounts, "ARD: Costs")
            elif isinstance(cost, DepleteSelf):
                ops.deplete(state, card, "ARD: Costs")
            elif isinstance(cost, RemoveSelf):
                ops.move_to_pile(state, card, Zone.REMOVED, "ARD: Costs")
            elif isinstance(cost, DiscardFromHand):
                ops.move_to_pile(state, next(picks), Zone.DISCARD, "ARD: Costs")
            paid.append(cost.describe())
        if ability.once_per_turn:
            _mark_used(state, card, frame[7])
        state.record(
            ev.CostPaid(seat=seat, description="; ".join(paid) or "nothing", rule="ARD: Costs")
        )
        _add_to_queue(state, ItemKind.ACTIVATED, seat, card, ability, targets)
        return
    if kind == "triggered":
        assert ability is not None
        _add_to_queue(state, ItemKind.TRIGGERED, seat, card, ability, targets)
        return
    if kind == "boost":
        return
    price, no_cost_uid = effective_cost(state, seat, card)
    if no_cost_uid >= 0:  # ARD: No Energy Cost — used up by this card
        state.floating = [f for f in state.floating if f.uid != no_cost_uid]
    pay_triple(state, seat, price, "RB: How to Play a Card")
    state.record(ev.CardPlayed(seat=seat, card=card, title=title, rule="RB: How to Play a Card"))
    if kind == "event":
        assert ability is not None
        ops.move_to_pile(state, card, Zone.DISCARD, "ARD: How to Play Event Cards")
        _add_to_queue(state, ItemKind.EVENT, seat, card, ability, targets)
        return
    state.place(card, zone_code(seat, Zone.LIMBO))  # "take it out of your hand, out of play"
    if kind == "character":
        overlaid = _overlay_target(state, seat, card)
        depleted = False
        if overlaid >= 0:
            # ARD: Overlay — the new version takes the old one's depleted status; the old
            # one and its attachments are discarded.
            depleted = state.depleted[overlaid]
            state.record(
                ev.CharacterOverlaid(
                    seat=seat, old=overlaid, new=card, title=title, rule="ARD: Overlay"
                )
            )
            discard_from_play(state, overlaid, "ARD: Overlay")
        push(state, ("char_enter", card, seat, depleted), ("window", "Character played"))
    elif kind == "item":
        push(state, ("item_attach", card, seat, targets[0]), ("window", "Item played"))
    else:
        push(state, ("ground_enter", card, seat), ("window", "Battleground played"))


def _mark_used(state: BleachState, card: int, index: int) -> None:
    from reishi.engine.queue import Floating

    state.floating.append(
        Floating(
            uid=state.uid(),
            kind="used",
            controller=state.controller[card],
            duration=Duration.END_OF_TURN,
            target=card,
            incarnation=state.incarnation[card],
            data=(index,),
            turn=state.turn,
        )
    )


def _overlay_target(state: BleachState, seat: int, card: int) -> int:
    name = state.defs[card].name
    for other in state.cards_in(seat, Zone.PARTY):
        d = state.defs[other]
        if d.name == name and d.title != state.defs[card].title and d.is_unique:
            return other
    return -1


def put_into_play(state: BleachState, card: int, seat: int) -> None:
    """RB: Putting a Card in Play — no cost, not "played"; overlays and triggers still apply."""
    overlaid = _overlay_target(state, seat, card)
    depleted = False
    if overlaid >= 0:
        depleted = state.depleted[overlaid]  # ARD: Overlay — also when put into play
        state.record(
            ev.CharacterOverlaid(
                seat=seat, old=overlaid, new=card, title=ops.title(state, card), rule="ARD: Overlay"
            )
        )
        discard_from_play(state, overlaid, "ARD: Overlay")
    ops.enter_play(state, card, seat, depleted, "RB: Putting a Card in Play")
    fire(state, Trigger.ENTERS_PLAY, card)
    _check_uniqueness(state)


def h_char_enter(state: BleachState, frame: Frame) -> None:
    """The character enters play; effects that trigger on entering play follow."""
    _, card, seat, depleted = frame
    pop(state)
    if state.zone_name(card) is not Zone.LIMBO:
        return
    ops.enter_play(state, card, seat, depleted, "ARD: How to Play Character Cards")
    fire(state, Trigger.ENTERS_PLAY, card)
    _check_uniqueness(state)
    push(state, ("window", "Character entered play"))


def h_item_attach(state: BleachState, frame: Frame) -> None:
    """The item attaches to the declared character, if it is still there."""
    _, card, seat, host = frame
    pop(state)
    if state.zone_name(card) is not Zone.LIMBO:
        return
    if state.zone_name(host) is not Zone.PARTY or state.controller[host] != seat:
        # The declared character left play: the item has nothing to attach to.
        ops.move_to_pile(state, card, Zone.DISCARD, "ARD: How to Play Item Cards")
        return
    ops.attach(state, card, host, seat, "ARD: How to Play Item Cards")
    fire(state, Trigger.ITEM_PLAYED, card)
    fire(state, Trigger.ENTERS_PLAY, card)
    _check_uniqueness(state)
    push(state, ("window", "Item entered play"))


def h_ground_enter(state: BleachState, frame: Frame) -> None:
    """The battleground enters play."""
    _, card, seat = frame
    pop(state)
    if state.zone_name(card) is not Zone.LIMBO:
        return
    ops.enter_play(state, card, seat, False, "ARD: How to Play Battleground Cards")
    fire(state, Trigger.ENTERS_PLAY, card)
    _check_uniqueness(state)
    push(state, ("window", "Battleground entered play"))


def discard_from_play(state: BleachState, card: int, rule: str) -> None:
    """Discard a card in play to its owner's pile with its attachments; triggers follow."""
    was_character = (
        state.defs[card].type is CardType.CHARACTER and state.zone_name(card) is Zone.PARTY
    )
    ops.move_to_pile(state, card, Zone.DISCARD, rule)
    if was_character:
        fire(state, Trigger.DISCARDED_FROM_PLAY, card)


def _check_uniqueness(state: BleachState) -> None:
    """ARD: Uniqueness Rule — a player with two unique cards of one name keeps the newest."""
    for seat in (0, 1):
        seen: dict[str, int] = {}
        for zone in (Zone.PARTY, Zone.GROUNDS, Zone.ATTACHED):
            for card in list(state.cards_in(seat, zone)):
                d = state.defs[card]
                if not d.is_unique or d.bankai_for:
                    continue
                key = f"{d.type.value}:{d.name}"
                if key in seen:
                    older = min(seen[key], card, key=lambda c: state.entered[c])
                    discard_from_play(state, older, "ARD: Uniqueness Rule")
                    seen[key] = card if older != card else seen[key]
                else:
                    seen[key] = card


# --- Phase C: attacking ---------------------------------------------------------------------
def _begin_attack(state: BleachState, action: DeclareAttack) -> None:
    state.battle = Battle(action.card, action.stat)
    state.attack_count += 1
    state.record(
        ev.AttackDeclared(
            seat=state.active,
            card=action.card,
            title=ops.title(state, action.card),
            stat=action.stat,
            rule=PHASE_C,
        )
    )
    push(
        state,
        ("atk_end",),
        ("window", "C.5 damage dealt"),
        ("atk_damage",),
        ("window", "C.4 battle won or lost"),
        ("atk_lock",),
        ("battle_actions",),
        ("atk_battle",),
        ("window", "C.2 defender declared"),
        ("atk_defend",),
        ("window", "C.1 character attacks"),
        ("atk_deplete",),
        ("window", "C attack declared"),
    )


def _attacker_ok(state: BleachState) -> bool:
    b = state.battle
    if b is None:
        return False
    card = b.attacker
    return state.zone_name(card) is Zone.PARTY and state.controller[card] == state.active


def _end_attack_early(state: BleachState, reason: str) -> None:
    """ARD: Sequence — Phase C Attack: an attacker that stops being legal ends the phase."""
    b = state.battle
    while state.frames and state.frames[-1][0] != "atk_end":
        state.frames.pop()
    if state.frames:
        state.frames.pop()
    state.record(ev.AttackEnded(card=b.attacker if b else -1, reason=reason, rule=PHASE_C))
    _finish_battle(state)


def _finish_battle(state: BleachState) -> None:
    state.battle = None
    state.battle_turn = -1
    expire_floating(state, Duration.END_OF_BATTLE)


def _defender_check(state: BleachState) -> None:
    # A defender that stops being legal leaves the battle; the phase goes on.
    b = state.battle
    if b is not None and b.defender >= 0:
        d = b.defender
        if state.zone_name(d) is not Zone.PARTY or state.controller[d] == state.active:
            b.defender = -1


def h_atk_deplete(state: BleachState, frame: Frame) -> None:
    """C.1: deplete the declared character; it is now attacking."""
    b = state.battle
    if b is None or not can_attack(state, b.attacker):
        _end_attack_early(state, "the proposed attacker can no longer attack")
        return
    pop(state)
    state.phase = "Phase C.1 attack"
    ops.deplete(state, b.attacker, PHASE_C)
    state.record(
        ev.CharacterAttacked(
            seat=state.active,
            card=b.attacker,
            title=ops.title(state, b.attacker),
            stat=b.att_stat,
            rule=PHASE_C,
        )
    )
    fire(state, Trigger.ATTACKS, b.attacker)


def h_atk_defend(state: BleachState, frame: Frame) -> None:
    """C.2: the opponent declares a defender with the attacking stat, or none."""
    if not _attacker_ok(state):
        _end_attack_early(state, "the attacker left play")
        return
    state.phase = "Phase C.2 defend"
    assert state.battle is not None
    decide(
        state,
        "defend",
        1 - state.active,
        f"Defend against {ops.title(state, state.battle.attacker)} ({state.battle.att_stat})?",
    )


def a_defend(state: BleachState, d: Decision, action: Action, automatic: bool) -> None:
    """Deplete the defender, or declare none."""
    pop(state)
    b = state.battle
    assert b is not None
    if isinstance(action, Defend):
        b.defender = action.card
        b.def_stat = b.att_stat
        ops.deplete(state, action.card, PHASE_C)
        state.record(
            ev.DefenderDeclared(
                seat=d.seat, card=action.card, title=ops.title(state, action.card), rule=PHASE_C
            )
        )
    else:
        assert isinstance(action, NoDefense)
        state.record(ev.DefenderDeclared(seat=d.seat, card=-1, title="", rule=PHASE_C))


def h_atk_battle(state: BleachState, frame: Frame) -> None:
    """C.3: the battle begins (ARD: Battle — even with no defender)."""
    if not _attacker_ok(state):
        _end_attack_early(state, "the attacker left play")
        return
    pop(state)
    _defender_check(state)
    b = state.battle
    assert b is not None
    b.started = True
    state.phase = "Phase C.3 battle"
    state.battle_turn = state.active
    state.battle_passes = 0
    state.record(ev.BattleBegan(attacker=b.attacker, defender=b.defender, rule="ARD: Battle"))


def h_battle_actions(state: BleachState, frame: Frame) -> None:
    """C.3.i: alternate battle actions, attacker first, until both pass in a row."""
    if not _attacker_ok(state):
        _end_attack_early(state, "the attacker left play")
        return
    _defender_check(state)
    decide(
        state, "battle", state.battle_turn, "Battle: boost, play an event, use an effect or pass"
    )


def a_battle(state: BleachState, d: Decision, action: Action, automatic: bool) -> None:
    """A battle action; anything but a pass opens a priority window after it."""
    seat = d.seat
    if isinstance(action, PassPriority):
        state.record(ev.PriorityPassed(seat=seat, automatic=automatic, rule=PHASE_C))
        state.battle_passes += 1
        if state.battle_passes >= 2:
            pop(state)  # on to C.4
        else:
            state.battle_turn = 1 - seat
        return
    state.battle_passes = 0
    state.battle_turn = 1 - seat
    state.prio = -1
    if isinstance(action, Boost):
        push(state, ("window", "Boost"))
        _boost(state, seat, action.card)
    elif isinstance(action, PlayCard):
        push(state, ("window", "Event played in battle"))
        push(state, _declare_play(state, seat, action.card))
    else:
        assert isinstance(action, UseEffect)
        push(state, ("window", "Effect used in battle"))
        push(state, _declare_use(state, seat, action))


def _boost(state: BleachState, seat: int, card: int) -> None:
    """RB: Boosting — discard from hand; it uses the queue but is not an effect or a play."""
    b = state.battle
    assert b is not None
    fighter = b.attacker if seat == state.active else b.defender
    stat = b.att_stat if seat == state.active else b.def_stat
    boost = state.defs[card].boost
    assert boost is not None
    state.place(card, zone_code(state.owner[card], Zone.DISCARD))
    state.record(
        ev.CardMoved(
            card=card,
            title=ops.title(state, card),
            owner=state.owner[card],
            source="hand",
            destination="discard",
            rule="ARD: Boosting",
        )
    )
    _add_to_queue(
        state, ItemKind.MECHANIC, seat, card, BOOST_ABILITY, (), (fighter, stat, boost.value)
    )


def side_value(state: BleachState, attacker_side: bool) -> int:
    """The current stat in battle of one side (base or switched value plus boosts)."""
    b = state.battle
    assert b is not None
    card = b.attacker if attacker_side else b.defender
    if card < 0:
        return 0
    stat = b.att_stat if attacker_side else b.def_stat
    base = b.att_base if attacker_side else b.def_base
    value = base if base is not None else (stat_value(state, card, stat) or 0)
    return value + (b.att_boost if attacker_side else b.def_boost)


def add_boost(state: BleachState, seat: int, card: int, stat: str, amount: int) -> None:
    """A resolving boost adds to its side if that character still battles with that stat."""
    b = state.battle
    if b is None:
        return
    if card == b.attacker and stat == b.att_stat:
        b.att_boost += amount
    elif card == b.defender and stat == b.def_stat:
        b.def_boost += amount
    else:
        state.record(
            ev.EffectFizzled(
                source="boost", reason="the stat in battle changed", rule="RB: Stat-Switching Rule"
            )
        )
        return
    state.record(
        ev.Boosted(
            seat=seat,
            card=card,
            title=ops.title(state, card),
            stat=stat,
            amount=amount,
            rule="RB: Boosting",
        )
    )


def switch_stat(state: BleachState, card: int, new: str) -> None:
    """RB: Stat-Switching Rule — printed stat: its value; otherwise the former value."""
    b = state.battle
    if b is None or card not in (b.attacker, b.defender):
        return
    attacker_side = card == b.attacker
    former = side_value(state, attacker_side)
    old = b.att_stat if attacker_side else b.def_stat
    base = None if new in state.defs[card].stats else former
    if attacker_side:
        b.att_stat, b.att_base, b.att_boost = new, base, 0
    else:
        b.def_stat, b.def_base, b.def_boost = new, base, 0
    state.record(
        ev.StatSwitched(
            card=card,
            old=old,
            new=new,
            value=side_value(state, attacker_side),
            rule="RB: Stat-Switching Rule",
        )
    )


def h_atk_lock(state: BleachState, frame: Frame) -> None:
    """C.4: stats lock; compare (negative counts as 0); winners and losers trigger."""
    if not _attacker_ok(state):
        _end_attack_early(state, "the attacker left play")
        return
    pop(state)
    _defender_check(state)
    b = state.battle
    assert b is not None
    b.locked = True
    state.phase = "Phase C.4 stats locked"
    b.att_final = max(0, side_value(state, True))  # RB: Zero and Negative Numbers
    b.def_final = max(0, side_value(state, False)) if b.defender >= 0 else 0
    if b.defender < 0:
        b.outcome = "no-defender"  # ARD: Battle — no winner or loser without a defender
    elif b.att_final > b.def_final:
        b.outcome = "attacker-won"
    elif b.att_final == b.def_final:
        b.outcome = "tie"
    else:
        b.outcome = "defender-won"
    state.record(
        ev.StatsLocked(
            attacker=b.attacker,
            attack_value=b.att_final,
            defender=b.defender,
            defend_value=b.def_final,
            outcome=b.outcome,
            rule=PHASE_C,
        )
    )
    if b.outcome == "attacker-won":
        fire(state, Trigger.WINS_BATTLE, b.attacker)
        fire(state, Trigger.LOSES_BATTLE, b.defender)
    elif b.outcome == "defender-won":
        fire(state, Trigger.WINS_BATTLE, b.defender)
        fire(state, Trigger.LOSES_BATTLE, b.attacker)
    elif b.outcome == "tie":
        fire(state, Trigger.LOSES_BATTLE, b.attacker)
        fire(state, Trigger.LOSES_BATTLE, b.defender)


def h_atk_damage(state: BleachState, frame: Frame) -> None:
    """C.5: power damage (outside the queue), then losers discarded with attachments."""
    if not _attacker_ok(state):
        _end_attack_early(state, "the attacker left play")
        return
    pop(state)
    b = state.battle
    assert b is not None
    state.phase = "Phase C.5 damage"
    defending = 1 - state.active
    if b.outcome == "attacker-won":
        deal_power_damage(state, defending, b.att_final - b.def_final, "ARD: Power Damage")
    elif b.outcome == "no-defender":
        deal_power_damage(state, defending, b.att_final, "ARD: Power Damage")
    if state.is_over:
        return
    losers = []
    if b.outcome in ("attacker-won", "tie"):
        losers.append(b.defender)
    if b.outcome in ("defender-won", "tie"):
        losers.append(b.attacker)
    for card in losers:
        if card >= 0 and state.zone_name(card) is Zone.PARTY:
            discard_from_play(state, card, "RB: How Do You Win a Battle?")


def deal_power_damage(state: BleachState, seat: int, amount: int, rule: str) -> None:
    """Power damage, unless a replacement effect applies (ARD: Replacement Card Effects)."""
    if amount <= 0:
        return
    for f in state.floating:
        if f.kind == "replace-damage" and f.seat == seat:
            state.floating.remove(f)
            state.record(
                ev.FloatingEffectEnded(
                    uid=f.uid,
                    description=f"{f.source_title} replaced the damage",
                    rule="ARD: Replacement Card Effects",
                )
            )
            ops.mill(state, seat, amount, "ARD: Replacement Card Effects")
            return
    ops.change_power(state, seat, -amount, "power damage", rule)


def h_atk_end(state: BleachState, frame: Frame) -> None:
    """C.6: the battle ends."""
    pop(state)
    _finish_battle(state)
    state.phase = "Main step"


def h_fire(state: BleachState, frame: Frame) -> None:
    """Fire a trigger at a scheduled point."""
    pop(state)
    fire(state, frame[1], frame[2] if len(frame) > 2 else -1)


def kind_label(kind: ItemKind) -> str:
    """The queue-item kind in Bleach's words: the only mechanic on its queue is a boost."""
    return "boost" if kind is ItemKind.MECHANIC else kind.value


def describe_item(state: BleachState, item: QueueItem) -> str:
    """Readable text of a queue item."""
    if item.kind is ItemKind.MECHANIC:
        card, stat, amount = item.data
        return f"boost {ops.title(state, card)} {stat} +{amount}"
    # Named players, not "you": the queue is read by both seats (ARD: Common Knowledge).
    you, opponent = who(item.controller), who(1 - item.controller)
    text = "; ".join(step.describe_for(you, opponent) for step in item.ability.steps)
    if item.targets:
        names = []
        for t in item.targets:
            names.append(
                f"item {t}"
                if item.ability.targets and isinstance(item.ability.targets[0], QueueTarget)
                else ops.title(state, t)
            )
        text += " -> " + ", ".join(names)
    return text


HANDLERS = {
    "choose_first": h_choose_first,
    "deal": h_deal,
    "mulligan": h_mulligan,
    "start_turn": h_start_turn,
    "renew": h_renew,
    "draw_phase": h_draw_phase,
    "resource": h_resource,
    "main_begin": h_main_begin,
    "main": h_main,
    "end_begin": h_end_begin,
    "end_turn": h_end_turn,
    "window": h_window,
    "resolve": h_resolve,
    "declare": h_declare,
    "char_enter": h_char_enter,
    "item_attach": h_item_attach,
    "ground_enter": h_ground_enter,
    "atk_deplete": h_atk_deplete,
    "atk_defend": h_atk_defend,
    "atk_battle": h_atk_battle,
    "battle_actions": h_battle_actions,
    "atk_lock": h_atk_lock,
    "atk_damage": h_atk_damage,
    "atk_end": h_atk_end,
    "fire": h_fire,
}

ANSWERS = {
    "first": a_first,
    "mulligan": a_mulligan,
    "resource": a_resource,
    "main": a_main,
    "priority": a_priority,
    "order": a_order,
    "choose": a_effect_choice,
    "target": a_target,
    "cost": a_cost,
    "defend": a_defend,
    "battle": a_battle,
}


PROCEDURE: driver.Procedure[BleachState] = driver.Procedure(
    handlers=HANDLERS, legal=compute_legal, answer=dispatch, why_illegal=why_illegal
)
