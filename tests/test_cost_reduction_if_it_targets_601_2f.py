""""This spell costs {2} less to cast if it targets a tapped creature." (CR 601.2f,
118.7): a spell's targets are chosen (601.2c) before its total cost is determined, so a
reduction may ask what they are. Read by grammar/castcosts.lark into a
:class:`~mtglab.cards.castcosts.CostReduction` with ``targets``; applied by
engine/spells/additionalcosts.py; across every such line of ../shared/corpus."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Ability
from mtglab.cards.castcosts import CostReduction
from mtglab.cards.model import Card
from tests.conftest import corpus_abilities, corpus_cards, parametrize_corpus

_NAMES: Final = ("Banish from Edoras", "Grizzly Bears")


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    """The corpus cards these tests play (only those are parsed)."""
    return corpus_cards(*_NAMES)


def test_a_tapped_target_makes_it_cost_less_cr_601_2f_118_7(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    bear = b.add(cards["Grizzly Bears"], "opponent", tapped=True)
    b.add_mana("you", "WCC")  # {4}{W} less {2}
    b.cast(cards["Banish from Edoras"], targets=[bear])
    assert b.mana_pool("you") == "" and len(b.permanents) == 0  # exiled (406.3)


def test_an_untapped_target_pays_the_whole_cost_cr_601_2f(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    bear = b.add(cards["Grizzly Bears"], "opponent")
    b.add_mana("you", "WCC")
    with pytest.raises(ml.IllegalActionError, match=r"can't pay \{4\}\{W\}"):
        b.cast(cards["Banish from Edoras"], targets=[bear])
    assert b.mana_pool("you") == "WCC" and len(b.permanents) == 1  # nothing changed


# -- every such line of the corpus --------------------------------------------------------

_LINE: Final = re.compile(r"less to cast if it targets", re.M)


def _lines() -> list[tuple[Card, Ability]]:
    return corpus_abilities(_LINE, lambda a: a.supported and any(
        isinstance(e, CostReduction) and e.targets is not None for e in a.effects))


_LINES: list[tuple[Card, Ability]] = []


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """``targets_reduction``: one test per supported "if it targets" reduction."""
    if "targets_reduction" not in metafunc.fixturenames:
        return
    if not _LINES:
        _LINES.extend(_lines())
    parametrize_corpus(metafunc, "targets_reduction", _LINES,
                       [f"{face.name}: {a.text[39:70]}" for face, a in _LINES])


#: permanents each player has, to be targeted: of every color, legendary, of the
#: subtypes these lines name, flying, with a +1/+1 counter; and one of mana value 1
_OMNI: Final = Card.from_text(name="Omni Beast", mana_cost="{W}{U}{B}{R}{G}",
                              type_line="Legendary Creature — Spider Dinosaur Mount",
                              oracle_text="Flying", power=5, toughness=5)
_OMNI_TOKEN: Final = Card.from_text(name="Omni Token", mana_cost="{W}{U}{B}{R}{G}",
                                    type_line="Creature — Spider Dinosaur Mount",
                                    oracle_text="Flying", power=5, toughness=5)
_SMALL: Final = Card.from_text(name="Small Relic", type_line="Artifact Creature — Construct",
                               mana_cost="{1}", power=1, toughness=1)


def _board(combat: bool) -> tuple[ml.Board, list[Any]]:
    """A board with the candidates: tapped outside combat; with ``combat``, "you"'s
    Omni Beast attacking and the opponent's blocking it (508.1, 509.1)."""
    b = ml.Board()
    found = []
    for who in ("you", "opponent"):
        found.append(b.add(_OMNI, who, tapped=not combat, counters={"+1/+1": 1}))
        found.append(b.add(_OMNI_TOKEN, who, token=True, tapped=not combat))
        found.append(b.add(_SMALL, who, tapped=not combat))
    if combat:
        b.attack(found[0])
        b.block(found[3], found[0])
    return b, found


def _pool(cost: Any, less: int) -> str:
    """The mana of ``cost`` with ``less`` generic mana taken off (118.7c)."""
    return "".join(c for s in cost.symbols for c in sorted(s.colors)) + \
        "C" * max(0, cost.generic - less)


def _cast_with_some_target(face: Any, pool: str) -> bool:
    """Whether "you" can cast ``face`` paying only ``pool`` with one of the candidates as
    its target (or its first or second of two), in or out of combat."""
    for combat in (False, True):
        board, found = _board(combat)
        board.add_mana("you", pool)
        picks = [[t] for t in found] + [[t, u] for t in found for u in found if t != u]
        for targets in picks:
            b = board.copy()
            try:
                b.cast(face, targets=targets, resolve=False,
                       x=0 if face.mana_cost.has_x else None)  # X of 0 (107.3)
                return True
            except (ml.IllegalActionError, ml.ChoiceRequired):
                continue
    return False


@pytest.mark.corpus
def test_every_targets_reduction_lowers_the_cost_for_a_matching_target_cr_601_2f(
        targets_reduction: Any) -> None:
    face, ability = targets_reduction
    less = next(e for e in ability.effects if isinstance(e, CostReduction)).mana.generic
    assert face.mana_cost is not None
    assert _cast_with_some_target(face, _pool(face.mana_cost, less))  # 601.2f
    if less < face.mana_cost.generic:  # a mana less than that can't pay it (118.7c)
        assert not _cast_with_some_target(face, _pool(face.mana_cost, less + 1))
