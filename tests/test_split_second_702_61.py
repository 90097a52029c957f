"""Split second (CR 702.61): "As long as this spell is on the stack, players can't cast
other spells or activate abilities that aren't mana abilities." (702.61a) — checked by
engine/splitsecond.py where spells are cast and abilities activated; across every split
second card of ../shared/corpus."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Ability
from mtglab.cards.model import Card
from tests.conftest import (
    corpus_abilities,
    corpus_cards,
    parametrize_face_lines,
    refused_with_its_card,
)


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    """The corpus cards these tests play (only those are parsed)."""
    return corpus_cards("Krosan Grip", "Lightning Bolt", "Ornithopter", "Llanowar Elves",
                        "Prodigal Sorcerer")


def test_no_spell_can_be_cast_while_it_is_on_the_stack_cr_702_61a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    bird = b.add(cards["Ornithopter"], "opponent")
    b.add_mana("you", "GCC")
    b.cast(cards["Krosan Grip"], targets=[bird], resolve=False)
    b.add_mana("opponent", "R")
    with pytest.raises(ml.IllegalActionError, match=r"702\.61a"):
        b.cast(cards["Lightning Bolt"], controller="opponent", targets=["you"])
    b.resolve()
    assert list(b.graveyard("opponent")["name"]) == ["Ornithopter"]


def test_no_ability_but_a_mana_ability_is_activated_cr_702_61a_b(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    bird = b.add(cards["Ornithopter"], "opponent")
    elves = b.add(cards["Llanowar Elves"], "opponent")
    sorcerer = b.add(cards["Prodigal Sorcerer"], "opponent")
    b.add_mana("you", "GCC")
    b.cast(cards["Krosan Grip"], targets=[bird], resolve=False)
    assert not b.can_activate(sorcerer, 0)
    assert b.activate(elves, 0).mana == "G"  # a mana ability (702.61b)


_SPLIT_LINE: Final = re.compile(r"^Split second", re.M)


def _lines() -> list[tuple[Card, Ability]]:
    return corpus_abilities(_SPLIT_LINE, lambda a: a.text.startswith("Split second"))


# ``split_second_line``: one test per split second card of the corpus.
pytest_generate_tests = parametrize_face_lines("split_second_line", _lines, width=20)


_BOLT: Final = Card.from_text(name="Test Bolt", mana_cost="{R}", type_line="Instant",
                              oracle_text="Test Bolt deals 3 damage to any target.")


@pytest.mark.corpus
def test_every_split_second_spell_stops_other_spells_cr_702_61a(
        split_second_line: Any) -> None:
    face, ability = split_second_line
    assert ability.supported or refused_with_its_card(ability), ability.problem
    if not ability.supported:
        pytest.skip(f"another line of the spell: {ability.problem}")
    if face.mana_cost is None:
        pytest.skip("no mana cost: it isn't cast from the hand (suspend)")
    b = ml.Board()
    b.add("Grizzly Bears")
    theirs = b.add("Grizzly Bears", "opponent")
    b.add(Card.from_text(name="Trinket", type_line="Artifact", mana_cost="{1}"), "opponent")
    b.add_mana("you", "WWWUUUBBBRRRGGGCCCCCCCC")
    why = ""
    for targets in ([theirs], [], ["opponent"], [b.get("Trinket")]):
        try:
            b.cast(face, targets=targets, resolve=False)
            break
        except (ml.ChoiceRequired, ml.UnsupportedError, ml.IllegalActionError) as exc:
            why = str(exc)
    else:
        pytest.skip(f"not cast here: {why}")
    b.add_mana("opponent", "R")
    with pytest.raises(ml.IllegalActionError, match=r"702\.61a"):
        b.cast(_BOLT, controller="opponent", targets=["you"])
