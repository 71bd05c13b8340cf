"""Soul Deck legal actions: what each seat may do at each kind of decision, and why not.

Legal-action generation runs at every decision; every refusal of ``apply`` gets a
specific reason from ``why_illegal`` that cites the rule or the decision it breaks.
"""

from __future__ import annotations

from itertools import combinations

from reishi.engine import caches
from reishi.engine.actions import Action, PassPriority
from reishi.games.soul_deck.actions import (
    BottomCard,
    DeclareAttacker,
    DeclareBlocker,
    Discard,
    EndAttacks,
    EndBlocks,
    EndPhase,
    KeepHand,
    Mulligan,
    PayEnergy,
    PlayCard,
    PlayEnergy,
    UseAbility,
)
from reishi.games.soul_deck.carddef import COLOURS, CardType, TargetKind
from reishi.games.soul_deck.decisions import (
    BLUT_COST,
    BLUT_PER_CHARACTER_PER_TURN,
    ENERGY_USES_SLOT,
    MAX_BLOCKERS_PER_ATTACKER,
    MAX_RESPONSES,
    TIER3_MAX_TRIBUTES,
    TIER3_TRIBUTE_WORTH,
    TRANSFORM_PAYS_TIER_TRIBUTES,
    TRANSFORM_REPLACES,
)
from reishi.games.soul_deck.frames import Legal
from reishi.games.soul_deck.info import CardInfo
from reishi.games.soul_deck.ops import (
    SLOTS,
    affordable,
    can_attack,
    payment_choices,
    ready_energy,
)
from reishi.games.soul_deck.state import Decision, SoulDeckState, Zone

# The zones, types and targets the legal actions read, as module names: an enum member
# read from its class costs about 0.2 us in Python 3.11, and these are read at every
# decision and window.
_HAND, _CHARACTERS, _SUPPORT, _STACK = Zone.HAND, Zone.CHARACTERS, Zone.SUPPORT, Zone.STACK
_CHARACTER, _EQUIPMENT, _TECHNIQUE = CardType.CHARACTER, CardType.EQUIPMENT, CardType.TECHNIQUE
_OWN, _ENEMY, _ANY, _NO_TARGET = TargetKind.OWN, TargetKind.ENEMY, TargetKind.ANY, TargetKind.NONE


def compute_legal(state: SoulDeckState) -> list[Action]:
    """Every legal answer to the pending decision, in a stable order."""
    d: Decision = state.decision
    return LEGAL[d.kind](state, d)


def l_mulligan(state: SoulDeckState, d: Decision) -> list[Action]:
    """Keep or mulligan."""
    return [KeepHand(), Mulligan()]


def l_bottom(state: SoulDeckState, d: Decision) -> list[Action]:
    """Any card of the hand."""
    return [BottomCard(card=c) for c in _distinct(state, state.cards_in(d.seat, _HAND))]


def l_discard(state: SoulDeckState, d: Decision) -> list[Action]:
    """Any card of the hand."""
    return [Discard(card=c) for c in _distinct(state, state.cards_in(d.seat, _HAND))]


def _distinct(state: SoulDeckState, cards: list[int]) -> list[int]:
    """One card per title: copies are interchangeable."""
    seen: set[str] = set()
    out = []
    for c in cards:
        t = state.defs[c].title
        if t not in seen:
            seen.add(t)
            out.append(c)
    return out


def l_main(state: SoulDeckState, d: Decision) -> list[Action]:
    """Move on, play energy (once a turn), any card, or an ability."""
    seat = d.seat
    out: list[Action] = [EndPhase()]
    counts = ready_energy(state, seat)
    ready = sum(counts)
    info, defs = state.info, state.defs
    energy_played = state.energy_played
    seen: set[str] = set()
    for card in state.cards_in(seat, _HAND):
        facts = info[card]
        # Passed over before the title is looked at: energy once one was played this turn,
        # and a card costing more than all the ready energy (SD: Paying Card Costs). Both
        # are facts of the title, so the first copy of each title left is _distinct's.
        if energy_played if facts.is_energy else facts.total > ready:
            continue
        title = defs[card].title
        if title in seen:
            continue
        seen.add(title)
        if facts.is_energy:
            out.append(PlayEnergy(card=card))
        else:
            out.extend(play_options(state, seat, card, counts))
    out.extend(ability_options(state, seat, counts))
    return out


def instant_actions(state: SoulDeckState, seat: int) -> list[Action]:
    """Flash Step cards and abilities ``seat`` may use in a response window."""
    if MAX_RESPONSES is not None and len(state.stack) > MAX_RESPONSES:
        return []
    # A Flash Step card in hand or a Blut character in play: without one (most windows)
    # there is nothing to respond with, and the energy need not be counted. That holds
    # until a card moves (state.quiet), so the next windows need not look again.
    known_quiet = state.quiet[seat] == state.moves[seat]
    if known_quiet and not caches.CHECK:
        return []
    info = state.info
    hand = state.cards_in(seat, _HAND)
    flash = False
    for card in hand:
        if info[card].flash:
            flash = True
            break
    blut = False
    for card in state.cards_in(seat, _CHARACTERS):
        facts = info[card]
        if facts.vene or facts.arterie:
            blut = True
            break
    if not (flash or blut):
        state.quiet[seat] = state.moves[seat]
        return []
    if known_quiet:
        raise caches.stale("soul deck quiet seat", "nothing to respond with", "a responder")
    counts = ready_energy(state, seat)
    ready = sum(counts)
    if not ready:
        return []
    out: list[Action] = []
    if flash:
        defs = state.defs
        seen: set[str] = set()
        # One card per title (_distinct), Flash Step titles only: most hands hold none; a
        # card costing more than all the ready energy has no option (SD: Paying Card Costs).
        for card in hand:
            if info[card].flash and info[card].total <= ready:
                title = defs[card].title
                if title not in seen:
                    seen.add(title)
                    out.extend(play_options(state, seat, card, counts))
    if blut:
        out.extend(ability_options(state, seat, counts))
    return out


def l_priority(state: SoulDeckState, d: Decision) -> list[Action]:
    """Pass, or respond."""
    out: list[Action] = [PassPriority()]
    out.extend(instant_actions(state, d.seat))
    return out


def ability_options(state: SoulDeckState, seat: int, counts: list[int]) -> list[Action]:
    """SD: Blut Vene/Arterie — each once a turn, and (SD: Decision — Blut) at most
    ``BLUT_PER_CHARACTER_PER_TURN`` of them per character and turn."""
    if not affordable(counts, BLUT_COST[0], BLUT_COST[1]):
        return []
    out: list[Action] = []
    for card in state.cards_in(seat, _CHARACTERS):
        info = state.info[card]
        if not (info.vene or info.arterie):
            continue
        used = blut_used(state, card)
        if len(used) >= BLUT_PER_CHARACTER_PER_TURN:
            continue
        if info.vene and "Blut Vene" not in used:
            out.append(UseAbility(card=card, ability="Blut Vene"))
        if info.arterie and "Blut Arterie" not in used:
            out.append(UseAbility(card=card, ability="Blut Arterie"))
    return out


def blut_used(state: SoulDeckState, card: int) -> list[str]:
    """The Blut abilities ``card`` activated this turn."""
    inc = state.incarnation[card]
    return [
        str(f.data[0])
        for f in state.floating
        if f.kind == "blut-used" and f.target == card and f.incarnation == inc
    ]


def tribute_worth(state: SoulDeckState, card: int) -> int:
    """SD: Decision — Tier 3 tributes: a tier-1 character is worth 1, a bigger one 2."""
    return 1 if state.info[card].tier == 1 else 2


def tribute_sets(state: SoulDeckState, seat: int, tier: int) -> list[tuple[int, ...]]:
    """SD: SUMMONING CHARACTERS — the tributes a tier needs."""
    chars = state.cards_in(seat, _CHARACTERS)
    if tier == 1:
        return [()]
    if tier == 2:
        return [(c,) for c in chars]
    if not state.house.tier3_worth:
        # SD: Tier 3 (Cost 7+) — "tributing one or two Characters you control".
        return [combo for n in range(1, TIER3_MAX_TRIBUTES + 1) for combo in combinations(chars, n)]
    # Variant "tier3-worth" (SD: Decision — Tier 3 tributes): never more than needed.
    out: list[tuple[int, ...]] = [
        (c,) for c in chars if tribute_worth(state, c) >= TIER3_TRIBUTE_WORTH
    ]
    small = [c for c in chars if tribute_worth(state, c) < TIER3_TRIBUTE_WORTH]
    out.extend(
        pair
        for pair in combinations(small, 2)
        if sum(tribute_worth(state, c) for c in pair) >= TIER3_TRIBUTE_WORTH
    )
    return out


def _pending(state: SoulDeckState, seat: int, kind: CardType) -> int:
    """Own cards of ``kind`` waiting on the stack that will need a slot."""
    waiting = state.cards_in(seat, _STACK)
    if not waiting:
        return 0  # asked for every card that could be played; the stack is mostly empty
    info = state.info
    return sum(1 for c in waiting if info[c].type is kind and not info[c].transform)


def targets_for(state: SoulDeckState, seat: int, kind: TargetKind) -> list[int]:
    """Characters a target of ``kind`` may be."""
    own = state.cards_in(seat, _CHARACTERS)
    theirs = state.cards_in(1 - seat, _CHARACTERS)
    if kind is _OWN:
        return list(own)
    if kind is _ENEMY:
        return list(theirs)
    if kind is _ANY:
        return [*own, *theirs]
    return []


def play_options(state: SoulDeckState, seat: int, card: int, counts: list[int]) -> list[PlayCard]:
    """Every way to play ``card`` now: tributes and target included (empty if none)."""
    info: CardInfo = state.info[card]
    if not affordable(counts, info.generic, info.coloured):
        return []
    kind = info.type
    if kind is _CHARACTER:
        if info.transform:
            return transform_options(state, seat, card)
        used = len(state.cards_in(seat, _CHARACTERS)) + _pending(state, seat, kind)
        targets: list[int] = [-1]
        if info.target is not _NO_TARGET:
            targets = targets_for(state, seat, info.target) or [-1]
        out = []
        for tributes in tribute_sets(state, seat, info.tier):
            if used - len(tributes) >= SLOTS:
                continue  # SD: THE BATTLEFIELD — five slots in the Character Zone
            for t in targets:
                if t in tributes:
                    continue
                out.append(PlayCard(card=card, tributes=tributes, target=t))
        return out
    if kind is _EQUIPMENT:
        support = state.cards_in(seat, _SUPPORT)
        # SD: Decision — Energy and slots: energy fills a slot only if ENERGY_USES_SLOT.
        used = sum(1 for c in support if ENERGY_USES_SLOT or not state.info[c].is_energy)
        if used + _pending(state, seat, kind) >= SLOTS:
            return []
        return [PlayCard(card=card, target=t) for t in state.cards_in(seat, _CHARACTERS)]
    if kind is _TECHNIQUE and info.target is not _NO_TARGET:
        return [PlayCard(card=card, target=t) for t in targets_for(state, seat, info.target)]
    return [PlayCard(card=card)]


def transform_bases(state: SoulDeckState, seat: int, card: int) -> list[int]:
    """Characters ``card`` may replace: its named character, in the right form.

    Shikai and Resurrección replace the base form; Bankai replaces the Shikai.
    """
    info: CardInfo = state.info[card]
    name = info.defn.transforms
    wanted = TRANSFORM_REPLACES[info.transform]  # SD: Decision — Transformations
    return [
        c
        for c in state.cards_in(seat, _CHARACTERS)
        if state.defs[c].name == name and state.info[c].transform == wanted
    ]


def l_pay(state: SoulDeckState, d: Decision) -> list[Action]:
    """SD: The Number (Generic Cost) — each way of paying it (the automatic one first)."""
    info = state.info[state.frames[-1][2].card]
    counts = ready_energy(state, d.seat)
    return [PayEnergy(split=s) for s in payment_choices(counts, info.generic, info.coloured)]


def requirement_unmet(state: SoulDeckState, seat: int, card: int, base: int) -> str:
    """What of ``card``'s own requirement (card data ``requires``) replacing ``base`` is
    unmet, or '' (SD: Shikai/Bankai/Resurrección "specific conditions or tributes")."""
    need = state.info[card].defn.requires
    if need is None:
        return ""
    if need.life_at_most is not None and state.life[seat] > need.life_at_most:
        return f"it needs your Life Points at {need.life_at_most} or less"
    if need.damaged and not state.damage[base]:
        return "the character it replaces must have taken damage this turn"
    if len(state.cards_in(seat, Zone.BURIAL)) < need.burial_at_least:
        return f"it needs {need.burial_at_least} or more cards in your Soul Burial"
    if len(state.cards_in(seat, _CHARACTERS)) - 1 < need.tributes:
        return f"it needs {need.tributes} other character(s) of yours to tribute"
    return ""


def transform_tributes(info: CardInfo) -> int:
    """How many other characters a transformation tributes: its card's own number, plus a
    tier's tribute if SD: Decision — Transformations made it pay them."""
    need = info.defn.requires
    own = need.tributes if need is not None else 0
    return own + (1 if TRANSFORM_PAYS_TIER_TRIBUTES and info.tier > 1 else 0)


def transform_options(state: SoulDeckState, seat: int, card: int) -> list[PlayCard]:
    """Every way to play a transformation: its base, and the tributes its card asks for."""
    count = transform_tributes(state.info[card])
    out: list[PlayCard] = []
    for base in transform_bases(state, seat, card):
        if requirement_unmet(state, seat, card, base):
            continue
        others = [c for c in state.cards_in(seat, _CHARACTERS) if c != base]
        out.extend(
            PlayCard(card=card, tributes=combo, target=base)
            for combo in combinations(others, count)
        )
    return out


def l_attack(state: SoulDeckState, d: Decision) -> list[Action]:
    """Any character that can attack, or done."""
    out: list[Action] = [EndAttacks()]
    out.extend(
        DeclareAttacker(card=c) for c in state.cards_in(d.seat, _CHARACTERS) if can_attack(state, c)
    )
    return out


def l_block(state: SoulDeckState, d: Decision) -> list[Action]:
    """Each ready, not yet blocking character against each attacker with room, or done."""
    out: list[Action] = [EndBlocks()]
    blocking = {b for b, _ in state.blocks}
    room = [
        a
        for a in state.attackers
        if sum(1 for _, x in state.blocks if x == a) < MAX_BLOCKERS_PER_ATTACKER
    ]
    for blocker in state.cards_in(d.seat, _CHARACTERS):
        if state.exhausted[blocker] or blocker in blocking:
            continue
        out.extend(DeclareBlocker(blocker=blocker, attacker=a) for a in room)
    return out


def why_illegal(state: SoulDeckState, action: Action) -> str:
    """A specific reason an action is not legal now."""
    d: Decision | None = state.decision
    if d is None:
        return "no decision is pending"
    seat = d.seat
    for field in ("card", "blocker", "attacker"):
        if not 0 <= getattr(action, field, 0) < len(state.defs):
            return f"there is no card #{getattr(action, field)}"
    if isinstance(action, PlayEnergy):
        if d.kind != "main":
            return "Spiritual Energy is played only in your Main phase"
        if state.energy_played:
            return "you may play only ONE Spiritual Energy card per turn (SD: TURN PHASES)"
        return "that is not a Spiritual Energy card in your hand"
    if isinstance(action, PlayCard):
        return _why_not_play(state, d, action)
    if isinstance(action, DeclareAttacker):
        card = action.card
        if d.kind != "attack":
            return "attackers are declared in your Combat phase"
        if state.exhausted[card]:
            return "an exhausted character cannot attack (SD: COMBAT)"
        if card in state.attackers:
            return "it is already attacking"
        if state.zone_of(card) is not Zone.CHARACTERS or state.controller[card] != seat:
            return "it is not your character in play"
        return (
            "it entered play this turn "
            "(variant summoning-sickness, SD: Decision — Summoning sickness)"
        )
    if isinstance(action, DeclareBlocker):
        if d.kind != "block":
            return "blockers are declared after attackers"
        b = action.blocker
        if state.zone_of(b) is not Zone.CHARACTERS or state.controller[b] != seat:
            return "the blocker must be your character in play"
        if state.exhausted[b]:
            return "only ready characters block; that one is exhausted (SD: COMBAT)"
        if any(x == b for x, _ in state.blocks):
            return "that character is already blocking"
        if action.attacker not in state.attackers:
            return "that character is not attacking"
        return (
            f"an attacker may be blocked by at most {MAX_BLOCKERS_PER_ATTACKER} "
            "(SD: Decision — Blockers per attacker)"
        )
    if isinstance(action, PayEnergy):
        if d.kind != "pay":
            return "energy is chosen only after choosing a card to play"
        return (
            "those colours cannot pay the number: it takes the ready energy left after the "
            "letters (SD: The Number (Generic Cost))"
        )
    if isinstance(action, UseAbility):
        info = state.info[action.card]
        if (info.vene if action.ability == "Blut Vene" else info.arterie) == 0:
            return f"that character has no {action.ability}"
        used = blut_used(state, action.card)
        if used:
            return f"{used[-1]} was already activated this turn (SD: Decision — Blut)"
        return "Blut costs one Blue energy (SD: Decision — Blut)"
    return f"not a legal answer to the pending {d.kind} decision"


def _why_not_play(state: SoulDeckState, d: Decision, action: PlayCard) -> str:
    card = action.card
    seat = d.seat
    if state.zone_of(card) is not Zone.HAND or state.owner[card] != seat:
        return "that card is not in your hand"
    info: CardInfo = state.info[card]
    if d.kind != "main" and not info.flash:
        return "only Flash Step cards may be played outside your Main phase (SD: KEYWORDS)"
    if d.kind not in ("main", "priority"):
        return f"cards are not played during the {d.kind} decision"
    counts = ready_energy(state, seat)
    if not affordable(counts, info.generic, info.coloured):
        need = "".join(COLOURS[c] * n for c, n in enumerate(info.coloured))
        short = [COLOURS[c] for c, n in enumerate(info.coloured) if counts[c] < n]
        if short:
            return (
                f"its coloured cost {need} needs {', '.join(short)} energy you do not have "
                "ready (SD: Paying Card Costs)"
            )
        return f"not enough ready energy for {info.defn.cost} (SD: Paying Card Costs)"
    if d.kind == "priority" and MAX_RESPONSES is not None and len(state.stack) > MAX_RESPONSES:
        return "no more responses may be chained (SD: Decision — Flash Step chains)"
    if info.is_char and not info.transform:
        chars = state.cards_in(seat, _CHARACTERS)
        need_worth = {1: 0, 2: 1, 3: TIER3_TRIBUTE_WORTH}[info.tier]
        worth = sum(tribute_worth(state, t) for t in action.tributes)
        if any(t not in chars for t in action.tributes):
            return "tributes must be characters you control"
        if info.tier == 1 and action.tributes:
            return "a tier-1 character needs no tribute (SD: SUMMONING CHARACTERS)"
        if info.tier == 2 and len(action.tributes) != 1:
            return "a tier-2 character needs exactly one tribute (SD: SUMMONING CHARACTERS)"
        if info.tier == 3 and not 1 <= len(action.tributes) <= TIER3_MAX_TRIBUTES:
            return "a tier-3 character needs one or two tributes (SD: Tier 3 (Cost 7+))"
        if info.tier == 3 and state.house.tier3_worth and worth < need_worth:
            return (
                "a tier-3 character needs one tier-2+ tribute or two tier-1 tributes "
                "(variant tier3-worth, SD: Decision — Tier 3 tributes)"
            )
        if len(chars) - len(action.tributes) + _pending(state, seat, CardType.CHARACTER) >= SLOTS:
            return "your Character Zone already holds five characters (SD: THE BATTLEFIELD)"
    if info.transform:
        return _why_not_transform(state, seat, action)
    if info.type is CardType.EQUIPMENT:
        return "Equipment needs a character of yours and a free Support slot"
    return "that target is not allowed (or it needs one)"


def _why_not_transform(state: SoulDeckState, seat: int, action: PlayCard) -> str:
    info: CardInfo = state.info[action.card]
    if action.target not in transform_bases(state, seat, action.card):
        wanted = TRANSFORM_REPLACES[info.transform]
        form = f"the {wanted} of " if wanted else ""
        return (
            f"a {info.transform} replaces {form}{info.defn.transforms} of yours in play "
            "(SD: Shikai/Bankai/Resurrección)"
        )
    unmet = requirement_unmet(state, seat, action.card, action.target)
    if unmet:
        return f"{unmet} (its card's requirement, SD: Shikai/Bankai/Resurrección)"
    count = transform_tributes(info)
    return (
        f"it tributes exactly {count} of your other characters "
        "(its card's requirement, SD: Decision — Transformations)"
    )


LEGAL: dict[str, Legal] = {
    "mulligan": l_mulligan,
    "bottom": l_bottom,
    "main": l_main,
    "priority": l_priority,
    "attack": l_attack,
    "block": l_block,
    "discard": l_discard,
    "pay": l_pay,
}
