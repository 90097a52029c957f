""""If that creature would die this turn, exile it instead" and "If a creature dealt
damage this way would die this turn, exile it instead" (CR 614.1a, 614.6, 700.4, 608.2c),
through the public API.

The instruction creates a replacement effect as it resolves (614.1a) for the objects the
instruction before it acted on (608.2c): one of them that would die this turn — be put
into a graveyard from the battlefield as a creature (700.4) — is exiled instead (614.6).
The effect ends with the turn (514.2). Played across every corpus line of the wording.
"""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import AbilityKind
from mtglab.cards.instructions import Damage
from mtglab.cards.referents import ExileInsteadOfDying
from mtglab.cards.vocabulary import AmountKind
from tests.conftest import corpus_abilities

BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
GIANT = ml.Card.from_text(name="Giant", mana_cost="{5}{G}", type_line="Creature — Giant",
                          power="9", toughness="9")
RUIN = ml.Card.from_text(name="Ruin", mana_cost="{0}", type_line="Instant",
                         oracle_text="Destroy target creature.")


def _spell_line(a: Any) -> bool:
    """A spell that deals a fixed damage to a target creature or each creature, then
    "exile it instead"."""
    return a.supported and a.kind is AbilityKind.SPELL and len(a.effects) == 2 and \
        isinstance(a.effects[0], Damage) and isinstance(a.effects[1], ExileInsteadOfDying) \
        and a.effects[0].amount.kind is AmountKind.FIXED and a.effects[0].amount.value >= 2 \
        and not a.text.startswith("•") and not re.search(r"attacking|blocking", a.text)


LINES: Final = corpus_abilities(re.compile(r"would die this turn, exile it instead", re.I),
                                _spell_line)


def test_the_wording_is_read_on_the_corpus() -> None:
    # both wordings (608.2c: "that creature" / "a creature dealt damage this way")
    if not LINES:
        pytest.skip("needs the shared corpus (../shared/corpus)")
    assert {a.effects[1].dealt_this_way for _f, a in LINES} == {False, True}


@pytest.mark.parametrize("face,ability", LINES,
                         ids=[f"{f.name}: {a.text[:40]}" for f, a in LINES])
def test_every_creature_dealt_lethal_damage_is_exiled_instead_614_6(face: Any,
                                                                    ability: Any) -> None:
    b = ml.Board()
    bear = b.add(BEAR, "opponent")
    b.add_mana("you", "RRRRRRRRRR")
    targets = [bear] if "target" in ability.text else []
    b.cast(face, targets=targets)
    assert bear.id not in b.state.permanents
    assert "Bear" in list(b.exile["name"]) and b.graveyard("opponent").empty


def test_it_applies_for_the_rest_of_the_turn_and_ends_with_it_514_2() -> None:
    torch = ml.Card.from_text(
        name="Test Torch", mana_cost="{R}", type_line="Instant",
        oracle_text="Test Torch deals 1 damage to target creature. If that creature would "
        "die this turn, exile it instead.")
    b = ml.Board()
    giant, other = b.add(GIANT, "opponent"), b.add(BEAR, "opponent")
    b.add_mana("you", "R")
    b.cast(torch, targets=[giant])
    assert giant.id in b.state.permanents  # it didn't die: nothing replaced yet
    b.cast(RUIN, targets=[giant])  # destroyed later this turn: it dies, so exiled
    b.cast(RUIN, targets=[other])  # not dealt damage: it dies normally
    assert list(b.exile["name"]) == ["Giant"]
    assert list(b.graveyard("opponent")["name"]) == ["Bear"]


def test_the_effect_ends_with_the_turn_514_2() -> None:
    torch = ml.Card.from_text(
        name="Test Torch", mana_cost="{R}", type_line="Instant",
        oracle_text="Test Torch deals 1 damage to target creature. If that creature would "
        "die this turn, exile it instead.")
    b = ml.Board()
    giant = b.add(GIANT, "opponent")
    b.add_mana("you", "R")
    b.cast(torch, targets=[giant])
    b.pass_turn()
    b.cast(RUIN, targets=[giant], controller="opponent")
    assert "Giant" in list(b.graveyard("opponent")["name"])
    assert "Giant" not in list(b.exile["name"])
