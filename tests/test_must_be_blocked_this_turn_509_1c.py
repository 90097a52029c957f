""""Target creature must be blocked this turn if able" (CR 509.1c): the requirement of
"must be blocked if able" on the creatures an instruction names as it resolves (611.2c),
until the turn ends (611.2a, 514.2); obeyed by a declaration of blockers as far as the
restrictions allow (509.1c). Played on real cards of ../shared/corpus, and across every
corpus line of the wording."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.instructions import Lasting
from mtglab.cards.statics import CombatRuleKind
from tests.conftest import audit_found, corpus_abilities, parametrize_face_lines, records_within
from tests.static_lines import real

_LINE = re.compile(r"must be blocked (each combat )?this turn if able")


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_LINE, lambda a: bool(_LINE.search(a.text)))


pytest_generate_tests = parametrize_face_lines("line", _lines)


def _lastings(obj: Any) -> list[Lasting]:
    """Every :class:`Lasting` inside ``obj`` (an effect, maybe nested)."""
    return records_within(obj, Lasting)


def test_every_corpus_line_is_read_as_the_requirement_cr_509_1c(line: Any) -> None:
    _face, ability = line
    # the lines still lacking another part (a trigger event, an Attraction's "Visit")
    # say which, never an internal error
    if not ability.supported:
        assert "internal" not in ability.problem
        return
    kinds = {getattr(x.effect, "kind", None) for x in _lastings(list(ability.effects))}
    assert CombatRuleKind.MUST_BE_BLOCKED.value in kinds


def test_every_supported_corpus_line_is_played_cr_509_1c() -> None:
    found = [(f, a) for f, a in _lines() if a.supported]
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 10
    audit_found(found, board_refusals=True)


def _prey_board() -> tuple[ml.Board, int, int]:
    b = ml.Board()
    bears = b.add(real("Grizzly Bears"))
    giant = b.add(real("Hill Giant"), "opponent")
    b.add_mana("you", "{G}")
    b.cast(real("Irresistible Prey"), targets=[bears])
    return b, bears, giant


def test_the_target_must_be_blocked_by_a_creature_able_to_cr_509_1c() -> None:
    b, bears, giant = _prey_board()
    b.attack(bears)
    with pytest.raises(ml.IllegalActionError, match=r"509.1c"):
        b.block()  # the Giant is able to block it, so one must
    b.block(giant, bears)
    assert b.in_combat()["blocking"] == [giant]


def test_a_restriction_outweighs_the_requirement_cr_509_1c() -> None:
    # 509.1c: obeyed only as far as no restriction is broken (a tapped creature can't
    # block, 509.1a)
    b = ml.Board()
    bears = b.add(real("Grizzly Bears"))
    b.add(real("Hill Giant"), "opponent", tapped=True)
    b.add_mana("you", "{G}")
    b.cast(real("Irresistible Prey"), targets=[bears])
    b.attack(bears)
    b.block()
    assert b.in_combat()["blocking"] == []


def test_the_requirement_ends_with_the_turn_cr_514_2() -> None:
    b, bears, _giant = _prey_board()
    b.pass_turn()
    b.pass_turn()
    b.attack(bears)
    b.block()  # 514.2: the effect ended in the cleanup step of the turn it was made
    assert b.in_combat()["blocking"] == []


def test_joined_to_a_bonus_both_last_until_end_of_turn_cr_611_2a() -> None:
    b = ml.Board()
    bears = b.add(real("Grizzly Bears"))
    giant = b.add(real("Hill Giant"), "opponent")
    b.add_mana("you", "{G}{G}{G}{G}")
    b.cast(real("Emergent Growth"), targets=[bears])
    assert int(b.permanents.set_index("id").loc[bears.id]["power"]) == 7  # 2 + 5
    b.attack(bears)
    with pytest.raises(ml.IllegalActionError, match=r"509.1c"):
        b.block()
    b.block(giant, bears)
    assert b.in_combat()["blocking"] == [giant]
