"""The one scenario runner: each check holds when true and fails when false, every game
supports the shared checks, and a malformed file is one line naming its file, line and field."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from reishi.engine.errors import ReishiError
from reishi.engine.rules import get_rules
from reishi.testing.scenario import (
    ScenarioError,
    ScenarioResult,
    parse_scenario,
    run_scenario,
)

REPO = Path(__file__).resolve().parents[2]

# After the actions: p1 found Chad (revealed), the deck was shuffled, 1 of 3 Body Energy and
# 1 of 2 Mind Energy paid for Call for Backup, and p1 is back in the Main step.
BLEACH = """
title = "A search, its shuffle and what each seat sees"
game = "bleach"
sources = ["ARD: Searching Your Deck"]
actions = ["p1: play Call for Backup", "p1: choose Chad - Young Student"]

[position.p1]
guardian = "Ichigo Kurosaki"
deck = ["Mind Energy", "Body Energy", "Spirit Energy", "Chad - Young Student", "Shrieker",
        "Spirit Energy", "Renji - Sixth Division Lieutenant", "Mind Energy"]
hand = ["Call for Backup", "Reality Check"]
energy = [{ title = "Mind Energy", count = 2 }, { title = "Body Energy", count = 3 }]
party = ["Shrieker"]

[position.p2]
guardian = "Ichigo Kurosaki"
hand = ["Narrow Escape"]
deck = ["Mind Energy", "Body Energy", "Spirit Energy"]
"""

SOUL_DECK = """
title = "Paying exhausts one of two energy"
game = "soul-deck"
sources = ["SD: Paying Card Costs"]
actions = ["p1: play Hanataro"]

[position.p1]
hand = ["Hanataro Yamada - Fourth Division", "Soul Reaper Energy"]
support = [{ title = "Soul Reaper Energy", count = 2 }]
deck = ["Soul Reaper Energy", "Soul Reaper Energy"]
[position.p2]
hand = ["Human Energy"]
"""

DBZ = """
title = "A used Power is refused for the rules' reason"
game = "dbz"
sources = ["DBZ RB: Glossary — Power"]
actions = ["p1: use Raditz - Brutal", "p2: choose Red Blaze", "p2: pass"]

[position]
active = "p1"
step = "combat"

[position.p1]
mp = ["Raditz - Brutal", "Raditz - Angered", "Raditz - Entangled"]
level = 2
hand = ["Red Chop"]
life = ["Saiyan Clash", "Saiyan Gut Kick", "Saiyan Intimidation", "Saiyan Enjoyment"]

[position.p2]
mp = ["Krillin - Ready", "Krillin - Energetic", "Krillin - Ready For Battle", "Krillin - Enraged"]
hand = ["Red Blaze", "Red Destiny"]
discard = ["Red Blaze", "Red Destiny", "Red Blaze"]
life = ["Red Blaze", "Red Destiny", "Red Blaze", "Red Destiny"]
"""


@cache
def _absent(game: str) -> str | None:
    try:
        get_rules(game).starter_decks()
    except ReishiError as exc:
        return str(exc)
    return None


def _needs(game: str) -> None:
    absent = _absent(game)
    if absent is not None:
        pytest.skip(f"the card data of {game} is not present: {absent}")


def _run(text: str, path: str = "t.toml") -> ScenarioResult:
    return run_scenario(parse_scenario(text, path))


def _with_actions(base: str, actions: str) -> str:
    start = base.index("actions = ")
    end = base.index("\n", start)
    return base[:start] + f"actions = {actions}" + base[end:]


# --- every check holds when true and fails when false ---------------------------------------
CHECKS = [
    # (the right expectation, a wrong one, what the failure says)
    ("over = false", "over = true", "game over: expected True, got False"),
    ('winner = "none"', 'winner = "p1"', "winner: expected 'p1', got 'none'"),
    ('end_reason = ""', 'end_reason = "power"', "end reason: expected 'power'"),
    ('decision = "p1"', 'decision = "p2"', "decision: expected 'p2', got 'p1'"),
    ('decision_kind = "main"', 'decision_kind = "target"', "decision kind: expected 'target'"),
    ('legal = ["attack Shrieker SPP"]', 'legal = ["play Reality Check"]', "is not legal"),
    ('not_legal = ["play Call"]', 'not_legal = ["end main step"]', "is legal but must not be"),
    (
        'events = [{ tag = "card-revealed", title = "Chad - Young Student" }]',
        'events = [{ tag = "card-revealed", title = "Shrieker" }]',
        "no event matches",
    ),
    (
        'events_in_order = true\nevents = [{ tag = "card-revealed" }, { tag = "deck-shuffled" }]',
        'events_in_order = true\nevents = [{ tag = "deck-shuffled" }, { tag = "card-revealed" }]',
        "after the previous one",
    ),
    (
        'absent_events = [{ tag = "game-ended" }]',
        'absent_events = [{ tag = "deck-shuffled", seat = "p1" }]',
        "but must not: p1's deck was shuffled",
    ),
    (
        'event_counts = [{ event = { tag = "action-taken", seat = "p1" }, count = 2 }]',
        'event_counts = [{ event = { tag = "action-taken", seat = "p1" }, count = 3 }]',
        "number of events matching",
    ),
    (
        'view = [{ seat = "p2", zone = "p1.hand", hidden = true, count = 2 }]',
        'view = [{ seat = "p2", zone = "p1.hand", hidden = false }]',
        "what p2 sees of p1.hand: expected 'shown', got 'hidden'",
    ),
    (
        'view = [{ seat = "p1", zone = "p1.hand", titles = ["Reality Check", '
        '"Chad - Young Student"] }]',
        'view = [{ seat = "p1", zone = "p1.hand", titles = ["Reality Check", "Shrieker"] }]',
        "what p1 sees of p1.hand: expected",
    ),
    (
        'view = [{ seat = "p2", zone = "p1.deck", count = 7, hidden = true }]',
        'view = [{ seat = "p2", zone = "p1.deck", count = 8 }]',
        "what p2 sees of p1.deck (count): expected 8, got 7",
    ),
    (
        'view = [{ seat = "p2", zone = "p1.discard", titles = ["Call for Backup"] }]',
        'view = [{ seat = "p1", zone = "p2.hand", titles = ["Narrow Escape"] }]',
        "expected ['Narrow Escape'], got 'hidden (1 cards)'",
    ),
    (
        'card_states = [{ seat = "p1", title = "Body Energy", state = "depleted", count = 1, '
        "of = 3 }]",
        'card_states = [{ seat = "p1", title = "Body Energy", state = "depleted", count = 2 }]',
        "p1 'Body Energy' depleted (of 3 in play): expected 2, got 1",
    ),
    (
        'card_states = [{ seat = "p1", title = "Mind Energy", state = "renewed", count = 1 }]',
        'card_states = [{ seat = "p1", title = "Mind Energy", state = "renewed", count = 0, '
        "of = 3 }]",
        "p1 cards titled 'Mind Energy' in play: expected 3, got 2",
    ),
    ('order_changed = ["p1.deck"]', 'order_kept = ["p1.deck"]', "expected its order kept"),
    ('order_kept = ["p2.deck"]', 'order_changed = ["p2.deck"]', "expected its order changed"),
    ('step = "main"', 'step = "end"', "step: expected 'end', got 'main'"),
    ("queue = []", 'queue = ["Call for Backup"]', "queue (top last)"),
    (
        'p1 = { hand = ["Reality Check", "Chad - Young Student"], counts = { deck = 7 } }',
        'p1 = { hand = ["Reality Check"] }',
        "p1 hand: expected ['Reality Check']",
    ),
    ("p2 = { power = 20 }", "p2 = { power = 19 }", "p2 power: expected 19, got 20"),
]


@pytest.mark.parametrize(("right", "wrong", "message"), CHECKS, ids=[c[1][:40] for c in CHECKS])
def test_each_check_holds_when_true_and_fails_when_false(
    right: str, wrong: str, message: str
) -> None:
    passed = _run(BLEACH + "\n[[expect]]\n" + right + "\n")
    assert passed.passed, passed.failure
    failed = _run(BLEACH + "\n[[expect]]\n" + wrong + "\n")
    assert not failed.passed
    assert failed.failure.startswith("after action 2: "), failed.failure
    assert message in failed.failure, failed.failure
    assert failed.title == "A search, its shuffle and what each seat sees"


def test_expect_after_checks_the_position_between_actions() -> None:
    text = BLEACH + '\n[[expect]]\nafter = 1\ndecision_kind = "choose"\n'
    assert _run(text).passed
    wrong = _run(BLEACH + '\n[[expect]]\nafter = 0\ndecision_kind = "choose"\n')
    assert wrong.failure.startswith("at the start: decision kind: expected 'choose'")
    assert wrong.action_index == 0


def test_order_check_needs_cards_to_compare() -> None:
    text = BLEACH.replace('deck = ["Mind Energy", "Body Energy", "Spirit Energy"]', "deck = []")
    result = _run(text + '\n[[expect]]\norder_kept = ["p2.deck"]\n')
    assert "fewer than 2 of its starting cards remain" in result.failure


def test_deck_check_compares_the_violations() -> None:
    deck = (REPO / "src/reishi/games/bleach/data/decks/substitute-soul-reapers.deck").read_text()
    legal = BLEACH + f'\n[[deck_check]]\ntext = """\n{deck}"""\n'
    assert _run(legal).passed
    wrong = legal + 'violations = ["the main deck has"]\n'
    result = _run(wrong)
    assert result.failure.startswith("deck check 1: expected violations ['the main deck has']")


# --- refusals ------------------------------------------------------------------------------
def test_expect_illegal_needs_the_rules_reason() -> None:
    refused = '[{ do = "p1: attack Shrieker STR", expect_illegal = "has no STR" }]'
    result = _run(_with_actions(BLEACH, refused))
    assert result.passed, result.failure
    wrong = '[{ do = "p1: attack Shrieker STR", expect_illegal = "no energy" }]'
    result = _run(_with_actions(BLEACH, wrong))
    assert "refused as expected, but the reason" in result.failure
    accepted = '[{ do = "p1: end main step", expect_illegal = "nope" }]'
    result = _run(_with_actions(BLEACH, accepted))
    assert "expected a refusal ('nope'), but it was accepted" in result.failure
    assert result.action_index == 1


def test_a_refused_action_names_its_index_and_reason() -> None:
    result = _run(_with_actions(BLEACH, '["p1: play Narrow Escape"]'))
    assert result.failure.startswith("action 1 ('p1: play Narrow Escape'): refused: ")
    result = _run(_with_actions(BLEACH, '["p2: end main step"]'))
    assert "expected p2 to decide, but p1 decides" in result.failure


def test_use_actions_are_refused_for_the_rules_reason() -> None:
    _needs("dbz")
    used = '{ do = "p1: use Raditz - Brutal", expect_illegal = "already used this turn" }'
    text = DBZ.replace('"p2: pass"]', f'"p2: pass", {used}]')
    result = _run(text + '\n[[expect]]\nnot_legal = ["use Raditz - Brutal"]\n')
    assert result.passed, result.failure
    wrong = text.replace("already used this turn", "no legal action")
    assert "the reason 'that Power was already used" in _run(wrong).failure


# --- the new checks in every game ----------------------------------------------------------
def test_soul_deck_supports_the_shared_checks() -> None:
    checks = """
[[expect]]
card_states = [
  { seat = "p1", title = "Soul Reaper Energy", state = "exhausted", count = 1, of = 2 },
]
view = [{ seat = "p2", zone = "p1.hand", hidden = true, count = 1 },
        { seat = "p2", zone = "p1.characters", titles = ["Hanataro Yamada - Fourth Division"] }]
order_kept = ["p1.deck"]
[[expect.event_counts]]
event = { tag = "sd-entered", card = "Hanataro Yamada - Fourth Division" }
count = 1
"""
    result = _run(SOUL_DECK + checks)
    assert result.passed, result.failure
    wrong = _run(SOUL_DECK + checks.replace("count = 1,", "count = 2,"))
    assert "p1 'Soul Reaper Energy' exhausted (of 2 in play): expected 2, got 1" in wrong.failure


def test_dbz_supports_the_shared_checks() -> None:
    _needs("dbz")
    checks = """
[[expect]]
card_states = [{ seat = "p1", title = "Raditz - Brutal", state = "used", count = 1, of = 1 }]
view = [{ seat = "p1", zone = "p2.hand", hidden = true, count = 1 },
        { seat = "p1", zone = "p2.life", count = 4, hidden = true },
        { seat = "p2", zone = "p2.banished", titles = ["Red Blaze", "Red Destiny"] }]
order_kept = ["p1.life"]
decision = "p1"
decision_kind = "combat_action"
in_combat = true
[expect.p2]
hand = ["Red Destiny"]
discard = ["Red Blaze", "Red Blaze"]
banished = ["Red Destiny", "Red Blaze"]
"""
    result = _run(DBZ + checks)
    assert result.passed, result.failure
    wrong = _run(DBZ + checks.replace('state = "used"', 'state = "unused"'))
    assert "p1 'Raditz - Brutal' unused (of 1 in play): expected 1, got 0" in wrong.failure


# --- cards whose text would not execute are refused, naming them -----------------------------
def test_a_position_with_a_card_that_does_not_execute_is_refused() -> None:
    _needs("dbz")
    text = DBZ.replace(
        'hand = ["Red Chop"]', 'hand = ["Red Chop"]\ndragon_balls = ["Namek Dragon Ball 1"]'
    )
    result = _run(text)
    assert not result.passed
    assert "t.toml:15 [position.p1.dragon_balls[0]]: 'Namek Dragon Ball 1' cannot be used" in (
        result.failure
    )
    assert "does not execute" in result.failure


def test_a_scenario_card_must_compile_and_may_pick_a_printing() -> None:
    _needs("dbz")
    own = '\n[[card]]\ntitle = "Scenario Drill"\ntype = "Drill"\ntext = "Frobnicate the MP."\n'
    text = DBZ.replace("\n[position]", own + "\n[position]")
    result = _run(text)
    assert "[card[0].text]: 'Scenario Drill' cannot be used" in result.failure
    printing = '\n[[card]]\ntitle = "Red Chop"\nset_name = "Nowhere"\n'
    result = _run(DBZ.replace("\n[position]", printing + "\n[position]"))
    assert "[card[0]]: no printing of 'Red Chop' matches (printings:" in result.failure


def test_a_bleach_scenario_card_with_text_needs_behaviour() -> None:
    card = '\n[[card]]\ntitle = "Mystery"\ntype = "event"\ntext = "Win the game."\n'
    result = _run(BLEACH.replace("\n[position.p1]", card + "\n[position.p1]"))
    assert "[card[0].text]: card 'Mystery' has text but neither behaviour nor effects" in (
        result.failure
    )


# --- malformed files: one line naming the file, line and field -------------------------------
MALFORMED = [
    # (what to replace, with what, the file:line [field] the error names, a part of its reason)
    ('game = "bleach"\n', "", "t.toml [game]", "missing required field `game`"),
    ('game = "bleach"', 'game = "chess"', "t.toml:3 [game]", "unknown game 'chess'"),
    (
        'guardian = "Ichigo Kurosaki"\ndeck = ["Mind',
        'guardian = 3\ndeck = ["Mind',
        "t.toml:8 [position.p1.guardian]",
        "Expected `str`",
    ),
    (
        "[position.p2]",
        "[position.p2]\ncolour = 1",
        "t.toml:16 [position.p2.colour]",
        "unknown field",
    ),
    (
        'sources = ["ARD: Searching Your Deck"]',
        'sources = ["ARD: Nowhere"]',
        "t.toml:4 [sources[0]]",
        "is not a section",
    ),
    ("actions = [", 'actions = ["p1:   ", ', "t.toml:5 [actions[0]]", "an empty action"),
]


@pytest.mark.parametrize(
    ("old", "new", "where", "reason"), MALFORMED, ids=[m[2] for m in MALFORMED]
)
def test_a_malformed_file_is_one_line_naming_file_line_and_field(
    old: str, new: str, where: str, reason: str
) -> None:
    assert old in BLEACH
    with pytest.raises(ScenarioError) as info:
        parse_scenario(BLEACH.replace(old, new, 1), "t.toml")
    message = str(info.value)
    assert "\n" not in message
    assert message.startswith(where + ": "), message
    assert reason in message, message


EXPECT_ERRORS = [
    ("after = 9", "t.toml:21 [expect[0].after]", "there are 2 actions"),
    ("colour = 1", "t.toml:21 [expect[0].colour]", "unknown field `colour`"),
    ("p1 = { colour = 1 }", "t.toml:21 [expect[0].p1.colour]", "unknown field `colour`"),
    ("p1 = { counts = { shelf = 1 } }", "t.toml:21 [expect[0].p1]", "unknown zone 'shelf'"),
    ("events = [{ seat = 'p1' }]", "t.toml:21 [expect[0].events[0]]", "needs a tag"),
    (
        "view = [{ seat = 'p1', zone = 'p1.shelf', count = 1 }]",
        "t.toml:21 [expect[0].view[0].zone]",
        "zone 'p1.shelf' is not written p1.<zone>",
    ),
    (
        "view = [{ seat = 'p1', zone = 'p1.hand' }]",
        "t.toml:21 [expect[0].view[0]]",
        "count, titles",
    ),
    (
        "card_states = [{ seat = 'p1', title = 'x', state = 'tapped', count = 1 }]",
        "t.toml:21 [expect[0].card_states[0].state]",
        "unknown card state 'tapped' (known: depleted, renewed)",
    ),
    ("order_changed = ['deck']", "t.toml:21 [expect[0].order_changed[0]]", "is not written"),
    ("winner = 'p3'", "t.toml:21 [expect[0].winner]", "Invalid enum value 'p3'"),
]


@pytest.mark.parametrize(
    ("table", "where", "reason"), EXPECT_ERRORS, ids=[e[1] for e in EXPECT_ERRORS]
)
def test_a_malformed_expectation_names_its_line_and_field(
    table: str, where: str, reason: str
) -> None:
    with pytest.raises(ScenarioError) as info:
        parse_scenario(BLEACH + "\n[[expect]]\n" + table + "\n", "t.toml")
    message = str(info.value)
    assert "\n" not in message
    assert message.startswith(where + ": "), message
    assert reason in message, message


def test_an_impossible_position_fails_at_its_line() -> None:
    result = _run(BLEACH.replace('party = ["Shrieker"]', 'party = ["Shrieker - Old"]'), "bad.toml")
    assert not result.passed
    assert result.failure.startswith("bad.toml:13 [position.p1.party[0]]: no card is titled")
