"""A card's mana value, power or toughness compared to an amount counted from the game
(Beseech the Queen's "a card with mana value less than or equal to the number of lands
you control", Yisan's "mana value equal to the number of verse counters on ~", Bag of
Tricks' reveal until): one quality of every selector (grammar/measured.lark), its amount
counted as the instruction selecting the cards resolves (CR 608.2h) and compared to each
card's mana value (202.3) or power (208.1). Every corpus line so read is played; where the
amount would be counted for a permanent or a target, the line stays unsupported with the
part named."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.cardqualities import Compare, Measure
from tests.conftest import audit_found, corpus_abilities, parametrize_face_lines
from tests.static_lines import real

_LINE = re.compile(r"with (?:mana value|power|toughness) (?:less than or equal to|greater "
                   r"than or equal to|equal to) (?!x\b)", re.I)


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_LINE, lambda a: bool(_LINE.search(a.text)) and a.supported
                            and _has_bounds(a))


def _has_bounds(ability: Any) -> bool:
    from mtglab.cards.effectparts import Selector
    from mtglab.cards.oracle.triggerlimits import walk
    return any(isinstance(x, Selector) and x.bounds for x in walk(ability.effects))


pytest_generate_tests = parametrize_face_lines("line", _lines)


def test_every_read_compared_quality_is_played_cr_608_2h(line: tuple[Any, Any]) -> None:
    audit_found([line], board_refusals=True)


def test_at_least_eight_lines_are_read_cr_202_3() -> None:
    found = _lines()
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 8


def _tutor(text: str) -> ml.Card:
    return ml.Card.from_text(name="Test Tutor", type_line="Sorcery", mana_cost="{B}",
                             oracle_text=text)


_BESEECH = ("Search your library for a card with mana value less than or equal to the number "
            "of lands you control, reveal it, put it into your hand, then shuffle.")


def test_the_quality_is_read_as_a_bound_of_the_selector_cr_202_3() -> None:
    search = _tutor(_BESEECH).abilities[0].effects[0]
    (bound,) = search.selector.bounds
    assert (bound.measure, bound.compare) == (Measure.MANA_VALUE, Compare.AT_MOST)
    assert bound.amount.kind == "count"


def test_at_most_the_lands_you_control_cr_202_3_608_2h() -> None:
    b = ml.Board()
    b.add(real("Hill Giant"), "you", zone="library")  # mana value 4
    for _ in range(2):
        b.add("Swamp", "you")
    b.add_mana("you", "B")
    b.cast(_tutor(_BESEECH))
    assert list(b.hand("you")["name"]) == []  # 4 > 2: nothing found (701.23b)
    assert list(b.library("you")["name"]) == ["Hill Giant"]


def test_counted_as_it_resolves_with_more_lands_cr_608_2h() -> None:
    b = ml.Board()
    b.add(real("Hill Giant"), "you", zone="library")
    for _ in range(4):
        b.add("Swamp", "you")
    b.add_mana("you", "B")
    b.cast(_tutor(_BESEECH), choices=["Hill Giant"])
    assert list(b.hand("you")["name"]) == ["Hill Giant"]  # 4 <= 4


def test_equal_to_finds_only_that_mana_value_cr_202_3() -> None:
    b = ml.Board()
    for name in ("Llanowar Elves", "Grizzly Bears", "Hill Giant"):
        b.add(real(name), "you", zone="library")
    for _ in range(2):
        b.add("Swamp", "you")
    b.add_mana("you", "B")
    b.cast(_tutor("Search your library for a creature card with mana value equal to the "
                  "number of lands you control, reveal it, put it into your hand, then "
                  "shuffle."), choices=["Grizzly Bears"])
    assert list(b.hand("you")["name"]) == ["Grizzly Bears"]
    assert sorted(b.library("you")["name"]) == ["Hill Giant", "Llanowar Elves"]


def test_power_at_least_reveals_until_a_big_enough_creature_cr_208_1_701_20a() -> None:
    b = ml.Board()
    for name in ("Hill Giant", "Grizzly Bears", "Llanowar Elves"):  # the last on top
        b.add(real(name), "you", zone="library")
    for _ in range(3):
        b.add("Swamp", "you")
    b.add_mana("you", "B")
    b.cast(_tutor("Reveal cards from the top of your library until you reveal a creature "
                  "card with power greater than or equal to the number of lands you "
                  "control. Put that card into your hand and the rest on the bottom of "
                  "your library in any order."))
    assert list(b.hand("you")["name"]) == ["Hill Giant"]


def test_a_target_so_qualified_stays_unsupported_named_cr_608_2h() -> None:
    card = ml.Card.from_text(name="Test Exile", type_line="Instant", mana_cost="{W}",
                             oracle_text=("Exile target creature with mana value less than "
                                          "or equal to the number of Plains you control."))
    (ability,) = card.abilities
    assert not ability.supported
    assert "counted only" in str(ability.problem)
