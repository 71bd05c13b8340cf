"""Interpreter steps of the wider pool's families: moving cards between zones one family,
"that card" and "those cards", personalities' stages and levels, skipped actions, using a
Dragon Ball's effects (DBZ RB: Game Zones, Glossary; DBZ CRD: General — Legal zones)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import msgspec

from reishi.games.dbz import effects as fx
from reishi.games.dbz import events as ev
from reishi.games.dbz.basics import (
    CRD_EFFECTS,
    CRD_STAGES,
    MAX_STAGE,
    Ctx,
    Frame,
    choose,
    hidden_from_other,
    info,
    log,
    move,
    personalities,
    push_sentences,
    put_in_discard,
    restricted,
    seat_name,
    target_seat,
    title,
)
from reishi.games.dbz.conditions import card_matches
from reishi.games.dbz.moves import discard_by_effect, enter_play, placeable, rejuvenated
from reishi.games.dbz.resolution import ex_nothing
from reishi.games.dbz.stages import fell_to_zero, gain_stages, level_by_effect, lose_stages
from reishi.games.dbz.state import DbzState, Floating, Zone
from reishi.games.dbz.steps_mpset_recycle import doubled

_IN_PLAY_ZONES = (Zone.DRILLS, Zone.SETUPS, Zone.ALLIES, Zone.DRAGON_BALLS, Zone.ATTACHED)
_PILES = {"discard pile": Zone.DISCARD, "banished zone": Zone.BANISHED, "hand": Zone.HAND}


def _seats(who: fx.Who, ctx: Ctx) -> list[int]:
    if who is fx.Who.ANY:
        return [ctx.seat, 1 - ctx.seat]
    return [target_seat(who, ctx)]


def candidates(state: DbzState, e: fx.MoveCards, ctx: Ctx) -> list[int]:
    """The cards a MoveCards may take now, bottom of each pile first."""
    found: list[int] = []
    for seat in _seats(e.whose, ctx):
        if e.source == "play":
            zones: tuple[Zone, ...] = _IN_PLAY_ZONES
            if "personalit" in e.what:
                zones = (Zone.MP, *zones)
        elif e.source == "revealed":
            found.extend(c for c in state.last_moved if state.zone_of(c) is Zone.LIFE)
            continue
        elif e.source == fx.THOSE_IN_DISCARD:
            # "Choose 4 cards in your discard pile. Banish 2 of those cards and shuffle the
            # remaining …": the chosen cards still in the pile (phrases_mpe_piles).
            found.extend(c for c in state.last_moved if state.zone_of(c) is Zone.DISCARD)
            continue
        elif e.source == fx.THOSE_IN_HAND:
            found.extend(c for c in state.last_moved if state.zone_of(c) is Zone.HAND)
            continue
        else:
            zones = tuple(_PILES[p] for p in e.source.split(" or "))
        for zone in zones:
            found.extend(state.cards_in(seat, zone))
    what = e.what
    if what.startswith(fx.OTHER_PREFIX):
        # "one of your other Allies": never the card whose effect it is (phrases_ven_attacks).
        found = [c for c in found if c != ctx.source]
        what = what[len(fx.OTHER_PREFIX) :]
    if what:
        found = [c for c in found if card_matches(state, c, what)]
    if e.to == "play":
        under = target_seat(e.under, ctx)
        found = [c for c in found if placeable(state, under, c)]
    return [c for c in found if c not in state.picked]


def _ex_move_cards(state: DbzState, e: fx.MoveCards, ctx: Ctx) -> None:
    e = doubled(state, e, ctx)  # Lord Slug - Renewed (steps_mpset_recycle)
    if e.whose is fx.Who.EACH:
        # "each player's discard pile": the user's first (DBZ CRD: U100 — the user first).
        for whose in (fx.Who.OPPONENT, fx.Who.YOU):
            state.frames.append(("fx", msgspec.structs.replace(e, whose=whose), ctx))
        return
    state.picked = ()
    _next(state, e, ctx, e.count)


def _next(state: DbzState, e: fx.MoveCards, ctx: Ctx, remaining: int) -> None:
    found = candidates(state, e, ctx)
    if remaining <= 0 or not found:
        _finish(state, e)
        return
    if e.pick in ("all", "top", "bottom"):
        if e.pick != "all":
            found = found[-remaining:][::-1] if e.pick == "top" else found[:remaining]
        for card in found:
            _send(state, card, e, ctx)
        _finish(state, e)
        return
    if e.pick == "random":
        _send(state, found[state.rng.below(len(found))], e, ctx)
        _next(state, e, ctx, remaining - 1)
        return
    chooser = ctx.seat if e.chooser is fx.Who.YOU else 1 - ctx.seat
    labels = [title(state, c) for c in found]
    values = list(found)
    if e.pick == "up to":
        values.append(-1)
        labels.append("stop")
    choose(
        state,
        "move_card",
        chooser,
        f"Choose a card to {e.to} ({remaining} left)",
        values,
        labels,
        (e, ctx, remaining),
    )


def _picked_move(state: DbzState, card: int, payload: Any) -> None:
    e, ctx, remaining = payload
    if card < 0:
        _finish(state, e)
        return
    _send(state, card, e, ctx)
    _next(state, e, ctx, remaining - 1)


def _finish(state: DbzState, e: fx.MoveCards) -> None:
    if e.source not in ("revealed", fx.THOSE_IN_DISCARD):
        state.last_moved = state.picked  # "X = the number of cards banished this way"
    if e.pick == "exactly":
        state.last_done = len(state.picked) == e.count
    else:
        state.last_done = bool(state.picked)


def _send(state: DbzState, card: int, e: fx.MoveCards, ctx: Ctx) -> None:
    state.picked = (*state.picked, card)
    state.chosen = card
    send(state, card, e.to, ctx, target_seat(e.under, ctx))


def send(state: DbzState, card: int, to: str, ctx: Ctx, under: int) -> None:
    """Move one card ``to`` a destination named as in MoveCards (to its owner's zones)."""
    owner = state.owner[card]
    was = state.zone_of(card)
    hidden = hidden_from_other(state, owner, card)
    if was in (Zone.MP, Zone.MP_SET, Zone.MASTERY) and to != "choose":
        state.last_done = False  # a Main Personality or Mastery never leaves its place
        return
    if to in ("choose", "reveal"):
        if to == "reveal":
            log(
                state, ev.Revealed, f"{seat_name(owner)} revealed {title(state, card)}", CRD_EFFECTS
            )
            if was is Zone.HAND:
                state.triggers.append(("revealed", owner, card))
        return
    if to == "discard" and was is Zone.HAND:
        discard_by_effect(state, card, ctx.seat)
        return
    if to in ("destroy", "discard"):
        put_in_discard(state, card)
    elif to == "banish":
        if was is Zone.DISCARD and restricted(state, ctx.seat, "banish from discard piles"):
            state.last_done = False
            return
        move(state, card, owner, Zone.BANISHED)
        if was is Zone.DISCARD and owner == ctx.seat:
            state.triggers.append(("banish_discard", owner, -1))
    elif to == "hand":
        move(state, card, owner, Zone.HAND)
    elif to in ("life deck", "rejuvenate", "top of life deck", "bottom of life deck"):
        move(state, card, owner, Zone.LIFE, bottom=to in ("rejuvenate", "bottom of life deck"))
        if to == "life deck":
            state.rng.shuffle(state.cards_in(owner, Zone.LIFE))
            state.triggers.append(("shuffle_in", ctx.seat, card))
        if to == "rejuvenate":
            rejuvenated(state, owner, card)
    elif to == "play":
        if not placeable(state, under, card):
            state.last_done = False  # only Setups, Drills, Allies and Dragon Balls enter play
            return
        enter_play(state, under, card, played=False)
    elif to == "top of discard pile":
        move(state, card, owner, Zone.DISCARD)
    text = f"{title(state, card)} → {to}"
    if hidden and hidden_from_other(state, owner, card):
        # From a hand or Life Deck to another hidden place: only the owner sees which card
        # moved (DBZ RB: Game Zones).
        log(state, ev.CardMoved, text, CRD_EFFECTS, seat=owner, visible_to=owner)
    else:
        log(state, ev.CardMoved, text, CRD_EFFECTS, seat=ctx.seat)


def _ex_move_chosen(state: DbzState, e: fx.MoveChosen, ctx: Ctx) -> None:
    if e.rest:
        cards = [c for c in state.last_moved if c not in state.picked]
        cards = [c for c in cards if state.zone_of(c) is Zone.LIFE]
    else:
        cards = list(state.picked) or ([state.chosen] if state.chosen >= 0 else [])
        cards = [c for c in cards if state.zone[c] >= 0]
    if e.from_banished:
        cards = [c for c in cards if state.zone_of(c) is Zone.BANISHED]
    if not cards:
        state.last_done = False
        return
    for card in cards:
        under = state.owner[card] if e.from_banished else target_seat(e.under, ctx)
        send(state, card, e.to, ctx, under)


def _ex_place_discarded(state: DbzState, e: fx.PlaceDiscarded, ctx: Ctx) -> None:
    card = state.last_discarded[ctx.seat]
    if card < 0 or state.zone_of(card) is not Zone.DISCARD or not placeable(state, ctx.seat, card):
        state.last_done = False
        return
    enter_play(state, ctx.seat, card, played=False)


def _ex_lose_all(state: DbzState, e: fx.LoseStagesAll, ctx: Ctx) -> None:
    seats = [0, 1] if e.who is fx.Who.EACH else [target_seat(e.who, ctx)]
    for seat in seats:
        people = personalities(state, seat)
        for card in people if e.which == "personalities" else people[1:]:
            if e.titled and e.titled not in state.defs[card].title.lower():
                continue  # "all personalities with Android in the title"
            lose_stages(state, card, e.amount, as_damage=False, floor=e.floor)


def _chosen_personality(state: DbzState) -> int:
    card = state.chosen
    if card < 0 or state.zone_of(card) not in (Zone.MP, Zone.ALLIES):
        return -1
    return card


def _ex_chosen_stages(state: DbzState, e: fx.ChosenStages, ctx: Ctx) -> None:
    card = _chosen_personality(state)
    if card < 0:
        state.last_done = False
        return
    if e.highest or e.amount > 0:
        gain_stages(state, card, MAX_STAGE if e.highest else e.amount, CRD_STAGES)
    else:
        lose_stages(state, card, -e.amount, as_damage=False)


def _ex_chosen_acts(state: DbzState, e: fx.ChosenActs, ctx: Ctx) -> None:
    card = _chosen_personality(state)
    if card < 0 or state.zone_of(card) is not Zone.ALLIES:
        state.last_done = False
        return
    state.floating.append(Floating(ctx.seat, card, e, "combat", state.turn))


def _ex_set_stage(state: DbzState, e: fx.SetStage, ctx: Ctx) -> None:
    if e.who is fx.Who.ANY:
        labels = ["p1's MP", "p2's MP"]
        choose(state, "set_stage", ctx.seat, "Whose MP?", [0, 1], labels, e.stage)
        return
    _picked_set_stage(state, target_seat(e.who, ctx), e.stage)


def _picked_set_stage(state: DbzState, seat: int, stage: Any) -> None:
    _set_stage(state, state.mp(seat), stage)


def _set_stage(state: DbzState, card: int, stage: int) -> None:
    """Set a personality's stages: a rise is a gain ("whenever … gains stages" sees it)."""
    before = state.stage[card]
    if stage > before:
        gain_stages(state, card, stage - before, CRD_STAGES)
        return
    state.stage[card] = stage
    log(state, ev.StagesChanged, f"{title(state, card)} set to {stage} stage(s)", CRD_EFFECTS)
    fell_to_zero(state, card, before)


def _ex_set_stages_all(state: DbzState, e: fx.SetStagesAll, ctx: Ctx) -> None:
    # Hidden Power Drill: "When this Drill enters play, set all personalities to 5 stages above
    # 0" — the MPs and every Ally in play, the player's own first.
    for seat in (ctx.seat, 1 - ctx.seat):
        for card in personalities(state, seat):
            _set_stage(state, card, e.stage)


def _ex_set_level(state: DbzState, e: fx.SetLevel, ctx: Ctx) -> None:
    seat = target_seat(e.who, ctx)
    state.last_done = level_by_effect(state, seat, e.level - state.level(seat), ctx)


def _ex_swap_anger(state: DbzState, e: fx.SwapAnger, ctx: Ctx) -> None:
    state.anger = [state.anger[1], state.anger[0]]
    log(state, ev.AngerChanged, f"anger switched: {state.anger[0]} / {state.anger[1]}", CRD_EFFECTS)


def _ex_skip(state: DbzState, e: fx.SkipActions, ctx: Ctx) -> None:
    state.skip_next[target_seat(e.who, ctx)] += e.count


def _ex_use_dragon_ball(state: DbzState, e: fx.UseDragonBall, ctx: Ctx) -> None:
    user = target_seat(e.user, ctx)
    if restricted(state, user, "use dragon ball effects"):
        state.last_done = False
        return
    seats = [0, 1] if e.whose is fx.Who.ANY else [target_seat(e.whose, ctx)]
    balls = [
        c
        for seat in seats
        for c in state.cards_in(seat, Zone.DRAGON_BALLS)
        if card_matches(state, c, e.what) and info(state, c).immediate
    ]
    if not balls:
        state.last_done = False
        return
    values, labels = list(balls), [title(state, c) for c in balls]
    if e.user is fx.Who.OPPONENT:
        values.append(-1)  # "your opponent may use …": it is his choice
        labels.append("use none")
    choose(state, "use_ball", user, "Use the effects of which Dragon Ball?", values, labels, user)


def _picked_use_ball(state: DbzState, card: int, user: Any) -> None:
    if card < 0:
        state.last_done = False
        return
    log(state, ev.RuleApplied, f"{seat_name(user)} used {title(state, card)}", CRD_EFFECTS)
    state.frames.append(("that_ball", card))  # "that Dragon Ball" after its effects
    push_sentences(state, info(state, card).immediate, Ctx(user, card))


def _ex_two_crits(state: DbzState, e: fx.TwoCriticals, ctx: Ctx) -> None:
    attack = state.attack
    if attack is None or attack.card != ctx.source:
        state.last_done = False
        return
    attack.crits = 2


# The frame runners of this module (each pops its own frame), merged by flow.py.
RUN: dict[str, Callable[[DbzState, Frame], None]] = {}


# The handlers of a picked value of this module, merged by flow.py.
PICKED: dict[str, Callable[[DbzState, int, Any], None]] = {
    "move_card": _picked_move,
    "set_stage": _picked_set_stage,
    "use_ball": _picked_use_ball,
}


# The interpreter steps by effect record of this module, merged by flow.py.
EXEC: dict[type, Callable[[DbzState, Any, Ctx], None]] = {
    fx.MoveCards: _ex_move_cards,
    fx.MoveChosen: _ex_move_chosen,
    fx.LoseStagesAll: _ex_lose_all,
    fx.ChosenStages: _ex_chosen_stages,
    fx.ChosenActs: _ex_chosen_acts,
    fx.SetStage: _ex_set_stage,
    fx.SetStagesAll: _ex_set_stages_all,
    fx.PlaceDiscarded: _ex_place_discarded,
    fx.SetLevel: _ex_set_level,
    fx.SwapAnger: _ex_swap_anger,
    fx.SkipActions: _ex_skip,
    fx.UseDragonBall: _ex_use_dragon_ball,
    fx.TwoCriticals: _ex_two_crits,
    fx.ActsRegardless: ex_nothing,
    fx.OnlyOneAttached: ex_nothing,
    fx.AttachRefused: ex_nothing,  # read by moves.attach
    fx.AngerToLevel: ex_nothing,
    fx.OncePerGame: ex_nothing,
    fx.HandAction: ex_nothing,
    fx.OthersUncapturable: ex_nothing,
    fx.PlayCost: ex_nothing,  # paid as the card is played (steps_vp_costs.push_play_cost)
    fx.EnduranceForEffects: ex_nothing,  # a card rule (conditions.effect_endurance)
    fx.TitleForEffects: ex_nothing,  # a card rule (conditions.title_has)
}
