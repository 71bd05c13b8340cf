"""Timing and X families: what happens to a Life Deck's cards ("Whenever an Ally is discarded or
destroyed from your opponent's Life Deck", "Whenever a Dragon Ball is revealed when taking
damage"), read from the triggers the moves raise (moves.mill, attacks._run_life_damage); and
X counting a kind of card by a word of its title in a pile.
"""

from __future__ import annotations

import re

from reishi.games.dbz.conditions import Trigger, card_matches, event, x_atom
from reishi.games.dbz.state import DbzState, Zone


def _whose(words: str, watcher: int, seat: int) -> bool:
    """ "your" Life Deck, "your opponent's", or "a player's" (either)."""
    words = words.lower()
    if words.startswith("your opponent"):
        return seat != watcher
    return words.startswith(("a player", "any")) or seat == watcher


@event(
    r"an? ([\w\- ]+?) (?:card )?is discarded or destroyed from "
    r"(your|your opponent's|a player's) life deck"
)
def _e_life_card(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    # Mercenary Tao - Old Foe: a card leaving the Life Deck for the discard pile, as damage or
    # by an effect (moves.mill and attacks._take_life_card raise "life_discard"); a banished
    # card is neither discarded nor destroyed.
    return (
        t[0] == "life_discard"
        and _whose(m.group(2), w, t[1])
        and card_matches(state, t[2], m.group(1))
    )


@event(r"an? dragon ball is revealed when taking damage")
def _e_ball_revealed(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    # Garlic Jr. - Crazed: the top card taken as damage is a Dragon Ball (DBZ RB: When Taking
    # Damage — it goes to the bottom of the Life Deck, or is banished when a copy is in play),
    # either player's.
    return bool(t[0] == "ball_revealed")


_PILES = {"discard pile": Zone.DISCARD, "banished zone": Zone.BANISHED}


@x_atom(
    r"(?:the )?number of ((?:personalities|personality cards|allies|drills|setups|dragon balls"
    r"|attacks|attack cards) with [\"'“][^\"'”]+[\"'”] in (?:the|its|their) titles?) in "
    r"(your|your opponent's|his) (discard pile|banished zone)"
)
def _x_kind_titled_in_pile(state: DbzState, seat: int, m: re.Match[str]) -> int:
    # Cell Jr. - On the Move: "X = the number of personalities with "Cell Jr." in the title in
    # your discard pile": the kind and the title word both count (conditions.card_matches).
    owner = seat if m.group(2).lower() == "your" else 1 - seat
    cards = state.cards_in(owner, _PILES[m.group(3).lower()])
    return sum(1 for card in cards if card_matches(state, card, m.group(1)))
