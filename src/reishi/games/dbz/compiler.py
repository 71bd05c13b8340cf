"""Compile DBZ card text into typed effect programs, phrase by phrase.

Text is split into parenthesis groups (card rules) and sentences; a leading label
(``POWER:``, ``HIT:``, ``[CONSTANT]:``, ``[INSTANT] POWER:``) opens a block; each remaining
clause must match one phrase of the grammar below. A card compiles fully only if every
clause matches; otherwise the first clause that did not is reported. Cards the rulings
re-word ("Treat this card as if it reads …") compile from the ruled text
(``reishi.games.dbz.rulings``).
"""

from __future__ import annotations

import re
from collections.abc import Callable

import msgspec

from reishi.games.dbz import effects as fx
from reishi.games.dbz.cards import Card
from reishi.games.dbz.effects import Who
from reishi.games.dbz.rulings import ruled_text


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


class _UnknownPhraseError(Exception):
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
            if (
                not quoted
                and depth == 0
                and text[index - 1 : index] == "."
                and (not following or following.isspace())
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
    if "".join(current).strip():
        pieces.append("".join(current).strip())
    return [piece for piece in pieces if piece.strip(" .")]


# --- the grammar ----------------------------------------------------------------------------

_N = r"(\d+|a|an|one|two|three|four|five|six|seven)"
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


def phrase(pattern: str) -> Callable[[_Builder], _Builder]:
    """Register a grammar phrase: the whole clause must match ``pattern`` (case-insensitive)."""

    def register(builder: _Builder) -> _Builder:
        _GRAMMAR.append((re.compile(rf"^(?:{pattern})$", re.IGNORECASE), builder))
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


@phrase(r"most recent printing")
def _reprint(m: re.Match[str]) -> fx.Effect:
    return fx.Reprint()


@phrase(r"endurance:? (\d+)")
def _endurance(m: re.Match[str]) -> fx.Effect:
    return fx.Endurance(int(m.group(1)))


@phrase(r"(physical|energy) attack(?:s)?(?: costing (\d+) stages?)?")
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


def parse_damage(clause: str) -> fx.Damage | None:
    """Read a ``DAMAGE:`` clause ("DAMAGE: AT +4 Life Cards") into a damage amount."""
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
        return None
    unit = fx.Unit.STAGES if m.group(4).lower().startswith("stage") else fx.Unit.LIFE_CARDS
    if m.group(5):
        if m.group(1) or unit is not fx.Unit.STAGES:
            return None
        return fx.StagesAndLifeCards(int(m.group(3)), int(m.group(5)))
    if m.group(1):
        return fx.AtPlus(int(m.group(2) or 0), unit)
    amount = int(m.group(3))
    return fx.Stages(amount) if unit is fx.Unit.STAGES else fx.LifeCards(amount)


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
    r"(?:of|from|in) (your|your opponent's|a|either player's) discard pile"
)
def _banish_discard(m: re.Match[str]) -> fx.Effect:
    return fx.BanishFromDiscard(_n(m.group(2) or "1"), _who(m.group(3)), m.group(1) or "any")


@phrase(r"(your opponent) discards (?:a|1) cards? from (?:his|their) hand")
def _opp_discards(m: re.Match[str]) -> fx.Effect:
    return fx.DiscardFromHand(1, Who.OPPONENT)


@phrase(rf"discard {_N} cards? from your hand")
def _discard(m: re.Match[str]) -> fx.Effect:
    return fx.DiscardFromHand(_n(m.group(1)), Who.YOU)


_KINDS = r"(?:setups?|drills?|allies|ally|dragon balls?|attached cards?)"


def _kinds(text: str) -> tuple[str, ...]:
    words = re.split(r",\s*(?:or\s+)?|\s+or\s+|\s+and\s+", text.lower())
    return tuple(w.strip().rstrip("s").replace("allie", "ally") for w in words if w.strip())


@phrase(
    rf"(destroy|banish) (?:an? |up to (\d+) )?(?:(your opponent's|an opponent's) )?"
    rf"((?:{_KINDS}(?:,? (?:or |and )?)?)+)(?: in play)?"
)
def _remove(m: re.Match[str]) -> fx.Effect:
    count = int(m.group(2) or 1)
    whose = Who.OPPONENT if m.group(3) else Who.ANY
    return fx.Remove(m.group(1).lower(), _kinds(m.group(4)), count, whose)


_ZONES = r"(?:life deck|discard pile|banished zone)"


@phrase(
    rf"search (your|your opponent's) ((?:{_ZONES}(?:,? (?:or |and )?)?)+) for "
    rf"(?:a total of )?(?:up to )?(an?|\d+) (.+?) and "
    r"(place (?:it|them) into play|place (?:it|them) into your hand|place (?:it|them) on top of "
    r"your life deck|rejuvenate (?:it|them)|play it|discard (?:it|them)|banish (?:it|them))"
)
def _search(m: re.Match[str]) -> fx.Effect:
    zones = tuple(
        z.strip() for z in re.split(r",\s*(?:or\s+|and\s+)?|\s+or\s+|\s+and\s+", m.group(2)) if z
    )
    destination = re.sub(r" (?:it|them)", "", m.group(5).lower())
    return fx.Search(zones, m.group(4), destination, _n(m.group(3)), _who(m.group(1)))


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
    r"(?:damage|life card damage) from this attack (cannot be prevented|cannot be modified|"
    r"is banished)|this attack (cannot be stopped|can only be stopped by an? [a-z ]+ card)"
)
def _attack_property(m: re.Match[str]) -> fx.Effect:
    return fx.AttackProperty((m.group(1) or m.group(2)).lower())


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


_MOD = (
    r"(?:(your|all of your|your opponent's) )?(?:(energy|physical|styled) )?attacks"
    r"( that raise your anger(?: level)?)? deal "
    r"(?:([+-]\d+) (?:power )?stages?)?(?: and )?(?:([+-]\d+) life cards?)?(?: of damage)?"
    r"( this combat)?"
)


@phrase(rf"(for the remainder of combat, )?{_MOD}")
def _modifier(m: re.Match[str]) -> fx.Effect:
    if not m.group(5) and not m.group(6):
        raise _UnknownPhraseError(m.group(0))
    duration = "this combat" if (m.group(1) or m.group(7)) else "while in play"
    return fx.AttackModifier(
        _who(m.group(2) or "your"),
        int(m.group(5) or 0),
        int(m.group(6) or 0),
        duration,
        kind=(m.group(3) or "").lower(),
        condition="raise your anger" if m.group(4) else "",
    )


@phrase(rf"prevent {_N} stages? and {_N} life cards? of damage")
def _prevent(m: re.Match[str]) -> fx.Effect:
    return fx.Prevent(_n(m.group(1)), _n(m.group(2)))


@phrase(r"you cannot win by mppv")
def _no_mppv_ever(m: re.Match[str]) -> fx.Effect:
    return fx.CannotWinByMppv("always")


@phrase(r"((?:all of )?your (?:[a-z ]+ )?attacks) gain,? (?:[\"“'](.+)[\"”']|(hit: .+))")
def _attacks_gain(m: re.Match[str]) -> fx.Effect:
    inner = compile_text(m.group(2) or m.group(3))
    if not inner.is_complete:
        raise _UnknownPhraseError(inner.unknown_phrases[0])
    return fx.AttacksGain(m.group(1).lower(), inner.program)


@phrase(
    r"(your (?:first )?(?:styled |physical |energy )?attacks?(?: each (?:turn|combat))?) "
    r"(cannot be stopped|cannot be prevented)"
)
def _attacks_property(m: re.Match[str]) -> fx.Effect:
    return fx.AttacksProperty(m.group(1).lower(), m.group(2).lower())


@phrase(r"(?:whenever|when|the next time) ([^,]+), (.+)")
def _whenever(m: re.Match[str]) -> fx.Effect:
    once = m.group(0).lower().startswith("the next time")
    return fx.Whenever(m.group(1).lower(), (compile_clause(m.group(2)),), once)


@phrase(r"you cannot win by mppv if you (use this card|advance a personality level with this card)")
def _no_mppv(m: re.Match[str]) -> fx.Effect:
    return fx.CannotWinByMppv(m.group(1).lower())


@phrase(r"look at (your opponent's) hand and choose a card")
def _look_choose(m: re.Match[str]) -> fx.Effect:
    return fx.LookAtHand(Who.OPPONENT, choose=True)


@phrase(r"(?:your opponent )?shuffles? that card into (?:his|their|your opponent's) life deck")
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


# --- assembling -----------------------------------------------------------------------------

_LABEL = re.compile(
    r"^(?P<label>\[CONSTANT\](?: POWER)?|CONSTANT POWER|CONTINUOUS POWER|\[INSTANT\] POWER|"
    r"INSTANT POWER|POWER|HIT|\[POWER\])\s*:?\s*",
    re.IGNORECASE,
)
_USE_WHEN = re.compile(r"^(use (?:when|after|at|during) [^.]+)$", re.IGNORECASE)


def _clause(text: str) -> str:
    text = text.strip().rstrip(".").strip()
    text = re.sub(r"\s+", " ", text)
    text = re.sub(r"\s*:\s*", ": ", text).replace("DAMAGE: ", "DAMAGE: ")
    text = re.sub(r"^damage:?\s+(?=at\b|\d)", "DAMAGE: ", text, flags=re.IGNORECASE)
    return text.replace("’", "'")


def compile_clause(clause: str) -> fx.Effect:
    """Compile one clause; raises the module's unknown-phrase error if no phrase matches."""
    text = _clause(clause)
    if text.lower().startswith("you may "):
        return fx.Optional(compile_clause(text[8:]))
    for pattern, builder in _GRAMMAR:
        match = pattern.match(text)
        if match:
            return builder(match)
    # "A and then B": steps in order; "A to B": B only if A is done (DBZ CRD: stipulations).
    for joiner, build in ((" and then ", _sequence), (" to ", _stipulation)):
        parts = text.split(joiner)
        for cut in range(1, len(parts)):
            try:
                first = compile_clause(joiner.join(parts[:cut]))
                second = compile_clause(joiner.join(parts[cut:]))
            except _UnknownPhraseError:
                continue
            return build(first, second)
    raise _UnknownPhraseError(clause.strip())


def _sequence(first: fx.Effect, second: fx.Effect) -> fx.Effect:
    return fx.Sequence((first, second))


def _stipulation(first: fx.Effect, second: fx.Effect) -> fx.Effect:
    return fx.Stipulation(first, second)


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


def compile_text(text: str, title: str = "") -> CompileResult:
    """Compile card text (as printed or as ruled) into a program."""
    program: list[fx.Effect] = []
    top = _Block("top")
    block = top
    in_hit = False  # sentences after "HIT:" belong to the HIT block until the next label
    try:
        if not text.strip():
            raise _UnknownPhraseError("(no text in the data)")
        for piece in split_sentences(text):
            body = piece.strip()
            if body.startswith("(") and body.endswith(")"):
                # DBZ RB: Glossary — Parenthesis Text: card rules, compiled like any clause.
                program.extend(compile_clause(inner) for inner in split_sentences(body[1:-1]))
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
                    elif "INSTANT" in kind:
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
        # "X = …" defines the X of the DAMAGE line before it.
        for index in range(len(owner.effects) - 1, -1, -1):
            attack = owner.effects[index]
            if isinstance(attack, fx.PhysicalAttack | fx.EnergyAttack) and isinstance(
                attack.damage, fx.VariableDamage
            ):
                damage = msgspec.structs.replace(attack.damage, x=text.split("=", 1)[1].strip())
                owner.effects[index] = msgspec.structs.replace(attack, damage=damage)
                return
        raise _UnknownPhraseError(body)
    if text.lower().startswith("if you do, "):
        previous = block.effects[-1] if block.effects else None
        if not isinstance(previous, fx.Optional):
            raise _UnknownPhraseError(body)
        block.effects.append(fx.IfYouDo((compile_clause(text[11:]),)))
        return
    block.effects.append(compile_clause(text))


def compile_card(card: Card) -> CompileResult:
    """Compile a card's text, or its ruled text where the rulings re-word the card."""
    ruled = ruled_text(card.title, card.short_number)
    result = compile_text(ruled if ruled is not None else card.text, card.title)
    if ruled is None:
        return result
    return CompileResult(result.title, result.program, result.unknown_phrases, ruled)
