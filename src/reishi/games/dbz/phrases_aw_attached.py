"""Card rules of a card where it is: a stop from the hand fitting an Ally's attack ("You may play
this card from your hand to stop an attack performed by an Ally"), a Rejuvenation from the hand
as an action ("You may Rejuvenate this card from your hand as an action to gain 4 stages"), and
a card rule of an
attached card used as an action within a limit: "While attached, once per
turn as an action you may choose a card in your discard pile and Rejuvenate it" (Saiyan Rescue):
the card stays attached (its effect moves other cards) and is used at most once each turn
(steps_late_actions.card_rule). DBZ CRD: General — Attached Cards: "while attached" text is
active while the card is attached.

Entries are (pattern, builder, first), registered by the compiler like phrases_pool's.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.phrases_pool import PhraseTable, Sub
from reishi.games.dbz.steps_vp_stops import BY_ALLY

PHRASES = PhraseTable()

phrase = PHRASES


@phrase(r"while attached,? once per turn,? as an action,? you may (.+?)\.?", first=True)
def _attached_rule_once_per_turn(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.HandAction((sub(m.group(1)),), limit="turn", how="", zone="play")


@phrase(
    r"(you may )?(play|banish) this card from your hand to stop an attack performed by an ally",
    first=True,
)
def _stop_ally_attack(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Blue Introduction (a Setup): "(You may play this card from your hand to stop an attack
    # performed by an Ally.)": a defence from the hand (DBZ RB: Glossary — Parenthesis Text),
    # fitting only an attack an Ally performs (steps_vp_stops.stop_fits).
    stop = fx.StopInstead(BY_ALLY, m.group(2).lower())
    return fx.Optional(stop) if m.group(1) else stop


@phrase(r"(?:you may )?rejuvenate this card from your hand as an action to (.+?)\.?", first=True)
def _rejuvenate_from_hand(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Saiyan Despair: "(You may Rejuvenate this card from your hand as an action to gain 4
    # stages.)": the Rejuvenation (to the bottom of the Life Deck) is the cost, shown to both
    # players as the card is used (steps_late_actions.use_card_rule).
    return fx.HandAction((sub(m.group(1)),), how="rejuvenate", zone="hand")
