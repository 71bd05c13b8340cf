"""Phrase family: some of the cards just chosen in a discard pile, and the rest of them.

Namekian Sudden Blast: "Choose 4 cards in your discard pile. Banish 2 of those cards and
shuffle the remaining into your Life Deck." The player picks 2 of the chosen cards to banish;
the chosen cards still in the pile then go into the Life Deck (effects.THOSE_IN_DISCARD:
the cards last chosen, wherever each still is in the pile).

Entries are (pattern, builder, first) as in ``phrases_pool``; the compiler registers them.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.conditions import is_known_what
from reishi.games.dbz.effects import Who
from reishi.games.dbz.phrases_pool import (
    ALL,
    NUM,
    PhraseTable,
    Sub,
    UnknownWordsError,
    description,
    number,
)

PHRASES = PhraseTable()
phrase = PHRASES


@phrase(
    rf"banish ({NUM}) of those cards and shuffle the remaining(?: cards)? into your life deck",
    first=True,
)
def _banish_some_shuffle_rest(m: re.Match[str], sub: Sub) -> fx.Effect:
    """N of the chosen cards are banished, the others shuffled into the Life Deck."""
    return fx.Sequence(
        (
            fx.MoveCards(fx.THOSE_IN_DISCARD, "banish", "", number(m.group(1)), "exactly"),
            fx.MoveCards(fx.THOSE_IN_DISCARD, "life deck", "", ALL, "all"),
        )
    )


@phrase(
    rf"choose ({NUM}) ([\w-]+) and ({NUM}) ([\w-]+) cards? from (your opponent's|your) discard "
    r"pile and banish them",
    first=True,
)
def _choose_two_kinds(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "Choose 1 Styled and 1 non-Styled card from your opponent's discard pile and banish
    them": one card of each description, each chosen and banished."""
    pile = f"{m.group(5)} discard pile"
    first = sub(f"banish {m.group(1)} {m.group(2)} card from {pile}")
    second = sub(f"banish {m.group(3)} {m.group(4)} card from {pile}")
    return fx.Sequence((first, second))


@phrase(r"place (?:1|one) into your hand and banish the other", first=True)
def _one_to_hand_other_banished(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "Reveal the top 2 cards of your Life Deck. Place 1 into your hand and banish the
    other": the player picks one of the revealed cards; the one left is banished."""
    return fx.Sequence(
        (fx.MoveCards("revealed", "hand", "", 1, "exactly"), fx.MoveChosen("banish", rest=True))
    )


@phrase(r"draw the bottom card of your life deck and reveal it", first=True)
def _draw_bottom_revealed(m: re.Match[str], sub: Sub) -> fx.Effect:
    """Namekian Overwatch: the card drawn is shown, and is "that card" of the next sentence."""
    return fx.DrawBottomRevealed()


@phrase(rf"choose ({NUM}) ([\w/\- ]+?) in play", first=True)
def _choose_in_play(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "Choose 3 non-personality/non-Mastery cards in play": they become "those cards"."""
    what = description(m.group(2))
    if not is_known_what(what):
        raise UnknownWordsError(m.group(0))
    return fx.MoveCards("play", "choose", what, number(m.group(1)), "exactly", Who.ANY)


@phrase(r"(?:those|the chosen) cards lose all effects (?:until the end of|this) combat", first=True)
def _those_lose_effects(m: re.Match[str], sub: Sub) -> fx.Effect:
    """The cards just chosen lose all effects this combat (steps_mpe, basics.constants)."""
    return fx.ChosenLoseEffects()
