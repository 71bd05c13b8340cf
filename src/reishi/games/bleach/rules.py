"""``BleachRules``: the Bleach TCG plugged into the engine's one interface."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from reishi.engine.actions import Action
from reishi.engine.driver import DriverRules
from reishi.engine.errors import DataError
from reishi.engine.events import Event
from reishi.engine.extensions import Listing, Report, TableCommand
from reishi.engine.rng import Rng
from reishi.engine.scenario_hooks import ScenarioHooks
from reishi.games.bleach import card_data, commands, deck_tools, invariants
from reishi.games.bleach import events as ev
from reishi.games.bleach.decks import Deck, load_deck, parse_deck, validate_deck
from reishi.games.bleach.determinize import determinize
from reishi.games.bleach.evaluation import evaluate
from reishi.games.bleach.flow import PROCEDURE, advance
from reishi.games.bleach.kit import CardKit, default_kit
from reishi.games.bleach.match import Match
from reishi.games.bleach.notation import describe_action, seat_name
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
        # The procedure, legal actions, payment, stats and triggers run at every decision.
        # No interpreted class inherits from a class of theirs, as mypyc requires.
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
    )
)
"""The hot modules of the optional compiled build (``make compiled``)."""
STARTER_DECKS = ("substitute-soul-reapers.deck", "tosen-komamura.deck")


class BleachRules(DriverRules):
    """The Bleach TCG rules (RB and ARD) behind the engine's GameRules protocol."""

    name = "bleach"
    version = RULES_VERSION
    seats = 2
    procedure = PROCEDURE
    compiled_modules = COMPILED_MODULES  # what `make compiled` turns into C (compiled.py)

    def __init__(self, kit: CardKit | None = None) -> None:
        self.kit = kit if kit is not None else default_kit()

    # --- setup -----------------------------------------------------------------------------
    def new_state(self, decks: Sequence[Any], seed: int, options: dict[str, Any]) -> BleachState:
        """Lay out both decks, flip for the first player and advance to the first decision."""
        if len(decks) != 2:
            raise DataError("<decks>", f"Bleach TCG needs exactly 2 decks, got {len(decks)}")
        state = BleachState(seed, self.kit)
        state.options = dict(options)
        for seat, deck in enumerate(decks):
            self._lay_out(state, seat, self._as_deck(deck))
        state.set_info([self.kit.info(d) for d in state.defs])
        state.frames = [("start_turn",), ("deal",), ("choose_first",)]
        advance(state)
        return state

    def _as_deck(self, deck: Any) -> Deck:
        if isinstance(deck, Deck):
            return deck
        if isinstance(deck, str | Path) and Path(deck).is_file():
            return self.load_deck(Path(deck))
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
        """The two shipped starter decks."""
        return tuple(self.load_deck(DECKS_DIR / name) for name in STARTER_DECKS)  # type: ignore[return-value]

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
        """``seat``'s prospects in [0, 1] from power, deck sizes and the table."""
        return evaluate(state, seat)

    def describe_event(self, event: Event) -> str:
        """One readable log line."""
        return describe_event(event)

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


def describe_event(event: Event) -> str:
    """A log line: what happened, then the rule in brackets."""
    text = _EVENT_TEXT.get(type(event))
    body = text(event) if text is not None else _generic(event)
    return f"{body}  [{event.rule}]" if event.rule else body


def _generic(event: Event) -> str:
    fields = {
        k: getattr(event, k) for k in event.__struct_fields__ if k not in ("rule", "visible_to")
    }
    name = type(event).__name__
    words = "".join(" " + c.lower() if c.isupper() else c for c in name).strip()
    return words + (" " + ", ".join(f"{k}={v}" for k, v in fields.items()) if fields else "")


def _who(seat: int) -> str:
    return seat_name(seat)


_EVENT_TEXT: dict[type, Any] = {
    ev.TurnBegan: lambda e: f"— turn {e.turn}: {_who(e.seat)} is the active player —",
    ev.CardDrawn: lambda e: f"{_who(e.seat)} drew {e.title or 'a card'}",
    ev.HandDrawn: lambda e: f"{_who(e.seat)} drew an opening hand of {e.count}",
    ev.EnergyPlayed: lambda e: f"{_who(e.seat)} played {e.title} into the energy row",
    ev.CardPlayed: lambda e: f"{_who(e.seat)} played {e.title}",
    ev.CardEnteredPlay: lambda e: (
        f"{e.title} entered play for {_who(e.seat)}" + (" depleted" if e.depleted else "")
    ),
    ev.CardMoved: lambda e: f"{e.title} moved from {e.source} to {_who(e.owner)}'s {e.destination}",
    ev.PriorityPassed: lambda e: (
        f"{_who(e.seat)} passed" + (" (nothing to do)" if e.automatic else "")
    ),
    ev.QueueItemAdded: lambda e: f"queue +{e.uid}: {e.source} ({e.kind}) — {e.description}",
    ev.QueueItemResolved: lambda e: f"queue {e.uid} resolved: {e.source}",
    ev.QueueItemCancelled: lambda e: f"queue {e.uid} ({e.source}) cancelled by {e.by}",
    ev.PowerChanged: lambda e: (
        f"{_who(e.seat)}'s guardian {'gained' if e.amount > 0 else 'lost'} "
        f"{abs(e.amount)} power ({e.cause}) → {e.power}"
    ),
    ev.AttackDeclared: lambda e: f"{_who(e.seat)} declared an attack: {e.title} with {e.stat}",
    ev.CharacterAttacked: lambda e: f"{e.title} is attacking with {e.stat}",
    ev.DefenderDeclared: lambda e: (
        f"{_who(e.seat)} defends with {e.title}"
        if e.card >= 0
        else f"{_who(e.seat)} declared no defender"
    ),
    ev.StatsLocked: lambda e: (
        f"stats locked: attacker {e.attack_value} vs defender {e.defend_value} — {e.outcome}"
    ),
    ev.Boosted: lambda e: f"{e.title}'s {e.stat} boosted by {e.amount}",
    ev.GameEnded: lambda e: (
        ("game drawn" if e.winner < 0 else f"{_who(e.winner)} wins") + f" ({e.reason})"
    ),
    ev.ActionTaken: lambda e: f"{_who(e.seat)}: {e.text}" + (" (forced)" if e.automatic else ""),
    ev.WindowOpened: lambda e: f"· priority window: {e.label}",
    ev.GameStarted: lambda e: (
        f"game started: {e.guardians[0]} (p1) vs {e.guardians[1]} (p2); "
        f"{_who(e.flip_winner)} won the flip"
    ),
    ev.FirstPlayerChosen: lambda e: f"{_who(e.chooser)} chose {_who(e.first)} to go first",
    ev.Mulliganed: lambda e: f"{_who(e.seat)} put the hand on the bottom of the deck (mulligan)",
    ev.HandKept: lambda e: f"{_who(e.seat)} kept the opening hand",
    ev.CostPaid: lambda e: f"{_who(e.seat)} paid: {e.description}",
    ev.CharacterOverlaid: lambda e: f"{e.title} overlaid the previous version (#{e.old})",
    ev.CardAttached: lambda e: f"{e.title} attached to {e.host_title}",
    ev.CardRevealed: lambda e: f"{_who(e.seat)} revealed {e.title}",
    ev.SearchFoundNothing: lambda e: f"{_who(e.seat)} searched and chose to find nothing",
    ev.DeckShuffled: lambda e: f"{_who(e.seat)}'s deck was shuffled",
    ev.MainStepPassed: lambda e: f"{_who(e.seat)} passed the Main step",
    ev.AttackEnded: lambda e: f"the attack ended: {e.reason}",
    ev.BattleBegan: lambda e: "the battle began" + ("" if e.defender >= 0 else " (no defender)"),
    ev.StatSwitched: lambda e: f"stat in battle switched from {e.old} to {e.new} (now {e.value})",
    ev.StatModified: lambda e: f"{e.title} gets {e.amount:+d} {e.stat} ({e.duration})",
    ev.FloatingEffectCreated: lambda e: f"floating effect: {e.description}",
    ev.FloatingEffectEnded: lambda e: f"floating effect ended: {e.description}",
    ev.EffectFizzled: lambda e: f"{e.source} did nothing: {e.reason}",
    ev.LoopRepeated: lambda e: f"{_who(e.seat)} repeated a {e.length}-action loop {e.times}x",
    ev.CardDepleted: lambda e: f"{e.title} depleted",
    ev.CardRenewed: lambda e: f"{e.title} renewed",
    ev.CardsRenewed: lambda e: f"{_who(e.seat)} renewed {len(e.cards)} card(s)",
}
