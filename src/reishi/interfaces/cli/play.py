"""``reishi play``: a game in the terminal, for human seats and computer seats alike.

Every seat decides from ``game.view(seat)`` and ``game.legal_actions()`` only; a human sees
the board of their own seat and types an action's number or its text notation.
"""

from __future__ import annotations

import secrets
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.text import Text

from reishi.agents.base import Agent, decide
from reishi.agents.registry import UnknownAgentError, agent_names, agents_help, make_agent
from reishi.engine.actions import Action
from reishi.engine.errors import IllegalActionError, ReishiError
from reishi.engine.events import EVERYONE, Event
from reishi.engine.extensions import Match, SupportsMatch, SupportsTableCommands, TableCommand
from reishi.engine.files import check_writable
from reishi.engine.game import Game, new_game
from reishi.engine.limits import MAX_DECK_BYTES, read_text
from reishi.engine.rng import derive_seed
from reishi.engine.rules import GameRules, game_names, get_rules
from reishi.interfaces.cli.board import render_view, seat_label
from reishi.interfaces.cli.game_options import OptionArg, VariantArg, game_options
from reishi.interfaces.cli.table_talk import (
    MAX_INPUT,
    action_notes,
    decision_moment,
    help_text,
    list_actions,
    log_text,
    parse_until,
    shorten,
    show_card,
    stops_command,
)
from reishi.interfaces.judge_log import JudgeLog, Verbosity, missed_summary
from reishi.interfaces.replay_file import ReplayRecorder, save_replay
from reishi.interfaces.stops import Stops, Until, pass_index
from reishi.sim.interrupts import stop_on_signals

HUMAN = "human"
EXIT_USAGE = 2  # the shell convention for "wrong invocation"
EXIT_INTERRUPTED = 130  # 128 + SIGINT, what shells report for Ctrl-C
LOG_LINES = 20  # events shown by the "log" command unless a number is given
PASSED_SHOWN = 4  # moments named in the "passed for you" line


def table_commands(rules: GameRules) -> dict[str, TableCommand]:
    """The commands the game's rules add at the table, by name (none for most games)."""
    if not isinstance(rules, SupportsTableCommands):
        return {}
    return {command.name: command for command in rules.table_commands()}


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
            # Piped answers are not echoed by a terminal; print them so the transcript reads
            # (a huge line only by its beginning: it is refused anyway).
            console.print(shorten(line), markup=False, highlight=False)
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
    verbosity: Verbosity = Verbosity.NORMAL
    decisions: int = 0
    shown: dict[int, int] = field(default_factory=dict)  # log events printed, per viewer
    logs: dict[int, JudgeLog] = field(default_factory=dict)  # the judge's log, per viewer
    drawn_at: dict[int, int] = field(default_factory=dict)  # log length at last board, per seat
    last_human: int | None = None
    commands: dict[str, TableCommand] = field(default_factory=dict)  # the game's own words
    stops: dict[int, Stops] = field(default_factory=dict)  # per human seat
    witnessed: dict[int, int] = field(default_factory=dict)  # log length each seat's stops saw
    passed_for: dict[int, list[str]] = field(default_factory=dict)  # moments passed for a seat
    asked_at: dict[int, int] = field(default_factory=dict)  # log length when a seat was asked

    def __post_init__(self) -> None:
        self.commands = table_commands(self.game.rules)
        self.stops = {seat: Stops(seat) for seat in self.humans}

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
                    self._draw_final(stopped=True)
                    self.console.print(
                        f"Stopped after {self.decisions} decisions; the game is unfinished."
                    )
                    return 0
                seat = self.game.current_player
                assert seat is not None  # a game that is not over always has a seat to act
                agent = self.agents[seat]
                action = self._human(seat) if agent is None else self._ask_agent(agent, seat)
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
        self._draw_final()
        self.console.print(Text(result_text(self.game), style="bold"))
        return 0

    def _draw_final(self, *, stopped: bool = False) -> None:
        """The last position for the one player at the table; with computer seats only, the
        position where ``--max-decisions`` stopped the game, as P1 sees it.

        Hot-seat games draw nothing, so neither hand is left on screen for the other player.
        """
        humans = self.humans
        if len(humans) == 1:
            self._draw(humans[0])
        elif not humans and stopped:
            self._draw(0)  # computer seats only: the audience already saw every event

    def _ask_agent(self, agent: Agent, seat: int) -> Action:
        legal = self.game.legal_actions()
        action = decide(agent, self.game, seat)
        if action not in legal:
            # An agent bug must not become a rules bug: refuse it loudly.
            raise IllegalActionError(action, f"agent {agent.name!r} chose an action not offered")
        return action

    def _human(self, seat: int) -> Action | None:
        """The seat's action: passed for it where its stops say so, else asked."""
        actions = self.game.legal_actions()
        notes = action_notes(self.game, actions)
        moment = decision_moment(self.game)
        stops = self.stops[seat]
        events = self.game.log_for(seat)
        new = events[self.witnessed.get(seat, 0) :]
        judge = self._judge(seat)
        stops.witness(new, [judge.level(event) for event in new])
        self.witnessed[seat] = len(events)
        if notes is not None and not stops.should_ask(notes, moment):
            self.passed_for.setdefault(seat, []).append(moment)
            return actions[pass_index(notes)]
        return self._ask_human(seat, moment)

    def _judge(self, viewer: int) -> JudgeLog:
        if viewer not in self.logs:
            self.logs[viewer] = JudgeLog(self.game.rules, self.verbosity)
        return self.logs[viewer]

    def _run_command(self, command: TableCommand, seat: int, arg: str) -> bool:
        """A command of the game's rules (``loop N``); True once its actions are applied."""
        try:
            message = command.run(self.game, seat, arg, self.recorder.apply)
        except IllegalActionError as exc:
            self.console.print(Text(f"✗ {command.name}: {exc.reason}", style="red"))
            return False
        except ReishiError as exc:
            self.console.print(Text(str(exc), style="red"))
            return False
        self.console.print(message)
        return True

    def _ask_human(self, seat: int, moment: str) -> Action | None:
        if len(self.humans) > 1 and self.last_human != seat:
            self._hand_over(seat)
        self.last_human = seat
        self._print_new_events(seat)
        self._print_passed(seat)
        self.asked_at[seat] = len(self.game.log_for(seat))
        if self.drawn_at.get(seat) != len(self.game.log):
            self._draw(seat)
        list_actions(self.console, self.game)
        prompt = f"{seat_label(seat)}" + (f" · {moment}" if moment else "") + "> "
        stops = self.stops[seat]
        while True:
            line = self.read_line(prompt)
            if line is None:
                raise GameQuitError("Input ended before the game did.", 1)
            if len(line) > MAX_INPUT:
                self.console.print(
                    Text(f"✗ a line of {len(line):,} characters is too long", style="red")
                )
                continue
            text = line.strip()
            if not text:
                continue
            word, _, rest = text.partition(" ")
            command = word.lower()
            if command in ("help", "?"):
                text = help_text(list(self.commands.values()))
                self.console.print(text, markup=False, highlight=False)
            elif command == "board":
                self._draw(seat)
                list_actions(self.console, self.game)
            elif command in ("actions", "list"):
                list_actions(self.console, self.game)
            elif command == "log":
                self._show_log(seat, rest)
            elif command in ("card", "look"):
                show_card(self.console, self.game, seat, rest, on_table=command == "look")
            elif command == "stops":
                stops_command(self.console, self.game, stops, rest)
            elif command == "yield" or text.lower().startswith("pass until"):
                action = self._start_pass(seat, text)
                if action is not None:
                    return action
            elif command in ("quit", "exit"):
                raise GameQuitError("Game abandoned.", 0)
            elif command in self.commands:
                if self._run_command(self.commands[command], seat, rest):
                    return None
            else:
                try:
                    return self.game.parse(text)
                except IllegalActionError as exc:
                    self.console.print(
                        Text(
                            f"✗ {shorten(text)!r}: {exc.reason} (type help for commands)",
                            style="red",
                        )
                    )

    def _start_pass(self, seat: int, text: str) -> Action | None:
        """``yield`` or ``pass until …``: pass now and at every decision until it ends."""
        actions = self.game.legal_actions()
        notes = action_notes(self.game, actions)
        index = -1 if notes is None else pass_index(notes)
        if index < 0:
            self.console.print("There is no pass in this decision: choose an action.")
            return None
        if text.lower().startswith("pass until"):
            until = parse_until(text[len("pass until") :])
            if until is None:
                self.console.print("usage: pass until turn | my turn | MOMENT (see stops)")
                return None
            self.stops[seat].pass_until(*until)
        else:
            self.stops[seat].pass_until(Until.NEWS)
        self.console.print(Text(f"You are {self.stops[seat].describe_pass()}.", style="dim"))
        return actions[index]

    def _hand_over(self, seat: int) -> None:
        # Hot-seat: hide the previous seat's hand before the next player looks.
        self.console.clear()
        line = self.read_line(f"Pass the terminal to {seat_label(seat)}, then press Enter. ")
        if line is None:
            raise GameQuitError("Input ended before the game did.", 1)
        self.console.clear()

    def _draw(self, seat: int) -> None:
        # The session console soft-wraps log lines; the board must wrap inside its panels.
        board = render_view(self.game.rules.name, self.game.view(seat))
        self.console.print(board, soft_wrap=False)
        self.drawn_at[seat] = len(self.game.log)

    def _show_log(self, seat: int, arg: str) -> None:
        count = int(arg) if arg.strip().isdigit() else LOG_LINES
        events = self.game.log_for(seat)[-count:] if count else []
        for line in JudgeLog(self.game.rules, Verbosity.VERBOSE).lines(events):
            self.console.print(log_text(line), soft_wrap=True)
        if not events:
            self.console.print("(no events yet)")

    def _print_passed(self, seat: int) -> None:
        """Say where the seat was passed for since it was last asked, so no moment vanishes."""
        passed = self.passed_for.pop(seat, [])
        if not passed:
            return
        names = list(dict.fromkeys(m for m in passed if m))
        listed = ", ".join(names[:PASSED_SHOWN]) + (", …" if len(names) > PASSED_SHOWN else "")
        missed = self.game.log_for(seat)[self.asked_at.get(seat, 0) :]
        summary = missed_summary(self._judge(seat), missed)
        if summary:
            self.console.print(Text(summary), soft_wrap=True)
        times = "once" if len(passed) == 1 else f"{len(passed)} times"
        where = f" ({listed})" if listed else ""
        self.console.print(
            Text(
                f"You passed {times}{where}: nothing you hold fits there. "
                "Type stops to be asked anyway.",
                style="dim",
            )
        )

    def _print_new_events(self, seat: int) -> None:
        events = self.game.log_for(seat)
        self._print_events(seat, events[self.shown.get(seat, 0) :], headings=True)
        self.shown[seat] = len(events)

    def _flush_log(self) -> None:
        """Print events nobody has been shown yet, as the audience may see them."""
        humans = self.humans
        if len(humans) == 1:
            self._print_new_events(humans[0])
            self._print_passed(humans[0])
            return
        events = self.game.log
        start = min(self.shown.get(s, 0) for s in humans) if humans else self.shown.get(EVERYONE, 0)
        # With two humans at one terminal, hidden events stay hidden from both.
        self._print_events(EVERYONE, [public_event(e) if humans else e for e in events[start:]])
        self.shown[EVERYONE] = len(events)
        for seat in humans:
            self.shown[seat] = len(events)

    def _print_events(
        self, viewer: int, events: Sequence[Event], *, headings: bool = False
    ) -> None:
        for line in self._judge(viewer).lines(events, headings=headings):
            self.console.print(log_text(line), soft_wrap=True)


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
        text = read_text(path, MAX_DECK_BYTES, "deck file")
        decks.append(rules.load_deck(path))
        texts.append(text)
    return tuple(decks), texts


def default_opponent(game_name: str) -> str:
    """The strongest computer player for the game: its own heuristic, else random."""
    return "heuristic" if "heuristic" in agent_names(game_name) else "random"


def _fail(message: str) -> typer.Exit:
    Console(stderr=True).print(Text(f"error: {message}", style="bold red"), soft_wrap=True)
    return typer.Exit(EXIT_USAGE)


def play(
    game_name: Annotated[
        str,
        typer.Argument(metavar="GAME", help=f"The game to play: {', '.join(game_names())}."),
    ],
    p1: Annotated[
        str, typer.Option("--p1", help=f"Who plays seat 1: human, or an agent ({agents_help()}).")
    ] = HUMAN,
    p2: Annotated[
        str | None,
        typer.Option(
            "--p2",
            help=f"Who plays seat 2: human, or an agent ({agents_help()}).",
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
    option: OptionArg = None,
    variant: VariantArg = None,
    allow_piped_input: Annotated[
        bool,
        typer.Option("--allow-piped-input", help="Let human seats read moves from a pipe or file."),
    ] = False,
    quiet: Annotated[
        bool,
        typer.Option("--quiet", "-q", help="Log only turns and what you must not miss."),
    ] = False,
    verbose: Annotated[
        bool,
        typer.Option("--verbose", "-v", help="Log every event, quiet procedure included."),
    ] = False,
    match: Annotated[
        bool,
        typer.Option(
            "--match",
            help="Play a match as the game's rules define one (for a game that has matches). "
            "With --log, each game gets its own file.",
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
    if quiet and verbose:
        raise _fail("choose one of --quiet and --verbose")
    verbosity = Verbosity.QUIET if quiet else Verbosity.VERBOSE if verbose else Verbosity.NORMAL
    # An unwritable --log is found now, not after the whole game has been played.
    problem = None if log is None else check_writable(log)
    if problem is not None:
        raise _fail(f"cannot save the replay to {log}: {problem}")
    chosen_seed = secrets.randbelow(2**31) if seed is None else seed
    try:
        options = game_options(option, variant)
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
        if not isinstance(rules, SupportsMatch):
            raise _fail(f"{rules.name} has no match rules; play single games without --match")
        console.print(f"Match: {rules.match_rule}")
        played = rules.new_match(decks, chosen_seed, options)
        raise typer.Exit(_play_match(played, deck_texts, agents, options, console, log, verbosity))
    recorder = ReplayRecorder(game, seed=chosen_seed, decks=deck_texts, options=options)
    session = Session(
        game=game,
        recorder=recorder,
        agents=agents,
        console=console,
        read_line=console_read_line(console),
        max_decisions=max_decisions,
        verbosity=verbosity,
    )
    code = 1
    try:
        # SIGTERM and SIGHUP end the game as Ctrl-C does, so the replay is still saved.
        with stop_on_signals():
            code = session.run()
    finally:
        # Saved whatever happened, so even a crash leaves a reproducible game behind.
        if log is not None:
            code = _save(recorder, log, console, code)
    raise typer.Exit(code)


def _play_match(
    played: Match,
    deck_texts: Any,
    agents: list[Agent | None],
    options: dict[str, Any],
    console: Console,
    log: Path | None,
    verbosity: Verbosity = Verbosity.NORMAL,
) -> int:
    """Every game of a match, as the game's rules define it; returns the exit code."""
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
            verbosity=verbosity,
        )
        with stop_on_signals():
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
