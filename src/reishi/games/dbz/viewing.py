"""Each seat's view built from the state (view.py's records): common knowledge and its hand."""

from __future__ import annotations

from typing import Any

from reishi.engine import caches
from reishi.games.dbz.basics import hand_revealed
from reishi.games.dbz.state import DbzState, Zone
from reishi.games.dbz.view import CardView, DbzView, PlayerView

_LASTING = {
    "combat": "until the end of combat",
    "turn": "until the end of the turn",
    "next turn": "until the end of the next turn",
    "once combat": "once this combat",
}


def _lasting(until: str) -> str:
    """How long a floating effect lasts, in words."""
    return "for this attack" if until.startswith("attack") else _LASTING.get(until, until)


def _card(state: DbzState, card: int) -> CardView:
    defn = state.defs[card]
    if defn.power_stages != ():
        return _build_card(state, card)  # a personality: its stage and power level vary
    # Every other card shows its printed data and what it is attached to: shared by every
    # game, keyed by those (by the id alone while attached to nothing, the commonest case),
    # with the definition kept to check (ids name other cards in other games).
    host = state.attached_to[card]
    if host < 0:
        return _shared(state, card, _UNATTACHED, card)
    return _shared(state, card, _SHARED, (card, host))


def _shared(
    state: DbzState, card: int, store: dict[Any, tuple[Any, CardView]], key: Any
) -> CardView:
    """The view ``store`` keeps under ``key``, built and kept when missing or another card's."""
    defn = state.defs[card]
    kept = store.get(key)
    if kept is None or kept[0] is not defn:
        view = _build_card(state, card)
        store[key] = (defn, view)
        return view
    if caches.CHECK and _build_card(state, card) != kept[1]:
        raise caches.stale("dbz card view", kept[1], _build_card(state, card))
    return kept[1]


_SHARED: dict[tuple[int, int], tuple[Any, CardView]] = {}
_UNATTACHED: dict[int, tuple[Any, CardView]] = {}


def _cards(state: DbzState, cards: list[int]) -> list[CardView]:
    """``_card`` of each card, the shared views taken without a call per card."""
    if not cards:
        return []
    defs, attached_to, get = state.defs, state.attached_to, _UNATTACHED.get
    out: list[CardView] = []
    for card in cards:
        if attached_to[card] < 0 and not caches.CHECK:
            kept = get(card)
            if kept is not None and kept[0] is defs[card]:
                out.append(kept[1])
                continue
        out.append(_card(state, card))
    return out


def _build_card(state: DbzState, card: int) -> CardView:
    defn = state.defs[card]
    personality = defn.power_stages != ()
    return CardView(
        id=card,
        title=defn.title,
        type=defn.type.value,
        stage=state.stage[card] if personality else None,
        power_level=state.power_level(card) if personality else None,
        text=defn.text,
        attached_to=state.attached_to[card],
        style=defn.style.value,
        retail=defn.retail,
        provisional=defn.provisional,
    )


def build_view(state: DbzState, seat: int | None) -> DbzView:
    """The view of ``seat``: common knowledge plus its own hand."""
    players = []
    for who in (0, 1):
        cards = state.cards_in
        mp = state.mp(who)
        players.append(
            PlayerView(
                seat=who,
                mp=_card(state, mp),
                level=state.level(who),
                pur=int(state.defs[mp].pur or 0),
                anger=state.anger[who],
                mastery=_cards(state, cards(who, Zone.MASTERY)),
                drills=_cards(state, cards(who, Zone.DRILLS)),
                setups=_cards(state, cards(who, Zone.SETUPS)),
                allies=_cards(state, cards(who, Zone.ALLIES)),
                dragon_balls=_cards(state, cards(who, Zone.DRAGON_BALLS)),
                attached=_cards(state, cards(who, Zone.ATTACHED)),
                in_play_now=_cards(state, cards(who, Zone.PLAYING)),
                life_count=len(cards(who, Zone.LIFE)),
                discard=_cards(state, cards(who, Zone.DISCARD)),
                banished=_cards(state, cards(who, Zone.BANISHED)),
                hand=_cards(state, cards(who, Zone.HAND))
                if who == seat or hand_revealed(state, who)
                else None,
                hand_count=len(cards(who, Zone.HAND)),
                mp_levels=len(cards(who, Zone.MP_SET)),
            )
        )
    decision = state.decision
    mine = decision is not None and decision.seat == seat and not state.is_over
    attack = state.attack
    attack_text = ""
    if attack is not None:
        attack_text = f"{state.defs[attack.card].title} ({attack.kind}) by P{attack.seat + 1}" + (
            " — stopped" if attack.stopped else ""
        )
    return DbzView(
        seat=-1 if seat is None else seat,
        turn=state.turn,
        active=state.active,
        step=state.step,
        in_combat=state.in_combat,
        current_player=None if state.is_over else state.current_player,
        prompt=decision.prompt if mine and decision is not None else "",
        choices=list(decision.labels) if mine and decision is not None else [],
        players=players,
        attack=attack_text,
        winner=state.winner,
        is_over=state.is_over,
        end_reason=state.end_reason,
        floating=[
            f"{state.defs[f.source].title} (P{f.seat + 1}): {_lasting(f.until)}"
            for f in state.floating
            if 0 <= f.source < len(state.defs)
        ],
    )
