"""One computation of "every total this activation could add" (CR 106.12b, 605.4a, 616.1).

``b.productions``, the orderings table, could produce (106.7) and the available-mana
search answer from the same totals, so they can't disagree.
"""

from __future__ import annotations

import pytest

import mtglab as ml

BOARDS = [
    ("Forest", ("Mana Reflection", "Contamination")),
    ("Forest", ("Mana Reflection", "Mana Reflection")),
    ("City of Brass", ("Contamination",)),
    ("Llanowar Elves", ("Mana Reflection",)),
    ("Sol Ring", ()),
    ("Birds of Paradise", ("Mana Reflection",)),
]


def _board(source: str, effects: tuple[str, ...]) -> tuple[ml.Board, ml.Permanent]:
    b = ml.Board()
    p = b.add(source)
    for name in effects:
        b.add(name)
    return b, p


@pytest.mark.parametrize(("source", "effects"), BOARDS)
def test_productions_are_the_union_of_the_orderings_outcomes_cr_616_1(
        source: str, effects: tuple[str, ...]) -> None:
    b, p = _board(source, effects)
    ability = "{T}: Add"
    table = ml.orderings(b, p, ability)
    union = frozenset().union(*table["mana"])
    assert b.productions(p, ability) == union


@pytest.mark.parametrize(("source", "effects"), BOARDS)
def test_could_produce_is_the_types_of_those_totals_cr_106_7(
        source: str, effects: tuple[str, ...]) -> None:
    # no "tapped for mana" trigger on these boards, so the totals are the event's own
    b, p = _board(source, effects)
    types = {t for m in b.productions(p, "{T}: Add") for t in m}
    assert b.could_produce(p) == frozenset(types)


def test_trigger_mana_counts_in_productions_but_not_in_could_produce_cr_605_4a() -> None:
    # Heartbeat of Spring's "tapped for mana" trigger is another ability: a Forest could
    # still produce only {G} (106.7), and an activation adds {G}{G} (605.4a)
    b, forest = _board("Forest", ("Heartbeat of Spring",))
    assert b.productions(forest, 0) == frozenset({"GG"})
    assert b.could_produce(forest) == frozenset({"G"})
