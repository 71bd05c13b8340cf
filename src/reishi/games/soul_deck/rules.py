"""``SoulDeckRules``: Bleach Soul Deck behind the engine's GameRules protocol."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import Any

from reishi.engine.actions import Action
from reishi.engine.decktext import deck_file
from reishi.engine.driver import DriverRules
from reishi.engine.errors import DataError
from reishi.engine.events import Event
from reishi.engine.extensions import Listing, Report
from reishi.engine.presentation import ActionNote, EventLevel
from reishi.engine.rng import Rng
from reishi.engine.rules import seat_option
from reishi.engine.scenario_hooks import ScenarioHooks
from reishi.games.soul_deck import action_notes as notes
from reishi.games.soul_deck import card_data, deck_tools, invariants, log_levels
from reishi.games.soul_deck.decisions import house_rules
from reishi.games.soul_deck.decks import (
    Deck,
    deck_to_text,
    load_deck,
    parse_deck,
    validate_deck,
)
from reishi.games.soul_deck.determinize import determinize
from reishi.games.soul_deck.evaluation import SEARCH_OPTIONS, evaluate
from reishi.games.soul_deck.events import describe_event
from reishi.games.soul_deck.flow import PROCEDURE, advance
from reishi.games.soul_deck.kit import CardKit, default_kit
from reishi.games.soul_deck.notation import describe_action
from reishi.games.soul_deck.random_decks import random_deck
from reishi.games.soul_deck.scenario_hooks import SoulDeckScenarioHooks
from reishi.games.soul_deck.state import SoulDeckState, Zone, zone_code
from reishi.games.soul_deck.view import SoulDeckView
from reishi.games.soul_deck.viewing import build_view

__all__ = ["CardKit", "SoulDeckRules", "all_starter_decks", "default_kit"]  # kit in kit.py

RULES_VERSION = "soul-deck-1"
DECKS_DIR = Path(__file__).parent / "data" / "decks"
# One starter deck per faction colour; the first two are the default pairing.
STARTER_DECKS = ("gotei-13.deck", "espada.deck", "wandenreich.deck", "karakura.deck")


@cache
def all_starter_decks() -> tuple[Deck, ...]:
    """The four starter decks: Soul Reaper, Arrancar, Quincy, Human."""
    library = default_kit().library
    decks = []
    for name in STARTER_DECKS:
        deck = load_deck(DECKS_DIR / name)
        validate_deck(deck, library, DECKS_DIR / name)
        decks.append(deck)
    return tuple(decks)


# The options new_game accepts for this game beyond the engine's (name -> what it does).
GAME_OPTIONS: Mapping[str, str] = MappingProxyType(
    {
        "first_player": "0 or 1: the seat that goes first (default: at random)",
        "variants": "a house-rule variant's name, or a list of them (decisions.VARIANTS)",
    }
)


class SoulDeckRules(DriverRules):
    """The Bleach Soul Deck rules behind the GameRules protocol."""

    name = "soul-deck"
    version = RULES_VERSION
    seats = 2
    options = GAME_OPTIONS
    procedure = PROCEDURE
    # The optional compiled build (compiled.py): the state, the procedure and the search's
    # evaluation and determinising. The state is a compiled class there, which interpreted
    # code reads more slowly, so the modules that read it at every decision go with it.
    compiled_modules = tuple(
        f"reishi.games.soul_deck.{m}"
        for m in (
            "state",
            "legal",
            "ops",
            "turn_steps",
            "stack_steps",
            "combat_steps",
            "resolution",
            "decisions",
            "setup_steps",
            "evaluation",
            "invariants",  # after every action of a fuzzed game
            "viewing",  # a view for the seat to move at every decision
        )
    )

    def __init__(self, kit: CardKit | None = None) -> None:
        self.kit = kit if kit is not None else default_kit()

    def scenario_hooks(self) -> ScenarioHooks:
        """How scenario files set up and check a game (docs/scenarios.md)."""
        return SoulDeckScenarioHooks(SoulDeckRules, self.kit)

    def new_state(self, decks: Sequence[Any], seed: int, options: dict[str, Any]) -> SoulDeckState:
        """Lay out both decks and advance to the first decision."""
        if len(decks) != 2:
            raise DataError("<decks>", f"Soul Deck needs exactly 2 decks, got {len(decks)}")
        seat_option(options, "first_player", self.seats)
        state = SoulDeckState(seed)
        state.options = dict(options)
        state.house = house_rules(options)  # the variants (decisions.py), refused if unknown
        info_of = self.kit.info
        for seat, deck in enumerate(decks):
            deck_zone = zone_code(seat, Zone.DECK)  # once a deck: every game lays out 100 cards
            for title in self._as_deck(deck).cards:
                info = info_of(title)
                state.new_card(info.defn, seat, deck_zone)
                state.info.append(info)
        state.damage = [0] * len(state.defs)
        state.frames = [("setup",)]
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

    def starter_decks(self) -> tuple[Deck, Deck]:
        """The default pairing: Gotei 13 (Soul Reaper) against Espada (Arrancar)."""
        decks = all_starter_decks()
        return decks[0], decks[1]

    def parse_deck(self, text: str) -> Deck:
        """Read and validate a deck from its text."""
        deck = parse_deck(text, "<deck text>")
        validate_deck(deck, self.kit.library, "<deck text>")
        return deck

    def random_deck(self, seed: int) -> str:
        """A legal deck drawn at random from the whole library (SupportsRandomDecks)."""
        return deck_to_text(random_deck(self.kit.library, Rng(seed)))

    def load_deck(self, path: Path) -> Deck:
        """Read and validate a deck file (every violation reported)."""
        deck = load_deck(path)
        validate_deck(deck, self.kit.library, path)
        return deck

    def view(self, state: Any, seat: int | None) -> SoulDeckView:
        """What ``seat`` may know."""
        return build_view(state, seat)

    def describe(self, state: Any, action: Action) -> str:
        """An action in text notation."""
        return describe_action(state, action)

    def describe_event(self, event: Event) -> str:
        """One readable log line."""
        return describe_event(event)

    # --- presenting (engine/presentation.py: SupportsActionNotes, SupportsEventLevels) ----
    stop_moments = notes.STOP_MOMENTS

    def action_notes(self, state: Any, actions: Sequence[Action]) -> list[ActionNote]:
        """Each action's kind, cost and effect."""
        return notes.action_notes(state, actions)

    def decision_moment(self, state: Any) -> str:
        """The window, the stack, or the kind of decision."""
        return notes.decision_moment(state)

    def event_level(self, event: Event) -> EventLevel:
        """How much an event matters to a reader."""
        return log_levels.event_level(event)

    def event_step(self, event: Event) -> str:
        """The phase an event opens."""
        return log_levels.event_step(event)

    def quiet_summary(self, events: Sequence[Event]) -> str:
        """A run of passes in one line."""
        return log_levels.quiet_summary(events)

    # --- conformance kit (engine/rules.py: SupportsInvariants, SupportsHiddenZones) -------
    def invariant_violations(self, state: Any) -> list[str]:
        """The rules' invariants ``state`` breaks (see invariants.py)."""
        return invariants.invariant_violations(state)

    # --- search support (engine/rules.py: SupportsDeterminize, SupportsEvaluate) ----------
    def determinize(self, state: Any, seat: int, rng: Rng) -> SoulDeckState:
        """A copy with the other hand and every deck order re-sampled for ``seat``."""
        return determinize(state, seat, rng)

    def evaluate(self, state: Any, seat: int) -> float:
        """``seat``'s prospects in [0, 1] from public facts (evaluation.py)."""
        return evaluate(state, seat)

    # Search plays out as this game's heuristic for 10 decisions, then asks the evaluation:
    # random playouts are so noisy that 100 iterations cannot tell moves apart. Rewards are
    # calibrated chances and moves differ by a few points, so the exploration constant is
    # small (docs/search.md: Options per game).
    agent_options = SEARCH_OPTIONS

    def hidden_zones(self, state: Any, seat: int) -> list[tuple[int, ...]]:
        """The zones ``seat`` cannot look into (see invariants.py)."""
        return invariants.hidden_zones(state, seat)

    # --- front-end extensions (engine/extensions.py) ---------------------------------------
    def check_deck_file(self, path: Path, cards: Sequence[Path] = ()) -> Report:
        """Every rule of SD: GAME SETUP the deck file breaks."""
        return deck_tools.check_deck_file(path, cards)

    def show_deck_file(self, path: Path, cards: Sequence[Path] = ()) -> Report:
        """The deck file's cards with type, faction and cost."""
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
