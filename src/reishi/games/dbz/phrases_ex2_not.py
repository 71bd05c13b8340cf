"""The sentence "If you do not, E" / "If he or she does not, E" after an offer: E only when the
step offered was not done (Mercenary Tao's Super Dodon Wave: "While attached, your opponent may
discard a [DEFENSE] card from his or her hand at the start of each turn. If he or she does not,
banish the top card of your opponent's Life Deck"; Saiyan Demolishing Beam: "HIT: You may use
…. If you do, banish this card after use. If you do not, Rejuvenate this card").

The compiler merges the sentence into the one before it (``after``); read alone it is the phrase
below; the step is
resolution._ex_if_not_done, which reads the same record of "done" as "If you do, …".
"""

from __future__ import annotations

import re

import msgspec

from reishi.games.dbz import effects as fx
from reishi.games.dbz.phrases_pool import PhraseTable, Sub

PHRASES = PhraseTable()
phrase = PHRASES

# The steps that offer a choice whose "not done" the sentence reads (DBZ CRD: General — Effects
# with stipulations): the player's own "You may …", his opponent's "Your opponent may …", and
# an "If you do, …" after such an offer (its own steps reset the record to done).
_OFFERS = (fx.Optional, fx.OpponentMayUse, fx.IfYouDo)


def offers(effect: fx.Effect) -> bool:
    """True when ``effect`` is a step a following "If … do not" can read."""
    return isinstance(effect, _OFFERS)


def after(previous: fx.Effect, if_not: fx.IfNotDone) -> tuple[fx.Effect, ...] | None:
    """The sentence before with ``if_not`` after it (inside its timing), or None if it offers
    nothing the words could refer to."""
    if isinstance(previous, fx.Whenever) and previous.effects and offers(previous.effects[-1]):
        # "… may discard … at the start of each turn. If he or she does not, …": same timing.
        return (msgspec.structs.replace(previous, effects=(*previous.effects, if_not)),)
    if offers(previous):
        return (previous, if_not)
    return None


@phrase(r"if (?:you do|(?:he|she|he or she|your opponent) does) not, (.+)", first=True)
def _if_not_done(m: re.Match[str], sub: Sub) -> fx.Effect:
    # The sentence read alone (the coverage's sentence-by-sentence check); in a card the compiler
    # puts it after the offer before it (``after``), never as a condition of its own.
    return fx.IfNotDone((sub(m.group(1)),))
