"""Phrase families of choices and chosen cards inside one sentence: "A unless you B", a
subject carried over "and", a random card revealed and "that card" moved.

Entries are (pattern, builder, first) as in ``phrases_pool``; the compiler registers them.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.effects import Who
from reishi.games.dbz.phrases_pool import (
    DESC,
    NUM,
    PhraseTable,
    Sub,
    UnknownWordsError,
    description,
    number,
)

PHRASES = PhraseTable()


phrase = PHRASES


@phrase(r"((?:(?! and |, ).)+?) unless you (discard (?:a|an|1|one) .+ from your hand)")
def _unless(m: re.Match[str], sub: Sub) -> fx.Effect:
    # "Discard 2 cards from your hand unless you discard a Styled Drill from your hand": the
    # player may pay the other way when he can (DBZ CRD: General — Effects with stipulations).
    instead = sub(m.group(2))
    if not isinstance(instead, fx.DiscardFromHand) or instead.count != 1:
        raise UnknownWordsError(m.group(2))
    return fx.Unless(sub(m.group(1)), instead, (m.group(1), m.group(2)))


@phrase(r"(your opponent|each player) ([a-z]+s\b.+?) and ([a-z]+s\b.+)")
def _subject_carried(m: re.Match[str], sub: Sub) -> fx.Effect:
    # "Your opponent shuffles that card into his Life Deck and draws a card": the subject of
    # the first verb is the subject of the second.
    return fx.Sequence((sub(f"{m.group(1)} {m.group(2)}"), sub(f"{m.group(1)} {m.group(3)}")))


@phrase(r"your opponent reveals (?:a|1|one) random card from (?:his|her|his or her|their) hand")
def _random_reveal(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Chosen at random, so by no one; "that card" is then the revealed card (MoveChosen).
    return fx.MoveCards("hand", "reveal", "", 1, "random", Who.OPPONENT)


@phrase(
    r"(?:your opponent )?places? that card (?:on (?:the )?top|at the bottom) of (?:his|her|his or "
    r"her|their|its owner's) life deck"
)
def _that_card_on_life_deck(m: re.Match[str], sub: Sub) -> fx.Effect:
    end = "bottom" if "bottom" in m.group(0).lower() else "top"
    return fx.MoveChosen(f"{end} of life deck")


@phrase(
    rf"your opponent chooses ({NUM}) {DESC} in (?:his|her|his or her|their) (discard pile|"
    r"banished zone) and (rejuvenates|banishes) them"
)
def _opponent_chooses_own(m: re.Match[str], sub: Sub) -> fx.Effect:
    # "Your opponent chooses 4 Styled cards in his discard pile and Rejuvenates them": his
    # cards, chosen by him.
    to = "rejuvenate" if m.group(4).lower() == "rejuvenates" else "banish"
    what = description(m.group(2))
    count = number(m.group(1))
    return fx.MoveCards(m.group(3).lower(), to, what, count, "exactly", Who.OPPONENT, Who.OPPONENT)


@phrase(
    r"your opponent cannot play (?:that card|the named card|cards with that name)"
    r"(?: this combat| for the remainder of combat)?"
)
def _named_unplayable(m: re.Match[str], sub: Sub) -> fx.Effect:
    # "Name a card. Your opponent cannot play that card for the remainder of combat": the
    # title named now is kept in the restriction (pool_steps: NamedUnplayable).
    return fx.NamedUnplayable()


_NAME = r"[a-z][\w.'-]*(?: [a-z][\w.'-]*)?"


@phrase(rf"if your mp is ((?:{_NAME}, )+(?:or )?{_NAME}), (.+)")
def _mp_is_one_of(m: re.Match[str], sub: Sub) -> fx.Effect:
    # "If your MP is Tenshinhan, Yamcha, Chaozu, or Yajirobe, …": any one of them.
    names = [n.strip() for n in re.split(r",\s*(?:or\s+)?", m.group(1)) if n.strip()]
    either = " or ".join(f"your mp is {name}" for name in names)
    return sub(f"if {either}, {m.group(2)}")


@phrase(
    rf"look at the top ({NUM}) cards of (your|your opponent's) life deck, place them back in "
    r"any order"
)
def _look_and_order(m: re.Match[str], sub: Sub) -> fx.Effect:
    # "…, place them back in any order, and then draw a card": the "and" a list leaves out.
    top = f"look at the top {m.group(1)} cards of {m.group(2)} life deck"
    return sub(f"{top} and place them back in any order")
