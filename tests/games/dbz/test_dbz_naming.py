"""Naming a card: an exact title, or an Ally without its sub-name (DBZ CRD: General — Naming).

The scenario ``crd-naming-an-ally-without-its-sub-name.toml`` plays the ruling through a
search; these tests pin what an Ally name names, where it is offered, and how the conditions
that count named cards read it.
"""

from __future__ import annotations

import pytest

from reishi.games.dbz.conditions import condition_holds
from reishi.games.dbz.grammar_steps import nameable_titles
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.moves import mill
from reishi.games.dbz.naming import all_named_among, names
from reishi.games.dbz.state import DbzState, Zone

from .families import game_at

RULE = "DBZ CRD: General — Naming"


def _state(kit: DbzKit, p2_life: list[str]) -> DbzState:
    spec = {
        "p1": {"mp": ["Krillin - Ready"], "life": ["Red Blaze"] * 10},
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": p2_life},
    }
    state = game_at(kit, spec).state
    assert isinstance(state, DbzState)
    return state


@pytest.mark.rule(RULE)
def test_an_ally_may_be_named_without_its_sub_name(kit: DbzKit) -> None:
    """ "Bulma Ally" is offered beside the exact titles when any card may be named; a naming
    limited to combat cards and Events (Black Scout Maneuver) offers no Ally name."""
    state = _state(kit, ["Red Blaze"] * 10)
    anything = set(nameable_titles(state, ()))
    assert {"Bulma Ally", "Cell Jr. Ally", "Krillin Ally"} <= anything
    assert "Cell Jr. - Trapped" in anything  # the exact title is still offered
    assert "Cell Jr." not in anything and "Bulma" not in anything  # a bare name is not a title
    combat = set(nameable_titles(state, ("physical combat", "energy combat", "event")))
    assert not [t for t in combat if t.endswith(" Ally")]


@pytest.mark.rule(RULE)
def test_an_ally_name_names_every_ally_of_that_name_and_nothing_else(kit: DbzKit) -> None:
    """ "Cell Jr. Ally" names each Cell Jr. Ally; not Cell Jr.'s Swarm, not a Cell MP, not
    another Ally. An exact title names only its own card."""
    card = kit.pool.find
    trapped, escaping = card("Cell Jr. - Trapped"), card("Cell Jr. - Escaping")
    swarm, cell, bulma = card("Cell Jr.'s Swarm"), card("Cell - Perfect"), card("Bulma - Genius")
    assert trapped and escaping and swarm and cell and bulma
    assert names("Cell Jr. Ally", trapped) and names("Cell Jr. Ally", escaping)
    assert not names("Cell Jr. Ally", swarm) and not names("Cell Jr. Ally", cell)
    assert not names("Cell Jr. Ally", bulma) and not names("Cell Ally", trapped)
    assert names("Cell Jr. - Trapped", trapped) and not names("Cell Jr. - Trapped", escaping)
    # Each name needs a card of its own.
    assert all_named_among(["Cell Jr. Ally", "Cell Jr. - Trapped"], [trapped, escaping])
    assert not all_named_among(["Cell Jr. Ally", "Cell Jr. - Trapped"], [trapped])
    assert all_named_among(["Cell Jr. Ally", "Cell Jr. Ally"], [escaping, trapped])


@pytest.mark.rule(RULE)
def test_both_cards_you_named_count_allies_by_name(kit: DbzKit) -> None:
    """Black Flying Knee's "If both cards you named were revealed": "Cell Jr. Ally" named twice
    is met by two Cell Jr. Allies of different titles, not by one."""
    life = ["Cell Jr. - Trapped", "Cell Jr. - Escaping"] + ["Red Blaze"] * 8  # the first on top
    state = _state(kit, life)
    top = state.cards_in(1, Zone.LIFE)[-2:]
    assert sorted(state.defs[c].title for c in top) == sorted(life[:2])
    mill(state, 1, 2, "destroy", "test", 0)
    said = "both cards you named were revealed"
    state.named = ("Cell Jr. Ally", "Cell Jr. Ally")
    assert condition_holds(state, 0, said)
    assert condition_holds(state, 0, "the card you named was destroyed")
    state.last_moved = state.last_moved[:1]
    assert not condition_holds(state, 0, said)
    state.named = ("Bulma Ally",)
    assert not condition_holds(state, 0, "the card you named was destroyed")
