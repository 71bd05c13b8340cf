"""What a person at the terminal sees and types besides an action: the action list with
costs, cards looked up in full, the judge's log lines, stops, and the help text.

Everything here reads the game through its one interface and the optional extensions
(``engine/extensions.py``, ``engine/presentation.py``), so it names no game.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Console, RenderableType
from rich.text import Text

from reishi.engine.actions import Action
from reishi.engine.errors import ReishiError
from reishi.engine.extensions import SupportsCardData, TableCommand
from reishi.engine.game import Game
from reishi.engine.presentation import ActionNote, EventLevel, SupportsActionNotes
from reishi.engine.table import board_for
from reishi.interfaces.cli.board import find_cards, render_card
from reishi.interfaces.cli.reports import print_report
from reishi.interfaces.judge_log import LogLine, Role
from reishi.interfaces.stops import Stops, Until

MAX_INPUT = 1000  # characters a command line may have; longer lines are refused unread
ECHO_LIMIT = 80  # characters of a refused or echoed line shown back

COMMANDS = (
    ("board", "draw the table again, then the actions"),
    ("log [N]", "the last N events in full (default 20)"),
    ("actions", "list the legal actions again"),
    ("look N", "card #N on the table in full, with its card data"),
    ("card X", "a card in full: on the table by #number or title, else from the card data"),
    ("stops", "where you are asked: list, add MOMENT, remove MOMENT, none"),
    ("yield", "pass until something new happens (a play, damage, a new turn)"),
    ("pass until X", "pass until X: turn, my turn, or a moment (see stops)"),
    ("help", "this text"),
    ("quit", "stop the game (the replay is still saved with --log)"),
)


def help_text(extra: Sequence[TableCommand] = ()) -> str:
    """What a player may type: an action, the terminal's commands and the game's own."""
    rows = list(COMMANDS[:3]) + [(c.usage, c.help) for c in extra] + list(COMMANDS[3:])
    lines = [
        "Type the number of an action, or its text (a unique beginning is enough).",
        "Commands:",
    ]
    lines += [f"  {usage:<13} {what}" for usage, what in rows]
    lines.append("A command word always wins; enter an action written the same way by its number.")
    lines.append(
        "You are asked only where you can make a play, hold a response that fits the moment,"
    )
    lines.append("or must choose; elsewhere you pass. Add stops to be asked at a moment anyway.")
    return "\n".join(lines)


def shorten(text: str, limit: int = ECHO_LIMIT) -> str:
    """``text`` cut to ``limit`` characters with a mark saying how much was left out."""
    if len(text) <= limit:
        return text
    return f"{text[:limit]}… ({len(text):,} characters)"


# --- decisions ------------------------------------------------------------------------------


def action_notes(game: Game, actions: Sequence[Action]) -> list[ActionNote] | None:
    """The game's notes on ``actions`` (kind, cost, effect), or None if it gives none."""
    rules = game.rules
    if not isinstance(rules, SupportsActionNotes) or not actions:
        return None
    return rules.action_notes(game.state, actions)


def decision_moment(game: Game) -> str:
    """The game's name for the moment of the pending decision ('' if it gives none)."""
    rules = game.rules
    return rules.decision_moment(game.state) if isinstance(rules, SupportsActionNotes) else ""


def action_line(number: int, text: str, note: ActionNote | None) -> Text:
    """One numbered action, with its cost and effect when the game gives them."""
    line = Text(f"{number:>4}. {text}")
    if note is not None and note.cost:
        line.append(" — cost: ", style="dim")
        line.append(note.cost, style="yellow")
    if note is not None and note.effect:
        line.append(" — ", style="dim")
        line.append(note.effect, style="italic")
    return line


def list_actions(console: Console, game: Game) -> None:
    """Every legal action, numbered, with its notes."""
    actions = game.legal_actions()
    notes = action_notes(game, actions)
    for number, action in enumerate(actions, start=1):
        note = notes[number - 1] if notes is not None else None
        console.print(action_line(number, game.describe(action), note), highlight=False)


# --- cards ----------------------------------------------------------------------------------


def show_card(console: Console, game: Game, seat: int, query: str, *, on_table: bool) -> None:
    """A card in full: as it is on the table, then the game's card data for its title.

    ``on_table`` (``look N``) looks only at the table; otherwise a title not on the table is
    looked up in the game's card data, which holds only what is printed on cards.
    """
    query = query.strip()
    if not query:
        console.print("name a card: its #number on the table or part of its title")
        return
    board = board_for(game.rules.name)
    found = [] if board is None else find_cards(board(game.view(seat)), query)
    for card in found:
        console.print(render_card(card), soft_wrap=False)
    titles = list(dict.fromkeys(card.title for card in found))
    if not found and not on_table and not query.removeprefix("#").isdigit():
        titles = [query]
    shown = 0
    for title in titles:
        shown += _print_card_data(console, game, title, quiet=bool(found))
    if not found and not shown:
        if board is None and not isinstance(game.rules, SupportsCardData):
            console.print("this game draws no cards on its board and has no card data")
            return
        where = "on the table you see" if on_table or board is not None else "in this game"
        console.print(f"no card {shorten(query)!r} {where}")


def _print_card_data(console: Console, game: Game, title: str, *, quiet: bool) -> int:
    rules = game.rules
    if not isinstance(rules, SupportsCardData):
        return 0
    try:
        report = rules.show_card(title)
    except ReishiError as exc:
        if not quiet:
            console.print(Text(str(exc), style="red"))
        return 0
    print_report(console, report)
    return 1


# --- the log --------------------------------------------------------------------------------

LEVEL_STYLES = {
    EventLevel.TURN: "bold",
    EventLevel.KEY: "",
    EventLevel.INFO: "",
    EventLevel.QUIET: "dim",
}


def log_text(line: LogLine) -> RenderableType:
    """One judge's log line: indented by depth, its citation dimmed after it."""
    text = Text("  " * line.depth)
    if line.role is Role.TURN:
        text.append(f"── {line.text} ──", style="bold cyan")
    elif line.role is Role.STEP:
        text.append(line.text, style="bold")
    else:
        text.append(line.text, style=LEVEL_STYLES[line.level])
    if line.cite:
        text.append(f"  [{line.cite}]", style="dim")
    return text


# --- stops ----------------------------------------------------------------------------------


def stops_command(console: Console, game: Game, stops: Stops, arg: str) -> None:
    """``stops``: list them, or add, remove or clear one."""
    word, _, rest = arg.strip().partition(" ")
    word, rest = word.lower(), rest.strip()
    if word in ("add", "remove") and not rest:
        console.print(f"usage: stops {word} MOMENT")
        return
    if word == "add":
        stops.add(rest)
        console.print(f"You will always be asked at {rest!r}.")
    elif word == "remove":
        found = stops.remove(rest)
        console.print(f"Removed the stop {rest!r}." if found else f"{rest!r} was not a stop.")
    elif word == "none":
        stops.always.clear()
        console.print("No stops: you are asked only where you can act.")
    elif word not in ("", "list"):
        console.print("usage: stops [list | add MOMENT | remove MOMENT | none]")
        return
    _list_stops(console, game, stops)


def _list_stops(console: Console, game: Game, stops: Stops) -> None:
    rules = game.rules
    moments: tuple[str, ...] = rules.stop_moments if isinstance(rules, SupportsActionNotes) else ()
    console.print("Your stops: " + (", ".join(stops.always) if stops.always else "none"))
    if stops.until is not None:
        console.print(f"Now {stops.describe_pass()}.")
    if moments:
        console.print("Moments of this game: " + ", ".join(moments))
    else:
        console.print("This game does not say which moves are passes: you are asked every time.")


def parse_until(arg: str) -> tuple[Until, str] | None:
    """``pass until`` ARG: the next turn, your next turn, or a moment by name."""
    text = " ".join(arg.split())
    folded = text.casefold()
    if not folded:
        return None
    if folded in ("turn", "next turn", "end of turn"):
        return Until.TURN, ""
    if folded in ("my turn", "your turn", "mine"):
        return Until.MY_TURN, ""
    return Until.MOMENT, text
