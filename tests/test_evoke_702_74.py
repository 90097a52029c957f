"""Evoke (CR 702.74a): an alternative cost (118.9, ``b.cast(..., alternative="evoke")``)
and "When this permanent enters, if its evoke cost was paid, its controller sacrifices
it." Read by grammar/castcosts.lark into an
:class:`~mtglab.cards.castcosts.AlternativeCost`; played by
engine/spells/alternativecosts.py and engine/spells/evoke.py; across every evoke line of
../shared/corpus."""

from __future__ import annotations

from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.castcosts import AlternativeCost
from tests.alternative_costs import keyword_lines, stocked_board
from tests.conftest import corpus_cards, parametrize_face_lines

_NAMES: Final = ("Mulldrifter",)


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    """The corpus cards these tests play (only those are parsed)."""
    return corpus_cards(*_NAMES)


def _library(b: ml.Board) -> None:
    for who in ("you", "opponent"):
        for _ in range(3):
            b.add("Island", who, zone="library")


def test_an_evoked_creature_is_sacrificed_as_it_enters_cr_702_74a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    _library(b)
    b.add_mana("you", "UCC")  # Evoke {2}{U}, rather than its mana cost {4}{U}
    with pytest.raises(ml.ChoiceRequired, match=r"603.3b") as asked:
        b.cast(cards["Mulldrifter"], alternative="evoke")  # two enters abilities: order
    sacrifice_last = asked.value.options[0]
    b.cast(cards["Mulldrifter"], alternative="evoke", choices=[sacrifice_last])
    b.resolve()  # the draw, on the stack above the sacrifice
    b.resolve()
    assert len(b.hand("you")) == 2  # "When Mulldrifter enters, draw two cards."
    assert list(b.graveyard("you")["name"]) == ["Mulldrifter"]  # sacrificed (701.21a)
    assert b.permanents.empty and b.mana_pool("you") == ""


def test_cast_for_its_mana_cost_it_stays_cr_702_74a(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    _library(b)
    b.add_mana("you", "UCCCC")
    b.cast(cards["Mulldrifter"])
    b.resolve()  # its enters ability only
    assert b.stack.empty
    assert list(b.permanents["name"]) == ["Mulldrifter"] and len(b.hand("you")) == 2


# -- every evoke line of the corpus ------------------------------------------------------

# ``evoke_line``: one test per supported evoke keyword.
pytest_generate_tests = parametrize_face_lines("evoke_line", keyword_lines("Evoke"), width=16)


@pytest.mark.corpus
def test_every_evoke_card_is_sacrificed_when_evoked_cr_702_74a(evoke_line: Any) -> None:
    face, ability = evoke_line
    alt = next(e for e in ability.effects if isinstance(e, AlternativeCost))
    b = stocked_board()
    spell = b.cast(face, alternative="evoke", resolve=False)
    assert spell is not None
    assert len(b.mana_pool("you")) == 28 - alt.cost.mana_value  # its evoke cost (118.9)
    try:
        b.resolve()  # the permanent enters; the sacrifice waits with its others (603.3)
    except ml.ChoiceRequired:
        return  # the order of its enters abilities, or their targets (603.3b, 603.3d)
    except ml.UnsupportedError as exc:
        pytest.skip(f"another of its lines: {exc}")
    while not b.stack.empty:
        try:
            b.resolve()
        except (ml.ChoiceRequired, ml.UnsupportedError):
            return  # another of its abilities asks or isn't played
    assert face.name not in list(b.permanents["name"])  # sacrificed (702.74a)
    assert face.name in list(b.graveyard("you")["name"]) + list(b.exile["name"])
