"""``ml.as_table`` gathers answers into a table shown as mtglab shows tables: mana as
symbols, orders as ``A → B``, sets of totals as ``{B} or {B}{B}`` — never a Python
tuple, dict or frozenset in a tutorial."""

from __future__ import annotations

import pytest

import mtglab as ml


def test_one_row_of_answers_shows_mana_as_symbols_cr_106_1() -> None:
    b = ml.Board()
    forest = b.add("Forest")
    b.activate(forest, 0)
    table = ml.as_table({"permanent": forest, "pool": b.mana_pool("you"),
                         "tapped": b.is_tapped(forest)})
    assert list(table.columns) == ["permanent", "pool", "tapped"] and len(table) == 1
    html = table._repr_html_()
    assert 'title="green mana symbol' in html and "Forest" in html
    assert "<Permanent" not in html and "&lt;Permanent" not in html


def test_rows_of_answers_show_orders_and_sets_of_totals_cr_616_1() -> None:
    b = ml.Board()
    forest = b.add("Forest")
    b.add("Mana Reflection")
    b.add("Contamination", "opponent")
    rows = [{"order": ("Contamination", "Mana Reflection"),
             "every total": b.productions(forest, 0)}]
    text = str(ml.as_table(rows))
    # the two orders give {B} and {B}{B} (the official ruling of Mana Reflection)
    assert "Contamination → Mana Reflection" in text and "{B} or {B}{B}" in text
    assert "frozenset" not in text and "('" not in text


@pytest.mark.parametrize("bad", ["BB", 3, [], [1, 2], None])
def test_anything_else_is_refused_naming_the_argument(bad: object) -> None:
    with pytest.raises(ml.BadArgumentTypeError, match="data"):
        ml.as_table(bad)  # type: ignore[arg-type]
