"""Reishi games as OpenSpiel Python games: ``pyspiel.load_game("python_reishi_<game>")``.

``import reishi.rl.openspiel`` registers one game per encoder (a ``-`` in a name becomes
``_``). Shuffles and coin flips happen inside Reishi's seeded engine, so
the games are declared *sampled stochastic*: no explicit chance nodes, each new initial state
drawn from the game parameter ``seed`` and a counter, and a clone carries its random
generator. Actions are the encoder's indices; tensors are the encoder's observation of the
player's view. The information state adds the player's own past actions to its view (what it
saw and what it did); ``resample_from_infostate`` re-deals what the player cannot see, so
OpenSpiel's ISMCTS searches without peeking.
"""

from __future__ import annotations

from typing import Any

import msgspec
import numpy as np
import pyspiel

from reishi.engine.game import Game, new_game
from reishi.engine.rules import get_rules
from reishi.interfaces.rl.encoder import Encoder, LegalActions, encoder_games, get_encoder

PREFIX = "python_reishi_"
MAX_GAME_LENGTH = 20_000  # decisions; the games' own turn limits end them far sooner
SEED_SPACE = 2**31


def short_name(game: str) -> str:
    """The OpenSpiel name of ``game``: ``python_reishi_`` and the name, ``-`` written ``_``."""
    return PREFIX + game.replace("-", "_")


def game_type(game: str) -> pyspiel.GameType:
    """OpenSpiel's description of ``game``: sequential, sampled stochastic, imperfect info."""
    return pyspiel.GameType(
        short_name=short_name(game),
        long_name=f"Reishi {game}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=2,
        min_num_players=2,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={"seed": 0},
    )


class ReishiSpielGame(pyspiel.Game):  # type: ignore[misc]
    """One Reishi game under OpenSpiel's Game API."""

    def __init__(self, game: str, params: dict[str, Any] | None = None) -> None:
        self.reishi_name = game
        self.encoder: Encoder = get_encoder(game)
        info = pyspiel.GameInfo(
            num_distinct_actions=self.encoder.action_size,
            max_chance_outcomes=0,
            num_players=get_rules(game).seats,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=0.0,
            max_game_length=MAX_GAME_LENGTH,
        )
        super().__init__(game_type(game), info, params or {})
        self._seed = int((params or {}).get("seed", 0))
        self._dealt = 0

    def new_initial_state(self) -> ReishiSpielState:
        """A new game; each call deals the next seed after the parameter ``seed``."""
        self._dealt += 1
        seed = self._seed * 1_000_003 + self._dealt
        return ReishiSpielState(self, _Core(self.reishi_name, self.encoder, seed))

    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
    ) -> ReishiObserver:
        """The observer of a player: the encoded view (and own actions for perfect recall)."""
        if params:
            raise ValueError(f"observation parameters are not supported: {params}")
        recall = iig_obs_type is None or bool(iig_obs_type.perfect_recall)
        return ReishiObserver(self.encoder, perfect_recall=recall)


class _Core:
    """A state's Python side in one attribute, so OpenSpiel's clone copies it Reishi's way.

    OpenSpiel clones a Python state by building a new initial state and deep-copying each
    attribute; this holder clones the game cheaply instead, shares the encoder, and deals
    its game only when first asked (a clone's fresh initial game is never needed).
    """

    __slots__ = ("_game", "encoder", "name", "own", "seed", "table")

    def __init__(self, name: str, encoder: Encoder, seed: int, game: Game | None = None) -> None:
        self.name = name
        self.encoder = encoder
        self.seed = seed
        self._game = game
        self.own: tuple[tuple[int, ...], ...] = ((), ())  # each player's own past actions
        self.table: LegalActions | None = None

    @property
    def game(self) -> Game:
        """The Reishi game (dealt on first use)."""
        if self._game is None:
            self._game = new_game(self.name, None, self.seed)
        return self._game

    def with_game(self, game: Game) -> _Core:
        """A core with ``game`` and this one's action history."""
        core = _Core(self.name, self.encoder, self.seed, game)
        core.own = self.own
        return core

    def __deepcopy__(self, memo: dict[int, Any]) -> _Core:
        return self.with_game(self.game.clone())


class ReishiSpielState(pyspiel.State):  # type: ignore[misc]
    """A Reishi game in progress under OpenSpiel's State API."""

    def __init__(self, spiel_game: ReishiSpielGame, core: _Core) -> None:
        super().__init__(spiel_game)
        self._core = core

    @property
    def reishi_game(self) -> Game:
        """The underlying Reishi game (full information: never hand it to a player)."""
        return self._core.game

    def current_player(self) -> int:
        """The player to act, or OpenSpiel's TERMINAL."""
        seat = self._core.game.current_player
        return int(pyspiel.PlayerId.TERMINAL) if seat is None else seat

    def _legal(self) -> LegalActions:
        core = self._core
        if core.table is None:
            game = core.game
            seat = game.current_player
            assert seat is not None
            core.table = LegalActions(core.encoder, game.view(seat), game.legal_actions())
        return core.table

    def _legal_actions(self, player: int) -> list[int]:
        """The legal indices of ``player`` (the player to act), ascending."""
        if player != self._core.game.current_player:
            return []
        return sorted(self._legal().by_index)

    def _apply_action(self, action: int) -> None:
        """Play the action at index ``action``; a masked-out index raises IllegalIndexError."""
        core = self._core
        seat = core.game.current_player
        assert seat is not None
        core.game.apply(self._legal().action(action))
        own = list(core.own)
        own[seat] = (*own[seat], int(action))
        core.own = tuple(own)
        core.table = None

    def _action_to_string(self, player: int, action: int) -> str:
        """The action in the game's text notation when legal now, else its index."""
        game = self._core.game
        if player == game.current_player and action in self._legal().by_index:
            return game.describe(self._legal().by_index[action])
        return f"action {action}"

    def is_terminal(self) -> bool:
        """True once the game is over."""
        return self._core.game.is_over

    def returns(self) -> list[float]:
        """+1 / -1 at the end (0 each for a draw or an unfinished game)."""
        game = self._core.game
        if not game.is_over or game.winner is None:
            return [0.0, 0.0]
        return [1.0 if seat == game.winner else -1.0 for seat in (0, 1)]

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> ReishiSpielState:
        """A state ``player_id`` cannot tell from this one, its hidden part re-dealt."""
        core = self._core
        seed = int(probability_sampler() * SEED_SPACE)
        game = core.encoder.resample(core.game, player_id, seed)
        state: ReishiSpielState = self.clone()
        state._core = core.with_game(game)
        return state

    def own_actions(self, player: int) -> tuple[int, ...]:
        """The actions ``player`` has taken so far."""
        return self._core.own[player]

    def __str__(self) -> str:
        """Whose turn it is and the turn number (a full dump would show hidden cards)."""
        core = self._core
        return f"{core.name} turn {core.game.turn}, to act: {self.current_player()}"


class ReishiObserver:
    """OpenSpiel's observer protocol over a Reishi encoder (the player's view only)."""

    def __init__(self, encoder: Encoder, perfect_recall: bool) -> None:
        self.encoder = encoder
        self.perfect_recall = perfect_recall
        self.tensor = np.zeros(encoder.observation_size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: ReishiSpielState, player: int) -> None:
        """Fill the tensor with ``player``'s encoded view of ``state``."""
        self.tensor[:] = self.encoder.observe(state.reishi_game.view(player))

    def string_from(self, state: ReishiSpielState, player: int) -> str:
        """``player``'s view as JSON, and its own actions when perfect recall is asked for."""
        text = msgspec.json.encode(state.reishi_game.view(player)).decode()
        if self.perfect_recall:
            return f"{text} own:{list(state.own_actions(player))}"
        return text


def register_games() -> list[str]:
    """Register every game with an encoder under its OpenSpiel name (once); the names."""
    names = []
    registered = set(pyspiel.registered_names())
    for game in encoder_games():
        name = short_name(game)
        if name not in registered:
            pyspiel.register_game(game_type(game), _game_class(game))
        names.append(name)
    return sorted(names)


def _game_class(game: str) -> type[ReishiSpielGame]:
    """A subclass bound to ``game``: OpenSpiel registers a class, called with the parameters."""

    def init(self: ReishiSpielGame, params: dict[str, Any] | None = None) -> None:
        ReishiSpielGame.__init__(self, game, params)

    name = "ReishiSpielGame_" + game.replace("-", "_")
    return type(name, (ReishiSpielGame,), {"__init__": init})
