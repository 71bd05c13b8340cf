"""Stages, anger and levels: gaining and losing them, advancing a level and MPPV.

DBZ RB: Anger, Attack Table and Glossary — Power Stage; DBZ CRD: General — Gaining/losing
stages, Anger.
"""

from __future__ import annotations

from reishi.games.dbz import effects as fx
from reishi.games.dbz import events as ev
from reishi.games.dbz.basics import (
    CRD_STAGES,
    MAX_STAGE,
    RB_ANGER,
    RB_TAKING,
    RB_TURN,
    Ctx,
    constants,
    end_game,
    info,
    log,
    log_combat,
    protected,
    put_in_discard,
    restricted,
    seat_name,
    title,
)
from reishi.games.dbz.moves import mill
from reishi.games.dbz.state import DbzState, Zone


def gain_stages(state: DbzState, card: int, amount: int, rule: str) -> None:
    """A personality gains stages, up to its highest power stage."""
    seat = state.controller[card]
    facts = info(state, card)
    if amount > 0 and (
        restricted(state, seat, "gain stages")
        or fx.CannotGainStages() in facts.program
        or fx.CannotGainStages() in facts.constants
    ):
        log(state, ev.RuleApplied, f"{title(state, card)} cannot gain stages", "card effect")
        return
    before = state.stage[card]
    state.stage[card] = max(0, min(MAX_STAGE, before + amount))
    if state.stage[card] != before:
        log(
            state,
            ev.StagesChanged,
            f"{title(state, card)} gained {state.stage[card] - before} stage(s) → "
            f"{state.stage[card]} ({state.power_level(card):,})",
            rule,
        )
        if state.stage[card] > before:
            log_combat(state, seat, "gain")
            state.triggers.append(("gain", seat, card))


def lose_stages(
    state: DbzState, card: int, amount: int, as_damage: bool, floor: bool = False
) -> None:
    """Lose stages; below zero the rest come from the Life Deck (DBZ RB: Attack Table)."""
    seat = state.controller[card]
    lost = min(amount, state.stage[card])
    state.stage[card] -= lost
    if as_damage and state.attack is not None:
        state.attack.stages_taken += lost
    if lost:
        log(
            state,
            ev.StagesChanged,
            f"{title(state, card)} lost {lost} stage(s) → {state.stage[card]}",
            RB_TAKING if as_damage else CRD_STAGES,
        )
    rest = amount - lost
    if rest <= 0 or floor:
        return  # "to a minimum of 0": nothing more is lost
    if as_damage:
        state.frames.append(("life_damage", seat, rest))
    else:
        # DBZ CRD: General — Gaining/losing stages: discarded, not damage.
        mill(state, seat, rest, "destroy", CRD_STAGES)


def change_anger(state: DbzState, seat: int, amount: int, ctx: Ctx, rule: str) -> bool:
    """Raise or lower anger; five anger advances a level or wins by MPPV (DBZ RB: Anger)."""
    before = state.anger[seat]
    if amount > 0 and restricted(state, seat, "gain anger"):
        log(state, ev.RuleApplied, f"{seat_name(seat)} cannot raise anger", "card effect")
        return False
    if amount < 0 and ctx.source >= 0 and protected(state, seat, ctx.seat, "lower your anger"):
        log(state, ev.RuleApplied, f"{seat_name(seat)}'s anger cannot be lowered", "card effect")
        return False
    log_combat(state, seat, "anger_up" if amount > 0 else "anger_down")
    if amount > 0 and seat != ctx.seat:
        log_combat(state, ctx.seat, "raised opponent's anger")
    if amount < 0:
        state.anger[seat] = max(0, before + amount)  # anger never goes below zero
        if state.anger[seat] != before:
            if seat != ctx.seat:
                state.triggers.append(("lower_opponent_anger", ctx.seat, -1))
            log(
                state,
                ev.AngerChanged,
                f"{seat_name(seat)}'s anger → {state.anger[seat]}",
                rule,
                seat=seat,
            )
        return state.anger[seat] != before
    state.anger[seat] = before + amount
    attack = state.attack
    if attack is not None and ctx.in_attack and ctx.seat == attack.seat == seat and amount > 0:
        attack.raised = True
    log(state, ev.AngerChanged, f"{seat_name(seat)}'s anger → {state.anger[seat]}", rule, seat=seat)
    if state.anger[seat] >= 5:
        state.anger[seat] = 0  # excess anger does not carry over
        if state.level(seat) < 4:
            if change_level(state, seat, 1, by_anger=True) and ctx.source >= 0:
                log_combat(state, seat, f"advance {ctx.source}")  # "… with this card"
        elif not mppv_denied(state, seat):
            end_game(state, seat, "Most Powerful Personality Victory", RB_TURN + " — MPPV")
        else:
            # DBZ CRD: General — Anger: cannot win by MPPV, reset and highest stage.
            state.stage[state.mp(seat)] = MAX_STAGE
            log(
                state,
                ev.AngerChanged,
                f"{seat_name(seat)} cannot win by MPPV: anger reset, MP at its highest stage",
                "DBZ CRD: General — Anger",
                seat=seat,
            )
    return True


def mppv_denied(state: DbzState, seat: int) -> bool:
    """Whether a constant or a used card's rule says ``seat`` cannot win by MPPV."""
    if any(isinstance(e, fx.CannotWinByMppv) for _, e in constants(state, seat)):
        return True
    return any(f.until == "game" and f.seat == seat for f in state.floating)


def change_level(state: DbzState, seat: int, delta: int, by_anger: bool) -> bool:
    """Advance or lower the MP a level; Drills are discarded (DBZ RB: Anger; Drills)."""
    old = state.mp(seat)
    level = state.level(seat)
    wanted = max(1, min(4, level + delta))
    if wanted == level:
        return False
    new = next(c for c in state.cards_in(seat, Zone.MP_SET) if state.defs[c].level == wanted)
    state.place(old, seat * len(Zone) + Zone.MP_SET)
    state.place(new, seat * len(Zone) + Zone.MP)
    if wanted > level:
        state.stage[new] = MAX_STAGE if by_anger else state.stage[old]
        state.triggers.append(("advance", seat, new))
    else:
        state.stage[new] = 5  # lowered: five stages above zero
        state.triggers.append(("lower", seat, new))
    log(
        state,
        ev.LevelChanged,
        f"{seat_name(seat)}'s MP is now {title(state, new)} "
        f"(level {wanted}, {state.stage[new]} stages)",
        RB_ANGER,
        seat=seat,
    )
    log_combat(state, seat, "level")
    kept = any(isinstance(e, fx.DrillsKept) for _, e in constants(state, seat)) or any(
        isinstance(f.effect, fx.DrillsKept) and f.seat == seat for f in state.floating
    )
    for drill in list(state.cards_in(seat, Zone.DRILLS)):
        if kept:
            break  # "Your Drills are not discarded when changing levels this combat"
        if wanted > level and any(
            isinstance(e, fx.NotDiscardedOnLevel) for e in info(state, drill).program
        ):
            continue  # card rules: "This card is not discarded when advancing a level."
        put_in_discard(state, drill)
        log(
            state,
            ev.CardMoved,
            f"{title(state, drill)} was discarded (level change)",
            "DBZ RB: Card Types — Drills",
            seat=seat,
        )
    return True
