"""The response stack (SD: Decision — Flash Step chains): paying for a card or ability,
putting it on the stack, and the windows where players answer or pass in turn until the
top item resolves.
"""

from __future__ import annotations

from typing import Any

from reishi.engine.actions import Action, PassPriority
from reishi.engine.queue import Floating, ItemKind, QueueItem
from reishi.games.soul_deck import events as ev
from reishi.games.soul_deck.actions import PayEnergy, PlayCard, UseAbility
from reishi.games.soul_deck.decisions import BLUT_COST
from reishi.games.soul_deck.frames import Answer, Frame, Handler, decide
from reishi.games.soul_deck.legal import instant_actions
from reishi.games.soul_deck.ops import (
    KEYWORDS,
    STACK,
    SUMMON,
    TYPES,
    Split,
    leave_play,
    pay,
    payment_choices,
    ready_energy,
    title,
)
from reishi.games.soul_deck.resolution import resolve
from reishi.games.soul_deck.state import Decision, Duration, SoulDeckState, Zone, zone_code


def push_item(
    state: SoulDeckState,
    kind: ItemKind,
    seat: int,
    source: int,
    ability: Any,
    target: int,
    inc: int = -1,
) -> None:
    """Put an item on the stack; the opponent may respond first (SD: Flash Step)."""
    item = QueueItem(
        uid=state.uid(),
        kind=kind,
        controller=seat,
        source=source,
        ability=ability,
        targets=(target,) if target >= 0 else (),
        data=(state.incarnation[target] if target >= 0 and inc < 0 else inc,),
    )
    state.stack.append(item)
    # SD: Decision — Flash Step chains: the player who adds an item has passed on it, so
    # the other player answers first; a pass by the other player resolves it.
    state.prio = 1 - seat
    state.passes = 1


def act(state: SoulDeckState, seat: int, action: Action) -> None:
    """Play a card or activate an ability: pay, then put it on the stack.

    SD: The Number (Generic Cost) is paid with energy "of ANY color": when ways of paying
    leave different energy ready, the player chooses (SD: Decision — Automatic payment).
    """
    if isinstance(action, PlayCard) and not state.house.automatic_payment:
        info = state.info[action.card]
        choices = payment_choices(ready_energy(state, seat), info.generic, info.coloured)
        if len(choices) > 1:
            state.frames.append(("pay", seat, action))
            return
    finish_act(state, seat, action, None)


def finish_act(state: SoulDeckState, seat: int, action: Action, split: Split | None) -> None:
    """Pay (the number as ``split`` says, or automatically) and put the item on the stack."""
    if isinstance(action, UseAbility):
        card = action.card
        pay(state, seat, BLUT_COST[0], BLUT_COST[1])
        amount = (
            state.info[card].vene if action.ability == "Blut Vene" else state.info[card].arterie
        )
        state.floating.append(
            Floating(
                uid=state.uid(),
                kind="blut-used",
                controller=seat,
                duration=Duration.END_OF_TURN,
                target=card,
                incarnation=state.incarnation[card],
                data=(action.ability, 0),
                turn=state.turn,
            )
        )
        state.record(ev.AbilityUsed(seat=seat, card=card, ability=action.ability, rule=KEYWORDS))
        push_item(state, ItemKind.ACTIVATED, seat, card, (action.ability, amount), card)
        return
    assert isinstance(action, PlayCard)
    card = action.card
    info = state.info[card]
    pay(state, seat, info.generic, info.coloured, split)
    for t in action.tributes:
        state.record(ev.Tributed(seat=seat, card=t, title=title(state, t), rule=SUMMON))
        leave_play(state, t, Zone.BURIAL, SUMMON)
    state.place(card, zone_code(seat, Zone.STACK))
    state.record(
        ev.CardPlayed(
            seat=seat,
            card=card,
            title=title(state, card),
            target=action.target,
            rule=TYPES,
        )
    )
    push_item(state, ItemKind.EVENT, seat, card, info.defn.effects, action.target)


def h_pay(state: SoulDeckState, frame: Frame) -> None:
    """Ask which energy pays the number of the card being played."""
    _, seat, action = frame
    cost = state.info[action.card].defn.cost
    decide(state, "pay", seat, f"Which energy pays the number of {cost}?")


def a_pay(state: SoulDeckState, d: Decision, action: Action) -> None:
    """Pay as chosen and put the card on the stack."""
    assert isinstance(action, PayEnergy)
    _, seat, played = state.frames.pop()
    finish_act(state, seat, played, action.split)


MAIN_WINDOWS = ("Main 1", "Main 2")
"""Windows opened when the active player moves on from a Main phase: the phase ends only
when the window closes with nothing played; after a response resolves, the Main phase
goes on."""


def h_window(state: SoulDeckState, frame: Frame) -> None:
    """A response window: players alternate; two passes in a row resolve the top item.

    ``("respond",)`` is opened by a card or ability and closes when the stack is empty;
    ``("window", label, opened)`` is a phase window (SD: Decision — Response windows):
    the active player acts first, except in a Main phase window, which the active player
    opened by moving on. A seat that can use nothing passes without being asked.
    """
    in_main = frame[0] == "window" and frame[1] in MAIN_WINDOWS
    if frame[0] == "window" and not frame[2]:
        state.frames[-1] = (frame[0], frame[1], True)
        state.prio = 1 - state.active if in_main else state.active
        state.passes = 1 if in_main else 0
    while True:
        if state.passes < 2 and not instant_actions(state, state.prio):
            # Nothing to use: the seat passes unasked (a window is offered only to a seat
            # holding something playable), and a lone pass hands over to the other seat.
            state.passes += 1
            state.prio = 1 - state.prio
            if state.passes < 2:
                continue
        if state.passes >= 2:
            if not state.stack:
                state.frames.pop()
                if in_main:
                    state.frames.pop()  # the Main phase ends with its window
                state.prio = -1
                return
            resolve(state, state.stack.pop())
            if state.is_over:
                return
            state.passes = 0
            state.prio = state.active
            if not state.stack and (frame[0] == "respond" or in_main):
                state.frames.pop()  # back to the Main phase, or on with the procedure
                state.prio = -1
                return
            continue
        decide(state, "priority", state.prio, "Respond with Flash Step or an ability, or pass")
        return


def a_priority(state: SoulDeckState, d: Decision, action: Action) -> None:
    """Pass, or respond (which hands the answer to the other player)."""
    if isinstance(action, PassPriority):
        state.record(ev.PriorityPassed(seat=d.seat, rule=STACK))
        state.passes += 1
        state.prio = 1 - d.seat
        return
    act(state, d.seat, action)


HANDLERS: dict[str, Handler] = {
    "pay": h_pay,
    "respond": h_window,
    "window": h_window,
}

ANSWERS: dict[str, Answer] = {
    "priority": a_priority,
    "pay": a_pay,
}
