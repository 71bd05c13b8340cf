"""Phrase family: timings and targets worded another way than the grammar's own.

"Whenever this Drill leaves play, …" is the card's own "this card is leaving play" timing
(conditions: a card's own leaving is seen as it leaves); "Whenever one of your other Drills
leaves play lower …" is the same timing with the comma the data drops; "destroy the top card
of his Life Deck", after "Whenever your opponent plays …", is the opponent's Life Deck, and
after "Whenever a player …" that player's (one timing for each player).

Entries are (pattern, builder, first), registered by the compiler like phrases_pool's.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.effects import Who
from reishi.games.dbz.phrases_pool import PhraseTable, Sub, number

PHRASES = PhraseTable()


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
    """ "Whenever your opponent plays …, destroy the top card of his Life Deck": his is the
    opponent's (the subject of the timing)."""
    return sub(
        f"{m.group(1)}, {m.group(2)} the top {m.group(3) or ''}{m.group(4)} of your "
        "opponent's life deck"
    )


PHRASES.append(
    (
        r"((?:when|whenever|after) your opponent [^,]+), (destroy|banish) the top "
        r"((?:\d+|two|three) )?(cards?) of his life deck",
        _his_life_deck,
        True,
    )
)


def _any_player_skips_combat(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "Whenever a player does not declare combat during his Combat Step, destroy the top card
    of his Life Deck": that player's, so one timing for each player."""
    count = number(m.group(1) or "1")
    return fx.Sequence(
        (
            fx.Whenever(
                "you do not declare combat during your combat step",
                (fx.DestroyTopOfLifeDeck(count, Who.YOU),),
            ),
            fx.Whenever(
                "your opponent does not declare combat during his combat step",
                (fx.DestroyTopOfLifeDeck(count, Who.OPPONENT),),
            ),
        )
    )


PHRASES.append(
    (
        r"whenever a player does not declare combat during his combat step, destroy the top "
        r"(?:(\d+|two|three) )?cards? of his life deck",
        _any_player_skips_combat,
        True,
    )
)


def _duration_first(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "Your attacks this combat deal +2 stages of damage": the duration put last."""
    return sub(f"{m.group(1)} deal {m.group(2)} this combat")


PHRASES.append((r"(your (?:[\w-]+ )*attacks) this combat deal (.+)", _duration_first, False))
