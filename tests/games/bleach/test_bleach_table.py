"""The Bleach board: every zone of a BleachView on the neutral Table, and nothing hidden."""

from __future__ import annotations

import msgspec
import pytest
from rich.console import Console

import reishi
from reishi.engine.rng import Rng
from reishi.engine.table import Layout, Mark, Stat, Table, Zone, board_for
from reishi.games.bleach.table import to_table
from reishi.games.bleach.view import (
    BattleView,
    BleachView,
    CardView,
    ChoiceView,
    PlayerView,
    QueueItemView,
)
from reishi.interfaces.cli.board import render_table


def _energy(card_id: int, owner: int, kind: str, *, depleted: bool = False) -> CardView:
    return CardView(
        id=card_id,
        title=f"{kind.capitalize()} Energy",
        type="energy",
        owner=owner,
        controller=owner,
        depleted=depleted,
        produces=kind,
    )


def _player(seat: int, *, viewer: int) -> PlayerView:
    sword = CardView(
        id=100 + seat, title=f"Zangetsu {seat}", type="item", owner=seat, controller=seat
    )
    fighter = CardView(
        id=10 + seat,
        title=f"Ichigo Kurosaki - Student {seat}",
        type="character",
        owner=seat,
        controller=seat,
        stats={"STR": 7, "AGI": 2},
        printed_stats={"STR": 5, "AGI": 3},
        traits=["Soul Reaper", "Human"],
        keywords=["Swift"],
        can_attack=True,
        attachments=[sword],
        text="Swift",
    )
    tired = CardView(
        id=20 + seat,
        title=f"Renji Abarai {seat}",
        type="character",
        owner=seat,
        controller=seat,
        depleted=True,
        stats={"SPP": 4},
        printed_stats={"SPP": 4},
        provisional=True,
    )
    secret = CardView(
        id=30 + seat,
        title=f"Secret Getsuga {seat}",
        type="event",
        owner=seat,
        controller=seat,
        cost="1M 1S",
        boost="STR 3",
        sample=True,
    )
    return PlayerView(
        seat=seat,
        guardian=CardView(
            id=seat, title=f"Guardian Rukia {seat}", type="guardian", owner=seat, controller=seat
        ),
        power=4 + 13 * seat,
        energy_row=[_energy(40 + seat, seat, "mind", depleted=True), _energy(50, seat, "body")],
        party=[fighter, tired],
        battlegrounds=[],
        hand=[secret] if seat == viewer else None,
        hand_count=1,
        deck_count=40 + seat,
        side_deck=None,
        side_deck_count=9,
        discard=[
            CardView(id=70, title="Old Card", type="event", owner=seat, controller=seat),
            CardView(id=71, title=f"Top Discard {seat}", type="event", owner=seat, controller=seat),
        ],
        removed=[],
        out_of_play=[],
    )


def _view(*, viewer: int = 0) -> BleachView:
    return BleachView(
        seat=viewer,
        turn=3,
        active=0,
        step="main",
        phase="Phase C.3 battle",
        window="battle",
        current_player=1,
        prompt="boost or pass",
        priority_passes=1,
        players=[_player(0, viewer=viewer), _player(1, viewer=viewer)],
        queue=[
            QueueItemView(
                index=0, controller=0, kind="boost", source="Bottom Source", description="+3 STR"
            ),
            QueueItemView(
                index=1,
                controller=1,
                kind="event",
                source="Top Source",
                description="Deal 2 power damage",
                targets=["Guardian Rukia 0"],
            ),
        ],
        battle=BattleView(
            attacker=10,
            attacker_title="Ichigo Kurosaki - Student 0",
            attack_stat="STR",
            attack_value=7,
            defender=11,
            defender_title="Ichigo Kurosaki - Student 1",
            defend_stat="STR",
            defend_value=4,
            started=True,
            locked=False,
        ),
        floating=["Renji gets +1 SPP until end of turn"],
        winner=None,
        is_over=False,
        choices=[ChoiceView(index=0, label="Renji Abarai 1", card=21)],
    )


def _zone(table: Table, seat: int, key: str) -> Zone:
    return next(z for z in table.sides[seat].zones if z.key == key)


def test_table_hides_the_other_hand_and_side_deck_as_counts() -> None:
    table = to_table(_view(viewer=0))
    assert table.seat == 0 and table.sides[0].you and not table.sides[1].you
    mine, theirs = _zone(table, 0, "hand"), _zone(table, 1, "hand")
    assert [c.title for c in mine.cards or []] == ["Secret Getsuga 0"]
    assert theirs.cards is None and theirs.count == 1
    assert _zone(table, 1, "side-deck").cards is None
    assert _zone(table, 0, "deck").cards is None and _zone(table, 0, "deck").count == 40


def test_table_guardian_power_and_its_warning() -> None:
    table = to_table(_view())
    low, high = (side.counters[0] for side in table.sides)
    assert (low.label, low.value, low.warn) == ("Power", "4", True)  # ARD: 5 or less
    assert (high.value, high.warn) == ("17", False)
    guardian = _zone(table, 0, "guardian")
    assert guardian.layout is Layout.CARD and guardian.cards[0].title == "Guardian Rukia 0"


def test_table_cards_carry_stats_states_marks_and_attachments() -> None:
    party = _zone(to_table(_view()), 0, "party").cards or []
    fighter, tired = party
    assert fighter.stats == [
        Stat(name="STR", value=7, printed=5),
        Stat(name="AGI", value=2, printed=3),
    ]
    assert fighter.states == ["can attack"]
    assert {"Soul Reaper", "Swift"} <= set(fighter.details)
    assert [a.title for a in fighter.attachments] == ["Zangetsu 0"]
    assert fighter.kind == "Character" and fighter.text == "Swift"
    assert tired.turned and tired.states == ["depleted"] and tired.marks == [Mark.PROVISIONAL]
    secret = (_zone(to_table(_view()), 0, "hand").cards or [])[0]
    assert secret.marks == [Mark.SAMPLE]
    assert "cost 1M 1S" in secret.details and "boost STR 3" in secret.details


def test_table_energy_row_and_discard_order() -> None:
    table = to_table(_view())
    energy = _zone(table, 0, "energy")
    assert [c.turned for c in energy.cards or []] == [True, False]
    assert "produces mind" in (energy.cards or [])[0].details
    discard = _zone(table, 1, "discard")
    assert discard.order == "bottom → top"
    assert [c.title for c in discard.cards or []] == ["Old Card", "Top Discard 1"]


def test_table_queue_top_first_battle_and_floating_effects() -> None:
    table = to_table(_view())
    queue, battle, floating = table.shared
    assert queue.label.startswith("Queue (2)")
    assert queue.lines[0].startswith("top · P2 · event · Top Source: Deal 2 power damage")
    assert "→ Guardian Rukia 0" in queue.lines[0]
    assert "Bottom Source" in queue.lines[1]
    assert battle.lines[:2] == [
        "Ichigo Kurosaki - Student 0 attacks with STR 7",
        "Ichigo Kurosaki - Student 1 defends with STR 4",
    ]
    assert battle.lines[2] == "Boosting open"
    assert [c.id for c in battle.cards] == [10, 11]
    assert floating.lines == ["Renji gets +1 SPP until end of turn"]


def test_table_status_prompt_and_choices_only_for_the_decider() -> None:
    table = to_table(_view(viewer=1))
    assert table.status == [
        "P1 active",
        "main step",
        "Phase C.3 battle",
        "window: battle",
        "1 pass(es) in a row",
    ]
    assert table.to_act == 1 and table.prompt == "boost or pass"
    assert [(c.label, c.card) for c in table.choices] == [("Renji Abarai 1", 21)]
    assert to_table(_view(viewer=0)).prompt == ""


def test_table_result_when_over() -> None:
    view = _view()
    view.is_over, view.winner, view.end_reason = True, 0, "P2's guardian has 0 power"
    table = to_table(view)
    assert table.is_over and table.winner == 0 and table.to_act is None
    assert table.result == "P2's guardian has 0 power"


def _midgame(seed: int, decisions: int) -> reishi.Game:
    game = reishi.new_game("bleach", seed=seed)
    rng = Rng(seed)
    for _ in range(decisions):
        if game.is_over:
            break
        actions = game.legal_actions()
        game.apply(actions[rng.below(len(actions))])
    return game


@pytest.mark.rule("ARD: Common Knowledge")
def test_real_tables_hide_what_the_seat_may_not_know_and_draw_in_100_columns() -> None:
    assert board_for("bleach") is to_table  # registered as the game's board plugin
    game = _midgame(3, 120)
    for seat in (0, 1):
        table = to_table(game.view(seat))
        other = table.sides[1 - seat]
        assert next(z for z in other.zones if z.key == "hand").cards is None
        decoded = msgspec.json.decode(msgspec.json.encode(table), type=Table)
        assert decoded == table  # a Table travels as JSON (the web page reads it)
        console = Console(record=True, width=100, color_system=None)
        console.print(render_table(table))
        text = console.export_text()
        assert max(len(line) for line in text.splitlines()) <= 100
        assert f"POWER {game.view(seat).players[seat].power}" in text
