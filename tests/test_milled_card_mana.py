"""Charmed Pendant: "{T}, Mill a card: For each colored mana symbol in the milled card's
mana cost, add one mana of that color." The cost mills the library's top card (701.17a);
each colored symbol of its mana cost (107.4) adds one mana of its color, a hybrid symbol
one of its two colors (107.4e); generic symbols and a card without a mana cost add none."""

from __future__ import annotations

import pytest

import mtglab as ml

PENDANT = ml.Card.from_text(
    name="Charmed Pendant", mana_cost="{4}", type_line="Artifact",
    oracle_text="{T}, Mill a card: For each colored mana symbol in the milled card's mana "
                "cost, add one mana of that color. Activate only as an instant. (For example, "
                "if the card's mana cost is {3}{U}{U}{B}, you add {U}{U}{B}.)")


def _card(cost: str | None, name: str = "Milled") -> ml.Card:
    return ml.Card.from_text(name=name, mana_cost=cost, type_line="Sorcery" if cost else
                             "Land")


def test_the_reminder_texts_example_adds_uub_cr_701_17a() -> None:
    b = ml.Board()
    pendant = b.add(PENDANT)
    b.add(_card("{3}{U}{U}{B}"), zone="library")
    assert b.productions(pendant, 0) == frozenset({"UUB"})
    assert b.activate(pendant, 0).mana == "UUB"
    assert b.graveyard("you")["name"].tolist() == ["Milled"]


@pytest.mark.parametrize(("cost", "totals"), [
    ("{W/U}{G}", {"WG", "UG"}),  # hybrid: either color (107.4e)
    ("{2/R}{B/P}", {"BR"}),  # monocolored hybrid and Phyrexian: their one color (107.4f)
    ("{5}{C}", {""}),  # generic and colorless symbols aren't colored
    (None, {""}),  # a land has no mana cost (202.1b)
])
def test_only_colored_symbols_count_cr_107_4(cost: str | None, totals: set[str]) -> None:
    b = ml.Board()
    pendant = b.add(PENDANT)
    b.add(_card(cost), zone="library")
    assert b.productions(pendant, 0) == frozenset(totals)
    choices = ["UG"] if len(totals) > 1 else []
    assert b.activate(pendant, 0, choices=choices).mana in totals


def test_an_empty_library_cant_pay_the_mill_cost_cr_701_17b() -> None:
    b = ml.Board()
    pendant = b.add(PENDANT)
    assert any("701.17b" in p for p in b.activation_problems(pendant, 0))
