""""With the same name as ~" (201.2a): the name the source has now — a copy's is the name
it copied (707.2) — and a name in common is the same name; an object with no name has
the same name as nothing.

Evil Twin's copy effect grants such an ability: it is read as a record (613.1f) and plays
on the name the copy has.
"""

from __future__ import annotations

from typing import Any

import pytest

import mtglab as ml
from mtglab.errors import IllegalActionError
from tests.conftest import corpus_cards


def _twin_board() -> tuple[ml.Board, Any, Any, Any]:
    twin = corpus_cards("Evil Twin")["Evil Twin"]
    b = ml.Board()
    bears = b.add("Grizzly Bears", controller="opponent")
    second = b.add("Grizzly Bears", controller="opponent")
    elves = b.add("Llanowar Elves", controller="opponent")
    copy = b.add(twin, copy_of=bears)
    b.add_mana("you", "UB")
    return b, copy, second, elves


def test_a_copy_destroys_a_creature_with_the_name_it_copied_201_2a_707_2() -> None:
    b, copy, second, _elves = _twin_board()
    b.activate(copy, 0, targets=[second])
    assert sorted(zip(b.permanents["name"], b.permanents["controller"], strict=True)) == [
        ("Grizzly Bears", "opponent"), ("Grizzly Bears", "you"),
        ("Llanowar Elves", "opponent")]


def test_a_creature_of_another_name_is_not_a_legal_target_115_1_201_2a() -> None:
    b, copy, _second, elves = _twin_board()
    with pytest.raises(IllegalActionError, match="not a legal target"):
        b.activate(copy, 0, targets=[elves])


def test_a_name_in_common_is_the_same_name_201_2a() -> None:
    from mtglab.engine.characteristics.selectors import same_name

    assert same_name("Fire // Ice", "Ice")
    assert not same_name("Fire // Ice", "Fireball")
    assert not same_name("", "")  # no name: the same name as nothing
