"""Phrase family: timings and targets worded another way than the grammar's own.

"Whenever this Drill leaves play, …" is the card's own "this card is leaving play" timing
(conditions: a card's own leaving is seen as it leaves); "Whenever one of your other Drills
leaves play lower …" is the same timing with the comma the data drops; "destroy the top card
of his Life Deck", after "Whenever your opponent plays …", is the opponent's Life Deck
(DBZ RB: Glossary — "his" is the opponent of the card's controller).

Entries are (pattern, builder, first), registered by the compiler like phrases_pool's.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.effects import Who
from reishi.games.dbz.phrases_pool import Builder, Sub, number

PHRASES: list[tuple[str, Builder, bool]] = []


def _own_leaving(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "Whenever this Drill leaves play, E": this card's own leaving play."""
    return sub(f"whenever this card is leaving play, {m.group(1)}")


PHRASES.append(
    (r"(?:when|whenever) this (?:drill|setup|ally|card) leaves play,? (.+)", _own_leaving, True)
)


def _leaves_no_comma(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "Whenever one of your other Drills leaves play lower …": the comma left out."""
    return sub(f"{m.group(1)}, {m.group(2)}")


PHRASES.append(
    (
        r"((?:when|whenever) (?:one of )?(?:your |your other |an? )[\w ]+? leaves? play) "
        r"((?:lower|raise|draw|destroy|banish|you may) .+)",
        _leaves_no_comma,
        False,
    )
)


def _his_life_deck(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "Destroy the top card of his Life Deck": the opponent's."""
    count = number(m.group(2) or "1")
    if m.group(1).lower() == "destroy":
        return fx.DestroyTopOfLifeDeck(count, Who.OPPONENT)
    return fx.BanishTopOfLifeDeck(count, Who.OPPONENT)


PHRASES.append(
    (
        r"(destroy|banish) the top (?:(\d+|two|three) )?cards? of his life deck",
        _his_life_deck,
        False,
    )
)


def _duration_first(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "Your attacks this combat deal +2 stages of damage": the duration put last."""
    return sub(f"{m.group(1)} deal {m.group(2)} this combat")


PHRASES.append((r"(your (?:[\w-]+ )*attacks) this combat deal (.+)", _duration_first, False))
