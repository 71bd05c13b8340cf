"""The server collects cyclic garbage in large batches and gives the defaults back after."""

from __future__ import annotations

import gc

from reishi.interfaces.web.collector import YOUNG_THRESHOLD, batched_collection


def test_batched_collection_raises_the_thresholds_and_restores_them() -> None:
    before = gc.get_threshold()
    with batched_collection():
        assert gc.get_threshold()[0] == YOUNG_THRESHOLD
        assert gc.get_freeze_count() > 0  # what existed at start is out of every pass
    assert gc.get_threshold() == before
    assert gc.get_freeze_count() == 0


def test_cycles_made_inside_are_still_collected() -> None:
    with batched_collection():

        class Node:
            def __init__(self) -> None:
                self.other: Node | None = None

        a, b = Node(), Node()
        a.other, b.other = b, a
        del a, b
        assert gc.collect() >= 2  # batched, not switched off
