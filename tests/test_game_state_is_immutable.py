"""The game state is immutable data, its mappings included (DESIGN.md: the engine is pure
functions over an immutable state; Board.copy() shares the state, so nothing may write
into it)."""

from __future__ import annotations

import pickle

import pytest

import mtglab as ml


def _board() -> ml.Board:
    b = ml.Board()
    b.add("Forest")
    b.add("Llanowar Elves", zone="hand")
    b.add("Island", zone="library")
    return b


@pytest.mark.parametrize("field", ["permanents", "hands", "libraries", "graveyards"])
def test_state_mappings_refuse_writes(field: str) -> None:
    state = _board().state
    mapping = getattr(state, field)
    with pytest.raises(TypeError, match="immutable"):
        mapping[999] = None  # type: ignore[index]
    with pytest.raises(TypeError, match="immutable"):
        mapping.clear()  # type: ignore[attr-defined]


def test_an_action_leaves_the_earlier_state_as_it_was() -> None:
    # 400.7 / the board model: an action builds a new state; the old one still describes
    # the board before it, so a copy taken before the action is unchanged.
    b = _board()
    before = b.copy()
    b.tap(b.get("Forest"))
    b.add("Mountain")
    assert not before.is_tapped(before.get("Forest"))
    assert len(before.state.permanents) == 1
    assert len(b.state.permanents) == 2


def test_a_state_survives_pickling_for_parallel_work() -> None:
    # the census sends work to other processes: a state must pickle and compare equal
    state = _board().state
    again = pickle.loads(pickle.dumps(state))
    assert again == state
    with pytest.raises(TypeError, match="immutable"):
        again.permanents[1] = None  # type: ignore[index]
