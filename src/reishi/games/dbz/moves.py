"""Card moves the steps share: drawing, entering play, finishing a used card, discards, milling.

DBZ RB: Game Zones and Gameplay; DBZ CRD: General — Playing vs placing, Legal zones.
"""

from __future__ import annotations

import re

from reishi.engine.events import CardDrawn
from reishi.games.dbz import effects as fx
from reishi.games.dbz import events as ev
from reishi.games.dbz.basics import (
    CARD_HOSTS,
    CRD_EFFECTS,
    RB_ATTACHED,
    Ctx,
    choose,
    choose_card,
    constants,
    constants_of,
    dragon_ball_in_play,
    info,
    is_copy,
    is_dragon_ball,
    log,
    log_combat,
    move,
    push_sentences,
    put_in_discard,
    restricted,
    seat_name,
    target_seat,
    title,
)
from reishi.games.dbz.cards import CardType, Style
from reishi.games.dbz.conditions import SELF_EVENTS, card_matches, condition_holds
from reishi.games.dbz.state import DbzState, Floating, Zone
from reishi.games.dbz.steps_ev_reveal import offer_reveal_instead


def draw_cards(state: DbzState, seat: int, count: int, rule: str) -> None:
    """Draw from the top of the Life Deck (Survival Victory is checked between frames)."""
    life = state.cards_in(seat, Zone.LIFE)
    for _ in range(count):
        if not life:
            break
        card = life[-1]
        move(state, card, seat, Zone.HAND, drawn=True)
        # Seen by the drawer only; the other seat learns that a card was drawn.
        state.record(
            CardDrawn(
                seat=seat, card=card, title=state.defs[card].title, rule=rule, visible_to=seat
            )
        )
        log_combat(state, seat, "draw")
        # The last field: drawn by a card effect (not the Draw Step's or combat's three cards).
        state.triggers.append(("draw", seat, -1, rule == CRD_EFFECTS))


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
    for rule in info(state, card).program:
        # Card rules: "You may only have one copy of Android Attack Drill in play".
        if isinstance(rule, fx.OnlyOneInPlay) and any(
            state.defs[d].title.lower() == rule.name for d in state.cards_in(seat, Zone.DRILLS)
        ):
            return f"you may only have one copy of {defn.title} in play (its card rules)"
    return None


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
    origin = "hand" if state.zone[card] >= 0 and state.zone_of(card) is Zone.HAND else ""
    move(state, card, seat, zone)
    if kind is CardType.ALLY:
        state.stage[card] = 3  # DBZ RB: Glossary — Ally: enters at 3 stages above 0
    state.triggers.append(("enters", seat, card, origin))  # "… enters play from your hand"
    state.entered_turn = (*state.entered_turn, state.defs[card].title.lower())
    if (
        kind is CardType.DRAGON_BALL
        and played
        and not restricted(state, seat, "use dragon ball effects")
    ):
        push_sentences(state, info(state, card).immediate, Ctx(seat, card))
    else:
        state.frames.append(("after_sentence",))


def finish_card(state: DbzState, card: int) -> None:
    """Discard, banish or shuffle a used card as its text says (DBZ CRD: Order of effects)."""
    facts = info(state, card)
    owner = state.owner[card]
    banish = facts.banish_after
    until = f"use {card}"
    decided = [f.effect for f in state.floating if f.until == until]
    if decided:
        # "If you do, banish this card after use" / "If C, discard after use instead": the
        # last such sentence that resolved for this use decides (fx.AfterUseThis).
        state.floating = [f for f in state.floating if f.until != until]
        banish = decided[-1].to == "banish"
    if banish:
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


def move_to_playing(state: DbzState, seat: int, card: int) -> None:
    """The card is out of the hand while it resolves."""
    state.place(card, seat * len(Zone) + Zone.PLAYING)


def mark_used(state: DbzState, seat: int, card: int) -> None:
    """Card rules of a used card: "You cannot win by MPPV if you use this card" (all game)."""
    if fx.CannotWinByMppv("use this card") in info(state, card).program:
        state.floating.append(
            Floating(seat, card, fx.CannotWinByMppv("always"), "game", state.turn)
        )


def rejuvenation_replacement(state: DbzState, card: int) -> fx.FromHand | None:
    """The card's own "If this card is Rejuvenated (during combat), you may … instead" usable
    now, or None."""
    for effect in info(state, card).program:
        if (
            isinstance(effect, fx.FromHand)
            and effect.instead
            and effect.event.startswith("rejuvenated")
        ):
            if effect.event.endswith("during combat") and not state.in_combat:
                return None
            return effect
    return None


def rejuvenated(state: DbzState, seat: int, card: int) -> None:
    """``seat``'s effect has just Rejuvenated ``card``: its own replacement is offered next
    (steps_late_rejuvenate), else the Rejuvenation is a timing (DBZ CRD: General —
    Rejuvenation)."""
    if rejuvenation_replacement(state, card) is not None:
        state.frames.append(("rejuvenation_replacement", seat, card))
        return
    state.triggers.append(("rejuvenate", seat, card))


def rejuvenate(state: DbzState, seat: int, count: int, rule: str) -> int:
    """DBZ CRD: General — Rejuvenation: one at a time, top card first."""
    done = 0
    pile = state.cards_in(seat, Zone.DISCARD)
    if restricted(state, seat, "rejuvenate"):
        return 0  # "Effects that Rejuvenate cards cannot be used", "players cannot Rejuvenate"
    for _ in range(count):
        if not pile:
            break
        card = pile[-1]
        move(state, card, seat, Zone.LIFE, bottom=True)
        rejuvenated(state, seat, card)
        log(
            state,
            ev.CardMoved,
            f"{seat_name(seat)} rejuvenated {title(state, card)}",
            rule,
            seat=seat,
        )
        done += 1
    return done


# The kinds of constant effect it looks for (basics.constants_of).
_RANDOM_DISCARDS = (fx.RandomDiscards,)


def random_discards(state: DbzState, seat: int) -> bool:
    """Whether ``seat``'s discards from the hand are chosen at random (Black Targeting Drill)."""
    return bool(constants_of(state, 1 - seat, _RANDOM_DISCARDS))


_INTO_PLAY = (fx.PlaceThis("play"),)


def discard_by_effect(state: DbzState, card: int, by: int) -> None:
    """A card effect of ``by`` discards ``card`` from its owner's hand."""
    if offer_reveal_instead(state, card, by):
        return  # "… you may reveal that card instead": asked first (steps_ev_reveal)
    seat = state.owner[card]
    for effect in info(state, card).program:
        if isinstance(effect, fx.FromHand) and effect.instead and effect.effects == _INTO_PLAY:
            # Namekian Risk: "(If this card is discarded from your hand during combat, place it
            # into play instead.)": it goes into play, never to the discard pile.
            if (state.in_combat or "combat" not in effect.event) and placeable(state, seat, card):
                log(
                    state, ev.CardMoved, f"{title(state, card)} goes into play instead", CRD_EFFECTS
                )
                enter_play(state, seat, card, played=False)
                return
            continue
        if isinstance(effect, fx.FromHand) and effect.instead and "discarded" in effect.event:
            if not _discarded_by(state, effect.event, seat, by):
                continue  # "… by one of your effects": not the opponent's
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
    discard_from_hand(state, card, by)


def _discarded_by(state: DbzState, event: str, seat: int, by: int) -> bool:
    """Whether a discard by ``by``'s effect is the card's own event ("by one of your effects":
    its owner's, "by an opponent's effect": the other player's; conditions.SELF_EVENTS)."""
    _, by_owner, in_combat = SELF_EVENTS.get(event, ("", False, False))
    if in_combat and not state.in_combat:
        return False
    return by_owner is False or (by == seat) is by_owner


def discard_from_hand(state: DbzState, card: int, by: int) -> None:
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
        CRD_EFFECTS,
        seat=seat,
    )


KIND_ZONES = {
    "setup": Zone.SETUPS,
    "drill": Zone.DRILLS,
    "ally": Zone.ALLIES,
    "dragon ball": Zone.DRAGON_BALLS,
    "attached card": Zone.ATTACHED,
}


ATTACHES = re.compile(r"^(styled )?card that can attach to (?:your|an|a) mp$", re.IGNORECASE)


def search_matches(state: DbzState, card: int, what: str) -> bool:
    """Whether a card fits a search's description ("Styled Drill", "card with Endurance")."""
    attaching = ATTACHES.match(what)
    if attaching:
        # Saiyan Outrage (DBZ CRD: Heroes & Villains R127): a card that attaches to an MP.
        program = info(state, card).program
        styled = not attaching.group(1) or state.defs[card].style is not Style.FREESTYLE
        return styled and any(isinstance(e, fx.AttachTo) for e in program)
    return card_matches(state, card, what)


def placeable(state: DbzState, seat: int, card: int) -> bool:
    """Whether a found card may be placed into play (DBZ CRD: General — Playing vs placing)."""
    kind = state.defs[card].type
    if kind is CardType.ALLY and restricted(state, seat, "enter play allies"):
        return False
    if (
        kind in (CardType.ALLY, CardType.DRILL, CardType.SETUP)
        and state.in_combat
        and restricted(state, seat, "enter play during combat")
    ):
        return False
    if kind in (CardType.DRILL, CardType.DRAGON_BALL):
        return names_allow(state, seat, card)
    return kind in (CardType.SETUP, CardType.ALLY)


def names_allow(state: DbzState, seat: int, card: int) -> bool:
    """The name rules, whether the card is played or placed: no second Styled Drill of a name
    you control (DBZ CRD: General — Styled Drills), no Dragon Ball matching one in play (DBZ
    RB: Gameplay — 2. Planning Step)."""
    kind = state.defs[card].type
    if kind is CardType.DRILL:
        return drill_refusal(state, seat, card) is None
    if kind is CardType.DRAGON_BALL:
        return not dragon_ball_in_play(state, state.defs[card].title)
    return True


def top_bonus(state: DbzState, by: int, how: str) -> int:
    """How many more cards ``by``'s effects move from the top of an opponent's Life Deck."""
    return sum(
        f.effect.amount
        for f in state.floating
        if isinstance(f.effect, fx.TopOfLifeDeckBonus) and f.seat == by and f.effect.how == how
    )


_MILL_BANISHED = (fx.MillBanished,)


def _mill_banished(state: DbzState, seat: int, by: int) -> bool:
    """Whether a constant has ``by``'s effect banish what it destroys from ``seat``'s deck."""
    for holder in (0, 1):
        for _, effect in constants_of(state, holder, _MILL_BANISHED):
            assert isinstance(effect, fx.MillBanished)
            if effect.own and by == holder != seat:
                return True
            if not effect.own and (state.in_combat or not effect.combat_only):
                return True
    return False


_SHIELDS = (fx.MillShield,)
_SHIELD_USED = "mill shield"


def _mill_shielded(state: DbzState, seat: int) -> bool:
    """Lookout Drill: the first time each turn an opponent's card effect would destroy or
    banish cards from the top of ``seat``'s Life Deck, that amount is 0 (spent for the turn)."""
    if (seat, _SHIELD_USED) in state.turn_log or not constants_of(state, seat, _SHIELDS):
        return False
    state.turn_log = state.turn_log | {(seat, _SHIELD_USED)}
    text = f"{seat_name(seat)}'s Life Deck loses no card: the first such effect this turn"
    log(state, ev.RuleApplied, text, CRD_EFFECTS)
    return True


def mill(state: DbzState, seat: int, count: int, how: str, rule: str, by: int = -1) -> None:
    """Destroy/discard or banish cards from the top of a Life Deck (not damage).

    ``by``: the player whose effect does it ("destroyed from your Life Deck by one of your
    effects"), -1 when no effect does (losing stages below zero).
    """
    life = state.cards_in(seat, Zone.LIFE)
    moved: list[int] = []
    after: list[tuple[int, fx.MillBonus]] = []
    if 0 <= by != seat and count > 0:
        # "Whenever one of your effects destroys cards from the top of your opponent's Life
        # Deck, increase that amount by 1" (a constant or this combat's floating effect).
        held = [(c, e) for c, e in constants(state, by) if isinstance(e, fx.MillBonus)]
        held += [(f.source, f.effect) for f in state.floating if f.seat == by]
        after = [(c, e) for c, e in held if isinstance(e, fx.MillBonus) and how in e.how]
        count += sum(e.amount for _, e in after)
    if by >= 0 and by != seat and state.floating:
        count += top_bonus(state, by, "banish" if how == "banish" else "destroy")
    if 0 <= by != seat and count > 0 and _mill_shielded(state, seat):
        count = 0
    replaced = how == "destroy" and by >= 0 and _mill_banished(state, seat, by)
    destroyed = False
    for _ in range(count):
        if not life or life[-1] in moved:
            # "The top N cards" are N cards: a Dragon Ball destroyed goes to the bottom (below),
            # so a deck of it alone would offer it again; the effect ends instead.
            break
        card = life[-1]
        moved.append(card)
        # "… they are banished instead" (Black Remembrance Drill): not destroyed at all, so no
        # "destroyed from the Life Deck" event follows for that card.
        instead = replaced and not is_dragon_ball(state, card)
        if how != "banish" and not instead:
            destroyed = True
            state.triggers.append(("life_discard", seat, card))
            if by >= 0:
                state.triggers.append(("life_destroyed_by", by, card))
                log_combat(state, by, "destroyed own top" if by == seat else "destroyed top")
        if how == "banish" or instead:
            move(state, card, seat, Zone.BANISHED)
        elif is_dragon_ball(state, card):
            # Placed on the bottom; no replacement discard outside damage.
            put_in_discard(state, card)
        else:
            move(state, card, seat, Zone.DISCARD)
        done = "banished" if instead else f"{how}ed"
        log(
            state,
            ev.CardMoved,
            f"{seat_name(seat)} {done} {title(state, card)} from the top of the Life Deck",
            rule,
            seat=seat,
        )
    if destroyed and by >= 0:
        state.triggers.append(
            ("life_destroy_effect", by, seat)
        )  # once per effect: "whenever you destroy cards …"
    state.last_moved = tuple(moved)
    for source, bonus in reversed(after):
        push_sentences(state, bonus.effects, Ctx(by, source))


def _attach_refused(state: DbzState, seat: int, card: int) -> bool:
    """Card rules "This card cannot be attached unless C", "If C and this card would attach
    to your MP, banish it instead" (Saiyan Clench, Red Trailing Blast): the card stays where
    it is, to be discarded after use as any attack, or is banished."""
    for rule in info(state, card).program:
        if isinstance(rule, fx.AttachRefused) and (
            condition_holds(state, seat, rule.condition) is rule.when
        ):
            state.last_done = False
            if rule.banish:
                move(state, card, state.owner[card], Zone.BANISHED)
                log(state, ev.CardMoved, f"{title(state, card)} was banished instead", CRD_EFFECTS)
            return True
    return False


def attach(state: DbzState, e: fx.AttachTo, ctx: Ctx) -> None:
    """Attach the card to an MP (DBZ RB: Glossary — Attached Cards: in play while attached)."""
    # Its controller keeps it while attached.
    if is_copy(state, ctx):
        return  # DBZ CRD: U66 Blue Avoidance — the invisible copy does not attach
    card = ctx.source
    if fx.OnlyOneAttached() in info(state, card).program and any(
        state.defs[c].title == state.defs[card].title
        for c in state.cards_in(ctx.seat, Zone.ATTACHED)
    ):
        state.last_done = False  # card rules: "You may only have one … attached"
        return
    if _attach_refused(state, ctx.seat, card):
        return
    if e.target == fx.HOST_CARD:
        _choose_host(state, e, ctx)
        return
    attach_on(state, ctx.seat, card, state.mp(ctx.seat if e.target == "your mp" else 1 - ctx.seat))


def _choose_host(state: DbzState, e: fx.AttachTo, ctx: Ctx) -> None:
    """ "Attach to one of your opponent's Drills" (Ensnared): the attacher picks the card in
    play; with none the card is not attached (discarded after use as any attack, DBZ RB)."""
    seats = (0, 1) if e.whose is fx.Who.ANY else (target_seat(e.whose, ctx),)
    hosts = [
        host
        for seat in seats
        for zone in CARD_HOSTS
        for host in state.cards_in(seat, zone)
        if host != ctx.source and card_matches(state, host, e.what)
    ]
    if not hosts:
        state.last_done = False
        log(
            state,
            ev.RuleApplied,
            f"{title(state, ctx.source)} has nothing to attach to",
            RB_ATTACHED,
        )
        return
    prompt = f"Attach {title(state, ctx.source)} to which card?"
    choose_card(state, "attach_host", ctx.seat, prompt, hosts, (ctx.seat, ctx.source))


def picked_host(state: DbzState, host: int, payload: tuple[int, int]) -> None:
    """The card chosen to attach to (flow.PICKED["attach_host"])."""
    seat, card = payload
    attach_on(state, seat, card, host)


def attach_on(state: DbzState, seat: int, card: int, target: int) -> None:
    """Place ``card`` among ``seat``'s attached cards, on ``target`` (a personality or a card)."""
    # A move like any other: a Setup that attaches itself (Black Impatience) leaves the
    # Setups, and what was attached to it goes (basics.move).
    move(state, card, seat, Zone.ATTACHED)
    state.attached_to[card] = target
    # "Banish this card when more than 1 card is attached to your MP" (conditions_aw).
    state.triggers.append(("attached", seat, card))
    log(
        state, ev.CardMoved, f"{title(state, card)} attached to {title(state, target)}", CRD_EFFECTS
    )
