"""Phrase family: a card's own timing worded "When this card is …" or "If this is …".

"When this card is Rejuvenated, lower your opponent's anger 1 level" and "If this is revealed
from your hand during combat, …" are the same card rules as "If this card is Rejuvenated, …"
(DBZ CRD: Timing — Special timings: a card's effect about itself happens when the card does
what it says, wherever the card is); they compile to the same ``FromHand`` record, which the
rules run when the card's own event happens (conditions.self_event_matches).

Entries are (pattern, builder, first), registered by the compiler like phrases_pool's.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.conditions import SELF_EVENTS
from reishi.games.dbz.phrases_pool import PhraseTable, Sub

PHRASES = PhraseTable()

_SELF = "|".join(sorted((re.escape(k) for k in SELF_EVENTS), key=len, reverse=True))
# The first verb's "it" is the card itself ("When this card is Rejuvenated, banish it").
_SELF_IT = re.compile(
    r"^((?:you may )?(?:place|banish|rejuvenate|shuffle|return) )it\b", re.IGNORECASE
)


def _self_timing(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "When this card is E, A" / "If this is E, A": the card's own event E, then A."""
    event, rest = next((m.group(i), m.group(i + 1)) for i in (1, 3, 5) if m.group(i))
    return fx.FromHand(event.lower(), (sub(_SELF_IT.sub(r"\1this card", rest)),))


PHRASES.append(
    (
        rf"(?:when|whenever) this card is ({_SELF}),? (.+)|if this is ({_SELF}), (.+)"
        rf"|if this card is ({_SELF}) (you may .+)",  # the data drops the comma before "you may"
        _self_timing,
        True,
    )
)


def _banish_self(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "Banish this Drill": the card whose text it is, named by its type."""
    return fx.BanishThis()


PHRASES.append((r"banish this (?:drill|setup|ally|event|attack)", _banish_self, False))


def _styled_and_named(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "This card is considered a Styled and Named card for your card effects": both rules."""
    return fx.Sequence((fx.ConsideredStyled("this card"), fx.ConsideredNamed()))


PHRASES.append(
    (
        r"this card is considered (?:a )?styled and named card(?: for your card effects)?",
        _styled_and_named,
        True,
    )
)


def _if_either(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "You may A or B. If you do either of them, C": C when the choice was made and done."""
    return fx.IfYouDo((sub(m.group(1)),))


PHRASES.append((r"if you do either of them, (.+)", _if_either, True))


def _deck_may_include(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "Your Life Deck may include non-Personality cards that are 'Heroes only'"."""
    return fx.DeckMayInclude("Hero" if m.group(1).lower() == "heroes" else "Villain")


PHRASES.append(
    (
        r"your life deck may include non-personality cards that are ['\"]?(heroes|villains) "
        r"only['\"]?",
        _deck_may_include,
        True,
    )
)
