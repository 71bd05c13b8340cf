"""Conditions of the Main Personality sets' cards, registered with ``conditions.condition``."""

from __future__ import annotations

import re

from reishi.games.dbz.conditions import card_matches, condition
from reishi.games.dbz.state import DbzState


@condition(
    r"an? ((?:dragon ball|ally|drill|setup|event|physical combat|energy combat)(?: card)?) "
    r"(?:is|was) (?:banished|discarded|destroyed) (?:in )?this way"
)
def _c_kind_moved(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    # Mercenary Tao - Armed: "If a Dragon Ball is banished in this way": among the cards the
    # sentence before moved (``last_moved``, the top of a Life Deck).
    return any(card_matches(state, card, m.group(1).lower()) for card in state.last_moved)


@condition(
    r"that (?:ally|card|drill|setup|personality) had ['\"“‘]?([^'\"”’]+?)['\"”’]? in (?:the|its) "
    r"title"
)
def _c_moved_titled(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    # Cell's Provocation: "Return an Ally in play to its owner's hand. If that Ally had "Cell
    # Jr." in the title, …": the card the sentence before moved (``last_moved``).
    words = m.group(1).lower()
    return any(words in state.defs[card].title.lower() for card in state.last_moved)
