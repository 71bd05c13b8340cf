"""Fuzz runs: streamed by chunk to a folder that resumes, refuses other runs and is locked."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

import reishi
from reishi.compiled import loaded_compiled
from reishi.interfaces.cli.app import app
from reishi.interfaces.cli.fuzz import violation_rate
from reishi.sim.fuzzing import CHUNK, FUZZ_FILE, Found, fuzz, read_fuzz_run, recheck
from reishi.sim.provenance import code_version
from reishi.sim.runner import LOCK_FILE, RESULTS_FILE, ResultsFolderError, locked_folder
from reishi.testing.fuzz import Sampling

QUICK = Sampling(probe_every=10, notation_every=5)


def test_fuzz_streams_chunks_and_resumes_where_it_stopped(tmp_path: Path) -> None:
    out = tmp_path / "run"
    first = fuzz("toy", 2 * CHUNK + 5, 3, 1, out, sampling=QUICK)
    assert first.games == 2 * CHUNK + 5 and not first.violations
    lines = (out / RESULTS_FILE).read_bytes().splitlines(keepends=True)
    assert len(lines) == 3
    # Lose the last chunk and tear the one before it, as a killed run would.
    (out / RESULTS_FILE).write_bytes(lines[0] + lines[1][:-10])
    again = fuzz("toy", 2 * CHUNK + 5, 3, 1, out, resume=True, sampling=QUICK)
    assert again.played == CHUNK + 5
    info, chunks = read_fuzz_run(out)
    assert [c.chunk for c in chunks] == [0, 1, 2] and info.games == 2 * CHUNK + 5
    assert sum(c.games for c in chunks) == 2 * CHUNK + 5


def test_fuzz_refuses_a_used_folder_and_a_different_run(tmp_path: Path) -> None:
    out = tmp_path / "run"
    fuzz("toy", 5, 3, 1, out, sampling=QUICK)
    with pytest.raises(ResultsFolderError, match="--resume"):
        fuzz("toy", 5, 3, 1, out, sampling=QUICK)
    with pytest.raises(ResultsFolderError, match="different run; differs in: seed"):
        fuzz("toy", 5, 4, 1, out, resume=True, sampling=QUICK)


def test_fuzz_refuses_a_repeated_or_invalid_chunk(tmp_path: Path) -> None:
    out = tmp_path / "run"
    fuzz("toy", CHUNK + 1, 3, 1, out, sampling=QUICK)
    lines = (out / RESULTS_FILE).read_bytes().splitlines(keepends=True)
    (out / RESULTS_FILE).write_bytes(lines[0] + lines[0])
    with pytest.raises(ResultsFolderError, match=r"results.jsonl:2: repeats the record of line 1"):
        read_fuzz_run(out)
    record = json.loads(lines[0])
    record["games"] = 7
    (out / RESULTS_FILE).write_text(json.dumps(record) + "\n")
    with pytest.raises(ResultsFolderError, match=r"results.jsonl:1: chunk \d counts 7 games"):
        read_fuzz_run(out)


def test_a_locked_folder_refuses_a_second_run(tmp_path: Path) -> None:
    out = tmp_path / "run"
    with locked_folder(out), pytest.raises(ResultsFolderError, match="another run"):
        fuzz("toy", 5, 3, 1, out, sampling=QUICK)
    assert (out / LOCK_FILE).exists()


def test_a_refused_run_leaves_no_folder_behind(tmp_path: Path) -> None:
    out = tmp_path / "run"
    with pytest.raises(ResultsFolderError), locked_folder(out):
        (out / FUZZ_FILE).write_text("{}")
        raise ResultsFolderError("refused after the header was written")
    assert not out.exists()


def test_violations_reach_the_callback_before_their_chunk_is_written(tmp_path: Path) -> None:
    seen: list[tuple[int, int]] = []
    out = tmp_path / "run"

    def saved(found: Found) -> None:
        lines = (out / RESULTS_FILE).read_bytes().count(b"\n")
        seen.append((found.summary.index, lines))

    short = Sampling(probe_every=100, notation_every=100, max_decisions=2)
    result = fuzz("toy", 3, 1, 1, out, on_violation=saved, sampling=short, shrink_seconds=1)
    assert [i for i, _ in seen] == [0, 1, 2]
    assert all(lines == 0 for _, lines in seen)
    assert [v.reproduction.check for v in result.violations] == ["end"] * 3


def test_every_chunk_names_the_code_that_played_it(tmp_path: Path) -> None:
    out = tmp_path / "run"
    fuzz("toy", CHUNK + 1, 3, 1, out, sampling=QUICK)
    records = [json.loads(line) for line in (out / RESULTS_FILE).read_bytes().splitlines()]
    assert [r["code"] for r in records] == [code_version()] * 2
    # In a git checkout the version carries the commit, so a resumed run's lines differ.
    if (Path(reishi.__file__).resolve().parents[2] / ".git").exists():
        assert code_version().startswith(f"{reishi.__version__}+")


def test_the_code_version_names_a_compiled_build() -> None:
    # The same suite runs on both builds (make test, make test-compiled).
    assert code_version().endswith(" hot modules compiled)") == bool(loaded_compiled())


def test_recheck_plays_each_recorded_violation_again(tmp_path: Path) -> None:
    """Violations found with a two-decision cap still fail; with the cap lifted (as a fix
    would), the same games pass, and the CLI says so by its exit status."""
    out = tmp_path / "run"
    short = Sampling(probe_every=100, notation_every=100, max_decisions=2)
    fuzz("toy", 3, 1, 1, out, sampling=short, shrink_seconds=1)
    _, still = recheck(out)
    assert [r.found.summary.index for r in still] == [0, 1, 2]
    assert all(r.now is not None and r.now.check == "end" for r in still)
    assert {r.code for r in still} == {code_version()}
    runner = CliRunner()
    failing = runner.invoke(app, ["fuzz", "toy", "--out", str(out), "--recheck"])
    assert failing.exit_code == 1 and "3 recorded violation(s); 3 still fail" in failing.output
    header = json.loads((out / FUZZ_FILE).read_text())
    header["sampling"]["max_decisions"] = QUICK.max_decisions
    (out / FUZZ_FILE).write_text(json.dumps(header))
    _, fixed = recheck(out)
    assert [r.now for r in fixed] == [None] * 3
    passing = runner.invoke(app, ["fuzz", "toy", "--out", str(out), "--recheck"])
    assert passing.exit_code == 0 and "3 recorded violation(s); 0 still fail" in passing.output
    other = runner.invoke(app, ["fuzz", "bleach", "--out", str(out), "--recheck"])
    assert other.exit_code != 0 and "fuzz run of toy, not bleach" in other.output


def test_a_resumed_run_reports_its_games_by_code_with_the_violation_rate(tmp_path: Path) -> None:
    """A run resumed on other code says how many games each code played, and every figure
    of violations comes with its 95 % interval (none found: an upper bound)."""
    out = tmp_path / "run"
    fuzz("toy", CHUNK + 5, 1, 1, out)  # the command's own seed and sampling
    lines = (out / RESULTS_FILE).read_text().splitlines(keepends=True)
    first = json.loads(lines[0])
    first["code"] = "0.0.0+older"  # as if the first chunk ran before a fix
    (out / RESULTS_FILE).write_text(json.dumps(first) + "\n" + lines[1])
    result = fuzz("toy", CHUNK + 5, 1, 1, out, resume=True)
    shares = result.by_code()
    assert [(s.code, s.games, s.violations) for s in shares] == [
        ("0.0.0+older", CHUNK, 0),
        (code_version(), 5, 0),
    ]
    assert violation_rate(0, 100_000) == "≤ 1 game in 26,033 (95 % upper bound, Wilson)"
    assert violation_rate(3, 1000).startswith("0.003 per game (95 % interval 0.001")
    assert violation_rate(0, 100_000, short=True) == "≤ 1 game in 26,033"
    runner = CliRunner()
    shown = runner.invoke(
        app,
        ["fuzz", "toy", "--games", str(CHUNK + 5), "--out", str(out), "--resume", "--workers", "1"],
    )
    assert shown.exit_code == 0, shown.output
    assert "games by code" in shown.output and "0.0.0+older" in shown.output
    assert "Violation rate" in shown.output
    # --status reads the folder (a run may be writing to it) and plays nothing.
    before = (out / RESULTS_FILE).read_bytes()
    status = runner.invoke(app, ["fuzz", "toy", "--out", str(out), "--status"])
    assert status.exit_code == 0, status.output
    assert "games by code" in status.output and f"{CHUNK + 5} of {CHUNK + 5}" in status.output
    assert (out / RESULTS_FILE).read_bytes() == before
    other = runner.invoke(app, ["fuzz", "bleach", "--out", str(out), "--status"])
    assert other.exit_code != 0 and "holds a fuzz run of toy" in other.output


def test_compacting_keeps_every_count_and_the_run_resumes_from_it(tmp_path: Path) -> None:
    """A long run's record merges into one line per stretch of chunks one code played: the
    summary and violations read the same, a gap stays a gap, and --resume fills it."""
    out = tmp_path / "run"
    games = 5 * CHUNK + 3
    fuzz("toy", games, 3, 1, out, sampling=QUICK)
    lines = (out / RESULTS_FILE).read_text().splitlines(keepends=True)
    records = [json.loads(line) for line in lines]
    records[3]["code"] = "0.0.0+older"  # chunk 3 ran on other code: a stretch of its own
    kept = [json.dumps(r) + "\n" for i, r in enumerate(records) if i != 1]  # chunk 1 lost
    (out / RESULTS_FILE).write_text("".join(kept))
    _, before = read_fuzz_run(out)
    runner = CliRunner()
    compacted = runner.invoke(app, ["fuzz", "toy", "--out", str(out), "--compact"])
    assert compacted.exit_code == 0, compacted.output
    assert "5 line(s) merged into 4" in compacted.output
    _, after = read_fuzz_run(out)
    assert [(c.chunk, c.span, c.code) for c in after] == [
        (0, 1, code_version()),
        (2, 1, code_version()),
        (3, 1, "0.0.0+older"),
        (4, 2, code_version()),
    ]
    for field in ("games", "decisions", "turns", "probes"):
        assert sum(getattr(c, field) for c in after) == sum(getattr(c, field) for c in before)
    resumed = fuzz("toy", games, 3, 1, out, resume=True, sampling=QUICK)
    assert resumed.played == CHUNK and resumed.games == games  # only the lost chunk 1
    # A line that counts chunks another line already counts is refused.
    merged = (out / RESULTS_FILE).read_text().splitlines(keepends=True)
    overlap = json.loads(merged[-1])
    overlap["chunk"], overlap["span"], overlap["games"] = 5, 1, 3  # inside the line of 4..5
    overlap["ends"] = {"overlap": 3}
    (out / RESULTS_FILE).write_text("".join(merged) + json.dumps(overlap) + "\n")
    with pytest.raises(ResultsFolderError, match=r"results.jsonl:6: chunks 5..5 overlap"):
        read_fuzz_run(out)
    (out / RESULTS_FILE).write_text("".join(merged))
    with locked_folder(out, fresh=False):  # a live run: compacting is refused
        busy = runner.invoke(app, ["fuzz", "toy", "--out", str(out), "--compact"])
    assert busy.exit_code != 0 and "another run" in busy.output
