"""The words compiled card text leaves as strings: timings, conditions and X definitions.

Each vocabulary is a table of (pattern, meaning). The compiler keeps the words as written;
``kit`` accepts a card only if each of its words matches a pattern here, and ``flow``
evaluates them. Adding a pattern is how the engine learns a new condition.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from reishi.games.dbz.cards import CardType, Style
from reishi.games.dbz.state import DbzState, Zone

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
        return state.power_level(_mp(state, seat)), state.power_level(_mp(state, 1 - seat))
    performer = state.mp(attack.seat) if attack.performer < 0 else attack.performer
    return state.power_level(performer), state.power_level(state.mp(1 - attack.seat))


# --- counting cards ("the number of Drills you control") --------------------------------------

_KIND_ZONES = {
    "dragon ball": (Zone.DRAGON_BALLS,),
    "drill": (Zone.DRILLS,),
    "ally": (Zone.ALLIES,),
    "allie": (Zone.ALLIES,),
    "setup": (Zone.SETUPS,),
}
_PILES = {"discard pile": Zone.DISCARD, "banished zone": Zone.BANISHED, "hand": Zone.HAND}


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
    words = re.sub(r"s$", "", words).replace("allie", "ally")
    if words in ("card", "cards"):
        return True
    if words == "card with endurance":
        return bool(state.kit.info(defn).endurance)
    return bool(defn.type.value.lower() == words.replace(" card", ""))


def count_in_play(state: DbzState, noun: str, seats: tuple[int, ...]) -> int:
    """How many cards of ``noun`` the seats control in play."""
    base = re.sub(r"^(?:non-styled |styled |earth |namek )", "", noun.lower()).rstrip("s")
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


@_x(r"\d+")
def _x_number(state: DbzState, seat: int, m: re.Match[str]) -> int:
    return int(m.group(0))


@_x(r"your mp's (?:current )?level")
def _x_level(state: DbzState, seat: int, m: re.Match[str]) -> int:
    return state.level(seat)


@_x(r"(your|his|your opponent's) (?:current )?anger(?: level)?")
def _x_anger(state: DbzState, seat: int, m: re.Match[str]) -> int:
    return state.anger[seat if m.group(1).lower() == "your" else 1 - seat]


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


@_x(r"the number of cards moved this way")
def _x_moved(state: DbzState, seat: int, m: re.Match[str]) -> int:
    return len(state.last_moved)


def _x_parts(text: str) -> list[tuple[int, int, str]] | None:
    """Split an X definition into (sign, factor, atom) terms, or None if it cannot be read."""
    text = text.lower().strip().rstrip(".")
    text = re.sub(r",? to a max(?:imum)? of \d+$", "", text)
    parts: list[tuple[int, int, str]] = []
    for sign_text, term in re.findall(r"(^|[+-])\s*([^+-]+)", text.replace("non-", "non~")):
        sign = -1 if sign_text == "-" else 1
        term = term.replace("non~", "non-")
        factor = 1
        times = re.match(r"^(\d+|twice) times (.+)$", term.strip())
        if times:
            factor = 2 if times.group(1) == "twice" else int(times.group(1))
            term = times.group(2)
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


@_cond(
    r"the personality performing this attack has a (higher|lower) power level than the "
    r"defending personality"
)
def _c_attacker_pl(state: DbzState, seat: int, m: re.Match[str]) -> bool:
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
    mine, theirs = state.power_level(state.mp(seat)), state.power_level(state.mp(1 - seat))
    word = (m.group(1) or m.group(2)).lower()
    return mine > theirs if word == "higher" else mine < theirs


@_cond(r"the power level of your opponent's mp is (higher|lower) than your mp's power level")
def _c_opp_pl(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    mine, theirs = state.power_level(state.mp(seat)), state.power_level(state.mp(1 - seat))
    return theirs > mine if m.group(1).lower() == "higher" else theirs < mine


@_cond(r"you have (\d+|one|two|three|four) or more anger")
def _c_anger_at_least(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    return state.anger[seat] >= _int(m.group(1))


@_cond(r"your (opponent's )?anger(?: level)? is (\d+)( or (?:higher|more))?")
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


@_cond(r"your mp's level is (higher|lower) than your opponent's mp's level")
def _c_level_cmp(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    mine, theirs = state.level(seat), state.level(1 - seat)
    return mine > theirs if m.group(1).lower() == "higher" else mine < theirs


@_cond(r"you(?:r)? mp is (not )?(?:an? )?([a-z0-9 .-]+)")
def _c_mp_is(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    defn = state.defs[state.mp(seat)]
    word = m.group(2).lower().strip()
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
    r"((?:styled |earth |namek )?(?:dragon balls?|allies|ally|drills?|setups?))"
)
def _c_control(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    owner = seat if m.group(1).lower() == "you" else 1 - seat
    count = count_in_play(state, m.group(4), (owner,))
    wanted = _int(m.group(2))
    if m.group(3) and "more" in m.group(3):
        return count >= wanted
    if m.group(3):
        return count <= wanted
    return count >= 1 if m.group(2).lower() in ("a", "one") and wanted == 1 else count == wanted


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


@_cond(r"your opponent has no cards in (?:his|his or her) hand")
def _c_opp_empty_hand(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    return not state.cards_in(1 - seat, Zone.HAND)


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
    return card >= 0 and state.kit.info(state.defs[card]).endurance > 0


@_cond(r"the card you named (?:was destroyed|is revealed|was revealed)")
def _c_named_moved(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    # The cards the latest top-of-Life-Deck effect moved (DBZ RB: Glossary — Naming a card).
    return any(state.defs[c].title in state.named for c in state.last_moved)


@_cond(r"both cards you named were revealed")
def _c_both_named(state: DbzState, seat: int, m: re.Match[str]) -> bool:
    # DBZ CRD: The Movie Collection C14 Black Flying Knee — one title named twice needs two
    # revealed copies.
    titles = [state.defs[c].title for c in state.last_moved]
    return len(state.named) >= 2 and all(
        titles.count(name) >= state.named.count(name) for name in state.named
    )


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


def is_known_condition(text: str) -> bool:
    """Whether an "If …" condition can be checked."""
    return any(pattern.match(text.strip()) for pattern, _ in _CONDITIONS)


def condition_holds(state: DbzState, seat: int, text: str) -> bool:
    """Whether the condition holds for ``seat`` now."""
    for pattern, fn in _CONDITIONS:
        m = pattern.match(text.strip())
        if m:
            return fn(state, seat, m)
    raise ValueError(text)


# --- contextual timings ("whenever …") --------------------------------------------------------

_Event = Callable[[DbzState, int, int, Trigger, re.Match[str]], bool]
_EVENTS: list[tuple[re.Pattern[str], _Event]] = []


def _event(pattern: str) -> Callable[[_Event], _Event]:
    def register(fn: _Event) -> _Event:
        _EVENTS.append((re.compile(rf"^(?:{pattern})$", re.IGNORECASE), fn))
        return fn

    return register


def _kind(trig: Trigger) -> str:
    return str(trig[0])


@_event(r"you rejuvenate an? (\w+) style card")
def _e_rejuv_style(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    return (
        _kind(t) == "rejuvenate"
        and t[1] == w
        and t[2] >= 0
        and state.defs[t[2]].style.value.lower() == m.group(1).lower()
    )


@_event(r"you (?:use a critical damage effect|deal critical damage)|using a critical damage effect")
def _e_crit(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    return _kind(t) == "crit" and t[1] == w


@_event(r"your opponent (?:uses a critical damage effect|deals critical damage)")
def _e_opp_crit(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    return _kind(t) == "crit" and t[1] != w


@_event(r"you (advance|lower) a personality level")
def _e_level(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    return _kind(t) == m.group(1).lower() and t[1] == w


@_event(r"(?:any personality|your opponent|your mp) changes levels(?: this combat)?")
def _e_any_level(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    text = m.group(0).lower()
    mine = text.startswith("any") or (t[1] == w if text.startswith("your mp") else t[1] != w)
    return _kind(t) in ("advance", "lower") and mine


@_event(r"a card is discarded from a hand(?: this combat)?")
def _e_hand_discard(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    return _kind(t) == "hand_discard" and (state.in_combat or "combat" not in m.group(0))


@_event(r"your opponent discards a card from (?:his|his or her) hand")
def _e_opp_discard(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    return _kind(t) == "hand_discard" and t[1] != w


@_event(r"a drill leaves play this turn")
def _e_drill_leaves(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    return _kind(t) == "drill_leaves"


@_event(r"you banish cards from your discard pile")
def _e_banish_discard(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    return _kind(t) == "banish_discard" and t[1] == w


@_event(r"you stop an attack")
def _e_stop(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    return _kind(t) == "stop" and t[1] == w


@_event(r"this attack is stopped")
def _e_this_stopped(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    return _kind(t) == "stop" and t[1] != w and t[2] == src


@_event(r"this attack is performed from your discard pile")
def _e_from_discard(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    # No card lets an attack be performed from a discard pile yet, so this never happens.
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
    return _kind(t) == "gain" and t[1] == w


@_event(r"entering combat")
def _e_entering(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    # DBZ RB: The Combat Step — a constant "When entering combat" of each player.
    return _kind(t) == "entering_combat" and t[1] == w


@_event(
    r"(this (?:drill|setup|ally|card)|one of your (?:drills|setups|setups or drills|setup or "
    r"drills|allies)) enters play( during combat)?"
)
def _e_enters(state: DbzState, w: int, src: int, t: Trigger, m: re.Match[str]) -> bool:
    if _kind(t) != "enters" or t[1] != w or (m.group(2) and not state.in_combat):
        return False
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


def is_known_event(text: str) -> bool:
    """Whether the engine watches for a contextual timing."""
    return any(pattern.match(text.strip()) for pattern, _ in _EVENTS)


def event_matches(state: DbzState, text: str, watcher: int, source: int, trig: Trigger) -> bool:
    """Whether a raised trigger is the timing ``text`` for its ``watcher`` (and card)."""
    for pattern, fn in _EVENTS:
        m = pattern.match(text.strip())
        if m:
            return fn(state, watcher, source, trig, m)
    return False


# --- self-triggers of cards outside play ("If this card is discarded from your hand …") ----

SELF_EVENTS = {
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
}


def self_event_matches(state: DbzState, event: str, card: int, trig: Trigger) -> bool:
    """Whether a trigger about ``card`` is the card's own "If this card is …" event."""
    kind, by_owner, in_combat = SELF_EVENTS[event]
    if trig[0] != kind or trig[2] != card:
        return False
    if by_owner and trig[1] != state.owner[card]:
        return False
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


def _description(words: str) -> list[tuple[str, str]] | None:
    """Split one description into (test, value) pairs, or None if a word is not understood."""
    words = words.lower().strip().strip("'\"")
    tests: list[tuple[str, str]] = []
    for suffix, test in ((" with endurance", "endurance"), (" with a shield icon", "shield")):
        if words.endswith(suffix):
            tests.append((test, ""))
            words = words[: -len(suffix)]
    titled = re.search(r" with ['\"]?(\w+)['\"]? in the title$", words)
    if titled:
        tests.append(("title " + titled.group(1), ""))
        words = words[: titled.start()]
    for prefix in ("earth ", "namek "):
        if words.startswith(prefix):
            tests.append(("title " + prefix.strip(), ""))
            words = words[len(prefix) :]
    if words.startswith("non-[constant] "):
        tests.append(("not constant", ""))
        words = words[len("non-[constant] ") :]
    words = re.sub(r"\s+(?:attack )?cards?$", "", words)
    words = re.sub(r"^(?:attack )?cards?$", "", words)
    while words:
        m = re.match(
            r"^(non-|not )?(dragon ball|attack|styled|freestyle|named|\w+ styled|\w+)\s*", words
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
        elif word not in ("attack", "styled", "freestyle", "named", "dragon ball"):
            return None
        tests.append(("not " + word if negate else word, ""))
        words = rest.strip()
    return tests


def _descriptions(what: str) -> list[list[tuple[str, str]]] | None:
    words = what.lower()
    shared = re.search(r" (?:card )?with ['\"]?\w+['\"]? in the title$", words)
    suffix = ""
    if shared:
        # "a Styled or Named card with 'Sword' in the title": the title test applies to both.
        suffix, words = " card" + shared.group(0).removeprefix(" card"), words[: shared.start()]
    alternatives = [a for a in re.split(r",\s*(?:or\s+)?|\s+or\s+", words) if a.strip()]
    found = [_description(a + suffix) for a in alternatives]
    if not found or any(d is None for d in found):
        return None
    return [d for d in found if d is not None]


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
        result = facts.endurance > 0
    elif word.startswith("title "):
        result = word[6:] in defn.title.lower()
    elif word == "constant":
        result = bool(facts.constants)
    elif word == "shield":
        result = facts.is_shield or any(facts.power_defends(p) for p in facts.powers)
    else:
        result = False
    return result != negate
