"""Characteristic-defining abilities of power alone: "~'s power is equal to the number
of creatures you control" (CR 604.3, applied in layer 7a, 613.4a; its toughness is the
printed one). Played on every corpus line of the wording, counting real permanents."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from tests.static_lines import real, wording

#: what the line counts -> (a real card of that kind, whether the creature counts itself)
_KINDS = {"creatures you control": ("Grizzly Bears", True),
          "artifacts you control": ("Sol Ring", False),
          "lands you control": ("Forest", False),
          "Swamps you control": ("Swamp", False),
          "Forests on the battlefield": ("Forest", False)}


@pytest.mark.parametrize("case", wording(
    r"~'s power is equal to the number of [A-Za-z ]+\.", types="Creature") or [None],
    ids=lambda c: c[0].name if c else "no corpus")
def test_every_power_equal_to_the_number_of_line_cr_604_3_613_4a(case: Any) -> None:
    if case is None:
        pytest.skip("needs the corpus")
    face, ability = case
    m = re.search(r"the number of ([A-Za-z ]+)\.", ability.text)
    assert m is not None
    if m.group(1) not in _KINDS:
        pytest.skip(f"no card chosen for {m.group(1)!r}")
    assert ability.supported, ability.problem
    card, itself = _KINDS[m.group(1)]
    b = ml.Board()
    me = b.add(face, counters=None)
    for _ in range(3):
        b.add(real(card))
    b.add(real(card), "opponent")  # another player's: counted only "on the battlefield"
    n = 3 + int(itself) + int(m.group(1).endswith("on the battlefield"))
    c = b.characteristics(me)
    if ("Artifact" in face.types and card == "Sol Ring") or \
            ("Land" in face.types and card in ("Forest", "Swamp")):
        n += 1  # it is one of them itself
    assert c["power"] == n
    assert str(c["toughness"]) == face.toughness  # printed (604.3 defines power only)


#: cards in a zone the line counts -> (the zone and a real card of that kind)
_CARDS = {"cards in your hand": ("hand", "Grizzly Bears"),
          "instant and sorcery cards in your graveyard": ("graveyard", "Lightning Bolt"),
          "creature cards in your graveyard": ("graveyard", "Grizzly Bears"),
          "creature cards in all graveyards": ("graveyard", "Grizzly Bears")}


@pytest.mark.parametrize("case", wording(
    r"~'s power is equal to the number of [A-Za-z ]+ in (your|all) (hand|graveyards?)"
    r"( and its toughness is equal to that number plus \d+)?\.", types="Creature")
    or [None], ids=lambda c: c[0].name if c else "no corpus")
def test_a_power_counting_cards_in_a_zone_cr_604_3_613_4a(case: Any) -> None:
    if case is None:
        pytest.skip("needs the corpus")
    face, ability = case
    m = re.search(r"the number of ([A-Za-z ]+?)( and its|\.)", ability.text)
    assert m is not None
    if m.group(1) not in _CARDS:
        pytest.skip(f"no card chosen for {m.group(1)!r}")
    assert ability.supported, ability.problem
    zone, card = _CARDS[m.group(1)]
    b = ml.Board()
    me = b.add(face, counters={"+1/+1": 1})  # not dying of 0 toughness (704.5f)
    for _ in range(3):
        b.add(real(card), zone=zone)
    c = b.characteristics(me)
    assert c["power"] == 3 + 1  # three cards, and the +1/+1 counter (613.4c after 7a)
    plus = re.search(r"that number plus (\d+)", ability.text)
    if plus is not None:  # "its toughness is equal to that number plus 1" (604.3)
        assert c["toughness"] == 3 + int(plus.group(1)) + 1
    else:
        assert c["toughness"] == int(face.toughness) + 1  # printed (604.3: power only)
