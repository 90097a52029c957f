"""A restriction on blocking that names creatures of either of two kinds (CR 509.1b): "~
can't be blocked except by artifact creatures and/or white creatures" (a creature of one
kind or the other, or both, may block it), "~ can't be blocked by black and/or red
creatures" (neither may). Every corpus line of the forms that is read plays."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from tests.conftest import audit_found, corpus_abilities, corpus_cards


def _creature(name: str, type_line: str, cost: str) -> ml.Card:
    return ml.Card.from_text(name=name, mana_cost=cost, type_line=type_line,
                             power="2", toughness="2")


BEAR = _creature("Bear", "Creature — Bear", "{1}{G}")
KNIGHT = _creature("Knight", "Creature — Human Knight", "{1}{W}")
GOLEM = _creature("Golem", "Artifact Creature — Golem", "{2}")
OGRE = _creature("Ogre", "Creature — Ogre", "{1}{R}")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Amrou Seekers", "Sacred Knight")


def _attacking(b: ml.Board, card: ml.Card) -> Any:
    me = b.add(card)
    b.attack(me)
    return me


@pytest.mark.parametrize("blocker", [KNIGHT, GOLEM], ids=["white", "artifact"])
def test_a_creature_of_either_kind_may_block_509_1b(cards: dict[str, Any],
                                                    blocker: ml.Card) -> None:
    b = ml.Board()
    me = _attacking(b, cards["Amrou Seekers"])
    them = b.add(blocker, "opponent")
    b.block(them, me)
    assert b.in_combat()["blocking"] == [them]


def test_a_creature_of_neither_kind_cant_block_509_1b(cards: dict[str, Any]) -> None:
    b = ml.Board()
    me = _attacking(b, cards["Amrou Seekers"])
    bear = b.add(BEAR, "opponent")
    with pytest.raises(ml.IllegalActionError, match=r"509\.1b"):
        b.block(bear, me)


def test_neither_color_may_block_509_1b(cards: dict[str, Any]) -> None:
    b = ml.Board()
    me = _attacking(b, cards["Sacred Knight"])
    ogre = b.add(OGRE, "opponent")
    with pytest.raises(ml.IllegalActionError, match=r"509\.1b"):
        b.block(ogre, me)
    bear = b.add(BEAR, "opponent")
    b.block(bear, me)
    assert b.in_combat()["blocking"] == [bear]


_FORMS = re.compile(r"can't be blocked (except )?by [^.]*\b(and/or|or)\b", re.I)


def test_every_corpus_line_of_the_forms_that_is_read_plays_509_1b() -> None:
    found = [(f, a) for f, a in corpus_abilities(_FORMS, lambda a: a.supported)
             if _FORMS.search(a.text)]
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 4
    audit_found(found, board_refusals=True)
