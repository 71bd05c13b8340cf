"""Where the server keeps its games: one small repository on the standard library's sqlite3.

A game is stored as what the replay file holds (rules version, decks as text, seed, options,
actions in text notation) plus its seats: who plays each (a person or a computer agent) and
the unguessable tokens of the private links. Any game is rebuilt exactly by replay.

Each accepted action is one transaction, committed before the server acknowledges it. The
database runs in WAL mode with ``synchronous=NORMAL``: a commit survives the server being
killed (the operating system holds the write), though not a power cut in the same instant.
"""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from reishi.engine.errors import ReishiError

SCHEMA_VERSION = 1

_SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    rules_version TEXT NOT NULL,
    seed INTEGER NOT NULL,
    decks TEXT NOT NULL,          -- JSON: null, or a list of deck texts (null: the starter)
    options TEXT NOT NULL,        -- JSON object
    watch_token TEXT NOT NULL UNIQUE,
    finished INTEGER NOT NULL DEFAULT 0,
    created REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS seats (
    game_id TEXT NOT NULL REFERENCES games(id),
    seat INTEGER NOT NULL,
    kind TEXT NOT NULL,           -- 'human' or 'computer'
    agent TEXT NOT NULL,          -- a computer seat's agent spec ('' for a person)
    token TEXT UNIQUE,            -- a person's private link (NULL for a computer)
    PRIMARY KEY (game_id, seat)
);
CREATE TABLE IF NOT EXISTS actions (
    game_id TEXT NOT NULL REFERENCES games(id),
    idx INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    notation TEXT NOT NULL,       -- what the replay file stores and replays
    action TEXT NOT NULL,         -- the action record as JSON, for reading the history
    PRIMARY KEY (game_id, idx)
);
CREATE INDEX IF NOT EXISTS unfinished_games ON games(finished);
"""


class StoreError(ReishiError):
    """The database cannot be opened, or refused a write (the game is left as it was)."""


@dataclass(slots=True, kw_only=True)
class SeatRecord:
    """Who plays one seat: a person (with a private link token) or a computer agent."""

    seat: int
    kind: str  # "human" or "computer"
    agent: str = ""  # a computer seat's agent spec, canonical for the game
    token: str = ""  # a person's private link token ('' for a computer)


@dataclass(slots=True, kw_only=True)
class StoredGame:
    """Everything that rebuilds one game by replay, and who sits where."""

    id: str
    game: str
    rules_version: str
    seed: int
    decks: list[str | None] | None
    options: dict[str, Any]
    seats: list[SeatRecord]
    watch_token: str
    actions: list[str] = field(default_factory=list)
    action_seats: list[int] = field(default_factory=list)  # the seat that took each action
    finished: bool = False
    created: float = 0.0


class GameStore:
    """The repository of games: create, append an action, take actions back, load."""

    def __init__(self, path: str | Path) -> None:
        self.path = str(path)
        # One connection, used from the event loop; the lock keeps a stray thread honest.
        self._lock = threading.Lock()
        try:
            self._db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.execute("PRAGMA foreign_keys=ON")
            version = self._db.execute("PRAGMA user_version").fetchone()[0]
            if version not in (0, SCHEMA_VERSION):
                raise StoreError(
                    f"{self.path}: database schema {version} is not the one this build "
                    f"reads ({SCHEMA_VERSION})"
                )
            self._db.executescript(_SCHEMA)
            self._db.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
        except sqlite3.Error as exc:
            raise StoreError(f"{self.path}: cannot open the game database: {exc}") from exc

    def close(self) -> None:
        """Close the database (everything is already committed)."""
        with self._lock:
            self._db.close()

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        with self._lock:
            try:
                self._db.execute("BEGIN IMMEDIATE")
                try:
                    yield self._db
                except BaseException:
                    self._db.execute("ROLLBACK")
                    raise
                self._db.execute("COMMIT")
            except sqlite3.Error as exc:
                raise StoreError(f"{self.path}: the write was refused: {exc}") from exc

    def create(self, game: StoredGame) -> None:
        """Store a new game with its seats (one transaction)."""
        with self._transaction() as db:
            db.execute(
                "INSERT INTO games (id, game, rules_version, seed, decks, options, watch_token,"
                " finished, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    game.id,
                    game.game,
                    game.rules_version,
                    game.seed,
                    json.dumps(game.decks),
                    json.dumps(game.options),
                    game.watch_token,
                    int(game.finished),
                    game.created or time.time(),
                ),
            )
            db.executemany(
                "INSERT INTO seats (game_id, seat, kind, agent, token) VALUES (?, ?, ?, ?, ?)",
                [(game.id, s.seat, s.kind, s.agent, s.token or None) for s in game.seats],
            )

    def append_action(
        self,
        game_id: str,
        index: int,
        seat: int,
        notation: str,
        action_json: str,
        *,
        finished: bool,
    ) -> None:
        """Store action ``index`` (and whether it ended the game) in one transaction.

        The (game, index) key makes a second write of the same index fail, so an action can
        never be stored twice or out of order.
        """
        with self._transaction() as db:
            db.execute(
                "INSERT INTO actions (game_id, idx, seat, notation, action) VALUES (?, ?, ?, ?, ?)",
                (game_id, index, seat, notation, action_json),
            )
            if finished:
                db.execute("UPDATE games SET finished = 1 WHERE id = ?", (game_id,))

    def truncate(self, game_id: str, keep: int) -> None:
        """Keep only the first ``keep`` actions of a game (taking decisions back)."""
        with self._transaction() as db:
            db.execute("DELETE FROM actions WHERE game_id = ? AND idx >= ?", (game_id, keep))
            db.execute("UPDATE games SET finished = 0 WHERE id = ?", (game_id,))

    def load(self, game_id: str) -> StoredGame | None:
        """The stored game with its seats and actions, or None."""
        with self._lock:
            row = self._db.execute(
                "SELECT id, game, rules_version, seed, decks, options, watch_token, finished,"
                " created FROM games WHERE id = ?",
                (game_id,),
            ).fetchone()
            if row is None:
                return None
            seats = [
                SeatRecord(seat=s, kind=k, agent=a, token=t or "")
                for s, k, a, t in self._db.execute(
                    "SELECT seat, kind, agent, token FROM seats WHERE game_id = ? ORDER BY seat",
                    (game_id,),
                )
            ]
            actions = self._db.execute(
                "SELECT seat, notation FROM actions WHERE game_id = ? ORDER BY idx", (game_id,)
            ).fetchall()
        return StoredGame(
            id=row[0],
            game=row[1],
            rules_version=row[2],
            seed=row[3],
            decks=json.loads(row[4]),
            options=json.loads(row[5]),
            watch_token=row[6],
            finished=bool(row[7]),
            created=row[8],
            seats=seats,
            actions=[n for _, n in actions],
            action_seats=[s for s, _ in actions],
        )

    def find_token(self, token: str) -> tuple[str, int | None] | None:
        """(game id, seat) of a private link token; seat None for a spectator link."""
        with self._lock:
            row = self._db.execute(
                "SELECT game_id, seat FROM seats WHERE token = ?", (token,)
            ).fetchone()
            if row is not None:
                return str(row[0]), int(row[1])
            row = self._db.execute(
                "SELECT id FROM games WHERE watch_token = ?", (token,)
            ).fetchone()
        return None if row is None else (str(row[0]), None)

    def unfinished(self) -> list[str]:
        """Ids of every game not yet over, oldest first."""
        with self._lock:
            rows = self._db.execute(
                "SELECT id FROM games WHERE finished = 0 ORDER BY created"
            ).fetchall()
        return [str(r[0]) for r in rows]

    def action_count(self, game_id: str) -> int:
        """How many actions of a game are stored (a check that nothing was lost)."""
        with self._lock:
            row = self._db.execute(
                "SELECT COUNT(*) FROM actions WHERE game_id = ?", (game_id,)
            ).fetchone()
        return int(row[0])
