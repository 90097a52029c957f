"""Retrace (CR 702.81a) and jump-start (702.133a): permissions to cast the card from its
owner's graveyard (601.3) by discarding a card in addition to its other costs (601.2f,
601.2h) — a land card for retrace, any card for jump-start, whose card is then exiled
whenever it would leave the stack. Read by grammar/castcosts.lark into a
:class:`~mtglab.cards.effects.CastPermission` with ``costs``; played by
engine/spells/casting.py and additionalcosts.py; across every such line of
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

_NAMES: Final = ("Flame Jab", "Radical Idea", "Counterspell")


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    """The corpus cards these tests play (only those are parsed)."""
    return corpus_cards(*_NAMES)


def test_retrace_casts_from_the_graveyard_discarding_a_land_card_cr_702_81a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    jab = b.add(cards["Flame Jab"], zone="graveyard")  # {R}: 1 damage to any target
    b.add("Mountain", zone="hand")
    b.add_mana("you", "R")
    b.cast(jab, targets=["opponent"])
    assert b.life("opponent") == 19
    # the land was discarded (701.9a); retrace doesn't exile the card: it resolved and
    # went to its owner's graveyard (608.2n), to be cast again
    assert sorted(b.graveyard("you")["name"]) == ["Flame Jab", "Mountain"]
    assert b.hand("you").empty and b.mana_pool("you") == ""  # its mana cost was paid too


def test_retrace_needs_a_land_card_in_hand_cr_702_81a_601_2h(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    jab = b.add(cards["Flame Jab"], zone="graveyard")
    b.add("Grizzly Bears", zone="hand")  # no land card to discard
    b.add_mana("you", "R")
    with pytest.raises(ml.IllegalActionError, match=r"601.2h"):
        b.cast(jab, targets=["opponent"])
    assert list(b.graveyard("you")["name"]) == ["Flame Jab"]  # nothing changed
    assert list(b.hand("you")["name"]) == ["Grizzly Bears"] and b.mana_pool("you") == "R"


def test_retrace_asks_which_land_card_when_there_are_two_cr_601_2h(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    jab = b.add(cards["Flame Jab"], zone="graveyard")
    b.add("Mountain", zone="hand")
    b.add("Forest", zone="hand")
    b.add_mana("you", "R")
    with pytest.raises(ml.ChoiceRequired):
        b.cast(jab, targets=["opponent"])
    b.cast(jab, targets=["opponent"], choices=["Forest"])
    assert list(b.hand("you")["name"]) == ["Mountain"]
    assert "Forest" in list(b.graveyard("you")["name"])


def test_jump_start_discards_any_card_and_exiles_the_spell_cr_702_133a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add("Island", zone="library")
    idea = b.add(cards["Radical Idea"], zone="graveyard")  # {1}{U}: draw a card
    b.add("Grizzly Bears", zone="hand")
    b.add_mana("you", "UC")
    b.cast(idea)
    assert list(b.hand("you")["name"]) == ["Island"]  # it resolved: a card drawn
    assert list(b.graveyard("you")["name"]) == ["Grizzly Bears"]  # discarded (701.9a)
    assert list(b.exile["name"]) == ["Radical Idea"]  # "Then exile this card"


def test_a_jump_started_spell_countered_is_exiled_cr_702_133a_701_6a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add("Island", zone="library")
    idea = b.add(cards["Radical Idea"], zone="graveyard")
    b.add("Grizzly Bears", zone="hand")
    b.add_mana("you", "UC")
    spell = b.cast(idea, resolve=False)
    b.add_mana("opponent", "UU")
    b.cast(cards["Counterspell"], controller="opponent", targets=[spell])
    assert "Radical Idea" in list(b.exile["name"])
    assert "Radical Idea" not in list(b.graveyard("you")["name"])


def test_jump_start_from_the_hand_is_an_ordinary_cast_cr_601_2(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add("Island", zone="library")
    b.add("Grizzly Bears", zone="hand")
    b.add_mana("you", "UC")
    b.cast(cards["Radical Idea"])
    assert list(b.graveyard("you")["name"]) == ["Radical Idea"] and b.exile.empty
    assert sorted(b.hand("you")["name"]) == ["Grizzly Bears", "Island"]  # none discarded


# -- every retrace and jump-start line of the corpus -------------------------------------

_LINE: Final = re.compile(r"^(?:Retrace|Jump-start)\b", re.M)


def _lines() -> list[tuple[Card, Ability]]:
    return corpus_abilities(_LINE, lambda a: a.supported and any(
        isinstance(e, CastPermission) and e.keyword in ("Retrace", "Jump-start")
        for e in a.effects))


# ``graveyard_line``: one test per supported retrace or jump-start keyword.
pytest_generate_tests = parametrize_face_lines("graveyard_line", _lines, width=20)


@pytest.mark.corpus
def test_every_retrace_and_jump_start_card_is_cast_from_its_graveyard_cr_601_3(
        graveyard_line: Any) -> None:
    face, ability = graveyard_line
    b = ml.Board()
    for who in ("you", "opponent"):
        for _ in range(3):
            b.add("Island", who, zone="library")
        b.add("Grizzly Bears", who)
    card = b.add(face, zone="graveyard")
    discarded = b.add("Mountain", zone="hand")  # a land card: either keyword's discard
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
    assert str(discarded) in list(b.graveyard("you")["name"])  # 702.81a, 702.133a
    if ability.keywords == ("Jump-start",):
        assert face.name in list(b.exile["name"])  # 702.133a
