"""How answers are shown: the values stay plain data (DESIGN.md), the display is mana.

Expected values come from the rules of the boards shown: the orders of Mana Reflection
and Contamination on a Forest (the official ruling, CR 616.1) and the mana symbols of
CR 107.4.
"""

from __future__ import annotations

import pytest

import mtglab as ml
from mtglab.mana import mana_html, mana_set_text, mana_text


@pytest.fixture
def ruling_board() -> tuple[ml.Board, ml.Permanent]:
    b = ml.Board()
    forest = b.add("Forest")
    b.add("Mana Reflection")
    b.add("Contamination", "opponent")
    return b, forest


def test_orderings_values_stay_frozensets_of_mana_strings_cr_616_1(ruling_board) -> None:
    b, forest = ruling_board
    table = ml.orderings(b, forest, 0)
    assert list(table["mana"]) == [frozenset({"B"}), frozenset({"BB"})]
    assert list(table["order"]) == [("Mana Reflection", "Contamination"),
                                    ("Contamination", "Mana Reflection")]


def test_printing_orderings_in_a_terminal_shows_the_mana_and_every_step(ruling_board) -> None:
    b, forest = ruling_board
    text = str(ml.orderings(b, forest, 0))
    lines = text.splitlines()
    assert lines[0].split() == ["order", "mana", "chooser"]
    assert "Contamination → Mana Reflection {B}{B}" in text
    assert "frozenset" not in text and "..." not in text
    # the explanation in full: both steps of each order, with their rules
    assert text.count("[CR 616.1e") == 4 and "you apply Mana Reflection" in text


def test_orderings_html_draws_mana_symbols_and_lists_the_steps(ruling_board) -> None:
    b, forest = ruling_board
    html = ml.orderings(b, forest, 0)._repr_html_()
    assert 'title="black mana symbol (CR 107.4a)"' in html
    assert html.count("<li>") == 4 and "frozenset" not in html


def test_long_totals_are_summarized_and_sets_joined_with_or() -> None:
    assert mana_text("B" * 36) == "{B}×36"
    assert mana_set_text({"B", "BB"}) == "{B} or {B}{B}"
    assert "×36" in mana_html("B" * 36)


@pytest.mark.parametrize(("cost", "title"), [
    ("{W}", "white mana symbol"), ("{2}", "generic mana {2}"), ("{C}", "colorless mana"),
    ("{W/U}", "hybrid {W/U}"), ("{2/W}", "monocolored hybrid"), ("{C/W}", "hybrid {C/W}"),
    ("{W/P}", "Phyrexian {W/P}"), ("{G/U/P}", "hybrid Phyrexian"), ("{S}", "snow mana"),
    ("{X}", "{X}: a number"),
])
def test_every_kind_of_mana_symbol_has_a_badge_cr_107_4(cost: str, title: str) -> None:
    html = ml.ManaCost.parse(cost)._repr_html_()
    assert html.count("mtglab-mana") == 1 and f'title="{title}' in html


def test_board_tables_show_no_na_or_none() -> None:
    b = ml.Board()
    b.add("Forest")  # no power, toughness, copying or attachment
    b.add("Llanowar Elves")
    for html in (b.permanents._repr_html_(), b._repr_html_(), b.effects._repr_html_()):
        assert "&lt;NA&gt;" not in html and "<NA>" not in html and "None" not in html
    assert "<NA>" not in str(b.permanents) and "None" not in str(b.permanents)


def test_effects_are_named_in_words_not_class_names_cr_305_7() -> None:
    b = ml.Board()
    b.add("Blood Moon")
    assert list(b.effects["effect"]) == ["sets basic land types: Mountain"]


def test_a_payment_plan_shows_no_none() -> None:
    b = ml.Board()
    b.add("Forest")
    plan = b.payment_plan("{G}")
    assert plan["costs"].iloc[0] is None  # the value: no permanent paid a cost
    assert "None" not in str(plan) and "None" not in plan._repr_html_()


def test_order_steps_agree_with_the_player() -> None:
    b = ml.Board()
    forest = b.add("Forest", "opponent")
    b.add("Mana Reflection", "opponent")
    mine = ml.Board()
    f2 = mine.add("Forest")
    mine.add("Mana Reflection")
    assert ml.orderings(b, forest, 0)["steps"].iloc[0][0].startswith("opponent applies")
    assert ml.orderings(mine, f2, 0)["steps"].iloc[0][0].startswith("you apply")
