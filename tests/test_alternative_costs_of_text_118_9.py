"""Alternative costs a spell's own text offers, not a keyword (CR 118.9, 601.2b): "You may
sacrifice two Mountains rather than pay this spell's mana cost." (Fireblast), "... pay 1
life and exile a blue card from your hand ..." (Force of Will), "If you control a Plains,
you may tap an untapped creature you control ..." (Orim's Cure), chosen with
``b.cast(..., alternative="text")``. Read by grammar/castcosts.lark into an
:class:`~mtglab.cards.castcosts.AlternativeCost` with ``costs``; played by
engine/spells/alternativecosts.py and engine/spells/additionalcosts.py; across every
such line of ../shared/corpus."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Ability
from mtglab.cards.castcosts import TEXT_ALTERNATIVE, AlternativeCost, CastOnly
from mtglab.cards.model import Card
from tests.conftest import corpus_abilities, corpus_cards, parametrize_corpus

_NAMES: Final = ("Fireblast", "Daze", "Force of Will", "Orim's Cure", "Snuff Out",
                 "Grizzly Bears", "Lightning Bolt", "Counterspell")


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    """The corpus cards these tests play (only those are parsed)."""
    return corpus_cards(*_NAMES)


def test_sacrificing_two_mountains_is_paid_rather_than_the_mana_cost_cr_118_9(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    mountains = [b.add("Mountain", "you") for _ in range(2)]
    b.cast(cards["Fireblast"], targets=["opponent"], alternative="text", choices=mountains)
    assert b.life("opponent") == 16  # no mana paid: its mana cost {4}{R}{R} wasn't (118.9)
    assert sorted(b.graveyard("you")["name"]) == ["Fireblast", "Mountain", "Mountain"]


def test_without_two_mountains_it_cant_be_paid_and_nothing_changes_cr_601_2h_118_3(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add("Mountain", "you")
    with pytest.raises(ml.IllegalActionError, match=r"sacrifice 2 Mountain"):
        b.cast(cards["Fireblast"], targets=["opponent"], alternative="text")
    assert len(b.permanents) == 1 and b.life("opponent") == 20


def test_its_mana_cost_may_still_be_paid_instead_cr_118_9(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "RRCCCC")
    b.cast(cards["Fireblast"], targets=["opponent"])  # no alternative chosen: {4}{R}{R}
    assert b.life("opponent") == 16 and b.mana_pool("you") == ""


def test_an_island_returned_to_its_owners_hand_pays_for_daze_cr_118_9_118_3(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add("Island", "you")
    b.add_mana("you", "R")
    b.cast(cards["Lightning Bolt"], targets=["opponent"], resolve=False)
    bolt = int(b.stack["id"].iloc[-1])
    b.cast(cards["Daze"], targets=[bolt], alternative="text", resolve=False)
    assert list(b.hand("you")["name"]) == ["Island"]  # returned as it was cast (118.3)
    assert len(b.permanents) == 0


def test_force_of_will_pays_life_and_exiles_a_blue_card_from_hand_cr_118_9_119_4(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    blue = b.add(cards["Counterspell"], "you", zone="hand")
    b.add_mana("you", "R")
    b.cast(cards["Lightning Bolt"], targets=["opponent"], resolve=False)
    bolt = int(b.stack["id"].iloc[-1])
    b.cast(cards["Force of Will"], targets=[bolt], alternative="text",
           choices=[blue], resolve=False)
    assert b.life("you") == 19  # 1 life paid (119.4)
    assert list(b.exile["name"]) == ["Counterspell"]  # exiled from the hand (406.3)


def test_a_condition_before_it_must_hold_as_the_spell_is_cast_cr_118_9(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    bear = b.add(cards["Grizzly Bears"], "you")
    with pytest.raises(ml.IllegalActionError, match=r"118.9"):  # no Plains yet
        b.cast(cards["Orim's Cure"], targets=[bear], alternative="text")
    b.add("Plains", "you")
    b.cast(cards["Orim's Cure"], targets=[bear], alternative="text", choices=[bear])
    assert b.is_tapped(bear)  # tapped to pay it (118.3)


def test_life_paid_instead_needs_that_much_life_cr_119_4(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add("Swamp", "you")
    bear = b.add(cards["Grizzly Bears"], "opponent")
    b.cast(cards["Snuff Out"], targets=[bear], alternative="text")
    assert b.life("you") == 16 and len(b.permanents) == 1  # 4 life paid; the Bears destroyed


def test_a_card_without_one_names_its_alternative_costs_cr_118_9(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    with pytest.raises(ml.IllegalActionError, match=r"no text cost"):
        b.cast(cards["Lightning Bolt"], targets=["opponent"], alternative="text")


# -- every such line of the corpus --------------------------------------------------------

_LINE: Final = re.compile(r"rather than pay this spell's mana cost", re.M)


def _lines() -> list[tuple[Card, Ability]]:
    return corpus_abilities(_LINE, lambda a: a.supported and any(
        isinstance(e, AlternativeCost) and e.keyword == TEXT_ALTERNATIVE for e in a.effects))


_LINES: list[tuple[Card, Ability]] = []


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """``text_alternative``: one test per supported alternative cost of a spell's text."""
    if "text_alternative" not in metafunc.fixturenames:
        return
    if not _LINES:
        _LINES.extend(_lines())
    parametrize_corpus(metafunc, "text_alternative", _LINES,
                       [f"{face.name}: {a.text[:24]}" for face, a in _LINES])


def _rich_board(active: str, stacked: bool) -> ml.Board:
    """A board where "you" could pay any of these costs: lands of each basic type, black
    creatures and Eldrazi Spawn, cards of each color and basic land cards in hand; an
    opponent's creature and, if ``stacked``, a spell on the stack to target."""
    b = ml.Board(active=active)
    for land in ("Plains", "Island", "Swamp", "Mountain", "Forest"):
        for _ in range(3):  # three of a kind: "return three Islands" (Thwart)
            b.add(land, "you")
        b.add(land, "you", zone="hand")
    knight = Card.from_text(name="Dark Squire", type_line="Creature — Human Knight",
                            mana_cost="{B}", power=2, toughness=2)
    spawn = Card.from_text(name="Spawn", type_line="Creature — Eldrazi Spawn", power=0,
                           toughness=1)
    dwarf = Card.from_text(name="Forge Dwarf", type_line="Creature — Dwarf",
                           mana_cost="{R}", power=1, toughness=1)
    relic = Card.from_text(name="Relic", type_line="Artifact", mana_cost="{1}")
    bird = Card.from_text(name="Sky Scout", type_line="Creature — Bird", mana_cost="{W}",
                          oracle_text="Flying", power=1, toughness=1)
    b.add(knight, "you", zone="graveyard")
    b.set_turn_history("you", attackers=1)  # raid (508.1a)
    for made in (knight, spawn, dwarf, relic, bird):
        for _ in range(4):
            b.add(made, "you")
    for color in "WUBRG":
        for _ in range(2):
            b.add(Card.from_text(name=f"Pitch {color}", type_line="Instant",
                                 mana_cost=f"{{{color}}}"), "you", zone="hand")
    b.add(Card.from_text(name="Target Bear", type_line="Creature — Bear",
                         mana_cost="{1}{G}", power=2, toughness=2), "opponent")
    if stacked:
        b.add_mana("you", "G")
        b.cast(Card.from_text(name="Stacked Growth", type_line="Instant", mana_cost="{G}",
                              oracle_text="You gain 1 life."), controller="you",
               resolve=False)
    return b


def _as_taken(option: Any) -> Any:
    """A listed option as an action takes it: "Spawn #20" is the permanent or card 20."""
    m = re.search(r"#(\d+)\]?$", option) if isinstance(option, str) else None
    return int(m.group(1)) if m else option


def _mana(cost: Any) -> str:
    """The mana of a cost without X as a pool string: its colored symbols, generic as C."""
    return "".join(c for s in cost.symbols for c in sorted(s.colors)) + "C" * cost.generic


@pytest.mark.corpus
def test_every_text_alternative_cost_is_paid_rather_than_the_mana_cost_cr_118_9(
        text_alternative: Any) -> None:
    face, ability = text_alternative
    alt = next(e for e in ability.effects if isinstance(e, AlternativeCost))
    last: Exception | None = None
    for active, stacked in (("you", False), ("opponent", False), ("you", True),
                            ("opponent", True)):  # "If it's not your turn, ..."
        b = _rich_board(active, stacked)
        if any(isinstance(e, CastOnly) and "combat" in e.timings
               for a in face.abilities for e in a.effects):
            b.advance("beginning of combat")  # "Cast this spell only during combat" (506.1)
        b.add_mana("you", _mana(alt.cost))
        given: dict[str, list[Any]] = {"targets": [], "choices": []}
        for _ in range(12):  # each choice answered with its first legal option
            try:
                b.cast(face, alternative="text", controller="you", resolve=False, **given)
                break
            except ml.ChoiceRequired as asked:
                if not asked.options:
                    pytest.skip(f"asks without options: {asked}")
                key = "targets" if "target" in asked.what else "choices"
                given[key].append(_as_taken(asked.options[0]))
            except ml.IllegalActionError as refused:
                last = last or refused  # the first board's reason
                break
        else:
            pytest.fail("too many choices asked")
        if len(b.stack) > stacked:
            assert b.mana_pool("you") == ""  # the alternative's mana only (118.9)
            return
    if last is not None and re.search(r"target|601\.2c|115", str(last)):
        pytest.skip(f"the board has no legal target: {last}")
    pytest.fail(f"never cast: {last}")
