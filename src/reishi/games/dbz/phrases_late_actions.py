"""Card rules used as an action from the hand or the discard pile, with a condition and a cost:
"(If your MP has 'Android' in the title, as an action you may banish this card from your
discard pile to raise your anger 1 level.)", "(If your MP's power level is 0, you may play this
card from your hand as an action.)", "(If this card is in your discard pile, you may banish it
as an action to raise your anger 2 levels.)". A card Rejuvenated from the hand ("You may
Rejuvenate this card from your hand as an action") would be shown and then hidden in the Life
Deck, which the log cannot yet say to the opponent; it is not read here.

DBZ RB: Glossary — Parenthesis Text: the words in parenthesis are the card's rules wherever it
is, so a card in the discard pile offers its own. Moving the card is the cost of the effect
(DBZ CRD: General — Effects with stipulations). Entries are (pattern, builder, first) as in
``phrases_pool``; the compiler registers them.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.phrases_pool import PhraseTable, Sub, UnknownWordsError

PHRASES = PhraseTable()
phrase = PHRASES

_IF = r"(?:if (?P<cond>.+?), )?"
_AS_ACTION = r"as an action,? "


@phrase(
    rf"{_IF}(?P<pre>{_AS_ACTION})?(?:you may )?(?P<how>discard|banish|play) this card "
    r"from your (?P<zone>hand|discard pile)(?P<post> as an action)?(?: to (?P<effect>.+?))?\.?",
    first=True,
)
def _card_rule_action(m: re.Match[str], sub: Sub) -> fx.Effect:
    # "You may banish this card from your hand as an action to E", "If C, as an action you may
    # banish this card from your discard pile to E": a use of the card where it is.
    if not (m.group("pre") or m.group("post")):
        raise UnknownWordsError(m.group(0))  # no "as an action": another family's card rule
    effect = m.group("effect")
    if effect is None and m.group("how").lower() != "play":
        raise UnknownWordsError(m.group(0))  # "banish this card … as an action" to do nothing
    return fx.HandAction(
        (sub(effect),) if effect else (),
        how=m.group("how").lower(),
        condition=(m.group("cond") or "").lower(),
        zone=m.group("zone").lower(),
    )


@phrase(
    rf"{_IF}(?:you may )?(?P<how>banish|shuffle) this (?:card|drill|setup) from play"
    r"(?P<deck> into its owner's life deck)? as an action(?: to (?P<effect>.+?))?\.?",
    first=True,
)
def _in_play_card_action(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Saiyan Anguish Drill: "(If your MP is level 3 or higher, you may banish this card from
    # play as an action to banish a Setup or attached card.)"; Orange Crying Drill: "(You may
    # shuffle this Drill from play into its owner's Life Deck as an action. If you do, your MP
    # gains 3 stages.)" — the "If you do" sentence is its effect (compiler._with_effect). A
    # use of the card where it is, apart from its Power (actions.UseRule).
    how = m.group("how").lower()
    if (how == "shuffle") != bool(m.group("deck")):
        raise UnknownWordsError(m.group(0))
    effect = m.group("effect")
    return fx.HandAction(
        (sub(effect),) if effect else (),
        how=how,
        condition=(m.group("cond") or "").lower(),
        zone="play",
    )


@phrase(
    rf"{_IF}while attached,? {_AS_ACTION}(?:you may )?(?P<how>banish|discard) this card"
    r" to (?P<effect>.+?)\.?",
    first=True,
)
def _attached_card_action(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Saiyan Resistance: "While attached as an action, you may banish this card to raise your
    # anger 1 level": a use of the card where it is, in play (DBZ CRD: General — Attached
    # Cards: "while attached" text is active while the card is attached).
    return fx.HandAction(
        (sub(m.group("effect")),),
        how=m.group("how").lower(),
        condition=(m.group("cond") or "").lower(),
        zone="play",
    )


@phrase(
    rf"if this card is in your discard pile, (?:{_AS_ACTION})?you may (banish|rejuvenate) it"
    r"(?: as an action)? to (.+?)\.?",
    first=True,
)
def _discarded_card_action(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Piccolo's Weighted Clothing: "If this card is in your discard pile, you may banish it as
    # an action to raise your anger 2 levels."
    if "as an action" not in m.group(0).lower():
        raise UnknownWordsError(m.group(0))
    return fx.HandAction((sub(m.group(2)),), how=m.group(1).lower(), zone="discard pile")


@phrase(rf"if this card is in your discard pile, {_AS_ACTION}you may (.+?)\.?", first=True)
def _discarded_card_pays(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Namekian Reinforced Drill: "… as an action you may banish three Physical Combat cards
    # from your discard pile to place this card into play": the card stays where it is; the
    # effect (its stipulation) moves it.
    return fx.HandAction((sub(m.group(1)),), how="", zone="discard pile")


@phrase(r"you may discard this card from your hand during the planning step\.?", first=True)
def _planning_discard(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Instant Transmission, Blue Precarious Defense: a use of the card from the hand in the
    # Planning Step, its cost the discard; the sentence "If you do, …" after it is its effect.
    return fx.HandAction((), how="discard", step="planning step")


@phrase(r"if this card is (rejuvenated(?: during combat)?), you may place it into play instead\.?")
def _rejuvenated_into_play(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Saiyan Menace: a replacement of its Rejuvenation, offered to its owner when it is
    # Rejuvenated (steps_late_rejuvenate), as "… you may banish it instead to E" is.
    return fx.FromHand(m.group(1).lower(), (fx.PlaceThis("play"),), instead=True)
