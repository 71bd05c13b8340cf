"""Whole hands and pile tops of each player: "(When this card enters play during the Planning
Step,) each player places their hand on top of their Life Deck", "banish the top 3 of each
player's discard pile" (Black Construction Drill), and "For each Drill destroyed this way, E"
(Saiyan Internal Conflict), "Reveal up to 2 Drills from your hand and shuffle them into your
Life Deck" (Orange Affection Drill), read as the one-player wordings the grammar
has ("place your hand on the top of your Life Deck", "banish the top 3 cards of …") done for
each player, the user first (DBZ CRD: U100 — the user first), as MoveCards does with Who.EACH.

Entries are (pattern, builder, first), registered by the compiler like phrases_pool's.
"""

from __future__ import annotations

import re

import msgspec

from reishi.games.dbz import effects as fx
from reishi.games.dbz.phrases_pool import ALL, PhraseTable, Sub, UnknownWordsError

PHRASES = PhraseTable()

phrase = PHRASES

_THEIR = r"(?:their|his or her|his)"


@phrase(
    rf"each player (?:places|puts) {_THEIR} hand (?:on|at) (?:the )?(top|bottom) of {_THEIR} "
    r"life deck",
    first=True,
)
def _each_hand_away(m: re.Match[str], sub: Sub) -> fx.Effect:
    own = sub(f"place your hand on the {m.group(1).lower()} of your life deck")
    if not isinstance(own, fx.MoveCards):
        raise UnknownWordsError(m.group(0))
    return msgspec.structs.replace(own, whose=fx.Who.EACH)


@phrase(
    r"(banish|destroy) the (top|bottom) (\d+) of ((?:each player's|your|your opponent's) "
    r"discard pile)",
    first=True,
)
def _pile_end_without_cards(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Black Construction Drill prints "the top 3 of each player's discard pile": its cards.
    verb, end, count, pile = m.groups()
    return sub(f"{verb} the {end} {count} cards of {pile}")


@phrase(
    r"for each ((?:styled |non-styled )?(?:setup|drill|ally|dragon ball|card)) "
    r"(destroyed|banished|discarded) this way, (.+)",
    first=True,
)
def _for_each_kind_moved(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Saiyan Internal Conflict: "Destroy any amount of Setups or Drills you control. For each
    # Drill destroyed this way, banish a Setup or Drill": the effect once per such card the
    # sentence before moved (X read from them, as "X = the number of Drills banished this way").
    inner = sub(m.group(3))
    for field in ("count", "levels", "amount"):
        value = getattr(inner, field, None)
        if isinstance(value, int) and not isinstance(value, bool):
            x = f"{value} times the number of {m.group(1).lower()} {m.group(2).lower()} this way"
            return fx.ForX(field, msgspec.structs.replace(inner, **{field: 0}), x)
    raise UnknownWordsError(m.group(0))


@phrase(r"rejuvenate this card after use", first=True)
def _rejuvenate_after_use(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Saiyan Internal Conflict: its last sentence, as "Place this card on top of your Life Deck
    # after use" is read, the card Rejuvenated (grammar_steps._ex_place_this).
    return fx.PlaceThis("rejuvenate")


@phrase(
    r"reveal (up to )?(\d+|a|an|one|two|three) ((?:styled |non-styled )?(?:setups?|drills?|allies|"
    r"ally|cards?)) from your hand and (shuffle them into|place them at the bottom of) your life "
    r"deck",
    first=True,
)
def _reveal_then_away(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Orange Affection Drill: "Reveal up to 2 Drills from your hand and shuffle them into your
    # Life Deck (to draw the same number of cards)": the revealed cards, still in the hand, go
    # (MoveCards' fx.THOSE_IN_HAND); "the same number" counts those moved.
    reveal = sub(f"reveal {m.group(1) or ''}{m.group(2)} {m.group(3)} from your hand")
    if not isinstance(reveal, fx.MoveCards) or reveal.to != "reveal":
        raise UnknownWordsError(m.group(0))
    to = "life deck" if m.group(4).lower().startswith("shuffle") else "bottom of life deck"
    return fx.Sequence((reveal, fx.MoveCards(fx.THOSE_IN_HAND, to, "", ALL, "all")))


@phrase(r"rejuvenate this card and the bottom card of your discard pile", first=True)
def _rejuvenate_this_and_bottom(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Black Annihilation: "(If this card is destroyed from your Life Deck by one of your
    # effects, you may Rejuvenate it and the bottom card of your discard pile.)": the card
    # first (it is on top of the discard pile), then the bottom card.
    return fx.Sequence(
        (sub("rejuvenate this card"), sub("rejuvenate the bottom card of your discard pile"))
    )
