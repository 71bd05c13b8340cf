"""How an attack begins: its cost, what binds to it, and its steps pushed on the stack.

DBZ CRD: Timing — Attack sequence; DBZ RB: How Attack Cards Work.
"""

from __future__ import annotations

import re

from reishi.games.dbz import effects as fx
from reishi.games.dbz import events as ev
from reishi.games.dbz.basics import (
    STYLED_FROM_HAND,
    Ctx,
    constants_of,
    info,
    log,
    log_combat,
    performer_of,
    push_sentences,
    seat_name,
)
from reishi.games.dbz.cards import CardType, Style
from reishi.games.dbz.conditions import title_has, x_value
from reishi.games.dbz.state import Attack, DbzState, Floating
from reishi.games.dbz.steps_early_gain import floating_gains

_GAIN_TITLED = re.compile(r"\bwith '(\w+)' in the title\b")
_COMBAT_ATTACKS = re.compile(r"\b(physical combat|energy combat) attacks\b")
_COMBAT_TYPES = {
    "physical combat": CardType.PHYSICAL_COMBAT,
    "energy combat": CardType.ENERGY_COMBAT,
}

# One combat-log mark per attack performed ("performed styled physical #2"): the log is a set,
# so each performance gets its own number (conditions_ven counts them).
PERFORMED = "performed "
# The kinds of constant effect each reading of the constants looks for (basics.constants_of).
_GAINS = (fx.AttacksGain,)
_PROPERTIES = (fx.AttacksProperty,)
_CONSIDERED_STYLED = (fx.ConsideredStyled,)
_BINDING = (fx.AttacksHave, fx.ConsideredHigher)
_EITHERS = (fx.AttacksHave,)
_COSTS = (fx.CostModifier,)


def note_performed(state: DbzState, seat: int, kind: str) -> None:
    """Count one more ``kind`` ("styled physical") attack ``seat`` performed this combat."""
    prefix = f"{PERFORMED}{kind} #"
    done = sum(1 for s, what in state.combat_log if s == seat and what.startswith(prefix))
    log_combat(state, seat, f"{prefix}{done + 1}")


def gained(
    state: DbzState, seat: int, card: int
) -> tuple[tuple[fx.Effect, ...], tuple[fx.Effect, ...]]:
    """Immediate and HIT effects the seat's attacks gain ("Your attacks gain …")."""
    now: list[fx.Effect] = []
    hit: list[fx.Effect] = []
    defn = state.defs[card]
    found = constants_of(state, seat, _GAINS)
    if state.floating:
        found = [*found, *floating_gains(state, seat, card)]  # "… this combat gain …"
    for _, effect in found:
        if not isinstance(effect, fx.AttacksGain):
            continue
        words = effect.which.split()
        if "style" in words:
            style = words[words.index("style") - 1].capitalize()
            if defn.style.value != style:
                continue
        combat = _COMBAT_ATTACKS.search(effect.which)
        if combat and defn.type is not _COMBAT_TYPES[combat.group(1)]:
            # "Your Energy Combat attacks gain …": attacks from cards of that type only (DBZ
            # RB: Card Types), not a personality's Power nor a copy.
            continue
        kinds = [w for w in words if w in ("styled", "non-styled", "physical", "energy", "named")]
        titled = _GAIN_TITLED.search(effect.which)
        if titled and not title_has(state, card, titled.group(1), seat):
            continue  # "Your attacks with "Sword" in the title … gain …": those attacks only
        if (
            kinds
            and state.attack is not None
            and not attack_is(state, state.attack, " ".join(kinds))
        ):
            continue  # "Your Styled physical attacks gain …": only those attacks
        if "played" in words:
            if not _first_played(state, card):
                continue  # "The first attack you play each combat …": from a card only
        elif "first" in words and not _first_of_combat(state, card, " ".join(kinds)):
            continue  # "The first Styled energy attack you perform each combat gains …"
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
    styled_as: str = "",
) -> None:
    """Push the seven steps of DBZ CRD: Timing — Attack sequence."""
    kind = "physical" if isinstance(rec, fx.PhysicalAttack) else "energy"
    # -1: the MP, whichever level it is on when the value is needed (levels change mid-attack).
    who = -1 if performer == state.mp(seat) else performer
    attack = Attack(seat, card, who, kind, source_kind)
    attack.styled_as = styled_as
    attack.anger_at_perform = state.anger[seat]  # "X = your current anger level when you …"
    defn = state.defs[card]
    state.attacks_this_turn[seat] += 1
    for _, effect in constants_of(state, seat, _PROPERTIES):
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
    if state.attack is not None:
        # An attack played while another resolves (a HIT that plays an attack card): the
        # first one's remaining steps of DBZ CRD: Timing — Attack sequence resume after it.
        # The frame keeps a copy it never hands out, so clones cannot share it.
        state.frames.append(("atk_resume", state.attack.copy()))
    state.attack = attack
    cost = attack_cost(state, seat, card, rec)  # before "the next attack costs …" is spent
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
            # DBZ CRD: Timing — Special timings: "when you perform an attack" is answered as
            # the attack is performed, also when it has no immediate sentence to follow.
            ("after_sentence",),
        ]
    )
    push_sentences(state, (*immediate, *more_now), ctx)
    state.frames.append(("atk_cost", cost))


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
    # The copied card is named by its title alone: by the time a copy "for your next action"
    # is performed, the card may be in a hidden zone (a HIT shuffled it into its Life Deck),
    # and its number would tell both players which hidden card it is (DBZ RB: Game Zones).
    copied = state.defs[card].title
    if rec is None or state.stage[state.mp(seat)] < attack_cost(state, seat, card, rec):
        text = f"the copy of {copied} cannot be performed"
        log(state, ev.RuleApplied, text, "DBZ CRD: Individual Card Rulings — U66 Blue Avoidance")
        return False
    log(
        state,
        ev.RuleApplied,
        f"{seat_name(seat)} performed a copy of {copied}",
        "DBZ CRD: Individual Card Rulings — U66 Blue Avoidance",
        seat=seat,
    )
    begin_attack(state, seat, card, state.mp(seat), rec, now, hit, "copy")
    if bonus_stages:
        extra = fx.AttackModifier(fx.Who.YOU, bonus_stages, 0, "this attack")
        state.floating.append(Floating(seat, card, extra, f"attack {card}", state.turn))
    return True


def is_styled(state: DbzState, seat: int, card: int) -> bool:
    """Whether ``seat``'s attack from ``card`` is Styled, or considered Styled."""
    if state.defs[card].style is not Style.FREESTYLE:
        return True
    if fx.ConsideredStyled("this card") in info(state, card).program:
        return True
    if constants_of(state, seat, _CONSIDERED_STYLED):
        return True
    return any(isinstance(f.effect, fx.ConsideredStyled) and f.seat == seat for f in state.floating)


def attack_styled(state: DbzState, attack: Attack) -> bool:
    """Whether the attack is Styled: as the effect performing it says, else as its card is."""
    if attack.styled_as:
        return attack.styled_as == "styled"
    return is_styled(state, attack.seat, attack.card)


def attack_is(state: DbzState, attack: Attack, words: str) -> bool:
    """Whether the attack fits words such as "styled physical", "non-styled" or "named"."""
    styled = attack_styled(state, attack)
    for word in words.split():
        if word.startswith(fx.PERFORMER_TITLED):
            # "… attacks performed by personalities with Android in the title" (Android 20 -
            # Mastermind): the personality performing it, an MP or an Ally.
            performer = state.defs[performer_of(state, attack)].title.lower()
            if word[len(fx.PERFORMER_TITLED) :] not in performer:
                return False
            continue
        if word.startswith(fx.TITLED):
            # "Your attacks with "Sword" in the title …": the title as its player's effects
            # read it (a card considered to have the word in its title counts).
            if not title_has(state, attack.card, word[len(fx.TITLED) :], attack.seat):
                return False
            continue
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
        if (
            isinstance(e, fx.NextSuccessfulGains)
            and f.seat == attack.seat
            and f.source != attack.card
        ):
            # A HIT only resolves if the attack succeeds: each attack carries it until one does
            # (attacks._run_atk_hit spends it then).
            hit.extend(i for inner in e.effects if isinstance(inner, fx.Hit) for i in inner.effects)
        kept.append(f)
    state.floating = kept
    return tuple(now), tuple(hit)


def prevented_in_advance(state: DbzState, attack: Attack) -> bool:
    """Whether a "Prevent all damage from the next … attack" bound to this attack prevents its
    damage (not when the attack's damage cannot be prevented)."""
    if attack.unpreventable or not state.floating:
        return False
    bound = f"attack {attack.card}"
    return any(
        isinstance(f.effect, fx.PreventNextAttack) and f.until == bound for f in state.floating
    )


def _attacks_have(state: DbzState, attack: Attack, effect: fx.AttacksHave) -> None:
    if effect.property == "cannot be stopped":
        attack.unstoppable = True
    elif effect.property == "deals critical damage":
        attack.crit_forced = True  # "… is considered to deal critical damage"
    elif effect.property.startswith("stop barred by "):
        attack.stop_barred = (*attack.stop_barred, effect.property)
    elif effect.property == "cannot be modified":
        attack.modifiers_blocked = True  # DBZ CRD: Damage — Modifiers (Orange Ki Blast)
    else:
        attack.unpreventable = True


def _bind_attack_effects(state: DbzState, attack: Attack) -> None:
    """Floating and constant effects that bind to the attack as it begins."""
    seat, card = attack.seat, attack.card
    kept: list[Floating] = []
    for _, constant in constants_of(state, seat, _BINDING):
        if isinstance(constant, fx.AttacksHave) and attack_is(state, attack, constant.kind):
            _attacks_have(state, attack, constant)
        attack.mp_higher = attack.mp_higher or isinstance(constant, fx.ConsideredHigher)
    for _, constant in constants_of(state, 1 - seat, _EITHERS):
        # "Damage from attacks performed by personalities with Android in the title cannot
        # be prevented" (Android 20 - Mastermind): the opponent's constant binds this attack.
        if (
            isinstance(constant, fx.AttacksHave)
            and constant.either
            and attack_is(state, attack, constant.kind)
        ):
            _attacks_have(state, attack, constant)
    for f in state.floating:
        effect = f.effect
        if isinstance(effect, fx.ConsideredHigher) and f.seat == seat:
            attack.mp_higher = True
        if (
            isinstance(effect, fx.CostModifier)
            and effect.duration == "next attack"
            and (f.seat == seat) == (effect.whose is fx.Who.YOU)
            and _cost_kind(state, seat, card, attack.kind, effect.kind)
        ):
            continue  # "The next attack … costs +1 stage": paid by this attack, then spent
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
            and effect.kind == fx.IF_BY_ALLY
            and f.seat == seat
            and f.source != card
        ):
            # "If your next attack this combat is performed by an Ally, it cannot be stopped":
            # spent on the next attack, whoever performs it; it holds only for an Ally's.
            performer = attack.performer
            if performer >= 0 and state.defs[performer].type is CardType.ALLY:
                _attacks_have(state, attack, effect)
            continue
        if (
            isinstance(effect, fx.PreventNextAttack)
            and f.seat != seat
            and f.until == "combat"
            and attack_is(state, attack, effect.kind)
        ):
            # "Prevent all damage from the next non-Styled attack your opponent performs this
            # combat": spent on this attack, its prevention read at damage (attacks).
            kept.append(Floating(f.seat, f.source, effect, f"attack {card}", f.turn))
            if not attack.unpreventable:
                state.triggers.append(("prevent", f.seat, -1))
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
            # "Your next successful attack …" stays until an attack succeeds (attacks: HIT).
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
        if isinstance(effect, fx.PreventNextAction) and f.seat != seat and effect.armed:
            # Orange Electricity: an attack of the opponent's next action deals no damage.
            attack.prevented_all = attack.prevented_all or not attack.unpreventable
        if (
            isinstance(effect, fx.StopNextAttack)
            and f.seat != seat
            and effect.kind in ("", attack.kind)
        ):
            attack.stop_all = True  # "Stops the next physical attack performed against you"
            continue
        kept.append(f)
    state.floating = kept
    for owner in (0, 1):
        for _, effect in constants_of(state, owner, _PROPERTIES):
            if isinstance(effect, fx.AttacksProperty) and attacks_property_applies(
                state, attack, owner, effect.which
            ):
                if effect.property == "cannot be stopped":
                    attack.unstoppable = True
                elif effect.property == "cannot be modified":
                    attack.modifiers_blocked = True
                elif effect.property == "cannot be modified by your effects":
                    # Hercule - Champion/Posing: only the attacker's own modifiers are barred.
                    attack.own_modifiers_blocked = True
                elif effect.property == "cannot be prevented":
                    attack.unpreventable = True
    styled = "styled" if is_styled(state, seat, card) else "non-styled"
    log_combat(state, seat, f"attack {card} {attack.kind} {styled}")
    note_performed(state, seat, f"{styled} {attack.kind}")
    first_physical = attack.kind == "physical" and (seat, "physical attack") not in (
        state.combat_log
    )
    first_any = (seat, "attack") not in state.combat_log
    for owner in (0, 1):
        for _, effect in constants_of(state, owner, _PROPERTIES):
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
    if attack.source_kind == "card":
        log_combat(state, seat, "attack from hand")
        if attack_styled(state, attack):
            log_combat(state, seat, STYLED_FROM_HAND)
    if attack.kind == "physical":
        if (seat, "physical attack") in state.combat_log:
            log_combat(state, seat, "another physical attack")
        log_combat(state, seat, "physical attack")
    state.triggers.append(("attack", seat, card))


_WHICH = re.compile(
    r"^(your|your opponent's) (first )?((?:(?:styled|non-styled|physical|energy|named) )*)"
    r"attacks?(?: each (combat|turn))?$"
)


def known_attacks_which(which: str) -> bool:
    """Whether "your opponent's first physical attack each combat" can be told apart."""
    return _WHICH.match(which) is not None


def attacks_property_applies(state: DbzState, attack: Attack, owner: int, which: str) -> bool:
    """Whether a constant about "your (first) Styled attacks" holds for this attack."""
    m = _WHICH.match(which)
    if m is None:
        return False
    if (m.group(1) == "your") != (attack.seat == owner):
        return False
    words = m.group(3).strip()
    if words and not attack_is(state, attack, words):
        return False
    if not m.group(2):
        return True
    # The first such attack this combat (one combat per turn: DBZ RB: Gameplay).
    earlier = [w for s, w in state.combat_log if s == attack.seat and w.startswith("attack ")]
    return not any(all(k in w.split()[2:] for k in words.split()) for w in earlier)


_PLAYED_TYPES = frozenset({CardType.PHYSICAL_COMBAT, CardType.ENERGY_COMBAT, CardType.EVENT})


def _first_played(state: DbzState, card: int) -> bool:
    """Whether the attack beginning now is the first its player plays (from a card, not a
    Power) this combat; a second use of a card never is (Tenshinhan - Smug)."""
    attack = state.attack
    if attack is None or attack.source_kind != "card" or state.second_use[card]:
        return False
    for seat, what in state.combat_log:
        words = what.split()
        if seat == attack.seat and len(words) > 2 and words[0] == "attack" and words[1].isdigit():
            earlier = int(words[1])
            if earlier != card and state.defs[earlier].type in _PLAYED_TYPES:
                return False
    return True


def _first_of_combat(state: DbzState, card: int, words: str) -> bool:
    """Whether the attack beginning now from ``card`` is its player's first of ``words`` this
    combat (it is already logged: ``_bind_attack_effects``; a second use never is)."""
    attack = state.attack
    if attack is None or state.second_use[card]:
        return False
    own = f"attack {card} {attack.kind} "
    earlier = [
        w
        for s, w in state.combat_log
        if s == attack.seat and w.startswith("attack ") and not w.startswith(own)
    ]
    return not any(all(k in w.split()[2:] for k in words.split()) for w in earlier)


def _first_styled(state: DbzState, seat: int, card: int) -> bool:
    # Krillin - Enraged: "Your first Styled attack each turn cannot be stopped."
    return state.attacks_this_turn[seat] <= 1 or state.used_turn[card] == -state.turn


CostModifiers = list[tuple[int, fx.CostModifier]]


def cost_modifiers(state: DbzState) -> CostModifiers:
    """Every cost modifier in force now, constant or floating, with the seat it belongs to."""
    pool = [(owner, e) for owner in (0, 1) for _, e in constants_of(state, owner, _COSTS)]
    pool += [(f.seat, f.effect) for f in state.floating]
    return [(owner, e) for owner, e in pool if isinstance(e, fx.CostModifier)]


def attack_cost(
    state: DbzState,
    seat: int,
    card: int,
    rec: fx.PhysicalAttack | fx.EnergyAttack,
    modifiers: CostModifiers | None = None,
) -> int:
    """Stages the attack costs, with "attacks cost +1 stage" (DBZ RB: How Attack Cards Work).

    ``modifiers`` is ``cost_modifiers(state)`` for a caller that prices many attacks at once.
    """
    kind = "physical" if isinstance(rec, fx.PhysicalAttack) else "energy"
    cost = rec.cost_stages
    minimum = 0
    for own in info(state, card).own_costs:
        cost += own.amount * x_value(state, seat, own.x)  # Namekian Salvo; never below 0
    for owner, e in cost_modifiers(state) if modifiers is None else modifiers:
        if e.whose is not fx.Who.ANY and (e.whose is fx.Who.YOU) != (owner == seat):
            continue
        if not _cost_kind(state, seat, card, kind, e.kind):
            continue
        if e.duration == "first each combat" and (seat, "attack") in state.combat_log:
            continue  # "Your opponent's first attack each combat costs +1 stage"
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
