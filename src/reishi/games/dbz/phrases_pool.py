"""Phrase families of the wider card pool: moving cards between zones, choosing cards,
personalities' stages and levels, skipped actions, anger to advance and card rules.

Each entry is (pattern, builder, first): the compiler registers them after its own phrases
(``first`` puts one ahead of the general ones). A builder receives the match and ``sub``, the
compiler's clause compiler, for clauses nested inside the phrase.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from reishi.games.dbz import effects as fx
from reishi.games.dbz.basics import CARDS_ENDING_COMBAT, RAISING_ANGER_OPTIONAL
from reishi.games.dbz.conditions import is_known_event, is_known_what, is_known_x
from reishi.games.dbz.effects import Who

Sub = Callable[[str], fx.Effect]
Builder = Callable[[re.Match[str], Sub], fx.Effect]

_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_WORDS |= {"seven": 7, "ten": 10}
NUM = r"(?:\d+|a|an|one|two|three|four|five|six|seven|ten)"
ALL = 99  # "all": as many as there are


class UnknownWordsError(Exception):
    """The phrase matched but a word in it (a card description) is not understood."""


def number(text: str) -> int:
    """A count written as a digit or a word."""
    lowered = text.lower().strip()
    return _WORDS[lowered] if lowered in _WORDS else int(lowered)


class PhraseTable:
    """One module's phrases as (pattern, builder, first), in the order they are declared."""

    def __init__(self) -> None:
        self.entries: list[tuple[str, Builder, bool]] = []

    def __call__(self, pattern: str, first: bool = False) -> Callable[[Builder], Builder]:
        """Decorate a builder to add it under ``pattern`` (``first``: ahead of general ones)."""

        def register(builder: Builder) -> Builder:
            self.entries.append((pattern, builder, first))
            return builder

        return register

    def append(self, entry: tuple[str, Builder, bool]) -> None:
        """Add an entry whose builder is declared elsewhere (a shared builder)."""
        self.entries.append(entry)


PHRASES = PhraseTable()
phrase = PHRASES


def who(text: str | None) -> Who:
    """Whose zone or which player: "your", "your opponent's", "a player's", "each player's"."""
    lowered = (text or "your").lower().strip()
    if lowered.startswith(("your opponent", "an opponent", "his", "their", "opponent")):
        return Who.OPPONENT
    if lowered.startswith(("a player", "either", "any", "an mp", "a personality", "in play")):
        return Who.ANY
    if lowered.startswith(("each", "both", "all")):
        return Who.EACH
    return Who.YOU


def description(text: str) -> str:
    """A card description the rules can match ("Setups and/or Drills" → "setup or drill")."""
    words = text.lower().strip().strip(",")
    words = re.sub(r"(non-[\w\[\]]+)/(?=non-)", r"\1 ", words)  # "non-personality/non-mastery"
    words = re.sub(r"\s*(?:and/or|/|\band\b)\s*", " or ", words)
    words = re.sub(r",\s*or\s+or\s+|,\s*or\s+|\s+or\s+or\s+", " or ", words)
    words = re.sub(r"\b(?:a|an)\s+(?=\w)", "", words)
    words = re.sub(r"\s+", " ", words).strip()
    words = re.sub(r"^(?:cards?|any cards?)$", "card", words)
    if words in ("card", "") or is_known_what(words):
        return "" if words in ("card", "") else words
    raise UnknownWordsError(text)


def quantity(text: str) -> tuple[int, str]:
    """(count, pick) of "a", "2", "up to 3", "a total of up to 2", "any number of", "all"."""
    lowered = text.lower().strip()
    if lowered in ("all", "all of", "all of the", "all the"):
        return ALL, "all"
    if lowered.startswith("any "):
        return ALL, "up to"
    up_to = re.match(r"^(?:a total of )?up to (\S+)$", lowered)
    if up_to:
        return number(up_to.group(1)), "up to"
    return number(lowered), "exactly"


QTY = rf"(all(?: of)?(?: the)?|any (?:amount|number) of|(?:a total of )?up to {NUM}|{NUM})"
_KIND_END = (
    r"(?:setups?|drills?|allies|ally|events?|dragon balls?|attached cards?|cards?"
    r"|personalit(?:y|ies))"
)
# A kind may be narrowed by its title: 'an Ally with "Cell Jr." in the title' (quoted, since
# the name itself may hold spaces and dots; other quotes have phrases of their own).
_TITLED = r"(?: with(?:out)? \"[^\"]+?\" in the title)?"
DESC = rf"([a-z0-9 ,/'\"“”\-\[\].]*?{_KIND_END}{_TITLED})"
_PLAY_WHOSE = (
    r"(?: (you control|your opponent controls|that your opponent controls|in play|you own in play|"
    r"you own under your control|in play under your control))?"
)


def _play_whose(prefix: str | None, suffix: str | None) -> Who:
    words = f"{prefix or ''} {suffix or ''}".lower()
    if "opponent" in words:
        return Who.OPPONENT
    if "you control" in words or "your" in words or "you own" in words:
        return Who.YOU
    return Who.ANY


# --- removing cards in play -------------------------------------------------------------------


@phrase(
    rf"(destroy|banish|discard) {QTY} (?:of )?(your opponent's |an opponent's |your |his )?"
    rf"{DESC}{_PLAY_WHOSE}"
)
def _remove_in_play(m: re.Match[str], sub: Sub) -> fx.Effect:
    count, pick = quantity(m.group(2))
    what = description(m.group(4))
    whose = _play_whose(m.group(3), m.group(5))
    return fx.MoveCards("play", m.group(1).lower(), what, count, pick, whose)


@phrase(
    rf"(return|shuffle|place) {QTY} {DESC}(?: in play)?{_PLAY_WHOSE}(?: in play)? "
    r"(?:back )?(?:(?:in)?to (?:its|their|your) (?:owner'?s'? )?(hand|hands|life decks?)|"
    r"(?:on|at) (?:the )?(top|bottom) of (?:its|their) owner'?s'? life deck)"
)
def _return_in_play(m: re.Match[str], sub: Sub) -> fx.Effect:
    count, pick = quantity(m.group(2))
    what = description(m.group(3))
    whose = _play_whose(None, m.group(4))
    place = (m.group(5) or "").lower()
    to = "hand" if place.startswith("hand") else "life deck" if place else ""
    to = to or f"{m.group(6).lower()} of life deck"
    return fx.MoveCards("play", to, what, count, pick, whose)


@phrase(
    r"(your opponent|each player) chooses (?:one|a|1) of (?:his|her|his or her|their) "
    rf"({_KIND_END}) and (destroys|banishes) it"
)
def _opponent_removes(m: re.Match[str], sub: Sub) -> fx.Effect:
    what = description(m.group(2))
    to = "destroy" if m.group(3).lower() == "destroys" else "banish"
    return fx.MoveCards("play", to, what, 1, "exactly", Who.OPPONENT, Who.OPPONENT)


# --- piles: discard pile, Banished Zone, hand -------------------------------------------------

_PILE = r"(discard pile or banished zone|discard pile|banished zone|hand)"
_OWNER = r"(your opponent's|your|a player's|his|his or her|their|each player's|any)"
_TO = (
    r"(banish (?:it|them)|rejuvenate (?:it|them)|"
    r"place (?:it|them) (?:on (?:the )?top of|at the bottom of|on the bottom of) "
    r"(?:your|his|his or her|its owner's|their owner's|your opponent's) life deck|"
    r"place (?:it|them) (?:into|in) (?:your|his) hand|place (?:it|them) into play|"
    r"shuffle (?:it|them) into (?:your|his|his or her|its owner's|their owner's) life deck)"
)


def _destination(words: str) -> str:
    lowered = words.lower()
    for key, to in (
        ("banish", "banish"),
        ("rejuvenate", "rejuvenate"),
        ("top of", "top of life deck"),
        ("bottom of", "bottom of life deck"),
        ("hand", "hand"),
        ("into play", "play"),
        ("shuffle", "life deck"),
    ):
        if key in lowered:
            return to
    raise UnknownWordsError(words)


@phrase(rf"choose {QTY} {DESC} (?:in|from) {_OWNER} {_PILE}(?: and {_TO})?")
def _choose_in_pile(m: re.Match[str], sub: Sub) -> fx.Effect:
    count, pick = quantity(m.group(1))
    to = _destination(m.group(5)) if m.group(5) else "choose"
    return fx.MoveCards(
        m.group(4).lower(), to, description(m.group(2)), count, pick, who(m.group(3))
    )


@phrase(
    rf"(banish|rejuvenate|discard) {QTY} {DESC} (?:in|from) {_OWNER} {_PILE}"
    r"(?: (?:not named|except) [\"“']?[^\"”']+[\"”']?)?"
)
def _verb_from_pile(m: re.Match[str], sub: Sub) -> fx.Effect:
    if "not named" in m.group(0).lower() or "except" in m.group(0).lower():
        raise UnknownWordsError(m.group(0))
    count, pick = quantity(m.group(2))
    verb = m.group(1).lower()
    pile = m.group(5).lower()
    to = {"banish": "banish", "rejuvenate": "rejuvenate", "discard": "discard"}[verb]
    if verb == "discard" and pile != "hand":
        raise UnknownWordsError(m.group(0))
    return fx.MoveCards(pile, to, description(m.group(3)), count, pick, who(m.group(4)))


@phrase(
    rf"(shuffle|place) {QTY} {DESC} (?:in|from) {_OWNER} {_PILE} "
    r"(?:into (?:your|his|his or her|its owner's|their owner's) life decks?|"
    r"(?:on (?:the )?top of|at the bottom of|on the bottom of) (?:your|his|its owner's) life deck|"
    r"into (?:your|his) hand|into play|on (?:the )?top of your discard pile)"
)
def _move_from_pile(m: re.Match[str], sub: Sub) -> fx.Effect:
    count, pick = quantity(m.group(2))
    tail = m.group(0).lower().rsplit(m.group(5).lower(), 1)[1]
    to = "top of discard pile" if "discard pile" in tail else _destination(tail)
    if m.group(1).lower() == "shuffle" and "life deck" in tail:
        to = "life deck"
    return fx.MoveCards(
        m.group(5).lower(), to, description(m.group(3)), count, pick, who(m.group(4))
    )


@phrase(
    rf"(banish|rejuvenate|draw|shuffle) the (top|bottom) ({NUM} )?cards? (?:of|from|in) "
    rf"{_OWNER} discard piles?(?: into (?:your|his|their owner's) life decks?)?"
)
def _pile_end(m: re.Match[str], sub: Sub) -> fx.Effect:
    verb = m.group(1).lower()
    to = {"banish": "banish", "rejuvenate": "rejuvenate", "draw": "hand", "shuffle": "life deck"}
    count = number(m.group(3)) if m.group(3) else 1
    owner = who(m.group(4))
    return fx.MoveCards("discard pile", to[verb], "", count, m.group(2).lower(), owner)


@phrase(r"(?:banish|shuffle) (?:your|his) (discard pile|hand)(?: into (?:your|his) life deck)?")
def _whole_pile(m: re.Match[str], sub: Sub) -> fx.Effect:
    to = "banish" if m.group(0).lower().startswith("banish") else "life deck"
    return fx.MoveCards(m.group(1).lower(), to, "", ALL, "all")


@phrase(rf"(shuffle|place) {NUM} cards? from your hand (?:into your life deck)")
def _hand_shuffled(m: re.Match[str], sub: Sub) -> fx.Effect:
    count = number(m.group(0).split()[1])
    return fx.MoveCards("hand", "life deck", "", count)


@phrase(rf"(?:you may )?reveal {QTY} {DESC} from your hand")
def _reveal_from_hand(m: re.Match[str], sub: Sub) -> fx.Effect:
    count, pick = quantity(m.group(1))
    effect = fx.MoveCards("hand", "reveal", description(m.group(2)), count, pick)
    return fx.Optional(effect) if m.group(0).lower().startswith("you may") else effect


@phrase(rf"(?:choose|place|play) {QTY} {DESC} (?:in|from) your hand (?:and place it )?into play")
def _hand_into_play(m: re.Match[str], sub: Sub) -> fx.Effect:
    count, pick = quantity(m.group(1))
    return fx.MoveCards("hand", "play", description(m.group(2)), count, pick)


@phrase(
    r"(?:your opponent )?(?:randomly discards|discards a random card from) (?:a card from )?"
    r"(?:his|her|his or her|their) hand|your opponent randomly discards a card from "
    r"(?:his|her|his or her|their) hand"
)
def _random_discard(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.MoveCards("hand", "discard", "", 1, "random", Who.OPPONENT)


@phrase(r"choose a random card (?:from|in) your opponent's hand")
def _random_choice(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.MoveCards("hand", "choose", "", 1, "random", Who.OPPONENT)


@phrase(
    r"(?:look at your opponent's hand and )?choose (?:an? )?(non-dragon ball |styled |non-styled )?"
    r"card in (?:it|your opponent's hand)"
)
def _choose_in_hand(m: re.Match[str], sub: Sub) -> fx.Effect:
    what = description((m.group(1) or "") + "card")
    return fx.MoveCards("hand", "choose", what, 1, "exactly", Who.OPPONENT)


# --- that card, those cards ------------------------------------------------------------------


@phrase(
    r"(banish|discard|rejuvenate|destroy) (?:that|those|the chosen) (?:cards?|drill|setup|ally|"
    r"setup or drill|dragon ball)"
)
def _that_card(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.MoveChosen(m.group(1).lower())


@phrase(
    r"(?:your opponent )?(?:rejuvenates|shuffles) (?:that card|those cards) into (?:his|her|his "
    r"or her|their|your) life deck|(?:your opponent )?rejuvenates (?:that card|those cards)"
)
def _opponent_that_card(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.MoveChosen("rejuvenate" if "rejuvenate" in m.group(0).lower() else "life deck")


@phrase(
    r"place that card (?:in|into) (your hand|play)(?: under your control)?"
    r"|return (?:that card|that drill|that ally|that setup) to (?:your|its owner's) hand"
)
def _that_card_to(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.MoveChosen("play" if "play" in m.group(0).lower() else "hand")


@phrase(
    r"(?:place|put) the remaining cards (?:at|on) the (bottom|top) of your life deck"
    r"(?: in any order)?"
    r"|(banish|destroy) the remaining cards"
)
def _remaining(m: re.Match[str], sub: Sub) -> fx.Effect:
    to = f"{m.group(1).lower()} of life deck" if m.group(1) else m.group(2).lower()
    return fx.MoveChosen(to, rest=True)


# --- personalities: stages, levels, anger -----------------------------------------------------


@phrase(
    r"(?:all of )?(your opponent's|your|all) (personalities|allies)(?: in play)? loses? "
    rf"({NUM}) (?:power )?stages?(,? to a minimum of 0)?"
)
def _all_lose(m: re.Match[str], sub: Sub) -> fx.Effect:
    whose = who(m.group(1))
    return fx.LoseStagesAll(number(m.group(3)), whose, m.group(2).lower(), bool(m.group(4)))


@phrase(rf"all personalities with (\w+) in the title lose ({NUM}) (?:power )?stages?")
def _titled_lose(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Android 20 - Mastermind: every player's MP and Allies whose title has the word.
    amount = number(m.group(2))
    return fx.LoseStagesAll(amount, Who.EACH, "personalities", titled=m.group(1).lower())


@phrase(rf"all allies in play lose ({NUM}) (?:power )?stages?")
def _all_allies_lose(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.LoseStagesAll(number(m.group(1)), Who.EACH, "allies")


@phrase(rf"(?:that|the chosen) (?:personality|ally) (gains|loses) ({NUM}) (?:power )?stages?")
def _chosen_stages(m: re.Match[str], sub: Sub) -> fx.Effect:
    amount = number(m.group(2))
    return fx.ChosenStages(amount if m.group(1).lower() == "gains" else -amount)


@phrase(r"raise (?:that|an|the chosen) ally to (?:its|his|her) highest power stage")
def _chosen_highest(m: re.Match[str], sub: Sub) -> fx.Effect:
    if " an " in m.group(0).lower():
        return fx.Sequence(
            (
                fx.MoveCards("play", "choose", "ally", 1, whose=Who.ANY),
                fx.ChosenStages(10, highest=True),
            )
        )
    return fx.ChosenStages(10, highest=True)


@phrase(
    r"choose (?:an? |one of your )(personality|ally|allies)(?: in play)?(?:, (that ally can make "
    r"actions regardless of your mp's power stage))?"
)
def _choose_personality(m: re.Match[str], sub: Sub) -> fx.Effect:
    mine = "one of your" in m.group(0).lower()
    kind = "personality" if m.group(1).lower() == "personality" else "ally"
    choose = fx.MoveCards("play", "choose", kind, 1, "exactly", Who.YOU if mine else Who.ANY)
    if m.group(2):
        return fx.Sequence((choose, fx.ChosenActs()))
    return choose


@phrase(
    r"(?:that ally|the chosen ally) (?:can|may) make actions regardless of your mp's power stage"
    r"(?: this combat| for the remainder of combat)?"
    r"|(?:for the remainder of combat|until the end of combat),? that ally (?:can|may) make "
    r"actions regardless of your mp's power stage"
)
def _chosen_acts(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.ChosenActs()


@phrase(
    r"set (your|your opponent's|an) mp's power (?:level|stage) to 0"
    r"|set (your) mp to (?:its|his|her) 0 power stage"
)
def _stage_zero(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.SetStage(0, who(m.group(1) or m.group(2)))


@phrase(r"(?:advance or lower|raise or lower|lower or advance) your mp to level ([1-4])")
def _to_level(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.SetLevel(int(m.group(1)))


@phrase(rf"lower (?:a personality|an mp|a player's mp) ({NUM}) (?:personality )?levels?")
def _lower_any(m: re.Match[str], sub: Sub) -> fx.Effect:
    step = -number(m.group(1))
    return fx.Choice((fx.ChangeLevel(step, Who.YOU), fx.ChangeLevel(step, Who.OPPONENT)))


@phrase(r"advance your mp up to (\d|two|three) levels")
def _advance_up_to(m: re.Match[str], sub: Sub) -> fx.Effect:
    top = number(m.group(1))
    # "up to" allows none: the player may decline, or choose how many (honesty.keeps).
    levels = tuple(fx.ChangeLevel(n, Who.YOU) for n in range(1, top + 1))
    return fx.Optional(fx.Choice(levels, tuple(f"advance {n}" for n in range(1, top + 1))))


@phrase(r"set (your|your opponent's) anger(?: level)? to (\d)")
def _set_anger(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.SetAnger(int(m.group(2)), who(m.group(1)))


@phrase(r"both players set their anger(?: levels?)? to (\d)")
def _both_anger(m: re.Match[str], sub: Sub) -> fx.Effect:
    level = int(m.group(1))
    return fx.Sequence((fx.SetAnger(level, Who.YOU), fx.SetAnger(level, Who.OPPONENT)))


@phrase(r"switch anger levels with your opponent")
def _swap(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.SwapAnger()


@phrase(rf"raise your anger up to ({NUM}) levels?")
def _anger_up_to(m: re.Match[str], sub: Sub) -> fx.Effect:
    top = number(m.group(1))
    # "up to" allows none: the player may decline, or choose how many (honesty.keeps).
    levels = tuple(fx.RaiseAnger(n, Who.YOU) for n in range(1, top + 1))
    return fx.Optional(fx.Choice(levels, tuple(f"raise {n}" for n in range(1, top + 1))))


@phrase(r"gain (\d+|x) anger(?: levels?)?")
def _gain_anger(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.RaiseAnger(int(m.group(1)), Who.YOU)


# --- actions skipped or passed ----------------------------------------------------------------


@phrase(
    rf"(skip|your opponent skips|your opponent passes for|your opponent must pass for) "
    rf"(?:your|his|his or her|their) (?:next|first) (?:({NUM}) )?actions?"
    r"(?: this combat| this turn)?"
)
def _skips(m: re.Match[str], sub: Sub) -> fx.Effect:
    whose = Who.YOU if m.group(1).lower() == "skip" else Who.OPPONENT
    return fx.SkipActions(number(m.group(2)) if m.group(2) else 1, whose)


# --- anger needed to advance ------------------------------------------------------------------


@phrase(r"(you|your opponent) needs? (\d) (less |more )?anger to advance (?:a )?personality level")
def _anger_needed(m: re.Match[str], sub: Sub) -> fx.Effect:
    whose = who(m.group(1))
    amount = int(m.group(2))
    if m.group(3):
        return fx.AngerToLevel(whose, -amount if "less" in m.group(3) else amount)
    return fx.AngerToLevel(whose, needed=amount)


# --- card rules of Allies and attached cards --------------------------------------------------


@phrase(
    r"(?:if your mp is ([a-z0-9 ,.'\"-]+?), )?you may use (?:this|these|this card's|the) powers? "
    r"regardless of your mp's power stage"
)
def _acts_regardless(m: re.Match[str], sub: Sub) -> fx.Effect:
    if not m.group(1):
        return fx.ActsRegardless()
    names = re.split(r",\s*(?:or\s+)?|\s+or\s+|\s+-\s+", m.group(1).lower().strip("\"'"))
    return fx.ActsRegardless(tuple(n.strip(" \"'") for n in names if n.strip(" \"'")))


@phrase(
    # The title is the card's own (quoted or not, "Vegeta's Anger"): a second copy does not attach.
    r"you may (?:only have one|have only one) .+? attached"
    r"|only one copy of .+ can be attached in play"
)
def _only_one(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.OnlyOneAttached()


# --- Dragon Balls and critical damage ---------------------------------------------------------


@phrase(
    r"(?:(you may|your opponent may) )?use the immediate effects? of an? ((?:earth |namek )?dragon "
    r"ball) (in play|you control)"
    r"|choose an? ((?:earth |namek )?dragon ball) you control and use (?:its|the) immediate "
    r"effects?"
)
def _use_dragon_ball(m: re.Match[str], sub: Sub) -> fx.Effect:
    user = Who.OPPONENT if (m.group(1) or "").lower().startswith("your opponent") else Who.YOU
    whose = Who.ANY if m.group(3) and m.group(3).lower() == "in play" else Who.YOU
    effect = fx.UseDragonBall(whose, user, (m.group(2) or m.group(4)).lower())
    return fx.Optional(effect) if m.group(1) and user is Who.YOU else effect


@phrase(
    r"if you deal critical damage with this attack, you may use (?:2|two)(?: different)? "
    r"critical (?:damage )?effects instead of (?:1|one)"
)
def _two_crits(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.TwoCriticals()


# --- searching ---------------------------------------------------------------------------------

_ZONE = r"(?:life deck|deck|discard pile|banished zone)"
_SEARCH_TO = (
    r"(place (?:it|them) (?:into|in) (?:your|his) hand|place (?:it|them) into play"
    r"(?: under (?:your|your opponent's) control| at (?:its|their) highest power stage"
    r"| at \d+ (?:power )?stages? above 0| attached)?"
    r"|place (?:it|them) (?:on|at) (?:the )?(?:top|bottom|top or bottom) of your (?:life deck|"
    r"discard pile)|place (?:it|them) on top of your life deck or discard pile"
    r"|rejuvenate (?:it|them)|play (?:it|them)|discard (?:it|them)|banish (?:it|them)"
    r"|put (?:it|them) into play"
    r"|destroy (?:it|them)|reveal (?:it|them))"
)


def search_what(raw: str) -> str:
    """A searched-for description, or an exact title ("a copy of Orange Offensive Strike")."""
    text = raw.strip()
    try:
        return description(text)
    except UnknownWordsError:
        title = re.sub(r"^cop(?:y|ies) of ", "", text, flags=re.IGNORECASE).strip("'\"“”‘’ ")
        if title and title[0].isupper() and is_known_what(f'"{title}"'):
            return f'"{title.lower()}"'
        raise


def search_destination(words: str) -> str:
    """The Search record's destination for the words after "and"."""
    lowered = re.sub(r" (?:it|them)\b", "", words.lower())
    lowered = lowered.replace("place in your hand", "place into your hand")
    lowered = lowered.replace("place in his hand", "place into your hand")
    lowered = re.sub(r"(\d+) (?:power )?stages? above 0", r"\1 stages above 0", lowered)
    lowered = lowered.replace("under your control", "").strip()
    lowered = lowered.replace("on the top of", "on top of").replace("at the top of", "on top of")
    lowered = lowered.replace("on the top or bottom", "on top or bottom")
    lowered = lowered.replace("put into play", "place into play")
    return lowered.replace("on the bottom of", "at the bottom of")


@phrase(
    rf"search (your|your opponent's|you|a|a player's) ({_ZONE}(?:(?:,|,? or|,? and) {_ZONE})*) "
    rf"for (?:a total of )?(up to )?(?:(an?|{NUM}|any|all|one copy of each) )?(.+?) "
    rf"and {_SEARCH_TO}"
)
def _search(m: re.Match[str], sub: Sub) -> fx.Effect:
    zones = tuple(
        "life deck" if z.strip() == "deck" else z.strip()
        for z in re.split(r",\s*(?:or\s+|and\s+)?|\s+or\s+|\s+and\s+", m.group(2).lower())
        if z.strip()
    )
    amount = (m.group(4) or "a").lower()
    count = ALL if amount == "all" else 1 if amount in ("any", "a", "an") else number(amount)
    if amount == "one copy of each":
        raise UnknownWordsError(m.group(0))
    whose = Who.ANY if m.group(1).lower() in ("a", "a player's") else who(m.group(1))
    to = search_destination(m.group(6))
    if "your opponent's control" in to:
        to = "place into play under your opponent's control"
    up_to = bool(m.group(3)) and count > 1
    return fx.Search(zones, search_what(m.group(5)), to, count, whose, up_to=up_to)


@phrase(rf"search the top ({NUM}) cards of your life deck for (?:an? )?(.+?) and {_SEARCH_TO}")
def _search_top_life(m: re.Match[str], sub: Sub) -> fx.Effect:
    to = search_destination(m.group(3))
    return fx.Search(("life deck",), search_what(m.group(2)), to, 1, Who.YOU, number(m.group(1)))


# --- timings: the start or end of a turn or step, "after …" ---------------------------------------

_EDGE_OF = (
    r"((?:your |your opponent's |each |each player's |the |any |this )?(?:first )?"
    r"(?:turn|combat|(?:planning|rejuvenation|discard|combat|draw) step)"
    r"(?: if you did not declare combat)?)"
)


@phrase(rf"(?:once per (turn|combat),? )?at the (start|beginning|end) of {_EDGE_OF},? (.+)")
def _at_edge(m: re.Match[str], sub: Sub) -> fx.Effect:
    edge = "end" if m.group(2).lower() == "end" else "start"
    event = f"the {edge} of {m.group(3).lower()}"
    return fx.Whenever(event, (sub(m.group(4)),), limit=(m.group(1) or "").lower())


@phrase(r"after (?!use\b)([^,]+), (.+)")
def _after(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.Whenever(m.group(1).lower(), (sub(m.group(2)),))


# --- restrictions: "X cannot …" for a duration ------------------------------------------------

_DURATIONS = (
    ("this combat", "combat"),
    ("for the remainder of combat", "combat"),
    ("until the end of combat", "combat"),
    ("during combat this turn", "turn"),
    ("this turn", "turn"),
    ("until the start of your next turn", "next turn"),
    ("until the end of your next turn", "end next turn"),
    ("until the end of you next turn", "end next turn"),
    ("until the end of your opponent's next turn", "end opponent next turn"),
    ("for the remainder of the game", "game"),
)
_DURATION = "|".join(re.escape(words) for words, _ in _DURATIONS)
_SUBJECT = r"(your opponent|you|players|both players|each player)"

# (pattern after the subject's "cannot", what the rules check, whose restriction by default)
_CANNOT: tuple[tuple[str, tuple[str, ...]], ...] = (
    (r"use endurance", ("use endurance",)),
    (r"declare combat", ("declare combat",)),
    (r"rejuvenate|use effects that rejuvenate cards", ("rejuvenate",)),
    (r"stop attacks", ("stop attacks",)),
    (r"use setups", ("use setups",)),
    (r"use (?:the )?effects (?:that|to) end combat|end combat", ("end combat",)),
    (r"(?:use card effects to )?search a player's life deck", ("search life decks",)),
    (
        r"use (?:card )?effects (?:that|to) banish cards from a discard pile",
        ("banish from discard piles",),
    ),
    (r"use effects that gain stages(?: during combat)?", ("gain stages",)),
    (
        r"use effects (?:that would|that|to) advance (?:an mp|a personality) 1 or more levels",
        ("advance levels by effects",),
    ),
    (
        r"use effects (?:that|to) advance or lower (?:an mp|1 or more mp levels|an mp 1 or more "
        r"levels|your opponent's mp 1 or more levels)",
        ("advance levels by effects", "lower levels by effects"),
    ),
    (r"use effects (?:that|to) lower an mp 1 or more levels", ("lower levels by effects",)),
    (r"use effects (?:that|to) lower your mp 1 or more levels", ("lower opponent's level",)),
    (r"use the immediate effects of dragon balls", ("use dragon ball effects",)),
    (r"play nor use non-styled cards", ("play non-styled cards", "use non-styled cards")),
    (r"play events", ("play events",)),
    (r"gain anger", ("gain anger",)),
)
# "X cannot be used": the subject is the cards, the restriction everyone's.
_CANNOT_BE: tuple[tuple[str, tuple[str, ...]], ...] = (
    (r"endurance cannot be used", ("use endurance",)),
    (r"setups cannot be used", ("use setups",)),
    (r"setups and drills cannot be used", ("use setups", "use drills")),
    (
        r"effects that end combat cannot be used|combat cannot be ended by card effects",
        ("end combat",),
    ),
    (r"effects that rejuvenate cards cannot be used", ("rejuvenate",)),
    (r"raising anger is optional for both players", (RAISING_ANGER_OPTIONAL,)),
    (r"cards? that end combat cannot be played n?or used", ("end combat", CARDS_ENDING_COMBAT)),
    (
        r"effects that advance a personality 1 or more levels cannot be used",
        ("advance levels by effects",),
    ),
    (r"dragon balls cannot be played", ("play dragon balls",)),
    (
        r"dragon balls cannot be captured nor played",
        ("play dragon balls", "have dragon balls captured"),
    ),
    (r"allies cannot be played nor placed into play", ("enter play allies",)),
    (r"allies, drills, and setups cannot enter play during combat", ("enter play during combat",)),
    (r"allies cannot have damage redirected to them", ("redirect damage to allies",)),
    (r"allies cannot make actions", ("allies act",)),
    (r"allies you control cannot perform attacks", ("allies attack",)),
    (r"non-styled cards cannot be played", ("play non-styled cards",)),
    (r"personalities cannot be more than 5 stages above 0", ("exceed 5 stages",)),
    (r"your anger cannot be lowered(?: by card effects)?", ("have anger lowered",)),
    (r"your anger cannot be raised or lowered", ("gain anger", "have anger lowered")),
    (r"your anger cannot be lowered by critical damage effects", ("have anger lowered by crits",)),
    (r"your opponent must declare combat", ("skip combat",)),
)


def _duration(words: str | None) -> str:
    lowered = (words or "").lower().strip(" ,")
    return next((d for w, d in _DURATIONS if w == lowered), "")


def _restrictions(whose: Who, whats: tuple[str, ...], duration: str) -> fx.Effect:
    records = tuple(fx.Restriction(whose, what, duration or "while in play") for what in whats)
    return records[0] if len(records) == 1 else fx.Sequence(records)


def _subject_who(words: str) -> Who:
    lowered = words.lower()
    return Who.EACH if lowered in ("players", "both players", "each player") else who(lowered)


@phrase(
    rf"(?:({_DURATION}),? )?{_SUBJECT} (?:cannot|may not|can't) (.+?)(?: ({_DURATION}))?",
    first=True,
)
def _cannot(m: re.Match[str], sub: Sub) -> fx.Effect:
    verb = m.group(3).lower()
    for pattern, whats in _CANNOT:
        if re.fullmatch(pattern, verb):
            duration = _duration(m.group(1) or m.group(4))
            return _restrictions(_subject_who(m.group(2)), whats, duration)
    raise UnknownWordsError(m.group(0))


@phrase(rf"(?:({_DURATION}),? )?(.+?)(?: ({_DURATION}))?", first=False)
def _cannot_be(m: re.Match[str], sub: Sub) -> fx.Effect:
    words = m.group(2).lower()
    duration = m.group(1) or m.group(3)
    tried = [words]
    if (duration or "").lower() == "during combat this turn":
        # "… cannot enter play during combat this turn" (Moment of Peace): what is barred is
        # entering play during combat, for the rest of the turn.
        tried.append(words + " during combat")
    for pattern, whats in _CANNOT_BE:
        for said in tried:
            if re.fullmatch(pattern, said):
                whose = Who.YOU if said.startswith(("your ", "allies you")) else Who.EACH
                if said.startswith("your opponent"):
                    whose = Who.OPPONENT
                return _restrictions(whose, whats, _duration(duration))
    raise UnknownWordsError(m.group(0))


@phrase(
    r"you cannot win by mppv (this turn|until the start of your next turn|the turn you play this "
    r"card)|until the end of your opponent's next turn, you cannot win by mppv"
)
def _no_mppv_for(m: re.Match[str], sub: Sub) -> fx.Effect:
    words = (m.group(1) or "").lower()
    until = "next turn" if "next turn" in words else "turn" if words else "end opponent next turn"
    return fx.Restriction(Who.YOU, "win by mppv", until)


@phrase(
    r"you cannot win by mppv if you (?:advance a (?:personality )?level with this card's effect"
    r"|raise your anger with this (?:card's immediate )?effect)"
)
def _no_mppv_if(m: re.Match[str], sub: Sub) -> fx.Effect:
    if "raise your anger" in m.group(0).lower():
        return fx.CannotWinByMppv("raise your anger with this card")
    return fx.CannotWinByMppv("advance a personality level with this card")


@phrase(r"you cannot win by mppv if you use this effect")
def _no_mppv_use(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.CannotWinByMppv("use this card")


# --- attacks: damage modifiers with their performer, properties, critical damage --------------

_AMOUNT = r"([+-] ?(?:\d+|x)) (?:power )?(stages?|life cards?)"
_MOD_SUBJECT = (
    r"(your opponent's |your |all your |all of your |all |your other )?((?:(?:styled|non-styled|"
    r"physical|energy|named) )*)attacks(?: performed by (this personality|your mp|your allies|"
    r"that ally|personalities with ['\"]?(\w+)['\"]? in the title))?"
)
_MOD_DURATION = (
    r"this combat|for the remainder of combat|this turn|until the end of your next turn"
    r"|for that combat"
)


def _amounts(
    m_first: str, unit_first: str, m_second: str | None, unit_second: str | None
) -> tuple[int, int]:
    totals = {"stage": 0, "life": 0}
    for value, unit in ((m_first, unit_first), (m_second, unit_second)):
        if value and unit:
            amount = 9797 if "x" in value.lower() else int(value.replace(" ", ""))
            totals["stage" if unit.lower().startswith("stage") else "life"] += amount
    return totals["stage"], totals["life"]


@phrase(
    rf"(?:(for the remainder of combat|while attached),? )?{_MOD_SUBJECT} deals? {_AMOUNT}"
    rf"(?: and {_AMOUNT})?(?: of damage| damage)?(?: ({_MOD_DURATION}))?(?: and (.+))?"
)
def _attacks_deal(m: re.Match[str], sub: Sub) -> fx.Effect:
    whose_words = (m.group(2) or "your ").lower().strip()
    whose = (
        Who.OPPONENT if "opponent" in whose_words else Who.ANY if whose_words == "all" else Who.YOU
    )
    if not m.group(2) and (m.group(4) is None or m.group(5)):
        # "Attacks performed by personalities with Android in the title …", "Styled attacks
        # deal …": with no "your", every player's ("this personality" is the card's own).
        whose = Who.ANY
    stages, life = _amounts(m.group(6), m.group(7), m.group(8), m.group(9))
    duration_words = (m.group(1) or m.group(10) or "").lower()
    duration = (
        "end next turn"
        if "next turn" in duration_words
        else "turn"
        if duration_words == "this turn"
        else "this combat"
        if duration_words and duration_words != "while attached"
        else "while in play"
    )
    by_words = (m.group(4) or "").lower()
    by = {"this personality": "this personality", "your mp": "mp", "your allies": "allies"}.get(
        by_words, "that ally" if by_words == "that ally" else (m.group(5) or "").lower()
    )
    kind = " ".join(m.group(3).split()).lower()
    modifier: fx.Effect = fx.AttackModifier(whose, stages, life, duration, kind, by=by)
    if not m.group(11):
        return modifier
    subject = f"your {kind + ' ' if kind else ''}attacks"
    tail = m.group(11)
    if re.match(r"(?:their damage|its damage) is banished$", tail, re.IGNORECASE):
        raise UnknownWordsError(tail)
    rest = sub(f"{subject} {tail}{' this combat' if duration == 'this combat' else ''}")
    return fx.Sequence((modifier, rest))


def barred_what(types: str) -> str:
    """ "Physical Combat or Energy Combat" → a card that is neither (its stop does nothing)."""
    kinds = [k.strip() for k in re.split(r",\s*(?:or\s+)?|\s+or\s+", types.lower()) if k.strip()]
    return " ".join(f"non-{k}" for k in kinds) + " card"


@phrase(
    r"your ((?:(?:styled|non-styled|physical|energy|named) )*)attacks can only be stopped by "
    r"((?:physical combat|energy combat|event)(?:,? (?:or )?(?:physical combat|energy combat|"
    r"event))*) cards?(?: (this combat))?"
)
def _attacks_barred(m: re.Match[str], sub: Sub) -> fx.Effect:
    duration = "this combat" if m.group(3) else "while in play"
    prop = f"stop barred by {barred_what(m.group(2))}"
    return fx.AttacksHave(prop, m.group(1).strip().lower(), duration)


@phrase(
    r"this attack can only be stopped by (?:an? )?((?:physical combat|energy combat|event)"
    r"(?:,? (?:or )?(?:physical combat|energy combat|event))*) cards?"
)
def _this_barred(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.AttackProperty(f"stop barred by {barred_what(m.group(1))}")


@phrase(
    r"this attack cannot be stopped (?:nor|or) have its damage prevented"
    r"|damage (?:from|for) this(?: attack)? (?:is banished and )?cannot be (?:redirected or )?"
    r"prevented"
)
def _attack_props(m: re.Match[str], sub: Sub) -> fx.Effect:
    text = m.group(0).lower()
    props = ["cannot be prevented"]
    if "stopped" in text:
        props.insert(0, "cannot be stopped")
    if "banished" in text:
        props.insert(0, "is banished")
    if "redirected" in text:
        props.append("cannot be redirected")
    records = tuple(fx.AttackProperty(p) for p in props)
    return records[0] if len(records) == 1 else fx.Sequence(records)


@phrase(r"this attack is considered to deal critical damage")
def _this_crit(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.AttackProperty("deals critical damage")


@phrase(
    r"your (next )?(successful )?((?:(?:styled|non-styled|physical|energy|named) )*)attacks? "
    r"(?:this combat )?(?:is|are) considered to deal critical damage(?: (this combat))?"
)
def _attacks_crit(m: re.Match[str], sub: Sub) -> fx.Effect:
    duration = "next attack" if m.group(1) else "this combat"
    return fx.AttacksHave("deals critical damage", m.group(3).strip().lower(), duration)


@phrase(
    r"(your opponent|you) needs? to deal (\d+) or more life cards to (?:activate|use a) critical "
    r"damage(?: effect)?|your opponent's attacks need to deal \+(\d+) life cards to use a "
    r"critical damage effect(?: this combat)?"
)
def _crit_threshold(m: re.Match[str], sub: Sub) -> fx.Effect:
    if m.group(3):
        return fx.CritThreshold(Who.OPPONENT, delta=int(m.group(3)))
    return fx.CritThreshold(who(m.group(1)), life=int(m.group(2)))


@phrase(
    r"(?:while attached, )?(?:your )?at damage is considered to be (\d+) for (your|all) "
    r"((?:(?:styled|non-styled|physical|energy) )*)attacks(?: (this combat))?"
)
def _at_value(m: re.Match[str], sub: Sub) -> fx.Effect:
    whose = Who.ANY if m.group(2).lower() == "all" else Who.YOU
    return fx.AtValue(int(m.group(1)), m.group(3).strip().lower(), whose)


@phrase(
    r"that attack deals? ([+-](?:\d+)) (stages?|life cards?)(?: and ([+-]\d+) (stages?|life "
    r"cards?))?"
    r"(?: of damage)?"
)
def _that_attack(m: re.Match[str], sub: Sub) -> fx.Effect:
    stages, life = _amounts(m.group(1), m.group(2), m.group(3), m.group(4))
    return fx.AttackModifier(Who.YOU, stages, life, "that attack")


@phrase(r"when you perform this attack,? (.+)")
def _when_performing(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Its immediate effects happen as it is performed (DBZ CRD: Timing — Attack sequence 2).
    return sub(m.group(1))


@phrase(
    r"(.+?) to have this attack (?:also )?deal ([+-]\d+) (stages?|life cards?)"
    r"(?: of damage)?(?: instead of \+(\d+))?"
)
def _to_have_this_attack(m: re.Match[str], sub: Sub) -> fx.Effect:
    amount = int(m.group(2)) - int(m.group(4) or 0)  # "+6 stages instead of +3": 3 more
    stages, life = (amount, 0) if m.group(3).lower().startswith("stage") else (0, amount)
    bonus = fx.AttackModifier(Who.YOU, stages, life, "this attack")
    return fx.Stipulation(sub(m.group(1)), bonus)


_ATTACKS = r"((?:all of )?your (?:(?:styled|non-styled|physical|energy|named) )*attacks)"


@phrase(rf"{_ATTACKS} (.+?) and ((?:deal|cannot|can only|gain|are considered) .+)")
def _shared_subject(m: re.Match[str], sub: Sub) -> fx.Effect:
    subject = m.group(1)
    return fx.Sequence((sub(f"{subject} {m.group(2)}"), sub(f"{subject} {m.group(3)}")))


@phrase(rf"{_ATTACKS} gains? ?-? (?![\"“'‘])(?!hit:)(.+)")
def _attacks_gain_plain(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.AttacksGain(m.group(1).lower(), (sub(m.group(2)),))


@phrase(r"while attached and (?!when|whenever|while )([^,]+), (.+)")
def _while_attached_and(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Namekian Thrust: "While attached and you control 2 or more Dragon Balls, …": the attached
    # card's text holds while the condition does (basics.restricted reads a guarded "cannot").
    return fx.If(m.group(1).lower(), (sub(m.group(2)),))


@phrase(r"while attached(?:,| and) (.+)")
def _while_attached(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Attached text is active while attached (kit: the card's while-attached effects).
    return sub(m.group(1))


@phrase(r"while (?!attached)([^,]+), (.+)")
def _while(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.If(m.group(1).lower(), (sub(m.group(2)),))


@phrase(r"if (.+?) (you may .+)")
def _if_no_comma(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.If(m.group(1).lower(), (sub(m.group(2)),))


@phrase(
    r"(whenever|when) (.+? (?:during|this) combat) ((?:raise|lower|draw|destroy|gain|you may) "
    r".+)"
)
def _whenever_no_comma(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.Whenever(m.group(2).lower(), (sub(m.group(3)),))


@phrase(r"while your mp's power level is (over|above|at least|below|under) ([\d,]+),? (.+)")
def _while_power_level(m: re.Match[str], sub: Sub) -> fx.Effect:
    level = m.group(2).replace(",", "")
    return fx.If(f"your mp's power level is {m.group(1).lower()} {level}", (sub(m.group(3)),))


@phrase(
    r"(your opponent's|the) next attack (?:your opponent performs )?this combat costs ([+-]\d+) "
    r"(?:power )?stages? to perform"
    r"|(your|the) next ((?:(?:styled|non-styled|physical|energy) )*)attack (?:you perform )?this "
    r"combat has its power stage cost reduced to 0"
)
def _next_cost(m: re.Match[str], sub: Sub) -> fx.Effect:
    if m.group(2):
        return fx.CostModifier(Who.OPPONENT, int(m.group(2)), "", "next attack")
    return fx.CostModifier(Who.YOU, -99, m.group(4).strip().lower(), "next attack")


@phrase(
    r"(?:your opponent's|the) next attack your opponent performs this combat costs ([+-]\d+) "
    r"(?:power )?stages? to perform"
)
def _next_opp_cost(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.CostModifier(Who.OPPONENT, int(m.group(1)), "", "next attack")


@phrase(
    r"(your|your opponent's) ((?:(?:styled|non-styled|physical|energy) )*)attacks cost "
    r"([+-]\d+) (?:power )?stages?(?:,? to a minimum of (\d+))?"
)
def _attacks_cost(m: re.Match[str], sub: Sub) -> fx.Effect:
    kind = m.group(2).strip().lower()
    return fx.CostModifier(who(m.group(1)), int(m.group(3)), kind, minimum=int(m.group(4) or 0))


@phrase(r"(your opponent's|your) constant powers cannot be used(?: (this turn|this combat))?")
def _constants_off(m: re.Match[str], sub: Sub) -> fx.Effect:
    duration = _duration(m.group(2))
    return fx.Restriction(who(m.group(1)), "use constant powers", duration or "while in play")


@phrase(r"players cannot use a setup as their first action in combat")
def _setup_first(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.Restriction(Who.EACH, "use setups as first action", "while in play")


@phrase(
    r"(players|your opponent) can only attack or pass in (?:their|his|his or her) (next )?actions?"
    r"(?: this combat)?"
)
def _only_attack(m: re.Match[str], sub: Sub) -> fx.Effect:
    whose = Who.EACH if m.group(1).lower() == "players" else Who.OPPONENT
    return fx.Restriction(whose, "act other than attack", "next action" if m.group(2) else "combat")


@phrase(
    r"this card's non-(?:\[instant\]|constant) power may only be used once per game"
    r"|you may only use this card's non-constant power once per game"
)
def _once_per_game(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.OncePerGame()


@phrase(
    r"(?:the (first) ((?:(?:styled|non-styled|physical|energy|named) )*)attack you perform each "
    r"(combat|turn)|(your opponent's|your) (first "
    r")?((?:(?:styled|non-styled|physical|energy|named) )*)"
    r"attacks?(?: each (combat|turn))?) (cannot be stopped|cannot have (?:its|their) damage "
    r"(?:modified|prevented))"
)
def _first_attacks(m: re.Match[str], sub: Sub) -> fx.Effect:
    if m.group(1):
        which = f"your first {m.group(2)}attack each {m.group(3)}".lower()
    else:
        first = "first " if m.group(5) else ""
        each = f" each {m.group(7)}" if m.group(7) else ""
        noun = "attack" if first else "attacks"
        which = f"{m.group(4)} {first}{m.group(6)}{noun}{each}".lower()
    prop = m.group(8).lower()
    prop = "cannot be stopped" if "stopped" in prop else f"cannot be {prop.split()[-1]}"
    return fx.AttacksProperty(" ".join(which.split()), prop)


# --- Main Personalities and Dragon Balls: the remaining families ------------------------------


@phrase(
    rf"(?:he|your opponent) destroys the top (?:({NUM}) )?cards? of (?:his|their|his or her) "
    r"life deck|destroy the top (?:(\d+|two|three) )?cards? of their life deck"
)
def _their_top(m: re.Match[str], sub: Sub) -> fx.Effect:
    count = number(m.group(1) or m.group(2) or "1")
    return fx.DestroyTopOfLifeDeck(count, Who.OPPONENT)


@phrase(r"draw the top or bottom card of your discard pile")
def _draw_either_end(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.Choice((fx.DrawFromDiscard("top"), fx.DrawFromDiscard("bottom")))


@phrase(r"lower your mp (?:a|one|1) personality level")
def _lower_own(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.ChangeLevel(-1, Who.YOU)


@phrase(r"lower your anger (?:by )?any amount")
def _lower_own_anger(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.LowerAnyAnger()


@phrase(
    r"(?:your mp )?(?:may )?pays? (\d+) (?:power )?stages? to (?:have|make) that attack deal "
    r"([+-]\d+) (stages?|life cards?)(?: and ([+-]\d+) (stages?|life cards?))?(?: of damage)?"
)
def _pay_for_that_attack(m: re.Match[str], sub: Sub) -> fx.Effect:
    stages, life = _amounts(m.group(2), m.group(3), m.group(4), m.group(5))
    bonus = fx.Stipulation(
        fx.PayStages(int(m.group(1))), fx.AttackModifier(Who.YOU, stages, life, "that attack")
    )
    return fx.Optional(bonus) if " may " in f" {m.group(0).lower()} " else bonus


@phrase(
    r"(whenever|when) (you perform an? [a-z -]*attack(?: with ['\"]?\w+['\"]? in the title)?),? "
    r"((?:you may|your mp may) .+)"
)
def _when_you_perform(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.Whenever(m.group(2).lower(), (sub(m.group(3)),))


@phrase(r"(.+?) to draw the same number of cards")
def _same_number(m: re.Match[str], sub: Sub) -> fx.Effect:
    draw = fx.ForX("count", fx.DrawCards(0), "the number of cards moved this way")
    return fx.Stipulation(sub(m.group(1)), draw)


@phrase(
    r"(?:place|put) your hand (?:on|at) the (top|bottom) of your life deck|shuffle your hand "
    r"into your life deck"
)
def _hand_away(m: re.Match[str], sub: Sub) -> fx.Effect:
    to = f"{m.group(1).lower()} of life deck" if m.group(1) else "life deck"
    return fx.MoveCards("hand", to, "", ALL, "all")


@phrase(r"your other dragon balls cannot be captured")
def _others_uncapturable(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.OthersUncapturable()


@phrase(
    r"(?:for the remainder of combat, )?(?:(styled |drill )?cards|drills|allies) in (your|all) "
    r"life "
    r"decks? without endurance gain [\"'“‘]?endurance (\d)\.?[\"'”’]?(?: (this combat|until "
    r"the end "
    r"of combat))?"
)
def _endurance_grant(m: re.Match[str], sub: Sub) -> fx.Effect:
    words = m.group(0).lower()
    what = "styled card" if m.group(1) else "drill" if words.lstrip().startswith("drills") else ""
    whose = Who.EACH if m.group(2).lower() == "all" else Who.YOU
    return fx.EnduranceGrant(int(m.group(3)), whose, what)


@phrase(r"(?:once per (game), )?you may play this card from your hand as an action to (.+)")
def _hand_action(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.HandAction((sub(m.group(2)),), (m.group(1) or "").lower())


@phrase(r"once per (turn|combat) as an action, (?:you may )?(.+)")
def _constant_action(m: re.Match[str], sub: Sub) -> fx.Effect:
    # A constant "as an action" is used like a Power (once per turn; DBZ RB: Glossary — Power).
    return fx.Power((sub(m.group(2)),))


@phrase(
    r"when this dragon ball is captured, its controller may shuffle it into its owner's life "
    r"deck"
)
def _captured_shuffle(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.Whenever("this dragon ball is captured", (fx.Optional(fx.ShuffleThis()),))


@phrase(
    r"whenever a dragon ball you own is banished when taking damage or by an opponent's effect, "
    r"rejuvenate it"
)
def _db_banished(m: re.Match[str], sub: Sub) -> fx.Effect:
    event = "a dragon ball you own is banished when taking damage or by an opponent's effect"
    return fx.Whenever(event, (fx.MoveChosen("rejuvenate"),))


@phrase(r"(?:you may )?place this card at the bottom of its owner's life deck")
def _this_to_bottom(m: re.Match[str], sub: Sub) -> fx.Effect:
    effect = fx.PlaceThis("bottom of life deck")
    return fx.Optional(effect) if m.group(0).lower().startswith("you may") else effect


@phrase(r"at the end of any combat in which (you used a critical damage effect),? (.+)")
def _end_of_combat_if(m: re.Match[str], sub: Sub) -> fx.Effect:
    condition = "you have used a critical damage effect this combat"
    return fx.Whenever("the end of combat", (fx.If(condition, (sub(m.group(2)),)),))


@phrase(r"(this attack) (deals? [+-]\d+ .+?) and (cannot .+|can only .+)")
def _this_attack_and(m: re.Match[str], sub: Sub) -> fx.Effect:
    return fx.Sequence((sub(f"{m.group(1)} {m.group(2)}"), sub(f"{m.group(1)} {m.group(3)}")))


# --- the first time each combat or turn; damage for each; after-use places ---------------------


@phrase(
    r"the first time (?:(each combat|each turn|during combat|this combat) )?(?:that |when )?"
    r"([^,]+?)(?: (each combat|each turn|during combat|this combat))?, (.+)"
)
def _first_time(m: re.Match[str], sub: Sub) -> fx.Effect:
    # "The first time you Rejuvenate a Drill each combat, …": a timing used once per combat
    # (or turn), as "Once per combat, whenever …" (DBZ CRD: Timing — Special timings).
    span = (m.group(1) or m.group(3) or "each combat").lower()
    limit = "turn" if "turn" in span else "combat"
    event = m.group(2).lower()
    if "combat" in span and is_known_event(event + " during combat"):
        event += " during combat"  # only combat's occurrences count ("each combat")
    timing = sub(f"whenever {event}, {m.group(4)}")
    if not isinstance(timing, fx.Whenever):
        raise UnknownWordsError(m.group(0))
    return fx.Whenever(timing.event, timing.effects, limit=limit)


_PER = r"(\+\d+) (stages?|life cards?)(?: of damage)?"


@phrase(rf"(this attack|your attacks|that attack) (?:deals?|does) {_PER} for each (.+)")
def _damage_for_each(m: re.Match[str], sub: Sub) -> fx.Effect:
    # "This attack deals +3 stages of damage for each Drill destroyed": X = 3 times the number
    # of Drills destroyed this way (conditions: X values), counted when the damage is.
    thing = re.sub(r"^(?:an? |one )", "", m.group(4).lower())
    x = f"{int(m.group(2)[1:])} times the number of {thing}"
    record = sub(f"{m.group(1)} deals +X {m.group(3)} of damage")
    if not isinstance(record, fx.ForX) or not is_known_x(x):
        raise UnknownWordsError(m.group(0))
    return fx.ForX(record.field, record.effect, x)


@phrase(r"place this card on the top or bottom of your life deck after use")
def _top_or_bottom_after_use(m: re.Match[str], sub: Sub) -> fx.Effect:
    # Card rules read when the card is done with: on top or at the bottom ("You may …": or,
    # declining, to the discard pile as usual; DBZ RB: Glossary — Parenthesis Text).
    places = (fx.PlaceThis("top of life deck"), fx.PlaceThis("bottom of life deck"))
    return fx.Choice(places, ("on top of your Life Deck", "at the bottom of your Life Deck"))


@phrase(r"(.+\bcosts? -.+?),? to a minimum of 0")
def _cost_floor(m: re.Match[str], sub: Sub) -> fx.Effect:
    # "This attack costs -1 stage for each Dragon Ball in play, to a minimum of 0": a cost never
    # goes below 0 (attack_start.attack_cost), so the words hold by themselves.
    return sub(m.group(1))


@phrase(r"(destroy|banish) any of your ((?:[\w-]+ )*(?:drills|setups|allies))", first=True)
def _any_of_yours(m: re.Match[str], sub: Sub) -> fx.Effect:
    # "You may destroy any of your Drills. This attack deals +3 stages of damage for each Drill
    # destroyed": as many of them as the player chooses, as "any amount of" reads.
    return sub(f"{m.group(1)} any amount of {m.group(2)} you control")


@phrase(
    r"(?!(?:whenever|when|after|at|if|during|while|until|once|the first|as an action)\b)"
    r"(.+?),? (whenever|when|after|at the (?:start|end|beginning) of) (.+)"
)
def _timing_after(m: re.Match[str], sub: Sub) -> fx.Effect:
    # "Banish this card at the end of the turn", "Gain 1 stage whenever your opponent gains
    # stages": the timing written after its effect reads as it does before it.
    record = sub(f"{m.group(2)} {m.group(3)}, {m.group(1)}")
    if not isinstance(record, fx.Whenever | fx.PlaceDelayed):
        raise UnknownWordsError(m.group(0))
    return record
