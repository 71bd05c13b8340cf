"""Bleach Soul Deck's part of the scenario format: positions, checks, zones and views.

The shared format and its Soul Deck section are in docs/scenarios.md; the position itself
is built by ``position.py``.
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
from reishi.games.soul_deck.decks import check_deck, parse_deck
from reishi.games.soul_deck.kit import CardKit
from reishi.games.soul_deck.ops import ready_energy, stat
from reishi.games.soul_deck.position import (
    IN_PLAY_ZONES,
    ZONE_FIELDS,
    PositionSpec,
    build_kit,
    build_state,
    written_action,
)
from reishi.games.soul_deck.state import SoulDeckState
from reishi.games.soul_deck.view import SoulDeckView

COLOURS = "WBUG"


class PlayerExpect(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """What must hold for one player."""

    life: int | None = None
    hand: list[str] | None = None  # any order
    deck: list[str] | None = None  # top first
    characters: list[str] | None = None  # slot order
    support: list[str] | None = None
    field: list[str] | None = None
    burial: list[str] | None = None  # oldest first
    counts: dict[str, int] = {}
    exhausted: list[str] = []  # the first card in play with each title is exhausted
    ready: list[str] = []
    damage: dict[str, int] = {}
    stats: dict[str, dict[str, int]] = {}
    ready_energy: dict[str, int] | None = None  # colour letter -> ready sources

    def __post_init__(self) -> None:
        unknown = sorted(set(self.counts) - set(ZONE_FIELDS))
        if unknown:
            known = ", ".join(ZONE_FIELDS)
            raise ValueError(f"unknown zone {unknown[0]!r} in counts (known: {known})")


class GameExpect(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """Soul Deck's own keys of an [[expect]]: the phase and the response stack."""

    phase: str | None = None
    stack: list[str] | None = None  # titles, bottom first


def _state(game: Game) -> SoulDeckState:
    state = game.state
    assert isinstance(state, SoulDeckState)
    return state


class SoulDeckScenarioHooks:
    """How scenario files set up and check a game of Bleach Soul Deck."""

    position_type = PositionSpec
    player_expect_type = PlayerExpect
    expect_type = GameExpect
    zones: tuple[str, ...] = tuple(ZONE_FIELDS)
    card_states: tuple[str, ...] = ("exhausted", "ready")

    def __init__(self, make_rules: Callable[[CardKit], GameRules], kit: CardKit) -> None:
        self._make_rules = make_rules
        self._kit = kit

    def new_game(
        self,
        position: Any,
        cards: Sequence[Mapping[str, Any]],
        seed: int,
        options: dict[str, Any],
        path: str,
    ) -> Game:
        """The game at the position, with the scenario's own cards added to the library."""
        kit = build_kit(self._kit, cards, path)
        return Game(self._make_rules(kit), build_state(position, kit, seed, options, path))

    def written_action(self, game: Game, text: str, seat: int) -> Action | None:
        """The action in text notation, legal or not."""
        return written_action(_state(game), text, seat)

    def fingerprint(self, game: Game) -> object:
        """Zones, exhaustion, life, damage, the stack, floating effects and the procedure."""
        s = _state(game)
        return (
            [z[:] for z in s.zones],
            s.exhausted[:],
            s.life[:],
            s.damage[:],
            s.stack[:],
            s.floating[:],
            s.decision,
            s.frames[:],
            s.log_head,
        )

    def check_game(self, game: Game, expect: Any) -> Difference | None:
        """The phase and the response stack."""
        assert isinstance(expect, GameExpect)
        s = _state(game)
        if expect.phase is not None and s.phase != expect.phase:
            return Difference("phase", expect.phase, s.phase)
        if expect.stack is not None:
            stack = [s.defs[item.source].title for item in s.stack]
            if stack != expect.stack:
                return Difference("stack", expect.stack, stack)
        return None

    def check_player(self, game: Game, seat: int, expect: Any) -> Difference | None:
        """Life, zones, counts, exhausted or ready cards, damage, ready energy and stats."""
        assert isinstance(expect, PlayerExpect)
        s = _state(game)
        if expect.life is not None and s.life[seat] != expect.life:
            return Difference("life", expect.life, s.life[seat])
        for name in ZONE_FIELDS:
            cards = self.zone_cards(game, seat, name)
            wanted: list[str] | None = getattr(expect, name)
            titles = [s.defs[c].title for c in cards]
            if wanted is not None:
                same = sorted(wanted) == sorted(titles) if name == "hand" else wanted == titles
                if not same:
                    return Difference(name, wanted, titles)
            if name in expect.counts and expect.counts[name] != len(cards):
                return Difference(f"{name} count", expect.counts[name], len(cards))
        return _check_in_play(s, self.in_play(game, seat), seat, expect)

    def card_title(self, game: Game, card: int) -> str | None:
        """The card's title."""
        defs = _state(game).defs
        return str(defs[card].title) if 0 <= card < len(defs) else None

    def zone_cards(self, game: Game, seat: int, zone: str) -> list[int]:
        """A zone's cards; the deck top first, the Soul Burial oldest first."""
        cards = _state(game).cards_in(seat, ZONE_FIELDS[zone])
        return list(reversed(cards)) if zone == "deck" else list(cards)

    def in_play(self, game: Game, seat: int) -> list[int]:
        """Characters, Support and Field."""
        s = _state(game)
        return [c for z in IN_PLAY_ZONES for c in s.cards_in(seat, z)]

    def has_state(self, game: Game, card: int, state: str) -> bool:
        """Exhausted or ready."""
        return _state(game).exhausted[card] == (state == "exhausted")

    def seen_zone(self, view: Any, seat: int, zone: str) -> SeenZone:
        """What a SoulDeckView shows of a zone: decks only as a count, hands to their holder."""
        assert isinstance(view, SoulDeckView)
        player = view.players[seat]
        if zone == "deck":
            return SeenZone(player.deck_count, None)
        if zone == "hand":
            hand = player.hand
            return SeenZone(
                player.hand_count, None if hand is None else tuple(c.title for c in hand)
            )
        by_zone = {
            "characters": player.characters,
            "support": player.support,
            "field": player.field,
            "burial": player.burial,
        }
        if zone not in by_zone:
            raise DataError("<view>", f"no zone {zone!r}")
        return SeenZone(len(by_zone[zone]), tuple(c.title for c in by_zone[zone]))

    def deck_problems(self, text: str) -> list[str]:
        """Every construction rule the deck breaks."""
        return check_deck(parse_deck(text, "<deck>"), self._kit.library)


def _check_in_play(
    s: SoulDeckState, in_play: list[int], seat: int, expect: PlayerExpect
) -> Difference | None:
    def card(title: str) -> int | None:
        return next((c for c in in_play if s.defs[c].title == title), None)

    missing = Difference("in play", "", [s.defs[c].title for c in in_play])
    for exhausted, titles in ((True, expect.exhausted), (False, expect.ready)):
        for title in titles:
            found = card(title)
            if found is None:
                return Difference(missing.what, title, missing.actual)
            if s.exhausted[found] != exhausted:
                return Difference(f"{title} {'exhausted' if exhausted else 'ready'}", True, False)
    for title, amount in expect.damage.items():
        found = card(title)
        if found is None:
            return Difference(missing.what, title, missing.actual)
        if s.damage[found] != amount:
            return Difference(f"{title} damage", amount, s.damage[found])
    if expect.ready_energy is not None:
        counts = dict(zip(COLOURS, ready_energy(s, seat), strict=True))
        actual_ready = {c: n for c, n in counts.items() if n}
        if actual_ready != expect.ready_energy:
            return Difference("ready energy", expect.ready_energy, actual_ready)
    for title, stats in expect.stats.items():
        found = card(title)
        if found is None:
            return Difference(missing.what, title, missing.actual)
        actual = {k: stat(s, found, k) for k in stats}
        if actual != stats:
            return Difference(f"{title} stats", stats, actual)
    return None
