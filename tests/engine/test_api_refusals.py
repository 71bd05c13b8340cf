"""The public API refuses nonsense with a clear error: seeds, options, seats and card ids."""

from __future__ import annotations

from importlib.metadata import entry_points

import msgspec
import pytest
from hypothesis import given
from hypothesis import strategies as st

import reishi
from reishi.engine import plugins
from reishi.engine.decktext import deck_file
from reishi.engine.errors import IllegalActionError, ReishiError
from reishi.engine.game import ENGINE_OPTIONS
from reishi.engine.rules import get_rules

# The installed games (tests register toy games at run time, whose views are minimal).
GAMES = sorted(entry.name for entry in entry_points(group=str(plugins.Group.GAMES)))


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seed", [1.5, "7", None, True])
def test_a_seed_that_is_not_an_integer_is_refused(game: str, seed: object) -> None:
    with pytest.raises(ReishiError, match="the seed must be an integer"):
        reishi.new_game(game, None, seed)  # type: ignore[arg-type]


@pytest.mark.parametrize("game", GAMES)
def test_an_unknown_option_is_refused_with_the_known_ones(game: str) -> None:
    with pytest.raises(ReishiError, match=r"unknown option.*bogus_option") as caught:
        reishi.new_game(game, None, 1, bogus_option=1)
    for name in {**ENGINE_OPTIONS, **get_rules(game).options}:
        assert name in str(caught.value)
    with pytest.raises(ReishiError, match="auto_forced must be true or false"):
        reishi.new_game(game, None, 1, auto_forced="no")


@pytest.mark.parametrize("game", GAMES)
def test_every_declared_option_is_accepted(game: str) -> None:
    for name in get_rules(game).options:
        try:
            reishi.new_game(game, None, 1, **{name: 1})
        except ReishiError as exc:  # a value the option refuses, but never an unknown option
            assert "unknown option" not in str(exc) and name in str(exc)


@pytest.mark.parametrize(
    ("game", "option"), [("bleach", "first_chooser"), ("soul-deck", "first_player")]
)
@pytest.mark.parametrize("value", [7, -1, "0", 0.5, True])
def test_a_seat_option_must_be_a_seat(game: str, option: str, value: object) -> None:
    with pytest.raises(ReishiError, match=f"option {option} must be a seat"):
        reishi.new_game(game, None, 1, **{option: value})


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seat", [5, -1, 2, 1.0, "0", True])
def test_a_view_of_no_seat_raises(game: str, seat: object) -> None:
    played = reishi.new_game(game, None, 1)
    with pytest.raises(ReishiError, match="no seat"):
        played.view(seat)  # type: ignore[arg-type]
    with pytest.raises(ReishiError, match="no seat"):
        played.log_for(seat)  # type: ignore[arg-type]
    assert played.view(None) is not None and played.view(0) is not None


def _views(played: reishi.Game) -> bytes:
    return msgspec.json.encode([played.view(None), played.view(0), played.view(1)])


@pytest.mark.parametrize("game", GAMES)
def test_an_out_of_range_card_id_is_an_illegal_action(game: str) -> None:
    played = reishi.new_game(game, None, 3)
    tried = 0
    for _ in range(40):
        if played.is_over:
            break
        for action in played.legal_actions():
            for field in msgspec.structs.fields(action):
                value = getattr(action, field.name)
                if isinstance(value, bool) or not isinstance(value, int):
                    continue
                for bad in (10**9, -(10**9)):
                    before = _views(played)
                    wrong = msgspec.structs.replace(action, **{field.name: bad})
                    with pytest.raises(IllegalActionError):
                        played.apply(wrong)
                    assert _views(played) == before
                    tried += 1
        played.apply(played.legal_actions()[0])
    assert tried > 0


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("text", ["Some Card\n" * 5000, "y" * 5000, "bad\x00name"])
def test_deck_text_too_long_for_a_file_name_is_read_as_text(game: str, text: str) -> None:
    # A long text used to reach the file system as a path and fail with "name too long".
    with pytest.raises(ReishiError, match="<deck text>"):
        reishi.new_game(game, [text, text], 1)


@given(st.text(max_size=600))
def test_asking_whether_a_deck_is_a_file_never_raises(text: str) -> None:
    found = deck_file(text)
    assert found is None or (found.is_file() and "\n" not in text)
