"""A double-faced permanent that is copying something, and copies of double-faced
permanents, as they transform (CR 707.8, 712.8, 701.27c, 613.2a).

Cards from the real pool (skipped with a message where ../shared/corpus is absent).
"""

from __future__ import annotations

from pathlib import Path

import pytest

import mtglab as ml


@pytest.fixture(scope="module")
def board(corpus_jsonl: Path) -> ml.Board:
    pool = ml.load_cards(corpus_jsonl, register=False)
    b = ml.Board()
    b.add(pool["Delver of Secrets"])
    b.add(pool["Grizzly Bears"])
    return b


def test_a_copy_effect_still_applies_after_the_copier_transforms_cr_613_2a_712_8(
        board: ml.Board) -> None:
    # the copy effect overrides the face that is up, whichever it is (613.2a applies
    # copy effects to the object's values; transforming changes only the face up)
    b = board.copy()
    delver, bears = b.get("Delver of Secrets"), b.get("Grizzly Bears")
    b.become_copy(delver, bears, duration="end of turn")
    b.transform(delver)
    assert b.characteristics(delver)["name"] == "Grizzly Bears"
    b.pass_turn()  # the copy effect ends in cleanup (514.2): the back face shows
    assert b.characteristics(delver)["name"] == "Insectile Aberration"


def test_a_copy_of_a_double_faced_permanent_copies_the_face_up_cr_707_8(
        board: ml.Board) -> None:
    b = board.copy()
    delver = b.get("Delver of Secrets")
    b.transform(delver)
    clone = b.add("Clone", copy_of=delver)
    assert b.characteristics(clone)["name"] == "Insectile Aberration"
    assert b.characteristics(clone)["mana_value"] == 0  # the back face has no mana cost


def test_a_copy_of_a_double_faced_card_does_not_transform_cr_701_27c(
        board: ml.Board) -> None:
    b = board.copy()
    clone = b.add("Clone", copy_of=b.get("Delver of Secrets"))
    b.transform(clone)
    assert b.characteristics(clone)["name"] == "Delver of Secrets"
    assert "701.27c" in b.log.iloc[-1]["rule"]
