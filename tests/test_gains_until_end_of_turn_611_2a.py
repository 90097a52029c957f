""""~ gains <keyword> until end of turn" and "creatures you control gain <keyword> until
end of turn" are continuous effects of a resolving ability (CR 611.2a): the objects are
locked in as it resolves (611.2c), the keyword is added in layer 6 (613.1f) and the
effect ends in the cleanup step (514.2). Real cards of ../shared/corpus (skipped with a
message where it is absent); every supported line of the corpus with that wording plays.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.audit import play_ability
from mtglab.audit.reasons import FAILURES, reason_of
from mtglab.cards.ability import AbilityKind
from mtglab.cards.instructions import Duration, Lasting
from mtglab.cards.pool.loaders import cards_from_records, read_records
from tests.audit_known_failures import known
from tests.conftest import corpus_abilities, parametrize_face_lines

_GAINS: Final = re.compile(r"\bgains? [^.]*? until end of turn", re.I)


@pytest.fixture(scope="module")
def cards(corpus_jsonl: Path) -> Any:
    _fmt, records = read_records(corpus_jsonl)
    wanted = {"Adanto Vanguard", "Burst of Speed", "Grizzly Bears", "Aethersphere Harvester"}
    return {c.name: c for c in cards_from_records(r for r in records
                                                  if r["name"] in wanted)}


def _keywords(b: ml.Board, p: Any) -> set[str]:
    return {a.lower() for a in b.characteristics(p)["abilities"]}


def test_an_activated_self_grant_lasts_until_the_cleanup_step_cr_611_2a_514_2(
        cards: Any) -> None:
    vanguard = cards["Adanto Vanguard"]  # "Pay 4 life: ~ gains indestructible until ..."
    ability = vanguard.abilities[1]
    assert ability.effects == (Lasting(ability.effects[0].effect, Duration.END_OF_TURN),)
    b = ml.Board()
    p = b.add(vanguard)
    b.activate(p, 1)
    assert b.life("you") == 16  # 119.4: the cost
    assert "indestructible" in _keywords(b, p)
    b.pass_turn()  # the cleanup step ends it (514.2)
    assert "indestructible" not in _keywords(b, p)


def test_creatures_you_control_gain_haste_only_those_there_as_it_resolves_cr_611_2c(
        cards: Any) -> None:
    b = ml.Board()
    bears = b.add(cards["Grizzly Bears"], controlled_since_turn_start=False)
    b.add_mana("you", "R")
    b.cast(cards["Burst of Speed"])
    later = b.add(cards["Grizzly Bears"], controlled_since_turn_start=False)
    assert b.can_attack(bears)  # haste (702.10b)
    assert not b.can_attack(later)  # not there as it resolved (611.2c)


def test_a_vehicle_gains_lifelink_paying_energy_cr_611_2a_107_14(cards: Any) -> None:
    b = ml.Board()
    p = b.add(cards["Aethersphere Harvester"])
    b.add_counters("you", "energy", 1)
    b.activate(p, "Pay {E}")
    assert "lifelink" in _keywords(b, p)
    assert b.player_counters("you").get("energy", 0) == 0


def _gain_lines() -> list[Any]:
    """Every supported activated, triggered or spell line of the corpus saying "gains
    ... until end of turn" (only the records with such a line are parsed)."""
    return corpus_abilities(_GAINS, lambda a: a.supported and _GAINS.search(a.text) is not None
                            and a.kind in (AbilityKind.ACTIVATED, AbilityKind.TRIGGERED,
                                           AbilityKind.SPELL))


# ``gain_line``: one test per such line.
pytest_generate_tests = parametrize_face_lines("gain_line", _gain_lines, width=40)


def test_every_gains_until_end_of_turn_line_plays_cr_611_2a(gain_line: Any) -> None:
    face, ability = gain_line
    check = play_ability(face, ability)
    assert reason_of(check) not in FAILURES or known(check.detail), check.detail
