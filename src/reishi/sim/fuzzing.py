"""Fuzz runs: many fuzzed games over worker processes, streamed to a folder that resumes.

A run is fully determined by its ``fuzz.json`` (game, versions, base seed, number of games,
sampling): game ``i`` is ``reishi.testing.fuzz.fuzz_game(game, seed, i)``, so any game can
be replayed alone. Games are played in fixed chunks; each finished chunk is one line of
``results.jsonl`` (its counts, and every violation with its minimised reproduction), so an
interrupted run loses at most the chunks in progress. ``compact`` merges the lines of
consecutive chunks one code played into one, so a long run's record stays small enough to
keep (in version control, say) and resume on another machine. The folder machinery
(headers, resuming, torn last lines, the lock, the workers) is the simulation runner's.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

import msgspec

import reishi
from reishi.agents.registry import resolve_agent_spec
from reishi.engine.errors import ReishiError
from reishi.engine.files import write_atomic
from reishi.engine.rules import get_rules
from reishi.sim.interrupts import interrupts_deferred
from reishi.sim.provenance import code_version
from reishi.sim.runner import (
    RESULTS_FILE,
    Backend,
    ResultsFolderError,
    check_games,
    create_folder,
    import_all,
    locked_folder,
    new_backend,
    read_header,
    read_jsonl,
    registering_modules,
    resolve_workers,
    truncate_torn_line,
)
from reishi.testing.fuzz import (
    SHUFFLED,
    GameSummary,
    Sampling,
    Violation,
    agent_pool,
    fuzz_game,
)
from reishi.testing.shrink import SHRINK_SECONDS, Reproduction, minimise

FUZZ_FILE = "fuzz.json"
FUZZ_FORMAT = "reishi-fuzz/1"
CHUNK = 20  # games per results line: small enough to stream, large enough to stay short


class FuzzRunInfo(msgspec.Struct, frozen=True, kw_only=True):
    """``fuzz.json``: the parameters of a run; resuming requires an exact match."""

    format: str = FUZZ_FORMAT
    game: str
    game_version: str
    engine_version: str
    seed: int
    games: int
    chunk: int
    sampling: Sampling


class Found(msgspec.Struct, frozen=True, kw_only=True):
    """A violation: the game that found it and its minimised reproduction."""

    summary: GameSummary
    reproduction: Reproduction


class ChunkRecord(msgspec.Struct, frozen=True, kw_only=True):
    """Finished chunks ``chunk`` to ``chunk + span - 1``: counts, and every violation found."""

    chunk: int
    span: int = 1  # consecutive chunks this line counts (more than 1 after ``compact``)
    games: int
    decisions: int
    turns: int
    probes: int
    seconds: float
    ends: dict[str, int]  # end reason -> games
    agents: dict[str, int]  # agent spec -> seats it played
    violations: list[Found] = []
    code: str = ""  # the code that played it (provenance.code_version); "" before it was kept


class FuzzTask(msgspec.Struct, frozen=True, kw_only=True):
    """A worker's task: play chunk ``chunk`` of the run (only data, so it pickles cheaply)."""

    game: str
    seed: int
    chunk: int
    indices: list[int]
    sampling: Sampling
    shrink_seconds: float
    modules: list[str]  # imported in the worker so the game and its agents register
    code: str  # the parent's code version, recorded on the chunk's line


class FuzzResult(msgspec.Struct, kw_only=True):
    """What ``fuzz`` returns: the run, every chunk record so far, and this call's work."""

    run: FuzzRunInfo
    chunks: list[ChunkRecord]
    played: int
    seconds: float

    @property
    def games(self) -> int:
        """Games finished in the whole run so far."""
        return sum(c.games for c in self.chunks)

    @property
    def violations(self) -> list[Found]:
        """Every violation found so far, by game index."""
        found = [v for c in self.chunks for v in c.violations]
        return sorted(found, key=lambda v: v.summary.index)

    def by_code(self) -> list[CodeShare]:
        """The run's games by the code that played them, in the order each code first ran.

        A run resumed across fixes mixes codes; a figure is honest only per code.
        """
        shares: dict[str, CodeShare] = {}
        for chunk in self.chunks:
            code = chunk.code or "unrecorded"
            was = shares.get(code, CodeShare(code=code, games=0, seconds=0.0, violations=0))
            shares[code] = CodeShare(
                code=code,
                games=was.games + chunk.games,
                seconds=was.seconds + chunk.seconds,
                violations=was.violations + len(chunk.violations),
            )
        return list(shares.values())


class CodeShare(msgspec.Struct, frozen=True, kw_only=True):
    """The games one code played in a run: how many, their seconds and violations."""

    code: str
    games: int
    seconds: float  # summed over chunks: per worker
    violations: int


FuzzProgress = Callable[[int, int, int], None]
"""Called as ``progress(games done, games in all, violations)`` after each chunk."""


def fuzz_chunk(task: FuzzTask) -> ChunkRecord:
    """Play one chunk of fuzzed games (the worker-side task; top-level, so it pickles)."""
    import_all(task.modules)
    started = time.perf_counter()
    decisions = turns = probes = 0
    ends: Counter[str] = Counter()
    agents: Counter[str] = Counter()
    found: list[Found] = []
    for index in task.indices:
        trace = fuzz_game(task.game, task.seed, index, task.sampling)
        summary = trace.summary
        decisions += summary.decisions
        turns += summary.turns
        probes += summary.probes
        ends[summary.end_reason if summary.violation is None else "violation"] += 1
        agents.update(summary.agents)
        if summary.violation is not None:
            reproduction = minimise(trace, task.sampling, task.shrink_seconds)
            found.append(Found(summary=summary, reproduction=reproduction))
    return ChunkRecord(
        chunk=task.chunk,
        games=len(task.indices),
        decisions=decisions,
        turns=turns,
        probes=probes,
        seconds=time.perf_counter() - started,
        ends=dict(ends),
        agents=dict(agents),
        violations=found,
        code=task.code,
    )


def fuzz(
    game: str,
    games: int,
    seed: int = 0,
    workers: int | str = "auto",
    out_dir: Path | None = None,
    resume: bool = False,
    progress: FuzzProgress | None = None,
    on_violation: Callable[[Found], None] | None = None,
    *,
    sampling: Sampling | None = None,
    shrink_seconds: float = SHRINK_SECONDS,
    backend: Backend | None = None,
) -> FuzzResult:
    """Fuzz ``games`` games of ``game``, streaming each finished chunk to ``out_dir``.

    ``on_violation`` sees each violation (to save its reproduction) before its chunk is
    written, so a chunk on disk never lacks its files. With ``resume`` an existing folder of
    the same run is completed; any other existing folder is refused. On Ctrl-C (or SIGTERM,
    SIGHUP) every finished chunk is on disk before KeyboardInterrupt propagates.
    """
    check_games(games)
    count = resolve_workers(workers)
    info = new_fuzz_info(game, games, seed, sampling or Sampling())
    if out_dir is None:
        return _run(info, {}, count, None, progress, on_violation, shrink_seconds, backend)
    with locked_folder(out_dir, fresh=not resume):
        done = _prepare(out_dir, info, resume)
        return _run(info, done, count, out_dir, progress, on_violation, shrink_seconds, backend)


def _run(
    info: FuzzRunInfo,
    done: dict[int, ChunkRecord],
    workers: int,
    out_dir: Path | None,
    progress: FuzzProgress | None,
    on_violation: Callable[[Found], None] | None,
    shrink_seconds: float,
    backend: Backend | None,
) -> FuzzResult:
    finished = covered(done.values())
    tasks = _tasks(info, finished, shrink_seconds)
    # No more workers than chunks left: idle processes only cost start-up time.
    workers = max(1, min(workers, _chunks(info) - len(finished)))
    owned = backend is None
    runner = backend if backend is not None else new_backend(workers)
    sink = None if out_dir is None else (out_dir / RESULTS_FILE).open("ab")
    started = time.perf_counter()
    played = 0

    def report() -> None:
        if progress is not None:
            chunks = done.values()
            violations = sum(len(c.violations) for c in chunks)
            progress(sum(c.games for c in chunks), info.games, violations)

    report()
    try:
        for record in runner.map_unordered(fuzz_chunk, tasks):
            with interrupts_deferred():  # a record is written whole, and the display's lock kept
                for found in record.violations:
                    if on_violation is not None:
                        on_violation(found)
                done[record.chunk] = record
                played += record.games
                if sink is not None:
                    sink.write(msgspec.json.encode(record) + b"\n")
                    sink.flush()
                report()
    finally:
        if owned:
            runner.close()
        if sink is not None:
            sink.close()
    return FuzzResult(
        run=info,
        chunks=[done[k] for k in sorted(done)],
        played=played,
        seconds=time.perf_counter() - started,
    )


def new_fuzz_info(game: str, games: int, seed: int, sampling: Sampling) -> FuzzRunInfo:
    """The ``fuzz.json`` of a run; checks the game exists and its agents load."""
    rules = get_rules(game)
    agent_modules(game)  # an agent that cannot load fails here, before any folder is made
    if sampling.probe_every < 1 or sampling.notation_every < 1 or sampling.max_decisions < 1:
        raise ReishiError("probe and notation intervals and the decision cap must be at least 1")
    return FuzzRunInfo(
        game=game,
        game_version=str(rules.version),
        engine_version=reishi.__version__,
        seed=seed,
        games=games,
        chunk=CHUNK,
        sampling=sampling,
    )


def _tasks(info: FuzzRunInfo, finished: set[int], shrink_seconds: float) -> Iterator[FuzzTask]:
    modules = agent_modules(info.game)
    for chunk in range(_chunks(info)):
        if chunk in finished:
            continue
        yield FuzzTask(
            game=info.game,
            seed=info.seed,
            chunk=chunk,
            indices=list(range(chunk * info.chunk, min(info.games, (chunk + 1) * info.chunk))),
            sampling=info.sampling,
            shrink_seconds=shrink_seconds,
            modules=modules,
            code=code_version(),
        )


def agent_modules(game: str) -> list[str]:
    """The modules a worker imports so the game and every agent of the mix are registered."""
    specs = {resolve_agent_spec(spec.removeprefix(SHUFFLED), game) for spec in agent_pool(game)}
    return registering_modules(game, sorted(specs))


def _chunks(info: FuzzRunInfo) -> int:
    return -(-info.games // info.chunk)


def covered(records: Iterable[ChunkRecord]) -> set[int]:
    """The chunks the records count."""
    return {c for r in records for c in range(r.chunk, r.chunk + r.span)}


def compact(out_dir: Path) -> tuple[int, int]:
    """Merge each stretch of consecutive chunks one code played into one line of results.

    Every count, end, agent and violation is kept, so the summary, ``--status``,
    ``--recheck`` and ``--resume`` read the same run; only the per-chunk seconds merge. The
    folder's lock is held (no run may be writing) and the file is replaced atomically.
    Returns the lines before and after.
    """
    with locked_folder(out_dir, fresh=False):
        info = _read_info(out_dir)
        path = out_dir / RESULTS_FILE
        records, _ = _read_chunks(path, info)
        merged = merge_chunks(sorted(records.values(), key=lambda r: r.chunk))
        # A reader, or a killed compaction, never sees half a file.
        write_atomic(path, b"".join(msgspec.json.encode(r) + b"\n" for r in merged))
        return len(records), len(merged)


def merge_chunks(records: list[ChunkRecord]) -> list[ChunkRecord]:
    """Records in chunk order, each run of adjacent ones with the same code made one."""
    merged: list[ChunkRecord] = []
    for record in records:
        last = merged[-1] if merged else None
        if last is None or last.code != record.code or last.chunk + last.span != record.chunk:
            merged.append(record)
            continue
        merged[-1] = ChunkRecord(
            chunk=last.chunk,
            span=last.span + record.span,
            games=last.games + record.games,
            decisions=last.decisions + record.decisions,
            turns=last.turns + record.turns,
            probes=last.probes + record.probes,
            seconds=last.seconds + record.seconds,
            ends=dict(Counter(last.ends) + Counter(record.ends)),
            agents=dict(Counter(last.agents) + Counter(record.agents)),
            violations=[*last.violations, *record.violations],
            code=last.code,
        )
    return merged


class Rechecked(msgspec.Struct, frozen=True, kw_only=True):
    """A violation a run recorded, its game played again on the code now loaded."""

    found: Found
    code: str  # the code that found it (ChunkRecord.code)
    now: Violation | None  # None: the game passes every check now


def recheck(out_dir: Path, game: str | None = None) -> tuple[FuzzRunInfo, list[Rechecked]]:
    """Every violation ``out_dir`` recorded, its game played again with every check.

    A run's game ``i`` is derived from the run alone, so a violation found by older code
    can be tried again after a fix; the folder is only read (a run may still be writing).
    ``game``, when given, must be the run's, or nothing is played.
    """
    info, chunks = read_fuzz_run(out_dir, game)
    import_all(agent_modules(info.game))
    found = sorted(
        ((v, c.code) for c in chunks for v in c.violations), key=lambda f: f[0].summary.index
    )
    return info, [
        Rechecked(
            found=violation,
            code=code,
            now=fuzz_game(
                info.game, info.seed, violation.summary.index, info.sampling
            ).summary.violation,
        )
        for violation, code in found
    ]


def read_fuzz_run(out_dir: Path, game: str | None = None) -> tuple[FuzzRunInfo, list[ChunkRecord]]:
    """A fuzz folder's parameters and finished chunks; errors name the file and line.

    ``game``, when given, must be the run's.
    """
    info = _read_info(out_dir)
    if game is not None and info.game != game:
        raise ResultsFolderError(f"{out_dir} holds a fuzz run of {info.game}, not {game}")
    records, _ = _read_chunks(out_dir / RESULTS_FILE, info)
    return info, sorted(records.values(), key=lambda r: r.chunk)


def _read_info(out_dir: Path) -> FuzzRunInfo:
    if not out_dir.is_dir():
        raise ResultsFolderError(f"{out_dir}: no such fuzz folder")
    return read_header(out_dir, FUZZ_FILE, FuzzRunInfo, FUZZ_FORMAT, "fuzz", "fuzz run")


def _read_chunks(path: Path, info: FuzzRunInfo) -> tuple[dict[int, ChunkRecord], int]:
    chunks = _chunks(info)
    starts: set[int] = set()
    counted: set[int] = set()

    def check(record: ChunkRecord) -> str | None:
        end = record.chunk + record.span
        if record.span < 1 or not 0 <= record.chunk < end <= chunks:
            return f"chunks {record.chunk}..{end - 1} outside this run (0..{chunks - 1})"
        expected = min(info.games, end * info.chunk) - record.chunk * info.chunk
        if record.games != expected or sum(record.ends.values()) != expected:
            return f"chunk {record.chunk} counts {record.games} games, not {expected}"
        if record.chunk in starts:
            return None  # the same start twice: read_jsonl names the line it repeats
        span = range(record.chunk, end)
        if not counted.isdisjoint(span):
            return (
                f"chunks {record.chunk}..{end - 1} overlap chunks already counted (two runs "
                "wrote to this folder?)"
            )
        starts.add(record.chunk)
        counted.update(span)
        return None

    records, good = read_jsonl(path, ChunkRecord, check, key=lambda r: r.chunk)
    return {r.chunk: r for r in records}, good


def _prepare(out_dir: Path, info: FuzzRunInfo, resume: bool) -> dict[int, ChunkRecord]:
    if resume:
        old = _read_info(out_dir)
        if old != info:
            diffs = [
                f"{name} ({getattr(old, name)!r} on disk, {getattr(info, name)!r} now)"
                for name in info.__struct_fields__
                if getattr(old, name) != getattr(info, name)
            ]
            raise ResultsFolderError(
                f"{out_dir / FUZZ_FILE}: this folder holds a different run; differs in: "
                + "; ".join(diffs)
            )
        path = out_dir / RESULTS_FILE
        records, good = _read_chunks(path, info)
        truncate_torn_line(path, good)
        return records
    create_folder(out_dir, FUZZ_FILE, info, "fuzz run", "fuzz")
    (out_dir / RESULTS_FILE).touch()
    return {}
