"""The terminal draws any game's Table: viewer nearest, hidden zones as counts, marks, stats."""

from __future__ import annotations

from collections.abc import Iterator

import fakegame
import pytest
from rich.console import Console

import reishi
from reishi.engine import plugins
from reishi.engine.table import (
    CardFace,
    Counter,
    Layout,
    Mark,
    Panel,
    Side,
    Stat,
    Table,
    Zone,
)
from reishi.interfaces.cli.board import find_cards, render_card, render_table, render_view

WIDTH = 100


def _side(seat: int, *, viewer: int | None) -> Side:
    sword = CardFace(id=100 + seat, title=f"Sword {seat}", kind="Item", text="+2 ATK")
    fighter = CardFace(
        id=10 + seat,
        title=f"Fighter {seat}",
        kind="Unit",
        stats=[Stat(name="ATK", value=7, printed=5), Stat(name="DEF", value=2, printed=3)],
        details=["Knight", "Swift"],
        states=["ready"],
        attachments=[sword],
    )
    tired = CardFace(
        id=20 + seat,
        title=f"Tired Unit {seat}",
        kind="Unit",
        stats=[Stat(name="SPD", value=4, printed=4)],
        states=["spent"],
        turned=True,
        marks=[Mark.PROVISIONAL],
    )
    gone = CardFace(id=-1, title="Vanished Stat", stats=[Stat(name="ATK", value=None, printed=3)])
    hand = [CardFace(id=30 + seat, title=f"Secret Plan {seat}", kind="Trick", marks=[Mark.SAMPLE])]
    coins = [
        CardFace(id=40 + seat, title="Coin", turned=True),
        CardFace(id=50 + seat, title="Coin"),
        CardFace(id=60 + seat, title="Coin"),
    ]
    return Side(
        seat=seat,
        name=f"P{seat + 1}",
        you=seat == viewer,
        active=seat == 0,
        counters=[Counter(key="life", label="Life", value=str(17 + seat), warn=seat == 1)],
        zones=[
            Zone(
                key="leader",
                label="Leader",
                count=1,
                cards=[CardFace(id=seat, title=f"Leader {seat}", text="Leads the way.")],
                layout=Layout.CARD,
            ),
            Zone(key="coins", label="Coins", count=3, cards=coins, layout=Layout.LIST),
            Zone(key="units", label="Units", count=3, cards=[fighter, tired, gone]),
            Zone(key="hand", label="Hand", count=1, cards=hand if seat == viewer else None),
            Zone(key="deck", label="Deck", count=40 + seat, layout=Layout.PILE),
            Zone(
                key="discard",
                label="Discard",
                count=2,
                cards=[
                    CardFace(id=70, title="Old Card"),
                    CardFace(id=71 + seat, title=f"Top Discard {seat}"),
                ],
                layout=Layout.PILE,
                order="bottom → top",
            ),
            Zone(key="exile", label="Exile", count=0, cards=[], layout=Layout.LIST),
        ],
    )


def _table(*, viewer: int | None = 0, over: bool = False, shared: bool = True) -> Table:
    return Table(
        game="testgame",
        seat=viewer,
        turn=3,
        status=["P1 active", "main step", "window: fight"],
        to_act=None if over else 1,
        prompt="answer or pass" if viewer == 1 else "",
        sides=[_side(0, viewer=viewer), _side(1, viewer=viewer)],
        shared=[
            Panel(key="queue", label="Queue (2) · top first", lines=["top · Zap", "1 · Heal"]),
            Panel(key="fight", label="Fight", lines=["Fighter 0 attacks with ATK 7"]),
        ]
        if shared
        else [],
        is_over=over,
        winner=0 if over else None,
        result="P2 ran out of life" if over else "",
    )


def _render(table: Table, log: list[str] | None = None) -> str:
    console = Console(record=True, width=WIDTH, color_system=None)
    console.print(render_table(table, log))
    return console.export_text()


def test_board_hidden_zones_are_counts_and_the_viewers_hand_is_drawn() -> None:
    text = _render(_table(viewer=0))
    assert "Secret Plan 0" in text and "Secret Plan 1" not in text
    assert "Hand 1" in text  # the other side's hand: a count only
    text = _render(_table(viewer=1))
    assert "Secret Plan 1" in text and "Secret Plan 0" not in text


def test_board_draws_the_viewers_side_last() -> None:
    text = _render(_table(viewer=0))
    assert text.index("╭─ P2 ─") < text.index("Queue") < text.index("╭─ P1 (you)")
    text = _render(_table(viewer=1))
    assert text.index("╭─ P1 · active ─") < text.index("Queue") < text.index("╭─ P2 (you)")


def test_board_for_a_spectator_shows_no_hand() -> None:
    text = _render(_table(viewer=None))
    assert "viewing as a spectator" in text
    assert "Secret Plan" not in text and "(you)" not in text


def test_board_marks_provisional_sample_and_turned_cards() -> None:
    text = _render(_table())
    assert "†provisional" in text and "[sample]" in text
    assert "↷ Tired Unit 0" in text and "↷ spent" in text


def test_board_shows_counters_piles_and_counts() -> None:
    text = _render(_table())
    assert "LIFE 17" in text and "LIFE 18" in text
    assert "Deck 41" in text
    assert "Discard 2 (top: Top Discard 1 #72)" in text  # a pile shows its last card on top
    assert "Exile" not in text  # an empty list zone takes no room


def test_board_groups_equal_cards_and_counts_turned_ones() -> None:
    text = _render(_table())
    assert "Coins 3 (1 ↷): ↷ Coin #40, 2× Coin" in text


def test_board_shows_modified_and_printed_stats_and_attachments() -> None:
    text = _render(_table())
    assert "ATK 7 (5)" in text
    assert "DEF 2 (3)" in text
    assert "SPD 4 (" not in text  # unchanged stats show no printed value
    assert "ATK – (3)" in text  # a stat an effect removed
    assert "└ Sword 0" in text
    assert "Knight, Swift" in text


def test_board_featured_card_shows_its_text() -> None:
    text = _render(_table())
    assert "Leader: Leader 0 #0" in text
    assert "Leads the way." in text


def test_board_draws_shared_panels_in_order_and_omits_them_when_absent() -> None:
    text = _render(_table())
    assert text.index("top · Zap") < text.index("1 · Heal")
    assert "Fighter 0 attacks with ATK 7" in text
    text = _render(_table(shared=False))
    assert "Queue" not in text and "Fight " not in text


def test_board_header_says_who_acts_and_the_prompt() -> None:
    text = _render(_table(viewer=1))
    assert "Turn 3 · P1 active · main step · window: fight" in text
    assert "P2 (you) to act: answer or pass" in text
    assert "testgame" in text


def test_board_shows_the_result_when_over() -> None:
    text = _render(_table(over=True))
    assert "Game over: P1 wins (P2 ran out of life)" in text
    assert "to act" not in text


def test_board_fits_100_columns_and_shows_log() -> None:
    text = _render(_table(), ["P1 played a card.", "P2 passed."])
    assert max(len(line) for line in text.splitlines()) <= WIDTH
    assert "P2 passed." in text


def test_find_cards_by_number_or_title_and_render_in_full() -> None:
    table = _table(viewer=0)
    assert [c.title for c in find_cards(table, "#100")] == ["Sword 0"]
    assert [c.title for c in find_cards(table, "fighter")] == ["Fighter 0", "Fighter 1"]
    assert find_cards(table, "Secret Plan 1") == []  # hidden cards are not on the table
    console = Console(record=True, width=WIDTH, color_system=None)
    console.print(render_card(find_cards(table, "100")[0]))
    assert "+2 ATK" in console.export_text()


@pytest.fixture
def toy_board() -> Iterator[None]:
    """A board plugin for the test game, removed afterwards."""

    def board(view: fakegame.CountdownView) -> Table:
        return Table(game=fakegame.NAME, seat=view.seat, turn=1, status=[], to_act=view.seat)

    plugins.register(plugins.Group.BOARDS, fakegame.NAME, board)
    yield
    plugins.unregister(plugins.Group.BOARDS, fakegame.NAME)


def _render_view(game: reishi.Game) -> str:
    console = Console(record=True, width=WIDTH, color_system=None)
    console.print(render_view(game.rules.name, game.view(0), ["a log line"]))
    return console.export_text()


def test_render_view_uses_the_board_plugin(toy_board: None) -> None:
    text = _render_view(reishi.new_game(fakegame.NAME, seed=1))
    assert f"Reishi · {fakegame.NAME} · viewing as P1" in text
    assert "a log line" in text


def test_render_view_without_a_board_pretty_prints_the_view() -> None:
    text = _render_view(reishi.new_game(fakegame.NAME, seed=1))
    assert "CountdownView(" in text
    assert "a log line" in text
