"""Conditions checked as an instruction resolves (608.2c): "<instruction> unless <condition>"
is done only if the condition doesn't hold ("you lose 1 life unless you control another
colorless creature"); "If that card is a land card, ..." names the card revealed or exiled
before, as "If it's a ... card" does, and "of the chosen type" reads a type chosen as the
ability resolves. Read by the grammar, played by the general engine."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.effects import IfHolds
from mtglab.cards.library import IfCardIs
from mtglab.cards.oracle.parser import parse_ability
from tests.conftest import corpus_abilities, corpus_cards, parametrize_corpus

_UNLESS = re.compile(r"(?:you lose \d+ life|discard a card) unless (?:you control|there "
                     r"are) [^.]*\.")
_THAT_CARD = re.compile(r"If that card is an? [^.,]*? card, ")


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """One test per corpus ability of each wording (skipped without the corpus)."""
    for name, rx in (("unless_line", _UNLESS), ("that_card_line", _THAT_CARD)):
        if name in metafunc.fixturenames:
            lines = corpus_abilities(rx, lambda a, rx=rx: bool(rx.search(a.text)))
            parametrize_corpus(metafunc, name, lines,
                               [f"{face.name}: {a.text[:40]}" for face, a in lines])


def test_every_instruction_unless_a_condition_is_an_if_not_608_2c(
        unless_line: tuple[Any, Any]) -> None:
    face, ability = unless_line
    if not ability.supported:
        as_if = parse_ability(ability.text.replace(" unless ", " if "), name=face.name)
        if not as_if.supported:  # the condition itself, or another part, isn't read
            pytest.skip(f"another part: {as_if.problem}")
    assert ability.supported, ability.problem
    holds = [e for e in ability.effects or () if isinstance(e, IfHolds)]
    assert len(holds) == 1 and holds[0].condition.negate  # "unless" = "if not"


def test_every_if_that_card_is_a_kind_names_the_card_before_608_2c(
        that_card_line: tuple[Any, Any]) -> None:
    face, ability = that_card_line
    m = _THAT_CARD.search(ability.text)
    assert m is not None
    problem = ability.problem or ""
    as_its = parse_ability(ability.text.replace("If that card is", "If it's"), name=face.name)
    if not ability.supported and not as_its.supported:  # another part of the line
        pytest.skip(f"another part: {as_its.problem}")
    assert not (problem.startswith("not understood:") and
                m.group(0).rstrip(", ") in problem), problem
    if ability.supported:
        assert any(isinstance(e, IfCardIs) for e in ability.effects or ())


_NAMES = ("Reaver Drone", "Ornithopter", "Llanowar Elves", "Chaos Harlequin", "Forest",
          "Bloodline Shaman", "Island")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards(*_NAMES)


@pytest.mark.parametrize(("other", "life"), [
    ("Llanowar Elves", 19),  # no other colorless creature: the life is lost
    ("Ornithopter", 20),  # the condition holds: nothing happens
])
def test_reaver_drone_loses_life_unless_you_control_another_colorless_creature_608_2c(
        cards: dict[str, Any], other: str, life: int) -> None:
    b = ml.Board()
    b.add(cards["Reaver Drone"])
    b.add(cards[other])
    b.pass_turn()
    b.pass_turn()  # your upkeep: the ability triggers (503.1a)
    while len(b.stack):
        b.resolve()
    assert b.life("you") == life


@pytest.mark.parametrize(("top", "power"), [
    ("Forest", -2),  # a land card: -4/-0
    ("Llanowar Elves", 4),  # otherwise: +2/+0
])
def test_chaos_harlequin_if_that_card_is_a_land_card_608_2c(
        cards: dict[str, Any], top: str, power: int) -> None:
    b = ml.Board()
    harlequin = b.add(cards["Chaos Harlequin"])
    b.add(cards[top], "you", zone="library")
    b.add_mana("you", "R")
    b.activate(harlequin, 0)
    assert int(b.permanents.set_index("name").loc["Chaos Harlequin", "power"]) == power


@pytest.mark.parametrize(("chosen", "hand", "graveyard"), [
    ("Elf", ["Llanowar Elves"], []),  # a creature card of the type chosen as it resolves
    ("Goblin", [], ["Llanowar Elves"]),  # otherwise: the graveyard
])
def test_bloodline_shaman_reads_the_type_chosen_as_it_resolves_608_2c_608_2d(
        cards: dict[str, Any], chosen: str, hand: list[str], graveyard: list[str]) -> None:
    b = ml.Board()
    shaman = b.add(cards["Bloodline Shaman"])
    b.add(cards["Island"], "you", zone="library")
    b.add(cards["Llanowar Elves"], "you", zone="library")  # on top
    b.activate(shaman, 0, choices=[chosen])
    assert (list(b.hand("you")["name"]) if len(b.hand("you")) else []) == hand
    assert (list(b.graveyard("you")["name"]) if len(b.graveyard("you")) else []) == graveyard
