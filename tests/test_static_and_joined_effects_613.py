"""A static ability whose subject has granted keywords and then, after "and", gets a
bonus or loses abilities (CR 613.1f layer 6, 613.4c layer 7c; 604.1): "Enchanted creature
has defender and loses flying" (Sky Tether), "Equipped creature has first strike and gets
+1/+0 for each ..." (Glamdring), "has base power and toughness 0/2, has defender, and
loses all other abilities" (Stasis Field). The " and" before "gets"/"loses" is the
instructions' joint where a list of keywords ends; the static ability reads it as its own
joint. Every corpus line of that shape is read and played; on a board the Auras change
the creature as their rules say."""

from __future__ import annotations

from typing import Any

import mtglab as ml
from tests.conftest import audit_found, parametrize_face_lines
from tests.static_lines import real, wording

# a subject, granted keywords, then "and gets"/"and loses" (not "where X is": unread)
_SHAPE = (r"(?:Enchanted|Equipped) creature has (?:base power and toughness \d+/\d+, )?"
          r"[a-z ]+,? and (?:gets \+\d+/\+\d+(?: for each [^.,]+)?|loses [a-z ]+)\.")


def _lines() -> list[tuple[Any, Any]]:
    return wording(_SHAPE)


pytest_generate_tests = parametrize_face_lines("line", _lines)


def test_every_has_keywords_and_gets_or_loses_line_cr_613_1f(line: tuple[Any, Any]) -> None:
    _face, ability = line
    assert ability.supported, ability.problem
    audit_found([line], board_refusals=True)


def test_the_shape_covers_the_three_known_cards() -> None:
    names = {face.name for face, _a in _lines()}
    if not names:
        real("Sky Tether")  # skips without the corpus
    assert {"Sky Tether", "Glamdring", "Stasis Field"} <= names


def test_sky_tether_gives_defender_and_takes_flying_cr_613_1f() -> None:
    b = ml.Board()
    hawk = b.add(real("Suntail Hawk"))  # 1/1 flying
    tether = b.add(real("Sky Tether"), attached_to=hawk)
    abilities = b.characteristics(hawk)["abilities"]
    assert "Defender" in abilities and "Flying" not in abilities
    b.remove(tether)  # the effect ends with its source (611.3a)
    abilities = b.characteristics(hawk)["abilities"]
    assert "Flying" in abilities and "Defender" not in abilities


def test_stasis_field_sets_0_2_defender_and_nothing_else_cr_613_1f_613_4b() -> None:
    b = ml.Board()
    hawk = b.add(real("Suntail Hawk"))
    b.add(real("Stasis Field"), attached_to=hawk)
    c = b.characteristics(hawk)
    # the defender it gives is not among the abilities it loses (613.7: one effect)
    assert (c["power"], c["toughness"]) == (0, 2)
    assert "Defender" in c["abilities"] and "Flying" not in c["abilities"]
