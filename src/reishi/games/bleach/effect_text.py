"""A small text vocabulary of card effects, for cards a scenario file defines itself.

Each effect string becomes one :class:`~reishi.games.bleach.abilities.Ability` built from
the shared primitives in ``steps.py``. The grammar (docs/scenarios.md lists every phrase):

* ``"<costs>: <effect>"`` — an activated effect; costs are ``deplete``, ``remove`` (from
  the game) and ``N mind|body|spirit``, joined by ``and`` or commas;
* ``"enters play: <effect>"`` — a triggered effect of the card entering play;
* ``"<effect>"`` — an event's own effect (events only).

An effect is one or more instructions separated by ``;``, resolved in order as ONE queue
item (ARD: When a Queue Can Occur). At most one instruction may choose a target.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from reishi.engine.errors import DataError
from reishi.engine.queue import QueueItem
from reishi.games.bleach import events as ev
from reishi.games.bleach import ops
from reishi.games.bleach.abilities import (
    ALL_STATS,
    Ability,
    AbilityKind,
    Cost,
    QueueTarget,
    Step,
    TargetSpec,
    Trigger,
)
from reishi.games.bleach.carddef import STATS, CardType, EnergyKind
from reishi.games.bleach.costs import DepleteSelf, EnergyCost, RemoveSelf
from reishi.games.bleach.filters import CardFilter, Target
from reishi.games.bleach.state import BleachState, Duration, Zone
from reishi.games.bleach.steps import (
    CancelQueued,
    ChangePower,
    DiscardFromHandEffect,
    DiscardTarget,
    DrawCards,
    ModifyStat,
    PutIntoPlay,
    Search,
    SetDepleted,
    ShuffleIntoDeck,
    SwitchStat,
    bind_floating,
    valid_target,
)


@dataclass(frozen=True, slots=True)
class ReturnToHand(Step):
    """Put the chosen card in play into its owner's hand (it forgets everything: Card Memory)."""

    slot: int = 0

    def run(self, state: BleachState, item: QueueItem, answers: tuple[int, ...]) -> bool:
        """Move the card if it still fits its target."""
        card = valid_target(state, item, self.slot)
        if card >= 0:
            ops.move_to_pile(state, card, Zone.HAND, "ARD: Card Memory")
        return True

    def describe(self) -> str:
        """Queue text."""
        return "return target to its owner's hand"


@dataclass(frozen=True, slots=True)
class GrantKeyword(Step):
    """The chosen card gains a keyword while in play (ARD: Defensive — numbers add up)."""

    keyword: str
    value: int = 0
    slot: int = 0

    def run(self, state: BleachState, item: QueueItem, answers: tuple[int, ...]) -> bool:
        """Add a floating keyword bound to the card's current incarnation."""
        card = valid_target(state, item, self.slot)
        if card < 0:
            return True
        data = (self.keyword, self.value)
        uid = bind_floating(state, item, card, "keyword", Duration.WHILE_IN_PLAY, data)
        state.record(
            ev.FloatingEffectCreated(
                uid=uid,
                description=f"{ops.title(state, card)} gains {self.keyword} {self.value}".strip(),
                rule="ARD: Defensive",
            )
        )
        return True

    def describe(self) -> str:
        """Queue text."""
        return f"target gains {self.keyword} {self.value}".strip()


@dataclass(frozen=True, slots=True)
class GainEnergyCost(Step):
    """You gain power equal to the chosen card's energy cost (RB: Energy Cost: printed sum)."""

    slot: int = 0

    def run(self, state: BleachState, item: QueueItem, answers: tuple[int, ...]) -> bool:
        """Gain the printed total, never a modified cost."""
        card = valid_target(state, item, self.slot)
        if card >= 0:
            amount = state.defs[card].energy_cost
            ops.change_power(state, item.controller, amount, "effect", "RB: Energy Cost")
        return True

    def describe(self) -> str:
        """Queue text."""
        return "gain power equal to target's energy cost"


_CHARACTER = CardType.CHARACTER
_SEARCHABLE = {
    "card": None,
    "event": CardType.EVENT,
    "character": CardType.CHARACTER,
    "item": CardType.ITEM,
    "battleground": CardType.BATTLEGROUND,
}
_STAT = "|".join(STATS)

# (pattern, builder of (steps, target or None)) — tried in order, first match wins.
_Builder = Callable[[re.Match[str]], tuple[Step, TargetSpec | None]]


def _in_play(depleted: bool | None = None) -> Target:
    word = {None: "", True: "depleted ", False: "renewed "}[depleted]
    return Target(
        filter=CardFilter(card_type=_CHARACTER, depleted=depleted),
        prompt=f"Choose a {word}character in play",
    )


def _where(scope: str) -> Target:
    in_battle = scope == "battle"
    return Target(
        filter=CardFilter(card_type=_CHARACTER, in_battle=in_battle),
        prompt=f"Choose a character in {scope}",
    )


def _modify(m: re.Match[str]) -> tuple[Step, TargetSpec | None]:
    stat = ALL_STATS if m.group(2) == "all stats" else m.group(2)
    duration = Duration.END_OF_TURN if m.group(4) else Duration.WHILE_IN_PLAY
    return ModifyStat(slot=0, amount=int(m.group(1)), stats=stat, duration=duration), _where(
        m.group(3)
    )


def _search(m: re.Match[str]) -> tuple[Step, TargetSpec | None]:
    word = m.group(1)
    flt = CardFilter(zones=(Zone.DECK,), side="you", card_type=_SEARCHABLE[word])
    article = "an" if word[0] in "aeiou" else "a"
    return Search(filter=flt, what=f"{article} {word}"), None


_EFFECTS: tuple[tuple[re.Pattern[str], _Builder], ...] = tuple(
    (re.compile(p + r"$", re.IGNORECASE), b)
    for p, b in (
        (r"draw (\d+)", lambda m: (DrawCards(count=int(m.group(1))), None)),
        (r"put a character from your hand into play", lambda m: (PutIntoPlay(), None)),
        (r"gain (\d+) power", lambda m: (ChangePower(amount=int(m.group(1))), None)),
        (r"lose (\d+) power", lambda m: (ChangePower(amount=-int(m.group(1))), None)),
        (
            r"opponent loses (\d+) power",
            lambda m: (ChangePower(amount=-int(m.group(1)), who="opponent"), None),
        ),
        (
            r"opponent discards (\d+)( at random)?",
            lambda m: (
                DiscardFromHandEffect(count=int(m.group(1)), at_random=bool(m.group(2))),
                None,
            ),
        ),
        (
            r"opponent discards his hand",
            lambda m: (DiscardFromHandEffect(whole_hand=True), None),
        ),
        (r"discard a character in play", lambda m: (DiscardTarget(slot=0), _in_play())),
        (
            r"discard a depleted character in play",
            lambda m: (DiscardTarget(slot=0), _in_play(depleted=True)),
        ),
        (r"search your deck for an? (card|event|character|item|battleground)", _search),
        (r"cancel an effect on the queue", lambda m: (CancelQueued(slot=0), QueueTarget())),
        (rf"([+-]\d+) ({_STAT}|all stats) to a character in (battle|play)( this turn)?", _modify),
        (
            rf"switch a character in battle to ({_STAT})",
            lambda m: (SwitchStat(stat=m.group(1)), _where("battle")),
        ),
        (
            r"renew a character in play",
            lambda m: (SetDepleted(depleted=False), _in_play(depleted=True)),
        ),
        (
            r"deplete a character in play",
            lambda m: (SetDepleted(depleted=True), _in_play(depleted=False)),
        ),
        (r"return a character in play to its owner's hand", lambda m: (ReturnToHand(), _in_play())),
        (
            r"shuffle a character in play into its owner's deck",
            lambda m: (ShuffleIntoDeck(slot=0), _in_play()),
        ),
        (
            r"a character in play gains defensive (\d+)",
            lambda m: (GrantKeyword(keyword="Defensive", value=int(m.group(1))), _in_play()),
        ),
        (
            r"gain power equal to the energy cost of a character in play",
            lambda m: (GainEnergyCost(), _in_play()),
        ),
    )
)

EFFECT_PHRASES: tuple[str, ...] = tuple(p.pattern.removesuffix("$") for p, _ in _EFFECTS)
"""Every instruction pattern the vocabulary understands (regular expressions)."""

_ENERGY = re.compile(r"(\d+) (mind|body|spirit)( energy)?$", re.IGNORECASE)


def parse_costs(text: str) -> tuple[Cost, ...]:
    """The costs before a colon; ValueError naming the part it does not understand."""
    costs: list[Cost] = []
    energy: dict[EnergyKind, int] = {}
    for raw in re.split(r",| and ", text):
        part = raw.strip().lower()
        if part == "deplete":
            costs.append(DepleteSelf())
        elif part in ("remove", "remove from the game"):
            costs.append(RemoveSelf())
        elif (m := _ENERGY.match(part)) is not None:
            kind = EnergyKind(m.group(2).lower())
            energy[kind] = energy.get(kind, 0) + int(m.group(1))
        else:
            raise ValueError(f"unknown cost {raw.strip()!r} (known: deplete, remove, N mind)")
    if energy:
        costs.append(EnergyCost(amounts=tuple(energy.items())))
    return tuple(costs)


def parse_instructions(text: str) -> tuple[tuple[Step, ...], tuple[TargetSpec, ...]]:
    """The steps of an effect and its target (at most one); ValueError if not understood."""
    steps: list[Step] = []
    targets: list[TargetSpec] = []
    for raw in text.split(";"):
        phrase = " ".join(raw.split())
        for pattern, build in _EFFECTS:
            m = pattern.match(phrase)
            if m is not None:
                step, target = build(m)
                steps.append(step)
                if target is not None:
                    targets.append(target)
                break
        else:
            raise ValueError(f"unknown effect {phrase!r} (see docs/scenarios.md for the phrases)")
    if len(targets) > 1:
        raise ValueError("an effect may choose at most one target")
    if not steps:
        raise ValueError("an empty effect")
    return tuple(steps), tuple(targets)


def parse_effect(text: str, card_type: CardType) -> Ability:
    """One effect string of a scenario card as an ability; ValueError says what is wrong."""
    head, colon, body = text.partition(":")
    if not colon:
        if card_type is not CardType.EVENT:
            raise ValueError("only an event's effect has no colon; write '<costs>: <effect>'")
        steps, targets = parse_instructions(text)
        return Ability(kind=AbilityKind.PLAY, text=text, steps=steps, targets=targets)
    if card_type is CardType.EVENT:
        raise ValueError("an event's effect has no costs or trigger before a colon")
    steps, targets = parse_instructions(body)
    if head.strip().lower() == "enters play":
        return Ability(
            kind=AbilityKind.TRIGGERED, text=text, steps=steps, trigger=Trigger.ENTERS_PLAY
        )
    return Ability(
        kind=AbilityKind.ACTIVATED,
        text=text,
        costs=parse_costs(head),
        targets=targets,
        steps=steps,
    )


def effect_abilities(
    effects: list[str], card_type: CardType, path: str, line: int | None, field: str
) -> tuple[Ability, ...]:
    """Every effect string of a card, or a DataError naming the file, line and field."""
    out = []
    for index, text in enumerate(effects):
        try:
            out.append(parse_effect(text, card_type))
        except ValueError as exc:
            raise DataError(
                path, f"effect {text!r}: {exc}", line=line, field=f"{field}[{index}]"
            ) from None
    return tuple(out)
