"""Phrase families of Awakening, Heroes and Villains and Set 1 on real cards: "If he or she does
not, …" after an offer made to the opponent (Mercenary Tao's Super Dodon Wave)."""

from __future__ import annotations

import pytest

from reishi.games.dbz import effects as fx
from reishi.games.dbz.basics import Ctx, push_sentences
from reishi.games.dbz.flow import advance
from reishi.games.dbz.kit import DbzKit
from reishi.games.dbz.state import DbzState, Zone

from .families import assert_family_runs, do, game_at, records

TAO = "Mercenary Tao's Super Dodon Wave"


def _tao_timing(kit: DbzKit) -> fx.Whenever:
    card = kit.pool.find(TAO)
    assert card is not None
    result = kit.result(card)
    found = [
        r
        for e in result.program
        for r in records(e)
        if isinstance(r, fx.Whenever) and r.event == "the start of each turn"
    ]
    assert len(found) == 1
    return found[0]


def test_if_he_does_not_runs_on_mercenary_taos_super_dodon_wave(kit: DbzKit) -> None:
    """Every sentence runs, and "If he or she does not, banish …" is read inside the timing of
    the offer it answers (at the start of each turn), after it."""
    record = fx.IfNotDone((fx.BanishTopOfLifeDeck(1, fx.Who.OPPONENT),))
    assert_family_runs(kit, TAO, record)
    timing = _tao_timing(kit)
    assert isinstance(timing.effects[0], fx.OpponentMayUse)
    assert timing.effects[-1] == record


@pytest.mark.parametrize(
    ("hand", "answer", "banished"),
    [
        (
            ["Red Energy Defensive Stance"],
            "choose yes",
            0,
        ),  # a [DEFENSE] card discarded: nothing banished
        (["Red Energy Defensive Stance"], "choose no", 1),  # declined: the top card banished
        (["Saiyan Clash"], "choose yes", 1),  # no [DEFENSE] card to discard: not done
    ],
)
def test_the_top_card_is_banished_only_if_he_does_not_discard(
    kit: DbzKit, hand: list[str], answer: str, banished: int
) -> None:
    """The opponent (p2) is asked; the top card of his Life Deck is banished only when he has not
    discarded a [DEFENSE] card from his own hand."""
    spec = {
        "p1": {"mp": ["Krillin - Ready"], "life": ["Saiyan Clash"] * 5, "hand": [TAO]},
        "p2": {"mp": ["Vegeta - Prince Of Saiyans"], "life": ["Saiyan Clash"] * 5, "hand": hand},
    }
    game = game_at(kit, spec)
    state = game.state
    assert isinstance(state, DbzState)
    tao = state.cards_in(0, Zone.HAND)[0]
    state.decision = None  # the timing's sentences resolve before p1's action is asked again
    push_sentences(state, _tao_timing(kit).effects, Ctx(0, tao))
    advance(state)
    assert game.current_player == 1
    do(game, answer)
    while game.current_player == 1 and state.cards_in(1, Zone.HAND) and answer == "choose yes":
        do(game, "")  # his pick of the card to discard
    assert len(state.cards_in(1, Zone.BANISHED)) == banished
    assert len(state.cards_in(1, Zone.DISCARD)) == 1 - banished  # his discard, if he made one
    assert len(state.cards_in(0, Zone.BANISHED)) == 0


def test_if_you_do_not_follows_if_you_do_on_saiyan_demolishing_beam(kit: DbzKit) -> None:
    """Saiyan Demolishing Beam (Promos): "HIT: You may use the immediate effect of a Dragon Ball
    in play. If you do, banish this card after use. If you do not, Rejuvenate this card": the
    HIT's sentences in order, the last one read as "not done", never as a condition."""
    found = []
    for card in kit.pool.printings("Saiyan Demolishing Beam"):
        result = kit.result(card)
        hits = [e for e in result.program if isinstance(e, fx.Hit)]
        if hits and isinstance(hits[0].effects[-1], fx.IfNotDone):
            assert result.is_complete, result.unknown_phrases
            kinds = [type(e) for e in hits[0].effects]
            assert kinds == [fx.Optional, fx.IfYouDo, fx.IfNotDone]
            found.append(card.set_name)
    assert found == ["Promos"]
