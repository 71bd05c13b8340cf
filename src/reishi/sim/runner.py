"""Many seeded games over worker processes, streamed to a results folder that can resume.

A run is fully determined by its ``run.json`` (game, decks, agents, base seed, number of
games): game ``i`` is seeded ``derive_seed(seed, i)``, so any single game replays alone and
the records do not depend on how many workers played them or in which order they finished.
"""

from __future__ import annotations

import fcntl
import importlib
import itertools
import os
import shutil
import signal
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Protocol, TypeVar

import msgspec

import reishi
from reishi.agents.registry import agent_factory, make_agent, resolve_agent_spec
from reishi.engine.errors import DataError, ReishiError
from reishi.engine.game import new_game
from reishi.engine.limits import (
    MAX_DECK_BYTES,
    MAX_HEADER_BYTES,
    MAX_RECORD_BYTES,
    read_bytes,
    read_text,
)
from reishi.engine.rng import derive_seed
from reishi.engine.rules import get_rules
from reishi.sim.interrupts import STOP_SIGNALS, interrupts_deferred
from reishi.sim.playout import DEFAULT_MAX_DECISIONS, GameRecord, play_game

T = TypeVar("T")
R = TypeVar("R")

RUN_FILE = "run.json"
RESULTS_FILE = "results.jsonl"
RUN_FORMAT = "reishi-simulation/1"
MAX_GAMES = 10_000_000  # games in one run: days of play; every record is kept in memory
MAX_WORKERS = 256  # local worker processes, on any machine
WORKERS_PER_CPU = 4  # games are CPU-bound: more workers than this only cost memory
ORPHAN_POLL_SECONDS = 1.0
TERMINATE_GRACE_SECONDS = 5.0  # how long an interrupted worker may take to end before SIGKILL
INTERRUPT_POLL_SECONDS = 0.2  # longest a deferred stop signal waits while workers play

ProgressFn = Callable[[int, int], None]
"""Called as ``progress(done, total)`` in the calling process after each finished game."""


class ResultsFolderError(ReishiError):
    """A results folder is missing, foreign, corrupt, or belongs to a different run."""


# --------------------------------------------------------------------------- run files


class DeckInfo(msgspec.Struct, frozen=True, kw_only=True):
    """How a seat's deck was chosen: a starter by name, or a deck file with its full text."""

    name: str
    text: str | None = None


class RunInfo(msgspec.Struct, frozen=True, kw_only=True):
    """The parameters of a run, stored as ``run.json``; resuming requires an exact match."""

    format: str = RUN_FORMAT
    game: str
    game_version: str
    engine_version: str
    decks: list[DeckInfo]
    agents: list[str]
    seed: int
    games: int
    max_decisions: int
    options: dict[str, Any] = {}  # game options (variants, ...); absent in older run files


class SimulationResult(msgspec.Struct, kw_only=True):
    """What ``simulate`` returns: the run, every record sorted by index, and this call's work."""

    run: RunInfo
    records: list[GameRecord]
    played: int
    seconds: float


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` of a run with base ``seed``."""
    return derive_seed(seed, index)


def read_run(run_dir: Path) -> tuple[RunInfo, list[GameRecord]]:
    """The run's parameters and finished games sorted by index; errors name the file and line."""
    info = _read_run_info(run_dir)
    records, _ = _read_results(run_dir / RESULTS_FILE, info.games)
    return info, sorted(records.values(), key=lambda r: r.index)


def _read_run_info(run_dir: Path) -> RunInfo:
    if not run_dir.is_dir():
        raise ResultsFolderError(f"{run_dir}: no such results folder")
    return read_header(run_dir, RUN_FILE, RunInfo, RUN_FORMAT, "results", "run")


H = TypeVar("H", bound=msgspec.Struct)


def read_header(folder: Path, name: str, kind: type[H], expected: str, what: str, file: str) -> H:
    """A folder's JSON header file as ``kind``; errors say which folder and what is wrong.

    ``what`` and ``file`` word them: "not a {what} folder", "not a reishi {file} file".
    """
    path = folder / name
    if not path.is_file():
        raise ResultsFolderError(f"{folder}: not a {what} folder (no {name})")
    try:
        header = msgspec.json.decode(read_bytes(path, MAX_HEADER_BYTES, f"{file} file"), type=kind)
    except DataError as exc:
        raise ResultsFolderError(str(exc)) from None
    except msgspec.DecodeError as exc:
        raise ResultsFolderError(f"{path}: not a reishi {file} file ({exc})") from None
    found = getattr(header, "format", expected)
    if found != expected:
        raise ResultsFolderError(f"{path}: unknown {file} format {found!r}")
    return header


def _read_results(path: Path, games: int) -> tuple[dict[int, GameRecord], int]:
    """Records by index and the byte length of the well-formed prefix of the file."""

    def check(record: GameRecord) -> str | None:
        if not 0 <= record.index < games:
            return f"game index {record.index} outside this run (0..{games - 1})"
        seats = len(record.seats)
        if record.winner is not None and not 0 <= record.winner < seats:
            return f"game {record.index}: winner {record.winner} is not a seat (0..{seats - 1})"
        if not 0 <= record.first_player < max(seats, 1):
            return f"game {record.index}: first player {record.first_player} is not a seat"
        if record.turns < 0 or record.decisions < 0:
            return f"game {record.index}: a negative count"
        return None

    records, good = read_jsonl(path, GameRecord, check, key=lambda r: r.index)
    return {r.index: r for r in records}, good


J = TypeVar("J", bound=msgspec.Struct)


def read_jsonl(
    path: Path,
    kind: type[J],
    check: Callable[[J], str | None],
    key: Callable[[J], int],
) -> tuple[list[J], int]:
    """The records of a results file and the byte length of its well-formed prefix.

    Every line must decode as ``kind`` and pass ``check`` (which says what is wrong), and no
    two lines may share a ``key``: a corrupt, invalid or repeated record raises
    ResultsFolderError naming the file and line, so it is never counted. A last line
    without its newline is a write cut short by a killed process: it is left out (and
    ``resume`` truncates it) rather than reported as corruption. The file is read a line
    at a time, so its size costs no memory beyond its records.
    """
    records: list[J] = []
    seen: dict[int, int] = {}
    if not path.exists():
        return records, 0
    decoder = msgspec.json.Decoder(kind)
    good = 0
    with path.open("rb") as file:
        for number, line in enumerate(file, start=1):
            complete = line.endswith(b"\n")
            if not line.strip():
                good += len(line)
                continue
            if len(line) > MAX_RECORD_BYTES:
                raise ResultsFolderError(
                    f"{path}:{number}: a line of {len(line):,} bytes; records are at most "
                    f"{MAX_RECORD_BYTES:,}"
                )
            try:
                record = decoder.decode(line)
            except msgspec.DecodeError as exc:
                if not complete:
                    break
                raise ResultsFolderError(f"{path}:{number}: corrupt result line ({exc})") from None
            if not complete:
                break
            problem = check(record)
            if problem is not None:
                raise ResultsFolderError(f"{path}:{number}: {problem}")
            first = seen.setdefault(key(record), number)
            if first != number:
                raise ResultsFolderError(
                    f"{path}:{number}: repeats the record of line {first} (two runs wrote "
                    "to this folder?); remove one of them"
                )
            records.append(record)
            good += len(line)
    return records, good


def _describe_decks(game: str, decks: Sequence[Path | None] | None) -> list[DeckInfo]:
    rules = get_rules(game)
    starters = rules.starter_decks()
    chosen = decks if decks is not None else [None] * len(starters)
    infos = []
    for seat, path in enumerate(chosen):
        if path is None:
            name = getattr(starters[seat], "name", "") or f"starter {seat + 1}"
            infos.append(DeckInfo(name=str(name)))
        else:
            rules.load_deck(path)  # validate here, in this process, so a bad deck fails fast
            infos.append(
                DeckInfo(name=str(path), text=read_text(path, MAX_DECK_BYTES, "deck file"))
            )
    return infos


def _run_differences(old: RunInfo, new: RunInfo) -> list[str]:
    def deck_key(d: DeckInfo) -> str:
        # A deck file may be given by another path on resume; its text is what counts.
        return d.text if d.text is not None else d.name

    diffs = []
    for field in old.__struct_fields__:
        if field == "decks":
            if [deck_key(d) for d in old.decks] != [deck_key(d) for d in new.decks]:
                diffs.append("decks")
        elif getattr(old, field) != getattr(new, field):
            diffs.append(f"{field} ({getattr(old, field)!r} on disk, {getattr(new, field)!r} now)")
    return diffs


# --------------------------------------------------------------------------- the folder lock

LOCK_FILE = ".lock"


@contextmanager
def locked_folder(out_dir: Path, fresh: bool = True) -> Iterator[None]:
    """Hold ``out_dir``'s lock file (created with the folder) while a run writes to it.

    A second run into the same folder is refused at once instead of writing every game
    twice. When the run fails (not when it is interrupted) before any record is written,
    a ``fresh`` folder is removed again, so the corrected command can be run as it is.
    """
    if out_dir.exists() and not out_dir.is_dir():
        raise ResultsFolderError(f"{out_dir}: exists and is not a folder")
    created = not out_dir.exists()
    out_dir.mkdir(parents=True, exist_ok=True)
    before = {p.name for p in out_dir.iterdir()}
    lock = out_dir / LOCK_FILE
    fd = os.open(lock, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            holder = os.pread(fd, 32, 0).decode("ascii", "replace").strip() or "?"
            raise ResultsFolderError(
                f"{out_dir}: another run (process {holder}) is writing to this folder; "
                "wait for it or choose another folder"
            ) from None
        os.ftruncate(fd, 0)
        os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
        try:
            yield
        except KeyboardInterrupt:
            raise
        except BaseException:
            if fresh:
                _remove_unused(out_dir, before, created)
            raise
    finally:
        os.close(fd)  # closing releases the lock


def _remove_unused(out_dir: Path, before: set[str], created: bool) -> None:
    """Remove what a failed run added to ``out_dir``, unless it already wrote a record."""
    added = [p for p in out_dir.iterdir() if p.name not in before or p.name == LOCK_FILE]
    for path in added:
        found = [path] if path.name == RESULTS_FILE else list(path.rglob(RESULTS_FILE))
        if any(results.is_file() and results.stat().st_size > 0 for results in found):
            return  # games were played: the folder is a run to resume, not litter
    for path in added:
        if path.is_dir():
            shutil.rmtree(path)
        else:
            path.unlink()
    if created and not any(out_dir.iterdir()):
        out_dir.rmdir()


# --------------------------------------------------------------------------- backends


class Backend(Protocol):
    """Runs a picklable top-level function over items, yielding results as they finish."""

    def map_unordered(self, fn: Callable[[T], R], items: Iterable[T]) -> Iterator[R]:
        """Results of ``fn(item)`` for every item, in completion order."""
        ...

    def close(self) -> None:
        """Release workers; in-flight work is cancelled."""
        ...


class SerialBackend:
    """Everything in the calling process: no start-up cost, easiest to debug and profile."""

    def map_unordered(self, fn: Callable[[T], R], items: Iterable[T]) -> Iterator[R]:
        """``fn(item)`` for each item in order."""
        for item in items:
            yield fn(item)

    def close(self) -> None:
        """Nothing to release."""


def _init_worker() -> None:
    # Ctrl-C goes to the whole process group; only the parent decides what happens, so a
    # worker never dies mid-task and breaks the pool.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    # A forked worker inherits the parent's stop handlers; it is simply ended instead.
    for sig in STOP_SIGNALS:
        signal.signal(sig, signal.SIG_DFL)
    # A worker whose parent is gone (killed with SIGKILL, say) would wait on its pipe
    # forever: a watcher ends it as soon as it is orphaned.
    parent = os.getppid()
    threading.Thread(target=_exit_when_orphaned, args=(parent,), daemon=True).start()


def _exit_when_orphaned(parent: int) -> None:
    while os.getppid() == parent:
        time.sleep(ORPHAN_POLL_SECONDS)
    os._exit(1)  # no clean-up to do: the parent owns every file


class ProcessPoolBackend:
    """Local worker processes (standard library) with a bounded window of submitted tasks."""

    def __init__(self, workers: int, window: int | None = None) -> None:
        self.workers = max(1, workers)
        # Two tasks per worker keeps every worker busy while bounding what Ctrl-C must cancel.
        self.window = window or 2 * self.workers
        self._pool: ProcessPoolExecutor | None = None

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            self._pool = ProcessPoolExecutor(self.workers, initializer=_init_worker)
        return self._pool

    def map_unordered(self, fn: Callable[[T], R], items: Iterable[T]) -> Iterator[R]:
        """Results in completion order; on Ctrl-C, yields what already finished, then re-raises."""
        pool = self._executor()
        source = iter(items)
        pending: set[Future[R]] = set()
        ready: list[Future[R]] = []
        try:
            # The executor's own locks are taken in submit() and wait(): an interrupt raised
            # inside them would leave a lock held and hang the shutdown below, so it is
            # deferred there and waiting polls often enough to act on it at once.
            with interrupts_deferred():
                pending.update(pool.submit(fn, x) for x in itertools.islice(source, self.window))
            while pending or ready:
                while ready:
                    yield ready.pop().result()
                with interrupts_deferred():
                    done, pending = wait(pending, INTERRUPT_POLL_SECONDS, FIRST_COMPLETED)
                    ready.extend(done)
                    for _ in done:
                        for item in itertools.islice(source, 1):
                            pending.add(pool.submit(fn, item))
        except KeyboardInterrupt:
            # What already finished is kept; tasks in progress are dropped (a resumed run
            # plays them again), so an interrupt ends every worker at once.
            finished = ready + [
                f for f in pending if f.done() and not f.cancelled() and f.exception() is None
            ]
            _end_workers(pool)
            self._pool = None
            for future in finished:
                yield future.result()
            raise
        finally:
            for future in pending:
                future.cancel()

    def close(self) -> None:
        """Stop the workers, cancelling queued tasks."""
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None


def _end_workers(pool: ProcessPoolExecutor) -> None:
    """Terminate every worker now and release the pool (queued tasks are cancelled)."""
    # The standard library ends workers only after their current task; an interrupt must
    # not wait for a task that may take minutes, so each worker process is terminated.
    processes = list(pool._processes.values())
    for process in processes:
        process.terminate()
    # A worker forked while another thread held a lock can be stuck where no Python signal
    # handler runs; SIGTERM then never lands, so whoever is left after a moment is killed.
    deadline = time.monotonic() + TERMINATE_GRACE_SECONDS
    for process in processes:
        process.join(max(0.0, deadline - time.monotonic()))
        if process.is_alive():
            process.kill()
    pool.shutdown(wait=True, cancel_futures=True)


# The Ray backend (optional extra ``reishi[ray]``) is ``sim/ray_backend.RayBackend``: the
# same top-level task function under ``ray.remote``, results in completion order.

BACKEND_NAMES = ("local", "ray")


def new_named_backend(name: str, workers: int, address: str | None = None) -> Backend:
    """``local`` (process pool, or in-process for one worker) or ``ray`` (at ``address``)."""
    if name == "local":
        if address is not None:
            raise ReishiError("--address applies only to --backend ray")
        return new_backend(workers)
    if name == "ray":
        from reishi.sim.ray_backend import RayBackend  # Ray is optional: import on demand

        return RayBackend(address, workers)
    raise ReishiError(f"unknown backend {name!r} (known: {', '.join(BACKEND_NAMES)})")


def max_workers() -> int:
    """The most local workers a run may ask for here: a few per CPU, at most MAX_WORKERS."""
    return min(MAX_WORKERS, WORKERS_PER_CPU * (os.cpu_count() or 1))


def resolve_workers(workers: int | str) -> int:
    """``"auto"`` means one worker per CPU; otherwise an integer from 1 to ``max_workers()``."""
    cpus = os.cpu_count() or 1
    if workers == "auto":
        return min(cpus, MAX_WORKERS)
    try:
        count = int(workers)
    except ValueError:
        raise ReishiError(f"workers must be a number or 'auto', not {workers!r}") from None
    most = max_workers()
    if not 1 <= count <= most:
        raise ReishiError(
            f"workers must be from 1 to {most}, not {count} (this machine has {cpus} "
            f"CPUs, and games are CPU-bound; 'auto' uses one worker per CPU)"
        )
    return count


def check_games(games: int) -> None:
    """Refuse a number of games below zero or above MAX_GAMES."""
    if not 0 <= games <= MAX_GAMES:
        raise ReishiError(f"games must be from 0 to {MAX_GAMES:,}, not {games:,}")


def new_backend(workers: int) -> Backend:
    """The default backend for ``workers`` local workers (one means in-process)."""
    return SerialBackend() if workers <= 1 else ProcessPoolBackend(workers)


# --------------------------------------------------------------------------- tasks


class PlaySpec(msgspec.Struct, frozen=True, kw_only=True):
    """Everything a worker needs to play a game of a run; only strings, so it pickles cheaply."""

    game: str
    deck_paths: list[str | None] | None  # None: every seat's starter; a None entry: that seat's
    agents: list[str]
    max_decisions: int
    modules: list[str]  # imported in the worker so games and agents register under spawn too
    options: dict[str, Any] = {}  # every game's options, e.g. {"variants": ["..."]}


class Chunk(msgspec.Struct, frozen=True, kw_only=True):
    """A task: play games ``indices`` of ``spec`` seeded from ``seed``; ``tag`` is the caller's."""

    spec: PlaySpec
    seed: int
    indices: list[int]
    tag: int = 0


class ChunkResult(msgspec.Struct, frozen=True, kw_only=True):
    """The records of one chunk, carrying the chunk's tag back."""

    tag: int
    records: list[GameRecord]


_DECK_CACHE: dict[tuple[str, tuple[str | None, ...]], tuple[Any, ...]] = {}


def _decks_for(spec: PlaySpec) -> tuple[Any, ...] | None:
    # Decks are loaded once per worker process, not once per game.
    if spec.deck_paths is None:
        return None
    key = (spec.game, tuple(spec.deck_paths))
    if key not in _DECK_CACHE:
        rules = get_rules(spec.game)
        starters = rules.starter_decks()
        _DECK_CACHE[key] = tuple(
            starters[seat] if p is None else rules.load_deck(Path(p))
            for seat, p in enumerate(spec.deck_paths)
        )
    return _DECK_CACHE[key]


def play_chunk(chunk: Chunk) -> ChunkResult:
    """Play one chunk of games (the worker-side task; a top-level function so it pickles)."""
    spec = chunk.spec
    import_all(spec.modules)
    decks = _decks_for(spec)
    records = [
        play_game(
            spec.game,
            decks,
            spec.agents,
            game_seed(chunk.seed, i),
            index=i,
            max_decisions=spec.max_decisions,
            options=spec.options,
        )
        for i in chunk.indices
    ]
    return ChunkResult(tag=chunk.tag, records=records)


def new_play_spec(
    game: str,
    decks: Sequence[Path | None] | None,
    agents: Sequence[str],
    max_decisions: int = DEFAULT_MAX_DECISIONS,
    options: Mapping[str, Any] | None = None,
) -> PlaySpec:
    """A worker task spec; checks the game, its options and agents and names their modules."""
    rules = get_rules(game)
    options = dict(options or {})
    if options:
        new_game(game, None, 0, **options)  # an unknown option or variant fails here, once
    # "heuristic" becomes this game's own player; an agent that cannot play it is refused here.
    agents = [resolve_agent_spec(a, game) for a in agents]
    modules = registering_modules(game, agents)
    for a in agents:
        make_agent(a, 0)  # bad agent options fail here, not in every worker
    if len(agents) != rules.seats:
        raise ReishiError(f"{game} needs {rules.seats} agents, got {len(agents)}")
    if decks is not None and len(decks) != rules.seats:
        raise ReishiError(f"{game} needs {rules.seats} decks, got {len(decks)}")
    return PlaySpec(
        game=game,
        deck_paths=None if decks is None else [_abs(p) for p in decks],
        agents=[a.strip() for a in agents],
        max_decisions=max_decisions,
        modules=modules,
        options=options,
    )


def registering_modules(game: str, agents: Iterable[str]) -> list[str]:
    """The modules whose import registers ``game`` and ``agents`` (resolved specs).

    A worker started by spawn, not fork, imports them first (``import_all``); an agent
    defined in ``__main__`` cannot be imported by name and is left out.
    """
    modules = {type(get_rules(game)).__module__}
    modules.update(getattr(agent_factory(a), "__module__", None) or "__main__" for a in agents)
    return sorted(m for m in modules if m != "__main__")


def import_all(modules: Iterable[str]) -> None:
    """Import ``modules`` (``registering_modules``), so their games and agents register."""
    for module in modules:
        importlib.import_module(module)


def _abs(path: Path | None) -> str | None:
    return None if path is None else str(Path(path).resolve())


def chunk_size(remaining: int, workers: int) -> int:
    """Games per task: small enough to balance load and stream results, large enough to amortise."""
    return max(1, min(16, remaining // (workers * 8)))


def split_chunks(
    spec: PlaySpec,
    seed: int,
    indices: Sequence[int],
    size: int,
    tag: int = 0,
    *,
    shrink_for: int | None = None,
) -> Iterator[Chunk]:
    """Consecutive groups of at most ``size`` indices as tasks.

    With ``shrink_for`` (a number of workers) the groups shrink as the end nears, to one game
    at the last: no worker then waits long for another's final large task.
    """
    start = 0
    while start < len(indices):
        step = size
        if shrink_for is not None:
            step = min(size, chunk_size(len(indices) - start, shrink_for))
        yield Chunk(spec=spec, seed=seed, indices=list(indices[start : start + step]), tag=tag)
        start += step


# --------------------------------------------------------------------------- simulate


def simulate(
    game: str,
    decks: Sequence[Path | None] | None = None,
    agents: Sequence[str] = ("random", "random"),
    games: int = 100,
    seed: int = 0,
    workers: int | str = "auto",
    out_dir: Path | None = None,
    resume: bool = False,
    progress: ProgressFn | None = None,
    *,
    max_decisions: int = DEFAULT_MAX_DECISIONS,
    backend: Backend | None = None,
    options: Mapping[str, Any] | None = None,
) -> SimulationResult:
    """Play ``games`` seeded games, streaming each record to ``out_dir/results.jsonl``.

    ``decks`` are deck files by seat (None, or a None entry: that seat's starter). With
    ``resume``, an existing folder of the same run is completed; any other existing results
    folder is refused. On Ctrl-C every finished game is on disk before KeyboardInterrupt
    propagates.
    """
    check_games(games)
    count = resolve_workers(workers)  # every argument is checked before a folder is made
    spec = new_play_spec(game, decks, agents, max_decisions, options)
    info = new_run_info(spec, decks, seed, games)
    if out_dir is None:
        return _simulate(spec, info, {}, count, None, progress, backend)
    with locked_folder(out_dir, fresh=not resume):
        done = prepare_results_folder(out_dir, info, resume)
        return _simulate(spec, info, done, count, out_dir, progress, backend)


def _simulate(
    spec: PlaySpec,
    info: RunInfo,
    done: dict[int, GameRecord],
    count: int,
    out_dir: Path | None,
    progress: ProgressFn | None,
    backend: Backend | None,
) -> SimulationResult:
    games, seed = info.games, info.seed
    todo = [i for i in range(games) if i not in done]
    # No more workers than tasks: idle processes only cost start-up time.
    size = chunk_size(len(todo), count)
    count = max(1, min(count, -(-len(todo) // size) if todo else 1))
    owned = backend is None
    runner = backend if backend is not None else new_backend(count)
    sink = None if out_dir is None else (out_dir / RESULTS_FILE).open("ab")
    started = time.perf_counter()
    played = 0
    if progress is not None:
        progress(len(done), games)
    try:
        chunks = split_chunks(spec, seed, todo, size, shrink_for=count)
        for result in runner.map_unordered(play_chunk, chunks):
            with interrupts_deferred():  # a record is written whole, and the display's lock kept
                for record in result.records:
                    done[record.index] = record
                    played += 1
                    if sink is not None:
                        sink.write(msgspec.json.encode(record) + b"\n")
                        sink.flush()
                    if progress is not None:
                        progress(len(done), games)
    finally:
        if owned:
            runner.close()
        if sink is not None:
            sink.close()
    return SimulationResult(
        run=info,
        records=[done[i] for i in sorted(done)],
        played=played,
        seconds=time.perf_counter() - started,
    )


def new_run_info(
    spec: PlaySpec, decks: Sequence[Path | None] | None, seed: int, games: int
) -> RunInfo:
    """The ``run.json`` of a run of ``games`` games of ``spec`` from base seed ``seed``."""
    return RunInfo(
        game=spec.game,
        game_version=str(get_rules(spec.game).version),
        engine_version=reishi.__version__,
        decks=_describe_decks(spec.game, decks),
        agents=list(spec.agents),
        seed=seed,
        games=games,
        max_decisions=spec.max_decisions,
        options=dict(spec.options),
    )


def prepare_results_folder(out_dir: Path, info: RunInfo, resume: bool) -> dict[int, GameRecord]:
    """Create or validate the results folder; the finished records when resuming."""
    run_file = out_dir / RUN_FILE
    if resume:
        old = _read_run_info(out_dir)
        diffs = _run_differences(old, info)
        if diffs:
            raise ResultsFolderError(
                f"{run_file}: this folder holds a different run; differs in: " + "; ".join(diffs)
            )
        path = out_dir / RESULTS_FILE
        records, good = _read_results(path, info.games)
        truncate_torn_line(path, good)
        return records
    create_folder(out_dir, RUN_FILE, info, "run", "results")
    (out_dir / RESULTS_FILE).touch()
    return {}


def truncate_torn_line(path: Path, good: int) -> None:
    """Drop a torn last line (past ``good`` bytes) so appended records start a fresh line."""
    if path.exists() and path.stat().st_size != good:
        with path.open("r+b") as f:
            f.truncate(good)


def create_folder(
    out_dir: Path, header: str, content: msgspec.Struct, holds: str, kind: str
) -> None:
    """Create ``out_dir`` holding only its ``header`` file; refuse a used or foreign folder.

    ``holds`` and ``kind`` word the errors: "already holds a {holds}", "not a {kind} folder".
    """
    path = out_dir / header
    if out_dir.exists() and not out_dir.is_dir():
        raise ResultsFolderError(f"{out_dir}: exists and is not a folder")
    if path.exists():
        raise ResultsFolderError(
            f"{out_dir}: already holds a {holds}; pass --resume to continue it or choose "
            "another folder"
        )
    if out_dir.exists() and any(p.name != LOCK_FILE for p in out_dir.iterdir()):
        raise ResultsFolderError(f"{out_dir}: not empty and not a {kind} folder (no {header})")
    out_dir.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_bytes(msgspec.json.format(msgspec.json.encode(content)) + b"\n")
    tmp.replace(path)  # atomic, so a folder never holds half a header
