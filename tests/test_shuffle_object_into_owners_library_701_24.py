"""An object shuffled into its owner's library (CR 400.3, 400.7, 400.7e, 701.24a):
"shuffle it into its owner's library" (Dread, Worldspine Wurm, Cavalier of Gales),
"shuffle target nontoken permanent you control into its owner's library" (Rishadan
Pawnshop), "shuffle enchanted creature into its owner's library" — read by
grammar/instructions.lark (``i_shuffle_in``: ``PutInLibrary(shuffle=True)``) and played by
engine/effects/perform.py for spells, activated and triggered abilities alike; across every
corpus line."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Ability
from mtglab.cards.effects import MayDo, Relation
from mtglab.cards.instructions import PutInLibrary
from mtglab.cards.model import Card
from mtglab.cards.oracle.parser import parse_ability
from tests.conftest import (
    audit_found,
    corpus_abilities,
    corpus_cards,
    parametrize_face_lines,
    supported_at_least,
)

#: "shuffle <object> into its owner's library" (not "shuffles their graveyard into their
#: library": tests/test_shuffle_hand_graveyard_into_library_701_24.py)
_SHUFFLE_IN: Final = re.compile(r"\b[Ss]huffle (?!your\b)[^.]*? into (?:its|their) "
                                r"owner(?:'s|s') librar(?:y|ies)")

RUIN = ml.Card.from_text(name="Ruin", mana_cost="{0}", type_line="Instant",
                         oracle_text="Destroy target permanent.")
ISLAND = ml.Card.from_text(name="Test Island", type_line="Basic Land — Island",
                           oracle_text="({T}: Add {U}.)")


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    """The corpus cards these tests play (only those are parsed)."""
    return corpus_cards("Rishadan Pawnshop", "Serra Avatar", "Dread", "Angel of Fury")


def _names(frame: Any) -> list[str]:
    return list(frame["name"]) if len(frame) else []


def _shuffles(b: ml.Board) -> list[str]:
    log = b.log
    return list(log[log["action"] == "shuffle"]["object"])


def test_pawnshop_shuffles_the_target_into_its_owners_library_cr_701_24a_400_3(
        cards: dict[str, ml.Card]) -> None:
    # the permanent you control but the opponent owns goes to the opponent's library
    # (400.3), a new object there (400.7), and that library is shuffled (701.24a)
    b = ml.Board()
    b.add(ISLAND, "opponent", zone="library")
    shop = b.add(cards["Rishadan Pawnshop"])
    b.add_mana("you", "CC")
    loaned = b.add(ISLAND, "you", owner="opponent")
    b.activate(shop, targets=[loaned])
    assert "Test Island" not in _names(b.permanents)
    assert _names(b.library("opponent")) == ["Test Island", "Test Island"]
    assert _names(b.library("you")) == []
    assert _shuffles(b) == ["opponent"]


def test_serra_avatar_card_in_the_graveyard_is_shuffled_in_cr_400_7e(
        cards: dict[str, ml.Card]) -> None:
    # "When Serra Avatar is put into a graveyard from anywhere, shuffle it into its
    # owner's library": "it" is the card it became in the graveyard (400.7e)
    b = ml.Board()
    for _ in range(2):
        b.add(ISLAND, "you", zone="library")
    avatar = b.add(cards["Serra Avatar"])
    b.cast(RUIN, targets=[avatar])
    b.resolve()
    assert not len(b.stack)
    assert _names(b.graveyard("you")) == ["Ruin"]
    assert sorted(_names(b.library("you"))) == ["Serra Avatar", "Test Island", "Test Island"]
    assert _shuffles(b) == ["you"]


def test_dread_discarded_card_is_shuffled_in_from_the_graveyard_cr_400_7e(
        cards: dict[str, ml.Card]) -> None:
    # "put into a graveyard from anywhere" (here from the battlefield): the card found in
    # the graveyard moves to the library and is a new object there (400.7)
    b = ml.Board()
    dread = b.add(cards["Dread"])
    b.cast(RUIN, targets=[dread])
    while len(b.stack):
        b.resolve()
    assert _names(b.library("you")) == ["Dread"]
    assert _names(b.graveyard("you")) == ["Ruin"]


def test_angel_of_fury_may_stay_in_the_graveyard_cr_603_5(
        cards: dict[str, ml.Card]) -> None:
    # "you may shuffle it into its owner's library": declined, nothing moves or is
    # shuffled (603.5: an optional action chosen as the ability resolves)
    b = ml.Board()
    angel = b.add(cards["Angel of Fury"])
    b.cast(RUIN, targets=[angel])
    b.resolve(choices=[False])
    assert "Angel of Fury" in _names(b.graveyard("you"))
    assert _shuffles(b) == []


def test_a_spell_shuffling_itself_stays_unsupported_cr_608_2n() -> None:
    # "Shuffle Beacon of Destruction into its owner's library": the spell leaves the stack
    # for the library as it resolves instead of the graveyard (608.2n), not carried out
    a = parse_ability("Shuffle ~ into its owner's library.", is_spell=True)
    assert not a.supported
    assert "shuffle ~" in (a.problem or "").lower()


def test_the_words_read_as_one_record_cr_701_24a() -> None:
    a = parse_ability("Shuffle target creature into its owner's library.", is_spell=True)
    assert len(a.effects) == 1 and isinstance(a.effects[0], PutInLibrary)
    assert a.effects[0].shuffle and a.effects[0].selector.relation is Relation.TARGET


def _move(a: Ability) -> PutInLibrary | None:
    for e in a.effects:
        inner = e.effects[0] if isinstance(e, MayDo) and e.effects else e
        if isinstance(inner, PutInLibrary) and inner.shuffle:
            return inner
    return None


def _lines() -> list[tuple[Card, Ability]]:
    return corpus_abilities(_SHUFFLE_IN, lambda a: _SHUFFLE_IN.search(a.text) is not None)


# ``shuffle_in_line``: one test per corpus line shuffling an object into a library
pytest_generate_tests = parametrize_face_lines("shuffle_in_line", _lines, width=40)


@pytest.mark.corpus
def test_every_shuffle_in_line_is_read_or_names_another_part_cr_701_24a(
        shuffle_in_line: Any) -> None:
    _face, ability = shuffle_in_line
    if ability.supported:
        assert _move(ability) is not None, ability.effects
        audit_found([shuffle_in_line], board_refusals=True)


@pytest.mark.corpus
def test_the_corpus_lines_are_read_cr_701_24a() -> None:
    # Dread, Worldspine Wurm, Serra Avatar, Rishadan Pawnshop, Cavalier of Gales, ...
    supported_at_least(_lines, 12)


# -- "put target creature into its owner's library second from the top" (401.7) -------


def _library_of(b: ml.Board, who: str, n: int) -> None:
    for i in range(n):
        b.add(ml.Card.from_text(name=f"Card {i + 1}", type_line="Basic Land — Island",
                                oracle_text="({T}: Add {U}.)"), who, zone="library")


def _shelved(nth: str, owner: str, cards: int) -> tuple[list[str], list[str]]:
    """A Bear of ``owner``'s put into its owner's library ``nth`` from the top by an
    instant, over a library of ``cards`` cards: the library's names before and after."""
    shelve = ml.Card.from_text(name="Shelve", mana_cost="{0}", type_line="Instant",
                               oracle_text="Put target creature into its owner's library "
                                           f"{nth} from the top.")
    bear = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                             power="2", toughness="2")
    b = ml.Board()
    _library_of(b, owner, cards)
    before = _names(b.library(owner))
    target = b.add(bear, owner)
    b.cast(shelve, targets=[target])
    return before, _names(b.library(owner))


def test_put_nth_from_the_top_has_n_minus_1_cards_above_it_cr_401_7() -> None:
    before, after = _shelved("third", "opponent", 4)
    assert after == [*before[:2], "Bear", *before[2:]]


def test_a_shorter_library_gets_it_on_the_bottom_cr_401_7() -> None:
    before, after = _shelved("fourth", "you", 2)
    assert after == [*before, "Bear"]
