"""``reishi play``: a game in the terminal, for human seats and computer seats alike.

Every seat decides from ``game.view(seat)`` and ``game.legal_actions()`` only; a human sees
the board of their own seat and types an action's number or its text notation.
"""

from __future__ import annotations

import json
import secrets
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console, RenderableType
from rich.pretty import Pretty
from rich.text import Text

from reishi.agents.base import Agent, decide
from reishi.agents.registry import UnknownAgentError, agent_names, make_agent
from reishi.engine.actions import Action
from reishi.engine.errors import DataError, IllegalActionError, ReishiError
from reishi.engine.events import EVERYONE, Event
from reishi.engine.game import Game, new_game
from reishi.engine.rng import derive_seed
from reishi.engine.rules import GameRules, get_rules
from reishi.games.bleach.view import BleachView
from reishi.interfaces.cli.board import render_board, seat_label
from reishi.interfaces.replay_file import ReplayRecorder, save_replay

HUMAN = "human"
EXIT_USAGE = 2  # the shell convention for "wrong invocation"
EXIT_INTERRUPTED = 130  # 128 + SIGINT, what shells report for Ctrl-C
LOG_LINES = 20  # events shown by the "log" command unless a number is given

HELP_TEXT = """\
Type the number of an action, or its text (a unique beginning is enough).
Commands:
  board      draw the table again
  log [N]    the last N events you saw (default 20)
  actions    list the legal actions again
  loop N     repeat the loop you just showed 3 times, N more times (ARD: Infinite Rules)
  help       this text
  quit       stop the game (the replay is still saved with --log)
A command word always wins; enter an action written the same way by its number."""

ReadLine = Callable[[str], str | None]
"""Reads one answer after showing a prompt; None at end of input."""


class GameQuitError(Exception):
    """Raised to end a session early: the human asked to stop, or their input ended."""

    def __init__(self, reason: str, exit_code: int) -> None:
        super().__init__(reason)
        self.reason = reason
        self.exit_code = exit_code


def result_text(game: Game) -> str:
    """One line saying how the game ended (or that it has not)."""
    if not game.is_over:
        return "Result: unfinished"
    reason = game.end_reason
    outcome = "draw" if game.winner is None else f"{seat_label(game.winner)} wins"
    return f"Result: {outcome}" + (f" ({reason})" if reason else "")


def render_view(view: Any) -> RenderableType:
    """The board for a Bleach view; any other game's view is pretty-printed as data."""
    if isinstance(view, BleachView):
        return render_board(view)
    from reishi.games.dbz.view import DbzView  # imported here: only DBZ games need it

    if isinstance(view, DbzView):
        from reishi.interfaces.cli.board_dbz import render_dbz_board

        return render_dbz_board(view)
    from reishi.games.soul_deck.view import SoulDeckView  # only Soul Deck games need it

    if isinstance(view, SoulDeckView):
        from reishi.interfaces.cli.board_soul_deck import render_soul_deck_board

        return render_soul_deck_board(view)
    return Pretty(view)


def public_event(event: Event) -> Event:
    """The event as a seat that may not see hidden information gets it."""
    return event if event.visible_to == EVERYONE else event.redacted()


def console_read_line(console: Console) -> ReadLine:
    """A ReadLine that prompts on ``console`` and returns None at end of input."""

    echo = not sys.stdin.isatty()

    def read(prompt: str) -> str | None:
        """One answer, or None at end of input."""
        try:
            line = console.input(prompt)
        except EOFError:
            return None
        if echo:
            # Piped answers are not echoed by a terminal; print them so the transcript reads.
            console.print(line, markup=False, highlight=False)
        return line

    return read


@dataclass(slots=True)
class Session:
    """One game being played in the terminal: seats, recorder, and what each human has seen."""

    game: Game
    recorder: ReplayRecorder
    agents: list[Agent | None]  # None marks a human seat
    console: Console
    read_line: ReadLine
    max_decisions: int | None = None
    decisions: int = 0
    shown: dict[int, int] = field(default_factory=dict)  # log events printed, per viewer
    drawn_at: dict[int, int] = field(default_factory=dict)  # log length at last board, per seat
    last_human: int | None = None

    @property
    def humans(self) -> list[int]:
        """The human seats."""
        return [seat for seat, agent in enumerate(self.agents) if agent is None]

    def run(self) -> int:
        """Play until the end, the decision cap, a quit or Ctrl-C; returns the exit code."""
        try:
            while not self.game.is_over:
                if self.max_decisions is not None and self.decisions >= self.max_decisions:
                    self._flush_log()
                    self.console.print(
                        f"Stopped after {self.decisions} decisions; the game is unfinished."
                    )
                    return 0
                seat = self.game.current_player
                assert seat is not None  # a game that is not over always has a seat to act
                agent = self.agents[seat]
                action = self._ask_human(seat) if agent is None else self._ask_agent(agent, seat)
                if action is None:  # a loop was repeated: its actions are already applied
                    continue
                self.recorder.apply(action)
                self.decisions += 1
                if not self.humans:
                    self._flush_log()
        except GameQuitError as stop:
            self.console.print(stop.reason)
            return stop.exit_code
        except KeyboardInterrupt:
            self.console.print("\nInterrupted.")
            return EXIT_INTERRUPTED
        self._flush_log()
        if len(self.humans) == 1:
            # The final position, for the one player at the table (hot-seat hands stay hidden).
            self._draw(self.humans[0])
        self.console.print(Text(result_text(self.game), style="bold"))
        return 0

    def _ask_agent(self, agent: Agent, seat: int) -> Action:
        legal = self.game.legal_actions()
        action = decide(agent, self.game, seat)
        if action not in legal:
            # An agent bug must not become a rules bug: refuse it loudly.
            raise IllegalActionError(action, f"agent {agent.name!r} chose an action not offered")
        return action

    def _repeat_loop(self, seat: int, arg: str) -> bool:
        """ARD: Infinite Rules — ``loop N`` repeats the loop just shown three times."""
        from reishi.games.bleach.loops import demonstrated_loop, loop_actions, note_loop

        if self.game.rules.name != "bleach":
            self.console.print("loop is a Bleach TCG rule; this game has no such command")
            return False
        if not arg.strip().isdigit():
            self.console.print("usage: loop N  (repeat the loop you just showed 3 times, N times)")
            return False
        times = int(arg)
        try:
            actions = loop_actions(self.game, seat, times)
        except IllegalActionError as exc:
            self.console.print(Text(f"✗ loop: {exc.reason}", style="red"))
            return False
        length = len(demonstrated_loop(self.game, seat) or [])
        for action in actions:
            self.recorder.apply(action)
        note_loop(self.game, seat, length, times)
        self.console.print(f"Loop of {length} action(s) repeated {times} time(s).")
        return True

    def _ask_human(self, seat: int) -> Action | None:
        if len(self.humans) > 1 and self.last_human != seat:
            self._hand_over(seat)
        self.last_human = seat
        self._print_new_events(seat)
        if self.drawn_at.get(seat) != len(self.game.log):
            self._draw(seat)
        self._list_actions()
        prompt = f"{seat_label(seat)}> "
        while True:
            line = self.read_line(prompt)
            if line is None:
                raise GameQuitError("Input ended before the game did.", 1)
            text = line.strip()
            if not text:
                continue
            word, _, rest = text.partition(" ")
            command = word.lower()
            if command in ("help", "?"):
                self.console.print(HELP_TEXT, markup=False, highlight=False)
            elif command == "board":
                self._draw(seat)
            elif command in ("actions", "list"):
                self._list_actions()
            elif command == "log":
                self._show_log(seat, rest)
            elif command in ("quit", "exit"):
                raise GameQuitError("Game abandoned.", 0)
            elif command == "loop":
                if self._repeat_loop(seat, rest):
                    return None
            else:
                try:
                    return self.game.parse(text)
                except IllegalActionError as exc:
                    self.console.print(
                        Text(f"✗ {text!r}: {exc.reason} (type help for commands)", style="red")
                    )

    def _hand_over(self, seat: int) -> None:
        # Hot-seat: hide the previous seat's hand before the next player looks.
        self.console.clear()
        line = self.read_line(f"Pass the terminal to {seat_label(seat)}, then press Enter. ")
        if line is None:
            raise GameQuitError("Input ended before the game did.", 1)
        self.console.clear()

    def _draw(self, seat: int) -> None:
        # The session console soft-wraps log lines; the board must wrap inside its panels.
        self.console.print(render_view(self.game.view(seat)), soft_wrap=False)
        self.drawn_at[seat] = len(self.game.log)

    def _list_actions(self) -> None:
        for number, action in enumerate(self.game.legal_actions(), start=1):
            self.console.print(f"{number:>4}. {self.game.describe(action)}", highlight=False)

    def _show_log(self, seat: int, arg: str) -> None:
        count = int(arg) if arg.strip().isdigit() else LOG_LINES
        events = self.game.log_for(seat)[-count:] if count else []
        for event in events:
            self._print_event(event)
        if not events:
            self.console.print("(no events yet)")

    def _print_new_events(self, seat: int) -> None:
        events = self.game.log_for(seat)
        for event in events[self.shown.get(seat, 0) :]:
            self._print_event(event)
        self.shown[seat] = len(events)

    def _flush_log(self) -> None:
        """Print events nobody has been shown yet, as the audience may see them."""
        humans = self.humans
        if len(humans) == 1:
            self._print_new_events(humans[0])
            return
        events = self.game.log
        start = min(self.shown.get(s, 0) for s in humans) if humans else self.shown.get(EVERYONE, 0)
        for event in events[start:]:
            # With two humans at one terminal, hidden events stay hidden from both.
            self._print_event(public_event(event) if humans else event)
        self.shown[EVERYONE] = len(events)
        for seat in humans:
            self.shown[seat] = len(events)

    def _print_event(self, event: Event) -> None:
        self.console.print(
            self.game.rules.describe_event(event), markup=False, highlight=False, soft_wrap=True
        )


def parse_options(pairs: Sequence[str]) -> dict[str, Any]:
    """``KEY=VALUE`` game options; a VALUE that reads as JSON (5, true) is taken as such."""
    options: dict[str, Any] = {}
    for pair in pairs:
        key, sep, raw = pair.partition("=")
        if not sep or not key.strip():
            raise typer.BadParameter(f"expected KEY=VALUE, got {pair!r}", param_hint="--option")
        try:
            value: Any = json.loads(raw)
        except json.JSONDecodeError:
            value = raw
        options[key.strip()] = value
    return options


def load_decks(
    rules: GameRules, paths: Sequence[Path | None]
) -> tuple[tuple[Any, ...] | None, list[str | None] | None]:
    """Deck objects for ``new_game`` and their texts for the replay; None for all starters."""
    if all(p is None for p in paths):
        return None, None
    starters = rules.starter_decks()
    decks: list[Any] = []
    texts: list[str | None] = []
    for seat, path in enumerate(paths):
        if path is None:
            decks.append(starters[seat])
            texts.append(None)
            continue
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as exc:
            raise DataError(str(path), f"cannot read deck: {exc.strerror or exc}") from exc
        decks.append(rules.load_deck(path))
        texts.append(text)
    return tuple(decks), texts


def default_opponent(game_name: str = "bleach") -> str:
    """The strongest computer player for the game: its own heuristic, else random."""
    return "heuristic" if "heuristic" in agent_names(game_name) else "random"


def _fail(message: str) -> typer.Exit:
    Console(stderr=True).print(Text(f"error: {message}", style="bold red"), soft_wrap=True)
    return typer.Exit(EXIT_USAGE)


def play(
    game_name: Annotated[
        str, typer.Argument(metavar="GAME", help="The game to play, e.g. bleach.")
    ],
    p1: Annotated[
        str, typer.Option("--p1", help="Who plays seat 1: human, random or heuristic.")
    ] = HUMAN,
    p2: Annotated[
        str | None,
        typer.Option(
            "--p2",
            help="Who plays seat 2: human, random or heuristic.",
            show_default="heuristic if the game has one, else random",
        ),
    ] = None,
    deck1: Annotated[
        Path | None,
        typer.Option("--deck1", help="Deck file for seat 1.", show_default="starter deck"),
    ] = None,
    deck2: Annotated[
        Path | None,
        typer.Option("--deck2", help="Deck file for seat 2.", show_default="starter deck"),
    ] = None,
    seed: Annotated[
        int | None,
        typer.Option(
            "--seed",
            help="Seed of the shuffles (printed, to play it again).",
            show_default="random",
        ),
    ] = None,
    log: Annotated[
        Path | None,
        typer.Option("--log", help="Save the replay here at the end, on quit and on Ctrl-C."),
    ] = None,
    max_decisions: Annotated[
        int | None,
        typer.Option("--max-decisions", min=0, help="Stop after this many decisions."),
    ] = None,
    option: Annotated[
        list[str] | None,
        typer.Option("--option", "-o", help="A game option as KEY=VALUE (repeatable)."),
    ] = None,
    allow_piped_input: Annotated[
        bool,
        typer.Option("--allow-piped-input", help="Let human seats read moves from a pipe or file."),
    ] = False,
    match: Annotated[
        bool,
        typer.Option(
            "--match",
            help="Play a best-two-out-of-three match (Bleach): the loser of each game "
            "decides who goes first in the next. With --log, each game gets its own file.",
        ),
    ] = False,
) -> None:
    """Play a game in the terminal: humans against computer players, or any mix."""
    console = Console(highlight=False, soft_wrap=True)
    try:
        rules = get_rules(game_name)
    except ReishiError as exc:
        raise _fail(str(exc)) from None
    specs = [p1.strip(), (p2 or default_opponent(game_name)).strip()]
    if len(specs) != rules.seats:
        raise _fail(f"{game_name} needs {rules.seats} seats; this command seats 2")
    humans = [seat for seat, spec in enumerate(specs) if spec == HUMAN]
    if humans and not allow_piped_input and not sys.stdin.isatty():
        who = " and ".join(seat_label(s) for s in humans)
        are = "are human seats" if len(humans) > 1 else "is a human seat"
        raise _fail(
            f"{who} {are} but standard input is not a terminal. Use --p1/--p2 "
            "random or heuristic for an unattended game, or --allow-piped-input to read "
            "moves from the pipe."
        )
    chosen_seed = secrets.randbelow(2**31) if seed is None else seed
    try:
        options = parse_options(option or [])
        decks, deck_texts = load_decks(rules, [deck1, deck2])
        agents: list[Agent | None] = [
            None
            if spec == HUMAN
            else make_agent(spec, derive_seed(chosen_seed, seat + 1), game=game_name)
            for seat, spec in enumerate(specs)
        ]
        game = new_game(game_name, decks=decks, seed=chosen_seed, **options)
    except (ReishiError, UnknownAgentError) as exc:
        raise _fail(str(exc)) from None
    names = " vs ".join(f"{seat_label(s)} {spec}" for s, spec in enumerate(specs))
    console.print(f"{rules.name} {rules.version} · {names} · seed {chosen_seed}")
    if match:
        raise typer.Exit(
            _play_match(game_name, decks, deck_texts, agents, chosen_seed, options, console, log)
        )
    recorder = ReplayRecorder(game, seed=chosen_seed, decks=deck_texts, options=options)
    session = Session(
        game=game,
        recorder=recorder,
        agents=agents,
        console=console,
        read_line=console_read_line(console),
        max_decisions=max_decisions,
    )
    code = 1
    try:
        code = session.run()
    finally:
        # Saved whatever happened, so even a crash leaves a reproducible game behind.
        if log is not None:
            code = _save(recorder, log, console, code)
    raise typer.Exit(code)


def _play_match(
    game_name: str,
    decks: Any,
    deck_texts: Any,
    agents: list[Agent | None],
    seed: int,
    options: dict[str, Any],
    console: Console,
    log: Path | None,
) -> int:
    """Best two out of three (ARD: Deciding Who Goes First); returns the exit code."""
    if game_name != "bleach":
        raise _fail("--match is defined by the Bleach TCG rules only")
    from reishi.games.bleach.match import Match

    played = Match(decks if decks is not None else get_rules("bleach").starter_decks(), seed)
    while not played.is_over:
        game = played.next_game()
        number = len(played.results) + 1
        console.print(
            Text(f"=== Game {number} · wins {played.wins[0]}–{played.wins[1]} ===", style="bold")
        )
        recorder = ReplayRecorder(
            game,
            seed=played.game_seed,
            decks=deck_texts,
            options={**options, **played.game_options},
        )
        session = Session(
            game=game,
            recorder=recorder,
            agents=agents,
            console=console,
            read_line=console_read_line(console),
        )
        code = session.run()
        if log is not None:
            _save(recorder, log.with_name(f"{log.stem}-game{number}{log.suffix}"), console, code)
        if code != 0 or not game.is_over:
            return code
    a, b = played.wins
    verdict = "drawn" if played.winner is None else f"won by {seat_label(played.winner)}"
    console.print(Text(f"Match {verdict} ({a}–{b}).", style="bold"))
    return 0


def _save(recorder: ReplayRecorder, path: Path, console: Console, code: int) -> int:
    try:
        save_replay(recorder.record(), path)
    except OSError as exc:
        Console(stderr=True).print(
            f"error: cannot save the replay to {path}: {exc}", markup=False, soft_wrap=True
        )
        return code or 1
    console.print(f"Replay saved to {path}")
    return code


def register(app: typer.Typer) -> None:
    """Add the ``play`` command to ``app``."""
    app.command("play", help="Play a game in the terminal against people or computer players.")(
        play
    )
