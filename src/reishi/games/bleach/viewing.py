"""Building a seat's view (ARD: Common Knowledge) from the full state."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import msgspec

from reishi.engine import caches
from reishi.engine.queue import Floating
from reishi.engine.wording import count_of
from reishi.games.bleach import ops
from reishi.games.bleach.battle import side_value
from reishi.games.bleach.carddef import CardType
from reishi.games.bleach.payment import amounts_of, describe_amounts
from reishi.games.bleach.queue_steps import describe_item, kind_label
from reishi.games.bleach.state import ZONE_COUNT, BleachState, Zone
from reishi.games.bleach.stats import (
    CARD_CHANGING_FLOATS,
    can_attack,
    can_use_deplete_effects,
    constant_stats,
    current_stats,
    stat_bonuses,
    traits_of,
)
from reishi.games.bleach.view import (
    BattleView,
    BleachView,
    CardView,
    ChoiceView,
    PlayerView,
    QueueItemView,
)

# Zones and card types read at every view, as module names: an enum member read from its
# class costs about 0.15 us in Python 3.11.
_ATTACHED, _DECK, _DISCARD, _HAND, _LIMBO, _PARTY, _REMOVED, _SIDE = (
    Zone.ATTACHED,
    Zone.DECK,
    Zone.DISCARD,
    Zone.HAND,
    Zone.LIMBO,
    Zone.PARTY,
    Zone.REMOVED,
    Zone.SIDE,
)
_CHARACTER_CARD, _ENERGY_CARD, _GUARDIAN_CARD = (
    CardType.CHARACTER,
    CardType.ENERGY,
    CardType.GUARDIAN,
)


_NO_CARDS: frozenset[int] = frozenset()


class Scene:
    """What the views of one state's cards share: stat modifiers, effects naming cards and
    attachments."""

    __slots__ = ("attached", "bonuses", "changes", "modifiers_key", "targeted")
    targeted: set[int] | frozenset[int]
    modifiers_key: tuple[Any, ...] | None  # _modifiers_key, worked out when first needed

    def __init__(self, state: BleachState) -> None:
        # The constant effects that change stats, the floating stat changes of each card,
        # and which cards another floating effect that changes cards names: a card named by
        # none shows its printed stats with those (stats.constant_stats).
        self.bonuses = stat_bonuses(state)
        self.changes: dict[int, list[tuple[str, int]]] = {}
        self.targeted = _NO_CARDS
        self.modifiers_key = None
        if state.floating:
            self._read_floating(state)
        # host -> its attachments, its controller's first, oldest first (ops.attachments_of)
        attached: dict[int, list[int]] = {}
        self.attached = attached
        first, second = state.cards_in(0, _ATTACHED), state.cards_in(1, _ATTACHED)
        if not first and not second:
            return  # nothing attached anywhere (most views)
        theirs: dict[int, list[int]] = {}
        controller, attached_to = state.controller, state.attached_to
        for seat, cards in ((0, first), (1, second)):
            for a in cards:
                host = attached_to[a]
                if host < 0:
                    continue  # not attached to anything: no host shows it
                into = attached if seat == controller[host] else theirs
                found = into.get(host)
                if found is None:
                    into[host] = [a]
                else:
                    found.append(a)
        for host, others in theirs.items():
            attached[host] = attached.get(host, []) + others

    def _read_floating(self, state: BleachState) -> None:
        """Each card's floating stat changes (of its current incarnation, ARD: Card Memory),
        and the cards other effects that change cards name (stats.CARD_CHANGING_FLOATS)."""
        changes = self.changes
        targeted: set[int] = set()
        incarnation = state.incarnation
        for f in state.floating:
            kind = f.kind
            if kind == "stat":
                if f.target >= 0 and f.incarnation == incarnation[f.target]:
                    found = changes.get(f.target)
                    if found is None:
                        changes[f.target] = [(f.data[0], int(f.data[1]))]
                    else:
                        found.append((f.data[0], int(f.data[1])))
            elif kind in CARD_CHANGING_FLOATS:
                targeted.add(f.target)
        if targeted:
            self.targeted = targeted


def _plain_key(card: int, depleted: bool, controller: int) -> int:
    """The shared-view key of a card in play that shows only printed data, whether it is
    depleted and who controls it: one negative int (a view keyed by a card id alone is out
    of play; other keys are tuples), which hashes and compares faster than a tuple."""
    return ~(card * 4 + 2 * depleted + controller)


def card_view(
    state: BleachState,
    card: int,
    *,
    in_play: bool = False,
    scene: Scene | None = None,
) -> CardView:
    """A face-up card with its current values (printed values when out of play).

    ``scene`` is passed by a caller that views many cards of one state, so that what they
    share (constant effects, attachments) is gathered once.
    """
    # Views are built at every agent decision, so they are built once and shared, keyed
    # by everything they show.
    cache: dict[Any, CardView] = state.view_cache
    if not in_play:
        found = cache.get(card)  # out of play: printed data, which never changes
        if found is None:
            found = cache[card] = _card_view(state, card, in_play=False)
        return found
    attached = _attachment_ids(state, card) if scene is None else scene.attached.get(card, ())
    if attached:
        return _host_view(state, card, attached, scene)
    if state.info[card].grants_traits or state.defs[card].type is _CHARACTER_CARD:
        return _varying_view(state, card, scene)
    # Energy, items, battlegrounds and guardians without attachments: printed data plus
    # whether the card is depleted and who controls it.
    key = _plain_key(card, state.depleted[card], state.controller[card])
    found = cache.get(key)
    if found is None:
        found = cache[key] = _card_view(state, card, in_play=True, attached=())
    elif caches.CHECK:
        fresh = _card_view(state, card, in_play=True)
        if fresh != found:
            raise caches.stale("bleach card view", found, fresh)
    return found


def _varying_view(state: BleachState, card: int, scene: Scene | None) -> CardView:
    """A card in play without attachments whose stats, traits or attack vary (characters)."""
    stats, traits, able = _varying(state, card, scene)
    key = (card, state.depleted[card], state.controller[card], tuple(stats.items()), traits, able)
    cache: dict[Any, CardView] = state.view_cache
    found = cache.get(key)
    if found is None:
        found = cache[key] = _card_view(state, card, in_play=True, attached=(), scene=scene)
    elif caches.CHECK:
        fresh = _card_view(state, card, in_play=True)
        if fresh != found:
            raise caches.stale("bleach character view", found, fresh)
    return found


def _host_view(
    state: BleachState, card: int, attached: Sequence[int], scene: Scene | None
) -> CardView:
    """A card in play with attachments, shared while its attachments show only printed data
    and their own flags (items and Bankai events): keyed by what it and they show."""
    info, depleted, controller = state.info, state.depleted, state.controller
    parts = []
    for a in attached:
        i = info[a]
        nested = a in scene.attached if scene is not None else bool(_attachment_ids(state, a))
        if nested or i.is_character or i.grants_traits:
            return _card_view(state, card, in_play=True, attached=attached, scene=scene)
        parts.append((a, depleted[a], controller[a]))  # the key card_view uses for each
    shown: Any = None
    if scene is not None:
        if not info[card].is_character:  # a guardian, say: as _varying finds it
            traits = traits_of(state, card)
            shown = (card, depleted[card], controller[card], info[card].stats, traits, False)
        elif state.zone_name(card) is _PARTY:
            shown = _character_key(state, card, scene)
    if shown is None:
        stats, traits, able = _varying(state, card, scene)
        shown = (card, depleted[card], controller[card], tuple(stats.items()), traits, able)
    key = ("host", *shown, tuple(parts))
    cache: dict[Any, CardView] = state.view_cache
    found = cache.get(key)
    if found is None:
        found = cache[key] = _card_view(state, card, in_play=True, attached=attached, scene=scene)
    elif caches.CHECK:
        fresh = _card_view(state, card, in_play=True)
        if fresh != found:
            raise caches.stale("bleach card view with attachments", found, fresh)
    return found


def _varying(
    state: BleachState, card: int, scene: Scene | None
) -> tuple[dict[str, int], frozenset[str], bool]:
    """A card in play's current stats, traits and whether it can attack (or use effects)."""
    d = state.defs[card]
    if d.type is not _CHARACTER_CARD:
        return d.stats, traits_of(state, card), False
    able = (
        can_attack(state, card)
        if state.controller[card] == state.active
        else can_use_deplete_effects(state, card)
    )
    return (
        current_stats(state, card),
        traits_of(state, card),
        able,
    )


def _attachment_ids(state: BleachState, card: int) -> Sequence[int]:
    """The cards attached to ``card`` (no scan while nothing at all is attached)."""
    if not state.cards_in(0, _ATTACHED) and not state.cards_in(1, _ATTACHED):
        return ()
    return ops.attachments_of(state, card)


def _card_view(
    state: BleachState,
    card: int,
    *,
    in_play: bool,
    attached: Sequence[int] | None = None,
    scene: Scene | None = None,
) -> CardView:
    if not in_play:
        return _printed_view(state, card)
    stats, traits, able = _varying(state, card, scene)
    if attached is None:
        attached = _attachment_ids(state, card)
    attachments = (
        [card_view(state, a, in_play=True, scene=scene) for a in attached] if attached else []
    )
    # The printed data as the card shows it out of play (shared), with what play changes.
    printed: CardView | None = state.view_cache.get(card)
    return msgspec.structs.replace(
        _printed_view(state, card) if printed is None else printed,
        controller=state.controller[card],
        depleted=state.depleted[card],
        stats=dict(stats),
        traits=sorted(traits),
        can_attack=able,
        attachments=attachments,
    )


def _printed_view(state: BleachState, card: int) -> CardView:
    """A card as it shows out of play: printed values only."""
    d = state.defs[card]
    return CardView(
        id=card,
        title=d.title,
        type=d.type.value,
        owner=state.owner[card],
        controller=state.controller[card],
        depleted=False,
        provisional=bool(state.info[card].provisional_fields),
        provisional_fields=list(state.info[card].provisional_fields),
        sample=d.sample,
        stats=dict(d.stats),
        printed_stats=dict(d.stats),
        traits=list(d.traits),
        keywords=list(d.keywords),
        boost=f"{d.boost.stat} {d.boost.value}" if d.boost else "",
        cost=describe_amounts(amounts_of(d))
        if d.type not in (_GUARDIAN_CARD, _ENERGY_CARD)
        else "",
        text=d.text,
        can_attack=False,
        attachments=[],
        produces=d.produces.value if d.produces else "",
    )


def build_view(state: BleachState, seat: int | None) -> BleachView:
    """Everything ``seat`` may know: common knowledge plus its own hand and side deck."""
    scene = Scene(state)  # what every card in play shares, gathered once
    players = [_player_view(state, s, s == seat, scene) for s in (0, 1)]
    queue = [
        QueueItemView(
            index=i,
            controller=item.controller,
            kind=kind_label(item.kind),
            source=state.defs[item.source].title
            if item.source >= 0
            else item.ability.text.split(":")[0],
            description=describe_item(state, item),
            uid=item.uid,
        )
        for i, item in enumerate(state.queue)
    ]
    d = state.decision
    prompt = (
        d.prompt
        if d is not None and d.seat == seat
        else ("" if d is None else f"waiting for P{d.seat + 1}")
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
        floating=_floating_texts(state) if state.floating else [],
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


CHOICE_KINDS = frozenset({"order", "choose", "target", "cost", "unique"})


def _visible_to(state: BleachState, card: int, seat: int) -> bool:
    # A card id is shown only where the seat may already see the card: never in a deck
    # (searches show titles only, so no deck position leaks) nor the other seat's hand.
    if not 0 <= card < len(state.defs) or state.zone[card] < 0:
        return False
    holder, zone = divmod(state.zone[card], ZONE_COUNT)
    if zone == _DECK:
        return False
    return not (holder != seat and zone in (_HAND, _SIDE))


def _player_view(state: BleachState, seat: int, own: bool, scene: Scene) -> PlayerView:
    zones = state.zones
    base = seat * ZONE_COUNT
    hand = zones[base + _HAND]
    side = zones[base + _SIDE]
    guardian, energy, party, grounds = _in_play_views(state, seat, scene)
    return PlayerView(
        seat=seat,
        guardian=guardian[0],
        power=state.power[seat],
        energy_row=energy,
        party=party,
        battlegrounds=grounds,
        # Out of play: printed data only, straight from the shared cache.
        hand=_printed_views(state, hand) if own else None,
        hand_count=len(hand),
        deck_count=len(zones[base + _DECK]),
        side_deck=_printed_views(state, side) if own else None,
        side_deck_count=len(side),
        discard=_printed_views(state, zones[base + _DISCARD]),
        removed=_printed_views(state, zones[base + _REMOVED]),
        out_of_play=_printed_views(state, zones[base + _LIMBO]),
        mulligan_used=state.mulligan_used[seat],
    )


def _printed_views(state: BleachState, cards: list[int]) -> list[CardView]:
    """Views of cards out of play: printed data only, straight from the shared cache."""
    if not cards:
        return []
    views: list[CardView | None] = list(map(state.view_cache.get, cards))
    if all(views):
        return views  # type: ignore[return-value]
    return [card_view(state, c) if v is None else v for c, v in zip(cards, views, strict=True)]


VIEWED_IN_PLAY = (Zone.GUARDIAN, Zone.ENERGY, Zone.PARTY, Zone.GROUNDS)
"""The in-play zones a player's view lists, in the order _in_play_views returns them."""


def _in_play_views(state: BleachState, seat: int, scene: Scene) -> list[list[CardView]]:
    """Views of a seat's guardian, energy row, party and battlegrounds; those that show
    only printed data and their own flags (energy, most items and battlegrounds) straight
    from the shared cache, and so are characters that nothing modifies."""
    cache: dict[Any, CardView] = state.view_cache
    info, depleted, controller = state.info, state.depleted, state.controller
    attached = scene.attached
    check = caches.CHECK
    zones = state.zones
    base = seat * ZONE_COUNT
    views: list[list[CardView]] = []
    for zone in VIEWED_IN_PLAY:
        out: list[CardView] = []
        for c in zones[base + zone]:
            hosted = attached.get(c)
            if hosted is not None:
                out.append(_host_view(state, c, hosted, scene))  # as card_view would
                continue
            i = info[c]
            if i.is_character or i.grants_traits:
                found = key = None
                if zone is _PARTY and i.is_character:
                    key = _character_key(state, c, scene)
                    found = cache.get(key)
                if found is None:
                    found = _varying_view(state, c, scene)  # as card_view would
                    if key is not None:
                        cache[key] = found
                elif check:
                    fresh = _card_view(state, c, in_play=True)
                    if fresh != found:
                        raise caches.stale("bleach character view", found, fresh)
                out.append(found)
                continue
            if check:
                out.append(card_view(state, c, in_play=True, scene=scene))
                continue
            found = cache.get(~(c * 4 + 2 * depleted[c] + controller[c]))  # _plain_key
            out.append(card_view(state, c, in_play=True, scene=scene) if found is None else found)
        views.append(out)
    return views


def _character_key(state: BleachState, card: int, scene: Scene) -> Any:
    """A shared-view key for a character in a party, found without working out its stats,
    or None when a floating effect that changes its keywords or what it may do names it
    (stats.CARD_CHANGING_FLOATS; its stat changes are in the scene).

    With nothing modifying its stats, _varying_view's key (its printed stats); else a key of
    what its stats are worked out from (stats.constant_stats): the stat modifiers in play
    with what they read of their cards (Scene.modifiers_key), its zone and its traits (a
    modifier may be for a trait), and its floating stat changes.
    """
    if card in scene.targeted:
        return None
    i = state.info[card]
    # stats.can_attack and stats.can_use_deplete_effects with no effect naming the card:
    # nothing prohibits, Swift is only as printed.
    seat = state.controller[card]
    depleted = state.depleted[card]
    if seat == state.active:
        able = not depleted and (i.swift or 0 <= state.entered[card] < state.turn)
    else:
        able = i.swift or 0 <= state.entered[card] < state.turn_started[seat]
    traits = traits_of(state, card) if i.grants_traits else i.traits
    changes = scene.changes.get(card)
    if changes is None and not scene.bonuses:
        return (card, depleted, seat, constant_stats(state, card, []), traits, able)
    modifiers = scene.modifiers_key
    if modifiers is None:
        modifiers = scene.modifiers_key = _modifiers_key(state, scene.bonuses)
    changed = () if changes is None else tuple(changes)
    return ("from", card, depleted, seat, state.zone[card], traits, able, modifiers, changed)


def _modifiers_key(state: BleachState, bonuses: list[tuple[int, Any]]) -> tuple[Any, ...]:
    """The stat modifiers in play as stats._bonus reads them: each one's card (whose title
    says the modifier), its controller and what it is attached to."""
    controller, attached_to = state.controller, state.attached_to
    return tuple((source, controller[source], attached_to[source]) for source, _ in bonuses)


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
        # C.2 reached: the defender (or no defender) is declared (ARD: Sequence — Phase C).
        defender_declared=b.defender >= 0 or b.started or state.window.startswith("C.2"),
    )


def _floating_texts(state: BleachState) -> list[str]:
    """Each floating effect's line but the "used this turn" marks, shared by what it shows.

    A line depends only on the effect's kind, source, data, seat, duration and the printed
    title of its target, so it is kept in the shared view cache under those.
    """
    cache: dict[Any, Any] = state.view_cache
    out: list[str] = []
    for f in state.floating:
        if f.kind == "used":
            continue
        key = ("floating", f.kind, f.source_title, f.data, f.seat, f.target, f.duration)
        try:
            text = cache.get(key)
        except TypeError:  # an effect whose data cannot be hashed: built each time
            out.append(_floating_text(state, f))
            continue
        if text is None:
            text = cache[key] = _floating_text(state, f)
        elif caches.CHECK:
            fresh = _floating_text(state, f)
            if fresh != text:
                raise caches.stale("bleach floating text", text, fresh)
        out.append(text)
    return out


def _floating_text(state: BleachState, f: Floating) -> str:
    source, kind, data, who = f.source_title, f.kind, f.data, f"P{f.seat + 1}"
    if kind == "stat":
        stat = "all stats" if data[0] == "*" else data[0]
        return f"{source}: {data[1]:+d} {stat} to {ops.title(state, f.target)} ({f.duration})"
    if kind == "attack-limit":
        return f"{source}: {who} can attack only {count_of(data[0], 'time')} this turn"
    if kind == "replace-damage":
        return f"{source}: {who}'s next power damage this battle is discarded from the deck instead"
    if kind == "trigger":
        return f"{source}: {data[1].text} ({f.duration})"
    return f"{source}: {kind} ({f.duration})"
