"""Prevention effects of static abilities (CR 615.1, 604.1): "Prevent all damage that
would be dealt to ~ by artifact creatures", "Prevent all combat damage that would be
dealt to and dealt by enchanted creature". While the source is on the battlefield, the
damage never happens (615.1: no damage dealt, the creature survives, nothing is
marked). Played on every corpus line of each wording, with real creatures."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from tests.conftest import refused_with_its_card
from tests.static_lines import real, wording

#: real attackers matching the "by ..." words of the lines (all with power 2 or more)
_BY = {None: "Grizzly Bears", "creatures": "Grizzly Bears",
       "artifact creatures": "Bronze Sable", "creatures with first strike": "Youthful Knight",
       "black creatures": "Vampire Bats", "white creatures": "Savannah Lions",
       "red creatures": "Raging Goblin", "green creatures": "Grizzly Bears",
       "blue creatures": "Merfolk of the Pearl Trident"}


def _supported(case: Any) -> tuple[Any, Any]:
    if case is None:
        pytest.skip("needs the corpus")
    face, ability = case
    assert ability.supported or refused_with_its_card(ability), ability.problem
    if not ability.supported:
        pytest.skip(ability.problem)
    return face, ability


def _damage_marked(b: ml.Board, pid: int) -> int:
    return int(b.state.permanents[pid].damage)


@pytest.mark.parametrize("case", wording(
    r"Prevent all (combat )?damage that would be dealt to ~( by [a-z ]+)?\.",
    types="Creature") or [None], ids=lambda c: c[0].name if c else "no corpus")
def test_every_prevent_damage_to_itself_line_cr_615_1(case: Any) -> None:
    if case is None:
        pytest.skip("needs the corpus")
    m = re.search(r" by ([a-z ]+)\.", case[1].text)
    by = m.group(1) if m else None
    if by not in _BY:  # "by creatures blocking it", "by artifact sources": not read
        pytest.skip(f"'by {by}' is not read: {case[1].problem}")
    face, _ability = _supported(case)
    b = ml.Board()
    b.active = "opponent"
    me = b.id_of(b.add(face, counters={"+1/+1": 3}))  # a 0-toughness one survives
    them = b.add(real(_BY[by]), "opponent")
    b.attack(them)
    b.block(me, them)
    b.combat_damage()
    assert me in b.state.permanents and _damage_marked(b, me) == 0
    assert any("prevented" in str(d) for d in b.log.detail)


def test_damage_from_other_sources_is_dealt_cr_615_1() -> None:
    b = ml.Board()
    b.active = "opponent"
    pixies = b.id_of(b.add(real("Argothian Pixies")))  # "... by artifact creatures"
    bears = b.add(real("Grizzly Bears"), "opponent")
    b.attack(bears)
    b.block(pixies, bears)
    b.combat_damage()
    assert pixies not in b.state.permanents  # 2 damage to a 2/1: it died


@pytest.mark.parametrize("case", wording(
    r"Prevent all (combat )?damage that would be dealt to and dealt by enchanted "
    r"creature\.") or [None], ids=lambda c: c[0].name if c else "no corpus")
def test_every_to_and_by_enchanted_creature_line_cr_615_1(case: Any) -> None:
    face, _ability = _supported(case)
    b = ml.Board()
    b.active = "opponent"
    bears = b.id_of(b.add(real("Grizzly Bears")))
    b.add(face, attached_to=bears)
    hill = b.id_of(b.add(real("Hill Giant"), "opponent"))
    b.attack(hill)
    b.block(bears, hill)
    b.combat_damage()
    assert _damage_marked(b, bears) == 0 and _damage_marked(b, hill) == 0


@pytest.mark.parametrize("case", wording(
    r"Prevent all (combat )?damage that would be dealt by enchanted creature\.")
    or [None], ids=lambda c: c[0].name if c else "no corpus")
def test_every_damage_dealt_by_enchanted_creature_line_cr_615_1(case: Any) -> None:
    face, _ability = _supported(case)
    b = ml.Board()
    giant = b.add(real("Hill Giant"), "opponent")
    b.add(face, attached_to=giant)
    bears = b.id_of(b.add(real("Grizzly Bears")))
    b.attack(bears)
    b.block(giant, bears)  # (an Aura that also forbids attacking lets it block)
    b.combat_damage()
    assert bears in b.state.permanents and _damage_marked(b, bears) == 0
