"""Abilities an effect grants are read with the card that grants them (CR 613.1f, 707.9b,
614.1c, 608.2d; issue 22: the engine never reads text while a game is played).

A record granting abilities keeps their texts (for the log) and the ability records the
grammar read from them as the card was read; a grant naming a color chosen later ("the
chosen color", "the color of your choice") is read once for each of the five colors
(105.1), and the engine gives the record of the color chosen (608.2d).
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

import mtglab as ml
from mtglab.cards.durations import GrantOneOf
from mtglab.cards.effects import Animate, EntersWithAbilities, ExceptClause, GrantAbilities
from tests.conftest import corpus_abilities


def _grants(record: Any) -> list[Any]:
    """The records granting abilities by text in a parsed record, however deep."""
    found: list[Any] = []
    if isinstance(record, (GrantAbilities, Animate, EntersWithAbilities, GrantOneOf)) or (
            isinstance(record, ExceptClause) and record.kind == "grant_ability"):
        found.append(record)
    if isinstance(record, (tuple, list)):
        for item in record:
            found += _grants(item)
    elif dataclasses.is_dataclass(record) and not isinstance(record, type):
        for f in dataclasses.fields(record):
            found += _grants(getattr(record, f.name))
    return found


def _texts_and_records(g: Any) -> tuple[tuple[str, ...], tuple[Any, ...]]:
    if isinstance(g, GrantOneOf):
        return g.options, g.option_abilities
    if isinstance(g, ExceptClause):
        return g.values, g.granted
    texts: tuple[str, ...] = g.abilities
    return texts, g.granted


def test_a_static_grant_carries_the_abilities_read_with_the_card_613_1f() -> None:
    card = ml.Card.from_text(name="Grove Keeper", type_line="Enchantment", mana_cost="{G}",
                             oracle_text='Creatures you control have flying and '
                             '"{T}: Add {G}."')
    [grant] = _grants(card.abilities[0].effects)
    assert [a.text for a in grant.granted] == ["Flying", "{T}: Add {G}."]
    assert all(a.supported for a in grant.granted)
    b = ml.Board()
    b.add(card)
    bear = b.add(ml.card("Grizzly Bears"))
    got = b.characteristics(bear)["abilities"]
    assert "Flying" in got and "{T}: Add {G}." in got  # 613.1f: layer 6


def test_a_grant_of_the_color_of_your_choice_is_read_for_each_color_105_1_608_2d() -> None:
    card = ml.Card.from_text(name="Test Blessing", type_line="Instant", mana_cost="{W}",
                             oracle_text="Target creature gains protection from the color "
                             "of your choice until end of turn.")
    [grant] = _grants(card.abilities[0].effects)
    colored = dict(grant.per_color)
    assert sorted(colored) == ["black", "blue", "green", "red", "white"]  # 105.1
    assert [a.text for a in colored["red"]] == ["Protection from red"]
    b = ml.Board()
    bear = b.add(ml.card("Grizzly Bears"))
    b.add_mana("you", "W")
    b.cast(card, targets=[bear], choices=["red"])
    assert "Protection from red" in b.characteristics(bear)["abilities"]  # 608.2d


def test_gaining_control_with_haste_grants_the_keyword_record_613_1f_702_10() -> None:
    b = ml.Board()
    elves = b.add(ml.card("Llanowar Elves"), controller="opponent")
    b.gain_control(elves, "you", until_end_of_turn=True, haste=True)
    assert "Haste" in b.characteristics(elves)["abilities"]


_GRANTING = re.compile(r"\b(ha(s|ve)|gains?|with|except|enters with)\b", re.I)


def test_every_corpus_grant_carries_one_record_per_text_613_1f_707_9b() -> None:
    """Every supported corpus line of a few granting wordings carries, for each text it
    grants, the ability record read with the card (issue 22)."""
    lines = corpus_abilities(re.compile(r"your choice of|the chosen color|color of your "
                                        r"choice|enters with .* and with|except it has"),
                             lambda a: a.supported and bool(_GRANTING.search(a.text)))
    if not lines:
        return
    grants = [(face.name, _texts_and_records(g)) for face, a in lines
              for g in _grants(a.effects)]
    assert len(grants) > 50  # the corpus grants by these wordings often
    assert [(n, texts) for n, (texts, records) in grants if len(records) != len(texts)] == []
