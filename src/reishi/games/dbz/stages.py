"""Stages, anger and levels: gaining and losing them, advancing a level and MPPV.

DBZ RB: Anger, Attack Table and Glossary — Power Stage; DBZ CRD: General — Gaining/losing
stages, Anger.
"""

from __future__ import annotations

from reishi.games.dbz import effects as fx
from reishi.games.dbz import events as ev
from reishi.games.dbz.basics import (
    CRD_EFFECTS,
    CRD_STAGES,
    MAX_STAGE,
    RB_ANGER,
    RB_TAKING,
    RB_TURN,
    Ctx,
    constants,
    constants_of,
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
from reishi.games.dbz.cards import CardType
from reishi.games.dbz.moves import mill
from reishi.games.dbz.state import DbzState, Floating, Zone
from reishi.games.dbz.steps_as_anger import anger_amount

# The combat record of an effect of a player making the opponent's MP lose stages.
OPPONENT_MP_LOST = "opponent's mp lost stages"


def gain_stages(state: DbzState, card: int, amount: int, rule: str, by_effect: bool = True) -> None:
    """A personality gains stages, up to its highest power stage (``by_effect``: a card
    effect's gain, not the Planning Step's power up)."""
    seat = state.controller[card]
    facts = info(state, card)
    if amount > 0 and (
        restricted(state, seat, "gain stages")
        or fx.CannotGainStages() in facts.program
        or fx.CannotGainStages() in facts.constants
    ):
        log(state, ev.RuleApplied, f"{title(state, card)} cannot gain stages", CRD_EFFECTS)
        return
    before = state.stage[card]
    top = highest_stage(state, seat)
    state.stage[card] = max(0, min(max(top, before) if amount < 0 else top, before + amount))
    fell_to_zero(state, card, before)
    if state.stage[card] != before:
        log(
            state,
            ev.StagesChanged,
            f"{title(state, card)} gained {state.stage[card] - before} stage(s) → "
            f"{state.stage[card]} ({state.power_level(card):,})",
            rule,
        )
        if state.stage[card] > before:
            state.last_gain[seat] = state.stage[card] - before  # "the same number of stages"
            log_combat(state, seat, "gain")
            state.triggers.append(("gain", seat, card, by_effect))


def lose_stages(
    state: DbzState, card: int, amount: int, as_damage: bool, floor: bool = False
) -> None:
    """Lose stages; below zero the rest come from the Life Deck (DBZ RB: Attack Table)."""
    seat = state.controller[card]
    lost = min(amount, state.stage[card])
    state.stage[card] -= lost
    fell_to_zero(state, card, state.stage[card] + lost)
    if as_damage and state.attack is not None:
        state.attack.stages_taken += lost
    if lost:
        log(
            state,
            ev.StagesChanged,
            f"{title(state, card)} lost {lost} stage(s) → {state.stage[card]}",
            RB_TAKING if as_damage else CRD_STAGES,
        )
        if not as_damage and 0 <= state.acting != seat and card == state.mp(seat):
            # "If your opponent's MP has lost stages from one of your effects this combat".
            log_combat(state, state.acting, OPPONENT_MP_LOST)
    rest = amount - lost
    if rest <= 0 or floor:
        return  # "to a minimum of 0": nothing more is lost
    if as_damage:
        state.frames.append(("life_damage", seat, rest))
    else:
        # DBZ CRD: General — Gaining/losing stages: discarded, not damage.
        mill(state, seat, rest, "destroy", CRD_STAGES)


def highest_stage(state: DbzState, seat: int) -> int:
    """The most stages above 0 the seat's personalities may have now (DBZ RB: Power Stages)."""
    # Hidden Power Drill: "Personalities cannot be more than 5 stages above 0" also caps what
    # sets a personality to its highest stage (advancing a level, "at its highest power stage").
    return 5 if restricted(state, seat, "exceed 5 stages") else MAX_STAGE


def fell_to_zero(state: DbzState, card: int, before: int) -> None:
    """Raise "its power level is 0" when a personality's stages have just fallen to 0."""
    # Android 19's Choke ("Destroy this card when your MP's power level is 0") and Hidden Power
    # Drill ("Whenever an Ally's power level is 0, it is banished") wait for this: the
    # contextual timings after the sentence see it (DBZ CRD: Timing — Special timings).
    if before > 0 and state.stage[card] == 0:
        state.triggers.append(("power_zero", state.controller[card], card))


# "Players can only gain anger from the effects of Physical Combat or Energy Combat cards this
# turn" (Energized Strike; phrases_ev_attacks).
ONLY_COMBAT = "gain anger except from combat cards"
_COMBAT_TYPES = frozenset({CardType.PHYSICAL_COMBAT, CardType.ENERGY_COMBAT})


def _from_combat_card(state: DbzState, ctx: Ctx) -> bool:
    return ctx.source >= 0 and state.defs[ctx.source].type in _COMBAT_TYPES


def change_anger(state: DbzState, seat: int, amount: int, ctx: Ctx, rule: str) -> bool:
    """Raise or lower anger; five anger advances a level or wins by MPPV (DBZ RB: Anger)."""
    before = state.anger[seat]
    if (amount > 0 and restricted(state, seat, "gain anger")) or (
        amount > 0 and not _from_combat_card(state, ctx) and restricted(state, seat, ONLY_COMBAT)
    ):
        log(state, ev.RuleApplied, f"{seat_name(seat)} cannot raise anger", CRD_EFFECTS)
        return False
    if (
        amount > 1
        and ctx.source >= 0
        and restricted(state, seat, "gain more than 1 anger from each effect")
    ):
        amount = 1  # "cannot gain more than 1 anger from each card effect"
    if (
        amount < -1
        and ctx.source >= 0
        and restricted(state, seat, "have anger lowered by more than 1")
    ):
        amount = -1  # "Whenever an effect would lower your anger by more than 1 level, …"
    if amount < 0 and ctx.source >= 0 and restricted(state, seat, "have anger lowered"):
        log(state, ev.RuleApplied, f"{seat_name(seat)}'s anger cannot be lowered", CRD_EFFECTS)
        return False
    if amount < 0 and ctx.source >= 0 and protected(state, seat, ctx.seat, "lower your anger"):
        log(state, ev.RuleApplied, f"{seat_name(seat)}'s anger cannot be lowered", CRD_EFFECTS)
        return False
    if amount:
        amount = anger_amount(state, seat, amount, ctx.seat, ctx.source >= 0)
    log_combat(state, seat, "anger_up" if amount > 0 else "anger_down")
    if amount > 0 and seat != ctx.seat:
        log_combat(state, ctx.seat, "raised opponent's anger")
    if amount < 0:
        state.anger[seat] = max(0, before + amount)  # anger never goes below zero
        state.last_lowered = before - state.anger[seat]  # "X = the amount of anger lowered"
        if state.anger[seat] != before:
            state.triggers.append(("anger_down", seat, ctx.source))
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
    state.triggers.append(("anger_up", seat, ctx.source))
    if seat == ctx.seat:
        mppv_rule_of_source(state, ctx, "raise your anger with this card")
    attack = state.attack
    if attack is not None and ctx.in_attack and ctx.seat == attack.seat == seat and amount > 0:
        attack.raised = True
    log(state, ev.AngerChanged, f"{seat_name(seat)}'s anger → {state.anger[seat]}", rule, seat=seat)
    if state.anger[seat] >= anger_to_level(state, seat):
        state.anger[seat] = 0  # excess anger does not carry over
        if state.level(seat) < 4:
            if change_level(state, seat, 1, by_anger=True) and ctx.source >= 0:
                log_combat(state, seat, f"advance {ctx.source}")  # "… with this card"
                attack_changed_level(state, seat, ctx)
                if seat == ctx.seat:
                    mppv_rule_of_source(state, ctx, "advance a personality level with this card")
        elif not mppv_denied(state, seat):
            end_game(
                state,
                seat,
                "Most Powerful Personality Victory",
                RB_TURN + " — Most Powerful Personality Victory",
            )
        else:
            # DBZ CRD: General — Anger: cannot win by MPPV, reset and highest stage.
            state.stage[state.mp(seat)] = highest_stage(state, seat)
            log(
                state,
                ev.AngerChanged,
                f"{seat_name(seat)} cannot win by MPPV: anger reset, MP at its highest stage",
                "DBZ CRD: General — Anger",
                seat=seat,
            )
    return True


def mppv_rule_of_source(state: DbzState, ctx: Ctx, condition: str) -> None:
    """Card rules "You cannot win by MPPV if you <condition> with this card": for the game."""
    if ctx.source < 0 or fx.CannotWinByMppv(condition) not in info(state, ctx.source).program:
        return
    if any(f.until == "game" and f.seat == ctx.seat for f in state.floating):
        return
    rule = fx.CannotWinByMppv("always")
    state.floating.append(Floating(ctx.seat, ctx.source, rule, "game", state.turn))
    log(state, ev.RuleApplied, f"{seat_name(ctx.seat)} cannot win by MPPV", "card rules")


def attack_changed_level(state: DbzState, seat: int, ctx: Ctx) -> None:
    """ "Whenever one of your attacks causes you to change levels": the attack's own effect
    changed its player's level (conditions_ev)."""
    if ctx.in_attack and ctx.seat == seat:
        state.triggers.append(("attack_level", seat, ctx.source))


def level_by_effect(state: DbzState, seat: int, delta: int, ctx: Ctx) -> bool:
    """An effect advances (or lowers) ``seat``'s MP, unless a "cannot" effect forbids it."""
    if delta > 0 and restricted(state, ctx.seat, "advance levels by effects"):
        return False
    if delta < 0 and restricted(state, ctx.seat, "lower levels by effects"):
        return False
    if delta < 0 and seat != ctx.seat and restricted(state, ctx.seat, "lower opponent's level"):
        # "Banish this card after your opponent uses an effect that would have lowered your MP
        # a personality level" (Saiyan Tracking Blast): the refused lowering is an event.
        state.triggers.append(("level_lower_refused", seat, ctx.source))
        return False
    changed = change_level(state, seat, delta, by_anger=False)
    if changed:
        attack_changed_level(state, seat, ctx)
    if changed and delta > 0 and seat == ctx.seat:
        mppv_rule_of_source(state, ctx, "advance a personality level with this card")
    return changed


# The kinds of constant effect it looks for (basics.constants_of).
_TO_LEVEL = (fx.AngerToLevel,)


def anger_to_level(state: DbzState, seat: int) -> int:
    """Anger needed to advance a level: five (DBZ RB: Anger), or as a constant says."""
    needed, delta, minimum = 5, 0, 1
    for owner in (0, 1):
        for _, e in constants_of(state, owner, _TO_LEVEL):
            if isinstance(e, fx.AngerToLevel) and (e.who is fx.Who.YOU) == (owner == seat):
                needed = e.needed or needed
                delta += e.delta
                minimum = max(minimum, e.minimum)  # "(to a minimum of 4)"
    return max(minimum, needed + delta)


def mppv_denied(state: DbzState, seat: int) -> bool:
    """Whether a constant or a used card's rule says ``seat`` cannot win by MPPV."""
    if fx.CannotWinByMppv("always") in (e for _, e in constants(state, seat)):
        return True
    if restricted(state, seat, "win by mppv"):
        return True  # "You cannot win by MPPV this turn"
    return any(
        f.until == "game" and f.seat == seat and isinstance(f.effect, fx.CannotWinByMppv)
        for f in state.floating
    )


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
    # The MP is every level of it: what is attached to it stays attached as it changes levels
    # (DBZ RB: Glossary — Attached Cards, "attached to the intended target").
    hosts = state.attached_to
    for card in range(len(hosts)):
        if hosts[card] == old:
            hosts[card] = new
    if wanted > level:
        state.stage[new] = highest_stage(state, seat) if by_anger else state.stage[old]
        # Whether a card effect advanced it, or the rule of anger (DBZ RB: Anger).
        state.triggers.append(("advance", seat, new, "anger" if by_anger else "effect"))
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
    if wanted > level and fx.DrillsKeptFromThisLevel() in info(state, old).program:
        kept = (
            True  # the level left: "Your Drills are not discarded when advancing from this level"
        )
    for drill in list(state.cards_in(seat, Zone.DRILLS)):
        if kept:
            break  # "Your Drills are not discarded when changing levels this combat"
        if wanted > level and any(
            isinstance(e, fx.NotDiscardedOnLevel) for e in info(state, drill).program
        ):
            continue  # card rules: "This card is not discarded when advancing a level."
        put_in_discard(state, drill)
        state.triggers.append(("level_discard", seat, drill))
        log(
            state,
            ev.CardMoved,
            f"{title(state, drill)} was discarded (level change)",
            "DBZ RB: Card Types — Drills",
            seat=seat,
        )
    return True
