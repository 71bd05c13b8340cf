"""DBZ procedure basics: the frame type, rule citations, card helpers, decisions, shared queries."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from reishi.engine import caches
from reishi.engine.actions import Action
from reishi.engine.events import CardPlayed, GameEnded
from reishi.engine.state import NOWHERE
from reishi.games.dbz import effects as fx
from reishi.games.dbz import events as ev
from reishi.games.dbz.actions import Choose
from reishi.games.dbz.cardinfo import CardInfo
from reishi.games.dbz.cards import CardType
from reishi.games.dbz.conditions import condition_holds
from reishi.games.dbz.state import (
    IN_PLAY,
    OWNED_ONLY,
    ZONE_COUNT,
    Attack,
    DbzState,
    Decision,
    Floating,
    Zone,
    zone_code,
)

Frame = tuple[Any, ...]
MAX_STAGE = 10
RB_TURN = "DBZ RB: Gameplay"
# A card's own text, resolved one sentence at a time in the order printed.
CRD_EFFECTS = "DBZ CRD: Timing — Order of effects"
RB_COMBAT = "DBZ RB: The Combat Step"
RB_ATTACHED = "DBZ RB: Glossary — Attached Cards"
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


# An interpreter step: resolves one effect record for its context (the steps' EXEC tables).
Step = Callable[[DbzState, Any, Ctx], None]


# --- small helpers ----------------------------------------------------------------------------


def info(state: DbzState, card: int) -> CardInfo:
    """The per-title facts of a card."""
    result: CardInfo = state.facts[card]
    return result


def title(state: DbzState, card: int) -> str:
    """A card's title with its id."""
    return f"{state.defs[card].title} #{card}"


def seat_name(seat: int) -> str:
    """Seats read P1 and P2, as on the board."""
    return f"P{seat + 1}"


def log(state: DbzState, kind: type[ev.DbzEvent], text: str, rule: str = "", **kw: Any) -> None:
    """Record an event."""
    state.record(kind(text=text, rule=rule, **kw))


# The zones whose cards an attached card may sit on besides a personality ("Attach to one of
# your opponent's Drills", moves.attach); a card leaving them takes its attached cards along.
CARD_HOSTS = frozenset({Zone.DRILLS, Zone.SETUPS, Zone.ALLIES, Zone.DRAGON_BALLS})


def move(
    state: DbzState, card: int, seat: int, zone: Zone, *, bottom: bool = False, drawn: bool = False
) -> bool:
    """Move a card; DBZ CRD: General — Legal zones sends it to its owner's zone instead."""
    was_drill = state.zone_of(card) is Zone.DRILLS and state.zone[card] >= 0
    was_host = state.zone[card] >= 0 and state.zone_of(card) in CARD_HOSTS
    was_hand = state.zone_of(card) is Zone.HAND and state.zone[card] >= 0
    was_in_play = state.zone[card] >= 0 and state.zone_of(card) in IN_PLAY
    was_discard = state.zone[card] >= 0 and state.zone_of(card) is Zone.DISCARD
    was_life = state.zone[card] >= 0 and state.zone_of(card) is Zone.LIFE
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
    if state.attached_to[card] >= 0:
        # A card that moves is no longer attached (DBZ RB: Glossary — Attached Cards): an
        # attached card leaving play, or a Dragon Ball attached to the MP (steps_dende_balls).
        state.attached_to[card] = NOWHERE
    state.place(card, seat * len(Zone) + zone, bottom=bottom)
    if was_host and zone not in CARD_HOSTS:
        _host_left(state, card)
    if was_drill and zone is not Zone.DRILLS:
        state.triggers.append(("drill_leaves", state.owner[card], card))
    if was_in_play and zone not in IN_PLAY:
        state.triggers.append(("leaves", state.owner[card], card))
    if zone is Zone.DRAGON_BALLS:
        state.triggers.append(("db_enters", seat, card))
    if was_discard and zone is Zone.BANISHED:
        state.triggers.append(("banished_from_discard", seat, card))
    if zone is Zone.BANISHED:
        # Whose effect banished it, and from which pile ("one of your effects banishes a card
        # from your Life Deck or discard pile").
        origin = "discard pile" if was_discard else "life deck" if was_life else ""
        state.triggers.append(("banished", seat, card, state.acting, origin))
    if zone is Zone.HAND and not (was_hand or drawn):
        # "If this card is placed into your hand by a card effect": a draw is not one.
        state.triggers.append(("to_hand", seat, card))
    return True


def _host_left(state: DbzState, host: int) -> None:
    """DBZ RB: Glossary — Attached Cards: a card is in play while attached to its intended
    target; the Drill, Setup, Ally or Dragon Ball it was attached to has left play, so it is
    discarded, as a card leaving play is."""
    for seat in (0, 1):
        for card in list(state.cards_in(seat, Zone.ATTACHED)):  # a copy: discarding changes it
            if state.attached_to[card] == host:
                text = f"{title(state, card)} was discarded: {title(state, host)} left play"
                log(state, ev.CardMoved, text, RB_ATTACHED)
                put_in_discard(state, card)


def played(state: DbzState, seat: int, card: int, rule: str) -> None:
    """Log that ``seat`` played ``card`` (DBZ CRD: General — Playing vs placing)."""
    state.record(CardPlayed(seat=seat, card=card, title=state.defs[card].title, rule=rule))
    # "If you played Moment of Peace this turn": played, not placed into play (conditions_ev).
    state.turn_log = state.turn_log | {(seat, "played " + state.defs[card].title.lower())}
    # "This card is considered to have "Sword" in the title for your card effects": its
    # player's "If you have played a card with "Sword" in the title this combat" reads it too.
    considered = "".join(
        f" ({e.word})" for e in state.facts[card].program if isinstance(e, fx.TitleForEffects)
    )
    log_combat(state, seat, "played " + state.defs[card].title.lower() + considered)


def is_dragon_ball(state: DbzState, card: int) -> bool:
    """Whether a card is a Dragon Ball."""
    return state.defs[card].type is CardType.DRAGON_BALL


def dragon_ball_in_play(state: DbzState, name: str, besides: int = -1) -> bool:
    """DBZ RB: Gameplay — 2. Planning Step: a Dragon Ball of that name is already in play."""
    return any(
        state.defs[c].title == name and c != besides
        for seat in (0, 1)
        for c in state.cards_in(seat, Zone.DRAGON_BALLS)
    )


def put_in_discard(state: DbzState, card: int) -> None:
    """Discard or destroy a card; DBZ RB: Glossary — Dragon Balls go to the Life Deck bottom."""
    owner = state.owner[card]
    if state.zone[card] >= 0 and state.zone_of(card) in IN_PLAY:
        state.triggers.append(("destroyed", state.controller[card], card))
    if is_dragon_ball(state, card):
        if dragon_ball_in_play(state, state.defs[card].title, besides=card):
            move(state, card, owner, Zone.BANISHED)
        else:
            # DBZ RB: When Taking Damage — "placed at the bottom of your Life Deck after being
            # discarded": discarded face up (both players see it), then put at the bottom.
            move(state, card, owner, Zone.DISCARD)
            move(state, card, owner, Zone.LIFE, bottom=True)
        return
    move(state, card, owner, Zone.DISCARD)


def in_play_cards(state: DbzState, seat: int) -> list[int]:
    """Cards whose constant effects are active: every card in play (DBZ RB: Game Zones)."""
    cards: list[int] = []
    zones = state.zones
    base = seat * ZONE_COUNT
    for zone, _ in _CONSTANT_SLOTS:
        cards.extend(zones[base + zone])
    return cards


# In this order; a Setup stays in play until used.
CONSTANT_ZONES = (
    Zone.MP,
    Zone.MASTERY,
    Zone.DRILLS,
    Zone.ALLIES,
    Zone.DRAGON_BALLS,
    Zone.ATTACHED,
    Zone.SETUPS,
)


# (zone offset, whether its cards are attached to a host), in CONSTANT_ZONES order: plain
# ints, so the loop of ``constants`` does no enum arithmetic.
_CONSTANT_SLOTS = tuple((int(zone), zone is Zone.ATTACHED) for zone in CONSTANT_ZONES)


def constants(state: DbzState, seat: int) -> list[tuple[int, fx.Effect]]:
    """Every constant effect the seat controls (DBZ RB: Icons — constant)."""
    # Asked after every sentence of every effect: zone by zone (the order of in_play_cards),
    # and most cards have no constant effect at all.
    found: list[tuple[int, fx.Effect]] = []
    quiet: frozenset[int] = frozenset()
    restricting = False
    if state.floating:
        if _constants_off(state, seat):
            return found  # "Your opponent's Constant Powers cannot be used this turn"
        silenced = lost_effects(state)
        quiet = silenced_cards(state)
    elif state.restrictors is None or state.restrictors:
        silenced = lost_effects(state)
        quiet = silenced_cards(state)
    else:
        silenced = _NO_ZONES  # nothing floats and no card can restrict: lost_effects' answer
    facts_of = state.facts
    zones = state.zones
    base = seat * ZONE_COUNT
    for zone, on_host in _CONSTANT_SLOTS:
        cards = zones[base + zone]
        if not cards or zone in silenced:
            continue
        for card in cards:
            if quiet and card in quiet:
                continue  # "Those cards lose all effects until the end of combat"
            facts = facts_of[card]
            effects = facts.constants
            if facts.restrictions:
                restricting = True
            if on_host and facts.while_attached:
                effects = (*effects, *facts.while_attached)
            if not effects:
                continue
            for effect in effects:
                if type(effect) is fx.HostGains:
                    # "That Dragon Ball gains "…"" (Namekian Hunt): while the host has its
                    # effects ("Dragon Balls lose all effects" takes the gained text too).
                    host = state.attached_to[card]
                    if state.zone_of(host) not in silenced and host not in quiet:
                        found.extend((card, inner) for inner in effect.effects)
                    continue
                if isinstance(effect, fx.If):
                    # "[CONSTANT]: If your MP is a Saiyan, your Styled attacks deal +X
                    # stages": the effects hold while the condition does (DBZ RB: Icons).
                    if condition_holds(state, seat, effect.condition):
                        found.extend((card, inner) for inner in effect.effects)
                        restricting = True  # it may hold a "cannot" of its own
                    continue
                if type(effect) is fx.AlsoUseLevel and effect.constants_only:
                    found.extend(_lent_constants(state, seat, effect.level))
                    restricting = True
                found.append((card, effect))
    # Only a card with a "cannot" constant can switch the Drills off; most calls have none.
    if restricting and any(type(e) is fx.Restriction and e.what == _DRILLS_OFF for _, e in found):
        # Hercule - Posing: "You cannot use the effects of CONSTANT Drills" (its own player's).
        found = [(c, e) for c, e in found if state.defs[c].type is not CardType.DRILL]
    return found


_DRILLS_OFF = "use constant drill effects"

# The zones whose cards' constants are active (CONSTANT_ZONES), as the ints of state.zone.
CONSTANT_CODES = frozenset(zone for zone, _ in _CONSTANT_SLOTS)


def any_in(state: DbzState, seat: int, cards: tuple[int, ...], codes: frozenset[int]) -> bool:
    """Whether one of ``cards`` is in one of the seat's zones (kinds ``codes``, as ints)."""
    zone_of = state.zone
    for card in cards:
        code = zone_of[card]
        if code >= 0 and code // ZONE_COUNT == seat and code % ZONE_COUNT in codes:
            return True
    return False


def constants_of(
    state: DbzState, seat: int, kinds: tuple[type[fx.Effect], ...]
) -> list[tuple[int, fx.Effect]]:
    """The seat's constant effects of the given kinds, in the order ``constants`` lists them."""
    # Most callers look for one rare kind ("attacks cost +1 stage", "cannot be stopped"):
    # when no card in the seat's play can yield it, the constants are not read at all.
    if any_in(state, seat, constant_holders(state, kinds), CONSTANT_CODES):
        return [(c, e) for c, e in constants(state, seat) if isinstance(e, kinds)]
    if caches.CHECK:
        fresh = [(c, e) for c, e in constants(state, seat) if isinstance(e, kinds)]
        if fresh:
            raise caches.stale("dbz constant holders", [], fresh)
    return []


_ANY_KIND: tuple[type[fx.Effect], ...] = (fx.Effect,)


def constant_holders(state: DbzState, kinds: tuple[type[fx.Effect], ...]) -> tuple[int, ...]:
    """The cards whose constants can yield an effect of ``kinds`` (in play or not)."""
    holders = state.constant_holders.get(kinds)
    if holders is None:
        holders = state.constant_holders[kinds] = _holders(state, kinds)
    return holders


def _holders(state: DbzState, kinds: tuple[type[fx.Effect], ...]) -> tuple[int, ...]:
    # Cards are never created after setup, so these are known once per game: the few cards
    # with any constant at all first, then those of each kind asked for among them.
    bearers = state.constant_holders.get(_ANY_KIND)
    if bearers is None:
        bearers = state.constant_holders[_ANY_KIND] = tuple(
            c for c, facts in enumerate(state.facts) if facts.may_yield(_ANY_KIND)
        )
    facts_of = state.facts
    return tuple(c for c in bearers if facts_of[c].may_yield(kinds))


def _lent_level(state: DbzState, seat: int, level: int) -> list[int]:
    """The seat's MP-set card of ``level``, out of play (none when that level is in play)."""
    return [c for c in state.cards_in(seat, Zone.MP_SET) if state.defs[c].level == level]


def _lent_constants(state: DbzState, seat: int, level: int) -> list[tuple[int, fx.Effect]]:
    # "You may also use your Level 1 CONSTANT powers" (Frieza - Galatic Conquerer): the lower
    # level's constants hold as the MP's own do; its own lending is not followed further.
    found: list[tuple[int, fx.Effect]] = []
    for card in _lent_level(state, seat, level):
        for effect in state.facts[card].constants:
            if isinstance(effect, fx.If):
                if condition_holds(state, seat, effect.condition):
                    found.extend((card, inner) for inner in effect.effects)
            elif type(effect) is not fx.AlsoUseLevel:
                found.append((card, effect))
    return found


def _chosen_silent(state: DbzState) -> set[int]:
    return {
        card
        for f in state.floating
        if isinstance(f.effect, fx.ChosenLoseEffects)
        for card in f.effect.cards
    }


def silenced_cards(state: DbzState) -> frozenset[int]:
    """Cards chosen to lose all effects this combat (Saiyan Energy Focus; steps_mpe), and
    Allies with constants while "Allies with [CONSTANT] Powers lose all effects" holds."""
    chosen = _chosen_silent(state)
    if restricted(state, 0, ALLY_CONSTANTS_SILENT):
        # Black Obstructing Drill: both players' Allies, their Powers too (DBZ CRD: "lose all
        # effects" leaves the card no text to use).
        facts = state.facts
        chosen.update(
            ally
            for seat in (0, 1)
            for ally in state.cards_in(seat, Zone.ALLIES)
            if facts[ally].constants
        )
    return frozenset(chosen | silenced_hosts(state)) if state.restrictors else frozenset(chosen)


def silenced_hosts(state: DbzState) -> set[int]:
    """The cards an attached card silences: "While attached, that Drill loses all effects"
    (Ensnared) its host, "… cards with that title lose all effects" (Orange Aggression) every
    card in play of the host's title, either player's."""
    found: set[int] = set()
    for card in state.restrictors or ():
        host = state.attached_to[card]
        if host < 0 or state.zone_of(card) is not Zone.ATTACHED:
            continue
        for e in state.facts[card].restrictions:
            if e.what == HOST_SILENT:
                found.add(host)
            elif e.what == HOST_TITLE_SILENT:
                name = state.defs[host].title
                found.update(
                    other
                    for seat in (0, 1)
                    for zone in IN_PLAY
                    for other in state.cards_in(seat, zone)
                    if state.defs[other].title == name
                )
    return found


_NO_ZONES: frozenset[Zone] = frozenset()


def _constants_off(state: DbzState, seat: int) -> bool:
    for f in state.floating:
        e = f.effect
        if isinstance(e, fx.Restriction) and e.what == "use constant powers":
            target = {fx.Who.YOU: f.seat, fx.Who.OPPONENT: 1 - f.seat}.get(e.who, seat)
            if target == seat:
                return True
    return False


def lost_effects(state: DbzState) -> frozenset[Zone]:
    """Zones whose cards have lost all effects this combat (Isolation)."""
    if not state.floating and not (state.restrictors is None or state.restrictors):
        return _NO_ZONES
    silenced = _floating_lost_zones(state)
    if restricted(state, 0, DRAGON_BALLS_SILENT):
        # "Dragon Balls lose all effects" (Oolong - Concerned): for both players alike.
        silenced.add(Zone.DRAGON_BALLS)
    return frozenset(silenced) if silenced else _NO_ZONES


def _floating_lost_zones(state: DbzState) -> set[Zone]:
    """The zones a floating "… lose all effects this combat" names (Isolation)."""
    return {
        _SILENCED_ZONES[kind]
        for f in state.floating
        if isinstance(f.effect, fx.LoseEffects)
        for kind in f.effect.kinds
        if kind in _SILENCED_ZONES
    }


# The kinds of card a LoseEffects names, and their zones ("dragon ball": "Dragon Balls lose
# all effects", phrases_limits); read whenever constants are asked while something floats.
_SILENCED_ZONES = {
    "drill": Zone.DRILLS,
    "ally": Zone.ALLIES,
    "setup": Zone.SETUPS,
    "dragon ball": Zone.DRAGON_BALLS,
}
_SILENCEABLE = frozenset(_SILENCED_ZONES.values())


# "Your opponent cannot play that card": the restriction names the title ("play titled …").
PLAY_TITLED = "play titled "

# "Dragon Balls lose all effects": their constants and Powers are ignored (their immediate
# effects are the restriction "use dragon ball effects", compiled alongside this one).
DRAGON_BALLS_SILENT = "dragon balls lose all effects"
# "While attached, that Drill loses all effects" (Ensnared) and "While attached, cards with
# that title lose all effects" (Orange Aggression): the card the holder is attached to, or every
# card in play of its title (silenced_hosts).
HOST_SILENT = "the host loses all effects"
HOST_TITLE_SILENT = "cards with the host's title lose all effects"
# "Allies with [CONSTANT] Powers lose all effects" (Black Obstructing Drill): basics.silenced_cards.
ALLY_CONSTANTS_SILENT = "allies with constant powers lose all effects"


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
    if any(isinstance(f.effect, fx.ChosenActs) and f.source == ally for f in state.floating):
        return True  # "That Ally can make actions regardless of your MP's power stage"
    if any(isinstance(f.effect, fx.AlliesActThisCombat) and f.seat == seat for f in state.floating):
        return True  # "For the remainder of combat your Allies can make actions regardless …"
    for rule in info(state, ally).program:
        # Card rules: "If your MP is Gohan, you may use this Power regardless of …".
        if isinstance(rule, fx.ActsRegardless) and (
            not rule.mps or state.defs[state.mp(seat)].name.lower() in rule.mps
        ):
            return True
    return ally_has(state, seat, ally, fx.AlliesActFreely)


def ally_has(state: DbzState, seat: int, ally: int, kind: type) -> bool:
    title_words = state.defs[ally].title.lower()
    return any(
        isinstance(e, kind) and getattr(e, "which", "") in title_words
        for _, e in constants(state, seat)
    )


_ONCE_PER_ATTACK = fx.OncePerAttack()


def power_used(state: DbzState, card: int) -> bool:
    """DBZ RB: Glossary — Power: once per turn for MP levels, Allies and Masteries; once per
    attack for a card that says so ("more than once per turn but only once per attack")."""
    if state.attack is not None and _ONCE_PER_ATTACK in state.facts[card].program:
        # Its Defense Power, used against the attack in progress (the rest: once per turn).
        return any(f.source == card and f.effect == _ONCE_PER_ATTACK for f in state.floating)
    return state.used_turn[card] == state.turn


def once_per_turn(state: DbzState, card: int) -> bool:
    """Whether the card's Powers are limited (once per turn, or once per attack)."""
    return state.defs[card].type in (
        CardType.MAIN_PERSONALITY,
        CardType.ALLY,
        CardType.MASTERY,
    ) or (_ONCE_PER_ATTACK in state.facts[card].program)


def note_power_use(state: DbzState, seat: int, card: int) -> None:
    """A used Power's limit: the turn, or for a once-per-attack card's Defense Power the
    attack in progress (the floating record ends with that attack, attacks.py)."""
    attack = state.attack
    if attack is not None and _ONCE_PER_ATTACK in state.facts[card].program:
        state.floating.append(
            Floating(seat, card, _ONCE_PER_ATTACK, f"attack {attack.card}", state.turn)
        )
    else:
        state.used_turn[card] = state.turn


def ask(
    state: DbzState,
    frame: Frame,
    seat: int,
    prompt: str,
    options: Sequence[tuple[Action, str]],
) -> None:
    """Set the pending decision for ``frame`` (resumed by its answer handler).

    A victory that has become true ends the game first: no question, however unrelated,
    keeps a player waiting for a win (DBZ RB: Gameplay — the ways to win).
    """
    if state.is_over or check_victory(state):
        return
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
    """Ask ``seat`` to pick one of ``values``; ``flow.PICKED[purpose]`` receives the value."""
    frame = ("pick", purpose, tuple(values), payload)
    options = [(Choose(index=i), f"choose {label}") for i, label in enumerate(labels)]
    ask(state, frame, seat, prompt, options)


def choose_card(
    state: DbzState,
    purpose: str,
    seat: int,
    prompt: str,
    cards: Sequence[int],
    payload: Any = None,
) -> None:
    """Ask ``seat`` to pick one of ``cards``, each offered by its title."""
    choose(state, purpose, seat, prompt, list(cards), [title(state, c) for c in cards], payload)


def hidden_from_other(state: DbzState, seat: int, card: int) -> bool:
    """Whether ``card`` is hidden from ``seat``'s opponent now (DBZ RB: Game Zones).

    Life Decks are face down, cards set aside are out of view, the MP set's other levels are
    shown by count only (view.py), and a hand is seen only by its holder (unless an effect
    reveals it).
    """
    zone = state.zone_of(card)
    if zone in (Zone.LIFE, Zone.ASIDE, Zone.MP_SET):
        return True
    return zone is Zone.HAND and state.owner[card] == seat and not hand_revealed(state, seat)


DRAGON_BALL_SET = 7  # DBZ RB: Gameplay — Dragon Ball Victory: "a set of all seven"
_LIFE_0, _LIFE_1 = zone_code(0, Zone.LIFE), zone_code(1, Zone.LIFE)
_BALLS_0, _BALLS_1 = zone_code(0, Zone.DRAGON_BALLS), zone_code(1, Zone.DRAGON_BALLS)


def check_victory(state: DbzState) -> bool:
    """End the game if a Survival or Dragon Ball Victory holds now; whether it ended.

    DBZ RB: Gameplay — the ways to win hold the moment they are true; MPPV is checked where
    anger is raised (stages.change_anger). Cards a player looks at and puts back stay in
    their pile meanwhile (grammar_steps.rearrange), so a pile is never empty by mistake.
    """
    # Run before every frame: the common case (both Life Decks hold cards, fewer than seven
    # Dragon Balls each) is answered without building anything.
    zones = state.zones
    if (
        zones[_LIFE_0]
        and zones[_LIFE_1]
        and len(zones[_BALLS_0]) < DRAGON_BALL_SET
        and len(zones[_BALLS_1]) < DRAGON_BALL_SET
    ):
        return False
    losers = [seat for seat in (0, 1) if not state.cards_in(seat, Zone.LIFE)]
    if losers:
        # DBZ RB: Gameplay — Survival Victory: a Life Deck with no cards left loses.
        winner = -1 if len(losers) == 2 else 1 - losers[0]
        end_game(state, winner, "Survival Victory", RB_TURN + " — Survival Victory")
        return True
    for seat in (0, 1):
        # DBZ RB: Gameplay — Dragon Ball Victory needs "a set of all seven": seven titles
        # of one set ("Namek Dragon Ball 1"–"7"), not seven of mixed sets after captures.
        balls = state.cards_in(seat, Zone.DRAGON_BALLS)
        if len(balls) < DRAGON_BALL_SET:
            continue
        sets: dict[str, set[str]] = {}
        for c in balls:
            name = state.defs[c].title
            sets.setdefault(name.rpartition(" ")[0], set()).add(name)
        if any(len(titles) >= DRAGON_BALL_SET for titles in sets.values()):
            end_game(state, seat, "Dragon Ball Victory", RB_TURN + " — Dragon Ball Victory")
            return True
    return False


def end_game(state: DbzState, winner: int, reason: str, rule: str) -> None:
    """End the game (winner -1 for a draw)."""
    state.is_over = True
    state.winner = None if winner < 0 else winner
    state.end_reason = reason
    state.decision = None  # nobody decides in a finished game
    state.record(GameEnded(winner=winner, reason=reason, rule=rule))


def restricted(state: DbzState, seat: int, what: str) -> bool:
    """Whether a floating or constant "cannot" effect forbids ``seat`` to do ``what`` now."""
    for f in state.floating:
        e = f.effect
        if isinstance(e, fx.Restriction) and e.what == what:
            target = {fx.Who.YOU: f.seat, fx.Who.OPPONENT: 1 - f.seat}.get(e.who, seat)
            if target == seat:
                return True
    if state.restrictors is None:
        # Cards are never created after setup, so the cards that can restrict are known once.
        state.restrictors = tuple(
            c
            for c in range(len(state.defs))
            if state.kit.info(state.defs[c]).restrictions
            or state.kit.info(state.defs[c]).guarded_restrictions
        )
    for card in state.restrictors:
        if state.zone[card] < 0 or state.zone_of(card) not in IN_PLAY:
            continue
        owner = state.controller[card]
        facts = info(state, card)
        for e in facts.restrictions:
            if e.what == what:
                target = {fx.Who.YOU: owner, fx.Who.OPPONENT: 1 - owner}.get(e.who, seat)
                if target == seat and not _silent(state, card, owner, what):
                    return True
        for conditions, e in facts.guarded_restrictions:
            # "[CONSTANT]: While your MP is level 3 or lower, players cannot Rejuvenate"
            # (Orange Observing Drill): the "cannot" binds while its conditions hold.
            if e.what == what:
                target = {fx.Who.YOU: owner, fx.Who.OPPONENT: 1 - owner}.get(e.who, seat)
                if (
                    target == seat
                    and all(condition_holds(state, owner, c) for c in conditions)
                    and not _silent(state, card, owner, what)
                ):
                    return True
    return False


def _silent(state: DbzState, card: int, owner: int, what: str) -> bool:
    """Whether a card in play has lost its constants, so its "cannot" ``what`` does not bind.

    Asked only when a restriction would bind: "lose all effects" this combat (Isolation, Saiyan
    Energy Focus), "Your opponent's Constant Powers cannot be used this turn", and the two
    constants that silence other cards. Those two are not silenced by each other's kind in a
    circle: "Allies with [CONSTANT] Powers lose all effects" (a Drill's) silences an Ally's
    "Dragon Balls lose all effects" (Oolong - Concerned), never the other way round.
    """
    zone = state.zone_of(card)
    if state.floating and (
        zone in _floating_lost_zones(state)
        or card in _chosen_silent(state)
        or _constants_off(state, owner)
    ):
        return True
    if zone in CARD_HOSTS and card in silenced_hosts(state):
        return True  # "While attached, that Drill loses all effects" (Ensnared)
    if what == ALLY_CONSTANTS_SILENT:
        return False
    if (
        zone is Zone.ALLIES
        and state.facts[card].constants
        and restricted(state, 0, ALLY_CONSTANTS_SILENT)
    ):
        return True
    if what == DRAGON_BALLS_SILENT:
        return False
    return zone is Zone.DRAGON_BALLS and restricted(state, 0, DRAGON_BALLS_SILENT)


# --- queries and small moves the step modules share -------------------------------------------


def log_combat(state: DbzState, seat: int, what: str) -> None:
    """Remember that ``seat`` did ``what`` this combat (for "If you have … this combat")."""
    if state.in_combat:
        state.combat_log = state.combat_log | {(seat, what)}


def is_copy(state: DbzState, ctx: Ctx) -> bool:
    """Whether the effect belongs to an invisible copy (it never moves the real card)."""
    attack = state.attack
    return (
        ctx.in_attack
        and attack is not None
        and attack.source_kind == "copy"
        and attack.card == ctx.source
    )


def performer_of(state: DbzState, attack: Attack) -> int:
    """The personality performing the attack now."""
    return state.mp(attack.seat) if attack.performer < 0 else attack.performer


def push_sentences(state: DbzState, effects: tuple[fx.Effect, ...], ctx: Ctx) -> None:
    """Resolve ``effects`` in order, contextual effects after each (DBZ CRD: Order of effects)."""
    for effect in reversed(effects):
        state.frames.append(("after_sentence",))
        state.frames.append(("fx", effect, ctx))


def target_seat(who: fx.Who, ctx: Ctx) -> int:
    """The seat an effect's "you" or "your opponent" names, seen from who resolves it."""
    return ctx.seat if who in (fx.Who.YOU, fx.Who.EACH) else 1 - ctx.seat


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


def hand_revealed(state: DbzState, seat: int) -> bool:
    """Whether ``seat`` plays with the hand revealed (a constant or floating effect)."""
    if state.revealers is None:
        # Cards are never created after setup, so the cards that can reveal are known once.
        state.revealers = tuple(c for c in range(len(state.facts)) if _may_reveal(state, c))
    if state.revealers:
        return _hand_revealed(state, seat)
    # Only those cards' constants can reveal: without one, no seat's constants are read
    # (this is asked at every view). The check mode reads them and compares.
    found = _floating_reveals(state, seat)
    if caches.CHECK and _hand_revealed(state, seat) != found:
        raise caches.stale("dbz revealers", found, not found)
    return found


def _may_reveal(state: DbzState, card: int) -> bool:
    """Whether a constant of ``card`` (in play or while attached) is a Hand Revealed."""
    facts = state.facts[card]
    for effect in (*facts.constants, *facts.while_attached):
        inner = effect.effects if isinstance(effect, fx.If) else (effect,)
        if any(isinstance(e, fx.HandRevealed) for e in inner):
            return True
    return False


def _hand_revealed(state: DbzState, seat: int) -> bool:
    for owner in (0, 1):
        for _, e in constants(state, owner):
            if isinstance(e, fx.HandRevealed) and _reveals(e, owner, seat):
                return True
    return _floating_reveals(state, seat)


def _floating_reveals(state: DbzState, seat: int) -> bool:
    return any(
        isinstance(f.effect, fx.HandRevealed) and _reveals(f.effect, f.seat, seat)
        for f in state.floating
    )


def _reveals(e: fx.HandRevealed, owner: int, seat: int) -> bool:
    """Whether ``owner``'s effect reveals ``seat``'s hand: "your opponent plays with his hand
    revealed", "play with your hand revealed", "players play with their hand revealed"."""
    if e.who is fx.Who.EACH:
        return True
    return (owner == seat) == (e.who is fx.Who.YOU)


def instant_for(state: DbzState, card: int, trigger: str) -> fx.InstantPower | None:
    """The card's Instant Power with this timing, if it has one."""
    for instant in info(state, card).instants:
        if instant.trigger.lower() == trigger:
            return instant
    return None


def usable(state: DbzState, seat: int, card: int) -> bool:
    """Card rules "(Use only if …)": the condition must hold now."""
    return all(
        condition_holds(state, seat, e.condition)
        for e in info(state, card).program
        if isinstance(e, fx.UseOnlyIf)
    )


# "Players cannot use Setups unless they have performed an attack from their hand this turn"
# (Yajirobe - Bundled; phrases_ex3_limits): the combat log holds this turn's attacks only once
# combat was declared this turn (one Combat Step a turn).
SETUPS_AFTER_HAND_ATTACK = "use setups without an attack from hand this turn"
# "Cards that end combat cannot be played or used" (Blue Battle Drill, Stomach Crusher): a
# card with any effect that ends combat is neither played nor used (DBZ RB: Glossary — Power).
CARDS_ENDING_COMBAT = "play or use cards that end combat"
# "Players cannot use Setups this combat unless they have performed a Styled attack from
# their hand during combat" (Stomach Crusher; phrases_ex3_limits): read from the combat log.
SETUPS_AFTER_STYLED_HAND_ATTACK = "use setups without a styled attack from hand this combat"
STYLED_FROM_HAND = "styled attack from hand"  # its combat log entry (attack_start)
# "Raising anger is optional for both players this combat" (Saiyan Thrust; resolution).
RAISING_ANGER_OPTIONAL = "be made to raise anger"


def ending_combat_barred(state: DbzState, seat: int, card: int) -> bool:
    """Whether "Cards that end combat cannot be played or used" forbids this card now."""
    return (
        card >= 0 and info(state, card).ends_combat and restricted(state, seat, CARDS_ENDING_COMBAT)
    )


def title_used_this_turn(state: DbzState, seat: int, card: int) -> bool:
    """Card rules "You may only use one X per turn": the player used a card of that title."""
    for rule in info(state, card).program:
        if isinstance(rule, fx.OneUsePerTurn) and any(
            other != card
            and state.used_turn[other] == state.turn
            and state.owner[other] == seat
            and state.defs[other].title.lower() == rule.name
            for other in range(len(state.defs))
        ):
            return True
    return False


def unusable(state: DbzState, seat: int, card: int) -> bool:
    """Whether a floating or constant "cannot" effect forbids using this card's Powers."""
    kind = state.defs[card].type
    if kind is CardType.SETUP and restricted(state, seat, "use setups"):
        return True
    if ending_combat_barred(state, seat, card):
        return True
    zone = state.zone_of(card)
    if zone in _SILENCEABLE and zone in lost_effects(state):
        # "Dragon Balls lose all effects", "Setups, Drills, and Allies lose all effects this
        # combat" (The Ultimate Sacrifice; Isolation, DBZ CRD: Heroes & Villains R131): their
        # Powers and Instant Powers too, not only their constants.
        return True
    if (
        state.floating or state.restrictors is None or state.restrictors
    ) and card in silenced_cards(state):
        return True  # "Those cards lose all effects until the end of combat": Powers too
    if (
        kind is CardType.SETUP
        and (seat, "acted") not in state.combat_log
        and restricted(state, seat, "use setups as first action")
    ):
        return True  # "Players cannot use a Setup as their first action in combat"
    if fx.OncePerGame() in info(state, card).program and any(
        isinstance(f.effect, fx.OncePerGame) and f.source == card for f in state.floating
    ):
        return True  # "This card's non-[INSTANT] power may only be used once per game"
    if kind is CardType.DRILL and restricted(state, seat, "use drills"):
        return True
    if title_used_this_turn(state, seat, card):
        return True
    if (
        kind is CardType.SETUP
        and not (state.combat_declared and (seat, "attack from hand") in state.combat_log)
        and restricted(state, seat, SETUPS_AFTER_HAND_ATTACK)
    ):
        return True  # "Players cannot use Setups unless they have performed an attack from …"
    if (
        kind is CardType.SETUP
        and (seat, STYLED_FROM_HAND) not in state.combat_log
        and restricted(state, seat, SETUPS_AFTER_STYLED_HAND_ATTACK)
    ):
        return True
    return state.defs[card].style.value == "Freestyle" and restricted(
        state, seat, "use non-styled cards"
    )


# The zones whose cards' Powers may be used, in the order they are offered (module names:
# an enum member read from its class costs about 0.2 us in Python 3.11).
_POWER_ZONES = (Zone.MP, Zone.MASTERY, Zone.DRILLS, Zone.SETUPS, Zone.ALLIES, Zone.DRAGON_BALLS)
_ALLIES = Zone.ALLIES


def power_cards(state: DbzState, seat: int) -> list[int]:
    """Cards in play whose Power the seat may use now (DBZ RB: Glossary — Power)."""
    cards: list[int] = []
    facts = state.facts
    for zone in _POWER_ZONES:
        for card in state.cards_in(seat, zone):
            if not facts[card].powers or not usable(state, seat, card):
                continue
            if once_per_turn(state, card) and power_used(state, card):
                continue
            if zone is _ALLIES and not ally_may_act(state, seat, card):
                continue
            if unusable(state, seat, card):
                continue
            cards.append(card)
    lends = any(type(e) is fx.AlsoUseLevel for e in state.facts[state.mp(seat)].constants)
    for _, effect in constants(state, seat) if lends else ():
        # "You may also use your Level 2 Powers" (Frieza - Revived): that level's POWER is
        # usable as the MP's is, once per turn like any MP level's (DBZ RB: Glossary — Power).
        if type(effect) is not fx.AlsoUseLevel or effect.constants_only:
            continue
        for lent in _lent_level(state, seat, effect.level):
            if not info(state, lent).powers or not usable(state, seat, lent):
                continue
            if power_used(state, lent) or unusable(state, seat, lent):
                continue
            cards.append(lent)
    return cards
