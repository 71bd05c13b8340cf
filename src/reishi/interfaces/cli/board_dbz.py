"""The DBZ table in the terminal, drawn from one seat's view only."""

from __future__ import annotations

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.text import Text

from reishi.games.dbz.view import CardView, DbzView, PlayerView


def _names(cards: list[CardView]) -> str:
    return ", ".join(f"{c.title} #{c.id}" for c in cards) or "—"


def _personality(card: CardView) -> str:
    return f"{card.title} #{card.id} — stage {card.stage} ({card.power_level or 0:,})"


def _side(player: PlayerView, viewer: int) -> Panel:
    lines = [
        f"MP: {_personality(player.mp)}  level {player.level}  PUR {player.pur}",
        f"Anger: {player.anger}/5",
        f"Mastery: {_names(player.mastery)}",
        f"Drills: {_names(player.drills)}",
        f"Setups: {_names(player.setups)}",
        "Allies: " + (", ".join(_personality(a) for a in player.allies) or "—"),
        f"Dragon Balls: {_names(player.dragon_balls)}",
        f"Attached: {_names(player.attached)}",
        f"In play now: {_names(player.in_play_now)}",
        f"Life Deck: {player.life_count}",
        f"Discard pile (bottom → top): {_names(player.discard)}",
        f"Banished Zone: {_names(player.banished)}",
        "Hand: "
        + (_names(player.hand) if player.hand is not None else f"{player.hand_count} card(s)"),
    ]
    who = f"p{player.seat + 1}" + (" (you)" if player.seat == viewer else "")
    return Panel(Text("\n".join(lines)), title=who, title_align="left")


def render_dbz_board(view: DbzView) -> RenderableType:
    """Both sides, the step and the attack in progress; only the viewer's hand is shown."""
    head = f"Turn {view.turn} — p{view.active + 1}'s {view.step} step"
    if view.in_combat:
        head += " (combat)"
    if view.attack:
        head += f" — attack: {view.attack}"
    if view.is_over:
        winner = "draw" if view.winner is None else f"p{view.winner + 1} wins"
        head += f" — game over: {winner} ({view.end_reason})"
    other = 1 - view.seat
    parts: list[RenderableType] = [
        Text(head, style="bold"),
        _side(view.players[other], view.seat),
        _side(view.players[view.seat], view.seat),
    ]
    if view.prompt:
        parts.append(Text(view.prompt, style="italic"))
    return Group(*parts)
