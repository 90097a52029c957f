"""A card's permission to be cast from a graveyard paid otherwise than by its mana cost
(CR 601.3), read by the grammar (grammar/permissions_paid.lark): an alternative cost
("by paying {W}{U}{B}{R}{G} rather than paying its mana cost", 118.9), life as an
additional cost ("by paying 3 life in addition to paying their other costs", 601.2f,
119.4), and the counters a spell cast that way enters with, said in the sentence after
(614.1c). Every corpus line of these wordings reads and is played."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from tests.conftest import audit_found, corpus_abilities

_WORDING = re.compile(r"you may cast .+ from your graveyard by paying", re.I)


def _one(text: str) -> Any:
    card = ml.Card.from_text(name="Phoenix", mana_cost="{3}{R}", type_line="Creature — Bird",
                             power="2", toughness="2", oracle_text=text)
    return card.abilities[0]


def test_an_alternative_cost_from_the_graveyard_cr_118_9() -> None:
    a = _one("You may cast Phoenix from your graveyard by paying {1}{R}{R} rather than "
             "paying its mana cost.")
    assert a.supported
    p = a.effects[0]
    assert str(p.alternative_cost) == "{1}{R}{R}" and p.zone == "graveyard"  # 118.9, 601.3


def test_life_in_addition_for_a_kind_of_spell_cr_601_2f_119_4() -> None:
    a = _one("You may cast creature spells from your graveyard by paying 2 life in "
             "addition to paying their other costs.")
    assert a.supported
    p = a.effects[0]
    assert p.life == 2 and p.selector.types == ("Creature",)  # 601.2f, 119.4


@pytest.mark.parametrize("after", [
    "If you do, it enters with a +1/+1 counter on it.",
    "If you do, Phoenix enters the battlefield with two +1/+1 counters on it.",
    "If you cast a spell this way, that creature enters with a shield counter on it.",
])
def test_the_counters_a_spell_cast_this_way_enters_with_cr_614_1c(after: str) -> None:
    a = _one("You may cast Phoenix from your graveyard by paying {R}{R} rather than paying "
             f"its mana cost. {after}")
    assert a.supported
    assert len(a.effects) == 1 and len(a.effects[0].enters_with) == 1  # 614.1c


def test_counters_without_a_permission_before_are_not_read_so_cr_614_1c() -> None:
    a = _one("Flying. If you do, it enters with a +1/+1 counter on it.")
    assert not a.supported


def test_every_corpus_line_of_these_wordings_reads_and_is_played_cr_601_3() -> None:
    found = corpus_abilities(_WORDING, lambda a: _WORDING.search(a.text) is not None)
    if not found:
        pytest.skip("no corpus")
    read = [(f, a) for f, a in found if a.supported]
    assert len(read) >= 3  # Worldheart Phoenix, Noctis, Raffine's Guidance
    audit_found(read, board_refusals=True)
