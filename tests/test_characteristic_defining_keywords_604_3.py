"""Changeling and devoid are characteristic-defining abilities (CR 604.3): "This object is
every creature type" (702.73a) and "This object is colorless" (702.114a). They work in
every zone, and on the battlefield they apply first in their layer (613.3): a changeling
is every creature type before any other type-changing effect, and a devoid card is
colorless in the hand as on the battlefield. Checked on every corpus card with either."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from tests.conftest import corpus_abilities


def _faces(keyword: str) -> list[Any]:
    """The corpus faces with ``keyword`` among their abilities' keywords, once each."""
    found = corpus_abilities(re.compile(rf"\b{keyword}\b", re.I),
                             lambda a: keyword.capitalize() in a.keywords)
    faces = {id(face): face for face, _a in found}
    return list(faces.values())


def test_every_changeling_permanent_is_every_creature_type_cr_702_73a() -> None:
    # (a creature type chosen as it enters is another matter: 614.12a)
    faces = [f for f in _faces("changeling") if "Creature" in f.types and
             "choose a creature type" not in f.oracle_text]
    if not faces:
        pytest.skip("no corpus")
    assert len(faces) >= 30
    for face in faces:
        b = ml.Board()
        pid = b.add(face)
        assert b.characteristics(pid)["all_creature_types"], face.name
        assert "all creature types" in b.permanents.iloc[0]["subtypes"], face.name


def test_every_devoid_card_is_colorless_in_every_zone_cr_702_114a() -> None:
    faces = _faces("devoid")
    if not faces:
        pytest.skip("no corpus")
    assert len(faces) >= 30
    for face in faces:
        assert face.colors == frozenset(), face.name  # in the library, hand, graveyard
    colored = [f for f in faces if f.mana_cost is not None and f.mana_cost.colors and
               "Creature" in f.types]
    assert len(colored) >= 20  # a colored mana cost and still colorless (105.2c)
    b = ml.Board()
    pid = b.add(colored[0])
    assert b.characteristics(pid)["colors"] == frozenset()


def test_a_type_setting_effect_overrides_changeling_after_it_cr_613_3() -> None:
    # 613.3: the characteristic-defining ability applies first in layer 4; an effect that
    # makes the creature "a Frog" with no other creature types comes after it (205.1a)
    outcast = ml.Card.from_text(name="Outcast", type_line="Creature — Shapeshifter",
                                oracle_text="Changeling (This card is every creature type.)",
                                mana_cost="{1}{B}", power="1", toughness="1")
    frog = ml.Card.from_text(name="Turn to Newt", type_line="Instant", mana_cost="{U}",
                             oracle_text="Until end of turn, target creature loses all "
                                         "abilities and becomes a blue Frog with base power "
                                         "and toughness 1/1.")
    b = ml.Board()
    pid = b.add(outcast)
    assert b.characteristics(pid)["all_creature_types"]
    b.add_mana("you", "U")
    b.cast(frog, targets=[pid])
    chars = b.characteristics(pid)
    assert not chars["all_creature_types"]
    assert chars["subtypes"] == ("Frog",)
