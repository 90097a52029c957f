""""Other than ~" after the noun (CR 109.5, 115.1): "target creature other than Faceless
Butcher", "each creature you control other than this creature", "destroy all permanents
other than Worldslayer" name what "another target creature" / "each other creature you
control" name: anything but the ability's source. A target "other than ~" can't be the
source (115.1); the rest of the objects are every matching one but the source."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.effects import Relation, Selector
from tests.conftest import audit_found, corpus_abilities, corpus_cards, resolve_all

_OTHER_THAN_ANY: Final = re.compile(r"\bother than\b", re.I)


def _selectors(value: object) -> list[Selector]:
    import dataclasses
    if isinstance(value, Selector):
        return [value]
    if isinstance(value, tuple | list):
        return [s for v in value for s in _selectors(v)]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [s for f in dataclasses.fields(value) for s in _selectors(getattr(value, f.name))]
    return []


def _not_self(a: Any) -> bool:
    return any(s.relation is Relation.OTHER or s.excluded is Relation.SELF
               for s in _selectors((a.effects, a.trigger)))


def _bear(name: str, pt: int = 2) -> ml.Card:
    return ml.Card.from_text(name=name, mana_cost="{1}{G}", type_line="Creature — Bear",
                             power=str(pt), toughness=str(pt))


def test_every_supported_line_with_other_than_self_reads_and_plays_109_5() -> None:
    found = [(f, a) for f, a in corpus_abilities(_OTHER_THAN_ANY, lambda a: a.supported)
             if re.search(rf"\bother than (this \w+|{re.escape(f.name)})(?![\w'])", a.text)]
    if not found:
        pytest.skip("needs ../shared/corpus (the shared corpus)")
    names = {f.name for f, _a in found}
    assert {"Faceless Butcher", "Worldslayer", "Serendib Sorcerer",
            "Dawnstrike Vanguard"} <= names
    for f, a in found:
        assert _not_self(a), (f.name, a.text)
    audit_found(found, board_refusals=True)


def test_the_target_other_than_the_source_is_never_the_source_115_1() -> None:
    sorcerer = corpus_cards("Serendib Sorcerer")["Serendib Sorcerer"]
    b = ml.Board()
    me = b.add(sorcerer)
    with pytest.raises(ml.IllegalActionError):
        b.activate(me, 0, targets=[me])
    bear = b.add(_bear("Bear", 3))
    b.activate(me, 0, targets=[bear])
    row = b.permanents.set_index("id").loc[bear.id]
    assert (row["power"], row["toughness"]) == (0, 2)  # base P/T 0/2 (613.4b)


def test_destroy_all_other_than_the_source_when_it_becomes_monstrous_701_37() -> None:
    # Grim Giganotosaurus: "When ~ becomes monstrous, destroy all artifacts and creatures
    # other than ~": it survives, every other artifact and creature is destroyed (701.8)
    rex = corpus_cards("Grim Giganotosaurus")["Grim Giganotosaurus"]
    b = ml.Board()
    me = b.add(rex)
    b.add(_bear("Bear"))
    b.add(_bear("Theirs"), "opponent")
    b.add_mana("you", "BBBBBBBGGGGG")
    b.activate(me, "{")
    resolve_all(b)
    assert list(b.permanents["name"]) == ["Grim Giganotosaurus"]
    assert list(b.graveyard("opponent")["name"]) == ["Theirs"]
