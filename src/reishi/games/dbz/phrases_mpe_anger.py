"""Phrase family: "your effects that require you to lower your anger are reduced by 1".

Red City Destruction: "Until the start of your next turn, your effects that require you to
lower your anger are reduced by 1 (to a minimum of 0)." A floating rule of its player
(``fx.Restriction`` with the words below): each of that player's own effects that lowers his
own anger ("Lower your anger 2 levels to …") lowers it 1 level less for each such rule, never
below 0 levels (resolution._ex_lower_anger); an effect reduced to 0 levels is still done.

Entries are (pattern, builder, first) as in ``phrases_pool``; the compiler registers them.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.effects import Who
from reishi.games.dbz.phrases_limits import ANGER_CAP
from reishi.games.dbz.phrases_pool import PhraseTable, Sub

PHRASES = PhraseTable()
phrase = PHRASES

ANGER_COST_REDUCED = "lower own anger 1 less"
_DURATIONS = {"until the start of your next turn": "next turn", "this turn": "turn"}


@phrase(
    r"(until the start of your next turn|this turn),? your effects that require you to lower "
    r"your anger are reduced by 1(?: \(?to a minimum of 0\)?)?",
    first=True,
)
def _anger_cost_reduced(m: re.Match[str], sub: Sub) -> fx.Effect:
    """The rule floats for its player for the duration it names."""
    return fx.Restriction(Who.YOU, ANGER_COST_REDUCED, _DURATIONS[m.group(1).lower()])


# A player's anger lowered by at most 1 level by each effect (stages.change_anger).
ANGER_LOSS_CAP = "have anger lowered by more than 1"


@phrase(
    r"whenever an effect would lower your anger by more than (?:1|one) levels?, it is lowered by "
    r"(?:1|one)(?: level)? instead",
    first=True,
)
def _anger_loss_cap(m: re.Match[str], sub: Sub) -> fx.Effect:
    """Orange Investigation Drill: any effect lowering its player's anger lowers it by 1."""
    return fx.Restriction(Who.YOU, ANGER_LOSS_CAP, "while in play")


@phrase(
    r"whenever a player raises (?:his|their) anger, change that amount to (?:1|one)", first=True
)
def _anger_gain_cap(m: re.Match[str], sub: Sub) -> fx.Effect:
    """Gohan - Trained: each raise of any player's anger is a raise of 1 (phrases_limits'
    "cannot gain more than 1 anger from each card effect", for both players)."""
    return fx.Restriction(Who.EACH, ANGER_CAP, "while in play")


@phrase(
    r"(?:while attached, )?your opponent's effects cannot lower your mp's (?:personality )?level",
    first=True,
)
def _level_kept(m: re.Match[str], sub: Sub) -> fx.Effect:
    """Saiyan Tracking Blast: the same rule as "Your opponent cannot use effects that lower your
    MP 1 or more levels" (phrases_pool), while the card is attached."""
    return fx.Restriction(Who.OPPONENT, "lower opponent's level", "while in play")
