"""Building a seat's view (ARD: Common Knowledge) from the full state."""

from __future__ import annotations

import msgspec

from reishi.engine.queue import Floating
from reishi.games.bleach import ops
from reishi.games.bleach.battle import side_value
from reishi.games.bleach.carddef import CardType
from reishi.games.bleach.payment import amounts_of, describe_amounts
from reishi.games.bleach.queue_steps import describe_item, kind_label
from reishi.games.bleach.state import BleachState, Zone
from reishi.games.bleach.stats import can_attack, can_use_deplete_effects, current_stats, traits_of
from reishi.games.bleach.view import (
    BattleView,
    BleachView,
    CardView,
    ChoiceView,
    PlayerView,
    QueueItemView,
)


def card_view(state: BleachState, card: int, *, in_play: bool = False) -> CardView:
    """A face-up card with its current values (printed values when out of play)."""
    if not in_play:
        # Out of play a card shows only printed data, which never changes: build it once
        # per card and share it (views are built at every agent decision).
        cache: dict[object, CardView] = state.view_cache
        found = cache.get(card)
        if found is None:
            found = cache[card] = _card_view(state, card, in_play=False)
        return found
    return _in_play_view(state, card, _hosts(state))


def _card_view(state: BleachState, card: int, *, in_play: bool) -> CardView:
    if in_play:
        return _in_play_view(state, card, _hosts(state))
    d = state.defs[card]
    return CardView(
        id=card,
        title=d.title,
        type=d.type.value,
        owner=state.owner[card],
        controller=state.controller[card],
        depleted=False,
        provisional=d.provisional,
        sample=d.sample,
        stats=dict(d.stats),
        printed_stats=dict(d.stats),
        traits=list(d.traits),
        keywords=list(d.keywords),
        boost=f"{d.boost.stat} {d.boost.value}" if d.boost else "",
        cost=describe_amounts(amounts_of(d))
        if d.type not in (CardType.GUARDIAN, CardType.ENERGY)
        else "",
        text=d.text,
        can_attack=False,
        attachments=[],
        produces=d.produces.value if d.produces else "",
    )


def _hosts(state: BleachState) -> set[int]:
    """The cards that have something attached to them."""
    return {state.attached_to[a] for s in (0, 1) for a in state.cards_in(s, Zone.ATTACHED)}


def _in_play_view(state: BleachState, card: int, hosts: set[int]) -> CardView:
    # The printed part (title, cost, text...) comes from the shared out-of-play view; only
    # what play changes is computed, since a view is built at every decision.
    attached = ops.attachments_of(state, card) if card in hosts else []
    if state.defs[card].type is not CardType.CHARACTER:
        if attached or state.info[card].grants_traits:
            return _played(state, card, False, attached, hosts)
        # Nothing else changes a guardian, energy or battleground card in play: its view is
        # fixed by who controls it and whether it is depleted, so it is built once.
        key = (card, state.controller[card], state.depleted[card])
        cache: dict[object, CardView] = state.view_cache
        found = cache.get(key)
        if found is None:
            found = cache[key] = _played(state, card, False, attached, hosts)
        return found
    able = (
        can_attack(state, card)
        if state.controller[card] == state.active
        else can_use_deplete_effects(state, card)
    )
    return _played(state, card, able, attached, hosts)


def _played(
    state: BleachState, card: int, able: bool, attached: list[int], hosts: set[int]
) -> CardView:
    printed = card_view(state, card)
    character = state.defs[card].type is CardType.CHARACTER
    return msgspec.structs.replace(
        printed,
        controller=state.controller[card],
        depleted=state.depleted[card],
        stats=current_stats(state, card) if character else printed.printed_stats,
        traits=sorted(traits_of(state, card)),
        can_attack=able,
        attachments=[_in_play_view(state, a, hosts) for a in attached],
    )


def build_view(state: BleachState, seat: int | None) -> BleachView:
    """Everything ``seat`` may know: common knowledge plus its own hand and side deck."""
    hosts = _hosts(state)
    players = [_player_view(state, s, s == seat, hosts) for s in (0, 1)]
    queue = [
        QueueItemView(
            index=i,
            controller=item.controller,
            kind=kind_label(item.kind),
            source=state.defs[item.source].title
            if item.source >= 0
            else item.ability.text.split(":")[0],
            description=describe_item(state, item),
        )
        for i, item in enumerate(state.queue)
    ]
    d = state.decision
    prompt = (
        d.prompt
        if d is not None and d.seat == seat
        else ("" if d is None else f"waiting for p{d.seat + 1}")
    )
    return BleachView(
        seat=-1 if seat is None else seat,
        turn=state.turn,
        active=state.active,
        step=state.step,
        phase=state.phase,
        window=state.window,
        current_player=None if state.is_over else state.current_player,
        prompt=prompt,
        priority_passes=state.passes,
        players=players,
        queue=queue,
        battle=_battle_view(state),
        floating=[_floating_text(f) for f in state.floating if f.kind != "used"],
        winner=state.winner,
        is_over=state.is_over,
        end_reason=state.end_reason,
        choices=_choices(state, seat),
    )


def _choices(state: BleachState, seat: int | None) -> list[ChoiceView]:
    """The options of ``seat``'s own pending choice; others' choices stay private."""
    d = state.decision
    if d is None or seat is None or d.seat != seat or state.is_over or d.kind not in CHOICE_KINDS:
        return []
    uids = {item.uid: i for i, item in enumerate(state.queue)}
    out = []
    for i, option in enumerate(d.options):
        label = d.labels[i] if i < len(d.labels) else str(option)
        if d.of == "queue":
            out.append(ChoiceView(index=i, label=label, queue_index=uids.get(option)))
        elif d.of == "cards" and _visible_to(state, option, seat):
            out.append(ChoiceView(index=i, label=label, card=option))
        else:
            out.append(ChoiceView(index=i, label=label))
    if d.optional:
        out.append(ChoiceView(index=len(d.options), label="nothing", nothing=True))
    return out


CHOICE_KINDS = frozenset({"order", "choose", "target", "cost"})


def _visible_to(state: BleachState, card: int, seat: int) -> bool:
    # A card id is shown only where the seat may already see the card: never in a deck
    # (searches show titles only, so no deck position leaks) nor the other seat's hand.
    if not 0 <= card < len(state.defs) or state.zone[card] < 0:
        return False
    holder, zone = divmod(state.zone[card], len(Zone))
    if zone == Zone.DECK:
        return False
    return not (holder != seat and zone in (Zone.HAND, Zone.SIDE))


def _player_view(state: BleachState, seat: int, own: bool, hosts: set[int]) -> PlayerView:
    guardian = ops.guardian_of(state, seat)
    hand = state.cards_in(seat, Zone.HAND)
    side = state.cards_in(seat, Zone.SIDE)
    return PlayerView(
        seat=seat,
        guardian=_in_play_view(state, guardian, hosts),
        power=state.power[seat],
        energy_row=[_in_play_view(state, c, hosts) for c in state.cards_in(seat, Zone.ENERGY)],
        party=[_in_play_view(state, c, hosts) for c in state.cards_in(seat, Zone.PARTY)],
        battlegrounds=[_in_play_view(state, c, hosts) for c in state.cards_in(seat, Zone.GROUNDS)],
        hand=_printed(state, hand) if own else None,
        hand_count=len(hand),
        deck_count=len(state.cards_in(seat, Zone.DECK)),
        side_deck=_printed(state, side) if own else None,
        side_deck_count=len(side),
        discard=_printed(state, state.cards_in(seat, Zone.DISCARD)),
        removed=_printed(state, state.cards_in(seat, Zone.REMOVED)),
        out_of_play=_printed(state, state.cards_in(seat, Zone.LIMBO)),
        mulligan_used=state.mulligan_used[seat],
    )


def _printed(state: BleachState, cards: list[int]) -> list[CardView]:
    """The shared out-of-play views of ``cards`` (a discard pile may hold dozens)."""
    cache: dict[object, CardView] = state.view_cache
    return [cache.get(c) or card_view(state, c) for c in cards]


def _battle_view(state: BleachState) -> BattleView | None:
    b = state.battle
    if b is None:
        return None
    return BattleView(
        attacker=b.attacker,
        attacker_title=ops.title(state, b.attacker),
        attack_stat=b.att_stat,
        attack_value=b.att_final if b.locked else side_value(state, True),
        defender=b.defender if b.defender >= 0 else None,
        defender_title=ops.title(state, b.defender) if b.defender >= 0 else "",
        defend_stat=b.def_stat,
        defend_value=(b.def_final if b.locked else side_value(state, False))
        if b.defender >= 0
        else 0,
        started=b.started,
        locked=b.locked,
    )


def _floating_text(f: Floating) -> str:
    source, kind, data, who = f.source_title, f.kind, f.data, f"p{f.seat + 1}"
    if kind == "stat":
        stat = "all stats" if data[0] == "*" else data[0]
        return f"{source}: {data[1]:+d} {stat} on #{f.target} ({f.duration})"
    if kind == "attack-limit":
        return f"{source}: {who} can only attack {data[0]} time(s) this turn"
    if kind == "replace-damage":
        return f"{source}: {who}'s next power damage this battle is discarded from the deck instead"
    if kind == "trigger":
        return f"{source}: {data[1].text} ({f.duration})"
    return f"{source}: {kind} ({f.duration})"
