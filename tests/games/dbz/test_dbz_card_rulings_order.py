"""Orders the scenario expectations cannot see, checked on the event log."""

from __future__ import annotations

from pathlib import Path

from reishi.games.dbz.library import CardPool
from reishi.testing.scenario import run_file

SCENARIOS = Path(__file__).resolve().parents[3] / "scenarios" / "dbz"


def test_tenshinhans_preparation_user_destroys_first(real_pool: CardPool) -> None:
    # DBZ CRD: Individual Card Rulings — U100 Tenshinhan's Preparation: the user destroys the
    # top 2 cards of his or her Life Deck first, then the opponent.
    del real_pool  # the shared card data must be present
    result = run_file(SCENARIOS / "crd-tenshinhans-preparation-user-first.toml")
    assert result.passed, result.failure  # the expectations hold
    destroyed = [t.split()[0] for t in result.log if "from the top of the Life Deck" in t]
    assert destroyed == ["p1", "p1", "p2", "p2"], result.log
