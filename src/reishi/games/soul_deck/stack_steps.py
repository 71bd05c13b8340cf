"""The response stack (SD: Decision — Flash Step chains): paying for a card or ability,
putting it on the stack, and the windows where players answer or pass in turn until the
top item resolves.
"""

from __future__ import annotations

from typing import Any

from reishi.engine.actions import Action, PassPriority
from reishi.engine.queue import Floating, ItemKind, QueueItem
from reishi.games.soul_deck import events as ev
from reishi.games.soul_deck.actions import PlayCard, UseAbility
from reishi.games.soul_deck.frames import Answer, Frame, Handler, decide
from reishi.games.soul_deck.legal import instant_actions
from reishi.games.soul_deck.ops import (
    BLUT_COST,
    KEYWORDS,
    STACK,
    SUMMON,
    TYPES,
    leave_play,
    pay,
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
    """Play a card or activate an ability: pay, then put it on the stack."""
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
    pay(state, seat, info.generic, info.coloured)
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


def h_window(state: SoulDeckState, frame: Frame) -> None:
    """A response window: players alternate; two passes in a row resolve the top item.

    ``("respond",)`` is opened by a card or ability and closes when the stack is empty;
    ``("window", label, opened)`` is a phase window where both players may act first.
    """
    if frame[0] == "window" and not frame[2]:
        state.frames[-1] = (frame[0], frame[1], True)
        state.prio = state.active
        state.passes = 0
    auto = state.options.get("auto_forced", True)
    while True:
        if state.passes >= 2 or (auto and not _anyone_can_respond(state)):
            if not state.stack:
                state.frames.pop()
                state.prio = -1
                return
            resolve(state, state.stack.pop())
            if state.is_over:
                return
            state.passes = 0
            state.prio = state.active
            if not state.stack and frame[0] == "respond":
                state.frames.pop()
                state.prio = -1
                return
            continue
        decide(state, "priority", state.prio, "Respond with Flash Step or an ability, or pass")
        return


def _anyone_can_respond(state: SoulDeckState) -> bool:
    return bool(instant_actions(state, 0) or instant_actions(state, 1))


def a_priority(state: SoulDeckState, d: Decision, action: Action) -> None:
    """Pass, or respond (which hands the answer to the other player)."""
    if isinstance(action, PassPriority):
        state.record(ev.PriorityPassed(seat=d.seat, rule=STACK))
        state.passes += 1
        state.prio = 1 - d.seat
        return
    act(state, d.seat, action)


HANDLERS: dict[str, Handler] = {
    "respond": h_window,
    "window": h_window,
}

ANSWERS: dict[str, Answer] = {
    "priority": a_priority,
}
