"""Operations and facts of a Soul Deck state that every phase uses: moves, stats, damage,
life, energy, and the end of the game. Each logs what happened with the rule it applied.
"""

from __future__ import annotations

from reishi.engine.state import NOWHERE
from reishi.games.soul_deck import events as ev
from reishi.games.soul_deck.carddef import COLOURS
from reishi.games.soul_deck.decisions import BLOCKED_STAYS_BLOCKED, BOTH_AT_ZERO_IS_DRAW
from reishi.games.soul_deck.state import SoulDeckState, Zone, zone_code

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

SLOTS = 5  # SD: THE BATTLEFIELD — five slots in the Character and in the Support Zone


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
    if len(out) == 1 or (out and not BOTH_AT_ZERO_IS_DRAW):
        end_game(state, 1 - out[0] if len(out) == 1 else state.active, "life", OBJECTIVE)
    elif out:
        # SD: Decision — Simultaneous defeat: both at 0 at once is a draw.
        end_game(state, -1, "life", OBJECTIVE)


def title(state: SoulDeckState, card: int) -> str:
    """A card's title."""
    return str(state.defs[card].title)


def leave_play(state: SoulDeckState, card: int, zone: Zone, rule: str) -> None:
    """Move a card out of play to its owner's ``zone``; it becomes a new object."""
    owner = state.owner[card]
    state.place(card, zone_code(owner, zone))
    state.incarnation[card] += 1
    state.exhausted[card] = False
    state.entered[card] = -1
    state.damage[card] = 0
    state.attached_to[card] = NOWHERE
    state.controller[card] = owner
    if card in state.attackers:
        state.attackers.remove(card)
    if state.blocks:
        # SD: Decision — Blocked stays blocked: the blocker leaves its block as -1; without
        # that decision the attacker becomes unblocked.
        state.blocks = [
            (-1 if b == card else b, a)
            for b, a in state.blocks
            if a != card and (b != card or BLOCKED_STAYS_BLOCKED)
        ]
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


_SUPPORT = Zone.SUPPORT  # a module name: read at every decision, cheaper than the class's


def ready_energy(state: SoulDeckState, seat: int) -> list[int]:
    """Ready Spiritual Energy per colour (W, B, U, G)."""
    counts = [0, 0, 0, 0]
    info = state.info
    exhausted = state.exhausted
    for card in state.cards_in(seat, _SUPPORT):
        colour = info[card].colour
        if colour >= 0 and not exhausted[card]:
            counts[colour] += 1
    return counts


def affordable(counts: list[int], generic: int, coloured: tuple[int, ...]) -> bool:
    """SD: Paying Card Costs — letters need their own colour; the number takes any colour."""
    w, b, u, g = coloured  # W, B, U, G, as counts: unrolled, asked for every card in hand
    have_w, have_b, have_u, have_g = counts
    if have_w < w or have_b < b or have_u < u or have_g < g:
        return False
    return have_w + have_b + have_u + have_g - (w + b + u + g) >= generic


Split = tuple[int, int, int, int]
"""How many sources of each colour (W, B, U, G) pay the generic part of a cost."""


def automatic_split(counts: list[int], generic: int, coloured: tuple[int, ...]) -> Split:
    """SD: Decision — Automatic payment: the number from the most plentiful colour left."""
    spare = [have - need for have, need in zip(counts, coloured, strict=True)]
    split = [0, 0, 0, 0]
    for _ in range(generic):
        colour = 0  # the most spare; on a tie, the first colour (W, B, U, G)
        for c in (1, 2, 3):
            if spare[c] > spare[colour]:
                colour = c
        spare[colour] -= 1
        split[colour] += 1
    return split[0], split[1], split[2], split[3]


def payment_choices(counts: list[int], generic: int, coloured: tuple[int, ...]) -> list[Split]:
    """SD: The Number (Generic Cost) — every way the ready energy can pay the number.

    Each way leaves different energy ready; the automatic one comes first.
    """
    spare = [have - need for have, need in zip(counts, coloured, strict=True)]
    if generic == 0 or generic >= sum(spare) or sum(1 for n in spare if n) < 2:
        return [automatic_split(counts, generic, coloured)]  # nothing to choose
    out: list[Split] = [automatic_split(counts, generic, coloured)]
    for w in range(min(spare[0], generic) + 1):
        for b in range(min(spare[1], generic - w) + 1):
            for u in range(min(spare[2], generic - w - b) + 1):
                g = generic - w - b - u
                if g <= spare[3] and (w, b, u, g) != out[0]:
                    out.append((w, b, u, g))
    return out


def pay(
    state: SoulDeckState,
    seat: int,
    generic: int,
    coloured: tuple[int, ...],
    split: Split | None = None,
) -> None:
    """Exhaust energy: letters with their colour, the number as ``split`` says.

    Without a split, SD: Decision — Automatic payment chooses.
    """
    pools: list[list[int]] = [[], [], [], []]
    for card in state.cards_in(seat, Zone.SUPPORT):
        colour = state.info[card].colour
        if colour >= 0 and not state.exhausted[card]:
            pools[colour].append(card)
    if split is None:
        split = automatic_split([len(p) for p in pools], generic, coloured)
    used: list[int] = []
    for colour, need in enumerate(coloured):
        for _ in range(need + split[colour]):
            used.append(pools[colour].pop())
    for card in used:
        state.exhausted[card] = True
    if used:
        paid = (str(generic) if generic else "") + "".join(
            COLOURS[c] * n for c, n in enumerate(coloured)
        )
        state.record(ev.EnergyExhausted(seat=seat, cards=tuple(used), paid=paid, rule=COSTS))


def can_attack(state: SoulDeckState, card: int) -> bool:
    """Ready and not attacking yet; new this turn only under SD: Decision — Summoning sickness."""
    if state.exhausted[card] or card in state.attackers:
        return False
    return not (state.house.summoning_sickness and state.entered[card] >= state.turn)


def begin_phase(state: SoulDeckState, name: str) -> None:
    """A phase of the turn begins (SD: TURN PHASES)."""
    state.phase = name
    state.record(ev.PhaseBegan(phase=name, rule=PHASES))
