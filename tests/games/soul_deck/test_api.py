"""Soul Deck through the one interface: hidden draws, refusals with reasons, its players."""

from __future__ import annotations

from soul_deck_random_play import new_game, random_agents

from reishi.agents.registry import make_agent
from reishi.engine.errors import IllegalActionError
from reishi.engine.game import Game
from reishi.games.soul_deck.actions import PlayCard, PlayEnergy
from reishi.games.soul_deck.heuristic import SoulDeckHeuristicAgent
from reishi.games.soul_deck.rules import all_starter_decks
from reishi.games.soul_deck.state import SoulDeckState, Zone
from reishi.interfaces.cli.board import render_view
from reishi.interfaces.cli.play import default_opponent
from reishi.sim.playout import play_game


def _midgame(seed: int, decisions: int = 80) -> Game:
    game = new_game(seed)
    agents = random_agents(seed)
    for _ in range(decisions):
        if game.is_over:
            break
        seat = game.current_player
        assert seat is not None
        game.apply(agents[seat].choose(game.view(seat), game.legal_actions()))
    return game


def test_log_for_redacts_the_other_seats_draws() -> None:
    """Drawn titles and hidden choices reach only their own seat."""
    from reishi.games.soul_deck import events as ev

    game = _midgame(5)
    drawn = [e for e in game.log_for(0) if isinstance(e, ev.CardDrawn)]
    assert any(e.seat == 1 for e in drawn) and any(e.seat == 0 and e.title for e in drawn)
    assert all(not e.title for e in drawn if e.seat == 1)


def test_illegal_action_is_refused_with_a_reason_and_no_change() -> None:
    """A card from the other hand, or a second energy, is refused; the state is untouched."""
    for seed in range(40):
        game = _midgame(seed, 30)
        state = game.state
        assert isinstance(state, SoulDeckState)
        d = state.decision
        if game.is_over or d is None or d.kind != "main" or not state.energy_played:
            continue
        energy = [c for c in state.cards_in(d.seat, Zone.HAND) if state.info[c].is_energy]
        if not energy:
            continue
        before = (game.log, [z[:] for z in state.zones], state.exhausted[:])
        try:
            game.apply(PlayEnergy(card=energy[0]))
        except IllegalActionError as exc:
            assert "ONE Spiritual Energy" in exc.reason
        else:
            raise AssertionError("a second energy was accepted")
        try:
            other = state.cards_in(1 - d.seat, Zone.HAND)[0]
            game.apply(PlayCard(card=other))
        except IllegalActionError as exc:
            assert "not in your hand" in exc.reason
        assert before == (game.log, [z[:] for z in state.zones], state.exhausted[:])
        return
    raise AssertionError("no random game reached a main phase after an energy")


def test_heuristic_is_registered_and_beats_random() -> None:
    """The Soul Deck player is the default opponent and wins most games against random."""
    assert isinstance(make_agent("heuristic", 1, game="soul-deck"), SoulDeckHeuristicAgent)
    assert default_opponent("soul-deck") == "heuristic"
    decks = all_starter_decks()
    wins = 0
    for i in range(24):
        pair = (decks[i % 4], decks[(i + 1) % 4])
        seats = ["heuristic", "random"] if i % 2 == 0 else ["random", "heuristic"]
        record = play_game("soul-deck", pair, seats, i)
        wins += record.winner == i % 2
    assert wins >= 18


def test_terminal_board_draws_the_view() -> None:
    """``reishi play`` renders the Soul Deck board, not a data dump."""
    from rich.console import Console

    game = _midgame(6)
    console = Console(width=100, record=True)
    console.print(render_view(game.rules.name, game.view(0)))
    text = console.export_text()
    assert "LIFE" in text and "Characters" in text and "(you)" in text
