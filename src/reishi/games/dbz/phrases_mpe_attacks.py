"""Phrase family: an attack chosen to deal no damage ("You may choose for this attack to deal no
damage. If you do, it cannot be stopped.").

DBZ RB: How Attack and Defense Cards Work — a stopped attack "deals no damage"; an attack its
player chooses to deal no damage is not stopped: its immediate effects and any critical damage
it is considered to deal still happen, only its damage is 0 (attacks._run_atk_damage), and with
no damage dealt it is not successful, so its HIT effects do not happen.

Entries are (pattern, builder, first) as in ``phrases_pool``; the compiler registers them.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.effects import Who
from reishi.games.dbz.phrases_pool import PhraseTable, Sub

PHRASES = PhraseTable()
phrase = PHRASES

NO_DAMAGE = "deals no damage"


@phrase(r"choose for this attack to deal no damage|this attack deals no damage")
def _no_damage(m: re.Match[str], sub: Sub) -> fx.Effect:
    """The attack's damage is 0 (prevention is another thing: nothing is prevented)."""
    return fx.AttackProperty(NO_DAMAGE)


@phrase(r"it cannot be stopped")
def _it_unstoppable(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "If you do, it cannot be stopped": "it" is the attack whose text this is."""
    return fx.AttackProperty("cannot be stopped")


@phrase(r"destroy all of your opponent's (\w+) or all of his (\w+)")
def _destroy_all_either(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "Destroy all of your opponent's Allies or all of his Drills": one of the two, his both."""
    words = tuple(f"destroy all of your opponent's {kind}" for kind in m.groups())
    return fx.Choice(tuple(sub(w) for w in words), words)


@phrase(
    r"(?:also )?stops? an? (physical|energy|physical or energy) attack in your opponent's next "
    r"action(?: this combat)?"
)
def _stop_in_next_action(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "Also stops a physical attack in your opponent's next action": if his next action is
    such an attack it is stopped (DBZ RB: Glossary — Stops), else the effect is spent."""
    kind = m.group(1).lower()
    return fx.StopNextAttack("" if " or " in kind else kind, next_action=True)


LIFE_AS_STAGES = "deals its life card damage as stages"


@phrase(
    r"whenever you perform an? ((?:styled |non-styled |physical |energy )*)attack,? you may "
    r"choose for that attack to deal its life card damage as (?:power )?stages of damage instead",
    first=True,
)
def _life_as_stages(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "Whenever you perform a Styled attack, you may choose for that attack to deal its life
    card damage as power stages of damage instead": each such attack gains that choice as an
    immediate effect (attack_start.gained), made before its damage is dealt; chosen, it deals N
    stages where it would deal N Life Cards (attacks._run_atk_damage)."""
    which = f"your {m.group(1).lower()}attacks"
    return fx.AttacksGain(which, (fx.Optional(fx.AttackProperty(LIFE_AS_STAGES)),))


@phrase(r"whenever your perform (.+)")
def _your_perform(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "Whenever your perform a Styled attack": the "you" the data misspells."""
    return sub(f"whenever you perform {m.group(1)}")


@phrase(
    r"if your next attack this combat is performed by an ally, it (cannot be stopped)", first=True
)
def _next_by_ally(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "If your next attack this combat is performed by an Ally, it cannot be stopped": the next
    attack spends it (attack_start._bind_attack_effects); only an Ally's is unstoppable."""
    return fx.AttacksHave(m.group(1).lower(), fx.IF_BY_ALLY, "next attack")


@phrase(r"your opponent cannot play events that stop attacks this combat", first=True)
def _no_stopping_events(m: re.Match[str], sub: Sub) -> fx.Effect:
    """Orange Fracture: the opponent's Events that stop attacks are not offered as defences
    (attacks.shield_options); other Events and other defences still are."""
    return fx.Restriction(Who.OPPONENT, "play events that stop attacks", "combat")


@phrase(
    r"your (?:successful )?attacks that deal (?:at least (\d+)|(\d+) or more) life cards? of "
    r"damage are considered to deal critical damage(?: this combat)?",
    first=True,
)
def _crit_at(m: re.Match[str], sub: Sub) -> fx.Effect:
    """ "Your attacks that deal at least 4 life cards of damage are considered to deal critical
    damage": the player's attacks need that many Life Cards for critical damage, not five
    (DBZ RB: Critical Damage; attacks.crit_threshold). "This combat": a floating effect."""
    return fx.CritThreshold(Who.YOU, life=int(m.group(1) or m.group(2)))
