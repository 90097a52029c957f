"""A line reads the same whichever cards were read before it (issue 22: one grammar,
one reading per text). The grammar's readings are shared by every card with the same
text, except where the card's own name appears in it (a quoted ability granted to the
card itself names it, CR 201.5): then the name is part of the reading. "Fear" on a card
named Fear is the keyword (702.36), not the card."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import mtglab as ml
from mtglab.cards.oracle import parser
from mtglab.cards.pool import abilitycache

FEAR_LINE = ("Enchanted creature has fear. (It can't be blocked except by artifact "
             "creatures and/or black creatures.)")


@pytest.fixture()
def fresh_readings(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """No reading kept from before: neither on disk nor in this process."""
    abilitycache.close_cache()
    monkeypatch.setenv("MTGLAB_CACHE_DIR", "off")
    parser.clear_readings()
    yield
    parser.clear_readings()
    abilitycache.close_cache()


def _aura(name: str) -> ml.Card:
    return ml.Card.from_text(name=name, type_line="Enchantment — Aura", mana_cost="{B}{B}",
                             oracle_text=f"Enchant creature\n{FEAR_LINE}")


def _supported(card: ml.Card) -> list[bool]:
    return [a.supported for a in card.abilities]


@pytest.mark.parametrize("order", [("Fear", "Sleeper's Robe"), ("Sleeper's Robe", "Fear")])
def test_granting_the_keyword_fear_reads_the_same_in_any_order_702_36(
        fresh_readings: None, order: tuple[str, str]) -> None:
    for name in order:
        assert _supported(_aura(name)) == [True, True], name  # 303.4a, 702.36a


def test_a_granted_quote_naming_the_card_is_read_for_that_card_201_5(
        fresh_readings: None) -> None:
    text = 'Enchanted creature has "When Reborn Hero dies, draw a card."'
    other = ml.Card.from_text(name="Quiet Aura", type_line="Enchantment — Aura",
                              oracle_text=f"Enchant creature\n{text}")
    own = ml.Card.from_text(name="Reborn Hero", type_line="Enchantment — Aura",
                            oracle_text=f"Enchant creature\n{text}")
    again = ml.Card.from_text(name="Quiet Aura", type_line="Enchantment — Aura",
                              oracle_text=f"Enchant creature\n{text}")
    # the quote names the card granting it, not the creature that has it (201.5): refused
    # for Reborn Hero, whatever was read before, and read for the other card either way
    assert not own.abilities[1].supported
    assert _supported(other) == _supported(again)
