"""Cards chosen and then moved: "(If your opponent has more than 1 card in his or her hand when
this card is discarded from your hand,) your opponent chooses a card from his or her hand and
places it on top of his or her Life Deck" (Black Memories), and a card in play chosen and then
moved: "choose a Drill and destroy it" (Krillin -
Supportive), read as the move of one such card ("destroy a Drill"): that wording too lets the
player of the effect choose the card, as "Choose a Drill not named … and destroy it" is read.

Entries are (pattern, builder, first), registered by the compiler like phrases_pool's.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.conditions import is_known_condition
from reishi.games.dbz.phrases_pool import PhraseTable, Sub, UnknownWordsError

PHRASES = PhraseTable()

phrase = PHRASES

_KIND = r"(?:styled |non-styled )?(?:setup|drill|ally|dragon ball)"


@phrase(
    rf"choose an? ((?:{_KIND},? (?:or )?)*{_KIND})( in play)? and (destroy|banish) it",
    first=True,
)
def _choose_and_remove(m: re.Match[str], sub: Sub) -> fx.Effect:
    return sub(f"{m.group(3)} a {m.group(1)}{m.group(2) or ''}")


@phrase(
    r"if (.+?) when this card is (discarded from your hand(?: during combat)?), (.+)",
    first=True,
)
def _if_when_discarded(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Black Memories: "(If C when this card is discarded from your hand, E)": the card's own
    # timing (DBZ RB: Glossary — Parenthesis Text), C read as it is discarded.
    condition = m.group(1).lower()
    if not is_known_condition(condition):
        raise UnknownWordsError(condition)
    return fx.FromHand(m.group(2).lower(), (fx.If(condition, (sub(m.group(3)),)),))


@phrase(
    r"your opponent chooses a card from (?:his|her|his or her|their) hand and places it on "
    r"(?:the )?(top|bottom) of (?:his|her|his or her|their) life deck",
    first=True,
)
def _opponent_hand_card_away(m: re.Match[str], sub: Sub) -> fx.Effect:
    # He chooses among his own hidden cards; only he sees which (pool_steps.send).
    to = f"{m.group(1).lower()} of life deck"
    return fx.MoveCards("hand", to, "", 1, "exactly", fx.Who.OPPONENT, fx.Who.OPPONENT)
