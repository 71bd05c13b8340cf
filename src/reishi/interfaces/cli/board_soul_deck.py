"""Draws a Bleach Soul Deck table from one seat's ``SoulDeckView`` with rich.

Only the view is drawn, never the state. The opponent's side comes first, the stack and
combat between, the viewer's side last (nearest the player).
"""

from __future__ import annotations

from rich import box
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from reishi.games.soul_deck.view import CardView, PlayerView, SoulDeckView

EXHAUSTED_MARK = "↷"
SAMPLE_TAG = " [sample]"


def _label(seat: int | None) -> str:
    return "nobody" if seat is None else f"P{seat + 1}"


def card_line(card: CardView) -> Text:
    """One card: exhausted mark, title, stats with damage, keywords."""
    text = Text()
    if card.exhausted:
        text.append(f"{EXHAUSTED_MARK} ", style="bold red")
    text.append(f"{card.title} #{card.id}", style="dim" if card.exhausted else "bold")
    if card.reiatsu is not None:
        text.append(f"  R{card.reiatsu}/G{card.genryu}", style="cyan")
        if card.damage:
            text.append(f" dmg {card.damage}", style="bold red")
    if card.cost:
        text.append(f"  {card.cost}", style="yellow")
    if card.keywords:
        text.append("  " + ", ".join(card.keywords), style="green")
    if card.attached_to >= 0:
        text.append(f"  → #{card.attached_to}", style="magenta")
    if card.sample:
        text.append(SAMPLE_TAG, style="magenta")
    return text


def _zone(title: str, cards: list[CardView]) -> RenderableType:
    body = Group(*(card_line(c) for c in cards)) if cards else Text("—", style="dim")
    return Panel(body, title=title, title_align="left", box=box.ROUNDED)


def _energy(player: PlayerView) -> Text:
    ready = " ".join(f"{n}{colour}" for colour, n in player.energy_ready.items()) or "none"
    return Text(f"ready energy: {ready}", style="yellow")


def player_panel(player: PlayerView, viewer: int) -> RenderableType:
    """One side of the table."""
    head = Text(
        f"{_label(player.seat)}{' (you)' if player.seat == viewer else ''} · "
        f"life {player.life} · hand {player.hand_count} · deck {player.deck_count} · "
        f"Soul Burial {len(player.burial)}",
        style="bold",
    )
    energy = [c for c in player.support if c.type == "energy"]
    gear = [c for c in player.support if c.type != "energy"]
    parts: list[RenderableType] = [
        head,
        _zone("Characters", player.characters),
        _zone("Support", gear),
        _energy(player),
        Text(f"energy cards: {len(energy)}", style="dim"),
    ]
    if player.field:
        parts.append(_zone("Field", player.field))
    if player.hand is not None:
        parts.append(_zone("Hand", player.hand))
    return Group(*parts)


def render_soul_deck_board(view: SoulDeckView) -> RenderableType:
    """The whole table as ``view.seat`` sees it."""
    me, foe = view.players[view.seat], view.players[1 - view.seat]
    status = Text(
        f"Turn {view.turn} · {_label(view.active)} active · {view.phase}"
        + (f" · {_label(view.current_player)} to decide: {view.prompt}" if view.prompt else ""),
        style="bold",
    )
    middle: list[RenderableType] = []
    if view.stack:
        table = Table(box=box.SIMPLE, title="Stack (last resolves first)")
        table.add_column("#")
        table.add_column("from")
        table.add_column("card")
        table.add_column("target")
        for i, item in enumerate(view.stack):
            table.add_row(str(i + 1), _label(item.controller), item.source, item.target)
        middle.append(table)
    if view.attackers:
        blocks = {a: b for b, a in view.blocks}
        lines = [
            f"#{a} attacks" + (f", blocked by #{blocks[a]}" if a in blocks else "")
            for a in view.attackers
        ]
        middle.append(Text("Combat: " + "; ".join(lines), style="bold red"))
    if view.is_over:
        outcome = "draw" if view.winner is None else f"{_label(view.winner)} wins"
        middle.append(Text(f"Game over: {outcome} ({view.end_reason})", style="bold"))
    return Group(status, player_panel(foe, view.seat), *middle, player_panel(me, view.seat))
