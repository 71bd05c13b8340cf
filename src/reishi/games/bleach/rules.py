"""``BleachRules``: the Bleach TCG plugged into the engine's one interface."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from types import MappingProxyType
from typing import Any

from reishi.engine.actions import Action
from reishi.engine.decktext import deck_file
from reishi.engine.driver import DriverRules
from reishi.engine.errors import DataError
from reishi.engine.events import Event
from reishi.engine.extensions import Listing, Report, TableCommand
from reishi.engine.presentation import ActionNote, EventLevel
from reishi.engine.rng import Rng
from reishi.engine.rules import seat_option
from reishi.engine.scenario_hooks import ScenarioHooks
from reishi.games.bleach import action_notes as notes
from reishi.games.bleach import (
    card_data,
    commands,
    deck_tools,
    invariants,
    log_levels,
)
from reishi.games.bleach.decks import Deck, deck_to_text, load_deck, parse_deck, validate_deck
from reishi.games.bleach.determinize import determinize
from reishi.games.bleach.evaluation import SEARCH_OPTIONS, evaluate
from reishi.games.bleach.event_text import describe_event
from reishi.games.bleach.flow import PROCEDURE, advance
from reishi.games.bleach.kit import CardKit, default_kit
from reishi.games.bleach.match import Match
from reishi.games.bleach.notation import describe_action
from reishi.games.bleach.random_decks import random_deck
from reishi.games.bleach.scenario_hooks import BleachScenarioHooks
from reishi.games.bleach.state import BleachState, Zone, zone_code
from reishi.games.bleach.view import BleachView
from reishi.games.bleach.viewing import build_view

__all__ = ["BleachRules", "CardKit", "default_kit"]  # the kit lives in kit.py

RULES_VERSION = "bleach-1"
DECKS_DIR = Path(__file__).parent / "data" / "decks"

COMPILED_MODULES = tuple(
    f"reishi.games.bleach.{module}"
    for module in (
        # The procedure, legal actions, payment, stats and triggers run at every decision;
        # the state, the parts of abilities, the action words, determinising and the
        # evaluation at every step of a search. No interpreted class inherits from a class
        # of theirs, as mypyc requires, except those that allow it (abilities.py).
        "flow",
        "frames",
        "setup_steps",
        "turn_steps",
        "queue_steps",
        "declare_steps",
        "attack_steps",
        "moves",
        "battle",
        "legal",
        "ops",
        "payment",
        "plural",
        "stats",
        "triggers",
        "state",
        "abilities",
        "filters",
        "conditions",
        "notation",
        "costs",
        "steps",
        "determinize",
        "evaluation",
        # A view for the seat to move at every decision, and the invariants after every
        # action of a fuzzed game.
        "viewing",
        "invariants",
    )
)
"""The hot modules of the optional compiled build (``make compiled``)."""
STARTER_DECKS = ("substitute-soul-reapers.deck", "tosen-komamura.deck")


# The options new_game accepts for this game beyond the engine's (name -> what it does).
GAME_OPTIONS: Mapping[str, str] = MappingProxyType(
    {"first_chooser": "0 or 1: the seat that chooses who goes first (default: a flip)"}
)


STARTERS: dict[CardKit, tuple[Deck, Deck]] = {}
"""The starter decks validated against each card kit, read once per process."""


class BleachRules(DriverRules):
    """The Bleach TCG rules (RB and ARD) behind the engine's GameRules protocol."""

    name = "bleach"
    version = RULES_VERSION
    seats = 2
    options = GAME_OPTIONS
    procedure = PROCEDURE
    compiled_modules = COMPILED_MODULES  # what `make compiled` turns into C (compiled.py)

    def __init__(self, kit: CardKit | None = None) -> None:
        self.kit = kit if kit is not None else default_kit()

    # --- setup -----------------------------------------------------------------------------
    def new_state(self, decks: Sequence[Any], seed: int, options: dict[str, Any]) -> BleachState:
        """Lay out both decks, flip for the first player and advance to the first decision."""
        if len(decks) != 2:
            raise DataError("<decks>", f"Bleach TCG needs exactly 2 decks, got {len(decks)}")
        seat_option(options, "first_chooser", self.seats)
        state = BleachState(seed, self.kit)
        state.options = dict(options)
        for seat, deck in enumerate(decks):
            self._lay_out(state, seat, self._as_deck(deck))
        state.set_info([self.kit.info(d) for d in state.defs])
        state.view_cache = self.kit.view_cache([d.title for d in state.defs], state.owner)
        state.frames = [("start_turn",), ("deal",), ("choose_first",)]
        advance(state)
        return state

    def _as_deck(self, deck: Any) -> Deck:
        if isinstance(deck, Deck):
            return deck
        path = deck_file(deck)
        if path is not None:
            return self.load_deck(path)
        if isinstance(deck, str):
            parsed = parse_deck(deck, "<deck text>")
            validate_deck(parsed, self.kit.library, "<deck text>")
            return parsed
        raise DataError("<decks>", f"not a deck: {deck!r}")

    def _lay_out(self, state: BleachState, seat: int, deck: Deck) -> None:
        get = self.kit.get
        guardian = get(deck.guardian)
        state.new_card(guardian, seat, zone_code(seat, Zone.GUARDIAN))
        state.power[seat] = guardian.power or 0
        for title in deck.main:
            state.new_card(get(title), seat, zone_code(seat, Zone.DECK))
        for title in deck.side:
            state.new_card(get(title), seat, zone_code(seat, Zone.SIDE))

    def scenario_hooks(self) -> ScenarioHooks:
        """How scenario files set up and check a game (docs/scenarios.md)."""
        return BleachScenarioHooks(BleachRules, self.kit)

    def starter_decks(self) -> tuple[Deck, Deck]:
        """The two shipped starter decks (read and validated once per card kit: immutable)."""
        # Kept beside the rules, not in them: every new game makes a new rules object.
        found = STARTERS.get(self.kit)
        if found is None:
            first, second = (self.load_deck(DECKS_DIR / name) for name in STARTER_DECKS)
            found = STARTERS[self.kit] = (first, second)
        return found

    def load_deck(self, path: Path) -> Deck:
        """Read and validate a deck file (every violation reported)."""
        deck = load_deck(path)
        validate_deck(deck, self.kit.library, path)
        return deck

    def parse_deck(self, text: str) -> Deck:
        """Read and validate a deck from its text."""
        deck = parse_deck(text, "<deck text>")
        validate_deck(deck, self.kit.library, "<deck text>")
        return deck

    def random_deck(self, seed: int) -> str:
        """A legal deck drawn at random from the whole library (engine: SupportsRandomDecks)."""
        return deck_to_text(random_deck(self.kit.library, Rng(seed)))

    # --- the decision interface ------------------------------------------------------------
    def view(self, state: Any, seat: int | None) -> BleachView:
        """What ``seat`` may know."""
        return build_view(state, seat)

    def describe(self, state: Any, action: Action) -> str:
        """An action in text notation."""
        return describe_action(state, action)

    # --- search support (engine/rules.py: SupportsDeterminize, SupportsEvaluate) ----------
    def determinize(self, state: Any, seat: int, rng: Rng) -> BleachState:
        """A copy with the other hand, side deck and every deck order re-sampled for ``seat``."""
        return determinize(state, seat, rng)

    def evaluate(self, state: Any, seat: int) -> float:
        """``seat``'s chance to win from public facts (evaluation.py)."""
        return evaluate(state, seat)

    # Search plays out as this game's heuristic for 10 decisions, then asks the evaluation:
    # random playouts are so noisy that 100 iterations cannot tell moves apart. Rewards are
    # calibrated chances and moves differ by a few points, so the exploration constant is
    # small (docs/search.md: Options per game).
    agent_options = SEARCH_OPTIONS

    def describe_event(self, event: Event) -> str:
        """One readable log line."""
        return describe_event(event)

    # --- presenting (engine/presentation.py: SupportsActionNotes, SupportsEventLevels) ----
    stop_moments = notes.STOP_MOMENTS

    def action_notes(self, state: Any, actions: Sequence[Action]) -> list[ActionNote]:
        """Each action's kind, cost and effect."""
        return notes.action_notes(state, actions)

    def decision_moment(self, state: Any) -> str:
        """The open window, or the kind of decision."""
        return notes.decision_moment(state)

    def event_level(self, event: Event) -> EventLevel:
        """How much an event matters to a reader."""
        return log_levels.event_level(event)

    def event_step(self, event: Event) -> str:
        """The step an event belongs to."""
        return log_levels.event_step(event)

    def quiet_summary(self, events: Sequence[Event]) -> str:
        """A run of quiet windows in one line."""
        return log_levels.quiet_summary(events)

    # --- conformance kit (engine/rules.py: SupportsInvariants, SupportsHiddenZones) -------
    def invariant_violations(self, state: Any) -> list[str]:
        """The rules' invariants ``state`` breaks (see invariants.py)."""
        return invariants.invariant_violations(state)

    def hidden_zones(self, state: Any, seat: int) -> list[tuple[int, ...]]:
        """The zones ``seat`` cannot look into (see invariants.py)."""
        return invariants.hidden_zones(state, seat)

    # --- front-end extensions (engine/extensions.py) ---------------------------------------
    match_rule = commands.MATCH_RULE

    def table_commands(self) -> Sequence[TableCommand]:
        """``loop N`` (ARD: Infinite Rules)."""
        return commands.TABLE_COMMANDS

    def new_match(
        self, decks: Sequence[Any] | None, seed: int, options: Mapping[str, Any]
    ) -> Match:
        """A best-of-three match (ARD: Deciding Who Goes First)."""
        return commands.new_match(decks or self.starter_decks(), seed, options)

    def check_deck_file(self, path: Path, cards: Sequence[Path] = ()) -> Report:
        """Every construction rule the deck file breaks."""
        return deck_tools.check_deck_file(path, cards)

    def show_deck_file(self, path: Path, cards: Sequence[Path] = ()) -> Report:
        """The deck file's guardian, main and side deck."""
        return deck_tools.show_deck_file(path, cards)

    def card_fields(self) -> Mapping[str, str]:
        """The fields a card search may filter on."""
        return card_data.CARD_FIELDS

    def search_cards(
        self, query: str, where: Mapping[str, str], limit: int, source: Path | None = None
    ) -> Listing:
        """Cards of the library matching ``query`` and ``where``."""
        return card_data.search_cards(query, where, limit, source)

    def show_card(self, title: str, source: Path | None = None) -> Report:
        """One card's printed data."""
        return card_data.show_card(title, source)
