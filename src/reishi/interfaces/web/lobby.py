"""The lobby: which games and agents there are, checking decks, and starting a game.

Every request is checked before anything is stored: the game must be registered, each seat
a person or an agent that plays this game, each deck legal under the game's own deck rules
(every violation reported with its rule), the seed a whole number.
"""

from __future__ import annotations

import re
import secrets
import time
from typing import Any, Literal

import msgspec

from reishi.agents.registry import agent_names, make_agent, resolve_agent_spec
from reishi.engine import plugins
from reishi.engine.errors import DataError, DeckError, ReishiError
from reishi.engine.game import game_options, new_game
from reishi.engine.rules import game_names, get_rules
from reishi.interfaces.replay_file import decks_from_texts
from reishi.interfaces.web.live import COMPUTER, HUMAN, RefusedError
from reishi.interfaces.web.store import SeatRecord, StoredGame

MAX_DECK_TEXT = 100_000  # characters; a deck file is a few kilobytes
MAX_SEED = (1 << 63) - 1
MAX_OPTIONS = 20  # a game has a handful; more is not a person choosing
# "<rule> — <text>" or "<text> (<rule>)": how the games' deck checks cite their rules.
_CITED_FIRST = re.compile(r"^(?P<rule>[^:—]{1,40}: [^—]{1,80}?) — (?P<text>.+)$", re.DOTALL)
_CITED_LAST = re.compile(r"^(?P<text>.+) \((?P<rule>[^():]{1,40}: [^()]{1,80})\)$", re.DOTALL)


class SeatChoice(msgspec.Struct, forbid_unknown_fields=True):
    """Who plays a seat: ``you``, a ``friend`` by link, or a ``computer`` agent."""

    kind: Literal["you", "friend", "computer"]
    agent: str = ""  # for a computer: an agent spec such as "random" or "mcts:seconds=2"


class NewGame(msgspec.Struct, forbid_unknown_fields=True):
    """A lobby request to start a game."""

    game: str
    seats: list[SeatChoice]
    decks: list[str | None] | None = None  # deck texts; None (or a None entry): the starter
    seed: int | None = None  # None: a random seed
    options: dict[str, Any] | None = None  # game options, e.g. {"variants": ["few-windows"]}


class DeckCheck(msgspec.Struct, forbid_unknown_fields=True):
    """A lobby request to check one deck text."""

    game: str
    text: str


def catalogue() -> list[dict[str, Any]]:
    """Every registered game with its seats, agents and starter deck names."""
    out = []
    for name in game_names():
        rules = get_rules(name)
        index_factory = plugins.find(plugins.Group.RULE_INDEXES, name)
        title = index_factory().title if index_factory is not None else name
        out.append(
            {
                "name": name,
                "title": title,
                "seats": rules.seats,
                "agents": agent_names(name),
                "starters": [str(getattr(d, "name", "")) for d in rules.starter_decks()],
                "options": game_options(rules),
            }
        )
    return out


def split_violation(violation: str) -> dict[str, str]:
    """One deck violation as its rule citation and its text ('' when it cites none)."""
    for pattern in (_CITED_FIRST, _CITED_LAST):
        found = pattern.match(violation)
        if found:
            return {"rule": found["rule"].strip(), "text": found["text"].strip()}
    return {"rule": "", "text": violation}


def check_deck(request: DeckCheck) -> dict[str, Any]:
    """Every problem of a deck text, each with its rule; or its name when it is legal."""
    rules = _rules(request.game)
    if len(request.text) > MAX_DECK_TEXT:
        return _problems([f"the deck text is {len(request.text)} characters, at most 100,000"])
    try:
        (deck,) = decks_from_texts(rules, [request.text], source="deck")
    except DataError as exc:
        cause = exc.__cause__
        if isinstance(cause, DeckError):
            return _problems(cause.violations)
        return _problems([exc.message])
    return {"ok": True, "name": str(getattr(deck, "name", "")), "problems": []}


def _problems(violations: list[str]) -> dict[str, Any]:
    return {"ok": False, "name": "", "problems": [split_violation(v) for v in violations]}


def _rules(game: str) -> Any:
    if game not in game_names():
        raise RefusedError("unknown-game", f"unknown game {game[:40]!r}")
    return get_rules(game)


def new_stored_game(request: NewGame) -> StoredGame:
    """A new game from a lobby request, checked in full; RefusedError says what is wrong."""
    rules = _rules(request.game)
    if len(request.seats) != rules.seats:
        raise RefusedError(
            "bad-request", f"{request.game} has {rules.seats} seats, not {len(request.seats)}"
        )
    seed = secrets.randbelow(1 << 31) if request.seed is None else request.seed
    if not 0 <= seed <= MAX_SEED:
        raise RefusedError("bad-request", "the seed is a whole number from 0 to 2^63 - 1")
    seats = [_seat(request.game, i, choice, seed) for i, choice in enumerate(request.seats)]
    decks = _decks(rules, request)
    options = _options(request)
    return StoredGame(
        id=secrets.token_hex(8),
        game=request.game,
        rules_version=rules.version,
        seed=seed,
        decks=decks,
        options=options,
        seats=seats,
        watch_token=secrets.token_urlsafe(24),
        created=time.time(),
    )


def _seat(game: str, seat: int, choice: SeatChoice, seed: int) -> SeatRecord:
    if choice.kind != COMPUTER:
        # The private link: 192 random bits, so a link cannot be guessed.
        return SeatRecord(seat=seat, kind=HUMAN, token=secrets.token_urlsafe(24))
    try:
        spec = resolve_agent_spec(choice.agent or "random", game)
        make_agent(spec, seed, game=game)  # refuses bad options now, not mid-game
    except ReishiError as exc:
        raise RefusedError("bad-agent", f"P{seat + 1}: {exc}") from exc
    return SeatRecord(seat=seat, kind=COMPUTER, agent=spec)


def _options(request: NewGame) -> dict[str, Any]:
    options = dict(request.options or {})
    if len(options) > MAX_OPTIONS:
        raise RefusedError("bad-option", f"at most {MAX_OPTIONS} game options")
    if options:
        try:
            new_game(request.game, None, 0, **options)  # the game refuses what it does not know
        except ReishiError as exc:
            raise RefusedError("bad-option", str(exc)[:300]) from exc
    return options


def _decks(rules: Any, request: NewGame) -> list[str | None] | None:
    texts = request.decks
    if texts is None or all(t is None or not t.strip() for t in texts):
        return None
    if len(texts) != rules.seats:
        raise RefusedError("bad-request", f"give {rules.seats} decks (null for a starter)")
    chosen = [t if t is not None and t.strip() else None for t in texts]
    for seat, text in enumerate(chosen):
        if text is None:
            continue
        result = check_deck(DeckCheck(game=request.game, text=text))
        if not result["ok"]:
            lines = "; ".join(
                f"{p['rule']}: {p['text']}" if p["rule"] else p["text"] for p in result["problems"]
            )
            raise RefusedError("bad-deck", f"P{seat + 1}'s deck: {lines}")
    return chosen
