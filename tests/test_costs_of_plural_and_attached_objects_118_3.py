"""Activation costs read by grammar/costs.lark (CR 118.3, 602.1): "Sacrifice two creatures"
(the word "creatures" after a number), "Return two lands you control to their owner's
hand", "Exile an instant or sorcery card from your graveyard", "Exile the top [N] card(s)
of your library" (those cards, no choice, 401.1), "Tap enchanted creature" and
"Sacrifice enchanted creature" (what the source is attached to, if its controller
controls it, 701.21a), "Remove a +1/+1 counter from a creature you control" / "Remove a
counter from another creature you control" (one counter, of that kind or any, from one
permanent its player chooses among theirs), "Discard another card named ~" (grandeur:
a card of the source's name from the hand, 201.2). A cost without the resources to pay it in
full can't be paid (118.3). Every corpus line of each wording that is read plays."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Ability
from mtglab.cards.model import Card
from mtglab.cards.oracle.parser import parse_ability
from mtglab.cards.vocabulary import CostKind
from tests.conftest import audit_found, corpus_abilities, corpus_cards, parametrize_face_lines

_NAMES: Final = ("Tooth and Claw", "Soratami Seer", "Tome Shredder", "Royal Herbalist",
                 "Krovikan Plague", "Betrothed of Fire", "Grizzly Bears", "Island",
                 "Lightning Bolt", "Shock", "Sage of Fables", "Hexavus", "Tarox Bladewing")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    """The corpus cards these tests play (only those are parsed)."""
    return corpus_cards(*_NAMES)


def _cost(text: str) -> Any:
    a = parse_ability(f"{text}: Draw a card.", name="Cost Probe")
    assert a.supported, a.problem
    return a.costs[-1]


# -- reading -------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "kind", "n"), [
    ("Sacrifice two creatures", CostKind.SACRIFICE, 2),
    ("Sacrifice six creatures", CostKind.SACRIFICE, 6),
    ("Return two lands you control to their owner's hand", CostKind.RETURN, 2),
    ("Exile an instant or sorcery card from your graveyard", CostKind.EXILE, 1),
    ("Exile the top card of your library", CostKind.EXILE, 1),
    ("Exile the top four cards of your library", CostKind.EXILE, 4),
    ("Tap enchanted creature", CostKind.TAP_OTHER, 1),
    ("Sacrifice enchanted creature", CostKind.SACRIFICE, 1),
    ("Remove a +1/+1 counter from a creature you control", CostKind.REMOVE_COUNTERS, 1),
    ("Remove a counter from another permanent you control", CostKind.REMOVE_COUNTERS, 1),
    ("Discard another card named Cost Probe", CostKind.DISCARD, 1),
])
def test_each_wording_reads_as_its_cost_118_3(text: str, kind: CostKind, n: int) -> None:
    cost = _cost(text)
    assert cost.kind is kind and cost.amount.value == n


def test_static_wordings_with_creatures_after_a_number_still_read_509_1b() -> None:
    # the word "creatures" the lexer reads after a number is the noun in a cost, and
    # still the word of these statics
    for text in ("~ can block an additional two creatures each combat.",
                 "~ can't be blocked except by two or more creatures."):
        assert parse_ability(text, name="Foo").supported, text


# -- playing -------------------------------------------------------------------------------

def test_sacrifice_two_creatures_needs_two_of_them_118_3(cards: dict[str, Any]) -> None:
    b = ml.Board()
    claw = b.add(cards["Tooth and Claw"])
    one = b.add(cards["Grizzly Bears"])
    with pytest.raises(ml.IllegalActionError, match=r"118\.3"):
        b.activate(claw, "Sacrifice two")
    two = b.add(cards["Grizzly Bears"])
    b.activate(claw, "Sacrifice two", costs={"sacrifice": [one, two]})
    names = list(b.permanents["name"])
    assert names.count("Grizzly Bears") == 0 and "Carnivore" in names


def test_return_two_lands_to_their_owners_hand_118_3(cards: dict[str, Any]) -> None:
    b = ml.Board()
    seer = b.add(cards["Soratami Seer"])
    lands = [b.add(cards["Island"]) for _ in range(2)]
    b.add_mana("you", "CCCC")
    b.activate(seer, "{4}", costs={"return": lands})
    assert all(land.id not in b.state.permanents for land in lands)
    # returned to the hand by the cost, then discarded by its effect (608.2)
    assert list(b.graveyard("you")["name"]).count("Island") == 2


def test_exile_an_instant_or_sorcery_card_but_not_a_creature_card_118_3(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    shredder = b.add(cards["Tome Shredder"])
    b.add(cards["Grizzly Bears"], zone="graveyard")
    with pytest.raises(ml.IllegalActionError, match=r"118\.3"):  # not of those types
        b.activate(shredder, "{T}")
    b.add(cards["Shock"], zone="graveyard")
    b.activate(shredder, "{T}")
    assert list(b.graveyard("you")["name"]) == ["Grizzly Bears"]
    assert int(b.permanents.set_index("id").loc[shredder.id, "power"]) == 3


def test_exile_the_top_card_of_the_library_no_choice_401_1(cards: dict[str, Any]) -> None:
    b = ml.Board()
    herbalist = b.add(cards["Royal Herbalist"])
    b.add_mana("you", "CC")
    with pytest.raises(ml.IllegalActionError, match=r"118\.3"):  # an empty library
        b.activate(herbalist, "{2}")
    b.add(cards["Island"], zone="library")
    b.add(cards["Shock"], zone="library")
    top = b.library("you")["name"].iloc[0]
    b.activate(herbalist, "{2}")
    assert b.life("you") == 21
    assert list(b.library("you")["name"]) == [n for n in ("Island", "Shock") if n != top]


def test_tap_enchanted_creature_taps_what_the_aura_enchants_118_3(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    bear = b.add(cards["Grizzly Bears"])
    plague = b.add(cards["Krovikan Plague"], attached_to=bear)
    b.activate(plague, "Tap enchanted", targets=["opponent"])
    assert b.is_tapped(bear) and b.life("opponent") == 19
    with pytest.raises(ml.IllegalActionError):  # tapped already (118.3)
        b.activate(plague, "Tap enchanted", targets=["opponent"])


def test_sacrifice_enchanted_creature_only_if_you_control_it_701_21a(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    theirs = b.add(cards["Grizzly Bears"], "opponent")
    aura = b.add(cards["Betrothed of Fire"], "you", attached_to=theirs)
    with pytest.raises(ml.IllegalActionError, match=r"118\.3"):
        b.activate(aura, "Sacrifice enchanted")
    b2 = ml.Board()
    mine = b2.add(cards["Grizzly Bears"], "you")
    aura = b2.add(cards["Betrothed of Fire"], "you", attached_to=mine)
    b2.activate(aura, "Sacrifice enchanted")
    assert mine.id not in b2.state.permanents


def test_remove_a_counter_from_a_creature_you_control_you_choose_which_118_3(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    sage = b.add(cards["Sage of Fables"])
    bear = b.add(cards["Grizzly Bears"])
    theirs = b.add(cards["Grizzly Bears"], "opponent", counters={"+1/+1": 1})
    b.add(cards["Island"], zone="library")
    b.add_mana("you", "CC")
    with pytest.raises(ml.IllegalActionError, match=r"118\.3"):  # none of yours has one
        b.activate(sage, "{2}")
    b.add_counters(bear, "+1/+1", 2)
    b.activate(sage, "{2}", costs={"remove": bear})
    assert b.counters(bear) == {"+1/+1": 1} and b.counters(theirs) == {"+1/+1": 1}
    assert list(b.hand("you")["name"]) == ["Island"]


def test_remove_a_counter_of_any_kind_from_another_creature_not_itself_118_3(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    hexavus = b.add(cards["Hexavus"], counters={"+1/+1": 6})  # counters of its own
    b.add_mana("you", "CC")
    with pytest.raises(ml.IllegalActionError, match=r"118\.3"):  # no other creature has one
        b.activate(hexavus, "{1}, Remove a counter from another")
    bear = b.add(cards["Grizzly Bears"], counters={"stun": 1})
    b.activate(hexavus, "{1}, Remove a counter from another")
    assert b.counters(bear) == {}
    assert b.counters(hexavus)["+1/+1"] == 7


def test_grandeur_discards_another_card_of_its_name_201_2(cards: dict[str, Any]) -> None:
    b = ml.Board()
    tarox = b.add(cards["Tarox Bladewing"])
    b.add(cards["Island"], zone="hand")
    with pytest.raises(ml.IllegalActionError, match=r"118\.3"):  # not of its name
        b.activate(tarox, "Grandeur")
    b.add(cards["Tarox Bladewing"], zone="hand")
    b.activate(tarox, "Grandeur")
    assert list(b.hand("you")["name"]) == ["Island"]
    assert list(b.graveyard("you")["name"]) == ["Tarox Bladewing"]
    assert int(b.permanents.set_index("id").loc[tarox.id, "power"]) == 8  # +X/+X, X = 4


# -- every corpus line of these wordings ----------------------------------------------------

_LINE: Final = re.compile(
    r"(Sacrifice (two|three|four|five|six) creatures|to their owner's hand:|"
    r"Exile an? \w+ or \w+ card from your graveyard|Exile the top [\w ]*cards? of your "
    r"library:|(Tap|Sacrifice) enchanted (creature|land)|"
    r"Discard another card named [^:\n]*(?=:)|"
    r"Remove an? (?![^:,\n]* or )[^:,\n]*counter from (a|an|another) [^:,\n]*you control(?=:))"
    r"[^:\n]*:", re.I)


def _lines() -> list[tuple[Card, Ability]]:
    return corpus_abilities(_LINE, lambda a: a.kind is ml.AbilityKind.ACTIVATED and
                            _LINE.search(a.text) is not None)


pytest_generate_tests = parametrize_face_lines("cost_line", _lines)


@pytest.mark.corpus
def test_every_corpus_line_of_these_costs_reads_its_cost_and_plays_118_3(
        cost_line: tuple[Any, Any]) -> None:
    _face, ability = cost_line
    assert not ability.problem.startswith("cost not understood"), ability.problem
    if ability.supported:
        audit_found([cost_line], board_refusals=True)
