"""Each seat's view built from the state (view.py's records): common knowledge and its hand.

Built for the seat to move at every decision an agent reads, so it is a compiled module
of the optional compiled build.
"""

from __future__ import annotations

import msgspec

from reishi.engine import caches
from reishi.engine.queue import Floating
from reishi.games.soul_deck.ops import can_attack, ready_energy, stat
from reishi.games.soul_deck.state import Duration, SoulDeckState, Zone
from reishi.games.soul_deck.view import CardView, PlayerView, SoulDeckView, StackItemView


def card_view(state: SoulDeckState, card: int, *, in_play: bool = False) -> CardView:
    """A face-up card; characters in play show their current Reiatsu and Genryu."""
    info = state.info[card]
    if not in_play:
        # Out of play a card's view depends only on its title and id: build it once per
        # process (views are frozen, so sharing them is safe).
        cached: CardView | None = info.views.get(card)
        if cached is None:
            cached = info.views[card] = _card_view(state, card, False)
        return cached
    if info.is_char:
        # Only these change in play; the rest is the printed view's (built once).
        return msgspec.structs.replace(
            card_view(state, card),
            reiatsu=stat(state, card, "reiatsu"),
            genryu=stat(state, card, "genryu"),
            damage=state.damage[card],
            exhausted=state.exhausted[card],
            can_attack=can_attack(state, card),
            attached_to=state.attached_to[card],
        )
    # Energy, Equipment and Fields in play show printed data and their own flags only:
    # shared like the out-of-play views, keyed by everything they show.
    key = (card, state.damage[card], state.exhausted[card], state.attached_to[card])
    found: CardView | None = info.views.get(key)
    if found is None:
        found = info.views[key] = _card_view(state, card, True)
    elif caches.CHECK:
        fresh = _card_view(state, card, True)
        if fresh != found:
            raise caches.stale("soul deck card view", found, fresh)
    return found


def _card_view(state: SoulDeckState, card: int, in_play: bool) -> CardView:
    d = state.defs[card]
    info = state.info[card]
    is_char = d.reiatsu is not None
    return CardView(
        id=card,
        title=d.title,
        type=d.type.value,
        faction=d.faction.value if d.faction else "",
        cost=d.cost,
        tier=info.tier if is_char else 0,
        reiatsu=stat(state, card, "reiatsu") if in_play and is_char else d.reiatsu,
        genryu=stat(state, card, "genryu") if in_play and is_char else d.genryu,
        damage=state.damage[card] if in_play else 0,
        exhausted=state.exhausted[card] if in_play else False,
        can_attack=in_play and is_char and can_attack(state, card),
        keywords=list(d.keywords),
        produces=d.produces or "",
        attached_to=state.attached_to[card],
        text=d.text,
        sample=d.sample,
        provisional=d.provisional,
        printed_reiatsu=d.reiatsu,
        printed_genryu=d.genryu,
    )


def build_view(state: SoulDeckState, seat: int | None) -> SoulDeckView:
    """Common knowledge plus ``seat``'s own hand."""
    players = []
    for s in (0, 1):
        hand = state.cards_in(s, Zone.HAND)
        counts = ready_energy(state, s)
        players.append(
            PlayerView(
                seat=s,
                life=state.life[s],
                characters=[
                    card_view(state, c, in_play=True) for c in state.cards_in(s, Zone.CHARACTERS)
                ],
                support=[
                    card_view(state, c, in_play=True) for c in state.cards_in(s, Zone.SUPPORT)
                ],
                field=[card_view(state, c, in_play=True) for c in state.cards_in(s, Zone.FIELD)],
                burial=[card_view(state, c) for c in state.cards_in(s, Zone.BURIAL)],
                hand=[card_view(state, c) for c in hand] if s == seat else None,
                hand_count=len(hand),
                deck_count=len(state.cards_in(s, Zone.DECK)),
                energy_ready={c: n for c, n in zip("WBUG", counts, strict=True) if n},
            )
        )
    stack = [
        StackItemView(
            controller=item.controller,
            source=state.defs[item.source].title,
            kind=item.kind.value,
            target=state.defs[item.targets[0]].title if item.targets else "",
        )
        for item in state.stack
    ]
    d = state.decision
    return SoulDeckView(
        seat=-1 if seat is None else seat,
        turn=state.turn,
        active=state.active,
        phase=state.phase,
        current_player=state.current_player,
        decision=d.kind if d is not None else "",
        prompt=d.prompt if d is not None else "",
        energy_played=state.energy_played,
        players=players,
        stack=stack,
        attackers=list(state.attackers),
        blocks=list(state.blocks),
        winner=state.winner,
        is_over=state.is_over,
        end_reason=state.end_reason,
        floating=[_floating_text(state, f) for f in state.floating],
    )


def _floating_text(state: SoulDeckState, f: Floating) -> str:
    """A floating effect in words: what it does to which card, and until when."""
    who = f"{state.defs[f.target].title} #{f.target}" if f.target >= 0 else f"P{f.controller + 1}"
    until = "until end of turn" if f.duration is Duration.END_OF_TURN else str(f.duration)
    if f.kind == "stat":
        return f"{who}: {f.data[1]:+d} {f.data[0]} {until}"
    if f.kind == "blut-used":
        return f"{who}: {f.data[0]} used this turn"
    return f"{who}: {f.kind} {until}"
