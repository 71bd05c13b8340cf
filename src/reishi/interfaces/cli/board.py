"""Draws a Bleach table from one seat's ``BleachView`` with rich (fits 100 columns).

Only the view is drawn, never the state: what a seat may not know cannot leak through the
board. The viewer's side is drawn last (nearest the player, as at a real table), the other
seat first, and the shared parts (queue, battle, floating effects) between them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from rich import box
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from reishi.games.bleach.view import BattleView, BleachView, CardView, PlayerView, QueueItemView

DEPLETED_MARK = "↷"
PROVISIONAL_TAG = "†provisional"
SAMPLE_TAG = "sample"


def seat_label(seat: int | None) -> str:
    """How a seat is named on screen: ``P1`` for seat 0."""
    return "nobody" if seat is None else f"P{seat + 1}"


def card_tags(card: CardView) -> Text:
    """The honesty marks of a card: provisional data and the project's own sample cards."""
    tags = Text()
    if card.provisional:
        tags.append(" " + PROVISIONAL_TAG, style="bold yellow")
    if card.sample:
        tags.append(f" [{SAMPLE_TAG}]", style="magenta")
    return tags


def card_name(card: CardView, *, show_depleted: bool = True) -> Text:
    """A card's title with its tags, dimmed and marked when depleted."""
    text = Text()
    if show_depleted and card.depleted:
        text.append(f"{DEPLETED_MARK} ", style="bold red")
        text.append(card.title, style="dim")
    else:
        text.append(card.title, style="bold")
    text.append_text(card_tags(card))
    return text


def stats_text(card: CardView) -> Text:
    """Current stats, with the printed value beside any that a modifier changed."""
    text = Text()
    names = list(card.stats) + [s for s in card.printed_stats if s not in card.stats]
    for i, stat in enumerate(names):
        if i:
            text.append("  ")
        current = card.stats.get(stat)
        printed = card.printed_stats.get(stat)
        if current is None:
            # A printed stat that an effect removed.
            text.append(f"{stat} –", style="dim strike")
            text.append(f" ({printed})", style="dim")
            continue
        # Green for raised (or granted), red for lowered, so a modifier is seen at a glance.
        style = "bold"
        if printed is None or current > printed:
            style = "bold green"
        elif current < printed:
            style = "bold red"
        text.append(f"{stat} {current}", style=style)
        if printed != current:
            text.append(f" ({'–' if printed is None else printed})", style="dim")
    return text


def render_board(view: BleachView, describe_log: list[str] | None = None) -> RenderableType:
    """The whole table as ``view.seat`` may see it; ``describe_log`` adds recent log lines."""
    parts: list[RenderableType] = [_header(view)]
    others = [p for p in view.players if p.seat != view.seat]
    mine = [p for p in view.players if p.seat == view.seat]
    parts.extend(_player_panel(p, view) for p in others)
    if view.queue:
        parts.append(_queue_panel(view.queue))
    if view.battle is not None:
        parts.append(_battle_panel(view.battle))
    if view.floating:
        parts.append(_floating_panel(view.floating))
    parts.extend(_player_panel(p, view) for p in mine)
    if describe_log:
        parts.append(_log_panel(describe_log))
    return Group(*parts)


def _header(view: BleachView) -> RenderableType:
    line = Text()
    line.append(f"Turn {view.turn}", style="bold")
    line.append(f" · {seat_label(view.active)} active · {view.step} step")
    if view.phase:
        line.append(f" · {view.phase}")
    if view.window:
        line.append(f" · window: {view.window}", style="cyan")
    lines = [line]
    if view.is_over:
        result = Text()
        if view.winner is None:
            result.append("Game over: a draw", style="bold yellow")
        else:
            style = "bold green" if view.winner == view.seat else "bold red"
            result.append(f"Game over: {seat_label(view.winner)} wins", style=style)
        if view.end_reason:
            result.append(f" ({view.end_reason})")
        lines.append(result)
    else:
        turn = Text()
        you = " (you)" if view.current_player == view.seat else ""
        turn.append(f"{seat_label(view.current_player)}{you} to act", style="bold magenta")
        if view.priority_passes:
            turn.append(f" · {view.priority_passes} pass(es) in a row", style="dim")
        if view.prompt:
            turn.append(f": {view.prompt}")
        lines.append(turn)
    return Panel(
        Group(*lines),
        title=f"Reishi · Bleach · viewing as {seat_label(view.seat)}",
        box=box.HEAVY,
        border_style="blue",
    )


def _power_badge(player: PlayerView) -> Text:
    style = "bold white on red" if player.power <= 5 else "bold white on dark_green"
    return Text(f" POWER {player.power} ", style=style)


def _player_panel(player: PlayerView, view: BleachView) -> RenderableType:
    rows: list[RenderableType] = []

    guardian = Text()
    guardian.append_text(_power_badge(player))
    guardian.append("  Guardian: ")
    guardian.append_text(card_name(player.guardian))
    rows.append(guardian)
    if player.guardian.text:
        rows.append(Text(f"  {player.guardian.text}", style="italic dim"))

    rows.append(_energy_line(player.energy_row))
    rows.append(_party_table(player.party))
    if player.battlegrounds:
        rows.append(_labelled("Battlegrounds", _join(card_name(c) for c in player.battlegrounds)))
    if player.out_of_play:
        rows.append(_labelled("Being played", _join(card_name(c) for c in player.out_of_play)))
    rows.append(_zones_line(player))
    if player.hand is not None:
        rows.append(_hand_table(player.hand))

    mine = player.seat == view.seat
    title = f"{seat_label(player.seat)}{' (you)' if mine else ''}"
    if player.seat == view.active:
        title += " · active"
    return Panel(
        Group(*rows),
        title=title,
        title_align="left",
        border_style="green" if mine else "red",
        box=box.ROUNDED,
    )


def _labelled(label: str, body: Text) -> Text:
    text = Text()
    text.append(f"{label}: ", style="bold")
    text.append_text(body)
    return text


def _join(parts: Iterable[Text], sep: str = ", ") -> Text:
    return Text(sep).join(parts)


def _energy_line(row: list[CardView]) -> Text:
    ready = sum(not c.depleted for c in row)
    text = Text()
    text.append(f"Energy {ready}/{len(row)} ready: ", style="bold")
    if not row:
        text.append("none", style="dim")
        return text
    chips: list[Text] = []
    for card in row:
        label = (card.produces or card.title).capitalize()
        chip = Text()
        if card.depleted:
            chip.append(f"[{label} {DEPLETED_MARK}]", style="dim")
        else:
            chip.append(f"[{label}]", style=_energy_style(card.produces))
        chip.append_text(card_tags(card))
        chips.append(chip)
    text.append_text(_join(chips, " "))
    return text


def _energy_style(kind: str) -> str:
    return {"mind": "bold blue", "body": "bold red", "spirit": "bold white"}.get(kind, "bold")


def _party_table(party: list[CardView]) -> RenderableType:
    if not party:
        return Text("Party: empty", style="dim")
    table = Table(box=box.SIMPLE_HEAD, padding=(0, 1), expand=True, show_edge=False)
    table.add_column("Party", ratio=4)
    table.add_column("Stats (printed)", ratio=3)
    table.add_column("Traits · keywords", ratio=3)
    table.add_column("State", min_width=16, no_wrap=True)
    for card in party:
        table.add_row(card_name(card), stats_text(card), _traits(card), _state(card))
        for item in card.attachments:
            name = Text("  └ ", style="dim")
            name.append_text(card_name(item))
            # Items rarely print stats; their effect text says what they do to the bearer.
            stats = stats_text(item) if item.stats else Text(item.text, style="dim italic")
            table.add_row(name, stats, _traits(item), _state(item, attached=True))
    return table


def _traits(card: CardView) -> Text:
    text = Text(", ".join(card.traits), style="cyan")
    if card.keywords:
        if card.traits:
            text.append(" · ")
        text.append(", ".join(card.keywords), style="bold cyan")
    return text


def _state(card: CardView, *, attached: bool = False) -> Text:
    if attached:
        return Text(f"{DEPLETED_MARK} depleted", style="red") if card.depleted else Text("")
    if card.depleted:
        return Text(f"{DEPLETED_MARK} depleted", style="red")
    if card.can_attack:
        return Text("can attack", style="green")
    return Text("can't attack yet", style="yellow")


def _zones_line(player: PlayerView) -> Text:
    text = Text()
    if player.hand is None:
        text.append(f"Hand {player.hand_count} cards", style="bold")
    else:
        text.append(f"Hand {player.hand_count}", style="bold")
    text.append(f" · Deck {player.deck_count}")
    text.append(f" · Side deck {player.side_deck_count}")
    if player.side_deck:
        kinds = Counter(c.produces or c.title for c in player.side_deck)
        text.append(" (" + ", ".join(f"{n} {k}" for k, n in sorted(kinds.items())) + ")")
    text.append(f" · Discard {len(player.discard)}")
    if player.discard:
        text.append(" (top: ")
        text.append_text(card_name(player.discard[-1], show_depleted=False))
        text.append(")")
    text.append(f" · Removed {len(player.removed)}")
    if player.removed:
        text.append(": ")
        text.append_text(_join(card_name(c, show_depleted=False) for c in player.removed))
    if player.mulligan_used:
        text.append(" · mulligan used", style="dim")
    return text


def _hand_table(hand: list[CardView]) -> RenderableType:
    if not hand:
        return Text("Your hand is empty", style="dim")
    table = Table(box=box.SIMPLE_HEAD, padding=(0, 1), expand=True, show_edge=False)
    table.add_column("Your hand", ratio=1)
    table.add_column("Type", width=12)
    table.add_column("Cost", width=9)
    table.add_column("Boost", width=6)
    table.add_column("Stats", width=20)
    for card in hand:
        table.add_row(
            card_name(card, show_depleted=False),
            Text(card.type),
            Text(card.cost or "-"),
            Text(card.boost),
            stats_text(card),
        )
    return table


def _queue_panel(queue: list[QueueItemView]) -> RenderableType:
    table = Table(box=box.SIMPLE_HEAD, padding=(0, 1), expand=True, show_edge=False)
    table.add_column("#", justify="right", width=6)
    table.add_column("By", width=3)
    table.add_column("Kind", width=9)
    table.add_column("Source", ratio=3)
    table.add_column("Effect", ratio=5)
    table.add_column("Targets", ratio=3)
    # The last item resolves first, so the top is listed first.
    ordered = sorted(queue, key=lambda item: item.index, reverse=True)
    for position, item in enumerate(ordered):
        number = Text(f"{item.index}")
        if position == 0:
            number = Text(f"top {item.index}", style="bold")
        table.add_row(
            number,
            Text(seat_label(item.controller)),
            Text(item.kind),
            Text(item.source),
            Text(item.description),
            Text(", ".join(item.targets) or "-"),
        )
    return Panel(table, title=f"Queue ({len(queue)}) · top resolves first", border_style="yellow")


def _battle_panel(battle: BattleView) -> RenderableType:
    text = Text()
    text.append(f"{seat_label(battle.attacker)} ", style="bold")
    text.append(battle.attacker_title, style="bold")
    text.append(" attacks with ")
    text.append(f"{battle.attack_stat} {battle.attack_value}", style="bold red")
    text.append("\n")
    if battle.defender is None:
        text.append("No defender: the guardian takes the damage", style="bold yellow")
    else:
        text.append(f"{seat_label(battle.defender)} ", style="bold")
        text.append(battle.defender_title, style="bold")
        text.append(" defends with ")
        text.append(f"{battle.defend_stat} {battle.defend_value}", style="bold blue")
    text.append("\n")
    if battle.locked:
        text.append("Stats locked", style="bold magenta")
    elif battle.started:
        text.append("Boosting open", style="green")
    else:
        text.append("Declaring", style="dim")
    return Panel(text, title="Battle", border_style="magenta")


def _floating_panel(floating: list[str]) -> RenderableType:
    return Panel(
        Text("\n").join(Text(f"• {line}") for line in floating),
        title="Floating effects",
        border_style="cyan",
    )


def _log_panel(lines: list[str]) -> RenderableType:
    return Panel(Text("\n".join(lines)), title="Recent events", border_style="dim")
