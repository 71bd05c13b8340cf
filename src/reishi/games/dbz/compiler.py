"""Compile DBZ card text into typed effect programs, phrase by phrase.

Text is split into parenthesis groups (card rules) and sentences; a leading label
(``POWER:``, ``HIT:``, ``[CONSTANT]:``, ``[INSTANT] POWER:``) opens a block; each remaining
clause must match one phrase of the grammar below. A card compiles fully only if every
clause matches; otherwise the first clause that did not is reported. Cards the rulings
re-word ("Treat this card as if it reads …") compile from the ruled text
(``reishi.games.dbz.rulings``).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable

import msgspec

from reishi.games.dbz import conditions_as as conditions_as  # registers its timings
from reishi.games.dbz import conditions_aw as conditions_aw  # registers its conditions
from reishi.games.dbz import conditions_combat as conditions_combat  # registers its conditions
from reishi.games.dbz import conditions_dende as conditions_dende  # registers its timings
from reishi.games.dbz import conditions_early as conditions_early  # registers its conditions
from reishi.games.dbz import conditions_ev as conditions_ev  # registers its timings
from reishi.games.dbz import conditions_late as conditions_late  # registers its conditions
from reishi.games.dbz import conditions_mov as conditions_mov  # registers its timings
from reishi.games.dbz import conditions_mpe as conditions_mpe  # registers its timings
from reishi.games.dbz import conditions_mpset as conditions_mpset  # registers its conditions
from reishi.games.dbz import conditions_mpset2 as conditions_mpset2  # registers its timings
from reishi.games.dbz import conditions_ven as conditions_ven  # registers its conditions
from reishi.games.dbz import conditions_vp as conditions_vp  # registers its conditions
from reishi.games.dbz import effects as fx
from reishi.games.dbz import (
    phrases_as_cards,
    phrases_as_levels,
    phrases_attached,
    phrases_attacks,
    phrases_aw_allies,
    phrases_aw_attached,
    phrases_aw_choose,
    phrases_aw_damage,
    phrases_aw_endurance,
    phrases_aw_piles,
    phrases_aw_titles,
    phrases_choices,
    phrases_dende_balls,
    phrases_early_gain,
    phrases_early_more,
    phrases_early_stays,
    phrases_ev_attacks,
    phrases_ev_more,
    phrases_ex1_anger,
    phrases_ex3_limits,
    phrases_found,
    phrases_hand,
    phrases_late_actions,
    phrases_late_attacks,
    phrases_late_timings,
    phrases_levels,
    phrases_limits,
    phrases_mov_more,
    phrases_moves,
    phrases_mpe_anger,
    phrases_mpe_attacks,
    phrases_mpe_piles,
    phrases_mpe_timings,
    phrases_mpe_traits,
    phrases_mpset2_damage,
    phrases_mpset_decks,
    phrases_mpset_limits,
    phrases_piles,
    phrases_pool,
    phrases_self,
    phrases_timings,
    phrases_ven_attacks,
    phrases_vp_attacks,
    phrases_vp_hand,
    phrases_vp_levels,
    phrases_vp_more,
    phrases_vp_self,
    phrases_vp_stops,
)
from reishi.games.dbz import phrases_ex2_not as phrases_ex2_not  # "If … does not, …"
from reishi.games.dbz.cards import Card, CardType
from reishi.games.dbz.conditions import SELF_EVENTS, is_known_condition, is_known_x
from reishi.games.dbz.effects import Who
from reishi.games.dbz.rulings import ruled_kind, ruled_text

NOT_EXECUTABLE = " (compiled, not executable yet)"  # the suffix of kit.compile_for_play's refusal


class CompileResult(msgspec.Struct, frozen=True):
    """A card's compiled program, or the first phrase that did not compile."""

    title: str
    program: tuple[fx.Effect, ...]
    unknown_phrases: tuple[str, ...] = ()
    ruled_text: str | None = None

    @property
    def is_complete(self) -> bool:
        """Whether every sentence of the card compiled."""
        return not self.unknown_phrases


class _UnknownPhraseError(phrases_pool.UnknownWordsError):
    # A clause a phrase's builder handed back to the grammar (``sub``) that it does not read:
    # a builder trying several readings ("If C E" without its comma) tries the next one.
    def __init__(self, phrase: str) -> None:
        super().__init__(phrase)
        self.phrase = phrase


# --- splitting ------------------------------------------------------------------------------


def split_sentences(text: str) -> list[str]:
    """Split card text into parenthesis groups and sentences; periods inside () or "" stay."""
    pieces: list[str] = []
    current: list[str] = []
    depth = 0
    quoted = False
    for index, char in enumerate(text):
        if char == "(" and not quoted:
            if depth == 0 and "".join(current).strip():
                pieces.append("".join(current).strip())
                current = []
            depth += 1
            current.append(char)
            continue
        current.append(char)
        if char in '"“”':
            quoted = not quoted if char == '"' else char == "“"
            following = text[index + 1 : index + 2]
            after = text[index + 1 :].lstrip()[:1]
            if (
                not quoted
                and depth == 0
                and text[index - 1 : index] == "."
                and (not following or following.isspace())
                and not after.islower()  # 'an Ally with "Cell Jr." in the title' goes on
            ):
                pieces.append("".join(current).strip())  # a quoted sentence ends here
                current = []
        elif char == ")" and depth:
            depth -= 1
            if depth == 0:
                pieces.append("".join(current).strip())
                current = []
        elif char == "." and depth == 0 and not quoted:
            following = text[index + 1 : index + 2]
            if not following or following.isspace() or following in "([":
                pieces.append("".join(current).strip())
                current = []
        elif char == "'" and depth == 0 and not quoted and text[index - 1 : index] == ".":
            # "… gains 'HIT: You may use a critical damage effect.' The next …": a single-quoted
            # sentence ends the sentence quoting it when a capital follows.
            following = text[index + 1 : index + 2]
            after = text[index + 1 :].lstrip()[:1]
            if (not following or following.isspace()) and (not after or after.isupper()):
                pieces.append("".join(current).strip())
                current = []
    if "".join(current).strip():
        pieces.append("".join(current).strip())
    return [piece for piece in pieces if piece.strip(" .")]


# --- the grammar ----------------------------------------------------------------------------

_N = r"(\d+|a|an|one|two|three|four|five|six|seven)"
MAX_STAGES = 10  # DBZ RB: Power Stages — a personality has at most ten stages above zero
_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_WORDS |= {"seven": 7}


def _n(text: str) -> int:
    return _WORDS[text.lower()] if text.lower() in _WORDS else int(text)


def _who(text: str | None) -> Who:
    lowered = (text or "your").lower().strip()
    if lowered.startswith("your opponent") or lowered in {"his", "their", "opponent's"}:
        return Who.OPPONENT
    if lowered.startswith(("a player", "either", "any")):
        return Who.ANY
    if lowered.startswith("each"):
        return Who.EACH
    return Who.YOU


_Builder = Callable[[re.Match[str]], fx.Effect]
_GRAMMAR: list[tuple[re.Pattern[str], _Builder]] = []


def phrase(pattern: str, first: bool = False) -> Callable[[_Builder], _Builder]:
    """Register a grammar phrase: the whole clause must match ``pattern`` (case-insensitive).

    ``first`` puts it ahead of the general phrases ("whenever …", "… at the end of combat").
    """

    def register(builder: _Builder) -> _Builder:
        entry = (re.compile(rf"^(?:{pattern})$", re.IGNORECASE), builder)
        if first:
            _GRAMMAR.insert(0, entry)
        else:
            _GRAMMAR.append(entry)
        return builder

    return register


@phrase(r"banish(?:ed)? after use")
def _banish_after_use(m: re.Match[str]) -> fx.Effect:
    return fx.BanishAfterUse()


@phrase(r"shuffle this card into your life deck after use")
def _shuffle_after_use(m: re.Match[str]) -> fx.Effect:
    return fx.ShuffleAfterUse()


@phrase(rf"limit {_N} per deck")
def _limit(m: re.Match[str]) -> fx.Effect:
    return fx.LimitPerDeck(_n(m.group(1)))


@phrase(r"heroes only")
def _heroes(m: re.Match[str]) -> fx.Effect:
    return fx.HeroesOnly()


@phrase(r"villains only")
def _villains(m: re.Match[str]) -> fx.Effect:
    return fx.VillainsOnly()


@phrase(r"most recent printing|created by [^,]+, op ?\d [a-z ]+ champion")
def _reprint(m: re.Match[str]) -> fx.Effect:
    return fx.Reprint()


@phrase(r"endurance:? (\d+)")
def _endurance(m: re.Match[str]) -> fx.Effect:
    return fx.Endurance(int(m.group(1)))


@phrase(r"(physical|energy) (?:attacks?|combat),?(?: costing (\d+)(?: stages?)?)?")
def _attack(m: re.Match[str]) -> fx.Effect:
    cost = int(m.group(2) or 0)
    if m.group(1).lower() == "physical":
        return fx.PhysicalAttack(cost_stages=cost)
    return fx.EnergyAttack(cost_stages=cost)


_DAMAGE = re.compile(
    r"^damage:? (?:(at)(?: ?\+ ?(\d+))?|(\d+)) (stages?|life cards?)"
    r"(?:,? and (?:\+ ?)?(\d+) (life cards?))?(?: of damage)?$",
    re.IGNORECASE,
)


_VARIABLE = re.compile(r"^damage:? (\d+) ?([+-]) ?x (stages?|life cards?)$", re.IGNORECASE)


_FOR_EACH = re.compile(
    r"^(damage:? .+?) \+(\d+) (stages?|life cards?)(?: of damage)? for each (.+)$", re.IGNORECASE
)


def parse_damage(clause: str) -> fx.Damage | None:
    """Read a ``DAMAGE:`` clause ("DAMAGE: AT +4 Life Cards") into a damage amount."""
    each = _FOR_EACH.match(clause.strip())
    if each:
        # "DAMAGE: 4 stages +4 stages for each copy of Saiyan Headbutt in your discard pile":
        # the "for each" part is an X counted when the damage is (conditions: X values).
        base = _combined_damage(f"{each.group(1)} +X {each.group(3)}")
        thing = re.sub(r"^(?:an? |one )", "", each.group(4).lower())
        x = f"{each.group(2)} times the number of {thing}"
        return msgspec.structs.replace(base, x=x) if base and is_known_x(x) else None
    variable = _VARIABLE.match(clause.strip())
    if variable:
        unit = (
            fx.Unit.STAGES if variable.group(3).lower().startswith("stage") else fx.Unit.LIFE_CARDS
        )
        return fx.VariableDamage(
            int(variable.group(1)), 1 if variable.group(2) == "+" else -1, unit
        )
    m = _DAMAGE.match(clause.strip())
    if m is None:
        return _combined_damage(clause.strip())
    unit = fx.Unit.STAGES if m.group(4).lower().startswith("stage") else fx.Unit.LIFE_CARDS
    if m.group(5):
        if m.group(1) or unit is not fx.Unit.STAGES:
            return _combined_damage(clause.strip())
        return fx.StagesAndLifeCards(int(m.group(3)), int(m.group(5)))
    if m.group(1):
        return fx.AtPlus(int(m.group(2) or 0), unit)
    amount = int(m.group(3))
    return fx.Stages(amount) if unit is fx.Unit.STAGES else fx.LifeCards(amount)


_TERM = re.compile(r"([+-]?)\s*(at|x|\d+)\s*((?:power )?stages?|life cards?)?", re.IGNORECASE)


def _combined_damage(clause: str) -> fx.Damage | None:
    """Any sum of AT, X and fixed terms per unit: "AT +3 stages and +2 life cards"."""
    body = re.sub(r"^damage:?\s*", "", clause, flags=re.IGNORECASE)
    body = re.sub(r"\s*of damage$|\s*damage$", "", body, flags=re.IGNORECASE)
    body = re.sub(r",? and |, ", " + ", body)
    totals = {"stages": [0, 0, 0], "life": [0, 0, 0]}  # fixed, AT count, X sign
    pending: list[tuple[int, str]] = []
    position = 0
    for m in _TERM.finditer(body):
        if body[position : m.start()].strip(" +"):
            return None
        position = m.end()
        sign = -1 if m.group(1) == "-" else 1
        pending.append((sign, m.group(2).lower()))
        if m.group(3):
            unit = "stages" if "stage" in m.group(3).lower() else "life"
            for term_sign, term in pending:
                slot = 1 if term == "at" else 2 if term == "x" else 0
                totals[unit][slot] += term_sign * (1 if slot else int(term))
            pending = []
    if pending or body[position:].strip() or not body.strip():
        return None
    (s_fixed, s_at, s_x), (l_fixed, l_at, l_x) = totals["stages"], totals["life"]
    return fx.Combined(s_fixed, s_at, s_x, l_fixed, l_at, l_x)


@phrase(r"stops? (?:an? )?(physical or energy|physical|energy)(?: attack)?(?: or energy attack)?")
def _stops(m: re.Match[str]) -> fx.Effect:
    return fx.Stops(m.group(1).lower())


@phrase(r"stops? an? attack")
def _stops_any(m: re.Match[str]) -> fx.Effect:
    return fx.Stops("physical or energy")


@phrase(rf"raise (your|your opponent's|a player's) anger {_N}(?: levels?)?")
def _raise_anger(m: re.Match[str]) -> fx.Effect:
    return fx.RaiseAnger(_n(m.group(2)), _who(m.group(1)))


@phrase(rf"lower (your|your opponent's|a player's) anger {_N}(?: levels?)?")
def _lower_anger(m: re.Match[str]) -> fx.Effect:
    return fx.LowerAnger(_n(m.group(2)), _who(m.group(1)))


@phrase(rf"raise or lower a player's anger {_N}(?: levels?)?")
def _raise_or_lower(m: re.Match[str]) -> fx.Effect:
    return fx.RaiseOrLowerAnger(_n(m.group(1)))


@phrase(rf"(?:(your mp|your opponent|your opponent's mp) )?gains? {_N} (?:power )?stages?")
def _gain(m: re.Match[str]) -> fx.Effect:
    return fx.GainStages(_n(m.group(2)), _who(m.group(1)))


@phrase(rf"(your mp|your opponent's mp|your opponent) loses? {_N} (?:power )?stages?")
def _lose(m: re.Match[str]) -> fx.Effect:
    return fx.LoseStages(_n(m.group(2)), _who(m.group(1)))


@phrase(rf"lose {_N} (?:power )?stages?")
def _lose_own(m: re.Match[str]) -> fx.Effect:
    return fx.LoseStages(_n(m.group(1)), Who.YOU)


@phrase(rf"draw {_N} cards?")
def _draw(m: re.Match[str]) -> fx.Effect:
    return fx.DrawCards(_n(m.group(1)))


@phrase(r"draw the (top|bottom) card (?:of|from) your discard pile")
def _draw_discard(m: re.Match[str]) -> fx.Effect:
    return fx.DrawFromDiscard(m.group(1).lower())


@phrase(rf"rejuvenate {_N}(?: cards?)?")
def _rejuvenate(m: re.Match[str]) -> fx.Effect:
    return fx.Rejuvenate(_n(m.group(1)))


@phrase(
    r"(?:(your opponent) destroys the top (?:(\d+|two|three) )?cards? of (?:his|their) life deck"
    r"|destroy the top (?:(\d+|two|three) )?cards? of (your|your opponent's) life deck)"
)
def _destroy_top(m: re.Match[str]) -> fx.Effect:
    if m.group(1):
        return fx.DestroyTopOfLifeDeck(_n(m.group(2) or "1"), Who.OPPONENT)
    return fx.DestroyTopOfLifeDeck(_n(m.group(3) or "1"), _who(m.group(4)))


@phrase(r"banish the top (?:(\d+|two|three) )?cards? of (your|your opponent's) life deck")
def _banish_top(m: re.Match[str]) -> fx.Effect:
    return fx.BanishTopOfLifeDeck(_n(m.group(1) or "1"), _who(m.group(2)))


@phrase(
    r"banish (?:the (top|bottom) )?(?:(\d+|two|three|a) )?cards? "
    r"(?:of|from|in) (your|your opponent's|his|their|a|either player's) discard pile"
)
def _banish_discard(m: re.Match[str]) -> fx.Effect:
    return _banish_from_pile(_n(m.group(2) or "1"), m.group(3), m.group(1) or "any")


def _banish_from_pile(count: int, whose: str, position: str) -> fx.Effect:
    """ "Banish N cards from your / your opponent's / a / either player's discard pile": the
    player chooses which pile when the text names none (Earth Dragon Ball 5, "Banish 3 cards
    from a discard pile"), then its cards."""
    if whose.lower() in ("a", "either player's"):
        return fx.Choice(
            tuple(fx.BanishFromDiscard(count, who, position) for who in (Who.YOU, Who.OPPONENT)),
            ("your discard pile", "your opponent's discard pile"),
        )
    return fx.BanishFromDiscard(count, _who(whose), position)


@phrase(r"(your opponent) discards (?:a|1) cards? from (?:his|their) hand")
def _opp_discards(m: re.Match[str]) -> fx.Effect:
    return fx.DiscardFromHand(1, Who.OPPONENT)


@phrase(rf"discard {_N} cards? from your hand")
def _discard(m: re.Match[str]) -> fx.Effect:
    return fx.DiscardFromHand(_n(m.group(1)), Who.YOU)


_KINDS = r"(?:setups?|drills?|allies|ally|dragon balls?|attached cards?)"


def _kinds(text: str) -> tuple[str, ...]:
    words = re.split(r",\s*(?:or\s+|and\s+)?|\s+or\s+|\s+and\s+", text.lower())
    return tuple(w.strip().rstrip("s").replace("allie", "ally") for w in words if w.strip())


@phrase(
    rf"(destroy|banish) (?:an? |up to (\d+) )?(?:(your opponent's|an opponent's) )?"
    rf"((?:{_KINDS}(?:,? (?:or |and )?)?)+)(?: in play)?"
)
def _remove(m: re.Match[str]) -> fx.Effect:
    count = int(m.group(2) or 1)
    whose = Who.OPPONENT if m.group(3) else Who.ANY
    return fx.Remove(m.group(1).lower(), _kinds(m.group(4)), count, whose, up_to=bool(m.group(2)))


_ZONES = r"(?:life deck|discard pile|banished zone)"


@phrase(
    rf"search (your|your opponent's) ((?:{_ZONES}(?:,? (?:or |and )?)?)+) for "
    rf"(?:a total of )?(up to )?(an?|\d+) (?!cop(?:y|ies) of)(.+?) and "
    r"(place (?:it|them) into play attached|place (?:it|them) into play|"
    r"place (?:it|them) into play at \d+ (?:power )?stages above 0|"
    r"place (?:it|them) into your hand|place (?:it|them) on top of "
    r"your life deck|rejuvenate (?:it|them)|play it|discard (?:it|them)|banish (?:it|them)|"
    r"destroy (?:it|them))"
)
def _search(m: re.Match[str]) -> fx.Effect:
    zones = tuple(
        z.strip() for z in re.split(r",\s*(?:or\s+|and\s+)?|\s+or\s+|\s+and\s+", m.group(2)) if z
    )
    destination = re.sub(r" (?:it|them)| power(?= stages)", "", m.group(6).lower())
    count = _n(m.group(4))
    # "up to N" (DBZ CRD: Individual Card Rulings — S8 Goku, Super Saiyan): fewer may be taken.
    up_to = bool(m.group(3)) and count > 1
    return fx.Search(zones, m.group(5), destination, count, _who(m.group(1)), up_to=up_to)


@phrase(
    r"name (?:an? |two different )?((?:non-dragon ball )?(?:[a-z ,]+?)) cards?\. search your "
    r"opponent's life deck for (all copies|1 copy) of (?:that card|each card) and banish them"
)
def _name_banish(m: re.Match[str]) -> fx.Effect:
    return fx.NameAndBanishCopies(
        _kinds(m.group(1)),
        2 if "two" in m.group(0).lower()[:20] else 1,
        m.group(2).lower() == "all copies",
    )


@phrase(r"(?:you may )?use a critical damage effect")
def _critical(m: re.Match[str]) -> fx.Effect:
    return fx.UseCriticalDamage()


@phrase(r"attach (?:this card )?to (your mp|your opponent's mp)")
def _attach(m: re.Match[str]) -> fx.Effect:
    return fx.AttachTo(m.group(1).lower())


@phrase(r"this attack stays in play to be used a second time this combat")
def _stays(m: re.Match[str]) -> fx.Effect:
    return fx.StaysInPlay()


@phrase(
    r"(?:damage|life card damage) (?:from|for) this attack (cannot be prevented|cannot be modified|"
    r"is banished|cannot be redirected)|this attack (cannot be stopped|can only be stopped by "
    r"an? [a-z ]+ card)"
)
def _attack_property(m: re.Match[str]) -> fx.Effect:
    prop = (m.group(1) or m.group(2)).lower()
    only = re.match(r"can only be stopped by an? (.+)$", prop)
    if only:
        return fx.AttackProperty(f"stop barred by non-{only.group(1)}")
    return fx.AttackProperty(prop)


@phrase(
    r"this attack cannot be (stopped|prevented|stopped or have its damage prevented) by "
    r"(?:an? )?([a-z -]+?) cards?"
)
def _attack_barred(m: re.Match[str]) -> fx.Effect:
    # "… cannot be stopped by Physical Combat cards": a stop from such a card does nothing.
    what = m.group(2).lower() + " card"
    verb = m.group(1).lower()
    acts = ("stop", "prevent") if " or " in verb else ("stop" if verb == "stopped" else "prevent",)
    props = tuple(fx.AttackProperty(f"{a} barred by {what}") for a in acts)
    return props[0] if len(props) == 1 else fx.Sequence(props)


@phrase(r"your opponent skips (?:his|their|his or her) next action(?: this combat)?")
def _skip(m: re.Match[str]) -> fx.Effect:
    return fx.SkipNextAction(Who.OPPONENT)


@phrase(r"end combat")
def _end_combat(m: re.Match[str]) -> fx.Effect:
    return fx.EndCombat()


@phrase(r"look at (your opponent's) hand")
def _look(m: re.Match[str]) -> fx.Effect:
    return fx.LookAtHand(Who.OPPONENT)


@phrase(
    rf"look at the top {_N} cards of (your|a player's|your opponent's) life deck and "
    r"(?:put|place) them back in any order"
)
def _rearrange(m: re.Match[str]) -> fx.Effect:
    return fx.RearrangeTop(_n(m.group(1)), _who(m.group(2)))


@phrase(
    rf"look at the top {_N} cards of your life deck and place any number of them on the top "
    r"or bottom of your life deck"
)
def _look_top_or_bottom(m: re.Match[str]) -> fx.Effect:
    # Android 18 - Prepared: a look, then any of them to the bottom, the rest back on top.
    return fx.Sequence(
        (fx.RevealTop(_n(m.group(1)), Who.YOU, look=True), fx.LookedToBottom(rearrange_top=True))
    )


@phrase(r"(?:you may )?place any of those cards at the bottom of that player's life deck")
def _looked_to_bottom(m: re.Match[str]) -> fx.Effect:
    # Black Amusement Drill, after "look at the top 2 cards of a player's Life Deck": any of
    # them to the bottom; the others stay on top as they were.
    return fx.LookedToBottom()


_MOD = (
    r"(?:(your|all of your|your opponent's|all) )?(?:(energy|physical|styled|non-styled) )?attacks?"
    r"( that raise your anger(?: level)?)? deals? "
    r"(?:([+-]\d+) (?:power )?stages?)?(?: and )?(?:([+-]\d+) life cards?)?(?: of damage)?"
    r"( this combat)?"
)


@phrase(rf"(for the remainder of combat, )?{_MOD}")
def _modifier(m: re.Match[str]) -> fx.Effect:
    if not m.group(5) and not m.group(6):
        raise _UnknownPhraseError(m.group(0))
    duration = "this combat" if (m.group(1) or m.group(7)) else "while in play"
    # "Non-Styled attacks deal -2 life cards" (Namekian Vanishing Drill): with no "your", every
    # player's attacks, as "all attacks" is.
    whose = m.group(2).lower() if m.group(2) else "all"
    return fx.AttackModifier(
        Who.ANY if whose == "all" else _who(whose),
        int(m.group(5) or 0),
        int(m.group(6) or 0),
        duration,
        kind=(m.group(3) or "").lower(),
        condition="raise your anger" if m.group(4) else "",
    )


@phrase(
    rf"prevent {_N} (stages?|life cards?) and {_N} (stages?|life cards?) of damage"
    r"(?: from (?:an|this|that) attack)?"
)
def _prevent(m: re.Match[str]) -> fx.Effect:
    first, second = _n(m.group(1)), _n(m.group(3))
    if m.group(2).lower().startswith("stage"):
        return fx.Prevent(first, second)
    return fx.Prevent(second, first)


@phrase(r"you cannot win by mppv")
def _no_mppv_ever(m: re.Match[str]) -> fx.Effect:
    return fx.CannotWinByMppv("always")


@phrase(
    r"((?:all of )?your (?:[a-z\- ]+ )?attack(?:s| cards)) gain,? (?:[\"“'](.+)[\"”']|(hit: .+))"
)
def _attacks_gain(m: re.Match[str]) -> fx.Effect:
    inner = compile_text(m.group(2) or m.group(3))
    if not inner.is_complete:
        raise _UnknownPhraseError(inner.unknown_phrases[0])
    # "Your non-Styled attack cards gain …": the attacks those cards perform.
    return fx.AttacksGain(m.group(1).lower().replace("attack cards", "attacks"), inner.program)


_KIND_WORDS = r"((?:(?:non-styled|styled|named|physical|energy) )*)"


@phrase(
    rf"(?:damage from )?(?:your|the) (next )?{_KIND_WORDS}attacks?(?: you perform)?"
    r"( this combat)? (cannot be stopped|cannot be prevented|cannot have (?:its|their) damage "
    r"prevented)( this combat| for the remainder of combat)?"
)
def _attacks_have(m: re.Match[str]) -> fx.Effect:
    # "Your next Styled physical attack this combat cannot be stopped", "Damage from your
    # attacks cannot be prevented this combat": floating; without a duration, while in play.
    prop = "cannot be stopped" if "stopped" in m.group(4).lower() else "cannot be prevented"
    duration = (
        "next attack"
        if m.group(1)
        else "this combat"
        if (m.group(3) or m.group(5))
        else "while in play"
    )
    return fx.AttacksHave(prop, m.group(2).strip().lower(), duration)


@phrase(
    rf"(?:your|the) next {_KIND_WORDS}attack(?: you perform)? this combat gains,?(?: -)? "
    r"[\"“'‘]?(hit: .+?|[^\"“”'‘’]+?)[\"”'’]?"
)
def _next_attack_gains(m: re.Match[str]) -> fx.Effect:
    inner = compile_text(m.group(2))
    if not inner.is_complete:
        raise _UnknownPhraseError(inner.unknown_phrases[0])
    return fx.NextAttackGains(inner.program, m.group(1).strip().lower())


@phrase(
    r"(your (?:first )?(?:styled |physical |energy |copied )?attacks?(?: each (?:turn|combat))?) "
    r"(cannot be stopped|cannot be prevented)"
)
def _attacks_property(m: re.Match[str]) -> fx.Effect:
    return fx.AttacksProperty(m.group(1).lower(), m.group(2).lower())


@phrase(r"(?:whenever|when|if) this card is (discarded or destroyed from your life deck), (.+)")
def _life_deck_self(m: re.Match[str]) -> fx.Effect:
    # Card rules of a card leaving the Life Deck (by an effect or as damage).
    return fx.FromHand(m.group(1).lower(), (compile_clause(m.group(2)),))


@phrase(r"(?:whenever|when|the next time) ([^,]+), (.+)")
def _whenever(m: re.Match[str]) -> fx.Effect:
    once = m.group(0).lower().startswith("the next time")
    event = m.group(1).lower()
    if m.group(2).lower() == "banish it" and "this" not in event:
        # Beerus - God of Destruction: "Whenever a non-Dragon Ball card is discarded from a
        # player's hand, banish it": "it" is the card the event is about (the timing makes it
        # the chosen card), not this card.
        return fx.Whenever(event, (fx.MoveChosen("banish"),), once)
    return fx.Whenever(event, (compile_clause(m.group(2)),), once)


@phrase(r"you cannot win by mppv if you (use this card|advance a personality level with this card)")
def _no_mppv(m: re.Match[str]) -> fx.Effect:
    return fx.CannotWinByMppv(m.group(1).lower())


@phrase(r"look at (your opponent's) hand and (?:choose|chose) (?:a|1|one) card")
def _look_choose(m: re.Match[str]) -> fx.Effect:
    return fx.LookAtHand(Who.OPPONENT, choose=True)


@phrase(
    r"(?:your opponent )?shuffles? that card into (?:his or her|his|their|your opponent's) "
    r"life deck"
)
def _shuffle_chosen(m: re.Match[str]) -> fx.Effect:
    return fx.ShuffleChosenIntoLifeDeck()


@phrase(r"(?:your opponent )?discards that card")
def _discard_chosen(m: re.Match[str]) -> fx.Effect:
    return fx.DiscardChosen()


@phrase(rf"destroy up to {_N} cards from the top of your life deck")
def _destroy_own_up_to(m: re.Match[str]) -> fx.Effect:
    return fx.DestroyTopOfLifeDeck(_n(m.group(1)), Who.YOU, up_to=True)


@phrase(rf"(raise|lower) (your mp|your opponent's mp) {_N} levels?")
def _level(m: re.Match[str]) -> fx.Effect:
    step = _n(m.group(3)) * (1 if m.group(1).lower() == "raise" else -1)
    return fx.ChangeLevel(step, _who(m.group(2)))


@phrase(r"your mp's pur is ([+-]\d+)")
def _pur(m: re.Match[str]) -> fx.Effect:
    return fx.PurModifier(int(m.group(1)))


@phrase(r"prevent all damage from (?:an|that|this) attack")
def _prevent_all(m: re.Match[str]) -> fx.Effect:
    return fx.Prevent(all_damage=True)


@phrase(r"your opponent draws (?:a|1) card")
def _opp_draws(m: re.Match[str]) -> fx.Effect:
    return fx.DrawCards(1, Who.OPPONENT)


# --- conditions, self-triggers and timings (DBZ CRD: Timing — Special timings) -------------

_SELF = "|".join(sorted((re.escape(k) for k in SELF_EVENTS), key=len, reverse=True))


@phrase(rf"if this card (is|would be) ({_SELF}), (.+)")
def _self_trigger(m: re.Match[str]) -> fx.Effect:
    event = m.group(2).lower()
    rest = m.group(3)
    instead = re.match(r"^(?:you may )?banish it instead to (.+)$", rest, re.IGNORECASE)
    if m.group(1).lower() == "would be" or instead:
        if instead is None:
            raise _UnknownPhraseError(m.group(0))
        return fx.FromHand(event, (compile_clause(instead.group(1)),), instead=True)
    # "If this card is discarded from your hand, Rejuvenate it": the first verb's "it" is the
    # card itself (a later "it", as in "search … for a Drill and play it", is the found card).
    rest = _SELF_IT.sub(r"\1this card", rest)
    return fx.FromHand(event, (compile_clause(rest),))


_SELF_IT = re.compile(
    r"^((?:you may )?(?:place|banish|rejuvenate|shuffle|return) )it\b", re.IGNORECASE
)


@phrase(r"if (this attack is stopped|stopped), (.+)")
def _if_stopped(m: re.Match[str]) -> fx.Effect:
    return fx.Whenever("this attack is stopped", (compile_clause(m.group(2)),), once=True)


@phrase(r"if (?!that attack was)([^,]+), (?:then )?(.+)")
def _if(m: re.Match[str]) -> fx.Effect:
    return fx.If(m.group(1).lower(), (compile_clause(m.group(2)),))


@phrase(r"until the start of your next turn, (?:whenever|when) ([^,]+?),? (your opponent .+)")
def _until_next_turn(m: re.Match[str]) -> fx.Effect:
    return fx.Whenever(m.group(1).lower(), (compile_clause(m.group(2)),), until="next turn")


@phrase(r"while you control 1 dragon ball, it cannot be captured by a critical damage effect")
def _no_capture(m: re.Match[str]) -> fx.Effect:
    return fx.CannotBeCaptured()


@phrase(r"this card is not discarded when (?:advancing|changing) (?:a )?levels?")
def _not_discarded(m: re.Match[str]) -> fx.Effect:
    return fx.NotDiscardedOnLevel()


@phrase(r"banish this card when (.+)")
def _banish_when(m: re.Match[str]) -> fx.Effect:
    return fx.Whenever(m.group(1).lower(), (fx.BanishThis(),))


@phrase(r"banish this card|banish it")
def _banish_this(m: re.Match[str]) -> fx.Effect:
    return fx.BanishThis()


@phrase(r"shuffle this card (?:back )?into your life deck|rejuvenate this card")
def _shuffle_this(m: re.Match[str]) -> fx.Effect:
    if m.group(0).lower().startswith("rejuvenate"):
        return fx.MoveFromDiscard(1, "this card", "rejuvenate")
    return fx.ShuffleThis()


@phrase(r"shuffle into your life deck after use")
def _shuffle_after(m: re.Match[str]) -> fx.Effect:
    return fx.ShuffleAfterUse()


@phrase(r"banis after use")
def _banish_typo(m: re.Match[str]) -> fx.Effect:
    return fx.BanishAfterUse()


@phrase(r"villians only")
def _villains_typo(m: re.Match[str]) -> fx.Effect:
    return fx.VillainsOnly()


# --- naming (DBZ RB: Glossary — "Naming" a card) ---------------------------------------------


@phrase(
    r"name (two different|2 different|a|an|one|two|2) ((?:non-dragon ball )?(?:[a-z ,]+?)?)cards?"
)
def _name(m: re.Match[str]) -> fx.Effect:
    count = 2 if m.group(1).lower().split()[0] in ("two", "2") else 1
    words = m.group(2).lower().replace("non-dragon ball", "").strip()
    kinds = _kinds(words) if words else ()
    # DBZ CRD: The Movie Collection C14 — "Name 2 cards" may name the same card twice.
    different = "different" in m.group(1).lower()
    return fx.NameCard(tuple(k for k in kinds if k), count, different or count == 1)


@phrase(r"your opponent shuffles a copy of that card from his hand into his life deck")
def _shuffle_named(m: re.Match[str]) -> fx.Effect:
    # Black Daze, after "Name a card. Your opponent reveals his hand. If the card you named
    # was revealed, …".
    return fx.ShuffleNamedFromHand(Who.OPPONENT)


@phrase(r"choose up to (two|2|three|3) (setups|drills|allies) in play")
def _choose_in_play(m: re.Match[str]) -> fx.Effect:
    # Black Swerve: the cards' titles, for "Search … for one copy of each and destroy them".
    kind = {"setups": "setup", "drills": "drill", "allies": "ally"}[m.group(2).lower()]
    return fx.ChooseInPlay(kind, _n(m.group(1)))


@phrase(
    r"search (your opponent's|your) life deck for (all copies|1 copy|a copy|one copy) of "
    r"(?:that card|each card|each|the named card|the card you named) and "
    r"(banish|discard|destroy) (?:them|it)"
)
def _search_named(m: re.Match[str]) -> fx.Effect:
    # "Name a card. Search your Life Deck for a copy of that card and destroy it" (Blue Energy
    # Push): "that card" is the card named; destroyed from a Life Deck, it is discarded.
    return fx.SearchNamed(_who(m.group(1)), m.group(2).lower() == "all copies", m.group(3).lower())


@phrase(
    r"your opponent searches (?:his|his or her) life deck for all copies of that card and "
    r"banishes them"
)
def _opp_searches_named(m: re.Match[str]) -> fx.Effect:
    return fx.SearchNamed(Who.OPPONENT, True, "banish")


# --- choosing cards in discard piles ---------------------------------------------------------


_WHAT = r"((?:non-dragon ball |styled |named |non-styled )?[a-z \-]*?cards?|drills?|setups?|allies)"


@phrase(
    rf"choose {_N} {_WHAT}(?: with an? shield icon)? in your discard pile and "
    r"rejuvenate (?:it|them)"
)
def _rejuvenate_chosen(m: re.Match[str]) -> fx.Effect:
    what = m.group(2).lower() + (" with a shield icon" if "shield" in m.group(0).lower() else "")
    return fx.RejuvenateChosen(_n(m.group(1)), what)


@phrase(rf"rejuvenate {_N} {_WHAT} from your discard pile")
def _rejuvenate_kind(m: re.Match[str]) -> fx.Effect:
    return fx.RejuvenateChosen(_n(m.group(1)), m.group(2).lower())


@phrase(
    rf"(?:choose|place) {_N} {_WHAT} (?:in|from) your discard pile (?:and place (?:it|them) )?"
    r"(on top of your life deck|into your hand|in your hand)"
)
def _move_from_discard(m: re.Match[str]) -> fx.Effect:
    to = "top of life deck" if "top" in m.group(3).lower() else "hand"
    return fx.MoveFromDiscard(_n(m.group(1)), m.group(2).lower(), to)


@phrase(rf"choose {_N} cards? in (your opponent's|your|a) discard pile and banish (?:it|them)")
def _banish_chosen(m: re.Match[str]) -> fx.Effect:
    return _banish_from_pile(_n(m.group(1)), m.group(2), "any")


@phrase(rf"banish {_N} cards? from (your opponent's|your|a|either player's) discard pile")
def _banish_n_discard(m: re.Match[str]) -> fx.Effect:
    return _banish_from_pile(_n(m.group(1)), m.group(2), "any")


@phrase(rf"banish {_N} cards? from your hand|banish a card from your hand")
def _banish_hand(m: re.Match[str]) -> fx.Effect:
    return fx.BanishFromHand(_n(m.group(1) or "1"))


@phrase(rf"draw the top {_N} cards (?:of|from) your discard pile")
def _draw_top_n(m: re.Match[str]) -> fx.Effect:
    return fx.MoveFromDiscard(_n(m.group(1)), "top card", "hand")


@phrase(r"draw the bottom card of your life deck")
def _draw_bottom(m: re.Match[str]) -> fx.Effect:
    return fx.DrawFromLifeBottom()


# --- cards in play ---------------------------------------------------------------------------


@phrase(
    r"(shuffle|return) an? ((?:dragon ball|drill|ally|setup)(?:,? (?:or )?(?:dragon ball|drill|"
    r"ally|setup))*) (you control|in play) (?:back )?(?:in)?to its owner's (life deck|hand)"
)
def _shuffle_in_play(m: re.Match[str]) -> fx.Effect:
    whose = Who.YOU if m.group(3).lower() == "you control" else Who.ANY
    return fx.ShuffleIntoLifeDeck(_kinds(m.group(2)), whose, to_hand=m.group(4).lower() == "hand")


@phrase(
    r"choose an? ((?:ally|drill|setup|dragon ball)(?:,? (?:or )?(?:ally|drill|setup|dragon ball))*)"
    r" in play and shuffle "
    r"that card into its owner's life deck"
)
def _choose_shuffle(m: re.Match[str]) -> fx.Effect:
    return fx.ShuffleIntoLifeDeck(_kinds(m.group(1)), Who.ANY)


@phrase(r"banish [\"“]([^\"”]+)[\"”]")
def _banish_named_self(m: re.Match[str]) -> fx.Effect:
    # Dr. Wheelo - Intelligent (DBZ CRD: The Movie Collection C5): the Ally banishes itself.
    return fx.BanishThis()


@phrase(r"(destroy) any of your (drills|setups|allies)")
def _destroy_own(m: re.Match[str]) -> fx.Effect:
    return fx.Remove("destroy", _kinds(m.group(2)), 1, Who.YOU)


@phrase(rf"(destroy|banish) (up to )?{_N} of your opponent's ((?:{_KINDS}(?:,? (?:or |and )?)?)+)")
def _remove_n(m: re.Match[str]) -> fx.Effect:
    kinds, count = _kinds(m.group(4)), _n(m.group(3))
    return fx.Remove(m.group(1).lower(), kinds, count, Who.OPPONENT, up_to=bool(m.group(2)))


@phrase(rf"(destroy|banish) (\d+|two|three) ((?:{_KINDS}(?:,? (?:or |and )?)?)+)(?: in play)?")
def _remove_count(m: re.Match[str]) -> fx.Effect:
    return fx.Remove(m.group(1).lower(), _kinds(m.group(3)), _n(m.group(2)), Who.ANY)


@phrase(rf"(destroy|banish) all ((?:{_KINDS}(?:,? (?:or |and )?)?)+)(?: in play)?")
def _remove_all(m: re.Match[str]) -> fx.Effect:
    return fx.Remove(m.group(1).lower(), _kinds(m.group(2)), 99, Who.ANY)


@phrase(
    r"(?:a|one) personality (?:is raised|gains?) to (?:its|their|his) highest power stage|"
    r"raise (?:a|one) personality to (?:its|their|his) highest power stage|"
    r"raise your mp to (?:its|his) highest power stage"
)
def _to_highest(m: re.Match[str]) -> fx.Effect:
    return fx.RaiseToHighest()


# --- anger and stages variants ---------------------------------------------------------------


@phrase(rf"lower (your opponent's|your) anger to {_N}")
def _anger_to(m: re.Match[str]) -> fx.Effect:
    return fx.SetAnger(_n(m.group(2)), _who(m.group(1)))


@phrase(rf"raise or lower (your opponent's|your) anger {_N}(?: levels?)?")
def _raise_or_lower_one(m: re.Match[str]) -> fx.Effect:
    # Blue Hand Blast's HIT: "Raise or lower your opponent's anger 2 levels": that player's.
    return fx.RaiseOrLowerAnger(_n(m.group(2)), _who(m.group(1)))


@phrase(
    rf"(your opponent|your opponent's mp|your mp) loses? {_N} (?:power )?stages?,? "
    r"to a minimum of 0"
)
def _lose_floor(m: re.Match[str]) -> fx.Effect:
    return fx.LoseStages(_n(m.group(2)), _who(m.group(1)), floor=True)


@phrase(rf"your opponent (?:gains|raises his anger|raises) ({_N}) (stages?|anger levels?)")
def _opp_gains(m: re.Match[str]) -> fx.Effect:
    if "anger" in m.group(3).lower():
        return fx.RaiseAnger(_n(m.group(2)), Who.OPPONENT)
    return fx.GainStages(_n(m.group(2)), Who.OPPONENT)


@phrase(rf"destroy the top {_N} cards? of (each player's|both players') life decks?")
def _destroy_each(m: re.Match[str]) -> fx.Effect:
    count = _n(m.group(1))
    return fx.Sequence(
        (fx.DestroyTopOfLifeDeck(count, Who.YOU), fx.DestroyTopOfLifeDeck(count, Who.OPPONENT))
    )


@phrase(rf"banish the top {_N} cards? of (?:your opponent's|his) life deck")
def _banish_top_n(m: re.Match[str]) -> fx.Effect:
    return fx.BanishTopOfLifeDeck(_n(m.group(1)), Who.OPPONENT)


@phrase(rf"(your opponent) destroys the top {_N} cards? of (?:his|their|his or her) life deck")
def _opp_destroys_n(m: re.Match[str]) -> fx.Effect:
    return fx.DestroyTopOfLifeDeck(_n(m.group(2)), Who.OPPONENT)


@phrase(r"your opponent discards a random card from (?:his|their|his or her) hand")
def _discard_random(m: re.Match[str]) -> fx.Effect:
    return fx.DiscardRandom(Who.OPPONENT)


@phrase(r"(your opponent )?reveals? (?:your|his|his or her) hand")
def _reveal_hand(m: re.Match[str]) -> fx.Effect:
    return fx.RevealHand(Who.OPPONENT if m.group(1) else Who.YOU)


@phrase(rf"your opponent discards {_N} cards? from (?:his|their|his or her) hand")
def _opp_discards_n(m: re.Match[str]) -> fx.Effect:
    return fx.DiscardFromHand(_n(m.group(1)), Who.OPPONENT)


@phrase(rf"(?:your opponent|each player) draws {_N} cards?")
def _opp_draws_n(m: re.Match[str]) -> fx.Effect:
    who = Who.EACH if m.group(0).lower().startswith("each") else Who.OPPONENT
    return fx.DrawCards(_n(m.group(1)), who)


# --- restrictions and floating combat effects -------------------------------------------------

_RESTRICTED = (
    r"(perform (?:physical |energy )?attacks|gain stages|raise (?:his|your) anger|gain anger|"
    r"play events|play non-styled cards|play styled cards|use critical damage effects|"
    r"use endurance)"
)


@phrase(
    rf"(your opponent|you) (?:cannot|may not) {_RESTRICTED}"
    r"(?: for the remainder of combat| this combat| until the end of combat)"
)
def _restriction(m: re.Match[str]) -> fx.Effect:
    what = m.group(2).lower().replace("his anger", "anger").replace("your anger", "anger")
    return fx.Restriction(_who(m.group(1)), what.replace("raise anger", "gain anger"))


@phrase(r"stops all (?:of )?your opponent's attacks(?: this combat| for the remainder of combat)")
def _stop_all(m: re.Match[str]) -> fx.Effect:
    return fx.StopAllAttacks()


@phrase(
    r"for the remainder of combat, all of your other attacks are considered to deal critical "
    r"damage"
)
def _force_crit(m: re.Match[str]) -> fx.Effect:
    return fx.ForceCritical()


@phrase(
    r"((?:drills|allies|setups)(?:,? (?:and|or) (?:drills|allies|setups))*) lose all "
    r"effects until the end of combat"
)
def _lose_effects(m: re.Match[str]) -> fx.Effect:
    return fx.LoseEffects(_kinds(m.group(1)))


@phrase(r"allies cannot make actions nor have damage redirect(?:ed)? to them this combat")
def _allies_idle(m: re.Match[str]) -> fx.Effect:
    return fx.Restriction(Who.EACH, "allies act")


@phrase(
    r"(?:the next attack you perform this combat|your next attack this combat|"
    r"your next (physical|energy|styled) attack this combat) deals "
    r"(?:([+-]\d+) (?:power )?stages?)?(?: and )?(?:([+-]\d+) life cards?)?(?: of damage)?"
    r"(?: this combat)?"
)
def _next_attack(m: re.Match[str]) -> fx.Effect:
    if not m.group(2) and not m.group(3):
        raise _UnknownPhraseError(m.group(0))
    return fx.AttackModifier(
        Who.YOU,
        int(m.group(2) or 0),
        int(m.group(3) or 0),
        "next attack",
        kind=(m.group(1) or "").lower(),
    )


@phrase(
    r"all (physical |energy )?attacks you perform for the remainder of combat deal "
    r"(?:([+-]\d+) (?:power )?stages?)?(?: and )?(?:([+-]\d+) life cards?)?(?: of damage)?"
)
def _rest_of_combat(m: re.Match[str]) -> fx.Effect:
    return fx.AttackModifier(
        Who.YOU,
        int(m.group(2) or 0),
        int(m.group(3) or 0),
        "this combat",
        kind=(m.group(1) or "").strip().lower(),
    )


@phrase(
    r"your other attacks (?:this combat )?deal "
    r"(?:([+-]\d+) (?:power )?stages?)?(?: and )?(?:([+-]\d+) life cards?)?(?: of damage)?"
    r"(?: this combat)?"
)
def _other_attacks(m: re.Match[str]) -> fx.Effect:
    if not re.search(r"this combat", m.string, re.IGNORECASE):
        raise _UnknownPhraseError(m.string)
    return fx.AttackModifier(Who.YOU, int(m.group(1) or 0), int(m.group(2) or 0), "other attacks")


@phrase(
    r"this attack (cannot be stopped|cannot be prevented|cannot have its damage modified|"
    r"cannot have its damage prevented)(?: or (?:have its damage )?(prevented|modified))?"
)
def _this_attack_cannot(m: re.Match[str]) -> fx.Effect:
    first = m.group(1).lower().replace("have its damage ", "be ")
    props = [fx.AttackProperty(first)]
    if m.group(2):
        props.append(fx.AttackProperty(f"cannot be {m.group(2).lower()}"))
    return props[0] if len(props) == 1 else fx.Sequence(tuple(props))


@phrase(r"damage from this attack cannot be (prevented|modified) or (prevented|modified)")
def _damage_cannot_both(m: re.Match[str]) -> fx.Effect:
    return fx.Sequence(
        (fx.AttackProperty("cannot be prevented"), fx.AttackProperty("cannot be modified"))
    )


@phrase(r"the first attack each player performs during combat cannot have its damage modified")
def _first_unmodified(m: re.Match[str]) -> fx.Effect:
    # Garlic Jr. - Confrontational (DBZ CRD: Damage — Modifiers, Example 2).
    return fx.AttacksProperty("the first attack each player performs", "cannot be modified")


@phrase(
    r"while attached, your opponent's first physical attack each combat cannot have its "
    r"damage modified"
)
def _attached_unmodified(m: re.Match[str]) -> fx.Effect:
    # Orange Uncontrolled Blast (DBZ CRD: Damage — Modifiers, Example 1).
    return fx.AttacksProperty(
        "your opponent's first physical attack each combat", "cannot be modified"
    )


@phrase(
    r"if that attack was an? (physical|energy) combat card, "
    r"(return it to your opponent's hand|banish it)"
)
def _return_attack(m: re.Match[str]) -> fx.Effect:
    to = "banish" if m.group(2).lower() == "banish it" else "hand"
    return fx.ReturnThatAttack(m.group(1).lower(), to)


@phrase(r"(?:then )?at the end of combat,? (.+)")
def _end_of_combat(m: re.Match[str]) -> fx.Effect:
    return fx.PlaceDelayed((compile_clause(m.group(1)),))


# --- defending, capturing, revealing and paying ------------------------------------------------


@phrase(
    r"(play|banish) this card (?:from your hand )?to stop an? "
    r"(physical|energy|physical or energy|physical attack or energy) attack"
    r"(?: instead of as an? (?:attack|action))?"
)
def _stop_instead(m: re.Match[str]) -> fx.Effect:
    # A dual-use card: a shield icon use instead of its usual one (DBZ CRD: Damage — Defending
    # attacks; DBZ RB: Glossary — Parenthesis Text); "banish": the card is banished for it.
    kind = m.group(2).lower().replace(" attack or ", " or ")
    return fx.StopInstead(kind, m.group(1).lower())


@phrase(
    r"stops? the next (physical |energy )?attack performed against you this combat|"
    r"stop your opponent's next (physical |energy )?attack this combat"
)
def _stop_next(m: re.Match[str]) -> fx.Effect:
    return fx.StopNextAttack((m.group(1) or m.group(2) or "").strip().lower())


@phrase(r"stops? all (?:of your opponent's )?(physical|energy) attacks this combat")
def _stop_all_kind(m: re.Match[str]) -> fx.Effect:
    return fx.StopAllAttacks(m.group(1).lower())


@phrase(r"capture (?:a|an|1|one) ((?:earth |namek )?dragon ball)")
def _capture(m: re.Match[str]) -> fx.Effect:
    return fx.CaptureDragonBall(m.group(1).lower())


@phrase(
    r"your opponent plays with (?:his|his or her|their) hand revealed"
    r"( until the start of your next turn| this combat)?"
)
def _hand_revealed(m: re.Match[str]) -> fx.Effect:
    until = (m.group(1) or "").strip().lower()
    return fx.HandRevealed(
        Who.OPPONENT, "next turn" if "next turn" in until else "combat" if until else ""
    )


@phrase(r"this personality cannot gain stages")
def _no_gain_self(m: re.Match[str]) -> fx.Effect:
    return fx.CannotGainStages()


@phrase(rf"pay {_N} (?:power )?stages?")
def _pay(m: re.Match[str]) -> fx.Effect:
    return fx.PayStages(_n(m.group(1)))


@phrase(r"(?:you may )?place (?:it|this card) (into play|on top of your life deck|into your hand)")
def _place_this(m: re.Match[str]) -> fx.Effect:
    words = m.group(1).lower()
    to = "play" if words == "into play" else "hand" if "hand" in words else "top of life deck"
    effect: fx.Effect = fx.PlaceThis(to)
    return fx.Optional(effect) if m.group(0).lower().startswith("you may") else effect


@phrase(rf"place {_N} cards? from your hand (?:at|on) the (bottom|top) of your life deck")
def _hand_to_life(m: re.Match[str]) -> fx.Effect:
    return fx.HandToLifeDeck(_n(m.group(1)), m.group(2).lower())


@phrase(
    r"your opponent's effects cannot (lower your anger|discard cards from your hand)"
    r"(?: this combat)?"
)
def _protected(m: re.Match[str]) -> fx.Effect:
    return fx.Protected(m.group(1).lower())


@phrase(r"your dragon balls cannot be captured(?: this combat)?")
def _no_capture_all(m: re.Match[str]) -> fx.Effect:
    return fx.Restriction(Who.YOU, "have dragon balls captured")


@phrase(rf"lower both players' mps {_N} (?:personality )?levels?")
def _lower_both(m: re.Match[str]) -> fx.Effect:
    step = -_n(m.group(1))
    return fx.Sequence((fx.ChangeLevel(step, Who.YOU), fx.ChangeLevel(step, Who.OPPONENT)))


@phrase(rf"(?:advance|raise) or lower (your opponent's mp|your mp) {_N} (?:personality )?levels?")
def _advance_or_lower(m: re.Match[str]) -> fx.Effect:
    who, step = _who(m.group(1)), _n(m.group(2))
    levels = "level" if step == 1 else "levels"
    words = (f"advance {step} {levels}", f"lower {step} {levels}")
    return fx.Choice((fx.ChangeLevel(step, who), fx.ChangeLevel(-step, who)), words)


@phrase(rf"rejuvenate the top or bottom {_N} cards? of your discard pile")
def _rejuvenate_either_end(m: re.Match[str]) -> fx.Effect:
    count = _n(m.group(1))
    return fx.Choice(
        (
            fx.MoveFromDiscard(count, "top card", "rejuvenate"),
            fx.MoveFromDiscard(count, "bottom card", "rejuvenate"),
        ),
        (f"rejuvenate the top {count}", f"rejuvenate the bottom {count}"),
    )


@phrase(
    rf"shuffle the top {_N} cards? (?:of|from) your discard pile into your life deck|"
    r"shuffle the top and bottom cards of your discard pile into your life deck"
)
def _shuffle_top_discard(m: re.Match[str]) -> fx.Effect:
    if m.group(1) is None:
        return fx.Sequence(
            (
                fx.MoveFromDiscard(1, "top card", "shuffle into life deck"),
                fx.MoveFromDiscard(1, "bottom card", "shuffle into life deck"),
            )
        )
    return fx.MoveFromDiscard(_n(m.group(1)), "top card", "shuffle into life deck")


@phrase(
    rf"search the top {_N} cards of your discard pile for (an?|\d+) (.+?) and "
    r"(place it into play|place it into your hand|rejuvenate it"
    r"|place it on (?:the )?top of your discard pile)"
)
def _search_top_discard(m: re.Match[str]) -> fx.Effect:
    # Red Stylish Entrance: "… and place it on the top of your discard pile".
    to = m.group(4).lower().replace(" it", "").replace("on the top", "on top")
    return fx.Search(("discard pile",), m.group(3), to, _n(m.group(2)), Who.YOU, _n(m.group(1)))


@phrase(rf"draw {_N} cards? and reveal (?:it|them) to your opponent")
def _draw_reveal(m: re.Match[str]) -> fx.Effect:
    return fx.DrawCards(_n(m.group(1)))


@phrase(r"for each card (destroyed|banished), (.+)")
def _for_each_moved(m: re.Match[str]) -> fx.Effect:
    # "For each card destroyed": the cards the sentence before moved from the Life Deck.
    inner = compile_clause(m.group(2))
    for field in msgspec.structs.fields(inner):
        value = getattr(inner, field.name)
        if field.name in ("levels", "amount", "count") and isinstance(value, int):
            x = f"{value} times the number of cards moved this way"
            return fx.ForX(field.name, msgspec.structs.replace(inner, **{field.name: 0}), x)
    raise _UnknownPhraseError(m.group(0))


@phrase(rf"destroy the top {_N} of your opponent's life deck")
def _destroy_top_typo(m: re.Match[str]) -> fx.Effect:
    return fx.DestroyTopOfLifeDeck(_n(m.group(1)), Who.OPPONENT)


# --- damage taken, this attack's damage, discard piles ----------------------------------------


@phrase(
    r"after taking (life card )?damage (?:from an? (physical |energy )?attack|that was not "
    r"prevented),? (.+)"
)
def _after_damage(m: re.Match[str]) -> fx.Effect:
    # A contextual timing (DBZ CRD: Timing — Special timings): after the attack's damage.
    unit = "life card " if m.group(1) else ""
    kind = (m.group(2) or "").strip()
    event = f"you take {unit}damage from an {kind} attack".replace("an  ", "an ")
    if kind == "physical":
        event = event.replace("an physical", "a physical")
    return fx.Whenever(event, (compile_clause(m.group(3)),))


@phrase(
    r"this attack deals? ([+-]\d+) (stages?|life cards?)"
    r"(?: and ([+-]\d+) (stages?|life cards?))?(?: of damage)?"
)
def _this_attack_deals(m: re.Match[str]) -> fx.Effect:
    amounts = {"stage": 0, "life": 0}
    for value, unit in ((m.group(1), m.group(2)), (m.group(3), m.group(4))):
        if value:
            amounts["stage" if unit.lower().startswith("stage") else "life"] += int(value)
    return fx.AttackModifier(Who.YOU, amounts["stage"], amounts["life"], "this attack")


@phrase(r"(?:its|this attack's) damage cannot be prevented")
def _its_damage(m: re.Match[str]) -> fx.Effect:
    return fx.AttackProperty("cannot be prevented")


@phrase(
    rf"look at the bottom {_N} cards of your discard pile or life deck and (?:put|place) them "
    r"back in any order"
)
def _rearrange_bottom_either(m: re.Match[str]) -> fx.Effect:
    # Namekian Catch: the player chooses the pile, then orders its bottom cards.
    count = _n(m.group(1))
    piles = ("discard pile", "life deck")
    return fx.Choice(
        tuple(fx.RearrangeTop(count, Who.YOU, pile, bottom=True) for pile in piles),
        tuple(f"the bottom {count} cards of your {pile}" for pile in piles),
    )


@phrase(
    rf"(?:rearrange|look at) the top {_N} cards of your discard pile"
    r"(?: and (?:put|place) them back in any order)?"
)
def _rearrange_discard(m: re.Match[str]) -> fx.Effect:
    return fx.RearrangeTop(_n(m.group(1)), Who.YOU, "discard pile")


@phrase(r"destroy the top (?:(\d+|two|three) )?cards? of each player's life deck")
def _destroy_top_each(m: re.Match[str]) -> fx.Effect:
    count = _n(m.group(1) or "1")
    # DBZ CRD: Heroes & Villains U100 — the user's Life Deck first, then the opponent's.
    return fx.Sequence(
        (fx.DestroyTopOfLifeDeck(count, Who.YOU), fx.DestroyTopOfLifeDeck(count, Who.OPPONENT))
    )


@phrase(rf"advance (your mp|your opponent's mp) {_N} (?:personality )?levels?")
def _advance(m: re.Match[str]) -> fx.Effect:
    return fx.ChangeLevel(_n(m.group(2)), _who(m.group(1)))


@phrase(r"(.+) at the end of combat")
def _delayed_after(m: re.Match[str]) -> fx.Effect:
    # "Advance your MP 1 level at the end of combat" (DBZ CRD: Timing — Combat).
    return fx.PlaceDelayed((compile_clause(m.group(1)),))


@phrase(
    rf"prevent {_N} (stages?|life cards?)(?: and {_N} (stages?|life cards?))? of damage from "
    r"(your opponent's next attack|(?:all of )?your opponent's attacks) this combat"
)
def _prevent_attacks(m: re.Match[str]) -> fx.Effect:
    amounts = {"stage": 0, "life": 0}
    for value, unit in ((m.group(1), m.group(2)), (m.group(3), m.group(4))):
        if value:
            amounts["stage" if unit.lower().startswith("stage") else "life"] += _n(value)
    return fx.PreventAttacks(amounts["stage"], amounts["life"], "next" in m.group(5).lower())


@phrase(r"once per (turn|combat),? (?:when|whenever|after) ([^,]+), (.+)")
def _once_per(m: re.Match[str]) -> fx.Effect:
    return fx.Whenever(m.group(2).lower(), (compile_clause(m.group(3)),), limit=m.group(1).lower())


@phrase(r"this card is considered(?: to be a)? named(?: card)?(?: for your card effects)?")
def _considered_named(m: re.Match[str]) -> fx.Effect:
    return fx.ConsideredNamed()


# --- copies, Life Deck tops, costs, Allies and responses --------------------------------------


@phrase(r"perform a copy of that attack for your next action")
def _copy_next(m: re.Match[str]) -> fx.Effect:
    # DBZ CRD: Individual Card Rulings — U66 Blue Avoidance and S144 Blue Swift Block.
    return fx.CopyAttack("that attack", "next action")


@phrase(r"perform the last attack your opponent used this combat")
def _copy_last(m: re.Match[str]) -> fx.Effect:
    # DBZ CRD: Individual Card Rulings — S18 Frieza - Transformed: a copied attack.
    return fx.CopyAttack("last opponent attack")


@phrase(r"perform an? (styled |non-styled )?(physical|energy) attack dealing (.+?)(?: of damage)?")
def _perform_attack(m: re.Match[str]) -> fx.Effect:
    # "… to perform a non-Styled physical attack dealing AT +2 stages": the effect performs
    # an attack with that DAMAGE (DBZ RB: How Attack and Defense Cards Work), styled as it says.
    # "dealing 1+X stages of damage": X is defined by the next sentence (_define_x).
    damage = parse_damage(f"DAMAGE: {m.group(3).replace(str(_X_MARK), 'X')}")
    if damage is None:
        raise _UnknownPhraseError(m.group(0))
    styled = (m.group(1) or "").strip().lower()
    return fx.PerformAttack(m.group(2).lower(), damage, styled)


@phrase(
    r"(?:as an action, )?(?:you may )?(discard|banish|play) this card(?: from your hand)?"
    r"(?: as an action)? to (perform an? .+)"
    r"|as an action, you may (discard|banish|play|place) this card(?: from your hand| into play)"
    r"(?: as an action)? to (.+)",
    first=True,
)
def _hand_action_attack(m: re.Match[str]) -> fx.Effect:
    # Card rules: "(You may discard this card from your hand to perform a … attack …)", "As an
    # action, you may banish this card from your hand to search …": a use of the card from the
    # hand as an action, its cost being how it leaves the hand ("place … into play": played).
    how = (m.group(1) or m.group(3)).lower()
    effect = compile_clause(m.group(2) or m.group(4))
    return fx.HandAction((effect,), "", "play" if how == "place" else how)


@phrase(
    rf"(your opponent) reveals the top {_N} cards? of (?:his|her|his or her|their) life deck"
    rf"|(reveal|look at) the top (?:{_N} )?cards? of (your|your opponent's|a player's) life deck"
    r"(?: to all players)?"
)
def _reveal_top(m: re.Match[str]) -> fx.Effect:
    if m.group(1):
        return fx.RevealTop(_n(m.group(2)), Who.OPPONENT)
    look = m.group(3).lower() == "look at"
    return fx.RevealTop(_n(m.group(4) or "1"), _who(m.group(5)), look=look)


@phrase(
    r"place that card (?:at|on) the (bottom|top) of (?:that player's|your|his|its owner's) "
    r"life deck"
)
def _move_looked(m: re.Match[str]) -> fx.Effect:
    return fx.MoveLooked(m.group(1).lower())


@phrase(r"cannot be stopped")
def _elided_unstoppable(m: re.Match[str]) -> fx.Effect:
    # "… this attack deals +6 life cards of damage and cannot be stopped".
    return fx.AttackProperty("cannot be stopped")


@phrase(
    r"whenever your opponent discards a card from (?:his|his or her|their) hand, the cards are "
    r"chosen at random",
    first=True,
)
def _random_discards(m: re.Match[str]) -> fx.Effect:
    return fx.RandomDiscards()


@phrase(
    r"(?:(your|your opponent's|all) )?((?:(?:non-styled|styled|physical|energy) )*)attacks cost "
    r"([+-]\d+) (?:power )?stages? to perform( this combat)?(?:,? to a minimum of (\d+))?"
)
def _cost_modifier(m: re.Match[str]) -> fx.Effect:
    whose = {"your": Who.YOU, "your opponent's": Who.OPPONENT}.get(
        (m.group(1) or "").lower(), Who.ANY
    )
    duration = "this combat" if m.group(4) else "while in play"
    kind = m.group(2).strip().lower()
    return fx.CostModifier(whose, int(m.group(3)), kind, duration, int(m.group(5) or 0))


@phrase(
    r"your (?:[\"“]([^\"”]+)[\"”] )?allies may make actions regardless of your mp's power stage "
    r"and they cannot be discarded"
)
def _free_allies(m: re.Match[str]) -> fx.Effect:
    # DBZ CRD: Individual Card Rulings — U6/U7 Captain Ginyu: only "discarding" is prevented.
    which = (m.group(1) or "").lower()
    return fx.Sequence((fx.AlliesActFreely(which), fx.AlliesNotDiscarded(which)))


@phrase(r"cancel the effects? of (?:that card|that event)")
def _cancel(m: re.Match[str]) -> fx.Effect:
    return fx.CancelThatCard()


@phrase(
    r"search your life deck for an? (.+?) and place it into play at the end of combat", first=True
)
def _search_later(m: re.Match[str]) -> fx.Effect:
    # DBZ CRD: Individual Card Rulings — R138 Orange Searching Maneuver: search now, set it
    # aside, place it into play at the end of combat.
    return fx.Search(("life deck",), m.group(1), "set aside until the end of combat")


@phrase(rf"(?:your mp|your main personality) pays {_N} (?:power )?stages?")
def _mp_pays(m: re.Match[str]) -> fx.Effect:
    # DBZ CRD: Individual Card Rulings — R144 Red Observation: paid if it can be.
    return fx.PayStages(_n(m.group(1)))


@phrase(r"lower your mp to (?:his|her|its) 0 power stage")
def _to_zero(m: re.Match[str]) -> fx.Effect:
    return fx.LoseStages(MAX_STAGES, Who.YOU, floor=True)


@phrase(
    r"at the end of combat, place that card into play under its owner's control from the "
    r"banished zone",
    first=True,
)
def _back_from_banished(m: re.Match[str]) -> fx.Effect:
    # Black Destructive Beam, after "You may choose a Setup, Drill, or Ally in play and banish
    # it": that card returns at the end of combat (grammar_steps._run_place_later), if one was
    # banished: a declined "you may" leaves nothing to return.
    return fx.IfYouDo((fx.PlaceLater(from_banished=True),))


@phrase(
    r"(banish up to (?:\d+|two|three) of your drills) and return them to play at the end of "
    r"combat",
    first=True,
)
def _smash(m: re.Match[str]) -> fx.Effect:
    # Orange Smash: the Drills banished come back at the end of combat, each under its owner
    # (they are that player's own Drills).
    return fx.Sequence((compile_clause(m.group(1)), fx.PlaceLater(from_banished=True, every=True)))


@phrase(
    r"destroy one of your drills and then place it back into play at the end of combat",
    first=True,
)
def _nudge(m: re.Match[str]) -> fx.Effect:
    # DBZ CRD: Individual Card Rulings — C42 Orange Nudge.
    return fx.Sequence((fx.Remove("destroy", ("drill",), 1, Who.YOU), fx.PlaceLater()))


@phrase(r"you cannot win by mppv if you use this (?:drill's|card's) effects?")
def _no_mppv_effect(m: re.Match[str]) -> fx.Effect:
    return fx.CannotWinByMppv("use this card")


@phrase(r"advance (?:a|one|1) (?:personality )?level")
def _advance_one(m: re.Match[str]) -> fx.Effect:
    return fx.ChangeLevel(1, Who.YOU)


@phrase(
    r"(?:your main personality|your mp|the personality performing this attack) may pay any "
    r"(?:number|amount) of (?:power )?stages"
)
def _pay_any(m: re.Match[str]) -> fx.Effect:
    return fx.PayAnyStages()


@phrase(r"for every (\d+) stages? paid, (.+)|(.+) for each stage paid")
def _per_paid(m: re.Match[str]) -> fx.Effect:
    per = int(m.group(1) or 1)
    inner = compile_clause(m.group(2) or m.group(3))
    for field in ("levels", "amount", "count", "stages", "life_cards"):
        value = getattr(inner, field, None)
        if isinstance(value, int) and value:
            x = f"{abs(value)} times the number of stages paid divided by {per}"
            return fx.ForX(field, msgspec.structs.replace(inner, **{field: 0}), x)
    raise _UnknownPhraseError(m.group(0))


@phrase(r"this (?:attack )?deals an additional ([+-]\d+) (stages?|life cards?) of damage")
def _additional(m: re.Match[str]) -> fx.Effect:
    amount = int(m.group(1))
    stages = amount if m.group(2).lower().startswith("stage") else 0
    return fx.AttackModifier(Who.YOU, stages, amount - stages, "this attack")


@phrase(
    r"discard an? ((?:styled )?(?:dragon ball|drill|setup|ally|event|[a-z]+ combat card)) "
    r"from your hand"
)
def _discard_kind(m: re.Match[str]) -> fx.Effect:
    return fx.DiscardFromHand(1, Who.YOU, m.group(1).lower())


@phrase(r"choose an? (drill|setup|ally) not named [\"“]([^\"”]+)[\"”] and (destroy|banish) it")
def _remove_not_named(m: re.Match[str]) -> fx.Effect:
    return fx.Remove(m.group(3).lower(), (m.group(1).lower(),), 1, Who.ANY, m.group(2))


@phrase(r"place the (top|bottom) card of your discard pile (?:into|in) your hand")
def _pile_card_to_hand(m: re.Match[str]) -> fx.Effect:
    return fx.MoveFromDiscard(1, f"{m.group(1).lower()} card", "hand")


@phrase(r"your maximum hand size is \+(\d+)(?: during the discard step)?")
def _hand_size(m: re.Match[str]) -> fx.Effect:
    return fx.HandSizeBonus(int(m.group(1)))


@phrase(
    r"(your attacks|all of your attacks) are considered styled( this combat)?"
    r"|this (?:card|attack) is considered styled(?: for your card effects)?"
)
def _considered_styled(m: re.Match[str]) -> fx.Effect:
    if not m.group(1):
        return fx.ConsideredStyled("this card")
    return fx.ConsideredStyled("this combat" if m.group(2) else "while in play")


@phrase(
    r"your drills are not discarded when (?:changing levels|you advance or lower a personality "
    r"level)( this combat)?"
)
def _drills_kept(m: re.Match[str]) -> fx.Effect:
    return fx.DrillsKept()


@phrase(r"use only if (.+)")
def _use_only_if(m: re.Match[str]) -> fx.Effect:
    return fx.UseOnlyIf(m.group(1).lower())


@phrase(
    r"your opponent cannot perform an? (physical |energy )?attacks? in (?:his|his or her|their) "
    r"next action"
)
def _next_action_restriction(m: re.Match[str]) -> fx.Effect:
    kind = (m.group(1) or "").strip()
    what = f"perform {kind} attacks" if kind else "perform attacks"
    return fx.Restriction(Who.OPPONENT, what, "next action")


@phrase(r"place this card on top of your life deck after use")
def _top_after_use(m: re.Match[str]) -> fx.Effect:
    return fx.PlaceThis("top of life deck")


# --- assembling -----------------------------------------------------------------------------

_LABEL = re.compile(
    r"^(?P<label>\[CONSTANT\](?: POWER)?|CONSTANT POWER|CONTINUOUS POWER|CONSTANT|"
    r"\[INSTANT\]:? POWER|INSTANT:? POWER|\[INSTANT\](?=:? use )|INSTANT|SHIELD POWER|POWER|HIT|"
    r"\[POWER\])\s*(?::|-|(?= use ))?\s*",
    re.IGNORECASE,
)
_USE_WHEN = re.compile(r"^(use (?:when|after|at|during) [^.]+)$", re.IGNORECASE)


def _clause(text: str) -> str:
    text = text.strip().rstrip(".,").strip()  # "(Banish after use,)": a stray comma
    if text.endswith(")") and "(" not in text:
        text = text[:-1].rstrip(".,").strip()  # "… +2 stages of damage instead.)": a stray ")"
    text = re.sub(r"\s+", " ", text)
    text = re.sub(r"\s*:\s*", ": ", text).replace("DAMAGE: ", "DAMAGE: ")
    text = re.sub(r"^damage:?\s+(?=at\b|\d)", "DAMAGE: ", text, flags=re.IGNORECASE)
    text = re.sub(r"^if (?:you|your do), ", "If you do, ", text, flags=re.IGNORECASE)  # misprints
    text = re.sub(r"^otherwise (?=\w)", "Otherwise, ", text, flags=re.IGNORECASE)  # comma left out
    # "POWER: Power Use after you use …": the label printed twice before its timing.
    text = re.sub(r"^power (?=use (?:when|after|at|during) )", "", text, flags=re.IGNORECASE)
    # "If you do and your MP has 2 or less Traits, …": a further condition inside "If you do".
    text = re.sub(r"^if you do and (?=[^,]+, )", "If you do, if ", text, flags=re.IGNORECASE)
    # "If you do your opponent cannot …": the comma left out ("If you do either of them, …"
    # and "If you do not, …" are other words).
    text = re.sub(
        r"^if you do (?!not\b|either\b|both\b|so\b|this\b|that\b|it\b)",
        "If you do, ",
        text,
        flags=re.IGNORECASE,
    )
    return text.replace("’", "'")


_X_MARK = 9797  # stands for X while a clause is matched, then the record is wrapped in ForX


def compile_clause(clause: str) -> fx.Effect:
    """Compile one clause; raises the module's unknown-phrase error if no phrase matches."""
    found = _compiled(_clause(clause))
    if found is None:
        raise _UnknownPhraseError(clause.strip())
    return found


@functools.lru_cache(maxsize=65536)
def _compiled(text: str) -> fx.Effect | None:
    try:
        return _timing_outside(_compile_clause(text))
    except _UnknownPhraseError:
        return None


def _timing_outside(effect: fx.Effect) -> fx.Effect:
    """A timing read around the choice or condition its sentence puts before it.

    "You may lower … whenever you destroy …" and "If C, … whenever you perform an attack": the
    timing waits in play, and when it happens the player is asked, or C is checked, then
    (DBZ CRD: Timing — Special timings: a condition is checked when the effect would happen).
    """
    if isinstance(effect, fx.Optional) and isinstance(effect.effect, fx.Whenever):
        timing = effect.effect
        return msgspec.structs.replace(timing, effects=(fx.Optional(_one(timing.effects)),))
    if (
        isinstance(effect, fx.If)
        and len(effect.effects) == 1
        and isinstance(effect.effects[0], fx.Whenever)
    ):
        timing = effect.effects[0]
        return msgspec.structs.replace(timing, effects=(fx.If(effect.condition, timing.effects),))
    return effect


def _one(effects: tuple[fx.Effect, ...]) -> fx.Effect:
    return effects[0] if len(effects) == 1 else fx.Sequence(effects)


_HAND_STOP = re.compile(
    r"you may (?:discard|rejuvenate|banish) an ally .+ from your hand to stop "
    r"(?:a physical or energy|an?) attack$",
    re.IGNORECASE,
)


def _compile_clause(text: str) -> fx.Effect:
    if re.search(r"\bX\b", text) and not re.match(r"^x ?=", text, re.IGNORECASE):
        # "Rejuvenate X", "destroy the top X cards": X is defined by a later "X = …" sentence.
        return _wrap_x(compile_clause(re.sub(r"\bX\b", str(_X_MARK), text)))
    if (
        text.lower().startswith("you may ")
        and not re.match(
            r"you may (?:not|only|have only|also use your level|use this [a-z ]+ more than once|"
            r"(?:discard|banish|play) this card[a-z ]* to perform"
            r"|banish this card from your hand at the end of combat to"
            r"|(?:discard|banish|play|rejuvenate) this card from your (?:hand|discard pile) "
            r"as an action|discard this card from your hand during the planning step"
            r"|(?:banish|shuffle) this (?:card|drill|setup) from play"
            r"|place any of those cards at the bottom)(?: |\.?$)",
            text,
            re.IGNORECASE,
        )
        and not _HAND_STOP.match(text)
    ):
        # "You may only have one X attached" is a limit, not a choice (phrases_pool); "You may
        # also use your Level 2 Powers" and "You may discard an Ally … from your hand to stop
        # an attack" are offers a constant makes (phrases_as_levels, phrases_as_cards); "You may
        # use this Drill more than once per turn" is a limit (phrases_mpset_limits).
        return fx.Optional(compile_clause(text[8:]))
    for pattern, builder in _GRAMMAR:
        match = pattern.match(text)
        if match:
            try:
                return builder(match)
            except _UnknownPhraseError:
                continue  # a word inside it is not understood: another reading may be
    # "A and then B": steps in order; "A to B": B only if A is done (DBZ CRD: stipulations);
    # "A and B", "A, then B": two steps of one sentence.
    for joiner, build in (
        (", and then ", _sequence),
        (" and then ", _sequence),
        (" to ", _stipulation),
        (", then ", _sequence),
        (" and ", _sequence),
        (", ", _sequence),
        (" or ", _choice),
    ):
        parts = text.split(joiner)
        for cut in range(1, len(parts)):
            try:
                first = compile_clause(joiner.join(parts[:cut]))
                second = compile_clause(joiner.join(parts[cut:]))
            except _UnknownPhraseError:
                continue
            if build is _choice:
                # The options keep their words, to be offered by them (never by record names).
                words = (joiner.join(parts[:cut]), joiner.join(parts[cut:]))
                return _choice(first, second, words)
            return build(first, second)
    raise _UnknownPhraseError(text)


def _wrap_x(effect: fx.Effect) -> fx.Effect:
    """Wrap every record holding the X mark in ForX (searching inside wrappers)."""
    wrapped, found = _wrap_all(effect)
    if found or isinstance(effect, fx.AttackModifier | fx.Combined):
        return wrapped
    if _define_x(effect, "X") is not None:
        return wrapped  # "… to perform an attack dealing 1+X stages": its damage holds X
    raise _UnknownPhraseError("X in an amount the grammar cannot hold")


def _wrap_all(effect: fx.Effect) -> tuple[fx.Effect, bool]:
    """``effect`` with each X mark wrapped ("destroy the top X … to destroy the top X …")."""
    changed: dict[str, object] = {}
    for field in msgspec.structs.fields(effect):
        value = getattr(effect, field.name)
        if value == _X_MARK:
            return fx.ForX(field.name, msgspec.structs.replace(effect, **{field.name: 0})), True
        if isinstance(value, fx.Effect):
            inner, found = _wrap_all(value)
            if found:
                changed[field.name] = inner
        if isinstance(value, tuple) and value and isinstance(value[0], fx.Effect):
            pairs = [_wrap_all(v) for v in value]
            if any(found for _, found in pairs):
                changed[field.name] = tuple(item for item, _ in pairs)
    if not changed:
        return effect, False
    return msgspec.structs.replace(effect, **changed), True


def _define_x(effect: fx.Effect, x: str) -> fx.Effect | None:
    """The effect with its first undefined X set to ``x``, or None if it has none."""
    if isinstance(effect, fx.ForX) and not effect.x:
        return msgspec.structs.replace(effect, x=x)
    if isinstance(effect, fx.PhysicalAttack | fx.EnergyAttack | fx.PerformAttack):
        damage = effect.damage
        if isinstance(damage, fx.VariableDamage | fx.Combined) and not damage.x:
            return msgspec.structs.replace(effect, damage=msgspec.structs.replace(damage, x=x))
        return None
    for field in msgspec.structs.fields(effect):
        value = getattr(effect, field.name)
        if isinstance(value, fx.Effect):
            inner = _define_x(value, x)
            if inner is not None:
                return msgspec.structs.replace(effect, **{field.name: inner})
        if isinstance(value, tuple):
            for index, item in enumerate(value):
                if isinstance(item, fx.Effect):
                    inner = _define_x(item, x)
                    if inner is not None:
                        items = (*value[:index], inner, *value[index + 1 :])
                        return msgspec.structs.replace(effect, **{field.name: items})
    return None


def _rule_if_you_do(program: list[fx.Effect], sentence: str) -> bool:
    """Merge "If you do, …" into the card rule or timing before it ("(You may discard this card
    from your hand during the Planning Step. If you do, …)"); False if it is no such sentence."""
    text = _clause(sentence)
    if not (program and text.lower().startswith("if you do, ")):
        return False
    previous = program[-1]
    if isinstance(previous, fx.Whenever) and isinstance(previous.effects[-1], fx.Optional):
        # "(When this card enters play, you may search …. If you do, destroy …)": the same
        # timing, as _add reads it outside parenthesis.
        if_you_do = fx.IfYouDo((compile_clause(text[11:]),))
        program[-1] = msgspec.structs.replace(previous, effects=(*previous.effects, if_you_do))
        return True
    if isinstance(previous, fx.FromHand) and previous.instead and not previous.effects:
        # "(If this card would be discarded …, you may banish it instead. If you do, E.)": E is
        # what banishing it instead does (Saiyan Blockade), as "… banish it instead to E".
        program[-1] = msgspec.structs.replace(previous, effects=(compile_clause(text[11:]),))
        return True
    if not isinstance(previous, fx.HandAction):
        return False
    clause = text[11:]
    effect = phrases_ven_attacks.copy_of_moved(previous.effects, clause) or compile_clause(clause)
    program[-1] = _with_effect(previous, fx.IfYouDo((effect,)))
    return True


def _with_effect(rule: fx.HandAction, if_you_do: fx.IfYouDo) -> fx.HandAction:
    """A card rule with its "If you do, …" sentence: its effect when the rule has none (moving
    the card is the rule's cost, done first), else after the effect it has."""
    effects = if_you_do.effects if not rule.effects else (*rule.effects, if_you_do)
    return msgspec.structs.replace(rule, effects=effects)


def _sequence(first: fx.Effect, second: fx.Effect) -> fx.Effect:
    return fx.Sequence((first, second))


def _stipulation(first: fx.Effect, second: fx.Effect) -> fx.Effect:
    return fx.Stipulation(first, second)


def _choice(first: fx.Effect, second: fx.Effect, words: tuple[str, ...] = ()) -> fx.Effect:
    return fx.Choice((first, second), words)


class _Block:
    def __init__(self, kind: str, trigger: str = "") -> None:
        self.kind = kind
        self.trigger = trigger
        self.effects: list[fx.Effect] = []
        self.hit: _Block | None = None

    def build(self) -> fx.Effect:
        effects = list(self.effects)
        if self.hit is not None:
            effects.append(fx.Hit(tuple(self.hit.effects)))
        if self.kind == "constant":
            return fx.Constant(tuple(effects))
        if self.kind == "instant":
            return fx.InstantPower(self.trigger, tuple(effects))
        return fx.Power(tuple(effects))


# "Physical attack Damage: 7 stages", "DAMAGE: 3 stages HIT: …", "Endurance 2.Physical attack".
_MISSING_STOP = re.compile(
    r"\b(attack|stages?|life cards?|\d)(?:,|\.)?\s+(?=(?:DAMAGE|Damage|HIT)\s*:)"
    r"|(\d)\.(?=[A-Z][a-z])"
    r"|(['\"”]|(?<!instant)(?<!constant)(?<!continuous)(?<!shield)\b[a-z]+)\s+"
    r"(?=(?:POWER|\[INSTANT\]|\[CONSTANT\]|Power):)"  # "gain 'Endurance 1' POWER:"
    r"|(\w) \.(?=[A-Z])"  # "Use when entering combat .Search …"
    r"|(\w),\s+(?=X ?= )"  # "… of his Life Deck, X = the number of Allies banished this way"
)


def _punctuated(text: str) -> str:
    """Text with the sentence stops the data leaves out before a DAMAGE or HIT line."""
    return _MISSING_STOP.sub(
        lambda m: (m.group(1) or m.group(2) or m.group(3) or m.group(4) or m.group(5)) + ". ",
        text,
    )


def compile_text(text: str, title: str = "") -> CompileResult:
    """Compile card text (as printed or as ruled) into a program."""
    program: list[fx.Effect] = []
    top = _Block("top")
    block = top
    in_hit = False  # sentences after "HIT:" belong to the HIT block until the next label
    try:
        if not text.strip():
            raise _UnknownPhraseError("(no text in the data)")
        for piece in split_sentences(_punctuated(text)):
            body = piece.strip()
            if body.startswith("(") and body.endswith(")"):
                # DBZ RB: Glossary — Parenthesis Text: card rules, compiled like any clause; an
                # "X = …" in them defines the X of the rule before it.
                for inner in split_sentences(body[1:-1]):
                    x = re.match(r"^\s*x ?= ?(.+?)\.?\s*$", inner, re.IGNORECASE)
                    defined = _define_x(program[-1], x.group(1).lower()) if x and program else None
                    if x and defined is None:
                        raise _UnknownPhraseError(inner.strip())
                    if defined is not None:
                        program[-1] = defined
                    elif _rule_if_you_do(program, inner):
                        continue  # the card rule's effect (phrases_late_actions)
                    else:
                        program.append(compile_clause(inner))
                continue
            label = _LABEL.match(body)
            if label:
                kind = label.group("label").upper()
                body = body[label.end() :]
                if kind == "HIT":
                    block.hit = block.hit or _Block("hit")
                    in_hit = True
                else:
                    if block is not top:
                        program.append(block.build())
                    in_hit = False
                    if "CONSTANT" in kind or "CONTINUOUS" in kind:
                        block = _Block("constant")
                    elif "INSTANT" in kind or (
                        kind in ("POWER", "[POWER]") and _USE_WHEN.match(_clause(body))
                    ):
                        trigger = _USE_WHEN.match(_clause(body))
                        if trigger is None:
                            raise _UnknownPhraseError(piece)
                        block = _Block("instant", trigger.group(1))
                        continue
                    else:
                        block = _Block("power")
            if not body.strip(" ."):
                continue
            target = block.hit if (in_hit and block.hit is not None) else block
            _add(target, body, block)
    except _UnknownPhraseError as unknown:
        return CompileResult(title, (), (unknown.phrase,))
    program.extend(top.effects)
    if top.hit is not None:
        program.append(fx.Hit(tuple(top.hit.effects)))
    if block is not top:
        program.append(block.build())
    return CompileResult(title, tuple(program))


def _add(block: _Block, body: str, owner: _Block) -> None:
    text = _clause(body)
    damage = parse_damage(text) if text.upper().startswith("DAMAGE") else None
    if damage is not None:
        # DBZ RB: How Attack Cards Work — the DAMAGE line belongs to the attack before it.
        for index in range(len(owner.effects) - 1, -1, -1):
            attack = owner.effects[index]
            if isinstance(attack, fx.PhysicalAttack | fx.EnergyAttack) and attack.damage is None:
                owner.effects[index] = msgspec.structs.replace(attack, damage=damage)
                return
        raise _UnknownPhraseError(body)
    if re.match(r"^x ?= ?", text, re.IGNORECASE):
        # "X = …" defines the X of an earlier sentence (the DAMAGE line or "Rejuvenate X").
        x = text.split("=", 1)[1].strip().lower()
        found = False
        for holder in (block, owner, *(b for b in (owner.hit,) if b is not None)):
            for index in range(len(holder.effects) - 1, -1, -1):
                defined = _define_x(holder.effects[index], x)
                # One X for the card: "DAMAGE: 4 + X life cards. HIT: Rejuvenate X. X = …".
                while defined is not None:
                    found = True
                    holder.effects[index] = defined
                    defined = _define_x(defined, x)
        if not found:
            raise _UnknownPhraseError(body)
        return
    not_done = _IF_NOT_DONE.match(text)
    if not_done and block.effects:
        # "…, your opponent may discard a [DEFENSE] card …. If he or she does not, banish …":
        # within the same timing when the offer was made by one (phrases_ex2_not).
        answered = phrases_ex2_not.after(
            block.effects[-1], fx.IfNotDone((compile_clause(text[not_done.end() :]),))
        )
        if answered is None:
            raise _UnknownPhraseError(body)
        block.effects[-1:] = answered
        return
    if text.lower().startswith("if you do, "):
        previous = block.effects[-1] if block.effects else None
        more = _top_instead(text[11:], block.effects)
        if_you_do = fx.IfYouDo((more or compile_clause(text[11:]),))
        if isinstance(previous, fx.Whenever) and isinstance(previous.effects[-1], fx.Optional):
            # "When you play a Drill, you may banish this card. If you do, …": same timing.
            block.effects[-1] = msgspec.structs.replace(
                previous, effects=(*previous.effects, if_you_do)
            )
            return
        if previous is None:
            raise _UnknownPhraseError(body)
        if isinstance(previous, fx.HandAction):
            # "(You may discard this card from your hand during the Planning Step. If you do,
            # …)": the card rule's own effect, after its cost (phrases_late_actions).
            block.effects[-1] = _with_effect(previous, if_you_do)
            return
        # After any sentence: B only if the sentence before was done (a cost paid, a card
        # found; DBZ CRD: General — Effects with stipulations).
        block.effects.append(if_you_do)
        return
    otherwise = _otherwise(text, block.effects[-1] if block.effects else None)
    if otherwise is not None:
        block.effects.append(otherwise)
        return
    bonus = _COPY_BONUS.match(text)
    if bonus and block.effects:
        # Frieza - Transformed: "That attack deals an additional +2 stages of damage."
        merged = _with_copy_bonus(block.effects[-1], int(bonus.group(1)))
        if merged is None:
            raise _UnknownPhraseError(body)
        block.effects[-1] = merged
        return
    instead = _instead(text, block.effects[-1] if block.effects else None)
    if instead is not None:
        block.effects[-1:] = instead
        return
    if _OPPONENT_MAY_USE.match(text):
        # Combination Drill: the opponent may use the effect of the sentences before; his use
        # gives no new use back (DBZ CRD: Heroes & Villains C60).
        block.effects.append(fx.OpponentMayUse(tuple(block.effects)))
        return
    record = compile_clause(text)
    previous = block.effects[-1] if block.effects else None
    if (
        block.kind == "constant"
        and isinstance(previous, fx.Whenever)
        and not isinstance(record, fx.PlaceDelayed)
        and not fx.is_standing(record)
    ):
        # "[CONSTANT]: When entering combat, look at … Banish the top card of …": a one-shot
        # sentence after a timing continues that timing's effect (it has no other time to run).
        block.effects[-1] = msgspec.structs.replace(previous, effects=(*previous.effects, record))
        return
    block.effects.append(record)


_INSTEAD = re.compile(r"^(?:if|while) ([^,]+), (?:instead (.+)|(.+?),? instead)$", re.IGNORECASE)


def _instead(text: str, previous: fx.Effect | None) -> list[fx.Effect] | None:
    """ "A. If C, B instead.": A when C does not hold, B when it does; None if not so.

    "Search … for a Dragon Ball and play it. If …, search … for 2 Dragon Balls instead": the
    second search moves its cards as the first does (the words it leaves out).
    """
    may = _MAY_INSTEAD.match(text)
    if may is not None and isinstance(previous, fx.Optional):
        return _may_instead(may.group(1).lower(), may.group(2), previous)
    m = _INSTEAD.match(text)
    if m is None or previous is None or isinstance(previous, fx.If | fx.Whenever):
        return None
    if m.group(1).lower().startswith("attached"):
        # "While attached, … instead", "While attached whenever …, … instead": an attached
        # card's text, not "If C, B instead"
        return None
    if isinstance(previous, fx.PhysicalAttack | fx.EnergyAttack):
        return None  # "If C, this attack's base damage is 7 stages instead": the damage, not
        # the attack, is replaced (phrases_as_cards), and the card stays an attack
    words = m.group(2) or m.group(3)
    if words.lower().endswith("after use"):
        return None  # "If C, discard after use instead": the card rule, not the sentence before
    condition = m.group(1).lower()
    if not is_known_condition(condition):
        raise _UnknownPhraseError(text)
    if isinstance(previous, fx.Search) and _compiled(words) is None:
        # "… for 2 Dragon Balls instead": the search moves them as the one it replaces does.
        words += " and play them" if previous.to == "play" else " and place them into your hand"
    replacement = compile_clause(words)
    if isinstance(replacement, fx.ModifierInstead):
        # "…to have your attacks deal +1 stage…. If you discarded a Dragon Ball, they deal +3
        # stages instead": C reads what A paid, so A runs and B then replaces its amount.
        return [previous, fx.If(condition, (replacement,))]
    if isinstance(previous, fx.Search) and isinstance(replacement, fx.Search):
        replacement = msgspec.structs.replace(replacement, to=previous.to)
    return [fx.If(f"not {condition}", (previous,)), fx.If(condition, (replacement,))]


_TOP_INSTEAD = re.compile(r"^(destroy|banish) the top (\d+) instead\.?$", re.IGNORECASE)


def _top_instead(words: str, effects: list[fx.Effect]) -> fx.Effect | None:
    """ "Destroy the top 3 cards of your opponent's Life Deck. You may lower your MP 1 level.
    If you do, destroy the top 5 instead" (Dr. Wheelo's History): the 3 are gone by then, so
    the 2 more (the same 5 cards); None if the words are not so."""
    m = _TOP_INSTEAD.match(words.strip())
    if m is None:
        return None
    kind = fx.DestroyTopOfLifeDeck if m.group(1).lower() == "destroy" else fx.BanishTopOfLifeDeck
    before = effects[-2] if len(effects) >= 2 else None
    if not isinstance(before, kind) or int(m.group(2)) <= before.count:
        raise _UnknownPhraseError(words)
    return msgspec.structs.replace(before, count=int(m.group(2)) - before.count)


_MAY_INSTEAD = re.compile(r"^if ([^,]+), you may instead (.+)$", re.IGNORECASE)


def _may_instead(condition: str, words: str, previous: fx.Optional) -> list[fx.Effect]:
    """ "You may A or B. If C, you may instead D.": while C holds, D is one more choice beside
    A and B (Namekian Growth); otherwise only A or B."""
    if not is_known_condition(condition):
        raise _UnknownPhraseError(words)
    other = compile_clause(words)
    inner = previous.effect
    if isinstance(inner, fx.Choice):
        labels = (*inner.labels, words) if inner.labels else ()
        choice = fx.Choice((*inner.options, other), labels)
    else:
        choice = fx.Choice((inner, other))
    return [fx.If(f"not {condition}", (previous,)), fx.If(condition, (fx.Optional(choice),))]


def _otherwise(text: str, previous: fx.Effect | None) -> fx.Effect | None:
    """ "If C, A. Otherwise, B.": B when C does not hold, or None if the text is not so."""
    if not text.lower().startswith("otherwise, "):
        return None
    if isinstance(previous, fx.Whenever) and len(previous.effects) == 1:
        previous = previous.effects[0]  # "If C, A whenever T": the If inside its timing
    if not isinstance(previous, fx.If):
        raise _UnknownPhraseError(text)
    return _timing_outside(fx.If(f"not {previous.condition}", (compile_clause(text[11:]),)))


_IF_NOT_DONE = re.compile(
    r"^if (?:you do|(?:he|she|he or she|your opponent) does) not, ", re.IGNORECASE
)
_COPY_BONUS = re.compile(
    r"^that attack deals an additional \+(\d+) stages? of damage$", re.IGNORECASE
)
_OPPONENT_MAY_USE = re.compile(
    r"^your opponent may then use the effects? of this (?:drill|card)$", re.IGNORECASE
)


def _with_copy_bonus(effect: fx.Effect, bonus: int) -> fx.Effect | None:
    """The effect with ``bonus`` stages added to the copy it performs, or None."""
    if isinstance(effect, fx.CopyAttack):
        return msgspec.structs.replace(effect, bonus_stages=effect.bonus_stages + bonus)
    if isinstance(effect, fx.Stipulation):
        inner = _with_copy_bonus(effect.effect, bonus)
        return None if inner is None else msgspec.structs.replace(effect, effect=inner)
    if isinstance(effect, fx.Optional):
        inner = _with_copy_bonus(effect.effect, bonus)
        return None if inner is None else fx.Optional(inner)
    return None


_REDUCED_FLOOR = re.compile(r"(\breduced by \d+)\s*\(to a minimum of 0\)", re.IGNORECASE)
_COST_FLOOR = re.compile(r"(\bcosts? -\d+ stages?)\s*\(to a minimum of 0\)", re.IGNORECASE)
_ANGER_FLOOR = re.compile(
    r"(\bless anger to advance (?:a )?personality level)\s*\((to a minimum of \d+)\)", re.IGNORECASE
)


def compiled_text(card: Card) -> str:
    """The text ``compile_card`` compiles: the ruled text where the rulings re-word the card."""
    ruled = ruled_text(card.title, card.short_number)
    text = ruled if ruled is not None else card.text
    if (
        ruled is not None
        and re.match(r"\s*POWER:", card.text)
        and not re.search(r"\bPOWER:", ruled, flags=re.IGNORECASE)
    ):
        # DBZ CRD: Individual Card Rulings — S8 Goku, Super Saiyan: the ruling quotes only the
        # effect ("Search your Life Deck, … and place them into play."); the printed "POWER:"
        # label stays, or the MP would have no Power to use.
        text = "POWER: " + ruled
    # "Your attacks cost -1 stage (to a minimum of 0)": a cost never goes below 0 (DBZ RB: The
    # Combat Step — Playing an Attack; attack_start.attack_cost): the parenthesis is its own.
    text = _COST_FLOOR.sub(r"\1", text)
    # "… are reduced by 1 (to a minimum of 0)": the floor of that reduction (phrases_mpe_anger).
    text = _REDUCED_FLOOR.sub(r"\1 to a minimum of 0", text)
    # "… 1 less anger to advance a personality level (to a minimum of 4)": that change's floor.
    text = _ANGER_FLOOR.sub(r"\1 \2", text)
    if (
        card.type is CardType.PHYSICAL_COMBAT
        and re.search(r"\bDAMAGE\s*:", text)
        and not re.search(r"\b(?:physical|energy) attack\b", text, re.IGNORECASE)
    ):
        # DBZ RB: How Attack and Defense Cards Work — a Physical Combat card with a DAMAGE line
        # and no attack sentence at all is a physical attack; some data leaves it out.
        text = re.sub(r"(?=\bDAMAGE\s*:)", "Physical attack. ", text, count=1)
    # Android 19 - Injured: "[INSTANT] POWER: Use entering combat." is the Instant Power timing
    # "Use when entering combat" (DBZ CRD: Timing — Special timings) with its "when" left out.
    text = re.sub(r"\bUse entering combat\b", "Use when entering combat", text)
    kind = ruled_kind(card.title)
    if kind == "instant":
        # DBZ CRD: U144 Quickness Drill — "treat this card as if it is an Instant Power".
        text = re.sub(
            r"\[CONSTANT\]:?\s*When entering combat,\s*",
            "[INSTANT] POWER: Use when entering combat. ",
            text,
            flags=re.IGNORECASE,
        )
    return text


def compile_card(card: Card) -> CompileResult:
    """Compile a card's text, or its ruled text where the rulings re-word the card."""
    ruled = ruled_text(card.title, card.short_number)
    kind = ruled_kind(card.title)
    result = compile_text(compiled_text(card), card.title)
    if kind == "instant and continuous" and result.is_complete:
        result = CompileResult(result.title, (*result.program, fx.AlsoContinuous()))
    if ruled is None:
        return result
    return CompileResult(result.title, result.program, result.unknown_phrases, ruled)


def sentence_records(text: str) -> list[tuple[str, fx.Effect | None]]:
    """Each sentence of card text with the record it compiles to on its own.

    None stands for a line that completes an earlier sentence (a ``DAMAGE:`` line, an
    ``X = …`` definition, a timing label, "That attack deals an additional …"); a sentence
    that compiles neither alone nor as such a line is given as None too.
    """
    found: list[tuple[str, fx.Effect | None]] = []
    previous: fx.Effect | None = None
    for piece in split_sentences(_punctuated(text)):  # as compile_text reads it
        body = piece.strip()
        inner = [body]
        if body.startswith("(") and body.endswith(")"):
            inner = split_sentences(body[1:-1])
        for sentence in inner:
            label = _LABEL.match(sentence)
            clause = _clause(sentence[label.end() :] if label else sentence)
            if not clause.strip(" ."):
                continue
            if clause.lower().startswith("if you do, "):
                clause = clause[11:]
            if _OPPONENT_MAY_USE.match(clause):
                found.append((clause, fx.OpponentMayUse(())))
                continue
            if _USE_WHEN.match(clause) or re.match(r"^(?:damage\b|x ?=)", clause, re.IGNORECASE):
                found.append((clause, None))
                continue
            if clause.lower().startswith("otherwise, "):
                try:
                    found.append((clause, _otherwise(clause, previous)))
                except _UnknownPhraseError:
                    found.append((clause, None))
                continue
            if (_INSTEAD.match(clause) or _MAY_INSTEAD.match(clause)) and previous is not None:
                try:  # "If C, B instead": the record for B, the one before it kept as A
                    replaced = _instead(clause, previous)
                except _UnknownPhraseError:
                    replaced = []
                if replaced is not None:  # None: not "If C, B instead" ("While attached, …")
                    found.append((clause, replaced[-1] if replaced else None))
                    continue
            previous = _compiled(clause)
            found.append((clause, previous))
    return found


# --- the wider pool's phrase families (phrases_pool.py), after the phrases above ---------------


def _pool_builder(build: phrases_pool.Builder) -> _Builder:
    def builder(m: re.Match[str]) -> fx.Effect:
        try:
            return build(m, compile_clause)
        except _UnknownPhraseError:
            raise  # a nested clause: reported as itself
        except phrases_pool.UnknownWordsError as exc:
            raise _UnknownPhraseError(m.string) from exc

    return builder


# Registration order matters: a family registered earlier wins a tie between equal patterns.
_POOL_FAMILIES = (
    phrases_pool,
    phrases_self,
    phrases_moves,
    phrases_levels,
    phrases_limits,
    phrases_timings,
    phrases_piles,
    phrases_attacks,
    phrases_choices,
    phrases_attached,
    phrases_hand,
    phrases_mpe_traits,
    phrases_mpe_timings,
    phrases_mpe_attacks,
    phrases_mpe_anger,
    phrases_mpe_piles,
    phrases_vp_self,
    phrases_vp_levels,
    phrases_vp_attacks,
    phrases_vp_stops,
    phrases_vp_hand,
    phrases_vp_more,
    phrases_as_cards,
    phrases_as_levels,
    phrases_mpset_limits,
    phrases_mpset_decks,
    phrases_mpset2_damage,
    phrases_late_actions,
    phrases_late_attacks,
    phrases_late_timings,
    phrases_early_stays,
    phrases_early_gain,
    phrases_early_more,
    phrases_aw_titles,
    phrases_aw_choose,
    phrases_aw_allies,
    phrases_aw_piles,
    phrases_aw_attached,
    phrases_aw_endurance,
    phrases_ev_attacks,
    phrases_ev_more,
    phrases_found,
    phrases_ven_attacks,
    phrases_mov_more,
    phrases_dende_balls,
    phrases_aw_damage,
    phrases_ex2_not,
    phrases_ex3_limits,
    phrases_ex1_anger,
)
for _family in _POOL_FAMILIES:
    for _pattern, _build, _first in _family.PHRASES.entries:
        phrase(_pattern, _first)(_pool_builder(_build))
