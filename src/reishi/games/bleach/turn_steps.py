"""The turn (RB: How a Turn Works): the Resource step's four phases, the Main step and its
declarations, the End step, each with the priority windows the ARD's sequence of play lists.
"""

from __future__ import annotations

from reishi.engine.actions import Action
from reishi.games.bleach import events as ev
from reishi.games.bleach import ops
from reishi.games.bleach.abilities import Trigger
from reishi.games.bleach.actions import (
    DeclareAttack,
    DrawCard,
    PassMainStep,
    PlayCard,
    PlayEnergy,
    UseEffect,
)
from reishi.games.bleach.attack_steps import begin_attack
from reishi.games.bleach.carddef import CardType
from reishi.games.bleach.frames import SEQ, Answer, Frame, Handler, decide, pop, push
from reishi.games.bleach.queue_steps import declare_play, declare_use
from reishi.games.bleach.state import BleachState, Decision, Duration, Zone, zone_code
from reishi.games.bleach.stats import expire_floating
from reishi.games.bleach.triggers import fire

# Enum members read as the procedure runs, as module names: an enum member read from its
# class costs about 0.15 us in Python 3.11.
_MAIN_END_TRIGGER, _MAIN_START_TRIGGER, _TURN_START_TRIGGER = (
    Trigger.MAIN_END,
    Trigger.MAIN_START,
    Trigger.TURN_START,
)
_END_OF_TURN_DURATION = Duration.END_OF_TURN

_ATTACHED, _ENERGY, _GROUNDS, _GUARDIAN, _PARTY = (
    Zone.ATTACHED,
    Zone.ENERGY,
    Zone.GROUNDS,
    Zone.GUARDIAN,
    Zone.PARTY,
)
_EVENT_CARD = CardType.EVENT


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
        ("draw_phase",),  # pushes its own window, named for what happened
        ("window", "Resource Phase 1: renewed"),
        ("renew",),
    )


def h_renew(state: BleachState, frame: Frame) -> None:
    """Resource Phase 1: renew all depleted cards; start-of-turn effects trigger."""
    pop(state)
    seat = state.active
    state.phase = "Resource Phase 1"
    renewed = []
    for zone in (_ENERGY, _PARTY, _GROUNDS, _ATTACHED, _GUARDIAN):
        for card in state.cards_in(seat, zone):
            if state.depleted[card]:
                state.depleted[card] = False
                renewed.append(card)
    state.record(ev.CardsRenewed(seat=seat, cards=tuple(renewed), rule="RB: 1. The Resource Step"))
    fire(state, _TURN_START_TRIGGER)


def h_draw_phase(state: BleachState, frame: Frame) -> None:
    """Resource Phase 2: draw — skipped on the first player's first turn."""
    pop(state)
    state.phase = "Resource Phase 2"
    if state.turn == 1:
        # ARD: Deciding Who Goes First — no draw, but the phase's window still opens.
        push(state, ("window", "Resource Phase 2: no draw on the first turn"))
        return
    push(state, ("window", "Resource Phase 2: drew"))
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
    state.place(action.card, zone_code(d.seat, _ENERGY))
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
    fire(state, _MAIN_START_TRIGGER)


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
        fire(state, _MAIN_END_TRIGGER)
        push(state, ("window", "Main step ended"))
        return
    if isinstance(action, DeclareAttack):
        begin_attack(state, action)
        return
    if isinstance(action, PlayCard):
        kind = state.defs[action.card].type
        if kind is _EVENT_CARD:
            push(state, ("window", "Event played"))
            push(state, declare_play(state, seat, action.card))
        else:
            push(state, ("declare", kind.value, seat, action.card, None, (), ()))
        return
    assert isinstance(action, UseEffect)
    push(state, ("window", "Effect used"))
    push(state, declare_use(state, seat, action))


def h_end_begin(state: BleachState, frame: Frame) -> None:
    """Step 3 End begins."""
    pop(state)
    state.step = "end"
    state.phase = "End step"


def h_end_turn(state: BleachState, frame: Frame) -> None:
    """The turn ends: "this turn" effects end; the other player becomes active."""
    pop(state)
    expire_floating(state, _END_OF_TURN_DURATION)
    state.active = 1 - state.active
    push(state, ("start_turn",))


HANDLERS: dict[str, Handler] = {
    "start_turn": h_start_turn,
    "renew": h_renew,
    "draw_phase": h_draw_phase,
    "resource": h_resource,
    "main_begin": h_main_begin,
    "main": h_main,
    "end_begin": h_end_begin,
    "end_turn": h_end_turn,
}

ANSWERS: dict[str, Answer] = {
    "resource": a_resource,
    "main": a_main,
}
