"""Card rules used as an action where the card is (fx.HandAction): "(If your MP has 'Android'
in the title, as an action you may banish this card from your discard pile to raise your anger
1 level.)", "(You may banish this card from your hand as an action to …)" on an attack card.

DBZ RB: Glossary — Parenthesis Text: the card's rules hold wherever it is, so a card in the
discard pile offers its own; DBZ RB: The Combat Step: using one is the player's action. Moving
the card (banished, discarded, Rejuvenated) is the cost of the effect, not playing the card
(DBZ CRD: General — Effects with stipulations).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from reishi.engine.actions import Action
from reishi.games.dbz import effects as fx
from reishi.games.dbz import events as ev
from reishi.games.dbz.actions import UseRule
from reishi.games.dbz.basics import (
    Ctx,
    info,
    log,
    move,
    push_sentences,
    restricted,
    seat_name,
    target_seat,
)
from reishi.games.dbz.basics import title as card_title
from reishi.games.dbz.cards import CardType
from reishi.games.dbz.conditions import card_matches, condition_holds
from reishi.games.dbz.pool_steps import send
from reishi.games.dbz.state import DbzState, Floating, Zone

GLOSSARY_PARENTHESIS = "DBZ RB: Glossary — Parenthesis Text"
PLANNING = "planning step"

_WHERE = {Zone.HAND: "hand", Zone.DISCARD: "discard pile"}
# The zones a card "in play" offers its rule from (a personality's Powers are used otherwise).
_IN_PLAY = (Zone.DRILLS, Zone.SETUPS, Zone.ALLIES, Zone.ATTACHED)
# Where the cost sends the card ("" : it stays; its effect moves it).
_COST_ZONE = {
    "discard": Zone.DISCARD,
    "banish": Zone.BANISHED,
    "rejuvenate": Zone.LIFE,
    "shuffle": Zone.LIFE,  # "shuffle this Drill from play into its owner's Life Deck"
}


def card_rule(state: DbzState, seat: int, card: int, step: str = "") -> fx.HandAction | None:
    """The card's "… as an action" rule usable now where it is (its zone, its condition, once
    per game), or None; ``step`` "planning step" asks for the rules used in that step."""
    rules = info(state, card).card_rules
    if not rules:
        return None  # most cards have none: asked of every card at every action
    zone = state.zone_of(card)
    where = "play" if zone in _IN_PLAY else _WHERE.get(zone)
    if where is None or (state.controller if where == "play" else state.owner)[card] != seat:
        return None
    for rule in rules:
        if rule.zone != where or rule.step != step:
            continue
        if rule.limit and any(f.source == card and f.effect == rule for f in state.floating):
            return None  # Earth Dragon Ball 7: once per game; Saiyan Rescue: once per turn
        if rule.condition and not condition_holds(state, seat, rule.condition):
            return None  # "If your MP's power level is 0, you may play this card …"
        if rule.how == "rejuvenate" and restricted(state, seat, "rejuvenate"):
            return None  # "Players cannot Rejuvenate": the cost cannot be paid
        return rule if _stipulation_payable(state, seat, card, rule) else None
    return None


def _stipulation_payable(state: DbzState, seat: int, card: int, rule: fx.HandAction) -> bool:
    """DBZ CRD: General — Effects with stipulations: "banish three Physical Combat cards from
    your discard pile to E" is offered only while three such cards (not this one) are there."""
    first = rule.effects[0] if rule.effects else None
    if not isinstance(first, fx.Stipulation) or not isinstance(first.cost, fx.MoveCards):
        return True
    cost = first.cost
    if cost.source != "discard pile" or cost.whose is not fx.Who.YOU or cost.pick != "exactly":
        return True
    pile = state.cards_in(seat, Zone.DISCARD)
    fits = [c for c in pile if c != card and (not cost.what or card_matches(state, c, cost.what))]
    return len(fits) >= cost.count


def played_otherwise(state: DbzState, card: int) -> bool:
    """Whether playing the card from the hand is its attack or its Event's Power, so its card
    rule is a use of its own (UseRule) rather than the play (PlayCard)."""
    facts = info(state, card)
    return facts.attack is not None or (
        # An Event's Power is used from the hand as an action; an Ally's or a Setup's is not.
        state.defs[card].type is CardType.EVENT
        and not all(facts.power_defends(p) for p in facts.powers)
    )


def card_rule_actions(state: DbzState, seat: int) -> list[tuple[Action, str]]:
    """The card rules the seat may use as its action: from the discard pile, and from the hand
    on cards whose play is something else (an attack, an Event's Power)."""
    if restricted(state, seat, "act other than attack"):
        return []  # "Players can only attack or pass in their actions this combat"
    options: list[tuple[Action, str]] = []
    facts = state.facts  # most cards have no card rule: skipped before any other test
    for card in state.cards_in(seat, Zone.HAND):
        if facts[card].card_rules and played_otherwise(state, card):
            rule = card_rule(state, seat, card)
            if rule is not None and rule.how != "play":
                options.append((UseRule(card=card), _label(state, card, rule)))
    for zone in (Zone.DISCARD, *_IN_PLAY):
        for card in state.cards_in(seat, zone):
            if not facts[card].card_rules:
                continue
            rule = card_rule(state, seat, card)
            if rule is not None:
                options.append((UseRule(card=card), _label(state, card, rule)))
    return options


def _label(state: DbzState, card: int, rule: fx.HandAction) -> str:
    verb = rule.how or "use"
    where = "" if rule.zone == "play" else f" from your {rule.zone}"
    return f"{verb} {card_title(state, card)}{where} as an action"


def planning_rule_actions(state: DbzState, seat: int) -> list[tuple[Action, str]]:
    """The card rules of the hand used during the Planning Step ("You may discard this card
    from your hand during the Planning Step. If you do, …")."""
    options: list[tuple[Action, str]] = []
    for card in state.cards_in(seat, Zone.HAND):
        rule = card_rule(state, seat, card, PLANNING)
        if rule is not None:
            options.append((UseRule(card=card), f"{rule.how} {card_title(state, card)}"))
    return options


def use_card_rule(state: DbzState, seat: int, card: int, step: str = "") -> bool:
    """Use the card's rule as the seat's action (its cost first); False if it has none now."""
    rule = card_rule(state, seat, card, step)
    if rule is None or rule.how == "play":
        return False
    if rule.limit:
        # Spent until the limit's end: "game", or "turn" (cleared as a turn begins).
        state.floating.append(Floating(seat, card, rule, rule.limit, state.turn))
    zone = _COST_ZONE.get(rule.how)
    if zone is not None:
        if zone is Zone.LIFE and rule.zone == "hand":
            # Rejuvenated from the hand: shown face up as it is used, as a played card is, then
            # hidden in the Life Deck (DBZ RB: Game Zones).
            move(state, card, seat, Zone.PLAYING)
        move(state, card, seat, zone, bottom=zone is Zone.LIFE)
        if zone is Zone.LIFE and rule.how != "shuffle":
            # DBZ CRD: General — Rejuvenation: to the bottom of the Life Deck.
            state.triggers.append(("rejuvenate", seat, card))
        done = {"discard": "discarded", "banish": "banished"}.get(rule.how, "Rejuvenated")
        where = "in play" if rule.zone == "play" else f"from the {rule.zone}"
        text = f"{seat_name(seat)} {done} {card_title(state, card)} {where}"
        if rule.how == "shuffle":
            text = f"{seat_name(seat)} shuffled {card_title(state, card)} into the Life Deck"
        # From the hand into the Life Deck the card is shown to both players as it is used (its
        # rule is its action), then hidden in the deck: a reveal, not a move of a seen card.
        shown = ev.Revealed if zone is Zone.LIFE and rule.zone == "hand" else ev.CardMoved
        log(state, shown, text, GLOSSARY_PARENTHESIS, seat=seat)
    else:
        text = f"{seat_name(seat)} used the rule of {card_title(state, card)} ({rule.zone})"
        log(state, ev.CardUsed, text, GLOSSARY_PARENTHESIS, seat=seat, card=card)
    push_sentences(state, rule.effects, Ctx(seat, card))
    if rule.how == "shuffle":
        # "Shuffle this Drill … into its owner's Life Deck": the cost, done before its effect.
        state.frames.append(("shuffle_life", state.owner[card]))
    return True


def _ex_place_revealed(state: DbzState, e: fx.PlaceRevealed, ctx: Ctx) -> None:
    # "you may place it into play under your control": the one card just revealed, still where
    # it was revealed (DBZ RB: Playing vs placing — placed, not played).
    shown = state.last_moved
    if len(shown) != 1 or state.zone_of(shown[0]) is not Zone.LIFE:
        state.last_done = False
        return
    send(state, shown[0], "play", ctx, target_seat(e.under, ctx))


# The interpreter steps by effect record of this module, merged by flow.py.
EXEC: dict[type, Callable[[DbzState, Any, Ctx], None]] = {fx.PlaceRevealed: _ex_place_revealed}
