"""Payment is decided in the rules core (issue 28, item 1): whether a cost can be paid,
mana abilities activated while paying included (CR 601.2g-h, 605.3a), is one question of
the engine, asked once, and an auto-paid activation runs through the engine alone —
never from the analysis layer up into the Board facade."""

from __future__ import annotations

import ast
import sys
from pathlib import Path
from types import FrameType
from typing import Any

import mtglab as ml

PACKAGE = Path(ml.__file__).resolve().parent


def _upward_calls(action: Any) -> list[tuple[str, str]]:
    """Calls from mtglab.analysis into mtglab.board while ``action()`` runs."""
    found: list[tuple[str, str]] = []

    def profile(frame: FrameType, event: str, _arg: Any) -> None:
        if event != "call" or frame.f_back is None:
            return
        here = str(frame.f_globals.get("__name__", ""))
        caller = str(frame.f_back.f_globals.get("__name__", ""))
        if caller.startswith("mtglab.analysis") and here.startswith("mtglab.board"):
            found.append((caller, frame.f_code.co_name))

    sys.setprofile(profile)
    try:
        action()
    finally:
        sys.setprofile(None)
    return found


def test_an_auto_paid_mind_stone_never_calls_from_analysis_into_the_board_601_2g() -> None:
    b = ml.Board()
    forest = b.add("Forest")
    stone = b.add("Mind Stone")
    b.add("Island", zone="library")
    assert b.can_activate(stone, 1)  # {1} payable by tapping the Forest (601.2g)
    assert _upward_calls(lambda: b.activate(stone, 1, pay_with="auto")) == []
    # the Forest was tapped for the {1}, Mind Stone sacrificed, a card drawn (601.2h)
    assert b.is_tapped(forest)
    assert "Mind Stone" not in set(b.permanents["name"])
    assert len(b.hand("you")) == 1


def test_a_plan_reads_the_boards_state_and_never_acts_on_a_board_605_3a() -> None:
    # the table reads the board it is given (its state, whose turn it is); the plan's
    # activations are tried on states, never on copies of the board
    b = ml.Board()
    for name in ("Forest", "Forest", "Azorius Signet"):
        b.add(name)
    called = {name for _m, name in _upward_calls(lambda: b.payment_plan("{W}{U}{G}"))}
    assert called <= {"state", "active"}


def _module_functions(name: str) -> set[str]:
    tree = ast.parse((PACKAGE / name).read_text(encoding="utf-8"))
    return {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}


def test_activation_legality_with_payability_is_written_once_602_2() -> None:
    # one function answers "can it be activated now, mana abilities while paying
    # included"; the facade's method and the tables call it
    defined = sorted(str(p.relative_to(PACKAGE)) for p in PACKAGE.rglob("*.py")
                     if "activation_problems" in _module_functions(str(p.relative_to(PACKAGE))))
    assert defined == ["engine/payment/legality.py"]
    assert not (PACKAGE / "analysis" / "legality.py").exists()
