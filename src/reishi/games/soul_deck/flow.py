"""The Soul Deck procedure: setup, the seven phases, the response stack and combat.

As in the other games, the procedure is a stack of small immutable frames (tuples) in the
state: ``advance`` runs the top frame until a player must decide, ``apply_action`` checks
an answer against the legal actions and hands it to the frame that asked. Nothing is held
in Python across a decision, so any decision point clones cheaply.

Flash Step needs a response window, built from the engine's records: played cards and
activated abilities become ``QueueItem``s on ``state.queue`` (last in, first out);
"until end of turn" bonuses are ``Floating`` effects bound to a card's incarnation.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from reishi.engine import driver
from reishi.engine.actions import Action, PassPriority
from reishi.engine.queue import Duration, Floating, ItemKind, QueueItem
from reishi.engine.state import NOWHERE
from reishi.games.soul_deck import events as ev
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
    PlayCard,
    PlayEnergy,
    UseAbility,
)
from reishi.games.soul_deck.carddef import (
    COLOURS,
    TARGETED,
    CardType,
    Effect,
    EffectKind,
    TargetKind,
)
from reishi.games.soul_deck.decisions import (
    MAX_BLOCKERS_PER_ATTACKER,
    MAX_HAND,
    MAX_RESPONSES,
    MULLIGANS,
    SHARED_FIELD,
    SUMMONING_SICKNESS,
    TIER3_TRIBUTE_WORTH,
)
from reishi.games.soul_deck.info import CardInfo
from reishi.games.soul_deck.state import Decision, SoulDeckState, Zone, zone_code

SETUP = "SD: GAME SETUP"
PHASES = "SD: TURN PHASES"
ZONES = "SD: THE BATTLEFIELD (ZONES)"
RESOURCES = "SD: RESOURCES"
COSTS = "SD: Paying Card Costs"
TYPES = "SD: CARD TYPES"
SUMMON = "SD: SUMMONING CHARACTERS"
COMBAT = "SD: COMBAT"
KEYWORDS = "SD: KEYWORDS"
OBJECTIVE = "SD: OBJECTIVE"
STACK = "SD: Decision — Flash Step chains"
HAND_SIZE = 5  # SD: GAME SETUP — "Each player draws 5 cards."
SLOTS = 5  # SD: THE BATTLEFIELD — five slots in the Character and in the Support Zone
BLUT_COST = (0, (0, 0, 1, 0))  # SD: Decision — Blut: one Blue energy to activate

Frame = tuple[Any, ...]


# --- the driver --------------------------------------------------------------------------
def advance(state: SoulDeckState) -> None:
    """Run the procedure until a player must decide or the game ends."""
    driver.advance(state, PROCEDURE)


def apply_action(state: SoulDeckState, action: Action) -> None:
    """Check ``action`` against the legal actions (state untouched if illegal), then advance."""
    driver.apply_action(state, PROCEDURE, action)


def dispatch(state: SoulDeckState, action: Action, automatic: bool) -> None:
    """Apply one legal answer to the pending decision."""
    d: Decision = state.decision
    state.decision = None
    state.legal_cache = None
    if not automatic:
        from reishi.games.soul_deck.notation import describe_action

        private = d.kind in ("mulligan", "bottom")
        state.record(
            ev.ActionTaken(
                seat=d.seat,
                text=describe_action(state, action),
                visible_to=d.seat if private else -1,
            )
        )
    ANSWERS[d.kind](state, d, action)


def decide(state: SoulDeckState, kind: str, seat: int, prompt: str) -> None:
    """Set the pending decision."""
    state.decision = Decision(kind=kind, seat=seat, prompt=prompt)


def end_game(state: SoulDeckState, winner: int, reason: str, rule: str) -> None:
    """The game is over; ``winner`` -1 is a draw."""
    state.is_over = True
    state.winner = None if winner < 0 else winner
    state.end_reason = reason
    state.decision = None
    state.record(ev.GameEnded(winner=winner, reason=reason, rule=rule))


def check_life(state: SoulDeckState) -> None:
    """SD: OBJECTIVE — a player at 0 Life Points loses (both at once: a draw)."""
    if state.is_over:
        return
    out = [seat for seat in (0, 1) if state.life[seat] <= 0]
    if out:
        # SD: Decision — Simultaneous defeat: both at 0 at once is a draw.
        end_game(state, 1 - out[0] if len(out) == 1 else -1, "life", OBJECTIVE)


# --- card movement -----------------------------------------------------------------------
def title(state: SoulDeckState, card: int) -> str:
    """A card's title."""
    return str(state.defs[card].title)


def leave_play(state: SoulDeckState, card: int, zone: Zone, rule: str) -> None:
    """Move a card out of play to its owner's ``zone``; it becomes a new object."""
    owner = state.owner[card]
    state.place(card, zone_code(owner, zone))
    state.incarnation[card] += 1
    state.depleted[card] = False
    state.entered[card] = -1
    state.damage[card] = 0
    state.attached_to[card] = NOWHERE
    state.controller[card] = owner
    if card in state.attackers:
        state.attackers.remove(card)
    if state.blocks:
        # A blocked attacker stays blocked when its blocker leaves (blocker -1).
        state.blocks = [(-1 if b == card else b, a) for b, a in state.blocks if a != card]
    # Equipment falls off with its character (SD: CARD TYPES — Equipment attaches).
    for seat in (0, 1):
        for other in list(state.cards_in(seat, Zone.SUPPORT)):
            if state.attached_to[other] == card:
                leave_play(state, other, Zone.BURIAL, rule)


def destroy(state: SoulDeckState, card: int, reason: str, rule: str) -> None:
    """A character is destroyed and sent to the Soul Burial."""
    state.record(ev.Destroyed(card=card, title=title(state, card), reason=reason, rule=rule))
    leave_play(state, card, Zone.BURIAL, rule)


def draw(state: SoulDeckState, seat: int, count: int, rule: str) -> None:
    """Draw ``count`` cards; drawing from an empty deck loses (SD: OBJECTIVE)."""
    deck = state.cards_in(seat, Zone.DECK)
    hand = zone_code(seat, Zone.HAND)
    for _ in range(count):
        if not deck:
            end_game(state, 1 - seat, "deck-out", OBJECTIVE)
            return
        card = deck[-1]
        state.place(card, hand)
        state.record(
            ev.CardDrawn(seat=seat, card=card, title=title(state, card), rule=rule, visible_to=seat)
        )


# --- stats -------------------------------------------------------------------------------
def stat(state: SoulDeckState, card: int, which: str) -> int:
    """Current Reiatsu or Genryu: printed, plus Equipment, Field and floating bonuses."""
    d = state.defs[card]
    value: int = d.reiatsu if which == "reiatsu" else d.genryu
    seat = state.controller[card]
    for other in state.cards_in(seat, Zone.SUPPORT):
        if state.attached_to[other] == card:
            value += getattr(state.defs[other].bonus, which)
    for s in (0, 1):
        for f in state.cards_in(s, Zone.FIELD):
            bonus = state.defs[f].bonus
            if bonus is not None and bonus.faction in (None, d.faction):
                value += getattr(bonus, which)
    if state.floating:
        inc = state.incarnation[card]
        for fl in state.floating:
            if fl.target == card and fl.incarnation == inc and fl.data[0] == which:
                value += fl.data[1]
    return value


def deal_damage(state: SoulDeckState, card: int, amount: int, rule: str) -> None:
    """Mark damage on a character; Hierro stops part of it (SD: KEYWORDS — Hierro)."""
    prevented = min(amount, state.info[card].hierro)
    taken = amount - prevented
    state.damage[card] += taken
    state.record(
        ev.DamageDealt(
            card=card,
            title=title(state, card),
            amount=taken,
            prevented=prevented,
            total=state.damage[card],
            rule=KEYWORDS if prevented else rule,
        )
    )


def check_destroyed(state: SoulDeckState) -> None:
    """SD: COMBAT — damage this turn reaching Genryu destroys the character."""
    for seat in (state.active, 1 - state.active):
        for card in list(state.cards_in(seat, Zone.CHARACTERS)):
            if state.damage[card] and state.damage[card] >= stat(state, card, "genryu"):
                destroy(state, card, "damage this turn reached its Genryu", COMBAT)


def lose_life(state: SoulDeckState, seat: int, amount: int, rule: str) -> None:
    """Life Points go down."""
    state.life[seat] -= amount
    state.record(ev.LifeLost(seat=seat, amount=amount, life=state.life[seat], rule=rule))


# --- energy ------------------------------------------------------------------------------
def ready_energy(state: SoulDeckState, seat: int) -> list[int]:
    """Ready Spiritual Energy per colour (W, B, U, G)."""
    counts = [0, 0, 0, 0]
    info = state.info
    depleted = state.depleted
    for card in state.cards_in(seat, Zone.SUPPORT):
        colour = info[card].colour
        if colour >= 0 and not depleted[card]:
            counts[colour] += 1
    return counts


def affordable(counts: list[int], generic: int, coloured: tuple[int, ...]) -> bool:
    """SD: Paying Card Costs — letters need their own colour; the number takes any colour."""
    spare = 0
    for have, need in zip(counts, coloured, strict=True):
        if have < need:
            return False
        spare += have - need
    return spare >= generic


def pay(state: SoulDeckState, seat: int, generic: int, coloured: tuple[int, ...]) -> None:
    """Exhaust energy: letters with their colour, the number with the most plentiful colour."""
    # SD: Decision — Automatic payment: the generic part uses the colour with the most
    # ready sources left, which keeps every colour a later Flash Step may need.
    pools: list[list[int]] = [[], [], [], []]
    for card in state.cards_in(seat, Zone.SUPPORT):
        colour = state.info[card].colour
        if colour >= 0 and not state.depleted[card]:
            pools[colour].append(card)
    used: list[int] = []
    for colour, need in enumerate(coloured):
        for _ in range(need):
            used.append(pools[colour].pop())
    for _ in range(generic):
        colour = max(range(4), key=lambda c: (len(pools[c]), -c))
        used.append(pools[colour].pop())
    for card in used:
        state.depleted[card] = True
    if used:
        paid = (str(generic) if generic else "") + "".join(
            COLOURS[c] * n for c, n in enumerate(coloured)
        )
        state.record(ev.EnergyExhausted(seat=seat, cards=tuple(used), paid=paid, rule=COSTS))


# --- setup -------------------------------------------------------------------------------
def h_setup(state: SoulDeckState, frame: Frame) -> None:
    """SD: GAME SETUP — shuffle, pick the first player at random, draw five each."""
    state.frames.pop()
    first = state.options.get("first_player")
    state.first_player = int(first) if first is not None else state.rng.below(2)
    state.active = state.first_player
    for seat in (0, 1):
        state.rng.shuffle(state.cards_in(seat, Zone.DECK))
    state.record(ev.GameStarted(first=state.first_player, rule=SETUP))
    for seat in (state.first_player, 1 - state.first_player):
        _draw_hand(state, seat)
    state.frames.extend(
        [("turn",), ("mulligan", 1 - state.first_player), ("mulligan", state.first_player)]
    )


def _draw_hand(state: SoulDeckState, seat: int) -> None:
    deck = state.cards_in(seat, Zone.DECK)
    for _ in range(min(HAND_SIZE, len(deck))):
        state.place(deck[-1], zone_code(seat, Zone.HAND))
    state.record(ev.HandDrawn(seat=seat, count=len(state.cards_in(seat, Zone.HAND)), rule=SETUP))


def h_mulligan(state: SoulDeckState, frame: Frame) -> None:
    """SD: GAME SETUP — Mulligan: keep, or shuffle back and draw five (once)."""
    seat = frame[1]
    if state.mulligans[seat] >= MULLIGANS:
        state.frames.pop()
        return
    decide(state, "mulligan", seat, "Keep this hand, or mulligan?")


def a_mulligan(state: SoulDeckState, d: Decision, action: Action) -> None:
    """Keep; or shuffle the hand back, draw five and then bottom one of them."""
    state.frames.pop()
    if isinstance(action, KeepHand):
        state.record(ev.HandKept(seat=d.seat, rule=SETUP))
        return
    state.mulligans[d.seat] += 1
    deck_zone = zone_code(d.seat, Zone.DECK)
    for card in list(state.cards_in(d.seat, Zone.HAND)):
        state.place(card, deck_zone)
    state.rng.shuffle(state.cards_in(d.seat, Zone.DECK))
    state.record(ev.Mulliganed(seat=d.seat, rule=SETUP))
    _draw_hand(state, d.seat)
    state.frames.extend([("mulligan", d.seat), ("bottom", d.seat)])


def h_bottom(state: SoulDeckState, frame: Frame) -> None:
    """After a mulligan one card of the new hand goes to the bottom of the deck."""
    decide(state, "bottom", frame[1], "Put one card of your new hand on the bottom of your deck")


def a_bottom(state: SoulDeckState, d: Decision, action: Action) -> None:
    """The chosen card goes to the bottom."""
    assert isinstance(action, BottomCard)
    state.frames.pop()
    state.place(action.card, zone_code(d.seat, Zone.DECK), bottom=True)
    state.record(
        ev.CardBottomed(
            seat=d.seat,
            card=action.card,
            title=title(state, action.card),
            rule=SETUP,
            visible_to=d.seat,
        )
    )


# --- the turn ----------------------------------------------------------------------------
def h_turn(state: SoulDeckState, frame: Frame) -> None:
    """SD: TURN PHASES — the seven phases, in order."""
    state.frames.pop()
    state.turn += 1
    state.energy_played = False
    state.record(ev.TurnBegan(turn=state.turn, seat=state.active, rule=PHASES))
    state.frames.extend(
        [
            ("end",),
            ("main", 2),
            ("combat",),
            ("main", 1),
            ("draw",),
            ("upkeep",),
            ("restore",),
        ]
    )


def _phase(state: SoulDeckState, name: str) -> None:
    state.phase = name
    state.record(ev.PhaseBegan(phase=name, rule=PHASES))


def h_restore(state: SoulDeckState, frame: Frame) -> None:
    """Restoration Phase: all your exhausted cards become ready."""
    state.frames.pop()
    _phase(state, "Restoration")
    seat = state.active
    readied = []
    for zone in (Zone.CHARACTERS, Zone.SUPPORT, Zone.FIELD):
        for card in state.cards_in(seat, zone):
            if state.depleted[card]:
                state.depleted[card] = False
                readied.append(card)
    state.record(ev.CardsReadied(seat=seat, cards=tuple(readied), rule=PHASES))


def h_upkeep(state: SoulDeckState, frame: Frame) -> None:
    """Upkeep Phase: "at the start of your turn" effects go on the stack, one by one."""
    state.frames.pop()
    _phase(state, "Upkeep")
    seat = state.active
    sources = [
        card
        for zone in (Zone.CHARACTERS, Zone.SUPPORT, Zone.FIELD)
        for card in state.cards_in(seat, zone)
        if state.defs[card].upkeep
    ]
    # Slot order: the first source's effect resolves first (each gets its own window).
    for card in reversed(sources):
        state.frames.append(("respond",))
        state.frames.append(("trigger", card, state.incarnation[card]))


def h_trigger(state: SoulDeckState, frame: Frame) -> None:
    """Put one start-of-turn effect on the stack, if its source is still in play."""
    state.frames.pop()
    _, card, inc = frame
    if state.incarnation[card] != inc or state.zone_of(card) is Zone.STACK:
        state.frames.pop()  # its window too
        return
    seat = state.controller[card]
    defn = state.defs[card]
    state.record(ev.TriggerAdded(seat=seat, card=card, title=defn.title, rule=PHASES))
    _push_item(state, ItemKind.TRIGGERED, seat, card, defn.upkeep, card, inc)


def h_draw(state: SoulDeckState, frame: Frame) -> None:
    """Draw Phase: draw one card — skipped on the first player's first turn."""
    state.frames.pop()
    _phase(state, "Draw")
    if state.turn == 1:
        state.record(ev.DrawSkipped(seat=state.active, rule=SETUP))
        return
    draw(state, state.active, 1, PHASES)


def h_main(state: SoulDeckState, frame: Frame) -> None:
    """Main Phase 1 or 2: play cards and energy, activate abilities, or move on."""
    name = f"Main {frame[1]}"
    if state.phase != name:
        _phase(state, name)
    decide(state, "main", state.active, f"{name}: play a card, energy or ability, or move on")


def a_main(state: SoulDeckState, d: Decision, action: Action) -> None:
    """Apply a main-phase choice."""
    if isinstance(action, EndPhase):
        state.frames.pop()
        return
    if isinstance(action, PlayEnergy):
        # SD: TURN PHASES — "You may play only ONE Spiritual Energy card per turn."
        state.energy_played = True
        state.place(action.card, zone_code(d.seat, Zone.SUPPORT))
        state.entered[action.card] = state.turn
        state.record(
            ev.EnergyPlayed(
                seat=d.seat, card=action.card, title=title(state, action.card), rule=RESOURCES
            )
        )
        return
    state.frames.append(("respond",))
    _act(state, d.seat, action)


def h_combat(state: SoulDeckState, frame: Frame) -> None:
    """Combat Phase begins: the active player declares attackers."""
    state.frames.pop()
    _phase(state, "Combat")
    state.attackers = []
    state.blocks = []
    state.frames.append(("attackers",))


def h_attackers(state: SoulDeckState, frame: Frame) -> None:
    """Declare Attackers, one at a time, then "done"."""
    decide(state, "attack", state.active, "Declare an attacker, or end the declarations")


def a_attack(state: SoulDeckState, d: Decision, action: Action) -> None:
    """An attacker exhausts; "done" moves on to blocks (or ends combat with none)."""
    if isinstance(action, DeclareAttacker):
        card = action.card
        state.depleted[card] = True  # SD: COMBAT — "exhausts the characters"
        state.attackers.append(card)
        state.record(
            ev.AttackerDeclared(seat=d.seat, card=card, title=title(state, card), rule=COMBAT)
        )
        return
    state.frames.pop()
    if not state.attackers:
        state.record(ev.CombatEnded(rule=COMBAT))
        return
    state.frames.extend(
        [
            ("combat_damage",),
            ("window", "blockers declared", False),
            ("blockers",),
            ("window", "attackers declared", False),
        ]
    )


def h_blockers(state: SoulDeckState, frame: Frame) -> None:
    """Declare Blockers: the defender blocks with ready characters, then "done"."""
    if not state.attackers:
        state.frames.pop()
        return
    decide(state, "block", 1 - state.active, "Block an attacker, or end the declarations")


def a_block(state: SoulDeckState, d: Decision, action: Action) -> None:
    """Record one block, or finish."""
    if isinstance(action, DeclareBlocker):
        state.blocks.append((action.blocker, action.attacker))
        state.record(
            ev.BlockerDeclared(
                seat=d.seat, blocker=action.blocker, attacker=action.attacker, rule=COMBAT
            )
        )
        return
    state.frames.pop()


def h_combat_damage(state: SoulDeckState, frame: Frame) -> None:
    """Damage Step: unblocked attackers hit life; blocked pairs hit each other at once."""
    state.frames.pop()
    defender = 1 - state.active
    hits: list[tuple[int, int]] = []  # (card, damage) to characters
    to_life = 0
    for attacker in state.attackers:
        blockers = [b for b, a in state.blocks if a == attacker]
        power = stat(state, attacker, "reiatsu")
        if not blockers:
            to_life += power
            continue
        live = [b for b in blockers if b >= 0]
        # SD: Decision — Blockers per attacker: with several, the attacker's damage goes
        # to them in block order, each taking what destroys it, the last the rest.
        for i, blocker in enumerate(live):
            if i == len(live) - 1:
                share = power
            else:
                need = stat(state, blocker, "genryu") - state.damage[blocker]
                share = min(power, max(0, need) + state.info[blocker].hierro)
            power -= share
            hits.append((blocker, share))
            hits.append((attacker, stat(state, blocker, "reiatsu")))
    for card, amount in hits:
        if amount > 0:
            deal_damage(state, card, amount, COMBAT)
    if to_life:
        lose_life(state, defender, to_life, COMBAT)
    check_destroyed(state)
    state.attackers = []
    state.blocks = []
    state.record(ev.CombatEnded(rule=COMBAT))
    check_life(state)


def h_end(state: SoulDeckState, frame: Frame) -> None:
    """End Phase: a last window, then effects wear off and the hand is trimmed."""
    state.frames.pop()
    _phase(state, "End")
    state.frames.extend([("turn_over",), ("discard",), ("cleanup",), ("window", "end", False)])


def h_cleanup(state: SoulDeckState, frame: Frame) -> None:
    """ "Until end of turn" effects wear off, and with them this turn's damage."""
    state.frames.pop()
    ended = [f for f in state.floating if f.duration is Duration.END_OF_TURN]
    if ended:
        state.floating = [f for f in state.floating if f.duration is not Duration.END_OF_TURN]
    # SD: Decision — Damage wears off in the End Phase, together with end-of-turn effects.
    state.damage = [0] * len(state.damage)
    state.record(ev.EffectsEnded(count=len(ended), rule=PHASES))


def h_discard(state: SoulDeckState, frame: Frame) -> None:
    """Discard down to six."""
    if len(state.cards_in(state.active, Zone.HAND)) <= MAX_HAND:
        state.frames.pop()
        return
    decide(state, "discard", state.active, f"Discard down to {MAX_HAND} cards")


def a_discard(state: SoulDeckState, d: Decision, action: Action) -> None:
    """One card goes to the Soul Burial."""
    assert isinstance(action, Discard)
    state.place(action.card, zone_code(d.seat, Zone.BURIAL))
    state.record(
        ev.CardDiscarded(
            seat=d.seat, card=action.card, title=title(state, action.card), rule=PHASES
        )
    )


def h_turn_over(state: SoulDeckState, frame: Frame) -> None:
    """The other player's turn begins."""
    state.frames.pop()
    state.active = 1 - state.active
    state.frames.append(("turn",))


# --- the response stack ------------------------------------------------------------------
def _push_item(
    state: SoulDeckState,
    kind: ItemKind,
    seat: int,
    source: int,
    ability: Any,
    target: int,
    inc: int = -1,
) -> None:
    """Put an item on the stack; the opponent may respond first (SD: Flash Step)."""
    item = QueueItem(
        uid=state.uid(),
        kind=kind,
        controller=seat,
        source=source,
        ability=ability,
        targets=(target,) if target >= 0 else (),
        data=(state.incarnation[target] if target >= 0 and inc < 0 else inc,),
    )
    state.queue.append(item)
    # SD: Decision — Flash Step chains: the player who adds an item has passed on it, so
    # the other player answers first; a pass by the other player resolves it.
    state.prio = 1 - seat
    state.passes = 1


def _act(state: SoulDeckState, seat: int, action: Action) -> None:
    """Play a card or activate an ability: pay, then put it on the stack."""
    if isinstance(action, UseAbility):
        card = action.card
        pay(state, seat, BLUT_COST[0], BLUT_COST[1])
        amount = (
            state.info[card].vene if action.ability == "Blut Vene" else state.info[card].arterie
        )
        state.floating.append(
            Floating(
                uid=state.uid(),
                kind="blut-used",
                controller=seat,
                duration=Duration.END_OF_TURN,
                target=card,
                incarnation=state.incarnation[card],
                data=(action.ability, 0),
                turn=state.turn,
            )
        )
        state.record(ev.AbilityUsed(seat=seat, card=card, ability=action.ability, rule=KEYWORDS))
        _push_item(state, ItemKind.ACTIVATED, seat, card, (action.ability, amount), card)
        return
    assert isinstance(action, PlayCard)
    card = action.card
    info = state.info[card]
    pay(state, seat, info.generic, info.coloured)
    for t in action.tributes:
        state.record(ev.Tributed(seat=seat, card=t, title=title(state, t), rule=SUMMON))
        leave_play(state, t, Zone.BURIAL, SUMMON)
    state.place(card, zone_code(seat, Zone.STACK))
    state.record(
        ev.CardPlayed(
            seat=seat,
            card=card,
            title=title(state, card),
            target=action.target,
            rule=TYPES,
        )
    )
    _push_item(state, ItemKind.EVENT, seat, card, info.defn.effects, action.target)


def h_window(state: SoulDeckState, frame: Frame) -> None:
    """A response window: players alternate; two passes in a row resolve the top item.

    ``("respond",)`` is opened by a card or ability and closes when the stack is empty;
    ``("window", label, opened)`` is a phase window where both players may act first.
    """
    if frame[0] == "window" and not frame[2]:
        state.frames[-1] = (frame[0], frame[1], True)
        state.prio = state.active
        state.passes = 0
    auto = state.options.get("auto_forced", True)
    while True:
        if state.passes >= 2 or (auto and not _anyone_can_respond(state)):
            if not state.queue:
                state.frames.pop()
                state.prio = -1
                return
            _resolve(state, state.queue.pop())
            if state.is_over:
                return
            state.passes = 0
            state.prio = state.active
            if not state.queue and frame[0] == "respond":
                state.frames.pop()
                state.prio = -1
                return
            continue
        decide(state, "priority", state.prio, "Respond with Flash Step or an ability, or pass")
        return


def _anyone_can_respond(state: SoulDeckState) -> bool:
    return bool(instant_actions(state, 0) or instant_actions(state, 1))


def a_priority(state: SoulDeckState, d: Decision, action: Action) -> None:
    """Pass, or respond (which hands the answer to the other player)."""
    if isinstance(action, PassPriority):
        state.record(ev.PriorityPassed(seat=d.seat, rule=STACK))
        state.passes += 1
        state.prio = 1 - d.seat
        return
    _act(state, d.seat, action)


def _target_ok(state: SoulDeckState, item: QueueItem) -> bool:
    if not item.targets:
        return True
    target = item.targets[0]
    return state.zone_of(target) is Zone.CHARACTERS and state.incarnation[target] == item.data[0]


def _resolve(state: SoulDeckState, item: QueueItem) -> None:
    """The top item resolves completely; then destruction and life are checked."""
    source = item.source
    name = title(state, source)
    seat = item.controller
    item.targets[0] if item.targets else -1
    if item.kind is ItemKind.ACTIVATED:
        ability, amount = item.ability
        if _target_ok(state, item):
            which = "genryu" if ability == "Blut Vene" else "reiatsu"
            _boost(state, source, which, amount, seat, KEYWORDS)
    elif item.kind is ItemKind.TRIGGERED:
        if state.incarnation[source] == item.data[0]:
            _run(state, item.ability, seat, source, PHASES)
    else:
        _resolve_card(state, item)
    if state.is_over:
        return
    state.record(ev.ItemResolved(uid=item.uid, source=name, rule=STACK))
    check_destroyed(state)
    check_life(state)


def _fizzle(state: SoulDeckState, item: QueueItem, reason: str) -> None:
    state.record(
        ev.ItemFizzled(uid=item.uid, source=title(state, item.source), reason=reason, rule=STACK)
    )
    state.place(item.source, zone_code(state.owner[item.source], Zone.BURIAL))


def _resolve_card(state: SoulDeckState, item: QueueItem) -> None:
    card = item.source
    seat = item.controller
    info: CardInfo = state.info[card]
    target = item.targets[0] if item.targets else -1
    kind = info.type
    if kind is CardType.TECHNIQUE:
        if not _target_ok(state, item):
            _fizzle(state, item, "its target left play")
            return
        _run(state, info.defn.effects, seat, target, TYPES)
        state.place(card, zone_code(state.owner[card], Zone.BURIAL))  # single-use
        return
    if kind is CardType.EQUIPMENT:
        if not _target_ok(state, item) or state.controller[target] != seat:
            _fizzle(state, item, "its character left play")
            return
        _enter(state, card, seat, Zone.SUPPORT)
        state.attached_to[card] = target
        state.record(
            ev.CardEntered(seat=seat, card=card, title=title(state, card), host=target, rule=TYPES)
        )
        return
    if kind is CardType.FIELD:
        # SD: Decision — One Field for the table: the new one replaces the old.
        for s in (0, 1) if SHARED_FIELD else (seat,):
            for old in list(state.cards_in(s, Zone.FIELD)):
                state.record(ev.FieldReplaced(old=old, title=title(state, card), rule=ZONES))
                leave_play(state, old, Zone.BURIAL, ZONES)
        _enter(state, card, seat, Zone.FIELD)
        state.record(ev.CardEntered(seat=seat, card=card, title=title(state, card), rule=ZONES))
        return
    if info.transform:
        if not _target_ok(state, item) or state.controller[target] != seat:
            _fizzle(state, item, "the character it replaces left play")
            return
        _transform(state, card, target, seat)
        return
    if len(state.cards_in(seat, Zone.CHARACTERS)) >= SLOTS:
        _fizzle(state, item, "the Character Zone is full")
        return
    _enter(state, card, seat, Zone.CHARACTERS)
    state.record(ev.CardEntered(seat=seat, card=card, title=title(state, card), rule=SUMMON))
    if info.defn.effects and (info.target is TargetKind.NONE or _target_ok(state, item)):
        _run(state, info.defn.effects, seat, target, TYPES)


def _enter(state: SoulDeckState, card: int, seat: int, zone: Zone) -> None:
    state.place(card, zone_code(seat, zone))
    state.controller[card] = seat
    state.entered[card] = state.turn
    state.depleted[card] = False


def _transform(state: SoulDeckState, card: int, old: int, seat: int) -> None:
    """SD: KEYWORDS — Shikai/Bankai/Resurrección replace a character in its slot.

    SD: Decision — Transformations: the new card keeps the slot, the damage taken, the
    exhausted state, the turn it entered play and the Equipment; the old card goes to
    the Soul Burial.
    """
    slots = state.cards_in(seat, Zone.CHARACTERS)
    index = slots.index(old)
    state.cards_in(state.seat_of_zone(card), Zone.STACK).remove(card)
    slots[index] = card  # the new card takes the old one's slot
    state.zone[card] = zone_code(seat, Zone.CHARACTERS)
    state.controller[card] = seat
    state.entered[card] = state.entered[old]
    state.depleted[card] = state.depleted[old]
    state.damage[card] = state.damage[old]
    for s in (0, 1):
        for eq in state.cards_in(s, Zone.SUPPORT):
            if state.attached_to[eq] == old:
                state.attached_to[eq] = card
    if old in state.attackers:
        state.attackers[state.attackers.index(old)] = card
    state.blocks = [(card if b == old else b, card if a == old else a) for b, a in state.blocks]
    burial = zone_code(state.owner[old], Zone.BURIAL)
    state.zones[burial].append(old)
    state.zone[old] = burial
    state.incarnation[old] += 1
    state.depleted[old] = False
    state.entered[old] = -1
    state.damage[old] = 0
    state.controller[old] = state.owner[old]
    state.record(
        ev.Transformed(seat=seat, card=card, old=old, title=title(state, card), rule=KEYWORDS)
    )


def _boost(state: SoulDeckState, card: int, which: str, amount: int, seat: int, rule: str) -> None:
    state.floating.append(
        Floating(
            uid=state.uid(),
            kind="stat",
            controller=seat,
            duration=Duration.END_OF_TURN,
            target=card,
            incarnation=state.incarnation[card],
            data=(which, amount),
            turn=state.turn,
        )
    )
    state.record(
        ev.StatBoosted(
            card=card, title=title(state, card), stat=which.capitalize(), amount=amount, rule=rule
        )
    )


def _run(
    state: SoulDeckState, effects: tuple[Effect, ...], seat: int, target: int, rule: str
) -> None:
    """Interpret a card's effect records in order."""
    for e in effects:
        if target < 0 and e.do in TARGETED:
            continue  # played with no character to aim at: that part does nothing
        match e.do:
            case EffectKind.DAMAGE:
                deal_damage(state, target, e.amount, rule)
            case EffectKind.HIT:
                lose_life(state, 1 - seat, e.amount, rule)
            case EffectKind.HEAL:
                state.life[seat] += e.amount
                state.record(
                    ev.LifeGained(seat=seat, amount=e.amount, life=state.life[seat], rule=rule)
                )
            case EffectKind.DRAW:
                draw(state, seat, e.amount, rule)
                if state.is_over:
                    return
            case EffectKind.BOOST:
                _boost(state, target, e.stat, e.amount, seat, rule)
            case EffectKind.DESTROY:
                destroy(state, target, "destroyed by an effect", rule)
            case EffectKind.READY:
                state.depleted[target] = False
                state.record(ev.CardReadied(card=target, title=title(state, target), rule=rule))
            case EffectKind.EXHAUST:
                state.depleted[target] = True
                state.record(ev.CardExhausted(card=target, title=title(state, target), rule=rule))


# --- legal actions -----------------------------------------------------------------------
def compute_legal(state: SoulDeckState) -> list[Action]:
    """Every legal answer to the pending decision, in a stable order."""
    d: Decision = state.decision
    return LEGAL[d.kind](state, d)


def l_mulligan(state: SoulDeckState, d: Decision) -> list[Action]:
    """Keep or mulligan."""
    return [KeepHand(), Mulligan()]


def l_bottom(state: SoulDeckState, d: Decision) -> list[Action]:
    """Any card of the hand."""
    return [BottomCard(card=c) for c in _distinct(state, state.cards_in(d.seat, Zone.HAND))]


def l_discard(state: SoulDeckState, d: Decision) -> list[Action]:
    """Any card of the hand."""
    return [Discard(card=c) for c in _distinct(state, state.cards_in(d.seat, Zone.HAND))]


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
    hand = _distinct(state, state.cards_in(seat, Zone.HAND))
    info = state.info
    for card in hand:
        if info[card].is_energy:
            if not state.energy_played:
                out.append(PlayEnergy(card=card))
        else:
            out.extend(play_options(state, seat, card, counts))
    out.extend(ability_options(state, seat, counts))
    return out


def instant_actions(state: SoulDeckState, seat: int) -> list[Action]:
    """Flash Step cards and abilities ``seat`` may use in a response window."""
    if MAX_RESPONSES is not None and len(state.queue) > MAX_RESPONSES:
        return []
    counts = ready_energy(state, seat)
    if not any(counts):
        return []
    out: list[Action] = []
    info = state.info
    for card in _distinct(state, state.cards_in(seat, Zone.HAND)):
        if info[card].flash:
            out.extend(play_options(state, seat, card, counts))
    out.extend(ability_options(state, seat, counts))
    return out


def l_priority(state: SoulDeckState, d: Decision) -> list[Action]:
    """Pass, or respond."""
    out: list[Action] = [PassPriority()]
    out.extend(instant_actions(state, d.seat))
    return out


def ability_options(state: SoulDeckState, seat: int, counts: list[int]) -> list[Action]:
    """SD: KEYWORDS — Blut Vene / Blut Arterie, once a turn each, never both in one turn."""
    if not affordable(counts, BLUT_COST[0], BLUT_COST[1]):
        return []
    out: list[Action] = []
    for card in state.cards_in(seat, Zone.CHARACTERS):
        info = state.info[card]
        if not (info.vene or info.arterie):
            continue
        used = _blut_used(state, card)
        if used:
            continue
        if info.vene:
            out.append(UseAbility(card=card, ability="Blut Vene"))
        if info.arterie:
            out.append(UseAbility(card=card, ability="Blut Arterie"))
    return out


def _blut_used(state: SoulDeckState, card: int) -> str:
    inc = state.incarnation[card]
    for f in state.floating:
        if f.kind == "blut-used" and f.target == card and f.incarnation == inc:
            return str(f.data[0])
    return ""


def tribute_worth(state: SoulDeckState, card: int) -> int:
    """SD: Decision — Tier 3 tributes: a tier-1 character is worth 1, a bigger one 2."""
    return 1 if state.info[card].tier == 1 else 2


def tribute_sets(state: SoulDeckState, seat: int, tier: int) -> list[tuple[int, ...]]:
    """SD: SUMMONING CHARACTERS — the tributes a tier needs (never more than needed)."""
    chars = state.cards_in(seat, Zone.CHARACTERS)
    if tier == 1:
        return [()]
    if tier == 2:
        return [(c,) for c in chars]
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
    return sum(
        1
        for c in state.cards_in(seat, Zone.STACK)
        if state.info[c].type is kind and not state.info[c].transform
    )


def targets_for(state: SoulDeckState, seat: int, kind: TargetKind) -> list[int]:
    """Characters a target of ``kind`` may be."""
    own = state.cards_in(seat, Zone.CHARACTERS)
    theirs = state.cards_in(1 - seat, Zone.CHARACTERS)
    if kind is TargetKind.OWN:
        return list(own)
    if kind is TargetKind.ENEMY:
        return list(theirs)
    if kind is TargetKind.ANY:
        return [*own, *theirs]
    return []


def play_options(state: SoulDeckState, seat: int, card: int, counts: list[int]) -> list[PlayCard]:
    """Every way to play ``card`` now: tributes and target included (empty if none)."""
    info: CardInfo = state.info[card]
    if not affordable(counts, info.generic, info.coloured):
        return []
    kind = info.type
    if kind is CardType.CHARACTER:
        if info.transform:
            return [PlayCard(card=card, target=t) for t in transform_bases(state, seat, card)]
        used = len(state.cards_in(seat, Zone.CHARACTERS)) + _pending(state, seat, kind)
        targets: list[int] = [-1]
        if info.target is not TargetKind.NONE:
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
    if kind is CardType.EQUIPMENT:
        support = state.cards_in(seat, Zone.SUPPORT)
        used = sum(1 for c in support if not state.info[c].is_energy)
        if used + _pending(state, seat, kind) >= SLOTS:
            return []
        return [PlayCard(card=card, target=t) for t in state.cards_in(seat, Zone.CHARACTERS)]
    if kind is CardType.TECHNIQUE and info.target is not TargetKind.NONE:
        return [PlayCard(card=card, target=t) for t in targets_for(state, seat, info.target)]
    return [PlayCard(card=card)]


def transform_bases(state: SoulDeckState, seat: int, card: int) -> list[int]:
    """Characters ``card`` may replace: its named character, in the right form.

    Shikai and Resurrección replace the base form; Bankai replaces the Shikai.
    """
    info: CardInfo = state.info[card]
    name = info.defn.transforms
    wanted = "Shikai" if info.transform == "Bankai" else ""
    return [
        c
        for c in state.cards_in(seat, Zone.CHARACTERS)
        if state.defs[c].name == name and state.info[c].transform == wanted
    ]


def can_attack(state: SoulDeckState, card: int) -> bool:
    """Ready, not attacking yet, and (SD: Decision — Summoning sickness) not new this turn."""
    if state.depleted[card] or card in state.attackers:
        return False
    return not (SUMMONING_SICKNESS and state.entered[card] >= state.turn)


def l_attack(state: SoulDeckState, d: Decision) -> list[Action]:
    """Any character that can attack, or done."""
    out: list[Action] = [EndAttacks()]
    out.extend(
        DeclareAttacker(card=c)
        for c in state.cards_in(d.seat, Zone.CHARACTERS)
        if can_attack(state, c)
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
    for blocker in state.cards_in(d.seat, Zone.CHARACTERS):
        if state.depleted[blocker] or blocker in blocking:
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
        if state.depleted[card]:
            return "an exhausted character cannot attack (SD: COMBAT)"
        if card in state.attackers:
            return "it is already attacking"
        if state.zone_of(card) is not Zone.CHARACTERS or state.controller[card] != seat:
            return "it is not your character in play"
        return "it entered play this turn (SD: Decision — Summoning sickness)"
    if isinstance(action, DeclareBlocker):
        if d.kind != "block":
            return "blockers are declared after attackers"
        b = action.blocker
        if state.zone_of(b) is not Zone.CHARACTERS or state.controller[b] != seat:
            return "the blocker must be your character in play"
        if state.depleted[b]:
            return "only ready characters block; that one is exhausted (SD: COMBAT)"
        if any(x == b for x, _ in state.blocks):
            return "that character is already blocking"
        if action.attacker not in state.attackers:
            return "that character is not attacking"
        return (
            f"an attacker may be blocked by at most {MAX_BLOCKERS_PER_ATTACKER} "
            "(SD: Decision — Blockers per attacker)"
        )
    if isinstance(action, UseAbility):
        info = state.info[action.card]
        if (info.vene if action.ability == "Blut Vene" else info.arterie) == 0:
            return f"that character has no {action.ability}"
        used = _blut_used(state, action.card)
        if used:
            return f"{used} was already activated this turn (SD: Decision — Blut)"
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
    if d.kind == "priority" and MAX_RESPONSES is not None and len(state.queue) > MAX_RESPONSES:
        return "no more responses may be chained (SD: Decision — Flash Step chains)"
    if info.is_char and not info.transform:
        chars = state.cards_in(seat, Zone.CHARACTERS)
        need_worth = {1: 0, 2: 1, 3: TIER3_TRIBUTE_WORTH}[info.tier]
        worth = sum(tribute_worth(state, t) for t in action.tributes)
        if any(t not in chars for t in action.tributes):
            return "tributes must be characters you control"
        if info.tier == 1 and action.tributes:
            return "a tier-1 character needs no tribute (SD: SUMMONING CHARACTERS)"
        if info.tier == 2 and len(action.tributes) != 1:
            return "a tier-2 character needs exactly one tribute (SD: SUMMONING CHARACTERS)"
        if info.tier == 3 and (worth < need_worth or len(action.tributes) > 2):
            return (
                "a tier-3 character needs one tier-2+ tribute or two tier-1 tributes "
                "(SD: Decision — Tier 3 tributes)"
            )
        if len(chars) - len(action.tributes) + _pending(state, seat, CardType.CHARACTER) >= SLOTS:
            return "your Character Zone already holds five characters (SD: THE BATTLEFIELD)"
    if info.transform:
        return f"a {info.transform} must replace its own character in play (SD: KEYWORDS)"
    if info.type is CardType.EQUIPMENT:
        return "Equipment needs a character of yours and a free Support slot"
    return "that target is not allowed (or it needs one)"


HANDLERS = {
    "setup": h_setup,
    "mulligan": h_mulligan,
    "bottom": h_bottom,
    "turn": h_turn,
    "restore": h_restore,
    "upkeep": h_upkeep,
    "trigger": h_trigger,
    "draw": h_draw,
    "main": h_main,
    "combat": h_combat,
    "attackers": h_attackers,
    "blockers": h_blockers,
    "combat_damage": h_combat_damage,
    "end": h_end,
    "cleanup": h_cleanup,
    "discard": h_discard,
    "turn_over": h_turn_over,
    "respond": h_window,
    "window": h_window,
}

ANSWERS = {
    "mulligan": a_mulligan,
    "bottom": a_bottom,
    "main": a_main,
    "priority": a_priority,
    "attack": a_attack,
    "block": a_block,
    "discard": a_discard,
}

LEGAL = {
    "mulligan": l_mulligan,
    "bottom": l_bottom,
    "main": l_main,
    "priority": l_priority,
    "attack": l_attack,
    "block": l_block,
    "discard": l_discard,
}

PROCEDURE: driver.Procedure[SoulDeckState] = driver.Procedure(
    handlers=HANDLERS, legal=compute_legal, answer=dispatch, why_illegal=why_illegal
)
