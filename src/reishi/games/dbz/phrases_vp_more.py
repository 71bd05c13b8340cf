"""Phrase families of Perfection and Vengeance cards with one sentence the grammar lacked: a card
rule "You cannot play this card unless C" (as "Use only if C"), "After the next time E, …" (the
next time E happens, once), "set his power level to 0" and "Your MP may pay N stages to make this
attack's damage unpreventable", and "Rejuvenate an Ally you control".

Entries are (pattern, builder, first), registered by the compiler like phrases_pool's.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.conditions import is_known_condition
from reishi.games.dbz.phrases_pool import (
    DESC,
    QTY,
    PhraseTable,
    Sub,
    UnknownWordsError,
    description,
    quantity,
)

PHRASES = PhraseTable()

phrase = PHRASES


@phrase(r"you cannot play this card unless (.+)", first=True)
def _play_unless(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Blue Discharge: "(You cannot play this card unless you control at least 1 Ally)": the card
    # rule "Use only if …" (basics.usable), "at least N" read as "N or more".
    condition = re.sub(r"\bat least (\d+) (\w+)", r"\1 or more \2", m.group(1).lower().strip())
    if not is_known_condition(condition):
        raise UnknownWordsError(condition)
    return fx.UseOnlyIf(condition)


@phrase(r"after the next time (.+?), (.+)", first=True)
def _after_next_time(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Saiyan Trample: "After the next time your opponent's MP advances a level this combat, set
    # his power level to 0": the next time it happens, once, right after (DBZ CRD: Timing —
    # Special timings: "after" effects take place after the sentence).
    return sub(f"the next time {m.group(1)}, {m.group(2)}")


@phrase(r"set (his|her|his or her) power level to 0", first=True)
def _his_stage_zero(m: re.Match[str], sub: Sub) -> fx.Effect:
    # "his": the opponent whose MP the sentence names ("your opponent's MP advances …").
    return fx.SetStage(0, fx.Who.OPPONENT)


@phrase(r"your mp may pay (\d+) stages? to make this attack's damage unpreventable", first=True)
def _pay_unpreventable(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Black Overload: paying is the stipulated cost (DBZ CRD: Effects with stipulations).
    unpreventable = fx.AttackProperty("cannot be prevented")
    return fx.Optional(fx.Stipulation(fx.PayStages(int(m.group(1))), unpreventable))


@phrase(rf"rejuvenate {QTY} {DESC} you control", first=True)
def _rejuvenate_in_play(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Blue Discharge: "Rejuvenate an Ally you control": the card in play goes to the bottom of
    # its owner's Life Deck (DBZ RB: Glossary — Rejuvenate).
    count, pick = quantity(m.group(1))
    return fx.MoveCards("play", "rejuvenate", description(m.group(2)), count, pick, fx.Who.YOU)


@phrase(r"if that attack was (non-styled|styled), (.+)", first=True)
def _that_attack_styled(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Black Running Guard: "Stops an energy attack. If that attack was non-Styled, …": the attack
    # defended against (conditions_vp), which the compiler's general "If" leaves to phrases.
    return fx.If(f"that attack was {m.group(1).lower()}", (sub(m.group(2)),))


@phrase(
    r"whenever (your opponent|you) gains? stages( during combat)?, "
    r"(your mp|you) gains? the same number of stages",
    first=True,
)
def _same_stages(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Black Astonishing Drill: the gain's amount, read as X when the timing resolves.
    whose = m.group(1).lower()
    gain = fx.ForX("amount", fx.GainStages(0, fx.Who.YOU), f"the number of stages {whose} gained")
    return fx.Whenever(f"{whose} gains stages{m.group(2) or ''}", (gain,))


@phrase(
    r"(destroy|banish) the same number of cards from the top of your opponent's life deck",
    first=True,
)
def _same_number_top(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Orange Combined Burst: as many as the top-of-deck effect before it moved, read as X then.
    top = (
        fx.DestroyTopOfLifeDeck(0, fx.Who.OPPONENT)
        if m.group(1).lower() == "destroy"
        else fx.BanishTopOfLifeDeck(0, fx.Who.OPPONENT)
    )
    return fx.ForX(
        "count", top, "the number of cards that effect moved from the top of a life deck"
    )


_NEXT = r"the next ((?:styled |non-styled |physical |energy )*)attack you perform this combat"


@phrase(rf"{_NEXT} is considered styled", first=True)
def _next_considered_styled(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Saiyan Lob: that attack gains being Styled (combat_steps._ex_styled), read from its
    # immediate effects on: its cost, priced before, is not changed by it.
    return fx.NextAttackGains((fx.ConsideredStyled("this attack"),), m.group(1).strip().lower())


@phrase(rf"{_NEXT} (can only be stopped by .+)", first=True)
def _next_barred(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Saiyan Lob's HIT: "The next attack you perform this combat can only be stopped by Physical
    # Combat or Energy Combat cards": that attack gains the property as "this attack" has it.
    return fx.NextAttackGains((sub(f"this attack {m.group(2)}"),), m.group(1).strip().lower())


@phrase(r"you must (.+?) to (?:play|use) this card", first=True)
def _play_cost(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Blinding Energy Move: "(You must banish the top 2 cards of your Life Deck to play this
    # card.)": a cost of playing it (steps_vp_costs), checked before it is offered.
    return fx.PlayCost(sub(m.group(1)))


_NEXT_ACTION = (
    r"at the (?:beginning|start) of (the|your|your opponent's) next action"
    r"(?: this (?:combat|turn))?"
)
_WHOSE_ACTION = {"the": "any", "your": "you", "your opponent's": "opponent"}


@phrase(rf"{_NEXT_ACTION},? (.+)", first=True)
def _at_next_action(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Blinding Energy Move: "At the beginning of the next action this combat, end combat":
    # waits for the next Action (steps_vp_next); "your next action": yours only; "your
    # opponent's next action" (Black Flashback): his.
    return fx.AtNextAction((sub(m.group(2)),), _WHOSE_ACTION[m.group(1).lower()])


@phrase(rf"(.+?) {_NEXT_ACTION}", first=True)
def _next_action_after(m: re.Match[str], sub: Sub) -> fx.Effect:
    # "End combat at the beginning of the next action this turn", "Shuffle "Chaozu" into your
    # Life Deck at the beginning of the next action this combat".
    return fx.AtNextAction((sub(m.group(1)),), _WHOSE_ACTION[m.group(2).lower()])


@phrase(r"return that card to its owner's hand from the banished zone", first=True)
def _back_to_hand(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Black Flashback, at the beginning of the opponent's next action: the card it banished.
    return fx.MoveChosen("hand", from_banished=True)
