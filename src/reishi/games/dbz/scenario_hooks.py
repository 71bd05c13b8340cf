"""The DBZ TCG's part of the scenario format: positions, per-player checks, zones and views.

The shared format and its DBZ section are in docs/scenarios.md; the position itself is
built by ``position.py``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import msgspec

from reishi.engine.actions import Action
from reishi.engine.errors import DataError
from reishi.engine.game import Game
from reishi.engine.rules import GameRules
from reishi.engine.scenario_hooks import Difference, SeenZone
from reishi.games.dbz.basics import power_used
from reishi.games.dbz.decks import check_deck, parse_deck
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.position import PositionSpec, build_kit, build_state, written_action
from reishi.games.dbz.state import IN_PLAY, DbzState, Zone
from reishi.games.dbz.view import CardView, DbzView

ZONES: dict[str, Zone] = {
    "mp": Zone.MP,
    "mastery": Zone.MASTERY,
    "life": Zone.LIFE,
    "hand": Zone.HAND,
    "discard": Zone.DISCARD,
    "banished": Zone.BANISHED,
    "drills": Zone.DRILLS,
    "setups": Zone.SETUPS,
    "allies": Zone.ALLIES,
    "dragon_balls": Zone.DRAGON_BALLS,
    "attached": Zone.ATTACHED,
}
IN_PLAY_ZONES = tuple(z for z in Zone if z in IN_PLAY)


class PlayerExpect(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """What must hold for one player: MP stage, anger, level, zones, counts, Ally stages."""

    stage: int | None = None  # the MP's power stages above zero
    anger: int | None = None
    level: int | None = None
    life_count: int | None = None
    hand_count: int | None = None
    life: list[str] | None = None  # top first
    hand: list[str] | None = None  # any order
    discard: list[str] | None = None  # bottom first
    banished: list[str] | None = None
    mastery: list[str] | None = None
    drills: list[str] | None = None
    setups: list[str] | None = None
    allies: list[str] | None = None
    dragon_balls: list[str] | None = None
    attached: list[str] | None = None
    ally_stages: list[int] | None = None  # each Ally's stages above zero, in play order
    counts: dict[str, int] = {}  # zone -> number of cards

    def __post_init__(self) -> None:
        unknown = sorted(set(self.counts) - set(ZONES))
        if unknown:
            raise ValueError(f"unknown zone {unknown[0]!r} in counts (known: {', '.join(ZONES)})")


class GameExpect(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """DBZ's own keys of an [[expect]]: the step of the turn and whether combat is on."""

    step: str | None = None
    in_combat: bool | None = None


def _state(game: Game) -> DbzState:
    state = game.state
    assert isinstance(state, DbzState)
    return state


class DbzScenarioHooks:
    """How scenario files set up and check a game of the DBZ TCG."""

    position_type = PositionSpec
    player_expect_type = PlayerExpect
    expect_type = GameExpect
    zones: tuple[str, ...] = tuple(ZONES)
    card_states: tuple[str, ...] = ("used", "unused")  # its Power was used this turn, or not

    def __init__(
        self, make_rules: Callable[[DbzKit], GameRules], base_kit: Callable[[], DbzKit]
    ) -> None:
        self._make_rules = make_rules
        self._base_kit = base_kit  # loaded only when a game is built (the card store is big)

    def new_game(
        self,
        position: Any,
        cards: Sequence[Mapping[str, Any]],
        seed: int,
        options: dict[str, Any],
        path: str,
    ) -> Game:
        """The game at the position, with the scenario's own cards and printings."""
        kit = build_kit(self._base_kit(), cards, path)
        return Game(self._make_rules(kit), build_state(position, kit, seed, options, path))

    def written_action(self, game: Game, text: str, seat: int) -> Action | None:
        """``play``, ``use`` or ``defend with`` a card, legal or not."""
        return written_action(_state(game), text, seat)

    def fingerprint(self, game: Game) -> object:
        """Zones, stages, anger, used Powers, the attack, floating effects and the procedure."""
        s = _state(game)
        attack = s.attack
        return (
            [z[:] for z in s.zones],
            s.attached_to[:],
            s.stage[:],
            s.used_turn[:],
            s.anger[:],
            s.floating[:],
            s.decision,
            s.frames[:],
            s.log_head,
            s.step,
            s.in_combat,
            s.passes,
            None if attack is None else tuple(getattr(attack, n) for n in attack.__slots__),
        )

    def check_game(self, game: Game, expect: Any) -> Difference | None:
        """The step and whether combat is on."""
        assert isinstance(expect, GameExpect)
        s = _state(game)
        if expect.step is not None and s.step != expect.step:
            return Difference("step", expect.step, s.step)
        if expect.in_combat is not None and s.in_combat != expect.in_combat:
            return Difference("in combat", expect.in_combat, s.in_combat)
        return None

    def check_player(self, game: Game, seat: int, expect: Any) -> Difference | None:
        """The MP's stage and level, anger, zones, counts and Ally stages."""
        assert isinstance(expect, PlayerExpect)
        s = _state(game)
        facts = {
            "stage": s.stage[s.mp(seat)],
            "anger": s.anger[seat],
            "level": s.level(seat),
            "life_count": len(s.cards_in(seat, Zone.LIFE)),
            "hand_count": len(s.cards_in(seat, Zone.HAND)),
        }
        for name, actual in facts.items():
            wanted = getattr(expect, name)
            if wanted is not None and wanted != actual:
                return Difference(name, wanted, actual)
        for name in ZONES:
            cards = self.zone_cards(game, seat, name)
            listed: list[str] | None = getattr(expect, name, None)
            if listed is not None:
                titles = [s.defs[c].title for c in cards]
                same = sorted(listed) == sorted(titles) if name == "hand" else listed == titles
                if not same:
                    return Difference(name, listed, titles)
            count = expect.counts.get(name)
            if count is not None and count != len(cards):
                return Difference(f"{name} count", count, len(cards))
        if expect.ally_stages is not None:
            stages = [s.stage[c] for c in s.cards_in(seat, Zone.ALLIES)]
            if stages != expect.ally_stages:
                return Difference("ally_stages", expect.ally_stages, stages)
        return None

    def card_title(self, game: Game, card: int) -> str | None:
        """The card's title."""
        defs = _state(game).defs
        return str(defs[card].title) if 0 <= card < len(defs) else None

    def zone_cards(self, game: Game, seat: int, zone: str) -> list[int]:
        """A zone's cards; the Life Deck top first, the discard pile bottom first."""
        cards = _state(game).cards_in(seat, ZONES[zone])
        return list(reversed(cards)) if zone == "life" else list(cards)

    def in_play(self, game: Game, seat: int) -> list[int]:
        """The MP, Mastery, Drills, Setups, Allies, Dragon Balls and attached cards."""
        s = _state(game)
        return [c for z in IN_PLAY_ZONES for c in s.cards_in(seat, z)]

    def has_state(self, game: Game, card: int, state: str) -> bool:
        """Whether the card's Power was used this turn (``used``) or not (``unused``)."""
        return power_used(_state(game), card) == (state == "used")

    def seen_zone(self, view: Any, seat: int, zone: str) -> SeenZone:
        """What a DbzView shows of a zone: the Life Deck only as a count, hands to their holder."""
        assert isinstance(view, DbzView)
        player = view.players[seat]
        if zone == "life":
            return SeenZone(player.life_count, None)
        if zone == "hand":
            hand = player.hand
            return SeenZone(player.hand_count, None if hand is None else _titles(hand))
        by_zone: dict[str, list[CardView]] = {
            "mp": [player.mp],
            "mastery": player.mastery,
            "discard": player.discard,
            "banished": player.banished,
            "drills": player.drills,
            "setups": player.setups,
            "allies": player.allies,
            "dragon_balls": player.dragon_balls,
            "attached": player.attached,
        }
        if zone not in by_zone:
            raise DataError("<view>", f"no zone {zone!r}")
        return SeenZone(len(by_zone[zone]), _titles(by_zone[zone]))

    def deck_problems(self, text: str) -> list[str]:
        """Every construction rule the deck breaks."""
        kit = self._base_kit()
        return check_deck(parse_deck(text, "<deck>"), kit.pool, kit.result)


def _titles(cards: list[CardView]) -> tuple[str, ...]:
    return tuple(c.title for c in cards)
