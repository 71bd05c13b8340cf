"""The DBZ procedure as a stack of immutable frames; ``advance`` runs them until a decision.

Turn: DBZ RB: Gameplay (draw, planning, combat, discard, rejuvenation). Combat and attacks:
DBZ RB: The Combat Step and DBZ CRD: Timing — Attack sequence. Card programs are resolved
one sentence at a time, and contextual ("whenever", "if", "after") effects right after the
sentence that caused them (DBZ CRD: Timing — Order of effects, Special timings).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from reishi.engine.actions import Action
from reishi.engine.errors import GameOverError, IllegalActionError
from reishi.games.dbz import effects as fx
from reishi.games.dbz import events as ev
from reishi.games.dbz.actions import (
    Choose,
    DeclareCombat,
    Defend,
    NoDefense,
    PassPriority,
    PlayCard,
    UsePower,
)
from reishi.games.dbz.cards import CardType, Style
from reishi.games.dbz.kit import CardInfo
from reishi.games.dbz.state import OWNED_ONLY, Attack, DbzState, Decision, Floating, Zone

Frame = tuple[Any, ...]
MAX_STAGE = 10
RB_TURN = "DBZ RB: Gameplay"
RB_COMBAT = "DBZ RB: The Combat Step"
RB_ANGER = "DBZ RB: Anger"
RB_TAKING = "DBZ RB: When Taking Damage"
CRD_SEQ = "DBZ CRD: Timing — Attack sequence"
CRD_SPECIAL = "DBZ CRD: Timing — Special timings"
CRD_STAGES = "DBZ CRD: General — Gaining/losing stages"


class Ctx(NamedTuple):
    """Who resolves an effect, from which card, and whether it belongs to the attack."""

    seat: int
    source: int
    in_attack: bool = False


# --- small helpers ----------------------------------------------------------------------------


def info(state: DbzState, card: int) -> CardInfo:
    """The per-title facts of a card."""
    result: CardInfo = state.kit.info(state.defs[card])
    return result


def title(state: DbzState, card: int) -> str:
    """A card's title with its id."""
    return f"{state.defs[card].title} #{card}"


def seat_name(seat: int) -> str:
    """Seats read p1 and p2."""
    return f"p{seat + 1}"


def log(state: DbzState, kind: type[ev.DbzEvent], text: str, rule: str = "", **kw: Any) -> None:
    """Record an event."""
    state.record(kind(text=text, rule=rule, **kw))


def move(state: DbzState, card: int, seat: int, zone: Zone, *, bottom: bool = False) -> bool:
    """Move a card; DBZ CRD: General — Legal zones sends it to its owner's zone instead."""
    was_drill = state.zone_of(card) is Zone.DRILLS and state.zone[card] >= 0
    if zone in OWNED_ONLY and seat != state.owner[card]:
        if zone is Zone.HAND:
            log(
                state,
                ev.RuleApplied,
                f"{title(state, card)} cannot enter a non-owner's hand",
                "DBZ CRD: General — Legal zones",
            )
            return False
        seat = state.owner[card]
    if zone in OWNED_ONLY:
        state.controller[card] = seat
    state.place(card, seat * len(Zone) + zone, bottom=bottom)
    if was_drill and zone is not Zone.DRILLS:
        state.triggers.append(("drill_leaves", state.owner[card], card))
    if zone is Zone.DRAGON_BALLS:
        state.triggers.append(("db_enters", seat, card))
    return True


def is_dragon_ball(state: DbzState, card: int) -> bool:
    """Whether a card is a Dragon Ball."""
    return state.defs[card].type is CardType.DRAGON_BALL


def dragon_ball_in_play(state: DbzState, name: str, besides: int = -1) -> bool:
    """DBZ RB: Planning Step — a Dragon Ball of that name is already in play."""
    return any(
        state.defs[c].title == name and c != besides
        for seat in (0, 1)
        for c in state.cards_in(seat, Zone.DRAGON_BALLS)
    )


def put_in_discard(state: DbzState, card: int) -> None:
    """Discard or destroy a card; DBZ RB: Glossary — Dragon Balls go to the Life Deck bottom."""
    owner = state.owner[card]
    if is_dragon_ball(state, card):
        if dragon_ball_in_play(state, state.defs[card].title, besides=card):
            move(state, card, owner, Zone.BANISHED)
        else:
            move(state, card, owner, Zone.LIFE, bottom=True)
        return
    move(state, card, owner, Zone.DISCARD)


def in_play_cards(state: DbzState, seat: int) -> list[int]:
    """Cards whose constant effects are active: MP, Mastery, Drills, Allies, Dragon Balls."""
    cards: list[int] = []
    for zone in (Zone.MP, Zone.MASTERY, Zone.DRILLS, Zone.ALLIES, Zone.DRAGON_BALLS, Zone.ATTACHED):
        cards.extend(state.cards_in(seat, zone))
    return cards


def constants(state: DbzState, seat: int) -> list[tuple[int, fx.Effect]]:
    """Every constant effect the seat controls (DBZ RB: Icons — constant)."""
    found: list[tuple[int, fx.Effect]] = []
    for card in in_play_cards(state, seat):
        found.extend((card, effect) for effect in info(state, card).constants)
    return found


def personalities(state: DbzState, seat: int) -> list[int]:
    """The MP, then the Allies (DBZ CRD: General — Personality)."""
    return [state.mp(seat), *state.cards_in(seat, Zone.ALLIES)]


def allies_may_act(state: DbzState, seat: int) -> bool:
    """DBZ RB: Allies During Combat — only while the MP is at most one stage above zero."""
    return state.stage[state.mp(seat)] <= 1


def power_used(state: DbzState, card: int) -> bool:
    """DBZ RB: Glossary — Power: once per turn for MP levels, Allies and Masteries."""
    return state.used_turn[card] == state.turn


def once_per_turn(state: DbzState, card: int) -> bool:
    """Whether the card's Powers are limited to once per turn."""
    return state.defs[card].type in (CardType.MAIN_PERSONALITY, CardType.ALLY, CardType.MASTERY)


# --- the driver -------------------------------------------------------------------------------


def advance(state: DbzState) -> None:
    """Run frames until a player must decide or the game ends."""
    while not state.is_over:
        if state.decision is not None:
            decision = state.decision
            if len(decision.actions) == 1 and state.options.get("auto_forced", True):
                state.decision = None
                _answer(state, decision, decision.actions[0], automatic=True)
                continue
            state.current_player = decision.seat
            state.legal_cache = list(decision.actions)
            return
        if _check_victory(state):
            break
        if not state.frames:
            state.frames.append(("turn", 1 - state.active))
        frame = state.frames.pop()
        _RUN[frame[0]](state, frame)
    state.current_player = None
    state.legal_cache = []
    state.decision = None


def apply_action(state: DbzState, action: Action) -> None:
    """Validate ``action`` (state untouched when refused), apply it and advance."""
    if state.is_over:
        raise GameOverError(action, "the game is over")
    decision = state.decision
    assert decision is not None
    if action not in decision.actions:
        raise IllegalActionError(action, refusal(state, action))
    state.decision = None
    _answer(state, decision, action, automatic=False)
    advance(state)


def _answer(state: DbzState, decision: Decision, action: Action, automatic: bool) -> None:
    index = decision.actions.index(action)
    label = decision.labels[index] if index < len(decision.labels) else ""
    state.record(
        ev.ActionTaken(seat=decision.seat, text=label or type(action).__name__, automatic=automatic)
    )
    _ANSWER[decision.frame[0]](state, decision.frame, action)


def ask(
    state: DbzState,
    frame: Frame,
    seat: int,
    prompt: str,
    options: Sequence[tuple[Action, str]],
) -> None:
    """Set the pending decision for ``frame`` (resumed by its answer handler)."""
    state.decision = Decision(
        kind=frame[0],
        seat=seat,
        prompt=prompt,
        actions=tuple(a for a, _ in options),
        labels=tuple(label for _, label in options),
        frame=frame,
    )


def choose(
    state: DbzState,
    purpose: str,
    seat: int,
    prompt: str,
    values: list[int],
    labels: list[str],
    payload: Any = None,
) -> None:
    """Ask ``seat`` to pick one of ``values``; ``_PICKED[purpose]`` receives the value."""
    frame = ("pick", purpose, tuple(values), payload)
    options = [(Choose(index=i), f"choose {label}") for i, label in enumerate(labels)]
    ask(state, frame, seat, prompt, options)


def _ans_pick(state: DbzState, frame: Frame, action: Action) -> None:
    assert isinstance(action, Choose)
    _PICKED[frame[1]](state, frame[2][action.index], frame[3])


def _check_victory(state: DbzState) -> bool:
    losers = [seat for seat in (0, 1) if not state.cards_in(seat, Zone.LIFE)]
    if losers:
        # DBZ RB: Gameplay — Survival Victory: a Life Deck with no cards left loses.
        winner = -1 if len(losers) == 2 else 1 - losers[0]
        end_game(state, winner, "Survival Victory", RB_TURN + " — Survival Victory")
        return True
    for seat in (0, 1):
        titles = {state.defs[c].title for c in state.cards_in(seat, Zone.DRAGON_BALLS)}
        if len(titles) >= 7:
            end_game(state, seat, "Dragon Ball Victory", RB_TURN + " — Dragon Ball Victory")
            return True
    return False


def end_game(state: DbzState, winner: int, reason: str, rule: str) -> None:
    """End the game (winner -1 for a draw)."""
    state.is_over = True
    state.winner = None if winner < 0 else winner
    state.end_reason = reason
    text = "game drawn" if winner < 0 else f"{seat_name(winner)} wins"
    log(state, ev.GameEnded, f"{text} ({reason})", rule, winner=winner, reason=reason)


# --- the turn ---------------------------------------------------------------------------------


def _run_turn(state: DbzState, frame: Frame) -> None:
    seat = frame[1]
    state.active = seat
    state.turn += 1
    state.combat_declared = False
    state.attacks_this_turn = [0, 0]
    state.floating = [f for f in state.floating if not (f.until == "next turn" and f.seat == seat)]
    state.floating = [f for f in state.floating if f.until != "turn"]
    log(
        state,
        ev.TurnBegan,
        f"— turn {state.turn}: {seat_name(seat)} —",
        RB_TURN,
        seat=seat,
        turn=state.turn,
    )
    # Pushed in reverse: the stack runs the last one first.
    state.frames.extend(
        [
            ("rejuvenation_step", seat),
            ("discard_step", 1 - seat),
            ("discard_step", seat),
            ("combat_choice", seat),
            ("power_up", seat),
            ("planning", seat),
            ("draw", seat, 3, RB_TURN + " — 1. Draw Step"),
        ]
    )


def draw_cards(state: DbzState, seat: int, count: int, rule: str) -> None:
    """Draw from the top of the Life Deck (Survival Victory is checked between frames)."""
    life = state.cards_in(seat, Zone.LIFE)
    drawn: list[int] = []
    for _ in range(count):
        if not life:
            break
        card = life[-1]
        move(state, card, seat, Zone.HAND)
        drawn.append(card)
    names = ", ".join(state.defs[c].title for c in drawn)
    state.record(
        ev.CardsDrawn(
            seat=seat,
            text=f"{seat_name(seat)} drew {names or 'nothing'}",
            hidden=f"{seat_name(seat)} drew {len(drawn)} card(s)",
            rule=rule,
            visible_to=seat,
        )
    )


def _run_draw(state: DbzState, frame: Frame) -> None:
    draw_cards(state, frame[1], frame[2], frame[3])


def planning_refusal(state: DbzState, seat: int, card: int) -> str | None:
    """Why a card cannot be played in the Planning Step now, or None if it can."""
    defn = state.defs[card]
    if defn.type not in (CardType.ALLY, CardType.SETUP, CardType.DRILL, CardType.DRAGON_BALL):
        return f"a {defn.type.value} cannot be played in the Planning Step ({RB_TURN} — 2)"
    if defn.type is CardType.DRILL:
        return drill_refusal(state, seat, card)
    if defn.type is CardType.DRAGON_BALL and dragon_ball_in_play(state, defn.title):
        return (
            f"a Dragon Ball named {defn.title} is already in play "
            "(DBZ RB: Gameplay — 2. Planning Step)"
        )
    return None


def drill_refusal(state: DbzState, seat: int, card: int) -> str | None:
    """DBZ CRD: General — Styled Drills: never a second Styled Drill of the same name."""
    defn = state.defs[card]
    if defn.style is not Style.FREESTYLE and any(
        state.defs[d].title == defn.title for d in state.cards_in(seat, Zone.DRILLS)
    ):
        return (
            f"you already control a Styled Drill named {defn.title} "
            "(DBZ CRD: General — Styled Drills)"
        )
    return None


def _run_planning(state: DbzState, frame: Frame) -> None:
    seat = frame[1]
    state.step = "planning"
    options: list[tuple[Action, str]] = [(PassPriority(), "pass (end the Planning Step)")]
    for card in state.cards_in(seat, Zone.HAND):
        if planning_refusal(state, seat, card) is None:
            options.append((PlayCard(card=card), f"play {title(state, card)}"))
    ask(state, frame, seat, "Planning Step: play Allies, Setups, Drills or Dragon Balls", options)


def _ans_planning(state: DbzState, frame: Frame, action: Action) -> None:
    if isinstance(action, PlayCard):
        state.frames.append(frame)
        play_in_planning(state, frame[1], action.card)


def play_in_planning(state: DbzState, seat: int, card: int) -> None:
    """Play an Ally, Setup, Drill or Dragon Ball face up (DBZ RB: Gameplay — 2)."""
    log(
        state,
        ev.CardPlayed,
        f"{seat_name(seat)} played {title(state, card)}",
        RB_TURN + " — 2",
        seat=seat,
    )
    enter_play(state, seat, card, played=True)


def enter_play(state: DbzState, seat: int, card: int, played: bool) -> None:
    """Put a card into play; a played Dragon Ball uses its effects (DBZ RB: Playing vs placing)."""
    kind = state.defs[card].type
    zone = {
        CardType.ALLY: Zone.ALLIES,
        CardType.SETUP: Zone.SETUPS,
        CardType.DRILL: Zone.DRILLS,
        CardType.DRAGON_BALL: Zone.DRAGON_BALLS,
    }[kind]
    state.controller[card] = seat
    move(state, card, seat, zone)
    if kind is CardType.ALLY:
        state.stage[card] = 3  # DBZ RB: Glossary — Ally: enters at 3 stages above 0
    if kind is CardType.DRAGON_BALL and played:
        push_sentences(state, info(state, card).immediate, Ctx(seat, card))
    else:
        state.frames.append(("after_sentence",))


def _run_power_up(state: DbzState, frame: Frame) -> None:
    seat = frame[1]
    bonus = sum(e.amount for _, e in constants(state, seat) if isinstance(e, fx.PurModifier))
    for card in personalities(state, seat):
        pur = (state.defs[card].pur or 0) + (bonus if card == state.mp(seat) else 0)
        gain_stages(state, card, pur, RB_TURN + " — 2. Planning Step (power up)")


def gain_stages(state: DbzState, card: int, amount: int, rule: str) -> None:
    """A personality gains stages, up to its highest power stage."""
    before = state.stage[card]
    state.stage[card] = max(0, min(MAX_STAGE, before + amount))
    if state.stage[card] != before:
        log(
            state,
            ev.StagesChanged,
            f"{title(state, card)} gained {state.stage[card] - before} stage(s) → "
            f"{state.stage[card]} ({state.power_level(card):,})",
            rule,
        )


def _run_combat_choice(state: DbzState, frame: Frame) -> None:
    seat = frame[1]
    state.step = "combat"
    ask(
        state,
        frame,
        seat,
        "Declare combat?",
        [(DeclareCombat(), "declare combat"), (PassPriority(), "pass (no combat)")],
    )


def _ans_combat_choice(state: DbzState, frame: Frame, action: Action) -> None:
    if not isinstance(action, DeclareCombat):
        return
    seat = frame[1]
    state.in_combat = True
    state.combat_declared = True
    state.initiator = seat
    state.passes = 0
    state.skip_next = [False, False]
    log(state, ev.CombatChanged, f"{seat_name(seat)} declared combat", RB_COMBAT, seat=seat)
    state.frames.extend(
        [
            ("combat_end",),
            ("combat_action", seat),
            ("draw", 1 - seat, 3, RB_COMBAT + " (the defender draws 3)"),
            ("entering", 1 - seat),
            ("entering", seat),
        ]
    )


def _entering_powers(state: DbzState, seat: int) -> list[int]:
    return [
        card
        for card in [*in_play_cards(state, seat), *state.cards_in(seat, Zone.SETUPS)]
        if info(state, card).instants and not power_used(state, card)
    ]


def _run_entering(state: DbzState, frame: Frame) -> None:
    # DBZ RB: The Combat Step — "when entering combat" effects, the declarer's first;
    # DBZ CRD: Timing — Combat: they are not "during combat".
    seat = frame[1]
    options: list[tuple[Action, str]] = [(PassPriority(), "pass (done entering combat)")]
    for card in _entering_powers(state, seat):
        options.append((UsePower(card=card), f"use {title(state, card)}"))
    ask(state, frame, seat, "Use 'when entering combat' effects", options)


def _ans_entering(state: DbzState, frame: Frame, action: Action) -> None:
    if not isinstance(action, UsePower):
        return
    seat, card = frame[1], action.card
    state.frames.append(frame)
    state.used_turn[card] = state.turn
    instant = info(state, card).instants[0]
    log(state, ev.CardPlayed, f"{seat_name(seat)} used {title(state, card)}", RB_COMBAT, seat=seat)
    state.frames.append(("after_use", card))
    push_sentences(state, instant.effects, Ctx(seat, card))


def _run_after_use(state: DbzState, frame: Frame) -> None:
    """DBZ RB: Use a Power — Setups and Events are discarded (or banished) after use."""
    card = frame[1]
    zone = state.zone_of(card)
    kind = state.defs[card].type
    if zone in (Zone.SETUPS, Zone.PLAYING) or (zone is Zone.HAND and kind is CardType.EVENT):
        finish_card(state, card)


def finish_card(state: DbzState, card: int) -> None:
    """Discard, banish or shuffle a used card as its text says (DBZ CRD: Order of effects)."""
    facts = info(state, card)
    owner = state.owner[card]
    if facts.banish_after:
        move(state, card, owner, Zone.BANISHED)
        state.triggers.append(("banished_after_use", owner, card))
    elif facts.shuffle_after:
        move(state, card, owner, Zone.LIFE)
        state.rng.shuffle(state.cards_in(owner, Zone.LIFE))
    else:
        put_in_discard(state, card)


# --- combat actions ---------------------------------------------------------------------------


def performers(state: DbzState, seat: int) -> list[int]:
    """Who may perform an attack: the MP, and Allies while they may act."""
    found = [state.mp(seat)]
    if allies_may_act(state, seat):
        found.extend(state.cards_in(seat, Zone.ALLIES))
    return found


def attack_cost(rec: fx.PhysicalAttack | fx.EnergyAttack) -> int:
    """Stages the attack costs (DBZ RB: How Attack Cards Work)."""
    return rec.cost_stages


def combat_actions(state: DbzState, seat: int) -> list[tuple[Action, str]]:
    """Every Action the seat may make now (DBZ RB: The Combat Step)."""
    options: list[tuple[Action, str]] = []
    hand_like = list(state.cards_in(seat, Zone.HAND))
    hand_like += [c for c in state.cards_in(seat, Zone.PLAYING) if state.depleted[c]]
    for card in hand_like:
        facts = info(state, card)
        if facts.attack is not None:
            for by in performers(state, seat):
                if state.stage[by] >= attack_cost(facts.attack):
                    options.append(
                        (
                            PlayCard(card=card, by=_by(state, seat, by)),
                            _play_label(state, card, by, seat),
                        )
                    )
        elif state.defs[card].type is CardType.EVENT and state.zone_of(card) is Zone.HAND:
            for power in facts.powers:
                rec = facts.power_attack(power)
                if rec is None and facts.power_defends(power):
                    continue
                for by in performers(state, seat) if rec is not None else [state.mp(seat)]:
                    if rec is None or state.stage[by] >= attack_cost(rec):
                        options.append(
                            (
                                PlayCard(card=card, by=_by(state, seat, by)),
                                _play_label(state, card, by, seat),
                            )
                        )
                break
    for card in _power_cards(state, seat):
        facts = info(state, card)
        power = facts.powers[0]
        rec = facts.power_attack(power)
        if rec is None and facts.power_defends(power):
            continue
        by = card if state.defs[card].type is CardType.ALLY else state.mp(seat)
        if rec is not None and state.stage[by] < attack_cost(rec):
            continue
        options.append((UsePower(card=card), f"use {title(state, card)}"))
    return options


def _by(state: DbzState, seat: int, by: int) -> int:
    return -1 if by == state.mp(seat) else by


def _play_label(state: DbzState, card: int, by: int, seat: int) -> str:
    text = f"play {title(state, card)}"
    return text if by == state.mp(seat) else f"{text} by {title(state, by)}"


def _power_cards(state: DbzState, seat: int) -> list[int]:
    cards: list[int] = []
    for zone in (Zone.MP, Zone.MASTERY, Zone.DRILLS, Zone.SETUPS, Zone.ALLIES):
        for card in state.cards_in(seat, zone):
            if not info(state, card).powers:
                continue
            if once_per_turn(state, card) and power_used(state, card):
                continue
            if zone is Zone.ALLIES and not allies_may_act(state, seat):
                continue
            cards.append(card)
    return cards


def _run_combat_action(state: DbzState, frame: Frame) -> None:
    seat = frame[1]
    if not state.in_combat:
        return
    if state.skip_next[seat]:
        state.skip_next[seat] = False
        log(state, ev.RuleApplied, f"{seat_name(seat)} skipped an action", RB_COMBAT, seat=seat)
        state.frames.append(("combat_action", 1 - seat))
        return
    options = [(PassPriority(), "pass"), *combat_actions(state, seat)]
    ask(state, frame, seat, "Combat: make an Action or pass", options)


def _ans_combat_action(state: DbzState, frame: Frame, action: Action) -> None:
    seat = frame[1]
    if isinstance(action, PassPriority):
        state.passes += 1
        if state.passes >= 2:
            # DBZ RB: The Combat Step — both players passed consecutively.
            state.in_combat = False
            return
        state.frames.append(("combat_action", 1 - seat))
        return
    state.passes = 0
    state.frames.append(("combat_action", 1 - seat))
    if isinstance(action, PlayCard):
        play_in_combat(state, seat, action.card, action.by)
    elif isinstance(action, UsePower):
        use_power(state, seat, action.card)


def play_in_combat(state: DbzState, seat: int, card: int, by: int) -> None:
    """Play an attack or an Event from the hand (or re-use an attack staying in play)."""
    facts = info(state, card)
    performer = state.mp(seat) if by < 0 else by
    again = state.zone_of(card) is Zone.PLAYING
    move_to_playing(state, seat, card)
    log(
        state,
        ev.CardPlayed,
        f"{seat_name(seat)} played {title(state, card)}" + (" again" if again else ""),
        RB_COMBAT,
        seat=seat,
    )
    if facts.attack is not None:
        begin_attack(
            state,
            seat,
            card,
            performer,
            facts.attack,
            facts.immediate,
            facts.hit,
            "card",
            second=again,
        )
        return
    power = facts.powers[0]
    rec = facts.power_attack(power)
    state.frames.append(("after_use", card))
    if rec is not None:
        rest = tuple(e for e in power.effects if e is not rec and not isinstance(e, fx.Hit))
        hit = next((e.effects for e in power.effects if isinstance(e, fx.Hit)), ())
        begin_attack(state, seat, card, performer, rec, rest, hit, "power")
    else:
        push_sentences(state, power.effects, Ctx(seat, card))


def move_to_playing(state: DbzState, seat: int, card: int) -> None:
    """The card is out of the hand while it resolves."""
    state.place(card, seat * len(Zone) + Zone.PLAYING)


def use_power(state: DbzState, seat: int, card: int) -> None:
    """DBZ RB: Use a Power — once per turn for MP levels, Allies and the Mastery."""
    facts = info(state, card)
    power = facts.powers[0]
    state.used_turn[card] = state.turn
    log(
        state,
        ev.CardPlayed,
        f"{seat_name(seat)} used the Power of {title(state, card)}",
        RB_COMBAT + " — Use a Power",
        seat=seat,
    )
    state.frames.append(("after_use", card))
    rec = facts.power_attack(power)
    if rec is not None:
        performer = card if state.defs[card].type is CardType.ALLY else state.mp(seat)
        rest = tuple(e for e in power.effects if e is not rec and not isinstance(e, fx.Hit))
        hit = next((e.effects for e in power.effects if isinstance(e, fx.Hit)), ())
        begin_attack(state, seat, card, performer, rec, rest, hit, "power")
    else:
        push_sentences(state, power.effects, Ctx(seat, card))


def _run_combat_end(state: DbzState, frame: Frame) -> None:
    state.in_combat = False
    for seat in (0, 1):
        for card in list(state.cards_in(seat, Zone.PLAYING)):
            state.depleted[card] = False
            finish_card(state, card)
    state.floating = [f for f in state.floating if f.until not in ("combat", "once combat")]
    log(state, ev.CombatChanged, "combat ended", RB_COMBAT)


# --- attacks ----------------------------------------------------------------------------------


def gained(
    state: DbzState, seat: int, card: int
) -> tuple[tuple[fx.Effect, ...], tuple[fx.Effect, ...]]:
    """Immediate and HIT effects the seat's attacks gain ("Your attacks gain …")."""
    now: list[fx.Effect] = []
    hit: list[fx.Effect] = []
    defn = state.defs[card]
    for _, effect in constants(state, seat):
        if not isinstance(effect, fx.AttacksGain):
            continue
        words = effect.which.split()
        if "style" in words:
            style = words[words.index("style") - 1].capitalize()
            if defn.style.value != style:
                continue
        for inner in effect.effects:
            (hit.extend(inner.effects) if isinstance(inner, fx.Hit) else now.append(inner))
    return tuple(now), tuple(hit)


def begin_attack(
    state: DbzState,
    seat: int,
    card: int,
    performer: int,
    rec: fx.PhysicalAttack | fx.EnergyAttack,
    immediate: tuple[fx.Effect, ...],
    hit: tuple[fx.Effect, ...],
    source_kind: str,
    second: bool = False,
) -> None:
    """Push the seven steps of DBZ CRD: Timing — Attack sequence."""
    kind = "physical" if isinstance(rec, fx.PhysicalAttack) else "energy"
    # -1: the MP, whichever level it is on when the value is needed (levels change mid-attack).
    who = -1 if performer == state.mp(seat) else performer
    attack = Attack(seat, card, who, kind, source_kind)
    defn = state.defs[card]
    state.attacks_this_turn[seat] += 1
    if defn.style is not Style.FREESTYLE and source_kind == "card":
        for _, effect in constants(state, seat):
            if isinstance(effect, fx.AttacksProperty) and _first_styled(state, seat, card):
                attack.unstoppable = True
    state.attack = attack
    more_now, more_hit = gained(state, seat, card)
    ctx = Ctx(seat, card, True)
    state.frames.extend(
        [
            ("atk_finish",),
            ("atk_crit",),
            ("atk_hit", (*hit, *more_hit)),
            ("atk_damage", rec),
            ("atk_defend",),
        ]
    )
    push_sentences(state, (*immediate, *more_now), ctx)
    state.frames.append(("atk_cost", attack_cost(rec)))


def _first_styled(state: DbzState, seat: int, card: int) -> bool:
    # Krillin - Enraged: "Your first Styled attack each turn cannot be stopped."
    return state.attacks_this_turn[seat] <= 1 or state.used_turn[card] == -state.turn


def performer_of(state: DbzState, attack: Attack) -> int:
    """The personality performing the attack now."""
    return state.mp(attack.seat) if attack.performer < 0 else attack.performer


def _run_atk_cost(state: DbzState, frame: Frame) -> None:
    attack = state.attack
    assert attack is not None
    cost = frame[1]
    if cost:
        # Paying is lowering the stages, not damage (DBZ RB: How Attack Cards Work).
        who = performer_of(state, attack)
        state.stage[who] -= cost
        log(
            state,
            ev.StagesChanged,
            f"{title(state, who)} paid {cost} stage(s) → {state.stage[who]}",
            CRD_SEQ + " 1",
        )


def shield_options(state: DbzState, seat: int) -> list[tuple[Action, str]]:
    """One shield icon card from the hand or in play (DBZ CRD: Damage — Defending attacks)."""
    options: list[tuple[Action, str]] = []
    for card in state.cards_in(seat, Zone.HAND):
        if info(state, card).is_shield or (
            state.defs[card].type is CardType.EVENT
            and any(CardInfo.power_defends(p) for p in info(state, card).powers)
        ):
            options.append((Defend(card=card), f"defend {title(state, card)}"))
    for card in _power_cards(state, seat):
        if any(CardInfo.power_defends(p) for p in info(state, card).powers):
            options.append((Defend(card=card), f"defend with {title(state, card)}"))
    return options


def _run_atk_defend(state: DbzState, frame: Frame) -> None:
    attack = state.attack
    assert attack is not None
    defender = 1 - attack.seat
    options = [(NoDefense(), "no defense"), *shield_options(state, defender)]
    ask(state, frame, defender, "Defend against the attack?", options)


def _ans_atk_defend(state: DbzState, frame: Frame, action: Action) -> None:
    attack = state.attack
    assert attack is not None
    if not isinstance(action, Defend):
        return
    defender = 1 - attack.seat
    card = action.card
    attack.defended = True
    facts = info(state, card)
    ctx = Ctx(defender, card, False)
    log(
        state,
        ev.CardPlayed,
        f"{seat_name(defender)} defended with {title(state, card)}",
        CRD_SEQ + " 3",
        seat=defender,
    )
    if state.zone_of(card) is Zone.HAND:
        move_to_playing(state, defender, card)
        state.frames.append(("def_finish", card))
        effects = facts.immediate if facts.is_shield else facts.powers[0].effects
    else:
        state.used_turn[card] = state.turn
        state.frames.append(("after_use", card))
        effects = next(p for p in facts.powers if CardInfo.power_defends(p)).effects
    push_sentences(state, effects, ctx)


def _run_def_finish(state: DbzState, frame: Frame) -> None:
    card = frame[1]
    if state.zone_of(card) is Zone.PLAYING:
        finish_card(state, card)


_BRACKETS = (1_000, 10_000, 100_000, 500_000, 1_500_000)


def bracket(power_level: int) -> int:
    """DBZ RB: Attack Table — brackets A (0) to F (5)."""
    return sum(power_level >= limit for limit in _BRACKETS)


def at_value(attacker_pl: int, defender_pl: int) -> int:
    """DBZ RB: Attack Table — the AT value of attacker against defender."""
    return max(0, bracket(attacker_pl) - bracket(defender_pl) + 1)


def x_value(state: DbzState, seat: int, x: str) -> int:
    """The value of a card's X (kit.KNOWN_X lists the ones understood)."""
    if x == "the number of cards in your opponent's hand":
        return len(state.cards_in(1 - seat, Zone.HAND))
    if x == "your current anger level":
        return state.anger[seat]
    raise ValueError(x)


def attack_damage(state: DbzState, rec: fx.PhysicalAttack | fx.EnergyAttack) -> tuple[int, int]:
    """(stages, life cards) the attack deals before prevention (DBZ RB: Damage Summary)."""
    attack = state.attack
    assert attack is not None
    defender = 1 - attack.seat
    at = at_value(
        state.power_level(performer_of(state, attack)), state.power_level(state.mp(defender))
    )
    damage = rec.damage if rec.damage is not None else fx.AtPlus()
    stages = life = 0
    match damage:
        case fx.AtPlus(bonus=bonus, unit=unit):
            if unit is fx.Unit.STAGES:
                stages = at + bonus
            else:
                life = at + bonus  # DBZ CRD: Damage — AT values (Black Lunge)
        case fx.Stages(amount=amount):
            stages = amount
        case fx.LifeCards(amount=amount):
            life = amount
        case fx.StagesAndLifeCards(stages=s, life_cards=lc):
            stages, life = s, lc
        case fx.VariableDamage(base=base, sign=sign, unit=unit, x=x):
            value = max(0, base + sign * x_value(state, attack.seat, x))
            stages, life = (value, 0) if unit is fx.Unit.STAGES else (0, value)
    if not attack.modifiers_blocked:
        # DBZ CRD: Damage — Modifiers: any "+" or "-" effect.
        for mod in _modifiers(state, attack):
            if stages > 0 or (mod.stages and damage_unit_stages(damage)):
                stages += mod.stages
            if life > 0 or (mod.life_cards and not damage_unit_stages(damage)):
                life += mod.life_cards
    return max(0, stages), max(0, life)


def damage_unit_stages(damage: fx.Damage) -> bool:
    """Whether the attack's damage is in stages."""
    if isinstance(damage, fx.AtPlus | fx.VariableDamage):
        return damage.unit is fx.Unit.STAGES
    return isinstance(damage, fx.Stages | fx.StagesAndLifeCards)


def _modifiers(state: DbzState, attack: Attack) -> list[fx.AttackModifier]:
    found: list[fx.AttackModifier] = []
    pool: list[tuple[int, fx.Effect]] = []
    for seat in (0, 1):
        pool.extend((seat, e) for _, e in constants(state, seat))
    pool.extend((f.seat, f.effect) for f in state.floating)
    for seat, effect in pool:
        if not isinstance(effect, fx.AttackModifier):
            continue
        mine = (effect.whose is fx.Who.YOU) == (seat == attack.seat)
        if not mine:
            continue
        if effect.kind in ("physical", "energy") and effect.kind != attack.kind:
            continue
        if effect.kind == "styled" and state.defs[attack.card].style is Style.FREESTYLE:
            continue
        if effect.condition and not attack_raised_anger(attack):
            continue
        found.append(effect)
    return found


def attack_raised_anger(attack: Attack) -> bool:
    """DBZ CRD: S2/S3 Vegeta — the attack raised anger as an immediate effect."""
    return attack.raised


def _run_atk_damage(state: DbzState, frame: Frame) -> None:
    attack = state.attack
    assert attack is not None
    defender = 1 - attack.seat
    if attack.stopped:
        log(
            state,
            ev.AttackStopped,
            f"the attack by {title(state, attack.card)} was stopped",
            "DBZ RB: How Attack and Defense Cards Work",
        )
        return
    stages, life = attack_damage(state, frame[1])
    if attack.prevented_all:
        stages = life = 0
    stages = max(0, stages - attack.prevent_stages)
    life = max(0, life - attack.prevent_life)
    log(
        state,
        ev.DamageTaken,
        f"the attack deals {stages} stage(s) and {life} Life Card(s)",
        CRD_SEQ + " 4",
        seat=defender,
    )
    # DBZ CRD: Damage — Stages and Life Cards of damage: the stages are taken first.
    state.frames.append(("life_damage", defender, life))
    state.frames.append(("stage_damage", defender, stages, True))


def _run_stage_damage(state: DbzState, frame: Frame) -> None:
    seat, amount, from_attack = frame[1], frame[2], frame[3]
    if amount <= 0:
        return
    allies = state.cards_in(seat, Zone.ALLIES)
    if allies and from_attack:
        # DBZ RB: Allies During Combat — an Ally may lose the stages instead.
        targets = [state.mp(seat), *allies]
        choose(
            state,
            "stage_target",
            seat,
            f"Who loses the {amount} stage(s)?",
            targets,
            [title(state, c) for c in targets],
            (amount, from_attack),
        )
        return
    lose_stages(state, state.mp(seat), amount, from_attack)


def lose_stages(state: DbzState, card: int, amount: int, as_damage: bool) -> None:
    """Lose stages; below zero the rest come from the Life Deck (DBZ RB: Attack Table)."""
    seat = state.controller[card]
    lost = min(amount, state.stage[card])
    state.stage[card] -= lost
    if as_damage and state.attack is not None:
        state.attack.stages_taken += lost
    if lost:
        log(
            state,
            ev.StagesChanged,
            f"{title(state, card)} lost {lost} stage(s) → {state.stage[card]}",
            RB_TAKING if as_damage else CRD_STAGES,
        )
    rest = amount - lost
    if rest <= 0:
        return
    if as_damage:
        state.frames.append(("life_damage", seat, rest))
    else:
        # DBZ CRD: General — Gaining/losing stages: discarded, not damage.
        mill(state, seat, rest, "destroy", CRD_STAGES)


def _picked_stage_target(state: DbzState, card: int, payload: Any) -> None:
    amount, from_attack = payload
    lose_stages(state, card, amount, from_attack)


def mill(state: DbzState, seat: int, count: int, how: str, rule: str) -> None:
    """Destroy/discard or banish cards from the top of a Life Deck (not damage)."""
    life = state.cards_in(seat, Zone.LIFE)
    for _ in range(count):
        if not life:
            break
        card = life[-1]
        if how == "banish":
            move(state, card, seat, Zone.BANISHED)
        elif is_dragon_ball(state, card):
            # Placed on the bottom; no replacement discard outside damage.
            put_in_discard(state, card)
        else:
            move(state, card, seat, Zone.DISCARD)
        log(
            state,
            ev.CardMoved,
            f"{seat_name(seat)} {how}ed {title(state, card)} from the top of the Life Deck",
            rule,
            seat=seat,
        )


def _run_life_damage(state: DbzState, frame: Frame) -> None:
    # DBZ RB: When Taking Damage — one card at a time, Endurance and Dragon Balls.
    seat, remaining = frame[1], frame[2]
    if remaining <= 0:
        return
    life = state.cards_in(seat, Zone.LIFE)
    if not life:
        return
    if all(is_dragon_ball(state, c) for c in life):
        end_game(state, 1 - seat, "Survival Victory (only Dragon Balls left to discard)", RB_TAKING)
        return
    card = life[-1]
    if is_dragon_ball(state, card):
        put_in_discard(state, card)
        if state.zone_of(card) is Zone.BANISHED:
            # DBZ CRD: Damage — Dragon Balls: a banished copy needs no replacement discard.
            log(
                state,
                ev.DamageTaken,
                f"{title(state, card)} was banished (a copy is in play)",
                "DBZ CRD: Damage — Dragon Balls",
                seat=seat,
            )
            state.frames.append(("life_damage", seat, remaining - 1))
            return
        log(
            state,
            ev.DamageTaken,
            f"{title(state, card)} went to the bottom of the Life Deck; "
            "a replacement card is discarded",
            RB_TAKING,
            seat=seat,
        )
        state.frames.append(("life_damage", seat, remaining))
        return
    endurance = info(state, card).endurance
    if endurance and remaining > 1:
        choose(
            state,
            "endurance",
            seat,
            f"{title(state, card)} has Endurance {endurance}: banish it to prevent damage?",
            [1, 0],
            [f"banish {title(state, card)} (Endurance {endurance})", "discard it"],
            (card, remaining),
        )
        return
    _take_life_card(state, seat, card, remaining, banish_for_endurance=False)


def _take_life_card(
    state: DbzState, seat: int, card: int, remaining: int, banish_for_endurance: bool
) -> None:
    attack = state.attack
    banish = banish_for_endurance or (attack is not None and _damage_banished(state))
    move(state, card, seat, Zone.BANISHED if banish else Zone.DISCARD)
    if attack is not None:
        attack.life_taken += 1
    rest = remaining - 1
    if banish_for_endurance:
        rest -= min(info(state, card).endurance, rest)
    log(
        state,
        ev.DamageTaken,
        f"{seat_name(seat)} took {title(state, card)} as damage"
        + (" (banished for Endurance)" if banish_for_endurance else ""),
        RB_TAKING,
        seat=seat,
    )
    state.frames.append(("life_damage", seat, rest))


def _damage_banished(state: DbzState) -> bool:
    attack = state.attack
    return attack is not None and attack.banish_damage


def _picked_endurance(state: DbzState, value: int, payload: Any) -> None:
    card, remaining = payload
    _take_life_card(state, state.zone[card] // len(Zone), card, remaining, bool(value))


def _run_atk_hit(state: DbzState, frame: Frame) -> None:
    attack = state.attack
    assert attack is not None
    if attack.stopped or attack.stages_taken + attack.life_taken == 0:
        return
    # DBZ CRD: Timing — Attack sequence 5: HIT effects.
    push_sentences(state, frame[1], Ctx(attack.seat, attack.card, True))


def _run_atk_crit(state: DbzState, frame: Frame) -> None:
    attack = state.attack
    assert attack is not None
    if attack.stopped:
        return
    if attack.life_taken >= 5 or attack.crit_forced:
        # DBZ RB: Critical Damage — five or more Life Cards from an unstopped attack.
        state.frames.append(("crit", attack.seat))


def _run_crit(state: DbzState, frame: Frame) -> None:
    seat = frame[1]
    choose(
        state,
        "crit",
        seat,
        "Choose a critical damage effect",
        [0, 1, 2],
        ["capture a Dragon Ball", "discard an opponent's Ally", "lower the opponent's anger 1"],
        seat,
    )


def _run_crit_effect(state: DbzState, frame: Frame) -> None:
    seat, value = frame[1], frame[2]
    opponent = 1 - seat
    state.triggers.append(("crit", seat, -1))
    log(
        state,
        ev.RuleApplied,
        f"{seat_name(seat)} used a critical damage effect",
        "DBZ RB: Critical Damage",
        seat=seat,
    )
    if value == 0:
        balls = list(state.cards_in(opponent, Zone.DRAGON_BALLS))
        if balls:
            choose(
                state,
                "capture",
                seat,
                "Capture which Dragon Ball?",
                balls,
                [title(state, c) for c in balls],
            )
    elif value == 1:
        allies = list(state.cards_in(opponent, Zone.ALLIES))
        if allies:
            choose(
                state,
                "crit_ally",
                seat,
                "Discard which Ally?",
                allies,
                [title(state, c) for c in allies],
            )
    else:
        change_anger(state, opponent, -1, Ctx(seat, -1), "DBZ RB: Critical Damage")
    state.frames.append(("after_sentence",))


def _picked_capture(state: DbzState, card: int, payload: Any) -> None:
    seat = 1 - state.controller[card]
    move(state, card, seat, Zone.DRAGON_BALLS)
    state.controller[card] = seat
    log(
        state,
        ev.CardMoved,
        f"{seat_name(seat)} captured {title(state, card)}",
        "DBZ RB: Critical Damage",
        seat=seat,
    )
    if info(state, card).immediate:
        choose(
            state,
            "capture_use",
            seat,
            "Use the captured Dragon Ball's effects?",
            [1, 0],
            ["use its effects", "do not use them"],
            card,
        )


def _picked_capture_use(state: DbzState, value: int, card: Any) -> None:
    if value:
        push_sentences(state, info(state, card).immediate, Ctx(state.controller[card], card))


def _picked_crit_ally(state: DbzState, card: int, payload: Any) -> None:
    put_in_discard(state, card)
    log(state, ev.CardMoved, f"{title(state, card)} was discarded", "DBZ RB: Critical Damage")


def _run_atk_finish(state: DbzState, frame: Frame) -> None:
    attack = state.attack
    assert attack is not None
    state.attack = None
    card = attack.card
    if attack.source_kind != "card" or state.zone_of(card) is not Zone.PLAYING:
        return
    if attack.stays and state.in_combat:
        state.depleted[card] = True  # "stays in play to be used a second time this combat"
        log(
            state,
            ev.RuleApplied,
            f"{title(state, card)} stays in play for a second use",
            CRD_SEQ + " 7",
        )
        return
    state.depleted[card] = False
    finish_card(state, card)


# --- effects: sentence by sentence ------------------------------------------------------------


def push_sentences(state: DbzState, effects: tuple[fx.Effect, ...], ctx: Ctx) -> None:
    """Resolve ``effects`` in order, contextual effects after each (DBZ CRD: Order of effects)."""
    for effect in reversed(effects):
        state.frames.append(("after_sentence",))
        state.frames.append(("fx", effect, ctx))


def _run_fx(state: DbzState, frame: Frame) -> None:
    effect, ctx = frame[1], frame[2]
    state.last_done = True
    _EXEC[type(effect)](state, effect, ctx)


def _target_seat(who: fx.Who, ctx: Ctx) -> int:
    return ctx.seat if who in (fx.Who.YOU, fx.Who.EACH) else 1 - ctx.seat


def change_anger(state: DbzState, seat: int, amount: int, ctx: Ctx, rule: str) -> bool:
    """Raise or lower anger; five anger advances a level or wins by MPPV (DBZ RB: Anger)."""
    before = state.anger[seat]
    if amount < 0:
        state.anger[seat] = max(0, before + amount)  # anger never goes below zero
        if state.anger[seat] != before:
            log(
                state,
                ev.AngerChanged,
                f"{seat_name(seat)}'s anger → {state.anger[seat]}",
                rule,
                seat=seat,
            )
        return state.anger[seat] != before
    state.anger[seat] = before + amount
    attack = state.attack
    if attack is not None and ctx.in_attack and ctx.seat == attack.seat == seat and amount > 0:
        attack.raised = True
    log(state, ev.AngerChanged, f"{seat_name(seat)}'s anger → {state.anger[seat]}", rule, seat=seat)
    if state.anger[seat] >= 5:
        state.anger[seat] = 0  # excess anger does not carry over
        if state.level(seat) < 4:
            change_level(state, seat, 1, by_anger=True)
        elif not any(isinstance(e, fx.CannotWinByMppv) for _, e in constants(state, seat)):
            end_game(state, seat, "Most Powerful Personality Victory", RB_TURN + " — MPPV")
        else:
            # DBZ CRD: General — Anger: cannot win by MPPV, reset and highest stage.
            state.stage[state.mp(seat)] = MAX_STAGE
            log(
                state,
                ev.AngerChanged,
                f"{seat_name(seat)} cannot win by MPPV: anger reset, MP at its highest stage",
                "DBZ CRD: General — Anger",
                seat=seat,
            )
    return True


def change_level(state: DbzState, seat: int, delta: int, by_anger: bool) -> bool:
    """Advance or lower the MP a level; Drills are discarded (DBZ RB: Anger; Drills)."""
    old = state.mp(seat)
    level = state.level(seat)
    wanted = max(1, min(4, level + delta))
    if wanted == level:
        return False
    new = next(c for c in state.cards_in(seat, Zone.MP_SET) if state.defs[c].level == wanted)
    state.place(old, seat * len(Zone) + Zone.MP_SET)
    state.place(new, seat * len(Zone) + Zone.MP)
    if wanted > level:
        state.stage[new] = MAX_STAGE if by_anger else state.stage[old]
        state.triggers.append(("advance", seat, new))
    else:
        state.stage[new] = 5  # lowered: five stages above zero
        state.triggers.append(("lower", seat, new))
    log(
        state,
        ev.LevelChanged,
        f"{seat_name(seat)}'s MP is now {title(state, new)} "
        f"(level {wanted}, {state.stage[new]} stages)",
        RB_ANGER,
        seat=seat,
    )
    for drill in list(state.cards_in(seat, Zone.DRILLS)):
        put_in_discard(state, drill)
        log(
            state,
            ev.CardMoved,
            f"{title(state, drill)} was discarded (level change)",
            "DBZ RB: Card Types — Drills",
            seat=seat,
        )
    return True


def _ex_raise_anger(state: DbzState, e: fx.RaiseAnger, ctx: Ctx) -> None:
    if e.who is fx.Who.ANY:
        choose(
            state,
            "anger_player",
            ctx.seat,
            f"Whose anger rises {e.levels}?",
            [0, 1],
            ["p1", "p2"],
            (e.levels, ctx),
        )
        return
    change_anger(state, _target_seat(e.who, ctx), e.levels, ctx, RB_ANGER)


def _picked_anger_player(state: DbzState, seat: int, payload: Any) -> None:
    amount, ctx = payload
    change_anger(state, seat, amount, ctx, RB_ANGER)


def _ex_lower_anger(state: DbzState, e: fx.LowerAnger, ctx: Ctx) -> None:
    seat = _target_seat(e.who, ctx)
    if e.who is fx.Who.YOU and state.anger[seat] < e.levels:
        state.last_done = False  # a stipulation cannot be met (DBZ CRD: stipulations)
        return
    state.last_done = change_anger(state, seat, -e.levels, ctx, RB_ANGER)


def _ex_raise_or_lower(state: DbzState, e: fx.RaiseOrLowerAnger, ctx: Ctx) -> None:
    choose(
        state,
        "anger_either",
        ctx.seat,
        "Raise or lower whose anger?",
        [0, 1, 2, 3],
        ["raise p1", "lower p1", "raise p2", "lower p2"],
        (e.levels, ctx),
    )


def _picked_anger_either(state: DbzState, value: int, payload: Any) -> None:
    amount, ctx = payload
    change_anger(state, value // 2, amount if value % 2 == 0 else -amount, ctx, RB_ANGER)


def _ex_gain(state: DbzState, e: fx.GainStages, ctx: Ctx) -> None:
    seat = _target_seat(e.who, ctx)
    people = personalities(state, seat)
    if len(people) > 1:
        choose(
            state,
            "gain_target",
            seat,
            f"Who gains {e.amount} stage(s)?",
            people,
            [title(state, c) for c in people],
            e.amount,
        )
        return
    gain_stages(state, people[0], e.amount, CRD_STAGES)


def _picked_gain(state: DbzState, card: int, amount: Any) -> None:
    gain_stages(state, card, amount, CRD_STAGES)


def _ex_lose(state: DbzState, e: fx.LoseStages, ctx: Ctx) -> None:
    seat = _target_seat(e.who, ctx)
    people = personalities(state, seat)
    if len(people) > 1:
        choose(
            state,
            "lose_target",
            seat,
            f"Who loses {e.amount} stage(s)?",
            people,
            [title(state, c) for c in people],
            e.amount,
        )
        return
    lose_stages(state, people[0], e.amount, as_damage=False)


def _picked_lose(state: DbzState, card: int, amount: Any) -> None:
    lose_stages(state, card, amount, as_damage=False)


def _ex_draw(state: DbzState, e: fx.DrawCards, ctx: Ctx) -> None:
    draw_cards(state, _target_seat(e.who, ctx), e.count, "card effect")


def _ex_draw_discard(state: DbzState, e: fx.DrawFromDiscard, ctx: Ctx) -> None:
    pile = state.cards_in(ctx.seat, Zone.DISCARD)
    if not pile:
        state.last_done = False
        return
    card = pile[-1] if e.position == "top" else pile[0]
    move(state, card, ctx.seat, Zone.HAND)
    log(
        state,
        ev.CardMoved,
        f"{seat_name(ctx.seat)} drew {title(state, card)} from the discard pile",
        "card effect",
        seat=ctx.seat,
    )


def rejuvenate(state: DbzState, seat: int, count: int, rule: str) -> int:
    """DBZ CRD: General — Rejuvenation: one at a time, top card first."""
    done = 0
    pile = state.cards_in(seat, Zone.DISCARD)
    for _ in range(count):
        if not pile:
            break
        card = pile[-1]
        move(state, card, seat, Zone.LIFE, bottom=True)
        state.triggers.append(("rejuvenate", seat, card))
        log(
            state,
            ev.CardMoved,
            f"{seat_name(seat)} rejuvenated {title(state, card)}",
            rule,
            seat=seat,
        )
        done += 1
    return done


def _ex_rejuvenate(state: DbzState, e: fx.Rejuvenate, ctx: Ctx) -> None:
    state.last_done = rejuvenate(state, ctx.seat, e.count, "DBZ RB: Glossary — Rejuvenate") > 0


def _ex_destroy_top(state: DbzState, e: fx.DestroyTopOfLifeDeck, ctx: Ctx) -> None:
    seat = _target_seat(e.who, ctx)
    if e.up_to:
        choose(
            state,
            "destroy_up_to",
            ctx.seat,
            "Destroy how many?",
            list(range(e.count + 1)),
            [str(n) for n in range(e.count + 1)],
            seat,
        )
        return
    mill(state, seat, e.count, "destroy", "card effect")


def _picked_destroy_up_to(state: DbzState, count: int, seat: Any) -> None:
    mill(state, seat, count, "destroy", "card effect")


def _ex_banish_top(state: DbzState, e: fx.BanishTopOfLifeDeck, ctx: Ctx) -> None:
    seat = _target_seat(e.who, ctx)
    state.last_done = bool(state.cards_in(seat, Zone.LIFE))
    mill(state, seat, e.count, "banish", "card effect")


def _ex_banish_discard(state: DbzState, e: fx.BanishFromDiscard, ctx: Ctx) -> None:
    seat = _target_seat(e.who, ctx)
    pile = state.cards_in(seat, Zone.DISCARD)
    if not pile:
        state.last_done = False
        return
    if e.position in ("top", "bottom"):
        chosen = pile[-e.count :] if e.position == "top" else pile[: e.count]
        for card in list(chosen):
            move(state, card, seat, Zone.BANISHED)
        if seat == ctx.seat:
            state.triggers.append(("banish_discard", seat, -1))
        log(
            state,
            ev.CardMoved,
            f"banished {len(chosen)} card(s) from {seat_name(seat)}'s discard pile",
            "card effect",
        )
        return
    choose(
        state,
        "banish_discard",
        ctx.seat,
        "Banish which card of the discard pile?",
        list(pile),
        [title(state, c) for c in pile],
        (e.count, ctx),
    )


def _picked_banish_discard(state: DbzState, card: int, payload: Any) -> None:
    count, ctx = payload
    seat = state.owner[card]
    move(state, card, seat, Zone.BANISHED)
    if count > 1 and state.cards_in(seat, Zone.DISCARD):
        _ex_banish_discard(
            state, fx.BanishFromDiscard(count - 1, fx.Who.YOU, "any"), Ctx(seat, ctx.source)
        )
    elif seat == ctx.seat:
        state.triggers.append(("banish_discard", seat, -1))


def _ex_discard_hand(state: DbzState, e: fx.DiscardFromHand, ctx: Ctx) -> None:
    seat = _target_seat(e.who, ctx)
    hand = state.cards_in(seat, Zone.HAND)
    if not hand:
        state.last_done = False
        return
    for _ in range(e.count - 1):
        state.frames.append(("fx", fx.DiscardFromHand(1, e.who), ctx))
    choose(
        state,
        "discard_hand",
        seat,
        "Discard which card from your hand?",
        list(hand),
        [title(state, c) for c in hand],
    )


def _picked_discard_hand(state: DbzState, card: int, payload: Any) -> None:
    seat = state.owner[card]
    put_in_discard(state, card)
    state.triggers.append(("hand_discard", seat, card))
    log(
        state,
        ev.CardMoved,
        f"{seat_name(seat)} discarded {title(state, card)} from the hand",
        "card effect",
        seat=seat,
    )


_KIND_ZONES = {
    "setup": Zone.SETUPS,
    "drill": Zone.DRILLS,
    "ally": Zone.ALLIES,
    "dragon ball": Zone.DRAGON_BALLS,
    "attached card": Zone.ATTACHED,
}


def _ex_remove(state: DbzState, e: fx.Remove, ctx: Ctx) -> None:
    seats = [1 - ctx.seat] if e.whose is fx.Who.OPPONENT else [0, 1]
    targets = [
        card
        for seat in seats
        for kind in e.kinds
        if kind in _KIND_ZONES
        for card in state.cards_in(seat, _KIND_ZONES[kind])
    ]
    if not targets:
        state.last_done = False
        return
    for _ in range(e.count - 1):
        state.frames.append(("fx", fx.Remove(e.how, e.kinds, 1, e.whose), ctx))
    choose(
        state,
        "remove",
        ctx.seat,
        f"{e.how.capitalize()} which card?",
        targets,
        [title(state, c) for c in targets],
        e.how,
    )


def _picked_remove(state: DbzState, card: int, how: Any) -> None:
    if how == "banish":
        move(state, card, state.owner[card], Zone.BANISHED)
    else:
        put_in_discard(state, card)
    log(state, ev.CardMoved, f"{title(state, card)} was {how}ed", "card effect")


def search_matches(state: DbzState, card: int, what: str) -> bool:
    """Whether a card fits a search's description ("Styled Drill", "card with Endurance")."""
    defn = state.defs[card]
    words = what.lower()
    if words.startswith("styled ") and defn.style is Style.FREESTYLE:
        return False
    if words.startswith("freestyle ") and defn.style is not Style.FREESTYLE:
        return False
    if words.startswith("named ") and info(state, card).named is None:
        return False
    noun = (
        words.split(" ", 1)[1]
        if words.split(" ", 1)[0] in ("styled", "named", "freestyle")
        else words
    )
    noun = noun.rstrip("s") if noun.endswith("s") and not noun.endswith("ss") else noun
    if noun in ("card", "card with endurance"):
        return noun == "card" or info(state, card).endurance > 0
    if noun.startswith("attack"):
        return info(state, card).attack is not None
    return bool(defn.type.value.lower() == noun)


_SEARCH_ZONES = {
    "life deck": Zone.LIFE,
    "discard pile": Zone.DISCARD,
    "banished zone": Zone.BANISHED,
}


def _ex_search(state: DbzState, e: fx.Search, ctx: Ctx) -> None:
    seat = _target_seat(e.who, ctx)
    zones = [_SEARCH_ZONES[z.lower()] for z in e.zones]
    found = [c for z in zones for c in state.cards_in(seat, z) if search_matches(state, c, e.what)]
    if Zone.LIFE in zones:
        state.frames.append(("shuffle_life", seat))  # DBZ CRD: General — Shuffle after search
    if not found:
        state.last_done = False
        if Zone.LIFE in zones:
            choose(
                state,
                "verify",
                1 - ctx.seat,
                "The search found nothing: verify the Life Deck?",
                [1, 0],
                ["verify the Life Deck", "do not verify"],
                seat,
            )
        return
    if e.to == "place into play":
        found = [c for c in found if _placeable(state, ctx.seat, c)]
        if not found:
            state.last_done = False
            return
    for _ in range(e.count - 1):
        state.frames.append(("fx", fx.Search(e.zones, e.what, e.to, 1, e.who), ctx))
    # DBZ CRD: General — Mandatory search effects: a matching card must be found.
    choose(
        state,
        "search",
        ctx.seat,
        f"Search: choose a {e.what}",
        found,
        [f"{title(state, c)} ({state.zone_of(c).name.lower()})" for c in found],
        (e.to, ctx),
    )


def _placeable(state: DbzState, seat: int, card: int) -> bool:
    kind = state.defs[card].type
    if kind is CardType.DRILL:
        return drill_refusal(state, seat, card) is None
    if kind is CardType.DRAGON_BALL:
        return not dragon_ball_in_play(state, state.defs[card].title)
    return kind in (CardType.SETUP, CardType.ALLY)


def _picked_search(state: DbzState, card: int, payload: Any) -> None:
    to, ctx = payload
    seat = ctx.seat
    log(
        state,
        ev.CardMoved,
        f"{seat_name(seat)} found {title(state, card)}",
        "card effect",
        seat=seat,
    )
    if to == "place into play":
        enter_play(state, seat, card, played=False)
    elif to == "place into your hand":
        move(state, card, seat, Zone.HAND)
    elif to == "rejuvenate":
        move(state, card, seat, Zone.LIFE, bottom=True)
        state.triggers.append(("rejuvenate", seat, card))
    elif to == "banish":
        move(state, card, state.owner[card], Zone.BANISHED)
    else:
        put_in_discard(state, card)


def _picked_verify(state: DbzState, value: int, seat: Any) -> None:
    if value:
        titles = ", ".join(sorted(state.defs[c].title for c in state.cards_in(seat, Zone.LIFE)))
        state.record(
            ev.Revealed(
                seat=1 - seat,
                text=f"{seat_name(1 - seat)} verified {seat_name(seat)}'s Life Deck: {titles}",
                rule="DBZ CRD: General — Mandatory search effects",
                visible_to=1 - seat,
            )
        )


def _run_shuffle_life(state: DbzState, frame: Frame) -> None:
    state.rng.shuffle(state.cards_in(frame[1], Zone.LIFE))
    log(
        state,
        ev.RuleApplied,
        f"{seat_name(frame[1])}'s Life Deck was shuffled",
        "DBZ CRD: General — Shuffle after search",
    )


def _ex_skip(state: DbzState, e: fx.SkipNextAction, ctx: Ctx) -> None:
    state.skip_next[_target_seat(e.who, ctx)] = True


def _ex_end_combat(state: DbzState, e: fx.EndCombat, ctx: Ctx) -> None:
    if state.in_combat:
        state.in_combat = False
        log(state, ev.CombatChanged, "combat was ended by an effect", "card effect")


def _ex_crit(state: DbzState, e: fx.UseCriticalDamage, ctx: Ctx) -> None:
    state.frames.append(("crit", ctx.seat))


def _ex_look(state: DbzState, e: fx.LookAtHand, ctx: Ctx) -> None:
    seat = _target_seat(e.who, ctx)
    hand = state.cards_in(seat, Zone.HAND)
    names = ", ".join(state.defs[c].title for c in hand) or "nothing"
    state.record(
        ev.Revealed(
            seat=ctx.seat,
            text=f"{seat_name(ctx.seat)} looked at {seat_name(seat)}'s hand: {names}",
            visible_to=ctx.seat,
        )
    )
    if e.choose and hand:
        choose(
            state, "chosen", ctx.seat, "Choose a card", list(hand), [title(state, c) for c in hand]
        )


def _picked_chosen(state: DbzState, card: int, payload: Any) -> None:
    state.chosen = card


def _ex_shuffle_chosen(state: DbzState, e: fx.ShuffleChosenIntoLifeDeck, ctx: Ctx) -> None:
    card = state.chosen
    if card >= 0 and state.zone_of(card) is Zone.HAND:
        owner = state.owner[card]
        move(state, card, owner, Zone.LIFE)
        state.rng.shuffle(state.cards_in(owner, Zone.LIFE))


def _ex_discard_chosen(state: DbzState, e: fx.DiscardChosen, ctx: Ctx) -> None:
    card = state.chosen
    if card >= 0 and state.zone_of(card) is Zone.HAND:
        _picked_discard_hand(state, card, None)


def _ex_level(state: DbzState, e: fx.ChangeLevel, ctx: Ctx) -> None:
    state.last_done = change_level(state, _target_seat(e.who, ctx), e.levels, by_anger=False)


def _ex_stops(state: DbzState, e: fx.Stops, ctx: Ctx) -> None:
    attack = state.attack
    if attack is None or ctx.seat == attack.seat:
        state.last_done = False
        return
    if attack.kind not in e.kind or attack.unstoppable:
        state.last_done = False
        return
    attack.stopped = True
    state.triggers.append(("stop", ctx.seat, -1))
    log(
        state,
        ev.AttackStopped,
        f"{seat_name(ctx.seat)} stopped the attack",
        "DBZ RB: How Attack and Defense Cards Work",
    )


def _ex_prevent(state: DbzState, e: fx.Prevent, ctx: Ctx) -> None:
    attack = state.attack
    if attack is None:
        return
    attack.prevent_stages += e.stages
    attack.prevent_life += e.life_cards
    attack.prevented_all = attack.prevented_all or e.all_damage


def _ex_modifier(state: DbzState, e: fx.AttackModifier, ctx: Ctx) -> None:
    state.floating.append(Floating(ctx.seat, ctx.source, e, "combat", state.turn))


def _ex_property(state: DbzState, e: fx.AttackProperty, ctx: Ctx) -> None:
    attack = state.attack
    if attack is None:
        return
    if e.property == "cannot be stopped":
        attack.unstoppable = True
    elif e.property == "cannot be modified":
        attack.modifiers_blocked = True
    elif e.property == "is banished":
        attack.banish_damage = True


def _ex_stays(state: DbzState, e: fx.StaysInPlay, ctx: Ctx) -> None:
    attack = state.attack
    if attack is not None and attack.source_kind == "card":
        attack.stays = not state.depleted[attack.card]


def _ex_whenever(state: DbzState, e: fx.Whenever, ctx: Ctx) -> None:
    until = "turn" if "this turn" in e.event else "combat"
    state.floating.append(Floating(ctx.seat, ctx.source, e, until, state.turn))


def _ex_optional(state: DbzState, e: fx.Optional, ctx: Ctx) -> None:
    choose(
        state,
        "optional",
        ctx.seat,
        "Use the optional effect?",
        [1, 0],
        ["yes", "no"],
        (e.effect, ctx),
    )


def _picked_optional(state: DbzState, value: int, payload: Any) -> None:
    effect, ctx = payload
    state.last_done = bool(value)
    if value:
        state.frames.append(("fx", effect, ctx))


def _ex_if_you_do(state: DbzState, e: fx.IfYouDo, ctx: Ctx) -> None:
    if state.last_done:
        for effect in reversed(e.effects):
            state.frames.append(("fx", effect, ctx))


def _ex_stipulation(state: DbzState, e: fx.Stipulation, ctx: Ctx) -> None:
    # DBZ CRD: General — Effects with stipulations: B only if A is done.
    state.frames.append(("stipulated", e.effect, ctx))
    state.frames.append(("fx", e.cost, ctx))


def _run_stipulated(state: DbzState, frame: Frame) -> None:
    if state.last_done:
        state.frames.append(("fx", frame[1], frame[2]))


def _ex_sequence(state: DbzState, e: fx.Sequence, ctx: Ctx) -> None:
    for effect in reversed(e.effects):
        state.frames.append(("fx", effect, ctx))


def _ex_nothing(state: DbzState, e: fx.Effect, ctx: Ctx) -> None:
    """Card rules and constants do nothing when a sentence of them is resolved."""


# --- contextual timings -----------------------------------------------------------------------


def _matches(state: DbzState, event: str, watcher: int, trig: tuple[Any, ...]) -> bool:
    kind, seat, card = trig
    table: dict[str, bool] = {
        "you rejuvenate a saiyan style card": kind == "rejuvenate"
        and seat == watcher
        and card >= 0
        and state.defs[card].style is Style.SAIYAN,
        "you use a critical damage effect": kind == "crit" and seat == watcher,
        "you advance a personality level": kind == "advance" and seat == watcher,
        "you lower a personality level": kind == "lower" and seat == watcher,
        "a card is discarded from a hand this combat": kind == "hand_discard" and state.in_combat,
        "a drill leaves play this turn": kind == "drill_leaves",
        "you banish cards from your discard pile": kind == "banish_discard" and seat == watcher,
        "you stop an attack": kind == "stop" and seat == watcher,
        "a dragon ball enters play": kind == "db_enters",
    }
    return table.get(event, False)


def _run_after_sentence(state: DbzState, frame: Frame) -> None:
    # DBZ CRD: Timing — Special timings: contextual effects after the sentence.
    if not state.triggers:
        return
    raised = state.triggers
    state.triggers = []
    first = state.initiator if state.in_combat else state.active
    found: dict[int, list[tuple[int, tuple[fx.Effect, ...]]]] = {0: [], 1: []}
    spent: list[Floating] = []
    for trig in raised:
        for seat in (0, 1):
            for card, effect in constants(state, seat):
                if isinstance(effect, fx.Whenever) and _matches(state, effect.event, seat, trig):
                    found[seat].append((card, effect.effects))
        for floating in state.floating:
            effect = floating.effect
            if (
                isinstance(effect, fx.Whenever)
                and floating not in spent
                and _matches(state, effect.event, floating.seat, trig)
            ):
                found[floating.seat].append((floating.source, effect.effects))
                if effect.once:
                    spent.append(floating)
    state.floating = [f for f in state.floating if f not in spent]
    # DBZ CRD: Timing — Competing timings: the combat initiator's effects first.
    for seat in (1 - first, first):
        if found[seat]:
            state.frames.append(("order", seat, tuple(found[seat])))


def _run_order(state: DbzState, frame: Frame) -> None:
    seat, items = frame[1], frame[2]
    if len(items) == 1 or len({effects for _, effects in items}) == 1:
        for card, effects in reversed(items):
            push_sentences(state, effects, Ctx(seat, card))
        return
    choose(
        state,
        "order",
        seat,
        "Competing timings: which of your effects first?",
        list(range(len(items))),
        [title(state, c) for c, _ in items],
        (seat, items),
    )


def _picked_order(state: DbzState, index: int, payload: Any) -> None:
    seat, items = payload
    rest = items[:index] + items[index + 1 :]
    if rest:
        state.frames.append(("order", seat, rest))
    card, effects = items[index]
    push_sentences(state, effects, Ctx(seat, card))


# --- discard and rejuvenation steps -----------------------------------------------------------


def _run_discard_step(state: DbzState, frame: Frame) -> None:
    seat = frame[1]
    state.step = "discard"
    hand = state.cards_in(seat, Zone.HAND)
    if not hand:
        return
    options: list[tuple[Action, str]] = []
    if len(hand) == 1:
        options.append((PassPriority(), "keep the last card"))
    options += [(Choose(index=i), f"discard {title(state, c)}") for i, c in enumerate(hand)]
    ask(state, frame, seat, "Discard Step: discard down to one or zero cards", options)


def _ans_discard_step(state: DbzState, frame: Frame, action: Action) -> None:
    if not isinstance(action, Choose):
        return
    seat = frame[1]
    card = state.cards_in(seat, Zone.HAND)[action.index]
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
    seat = frame[1]
    state.step = "rejuvenation"
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


# --- refusals ---------------------------------------------------------------------------------


def refusal(state: DbzState, action: Action) -> str:
    """Why an action is not legal now (IllegalActionError's reason)."""
    decision = state.decision
    assert decision is not None
    seat = decision.seat
    if isinstance(action, PlayCard) and 0 <= action.card < len(state.defs):
        card = action.card
        if state.zone_of(card) is not Zone.HAND or state.owner[card] != seat:
            return f"{title(state, card)} is not in your hand"
        if decision.kind == "planning":
            return planning_refusal(state, seat, card) or "not playable now"
        rec = info(state, card).attack
        if rec is None:
            for power in info(state, card).powers:
                rec = rec or info(state, card).power_attack(power)
        if decision.kind == "combat_action" and rec is not None:
            by = state.mp(seat) if action.by < 0 else action.by
            if action.by >= 0 and not allies_may_act(state, seat):
                return (
                    "Allies may act only while the MP is at most one stage above zero "
                    "(DBZ RB: Allies During Combat)"
                )
            if state.stage[by] < rec.cost_stages:
                return (
                    f"cannot pay the attack's cost of {rec.cost_stages} stage(s): "
                    f"{title(state, by)} has {state.stage[by]} (DBZ RB: How Attack Cards Work)"
                )
        return f"{title(state, card)} cannot be played now ({decision.prompt})"
    if isinstance(action, UsePower) and 0 <= action.card < len(state.defs):
        if power_used(state, action.card) and once_per_turn(state, action.card):
            return "that Power was already used this turn (DBZ RB: Glossary — Power)"
        if state.defs[action.card].type is CardType.ALLY and not allies_may_act(state, seat):
            return (
                "Allies may act only while the MP is at most one stage above zero "
                "(DBZ RB: Allies During Combat)"
            )
    return f"not a legal action now ({decision.prompt})"


# --- dispatch tables --------------------------------------------------------------------------

_RUN: dict[str, Callable[[DbzState, Frame], None]] = {
    "turn": _run_turn,
    "draw": _run_draw,
    "planning": _run_planning,
    "power_up": _run_power_up,
    "combat_choice": _run_combat_choice,
    "entering": _run_entering,
    "after_use": _run_after_use,
    "combat_action": _run_combat_action,
    "combat_end": _run_combat_end,
    "atk_cost": _run_atk_cost,
    "atk_defend": _run_atk_defend,
    "def_finish": _run_def_finish,
    "atk_damage": _run_atk_damage,
    "stage_damage": _run_stage_damage,
    "life_damage": _run_life_damage,
    "atk_hit": _run_atk_hit,
    "atk_crit": _run_atk_crit,
    "crit": _run_crit,
    "crit_effect": _run_crit_effect,
    "atk_finish": _run_atk_finish,
    "fx": _run_fx,
    "after_sentence": _run_after_sentence,
    "order": _run_order,
    "stipulated": _run_stipulated,
    "shuffle_life": _run_shuffle_life,
    "discard_step": _run_discard_step,
    "rejuvenation_step": _run_rejuvenation_step,
}

_ANSWER: dict[str, Callable[[DbzState, Frame, Action], None]] = {
    "planning": _ans_planning,
    "combat_choice": _ans_combat_choice,
    "entering": _ans_entering,
    "combat_action": _ans_combat_action,
    "atk_defend": _ans_atk_defend,
    "pick": _ans_pick,
    "discard_step": _ans_discard_step,
    "rejuvenation_step": _ans_rejuvenation_step,
}


def _picked_crit_choice(state: DbzState, value: int, seat: Any) -> None:
    state.frames.append(("crit_effect", seat, value))


_PICKED: dict[str, Callable[[DbzState, int, Any], None]] = {
    "stage_target": _picked_stage_target,
    "endurance": _picked_endurance,
    "crit": _picked_crit_choice,
    "capture": _picked_capture,
    "capture_use": _picked_capture_use,
    "crit_ally": _picked_crit_ally,
    "anger_player": _picked_anger_player,
    "anger_either": _picked_anger_either,
    "gain_target": _picked_gain,
    "lose_target": _picked_lose,
    "destroy_up_to": _picked_destroy_up_to,
    "banish_discard": _picked_banish_discard,
    "discard_hand": _picked_discard_hand,
    "remove": _picked_remove,
    "search": _picked_search,
    "verify": _picked_verify,
    "chosen": _picked_chosen,
    "optional": _picked_optional,
    "order": _picked_order,
}

_EXEC: dict[type, Callable[[DbzState, Any, Ctx], None]] = {
    fx.RaiseAnger: _ex_raise_anger,
    fx.LowerAnger: _ex_lower_anger,
    fx.RaiseOrLowerAnger: _ex_raise_or_lower,
    fx.GainStages: _ex_gain,
    fx.LoseStages: _ex_lose,
    fx.DrawCards: _ex_draw,
    fx.DrawFromDiscard: _ex_draw_discard,
    fx.Rejuvenate: _ex_rejuvenate,
    fx.DestroyTopOfLifeDeck: _ex_destroy_top,
    fx.BanishTopOfLifeDeck: _ex_banish_top,
    fx.BanishFromDiscard: _ex_banish_discard,
    fx.DiscardFromHand: _ex_discard_hand,
    fx.Remove: _ex_remove,
    fx.Search: _ex_search,
    fx.SkipNextAction: _ex_skip,
    fx.EndCombat: _ex_end_combat,
    fx.UseCriticalDamage: _ex_crit,
    fx.LookAtHand: _ex_look,
    fx.ShuffleChosenIntoLifeDeck: _ex_shuffle_chosen,
    fx.DiscardChosen: _ex_discard_chosen,
    fx.ChangeLevel: _ex_level,
    fx.Stops: _ex_stops,
    fx.Prevent: _ex_prevent,
    fx.AttackModifier: _ex_modifier,
    fx.AttackProperty: _ex_property,
    fx.StaysInPlay: _ex_stays,
    fx.Whenever: _ex_whenever,
    fx.Optional: _ex_optional,
    fx.IfYouDo: _ex_if_you_do,
    fx.Stipulation: _ex_stipulation,
    fx.Sequence: _ex_sequence,
    fx.PurModifier: _ex_nothing,
    fx.CannotWinByMppv: _ex_nothing,
    fx.AttacksGain: _ex_nothing,
    fx.AttacksProperty: _ex_nothing,
    fx.Endurance: _ex_nothing,
    fx.BanishAfterUse: _ex_nothing,
    fx.ShuffleAfterUse: _ex_nothing,
    fx.LimitPerDeck: _ex_nothing,
    fx.HeroesOnly: _ex_nothing,
    fx.VillainsOnly: _ex_nothing,
    fx.Reprint: _ex_nothing,
    fx.Hit: _ex_nothing,
    fx.PhysicalAttack: _ex_nothing,
    fx.EnergyAttack: _ex_nothing,
}
