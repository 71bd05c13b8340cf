"""Orders the scenario expectations cannot see, checked on the event log."""

from __future__ import annotations

import tomllib
from pathlib import Path

from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.library import CardPool
from reishi.games.dbz.rules import DbzRules
from reishi.games.dbz.scenario import _act, build_position, run_scenario

SCENARIOS = Path(__file__).resolve().parents[3] / "scenarios" / "dbz"


def test_tenshinhans_preparation_user_destroys_first(real_pool: CardPool) -> None:
    # DBZ CRD: Individual Card Rulings — U100 Tenshinhan's Preparation: the user destroys the
    # top 2 cards of his or her Life Deck first, then the opponent.
    rules = DbzRules(DbzKit(real_pool))
    path = SCENARIOS / "crd-tenshinhans-preparation-user-first.toml"
    run_scenario(path, rules)  # the expectations hold
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    game = build_position(rules, data["position"], str(path))
    for text in data["actions"]:
        _act(game, text, None, str(path))
    texts: list[str] = []
    node = game.state.log_head
    while node is not None:
        texts.append(str(getattr(node.event, "text", "")))
        node = node.prev
    texts.reverse()
    destroyed = [t.split()[0] for t in texts if "from the top of the Life Deck" in t]
    assert destroyed == ["p1", "p1", "p2", "p2"], texts
