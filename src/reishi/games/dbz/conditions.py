"""The words compiled card text leaves as strings: timings, conditions and X definitions.

Each vocabulary is a table of (pattern, meaning). The compiler keeps the words as written;
``kit`` accepts a card only if each of its words matches a pattern here, and ``flow``
evaluates them. Adding a pattern is how the engine learns a new condition.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from typing import Any

from reishi.games.dbz import effects as fx
from reishi.games.dbz.cards import Alignment, CardType, Style
from reishi.games.dbz.naming import all_named_among, names
from reishi.games.dbz.state import IN_PLAY, DbzState, Zone
from reishi.games.dbz.steps_early_power import considered_power_level as _pl

# A trigger raised by the rules: (kind, seat, card); card is -1 when no card is involved.
Trigger = tuple[Any, ...]
_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "no": 0}


def _int(text: str) -> int:
    return _WORDS.get(text.lower(), 0) if not text.isdigit() else int(text)


def _mp(state: DbzState, seat: int) -> int:
    return state.mp(seat)


def _attacker_vs_defender(state: DbzState, seat: int) -> tuple[int, int]:
    attack = state.attack
    if attack is None:
        return _pl(state, _mp(state, seat)), _pl(state, _mp(state, 1 - seat))
    performer = state.mp(attack.seat) if attack.performer < 0 else attack.performer
    return _pl(state, performer), _pl(state, state.mp(1 - attack.seat))


# --- counting cards ("the number of Drills you control") --------------------------------------

_KIND_ZONES = {
    "dragon ball": (Zone.DRAGON_BALLS,),
    "drill": (Zone.DRILLS,),
    "ally": (Zone.ALLIES,),
    "allie": (Zone.ALLIES,),
    "setup": (Zone.SETUPS,),
}
_PILES = {"discard pile": Zone.DISCARD, "banished zone": Zone.BANISHED, "hand": Zone.HAND}


def effect_endurance(state: DbzState, card: int, seat: int) -> int:
    """A card's Endurance as ``seat``'s card effects read it: "This card's Endurance is
    considered to be 5 for your card effects" holds for its owner's effects only."""
    facts = state.kit.info(state.defs[card])
    if seat == state.owner[card]:
        for effect in facts.program:
            if isinstance(effect, fx.EnduranceForEffects):
                return effect.amount
    return int(facts.endurance)


def title_has(state: DbzState, card: int, word: str, seat: int) -> bool:
    """Whether ``word`` is in the card's title as ``seat``'s card effects read it: "This card is
    considered to have "Sword" in the title for your card effects" holds for its owner's."""
    if word in state.defs[card].title.lower():
        return True
    if seat != state.owner[card]:
        return False
    return any(
        isinstance(e, fx.TitleForEffects) and e.word == word
        for e in state.kit.info(state.defs[card]).program
    )


def _noun_matches(state: DbzState, card: int, noun: str) -> bool:
    """Whether a card fits a plural noun phrase ("Styled Drills", "Energy Combat cards")."""
    defn = state.defs[card]
    words = noun.lower().strip()
    styled = defn.style is not Style.FREESTYLE
    title = defn.title.lower()
    prefixes = (
        ("non-styled ", not styled),
        ("styled ", styled),
        ("earth ", "earth" in title),
        ("namek ", "namek" in title),
    )
    for prefix, holds in prefixes:
        if words.startswith(prefix):
            if not holds:
                return False
            words = words[len(prefix) :]
    named = re.match(r"^(\w+) named cards?$", words)
    if named:
        if state.kit.info(defn).named == "your MP":
            # DBZ CRD: The Movie Collection U79 — Black Back Strike "would count as a 'Frieza
            # Named card' for Frieza's Supernova": it takes on the name of its owner's MP.
            owner_mp = state.defs[state.mp(state.owner[card])]
            return bool(owner_mp.name.lower().startswith(named.group(1)))
        return bool(
            title.startswith(named.group(1)) or defn.name.lower().startswith(named.group(1))
        )
    copies = re.match(r"^cop(?:y|ies) of (.+)$", words)
    if copies:
        return bool(title == copies.group(1).strip("'\"“”"))  # "copies of Saiyan Headbutt"
    words = re.sub(r"s$", "", words).replace("allie", "ally")
    if words in ("card", "cards"):
        return True
    if words == "card with endurance":
        return effect_endurance(state, card, state.acting) > 0  # whose effect reads it
    return bool(defn.type.value.lower() == words.replace(" card", ""))


def count_in_play(state: DbzState, noun: str, seats: tuple[int, ...]) -> int:
    """How many cards of ``noun`` the seats control in play."""
    base = re.sub(r"^(?:non-styled |styled |earth |namek )", "", noun.lower()).rstrip("s")
    base = base.replace("allie", "ally")
    zones = _KIND_ZONES.get(base.replace("allie", "ally"), ())
    return sum(
        1
        for seat in seats
        for zone in zones
        for card in state.cards_in(seat, zone)
        if _noun_matches(state, card, noun)
    )


def _owner_seats(state: DbzState, seat: int, words: str) -> tuple[int, ...]:
    words = words.lower()
    if "in play" in words:
        return (0, 1)
    if "opponent" in words or words.startswith("his"):
        return (1 - seat,)
    return (seat,)


_SAIYAN_NAMES = ("goku", "vegeta", "gohan", "nappa", "raditz", "trunks", "turles", "bardock")


def _saiyans(state: DbzState) -> int:
    saiyan = _SAIYAN_NAMES
    return sum(
        1
        for s in (0, 1)
        for card in [state.mp(s), *state.cards_in(s, Zone.ALLIES)]
        if state.defs[card].name.lower().split()[0] in saiyan
    )


# --- X definitions ----------------------------------------------------------------------------

_XAtom = Callable[[DbzState, int, re.Match[str]], int]
_X_ATOMS: list[tuple[re.Pattern[str], _XAtom]] = []


def _x(pattern: str) -> Callable[[_XAtom], _XAtom]:
    def register(fn: _XAtom) -> _XAtom:
        _X_ATOMS.append((re.compile(rf"^(?:{pattern})$", re.IGNORECASE), fn))
        return fn

    return register


x_atom = _x  # the public name other modules register X values with (conditions_combat)


@_x(r"\d+")
def _x_number(state: DbzState, seat: int, m: re.Match[str]) -> int:
    return int(m.group(0))


@_x(r"your mp's (?:current )?level")
def _x_level(state: DbzState, seat: int, m: re.Match[str]) -> int:
    return state.level(seat)


@_x(r"(your|his|your opponent's) (?:current )?anger(?: level)?")
def _x_anger(state: DbzState, seat: int, m: re.Match[str]) -> int:
    return state.anger[seat if m.group(1).lower() == "your" else 1 - seat]


@_x(r"the number of times (?:he|your opponent) used endurance")
def _x_endurance_uses(state: DbzState, seat: int, m: re.Match[str]) -> int:
    # Nail - Protector: "After your opponent takes damage from one of your attacks, he
    # banishes the top X cards of his Life Deck. X = the number of times he used Endurance":
    # the cards he banished for Endurance taking that damage (the attack under way).
    attack = state.attack
    return attack.endurance_uses if attack is not None and attack.seat == seat else 0


@_x(r"your pur")
def _x_pur(state: DbzState, seat: int, m: re.Match[str]) -> int:
    return int(state.defs[state.mp(seat)].pur or 0)


@_x(r"the number of cards in your opponent's hand")
def _x_opp_hand(state: DbzState, seat: int, m: re.Match[str]) -> int:
    return len(state.cards_in(1 - seat, Zone.HAND))


@_x(r"the number of saiyan(?:s| personalities) in play")
def _x_saiyans(state: DbzState, seat: int, m: re.Match[str]) -> int:
    return _saiyans(state)


@_x(
    r"the number of ((?:non-styled |styled |earth |namek )?(?:dragon balls?|drills?|allies|"
    r"setups?)) (you control|your control|you have in play|in play)"
)
def _x_in_play(state: DbzState, seat: int, m: re.Match[str]) -> int:
    return count_in_play(state, m.group(1), _owner_seats(state, seat, m.group(2)))


@_x(
    r"(?:the )?number of ([a-z\" ]+?) in (your|your opponent's|his) (discard pile|banished zone)"
    r"(?: and (discard pile|banished zone))?"
)
def _x_in_pile(state: DbzState, seat: int, m: re.Match[str]) -> int:
    owner = seat if m.group(2).lower() == "your" else 1 - seat
    piles = [_PILES[m.group(3).lower()]] + ([_PILES[m.group(4).lower()]] if m.group(4) else [])
    return sum(
        1
        for pile in piles
        for card in state.cards_in(owner, pile)
        if _noun_matches(state, card, m.group(1))
    )


@_x(r"the number of different card types in your opponent's banished zone")
def _x_types(state: DbzState, seat: int, m: re.Match[str]) -> int:
    return len({state.defs[c].type for c in state.cards_in(1 - seat, Zone.BANISHED)})


@_x(r"the number of power stages your opponent's mp is above 0")
def _x_opp_stages(state: DbzState, seat: int, m: re.Match[str]) -> int:
    return state.stage[state.mp(1 - seat)]


@_x(
    r"the (?:number|amount) of life cards? (?:of damage )?(?:that|this) attack dealt|"
    r"the amount of life card damage (?:that|this) attack dealt"
)
def _x_life_dealt(state: DbzState, seat: int, m: re.Match[str]) -> int:
    attack = state.attack
    return attack.life_taken if attack is not None else 0


@_x(r"the number of stages paid divided by (\d+)")
def _x_paid(state: DbzState, seat: int, m: re.Match[str]) -> int:
    # "For every 2 stages paid": the latest "pay any number of stages".
    return state.last_paid // int(m.group(1))


@_x(
    r"the number of (?:your [\"“]([^\"”]+)[\"”] )?allies (?:you have )?in play"
    r"(?: when you perform that attack)?"
)
def _x_allies(state: DbzState, seat: int, m: re.Match[str]) -> int:
    which = (m.group(1) or "").lower()
    return sum(1 for a in state.cards_in(seat, Zone.ALLIES) if which in state.defs[a].title.lower())


@_x(r"the amount of endurance on the discarded card")
def _x_discarded_endurance(state: DbzState, seat: int, m: re.Match[str]) -> int:
    # Saiyan Rampaging Mastery: the card its POWER's cost discarded (last_discarded).
    card = state.last_discarded[seat]
    return effect_endurance(state, card, seat) if card >= 0 else 0


@_x(r"the number of cards moved this way")
def _x_moved(state: DbzState, seat: int, m: re.Match[str]) -> int:
    return len(state.last_moved)


@_x(
    r"the number of (.+?) (?:(?:banished|destroyed|discarded|moved|revealed|rejuvenated)(?: "
    r"this way)?"
    r"|you (?:destroyed|banished|discarded|revealed|rejuvenated))"
)
def _x_this_way(state: DbzState, seat: int, m: re.Match[str]) -> int:
    # The cards the sentence before moved or revealed ("X = the number of Drills banished this
    # way"): MoveCards and the top-of-Life-Deck effects remember them.
    noun = m.group(1).lower()
    cards = state.last_moved
    if noun in ("cards", "card"):
        return len(cards)
    return sum(1 for c in cards if card_matches(state, c, noun))


@_x(r"the number of (.+?) (?:you control|in play)(?: with ['\"“](.+?)['\"”] in the title)?")
def _x_described_in_play(state: DbzState, seat: int, m: re.Match[str]) -> int:
    what = m.group(1).lower() + (f" with '{m.group(2)}' in the title" if m.group(2) else "")
    seats = (0, 1) if m.group(0).lower().split(" ")[-1] == "play" else (seat,)
    return sum(
        1
        for s in seats
        for zone in (Zone.ALLIES, Zone.DRILLS, Zone.SETUPS, Zone.DRAGON_BALLS, Zone.MP)
        for c in state.cards_in(s, zone)
        if card_matches(state, c, what)
    )


@_x(r"the number of power stages of damage (?:dealt by this attack|this attack dealt)")
def _x_stages_dealt(state: DbzState, seat: int, m: re.Match[str]) -> int:
    attack = state.attack
    return attack.stages_taken if attack is not None else 0


def _x_parts(text: str) -> list[tuple[int, int, str]] | None:
    """Split an X definition into (sign, factor, atom) terms, or None if it cannot be read."""
    text = text.lower().strip().rstrip(".")
    text = re.sub(r",? to a max(?:imum)? of \d+$", "", text)
    parts: list[tuple[int, int, str]] = []
    for sign_text, term in re.findall(r"(^|[+-])\s*([^+-]+)", text.replace("non-", "non~")):
        sign = -1 if sign_text == "-" else 1
        term = term.replace("non~", "non-")
        factor = 1
        times = re.match(r"^(\d+|twice) times (.+)$|^(twice) (.+)$", term.strip())
        if times:
            factor = 2 if (times.group(1) or times.group(3)) == "twice" else int(times.group(1))
            term = times.group(2) or times.group(4)
        term = term.strip()
        if term.startswith("number of"):
            term = "the " + term
        if not any(pattern.match(term) for pattern, _ in _X_ATOMS):
            return None
        parts.append((sign, factor, term))
    return parts or None


def is_known_x(text: str) -> bool:
    """Whether an X definition can be evaluated."""
    return _x_parts(text) is not None


def x_value(state: DbzState, seat: int, text: str) -> int:
    """The value of X for ``seat`` (DBZ RB: the card's "X = …" sentence)."""
    parts = _x_parts(text)
    if parts is None:
        raise ValueError(text)
    total = 0
    for sign, factor, term in parts:
        for pattern, fn in _X_ATOMS:
            m = pattern.match(term)
            if m:
                total += sign * factor * fn(state, seat, m)
                break
    cap = re.search(r"to a max(?:imum)? of (\d+)", text.lower())
    if cap:
        total = min(total, int(cap.group(1)))
    return max(0, total)


# --- conditions ("If …,") ---------------------------------------------------------------------

_Cond = Callable[[DbzState, int, re.Match[str]], bool]
_CONDITIONS: list[tuple[re.Pattern[str], _Cond]] = []


def _cond(pattern: str) -> Callable[[_Cond], _Cond]:
    def register(fn: _Cond) -> _Cond:
        _CONDITIONS.append((re.compile(rf"^(?:{pattern})$", re.IGNORECASE), fn))
        return fn

    return register


condition = _cond  # the public name other condition modules register with (conditions_combat)


@_cond(
    r"the personality performing this attack has a (higher|lower) power level than the "
    r"defending personality"
)
def _c_attacker_pl(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    attack = state.attack
    if attack is not None and attack.mp_higher and attack.seat == seat and attack.performer < 0:
        # "Your MP is considered to have a higher power level than the defending personality
        # for your card effects" (Saiyan Discovery): so for this player's effects only.
        return m.group(1).lower() == "higher"
    mine, theirs = _attacker_vs_defender(state, seat)
    return mine > theirs if m.group(1).lower() == "higher" else mine < theirs


@_cond(
    r"the defending personality has a (higher|lower) power level than the attacking personality"
    r"|your mp has a (higher|lower) power level than the attacking personality"
)
def _c_defender_pl(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    attacker, defender = _attacker_vs_defender(state, 1 - seat)
    word = (m.group(1) or m.group(2)).lower()
    return defender > attacker if word == "higher" else defender < attacker


@_cond(
    r"(?:you are at|your mp(?:'s power level)? is(?: at)?) an? (higher|lower) power level than "
    r"(?:your opponent|your opponent's mp(?:'s power level)?)"
    r"|your mp's power level is (higher|lower) than your opponent's mp's power level"
)
def _c_mp_pl(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    mine, theirs = _pl(state, state.mp(seat)), _pl(state, state.mp(1 - seat))
    word = (m.group(1) or m.group(2)).lower()
    return mine > theirs if word == "higher" else mine < theirs


@_cond(r"the power level of your opponent's mp is (higher|lower) than your mp's power level")
def _c_opp_pl(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    mine, theirs = _pl(state, state.mp(seat)), _pl(state, state.mp(1 - seat))
    return theirs > mine if m.group(1).lower() == "higher" else theirs < mine


@_cond(r"you have (\d+|one|two|three|four) or more anger")
def _c_anger_at_least(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    return state.anger[seat] >= _int(m.group(1))


@_cond(r"your (opponent's )?(?:current )?anger(?: level)? is (\d+)( or (?:higher|more))?")
def _c_anger_is(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    anger = state.anger[1 - seat if m.group(1) else seat]
    return anger >= int(m.group(2)) if m.group(3) else anger == int(m.group(2))


@_cond(r"your (opponent's )?mp is level (\d)( or higher| or lower)?")
def _c_level(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    level = state.level(1 - seat if m.group(1) else seat)
    wanted = int(m.group(2))
    if m.group(3):
        return level >= wanted if "higher" in m.group(3) else level <= wanted
    return level == wanted


@_cond(
    r"your mp's level is (higher|lower) than your opponent's mp's level"
    r"|your mp is a (higher|lower) personality level than your opponent's mp"
)
def _c_level_cmp(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    mine, theirs = state.level(seat), state.level(1 - seat)
    word = (m.group(1) or m.group(2)).lower()
    return mine > theirs if word == "higher" else mine < theirs


@_cond(
    r"you(?:r)? mp is (not )?(?:an? )?([a-z0-9 .-]+)"
    r"|()(?!this |that |it |not )([a-z][a-z .-]*?) is your mp"
)
def _c_mp_is(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    # "If Nappa is your MP" reads as "If your MP is Nappa".
    defn = state.defs[state.mp(seat)]
    word = (m.group(2) or m.group(4)).lower().strip()
    if word == "saiyan":
        found = _saiyans_mp(state, seat)
    elif word in ("hero", "villain"):
        found = defn.alignment.value.lower() == word
    else:
        found = defn.name.lower() == word or defn.title.lower().startswith(word)
    return found != bool(m.group(1))


def _saiyans_mp(state: DbzState, seat: int) -> bool:
    saiyan = ("goku", "vegeta", "gohan", "nappa", "raditz", "trunks", "turles", "bardock")
    return state.defs[state.mp(seat)].name.lower().split()[0] in saiyan


@_cond(
    r"(you|your opponent) controls? (\d+|no|a|one|two|three) (or more |or fewer |or less )?"
    r"((?:styled |non-styled |earth |namek )?(?:dragon balls?|allies|ally|drills?|setups?)"
    r"(?: or (?:dragon balls?|allies|ally|drills?|setups?))?)"
)
def _c_control(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    # "controls no Setups or Drills": the cards of either kind are counted together.
    owner = seat if m.group(1).lower() == "you" else 1 - seat
    first, _, second = m.group(4).partition(" or ")
    count = count_in_play(state, first, (owner,))
    if second:
        count += count_in_play(state, second, (owner,))
    wanted = _int(m.group(2))
    if m.group(3) and "more" in m.group(3):
        return count >= wanted
    if m.group(3):
        return count <= wanted
    return count >= 1 if m.group(2).lower() in ("a", "one") and wanted == 1 else count == wanted


@_cond(
    r"(you|your opponent) (?:ha(?:ve|s)|controls?) (?:at least (\d+|one|two|three)|"
    r"(\d+|one|two|three) or more) ((?:styled |non-styled |earth |namek )?(?:dragon balls|allies|"
    r"drills|setups)) in play|(you|your opponent) controls? at least (\d+|one|two|three) "
    r"((?:styled |non-styled |earth |namek )?(?:dragon balls|allies|drills|setups))"
)
def _c_at_least(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    # "you have at least 5 Drills in play": as "you control 5 or more Drills".
    who, kinds = m.group(1) or m.group(5), m.group(4) or m.group(7)
    wanted = m.group(2) or m.group(3) or m.group(6)
    owner = seat if who.lower() == "you" else 1 - seat
    return count_in_play(state, kinds, (owner,)) >= _int(wanted)


@_cond(
    r"your? control (less|more|fewer) than (\d+|one|two|three) "
    r"((?:styled |earth |namek )?(?:dragon balls?|allies|drills?|setups?))"
)
def _c_control_than(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    count = count_in_play(state, m.group(3), (seat,))
    wanted = _int(m.group(2))
    return count > wanted if m.group(1).lower() == "more" else count < wanted


@_cond(r"you do not control an? ((?:styled )?(?:dragon ball|ally|drill|setup))")
def _c_not_control(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    return count_in_play(state, m.group(1), (seat,)) == 0


@_cond(r"your opponent controls more (dragon balls|allies|drills|setups) than you")
def _c_opp_more(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    noun = m.group(1)
    return count_in_play(state, noun, (1 - seat,)) > count_in_play(state, noun, (seat,))


@_cond(r"you control more (dragon balls|allies|drills|setups) than your opponent")
def _c_you_more(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    noun = m.group(1)
    return count_in_play(state, noun, (seat,)) > count_in_play(state, noun, (1 - seat,))


@_cond(r"you have (more|less|fewer) than (\d+) cards? in your hand")
def _c_hand_size(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    size = len(state.cards_in(seat, Zone.HAND))
    return size > int(m.group(2)) if m.group(1).lower() == "more" else size < int(m.group(2))


@_cond(
    r"(you|your opponent) (?:has|have) (no|\d+|one|two|three|four|five)( or more| or fewer| or "
    r"less)? cards? in (?:your|his|his or her) hand"
)
def _c_hand_count(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    # One reading of every hand count: "your opponent has 5 or more cards in his hand".
    owner = seat if m.group(1).lower() == "you" else 1 - seat
    size, wanted = len(state.cards_in(owner, Zone.HAND)), _int(m.group(2))
    if not m.group(3):
        return size == wanted
    return size >= wanted if "more" in m.group(3) else size <= wanted


@_cond(r"the (top|bottom) card of your discard pile is an? ((?:styled )?[a-z ]+?)")
def _c_pile_card(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    pile = state.cards_in(seat, Zone.DISCARD)
    if not pile:
        return False
    card = pile[-1] if m.group(1).lower() == "top" else pile[0]
    return _noun_matches(state, card, m.group(2))


@_cond(r"the (top|bottom) card of your discard pile is (styled|non-styled)")
def _c_pile_styled(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    pile = state.cards_in(seat, Zone.DISCARD)
    if not pile:
        return False
    return card_matches(state, pile[-1] if m.group(1).lower() == "top" else pile[0], m.group(2))


@_cond(r"you discarded an? ((?:styled |named )?[a-z ]*?card)")
def _c_discarded(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    # "If you discarded a Styled card": the card the previous sentence discarded.
    card = state.last_discarded[seat]
    if card < 0:
        return False
    if m.group(1).lower().startswith("named "):
        return state.kit.info(state.defs[card]).named is not None
    return _noun_matches(state, card, m.group(1))


# History this combat: flags the rules record in ``DbzState.combat_log``.
_HISTORY = {
    "you have gained stages this combat": "gain",
    "your mp has gained stages this combat": "gain",
    "you have changed levels this combat": "level",
    "your mp has changed levels this combat": "level",
    "you have discarded a card from your hand this combat": "hand_discard",
    "you have drawn a card this combat": "draw",
    "you have raised your anger this combat": "anger_up",
    "your anger has been lowered this combat": "anger_down",
    "you have used a critical damage effect this combat": "crit",
    "you have dealt critical damage this combat": "crit",
    "you have stopped an attack this combat": "stop",
}


@_cond("|".join(re.escape(k) for k in _HISTORY))
def _c_history(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    return (seat, _HISTORY[m.group(0).lower()]) in state.combat_log


@_cond(r"you have not changed levels this combat")
def _c_no_level(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    return (seat, "level") not in state.combat_log


@_cond(
    r"your opponent has (?:used a critical damage effect|dealt critical damage|dealt critcal "
    r"damage) this combat"
)
def _c_opp_crit(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    return (1 - seat, "crit") in state.combat_log


@_cond(r"you control an? saiyan personality")
def _c_saiyan_personality(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    return any(
        state.defs[c].name.lower().split()[0] in _SAIYAN_NAMES
        for c in [state.mp(seat), *state.cards_in(seat, Zone.ALLIES)]
    )


@_cond(r"that card (?:is|was) an? ([a-z -]+)|that card is ([a-z -]+)")
def _c_chosen_is(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    card = state.chosen
    return card >= 0 and card_matches(state, card, m.group(1) or m.group(2))


@_cond(r"that card had endurance")
def _c_chosen_endurance(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    card = state.chosen
    return card >= 0 and effect_endurance(state, card, seat) > 0


@_cond(r"the card you named (?:was destroyed|is revealed|was revealed)")
def _c_named_moved(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    # The cards the latest top-of-Life-Deck effect moved (DBZ RB: Glossary — Naming a card):
    # any printing of a title named, or an Ally of a name named (DBZ CRD: General — Naming).
    return any(names(n, state.defs[c]) for n in state.named for c in state.last_moved)


@_cond(r"both cards you named were revealed")
def _c_both_named(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    # DBZ CRD: The Movie Collection C14 Black Flying Knee — one title named twice needs two
    # revealed copies.
    revealed = [state.defs[c] for c in state.last_moved]
    return len(state.named) >= 2 and all_named_among(state.named, revealed)


@_cond(r"your opponent has not performed a successful (physical|energy) attack this combat")
def _c_no_success(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    return (1 - seat, f"successful {m.group(1).lower()} attack") not in state.combat_log


@_cond(r"you have performed a copied attack this combat")
def _c_copied(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    return (seat, "copied attack") in state.combat_log


@_cond(r"you have performed another physical attack(?: from your hand)? this combat")
def _c_another_physical(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    return (seat, "another physical attack") in state.combat_log


@_cond(r"(you|your opponent) (?:advance|advanced) a personality level with this card")
def _c_advanced_with(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    # "… with this card": the attack being resolved raised the anger that advanced the level.
    attack = state.attack
    who = seat if m.group(1).lower() == "you" else 1 - seat
    return attack is not None and (who, f"advance {attack.card}") in state.combat_log


@_cond(r"you banished an attached card with this card's immediate effect")
def _c_banished_attached(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    # Saiyan Leaping Strike's HIT: its own "Banish a card attached to your MP" took one
    # (resolution._picked_remove remembers it by the card whose effect it was).
    attack = state.attack
    return attack is not None and (seat, f"banished attached {attack.card}") in state.combat_log


@_cond(r"you have no cards in your hand")
def _c_empty_hand(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    return not state.cards_in(seat, Zone.HAND)


@_cond(r"your opponent has gained stages this combat")
def _c_opp_gained(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    return (1 - seat, "gain") in state.combat_log


@_cond(r"you have raised your opponent's anger this combat")
def _c_raised_opp(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    return (seat, "raised opponent's anger") in state.combat_log


@_cond(r"your current anger level is higher than the mp level of your opponent")
def _c_anger_vs_level(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    return state.anger[seat] > state.level(1 - seat)


@_cond(r"your opponent's mp's power level is 0|the power level of your opponent's mp is 0")
def _c_opp_zero(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    return state.stage[state.mp(1 - seat)] == 0


@_cond(r"your mp has ['\"](\w+)['\"] in the title")
def _c_mp_titled(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    return m.group(1).lower() in state.defs[state.mp(seat)].title.lower()


@_cond(r"you have banished a card from your life deck this combat")
def _c_banished_life(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    return (seat, "banished from life deck") in state.combat_log


@_cond(r"your opponent's attack was a non-styled attack")
def _c_opp_non_styled(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    attack = state.attack
    return (
        attack is not None
        and attack.seat != seat
        and state.defs[attack.card].style is Style.FREESTYLE
    )


@_cond(r"your (opponent's )?(?:current )?anger(?: level)? is (\d+) or (lower|less)")
def _c_anger_at_most(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    return state.anger[1 - seat if m.group(1) else seat] <= int(m.group(2))


@_cond(
    r"you(?:r)? control (less|fewer|more) (dragon balls|allies|drills|setups) than your opponent"
)
def _c_fewer_than_opp(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    mine = count_in_play(state, m.group(2), (seat,))
    theirs = count_in_play(state, m.group(2), (1 - seat,))
    return mine > theirs if m.group(1).lower() == "more" else mine < theirs


@_cond(
    r"you have destroyed cards from (?:the top of )?(your|your opponent's) life deck this combat"
)
def _c_destroyed_top(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    what = "destroyed own top" if m.group(1).lower() == "your" else "destroyed top"
    return (seat, what) in state.combat_log


@_cond(
    r"you have (?:played|used) (?:another |a )?card with ['\"“]?(\w+)['\"”]? in the title this "
    r"combat"
)
def _c_played_titled(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    word = m.group(1).lower()
    return any(s == seat and w.startswith("played ") and word in w for s, w in state.combat_log)


@_cond(r"you have (not )?performed an attack(?: from your hand)? this combat")
def _c_attacked(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    what = "attack from hand" if "hand" in m.group(0).lower() else "attack"
    return ((seat, what) in state.combat_log) != bool(m.group(1))


@_cond(r"you (banished|destroyed|discarded|revealed|captured|rejuvenated) an? (.+)")
def _c_you_moved(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    # "If you banished a Styled card": the card(s) the sentence before took.
    cards = state.picked or ((state.chosen,) if state.chosen >= 0 else ())
    if m.group(1).lower() == "discarded" and state.last_discarded[seat] >= 0:
        cards = (*cards, state.last_discarded[seat])
    return any(card_matches(state, c, m.group(2)) for c in cards)


# Conditions whose words hold a card description: read only when the description is one the
# rules can match ("you banished a Drill that was under your control" is not, yet).
_DESCRIBED: dict[_Cond, Callable[[re.Match[str]], bool]] = {
    _c_you_moved: lambda m: is_known_what(m.group(2)),
    # "If your MP is Gohan and you have Piccolo in play" (Namekian Cut Off) is two conditions,
    # not an MP named "gohan and you have piccolo in play".
    _c_mp_is: lambda m: not re.search(r" (?:and|or) ", m.group(2) or m.group(4) or ""),
}


@_cond(r"the discarded card (?:was|is) an? (.+)")
def _c_discarded_was(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    card = state.last_discarded[seat]
    return card >= 0 and card_matches(state, card, m.group(1))


@_cond(r"that card (?:was|is) (red|blue|black|orange|saiyan|namekian|styled|non-styled)")
def _c_chosen_word(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    card = state.chosen
    return card >= 0 and card_matches(state, card, m.group(1) + " card")


@_cond(r"that (?:personality|ally)'s power level is 0")
def _c_chosen_zero(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    card = state.chosen
    return card >= 0 and state.zone_of(card) in (Zone.MP, Zone.ALLIES) and state.stage[card] == 0


@_cond(r"that ally is (?:still )?in play(?: at the end of combat)?")
def _c_chosen_in_play(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    return state.chosen >= 0 and state.zone_of(state.chosen) is Zone.ALLIES


@_cond(r"the (top|bottom) card of your discard pile is (styled |non-styled )?(attack|[a-z ]+ card)")
def _c_pile_attack(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    pile = state.cards_in(seat, Zone.DISCARD)
    if not pile:
        return False
    card = pile[-1] if m.group(1).lower() == "top" else pile[0]
    return card_matches(state, card, (m.group(2) or "") + m.group(3))


@_cond(r"this attack dealt (\d+|five|four|three) or more (stages|life cards) of damage")
def _c_dealt(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    attack = state.attack
    if attack is None:
        return False
    dealt = attack.stages_taken if m.group(2).lower() == "stages" else attack.life_taken
    return dealt >= _int(m.group(1))


@_cond(
    r"the personality performing this block has a (higher|lower) power level than the attacking "
    r"personality"
)
def _c_blocker_pl(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    attacker, defender = _attacker_vs_defender(state, 1 - seat)
    return defender > attacker if m.group(1).lower() == "higher" else defender < attacker


@_cond(r"(?:less|fewer) than (\d+) cards are (?:banished|destroyed|discarded)")
def _c_fewer_moved(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    return len(state.last_moved) < int(m.group(1))


@_cond(r"your opponent's anger was lowered to 0")
def _c_opp_lowered_zero(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    return state.anger[1 - seat] == 0 and (1 - seat, "anger_down") in state.combat_log


# Not a count ("3 or more Earth Dragon Balls you own are in play": conditions_aw reads those).
@_cond(
    r"(?!(?:\d+|one|two|three|four|five) or (?:more|less|fewer) )"
    r"([a-z0-9 .'-]+?) or ([a-z0-9 .'-]+?) (?:is|are) in play"
)
def _c_either_in_play(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    names = (m.group(1).strip(), m.group(2).strip())
    return any(
        state.defs[c].title.lower() in names or state.defs[c].name.lower() in names
        for s in (0, 1)
        for zone in (Zone.MP, Zone.ALLIES, Zone.DRILLS, Zone.SETUPS, Zone.DRAGON_BALLS)
        for c in state.cards_in(s, zone)
    )


@_cond(r"your mp has (\d+|no|one|two|three) or (less|fewer|more) traits")
def _c_trait_count(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    # "If your MP has 2 or less Traits": the traits printed on the MP card in play.
    count = len(state.defs[state.mp(seat)].traits)
    wanted = _int(m.group(1))
    return count >= wanted if m.group(2).lower() == "more" else count <= wanted


@_cond(r"your mp (does not have|has) (?:the )?([a-z]+)(?: trait)?")
def _c_trait(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    traits = {t.lower() for t in state.defs[state.mp(seat)].traits}
    return (m.group(2).lower() in traits) != m.group(1).lower().startswith("does not")


@_cond(r"your (opponent's )?mp's power level is (over|above|at least|below|under) (\d+)")
def _c_power_level(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    level = _pl(state, state.mp(1 - seat if m.group(1) else seat))
    wanted = int(m.group(3))
    return {"over": level > wanted, "above": level > wanted, "at least": level >= wanted}.get(
        m.group(2).lower(), level < wanted
    )


@_cond(r"([a-z0-9 .'-]+?) is in play")
def _c_named_in_play(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    name = m.group(1).strip()
    return any(
        state.defs[c].title.lower() == name or state.defs[c].name.lower() == name
        for s in (0, 1)
        for zone in (Zone.MP, Zone.ALLIES, Zone.DRILLS, Zone.SETUPS, Zone.DRAGON_BALLS)
        for c in state.cards_in(s, zone)
    )


@_cond(r"you have (?!an? |no |any |more |\d)([a-z][a-z .'-]*?) in play")
def _c_you_have_in_play(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    """Namekian Cut Off: "… and you have Piccolo in play": a card of that name or title among
    the seat's own cards in play (for a personality, its MP or an Ally)."""
    name = m.group(1).strip()
    return any(
        state.defs[c].title.lower() == name or state.defs[c].name.lower() == name
        for zone in (Zone.MP, Zone.ALLIES, Zone.DRILLS, Zone.SETUPS, Zone.DRAGON_BALLS)
        for c in state.cards_in(seat, zone)
    )


@_cond(r"a card you own is attached to your opponent's mp")
def _c_own_attached(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    # Android 19 - Patient. A card attached to the opponent's MP stays under its attacher's
    # control, in the attacher's own attached cards (moves.attach): read the host, not the side.
    return any(state.owner[c] == seat for c in state.attached_to_mp(1 - seat))


# A condition read as atoms joined by "and" / "or": an atom is (its test, its match).
_Atom = tuple[_Cond, re.Match[str]]
_Plan = tuple[str, tuple[Any, ...]]
# The subject and verb a second part leaves out: "you control 2 or more Allies or [you
# control] 2 or more Dragon Balls".
_SUBJECT = re.compile(
    r"^((?:you|your opponent|your mp|your opponent's mp) (?:controls?|has|have|is|are) )",
    re.IGNORECASE,
)


def _atom(text: str) -> _Plan | None:
    for pattern, fn in _CONDITIONS:
        m = pattern.match(text)
        reads = _DESCRIBED.get(fn)
        if m and (reads is None or reads(m)):
            return ("atom", (fn, m))
    return None


@functools.lru_cache(maxsize=4096)
def _condition_plan(text: str) -> _Plan | None:
    """The condition as a tree of atoms, or None when a part is not understood.

    A whole condition that one pattern reads wins; otherwise "A and B" holds when both
    do and "A or B" when either does (DBZ RB: Glossary — "If": every part is checked).
    """
    text = text.strip()
    single = _atom(text)
    if single is not None:
        return single
    # "not C" (an "Otherwise, …" sentence: compiler) and "you have not drawn a card this
    # combat": the negation of a condition that is read.
    past = _PAST.match(text)
    if past is not None:
        # "you changed levels this combat" reads as "you have changed levels this combat".
        have = "has" if past.group(1).lower() != "you" else "have"
        found = _condition_plan(f"{past.group(1)} {have} {past.group(2)}")
        if found is not None:
            return found
    negated = _NEGATED.match(text)
    if negated is not None:
        inner = _condition_plan(negated.group(1) or negated.group(2) + negated.group(3))
        return None if inner is None else ("not", (inner,))
    for joiner in (" and ", " or "):
        parts = text.split(joiner)
        for cut in range(1, len(parts)):
            left, right = joiner.join(parts[:cut]), joiner.join(parts[cut:])
            first = _condition_plan(left)
            if first is None:
                continue
            subject = _SUBJECT.match(left)
            second = _condition_plan(right) or (
                _condition_plan(subject.group(1) + right) if subject else None
            )
            if second is not None:
                return (joiner.strip(), (first, second))
    return None


_PAST = re.compile(r"^(you|your opponent|your mp) (\w+ed .+ this (?:combat|turn))$", re.IGNORECASE)
_NEGATED = re.compile(
    r"^not (.+)$|^((?:you|your opponent|your mp|your opponent's mp) (?:has|have) )not (.+)$",
    re.IGNORECASE,
)


def _plan_holds(state: DbzState, seat: int, plan: _Plan) -> bool:
    kind, parts = plan
    if kind == "atom":
        fn, m = parts
        return bool(fn(state, seat, m))
    if kind == "not":
        return not _plan_holds(state, seat, parts[0])
    if kind == "and":
        return all(_plan_holds(state, seat, part) for part in parts)
    return any(_plan_holds(state, seat, part) for part in parts)


def is_known_condition(text: str) -> bool:
    """Whether an "If …" condition can be checked."""
    return _condition_plan(text) is not None


def condition_holds(state: DbzState, seat: int, text: str) -> bool:
    """Whether the condition holds for ``seat`` now."""
    plan = _condition_plan(text)
    if plan is None:
        raise ValueError(text)
    return _plan_holds(state, seat, plan)


# --- contextual timings ("whenever …") --------------------------------------------------------

_Event = Callable[[DbzState, int, int, Trigger, re.Match[str]], bool]
_EVENTS: list[tuple[re.Pattern[str], _Event]] = []
# The trigger kinds a test can match, for the tests that declare them (event_kinds).
_EVENT_KINDS: dict[_Event, frozenset[str]] = {}


def _event(pattern: str, kinds: tuple[str, ...] = ()) -> Callable[[_Event], _Event]:
    def register(fn: _Event) -> _Event:
        _EVENTS.append((re.compile(rf"^(?:{pattern})$", re.IGNORECASE), fn))
        if kinds:
            _EVENT_KINDS[fn] = frozenset(kinds)
        return fn

    return register


# Timings whose words hold a card description, as _DESCRIBED for conditions: "your opponent
# plays an Event and cancel the effects of that Event" is not the timing "plays a <kind>" with
# the words "event and cancel …".
_EVENT_DESCRIBED: dict[_Event, Callable[[re.Match[str]], bool]] = {}

event = _event  # the public name other timing modules register with (conditions_combat)


def _kind(trig: Trigger) -> str:
    return str(trig[0])


@_event(r"you rejuvenate an? (\w+) style card", ("rejuvenate",))
def _e_rejuv_style(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    return (
        _kind(t) == "rejuvenate"
        and t[1] == w
        and t[2] >= 0
        and state.defs[t[2]].style.value.lower() == m.group(1).lower()
    )


@_event(
    r"you (?:use a critical damage effect|deal critical damage)|using a critical damage effect",
    ("crit",),
)
def _e_crit(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    return _kind(t) == "crit" and t[1] == w


@_event(
    r"your opponent (?:uses a critical damage effect|deals critical damage)"
    r"|you take critical damage",  # from the opponent's attack: the same event, seen by you
    ("crit",),
)
def _e_opp_crit(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    return _kind(t) == "crit" and t[1] != w


@_event(r"you (advance|lower) a personality level", ("advance", "lower"))
def _e_level(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    return _kind(t) == m.group(1).lower() and t[1] == w


@_event(
    r"(?:any personality|your opponent|your mp) changes levels(?: this combat)?",
    ("advance", "lower"),
)
def _e_any_level(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    text = m.group(0).lower()
    mine = text.startswith("any") or (t[1] == w if text.startswith("your mp") else t[1] != w)
    return _kind(t) in ("advance", "lower") and mine


@_event(r"a card is discarded from a hand(?: this combat)?", ("hand_discard",))
def _e_hand_discard(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    return _kind(t) == "hand_discard" and (state.in_combat or "combat" not in m.group(0))


@_event(r"your opponent discards a card from (?:his|his or her) hand", ("hand_discard",))
def _e_opp_discard(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    return _kind(t) == "hand_discard" and t[1] != w


@_event(r"a drill leaves play this turn", ("drill_leaves",))
def _e_drill_leaves(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    return _kind(t) == "drill_leaves"


@_event(r"you banish cards from your discard pile", ("banish_discard",))
def _e_banish_discard(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    return _kind(t) == "banish_discard" and t[1] == w


@_event(r"you stop an attack", ("stop",))
def _e_stop(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    return _kind(t) == "stop" and t[1] == w


@_event(r"this attack is stopped", ("stop",))
def _e_this_stopped(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    return _kind(t) == "stop" and t[1] != w and t[2] == src


@_event(r"this attack is (?:performed|played) from your discard pile", ("attack_from_discard",))
def _e_from_discard(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    # No card lets an attack be performed from a discard pile yet, so this never happens.
    # "Played" (Red Chest Beam) is the same: playing an attack card performs its attack.
    return _kind(t) == "attack_from_discard" and t[2] == src


@_event(r"a dragon ball enters play")
def _e_db(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    return _kind(t) == "db_enters"


@_event(r"your effects rejuvenate or shuffle cards into your life deck during combat")
def _e_renew(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    # DBZ CRD: Timing — Special timings, Example 1 (Namekian Knowledge Mastery).
    return _kind(t) in ("rejuvenate", "shuffle_in") and t[1] == w and state.in_combat


@_event(r"a card banishes itself after use")
def _e_banished_after(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    return _kind(t) == "banished_after_use"


@_event(r"this card is (entering|leaving) play( during combat)?")
def _e_self_moves(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    wanted = "enters" if m.group(1).lower() == "entering" else "leaves"
    return _kind(t) == wanted and t[2] == src and (state.in_combat or not m.group(2))


@_event(r"one of your attacks is stopped")
def _e_mine_stopped(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    return _kind(t) == "stop" and t[1] != w


@_event(r"you perform an attack")
def _e_perform(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    return _kind(t) == "attack" and t[1] == w


@_event(r"your opponent performs an attack")
def _e_opp_perform(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    return _kind(t) == "attack" and t[1] != w


@_event(r"(?:you|your mp) gains? stages(?: from a card effect| this combat)?")
def _e_gain(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    if _kind(t) != "gain" or t[1] != w:
        return False
    # The Planning Step's power up is the rules' gain, no card effect's.
    return bool(t[3]) or "card effect" not in m.group(0).lower()


@_event(r"entering combat")
def _e_entering(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    # DBZ RB: The Combat Step — a constant "When entering combat" of each player.
    return _kind(t) == "entering_combat" and t[1] == w


@_event(
    r"(this (?:drill|setup|ally|card)|one of your (?:drills|setups|setups or drills|setup or "
    r"drills|allies)) enters play(?P<hand> from your hand)?(?P<combat> during combat)?"
)
def _e_enters(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    if _kind(t) != "enters" or t[1] != w or (m.group("combat") and not state.in_combat):
        return False
    if m.group("hand") and not (len(t) > 3 and t[3] == "hand"):
        return False  # Lookout Drill: "After this Drill enters play from your hand" (moves)
    subject = m.group(1).lower()
    if subject.startswith("this"):
        return bool(t[2] == src)
    kind = state.defs[t[2]].type.value.lower()
    return kind.rstrip("s") in subject.replace("allies", "ally")


@_event(r"you play an? (drill|setup|ally|dragon ball)")
def _e_play(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    # Orange Devouring Drill: another card it sees played (placing is not playing).
    kind = state.defs[t[2]].type.value.lower() if t[2] >= 0 else ""
    return _kind(t) == "played" and t[1] == w and t[2] != src and kind == m.group(1).lower()


@_event(r"your opponent rejuvenates")
def _e_opp_rejuv(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    # Each card Rejuvenated is one Rejuvenation (DBZ CRD: General — one at a time).
    return _kind(t) == "rejuvenate" and t[1] != w


@_event(r"you lower your opponent's anger")
def _e_lower_opp(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    return _kind(t) == "lower_opponent_anger" and t[1] == w


@_event(r"you perform a successful( physical| energy)? attack")
def _e_success(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    kind = (m.group(1) or "").strip().lower()
    return _kind(t) == "success" and t[1] == w and kind in ("", t[3])


@_event(r"one of your effects prevents damage this combat|you prevent damage this combat")
def _e_prevent(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    return _kind(t) == "prevent" and t[1] == w and state.in_combat


@_event(r"a non-dragon ball card is discarded from a player's hand")
def _e_non_db_discard(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    return _kind(t) == "hand_discard" and state.defs[t[2]].type is not CardType.DRAGON_BALL


@_event(r"damage is prevented")
def _e_any_prevent(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    return _kind(t) == "prevent"


@_event(r"you rejuvenate during combat")
def _e_rejuv_combat(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    return _kind(t) == "rejuvenate" and t[1] == w and state.in_combat


@_event(r"this combat one of your drills is destroyed or banished")
def _e_drill_gone(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    gone = _kind(t) == "drill_leaves" and state.controller[t[2]] == w
    return gone and state.in_combat and state.zone_of(t[2]) in (Zone.DISCARD, Zone.BANISHED)


@_event(r"a card enters play under your opponent's control this combat")
def _e_opp_enters(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    return _kind(t) == "enters" and t[1] != w and state.in_combat


@_event(r"you take (life card )?damage from an? (physical |energy )?attack")
def _e_damaged(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    # Raised after an attack's damage is dealt (DBZ CRD: Timing — Attack sequence 4).
    if _kind(t) != "damaged" or t[1] != w:
        return False
    kind = (m.group(2) or "").strip().lower()
    return kind in ("", t[3]) and (not m.group(1) or t[4] > 0)


# --- steps of the turn, and the wider pool's timings --------------------------------------------


def _mine(words: str, w: int, seat: int) -> bool:
    """Whose step or event: "your" (the watcher), "your opponent's", or "each"/"a player's"."""
    words = words.lower()
    if words.startswith(("your opponent", "his", "an opponent")):
        return seat != w
    if words.startswith(("each", "a player", "any", "a ", "the")):
        return True
    return seat == w


@_event(
    r"the (?:start|beginning) of (your|each|your opponent's|each player's|the) (first )?turn"
    r"|the (?:start|beginning) of (your opponent's) (first )?turn"
)
def _e_turn_start(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    # DBZ RB: Gameplay — a turn begins; "first" is each player's first turn (turns 1 and 2).
    whose = m.group(1) or m.group(3)
    first = m.group(2) or m.group(4)
    return _kind(t) == "turn_start" and _mine(whose, w, t[1]) and (not first or state.turn <= 2)


@_event(
    r"the (start|beginning|end) of (your|your opponent's|each player's|the) "
    r"(planning|rejuvenation|discard|combat|draw) step( if you did not declare combat)?"
)
def _e_step(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    edge = "end" if m.group(1).lower() == "end" else "start"
    if _kind(t) != f"{edge}_{m.group(3).lower()}" or not _mine(m.group(2), w, t[1]):
        return False
    return not m.group(4) or not state.combat_declared


@_event(r"the end of (?:each |any |this |the )?(combat|turn|your turn)")
def _e_end_of(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    word = m.group(1).lower()
    if word == "combat":
        return _kind(t) == "combat_end"
    return _kind(t) == "turn_end" and (word == "turn" or t[1] == w)


@_event(r"(you|a player|your opponent) draws? a card(?: this combat| this turn)?")
def _e_draw(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    in_combat = "combat" not in m.group(0).lower() or state.in_combat
    return _kind(t) == "draw" and _mine(m.group(1), w, t[1]) and in_combat


@_event(r"a card effect lowers (your|your opponent's) anger")
def _e_effect_lowers(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    # stages.change_anger raises ("anger_down", seat, source): a card's effect has a source.
    mine = m.group(1).lower() == "your"
    return _kind(t) == "anger_down" and (t[1] == w) == mine and t[2] >= 0


@_event(r"your (opponent's )?anger is (lowered|raised)(?: during combat)?")
def _e_anger(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    kind = "anger_down" if m.group(2).lower() == "lowered" else "anger_up"
    mine = (t[1] == w) != bool(m.group(1))
    return _kind(t) == kind and mine and ("combat" not in m.group(0).lower() or state.in_combat)


@_event(
    r"(you|your opponent|a player) (?:raises?|gains?) (?:your |his |his or her |their )?anger"
    r"(?: during combat)?"
)
def _e_anger_gained(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    # "Whenever you raise your anger", "Whenever a player gains anger": that player's anger
    # rises, whatever raised it (stages.change_anger raises "anger_up").
    if _kind(t) != "anger_up" or ("combat" in m.group(0).lower() and not state.in_combat):
        return False
    return _mine(m.group(1), w, t[1])


@_event(
    r"you rejuvenate(?: an? (\w+))?(?: this combat| during combat)?|your rejuvenate during combat"
)
def _e_you_rejuvenate(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    if _kind(t) != "rejuvenate" or t[1] != w:
        return False
    if "combat" in m.group(0).lower() and not state.in_combat:
        return False
    return not m.group(1) or (t[2] >= 0 and card_matches(state, t[2], m.group(1)))


@_event(
    r"you perform an? (successful )?((?:styled |non-styled |physical |energy |named )*)attack"
    r"(?: with ['\"]?(\w+)['\"]? in the title)?"
)
def _e_perform_kind(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    kind = "success" if m.group(1) else "attack"
    if _kind(t) != kind or t[1] != w or t[2] < 0:
        return False
    words = (m.group(2) or "").strip()
    if m.group(3) and m.group(3).lower() not in state.defs[t[2]].title.lower():
        return False
    return not words or card_matches(state, t[2], words + " card")


def _played_what(m: re.Match[str]) -> str:
    return re.sub(r"'(heroes|villains) only' card", r"\1 only card", m.group(2).lower())


def _known_played(m: re.Match[str]) -> bool:
    what = _played_what(m)
    return what in ("heroes only card", "villains only card") or _descriptions(what) is not None


@_event(r"(you|your opponent) plays? an? (.+?)(?: during combat)?")
def _e_plays(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    if _kind(t) != "played" or not _mine(m.group(1), w, t[1]) or t[2] < 0 or t[2] == src:
        return False
    if "during combat" in m.group(0).lower() and not state.in_combat:
        return False
    what = _played_what(m)
    if what in ("heroes only card", "villains only card"):
        # Android 16 - Injured: "Whenever you play a 'Villains only' card" (its card rule).
        return what.removesuffix(" card") in state.defs[t[2]].text.lower()
    return card_matches(state, t[2], what)


_EVENT_DESCRIBED[_e_plays] = _known_played


@_event(
    r"(you|your opponent|your mp|your opponent's mp) (advances?|lowers?|changes?) "
    r"(?:a |1 or more )?(?:personality )?levels?"
    r"(?: during combat| this combat| from a card effect)?"
)
def _e_level_change(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    verb = m.group(2).lower().rstrip("s")
    kinds = ("advance", "lower") if verb == "change" else (verb,)
    in_combat = "combat" not in m.group(0).lower() or state.in_combat
    if "from a card effect" in m.group(0).lower() and t[3:4] == ("anger",):
        return False  # advanced by the rule of anger (DBZ RB: Anger), not by a card effect
    return _kind(t) in kinds and _mine(m.group(1), w, t[1]) and in_combat


@_event(r"you (?:reach|advance to) this (?:personality )?level(?: during combat)?")
def _e_this_level(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    in_combat = "combat" not in m.group(0).lower() or state.in_combat
    return _kind(t) == "advance" and t[1] == w and t[2] == src and in_combat


@_event(
    r"(?:you take|taking) (?:life card )?damage from an? attack"
    r"|your opponent takes damage from one of your attacks"
)
def _e_taking(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    return _kind(t) == "damaged" and (t[1] == w) != m.group(0).lower().startswith("your opp")


@_event(r"your opponent stops one of your attacks")
def _e_opp_stops(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    return _kind(t) == "stop" and t[1] != w


@_event(r"(you|your opponent) gains? stages(?: during combat)?")
def _e_gains(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    in_combat = "combat" not in m.group(0).lower() or state.in_combat
    return _kind(t) == "gain" and _mine(m.group(1), w, t[1]) and in_combat


@_event(r"you search your life deck")
def _e_search(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    return _kind(t) == "search_life" and t[1] == w


@_event(r"your life deck is shuffled")
def _e_shuffled(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    return _kind(t) == "shuffled" and t[1] == w


@_event(
    r"(?:an? |one of your )((?:setup|drill|ally|allies|setups|drills)(?:(?:,| or|, or) "
    r"(?:setup|drill|ally|allies|setups|drills))*)(?: in play| you control)? (?:is|are) "
    r"(destroyed|banished)(?: from a card effect)?"
)
def _e_removed(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    how = m.group(2).lower()
    if how == "destroyed" and _kind(t) != "destroyed":
        return False
    if how == "banished" and not (
        _kind(t) == "leaves" and t[2] >= 0 and state.zone_of(t[2]) is Zone.BANISHED
    ):
        return False
    mine = "your" in m.group(0).lower() or "you control" in m.group(0).lower()
    if mine and state.controller[t[2]] != w:
        return False
    kinds = re.split(r",\s*(?:or\s+)?|\s+or\s+", m.group(1).lower().replace("allies", "ally"))
    return state.defs[t[2]].type.value.lower() in {k.rstrip("s") for k in kinds}


@_event(
    r"(?:one of )?your (?:other )?((?:setups|drills|allies|styled drills)(?:(?:,| or|, or) "
    r"(?:setups|drills|allies))*) leaves? play(?: this combat)?"
)
def _e_yours_leave(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    if _kind(t) != "leaves" or t[2] < 0 or t[2] == src or state.owner[t[2]] != w:
        return False
    if "combat" in m.group(0).lower() and not state.in_combat:
        return False
    words = m.group(1).lower().replace("allies", "ally")
    return card_matches(state, t[2], words)


@_event(r"a dragon ball you own enters play")
def _e_own_ball(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    return _kind(t) == "db_enters" and state.owner[t[2]] == w


@_event(
    r"your opponent discards a card from (?:his|their|his or her) hand by a card effect"
    r"(?: during combat)?|you discard a card from your hand(?: during combat)?"
)
def _e_discards(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    text = m.group(0).lower()
    in_combat = "combat" not in text or state.in_combat
    if text.startswith("your opponent"):
        return _kind(t) == "effect_discard" and state.owner[t[2]] != w and in_combat
    return _kind(t) == "hand_discard" and t[1] == w and in_combat


@_event(r"(?:you banish|banishing) a card for endurance|your opponent uses endurance")
def _e_endurance(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    return _kind(t) == "endurance" and (t[1] == w) != m.group(0).lower().startswith("your opp")


@_event(r"this dragon ball is captured")
def _e_captured(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    return _kind(t) == "captured" and t[2] == src


@_event(r"a dragon ball you own is banished when taking damage or by an opponent's effect")
def _e_db_banished(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    if _kind(t) != "banished" or state.owner[t[2]] != w:
        return False
    if state.defs[t[2]].type is not CardType.DRAGON_BALL:
        return False
    return bool(t[3] == -2 or (t[3] >= 0 and t[3] != w))  # -2: as damage


@functools.lru_cache(maxsize=4096)
def _event_plan(text: str) -> tuple[_Event, re.Match[str], str] | None:
    """The timing's test and match, with the condition an "… and <condition>" adds ("")."""
    text = text.strip()
    for pattern, fn in _EVENTS:
        m = pattern.match(text)
        if m and (fn not in _EVENT_DESCRIBED or _EVENT_DESCRIBED[fn](m)):
            return fn, m, ""
    parts = text.split(" and ")
    for cut in range(1, len(parts)):
        # "Whenever you lower your opponent's anger and your MP's level is higher than …":
        # the timing happens and the condition holds then.
        event, condition = " and ".join(parts[:cut]), " and ".join(parts[cut:])
        if "your opponent" in event.lower():
            # "… lowers your opponent's anger and his anger is 0": "his" is that opponent.
            condition = re.sub(r"^(?:his or her|his|her) ", "your opponent's ", condition)
        found = _event_plan(event)
        if found is not None and not found[2] and is_known_condition(condition):
            return found[0], found[1], condition
    return None


@functools.lru_cache(maxsize=4096)
def event_kinds(text: str) -> frozenset[str] | None:
    """The trigger kinds the timing ``text`` can match (None: any kind may)."""
    # Asked for every timing in play after every sentence: a trigger of another kind is
    # passed over without running the timing's test.
    plan = _event_plan(text)
    if plan is None:
        return frozenset()  # an unknown timing matches nothing (event_matches)
    return _EVENT_KINDS.get(plan[0])


def is_known_event(text: str) -> bool:
    """Whether the engine watches for a contextual timing."""
    return _event_plan(text) is not None


def event_matches(state: DbzState, text: str, watcher: int, source: int, trig: Trigger) -> bool:
    """Whether a raised trigger is the timing ``text`` for its ``watcher`` (and card)."""
    plan = _event_plan(text)
    if plan is None:
        return False
    fn, m, condition = plan
    if not fn(state, watcher, source, trig, m):
        return False
    return not condition or condition_holds(state, watcher, condition)


# --- self-triggers of cards outside play ("If this card is discarded from your hand …") ----

SELF_EVENTS: dict[str, tuple[str, bool | None, bool]] = {
    "discarded from your hand by a card effect": ("effect_discard", False, False),
    "discarded from your hand by one of your card effects": ("effect_discard", True, False),
    "discarded from your hand by one of your effects": ("effect_discard", True, False),
    "discarded from your hand by one of your card effects during combat": (
        "effect_discard",
        True,
        True,
    ),
    "discarded from your hand by one of your effects during combat": ("effect_discard", True, True),
    "discarded from your hand during combat by one of your effects": ("effect_discard", True, True),
    "discarded from your hand": ("hand_discard", False, False),
    "discarded from your hand during combat": ("hand_discard", False, True),
    "rejuvenated": ("rejuvenate", False, False),
    "discarded or destroyed from your life deck": ("life_discard", False, False),
    "rejuvenated during combat": ("rejuvenate", False, True),
    "banished for endurance": ("endurance", False, False),
    "revealed from your hand": ("revealed", False, False),
    "revealed from your hand during combat": ("revealed", False, True),
    "destroyed from your life deck by one of your effects": ("life_destroyed_by", True, False),
    "destroyed from your life deck by a non-damage effect": ("life_destroyed_by", False, False),
    "banished from your discard pile": ("banished_from_discard", False, False),
    # Red cards: "banished from the top of your discard pile by one of your effects" (the top
    # cards an effect of its owner banishes; resolution raises "banished_top_discard").
    "banished from the top of your discard pile by one of your effects": (
        "banished_top_discard",
        True,
        False,
    ),
    "banished from your discard pile during combat": ("banished_from_discard", False, True),
    "banished from your discard pile when entering combat": (
        "banished_from_discard",
        False,
        False,
    ),
    "discarded from your hand by an opponent's effect": ("effect_discard", None, False),
    "discarded from your hand by your opponent's effect": ("effect_discard", None, False),
    "discarded when changing levels": ("level_discard", False, False),
    "discarded when changing levels during combat": ("level_discard", False, True),
    "entering play during combat": ("enters", False, True),
    "enters play during combat": ("enters", False, True),
    # DBZ CRD: General — destroying directly from the Life Deck is not damage: only an effect
    # destroys a card from a Life Deck (moves.mill raises "life_destroyed_by" with its player).
    "destroyed from your life deck": ("life_destroyed_by", False, False),
    "destroyed from your life deck by one of your card effects": ("life_destroyed_by", True, False),
    # "banished" names the seat of the zone, then whose effect was resolving (basics.move).
    "banished by one of your effects": ("banished", True, False),
    "banished by one of your card effects": ("banished", True, False),
    # basics.move raises "to_hand" for a card entering a hand other than by a draw.
    "placed into your hand by a card effect": ("to_hand", False, False),
}


def self_event_matches(state: DbzState, event: str, card: int, trig: Trigger) -> bool:
    """Whether a trigger about ``card`` is the card's own "If this card is …" event."""
    kind, by_owner, in_combat = SELF_EVENTS[event]
    if trig[0] != kind or trig[2] != card:
        return False
    by = trig[3] if kind == "banished" else trig[1]  # whose effect banished it
    if by_owner and by != state.owner[card]:
        return False
    if by_owner is None and trig[1] == state.owner[card]:
        return False  # "by an opponent's effect"
    if event.endswith(" when entering combat"):
        # Red Stylish Entrance: while the "when entering combat" effects are used, before
        # combat begins (turn_steps: the frame "combat_begins" is still to run).
        return any(f[0] == "combat_begins" for f in state.frames)
    return not in_combat or state.in_combat


# --- card descriptions ("a non-Styled Drill", "Setup, Drill, or Ally") ------------------------

_TYPES = {
    "drill": CardType.DRILL,
    "setup": CardType.SETUP,
    "ally": CardType.ALLY,
    "allie": CardType.ALLY,
    "dragon ball": CardType.DRAGON_BALL,
    "event": CardType.EVENT,
    "physical combat": CardType.PHYSICAL_COMBAT,
    "energy combat": CardType.ENERGY_COMBAT,
}
_STYLES = {style.value.lower(): style for style in Style if style is not Style.FREESTYLE}
SAME_TITLE_AS_CHOSEN = "same title as the chosen card"
_PERSONALITY = (CardType.MAIN_PERSONALITY, CardType.ALLY)


def _description(words: str) -> list[tuple[str, str]] | None:
    """Split one description into (test, value) pairs, or None if a word is not understood."""
    quoted = re.match(r"^\s*(?:cop(?:y|ies) of )?['\"“‘](.+)['\"”’]\s*$", words.lower())
    if quoted:
        return [("exactly " + quoted.group(1).strip(), "")]  # '"Hercule's Dynamite Kick"'
    words = words.lower().strip().strip("'\"")
    if re.fullmatch(r"cop(?:y|ies) of that card", words):
        # "… for a copy of that card" (Black Adaptation): the title of the card a sentence
        # before made "that card", not a card titled "that card".
        return [(SAME_TITLE_AS_CHOSEN, "")]
    words = re.sub(r"\b(dragon ball|attached card)s\b", r"\1", words)
    # "a non-Personality card that is Alignment-restricted": the same test as a prefix.
    words = re.sub(r"^(.+?) cards? that (?:is|are) (alignment-restricted)$", r"\2 \1 card", words)
    tests: list[tuple[str, str]] = []
    for suffix, test in ((" with endurance", "endurance"), (" with a shield icon", "shield")):
        if words.endswith(suffix):
            tests.append((test, ""))
            words = words[: -len(suffix)]
    performs = re.search(r" that performs? an? (physical|energy) attack$", words)
    if performs:
        # "a Named card that performs a physical attack": its attack is of that kind.
        tests.append((performs.group(1), ""))
        words = words[: performs.start()]
    unique = re.search(r" that (?:isn't|is not) already in play$", words)
    if unique:
        # "an Ally that isn't already in play": no card of its title is in play (either side).
        tests.append(("not same title in play", ""))
        words = words[: unique.start()]
    numbered = re.search(
        r" with a number in the title that is at most your mp's (?:personality )?level$",
        words,
    )
    if numbered:
        # "a Namek Dragon Ball with a number in the title that is less than or equal to your
        # MP's personality level": the number ending its title, against its owner's MP level
        # (the search is of the player's own Life Deck).
        tests.append(("numbered at most level", ""))
        words = words[: numbered.start()]
    titled = re.search(r" with ['\"“‘]?([^'\"”’]+?)['\"”’]? in (?:the|its) title$", words)
    if titled:
        tests.append(("title " + titled.group(1), ""))
        words = words[: titled.start()]
    untitled = re.search(r" without ['\"“‘]?([^'\"”’]+?)['\"”’]? in (?:the|its) title$", words)
    if untitled:
        tests.append(("not title " + untitled.group(1), ""))  # "a card without 'Sword' in …"
        words = words[: untitled.start()]
    exact = re.match(r"^(?:cop(?:y|ies) of )?['\"“‘](.+)['\"”’]$|^cop(?:y|ies) of (.+)$", words)
    if exact:
        # "a copy of 'Orange Offensive Strike'", '"Hercule's Dynamite Kick"': that exact title.
        return [("exactly " + (exact.group(1) or exact.group(2)).strip(), "")]
    by_name = re.match(r"^(\w+) named cards?$", words)
    if by_name and by_name.group(1) not in ("styled", "non-styled"):
        return [("named", ""), ("named after " + by_name.group(1), "")]
    for prefix in ("earth ", "namek "):
        if words.startswith(prefix):
            tests.append(("title " + prefix.strip(), ""))
            words = words[len(prefix) :]
    if words.startswith("non-[constant] "):
        tests.append(("not constant", ""))
        words = words[len("non-[constant] ") :]
    for suffix, test in (
        (" with an? constant (?:effect|power)", "constant"),
        (" (?:that does not have|without) an? constant (?:effect|power)", "not constant"),
        (" with (?:a |the )?shield icons?", "shield"),
        (" with an? printed hit effect", "hit"),
    ):
        found = re.search(suffix + "$", words)
        if found:
            tests.append((test, ""))
            words = words[: found.start()]
    words = re.sub(r"(?<!attached)\s+(?:attack )?cards?$", "", words)  # "an attached card" kept
    words = re.sub(r"^(?:attack )?cards?$", "", words)
    while words:
        m = re.match(
            r"^(non-|not )?(dragon ball|main personality|attached card|alignment-restricted|attack"
            r"|styled|freestyle"
            r"|named|\[\w+\]|\w+ styled|\w+)\s*",
            words,
        )
        if m is None:
            return None
        negate, word = (
            bool(m.group(1)),
            m.group(2).rstrip("s") if m.group(2) != "physical combat" else m.group(2),
        )
        rest = words[m.end() :]
        two = f"{m.group(2)} {rest.split(' ', 1)[0]}".rstrip("s") if rest else ""
        if two in _TYPES:
            word, rest = two, rest.split(" ", 1)[1] if " " in rest else ""
        elif word.replace(" styled", "") in _STYLES:
            word = "style " + word.replace(" styled", "")
        elif word.rstrip("s") in _TYPES:
            word = word.rstrip("s")
        elif word in _WORD_TESTS:
            pass
        elif word not in ("attack", "styled", "freestyle", "named", "dragon ball"):
            return None
        tests.append(("not " + word if negate else word, ""))
        words = rest.strip()
    return tests


# Words a description may hold besides types and styles (DBZ RB: Glossary).
_WORD_TESTS = frozenset(
    {
        "attached card",
        "alignment-restricted",
        "personality",
        "personalitie",
        "main personality",
        "mastery",
        "hero",
        "villain",
        "[defense]",
        "[attack]",
        "[constant]",
        "[instant]",
        "constant",
        "physical",
        "energy",
    }
)


@functools.cache  # a function of the card's words alone, asked for every card searched
def _descriptions(what: str) -> tuple[tuple[tuple[str, str], ...], ...] | None:
    words = what.lower()
    # "… that is less than or equal to …": a comparison, not two alternatives.
    words = words.replace(" less than or equal to ", " at most ")
    excluded = re.search(r" (?:not named|except(?: for)?) ['\"“‘]?([^'\"”’]+?)['\"”’]?$", words)
    exclude: list[tuple[str, str]] = []
    if excluded:
        # "a Styled card … not named Namekian Clench": any such card but that title.
        exclude, words = (
            [("not exactly " + excluded.group(1).strip(), "")],
            words[: excluded.start()],
        )
    either = re.search(
        r" with ['\"“‘]?(\w+)['\"”’]? or ['\"“‘]?(\w+)['\"”’]? in (?:the|its) title$", words
    )
    if either:
        # "a card with 'Dragon' or 'Reinforced' in the title": a card with either word.
        base = words[: either.start()]
        both = [_descriptions(f"{base} with '{word}' in the title") for word in either.groups()]
        return None if None in both else tuple(d for found in both if found for d in found)
    raising = re.search(r" with an immediate effect that raises a player's anger$", words)
    if raising:
        # Blue Hunt: "a Styled attack with an immediate effect that raises a player's anger".
        exclude, words = [*exclude, (RAISES_ANGER_NOW, "")], words[: raising.start()]
    shared = re.search(r" (?:card )?with ['\"]?\w+['\"]? in the title$", words)
    suffix = ""
    if shared:
        # "a Styled or Named card with 'Sword' in the title": the title test applies to both.
        suffix, words = " card" + shared.group(0).removeprefix(" card"), words[: shared.start()]
    alternatives = [a for a in re.split(r",\s*(?:or\s+)?|\s+or\s+", words) if a.strip()]
    found = [_description(a + suffix) for a in alternatives]
    found = [d + exclude if d is not None else None for d in found]
    if not found or any(d is None for d in found):
        return None
    return tuple(tuple(d) for d in found if d is not None)


# The test of "… with an immediate effect that raises a player's anger" (_descriptions).
RAISES_ANGER_NOW = "immediate raises anger"


def _raises_anger(effects: tuple[fx.Effect, ...]) -> bool:
    """Whether any of the records, or one nested in them ("you may …", "if …"), raises anger."""
    for effect in effects:
        if isinstance(effect, fx.RaiseAnger):
            return True
        for name in effect.__struct_fields__:
            value = getattr(effect, name)
            inner = value if isinstance(value, tuple) else (value,)
            if _raises_anger(tuple(i for i in inner if isinstance(i, fx.Effect))):
                return True
    return False


def is_known_what(what: str) -> bool:
    """Whether a card description ("a non-Styled Drill") can be matched."""
    return _descriptions(what) is not None


def card_matches(state: DbzState, card: int, what: str) -> bool:
    """Whether a card fits a description; alternatives are joined by "or"."""
    found = _descriptions(what)
    if found is None:
        raise ValueError(what)
    return any(all(_test(state, card, t) for t, _ in d) for d in found)


def _test(state: DbzState, card: int, test: str) -> bool:
    negate = test.startswith("not ")
    word = test[4:] if negate else test
    defn = state.defs[card]
    facts = state.kit.info(defn)
    if word in _TYPES:
        result = defn.type is _TYPES[word]
    elif word.startswith("style "):
        result = defn.style is _STYLES[word[6:]]
    elif word == "styled":
        result = defn.style is not Style.FREESTYLE
    elif word == "freestyle":
        result = defn.style is Style.FREESTYLE
    elif word == "named":
        result = facts.named is not None
    elif word == "attack":
        result = facts.attack is not None or any(facts.power_attack(p) for p in facts.powers)
    elif word == "endurance":
        result = effect_endurance(state, card, state.acting) > 0  # whose effect reads it
    elif word.startswith("title "):
        result = title_has(state, card, word[6:], state.acting)
    elif word == "constant":
        result = bool(facts.constants)
    elif word in ("shield", "[defense]"):
        result = facts.is_shield or any(facts.power_defends(p) for p in facts.powers)
    elif word == "[attack]":
        result = facts.attack is not None or any(facts.power_attack(p) for p in facts.powers)
    elif word == "[constant]":
        result = bool(facts.constants)
    elif word == "[instant]":
        result = bool(facts.instants)
    elif word == "attached card":
        result = state.zone_of(card) is Zone.ATTACHED
    elif word == "alignment-restricted":
        # "Heroes only" / "Villains only" cards (DBZ RB: Building a Deck — tied to an Alignment).
        result = defn.alignment is not Alignment.NONE
    elif word in ("personality", "personalitie", "main personality"):
        types = (CardType.MAIN_PERSONALITY,) if word == "main personality" else _PERSONALITY
        result = defn.type in types
    elif word == "mastery":
        result = defn.type is CardType.MASTERY
    elif word in ("hero", "villain"):
        result = defn.alignment.value.lower() == word
    elif word == "hit":
        result = bool(facts.hit)
    elif word in ("physical", "energy"):
        # "a Styled energy attack": the card's attack, or its Power's, is of that kind.
        kind = fx.PhysicalAttack if word == "physical" else fx.EnergyAttack
        attacks = [facts.attack, *(facts.power_attack(p) for p in facts.powers)]
        result = any(isinstance(a, kind) for a in attacks)
    elif word == "same title in play":
        result = any(
            state.defs[other].title == defn.title
            for seat in (0, 1)
            for zone in IN_PLAY
            for other in state.cards_in(seat, zone)
        )
    elif word == SAME_TITLE_AS_CHOSEN:
        chosen = state.chosen
        result = chosen >= 0 and chosen != card and defn.title == state.defs[chosen].title
    elif word == "numbered at most level":
        number = re.search(r"(\d+)$", defn.title)
        result = number is not None and int(number.group(1)) <= state.level(state.owner[card])
    elif word.startswith("exactly "):
        result = defn.title.lower() == word[8:]
    elif word.startswith("named after "):
        result = (facts.named or "").lower().startswith(word[12:])
    elif word == RAISES_ANGER_NOW:
        # Its own sentences resolved when it is played (not its HIT), any player's anger.
        result = _raises_anger(facts.immediate)
    else:
        result = False
    return result != negate
