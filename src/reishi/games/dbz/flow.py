"""The DBZ procedure as a stack of immutable frames; ``advance`` runs them until a decision.

Turn: DBZ RB: Gameplay (draw, planning, combat, discard, rejuvenation). Combat and attacks:
DBZ RB: The Combat Step and DBZ CRD: Timing — Attack sequence. Card programs are resolved
one sentence at a time, and contextual ("whenever", "if", "after") effects right after the
sentence that caused them (DBZ CRD: Timing — Order of effects, Special timings).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

import msgspec

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
from reishi.games.dbz.conditions import (
    card_matches,
    condition_holds,
    event_matches,
    self_event_matches,
    x_value,
)
from reishi.games.dbz.kit import CardInfo
from reishi.games.dbz.state import (
    IN_PLAY,
    OWNED_ONLY,
    Attack,
    DbzState,
    Decision,
    Floating,
    Zone,
)

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
    was_in_play = state.zone[card] >= 0 and state.zone_of(card) in IN_PLAY
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
    if was_in_play and zone not in IN_PLAY:
        state.triggers.append(("leaves", state.owner[card], card))
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
    silenced = lost_effects(state)
    for card in in_play_cards(state, seat):
        if state.zone_of(card) in silenced:
            continue
        facts = info(state, card)
        found.extend((card, effect) for effect in facts.constants)
        if state.zone_of(card) is Zone.ATTACHED:
            found.extend((card, effect) for effect in facts.while_attached)
    return found


def lost_effects(state: DbzState) -> frozenset[Zone]:
    """Zones whose cards have lost all effects this combat (Isolation)."""
    if not state.floating:
        return frozenset()
    zones = {"drill": Zone.DRILLS, "ally": Zone.ALLIES, "setup": Zone.SETUPS}
    return frozenset(
        zones[kind]
        for f in state.floating
        if isinstance(f.effect, fx.LoseEffects)
        for kind in f.effect.kinds
        if kind in zones
    )


def personalities(state: DbzState, seat: int) -> list[int]:
    """The MP, then the Allies (DBZ CRD: General — Personality)."""
    return [state.mp(seat), *state.cards_in(seat, Zone.ALLIES)]


def allies_may_act(state: DbzState, seat: int) -> bool:
    """DBZ RB: Allies During Combat — only while the MP is at most one stage above zero."""
    if restricted(state, seat, "allies act"):
        return False  # Isolation (DBZ CRD: Heroes & Villains R131)
    return state.stage[state.mp(seat)] <= 1


def ally_may_act(state: DbzState, seat: int, ally: int) -> bool:
    """Whether this Ally may act now: the stage rule, or "regardless of your MP's power stage"."""
    if allies_may_act(state, seat):
        return True
    if restricted(state, seat, "allies act"):
        return False
    return _ally_has(state, seat, ally, fx.AlliesActFreely)


def _ally_has(state: DbzState, seat: int, ally: int, kind: type) -> bool:
    title_words = state.defs[ally].title.lower()
    return any(
        isinstance(e, kind) and getattr(e, "which", "") in title_words
        for _, e in constants(state, seat)
    )


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
        # DBZ RB: Gameplay — Dragon Ball Victory needs "a set of all seven": seven titles
        # of one set ("Namek Dragon Ball 1"–"7"), not seven of mixed sets after captures.
        sets: dict[str, set[str]] = {}
        for c in state.cards_in(seat, Zone.DRAGON_BALLS):
            name = state.defs[c].title
            sets.setdefault(name.rpartition(" ")[0], set()).add(name)
        if any(len(titles) >= 7 for titles in sets.values()):
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
        log_combat(state, seat, "draw")
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
    state.triggers.append(("played", seat, card))
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
    state.triggers.append(("enters", seat, card))
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
    seat = state.controller[card]
    facts = info(state, card)
    if amount > 0 and (
        restricted(state, seat, "gain stages")
        or fx.CannotGainStages() in facts.program
        or fx.CannotGainStages() in facts.constants
    ):
        log(state, ev.RuleApplied, f"{title(state, card)} cannot gain stages", "card effect")
        return
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
        if state.stage[card] > before:
            log_combat(state, seat, "gain")
            state.triggers.append(("gain", seat, card))


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
    state.combat_log = frozenset()
    state.last_attack = [-1, -1]
    state.pending_copy = [-1, -1]
    log(state, ev.CombatChanged, f"{seat_name(seat)} declared combat", RB_COMBAT, seat=seat)
    # DBZ RB: The Combat Step — "when entering combat" constants, the declarer's first.
    state.triggers.extend([("entering_combat", seat, -1), ("entering_combat", 1 - seat, -1)])
    state.frames.extend(
        [
            ("combat_end",),
            ("combat_action", seat),
            ("draw", 1 - seat, 3, RB_COMBAT + " (the defender draws 3)"),
            ("entering", 1 - seat),
            ("entering", seat),
            ("after_sentence",),
        ]
    )


ENTERING = "use when entering combat"


def instant_for(state: DbzState, card: int, trigger: str) -> fx.InstantPower | None:
    """The card's Instant Power with this timing, if it has one."""
    for instant in info(state, card).instants:
        if instant.trigger.lower() == trigger:
            return instant
    return None


def _entering_powers(state: DbzState, seat: int) -> list[int]:
    found: list[int] = []
    for card in [*in_play_cards(state, seat), *state.cards_in(seat, Zone.SETUPS)]:
        if instant_for(state, card, ENTERING) is None or power_used(state, card):
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
    # DBZ RB: The Combat Step — "when entering combat" effects, the declarer's first;
    # DBZ CRD: Timing — Combat: they are not "during combat".
    seat = frame[1]
    powers = _entering_powers(state, seat)
    # DBZ CRD: C60 Combination Drill — also a Continuous Power: it must be used.
    mandatory = [c for c in powers if info(state, c).also_continuous]
    options: list[tuple[Action, str]] = []
    if not mandatory:
        options.append((PassPriority(), "pass (done entering combat)"))
    for card in mandatory or powers:
        options.append((UsePower(card=card), f"use {title(state, card)}"))
    if options:
        ask(state, frame, seat, "Use 'when entering combat' effects", options)


def _ans_entering(state: DbzState, frame: Frame, action: Action) -> None:
    if not isinstance(action, UsePower):
        return
    seat, card = frame[1], action.card
    state.frames.append(frame)
    state.used_turn[card] = state.turn
    instant = instant_for(state, card, ENTERING)
    assert instant is not None
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
        # DBZ CRD: Individual Card Rulings — C19 Black Punishment ("whenever a card banishes
        # itself after use …"): the contextual timing answers now, also when the card is an
        # attack, whose last step is not followed by another sentence.
        state.frames.append(("after_sentence",))
    elif facts.shuffle_after:
        move(state, card, owner, Zone.LIFE)
        state.rng.shuffle(state.cards_in(owner, Zone.LIFE))
    else:
        put_in_discard(state, card)


# --- combat actions ---------------------------------------------------------------------------


def performers(state: DbzState, seat: int) -> list[int]:
    """Who may perform an attack: the MP, and Allies while they may act."""
    found = [state.mp(seat)]
    found.extend(a for a in state.cards_in(seat, Zone.ALLIES) if ally_may_act(state, seat, a))
    return found


def attack_cost(
    state: DbzState, seat: int, card: int, rec: fx.PhysicalAttack | fx.EnergyAttack
) -> int:
    """Stages the attack costs, with "attacks cost +1 stage" (DBZ RB: How Attack Cards Work)."""
    kind = "physical" if isinstance(rec, fx.PhysicalAttack) else "energy"
    cost = rec.cost_stages
    minimum = 0
    pool = [(owner, e) for owner in (0, 1) for _, e in constants(state, owner)]
    pool += [(f.seat, f.effect) for f in state.floating]
    for owner, e in pool:
        if not isinstance(e, fx.CostModifier):
            continue
        if e.whose is not fx.Who.ANY and (e.whose is fx.Who.YOU) != (owner == seat):
            continue
        if not _cost_kind(state, seat, card, kind, e.kind):
            continue
        cost += e.amount
        if e.amount < 0:
            minimum = max(minimum, e.minimum)
    if cost < rec.cost_stages:
        # "cost -1 stage …, to a minimum of 1": a reduction never goes below the minimum.
        cost = max(cost, min(minimum, rec.cost_stages))
    return max(0, cost)


def _cost_kind(state: DbzState, seat: int, card: int, kind: str, words: str) -> bool:
    styled = is_styled(state, seat, card)
    holds = {"physical": kind == "physical", "energy": kind == "energy", "styled": styled}
    holds["non-styled"] = not styled
    return all(holds.get(word, False) for word in words.split())


def combat_actions(state: DbzState, seat: int) -> list[tuple[Action, str]]:
    """Every Action the seat may make now (DBZ RB: The Combat Step)."""
    options: list[tuple[Action, str]] = []
    hand_like = list(state.cards_in(seat, Zone.HAND))
    hand_like += [c for c in state.cards_in(seat, Zone.PLAYING) if state.depleted[c]]
    for card in hand_like:
        facts = info(state, card)
        if facts.attack is not None:
            for by in performers(state, seat):
                if state.stage[by] >= attack_cost(state, seat, card, facts.attack):
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
                    if rec is None or state.stage[by] >= attack_cost(state, seat, card, rec):
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
        if rec is not None and state.stage[by] < attack_cost(state, seat, card, rec):
            continue
        options.append((UsePower(card=card), f"use {title(state, card)}"))
    return [o for o in options if not _forbidden(state, seat, o[0])]


def _forbidden(state: DbzState, seat: int, action: Action) -> bool:
    """Whether a floating "cannot" effect forbids the Action (e.g. Black Energy Web)."""
    if not state.floating:
        return False
    card = getattr(action, "card", -1)
    facts = info(state, card)
    rec = facts.attack
    if rec is None and facts.powers:
        rec = facts.power_attack(facts.powers[0])
    if rec is not None:
        kind = "physical" if isinstance(rec, fx.PhysicalAttack) else "energy"
        if restricted(state, seat, "perform attacks") or restricted(
            state, seat, f"perform {kind} attacks"
        ):
            return True
    if not isinstance(action, PlayCard):
        return False
    defn = state.defs[card]
    if defn.type is CardType.EVENT and restricted(state, seat, "play events"):
        return True
    styled = defn.style is not Style.FREESTYLE
    return restricted(state, seat, "play styled cards" if styled else "play non-styled cards")


def _by(state: DbzState, seat: int, by: int) -> int:
    return -1 if by == state.mp(seat) else by


def _play_label(state: DbzState, card: int, by: int, seat: int) -> str:
    text = f"play {title(state, card)}"
    return text if by == state.mp(seat) else f"{text} by {title(state, by)}"


def usable(state: DbzState, seat: int, card: int) -> bool:
    """Card rules "(Use only if …)": the condition must hold now."""
    return all(
        condition_holds(state, seat, e.condition)
        for e in info(state, card).program
        if isinstance(e, fx.UseOnlyIf)
    )


def _power_cards(state: DbzState, seat: int) -> list[int]:
    cards: list[int] = []
    for zone in (Zone.MP, Zone.MASTERY, Zone.DRILLS, Zone.SETUPS, Zone.ALLIES):
        for card in state.cards_in(seat, zone):
            if not info(state, card).powers or not usable(state, seat, card):
                continue
            if once_per_turn(state, card) and power_used(state, card):
                continue
            if zone is Zone.ALLIES and not ally_may_act(state, seat, card):
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
    if state.pending_copy[seat] >= 0:
        # DBZ CRD: U66 Blue Avoidance — the copy is performed as this player's next action.
        card, state.pending_copy[seat] = state.pending_copy[seat], -1
        state.frames.append(("combat_action", 1 - seat))
        if begin_copy(state, seat, card, 0):
            state.passes = 0
            return
        state.frames.pop()
    options = [(PassPriority(), "pass"), *combat_actions(state, seat)]
    ask(state, frame, seat, "Combat: make an Action or pass", options)


def _ans_combat_action(state: DbzState, frame: Frame, action: Action) -> None:
    seat = frame[1]
    if state.floating:
        _spend_next_action(state, seat)  # the floating effect covered only this action
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


def _spend_next_action(state: DbzState, seat: int) -> None:
    """ "… in his next action": a restriction on ``seat`` ends once it has acted."""
    state.floating = [
        f
        for f in state.floating
        if not (
            isinstance(f.effect, fx.Restriction)
            and f.effect.duration == "next action"
            and f.seat != seat
        )
    ]


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
    mark_used(state, seat, card)
    power = facts.powers[0]
    rec = facts.power_attack(power)
    state.frames.append(("after_use", card))
    if rec is not None:
        rest = tuple(e for e in power.effects if e is not rec and not isinstance(e, fx.Hit))
        hit = next((e.effects for e in power.effects if isinstance(e, fx.Hit)), ())
        begin_attack(state, seat, card, performer, rec, rest, hit, "power")
    else:
        state.frames.append(("event_window", card, seat, power.effects))


EVENT_PLAYED = "use when an event is played"


def _run_event_window(state: DbzState, frame: Frame) -> None:
    """Heroic Energy Sphere: the opponent may answer an Event being played."""
    card, seat, effects = frame[1], frame[2], frame[3]
    other = 1 - seat
    answers = [c for c in state.cards_in(other, Zone.HAND) if instant_for(state, c, EVENT_PLAYED)]
    answers = [c for c in answers if not restricted(state, other, "play events")]
    if not answers:
        push_sentences(state, effects, Ctx(seat, card))
        return
    options: list[tuple[Action, str]] = [(PassPriority(), "pass (let the Event resolve)")]
    options += [(UsePower(card=c), f"use {title(state, c)}") for c in answers]
    ask(state, frame, other, f"{title(state, card)} is played: answer it?", options)


def _ans_event_window(state: DbzState, frame: Frame, action: Action) -> None:
    card, seat, effects = frame[1], frame[2], frame[3]
    state.frames.append(("event_go", card, seat, effects))
    if not isinstance(action, UsePower):
        return
    other, answer = 1 - seat, action.card
    instant = instant_for(state, answer, EVENT_PLAYED)
    assert instant is not None
    move_to_playing(state, other, answer)
    mark_used(state, other, answer)
    log(state, ev.CardPlayed, f"{seat_name(other)} used {title(state, answer)}", "card effect")
    state.chosen = card  # "that card": the Event being played
    state.frames.append(("after_use", answer))
    push_sentences(state, instant.effects, Ctx(other, answer))


def _run_event_go(state: DbzState, frame: Frame) -> None:
    card, seat, effects = frame[1], frame[2], frame[3]
    if card in state.cancelled:
        state.cancelled = state.cancelled - {card}
        log(state, ev.RuleApplied, f"the effects of {title(state, card)} were cancelled", "card")
        return
    push_sentences(state, effects, Ctx(seat, card))


def _ex_styled(state: DbzState, e: fx.ConsideredStyled, ctx: Ctx) -> None:
    if e.scope == "this combat":
        state.floating.append(Floating(ctx.seat, ctx.source, e, "combat", state.turn))


def _ex_cancel(state: DbzState, e: fx.CancelThatCard, ctx: Ctx) -> None:
    if state.chosen < 0 or state.zone_of(state.chosen) is not Zone.PLAYING:
        state.last_done = False
        return
    state.cancelled = state.cancelled | {state.chosen}


def move_to_playing(state: DbzState, seat: int, card: int) -> None:
    """The card is out of the hand while it resolves."""
    state.place(card, seat * len(Zone) + Zone.PLAYING)


def mark_used(state: DbzState, seat: int, card: int) -> None:
    """Card rules of a used card: "You cannot win by MPPV if you use this card" (all game)."""
    if fx.CannotWinByMppv("use this card") in info(state, card).program:
        state.floating.append(
            Floating(seat, card, fx.CannotWinByMppv("always"), "game", state.turn)
        )


def use_power(state: DbzState, seat: int, card: int) -> None:
    """DBZ RB: Use a Power — once per turn for MP levels, Allies and the Mastery."""
    facts = info(state, card)
    mark_used(state, seat, card)
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
    delayed = [f for f in state.floating if isinstance(f.effect, fx.PlaceDelayed | fx.PlaceLater)]
    if delayed:
        # DBZ CRD: Timing — Combat: "at the end of combat" is still during combat.
        state.in_combat = True
        state.floating = [f for f in state.floating if f not in delayed]
        state.frames.append(frame)
        for f in reversed(delayed):
            if isinstance(f.effect, fx.PlaceLater):
                state.frames.append(("after_sentence",))
                state.frames.append(("place_later", f.seat, f.effect.card))
            else:
                push_sentences(state, f.effect.effects, Ctx(f.seat, f.source))
        return
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
    for _, effect in constants(state, seat):
        if not isinstance(effect, fx.AttacksProperty):
            continue
        if (
            effect.which == "your first styled attack each turn"
            and defn.style is not Style.FREESTYLE
            and source_kind == "card"
            and _first_styled(state, seat, card)
        ):
            attack.unstoppable = True
        if (
            effect.which == "your first copied attack each combat"
            and source_kind == "copy"
            and (seat, "copied attack") not in state.combat_log
        ):
            attack.unstoppable = True
    if source_kind == "copy":
        log_combat(state, seat, "copied attack")
    state.last_attack[seat] = card
    state.attack = attack
    next_now, next_hit = _next_attack_gains(state, attack)
    _bind_attack_effects(state, attack)
    more_now, more_hit = gained(state, seat, card)
    more_now, more_hit = (*next_now, *more_now), (*next_hit, *more_hit)
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
    state.frames.append(("atk_cost", attack_cost(state, seat, card, rec)))


def attack_parts(
    state: DbzState, card: int
) -> tuple[
    fx.PhysicalAttack | fx.EnergyAttack | None, tuple[fx.Effect, ...], tuple[fx.Effect, ...]
]:
    """A card's attack record, its immediate and its HIT effects (from the card or a Power)."""
    facts = info(state, card)
    if facts.attack is not None:
        return facts.attack, facts.immediate, facts.hit
    for power in facts.powers:
        rec = facts.power_attack(power)
        if rec is not None:
            rest = tuple(e for e in power.effects if e is not rec and not isinstance(e, fx.Hit))
            hit = next((e.effects for e in power.effects if isinstance(e, fx.Hit)), ())
            return rec, rest, hit
    return None, (), ()


def begin_copy(state: DbzState, seat: int, card: int, bonus_stages: int) -> bool:
    """Perform an invisible copy of ``card``'s attack (DBZ CRD: U66 Blue Avoidance, S144).

    The copy is played by ``seat``'s MP: its power level sets AT, the opponent's modifiers are
    not received, and the copy neither stays in play nor attaches.
    """
    rec, now, hit = attack_parts(state, card)
    if rec is None or state.stage[state.mp(seat)] < attack_cost(state, seat, card, rec):
        log(state, ev.RuleApplied, f"the copy of {title(state, card)} cannot be performed", "")
        return False
    log(
        state,
        ev.CardPlayed,
        f"{seat_name(seat)} performed a copy of {title(state, card)}",
        "DBZ CRD: Individual Card Rulings — U66 Blue Avoidance",
        seat=seat,
    )
    begin_attack(state, seat, card, state.mp(seat), rec, now, hit, "copy")
    if bonus_stages:
        extra = fx.AttackModifier(fx.Who.YOU, bonus_stages, 0, "this attack")
        state.floating.append(Floating(seat, card, extra, f"attack {card}", state.turn))
    return True


def _ex_copy(state: DbzState, e: fx.CopyAttack, ctx: Ctx) -> None:
    attack = state.attack
    if e.which == "that attack":
        card = attack.card if attack is not None and attack.seat != ctx.seat else -1
    else:
        card = state.last_attack[1 - ctx.seat]
    if card < 0 or attack_parts(state, card)[0] is None:
        state.last_done = False
        return
    if e.when == "next action":
        state.pending_copy[ctx.seat] = card
        return
    state.last_done = begin_copy(state, ctx.seat, card, e.bonus_stages)


def is_copy(state: DbzState, ctx: Ctx) -> bool:
    """Whether the effect belongs to an invisible copy (it never moves the real card)."""
    attack = state.attack
    return (
        ctx.in_attack
        and attack is not None
        and attack.source_kind == "copy"
        and attack.card == ctx.source
    )


def is_styled(state: DbzState, seat: int, card: int) -> bool:
    """Whether ``seat``'s attack from ``card`` is Styled, or considered Styled."""
    if state.defs[card].style is not Style.FREESTYLE:
        return True
    if fx.ConsideredStyled("this card") in info(state, card).program:
        return True
    if any(isinstance(e, fx.ConsideredStyled) for _, e in constants(state, seat)):
        return True
    return any(isinstance(f.effect, fx.ConsideredStyled) and f.seat == seat for f in state.floating)


def attack_is(state: DbzState, attack: Attack, words: str) -> bool:
    """Whether the attack fits words such as "styled physical", "non-styled" or "named"."""
    styled = is_styled(state, attack.seat, attack.card)
    for word in words.split():
        holds = {
            "styled": styled,
            "non-styled": not styled,
            "physical": attack.kind == "physical",
            "energy": attack.kind == "energy",
            "named": info(state, attack.card).named is not None,
        }.get(word, False)
        if not holds:
            return False
    return True


def _next_attack_gains(
    state: DbzState, attack: Attack
) -> tuple[tuple[fx.Effect, ...], tuple[fx.Effect, ...]]:
    """What "Your next attack this combat gains …" adds to this attack (then it is spent)."""
    now: list[fx.Effect] = []
    hit: list[fx.Effect] = []
    kept: list[Floating] = []
    for f in state.floating:
        e = f.effect
        if (
            isinstance(e, fx.NextAttackGains)
            and f.seat == attack.seat
            and f.source != attack.card
            and attack_is(state, attack, e.kind)
        ):
            for inner in e.effects:
                (hit.extend(inner.effects) if isinstance(inner, fx.Hit) else now.append(inner))
            continue
        kept.append(f)
    state.floating = kept
    return tuple(now), tuple(hit)


def _attacks_have(state: DbzState, attack: Attack, effect: fx.AttacksHave) -> None:
    if effect.property == "cannot be stopped":
        attack.unstoppable = True
    else:
        attack.unpreventable = True


def _bind_attack_effects(state: DbzState, attack: Attack) -> None:
    """Floating and constant effects that bind to the attack as it begins."""
    seat, card = attack.seat, attack.card
    kept: list[Floating] = []
    for _, constant in constants(state, seat):
        if isinstance(constant, fx.AttacksHave) and attack_is(state, attack, constant.kind):
            _attacks_have(state, attack, constant)
    for f in state.floating:
        effect = f.effect
        if isinstance(effect, fx.PreventAttacks) and f.seat != seat:
            # "Prevent 1 stage of damage from all of your opponent's attacks this combat".
            if not attack.unpreventable:
                attack.prevent_stages += effect.stages
                attack.prevent_life += effect.life_cards
                state.triggers.append(("prevent", f.seat, -1))
            if effect.next_only:
                continue
        if (
            isinstance(effect, fx.AttacksHave)
            and f.seat == seat
            and f.source != card
            and attack_is(state, attack, effect.kind)
        ):
            _attacks_have(state, attack, effect)
            if effect.duration == "next attack":
                continue  # "Your next … attack this combat …": spent on this attack
        if (
            isinstance(effect, fx.AttackModifier)
            and effect.duration == "next attack"
            and f.seat == seat
            and f.source != card
            and effect.kind in ("", attack.kind)
        ):
            # "The next attack you perform this combat deals …": this attack, and only it.
            kept.append(Floating(f.seat, f.source, effect, f"attack {card}", f.turn))
            continue
        if isinstance(effect, fx.ForceCritical) and f.seat == seat and f.source != card:
            attack.crit_forced = True  # Red Shoulder Grab (DBZ CRD: The Movie Collection P4)
        if isinstance(effect, fx.StopAllAttacks) and f.seat != seat:
            attack.stop_all = attack.stop_all or effect.kind in ("", attack.kind)
        if (
            isinstance(effect, fx.StopNextAttack)
            and f.seat != seat
            and effect.kind in ("", attack.kind)
        ):
            attack.stop_all = True  # "Stops the next physical attack performed against you"
            continue
        kept.append(f)
    state.floating = kept
    first_physical = attack.kind == "physical" and (seat, "physical attack") not in (
        state.combat_log
    )
    first_any = (seat, "attack") not in state.combat_log
    for owner in (0, 1):
        for _, effect in constants(state, owner):
            if not isinstance(effect, fx.AttacksProperty) or effect.property != (
                "cannot be modified"
            ):
                continue
            # DBZ CRD: Damage — Modifiers, Examples 1 and 2.
            if effect.which == "the first attack each player performs" and first_any:
                attack.modifiers_blocked = True
            if (
                effect.which == "your opponent's first physical attack each combat"
                and owner != seat
                and first_physical
            ):
                attack.modifiers_blocked = True
    log_combat(state, seat, "attack")
    if attack.kind == "physical":
        if (seat, "physical attack") in state.combat_log:
            log_combat(state, seat, "another physical attack")
        log_combat(state, seat, "physical attack")
    state.triggers.append(("attack", seat, card))


def log_combat(state: DbzState, seat: int, what: str) -> None:
    """Remember that ``seat`` did ``what`` this combat (for "If you have … this combat")."""
    if state.in_combat:
        state.combat_log = state.combat_log | {(seat, what)}


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
        if not usable(state, seat, card):
            continue
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
    if attack.stop_all and not attack.unstoppable and not attack.stopped:
        # "Stops all of your opponent's attacks this combat"; a shield icon card may still be
        # played (DBZ CRD: Damage — Defending attacks, Example a).
        attack.stopped = True
        state.triggers.append(("stop", defender, attack.card))
        log(state, ev.AttackStopped, "the attack is stopped by a floating effect", CRD_SEQ + " 3")
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
        effects = _shield_effects(facts.immediate) if facts.is_shield else facts.powers[0].effects
    else:
        state.used_turn[card] = state.turn
        state.frames.append(("after_use", card))
        effects = next(p for p in facts.powers if CardInfo.power_defends(p)).effects
    push_sentences(state, effects, ctx)


def _shield_effects(effects: tuple[fx.Effect, ...]) -> tuple[fx.Effect, ...]:
    """A dual-use card played to stop does only that, not its attack's text."""
    for effect in effects:
        inner = effect.effect if isinstance(effect, fx.Optional) else effect
        if isinstance(inner, fx.StopInstead):
            return (fx.Stops(inner.kind),)
    return effects


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
            if attack.modifiers_blocked:
                # DBZ CRD: Damage — Modifiers, Example 1: "AT + 3 stages" deals AT stages when
                # the attack cannot be modified (the "+3" is itself a modifier).
                bonus = 0
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
        case fx.Combined():
            x_now = x_value(state, attack.seat, damage.x) if damage.x else 0
            if attack.modifiers_blocked and (damage.stages_at or damage.life_at):
                # DBZ CRD: Damage — Modifiers: the "+N" beside AT is a modifier.
                damage = msgspec.structs.replace(damage, stages=0, life_cards=0)
            stages = damage.stages + damage.stages_at * at + damage.stages_x * x_now
            life = damage.life_cards + damage.life_at * at + damage.life_x * x_now
    if not attack.modifiers_blocked:
        # DBZ CRD: Damage — Modifiers: any "+" or "-" effect.
        for mod in _modifiers(state, attack):
            # The attack's own "This attack deals +6 life cards" adds that unit regardless.
            own = mod.duration == "this attack"
            if stages > 0 or own or (mod.stages and damage_unit_stages(damage)):
                stages += mod.stages
            if life > 0 or own or (mod.life_cards and not damage_unit_stages(damage)):
                life += mod.life_cards
    return max(0, stages), max(0, life)


def damage_unit_stages(damage: fx.Damage) -> bool:
    """Whether the attack's damage is in stages."""
    if isinstance(damage, fx.Combined):
        return bool(damage.stages or damage.stages_at or damage.stages_x)
    if isinstance(damage, fx.AtPlus | fx.VariableDamage):
        return damage.unit is fx.Unit.STAGES
    return isinstance(damage, fx.Stages | fx.StagesAndLifeCards)


def _modifiers(state: DbzState, attack: Attack) -> list[fx.AttackModifier]:
    found: list[fx.AttackModifier] = []
    pool: list[tuple[int, fx.Effect]] = []
    for seat in (0, 1):
        pool.extend((seat, e) for _, e in constants(state, seat))
    for f in state.floating:
        duration = getattr(f.effect, "duration", "")
        if duration == "next attack" or (duration == "other attacks" and f.source == attack.card):
            continue  # bound to an attack at begin_attack; "other" attacks exclude the source
        if f.until.startswith("attack ") and f.until != f"attack {attack.card}":
            continue
        pool.append((f.seat, f.effect))
    for seat, effect in pool:
        if isinstance(effect, fx.ForX) and isinstance(effect.effect, fx.AttackModifier):
            value = x_value(state, seat, effect.x)  # Captain Ginyu - Frog: "+X life cards"
            effect = msgspec.structs.replace(effect.effect, **{effect.field: value})
        if not isinstance(effect, fx.AttackModifier):
            continue
        mine = (effect.whose is fx.Who.YOU) == (seat == attack.seat)
        if not mine and effect.whose not in (fx.Who.ANY, fx.Who.EACH):
            continue
        if effect.kind in ("physical", "energy") and effect.kind != attack.kind:
            continue
        if effect.kind == "styled" and not is_styled(state, attack.seat, attack.card):
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
    if allies and from_attack and not restricted(state, seat, "allies act"):
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


def lose_stages(
    state: DbzState, card: int, amount: int, as_damage: bool, floor: bool = False
) -> None:
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
    if rest <= 0 or floor:
        return  # "to a minimum of 0": nothing more is lost
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
    moved: list[int] = []
    for _ in range(count):
        if not life:
            break
        card = life[-1]
        moved.append(card)
        if how != "banish":
            state.triggers.append(("life_discard", seat, card))
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
    state.last_moved = tuple(moved)


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
    attack = state.attack
    if restricted(state, seat, "use endurance") or (attack is not None and attack.unpreventable):
        # Endurance prevents Life Cards of damage (DBZ CRD: Damage — Damage calculation).
        endurance = 0
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
    if not banish:
        state.triggers.append(("life_discard", seat, card))
    if banish_for_endurance:
        state.triggers.append(("endurance", seat, card))
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
    log_combat(state, attack.seat, f"successful {attack.kind} attack")
    state.triggers.append(("success", attack.seat, -1, attack.kind))
    state.triggers.append(("damaged", 1 - attack.seat, -1, attack.kind, attack.life_taken))
    state.frames.append(("after_sentence",))
    push_sentences(state, frame[1], Ctx(attack.seat, attack.card, True))


def _run_atk_crit(state: DbzState, frame: Frame) -> None:
    attack = state.attack
    assert attack is not None
    if attack.stopped:
        return
    if restricted(state, attack.seat, "use critical damage effects"):
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
    log_combat(state, seat, "crit")
    log(
        state,
        ev.RuleApplied,
        f"{seat_name(seat)} used a critical damage effect",
        "DBZ RB: Critical Damage",
        seat=seat,
    )
    if value == 0:
        balls = list(state.cards_in(opponent, Zone.DRAGON_BALLS))
        if len(balls) == 1 and any(
            isinstance(e, fx.CannotBeCaptured) for _, e in constants(state, opponent)
        ):
            balls = []  # Namekian Knowledge Mastery: a lone Dragon Ball cannot be captured
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
        # DBZ CRD: U6/U7 Captain Ginyu — "they cannot be discarded" stops only discarding.
        allies = [
            a
            for a in state.cards_in(opponent, Zone.ALLIES)
            if not _ally_has(state, opponent, a, fx.AlliesNotDiscarded)
        ]
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
    state.floating = [f for f in state.floating if f.until != f"attack {card}"]
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


def _run_search_rest(state: DbzState, frame: Frame) -> None:
    """The rest of an "up to N" search: same zones, one shuffle, no failed-search check."""
    _ex_search(state, frame[1], frame[2], more=True)


def _run_fx(state: DbzState, frame: Frame) -> None:
    effect, ctx = frame[1], frame[2]
    if not isinstance(effect, fx.IfYouDo):
        # "If you do, …" reads whether the sentence before it was done (a declined "You may …"
        # sets it False); resetting it here made every "If you do" resolve (DBZ CRD: General —
        # Effects with stipulations: B only if A is done; exposed by Black Punishment's scenario).
        state.last_done = True
    _EXEC[type(effect)](state, effect, ctx)


def _target_seat(who: fx.Who, ctx: Ctx) -> int:
    return ctx.seat if who in (fx.Who.YOU, fx.Who.EACH) else 1 - ctx.seat


def change_anger(state: DbzState, seat: int, amount: int, ctx: Ctx, rule: str) -> bool:
    """Raise or lower anger; five anger advances a level or wins by MPPV (DBZ RB: Anger)."""
    before = state.anger[seat]
    if amount > 0 and restricted(state, seat, "gain anger"):
        log(state, ev.RuleApplied, f"{seat_name(seat)} cannot raise anger", "card effect")
        return False
    if amount < 0 and ctx.source >= 0 and protected(state, seat, ctx.seat, "lower your anger"):
        log(state, ev.RuleApplied, f"{seat_name(seat)}'s anger cannot be lowered", "card effect")
        return False
    log_combat(state, seat, "anger_up" if amount > 0 else "anger_down")
    if amount > 0 and seat != ctx.seat:
        log_combat(state, ctx.seat, "raised opponent's anger")
    if amount < 0:
        state.anger[seat] = max(0, before + amount)  # anger never goes below zero
        if state.anger[seat] != before:
            if seat != ctx.seat:
                state.triggers.append(("lower_opponent_anger", ctx.seat, -1))
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
            if change_level(state, seat, 1, by_anger=True) and ctx.source >= 0:
                log_combat(state, seat, f"advance {ctx.source}")  # "… with this card"
        elif not mppv_denied(state, seat):
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


def mppv_denied(state: DbzState, seat: int) -> bool:
    """Whether a constant or a used card's rule says ``seat`` cannot win by MPPV."""
    if any(isinstance(e, fx.CannotWinByMppv) for _, e in constants(state, seat)):
        return True
    return any(f.until == "game" and f.seat == seat for f in state.floating)


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
    log_combat(state, seat, "level")
    kept = any(isinstance(e, fx.DrillsKept) for _, e in constants(state, seat)) or any(
        isinstance(f.effect, fx.DrillsKept) and f.seat == seat for f in state.floating
    )
    for drill in list(state.cards_in(seat, Zone.DRILLS)):
        if kept:
            break  # "Your Drills are not discarded when changing levels this combat"
        if wanted > level and any(
            isinstance(e, fx.NotDiscardedOnLevel) for e in info(state, drill).program
        ):
            continue  # card rules: "This card is not discarded when advancing a level."
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
    lose_stages(state, people[0], e.amount, as_damage=False, floor=e.floor)


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
    if state.last_done:
        log_combat(state, seat, "banished from life deck")
    mill(state, seat, e.count, "banish", "card effect")


def _ex_banish_discard(state: DbzState, e: fx.BanishFromDiscard, ctx: Ctx) -> None:
    seat = _target_seat(e.who, ctx)
    pile = state.cards_in(seat, Zone.DISCARD)
    if not pile or e.count <= 0:
        # "Banish the top X cards" with X = 0 banishes none (Orange Reactive Strike without a
        # Styled Drill; DBZ RB: Sample Turn); ``pile[-0:]`` would be the whole pile.
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
    if e.what:
        hand = [c for c in hand if card_matches(state, c, e.what)]
    if not hand or protected(state, seat, ctx.seat, "discard cards from your hand"):
        state.last_done = False
        return
    for _ in range(e.count - 1):
        state.frames.append(("fx", fx.DiscardFromHand(1, e.who, e.what), ctx))
    if random_discards(state, seat):
        # Black Targeting Drill: the card is chosen at random (a chosen card, as with Orange
        # Stare Down, is not: DBZ CRD: Individual Card Rulings — S37).
        _discard_by_effect(state, hand[state.rng.below(len(hand))], ctx.seat)
        return
    choose(
        state,
        "discard_hand",
        seat,
        "Discard which card from your hand?",
        list(hand),
        [title(state, c) for c in hand],
        ctx.seat,
    )


def random_discards(state: DbzState, seat: int) -> bool:
    """Whether ``seat``'s discards from the hand are chosen at random (Black Targeting Drill)."""
    return any(isinstance(e, fx.RandomDiscards) for _, e in constants(state, 1 - seat))


def _picked_discard_hand(state: DbzState, card: int, by: Any) -> None:
    _discard_by_effect(state, card, int(by))


def _discard_by_effect(state: DbzState, card: int, by: int) -> None:
    """A card effect of ``by`` discards ``card`` from its owner's hand."""
    seat = state.owner[card]
    for effect in info(state, card).program:
        if isinstance(effect, fx.FromHand) and effect.instead:
            # Card rules (Blue Guard): "you may banish it instead to …".
            choose(
                state,
                "replace_discard",
                seat,
                f"{title(state, card)} would be discarded: banish it instead?",
                [1, 0],
                ["banish it instead", "discard it"],
                (card, by, effect.effects),
            )
            return
    _discard_from_hand(state, card, by)


def _discard_from_hand(state: DbzState, card: int, by: int) -> None:
    seat = state.owner[card]
    put_in_discard(state, card)
    state.last_discarded[by] = card
    log_combat(state, seat, "hand_discard")
    state.triggers.append(("hand_discard", seat, card))
    state.triggers.append(("effect_discard", by, card))
    log(
        state,
        ev.CardMoved,
        f"{seat_name(seat)} discarded {title(state, card)} from the hand",
        "card effect",
        seat=seat,
    )


def _picked_replace_discard(state: DbzState, value: int, payload: Any) -> None:
    card, by, effects = payload
    if not value:
        _discard_from_hand(state, card, by)
        return
    seat = state.owner[card]
    move(state, card, seat, Zone.BANISHED)
    log(state, ev.CardMoved, f"{title(state, card)} was banished instead", "card rules")
    push_sentences(state, effects, Ctx(seat, card))


_KIND_ZONES = {
    "setup": Zone.SETUPS,
    "drill": Zone.DRILLS,
    "ally": Zone.ALLIES,
    "dragon ball": Zone.DRAGON_BALLS,
    "attached card": Zone.ATTACHED,
}


def _ex_remove(state: DbzState, e: fx.Remove, ctx: Ctx) -> None:
    if e.count <= 0:
        return  # "Destroy X Allies" with X = 0
    seats = {fx.Who.OPPONENT: [1 - ctx.seat], fx.Who.YOU: [ctx.seat]}.get(e.whose, [0, 1])
    targets = [
        card
        for seat in seats
        for kind in e.kinds
        if kind in _KIND_ZONES
        for card in state.cards_in(seat, _KIND_ZONES[kind])
        if state.defs[card].title != e.excluding
    ]
    if not targets:
        state.last_done = False
        return
    for _ in range(e.count - 1):
        state.frames.append(("fx", msgspec.structs.replace(e, count=1), ctx))
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
    state.chosen = card  # "place it back into play at the end of combat" (Orange Nudge)
    if how == "banish":
        move(state, card, state.owner[card], Zone.BANISHED)
    else:
        put_in_discard(state, card)
    log(state, ev.CardMoved, f"{title(state, card)} was {how}ed", "card effect")


def search_matches(state: DbzState, card: int, what: str) -> bool:
    """Whether a card fits a search's description ("Styled Drill", "card with Endurance")."""
    if what == "card that can attach to your MP":
        # Saiyan Outrage (DBZ CRD: Heroes & Villains R127).
        return fx.AttachTo("your mp") in info(state, card).program
    return card_matches(state, card, what)


_SEARCH_ZONES = {
    "life deck": Zone.LIFE,
    "discard pile": Zone.DISCARD,
    "banished zone": Zone.BANISHED,
}


def _ex_search(state: DbzState, e: fx.Search, ctx: Ctx, more: bool = False) -> None:
    seat = _target_seat(e.who, ctx)
    zones = [_SEARCH_ZONES[z.lower()] for z in e.zones]
    pool = [c for z in zones for c in state.cards_in(seat, z)]
    if e.depth:
        pool = state.cards_in(seat, Zone.DISCARD)[-e.depth :]  # "the top N cards"
    found = [c for c in pool if search_matches(state, c, e.what)]
    if Zone.LIFE in zones and not more:
        state.frames.append(("shuffle_life", seat))  # DBZ CRD: General — Shuffle after search
    if not found and more:
        return  # "up to N": the same search goes on; finding fewer is allowed
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
    if e.to == "play":
        # DBZ RB: How Attack Cards Work — an attack whose cost cannot be paid cannot be played.
        # DBZ CRD: Individual Card Rulings — R124 Black Disorienting Blow: Events with a
        # contextual timing ("Use when an Event is played") may not be played this way;
        # Hero/Villain only and Named cards may (deck construction only, so not checked here).
        found = [c for c in found if _payable(state, ctx.seat, c) and not info(state, c).instants]
        if not found:
            state.last_done = False
            return
    if e.to.startswith("place into play") and e.to != "place into play attached":
        found = [c for c in found if _placeable(state, ctx.seat, c)]
        if not found:
            state.last_done = False
            return
    labels = [f"{title(state, c)} ({state.zone_of(c).name.lower()})" for c in found]
    if e.up_to:
        # DBZ CRD: Individual Card Rulings — S8 Goku, Super Saiyan: "a total of up to 5 Drills":
        # one card at a time, and the searcher may stop at any point; the rest is searched in
        # the same zones (counted against the total).
        rest = msgspec.structs.replace(e, count=e.count - 1) if e.count > 1 else None
        choose(
            state,
            "search",
            ctx.seat,
            f"Search: choose a {e.what} (up to {e.count})",
            [*found, -1],
            [*labels, "stop searching"],
            (e.to, ctx, rest),
        )
        return
    for _ in range(e.count - 1):
        state.frames.append(("fx", fx.Search(e.zones, e.what, e.to, 1, e.who), ctx))
    # DBZ CRD: General — Mandatory search effects: a matching card must be found.
    choose(state, "search", ctx.seat, f"Search: choose a {e.what}", found, labels, (e.to, ctx))


def _payable(state: DbzState, seat: int, card: int) -> bool:
    facts = info(state, card)
    rec = facts.attack
    if rec is None and facts.powers:
        rec = facts.power_attack(facts.powers[0])
    return rec is None or state.stage[state.mp(seat)] >= attack_cost(state, seat, card, rec)


def _placeable(state: DbzState, seat: int, card: int) -> bool:
    kind = state.defs[card].type
    if kind is CardType.DRILL:
        return drill_refusal(state, seat, card) is None
    if kind is CardType.DRAGON_BALL:
        return not dragon_ball_in_play(state, state.defs[card].title)
    return kind in (CardType.SETUP, CardType.ALLY)


def _picked_search(state: DbzState, card: int, payload: Any) -> None:
    to, ctx = payload[:2]
    seat = ctx.seat
    if card < 0:
        return  # "up to N": the searcher stopped (DBZ CRD: S8 Goku, Super Saiyan)
    if len(payload) > 2 and payload[2] is not None:
        state.frames.append(("fx_search_rest", payload[2], ctx))
    log(
        state,
        ev.CardMoved,
        f"{seat_name(seat)} found {title(state, card)}",
        "card effect",
        seat=seat,
    )
    if to == "place into play":
        enter_play(state, seat, card, played=False)
    elif to.startswith("place into play at "):
        enter_play(state, seat, card, played=False)
        if state.defs[card].type is CardType.ALLY:
            # "… place it into play at 5 stages above 0" (instead of 3; RB: Glossary — Ally).
            state.stage[card] = min(MAX_STAGE, int(to.split()[4]))
    elif to == "place into your hand":
        move(state, card, seat, Zone.HAND)
    elif to == "set aside until the end of combat":
        # DBZ CRD: R138 Orange Searching Maneuver — set aside now, placed at the end of combat.
        state.place(card, seat * len(Zone) + Zone.ASIDE)
        state.floating.append(Floating(seat, card, fx.PlaceLater(card), "combat", state.turn))
    elif to == "rejuvenate":
        move(state, card, seat, Zone.LIFE, bottom=True)
        state.triggers.append(("rejuvenate", seat, card))
    elif to == "banish":
        move(state, card, state.owner[card], Zone.BANISHED)
    elif to == "play":
        play_found(state, seat, card)
    elif to == "place into play attached":
        _ex_attach(state, fx.AttachTo("your mp"), Ctx(seat, card))
    elif to == "place on top of your life deck":
        # DBZ CRD: R139 Pulverize — reveal it, shuffle the Life Deck, then place it on top.
        state.place(card, seat * len(Zone) + Zone.ASIDE)
        shuffles = [i for i, f in enumerate(state.frames) if f[0] == "shuffle_life"]
        state.frames.insert(shuffles[-1] if shuffles else len(state.frames), ("to_top", card))
    else:
        put_in_discard(state, card)


def play_found(state: DbzState, seat: int, card: int) -> None:
    """Play a found card as if from the hand (DBZ CRD: General — Playing vs placing)."""
    facts = info(state, card)
    if state.defs[card].type in (
        CardType.SETUP,
        CardType.DRILL,
        CardType.ALLY,
        CardType.DRAGON_BALL,
    ):
        log(state, ev.CardPlayed, f"{seat_name(seat)} played {title(state, card)}", "card effect")
        state.triggers.append(("played", seat, card))
        enter_play(state, seat, card, played=True)
        return
    move_to_playing(state, seat, card)
    state.controller[card] = seat
    log(state, ev.CardPlayed, f"{seat_name(seat)} played {title(state, card)}", "card effect")
    if facts.attack is not None:
        # DBZ CRD: R125 Black Reflection — the attack then goes to its owner's zones.
        begin_attack(
            state, seat, card, state.mp(seat), facts.attack, facts.immediate, facts.hit, "card"
        )
        return
    state.frames.append(("after_use", card))
    if facts.powers:
        push_sentences(state, facts.powers[0].effects, Ctx(seat, card))


def _run_to_top(state: DbzState, frame: Frame) -> None:
    card = frame[1]
    move(state, card, state.owner[card], Zone.LIFE)


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
    if restricted(state, ctx.seat, "use critical damage effects"):
        state.last_done = False
        return
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
        _discard_by_effect(state, card, ctx.seat)


def _ex_level(state: DbzState, e: fx.ChangeLevel, ctx: Ctx) -> None:
    state.last_done = change_level(state, _target_seat(e.who, ctx), e.levels, by_anger=False)


def _ex_stops(state: DbzState, e: fx.Stops, ctx: Ctx) -> None:
    attack = state.attack
    if attack is None or ctx.seat == attack.seat:
        state.last_done = False
        return
    if attack.kind not in e.kind or attack.unstoppable or _barred(state, "stop", ctx.source):
        state.last_done = False
        return
    attack.stopped = True
    log_combat(state, ctx.seat, "stop")
    state.triggers.append(("stop", ctx.seat, attack.card))
    log(
        state,
        ev.AttackStopped,
        f"{seat_name(ctx.seat)} stopped the attack",
        "DBZ RB: How Attack and Defense Cards Work",
    )


def _barred(state: DbzState, act: str, source: int) -> bool:
    """Whether the attack cannot be stopped (or prevented) by the source card's type."""
    attack = state.attack
    if attack is None or source < 0:
        return False
    return any(
        barred.startswith(act) and card_matches(state, source, barred.split(" barred by ")[1])
        for barred in attack.stop_barred
    )


def _ex_prevent(state: DbzState, e: fx.Prevent, ctx: Ctx) -> None:
    attack = state.attack
    if attack is None or attack.unpreventable or _barred(state, "prevent", ctx.source):
        state.last_done = False
        return
    state.triggers.append(("prevent", ctx.seat, -1))
    attack.prevent_stages += e.stages
    attack.prevent_life += e.life_cards
    attack.prevented_all = attack.prevented_all or e.all_damage


def _ex_modifier(state: DbzState, e: fx.AttackModifier, ctx: Ctx) -> None:
    attack = state.attack
    if e.duration == "this attack":
        if attack is None or attack.card != ctx.source:
            state.last_done = False
            return
        # "This attack deals +3 life cards": bound to this attack only.
        until = f"attack {attack.card}"
    else:
        until = "combat"
    state.floating.append(Floating(ctx.seat, ctx.source, e, until, state.turn))


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
    elif e.property == "cannot be prevented":
        attack.unpreventable = True
    elif " barred by " in e.property:
        attack.stop_barred = (*attack.stop_barred, e.property)


def _ex_stays(state: DbzState, e: fx.StaysInPlay, ctx: Ctx) -> None:
    attack = state.attack
    if attack is not None and attack.source_kind == "card":
        attack.stays = not state.depleted[attack.card]


def _ex_whenever(state: DbzState, e: fx.Whenever, ctx: Ctx) -> None:
    until = e.until or ("turn" if "this turn" in e.event else "combat")
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
    if not value:
        return
    if ctx.source >= 0 and state.defs[ctx.source].type is CardType.DRILL:
        mark_used(state, ctx.seat, ctx.source)  # Orange Devouring Drill: its effect is used
    if isinstance(effect, tuple):
        push_sentences(state, effect, ctx)  # Combination Drill: the opponent uses it
    else:
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


# --- conditions, X, naming and the wider grammar ----------------------------------------------


def _ex_if(state: DbzState, e: fx.If, ctx: Ctx) -> None:
    # "If …": checked as the sentence resolves (DBZ CRD: Timing — Special timings).
    if condition_holds(state, ctx.seat, e.condition):
        for effect in reversed(e.effects):
            state.frames.append(("fx", effect, ctx))
    else:
        state.last_done = False


def _ex_for_x(state: DbzState, e: fx.ForX, ctx: Ctx) -> None:
    value = x_value(state, ctx.seat, e.x)
    log(state, ev.RuleApplied, f"X = {value} ({e.x})", "card effect")
    state.frames.append(("fx", msgspec.structs.replace(e.effect, **{e.field: value}), ctx))


def nameable_titles(state: DbzState, kinds: tuple[str, ...]) -> list[str]:
    """Titles a player may name: exact titles of the kinds, never a Dragon Ball (DBZ RB)."""
    wanted = {k.lower() for k in kinds}
    titles = {
        card.title
        for card in state.kit.pool.cards
        if card.type is not CardType.DRAGON_BALL
        and (not wanted or card.type.value.lower() in wanted)
    }
    return sorted(titles)


def _ex_name(state: DbzState, e: fx.NameCard, ctx: Ctx) -> None:
    # DBZ RB: Glossary — "Naming" a card: one opportunity to name an exact title.
    state.named = ()
    titles = nameable_titles(state, e.kinds)
    if not titles:
        return
    for _ in range(e.count - 1):
        state.frames.append(("name_more", tuple(titles), ctx.seat, e.different))
    _ask_name(state, titles, ctx.seat)


def _ask_name(state: DbzState, titles: Sequence[str], seat: int) -> None:
    choose(
        state,
        "named",
        seat,
        "Name a card",
        list(range(len(titles))),
        list(titles),
        tuple(titles),
    )


def _run_name_more(state: DbzState, frame: Frame) -> None:
    # "two different" cards; "Name 2 cards" may name one twice (DBZ CRD: C14 Black Flying Knee).
    titles = [t for t in frame[1] if not frame[3] or t not in state.named]
    if titles:
        _ask_name(state, titles, frame[2])


def _picked_named(state: DbzState, index: int, titles: Any) -> None:
    state.named = (*state.named, titles[index])
    log(state, ev.RuleApplied, f"named {titles[index]}", "DBZ RB: Glossary — Naming a card")


def _ex_search_named(state: DbzState, e: fx.SearchNamed, ctx: Ctx) -> None:
    seat = _target_seat(e.who, ctx)
    life = state.cards_in(seat, Zone.LIFE)
    found: list[int] = []
    for name in state.named:
        copies = [c for c in life if state.defs[c].title == name]
        found.extend(copies if e.all_copies else copies[:1])
    for card in found:
        if e.to == "banish":
            move(state, card, state.owner[card], Zone.BANISHED)
        else:
            put_in_discard(state, card)
        log(state, ev.CardMoved, f"{title(state, card)} was {e.to}ed", "card effect")
    state.last_done = bool(found)
    state.frames.append(("shuffle_life", seat))  # DBZ CRD: General — Shuffle after search
    if not found:
        _offer_verify(state, seat, 1 - seat)


def _offer_verify(state: DbzState, searched: int, verifier: int) -> None:
    # DBZ CRD: General — Mandatory search effects.
    choose(
        state,
        "verify",
        verifier,
        "The search found nothing: verify the Life Deck?",
        [1, 0],
        ["verify the Life Deck", "do not verify"],
        searched,
    )


def _ex_rejuvenate_chosen(state: DbzState, e: fx.RejuvenateChosen, ctx: Ctx) -> None:
    _ex_move_from_discard(state, fx.MoveFromDiscard(e.count, e.what, "rejuvenate"), ctx)


def _matching_in_discard(state: DbzState, seat: int, what: str, source: int) -> list[int]:
    pile = state.cards_in(seat, Zone.DISCARD)
    if what == "this card":
        return [source] if source in pile else []
    if what == "top card":
        return pile[-1:]
    if what == "bottom card":
        return pile[:1]
    return [c for c in pile if search_matches(state, c, what)]


def _ex_move_from_discard(state: DbzState, e: fx.MoveFromDiscard, ctx: Ctx) -> None:
    seat = _target_seat(e.who, ctx)
    if e.what == "this card" and e.to == "rejuvenate":
        # "Rejuvenate this card": wherever it is being used from.
        card = -1 if is_copy(state, ctx) else ctx.source
        if card >= 0 and state.zone_of(card) not in (Zone.LIFE, Zone.BANISHED):
            move(state, card, state.owner[card], Zone.LIFE, bottom=True)
            state.triggers.append(("rejuvenate", state.owner[card], card))
            return
        state.last_done = False
        return
    found = _matching_in_discard(state, seat, e.what, ctx.source)
    if not found:
        state.last_done = False
        return
    if e.count > 1:
        state.frames.append(("fx", msgspec.structs.replace(e, count=e.count - 1), ctx))
    if len(found) == 1 or e.what in ("top card", "bottom card"):
        _picked_from_discard(state, found[-1], (e.to, ctx))
        return
    choose(
        state,
        "from_discard",
        ctx.seat,
        f"Choose a {e.what} in the discard pile",
        found,
        [title(state, c) for c in found],
        (e.to, ctx),
    )


def _picked_from_discard(state: DbzState, card: int, payload: Any) -> None:
    to, ctx = payload
    owner = state.owner[card]
    state.chosen = card  # "If that card had Endurance"
    if to == "rejuvenate":
        # DBZ CRD: General — Rejuvenation: to the bottom of the Life Deck, one at a time.
        move(state, card, owner, Zone.LIFE, bottom=True)
        state.triggers.append(("rejuvenate", ctx.seat, card))
    elif to == "top of life deck":
        move(state, card, owner, Zone.LIFE)
    elif to == "banish":
        move(state, card, owner, Zone.BANISHED)
    elif to == "shuffle into life deck":
        move(state, card, owner, Zone.LIFE)
        state.rng.shuffle(state.cards_in(owner, Zone.LIFE))
        state.triggers.append(("shuffle_in", ctx.seat, card))
    else:
        move(state, card, ctx.seat, Zone.HAND)
    log(state, ev.CardMoved, f"{title(state, card)} → {to}", "card effect", seat=ctx.seat)


def _ex_banish_from_hand(state: DbzState, e: fx.BanishFromHand, ctx: Ctx) -> None:
    hand = state.cards_in(ctx.seat, Zone.HAND)
    if not hand:
        state.last_done = False  # a stipulation that cannot be met (DBZ CRD: stipulations)
        return
    if e.count > 1:
        state.frames.append(("fx", fx.BanishFromHand(e.count - 1), ctx))
    choose(
        state,
        "banish_hand",
        ctx.seat,
        "Banish which card from your hand?",
        list(hand),
        [title(state, c) for c in hand],
    )


def _picked_banish_hand(state: DbzState, card: int, payload: Any) -> None:
    move(state, card, state.owner[card], Zone.BANISHED)
    log(state, ev.CardMoved, f"{title(state, card)} was banished from the hand", "card effect")


def _ex_shuffle_in_play(state: DbzState, e: fx.ShuffleIntoLifeDeck, ctx: Ctx) -> None:
    seats = [ctx.seat] if e.whose is fx.Who.YOU else [0, 1]
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
    choose(
        state,
        "shuffle_in",
        ctx.seat,
        "Which card?",
        targets,
        [title(state, c) for c in targets],
        (e.to_hand, ctx),
    )


def _picked_shuffle_in(state: DbzState, card: int, payload: Any) -> None:
    to_hand, ctx = payload
    owner = state.owner[card]
    if to_hand:
        move(state, card, owner, Zone.HAND)
        log(state, ev.CardMoved, f"{title(state, card)} returned to its owner's hand", "card")
        return
    move(state, card, owner, Zone.LIFE)
    state.rng.shuffle(state.cards_in(owner, Zone.LIFE))
    state.triggers.append(("shuffle_in", ctx.seat, card))
    log(state, ev.CardMoved, f"{title(state, card)} was shuffled into a Life Deck", "card effect")


def restricted(state: DbzState, seat: int, what: str) -> bool:
    """Whether a floating "cannot" effect forbids ``seat`` to do ``what`` now."""
    for f in state.floating:
        e = f.effect
        if isinstance(e, fx.Restriction) and e.what == what:
            target = {fx.Who.YOU: f.seat, fx.Who.OPPONENT: 1 - f.seat}.get(e.who, seat)
            if target == seat:
                return True
    return False


def _ex_floating(state: DbzState, e: fx.Effect, ctx: Ctx) -> None:
    """A "this combat" effect floats until the end of combat (DBZ RB: Glossary — Effects)."""
    state.floating.append(Floating(ctx.seat, ctx.source, e, "combat", state.turn))


def _ex_banish_this(state: DbzState, e: fx.BanishThis, ctx: Ctx) -> None:
    card = ctx.source
    if is_copy(state, ctx) or card < 0 or state.zone_of(card) is Zone.BANISHED:
        state.last_done = False
        return
    move(state, card, state.owner[card], Zone.BANISHED)
    log(state, ev.CardMoved, f"{title(state, card)} was banished", "card effect")


def _ex_shuffle_this(state: DbzState, e: fx.ShuffleThis, ctx: Ctx) -> None:
    card = ctx.source
    if card < 0 or is_copy(state, ctx):
        return
    owner = state.owner[card]
    move(state, card, owner, Zone.LIFE)
    state.rng.shuffle(state.cards_in(owner, Zone.LIFE))
    state.triggers.append(("shuffle_in", owner, card))


def _ex_to_highest(state: DbzState, e: fx.RaiseToHighest, ctx: Ctx) -> None:
    seat = _target_seat(e.who, ctx)
    people = personalities(state, seat)
    choose(
        state,
        "gain_target",
        seat,
        "Raise which personality to its highest power stage?",
        people,
        [title(state, c) for c in people],
        MAX_STAGE,
    )


def _ex_set_anger(state: DbzState, e: fx.SetAnger, ctx: Ctx) -> None:
    seat = _target_seat(e.who, ctx)
    change_anger(state, seat, e.level - state.anger[seat], ctx, RB_ANGER)


def _ex_draw_bottom(state: DbzState, e: fx.DrawFromLifeBottom, ctx: Ctx) -> None:
    life = state.cards_in(ctx.seat, Zone.LIFE)
    if life:
        move(state, life[0], ctx.seat, Zone.HAND)
        log(state, ev.CardsDrawn, f"{seat_name(ctx.seat)} drew the bottom card", "card effect")


def _ex_reveal_hand(state: DbzState, e: fx.RevealHand, ctx: Ctx) -> None:
    seat = _target_seat(e.who, ctx)
    names = ", ".join(state.defs[c].title for c in state.cards_in(seat, Zone.HAND)) or "nothing"
    log(state, ev.Revealed, f"{seat_name(seat)} revealed the hand: {names}", "card effect")


def _ex_discard_random(state: DbzState, e: fx.DiscardRandom, ctx: Ctx) -> None:
    seat = _target_seat(e.who, ctx)
    hand = state.cards_in(seat, Zone.HAND)
    if not hand:
        state.last_done = False
        return
    card = hand[state.rng.below(len(hand))]
    _discard_by_effect(state, card, ctx.seat)


def _ex_return_attack(state: DbzState, e: fx.ReturnThatAttack, ctx: Ctx) -> None:
    attack = state.attack
    if attack is None or attack.source_kind != "card":
        return
    wanted = CardType.PHYSICAL_COMBAT if e.kind == "physical" else CardType.ENERGY_COMBAT
    if state.defs[attack.card].type is wanted:
        # DBZ CRD: General — Legal zones: it enters only its owner's hand (Black Reflection
        # with Black Delay: a card you do not own is not returned to your hand).
        move(state, attack.card, attack.seat, Zone.HAND)


def _ex_rearrange(state: DbzState, e: fx.RearrangeTop, ctx: Ctx) -> None:
    seat = _target_seat(e.who, ctx)
    if e.who is fx.Who.ANY:
        options = ["p1", "p2"]
        payload = (e.count, ctx.seat)
        choose(state, "rearrange_whose", ctx.seat, "Whose Life Deck?", [0, 1], options, payload)
        return
    pile = Zone.DISCARD if e.pile == "discard pile" else Zone.LIFE
    _rearrange(state, seat, e.count, ctx.seat, pile)


def _picked_rearrange_whose(state: DbzState, seat: int, payload: Any) -> None:
    count, chooser = payload
    _rearrange(state, seat, count, chooser, Zone.LIFE)


def _rearrange(state: DbzState, seat: int, count: int, chooser: int, pile: Zone) -> None:
    """Look at the top cards and put them back one at a time, the last chosen on top."""
    cards = state.cards_in(seat, pile)
    top = list(cards[-count:]) if count else []
    if len(top) < 2:
        return
    for card in top:
        state.place(card, seat * len(Zone) + Zone.ASIDE)
    _ask_rearrange(state, seat, chooser, tuple(top), pile)


def _ask_rearrange(
    state: DbzState, seat: int, chooser: int, cards: tuple[int, ...], pile: Zone
) -> None:
    labels = [title(state, c) for c in cards]
    choose(
        state,
        "rearrange",
        chooser,
        "Put back next (the last one ends on top)",
        list(cards),
        labels,
        (seat, chooser, cards, pile),
    )


def _picked_rearrange(state: DbzState, card: int, payload: Any) -> None:
    seat, chooser, cards, pile = payload
    state.place(card, seat * len(Zone) + pile)
    rest = tuple(c for c in cards if c != card)
    if len(rest) == 1:
        state.place(rest[0], seat * len(Zone) + pile)
    elif rest:
        _ask_rearrange(state, seat, chooser, rest, pile)


def _ex_capture(state: DbzState, e: fx.CaptureDragonBall, ctx: Ctx) -> None:
    opponent = 1 - ctx.seat
    balls = [
        c for c in state.cards_in(opponent, Zone.DRAGON_BALLS) if card_matches(state, c, e.what)
    ]
    if not balls or restricted(state, opponent, "have dragon balls captured"):
        state.last_done = False
        return
    labels = [title(state, c) for c in balls]
    choose(state, "capture", ctx.seat, "Capture which Dragon Ball?", balls, labels)


def hand_revealed(state: DbzState, seat: int) -> bool:
    """Whether ``seat`` plays with the hand revealed (a constant or floating effect)."""
    if any(isinstance(e, fx.HandRevealed) for _, e in constants(state, 1 - seat)):
        return True
    return any(isinstance(f.effect, fx.HandRevealed) and f.seat != seat for f in state.floating)


def _ex_hand_revealed(state: DbzState, e: fx.HandRevealed, ctx: Ctx) -> None:
    until = e.until or "combat"
    state.floating.append(Floating(ctx.seat, ctx.source, e, until, state.turn))


def protected(state: DbzState, seat: int, by: int, what: str) -> bool:
    """Whether ``seat`` is protected from ``by``'s effects doing ``what``."""
    if by == seat:
        return False
    if any(isinstance(e, fx.Protected) and e.what == what for _, e in constants(state, seat)):
        return True
    return any(
        isinstance(f.effect, fx.Protected) and f.effect.what == what and f.seat == seat
        for f in state.floating
    )


def _ex_choice(state: DbzState, e: fx.Choice, ctx: Ctx) -> None:
    labels = [type(option).__name__ for option in e.options]
    options = list(range(len(e.options)))
    choose(state, "choice", ctx.seat, "Choose one effect", options, labels, (e.options, ctx))


def _picked_choice(state: DbzState, index: int, payload: Any) -> None:
    options, ctx = payload
    state.frames.append(("fx", options[index], ctx))


def _ex_pay(state: DbzState, e: fx.PayStages, ctx: Ctx) -> None:
    mp = state.mp(ctx.seat)
    if state.stage[mp] < e.amount:
        state.last_done = False  # a cost that cannot be paid is not paid (DBZ RB)
        return
    state.stage[mp] -= e.amount
    log(state, ev.StagesChanged, f"{title(state, mp)} paid {e.amount} stage(s)", "card effect")


def _ex_pay_any(state: DbzState, e: fx.PayAnyStages, ctx: Ctx) -> None:
    attack = state.attack
    payer = performer_of(state, attack) if ctx.in_attack and attack else state.mp(ctx.seat)
    amounts = list(range(state.stage[payer] + 1))
    labels = [f"pay {n} stage(s)" for n in amounts]
    choose(state, "pay_any", ctx.seat, "Pay how many stages?", amounts, labels, payer)


def _picked_pay_any(state: DbzState, amount: int, payer: Any) -> None:
    state.last_paid = amount
    if amount:
        state.stage[payer] -= amount
        log(state, ev.StagesChanged, f"{title(state, payer)} paid {amount} stage(s)", "card")


def _ex_opponent_may(state: DbzState, e: fx.OpponentMayUse, ctx: Ctx) -> None:
    other = 1 - ctx.seat
    prompt = f"Use the effect of {title(state, ctx.source)} yourself?"
    payload = (e.effects, Ctx(other, ctx.source))
    choose(state, "optional", other, prompt, [1, 0], ["yes", "no"], payload)


def _ex_reveal_top(state: DbzState, e: fx.RevealTop, ctx: Ctx) -> None:
    if e.who is fx.Who.ANY:
        choose(state, "reveal_whose", ctx.seat, "Whose Life Deck?", [0, 1], ["p1", "p2"], (e, ctx))
        return
    _reveal_top(state, _target_seat(e.who, ctx), e, ctx)


def _picked_reveal_whose(state: DbzState, seat: int, payload: Any) -> None:
    e, ctx = payload
    _reveal_top(state, seat, e, ctx)


def _reveal_top(state: DbzState, seat: int, e: fx.RevealTop, ctx: Ctx) -> None:
    """The cards stay on top; ``last_moved`` remembers them for "the card you named"."""
    top = list(reversed(state.cards_in(seat, Zone.LIFE)[-e.count :]))
    state.last_moved = tuple(top)
    names = ", ".join(state.defs[c].title for c in top) or "nothing"
    text = f"the top of {seat_name(seat)}'s Life Deck: {names}"
    if e.look:
        state.record(
            ev.Revealed(
                seat=ctx.seat,
                text=f"{seat_name(ctx.seat)} looked at {text}",
                rule="card effect",
                visible_to=ctx.seat,
            )
        )
    else:
        log(state, ev.RuleApplied, f"revealed {text}", "card effect")


def _ex_move_looked(state: DbzState, e: fx.MoveLooked, ctx: Ctx) -> None:
    cards = [c for c in state.last_moved if state.zone_of(c) is Zone.LIFE]
    if not cards:
        state.last_done = False
        return
    for card in cards:
        move(state, card, state.owner[card], Zone.LIFE, bottom=e.to == "bottom")
    log(state, ev.CardMoved, f"{len(cards)} looked-at card(s) → {e.to}", "card effect")


def _ex_place_this(state: DbzState, e: fx.PlaceThis, ctx: Ctx) -> None:
    card = ctx.source
    if card < 0 or is_copy(state, ctx):
        state.last_done = False
        return
    kind = state.defs[card].type
    if e.to == "hand" and state.zone_of(card) is Zone.BANISHED:
        pass  # "If this card is banished for Endurance, you may place it into your hand"
    elif card < 0 or state.zone_of(card) not in (Zone.DISCARD, Zone.HAND, Zone.PLAYING):
        state.last_done = False
        return
    if e.to == "play" and _placeable(state, state.owner[card], card):
        enter_play(state, state.owner[card], card, played=False)
    elif e.to == "top of life deck":
        move(state, card, state.owner[card], Zone.LIFE)
    elif e.to == "hand":
        move(state, card, state.owner[card], Zone.HAND)
    else:
        state.last_done = False
        return
    log(state, ev.CardMoved, f"{title(state, card)} was placed ({kind.value})", "card rules")


def _ex_hand_to_life(state: DbzState, e: fx.HandToLifeDeck, ctx: Ctx) -> None:
    hand = state.cards_in(ctx.seat, Zone.HAND)
    if not hand:
        state.last_done = False
        return
    if e.count > 1:
        state.frames.append(("fx", msgspec.structs.replace(e, count=e.count - 1), ctx))
    labels = [title(state, c) for c in hand]
    choose(state, "hand_to_life", ctx.seat, "Which card?", list(hand), labels, e.position)


def _picked_hand_to_life(state: DbzState, card: int, position: Any) -> None:
    move(state, card, state.owner[card], Zone.LIFE, bottom=position == "bottom")


def _ex_place_later(state: DbzState, e: fx.PlaceLater, ctx: Ctx) -> None:
    card = e.card if e.card >= 0 else state.chosen
    if card < 0:
        state.last_done = False
        return
    state.floating.append(Floating(ctx.seat, card, fx.PlaceLater(card), "combat", state.turn))


def _run_place_later(state: DbzState, frame: Frame) -> None:
    seat, card = frame[1], frame[2]
    zone = state.zone_of(card)
    if state.in_play(card):
        return
    if zone in (Zone.LIFE, Zone.HAND, Zone.BANISHED) and state.owner[card] == seat:
        # DBZ CRD: C42 Orange Nudge — it may be searched for there and placed into play.
        choose(
            state,
            "place_later",
            seat,
            f"Search for {title(state, card)} and place it into play?",
            [1, 0],
            ["yes", "no"],
            card,
        )
        return
    _place_later(state, seat, card)


def _place_later(state: DbzState, seat: int, card: int) -> None:
    outside = (Zone.ASIDE, Zone.DISCARD, Zone.LIFE, Zone.HAND, Zone.BANISHED)
    if state.zone_of(card) in outside and _placeable(state, seat, card):
        enter_play(state, seat, card, played=False)
        log(state, ev.CardMoved, f"{title(state, card)} was placed into play", "card effect")
        return
    # DBZ CRD: R138 — if it cannot enter play it stays outside of play until the game ends.
    log(state, ev.RuleApplied, f"{title(state, card)} could not enter play", "card effect")


def _picked_place_later(state: DbzState, value: int, card: Any) -> None:
    if not value:
        return
    seat = state.owner[card]
    if state.zone_of(card) is Zone.LIFE:
        state.frames.append(("shuffle_life", seat))  # DBZ CRD: General — Shuffle after search
    _place_later(state, seat, card)


def _ex_delayed(state: DbzState, e: fx.PlaceDelayed, ctx: Ctx) -> None:
    state.floating.append(Floating(ctx.seat, ctx.source, e, "combat", state.turn))


def _ex_attach(state: DbzState, e: fx.AttachTo, ctx: Ctx) -> None:
    # DBZ RB: Glossary — Attached Cards: in play while attached; its controller keeps it.
    if is_copy(state, ctx):
        return  # DBZ CRD: U66 Blue Avoidance — the invisible copy does not attach
    card = ctx.source
    target = state.mp(ctx.seat if e.target == "your mp" else 1 - ctx.seat)
    state.place(card, ctx.seat * len(Zone) + Zone.ATTACHED)
    state.attached_to[card] = target
    log(state, ev.CardMoved, f"{title(state, card)} attached to {title(state, target)}", "card")


# --- contextual timings -----------------------------------------------------------------------


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
                if isinstance(effect, fx.Whenever) and event_matches(
                    state, effect.event, seat, card, trig
                ):
                    if effect.limit:
                        # "Once per turn/combat when …": one combat per turn (DBZ RB:
                        # Gameplay), so both are counted per combat.
                        used = (seat, f"once {card}")
                        if used in state.combat_log:
                            continue
                        log_combat(state, seat, used[1])
                    found[seat].append((card, effect.effects))
        if trig[0] == "leaves" and trig[2] >= 0:
            # "When this card is leaving play": its own text, though it is no longer in play.
            card = trig[2]
            for effect in info(state, card).constants:
                if isinstance(effect, fx.Whenever) and event_matches(
                    state, effect.event, state.owner[card], card, trig
                ):
                    found[state.owner[card]].append((card, effect.effects))
        if len(trig) > 2 and trig[2] >= 0:
            # Card rules of the card the event is about ("If this card is discarded …").
            card = trig[2]
            for effect in info(state, card).program:
                if (
                    isinstance(effect, fx.FromHand)
                    and not effect.instead
                    and self_event_matches(state, effect.event, card, trig)
                ):
                    found[state.owner[card]].append((card, effect.effects))
        for floating in state.floating:
            effect = floating.effect
            if (
                isinstance(effect, fx.Whenever)
                and floating not in spent
                and event_matches(state, effect.event, floating.seat, floating.source, trig)
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
    # "Your maximum hand size is +1 during the Discard Step".
    keep = 1 + sum(e.amount for _, e in constants(state, seat) if isinstance(e, fx.HandSizeBonus))
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
            if action.by >= 0 and not ally_may_act(state, seat, action.by):
                return (
                    "Allies may act only while the MP is at most one stage above zero "
                    "(DBZ RB: Allies During Combat)"
                )
            cost = attack_cost(state, seat, card, rec)
            if state.stage[by] < cost:
                return (
                    f"cannot pay the attack's cost of {cost} stage(s): "
                    f"{title(state, by)} has {state.stage[by]} (DBZ RB: How Attack Cards Work)"
                )
        return f"{title(state, card)} cannot be played now ({decision.prompt})"
    if isinstance(action, UsePower) and 0 <= action.card < len(state.defs):
        if power_used(state, action.card) and once_per_turn(state, action.card):
            return "that Power was already used this turn (DBZ RB: Glossary — Power)"
        if state.defs[action.card].type is CardType.ALLY and not ally_may_act(
            state, seat, action.card
        ):
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
    "fx_search_rest": _run_search_rest,
    "after_sentence": _run_after_sentence,
    "order": _run_order,
    "stipulated": _run_stipulated,
    "shuffle_life": _run_shuffle_life,
    "name_more": _run_name_more,
    "to_top": _run_to_top,
    "event_window": _run_event_window,
    "event_go": _run_event_go,
    "place_later": _run_place_later,
    "discard_step": _run_discard_step,
    "rejuvenation_step": _run_rejuvenation_step,
}

_ANSWER: dict[str, Callable[[DbzState, Frame, Action], None]] = {
    "planning": _ans_planning,
    "combat_choice": _ans_combat_choice,
    "entering": _ans_entering,
    "combat_action": _ans_combat_action,
    "atk_defend": _ans_atk_defend,
    "event_window": _ans_event_window,
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
    "replace_discard": _picked_replace_discard,
    "named": _picked_named,
    "from_discard": _picked_from_discard,
    "banish_hand": _picked_banish_hand,
    "shuffle_in": _picked_shuffle_in,
    "remove": _picked_remove,
    "search": _picked_search,
    "verify": _picked_verify,
    "chosen": _picked_chosen,
    "optional": _picked_optional,
    "order": _picked_order,
    "rearrange": _picked_rearrange,
    "choice": _picked_choice,
    "hand_to_life": _picked_hand_to_life,
    "rearrange_whose": _picked_rearrange_whose,
    "place_later": _picked_place_later,
    "pay_any": _picked_pay_any,
    "reveal_whose": _picked_reveal_whose,
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
    fx.If: _ex_if,
    fx.FromHand: _ex_nothing,
    fx.ForX: _ex_for_x,
    fx.NameCard: _ex_name,
    fx.SearchNamed: _ex_search_named,
    fx.RejuvenateChosen: _ex_rejuvenate_chosen,
    fx.MoveFromDiscard: _ex_move_from_discard,
    fx.BanishFromHand: _ex_banish_from_hand,
    fx.ShuffleIntoLifeDeck: _ex_shuffle_in_play,
    fx.Restriction: _ex_floating,
    fx.StopAllAttacks: _ex_floating,
    fx.LoseEffects: _ex_floating,
    fx.ForceCritical: _ex_floating,
    fx.CannotBeCaptured: _ex_nothing,
    fx.NotDiscardedOnLevel: _ex_nothing,
    fx.BanishThis: _ex_banish_this,
    fx.ShuffleThis: _ex_shuffle_this,
    fx.RaiseToHighest: _ex_to_highest,
    fx.SetAnger: _ex_set_anger,
    fx.DrawFromLifeBottom: _ex_draw_bottom,
    fx.RevealHand: _ex_reveal_hand,
    fx.DiscardRandom: _ex_discard_random,
    fx.ReturnThatAttack: _ex_return_attack,
    fx.PlaceDelayed: _ex_delayed,
    fx.AttachTo: _ex_attach,
    fx.RearrangeTop: _ex_rearrange,
    fx.StopInstead: _ex_nothing,
    fx.StopNextAttack: _ex_floating,
    fx.CaptureDragonBall: _ex_capture,
    fx.HandRevealed: _ex_hand_revealed,
    fx.CannotGainStages: _ex_nothing,
    fx.Choice: _ex_choice,
    fx.PayStages: _ex_pay,
    fx.PlaceThis: _ex_place_this,
    fx.HandToLifeDeck: _ex_hand_to_life,
    fx.Protected: _ex_floating,
    fx.PurModifier: _ex_nothing,
    fx.AttacksHave: _ex_floating,
    fx.PreventAttacks: _ex_floating,
    fx.ConsideredNamed: _ex_nothing,
    fx.NextAttackGains: _ex_floating,
    fx.CannotWinByMppv: _ex_nothing,
    fx.CopyAttack: _ex_copy,
    fx.RevealTop: _ex_reveal_top,
    fx.MoveLooked: _ex_move_looked,
    fx.RandomDiscards: _ex_nothing,
    fx.CostModifier: _ex_floating,
    fx.AlliesActFreely: _ex_nothing,
    fx.AlliesNotDiscarded: _ex_nothing,
    fx.CancelThatCard: _ex_cancel,
    fx.PlaceLater: _ex_place_later,
    fx.PayAnyStages: _ex_pay_any,
    fx.OpponentMayUse: _ex_opponent_may,
    fx.HandSizeBonus: _ex_nothing,
    fx.AlsoContinuous: _ex_nothing,
    fx.ConsideredStyled: _ex_styled,
    fx.DrillsKept: _ex_floating,
    fx.UseOnlyIf: _ex_nothing,
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


def has_step(effect: fx.Effect) -> bool:
    """Whether the interpreter has a step for the record's type."""
    return type(effect) in _EXEC
