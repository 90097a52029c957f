""""If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~."
(the Phantoms) and "... Put a -1/-1 counter on ~ for each 1 damage prevented this way."
(Phyrexian Hydra): a prevention effect of a static ability on all damage to its source
(CR 615.1, 604.1), and what it does as it prevents (615.5). Read across every corpus line
of the wording and played on real cards of ../shared/corpus."""

from __future__ import annotations

from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.damagereplacement import PreventToSelfCounters
from tests.static_lines import real, wording

_LINE = (r"If damage would be dealt to ~, prevent that damage\. (Remove a \+1/\+1 counter "
         r"from ~|Put a -1/-1 counter on ~ for each 1 damage prevented this way)\.")


@pytest.mark.parametrize("case", wording(_LINE) or [None],
                         ids=lambda c: c[0].name if c else "no corpus")
def test_every_prevent_damage_to_itself_line_is_read_cr_615_1(case: Any) -> None:
    if case is None:
        pytest.skip("needs the corpus")
    _face, ability = case
    assert ability.supported, ability.problem
    assert [type(e) for e in ability.effects] == [PreventToSelfCounters]


def test_phantom_centaur_prevents_the_damage_and_loses_a_counter_cr_615_1_615_5() -> None:
    b = ml.Board()
    centaur = b.add(real("Phantom Centaur"), "opponent", counters={"+1/+1": 3})
    b.add_mana("you", "{R}")
    b.cast(real("Lightning Bolt"), targets=[centaur])
    perm = b.state.permanents[centaur.id]
    assert perm.damage == 0  # 615.1: the damage is never dealt
    assert dict(perm.counters).get("+1/+1") == 2


def test_without_counters_the_damage_is_still_prevented_cr_615_1() -> None:
    b = ml.Board()
    centaur = b.add(real("Phantom Centaur"), "opponent", counters={"+1/+1": 1})
    b.add_mana("you", "{R}{R}")
    b.cast(real("Shock"), targets=[centaur])
    # no counter left: it is a 2/0 and dies as a state-based action (704.5f), not of damage
    assert centaur.id not in b.state.permanents


def test_phyrexian_hydra_gets_a_counter_per_damage_prevented_cr_615_1_615_5() -> None:
    b = ml.Board()
    hydra = b.add(real("Phyrexian Hydra"), "opponent")
    b.add_mana("you", "{R}")
    b.cast(real("Shock"), targets=[hydra])
    perm = b.state.permanents[hydra.id]
    assert perm.damage == 0
    assert dict(perm.counters).get("-1/-1") == 2
