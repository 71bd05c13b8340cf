"""Best-two-out-of-three matches (ARD: Deciding Who Goes First; ARD: Side Deck).

The first game's first player is chosen after a random flip; for each later game the
loser of the previous game decides. Between games, and only then, normal cards in the
side deck may be swapped one-for-one with main-deck cards. A drawn game counts for
nobody; the match ends when a player has two wins or after five games (then the player
with more wins takes it, or the match is drawn).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from reishi.engine.errors import IllegalActionError
from reishi.engine.game import Game, new_game
from reishi.engine.rng import derive_seed
from reishi.games.bleach.decks import Deck, swap_side
from reishi.games.bleach.library import load_library

WINS_NEEDED = 2
MAX_GAMES = 5


class Match:
    """A match between two decks; play each game through ``next_game()``'s Game."""

    def __init__(
        self, decks: Sequence[Deck], seed: int = 0, options: Mapping[str, Any] | None = None
    ) -> None:
        self.decks = list(decks)
        self.seed = seed
        self.options = dict(options or {})  # game options every game of the match is given
        self.results: list[int | None] = []  # winner of each finished game (None: drawn)
        self.current: Game | None = None
        self._last: Game | None = None
        self.game_seed = seed  # seed and options of the current game, for its replay file
        self.game_options: dict[str, Any] = {}

    def _settle(self) -> None:
        # A finished game is recorded the first time anyone looks at the match.
        if self.current is not None and self.current.is_over:
            self.results.append(self.current.winner)
            self._last, self.current = self.current, None

    @property
    def wins(self) -> tuple[int, int]:
        """Games won by each seat so far."""
        self._settle()
        return (self.results.count(0), self.results.count(1))

    @property
    def is_over(self) -> bool:
        """True once a seat has two wins or the game limit is reached."""
        return max(self.wins) >= WINS_NEEDED or len(self.results) >= MAX_GAMES

    @property
    def winner(self) -> int | None:
        """The match winner (None while playing or if drawn)."""
        if not self.is_over:
            return None
        a, b = self.wins
        return 0 if a > b else 1 if b > a else None

    def swap(self, seat: int, out_of_main: Sequence[str], into_main: Sequence[str]) -> None:
        """ARD: Side Deck — swap normal side-deck cards with main-deck cards between games."""
        self._settle()
        if self.current is not None:
            raise IllegalActionError("swap", "side-deck swaps are allowed only between games")
        if not self.results:
            raise IllegalActionError(
                "swap", "side-deck swaps are allowed only before games 2 and 3"
            )
        self.decks[seat] = swap_side(
            self.decks[seat], list(out_of_main), list(into_main), load_library()
        )

    def next_game(self) -> Game:
        """Start the next game; the previous game's loser chooses who goes first."""
        self._settle()
        if self.current is not None:
            raise IllegalActionError("next game", "the current game is not over")
        if self.is_over:
            raise IllegalActionError("next game", "the match is over")
        options: dict[str, Any] = dict(self.options)
        if self._last is not None:
            last = self.results[-1]
            # The loser decides; after a drawn game the previous chooser decides again.
            chooser = (1 - last) if last is not None else self._last.state.flip_winner  # type: ignore[attr-defined]
            options["first_chooser"] = int(chooser)
        self.game_seed = derive_seed(self.seed, len(self.results))
        self.game_options = options
        self.current = new_game("bleach", decks=self.decks, seed=self.game_seed, **options)
        return self.current
