"""Readers that skip the cards that cannot answer: constants of a kind, waiting Instant Powers."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from reishi.engine import caches
from reishi.games.dbz import effects as fx
from reishi.games.dbz.basics import constants, constants_of
from reishi.games.dbz.conditions import event_kinds, event_matches
from reishi.games.dbz.instants import watching
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.resolution import sentence_timings
from reishi.games.dbz.state import DbzState, Zone

from .families import game_at

_TIMINGS = (fx.Whenever,)


def _state(kit: DbzKit, spec: dict[str, Any]) -> DbzState:
    state = game_at(kit, spec).state
    assert isinstance(state, DbzState)
    return state


def _mastery_game(kit: DbzKit) -> DbzState:
    return _state(
        kit,
        {
            "active": "p1",
            "step": "combat",
            "p1": {
                "mp": ["Vegeta - Prince Of Saiyans"],
                "mastery": "Saiyan Empowered Mastery",
                "life": ["Saiyan Clash"] * 10,
            },
            "p2": {"mp": ["Krillin - Ready"], "life": ["Red Blaze"] * 10},
        },
    )


def test_the_kinds_asked_for_are_the_constants_filtered(kit: DbzKit) -> None:
    """A Mastery's "When you advance a personality level …" timings are read for its seat, in
    the order ``constants`` lists them; the other seat, with no card that can time, reads none;
    the cards that can yield a kind are found once and shared by clones."""
    state = _mastery_game(kit)
    for seat in (0, 1):
        wanted = [(c, e) for c, e in constants(state, seat) if isinstance(e, fx.Whenever)]
        assert constants_of(state, seat, _TIMINGS) == wanted
    assert constants_of(state, 0, _TIMINGS)  # the Mastery's timings
    assert constants_of(state, 1, _TIMINGS) == []
    holders = state.constant_holders[_TIMINGS]
    assert state.defs[holders[0]].title == "Saiyan Empowered Mastery"
    assert state.clone().constant_holders is state.constant_holders


def test_a_lent_constant_is_read_through_the_lending_card(kit: DbzKit) -> None:
    """Frieza - Galatic Conquerer lends its Level 1's CONSTANT powers: the MP is a holder of
    every kind, so the lent timing ("When you stop an attack") is read though the Level 1 card
    is out of play."""
    state = _state(
        kit,
        {
            "active": "p1",
            "step": "combat",
            "p1": {
                "mp": [
                    "Frieza - Tyrant",
                    "Frieza - Transformed",
                    "Frieza - Galatic Conquerer",
                    "Frieza - Revived",
                ],
                "level": 3,
                "life": ["Red Blaze"] * 10,
            },
            "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Saiyan Clash"] * 10},
        },
    )
    lent = constants_of(state, 0, _TIMINGS)
    assert [state.defs[c].title for c, _ in lent] == ["Frieza - Tyrant"]


def test_the_check_mode_catches_a_stale_list_of_holders(
    kit: DbzKit, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A planted list without the Mastery is believed in play and caught in the check mode."""
    state = _mastery_game(kit)
    state.constant_holders[_TIMINGS] = ()  # stale: as if no card could time
    monkeypatch.setattr(caches, "CHECK", False)  # as in play, whatever the environment says
    assert constants_of(state, 0, _TIMINGS) == []
    monkeypatch.setattr(caches, "CHECK", True)
    with pytest.raises(caches.StaleCacheError, match="stale cache dbz constant holders"):
        constants_of(state, 0, _TIMINGS)


def test_instant_powers_are_read_only_where_a_card_can_wait_for_an_event(
    kit: DbzKit, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Blue Transportation Drill's Instant Power waits for an event: in play it is watched for;
    the seat without such a card reads nothing; a planted list without the Drill is believed
    in play and caught in the check mode."""
    state = _state(
        kit,
        {
            "active": "p1",
            "step": "combat",
            "p1": {
                "mp": ["Krillin - Ready"],
                "drills": ["Blue Transportation Drill"],
                "life": ["Red Blaze"] * 10,
            },
            "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Saiyan Clash"] * 10},
        },
    )
    (drill,) = state.cards_in(0, Zone.DRILLS)
    assert [card for card, _ in watching(state, 0)] == [drill]
    assert watching(state, 1) == []
    assert state.instant_watchers == (drill,)
    state.instant_watchers = ()  # stale: as if no card could wait for an event
    monkeypatch.setattr(caches, "CHECK", False)
    assert watching(state, 0) == []
    monkeypatch.setattr(caches, "CHECK", True)
    with pytest.raises(caches.StaleCacheError, match="stale cache dbz instant watchers"):
        watching(state, 0)


# Trigger kinds the rules raise (state.triggers), and those the declared gates name.
_TRIGGER_KINDS = frozenset(
    [
        "advance",
        "anger_down",
        "anger_up",
        "attached",
        "attack",
        "attack_level",
        "ball_revealed",
        "banish_discard",
        "banished",
        "banished_after_use",
        "banished_from_discard",
        "banished_top_discard",
        "captured",
        "combat_end",
        "crit",
        "damaged",
        "db_enters",
        "destroyed",
        "draw",
        "drill_leaves",
        "effect_discard",
        "endurance",
        "enters",
        "gain",
        "hand_discard",
        "leaves",
        "level_discard",
        "level_lower_refused",
        "life_destroyed_by",
        "life_discard",
        "lower",
        "lower_opponent_anger",
        "no_combat",
        "played",
        "power_zero",
        "prevent",
        "rejuvenate",
        "revealed",
        "search_life",
        "shuffle_in",
        "shuffled",
        "stop",
        "success",
        "to_hand",
        "used",
        "attack_from_discard",
        "hand_revealed",
    ]
)


def test_a_timing_never_matches_a_trigger_outside_its_declared_kinds(kit: DbzKit) -> None:
    """Every "When …" timing of the pool whose test declares its trigger kinds: a trigger of any
    other kind, for either watcher, does not match it (so passing it over changes nothing)."""
    state = _mastery_game(kit)
    texts: set[str] = set()
    for card in kit.pool.cards:
        facts = kit.info(card)
        for effect in (*facts.constants, *facts.while_attached):
            for listed in effect.effects if isinstance(effect, fx.If | fx.HostGains) else (effect,):
                if isinstance(listed, fx.Whenever):
                    texts.add(listed.event)
    gated = [text for text in sorted(texts) if event_kinds(text) is not None]
    assert "you advance a personality level" in gated
    for text in gated:
        kinds = event_kinds(text)
        assert kinds is not None and kinds <= _TRIGGER_KINDS, text
        for kind in sorted(_TRIGGER_KINDS - kinds):
            for seat in (0, 1):
                trig = (kind, seat, 0, seat, "discard pile")
                assert not event_matches(state, text, 0, 0, trig), (text, trig)
    assert event_matches(state, "you advance a personality level", 0, -1, ("advance", 0, -1))


def test_a_seat_whose_timings_wait_for_other_kinds_reads_no_constants(
    kit: DbzKit, monkeypatch: pytest.MonkeyPatch
) -> None:
    """After a sentence that raised only a draw, Saiyan Empowered Mastery's "When you rejuvenate
    a Saiyan Style card" cannot match: its seat's constants are not read; after a rejuvenation
    they are. A title whose timings are planted stale is believed, and caught in the check mode."""
    state = _mastery_game(kit)
    timings = constants_of(state, 0, _TIMINGS)
    assert timings
    assert sentence_timings(state, 0, {"rejuvenate"}) == timings
    assert sentence_timings(state, 0, {"draw"}) == []
    mastery = state.constant_holders[_TIMINGS][0]
    stale = copy.copy(state.facts[mastery])
    object.__setattr__(stale, "timing_events", ())  # as if the title waited for nothing
    state.facts = [*state.facts]
    state.facts[mastery] = stale
    monkeypatch.setattr(caches, "CHECK", False)
    assert sentence_timings(state, 0, {"rejuvenate"}) == []
    monkeypatch.setattr(caches, "CHECK", True)
    with pytest.raises(caches.StaleCacheError, match="stale cache dbz timing kinds"):
        sentence_timings(state, 0, {"rejuvenate"})
