"""Phrase family of Saiyan Rampaging Mastery: the anger needed to advance a level with a floor
("you need 1 less anger to advance a personality level (to a minimum of 4)"; the parenthesis
is read with its sentence, compiler.compiled_text, and stages.anger_to_level honours it), the
dashed "gain - HIT: …", and a discard of a card with Endurance as a Power's cost."""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.phrases_pool import QTY, PhraseTable, Sub, description, quantity, who

PHRASES = PhraseTable()
phrase = PHRASES


@phrase(
    r"(you|your opponent) needs? (\d) (less|more) anger to advance (?:a )?personality level,? "
    r"to a minimum of (\d)\.?",
    first=True,
)
def _anger_needed_floor(m: re.Match[str], sub: Sub) -> fx.Effect:
    # DBZ RB: Anger — five anger advance a level; the change never brings it below the floor.
    amount = int(m.group(2))
    delta = -amount if m.group(3).lower() == "less" else amount
    return fx.AngerToLevel(who(m.group(1)), delta, minimum=int(m.group(4)))


@phrase(r"((?:all of )?your (?:[a-z\- ]+ )?attacks) gain - hit:? (.+?)\.?", first=True)
def _attacks_gain_dash_hit(m: re.Match[str], sub: Sub) -> fx.Effect:
    # "Your Styled attacks gain - HIT: You may raise your anger 1 level": the printed dash
    # stands for the quotation marks of "gain 'HIT: …'" (attack_start.gained).
    return fx.AttacksGain(m.group(1).lower(), (fx.Hit((sub(m.group(2)),)),))


@phrase(rf"discard {QTY} ((?:styled |non-styled |named )?cards? with endurance) from your hand")
def _discard_with_endurance(m: re.Match[str], sub: Sub) -> fx.Effect:
    # "Discard a Styled card with Endurance from your hand to …": a card whose ENDURANCE is
    # above 0 for this player's effects (conditions.effect_endurance).
    count, pick = quantity(m.group(1))
    return fx.MoveCards("hand", "discard", description(m.group(2)), count, pick, fx.Who.YOU)
