"""DBZ RB: The Combat Step — combat actions: attacks, powers, events and passing."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import msgspec

from reishi.engine.actions import Action
from reishi.games.dbz import effects as fx
from reishi.games.dbz import events as ev
from reishi.games.dbz.actions import (
    PassPriority,
    PlayCard,
    UsePower,
    UseRule,
)
from reishi.games.dbz.attack_start import attack_cost, begin_attack, begin_copy, cost_modifiers
from reishi.games.dbz.basics import (
    CRD_EFFECTS,
    PLAY_TITLED,
    RB_COMBAT,
    Ctx,
    Frame,
    ally_may_act,
    ask,
    ending_combat_barred,
    info,
    instant_for,
    log,
    log_combat,
    move,
    note_power_use,
    played,
    power_cards,
    push_sentences,
    restricted,
    seat_name,
    title,
    usable,
)
from reishi.games.dbz.cards import CardType, Style
from reishi.games.dbz.conditions_early import begin_action
from reishi.games.dbz.conditions_mpe import PASSED_LAST
from reishi.games.dbz.moves import enter_play, finish_card, mark_used, move_to_playing
from reishi.games.dbz.performed_steps import performed_attack_payable, stays_if_armed
from reishi.games.dbz.state import (
    DbzState,
    Floating,
    Zone,
)
from reishi.games.dbz.steps_late_actions import (
    card_rule,
    card_rule_actions,
    played_otherwise,
    use_card_rule,
)
from reishi.games.dbz.steps_mpset_hand import granted_hand_action
from reishi.games.dbz.steps_vp_costs import play_cost_payable, push_play_cost
from reishi.games.dbz.steps_vp_next import begin_next_action

# --- combat actions ---------------------------------------------------------------------------


def performers(state: DbzState, seat: int) -> list[int]:
    """Who may perform an attack: the MP, and Allies while they may act."""
    found = [state.mp(seat)]
    if restricted(state, seat, "allies attack"):
        return found  # "Allies you control cannot perform attacks this combat"
    found.extend(a for a in state.cards_in(seat, Zone.ALLIES) if ally_may_act(state, seat, a))
    return found


def _attack_performers(state: DbzState, seat: int, card: int) -> list[int]:
    """Who may perform this attack card: the performers, and every Ally you control when the
    card's rules say "An Ally you control may perform this attack regardless of your MP's power
    stage" (a "cannot" effect on Allies still holds)."""
    found = performers(state, seat)
    if _ALLY_MAY_PERFORM not in info(state, card).program:
        return found
    if restricted(state, seat, "allies attack") or restricted(state, seat, "allies act"):
        return found
    return found + [a for a in state.cards_in(seat, Zone.ALLIES) if a not in found]


_ALLY_MAY_PERFORM = fx.AllyMayPerform()


def combat_actions(state: DbzState, seat: int) -> list[tuple[Action, str]]:
    """Every Action the seat may make now (DBZ RB: The Combat Step)."""
    options: list[tuple[Action, str]] = []
    hand_like = list(state.cards_in(seat, Zone.HAND))
    hand_like += [c for c in state.cards_in(seat, Zone.PLAYING) if state.second_use[c]]
    modifiers = cost_modifiers(state)  # the same for every attack priced here
    for card in hand_like:
        facts = info(state, card)
        if not usable(state, seat, card):
            continue  # card rules "(Use only if …)", "(You cannot play this card unless …)"
        if state.zone_of(card) is Zone.HAND and not play_cost_payable(state, seat, card):
            continue  # "You must banish the top 2 cards of your Life Deck to play this card"
        if facts.attack is not None:
            for by in _attack_performers(state, seat, card):
                if state.stage[by] >= attack_cost(state, seat, card, facts.attack, modifiers):
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
                    if rec is None or state.stage[by] >= attack_cost(
                        state, seat, card, rec, modifiers
                    ):
                        options.append(
                            (
                                PlayCard(card=card, by=_by(state, seat, by)),
                                _play_label(state, card, by, seat),
                            )
                        )
                break
    for card in state.cards_in(seat, Zone.HAND):
        if played_otherwise(state, card):
            continue  # an attack's or an Event's own rule is a use of its own (card_rule_actions)
        action = _hand_action(state, card)
        if action is not None:
            verb = "play" if action.how == "play" else action.how
            options.append((PlayCard(card=card), f"{verb} {title(state, card)} as an action"))
    for card in power_cards(state, seat):
        facts = info(state, card)
        power = facts.powers[0]
        rec = facts.power_attack(power)
        if rec is None and facts.power_defends(power):
            continue
        by = card if state.defs[card].type is CardType.ALLY else state.mp(seat)
        if rec is not None and state.stage[by] < attack_cost(state, seat, card, rec, modifiers):
            continue
        if rec is None and not performed_attack_payable(state, seat, card, power):
            continue  # "Discard a card to perform an attack" whose cost cannot be paid
        options.append((UsePower(card=card), f"use {title(state, card)}"))
    allowed = [o for o in options if not _forbidden(state, seat, o[0])]
    allowed += card_rule_actions(state, seat)  # card rules "… as an action"
    # "Cards that end combat cannot be played or used" (Blue Battle Drill): card rules too
    return [o for o in allowed if not ending_combat_barred(state, seat, getattr(o[0], "card", -1))]


def _hand_action(state: DbzState, card: int) -> fx.HandAction | None:
    """Card rules "you may play this card from your hand as an action to …", if still usable."""
    rule = card_rule(state, state.owner[card], card)
    if rule is not None:
        return rule
    # "As an action during combat, you may banish an Ally with … from your hand to …": a
    # constant of the card's owner offers it (steps_mpset_hand).
    return granted_hand_action(state, card)


def _forbidden(state: DbzState, seat: int, action: Action) -> bool:
    """Whether a floating "cannot" effect forbids the Action (e.g. Black Energy Web)."""
    if not state.floating:
        return False
    card = getattr(action, "card", -1)
    facts = info(state, card)
    rec = facts.attack
    if rec is None and facts.powers:
        rec = facts.power_attack(facts.powers[0])
    if rec is None and restricted(state, seat, "act other than attack"):
        return True  # "Players can only attack or pass in their actions this combat"
    if rec is not None:
        kind = "physical" if isinstance(rec, fx.PhysicalAttack) else "energy"
        if restricted(state, seat, "perform attacks") or restricted(
            state, seat, f"perform {kind} attacks"
        ):
            return True
    if not isinstance(action, PlayCard):
        return False
    defn = state.defs[card]
    if restricted(state, seat, PLAY_TITLED + defn.title.lower()):
        return True  # "Name a card. Your opponent cannot play that card …" (Black Swirl)
    if defn.type is CardType.EVENT and restricted(state, seat, "play events"):
        return True
    styled = defn.style is not Style.FREESTYLE
    return restricted(state, seat, "play styled cards" if styled else "play non-styled cards")


def _by(state: DbzState, seat: int, by: int) -> int:
    return -1 if by == state.mp(seat) else by


def _play_label(state: DbzState, card: int, by: int, seat: int) -> str:
    text = f"play {title(state, card)}"
    return text if by == state.mp(seat) else f"{text} by {title(state, by)}"


def _run_combat_action(state: DbzState, frame: Frame) -> None:
    state.frames.pop()
    seat = frame[1]
    if not state.in_combat:
        return
    if state.floating and begin_next_action(state, frame):
        return  # "At the beginning of the next action this combat, …" first
    if state.skip_next[seat]:
        state.skip_next[seat] -= 1
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
    begin_action(state, seat)  # "in your opponent's last action" (conditions_early)
    armed: list[Floating] = []
    if state.floating:
        _spend_next_action(state, seat)  # the floating effect covered only this action
        armed = [
            f for f in state.floating if isinstance(f.effect, fx.NextActionStays) and f.seat == seat
        ]
        state.floating = [f for f in state.floating if f not in armed]  # spent by this action
    if isinstance(action, PassPriority):
        log_combat(state, seat, PASSED_LAST)  # "If your opponent passed as his last action"
        state.passes += 1
        if state.passes >= 2:
            # DBZ RB: The Combat Step — both players passed consecutively.
            state.in_combat = False
            return
        state.frames.append(("combat_action", 1 - seat))
        return
    state.passes = 0
    state.combat_log = state.combat_log - {(seat, PASSED_LAST)}
    log_combat(state, seat, "acted")
    state.frames.append(("combat_action", 1 - seat))
    if isinstance(action, PlayCard):
        play_in_combat(state, seat, action.card, action.by)
        if armed:
            stays_if_armed(state, armed)
    elif isinstance(action, UseRule):
        use_card_rule(state, seat, action.card)
    elif isinstance(action, UsePower):
        use_power(state, seat, action.card)


def _spend_next_action(state: DbzState, seat: int) -> None:
    """ "… in his next action": a restriction on ``seat`` ends once it has acted; a stop of an
    attack "in your opponent's next action" covers the next action ``seat`` begins as that
    opponent, and ends with it (whatever it was)."""
    kept: list[Floating] = []
    for f in state.floating:
        e = f.effect
        if isinstance(e, fx.Restriction) and e.duration == "next action" and f.seat != seat:
            continue
        if isinstance(e, fx.StopNextAttack | fx.PreventNextAction) and (
            isinstance(e, fx.PreventNextAction) or e.next_action
        ):
            if e.armed:
                continue  # the action it covered is over
            if f.seat != seat:
                f = msgspec.structs.replace(f, effect=msgspec.structs.replace(e, armed=True))
        kept.append(f)
    state.floating = kept


def play_in_combat(state: DbzState, seat: int, card: int, by: int) -> None:
    """Play an attack or an Event from the hand (or re-use an attack staying in play)."""
    facts = info(state, card)
    action = _hand_action(state, card) if state.zone_of(card) is Zone.HAND else None
    if action is not None and not played_otherwise(state, card):
        # Earth Dragon Ball 7: played from the hand as an action (once per game).
        state.floating.append(Floating(seat, card, action, "game", state.turn))
        if action.how != "play":
            # "You may discard (banish) this card from your hand to perform …": the card is
            # the cost, never played (DBZ CRD: General — Effects with stipulations).
            zone = Zone.DISCARD if action.how == "discard" else Zone.BANISHED
            move(state, card, state.owner[card], zone)
            text = f"{title(state, card)} was {action.how}ed from the hand"
            log(state, ev.CardMoved, text, RB_COMBAT, seat=seat)
            push_sentences(state, action.effects, Ctx(seat, card))
            return
        played(state, seat, card, RB_COMBAT)
        if state.defs[card].type in (
            CardType.DRAGON_BALL,
            CardType.ALLY,
            CardType.DRILL,
            CardType.SETUP,  # Yamcha's Expert Assistance: played into play as an action
        ):
            enter_play(state, seat, card, played=True)
        else:
            move_to_playing(state, seat, card)
            state.frames.append(("after_use", card))
        push_sentences(state, action.effects, Ctx(seat, card))
        return
    performer = state.mp(seat) if by < 0 else by
    again = state.zone_of(card) is Zone.PLAYING
    move_to_playing(state, seat, card)
    if again:
        # An attack that "stays on the table to be used again" (DBZ CRD: U66 Blue Avoidance).
        text = f"{seat_name(seat)} used {title(state, card)} again"
        log(state, ev.CardUsed, text, RB_COMBAT, seat=seat, card=card)
        state.triggers.append(("used", seat, card))  # "Whenever you use a Named card"
    else:
        played(state, seat, card, RB_COMBAT)
        state.triggers.append(("played", seat, card))
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
        if not again:
            push_play_cost(state, seat, card)  # "You must … to play this card": paid first
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
        # "When your opponent plays an Event, … cancel the effects of that Event" (Orange
        # Eviction): the timings of the play resolve once it is played, before its effects.
        state.frames.append(("after_sentence",))
    push_play_cost(state, seat, card)  # an Event's "You must … to play this card"


EVENT_PLAYED = "use when an event is played"


def _run_event_window(state: DbzState, frame: Frame) -> None:
    """Heroic Energy Sphere: the opponent may answer an Event being played."""
    state.frames.pop()
    card, seat, effects = frame[1], frame[2], frame[3]
    other = 1 - seat
    answers = [c for c in state.cards_in(other, Zone.HAND) if instant_for(state, c, EVENT_PLAYED)]
    answers = [c for c in answers if not restricted(state, other, "play events")]
    if not answers:
        # Cancelled already by a timing of its play (Orange Eviction) or not: event_go says.
        state.frames.append(("event_go", card, seat, effects))
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
    text = f"{seat_name(other)} used {title(state, answer)}"
    log(state, ev.CardUsed, text, CRD_EFFECTS, seat=other, card=answer)
    state.chosen = card  # "that card": the Event being played
    state.frames.append(("after_use", answer))
    push_sentences(state, instant.effects, Ctx(other, answer))


def _run_event_go(state: DbzState, frame: Frame) -> None:
    state.frames.pop()
    card, seat, effects = frame[1], frame[2], frame[3]
    if card in state.cancelled:
        state.cancelled = state.cancelled - {card}
        log(
            state,
            ev.RuleApplied,
            f"the effects of {title(state, card)} were cancelled",
            CRD_EFFECTS,
        )
        return
    push_sentences(state, effects, Ctx(seat, card))


def _ex_styled(state: DbzState, e: fx.ConsideredStyled, ctx: Ctx) -> None:
    if e.scope == "this combat":
        state.floating.append(Floating(ctx.seat, ctx.source, e, "combat", state.turn))
    elif e.scope == "this attack" and state.attack is not None and state.attack.card == ctx.source:
        # "The next energy attack you perform this combat is considered Styled" (Saiyan Lob):
        # gained by that attack as an immediate effect (attack_start._next_attack_gains).
        state.attack.styled_as = "styled"


def _ex_cancel(state: DbzState, e: fx.CancelThatCard, ctx: Ctx) -> None:
    if state.chosen < 0 or state.zone_of(state.chosen) is not Zone.PLAYING:
        state.last_done = False
        return
    state.cancelled = state.cancelled | {state.chosen}


def use_power(state: DbzState, seat: int, card: int) -> None:
    """DBZ RB: The Combat Step — Use a Power: once per turn for MP levels, Allies, Mastery."""
    facts = info(state, card)
    mark_used(state, seat, card)
    power = facts.powers[0]
    note_power_use(state, seat, card)
    state.triggers.append(("used", seat, card))  # "Whenever you use a Named card"
    if fx.OncePerGame() in facts.program:
        state.floating.append(Floating(seat, card, fx.OncePerGame(), "game", state.turn))
    log(
        state,
        ev.CardUsed,
        f"{seat_name(seat)} used the Power of {title(state, card)}",
        RB_COMBAT + " — Use a Power",
        seat=seat,
        card=card,
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
    state.frames.pop()
    if len(frame) == 1:
        # DBZ CRD: Timing — Combat: "at the end of combat" effects, still during combat.
        state.in_combat = True
        state.frames.append(("combat_end", "timings answered"))
        state.triggers.append(("combat_end", state.initiator, -1))
        state.frames.append(("after_sentence",))
        return
    delayed = [f for f in state.floating if isinstance(f.effect, fx.PlaceDelayed | fx.PlaceLater)]
    if delayed:
        # DBZ CRD: Timing — Combat: "at the end of combat" is still during combat.
        state.in_combat = True
        state.floating = [f for f in state.floating if f not in delayed]
        state.frames.append(frame)
        for f in delayed[::-1]:  # (not reversed(): mypyc cannot type it here)
            if isinstance(f.effect, fx.PlaceLater):
                state.frames.append(("after_sentence",))
                later = f.effect
                state.frames.append(("place_later", f.seat, later.card, later.from_banished))
            else:
                push_sentences(state, f.effect.effects, Ctx(f.seat, f.source))
        return
    state.in_combat = False
    for seat in (0, 1):
        for card in list(state.cards_in(seat, Zone.PLAYING)):
            state.second_use[card] = False
            finish_card(state, card)
    state.floating = [f for f in state.floating if f.until not in ("combat", "once combat")]
    log(state, ev.CombatChanged, "combat ended", RB_COMBAT)


# The frame runners of this module (each pops its own frame), merged by flow.py.
RUN: dict[str, Callable[[DbzState, Frame], None]] = {
    "combat_action": _run_combat_action,
    "combat_end": _run_combat_end,
    "event_window": _run_event_window,
    "event_go": _run_event_go,
}


# The decision answer handlers of this module, merged by flow.py.
ANSWER: dict[str, Callable[[DbzState, Frame, Action], None]] = {
    "combat_action": _ans_combat_action,
    "event_window": _ans_event_window,
}


# The interpreter steps by effect record of this module, merged by flow.py.
EXEC: dict[type, Callable[[DbzState, Any, Ctx], None]] = {
    fx.CancelThatCard: _ex_cancel,
    fx.ConsideredStyled: _ex_styled,
}
