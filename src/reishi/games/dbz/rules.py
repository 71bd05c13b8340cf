"""``DbzRules``: the Panini DBZ TCG plugged into the engine's one interface."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import Any

from reishi.engine.actions import Action
from reishi.engine.decktext import deck_file, read_deck_file
from reishi.engine.driver import DriverRules
from reishi.engine.errors import DataError, DeckError
from reishi.engine.events import (
    Event,
)
from reishi.engine.extensions import Listing, Report
from reishi.engine.presentation import ActionNote, EventLevel
from reishi.engine.rng import Rng
from reishi.engine.scenario_hooks import ScenarioHooks
from reishi.games.dbz import action_notes as notes
from reishi.games.dbz import card_data, deck_builder, deck_tools, invariants, log_levels
from reishi.games.dbz import events as ev
from reishi.games.dbz.basics import log, seat_name
from reishi.games.dbz.cards import CardType
from reishi.games.dbz.decks import Deck, check_deck, format_deck, parse_deck
from reishi.games.dbz.determinize import determinize
from reishi.games.dbz.evaluation import evaluate
from reishi.games.dbz.event_text import describe_event
from reishi.games.dbz.flow import PROCEDURE, advance
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.library import load_pool
from reishi.games.dbz.notation import describe_action
from reishi.games.dbz.scenario_hooks import DbzScenarioHooks
from reishi.games.dbz.state import DbzState, Zone, zone_code
from reishi.games.dbz.view import DbzView
from reishi.games.dbz.viewing import build_view

RULES_VERSION = "dbz-1"
DECKS_DIR = Path(__file__).parent / "data" / "decks"
STARTER_DECKS = ("vegeta-saiyan-pride.deck", "krillin-red-enraged.deck")


@cache
def default_kit() -> DbzKit:
    """The card store (or REISHI_DATA) as a kit, loaded once per process."""
    return DbzKit(load_pool())


# The options new_game accepts for this game beyond the engine's (name -> what it does).
GAME_OPTIONS: Mapping[str, str] = MappingProxyType({})


STARTERS: dict[DbzKit, tuple[Deck, Deck]] = {}
"""The starter decks checked against each card kit, read once per process."""


class DbzRules(DriverRules):
    """The DBZ TCG rules (DBZ RB and DBZ CRD) behind the engine's GameRules protocol."""

    name = "dbz"
    procedure = PROCEDURE
    # The optional compiled build (compiled.py): the state, the procedure and the search's
    # evaluation and determinising. The state is a compiled class there, which interpreted
    # code reads more slowly, so the modules that read it at every decision go with it.
    compiled_modules = tuple(
        f"reishi.games.dbz.{m}"
        for m in (
            "state",
            "flow",
            "combat_steps",
            "moves",
            "basics",
            "instants",
            "attacks",
            "attack_start",
            "turn_steps",
            "resolution",
            "evaluation",
            "invariants",  # after every action of a fuzzed game
            "viewing",  # a view for the seat to move at every decision
            "conditions",  # the timing and condition tests of every card in play
            "determinize",
            "stages",
        )
    )
    version = RULES_VERSION
    seats = 2
    options = GAME_OPTIONS

    def __init__(self, kit: DbzKit | None = None) -> None:
        self._kit = kit

    @property
    def kit(self) -> DbzKit:
        """The cards (loaded on first use)."""
        if self._kit is None:
            self._kit = default_kit()
        return self._kit

    def scenario_hooks(self) -> ScenarioHooks:
        """How scenario files set up and check a game (docs/scenarios.md)."""
        return DbzScenarioHooks(DbzRules, lambda: self.kit)

    def new_state(self, decks: Sequence[Any], seed: int, options: dict[str, Any]) -> DbzState:
        """Lay out both decks (DBZ RB: Gameplay), shuffle, pick the first player, advance."""
        if len(decks) != 2:
            raise DataError("<decks>", f"DBZ TCG needs exactly 2 decks, got {len(decks)}")
        state = DbzState(seed, self.kit)
        state.options = dict(options)
        for seat, deck in enumerate(decks):
            self._lay_out(state, seat, self._as_deck(deck))
        for seat in (0, 1):
            state.rng.shuffle(state.cards_in(seat, Zone.LIFE))
        first = state.rng.below(2)
        state.first_player = first
        log(state, ev.RuleApplied, f"{seat_name(first)} goes first", "DBZ RB: Gameplay")
        state.frames = [("turn", first)]
        advance(state)
        return state

    def _as_deck(self, deck: Any) -> Deck:
        if isinstance(deck, Deck):
            return deck
        path = deck_file(deck)
        if path is not None:
            return self.load_deck(path)
        if isinstance(deck, str):
            return self.parse_deck(deck)
        raise DataError("<decks>", f"not a deck: {deck!r}")

    def _lay_out(self, state: DbzState, seat: int, deck: Deck) -> None:
        pool = self.kit.pool
        for name in deck.personality:
            card = pool.find(name)
            if card is None:
                raise DataError("<deck>", f"unknown card {name!r}")
            level = card.level or 1
            # Level 1 at five stages above zero, anger 0 (DBZ RB: Gameplay).
            zone = Zone.MP if level == 1 else Zone.MP_SET
            cid = state.new_card(card, seat, zone_code(seat, zone))
            state.stage.append(5 if level == 1 else 0)
            state.used_turn.append(-1)
            del cid
        for section, zone in ((deck.mastery, Zone.MASTERY), (deck.main, Zone.LIFE)):
            for name in section:
                card = pool.find(name)
                if card is None:
                    raise DataError("<deck>", f"unknown card {name!r}")
                state.new_card(card, seat, zone_code(seat, zone))
                state.stage.append(0)
                state.used_turn.append(-1)
        if len(state.cards_in(seat, Zone.MP)) != 1:
            raise DataError("<deck>", "the MP set needs exactly one level 1 card")

    def starter_decks(self) -> tuple[Deck, Deck]:
        """The two shipped starter decks (read and checked once per card kit: immutable)."""
        # Kept beside the rules, not in them: every new game makes a new rules object.
        found = STARTERS.get(self.kit)
        if found is None:
            first, second = (self.load_deck(DECKS_DIR / name) for name in STARTER_DECKS)
            found = STARTERS[self.kit] = (first, second)
        return found

    def load_deck(self, path: Path) -> Deck:
        """Read and check a deck file (every violation reported)."""
        return self._checked(parse_deck(read_deck_file(path), path), str(path))

    def parse_deck(self, text: str) -> Deck:
        """Read and check a deck from its text."""
        return self._checked(parse_deck(text, "<deck text>"), "<deck text>")

    def _checked(self, deck: Deck, where: str) -> Deck:
        problems = check_deck(deck, self.kit.pool, self.kit.result)
        if problems:
            raise DeckError(where, problems)
        return deck

    def view(self, state: Any, seat: int | None) -> DbzView:
        """What ``seat`` may know."""
        return build_view(state, seat)

    def describe(self, state: Any, action: Action) -> str:
        """An action in text notation."""
        return describe_action(state, action)

    def describe_event(self, event: Event) -> str:
        """One readable log line, with the rule in brackets."""
        return describe_event(event)

    # --- presenting (engine/presentation.py: SupportsActionNotes, SupportsEventLevels) ----
    stop_moments = notes.STOP_MOMENTS

    def action_notes(self, state: Any, actions: Sequence[Action]) -> list[ActionNote]:
        """Each action's kind and, for attacks, their cost."""
        return notes.action_notes(state, actions)

    def decision_moment(self, state: Any) -> str:
        """The part of the turn the decision belongs to."""
        return notes.decision_moment(state)

    def event_level(self, event: Event) -> EventLevel:
        """How much an event matters to a reader."""
        return log_levels.event_level(event)

    def event_step(self, event: Event) -> str:
        """The step of the turn an event belongs to."""
        return log_levels.event_step(event)

    def quiet_summary(self, events: Sequence[Event]) -> str:
        """A run of passes in one line."""
        return log_levels.quiet_summary(events)

    # --- conformance kit (engine/rules.py: SupportsInvariants, SupportsHiddenZones) -------
    def invariant_violations(self, state: Any) -> list[str]:
        """The rules' invariants ``state`` breaks (see invariants.py)."""
        return invariants.invariant_violations(state)

    # --- search support (engine/rules.py: SupportsDeterminize, SupportsEvaluate) ----------
    def determinize(self, state: Any, seat: int, rng: Rng) -> DbzState:
        """A copy with the other hand and every deck order re-sampled for ``seat``."""
        return determinize(state, seat, rng)

    def evaluate(self, state: Any, seat: int) -> float:
        """``seat``'s prospects in [0, 1] from public facts (evaluation.py)."""
        return evaluate(state, seat)

    def hidden_zones(self, state: Any, seat: int) -> list[tuple[int, ...]]:
        """The zones ``seat`` cannot look into (see invariants.py)."""
        return invariants.hidden_zones(state, seat)

    # --- front-end extensions (engine/extensions.py) ---------------------------------------
    deck_import_suffixes = deck_tools.DECK_IMPORT_SUFFIXES

    def check_deck_file(self, path: Path, cards: Sequence[Path] = ()) -> Report:
        """Every rule of DBZ RB: Making a Deck the deck file breaks."""
        return deck_tools.check_deck_file(path, cards)

    def show_deck_file(self, path: Path, cards: Sequence[Path] = ()) -> Report:
        """The deck file's MP levels, Mastery and Life Deck."""
        return deck_tools.show_deck_file(path, cards)

    def import_deck(self, path: Path, cards: Sequence[Path] = ()) -> str:
        """An OCTGN ``.o8d`` deck as ``.deck`` text."""
        return deck_tools.import_deck(path, cards)

    def deck_builder_options(self) -> Mapping[str, str]:
        """The choices of ``reishi deck new dbz``: the MP's name, the style, a name."""
        return deck_builder.BUILDER_OPTIONS

    def new_deck(self, options: Mapping[str, str], cards: Sequence[Path] = ()) -> str:
        """A legal skeleton from the real pool (deck_builder.py) as ``.deck`` text."""
        kit = self.kit if not cards else DbzKit(load_pool(cards[0]))
        return format_deck(deck_builder.new_deck(options, kit.pool, kit.result))

    def random_deck(self, seed: int) -> str:
        """A random legal deck of the executable pool (deck_builder.random_deck) as text."""
        pool, runs = self.kit.pool, self.kit.result
        # Once per pool: every game of a fuzz run asks for two decks.
        sets = pool.remembered(("mp sets", runs), lambda: deck_builder.complete_mp_sets(pool, runs))
        deck = deck_builder.random_deck(pool, runs, Rng(seed), sets)
        return format_deck(deck)

    def card_fields(self) -> Mapping[str, str]:
        """The fields a card search may filter on."""
        return card_data.CARD_FIELDS

    def search_cards(
        self, query: str, where: Mapping[str, str], limit: int, source: Path | None = None
    ) -> Listing:
        """Cards of the store matching ``query`` and ``where``."""
        return card_data.search_cards(query, where, limit, source)

    def show_card(self, title: str, source: Path | None = None) -> Report:
        """One card's data and compiled program."""
        return card_data.show_card(title, source)

    def import_cards(
        self,
        paths: Sequence[Path],
        store: Path | None = None,
        verbose: bool = False,
        force: bool = False,
    ) -> Report:
        """Import OCTGN set XML into the card store (``force``: even a much smaller one)."""
        return card_data.import_cards(paths, store, verbose, force)

    def card_coverage(
        self, source: Path | None = None, retail_only: bool = False, top: int = 20
    ) -> Report:
        """How much card text compiles and runs, per set."""
        return card_data.card_coverage(source, retail_only, top)


def is_personality_type(kind: CardType) -> bool:
    """MPs and Allies are personalities."""
    return kind in (CardType.MAIN_PERSONALITY, CardType.ALLY)
