"""The load test itself: a short run on loopback completes games with no errors."""

from __future__ import annotations

from reishi.interfaces.web.loadtest import run


def test_a_short_load_test_plays_games_over_websockets_without_errors() -> None:
    report = run(games=6, duration=8, think=0.15, seed=1)
    assert report.errors == {}
    assert report.games_started >= 6 and report.actions > 50
    assert 0 < report.latency_p50_ms <= report.latency_p99_ms <= report.latency_max_ms
    assert report.server_peak_rss_mb > 0 and report.server_cpu_s > 0
    assert "errors: none" in report.to_text()
