""""X target creatures" (CR 107.3, 601.2b-c): X is announced before the targets, and the
spell or ability then takes exactly X targets of that word "target" ("Destroy X target
artifacts", "Tap X target lands", "Put a +1/+1 counter on each of X target creatures").
With X = 0 it has no target of that word."""

from __future__ import annotations

import re
from typing import Final

import pytest

import mtglab as ml
from mtglab.cards.instructions import target_parts
from tests.conftest import audit_found, corpus_abilities, corpus_cards

_X_TARGET: Final = re.compile(r"\b(each of )?X target\b")


def _artifact(name: str) -> ml.Card:
    return ml.Card.from_text(name=name, mana_cost="{2}", type_line="Artifact")


def _board() -> tuple[ml.Board, list[ml.Permanent]]:
    b = ml.Board()
    arts = [b.add(_artifact(f"Relic {i}"), "opponent") for i in range(3)]
    b.add_mana("you", "RRRRRR")
    return b, arts


def test_every_supported_line_with_x_targets_is_read_with_x_and_plays_601_2c() -> None:
    found = corpus_abilities(_X_TARGET, lambda a: a.supported and bool(_X_TARGET.search(a.text)))
    if not found:
        pytest.skip("needs ../shared/corpus (the shared corpus)")
    names = {f.name for f, _a in found}
    assert {"By Force", "Candelabra of Tawnos", "Thrive", "Mass Manipulation"} <= names
    for f, a in found:
        assert any(p.x_many for e in a.effects for p in target_parts(e)), f.name
    audit_found(found, board_refusals=True)


def test_destroy_x_target_artifacts_takes_exactly_x_601_2c() -> None:
    by_force = corpus_cards("By Force")["By Force"]
    b, (one, two, three) = _board()
    b.cast(by_force, x=2, targets=[one, two])
    assert list(b.permanents["name"]) == ["Relic 2"]
    assert three.id in b.state.permanents


def test_fewer_or_more_targets_than_x_is_illegal_601_2c() -> None:
    by_force = corpus_cards("By Force")["By Force"]
    b, (one, two, _three) = _board()
    with pytest.raises(ml.IllegalActionError):
        b.cast(by_force, x=2, targets=[one])
    with pytest.raises(ml.IllegalActionError):
        b.cast(by_force, x=1, targets=[one, two])
    assert len(b.permanents) == 3  # nothing changed (a failed action changes nothing)


def test_x_of_zero_has_no_target_and_destroys_nothing_107_3() -> None:
    by_force = corpus_cards("By Force")["By Force"]
    b, _arts = _board()
    b.cast(by_force, x=0)
    assert len(b.permanents) == 3


def test_a_counter_on_each_of_x_targets_122_1() -> None:
    thrive = corpus_cards("Thrive")["Thrive"]
    b = ml.Board()
    bears = [b.add(ml.Card.from_text(name=f"Bear {i}", mana_cost="{1}{G}",
                                     type_line="Creature — Bear", power="2", toughness="2"))
             for i in range(3)]
    b.add_mana("you", "GGGG")
    b.cast(thrive, x=2, targets=bears[:2])
    assert [dict(b.state.permanents[p.id].counters) for p in bears] == [
        {"+1/+1": 1}, {"+1/+1": 1}, {}]


def test_up_to_x_targets_may_take_fewer_107_3_601_2c() -> None:
    spell = ml.Card.from_text(name="Scattering", mana_cost="{X}{R}", type_line="Sorcery",
                              oracle_text="Destroy up to X target artifacts.")
    b, (one, two, three) = _board()
    b.cast(spell, x=2, targets=[one])
    assert sorted(b.permanents["name"]) == ["Relic 1", "Relic 2"]
    with pytest.raises(ml.IllegalActionError):
        b.cast(spell, x=1, targets=[two, three])


def test_x_targets_of_a_triggered_ability_stay_unsupported_107_3() -> None:
    # Death Kiss: "When ~ becomes monstrous, goad up to X target creatures ...": no X is
    # chosen as a triggered ability is put on the stack (603.3d), so the line names it
    kiss = corpus_cards("Death Kiss")["Death Kiss"]
    line = next(a for a in kiss.abilities if "X target" in a.text)
    assert not line.supported and "107.3" in line.problem
