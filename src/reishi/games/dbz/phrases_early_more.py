"""Phrase families of Awakening, Evolution, Heroes and Villains and Set 1 written one step from a
wording the grammar reads: "Place at the bottom of your Life Deck after use" (Blue Rest), "Choose
a Setup or Drill in you hand and place it into play" (Orange Guardian Drill), "You may have your
MP pay 2 stages to draw the bottom of your discard pile" (Recoome - Ginyu Force), "Shuffle an
Ally you control into its owner's Life Deck to stop all attacks this combat" (Blue Farewell).

Each is read as the wording it stands for (``sub``), so it runs as that record does.
Entries are (pattern, builder, first), registered by the compiler like phrases_pool's.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz.conditions import is_known_condition
from reishi.games.dbz.phrases_pool import PhraseTable, Sub, UnknownWordsError

PHRASES = PhraseTable()

phrase = PHRASES


@phrase(r"place (?:this card )?(?:at|on) the (top|bottom) of your life deck after use", first=True)
def _place_after_use(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Blue Rest: "Place at the bottom of your Life Deck after use": the card itself, its last
    # sentence (as "Place this card on top of your Life Deck after use").
    return fx.PlaceThis(f"{m.group(1).lower()} of life deck")


@phrase(
    r"choose an? ((?:[a-z-]+ )*?[a-z-]+(?: or an? [a-z-]+)?|setup or drill) in your? hand and "
    r"place it into play",
    first=True,
)
def _choose_in_hand_into_play(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Orange Guardian Drill prints "in you hand": the player's own hand.
    return sub(f"place a {m.group(1)} from your hand into play")


@phrase(r"(you may )?have your mp pay (\d+) (?:power )?stages? to (.+)", first=True)
def _have_mp_pay(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Stages are paid by the MP (DBZ RB: Glossary — Pay): "have your MP pay" is "pay".
    return sub(f"{m.group(1) or ''}pay {m.group(2)} stages to {m.group(3)}")


@phrase(r"draw the (top|bottom) of your discard pile")
def _draw_pile_end(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Recoome - Ginyu Force: "draw the bottom of your discard pile": its bottom card.
    return fx.DrawFromDiscard(m.group(1).lower())


@phrase(r"stop all attacks this combat")
def _stop_all_attacks(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Blue Farewell: a player stops only his opponent's attacks (DBZ RB: How Attack and Defense
    # Cards Work), so "all attacks" are the opponent's.
    return sub("stops all of your opponent's attacks this combat")


@phrase(
    r"choose an? (.+?) in your discard pile( except .+?)? and place it into your hand", first=True
)
def _choose_in_pile_to_hand(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Red Heel Kick: "choose a Styled attack in your discard pile except 'Red Heel Kick' and
    # place it into your hand": a public pile, so choosing in it is searching it.
    what = m.group(1) + (m.group(2) or "")
    return sub(f"search your discard pile for a {what} and place it into your hand")


@phrase(r"(damage from .+) cannot be prevent", first=True)
def _cannot_be_prevent(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Red Sacrifice prints "… cannot be prevent.": "prevented", misspelt.
    return sub(f"{m.group(1)} cannot be prevented")


@phrase(r"each time (you take damage) in a combat, (.+?) for that combat", first=True)
def _each_time_in_a_combat(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Saiyan Retaliation Drill: "Each time you take damage in a combat, your attacks deal +1
    # stage of damage for that combat": damage is taken from attacks, in combat (DBZ RB: When
    # Taking Damage), and the effect lasts that combat.
    return sub(f"whenever {m.group(1)} from an attack, {m.group(2)} this combat")


@phrase(r"your opponent looks at your hand and chooses a card", first=True)
def _opponent_chooses_from_hand(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Saiyan Face Off: the opponent chooses; "Discard that card." is the next sentence.
    return fx.OpponentChoosesFromHand()


_BOTH = r"(?:both players|each player)"


@phrase(rf"{_BOTH} (raise|lower)s? (?:their|his|his or her) anger (\d+) levels?", first=True)
@phrase(r"(raise|lower) (?:each player's|both players') anger (\d+) levels?", first=True)
def _both_anger(m: re.Match[str], sub: Sub) -> fx.Effect:
    # It's Over 9,000!: "both players raise their anger 6 levels": each player's, the one
    # whose effect it is first (DBZ CRD: Timing — Order of effects).
    verb, levels = m.group(1).lower(), m.group(2)
    return sub(
        f"{verb} your anger {levels} levels and {verb} your opponent's anger {levels} levels"
    )


@phrase(rf"{_BOTH} draws? (a|\d+) cards?", first=True)
def _both_draw(m: re.Match[str], sub: Sub) -> fx.Effect:
    count = m.group(1).lower()
    noun = "a card" if count == "a" else f"{count} cards"
    return sub(f"draw {noun} and your opponent draws {noun}")


@phrase(r"if ((?:[^,]|(?<=\d),(?=\d))+)")
def _if_without_comma(m: re.Match[str], sub: Sub) -> fx.Effect:
    # "If you have at least 5 Drills in play this attack deals an additional +7 life cards of
    # damage": the comma after the condition left out (a power level's "9,000" is no comma). The
    # condition is the shortest start the conditions read whose rest is a sentence the grammar
    # reads; tried after every other reading.
    words = m.group(1).split(" ")
    for cut in range(2, len(words)):
        condition, rest = " ".join(words[:cut]).lower(), " ".join(words[cut:])
        if not is_known_condition(condition):
            continue
        try:
            return fx.If(condition, (sub(rest),))
        except UnknownWordsError:
            continue
    raise UnknownWordsError(m.group(1))


@phrase(
    r"your opponent shuffles (?:his|her|his or her) hand into (?:his|her|his or her) life deck "
    r"and draws the same number of cards",
    first=True,
)
def _opponent_redraws(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Black Taunt: his whole hand shuffled in, then as many cards drawn ("Shuffle your hand into
    # your Life Deck" of the opponent, and the draw counted as "… to draw the same number").
    theirs = fx.Who.OPPONENT
    away = fx.MoveCards("hand", "life deck", "", 99, "all", theirs, theirs, theirs)
    draw = fx.ForX("count", fx.DrawCards(0, theirs), "the number of cards moved this way")
    return fx.Sequence((away, draw))


_THIRD_PERSON = (
    (r"pays (\d+) stages?", "pay {} stages"),
    (r"discards (a|\d+) cards? from (?:his|her|his or her) hand", "discard {} card from your hand"),
)


def _as_his_own(words: str) -> str | None:
    for pattern, second in _THIRD_PERSON:
        m = re.fullmatch(pattern, words.strip(), re.IGNORECASE)
        if m:
            return second.format(m.group(1))
    return None


@phrase(r"your opponent ([a-z0-9 ]+?) or ([a-z0-9 ]+)", first=True)
def _opponent_chooses(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Black Barrage: "Your opponent pays 5 stages or discards a card from his hand": he chooses,
    # and each option is his own doing (his MP pays, his hand discards).
    own = [_as_his_own(m.group(1)), _as_his_own(m.group(2))]
    if None in own:
        raise UnknownWordsError(m.group(0))
    options = tuple(sub(words) for words in own if words)
    return fx.OpponentChoice(options, (m.group(1).lower(), m.group(2).lower()))


def _power_level(words: str) -> int:
    return int(words.replace(",", ""))


@phrase(r"your power level is considered to be (\d{1,3}(?:,\d{3})*|\d+) this combat", first=True)
def _power_level_this_combat(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Saiyan Palm Block: "your power level": the player's MP's (DBZ RB: Glossary — Power Level).
    return fx.PowerLevelConsidered(_power_level(m.group(1)), "combat")


@phrase(
    r"until the end of your next turn, while your power level is above 0,? your power level is "
    r"considered to be (\d{1,3}(?:,\d{3})*|\d+)",
    first=True,
)
def _power_level_next_turn(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Saiyan Empowered Slide: until the end of its player's next turn, while his MP's printed
    # power level is above 0.
    return fx.PowerLevelConsidered(_power_level(m.group(1)), "end next turn", above_zero=True)


@phrase(r"your opponent cannot use endurance on your styled attacks this combat", first=True)
def _no_endurance_on_styled(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Red Static Shot: read where Endurance is offered against an attack (attacks: the damage
    # step), for the Styled attacks of the player whose effect it is (DBZ RB: Card Types —
    # Freestyle: a Styled card).
    return fx.Restriction(fx.Who.OPPONENT, "use endurance on styled attacks", "combat")


@phrase(r"if you banish this card for endurance, (.+)", first=True)
def _banished_for_endurance(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Namekian Overhead Blast: "(If you banish this card for Endurance, …)": the card's own
    # event, as "If this card is banished for Endurance, …" (conditions.SELF_EVENTS).
    return fx.FromHand("banished for endurance", (sub(m.group(1)),))


@phrase(r"discard from (?:your )?hand", first=True)
def _discard_from_hand(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Blue Leaping Kick prints "You may discard from hand. If you do, …": a card from the hand.
    return sub("discard a card from your hand")
