"""A scenario claims a rule section only beside a check that would fail if it were broken."""

from __future__ import annotations

import re

import pytest

from reishi.testing.scenario_format import ScenarioError, parse_scenario

HEAD = """
title = "claims"
game = "bleach"
sources = ["ARD: Power Damage"]
[position.p1]
guardian = "Ichigo Kurosaki"
deck = ["Mind Energy"]
[position.p2]
guardian = "Ichigo Kurosaki"
deck = ["Mind Energy"]
"""


def parse(tail: str, actions: str = "") -> None:
    head = HEAD.replace(
        'sources = ["ARD: Power Damage"]', 'sources = ["ARD: Power Damage"]\n' + actions
    )
    parse_scenario(head + tail, "claims.toml")


def test_rules_beside_a_check_are_accepted() -> None:
    parse('[[expect]]\nrules = ["ARD: Power Damage"]\ndecision = "p1"\n')


@pytest.mark.parametrize(
    "tail",
    [
        '[[expect]]\nrules = ["ARD: Power Damage"]\n',
        '[[expect]]\nrules = ["ARD: Power Damage"]\nafter = 0\nlegal = []\n',
    ],
)
def test_rules_without_a_check_are_refused(tail: str) -> None:
    with pytest.raises(ScenarioError, match="add a check"):
        parse(tail)


def test_rules_must_name_a_section() -> None:
    with pytest.raises(ScenarioError, match=re.escape("expect[0].rules[0]")):
        parse('[[expect]]\nrules = ["ARD: Power Damages"]\ndecision = "p1"\n')


def test_an_action_claims_rules_only_with_a_refusal() -> None:
    accepted = 'actions = [{ do = "pass", expect_illegal = "x", rules = ["ARD: Power Damage"] }]'
    parse("", accepted)
    with pytest.raises(ScenarioError, match="give expect_illegal"):
        parse("", 'actions = [{ do = "pass", rules = ["ARD: Power Damage"] }]')
