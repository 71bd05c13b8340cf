"""DBZ CRD: Timing — Attack sequence: costs, defense, the Attack Table, damage and criticals."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import msgspec

from reishi.engine.actions import Action
from reishi.games.dbz import effects as fx
from reishi.games.dbz import events as ev
from reishi.games.dbz.actions import (
    Defend,
    NoDefense,
)
from reishi.games.dbz.attack_start import (
    attack_is,
    attack_parts,
    attack_styled,
    begin_copy,
    prevented_in_advance,
)
from reishi.games.dbz.basics import (
    CRD_SEQ,
    PLAY_TITLED,
    RB_TAKING,
    Ctx,
    Frame,
    ally_has,
    ask,
    choose,
    choose_card,
    constants,
    constants_of,
    end_game,
    ending_combat_barred,
    info,
    is_dragon_ball,
    log,
    log_combat,
    move,
    note_power_use,
    performer_of,
    played,
    power_cards,
    push_sentences,
    put_in_discard,
    restricted,
    seat_name,
    title,
    usable,
)
from reishi.games.dbz.cardinfo import CardInfo
from reishi.games.dbz.cards import CardType
from reishi.games.dbz.conditions import (
    card_matches,
    x_value,
)
from reishi.games.dbz.moves import finish_card, move_to_playing
from reishi.games.dbz.performed_steps import life_damage_banished
from reishi.games.dbz.stages import change_anger, fell_to_zero, lose_stages
from reishi.games.dbz.state import (
    Attack,
    DbzState,
    Zone,
)
from reishi.games.dbz.steps_as_stop import hand_stop_options, use_hand_stop
from reishi.games.dbz.steps_dende_balls import capturable, capture
from reishi.games.dbz.steps_early_power import considered_power_level
from reishi.games.dbz.steps_early_stays import staying_defenses, stays_after_defense
from reishi.games.dbz.steps_vp_stops import dual_use_allowed

# --- attacks ----------------------------------------------------------------------------------


def _ex_copy(state: DbzState, e: fx.CopyAttack, ctx: Ctx) -> None:
    attack = state.attack
    if e.which == "that attack":
        card = attack.card if attack is not None and attack.seat != ctx.seat else -1
    elif e.which == fx.MOVED_ATTACK:
        card = state.last_moved[-1] if state.last_moved else -1  # Blue Decapitation
    else:
        card = state.last_attack[1 - ctx.seat]
    if card < 0 or attack_parts(state, card)[0] is None:
        state.last_done = False
        return
    if e.when == "next action":
        state.pending_copy[ctx.seat] = card
        return
    state.last_done = begin_copy(state, ctx.seat, card, e.bonus_stages)


def _run_atk_cost(state: DbzState, frame: Frame) -> None:
    state.frames.pop()
    attack = state.attack
    assert attack is not None
    cost = frame[1]
    if cost:
        # Paying is lowering the stages, not damage (DBZ RB: How Attack Cards Work).
        who = performer_of(state, attack)
        state.stage[who] -= cost
        fell_to_zero(state, who, state.stage[who] + cost)
        log(
            state,
            ev.StagesChanged,
            f"{title(state, who)} paid {cost} stage(s) → {state.stage[who]}",
            CRD_SEQ,
        )


def shield_options(state: DbzState, seat: int) -> list[tuple[Action, str]]:
    """One shield icon card from the hand or in play (DBZ CRD: Damage — Defending attacks)."""
    options: list[tuple[Action, str]] = []
    for card in state.cards_in(seat, Zone.HAND):
        if not usable(state, seat, card):
            continue
        if state.floating and restricted(state, seat, PLAY_TITLED + state.defs[card].title.lower()):
            continue  # "Your opponent cannot play that card …" (Black Swirl)
        if (
            state.floating
            and state.defs[card].type is CardType.EVENT
            and restricted(state, seat, EVENTS_THAT_STOP)
            and _stops(state, card)
        ):
            continue  # "Your opponent cannot play Events that stop attacks this combat"
        if not dual_use_allowed(state, seat, card):
            continue  # "(If C, you may … this card … to stop …)" while C does not hold
        if ending_combat_barred(state, seat, card):
            continue  # "Cards that end combat cannot be played or used" (Blue Battle Drill)
        if info(state, card).defends_from_hand:
            options.append((Defend(card=card), f"defend {title(state, card)}"))
    if state.floating and restricted(state, seat, ONLY_HAND_STOPS):
        return options  # "Attacks can only be stopped by cards played from the hand this combat"
    for card in power_cards(state, seat):
        if any(CardInfo.power_defends(p) for p in info(state, card).powers):
            options.append((Defend(card=card), f"defend with {title(state, card)}"))
    for card in staying_defenses(state, seat):
        # "… this card stays in play to be used a second time this combat" (steps_early_stays)
        if usable(state, seat, card):
            options.append((Defend(card=card), f"defend again with {title(state, card)}"))
    if state.attack is not None:
        # "You may discard an Ally … from your hand to stop an attack" (steps_as_stop).
        shields = {a.card for a, _ in options if isinstance(a, Defend)}
        options += hand_stop_options(state, seat, shields)
    return options


EVENTS_THAT_STOP = "play events that stop attacks"  # phrases_mpe_attacks
ONLY_HAND_STOPS = "stop attacks except with cards played from the hand"  # phrases_ev_attacks
# "Your opponent cannot use Endurance on your Styled attacks this combat" (phrases_early_more).
STYLED_ENDURANCE = "use endurance on styled attacks"


def _stops(state: DbzState, card: int) -> bool:
    """Whether the card stops an attack (its text or its Power's; DBZ RB: Glossary — Stops)."""
    facts = info(state, card)
    effects = (*facts.immediate, *(e for p in facts.powers for e in p.effects))
    return any(isinstance(e, fx.Stops) for e in effects)


def _run_atk_defend(state: DbzState, frame: Frame) -> None:
    state.frames.pop()
    attack = state.attack
    assert attack is not None
    defender = 1 - attack.seat
    if attack.stop_all and not attack.unstoppable and not attack.stopped:
        # "Stops all of your opponent's attacks this combat"; a shield icon card may still be
        # played (DBZ CRD: Damage — Defending attacks, Example a).
        attack.stopped = True
        state.triggers.append(("stop", defender, attack.card))
        log(state, ev.AttackStopped, "the attack is stopped by a floating effect", CRD_SEQ)
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
    # DBZ RB: "you may play or use one [defense] card": played from the hand, else used.
    in_hand = state.zone_of(card) is Zone.HAND
    if in_hand and not _is_defense(facts) and use_hand_stop(state, defender, card):
        return
    if state.zone_of(card) is Zone.PLAYING and state.second_use[card]:
        # Its second use: its text is read again, as when it was played (steps_early_stays).
        used = f"{seat_name(defender)} defended again with {title(state, card)}"
        log(state, ev.CardUsed, used, CRD_SEQ, seat=defender, card=card)
        state.frames.append(("def_finish", card))
        effects = _shield_effects(facts.immediate)
    elif in_hand:
        played(state, defender, card, CRD_SEQ)
        move_to_playing(state, defender, card)
        state.frames.append(("def_finish", card))
        if facts.is_shield:
            effects = _shield_effects(facts.immediate)
        else:  # an Event's or a combat card's defending POWER
            effects = next(p for p in facts.powers if CardInfo.power_defends(p)).effects
    else:
        used = f"{seat_name(defender)} defended with {title(state, card)}"
        log(state, ev.CardUsed, used, CRD_SEQ, seat=defender, card=card)
        note_power_use(state, defender, card)
        state.frames.append(("after_use", card))
        effects = next(p for p in facts.powers if CardInfo.power_defends(p)).effects
    push_sentences(state, effects, ctx)


def _is_defense(facts: CardInfo) -> bool:
    """Whether a hand card defends by itself (a shield icon, or a defending POWER)."""
    return facts.defends_from_hand


def _shield_effects(effects: tuple[fx.Effect, ...]) -> tuple[fx.Effect, ...]:
    """A dual-use card played to stop does only that, not its attack's text."""
    for effect in effects:
        inner = effect.effect if isinstance(effect, fx.Optional) else effect
        if isinstance(inner, fx.StopInstead):
            # "You may banish this card from your hand to stop …": banished, not discarded.
            banished = (fx.BanishThis(),) if inner.how == "banish" else ()
            return (fx.Stops(inner.kind), *banished)
    return effects


def _run_def_finish(state: DbzState, frame: Frame) -> None:
    state.frames.pop()
    card = frame[1]
    if state.zone_of(card) is Zone.PLAYING and not stays_after_defense(state, card):
        finish_card(state, card)


_BRACKETS = (1_000, 10_000, 100_000, 500_000, 1_500_000)
# The kinds of constant effect each reading of the constants looks for (basics.constants_of).
_DOUBLED = (fx.ModifiersDoubled,)
_NON_AT_DOUBLED = (fx.NonAtStagesDoubled,)
_ONLY_BY = (fx.ModifiedOnlyBy,)
_COMBAT = frozenset({CardType.PHYSICAL_COMBAT, CardType.ENERGY_COMBAT})
_AT_VALUES = (fx.AtValue,)
_THRESHOLDS = (fx.CritThreshold,)
_MODIFIERS = (fx.ForX, fx.AttackModifier)
_GRANTS = (fx.EnduranceGrant,)
_INCREASES = (fx.EnduranceIncrease, fx.ForX)


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
        considered_power_level(state, performer_of(state, attack)),
        considered_power_level(state, state.mp(defender)),
    )
    at = _at_considered(state, attack, at)
    damage = rec.damage if rec.damage is not None else fx.AtPlus()
    if attack.base_damage is not None:
        damage = attack.base_damage  # "… base damage is 7 stages instead"
    stages = life = 0
    own_factor = _modifier_factor(state, attack, attack.seat)  # the attack card is its player's
    gates = _modifier_gates(state, attack)
    if gates and not _source_allowed(state, gates, attack.card):
        own_factor = 0  # "can only be modified by …": the "+N" printed beside its damage too
    match damage:
        case fx.AtPlus(bonus=bonus, unit=unit):
            if attack.modifiers_blocked or attack.own_modifiers_blocked:
                # DBZ CRD: Damage — Modifiers, Example 1: "AT + 3 stages" deals AT stages when
                # the attack cannot be modified (the "+3" is itself a modifier, its player's).
                bonus = 0
            bonus *= own_factor
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
            if damage.stages_at or damage.life_at:
                # DBZ CRD: Damage — Modifiers: the "+N" beside AT is a modifier (its player's).
                if attack.modifiers_blocked or attack.own_modifiers_blocked:
                    own_factor = 0
                damage = msgspec.structs.replace(
                    damage,
                    stages=damage.stages * own_factor,
                    life_cards=damage.life_cards * own_factor,
                )
            stages = damage.stages + damage.stages_at * at + damage.stages_x * x_now
            life = damage.life_cards + damage.life_at * at + damage.life_x * x_now
    if not attack.modifiers_blocked:
        # DBZ CRD: Damage — Modifiers: any "+" or "-" effect.
        for owner, mod in _modifiers(state, attack, damage, gates):
            if owner == attack.seat and attack.own_modifiers_blocked:
                continue  # "Your attacks cannot have their damage modified by your effects"
            factor = _modifier_factor(state, attack, owner)
            # The attack's own "This attack deals +6 life cards" adds that unit regardless.
            own = mod.duration == "this attack"
            applied = False
            if stages > 0 or own or (mod.stages and damage_unit_stages(damage)):
                stages += mod.stages * factor
                applied = bool(mod.stages)
            if life > 0 or own or (mod.life_cards and not damage_unit_stages(damage)):
                life += mod.life_cards * factor
                applied = applied or bool(mod.life_cards)
            if applied and owner != attack.seat:
                attack.opponent_modified = True  # "If one of your opponent's card effects …"
    if stages > 0 and not _at_based(damage) and constants_of(state, attack.seat, _NON_AT_DOUBLED):
        stages *= 2  # Saiyan Clench: "… have their power stage damage doubled" (its total)
    return max(0, stages), max(0, life)


def _modifier_factor(state: DbzState, attack: Attack, seat: int) -> int:
    """2 while ``seat`` has "Your damage modifiers are doubled" in force (Hercule - Guarded),
    else 1: every "+"/"-" damage effect of that player counts twice (DBZ CRD: Damage —
    Modifiers: any "+" or "-" effect is a modifier). "Your damage modifiers on this attack are
    doubled" (Black Confident Shot) doubles the attacker's on this attack, again if both hold."""
    doubled = bool(constants_of(state, seat, _DOUBLED))
    on_attack = attack.modifiers_doubled and seat == attack.seat
    return (2 if doubled else 1) * (2 if on_attack else 1)


def _at_considered(state: DbzState, attack: Attack, at: int) -> int:
    """ "Your AT damage is considered to be 4 for your Styled attacks" (constant or floating)."""
    pool = [(seat, e) for seat in (0, 1) for _, e in constants_of(state, seat, _AT_VALUES)]
    pool += [(f.seat, f.effect) for f in state.floating]
    for seat, e in pool:
        if not isinstance(e, fx.AtValue):
            continue
        if e.whose is fx.Who.YOU and seat != attack.seat:
            continue
        if not e.kind or all(_kind_holds(state, attack, word) for word in e.kind.split()):
            at = e.value
    return at


def _kind_holds(state: DbzState, attack: Attack, word: str) -> bool:
    styled = attack_styled(state, attack)
    return {"styled": styled, "non-styled": not styled}.get(word, attack.kind == word)


def crit_threshold(state: DbzState, seat: int) -> int:
    """Life Cards an attack must deal for critical damage (DBZ RB: Critical Damage: five)."""
    needed, delta = 5, 0
    pool = [(owner, e) for owner in (0, 1) for _, e in constants_of(state, owner, _THRESHOLDS)]
    pool += [(f.seat, f.effect) for f in state.floating]
    for owner, e in pool:
        if isinstance(e, fx.CritThreshold) and (e.who is fx.Who.YOU) == (owner == seat):
            needed = e.life or needed
            delta += e.delta
    return needed + delta


def damage_unit_stages(damage: fx.Damage) -> bool:
    """Whether the attack's damage is in stages."""
    if isinstance(damage, fx.Combined):
        return bool(damage.stages or damage.stages_at or damage.stages_x)
    if isinstance(damage, fx.AtPlus | fx.VariableDamage):
        return damage.unit is fx.Unit.STAGES
    return isinstance(damage, fx.Stages | fx.StagesAndLifeCards)


def _modifier_gates(state: DbzState, attack: Attack) -> list[tuple[int, fx.ModifiedOnlyBy]]:
    """The "Damage from … attacks can only be modified by …" limits on this attack, each with
    the card whose constant it is (Ox King - Naming Genius, Vegeta - Experienced)."""
    gates: list[tuple[int, fx.ModifiedOnlyBy]] = []
    for seat in (0, 1):
        for card, e in constants_of(state, seat, _ONLY_BY):
            if not isinstance(e, fx.ModifiedOnlyBy) or (e.yours and seat != attack.seat):
                continue
            if attack_is(state, attack, e.kind):
                gates.append((card, e))
    return gates


def _source_allowed(state: DbzState, gates: list[tuple[int, fx.ModifiedOnlyBy]], card: int) -> bool:
    """Whether a modifier of ``card``'s effect may modify the attack under every limit."""
    for holder, gate in gates:
        if gate.by == "this card" and card != holder:
            return False
        if gate.by == "combat cards" and (card < 0 or state.defs[card].type not in _COMBAT):
            return False
    return True


def _modifiers(
    state: DbzState,
    attack: Attack,
    damage: fx.Damage | None = None,
    gates: list[tuple[int, fx.ModifiedOnlyBy]] | None = None,
) -> list[tuple[int, fx.AttackModifier]]:
    """The modifiers that apply to the attack, each with the seat whose effect it is."""
    found: list[tuple[int, fx.AttackModifier]] = []
    pool: list[tuple[int, fx.Effect, int]] = []  # (seat, record, the card whose effect it is)
    sources: dict[int, int] = {}  # id of a record → the card it is on ("this personality")
    for seat in (0, 1):
        for card, e in constants_of(state, seat, _MODIFIERS):
            pool.append((seat, e, card))
            sources[id(e)] = card
    for f in state.floating:
        duration = getattr(f.effect, "duration", "")
        if duration == "next attack" or (duration == "other attacks" and f.source == attack.card):
            continue  # bound to an attack at begin_attack; "other" attacks exclude the source
        if f.until.startswith("attack ") and f.until != f"attack {attack.card}":
            continue
        pool.append((f.seat, f.effect, f.source))
        sources[id(f.effect)] = state.chosen if getattr(f.effect, "by", "") == "that ally" else -1
    for seat, effect, origin in pool:
        if gates and not _source_allowed(state, gates, origin):
            continue  # "Damage from attacks can only be modified by the effects of …"
        if isinstance(effect, fx.ForX) and isinstance(effect.effect, fx.AttackModifier):
            value = x_value(state, seat, effect.x)  # Captain Ginyu - Frog: "+X life cards"
            effect = msgspec.structs.replace(effect.effect, **{effect.field: value})
        if not isinstance(effect, fx.AttackModifier):
            continue
        mine = (effect.whose is fx.Who.YOU) == (seat == attack.seat)
        if not mine and effect.whose not in (fx.Who.ANY, fx.Who.EACH):
            continue
        if effect.kind and not attack_is(state, attack, effect.kind):
            continue  # "Your non-Styled attacks deal …", "Your Styled physical attacks …"
        if effect.condition == fx.NO_AT_BASE:
            if damage is None or _at_based(damage):
                continue  # "Your physical attacks that do not have AT base damage deal +3 …"
        elif effect.condition and not attack_raised_anger(attack):
            continue
        if effect.by and not _performed_by(state, attack, effect.by, sources.get(id(effect), -1)):
            continue
        found.append((seat, effect))
    return found


def _at_based(damage: fx.Damage) -> bool:
    """Whether the damage is AT-based ("AT +2 stages", "2 times the AT")."""
    if isinstance(damage, fx.Combined):
        return bool(damage.stages_at or damage.life_at)
    return isinstance(damage, fx.AtPlus)


def _performed_by(state: DbzState, attack: Attack, by: str, source: int) -> bool:
    """Whether the attack's performer is the one a modifier names ("this personality")."""
    performer = performer_of(state, attack)
    if by in ("this personality", "that ally"):
        return performer == source
    if by == "mp":
        return performer == state.mp(attack.seat)
    if by == "allies":
        return performer != state.mp(attack.seat)
    return by in state.defs[performer].title.lower()  # "personalities with Android in the title"


def attack_raised_anger(attack: Attack) -> bool:
    """Whether the attack raised anger as an immediate effect (DBZ CRD: S2/S3 Vegeta rulings)."""
    return attack.raised


def _run_atk_damage(state: DbzState, frame: Frame) -> None:
    state.frames.pop()
    attack = state.attack
    assert attack is not None
    defender = 1 - attack.seat
    if attack.stopped:
        # An "If stopped" effect may already have put the card into a hidden zone (Saiyan
        # Straight Shot shuffles itself into the Life Deck): name it without its id then, so
        # no seat reads the id of a card it cannot see (DBZ RB: Game Zones).
        # An MP's Power attack whose MP changed levels meanwhile: its card is in the MP set,
        # shown by count only (view.py).
        hidden = state.zone_of(attack.card) in (Zone.LIFE, Zone.HAND, Zone.MP_SET, Zone.ASIDE)
        name = state.defs[attack.card].title if hidden else title(state, attack.card)
        log(
            state,
            ev.AttackStopped,
            f"the attack by {name} was stopped",
            "DBZ RB: How Attack and Defense Cards Work",
        )
        return
    stages, life = attack_damage(state, frame[1])
    if attack.life_as_stages:
        stages, life = stages + life, 0  # "deal its life card damage as power stages instead"
    if attack.prevented_all or attack.no_damage or prevented_in_advance(state, attack):
        stages = life = 0
    stages = max(0, stages - attack.prevent_stages)
    life = max(0, life - attack.prevent_life)
    log(
        state,
        ev.DamageTaken,
        f"the attack deals {stages} stage(s) and {life} Life Card(s)",
        CRD_SEQ,
        seat=defender,
    )
    # DBZ CRD: Damage — Stages and Life Cards of damage: the stages are taken first.
    state.frames.append(("life_damage", defender, life))
    state.frames.append(("stage_damage", defender, stages, True))


def _run_stage_damage(state: DbzState, frame: Frame) -> None:
    state.frames.pop()
    seat, amount, from_attack = frame[1], frame[2], frame[3]
    if amount <= 0:
        return
    allies = state.cards_in(seat, Zone.ALLIES)
    if (
        allies
        and from_attack
        and not restricted(state, seat, "allies act")
        and not restricted(state, seat, "redirect damage to allies")
        and not (state.attack is not None and state.attack.unredirectable)
    ):
        # DBZ RB: Allies During Combat — an Ally may lose the stages instead.
        targets = [state.mp(seat), *allies]
        choose_card(
            state,
            "stage_target",
            seat,
            f"Who loses the {amount} stage(s)?",
            targets,
            (amount, from_attack),
        )
        return
    lose_stages(state, state.mp(seat), amount, from_attack)


def _picked_stage_target(state: DbzState, card: int, payload: Any) -> None:
    amount, from_attack = payload
    lose_stages(state, card, amount, from_attack)


def _run_life_damage(state: DbzState, frame: Frame) -> None:
    state.frames.pop()
    # DBZ RB: When Taking Damage — one card at a time, Endurance and Dragon Balls.
    seat, remaining = frame[1], frame[2]
    state.acting = -2  # cards move as damage, not by an effect
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
        state.triggers.append(("ball_revealed", seat, card))  # "… revealed when taking damage"
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
    endurance = card_endurance(state, seat, card)
    attack = state.attack
    if not state.defs[card].is_styled and restricted(state, seat, "use non-styled endurance"):
        endurance = 0  # "The Endurance on non-styled cards cannot be used"
    if restricted(state, seat, "use endurance") or (
        attack is not None and (attack.unpreventable or attack.endurance_barred)
    ):
        # Endurance prevents Life Cards of damage (DBZ CRD: Damage — Damage calculation).
        endurance = 0
    if (
        attack is not None
        and restricted(state, seat, STYLED_ENDURANCE)
        and attack_styled(state, attack)
    ):
        endurance = 0  # "Your opponent cannot use Endurance on your Styled attacks this combat"
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


def granted_endurance(state: DbzState, seat: int, card: int) -> int:
    """ "Cards in your Life Deck without Endurance gain 'Endurance 1'" (constants, floating)."""
    pool = [(owner, e) for owner in (0, 1) for _, e in constants_of(state, owner, _GRANTS)]
    pool += [(f.seat, f.effect) for f in state.floating]
    best = 0
    for owner, e in pool:
        if not isinstance(e, fx.EnduranceGrant):
            continue
        if e.who is fx.Who.YOU and owner != seat:
            continue
        if e.what and not card_matches(state, card, e.what):
            continue
        best = max(best, e.amount)
    return best


def card_endurance(state: DbzState, seat: int, card: int) -> int:
    """The Endurance of a card taken as damage: its own or granted, then increased."""
    endurance = info(state, card).endurance or granted_endurance(state, seat, card)
    return endurance + endurance_increase(state, seat, card) if endurance else 0


def endurance_increase(state: DbzState, seat: int, card: int) -> int:
    """ "Your Styled cards with Endurance have their Endurance increased by X" (constants)."""
    total = 0
    for _, e in constants_of(state, seat, _INCREASES):
        inner = e.effect if isinstance(e, fx.ForX) else e
        if not isinstance(inner, fx.EnduranceIncrease):
            continue  # another "X" constant
        if inner.what and not card_matches(state, card, inner.what):
            continue
        total += x_value(state, seat, e.x) if isinstance(e, fx.ForX) else inner.amount
    return total


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
        attack.endurance_uses += banish_for_endurance
    rest = remaining - 1
    if banish_for_endurance:
        amount = card_endurance(state, seat, card)
        rest -= min(amount, rest)
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
    return attack is not None and (attack.banish_damage or life_damage_banished(state, attack.seat))


def _picked_endurance(state: DbzState, value: int, payload: Any) -> None:
    card, remaining = payload
    _take_life_card(state, state.zone[card] // len(Zone), card, remaining, bool(value))


def _run_atk_hit(state: DbzState, frame: Frame) -> None:
    state.frames.pop()
    attack = state.attack
    assert attack is not None
    if attack.stopped and attack_has_gained(state, attack, _HIT_IF_STOPPED):
        # "If stopped, use this attack's HIT effects" (Nail - Warrior): used, not successful.
        push_sentences(state, frame[1], Ctx(attack.seat, attack.card, True))
        return
    if attack.stopped or attack.stages_taken + attack.life_taken == 0:
        return
    # DBZ CRD: Timing — Attack sequence 5: HIT effects.
    log_combat(state, attack.seat, f"successful {attack.kind} attack")
    state.triggers.append(("success", attack.seat, attack.card, attack.kind))
    # "Your next successful attack this combat cannot have its damage prevented": spent now.
    state.floating = [
        f
        for f in state.floating
        if not (
            (
                isinstance(f.effect, fx.NextSuccessfulGains)
                or (
                    isinstance(f.effect, fx.AttacksHave) and f.effect.duration == fx.NEXT_SUCCESSFUL
                )
            )
            and f.seat == attack.seat
            and f.source != attack.card
        )
    ]
    state.triggers.append(("damaged", 1 - attack.seat, -1, attack.kind, attack.life_taken))
    state.frames.append(("after_sentence",))
    push_sentences(state, frame[1], Ctx(attack.seat, attack.card, True))


def _run_atk_crit(state: DbzState, frame: Frame) -> None:
    state.frames.pop()
    attack = state.attack
    assert attack is not None
    if attack.stopped:
        return
    if restricted(state, attack.seat, "use critical damage effects"):
        return
    if attack.life_taken >= crit_threshold(state, attack.seat) or attack.crit_forced:
        # DBZ RB: Critical Damage — five or more Life Cards from an unstopped attack; the
        # player "may use a Critical Damage effect" (a choice, unlike a card's "Use a …"), and
        # some attacks may use two ("you may use 2 critical damage effects instead of 1").
        for _ in range(attack.crits):
            state.frames.append(("crit", attack.seat, True))


def _run_crit(state: DbzState, frame: Frame) -> None:
    state.frames.pop()
    seat = frame[1]
    values = [0, 1, 2]
    labels = ["capture a Dragon Ball", "discard an opponent's Ally", "lower the opponent's anger 1"]
    if len(frame) > 2 and frame[2]:
        # DBZ RB: Critical Damage — "Whenever you deal Critical Damage, you may use a Critical
        # Damage effect" (DBZ CRD: Timing — Attack sequence 6: "you may choose"): none is a choice.
        values.append(-1)
        labels.append("use no critical damage effect")
    choose(state, "crit", seat, "Choose a critical damage effect", values, labels, seat)


def _run_crit_effect(state: DbzState, frame: Frame) -> None:
    state.frames.pop()
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
        guards = [c for c, e in constants(state, opponent) if isinstance(e, fx.OthersUncapturable)]
        balls = [b for b in balls if not any(g != b for g in guards)]  # "Your other …"
        balls = capturable(state, opponent, balls)
        if balls:
            choose_card(state, "capture", seat, "Capture which Dragon Ball?", balls)
    elif value == 1:
        # DBZ CRD: U6/U7 Captain Ginyu — "they cannot be discarded" stops only discarding.
        allies = [
            a
            for a in state.cards_in(opponent, Zone.ALLIES)
            if not ally_has(state, opponent, a, fx.AlliesNotDiscarded)
        ]
        if restricted(state, opponent, "have allies discarded by crits"):
            allies = []  # "Your Allies cannot be discarded by critical damage effects"
        if allies:
            choose_card(state, "crit_ally", seat, "Discard which Ally?", allies)
    elif not restricted(state, opponent, "have anger lowered by crits"):
        change_anger(state, opponent, -1, Ctx(seat, -1), "DBZ RB: Critical Damage")
    state.frames.append(("after_sentence",))


def _picked_capture(state: DbzState, card: int, payload: Any) -> None:
    capture(
        state, card, payload
    )  # after the owner's "would be captured" window (steps_dende_balls)


def _picked_capture_use(state: DbzState, value: int, card: Any) -> None:
    if value:
        push_sentences(state, info(state, card).immediate, Ctx(state.controller[card], card))


def _picked_crit_ally(state: DbzState, card: int, payload: Any) -> None:
    put_in_discard(state, card)
    log(state, ev.CardMoved, f"{title(state, card)} was discarded", "DBZ RB: Critical Damage")


_HIT_IF_STOPPED = fx.HitIfStopped()
_BANISH_AFTER_USE = fx.BanishAfterUse()


def attack_has_gained(state: DbzState, attack: Attack, text: fx.Effect) -> bool:
    """Whether the attack gained that text for itself ("make that attack gain …")."""
    until = f"attack {attack.card}"
    return any(f.until == until and f.effect == text for f in state.floating)


def _run_atk_finish(state: DbzState, frame: Frame) -> None:
    state.frames.pop()
    attack = state.attack
    assert attack is not None
    state.attack = None
    card = attack.card
    banish = attack_has_gained(state, attack, _BANISH_AFTER_USE)
    state.floating = [f for f in state.floating if f.until != f"attack {card}"]
    if attack.source_kind != "card" or state.zone_of(card) is not Zone.PLAYING:
        return
    if banish:
        # "… make that attack gain 'Banish after use.'" (Nail - Warrior): banished, not staying.
        state.second_use[card] = False
        move(state, card, state.owner[card], Zone.BANISHED)
        log(state, ev.CardMoved, f"{title(state, card)} was banished after use", CRD_SEQ)
        return
    if attack.stays and state.in_combat:
        state.second_use[card] = True  # "stays in play to be used a second time this combat"
        log(
            state,
            ev.RuleApplied,
            f"{title(state, card)} stays in play for a second use",
            CRD_SEQ,
        )
        return
    state.second_use[card] = False
    finish_card(state, card)


def _run_atk_resume(state: DbzState, frame: Frame) -> None:
    state.frames.pop()
    state.attack = frame[1].copy()  # each clone resumes its own copy


def _picked_crit_choice(state: DbzState, value: int, seat: Any) -> None:
    if value >= 0:
        state.frames.append(("crit_effect", seat, value))


# The frame runners of this module (each pops its own frame), merged by flow.py.
RUN: dict[str, Callable[[DbzState, Frame], None]] = {
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
    "atk_resume": _run_atk_resume,
}


# The decision answer handlers of this module, merged by flow.py.
ANSWER: dict[str, Callable[[DbzState, Frame, Action], None]] = {
    "atk_defend": _ans_atk_defend,
}


# The handlers of a picked value of this module, merged by flow.py.
PICKED: dict[str, Callable[[DbzState, int, Any], None]] = {
    "stage_target": _picked_stage_target,
    "endurance": _picked_endurance,
    "crit": _picked_crit_choice,
    "capture": _picked_capture,
    "capture_use": _picked_capture_use,
    "crit_ally": _picked_crit_ally,
}


# The interpreter steps by effect record of this module, merged by flow.py.
EXEC: dict[type, Callable[[DbzState, Any, Ctx], None]] = {
    fx.CopyAttack: _ex_copy,
}
