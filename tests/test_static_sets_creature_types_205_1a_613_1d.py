"""A static ability that sets creature types (CR 205.1a, layer 4, 613.1d): "Enchanted
creature is a Treefolk with base power and toughness 0/4 and loses all abilities"
(Lignify) — the creature types written replace the creature's, its card types stay; a
color written sets its color (105.3, layer 5); "loses all abilities" (613.1f, layer 6)
and the base power and toughness (613.4b, layer 7b) in their layers. Every corpus line
of that shape is read and played; the board shows the change, and its end when the
Aura leaves (611.3a)."""

from __future__ import annotations

import re
from typing import Any

import mtglab as ml
from mtglab.cards.statics import TypeChange
from tests.conftest import audit_found, corpus_abilities, parametrize_face_lines
from tests.static_lines import real

_LINE = re.compile(r"^(?:Enchanted|Equipped) creature (?:loses all abilities and )?is an? "
                   r"(?!.*in addition)(?!copy )[A-Za-z -]+"
                   r"(?: with base power and toughness \d+/\d+)?"
                   r"(?: and (?:loses all abilities|can't attack or block))?"
                   r"\.(?: \([^)]*\))?$", re.M)


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_LINE, lambda a: bool(_LINE.search(a.text)))


pytest_generate_tests = parametrize_face_lines("line", _lines)


def test_every_is_a_creature_type_line_is_read_and_played_cr_205_1a(
        line: tuple[Any, Any]) -> None:
    _face, ability = line
    assert ability.supported, ability.problem
    changes = [e for e in ability.effects if isinstance(e, TypeChange)]
    assert changes and all(c.sets_types and c.subtypes for c in changes)
    audit_found([line], board_refusals=True)


def _looks(b: ml.Board, p: Any) -> dict[str, Any]:
    c = b.characteristics(p)
    return {k: c[k] for k in ("subtypes", "types", "colors", "power", "toughness",
                              "abilities")}


def test_lignify_sets_treefolk_0_4_without_abilities_cr_205_1a_613_4b() -> None:
    b = ml.Board()
    bird = b.add(real("Suntail Hawk"))  # 1/1 white Bird with flying
    aura = b.add(real("Lignify"), attached_to=bird)
    got = _looks(b, bird)
    assert list(got["subtypes"]) == ["Treefolk"]  # the Bird type replaced (205.1a)
    assert list(got["types"]) == ["Creature"]
    assert (got["power"], got["toughness"]) == (0, 4)  # 613.4b
    assert list(got["abilities"]) == []  # flying lost (613.1f)
    assert set(got["colors"]) == {"W"}  # Lignify sets no color
    b.remove(aura)
    back = _looks(b, bird)  # the Aura gone, the effect ends (611.3a)
    assert list(back["subtypes"]) == ["Bird"] and (back["power"], back["toughness"]) == (1, 1)


def test_a_color_written_sets_the_color_cr_105_3_613_1e() -> None:
    b = ml.Board()
    bird = b.add(real("Suntail Hawk"))
    b.add(real("Ichthyomorphosis"), attached_to=bird)  # a blue Fish, base 0/1
    got = _looks(b, bird)
    assert list(got["subtypes"]) == ["Fish"] and set(got["colors"]) == {"U"}
    assert (got["power"], got["toughness"]) == (0, 1)
    assert list(got["abilities"]) == []


def test_an_artifact_creature_keeps_its_artifact_type_cr_205_1a() -> None:
    # no card type written: only the creature types are set, an artifact stays one
    b = ml.Board()
    thopter = b.add(real("Ornithopter"))  # 0/2 artifact creature — Thopter, flying
    b.add(real("Oni Possession"), attached_to=thopter)  # is a Demon Spirit
    got = _looks(b, thopter)
    assert sorted(got["subtypes"]) == ["Demon", "Spirit"]
    assert sorted(got["types"]) == ["Artifact", "Creature"]


def test_a_card_type_written_replaces_the_card_types_cr_205_1a() -> None:
    # Frogify: "is a blue Frog creature" (its reminder: "It loses all other card types
    # and creature types"); an artifact creature is then only a creature
    b = ml.Board()
    thopter = b.add(real("Ornithopter"))
    b.add(real("Frogify"), attached_to=thopter)
    got = _looks(b, thopter)
    assert list(got["types"]) == ["Creature"] and list(got["subtypes"]) == ["Frog"]
    assert set(got["colors"]) == {"U"} and (got["power"], got["toughness"]) == (1, 1)
