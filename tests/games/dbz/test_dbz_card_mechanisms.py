"""Cards whose rules each needed a mechanism of their own (Evolution rares, mostly).

Android 19's Choke: "Destroy this card when your MP's power level is 0". Hidden Power Drill:
"(When this Drill enters play, set all personalities to 5 stages above 0) [CONSTANT]:
Personalities cannot be more than 5 stages above 0. Whenever an Ally's power level is 0, it is
banished." A personality whose stages fall to 0 raises the event (stages.fell_to_zero); the
contextual timings after the sentence answer it (DBZ CRD: Timing — Special timings). Moment of
Peace: no card enters play during combat this turn, and a draw if it was played this turn.
Android 18's Toss: its search passes over its own title. Black Adaptation (Set 1): "that card"
of a search is the attack it stopped. Android 16 - Enraged, Blue Taming Technique, Orange Immense
Blast and Nail - Unflinching: "place it into play" is the card found, discarded or chosen, not
the card whose text it is; Beerus - God of Destruction: "banish it" is the card discarded.
Blue Battle Drill and Stomach Crusher: "Cards that end combat cannot be played or used" — a
card with any effect that ends combat is neither offered from the hand nor used in play.
Saiyan Thrust: "Raising anger is optional for both players this combat" — each player is asked
before their own anger rises. Android 20 - Mastermind: "[CONSTANT]: Damage from attacks
performed by personalities with Android in the title cannot be prevented. When this card is
leaving play, all personalities with Android in the title lose 3 stages" — either player's.
Piccolo - Revitalized: "Your Styled cards with Endurance have their Endurance increased by X.
X = the number of Dragon Balls your control" ("your control" is a listed correction). Black
Inactivity Drill: "[CONSTANT]: At the start of each player's turn, that player chooses and
destroys one of his Setups. Banish this Drill when there are no Setups in play." Enhanced
Reflexes: "Stops a physical or energy attack. If that attack was a Named card, it deals no
damage and is banished after use." Sinister Choke: "This attack cannot be stopped and its
damage is banished if your opponent controls a total of 7 or more of the following card types,
personalities, Drills, Setups, and Dragon Balls." A combat card whose defence is a POWER
("POWER: Stops a physical attack", Black Impediment) is played from the hand to defend, as an
Event's is; Namekian Catch's: "Look at the bottom 5 cards of your discard pile or Life Deck and
place them back in any order." Black Annihilation: "(If this card is destroyed from your Life
Deck by one of your effects, you may Rejuvenate it and the bottom card of your discard pile.)"
Orange Paired Blast: "Banish a Drill. If you banished a Drill that was under your control this
attack cannot have its damage prevented." Earth Dragon Ball 5: "Banish 3 cards from a discard
pile": its player chooses the pile, then each of the three cards.
"""

from __future__ import annotations

import pytest

from reishi.engine.game import Game
from reishi.games.dbz.basics import Ctx
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.moves import placeable
from reishi.games.dbz.stages import change_anger, gain_stages
from reishi.games.dbz.state import DbzState, Zone

from .families import combat_game, dbz_state, do, game_at


def _no_question_left(game: Game) -> None:
    labels = [game.describe(a) for a in game.legal_actions()]
    assert not any(label in ("choose yes", "choose no") for label in labels), labels


def _card(state: DbzState, title: str, owner: int) -> int:
    cards = range(len(state.defs))
    return next(c for c in cards if state.defs[c].title == title and state.owner[c] == owner)


@pytest.mark.parametrize("whose", ["p2", "p1"])
def test_the_choke_is_destroyed_when_its_players_mp_reaches_0(kit: DbzKit, whose: str) -> None:
    """Saiyan Despair makes p2's MP (2 stages above 0) lose 3 stages: at 0, p2's Android 19's
    Choke (attached to p1's MP) is destroyed, its "your MP" being p2's. p1's own Choke waits
    for p1's MP, which still has its stages, so it stays attached."""
    choke = {"attached": ["Android 19's Choke"]}
    game = combat_game(
        kit,
        {"hand": ["Saiyan Despair"], **(choke if whose == "p1" else {})},
        {"stage": 2, **(choke if whose == "p2" else {})},
    )
    state = dbz_state(game)
    owner = 0 if whose == "p1" else 1
    card = _card(state, "Android 19's Choke", owner)
    assert state.zone_of(card) is Zone.ATTACHED
    do(game, "play Saiyan Despair")
    assert state.stage[state.mp(1)] == 0
    assert state.zone_of(card) is (Zone.DISCARD if whose == "p2" else Zone.ATTACHED)


def test_entering_play_sets_every_personality_to_5_stages(kit: DbzKit) -> None:
    """Hidden Power Drill enters play: p1's MP (8 stages) and p2's MP (2 stages) and Ally (3)
    are all set to 5 stages above 0, p1's own first."""
    game = combat_game(
        kit,
        {"hand": ["Hidden Power Drill"], "stage": 8},
        {"stage": 2, "allies": [["Oolong - Concerned", 3]]},
        step="planning",
    )
    state = dbz_state(game)
    do(game, "play Hidden Power Drill")
    ally = _card(state, "Oolong - Concerned", 1)
    assert [state.stage[state.mp(0)], state.stage[state.mp(1)], state.stage[ally]] == [5, 5, 5]
    texts = [getattr(e, "text", "") for e in game.log]
    assert any(text.endswith("set to 5 stage(s)") for text in texts)


def test_no_personality_rises_above_5_stages_while_it_is_in_play(kit: DbzKit) -> None:
    """With Hidden Power Drill in play, a gain stops at 5 stages above 0, and advancing a level
    through anger sets the new level to 5 stages, not its highest power stage."""
    levels = ["Krillin - Ready", "Krillin - Energetic"]
    game = combat_game(
        kit, {"mp": levels, "drills": ["Hidden Power Drill"], "stage": 3, "anger": 4}, {}
    )
    state = dbz_state(game)
    mp = state.mp(0)
    gain_stages(state, mp, 4, "test")
    assert state.stage[mp] == 5
    drill = _card(state, "Hidden Power Drill", 0)
    assert change_anger(state, 0, 1, Ctx(0, drill), "test")
    assert state.level(0) == 2
    assert state.stage[state.mp(0)] == 5


@pytest.mark.parametrize(("stages", "zone", "left"), [(2, Zone.BANISHED, 0), (4, Zone.ALLIES, 1)])
def test_an_ally_at_power_level_0_is_banished(
    kit: DbzKit, stages: int, zone: Zone, left: int
) -> None:
    """p1's Saiyan Trap: p2's personalities lose 3 stages. His Ally with 2 stages is at 0 and
    Hidden Power Drill banishes it; with 4 it keeps 1 and stays. His MP (5 stages) keeps 2."""
    game = combat_game(
        kit,
        {"hand": ["Saiyan Trap"], "drills": ["Hidden Power Drill"]},
        {"allies": [["Oolong - Concerned", stages]]},
    )
    state = dbz_state(game)
    ally = _card(state, "Oolong - Concerned", 1)
    do(game, "play Saiyan Trap")
    assert state.zone_of(ally) is zone
    assert state.stage[ally] == left
    assert state.stage[state.mp(1)] == 2


@pytest.mark.parametrize("played", [True, False])
def test_moment_of_peace_bars_entering_play_and_draws_if_played(kit: DbzKit, played: bool) -> None:
    """Moment of Peace, used entering combat: no Ally, Drill or Setup may enter play during combat
    this turn, for either player; its player draws a card only if he played it this turn (from
    his hand in the Planning Step), not when it was already in play (DBZ CRD: General —
    Playing vs placing)."""
    peace = {"hand": ["Moment of Peace"]} if played else {"setups": ["Moment of Peace"]}
    game = combat_game(
        kit, {**peace, "life": ["Oolong - Concerned", *["Saiyan Clash"] * 9]}, {}, "planning"
    )
    state = dbz_state(game)
    if played:
        do(game, "play Moment of Peace")
    ally = _card(state, "Oolong - Concerned", 0)
    do(game, "declare combat")
    hand = len(state.cards_in(0, Zone.HAND))
    assert placeable(state, 0, ally)
    do(game, "use Moment of Peace")
    assert len(state.cards_in(0, Zone.HAND)) == hand + (1 if played else 0)
    assert state.in_combat
    assert not placeable(state, 0, ally) and not placeable(state, 1, ally)


@pytest.mark.parametrize("answers", [("yes", "yes"), ("yes", "no"), ("no",)])
def test_android_18s_toss_never_finds_itself(kit: DbzKit, answers: tuple[str, ...]) -> None:
    """Android 18's Toss: "(You may not search for Android 18's Toss with this card's effect.)
    … You may search your Life Deck for a card with Android in the title and place it into your
    hand. If that card was a Setup, Drill, or Ally, you may place it into play." Its search
    passes over the other Toss (so the Drill is the only card found), the Drill may then enter
    play; with the search declined, nothing is offered to place."""
    life = ["Android 18's Toss", "Android Attack Drill", *["Saiyan Clash"] * 8]
    game = combat_game(
        kit, {"mp": ["Krillin - Ready"], "hand": ["Android 18's Toss"], "life": life}, {}
    )
    state = dbz_state(game)
    toss = state.cards_in(0, Zone.HAND)[0]
    other = next(
        c for c in state.cards_in(0, Zone.LIFE) if state.defs[c].title == "Android 18's Toss"
    )
    drill = _card(state, "Android Attack Drill", 0)
    do(game, "play Android 18's Toss")
    for answer in answers:
        do(game, f"choose {answer}")
    assert state.zone_of(other) is Zone.LIFE
    assert state.zone_of(toss) is not Zone.HAND
    expected = {("yes", "yes"): Zone.DRILLS, ("yes", "no"): Zone.HAND, ("no",): Zone.LIFE}
    assert state.zone_of(drill) is expected[answers]
    _no_question_left(game)


@pytest.mark.parametrize("place", [True, False])
def test_android_16_enraged_places_the_card_it_found(kit: DbzKit, place: bool) -> None:
    """Android 16 - Enraged's Instant Power (Perfection) reads as the Toss does: "… search your
    Life Deck for an Alignment-restricted card and place it into your hand. If that card was a
    Setup or Drill, you may place it into play" — "it" is the Drill found, which enters play if
    its player says so; the MP itself never moves."""
    levels = ["Android 16 - Awoken", "Android 16 - Distracted", "Android 16 - Enraged"]
    life = ["Blue Overpower Drill", *["Saiyan Clash"] * 9]
    mine = {"mp": levels, "level": 3, "hand": ["Saiyan Clash"], "life": life}
    game = combat_game(kit, mine, {}, "planning")
    state = dbz_state(game)
    drill = _card(state, "Blue Overpower Drill", 0)
    do(game, "declare combat")
    do(game, "use Android 16 - Enraged")
    assert state.zone_of(drill) is Zone.HAND
    do(game, "choose yes" if place else "choose no")
    assert state.zone_of(drill) is (Zone.DRILLS if place else Zone.HAND)
    assert state.defs[state.mp(0)].title == "Android 16 - Enraged"


@pytest.mark.parametrize("pile", ["discard", "life"])
def test_black_adaptation_banishes_the_attack_and_a_copy_of_it(kit: DbzKit, pile: str) -> None:
    """Black Adaptation (Set 1): "Stops an energy attack. If that attack was an Energy Combat
    card, banish it. Search your opponent's discard pile and Life Deck for a copy of that card
    and banish it." p2's Red Explosion is stopped and banished; "that card" is Red Explosion,
    so its copy in the pile p1 picks is banished too and the other copy stays."""
    life = [*["Saiyan Clash"] * 4, "Red Explosion", *["Saiyan Clash"] * 5]
    theirs = {"hand": ["Red Explosion"], "discard": ["Red Explosion"], "life": life}
    game = game_at(
        kit,
        {
            "active": "p2",
            "step": "combat",
            "p1": {"mp": ["Krillin - Ready"], "hand": ["Black Adaptation"], "life": life},
            "p2": {"mp": ["Vegeta - Prince Of Saiyans"], **theirs},
        },
    )
    state = dbz_state(game)
    attack = state.cards_in(1, Zone.HAND)[0]
    in_discard = state.cards_in(1, Zone.DISCARD)[0]
    in_life = next(
        c
        for c in state.cards_in(1, Zone.LIFE)
        if c != attack and state.defs[c].title == "Red Explosion"
    )
    do(game, "play Red Explosion")
    do(game, "defend Black Adaptation")
    assert state.zone_of(attack) is Zone.BANISHED
    do(game, f"({pile})")
    picked, other = (in_discard, in_life) if pile == "discard" else (in_life, in_discard)
    assert state.zone_of(picked) is Zone.BANISHED
    assert state.zone_of(other) is (Zone.DISCARD if pile == "life" else Zone.LIFE)


@pytest.mark.rule("DBZ CRD: Individual Card Rulings — Heroes & Villains R131 (Isolation)")
def test_a_setup_that_lost_all_effects_offers_no_power(kit: DbzKit) -> None:
    """The Ultimate Sacrifice: "Setups, Drills, and Allies lose all effects this combat". Orange
    Energy Gathering's POWER is offered before it, and not after: a card that lost all effects
    has no Power to use either (Isolation's ruling: "Drills and Allies lose all effects")."""
    game = combat_game(
        kit, {"hand": ["The Ultimate Sacrifice"], "setups": ["Orange Energy Gathering"]}, {}
    )

    def offered() -> bool:
        return any("Orange Energy Gathering" in game.describe(a) for a in game.legal_actions())

    assert offered()
    do(game, "play The Ultimate Sacrifice")
    do(game, "choose no")
    assert dbz_state(game).in_combat
    assert not offered()


@pytest.mark.parametrize("answers", [("yes", "yes"), ("yes", "no"), ("no",)])
def test_blue_taming_technique_places_the_setup_it_discarded(
    kit: DbzKit, answers: tuple[str, ...]
) -> None:
    """Blue Taming Technique: "You may discard a card from your hand. If you discarded a Styled
    Setup, you may place it into play." "It" is Orange Encouragement, discarded, which may then
    enter play; the Technique, used, goes to the discard pile as a Setup does. With no discard,
    nothing is offered."""
    life = ["Oolong - Concerned", *["Saiyan Clash"] * 9]
    mine = {"hand": ["Orange Encouragement"], "setups": ["Blue Taming Technique"], "life": life}
    game = combat_game(kit, mine, {})
    state = dbz_state(game)
    setup = _card(state, "Orange Encouragement", 0)
    technique = _card(state, "Blue Taming Technique", 0)
    do(game, "use Blue Taming Technique")
    for answer in answers:
        do(game, f"choose {answer}")
    expected = {("yes", "yes"): Zone.SETUPS, ("yes", "no"): Zone.DISCARD, ("no",): Zone.HAND}
    assert state.zone_of(setup) is expected[answers]
    assert state.zone_of(technique) is Zone.DISCARD  # used, as a Setup is; never placed
    _no_question_left(game)


@pytest.mark.parametrize("place", [True, False])
def test_orange_immense_blast_places_the_drill_its_hit_discarded(kit: DbzKit, place: bool) -> None:
    """Orange Immense Blast's HIT: "Discard a card from your hand to use a critical damage
    effect. If the discarded card was a Drill, you may place it into play." The Drill discarded
    from the hand enters play if its player says so, else stays in the discard pile."""
    hand = ["Orange Immense Blast", "Android Attack Drill"]
    game = combat_game(kit, {"mp": ["Krillin - Ready"], "hand": hand}, {})
    state = dbz_state(game)
    drill = _card(state, "Android Attack Drill", 0)
    do(game, "play Orange Immense Blast")
    do(game, "choose capture a Dragon Ball")
    assert state.zone_of(drill) is Zone.DISCARD
    do(game, "choose yes" if place else "choose no")
    assert state.zone_of(drill) is (Zone.DRILLS if place else Zone.DISCARD)


def test_nail_unflinching_places_a_dragon_ball_from_the_hand(kit: DbzKit) -> None:
    """Nail - Unflinching's POWER: "You may return a Dragon Ball in play to its owner's hand or
    you may choose a Dragon Ball in your hand and place it into play." "It" is the Dragon Ball
    chosen: it enters play, and Nail stays the MP."""
    levels = ["Nail - Warrior", "Nail - Watchful", "Nail - Unflinching"]
    game = combat_game(kit, {"mp": levels, "level": 3, "hand": ["Earth Dragon Ball 2"]}, {})
    state = dbz_state(game)
    ball = _card(state, "Earth Dragon Ball 2", 0)
    do(game, "use Nail - Unflinching")
    do(game, "choose yes")
    do(game, "choose place a Dragon Ball from your hand")
    assert state.zone_of(ball) is Zone.DRAGON_BALLS
    assert state.defs[state.mp(0)].title == "Nail - Unflinching"


def test_beerus_banishes_the_card_discarded_not_himself(kit: DbzKit) -> None:
    """Beerus - God of Destruction (Promos): "Whenever a non-Dragon Ball card is discarded from
    a player's hand, banish it." Red Face Break's discard puts Saiyan Clash into the discard
    pile; "it" is that card, banished, and Beerus stays in play."""
    mine = {
        "mp": ["Krillin - Ready"],
        "hand": ["Red Face Break", "Saiyan Clash"],
        "allies": [["Beerus - God of Destruction", 3]],
    }
    game = combat_game(kit, mine, {})
    state = dbz_state(game)
    clash = next(c for c in state.cards_in(0, Zone.HAND) if state.defs[c].title == "Saiyan Clash")
    beerus = _card(state, "Beerus - God of Destruction", 0)
    do(game, "play Red Face Break")
    do(game, "choose yes")
    assert state.zone_of(clash) is Zone.BANISHED
    assert state.zone_of(beerus) is Zone.ALLIES


def _labels(game: Game) -> list[str]:
    return [game.describe(a) for a in game.legal_actions()]


@pytest.mark.parametrize("drill", [False, True])
def test_cards_that_end_combat_are_neither_played_nor_used(kit: DbzKit, drill: bool) -> None:
    """p2's Blue Battle Drill binds both players: p1's Earth Dragon Ball 7 ("play this card
    from your hand as an action to end combat") and Namekian Wish ("POWER: End combat. …")
    are not offered; without it they are. Other cards are offered as before."""
    game = combat_game(
        kit,
        {"hand": ["Earth Dragon Ball 7", "Saiyan Clash"], "setups": ["Namekian Wish"]},
        {"drills": ["Blue Battle Drill"]} if drill else {},
    )
    labels = _labels(game)
    assert "play Saiyan Clash" in " ".join(labels)
    ending = [
        label for label in labels if "Earth Dragon Ball 7" in label or "Namekian Wish" in label
    ]
    assert len(ending) == (0 if drill else 2), labels


def test_a_card_that_ends_combat_is_not_played_in_the_planning_step(kit: DbzKit) -> None:
    """Namekian Wish, a Setup whose Power ends combat, is not played while Blue Battle Drill is
    in play; Orange Energy Gathering, another Setup, is."""
    game = combat_game(
        kit,
        {"hand": ["Namekian Wish", "Orange Energy Gathering"]},
        {"drills": ["Blue Battle Drill"]},
        step="planning",
    )
    labels = " ".join(_labels(game))
    assert "play Orange Energy Gathering" in labels
    assert "Namekian Wish" not in labels


def test_stomach_crusher_bars_setups_until_a_styled_attack_from_the_hand(kit: DbzKit) -> None:
    """After Stomach Crusher, p1's Setup is not offered until p1 performs a Styled attack from
    the hand (Saiyan Clash); its "Cards that end combat cannot be played nor used this turn"
    keeps Earth Dragon Ball 7 in the hand all the while (a listed correction of "no used")."""
    game = combat_game(
        kit,
        {
            "hand": ["Stomach Crusher", "Saiyan Clash", "Earth Dragon Ball 7"],
            "setups": ["Orange Energy Gathering"],
        },
        {},
    )
    assert "use Orange Energy Gathering" in " ".join(_labels(game))
    do(game, "play Stomach Crusher")
    labels = " ".join(_labels(game))
    assert "Orange Energy Gathering" not in labels and "Earth Dragon Ball 7" not in labels
    do(game, "play Saiyan Clash")
    labels = " ".join(_labels(game))
    assert "use Orange Energy Gathering" in labels and "Earth Dragon Ball 7" not in labels


def test_after_saiyan_thrust_each_player_may_decline_raising_their_anger(kit: DbzKit) -> None:
    """p1 performs Saiyan Thrust, then Saiyan Left Kick ("Raise your anger 1 level"): p1 is
    asked and declines. p2 stops it with Saiyan Arm Catch ("Raise your anger 1 level"): p2 is
    asked and accepts. ("chances levels" in its text is a listed correction.)"""
    game = combat_game(
        kit, {"hand": ["Saiyan Thrust", "Saiyan Left Kick"]}, {"hand": ["Saiyan Arm Catch"]}
    )
    state = dbz_state(game)
    do(game, "play Saiyan Thrust")
    do(game, "no defense")
    do(game, "play Saiyan Left Kick")
    assert game.current_player == 0 and "optional" in state.decision.prompt
    do(game, "choose no")
    do(game, "defend Saiyan Arm Catch")
    assert game.current_player == 1 and "optional" in state.decision.prompt
    do(game, "choose yes")
    assert state.anger == [0, 1]


@pytest.mark.parametrize(
    ("mp", "unpreventable"), [("Android 17 - Judgmental", True), ("Krillin - Ready", False)]
)
def test_android_20_makes_android_attacks_unpreventable(
    kit: DbzKit, mp: str, unpreventable: bool
) -> None:
    """p2's Android 20 - Mastermind binds p1's attack too: performed by Android 17, Saiyan
    Clash cannot have its damage prevented; performed by Krillin, it can."""
    game = combat_game(
        kit, {"mp": [mp], "hand": ["Saiyan Clash"]}, {"allies": ["Android 20 - Mastermind"]}
    )
    state = dbz_state(game)
    do(game, "play Saiyan Clash")
    assert state.attack is not None and state.attack.unpreventable is unpreventable


def test_android_20_leaving_play_costs_every_android_3_stages(kit: DbzKit) -> None:
    """Saiyan Spin Kick destroys p2's Android 20 - Mastermind: p1's MP, Android 17, loses 3
    stages (5 → 2) before the attack's damage; p2's MP, Vegeta, loses only the damage."""
    game = combat_game(
        kit,
        {"mp": ["Android 17 - Judgmental"], "hand": ["Saiyan Spin Kick"]},
        {"allies": [["Android 20 - Mastermind", 5]]},
    )
    state = dbz_state(game)
    ally = _card(state, "Android 20 - Mastermind", 1)
    do(game, "play Saiyan Spin Kick")  # its only Ally: chosen without asking
    assert state.zone_of(ally) is Zone.DISCARD
    assert state.stage[state.mp(0)] == 2
    texts = [getattr(e, "text", "") for e in game.log]
    assert "Android 17 - Judgmental #0 lost 3 stage(s) → 2" in texts


PICCOLO = [
    "Piccolo - Composed",
    "Piccolo - Anticipating",
    "Piccolo - Ferocious",
    "Piccolo - Revitalized",
]


@pytest.mark.parametrize(("level", "balls", "endurance"), [(4, 2, 3), (3, 2, 1), (4, 0, 1)])
def test_revitalized_piccolo_raises_styled_endurance_by_his_dragon_balls(
    kit: DbzKit, level: int, balls: int, endurance: int
) -> None:
    """Saiyan Ki Web deals N life cards to p2, whose top card is Blue Reckless Charge (Styled,
    ENDURANCE 1). On Level 4 (Revitalized) with 2 Dragon Balls its Endurance is 3: banished,
    it prevents 3 of the other N - 1. On Level 3, or with no Dragon Ball, it is 1."""
    life = ["Blue Reckless Charge", *["Saiyan Clash"] * 9]
    dragon_balls = ["Earth Dragon Ball 1", "Earth Dragon Ball 3"][:balls]
    theirs = {"mp": PICCOLO, "level": level, "dragon_balls": dragon_balls, "life": life}
    game = combat_game(kit, {"hand": ["Saiyan Ki Web"]}, theirs)
    state = dbz_state(game)
    do(game, "play Saiyan Ki Web")
    do(game, f"choose banish Blue Reckless Charge #25 (Endurance {endurance})")
    dealt = next(
        int(text.split(" and ")[1].split()[0])
        for text in (getattr(e, "text", "") for e in game.log)
        if text.startswith("the attack deals")
    )
    assert len(state.cards_in(1, Zone.LIFE)) == 10 - (dealt - endurance)


def test_inactivity_drill_makes_the_player_whose_turn_starts_destroy_a_setup(
    kit: DbzKit,
) -> None:
    """p1 controls Black Inactivity Drill and ends the turn: as p2's turn starts, p2 (not p1)
    chooses one of p2's own two Setups to destroy; p1's Setup stays, and so does the Drill."""
    game = combat_game(
        kit,
        {"drills": ["Black Inactivity Drill"], "setups": ["Orange Energy Gathering"]},
        {"setups": ["Namekian Wish", "Orange Energy Gathering"]},
        step="planning",
    )
    state = dbz_state(game)
    wish = _card(state, "Namekian Wish", 1)
    do(game, "pass (no combat)")
    assert game.current_player == 1 and "destroy" in state.decision.prompt
    do(game, "choose Namekian Wish")
    assert state.zone_of(wish) is Zone.DISCARD
    assert len(state.cards_in(1, Zone.SETUPS)) == len(state.cards_in(0, Zone.SETUPS)) == 1
    assert state.zone_of(_card(state, "Black Inactivity Drill", 0)) is Zone.DRILLS


@pytest.mark.parametrize(
    ("mine", "setups", "zone"),
    [("drills", ["Namekian Wish"], Zone.BANISHED), ("hand", [], Zone.BANISHED)],
)
def test_inactivity_drill_is_banished_when_no_setup_is_in_play(
    kit: DbzKit, mine: str, setups: list[str], zone: Zone
) -> None:
    """The start of p2's turn destroys the last Setup in play, p2's Namekian Wish: the Drill is
    banished. Played while no Setup is in play, it is banished as it enters."""
    game = combat_game(kit, {mine: ["Black Inactivity Drill"]}, {"setups": setups}, step="planning")
    state = dbz_state(game)
    drill = _card(state, "Black Inactivity Drill", 0)
    do(game, "pass (no combat)" if mine == "drills" else "play Black Inactivity Drill")
    assert state.zone_of(drill) is zone


@pytest.mark.parametrize(
    ("attack", "zone"), [("Cell Jr.'s Swarm", Zone.BANISHED), ("Saiyan Clash", Zone.DISCARD)]
)
def test_enhanced_reflexes_banishes_a_named_attack_it_stops(
    kit: DbzKit, attack: str, zone: Zone
) -> None:
    """p2 stops p1's attack with Enhanced Reflexes: Cell Jr.'s Swarm, a Named card, is banished
    after use; Saiyan Clash, not Named, is discarded as usual."""
    game = combat_game(kit, {"hand": [attack]}, {"hand": ["Enhanced Reflexes"]})
    state = dbz_state(game)
    card = state.cards_in(0, Zone.HAND)[0]
    do(game, f"play {attack}")
    do(game, "defend Enhanced Reflexes")
    assert state.zone_of(card) is zone


@pytest.mark.parametrize(("balls", "stopped"), [(2, False), (1, True)])
def test_sinister_choke_is_unstoppable_against_seven_cards_in_play(
    kit: DbzKit, balls: int, stopped: bool
) -> None:
    """p2 controls an MP, an Ally, a Drill, 2 Setups and 2 Dragon Balls (7): Saiyan Arm Catch
    does not stop Sinister Choke and its 5 life cards of damage are banished. With 1 Dragon
    Ball (6) the Arm Catch stops it."""
    theirs = {
        "hand": ["Saiyan Arm Catch"],
        "setups": ["Namekian Wish", "Orange Energy Gathering"],
        "drills": ["Blue Battle Drill"],
        "allies": [["Oolong - Concerned", 3]],
        "dragon_balls": ["Earth Dragon Ball 1", "Earth Dragon Ball 3"][:balls],
    }
    game = combat_game(kit, {"hand": ["Sinister Choke"]}, theirs)
    state = dbz_state(game)
    do(game, "play Sinister Choke")
    do(game, "defend Saiyan Arm Catch")
    texts = [getattr(e, "text", "") for e in game.log]
    assert ("P2 stopped the attack" in texts) is stopped
    assert len(state.cards_in(1, Zone.BANISHED)) == (0 if stopped else 5)


def test_a_combat_card_defends_with_its_power(kit: DbzKit) -> None:
    """Black Impediment ("POWER: Stops a physical attack. Lower your opponent's anger 1 level")
    is offered against Saiyan Left Kick, stops it and lowers p1's anger (raised to 1 by the
    kick) back to 0."""
    game = combat_game(kit, {"hand": ["Saiyan Left Kick"]}, {"hand": ["Black Impediment"]})
    state = dbz_state(game)
    do(game, "play Saiyan Left Kick")
    do(game, "defend Black Impediment")
    assert "P2 stopped the attack" in [getattr(e, "text", "") for e in game.log]
    assert state.anger[0] == 0


def test_namekian_catch_orders_the_bottom_of_the_chosen_pile(kit: DbzKit) -> None:
    """p2 stops Saiyan Left Kick with Namekian Catch, chooses the Life Deck and puts its bottom
    5 cards back: the first chosen (Namekian Wish) ends highest of them, the last at the
    bottom; the cards above them do not move."""
    life = ["Saiyan Clash"] * 5 + ["Namekian Wish", "Orange Energy Gathering", "Blue Battle Drill"]
    game = combat_game(
        kit, {"hand": ["Saiyan Left Kick"]}, {"hand": ["Namekian Catch"], "life": life}
    )
    state = dbz_state(game)
    do(game, "play Saiyan Left Kick")
    do(game, "defend Namekian Catch")
    do(game, "choose the bottom 5 cards of your life deck")
    assert "Put the bottom of your Life Deck back" in state.decision.prompt
    for title in ("Namekian Wish", "Blue Battle Drill", "Orange Energy Gathering", "Saiyan Clash"):
        do(game, f"choose {title}")
    bottom_first = [state.defs[c].title for c in state.cards_in(1, Zone.LIFE)]
    assert bottom_first[:5] == [
        "Saiyan Clash",
        "Saiyan Clash",
        "Orange Energy Gathering",
        "Blue Battle Drill",
        "Namekian Wish",
    ]
    assert bottom_first[5:] == ["Saiyan Clash"] * 3


def test_black_annihilation_rejuvenates_itself_and_the_bottom_discard(kit: DbzKit) -> None:
    """p2's Black Duck destroys the top card of p2's Life Deck, Black Annihilation: p2 says yes,
    and it goes to the bottom of the Life Deck, then the bottom card of the discard pile
    (Namekian Wish) under it."""
    life = ["Black Annihilation", *["Saiyan Clash"] * 9]
    discard = ["Namekian Wish", "Orange Energy Gathering"]
    theirs = {"hand": ["Black Duck"], "life": life, "discard": discard}
    game = combat_game(kit, {"hand": ["Saiyan Left Kick"]}, theirs)
    state = dbz_state(game)
    do(game, "play Saiyan Left Kick")
    do(game, "defend Black Duck")
    do(game, "choose a card seen in this game")
    do(game, "choose Namekian Wish")
    assert "Rejuvenate it and the bottom card" in state.decision.prompt
    do(game, "choose yes")
    bottom_first = [state.defs[c].title for c in state.cards_in(1, Zone.LIFE)]
    assert bottom_first[:2] == ["Namekian Wish", "Black Annihilation"]
    assert [state.defs[c].title for c in state.cards_in(1, Zone.DISCARD)] == [
        "Orange Energy Gathering",
        "Black Duck",
    ]


@pytest.mark.parametrize("mine", [True, False])
def test_paired_blast_is_unpreventable_after_banishing_its_players_drill(
    kit: DbzKit, mine: bool
) -> None:
    """Orange Paired Blast banishes the only Drill in play: p1's own, so the attack cannot have
    its damage prevented; or p2's, so it can."""
    drill = {"drills": ["Blue Battle Drill"]}
    game = combat_game(
        kit,
        {"hand": ["Orange Paired Blast"], **(drill if mine else {})},
        {"hand": ["Saiyan Arm Catch"], **({} if mine else drill)},
    )
    state = dbz_state(game)
    do(game, "play Orange Paired Blast")
    assert state.cards_in(0 if mine else 1, Zone.BANISHED)
    assert state.attack is not None and state.attack.unpreventable is mine


def test_earth_dragon_ball_5_banishes_from_the_pile_its_player_chooses(kit: DbzKit) -> None:
    """p1 plays Earth Dragon Ball 5, declines its shuffle, chooses p2's discard pile and then
    picks all three cards there (p2 chooses none of them)."""
    pile = ["Saiyan Clash", "Namekian Wish", "Orange Energy Gathering", "Blue Battle Drill"]
    game = combat_game(
        kit,
        {"hand": ["Earth Dragon Ball 5"], "discard": ["Namekian Wish"]},
        {"discard": pile},
        step="planning",
    )
    state = dbz_state(game)
    do(game, "play Earth Dragon Ball 5")
    do(game, "choose no")
    do(game, "choose your opponent's discard pile")
    for title in ("Saiyan Clash", "Namekian Wish", "Blue Battle Drill"):
        assert game.current_player == 0
        do(game, f"choose {title}")
    assert [state.defs[c].title for c in state.cards_in(1, Zone.DISCARD)] == [
        "Orange Energy Gathering"
    ]
    assert len(state.cards_in(1, Zone.BANISHED)) == 3 and not state.cards_in(0, Zone.BANISHED)
