"""Interpreter steps for conditions, X values, naming cards and the wider card grammar."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import msgspec

from reishi.engine.events import CardDrawn
from reishi.games.dbz import effects as fx
from reishi.games.dbz import events as ev
from reishi.games.dbz.basics import (
    CRD_EFFECTS,
    MAX_STAGE,
    RB_ANGER,
    Ctx,
    Frame,
    choose,
    choose_card,
    is_copy,
    log,
    move,
    performer_of,
    personalities,
    put_in_discard,
    restricted,
    seat_name,
    target_seat,
    title,
)
from reishi.games.dbz.cards import CardType
from reishi.games.dbz.conditions import (
    card_matches,
    condition_holds,
    x_value,
)
from reishi.games.dbz.library import CardPool
from reishi.games.dbz.moves import (
    KIND_ZONES,
    attach,
    discard_by_effect,
    enter_play,
    picked_host,
    placeable,
    rejuvenated,
    search_matches,
)
from reishi.games.dbz.naming import ally_names, names
from reishi.games.dbz.octgn import loose_key
from reishi.games.dbz.stages import change_anger, fell_to_zero
from reishi.games.dbz.state import (
    DbzState,
    Floating,
    Zone,
)
from reishi.games.dbz.steps_dende_balls import capturable

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
    log(state, ev.RuleApplied, f"X = {value} ({e.x})", CRD_EFFECTS)
    state.frames.append(("fx", msgspec.structs.replace(e.effect, **{e.field: value}), ctx))


def nameable_titles(state: DbzState, kinds: tuple[str, ...]) -> list[str]:
    """Titles a player may name: exact titles of the kinds, never a Dragon Ball (DBZ RB).

    Printings whose titles differ only in case or spacing are one card (as in deck
    building), so each card is offered once, under its retail spelling.
    """
    pool = state.kit.pool
    wanted = frozenset(k.lower() for k in kinds)
    # Worked out once per pool: a scan of the whole pool took 7 ms a naming.
    return list(pool.remembered(("nameable", wanted), lambda: _nameable(pool, wanted)))


def _nameable(pool: CardPool, wanted: frozenset[str]) -> tuple[str, ...]:
    cards = sorted(pool.cards, key=lambda c: (not c.retail, c.set_name, c.title))
    titles: dict[str, str] = {}
    for card in cards:
        if card.type is not CardType.DRAGON_BALL and (
            not wanted or card.type.value.lower() in wanted
        ):
            titles.setdefault(loose_key(card.title), card.title)
    if not wanted or CardType.ALLY.value.lower() in wanted:
        # DBZ CRD: General — Naming: "Bulma Ally" names an Ally without its sub-name.
        for name in sorted(ally_names(cards)):
            titles.setdefault(loose_key(name), name)
    return tuple(sorted(titles.values()))


def _ex_name(state: DbzState, e: fx.NameCard, ctx: Ctx) -> None:
    # DBZ RB: Glossary — "Naming" a card: one opportunity to name an exact title.
    state.named = ()
    titles = nameable_titles(state, e.kinds)
    if not titles:
        return
    for _ in range(e.count - 1):
        state.frames.append(("name_more", tuple(titles), ctx.seat, e.different))
    _ask_name(state, titles, ctx.seat)


NAME_PAGE = 24  # at most this many titles in one decision; more are narrowed first


def _ask_name(state: DbzState, titles: Sequence[str], seat: int, prefix: str = "") -> None:
    """Name a card as a searchable choice: narrow by the first letters, then pick the title.

    Every title stays reachable; a player types (or an agent picks) "names starting with 'Sa'"
    until at most ``NAME_PAGE`` titles are left. The first step also offers the titles seen
    in this game (discard piles, Banished Zones, cards in play and the player's own hand).
    """
    if len(titles) <= NAME_PAGE:
        choose(
            state,
            "named",
            seat,
            "Name a card",
            list(range(len(titles))),
            list(titles),
            tuple(titles),
        )
        return
    key = tuple(titles)
    # The same titles narrow the same way in every game: worked out once per pool.
    reached, options = state.kit.pool.remembered(
        ("name groups", key, prefix), lambda: _name_groups(key, prefix)
    )
    if not reached:
        seen = sorted(set(titles) & _seen_titles(state, seat))
        if seen and len(seen) <= NAME_PAGE:
            options = ((tuple(seen), "a card seen in this game"), *options)
    choose(
        state,
        "name_narrow",
        seat,
        "Name a card: narrow it down",
        list(range(len(options))),
        [label for _, label in options],
        (tuple(names for names, _ in options), seat),
    )


NameGroups = tuple[tuple[tuple[str, ...], str], ...]


def _name_groups(titles: tuple[str, ...], prefix: str) -> tuple[str, NameGroups]:
    """``titles`` grouped by their next letter after ``prefix``, each group with its label.

    When every title shares that letter too, the prefix grows until they part (one way on:
    no decision); the prefix reached comes back with the groups.
    """
    while True:
        groups: dict[str, list[str]] = {}
        for name in titles:
            groups.setdefault(name[: len(prefix) + 1].lower(), []).append(name)
        if len(groups) != 1:
            break
        prefix = titles[0][: len(prefix) + 1]
    return prefix, tuple(
        (tuple(groups[k]), f"names starting with '{_common_prefix(groups[k])}'")
        for k in sorted(groups)
    )


def _seen_titles(state: DbzState, seat: int) -> set[str]:
    """Titles face up to ``seat``: both discard piles and Banished Zones, play, its own hand."""
    zones = (Zone.DISCARD, Zone.BANISHED, Zone.DRILLS, Zone.SETUPS, Zone.ALLIES, Zone.ATTACHED)
    seen = {state.defs[c].title for s in (0, 1) for z in zones for c in state.cards_in(s, z)}
    seen |= {state.defs[c].title for c in state.cards_in(seat, Zone.HAND)}
    return seen


def _common_prefix(names: Sequence[str]) -> str:
    """The longest start every name shares (case-insensitive), as the first name writes it."""
    first = names[0]
    size = len(first)
    for name in names[1:]:
        size = min(size, len(name))
        while size and name[:size].lower() != first[:size].lower():
            size -= 1
    return first[:size]


def _picked_name_narrow(state: DbzState, index: int, payload: Any) -> None:
    groups, seat = payload
    names = groups[index]
    prefix = _common_prefix(names) if len(names) > NAME_PAGE else ""
    _ask_name(state, names, seat, prefix)


def _ex_shuffle_named(state: DbzState, e: fx.ShuffleNamedFromHand, ctx: Ctx) -> None:
    seat = target_seat(e.who, ctx)
    found = [
        c
        for c in state.cards_in(seat, Zone.HAND)
        if any(names(n, state.defs[c]) for n in state.named)
    ]
    if not found:
        state.last_done = False
        return
    card = found[-1]  # copies of one title are alike: which one is not a choice
    move(state, card, seat, Zone.LIFE)
    state.frames.append(("shuffle_life", seat))
    text = f"{seat_name(seat)} shuffled {title(state, card)} from the hand into the Life Deck"
    log(state, ev.CardMoved, text, CRD_EFFECTS)


def _ex_choose_in_play(state: DbzState, e: fx.ChooseInPlay, ctx: Ctx) -> None:
    state.named = ()
    _ask_in_play(state, e, ctx.seat, ())


def _ask_in_play(state: DbzState, e: fx.ChooseInPlay, seat: int, chosen: tuple[int, ...]) -> None:
    zone = KIND_ZONES[e.kind]
    cards = [c for s in (0, 1) for c in state.cards_in(s, zone) if c not in chosen]
    if len(chosen) >= e.count or not cards:
        state.last_done = bool(chosen)
        return
    labels = [title(state, c) for c in cards] + ["choose no more"]
    prompt = f"Choose which card in play? (up to {e.count})"
    choose(state, "in_play", seat, prompt, [*cards, -1], labels, (e, seat, chosen))


def _picked_in_play(state: DbzState, card: int, payload: Any) -> None:
    e, seat, chosen = payload
    if card < 0:
        state.last_done = bool(chosen)
        return
    state.named = (*state.named, state.defs[card].title)  # "one copy of each" (SearchNamed)
    _ask_in_play(state, e, seat, (*chosen, card))


def _run_name_more(state: DbzState, frame: Frame) -> None:
    state.frames.pop()
    # "two different" cards; "Name 2 cards" may name one twice (DBZ CRD: C14 Black Flying Knee).
    titles = [t for t in frame[1] if not frame[3] or t not in state.named]
    if titles:
        _ask_name(state, titles, frame[2])


def _picked_named(state: DbzState, index: int, titles: Any) -> None:
    state.named = (*state.named, titles[index])
    log(state, ev.RuleApplied, f"named {titles[index]}", "DBZ RB: Glossary — Naming a card")


def _ex_search_named(state: DbzState, e: fx.SearchNamed, ctx: Ctx) -> None:
    _search_named_from(state, e, ctx, 0, ())


def _search_named_from(
    state: DbzState, e: fx.SearchNamed, ctx: Ctx, start: int, found: tuple[int, ...]
) -> None:
    """Search for the named cards from the ``start``-th name on (``found``: those found so far).

    A title names identical copies, so "1 copy" takes any; "Bulma Ally" names every Bulma
    Ally (DBZ CRD: General — Naming), so when it finds Allies of two titles the searching
    player picks which one.
    """
    seat = target_seat(e.who, ctx)
    life = state.cards_in(seat, Zone.LIFE)
    for index in range(start, len(state.named)):
        name = state.named[index]
        copies = [c for c in life if c not in found and names(name, state.defs[c])]
        if e.all_copies:
            found += tuple(copies)
            continue
        firsts = list({loose_key(state.defs[c].title): c for c in reversed(copies)}.values())
        if len(firsts) > 1:
            choose_card(
                state,
                "search_named",
                ctx.seat,
                f"Which {name} do you take?",
                sorted(firsts, key=lambda c: state.defs[c].title),
                (e, ctx, index, found),
            )
            return
        found += tuple(copies[:1])
    _take_searched(state, e, seat, found)


def _picked_search_named(state: DbzState, card: int, payload: Any) -> None:
    e, ctx, index, found = payload
    _search_named_from(state, e, ctx, index + 1, (*found, card))


def _take_searched(state: DbzState, e: fx.SearchNamed, seat: int, found: tuple[int, ...]) -> None:
    for card in found:
        if e.to == "banish":
            move(state, card, state.owner[card], Zone.BANISHED)
        else:
            put_in_discard(state, card)
        log(state, ev.CardMoved, f"{title(state, card)} was {e.to}ed", CRD_EFFECTS)
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
    seat = target_seat(e.who, ctx)
    if e.what == "this card" and e.to == "rejuvenate":
        # "Rejuvenate this card": wherever it is being used from.
        card = -1 if is_copy(state, ctx) else ctx.source
        if card >= 0 and state.zone_of(card) not in (Zone.LIFE, Zone.BANISHED):
            move(state, card, state.owner[card], Zone.LIFE, bottom=True)
            rejuvenated(state, state.owner[card], card)
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
    choose_card(
        state,
        "from_discard",
        ctx.seat,
        f"Choose a {e.what} in the discard pile",
        found,
        (e.to, ctx),
    )


def _picked_from_discard(state: DbzState, card: int, payload: Any) -> None:
    to, ctx = payload
    owner = state.owner[card]
    state.chosen = card  # "If that card had Endurance"
    if to == "rejuvenate":
        # DBZ CRD: General — Rejuvenation: to the bottom of the Life Deck, one at a time.
        move(state, card, owner, Zone.LIFE, bottom=True)
        rejuvenated(state, ctx.seat, card)
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
    log(state, ev.CardMoved, f"{title(state, card)} → {to}", CRD_EFFECTS, seat=ctx.seat)


def _ex_banish_from_hand(state: DbzState, e: fx.BanishFromHand, ctx: Ctx) -> None:
    hand = state.cards_in(ctx.seat, Zone.HAND)
    if not hand:
        state.last_done = False  # a stipulation that cannot be met (DBZ CRD: stipulations)
        return
    if e.count > 1:
        state.frames.append(("fx", fx.BanishFromHand(e.count - 1), ctx))
    choose_card(state, "banish_hand", ctx.seat, "Banish which card from your hand?", hand)


def _picked_banish_hand(state: DbzState, card: int, payload: Any) -> None:
    move(state, card, state.owner[card], Zone.BANISHED)
    log(state, ev.CardMoved, f"{title(state, card)} was banished from the hand", CRD_EFFECTS)


def _ex_shuffle_in_play(state: DbzState, e: fx.ShuffleIntoLifeDeck, ctx: Ctx) -> None:
    seats = [ctx.seat] if e.whose is fx.Who.YOU else [0, 1]
    targets = [
        card
        for seat in seats
        for kind in e.kinds
        if kind in KIND_ZONES
        for card in state.cards_in(seat, KIND_ZONES[kind])
    ]
    if not targets:
        state.last_done = False
        return
    choose_card(state, "shuffle_in", ctx.seat, "Which card?", targets, (e.to_hand, ctx))


def _picked_shuffle_in(state: DbzState, card: int, payload: Any) -> None:
    to_hand, ctx = payload
    owner = state.owner[card]
    state.last_moved = (card,)  # "If that Ally had "Cell Jr." in the title" (conditions_mpset)
    if to_hand:
        move(state, card, owner, Zone.HAND)
        log(state, ev.CardMoved, f"{title(state, card)} returned to its owner's hand", CRD_EFFECTS)
        return
    move(state, card, owner, Zone.LIFE)
    state.rng.shuffle(state.cards_in(owner, Zone.LIFE))
    state.triggers.append(("shuffle_in", ctx.seat, card))
    log(state, ev.CardMoved, f"{title(state, card)} was shuffled into a Life Deck", CRD_EFFECTS)


_UNTIL = {"turn": "turn", "next turn": "next turn", "end next turn": "end next turn"}
_UNTIL |= {"end opponent next turn": "end opponent next turn", "game": "game"}


def _ex_restriction(state: DbzState, e: fx.Restriction, ctx: Ctx) -> None:
    """A "cannot" effect floats for its duration (this combat unless the text says)."""
    until = _UNTIL.get(e.duration, "combat")  # "next action" ends earlier (combat_steps)
    state.floating.append(Floating(ctx.seat, ctx.source, e, until, state.turn))


def _ex_floating(state: DbzState, e: fx.Effect, ctx: Ctx) -> None:
    """A "this combat" effect floats until the end of combat (DBZ RB: Glossary — Effects)."""
    state.floating.append(Floating(ctx.seat, ctx.source, e, "combat", state.turn))


def _ex_banish_this(state: DbzState, e: fx.BanishThis, ctx: Ctx) -> None:
    card = ctx.source
    if is_copy(state, ctx) or card < 0 or state.zone_of(card) is Zone.BANISHED:
        state.last_done = False
        return
    move(state, card, state.owner[card], Zone.BANISHED)
    log(state, ev.CardMoved, f"{title(state, card)} was banished", CRD_EFFECTS)


def _ex_shuffle_this(state: DbzState, e: fx.ShuffleThis, ctx: Ctx) -> None:
    card = ctx.source
    if card < 0 or is_copy(state, ctx):
        return
    owner = state.owner[card]
    move(state, card, owner, Zone.LIFE)
    state.rng.shuffle(state.cards_in(owner, Zone.LIFE))
    state.triggers.append(("shuffle_in", owner, card))


def _ex_to_highest(state: DbzState, e: fx.RaiseToHighest, ctx: Ctx) -> None:
    seat = target_seat(e.who, ctx)
    people = personalities(state, seat)
    choose_card(
        state,
        "gain_target",
        seat,
        "Raise which personality to its highest power stage?",
        people,
        MAX_STAGE,
    )


def _ex_set_anger(state: DbzState, e: fx.SetAnger, ctx: Ctx) -> None:
    seat = target_seat(e.who, ctx)
    change_anger(state, seat, e.level - state.anger[seat], ctx, RB_ANGER)


def _ex_draw_bottom(state: DbzState, e: fx.DrawFromLifeBottom, ctx: Ctx) -> None:
    life = state.cards_in(ctx.seat, Zone.LIFE)
    if life:
        card = life[0]
        move(state, card, ctx.seat, Zone.HAND, drawn=True)
        name = state.defs[card].title
        state.record(
            CardDrawn(seat=ctx.seat, card=card, title=name, rule=CRD_EFFECTS, visible_to=ctx.seat)
        )


def _ex_reveal_hand(state: DbzState, e: fx.RevealHand, ctx: Ctx) -> None:
    seat = target_seat(e.who, ctx)
    names = ", ".join(state.defs[c].title for c in state.cards_in(seat, Zone.HAND)) or "nothing"
    log(state, ev.Revealed, f"{seat_name(seat)} revealed the hand: {names}", CRD_EFFECTS)
    state.triggers.append(("hand_revealed", seat, -1))  # "Whenever your opponent reveals …"
    # "If the card you named was revealed" (Black Chaos, Black Daze): the cards just revealed.
    state.last_moved = tuple(state.cards_in(seat, Zone.HAND))
    if seat == ctx.seat:
        state.picked = tuple(state.cards_in(seat, Zone.HAND))  # "If you revealed …"


def _ex_discard_random(state: DbzState, e: fx.DiscardRandom, ctx: Ctx) -> None:
    seat = target_seat(e.who, ctx)
    hand = state.cards_in(seat, Zone.HAND)
    if not hand:
        state.last_done = False
        return
    card = hand[state.rng.below(len(hand))]
    discard_by_effect(state, card, ctx.seat)


def _ex_return_attack(state: DbzState, e: fx.ReturnThatAttack, ctx: Ctx) -> None:
    attack = state.attack
    if attack is None or attack.source_kind != "card":
        return
    # "Search … for a copy of that card" (Black Adaptation): the attack's card, moved or not.
    state.chosen, state.picked = attack.card, (attack.card,)
    wanted = CardType.PHYSICAL_COMBAT if e.kind == "physical" else CardType.ENERGY_COMBAT
    if state.defs[attack.card].type is not wanted:
        return
    if e.to == "banish":
        move(state, attack.card, state.owner[attack.card], Zone.BANISHED)
    else:
        # DBZ CRD: General — Legal zones: it enters only its owner's hand (Black Reflection
        # with Black Delay: a card you do not own is not returned to your hand).
        move(state, attack.card, attack.seat, Zone.HAND)


def _ex_rearrange(state: DbzState, e: fx.RearrangeTop, ctx: Ctx) -> None:
    seat = target_seat(e.who, ctx)
    if e.who is fx.Who.ANY:
        options = ["p1", "p2"]
        payload = (e.count, ctx.seat)
        choose(state, "rearrange_whose", ctx.seat, "Whose Life Deck?", [0, 1], options, payload)
        return
    pile = Zone.DISCARD if e.pile == "discard pile" else Zone.LIFE
    rearrange(state, seat, e.count, ctx.seat, pile, e.bottom)


def _picked_rearrange_whose(state: DbzState, seat: int, payload: Any) -> None:
    count, chooser = payload
    rearrange(state, seat, count, chooser, Zone.LIFE)


def rearrange(
    state: DbzState, seat: int, count: int, chooser: int, pile: Zone, bottom: bool = False
) -> None:
    """Look at the top (or bottom) cards and put them back one at a time, the last chosen on
    top (or at the bottom).

    The cards stay in their pile meanwhile (each chosen card is moved onto the top, or under
    the bottom), so the pile is never empty while the player chooses: no false Survival
    Victory.
    """
    cards = state.cards_in(seat, pile)
    if not count:
        return
    end = list(cards[:count] if bottom else cards[-count:])
    if len(end) < 2:
        return
    _ask_rearrange(state, seat, chooser, tuple(end), pile, (), bottom)


def _ask_rearrange(
    state: DbzState,
    seat: int,
    chooser: int,
    cards: tuple[int, ...],
    pile: Zone,
    placed: tuple[int, ...] = (),
    bottom: bool = False,
) -> None:
    labels = [title(state, c) for c in cards]
    whose = "your" if seat == chooser else f"{seat_name(seat)}'s"
    where = "Life Deck" if pile is Zone.LIFE else "discard pile"
    end, way = ("bottom", "under") if bottom else ("top", "on top of")
    prompt = (
        f"Put the {end} of {whose} {where} back in any order: each card you choose goes {way} "
        f"the ones already put back, so the last one chosen ends {'at the' if bottom else 'on'} "
        f"{end}"
    )
    if placed:
        so_far = ", ".join(title(state, c) for c in reversed(placed))
        prompt += f" (put back so far, {end} first: {so_far})"
    choose(
        state,
        "rearrange",
        chooser,
        prompt,
        list(cards),
        labels,
        (seat, chooser, cards, pile, placed, bottom),
    )


def _picked_rearrange(state: DbzState, card: int, payload: Any) -> None:
    seat, chooser, cards, pile, placed, bottom = payload
    state.place(card, seat * len(Zone) + pile, bottom=bottom)
    rest = tuple(c for c in cards if c != card)
    if len(rest) == 1:
        state.place(rest[0], seat * len(Zone) + pile, bottom=bottom)
    elif rest:
        _ask_rearrange(state, seat, chooser, rest, pile, (*placed, card), bottom)


def _ex_capture(state: DbzState, e: fx.CaptureDragonBall, ctx: Ctx) -> None:
    opponent = 1 - ctx.seat
    balls = [
        c for c in state.cards_in(opponent, Zone.DRAGON_BALLS) if card_matches(state, c, e.what)
    ]
    balls = capturable(state, opponent, balls)  # Dende - Protected
    if not balls or restricted(state, opponent, "have dragon balls captured"):
        state.last_done = False
        return
    labels = [title(state, c) for c in balls]
    choose(state, "capture", ctx.seat, "Capture which Dragon Ball?", balls, labels)


def _ex_hand_revealed(state: DbzState, e: fx.HandRevealed, ctx: Ctx) -> None:
    until = e.until or "combat"
    state.floating.append(Floating(ctx.seat, ctx.source, e, until, state.turn))


def _ex_choice(state: DbzState, e: fx.Choice, ctx: Ctx) -> None:
    labels = (
        list(e.labels)
        if len(e.labels) == len(e.options)
        else [f"option {n}" for n in range(1, len(e.options) + 1)]
    )
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
    fell_to_zero(state, mp, state.stage[mp] + e.amount)
    log(state, ev.StagesChanged, f"{title(state, mp)} paid {e.amount} stage(s)", CRD_EFFECTS)


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
        fell_to_zero(state, payer, state.stage[payer] + amount)
        log(state, ev.StagesChanged, f"{title(state, payer)} paid {amount} stage(s)", CRD_EFFECTS)


def _ex_lower_any_anger(state: DbzState, e: fx.LowerAnyAnger, ctx: Ctx) -> None:
    # DBZ RB: Anger — anger never goes below zero, so only amounts up to the anger are offered.
    # Red City Destruction's "effects that require you to lower your anger are reduced by 1"
    # does not apply: an amount the player picks is no requirement.
    amounts = list(range(1, state.anger[ctx.seat] + 1))
    if not amounts:
        state.last_done = False
        return
    labels = [f"lower your anger by {n}" for n in amounts]
    choose(
        state, "lower_any_anger", ctx.seat, "Lower your anger by how much?", amounts, labels, ctx
    )


def _picked_lower_any_anger(state: DbzState, amount: int, ctx: Any) -> None:
    state.last_done = change_anger(state, ctx.seat, -amount, ctx, RB_ANGER)


def _ex_opponent_may(state: DbzState, e: fx.OpponentMayUse, ctx: Ctx) -> None:
    other = 1 - ctx.seat
    prompt = f"Use the effect of {title(state, ctx.source)} yourself?"
    payload = (e.effects, Ctx(other, ctx.source))
    choose(state, "optional", other, prompt, [1, 0], ["yes", "no"], payload)


def _ex_reveal_top(state: DbzState, e: fx.RevealTop, ctx: Ctx) -> None:
    if e.who is fx.Who.EACH:
        # "Reveal the top card of each player's Life Deck": both tops are "the revealed cards".
        _reveal_top(state, ctx.seat, e, ctx)
        mine = state.last_moved
        _reveal_top(state, 1 - ctx.seat, e, ctx)
        state.last_moved = (*mine, *state.last_moved)
        return
    if e.who is fx.Who.ANY:
        choose(state, "reveal_whose", ctx.seat, "Whose Life Deck?", [0, 1], ["p1", "p2"], (e, ctx))
        return
    _reveal_top(state, target_seat(e.who, ctx), e, ctx)


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
                rule=CRD_EFFECTS,
                visible_to=ctx.seat,
            )
        )
    else:
        log(state, ev.RuleApplied, f"revealed {text}", CRD_EFFECTS)


def _ex_move_looked(state: DbzState, e: fx.MoveLooked, ctx: Ctx) -> None:
    cards = [c for c in state.last_moved if state.zone_of(c) is Zone.LIFE]
    if not cards:
        state.last_done = False
        return
    for card in cards:
        move(state, card, state.owner[card], Zone.LIFE, bottom=e.to == "bottom")
    log(state, ev.CardMoved, f"{len(cards)} looked-at card(s) → {e.to}", CRD_EFFECTS)


def _ex_place_this(state: DbzState, e: fx.PlaceThis, ctx: Ctx) -> None:
    card = ctx.source
    if card < 0 or is_copy(state, ctx):
        state.last_done = False
        return
    kind = state.defs[card].type
    if e.to == "bottom of life deck" and state.in_play(card):
        # "At the end of combat, you may place this card at the bottom of its owner's Life Deck".
        move(state, card, state.owner[card], Zone.LIFE, bottom=True)
        log(state, ev.CardMoved, f"{title(state, card)} → bottom of its Life Deck", CRD_EFFECTS)
        return
    if e.to == "hand" and state.zone_of(card) is Zone.BANISHED:
        pass  # "If this card is banished for Endurance, you may place it into your hand"
    elif card < 0 or state.zone_of(card) not in (Zone.DISCARD, Zone.HAND, Zone.PLAYING):
        state.last_done = False
        return
    if e.to == "play" and placeable(state, state.owner[card], card):
        enter_play(state, state.owner[card], card, played=False)
    elif e.to == "top of life deck":
        move(state, card, state.owner[card], Zone.LIFE)
    elif e.to == "bottom of life deck":
        move(state, card, state.owner[card], Zone.LIFE, bottom=True)
    elif e.to == "rejuvenate" and not restricted(state, ctx.seat, "rejuvenate"):
        # "Rejuvenate this card after use" (DBZ CRD: General — Rejuvenation: to the bottom of
        # the Life Deck, a Rejuvenation its timings see).
        move(state, card, state.owner[card], Zone.LIFE, bottom=True)
        rejuvenated(state, ctx.seat, card)
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
    if position == "top or bottom":
        # "… on the top or bottom of your Life Deck": the player picks the end, too.
        labels = ["the top of the Life Deck", "the bottom of the Life Deck"]
        choose(state, "hand_to_life_end", state.owner[card], "Where?", [0, 1], labels, card)
        return
    move(state, card, state.owner[card], Zone.LIFE, bottom=position == "bottom")


def _picked_hand_to_life_end(state: DbzState, bottom: int, card: Any) -> None:
    move(state, card, state.owner[card], Zone.LIFE, bottom=bool(bottom))


def _ex_place_later(state: DbzState, e: fx.PlaceLater, ctx: Ctx) -> None:
    card = e.card if e.card >= 0 else state.chosen
    if e.from_banished:
        # "… banish it. At the end of combat, place that card into play …": the card the
        # sentence before banished (compiler: only if it did); "… return them to play"
        # (Orange Smash): every one of them.
        banished = [c for c in state.last_moved if state.zone_of(c) is Zone.BANISHED]
        if not banished:
            state.last_done = False
            return
        for card in banished if e.every else banished[-1:]:
            later = fx.PlaceLater(card, from_banished=True)
            state.floating.append(Floating(ctx.seat, card, later, "combat", state.turn))
        return
    if card < 0:
        state.last_done = False
        return
    later = fx.PlaceLater(card, e.from_banished)
    state.floating.append(Floating(ctx.seat, card, later, "combat", state.turn))


def _run_place_later(state: DbzState, frame: Frame) -> None:
    state.frames.pop()
    seat, card = frame[1], frame[2]
    zone = state.zone_of(card)
    if state.in_play(card):
        return
    if len(frame) > 3 and frame[3]:
        # Black Destructive Beam: "… under its owner's control from the Banished Zone": from
        # there only, under its owner (DBZ CRD: General — Legal zones).
        if zone is Zone.BANISHED:
            _place_later(state, state.owner[card], card)
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
    if state.zone_of(card) in outside and placeable(state, seat, card):
        enter_play(state, seat, card, played=False)
        log(state, ev.CardMoved, f"{title(state, card)} was placed into play", CRD_EFFECTS)
        return
    # DBZ CRD: R138 — if it cannot enter play it stays outside of play until the game ends.
    # A card set aside or in a Life Deck is out of both players' view (DBZ RB: Game Zones).
    hidden = state.zone_of(card) in (Zone.ASIDE, Zone.LIFE)
    name = "a card out of view" if hidden else title(state, card)
    log(state, ev.RuleApplied, f"{name} could not enter play", CRD_EFFECTS)


def _picked_place_later(state: DbzState, value: int, card: Any) -> None:
    if not value:
        return
    seat = state.owner[card]
    if state.zone_of(card) is Zone.LIFE:
        state.frames.append(("shuffle_life", seat))  # DBZ CRD: General — Shuffle after search
    _place_later(state, seat, card)


def _ex_delayed(state: DbzState, e: fx.PlaceDelayed, ctx: Ctx) -> None:
    state.floating.append(Floating(ctx.seat, ctx.source, e, "combat", state.turn))


def _ex_delayed_for_that(state: DbzState, e: fx.DelayedForThat, ctx: Ctx) -> None:
    # "that Ally" is the Ally the earlier sentence just put into play under this seat's
    # control (the latest card chosen and taken); with none, the sentence has nothing to do.
    card = state.chosen
    if card < 0 or card not in state.picked or state.zone_of(card) is not Zone.ALLIES:
        state.last_done = False
        return
    if state.controller[card] != ctx.seat:
        state.last_done = False
        return
    later = fx.PlaceDelayed((fx.Recall(card), *e.effects))
    state.floating.append(Floating(ctx.seat, ctx.source, later, "combat", state.turn))


def _ex_recall(state: DbzState, e: fx.Recall, ctx: Ctx) -> None:
    state.chosen = e.card
    state.picked = ()


# The frame runners of this module (each pops its own frame), merged by flow.py.
RUN: dict[str, Callable[[DbzState, Frame], None]] = {
    "name_more": _run_name_more,
    "place_later": _run_place_later,
}


# The handlers of a picked value of this module, merged by flow.py.
PICKED: dict[str, Callable[[DbzState, int, Any], None]] = {
    "named": _picked_named,
    "search_named": _picked_search_named,
    "name_narrow": _picked_name_narrow,
    "from_discard": _picked_from_discard,
    "attach_host": picked_host,
    "in_play": _picked_in_play,
    "banish_hand": _picked_banish_hand,
    "shuffle_in": _picked_shuffle_in,
    "rearrange": _picked_rearrange,
    "choice": _picked_choice,
    "hand_to_life": _picked_hand_to_life,
    "hand_to_life_end": _picked_hand_to_life_end,
    "rearrange_whose": _picked_rearrange_whose,
    "place_later": _picked_place_later,
    "pay_any": _picked_pay_any,
    "lower_any_anger": _picked_lower_any_anger,
    "reveal_whose": _picked_reveal_whose,
}


# The interpreter steps by effect record of this module, merged by flow.py.
EXEC: dict[type, Callable[[DbzState, Any, Ctx], None]] = {
    fx.If: _ex_if,
    fx.ForX: _ex_for_x,
    fx.NameCard: _ex_name,
    fx.SearchNamed: _ex_search_named,
    fx.RejuvenateChosen: _ex_rejuvenate_chosen,
    fx.MoveFromDiscard: _ex_move_from_discard,
    fx.BanishFromHand: _ex_banish_from_hand,
    fx.ShuffleIntoLifeDeck: _ex_shuffle_in_play,
    fx.Restriction: _ex_restriction,
    fx.StopAllAttacks: _ex_floating,
    fx.LoseEffects: _ex_floating,
    fx.ForceCritical: _ex_floating,
    fx.BanishThis: _ex_banish_this,
    fx.ShuffleThis: _ex_shuffle_this,
    fx.RaiseToHighest: _ex_to_highest,
    fx.SetAnger: _ex_set_anger,
    fx.DrawFromLifeBottom: _ex_draw_bottom,
    fx.RevealHand: _ex_reveal_hand,
    fx.DiscardRandom: _ex_discard_random,
    fx.ReturnThatAttack: _ex_return_attack,
    fx.PlaceDelayed: _ex_delayed,
    fx.DelayedForThat: _ex_delayed_for_that,
    fx.Recall: _ex_recall,
    fx.AttachTo: attach,
    fx.RearrangeTop: _ex_rearrange,
    fx.StopNextAttack: _ex_floating,
    fx.CaptureDragonBall: _ex_capture,
    fx.HandRevealed: _ex_hand_revealed,
    fx.Choice: _ex_choice,
    fx.PayStages: _ex_pay,
    fx.PlaceThis: _ex_place_this,
    fx.HandToLifeDeck: _ex_hand_to_life,
    fx.Protected: _ex_floating,
    fx.AttacksHave: _ex_floating,
    fx.PreventAttacks: _ex_floating,
    fx.NextAttackGains: _ex_floating,
    fx.RevealTop: _ex_reveal_top,
    fx.MoveLooked: _ex_move_looked,
    fx.CostModifier: _ex_floating,
    fx.PlaceLater: _ex_place_later,
    fx.ChooseInPlay: _ex_choose_in_play,
    fx.ShuffleNamedFromHand: _ex_shuffle_named,
    fx.PayAnyStages: _ex_pay_any,
    fx.LowerAnyAnger: _ex_lower_any_anger,
    fx.OpponentMayUse: _ex_opponent_may,
    fx.DrillsKept: _ex_floating,
    fx.CritThreshold: _ex_floating,
    fx.AtValue: _ex_floating,
    fx.EnduranceGrant: _ex_floating,
}
