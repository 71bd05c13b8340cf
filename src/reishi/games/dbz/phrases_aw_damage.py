"""A cost paid to have attacks deal more, and the amount replaced by a condition on what was
paid: "Discard a card from your hand to have your physical attacks deal +1 stage of damage this
combat. If you discarded a Dragon Ball, they deal +3 stages instead." (Namekian Self-Training):
the cost and its effect (DBZ CRD: General — Effects with stipulations), then the modifier just
made deals the new amount (steps_aw._ex_modifier_instead). Also a discard the player's effect
requires replaced by a reveal: "The next time one of your effects requires you to discard a card
from your hand this combat, you may reveal it instead" (Black Dispel).

Entries are (pattern, builder, first), registered by the compiler like phrases_pool's.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.phrases_pool import PhraseTable, Sub

PHRASES = PhraseTable()

phrase = PHRASES


@phrase(r"((?:discard|banish) .+? from your hand) to have (your .+? attacks deal .+)", first=True)
def _cost_to_have(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.Stipulation(sub(m.group(1)), sub(m.group(2)))


@phrase(r"they deal \+(\d+) (stages?|life cards?)(?: of damage)?", first=True)
def _they_deal(m: re.Match[str], sub: Sub) -> fx.Effect:
    # The B of "If C, they deal +3 stages instead" (compiler._instead): "they", the attacks the
    # modifier of the sentence before names, now deal this amount.
    amount = int(m.group(1))
    stages = m.group(2).lower().startswith("stage")
    return fx.ModifierInstead(amount if stages else 0, 0 if stages else amount)
