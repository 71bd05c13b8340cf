"""Interpreter steps of attacks an effect performs, of life card damage that is banished and
of "A unless you B" (DBZ RB: How Attack and Defense Cards Work; DBZ CRD: Damage — Discarding
damage; General — Effects with stipulations)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import msgspec

from reishi.games.dbz import effects as fx
from reishi.games.dbz import events as ev
from reishi.games.dbz.attack_start import attack_cost, attack_is, begin_attack
from reishi.games.dbz.basics import (
    PLAY_TITLED,
    Ctx,
    choose,
    constants_of,
    is_copy,
    log,
    performer_of,
    title,
)
from reishi.games.dbz.cards import CardType
from reishi.games.dbz.conditions import card_matches, x_value
from reishi.games.dbz.pool_steps import send
from reishi.games.dbz.state import DbzState, Floating, Zone


def _performer(state: DbzState, seat: int, card: int) -> int:
    is_ally = state.defs[card].type is CardType.ALLY and state.zone_of(card) is Zone.ALLIES
    return card if is_ally else state.mp(seat)


def _performed_rec(e: fx.PerformAttack) -> fx.PhysicalAttack | fx.EnergyAttack:
    return fx.PhysicalAttack(e.damage) if e.kind == "physical" else fx.EnergyAttack(e.damage)


def performed_attack_payable(state: DbzState, seat: int, card: int, power: fx.Power) -> bool:
    """Whether the attack a Power performs ("Discard a card to perform a physical attack …")
    can have its cost paid now; a Power performing none is payable."""
    for effect in power.effects:
        inner = effect.effect if isinstance(effect, fx.Stipulation) else effect
        if isinstance(inner, fx.PerformAttack):
            cost = attack_cost(state, seat, card, _performed_rec(inner))
            return state.stage[_performer(state, seat, card)] >= cost
    return True


def _x_fixed(state: DbzState, e: fx.PerformAttack, seat: int) -> fx.PerformAttack:
    """ "… dealing 1+X stages. X = the amount of Endurance on the discarded card": X is read
    as the attack is performed (the card its cost discarded), not when its damage is dealt."""
    damage = e.damage
    if not isinstance(damage, fx.VariableDamage) or not damage.x:
        return e
    value = max(0, damage.base + damage.sign * x_value(state, seat, damage.x))
    fixed = fx.Stages(value) if damage.unit is fx.Unit.STAGES else fx.LifeCards(value)
    return msgspec.structs.replace(e, damage=fixed)


def _ex_perform_attack(state: DbzState, e: fx.PerformAttack, ctx: Ctx) -> None:
    """ "… to perform a non-Styled physical attack dealing AT +2 stages": an attack of no
    card of its own, performed by the Ally whose Power it is, else by the MP."""
    card = ctx.source
    if card < 0 or not state.in_combat:
        state.last_done = False
        return
    performer = _performer(state, ctx.seat, card)
    rec = _performed_rec(_x_fixed(state, e, ctx.seat))
    if state.stage[performer] < attack_cost(state, ctx.seat, card, rec):
        # An attack whose cost cannot be paid is not performed ("the next attack your
        # opponent performs costs +1 stage" applies to it as well; DBZ RB: How Attack and
        # Defense Cards Work — the cost is paid in power stages).
        text = f"{title(state, performer)} cannot pay the attack's cost"
        log(state, ev.RuleApplied, text, "DBZ RB: How Attack and Defense Cards Work", seat=ctx.seat)
        state.last_done = False
        return
    begin_attack(state, ctx.seat, card, performer, rec, (), (), "effect", styled_as=e.styled)


def _ex_this_combat(state: DbzState, e: fx.Effect, ctx: Ctx) -> None:
    # "For the remainder of combat, life card damage from your attacks is banished", "Whenever
    # your effects destroy … this combat, increase that amount by 1": until combat ends.
    state.floating.append(Floating(ctx.seat, ctx.source, e, "combat", state.turn))


def _ex_considered_higher(state: DbzState, e: fx.ConsideredHigher, ctx: Ctx) -> None:
    # "… for your card effects this combat": from now, the attack in progress included.
    state.floating.append(Floating(ctx.seat, ctx.source, e, "combat", state.turn))
    if state.attack is not None and state.attack.seat == ctx.seat:
        state.attack.mp_higher = True


# The kinds of constant effect it looks for (basics.constants_of).
_BANISHING = (fx.LifeDamageBanished,)


def life_damage_banished(state: DbzState, attacker: int) -> bool:
    """Whether a constant or floating effect banishes the attacker's life card damage."""
    for seat in (0, 1):
        for source, effect in constants_of(state, seat, _BANISHING):
            if (
                isinstance(effect, fx.LifeDamageBanished)
                and _covers(effect, seat, attacker)
                and _fits(state, effect, source)
            ):
                return True
    return any(
        isinstance(f.effect, fx.LifeDamageBanished) and _covers(f.effect, f.seat, attacker)
        for f in state.floating
    )


def _fits(state: DbzState, effect: fx.LifeDamageBanished, source: int) -> bool:
    """Broly - Relentless: "Physical attacks performed by this personality … their damage is
    banished": the attack in progress is of that kind and performed by the card holding it."""
    attack = state.attack
    if not (effect.kind or effect.by):
        return True
    if attack is None or (effect.kind and attack.kind != effect.kind):
        return False
    return not effect.by or performer_of(state, attack) == source


def _covers(effect: fx.LifeDamageBanished, controller: int, attacker: int) -> bool:
    return effect.whose is fx.Who.ANY or controller == attacker


def _ex_unless(state: DbzState, e: fx.Unless, ctx: Ctx) -> None:
    """The other way is offered only when it can be done: with no such card in the hand, the
    first effect happens."""
    instead = e.instead
    assert isinstance(instead, fx.DiscardFromHand)
    hand = state.cards_in(ctx.seat, Zone.HAND)
    if not any(not instead.what or card_matches(state, c, instead.what) for c in hand):
        state.frames.append(("fx", e.effect, ctx))
        return
    labels = [e.words[1] or "the other way", e.words[0] or "the effect"]
    choose(state, "unless", ctx.seat, "Which will you do?", [1, 0], labels, (e, ctx))


def _ex_this_card(state: DbzState, e: fx.ReturnThis | fx.DestroyThis, ctx: Ctx) -> None:
    """ "Return this card to your hand", "Destroy this card": only from play (a Main
    Personality never leaves; DBZ RB: Glossary — Destroy: to the discard pile)."""
    card = ctx.source
    if card < 0 or is_copy(state, ctx) or not state.in_play(card):
        state.last_done = False
        return
    send(state, card, "hand" if isinstance(e, fx.ReturnThis) else "destroy", ctx, ctx.seat)


def _ex_among_top(state: DbzState, e: fx.AmongTop, ctx: Ctx) -> None:
    pile = state.cards_in(ctx.seat, Zone.DISCARD)
    top = tuple(reversed(pile[-e.count :])) if e.count else ()
    state.picked = ()
    _ask_among(state, e, ctx, top)


def _ask_among(state: DbzState, e: fx.AmongTop, ctx: Ctx, cards: tuple[int, ...]) -> None:
    """Offer the cards still there, and stopping ("any amount": none is an answer)."""
    left = [c for c in cards if state.zone_of(c) is Zone.DISCARD]
    if not left:
        state.last_moved = state.picked
        return
    labels = [title(state, c) for c in left] + ["stop"]
    prompt = f"Choose a card to {e.to} (any number)"
    choose(state, "among_top", ctx.seat, prompt, [*left, -1], labels, (e, ctx, tuple(left)))


def _picked_among(state: DbzState, card: int, payload: Any) -> None:
    e, ctx, cards = payload
    if card < 0:
        state.last_moved = state.picked
        return
    state.picked = (*state.picked, card)
    send(state, card, e.to, ctx, ctx.seat)
    _ask_among(state, e, ctx, tuple(c for c in cards if c != card))


def _ex_named_unplayable(state: DbzState, e: fx.NamedUnplayable, ctx: Ctx) -> None:
    """The titles named now float as a restriction of the opponent for this combat."""
    if not state.named:
        state.last_done = False
        return
    for name in state.named:
        what = f"{PLAY_TITLED}{name.lower()}"
        state.floating.append(
            Floating(
                ctx.seat, ctx.source, fx.Restriction(fx.Who.OPPONENT, what), "combat", state.turn
            )
        )


def stays_if_armed(state: DbzState, armed: list[Floating]) -> None:
    """The action just made was the one "If your next action is a Styled attack, it stays in
    play …" waited for: the attack it began stays if it fits (a second use never does)."""
    attack = state.attack
    if attack is None or attack.source_kind != "card" or state.second_use[attack.card]:
        return
    kinds = [f.effect.kind for f in armed if isinstance(f.effect, fx.NextActionStays)]
    if any(attack_is(state, attack, kind) for kind in kinds):
        attack.stays = True


def _picked_unless(state: DbzState, value: int, payload: Any) -> None:
    e, ctx = payload
    state.frames.append(("fx", e.instead if value else e.effect, ctx))


PICKED: dict[str, Callable[[DbzState, int, Any], None]] = {
    "unless": _picked_unless,
    "among_top": _picked_among,
}
EXEC: dict[type, Callable[[DbzState, Any, Ctx], None]] = {
    fx.Unless: _ex_unless,
    fx.ReturnThis: _ex_this_card,
    fx.DestroyThis: _ex_this_card,
    fx.AmongTop: _ex_among_top,
    fx.NamedUnplayable: _ex_named_unplayable,
    fx.NextActionStays: _ex_this_combat,
    fx.PerformAttack: _ex_perform_attack,
    fx.LifeDamageBanished: _ex_this_combat,
    fx.MillBonus: _ex_this_combat,
    fx.ConsideredHigher: _ex_considered_higher,
}
