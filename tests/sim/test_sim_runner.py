"""simulate: seeds per game, worker independence, resume, folder errors, Ctrl-C."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from reishi.engine.errors import ReishiError
from reishi.sim.playout import play_game
from reishi.sim.runner import (
    RESULTS_FILE,
    RUN_FILE,
    ProcessPoolBackend,
    ResultsFolderError,
    game_seed,
    new_play_spec,
    read_run,
    simulate,
    split_chunks,
)

AGENTS = ["random", "random"]


def test_simulate_any_game_replays_alone(toy_game: str) -> None:
    result = simulate(toy_game, None, AGENTS, 12, seed=9, workers=1)
    assert [r.index for r in result.records] == list(range(12))
    record = result.records[7]
    assert record.seed == game_seed(9, 7)
    assert play_game(toy_game, None, AGENTS, record.seed, index=7) == record


def test_simulate_same_seed_same_records(toy_game: str) -> None:
    a = simulate(toy_game, None, AGENTS, 20, seed=3, workers=1).records
    b = simulate(toy_game, None, AGENTS, 20, seed=3, workers=1).records
    c = simulate(toy_game, None, AGENTS, 20, seed=4, workers=1).records
    assert a == b
    assert a != c


def test_simulate_workers_do_not_change_records(toy_game: str, tmp_path: Path) -> None:
    one = simulate(toy_game, None, AGENTS, 40, seed=5, workers=1, out_dir=tmp_path / "one")
    two = simulate(toy_game, None, AGENTS, 40, seed=5, workers=2, out_dir=tmp_path / "two")
    assert one.records == two.records
    assert read_run(tmp_path / "one")[1] == read_run(tmp_path / "two")[1] == one.records


def test_simulate_writes_run_file_and_one_line_per_game(toy_game: str, tmp_path: Path) -> None:
    out = tmp_path / "run"
    simulate(toy_game, None, AGENTS, 10, seed=1, workers=1, out_dir=out)
    run = json.loads((out / RUN_FILE).read_text())
    assert run["game"] == "toy" and run["seed"] == 1 and run["games"] == 10
    assert run["agents"] == AGENTS and len(run["decks"]) == 2 and run["engine_version"]
    assert len((out / RESULTS_FILE).read_text().splitlines()) == 10


def test_simulate_resume_completes_a_truncated_run(toy_game: str, tmp_path: Path) -> None:
    whole = simulate(toy_game, None, AGENTS, 30, seed=11, workers=1, out_dir=tmp_path / "whole")
    part = tmp_path / "part"
    simulate(toy_game, None, AGENTS, 30, seed=11, workers=2, out_dir=part)
    results = part / RESULTS_FILE
    lines = results.read_text().splitlines(keepends=True)
    # Keep half the lines plus a torn half-line, as a killed process would leave them.
    results.write_text("".join(lines[:15]) + lines[15][:20])
    seen: list[int] = []
    resumed = simulate(
        toy_game, None, AGENTS, 30, seed=11, workers=2, out_dir=part, resume=True,
        progress=lambda done, total: seen.append(done),
    )  # fmt: skip
    assert resumed.played == 15
    assert seen[0] == 15 and seen[-1] == 30
    assert resumed.records == whole.records
    assert read_run(part)[1] == whole.records
    assert len(results.read_text().splitlines()) == 30


def test_simulate_resume_refuses_a_different_run(toy_game: str, tmp_path: Path) -> None:
    simulate(toy_game, None, AGENTS, 4, seed=1, workers=1, out_dir=tmp_path)
    with pytest.raises(ResultsFolderError, match=r"run\.json: .*different run.*seed"):
        simulate(toy_game, None, AGENTS, 4, seed=2, workers=1, out_dir=tmp_path, resume=True)


def test_simulate_existing_run_needs_resume(toy_game: str, tmp_path: Path) -> None:
    simulate(toy_game, None, AGENTS, 2, seed=1, workers=1, out_dir=tmp_path)
    with pytest.raises(ResultsFolderError, match="--resume"):
        simulate(toy_game, None, AGENTS, 2, seed=1, workers=1, out_dir=tmp_path)


def test_simulate_refuses_a_foreign_folder(toy_game: str, tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("mine")
    with pytest.raises(ResultsFolderError, match="not a results folder"):
        simulate(toy_game, None, AGENTS, 2, seed=1, workers=1, out_dir=tmp_path)
    with pytest.raises(ResultsFolderError, match=r"no run\.json"):
        simulate(toy_game, None, AGENTS, 2, seed=1, workers=1, out_dir=tmp_path, resume=True)
    (tmp_path / RUN_FILE).write_text('{"name": "something else"}')
    with pytest.raises(ResultsFolderError, match=r"run\.json: not a reishi run file"):
        read_run(tmp_path)


def test_read_run_names_the_corrupt_line(toy_game: str, tmp_path: Path) -> None:
    simulate(toy_game, None, AGENTS, 5, seed=1, workers=1, out_dir=tmp_path)
    results = tmp_path / RESULTS_FILE
    lines = results.read_text().splitlines(keepends=True)
    lines[2] = '{"index": "three"}\n'
    results.write_text("".join(lines))
    with pytest.raises(ResultsFolderError, match=r"results\.jsonl:3: corrupt result line"):
        read_run(tmp_path)
    with pytest.raises(ResultsFolderError, match=r"results\.jsonl:3"):
        simulate(toy_game, None, AGENTS, 5, seed=1, workers=1, out_dir=tmp_path, resume=True)


def test_simulate_unknown_game_or_agent(toy_game: str) -> None:
    with pytest.raises(ReishiError, match="unknown game 'nope'"):
        simulate("nope", None, AGENTS, 1, workers=1)
    with pytest.raises(ReishiError, match="unknown agent 'bogus'"):
        simulate(toy_game, None, ["random", "bogus"], 1, workers=1)


def test_simulate_deck_files(toy_game: str, tmp_path: Path) -> None:
    deck = tmp_path / "low.deck"
    deck.write_text(",".join(["1"] * 20))
    result = simulate(toy_game, [deck, None], AGENTS, 20, seed=2, workers=2, out_dir=tmp_path / "r")
    info, records = read_run(tmp_path / "r")
    assert info.decks[0].text == deck.read_text() and info.decks[1].text is None
    # A deck of ones cannot reach the target before it runs out: seat 0 never wins by power.
    assert not any(r.winner == 0 and r.end_reason == "power" for r in records)
    assert records == result.records


@pytest.mark.parametrize("workers", [1, 2])
def test_simulate_ctrl_c_keeps_finished_games(toy_game: str, tmp_path: Path, workers: int) -> None:
    def interrupt(done: int, total: int) -> None:
        if done >= 10:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        simulate(toy_game, None, AGENTS, 200, 1, workers, tmp_path, progress=interrupt)
    _, kept = read_run(tmp_path)
    assert len(kept) >= 10
    resumed = simulate(toy_game, None, AGENTS, 200, 1, workers, tmp_path, resume=True)
    assert resumed.played == 200 - len(kept)
    assert resumed.records == simulate(toy_game, None, AGENTS, 200, 1, 1).records


def test_process_pool_backend_maps_everything() -> None:
    backend = ProcessPoolBackend(2, window=3)
    try:
        assert sorted(backend.map_unordered(abs, range(-10, 0))) == list(range(1, 11))
    finally:
        backend.close()


def test_tasks_shrink_toward_the_end_so_no_worker_waits_long_for_the_last() -> None:
    spec = new_play_spec("bleach", None, AGENTS, 100)
    indices = list(range(3, 303))
    chunks = list(split_chunks(spec, 1, indices, 16, shrink_for=2))
    assert [i for c in chunks for i in c.indices] == indices  # every game once, in order
    sizes = [len(c.indices) for c in chunks]
    assert sizes[0] == 16 and sizes[-1] == 1
    assert sizes == sorted(sizes, reverse=True)
    fixed = [len(c.indices) for c in split_chunks(spec, 1, indices, 16)]
    assert set(fixed[:-1]) == {16}


def test_game_options_reach_every_game_and_are_kept_with_the_run(tmp_path: Path) -> None:
    options = {"variants": ["summoning-sickness"]}
    plain = simulate("soul-deck", None, AGENTS, 12, seed=5, workers=1)
    varied = simulate(
        "soul-deck", None, AGENTS, 12, seed=5, workers=2, out_dir=tmp_path / "run", options=options
    )
    assert varied.records != plain.records  # the variant changed how the games went
    assert read_run(tmp_path / "run")[0].options == options
    with pytest.raises(ResultsFolderError, match="differs in: options"):
        simulate("soul-deck", None, AGENTS, 12, seed=5, out_dir=tmp_path / "run", resume=True)


def test_an_unknown_variant_is_refused_before_a_folder_is_made(tmp_path: Path) -> None:
    with pytest.raises(ReishiError, match="unknown Soul Deck variant 'nope'"):
        simulate(
            "soul-deck", None, AGENTS, 5, out_dir=tmp_path / "run", options={"variants": ["nope"]}
        )
    assert not (tmp_path / "run").exists()


def test_a_run_file_written_before_game_options_existed_still_resumes(tmp_path: Path) -> None:
    out = tmp_path / "run"
    simulate("bleach", None, AGENTS, 6, seed=2, workers=1, out_dir=out)
    run_file = out / RUN_FILE
    header = json.loads(run_file.read_text())
    del header["options"]
    run_file.write_text(json.dumps(header))
    results = out / RESULTS_FILE
    results.write_text("".join(results.read_text().splitlines(keepends=True)[:4]))
    resumed = simulate("bleach", None, AGENTS, 6, seed=2, workers=1, out_dir=out, resume=True)
    assert resumed.played == 2
