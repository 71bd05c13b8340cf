"""A rule-of-thumb Bleach Soul Deck player that reads only its seat's view and the legal actions.

It plays as a sensible beginner: keep a hand with two to four energy, play an energy every
turn, then the most expensive card it can (tributing its weakest characters), equip its
strongest character, attack where no ready blocker stops the attacker, block to survive or
to trade up, and spend a Flash Step damage card on a character it destroys.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from reishi.engine.actions import Action, PassPriority
from reishi.engine.rng import Rng
from reishi.games.soul_deck.actions import (
    BottomCard,
    DeclareAttacker,
    DeclareBlocker,
    Discard,
    EndAttacks,
    EndBlocks,
    EndPhase,
    KeepHand,
    Mulligan,
    PlayCard,
    PlayEnergy,
    UseAbility,
)
from reishi.games.soul_deck.view import CardView, SoulDeckView

_DAMAGE = re.compile(r"[Dd]eal (\d+) damage to (?:a|an opposing) character")
_HIERRO = re.compile(r"^Hierro(?: (\d+))?$")
LOW_LIFE = 15  # below this, healing and chump blocks are worth a card


def _cost(card: CardView) -> int:
    digits = "".join(ch for ch in card.cost if ch.isdigit())
    return (int(digits) if digits else 0) + sum(1 for ch in card.cost if ch.isalpha())


def _hierro(card: CardView) -> int:
    for keyword in card.keywords:
        m = _HIERRO.match(keyword)
        if m:
            return int(m.group(1) or 1)
    return 0


def _left(card: CardView) -> int:
    """Damage still needed to destroy ``card`` this turn."""
    return (card.genryu or 0) - card.damage


class SoulDeckHeuristicAgent:
    """A deterministic rule-of-thumb Soul Deck player (seeded only to break exact ties)."""

    name = "soul-deck:heuristic"

    __slots__ = ("rng",)

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, view: Any, legal: Sequence[Action]) -> Action:
        """The action a sensible player takes, from ``view`` and ``legal`` only."""
        if not legal:
            raise ValueError("SoulDeckHeuristicAgent.choose needs at least one legal action")
        assert isinstance(view, SoulDeckView)
        cards = _cards(view)
        first = legal[0]
        if isinstance(first, KeepHand):
            return self._mulligan(view, legal)
        if isinstance(first, BottomCard | Discard):
            return max(legal, key=lambda a: _keep_worst(view, cards[a.card]))  # type: ignore[attr-defined]
        if isinstance(first, EndPhase):
            return self._main(view, legal, cards)
        if isinstance(first, EndAttacks):
            return self._attack(view, legal, cards)
        if isinstance(first, EndBlocks):
            return self._block(view, legal, cards)
        if isinstance(first, PassPriority):
            return self._respond(view, legal, cards)
        return legal[0]

    def _mulligan(self, view: SoulDeckView, legal: Sequence[Action]) -> Action:
        hand = view.players[view.seat].hand or []
        energy = sum(1 for c in hand if c.type == "energy")
        keep = 2 <= energy <= 4 or len(hand) < 5
        return next(a for a in legal if isinstance(a, KeepHand if keep else Mulligan))

    def _main(
        self, view: SoulDeckView, legal: Sequence[Action], cards: dict[int, CardView]
    ) -> Action:
        for action in legal:
            if isinstance(action, PlayEnergy):
                return action
        me = view.players[view.seat]
        best: tuple[float, int, Action] | None = None
        for action in legal:
            if not isinstance(action, PlayCard):
                continue
            score = self._play_score(view, action, cards, me.life)
            if score > 0 and (best is None or score > best[0]):
                best = (score, self.rng.below(1000), action)
        if best is not None:
            return best[2]
        return legal[0]

    def _play_score(
        self, view: SoulDeckView, action: PlayCard, cards: dict[int, CardView], life: int
    ) -> float:
        card = cards[action.card]
        cost = _cost(card)
        if card.type == "character":
            lost = sum(_cost(cards[t]) + (cards[t].reiatsu or 0) for t in action.tributes)
            gain = (card.reiatsu or 0) + (card.genryu or 0) + cost
            if action.target >= 0 and cards[action.target].id not in _own_ids(view):
                gain += 1
            return gain - lost
        if card.type == "equipment":
            host = cards.get(action.target)
            return 2 + (host.reiatsu or 0) / 10 if host else 0
        if card.type == "field":
            in_play = [f for p in view.players for f in p.field]
            return 3 if not in_play or in_play[0].title != card.title else 0
        text = card.text
        m = _DAMAGE.search(text)
        if m:
            if action.target < 0 or action.target in _own_ids(view):
                return 0
            target = cards[action.target]
            dealt = int(m.group(1)) - _hierro(target)
            return cost + (target.reiatsu or 0) + 2 if dealt >= _left(target) else 0
        if "Destroy" in text:
            victim = cards.get(action.target)
            return 0 if victim is None or victim.id in _own_ids(view) else (victim.reiatsu or 0)
        if "damage to your opponent" in text or "Draw" in text:
            return 2
        if "Life Points" in text:
            return 2 if life < LOW_LIFE else 0
        return 0  # boosts and readying are kept for combat

    def _attack(
        self, view: SoulDeckView, legal: Sequence[Action], cards: dict[int, CardView]
    ) -> Action:
        foe = view.players[1 - view.seat]
        blockers = [c for c in foe.characters if not c.exhausted]
        strongest = max((c.reiatsu or 0 for c in blockers), default=0)
        for action in legal:
            if isinstance(action, DeclareAttacker):
                card = cards[action.card]
                if not blockers or _left(card) > strongest or foe.life <= (card.reiatsu or 0):
                    return action
        return legal[0]

    def _block(
        self, view: SoulDeckView, legal: Sequence[Action], cards: dict[int, CardView]
    ) -> Action:
        me = view.players[view.seat]
        blocked = {a for _, a in view.blocks}
        incoming = sum(cards[a].reiatsu or 0 for a in view.attackers if a not in blocked)
        best: tuple[int, Action] | None = None
        for action in legal:
            if not isinstance(action, DeclareBlocker):
                continue
            blocker, attacker = cards[action.blocker], cards[action.attacker]
            survives = _left(blocker) + _hierro(blocker) > (attacker.reiatsu or 0)
            kills = (blocker.reiatsu or 0) - _hierro(attacker) >= _left(attacker)
            value = 0
            if survives:
                value = 3 + (attacker.reiatsu or 0)
            elif kills and _cost(attacker) >= _cost(blocker):
                value = 2
            elif incoming >= me.life or me.life - incoming < LOW_LIFE // 3:
                value = 1
            if value and (best is None or value > best[0]):
                best = (value, action)
        return best[1] if best is not None else legal[0]

    def _respond(
        self, view: SoulDeckView, legal: Sequence[Action], cards: dict[int, CardView]
    ) -> Action:
        own = _own_ids(view)
        for action in legal:
            if isinstance(action, PlayCard) and action.target >= 0 and action.target not in own:
                m = _DAMAGE.search(cards[action.card].text)
                target = cards[action.target]
                if m and int(m.group(1)) - _hierro(target) >= _left(target):
                    return action
            in_block = any(
                isinstance(action, UseAbility) and action.card in pair for pair in view.blocks
            )
            if in_block and isinstance(action, UseAbility) and action.ability == "Blut Vene":
                return action
        return legal[0]


def _own_ids(view: SoulDeckView) -> set[int]:
    return {c.id for c in view.players[view.seat].characters}


def _cards(view: SoulDeckView) -> dict[int, CardView]:
    out: dict[int, CardView] = {}
    for player in view.players:
        for group in (player.characters, player.support, player.field, player.hand or []):
            for card in group:
                out[card.id] = card
    return out


def _keep_worst(view: SoulDeckView, card: CardView) -> float:
    """Higher for the card least worth keeping (energy when flooded, else the priciest)."""
    hand = view.players[view.seat].hand or []
    energy = sum(1 for c in hand if c.type == "energy")
    if card.type == "energy":
        return 10.0 if energy > 3 else -10.0
    return float(_cost(card))


def new_soul_deck_heuristic_agent(seed: int) -> SoulDeckHeuristicAgent:
    """Factory for the registry (a top-level callable, so worker processes can pickle it)."""
    return SoulDeckHeuristicAgent(seed)
