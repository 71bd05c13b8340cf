"""Card programs resolved a sentence at a time, contextual effects right after (DBZ CRD: Timing)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import msgspec

from reishi.engine import caches
from reishi.games.dbz import effects as fx
from reishi.games.dbz import events as ev
from reishi.games.dbz import instants, steps_vp_hand
from reishi.games.dbz.attack_start import attack_cost, begin_attack
from reishi.games.dbz.basics import (
    CONSTANT_CODES,
    CRD_EFFECTS,
    CRD_STAGES,
    RAISING_ANGER_OPTIONAL,
    RB_ANGER,
    Ctx,
    Frame,
    Step,
    choose,
    choose_card,
    constant_holders,
    constants_of,
    hidden_from_other,
    info,
    log,
    log_combat,
    move,
    personalities,
    played,
    protected,
    push_sentences,
    put_in_discard,
    restricted,
    seat_name,
    target_seat,
    title,
)
from reishi.games.dbz.cards import CardType
from reishi.games.dbz.conditions import (
    card_matches,
    event_kinds,
    event_matches,
    self_event_matches,
)
from reishi.games.dbz.conditions_early import note_events
from reishi.games.dbz.moves import (
    KIND_ZONES,
    attach,
    discard_by_effect,
    discard_from_hand,
    draw_cards,
    enter_play,
    mark_used,
    mill,
    move_to_playing,
    names_allow,
    placeable,
    random_discards,
    rejuvenate,
    rejuvenated,
    search_matches,
)
from reishi.games.dbz.stages import (
    change_anger,
    gain_stages,
    highest_stage,
    level_by_effect,
    lose_stages,
)
from reishi.games.dbz.state import (
    ZONE_COUNT,
    DbzState,
    Floating,
    Zone,
)
from reishi.games.dbz.steps_dende_would import end_combat
from reishi.games.dbz.steps_mpset_recycle import doubled
from reishi.games.dbz.steps_mpset_search import search_taker
from reishi.games.dbz.steps_vp_stops import stop_fits

# --- effects: sentence by sentence ------------------------------------------------------------


def _run_search_rest(state: DbzState, frame: Frame) -> None:
    """The rest of an "up to N" search: same zones, one shuffle, no failed-search check."""
    state.frames.pop()
    _ex_search(state, frame[1], frame[2], more=True)


def fx_runner(steps: Mapping[type, Step]) -> Callable[[DbzState, Frame], None]:
    """The runner of "fx" frames: one sentence, by the step for its record's type.

    ``steps`` is the interpreter of every part merged (flow.py), handed in so that this
    module needs none of the modules whose steps it runs.
    """

    def run_fx(state: DbzState, frame: Frame) -> None:
        state.frames.pop()
        effect, ctx = frame[1], frame[2]
        if not isinstance(effect, fx.IfYouDo | fx.IfNotDone):
            # "If you do, …" reads whether the sentence before it was done (a declined "You may
            # …" sets it False); resetting it here made every "If you do" resolve (DBZ CRD:
            # General — Effects with stipulations: B only if A is done; Black Punishment).
            state.last_done = True
        state.acting = ctx.seat
        steps[type(effect)](state, effect, ctx)

    return run_fx


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
    _raise_anger(state, target_seat(e.who, ctx), e.levels, ctx)


def _picked_anger_player(state: DbzState, seat: int, payload: Any) -> None:
    amount, ctx = payload
    _raise_anger(state, seat, amount, ctx)


def _raise_anger(state: DbzState, seat: int, levels: int, ctx: Ctx) -> None:
    if levels > 0 and restricted(state, seat, RAISING_ANGER_OPTIONAL):
        # "Raising anger is optional for both players this combat" (Saiyan Thrust): the player
        # whose anger it is may decline; "If you do" after it then reads not done.
        choose(
            state,
            "raise_optional",
            seat,
            f"Raise {seat_name(seat)}'s anger {levels} level(s)? Raising anger is optional now",
            [1, 0],
            ["yes", "no"],
            (seat, levels, ctx),
        )
        return
    change_anger(state, seat, levels, ctx, RB_ANGER)


def _picked_raise_optional(state: DbzState, value: int, payload: Any) -> None:
    seat, levels, ctx = payload
    state.last_done = bool(value)
    if value:
        change_anger(state, seat, levels, ctx, RB_ANGER)


def _ex_lower_anger(state: DbzState, e: fx.LowerAnger, ctx: Ctx) -> None:
    seat = target_seat(e.who, ctx)
    levels = e.levels
    if e.who is fx.Who.YOU:
        # Red City Destruction: "your effects that require you to lower your anger are reduced
        # by 1 (to a minimum of 0)", once for each such rule of this player (phrases_mpe_anger).
        levels = max(0, levels - _anger_cost_reductions(state, seat))
        if levels == 0:
            state.last_done = True
            return
    if e.who is fx.Who.YOU and state.anger[seat] < levels:
        state.last_done = False  # a stipulation cannot be met (DBZ CRD: stipulations)
        return
    state.last_done = change_anger(state, seat, -levels, ctx, RB_ANGER)


def _anger_cost_reductions(state: DbzState, seat: int) -> int:
    return sum(
        1
        for f in state.floating
        if f.seat == seat
        and isinstance(f.effect, fx.Restriction)
        and f.effect.what == "lower own anger 1 less"
    )


def _ex_raise_or_lower(state: DbzState, e: fx.RaiseOrLowerAnger, ctx: Ctx) -> None:
    # "a player's": either player's, the user's choice; "your opponent's" or "your": that one's.
    seats = (0, 1) if e.who is fx.Who.ANY else (target_seat(e.who, ctx),)
    choose(
        state,
        "anger_either",
        ctx.seat,
        "Raise or lower whose anger?"
        if len(seats) > 1
        else f"Raise or lower {seat_name(seats[0])}'s anger?",
        [value for seat in seats for value in (2 * seat, 2 * seat + 1)],
        [f"{verb} p{seat + 1}" for seat in seats for verb in ("raise", "lower")],
        (e.levels, ctx),
    )


def _picked_anger_either(state: DbzState, value: int, payload: Any) -> None:
    amount, ctx = payload
    change_anger(state, value // 2, amount if value % 2 == 0 else -amount, ctx, RB_ANGER)


def _ex_gain(state: DbzState, e: fx.GainStages, ctx: Ctx) -> None:
    seat = target_seat(e.who, ctx)
    _to_a_personality(state, seat, "gain_target", f"Who gains {e.amount} stage(s)?", e.amount)


def _picked_gain(state: DbzState, card: int, amount: Any) -> None:
    gain_stages(state, card, amount, CRD_STAGES)


def _ex_lose(state: DbzState, e: fx.LoseStages, ctx: Ctx) -> None:
    seat = target_seat(e.who, ctx)
    prompt = f"Who loses {e.amount} stage(s)?"
    _to_a_personality(state, seat, "lose_target", prompt, (e.amount, e.floor))


def _to_a_personality(state: DbzState, seat: int, purpose: str, prompt: str, payload: Any) -> None:
    """Apply ``PICKED[purpose]`` to the seat's personality, asking which when it has several."""
    people = personalities(state, seat)
    if len(people) > 1:
        choose_card(state, purpose, seat, prompt, people, payload)
        return
    PICKED[purpose](state, people[0], payload)


def _picked_lose(state: DbzState, card: int, payload: Any) -> None:
    amount, floor = payload  # "to a minimum of 0" holds whoever was chosen
    lose_stages(state, card, amount, as_damage=False, floor=floor)


def _ex_draw(state: DbzState, e: fx.DrawCards, ctx: Ctx) -> None:
    draw_cards(state, target_seat(e.who, ctx), e.count, CRD_EFFECTS)


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
        CRD_EFFECTS,
        seat=ctx.seat,
    )


def _ex_rejuvenate(state: DbzState, e: fx.Rejuvenate, ctx: Ctx) -> None:
    e = doubled(state, e, ctx)  # Lord Slug - Renewed (steps_mpset_recycle)
    state.last_done = rejuvenate(state, ctx.seat, e.count, "DBZ RB: Glossary — Rejuvenate") > 0


def _ex_destroy_top(state: DbzState, e: fx.DestroyTopOfLifeDeck, ctx: Ctx) -> None:
    seat = target_seat(e.who, ctx)
    if e.up_to:
        choose(
            state,
            "destroy_up_to",
            ctx.seat,
            "Destroy how many?",
            list(range(e.count + 1)),
            [str(n) for n in range(e.count + 1)],
            (seat, ctx.seat),
        )
        return
    mill(state, seat, e.count, "destroy", CRD_EFFECTS, ctx.seat)


def _picked_destroy_up_to(state: DbzState, count: int, payload: Any) -> None:
    seat, by = payload
    mill(state, seat, count, "destroy", CRD_EFFECTS, by)


def _ex_banish_top(state: DbzState, e: fx.BanishTopOfLifeDeck, ctx: Ctx) -> None:
    seat = target_seat(e.who, ctx)
    state.last_done = bool(state.cards_in(seat, Zone.LIFE))
    if state.last_done:
        log_combat(state, seat, "banished from life deck")
    mill(state, seat, e.count, "banish", CRD_EFFECTS, ctx.seat)


def _ex_banish_discard(state: DbzState, e: fx.BanishFromDiscard, ctx: Ctx) -> None:
    seat = target_seat(e.who, ctx)
    pile = state.cards_in(seat, Zone.DISCARD)
    if restricted(state, ctx.seat, "banish from discard piles"):
        pile = []  # "Players cannot use card effects to banish cards from a discard pile"
    if not pile or e.count <= 0:
        # "Banish the top X cards" with X = 0 banishes none (Orange Reactive Strike without a
        # Styled Drill; DBZ RB: Sample Turn); ``pile[-0:]`` would be the whole pile.
        state.last_done = False
        return
    if e.position in ("top", "bottom"):
        chosen = pile[-e.count :] if e.position == "top" else pile[: e.count]
        for card in list(chosen):
            move(state, card, seat, Zone.BANISHED)
            if e.position == "top" and seat == ctx.seat:
                # Red cards' "When this card is banished from the top of your discard pile by
                # one of your effects" (conditions.SELF_EVENTS).
                state.triggers.append(("banished_top_discard", seat, card))
        if seat == ctx.seat:
            state.triggers.append(("banish_discard", seat, -1))
        log(
            state,
            ev.CardMoved,
            f"banished {len(chosen)} card(s) from {seat_name(seat)}'s discard pile",
            CRD_EFFECTS,
        )
        return
    choose_card(
        state,
        "banish_discard",
        ctx.seat,
        "Banish which card of the discard pile?",
        list(pile),
        (e.count, ctx),
    )


def _picked_banish_discard(state: DbzState, card: int, payload: Any) -> None:
    count, ctx = payload
    seat = state.owner[card]
    on_top = state.cards_in(seat, Zone.DISCARD)[-1:] == [card]
    move(state, card, seat, Zone.BANISHED)
    if on_top and seat == ctx.seat:
        state.triggers.append(("banished_top_discard", seat, card))
    if count > 1 and state.cards_in(seat, Zone.DISCARD):
        # The same player goes on choosing in the same pile: "Banish 3 cards from your
        # opponent's discard pile" is the banisher's choice all three times.
        whose = fx.Who.YOU if seat == ctx.seat else fx.Who.OPPONENT
        _ex_banish_discard(state, fx.BanishFromDiscard(count - 1, whose, "any"), ctx)
    elif seat == ctx.seat:
        state.triggers.append(("banish_discard", seat, -1))


def _ex_discard_hand(state: DbzState, e: fx.DiscardFromHand, ctx: Ctx) -> None:
    seat = target_seat(e.who, ctx)
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
        discard_by_effect(state, hand[state.rng.below(len(hand))], ctx.seat)
        return
    choose_card(
        state, "discard_hand", seat, "Discard which card from your hand?", list(hand), ctx.seat
    )


def _picked_discard_hand(state: DbzState, card: int, by: Any) -> None:
    discard_by_effect(state, card, int(by))


def _picked_replace_discard(state: DbzState, value: int, payload: Any) -> None:
    card, by, effects = payload
    if not value:
        discard_from_hand(state, card, by)
        return
    seat = state.owner[card]
    move(state, card, seat, Zone.BANISHED)
    log(state, ev.CardMoved, f"{title(state, card)} was banished instead", "card rules")
    push_sentences(state, effects, Ctx(seat, card))


def _ex_remove(state: DbzState, e: fx.Remove, ctx: Ctx) -> None:
    # "Banish all attached cards in play. Raise your anger X levels. X = the number of cards
    # banished this way" (Red Antidote): the cards this sentence removes are remembered.
    state.last_moved = ()
    _remove(state, e, ctx)


def _run_remove_more(state: DbzState, frame: Frame) -> None:
    state.frames.pop()
    _remove(state, frame[1], frame[2])  # the same sentence goes on: keep what it removed


def _remove(state: DbzState, e: fx.Remove, ctx: Ctx) -> None:
    if e.count <= 0:
        return  # "Destroy X Allies" with X = 0
    seats = {fx.Who.OPPONENT: [1 - ctx.seat], fx.Who.YOU: [ctx.seat]}.get(e.whose, [0, 1])
    targets = [
        card
        for seat in seats
        for kind in e.kinds
        if kind in KIND_ZONES
        for card in state.cards_in(seat, KIND_ZONES[kind])
        if state.defs[card].title != e.excluding
    ]
    for kind in e.kinds:
        if kind in _ON_MP:
            # "a card attached to your MP": either player's card, by the MP it sits on.
            targets += state.attached_to_mp(target_seat(_ON_MP[kind], ctx))
    if not targets:
        state.last_done = False
        return
    if e.up_to:
        # "Destroy up to 2 Setups or Drills": one card at a time, and the chooser may stop, so
        # nobody must destroy their own card ("up to": DBZ CRD: S8 Goku, Super Saiyan).
        rest = msgspec.structs.replace(e, count=e.count - 1) if e.count > 1 else None
        choose(
            state,
            "remove_up_to",
            ctx.seat,
            f"{e.how.capitalize()} which card? (up to {e.count})",
            [*targets, -1],
            [*(title(state, c) for c in targets), f"{e.how} no more"],
            (e.how, rest, ctx),
        )
        return
    for _ in range(e.count - 1):
        state.frames.append(("remove_more", msgspec.structs.replace(e, count=1), ctx))
    prompt = f"{e.how.capitalize()} which card?"
    choose_card(state, "remove", ctx.seat, prompt, targets, (e.how, ctx))


_ON_MP = {
    "card attached to your mp": fx.Who.YOU,
    "card attached to your opponent's mp": fx.Who.OPPONENT,
}


def _picked_remove_up_to(state: DbzState, card: int, payload: Any) -> None:
    how, rest, ctx = payload
    if card < 0:
        return  # the chooser stopped
    if rest is not None:
        state.frames.append(("remove_more", rest, ctx))
    _picked_remove(state, card, (how, ctx))


def _picked_remove(state: DbzState, card: int, payload: Any) -> None:
    how, ctx = payload
    state.chosen = card  # "place it back into play at the end of combat" (Orange Nudge)
    state.last_moved = (*state.last_moved, card)
    if how == "banish" and state.zone_of(card) is Zone.ATTACHED:
        # "If you banished an attached card with this card's immediate effect" (conditions).
        log_combat(state, ctx.seat, f"banished attached {ctx.source}")
    if how == "banish" and state.controller[card] == ctx.seat:
        # "If you banished a Drill that was under your control" (Orange Paired Blast): its
        # control is read now, before the Banished Zone makes the owner its controller.
        kind = state.defs[card].type.value.lower()
        log_combat(state, ctx.seat, f"banished own {kind} {ctx.source}")
    if how == "banish":
        move(state, card, state.owner[card], Zone.BANISHED)
    else:
        put_in_discard(state, card)
    log(state, ev.CardMoved, f"{title(state, card)} was {how}ed", CRD_EFFECTS)


ALL_FOUND = 99  # "for all …": every matching card

_SEARCH_ZONES = {
    "life deck": Zone.LIFE,
    "discard pile": Zone.DISCARD,
    "banished zone": Zone.BANISHED,
}


def _not_searchable(state: DbzState, source: int) -> tuple[str, ...]:
    """The titles the searching card's own rule passes over ("You may not search for …")."""
    if source < 0:
        return ()
    return tuple(e.title for e in info(state, source).program if type(e) is fx.NotSearchable)


def _ex_search(state: DbzState, e: fx.Search, ctx: Ctx, more: bool = False) -> None:
    if not more:
        e = doubled(state, e, ctx)  # Lord Slug - Renewed (steps_mpset_recycle)
    seats = [ctx.seat, 1 - ctx.seat] if e.who is fx.Who.ANY else [target_seat(e.who, ctx)]
    seat = seats[0]
    zones = [_SEARCH_ZONES[z.lower()] for z in e.zones]
    pool = [c for s in seats for z in zones for c in state.cards_in(s, z)]
    if e.depth:
        pool = state.cards_in(seat, zones[0])[-e.depth :]  # "the top N cards"
        # Blue Lunge: "Put the remaining cards at the bottom of your Life Deck in any order":
        # the cards searched are the ones that sentence places (pile_steps).
        state.last_moved, state.picked = tuple(pool), ()
    found = [c for c in pool if search_matches(state, c, e.what)]
    barred = _not_searchable(state, ctx.source)
    if barred:
        found = [c for c in found if state.defs[c].title.lower() not in barred]
    if Zone.LIFE in zones and restricted(state, ctx.seat, "search life decks"):
        state.last_done = False  # "Players cannot use card effects to search a Life Deck"
        return
    if Zone.LIFE in zones and not more:
        if not e.depth:
            # DBZ CRD: General — Shuffle after search: "Whenever an effect searches your entire
            # Life Deck, you must shuffle after searching" (not the top N cards of it).
            state.frames.append(("shuffle_life", seat))
        state.triggers.append(("search_life", ctx.seat, -1))
        if seat == ctx.seat:
            state.turn_log = state.turn_log | {(seat, "searched life deck")}
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
        # The name rules hold for a played card as for a placed one (Orange Collision's HIT
        # never plays a second Red Hunting Drill; Dragon Radar never a second Namek Dragon
        # Ball 4).
        found = [
            c
            for c in found
            if _payable(state, ctx.seat, c)
            and not info(state, c).instants
            and names_allow(state, ctx.seat, c)
        ]
        if not found:
            state.last_done = False
            return
    if e.to.startswith("place into play") and e.to != "place into play attached":
        under = 1 - ctx.seat if "opponent's control" in e.to else ctx.seat
        found = [c for c in found if placeable(state, under, c)]
        if not found:
            state.last_done = False
            return
    if e.count >= ALL_FOUND:
        # "Search your Life Deck for all Earth Dragon Balls and banish them": no choice.
        for card in found:
            _picked_search(state, card, (e.to, ctx))
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
    taker = search_taker(state, ctx.seat, zones) if e.count == 1 else -1
    if taker >= 0:
        # Master Roshi - Barricade: the opponent may search and choose the card instead.
        payload = (e.to, ctx, tuple(found), tuple(labels), e.what)
        prompt = f"Search instead of your opponent: choose a {e.what}?"
        values, options = [*found, -1], [*labels, "let your opponent choose"]
        choose(state, "search_instead", taker, prompt, values, options, payload)
        return
    # DBZ CRD: General — Mandatory search effects: a matching card must be found.
    choose(state, "search", ctx.seat, f"Search: choose a {e.what}", found, labels, (e.to, ctx))


def _picked_search_instead(state: DbzState, card: int, payload: Any) -> None:
    to, ctx, found, labels, what = payload
    if card >= 0:
        _picked_search(state, card, (to, ctx))
        return
    prompt = f"Search: choose a {what}"
    choose(state, "search", ctx.seat, prompt, list(found), list(labels), (to, ctx))


def _payable(state: DbzState, seat: int, card: int) -> bool:
    facts = info(state, card)
    rec = facts.attack
    if rec is None and facts.powers:
        rec = facts.power_attack(facts.powers[0])
    if rec is None:
        return True
    return state.stage[state.mp(seat)] >= attack_cost(state, seat, card, rec)


def _picked_search(state: DbzState, card: int, payload: Any) -> None:
    to, ctx = payload[:2]
    seat = ctx.seat
    if card < 0:
        return  # "up to N": the searcher stopped (DBZ CRD: S8 Goku, Super Saiyan)
    # "… search your discard pile for an Ally and play it. If that Ally …": the found card is
    # "that card" of the sentences after (Blue Brush Aside).
    state.chosen, state.picked = card, (card,)
    if len(payload) > 2 and payload[2] is not None:
        state.frames.append(("fx_search_rest", payload[2], ctx))
    found = f"{seat_name(seat)} found {title(state, card)}"
    if to == "place on top of your life deck":
        # DBZ CRD: R139 Pulverize — the found card is revealed before it goes on top.
        log(state, ev.Revealed, found + " and revealed it", CRD_EFFECTS, seat=seat)
    elif to in ("place into your hand", "set aside until the end of combat") and (
        hidden_from_other(state, seat, card)
    ):
        # Found in a Life Deck and kept out of sight: the opponent learns only that a card
        # was found (DBZ RB: Game Zones).
        log(state, ev.CardMoved, found, CRD_EFFECTS, seat=seat, visible_to=seat)
    else:
        log(state, ev.CardMoved, found, CRD_EFFECTS, seat=seat)
    if to == "place into play":
        enter_play(state, seat, card, played=False)
    elif to.startswith("place into play at "):
        enter_play(state, seat, card, played=False)
        if state.defs[card].type is CardType.ALLY:
            # "… place it into play at 5 stages above 0" (instead of 3; RB: Glossary — Ally).
            state.stage[card] = min(highest_stage(state, seat), int(to.split()[4]))
    elif to == "place into your hand":
        move(state, card, seat, Zone.HAND)
    elif to == "set aside until the end of combat":
        # DBZ CRD: R138 Orange Searching Maneuver — set aside now, placed at the end of combat.
        state.place(card, seat * len(Zone) + Zone.ASIDE)
        state.floating.append(Floating(seat, card, fx.PlaceLater(card), "combat", state.turn))
    elif to == "rejuvenate":
        move(state, card, seat, Zone.LIFE, bottom=True)
        rejuvenated(state, seat, card)
    elif to == "banish":
        move(state, card, state.owner[card], Zone.BANISHED)
    elif to == "play":
        # Dragon Radar: "Search your Life Deck for a Dragon Ball and play it": the search ends
        # with the shuffle, then the card is played, so what its effects place in the Life
        # Deck (Namek Dragon Ball 3: "Place 2 cards … at the bottom") stays where it is put.
        _after_the_shuffle(state, ("play_found", seat, card))
    elif to == "place into play attached":
        attach(state, fx.AttachTo("your mp"), Ctx(seat, card))
    elif to == "place into play under your opponent's control":
        enter_play(state, 1 - seat, card, played=False)
    elif to == "place into play at its highest power stage":
        enter_play(state, seat, card, played=False)
        if state.defs[card].type is CardType.ALLY:
            state.stage[card] = highest_stage(state, seat)
    elif to == "place on top of your discard pile":
        move(state, card, state.owner[card], Zone.DISCARD)
    elif to in (
        "place on top or bottom of your life deck",
        "place on top of your life deck or discard pile",
    ):
        labels = ["the top of your Life Deck", "the bottom of your Life Deck"]
        if "discard" in to:
            labels[1] = "the top of your discard pile"
        payload = (card, "discard" in to)
        choose(state, "search_end", seat, f"Place {title(state, card)} on", [0, 1], labels, payload)
    elif to == "place at the bottom of your life deck":
        state.place(card, seat * len(Zone) + Zone.ASIDE)
        _after_the_shuffle(state, ("to_bottom", card))
    elif to == "place on top of your life deck":
        # DBZ CRD: R139 Pulverize — reveal it, shuffle the Life Deck, then place it on top
        # (it stays in the Life Deck meanwhile: shuffled with it, then moved onto the top).
        _after_the_shuffle(state, ("to_top", card))
    else:
        put_in_discard(state, card)


def _after_the_shuffle(state: DbzState, frame: Frame) -> None:
    """Run ``frame`` once the search's shuffle is done (DBZ CRD: General — Shuffle after
    search), or now when the search shuffles nothing (the top N cards, a discard pile).

    A search's choice is answered while the frames above its shuffle are its own, so the
    latest pending shuffle is this search's. A search that shuffles nothing, started by a
    card an outer search placed, waits for the outer shuffle too: that shuffle would
    otherwise undo "at the bottom" or "on top", which the inner card's text asks for.
    """
    shuffles = [i for i, f in enumerate(state.frames) if f[0] == "shuffle_life"]
    state.frames.insert(shuffles[-1] if shuffles else len(state.frames), frame)


def _run_play_found(state: DbzState, frame: Frame) -> None:
    state.frames.pop()
    play_found(state, frame[1], frame[2])


def play_found(state: DbzState, seat: int, card: int) -> None:
    """Play a found card as if from the hand (DBZ CRD: General — Playing vs placing)."""
    facts = info(state, card)
    if state.defs[card].type in (
        CardType.SETUP,
        CardType.DRILL,
        CardType.ALLY,
        CardType.DRAGON_BALL,
    ):
        played(state, seat, card, CRD_EFFECTS)
        state.triggers.append(("played", seat, card))
        enter_play(state, seat, card, played=True)
        return
    move_to_playing(state, seat, card)
    state.controller[card] = seat
    played(state, seat, card, CRD_EFFECTS)
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
    state.frames.pop()
    card = frame[1]
    move(state, card, state.owner[card], Zone.LIFE, bottom=frame[0] == "to_bottom")


def _picked_search_end(state: DbzState, value: int, payload: Any) -> None:
    card, to_pile = payload
    owner = state.owner[card]
    if value and to_pile:
        move(state, card, owner, Zone.DISCARD)
        return
    # Placed after the search's shuffle, as with DBZ CRD: R139 Pulverize.
    state.place(card, owner * len(Zone) + Zone.ASIDE)
    _after_the_shuffle(state, ("to_bottom" if value else "to_top", card))


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
    state.frames.pop()
    state.rng.shuffle(state.cards_in(frame[1], Zone.LIFE))
    state.triggers.append(("shuffled", frame[1], -1))
    log(
        state,
        ev.RuleApplied,
        f"{seat_name(frame[1])}'s Life Deck was shuffled",
        "DBZ CRD: General — Shuffle after search",
    )


def _ex_skip(state: DbzState, e: fx.SkipNextAction, ctx: Ctx) -> None:
    state.skip_next[target_seat(e.who, ctx)] += 1


def _ex_end_combat(state: DbzState, e: fx.EndCombat, ctx: Ctx) -> None:
    if restricted(state, ctx.seat, "end combat"):
        state.last_done = False  # "Effects that end combat cannot be used"
        return
    if state.in_combat:
        end_combat(state, ctx.seat)  # after the "would end combat" window


def _ex_crit(state: DbzState, e: fx.UseCriticalDamage, ctx: Ctx) -> None:
    if restricted(state, ctx.seat, "use critical damage effects"):
        state.last_done = False
        return
    state.frames.append(("crit", ctx.seat))


def _ex_look(state: DbzState, e: fx.LookAtHand, ctx: Ctx) -> None:
    seat = target_seat(e.who, ctx)
    hand = state.cards_in(seat, Zone.HAND)
    names = ", ".join(state.defs[c].title for c in hand) or "nothing"
    state.record(
        ev.Revealed(
            seat=ctx.seat,
            text=f"{seat_name(ctx.seat)} looked at {seat_name(seat)}'s hand: {names}",
            rule=CRD_EFFECTS,
            visible_to=ctx.seat,
        )
    )
    if e.choose and hand:
        choose_card(state, "chosen", ctx.seat, "Choose a card", hand)


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
        discard_by_effect(state, card, ctx.seat)


def _ex_level(state: DbzState, e: fx.ChangeLevel, ctx: Ctx) -> None:
    state.last_done = level_by_effect(state, target_seat(e.who, ctx), e.levels, ctx)


def _ex_stops(state: DbzState, e: fx.Stops, ctx: Ctx) -> None:
    attack = state.attack
    if attack is None or ctx.seat == attack.seat:
        state.last_done = False
        return
    if restricted(state, ctx.seat, "stop attacks"):
        state.last_done = False  # "While attached, you cannot stop attacks"
        return
    if (
        not stop_fits(state, attack, e.kind)
        or attack.unstoppable
        or _barred(state, "stop", ctx.source)
    ):
        state.last_done = False
        return
    attack.stopped = True
    attack.stopped_by = ctx.source
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
    if e.kind and attack.kind != e.kind:
        state.last_done = False  # "Prevent all damage from an energy attack": not this one
        return
    state.triggers.append(("prevent", ctx.seat, -1))
    attack.prevent_stages += e.stages
    attack.prevent_life += e.life_cards
    attack.prevented_all = attack.prevented_all or e.all_damage


def _ex_modifier(state: DbzState, e: fx.AttackModifier, ctx: Ctx) -> None:
    attack = state.attack
    if e.duration == "that attack":
        # "When you perform a Styled attack, … That attack deals +X life cards".
        if attack is None:
            state.last_done = False
            return
        state.floating.append(
            Floating(ctx.seat, ctx.source, e, f"attack {attack.card}", state.turn)
        )
        return
    if e.duration == "this attack":
        if attack is None or attack.card != ctx.source:
            state.last_done = False
            return
        # "This attack deals +3 life cards": bound to this attack only.
        until = f"attack {attack.card}"
    else:
        until = e.duration if e.duration in ("end next turn", "turn") else "combat"
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
    elif e.property == "cannot be redirected":
        attack.unredirectable = True
    elif e.property == "deals critical damage":
        attack.crit_forced = True
    elif e.property == "endurance cannot be used":
        attack.endurance_barred = True
    elif e.property == "deals no damage":
        attack.no_damage = True
    elif e.property == "deals its life card damage as stages":
        attack.life_as_stages = True
    elif e.property == "has its player's damage modifiers doubled":
        attack.modifiers_doubled = True  # Black Confident Shot (attacks._modifier_factor)
    elif " barred by " in e.property:
        attack.stop_barred = (*attack.stop_barred, e.property)


def _ex_stays(state: DbzState, e: fx.StaysInPlay, ctx: Ctx) -> None:
    attack = state.attack
    if attack is not None and attack.source_kind == "card":
        attack.stays = not state.second_use[attack.card]


def _ex_whenever(state: DbzState, e: fx.Whenever, ctx: Ctx) -> None:
    until = e.until or ("turn" if "this turn" in e.event else "combat")
    state.floating.append(Floating(ctx.seat, ctx.source, e, until, state.turn))


def _ex_optional(state: DbzState, e: fx.Optional, ctx: Ctx) -> None:
    choose(
        state,
        "optional",
        ctx.seat,
        optional_prompt(state, e, ctx),
        [1, 0],
        ["yes", "no"],
        (e.effect, ctx),
    )


def optional_prompt(state: DbzState, e: fx.Effect, ctx: Ctx) -> str:
    """'Red Hunting Drill: "you may search …" — use it?': the card and its sentence."""
    if ctx.source < 0:
        return "Use the optional effect?"
    sentence = info(state, ctx.source).sentence_of(e)
    effect = f'"{sentence}"' if sentence else "its optional effect"
    return f"{title(state, ctx.source)}: {effect} — use it?"


def _picked_optional(state: DbzState, value: int, payload: Any) -> None:
    effect, ctx = payload
    state.last_done = bool(value)
    if not value:
        return
    if ctx.source >= 0 and state.defs[ctx.source].type is CardType.DRILL:
        # Orange Devouring Drill: its effect is used.
        mark_used(state, ctx.seat, ctx.source)
    if isinstance(effect, tuple):
        push_sentences(state, effect, ctx)  # Combination Drill: the opponent uses it
    else:
        state.frames.append(("fx", effect, ctx))


def _ex_if_you_do(state: DbzState, e: fx.IfYouDo, ctx: Ctx) -> None:
    if state.last_done:
        for effect in reversed(e.effects):
            state.frames.append(("fx", effect, ctx))


def _ex_if_not_done(state: DbzState, e: fx.IfNotDone, ctx: Ctx) -> None:
    # "If he or she does not, …": the offered step declined, or taken but not done (no card to
    # discard): DBZ CRD: General — Effects with stipulations, read the other way.
    if not state.last_done:
        for effect in reversed(e.effects):
            state.frames.append(("fx", effect, ctx))


def _ex_stipulation(state: DbzState, e: fx.Stipulation, ctx: Ctx) -> None:
    # DBZ CRD: General — Effects with stipulations: B only if A is done.
    state.frames.append(("stipulated", e.effect, ctx))
    state.frames.append(("fx", e.cost, ctx))


def _run_stipulated(state: DbzState, frame: Frame) -> None:
    state.frames.pop()
    if state.last_done:
        state.frames.append(("fx", frame[1], frame[2]))


def _ex_sequence(state: DbzState, e: fx.Sequence, ctx: Ctx) -> None:
    for effect in reversed(e.effects):
        state.frames.append(("fx", effect, ctx))


def ex_nothing(state: DbzState, e: fx.Effect, ctx: Ctx) -> None:
    """Card rules and constants do nothing when a sentence of them is resolved."""


# --- contextual timings -----------------------------------------------------------------------


# The kinds of constant effect it looks for (basics.constants_of).
_TIMINGS = (fx.Whenever,)


def _run_after_sentence(state: DbzState, frame: Frame) -> None:
    state.frames.pop()
    # DBZ CRD: Timing — Special timings: contextual effects after the sentence.
    if not state.triggers:
        return
    raised = state.triggers
    state.triggers = []
    note_events(state, raised)  # "in his last action" (conditions_early)
    first = state.initiator if state.in_combat else state.active
    found: dict[int, list[tuple[int, tuple[fx.Effect, ...], int]]] = {0: [], 1: []}
    spent: list[Floating] = []
    # The timings in play, read once for every event the sentence raised; not read for a
    # seat none of whose cards waits for an event of a kind raised.
    raised_kinds = {str(trig[0]) for trig in raised}
    timings = [sentence_timings(state, seat, raised_kinds) for seat in (0, 1)]
    for trig in raised:
        kind = str(trig[0])
        for seat in (0, 1):
            for card, effect in timings[seat]:
                assert isinstance(effect, fx.Whenever)
                kinds = event_kinds(effect.event)
                if kinds is not None and kind not in kinds:
                    continue  # another kind of event: its test cannot match
                if event_matches(state, effect.event, seat, card, trig):
                    if effect.limit:
                        # "Once per turn/combat when …": one combat per turn (DBZ RB:
                        # Gameplay), so both are counted per combat.
                        used = (seat, f"once {card}")
                        if used in state.combat_log:
                            continue
                        log_combat(state, seat, used[1])
                    found[seat].append((card, effect.effects, _about(trig)))
        if trig[0] == "leaves" and trig[2] >= 0:
            # "When this card is leaving play": its own text, though it is no longer in play.
            card = trig[2]
            for effect in info(state, card).constants:
                if isinstance(effect, fx.Whenever) and event_matches(
                    state, effect.event, state.owner[card], card, trig
                ):
                    found[state.owner[card]].append((card, effect.effects, _about(trig)))
        if len(trig) > 2 and trig[2] >= 0:
            # Card rules of the card the event is about ("If this card is discarded …").
            card = trig[2]
            for effect in info(state, card).program:
                if (
                    isinstance(effect, fx.FromHand)
                    and not effect.instead
                    and self_event_matches(state, effect.event, card, trig)
                ):
                    found[state.owner[card]].append((card, effect.effects, _about(trig)))
        for floating in state.floating:
            effect = floating.effect
            if (
                isinstance(effect, fx.Whenever)
                and floating not in spent
                and event_matches(state, effect.event, floating.seat, floating.source, trig)
            ):
                found[floating.seat].append((floating.source, effect.effects, _about(trig)))
                if effect.once:
                    spent.append(floating)
    if spent:
        state.floating = [f for f in state.floating if f not in spent]
    instants.offers(state, raised, first)  # after the mandatory timings below
    steps_vp_hand.offers(state, raised, first)  # "After …, you may banish this card from hand"
    # DBZ CRD: Timing — Competing timings: the combat initiator's effects first.
    for seat in (1 - first, first):
        if found[seat]:
            state.frames.append(("order", seat, tuple(found[seat])))


def sentence_timings(state: DbzState, seat: int, raised: set[str]) -> list[tuple[int, fx.Effect]]:
    """The seat's constant timings, or none when no card of its play waits for these kinds."""
    facts_of, zone_of = state.facts, state.zone
    for card in constant_holders(state, _TIMINGS):
        code = zone_of[card]  # in the seat's play (basics.any_in, written out: asked per card)
        if code < 0 or code // ZONE_COUNT != seat or code % ZONE_COUNT not in CONSTANT_CODES:
            continue
        facts = facts_of[card]
        if facts.lends_constants:
            return constants_of(state, seat, _TIMINGS)
        for event in facts.timing_events:
            kinds = event_kinds(event)
            if kinds is None or not kinds.isdisjoint(raised):
                return constants_of(state, seat, _TIMINGS)
    if caches.CHECK:
        fresh = constants_of(state, seat, _TIMINGS)
        if any(_may_match(e.event, raised) for _, e in fresh if isinstance(e, fx.Whenever)):
            raise caches.stale("dbz timing kinds", [], fresh)
    return []


def _may_match(event: str, raised: set[str]) -> bool:
    """Whether the timing ``event`` may match a trigger of one of the ``raised`` kinds."""
    kinds = event_kinds(event)
    return kinds is None or not kinds.isdisjoint(raised)


def _run_order(state: DbzState, frame: Frame) -> None:
    state.frames.pop()
    seat, items = frame[1], frame[2]
    if len(items) == 1 or len({effects for _, effects, _ in items}) == 1:
        for card, effects, about in reversed(items):
            _push_timing(state, seat, card, effects, about)
        return
    choose(
        state,
        "order",
        seat,
        "Competing timings: which of your effects first?",
        list(range(len(items))),
        [title(state, c) for c, _, _ in items],
        (seat, items),
    )


def _picked_order(state: DbzState, index: int, payload: Any) -> None:
    seat, items = payload
    rest = items[:index] + items[index + 1 :]
    if rest:
        state.frames.append(("order", seat, rest))
    card, effects, about = items[index]
    _push_timing(state, seat, card, effects, about)


def _about(trig: tuple[Any, ...]) -> int:
    """The card a raised event is about ("Rejuvenate it": the Dragon Ball banished)."""
    return trig[2] if len(trig) > 2 and isinstance(trig[2], int) else -1


def _push_timing(
    state: DbzState, seat: int, card: int, effects: tuple[fx.Effect, ...], about: int
) -> None:
    push_sentences(state, effects, Ctx(seat, card))
    if about >= 0:
        state.frames.append(("set_chosen", about))  # resolved first: "that card" / "it"


def _run_set_chosen(state: DbzState, frame: Frame) -> None:
    state.frames.pop()
    # The event's card is "that card" / "it" of the timing's sentences, alone: cards an earlier
    # sentence picked are not it (MoveChosen moves the picked cards first).
    state.chosen, state.picked = frame[1], (frame[1],)


# The frame runners of this module (each pops its own frame), merged by flow.py.
RUN: dict[str, Callable[[DbzState, Frame], None]] = {
    "fx_search_rest": _run_search_rest,
    "after_sentence": _run_after_sentence,
    "order": _run_order,
    "set_chosen": _run_set_chosen,
    "remove_more": _run_remove_more,
    "stipulated": _run_stipulated,
    "shuffle_life": _run_shuffle_life,
    "to_top": _run_to_top,
    "play_found": _run_play_found,
    "to_bottom": _run_to_top,
}


# The handlers of a picked value of this module, merged by flow.py.
PICKED: dict[str, Callable[[DbzState, int, Any], None]] = {
    "anger_player": _picked_anger_player,
    "raise_optional": _picked_raise_optional,
    "anger_either": _picked_anger_either,
    "gain_target": _picked_gain,
    "lose_target": _picked_lose,
    "destroy_up_to": _picked_destroy_up_to,
    "banish_discard": _picked_banish_discard,
    "discard_hand": _picked_discard_hand,
    "replace_discard": _picked_replace_discard,
    "remove": _picked_remove,
    "remove_up_to": _picked_remove_up_to,
    "search": _picked_search,
    "search_instead": _picked_search_instead,
    "search_end": _picked_search_end,
    "verify": _picked_verify,
    "chosen": _picked_chosen,
    "optional": _picked_optional,
    "order": _picked_order,
}


# The interpreter steps by effect record of this module, merged by flow.py.
EXEC: dict[type, Callable[[DbzState, Any, Ctx], None]] = {
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
    fx.IfNotDone: _ex_if_not_done,
    fx.Stipulation: _ex_stipulation,
    fx.Sequence: _ex_sequence,
    fx.FromHand: ex_nothing,
    fx.CannotBeCaptured: ex_nothing,
    fx.NotDiscardedOnLevel: ex_nothing,
    fx.DrillsKeptFromThisLevel: ex_nothing,
    fx.DeckMayInclude: ex_nothing,
    fx.AlsoUseLevel: ex_nothing,
    fx.StopFromHand: ex_nothing,
    fx.AngerAmount: ex_nothing,
    fx.ModifiersDoubled: ex_nothing,  # read by attacks.attack_damage
    fx.NonAtStagesDoubled: ex_nothing,  # read by attacks.attack_damage
    fx.MillBanished: ex_nothing,  # read by moves.mill
    fx.MillShield: ex_nothing,  # read by moves.mill
    fx.ModifiedOnlyBy: ex_nothing,  # read by attacks.attack_damage
    fx.EnduranceIncrease: ex_nothing,  # read by attacks.endurance_increase
    fx.StopInstead: ex_nothing,
    fx.CannotGainStages: ex_nothing,
    fx.PurModifier: ex_nothing,
    fx.ConsideredNamed: ex_nothing,
    fx.CannotWinByMppv: ex_nothing,
    fx.RandomDiscards: ex_nothing,
    fx.AlliesActFreely: ex_nothing,
    fx.AlliesNotDiscarded: ex_nothing,
    fx.HandSizeBonus: ex_nothing,
    fx.AlsoContinuous: ex_nothing,
    fx.UseOnlyIf: ex_nothing,
    fx.AttacksGain: ex_nothing,
    fx.AttacksProperty: ex_nothing,
    fx.Endurance: ex_nothing,
    fx.BanishAfterUse: ex_nothing,
    fx.ShuffleAfterUse: ex_nothing,
    fx.LimitPerDeck: ex_nothing,
    fx.HeroesOnly: ex_nothing,
    fx.VillainsOnly: ex_nothing,
    fx.Reprint: ex_nothing,
    fx.Hit: ex_nothing,
    fx.PhysicalAttack: ex_nothing,
    fx.EnergyAttack: ex_nothing,
}
