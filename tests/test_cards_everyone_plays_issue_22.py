"""Cards everyone plays, named by issue 22, played through the public API on a board:
Swords to Plowshares (exile, 701.13a; life gained equal to the power the creature last
had, 119.3, 608.2h), Disenchant (destroy, 701.8a), Kodama's Reach (a search of the
library, 701.23a, one card onto the battlefield tapped and the other into the hand),
and Primal Vigor against Corpsejack Menace (a replacement doubling +1/+1 counters,
614.1a: on any creature, or only on creatures you control). The cards are the corpus's
Oracle text (skipped without ../shared)."""

from __future__ import annotations

from typing import Final

import pytest

import mtglab as ml
from tests.conftest import corpus_cards

_NAMES: Final = ("Swords to Plowshares", "Disenchant", "Kodama's Reach", "Primal Vigor",
                 "Corpsejack Menace")


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    """The corpus cards these tests play (only those are parsed)."""
    return corpus_cards(*_NAMES)


def test_every_line_of_these_cards_is_supported_issue_22(cards: dict[str, ml.Card]) -> None:
    for card in cards.values():
        assert all(a.supported for a in card.abilities), card.name


# -- Swords to Plowshares -----------------------------------------------------------------

def test_swords_exiles_the_creature_and_its_controller_gains_its_power_cr_701_13a_119_3(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    angel = b.add("Serra Angel", "opponent")  # 4/4
    b.add_mana("you", "W")
    b.cast(cards["Swords to Plowshares"], targets=[angel])
    assert [c.name for c in b.cards("opponent", "exile")] == ["Serra Angel"]
    assert len(b.permanents) == 0
    assert b.life("opponent") == 24 and b.life("you") == 20  # its controller, not you


def test_swords_uses_the_power_the_creature_last_had_cr_608_2h(
        cards: dict[str, ml.Card]) -> None:
    """Exiled, it loses its counters (122.2, 400.7): the life is its power as it last
    existed on the battlefield, counters included (608.2h)."""
    b = ml.Board()
    angel = b.add("Serra Angel", "opponent")
    b.add_counters(angel, "+1/+1", 2)  # 6/6
    b.add_mana("you", "W")
    b.cast(cards["Swords to Plowshares"], targets=[angel])
    assert b.life("opponent") == 26


def test_swords_on_your_own_creature_gains_you_the_life_cr_119_3(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    bears = b.add("Grizzly Bears", "you")  # 2/2
    b.add_mana("you", "W")
    b.cast(cards["Swords to Plowshares"], targets=[bears])
    assert b.life("you") == 22 and b.life("opponent") == 20


# -- Disenchant ---------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["Sol Ring", "Pacifism"])
def test_disenchant_destroys_an_artifact_or_an_enchantment_cr_701_8a(
        cards: dict[str, ml.Card], name: str) -> None:
    b = ml.Board()
    target = b.add(corpus_cards(name)[name], "opponent")
    b.add_mana("you", "WC")
    b.cast(cards["Disenchant"], targets=[target])
    assert list(b.graveyard("opponent")["name"]) == [name]  # its owner's graveyard


def test_disenchant_cant_target_a_creature_cr_115_1(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    bears = b.add("Grizzly Bears", "opponent")
    b.add_mana("you", "WC")
    with pytest.raises(ml.IllegalActionError):
        b.cast(cards["Disenchant"], targets=[bears])
    assert list(b.permanents["name"]) == ["Grizzly Bears"]


# -- Kodama's Reach -----------------------------------------------------------------------

def test_kodamas_reach_puts_one_basic_land_tapped_and_the_other_in_hand_cr_701_23a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    forest = b.add("Forest", "you", zone="library")
    plains = b.add("Plains", "you", zone="library")
    b.add("Sol Ring", "you", zone="library")  # not a basic land card: never found
    b.add_mana("you", "GCC")
    # the two found (701.23a), then the one put onto the battlefield tapped
    b.cast(cards["Kodama's Reach"], choices=[forest, plains, plains])
    assert list(b.permanents["name"]) == ["Plains"]
    assert list(b.permanents["tapped"]) == [True]
    assert list(b.hand("you")["name"]) == ["Forest"]
    assert list(b.library("you")["name"]) == ["Sol Ring"]


def test_kodamas_reach_finds_no_more_than_there_are_cr_701_23b(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add("Sol Ring", "you", zone="library")
    b.add_mana("you", "GCC")
    b.cast(cards["Kodama's Reach"])  # "up to two": it may find none
    assert len(b.permanents) == 0 and len(b.hand("you")) == 0
    assert list(b.graveyard("you")["name"]) == ["Kodama's Reach"]


# -- Primal Vigor and Corpsejack Menace ----------------------------------------------------

def test_primal_vigor_doubles_counters_on_any_creature_cr_614_1a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(cards["Primal Vigor"], "you")
    mine = b.add("Grizzly Bears", "you")
    theirs = b.add("Grizzly Bears", "opponent")
    assert b.put_counters(mine, "+1/+1", 1) == 2  # twice that many (614.1a)
    assert b.put_counters(theirs, "+1/+1", 2) == 4  # "on a creature": any controller


def test_corpsejack_menace_doubles_counters_only_on_creatures_you_control_cr_614_1a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(cards["Corpsejack Menace"], "you")
    mine = b.add("Grizzly Bears", "you")
    theirs = b.add("Grizzly Bears", "opponent")
    assert b.put_counters(mine, "+1/+1", 1) == 2
    assert b.put_counters(theirs, "+1/+1", 2) == 2  # not a creature you control


def test_the_two_read_into_records_that_differ_only_by_controller_cr_614_1a(
        cards: dict[str, ml.Card]) -> None:
    """ "on a creature" / "on a creature you control": the same replacement, one word
    apart (issue 22's equivalent wordings)."""
    vigor = cards["Primal Vigor"].abilities[1].effects
    menace = cards["Corpsejack Menace"].abilities[0].effects
    assert len(vigor) == len(menace) == 1
    assert type(vigor[0]) is type(menace[0])
    assert vigor[0] != menace[0]
