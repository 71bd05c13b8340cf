"""The checks of an [[expect]] table, the same for every game (docs/scenarios.md).

Each check returns the first difference it finds as a one-line message, or None. What only
one game has (its position, its per-player facts) is asked of the game's scenario hooks.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from typing import Any

import msgspec

from reishi.engine.events import Event
from reishi.engine.game import Game
from reishi.engine.scenario_hooks import ScenarioHooks, decision_kind
from reishi.engine.wording import count_of
from reishi.testing.scenario_format import SEATS, Check, Expect

# Event fields that hold a seat: a pattern writes them "p1"/"p2".
SEAT_FIELDS = frozenset({"seat", "winner", "owner", "chooser", "first", "flip_winner", "player"})
Starts = dict[str, list[int]]  # "p1.deck" -> its cards at the start, as the zone lists them


def seat_name(seat: int | None) -> str:
    """``p1`` for seat 0; ``none`` for no seat."""
    return "none" if seat is None else f"p{seat + 1}"


def first_difference(game: Game, hooks: ScenarioHooks, check: Check, starts: Starts) -> str | None:
    """The first way ``game`` differs from one [[expect]] table, or None when all hold."""
    exp = check.shared
    for found in (
        _ending(game, exp),
        _decision(game, hooks, exp),
        hooks.check_game(game, check.own),
        *(_player(game, hooks, seat, expect) for seat, expect in enumerate(check.players)),
        _legality(game, exp),
        _events(game, hooks, exp),
        _event_counts(game, hooks, exp),
        _card_states(game, hooks, exp),
        _orders(game, hooks, exp, starts),
        _views(game, hooks, exp),
    ):
        if found is not None:
            return str(found)
    return None


def zones_to_remember(checks: Sequence[Check]) -> list[str]:
    """The zones whose starting order an order check compares with."""
    return sorted({z for c in checks for z in (*c.shared.order_changed, *c.shared.order_kept)})


def starting_orders(game: Game, hooks: ScenarioHooks, zones: list[str]) -> Starts:
    """Each named zone's cards at the start, for the order checks."""
    return {zone: list(_zone(game, hooks, zone)) for zone in zones}


def _zone(game: Game, hooks: ScenarioHooks, zone: str) -> list[int]:
    seat, _, name = zone.partition(".")
    return hooks.zone_cards(game, SEATS[seat], name)


def _differ(what: str, expected: object, actual: object) -> str:
    return f"{what}: expected {expected!r}, got {actual!r}"


def _ending(game: Game, exp: Expect) -> str | None:
    if exp.over is not None and game.is_over != exp.over:
        return _differ("game over", exp.over, game.is_over)
    if exp.winner is not None and seat_name(game.winner) != exp.winner:
        return _differ("winner", exp.winner, seat_name(game.winner))
    if exp.end_reason is not None and game.end_reason != exp.end_reason:
        return _differ("end reason", exp.end_reason, game.end_reason)
    return None


def _decision(game: Game, hooks: ScenarioHooks, exp: Expect) -> str | None:
    if exp.decision is not None and seat_name(game.current_player) != exp.decision:
        return _differ("decision", exp.decision, seat_name(game.current_player))
    if exp.decision_kind is not None:
        kind = decision_kind(game)
        if kind != exp.decision_kind:
            return _differ("decision kind", exp.decision_kind, kind)
    return None


def _player(game: Game, hooks: ScenarioHooks, seat: int, expect: Any) -> str | None:
    if expect is None:
        return None
    found = hooks.check_player(game, seat, expect)
    return None if found is None else f"{seat_name(seat)} {found}"


# --- legal actions ---------------------------------------------------------------------------
def bare(text: str) -> str:
    """Text without card ids (``#12``), spaces collapsed, lower case."""
    return " ".join(re.sub(r"\s*#\d+", "", text).split()).lower()


def is_written(want: str, described: str) -> bool:
    """True if ``described`` (an action's text) is written ``want``.

    A card's ``#id`` may be left out (when it is written, it must be that card); any start
    of the text is enough, and so are its words in order with titles cut short ("play
    Byakurai on Yasutora" for "play Kido - Byakurai #3 on Yasutora Sado #7").
    """
    wanted = " ".join(want.split()).lower()
    text = " ".join(described.split()).lower() if _HAS_ID.search(want) else bare(described)
    if text.startswith(wanted):
        return True
    words = iter(text.split())
    return all(any(w == d for d in words) for w in wanted.split())


_HAS_ID = re.compile(r"#\d")


def _legality(game: Game, exp: Expect) -> str | None:
    if not exp.legal and not exp.not_legal:
        return None
    legal = [game.describe(a) for a in game.legal_actions()]
    for text in exp.legal:
        if not any(is_written(text, d) for d in legal):
            return f"{text!r} is not legal (legal: {'; '.join(legal[:15])})"
    for text in exp.not_legal:
        matching = [d for d in legal if is_written(text, d)]
        if matching:
            return f"{text!r} is legal but must not be ({matching[0]!r})"
    return None


# --- events ----------------------------------------------------------------------------------
def event_matches(game: Game, hooks: ScenarioHooks, event: Event, pattern: dict[str, Any]) -> bool:
    """True if ``event`` has the pattern's tag and every other field it names.

    A string compared with a seat field matches ``p1``/``p2``; a string compared with any
    other whole-number field matches the title of the card with that id.
    """
    if type(event).__struct_config__.tag != pattern.get("tag"):
        return False
    info = msgspec.structs.asdict(event)
    for key, want in pattern.items():
        if key == "tag":
            continue
        if key not in info:
            return False
        have = info[key]
        if isinstance(want, str) and isinstance(have, int) and not isinstance(have, bool):
            if key in SEAT_FIELDS and want in SEATS:
                if SEATS[want] != have:
                    return False
            elif hooks.card_title(game, have) != want:
                return False
            continue
        if isinstance(have, tuple):
            have = list(have)
        if have != want:
            return False
    return True


def _events(game: Game, hooks: ScenarioHooks, exp: Expect) -> str | None:
    if not exp.events and not exp.absent_events:
        return None
    events = game.log
    position = 0
    for pattern in exp.events:
        start = position if exp.events_in_order else 0
        found = next(
            (
                n
                for n in range(start, len(events))
                if event_matches(game, hooks, events[n], pattern)
            ),
            None,
        )
        if found is None:
            order = " after the previous one" if exp.events_in_order and start else ""
            return f"no event matches {pattern!r}{order}"
        position = found + 1
    for pattern in exp.absent_events:
        for event in events:
            if event_matches(game, hooks, event, pattern):
                return (
                    f"an event matches {pattern!r} but must not: {game.rules.describe_event(event)}"
                )
    return None


def _event_counts(game: Game, hooks: ScenarioHooks, exp: Expect) -> str | None:
    for counted in exp.event_counts:
        found = sum(1 for e in game.log if event_matches(game, hooks, e, counted.event))
        if found != counted.count:
            return _differ(f"number of events matching {counted.event!r}", counted.count, found)
    return None


# --- cards in play, orders and views -----------------------------------------------------------
def _card_states(game: Game, hooks: ScenarioHooks, exp: Expect) -> str | None:
    for want in exp.card_states:
        seat = SEATS[want.seat]
        titled = [c for c in hooks.in_play(game, seat) if hooks.card_title(game, c) == want.title]
        if want.of is not None and len(titled) != want.of:
            return _differ(f"{want.seat} cards titled {want.title!r} in play", want.of, len(titled))
        count = sum(1 for c in titled if hooks.has_state(game, c, want.state))
        if count != want.count:
            return _differ(
                f"{want.seat} {want.title!r} {want.state} (of {len(titled)} in play)",
                want.count,
                count,
            )
    return None


def _orders(game: Game, hooks: ScenarioHooks, exp: Expect, starts: Starts) -> str | None:
    for zone, changed in _ordered(exp):
        now = _zone(game, hooks, zone)
        kept = set(now) & set(starts[zone])
        before = [c for c in starts[zone] if c in kept]
        after = [c for c in now if c in kept]
        if len(kept) < 2:
            return f"{zone}: fewer than 2 of its starting cards remain, so no order to compare"
        if (before != after) != changed:
            word = "changed" if changed else "kept"
            titles = [hooks.card_title(game, c) for c in after]
            return f"{zone}: expected its order {word} since the start, got {titles!r}"
    return None


def _ordered(exp: Expect) -> Iterator[tuple[str, bool]]:
    yield from ((zone, True) for zone in exp.order_changed)
    yield from ((zone, False) for zone in exp.order_kept)


def _views(game: Game, hooks: ScenarioHooks, exp: Expect) -> str | None:
    for want in exp.view:
        seat, _, zone = want.zone.partition(".")
        seen = hooks.seen_zone(game.view(SEATS[want.seat]), SEATS[seat], zone)
        what = f"what {want.seat} sees of {want.zone}"
        if want.hidden is not None and (seen.titles is None) != want.hidden:
            hidden = "hidden" if seen.titles is None else f"shown {list(seen.titles)!r}"
            return _differ(what, "hidden" if want.hidden else "shown", hidden)
        if want.count is not None and seen.count != want.count:
            return _differ(f"{what} (count)", want.count, seen.count)
        if want.titles is not None:
            if seen.titles is None:
                return _differ(what, want.titles, f"hidden ({count_of(seen.count, 'card')})")
            if sorted(seen.titles) != sorted(want.titles):
                return _differ(what, sorted(want.titles), sorted(seen.titles))
    return None
