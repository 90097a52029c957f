"""Flashback (CR 702.34): cast the card from its owner's graveyard for its flashback cost,
exiled instead of put anywhere else any time it would leave the stack (702.34a) — read by
the keyword grammar into a :class:`~mtglab.cards.effects.CastPermission`, played by
engine/casting.py and engine/flashback.py; across every flashback line of
../shared/corpus."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Ability
from mtglab.cards.effects import CastPermission
from mtglab.cards.model import Card
from tests.conftest import corpus_abilities, corpus_cards, parametrize_face_lines

_POOL: Final = "WWWWUUUUBBBBRRRRGGGGCCCCCCCC"


_NAMES: Final = (
    "Counterspell",
    "Deep Analysis",
    "Lingering Souls",
    "Think Twice",
)


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    """The corpus cards these tests play (only those are parsed)."""
    return corpus_cards(*_NAMES)


def test_cast_from_the_graveyard_for_the_flashback_cost_then_exiled_cr_702_34a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add("Island", zone="library")
    think = b.add(cards["Think Twice"], zone="graveyard")  # Flashback {2}{U}
    b.add_mana("you", "UCC")
    b.cast(think)
    assert list(b.hand("you")["name"]) == ["Island"]  # it resolved: a card drawn
    assert list(b.exile["name"]) == ["Think Twice"] and b.graveyard("you").empty
    assert b.mana_pool("you") == ""  # {2}{U}, not its mana cost {1}{U} (118.9)


def test_cast_from_the_hand_it_goes_to_the_graveyard_cr_608_2n(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add("Island", zone="library")
    b.add_mana("you", "UC")
    b.cast(cards["Think Twice"])
    assert list(b.graveyard("you")["name"]) == ["Think Twice"] and b.exile.empty


def test_a_flashed_back_spell_countered_is_exiled_cr_702_34a_701_6a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add("Island", zone="library")
    think = b.add(cards["Think Twice"], zone="graveyard")
    b.add_mana("you", "UCC")
    spell = b.cast(think, resolve=False)
    b.add_mana("opponent", "UU")
    b.cast(cards["Counterspell"], controller="opponent", targets=[spell])
    assert "Think Twice" in list(b.exile["name"])
    assert "Think Twice" not in list(b.graveyard("you")["name"])


def test_flashback_with_life_pays_it_in_addition_cr_702_34a_119_4(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    for _ in range(2):
        b.add("Island", zone="library", owner="opponent")
    analysis = b.add(cards["Deep Analysis"], zone="graveyard")  # Flashback—{1}{U}, 3 life
    b.add_mana("you", "UC")
    b.cast(analysis, targets=["opponent"])
    assert b.life("you") == 17 and len(b.hand("opponent")) == 2


def test_a_sorcery_with_flashback_is_cast_at_sorcery_speed_cr_307_1(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    souls = b.add(cards["Lingering Souls"], zone="graveyard")  # Flashback {1}{B}
    b.add_mana("you", "BC")
    b.active = "opponent"  # not your main phase
    with pytest.raises(ml.IllegalActionError, match=r"307.1"):
        b.cast(souls, controller="you")
    assert list(b.graveyard("you")["name"]) == ["Lingering Souls"]


# -- every flashback line of the corpus ------------------------------------------------

_FLASHBACK_LINE: Final = re.compile(r"^Flashback[ —]", re.M)


def _flashback_lines() -> list[tuple[Card, Ability]]:
    return corpus_abilities(_FLASHBACK_LINE, lambda a: a.supported and any(
        isinstance(e, CastPermission) and e.keyword == "Flashback" for e in a.effects))


# ``flashback_line``: one test per supported flashback keyword of the corpus.
pytest_generate_tests = parametrize_face_lines("flashback_line", _flashback_lines, width=30)


@pytest.mark.corpus
def test_every_flashback_card_is_cast_from_its_graveyard_cr_702_34a(
        flashback_line: Any) -> None:
    face, _ability = flashback_line
    b = ml.Board()
    for who in ("you", "opponent"):
        for _ in range(3):
            b.add("Island", who, zone="library")
        b.add("Grizzly Bears", who)
    card = b.add(face, zone="graveyard")
    b.add_mana("you", _POOL)
    try:
        b.cast(card)
    except ml.ChoiceRequired:
        return  # it was allowed from the graveyard and asks for its targets (601.2c)
    except ml.UnsupportedError as exc:
        pytest.skip(f"another of its lines: {exc}")
    except ml.IllegalActionError as exc:
        assert "601.3" not in str(exc), exc  # the permission is there
        return
    assert face.name in list(b.exile["name"])  # 702.34a
