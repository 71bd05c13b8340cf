"""One open page: reads its messages, and writes it the state its seat may see.

Writes go through one queue per connection, so they arrive in order and a slow page never
holds up the game. State is built when it is written, from the game as it is then: a burst
of changes costs one message, not one per change. The log is sent as what is new since the
last message (all of it again after a take-back).
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import msgspec
from fastapi import WebSocket

from reishi.interfaces.web.live import Hub, LiveGame, RefusedError
from reishi.interfaces.web.payload import events_since, log_entries, log_length, offers, table_for
from reishi.interfaces.web.protocol import (
    Act,
    BadMessageError,
    Ping,
    RateLimit,
    ReplayStep,
    TakeBack,
    read_message,
)
from reishi.interfaces.web.store import StoreError

log = logging.getLogger("reishi.web")
_STATE = object()  # a queue marker: send the current state


class Connection:
    """A websocket showing one game to one seat (or to a spectator)."""

    def __init__(
        self, ws: WebSocket, hub: Hub, live: LiveGame, seat: int | None, limit: RateLimit
    ) -> None:
        self.ws = ws
        self.hub = hub
        self.live = live
        self.seat = seat
        self.limit = limit
        self._outbox: asyncio.Queue[object] = asyncio.Queue()
        self._state_queued = False
        self._log_sent = 0
        self._epoch = -1

    def notify(self) -> None:
        """The game changed: queue one state message (several changes share it)."""
        if not self._state_queued:
            self._state_queued = True
            self._outbox.put_nowait(_STATE)

    def send(self, message: dict[str, Any]) -> None:
        """Queue one message for this page."""
        self._outbox.put_nowait(message)

    def error(self, code: str, reason: str) -> None:
        """Queue an error message: a stable code and the reason in words."""
        self.send({"type": "error", "code": code, "message": reason})

    async def write(self) -> None:
        """Write queued messages in order until the page goes away."""
        while True:
            item = await self._outbox.get()
            if item is _STATE:
                self._state_queued = False
                item = self.state()
            await self.ws.send_text(msgspec.json.encode(item).decode())

    def state(self) -> dict[str, Any]:
        """Everything this seat may see now, with the log since the last message."""
        live, seat = self.live, self.seat
        game = live.game
        reset = self._epoch != live.epoch
        if reset:
            self._epoch, self._log_sent = live.epoch, 0
        events = events_since(game, seat, self._log_sent)
        self._log_sent = log_length(game)
        deciding = seat is not None and game.current_player == seat and not game.is_over
        table = table_for(game, seat)
        return {
            "type": "state",
            "game": game.rules.name,
            "version": live.version,
            "seat": seat,
            "table": table,
            "actions": offers(game, table) if deciding else [],
            "log": log_entries(game, events),
            "log_reset": reset,
            "seats": [
                {
                    "seat": s.seat,
                    "kind": s.kind,
                    "agent": s.agent,
                    "deck": live.deck_names[s.seat] if s.seat < len(live.deck_names) else "",
                    "connected": any(w.seat == s.seat for w in live.watchers),
                }
                for s in live.stored.seats
            ],
            "thinking": live.driving,
            "can_take_back": live.can_take_back(seat),
            "failure": live.failure,
            "is_over": game.is_over,
        }

    def handle(self, text: str | bytes) -> None:
        """Read and carry out one message; every refusal is answered, nothing changes."""
        if not self.limit.allow():
            self.error("rate-limited", f"too many messages: at most {self.limit.rate:g} a second")
            return
        try:
            message = read_message(text)
            if isinstance(message, Act):
                self.hub.act(self.live, self.seat, message.version, message.index, message.notation)
            elif isinstance(message, TakeBack):
                self.hub.take_back(self.live, self.seat, message.version)
            elif isinstance(message, ReplayStep):
                self.send(self._replay(message.at))
            elif isinstance(message, Ping):
                self.send({"type": "pong"})
        except BadMessageError as exc:
            self.error(exc.code, exc.reason)
        except RefusedError as exc:
            self.error(exc.code, exc.reason)
        except StoreError as exc:
            # Nothing changed: the game moves on only once its action is committed.
            log.error("%s", exc)
            self.error("not-saved", "the server could not save that action: try again")

    def _replay(self, at: int) -> dict[str, Any]:
        game = self.hub.replay_at(self.live, at)
        events = events_since(game, self.seat, 0)
        return {
            "type": "replay",
            "at": at,
            "total": self.live.version,
            "table": table_for(game, self.seat),
            "log": log_entries(game, events),
        }
