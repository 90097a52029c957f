"""Morph, megamorph (CR 702.37) and disguise (702.168): cast the card face down as a 2/2
creature spell for {3} (702.37c, 702.168a, 708.4), turn it face up for its morph,
megamorph or disguise cost (702.37e, 702.168d) — read by the keyword grammar into
:class:`~mtglab.cards.keywords.Morph` records, cast by engine/facedowncast.py and turned
face up by engine/facedown.py; across every morph, megamorph and disguise line of
../shared/corpus."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Ability
from mtglab.cards.keywords import Morph
from mtglab.cards.model import Card
from tests.conftest import corpus_abilities, corpus_cards, parametrize_corpus


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    """The corpus cards these tests play (only those are parsed)."""
    return corpus_cards("Abomination of Gudul", "Acid-Spewer Dragon", "Alley Assailant",
                        "Lightning Bolt", "Grizzly Bears")


def test_cast_face_down_for_3_it_is_a_nameless_2_2_cr_702_37c_708_2a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "CCC")
    p = b.cast(cards["Abomination of Gudul"], face_down=True)  # morph {2}{B}{G}{U}
    c = b.characteristics(p)
    assert (c["name"], c["types"], c["power"], c["toughness"], c["abilities"]) == (
        "", ("Creature",), 2, 2, ())
    assert b.mana_pool("you") == ""


def test_turned_face_up_for_its_morph_cost_cr_702_37e_116_2b(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "CCC")
    p = b.cast(cards["Abomination of Gudul"], face_down=True)
    b.add_mana("you", "BGUCC")
    b.turn_face_up(p)
    assert b.characteristics(p)["name"] == "Abomination of Gudul"
    assert b.mana_pool("you") == ""


def test_megamorph_turns_up_with_a_counter_cr_702_37b(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "CCC")
    p = b.cast(cards["Acid-Spewer Dragon"], face_down=True)  # megamorph {5}{B}{B}
    b.add_mana("you", "BBCCCCC")
    b.turn_face_up(p)
    assert b.counters(p) == {"+1/+1": 1}


def test_disguised_it_has_ward_2_cr_702_168a_b(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("opponent", "CCC")
    b.active = "opponent"
    p = b.cast(cards["Alley Assailant"], controller="opponent", face_down=True)
    assert b.characteristics(p)["abilities"] == ("Ward {2}",)
    b.active = "you"
    b.add_mana("you", "R")
    b.cast(cards["Lightning Bolt"], targets=[p])  # you can't pay {2}: countered
    assert len(b.permanents) == 1


def test_a_face_down_spell_is_cast_at_sorcery_speed_cr_307_1_708_4(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "CCC")
    b.active = "opponent"
    with pytest.raises(ml.IllegalActionError, match=r"307\.1"):
        b.cast(cards["Abomination of Gudul"], controller="you", face_down=True)
    assert b.mana_pool("you") == "CCC"


def test_a_card_without_morph_cant_be_cast_face_down_cr_702_37c(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "CCC")
    with pytest.raises(ml.IllegalActionError, match=r"702\.37c"):
        b.cast(cards["Grizzly Bears"], face_down=True)
    assert b.mana_pool("you") == "CCC"


def test_its_own_enters_abilities_dont_apply_face_down_cr_708_3() -> None:
    card = Card.from_text(name="Morph Counter", mana_cost="{2}{G}", type_line="Creature — Elf",
                          power="1", toughness="1",
                          oracle_text="Morph Counter enters with two +1/+1 counters on it."
                                      "\nMorph {G}")
    b = ml.Board()
    b.add_mana("you", "CCC")
    p = b.cast(card, face_down=True)
    assert b.counters(p) == {}


# -- every morph, megamorph and disguise line of the corpus ----------------------------

_LINE: Final = re.compile(r"^(?:Morph|Megamorph|Disguise)\b", re.M)


def _lines() -> list[tuple[Card, Ability]]:
    return corpus_abilities(_LINE, lambda a: re.match(r"(Morph|Megamorph|Disguise)\b",
                                                      a.text) is not None)


_LINES: list[tuple[Card, Ability]] = []


def _all() -> list[tuple[Card, Ability]]:
    if not _LINES:
        _LINES.extend(_lines())
    return _LINES


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """``morph_line``: one test per supported morph, megamorph or disguise line."""
    if "morph_line" not in metafunc.fixturenames:
        return
    lines = [(f, a) for f, a in _all() if a.supported]
    parametrize_corpus(metafunc, "morph_line", lines,
                       [f"{face.name}: {a.text[:30]}" for face, a in lines])


@pytest.mark.corpus
def test_every_morph_with_a_mana_cost_is_read_cr_702_37a(corpus_jsonl: Any) -> None:
    lines = _all()
    unread = [a.text for _f, a in lines if re.match(r"(Morph|Megamorph|Disguise) \{[^}]+\}"
                                                    r"(\{[^}]+\})*( \(|$)", a.text)
              and not a.supported]
    assert len(lines) > 200 and unread == []


@pytest.mark.corpus
def test_cast_face_down_then_turned_face_up_for_its_cost_cr_702_37c_e(
        morph_line: Any) -> None:
    face, ability = morph_line
    morph = next(e for e in ability.effects if isinstance(e, Morph))
    b = ml.Board()
    b.add_mana("you", "CCC")
    p = b.cast(face, face_down=morph.turned_down_as)
    assert b.characteristics(p)["name"] == ""
    b.add_mana("you", "WWWWUUUUBBBBRRRRGGGGCCCCCCCC")
    try:
        b.turn_face_up(p, using=morph.keyword.value.lower())
    except ml.ChoiceRequired as exc:  # "when ~ is turned face up" targets (708.8, 603.3d)
        b.turn_face_up(p, using=morph.keyword.value.lower(), choices=[exc.options[0]])
    log = b.log
    assert face.name in list(log[log["action"] == "turn face up"]["object"])
    # it may die at once as itself (a 0/0 whose counters come from a line mtglab doesn't
    # read, 704.5f), otherwise it is itself now (708.8)
    assert len(b.mana_pool("you")) == 28 - morph.cost.mana_value  # its cost was paid
