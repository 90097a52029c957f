""""If ~ isn't a token" (111.1: being a token is a status of the object, not a type):
an intervening "if" of a triggered ability (603.4) is checked as the event happens.

Progenitor Mimic's copy effect grants "At the beginning of your upkeep, if this creature
isn't a token, create a token that's a copy of this creature" (707.9b): the copy that
isn't a token triggers, a token copy of it doesn't.
"""

from __future__ import annotations

import pytest

import mtglab as ml
from tests.conftest import corpus_cards, resolve_all, triggers_waiting


@pytest.mark.parametrize(("token", "waiting"), [(False, 1), (True, 0)])
def test_only_a_nontoken_copy_triggers_603_4_707_9b(token: bool, waiting: int) -> None:
    mimic = corpus_cards("Progenitor Mimic")["Progenitor Mimic"]
    b = ml.Board()
    bears = b.add("Grizzly Bears", controller="opponent")
    b.add(mimic, copy_of=bears, token=token)
    b.active = "opponent"
    b.add("Island", zone="library")
    b.add("Island", "opponent", zone="library")
    b.pass_turn()  # your upkeep (503.1a)
    assert triggers_waiting(b, "Grizzly Bears") == waiting


def test_the_token_made_is_a_copy_of_the_copy_707_2_111_1() -> None:
    mimic = corpus_cards("Progenitor Mimic")["Progenitor Mimic"]
    b = ml.Board()
    bears = b.add("Grizzly Bears", controller="opponent")
    b.add(mimic, copy_of=bears)
    b.active = "opponent"
    b.add("Island", zone="library")
    b.add("Island", "opponent", zone="library")
    b.pass_turn()
    resolve_all(b)
    mine = b.permanents[b.permanents["controller"] == "you"]
    assert sorted(zip(mine["name"], mine["token"], strict=True)) == [
        ("Grizzly Bears", False), ("Grizzly Bears", True)]
