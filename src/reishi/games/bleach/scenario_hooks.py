"""Bleach TCG's part of the scenario format: positions, per-player checks, zones and views.

The shared format and its Bleach section are in docs/scenarios.md; the position itself is
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
from reishi.games.bleach.decks import check_deck, parse_deck
from reishi.games.bleach.kit import CardKit
from reishi.games.bleach.position import PositionSpec, build_kit, build_state, parse_notation
from reishi.games.bleach.queue_steps import describe_item
from reishi.games.bleach.state import BleachState, Zone
from reishi.games.bleach.stats import stat_value, traits_of
from reishi.games.bleach.view import BleachView, CardView, PlayerView

ZONES: dict[str, Zone] = {
    "deck": Zone.DECK,
    "hand": Zone.HAND,
    "side": Zone.SIDE,
    "energy": Zone.ENERGY,
    "party": Zone.PARTY,
    "grounds": Zone.GROUNDS,
    "attached": Zone.ATTACHED,
    "discard": Zone.DISCARD,
    "removed": Zone.REMOVED,
    "guardian": Zone.GUARDIAN,
}
UNORDERED_ZONES = frozenset({"hand", "side"})
IN_PLAY_ZONES = (Zone.ENERGY, Zone.PARTY, Zone.GROUNDS, Zone.ATTACHED, Zone.GUARDIAN)


class PlayerExpect(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """What must hold for one player: power, zone contents, depleted cards, stats, traits."""

    power: int | None = None
    deck: list[str] | None = None  # top first
    hand: list[str] | None = None  # any order
    side: list[str] | None = None  # any order
    energy: list[str] | None = None
    party: list[str] | None = None
    grounds: list[str] | None = None
    attached: list[str] | None = None
    discard: list[str] | None = None  # oldest first
    removed: list[str] | None = None  # oldest first
    counts: dict[str, int] = {}  # zone -> number of cards
    depleted: list[str] = []  # every card in play with this title is depleted
    renewed: list[str] = []  # every card in play with this title is renewed
    stats: dict[str, dict[str, int]] = {}  # title -> stat -> current value
    lacks: dict[str, list[str]] = {}  # title -> stats it does not have now
    traits: dict[str, list[str]] = {}  # title -> every trait it has now

    def __post_init__(self) -> None:
        unknown = sorted(set(self.counts) - set(ZONES))
        if unknown:
            raise ValueError(f"unknown zone {unknown[0]!r} in counts (known: {', '.join(ZONES)})")


class GameExpect(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """Bleach's own keys of an [[expect]]: the step and the queue."""

    step: str | None = None  # "resource", "main" or "end"
    queue: list[str] | None = None  # bottom first, top LAST


def _state(game: Game) -> BleachState:
    state = game.state
    assert isinstance(state, BleachState)
    return state


class BleachScenarioHooks:
    """How scenario files set up and check a game of Bleach TCG."""

    position_type = PositionSpec
    player_expect_type = PlayerExpect
    expect_type = GameExpect
    zones: tuple[str, ...] = tuple(ZONES)
    card_states: tuple[str, ...] = ("depleted", "renewed")

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
        kit = build_kit([dict(c) for c in cards], path) if cards else self._kit
        state = build_state(position, kit, seed, options, path)
        return Game(self._make_rules(kit), state)

    def written_action(self, game: Game, text: str, seat: int) -> Action | None:
        """The action in text notation, legal or not."""
        return parse_notation(_state(game), text, seat)

    def fingerprint(self, game: Game) -> object:
        """Zones, card states, power, queue, floating effects, procedure and battle."""
        s = _state(game)
        battle = s.battle
        return (
            [z[:] for z in s.zones],
            s.depleted[:],
            s.power[:],
            [q.uid for q in s.queue],
            s.floating[:],
            s.decision,
            s.frames[:],
            s.log_head,
            s.is_over,
            None if battle is None else battle.facts(),
        )

    def check_game(self, game: Game, expect: Any) -> Difference | None:
        """The step and the queue."""
        assert isinstance(expect, GameExpect)
        s = _state(game)
        if expect.step is not None and s.step != expect.step:
            return Difference("step", expect.step, s.step)
        if expect.queue is not None:
            actual = [f"{_source(s, item.source)}: {describe_item(s, item)}" for item in s.queue]
            # An entry is a source title or the start of "<title>: <description>".
            same = len(actual) == len(expect.queue) and all(
                a == e or a.split(": ", 1)[0] == e or a.startswith(e)
                for a, e in zip(actual, expect.queue, strict=True)
            )
            if not same:
                return Difference("queue (top last)", expect.queue, actual)
        return None

    def check_player(self, game: Game, seat: int, expect: Any) -> Difference | None:
        """Power, zones, counts, depleted or renewed cards, stats and traits."""
        assert isinstance(expect, PlayerExpect)
        s = _state(game)
        if expect.power is not None and s.power[seat] != expect.power:
            return Difference("power", expect.power, s.power[seat])
        for zone_name in ZONES:
            cards = self.zone_cards(game, seat, zone_name)
            wanted: list[str] | None = getattr(expect, zone_name, None)
            if wanted is not None:
                actual = _titles(s, cards)
                unordered = zone_name in UNORDERED_ZONES
                if (sorted(wanted) != sorted(actual)) if unordered else (wanted != actual):
                    return Difference(zone_name, wanted, actual)
            count = expect.counts.get(zone_name)
            if count is not None and count != len(cards):
                return Difference(f"{zone_name} count", count, len(cards))
        return _check_in_play(s, self.in_play(game, seat), expect)

    def card_title(self, game: Game, card: int) -> str | None:
        """The card's title."""
        defs = _state(game).defs
        return str(defs[card].title) if 0 <= card < len(defs) else None

    def zone_cards(self, game: Game, seat: int, zone: str) -> list[int]:
        """A zone's cards; the deck top first, piles oldest first."""
        cards = _state(game).cards_in(seat, ZONES[zone])
        return list(reversed(cards)) if zone == "deck" else list(cards)

    def in_play(self, game: Game, seat: int) -> list[int]:
        """Energy, party, battlegrounds, attached cards and the guardian."""
        s = _state(game)
        return [c for z in IN_PLAY_ZONES for c in s.cards_in(seat, z)]

    def has_state(self, game: Game, card: int, state: str) -> bool:
        """Whether the card is depleted, or renewed."""
        return _state(game).depleted[card] == (state == "depleted")

    def seen_zone(self, view: Any, seat: int, zone: str) -> SeenZone:
        """What a BleachView shows of a zone: decks only as a count, hands to their holder."""
        assert isinstance(view, BleachView)
        player = view.players[seat]
        if zone == "deck":
            return SeenZone(player.deck_count, None)
        if zone == "hand":
            return _seen(player.hand, player.hand_count)
        if zone == "side":
            return _seen(player.side_deck, player.side_deck_count)
        cards = _shown(player, zone)
        return SeenZone(len(cards), tuple(c.title for c in cards))

    def deck_problems(self, text: str) -> list[str]:
        """Every construction rule the deck breaks."""
        return check_deck(parse_deck(text, "<deck>"), self._kit.library)


def _source(state: BleachState, source: int) -> str:
    return state.defs[source].title if source >= 0 else "effect"


def _titles(state: BleachState, cards: list[int]) -> list[str]:
    return [state.defs[c].title for c in cards]


def _check_in_play(s: BleachState, in_play: list[int], expect: PlayerExpect) -> Difference | None:
    for wanted_state, titles in ((True, expect.depleted), (False, expect.renewed)):
        for title in titles:
            matching = [c for c in in_play if s.defs[c].title == title]
            if not matching:
                return Difference("in play", title, _titles(s, in_play))
            if any(s.depleted[c] != wanted_state for c in matching):
                return Difference(
                    f"{title} {'depleted' if wanted_state else 'renewed'}", True, False
                )
    for title, stats in expect.stats.items():
        card = next((c for c in in_play if s.defs[c].title == title), None)
        if card is None:
            return Difference("in play", title, _titles(s, in_play))
        actual_stats = {stat: stat_value(s, card, stat) for stat in stats}
        if actual_stats != stats:
            return Difference(f"{title} stats", stats, actual_stats)
    for title, lacking in expect.lacks.items():
        card = next((c for c in in_play if s.defs[c].title == title), None)
        if card is None:
            return Difference("in play", title, _titles(s, in_play))
        has = [stat for stat in lacking if stat_value(s, card, stat) is not None]
        if has:  # ARD: Modifying Stats — a modifier never gives a card a stat it lacks
            return Difference(f"{title} stats it lacks", lacking, has)
    for title, traits in expect.traits.items():
        card = next((c for c in in_play if s.defs[c].title == title), None)
        if card is None:
            return Difference("in play", title, _titles(s, in_play))
        actual_traits = sorted(traits_of(s, card))
        if actual_traits != sorted(traits):
            return Difference(f"{title} traits", sorted(traits), actual_traits)
    return None


def _seen(cards: list[CardView] | None, count: int) -> SeenZone:
    return SeenZone(count, None if cards is None else tuple(c.title for c in cards))


def _shown(player: PlayerView, zone: str) -> list[CardView]:
    """The face-up cards of a zone in a PlayerView (attached cards sit on their hosts)."""
    if zone == "attached":
        hosts = [player.guardian, *player.party, *player.battlegrounds]
        return [a for host in hosts for a in host.attachments]
    by_zone = {
        "energy": player.energy_row,
        "party": player.party,
        "grounds": player.battlegrounds,
        "discard": player.discard,
        "removed": player.removed,
        "guardian": [player.guardian],
    }
    if zone not in by_zone:
        raise DataError("<view>", f"no zone {zone!r}")
    return by_zone[zone]
