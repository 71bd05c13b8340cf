"""The Bleach board shows exactly what the view holds: own hand only, marks, queue, battle."""

from __future__ import annotations

from typing import Any

import pytest
from rich.console import Console

import reishi
from reishi.games.bleach.view import (
    BattleView,
    BleachView,
    CardView,
    PlayerView,
    QueueItemView,
)
from reishi.interfaces.cli.board import render_board

WIDTH = 100


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
        id=100 + seat,
        title=f"Zangetsu {seat}",
        type="item",
        owner=seat,
        controller=seat,
        text="+2 STR",
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
    hand = [
        CardView(
            id=30 + seat,
            title=f"Secret Getsuga {seat}",
            type="event",
            owner=seat,
            controller=seat,
            cost="1M 1S",
            boost="STR 3",
            sample=True,
        )
    ]
    return PlayerView(
        seat=seat,
        guardian=CardView(
            id=seat,
            title=f"Guardian Rukia {seat}",
            type="guardian",
            owner=seat,
            controller=seat,
        ),
        power=17 + seat,
        energy_row=[_energy(40 + seat, seat, "mind", depleted=True), _energy(50, seat, "body")],
        party=[fighter, tired],
        battlegrounds=[
            CardView(
                id=60 + seat,
                title=f"Karakura Town {seat}",
                type="battleground",
                owner=seat,
                controller=seat,
            )
        ],
        hand=hand if seat == viewer else None,
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


def _view(*, viewer: int = 0, battle: bool = True, queue: bool = True) -> BleachView:
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
        queue=(
            [
                QueueItemView(
                    index=0,
                    controller=0,
                    kind="boost",
                    source="Bottom Source",
                    description="+3 STR",
                ),
                QueueItemView(
                    index=1,
                    controller=1,
                    kind="event",
                    source="Top Source",
                    description="Deal 2 power damage",
                    targets=["Guardian Rukia 0"],
                ),
            ]
            if queue
            else []
        ),
        battle=(
            BattleView(
                attacker=0,
                attacker_title="Attacking Ichigo",
                attack_stat="STR",
                attack_value=7,
                defender=1,
                defender_title="Defending Renji",
                defend_stat="STR",
                defend_value=4,
                started=True,
                locked=False,
            )
            if battle
            else None
        ),
        floating=["Renji gets +1 SPP until end of turn"],
        winner=None,
        is_over=False,
    )


def _render(view: BleachView, log: list[str] | None = None) -> str:
    console = Console(record=True, width=WIDTH, color_system=None)
    console.print(render_board(view, log))
    return console.export_text()


def test_board_hand_shown_only_for_viewer() -> None:
    text = _render(_view(viewer=0))
    assert "Secret Getsuga 0" in text
    assert "Secret Getsuga 1" not in text
    assert "Hand 1 cards" in text  # the opponent's hand as a count

    text = _render(_view(viewer=1))
    assert "Secret Getsuga 1" in text
    assert "Secret Getsuga 0" not in text


def test_board_marks_provisional_and_sample_cards() -> None:
    text = _render(_view())
    assert "†provisional" in text
    assert "[sample]" in text


def test_board_shows_guardian_power_and_zone_counts() -> None:
    text = _render(_view())
    assert "POWER 17" in text and "POWER 18" in text
    assert "Deck 41" in text and "Side deck 9" in text
    assert "Discard 2 (top: Top Discard 1)" in text


def test_board_marks_depleted_energy_and_characters() -> None:
    text = _render(_view())
    assert "Energy 1/2 ready" in text
    assert "[Mind ↷]" in text
    assert "↷ depleted" in text


def test_board_shows_modified_and_printed_stats_and_attachments() -> None:
    text = _render(_view())
    assert "STR 7 (5)" in text
    assert "AGI 2 (3)" in text
    assert "SPP 4 (" not in text  # unchanged stats show no printed value
    assert "└ Zangetsu 0" in text
    assert "can attack" in text
    assert "Swift" in text and "Soul Reaper" in text


def test_board_draws_queue_top_first() -> None:
    text = _render(_view())
    assert "Queue (2)" in text
    assert text.index("Top Source") < text.index("Bottom Source")
    assert "Deal 2 power damage" in text
    assert "Guardian Rukia 0" in text


def test_board_draws_battle_and_floating_effects() -> None:
    text = _render(_view())
    assert "Attacking Ichigo attacks with STR 7" in text
    assert "Defending Renji defends with STR 4" in text
    assert "Boosting open" in text
    assert "Renji gets +1 SPP until end of turn" in text


def test_board_omits_queue_and_battle_when_absent() -> None:
    text = _render(_view(battle=False, queue=False))
    assert "Queue" not in text
    assert "attacks with" not in text


def test_board_shows_whose_priority_and_window() -> None:
    text = _render(_view(viewer=1))
    assert "P2 (you) to act" in text
    assert "window: battle" in text


def test_board_fits_100_columns_and_shows_log() -> None:
    text = _render(_view(), ["P1 played Ichigo.", "P2 passed."])
    assert max(len(line) for line in text.splitlines()) <= WIDTH
    assert "P2 passed." in text


def test_board_shows_result_when_over() -> None:
    view = _view()
    view.is_over = True
    view.winner = 0
    view.end_reason = "P2's guardian has 0 power"
    text = _render(view)
    assert "Game over: P1 wins (P2's guardian has 0 power)" in text


def _bleach_game() -> Any:
    if "bleach" not in reishi.game_names():
        pytest.skip("the Bleach rules are not registered in this build")
    return reishi.new_game("bleach", seed=3)


def test_board_draws_a_real_bleach_view_for_each_seat() -> None:
    game = _bleach_game()
    for seat in (0, 1):
        view = game.view(seat)
        text = _render(view)
        other = view.players[1 - seat]
        assert other.hand is None
        assert f"Hand {other.hand_count} cards" in text
        assert f"POWER {view.players[seat].power}" in text
        assert max(len(line) for line in text.splitlines()) <= WIDTH
