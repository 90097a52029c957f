"""A mana cost can't exist in a broken state (issue 28, item 6): ``ml.ManaCost`` built
from text parses it like ``ManaCost.parse`` (CR 107.4, 202.1), built from symbols keeps
them, and anything else raises an ``ml.MtglabError`` naming the argument."""

from __future__ import annotations

import pytest

import mtglab as ml


@pytest.mark.parametrize("text", ["{1}{G}", "{2}{W/U}", "{X}{R}", "", "{G/U/P}{2/W}"])
def test_a_cost_built_from_text_is_the_parsed_cost_107_4(text: str) -> None:
    cost = ml.ManaCost(text)
    assert cost == ml.ManaCost.parse(text)
    assert repr(cost) == f"ManaCost.parse({text!r})"
    assert str(cost) == text


def test_a_cost_built_from_text_has_the_mana_value_of_its_symbols_202_3() -> None:
    assert ml.ManaCost("{1}{G}").mana_value == 2
    assert ml.ManaCost("{1}{G}").colors == frozenset({"G"})


def test_a_cost_built_from_symbols_keeps_them_in_printed_order_202_1() -> None:
    symbols = list(ml.ManaCost.parse("{2}{U}").symbols)
    assert ml.ManaCost(symbols) == ml.ManaCost.parse("{2}{U}")
    assert ml.ManaCost(tuple(symbols)).mana_value == 3


def test_text_that_is_not_a_cost_raises_107_4() -> None:
    with pytest.raises(ml.ManaCostError):
        ml.ManaCost("{Q}")


@pytest.mark.parametrize("bad", [3, None, ["{G}"], ("G",), object()])
def test_anything_else_raises_naming_the_argument(bad: object) -> None:
    with pytest.raises(ml.BadArgumentTypeError, match="mana cost"):
        ml.ManaCost(bad)  # type: ignore[arg-type]
