"""Toy race: the smallest card game on Reishi, for tests and docs/adding-a-game.md.

Each seat shuffles its deck of numbered cards and draws three into its hidden hand. On its
turn a seat plays a card from its hand (its number is added to the seat's power) or passes,
then draws a card. Reaching the target power wins ("power"); having to draw from an empty
deck loses ("deck-out"); after the turn limit the game is drawn ("tie").
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from reishi.engine.actions import Action, PassPriority
from reishi.engine.errors import DataError, GameOverError, IllegalActionError
from reishi.engine.events import ActionTaken, CardDrawn, CardPlayed, Event, GameEnded, TurnBegan
from toygame import invariants
from toygame.state import Card, ToyState, Zone, zone_code
from toygame.view import ToyView, build_view

NAME = "toy"
TARGET = 20  # the power that wins, unless the option "target" says otherwise
HAND = 3
TURN_LIMIT = 120
STARTER = tuple([1, 2, 3, 4, 5] * 4)


class PlayCard(Action, frozen=True, tag="toy-play"):
    """Play the card ``card`` from your hand."""

    card: int


class ToyRules:
    """The rules of the toy race behind the GameRules protocol."""

    name = NAME
    version = "toy-1"
    seats = 2

    def new_state(self, decks: Sequence[Any], seed: int, options: dict[str, Any]) -> ToyState:
        """Shuffle, deal three cards each, draw lots for the first player."""
        if len(decks) != 2:
            raise DataError("<decks>", f"the toy race needs 2 decks, got {len(decks)}")
        state = ToyState(seed)
        state.options = {"target": int(options.get("target", TARGET))}
        for seat, deck in enumerate(decks):
            if len(deck) < HAND:
                raise DataError("<decks>", f"a deck needs at least {HAND} cards")
            for value in deck:
                state.new_card(Card(int(value)), seat, zone_code(seat, Zone.DECK))
            state.rng.shuffle(state.cards_in(seat, Zone.DECK))
            for _ in range(HAND):
                _draw(state, seat)
        state.first_player = state.current_player = state.rng.below(2)
        _begin_turn(state, state.first_player)
        return state

    def legal_actions(self, state: Any) -> list[Action]:
        """Play any card in hand, or pass."""
        if state.is_over:
            return []
        hand = state.cards_in(state.current_player, Zone.HAND)
        return [*(PlayCard(card) for card in hand), PassPriority()]

    def apply(self, state: Any, action: Action) -> None:
        """Play or pass, draw, then check the end and hand the turn over."""
        if state.is_over:
            raise GameOverError(action, "the game is over")
        if action not in self.legal_actions(state):
            raise IllegalActionError(action, _why_illegal(state, action))
        seat = state.current_player
        state.record(ActionTaken(seat=seat, text=self.describe(state, action)))
        if isinstance(action, PlayCard):
            value = state.defs[action.card].value
            state.place(action.card, zone_code(seat, Zone.PLAYED))
            state.power[seat] += value
            state.record(CardPlayed(seat=seat, card=action.card, title=str(value)))
            if state.power[seat] >= state.options["target"]:
                return _end(state, seat, "power")
        if not state.cards_in(seat, Zone.DECK):
            return _end(state, 1 - seat, "deck-out")
        _draw(state, seat)
        if state.turn >= TURN_LIMIT:
            return _end(state, None, "tie")
        _begin_turn(state, 1 - seat)
        return None

    def view(self, state: Any, seat: int) -> ToyView:
        """Both powers and piles, the played cards, and only ``seat``'s own hand."""
        return build_view(state, seat)

    def describe(self, state: Any, action: Action) -> str:
        """``play N`` or ``pass``."""
        if isinstance(action, PlayCard):
            return f"play {state.defs[action.card].value}"
        return "pass"

    def describe_event(self, event: Event) -> str:
        """One log line."""
        if isinstance(event, TurnBegan):
            return f"— turn {event.turn}: P{event.seat + 1} —"
        if isinstance(event, CardDrawn):
            return f"P{event.seat + 1} drew {event.title or 'a card'}"
        if isinstance(event, CardPlayed):
            return f"P{event.seat + 1} played {event.title}"
        if isinstance(event, ActionTaken):
            return f"P{event.seat + 1}: {event.text}"
        if isinstance(event, GameEnded):
            who = "nobody" if event.winner < 0 else f"P{event.winner + 1}"
            return f"{who} won ({event.reason})"
        return repr(event)

    def starter_decks(self) -> tuple[Any, ...]:
        """Two decks of four each of 1 to 5."""
        return (STARTER, STARTER)

    def load_deck(self, path: Path) -> tuple[int, ...]:
        """A deck file: card numbers separated by commas or lines."""
        return parse_deck(Path(path).read_text(encoding="utf-8"), str(path))

    def parse_deck(self, text: str) -> tuple[int, ...]:
        """A deck from its text."""
        return parse_deck(text, "<deck text>")

    # --- conformance kit (engine/rules.py: SupportsInvariants, SupportsHiddenZones) -------
    def invariant_violations(self, state: Any) -> list[str]:
        """The toy's invariants ``state`` breaks."""
        return invariants.invariant_violations(state)

    def hidden_zones(self, state: Any, seat: int) -> list[tuple[int, ...]]:
        """The zones ``seat`` cannot look into."""
        return invariants.hidden_zones(state, seat)


def parse_deck(text: str, where: str) -> tuple[int, ...]:
    """Card numbers separated by commas or lines; DataError names the place."""
    try:
        values = tuple(int(v) for v in text.replace("\n", ",").split(",") if v.strip())
    except ValueError:
        raise DataError(where, "deck values must be integers") from None
    if len(values) < HAND:
        raise DataError(where, f"a deck needs at least {HAND} cards")
    return values


def _why_illegal(state: ToyState, action: Action) -> str:
    if not isinstance(action, PlayCard):
        return "not a toy action"
    if not 0 <= action.card < len(state.defs):
        return f"there is no card #{action.card}"
    return "that card is not in your hand"


def _draw(state: ToyState, seat: int) -> None:
    card = state.cards_in(seat, Zone.DECK)[-1]
    state.place(card, zone_code(seat, Zone.HAND))
    # Only the drawer sees what it drew; the others get CardDrawn's redacted copy.
    state.record(
        CardDrawn(seat=seat, card=card, title=str(state.defs[card].value), visible_to=seat)
    )


def _begin_turn(state: ToyState, seat: int) -> None:
    state.turn += 1
    state.current_player = seat
    state.record(TurnBegan(turn=state.turn, seat=seat))


def _end(state: ToyState, winner: int | None, reason: str) -> None:
    state.winner, state.end_reason, state.is_over = winner, reason, True
    state.current_player = None
    state.record(GameEnded(winner=-1 if winner is None else winner, reason=reason))
