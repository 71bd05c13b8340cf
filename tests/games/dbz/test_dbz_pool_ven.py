"""Phrase families of Vengeance and Perfection on real cards: the pass condition in the present
tense, an attack doubling its player's damage modifiers, a count of the attacks performed this
combat, a copy of the attack a card rule banished from the discard pile, a prevention waiting for
the opponent's next attack, an attack's cost counted from play, named cards destroyed, the
opponent angered by your effect, "one of your other Allies", attacks by what they do when played,
a HIT gained by the next successful attack, an attack whose damage the opponent modified, the
anger you lowered."""

from __future__ import annotations

import pytest

from reishi.engine.game import Game
from reishi.games.dbz import effects as fx
from reishi.games.dbz.attack_start import attack_cost
from reishi.games.dbz.basics import Ctx
from reishi.games.dbz.conditions import card_matches, condition_holds, event_matches
from reishi.games.dbz.conditions_mpe import PASSED_LAST
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.moves import mill
from reishi.games.dbz.pool_steps import candidates
from reishi.games.dbz.state import DbzState, Floating, Zone

from .families import assert_family_runs, game_at, records

FAMILIES = [
    # "If your opponent passes in his last action this combat, this attack cannot be stopped"
    (
        "Saiyan Crunch",
        fx.If(
            "your opponent passes in his last action this combat",
            (fx.AttackProperty("cannot be stopped"),),
        ),
    ),
    # "(Use only if you have performed at least 2 other Styled physical attacks this combat.)"
    (
        "Red Back Bash",
        fx.UseOnlyIf("you have performed at least 2 other styled physical attacks this combat"),
    ),
    # "(You may banish this card from your hand as an action to banish a Styled physical attack
    # from your discard pile. If you do, perform a copy of that attack.)"
    (
        "Blue Decapitation",
        fx.HandAction(
            (
                fx.MoveCards("discard pile", "banish", "styled physical attack"),
                fx.IfYouDo((fx.CopyAttack(fx.MOVED_ATTACK),)),
            ),
            how="banish",
            zone="hand",
        ),
    ),
    # "Prevent all damage from the next non-Styled attack your opponent performs this combat"
    ("Orange Overflowing Burst", fx.PreventNextAttack("non-styled")),
    # "If the cards you named were destroyed, advance or lower your MP 1 level, …"
    ("Black Discovery", fx.If("the cards you named were destroyed", ())),
    # "(This attack costs -1 stage for each Dragon Ball in play, to a minimum of 0.)"
    ("Namekian Salvo", fx.CostPer(-1, "the number of dragon ball in play")),
    # "If your opponent advanced a personality level with this card, damage from your attacks
    # cannot be prevented this turn" (one Combat Step a turn: as "this combat")
    (
        "Blue Return Fire",
        fx.If(
            "your opponent advanced a personality level with this card",
            (fx.AttacksHave("cannot be prevented", "", "this combat"),),
        ),
    ),
    # "HIT: Whenever one of your effects causes your opponent to gain anger this combat, you may
    # raise your anger 1 level"
    (
        "Blue Return Fire",
        fx.Whenever(
            "one of your effects causes your opponent to gain anger this combat",
            (fx.Optional(fx.RaiseAnger(1)),),
        ),
    ),
    # "You may banish one of your other Allies you control with 'Android' in the title to draw a
    # card"
    (
        "Android 13 - Powerful",
        fx.MoveCards("play", "banish", 'other ally with "android" in the title'),
    ),
    # "search your Life Deck for a Styled attack with an immediate effect that raises a player's
    # anger and place it into your hand"
    (
        "Blue Hunt",
        fx.Search(
            ("Life Deck",),
            "Styled attack with an immediate effect that raises a player's anger",
            "place into your hand",
        ),
    ),
    # "You may lower your anger by any amount. Your opponent's MP loses X stages. X= amount of
    # anger you lowered"
    (
        "Red Wallop",
        fx.ForX("amount", fx.LoseStages(0, fx.Who.OPPONENT), "amount of anger you lowered"),
    ),
    # 'Your next successful attack this combat cannot have its damage prevented and gains "HIT:
    # End combat at the beginning of the next action this turn."'
    (
        "Android 13's Impenetrable Defense",
        fx.NextSuccessfulGains((fx.Hit((fx.AtNextAction((fx.EndCombat(),)),)),)),
    ),
    # "HIT: If one of your opponent's card effects modified the damage of this attack, draw a card"
    (
        "Blue Head Charge",
        fx.If(
            "one of your opponent's card effects modified the damage of this attack",
            (fx.DrawCards(1),),
        ),
    ),
    # "Your damage modifiers on this attack are doubled"
    ("Black Confident Shot", fx.AttackProperty("has its player's damage modifiers doubled")),
]


@pytest.mark.parametrize(("title", "record"), FAMILIES, ids=[t for t, _ in FAMILIES])
def test_family_runs_on_a_real_card(kit: DbzKit, title: str, record: fx.Effect) -> None:
    """The card compiles, every sentence runs, and the family's record is in its program."""
    if isinstance(record, fx.If) and not record.effects:
        # Only the condition is the family's: the card's other words are other families'.
        card = kit.pool.find(title)
        assert card is not None
        result = kit.result(card)
        assert result.is_complete, result.unknown_phrases
        found = [r for e in result.program for r in records(e) if isinstance(r, fx.If)]
        assert record.condition in [r.condition for r in found]
        return
    assert_family_runs(kit, title, record)


def _game(kit: DbzKit, mp: list[str], level: int, hand: list[str]) -> Game:
    spec = {
        "p1": {"mp": mp, "level": level, "hand": hand, "life": ["Red Blaze"] * 30},
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Red Blaze"] * 30},
    }
    return game_at(kit, spec)


@pytest.mark.rule("DBZ RB: The Combat Step")
def test_the_pass_condition_reads_the_opponents_last_action(kit: DbzKit) -> None:
    """Saiyan Crunch's condition holds while the opponent's latest action was a pass."""
    state = _game(kit, ["Krillin - Ready"], 1, []).state
    assert isinstance(state, DbzState)
    said = "your opponent passes in his last action this combat"
    assert not condition_holds(state, 0, said)
    state.combat_log = state.combat_log | {(1, PASSED_LAST)}
    assert condition_holds(state, 0, said)
    assert not condition_holds(state, 1, said)  # his own pass is not his opponent's


def _dealt(game: Game, attack: str) -> str:
    """Plays ``attack`` from the hand, lets it through, and returns the damage line."""
    game.apply(next(a for a in game.legal_actions() if attack in game.describe(a)))
    if any(game.describe(a) == "no defense" for a in game.legal_actions()):
        game.apply(next(a for a in game.legal_actions() if game.describe(a) == "no defense"))
    lines = [str(getattr(e, "text", "")) for e in game.log]
    return next(line for line in lines if line.startswith("the attack deals"))


_HERCULE = ["Hercule - Champion", "Hercule - Posing", "Hercule - Guarded", "Hercule - In Action"]


@pytest.mark.rule("DBZ CRD: Damage — Modifiers")
@pytest.mark.parametrize(
    ("level", "dealt"),
    [
        # In Action has no modifier: "2 life cards and 2 stages" as printed.
        (4, 2),
        # Guarded: "All attacks deal +1 stage of damage. Your damage modifiers are doubled":
        # Hercule's +1 doubled by his rule and again by the attack's: 2 + 4 stages.
        (3, 6),
    ],
)
def test_damage_modifiers_on_this_attack_are_doubled(kit: DbzKit, level: int, dealt: int) -> None:
    """Black Confident Shot doubles its player's "+"/"-" effects on itself."""
    line = _dealt(_game(kit, _HERCULE, level, ["Black Confident Shot"]), "Black Confident Shot")
    assert line.startswith(f"the attack deals {dealt} stage(s)")


def _play(game: Game, title: str) -> None:
    """Plays ``title`` from the hand and answers the attack's choices by declining them."""
    game.apply(next(a for a in game.legal_actions() if f"play {title}" in game.describe(a)))
    while game.current_player == 0 and "pass" not in [
        game.describe(a) for a in game.legal_actions()
    ]:
        declines = ("choose use no critical damage effect", "choose no", "no defense")
        game.apply(next(a for a in game.legal_actions() if game.describe(a) in declines))


@pytest.mark.rule("DBZ RB: The Combat Step")
def test_use_only_after_two_other_styled_physical_attacks(kit: DbzKit) -> None:
    """Red Back Bash can be played once two Styled physical attacks were performed this combat;
    a Freestyle one (Android 18's Arm Breaker) does not count."""
    hand = ["Red Back Bash", "Android 18's Arm Breaker", "Black Fist Lock", "Black Fist Lock"]
    game = _game(kit, ["Krillin - Ready"], 1, hand)

    def playable() -> bool:
        return any("play Red Back Bash" in game.describe(a) for a in game.legal_actions())

    assert not playable()
    _play(game, "Android 18's Arm Breaker")
    _play(game, "Black Fist Lock")
    assert not playable()
    _play(game, "Black Fist Lock")
    assert playable()


@pytest.mark.rule("DBZ RB: Glossary — Parenthesis Text")
def test_banished_attack_from_the_discard_pile_is_copied(kit: DbzKit) -> None:
    """Blue Decapitation's rule banishes a Styled physical attack (not a Freestyle one) from the
    discard pile, and its MP performs a copy of that attack."""
    spec = {
        "p1": {
            "mp": ["Krillin - Ready"],
            "hand": ["Blue Decapitation"],
            "discard": ["Android 18's Arm Breaker", "Black Fist Lock"],
            "life": ["Red Blaze"] * 30,
        },
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Red Blaze"] * 30},
    }
    game = game_at(kit, spec)
    rule = "banish Blue Decapitation"
    game.apply(next(a for a in game.legal_actions() if game.describe(a).startswith(rule)))
    state = game.state
    assert isinstance(state, DbzState)
    # The only Styled physical attack is chosen without asking; its copy is performed at once.
    banished = [state.defs[c].title for c in state.cards_in(0, Zone.BANISHED)]
    assert sorted(banished) == ["Black Fist Lock", "Blue Decapitation"]
    assert [state.defs[c].title for c in state.cards_in(0, Zone.DISCARD)] == [
        "Android 18's Arm Breaker"
    ]
    lines = [str(getattr(e, "text", "")) for e in game.log]
    assert "P1 performed a copy of Black Fist Lock" in " ".join(lines)
    assert any(line.startswith("the attack deals 5 stage(s)") for line in lines)


def _damage_lines(kit: DbzKit, attack: str) -> list[str]:
    """P1 attacks with Orange Overflowing Burst, then P2 attacks twice with ``attack``."""
    spec = {
        "p1": {"mp": ["Krillin - Ready"], "hand": ["Orange Overflowing Burst"]},
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "hand": [attack, attack]},
    }
    for seat in ("p1", "p2"):
        spec[seat]["life"] = ["Red Blaze"] * 30
    game = game_at(kit, spec)
    declines = ("no defense", "choose use no critical damage effect", "choose no", "pass")
    while not any("Planning" in game.describe(a) for a in game.legal_actions()):
        mine = "Orange Overflowing Burst" if game.current_player == 0 else attack
        labels = [game.describe(a) for a in game.legal_actions()]
        wanted = [i for i, t in enumerate(labels) if t.startswith(f"play {mine}")]
        wanted = wanted or [i for i, t in enumerate(labels) if t in declines]
        game.apply(game.legal_actions()[wanted[0]])
    lines = [str(getattr(e, "text", "")) for e in game.log]
    return [line for line in lines if line.startswith("the attack deals")]


@pytest.mark.rule("DBZ RB: Damage Summary")
def test_the_next_non_styled_attack_is_prevented_once(kit: DbzKit) -> None:
    """Orange Overflowing Burst prevents all damage of the opponent's next non-Styled attack,
    only that one; a Styled attack is not the one it waits for."""
    _, first, second = _damage_lines(kit, "Android 18's Arm Breaker")
    assert first.startswith("the attack deals 0 stage(s) and 0 Life Card(s)")
    assert not second.startswith("the attack deals 0 stage(s)")
    _, styled, _ = _damage_lines(kit, "Black Fist Lock")
    assert not styled.startswith("the attack deals 0 stage(s)")


@pytest.mark.rule("DBZ RB: Glossary — Naming a card")
def test_the_cards_you_named_were_destroyed(kit: DbzKit) -> None:
    """Black Discovery's condition: every named card is among the cards just destroyed."""
    spec = {
        "p1": {"mp": ["Krillin - Ready"], "life": ["Red Blaze"] * 10},
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Saiyan Clash", "Red Blaze"] * 5},
    }
    state = game_at(kit, spec).state
    assert isinstance(state, DbzState)
    top = state.cards_in(1, Zone.LIFE)[-2:]
    assert sorted(state.defs[c].title for c in top) == ["Red Blaze", "Saiyan Clash"]
    said = "the cards you named were destroyed"
    mill(state, 1, 2, "destroy", "test", 0)
    state.named = ("Saiyan Clash", "Red Blaze")
    assert condition_holds(state, 0, said)
    state.named = ("Saiyan Clash", "Black Fist Lock")
    assert not condition_holds(state, 0, said)
    state.named = ("Red Blaze", "Red Blaze")  # one title named twice needs two copies
    assert not condition_holds(state, 0, said)


@pytest.mark.rule("DBZ RB: How Attack and Defense Cards Work")
@pytest.mark.parametrize(("mine", "theirs", "cost"), [(0, 0, 5), (1, 1, 3), (2, 1, 2)])
def test_an_attack_costs_less_for_each_dragon_ball(
    kit: DbzKit, mine: int, theirs: int, cost: int
) -> None:
    """Namekian Salvo ("Energy attack costing 5 stages") costs 1 stage less for each Dragon
    Ball in play, both players' counted."""
    balls = ["Earth Dragon Ball 1", "Earth Dragon Ball 2", "Namek Dragon Ball 1"]
    spec = {
        "p1": {"mp": ["Krillin - Ready"], "hand": ["Namekian Salvo"], "dragon_balls": balls[:mine]},
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "dragon_balls": balls[2 : 2 + theirs]},
    }
    state = game_at(kit, spec).state
    assert isinstance(state, DbzState)
    salvo = state.cards_in(0, Zone.HAND)[0]
    attack = kit.info(state.defs[salvo]).attack
    assert attack is not None
    assert attack_cost(state, 0, salvo, attack) == cost


@pytest.mark.rule("DBZ RB: Anger")
def test_your_effect_causes_your_opponent_to_gain_anger(kit: DbzKit) -> None:
    """The timing answers the opponent's anger raised by a card of the watcher's, not by his own
    cards, not the watcher's own anger, and only in combat."""
    spec = {
        "p1": {"mp": ["Krillin - Ready"], "hand": ["Blue Return Fire"]},
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "hand": ["Red Blaze"]},
    }
    state = game_at(kit, spec).state
    assert isinstance(state, DbzState)
    mine, theirs = state.cards_in(0, Zone.HAND)[0], state.cards_in(1, Zone.HAND)[0]
    timing = "one of your effects causes your opponent to gain anger this combat"
    assert event_matches(state, timing, 0, -1, ("anger_up", 1, mine))
    assert not event_matches(state, timing, 0, -1, ("anger_up", 1, theirs))
    assert not event_matches(state, timing, 0, -1, ("anger_up", 0, mine))
    assert not event_matches(state, timing, 0, -1, ("anger_up", 1, -1))
    state.in_combat = False
    assert not event_matches(state, timing, 0, -1, ("anger_up", 1, mine))


def test_one_of_your_other_allies_is_never_the_card_itself(kit: DbzKit) -> None:
    """Android 13's Power banishes another Android Ally of its player, never itself, nor an
    Ally without 'Android' in the title, nor the opponent's."""
    spec = {
        "p1": {
            "mp": ["Krillin - Ready"],
            "allies": ["Android 13 - Powerful", "Android 15 - Relaxed", "Android 14 - Stoic"],
        },
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "allies": ["Android 16 - Unmoving"]},
    }
    state = game_at(kit, spec).state
    assert isinstance(state, DbzState)
    thirteen, fifteen, fourteen = state.cards_in(0, Zone.ALLIES)
    card = kit.pool.find("Android 13 - Powerful")
    assert card is not None
    move = next(
        r for e in kit.result(card).program for r in records(e) if isinstance(r, fx.MoveCards)
    )
    assert candidates(state, move, Ctx(0, thirteen)) == [fifteen, fourteen]
    assert candidates(state, move, Ctx(0, fifteen)) == [thirteen, fourteen]


@pytest.mark.parametrize(
    ("title", "fits"),
    [
        ("Saiyan Crunch", True),  # Styled, "Raise your anger 1 level" when played
        ("Shoulder Slam", False),  # raises anger when played, but Freestyle
        ("Red Explosion", False),  # Styled, raises anger only in its HIT
        ("Black Fist Lock", False),  # Styled, no anger
    ],
)
def test_a_styled_attack_that_raises_anger_when_played(kit: DbzKit, title: str, fits: bool) -> None:
    """Blue Hunt's search: a Styled attack whose own sentences (not its HIT) raise anger."""
    spec = {
        "p1": {"mp": ["Krillin - Ready"], "hand": [title]},
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"]},
    }
    state = game_at(kit, spec).state
    assert isinstance(state, DbzState)
    card = state.cards_in(0, Zone.HAND)[0]
    what = "Styled attack with an immediate effect that raises a player's anger"
    assert card_matches(state, card, what) is fits


_END_HIT = fx.NextSuccessfulGains((fx.Hit((fx.AtNextAction((fx.EndCombat(),)),)),))


def _gains(state: DbzState) -> list[int]:
    return [f.seat for f in state.floating if isinstance(f.effect, fx.NextSuccessfulGains)]


@pytest.mark.rule("DBZ CRD: Timing — Attack sequence")
@pytest.mark.parametrize("defended", [False, True])
def test_the_next_successful_attack_gains_a_hit(kit: DbzKit, defended: bool) -> None:
    """P1's next successful attack gains "HIT: End combat at the beginning of the next action":
    an attack that succeeds uses it and spends it; one stopped (by Android 13's Impenetrable
    Defense, which gives its own player the same) leaves it waiting."""
    defense = "Android 13's Impenetrable Defense"
    spec = {
        "p1": {"mp": ["Krillin - Ready"], "hand": ["Black Fist Lock", "Black Fist Lock"]},
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "hand": [defense] if defended else []},
    }
    for seat in ("p1", "p2"):
        spec[seat]["life"] = ["Red Blaze"] * 30
    game = game_at(kit, spec)
    state = game.state
    assert isinstance(state, DbzState)
    state.floating.append(Floating(0, state.mp(0), _END_HIT, "combat", state.turn))
    # Without a defense card P2 is not asked; the attack goes through at once.
    for answer in ("play Black Fist Lock", f"defend {defense}") if defended else ("play Black",):
        labels = [game.describe(a) for a in game.legal_actions()]
        game.apply(
            game.legal_actions()[next(i for i, t in enumerate(labels) if t.startswith(answer))]
        )
    lines = [str(getattr(e, "text", "")) for e in game.log]
    assert ("combat was ended by an effect" in lines) is not defended
    assert sorted(_gains(state)) == ([0, 1] if defended else [])


@pytest.mark.rule("DBZ CRD: Damage — Modifiers")
@pytest.mark.parametrize(
    ("opponent", "drawn"), [(_HERCULE, 1), (["Vegeta - Prince Of Saiyans"], 0)]
)
def test_the_opponent_modified_this_attack(kit: DbzKit, opponent: list[str], drawn: int) -> None:
    """Blue Head Charge draws a card when a modifier of the defender's changed its damage:
    Hercule - Guarded's "All attacks deal +1 stage of damage" does, Vegeta has none."""
    spec = {
        "p1": {"mp": ["Krillin - Ready"], "hand": ["Blue Head Charge"]},
        "p2": {"mp": opponent, "level": 3 if len(opponent) > 1 else 1},
    }
    for seat in ("p1", "p2"):
        spec[seat]["life"] = ["Red Blaze"] * 30
    game = game_at(kit, spec)
    state = game.state
    assert isinstance(state, DbzState)
    game.apply(next(a for a in game.legal_actions() if "Blue Head Charge" in game.describe(a)))
    while state.attack is not None and game.current_player is not None:
        labels = [game.describe(a) for a in game.legal_actions()]
        declines = ("choose no", "no defense", "choose use no critical damage effect")
        game.apply(game.legal_actions()[next(i for i, t in enumerate(labels) if t in declines)])
    assert len(state.cards_in(0, Zone.HAND)) == drawn


@pytest.mark.rule("DBZ RB: Anger")
@pytest.mark.parametrize(
    ("answers", "lost"),
    [
        (["choose no"], 0),
        (["choose yes", "choose lower your anger by 2"], 2),
        (["choose yes", "choose lower your anger by 3"], 3),
    ],
)
def test_x_is_the_anger_you_lowered(kit: DbzKit, answers: list[str], lost: int) -> None:
    """Red Wallop: the opponent's MP loses as many stages as its player's anger went down (3 at
    most here); declining loses none."""
    spec = {
        "p1": {"mp": ["Krillin - Ready"], "anger": 3, "hand": ["Red Wallop"]},
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "stage": 8},
    }
    for seat in ("p1", "p2"):
        spec[seat]["life"] = ["Red Blaze"] * 30
    game = game_at(kit, spec)
    state = game.state
    assert isinstance(state, DbzState)
    game.apply(next(a for a in game.legal_actions() if "play Red Wallop" in game.describe(a)))
    for answer in answers:
        offered = [game.describe(a) for a in game.legal_actions()]
        game.apply(game.legal_actions()[offered.index(answer)])
    assert state.anger[0] == 3 - lost
    lines = [str(getattr(e, "text", "")) for e in game.log]
    assert f"X = {lost} (amount of anger you lowered)" in lines


@pytest.mark.parametrize("anger", [0, 1, 3])
def test_any_amount_offers_only_the_anger_there_is(kit: DbzKit, anger: int) -> None:
    """Red Wallop: "You may lower your anger by any amount" offers 1 up to the anger the player
    has, as anger never goes below zero (DBZ RB: Anger): with one level it is lowered by 1 without
    asking, with none nothing is lowered."""
    spec = {
        "p1": {"mp": ["Krillin - Ready"], "anger": anger, "hand": ["Red Wallop"]},
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "stage": 8},
    }
    for seat in ("p1", "p2"):
        spec[seat]["life"] = ["Red Blaze"] * 30
    game = game_at(kit, spec)
    game.apply(next(a for a in game.legal_actions() if "play Red Wallop" in game.describe(a)))
    game.apply(next(a for a in game.legal_actions() if game.describe(a) == "choose yes"))
    offered = [game.describe(a) for a in game.legal_actions()]
    lowerings = [text for text in offered if "lower your anger by" in text]
    if anger > 1:
        assert lowerings == [f"choose lower your anger by {n}" for n in range(1, anger + 1)]
        return
    assert lowerings == []
    state = game.state
    assert isinstance(state, DbzState) and state.anger[0] == 0
    lines = [str(getattr(e, "text", "")) for e in game.log]
    assert f"X = {anger} (amount of anger you lowered)" in lines
