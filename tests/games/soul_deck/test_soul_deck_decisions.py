"""Soul Deck decisions and variants: named in decisions.py, written in card data, checked."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from reishi import new_game
from reishi.engine.errors import DataError, ReishiError
from reishi.games.soul_deck import decisions
from reishi.games.soul_deck.decisions import VARIANTS, house_rules
from reishi.games.soul_deck.library import parse_cards
from reishi.games.soul_deck.ops import automatic_split, payment_choices
from reishi.games.soul_deck.rules import all_starter_decks

REPO = Path(__file__).resolve().parents[3]
DOC = REPO / "docs" / "games" / "soul_deck.md"


def _doc_decisions() -> list[str]:
    text = DOC.read_text(encoding="utf-8")
    return re.findall(r"^- \*\*Decision — ([^*]+?)\*\*", text, flags=re.M)


def test_every_documented_decision_is_named_in_decisions_py() -> None:
    """Each "Decision — X" of the rules page is a commented constant or variant there."""
    # The source beside the module (the compiled build loads an extension from there).
    source = (Path(decisions.__file__).parent / "decisions.py").read_text(encoding="utf-8")
    named = set(re.findall(r"^# Decision — ([^:.]+)[:.]", source, flags=re.M))
    documented = _doc_decisions()
    assert len(documented) >= 18
    assert [d for d in documented if d not in named] == []


def test_every_variant_is_documented_and_known_to_the_rules() -> None:
    """Each variant is on the rules page and changes what house_rules returns."""
    text = DOC.read_text(encoding="utf-8")
    for name in VARIANTS:
        assert f"`{name}`" in text, name
        assert house_rules({"variants": [name]}) != house_rules({}), name
        assert house_rules({"variants": name}).names == (name,)


def test_an_unknown_variant_is_refused_by_name() -> None:
    decks = all_starter_decks()[:2]
    with pytest.raises(ReishiError, match=r"unknown Soul Deck variant 'nope' \(known: "):
        new_game("soul-deck", decks=list(decks), seed=1, variants=["nope"])
    with pytest.raises(DataError, match="a variant name or a list"):
        house_rules({"variants": 3})


@pytest.mark.rule("SD: Card Limit", "SD: Decision — Basic energy")
def test_starter_decks_keep_the_card_limit_as_decided() -> None:
    """At most 3 copies of every card; only basic Spiritual Energy is exempt."""
    for deck in all_starter_decks():
        counts: dict[str, int] = {}
        for title in deck.cards:
            counts[title] = counts.get(title, 0) + 1
        over = {t: n for t, n in counts.items() if n > decisions.MAX_COPIES}
        assert over and all(t.endswith(" Energy") for t in over), deck.name


# --- payment: the choice is offered only when it matters ----------------------------------
_counts = st.lists(st.integers(0, 4), min_size=4, max_size=4)
_coloured = st.lists(st.integers(0, 2), min_size=4, max_size=4).map(tuple)


@settings(max_examples=300)
@given(counts=_counts, generic=st.integers(0, 6), coloured=_coloured)
def test_payment_choices_pay_exactly_and_leave_different_energy(
    counts: list[int], generic: int, coloured: tuple[int, ...]
) -> None:
    """SD: The Number (Generic Cost): every way pays the number from energy left after the
    letters; ways differ in what they leave ready; the automatic way comes first."""
    spare = [have - need for have, need in zip(counts, coloured, strict=True)]
    if min(spare) < 0 or sum(spare) < generic:
        return  # not affordable: the rules never ask
    choices = payment_choices(counts, generic, coloured)
    assert choices[0] == automatic_split(counts, generic, coloured)
    assert len(set(choices)) == len(choices)
    for split in choices:
        assert sum(split) == generic
        assert all(0 <= s <= room for s, room in zip(split, spare, strict=True))
    colours_left = sum(1 for n in spare if n)
    if generic == 0 or generic == sum(spare) or colours_left < 2:
        assert len(choices) == 1


# --- card data: a transformation's own conditions and tributes ----------------------------
_BASE = (
    "[[card]]\n"
    'title = "Ichigo - X"\ntype = "character"\nfaction = "soul-reaper"\ncost = "2W"\n'
    'reiatsu = 5\ngenryu = 4\nkeywords = ["Shikai"]\ntransforms = "Ichigo Kurosaki"\n'
)


def _requires_line(values: dict[str, object]) -> str:
    def value(v: object) -> str:
        return ("true" if v else "false") if isinstance(v, bool) else str(v)

    return "requires = { " + ", ".join(f"{k} = {value(v)}" for k, v in values.items()) + " }\n"


_requirement = st.fixed_dictionaries(
    {},
    optional={
        "tributes": st.integers(-2, 6),
        "life_at_most": st.integers(-2, 40),
        "damaged": st.booleans(),
        "burial_at_least": st.integers(-2, 60),
    },
)


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(values=_requirement)
def test_requirements_load_or_are_refused_at_their_line(values: dict[str, object]) -> None:
    """A ``requires`` table loads exactly when it asks for something possible; otherwise the
    error names the file, the line of ``requires`` and the field."""
    text = _BASE + _requires_line(values)
    tributes = values.get("tributes", 0)
    life = values.get("life_at_most")
    burial = values.get("burial_at_least", 0)
    asks = bool(tributes or life is not None or values.get("damaged") or burial)
    valid = (
        0 <= tributes <= 4  # type: ignore[operator]
        and (life is None or life >= 1)  # type: ignore[operator]
        and burial >= 0  # type: ignore[operator]
        and asks
    )
    if valid:
        (card,) = parse_cards(text, "cards.toml")
        assert card.requires is not None and card.requires.describe()
        return
    with pytest.raises(DataError) as info:
        parse_cards(text, "cards.toml")
    assert info.value.field == "requires" and info.value.path == "cards.toml"
    assert info.value.line == text.splitlines().index(_requires_line(values).strip()) + 1


def test_requirements_only_on_transformations() -> None:
    text = (
        '[[card]]\ntitle = "X"\ntype = "character"\nfaction = "human"\ncost = "G"\n'
        "reiatsu = 1\ngenryu = 1\nrequires = { tributes = 1 }\n"
    )
    with pytest.raises(DataError, match="only a Shikai, Bankai or Resurrección has requirements"):
        parse_cards(text, "cards.toml")
    with pytest.raises(DataError, match="unknown field"):
        parse_cards(_BASE + "requires = { mood = 1 }\n", "cards.toml")
