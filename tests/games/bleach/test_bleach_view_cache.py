"""Shared Bleach card views: shared by games laid out alike, checked, and a stale one caught."""

from __future__ import annotations

import msgspec
import pytest

from reishi.engine import caches
from reishi.engine.game import Game, new_game
from reishi.engine.rules import get_rules
from reishi.games.bleach import kit as kits
from reishi.games.bleach.state import Zone
from reishi.games.bleach.stats import constant_stats, current_stats
from reishi.games.bleach.viewing import Scene, build_view, card_view
from reishi.sim.playout import new_agents


def _play_until(seed: int, reached: str) -> Game:
    """The random game ``seed`` at its first decision where ``reached`` holds."""
    game = new_game("bleach", None, seed)
    players = new_agents(["random", "random"], seed, game="bleach")
    while not game.is_over:
        state = game.state
        if reached == "floating" and any(f.kind != "used" for f in state.floating):
            return game
        if reached == "attached" and (
            state.cards_in(0, Zone.ATTACHED) or state.cards_in(1, Zone.ATTACHED)
        ):
            return game
        seat = game.current_player
        assert seat is not None
        game.apply(players[seat].choose(None, game.legal_actions()))
    raise AssertionError(f"game {seed} never reached {reached}")


def test_games_laid_out_alike_share_their_card_views() -> None:
    first, second = new_game("bleach", None, 1), new_game("bleach", None, 2)
    assert first.state.view_cache is second.state.view_cache  # the same starter decks
    rules = get_rules("bleach")
    decks = [rules.parse_deck(rules.random_deck(s)) for s in (11, 12)]
    other = new_game("bleach", decks, 1)
    assert other.state.view_cache is not first.state.view_cache


def test_a_kit_keeps_the_views_of_a_few_layouts_only() -> None:
    kit = kits.CardKit(kits.default_kit().library)
    caches_made = [kit.view_cache([f"title {n}"], [0]) for n in range(kits.VIEW_LAYOUTS_KEPT)]
    assert kit.view_cache(["title 0"], [0]) is caches_made[0]  # used again: now the newest
    kit.view_cache(["one more"], [0])  # over the limit: the least recently used goes
    assert kit.view_cache(["title 0"], [0]) is caches_made[0]
    assert kit.view_cache(["title 1"], [0]) is not caches_made[1]


def test_views_from_shared_caches_equal_views_built_afresh(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(caches, "CHECK", True)
    for seed in (5, 9):
        game = new_game("bleach", None, seed)
        players = new_agents(["random", "random"], seed, game="bleach")
        while not game.is_over:
            state = game.state
            kept = state.view_cache
            for seat in (0, 1, None):
                shared = build_view(state, seat)
                state.view_cache = {}
                assert build_view(state, seat) == shared
                state.view_cache = kept
            seat = game.current_player
            assert seat is not None
            game.apply(players[seat].choose(None, game.legal_actions()))


def test_a_stale_floating_effect_line_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _play_until(9, "floating")
    state = game.state
    state.view_cache = dict(state.view_cache)  # planted here, not in the kit's shared one
    game.view(0)  # the line is kept
    shown = [f for f in state.floating if f.kind != "used"]
    for f in shown:
        key = ("floating", f.kind, f.source_title, f.data, f.seat, f.target, f.duration)
        assert key in state.view_cache
        state.view_cache[key] = "not what the effect says"
    monkeypatch.setattr(caches, "CHECK", True)
    with pytest.raises(caches.StaleCacheError, match="bleach floating text"):
        game.view(0)


def test_a_stale_view_of_a_card_with_attachments_is_caught(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game = _play_until(0, "attached")
    state = game.state
    state.view_cache = dict(state.view_cache)  # planted here, not in the kit's shared one
    game.view(0)
    hosts = {state.attached_to[a] for s in (0, 1) for a in state.cards_in(s, Zone.ATTACHED)}
    keys = [
        k for k in state.view_cache if isinstance(k, tuple) and k[:1] == ("host",) and k[1] in hosts
    ]
    assert keys
    for key in keys:
        state.view_cache[key] = msgspec.structs.replace(state.view_cache[key], attachments=[])
    monkeypatch.setattr(caches, "CHECK", True)
    with pytest.raises(caches.StaleCacheError, match="bleach card view with attachments"):
        game.view(0)


def test_a_stale_view_of_a_plain_character_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    game = new_game("bleach", None, 4)
    players = new_agents(["random", "random"], 4, game="bleach")
    state = game.state
    while not (state.cards_in(0, Zone.PARTY) or state.cards_in(1, Zone.PARTY)):
        seat = game.current_player
        assert seat is not None
        game.apply(players[seat].choose(None, game.legal_actions()))
        state = game.state
    state.view_cache = dict(state.view_cache)  # planted here, not in the kit's shared one
    game.view(0)
    character = (state.cards_in(0, Zone.PARTY) or state.cards_in(1, Zone.PARTY))[0]
    printed = card_view(state, character)  # as out of play: no stats in play
    planted = 0
    for key in list(state.view_cache):
        if isinstance(key, tuple) and len(key) == 6 and key[0] == character:
            state.view_cache[key] = printed
            planted += 1
    assert planted
    monkeypatch.setattr(caches, "CHECK", True)
    with pytest.raises(caches.StaleCacheError, match="bleach character view"):
        game.view(0)


def _with_modified_character(seed: int, how: str) -> tuple[Game, set[int]]:
    """The random game ``seed`` at its first decision with a character in a party that
    ``how`` modifies ("modifier": a constant stat modifier in play, no floating effect
    naming it; "stat change": a floating stat change only), and those characters."""
    game = new_game("bleach", None, seed)
    players = new_agents(["random", "random"], seed, game="bleach")
    while not game.is_over:
        state = game.state
        scene = Scene(state)
        named = {f.target for f in state.floating}
        party = {c for s in (0, 1) for c in state.cards_in(s, Zone.PARTY)}
        if how == "modifier" and scene.bonuses and party - named:
            return game, party - named
        changed = {c for c in scene.changes if c in party and c not in scene.targeted}
        if how == "stat change" and changed:
            return game, changed
        seat = game.current_player
        assert seat is not None
        game.apply(players[seat].choose(None, game.legal_actions()))
    raise AssertionError(f"game {seed} never had a character with a {how}")


def test_stats_a_scene_finds_are_current_stats() -> None:
    seen = {"modifiers": 0, "stat changes": 0}
    for seed in (1, 2, 3):
        game = new_game("bleach", None, seed)
        players = new_agents(["random", "random"], seed, game="bleach")
        while not game.is_over:
            state = game.state
            scene = Scene(state)
            for s in (0, 1):
                for c in state.cards_in(s, Zone.PARTY):
                    if c in scene.targeted:
                        continue
                    changes = scene.changes.get(c)
                    shown = constant_stats(state, c, scene.bonuses, changes)
                    assert shown == tuple(current_stats(state, c).items())
                    seen["modifiers"] += bool(scene.bonuses)
                    seen["stat changes"] += bool(changes)
            seat = game.current_player
            assert seat is not None
            game.apply(players[seat].choose(None, game.legal_actions()))
    assert all(seen.values()), seen


@pytest.mark.parametrize("how", ["modifier", "stat change"])
def test_a_stale_view_of_a_modified_character_is_caught(
    monkeypatch: pytest.MonkeyPatch, how: str
) -> None:
    game, characters = _with_modified_character(3, how)
    state = game.state
    state.view_cache = dict(state.view_cache)  # planted here, not in the kit's shared one
    game.view(0)
    planted = 0
    for key in list(state.view_cache):
        if not isinstance(key, tuple):
            continue
        shown = key[1:] if key[0] == "host" else key
        card = shown[1] if shown[0] == "from" else shown[0]  # keyed by its stats' sources
        if card in characters:
            view = state.view_cache[key]
            state.view_cache[key] = msgspec.structs.replace(view, stats={"wrong": 0})
            planted += 1
    assert planted
    monkeypatch.setattr(caches, "CHECK", True)
    with pytest.raises(caches.StaleCacheError, match=r"bleach (character view|card view with)"):
        game.view(0)
