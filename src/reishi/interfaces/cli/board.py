"""Draws any game's :class:`~reishi.engine.table.Table` with rich (fits 100 columns).

The game's board plugin turns one seat's view into a Table; this module draws every Table
the same way, so a game brings no terminal code. Only the view is drawn, never the state:
what a seat may not know cannot leak through the board. The viewer's side is drawn last
(nearest the player, as at a real table), the other side first, and the shared areas (a
queue, a battle, floating effects) between them. A game without a board is pretty-printed.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.panel import Panel as RichPanel
from rich.pretty import Pretty
from rich.table import Table as RichTable
from rich.text import Text

from reishi.engine.table import CardFace, Layout, Mark, Panel, Side, Stat, Table, Zone, board_for

TURNED_MARK = "↷"
PROVISIONAL_TAG = "†provisional"
SAMPLE_TAG = "sample"


def seat_label(seat: int | None) -> str:
    """How a seat is named on screen: ``P1`` for seat 0."""
    return "nobody" if seat is None else f"P{seat + 1}"


def render_view(game: str, view: Any, log: list[str] | None = None) -> RenderableType:
    """The board of ``view`` drawn from the game's Table, or the view pretty-printed."""
    board = board_for(game)
    if board is not None:
        return render_table(board(view), log)
    parts: list[RenderableType] = [Pretty(view)]
    if log:
        parts.append(_log_panel(log))
    return Group(*parts)


def render_table(table: Table, log: list[str] | None = None) -> RenderableType:
    """The whole table as its viewer may see it; ``log`` adds recent log lines."""
    near = [side for side in table.sides if side.you]
    if not near and table.sides:
        near = table.sides[:1]  # a spectator sits on the first seat's side
    far = [side for side in table.sides if side not in near]
    parts: list[RenderableType] = [_header(table)]
    parts.extend(_side_panel(side) for side in far)
    parts.extend(_shared_panel(panel) for panel in table.shared)
    parts.extend(_side_panel(side) for side in near)
    if log:
        parts.append(_log_panel(log))
    return Group(*parts)


def card_tags(card: CardFace) -> Text:
    """The honesty marks of a card: provisional data and the project's own sample cards."""
    tags = Text()
    if Mark.PROVISIONAL in card.marks:
        tags.append(" " + PROVISIONAL_TAG, style="bold yellow")
    if Mark.SAMPLE in card.marks:
        tags.append(f" [{SAMPLE_TAG}]", style="magenta")
    return tags


def card_name(card: CardFace, *, number: bool = True) -> Text:
    """A card's title, its ``#number`` and marks; dimmed and marked when turned (depleted)."""
    text = Text()
    if card.turned:
        text.append(f"{TURNED_MARK} ", style="bold red")
        text.append(card.title, style="dim")
    else:
        text.append(card.title, style="bold")
    if number and card.id >= 0:
        text.append(f" #{card.id}", style="dim")  # actions name cards by this number
    text.append_text(card_tags(card))
    return text


def stats_text(stats: Iterable[Stat]) -> Text:
    """Current stats, with the printed value beside any that an effect changed."""
    text = Text()
    for i, stat in enumerate(stats):
        if i:
            text.append("  ")
        if stat.value is None:
            # A printed stat that an effect removed.
            text.append(f"{stat.name} –", style="dim strike")
            text.append(f" ({stat.printed})", style="dim")
            continue
        # Green for raised (or granted), red for lowered, so a modifier is seen at a glance.
        style = "bold"
        if stat.printed is None or stat.value > stat.printed:
            style = "bold green"
        elif stat.value < stat.printed:
            style = "bold red"
        text.append(f"{stat.name} {stat.value}", style=style)
        if stat.printed != stat.value:
            text.append(f" ({'–' if stat.printed is None else stat.printed})", style="dim")
    return text


def find_cards(table: Table, query: str) -> list[CardFace]:
    """Cards on the table numbered ``query`` (``12`` or ``#12``), else titled with it."""
    faces: list[CardFace] = []
    for side in table.sides:
        for zone in side.zones:
            for card in zone.cards or []:
                faces += [card, *card.attachments]
    for panel in table.shared:
        faces += panel.cards
    wanted = query.strip().removeprefix("#")
    if wanted.isdigit():
        return [card for card in faces if card.id == int(wanted)][:1]
    folded = wanted.casefold()
    found = {card.title: card for card in faces if folded and folded in card.title.casefold()}
    return list(found.values())


def render_card(card: CardFace) -> RenderableType:
    """One card in full: title and marks, kind and details, stats, states, text, attachments."""
    lines = [card_name(card)]
    head = _join([_details(card, kind=True), stats_text(card.stats), _states(card)], "  ")
    if head.plain:
        lines.append(head)
    if card.text:
        lines.append(Text(card.text, style="italic"))
    lines += [
        Text(f"{field} is the project's own", style="yellow") for field in card.provisional_fields
    ]
    for item in card.attachments:
        attached = Text("└ ", style="dim")
        attached.append_text(card_name(item))
        lines.append(attached)
    return RichPanel(Group(*lines), border_style="cyan", box=box.ROUNDED)


def _header(table: Table) -> RenderableType:
    line = Text()
    line.append(f"Turn {table.turn}", style="bold")
    for fact in table.status:
        line.append(f" · {fact}")
    lines = [line]
    if table.is_over:
        result = Text()
        if table.winner is None:
            result.append("Game over: a draw", style="bold yellow")
        else:
            style = "bold green" if table.winner == table.seat else "bold red"
            result.append(f"Game over: {seat_label(table.winner)} wins", style=style)
        if table.result:
            result.append(f" ({table.result})")
        lines.append(result)
    else:
        turn = Text()
        you = " (you)" if table.to_act is not None and table.to_act == table.seat else ""
        turn.append(f"{seat_label(table.to_act)}{you} to act", style="bold magenta")
        if table.prompt:
            turn.append(f": {table.prompt}")
        lines.append(turn)
    viewer = "a spectator" if table.seat is None else seat_label(table.seat)
    return RichPanel(
        Group(*lines),
        title=f"Reishi · {table.game} · viewing as {viewer}",
        box=box.HEAVY,
        border_style="blue",
    )


def _side_panel(side: Side) -> RenderableType:
    rows: list[RenderableType] = []
    if side.counters:
        badges = Text()
        for i, counter in enumerate(side.counters):
            if i:
                badges.append(" ")
            style = "bold white on red" if counter.warn else "bold white on dark_green"
            badges.append(f" {counter.label.upper()} {counter.value} ", style=style)
        rows.append(badges)
    summary: list[Text] = []
    for zone in side.zones:
        if zone.cards == [] and zone.layout in (Layout.LIST, Layout.CARD):
            continue  # an empty area of the table: nothing to draw
        if zone.cards is None or zone.layout is Layout.PILE or not zone.cards:
            summary.append(_zone_summary(zone))
        elif zone.layout is Layout.CARD:
            rows.extend(_featured(zone, card) for card in zone.cards)
        elif zone.layout is Layout.LIST:
            rows.append(_list_line(zone))
        else:
            rows.append(_row_table(zone))
    if summary:
        rows.append(Text(" · ").join(summary))
    title = f"{side.name}{' (you)' if side.you else ''}"
    if side.active:
        title += " · active"
    return RichPanel(
        Group(*rows),
        title=title,
        title_align="left",
        border_style="green" if side.you else "red",
        box=box.ROUNDED,
    )


def _zone_summary(zone: Zone) -> Text:
    """A zone in a few words: its count, and for a visible pile its top card."""
    text = Text()
    text.append(f"{zone.label} {zone.count}", style="bold" if zone.cards is None else "")
    if zone.cards:
        # A pile lists its cards in order; the last is on top.
        text.append(" (top: ")
        text.append_text(card_name(zone.cards[-1]))
        text.append(")")
    return text


def _featured(zone: Zone, card: CardFace) -> RenderableType:
    line = Text()
    line.append(f"{zone.label}: ", style="bold")
    line.append_text(card_name(card))
    extra = _join([stats_text(card.stats), _details(card), _states(card)], "  ")
    if extra.plain:
        line.append("  ")
        line.append_text(extra)
    if not card.text:
        return line
    return Group(line, Text(f"  {card.text}", style="italic dim"))


def _list_line(zone: Zone) -> Text:
    cards = zone.cards or []
    turned = sum(card.turned for card in cards)
    text = Text()
    text.append(f"{zone.label} {zone.count}", style="bold")
    if turned:
        text.append(f" ({turned} {TURNED_MARK})", style="dim")
    text.append(": ")
    # Equal cards are written once with a count ("3× Mind Energy"): all of them when the
    # zone's order does not matter, else each run of neighbours.
    runs: list[tuple[CardFace, int]] = []
    for card in cards:
        same = [i for i, (seen, _) in enumerate(runs) if _same_face(seen, card)]
        if same and (not zone.order or same[-1] == len(runs) - 1):
            i = same[-1]
            runs[i] = (runs[i][0], runs[i][1] + 1)
        else:
            runs.append((card, 1))
    chips = []
    for card, count in runs:
        chip = Text(f"{count}× " if count > 1 else "")
        chip.append_text(card_name(card, number=count == 1))
        chips.append(chip)
    text.append_text(_join(chips))
    return text


def _same_face(a: CardFace, b: CardFace) -> bool:
    return (a.title, a.turned, a.marks, a.states, a.attachments) == (
        b.title,
        b.turned,
        b.marks,
        b.states,
        b.attachments,
    )


def _row_table(zone: Zone) -> RenderableType:
    table = RichTable(box=box.SIMPLE_HEAD, padding=(0, 1), expand=True, show_edge=False)
    table.add_column(f"{zone.label} ({zone.count})", ratio=5)
    table.add_column("Kind · details", ratio=5)
    table.add_column("Stats (printed)", ratio=4)
    table.add_column("State", ratio=3)
    for card in zone.cards or []:
        _card_row(table, card_name(card), card)
        for item in card.attachments:
            name = Text("  └ ", style="dim")
            name.append_text(card_name(item))
            _card_row(table, name, item)
    return table


def _card_row(table: RichTable, name: Text, card: CardFace) -> None:
    table.add_row(name, _details(card, kind=True), stats_text(card.stats), _states(card))


def _details(card: CardFace, *, kind: bool = False) -> Text:
    text = Text()
    if kind and card.kind:
        text.append(card.kind, style="dim")
        if card.details:
            text.append(" · ", style="dim")
    text.append(", ".join(card.details), style="cyan")
    return text


def _states(card: CardFace) -> Text:
    words = ", ".join(card.states)
    if card.turned:
        return Text(f"{TURNED_MARK} {words}".rstrip(), style="red")
    return Text(words, style="green")


def _shared_panel(panel: Panel) -> RenderableType:
    body: list[Text] = [Text(f"• {line}") for line in panel.lines]
    if not body and panel.cards:
        body.append(_join(card_name(card) for card in panel.cards))
    return RichPanel(
        Text("\n").join(body) if body else Text("—", style="dim"),
        title=panel.label,
        border_style="yellow",
    )


def _join(parts: Iterable[Text], sep: str = ", ") -> Text:
    return Text(sep).join(part for part in parts if part.plain)


def _log_panel(lines: list[str]) -> RenderableType:
    return RichPanel(Text("\n".join(lines)), title="Recent events", border_style="dim")
