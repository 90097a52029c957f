"""A spell's own timing restrictions (CR 601.3, 307.1): "Cast this spell only during
combat before blockers are declared." (Gorilla War Cry), "... during combat after
blockers are declared." (Aleatory), "... during the declare attackers step and only if
you've been attacked this step." (Assassin's Blade). Read by grammar/castcosts.lark into
:class:`~mtglab.cards.castcosts.CastOnly`; checked by engine/spells/casttiming.py as the
spell is announced; across every such line of ../shared/corpus."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Ability
from mtglab.cards.castcosts import CastOnly
from mtglab.cards.model import Card
from tests.conftest import corpus_abilities, corpus_cards, parametrize_corpus

_NAMES: Final = ("Gorilla War Cry", "Aleatory", "Assassin's Blade", "Grizzly Bears",
                 "Llanowar Elves")


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    """The corpus cards these tests play (only those are parsed)."""
    return corpus_cards(*_NAMES)


def _library(b: ml.Board) -> None:
    for who in ("you", "opponent"):
        for _ in range(3):
            b.add("Island", who, zone="library")


def test_only_during_combat_before_blockers_refused_in_a_main_phase_cr_601_3(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "RC")
    with pytest.raises(ml.IllegalActionError, match=r"before blockers are declared"):
        b.cast(cards["Gorilla War Cry"])
    assert b.mana_pool("you") == "RC"  # nothing changed


def test_only_during_combat_before_blockers_allowed_in_beginning_of_combat_cr_601_3_507(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board(phase="beginning of combat")
    _library(b)
    b.add_mana("you", "RC")
    b.cast(cards["Gorilla War Cry"])  # its delayed draw waits for the next upkeep
    assert b.mana_pool("you") == "" and "Gorilla War Cry" in list(b.graveyard("you")["name"])


def test_after_blockers_are_declared_means_the_declare_blockers_step_or_later_cr_509_1(
        cards: dict[str, ml.Card]) -> None:
    for phase, allowed in (("declare attackers", False), ("declare blockers", True),
                           ("combat damage", True), ("postcombat main", False)):
        b = ml.Board(phase=phase)
        bear = b.add(cards["Grizzly Bears"], "you")
        b.add_mana("you", "R")
        problems = ""
        try:
            b.cast(cards["Aleatory"], targets=[bear], choices=[True], resolve=False)
        except ml.IllegalActionError as refused:
            problems = str(refused)
        assert ("after blockers are declared" in problems) is not allowed, phase


def test_only_if_youve_been_attacked_this_step_cr_601_3_508_1(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board(active="opponent")
    elves = b.add(cards["Llanowar Elves"], "opponent")
    b.add_mana("you", "BC")
    with pytest.raises(ml.IllegalActionError, match=r"attacked this step"):
        b.cast(cards["Assassin's Blade"], controller="you", targets=[elves])
    b.attack(elves)
    b.cast(cards["Assassin's Blade"], controller="you", targets=[elves])
    assert "Llanowar Elves" in list(b.graveyard("opponent")["name"])  # destroyed


# -- every such line of the corpus --------------------------------------------------------

_LINE: Final = re.compile(r"^Cast this spell only", re.M)
_STEPS: Final = ("upkeep", "precombat main", "beginning of combat", "declare attackers",
                 "declare blockers", "combat damage", "end of combat", "postcombat main",
                 "end")


def _lines() -> list[tuple[Card, Ability]]:
    return corpus_abilities(_LINE, lambda a: a.supported and any(
        isinstance(e, CastOnly) and e.timings for e in a.effects))


_LINES: list[tuple[Card, Ability]] = []


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """``cast_only_line``: one test per supported timing restriction with a step."""
    if "cast_only_line" not in metafunc.fixturenames:
        return
    if not _LINES:
        _LINES.extend(_lines())
    parametrize_corpus(metafunc, "cast_only_line", _LINES,
                       [f"{face.name}: {a.text[20:44]}" for face, a in _LINES])


def _timing_refusal(face: Any, active: str, phase: str) -> bool:
    """Whether casting ``face`` as "you" is refused by its own timing restriction (601.3)
    in ``phase`` of ``active``'s turn, with an opposing creature attacking "you"."""
    b = ml.Board(active=active, phase="precombat main")
    attacker = b.add("Grizzly Bears", "opponent")
    if active == "opponent" and phase in ("declare attackers", "declare blockers",
                                          "combat damage"):
        b.attack(attacker)  # the declare attackers step (508.1)
    if phase != b.phase:
        b.advance(phase)
    try:
        b.cast(face, controller="you", resolve=False)
    except ml.IllegalActionError as refused:
        return "CR 601.3" in str(refused)
    except (ml.ChoiceRequired, ml.UnsupportedError):
        return False
    return False


@pytest.mark.corpus
def test_every_cast_only_line_is_refused_in_some_step_and_allowed_in_another_cr_601_3(
        cast_only_line: Any) -> None:
    face, _ability = cast_only_line
    refused = {(active, phase): _timing_refusal(face, active, phase)
               for active in ("you", "opponent") for phase in _STEPS}
    assert any(refused.values()), "never refused by its timing"
    assert not all(refused.values()), "refused by its timing in every step"


def test_aleatorys_won_flip_pumps_its_target_cr_705_2_608_2d(
        cards: dict[str, ml.Card]) -> None:
    # "Flip a coin. If you win the flip, target creature gets +1/+1 until end of turn."
    # beside a delayed draw: the "if" reads the flip of the same ability (608.2c-d)
    for result, power in (("win", 3), ("lose", 2)):
        b = ml.Board(phase="declare blockers")
        _library(b)
        bear = b.add(cards["Grizzly Bears"], "you")
        b.add_mana("you", "RC")
        b.cast(cards["Aleatory"], targets=[bear], choices=[result])
        assert b.characteristics(bear)["power"] == power
