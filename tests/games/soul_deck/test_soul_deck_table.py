"""The Soul Deck board: every zone of a SoulDeckView on the neutral Table, nothing hidden."""

from __future__ import annotations

import msgspec
from rich.console import Console
from soul_deck_random_play import new_game, random_agents

from reishi.engine.game import Game
from reishi.engine.table import Layout, Mark, Table, Zone, board_for
from reishi.games.soul_deck.table import to_table
from reishi.games.soul_deck.view import SoulDeckView, StackItemView
from reishi.interfaces.cli.board import render_table


def _play(seed: int, decisions: int, until: object = None) -> Game:
    game = new_game(seed)
    agents = random_agents(seed)
    for _ in range(decisions):
        if game.is_over or (callable(until) and until(game)):
            break
        seat = game.current_player
        assert seat is not None
        game.apply(agents[seat].choose(game.view(seat), game.legal_actions()))
    return game


def _zone(table: Table, seat: int, key: str) -> Zone:
    return next(z for z in table.sides[seat].zones if z.key == key)


def test_table_is_the_registered_board_and_hides_the_other_hand() -> None:
    assert board_for("soul-deck") is to_table
    game = _play(6, 80)
    for seat in (0, 1):
        view = game.view(seat)
        table = to_table(view)
        assert table.seat == seat and table.sides[seat].you
        assert _zone(table, 1 - seat, "hand").cards is None
        assert _zone(table, 1 - seat, "hand").count == view.players[1 - seat].hand_count
        assert _zone(table, seat, "deck").cards is None
        assert msgspec.json.decode(msgspec.json.encode(table), type=Table) == table


def test_table_cards_show_current_and_printed_stats_and_exhaustion() -> None:
    game = _play(6, 400, until=lambda g: any(p.characters for p in g.view(0).players))
    view = game.view(0)
    table = to_table(view)
    for seat, player in enumerate(view.players):
        faces = _zone(table, seat, "characters").cards or []
        assert [f.id for f in faces] == [c.id for c in player.characters]
        for face, card in zip(faces, player.characters, strict=True):
            reiatsu = next(s for s in face.stats if s.name == "Reiatsu")
            assert (reiatsu.value, reiatsu.printed) == (card.reiatsu, card.printed_reiatsu)
            assert face.turned == card.exhausted
            assert ("exhausted" in face.states) == card.exhausted
            assert Mark.SAMPLE in face.marks  # every shipped card is a sample card
    assert _zone(table, 0, "energy").layout is Layout.LIST
    assert table.sides[0].counters[0].label == "Life"


def test_table_lists_the_stack_top_first_and_the_combat() -> None:
    game = _play(6, 400, until=lambda g: all(p.characters for p in g.view(0).players))
    view = game.view(0)
    attacker = view.players[0].characters[0]
    blocker = view.players[1].characters[0]
    staged = msgspec.structs.replace(
        view,
        stack=[
            StackItemView(controller=0, source="Bottom Spell", kind="technique"),
            StackItemView(controller=1, source="Top Spell", kind="technique", target="Someone"),
        ],
        attackers=[attacker.id],
        blocks=[(blocker.id, attacker.id)],
        floating=["a floating effect"],
    )
    stack, combat, floating = to_table(staged).shared
    assert stack.label.startswith("Stack (2)")
    assert stack.lines == [
        "top · P2 · technique · Top Spell → Someone",
        "1 · P1 · technique · Bottom Spell",
    ]
    assert combat.lines == [
        f"{attacker.title} #{attacker.id} attacks, blocked by {blocker.title} #{blocker.id}"
    ]
    assert [c.id for c in combat.cards] == [attacker.id, blocker.id]
    assert floating.lines == ["a floating effect"]
    console = Console(record=True, width=100, color_system=None)
    console.print(render_table(to_table(staged)))
    text = console.export_text()
    assert max(len(line) for line in text.splitlines()) <= 100
    assert "Top Spell" in text and "LIFE" in text


def test_spectator_view_has_no_you_side() -> None:
    view = msgspec.structs.replace(_play(6, 40).view(0), seat=-1)
    table = to_table(view)
    assert table.seat is None and not any(side.you for side in table.sides)
    assert isinstance(view, SoulDeckView)
