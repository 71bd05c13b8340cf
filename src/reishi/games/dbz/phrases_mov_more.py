"""Phrase families of The Movie Collection, Promos and Set 1 one step from a wording the grammar
reads, and where a used card goes as decided when it resolves: "Your opponent banishes the top
card of his Life Deck" (Black Capture), "You may use the effect of a Dragon Ball in play"
(Namekian Targeted Strike), "… this attack deals +4 stages of damage instead of +2"
(Ensnared), "If you do, banish this card after use" (Saiyan Demolishing Beam), "If your current
anger is 3 or higher, discard after use instead" (Blue Shifting Manuever), "You may play a
Drill from your hand" (Orange Escape, Namekian Growth).

Entries are (pattern, builder, first), registered by the compiler like phrases_pool's.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.conditions import is_known_condition, is_known_what
from reishi.games.dbz.effects import Who
from reishi.games.dbz.phrases_pool import (
    DESC,
    QTY,
    PhraseTable,
    Sub,
    UnknownWordsError,
    description,
    number,
    quantity,
)

PHRASES = PhraseTable()

phrase = PHRASES


@phrase(
    r"the first time each turn an opponent's card effect would destroy or banish cards from the "
    r"top of your life deck, reduce that amount to 0",
    first=True,
)
def _mill_shield(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Lookout Drill: a constant of its player, read by moves.mill.
    return fx.MillShield()


@phrase(
    r"(?:he|your opponent) banishes the top (?:(\d+|two|three) )?cards? of "
    r"(?:his|her|his or her|their) life deck",
    first=True,
)
def _opponent_banishes_top(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Black Capture: the player whose Life Deck it is banishes its top card; what leaves is the
    # same as "banish the top card of your opponent's Life Deck". "He" after a timing of the
    # opponent's (Nail - Protector) is that opponent, as in "he destroys the top 2 cards".
    return fx.BanishTopOfLifeDeck(number(m.group(1) or "1"), Who.OPPONENT)


@phrase(
    r"(you may |your opponent may )?use the effects? of an? ((?:earth |namek )?dragon ball) "
    r"(in play|you control)",
    first=True,
)
def _use_ball_effect(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Namekian Targeted Strike: a Dragon Ball's effect used is its immediate one, the effect
    # it has when it is played (DBZ RB: Dragon Balls).
    return sub(f"{m.group(1) or ''}use the immediate effects of a {m.group(2)} {m.group(3)}")


@phrase(
    r"(if [^,]+), this attack deals \+(\d+) (stages?|life cards?)(?: of damage)? instead of "
    r"\+(\d+)",
    first=True,
)
def _deals_instead_of(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Ensnared: "DAMAGE: AT +2 stages. If C, this attack deals +4 stages of damage instead of
    # +2": the printed +2 is already dealt, so C adds the difference (as "to have this attack
    # deal +6 stages instead of +3" does).
    more = int(m.group(2)) - int(m.group(4))
    if more <= 0:
        raise UnknownWordsError(m.group(0))
    return sub(f"{m.group(1)}, this attack deals +{more} {m.group(3)} of damage")


@phrase(r"banish this card after use", first=True)
def _banish_this_after_use(m: re.Match[str], sub: Sub) -> fx.Effect:
    # "HIT: You may use … If you do, banish this card after use": decided as the sentence
    # resolves, for this use of the card (moves.finish_card).
    return fx.AfterUseThis("banish")


@phrase(
    r"if (you banished an? (?:drill|setup|ally) that was under your control),? (this attack .+)",
    first=True,
)
def _if_banished_own(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Orange Paired Blast: the condition written without its comma.
    return fx.If(m.group(1).lower(), (sub(m.group(2)),))


@phrase(r"this attack cannot be stopped and its damage is banished if (.+)", first=True)
def _unstoppable_banished_if(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Sinister Choke: the condition written after both properties of the attack.
    condition = m.group(1).lower()
    if not is_known_condition(condition):
        raise UnknownWordsError(m.group(0))
    properties = (fx.AttackProperty("cannot be stopped"), fx.AttackProperty("is banished"))
    return fx.If(condition, properties)


@phrase(
    r"if that attack was an? named card, it deals no damage and is banished after use", first=True
)
def _named_attack_banished(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Enhanced Reflexes: the attack it stops, if Named, deals no damage even were it not
    # stopped, and its card is banished rather than discarded after use (moves.finish_card).
    return fx.If(
        "that attack was named",
        (fx.AttackProperty("deals no damage"), fx.AfterUseThis("banish", of_attack=True)),
    )


@phrase(r"if ([^,]+), discard (?:this card )?after use instead", first=True)
def _discard_after_use_instead(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Blue Shifting Manuever: "(Banish after use.) … If your current anger is 3 or higher,
    # discard after use instead": the card rule holds unless C holds as the power resolves.
    condition = m.group(1).lower()
    if not is_known_condition(condition):
        raise UnknownWordsError(m.group(0))
    return fx.If(condition, (fx.AfterUseThis("discard"),))


@phrase(rf"(you may )?play {QTY} {DESC} from your hand", first=True)
def _play_from_hand(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Orange Escape, Namekian Growth: played, not placed (DBZ CRD: General — Playing vs
    # placing): a Dragon Ball played this way uses its effects.
    count, pick = quantity(m.group(2))
    if pick != "exactly":
        raise UnknownWordsError(m.group(0))
    effect = fx.PlayFromHand(description(m.group(3)), count)
    return fx.Optional(effect) if m.group(1) else effect


@phrase(
    r"choose an? (attack|physical attack|energy attack)(?: card)? that is (styled|named) or has "
    r"['\"“]?([a-z][a-z ]*?)['\"”]? in the title from your discard pile and place it into your "
    r"hand",
    first=True,
)
def _choose_attack_styled_or_titled(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Trunks - Defiant (Promos): "choose an attack card that is Styled or has Sword in the
    # title from your discard pile": one card, either description.
    kind = m.group(1).lower()
    what = f'{m.group(2).lower()} {kind} or {kind} with "{m.group(3).lower()}" in the title'
    if not is_known_what(what):
        raise UnknownWordsError(m.group(0))
    return fx.MoveFromDiscard(1, what, "hand")


@phrase(r"(banish|destroy|discard|rejuvenate|draw) (\d+) \+ (9797) (.+)", first=True)
def _n_plus_x(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Red Vaulted Kick: "Banish 2 + X cards from your opponent's discard pile. X = your MP's
    # level": the 2 and then the X more (9797 marks X until its "X = …" sentence; compiler),
    # the same cards as 2 + X taken at once.
    verb, rest = m.group(1), m.group(4)
    return fx.Sequence((sub(f"{verb} {m.group(2)} {rest}"), sub(f"{verb} {m.group(3)} {rest}")))


@phrase(
    r"prevent all damage from your opponent's attacks in (?:his|his or her|their) next action "
    r"this combat",
    first=True,
)
def _prevent_next_action(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Orange Electricity: as "Stops … in your opponent's next action this combat" does, for
    # the damage of the attacks he performs in that action.
    return fx.PreventNextAction()
