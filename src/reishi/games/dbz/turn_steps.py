"""DBZ RB: Gameplay — the turn: draw, planning, power up, entering combat, discard, rejuvenation."""

from __future__ import annotations

import re
from collections.abc import Callable

from reishi.engine.actions import Action
from reishi.engine.events import TurnBegan
from reishi.games.dbz import effects as fx
from reishi.games.dbz import events as ev
from reishi.games.dbz.actions import (
    Choose,
    DeclareCombat,
    PassPriority,
    PlayCard,
    UsePower,
    UseRule,
)
from reishi.games.dbz.basics import (
    RB_COMBAT,
    RB_TURN,
    Ctx,
    Frame,
    ally_may_act,
    ask,
    constants,
    constants_of,
    dragon_ball_in_play,
    ending_combat_barred,
    in_play_cards,
    info,
    instant_for,
    log,
    personalities,
    played,
    power_used,
    push_sentences,
    put_in_discard,
    restricted,
    seat_name,
    title,
)
from reishi.games.dbz.cardinfo import CardInfo
from reishi.games.dbz.cards import CardType
from reishi.games.dbz.conditions import event_matches
from reishi.games.dbz.moves import (
    draw_cards,
    drill_refusal,
    enter_play,
    finish_card,
    mark_used,
    move_to_playing,
    random_discards,
    rejuvenate,
)
from reishi.games.dbz.stages import gain_stages
from reishi.games.dbz.state import (
    DbzState,
    Zone,
)
from reishi.games.dbz.steps_late_actions import PLANNING, planning_rule_actions, use_card_rule

# --- the turn ---------------------------------------------------------------------------------


def _run_turn(state: DbzState, frame: Frame) -> None:
    state.frames.pop()
    seat = frame[1]
    state.active = seat
    state.turn += 1
    state.combat_declared = False
    state.attacks_this_turn = [0, 0]
    state.entered_turn = ()
    state.turn_log = frozenset()
    state.floating = [f for f in state.floating if not (f.until == "next turn" and f.seat == seat)]
    state.floating = [f for f in state.floating if f.until != "turn"]
    state.record(TurnBegan(turn=state.turn, seat=seat, rule=RB_TURN))
    state.frames.extend(turn_frames(seat))


def turn_frames(seat: int) -> list[Frame]:
    """The steps of ``seat``'s turn and their edges (DBZ RB: Gameplay), pushed in reverse: the
    stack runs the last one first. A position that starts mid-turn keeps the rest of them."""
    return [
        ("step_edge", "turn_end", seat),
        ("rejuvenation_step", seat),
        ("step_edge", "start_rejuvenation", seat),
        ("discard_step", 1 - seat),
        ("discard_step", seat),
        ("combat_choice", seat),
        ("power_up", seat),
        ("step_edge", "end_planning", seat),
        ("planning", seat),
        ("step_edge", "start_planning", seat),
        ("draw", seat, 3, RB_TURN + " — 1. Draw Step"),
        ("step_edge", "turn_start", seat),
    ]


def enter_step(state: DbzState, step: str, name: str, rule: str) -> None:
    """Begin a step of the turn, logged once so the log reads step by step (DBZ RB: Gameplay)."""
    if state.step != step:
        state.step = step
        log(state, ev.StepBegan, name, rule)


def _run_step_edge(state: DbzState, frame: Frame) -> None:
    """The start or end of a turn or step: "At the start of your Planning Step, …" answers now."""
    state.frames.pop()
    if frame[1] == "turn_end":
        # "Until the end of your next turn" / "… of your opponent's next turn".
        seat = frame[2]
        state.floating = [
            f
            for f in state.floating
            if not (
                f.turn < state.turn
                and (
                    (f.until == "end next turn" and f.seat == seat)
                    or (f.until == "end opponent next turn" and f.seat != seat)
                )
            )
        ]
    if state.edge_watchers is None:
        # Cards are never created after setup: the cards whose text waits for the start or
        # end of a turn, a step or combat are known once, and most games have none.
        state.edge_watchers = tuple(c for c in range(len(state.defs)) if _watches(state, c))
    if any(state.zone[c] >= 0 for c in state.edge_watchers):
        state.triggers.append((frame[1], frame[2], -1))
        state.frames.append(("after_sentence",))


def _watches(state: DbzState, card: int) -> bool:
    """Whether the card's text waits for an edge (known once per card id per kit)."""
    kit, defn = state.kit, state.defs[card]
    found: bool | None = kit.watches_edges.get(defn.id)
    if found is None:
        found = kit.watches_edges[defn.id] = _watches_edges(kit.info(defn))
    return found


def _watches_edges(facts: CardInfo) -> bool:
    texts = [
        e.event for e in (*facts.constants, *facts.while_attached) if isinstance(e, fx.Whenever)
    ]
    texts += [i.trigger.lower() for i in facts.instants]
    return any(re.search(r"\b(?:start|beginning|end) of\b", t) for t in texts)


def _run_draw(state: DbzState, frame: Frame) -> None:
    state.frames.pop()
    draw_cards(state, frame[1], frame[2], frame[3])


def planning_refusal(state: DbzState, seat: int, card: int) -> str | None:
    """Why a card cannot be played in the Planning Step now, or None if it can."""
    defn = state.defs[card]
    if defn.type not in (CardType.ALLY, CardType.SETUP, CardType.DRILL, CardType.DRAGON_BALL):
        step = f"{RB_TURN} — 2. Planning Step"
        return f"a {defn.type.value} cannot be played in the Planning Step ({step})"
    if defn.type is CardType.DRAGON_BALL and restricted(state, seat, "play dragon balls"):
        return "a card effect says Dragon Balls cannot be played now"
    if defn.type is CardType.ALLY and restricted(state, seat, "enter play allies"):
        return "a card effect says Allies cannot be played now"
    if ending_combat_barred(state, seat, card):
        return "a card effect says cards that end combat cannot be played now"
    if defn.type is CardType.DRILL:
        return drill_refusal(state, seat, card)
    if defn.type is CardType.DRAGON_BALL and dragon_ball_in_play(state, defn.title):
        return (
            f"a Dragon Ball named {defn.title} is already in play "
            "(DBZ RB: Gameplay — 2. Planning Step)"
        )
    return None


def _run_planning(state: DbzState, frame: Frame) -> None:
    state.frames.pop()
    seat = frame[1]
    enter_step(state, "planning", "Planning Step", RB_TURN + " — 2. Planning Step")
    options: list[tuple[Action, str]] = [(PassPriority(), "pass (end the Planning Step)")]
    for card in state.cards_in(seat, Zone.HAND):
        if planning_refusal(state, seat, card) is None:
            options.append((PlayCard(card=card), f"play {title(state, card)}"))
    options += planning_rule_actions(state, seat)  # "… from your hand during the Planning Step"
    ask(state, frame, seat, "Planning Step: play Allies, Setups, Drills or Dragon Balls", options)


def _ans_planning(state: DbzState, frame: Frame, action: Action) -> None:
    if isinstance(action, PlayCard):
        state.frames.append(frame)
        play_in_planning(state, frame[1], action.card)
    elif isinstance(action, UseRule):
        state.frames.append(frame)
        use_card_rule(state, frame[1], action.card, PLANNING)


def play_in_planning(state: DbzState, seat: int, card: int) -> None:
    """Play an Ally, Setup, Drill or Dragon Ball face up (DBZ RB: Gameplay — 2)."""
    played(state, seat, card, RB_TURN + " — 2. Planning Step")
    state.triggers.append(("played", seat, card))
    enter_play(state, seat, card, played=True)


# The kinds of constant effect it looks for (basics.constants_of).
_PUR_BONUSES = (fx.PurModifier,)
_HAND_SIZE_BONUSES = (fx.HandSizeBonus,)


def _run_power_up(state: DbzState, frame: Frame) -> None:
    state.frames.pop()
    seat = frame[1]
    bonus = sum(
        e.amount
        for _, e in constants_of(state, seat, _PUR_BONUSES)
        if isinstance(e, fx.PurModifier)
    )
    for card in personalities(state, seat):
        pur = (state.defs[card].pur or 0) + (bonus if card == state.mp(seat) else 0)
        # The power up is a game rule, not a card effect: "Whenever you gain stages from a
        # card effect" (Piccolo - Composed) does not see it.
        gain_stages(state, card, pur, RB_TURN + " — 2. Planning Step", by_effect=False)


def _run_combat_choice(state: DbzState, frame: Frame) -> None:
    state.frames.pop()
    seat = frame[1]
    enter_step(state, "combat", "Combat Step", RB_COMBAT)
    options: list[tuple[Action, str]] = []
    if not restricted(state, seat, "declare combat"):
        options.append((DeclareCombat(), "declare combat"))
    if not options or not restricted(state, seat, "skip combat"):
        # "Your opponent must declare combat this turn" / "You cannot declare combat".
        options.append((PassPriority(), "pass (no combat)"))
    ask(state, frame, seat, "Declare combat?", options)


def _ans_combat_choice(state: DbzState, frame: Frame, action: Action) -> None:
    seat = frame[1]
    if not isinstance(action, DeclareCombat):
        # "Whenever a player does not declare combat during his Combat Step" (conditions).
        state.triggers.append(("no_combat", seat, -1))
        state.frames.append(("after_sentence",))
        return
    # DBZ CRD: Timing — Combat: "when entering combat" effects are not "during combat", so
    # combat is under way only once both players' entering effects and the draw are done.
    state.in_combat = False
    state.combat_declared = True
    state.initiator = seat
    state.passes = 0
    state.skip_next = [0, 0]
    state.combat_log = frozenset()
    state.last_attack = [-1, -1]
    state.pending_copy = [-1, -1]
    log(state, ev.CombatChanged, f"{seat_name(seat)} declared combat", RB_COMBAT, seat=seat)
    # DBZ RB: The Combat Step — "use any 'when entering combat' effects you have … Next, your
    # opponent uses any 'when entering combat' effects and then draws three cards": all of the
    # declarer's (constants and Instant Powers alike), then all of the defender's, then the draw.
    state.frames.extend(
        [
            ("combat_end",),
            ("combat_action", seat),
            ("combat_begins",),
            ("draw", 1 - seat, 3, RB_COMBAT),
            ("entering", 1 - seat, None),
            ("entering", seat, None),
        ]
    )


ENTERING = "use when entering combat"
ENTERING_DEFENDING = "use when entering combat as the defender"


def _entering_instant(state: DbzState, seat: int, card: int) -> fx.InstantPower | None:
    """The card's "Use when entering combat" Instant Power, or its "… as the defender" one
    when the seat did not declare the combat."""
    instant = instant_for(state, card, ENTERING)
    if instant is None and seat != state.initiator:
        instant = instant_for(state, card, ENTERING_DEFENDING)
    return instant


def _entering_constants(
    state: DbzState, seat: int
) -> tuple[tuple[int, tuple[fx.Effect, ...]], ...]:
    """The seat's "When entering combat, …" constants and floating effects (mandatory)."""
    trigger = ("entering_combat", seat, -1)
    found = [
        (card, effect.effects)
        for card, effect in constants(state, seat)
        if isinstance(effect, fx.Whenever)
        and event_matches(state, effect.event, seat, card, trigger)
    ]
    spent = [
        f
        for f in state.floating
        if f.seat == seat
        and isinstance(f.effect, fx.Whenever)
        and event_matches(state, f.effect.event, seat, f.source, trigger)
    ]
    for f in spent:
        assert isinstance(f.effect, fx.Whenever)
        found.append((f.source, f.effect.effects))
    state.floating = [f for f in state.floating if f not in spent or not f.effect.once]
    return tuple(found)


def _entering_powers(state: DbzState, seat: int) -> list[int]:
    found: list[int] = []
    # DBZ RB: Card Types — an Event's [INSTANT] POWER is used from the hand at its timing.
    events = [
        c
        for c in state.cards_in(seat, Zone.HAND)
        if state.defs[c].type is CardType.EVENT and state.facts[c].instants
    ]
    if events and restricted(state, seat, "play events"):
        events = []
    for card in [*in_play_cards(state, seat), *events]:
        if _entering_instant(state, seat, card) is None or power_used(state, card):
            continue
        if (
            state.zone_of(card) is Zone.ALLIES
            and not ally_may_act(state, seat, card)
            and not info(state, card).also_continuous
        ):
            continue  # DBZ CRD: U71 Trunks - Bashful — only a Continuous Power ignores this
        found.append(card)
    return found


def _run_entering(state: DbzState, frame: Frame) -> None:
    state.frames.pop()
    # DBZ RB: The Combat Step — the player's "when entering combat" effects of every kind, in
    # the order the player chooses; DBZ CRD: Timing — Combat: they are not "during combat".
    seat, pending = frame[1], frame[2]
    if pending is None:
        pending = _entering_constants(state, seat)
        frame = ("entering", seat, pending)
    powers = _entering_powers(state, seat)
    # DBZ CRD: C60 Combination Drill — also a Continuous Power: it must be used.
    mandatory = [c for c in powers if info(state, c).also_continuous]
    options: list[tuple[Action, str]] = []
    if not mandatory and not pending:
        options.append((PassPriority(), "pass (done entering combat)"))
    for index, (card, _) in enumerate(pending):
        options.append((Choose(index=index), f"use {title(state, card)} (when entering combat)"))
    for card in mandatory or powers:
        options.append((UsePower(card=card), f"use {title(state, card)}"))
    if options:
        ask(state, frame, seat, "Use 'when entering combat' effects", options)


def _ans_entering(state: DbzState, frame: Frame, action: Action) -> None:
    seat, pending = frame[1], frame[2]
    if isinstance(action, Choose):
        card, effects = pending[action.index]
        state.frames.append(
            ("entering", seat, pending[: action.index] + pending[action.index + 1 :])
        )
        text = f"{seat_name(seat)} used {title(state, card)} (when entering combat)"
        log(state, ev.CardUsed, text, RB_COMBAT, seat=seat, card=card)
        push_sentences(state, effects, Ctx(seat, card))
        return
    if not isinstance(action, UsePower):
        return
    card = action.card
    state.frames.append(frame)
    state.used_turn[card] = state.turn
    instant = _entering_instant(state, seat, card)
    assert instant is not None
    if state.zone_of(card) is Zone.HAND:
        move_to_playing(state, seat, card)  # an Event from the hand (as instants._ans_offer)
        mark_used(state, seat, card)
    text = f"{seat_name(seat)} used {title(state, card)}"
    log(state, ev.CardUsed, text, RB_COMBAT, seat=seat, card=card)
    state.frames.append(("after_use", card))
    push_sentences(state, instant.effects, Ctx(seat, card))


def _run_combat_begins(state: DbzState, frame: Frame) -> None:
    """DBZ CRD: Timing — Combat: after entering combat, what follows is "during combat"."""
    state.frames.pop()
    state.in_combat = True


def _run_after_use(state: DbzState, frame: Frame) -> None:
    """DBZ RB: The Combat Step — Use a Power: Setups and Events are discarded after use."""
    state.frames.pop()
    card = frame[1]
    zone = state.zone_of(card)
    kind = state.defs[card].type
    if zone in (Zone.SETUPS, Zone.PLAYING) or (zone is Zone.HAND and kind is CardType.EVENT):
        finish_card(state, card)


# --- discard and rejuvenation steps -----------------------------------------------------------


def _run_discard_step(state: DbzState, frame: Frame) -> None:
    state.frames.pop()
    seat = frame[1]
    enter_step(state, "discard", "Discard Step", RB_TURN + " — 4. Discard Step")
    hand = state.cards_in(seat, Zone.HAND)
    if not hand:
        return
    # "Your maximum hand size is +1 during the Discard Step".
    keep = 1 + sum(
        e.amount
        for _, e in constants_of(state, seat, _HAND_SIZE_BONUSES)
        if isinstance(e, fx.HandSizeBonus)
    )
    options: list[tuple[Action, str]] = []
    if len(hand) <= keep:
        options.append(
            (PassPriority(), "keep the last card" if len(hand) == 1 else "keep the rest")
        )
    if random_discards(state, seat):
        options.append((Choose(index=-1), "discard a random card (Black Targeting Drill)"))
    else:
        options += [(Choose(index=i), f"discard {title(state, c)}") for i, c in enumerate(hand)]
    ask(state, frame, seat, f"Discard Step: discard down to {keep} or fewer cards", options)


def _ans_discard_step(state: DbzState, frame: Frame, action: Action) -> None:
    if not isinstance(action, Choose):
        return
    seat = frame[1]
    hand = state.cards_in(seat, Zone.HAND)
    card = hand[state.rng.below(len(hand))] if action.index < 0 else hand[action.index]
    put_in_discard(state, card)
    state.triggers.append(("hand_discard", seat, card))
    log(
        state,
        ev.CardMoved,
        f"{seat_name(seat)} discarded {title(state, card)}",
        RB_TURN + " — 4. Discard Step",
        seat=seat,
    )
    state.frames.append(frame)
    state.frames.append(("after_sentence",))


def _run_rejuvenation_step(state: DbzState, frame: Frame) -> None:
    state.frames.pop()
    seat = frame[1]
    enter_step(state, "rejuvenation", "Rejuvenation Step", RB_TURN + " — 5. Rejuvenation Step")
    if state.combat_declared or not state.cards_in(seat, Zone.DISCARD):
        return
    ask(
        state,
        frame,
        seat,
        "Rejuvenation Step: rejuvenate the top card of your discard pile?",
        [(Choose(index=0), "rejuvenate"), (PassPriority(), "pass (do not rejuvenate)")],
    )


def _ans_rejuvenation_step(state: DbzState, frame: Frame, action: Action) -> None:
    if isinstance(action, Choose):
        rejuvenate(state, frame[1], 1, RB_TURN + " — 5. Rejuvenation Step")
        state.frames.append(("after_sentence",))


# The frame runners of this module (each pops its own frame), merged by flow.py.
RUN: dict[str, Callable[[DbzState, Frame], None]] = {
    "turn": _run_turn,
    "draw": _run_draw,
    "step_edge": _run_step_edge,
    "planning": _run_planning,
    "power_up": _run_power_up,
    "combat_choice": _run_combat_choice,
    "entering": _run_entering,
    "combat_begins": _run_combat_begins,
    "after_use": _run_after_use,
    "discard_step": _run_discard_step,
    "rejuvenation_step": _run_rejuvenation_step,
}


# The decision answer handlers of this module, merged by flow.py.
ANSWER: dict[str, Callable[[DbzState, Frame, Action], None]] = {
    "planning": _ans_planning,
    "combat_choice": _ans_combat_choice,
    "entering": _ans_entering,
    "discard_step": _ans_discard_step,
    "rejuvenation_step": _ans_rejuvenation_step,
}
