"""Resolving the top item of the response stack: abilities, start-of-turn effects and played
cards (SD: CARD TYPES, SD: SUMMONING CHARACTERS, SD: KEYWORDS — transformations), with the
effect records of a card interpreted in order.
"""

from __future__ import annotations

from reishi.engine.queue import Floating, ItemKind, QueueItem
from reishi.games.soul_deck import events as ev
from reishi.games.soul_deck.carddef import TARGETED, CardType, Effect, EffectKind, TargetKind
from reishi.games.soul_deck.decisions import SHARED_FIELD
from reishi.games.soul_deck.info import CardInfo
from reishi.games.soul_deck.ops import (
    KEYWORDS,
    PHASES,
    SLOTS,
    STACK,
    SUMMON,
    TYPES,
    ZONES,
    check_destroyed,
    check_life,
    deal_damage,
    destroy,
    draw,
    leave_play,
    lose_life,
    title,
)
from reishi.games.soul_deck.state import Duration, SoulDeckState, Zone, zone_code


def _target_ok(state: SoulDeckState, item: QueueItem) -> bool:
    if not item.targets:
        return True
    target = item.targets[0]
    return state.zone_of(target) is Zone.CHARACTERS and state.incarnation[target] == item.data[0]


def resolve(state: SoulDeckState, item: QueueItem) -> None:
    """The top item resolves completely; then destruction and life are checked."""
    source = item.source
    name = title(state, source)
    seat = item.controller
    item.targets[0] if item.targets else -1
    if item.kind is ItemKind.ACTIVATED:
        ability, amount = item.ability
        if _target_ok(state, item):
            which = "genryu" if ability == "Blut Vene" else "reiatsu"
            _boost(state, source, which, amount, seat, KEYWORDS)
    elif item.kind is ItemKind.TRIGGERED:
        if state.incarnation[source] == item.data[0]:
            _run(state, item.ability, seat, source, PHASES)
    else:
        _resolve_card(state, item)
    if state.is_over:
        return
    state.record(ev.ItemResolved(uid=item.uid, source=name, rule=STACK))
    check_destroyed(state)
    check_life(state)


def _fizzle(state: SoulDeckState, item: QueueItem, reason: str) -> None:
    state.record(
        ev.ItemFizzled(uid=item.uid, source=title(state, item.source), reason=reason, rule=STACK)
    )
    state.place(item.source, zone_code(state.owner[item.source], Zone.BURIAL))


def _resolve_card(state: SoulDeckState, item: QueueItem) -> None:
    card = item.source
    seat = item.controller
    info: CardInfo = state.info[card]
    target = item.targets[0] if item.targets else -1
    kind = info.type
    if kind is CardType.TECHNIQUE:
        if not _target_ok(state, item):
            _fizzle(state, item, "its target left play")
            return
        _run(state, info.defn.effects, seat, target, TYPES)
        state.place(card, zone_code(state.owner[card], Zone.BURIAL))  # single-use
        return
    if kind is CardType.EQUIPMENT:
        if not _target_ok(state, item) or state.controller[target] != seat:
            _fizzle(state, item, "its character left play")
            return
        _enter(state, card, seat, Zone.SUPPORT)
        state.attached_to[card] = target
        state.record(
            ev.CardEntered(seat=seat, card=card, title=title(state, card), host=target, rule=TYPES)
        )
        return
    if kind is CardType.FIELD:
        # SD: Decision — One Field for the table: the new one replaces the old.
        for s in (0, 1) if SHARED_FIELD else (seat,):
            for old in list(state.cards_in(s, Zone.FIELD)):
                state.record(ev.FieldReplaced(old=old, title=title(state, card), rule=ZONES))
                leave_play(state, old, Zone.BURIAL, ZONES)
        _enter(state, card, seat, Zone.FIELD)
        state.record(ev.CardEntered(seat=seat, card=card, title=title(state, card), rule=ZONES))
        return
    if info.transform:
        if not _target_ok(state, item) or state.controller[target] != seat:
            _fizzle(state, item, "the character it replaces left play")
            return
        _transform(state, card, target, seat)
        return
    if len(state.cards_in(seat, Zone.CHARACTERS)) >= SLOTS:
        _fizzle(state, item, "the Character Zone is full")
        return
    _enter(state, card, seat, Zone.CHARACTERS)
    state.record(ev.CardEntered(seat=seat, card=card, title=title(state, card), rule=SUMMON))
    if info.defn.effects and (info.target is TargetKind.NONE or _target_ok(state, item)):
        _run(state, info.defn.effects, seat, target, TYPES)


def _enter(state: SoulDeckState, card: int, seat: int, zone: Zone) -> None:
    state.place(card, zone_code(seat, zone))
    state.controller[card] = seat
    state.entered[card] = state.turn
    state.exhausted[card] = False


def _transform(state: SoulDeckState, card: int, old: int, seat: int) -> None:
    """SD: KEYWORDS — Shikai/Bankai/Resurrección replace a character in its slot.

    SD: Decision — Transformations: the new card keeps the slot, the damage taken, the
    exhausted state, the turn it entered play and the Equipment; the old card goes to
    the Soul Burial.
    """
    slots = state.cards_in(seat, Zone.CHARACTERS)
    index = slots.index(old)
    state.cards_in(state.seat_of_zone(card), Zone.STACK).remove(card)
    slots[index] = card  # the new card takes the old one's slot
    state.zone[card] = zone_code(seat, Zone.CHARACTERS)
    state.controller[card] = seat
    state.entered[card] = state.entered[old]
    state.exhausted[card] = state.exhausted[old]
    state.damage[card] = state.damage[old]
    for s in (0, 1):
        for eq in state.cards_in(s, Zone.SUPPORT):
            if state.attached_to[eq] == old:
                state.attached_to[eq] = card
    if old in state.attackers:
        state.attackers[state.attackers.index(old)] = card
    state.blocks = [(card if b == old else b, card if a == old else a) for b, a in state.blocks]
    burial = zone_code(state.owner[old], Zone.BURIAL)
    state.zones[burial].append(old)
    state.zone[old] = burial
    state.incarnation[old] += 1
    state.exhausted[old] = False
    state.entered[old] = -1
    state.damage[old] = 0
    state.controller[old] = state.owner[old]
    state.record(
        ev.Transformed(seat=seat, card=card, old=old, title=title(state, card), rule=KEYWORDS)
    )


def _boost(state: SoulDeckState, card: int, which: str, amount: int, seat: int, rule: str) -> None:
    state.floating.append(
        Floating(
            uid=state.uid(),
            kind="stat",
            controller=seat,
            duration=Duration.END_OF_TURN,
            target=card,
            incarnation=state.incarnation[card],
            data=(which, amount),
            turn=state.turn,
        )
    )
    state.record(
        ev.StatBoosted(
            card=card, title=title(state, card), stat=which.capitalize(), amount=amount, rule=rule
        )
    )


def _run(
    state: SoulDeckState, effects: tuple[Effect, ...], seat: int, target: int, rule: str
) -> None:
    """Interpret a card's effect records in order."""
    for e in effects:
        if target < 0 and e.do in TARGETED:
            continue  # played with no character to aim at: that part does nothing
        match e.do:
            case EffectKind.DAMAGE:
                deal_damage(state, target, e.amount, rule)
            case EffectKind.HIT:
                lose_life(state, 1 - seat, e.amount, rule)
            case EffectKind.HEAL:
                state.life[seat] += e.amount
                state.record(
                    ev.LifeGained(seat=seat, amount=e.amount, life=state.life[seat], rule=rule)
                )
            case EffectKind.DRAW:
                draw(state, seat, e.amount, rule)
                if state.is_over:
                    return
            case EffectKind.BOOST:
                _boost(state, target, e.stat, e.amount, seat, rule)
            case EffectKind.DESTROY:
                destroy(state, target, "destroyed by an effect", rule)
            case EffectKind.READY:
                state.exhausted[target] = False
                state.record(ev.CardReadied(card=target, title=title(state, target), rule=rule))
            case EffectKind.EXHAUST:
                state.exhausted[target] = True
                state.record(ev.CardExhausted(card=target, title=title(state, target), rule=rule))
