""""It can't be regenerated" after a destroy instruction (CR 701.19c): the destruction it
names can't be replaced by a regeneration shield (701.19a, 614.8). Read for every corpus
line that says it after "destroy", and played on a board: a creature with a shield
regenerates from a plain "destroy", not from one that forbids it."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.effects import Destroy
from tests.conftest import corpus_abilities, parametrize_corpus, refused_with_its_card

#: "Destroy ... . It can't be regenerated." / "They can't be regenerated."
_LINE = re.compile(r"\b[Dd]estroy [^.]+\. (It|They) can't be regenerated\.")

SKELETON = ml.Card.from_text(name="Test Skeletons", mana_cost="{1}{B}",
                             type_line="Creature — Skeleton", power="1", toughness="1",
                             oracle_text="{B}: Regenerate Test Skeletons.")
PLAIN = ml.Card.from_text(name="Test Murder", mana_cost="{B}", type_line="Instant",
                          oracle_text="Destroy target creature.")
FINAL = ml.Card.from_text(name="Test Terminate", mana_cost="{B}", type_line="Instant",
                          oracle_text="Destroy target creature. It can't be regenerated.")


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_LINE, lambda a: _LINE.search(a.text) is not None)


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "line" in metafunc.fixturenames:
        lines = _lines()
        parametrize_corpus(metafunc, "line", lines, [f.name for f, _a in lines])


def test_every_cant_be_regenerated_line_is_read_onto_its_destroy_701_19c(line: Any) -> None:
    _face, ability = line
    if not ability.supported and not refused_with_its_card(ability):
        # another part of the same line is not read: not the regeneration sentence
        assert not re.search(r"not understood: .(It|They) can't be regenerated",
                             ability.problem), ability.problem
        return
    destroys = [e for e in _nested(ability.effects) if isinstance(e, Destroy)]
    assert destroys and not destroys[-1].regenerate


def _nested(effects: Any) -> list[Any]:
    """The effects and those inside them ("If you do, destroy ...", 608.2d)."""
    out: list[Any] = []
    for e in effects:
        out.append(e)
        out += _nested(getattr(e, "effects", ()) or ())
    return out


def _shielded() -> tuple[ml.Board, Any]:
    b = ml.Board()
    skeleton = b.add(SKELETON, "opponent")
    b.add_mana("opponent", "B")
    b.activate(skeleton, 0, player="opponent")  # a regeneration shield (701.19a)
    while not b.stack.empty:
        b.resolve()
    return b, skeleton


def test_a_regeneration_shield_replaces_a_plain_destruction_701_19a() -> None:
    b, skeleton = _shielded()
    b.add_mana("you", "B")
    b.cast(PLAIN, targets=[skeleton])
    assert b.get("Test Skeletons") is not None and b.is_tapped(skeleton)  # regenerated


def test_it_cant_be_regenerated_destroys_it_all_the_same_701_19c() -> None:
    b, _skeleton = _shielded()
    b.add_mana("you", "B")
    b.cast(FINAL, targets=[b.get("Test Skeletons")])
    assert "Test Skeletons" in list(b.graveyard("opponent")["name"])
