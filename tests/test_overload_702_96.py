"""Overload (CR 702.96): "Overload [cost]" is an alternative cost (702.96a, 118.9),
chosen with ``b.cast(..., alternative="overload")``; a spell cast for it has its text
changed, each word "target" becoming "each" (702.96a, 612.1), so it needs no target and
affects what couldn't have been targeted (702.96b). Read by grammar/castcosts.lark into
an :class:`~mtglab.cards.castcosts.AlternativeCost` whose ``changed`` abilities are the
spell's changed text, read with the card (oracle/overloading.py); played by
engine/spells/overload.py; across every overload line of ../shared/corpus."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Ability
from mtglab.cards.castcosts import OVERLOAD, AlternativeCost
from mtglab.cards.model import Card
from tests.conftest import audit_found, corpus_abilities, corpus_cards, parametrize_face_lines

_NAMES: Final = ("Cyclonic Rift", "Electrickery", "Mind Rake", "Counterflux")


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    """The corpus cards these tests play (only those are parsed)."""
    return corpus_cards(*_NAMES)


def _board() -> tuple[ml.Board, dict[str, Any]]:
    """Nonland permanents of the opponent's and of yours, and a land of the opponent's."""
    b = ml.Board()
    ids = {"bears": b.add("Grizzly Bears", "opponent"), "ring": b.add("Sol Ring", "opponent"),
           "land": b.add("Island", "opponent"), "mine": b.add("Llanowar Elves", "you")}
    return b, ids


def test_cast_normally_cyclonic_rift_returns_its_target_cr_608_2(
        cards: dict[str, ml.Card]) -> None:
    b, ids = _board()
    b.add_mana("you", "UC")  # its mana cost {1}{U}
    b.cast(cards["Cyclonic Rift"], targets=[ids["bears"]])
    assert list(b.hand("opponent")["name"]) == ["Grizzly Bears"]
    assert {"Sol Ring", "Island", "Llanowar Elves"} <= set(b.permanents["name"])


def test_cast_normally_cyclonic_rift_needs_a_target_cr_601_2c(
        cards: dict[str, ml.Card]) -> None:
    b, _ids = _board()
    b.add_mana("you", "UC")
    with pytest.raises((ml.ChoiceRequired, ml.IllegalActionError)):
        b.cast(cards["Cyclonic Rift"])


def test_overloaded_cyclonic_rift_returns_each_nonland_permanent_you_dont_control_cr_702_96(
        cards: dict[str, ml.Card]) -> None:
    b, _ids = _board()
    b.add_mana("you", "UCCCCCC")  # its overload cost {6}{U} (702.96a, 118.9)
    b.cast(cards["Cyclonic Rift"], alternative="overload")  # no target chosen (702.96b)
    assert sorted(b.hand("opponent")["name"]) == ["Grizzly Bears", "Sol Ring"]
    assert set(b.permanents["name"]) == {"Island", "Llanowar Elves"}  # a land; yours
    assert b.mana_pool("you") == ""  # {6}{U} paid rather than {1}{U} (118.9)


def test_overload_reaches_what_couldnt_be_targeted_cr_702_96b(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    warded = ml.Card.from_text(name="Hexproof Bear", mana_cost="{1}{G}", power="2",
                               toughness="2", type_line="Creature — Bear",
                               oracle_text="Hexproof")
    bear = b.add(warded, "opponent")  # hexproof (702.11b): no spell of yours targets it
    b.add_mana("you", "UC")
    with pytest.raises(ml.IllegalActionError):
        b.cast(cards["Cyclonic Rift"], targets=[bear])
    b.add_mana("you", "CCCCC")
    b.cast(cards["Cyclonic Rift"], alternative="overload")
    assert list(b.hand("opponent")["name"]) == ["Hexproof Bear"]


def test_overload_is_paid_in_full_cr_118_9_601_2h(cards: dict[str, ml.Card]) -> None:
    b, _ids = _board()
    b.add_mana("you", "UC")  # its mana cost only
    with pytest.raises(ml.IllegalActionError):
        b.cast(cards["Cyclonic Rift"], alternative="overload")
    assert len(b.hand("opponent")) == 0


def test_overloaded_damage_and_discard_have_each_for_target_cr_702_96a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add("Llanowar Elves", "opponent")
    b.add("Birds of Paradise", "opponent")
    b.add("Grizzly Bears", "you")
    for who in ("you", "opponent"):
        for _ in range(2):
            b.add("Island", who, zone="hand")
    b.add_mana("you", "RC")  # Electrickery's overload cost {1}{R}
    b.cast(cards["Electrickery"], alternative="overload")
    assert set(b.permanents["name"]) == {"Grizzly Bears"}  # 1 damage each (120.3)
    b.add_mana("you", "BC")  # Mind Rake's overload {1}{B}: "Each player discards two"
    b.cast(cards["Mind Rake"], alternative="overload")
    assert len(b.hand("you")) == 0 and len(b.hand("opponent")) == 0  # 701.9a


def test_the_changed_text_is_read_with_the_card_cr_702_96a_612_1(
        cards: dict[str, ml.Card]) -> None:
    rift = cards["Cyclonic Rift"]
    alt = next(e for a in rift.abilities for e in a.effects
               if isinstance(e, AlternativeCost) and e.keyword == OVERLOAD)
    assert str(alt.cost) == "{6}{U}"
    assert [a.text for a in alt.changed] == [
        "Return each nonland permanent you don't control to its owner's hand."]
    printed = next(a for a in rift.abilities if a.kind.value == "spell")
    assert printed.target_words and not alt.changed[0].target_words  # 702.96b


def test_an_overloaded_text_not_understood_names_it_cr_702_96a(
        cards: dict[str, ml.Card]) -> None:
    line = next(a for a in cards["Counterflux"].abilities if a.text.startswith("Overload"))
    assert not line.supported and "Counter each spell you don't control" in line.problem
    spell = next(a for a in cards["Counterflux"].abilities if a.text.startswith("Counter "))
    assert spell.supported  # cast for its mana cost, it still counters its target


# -- every overload line of the corpus ----------------------------------------------------

_LINE: Final = re.compile(r"^Overload \{", re.M)


def _lines() -> list[tuple[Card, Ability]]:
    return corpus_abilities(_LINE, lambda a: a.text.startswith("Overload {"))


# ``overload_line``: one test per overload keyword line of the corpus.
pytest_generate_tests = parametrize_face_lines("overload_line", _lines, width=16)


@pytest.mark.corpus
def test_every_overload_line_is_played_or_names_its_part_cr_702_96a(
        overload_line: Any) -> None:
    """Supported: the audit casts it for its overload cost and resolves it (702.96a);
    unsupported: its problem names the line of the spell that isn't read."""
    _face, ability = overload_line
    if not ability.supported:
        assert "702.96a" in ability.problem or "can't be cast" in ability.problem, \
            ability.problem
        return
    audit_found([overload_line], board_refusals=True)


def test_most_overload_lines_are_supported_cr_702_96() -> None:
    found = _lines()
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 26 and sum(a.supported for _f, a in found) >= 16
