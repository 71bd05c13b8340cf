"""A card that can be used only during a battle is ruled out before its full tests."""

from __future__ import annotations

from reishi.engine.game import new_game
from reishi.games.bleach import kit as kits
from reishi.games.bleach.abilities import AbilityKind
from reishi.games.bleach.conditions import InBattle, PartyCount
from reishi.games.bleach.state import Zone
from reishi.games.bleach.stats import has_trait
from reishi.sim.playout import new_agents


def test_an_effect_with_a_battle_condition_needs_a_battle() -> None:
    kit = kits.default_kit()
    events = checks = 0
    for card in kit.library:
        info = kit.info(card)
        for index, ability, _energy, needs_battle in info.activated_checks:
            if isinstance(ability.condition, InBattle):
                assert needs_battle, (card.title, index)
                checks += 1
        play = info.play
        if play is not None and isinstance(play.condition, InBattle) and not card.bankai_for:
            assert play.kind is AbilityKind.PLAY
            assert info.play_needs_battle, card.title
            events += 1
    assert events + checks > 0  # the library has such cards: the test looks at something


def test_party_count_answers_what_counting_every_member_answers() -> None:
    game = new_game("bleach", None, 3)
    players = new_agents(["random", "random"], 3, game="bleach")
    asked = 0
    while not game.is_over and asked < 2000:
        state = game.state
        for seat in (0, 1):
            party = state.cards_in(seat, Zone.PARTY)
            traits = {t for c in party for t in state.defs[c].traits} | {"Nobody's"}
            for trait in sorted(traits):
                members = sum(1 for c in party if has_trait(state, c, trait))
                for count in range(len(party) + 2):
                    condition = PartyCount(trait=trait, count=count)
                    assert condition.holds(state, seat, -1) == (members >= count)
                    asked += 1
        seat_now = game.current_player
        assert seat_now is not None
        game.apply(players[seat_now].choose(None, game.legal_actions()))
    assert asked >= 2000
