"""The one interface every consumer drives a game through (ARCHITECTURE: The one interface)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

from reishi.engine.actions import Action
from reishi.engine.errors import IllegalActionError
from reishi.engine.events import EVERYONE, Event, iter_log
from reishi.engine.rng import Rng
from reishi.engine.rules import (
    FeatureMissingError,
    GameRules,
    GameState,
    SupportsDeterminize,
    SupportsEvaluate,
    get_rules,
)


class Game:
    """A game in progress: rules plus state, with the OpenSpiel-style API."""

    __slots__ = ("rules", "state")

    def __init__(self, rules: GameRules, state: GameState) -> None:
        self.rules = rules
        self.state = state

    @property
    def current_player(self) -> int | None:
        """Seat that must decide now, or None when the game is over."""
        return None if self.state.is_over else self.state.current_player

    @property
    def is_over(self) -> bool:
        """True once a player has won or the game is drawn."""
        return self.state.is_over

    @property
    def winner(self) -> int | None:
        """The winning seat; None while playing or for a draw."""
        return self.state.winner

    @property
    def end_reason(self) -> str:
        """How the game ended, in the rules' words ('' while it is being played)."""
        return self.state.end_reason

    @property
    def turn(self) -> int:
        """The current turn number (0 during setup)."""
        return self.state.turn

    @property
    def first_player(self) -> int:
        """The seat that took (or will take) the first turn."""
        return self.state.first_player

    def legal_actions(self) -> list[Action]:
        """Every legal choice at this point, as typed Action records."""
        if self.state.is_over:
            return []
        return self.rules.legal_actions(self.state)

    def apply(self, action: Action) -> None:
        """Validate, then advance to the next decision (or the end)."""
        self.rules.apply(self.state, action)

    def view(self, seat: int | None) -> Any:
        """What ``seat`` may know: hidden zones redacted (None: a spectator, public only)."""
        return self.rules.view(self.state, seat)

    def clone(self) -> Game:
        """An independent copy, cheap enough for search."""
        return Game(self.rules, self.state.clone())

    @property
    def can_determinize(self) -> bool:
        """True when the rules can re-sample hidden information (``determinize``)."""
        return callable(getattr(self.rules, "determinize", None))

    def determinize(self, seat: int, seed: int) -> Game:
        """A clone in which everything ``seat`` cannot know is re-sampled, seeded by ``seed``.

        ``seat``'s view of the clone equals its view of this game; the hidden rest is one
        possible truth consistent with that view, so search may play it out without cheating.
        """
        if not self.can_determinize:
            raise FeatureMissingError(f"{self.rules.name} cannot determinize hidden information")
        rules = cast(SupportsDeterminize, self.rules)
        return Game(self.rules, rules.determinize(self.state, seat, Rng(seed)))

    def evaluate(self, seat: int) -> float:
        """``seat``'s result in [0, 1] once over, else the rules' estimate (0.5 without one)."""
        if self.state.is_over:
            winner = self.state.winner
            return 0.5 if winner is None else float(winner == seat)
        if not callable(getattr(self.rules, "evaluate", None)):
            return 0.5
        return cast(SupportsEvaluate, self.rules).evaluate(self.state, seat)

    @property
    def log(self) -> list[Event]:
        """Every event so far, oldest first (full information)."""
        return list(iter_log(self.state.log_head))

    def log_for(self, seat: int | None) -> list[Event]:
        """The log as ``seat`` may see it: others' hidden events redacted (None: every one)."""
        return [
            e if e.visible_to in (EVERYONE, seat) else e.redacted()
            for e in iter_log(self.state.log_head)
        ]

    def describe(self, action: Action) -> str:
        """An action in the text notation."""
        return self.rules.describe(self.state, action)

    def parse(self, text: str) -> Action:
        """The legal action written as ``text`` (its notation, or its number from 1)."""
        actions = self.legal_actions()
        wanted = " ".join(text.strip().split()).lower()
        if wanted.isdigit():
            number = int(wanted)
            if 1 <= number <= len(actions):
                return actions[number - 1]
            raise IllegalActionError(text, f"there are {len(actions)} legal actions, not {number}")
        described = [(self.describe(a).lower(), a) for a in actions]
        exact = [a for d, a in described if d == wanted]
        if len(exact) >= 1:
            return exact[0]
        prefixed = [a for d, a in described if d.startswith(wanted)]
        if len(prefixed) == 1:
            return prefixed[0]
        if prefixed:
            options = "; ".join(self.describe(a) for a in prefixed[:6])
            raise IllegalActionError(text, f"ambiguous, could be: {options}")
        raise IllegalActionError(text, "no legal action is written that way")


def new_game(
    name: str,
    decks: Sequence[Any] | None = None,
    seed: int = 0,
    **options: Any,
) -> Game:
    """Start a game of ``name`` (decks default to the game's starters), seeded for replay."""
    rules = get_rules(name)
    chosen = tuple(decks) if decks is not None else rules.starter_decks()
    return Game(rules, rules.new_state(chosen, seed, dict(options)))
