"""Attached cards: their "While attached" text, and cards attached to a card in play.

DBZ RB: Glossary — Attached Cards: "'While attached' text is always active as long as it is
attached to the intended target ('attach to ____'). Attached cards are also considered 'in
play' while attached to the intended target." So the text after "Attach to …" holds while
the card stays attached — not for one combat — also when a Setup's POWER attaches it (Orange
Dressing Room, Awakening: "[POWER] Attach to your MP. While attached, your Styled attacks deal
+1 stage of damage …"; Android Arm Breaker, Vengeance: "Attach to your opponent's MP. While
attached, your opponent cannot use effects that advance or lower your opponent's MP 1 or more
levels."). And a card attached to a Drill, Setup or Ally is in play only while that card is:
when it leaves play the attached card is discarded.

The cards attached to a card in play: Ensnared (The Movie Collection): "Attach to one of your
opponent's Drills. While attached, that Drill loses all effects. Banish this card when your
opponent performs a successful Styled attack." Orange Aggression (Awakening): "Attach this card
to a non-Styled Setup or Drill. While attached, cards with that tile [title] lose all effects."
Black Impatience (Vengeance): "Power: Attach to a Setup, Drill, or Ally that your opponent
controls. While attached, your opponent banishes the top card of his Life Deck at the end of
each turn." Orange Eviction (Vengeance): "POWER: Attach to one of your Drills. While attached,
you cannot stop attacks. Banish this card when your opponent plays an Event and cancel the
effects of that Event."
"""

from __future__ import annotations

from reishi.engine.game import Game
from reishi.games.dbz import effects as fx
from reishi.games.dbz.basics import Ctx, constants, move, push_sentences, restricted, silenced_cards
from reishi.games.dbz.flow import advance
from reishi.games.dbz.invariants import invariant_violations
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.stages import change_anger
from reishi.games.dbz.state import DbzState, Zone

from .families import combat_game, dbz_state, do


def _card(state: DbzState, name: str) -> int:
    return next(c for c in range(len(state.defs)) if state.defs[c].title == name)


def _next_combat(game: Game) -> None:
    """Pass (and decline) until the other player's next combat has begun."""
    state = dbz_state(game)
    turn = state.turn
    while not (state.turn > turn and state.in_combat):
        game.apply(game.legal_actions()[0])


def _texts(game: Game) -> list[str]:
    return [getattr(e, "text", "") for e in game.log]


def test_an_attack_cards_attached_text_outlasts_the_combat(kit: DbzKit) -> None:
    """Android Arm Breaker's "cannot" still binds p2 in p2's next combat (it was a floating
    effect of one combat before)."""
    game = combat_game(kit, {"hand": ["Android Arm Breaker"]}, {})
    state = dbz_state(game)
    do(game, "play Android Arm Breaker")
    _next_combat(game)
    assert state.zone_of(_card(state, "Android Arm Breaker")) is Zone.ATTACHED
    assert restricted(state, 1, "advance levels by effects")
    assert not restricted(state, 0, "advance levels by effects")


def test_a_setups_attached_text_outlasts_the_combat(kit: DbzKit) -> None:
    """Orange Dressing Room, attached by its POWER, still gives p1's Styled attacks +1 stage in
    the next combat, as a constant of the attached card, with nothing floating."""
    game = combat_game(kit, {"setups": ["Orange Dressing Room"]}, {})
    state = dbz_state(game)
    do(game, "use Orange Dressing Room")
    room = _card(state, "Orange Dressing Room")
    assert not [f for f in state.floating if f.source == room]
    _next_combat(game)
    held = [e for c, e in constants(state, 0) if c == room]
    assert any(isinstance(e, fx.AttackModifier) and e.kind == "styled" for e in held)


def test_ensnared_silences_the_drill_it_is_attached_to(kit: DbzKit) -> None:
    """p1 picks which of p2's Drills Ensnared attaches to; that Drill's constants are gone, the
    other Drill's stay."""
    drills = ["Orange Spying Drill", "Namekian Vanishing Drill"]
    game = combat_game(kit, {"hand": ["Ensnared"]}, {"drills": drills})
    state = dbz_state(game)
    do(game, "play Ensnared")
    assert state.decision is not None and state.decision.seat == 0
    assert state.decision.prompt.startswith("Attach Ensnared")
    do(game, "choose Namekian Vanishing Drill")
    ensnared, vanishing = _card(state, "Ensnared"), _card(state, "Namekian Vanishing Drill")
    spying = _card(state, "Orange Spying Drill")
    assert state.zone_of(ensnared) is Zone.ATTACHED and state.attached_to[ensnared] == vanishing
    assert vanishing in silenced_cards(state) and spying not in silenced_cards(state)
    sources = {c for c, _ in constants(state, 1)}
    assert vanishing not in sources and spying in sources
    assert invariant_violations(state) == []


def test_a_host_leaving_play_takes_its_attached_card_to_the_discard_pile(kit: DbzKit) -> None:
    """The Drill Ensnared is attached to is destroyed: Ensnared goes to its owner's (p1's)
    discard pile, and no card is left attached to a card out of play."""
    game = combat_game(kit, {"hand": ["Ensnared"]}, {"drills": ["Namekian Vanishing Drill"]})
    state = dbz_state(game)
    do(game, "play Ensnared")
    ensnared, drill = _card(state, "Ensnared"), _card(state, "Namekian Vanishing Drill")
    assert state.attached_to[ensnared] == drill
    move(state, drill, 1, Zone.DISCARD)
    assert state.zone_of(ensnared) is Zone.DISCARD and state.zone[ensnared] // len(Zone) == 0
    assert state.attached_to[ensnared] < 0
    assert any("left play" in t for t in _texts(game))
    assert invariant_violations(state) == []


def test_ensnared_with_no_drill_to_attach_to_is_discarded_after_use(kit: DbzKit) -> None:
    """p2 controls no Drills: Ensnared attaches to nothing and is discarded after use as any
    attack."""
    game = combat_game(kit, {"hand": ["Ensnared"]}, {})
    state = dbz_state(game)
    do(game, "play Ensnared")
    if state.decision is not None and state.decision.seat == 1:
        do(game, "pass")  # p2: no defence
    assert any("has nothing to attach to" in t for t in _texts(game))
    assert state.zone_of(_card(state, "Ensnared")) is Zone.DISCARD


def test_ensnared_is_banished_when_the_opponent_succeeds_with_a_styled_attack(
    kit: DbzKit,
) -> None:
    """In p2's next combat p2's Saiyan Clash (Styled) hits: Ensnared is banished and the
    Drill has its effects again."""
    game = combat_game(kit, {"hand": ["Ensnared"]}, {"drills": ["Namekian Vanishing Drill"]})
    state = dbz_state(game)
    do(game, "play Ensnared")
    _next_combat(game)
    ensnared, drill = _card(state, "Ensnared"), _card(state, "Namekian Vanishing Drill")
    assert state.zone_of(ensnared) is Zone.ATTACHED
    do(game, "play Saiyan Clash")
    while state.zone_of(ensnared) is Zone.ATTACHED and state.decision is not None:
        if state.decision.seat == 0:
            game.apply(game.legal_actions()[0])  # p1: no defence
        else:
            break
    assert state.zone_of(ensnared) is Zone.BANISHED
    assert drill not in silenced_cards(state)


def test_orange_aggression_silences_every_card_of_the_hosts_title(kit: DbzKit) -> None:
    """Only non-Styled Setups and Drills are offered (p2's Styled Orange Spying Drill is not);
    attached to one of p2's two Quickness Drills, both copies lose all effects."""
    drills = ["Quickness Drill", "Quickness Drill", "Orange Spying Drill"]
    game = combat_game(kit, {"hand": ["Orange Aggression"]}, {"drills": drills})
    state = dbz_state(game)
    do(game, "play Orange Aggression")
    assert state.decision is not None
    labels = state.decision.labels
    assert len(labels) == 2 and all("Quickness Drill" in label for label in labels)
    game.apply(game.legal_actions()[1])
    quick = [c for c in state.cards_in(1, Zone.DRILLS) if state.defs[c].title == "Quickness Drill"]
    assert set(quick) <= silenced_cards(state)
    assert _card(state, "Orange Spying Drill") not in silenced_cards(state)


def test_black_impatience_mills_its_hosts_controller_each_turn(kit: DbzKit) -> None:
    """Attached to p2's Drill, Black Impatience has p2 banish the top card of his Life Deck at
    the end of p1's turn and again at the end of p2's."""
    game = combat_game(kit, {"setups": ["Black Impatience"]}, {"drills": ["Quickness Drill"]})
    state = dbz_state(game)
    do(game, "use Black Impatience")
    impatience = _card(state, "Black Impatience")
    assert state.attached_to[impatience] == _card(state, "Quickness Drill")
    assert len(state.cards_in(1, Zone.BANISHED)) == 0
    _next_combat(game)
    assert len(state.cards_in(1, Zone.BANISHED)) == 1
    assert len(state.cards_in(0, Zone.BANISHED)) == 0
    _next_combat(game)
    assert len(state.cards_in(1, Zone.BANISHED)) == 2


def test_orange_eviction_cancels_the_opponents_event(kit: DbzKit) -> None:
    """Attached to p1's Drill, Orange Eviction bars p1 (only) from stopping attacks; when p2
    plays Saiyan Power Up, Eviction is banished and the Event's effects are cancelled (the
    timing of its play resolves before the Event does): p2's MP gains nothing."""
    game = combat_game(
        kit,
        {"setups": ["Orange Eviction"], "drills": ["Orange Spying Drill"]},
        {"hand": ["Saiyan Power Up"]},
    )
    state = dbz_state(game)
    do(game, "use Orange Eviction")
    eviction = _card(state, "Orange Eviction")
    assert state.attached_to[eviction] == _card(state, "Orange Spying Drill")
    assert restricted(state, 0, "stop attacks") and not restricted(state, 1, "stop attacks")
    stages = state.stage[state.mp(1)]
    do(game, "play Saiyan Power Up")
    assert state.zone_of(eviction) is Zone.BANISHED
    assert any("Saiyan Power Up" in t and "cancelled" in t for t in _texts(game))
    assert state.stage[state.mp(1)] == stages


def test_a_setup_with_nothing_to_attach_to_is_discarded_after_its_power(kit: DbzKit) -> None:
    """p2 controls no Setup, Drill or Ally: Black Impatience's Power attaches it to nothing and
    the Setup goes to the discard pile, as a used Setup does."""
    game = combat_game(kit, {"setups": ["Black Impatience"]}, {})
    state = dbz_state(game)
    do(game, "use Black Impatience")
    assert any("has nothing to attach to" in t for t in _texts(game))
    assert state.zone_of(_card(state, "Black Impatience")) is Zone.DISCARD


def test_blue_smug_punch_moves_the_opponents_anger_one_level_further(kit: DbzKit) -> None:
    """Blue Smug Punch (Awakening), attached: "your card effects that raise or lower your
    opponent's anger have that amount increased by 1". p1's card effect lowering p2's anger 1
    lowers it 2, raising it 1 raises it 2; the rule of anger (no card) and p1's own anger are
    as written."""
    game = combat_game(kit, {"attached": ["Blue Smug Punch"]}, {"anger": 3})
    state = dbz_state(game)
    punch = _card(state, "Blue Smug Punch")
    assert state.zone_of(punch) is Zone.ATTACHED
    change_anger(state, 1, -1, Ctx(0, punch), "<test>")
    assert state.anger[1] == 1
    change_anger(state, 1, 1, Ctx(0, punch), "<test>")
    assert state.anger[1] == 3
    change_anger(state, 1, -1, Ctx(0, -1), "<test>")
    assert state.anger[1] == 2
    change_anger(state, 0, 1, Ctx(0, punch), "<test>")
    assert state.anger[0] == 1


def _hunt_on_ball(kit: DbzKit, p2: dict[str, object]) -> tuple[Game, int]:
    """p1 uses Namekian Hunt and attaches it to Earth Dragon Ball 3 (of 1 and 3)."""
    balls = ["Earth Dragon Ball 1", "Earth Dragon Ball 3"]
    game = combat_game(kit, {"setups": ["Namekian Hunt"], "dragon_balls": balls}, p2)
    do(game, "use Namekian Hunt")
    do(game, "choose Earth Dragon Ball 3")
    state = dbz_state(game)
    hunt = _card(state, "Namekian Hunt")
    assert state.attached_to[hunt] == _card(state, "Earth Dragon Ball 3")
    return game, hunt


def test_namekian_hunt_rejuvenates_a_dragon_ball_an_opponent_banishes(kit: DbzKit) -> None:
    """Namekian Hunt (Awakening): "POWER: Attach to a Dragon Ball you control. While attached,
    that Dragon Ball gains "Whenever a Dragon Ball you own is banished when taking damage or by
    an opponent's effect, Rejuvenate it."" p2's effect banishes p1's Earth Dragon Ball 1: it is
    Rejuvenated, to the bottom of p1's Life Deck."""
    game, _ = _hunt_on_ball(kit, {})
    state = dbz_state(game)
    ball = _card(state, "Earth Dragon Ball 1")
    state.decision = None
    state.frames.clear()
    banish = fx.Remove("banish", ("dragon ball",), 1, fx.Who.OPPONENT)
    push_sentences(state, (banish,), Ctx(1, state.mp(1)))
    advance(state)
    do(game, "choose Earth Dragon Ball 1")
    assert state.zone_of(ball) is Zone.LIFE and state.cards_in(0, Zone.LIFE)[0] == ball


def test_namekian_hunts_gained_text_goes_with_the_dragon_balls_effects(kit: DbzKit) -> None:
    """The text is the Dragon Ball's: with p2's Oolong - Concerned in play ("Dragon Balls lose
    all effects"), p1 has no such timing."""
    for allies, held in (([], True), ([["Oolong - Concerned", 3]], False)):
        game, hunt = _hunt_on_ball(kit, {"allies": allies})
        timings = [e for c, e in constants(dbz_state(game), 0) if c == hunt]
        assert any(isinstance(e, fx.Whenever) for e in timings) is held


def test_red_glare_makes_the_opponents_own_raises_of_one_level(kit: DbzKit) -> None:
    """Red Glare (Perfection): "POWER: Attach to your opponent's MP. While attached and whenever
    your opponent raises his anger, change that amount to 1." p2 raising his anger 2 levels
    raises it 1; p1's effect raising p2's anger 2, and p1 raising his own, are as written."""
    game = combat_game(kit, {"setups": ["Red Glare"]}, {})
    state = dbz_state(game)
    do(game, "use Red Glare")
    glare = _card(state, "Red Glare")
    assert state.attached_to[glare] == state.mp(1)
    change_anger(state, 1, 2, Ctx(1, state.mp(1)), "<test>")
    assert state.anger[1] == 1
    change_anger(state, 1, 2, Ctx(0, glare), "<test>")
    assert state.anger[1] == 3
    change_anger(state, 0, 2, Ctx(0, glare), "<test>")
    assert state.anger[0] == 2
