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


RAT_LINE = ('At the beginning of each end step, create X 1/1 black Rat creature tokens with '
            '"This creature gets +1/+1 for each other Rat you control," where X is the '
            'number of creatures your opponents controlled that were exiled this turn.')


def _rats(name: str) -> ml.Card:
    return ml.Card.from_text(name=name, type_line="Legendary Creature — Rat Rogue",
                             mana_cost="{2}{U}{B}", power="3", toughness="4",
                             oracle_text=f"Ward {{2}}\n{RAT_LINE}")


def test_a_tokens_text_read_inside_a_line_leaves_the_cards_name_to_the_line_111_3(
        fresh_readings: None) -> None:
    # the token's quoted ability is read as the token's own text, with the token's name
    # (111.3, 111.4); the rest of the card's line is read with the card's name whether
    # that sentence was read now or its reading was kept from an earlier card
    first = _rats("Vren, the Relentless")
    again = _rats("Vren, the Relentless")
    other = _rats("Quiet Rat Lord")
    assert first.abilities == again.abilities
    assert [a.problem for a in other.abilities] == [a.problem for a in first.abilities]


def _short_named(name: str) -> ml.Card:
    return ml.Card.from_text(name=name, type_line="Legendary Creature — Human",
                             mana_cost="{1}{W}", power="2", toughness="2",
                             oracle_text=f'{name} has "Whenever Foo attacks, you gain 1 '
                             'life."')


@pytest.mark.parametrize("order", [("Foo, the Bar", "Qux"), ("Qux", "Foo, the Bar")])
def test_a_granted_quote_naming_the_card_by_its_short_name_is_read_for_that_card_201_5(
        fresh_readings: None, order: tuple[str, str]) -> None:
    # "Foo" is the short name of Foo, the Bar (a legendary card): the grant names the
    # card itself there (201.5), so the reading depends on the card's name there too
    read = {name: _supported(_short_named(name)) for name in order}
    assert read == {"Foo, the Bar": [True], "Qux": [False]}
