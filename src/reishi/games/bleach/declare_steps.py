"""Declaring a card or an effect: targets, cost choices, payment, then the queue or play.

RB: Choosing Rule (targets are chosen as the effect is used), ARD: Costs, RB: How to Play
a Card, and how each card type enters play (ARD: How to Play Character Cards, Item Cards,
Battleground Cards, Event Cards), each entry followed by its priority window.
"""

from __future__ import annotations

from reishi.engine.actions import Action, Choose
from reishi.engine.queue import Floating, ItemKind
from reishi.games.bleach import events as ev
from reishi.games.bleach import ops
from reishi.games.bleach.abilities import Ability, QueueTarget, TargetSpec, Trigger
from reishi.games.bleach.carddef import CardType
from reishi.games.bleach.costs import DepleteSelf, DiscardFromHand, EnergyCost, RemoveSelf
from reishi.games.bleach.filters import CardFilter, Target
from reishi.games.bleach.frames import Answer, Frame, Handler, decide, pop, push
from reishi.games.bleach.moves import (
    check_uniqueness,
    discard_from_play,
    overlay_target,
    uniqueness_clash,
)
from reishi.games.bleach.payment import effective_cost, pay_energy, pay_triple
from reishi.games.bleach.queue_steps import add_to_queue, describe_item, item_title
from reishi.games.bleach.state import BleachState, Decision, Duration, Zone, zone_code
from reishi.games.bleach.triggers import fire

# Enum members read as the procedure runs, as module names: an enum member read from its
# class costs about 0.15 us in Python 3.11.
_ACTIVATED_ITEM, _EVENT_ITEM, _TRIGGERED_ITEM = (
    ItemKind.ACTIVATED,
    ItemKind.EVENT,
    ItemKind.TRIGGERED,
)
_ENTERS_PLAY_TRIGGER, _ITEM_PLAYED_TRIGGER = Trigger.ENTERS_PLAY, Trigger.ITEM_PLAYED
_END_OF_TURN_DURATION = Duration.END_OF_TURN


def _target_specs(kind: str, ability: Ability | None) -> tuple[TargetSpec, ...]:
    if kind == "item":
        return (ITEM_HOST,)
    return ability.targets if ability is not None else ()


ITEM_HOST = Target(
    filter=CardFilter(side="you", card_type=CardType.CHARACTER),
    prompt="Choose a character in your party to attach the item to",
)

# Zones and card types read at every decision, as module names: an enum member read from
# its class costs about 0.15 us in Python 3.11.
_DISCARD, _LIMBO, _PARTY, _REMOVED = Zone.DISCARD, Zone.LIMBO, Zone.PARTY, Zone.REMOVED
_CHARACTER_CARD = CardType.CHARACTER


def h_declare(state: BleachState, frame: Frame) -> None:
    """Choose targets, then cost choices, then pay, then put on the queue or into play."""
    kind, seat, card, ability, targets, chosen = frame[1:7]
    specs = _target_specs(kind, ability)
    if len(targets) < len(specs):
        spec = specs[len(targets)]
        options = spec.options(state, seat, card)
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


def _option_label(state: BleachState, spec: TargetSpec, option: int) -> str:
    if isinstance(spec, QueueTarget):
        for item in state.queue:
            if item.uid == option:
                return f"{item_title(state, item)}: {describe_item(state, item)}"
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
                ops.move_to_pile(state, card, _REMOVED, "ARD: Costs")
            elif isinstance(cost, DiscardFromHand):
                ops.move_to_pile(state, next(picks), _DISCARD, "ARD: Costs")
            paid.append(cost.describe())
        if ability.once_per_turn:
            _mark_used(state, card, frame[7])
        state.record(
            ev.CostPaid(seat=seat, description="; ".join(paid) or "nothing", rule="ARD: Costs")
        )
        add_to_queue(state, _ACTIVATED_ITEM, seat, card, ability, targets)
        return
    if kind == "triggered":
        assert ability is not None
        add_to_queue(state, _TRIGGERED_ITEM, seat, card, ability, targets)
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
        ops.move_to_pile(state, card, _DISCARD, "ARD: How to Play Event Cards")
        add_to_queue(state, _EVENT_ITEM, seat, card, ability, targets)
        return
    state.place(card, zone_code(seat, _LIMBO))  # "take it out of your hand, out of play"
    if kind == "character":
        overlaid = overlay_target(state, seat, card)
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
    state.floating.append(
        Floating(
            uid=state.uid(),
            kind="used",
            controller=state.controller[card],
            duration=_END_OF_TURN_DURATION,
            target=card,
            incarnation=state.incarnation[card],
            data=(index,),
            turn=state.turn,
        )
    )


def h_char_enter(state: BleachState, frame: Frame) -> None:
    """The character enters play; effects that trigger on entering play follow."""
    _, card, seat, depleted = frame
    pop(state)
    if state.zone_name(card) is not _LIMBO:
        return
    ops.enter_play(state, card, seat, depleted, "ARD: How to Play Character Cards")
    fire(state, _ENTERS_PLAY_TRIGGER, card)
    push(state, ("window", "Character entered play"))
    check_uniqueness(state)


def h_item_attach(state: BleachState, frame: Frame) -> None:
    """The item attaches to the declared character, if it is still there."""
    _, card, seat, host = frame
    pop(state)
    if state.zone_name(card) is not _LIMBO:
        return
    if state.zone_name(host) is not _PARTY or state.controller[host] != seat:
        # The declared character left play: the item has nothing to attach to.
        ops.move_to_pile(state, card, _DISCARD, "ARD: How to Play Item Cards")
        return
    ops.attach(state, card, host, seat, "ARD: How to Play Item Cards")
    fire(state, _ITEM_PLAYED_TRIGGER, card)
    fire(state, _ENTERS_PLAY_TRIGGER, card)
    push(state, ("window", "Item entered play"))
    check_uniqueness(state)


def h_ground_enter(state: BleachState, frame: Frame) -> None:
    """The battleground enters play."""
    _, card, seat = frame
    pop(state)
    if state.zone_name(card) is not _LIMBO:
        return
    ops.enter_play(state, card, seat, False, "ARD: How to Play Battleground Cards")
    fire(state, _ENTERS_PLAY_TRIGGER, card)
    push(state, ("window", "Battleground entered play"))
    check_uniqueness(state)


def h_uniqueness(state: BleachState, frame: Frame) -> None:
    """ARD: Uniqueness Rule — "discard them until you have only one": the player picks."""
    clash = uniqueness_clash(state)
    if clash is None:
        pop(state)
        return
    seat, cards = clash
    decide(
        state,
        "unique",
        seat,
        f"Uniqueness Rule: you control {len(cards)} unique cards named "
        f"{state.defs[cards[0]].name}; choose one to discard",
        options=cards,
        labels=tuple(ops.title(state, c) for c in cards),
    )


def a_unique(state: BleachState, d: Decision, action: Action, automatic: bool) -> None:
    """Discard the chosen card; the frame looks again until no clash is left."""
    assert isinstance(action, Choose)
    discard_from_play(state, d.options[action.index], "ARD: Uniqueness Rule")


HANDLERS: dict[str, Handler] = {
    "declare": h_declare,
    "uniqueness": h_uniqueness,
    "char_enter": h_char_enter,
    "item_attach": h_item_attach,
    "ground_enter": h_ground_enter,
}

ANSWERS: dict[str, Answer] = {
    "unique": a_unique,
    "target": a_target,
    "cost": a_cost,
}
