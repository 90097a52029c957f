"""Entwine (CR 702.42): "Entwine [cost]" is an optional additional cost of a modal spell
(``b.cast(..., optional_costs={"entwine": 1})``, 601.2b, 601.2f); paid, every one of its
modes is chosen (702.42b), and only then. Read by grammar/castcosts.lark into an
:class:`~mtglab.cards.castcosts.OptionalCost`; played by engine/spells/copycosts.py
(the cost) and engine/resolution/modes.py (the modes); across every entwine line of
../shared/corpus."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Ability
from mtglab.cards.castcosts import ENTWINE, CastOnly, OptionalCost
from mtglab.cards.model import Card
from tests.conftest import corpus_abilities, corpus_cards, parametrize_corpus

_NAMES: Final = ("Roar of the Kha", "Grizzly Bears")


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    """The corpus cards these tests play (only those are parsed)."""
    return corpus_cards(*_NAMES)


def test_entwined_both_modes_happen_and_its_cost_is_added_cr_702_42a_b(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    bear = b.add(cards["Grizzly Bears"], "you", tapped=True)
    b.add_mana("you", "WWCCC")
    b.cast(cards["Roar of the Kha"], modes=[0, 1], optional_costs={"entwine": 1})
    assert b.mana_pool("you") == "C"  # {1}{W} and the entwine cost {1}{W} (601.2f)
    assert not b.is_tapped(bear)  # untapped, and +1/+1 until end of turn
    assert int(b.permanents["power"].iloc[0]) == 3


def test_entwined_a_single_mode_cant_be_chosen_cr_702_42b(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "WWCCC")
    with pytest.raises(ml.IllegalActionError, match=r"2"):
        b.cast(cards["Roar of the Kha"], modes=[0], optional_costs={"entwine": 1})
    assert b.mana_pool("you") == "WWCCC"


def test_without_entwine_both_modes_cant_be_chosen_cr_700_2(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "WWCCC")
    with pytest.raises(ml.IllegalActionError):
        b.cast(cards["Roar of the Kha"], modes=[0, 1])
    b.cast(cards["Roar of the Kha"], modes=[1])  # one mode, its mana cost only
    assert b.mana_pool("you") == "WCC"


# -- every entwine line of the corpus -----------------------------------------------------

_LINE: Final = re.compile(r"^Entwine \{", re.M)


def _lines() -> list[tuple[Card, Ability]]:
    return corpus_abilities(_LINE, lambda a: a.supported and any(
        isinstance(e, OptionalCost) and e.keyword == ENTWINE for e in a.effects))


_LINES: list[tuple[Card, Ability]] = []


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """``entwine_line``: one test per supported entwine keyword."""
    if "entwine_line" not in metafunc.fixturenames:
        return
    if not _LINES:
        _LINES.extend(_lines())
    parametrize_corpus(metafunc, "entwine_line", _LINES,
                       [face.name for face, _a in _LINES])


#: an artifact creature with flying, to be targeted
_KITE: Final = Card.from_text(name="Brass Kite", type_line="Artifact Creature — Bird",
                              mana_cost="{2}", oracle_text="Flying", power=1, toughness=1)


def _modes(face: Any) -> list[int]:
    return [a.mode for a in face.abilities if a.mode is not None]


@pytest.mark.corpus
def test_every_entwine_chooses_all_modes_and_adds_its_cost_cr_702_42(
        entwine_line: Any) -> None:
    face, ability = entwine_line
    entwine = next(e for e in ability.effects if isinstance(e, OptionalCost))
    everything = _modes(face)
    timed = any(isinstance(e, CastOnly) for a in face.abilities for e in a.effects)
    phase = "beginning of combat" if timed else "precombat main"  # 601.3
    b = ml.Board(phase=phase)
    b.add_mana("you", "WUBRG")
    with pytest.raises(ml.IllegalActionError, match=r"702.42b|700.2"):  # one mode only
        b.cast(face, modes=everything[:1], optional_costs={"entwine": 1})
    assert b.mana_pool("you") == "WUBRG"
    total = face.mana_cost + entwine.cost  # 601.2f
    pool = "".join(c for s in total.symbols for c in sorted(s.colors)) + "C" * total.generic
    b = ml.Board(phase=phase)
    for who in ("you", "opponent"):
        for _ in range(3):
            b.add("Grizzly Bears", who)
            b.add("Forest", who)
            b.add(_KITE, who)
            b.add("Island", who, zone="library")
    b.add_mana("you", pool)
    given: dict[str, Any] = {"modes": everything, "optional_costs": {"entwine": 1},
                             "targets": [], "x": 1 if total.has_x else None}
    for _ in range(8):
        try:
            b.cast(face, resolve=False, **given)
            break
        except ml.ChoiceRequired as asked:
            if "target" not in asked.what or not asked.options:
                pytest.skip(f"asks: {asked}")
            option = asked.options[0]  # "Grizzly Bears #3" is the permanent 3
            m = re.search(r"#(\d+)\]?$", option) if isinstance(option, str) else None
            given["targets"].append(int(m.group(1)) if m else option)
        except ml.IllegalActionError as refused:
            if re.search(r"target|601\.2c|115", str(refused)):
                pytest.skip(f"the board has no legal targets: {refused}")
            raise
    assert b.mana_pool("you") == "" or total.has_x  # its mana cost and entwine's (601.2f)
