"""The DBZ board: every zone of a DbzView on the neutral Table, and no hidden card on it."""

from __future__ import annotations

import msgspec
import pytest
from rich.console import Console

from reishi.engine.game import Game
from reishi.engine.rng import Rng
from reishi.engine.table import Layout, Table, Zone, board_for
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.library import CardPool
from reishi.games.dbz.rules import DbzRules
from reishi.games.dbz.table import to_table
from reishi.games.dbz.view import CardView
from reishi.interfaces.cli.board import render_table


@pytest.fixture(scope="module")
def rules(real_pool: CardPool) -> DbzRules:
    """Rules over the real card pool."""
    return DbzRules(DbzKit(real_pool))


def _midgame(rules: DbzRules, seed: int, decisions: int) -> Game:
    game = Game(rules, rules.new_state(rules.starter_decks(), seed, {}))
    rng = Rng(seed)
    for _ in range(decisions):
        if game.is_over:
            break
        actions = game.legal_actions()
        game.apply(actions[rng.below(len(actions))])
    return game


def _zone(table: Table, seat: int, key: str) -> Zone:
    return next(z for z in table.sides[seat].zones if z.key == key)


@pytest.mark.rule("DBZ RB: Game Zones")
def test_table_hides_the_other_hand_and_both_life_decks(rules: DbzRules) -> None:
    assert board_for("dbz") is to_table
    game = _midgame(rules, 3, 80)
    for seat in (0, 1):
        view = game.view(seat)
        table = to_table(view)
        other = view.players[1 - seat]
        hand = _zone(table, 1 - seat, "hand")
        assert (hand.cards is None) == (other.hand is None)
        assert hand.count == other.hand_count
        life = _zone(table, seat, "deck")
        assert life.cards is None and life.count == view.players[seat].life_count
        assert msgspec.json.decode(msgspec.json.encode(table), type=Table) == table
        console = Console(record=True, width=100, color_system=None)
        console.print(render_table(table))
        text = console.export_text()
        assert max(len(line) for line in text.splitlines()) <= 100
        assert f"ANGER {view.players[seat].anger}/5" in text


def test_table_main_personality_stage_power_level_and_counters(rules: DbzRules) -> None:
    view = _midgame(rules, 3, 80).view(0)
    table = to_table(view)
    leader = _zone(table, 0, "leader")
    assert leader.layout is Layout.CARD
    face = (leader.cards or [])[0]
    mp = view.players[0].mp
    assert face.title == mp.title and face.text == mp.text
    assert face.stats[0].name == "PL" and face.stats[0].value == mp.power_level
    assert f"stage {mp.stage}" in face.details
    labels = {c.label: c.value for c in table.sides[0].counters}
    assert labels["Level"] == str(view.players[0].level)
    assert labels["PUR"] == str(view.players[0].pur)
    assert _zone(table, 0, "discard").order == "bottom → top"


def test_attached_cards_are_drawn_on_their_personality(rules: DbzRules) -> None:
    view = _midgame(rules, 3, 40).view(0)
    me = view.players[0]
    gear = CardView(id=999, title="Test Gear", type="Setup", attached_to=me.mp.id)
    lost = CardView(id=998, title="Loose Gear", type="Setup", attached_to=12345)
    staged = msgspec.structs.replace(
        view, players=[msgspec.structs.replace(me, attached=[gear, lost]), view.players[1]]
    )
    table = to_table(staged)
    mp_face = (_zone(table, 0, "leader").cards or [])[0]
    assert [a.title for a in mp_face.attachments] == ["Test Gear"]
    assert [c.title for c in _zone(table, 0, "attached").cards or []] == ["Loose Gear"]


def test_attack_and_floating_effects_are_shared_panels(rules: DbzRules) -> None:
    view = _midgame(rules, 3, 40).view(1)
    staged = msgspec.structs.replace(
        view, attack="Big Punch (physical) by p1", floating=["Shield (p2): until the end of combat"]
    )
    attack, floating = to_table(staged).shared
    assert attack.lines == ["Big Punch (physical) by p1"]
    assert floating.lines == ["Shield (p2): until the end of combat"]
