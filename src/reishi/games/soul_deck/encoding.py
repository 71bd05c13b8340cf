"""Bleach Soul Deck as fixed-size numbers for learning code: observation and action index.

Both are built from ``SoulDeckView`` alone, so an encoding never shows a seat more than its
view. Cards are named by their *slot*, the card's position in its owner's 50-card deck list
(SD: GAME SETUP), which is the order the engine deals instance ids in: seat 0's cards are
ids 0–49, seat 1's 50–99. Slots are relative to the viewer: ``0..49`` its own cards,
``50..99`` the opponent's. Tributes and targets are named by where they stand on the table
(the Character Zone's slots, the Support Zone, the Field), which the view shows in order.
"""

from __future__ import annotations

from itertools import combinations

import numpy as np
import numpy.typing as npt

from reishi.engine.actions import Action
from reishi.engine.game import Game
from reishi.engine.rng import Rng, derive_seed
from reishi.engine.slotlayout import EncodingError, SlotLayout
from reishi.games.soul_deck.actions import (
    BottomCard,
    Choose,
    DeclareAttacker,
    DeclareBlocker,
    Discard,
    EndAttacks,
    EndBlocks,
    EndPhase,
    KeepHand,
    Mulligan,
    PassPriority,
    PlayCard,
    PlayEnergy,
    UseAbility,
)
from reishi.games.soul_deck.carddef import CardType
from reishi.games.soul_deck.decks import DECK_SIZE
from reishi.games.soul_deck.rules import RULES_VERSION
from reishi.games.soul_deck.state import SoulDeckState, Zone, zone_code
from reishi.games.soul_deck.view import SoulDeckView

ENCODING_VERSION = f"{RULES_VERSION}/enc-1"
SLOTS = DECK_SIZE
ZONE_SLOTS = 5  # SD: THE BATTLEFIELD — five slots in the Character and the Support Zone
MAX_CHOICES = 16
ABILITIES = ("Blut Vene", "Blut Arterie")

ZONES = ("characters", "support", "field", "burial", "hand")
TYPES = tuple(t.value for t in CardType)
CARD_FEATURES = (
    "seen",
    *(f"zone:{z}" for z in ZONES),
    *(f"type:{t}" for t in TYPES),
    "position in zone/5",
    "tier/3",
    "reiatsu/10",
    "genryu/10",
    "damage/10",
    "exhausted",
    "can attack",
    "attached",
    "attacking",
    "blocking",
)
F = len(CARD_FEATURES)
_ZONE_AT = {z: 1 + i for i, z in enumerate(ZONES)}
_TYPE_AT = {t: 1 + len(ZONES) + i for i, t in enumerate(TYPES)}
_NUMBERS = 1 + len(ZONES) + len(TYPES)
_ATTACKING = _NUMBERS + 8
_BLOCKING = _NUMBERS + 9

PHASES = ("setup", "Main 1", "Combat", "Main 2", "End")
DECISIONS = ("mulligan", "bottom", "main", "attack", "block", "priority", "discard")
_PLAYER_FIELDS = ("life/10", "hand/10", "deck/50", "burial/50", "ready energy/10")
GLOBAL_FEATURES = (
    "turn/50",
    "viewer is active",
    "viewer decides",
    *(f"phase:{p}" for p in PHASES),
    *(f"decision:{d}" for d in DECISIONS),
    "energy played this turn",
    *(f"me:{f}" for f in _PLAYER_FIELDS),
    *(f"opponent:{f}" for f in _PLAYER_FIELDS),
    "stack size/5",
    "stack top is mine",
    "game over",
    "viewer won",
    "viewer is seat 1",  # seats may bring different decks, so a slot's card depends on it
)
G = len(GLOBAL_FEATURES)
OBSERVATION_SIZE = G + 2 * SLOTS * F

# Tributes: none, one or two of the viewer's characters, by their Character Zone positions.
TRIBUTE_SETS: tuple[tuple[int, ...], ...] = (
    (),
    *((i,) for i in range(ZONE_SLOTS)),
    *combinations(range(ZONE_SLOTS), 2),
)
_TRIBUTE_CODE = {t: i for i, t in enumerate(TRIBUTE_SETS)}
# Targets: none, then each seat's (viewer first) characters, support and field by position.
_SIDE_TARGETS = 2 * ZONE_SLOTS + 1
TARGETS = 1 + 2 * _SIDE_TARGETS
_SINGLE_ACTIONS: tuple[type[Action], ...] = (
    KeepHand,
    Mulligan,
    PassPriority,
    EndPhase,
    EndAttacks,
    EndBlocks,
)
ACTION_KINDS: tuple[tuple[str, int], ...] = (
    *((f"{kind.__struct_config__.tag}", 1) for kind in _SINGLE_ACTIONS),
    ("bottom: own slot", SLOTS),
    ("energy: own slot", SLOTS),
    ("discard: own slot", SLOTS),
    ("attack: own slot", SLOTS),
    ("block: own character position x attacker position", ZONE_SLOTS * ZONE_SLOTS),
    ("use: slot x ability (Blut Vene, Blut Arterie)", 2 * SLOTS * len(ABILITIES)),
    (
        f"play: own slot x tribute set ({len(TRIBUTE_SETS)}) x target ({TARGETS})",
        SLOTS * len(TRIBUTE_SETS) * TARGETS,
    ),
    ("choose: option", MAX_CHOICES),
)
LAYOUT = SlotLayout(GLOBAL_FEATURES, CARD_FEATURES, SLOTS, ACTION_KINDS)
ACTION_SIZE = LAYOUT.action_size
_SINGLE_AT = {kind: i for i, kind in enumerate(_SINGLE_ACTIONS)}


class SoulDeckEncoder:
    """The observation vector and action index of a Soul Deck seat (``docs/rl.md``)."""

    game = "soul-deck"
    env_name = "SoulDeck"
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

    def observe(self, view: SoulDeckView) -> npt.NDArray[np.float32]:
        """The observation of ``view``'s seat: a float32 vector of ``observation_size``."""
        out = np.zeros(OBSERVATION_SIZE, dtype=np.float32)
        me = view.seat
        out[0] = view.turn / 50
        out[1] = view.active == me
        out[G - 1] = me
        out[2] = view.current_player == me
        if view.phase in PHASES:
            out[3 + PHASES.index(view.phase)] = 1.0
        at = 3 + len(PHASES)
        if view.decision in DECISIONS and view.current_player == me:
            out[at + DECISIONS.index(view.decision)] = 1.0
        at += len(DECISIONS)
        out[at] = view.energy_played
        at += 1
        for who in (me, 1 - me):
            p = view.players[who]
            out[at : at + len(_PLAYER_FIELDS)] = (
                p.life / 10,
                p.hand_count / 10,
                p.deck_count / 50,
                len(p.burial) / 50,
                sum(p.energy_ready.values()) / 10,
            )
            at += len(_PLAYER_FIELDS)
        out[at] = len(view.stack) / 5
        out[at + 1] = bool(view.stack) and view.stack[-1].controller == me
        out[at + 2] = view.is_over
        out[at + 3] = view.winner == me
        for p in view.players:
            for zone, cards in (
                ("characters", p.characters),
                ("support", p.support),
                ("field", p.field),
                ("burial", p.burial),
                ("hand", p.hand or []),
            ):
                at_zone = _ZONE_AT[zone]
                for position, card in enumerate(cards):
                    # Inlined (not a method per card): observations are built at every step.
                    if not 0 <= card.id < 2 * SLOTS:
                        raise EncodingError(f"card {card.id} is past the two {SLOTS}-card decks")
                    owner, slot = divmod(card.id, SLOTS)
                    base = G + (slot if owner == me else SLOTS + slot) * F
                    out[base] = out[base + at_zone] = out[base + _TYPE_AT[card.type]] = 1.0
                    n = base + _NUMBERS
                    # Zeros are skipped: the vector starts at zero, and a numpy write costs
                    # more than the test (in hands and burial these are all zero).
                    if position:
                        out[n] = position / ZONE_SLOTS
                    if card.tier:
                        out[n + 1] = card.tier / 3
                    if card.reiatsu:
                        out[n + 2] = card.reiatsu / 10
                    if card.genryu:
                        out[n + 3] = card.genryu / 10
                    if card.damage:
                        out[n + 4] = card.damage / 10
                    if card.exhausted:
                        out[n + 5] = 1.0
                    if card.can_attack:
                        out[n + 6] = 1.0
                    if card.attached_to != -1:
                        out[n + 7] = 1.0
        for attacker in view.attackers:
            out[G + _relative(attacker, me) * F + _ATTACKING] = 1.0
        for blocker, _ in view.blocks:
            out[G + _relative(blocker, me) * F + _BLOCKING] = 1.0
        return out

    def resample(self, game: Game, seat: int, seed: int) -> Game:
        """A copy of ``game`` with what ``seat`` cannot see reshuffled (same view for ``seat``).

        Both decks are shuffled (their order is hidden from everyone) and the opponent's hand
        is dealt anew from its hand and deck together; the copy's random generator is
        reseeded, so its future draws carry no trace of the truth.
        """
        copy = game.clone()
        state: SoulDeckState = copy.state  # type: ignore[assignment]
        rng = Rng(derive_seed(seed, seat))
        other = 1 - seat
        for zones in (
            (zone_code(seat, Zone.DECK),),
            (zone_code(other, Zone.HAND), zone_code(other, Zone.DECK)),
        ):
            pool = [card for zone in zones for card in state.zones[zone]]
            rng.shuffle(pool)
            at = 0
            for zone in zones:
                size = len(state.zones[zone])
                state.zones[zone] = pool[at : at + size]
                for card in state.zones[zone]:
                    state.zone[card] = zone
                at += size
        state.rng = Rng(rng.next64())
        state.legal_cache = None
        return copy

    def action_index(self, view: SoulDeckView, action: Action) -> int:
        """The index of ``action`` (a legal action of ``view``'s seat) in ``[0, action_size)``."""
        single = _SINGLE_AT.get(type(action))
        if single is not None:
            return single
        me = view.seat
        if isinstance(action, BottomCard):
            return LAYOUT.start("bottom") + _own(action.card, me)
        if isinstance(action, PlayEnergy):
            return LAYOUT.start("energy") + _own(action.card, me)
        if isinstance(action, Discard):
            return LAYOUT.start("discard") + _own(action.card, me)
        if isinstance(action, DeclareAttacker):
            return LAYOUT.start("attack") + _own(action.card, me)
        if isinstance(action, DeclareBlocker):
            blocker = _position(view, me, "characters", action.blocker)
            attacker = _position(view, 1 - me, "characters", action.attacker)
            return LAYOUT.start("block") + blocker * ZONE_SLOTS + attacker
        if isinstance(action, UseAbility):
            rel = _relative(action.card, me)
            return LAYOUT.start("use") + rel * len(ABILITIES) + ABILITIES.index(action.ability)
        if isinstance(action, PlayCard):
            tributes = tuple(sorted(_position(view, me, "characters", t) for t in action.tributes))
            code = _TRIBUTE_CODE.get(tributes)
            if code is None:
                raise EncodingError(f"tributes {action.tributes} are not 0-2 own characters")
            cell = (_own(action.card, me) * len(TRIBUTE_SETS) + code) * TARGETS
            return LAYOUT.start("play") + cell + _target(view, me, action.target)
        if isinstance(action, Choose):
            if not 0 <= action.index < MAX_CHOICES:
                raise EncodingError(f"choice option {action.index} is past {MAX_CHOICES}")
            return LAYOUT.start("choose") + action.index
        raise EncodingError(f"no encoding for the action {action!r}")


def _relative(card: int, me: int) -> int:
    """The viewer-relative slot: own cards first, then the opponent's."""
    if not 0 <= card < 2 * SLOTS:
        raise EncodingError(f"card {card} is past the two {SLOTS}-card decks")
    owner, slot = divmod(card, SLOTS)
    return slot if owner == me else SLOTS + slot


def _own(card: int, me: int) -> int:
    rel = _relative(card, me)
    if rel >= SLOTS:
        raise EncodingError(f"card {card} is not the deciding seat's own card")
    return rel


def _position(view: SoulDeckView, seat: int, zone: str, card: int) -> int:
    cards = getattr(view.players[seat], zone)
    for position, shown in enumerate(cards):
        if shown.id == card:
            if position >= ZONE_SLOTS:
                raise EncodingError(f"card {card} stands at {position}, past {ZONE_SLOTS}")
            return int(position)
    raise EncodingError(f"card {card} is not in seat {seat}'s {zone}")


def _target(view: SoulDeckView, me: int, target: int) -> int:
    """0 for no target, else 1 + the target's table position (viewer's side first)."""
    if target == -1:
        return 0
    for side, seat in enumerate((me, 1 - me)):
        p = view.players[seat]
        start = 1 + side * _SIDE_TARGETS
        for offset, cards in (
            (0, p.characters),
            (ZONE_SLOTS, p.support),
            (2 * ZONE_SLOTS, p.field),
        ):
            for position, shown in enumerate(cards):
                if shown.id == target:
                    if position >= (1 if offset == 2 * ZONE_SLOTS else ZONE_SLOTS):
                        raise EncodingError(f"target {target} stands past its zone's slots")
                    return start + offset + position
    raise EncodingError(f"target {target} is not a card on the table")
