"""'A. If C, B instead.' on real cards: A when C does not hold, B when it does."""

from __future__ import annotations

import pytest

from reishi.games.dbz import effects as fx
from reishi.games.dbz.compiler import compile_text
from reishi.games.dbz.kit import DbzKit

from .families import records

_CLAN = fx.Search(("Life Deck",), "Dragon Ball", "play")
_CLAN_4 = fx.Search(("life deck",), "dragon balls", "play", 2)
CARDS = [
    # a one-shot replaced: "Raise your anger 1. If you control more than 2 Drills, raise your
    # anger 2 instead."
    (
        "Orange Redirection",
        [
            fx.If("not you control more than 2 drills", (fx.RaiseAnger(1),)),
            fx.If("you control more than 2 drills", (fx.RaiseAnger(2),)),
        ],
    ),
    # the words the second search leaves out are the first one's ("… and play it")
    (
        "Namekian Dragon Clan",
        [fx.If("not your mp is level 4", (_CLAN,)), fx.If("your mp is level 4", (_CLAN_4,))],
    ),
    # a constant replaced, with "If Nappa is your MP" read as "If your MP is Nappa"
    (
        "Vegeta - Impatient",
        [
            fx.If("not nappa is your mp", (fx.AttackModifier(fx.Who.YOU, 1, kind="physical"),)),
            fx.If("nappa is your mp", (fx.AttackModifier(fx.Who.YOU, 2, kind="physical"),)),
        ],
    ),
]


@pytest.mark.parametrize(("title", "expected"), CARDS, ids=[t for t, _ in CARDS])
def test_instead_replaces_the_sentence_before(
    kit: DbzKit, title: str, expected: list[fx.Effect]
) -> None:
    """Every printing runs; the sentence before is kept only when the condition fails."""
    printings = [c for c in kit.pool.cards if c.title == title and c.retail]
    assert printings
    for card in printings:
        result = kit.result(card)
        assert result.is_complete, (card.set_name, result.unknown_phrases)
        found = [r for e in result.program for r in records(e)]
        assert all(record in found for record in expected), (card.set_name, result.program)


def test_an_instead_with_an_unknown_condition_does_not_compile() -> None:
    """ "If the moon is full, raise your anger 2 instead": no reading is guessed."""
    result = compile_text(
        "POWER: Raise your anger 1. If the moon is full, raise your anger 2 instead."
    )
    assert not result.is_complete
