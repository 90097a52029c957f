""""Other" in an instant or sorcery (CR 608.2c, 109.5): a spell is no permanent, so its
"other" means other than what its earlier words named — "Each other creature you
control gets +1/+1" after "Target creature you control gets +2/+1" is other than that
target; "destroy all other creatures" after "Create X 1/1 Soldier tokens" other than
those tokens; "Other creatures you control" after "Zombies you control get +2/+1" other
than those Zombies. "Attacking creatures you control get +1/+0 for each other attacking
creature" counts other than each creature that gets the bonus, a number the engine
counts once: that line stays unsupported, the part named."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.otherwords import counts_other, names_other
from tests.conftest import audit_found, corpus_abilities, corpus_cards

_OTHER: Final = re.compile(r"\bother\b", re.I)
_MANA: Final = "WWWUUUBBBRRRGGGCCC"


def _spell_lines_with_other() -> list[tuple[Any, Any]]:
    return corpus_abilities(_OTHER, lambda a: a.kind.value == "spell" and a.supported
                            and names_other(a.effects))


def _bear(name: str, pt: int = 2, subtype: str = "Bear") -> ml.Card:
    return ml.Card.from_text(name=name, mana_cost="{1}{G}", type_line=f"Creature — {subtype}",
                             power=str(pt), toughness=str(pt))


def _pt(b: ml.Board, p: Any) -> tuple[int, int]:
    row = b.permanents.set_index("id").loc[p.id]
    return int(row["power"]), int(row["toughness"])


def test_every_supported_spell_line_with_other_plays_608_2c() -> None:
    found = _spell_lines_with_other()
    if not found:
        pytest.skip("needs ../shared/corpus (the shared corpus)")
    names = {f.name for f, _a in found}
    assert {"Phalanx Tactics", "Martial Coup", "Public Execution", "In Oketra's Name",
            "Chandra's Ignition"} <= names
    audit_found(found, board_refusals=True)


def test_a_count_of_other_objects_in_a_spell_stays_unsupported_608_2c() -> None:
    run = next(a for f in corpus_cards("Hit // Run")["Hit // Run"].faces
               if f.name == "Run" for a in f.abilities)
    assert counts_other(run.effects)
    assert not run.supported and "608.2c" in run.problem and "for each other" in run.problem


def test_each_other_creature_is_other_than_the_target_608_2c() -> None:
    # Phalanx Tactics: the target gets +2/+1 only; every other creature you control +1/+1
    tactics = corpus_cards("Phalanx Tactics")["Phalanx Tactics"]
    b = ml.Board()
    target, other, theirs = b.add(_bear("A")), b.add(_bear("B")), b.add(_bear("O"), "opponent")
    b.add_mana("you", _MANA)
    b.cast(tactics, targets=[target])
    assert _pt(b, target) == (4, 3)
    assert _pt(b, other) == (3, 3)
    assert _pt(b, theirs) == (2, 2)


def test_all_other_creatures_spares_the_tokens_the_spell_created_608_2c() -> None:
    # Martial Coup with X=5: five Soldiers, then every other creature is destroyed
    coup = corpus_cards("Martial Coup")["Martial Coup"]
    b = ml.Board()
    mine, theirs = b.add(_bear("A")), b.add(_bear("O"), "opponent")
    b.add_mana("you", _MANA)
    b.cast(coup, x=5)
    assert list(b.permanents["name"]) == ["Soldier"] * 5
    assert mine.id not in b.state.permanents and theirs.id not in b.state.permanents


def test_other_creatures_after_zombies_are_the_non_zombies_608_2c() -> None:
    # In Oketra's Name: a Zombie gets +2/+1 only, a non-Zombie +1/+1
    name = corpus_cards("In Oketra's Name")["In Oketra's Name"]
    b = ml.Board()
    zombie, bear = b.add(_bear("Z", 2, "Zombie")), b.add(_bear("B"))
    b.add_mana("you", _MANA)
    b.cast(name)
    assert _pt(b, zombie) == (4, 3)
    assert _pt(b, bear) == (3, 3)


def test_each_other_creature_that_player_controls_after_a_destroyed_target_608_2c() -> None:
    # Public Execution: "that player" is the destroyed target's controller (608.2h), and
    # only their other creatures get -2/-0
    execution = corpus_cards("Public Execution")["Public Execution"]
    b = ml.Board()
    mine = b.add(_bear("A"))
    target, theirs = b.add(_bear("O"), "opponent"), b.add(_bear("P"), "opponent")
    b.add_mana("you", _MANA)
    b.cast(execution, targets=[target])
    assert target.id not in b.state.permanents
    assert _pt(b, theirs) == (0, 2)
    assert _pt(b, mine) == (2, 2)


def test_the_target_that_deals_damage_is_not_dealt_it_608_2c() -> None:
    # Chandra's Ignition: the 3-power target deals 3 to each other creature (120.3), not
    # to itself; Intimidation Bolt: creatures other than its target can't attack
    ignition = corpus_cards("Chandra's Ignition")["Chandra's Ignition"]
    b = ml.Board()
    source, small = b.add(_bear("A", 3)), b.add(_bear("S", 3), "opponent")
    b.add_mana("you", _MANA)
    b.cast(ignition, targets=[source])
    assert source.id in b.state.permanents and small.id not in b.state.permanents
    assert b.state.permanents[source.id].damage == 0
    assert b.life("opponent") == 17


def test_other_creatures_cant_attack_but_the_target_can_608_2c() -> None:
    bolt = corpus_cards("Intimidation Bolt")["Intimidation Bolt"]
    b = ml.Board()
    target, other = b.add(_bear("O", 5), "opponent"), b.add(_bear("P"), "opponent")
    b.add_mana("you", _MANA)
    b.cast(bolt, targets=[target])
    limited = {i for e in b.state.effects if getattr(e.effect, "kind", "") == "cant_attack"
               for i in e.affected}
    assert limited == {other.id}
