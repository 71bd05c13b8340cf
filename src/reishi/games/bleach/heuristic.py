"""A rule-of-thumb Bleach TCG player that reads only its seat's view and the legal actions.

It plays the way a sensible beginner does: keep a hand with a cheap character, build the
energy the hand needs, play the most expensive useful cards first, attack only where the
battle favours it, defend and boost only to win (or trade), and cancel an opposing queue
item with Reality Check when that saves more than the card costs.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Any

from reishi.engine.actions import Action, Choose, PassPriority
from reishi.games.bleach.actions import (
    Boost,
    ChooseFirstPlayer,
    DeclareAttack,
    Defend,
    DrawCard,
    KeepHand,
    Mulligan,
    NoDefense,
    PassMainStep,
    PlayCard,
    PlayEnergy,
    UseEffect,
)
from reishi.games.bleach.view import (
    BattleView,
    BleachView,
    CardView,
    PlayerView,
    QueueItemView,
)

# Energy kinds as the view writes them: the first letter in costs, the word in ``produces``.
KINDS = {"M": "mind", "B": "body", "S": "spirit"}
SOON = 4  # a character is "payable soon" if it costs at most two turns of energy
EARLY_ENERGY = 3  # below this the row grows whatever the hand asks for
CANCEL_COST = 2  # what playing Reality Check costs (a card plus three energy), in card units
LETHAL_MARGIN = 0  # boost an undefended attack only when it finishes the guardian

_BONUS = re.compile(r"\+(\d+) (STR|AGI|SPP|to all stats|all stats)")
# A Bankai event prints the activated effect it gives once attached ("2 body energy: ...").
_BANKAI = re.compile(r"^\d+ \w+ energy:")
_QUEUE_BOOST = re.compile(r"^boost (.+) (STR|AGI|SPP) \+(\d+)$")
_QUEUE_BONUS = re.compile(r"^target gets \+(\d+) (STR|AGI|SPP|all stats)\s*-> (.+)$")


def parse_cost(text: str) -> dict[str, int]:
    """A view cost such as ``1M 2B 1S`` as {energy kind: count}; {} for ``-`` or no cost."""
    out: dict[str, int] = {}
    for part in text.split():
        if part[:-1].isdigit() and part[-1] in KINDS:
            out[KINDS[part[-1]]] = out.get(KINDS[part[-1]], 0) + int(part[:-1])
    return out


def parse_boost(text: str) -> tuple[str, int] | None:
    """A view boost such as ``STR 3`` as (stat, value)."""
    stat, _, value = text.partition(" ")
    return (stat, int(value)) if value.isdigit() else None


def stat_bonus(text: str, stat: str) -> int:
    """How much a "+N STAT" (or "+N to all stats") text adds to ``stat``; 0 if none."""
    match = _BONUS.search(text)
    if match is None:
        return 0
    amount, which = int(match.group(1)), match.group(2)
    return amount if which in (stat, "to all stats", "all stats") else 0


def total_cost(card: CardView) -> int:
    """Total energy cost of a card as printed in the view."""
    return sum(parse_cost(card.cost).values())


def has_stat(card: CardView, stat: str) -> bool:
    """RB: Defending Against an Attack — a character defends only with a stat it prints."""
    return stat in card.printed_stats


class BleachHeuristicAgent:
    """A rule-of-thumb Bleach player; every choice is a fixed function of view and legal actions."""

    name = "bleach:heuristic"

    __slots__ = ("_intent", "seed")

    def __init__(self, seed: int = 0) -> None:
        # Ties are broken by card id, so the seed (kept for the agent factory's signature)
        # changes nothing: the same game is played for every seed.
        self.seed = seed
        # Why the last action needs a target: ("own", card) boost, ("harm", card),
        # ("host", card) for an item, ("queue", index) to cancel. Targets are asked next.
        self._intent: tuple[str, int] = ("", -1)

    # --- entry point ----------------------------------------------------------------------
    def choose(self, view: Any, legal: Sequence[Action]) -> Action:
        """The action a sensible player takes, from ``view`` and ``legal`` only."""
        if not legal:
            raise ValueError("BleachHeuristicAgent.choose needs at least one legal action")
        if len(legal) == 1:
            return legal[0]
        assert isinstance(view, BleachView)
        first = legal[0]
        if isinstance(first, ChooseFirstPlayer):
            return ChooseFirstPlayer(seat=view.seat)
        if any(isinstance(a, Mulligan) for a in legal):
            return self._mulligan(view, legal)
        if isinstance(first, DrawCard):
            return self._resource(view, legal)
        if isinstance(first, PassMainStep):
            return self._main(view, legal)
        if isinstance(first, NoDefense):
            return self._defend(view, legal)
        if isinstance(first, Choose):
            return self._choose(view, legal)
        if view.battle is not None and any(isinstance(a, Boost) for a in legal):
            return self._battle(view, legal)
        return self._respond(view, legal)

    # --- setup and resources --------------------------------------------------------------
    def _mulligan(self, view: BleachView, legal: Sequence[Action]) -> Action:
        """Keep a hand with a character that two turns of energy can pay for."""
        hand = self._me(view).hand or []
        keep = any(c.type == "character" and total_cost(c) <= SOON for c in hand)
        return KeepHand() if keep or Mulligan() not in legal else Mulligan()

    def _resource(self, view: BleachView, legal: Sequence[Action]) -> Action:
        """Play energy of the kind the hand lacks most; draw once the row covers the hand."""
        me = self._me(view)
        have = dict.fromkeys(KINDS.values(), 0)
        for e in me.energy_row:
            have[e.produces] = have.get(e.produces, 0) + 1
        need = dict.fromkeys(KINDS.values(), 0)
        wanted = dict.fromkeys(KINDS.values(), 0)  # how many hand cards use each kind
        for card in me.hand or []:
            if card.type in ("character", "item", "battleground", "event"):
                for kind, n in parse_cost(card.cost).items():
                    need[kind] = max(need[kind], n)
                    wanted[kind] += 1
        offered: dict[str, PlayEnergy] = {}
        side = {c.id: c for c in me.side_deck or []}
        for action in legal:
            if isinstance(action, PlayEnergy) and action.card in side:
                offered.setdefault(side[action.card].produces, action)
        if not offered:
            return DrawCard()
        short = sorted(
            (k for k in offered if have.get(k, 0) < need[k]),
            key=lambda k: (have.get(k, 0) - need[k], -wanted[k], k),
        )
        if short:
            return offered[short[0]]
        if sum(have.values()) < EARLY_ENERGY:
            kind = min(offered, key=lambda k: (have.get(k, 0) - wanted[k], k))
            return offered[kind]
        return DrawCard()

    # --- the Main step ----------------------------------------------------------------------
    def _main(self, view: BleachView, legal: Sequence[Action]) -> Action:
        """Characters, then items and grounds, then disruption, then attacks, then pass."""
        me, opp = self._me(view), self._opp(view)
        cards = self._cards(view)
        plays = [(a, cards[a.card]) for a in legal if isinstance(a, PlayCard) and a.card in cards]
        chars = [(a, c) for a, c in plays if c.type == "character" and self._upgrade(me.party, c)]
        if chars:
            action, card = max(chars, key=lambda ac: (total_cost(ac[1]), _stat_sum(ac[1])))
            return action
        for action, card in sorted(plays, key=lambda ac: -total_cost(ac[1])):
            if card.type == "item" and me.party:
                self._intent = ("host", card.id)
                return action
            if card.type == "battleground" or (card.type == "event" and _BANKAI.match(card.text)):
                return action
        for action, card in plays:
            if card.type == "event" and self._main_event_worth(view, card):
                return action
        for use in legal:
            if isinstance(use, UseEffect) and use.card in cards:
                text = cards[use.card].text
                if "Deplete a character" in text and self._best_renewed(opp.party) is not None:
                    self._intent = ("harm-renewed", use.card)
                    return use
        attack = self._attack(view, legal)
        if attack is not None:
            return attack
        for use in legal:
            if isinstance(use, UseEffect) and use.card in cards:
                text = cards[use.card].text
                if "Gain 1 power" in text and text.startswith("Deplete"):
                    return use
                if "Draw 2 cards" in text and me.hand_count <= 2:
                    return use
        return PassMainStep()

    @staticmethod
    def _upgrade(party: list[CardView], card: CardView) -> bool:
        """False when the card would overlay a stronger version of itself (ARD: Overlay)."""
        name = card.title.split(" - ", 1)[0]
        for other in party:
            if other.title.split(" - ", 1)[0] == name and "Non-Unique" not in card.traits:
                return _stat_sum(card) > _stat_sum(other)
        return True

    def _main_event_worth(self, view: BleachView, card: CardView) -> bool:
        """Events worth their card outside battle: removal, draws, searches."""
        opp = self._opp(view)
        if "depleted character in play and discard" in card.text:
            target = self._best_depleted(opp.party)
            if target is not None and total_cost(target) >= 3:
                self._intent = ("harm-depleted", target.id)
                return True
            return False
        if "draw 2 cards" in card.text.lower() and "If your party" in card.text:
            return True  # legal only while its condition holds
        return "Search your deck for a character" in card.text and self._me(view).hand_count <= 3

    def _attack(self, view: BleachView, legal: Sequence[Action]) -> Action | None:
        """The attack whose stat beats every renewed defender with it, by the best margin."""
        me, opp = self._me(view), self._opp(view)
        party = {c.id: c for c in me.party}
        best: tuple[int, int, int] | None = None
        chosen: Action | None = None
        for action in legal:
            if not isinstance(action, DeclareAttack) or action.card not in party:
                continue
            card = party[action.card]
            value = card.stats.get(action.stat, 0)
            blockers = [
                c.stats.get(action.stat, 0)
                for c in opp.party
                if not c.depleted and has_stat(c, action.stat)
            ]
            if blockers and value <= max(blockers):
                continue
            # Unblockable damage first, then the widest margin, then the biggest hit.
            margin = value - max(blockers) if blockers else 100 + value
            key = (margin, value, -action.card)
            if best is None or key > best:
                best, chosen = key, action
        return chosen

    # --- Phase C: defending and battle ------------------------------------------------------
    def _defend(self, view: BleachView, legal: Sequence[Action]) -> Action:
        """Defend to win (or tie when the hit hurts); chump-block only a lethal attack."""
        battle = view.battle
        me = self._me(view)
        if battle is None:
            return NoDefense()
        stat, attack = battle.attack_stat, battle.attack_value
        party = {c.id: c for c in me.party}
        boosts = self._hand_boosts(view, stat)
        options = [
            (party[a.card].stats.get(stat, 0), party[a.card], a)
            for a in legal
            if isinstance(a, Defend) and a.card in party
        ]
        if not options:
            return NoDefense()
        hurts = attack >= 3 or attack >= me.power
        # Cheapest defender that wins outright: it costs nothing to block.
        winners = [o for o in options if o[0] > attack]
        if winners:
            return min(winners, key=lambda o: (o[0], total_cost(o[1])))[2]
        if hurts:
            with_boosts = [o for o in options if o[0] + boosts > attack]
            if with_boosts:
                return max(with_boosts, key=lambda o: (o[0], -total_cost(o[1])))[2]
            ties = [o for o in options if o[0] + boosts == attack]
            if ties:
                return min(ties, key=lambda o: total_cost(o[1]))[2]
        if attack >= me.power:
            return max(options, key=lambda o: o[0])[2]
        return NoDefense()

    def _battle(self, view: BleachView, legal: Sequence[Action]) -> Action:
        """Boost (cheapest sufficient first) only to win, to trade, or to finish the guardian."""
        battle = view.battle
        assert battle is not None
        cancel = self._cancel(view, legal)
        if cancel is not None:
            return cancel
        attacking = view.active == view.seat
        mine, theirs, fighter = _sides(battle, attacking)
        stat = battle.attack_stat if attacking else battle.defend_stat
        if fighter is None:
            return self._undefended(view, legal)
        options = self._battle_options(view, legal, stat, fighter)
        if not options:
            return PassPriority()
        opp = self._opp(view)
        if attacking and battle.defender is None:
            total = sum(o[1] for o in options)
            if mine + total >= opp.power + LETHAL_MARGIN:
                return self._pick(options, max(o[1] for o in options))
            return PassPriority()
        need = theirs - mine + 1
        if need <= 0:
            return PassPriority()
        total = sum(o[1] for o in options)
        if total >= need:
            return self._pick(options, need)
        if total >= need - 1 and need > 1:
            return self._pick(options, need - 1)  # a tie still takes their character with ours
        return PassPriority()

    def _undefended(self, view: BleachView, legal: Sequence[Action]) -> Action:
        """Defending seat without a defender: Narrow Escape turns a big hit into a mill."""
        battle = view.battle
        me = self._me(view)
        cards = self._cards(view)
        if battle is None or view.active == view.seat:
            return PassPriority()
        for action in legal:
            if isinstance(action, PlayCard) and action.card in cards:
                text = cards[action.card].text
                big = battle.attack_value >= 4 or battle.attack_value >= me.power
                # Milling is cheaper than power only while the deck can spare the cards.
                spare = me.deck_count > battle.attack_value + 10
                if "discard that many cards" in text and big and spare:
                    return action
        return PassPriority()

    def _battle_options(
        self, view: BleachView, legal: Sequence[Action], stat: str, fighter: int
    ) -> list[tuple[int, int, Action]]:
        """(cost rank, amount, action) of every way to raise ``fighter``'s stat now."""
        cards = self._cards(view)
        out: list[tuple[int, int, Action]] = []
        for action in legal:
            if isinstance(action, Boost) and action.card in cards:
                boost = parse_boost(cards[action.card].boost)
                if boost is not None and boost[0] == stat:
                    out.append((1, boost[1], action))
            elif isinstance(action, UseEffect) and action.card in cards:
                amount = stat_bonus(cards[action.card].text, stat)
                if amount:
                    # Energy-only effects are cheapest; discarding a card costs as a boost does.
                    rank = 1 if "Discard" in cards[action.card].text else 0
                    out.append((rank, amount, action))
            elif isinstance(action, PlayCard) and action.card in cards:
                card = cards[action.card]
                amount = stat_bonus(card.text, stat) if card.type == "event" else 0
                if amount:
                    out.append((2, amount, action))
        return out

    def _pick(self, options: list[tuple[int, int, Action]], need: int) -> Action:
        """The cheapest option that covers ``need`` alone, else the biggest one."""
        enough = [o for o in options if o[1] >= need]
        if enough:
            choice = min(enough, key=lambda o: (o[0], o[1]))
        else:
            choice = max(options, key=lambda o: (o[1], -o[0]))
        action = choice[2]
        if not isinstance(action, Boost):
            self._intent = ("own", -1)  # target our own fighter
        return action

    # --- responding with priority -------------------------------------------------------------
    def _respond(self, view: BleachView, legal: Sequence[Action]) -> Action:
        """With priority: cancel an opposing queue item worth it; else a battle pump; else pass."""
        cancel = self._cancel(view, legal)
        if cancel is not None:
            return cancel
        if view.battle is not None and any(not isinstance(a, PassPriority) for a in legal):
            battle = view.battle
            attacking = view.active == view.seat
            mine, theirs, fighter = _sides(battle, attacking)
            if fighter is not None and battle.defender is not None and battle.started:
                stat = battle.attack_stat if attacking else battle.defend_stat
                options = [o for o in self._battle_options(view, legal, stat, fighter) if o[0] == 0]
                need = theirs - mine + 1
                if options and need > 0 and sum(o[1] for o in options) >= need:
                    return self._pick(options, need)
        return PassPriority() if PassPriority() in legal else legal[0]

    def _cancel(self, view: BleachView, legal: Sequence[Action]) -> Action | None:
        """Reality Check the most harmful opposing item when it saves more than it costs."""
        if not view.queue:
            return None
        cards = self._cards(view)
        cancels = [
            a
            for a in legal
            if isinstance(a, PlayCard)
            and a.card in cards
            and "Cancel an effect on the queue" in cards[a.card].text
        ]
        if not cancels:
            return None
        best, index = 0, -1
        for item in view.queue:
            # ARD: Boosting and the Queue — a boost is not an effect, so it cannot be cancelled.
            if item.controller == view.seat or item.kind == "boost":
                continue
            worth = self._harm(view, item)
            if worth > best:
                best, index = worth, item.index
        if index < 0 or best <= CANCEL_COST:
            return None
        self._intent = ("queue", index)
        return cancels[0]

    def _harm(self, view: BleachView, item: QueueItemView) -> int:
        """Rough card-equivalents an opposing queue item would cost us if it resolved."""
        text = item.description
        me = self._me(view)
        if "discards his hand" in text:
            return me.hand_count
        if "discard target" in text:
            target = text.rpartition("-> ")[2].strip()
            hit = [c for c in me.party if c.title == target]
            return max((total_cost(c) for c in hit), default=0)
        battle = view.battle
        if battle is None or battle.defender is None or not battle.started:
            return 0
        attacking = view.active == view.seat
        gain = _battle_gain(item, battle, controller_attacks=not attacking)
        if gain <= 0:
            return 0
        mine, theirs, fighter = _sides(battle, attacking)
        if fighter is None:
            return 0
        before = _outcome(mine, theirs)
        after = _outcome(mine, theirs + gain)
        if after >= before:
            return 0
        ours = self._cards(view).get(fighter)
        return (before - after) * (1 + (total_cost(ours) if ours else 0))

    # --- choices ---------------------------------------------------------------------------
    def _choose(self, view: BleachView, legal: Sequence[Action]) -> Action:
        """Answer a pending choice using what the last action meant to do."""
        intent, data = self._intent
        self._intent = ("", -1)
        choices = view.choices
        if not choices:
            return legal[0]
        cards = self._cards(view)
        me = self._me(view)
        if intent == "queue":
            opposing = {q.index for q in view.queue if q.controller != view.seat}
            wanted = [c for c in choices if c.queue_index == data]
            wanted = wanted or [c for c in choices if c.queue_index in opposing]
            if wanted:
                return Choose(index=wanted[0].index)
        if intent in ("harm-depleted", "harm-renewed"):
            theirs = [c for c in choices if c.card in cards and cards[c.card].controller != me.seat]
            if intent == "harm-depleted":
                exact = [c for c in theirs if c.card == data]
                if exact:
                    return Choose(index=exact[0].index)
            if theirs:
                return Choose(index=max(theirs, key=lambda c: _strength(cards, c.card)).index)
        if intent == "host":
            item = cards.get(data)
            ours = [c for c in choices if c.card in cards and cards[c.card].controller == me.seat]
            if ours:
                name_bonus = item.text.split("If that character is ")[-1] if item else ""
                return Choose(
                    index=max(
                        ours,
                        key=lambda c: (
                            name_bonus.startswith(cards[c.card].title.split(" - ")[0]),  # type: ignore[index]
                            _strength(cards, c.card),
                        ),
                    ).index
                )
        if intent == "own" and view.battle is not None:
            battle = view.battle
            fighter = battle.attacker if view.active == view.seat else battle.defender
            for c in choices:
                if c.card == fighter:
                    return Choose(index=c.index)
        return self._default_choice(view, choices, cards)

    def _default_choice(
        self, view: BleachView, choices: list[Any], cards: dict[int, CardView]
    ) -> Action:
        """No remembered intent: discard our weakest card, search the best title, else first."""
        me = self._me(view)
        in_hand = {c.id for c in me.hand or []}
        hand_choices = [c for c in choices if c.card in in_hand]
        if hand_choices and len(hand_choices) == len(choices):
            weakest = min(hand_choices, key=lambda c: _hand_value(cards[c.card or 0]))
            return Choose(index=weakest.index)
        party_names = {c.title.split(" - ")[0] for c in me.party}
        fresh = [c for c in choices if not c.nothing and c.label.split(" - ")[0] not in party_names]
        if fresh and all(c.card is None for c in choices if not c.nothing):
            return Choose(index=fresh[0].index)
        return Choose(index=choices[0].index)

    # --- view helpers -----------------------------------------------------------------------
    @staticmethod
    def _me(view: BleachView) -> PlayerView:
        return view.players[view.seat]

    @staticmethod
    def _opp(view: BleachView) -> PlayerView:
        return view.players[1 - view.seat]

    @staticmethod
    def _cards(view: BleachView) -> dict[int, CardView]:
        """Every card the view shows by id, attachments included."""
        out: dict[int, CardView] = {}

        def add(cards: Iterable[CardView]) -> None:
            for c in cards:
                out[c.id] = c
                add(c.attachments)

        for p in view.players:
            add([p.guardian])
            add(p.party)
            add(p.battlegrounds)
            add(p.energy_row)
            add(p.hand or [])
        return out

    def _hand_boosts(self, view: BleachView, stat: str) -> int:
        """Total boost value in hand for ``stat``."""
        total = 0
        for card in self._me(view).hand or []:
            boost = parse_boost(card.boost)
            if boost is not None and boost[0] == stat:
                total += boost[1]
        return total

    @staticmethod
    def _best_depleted(party: list[CardView]) -> CardView | None:
        depleted = [c for c in party if c.depleted]
        return max(depleted, key=lambda c: (total_cost(c), _stat_sum(c))) if depleted else None

    @staticmethod
    def _best_renewed(party: list[CardView]) -> CardView | None:
        renewed = [c for c in party if not c.depleted]
        return max(renewed, key=_stat_sum) if renewed else None


def _stat_sum(card: CardView) -> int:
    return sum(card.stats.values())


def _strength(cards: dict[int, CardView], card: int | None) -> tuple[int, int]:
    c = cards.get(card) if card is not None else None
    return (0, 0) if c is None else (_stat_sum(c), total_cost(c))


def _hand_value(card: CardView) -> int:
    boost = parse_boost(card.boost)
    return total_cost(card) + (boost[1] if boost else 0)


def _sides(battle: BattleView, attacking: bool) -> tuple[int, int, int | None]:
    """(our value, their value, our fighter or None) in the battle."""
    if attacking:
        return battle.attack_value, battle.defend_value, battle.attacker
    return battle.defend_value, battle.attack_value, battle.defender


def _outcome(mine: int, theirs: int) -> int:
    """2 win, 1 tie, 0 loss (RB: How Do You Win a Battle?)."""
    return 2 if mine > theirs else 1 if mine == theirs else 0


def _battle_gain(item: QueueItemView, battle: BattleView, controller_attacks: bool) -> int:
    """What an item adds to its controller's fighter's stat in battle (matched by title)."""
    text = item.description.strip()
    fighter = battle.attacker_title if controller_attacks else battle.defender_title
    stat = battle.attack_stat if controller_attacks else battle.defend_stat
    boost = _QUEUE_BOOST.match(text)
    if boost is not None:
        title, which, amount = boost.groups()
        return int(amount) if title == fighter and which == stat else 0
    bonus = _QUEUE_BONUS.match(text)
    if bonus is not None:
        amount, which, title = bonus.groups()
        if title.strip() == fighter and which in (stat, "all stats"):
            return int(amount)
    return 0


def new_heuristic_agent(seed: int) -> BleachHeuristicAgent:
    """Factory for the agent registry."""
    return BleachHeuristicAgent(seed)
