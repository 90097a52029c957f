"""Role tokens created attached (CR 111.10j-r): "Create a Monster Role token attached to
target creature you control" — the Role, an Aura token, is created attached to what the
instruction names, and its host has what the Role gives; a newer Role from the same
player replaces an older one on the same permanent (704.5y). Real cards of
../shared/corpus (skipped with a message where it is absent)."""

from __future__ import annotations

import re

import pytest

import mtglab as ml
from mtglab.cards.effects import CreateToken
from tests.conftest import audit_found, corpus_abilities, records_within


def _bears(b: ml.Board) -> ml.Permanent:
    return b.add(ml.Card.from_text(name="Bears", type_line="Creature — Bear", oracle_text="",
                                   mana_cost="{1}{G}", power="2", toughness="2"))


def _spell(text: str) -> ml.Card:
    return ml.Card.from_text(name="Test Spell", type_line="Sorcery", oracle_text=text,
                             mana_cost="{1}")


def _created(effects: object) -> list[CreateToken]:
    """The token instructions of an ability, however nested."""
    return records_within(effects, CreateToken)


def test_a_monster_role_is_created_attached_to_its_target_cr_111_10j() -> None:
    b = ml.Board()
    bears = _bears(b)
    b.add_mana("you", "C")
    b.cast(_spell("Create a Monster Role token attached to target creature you control."),
           targets=[bears])
    role = b.get("Monster")
    c = b.characteristics(bears)
    assert (c["power"], c["toughness"]) == (3, 3)  # 111.10k: +1/+1 and trample
    assert "Trample" in " ".join(c["abilities"])
    frame = b.permanents.set_index("id")
    assert frame.loc[role.id, "attached_to"] == bears.id and frame.loc[role.id, "token"]


def test_a_newer_role_replaces_the_older_on_the_same_creature_cr_704_5y() -> None:
    b = ml.Board()
    bears = _bears(b)
    for role in ("Monster", "Royal"):
        b.add_mana("you", "C")
        b.cast(_spell(f"Create a {role} Role token attached to target creature you "
                      "control."), targets=[bears])
    names = set(b.permanents["name"])
    assert "Royal" in names and "Monster" not in names


_ROLE = re.compile(r"Role token attached to")


def test_every_read_corpus_line_of_a_role_created_attached_plays_cr_111_10j() -> None:
    found = [(f, a) for f, a in corpus_abilities(_ROLE, lambda a: a.supported)
             if any(t.attached_to is not None for t in _created(a.effects))]
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 10
    audit_found(found, board_refusals=True)
