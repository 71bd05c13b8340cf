"""Games in play on the server: the only authority over every action.

A :class:`Hub` holds the live games, each rebuilt by replay from the store when the server
starts or when a link opens a game that is not in memory. Every action, a person's or a
computer's, goes through one path: check it against the legal actions, apply it to a clone,
commit it to the store, then swap the clone in and tell the watchers. A store that refuses
the write leaves the game exactly as it was.

Computer seats think in a worker thread on a snapshot of the game, so a thinking computer
never holds up the event loop and the other games on it. A decision that comes back after
the game moved on (a take-back) is dropped.
"""

from __future__ import annotations

import asyncio
import functools
import logging
from concurrent.futures import Executor, ThreadPoolExecutor
from typing import Protocol

import msgspec

from reishi.agents.base import Agent, decide
from reishi.agents.registry import make_agent
from reishi.engine.actions import Action
from reishi.engine.errors import IllegalActionError, ReishiError
from reishi.engine.game import Game
from reishi.interfaces.replay_file import ReplayRecord, decks_from_texts, notation_for, replay
from reishi.interfaces.web.store import GameStore, StoredGame

log = logging.getLogger("reishi.web")

HUMAN = "human"
COMPUTER = "computer"


class RefusedError(ReishiError):
    """A client's request was refused; ``code`` is stable, ``reason`` is shown to the player."""

    def __init__(self, code: str, reason: str) -> None:
        super().__init__(reason)
        self.code = code
        self.reason = reason


class Watcher(Protocol):
    """A connection that shows a game: told when the game changed."""

    seat: int | None

    def notify(self) -> None:
        """The game changed: send the new state when convenient."""
        ...


class LiveGame:
    """One game in memory: the rebuilt Game, its stored record and who watches it."""

    def __init__(
        self, stored: StoredGame, game: Game, agents: dict[int, Agent], deck_names: list[str]
    ) -> None:
        self.stored = stored
        self.deck_names = deck_names
        self.game = game
        self.agents = agents
        self.epoch = 0  # goes up when decisions are taken back (the log restarts)
        self.watchers: set[Watcher] = set()
        self.driving = False  # a computer seat's turn is being played
        self.failure = ""  # why the computer could not go on, shown to the players

    @property
    def id(self) -> str:
        """The game's id in the store."""
        return self.stored.id

    @property
    def version(self) -> int:
        """How many actions have been applied: a client names it to act on what it saw."""
        return len(self.stored.actions)

    def is_computer(self, seat: int) -> bool:
        """True when a computer agent plays ``seat``."""
        return self.stored.seats[seat].kind == COMPUTER

    def notify(self) -> None:
        """Tell every watcher the game changed."""
        for watcher in list(self.watchers):
            watcher.notify()

    def record(self, actions: list[str] | None = None) -> ReplayRecord:
        """The replay of this game (of its first actions, when given)."""
        s = self.stored
        return ReplayRecord(
            game=s.game,
            rules_version=s.rules_version,
            seed=s.seed,
            decks=s.decks,
            options=dict(s.options),
            actions=list(s.actions if actions is None else actions),
        )

    def can_take_back(self, seat: int | None) -> bool:
        """True when ``seat`` plays only computers and has a decision to take back."""
        if seat is None or self.game.is_over:
            return False
        others = [s for s in self.stored.seats if s.seat != seat]
        return all(s.kind == COMPUTER for s in others) and seat in self.stored.action_seats


class Hub:
    """The live games of one server, their store, and the worker that runs computer seats."""

    def __init__(
        self,
        store: GameStore,
        *,
        executor: Executor | None = None,
        computer_delay: float = 0.0,
    ) -> None:
        self.store = store
        self.games: dict[str, LiveGame] = {}
        self.executor = executor or ThreadPoolExecutor(max_workers=4, thread_name_prefix="agent")
        self.computer_delay = computer_delay  # seconds a computer waits, so a person can follow
        self._tasks: set[asyncio.Task[None]] = set()

    # --- opening games ----------------------------------------------------------------------

    def resume_all(self) -> int:
        """Rebuild every unfinished game by replay; return how many are live."""
        for game_id in self.store.unfinished():
            try:
                self.load(game_id)
            except ReishiError as exc:
                # One game that no longer replays must not keep the others from resuming.
                log.warning("game %s cannot be rebuilt: %s", game_id, exc)
        return len(self.games)

    def load(self, game_id: str) -> LiveGame:
        """The live game ``game_id``, rebuilt by replay from the store if not in memory."""
        live = self.games.get(game_id)
        if live is not None:
            return live
        stored = self.store.load(game_id)
        if stored is None:
            raise RefusedError("unknown-game", "no such game")
        record = ReplayRecord(
            game=stored.game,
            rules_version=stored.rules_version,
            seed=stored.seed,
            decks=stored.decks,
            options=dict(stored.options),
            actions=list(stored.actions),
            source=f"game {game_id}",
        )
        game = replay(record, strict_version=True)
        agents = {
            s.seat: make_agent(s.agent, _agent_seed(stored.seed, s.seat), game=stored.game)
            for s in stored.seats
            if s.kind == COMPUTER
        }
        live = self.games[game_id] = LiveGame(stored, game, agents, _deck_names(game, stored))
        return live

    def open(self, token: str) -> tuple[LiveGame, int | None] | None:
        """The game and seat a private link opens (seat None: a spectator), or None."""
        found = self.store.find_token(token)
        if found is None:
            return None
        game_id, seat = found
        return self.load(game_id), seat

    def release(self, live: LiveGame) -> None:
        """Forget a finished game nobody watches (it is rebuilt from the store if reopened)."""
        if live.game.is_over and not live.watchers and not live.driving:
            self.games.pop(live.id, None)

    # --- actions ----------------------------------------------------------------------------

    def act(
        self, live: LiveGame, seat: int | None, version: int, index: int, notation: str
    ) -> None:
        """A person's action: the index into the legal actions, with its notation, checked."""
        if seat is None:
            raise RefusedError("spectator", "a spectator cannot act")
        game = live.game
        if game.is_over:
            raise RefusedError("game-over", "the game is over")
        if version != live.version:
            raise RefusedError("stale", "the game has moved on since that was sent: look again")
        current = game.current_player
        if current != seat:
            who = "nobody" if current is None else f"P{current + 1}"
            raise RefusedError("not-your-turn", f"it is not your decision: waiting for {who}")
        legal = game.legal_actions()
        if not 0 <= index < len(legal):
            raise RefusedError(
                "illegal", f"there are {len(legal)} legal actions, not number {index}"
            )
        action = legal[index]
        if game.describe(action) != notation:
            raise RefusedError(
                "stale", "that action does not match the legal action at that number"
            )
        self._commit(live, seat, action)
        self.kick(live)

    def _commit(self, live: LiveGame, seat: int, action: Action) -> None:
        game = live.game
        notation = notation_for(game, action)
        trial = game.clone()
        try:
            trial.apply(action)
        except IllegalActionError as exc:
            raise RefusedError("illegal", exc.reason) from exc
        # Committed before anyone hears of it: a refused write changes nothing.
        self.store.append_action(
            live.id,
            live.version,
            seat,
            notation,
            msgspec.json.encode(action).decode(),
            finished=trial.is_over,
        )
        live.game = trial
        live.stored.actions.append(notation)
        live.stored.action_seats.append(seat)
        live.notify()

    def take_back(self, live: LiveGame, seat: int | None, version: int) -> None:
        """Undo ``seat``'s last decision (and the computer's after it) by replay."""
        if version != live.version:
            raise RefusedError("stale", "the game has moved on since that was sent: look again")
        if not live.can_take_back(seat):
            raise RefusedError(
                "take-back",
                "take back is for a game against the computer, once you have decided something",
            )
        keep = max(i for i, s in enumerate(live.stored.action_seats) if s == seat)
        rebuilt = replay(live.record(live.stored.actions[:keep]))
        self.store.truncate(live.id, keep)
        del live.stored.actions[keep:]
        del live.stored.action_seats[keep:]
        live.game = rebuilt
        live.epoch += 1
        live.failure = ""
        live.notify()
        self.kick(live)

    def replay_at(self, live: LiveGame, at: int) -> Game:
        """The finished game as it stood after its first ``at`` actions."""
        if not live.game.is_over:
            raise RefusedError("replay", "the replay opens once the game is over")
        if not 0 <= at <= live.version:
            raise RefusedError("replay", f"the game has {live.version} actions, not {at}")
        return replay(live.record(live.stored.actions[:at]))

    # --- computer seats ---------------------------------------------------------------------

    def kick(self, live: LiveGame) -> None:
        """Start the computer's play if a computer must decide (no-op otherwise)."""
        if live.driving or live.game.is_over:
            return
        current = live.game.current_player
        if current is None or not live.is_computer(current):
            return
        live.driving = True
        task = asyncio.get_running_loop().create_task(self._drive(live))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def kick_all(self) -> None:
        """Start every live game whose computer must decide (after a restart)."""
        for live in list(self.games.values()):
            self.kick(live)

    async def _drive(self, live: LiveGame) -> None:
        loop = asyncio.get_running_loop()
        try:
            while not live.game.is_over:
                seat = live.game.current_player
                if seat is None or not live.is_computer(seat):
                    return
                if self.computer_delay:
                    await asyncio.sleep(self.computer_delay)
                epoch, version = live.epoch, live.version
                snapshot = live.game.clone()  # the worker never touches the live game
                think = functools.partial(decide, live.agents[seat], snapshot, seat)
                action = await loop.run_in_executor(self.executor, think)
                if live.epoch != epoch or live.version != version:
                    continue  # taken back while thinking: decide again from the new position
                self._commit(live, seat, action)
        except (ReishiError, ValueError) as exc:
            live.failure = f"the computer player stopped: {exc}"
            log.warning("game %s: %s", live.id, live.failure)
            live.notify()
        finally:
            live.driving = False

    async def idle(self) -> None:
        """Wait until no computer is thinking (tests and shutdown)."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)

    def close(self) -> None:
        """Stop the workers and close the store."""
        self.executor.shutdown(wait=False, cancel_futures=True)
        self.store.close()


def _deck_names(game: Game, stored: StoredGame) -> list[str]:
    texts = stored.decks or [None] * game.rules.seats
    decks = decks_from_texts(game.rules, texts, source=f"game {stored.id}")
    return [str(getattr(deck, "name", "")) for deck in decks]


def _agent_seed(seed: int, seat: int) -> int:
    # Each computer seat gets its own stream, derived from the game's seed.
    return (seed * 1_000_003 + seat + 1) % (1 << 62)
