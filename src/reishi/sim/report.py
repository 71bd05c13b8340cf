"""A self-contained HTML report of a results folder: figures embedded as PNG, no network."""

from __future__ import annotations

import base64
import html
import io
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

from reishi.engine.files import write_atomic
from reishi.sim.playout import GameRecord
from reishi.sim.runner import RunInfo, read_run
from reishi.sim.stats import LengthStats, Rate, Summary, cumulative_rate, summarize

REPORT_FILE = "report.html"


def write_report(run_dir: Path) -> Path:
    """Write ``run_dir/report.html`` from the folder's run.json and results; returns its path."""
    info, records = read_run(run_dir)
    summary = summarize(records)
    figures = [
        ("Win rate as games accumulate (95 % Wilson band)", _win_rate_figure(records)),
        ("Game length (turns)", _length_figure(records)),
        ("How games ended", _end_reason_figure(summary)),
    ]
    body = [
        f"<h1>{_e(info.game)}: {_e(' vs '.join(info.agents))}</h1>",
        _run_table(info, len(records)),
        "<h2>Summary</h2>",
        summary_table_html(summary),
    ]
    for title, png in figures:
        body.append(f"<h2>{_e(title)}</h2>")
        body.append(f'<img alt="{_e(title)}" src="data:image/png;base64,{png}">')
    page = _PAGE.format(title=_e(f"Reishi simulation: {info.game}"), body="\n".join(body))
    path = run_dir / REPORT_FILE
    write_atomic(path, page.encode("utf-8"))  # a reader never sees half a page
    return path


def summary_table_html(summary: Summary) -> str:
    """The summary as an HTML table."""
    rows: list[tuple[str, str]] = [("Games", str(summary.games)), ("Draws", str(summary.draws))]
    if summary.unfinished:
        rows.append(("Stopped by the decision cap", str(summary.unfinished)))
    rows += [(f"Seat {i} wins", _rate(r)) for i, r in enumerate(summary.seat_wins)]
    rows += [(f"Agent {name} wins", _rate(r)) for name, r in summary.agent_wins.items()]
    if not summary.agent_wins and summary.agents:
        rows.append(("Agents", f"{', '.join(summary.agents)} in every seat: see the seat wins"))
    rows.append(("First player wins (decisive games)", _rate(summary.first_player_wins)))
    rows += [(f"Ended by {k}", str(v)) for k, v in summary.end_reasons.items()]
    rows.append(("Turns", _lengths(summary.turns)))
    rows.append(("Decisions", _lengths(summary.decisions)))
    cells = "\n".join(f"<tr><th>{_e(k)}</th><td>{_e(v)}</td></tr>" for k, v in rows)
    return f"<table>\n{cells}\n</table>"


def _run_table(info: RunInfo, finished: int) -> str:
    decks = ", ".join(d.name for d in info.decks)
    rows = [
        ("Game", f"{info.game} (rules {info.game_version}, engine {info.engine_version})"),
        ("Agents by seat", ", ".join(info.agents)),
        ("Decks by seat", decks),
        ("Base seed", str(info.seed)),
        ("Games finished", f"{finished} of {info.games}"),
    ]
    cells = "\n".join(f"<tr><th>{_e(k)}</th><td>{_e(v)}</td></tr>" for k, v in rows)
    return f"<table>\n{cells}\n</table>"


def _rate(r: Rate) -> str:
    return f"{r.rate:.1%} [{r.low:.1%}, {r.high:.1%}] ({r.hits}/{r.trials})"


def _lengths(s: LengthStats) -> str:
    spread = f"range {s.minimum}-{s.maximum}"
    return f"mean {s.mean:.1f}, median {s.median:.1f}, p90 {s.p90:.1f}, {spread}"


def _e(text: str) -> str:
    return html.escape(text, quote=True)


def _new_axes(height: float) -> tuple[Any, Any]:
    # The Agg canvas on a bare Figure: no pyplot global state and no display needed, and the
    # backend of a caller's own matplotlib session is left alone.
    fig = Figure(figsize=(7, height))
    FigureCanvasAgg(fig)
    return fig, fig.subplots()


def _png(fig: Any) -> str:
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=100, bbox_inches="tight")
    return base64.b64encode(buffer.getvalue()).decode("ascii")


def _win_rate_figure(records: Sequence[GameRecord]) -> str:
    fig, ax = _new_axes(3.5)
    seats = max((len(r.seats) for r in records), default=2)
    x = list(range(1, len(records) + 1))
    for seat in range(seats):
        rates = cumulative_rate([r.winner == seat for r in records])
        name = records[0].seats[seat] if records else ""
        ax.plot(x, [r.rate for r in rates], label=f"seat {seat} ({name})")
        ax.fill_between(x, [r.low for r in rates], [r.high for r in rates], alpha=0.2)
    ax.axhline(1 / seats, color="grey", linewidth=0.8, linestyle="--")
    ax.set_xlabel("games (by index)")
    ax.set_ylabel("win rate")
    ax.set_ylim(0, 1)
    ax.legend(loc="best")
    return _png(fig)


def _length_figure(records: Sequence[GameRecord]) -> str:
    fig, ax = _new_axes(3.5)
    turns = [r.turns for r in records]
    if turns:
        low, high = min(turns), max(turns)
        # One bar per turn count, centred on it, unless the range is too wide to read.
        bins: list[float] | int = [t - 0.5 for t in range(low, high + 2)] if high - low < 60 else 40
        ax.hist(turns, bins=bins, edgecolor="white")
    ax.set_xlabel("turns")
    ax.set_ylabel("games")
    return _png(fig)


def _end_reason_figure(summary: Summary) -> str:
    fig, ax = _new_axes(3.0)
    reasons = list(summary.end_reasons)
    ax.bar(reasons, [summary.end_reasons[k] for k in reasons])
    ax.set_ylabel("games")
    return _png(fig)


_PAGE = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>{title}</title>
<style>
body {{ font-family: system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; }}
table {{ border-collapse: collapse; margin: 1rem 0; }}
th, td {{ text-align: left; padding: 0.25rem 0.75rem; border-bottom: 1px solid #ddd; }}
img {{ max-width: 100%; }}
</style>
</head>
<body>
{body}
</body>
</html>
"""
