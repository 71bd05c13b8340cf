"""The DBZ procedure as a stack of immutable frames; ``advance`` runs them until a decision.

Turn: DBZ RB: Gameplay (draw, planning, combat, discard, rejuvenation). Combat and attacks:
DBZ RB: The Combat Step and DBZ CRD: Timing — Attack sequence. Card programs are resolved
one sentence at a time, and contextual ("whenever", "if", "after") effects right after the
sentence that caused them (DBZ CRD: Timing — Order of effects, Special timings).

The steps live in one module per part of the game (turn_steps, combat_steps, attacks,
resolution, grammar_steps); each lists its frame runners and handlers in small tables that
this module merges into the procedure the engine's driver runs (engine/driver.py), so a
frame is looked up once.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from reishi.engine import driver
from reishi.engine.actions import Action
from reishi.engine.events import ActionTaken
from reishi.games.dbz import attacks, combat_steps, grammar_steps, resolution, turn_steps
from reishi.games.dbz import effects as fx
from reishi.games.dbz.actions import (
    Choose,
    PlayCard,
    UsePower,
)
from reishi.games.dbz.attack_start import attack_cost
from reishi.games.dbz.basics import (
    RB_TURN,
    Ctx,
    Frame,
    ally_may_act,
    end_game,
    info,
    once_per_turn,
    power_used,
    title,
)
from reishi.games.dbz.cards import CardType
from reishi.games.dbz.state import (
    DbzState,
    Decision,
    Zone,
)

# --- on the engine's driver -------------------------------------------------------------------


def advance(state: DbzState) -> None:
    """Run frames until a player must decide or the game ends (engine/driver.py)."""
    driver.advance(state, PROCEDURE)


def apply_action(state: DbzState, action: Action) -> None:
    """Validate ``action`` (state untouched when refused), apply it and advance."""
    driver.apply_action(state, PROCEDURE, action)


def legal(state: DbzState) -> list[Action]:
    """The pending decision's actions: a DBZ decision carries its own, each with a label."""
    decision = state.decision
    return [] if decision is None else list(decision.actions)


def answer(state: DbzState, action: Action, automatic: bool) -> None:
    """Log the decision by its label, then resume the frame that asked it."""
    decision: Decision = state.decision
    state.decision = None
    state.legal_cache = None
    index = decision.actions.index(action)
    label = decision.labels[index] if index < len(decision.labels) else ""
    text = label or type(action).__name__
    state.record(ActionTaken(seat=decision.seat, text=text, automatic=automatic))
    ANSWER[decision.frame[0]](state, decision.frame, action)


def _ans_pick(state: DbzState, frame: Frame, action: Action) -> None:
    assert isinstance(action, Choose)
    PICKED[frame[1]](state, frame[2][action.index], frame[3])


def between_steps(state: DbzState) -> None:
    """Checked before each frame, once the last one is done: the victories, then the next turn.

    A frame that asks a decision is not done until it is answered: "look at the top 3 cards
    and place them back" sets them aside meanwhile, which is no Survival Victory.
    """
    if _check_victory(state):
        return
    if not state.frames:
        # DBZ RB: Gameplay — "Your opponent then takes the next turn".
        state.frames.append(("turn", 1 - state.active))


def _check_victory(state: DbzState) -> bool:
    # DBZ RB: Gameplay — the three ways to win hold the moment they are true; MPPV is checked
    # where anger is raised (stages.change_anger), the other two here.
    losers = [seat for seat in (0, 1) if not state.cards_in(seat, Zone.LIFE)]
    if losers:
        # DBZ RB: Gameplay — Survival Victory: a Life Deck with no cards left loses.
        winner = -1 if len(losers) == 2 else 1 - losers[0]
        end_game(state, winner, "Survival Victory", RB_TURN + " — Survival Victory")
        return True
    for seat in (0, 1):
        # DBZ RB: Gameplay — Dragon Ball Victory needs "a set of all seven": seven titles
        # of one set ("Namek Dragon Ball 1"–"7"), not seven of mixed sets after captures.
        sets: dict[str, set[str]] = {}
        for c in state.cards_in(seat, Zone.DRAGON_BALLS):
            name = state.defs[c].title
            sets.setdefault(name.rpartition(" ")[0], set()).add(name)
        if any(len(titles) >= 7 for titles in sets.values()):
            end_game(state, seat, "Dragon Ball Victory", RB_TURN + " — Dragon Ball Victory")
            return True
    return False


# --- refusals ---------------------------------------------------------------------------------


def refusal(state: DbzState, action: Action) -> str:
    """Why an action is not legal now (IllegalActionError's reason)."""
    decision = state.decision
    assert decision is not None
    seat = decision.seat
    if isinstance(action, PlayCard) and 0 <= action.card < len(state.defs):
        card = action.card
        if state.zone_of(card) is not Zone.HAND or state.owner[card] != seat:
            return f"{title(state, card)} is not in your hand"
        if decision.kind == "planning":
            return turn_steps.planning_refusal(state, seat, card) or "not playable now"
        rec = info(state, card).attack
        if rec is None:
            for power in info(state, card).powers:
                rec = rec or info(state, card).power_attack(power)
        if decision.kind == "combat_action" and rec is not None:
            if action.by >= len(state.defs):
                return f"there is no card #{action.by} to perform the attack"
            by = state.mp(seat) if action.by < 0 else action.by
            if action.by >= 0 and not ally_may_act(state, seat, action.by):
                return (
                    "Allies may act only while the MP is at most one stage above zero "
                    "(DBZ RB: Allies During Combat)"
                )
            cost = attack_cost(state, seat, card, rec)
            if state.stage[by] < cost:
                return (
                    f"cannot pay the attack's cost of {cost} stage(s): "
                    f"{title(state, by)} has {state.stage[by]} (DBZ RB: How Attack Cards Work)"
                )
        return f"{title(state, card)} cannot be played now ({decision.prompt})"
    if isinstance(action, UsePower) and 0 <= action.card < len(state.defs):
        if power_used(state, action.card) and once_per_turn(state, action.card):
            return "that Power was already used this turn (DBZ RB: Glossary — Power)"
        if state.defs[action.card].type is CardType.ALLY and not ally_may_act(
            state, seat, action.card
        ):
            return (
                "Allies may act only while the MP is at most one stage above zero "
                "(DBZ RB: Allies During Combat)"
            )
    return f"not a legal action now ({decision.prompt})"


def has_step(effect: fx.Effect) -> bool:
    """Whether the interpreter has a step for the record's type."""
    return type(effect) in EXEC


EXEC: dict[type, Callable[[DbzState, Any, Ctx], None]] = {
    **combat_steps.EXEC,
    **attacks.EXEC,
    **resolution.EXEC,
    **grammar_steps.EXEC,
}


RUN: dict[str, Callable[[DbzState, Frame], None]] = {
    **turn_steps.RUN,
    **combat_steps.RUN,
    **attacks.RUN,
    **resolution.RUN,
    **grammar_steps.RUN,
    "fx": resolution.fx_runner(EXEC),
}


ANSWER: dict[str, Callable[[DbzState, Frame, Action], None]] = {
    **turn_steps.ANSWER,
    **combat_steps.ANSWER,
    **attacks.ANSWER,
    "pick": _ans_pick,
}


PICKED: dict[str, Callable[[DbzState, int, Any], None]] = {
    **attacks.PICKED,
    **resolution.PICKED,
    **grammar_steps.PICKED,
}


PROCEDURE: driver.Procedure[DbzState] = driver.Procedure(
    handlers=RUN, legal=legal, answer=answer, why_illegal=refusal, between=between_steps
)
