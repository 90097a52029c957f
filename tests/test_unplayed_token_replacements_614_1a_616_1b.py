"""Replacement effects on tokens being created that the grammar reads and the engine
doesn't play (CR 614.1a, 616.1b): each line stays unsupported with the part it lacks
named, never "not understood"."""

from __future__ import annotations

import pytest

import mtglab as ml
from tests.conftest import corpus_cards


@pytest.mark.parametrize("name, part", [
    # an optional replacement: its controller chooses whether it applies (614.1a)
    ("Jinnie Fay, Jetmir's Second", "you may instead"),
    # only the first such event of a turn (614.1a)
    ("Esix, Fractal Bloom", "the first time"),
    ("Moonlit Meditation", "the first time"),
    # tokens another player would create, created under your control (616.1b, 110.2)
    ("Crafty Cutpurse", "another player's control"),
])
def test_unplayed_token_replacement_names_its_part_614_1a(name: str, part: str) -> None:
    card = corpus_cards(name)[name]
    (a,) = [a for a in card.abilities if "token" in a.text]
    assert not a.supported and part in a.problem
    assert not a.problem.startswith("not understood")


def test_the_optional_replacement_is_read_whatever_tokens_it_makes_614_1a() -> None:
    card = ml.Card.from_text(
        name="Test Kennel", mana_cost="{2}{G}", type_line="Enchantment",
        oracle_text="If you would create one or more creature tokens, you may instead "
                    "create that many 1/1 green Squirrel creature tokens.")
    (a,) = card.abilities
    assert not a.supported and "you may instead" in a.problem
