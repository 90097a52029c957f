"""Alternative costs a spell's keyword offers (CR 118.9, 601.2b): surge (702.117a: if
you cast another spell this turn) and spectacle (702.137a: if an opponent lost life
this turn), chosen with ``b.cast(..., alternative="surge")``. Read by
grammar/castcosts.lark into :class:`~mtglab.cards.castcosts.AlternativeCost`; played by
engine/spells/alternativecosts.py; across every surge and spectacle line of
../shared/corpus."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Ability
from mtglab.cards.castcosts import AlternativeCost
from mtglab.cards.model import Card
from tests.conftest import corpus_abilities, corpus_cards, parametrize_face_lines

_NAMES: Final = ("Skewer the Critics", "Comparative Analysis", "Lightning Bolt",
                 "Think Twice")


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    """The corpus cards these tests play (only those are parsed)."""
    return corpus_cards(*_NAMES)


def test_spectacle_is_paid_rather_than_the_mana_cost_cr_702_137a_118_9(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "RR")
    b.cast(cards["Lightning Bolt"], targets=["opponent"])  # the opponent lost life
    b.cast(cards["Skewer the Critics"], targets=["opponent"], alternative="spectacle")
    assert b.life("opponent") == 14 and b.mana_pool("you") == ""  # {R}, not {2}{R}


def test_spectacle_needs_an_opponent_to_have_lost_life_cr_702_137a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "R")
    with pytest.raises(ml.IllegalActionError, match=r"702.137a"):
        b.cast(cards["Skewer the Critics"], targets=["opponent"], alternative="spectacle")
    assert b.life("opponent") == 20 and b.mana_pool("you") == "R"
    b.add_mana("you", "CC")
    b.cast(cards["Skewer the Critics"], targets=["opponent"])  # its mana cost {2}{R}
    assert b.life("opponent") == 17


def test_surge_needs_another_spell_cast_this_turn_cr_702_117a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    for _ in range(4):
        b.add("Island", zone="library")
    b.add_mana("you", "UCC")
    with pytest.raises(ml.IllegalActionError, match=r"702.117a"):
        b.cast(cards["Comparative Analysis"], targets=["you"], alternative="surge")
    b.cast(cards["Think Twice"])  # another spell, {1}{U}: the pool keeps {C}
    b.add_mana("you", "UC")
    b.cast(cards["Comparative Analysis"], targets=["you"], alternative="surge")
    assert len(b.hand("you")) == 3 and b.mana_pool("you") == ""  # {2}{U}, not {3}{U}


def test_a_card_without_that_keyword_has_no_such_cost_cr_118_9(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "R")
    with pytest.raises(ml.IllegalActionError, match=r"118.9"):
        b.cast(cards["Lightning Bolt"], targets=["opponent"], alternative="surge")
    assert b.life("opponent") == 20


def test_only_one_alternative_cost_is_paid_cr_118_9a(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    think = b.add(cards["Think Twice"], zone="graveyard")  # Flashback {2}{U}
    b.add_mana("you", "UUCC")
    with pytest.raises(ml.IllegalActionError, match=r"118.9"):
        b.cast(think, alternative="surge")
    assert list(b.graveyard("you")["name"]) == ["Think Twice"]


# -- every surge and spectacle line of the corpus ----------------------------------------

_LINE: Final = re.compile(r"^(?:Surge|Spectacle) \{", re.M)


def _lines() -> list[tuple[Card, Ability]]:
    return corpus_abilities(_LINE, lambda a: a.supported and any(
        isinstance(e, AlternativeCost) for e in a.effects))


# ``alternative_line``: one test per supported surge or spectacle keyword.
pytest_generate_tests = parametrize_face_lines("alternative_line", _lines, width=16)


@pytest.mark.corpus
def test_every_surge_and_spectacle_card_is_cast_for_that_cost_cr_118_9(
        alternative_line: Any, cards: dict[str, ml.Card]) -> None:
    face, ability = alternative_line
    alt = next(e for e in ability.effects if isinstance(e, AlternativeCost))
    b = ml.Board()
    for who in ("you", "opponent"):
        for _ in range(3):
            b.add("Island", who, zone="library")
        b.add("Grizzly Bears", who)
    b.add_mana("you", "R")
    b.cast(cards["Lightning Bolt"], targets=["opponent"])  # a spell; life lost
    b.add_mana("you", "".join(sorted(str(s)[1] for s in alt.cost.symbols
                                     if len(str(s)) == 3 and str(s)[1] in "WUBRGC"))
               + "C" * alt.cost.generic)
    try:
        b.cast(face, alternative=alt.keyword.lower())
    except ml.ChoiceRequired:
        return  # the cost was allowed; it asks for its targets (601.2c)
    except ml.UnsupportedError as exc:
        pytest.skip(f"another of its lines: {exc}")
    except ml.IllegalActionError as exc:
        assert "601.2c" in str(exc) or "115" in str(exc), exc  # the test's board
        return
    assert b.mana_pool("you") == ""  # exactly its alternative cost was paid (118.9)
