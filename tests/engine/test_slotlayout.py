"""The shared encoding layout: sizes, block starts and the field list agree."""

from __future__ import annotations

import pytest

from reishi.engine.slotlayout import SlotLayout

LAYOUT = SlotLayout(
    global_features=("turn", "my turn"),
    card_features=("zone", "power", "tapped"),
    slots=4,
    kinds=(("pass", 1), ("play: card slot", 4), ("choose: option", 3)),
)


def test_sizes_and_fields_agree() -> None:
    assert LAYOUT.observation_size == 2 + 2 * 4 * 3
    assert sum(n for _, n in LAYOUT.observation_fields()) == LAYOUT.observation_size
    assert LAYOUT.action_size == 8 == sum(n for _, n in LAYOUT.action_kinds())


def test_each_kind_starts_after_the_blocks_before_it() -> None:
    assert [LAYOUT.start(k) for k in ("pass", "play", "choose")] == [0, 1, 5]
    with pytest.raises(KeyError, match="no action kind 'attack'"):
        LAYOUT.start("attack")
