"""A card counts as executable only if all of its text runs (every sentence, every quantity)."""

from __future__ import annotations

import re

import pytest

from reishi.games.dbz import effects as fx
from reishi.games.dbz import honesty
from reishi.games.dbz.cards import Card, CardType, Style
from reishi.games.dbz.compiler import compile_card, compiled_text, sentence_records
from reishi.games.dbz.kit import NOT_EXECUTABLE, compile_for_play
from reishi.games.dbz.library import CardPool


def _card(text: str, kind: CardType = CardType.MAIN_PERSONALITY) -> Card:
    stages = tuple(range(0, 1100, 100)) if kind is CardType.MAIN_PERSONALITY else ()
    return Card(
        id=f"test-{abs(hash(text))}",
        title="Test Card",
        name="Test",
        type=kind,
        style=Style.FREESTYLE,
        set_name="Test",
        number="T1",
        level=1,
        power_stages=stages,
        text=text,
    )


def _executable(pool: CardPool) -> list[Card]:
    return [c for c in pool if c.retail and compile_for_play(c).is_complete]


def test_every_executable_retail_card_runs_all_of_its_text(real_pool: CardPool) -> None:
    """Every sentence of a card counted executable has a record that runs where it stands, and
    every quantity word ("up to", "may", "each", "all", "any") has its counterpart."""
    cards = _executable(real_pool)
    assert cards
    found = []
    for card in cards:
        result = compile_card(card)
        keys = {k for r in honesty.running_records(card, result.program) for k in honesty._keys(r)}
        for sentence, record in sentence_records(compiled_text(card)):
            if record is not None and honesty._key(record) not in keys:
                found.append(f"{card.title}: '{sentence}' never runs")
            for word in honesty.QUANTITY_WORDS:
                if re.search(rf"\b{word}\b", sentence, re.IGNORECASE) and not honesty.keeps(
                    word, sentence, honesty.worded_record(sentence, record)
                ):
                    found.append(f"{card.title}: '{word}' dropped in '{sentence}'")
    assert not found, "\n".join(found)


@pytest.mark.rule("DBZ RB: Card Types — Main Personality")
@pytest.mark.rule("DBZ RB: Glossary — Power Stages")
def test_every_executable_retail_personality_has_power_stages(real_pool: CardPool) -> None:
    """DBZ RB: Card Types — stages 0 to 10; none is played at power level 0 for want of data."""
    bad = [
        c.title
        for c in _executable(real_pool)
        if c.type in (CardType.MAIN_PERSONALITY, CardType.ALLY) and len(c.power_stages) != 11
    ]
    assert not bad


@pytest.mark.rule("DBZ RB: Glossary — Power Stages")
@pytest.mark.parametrize("title", ["Trunks - Energy Charged"])
def test_unreadable_power_stages_are_refused_with_the_reason(
    real_pool: CardPool, title: str
) -> None:
    card = real_pool.find(title)
    assert card is not None
    result = compile_for_play(card)
    assert not result.is_complete
    assert "power stages in the data are unreadable" in result.unknown_phrases[0]
    assert result.unknown_phrases[0].endswith(NOT_EXECUTABLE)


@pytest.mark.parametrize(
    ("title", "second"),
    [
        ("Trunks - Inquisitive", fx.BanishFromDiscard(1, fx.Who.OPPONENT, "top")),
        ("Trunks - Resolved", fx.BanishFromDiscard(1, fx.Who.OPPONENT, "any")),
        ("Trunks - Energy Charged", fx.DrawCards(1)),
    ],
)
def test_trunks_second_sentence_belongs_to_the_entering_combat_trigger(
    real_pool: CardPool, title: str, second: fx.Effect
) -> None:
    # "[CONSTANT]: When entering combat, look at … in any order. Banish …" — one timing.
    card = real_pool.find(title)
    assert card is not None
    (constant,) = compile_card(card).program
    assert isinstance(constant, fx.Constant)
    (trigger,) = constant.effects
    assert isinstance(trigger, fx.Whenever) and trigger.event == "entering combat"
    assert trigger.effects[-1] == second


@pytest.mark.parametrize("title", ["Namek Dragon Ball 4", "Earth Dragon Ball 4"])
def test_up_to_is_kept_in_dragon_ball_4(real_pool: CardPool, title: str) -> None:
    card = next(c for c in real_pool.printings(title) if c.retail and "up to" in c.text)
    removes = [e for e in compile_card(card).program if isinstance(e, fx.Remove)]
    assert removes and all(r.up_to for r in removes)
    assert compile_for_play(card).is_complete


def test_a_one_shot_sentence_in_a_constant_block_is_refused() -> None:
    # A static sentence, then a one-shot one nothing ever resolves.
    card = _card("[CONSTANT]: Your attacks deal +1 stage of damage. Draw a card.")
    problem = honesty.problem(card, compile_card(card))
    assert problem == "'Draw a card' has no record that runs"
    assert not compile_for_play(card).is_complete


def test_loose_text_on_a_setup_is_refused() -> None:
    card = _card("Raise your anger 1 level.", CardType.SETUP)
    assert honesty.problem(card, compile_card(card)) is not None


@pytest.mark.parametrize(
    ("sentence", "dropped", "kept", "word"),
    [
        (
            "Destroy up to 2 Allies",
            fx.Remove("destroy", ("ally",), 2),
            fx.Remove("destroy", ("ally",), 2, up_to=True),
            "up to",
        ),
        ("You may draw a card", fx.DrawCards(1), fx.Optional(fx.DrawCards(1)), "may"),
        (
            "Destroy all Drills",
            fx.Remove("destroy", ("drill",), 2),
            fx.Remove("destroy", ("drill",), 99),
            "all",
        ),
        (
            "Destroy the top card of each player's Life Deck",
            fx.DestroyTopOfLifeDeck(1),
            fx.Sequence((fx.DestroyTopOfLifeDeck(1, fx.Who.YOU), fx.DestroyTopOfLifeDeck(1))),
            "each",
        ),
    ],
)
def test_a_dropped_quantity_word_has_no_counterpart(
    sentence: str, dropped: fx.Effect, kept: fx.Effect, word: str
) -> None:
    assert not honesty.keeps(word, sentence, dropped)
    assert honesty.keeps(word, sentence, kept)
    # The compiler keeps it: the card's own text passes.
    # An Event's text runs as its POWER (its loose text only as a defence: honesty).
    card = _card("POWER: " + sentence + ".", CardType.EVENT)
    assert honesty.problem(card, compile_card(card)) is None


def test_a_second_power_never_runs() -> None:
    # Only a card's first POWER is used (combat_steps uses ``powers[0]``).
    card = _card("POWER: Draw a card. POWER: Rejuvenate 1.", CardType.SETUP)
    result = compile_card(card)
    assert len([e for e in result.program if isinstance(e, fx.Power)]) == 2
    assert honesty.problem(card, result) == "'Rejuvenate 1' has no record that runs"
