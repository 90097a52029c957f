"""Abilities granted in quotes are played (CR 613.1f, 113.1a, 201.5).

A quoted ability is an ability (113.1a) that an effect grants in layer 6 (613.1f): a
line granting one is supported only when the engine plays what it grants, read by the
same grammar as the card's own lines; the card's name in the quotes names that card
(201.5), written ``~`` when the card grants the ability to itself.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from mtglab.cards.ability import Ability
from mtglab.cards.effects import Animate, ExceptClause, GrantAbilities
from mtglab.cards.oracle.parser import parse_ability
from tests.conftest import corpus_abilities, corpus_cards

_KEYWORD = re.compile(r"[A-Za-z ]+")


def _granted(record: Any) -> list[tuple[str, Ability | None]]:
    """The quoted abilities a parsed record grants, however deep it sits, each with the
    record read with the card (None if it has none: issue 22, read once as the card is)."""
    found: list[tuple[str, Ability | None]] = []
    texts: tuple[str, ...] = ()
    records: tuple[Ability, ...] = ()
    if isinstance(record, (GrantAbilities, Animate)):
        texts, records = record.abilities, record.granted
    if isinstance(record, ExceptClause) and record.kind == "grant_ability":
        texts, records = record.values, record.granted
    found += [(t, records[i] if len(records) == len(texts) else None)
              for i, t in enumerate(texts)]
    if isinstance(record, (tuple, list)):
        for item in record:
            found += _granted(item)
    elif dataclasses.is_dataclass(record) and not isinstance(record, type):
        for field in dataclasses.fields(record):
            found += _granted(getattr(record, field.name))
    return [(t, r) for t, r in found if isinstance(t, str) and not _KEYWORD.fullmatch(t)]


def test_every_corpus_grant_of_a_quoted_ability_grants_a_played_one_613_1f() -> None:
    """Every supported corpus line that grants a quoted ability grants one the engine
    reads as supported, as the card is read (613.1f, 113.1a; issue 22)."""
    lines = corpus_abilities(re.compile('"'), lambda a: a.supported and '"' in a.text)
    if not lines:
        return
    granting = [(face, a, t, r) for face, a in lines for t, r in _granted(a.effects)]
    assert len(granting) > 300  # the corpus grants many quoted abilities
    unplayed = [(face.name, t, r.problem if r else "not read with the card")
                for face, _a, t, r in granting if r is None or not r.supported]
    assert unplayed == []


def test_a_grant_of_an_unsupported_quoted_ability_is_refused_naming_it_113_1a() -> None:
    for line in ('Creatures you control have "Whenever you scry, frobnicate the wug."',
                 '~ gets +1/+1 and has "Whenever you scry, frobnicate the wug."',
                 'As long as you control an artifact, ~ has "Whenever you scry, '
                 'frobnicate the wug."',
                 'Enchanted creature has "{T}: Frobnicate the wug."'):
        ability = parse_ability(line, name="Test Card")
        assert not ability.supported, line
        assert "frobnicate the wug" in ability.problem.lower(), ability.problem
        assert ability.problem.startswith("the granted ability"), ability.problem


def test_a_grant_of_a_supported_quoted_ability_stays_supported_613_1f() -> None:
    for line in ('Creatures you control have "{T}: Add {G}."',
                 'Enchanted land has "{T}: Add one mana of any color."'):
        assert parse_ability(line, name="Test Card").supported, line


def test_the_cards_name_in_an_ability_it_grants_itself_names_it_201_5() -> None:
    # "~ has 'When <its name> dies, draw a card.'": the name is the card itself (201.5)
    ability = parse_ability('~ has "When Test Card dies, draw a card."', name="Test Card")
    assert ability.supported, ability.problem
    assert ability.effects[0].abilities == ("When ~ dies, draw a card.",)
    # granted to other objects, the name names the card, not what has the ability: the
    # engine, reading the granted ability, would not know which object that is
    other = parse_ability('Creatures you control have "When Test Card dies, draw a card."',
                          name="Test Card")
    assert not other.supported


def test_reborn_hero_grants_what_the_engine_does_not_play_201_5_613_1f() -> None:
    # its quoted ability ("When Reborn Hero dies, you may pay {W}{W}. If you do, ...")
    # names the card; the optional payment in it is not played, so the grant isn't
    hero = corpus_cards("Reborn Hero")["Reborn Hero"]
    threshold = next(a for a in hero.abilities if "Threshold" in a.text)
    assert not threshold.supported
    assert "When ~ dies" in threshold.problem or "Reborn Hero dies" in threshold.problem
