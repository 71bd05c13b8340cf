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

import re
from collections.abc import Callable
from typing import Any

from reishi.engine import driver
from reishi.engine.actions import Action
from reishi.engine.events import EVERYONE, ActionTaken
from reishi.engine.procedure import Procedure
from reishi.games.dbz import (
    attacks,
    combat_steps,
    grammar_steps,
    instants,
    performed_steps,
    pile_steps,
    pool_steps,
    resolution,
    steps_as_attack,
    steps_as_named,
    steps_aw,
    steps_dende_balls,
    steps_dende_would,
    steps_early_gain,
    steps_early_hand,
    steps_early_power_exec,
    steps_early_stays,
    steps_ev,
    steps_ex3,
    steps_late_actions,
    steps_late_rejuvenate,
    steps_mov_use,
    steps_mpe,
    steps_mpset,
    steps_ven,
    steps_vp_hand,
    steps_vp_next,
    turn_steps,
)
from reishi.games.dbz import effects as fx
from reishi.games.dbz.actions import (
    Choose,
    PlayCard,
    UsePower,
)
from reishi.games.dbz.attack_start import attack_cost
from reishi.games.dbz.basics import (
    Ctx,
    Frame,
    ally_may_act,
    check_victory,
    hidden_from_other,
    info,
    once_per_turn,
    power_used,
    title,
)
from reishi.games.dbz.cards import CardType
from reishi.games.dbz.notation import action_text
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
    text = label or action_text(state, action)
    seat = decision.seat
    # A choice naming a card the opponent cannot see (found in a Life Deck, put back on top of
    # it, moved from the hand into it) is the chooser's own: the opponent reads that a choice
    # was made, not which (DBZ RB: Game Zones).
    private = isinstance(action, Choose) and any(
        hidden_from_other(state, seat, int(found)) for found in _CARD_ID.findall(text)
    )
    state.record(
        ActionTaken(
            seat=seat, text=text, automatic=automatic, visible_to=seat if private else EVERYONE
        )
    )
    ANSWER[decision.frame[0]](state, decision.frame, action)


_CARD_ID = re.compile(r"#(\d+)")  # a card as a label names it ("Red Chop #24")


def _ans_pick(state: DbzState, frame: Frame, action: Action) -> None:
    assert isinstance(action, Choose)
    PICKED[frame[1]](state, frame[2][action.index], frame[3])


def between_steps(state: DbzState) -> None:
    """Checked before each frame, once the last one is done: the victories, then the next turn.

    The victories are checked before every question too (basics.ask), so a win never waits.
    """
    if check_victory(state):
        return
    if not state.frames:
        # DBZ RB: Gameplay — "Your opponent then takes the next turn".
        state.frames.append(("turn", 1 - state.active))


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


def does_something(effect: fx.Effect) -> bool:
    """Whether resolving the record as a sentence has an effect (card rules do not)."""
    step = EXEC.get(type(effect))
    return step is not None and step is not resolution.ex_nothing


EXEC: dict[type, Callable[[DbzState, Any, Ctx], None]] = {
    **combat_steps.EXEC,
    **steps_vp_next.EXEC,
    **steps_ven.EXEC,
    **attacks.EXEC,
    **resolution.EXEC,
    **grammar_steps.EXEC,
    **pool_steps.EXEC,
    **performed_steps.EXEC,
    **pile_steps.EXEC,
    **steps_mpe.EXEC,
    **steps_as_named.EXEC,
    **steps_late_actions.EXEC,
    **steps_as_attack.EXEC,
    **steps_mpset.EXEC,
    **steps_early_stays.EXEC,
    **steps_early_gain.EXEC,
    **steps_early_hand.EXEC,
    **steps_early_power_exec.EXEC,
    **steps_aw.EXEC,
    **steps_ev.EXEC,
    **steps_mov_use.EXEC,
    **steps_dende_balls.EXEC,
    **steps_ex3.EXEC,
}


RUN: dict[str, Callable[[DbzState, Frame], None]] = {
    **turn_steps.RUN,
    **combat_steps.RUN,
    **attacks.RUN,
    **resolution.RUN,
    **grammar_steps.RUN,
    **pool_steps.RUN,
    **instants.RUN,
    **steps_vp_hand.RUN,
    **steps_late_rejuvenate.RUN,
    **steps_dende_balls.RUN,
    **steps_dende_would.RUN,
    "fx": resolution.fx_runner(EXEC),
}


ANSWER: dict[str, Callable[[DbzState, Frame, Action], None]] = {
    **turn_steps.ANSWER,
    **combat_steps.ANSWER,
    **attacks.ANSWER,
    **instants.ANSWER,
    **steps_vp_hand.ANSWER,
    "pick": _ans_pick,
}


PICKED: dict[str, Callable[[DbzState, int, Any], None]] = {
    **attacks.PICKED,
    **resolution.PICKED,
    **grammar_steps.PICKED,
    **pool_steps.PICKED,
    **performed_steps.PICKED,
    **steps_ev.PICKED,
    **pile_steps.PICKED,
    **steps_late_rejuvenate.PICKED,
    **steps_mov_use.PICKED,
    **steps_dende_balls.PICKED,
}


PROCEDURE: Procedure[DbzState] = Procedure(
    handlers=RUN, legal=legal, answer=answer, why_illegal=refusal, between=between_steps
)
