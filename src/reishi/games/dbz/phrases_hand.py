"""Phrase families of the hand, the discard pile and the card itself: playing with a hand
revealed (one's own, the opponent's or each player's), cards of a discard pile placed on or
shuffled into a Life Deck, and "destroy this card".

Entries are (pattern, builder, first) as in ``phrases_pool``; the compiler registers them.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.effects import Who
from reishi.games.dbz.phrases_pool import (
    DESC,
    NUM,
    QTY,
    PhraseTable,
    Sub,
    description,
    number,
    quantity,
    who,
)

PHRASES = PhraseTable()


phrase = PHRASES


@phrase(
    r"(play with your hand|players play with their hands?) revealed"
    r"( this turn| this combat| until the end of combat)?"
)
def _hand_revealed(m: re.Match[str], sub: Sub) -> fx.Effect:
    # "Play with your hand revealed this turn" (Orange Spotlight), "Players play with their
    # hand revealed" (Baba - Surprise Visitor): whose hand is as the words say (basics).
    whose = Who.EACH if m.group(1).lower().startswith("players") else Who.YOU
    span = (m.group(2) or "").strip().lower()
    until = "turn" if span == "this turn" else "combat" if span else ""
    return fx.HandRevealed(whose, until)


@phrase(
    rf"(?:place|put) the (top|bottom) (?:({NUM}) )?((?:[a-z ]+ )?(?:cards?|events?|drills?|"
    r"setups?|allies|ally)) (?:of|from|in) your discard pile (?:at|on) the (bottom|top) of your "
    r"life deck"
)
def _discard_to_life_deck(m: re.Match[str], sub: Sub) -> fx.Effect:
    # "Place the top card of your discard pile at the bottom of your Life Deck" (not
    # "Rejuvenate": the card moves so, and no Rejuvenate timing answers it); "the top Physical
    # Combat card": the topmost that fits.
    count = number(m.group(2)) if m.group(2) else 1
    what = description(m.group(3))
    return fx.MoveCards(
        "discard pile", f"{m.group(4).lower()} of life deck", what, count, m.group(1).lower()
    )


@phrase(
    rf"shuffle {QTY} {DESC} (?:in|from) (your|his|your opponent's) (discard pile|banished zone) "
    r"into (?:your|his|its owner's|their owner's) life decks?",
    first=True,
)
def _pile_shuffled_in(m: re.Match[str], sub: Sub) -> fx.Effect:
    # "Shuffle all Drills in your discard pile into your Life Deck".
    count, pick = quantity(m.group(1))
    what = description(m.group(2))
    return fx.MoveCards(m.group(4).lower(), "life deck", what, count, pick, who(m.group(3)))


@phrase(
    r"choose (?:a|an|1|one) ([a-z ,\-]+?) (?:in|from) your discard pile and place it (on top|at "
    r"the bottom) of your life deck",
    first=True,
)
def _choose_kinds_to_life_deck(m: re.Match[str], sub: Sub) -> fx.Effect:
    # "Choose a Physical Combat, Energy Combat, or Event from your discard pile and place it on
    # top of your Life Deck": any one of the kinds listed.
    end = "top" if m.group(2).lower() == "on top" else "bottom"
    return fx.MoveCards("discard pile", f"{end} of life deck", description(m.group(1)), 1)


@phrase(r"destroy this (?:card|drill|setup|ally)")
def _destroy_this(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.DestroyThis()


@phrase(
    rf"look at the top ({NUM}) cards of your discard pile and (banish|rejuvenate) any (?:amount|"
    r"number) of them"
)
def _among_top(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Red Smash: any number of those cards, none included (the pile is open to all anyway).
    return fx.AmongTop(number(m.group(1)), m.group(2).lower())


_PILE_OF = r"(your|your opponent's|his) (discard pile|banished zone)"


@phrase(
    rf"(banish|rejuvenate) ({NUM}) {DESC} (?:in|from) {_PILE_OF} ((?:not named|except) .+)",
    first=True,
)
def _from_pile_not_named(m: re.Match[str], sub: Sub) -> fx.Effect:
    # "Rejuvenate a Styled card from your Banished Zone not named Namekian Clench": any such
    # card but that title (conditions: descriptions).
    what = description(f"{m.group(3)} {m.group(6)}")
    return fx.MoveCards(
        m.group(5).lower(), m.group(1).lower(), what, number(m.group(2)), "exactly", who(m.group(4))
    )


_TITLED = (
    r"(cards?|allies|ally|drills?|setups?) with ['\"“‘]?([\w .'-]+?)['\"”’]? in (?:the|its) title"
)


@phrase(rf"(banish|rejuvenate) ({NUM}) {_TITLED} (?:in|from) your (discard pile|banished zone)")
def _titled_from_pile(m: re.Match[str], sub: Sub) -> fx.Effect:
    # "Banish 4 cards with Android in the title from your discard pile".
    what = description(f"{m.group(3)} with '{m.group(4)}' in the title")
    return fx.MoveCards(m.group(5).lower(), m.group(1).lower(), what, number(m.group(2)))


@phrase(
    rf"choose ({NUM}) {_TITLED} (?:in|from) your (discard pile|banished zone) and "
    r"(rejuvenate|banish) (?:it|them)"
)
def _choose_titled_from_pile(m: re.Match[str], sub: Sub) -> fx.Effect:
    # "choose a card with “Android” in the title from your discard pile and Rejuvenate it".
    what = description(f"{m.group(2)} with '{m.group(3)}' in the title")
    return fx.MoveCards(m.group(4).lower(), m.group(5).lower(), what, number(m.group(1)))


@phrase(r"shuffle [\"“'‘]([^\"”'’]+)[\"”'’] into (?:your|its owner's) life deck")
def _shuffle_named_self(m: re.Match[str], sub: Sub) -> fx.Effect:
    # 'Shuffle "Turtle" into your Life Deck': the card shuffles itself, as 'Banish "Dr. Wheelo"'
    # banishes itself (DBZ CRD: The Movie Collection C5 Dr. Wheelo - Intelligent).
    return fx.ShuffleThis()
