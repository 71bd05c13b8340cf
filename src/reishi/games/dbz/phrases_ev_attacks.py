"""Phrase families of Evolution attacks: "An Ally you control may perform this attack regardless
of your MP's power stage" (Namekian Door Destruction: a card rule, combat_steps offers the attack
to every Ally you control; DBZ RB: Glossary — Ally); "Your next successful energy attack this
combat cannot have its damage modified nor prevented" (Orange Ki Blast: both properties bind to
each such attack until one succeeds, as phrases_vp_attacks' "cannot have its damage prevented");
"For the remainder of combat, that Ally may make actions regardless of your MP's power stage and
attacks performed by that Ally deal +4 life cards of damage" (Goku - Dashing: both for the
combat, the chosen Ally's permission and its attacks' damage); "Players can only gain anger
from the effects of Physical Combat or Energy Combat cards this turn" (Energized Strike: every
other raise of anger is refused, stages.change_anger); "Attacks can only be stopped by cards
played from the hand this combat" (Blue Hush: no Power, card in play or card rule of the hand
is offered to stop an attack, attacks.shield_options).

Entries are (pattern, builder, first), registered by the compiler like phrases_pool's.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.phrases_pool import PhraseTable, Sub

PHRASES = PhraseTable()

phrase = PHRASES


@phrase(
    r"an ally (?:you|your) control may perform this attack regardless of your mp's power stage",
    first=True,
)
def _ally_may_perform(m: re.Match[str], sub: Sub) -> fx.Effect:
    # The data prints "An Ally your control": the player's own Allies.
    return fx.AllyMayPerform()


@phrase(
    r"your next successful ((?:(?:non-styled|styled|physical|energy) )*)attack this combat "
    r"cannot have its damage modified (?:nor|or) prevented",
    first=True,
)
def _next_successful_unmodified(m: re.Match[str], sub: Sub) -> fx.Effect:
    kind = m.group(1).strip().lower()
    return fx.Sequence(
        (
            fx.AttacksHave("cannot be modified", kind, fx.NEXT_SUCCESSFUL),
            fx.AttacksHave("cannot be prevented", kind, fx.NEXT_SUCCESSFUL),
        )
    )


@phrase(
    r"for the remainder of combat\s*,\s*that ally (?:may|can) make actions regardless of your "
    r"mp's power stage and (attacks performed by that ally deal .+)",
    first=True,
)
def _ally_acts_and_deals(m: re.Match[str], sub: Sub) -> fx.Effect:
    # The data prints "combat ,": one clause, both halves for the rest of combat.
    return fx.Sequence((fx.ChosenActs(), sub(f"{m.group(1)} this combat")))


@phrase(
    r"players can only gain anger from the effects of physical combat or energy combat cards "
    r"this turn",
    first=True,
)
def _anger_only_from_combat_cards(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.Restriction(fx.Who.EACH, "gain anger except from combat cards", "turn")


@phrase(r"attacks can only be stopped by cards played from the hand this combat", first=True)
def _stopped_only_from_hand(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Either player's attacks: the restriction is each player's, as he defends.
    return fx.Restriction(
        fx.Who.EACH, "stop attacks except with cards played from the hand", "combat"
    )
