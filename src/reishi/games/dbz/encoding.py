"""DBZ as fixed-size numbers for learning code: the observation and the action index.

Both are built from ``DbzView`` alone, so an encoding never shows a seat more than its view.
Cards are named by their *slot* in the owner's deck list, relative to its Mastery: the MP
set's levels lie before it (slots 0–3), the Mastery is slot 4 and the Life Deck follows
(slots 5–64), which is the order the engine deals instance ids in (DBZ RB: Making a Deck).
The Mastery never leaves the table, so every slot is known from the view. Slots are relative
to the viewer: ``0..SLOTS-1`` are its own cards, ``SLOTS..2*SLOTS-1`` the opponent's.
"""

from __future__ import annotations

import math

import numpy as np
import numpy.typing as npt

from reishi.engine.actions import Action
from reishi.engine.game import Game
from reishi.engine.rng import Rng, derive_seed
from reishi.engine.slotlayout import EncodingError, SlotLayout
from reishi.games.dbz.actions import (
    Choose,
    DeclareCombat,
    Defend,
    NoDefense,
    PassPriority,
    PlayCard,
    UsePower,
    UseRule,
)
from reishi.games.dbz.cards import CardType
from reishi.games.dbz.rules import RULES_VERSION
from reishi.games.dbz.state import DbzState, Zone, zone_code
from reishi.games.dbz.view import CardView, DbzView, PlayerView

ENCODING_VERSION = f"{RULES_VERSION}/enc-2"  # enc-2: the "rule" block (UseRule)
MP_LEVELS = 4  # DBZ RB: Making a Deck — an MP set of levels 1–4 before the Mastery
LIFE_DECK = 60  # DBZ RB: Making a Deck — "exactly 60 other cards"
SLOTS = MP_LEVELS + 1 + LIFE_DECK
MAX_CHOICES = 32  # options of one pending choice
MAX_ALLIES = 4  # allies that may perform an attack (beside the MP)

ZONES = (
    "mp",
    "mastery",
    "drills",
    "setups",
    "allies",
    "dragon balls",
    "attached",
    "being played",
    "discard",
    "banished",
    "hand",
)
TYPES = tuple(t.value for t in CardType)
CARD_FEATURES = (
    "seen",
    *(f"zone:{z}" for z in ZONES),
    *(f"type:{t}" for t in TYPES),
    "stage/10",
    "log10(power level + 1)/6",
)
F = len(CARD_FEATURES)
_ZONE_AT = {z: 1 + i for i, z in enumerate(ZONES)}
_TYPE_AT = {t: 1 + len(ZONES) + i for i, t in enumerate(TYPES)}
_STAGE = 1 + len(ZONES) + len(TYPES)

STEPS = ("setup", "planning", "draw", "combat", "discard", "rejuvenation")
_PLAYER_FIELDS = (
    "level/4",
    "anger/5",
    "life deck/60",
    "hand/10",
    "discard/60",
    "drills/5",
    "setups/5",
    "allies/4",
    "dragon balls/7",
)
GLOBAL_FEATURES = (
    "turn/50",
    "viewer is active",
    "viewer decides",
    *(f"step:{s}" for s in STEPS),
    "in combat",
    "attack in progress",
    *(f"me:{f}" for f in _PLAYER_FIELDS),
    *(f"opponent:{f}" for f in _PLAYER_FIELDS),
    f"pending choice options/{MAX_CHOICES}",
    "game over",
    "viewer won",
    "viewer is seat 1",  # seats may bring different decks, so a slot's card depends on it
)
G = len(GLOBAL_FEATURES)
OBSERVATION_SIZE = G + 2 * SLOTS * F

# Who performs an attack a card action starts: the MP (0) or the viewer's ally at a position.
_PERFORMERS = 1 + MAX_ALLIES
ACTION_KINDS: tuple[tuple[str, int], ...] = (
    ("pass", 1),
    ("declare combat", 1),
    ("no defense", 1),
    ("play: own slot x performer (MP, ally 1-4)", SLOTS * _PERFORMERS),
    ("power: slot x performer", 2 * SLOTS * _PERFORMERS),
    ("defend: slot", 2 * SLOTS),
    ("choose: option", MAX_CHOICES),
    ("rule: own slot", SLOTS),
)
LAYOUT = SlotLayout(GLOBAL_FEATURES, CARD_FEATURES, SLOTS, ACTION_KINDS)
ACTION_SIZE = LAYOUT.action_size
_PLAY, _POWER, _DEFEND, _CHOOSE, _RULE = (
    LAYOUT.start(k) for k in ("play", "power", "defend", "choose", "rule")
)


class DbzEncoder:
    """The observation vector and action index of a DBZ seat (``docs/rl.md``)."""

    game = "dbz"
    env_name = "DBZ"
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

    def observe(self, view: DbzView) -> npt.NDArray[np.float32]:
        """The observation of ``view``'s seat: a float32 vector of ``observation_size``."""
        out = np.zeros(OBSERVATION_SIZE, dtype=np.float32)
        me = view.seat
        anchors = _anchors(view)
        out[0] = view.turn / 50
        out[1] = view.active == me
        out[G - 1] = me
        out[2] = view.current_player == me
        if view.step in STEPS:
            out[3 + STEPS.index(view.step)] = 1.0
        at = 3 + len(STEPS)
        out[at] = view.in_combat
        out[at + 1] = view.attack != ""
        at += 2
        for who in (me, 1 - me):
            p = view.players[who]
            out[at : at + len(_PLAYER_FIELDS)] = (
                p.level / 4,
                p.anger / 5,
                p.life_count / 60,
                p.hand_count / 10,
                len(p.discard) / 60,
                len(p.drills) / 5,
                len(p.setups) / 5,
                len(p.allies) / 4,
                len(p.dragon_balls) / 7,
            )
            at += len(_PLAYER_FIELDS)
        out[at] = len(view.choices) / MAX_CHOICES
        out[at + 1] = view.is_over
        out[at + 2] = view.winner == me
        for p in view.players:
            for zone, cards in _zones(p):
                for card in cards:
                    base = G + _relative(card.id, me, anchors) * F
                    out[base] = 1.0
                    out[base + _ZONE_AT[zone]] = 1.0
                    out[base + _TYPE_AT[card.type]] = 1.0
                    if card.stage is not None:
                        out[base + _STAGE] = card.stage / 10
                    if card.power_level is not None:
                        out[base + _STAGE + 1] = math.log10(card.power_level + 1) / 6
        return out

    def resample(self, game: Game, seat: int, seed: int) -> Game:
        """A copy of ``game`` with what ``seat`` cannot see reshuffled (same view for ``seat``).

        Both Life Decks are shuffled (their order is hidden from everyone) and the opponent's
        hidden hand is dealt anew from its hand and Life Deck together; the copy's random
        generator is reseeded, so its future draws carry no trace of the truth.
        """
        copy = game.clone()
        state: DbzState = copy.state  # type: ignore[assignment]
        rng = Rng(derive_seed(seed, seat))
        other = 1 - seat
        pools: list[tuple[int, ...]] = [(zone_code(seat, Zone.LIFE),)]
        if game.view(seat).players[other].hand is None:  # hidden, unless an effect shows it
            pools.append((zone_code(other, Zone.HAND), zone_code(other, Zone.LIFE)))
        else:
            pools.append((zone_code(other, Zone.LIFE),))
        for zones in pools:
            _deal_anew(state, zones, rng)
        state.rng = Rng(rng.next64())
        state.legal_cache = None
        return copy

    def action_index(self, view: DbzView, action: Action) -> int:
        """The index of ``action`` (a legal action of ``view``'s seat) in ``[0, action_size)``."""
        if isinstance(action, PassPriority):
            return 0
        if isinstance(action, DeclareCombat):
            return 1
        if isinstance(action, NoDefense):
            return 2
        me = view.seat
        anchors = _anchors(view)
        if isinstance(action, PlayCard):
            own = _relative(action.card, me, anchors)
            if own >= SLOTS:
                raise EncodingError(f"card {action.card} is not the deciding seat's own card")
            return _PLAY + own * _PERFORMERS + _performer(view, action.by)
        if isinstance(action, UsePower):
            rel = _relative(action.card, me, anchors)
            return _POWER + rel * _PERFORMERS + _performer(view, action.by)
        if isinstance(action, UseRule):
            own = _relative(action.card, me, anchors)
            if own >= SLOTS:
                raise EncodingError(f"card {action.card} is not the deciding seat's own card")
            return _RULE + own
        if isinstance(action, Defend):
            return _DEFEND + _relative(action.card, me, anchors)
        if isinstance(action, Choose):
            if not 0 <= action.index < MAX_CHOICES:
                raise EncodingError(f"choice option {action.index} is past {MAX_CHOICES}")
            return _CHOOSE + action.index
        raise EncodingError(f"no encoding for the action {action!r}")


def _deal_anew(state: DbzState, zones: tuple[int, ...], rng: Rng) -> None:
    """Shuffle the cards of ``zones`` together and refill each zone to its old size."""
    pool = [card for zone in zones for card in state.zones[zone]]
    rng.shuffle(pool)
    at = 0
    for zone in zones:
        size = len(state.zones[zone])
        state.zones[zone] = pool[at : at + size]
        for card in state.zones[zone]:
            state.zone[card] = zone
        at += size


def _zones(p: PlayerView) -> tuple[tuple[str, list[CardView]], ...]:
    return (
        ("mp", [p.mp]),
        ("mastery", p.mastery),
        ("drills", p.drills),
        ("setups", p.setups),
        ("allies", p.allies),
        ("dragon balls", p.dragon_balls),
        ("attached", p.attached),
        ("being played", p.in_play_now),
        ("discard", p.discard),
        ("banished", p.banished),
        ("hand", p.hand or []),
    )


def _anchors(view: DbzView) -> tuple[int, int]:
    """Each seat's Mastery id, found wherever the view shows it."""
    found = []
    for p in view.players:
        ids = [c.id for _, cards in _zones(p) for c in cards if c.type == CardType.MASTERY]
        if len(ids) != 1:
            raise EncodingError(f"seat {p.seat} shows {len(ids)} Masteries; the slots need one")
        found.append(ids[0])
    return found[0], found[1]


def _relative(card: int, me: int, anchors: tuple[int, int]) -> int:
    """The viewer-relative slot: own cards first, then the opponent's."""
    owner = 0 if card <= anchors[0] + LIFE_DECK else 1
    slot = card - anchors[owner] + MP_LEVELS
    if not 0 <= slot < SLOTS:
        raise EncodingError(f"card {card} is slot {slot} of its deck; the encoding holds {SLOTS}")
    return slot if owner == me else SLOTS + slot


def _performer(view: DbzView, by: int) -> int:
    """0 for the MP, 1 + position among the viewer's allies for an ally."""
    if by == -1:
        return 0
    allies = [c.id for c in view.players[view.seat].allies]
    if by not in allies or allies.index(by) >= MAX_ALLIES:
        raise EncodingError(f"performer {by} is not one of the first {MAX_ALLIES} allies")
    return 1 + allies.index(by)
