""""Create a token that's a copy of that creature" in a triggered ability (CR 707.2, 603.2,
608.2h), through the public API.

"That creature" is the object the trigger event was about: the permanent that entered
(its copiable values now), or the creature that died (its copiable values as it last
existed on the battlefield, 608.2h). "That token" / "it" after such a copy would be the
token, not the event's object (608.2c), which the engine doesn't tell apart: those lines
stay unsupported, the part named. Every corpus line read this way is played.
"""

from __future__ import annotations

from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.effects import CreateTokenCopy, Relation
from tests.conftest import audit_found, corpus_abilities, corpus_cards, resolve_all

ZOMBIE = ml.Card.from_text(name="Test Zombie", mana_cost="{B}", type_line="Creature — Zombie",
                           power="2", toughness="2")
BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
RUIN = ml.Card.from_text(name="Ruin", mana_cost="{0}", type_line="Instant",
                         oracle_text="Destroy target creature.")


def _copies_that(a: Any) -> bool:
    from mtglab.cards.oracle.triggerlimits import walk

    return any(isinstance(x, CreateTokenCopy) and x.original.relation is Relation.THAT
               for x in walk(a.effects))


def test_every_corpus_line_is_played_707_2() -> None:
    import re

    found = corpus_abilities(re.compile(r"token that's a copy of (that|it)\b", re.I),
                             lambda a: a.supported and _copies_that(a))
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 4
    audit_found(found, board_refusals=True)


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Necroduality", "Flameshadow Conjuring")


def test_a_copy_of_the_permanent_that_entered_603_2(cards: dict[str, Any]) -> None:
    # Necroduality: a nontoken Zombie enters; a token copy of it is created
    b = ml.Board()
    b.add(cards["Necroduality"])
    b.add_mana("you", "B")
    b.cast(ZOMBIE)
    resolve_all(b)
    zombies = b.permanents[b.permanents["name"] == "Test Zombie"]
    assert sorted(bool(t) for t in zombies["token"]) == [False, True]


def test_a_copy_of_the_creature_that_died_as_it_last_existed_608_2h() -> None:
    mourner = ml.Card.from_text(
        name="Test Mourner", mana_cost="{2}{B}", type_line="Enchantment",
        oracle_text="Whenever another nontoken creature you control dies, create a token "
        "that's a copy of that creature.")
    assert mourner.abilities[0].supported
    b = ml.Board()
    b.add(mourner)
    bear = b.add(BEAR)
    b.cast(RUIN, targets=[bear])
    resolve_all(b)
    bears = b.permanents[b.permanents["name"] == "Bear"]
    assert list(bears["token"]) == [True]
    assert (int(bears["power"].iloc[0]), int(bears["toughness"].iloc[0])) == (2, 2)


def test_that_token_after_the_copy_stays_unsupported_608_2c(cards: dict[str, Any]) -> None:
    # Flameshadow Conjuring: "That token gains haste. Exile it ..." names the token
    a = cards["Flameshadow Conjuring"].abilities[0]
    assert not a.supported
    assert "after a token copy" in a.problem
