"""Phrase family: choosing a card and moving it, worded with "choose … and place it …".

"Choose an Ally in play and place it at the bottom of its owner's Life Deck", "Choose a Setup
or Drill in your opponent's discard pile and place it into play under your opponent's control",
"Banish all Allies or all Drills", "Draw the top or bottom card of your Life Deck": each is a
move the ``MoveCards`` step (pool_steps) or a draw step already runs, worded another way
(DBZ RB: Game Zones; DBZ CRD: General — Legal zones: a card moves to its owner's zone).

Entries are (pattern, builder, first), registered by the compiler like phrases_pool's.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.effects import Who
from reishi.games.dbz.phrases_pool import (
    DESC,
    QTY,
    PhraseTable,
    Sub,
    UnknownWordsError,
    description,
    quantity,
    who,
)

PHRASES = PhraseTable()

_OWNER_ZONE = {
    "at the bottom of its owner's life deck": "bottom of life deck",
    "on the bottom of its owner's life deck": "bottom of life deck",
    "on top of its owner's life deck": "top of life deck",
    "on the top of its owner's life deck": "top of life deck",
    "into its owner's hand": "hand",
    "in its owner's hand": "hand",
}
_CONTROL = r"under (your|your opponent's|his|its owner's) control"


def _choose_in_play(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "Choose an Ally in play and place it at the bottom of its owner's Life Deck"."""
    count, pick = quantity(m.group(1))
    to = _OWNER_ZONE[m.group(3).lower()]
    return fx.MoveCards("play", to, description(m.group(2)), count, pick, Who.ANY)


PHRASES.append(
    (
        rf"choose {QTY} {DESC} in play and place (?:it|them) ("
        + "|".join(re.escape(words) for words in _OWNER_ZONE)
        + ")",
        _choose_in_play,
        True,
    )
)


def _pile_into_play(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "Choose a Setup in your opponent's discard pile and place it into play under …"."""
    count, pick = quantity(m.group(1))
    whose = who(m.group(3))
    under = Who.YOU if m.group(4).lower() == "your" else Who.OPPONENT
    if m.group(4).lower() in ("his", "its owner's"):
        under = whose  # the card stays its owner's
    if whose is Who.ANY or (whose is Who.EACH):
        raise UnknownWordsError(m.group(0))
    return fx.MoveCards(
        "discard pile", "play", description(m.group(2)), count, pick, whose, under=under
    )


PHRASES.append(
    (
        rf"choose {QTY} {DESC} (?:in|from) (your opponent's|your) discard pile and place it "
        rf"into play {_CONTROL}",
        _pile_into_play,
        True,
    )
)


def _all_or_all(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "Banish all Allies or all Drills": the player chooses which of the two moves happens."""
    verb = m.group(1)
    first, second = f"{verb} all {m.group(2)}", f"{verb} all {m.group(3)}"
    return fx.Choice((sub(first), sub(second)), (first, second))


PHRASES.append(
    (r"(destroy|banish|discard) all (\w+(?: \w+)?) or all (\w+(?: \w+)?)", _all_or_all, True)
)


def _top_or_bottom(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "Draw the top or bottom card of your Life Deck": the player chooses which end."""
    return fx.Choice(
        (fx.DrawCards(1), fx.DrawFromLifeBottom()),
        ("draw the top card of your life deck", "draw the bottom card of your life deck"),
    )


PHRASES.append(
    (r"draw the top or (?:the )?bottom (?:card )?of your life deck", _top_or_bottom, True)
)


def _discard_titled(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "Discard a card without 'Sword' in the title from your hand"."""
    count, pick = quantity(m.group(1))
    return fx.MoveCards("hand", "discard", description(m.group(2)), count, pick, Who.YOU)


PHRASES.append(
    (
        rf"discard {QTY} ([\w\- ]*?cards? with(?:out)? ['\"“‘][^'\"”’]+['\"”’] in the title) "
        r"from your hand",
        _discard_titled,
        True,
    )
)


def _reveal_each_top(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "Reveal the top card of each player's Life Deck": both tops, yours first."""
    return fx.RevealTop(1, Who.EACH)


PHRASES.append((r"reveal the top card of each player's life deck", _reveal_each_top, True))


_REVEALED_TO = {
    "into your hand": "hand",
    "on the top of your discard pile": "top of discard pile",
    "on top of your discard pile": "top of discard pile",
    "on top of your life deck": "top of life deck",
    "on the top of your life deck": "top of life deck",
    "at the bottom of your life deck": "bottom of life deck",
}
_REVEALED_DEST = "(" + "|".join(re.escape(words) for words in _REVEALED_TO) + ")"


def _take_revealed(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "Place 1 Styled [DEFENSE] card revealed into your hand": from the cards just revealed.

    The cards the sentence before revealed or looked at (``last_moved``) are the ones offered;
    those not taken are "the remaining cards" of the next sentence (pool_steps.candidates).
    """
    count, pick = quantity(m.group(1))
    words = (m.group(2) or m.group(3) or "").strip()
    what = description(words) if words else ""
    return fx.MoveCards("revealed", _REVEALED_TO[m.group(4).lower()], what, count, pick)


PHRASES.append(
    (
        rf"place {QTY} (?:revealed cards?|of those cards|(?:([\w\[\]\- ]+?) )?cards? revealed"
        rf"|([\w\[\]\- ]+?) revealed) {_REVEALED_DEST}",
        _take_revealed,
        True,
    )
)


def _opponent_chooses(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "Your opponent chooses 3 cards in your discard pile": he picks, they stay "those cards"."""
    count, pick = quantity(m.group(1))
    what = description(m.group(2))
    return fx.MoveCards("discard pile", "choose", what, count, pick, Who.YOU, Who.OPPONENT)


PHRASES.append(
    (rf"your opponent chooses {QTY} {DESC} (?:in|from) your discard pile", _opponent_chooses, True)
)


def _that_is_restricted(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "a non-Personality card that is Alignment-restricted": the same card description with
    the word in front ("an alignment-restricted non-Personality card")."""
    return sub(f"{m.group(1)}an alignment-restricted {m.group(2)} card{m.group(3)}")


PHRASES.append(
    (
        r"(.*?\b)an? ([\w\-]+) cards? that (?:is|are) alignment-restricted\b(.*)",
        _that_is_restricted,
        True,
    )
)


def _titled_from_pile(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "Banish 2 cards with 'Sword' in the title from your discard pile"."""
    count, pick = quantity(m.group(2))
    to = {"banish": "banish", "rejuvenate": "rejuvenate"}[m.group(1).lower()]
    pile = m.group(5).lower()
    return fx.MoveCards(pile, to, description(m.group(3)), count, pick, who(m.group(4)))


PHRASES.append(
    (
        rf"(banish|rejuvenate) {QTY} ([\w\- ]*?cards? with(?:out)? ['\"“‘][^'\"”’]+['\"”’] in "
        r"the title) (?:from|in) (your|your opponent's) (discard pile|banished zone)",
        _titled_from_pile,
        True,
    )
)


def _the_only_one(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "If you control 1 Ally, you may destroy it to draw a card": "it" is that one card."""
    kind, verb = m.group(1).lower(), m.group(2).lower()
    rest = sub(f"you may {verb} an {kind} you control to {m.group(3)}")
    return fx.If(f"you control 1 {kind}", (rest,))


PHRASES.append(
    (r"if you control (?:1|one) (ally), you may (destroy|banish) it to (.+)", _the_only_one, True)
)
