"""Bleach TCG as fixed-size numbers for learning code: the observation and the action index.

Both are built from ``BleachView`` alone (ARD: Common Knowledge), so an encoding can never
show a seat more than its view does. Cards are named by their *slot*: the card's position
in its owner's deck list (guardian 0, then the main deck, then the side deck, in the order
the deck file lists them), which is how the engine deals instance ids, so a slot means the
same card in every game played with the same decks. Slots are relative to the viewer:
``0..SLOTS-1`` are the viewer's own cards, ``SLOTS..2*SLOTS-1`` the opponent's.

The layout is documented in ``docs/rl.md``; ``ENCODING_VERSION`` changes whenever it does.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from reishi.engine.actions import Action
from reishi.engine.game import Game
from reishi.engine.slotlayout import EncodingError, SlotLayout
from reishi.games.bleach.actions import (
    Boost,
    Choose,
    ChooseFirstPlayer,
    DeclareAttack,
    Defend,
    DrawCard,
    KeepHand,
    Mulligan,
    NoDefense,
    PassMainStep,
    PassPriority,
    PlayCard,
    PlayEnergy,
    UseEffect,
)
from reishi.games.bleach.rules import RULES_VERSION
from reishi.games.bleach.view import BleachView, CardView

ENCODING_VERSION = f"{RULES_VERSION}/enc-1"
SLOTS = 80  # per seat: 1 guardian + 60 main (RB: Beginning a New Game) + a side deck
MAX_CHOICES = 64  # options of one pending choice (a deck search lists titles, at most 60)
MAX_ABILITIES = 4  # activated effects of one card
STATS = ("STR", "AGI", "SPP")  # RB: Characters — the three stats an attack can use

# Where a visible card is, from the viewer's side; an unseen card has none of these set.
ZONES = (
    "guardian",
    "energy",
    "party",
    "battleground",
    "attached",
    "hand",
    "side deck",
    "discard",
    "removed",
    "out of play",
)
TYPES = ("guardian", "energy", "character", "item", "battleground", "event")
CARD_FEATURES = (
    "seen",
    *(f"zone:{z}" for z in ZONES),
    *(f"type:{t}" for t in TYPES),
    "controlled by viewer",
    "depleted",
    "can attack",
    *(f"{s}/10" for s in STATS),
    "attacking",
    "defending",
)
F = len(CARD_FEATURES)
_ZONE_AT = {z: 1 + i for i, z in enumerate(ZONES)}
_TYPE_AT = {t: 1 + len(ZONES) + i for i, t in enumerate(TYPES)}
_CONTROLLED = 1 + len(ZONES) + len(TYPES)
_STAT_AT = {s: _CONTROLLED + 3 + i for i, s in enumerate(STATS)}
_ATTACKING = _CONTROLLED + 6
_DEFENDING = _CONTROLLED + 7

STEPS = ("setup", "resource", "main", "end")
_PLAYER_FIELDS = (
    "power/20",
    "hand/10",
    "deck/60",
    "side deck/15",
    "energy row/10",
    "party/10",
    "battlegrounds/5",
    "discard/60",
    "removed/20",
    "mulligan used",
)
GLOBAL_FEATURES = (
    "turn/50",
    "viewer is active",
    "viewer decides",
    *(f"step:{s}" for s in STEPS),
    "priority window open",
    "priority passes/2",
    *(f"me:{f}" for f in _PLAYER_FIELDS),
    *(f"opponent:{f}" for f in _PLAYER_FIELDS),
    "queue size/5",
    "queue top is mine",
    "battle",
    "battle: viewer attacks",
    "battle: defended",
    "battle: attack value/10",
    "battle: defence value/10",
    "battle: boosting open",
    "battle: stats locked",
    "pending choice options/64",
    "game over",
    "viewer won",
    "viewer is seat 1",  # seats may bring different decks, so a slot's card depends on it
)
G = len(GLOBAL_FEATURES)
CARDS_AT = G  # card features start after the globals
OBSERVATION_SIZE = G + 2 * SLOTS * F

# The action index: each kind owns a block; a card action's offset within it is the card's
# viewer-relative slot (and then its ability or stat).
_SINGLE_ACTIONS: tuple[type[Action], ...] = (
    KeepHand,
    Mulligan,
    DrawCard,
    PassMainStep,
    PassPriority,
    NoDefense,
)
ACTION_KINDS: tuple[tuple[str, int], ...] = (
    ("first player: me, opponent", 2),
    *((f"{kind.__struct_config__.tag}", 1) for kind in _SINGLE_ACTIONS),
    ("energy: own slot", SLOTS),
    ("play: own slot", SLOTS),
    ("boost: own slot", SLOTS),
    ("use: slot x effect number", 2 * SLOTS * MAX_ABILITIES),
    ("attack: slot x stat", 2 * SLOTS * len(STATS)),
    ("defend: slot", 2 * SLOTS),
    ("choose: option", MAX_CHOICES),
)
LAYOUT = SlotLayout(GLOBAL_FEATURES, CARD_FEATURES, SLOTS, ACTION_KINDS)
ACTION_SIZE = LAYOUT.action_size
_SINGLE_AT = {kind: 2 + i for i, kind in enumerate(_SINGLE_ACTIONS)}
_ENERGY, _PLAY, _BOOST = LAYOUT.start("energy"), LAYOUT.start("play"), LAYOUT.start("boost")
_USE, _ATTACK, _DEFEND, _CHOOSE = (LAYOUT.start(k) for k in ("use", "attack", "defend", "choose"))


class BleachEncoder:
    """The observation vector and action index of a Bleach TCG seat (``docs/rl.md``)."""

    game = "bleach"
    env_name = "Bleach"
    version = ENCODING_VERSION
    observation_size = OBSERVATION_SIZE
    action_size = ACTION_SIZE
    slots = SLOTS

    def observation_fields(self) -> list[tuple[str, int]]:
        """The observation's layout: (field, length) in order."""
        return LAYOUT.observation_fields()

    def action_kinds(self) -> list[tuple[str, int]]:
        """The action index's blocks: (kind, size) in order."""
        return LAYOUT.action_kinds()

    def observe(self, view: BleachView) -> npt.NDArray[np.float32]:
        """The observation of ``view``'s seat: a float32 vector of ``observation_size``."""
        out = np.zeros(OBSERVATION_SIZE, dtype=np.float32)
        me = view.seat
        split = view.players[1].guardian.id  # seat 1's first card (see _relative)
        out[0] = view.turn / 50
        out[1] = view.active == me
        out[G - 1] = me
        out[2] = view.current_player == me
        if view.step in STEPS:
            out[3 + STEPS.index(view.step)] = 1.0
        out[7] = view.window != ""
        out[8] = view.priority_passes / 2
        at = 9
        for who in (me, 1 - me):
            p = view.players[who]
            out[at : at + 10] = (
                p.power / 20,
                p.hand_count / 10,
                p.deck_count / 60,
                p.side_deck_count / 15,
                len(p.energy_row) / 10,
                len(p.party) / 10,
                len(p.battlegrounds) / 5,
                len(p.discard) / 60,
                len(p.removed) / 20,
                p.mulligan_used,
            )
            at += 10
        out[at] = len(view.queue) / 5
        out[at + 1] = bool(view.queue) and view.queue[-1].controller == me
        battle = view.battle
        if battle is not None:
            out[at + 2] = 1.0
            out[at + 4] = battle.defender is not None
            out[at + 5] = battle.attack_value / 10
            out[at + 6] = battle.defend_value / 10
            out[at + 7] = battle.started
            out[at + 8] = battle.locked
        out[at + 9] = len(view.choices) / MAX_CHOICES
        out[at + 10] = view.is_over
        out[at + 11] = view.winner == me
        for p in view.players:
            self._card(out, p.guardian, "guardian", me, split)
            for zone, cards in (
                ("energy", p.energy_row),
                ("party", p.party),
                ("battleground", p.battlegrounds),
                ("discard", p.discard),
                ("removed", p.removed),
                ("out of play", p.out_of_play),
                ("hand", p.hand or ()),
                ("side deck", p.side_deck or ()),
            ):
                for card in cards:
                    self._card(out, card, zone, me, split)
        if battle is not None:
            self._flag(out, battle.attacker, _ATTACKING, me, split)
            if battle.defender is not None:
                self._flag(out, battle.defender, _DEFENDING, me, split)
            out[at + 3] = (battle.attacker >= split) == (me == 1)
        return out

    def _card(
        self,
        out: npt.NDArray[np.float32],
        card: CardView,
        zone: str,
        me: int,
        split: int,
    ) -> None:
        base = CARDS_AT + _relative(card.id, me, split) * F
        out[base] = 1.0
        out[base + _ZONE_AT[zone]] = 1.0
        out[base + _TYPE_AT[card.type]] = 1.0
        # Zeros are skipped: the vector starts at zero, and a numpy write costs more than
        # the test (most cards are out of play, where these are all zero).
        if card.controller == me:
            out[base + _CONTROLLED] = 1.0
        if card.depleted:
            out[base + _CONTROLLED + 1] = 1.0
        if card.can_attack:
            out[base + _CONTROLLED + 2] = 1.0
        for stat, value in card.stats.items():
            if value:
                out[base + _STAT_AT[stat]] = value / 10
        for attached in card.attachments:
            self._card(out, attached, "attached", me, split)

    def _flag(
        self,
        out: npt.NDArray[np.float32],
        card: int,
        feature: int,
        me: int,
        split: int,
    ) -> None:
        out[CARDS_AT + _relative(card, me, split) * F + feature] = 1.0

    def resample(self, game: Game, seat: int, seed: int) -> Game:
        """A copy of ``game`` with what ``seat`` cannot see re-sampled (``Game.determinize``)."""
        return game.determinize(seat, seed)

    def action_index(self, view: BleachView, action: Action) -> int:
        """The index of ``action`` (a legal action of ``view``'s seat) in ``[0, action_size)``."""
        me = view.seat
        split = view.players[1].guardian.id  # seat 1's first card (see _relative)
        kind = type(action)
        single = _SINGLE_AT.get(kind)
        if single is not None:
            return single
        if isinstance(action, ChooseFirstPlayer):
            return 0 if action.seat == me else 1
        if isinstance(action, PlayEnergy):
            return _ENERGY + _own(action.card, me, split)
        if isinstance(action, PlayCard):
            return _PLAY + _own(action.card, me, split)
        if isinstance(action, Boost):
            return _BOOST + _own(action.card, me, split)
        if isinstance(action, UseEffect):
            if not 0 <= action.ability < MAX_ABILITIES:
                raise EncodingError(f"effect number {action.ability} is past {MAX_ABILITIES}")
            rel = _relative(action.card, me, split)
            return _USE + rel * MAX_ABILITIES + action.ability
        if isinstance(action, DeclareAttack):
            rel = _relative(action.card, me, split)
            return _ATTACK + rel * len(STATS) + STATS.index(action.stat)
        if isinstance(action, Defend):
            return _DEFEND + _relative(action.card, me, split)
        if isinstance(action, Choose):
            if not 0 <= action.index < MAX_CHOICES:
                raise EncodingError(f"choice option {action.index} is past {MAX_CHOICES}")
            return _CHOOSE + action.index
        raise EncodingError(f"no encoding for the action {action!r}")


def _relative(card: int, me: int, split: int) -> int:
    """The viewer-relative slot: own cards first, then the opponent's.

    Seat 0's cards are dealt ids first, guardian first, so seat 1's guardian id splits the
    two decks and every slot is known from the view alone.
    """
    owner = 1 if card >= split else 0
    slot = card - split if owner else card
    if slot >= SLOTS:
        raise EncodingError(f"card {card} is slot {slot} of its deck; the encoding holds {SLOTS}")
    return slot if owner == me else SLOTS + slot


def _own(card: int, me: int, split: int) -> int:
    rel = _relative(card, me, split)
    if rel >= SLOTS:
        raise EncodingError(f"card {card} is not the deciding seat's own card")
    return rel
