"""Characteristic-defining abilities that count cards in a hand or a graveyard (CR
604.3, 613.4a): "~'s power and toughness are each equal to the number of cards in your
hand" defines them in layer 7a from the zone as it is now, and a supported one is never
left undefined (issue 22: supported means played)."""

from __future__ import annotations

import re
from typing import Any

import pandas as pd
import pytest

import mtglab as ml
from mtglab.cards.effects import CharacteristicPT
from tests.conftest import corpus_abilities


def _board(*names: str) -> ml.Board:
    b = ml.Board()
    b.add("Forest", zone="hand")
    b.add("Island", zone="hand")
    b.add("Swamp", zone="graveyard")
    b.add("Mountain", zone="graveyard", owner="opponent")
    for name in names:
        b.add(name)
    return b


def _pt(b: ml.Board, name: str) -> tuple[Any, Any]:
    row = b.permanents.set_index("name").loc[name]
    return row["power"], row["toughness"]


MARO = ml.Card.from_text(
    name="Maro", type_line="Creature — Elemental", mana_cost="{2}{G}{G}", power="*",
    toughness="*", oracle_text="Maro's power and toughness are each equal to the number "
                               "of cards in your hand.")
LORD = ml.Card.from_text(
    name="Lord of Extinction", type_line="Creature — Elemental", mana_cost="{3}{B}{G}",
    power="*", toughness="*", oracle_text="Lord of Extinction's power and toughness are "
                                          "each equal to the number of cards in all "
                                          "graveyards.")


def test_cards_in_your_hand_define_power_and_toughness_604_3_613_4a() -> None:
    b = _board()
    b.add(MARO)
    assert _pt(b, "Maro") == (2, 2)  # Forest and Island in hand (402.1)


def test_cards_in_all_graveyards_define_power_and_toughness_604_3_613_4a() -> None:
    b = _board()
    b.add(LORD)
    assert _pt(b, "Lord of Extinction") == (2, 2)  # one card in each graveyard (404.1)


def _zone_defining(ability: Any) -> bool:
    return ability.supported and any(
        isinstance(e, CharacteristicPT) and any(
            x is not None and x.selector is not None and x.selector.zone is not None
            for x in (e.power, e.toughness)) for e in ability.effects)


ZONE_COUNTS = corpus_abilities(re.compile(r"power and toughness are (each )?equal to the "
                                          r"number of .*cards? (in|among)"), _zone_defining)


@pytest.mark.corpus
def test_every_supported_zone_count_defines_power_and_toughness_613_4a() -> None:
    if not ZONE_COUNTS:
        pytest.skip("needs the shared corpus (../shared/corpus)")
    undefined = []
    for face, _ability in ZONE_COUNTS:
        if "Creature" not in face.type_line:
            continue
        b = _board()
        b.add(face)
        power, toughness = _pt(b, face.name)
        if pd.isna(power) or pd.isna(toughness):
            undefined.append(face.name)
    assert not undefined, undefined
