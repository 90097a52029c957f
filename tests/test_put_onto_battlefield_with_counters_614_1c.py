"""Cards put onto the battlefield "with <counters> on it" (CR 614.1c, 122.6): "Return
target creature card from your graveyard to the battlefield with two additional +1/+1
counters on it", "... with a hexproof counter and an indestructible counter on it",
"Exile target creature, then return it to the battlefield under its owner's control with
a +1/+1 counter on it". The permanent enters with the counters (614.1c), counters put on
it as it enters, which counter replacement effects such as Hardened Scales' change
(122.6). Real cards of ../shared/corpus through the public API; every corpus line of the
wording played through the audit."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards import parse_ability
from mtglab.cards.compoundeffects import ReturnFromGraveyard
from mtglab.cards.exilereturn import ExileAndReturn
from tests.conftest import audit_found, corpus_abilities, corpus_cards

_WITH = re.compile(r"(?:to|onto) the battlefield[^.]* with [^.]*counters? on it", re.I)


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Evil Reawakened", "Perennation", "Planar Incision",
                        "Rite of the Moth", "Abuelo's Awakening")


def _entering_counters(a: Any) -> tuple[tuple[str, int], ...]:
    return next((e.counters for e in a.effects
                 if isinstance(e, ReturnFromGraveyard | ExileAndReturn) and e.counters), ())


def _bears_in_graveyard(b: ml.Board) -> Any:
    return b.add("Grizzly Bears", zone="graveyard")


def _only_bears(b: ml.Board) -> Any:
    return b.get("Grizzly Bears")


# -- every corpus line (614.1c) ------------------------------------------------------------


def test_every_corpus_line_putting_a_card_onto_the_battlefield_with_counters_plays_614_1c(
        ) -> None:
    found = corpus_abilities(_WITH, lambda a: a.supported and bool(_entering_counters(a)))
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 20
    audit_found(found, board_refusals=True)


# -- reading ------------------------------------------------------------------------------


def test_the_counters_are_read_onto_the_return_614_1c(cards: dict[str, Any]) -> None:
    evil = next(a for a in cards["Evil Reawakened"].abilities if "Return" in a.text)
    assert _entering_counters(evil) == (("+1/+1", 2),)
    both = next(a for a in cards["Perennation"].abilities if "Return" in a.text)
    assert _entering_counters(both) == (("hexproof", 1), ("indestructible", 1))
    back = next(a for a in cards["Planar Incision"].abilities if "Exile" in a.text)
    assert _entering_counters(back) == (("+1/+1", 1),)


def test_an_additional_counter_on_a_card_from_a_graveyard_is_the_same_counter_122_2() -> None:
    # a card in a graveyard has no counters (122.2): "an additional +1/+1 counter" and
    # "a +1/+1 counter" put the same one counter on the permanent it becomes
    a = parse_ability("Return target creature card from your graveyard to the battlefield "
                      "with an additional +1/+1 counter on it.", is_spell=True)
    b = parse_ability("Return target creature card from your graveyard to the battlefield "
                      "with a +1/+1 counter on it.", is_spell=True)
    assert a.supported and a.effects == b.effects


def test_a_counted_number_of_counters_stays_unsupported_614_1c(cards: dict[str, Any]) -> None:
    # Abuelo's Awakening: "with X additional +1/+1 counters on it" is not read
    a = next(a for a in cards["Abuelo's Awakening"].abilities if "Return" in a.text)
    assert not a.supported


def test_with_counters_after_a_verb_that_puts_nothing_onto_the_battlefield_is_refused(
        ) -> None:
    a = parse_ability("Destroy target creature with a +1/+1 counter on it.", is_spell=True)
    assert not any(_entering_counters(x) for x in (a,))


# -- played (614.1c, 122.6) -----------------------------------------------------------------


def test_the_returned_creature_has_the_counters_614_1c(cards: dict[str, Any]) -> None:
    b = ml.Board()
    bears = _bears_in_graveyard(b)
    b.add_mana("you", "BBBBB")
    b.cast(cards["Evil Reawakened"], targets=[bears])
    back = _only_bears(b)
    assert b.counters(back) == {"+1/+1": 2}
    got = b.characteristics(back)
    assert (got["power"], got["toughness"]) == (4, 4)  # 2/2 with two +1/+1 counters


def test_hardened_scales_adds_one_to_the_counters_it_enters_with_122_6(
        cards: dict[str, Any]) -> None:
    # the counters it enters with are counters put on it (122.6): Hardened Scales applies
    b = ml.Board()
    b.add("Hardened Scales")
    bears = _bears_in_graveyard(b)
    b.add_mana("you", "BBBBB")
    b.cast(cards["Evil Reawakened"], targets=[bears])
    assert b.counters(_only_bears(b)) == {"+1/+1": 3}


def test_keyword_counters_it_enters_with_give_their_abilities_122_1b(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    bears = _bears_in_graveyard(b)
    b.add_mana("you", "WBGCCC")
    b.cast(cards["Perennation"], targets=[bears])
    back = _only_bears(b)
    assert b.counters(back) == {"hexproof": 1, "indestructible": 1}
    words = " ".join(b.characteristics(back)["abilities"]).lower()
    assert "hexproof" in words and "indestructible" in words


def test_exiled_and_returned_with_a_counter_scales_adding_one_614_1c_122_6(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add("Hardened Scales")
    bears = b.add("Grizzly Bears")
    b.add_mana("you", "UU")
    b.cast(cards["Planar Incision"], targets=[bears])
    back = _only_bears(b)
    assert b.counters(back) == {"+1/+1": 2}  # one, plus Hardened Scales' one (122.6)


def test_a_finality_counter_it_returned_with_exiles_it_as_it_would_die_122_1h(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    bears = _bears_in_graveyard(b)
    b.add_mana("you", "WWBB")
    b.cast(cards["Rite of the Moth"], targets=[bears])
    back = _only_bears(b)
    assert b.counters(back) == {"finality": 1}
    b.remove(back)  # put into the graveyard: exiled instead (122.1h)
    assert "Grizzly Bears" in [c.name for c in b.cards("you", "exile")]
    assert "Grizzly Bears" not in [c.name for c in b.cards("you", "graveyard")]
